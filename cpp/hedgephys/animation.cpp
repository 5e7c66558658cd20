#include "animation.hpp"

namespace hp {

namespace {

#include "anim_tables.inc"

constexpr uint8_t NONE = 0xFF;

template <size_t N>
constexpr AnimSet make(const AnimScript (&s)[N], AnimIds id, bool clears) {
    return {s, uint8_t(N), id, clears};
}

//                                walk run roll wait bal bal2  bal3  bal4  up duck spin blink getup skid  hurt  peel
// S1 Sonic_Animate: no pushing clear on a change (_incObj/Sonic Animate.asm).
constexpr AnimSet S1_SET = make(S1_SONIC, {0, 1, 2, 5, 6, NONE, NONE, NONE, 7, 8, NONE, NONE, NONE, 0x0D, 0x1A, NONE}, false);
// S2 Sonic_Animate / Tails_Animate: bclr pushing on a change.
constexpr AnimSet S2_SONIC_SET = make(S2_SONIC, {0, 1, 2, 5, 6, 0x0C, 0x1D, 0x1E, 7, 8, 9, 0x0A, 0x0B, 0x0D, 0x1A, NONE}, true);
constexpr AnimSet S2_TAILS_SET = make(S2_TAILS, {0, 1, 2, 5, 6, NONE, NONE, NONE, 7, 8, 9, NONE, NONE, 0x0D, 0x1A, NONE}, true);
// S3K Animate_Sonic / _Tails / _Knuckles: bclr Status_Push on a change.
constexpr AnimSet S3K_SONIC_SET = make(S3K_SONIC, {0, 1, 2, 5, 6, 0x0C, NONE, NONE, 7, 8, 9, NONE, NONE, 0x0D, 0x1A, NONE}, true);
constexpr AnimSet S3K_TAILS_SET = make(S3K_TAILS, {0, 1, 2, 5, 6, NONE, NONE, NONE, 7, 8, 9, NONE, NONE, 0x0D, 0x1A, NONE}, true);
constexpr AnimSet S3K_KNUCKLES_SET = make(S3K_KNUCKLES, {0, 1, 2, 5, 6, NONE, NONE, NONE, 7, 8, 9, NONE, NONE, 0x0D, 0x1A, NONE}, true);
// Sonic 3 alone (s3.asm Animate_Sonic / Animate_Tails, the same routine):
// "Anim - Sonic S3.asm" differs from S&K's scripts only in the order of the
// walk's mapping frames, which the tables do not keep, so Sonic shares the
// S3K numbers; "Anim - Tails S3.asm" is S&K's without its last script ($29),
// so Tails has the first $29 of them (tests/test_game_s3.py checks both
// against a checkout).
constexpr AnimSet S3_TAILS_SET = {S3K_TAILS, 0x29, S3K_TAILS_SET.id, true};
// CD: Sonic only (the other characters use Sonic's table in any game, as
// their radii do; rules/terrain §9).
constexpr AnimSet CD_SET = make(CD_SONIC, {0, 1, 2, 5, 6, 0x32, NONE, NONE, 7, 8, NONE, NONE, NONE, 0x0D, 0x1A, 0x31}, false);

// CD's scripts the speed-timed animations switch between (SonAni_Push,
// SonAni_Roll, SonAni_RollFast, SonAni_Peelout) and the walk frame index of
// mapping frame $33 (SonAni_Walk: $35,$36,$37,$38,$33,$34).
constexpr uint8_t CD_PUSH = 0x04, CD_ROLL = 0x02, CD_ROLL_FAST = 0x03, CD_PEELOUT = 0x31;
constexpr uint32_t CD_WALK_CROUCH_INDEX = 4;

// A script the tables do not hold (an id written through the raw arrays):
// shown still, never read past.
constexpr AnimScript UNKNOWN = {0x7F, 1, AE_HOLD, 0, NONE};

inline const AnimScript& script_of(const AnimSet& s, uint8_t anim) {
    return anim < s.count ? s.scripts[anim] : UNKNOWN;
}

}  // namespace

const AnimSet& anim_set(Game g, Character c) {
    switch (g) {
        case Game::S1: return S1_SET;
        case Game::S2: return c == Character::Tails ? S2_TAILS_SET : S2_SONIC_SET;
        case Game::S3K:
            return c == Character::Tails ? S3K_TAILS_SET
                   : c == Character::Knuckles ? S3K_KNUCKLES_SET : S3K_SONIC_SET;
        // Sonic 3 alone has no Knuckles (the bindings refuse him, GAME_TRAITS
        // characters); his S3K set keeps a raw rule set well defined.
        case Game::S3:
            return c == Character::Tails ? S3_TAILS_SET
                   : c == Character::Knuckles ? S3K_KNUCKLES_SET : S3K_SONIC_SET;
        default: return CD_SET;
    }
}

namespace {

// Show frame i of script s: the crouch test's frame or not.
inline void show(Player& p, const AnimScript& s, uint32_t i) {
    p.anim_frame = uint8_t(i + 1);
    p.crouch_frame = uint8_t(s.crouch != 0xFF && i == s.crouch);
}

// CD ObjSonic_Animate .SpecialAnim: the scripts timed by the speed. Unlike
// S1/S2/S3K, CD's crouch test reads a frame one of them can show (below), so
// their frame index and timer are modelled. The timer runs down first; when
// it runs out the script is chosen by the speed, the timer reloaded from the
// speed, and the next frame shown (past a script's frames: frame 0).
void cd_special(Player& p, const Rules& r, const AnimScript& s) {
    p.anim_timer = uint8_t(p.anim_timer - 1);
    if (int8_t(p.anim_timer) >= 0) return;
    const AnimSet& set = *r.anim;
    const int32_t g = p.gsp < 0 ? -int32_t(p.gsp) : p.gsp;
    auto timer = [&](int32_t top, int shift) {
        const int32_t d = top - g;
        p.anim_timer = uint8_t(d < 0 ? 0 : d >> shift);
    };
    auto step = [&](uint8_t id) {
        const AnimScript& t = script_of(set, id);
        uint32_t i = p.anim_frame;
        if (i >= t.frames) i = 0;  // the $FF padding: back to frame 0
        p.anim_frame = uint8_t(i + 1);
        return i;
    };
    p.crouch_frame = 0;
    const bool push = s.duration == -3 || (s.duration == -1 && p.pushing);
    if (push) {
        timer(0x800, 6);  // .PushAnim
        step(CD_PUSH);
        return;
    }
    if (s.duration == -2) {  // .RollAnim: roll, fast roll from 0x600
        timer(0x400, 8);
        step(g >= 0x600 ? CD_ROLL_FAST : CD_ROLL);
        return;
    }
    if (s.duration != -1) {  // .FrozenAnim ($FC): no step, timer kept at 0
        p.anim_timer = 0;
        return;
    }
    // Walk, run (0x600) or peel-out (0xA00) frames, offset by the angle:
    // ((angle, NOT'd facing right) + 0x10) >> 4 & 6, times 3 for walking.
    Angle a = p.facing_left ? p.angle : Angle(~p.angle);
    const uint32_t rot = (uint8_t(a + 0x10) >> 4) & 6;
    const uint8_t id = g >= 0xA00 ? CD_PEELOUT : g >= 0x600 ? set.id.run : set.id.walk;
    timer(0x800, 8);
    const uint32_t i = step(id);
    // Player_ObjCollide tests mapping frame $39: SonAni_Walk's frame 4 ($33)
    // with the offset 6, i.e. walking on a slope of the second angle band.
    // CD's own duck frame is $60, so ducking never shrinks the hitbox.
    p.crouch_frame = uint8_t(id == set.id.walk && i == CD_WALK_CROUCH_INDEX && rot == 2);
}

}  // namespace

// S1 Sonic_Animate, S2 Sonic_Animate/Tails_Animate, S3K Animate_Sonic/_Tails/
// _Knuckles, CD ObjSonic_Animate: on a change of id the frame index and timer
// restart (S2 and S3K also clear the pushing flag); an ordinary script then
// counts its timer down and, when it runs out, reloads it with the script's
// duration and shows the next frame, or obeys the end command: $FF back to
// frame 0, $FE n back n frames, $FD n change to animation n (taking effect at
// the next call).
void animate(Player& p, const Rules& r) {
    const AnimSet& set = *r.anim;
    if (p.anim != p.prev_anim) {
        p.prev_anim = p.anim;
        p.anim_frame = 0;
        p.anim_timer = 0;
        if (set.change_clears_push) p.pushing = 0;
    }
    const AnimScript& s = script_of(set, p.anim);
    if (s.duration < 0) {
        // timed by the speed: modelled in CD only (animation.hpp); in S1, S2
        // and S3K these scripts never show the crouch frame
        if (r.cd()) cd_special(p, r, s);
        else p.crouch_frame = 0;
        return;
    }
    p.anim_timer = uint8_t(p.anim_timer - 1);
    if (int8_t(p.anim_timer) >= 0) return;
    p.anim_timer = uint8_t(s.duration);
    uint32_t i = p.anim_frame;
    if (i < s.frames) {
        show(p, s, i);
        return;
    }
    // The end command (or, for an index past it, which only the raw arrays
    // can give, the same: the original would read whatever bytes follow).
    switch (s.end) {
        case AE_LOOP: show(p, s, 0); break;
        case AE_BACK:
            // frame index - n is shown; an n past the start (no script has
            // one) stays at frame 0
            show(p, s, s.arg <= s.frames ? s.frames - s.arg : 0);
            break;
        case AE_GOTO: p.anim = s.arg; break;
        default: break;
    }
}

bool shows_crouch_frame(const Player& p, const Rules&) { return p.crouch_frame != 0; }

}  // namespace hp
