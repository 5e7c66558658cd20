"""Scenario and trace files (rules/scenario): validation, building, running, traces.

Section names in the docstrings refer to rules/scenario.
"""
from __future__ import annotations

import copy
import json
import math
import pathlib
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, strategies as st

import hedgephys
from hedgephys.scenario import (
    NotSupportedError, Scenario, ScenarioError, Trace, TraceError, load_scenario, load_trace,
    run_scenario,
)

DATA = pathlib.Path(__file__).parent / "data"
EXAMPLES = pathlib.Path(__file__).parent.parent / "examples"
FULL = [16] * 16
DELETE = object()


def base() -> dict:
    """The spec's example scenario ("Scenario" section) without its object: the
    player stands on the floor row (y 32 = floor top, minus radius 19, minus 1)."""
    return {
        "format": "hedgephys-scenario/1", "game": "s2", "character": "sonic", "fixes": [],
        "tiles": {"1": {"heights": list(FULL), "angle": 0},
                  "2": {"heights": list(range(1, 17)), "angle": 224}},
        "map": [[0, 0, 0, 0, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0, 2, 1],
                [1, 1, 1, 1, 1, 1, 1, 1]],
        "map_b": None,
        "objects": [],
        "player": {"x": 24.0, "y": 12.0, "x_speed": 0, "y_speed": 0, "ground_speed": 0,
                   "angle": 0, "grounded": True, "rolling": False, "facing": "right",
                   "layer": "a"},
        "inputs": [["R", 30], ["RJ", 1], ["", 20]],
    }


def flat(cols: int = 256, rows: int = 4, **player) -> dict:
    """A long flat floor (the bottom row) with the player standing mid-map."""
    d = base()
    d["map"] = [[0] * cols for _ in range(rows - 1)] + [[1] * cols]
    d["player"].update({"x": float(cols * 8), "y": float((rows - 1) * 16 - 20)}, **player)
    d["inputs"] = [["", 1]]
    return d


def patch(d: dict, path: tuple, value) -> dict:
    """``d`` with the value at ``path`` replaced (or deleted with DELETE)."""
    target = d
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return d


def patched(path: tuple, value) -> dict:
    """base() with the value at ``path`` replaced (or deleted with DELETE)."""
    return patch(base(), path, value)


def with_object(obj, **player) -> dict:
    d = base()
    d["objects"] = [obj]
    d["player"].update(player)
    return d


BOX = {"type": "solid", "x": 64, "y": 15, "width_radius": 16, "height_radius": 16}


def obj(**changes) -> dict:
    o = dict(BOX, **changes)
    return {k: v for k, v in o.items() if v is not DELETE}


