"""A real act's objects in the API (issue 18 point 6): the scenario file's
``level.objects``, the pictures (boxes by kind, a legend with counts) and the
Gymnasium environments' objects, on the synthetic checkouts."""
from dataclasses import replace

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.draw import object_boxes, level_image
from hedgephys.objects import KINDS
from hedgephys.palette import object_kind_colour
from hedgephys.scenario import ScenarioError, load_scenario


def _doc(co, **level):
    return {"format": "hedgephys-scenario/1", "level": {"checkout": str(co["s2"]), "act": "ehz1", **level},
            "player": {}, "inputs": [["R", 4]]}


def test_scenario_level_objects_choice(co):
    every = load_scenario(_doc(co)).level_data.objects
    assert load_scenario(_doc(co, objects="all")).level_data.objects == every
    path = load_scenario(_doc(co, objects="path")).level_data.objects
    assert path == hp.levels.load(co["s2"], "ehz1", objects="path").objects and path
    s = load_scenario(_doc(co, objects=None))
    assert s.level_data.objects == () and s.make_objects() is None
    assert s.to_dict()["level"]["objects"] is None   # written back as given


@pytest.mark.parametrize("value", ["some", 3, True])
def test_scenario_level_objects_errors(co, value):
    with pytest.raises(ScenarioError) as e:
        load_scenario(_doc(co, objects=value))
    assert e.value.location == "level.objects" and "expected \"all\"" in str(e.value)


def _with_boxes(co):
    lv = hp.levels.load(co["s2"], "ehz1", objects=None)
    return replace(lv, objects=(hp.SolidBox(200, 100, 16, 8), hp.Monitor(300, 100),
                                hp.Hitbox(400, 100, 6, 6, reaction="increment"),
                                hp.PathSwapper(500, 100, 0x05)))


def test_object_boxes_are_the_cores_sizes_without_the_swappers(co):
    assert object_boxes(_with_boxes(co)) == [("solid", 200, 100, 16, 8), ("monitor", 300, 100, 15, 15),
                                             ("hitbox", 400, 100, 6, 6)]
    assert object_boxes(hp.levels.load(co["s2"], "ehz1", objects="path")) == []


def test_level_image_outlines_each_box_in_its_kinds_colour(co):
    img = level_image(_with_boxes(co), (0, 0, 640, 256))[..., :3]
    for kind, x, y, wr, hr in object_boxes(_with_boxes(co)):
        colour = object_kind_colour(KINDS[kind])
        for px, py in ((x - wr, y), (x + wr, y), (x, y - hr), (x, y + hr)):
            assert tuple(img[py, px]) == colour, (kind, px, py)
        assert tuple(img[y, x]) != colour   # an outline, not a filled box
    assert len({object_kind_colour(KINDS[k]) for k in ("solid", "monitor", "hitbox")}) == 3


def test_plot_level_legend_counts_the_kinds(co):
    pytest.importorskip("matplotlib")
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from hedgephys.plot import plot_level

    lv = _with_boxes(co)
    lv = replace(lv, objects=lv.objects + (hp.SolidBox(250, 120, 8, 8),))
    ax = plot_level(lv, region=(0, 0, 640, 256))
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert {"solid (2)", "monitor (1)", "hitbox (1)", "path swapper"} <= set(labels)
    plt.close(ax.figure)


def test_gym_environment_builds_its_objects_from_the_level(co):
    """The environments' Objects come from level.objects, the act's own ones
    by default (hp.levels.load's objects="all")."""
    pytest.importorskip("gymnasium")
    from hedgephys.gym import HedgephysEnv

    lv = _with_boxes(co)
    env = HedgephysEnv(level=lv)
    env.reset(seed=0)
    assert env.objects is not None and env.objects.kinds == tuple(o.kind for o in lv.objects)
    act = HedgephysEnv(level=hp.levels.load(co["s2"], "ehz1"))
    assert act.objects.kinds == tuple(o.kind for o in hp.levels.load(co["s2"], "ehz1").objects)
    assert HedgephysEnv(level=hp.levels.load(co["s2"], "ehz1", objects=None)).objects is None


