// hedgephys._core: the sine and arctangent tables, vectorized (rules/terrain §3).
#include "checks.hpp"
#include "hedgephys/trig.hpp"

namespace hpb {

void register_trig(py::module_& m) {
    m.def(
        "sine_table", [](bool fixed) {
            py::array_t<int16_t> out(256);
            const int16_t* t = hp::sine_table(fixed);
            std::copy(t, t + 256, out.mutable_data());
            return out;
        },
        py::arg("fixed") = false, "The 256-entry sine table (fixed=True: entries 0x93/0xED = -115).");

    m.def(
        "calc_angle", [](py::handle x, py::handle y) {
            auto xs = require<int16_t>(x, "x", {-1});
            auto ys = require<int16_t>(y, "y", {xs.shape(0)});
            py::array_t<uint8_t> out(xs.shape(0));
            const int16_t* px = xs.data();
            const int16_t* py_ = ys.data();
            uint8_t* po = out.mutable_data();
            const py::ssize_t n = xs.shape(0);
            {
                py::gil_scoped_release release;
                for (py::ssize_t i = 0; i < n; ++i) po[i] = hp::calc_angle(px[i], py_[i]);
            }
            return out;
        },
        py::arg("x"), py::arg("y"), "CalcAngle over int16 arrays (rules/terrain §3).");
}

}  // namespace hpb