# --------------------------------------------------------------------------------------
# the malformed-scenario table: (id, scenario, location, fragment of the message)
# --------------------------------------------------------------------------------------
MALFORMED = [
    # document and "format" ("Scenario" heading: must reject unknown format versions)
    ("format-missing", patched(("format",), DELETE), "format", "missing"),
    ("format-version", patched(("format",), "hedgephys-scenario/2"), "format", "unsupported format"),
    ("format-trace", patched(("format",), "hedgephys-trace/1"), "format", "not a"),
    ("format-number", patched(("format",), 1), "format", "unsupported format"),
    ("unknown-top-level", dict(base(), plyer={}), "plyer", "unknown field"),
    ("map-missing", patched(("map",), DELETE), "map", "required field is missing"),
    ("player-missing", patched(("player",), DELETE), "player", "required field is missing"),
    ("inputs-missing", patched(("inputs",), DELETE), "inputs", "required field is missing"),
    # game / character / fixes (table rows; "an unknown game/character/fix ... is an error")
    ("game-unknown", patched(("game",), "s4"), "game", 'unknown game "s4"'),
    ("game-number", patched(("game",), 2), "game", "unknown game 2"),
    ("character-unknown", patched(("character",), "amy"), "character", "unknown character"),
    ("fixes-string", patched(("fixes",), "fix_sine_table"), "fixes", "expected a list"),
    ("fixes-unknown", patched(("fixes",), ["fix_sine_table", "fix_nope"]), "fixes[1]",
     'unknown fix "fix_nope"'),
    ("fixes-number", patched(("fixes",), [3]), "fixes[0]", "unknown fix"),
    # tiles (table row "tiles"; "a heights array whose length is not 16 ... is an error")
    ("tiles-list", patched(("tiles",), []), "tiles", "expected an object"),
    ("tile-id-zero", patched(("tiles", "0"), {"heights": FULL, "angle": 0}), 'tiles["0"]',
     "positive integers"),
    ("tile-id-word", patched(("tiles", "one"), {"heights": FULL, "angle": 0}), 'tiles["one"]',
     "positive integers"),
    ("tile-id-leading-zero", patched(("tiles", "01"), {"heights": FULL, "angle": 0}),
     'tiles["01"]', "positive integers"),
    ("tile-id-negative", patched(("tiles", "-1"), {"heights": FULL, "angle": 0}),
     'tiles["-1"]', "positive integers"),
    ("tile-id-too-big", patched(("tiles", "4096"), {"heights": FULL, "angle": 0}),
     'tiles["4096"]', "1..4095"),
    ("tile-not-object", patched(("tiles", "1"), FULL), 'tiles["1"]', "expected a tile object"),
    ("tile-unknown-key", patched(("tiles", "1", "angel"), 0), 'tiles["1"].angel', "unknown field"),
    ("heights-missing", patched(("tiles", "1", "heights"), DELETE), 'tiles["1"].heights',
     "missing"),
    ("heights-15", patched(("tiles", "2", "heights"), list(range(1, 16))), 'tiles["2"].heights',
     "expected 16 values, got 15"),
    ("heights-17", patched(("tiles", "2", "heights"), list(range(0, 17))), 'tiles["2"].heights',
     "expected 16 values, got 17"),
    ("heights-not-list", patched(("tiles", "1", "heights"), 16), 'tiles["1"].heights',
     "expected a list"),
    ("heights-too-high", patched(("tiles", "1", "heights"), [17] + FULL[1:]),
     'tiles["1"].heights[0]', "out of range -16..16"),
    ("heights-too-low", patched(("tiles", "1", "heights"), FULL[:15] + [-17]),
     'tiles["1"].heights[15]', "out of range -16..16"),
    ("heights-string", patched(("tiles", "1", "heights"), ["16"] + FULL[1:]),
     'tiles["1"].heights[0]', "expected an integer"),
    ("heights-fraction", patched(("tiles", "1", "heights"), [15.5] + FULL[1:]),
     'tiles["1"].heights[0]', "15.5 is not an integer"),
    ("heights-bool", patched(("tiles", "1", "heights"), [True] + FULL[1:]),
     'tiles["1"].heights[0]', "expected an integer, got true"),
    ("angle-missing", patched(("tiles", "1", "angle"), DELETE), 'tiles["1"].angle', "missing"),
    ("angle-256", patched(("tiles", "1", "angle"), 256), 'tiles["1"].angle', "out of range 0..255"),
    ("angle-negative", patched(("tiles", "1", "angle"), -1), 'tiles["1"].angle', "out of range"),
    ("angle-fraction", patched(("tiles", "1", "angle"), 1.5), 'tiles["1"].angle', "not an integer"),
    ("angle-bool", patched(("tiles", "1", "angle"), False), 'tiles["1"].angle', "expected an integer"),
    ("widths-15", patched(("tiles", "1", "widths"), FULL[1:]), 'tiles["1"].widths',
     "expected 16 values, got 15"),
    ("widths-range", patched(("tiles", "1", "widths"), FULL[:3] + [-17] + FULL[4:]),
     'tiles["1"].widths[3]', "out of range"),
    # map (table row "map"; "a cell that names an undefined tile ... is an error")
    ("map-empty", patched(("map",), []), "map", "at least one row"),
    ("map-string", patched(("map",), "0001"), "map", "expected a list of rows"),
    ("map-empty-row", patched(("map",), [[]]), "map[0]", "at least one cell"),
    ("map-row-not-list", patched(("map", 1), 5), "map[1]", "expected a row"),
    ("map-ragged", patched(("map", 1), [0, 0, 0]), "map[1]", "rectangular"),
    ("cell-undefined-tile", patched(("map", 2, 5), 7), "map[2][5]",
     'names tile 7, which "tiles" does not define'),
    ("cell-huge-tile", patched(("map", 2, 5), 5000), "map[2][5]", "out of range 0..4095"),
    ("cell-negative", patched(("map", 2, 0), -1), "map[2][0]", "out of range"),
    ("cell-fraction", patched(("map", 2, 0), 1.5), "map[2][0]", "not a tile id"),
    ("cell-string", patched(("map", 2, 0), "1"), "map[2][0]", "expected 0, a tile id"),
    ("cell-bool", patched(("map", 2, 0), True), "map[2][0]", "expected 0, a tile id"),
    ("cell-null", patched(("map", 2, 0), None), "map[2][0]", "got null"),
    ("cell-list", patched(("map", 2, 0), [1]), "map[2][0]", "got a list"),
    ("cell-dict-no-tile", patched(("map", 2, 0), {"xflip": True}), "map[2][0].tile", "missing"),
    ("cell-dict-undefined", patched(("map", 2, 0), {"tile": 9}), "map[2][0].tile", "does not define"),
    ("cell-dict-unknown-key", patched(("map", 2, 0), {"tile": 1, "flip": True}), "map[2][0].flip",
     "unknown field"),
    ("cell-dict-xflip-int", patched(("map", 2, 0), {"tile": 1, "xflip": 1}), "map[2][0].xflip",
     "expected true or false"),
    ("cell-dict-yflip-string", patched(("map", 2, 0), {"tile": 1, "yflip": "yes"}),
     "map[2][0].yflip", "expected true or false"),
    ("cell-dict-solid-unknown", patched(("map", 2, 0), {"tile": 1, "solid": "none"}),
     "map[2][0].solid", 'unknown solidity "none"'),
    # map_b (table row "map_b": same shape as map)
    ("map_b-rows", patched(("map_b",), [[0] * 8] * 2), "map_b", "must match"),
    ("map_b-cols", patched(("map_b",), [[0] * 7] * 3), "map_b", "must match"),
    ("map_b-undefined-tile", patched(("map_b",), [[3] * 8] * 3), "map_b[0][0]", "does not define"),
    ("map_b-not-list", patched(("map_b",), 0), "map_b", "expected a list of rows"),
    # objects (table row "objects"; "an unknown ... type ... is an error")
    ("objects-not-list", patched(("objects",), {}), "objects", "expected a list"),
    ("object-not-dict", patched(("objects",), [3]), "objects[0]", "expected an object"),
    ("object-type-missing", with_object(obj(type=DELETE)), "objects[0].type", "missing"),
    ("object-type-unknown", with_object(obj(type="teleporter")), "objects[0].type",
     'unknown object type "teleporter"'),
    ("object-x-missing", with_object(obj(x=DELETE)), "objects[0].x", "missing"),
    ("object-y-missing", with_object(obj(y=DELETE)), "objects[0].y", "missing"),
    ("object-wr-missing", with_object(obj(width_radius=DELETE)), "objects[0].width_radius",
     "missing"),
    ("object-hr-missing", with_object(obj(height_radius=DELETE)), "objects[0].height_radius",
     "missing"),
    ("object-x-fraction", with_object(obj(x=64.1)), "objects[0].x", "not a multiple of 1/256"),
    ("object-x-string", with_object(obj(y="15")), "objects[0].y", "expected a number"),
    ("object-x-range", with_object(obj(x=65536)), "objects[0].x", "out of range"),
    ("object-wr-negative", with_object(obj(width_radius=-1)), "objects[0].width_radius",
     "out of range 0..255"),
    ("object-wr-fraction", with_object(obj(width_radius=1.5)), "objects[0].width_radius",
     "not an integer"),
    ("object-hr-256", with_object(obj(height_radius=256)), "objects[0].height_radius",
     "out of range"),
    ("object-unknown-key", with_object(obj(colour="red")), "objects[0].colour", "unknown field"),
    ("object-platform-on-solid", with_object(obj(platform=True)), "objects[0].platform",
     "unknown field"),
    ("object-reaction-on-solid", with_object(obj(reaction="hurt")), "objects[0].reaction",
     "unknown field"),
    ("sloped-heights-missing", with_object(obj(type="sloped")), "objects[0].heights", "missing"),
    ("sloped-heights-short", with_object(obj(type="sloped", heights=[0] * 27)),
     "objects[0].heights", "at least 28 values, got 27"),
    ("sloped-platform-short", with_object(obj(type="sloped", platform=True, heights=[0] * 15)),
     "objects[0].heights", "at least 16 values, got 15"),
    ("sloped-heights-range", with_object(obj(type="sloped", heights=[256] + [0] * 27)),
     "objects[0].heights[0]", "out of range -128..255"),
    ("sloped-platform-not-bool", with_object(obj(type="sloped", platform="yes", heights=[0] * 28)),
     "objects[0].platform", "expected true or false"),
    ("hitbox-reaction-missing", with_object(obj(type="hitbox")), "objects[0].reaction", "missing"),
    ("hitbox-reaction-unknown", with_object(obj(type="hitbox", reaction="explode")),
     "objects[0].reaction", 'unknown reaction "explode"'),
    ("motion-not-object", with_object(obj(motion=[1, 0])), "objects[0].motion",
     "expected an object"),
    ("motion-fraction", with_object(obj(motion={"dx": 0.1, "dy": 0})), "objects[0].motion.dx",
     "0.1 is not a multiple of 1/256"),
    ("motion-range", with_object(obj(motion={"dx": 0, "dy": 128})), "objects[0].motion.dy",
     "out of range"),
    ("motion-unknown-key", with_object(obj(motion={"dz": 1})), "objects[0].motion.dz",
     "unknown field"),
    # player (table row "player"; "not an exact multiple of 1/256", "starting outside the map")
    ("player-not-object", patched(("player",), [24, 12]), "player", "expected an object"),
    ("player-x-missing", patched(("player", "x"), DELETE), "player.x", "missing"),
    ("player-y-missing", patched(("player", "y"), DELETE), "player.y", "missing"),
    ("player-x-fraction", patched(("player", "x"), 12.3), "player.x",
     "12.3 is not a multiple of 1/256"),
    ("player-y-fraction", patched(("player", "y"), 12.001), "player.y", "not a multiple of 1/256"),
    ("player-x-string", patched(("player", "x"), "24"), "player.x", 'expected a number, got a string'),
    ("player-x-bool", patched(("player", "x"), True), "player.x", "expected a number, got true"),
    ("player-x-null", patched(("player", "x"), None), "player.x", "expected a number, got null"),
    ("player-x-nan", patched(("player", "x"), math.nan), "player.x", "not a finite number"),
    ("player-x-speed-fraction", patched(("player", "x_speed"), 0.1), "player.x_speed",
     "not a multiple of 1/256"),
    ("player-x-speed-high", patched(("player", "x_speed"), 128), "player.x_speed",
     "out of range -128..127.99609375"),
    ("player-y-speed-low", patched(("player", "y_speed"), -128.00390625), "player.y_speed",
     "out of range"),
    ("player-ground-speed-inf", patched(("player", "ground_speed"), math.inf),
     "player.ground_speed", "not a finite number"),
    ("player-angle-256", patched(("player", "angle"), 256), "player.angle", "out of range 0..255"),
    ("player-angle-fraction", patched(("player", "angle"), 12.5), "player.angle", "not an integer"),
    ("player-grounded-string", patched(("player", "grounded"), "true"), "player.grounded",
     "expected true or false"),
    ("player-grounded-int", patched(("player", "grounded"), 1), "player.grounded",
     "expected true or false, got 1"),
    ("player-rolling-int", patched(("player", "rolling"), 0), "player.rolling",
     "expected true or false"),
    ("player-facing", patched(("player", "facing"), "up"), "player.facing", 'unknown facing "up"'),
    ("player-layer", patched(("player", "layer"), "c"), "player.layer", 'unknown layer "c"'),
    ("player-layer-upper", patched(("player", "layer"), "A"), "player.layer", "unknown layer"),
    ("player-unknown-key", patched(("player", "speed"), 1), "player.speed", "unknown field"),
    ("player-on-object-none", patched(("player", "on_object"), 0), "player.on_object",
     "not an index into objects"),
    ("player-on-object-string", with_object(obj(), on_object="0"), "player.on_object",
     "expected an object index"),
    ("player-on-object-past-end", with_object(obj(), on_object=1), "player.on_object",
     "not an index"),
    ("player-on-object-airborne", with_object(obj(), on_object=0, grounded=False),
     "player.grounded", "contradicts on_object"),
    # the map is 8 x 3 cells = pixels 0..127 x 0..47; 32 px of margin is allowed
    ("player-left-of-map", patched(("player", "x"), -33.0), "player.x", "more than 32 px outside"),
    ("player-left-of-map-fraction", patched(("player", "x"), -32.00390625), "player.x",
     "more than 32 px outside"),
    ("player-right-of-map", patched(("player", "x"), 160.0), "player.x", "pixels 0..127"),
    ("player-above-map", patched(("player", "y"), -40.0), "player.y", "more than 32 px outside"),
    ("player-below-map", patched(("player", "y"), 80.0), "player.y", "pixels 0..47"),
    ("player-far-away", patched(("player", "x"), 1e300), "player.x", "outside"),
    # inputs (table row "inputs")
    ("inputs-not-list", patched(("inputs",), "R"), "inputs", "expected a list"),
    ("inputs-entry-not-list", patched(("inputs", 0), "R"), "inputs[0]", "expected [buttons, frames]"),
    ("inputs-entry-short", patched(("inputs", 0), ["R"]), "inputs[0]", "expected [buttons, frames]"),
    ("inputs-entry-long", patched(("inputs", 0), ["R", 1, 2]), "inputs[0]", "expected [buttons"),
    ("inputs-entry-object", patched(("inputs", 0), {"R": 1}), "inputs[0]", "expected [buttons"),
    ("inputs-buttons-unknown", patched(("inputs", 1), ["RX", 1]), "inputs[1]", "buttons must be"),
    ("inputs-buttons-lowercase", patched(("inputs", 1), ["r", 1]), "inputs[1]", "buttons must be"),
    ("inputs-buttons-number", patched(("inputs", 1), [2, 1]), "inputs[1]", "buttons must be"),
    ("inputs-buttons-list", patched(("inputs", 1), [["R"], 1]), "inputs[1]", "buttons must be"),
    ("inputs-frames-zero", patched(("inputs", 2), ["", 0]), "inputs[2]",
     "frames must be a positive integer"),
    ("inputs-frames-negative", patched(("inputs", 2), ["", -3]), "inputs[2]", "frames must be"),
    ("inputs-frames-fraction", patched(("inputs", 2), ["", 1.5]), "inputs[2]", "frames must be"),
    ("inputs-frames-bool", patched(("inputs", 2), ["", True]), "inputs[2]", "frames must be"),
    ("inputs-frames-string", patched(("inputs", 2), ["", "3"]), "inputs[2]", "frames must be"),
    ("inputs-frames-null", patched(("inputs", 2), ["", None]), "inputs[2]", "frames must be"),
]


