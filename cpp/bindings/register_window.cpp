// hedgephys._core: the terrain window of the Gymnasium adapter (window.hpp).
#include "checks.hpp"
#include "hedgephys/window.hpp"

namespace hpb {

void register_window(py::module_& m) {
    m.def(
        "sample_window",
        [](py::handle image, int planes, int height, int width, py::handle x, py::handle y,
           py::handle layer, py::handle dx, py::handle dy) {
            if (planes < 1 || planes > 2) throw py::value_error("planes must be 1 or 2");
            if (height < 0 || height > 0x10000 || width < 0 || width > 0x10000)
                throw py::value_error("height and width must be 0..65536 pixels");
            const py::ssize_t size = py::ssize_t(planes) * (height + 1) * (width + 1);
            auto img = require<uint8_t>(image, "image", {size});
            auto xs = require<uint32_t>(x, "x", {-1});
            const py::ssize_t n = xs.shape(0);
            auto ys = require<uint32_t>(y, "y", {n});
            auto ls = require<uint8_t>(layer, "layer", {n});
            auto dxs = require<int32_t>(dx, "dx", {-1});
            auto dys = require<int32_t>(dy, "dy", {-1});
            for (py::ssize_t i = 0; i < n; ++i)
                if (ls.data()[i] >= planes && planes > 1)
                    throw py::value_error("layer codes are 0 (a) and 1 (b)");
            py::array_t<uint8_t> out({n, dys.shape(0), dxs.shape(0)});
            const hp::WindowImage view{img.data(), uint32_t(planes), uint32_t(height), uint32_t(width)};
            {
                py::gil_scoped_release release;
                hp::sample_window(view, xs.data(), ys.data(), ls.data(), size_t(n), dxs.data(),
                                  size_t(dxs.shape(0)), dys.data(), size_t(dys.shape(0)),
                                  out.mutable_data());
            }
            return out;
        },
        py::arg("image"), py::arg("planes"), py::arg("height"), py::arg("width"), py::arg("x"),
        py::arg("y"), py::arg("layer"), py::arg("dx"), py::arg("dy"),
        "Terrain image samples around each player: shape (n, len(dy), len(dx)), uint8.");
}

}  // namespace hpb
