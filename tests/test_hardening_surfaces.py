"""The surfaces added after the first hardening pass must not abort, hang or
leave stale state (issue 20): real-level loading, level pictures, warnings
raised during a step, the Gymnasium environments' observation and reset,
snapshots and videos.

Each test started as a reproducer that hung, left stale state or ended in a
bare traceback; each must now raise a clear error naming the argument or the
file (the command line: one line on stderr, exit 2), or work. A case that
could hang runs in a thread the test waits on for a bounded time.
"""
import json
import os
import struct
import threading
import warnings
import zlib

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.cli import main
from hedgephys.draw import MAX_IMAGE_PIXELS, MAX_SCALE, level_image
from hedgephys.levels import LevelDataError
from hedgephys.snapshot import MAGIC, SnapshotError

WAIT = 60  # seconds a case that used to hang may take before the test calls it hung


def finishes(fn, *args, **kwargs):
    """Run fn in a daemon thread; its result or exception, or fail if it is
    still running after WAIT seconds (a hang)."""
    box = {}

    def run():
        try:
            box["value"] = fn(*args, **kwargs)
        except BaseException as e:   # noqa: BLE001  (handed back to the test)
            box["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(WAIT)
    assert not t.is_alive(), f"{getattr(fn, '__name__', fn)} still running after {WAIT} s (a hang)"
    if "error" in box:
        raise box["error"]
    return box.get("value")


def one_line_error(capsys, argv):
    """Run the command line; assert exit 2 and one line on stderr; return it."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err


def replace_file(root, rel, make):
    path = root.joinpath(*rel.split("/"))
    path.unlink()
    make(path)
    return path


# ----- levels.load: only regular files, every read bounded ------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize("game, act, rel", [
    ("s1", "ghz1", "levels/ghz1.bin"),
    ("s2", "ehz1", "level/layout/EHZ_1.kos"),
    ("s3k", "aiz1", "Levels/Misc/angles.bin"),
])
def test_a_fifo_among_the_files_is_named_not_waited_on(fresh, game, act, rel):
    replace_file(fresh[game], rel, os.mkfifo)
    with pytest.raises(LevelDataError, match=f"{rel}: a FIFO, not a regular file"):
        finishes(hp.levels.load, fresh[game], act)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
@pytest.mark.parametrize("game, act, rel", [
    ("s1", "ghz1", "collide/GHZ.bin"),
    ("s2", "ehz1", "mappings/128x128/EHZ_HTZ.kos"),
    ("s3k", "aiz1", "Levels/AIZ/Start Location/Sonic/1.bin"),
])
def test_a_link_to_dev_zero_is_named_not_read(fresh, game, act, rel):
    replace_file(fresh[game], rel, lambda p: os.symlink("/dev/zero", p))
    with pytest.raises(LevelDataError, match=f"{rel}: a device, not a regular file"):
        finishes(hp.levels.load, fresh[game], act)


def test_a_folder_in_place_of_a_file_is_named(fresh):
    rel = "level/objects/EHZ_1.bin"
    replace_file(fresh["s2"], rel, lambda p: p.mkdir())
    with pytest.raises(LevelDataError, match=f"{rel}: (a folder, not a regular file|cannot be read)"):
        hp.levels.load(fresh["s2"], "ehz1")


@pytest.mark.parametrize("game, act, rel, limit", [
    ("s1", "ghz1", "levels/ghz1.bin", hp.levels.s1.LAYOUT_MAX),
    ("s1", "ghz1", "collide/GHZ.bin", hp.levels.s1.INDEX_MAX),
    ("s2", "ehz1", "level/objects/EHZ_1.bin", hp.levels.common.OBJECT_LAYOUT_MAX),
    ("s2", "ehz1", "mappings/128x128/EHZ_HTZ.kos", hp.levels.kosinski.max_input(1 << 17)),
    ("s3k", "aiz1", "Levels/AIZ/Layout/1.bin", hp.levels.s3k.LAYOUT_MAX),
])
def test_a_file_larger_than_its_format_is_named(fresh, game, act, rel, limit):
    path = fresh[game].joinpath(*rel.split("/"))
    with open(path, "ab") as f:
        f.truncate(limit + 1)   # sparse: no disk is written
    with pytest.raises(LevelDataError, match=f"{rel}: larger than the {limit} bytes"):
        hp.levels.load(fresh[game], act)


def test_a_file_exactly_as_large_as_its_format_allows_is_read(fresh):
    rel = "level/objects/EHZ_1.bin"   # records past the end marker are never read
    path = fresh["s2"].joinpath(*rel.split("/"))
    with open(path, "ab") as f:
        f.truncate(hp.levels.common.OBJECT_LAYOUT_MAX)
    assert len(hp.levels.load(fresh["s2"], "ehz1", objects="path").objects) == 2   # its two swappers


def test_a_fixed_size_file_is_read_only_as_far_as_its_format_goes(fresh):
    rel = "Levels/Misc/angles.bin"
    path = fresh["s3k"].joinpath(*rel.split("/"))
    with open(path, "ab") as f:
        f.write(b"\xee" * 4096)   # the rest is not read, as before
    assert np.array_equal(hp.levels.load(fresh["s3k"], "aiz1").tilemap.tileset.angles[:256],
                          np.frombuffer(path.read_bytes()[:256], np.uint8))


EMPTY_INDEX = [("s1", "ghz1", "collide/GHZ.bin", b""),
               ("s2", "ehz1", "collision/EHZ and HTZ primary 16x16 collision index.kos",
                b"\x02\x00\x00\xf0\x00")]   # a Kosinski stream of nothing


@pytest.mark.parametrize("game, act, rel, data", EMPTY_INDEX)
def test_an_empty_collision_index_is_named(fresh, game, act, rel, data):
    fresh[game].joinpath(*rel.split("/")).write_bytes(data)
    with pytest.raises(LevelDataError, match=f"{rel}: the collision index is empty"):
        hp.levels.load(fresh[game], act)


@pytest.mark.parametrize("game, act, rel, data", EMPTY_INDEX)
def test_an_empty_collision_index_in_the_command_line(fresh, tmp_path, capsys, game, act, rel, data):
    fresh[game].joinpath(*rel.split("/")).write_bytes(data)
    assert "the collision index is empty" in one_line_error(capsys, ["level", str(fresh[game]), act])
    doc = {"format": "hedgephys-scenario/1", "level": {"checkout": str(fresh[game]), "act": act},
           "player": {}, "inputs": [["R", 10]]}
    path = tmp_path / "run.json"
    path.write_text(json.dumps(doc))
    assert "the collision index is empty" in one_line_error(capsys, ["trace", str(path)])


# ----- level pictures: bounded scale and size --------------------------------------------------

def test_level_image_scale_is_bounded(co):
    lv = hp.levels.load(co["s2"], "ehz1")
    assert level_image(lv, scale=MAX_SCALE).shape[2] == 4
    for scale in (MAX_SCALE + 1, 1_000_000):
        with pytest.raises(ValueError, match=f"scale must be an int from 1 to {MAX_SCALE}"):
            finishes(level_image, lv, scale=scale)


def test_level_image_size_is_bounded():
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    big = hp.TileMap(np.zeros((4096, 4096), np.uint16), tiles)      # the largest map: 65536 x 65536 px
    with pytest.raises(ValueError, match=f"more than {MAX_IMAGE_PIXELS}"):
        level_image(big)
    assert level_image(big, (0, 0, 64, 32), scale=2).shape == (16, 32, 4)


def test_level_image_names_a_missing_tile():
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    tm = hp.TileMap(np.zeros((4, 4), np.uint16), tiles)
    tm.cells[2, 3] = 7
    with pytest.raises(ValueError, match=r"tilemap.cells\[2, 3\] names tile 7 but the tile set has only 2"):
        level_image(tm)


@pytest.mark.parametrize("extra, message", [
    (["--png", "{tmp}/out.xyz"], "must end in .png, got"),
    (["--png", "{tmp}/out.png", "--scale", "1000000"], "scale must be an int from 1 to 256"),
])
def test_level_png_arguments_in_the_command_line(co, tmp_path, capsys, extra, message):
    pytest.importorskip("matplotlib")
    argv = ["level", str(co["s2"]), "ehz1"] + [a.replace("{tmp}", str(tmp_path)) for a in extra]
    assert message in finishes(one_line_error, capsys, argv)
    assert not list(tmp_path.iterdir())


# ----- a warnings hook that calls the batch being stepped ------------------------------------

def test_a_warnings_hook_may_step_the_batch_that_warned(world):
    c, t, p = world
    c[15, 6] = 99   # a missing tile under the player: the step warns
    calls = []

    def hook(message, category, *rest):
        if not calls:                     # (the nested step warns too)
            calls.append(str(message))
            p.step(t, 0)                  # the same batch, from inside the warning

    def run():
        with warnings.catch_warnings():
            warnings.simplefilter("always")
            warnings.showwarning = hook
            p.step(t, 0)

    finishes(run)
    assert len(calls) == 1 and "names tile 99" in calls[0]


def test_a_call_on_a_batch_from_inside_its_own_call_raises(world):
    c, t, p = world

    class Key:   # the binding reads a record key's name while it holds the batch
        def __str__(self):
            p.step(t, 0)
            return "x"

    record = {Key(): np.zeros((1, 1), np.uint32)}
    before = p.raw.x.copy()
    with pytest.raises(RuntimeError, match="already in a call on this thread"):
        finishes(p._batch.step, t._terrain, np.zeros(1, np.uint8), None, 1, record)
    assert np.array_equal(p.raw.x, before)
    p.step(t, 0)   # the batch is free again


# ----- the Gymnasium environments --------------------------------------------------------------

@pytest.fixture
def gym():
    return pytest.importorskip("hedgephys.gym")


def _arrays(env):
    """Copies of every array of an environment's state and outputs."""
    sim = env._sim
    out = {f"raw.{k}": v.copy() for k, v in vars(sim.players.raw).items()}
    out.update({f"obs.{k}": v.copy() for k, v in sim._arrays.obs.items()})
    out["steps"] = sim.steps.copy()
    return out


def _same(a, b):
    assert a.keys() == b.keys()
    for k in a:
        assert np.array_equal(a[k], b[k]), k


def test_a_missing_tile_edited_into_the_map_is_named_and_the_window_redrawn(gym):
    env = gym.HedgephysEnv(window_radius=4, window_stride=16)
    env.reset(seed=0)
    tm = env.level.tilemap
    old = tm.cells[3, 2]
    tm.cells[3, 2] = 999
    for _ in range(2):   # every step says so, none goes on with the old picture
        with pytest.raises(ValueError, match=r"tilemap.cells\[3, 2\] names tile 999"):
            env.step(0)
    tm.cells[3, 2] = old
    ref = gym.HedgephysEnv(window_radius=4, window_stride=16)
    tm.cells[:, 20:24] = 1  # a new wall in the window: the next observation shows it
    ref.level.tilemap.cells[:, 20:24] = 1
    ref.reset(seed=0)
    env.reset(seed=0)
    a, b = env.step(hp.R)[0], ref.step(hp.R)[0]
    assert np.array_equal(a["terrain"], b["terrain"]) and a["terrain"].any()


def test_a_failing_reset_changes_nothing(gym):
    env = gym.HedgephysEnv(start_jitter=4)
    env.reset(seed=3)
    for _ in range(5):
        env.step(hp.R)
    before, rng = _arrays(env), env.np_random.bit_generator.state
    tm = env.level.tilemap
    tm.cells[0, 0] = 999
    with pytest.raises(ValueError, match="names tile 999"):
        env.reset(seed=4)
    tm.cells[0, 0] = 0
    with pytest.raises(ValueError, match="inside the map"):
        env.reset(options={"x": 2})            # inside, but the jitter reaches x = -2
    _same(before, _arrays(env))
    assert env.np_random.bit_generator.state == rng


def test_a_failing_vector_reset_changes_nothing(gym):
    vec = gym.HedgephysVectorEnv(3, start_jitter=2)
    vec.reset(seed=1)
    vec.step(np.full(3, hp.R))
    before, rngs = _arrays(vec), [r.bit_generator.state for r in vec._rngs]
    with pytest.raises(ValueError, match="inside the map"):
        vec.reset(seed=9, options={"x": np.array([100.0, 100.0, 1e6])})
    vec.level.tilemap.cells[0, 0] = 999
    with pytest.raises(ValueError, match="names tile 999"):
        vec.reset(seed=9)
    _same(before, _arrays(vec))
    assert [r.bit_generator.state for r in vec._rngs] == rngs


def test_a_failing_autoreset_step_changes_nothing(gym):
    vec = gym.HedgephysVectorEnv(2, max_episode_steps=1, objects=[hp.SolidBox(300, 170, 16, 16)])
    vec.reset(seed=0)
    vec.step(np.full(2, hp.R))                  # both end: the next step resets them
    vec.objects.raw.x[:] += 5 << 16
    before, objects = _arrays(vec), vec.objects.raw.x.copy()
    vec.level.tilemap.cells[0, 0] = 999
    with pytest.raises(ValueError, match="names tile 999"):
        vec.step(np.full(2, hp.R))
    _same(before, _arrays(vec))
    assert np.array_equal(vec.objects.raw.x, objects)


@pytest.mark.parametrize("kwargs, message", [
    (dict(max_episode_steps=2 ** 63), r"max_episode_steps must be <= 9223372036854775807"),
    (dict(window_stride=65537), r"window_stride must be <= 65536"),
    (dict(window_stride=10 ** 9), r"window_stride must be <= 65536"),
    (dict(window_radius=4097, window_stride=8), r"window_radius \* window_stride must be <= 32768"),
])
def test_limits_of_the_environment_arguments(gym, kwargs, message):
    with pytest.raises(ValueError, match=message):
        gym.HedgephysEnv(**kwargs)
    with pytest.raises(ValueError, match=message):
        gym.HedgephysVectorEnv(2, **kwargs)


def test_the_largest_accepted_arguments_work(gym):
    env = gym.HedgephysEnv(max_episode_steps=2 ** 63 - 1, window_radius=0, window_stride=65536)
    env.reset(seed=0)
    obs, _, _, truncated, _ = env.step(hp.R)
    assert obs["terrain"].shape == (1, 1) and not truncated
    env = gym.HedgephysEnv(window_radius=4096, window_stride=8)
    assert env.reset(seed=0)[0]["terrain"].shape == (8193, 8193)


def test_the_window_phases_equal_their_definition(gym):
    env = gym.HedgephysEnv(window_radius=3, window_stride=7)
    view = env._sim._view
    for stride in (1, 7, 1000, 65536):
        image, planes, h, w, phases = view.source(stride)
        cols = -(-(w + 1) // stride)
        want = np.zeros((planes, stride, h + 1, cols), np.uint8)
        img = image.reshape(planes, h + 1, w + 1)
        for q in range(min(stride, w + 1)):
            part = img[:, :, q::stride]
            want[:, q, :, :part.shape[2]] = part
        assert np.array_equal(phases, want.ravel()), stride


# ----- snapshots ------------------------------------------------------------------------------

def _blob(header: bytes, body: bytes = b"") -> bytes:
    blob = MAGIC + struct.pack("<I", len(header)) + header + body
    return blob + struct.pack("<I", zlib.crc32(blob))


@pytest.mark.parametrize("header, message", [
    (b"[1, 2]", "a JSON list, not an object"),
    (b"3", "a JSON int, not an object"),
    (b'"version"', "a JSON str, not an object"),
    (b"null", "a JSON NoneType, not an object"),
    (b"[" * 100_000 + b"]" * 100_000, "unreadable"),
    (b"{", "unreadable"),
])
def test_a_snapshot_header_that_is_not_an_object_is_refused(header, message):
    p = hp.Players(2)
    before = p.raw.x.copy()
    with pytest.raises(SnapshotError, match=message):
        p.restore(_blob(header))
    assert np.array_equal(p.raw.x, before)


def test_a_snapshot_header_length_past_the_end_is_refused():
    data = bytearray(hp.Players(1).snapshot())
    data[len(MAGIC):len(MAGIC) + 4] = struct.pack("<I", 10 ** 9)
    blob = bytes(data[:-4])
    with pytest.raises(SnapshotError, match="header length 1000000000 runs past"):
        hp.Players(1).restore(blob + struct.pack("<I", zlib.crc32(blob)))


# ----- videos ---------------------------------------------------------------------------------

def test_video_arguments(gym, tmp_path):
    import hedgephys.video as hv

    env = gym.HedgephysEnv(render_mode="rgb_array")
    vec = gym.HedgephysVectorEnv(2, render_mode="rgb_array")
    for kwargs, message in [(dict(steps=0), "steps must be an int >= 1"),
                            (dict(steps=5, every=0), "every must be an int >= 1"),
                            (dict(steps=5, every=-2), "every must be an int >= 1"),
                            (dict(steps=5, index=1), "index must be 0 for a single environment")]:
        with pytest.raises(ValueError, match=message):
            hv.episode_frames(env, **kwargs)
    for index in (2, -1, True, 0.5):
        with pytest.raises(ValueError, match=r"index must be a sub-environment index 0..1"):
            hv.episode_frames(vec, 5, index=index)
    images = np.zeros((2, 8, 8, 3), np.uint8)
    for fps in (0, -1, 1e-9, float("nan"), float("inf"), 1e6, True, "30"):
        with pytest.raises(ValueError, match="fps must be a number from 0.01 to 1000"):
            hv.write(images, tmp_path / "x.gif", fps=fps)
    assert not list(tmp_path.iterdir())
