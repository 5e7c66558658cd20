// The camera's binding (docs/camera.md): its events and placement.
#pragma once
#include <memory>

#include "checks.hpp"
#include "hedgephys/player.hpp"

namespace hpb {

// Every player's bounds back at the act's start and his camera on him.
void restart_cameras(hp::PlayerBatch& b);
void register_camera(py::class_<hp::PlayerBatch, std::shared_ptr<hp::PlayerBatch>>& cls);

}  // namespace hpb