@pytest.mark.parametrize("doc, location, fragment",
                         [case[1:] for case in MALFORMED], ids=[case[0] for case in MALFORMED])
def test_malformed_scenario_names_the_field(doc, location, fragment):
    """"It must reject ... malformed input with a clear error naming the field"
    (the "Scenario and trace files" introduction)."""
    with pytest.raises(ScenarioError) as info:
        load_scenario(doc)
    err = info.value
    assert err.location == location
    assert fragment in err.problem
    assert str(err) == (f"{location}: {err.problem}" if location else err.problem)
    assert "\n" not in str(err) and err.source is None


def test_malformed_table_ids_are_unique():
    ids = [case[0] for case in MALFORMED]
    assert len(ids) == len(set(ids))


def test_scenario_error_is_a_value_error_and_run_scenario_raises_it_too():
    bad = patched(("player", "x"), 12.3)
    with pytest.raises(ValueError, match=r"^player\.x: 12\.3 is not a multiple of 1/256$"):
        run_scenario(bad)


@pytest.mark.parametrize("text, fragment", [
    ("{", "invalid JSON"),
    ('{"format": "hedgephys-scenario/1",}', "invalid JSON"),
    ('{"format": "hedgephys-scenario/1", "format": "hedgephys-scenario/1"}', 'duplicate key "format"'),
    ('[1, NaN]', "NaN is not valid JSON"),
    ('{"x": Infinity}', "Infinity is not valid JSON"),
    ("", "invalid JSON"),
    ("[]", "expected a JSON object, got a list"),
    ("null", "expected a JSON object, got null"),
])
def test_invalid_json_files(tmp_path, text, fragment):
    """Files that are not a strict JSON object are errors attributed to the file."""
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert fragment in str(info.value)
    assert str(info.value).startswith(str(path) + ": ")
    assert info.value.source == str(path)


