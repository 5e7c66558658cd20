"""The batch engine: threads, rollouts, snapshots, resets (bit-exact)."""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys.snapshot import SnapshotError
from helpers import digest, hills_map, make


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_bit_identical_for_1_2_4_threads(game):
    tm = hills_map(2, cols=64)
    buttons = np.random.default_rng(7).integers(0, 32, (600, 97), dtype=np.uint8)
    digests = set()
    records = []
    for threads in (1, 2, 4):
        p = make(97, game)
        rec = p.step(tm, buttons, threads=threads, record=["x", "y", "gsp", "events"])
        digests.add(digest(p))
        records.append(b"".join(a.tobytes() for a in rec.values()))
    assert len(digests) == 1 and len(set(records)) == 1


def test_rollout_records_every_frame():
    tm = hills_map(0)
    buttons = np.random.default_rng(1).integers(0, 32, (50, 8), dtype=np.uint8)
    p = make(8)
    q = make(8)
    out = {"x": np.zeros((50, 8), np.uint32), "angle": np.zeros((50, 8), np.uint8)}
    assert p.step(tm, buttons, record=out) is out
    for k in range(50):
        q.step(tm, buttons[k])
        assert np.array_equal(out["x"][k], q.raw.x)
        assert np.array_equal(out["angle"][k], q.raw.angle)


@pytest.mark.parametrize("n, frames, threads", [(130, 150, 1), (130, 150, 2), (64, 64, 1), (65, 1, 3),
                                                (1, 129, 1)])
def test_long_call_equals_one_call_per_frame_across_blocks(n, frames, threads):
    """The batch step goes through players in blocks and frames in chunks of 64,
    and buffers recorded fields per chunk (batch.cpp, to keep button reads and
    record writes in cache): the result of one long call, every recorded field
    and the objects included, equals one call per frame."""
    tm = hills_map(4, cols=64)
    buttons = np.random.default_rng(11).integers(0, 32, (frames, n), dtype=np.uint8)

    def objects():
        return hp.Objects([hp.SolidBox(200, 16 * 18 - 16, 16, 16), hp.Monitor(420, 16 * 18 - 16),
                           hp.JumpThrough(600, 16 * 18 - 60, 32, 8)], n, "s2")

    p, po = make(n), objects()
    rec = p.step(tm, buttons, objects=po, record=list(p.fields), threads=threads)
    q, qo = make(n), objects()
    for k in range(frames):
        q.step(tm, buttons[k], objects=qo)
        for name in p.fields:
            assert np.array_equal(rec[name][k], getattr(q.raw, name)), (name, k)
    assert digest(p) == digest(q)
    for name, arr in vars(po.raw).items():
        assert np.array_equal(arr, getattr(qo.raw, name)), name


@pytest.mark.parametrize("record, err, words", [
    ({"x": np.zeros((5, 4), np.uint32)}, ValueError, "shape"),
    ({"x": np.zeros((3, 4), np.int32)}, TypeError, "uint32"),
    ({"x": np.zeros((4, 3), np.uint32).T}, ValueError, "C-contiguous"),
    ({"nope": np.zeros((3, 4), np.uint32)}, KeyError, "nope"),
    (["nope"], KeyError, "nope"),
])
def test_rollout_rejects_bad_record_arrays(record, err, words):
    tm = hills_map(0)
    p = make(4)
    before = digest(p)
    with pytest.raises(err, match=words):
        p.step(tm, np.zeros((3, 4), np.uint8), record=record)
    assert digest(p) == before


def test_read_only_record_array_is_rejected():
    tm = hills_map(0)
    p = make(4)
    a = np.zeros((3, 4), np.uint32)
    a.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        p.step(tm, np.zeros((3, 4), np.uint8), record={"x": a})


@pytest.mark.parametrize("threads", [0, -1, 257])
def test_thread_count_out_of_range(threads):
    p = make(4)
    before = digest(p)
    with pytest.raises(ValueError, match="threads"):
        p.step(hills_map(0), np.zeros(4, np.uint8), threads=threads)
    assert digest(p) == before


def test_restore_mid_run_gives_the_same_next_1000_frames():
    tm = hills_map(3, cols=64)
    rng = np.random.default_rng(5)
    first = rng.integers(0, 32, (300, 16), dtype=np.uint8)
    rest = rng.integers(0, 32, (1000, 16), dtype=np.uint8)
    p = make(16)
    p.step(tm, first)
    snap = p.snapshot()
    original = p.step(tm, rest, record=["x", "y", "xsp", "ysp", "gsp", "angle", "airborne"])
    q = make(16, seed=99)  # a different state, overwritten by the restore
    q.restore(snap)
    again = q.step(tm, rest, record=list(original))
    for k in original:
        assert np.array_equal(original[k], again[k]), k
    assert digest(p) == digest(q)


def test_snapshot_of_chosen_environments():
    tm = hills_map(0)
    p = make(6)
    p.step(tm, np.random.default_rng(0).integers(0, 32, (40, 6), dtype=np.uint8))
    snap = p.snapshot([1, 4])
    q = make(3, seed=3)
    q.restore(snap, np.array([True, False, True]))
    for name in p.fields:
        assert getattr(q.raw, name)[0] == getattr(p.raw, name)[1]
        assert getattr(q.raw, name)[2] == getattr(p.raw, name)[4]


@pytest.mark.parametrize("mangle, words", [
    (lambda b: b[:-1] + bytes([b[-1] ^ 1]), "corrupted"),
    (lambda b: b[:40] + bytes([b[40] ^ 0x10]) + b[41:], "corrupted"),
    (lambda b: b"XXXX" + b[4:], "magic"),
    (lambda b: b[:10], "magic|corrupted"),
])
def test_corrupted_snapshot_is_rejected_and_changes_nothing(mangle, words):
    p = make(4)
    snap = p.snapshot()
    q = make(4, seed=2)
    before = digest(q)
    with pytest.raises(SnapshotError, match=words):
        q.restore(mangle(snap))
    assert digest(q) == before


@pytest.mark.parametrize("other, words", [
    (dict(game="s1"), "game"), (dict(character="tails"), "character"),
    (dict(fixes=["fix_sine_table"]), "fixes"),
])
def test_mismatched_snapshot_is_rejected(other, words):
    snap = hp.Players(2, **other).snapshot()
    q = hp.Players(2)
    before = digest(q)
    with pytest.raises(SnapshotError, match=words):
        q.restore(snap)
    assert digest(q) == before


def test_snapshot_size_mismatch():
    with pytest.raises(SnapshotError, match="environments"):
        hp.Players(3).restore(hp.Players(2).snapshot())


def test_reset_by_mask():
    tm = hills_map(0)
    p = make(4)
    p.step(tm, np.full((30, 4), hp.R, np.uint8))
    x = p.raw.x.copy()
    p.reset(np.array([True, False, True, False]))
    assert p.raw.x[0] == 0 and p.raw.x[2] == 0
    assert p.raw.x[1] == x[1] and p.raw.x[3] == x[3]
    with pytest.raises(ValueError, match="mask"):
        p.reset(np.array([True, False]))
