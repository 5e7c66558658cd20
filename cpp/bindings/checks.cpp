#include "checks.hpp"

#include <pthread.h>
#include <unistd.h>

#include "hedgephys/shields.hpp"

namespace hpb {

namespace {

// A wrap period as a cell index mask (tiles.hpp TileMap::row_mask / col_mask).
uint32_t wrap_mask(int period, py::ssize_t cells, const char* name, const char* extent) {
    if (period == 0) return 0xFFFF;
    if (period < 16 || period > 0x10000 || (period & (period - 1)) != 0)
        throw py::value_error(std::string(name) + " must be a power of two from 16 to 65536 pixels, got " +
                              std::to_string(period));
    if (cells * 16 > period)
        throw py::value_error(std::string(name) + " is " + std::to_string(period) + " px but the map is " +
                              std::to_string(cells * 16) + " px " + extent +
                              "; the period must be at least the map's extent");
    return uint32_t(period / 16 - 1);
}

// The loop kinds array still is the one (and the shape) the view was built over.
bool loops_unmoved(const py::object& loops, const hp::LoopChunks& v) {
    const py::array a = py::reinterpret_borrow<py::array>(loops);
    return a.data() == v.kinds && a.ndim() == 2 && a.shape(0) == py::ssize_t(v.rows) &&
           a.shape(1) == py::ssize_t(v.cols);
}

}  // namespace

MapArrays map_from(py::handle cells_a, py::handle cells_b, py::handle heights,
                   py::handle widths, py::handle angles, int wrap_x, int wrap_y,
                   py::handle loops) {
    MapArrays m;
    m.cells_a = require<uint16_t>(cells_a, "cells", {-1, -1});
    m.cells_b = cells_b.is_none()
                    ? m.cells_a
                    : require<uint16_t>(cells_b, "cells_b", {m.cells_a.shape(0), m.cells_a.shape(1)});
    m.angles = require<uint8_t>(angles, "tile angles", {-1});
    const py::ssize_t n = m.angles.shape(0);
    if (n < 1) throw py::value_error("the tile set must hold at least tile 0 (empty)");
    if (n > 4096) throw py::value_error("the tile set holds at most 4096 tiles (12-bit ids)");
    m.heights = require<int8_t>(heights, "tile heights", {n, 16});
    m.widths = require<int8_t>(widths, "tile widths", {n, 16});
    const int8_t* h = m.heights.data();
    const int8_t* w = m.widths.data();
    for (py::ssize_t i = 0; i < n * 16; ++i) {
        if (h[i] < -16 || h[i] > 16)
            throw py::value_error("tile " + std::to_string(i / 16) + " height of column " +
                                  std::to_string(i % 16) + " is " + std::to_string(h[i]) +
                                  "; heights must lie in -16..16");
        if (w[i] < -16 || w[i] > 16)
            throw py::value_error("tile " + std::to_string(i / 16) + " width of row " +
                                  std::to_string(i % 16) + " is " + std::to_string(w[i]) +
                                  "; widths must lie in -16..16");
    }
    const py::ssize_t rows = m.cells_a.shape(0), cols = m.cells_a.shape(1);
    if (rows > 4096 || cols > 4096)
        throw py::value_error("the map may be at most 4096 x 4096 cells (65536 px, the 16-bit word range)");
    for (int layer = 0; layer < 2; ++layer) {
        const uint16_t* c = (layer ? m.cells_b : m.cells_a).data();
        for (py::ssize_t i = 0; i < rows * cols; ++i) {
            if (py::ssize_t(c[i] & hp::CELL_ID_MASK) >= n)
                throw py::value_error(std::string(layer ? "cells_b" : "cells") + "[" +
                                      std::to_string(i / cols) + ", " + std::to_string(i % cols) +
                                      "] names tile " + std::to_string(c[i] & hp::CELL_ID_MASK) +
                                      " but the tile set has only " + std::to_string(n) + " tiles");
        }
    }
    m.view.cells[0] = m.cells_a.data();
    m.view.cells[1] = m.cells_b.data();
    m.view.rows = uint32_t(rows);
    m.view.cols = uint32_t(cols);
    m.view.col_mask = wrap_mask(wrap_x, cols, "wrap_x", "wide");
    m.view.row_mask = wrap_mask(wrap_y, rows, "wrap_y", "high");
    m.view.tiles = {h, w, m.angles.data(), uint32_t(n)};
    m.loops = py::reinterpret_borrow<py::object>(loops);
    if (!loops.is_none()) {
        auto k = require<uint8_t>(loops, "loops", {-1, -1});
        for (py::ssize_t i = 0; i < k.size(); ++i)
            if (k.data()[i] >= hp::LOOP_KIND_COUNT)
                throw py::value_error("loops[" + std::to_string(i / k.shape(1)) + ", " +
                                      std::to_string(i % k.shape(1)) + "] is " + std::to_string(k.data()[i]) +
                                      "; loop chunk kinds are " + HPB_NAMED_CODES(HP_LOOP_KINDS));
        m.loops = k;
        m.view.loops.kinds = k.data();
        m.view.loops.rows = uint32_t(k.shape(0));
        m.view.loops.cols = uint32_t(k.shape(1));
        // A 256 px chunk is 16 cells: the chunk masks of the map's wrap.
        m.view.loops.col_mask = m.view.col_mask == 0xFFFF ? 0xFFFF : m.view.col_mask >> 4;
        m.view.loops.row_mask = m.view.row_mask == 0xFFFF ? 0xFFFF : m.view.row_mask >> 4;
    }
    return m;
}

const hp::TileMap& Terrain::view() {
    const hp::TileMap& v = arrays.view;
    const bool moved =
        arrays.cells_a.data() != v.cells[0] || arrays.cells_b.data() != v.cells[1] ||
        arrays.cells_a.ndim() != 2 || arrays.cells_a.shape(0) != py::ssize_t(v.rows) ||
        arrays.cells_a.shape(1) != py::ssize_t(v.cols) || arrays.cells_b.ndim() != 2 ||
        arrays.cells_b.shape(0) != py::ssize_t(v.rows) || arrays.cells_b.shape(1) != py::ssize_t(v.cols) ||
        arrays.heights.data() != v.tiles.heights || arrays.widths.data() != v.tiles.widths ||
        arrays.angles.data() != v.tiles.angles || arrays.angles.ndim() != 1 ||
        arrays.angles.shape(0) != py::ssize_t(v.tiles.count) || arrays.heights.ndim() != 2 ||
        arrays.heights.shape(0) != py::ssize_t(v.tiles.count) || arrays.widths.ndim() != 2 ||
        arrays.widths.shape(0) != py::ssize_t(v.tiles.count) ||
        (v.loops.kinds && !loops_unmoved(arrays.loops, v.loops));
    if (moved)
        throw py::value_error(
            "an array of this TileMap (its cells or its tile set) was resized or reallocated after the "
            "TileMap was built, so the map no longer sees it; call TileMap.validate() (or build a new "
            "TileMap) after resizing");
    return v;
}

void warn_if_fewer_threads(const hp::ThreadUse& use) {
    // The system refused to start a thread (a process or memory limit): the
    // call ran on the threads it had (threads.hpp), with the same result.
    if (use.used >= use.planned) return;
    const std::string msg = "could not start " + std::to_string(use.planned - use.used) +
                            " of the threads asked for (the system refused: a process or memory limit); "
                            "this call ran on " + std::to_string(use.used) +
                            " thread(s) instead, with the same result";
    if (PyErr_WarnEx(PyExc_RuntimeWarning, msg.c_str(), 1) != 0) throw py::error_already_set();
}

void Terrain::warn_if_invalid() {
    // An id beyond the tile set (an in-place edit after validate()) was read
    // as empty (sensors.hpp probe_block); the call's results stand, and the
    // user is told. Checking every cell before each call would cost O(cells).
    uint32_t id = invalid.exchange(0);
    if (!id) return;
    const std::string msg = "the map names tile " + std::to_string(id) + " but the tile set has only " +
                            std::to_string(arrays.view.tiles.count) +
                            " tiles (an edit made after the TileMap was validated); this call read it as "
                            "empty. Call TileMap.validate() after editing the arrays to find the cell.";
    if (PyErr_WarnEx(PyExc_RuntimeWarning, msg.c_str(), 1) != 0) throw py::error_already_set();
}

void check_players(const hp::PlayerBatch& b) {
    for (size_t i = 0; i < b.n; ++i) {
        if (b.layer[i] > 1)
            throw py::value_error("players.layer[" + std::to_string(i) + "] is " +
                                  std::to_string(b.layer[i]) + "; layers are 0 (a) and 1 (b)");
        if (!hp::valid_shield(b.shield[i]))
            throw py::value_error("players.shield[" + std::to_string(i) + "] is " +
                                  std::to_string(b.shield[i]) + "; shields are " + HPB_NAMED_CODES(HP_SHIELDS));
    }
}

#define HPB_NAME_IF(id, name, value) \
    if (code == (value)) return name;
static const char* game_name(int code) { HP_GAMES(HPB_NAME_IF) return "?"; }
static const char* character_name(int code) { HP_CHARACTERS(HPB_NAME_IF) return "?"; }
#undef HPB_NAME_IF

hp::Rules checked_rules(int game, int character, uint32_t fixes) {
    if (game < 0 || game >= HP_COUNT(HP_GAMES))
        throw py::value_error("game code is " + std::to_string(game) + "; expected " + HPB_NAMED_CODES(HP_GAMES));
    if (character < 0 || character >= HP_COUNT(HP_CHARACTERS))
        throw py::value_error("character code is " + std::to_string(character) + "; expected " +
                              HPB_NAMED_CODES(HP_CHARACTERS));
    // rules/terrain §9: the game's characters (GAME_TRAITS characters; Sonic 3 alone has no Knuckles).
    if (!(hp::GAME_TRAITS[game].characters & (1u << character)))
        throw py::value_error(std::string("character ") + character_name(character) + " is not in game " +
                              game_name(game) + " (Knuckles is a Sonic & Knuckles character: use game s3k)");
    return hp::make_rules(hp::Game(game), hp::Character(character), fixes);
}

void check_buttons(const uint8_t* data, size_t count) {
    for (size_t i = 0; i < count; ++i)
        if (data[i] & ~hp::BUTTON_MASK)
            throw py::value_error("buttons[" + std::to_string(i) + "] is " + std::to_string(data[i]) +
                                  "; buttons are a bit mask of " + HPB_NAMED_CODES(HP_BUTTONS) + " (0.." +
                                  std::to_string(hp::BUTTON_MASK) + ")");
}

py::dict player_dict(const hp::Player& p) {
    py::dict out;
#define HP_GET(T, field, ...) out[#field] = p.field;
    HP_PLAYER_FIELDS(HP_GET)
#undef HP_GET
    return out;
}

bool bind_record(hp::Record& rec, py::object record, py::ssize_t rows, py::ssize_t n,
                 std::vector<py::object>& keep) {
    if (record.is_none()) return false;
    bool any = false;
    for (auto kv : record.cast<py::dict>()) {
        const std::string name = py::str(kv.first);
        const std::string what = "record['" + name + "']";
        bool known = false;
#define HP_BIND_RECORD(T, field, ...)                                              \
    if (name == #field) {                                                     \
        auto a = require<T>(kv.second, what.c_str(), {rows, n}, true);        \
        rec.field = a.mutable_data();                                         \
        keep.push_back(a);                                                    \
        known = true;                                                         \
    }
        HP_PLAYER_FIELDS(HP_BIND_RECORD)
#undef HP_BIND_RECORD
        if (!known) throw py::key_error("record: no player field named '" + name + "'");
        any = true;
    }
    return any;
}

namespace {
int cached_pid = int(getpid());
void refresh_pid() { cached_pid = int(getpid()); }
const int atfork_registered = pthread_atfork(nullptr, nullptr, refresh_pid);
}  // namespace

int process_id() {
    (void)atfork_registered;
    return cached_pid;
}

}  // namespace hpb