def test_file_errors(tmp_path):
    with pytest.raises(ScenarioError, match="cannot read the file"):
        load_scenario(tmp_path / "missing.json")
    with pytest.raises(ScenarioError, match="cannot read the file"):
        load_scenario(tmp_path)  # a directory
    (tmp_path / "latin1.json").write_bytes(b'{"format": "caf\xe9"}')
    with pytest.raises(ScenarioError, match="not UTF-8"):
        load_scenario(tmp_path / "latin1.json")
    for wrong in (42, [], None):
        with pytest.raises(ScenarioError, match="expected a file path or a JSON object"):
            load_scenario(wrong)
        with pytest.raises(TraceError, match="expected a file path or a JSON object"):
            load_trace(wrong)


def test_field_errors_from_a_file_name_the_file_and_the_field(tmp_path):
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(patched(("player", "x"), 12.3)))
    with pytest.raises(ScenarioError) as info:
        load_scenario(str(path))
    assert str(info.value) == f"{path}: player.x: 12.3 is not a multiple of 1/256"
    assert info.value.location == "player.x"


# --------------------------------------------------------------------------------------
# what is accepted
# --------------------------------------------------------------------------------------
def test_defaults_fill_in_optional_fields():
    """Table "default" column: game s2, character sonic, no fixes, map_b null,
    no objects; player speeds 0, angle 0, airborne unless grounded."""
    d = {"format": "hedgephys-scenario/1", "map": [[0]], "player": {"x": 8, "y": 8},
         "inputs": []}
    s = load_scenario(d)
    assert (s.game, s.character, s.fixes, s.objects, s.cells_b) == ("s2", "sonic", (), (), None)
    p = s.player
    assert (p.x_speed, p.y_speed, p.ground_speed, p.angle) == (0, 0, 0, 0)
    assert (p.grounded, p.rolling, p.facing, p.layer, p.on_object) == (False, False, "right", "a", None)
    assert s.frame_count == 0
    assert len(run_scenario(d)) == 1


def test_integral_floats_are_accepted_where_integers_are_required():
    d = base()
    d["tiles"]["1"] = {"heights": [16.0] * 16, "angle": 0.0}
    d["map"][2][0] = 1.0
    d["player"].update(angle=0.0, x=24, y=12)
    d["inputs"] = [["R", 3.0]]
    s = load_scenario(d)
    assert s.tiles[1].heights == (16,) * 16 and isinstance(s.tiles[1].heights[0], int)
    assert s.inputs == (("R", 3),) and s.cells[2, 0] == 1


def test_python_sequences_and_numpy_values_are_accepted():
    """docs/scenario.md: a dict built in Python may use tuples and numpy arrays."""
    d = base()
    d["map"] = np.array(d["map"], dtype=np.int64)
    d["tiles"]["1"]["heights"] = tuple(np.full(16, 16, np.int8))
    d["player"]["x"] = np.float64(24.0)
    d["inputs"] = [("R", np.int32(30)), ["RJ", 1], ["", 20]]
    assert load_scenario(d).to_dict() == load_scenario(base()).to_dict()
    d["player"]["grounded"] = np.bool_(True)
    assert load_scenario(d).player.grounded is True
    d["map"][2, 0] = 9
    with pytest.raises(ScenarioError, match=r"^map\[2\]\[0\]: names tile 9"):
        load_scenario(d)


def test_extension_keys_are_ignored_everywhere():
    """docs/scenario.md: keys starting with "_" or "x-" are ignored at every level."""
    d = base()
    d["_comment"] = "hello"
    d["x-editor"] = {"zoom": 2}
    d["player"]["_note"] = 1
    d["tiles"]["_about"] = "not a tile"
    d["tiles"]["1"]["x-source"] = "ghz"
    d["map"][2][0] = {"tile": 1, "_why": "floor"}
    assert load_scenario(d).to_dict() == load_scenario(base()).to_dict()


def test_player_may_start_up_to_32_px_outside_the_map():
    """Scenario: "outside the map's pixel range by more than 32 pixels" is the error."""
    for x, y in ((-32.0, 12.0), (159.99609375, 12.0), (24.0, -32.0), (24.0, 79.0)):
        d = patched(("player", "x"), x)
        d["player"]["y"] = y
        load_scenario(d)


