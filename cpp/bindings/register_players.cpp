// hedgephys._core: the player batch (rules/terrain §6-§10). Fields are numpy
// views of the core's arrays; step() checks everything, then releases the GIL.
#include <algorithm>
#include <memory>
#include <string>

#include "checks.hpp"
#include "register_camera.hpp"
#include "hedgephys/animation.hpp"
#include "hedgephys/batch.hpp"
#include "hedgephys/player.hpp"
#include "hedgephys/sensors.hpp"

namespace hpb {

namespace {

// The animation ids the rules name (animation.hpp AnimIds), by name; ids a
// game does not have are left out.
py::dict anim_ids(const hp::AnimSet& set) {
    py::dict out;
    const hp::AnimIds& id = set.id;
    const std::pair<const char*, uint8_t> names[] = {
        {"walk", id.walk}, {"run", id.run}, {"roll", id.roll}, {"wait", id.wait},
        {"balance", id.balance}, {"balance2", id.balance2}, {"balance3", id.balance3},
        {"balance4", id.balance4}, {"look_up", id.look_up}, {"duck", id.duck},
        {"spindash", id.spindash}, {"blink", id.blink}, {"get_up", id.get_up}, {"skid", id.skid},
        {"hurt", id.hurt}, {"peelout", id.peelout}};
    for (const auto& [name, value] : names)
        if (value != 0xFF) out[name] = value;
    return out;
}

}  // namespace

void register_players(py::module_& m) {
    m.def(
        "anim_ids",
        [](int game, int character) {
            const hp::Rules r = checked_rules(game, character, 0);
            return anim_ids(hp::anim_set(r.game, r.character));
        },
        py::arg("game"), py::arg("character"));
    py::class_<hp::PlayerBatch, std::shared_ptr<hp::PlayerBatch>> cls(m, "PlayerBatch");
    cls.def(py::init([](py::ssize_t n, int game, int character, uint32_t fixes) {
                if (n < 1) throw py::value_error("a player batch needs n >= 1 players, got " + std::to_string(n));
                const hp::Rules rules = checked_rules(game, character, fixes);
                auto b = std::make_shared<hp::PlayerBatch>();
                b->rules = rules;
                b->resize(size_t(n));
                return b;
            }),
            py::arg("n"), py::arg("game"), py::arg("character"), py::arg("fixes"));
    cls.def(
        "set_level_bounds",
        [](hp::PlayerBatch& b, bool on, int min_x, int max_x, int max_y, bool locked, int wrap_y, int min_y) {
            for (int v : {min_x, max_x, max_y})
                if (v < 0 || v > 0xFFFF) throw py::value_error("camera bounds are pixels 0..65535");
            if (min_y < -0x8000 || min_y > 0x7FFF) throw py::value_error("min_y must be -32768..32767 pixels");
            if (wrap_y != 0 && (wrap_y < 16 || wrap_y > 0x10000 || (wrap_y & (wrap_y - 1)) != 0))
                throw py::value_error("wrap_y must be a power of two from 16 to 65536 pixels");
            BatchHold hold(b);  // the rules a step running on another thread reads
            b.rules.bounds = on;
            b.rules.cam_min_x = uint16_t(min_x);
            b.rules.cam_max_x = uint16_t(max_x);
            b.rules.cam_max_y = uint16_t(max_y);
            b.rules.cam_min_y = uint16_t(min_y);
            b.rules.screen_locked = locked;
            b.rules.wrap_y_mask = uint16_t(wrap_y == 0 ? 0 : wrap_y - 1);
            if (on) restart_cameras(b);  // every player's bounds from the act's start (camera.cpp)
        },
        py::arg("on"), py::arg("min_x"), py::arg("max_x"), py::arg("max_y"), py::arg("locked"),
        py::arg("wrap_y") = 0, py::arg("min_y") = 0);
    register_camera(cls);
    cls.def(
        "set_ring_deaths",
        [](hp::PlayerBatch& b, bool on) {
            BatchHold hold(b);  // the rules a step running on another thread reads
            b.rules.ring_deaths = on;
        },
        py::arg("on"));
    cls.def_property_readonly("ring_deaths", [](const hp::PlayerBatch& b) { return b.rules.ring_deaths; });
    cls.def_property_readonly("n", [](const hp::PlayerBatch& b) { return b.n; });
    cls.def_property_readonly("fixes", [](const hp::PlayerBatch& b) { return b.rules.fixes; });
    cls.def_property_readonly("anim_ids", [](const hp::PlayerBatch& b) { return anim_ids(*b.rules.anim); });
    cls.def_property_readonly("radii", [](const hp::PlayerBatch& b) {
        const hp::Rules& r = b.rules;
        return py::make_tuple(r.stand_xr, r.stand_yr, r.roll_xr, r.roll_yr);
    });

    // Field names in declaration order, and a writable view of each: shape (n,).
    def_field_views(cls, "player",
                    [](const hp::PlayerBatch& b) { return std::vector<py::ssize_t>{py::ssize_t(b.n)}; });

    // The casts player `index` makes in its next frame (terrain only), in the
    // order the frame makes them, as the core itself computes them: the
    // pictures draw these rather than re-deriving the sensor layout. The
    // player's own state is left as it was.
    cls.def(
        "frame_casts",
        [](const hp::PlayerBatch& b, Terrain& terrain, py::ssize_t index, int buttons) {
            if (index < 0 || size_t(index) >= b.n)
                throw py::index_error("player index " + std::to_string(index) + " is out of range for " +
                                      std::to_string(b.n) + " players");
            if (buttons < 0 || (buttons & ~int(hp::BUTTON_MASK)))
                throw py::value_error("buttons must be a bit mask 0.." + std::to_string(hp::BUTTON_MASK));
            BatchHold hold(b);
            check_players(b);
            hp::TileMap view = terrain.view();
            constexpr uint32_t CAP = 64;  // a frame makes about a dozen casts
            hp::CastRecord records[CAP];
            hp::CastLog log{records, CAP, 0};
            view.cast_log = &log;
            hp::Player p = b.load(size_t(index));
            hp::frame_in_order(p, b.rules, view, uint8_t(buttons));
            hold.release();  // a warnings hook may call on this batch again
            terrain.warn_if_invalid();
            const py::ssize_t n = std::min(log.count, CAP);
            py::array_t<uint16_t> x(n), y(n);
            py::array_t<uint8_t> dir(n), solid(n), layer(n), role(n);
            py::array_t<int16_t> dist(n);
            for (py::ssize_t k = 0; k < n; ++k) {
                const hp::CastRecord& c = records[k];
                x.mutable_data()[k] = c.x;
                y.mutable_data()[k] = c.y;
                dir.mutable_data()[k] = c.direction;
                solid.mutable_data()[k] = c.solidity;
                layer.mutable_data()[k] = c.layer;
                role.mutable_data()[k] = c.role;
                dist.mutable_data()[k] = c.distance;
            }
            py::dict out;
            out["x"] = x; out["y"] = y; out["direction"] = dir; out["solidity"] = solid;
            out["layer"] = layer; out["role"] = role; out["distance"] = dist;
            return out;
        },
        py::arg("terrain"), py::arg("index"), py::arg("buttons") = 0);

    cls.def(
        "reset",
        [](hp::PlayerBatch& b, py::handle mask) {
            BatchHold hold(b);
            auto mk = require<bool>(mask, "mask", {py::ssize_t(b.n)});
            for (size_t i = 0; i < b.n; ++i)
                if (mk.data()[i]) b.reset(i);
        },
        py::arg("mask"));

    cls.def(
        "step",
        [](hp::PlayerBatch& b, Terrain& terrain, py::handle buttons, py::object objects,
           int threads, py::object record) {
            BatchHold hold(b);  // one call at a time on this batch, checks included
            // Everything is checked before any state changes (the GIL is then released).
            if (!py::isinstance<py::array>(buttons))
                throw py::type_error("buttons must be a numpy uint8 array of shape (n,) or (k, n)");
            py::array arr = py::reinterpret_borrow<py::array>(buttons);
            const py::ssize_t n = py::ssize_t(b.n);
            py::array_t<uint8_t> btn = arr.ndim() == 1 ? require<uint8_t>(buttons, "buttons", {n})
                                                        : require<uint8_t>(buttons, "buttons", {-1, n});
            const size_t frames = arr.ndim() == 1 ? 1 : size_t(btn.shape(0));
            check_buttons(btn.data(), frames * b.n);
            check_players(b);
            if (threads < 1 || threads > 256)
                throw py::value_error("threads must be 1..256, got " + std::to_string(threads));
            hp::ObjectBatch* objs = nullptr;
            if (!objects.is_none()) {
                objs = &objects.cast<hp::ObjectBatch&>();
                check_object_state(*objs, b);
            }
            hp::Record rec;
            std::vector<py::object> keep;  // keep the record arrays alive while stepping
            const bool recording = bind_record(rec, record, py::ssize_t(frames), n, keep);
            const uint8_t* data = btn.data();
            const hp::Record* recp = recording ? &rec : nullptr;
            const hp::TileMap& view = terrain.view();
            hp::ThreadUse use;
            if (frames * b.n <= SMALL_CALL) {
                // A few player-frames take well under a microsecond: releasing
                // and taking back the GIL would cost more than the work.
                hp::step_batch(b, objs, view, data, frames, recp, 1);
            } else {
                py::gil_scoped_release release;
                use = hp::step_batch(b, objs, view, data, frames, recp, threads);
            }
            hold.release();  // a warnings hook may call on this batch again
            terrain.warn_if_invalid();
            warn_if_fewer_threads(use);
        },
        py::arg("terrain"), py::arg("buttons"), py::arg("objects") = py::none(),
        py::arg("threads") = 1, py::arg("record") = py::none());
}

}  // namespace hpb
