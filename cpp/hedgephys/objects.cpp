// One frame of the objects of an environment (rules/objects §0.6): the player's
// hitbox scan first (the end of the player's own update, rules/terrain §10,
// rules/objects §8), then every object in list order; each object moves by its
// motion at the start of its own update, then runs its collision routine.
#include "objects.hpp"
#include "sensors.hpp"

namespace hp {

// ObjFloorDist: a downward cast from the object's bottom (x, y + hr - 1) on the
// top solidity bit, layer A (rules/scenario: radius 15 for a 16 px block; the
// knocked-up monitor probes the same way).
int32_t object_floor_distance(const ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    Angle a = 0;
    return cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) + o.hr[k] - 1), CAST_DOWN, SOLID_TOP, 0,
                r.traits.cd_floor, &a)
        .distance;
}

// A falling object: y moves by ysp, gravity is added, and it lands (on the
// floor, idle) when ObjFloorDist is negative. The knocked-up monitor (S1 26
// Monitor.asm: ObjectFall, gravity 0x38; rules/scenario) and the push block
// falling off a ledge (S1 33 Pushable Blocks.asm: SpeedToPos, addi.w
// #$18,obVelY; rules/objects §6 step 7).
void object_fall(ObjectBatch& o, size_t k, int32_t gravity, const Rules& r, const TileMap& map) {
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    o.ysp[k] = w16(o.ysp[k] + gravity);
    const int32_t d = object_floor_distance(o, k, r, map);
    if (d < 0) {
        o.y[k] = add_pixels(o.y[k], d);
        o.ysp[k] = 0;
        o.state[k] = ST_IDLE;
    }
}

SolidResult object_update(Player& p, ObjectBatch& o, size_t env, int32_t i, const Rules& r,
                          const TileMap& map, StageLog* log) {
    const size_t k = env * o.count + size_t(i);
    o.x_prev[k] = pixel(o.x[k]);
    if (!o.present[k]) {
        release_false_standing(p, o, k, i, r);  // a removed object (rules/objects §11 Q4)
        o.standing[k] = 0;
        o.pushed[k] = 0;
        return {};
    }
    // rules/scenario: objects move by their motion before their collision.
    o.x[k] = add_speed(o.x[k], o.dx[k]);
    o.y[k] = add_speed(o.y[k], o.dy[k]);
    // The kind's routine (object_kinds.hpp), a switch made from the registry.
    switch (o.kind[k]) {
#define HP_KIND_CASE(id, name, file, states, params) \
    case id:                                         \
        return kind_update_##name(p, o, k, i, r, map, log);
        HP_OBJECT_KIND_LIST(HP_KIND_CASE)
#undef HP_KIND_CASE
        default:
            return {};
    }
}

bool objects_frame(Player& p, ObjectBatch& o, size_t env, const Rules& r, const TileMap& map,
                   bool end_player, StageLog* log, const QuietSpan* quiet) {
    const size_t base = env * o.count;
    for (size_t j = 0; j < o.count; ++j) o.events[base + j] = 0;
    // The scan and Sonic_Loops end the control routine only: not the hurt
    // routine, also not on the frame it ends (S1 Sonic_Hurt, S2 Obj01_Hurt).
    if (end_player) {
        hitbox_scan(p, o, env, r, quiet ? quiet->busy : ~uint64_t(0));
        player_frame_end(p, r, map);
    }
    if (log) log->add(p, STAGE_PLAYER, -1);
    bool stale = false;
    for (size_t j = 0; j < o.count; ++j) {
        // Broad phase (broad_phase.cpp): an object the quiet span knows to be
        // idle, while the player is still inside it, is still and has
        // x_prev = its pixel X already; any other idle object would only
        // record x_prev. So while the player is inside the span, go straight
        // to the next busy object (objects past the 64th are never busy then).
        if (quiet && quiet->covers(p)) {
            j = j < 64 ? next_in_mask(quiet->busy, j) : 64;
            if (j >= 64) break;
        }
        const bool in_busy = quiet && quiet->is_busy(j);
        if (!log && object_idle(p, o, base + j, int32_t(j), r)) {
            o.x_prev[base + j] = pixel(o.x[base + j]);
            stale |= in_busy;  // no longer busy: a new span may skip it
            continue;
        }
        stale |= quiet && !in_busy;  // a skipped object had to run
        object_update(p, o, env, int32_t(j), r, map, log);
        if (log) log->add(p, STAGE_OBJECT, int32_t(j));
    }
    return stale;
}

}  // namespace hp
