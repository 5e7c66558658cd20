// Sandopolis's push switches (issue 18): S&K `Obj_SOZPushSwitch` (SK Set 2
// $45), read in sonic3k.asm (a public copy, murshies/skdisasm: loc_418E4,
// sub_419C6, sub_419FA, sub_41A6C). docs/kinds/s3k_trigger2.md.
//
// A writer of the level triggers (level_triggers.hpp): how far it has been
// pushed, 0 to $80, is the level trigger numbered by its subtype's low
// nibble, read back at the start of every frame ($36 = the trigger byte) and
// written at its end (move.b d1,(a3)); the doors $46 of that number follow it.
// Every frame (loc_418E4):
//   1. $36 = the trigger; the player's status before the solid call is kept
//      ($30: his push bit, Status_Push);
//   2. SolidObjectFull, d1 $17, d2 $10, d3 $11, d4 = its X (no carry);
//   3. sub_419C6 / sub_419FA: when the solid call left its push bit for him
//      set, he was pushing before it, and he is on the side it is pushed from
//      (his X below or equal to its X, unsigned: left of an unflipped one;
//      above it: right of an X-flipped one), $36 goes up by one unless it is
//      $80 already, and each time it reaches a multiple of 4 he is moved 1 px
//      the way he pushes (addq.w / subq.w #1,x_pos). Held so (even at $80),
//      it does not go back this frame;
//   4. otherwise sub_41A6C: a subtype with none of bits 4-6 counts $34 down
//      first and goes on only when it passes 0 (then $34 = 9: every tenth
//      such frame); $36, if not 0, goes down by one;
//   5. its X = where it was placed + $36 / 4 (X-flipped: minus), and $36 is
//      written back to the trigger.
// A subtype with bit 7 also lets Obj_SOZPushableRock push it (sub_41AA8):
// not placed (place_s3k_trigger2.py).
//
// Not modelled: the camera. Off screen the game stops drawing it and (the
// trigger not 0) keeps running only step 4 until the trigger is 0, when it
// is deleted (loc_41966, loc_41984), to be loaded again with $34 = 0; here it
// is always present (objects are from the act's first frame, docs/levels.md).
//
// The broad phase: while the trigger is not 0 it goes back by itself, and a
// subtype with none of bits 4-6 counts $34 down every frame it is not held,
// whose phase says on which frames it will go back: both are busy. A subtype
// with one of them, its trigger at 0, is busy only in its solid's window.
// Its fields: timer ($34); no states.
#include "../level_triggers.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t PUSH_SWITCH_FULL = 0x80;  // sub_419FA: cmpi.w #$80,$36
constexpr int32_t PUSH_SWITCH_RELOAD = 9;  // sub_41A6C: move.w #9,$34(a0)

inline bool push_switch_every_frame(const ObjectBatch& o, size_t k) { return (o.subtype[k] & 0x70) != 0; }

}  // namespace

// ---- the kind s3k_soz_push_switch (object_kinds.hpp) ----
SolidResult kind_update_s3k_soz_push_switch(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                            const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint32_t n = subtype_trigger(o, k);
    int32_t v = level_trigger(o, k, n);  // move.b (a3),d1; move.w d1,$36(a0)
    const bool was_pushing = p.pushing != 0;  // move.b (Player_1+status).w,$30(a0)
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // d4 = x_pos
    bool held = false;  // d5 of sub_419C6
    if (o.pushed[k] && was_pushing) {  // btst d6,d3 (its push bit); btst #5,d0 (his, before the call)
        const int32_t ox = pixel(o.x[k]);
        const bool from_left = uint16_t(ox) >= uint16_t(pixel(p.x));  // cmp.w x_pos(a1),d2; bcc
        const bool flipped = (o.flags[k] & OF_XFLIP) != 0;
        if (from_left != flipped) {  // btst #0,status(a0)
            held = true;
            if (v != PUSH_SWITCH_FULL && (++v & 3) == 0)  // addq.w #1,$36; andi.w #3
                set_pixel_x(p, uint16_t(pixel(p.x) + (from_left ? 1 : -1)));  // addq.w / subq.w #1,x_pos(a1)
        }
    }
    if (!held) {  // sub_41A6C
        bool back = true;
        if (!push_switch_every_frame(o, k) && --o.timer[k] >= 0) back = false;  // subq.w #1,$34; bpl
        if (back && o.timer[k] < 0) o.timer[k] = PUSH_SWITCH_RELOAD;  // move.w #9,$34(a0)
        if (back && v != 0) --v;  // tst.w $36; subq.w #1,$36
    }
    const int32_t shift = (o.flags[k] & OF_XFLIP) ? -(v >> 2) : (v >> 2);  // lsr.w #2; neg.w
    set_object_x(o, k, int32_t(o.x0[k]) + shift);  // add.w $44(a0),d0; move.w d0,x_pos(a0)
    set_level_trigger(o, k, n, uint8_t(v));  // move.b d1,(a3)
    return res;
}

// Its count running ($34): that changes every frame. Its trigger not 0: it
// goes back by itself. Else only its solid's window.
int32_t kind_busy_s3k_soz_push_switch(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (!push_switch_every_frame(o, k)) return ALWAYS_BUSY;  // subq.w #1,$34(a0) every frame not held
    if (level_trigger(o, k, subtype_trigger(o, k)) != 0) return ALWAYS_BUSY;
    return o.cx[k];
}

}  // namespace hp
