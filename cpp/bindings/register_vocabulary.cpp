// The shared vocabulary (hedgephys/vocabulary.hpp): every named code and bit
// the core defines, exported as dicts from which the Python layer builds its
// tables (hedgephys/rules.py, players.py, objects.py, tiles.py, loops.py).
#include <pybind11/pybind11.h>

#include <string>
#include <utility>

#include "hedgephys/env.hpp"
#include "hedgephys/movement.hpp"
#include "hedgephys/kind_specs.hpp"
#include "hedgephys/knuckles.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/player.hpp"
#include "hedgephys/rules.hpp"
#include "hedgephys/sensors.hpp"
#include "hedgephys/shields.hpp"
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
    HP_TABLE("reactions", HP_REACTIONS)
    HP_TABLE("object_events", HP_OBJECT_EVENTS)
    HP_TABLE("cell_bits", HP_CELL_BITS)
    HP_TABLE("solidities", HP_SOLIDITIES)
    HP_TABLE("directions", HP_DIRECTIONS)
    HP_TABLE("loop_kinds", HP_LOOP_KINDS)
    HP_TABLE("sensor_roles", HP_SENSOR_ROLES)
    HP_TABLE("ground_modes", HP_GROUND_MODES)
    HP_TABLE("knuckles_states", HP_KNUX_STATES)
    HP_TABLE("contacts", HP_CONTACTS)
    HP_TABLE("stage_tags", HP_STAGE_TAGS)
    HP_TABLE("field_roles", HP_FIELD_ROLES)
    HP_TABLE("shields", HP_SHIELDS)
    {  // field -> role, in the core's order (player.hpp HP_PLAYER_FIELDS, objects.hpp HP_OBJECT_FIELDS)
        py::dict players, objects;
#define HP_ROLE_OF(T, name, role, doc) d[#name] = #role;
        {
            py::dict& d = players;
            HP_PLAYER_FIELDS(HP_ROLE_OF)
        }
        {
            py::dict& d = objects;
            HP_OBJECT_FIELDS(HP_ROLE_OF)
        }
#undef HP_ROLE_OF
        v["player_field_roles"] = players;
        v["object_field_roles"] = objects;
    }
#undef HP_TABLE
#undef HP_ENTRY
    py::dict fixes;  // name -> (bit mask, what it fixes)
#define HP_FIX_ENTRY(id, name, bit, doc) fixes[name] = py::make_tuple(uint32_t(1u << (bit)), py::str(doc));
    HP_FIXES(HP_FIX_ENTRY)
#undef HP_FIX_ENTRY
    v["fixes"] = fixes;
    // The registry of object kinds (hedgephys/object_kinds.hpp, as data in
    // kind_specs.hpp): names and codes, state names, and per kind its routine
    // file and constructor parameters (name, field, lo, hi, default or None,
    // choice names).
    py::dict kinds, states, specs, fields;
#define HP_FIELD_ENTRY(id, name, value) fields[py::int_(uint32_t(value))] = name;
    HP_KIND_FIELDS(HP_FIELD_ENTRY)
#undef HP_FIELD_ENTRY
    for (int c = 0; c < hp::OBJ_KIND_COUNT; ++c) {
        const hp::KindSpec& s = hp::KIND_SPECS[c];
        kinds[s.name] = c;
        py::dict names;
        for (int j = 0; j < s.n_states; ++j) names[py::int_(s.states[j].code)] = s.states[j].name;
        if (s.n_states) states[s.name] = names;
        py::list params;
        for (int j = 0; j < s.n_params; ++j) {
            const hp::KindParam& q = s.params[j];
            py::list choices;
            std::string all = q.choices;
            for (size_t at = 0; at < all.size();) {
                const size_t bar = all.find('|', at);
                choices.append(all.substr(at, bar - at));
                at = bar == std::string::npos ? all.size() : bar + 1;
            }
            params.append(py::make_tuple(q.name, fields[py::int_(q.field)], q.lo, q.hi,
                                         q.fallback == hp::NO_DEFAULT ? py::object(py::none())
                                                                      : py::object(py::int_(q.fallback)),
                                         py::tuple(choices)));
        }
        py::dict spec;
        spec["code"] = c;
        spec["file"] = std::string("cpp/hedgephys/") + s.file;
        spec["routine"] = std::string("kind_update_") + s.name;
        spec["states"] = names;
        spec["params"] = py::tuple(params);
        py::list traits;  // object_kinds.hpp "traits", by name
        for (const auto& [bit, word] : {std::pair{hp::KT_OSC, "oscillators"}, std::pair{hp::KT_LAZY, "lazy"},
                                        std::pair{hp::KT_TOUCH, "touch"}})
            if (hp::kind_has(uint8_t(c), bit)) traits.append(word);
        spec["traits"] = py::tuple(traits);
        specs[s.name] = spec;
    }
    v["object_kinds"] = kinds;
    v["state_names"] = states;
    v["object_kind_specs"] = specs;
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
    py::dict widths;  // the vector environment's observation widths (env.hpp), gym's field lists name them
    widths["player"] = hp::OBS_PLAYER;
    widths["compact_player"] = hp::COMPACT_PLAYER;
    widths["compact_sensors"] = hp::COMPACT_SENSORS;
    widths["object"] = hp::OBS_OBJECT;
    v["observation_widths"] = widths;
    m.attr("VOCABULARY") = v;
}

}  // namespace hpb
