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
// CD: Sonic only (the other characters use Sonic's table in any game, as
// their radii do; terrain.md §9).
constexpr AnimSet CD_SET = make(CD_SONIC, {0, 1, 2, 5, 6, 0x32, NONE, NONE, 7, 8, NONE, NONE, NONE, 0x0D, 0x1A, 0x31}, false);

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
        default: return CD_SET;
    }
}

// S1 Sonic_Animate, S2 Sonic_Animate/Tails_Animate, S3K Animate_Sonic/_Tails/
// _Knuckles: on a change of id the frame index and timer restart (S2 and S3K
// also clear the pushing flag); an ordinary script then counts its timer down
// and, when it runs out, reloads it with the script's duration and shows the
// next frame, or obeys the end command: $FF back to frame 0, $FE n back n
// frames, $FD n change to animation n (taking effect at the next call).
void animate(Player& p, const Rules& r) {
    const AnimSet& set = *r.anim;
    if (p.anim != p.prev_anim) {
        p.prev_anim = p.anim;
        p.anim_frame = 0;
        p.anim_timer = 0;
        if (set.change_clears_push) p.pushing = 0;
    }
    const AnimScript& s = script_of(set, p.anim);
    if (s.duration < 0) return;  // timed by the speed: not modelled (animation.hpp)
    p.anim_timer = uint8_t(p.anim_timer - 1);
    if (int8_t(p.anim_timer) >= 0) return;
    p.anim_timer = uint8_t(s.duration);
    uint32_t i = p.anim_frame;
    if (i < s.frames) {
        p.anim_frame = uint8_t(i + 1);
        return;
    }
    // The end command (or, for an index past it, which only the raw arrays
    // can give, the same: the original would read whatever bytes follow).
    switch (s.end) {
        case AE_LOOP: p.anim_frame = 1; break;             // shows frame 0
        case AE_BACK: {
            // frame index - n is shown; an n past the start (no script has
            // one) stays at frame 0
            const uint32_t back = s.arg <= s.frames ? s.frames - s.arg : 0;
            p.anim_frame = uint8_t(back + 1);
            break;
        }
        case AE_GOTO: p.anim = s.arg; break;
        default: break;
    }
}

bool shows_crouch_frame(const Player& p, const Rules& r) {
    const AnimSet& set = *r.anim;
    if (p.anim != set.id.duck) return false;
    const AnimScript& s = script_of(set, p.anim);
    // the frame shown is the one before the index (animate() shows frame i
    // and then moves the index to i + 1)
    return s.crouch != 0xFF && p.anim_frame == s.crouch + 1;
}

}  // namespace hp
