#include "window.hpp"

namespace hp {

void sample_window(const WindowImage& image, const uint32_t* x, const uint32_t* y,
                   const uint8_t* layer, size_t n, const int32_t* dx, size_t nx, const int32_t* dy,
                   size_t ny, uint8_t* out) {
    const size_t row_len = size_t(image.width) + 1, plane_len = (size_t(image.height) + 1) * row_len;
    for (size_t i = 0; i < n; ++i) {
        const uint32_t px = x[i] >> 16, py = y[i] >> 16;
        const uint8_t* plane = image.pixels + (image.planes > 1 ? (layer[i] & 1) : 0) * plane_len;  // masked: the array may change during the call
        for (size_t a = 0; a < ny; ++a) {
            uint32_t sy = (py + uint32_t(dy[a])) & 0xFFFF;
            if (sy > image.height) sy = image.height;
            const uint8_t* row = plane + sy * row_len;
            for (size_t b = 0; b < nx; ++b) {
                uint32_t sx = (px + uint32_t(dx[b])) & 0xFFFF;
                if (sx > image.width) sx = image.width;
                *out++ = row[sx];
            }
        }
    }
}

}  // namespace hp