def test_duplicate_fixes_are_dropped_in_order():
    s = load_scenario(patched(("fixes",), ["fix_sine_table", "fix_rolljump_radii", "fix_sine_table"]))
    assert s.fixes == ("fix_sine_table", "fix_rolljump_radii")


@pytest.mark.parametrize("name", ["flat_accel_topspeed_s2", "loop_four_modes_s2",
                                  "push_block_seed_trace_s1", "solid_land_top_s2"])
def test_spec_examples_load_and_round_trip(name):
    """spec/examples: every example loads, and to_dict() gives back the file."""
    raw = json.loads((DATA / f"{name}.json").read_text())
    s = load_scenario(DATA / f"{name}.json")
    assert s.to_dict() == raw
    assert load_scenario(s.to_dict()).to_dict() == raw


def test_round_trip_normalizes():
    d = base()
    d["map"][0][0] = {"tile": 1}                               # a dict without flags -> 1
    d["map"][0][1] = {"tile": 2, "xflip": True, "yflip": False, "solid": "top"}
    d["objects"] = [obj(type="hitbox", reaction="special", motion={"dx": 0.5}),
                    obj(type="sloped", heights=[0] * 28, x=10.5)]
    d["tiles"]["4095"] = {"heights": [-16] * 16, "angle": 128}  # the largest id
    d["map"][0][2] = {"tile": 4095, "yflip": True}
    d["map_b"] = [[2] * 8, [0] * 8, [{"tile": 1, "yflip": True, "solid": "lrb"}] * 8]
    out = load_scenario(d).to_dict()
    assert out["map"][0][:3] == [1, {"tile": 2, "xflip": True, "solid": "top"},
                                 {"tile": 4095, "yflip": True}]
    assert out["map_b"] == d["map_b"]
    assert out["objects"][0]["motion"] == {"dx": 0.5, "dy": 0.0}
    assert out["objects"][1]["x"] == 10.5 and out["objects"][1]["heights"] == [0] * 28
    assert load_scenario(out).to_dict() == out


def test_objects_are_validated_and_run():
    """Objects are parsed fully and run after the player (rules/scenario "objects")."""
    s = load_scenario(DATA / "push_block_seed_trace_s1.json")
    (block,) = s.objects
    assert (block.type, block.x, block.y, block.width_radius, block.height_radius) == \
        ("push_block", 2696.0, 48.0, 16, 16)
    t = run_scenario(s)
    assert t.frames[0]["objects"] == [{"x": 2696, "y": 48, "state": "idle"}]
    pushes = [f["frame"] for f in t.frames if "pushed_object:0" in f["events"]]
    assert pushes and t.frames[-1]["objects"][0]["x"] == 2696 + len(pushes)


@pytest.mark.parametrize("kind, extra", [
    ("solid", {}), ("platform", {}), ("push_block", {}), ("monitor", {}),
    ("sloped", {"heights": [0] * 28}), ("sloped", {"heights": [-128, 255] * 8, "platform": True}),
    ("hitbox", {"reaction": "badnik"}), ("hitbox", {"reaction": "hurt"}),
    ("hitbox", {"reaction": "increment"}), ("hitbox", {"reaction": "special"}),
])
def test_every_object_type_is_accepted(kind, extra):
    d = with_object(obj(type=kind, motion={"dx": -1.5, "dy": 0.00390625}, **extra))
    (o,) = load_scenario(d).objects
    assert o.type == kind and o.motion == (-1.5, 0.00390625)
    t = run_scenario(d)
    assert len(t.frames[1]["objects"]) == 1


def test_on_object_starts_grounded_on_that_object():
    d = with_object(obj(), on_object=0)
    del d["player"]["grounded"]
    s = load_scenario(d)
    assert s.player.on_object == 0 and s.player.grounded
    t = run_scenario(s)
    assert t.frames[0]["on_object"] == 0


# --------------------------------------------------------------------------------------
# building the world
# --------------------------------------------------------------------------------------
def test_tiles_build_the_tileset():
    """Table row "tiles" and "Widths": ids missing below the largest are empty;
    widths are derived from heights when absent and used as given otherwise."""
    d = base()
    w = [1] * 16
    d["tiles"] = {"3": {"heights": list(range(1, 17)), "angle": 224},
                  "5": {"heights": FULL, "angle": 7, "widths": w}}
    d["map"] = [[3, 5, 0]]
    d["player"].update(y=-20.0)
    ts = load_scenario(d).tilemap.tileset
    assert len(ts) == 6
    assert not ts.heights[[0, 1, 2, 4]].any() and not ts.angles[[0, 1, 2, 4]].any()
    assert ts.heights[3].tolist() == list(range(1, 17)) and ts.angles[3] == 224
    assert ts.widths[3].tolist() == hedgephys.widths_from_heights(list(range(1, 17))).tolist()
    assert ts.widths[5].tolist() == w and ts.angles[5] == 7


def test_cells_are_cell_words():
    """Table row "map": a cell is 0, a tile id or {"tile", "xflip", "yflip", "solid"}."""
    d = base()
    d["map"][0] = [0, 1, {"tile": 2, "xflip": True}, {"tile": 2, "yflip": True, "solid": "top"},
                   {"tile": 1, "solid": "lrb"}, {"tile": 0}, {"tile": 1, "solid": "all"}, 2]
    d["map_b"] = [[2] * 8, [0] * 8, [1] * 8]
    s = load_scenario(d)
    c = hedgephys.cell
    assert s.cells.dtype == np.uint16
    assert s.cells[0].tolist() == [0, 1, c(2, xflip=True), c(2, yflip=True, solid="top"),
                                   c(1, solid="lrb"), 0, 1, 2]
    assert s.tilemap.cells is not None and s.tilemap.cells_b[0].tolist() == [2] * 8
    assert load_scenario(base()).tilemap.cells_b is None


def test_layer_b_uses_map_b():
    """Exact meaning, "The map": a player on layer "b" uses map_b."""
    d = flat(cols=16)
    d["map_b"] = [[0] * 16 for _ in d["map"]]          # layer B has no floor
    d["inputs"] = [["", 3]]
    on_a = run_scenario(d)
    d["player"]["layer"] = "b"
    on_b = run_scenario(d)
    assert on_a["grounded"].all()
    assert not on_b["grounded"][1:].any() and on_b.frames[1]["events"] == ["left_ground"]
    d["map_b"] = None                                   # null: layer B = layer A
    assert run_scenario(d)["grounded"].all()


