// Marble Zone's chained stompers (issue 18): S1 ChainStomp $31
// (_incObj/31 Chained Stompers.asm: CStom_Main, loc_B798, loc_B7FE,
// CStom_Types, CStom_Type00 / CStom_Type01 / CStom_Type03).
// docs/kinds/s1_stomp.md.
//
// The block (routine 2, loc_B798) moves by its type (CStom_Types), then runs
// SolidObject (procedure A: d1 = obActWid + $B, d2 = $C, d3 = $D: the kind's
// cx, hj, hs); stood on while its drop (objoff_32's high byte) is below $10,
// the player is killed (KillSonic). Its y is y0 + that byte (CStom_Restart).
// Its spikes (the child made with routine 4, loc_B7FE, at y0 + $1C + the
// same byte, collision $90: a hurt box, Touch_Sizes $10 = 40 x 16) exist
// unless the subtype's bits 4-7 are $2 (CStom_MakeStomper reuses that slot
// for the chain); the player's scan (hitbox.cpp) finds them where the last
// update left the block, + $1C.
//
// CStom_Main: a subtype with bit 7 is a switch stomper (CStom_SwchNums: type
// 0); types (subtype & $F) and objoff_34 = word_B6A4[type]:
//   0 (CStom_Type00) the drop starts at objoff_34 = $7000 and, its switch
//     never pressed (buttons are not modelled), stays there;
//   1, 2, 4, 6 (CStom_Type01) from drop 0: falls (the speed + $70 a frame,
//     added after the drop moved by it) to objoff_34, waits $3C frames
//     (objoff_38), rises $80 a frame to 0, and again;
//   3, 5 (CStom_Type03) wait until the player's x is within $90 of its own,
//     then become 4 / 6 (addq.b #1,obSubtype) and cycle with their own
//     objoff_34 ($7800 / $5800) from the next frame.
// The cycle runs from the object's first frame: the act's first (the game:
// from when the camera loads it). State: ST_IDLE until its first update,
// then ST_PLATFORM_READY; phase 1 once a type 3 / 5 has seen the player;
// timer = the frame of its cycle (frames since the cycle began, mod its length).
#include <algorithm>

#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr uint16_t CSTOM_DROP[7] = {0x7000, 0xA000, 0x5000, 0x7800, 0x3800, 0x5800, 0xB800};  // word_B6A4
constexpr int32_t CSTOM_GRAVITY = 0x70, CSTOM_RISE = 0x80, CSTOM_WAIT = 0x3C;   // CStom_Type01
constexpr int32_t CSTOM_NEAR = 0x90;                                            // CStom_Type03
constexpr int32_t CSTOM_KILL_ABOVE = 0x10;                                      // loc_B798
constexpr int32_t CSTOM_SPIKES_DY = 0x1C, CSTOM_SPIKES_W = 40, CSTOM_SPIKES_H = 16;  // CStom_Var, $90
// A frame of the player's motion (an 8.8 speed: under $80 px) beyond the
// spikes' reach: the scan reads them before a stale stomper catches up.
constexpr int32_t CSTOM_FRAME_MOVE = 0x100;

// The type CStom_Main leaves (bit 7: CStom_SwchNums' type 0); above 6 the
// jump table's end (never placed): still here.
int32_t cstom_type(const ObjectBatch& o, size_t k) {
    const uint8_t s = o.subtype[k];
    return (s & 0x80) ? 0 : s & 0xF;
}
bool cstom_spiked(const ObjectBatch& o, size_t k) {
    const uint8_t s = o.subtype[k];
    return (s & 0x80) || (s & 0xF0) != 0x20;  // CStom_MakeStomper: andi.w #$F0 / cmpi.w #$20
}
bool cstom_waits(const ObjectBatch& o, size_t k) {  // a type 3 / 5 that has not seen the player
    const int32_t t = cstom_type(o, k);
    return (t == 3 || t == 5) && o.phase[k] == 0;
}
bool cstom_cycles(const ObjectBatch& o, size_t k) {
    const int32_t t = cstom_type(o, k);
    return t == 1 || t == 2 || t == 4 || t == 6 || ((t == 3 || t == 5) && o.phase[k]);
}

// CStom_Type01's cycle for objoff_34 = drop: the frames of its fall (the
// last one stops on drop), then CSTOM_WAIT frames, then drop / $80 + 1 of
// rising (the last one borrows: back to 0, falling again).
constexpr int32_t cstom_fall_frames(int32_t drop) {
    int32_t j = 1;
    while (CSTOM_GRAVITY * j * (j - 1) / 2 < drop) ++j;
    return j;
}
// By type (the word_B6A4 entry), worked out once.
struct CstomCycle {
    int32_t fall[7], period[7];
    constexpr CstomCycle() : fall(), period() {
        for (int t = 0; t < 7; ++t) {
            fall[t] = cstom_fall_frames(CSTOM_DROP[t]);
            period[t] = fall[t] + CSTOM_WAIT + CSTOM_DROP[t] / CSTOM_RISE + 1;
        }
    }
};
constexpr CstomCycle CSTOM_CYCLE;
int32_t cstom_period(int32_t type) { return CSTOM_CYCLE.period[type]; }

