// The registry of object kinds (object_kinds.hpp) as data: per kind its name,
// routine file, state names and constructor parameters with their ranges. The
// binding checks every object row against it and exports it to Python
// (register_vocabulary.cpp), which builds its kind tables, the constructor
// classes it has no hand-written one for, the scenario format's object types
// and the docs table from it.
#pragma once
#include <climits>
#include <cstdint>

#include "monitor_contents.hpp"
#include "objects.hpp"

namespace hp {

// The ObjectBatch fields a constructor parameter may be stored in.
#define HP_KIND_FIELDS(X)                                                                        \
    X(KF_WR, "wr", 0) X(KF_HR, "hr", 1) X(KF_CX, "cx", 2) X(KF_HJ, "hj", 3) X(KF_HS, "hs", 4)    \
    X(KF_AW, "aw", 5) X(KF_FLAGS, "flags", 6) X(KF_REACTION, "reaction", 7)                    \
    X(KF_SUBTYPE, "subtype", 8) X(KF_FLAG0, "flags bit 0", 9) X(KF_FLAG1, "flags bit 1", 10)    \
    X(KF_FLAG2, "flags bit 2", 11)
// KF_FLAG0/1/2: a 0/1 parameter kept in one bit of flags (x_flip, platform, y_flip).
enum KindField : uint8_t { HP_KIND_FIELDS(HP_ENUM_VALUE) };

// Radii stay far from word wrap (the Python layer's limit, in whole pixels).
constexpr int32_t KIND_MAX_RADIUS = 0x3FF0;
constexpr int32_t NO_DEFAULT = INT32_MIN;  // a required parameter

// "badnik|increment|hurt|special|": the reaction names in code order.
#define HP_CHOICE_NAME(id, name, value) name "|"
#define HP_REACTION_CHOICES HP_REACTIONS(HP_CHOICE_NAME)
// "none|static|eggman|...": the monitor contents in code order (monitor_contents.hpp).
#define HP_MONITOR_CONTENT_CHOICES HP_MONITOR_CONTENTS(HP_CHOICE_NAME)

struct StateName {
    uint8_t code;
    const char* name;
};
struct KindParam {
    uint8_t field;  // KindField
    const char* name;
    int32_t lo, hi, fallback;  // range; the default (NO_DEFAULT: required)
    const char* choices;       // "a|b|" names of lo, lo + 1, ...; "" for a plain integer
};
struct KindSpec {
    const char* name;
    const char* file;
    const StateName* states;
    int n_states;
    const KindParam* params;
    int n_params;
};

// A field of row k, by KindField.
inline int64_t kind_field(const ObjectBatch& o, size_t k, uint8_t field) {
    switch (field) {
        case KF_WR: return o.wr[k];
        case KF_HR: return o.hr[k];
        case KF_CX: return o.cx[k];
        case KF_HJ: return o.hj[k];
        case KF_HS: return o.hs[k];
        case KF_AW: return o.aw[k];
        case KF_FLAGS: return o.flags[k];
        case KF_REACTION: return o.reaction[k];
        case KF_SUBTYPE: return o.subtype[k];
        default: return (o.flags[k] >> (field - KF_FLAG0)) & 1;
    }
}

namespace kind_tables {
#define HP_EXPAND(...) __VA_ARGS__
// Each array ends with one empty element (a list may be empty).
#define HP_KIND_ARRAYS(id, name, file, traits, states, params)                                      \
    inline constexpr StateName name##_states[] = {HP_EXPAND states StateName{0, nullptr}};       \
    inline constexpr KindParam name##_params[] = {HP_EXPAND params KindParam{0, nullptr, 0, 0, 0, ""}};
HP_OBJECT_KIND_LIST(HP_KIND_ARRAYS)
#undef HP_KIND_ARRAYS
#undef HP_EXPAND
}  // namespace kind_tables

#define HP_KIND_SPEC(id, name, file, traits, states, params)                                        \
    KindSpec{#name, file, kind_tables::name##_states,                                            \
             int(sizeof(kind_tables::name##_states) / sizeof(StateName)) - 1,                     \
             kind_tables::name##_params,                                                          \
             int(sizeof(kind_tables::name##_params) / sizeof(KindParam)) - 1},
inline constexpr KindSpec KIND_SPECS[OBJ_KIND_COUNT] = {HP_OBJECT_KIND_LIST(HP_KIND_SPEC)};
#undef HP_KIND_SPEC

// The name of a state code of a kind, or nullptr when the kind has no such state.
inline const char* state_name(const KindSpec& s, uint8_t code) {
    for (int j = 0; j < s.n_states; ++j)
        if (s.states[j].code == code) return s.states[j].name;
    return nullptr;
}

}  // namespace hp
