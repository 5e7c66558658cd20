// hedgephys._core: many sensor casts in one call (rules/terrain §5).
#include <memory>

#include "checks.hpp"
#include "hedgephys/sensors.hpp"

namespace hpb {

void register_sensors(py::module_& m) {
    py::class_<Terrain, std::shared_ptr<Terrain>>(m, "Terrain",
        "A validated map: holds the cell and tile arrays, so in-place edits are seen.")
        .def(py::init([](py::handle cells_a, py::handle cells_b, py::handle heights,
                         py::handle widths, py::handle angles, int wrap_x, int wrap_y,
                         py::handle loops) {
                 auto t = std::make_shared<Terrain>();
                 t->arrays = map_from(cells_a, cells_b, heights, widths, angles, wrap_x, wrap_y, loops);
                 t->arrays.view.invalid_seen = &t->invalid;
                 return t;
             }),
             py::arg("cells_a"), py::arg("cells_b"), py::arg("heights"), py::arg("widths"),
             py::arg("angles"), py::arg("wrap_x") = 0, py::arg("wrap_y") = 0,
             py::arg("loops") = py::none());
    m.def(
        "cast",
        [](Terrain& terrain, py::handle x, py::handle y, py::handle direction,
           py::handle solidity, py::handle layer, py::handle angle_in, bool cd_floor) {
            const hp::TileMap& view = terrain.view();
            auto xs = require<uint16_t>(x, "x", {-1});
            const py::ssize_t n = xs.shape(0);
            auto ys = require<uint16_t>(y, "y", {n});
            auto ds = require<uint8_t>(direction, "direction", {n});
            auto ss = require<uint8_t>(solidity, "solidity", {n});
            auto ls = require<uint8_t>(layer, "layer", {n});
            auto ai = require<uint8_t>(angle_in, "angle_in", {n});
            for (py::ssize_t i = 0; i < n; ++i) {
                if (ds.data()[i] > 3) throw py::value_error("direction codes are 0..3 (down, right, up, left)");
                if (ss.data()[i] > 1) throw py::value_error("solidity codes are 0 (top) and 1 (lrb)");
                if (ls.data()[i] > 1) throw py::value_error("layer codes are 0 (a) and 1 (b)");
            }
            py::array_t<int16_t> dist(n);
            py::array_t<uint8_t> angle(n);
            py::array_t<bool> written(n);
            py::array_t<uint16_t> tile(n);
            {
                py::gil_scoped_release release;
                for (py::ssize_t i = 0; i < n; ++i) {
                    // The register starts at the caller's preset (rules/terrain §5.5); a cast
                    // writes it exactly when it met a block with collision (tile != 0).
                    hp::Angle reg = ai.data()[i];
                    hp::CastResult r = hp::cast(view, xs.data()[i], ys.data()[i],
                                                hp::Direction(ds.data()[i]),
                                                hp::Solidity(ss.data()[i]), ls.data()[i],
                                                cd_floor, &reg);
                    dist.mutable_data()[i] = r.distance;
                    angle.mutable_data()[i] = reg;
                    written.mutable_data()[i] = r.tile != 0;
                    tile.mutable_data()[i] = r.tile;
                }
            }
            terrain.warn_if_invalid();
            return py::make_tuple(dist, angle, written, tile);
        },
        py::arg("terrain"), py::arg("x"), py::arg("y"), py::arg("direction"), py::arg("solidity"),
        py::arg("layer"), py::arg("angle_in"), py::arg("cd_floor"),
        "Cast sensors; returns (distance int16, angle register uint8, written bool, tile uint16).");
}

}  // namespace hpb
