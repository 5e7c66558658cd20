// hedgephys._core: the object batch (rules/objects). Fields are numpy views of
// shape (envs, count) over the core's arrays; the constructor checks every
// array and value at the boundary before anything is built.
#include <memory>
#include <string>

#include "checks.hpp"
#include "hedgephys/batch.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/player.hpp"

namespace hpb {

namespace {

constexpr int32_t MAX_SIZE = 0x3FFF;  // radii and parameters stay far from word wrap

std::string at(const char* what, size_t i) { return std::string(what) + "[" + std::to_string(i) + "]"; }

void check_range(int64_t v, int64_t lo, int64_t hi, const std::string& name) {
    if (v < lo || v > hi)
        throw py::value_error(name + " is " + std::to_string(v) + "; expected " + std::to_string(lo) +
                              ".." + std::to_string(hi));
}

std::shared_ptr<hp::ObjectBatch> make_batch(py::ssize_t envs, py::handle kinds, py::handle positions,
                                            py::handle radii, py::handle params, py::handle extra,
                                            py::handle motion, py::handle pool) {
    if (envs < 1) throw py::value_error("envs must be >= 1, got " + std::to_string(envs));
    auto k = require<uint8_t>(kinds, "kinds", {-1});
    const py::ssize_t m = k.shape(0);
    auto pos = require<uint32_t>(positions, "positions", {m, 2});
    auto rad = require<int32_t>(radii, "radii", {m, 2});
    auto par = require<int32_t>(params, "params", {m, 4});
    auto ext = require<int32_t>(extra, "extra", {m, 4});
    auto mot = require<int32_t>(motion, "motion", {m, 2});
    auto pl = require<uint8_t>(pool, "pool", {-1});
    const size_t psize = size_t(pl.shape(0));
    for (size_t i = 0; i < size_t(m); ++i) {
        const int kind = k.data()[i];
        if (kind >= hp::OBJ_KIND_COUNT)
            throw py::value_error(at("kinds", i) + " is " + std::to_string(kind) + "; kinds are 0..6");
        check_range(rad.data()[2 * i], 0, MAX_SIZE, at("radii", i) + " width radius");
        check_range(rad.data()[2 * i + 1], 0, MAX_SIZE, at("radii", i) + " height radius");
        static const char* pn[4] = {"cx", "hj", "hs", "aw"};
        for (int j = 0; j < 4; ++j) check_range(par.data()[4 * i + j], 0, MAX_SIZE, at("params", i) + " " + pn[j]);
        const int32_t flags = ext.data()[4 * i], reaction = ext.data()[4 * i + 1];
        const int64_t off = ext.data()[4 * i + 2], len = ext.data()[4 * i + 3];
        check_range(flags, 0, 3, at("extra", i) + " flags");
        check_range(reaction, 0, 3, at("extra", i) + " reaction");
        for (int j = 0; j < 2; ++j) check_range(mot.data()[2 * i + j], -0x7FFFFF, 0x7FFFFF, at("motion", i));
        if (kind == hp::OBJ_PATH_SWAPPER && par.data()[4 * i] > 0xFF)
            throw py::value_error(at("params", i) + ": a path swapper's subtype (cx) is a byte, got " +
                                  std::to_string(par.data()[4 * i]));
        if (kind == hp::OBJ_SLOPED) {
            if (off < 0 || len < 1 || size_t(off + len) > psize)
                throw py::value_error(at("extra", i) + ": heights offset/length outside the pool");
            const int64_t need = (flags & hp::OF_PLATFORM) ? par.data()[4 * i + 3] : par.data()[4 * i] + 1;
            if (len < need)
                throw py::value_error(at("extra", i) + ": a sloped " +
                                      std::string((flags & hp::OF_PLATFORM) ? "platform" : "solid") +
                                      " needs at least " + std::to_string(need) + " heights, got " +
                                      std::to_string(len));
        }
    }
    auto b = std::make_shared<hp::ObjectBatch>();
    b->resize(size_t(envs), size_t(m));
    b->pool.assign(pl.data(), pl.data() + psize);
    for (size_t e = 0; e < size_t(envs); ++e)
        for (size_t i = 0; i < size_t(m); ++i) {
            const size_t q = e * size_t(m) + i;
            b->kind[q] = k.data()[i];
            b->x[q] = pos.data()[2 * i];
            b->y[q] = pos.data()[2 * i + 1];
            b->x_prev[q] = hp::pixel(b->x[q]);
            b->wr[q] = uint16_t(rad.data()[2 * i]);
            b->hr[q] = uint16_t(rad.data()[2 * i + 1]);
            b->cx[q] = par.data()[4 * i];
            b->hj[q] = par.data()[4 * i + 1];
            b->hs[q] = par.data()[4 * i + 2];
            b->aw[q] = par.data()[4 * i + 3];
            b->flags[q] = uint8_t(ext.data()[4 * i]);
            b->reaction[q] = uint8_t(ext.data()[4 * i + 1]);
            b->heights_off[q] = uint32_t(ext.data()[4 * i + 2]);
            b->heights_len[q] = uint32_t(ext.data()[4 * i + 3]);
            b->dx[q] = mot.data()[2 * i];
            b->dy[q] = mot.data()[2 * i + 1];
            b->present[q] = 1;
        }
    return b;
}

// Objects' fields must stay valid: checked before every call that steps them,
// O(objects). The parameter fields are read-only views in Python, so these
// checks only catch an array made writable again or a bad restore; the core
// bounds every index it reads by itself as well (objects.cpp height_at).
void check_objects(const hp::ObjectBatch& o) {
    for (size_t q = 0; q < o.envs * o.count; ++q) {
        const std::string which = "object " + std::to_string(q % o.count) + " of environment " +
                                  std::to_string(q / o.count);
        if (o.kind[q] >= hp::OBJ_KIND_COUNT)
            throw py::value_error(which + " has kind " + std::to_string(o.kind[q]) + "; kinds are 0..6");
        if (o.state[q] > hp::ST_COLLECTED)
            throw py::value_error("objects.state[" + std::to_string(q) + "] is not a known state (0..5)");
        if (o.kind[q] == hp::OBJ_PATH_SWAPPER && o.state[q] > hp::SWAP_PLUS)
            throw py::value_error(which + " is a path swapper whose state is " +
                                  std::to_string(o.state[q]) + "; its states are 0..2 (new, minus, plus)");
        if (o.standing[q] > 1 || o.present[q] > 1 || o.pushed[q] > 1)
            throw py::value_error("objects standing/present/pushed flags must be 0 or 1");
        if (o.kind[q] == hp::OBJ_SLOPED) {
            const uint64_t off = o.heights_off[q], len = o.heights_len[q];
            const int64_t need = (o.flags[q] & hp::OF_PLATFORM) ? o.aw[q] : int64_t(o.cx[q]) + 1;
            if (len < 1 || off + len > o.pool.size() || int64_t(len) < need)
                throw py::value_error(which + " is a sloped object whose heights (offset " +
                                      std::to_string(off) + ", length " + std::to_string(len) +
                                      ") do not fit its height pool of " + std::to_string(o.pool.size()) +
                                      " bytes and its width");
        }
    }
}

}  // namespace

void check_object_state(const hp::ObjectBatch& o, const hp::PlayerBatch& pb) {
    if (pb.n != o.envs)
        throw py::value_error("the objects batch has " + std::to_string(o.envs) +
                              " environments but there are " + std::to_string(pb.n) + " players");
    check_objects(o);
    for (size_t i = 0; i < pb.n; ++i)
        if (pb.on_object[i] < -1 || pb.on_object[i] >= int32_t(o.count))
            throw py::value_error("players.on_object[" + std::to_string(i) + "] is " +
                                  std::to_string(pb.on_object[i]) + "; expected -1 or an object index");
}

void register_objects(py::module_& m) {
    py::class_<hp::ObjectBatch, std::shared_ptr<hp::ObjectBatch>> cls(m, "ObjectBatch");
    cls.def(py::init(&make_batch), py::arg("envs"), py::arg("kinds"), py::arg("positions"),
            py::arg("radii"), py::arg("params"), py::arg("extra"), py::arg("motion"), py::arg("pool"));
    cls.def_property_readonly("envs", [](const hp::ObjectBatch& b) { return b.envs; });
    cls.def_property_readonly("count", [](const hp::ObjectBatch& b) { return b.count; });
    // The height pool of the sloped objects (a copy): a snapshot records a
    // digest of it, since the heights offsets of the state index into it.
    cls.def_property_readonly("pool", [](const hp::ObjectBatch& b) {
        return py::bytes(reinterpret_cast<const char*>(b.pool.data()), b.pool.size());
    });
    // Field names in declaration order, and a writable view of each: shape (envs, count).
    def_field_views(cls, "object", [](const hp::ObjectBatch& b) {
        return std::vector<py::ssize_t>{py::ssize_t(b.envs), py::ssize_t(b.count)};
    });

    // One object's update (motion, then its routine) against player env of a
    // player batch, without the player's frame: how the spec's single-routine
    // vectors are checked. Returns (code, contact, xd, distance).
    cls.def(
        "update",
        [](hp::ObjectBatch& o, py::handle players, py::ssize_t env, py::ssize_t index,
           Terrain& terrain) {
            hp::PlayerBatch& pb = players.cast<hp::PlayerBatch&>();
            BatchHold hold(pb);
            check_object_state(o, pb);
            check_players(pb);
            if (env < 0 || size_t(env) >= o.envs) throw py::index_error("env out of range");
            if (index < 0 || size_t(index) >= o.count) throw py::index_error("object index out of range");
            const hp::TileMap& view = terrain.view();
            hp::Player p = pb.load(size_t(env));
            hp::SolidResult res =
                hp::object_update(p, o, size_t(env), int32_t(index), pb.rules, view, nullptr);
            pb.store(size_t(env), p);
            hold.release();  // a warnings hook may call on this batch again
            terrain.warn_if_invalid();
            return py::make_tuple(res.code, int(res.contact), res.xd, res.distance);
        },
        py::arg("players"), py::arg("env"), py::arg("index"), py::arg("terrain"));

    // The hitbox scan alone (rules/objects §8), for tests of a single reaction.
    cls.def(
        "scan",
        [](hp::ObjectBatch& o, py::handle players, py::ssize_t env) {
            hp::PlayerBatch& pb = players.cast<hp::PlayerBatch&>();
            check_object_state(o, pb);
            if (env < 0 || size_t(env) >= o.envs) throw py::index_error("env out of range");
            hp::Player p = pb.load(size_t(env));
            hp::hitbox_scan(p, o, size_t(env), pb.rules);
            pb.store(size_t(env), p);
        },
        py::arg("players"), py::arg("env"));

    // One frame of every environment with within-frame snapshots of the player
    // (rules/scenario "stages", hp::step_stages): returns, per environment, a
    // list of (tag, object index, player fields) with tag 0 "player", 1
    // "object:i", 2 "object:i:solid".
    m.def(
        "step_stages",
        [](py::handle players, py::handle objects, Terrain& terrain, py::handle buttons) {
            const hp::TileMap& view = terrain.view();
            hp::ObjectBatch& o = objects.cast<hp::ObjectBatch&>();
            hp::PlayerBatch& pb = players.cast<hp::PlayerBatch&>();
            check_object_state(o, pb);
            check_players(pb);
            auto btn = require<uint8_t>(buttons, "buttons", {py::ssize_t(pb.n)});
            check_buttons(btn.data(), pb.n);
            const auto stages = hp::step_stages(pb, o, view, btn.data());
            py::list out;
            for (const auto& env : stages) {
                py::list l;
                for (const hp::Stage& s : env) l.append(py::make_tuple(int(s.tag), s.index, player_dict(s.player)));
                out.append(l);
            }
            terrain.warn_if_invalid();
            return out;
        },
        py::arg("players"), py::arg("objects"), py::arg("terrain"), py::arg("buttons"));
}

}  // namespace hpb
