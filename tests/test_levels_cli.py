"""Real acts in the command line (``hedgephys level``), in scenarios
(``"level": {"checkout", "act"}``, docs/scenario.md) and in pictures
(hedgephys.draw.level_image, hedgephys.plot.plot_level), on the miniature
checkouts of synthetic_checkouts.py."""
import json

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.cli import main
from hedgephys.draw import FLAGGED_SHADE, LEVEL_COLORS, level_image, picture_region
from hedgephys.scenario import ScenarioError, load_scenario, run_scenario
from synthetic_checkouts import FLOOR, LOOP_COL, write_all


@pytest.fixture(scope="module")
def co(tmp_path_factory):
    return write_all(tmp_path_factory.mktemp("checkouts"))


# ----- hedgephys level ------------------------------------------------------------------------

def test_level_lists_and_describes(co, capsys):
    assert main(["level", str(co["s3k"])]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("sonicretro/skdisasm, 3 acts")
    assert out[1].split() == ["aiz1", "Angel", "Island", "Zone", "Act", "1"]
    assert main(["level", str(co["s1"]), "GHZ1"]) == 0
    out = capsys.readouterr().out
    assert "Green Hill Zone Act 1 (s1 ghz1)" in out and "start      x 48, y 172" in out
    assert "1 loop chunks, 1 roll tunnel chunks" in out and "wrap y 2048" in out
    assert main(["level", str(co["s2"]), "mtz1"]) == 0
    assert "(wraps vertically)" in capsys.readouterr().out


def test_level_png(co, tmp_path, capsys):
    pytest.importorskip("matplotlib")
    import matplotlib.image
    out = tmp_path / "ehz1.png"
    assert main(["level", str(co["s2"]), "ehz1", "--png", str(out), "--region", "0,0,800,256"]) == 0
    assert f"wrote {out}: 800 x 256 px" in capsys.readouterr().out
    img = (matplotlib.image.imread(out)[..., :3] * 255).round().astype(int)
    assert img.shape == (256, 800, 3)
    # the floor (layer A and B, full blocks: flagged 0xFF, solid all round) and the start's cross
    full = np.round(np.array(LEVEL_COLORS["all"]) * FLAGGED_SHADE).astype(int)
    assert (img[16 * FLOOR + 8, 300] == full).all()
    assert (img[172, 48] == LEVEL_COLORS["start"]).all()
    assert (img[40, 300] == LEVEL_COLORS["background"]).all()
    assert main(["level", str(co["s2"]), "ehz1", "--png", str(out), "--scale", "4", "--region", "camera"]) == 0
    assert matplotlib.image.imread(out).shape[:2] == ((0x320 + 224) // 4, (0x29A0 + 320) // 4)


def test_level_png_draws_the_whole_act_by_default(co, tmp_path, capsys):
    # The miniature AIZ1's start bounds (x from 4872) lie right of its 1536 px
    # map: what the camera can show holds none of it, the act all of it.
    pytest.importorskip("matplotlib")
    import matplotlib.image
    out = tmp_path / "aiz1.png"
    assert main(["level", str(co["s3k"]), "aiz1", "--png", str(out)]) == 0
    assert f"wrote {out}: 1536 x 256 px" in capsys.readouterr().out
    img = (matplotlib.image.imread(out)[..., :3] * 255).round().astype(int)
    assert (img[172, 48] == LEVEL_COLORS["start"]).all()
    assert main(["level", str(co["s3k"]), "aiz1", "--png", str(out), "--region", "camera"]) == 2
    assert "holds no pixel" in capsys.readouterr().err


def test_picture_regions():
    # an act wider than its start bounds (as Marble Zone 1): "act" covers every cell
    cells = np.zeros((16, 100), np.uint16)
    cells[12, :] = hp.cell(1)
    cells[4, 90] = hp.cell(1)
    tm = hp.TileMap(cells, hp.TileSet(np.full((2, 16), 16, np.int8)))
    lv = hp.Level(tm, (40.0, 100.0), bounds=hp.LevelBounds(0, 200, 0, 0))
    assert picture_region(lv, None) == picture_region(lv, "camera") == lv.area == (0, 0, 520, 224)
    assert picture_region(lv) == picture_region(lv, "act") == (0, 0, 1600, 224)
    assert picture_region(lv, "map") == picture_region(tm, "act") == (0, 0, 1600, 256)
    assert picture_region(tm, (10, -5, 99999, 20)) == (10, 0, 1600, 20)
    assert level_image(lv, "act").shape == (224, 1600, 4)
    with pytest.raises(ValueError, match="region must be one of act, camera, map"):
        picture_region(lv, "all")


@pytest.mark.parametrize("args, message", [
    (["level", "/no/such/checkout"], "no such folder"),
    (["level", "{s2}", "ghz1"], "s2 has no act 'ghz1'"),
    (["level", "{s2}", "ehz1", "--png", "x.png", "--region", "1,2,3"], "--region must be act, camera, map or X0,Y0,X1,Y1"),
    (["level", "{s2}", "ehz1", "--png", "x.png", "--scale", "0"], "scale must be an int from 1 to 256"),
    (["level", "{s2}", "ehz1", "--png", "x.png", "--region", "90000,0,90010,10"], "holds no pixel"),
    (["level", "{s1}", "ehz1", "--game", "s2"], "not a checkout of sonicretro/s2disasm"),
])
def test_level_errors(co, tmp_path, monkeypatch, capsys, args, message):
    pytest.importorskip("matplotlib")
    monkeypatch.chdir(tmp_path)
    assert main([a.format(**co) for a in args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("hedgephys: error: ") and message in err and err.count("\n") == 1


# ----- scenarios --------------------------------------------------------------------------------

def scenario(co, **extra):
    return {"format": "hedgephys-scenario/1", "level": {"checkout": str(co["s2"]), "act": "ehz1"},
            "player": {}, "inputs": [["R", 240]], **extra}


def test_scenario_on_a_real_act_matches_stepping_the_level(co):
    trace = run_scenario(scenario(co))
    lv = hp.levels.load(co["s2"], "ehz1")
    p = hp.Players(1, game="s2")
    p.place(x=lv.start[0], y=lv.start[1], grounded=False)
    p.set_level_bounds(lv.camera, wrap_y=lv.wrap_y)
    objs = hp.Objects(lv.objects, 1, "s2")
    rec = p.step(lv.tilemap, np.full((240, 1), hp.R, np.uint8), objects=objs, record=["x", "layer"])
    assert trace.scenario["game"] == "s2"  # the act's game when "game" is absent
    assert [f["x"] for f in trace.frames[1:]] == list(rec["x"][:, 0] / 65536)
    assert max(rec["layer"][:, 0]) == 1 and trace.frames[-1]["x"] > 16 * (LOOP_COL + 9)
    assert trace.frames[0]["objects"] == []  # the act's path swappers are not listed


def test_scenario_level_paths_options_and_round_trip(co, tmp_path):
    path = tmp_path / "run.json"
    rel = {"checkout": str(co["s3k"].relative_to(co["s3k"].parent.parent)), "act": "aiz1", "objects": "path"}
    doc = scenario(co, game="s2", character="knuckles", level=rel)
    doc["player"] = {"x": 300, "y": 150}
    doc["objects"] = [{"type": "solid", "x": 400, "y": 170, "width_radius": 8, "height_radius": 8}]
    (co["s3k"].parent.parent / "run.json").write_text(json.dumps(doc))
    s = load_scenario(co["s3k"].parent.parent / "run.json")  # the checkout is found next to the file
    assert (s.game, s.player.x, s.level_data.name, s.level_data.game) == ("s2", 300, "aiz1", "s3k")
    objs = s.make_objects()
    assert len(objs) == 3 and objs.kinds == ("solid", "path_swapper", "path_swapper")
    d = s.to_dict()
    assert d["level"] == rel and "map" not in d and "tiles" not in d
    path.write_text(json.dumps(scenario(co)))
    assert load_scenario(path).level_data.name == "ehz1"


@pytest.mark.parametrize("change, where, message", [
    ({"map": [[0]]}, "map", 'a "level" or a "map"'),
    ({"level": {"checkout": "/no/such", "act": "ehz1"}}, "level.checkout", "no such folder"),
    ({"level": {"checkout": "{s2}", "act": "aiz1"}}, "level.act", "s2 has no act 'aiz1'"),
    ({"level": {"checkout": "{s2}", "act": "ehz1", "game": "cd"}}, "level.game", "unknown game 'cd'"),
    ({"level": {"checkout": "{s2}", "act": 1}}, "level.act", "expected a string"),
    ({"level": {"checkout": "{s2}"}}, "level.act", "required field is missing"),
    ({"level": {"checkout": "{s2}", "act": "ehz1", "zone": 1}}, "level.zone", "unknown field"),
])
def test_scenario_level_errors(co, change, where, message):
    doc = scenario(co)
    for key, value in change.items():
        doc[key] = json.loads(json.dumps(value).replace("{s2}", str(co["s2"])))
    with pytest.raises(ScenarioError) as e:
        load_scenario(doc)
    assert e.value.location == where and message in str(e.value)


def test_scenario_without_map_or_level(co):
    doc = scenario(co)
    del doc["level"]
    with pytest.raises(ScenarioError, match="required field is missing"):
        load_scenario(doc)


# ----- pictures ---------------------------------------------------------------------------------

def test_level_image_layers_flags_and_overlays(co):
    lv = hp.levels.load(co["s1"], "ghz1")
    img = level_image(lv, (0, 0, 1536, 256))
    assert img.shape == (256, 1536, 4) and img.dtype == np.uint8
    # inside the loop chunk (x 512..767), the loop's lower-left quarter is in layer B only (tinted
    # green) and its lower-right quarter in layer A only (tinted blue); the chunk is outlined
    colors = {tuple(c) for c in img[128:192, 16 * LOOP_COL:16 * (LOOP_COL + 8), :3].reshape(-1, 3)}
    for layer, half in (("only_a", slice(4, 8)), ("only_b", slice(0, 4))):
        tinted = tuple(((np.array(LEVEL_COLORS["all"]) + LEVEL_COLORS[layer]) * 0.5).astype(np.uint8))
        assert tinted in colors
        quarter = img[128:192, 16 * (LOOP_COL + half.start):16 * (LOOP_COL + half.stop), :3]
        assert (quarter == tinted).all(axis=2).any()
    assert (img[0, 512 + 100, :3] == LEVEL_COLORS["loop"]).all()
    assert (img[0, 1024 + 100, :3] == LEVEL_COLORS["roll_tunnel"]).all()
    # scale keeps every scale-th pixel (overlays are drawn thicker)
    plain = level_image(lv, (0, 0, 1536, 256), overlays=False)
    assert (level_image(lv, (3, 5, 1536, 256), scale=4, overlays=False) == plain[5::4, 3::4]).all()
    with pytest.raises(TypeError, match="Level or a hedgephys.TileMap"):
        level_image("ghz1")


def test_plot_level(co):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from hedgephys.plot import plot_level
    fig, ax = plt.subplots()
    try:
        plot_level(hp.levels.load(co["s2"], "ehz1"), ax)
        assert ax.get_title() == "Emerald Hill Zone Act 1 (s2 ehz1)"
        labels = [t.get_text() for t in ax.get_legend().get_texts()]
        assert "path swapper" in labels and "S1 loop chunk" not in labels
        assert ax.images[0].get_extent() == [0, 0x29A0 + 320, 0x320 + 224, 0]
    finally:
        plt.close(fig)
