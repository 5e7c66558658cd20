"""The broad phase kept between calls (cpp/hedgephys/broad_keep.hpp, docs/objects.md
"The broad phase"): a call takes the busy set the last call left only for the very
state it was found for. Stepped one frame a call, with the state written between
calls (objects moved, removed or reset, the player placed), every call must still
agree with step_stages, which runs every routine of every object every frame."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import hedgephys as hp
from broad_phase_world import FLOOR, WIDE, broad_phase_worlds
from hedgephys.objects import STATE_FIELDS, step_stages


def layout(start):
    """Solids, monitors, springs and moving platforms on both sides of the start."""
    out = []
    for k, dx in enumerate(range(-400, 420, 40)):
        x = start + dx
        kind = k % 4
        if kind == 0:
            out.append(hp.SolidBox(x, FLOOR - 8, 8, 8))
        elif kind == 1:
            out.append(hp.Monitor(x, FLOOR - 16))
        elif kind == 2:
            out.append(hp.JumpThrough(x, FLOOR - 40, 12, 4, motion=(1, 0) if k % 8 == 2 else None))
        else:
            out.append(hp.Hitbox(x, FLOOR - 30, 8, 8, reaction="hurt"))
    return out


WRITES = ["none", "none", "move_object", "remove_object", "reset_objects", "place_player", "player_speed"]


@settings(max_examples=40, deadline=None)
@given(start=st.integers(600, 1900), game=st.sampled_from(["s1", "s2", "s3k"]),
       calls=st.lists(st.tuples(st.integers(0, 31), st.integers(1, 3), st.sampled_from(WRITES),
                                st.integers(0, 20), st.integers(-300, 300)), min_size=10, max_size=40))
def test_one_frame_calls_with_writes_between_them_agree_with_stages(start, game, calls):
    objects = layout(start)
    (p1, o1), (p2, o2) = broad_phase_worlds(objects, start, game)
    for buttons, frames, write, j, dx in calls:
        for p, o in ((p1, o1), (p2, o2)):  # the same write to both worlds
            if write == "move_object":
                o.raw.x[0, j] = np.uint32((int(o.raw.x[0, j]) + (dx << 16)) & 0xFFFFFFFF)
            elif write == "remove_object":
                o.remove(j)
            elif write == "reset_objects":
                o.reset()
            elif write == "place_player":
                p.place(x=start + dx, y=FLOOR - 20, grounded=True)
            elif write == "player_speed":
                p.raw.gsp[0] = p.raw.xsp[0] = dx * 8
        seq = np.full((frames, 1), buttons, np.uint8)
        p1.step(WIDE, seq, objects=o1)
        for b in seq:
            step_stages(p2, WIDE, b, o2)
        for name in p1.fields:
            assert getattr(p1.raw, name)[0] == getattr(p2.raw, name)[0], (write, name)
        for name in STATE_FIELDS:
            assert np.array_equal(getattr(o1.raw, name), getattr(o2.raw, name)), (write, name)