// objoff_32 after the cycle's frame t (0-based) of a type's cycle.
int32_t cstom_drop_at(int32_t type, int32_t t) {
    const int32_t drop = CSTOM_DROP[type], fall = CSTOM_CYCLE.fall[type];
    if (t < fall) return std::min(CSTOM_GRAVITY * (t + 1) * t / 2, drop);
    if (t < fall + CSTOM_WAIT) return drop;
    return std::max(drop - CSTOM_RISE * (t - fall - CSTOM_WAIT + 1), 0);
}

// The drop word the block's last update left (0 before it ran).
int32_t cstom_drop_now(const ObjectBatch& o, size_t k) {
    if (o.state[k] == ST_IDLE) return 0;
    const int32_t type = cstom_type(o, k);
    if (type == 0) return CSTOM_DROP[0];
    if (!cstom_cycles(o, k)) return 0;
    const int32_t p = cstom_period(type);
    return cstom_drop_at(type, (o.timer[k] + p - 1) % p);
}

}  // namespace

// The spikes' hurt box (hitbox.cpp): 40 x 16 at the block's y + $1C, once
// the block has run (its child exists), unless it has none.
bool s1_chain_stomp_spikes(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h, int32_t& dy) {
    if (o.state[k] == ST_IDLE || !cstom_spiked(o, k)) return false;
    w = CSTOM_SPIKES_W;
    h = CSTOM_SPIKES_H;
    dy = CSTOM_SPIKES_DY;
    return true;
}

// ---- the kind s1_chain_stomp (object_kinds.hpp): loc_B798 ----
SolidResult kind_update_s1_chain_stomp(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.state[k] = ST_PLATFORM_READY;
    const int32_t type = cstom_type(o, k);
    if (cstom_waits(o, k)) {  // CStom_Type03: the unsigned distance of the x words
        const int32_t d = int32_t(uint16_t(pixel(p.x) - pixel(o.x[k])));
        if ((pixel(p.x) >= pixel(o.x[k]) ? d : 0x10000 - d) < CSTOM_NEAR) {
            o.phase[k] = 1;
            o.timer[k] = 0;
        }
    } else if (cstom_cycles(o, k)) {
        o.timer[k] = (o.timer[k] + 1) % cstom_period(type);
    }
    const int32_t drop = cstom_drop_now(o, k);
    set_object_y(o, k, o.y0[k] + (drop >> 8));  // CStom_Restart
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (o.standing[k] && (drop >> 8) < CSTOM_KILL_ABOVE) {  // loc_B798: KillSonic
        kill_player(p, r);
        o.events[k] |= OEV_KILLED;
    }
    return res;
}

// Busy while it moves or waits for the player ($90) or before its first
// update; else its window (A2) and its spikes' reach (G2).
int32_t kind_busy_s1_chain_stomp(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == ST_IDLE || cstom_cycles(o, k)) return ALWAYS_BUSY;
    int32_t reach = std::max(o.cx[k], cstom_spiked(o, k) ? hitbox_reach(CSTOM_SPIKES_W, r) : 0);
    return cstom_waits(o, k) ? std::max(reach, CSTOM_NEAR) : reach;
}

// Lazy (lazy_objects.hpp) once it runs: its drop is a function of its cycle
// frame, which kind_lazy_skip advances; x never changes, so the radius is
// its window, its spikes' reach plus a frame of the player's motion, and
// the $90 a waiting one looks for the player in.
int32_t kind_lazy_s1_chain_stomp(const ObjectBatch& o, size_t k, const Rules& r) {
    if (o.state[k] == ST_IDLE) return NOT_LAZY;
    int32_t reach = o.cx[k];
    if (cstom_spiked(o, k)) reach = std::max(reach, hitbox_reach(CSTOM_SPIKES_W, r) + CSTOM_FRAME_MOVE);
    return cstom_waits(o, k) ? std::max(reach, CSTOM_NEAR) : reach;
}

void kind_lazy_skip_s1_chain_stomp(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)r;
    if (!cstom_cycles(o, k)) return;
    const int32_t p = cstom_period(cstom_type(o, k));
    o.timer[k] = int32_t((int64_t(o.timer[k]) + frames) % p);
}

// its spikes, $90, when it has them (s1_chain_stomp_spikes)
bool kind_touch_s1_chain_stomp(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    t.reaction = REACT_HURT;
    return s1_chain_stomp_spikes(o, k, t.w, t.h, t.dy);
}

}  // namespace hp
