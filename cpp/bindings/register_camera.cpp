// PlayerBatch.set_camera_events, place_camera (docs/camera.md) and
// set_water_events (docs/water.md "The moving surface").
#include "register_camera.hpp"

#include <string>

#include "hedgephys/camera.hpp"
#include "hedgephys/water_move.hpp"

namespace hpb {

namespace {

// One row of int32 values: routine, cond, flags, at, min_x, max_x, min_y, target_y, max_y.
constexpr py::ssize_t EVENT_COLUMNS = 9;

hp::CameraEvent event_row(const int32_t* v, size_t row) {
    const auto bad = [row](const std::string& what) {
        return py::value_error("camera event row " + std::to_string(row) + ": " + what);
    };
    if (v[0] < 0 || v[0] > 255) throw bad("routine must be 0..255, got " + std::to_string(v[0]));
    if (v[1] < 0 || v[1] > hp::CAM_LAST_COND) throw bad("unknown condition " + std::to_string(v[1]));
    if (v[2] < 0 || v[2] > hp::CE_ALL_FLAGS) throw bad("flags must be 0..4095, got " + std::to_string(v[2]));
    for (int k = 3; k < EVENT_COLUMNS; ++k)
        if (v[k] < -0x8000 || v[k] > 0xFFFF) throw bad("values are 16-bit pixel words, got " + std::to_string(v[k]));
    hp::CameraEvent e;
    e.routine = uint8_t(v[0]);
    e.cond = uint8_t(v[1]);
    e.flags = uint16_t(v[2]);
    e.at = uint16_t(v[3]);
    e.min_x = uint16_t(v[4]), e.max_x = uint16_t(v[5]), e.min_y = uint16_t(v[6]);
    e.target_y = uint16_t(v[7]), e.max_y = uint16_t(v[8]);
    return e;
}

// One water row of int32 values: routine, cond, at, cond2, at2, flags, target, mean, speed.
constexpr py::ssize_t WATER_COLUMNS = 9;

hp::WaterEvent water_row(const int32_t* v, size_t row) {
    const auto bad = [row](const std::string& what) {
        return py::value_error("water event row " + std::to_string(row) + ": " + what);
    };
    if (v[0] < 0 || v[0] > 255) throw bad("routine must be 0..255, got " + std::to_string(v[0]));
    if (v[1] < 0 || v[1] > hp::WATER_BOTTOM_EQ || v[3] < 0 || v[3] > hp::WATER_BOTTOM_EQ)
        throw bad("unknown condition " + std::to_string(v[1] < 0 || v[1] > hp::WATER_BOTTOM_EQ ? v[1] : v[3]));
    if (v[5] < 0 || v[5] > hp::WE_ALL_FLAGS) throw bad("flags must be 0..15, got " + std::to_string(v[5]));
    for (int k : {2, 4, 6, 7})
        if (v[k] < -0x8000 || v[k] > 0xFFFF) throw bad("values are 16-bit pixel words, got " + std::to_string(v[k]));
    if (v[8] < 0 || v[8] > 255) throw bad("speed must be 0..255, got " + std::to_string(v[8]));
    hp::WaterEvent e;
    e.routine = uint8_t(v[0]);
    e.cond = uint8_t(v[1]), e.at = uint16_t(v[2]);
    e.cond2 = uint8_t(v[3]), e.at2 = uint16_t(v[4]);
    e.flags = uint8_t(v[5]);
    e.target = uint16_t(v[6]), e.mean = uint16_t(v[7]), e.speed = uint8_t(v[8]);
    return e;
}

}  // namespace

void restart_cameras(hp::PlayerBatch& b) {
    for (size_t i = 0; i < b.n; ++i) {
        hp::Player p = b.load(i);
        hp::camera_start(p, b.rules);
        b.store(i, p);
    }
}

void register_camera(py::class_<hp::PlayerBatch, std::shared_ptr<hp::PlayerBatch>>& cls) {
    cls.def(
        "set_camera_events",
        [](hp::PlayerBatch& b, py::handle rows) {
            auto a = require<int32_t>(rows, "camera events", {-1, EVENT_COLUMNS});
            const size_t k = size_t(a.shape(0));
            if (k > hp::MAX_CAMERA_EVENTS)
                throw py::value_error("an act has at most " + std::to_string(hp::MAX_CAMERA_EVENTS) +
                                      " camera event rows, got " + std::to_string(k));
            hp::CameraEvents ev;
            for (size_t i = 0; i < k; ++i) {
                ev.rows[i] = event_row(a.data() + i * EVENT_COLUMNS, i);
                if ((ev.rows[i].flags ^ ev.rows[0].flags) & hp::CE_SCREEN)
                    throw py::value_error("camera event row " + std::to_string(i) +
                                          ": the screen flag (2048) must be on every row of an act or on none");
            }
            ev.count = uint8_t(k);
            ev.link();
            BatchHold hold(b);
            b.rules.camera_events = ev;
        },
        py::arg("rows"));
    cls.def(
        "place_camera",
        [](hp::PlayerBatch& b, py::handle mask) {
            auto mk = require<bool>(mask, "mask", {py::ssize_t(b.n)});
            BatchHold hold(b);
            if (!b.rules.bounds) return;  // no bounds: no camera
            for (size_t i = 0; i < b.n; ++i) {
                if (!mk.data()[i]) continue;
                hp::Player p = b.load(i);
                hp::camera_place(p, b.rules);
                b.store(i, p);
            }
        },
        py::arg("mask"));
    cls.def(
        "set_water_events",
        [](hp::PlayerBatch& b, py::handle rows, bool wobble, int start) {
            auto a = require<int32_t>(rows, "water events", {-1, WATER_COLUMNS});
            const size_t k = size_t(a.shape(0));
            if (k > hp::MAX_WATER_EVENTS)
                throw py::value_error("an act has at most " + std::to_string(hp::MAX_WATER_EVENTS) +
                                      " water event rows, got " + std::to_string(k));
            if (start < -0x8000 || start > 0x7FFF)
                throw py::value_error("start must be a signed 16-bit pixel word, got " + std::to_string(start));
            hp::WaterEvents ev;
            for (size_t i = 0; i < k; ++i) ev.rows[i] = water_row(a.data() + i * WATER_COLUMNS, i);
            ev.count = uint8_t(k);
            ev.wobble = wobble;
            ev.moves = k > 0 || wobble;
            ev.start = int16_t(start);
            BatchHold hold(b);
            b.rules.water_events = ev;
        },
        py::arg("rows"), py::arg("wobble"), py::arg("start"));
    cls.def_property_readonly("water_event_count", [](const hp::PlayerBatch& b) {
        return int(b.rules.water_events.count);
    });
    cls.def_property_readonly("camera_event_count", [](const hp::PlayerBatch& b) {
        return int(b.rules.camera_events.count);
    });
}

}  // namespace hpb
