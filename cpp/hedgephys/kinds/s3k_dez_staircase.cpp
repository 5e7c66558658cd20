// Death Egg's staircases (issue 18): SK Set 2 $4F `Obj_DEZStaircase`, read in
// sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm): four
// solid blocks $20 apart that, once a player lands on any of them, slide
// down or up by steps of their own share. docs/kinds/s3k_sk_timed.md.
//
// The init makes the record's object the first block and allocates three
// more after it (each run after it, in order), block j at x + $20 * j and
// the record's y ($46); each block's word $33 names one of four words of
// the first block: $34, $36, $38, $3A for blocks 0-3, the other way round
// ($3A first, step -2) when the record is X-flipped (status bit 0).
// Each frame the first block runs its type's routine (subtype & 7, off_4773A)
// and then, as every block does (loc_476FE): y = $46 + its word, then
// SolidObjectFull with d1 = $1B, d2 = $10, d3 = $11 at its x, the touch bits
// of the result (swap d6) OR'ed into the first block's $32.
// * types 0 and 4 (loc_4774A): with $30 = 0, a top touch (a landing: $32 AND
//   $30) sets $30 = 30; with $30 running, $30 - 1, and when it reaches 0 the
//   type goes up by one (the next frame runs the next type's routine).
// * types 2 and 6 (loc_47774): the same with a bottom touch ($32 AND $C) and
//   $30 = $3C; while $30 - 1 is not 0 the words shake (loc_4779E): $34 and
//   $38 = ($30 >> 2) AND 1, $36 and $3A the other; the frame it reaches 0
//   leaves them as the last shake did ($30 = 1: 0 and 1).
// * types 1 and 3 (loc_477C2): the word n = $34 + 1 until $80; $36 =
//   (3n) >> 2, $38 = n >> 1, $3A = n >> 2 (a long's high words: floors);
//   types 5 and 7 (loc_477EC) the same with n - 1 until -$80 (arithmetic).
// $32 is never cleared: one trigger for good.
//
// Here each block is one object of this kind (the placer gives four in a
// row, block j at index i + j): `subtype` = (the record's subtype & 7) +
// $10 * j. The first block's state holds the routine's words: state idle
// (an odd type starts moving) / triggered ($32's bits of its type set) /
// counting ($30 in timer) / moving, n in aux. The other blocks read and
// trigger it (index k - j, the same environment), as the game's blocks
// write its $32.
#include "../objects.hpp"

namespace hp {

namespace {

enum StairState : uint8_t { STAIR_IDLE, STAIR_TRIGGERED, STAIR_COUNTING, STAIR_MOVING };
// loc_4774A's and loc_47774's $30; loc_477C2's end.
constexpr int32_t STAIR_WAIT_TOP = 30, STAIR_WAIT_BOTTOM = 0x3C, STAIR_TRAVEL = 0x80;

int32_t stair_block(const ObjectBatch& o, size_t k) { return int32_t(o.subtype[k] >> 4) & 3; }
bool stair_rises(const ObjectBatch& o, size_t k) { return (o.subtype[k] & 4) != 0; }
bool stair_by_bottom(const ObjectBatch& o, size_t k) { return (o.subtype[k] & 2) != 0; }

// The first block's word w (0-3: $34, $36, $38, $3A) this frame.
int32_t stair_word(const ObjectBatch& o, size_t first, int32_t w) {
    if (o.state[first] == STAIR_COUNTING && stair_by_bottom(o, first) && o.timer[first] != STAIR_WAIT_BOTTOM) {
        const int32_t d = ((o.timer[first] ? o.timer[first] : 1) >> 2) & 1;  // loc_4779E
        return (w & 1) ? d ^ 1 : d;
    }
    const int32_t n = o.aux[first];
    const int32_t words[4] = {n, (n * 0xC000) >> 16, (n * 0x8000) >> 16, (n * 0x4000) >> 16};
    return words[w];
}

// The first block's type routine (off_4773A), before its own solid.
void stair_routine(ObjectBatch& o, size_t k) {
    if (o.state[k] == STAIR_IDLE && (o.subtype[k] & 1)) o.state[k] = STAIR_MOVING;  // an odd type moves
    switch (o.state[k]) {
        case STAIR_TRIGGERED:  // $32 AND the type's bits with $30 = 0
            o.state[k] = STAIR_COUNTING;
            o.timer[k] = stair_by_bottom(o, k) ? STAIR_WAIT_BOTTOM : STAIR_WAIT_TOP;
            return;
        case STAIR_COUNTING:  // loc_47762 / loc_4778C
            if (o.timer[k] != 0) {
                --o.timer[k];
                return;
            }
            o.state[k] = STAIR_MOVING;  // the type's next routine, this frame on
            [[fallthrough]];
        case STAIR_MOVING:  // loc_477C2 / loc_477EC
            if (stair_rises(o, k) ? o.aux[k] != -STAIR_TRAVEL : o.aux[k] != STAIR_TRAVEL)
                o.aux[k] += stair_rises(o, k) ? -1 : 1;
            return;
        default:
            return;
    }
}

}  // namespace

// ---- the kind s3k_dez_staircase (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_staircase(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t j = stair_block(o, k);
    const size_t first = k - size_t(j);
    if (j > i || o.kind[first] != OBJ_S3K_DEZ_STAIRCASE || stair_block(o, first) != 0)
        return {};  // no first block j places before it: not a staircase as placed
    if (j == 0) stair_routine(o, k);
    const int32_t w = (o.flags[first] & OF_XFLIP) ? 3 - j : j;  // $33: $34 + 2j, or $3A - 2j
    set_object_y(o, k, o.y0[k] + stair_word(o, first, w));  // loc_476FE
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObjectFull
    const Contact trigger = stair_by_bottom(o, first) ? CONTACT_BOTTOM : CONTACT_TOP;
    if (res.contact == trigger && o.state[first] == STAIR_IDLE) o.state[first] = STAIR_TRIGGERED;  // or.b d6,$32
    return res;
}

// Once triggered the blocks move by themselves (the first block's routine,
// the others' y from its words): always busy until the words stop and the
// block has read their last values (the broad phase may ask after the first
// block's update of a frame, before the others ran). Before
// that (and after), only a player in reach of one of the four can change
// anything: each block's radius spans them all (the blocks $20 apart), so
// that all four are listed whenever one is.
int32_t kind_busy_s3k_dez_staircase(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const int32_t j = stair_block(o, k);
    const size_t first = k - size_t(j);
    const int32_t span = o.cx[k] + 3 * 0x20;
    if (j > int32_t(k % o.count) || o.kind[first] != OBJ_S3K_DEZ_STAIRCASE) return span;
    const bool still = o.state[first] == STAIR_IDLE && !(o.subtype[first] & 1);
    const bool done = o.state[first] == STAIR_MOVING && (o.aux[first] == STAIR_TRAVEL || o.aux[first] == -STAIR_TRAVEL);
    const int32_t w = (o.flags[first] & OF_XFLIP) ? 3 - j : j;
    const bool placed = pixel(o.y[k]) == o.y0[k] + stair_word(o, first, w);  // not behind the first block's words
    return (still || done) && placed ? span : ALWAYS_BUSY;
}

}  // namespace hp
