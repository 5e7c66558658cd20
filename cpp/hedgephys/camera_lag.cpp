// The spin dash's camera lag and the position record (camera_lag.hpp).
#include "camera_lag.hpp"

#include <cstddef>
#include <cstring>

namespace hp {

namespace {

// The record's slot k: the x word in bits 16 * (k % 4) of pos_rec_(k / 4),
// which on a little-endian host is the 2 bytes at 2k from pos_rec_0 (the eight
// words are consecutive members of Player): one load or store, no switch.
static_assert(offsetof(Player, pos_rec_7) == offsetof(Player, pos_rec_0) + 7 * sizeof(uint64_t),
              "the record's words are consecutive");
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "slot k is the 2 bytes at 2k");
unsigned char* record_bytes(Player& p) { return reinterpret_cast<unsigned char*>(&p) + offsetof(Player, pos_rec_0); }

// The slot a byte offset of the game's buffer lands in (4 bytes an entry;
// an offset between entries reads the entry it falls in).
unsigned slot_of(uint8_t offset) { return unsigned(offset >> 2) % POS_RECORD_SLOTS; }

void write_slot(Player& p, unsigned k, uint16_t x) { std::memcpy(record_bytes(p) + 2 * k, &x, 2); }

uint16_t read_slot(Player& p, unsigned k) {
    uint16_t x;
    std::memcpy(&x, record_bytes(p) + 2 * k, 2);
    return x;
}

void fill_record(Player& p, uint16_t x) {
    for (unsigned k = 0; k < POS_RECORD_SLOTS; ++k) write_slot(p, k, x);
    p.pos_rec_index = 0;  // move.w #0,(Pos_table_index) / (Sonic_Pos_Record_Index)
}

}  // namespace

void record_position(Player& p, const Rules& r) {
    if (!has_camera_lag(r)) return;
    write_slot(p, slot_of(p.pos_rec_index), pixel(p.x));  // move.w x_pos(a0),(a1)+
    p.pos_rec_index = uint8_t(p.pos_rec_index + 4);       // addq.b #4: wraps from $FC to 0
}

void spindash_lag(Player& p, const Rules& r, int32_t g) {
    if (!r.bounds || !has_camera_lag(r)) return;
    // subi.w #$800 / add.w d0,d0 / andi.w #$1F00 / neg.w / addi.w #$2000
    const uint16_t d = uint16_t(uint16_t(uint16_t(g - 0x800) * 2) & 0x1F00);
    p.scroll_delay = uint16_t(0x2000 - d);
}

void fire_dash_lag(Player& p, const Rules& r) {
    if (!r.bounds || !has_camera_lag(r)) return;
    p.scroll_delay = 0x2000;  // move.w #$2000,(H_scroll_frame_offset)
    fill_record(p, pixel(p.x));
}

void camera_lag_start(Player& p) {
    p.scroll_delay = 0;
    fill_record(p, uint16_t(pixel(p.x) - 0x20));  // subi.w #$20,x_pos around the fill
}

uint16_t camera_follow_x(Player& p, const Rules& r) {
    if (!p.scroll_delay || !has_camera_lag(r)) return pixel(p.x);  // beq: not delayed
    p.scroll_delay = uint16_t(p.scroll_delay - 0x100);  // subi.w #$100
    // move.b (delay),d1 / lsl.b #2 / addq.b #4: bytes; sub.b d1 from the index.
    const uint8_t back = uint8_t(uint8_t((p.scroll_delay >> 8) << 2) + 4);
    const uint16_t x = read_slot(p, slot_of(uint8_t(p.pos_rec_index - back)));
    return uint16_t(x & (r.s2() ? 0x3FFF : 0x7FFF));  // S2 andi.w #$3FFF, S3K #$7FFF
}

}  // namespace hp
