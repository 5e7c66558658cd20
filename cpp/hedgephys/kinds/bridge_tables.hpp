// The log bridges' bend tables (facts, copied as numbers): one row per log
// count n, one column per log the player stands on. Read by bridge.cpp's
// bend (S1 Bri_Bend, S2 Obj11_Depress, S3K sub_382C0 of Obj_TensionBridge).
// BRIDGE_DEPTH[n][f]: how deep log f of an n-log bridge sinks at full bend
// (S1 Obj11_BendData, misc/ghzbend1.bin, rows 0-16; S2 Obj11_DepressionOffsets
// and S3K byte_38428 hold rows 8-16 only, the same numbers).
// BRIDGE_SHAPE[f][j]: the share (x/256 - 1) of that depth at log j <= f
// (S1 Obj11_BendData2, misc/ghzbend2.bin; S2 byte_FB28; S3K BridgeBendData).
// The tables' zeros past those columns are left to the zero fill.
#pragma once
#include <cstdint>

namespace hp {

inline constexpr uint8_t BRIDGE_DEPTH[17][16] = {
    {},  // 0 logs
    {2},  // 1 log
    {2, 2},  // 2 logs
    {2, 4, 2},  // 3 logs
    {2, 4, 4, 2},  // 4 logs
    {2, 4, 6, 4, 2},  // 5 logs
    {2, 4, 6, 6, 4, 2},  // 6 logs
    {2, 4, 6, 8, 6, 4, 2},  // 7 logs
    {2, 4, 6, 8, 8, 6, 4, 2},  // 8 logs
    {2, 4, 6, 8, 10, 8, 6, 4, 2},  // 9 logs
    {2, 4, 6, 8, 10, 10, 8, 6, 4, 2},  // 10 logs
    {2, 4, 6, 8, 10, 12, 10, 8, 6, 4, 2},  // 11 logs
    {2, 4, 6, 8, 10, 12, 12, 10, 8, 6, 4, 2},  // 12 logs
    {2, 4, 6, 8, 10, 12, 14, 12, 10, 8, 6, 4, 2},  // 13 logs
    {2, 4, 6, 8, 10, 12, 14, 14, 12, 10, 8, 6, 4, 2},  // 14 logs
    {2, 4, 6, 8, 10, 12, 14, 16, 14, 12, 10, 8, 6, 4, 2},  // 15 logs
    {2, 4, 6, 8, 10, 12, 14, 16, 16, 14, 12, 10, 8, 6, 4, 2},  // 16 logs
};
inline constexpr uint8_t BRIDGE_SHAPE[16][16] = {
    {255},  // on log 0
    {181, 255},  // on log 1
    {126, 219, 255},  // on log 2
    {97, 181, 236, 255},  // on log 3
    {74, 147, 205, 243, 255},  // on log 4
    {62, 126, 176, 219, 246, 255},  // on log 5
    {56, 109, 157, 197, 228, 248, 255},  // on log 6
    {49, 97, 142, 181, 212, 236, 251, 255},  // on log 7
    {43, 86, 126, 162, 193, 219, 238, 251, 255},  // on log 8
    {37, 74, 115, 147, 176, 205, 225, 243, 252, 255},  // on log 9
    {31, 68, 103, 136, 167, 189, 212, 231, 244, 253, 255},  // on log 10
    {31, 62, 92, 126, 152, 176, 201, 219, 234, 246, 253, 255},  // on log 11
    {25, 56, 86, 115, 142, 167, 189, 209, 225, 238, 248, 254, 255},  // on log 12
    {25, 56, 80, 109, 131, 157, 176, 197, 216, 228, 241, 248, 254, 255},  // on log 13
    {25, 49, 74, 103, 126, 147, 167, 189, 205, 219, 231, 243, 249, 254, 255},  // on log 14
    {25, 49, 74, 97, 120, 142, 162, 181, 197, 212, 225, 236, 244, 251, 254, 255},  // on log 15
};

}  // namespace hp
