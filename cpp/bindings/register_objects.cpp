// hedgephys._core: the object batch (rules/objects). Fields are numpy views of
// shape (envs, count) over the core's arrays; the constructor checks every
// array and value at the boundary before anything is built.
#include <array>
#include <memory>
#include <string>

#include "checks.hpp"
#include "hedgephys/batch.hpp"
#include "hedgephys/kind_specs.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"
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

// "0 (solid), 1 (platform), ...": the kinds of the registry (object_kinds.hpp).
std::string kind_codes() {
    std::string s;
    for (int c = 0; c < hp::OBJ_KIND_COUNT; ++c) {
        if (c) s += ", ";
        s += std::to_string(c);
        s += std::string(" (") + hp::KIND_SPECS[c].name + ")";
    }
    return s;
}

// The checks below name the object with which(), called only when a check
// fails: building the name for every object made the per-call checks a tenth
// of a 4096 x 120-frame call (docs/physics.md, scaling with threads).
// A kind code, checked: "kinds[3] is 9; ..." or "object 3 of environment 0 has kind 9; ...".
template <class Which>
void check_kind(int kind, const Which& which, const char* verb) {
    if (kind >= hp::OBJ_KIND_COUNT)
        throw py::value_error(which() + verb + std::to_string(kind) + "; the kinds are " + kind_codes());
}

// Every constructor parameter of the row's kind within the registry's range.
template <class Which>
void check_kind_params(const hp::ObjectBatch& o, size_t q, const Which& which) {
    const hp::KindSpec& s = hp::KIND_SPECS[o.kind[q]];
    for (int j = 0; j < s.n_params; ++j) {
        const hp::KindParam& p = s.params[j];
        const int64_t v = hp::kind_field(o, q, p.field);
        if (v < p.lo || v > p.hi)
            throw py::value_error(which() + ": a " + s.name + "'s " + p.name + " is " + std::to_string(v) +
                                  "; expected " + std::to_string(p.lo) + ".." + std::to_string(p.hi));
    }
}

// The row's state is one of its kind's states (registry); a kind without
// states keeps 0.
template <class Which>
void check_kind_state(const hp::ObjectBatch& o, size_t q, const Which& which) {
    const hp::KindSpec& s = hp::KIND_SPECS[o.kind[q]];
    const uint8_t state = o.state[q];
    if (s.n_states ? hp::state_name(s, state) != nullptr : state == 0) return;
    std::string known;
    for (int j = 0; j < s.n_states; ++j) {
        if (j) known += ", ";
        known += std::to_string(s.states[j].code);
        known += std::string(" (") + s.states[j].name + ")";
    }
    throw py::value_error(which() + " is a " + s.name + " whose state is " + std::to_string(state) + "; " +
                          (s.n_states ? "its states are " + known : std::string("it has no states: 0")));
}

