// The shared vocabulary (hedgephys/vocabulary.hpp): every named code and bit
// the core defines, exported as dicts from which the Python layer builds its
// tables (hedgephys/rules.py, players.py, objects.py, tiles.py, loops.py).
#include <pybind11/pybind11.h>

#include "hedgephys/movement.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/player.hpp"
#include "hedgephys/rules.hpp"
#include "hedgephys/sensors.hpp"
#include "hedgephys/tiles.hpp"

namespace py = pybind11;

namespace hpb {

void register_vocabulary(py::module_& m) {
    py::dict v;
#define HP_ENTRY(id, name, value) d[name] = uint32_t(value);
#define HP_TABLE(key, LIST)       \
    {                             \
        py::dict d;               \
        LIST(HP_ENTRY)            \
        v[key] = d;               \
    }
    HP_TABLE("games", HP_GAMES)
    HP_TABLE("characters", HP_CHARACTERS)
    HP_TABLE("buttons", HP_BUTTONS)
    HP_TABLE("events", HP_EVENTS)
    HP_TABLE("object_kinds", HP_OBJECT_KINDS)
    HP_TABLE("reactions", HP_REACTIONS)
    HP_TABLE("object_events", HP_OBJECT_EVENTS)
    HP_TABLE("cell_bits", HP_CELL_BITS)
    HP_TABLE("solidities", HP_SOLIDITIES)
    HP_TABLE("directions", HP_DIRECTIONS)
    HP_TABLE("loop_kinds", HP_LOOP_KINDS)
    HP_TABLE("sensor_roles", HP_SENSOR_ROLES)
    HP_TABLE("ground_modes", HP_GROUND_MODES)
#undef HP_TABLE
#undef HP_ENTRY
    py::dict fixes;  // name -> (bit mask, what it fixes)
#define HP_FIX_ENTRY(id, name, bit, doc) fixes[name] = py::make_tuple(uint32_t(1u << (bit)), py::str(doc));
    HP_FIXES(HP_FIX_ENTRY)
#undef HP_FIX_ENTRY
    v["fixes"] = fixes;
    py::dict states;  // kind name -> {code: state name}
    py::dict kind_names;
#define HP_KIND_NAME(id, name, value) kind_names[py::int_(uint32_t(value))] = name;
    HP_OBJECT_KINDS(HP_KIND_NAME)
#undef HP_KIND_NAME
#define HP_STATE_ENTRY(kind, code, name)                                     \
    {                                                                        \
        py::object k = kind_names[py::int_(uint32_t(hp::kind))];             \
        if (!states.contains(k)) states[k] = py::dict();                     \
        states[k].cast<py::dict>()[py::int_(uint32_t(hp::code))] = name;     \
    }
    HP_STATE_NAMES(HP_STATE_ENTRY)
#undef HP_STATE_ENTRY
    v["state_names"] = states;
    v["button_mask"] = uint32_t(hp::BUTTON_MASK);
    py::dict monitor_sizes;  // game name -> (width radius, height radius)
#define HP_MONITOR(id, name, value) \
    monitor_sizes[name] = py::make_tuple(hp::GAME_TRAITS[value].monitor_wr, hp::GAME_TRAITS[value].monitor_hr);
    HP_GAMES(HP_MONITOR)
#undef HP_MONITOR
    v["monitor_sizes"] = monitor_sizes;
    py::dict traits;  // game name -> {trait: value} (rules.hpp GAME_TRAITS)
    py::dict trait_docs;  // trait -> what it is
#define HP_TRAIT_DOC(T, name, doc) trait_docs[#name] = doc;
    HP_GAME_TRAIT_FIELDS(HP_TRAIT_DOC)
#undef HP_TRAIT_DOC
#define HP_TRAIT_ROW(id, gname, value)                                                        \
    {                                                                                         \
        py::dict row;                                                                         \
        const hp::GameTraits& t = hp::GAME_TRAITS[value];                                     \
        HP_GAME_TRAIT_FIELDS(HP_TRAIT_VALUE)                                                  \
        traits[gname] = row;                                                                  \
    }
#define HP_TRAIT_VALUE(T, name, doc) row[#name] = py::int_(int64_t(t.name));
    HP_GAMES(HP_TRAIT_ROW)
#undef HP_TRAIT_VALUE
#undef HP_TRAIT_ROW
    v["game_traits"] = traits;
    v["game_trait_docs"] = trait_docs;
    m.attr("VOCABULARY") = v;
}

}  // namespace hpb
