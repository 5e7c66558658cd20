// The contents object of a broken monitor and what it gives
// (monitor_contents.hpp). Physics reads the rings, the shields and
// invincibility; the other items are not modelled (docs/kinds/touch.md
// "Monitor contents"): lives (one_up, tails_one_up), the speed shoes'
// constants and timer, the Eggman monitor's hurt (S2 Touch_ChkHurt2, S3K
// Monitor_Give_Eggman), S2's teleport and random item, S3K's Super Sonic.
#include "monitor_contents.hpp"

#include "invincibility.hpp"
#include "shields.hpp"
#include "water.hpp"

namespace hp {

namespace {

// S1 Pow_ChkRings: addi.w #10 with no limit (the word wraps); S2 super_ring
// (REV01) and S3K Monitor_Give_Rings: then cmpi.w #999 / blo, else 999.
void give_rings(Player& p, const Rules& r) {
    uint16_t n = uint16_t(p.rings + 10);
    if ((r.s2() || r.s3k()) && n >= 999) n = 999;
    p.rings = n;
}

// S1 Pow_ChkShield (v_shield = 1), S2 shield_monitor (bset shield), S3K
// Monitor_Give_FireShield and its siblings (andi.b #$8E, then the shield's
// bits); the Shield slot's object is replaced (the insta-shield's state
// starts over, as Players.set_shield). Obj_BubbleShield's init refills the
// air (Player_ResetAirTimer).
void give_shield(Player& p, Shield s) {
    p.shield = s;
    p.insta_shield = 0;
    if (s == SHIELD_BUBBLE) p.air = AIR_FULL;
}

}  // namespace

void monitor_contents_frame(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (--o.timer[k] != 0) return;  // still rising (MoveSprite2, +$18)
    o.events[k] |= OEV_GIVEN;
    switch (o.subtype[k]) {
        case MC_RINGS: give_rings(p, r); break;
        case MC_SHIELD: give_shield(p, SHIELD_PLAIN); break;
        case MC_FIRE_SHIELD: give_shield(p, SHIELD_FIRE); break;
        case MC_LIGHTNING_SHIELD: give_shield(p, SHIELD_LIGHTNING); break;
        case MC_BUBBLE_SHIELD: give_shield(p, SHIELD_BUBBLE); break;
        // S1 Pow_ChkInvinc (v_invinc, invtime $4B0), S2 invincible_monitor,
        // S3K Monitor_Give_Invincibility (bset Status_Invincible; the timer).
        case MC_INVINCIBILITY: p.invincible = invincibility_length(r); break;
        default: break;  // not modelled (above)
    }
}

}  // namespace hp
