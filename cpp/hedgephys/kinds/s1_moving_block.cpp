// Sonic 1's moving platform blocks (issue 18): S1 MovingBlock $52
// (_incObj/52 Moving Blocks.asm: MBlock_Main, MBlock_Platform,
// MBlock_StandOn, MBlock_Move). docs/kinds/s1_blocks.md "Moving blocks".
//
// A platform (procedure D: obActWid from MBlock_Var, the surface 8 px above
// the centre). Not stood on (routine 2): MBlock_Move, then PlatformObject at
// the new place; stood on (routine 4): ExitPlatform, MBlock_Move, then
// MvSonicOnPtfm2 with the x before the move. The types modelled (subtype &
// $F, MBlock_TypeIndex): 0 still; 1 x = x0 - byte at v_oscillate+$E
// (X-flipped: x0 - ($60 - it)); 8 y = y0 - byte at v_oscillate+$1E
// (X-flipped: y0 - ($80 - it)); 9 (MBlock_Type02) waits for a frame that
// starts stood on (routine 4), then $A (MBlock_Type0A): 8 px a frame out to
// 2 x obActWid (X-flipped: to the left), 300 frames there (objoff_34), then
// 8 px a frame back, and 9 again.
//
// State: ST_IDLE until its first update (MBlock_Main), then
// ST_PLATFORM_READY; phase byte 0 the type, byte 1 the way back flag
// (objoff_36); timer the wait (objoff_34).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr uint32_t MBLOCK_OSC_X = 0x0E, MBLOCK_OSC_Y = 0x1E;  // MBlock_Type01, MBlock_Type08
constexpr int32_t MBLOCK_STEP = 8, MBLOCK_WAIT = 300;          // MBlock_Type0A

uint8_t mblock_type(const ObjectBatch& o, size_t k) { return uint8_t(o.phase[k]); }

// MBlock_Type0A: out, wait, back (the type back to 9 once home).
void mblock_out_and_back(ObjectBatch& o, size_t k) {
    int32_t step = MBLOCK_STEP, reach = 2 * o.aw[k];
    if (o.flags[k] & OF_XFLIP) step = -step, reach = -reach;
    const int32_t off = int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]));
    if (!(o.phase[k] & 0x100)) {
        if (off == int16_t(reach)) {
            if (--o.timer[k] == 0) o.phase[k] |= 0x100;  // (a word: 0 - 1 counts 65,535 more)
            o.timer[k] &= 0xFFFF;
            return;
        }
        set_object_x(o, k, pixel(o.x[k]) + step);
        o.timer[k] = MBLOCK_WAIT;
    } else if (off == 0) {
        o.phase[k] = 9;  // MBlock_0A_Reset: clr.w objoff_36, subq.b #1,obSubtype
    } else {
        set_object_x(o, k, pixel(o.x[k]) - step);
    }
}

// MBlock_Move; `stood`: the routine is 4 (a frame that started stood on).
void mblock_move(ObjectBatch& o, size_t k, bool stood) {
    const size_t env = k / o.count;
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    switch (mblock_type(o, k)) {
        case 1: {
            const int32_t d = osc_byte(o, env, MBLOCK_OSC_X);
            set_object_x(o, k, o.x0[k] - (flip ? 0x60 - d : d));
            break;
        }
        case 8: {
            const int32_t d = osc_byte(o, env, MBLOCK_OSC_Y);
            set_object_y(o, k, o.y0[k] - (flip ? 0x80 - d : d));
            break;
        }
        case 9:
            if (stood) o.phase[k] = 0xA;
            break;
        case 0xA: mblock_out_and_back(o, k); break;
        default: break;
    }
}

}  // namespace

// ---- the kind s1_moving_block (object_kinds.hpp) ----
SolidResult kind_update_s1_moving_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_IDLE) {  // MBlock_Main: andi.b #$F,obSubtype
        o.phase[k] = o.subtype[k] & 0xF;
        o.timer[k] = 0;
        o.state[k] = ST_PLATFORM_READY;
    }
    if (!o.standing[k]) {  // MBlock_Platform
        mblock_move(o, k, false);
        return platform_object(p, o, k, i, r);
    }
    const int32_t w = platform_reach(o, k, r);  // MBlock_StandOn: ExitPlatform (B5; Q8 fix: + 11)
    if (p.airborne || !within_standing(pixel(p.x) - pixel(o.x[k]) + w, w)) leave(p, o, k, r);
    mblock_move(o, k, o.standing[k]);  // MBlock_Type02 reads the routine ExitPlatform left
    platform_carry(p, o, k, r);  // MvSonicOnPtfm2, even on the frame he walked off
    return {};
}

// Busy while it moves (or before its init); else the platform's window.
int32_t kind_busy_s1_moving_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    const uint8_t type = mblock_type(o, k);
    if (o.state[k] == ST_IDLE || type == 1 || type == 8 || type == 0xA) return ALWAYS_BUSY;
    return platform_reach(o, k, r);
}

// Lazy (lazy_objects.hpp) while it only rides its oscillator (types 1 and
// 8, not stood on): its place is a function of this frame's table alone.
int32_t kind_lazy_s1_moving_block(const ObjectBatch& o, size_t k, const Rules& r) {
    const uint8_t type = mblock_type(o, k);
    if (o.state[k] != ST_PLATFORM_READY || (type != 1 && type != 8)) return NOT_LAZY;
    const int32_t still = int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k])));
    const int32_t off = still < 0 ? -still : still;
    const int32_t swing = type == 1 ? 0x100 : 0;  // x0 - byte, or x0 - ($60 - byte)
    return platform_reach(o, k, r) + (swing > off ? swing : off);
}

// No counters of its own while lazy.
void kind_lazy_skip_s1_moving_block(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
