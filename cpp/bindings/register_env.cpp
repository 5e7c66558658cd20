// hedgephys._core: the vector environment's step (env_step.hpp). Every array
// is checked here (dtype, shape, contiguity), then the GIL is released.
#include <string>
#include <vector>

#include "checks.hpp"
#include "hedgephys/env_step.hpp"

namespace hpb {

template <> inline const char* dtype_name<float>() { return "float32"; }
template <> inline const char* dtype_name<double>() { return "float64"; }
template <> inline const char* dtype_name<int64_t>() { return "int64"; }

namespace {

// The observation buffers of obs (a dict: "player", "terrain", "objects",
// "compact") and the terrain window (None, or (image, planes, height, width,
// offsets)), checked; keep holds the arrays for the call. The number of
// object rows (nearest objects, env_observation.hpp) is read from the
// shapes of "objects" and "compact", which must agree.
hp::EnvObs observation(py::dict obs, py::object window, py::ssize_t n, std::vector<py::object>& keep) {
    hp::EnvObs out;
    py::ssize_t rows = -1;  // object rows, once known
    auto agree = [&rows](py::ssize_t k, const std::string& what) {
        if (rows >= 0 && k != rows)
            throw py::value_error(what + " has " + std::to_string(k) + " object rows, another buffer " +
                                  std::to_string(rows));
        rows = k;
    };
    for (auto kv : obs) {
        const std::string key = py::str(kv.first);
        const std::string what = "obs['" + key + "']";
        if (key == "player") {
            auto a = require<float>(kv.second, what.c_str(), {n, py::ssize_t(hp::OBS_PLAYER)}, true);
            out.player = a.mutable_data();
            keep.push_back(a);
        } else if (key == "objects") {
            auto a = require<float>(kv.second, what.c_str(), {n, -1, py::ssize_t(hp::OBS_OBJECT)}, true);
            agree(a.shape(1), what);
            out.objects = a.mutable_data();
            keep.push_back(a);
        } else if (key == "compact") {
            auto a = require<int32_t>(kv.second, what.c_str(), {n, -1}, true);
            const py::ssize_t head = hp::COMPACT_PLAYER + hp::COMPACT_SENSORS, tail = a.shape(1) - head;
            if (tail < 0 || tail % py::ssize_t(hp::OBS_OBJECT))
                throw py::value_error(what + " must have " + std::to_string(head) + " + " +
                                      std::to_string(hp::OBS_OBJECT) + " * K columns, got " +
                                      std::to_string(a.shape(1)));
            agree(tail / py::ssize_t(hp::OBS_OBJECT), what);
            out.compact = a.mutable_data();
            keep.push_back(a);
        } else if (key == "terrain") {
            auto a = require<uint8_t>(kv.second, what.c_str(), {n, -1, -1}, true);
            if (a.shape(1) != a.shape(2)) throw py::value_error("obs['terrain'] must be (n, side, side)");
            if (window.is_none()) throw py::value_error("obs['terrain'] needs the window image");
            auto w = window.cast<py::tuple>();
            if (w.size() != 7)
                throw py::value_error("window is (image, planes, height, width, offsets, phases, stride)");
            const int planes = w[1].cast<int>(), height = w[2].cast<int>(), width = w[3].cast<int>();
            if (planes < 1 || planes > 2) throw py::value_error("planes must be 1 or 2");
            if (height < 0 || height > 0x10000 || width < 0 || width > 0x10000)
                throw py::value_error("height and width must be 0..65536 pixels");
            auto img = require<uint8_t>(w[0], "image", {py::ssize_t(planes) * (height + 1) * (width + 1)});
            auto off = require<int32_t>(w[4], "offsets", {a.shape(1)});
            const int stride = w[6].cast<int>();
            if (stride < 1 || stride > 0x10000) throw py::value_error("stride must be 1..65536");
            const py::ssize_t cols = (py::ssize_t(width) + stride) / stride;  // ceil((width + 1) / stride)
            auto ph = require<uint8_t>(w[5], "phases", {py::ssize_t(planes) * stride * (height + 1) * cols});
            keep.push_back(ph);
            out.terrain = a.mutable_data();
            out.image = hp::WindowImage{img.data(), uint32_t(planes), uint32_t(height), uint32_t(width),
                                        ph.data(), uint32_t(stride)};
            out.offsets = off.data();
            out.side = size_t(a.shape(1));
            keep.push_back(a);
            keep.push_back(img);
            keep.push_back(off);
        } else {
            throw py::key_error("obs: no observation named '" + key + "'");
        }
    }
    out.nearest = size_t(rows < 0 ? 0 : rows);
    return out;
}

// The info arrays: events (n,) int64 and, with objects, object_events.
void info(hp::EnvIO& io, py::handle events, py::handle object_events, bool objects, py::ssize_t n,
          std::vector<py::object>& keep) {
    auto e = require<int64_t>(events, "events", {n}, true);
    io.events = e.mutable_data();
    keep.push_back(e);
    if (objects) {
        auto o = require<int64_t>(object_events, "object_events", {n}, true);
        io.object_events = o.mutable_data();
        keep.push_back(o);
    }
}

hp::ObjectBatch* object_batch(py::object objects, const hp::PlayerBatch& b) {
    if (objects.is_none()) return nullptr;
    hp::ObjectBatch* o = &objects.cast<hp::ObjectBatch&>();
    check_object_state(*o, b);
    return o;
}

}  // namespace

void register_env(py::module_& m) {
    m.def(
        "env_step",
        [](hp::PlayerBatch& b, Terrain& terrain, py::object objects, py::handle buttons,
           py::object reset, py::handle start_x, py::handle start_y, py::handle steps,
           py::handle reward, py::handle terminated, py::handle truncated, py::handle frames,
           py::handle events, py::handle object_events, int frame_skip, int64_t max_steps,
           int64_t bottom, py::handle zones, py::dict obs, py::object window, py::object record,
           int threads) {
            BatchHold hold(b);  // one call at a time on this batch, checks included
            // Everything is checked before any state changes (the GIL is then released).
            const py::ssize_t n = py::ssize_t(b.n);
            if (frame_skip < 1 || frame_skip > 0xFFFF)
                throw py::value_error("frame_skip must be 1..65535, got " + std::to_string(frame_skip));
            if (max_steps < 0) throw py::value_error("max_steps must be >= 0 (0: none)");
            if (threads < 1 || threads > 256)
                throw py::value_error("threads must be 1..256, got " + std::to_string(threads));
            check_players(b);
            hp::ObjectBatch* objs = object_batch(objects, b);
            std::vector<py::object> keep;
            hp::EnvIO io;
            auto btn = require<uint8_t>(buttons, "buttons", {n});
            check_buttons(btn.data(), b.n);
            io.buttons = btn.data();
            py::array_t<bool> rst;
            if (!reset.is_none()) {
                rst = require<bool>(reset, "reset", {n});
                io.reset = rst.data();
            }
            auto sx = require<uint32_t>(start_x, "start_x", {n});
            auto sy = require<uint32_t>(start_y, "start_y", {n});
            auto st = require<int64_t>(steps, "steps", {n}, true);
            auto rw = require<double>(reward, "reward", {n}, true);
            auto te = require<bool>(terminated, "terminated", {n}, true);
            auto tr = require<bool>(truncated, "truncated", {n}, true);
            auto fr = require<int32_t>(frames, "frames", {n}, true);
            io.start_x = sx.data();
            io.start_y = sy.data();
            io.steps = st.mutable_data();
            io.reward = rw.mutable_data();
            io.terminated = te.mutable_data();
            io.truncated = tr.mutable_data();
            io.frames = fr.mutable_data();
            info(io, events, object_events, objs != nullptr, n, keep);
            auto zs = require<int64_t>(zones, "zones", {-1, 5});
            for (py::ssize_t z = 0; z < zs.shape(0); ++z)
                if (zs.data()[z * 5 + 4] != 0 && zs.data()[z * 5 + 4] != 1)
                    throw py::value_error("a zone's layer is 0 (a) or 1 (b)");
            hp::EnvRules rules;
            rules.frame_skip = uint32_t(frame_skip);
            rules.max_steps = max_steps;
            rules.bottom = bottom;
            rules.zones = reinterpret_cast<const hp::LayerBox*>(zs.data());
            rules.zone_count = size_t(zs.shape(0));
            static_assert(sizeof(hp::LayerBox) == 5 * sizeof(int64_t));
            const hp::EnvObs ob = observation(obs, window, n, keep);
            hp::Record rec;
            if (bind_record(rec, record, py::ssize_t(frame_skip) + 1, n, keep)) io.record = &rec;
            const hp::TileMap& view = terrain.view();
            hp::ThreadUse use;
            if (size_t(frame_skip) * b.n <= SMALL_CALL) {
                hp::env_step(b, objs, view, rules, io, ob, 1);
            } else {
                py::gil_scoped_release release;
                use = hp::env_step(b, objs, view, rules, io, ob, threads);
            }
            hold.release();  // a warnings hook may call on this batch again
            terrain.warn_if_invalid();
            warn_if_fewer_threads(use);
        },
        py::arg("players"), py::arg("terrain"), py::arg("objects"), py::arg("buttons"),
        py::arg("reset"), py::arg("start_x"), py::arg("start_y"), py::arg("steps"),
        py::arg("reward"), py::arg("terminated"), py::arg("truncated"), py::arg("frames"),
        py::arg("events"), py::arg("object_events"), py::arg("frame_skip"), py::arg("max_steps"),
        py::arg("bottom"), py::arg("zones"), py::arg("obs"), py::arg("window"), py::arg("record"),
        py::arg("threads"),
        "The vector environment's step: k frames (or a reset), reward, flags, info and "
        "observation of every environment, written into the given arrays.");
    m.def(
        "env_observe",
        [](const hp::PlayerBatch& b, Terrain& terrain, py::object objects, py::handle events,
           py::handle object_events, py::dict obs, py::object window, py::object mask, int threads) {
            const py::ssize_t n = py::ssize_t(b.n);
            if (threads < 1 || threads > 256)
                throw py::value_error("threads must be 1..256, got " + std::to_string(threads));
            BatchHold hold(b);  // one call at a time on this batch, checks included
            check_players(b);
            const hp::ObjectBatch* objs = object_batch(objects, b);
            std::vector<py::object> keep;
            hp::EnvIO io;
            info(io, events, object_events, objs != nullptr, n, keep);
            const hp::EnvObs ob = observation(obs, window, n, keep);
            py::array_t<bool> mk;
            if (!mask.is_none()) mk = require<bool>(mask, "mask", {n});
            const bool* sel = mask.is_none() ? nullptr : mk.data();
            const hp::TileMap& view = terrain.view();
            hp::ThreadUse use;
            {
                py::gil_scoped_release release;
                use = hp::env_observe(b, objs, view, io, ob, sel, b.n <= SMALL_CALL ? 1 : threads);
            }
            hold.release();  // a warnings hook may call on this batch again
            terrain.warn_if_invalid();
            warn_if_fewer_threads(use);
        },
        py::arg("players"), py::arg("terrain"), py::arg("objects"), py::arg("events"),
        py::arg("object_events"), py::arg("obs"), py::arg("window"), py::arg("mask"),
        py::arg("threads"),
        "The observation and info of the environments of mask (None: all), without stepping.");
}

}  // namespace hpb
