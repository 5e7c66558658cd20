#include "window.hpp"

#include <cstdint>
#include <cstring>

namespace hp {
namespace {

// len bytes in 16-byte pieces (the last one overlapping), not a memcpy call.
inline void copy_run(uint8_t* dst, const uint8_t* src, size_t len) {
    if (len < 16) {
        for (size_t k = 0; k < len; ++k) dst[k] = src[k];
        return;
    }
    size_t k = 0;
    for (; k + 16 <= len; k += 16) std::memcpy(dst + k, src + k, 16);
    if (k < len) std::memcpy(dst + len - 16, src + len - 16, 16);
}

}  // namespace

void sample_window(const WindowImage& image, const uint32_t* x, const uint32_t* y,
                   const uint8_t* layer, size_t n, const int32_t* dx, size_t nx, const int32_t* dy,
                   size_t ny, uint8_t* out) {
    const size_t row_len = size_t(image.width) + 1, plane_len = (size_t(image.height) + 1) * row_len;
    const int64_t width = image.width;
    // Ascending offsets (the gym's windows) allow the direct path below.
    bool ascending = true, even = image.phases != nullptr && image.stride > 0;
    for (size_t b = 1; b < nx; ++b) {
        ascending = ascending && dx[b] > dx[b - 1];
        even = even && int64_t(dx[b]) - dx[b - 1] == int64_t(image.stride);
    }
    // With the phase image and offsets `stride` apart, the direct path copies runs.
    const size_t stride = image.stride, cols = even ? (row_len + stride - 1) / stride : 0;
    for (size_t i = 0; i < n; ++i) {
        const uint32_t px = x[i] >> 16, py = y[i] >> 16;
        const uint8_t* plane = image.pixels + (image.planes > 1 ? (layer[i] & 1) : 0) * plane_len;  // masked: the array may change during the call
        // Direct path: no sample wraps around the 16-bit word into the map
        // (px + dx stays below 65536, and a negative one wraps to >= width),
        // so samples [lo, hi) are the map pixels px + dx and the others are
        // outside (the padding column): the same values, without a wrap and
        // a clamp per sample.
        size_t lo = 0, hi = 0;
        const bool direct = ascending && nx > 0 && int64_t(px) + dx[nx - 1] < 0x10000 &&
                            int64_t(px) + dx[0] >= width - 0x10000;
        if (direct) {
            while (lo < nx && int64_t(px) + dx[lo] < 0) ++lo;
            hi = nx;
            while (hi > lo && int64_t(px) + dx[hi - 1] >= width) --hi;
        }
        const uint8_t* phase = nullptr;
        if (direct && even && lo < hi) {
            const size_t first = size_t(int64_t(px) + dx[lo]), q = first % stride;
            phase = image.phases + ((image.planes > 1 ? (layer[i] & 1) : 0) * stride + q) *
                                       (size_t(image.height) + 1) * cols + first / stride;
        }
        for (size_t a = 0; a < ny; ++a) {
            uint32_t sy = (py + uint32_t(dy[a])) & 0xFFFF;
            if (sy > image.height) sy = image.height;
            const uint8_t* row = plane + sy * row_len;
            if (phase) {
                copy_run(out + lo, phase + sy * cols, hi - lo);
                if (lo > 0 || hi < nx) {  // (the padding column: read only when needed)
                    const uint8_t outside = row[image.width];
                    for (size_t b = 0; b < lo; ++b) out[b] = outside;
                    for (size_t b = hi; b < nx; ++b) out[b] = outside;
                }
                out += nx;
                continue;
            }
            if (direct) {
                const uint8_t outside = row[image.width], *at = row + px;
                for (size_t b = 0; b < lo; ++b) out[b] = outside;
                for (size_t b = lo; b < hi; ++b) out[b] = at[dx[b]];
                for (size_t b = hi; b < nx; ++b) out[b] = outside;
                out += nx;
                continue;
            }
            for (size_t b = 0; b < nx; ++b) {
                uint32_t sx = (px + uint32_t(dx[b])) & 0xFFFF;
                if (sx > image.width) sx = image.width;
                *out++ = row[sx];
            }
        }
    }
}

}  // namespace hp
