// One frame of the objects of an environment (rules/objects §0.6): the player's
// hitbox scan first (the end of the player's own update, rules/terrain §10,
// rules/objects §8), then every object in list order; each object moves by its
// motion at the start of its own update, then runs its collision routine.
#include "objects.hpp"
#include "lazy_objects.hpp"
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

// Not inlined: the batch step is flattened (batch.cpp step_range), and with
// every kind's routine inlined into it the one-unit build's single function
// grew past what the compiler handles in reasonable time (the CI wheel took
// over 25 minutes to compile once about a hundred kinds were registered).
// One call per object that runs.
[[gnu::noinline]] SolidResult object_update(Player& p, ObjectBatch& o, size_t env, int32_t i, const Rules& r,
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
#define HP_KIND_CASE(id, name, file, traits, states, params) \
    case id:                                         \
        return kind_update_##name(p, o, k, i, r, map, log);
        HP_OBJECT_KIND_LIST(HP_KIND_CASE)
#undef HP_KIND_CASE
        default:
            return {};
    }
}

BusyNeed objects_frame(Player& p, ObjectBatch& o, size_t env, const Rules& r, const TileMap& map,
                       bool end_player, StageLog* log, const BusySet* quiet, LazyObjects* lazy) {
    const size_t base = env * o.count;
    // Events of the last frame: a busy set lists every object that has any.
    if (quiet)
        for (uint32_t a = 0; a < quiet->n_busy; ++a) o.events[base + quiet->busy[a]] = 0;
    else
        for (size_t j = 0; j < o.count; ++j) o.events[base + j] = 0;
    // The scan and Sonic_Loops end the control routine only: not the hurt
    // routine, also not on the frame it ends (S1 Sonic_Hurt, S2 Obj01_Hurt).
    if (end_player) {
        if (quiet) hitbox_scan(p, o, env, r, quiet->busy, quiet->n_busy);
        else hitbox_scan(p, o, env, r);
        player_frame_end(p, r, map);
    }
    if (log) log->add(p, STAGE_PLAYER, -1);
    BusyNeed need = NEED_NONE;
    uint32_t a = 0;  // the next entry of the busy list
    o.triggers_changed[env] = 0;
    for (size_t j = 0; j < o.count; ++j) {
        // Broad phase (broad_phase.cpp): while the player is inside the busy
        // set's span, an object not in its list is still, has x_prev = its
        // pixel X already, and would change nothing; so go straight to the
        // next listed one. Once an earlier object moves him out of the span,
        // every later object is tested.
        bool in_busy = false;
        if (quiet) {
            while (a < quiet->n_busy && quiet->busy[a] < j) ++a;
            if (quiet->covers(p)) {
                if (a == quiet->n_busy) break;
                j = quiet->busy[a];
            }
            in_busy = a < quiet->n_busy && quiet->busy[a] == j;
        }
        if (!log) {
            const Idle idle = object_idle(p, o, base + j, int32_t(j), r, lazy);
            if (idle != IDLE_NO) {
                if (idle == IDLE_STILL) o.x_prev[base + j] = pixel(o.x[base + j]);  // a stale one waits
                if (in_busy && need < NEED_REFRESH) need = NEED_REFRESH;  // a new span may skip it
                continue;
            }
        }
        if (quiet && !in_busy) need = NEED_FULL;  // a skipped object had to run
        if (lazy) lazy_catch_up(p, o, env, j, r, map, *lazy);  // frames it skipped, then this one
        object_update(p, o, env, int32_t(j), r, map, log);
        if (log) log->add(p, STAGE_OBJECT, int32_t(j));
        // It changed a level trigger (level_triggers.hpp): an object the busy
        // set skips may read it, so every later one is tested this frame and
        // the next refresh examines them all.
        if (o.triggers_changed[env] && quiet) {
            quiet = nullptr;
            need = NEED_FULL;
        }
    }
    return need;
}

}  // namespace hp
