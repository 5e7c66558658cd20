// hedgephys._core: single rules of the frame, callable one at a time on one
// player state, so an engine author can compare a single rule (and the tests
// can pin each spec vector to the very routine the frame uses).
#include <functional>
#include <map>
#include <string>

#include "checks.hpp"
#include "hedgephys/loops.hpp"
#include "hedgephys/animation.hpp"
#include "hedgephys/movement.hpp"
#include "hedgephys/player.hpp"
#include "hedgephys/terrain.hpp"

namespace hpb {

namespace {

using Routine = std::function<void(hp::Player&, const hp::Rules&, uint8_t held)>;

const std::map<std::string, Routine>& routines() {
    static const std::map<std::string, Routine> table = {
        {"slope_factor_walk", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::slope_factor_walk(p, r); }},
        {"slope_factor_roll", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::slope_factor_roll(p, r); }},
        {"ground_input", [](hp::Player& p, const hp::Rules& r, uint8_t h) { hp::ground_input(p, r, h); }},
        {"ground_friction", [](hp::Player& p, const hp::Rules& r, uint8_t h) { hp::ground_friction(p, r, h); }},
        {"ground_velocity", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::ground_velocity(p, r); }},
        {"roll_start", [](hp::Player& p, const hp::Rules& r, uint8_t h) { hp::try_roll_start(p, r, h); }},
        {"roll_input_friction", [](hp::Player& p, const hp::Rules& r, uint8_t h) { hp::roll_input_friction(p, r, h); }},
        {"jump_impulse", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::jump_impulse(p, r); }},
        {"jump_height", [](hp::Player& p, const hp::Rules& r, uint8_t h) {
             hp::jump_height(p, r, h, (h & hp::BTN_J) && !(p.prev_buttons & hp::BTN_J)); }},
        {"air_control_drag", [](hp::Player& p, const hp::Rules& r, uint8_t h) { hp::air_control_drag(p, r, h); }},
        {"air_move_gravity", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::air_move_gravity(p, r); }},
        {"air_angle_to_zero", [](hp::Player& p, const hp::Rules&, uint8_t) { hp::air_angle_to_zero(p); }},
        {"slope_repel", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::slope_repel(p, r); }},
        {"reset_on_floor", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::reset_on_floor(p, r, hp::Landing::Floor); }},
        {"animate", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::animate(p, r); }},
        {"land", [](hp::Player& p, const hp::Rules& r, uint8_t) { hp::land_from_above(p, r, 0, p.angle); }},
    };
    return table;
}

// Rules of the frame that read the map (called with a validated TileMap).
using MapRoutine = std::function<void(hp::Player&, const hp::Rules&, const hp::TileMap&)>;

const std::map<std::string, MapRoutine>& map_routines() {
    static const std::map<std::string, MapRoutine> table = {
        {"sonic_loops", [](hp::Player& p, const hp::Rules& r, const hp::TileMap& m) { hp::sonic_loops(p, r, m); }},
    };
    return table;
}

// A starting-state player with the fields named in state set.
hp::Player player_from(const hp::Rules& r, py::dict state) {
    hp::PlayerBatch one;
    one.rules = r;
    one.resize(1);
    hp::Player p = one.load(0);
    for (auto kv : state) {
        std::string key = py::str(kv.first);
        bool known = false;
#define HP_SET(T, field, ...) \
    if (key == #field) { p.field = py::cast<T>(kv.second); known = true; }
        HP_PLAYER_FIELDS(HP_SET)
#undef HP_SET
        if (!known) throw py::key_error("no player field named '" + key + "'");
    }
    return p;
}

// The names of a routine table, and the routine of a name.
template <class Table>
py::list names_of(const Table& table) {
    py::list out;
    for (const auto& kv : table) out.append(kv.first);
    return out;
}
template <class Table>
const typename Table::mapped_type& routine_of(const Table& table, const std::string& name) {
    auto it = table.find(name);
    if (it == table.end()) throw py::value_error("unknown routine '" + name + "'");
    return it->second;
}

hp::Rules rules_of(int game, int character, uint32_t fixes) {
    return checked_rules(game, character, fixes);
}

}  // namespace

void register_routines(py::module_& m) {
    m.def("routine_names", []() { return names_of(routines()); });
    m.def(
        "routine",
        [](const std::string& name, int game, int character, uint32_t fixes, py::dict state,
           int held) {
            const Routine& routine = routine_of(routines(), name);
            if (held < 0 || held > hp::BUTTON_MASK) throw py::value_error("held must be a button mask 0.." + std::to_string(hp::BUTTON_MASK));
            hp::Rules r = rules_of(game, character, fixes);
            hp::Player p = player_from(r, state);
            routine(p, r, uint8_t(held));
            return player_dict(p);
        },
        py::arg("name"), py::arg("game"), py::arg("character"), py::arg("fixes"), py::arg("state"),
        py::arg("held") = 0);
    m.def("map_routine_names", []() { return names_of(map_routines()); });
    m.def(
        "map_routine",
        [](const std::string& name, Terrain& terrain, int game, int character, uint32_t fixes,
           py::dict state) {
            const MapRoutine& routine = routine_of(map_routines(), name);
            const hp::TileMap& view = terrain.view();
            hp::Rules r = rules_of(game, character, fixes);
            hp::Player p = player_from(r, state);
            if (p.layer > 1) throw py::value_error("layer must be 0 (a) or 1 (b)");
            routine(p, r, view);
            terrain.warn_if_invalid();
            return player_dict(p);
        },
        py::arg("name"), py::arg("terrain"), py::arg("game"), py::arg("character"), py::arg("fixes"),
        py::arg("state"));
    m.def(
        "floor_angle",
        [](int current, int found, int game) {
            return hp::floor_angle(hp::Angle(current), hp::Angle(found), rules_of(game, 0, 0));
        },
        py::arg("current"), py::arg("found"), py::arg("game"));
    m.def(
        "ground_mode",
        [](py::handle angles) {
            auto a = require<uint8_t>(angles, "angle", {-1});
            py::array_t<uint8_t> out(a.shape(0));
            for (py::ssize_t i = 0; i < a.shape(0); ++i) out.mutable_data()[i] = hp::ground_mode(a.data()[i]);
            return out;
        },
        py::arg("angles"), "The ground mode (rules/terrain §6.1) of each hex angle, uint8 in, uint8 out.");
    m.def(
        "snap_limit", [](int speed, int game) { return hp::snap_limit(speed, rules_of(game, 0, 0)); },
        py::arg("speed"), py::arg("game"));
}

}  // namespace hpb
