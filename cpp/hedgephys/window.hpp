// The terrain window: samples of a per-pixel terrain image around each
// player (the Gymnasium adapter's observation, docs/gym.md). Not physics:
// the image is drawn from the map in Python; this only gathers from it.
#pragma once
#include <cstddef>
#include <cstdint>

namespace hp {

// image: planes x (height + 1) x (width + 1) bytes, row-major; the last row
// and column stand for every pixel outside the map. For player i (16.16
// words x[i], y[i], plane layer[i], or 0 with one plane) the output
// out[i][a][b] is the image at the pixel (x + dx[b], y + dy[a]), each
// coordinate a 16-bit word like the core's (left of 0 wraps to 65535 and up,
// outside the map).
// phases (optional, null: none) is the same image split by column phase for
// offsets `stride` apart: phases[plane][q][row][j] = pixels[plane][row][j *
// stride + q], j < ceil((width + 1) / stride) (zero past the row), so that a
// window row of such offsets is a run of contiguous bytes.
struct WindowImage {
    const uint8_t* pixels;
    uint32_t planes, height, width;
    const uint8_t* phases = nullptr;
    uint32_t stride = 0;
};
void sample_window(const WindowImage& image, const uint32_t* x, const uint32_t* y,
                   const uint8_t* layer, size_t n, const int32_t* dx, size_t nx, const int32_t* dy,
                   size_t ny, uint8_t* out);

}  // namespace hp