def test_bench_levels_prints_terrain_objects_and_the_ratio(co, capsys):
    """benchmarks/bench_levels.py on the synthetic checkouts (speed is only printed)."""
    from helpers import load_benchmark

    bench = load_benchmark("bench_levels")
    bench.main(["--checkout", str(co["s2"].parent), "--players", "4", "--frames", "3", "--repeat", "1"])
    out = capsys.readouterr().out
    for game, act in (("s1", "ghz1"), ("s2", "ehz1"), ("s3k", "aiz1")):
        line = next(l for l in out.splitlines() if f"{game}" in l and f"{act} (" in l)
        assert "terrain only" in line and "with every modelled object" in line and "ratio" in line, line


def test_cli_level_counts_the_objects_by_kind(co, capsys):
    from hedgephys.cli import main

    assert main(["level", str(co["s2"]), "ehz1"]) == 0
    objects = hp.levels.load(co["s2"], "ehz1").objects
    swappers = sum(o.kind == "path_swapper" for o in objects)
    line = next(l for l in capsys.readouterr().out.splitlines() if l.startswith("  objects "))
    assert line.startswith(f"  objects    {len(objects)} (") and f"{swappers} path_swapper" in line, line


@pytest.mark.parametrize("subtype, expect", [(0, [hp.PushBlock(0x100, 0x200, 0x10, 0x10)]),
                                             (0x81, [hp.PushBlock(0x100, 0x200, 0x40, 0x10)]),
                                             (0x02, [])])
def test_sonic1_push_block_placer_reads_pushb_var(subtype, expect):
    """PushB_Main: the width from PushB_Var at (subtype * 2) & $E ($10 or $40),
    solid with d2 = $10, d3 = $11 (the PushBlock kind's hj, hs)."""
    from hedgephys.levels.placing import Placement, placers

    rec = Placement("s1", "mz2", "s1", 0, 0x100, 0x200, 0x33, subtype, False, False, False)
    assert placers()[("s1", 0x33)](rec) == expect


@pytest.mark.skipif(not __import__("os").environ.get("HEDGEPHYS_DISASM"), reason="HEDGEPHYS_DISASM is not set")
def test_marble_zone_2_push_blocks_from_the_checkout():
    import os

    co = os.path.join(os.environ["HEDGEPHYS_DISASM"], "s1disasm")
    if not os.path.isdir(co):
        pytest.skip("no s1disasm under HEDGEPHYS_DISASM")
    blocks = [o for o in hp.levels.load(co, "mz2").objects if o.kind == "push_block"]
    assert blocks == [hp.PushBlock(736, 1360, 0x40, 0x10), hp.PushBlock(1296, 1168, 0x10, 0x10),
                      hp.PushBlock(3632, 1104, 0x10, 0x10)]


@pytest.mark.parametrize("table, oid", [("s1", 0x71), ("s2", 0x74), ("s3", 0x28), ("sk1", 0x28), ("sk2", 0x28)])
def test_invisible_block_placer_reads_the_subtype(table, oid):
    """Invis_Main / Obj74_Init / Obj_InvisibleBlock: width ((subtype & $F0) + $10) / 2,
    height ((subtype & $F) + 1) * 8; the solid call's d3 is height + 1."""
    from hedgephys.levels.placing import Placement, placers

    rec = Placement("s2", "ehz1", table, 0, 0x300, 0x400, oid, 0x31, False, False, False)
    box, = placers()[(table, oid)](rec)
    assert box == hp.SolidBox(0x300, 0x400, 0x20, 0x10, stand_height=0x11)
    assert hp.Objects([box], 1, "s2").raw.hs[0].tolist() == [0x11]
    assert hp.Objects([hp.SolidBox(0x300, 0x400, 0x20, 0x10)], 1, "s2").raw.hs[0].tolist() == [0x10]


def test_stand_height_is_where_the_player_stands():
    """Procedure A's carry puts the player's centre hs + his height radius above the
    object's centre: one pixel higher on an invisible block than on a plain box of its size."""
    tops = []
    for stand in (None, 17):
        p = hp.Players(1, game="s2")
        p.place(x=100, y=130, grounded=False)
        p.step(hp.default_level().tilemap, np.zeros((60, 1), np.uint8),
               objects=hp.Objects([hp.SolidBox(100, 176, 16, 16, stand_height=stand)], 1, "s2"))
        tops.append(float(p.y[0]))
    assert tops[0] - tops[1] == 1
    with pytest.raises(ValueError, match="stand_height"):
        hp.SolidBox(0, 0, 8, 8, stand_height=-1)
