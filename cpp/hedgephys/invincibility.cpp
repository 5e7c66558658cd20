// The invincibility countdown (invincibility.hpp), in the display routine
// after the invulnerability timer's (the player's frame, frame.cpp).
#include "invincibility.hpp"

namespace hp {

void invincibility_tick(Player& p, const Rules& r) {
    // S3K Sonic_ChkInvin (Tails_Display, Knuckles_Display alike): only when
    // Level_frame_counter & 7 is 0 (subq.b / bne). S1 Sonic_Display
    // .chkinvincible, S2 Obj01_ChkInvin: every frame (subq.w / bne). At 0
    // the invincibility ends (v_invinc cleared, bclr; the music not modelled).
    if (r.s3k() && (p.level_frame & 7) != 0) return;
    --p.invincible;
}

}  // namespace hp
