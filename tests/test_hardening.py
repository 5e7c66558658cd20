"""Nothing a user writes, restores or runs may crash the process (issue 13).

Each case started as a reproducer that crashed Python or read out of bounds;
each must now raise a clear Python exception or run to completion. The
parameter arrays of objects are read-only views, the core bounds every index
it reads (tiles.hpp TileMap::cell, objects.cpp height_at) and snapshots carry
a digest of what an object's state depends on.
"""
import threading
import warnings

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.objects import PARAMETER_FIELDS, STATE_FIELDS
from hedgephys.snapshot import SnapshotError


def sloped(width=16, heights=28):
    return hp.SlopedObject(400, 200, width, 16, heights=[0] * heights)


def test_a_snapshot_of_objects_with_another_height_pool_is_refused(world):
    _, t, p = world
    big = hp.Objects([sloped(200, 212)], 1)
    small = hp.Objects([sloped(16, 28)], 1)
    data = p.snapshot(objects=big)
    with pytest.raises(SnapshotError, match="other parameters"):
        p.restore(data, objects=small)
    # nothing was written: the small batch still steps normally
    p.place(x=250, y=150, grounded=False)
    p.step(t, np.zeros((60, 1), np.uint8), objects=small)


def test_a_snapshot_restores_into_objects_built_from_the_same_descriptions(world):
    _, t, p = world
    a = hp.Objects([sloped(), hp.SolidBox(300, 200, 16, 16)], 1)
    b = hp.Objects([sloped(), hp.SolidBox(300, 200, 16, 16)], 1)
    a.raw.x[0, 1] += 5 << 16
    p.restore(p.snapshot(objects=a), objects=b)
    for f in STATE_FIELDS:
        assert np.array_equal(getattr(a.raw, f), getattr(b.raw, f)), f


@pytest.mark.parametrize("name", PARAMETER_FIELDS)
def test_object_parameters_are_read_only(name):
    o = hp.Objects([sloped()], 1)
    arr = getattr(o.raw, name)
    with pytest.raises(ValueError, match="read-only"):
        arr[:] = 0
    with pytest.raises(ValueError):
        arr.flags.writeable = True


@pytest.mark.parametrize("name", STATE_FIELDS)
def test_object_state_stays_writable(name):
    o = hp.Objects([sloped()], 1)
    arr = getattr(o.raw, name)
    arr[:] = arr.copy()


@pytest.mark.parametrize("field, value, message", [
    ("heights_len", 0, "do not fit its height pool"),
    ("heights_off", 10 ** 6, "do not fit its height pool"),
    ("heights_len", 1000, "do not fit its height pool"),
    ("kind", 200, "has kind 200"),  # past any registry
])
def test_bad_parameters_behind_the_views_raise_before_stepping(world, field, value, message):
    # The core's own (writable) arrays, reached past the read-only views: the
    # check at the boundary names the object; nothing is read out of bounds.
    _, t, p = world
    o = hp.Objects([sloped()], 1)
    o._batch.field(field)[:] = value
    with pytest.raises(ValueError, match=message):
        p.step(t, 0, objects=o)


def test_a_solid_box_turned_sloped_behind_the_views_is_refused(world):
    _, t, p = world
    o = hp.Objects([hp.SolidBox(100, 200, 16, 16)], 1)
    o._batch.field("kind")[:] = 2
    with pytest.raises(ValueError, match="sloped object whose heights"):
        p.step(t, 0, objects=o)


def test_replace_changes_one_object_and_keeps_the_others_state(world):
    _, t, p = world
    o = hp.Objects([hp.SolidBox(100, 200, 16, 16), hp.SolidBox(300, 200, 16, 16)], 2)
    o.raw.x[:, 1] += 7 << 16
    o.replace(0, hp.JumpThrough(120, 210, 24, 8))
    assert o.kinds == ("platform", "solid")
    assert o.raw.x[0, 0] == 120 << 16 and o.raw.wr[0, 0] == 24
    assert o.raw.x[1, 1] == (300 + 7) << 16
    o.reset()
    assert o.raw.x[0, 1] == 300 << 16 and o.raw.x[0, 0] == 120 << 16
    with pytest.raises(IndexError):
        o.replace(2, hp.SolidBox(0, 0, 1, 1))
    with pytest.raises(TypeError):
        o.replace(0, "a box")


