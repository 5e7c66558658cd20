"""hedgephys.video: frames of a rollout (terrain, boxes, sensors, the camera),
GIF and MP4 files, frames of an environment's episode, and bad input."""
import os

import numpy as np
import pytest

import hedgephys as hp
import hedgephys.plot  # noqa: F401  (hp.plot.player_sensors)
import hedgephys.video as hv

if os.environ.get("HEDGEPHYS_REQUIRE_INSTALLED"):   # CI: the test extra includes imageio
    import imageio.v3 as iio
else:
    iio = pytest.importorskip("imageio.v3", reason="imageio is not installed: pip install 'hedgephys[video]'")


@pytest.fixture(scope="module")
def run():
    lv = hp.default_level()
    players = hp.Players(2)
    players.place(x=lv.start[0], y=lv.start[1])
    buttons = np.zeros((240, 2), np.uint8)
    buttons[:, 0] = hp.R
    buttons[100:, 1] = hp.L
    buttons[110:112, 1] |= hp.J          # player 1 jumps
    return lv, players.step(lv.tilemap, buttons, record=list(hv.VIDEO_FIELDS))


def _px(words):
    return ((words.astype(np.int64) >> 16) ^ 0x8000) - 0x8000


def test_frames_follow_the_player_and_draw_his_box_and_sensors(run):
    lv, rec = run
    fr = hv.frames(lv, rec, players=[0], every=3)
    assert fr.shape == (80, 224, 320, 3) and fr.dtype == np.uint8
    blue = hv._COLOURS[0]
    for k in (0, 40, 79):
        t = 3 * k
        x, y = int(_px(rec["x"][t, 0])), int(_px(rec["y"][t, 0]))
        x0, y0 = min(max(x - 160, 0), 1600 - 320), min(max(y - 112, 0), 256 - 224)
        img = fr[k]
        assert (img[y - y0, x - x0] == blue).all()                       # the centre cross
        xr, yr = int(rec["xr"][t, 0]), int(rec["yr"][t, 0])
        assert (img[y - y0 - yr, x - x0 - xr + 1: x - x0 + xr] == blue).all()   # the box's top edge
        # sensor A's dot where the core casts it in his next frame (plot.player_sensors)
        scratch = hp.Players(1)
        for name in hv.VIDEO_FIELDS:
            getattr(scratch.raw, name)[0] = rec[name][t, 0]
        a = hp.plot.player_sensors(scratch, lv.tilemap)["A"]
        assert abs(a.x - (x - xr)) <= 8 and abs(a.y - (y + yr)) <= 8   # under his left foot
        assert (img[a.y - y0 + 1, a.x - x0] == hv._COLOURS[0]).all()
    assert int(_px(rec["x"][-1, 0])) > 400                                # the camera moved with him
    assert not np.array_equal(fr[0], fr[-1])


def test_frames_of_the_whole_level_zoomed_and_without_sensors(run):
    lv, rec = run
    whole = hv.frames(lv.tilemap, rec, region="level", every=60)
    assert whole.shape == (4, 256, 1600, 3)
    zoomed = hv.frames(lv, rec, region=(0, 100, 200, 200), every=120, zoom=2, sensors=False)
    assert zoomed.shape == (2, 200, 400, 3)
    assert (zoomed[:, ::2, ::2] == zoomed[:, 1::2, 1::2]).all()
    plain = hv.frames(lv, rec, region=(0, 100, 200, 200), every=120, sensors=False, players=[1])
    assert not (plain == hv._COLOURS[0]).all(axis=-1).any()            # player 0 not drawn
    assert (plain == hv._COLOURS[1]).all(axis=-1).any()                # player 1 in his own colour


def test_gif_and_mp4_files(run, tmp_path, monkeypatch):
    lv, rec = run
    import hedgephys.plot

    assert hedgephys.plot.video is hv.video
    path = hedgephys.plot.video(lv, rec, tmp_path / "run.gif", every=8)
    back = iio.imread(path, index=None)
    assert back.shape[1:3] == (224, 320) and 20 <= len(back) <= 30   # (Pillow merges repeated frames)
    assert np.array_equal(back[5][..., :3], hv.frames(lv, rec, every=8)[5])   # GIF keeps the few colours exactly
    if hv._ffmpeg() is not None:
        mp4 = hv.video(lv, rec, tmp_path / "run.mp4", every=8)
        assert mp4.read_bytes()[4:8] == b"ftyp"
    monkeypatch.setattr(hv, "_ffmpeg", lambda: None)
    with pytest.raises(RuntimeError, match="needs ffmpeg"):
        hv.video(lv, rec, tmp_path / "run.mp4", every=8)
    with pytest.raises(ValueError, match=".gif or .mp4"):
        hv.write(np.zeros((2, 4, 4, 3), np.uint8), tmp_path / "run.avi")


def test_bad_input_is_named(run):
    lv, rec = run
    with pytest.raises(ValueError, match="'x' and 'y'"):
        hv.frames(lv, {"x": rec["x"]})
    with pytest.raises(TypeError, match="raw 16.16 words"):
        hv.frames(lv, {"x": rec["x"] / 65536.0, "y": rec["y"]})
    with pytest.raises(ValueError, match="has shape"):
        hv.frames(lv, {"x": rec["x"], "y": rec["y"][:10]})
    with pytest.raises(ValueError, match="players must be indices 0..1"):
        hv.frames(lv, rec, players=[2])
    with pytest.raises(ValueError, match="inside the 1600 x 256 px map"):
        hv.frames(lv, rec, region=(0, 0, 2000, 100))
    with pytest.raises(ValueError, match="every must be an int >= 1"):
        hv.frames(lv, rec, every=0)
    with pytest.raises(TypeError, match="Level or a hedgephys.TileMap"):
        hv.frames("level", rec)
    with pytest.raises(ValueError, match=r"\(frames, height, width, 3\)"):
        hv.write(np.zeros((4, 4, 3), np.uint8), "x.gif")


def test_episode_frames_from_the_render():
    if not os.environ.get("HEDGEPHYS_REQUIRE_INSTALLED"):   # CI: the test extra includes gymnasium
        pytest.importorskip("gymnasium", reason="gymnasium is not installed: pip install 'hedgephys[gym]'")
    from hedgephys.gym import HedgephysEnv, HedgephysVectorEnv

    env = HedgephysEnv(render_mode="rgb_array", max_episode_steps=30)
    shots = hv.episode_frames(env, 100, policy=lambda obs: hp.R, seed=0)
    assert shots.shape == (15, 224, 320, 3)                           # the episode ends at 30 steps
    venv = HedgephysVectorEnv(3, render_mode="rgb_array")
    shots = hv.episode_frames(venv, 20, seed=1, index=2, every=1)
    assert shots.shape == (20, 224, 320, 3)
    fresh = HedgephysVectorEnv(3, render_mode="rgb_array")
    fresh.reset(seed=1)
    assert np.array_equal(shots[0], fresh.render()[2])
    with pytest.raises(ValueError, match="render_mode='rgb_array'"):
        hv.episode_frames(HedgephysEnv(), 5)
