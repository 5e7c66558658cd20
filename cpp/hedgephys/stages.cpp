// One frame with the player recorded at each stage (rules/scenario "stages"),
// on one thread, every object run: the scenario runner's within-frame view
// and the reference for step_batch's broad phase (batch.cpp).
#include "batch.hpp"

namespace hp {

std::vector<std::vector<Stage>> step_stages(PlayerBatch& b, ObjectBatch& o, const TileMap& map,
                                            const uint8_t* buttons) {
    // At most the player, then each object and its solid stage: 2 per object.
    const size_t cap = 2 * o.count + 2;
    std::vector<Player> snaps(cap);
    std::vector<uint8_t> tags(cap);
    std::vector<int32_t> index(cap);
    // Everything is allocated before the first player moves (an allocation
    // failure then changes nothing).
    std::vector<std::vector<Stage>> out(b.n);
    for (auto& stages : out) stages.reserve(cap);
    for (size_t e = 0; e < b.n; ++e) {
        StageLog log{snaps.data(), tags.data(), index.data(), 0, cap};
        Player p = b.load(e);
        frame_in_order(p, b.rules, map, buttons[e], &o, e, [&](bool control) {
            objects_take_level_frame(o, e, p);  // (oscillators.hpp)
            objects_frame(p, o, e, b.rules, map, control, &log);
            return true;
        });
        objects_oscillate(&o, e, p, b.rules);  // after the objects (oscillators.hpp)
        b.store(e, p);
        for (size_t j = 0; j < log.n; ++j) out[e].push_back({StageTag(tags[j]), index[j], snaps[j]});
    }
    return out;
}

}  // namespace hp