def test_a_layer_written_by_another_thread_during_a_step_is_masked(world):
    # The layers are checked before the GIL is released; a write made while
    # the step runs is masked in the core (tiles.hpp), never used as an index.
    _, t, _ = world
    players = hp.Players(4096)
    players.place(x=100, y=220)
    stop = threading.Event()

    def scribble():
        while not stop.is_set():
            players.raw.layer[:] = 200

    writer = threading.Thread(target=scribble)
    writer.start()
    try:
        for _ in range(10):
            try:
                players.step(t, np.zeros((100, 4096), np.uint8), threads=2)
            except ValueError as e:  # seen before the release: a clear error
                assert "layer" in str(e)
            players.raw.layer[:] = 0
    finally:
        stop.set()
        writer.join()


@pytest.mark.parametrize("which", ["cells", "heights", "angles"])
def test_a_resized_array_is_detected_not_read(world, which):
    c, t, p = world
    arr = {"cells": c, "heights": t.tileset.heights, "angles": t.tileset.angles}[which]
    if not arr.flags.owndata:
        pytest.skip("the tile set holds a copy")
    arr.resize((2000, 2000) if arr.ndim == 2 else (5000,), refcheck=False)
    with pytest.raises(ValueError, match="resized or reallocated"):
        p.step(t, 0)
    with pytest.raises(ValueError, match="resized or reallocated"):
        t.cast(x=[100], y=[200])


def test_validate_after_a_resize_takes_the_new_array(world):
    c, t, p = world
    c.resize((30, 120), refcheck=False)
    c[:] = 0
    c[25:, :] = 1
    t._cells_a = c
    t.validate()
    assert t.shape == (30, 120)
    p.place(x=100, y=380)
    p.step(t, np.zeros((5, 1), np.uint8))
    assert p.grounded[0] and p.y[0] == 380


# ----- promises the docs make (issue 13) ------------------------------------------------

@pytest.mark.parametrize("cells", [np.zeros((4, 4), np.int32), np.zeros((4, 8), np.uint16)[:, ::2]],
                         ids=["int32", "strided"])
def test_a_tilemap_that_must_copy_its_cells_warns(cells):
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    with pytest.warns(UserWarning, match="edits to your array will not be seen"):
        t = hp.TileMap(cells, tiles)
    cells[0, 0] = 1  # the warning is true: the map does not see it
    assert t.cells[0, 0] == 0


def test_a_tilemap_over_a_uint16_array_reads_it_in_place_without_warning():
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    cells = np.zeros((4, 4), np.uint16)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        t = hp.TileMap(cells, tiles)
    before = t.cast(20, 20).distance
    cells[2, 1] = 1  # a full block whose top is y = 32
    assert before != 11 and t.cast(20, 20).distance == 11  # the edit is seen (same counting as test_sensors)


def test_an_unpickled_uint16_array_is_read_in_place_without_warning():
    """An array from pickle (or Ray's object store) has an equal but not
    identical uint16 dtype: numpy gives the map a view, not a copy, so edits
    are seen and nothing is said."""
    import pickle
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    cells = pickle.loads(pickle.dumps(np.zeros((4, 4), np.uint16), protocol=5)).copy()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        t = hp.TileMap(cells, tiles)
    cells[2, 1] = 1
    assert t.cast(20, 20).distance == 11


def test_an_unknown_tile_edited_in_is_read_as_empty_and_the_step_warns(world):
    c, t, p = world
    q = hp.Players(1)
    q.place(x=100, y=220)
    c[15, 6] = 99  # under the player (x 96..111): tile 99 does not exist
    with pytest.warns(RuntimeWarning, match="names tile 99.*read it as empty"):
        p.step(t, 0)
    c[15, 6] = 0  # the same frame over an empty cell gives the same state
    q.step(t, 0)
    assert p.state() == q.state()


def test_an_object_motion_written_far_out_of_range_wraps_and_does_not_crash(world):
    """objects.raw.dx/dy are writable int32 motions; the constructors keep them
    to 16-bit speeds, but any value must be safe: fixed.hpp add_speed shifts
    unsigned, so 2**30 wraps like the 32-bit add instead of overflowing (the
    sanitizer job runs this file under UBSan)."""
    _, t, p = world
    o = hp.Objects([hp.SolidBox(100, 200, 16, 16, motion=(1.0, 0.0))], 1)
    o.raw.dx[:] = 2**30          # 2**30 << 8 is 0 modulo 2**32 ...
    o.raw.dy[:] = -(2**31)       # ... and so is -2**31 << 8
    x0, y0 = o.raw.x.copy(), o.raw.y.copy()
    for _ in range(3):
        p.step(t, 0, objects=o)
    assert (o.raw.x == x0).all() and (o.raw.y == y0).all()
    o.raw.dx[:] = 2**24 + 1      # wraps to a motion of 1/256 px per frame
    p.step(t, 0, objects=o)
    assert (o.raw.x == x0 + 256).all()
