// hedgephys._core: only the list of areas. Each register_*.cpp checks its
// arguments at the boundary, releases the GIL and calls a plain C++ kernel.
#include <pybind11/pybind11.h>

namespace py = pybind11;

namespace hpb {
void register_trig(py::module_& m);
void register_sensors(py::module_& m);
void register_players(py::module_& m);
void register_routines(py::module_& m);
void register_objects(py::module_& m);
void register_window(py::module_& m);
void register_vocabulary(py::module_& m);
void register_env(py::module_& m);
}  // namespace hpb

PYBIND11_MODULE(_core, m) {
    m.doc() = "hedgephys compiled core (private: use the hedgephys package)";
    hpb::register_trig(m);
    hpb::register_sensors(m);
    hpb::register_players(m);
    hpb::register_routines(m);
    hpb::register_objects(m);
    hpb::register_window(m);
    hpb::register_vocabulary(m);
    hpb::register_env(m);
}
