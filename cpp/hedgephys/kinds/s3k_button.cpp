// The kind s3k_button: Sonic 3 & Knuckles' buttons, object $33 `Obj_Button`
// (s3.asm; sonic3k.asm runs the same routine, loc_2C5BE / loc_2C62C there),
// and, with `side`, Lava Reef's side buttons, SK Set 2 $1C
// `Obj_LRZButtonHorizontal` (sonic3k.asm loc_42D16): the act's writers of the
// level triggers (level_triggers.hpp). docs/kinds/s3k_trigger.md.
//
// Its init (Obj_Button) moves it 4 px down (addq.w #4,y_pos: the placer's y)
// and picks its routine by subtype bit 5:
//   clear (loc_2BB90): SolidObjectFull with d1 = $1B, d2 = 4, d3 = 5 (the
//     kind's cx, hj, hs: a full solid, as the SolidBox the placer gave before);
//   set (loc_2BBFE): SolidObjectTop with d1 = $10, d3 = 6 (aw, hs: a top
//     solid, as the JumpThrough before).
// Then, the same in both: the trigger byte Level_trigger_array[subtype & $F],
// the bit d3 = 7 when subtype bit 6 is set, else 0. A player standing on it
// (status & standing_mask after the solid routine: the kind's standing flag)
// sets that bit (bset; loc_2BBE4); else, with subtype bit 4 clear, it clears
// it (bclr), and with bit 4 set it leaves it (a latch).
//
// Both routines do all this only while the button is on the screen (tst.b
// render_flags / bpl). hedgephys has no camera: the solid part runs always,
// as for every solid here (docs/levels.md "Objects are present from the
// first frame"). The clear, though, would then run every frame for every
// button of the act, and two buttons of one trigger (Hydrocity 1's trigger 0,
// Flying Battery's 0 and $F) would undo each other's set, which the game's,
// never on one screen, do not. So the clear is modelled as the game's runs
// for a button near the player: on the frames it was stood on at its last
// update and is not now (the frame he leaves it, where the game's is on the
// screen; the game's clears again on the frames after, which change nothing
// while no other writer sets that trigger near it: the placer checks that
// writers of one trigger lie apart). State: ST_BUTTON_PRESSED while stood on
// at the end of its last update (ST_IDLE otherwise).
//
// The side button (flag OF_PLATFORM, parameter side): SolidObjectFull with
// d1 = $10, d2 = $F, d3 = $10 (the kind's cx, hj, hs), every frame (no
// render_flags test); pressed while the routine reports a side touch (swap
// d6 / andi.w #3: p1_touch_side_bit, set where it pushes the player out
// sideways: RES_SIDE), not stood on; then the same trigger code (bit 6, bit
// 4). Its clear runs on or off the screen while it is loaded; as above it is
// modelled on the frame after a touch (Lava Reef's writers of one trigger:
// the placer).
#include "../level_triggers.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr uint8_t BUTTON_TOP = 0x20;    // btst #5,subtype(a0): SolidObjectTop (loc_2BBFE)
constexpr uint8_t BUTTON_LATCH = 0x10;  // btst #4,subtype(a0): never cleared
constexpr uint8_t BUTTON_HIGH = 0x40;   // btst #6,subtype(a0): bit 7 (moveq #7,d3), else bit 0

}  // namespace

SolidResult kind_update_s3k_button(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                   const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint8_t sub = o.subtype[k];
    const bool side = (o.flags[k] & OF_PLATFORM) != 0;
    const SolidResult res = (sub & BUTTON_TOP) && !side ? platform_object(p, o, k, i, r)
                                                        : solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    const bool pressed = side ? res.code == RES_SIDE : o.standing[k] != 0;  // loc_42D4E / loc_2BBCE
    const uint32_t n = subtype_trigger(o, k);                             // andi.w #$F,d0
    const uint8_t bit = uint8_t(1u << ((sub & BUTTON_HIGH) ? 7 : 0));    // d3
    const uint8_t now = level_trigger(o, k, n);
    if (pressed) {
        set_level_trigger(o, k, n, uint8_t(now | bit));  // loc_2BBE4 / loc_42D62: bset d3,(a3)
        o.state[k] = ST_BUTTON_PRESSED;
        return res;
    }
    // Not stood on: bclr d3,(a3) unless bit 4 (only on the frame he left it: above).
    if (o.state[k] == ST_BUTTON_PRESSED && !(sub & BUTTON_LATCH)) set_level_trigger(o, k, n, uint8_t(now & ~bit));
    o.state[k] = ST_IDLE;
    return res;
}

// Its solid's reach (a full solid's d1, a top solid's landing window), and
// always busy while it was stood on at its last update (it must run on the
// frame he leaves, whoever clears its standing flag).
int32_t kind_busy_s3k_button(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == ST_BUTTON_PRESSED) return ALWAYS_BUSY;
    return (o.subtype[k] & BUTTON_TOP) && !(o.flags[k] & OF_PLATFORM) ? platform_reach(o, k, r) : o.cx[k];
}

}  // namespace hp
