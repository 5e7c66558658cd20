// Boundary checks shared by the register_*.cpp files: every array is checked
// here (dtype, shape, contiguity, writability) and a clear Python error is
// raised before any state changes; the kernels behind them check nothing.
#pragma once
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <stdexcept>
#include <thread>

#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "hedgephys/batch.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/tiles.hpp"

namespace py = pybind11;

namespace hpb {

// Calls (Players.step, the environments' step) of at most this many
// player-frames run with the GIL held, on the calling thread (the result is
// the same for every thread count). One definition: the binding layer is
// compiled as one translation unit (CMakeLists.txt).
constexpr size_t SMALL_CALL = 64;

template <class T>
const char* dtype_name();
template <> inline const char* dtype_name<bool>() { return "bool"; }
template <> inline const char* dtype_name<uint8_t>() { return "uint8"; }
template <> inline const char* dtype_name<int8_t>() { return "int8"; }
template <> inline const char* dtype_name<uint16_t>() { return "uint16"; }
template <> inline const char* dtype_name<int16_t>() { return "int16"; }
template <> inline const char* dtype_name<uint32_t>() { return "uint32"; }
template <> inline const char* dtype_name<int32_t>() { return "int32"; }
template <> inline const char* dtype_name<uint64_t>() { return "uint64"; }

inline std::string shape_str(const py::array& a) {
    std::string s = "(";
    for (py::ssize_t i = 0; i < a.ndim(); ++i) {
        if (i) s += ", ";
        s += std::to_string(a.shape(i));
    }
    if (a.ndim() == 1) s += ",";
    return s + ")";
}

// Check that obj is a C-contiguous numpy array of T with ndim dimensions and,
// where shape[i] >= 0, that extent; writable arrays are ones the core writes.
template <class T>
py::array_t<T> require(py::handle obj, const char* name, std::vector<py::ssize_t> shape,
                       bool writable = false) {
    if (!py::isinstance<py::array>(obj))
        throw py::type_error(std::string(name) + " must be a numpy array, got " +
                             std::string(py::str(py::type::handle_of(obj).attr("__name__"))));
    py::array a = py::reinterpret_borrow<py::array>(obj);
    // equal, not the same object: an unpickled array has its own (equal) dtype object
    if (!a.dtype().equal(py::dtype::of<T>()))
        throw py::type_error(std::string(name) + " must have dtype " + dtype_name<T>() +
                             ", got " + std::string(py::str(a.dtype())));
    if (a.ndim() != py::ssize_t(shape.size()))
        throw py::value_error(std::string(name) + " must have " + std::to_string(shape.size()) +
                              " dimension(s), got shape " + shape_str(a));
    for (size_t i = 0; i < shape.size(); ++i)
        if (shape[i] >= 0 && a.shape(i) != shape[i])
            throw py::value_error(std::string(name) + " has shape " + shape_str(a) +
                                  ", expected extent " + std::to_string(shape[i]) +
                                  " on axis " + std::to_string(i));
    if (!(a.flags() & py::array::c_style))
        throw py::value_error(std::string(name) + " must be C-contiguous (use numpy.ascontiguousarray)");
    if (writable && !a.writeable())
        throw py::value_error(std::string(name) + " must be writable");
    return py::reinterpret_borrow<py::array_t<T>>(a);
}

// The arrays behind a hedgephys.TileMap, kept alive for the duration of a call.
struct MapArrays {
    py::array_t<uint16_t> cells_a, cells_b;
    py::array_t<int8_t> heights, widths;
    py::array_t<uint8_t> angles;
    py::object loops;  // None or the uint8 loop chunk kinds (hp::LoopChunks)
    hp::TileMap view;
};

// Build and validate the core's view of a map from its five arrays: shapes
// agree, heights/widths in -16..16, and every cell names a tile that exists.
// wrap_x / wrap_y: the map's horizontal / vertical period in pixels (a power
// of two, 16..65536, at least the map's extent), or 0 for none (tiles.hpp).
// loops: None or S1's loop chunk kinds, a uint8 (rows, cols) array of
// hp::LoopKind, one per 256x256 chunk; its index masks follow the wrap.
MapArrays map_from(py::handle cells_a, py::handle cells_b, py::handle heights,
                   py::handle widths, py::handle angles, int wrap_x = 0, int wrap_y = 0,
                   py::handle loops = py::none());

// A validated map kept by hedgephys.TileMap (class _core.Terrain): the arrays
// are held, so in-place edits are seen, and are validated once at creation
// (and on TileMap.validate()) instead of at every step.
struct Terrain {
    MapArrays arrays;
    std::atomic<uint32_t> invalid{0};
    // The core's view, after checking that none of the arrays was resized or
    // reallocated since it was validated (numpy's resize(refcheck=False)
    // moves the data of the very array object the view points into): such a
    // buffer is reported, never read. Call with the GIL held.
    const hp::TileMap& view();
    // After a kernel call: warn if a probe met a tile id beyond the set (read as empty).
    void warn_if_invalid();
};

// Buttons are bit masks of L R U D J (0..31).
// "0 (s1), 1 (s2), ...": the codes and names of a vocabulary list, for messages.
#define HPB_NAMED_CODE(id, name, value) \
    if (!s.empty()) s += ", ";             \
    s += std::to_string(value);            \
    s += " (" name ")";
#define HPB_NAMED_CODES(LIST)  \
    ([] {                      \
        std::string s;         \
        LIST(HPB_NAMED_CODE)   \
        return s;              \
    }())

// The rules of a game and character code, both checked (the one gate for them).
hp::Rules checked_rules(int game, int character, uint32_t fixes);

void check_buttons(const uint8_t* data, size_t count);
// The players' layers are 0 or 1 (the core indexes the map's layers by them).
void check_players(const hp::PlayerBatch& b);
// One object environment per player, the object batch's state flags and the
// players' on_object indices are valid (register_objects.cpp); called before
// anything steps objects.
void check_object_state(const hp::ObjectBatch& o, const hp::PlayerBatch& players);
// Every field of a player, by name.
py::dict player_dict(const hp::Player& p);

// A rollout's record arrays ({field name: writable C-contiguous (rows, n)
// array of the field's dtype}) bound into rec, checked; keep holds them for
// the call. Returns whether any field is recorded.
bool bind_record(hp::Record& rec, py::object record, py::ssize_t rows, py::ssize_t n,
                 std::vector<py::object>& keep);

// A RuntimeWarning when a step ran on fewer threads than it planned
// (threads.hpp ThreadUse); with the GIL held.
void warn_if_fewer_threads(const hp::ThreadUse& use);

// This process's id, cached (refreshed in a fork()ed child): BatchHold's owner mark.
int process_id();

// Holds a player batch for one call: calls on one batch from several Python
// threads (each releases the GIL while stepping) run one after another, each
// with its checks, instead of racing on the same arrays. Taken with the GIL
// held when it is free; else waited for without the GIL (the holder may need
// the GIL to finish), so no two threads wait on each other. A hold left by the
// parent at fork() belongs to another process id: the child takes it over.
// A call on a batch from inside a call on it on the same thread (Python code
// run during the call) would wait for itself: it raises a RuntimeError. The
// calls release the hold before they emit warnings, so that a warnings hook
// may step the batch again.
class BatchHold {
public:
    explicit BatchHold(const hp::PlayerBatch& b) : h_(b.hold) {
        for (const hp::CallHold* h : mine())
            if (h == &h_)
                throw std::runtime_error(
                    "this batch is already in a call on this thread (a callback run during the call "
                    "stepped it again); a batch runs one call at a time");
        const int me = process_id();
        if (!take(me)) {
            py::gil_scoped_release release;
            while (!take(me)) std::this_thread::yield();
        }
        mine().push_back(&h_);
    }
    ~BatchHold() { release(); }
    // Let the batch go before the call ends (before it emits a warning).
    void release() {
        if (!held_) return;
        held_ = false;
        auto& v = mine();
        for (size_t i = v.size(); i-- > 0;)
            if (v[i] == &h_) {
                v.erase(v.begin() + std::ptrdiff_t(i));
                break;
            }
        h_.pid.store(0, std::memory_order_release);
    }
    BatchHold(const BatchHold&) = delete;
    BatchHold& operator=(const BatchHold&) = delete;

private:
    bool take(int me) {
        int cur = h_.pid.load(std::memory_order_acquire);
        if (cur == me) return false;  // a thread of this process is in a call
        return h_.pid.compare_exchange_strong(cur, me, std::memory_order_acquire);
    }
    // The holds this thread has taken (at most a few: calls do not nest).
    static std::vector<const hp::CallHold*>& mine() {
        thread_local std::vector<const hp::CallHold*> held;
        return held;
    }
    hp::CallHold& h_;
    bool held_ = true;
};

// Every field array of a batch, as f(name, vector), in the order of the
// X-macro lists (player.hpp HP_PLAYER_FIELDS, objects.hpp HP_OBJECT_FIELDS).
#define HPB_VISIT(T, name, ...) f(#name, b.name);
template <class F>
void each_field(hp::PlayerBatch& b, F&& f) { HP_PLAYER_FIELDS(HPB_VISIT) }
template <class F>
void each_field(hp::ObjectBatch& b, F&& f) { HP_OBJECT_FIELDS(HPB_VISIT) }
#undef HPB_VISIT

// A batch class's field_names() (static, in declaration order) and
// field(name): a writable numpy view of that field's array, of shape
// shape(batch) in C order, that keeps the batch alive. what: "player" or
// "object", for the KeyError of an unknown name.
template <class Batch, class Shape>
void def_field_views(py::class_<Batch, std::shared_ptr<Batch>>& cls, const char* what, Shape shape) {
    cls.def_static("field_names", []() {
        py::list names;
        Batch empty;
        each_field(empty, [&](const char* name, auto&) { names.append(name); });
        return names;
    });
    cls.def(
        "field",
        [what, shape](py::object self, const std::string& which) -> py::array {
            Batch& b = self.cast<Batch&>();
            py::array view;
            bool found = false;
            each_field(b, [&](const char* name, auto& v) {
                using T = typename std::decay_t<decltype(v)>::value_type;
                if (found || which != name) return;
                view = py::array_t<T>(shape(b), v.data(), self);
                found = true;
            });
            if (!found) throw py::key_error(std::string("no ") + what + " field named '" + which + "'");
            return view;
        },
        py::arg("name"));
}

}  // namespace hpb