def test_starting_state_is_placed_exactly():
    """Exact meaning, "Starting state": radii are the rolling ones when rolling;
    the stored registers start clear. frames[0] is the starting state."""
    d = flat(cols=16, x_speed=-3.5, y_speed=2.00390625, ground_speed=127.99609375, angle=17,
             grounded=False, rolling=True, facing="left")
    s = load_scenario(d)
    players = s.make_players()
    assert (players.raw.xr[0], players.raw.yr[0]) == players.rolling_radii
    assert players.raw.jumping[0] == 0 and players.raw.control_lock[0] == 0
    assert players.raw.facing_left[0] == 1
    t = run_scenario(d)
    want = {"frame": 0, "x": 128.0, "y": 28.0, "x_speed": -3.5, "y_speed": 2.00390625,
            "ground_speed": 127.99609375, "angle": 17, "grounded": False, "rolling": True,
            "on_object": None, "pushing": False, "anim": hedgephys.anim_ids("s2")["roll"],
            "dead": False, "events": [], "objects": []}
    assert t.frames[0] == want
    standing = load_scenario(flat(cols=16)).make_players()
    assert (standing.raw.xr[0], standing.raw.yr[0]) == standing.standing_radii


def test_negative_start_wraps_to_the_16_bit_word():
    """Exact meaning, "The map": pixel coordinates are 16-bit words."""
    t = run_scenario(patched(("player", "x"), -8.5))
    assert t.frames[0]["x"] == 65536 - 8.5


# --------------------------------------------------------------------------------------
# running and the trace
# --------------------------------------------------------------------------------------
def test_flat_example_runs_to_top_speed():
    """spec/examples/flat_accel_topspeed_s2.json: 150 frames of R on a flat floor."""
    t = run_scenario(DATA / "flat_accel_topspeed_s2.json")
    assert len(t) == 151
    assert t["frame"].tolist() == list(range(151))
    assert t.frames[1]["x_speed"] == 0.046875                      # acceleration 12/256
    assert t["ground_speed"].max() == 6.0 and t.frames[-1]["x_speed"] == 6.0  # top speed
    assert t["grounded"].all() and not t["rolling"].any()
    assert (np.diff(t["x"]) > 0).all()


def test_loop_example_runs_through_all_four_modes():
    t = run_scenario(DATA / "loop_four_modes_s2.json")
    assert len(t) == 76
    modes = set(hedgephys.ground_mode(t["angle"]).tolist())
    assert modes == {0x00, 0x40, 0x80, 0xC0}


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.name)
def test_examples_directory_runs(path):
    """Every demo in examples/ is a valid object-free scenario."""
    t = run_scenario(path)
    assert len(t) == load_scenario(path).frame_count + 1


def test_demo_runs_jumps_and_lands():
    """examples/run_jump_land_s2.json: running, a jump, landing on terrain."""
    t = run_scenario(EXAMPLES / "run_jump_land_s2.json")
    seen = {e for f in t.frames for e in f["events"]}
    assert {"jumped", "landed", "left_ground", "hit_wall"} <= seen
    jump = int(np.flatnonzero(t.event("jumped"))[0])
    landings = np.flatnonzero(t.event("landed"))
    assert jump < landings[0]
    assert not t["grounded"][jump:landings[0]].any() and t["grounded"][landings[0]]
    assert t.frames[jump]["y_speed"] < 0


def test_solid_land_top_example_lands_on_the_object():
    """spec/examples/solid_land_top_s2.json: the player lands on the solid box."""
    t = run_scenario(DATA / "solid_land_top_s2.json")
    landed = [f["frame"] for f in t.frames if "landed_on_object:0" in f["events"]]
    assert landed
    f = t.frames[landed[0]]
    assert f["grounded"] and f["on_object"] == 0 and f["y_speed"] == 0


def test_push_block_trace_matches_the_seed_vector_through_the_scenario_path():
    """Seeds 001/004 push-block trace (objects_examples.json push_block_trace_right),
    checked through run_scenario with stages (rules/scenario "stages")."""
    import json
    with open(DATA / "objects_examples.json") as fh:
        ex = json.load(fh)
    vectors = [v for v in ex["vectors"] if v.get("id") == "push_block_trace_right"] \
        if isinstance(ex, dict) and "vectors" in ex else []
    if not vectors:
        vectors = [v for v in _walk_dicts(ex) if v.get("id") == "push_block_trace_right"]
    (v,) = vectors
    t = run_scenario(DATA / "push_block_seed_trace_s1.json", stages=True)
    for f in v["frames"]:
        got = t.frames[f["frame"] + 1]  # the vector counts frames from the first update
        player = got["stages"]["player"]
        am = f["after_movement"]
        assert player["x"] == am["x"]["value"], f["frame"]
        assert player["ground_speed"] * 256 == am["ground_speed"]["subpixels"], f["frame"]
        if f["contact"]:
            assert got["stages"]["object:0:solid"]["x"] == f["after_popout"]["x"]["value"]
            assert got["x"] == f["after_push"]["x"]["value"]
            assert got["objects"][0]["x"] == f["after_push"]["block_x_derived"]


def _walk_dicts(o):
    if isinstance(o, dict):
        yield o
        for v in o.values():
            yield from _walk_dicts(v)
    elif isinstance(o, list):
        for v in o:
            yield from _walk_dicts(v)


def test_jump_happens_when_j_goes_from_released_to_held():
    """Exact meaning, "Buttons": J counts as released before frame 1; a jump is
    pressed on a frame where J is held and was not held the frame before."""
    d = flat()
    d["inputs"] = [["J", 1]]
    assert run_scenario(d).frames[1]["events"] == ["jumped"]
    d["inputs"] = [["", 4], ["J", 200]]                 # held through the landing
    t = run_scenario(d)
    assert np.flatnonzero(t.event("jumped")).tolist() == [5]
    assert t.event("landed").sum() == 1
    d["inputs"] = [["J", 1], ["", 80], ["J", 1], ["", 80]]
    assert np.flatnonzero(run_scenario(d).event("jumped")).tolist() == [1, 82]


def test_run_is_deterministic_byte_for_byte():
    """Trace: "Two runs of the same scenario give byte-identical traces"."""
    a = run_scenario(EXAMPLES / "run_jump_land_s2.json").to_json()
    b = run_scenario(json.loads((EXAMPLES / "run_jump_land_s2.json").read_text())).to_json()
    assert a == b
    assert run_scenario(base(), stages=True).to_json() == run_scenario(base(), stages=True).to_json()


