// The global oscillators (oscillators.hpp), their tables as the games ship them.
#include "oscillators.hpp"

namespace hp {

namespace {

// OscillateNumInit's source: the direction bits (bit 15 - i: value i counts
// down), then (value, delta) for i = 0..15. S1 .baselines
// (_inc/Oscillatory Routines.asm); S2 Osc_Data and S3K Osc_Data (s3.asm),
// which differ from S1's in the direction of value 15 and values 9 and 15.
constexpr uint16_t OSC_S1_INIT[OSC_LEVEL_FRAME] = {
    0x007C, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0,
    0x50F0, 0x11E, 0x2080, 0xB4, 0x3080, 0x10E, 0x5080, 0x1C2, 0x7080, 0x276, 0x80, 0, 0x80, 0};
constexpr uint16_t OSC_S2_INIT[OSC_LEVEL_FRAME] = {
    0x007D, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0,
    0x3848, 0xEE, 0x2080, 0xB4, 0x3080, 0x10E, 0x5080, 0x1C2, 0x7080, 0x276, 0x80, 0, 0x4000, 0xFE};
// OscillateNumDo's (frequency, amplitude) per value: S1 .settings; S2
// Osc_Data2 and S3K Osc_Data2 (the same), which differ in values 8, 9, 14, 15.
constexpr uint16_t OSC_S1_SETTINGS[32] = {2, 0x10, 2, 0x18, 2, 0x20, 2, 0x30, 4, 0x20, 8, 8, 8, 0x40, 4, 0x40,
                                      2, 0x50, 2, 0x50, 2, 0x20, 3, 0x30, 5, 0x50, 7, 0x70, 2, 0x10, 2, 0x10};
constexpr uint16_t OSC_S2_SETTINGS[32] = {2, 0x10, 2, 0x18, 2, 0x20, 2, 0x30, 4, 0x20, 8, 8, 8, 0x40, 4, 0x40,
                                      2, 0x38, 2, 0x38, 2, 0x20, 3, 0x30, 5, 0x50, 7, 0x70, 2, 0x40, 2, 0x40};

// Sonic CD has no table here: its platforms run Sonic 1's routine (kinds/moving_platform.cpp).
bool osc_s1_tables(Game g) { return g == Game::S1 || g == Game::CD; }

}  // namespace

void oscillators_init(uint16_t* table, Game g) {
    const uint16_t* src = osc_s1_tables(g) ? OSC_S1_INIT : OSC_S2_INIT;
    for (size_t j = 0; j < OSC_LEVEL_FRAME; ++j) table[j] = src[j];
    table[OSC_LEVEL_FRAME] = 1;  // cleared, then the first frame's addq.w #1
}

void oscillate(uint16_t* table, const Player& p, const Rules& r) {
    if (p.dead || p.crushed) return;  // "cmpi.b #6,obRoutine(player); bhs": dead
    const uint16_t* set = osc_s1_tables(r.game) ? OSC_S1_SETTINGS : OSC_S2_SETTINGS;
    uint16_t bits = table[0];
    for (int i = 0; i < 16; ++i) {
        const int bit = 15 - i;  // d1 counts down from 15 (dbf)
        uint16_t& value = table[1 + 2 * i];
        uint16_t& delta = table[2 + 2 * i];
        const uint8_t amp = uint8_t(set[2 * i + 1]);  // the frequency is added as a word
        // The limit test compares the amplitude with the value's high byte (cmp.b 0(a1),d4).
        if (!((bits >> bit) & 1)) {
            delta = uint16_t(delta + set[2 * i]);
            value = uint16_t(value + delta);
            if (!(amp > uint8_t(value >> 8))) bits |= uint16_t(1u << bit);  // bhi keeps going up
        } else {
            delta = uint16_t(delta - set[2 * i]);
            value = uint16_t(value + delta);
            if (!(amp <= uint8_t(value >> 8))) bits &= uint16_t(~(1u << bit));  // bls keeps going down
        }
    }
    table[0] = bits;
}

bool kind_reads_oscillators(uint8_t kind) {
    return kind == OBJ_MOVING_PLATFORM || kind == OBJ_SWINGING_PLATFORM || kind == OBJ_BUMPER ||
           kind == OBJ_ELECTRO || kind == OBJ_CIRCLING_PLATFORM || kind == OBJ_CPZ_PLATFORM ||
           kind == OBJ_S2_MTZ_SPIKE || kind == OBJ_S2_SQUARE_PLATFORM || kind == OBJ_S2_ROT_PLATFORM ||
           kind == OBJ_S1_VANISH_PLATFORM || kind == OBJ_S1_SPIN_PLATFORM || kind == OBJ_S1_SPIKE_BALL ||
           kind == OBJ_S1_GLASS_BLOCK || kind == OBJ_S1_FLOATING_BLOCK || kind == OBJ_S1_MOVING_BLOCK ||
           kind == OBJ_S2_COG || kind == OBJ_S3K_OSC_BLOCK || kind == OBJ_S3K_ORBIT_BALL ||
           kind == OBJ_S1_LARGE_GRASS ||
           kind == OBJ_S3K_DEZ_LIGHTNING ||
           kind == OBJ_S1_CHAIN_BALL || kind == OBJ_S1_FLAMETHROWER ||  // h-s1timed
           kind == OBJ_S3K_CHAIN_PLATFORM || kind == OBJ_S3K_CHAIN_BALL || kind == OBJ_S3K_SNAKE_BLOCK ||
           kind == OBJ_S3K_FAN || kind == OBJ_S3K_POINDEXTER ||  // h-s3fan: the fan reads +$16, the badnik the counter
           kind == OBJ_S3K_BUBBLES ||  // h-s3badnik: the counter
           kind == OBJ_S3K_SMASHING_PILLAR ||  // h-s3ice: the counter
           kind == OBJ_S3K_MGZ_SPIKE_PLATFORM || kind == OBJ_S3K_LBZ_GATE_LASER ||  // h-lbz: the counter (+$12)
           kind == OBJ_S3K_LBZ_CLOSED_TUBE ||
           kind == OBJ_S3K_HCZ_CONVEYOR_SPIKE ||  // h-hcz: the counter
           kind == OBJ_S3K_JAWZ ||  // h-swim: the counter
           kind == OBJ_S3K_CNZ_CYLINDER ||  // h-cnz: the counter
           kind == OBJ_S3K_DEZ_ENERGY_BRIDGE ||  // h-dez: the counter
           kind == OBJ_S3K_SOZ_SWING || kind == OBJ_S3K_LRZ_SMASHER ||  // h-mhz: oscillator 6, the counter
           kind == OBJ_S3K_FBZ_FLOAT ||  // h-fbz: the oscillators and the counter
           kind == OBJ_S3K_ICZ_CRUSHING_COLUMN ||  // h-icz: the counter (subtypes 2 and 4)
           kind == OBJ_S3K_SSZ_SPRING;  // h-ssz: the counter's parity
}

}  // namespace hp