std::shared_ptr<hp::ObjectBatch> make_batch(py::ssize_t envs, py::handle kinds, py::handle positions,
                                            py::handle radii, py::handle params, py::handle extra,
                                            py::handle motion, py::handle pool, int game) {
    if (envs < 1) throw py::value_error("envs must be >= 1, got " + std::to_string(envs));
    constexpr int last_game = HP_COUNT(HP_GAMES) - 1;
    if (game < 0 || game > last_game)
        throw py::value_error("game must be a game code 0.." + std::to_string(last_game) + ", got " +
                              std::to_string(game));
    auto k = require<uint8_t>(kinds, "kinds", {-1});
    const py::ssize_t m = k.shape(0);
    auto pos = require<uint32_t>(positions, "positions", {m, 2});
    auto rad = require<int32_t>(radii, "radii", {m, 2});
    auto par = require<int32_t>(params, "params", {m, 4});
    auto ext = require<int32_t>(extra, "extra", {m, 5});
    auto mot = require<int32_t>(motion, "motion", {m, 2});
    auto pl = require<uint8_t>(pool, "pool", {-1});
    const size_t psize = size_t(pl.shape(0));
    for (size_t i = 0; i < size_t(m); ++i) {
        const int kind = k.data()[i];
        check_kind(kind, [&] { return at("kinds", i); }, " is ");
        check_range(rad.data()[2 * i], 0, MAX_SIZE, at("radii", i) + " width radius");
        check_range(rad.data()[2 * i + 1], 0, MAX_SIZE, at("radii", i) + " height radius");
        static const char* pn[4] = {"cx", "hj", "hs", "aw"};
        for (int j = 0; j < 4; ++j) check_range(par.data()[4 * i + j], 0, MAX_SIZE, at("params", i) + " " + pn[j]);
        const int32_t flags = ext.data()[5 * i], reaction = ext.data()[5 * i + 1];
        const int64_t off = ext.data()[5 * i + 2], len = ext.data()[5 * i + 3];
        check_range(flags, 0, 7, at("extra", i) + " flags");
        check_range(ext.data()[5 * i + 4], 0, 0xFF, at("extra", i) + " subtype");
        check_range(reaction, 0, hp::REACT_COUNT - 1, at("extra", i) + " reaction");
        for (int j = 0; j < 2; ++j) check_range(mot.data()[2 * i + j], -0x7FFFFF, 0x7FFFFF, at("motion", i));
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
            b->flags[q] = uint8_t(ext.data()[5 * i]);
            b->reaction[q] = uint8_t(ext.data()[5 * i + 1]);
            b->heights_off[q] = uint32_t(ext.data()[5 * i + 2]);
            b->heights_len[q] = uint32_t(ext.data()[5 * i + 3]);
            b->subtype[q] = uint8_t(ext.data()[5 * i + 4]);
            b->x0[q] = hp::pixel(b->x[q]);
            b->y0[q] = hp::pixel(b->y[q]);
            b->dx[q] = mot.data()[2 * i];
            b->dy[q] = mot.data()[2 * i + 1];
            b->present[q] = 1;
            if (e == 0) check_kind_params(*b, q, [&] { return "object " + std::to_string(i); });
        }
    // The oscillators, when an object reads them: the game's table at the act's start.
    b->osc_game = uint8_t(game);
    for (size_t i = 0; i < size_t(m); ++i) b->osc_used |= hp::kind_reads_oscillators(k.data()[i]);
    for (size_t e = 0; e < size_t(envs); ++e) hp::oscillators_init(b->osc.data() + e * hp::OSC_WORDS, hp::Game(game));
    return b;
}

// Per kind, the state codes its registry entry allows, one bit per code (a
// kind without states allows 0 only).
struct StateMask {
    uint64_t w[4] = {0, 0, 0, 0};
    bool has(uint8_t s) const { return (w[s >> 6] >> (s & 63)) & 1; }
};
const StateMask* state_masks() {
    static const auto masks = [] {
        std::array<StateMask, hp::OBJ_KIND_COUNT> m{};
        for (int k = 0; k < hp::OBJ_KIND_COUNT; ++k) {
            const hp::KindSpec& s = hp::KIND_SPECS[k];
            if (!s.n_states) m[k].w[0] = 1;
            for (int j = 0; j < s.n_states; ++j) m[k].w[s.states[j].code >> 6] |= uint64_t(1) << (s.states[j].code & 63);
        }
        return m;
    }();
    return masks.data();
}

// A sloped object's height array lies inside the pool and covers its width.
bool sloped_heights_fit(const hp::ObjectBatch& o, size_t q) {
    const uint64_t off = o.heights_off[q], len = o.heights_len[q];
    const int64_t need = (o.flags[q] & hp::OF_PLATFORM) ? o.aw[q] : int64_t(o.cx[q]) + 1;
    return len >= 1 && off + len <= o.pool.size() && int64_t(len) >= need;
}