def test_trace_json_layout_and_exact_numbers():
    """Trace: fixed-point values print as exact decimals; one frame per line."""
    t = run_scenario(EXAMPLES / "run_jump_land_s2.json")
    text = t.to_json()
    lines = text.splitlines()
    assert len(lines) == len(t) + 2 and text.endswith("]}\n")
    assert lines[0] == ('{"format": "hedgephys-trace/1", "scenario": {"game": "s2", '
                        '"character": "sonic", "fixes": []}, "frames": [')
    exact = json.loads(text, parse_float=Fraction)
    assert json.loads(text) == t.to_dict()
    for frame, parsed in zip(t.frames, exact["frames"]):
        assert list(parsed) == ["frame", "x", "y", "x_speed", "y_speed", "ground_speed", "angle",
                                "grounded", "rolling", "on_object", "pushing", "anim", "dead",
                                "events", "objects"]
        for name in ("x", "y", "x_speed", "y_speed", "ground_speed"):
            assert isinstance(parsed[name], Fraction)
            assert parsed[name] == Fraction(frame[name]) and (parsed[name] * 256).denominator == 1


def test_trace_arrays():
    t = run_scenario(base())
    assert len(t) == 52
    arrays = t.arrays()
    assert set(arrays) == {"frame", "x", "y", "x_speed", "y_speed", "ground_speed", "angle",
                           "grounded", "rolling", "on_object", "pushing", "anim", "dead"}
    assert t["x"].dtype == np.float64 and t["x"].shape == (52,)
    assert t["grounded"].dtype == bool and t["angle"].dtype == np.int64
    assert (t.x == t["x"]).all() and (t["on_object"] == -1).all()
    assert t["y_speed"].tolist() == [f["y_speed"] for f in t.frames]
    with pytest.raises(KeyError, match="events"):
        t["events"]
    with pytest.raises(AttributeError):
        t.nonexistent
    assert t.event("jumped").tolist() == [f["events"] == ["jumped"] for f in t.frames]


def test_events_are_names_in_events_order():
    t = run_scenario(EXAMPLES / "run_jump_land_s2.json")
    order = list(hedgephys.EVENTS)
    for f in t.frames:
        assert f["events"] == sorted(f["events"], key=order.index)
        assert len(set(f["events"])) == len(f["events"])


def test_stages():
    """Trace, --stages: the "player" stage after the player's own update (the
    only stage until objects exist); frame 0 has no stages."""
    t = run_scenario(base(), stages=True)
    assert t.frames[0]["stages"] == {}
    for f in t.frames[1:]:
        assert f["stages"] == {"player": {k: f[k] for k in (
            "x", "y", "x_speed", "y_speed", "ground_speed", "angle", "grounded", "rolling",
            "on_object", "pushing", "anim", "dead")}}
    plain = run_scenario(base())
    assert all("stages" not in f for f in plain.frames)
    assert plain.compare(t) is None


def test_a_trace_without_anim_is_read_and_compared_on_the_other_fields():
    """Additions: "anim" is written by this library; a trace from another
    engine may leave it out. It is compared only where both traces have it."""
    t = run_scenario(base())
    foreign = copy.deepcopy(t.to_dict())
    for f in foreign["frames"]:
        del f["anim"], f["dead"]
    other = load_trace(foreign)
    assert "anim" not in other.arrays() and "dead" not in other.arrays()
    assert other.compare(t) is None and t.compare(other) is None
    changed = copy.deepcopy(t.to_dict())
    changed["frames"][5]["anim"] = (changed["frames"][5]["anim"] + 1) % 256
    assert t.compare(load_trace(changed)).field == "anim"
    changed["frames"][5]["anim"] = 256
    with pytest.raises(hedgephys.scenario.TraceError, match=r"frames\[5\]\.anim"):
        load_trace(changed)
    changed = copy.deepcopy(t.to_dict())
    changed["frames"][5]["dead"] = True
    assert t.compare(load_trace(changed)).field == "dead"
    changed["frames"][5]["dead"] = 1
    with pytest.raises(hedgephys.scenario.TraceError, match=r"frames\[5\]\.dead"):
        load_trace(changed)


def test_write_and_load_trace(tmp_path):
    t = run_scenario(base(), stages=True)
    path = tmp_path / "trace.json"
    t.write(path)
    assert path.read_text() == t.to_json()
    back = load_trace(path)
    assert back == t and back.to_json() == t.to_json()
    assert back.compare(t) is None


# --------------------------------------------------------------------------------------
# comparing traces
# --------------------------------------------------------------------------------------
def _edited(t: Trace, frame: int, **changes) -> Trace:
    frames = copy.deepcopy(t.frames)
    frames[frame].update(changes)
    return Trace(frames, t.scenario)


def test_compare_finds_the_first_difference():
    t = run_scenario(base(), stages=True)
    assert t.compare(_edited(t, 7, x=1.0, angle=3)) == (7, "x", t.frames[7]["x"], 1.0)
    assert t.compare(_edited(t, 9, angle=3)).field == "angle"
    assert t.compare(_edited(t, 4, events=["landed"])) == (4, "events", [], ["landed"])
    assert t.compare(_edited(t, 2, objects=[{"x": 1.0, "y": 2.0}])) == \
        (2, "objects[0]", None, {"x": 1.0, "y": 2.0})
    stage = copy.deepcopy(t.frames[3]["stages"])
    stage["player"]["y"] = 0.5
    assert t.compare(_edited(t, 3, stages=stage)) == \
        (3, "stages.player.y", t.frames[3]["y"], 0.5)
    shorter = Trace(t.frames[:10], t.scenario)
    assert t.compare(shorter) == (10, "frames", 52, 10)
    assert shorter.compare(t) == (10, "frames", 10, 52)


def test_compare_takes_events_as_sets():
    """Events: "compared as sets"."""
    a = Trace([dict(run_scenario(base()).frames[0], events=["jumped", "hit_wall"])], {})
    b = Trace([dict(a.frames[0], events=["hit_wall", "jumped"])], {})
    assert a.compare(b) is None


def test_compare_objects_fields():
    frame = dict(run_scenario(base()).frames[0], objects=[{"x": 1.0, "y": 2.0, "state": "idle"}])
    other = dict(frame, objects=[{"x": 1.0, "y": 2.0, "state": "broken"}])
    assert Trace([frame], {}).compare(Trace([other], {})) == (0, "objects[0].state", "idle", "broken")


