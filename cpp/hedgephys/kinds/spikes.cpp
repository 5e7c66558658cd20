// Spikes (issue 18): S1 object 36 `Spikes` (_incObj/36 Spikes.asm), S2 Obj36,
// S3K Obj_Spikes (s3.asm; the Sonic & Knuckles copy is not in this checkout).
// Procedure A (solid_full) with the routine's own sizes (the Python class
// Spikes sets cx/hj/hs/aw from the subtype as the init routine reads it),
// the retracting movement of subtypes x1 / x2 and the hurt from the
// orientation's sides. docs/kinds/spike.md.
#include <cstdlib>

#include "../invincibility.hpp"
#include "../lazy_objects.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

// The movement (S1 Spik_Wait, S2 MoveSpikes_Delay, S3K sub_22960): an offset
// word (aux bits 0-15, the pixel offset in its high byte) moving 8 px a frame
// between 0 and 32 px, a direction word (aux bit 16: back towards 0) and a
// 60-frame pause at each end (timer).
constexpr int32_t SPIKE_STEP = 0x800, SPIKE_REACH = 0x2000, SPIKE_PAUSE = 60;
constexpr int32_t SPIKE_BACK = 1 << 16;

// The low nibble of the subtype (S1 Spik_Type0x, S2 MoveSpikes, S3K
// sub_22922): 0 still, 1 vertical, 2 horizontal.
inline int32_t movement(const ObjectBatch& o, size_t k) { return o.subtype[k] & 0xF; }
// The mapping frame, the subtype's high nibble.
inline int32_t frame(const ObjectBatch& o, size_t k) { return o.subtype[k] >> 4; }

void spike_delay(ObjectBatch& o, size_t k) {
    if (o.timer[k] != 0) {
        --o.timer[k];  // the pause (its end plays a sound only)
        return;
    }
    int32_t off = o.aux[k] & 0xFFFF;
    if (o.aux[k] & SPIKE_BACK) {
        off -= SPIKE_STEP;  // subi.w #$800 / bcc: a borrow ends the return
        if (off >= 0) {
            o.aux[k] = off | SPIKE_BACK;
            return;
        }
        o.aux[k] = 0;
    } else {
        off += SPIKE_STEP;
        if (off < SPIKE_REACH) {
            o.aux[k] = off;
            return;
        }
        o.aux[k] = SPIKE_REACH | SPIKE_BACK;
    }
    o.timer[k] = SPIKE_PAUSE;
}

// Move the spikes (movement 1: y = y0 + offset, 2: x = x0 + offset; the
// pixel word only). Returns the horizontal move in pixels.
int32_t spike_move(ObjectBatch& o, size_t k) {
    const int32_t type = movement(o, k);
    if (type != 1 && type != 2) return 0;
    spike_delay(o, k);
    const int32_t off = (o.aux[k] & 0xFFFF) >> 8;
    if (type == 1) {
        set_object_y(o, k, o.y0[k] + off);
        return 0;
    }
    const uint16_t before = pixel(o.x[k]);
    set_object_x(o, k, o.x0[k] + off);
    return int16_t(uint16_t(pixel(o.x[k]) - before));
}

enum Facing { FACE_UP, FACE_SIDE, FACE_DOWN };

// The routine the init picks: S1 frames 1 and 5 face sideways (Spik_SideWays),
// the others up (Spik_Upright, Y-flip drawn only); S2/S3K frames 4-7 sideways,
// and Y-flipped ones (status bit 1) the upside-down routine whatever their frame.
Facing facing(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t f = frame(o, k);
    if (r.s1() || r.cd()) return (f == 1 || f == 5) ? FACE_SIDE : FACE_UP;
    if (o.flags[k] & OF_YFLIP) return FACE_DOWN;
    return f >= 4 ? FACE_SIDE : FACE_UP;
}

}  // namespace

// S1 Spik_Hurt (revision 1: no flashtime test, the "spike bug"), S2
// Touch_ChkHurt2, S3K sub_228EC: not while invincible (a monitor's, all
// three: tst.b v_invinc / btst invincible first), invulnerable (S2/S3K),
// hurt or dead; the player's Y first goes back by his Y speed, then the hurt routine.
void spike_hurt(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (invincible(p)) return;
    if (!r.s1() && p.invuln != 0) return;
    if (p.hurt || p.dead || p.crushed) return;  // routine >= 4
    p.y -= uint32_t(int32_t(p.ysp)) << 8;       // move.w y_vel / ext.l / asl.l #8 / sub.l
    hurt_player(p, o, k, r);
}

// ---- the kind spikes (object_kinds.hpp) ----
SolidResult kind_update_spikes(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const Facing face = facing(o, k, r);
    const int32_t moved = spike_move(o, k);
    // The routine's d4 (the X its standing player is carried from): the X
    // after the move, except S2's sideways spikes (Obj36_Sideways: before).
    if (!(r.s2() && face == FACE_SIDE)) o.x_prev[k] = uint16_t(o.x_prev[k] + moved);
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (r.s1() || r.cd()) {
        // Spik_Upright: stood on, or a top / bottom result (S1 returns -1 for
        // both); Spik_SideWays: a side result (+1) while not stood on.
        const bool hit = face == FACE_UP ? (o.standing[k] || res.code < 0)
                                         : (!o.standing[k] && res.code == RES_SIDE);
        if (hit) spike_hurt(p, o, k, r);
        return res;
    }
    if (face == FACE_UP) {
        if (o.standing[k]) spike_hurt(p, o, k, r);  // the standing bit after the solid
    } else if (face == FACE_SIDE) {
        if (res.contact == CONTACT_SIDE) {  // the touch-side bit, either side
            spike_hurt(p, o, k, r);
            o.pushed[k] = 0;  // bclr #p1_pushing_bit,status(a0)
        }
    } else if (res.contact == CONTACT_BOTTOM) {  // the touch-bottom bit
        spike_hurt(p, o, k, r);
    }
    return res;
}

// Lazy (lazy_objects.hpp) while it retracts and extends by itself (movement
// 1 or 2) and nobody stands on or pushes it: its counters (timer, aux) make
// its place, 0..32 px from (x0, y0); the window A2 (cx) reaches that far
// more (movement 2), or as far as it is from x0 (movement 1).
int32_t kind_lazy_spikes(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const int32_t type = movement(o, k);
    if (type != 1 && type != 2) return NOT_LAZY;
    const int32_t still = std::abs(int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]))));
    const int32_t swing = type == 2 ? SPIKE_REACH >> 8 : 0;
    return o.cx[k] + (swing > still ? swing : still);
}
// Its counters over that many frames: spike_delay each frame, a pause at once.
void kind_lazy_skip_spikes(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)r;
    while (frames > 0) {
        if (o.timer[k] > 0) {
            const int32_t m = o.timer[k] < frames ? o.timer[k] : frames;
            o.timer[k] -= m;
            frames -= m;
            continue;
        }
        spike_delay(o, k);
        --frames;
    }
}

int32_t kind_busy_spikes(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const int32_t type = movement(o, k);
    if (type == 1 || type == 2) return ALWAYS_BUSY;  // the timer runs by itself
    return o.cx[k];  // A2; the hurt follows the solid's result or the standing flag
}

}  // namespace hp