// Objects' fields must stay valid: checked before every call that steps them,
// O(objects). The parameter fields (kind, sizes, flags, subtype, heights) are
// checked when the batch is built and are read-only views in Python that
// numpy will not make writable again; pickles and replace() rebuild the batch
// through that check, snapshots and resets write state only. So a call first
// tests the state fields and what the core indexes by (the kind, a sloped
// object's heights), in one tight pass without calls (for 4096
// environments of a real act's 300 objects the whole check took 9.8 ms a
// call, longer than a frame of them); only when that pass finds something
// does the full check below run, to name what is wrong. The core bounds every
// index it reads by itself as well (objects.cpp height_at).
void check_objects(const hp::ObjectBatch& o) {
    const StateMask* masks = state_masks();
    const size_t total = o.envs * o.count;
    uint8_t flags = 0;  // the 0/1 flags: one OR over the arrays (vectorised)
    for (size_t q = 0; q < total; ++q) flags |= uint8_t(o.standing[q] | o.present[q] | o.pushed[q]);
    bool bad = flags > 1;
    for (size_t q = 0; q < total; ++q) {
        const uint8_t k = o.kind[q];
        bad |= k >= hp::OBJ_KIND_COUNT || !masks[k < hp::OBJ_KIND_COUNT ? k : 0].has(o.state[q]);
        // What the core indexes by (memory safety, should the private arrays
        // be written): the kind above, and a sloped object's heights.
        if (k == hp::OBJ_SLOPED) bad |= !sloped_heights_fit(o, q);
    }
    if (!bad) return;
    // The full check, every field: the message is built only for a bad one
    // (building it for each object made these checks a tenth of a 4096 x
    // 120-frame call, a serial part that capped 16 threads at about x7;
    // docs/physics.md).
    for (size_t q = 0; q < total; ++q) {
        const auto which = [&] {
            return "object " + std::to_string(q % o.count) + " of environment " + std::to_string(q / o.count);
        };
        check_kind(o.kind[q], which, " has kind ");
        check_kind_state(o, q, which);
        check_kind_params(o, q, which);
        if (o.standing[q] > 1 || o.present[q] > 1 || o.pushed[q] > 1)
            throw py::value_error("objects standing/present/pushed flags must be 0 or 1");
        if (o.kind[q] == hp::OBJ_SLOPED && !sloped_heights_fit(o, q)) {
            const uint64_t off = o.heights_off[q], len = o.heights_len[q];
            throw py::value_error(which() + " is a sloped object whose heights (offset " +
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
    if (o.osc_used && o.osc_game != uint8_t(pb.rules.game))
        throw py::value_error("the objects' oscillators were set up for game code " + std::to_string(o.osc_game) +
                              " but the players' game code is " + std::to_string(int(pb.rules.game)));
    for (size_t i = 0; i < pb.n; ++i)
        if (pb.on_object[i] < -1 || pb.on_object[i] >= int32_t(o.count))
            throw py::value_error("players.on_object[" + std::to_string(i) + "] is " +
                                  std::to_string(pb.on_object[i]) + "; expected -1 or an object index");
}

void register_objects(py::module_& m) {
    py::class_<hp::ObjectBatch, std::shared_ptr<hp::ObjectBatch>> cls(m, "ObjectBatch");
    cls.def(py::init(&make_batch), py::arg("envs"), py::arg("kinds"), py::arg("positions"),
            py::arg("radii"), py::arg("params"), py::arg("extra"), py::arg("motion"), py::arg("pool"),
            py::arg("game") = int(hp::Game::S2));
    cls.def_property_readonly("envs", [](const hp::ObjectBatch& b) { return b.envs; });
    cls.def_property_readonly("count", [](const hp::ObjectBatch& b) { return b.count; });
    // The height pool of the sloped objects (a copy): a snapshot records a
    // digest of it, since the heights offsets of the state index into it.
    cls.def_property_readonly("pool", [](const hp::ObjectBatch& b) {
        return py::bytes(reinterpret_cast<const char*>(b.pool.data()), b.pool.size());
    });
    // The global oscillators (hp::oscillators.hpp), a writable view of shape
    // (envs, OSC_TABLE_WORDS): each environment's table in the game's RAM layout.
    constexpr py::ssize_t row = py::ssize_t(hp::OSC_WORDS * sizeof(uint16_t));
    cls.def_property_readonly("oscillators", [](py::object self) -> py::array {
        hp::ObjectBatch& b = self.cast<hp::ObjectBatch&>();
        return py::array_t<uint16_t>({py::ssize_t(b.envs), py::ssize_t(hp::OSC_TABLE_WORDS)},
                                     {row, py::ssize_t(sizeof(uint16_t))}, b.osc.data(), self);
    });
    // The level triggers (hp::level_triggers.hpp), a writable view of shape
    // (envs, LEVEL_TRIGGERS): byte n is trigger n, in the same table.
    cls.def_property_readonly("level_triggers", [](py::object self) -> py::array {
        hp::ObjectBatch& b = self.cast<hp::ObjectBatch&>();
        return py::array_t<uint8_t>({py::ssize_t(b.envs), py::ssize_t(hp::LEVEL_TRIGGERS)}, {row, py::ssize_t(1)},
                                    reinterpret_cast<uint8_t*>(b.osc.data() + hp::OSC_TRIGGERS), self);
    });
    cls.def_property_readonly("oscillators_used", [](const hp::ObjectBatch& b) { return b.osc_used; });
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
            BatchHold hold(pb);
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
            BatchHold hold(pb);  // one call at a time on this batch, checks included
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
            hold.release();  // a warnings hook may call on this batch again
            terrain.warn_if_invalid();
            return out;
        },
        py::arg("players"), py::arg("objects"), py::arg("terrain"), py::arg("buttons"));
}

}  // namespace hpb