# --------------------------------------------------------------------------------------
# reading traces
# --------------------------------------------------------------------------------------
def trace_doc() -> dict:
    return json.loads(run_scenario(base(), stages=True).to_json())


def trace_patched(path: tuple, value) -> dict:
    return patch(trace_doc(), path, value)


MALFORMED_TRACES = [
    ("format-missing", trace_patched(("format",), DELETE), "format", "missing"),
    ("format-scenario", trace_patched(("format",), "hedgephys-scenario/1"), "format", "not a"),
    ("format-version", trace_patched(("format",), "hedgephys-trace/2"), "format", "unsupported"),
    ("unknown-top", dict(trace_doc(), extra=1), "extra", "unknown field"),
    ("scenario-missing", trace_patched(("scenario",), DELETE), "scenario", "missing"),
    ("scenario-game", trace_patched(("scenario", "game"), "s9"), "scenario.game", "unknown game"),
    ("scenario-character", trace_patched(("scenario", "character"), 1), "scenario.character",
     "unknown character"),
    ("scenario-fix", trace_patched(("scenario", "fixes"), ["nope"]), "scenario.fixes[0]",
     "unknown fix"),
    ("frames-empty", trace_patched(("frames",), []), "frames", "at least the starting frame"),
    ("frames-not-list", trace_patched(("frames",), {}), "frames", "expected a list"),
    ("frame-not-object", trace_patched(("frames", 1), 5), "frames[1]", "expected an object"),
    ("frame-number", trace_patched(("frames", 1, "frame"), 2), "frames[1].frame", "in order"),
    ("frame-field-missing", trace_patched(("frames", 2, "pushing"), DELETE), "frames[2].pushing",
     "missing"),
    ("frame-unknown-field", trace_patched(("frames", 2, "speed"), 1), "frames[2].speed",
     "unknown field"),
    ("frame-x", trace_patched(("frames", 3, "x"), 1.1), "frames[3].x", "not a multiple of 1/256"),
    ("frame-speed-range", trace_patched(("frames", 3, "y_speed"), -200), "frames[3].y_speed",
     "out of range"),
    ("frame-angle", trace_patched(("frames", 3, "angle"), 300), "frames[3].angle", "out of range"),
    ("frame-grounded", trace_patched(("frames", 3, "grounded"), "yes"), "frames[3].grounded",
     "expected true or false"),
    ("frame-on-object", trace_patched(("frames", 3, "on_object"), -1), "frames[3].on_object",
     "must be at least 0"),
    ("frame-events", trace_patched(("frames", 3, "events"), ["Landed!"]), "frames[3].events[0]",
     "expected an event name"),
    ("frame-events-not-list", trace_patched(("frames", 3, "events"), "landed"),
     "frames[3].events", "expected a list"),
    ("frame-objects", trace_patched(("frames", 3, "objects"), [{"x": 1}]), "frames[3].objects[0]",
     '"x" and "y"'),
    ("frame-object-x", trace_patched(("frames", 3, "objects"), [{"x": 0.3, "y": 1}]),
     "frames[3].objects[0].x", "not a multiple"),
    ("stages-not-object", trace_patched(("frames", 3, "stages"), []), "frames[3].stages",
     "expected an object"),
    ("stage-name", trace_patched(("frames", 3, "stages", "objects"), {}),
     "frames[3].stages.objects", "unknown stage"),
    ("stage-field", trace_patched(("frames", 3, "stages", "player", "rolling"), 0),
     "frames[3].stages.player.rolling", "expected true or false"),
]


@pytest.mark.parametrize("doc, location, fragment", [c[1:] for c in MALFORMED_TRACES],
                         ids=[c[0] for c in MALFORMED_TRACES])
def test_malformed_trace_names_the_field(doc, location, fragment):
    """load_trace validates "hedgephys-trace/1" (the "Trace" section)."""
    with pytest.raises(TraceError) as info:
        load_trace(doc)
    assert info.value.location == location
    assert fragment in info.value.problem
    assert isinstance(info.value, ScenarioError)


def test_load_trace_accepts_other_engines_extras():
    """Traces from other engines: object states and extension keys are kept/ignored,
    integers where the library writes floats are fine."""
    d = trace_doc()
    d["_engine"] = "mine"
    d["frames"][1]["objects"] = [{"x": 64, "y": 15, "state": "idle", "x_speed": 0}]
    d["frames"][1]["stages"]["object:0:solid"] = dict(d["frames"][1]["stages"]["player"])
    d["frames"][0]["x"] = 24                            # written as 24.0 by this library
    t = load_trace(d)
    assert t.frames[0]["x"] == 24.0 and isinstance(t.frames[0]["x"], float)
    assert t.frames[1]["objects"] == [{"x": 64.0, "y": 15.0, "state": "idle", "x_speed": 0}]
    assert set(t.frames[1]["stages"]) == {"player", "object:0:solid"}


# --------------------------------------------------------------------------------------
# property: random input sequences on a flat floor
# --------------------------------------------------------------------------------------
@given(st.lists(st.tuples(st.text(alphabet="LRUD", max_size=4), st.integers(1, 40)),
                min_size=1, max_size=6),
       st.sampled_from(["s1", "s2", "s3k", "cd"]),
       st.sampled_from(["sonic", "tails", "knuckles"]))
def test_flat_floor_property(inputs, game, character):
    """Random valid inputs without J on a long flat floor: one record per frame
    plus the start, speeds within the int16 range, never leaving the ground."""
    d = flat(cols=512)
    d.update(game=game, character=character, inputs=[list(e) for e in inputs])
    t = run_scenario(d)
    frames = sum(n for _, n in inputs)
    assert len(t) == frames + 1 and t["frame"].tolist() == list(range(frames + 1))
    for name in ("x_speed", "y_speed", "ground_speed"):
        assert (t[name] >= -128).all() and (t[name] <= 32767 / 256).all()
    assert t["grounded"].all()
    assert not t.event("jumped").any() and not t.event("left_ground").any()


@given(st.lists(st.tuples(st.text(alphabet="LRUDJ", max_size=5), st.integers(1, 30)),
                min_size=0, max_size=5))
def test_any_valid_inputs_round_trip_through_the_trace_file(inputs):
    d = base()
    d["inputs"] = [list(e) for e in inputs]
    t = run_scenario(d)
    assert load_trace(json.loads(t.to_json())) == t
    assert isinstance(load_scenario(d), Scenario)
