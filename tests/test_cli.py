"""The ``hedgephys`` command (rules/scenario, "Entry points": trace to standard
output when -o is absent; exit status 0 on success, 2 on invalid input with a
one-line message naming the field)."""
from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

import hedgephys
from hedgephys.cli import main
from hedgephys.scenario import load_trace, run_scenario

DATA = pathlib.Path(__file__).parent / "data"
DEMO = pathlib.Path(__file__).parent.parent / "examples" / "run_jump_land_s2.json"
FLAT = DATA / "flat_accel_topspeed_s2.json"


def write(tmp_path: pathlib.Path, name: str, doc) -> str:
    path = tmp_path / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc))
    return str(path)


def scenario_with(**changes) -> dict:
    doc = json.loads(FLAT.read_text())
    for dotted, value in changes.items():
        target = doc
        *parents, last = dotted.split("__")
        for key in parents:
            target = target[int(key) if isinstance(target, list) else key]
        target[int(last) if isinstance(target, list) else last] = value
    return doc


def test_trace_to_stdout(capsys):
    assert main(["trace", str(FLAT)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out == run_scenario(FLAT).to_json()
    assert len(json.loads(out)["frames"]) == 151


def test_trace_to_file(tmp_path, capsys):
    out_path = tmp_path / "trace.json"
    assert main(["trace", str(DEMO), "-o", str(out_path)]) == 0
    out, err = capsys.readouterr()
    frames = len(run_scenario(DEMO))
    # one summary line on stderr: what was written where
    assert out == "" and err.startswith(f"hedgephys: wrote {frames} frames (s2, sonic) to {out_path}: ")
    assert err.count("\n") == 1
    assert out_path.read_text() == run_scenario(DEMO).to_json()
    assert load_trace(out_path).compare(run_scenario(DEMO)) is None
    assert main(["trace", str(DEMO), "-o", str(out_path), "--quiet"]) == 0
    assert capsys.readouterr() == ("", "")


def _long_scenario(tmp_path, frames):
    doc = json.loads(DEMO.read_text())
    doc["inputs"] = [["", frames]]
    doc["objects"] = []
    path = tmp_path / "long.json"
    path.write_text(json.dumps(doc))
    return path


def test_long_traces_show_their_progress_on_stderr(tmp_path, capsys):
    path = _long_scenario(tmp_path, 250_000)
    out_path = tmp_path / "long_trace.json"
    assert main(["trace", str(path), "-o", str(out_path)]) == 0
    out, err = capsys.readouterr()
    lines = err.splitlines()
    # progress lines (not a terminal: one per tenth, at most twice a second), then the summary
    assert lines[-1].startswith("hedgephys: wrote 250001 frames")
    assert all(l.startswith("hedgephys: trace: ") and "/ 250,001 frames" in l for l in lines[:-1])
    assert load_trace(out_path).frames[-1]["frame"] == 250_000


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(inputs=[["R", 10 ** 30]]), "inputs[0]: the inputs add up to more than"),
    (lambda d: d.update(inputs=[["R", 60_000_000], ["L", 60_000_000]]), "inputs[1]: the inputs add up"),
    (lambda d: d.update(map=[[0] * 5000, [1] * 5000]), "map[0]: has 5000 cells"),
    (lambda d: d.update(map=[[0]] * 4097), "map: has more than 4096 rows"),
])
def test_out_of_range_scenarios_exit_2_with_one_line(tmp_path, capsys, change, where):
    doc = json.loads(DEMO.read_text())
    change(doc)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    out_path = tmp_path / "never.json"
    assert main(["trace", str(path), "-o", str(out_path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and where in err and str(path) in err
    assert not out_path.exists()


def test_an_object_at_the_lowest_pixel_word_is_accepted(tmp_path, capsys):
    doc = json.loads(DEMO.read_text())
    doc["objects"] = [{"type": "solid", "x": -32768, "y": 10, "width_radius": 8, "height_radius": 8}]
    doc["inputs"] = [["R", 2]]
    path = tmp_path / "far.json"
    path.write_text(json.dumps(doc))
    assert main(["trace", str(path)]) == 0
    frames = json.loads(capsys.readouterr().out)["frames"]
    assert frames[0]["objects"][0]["x"] == 32768  # the same 16-bit word, read unsigned


def test_trace_stages(capsys):
    """Trace section: `hedgephys trace --stages` adds each frame's stages."""
    assert main(["trace", "--stages", str(FLAT)]) == 0
    frames = json.loads(capsys.readouterr().out)["frames"]
    assert frames[0]["stages"] == {}
    assert frames[5]["stages"]["player"]["x"] == frames[5]["x"]


def test_trace_output_is_byte_identical_across_runs(tmp_path):
    """Trace: "Two runs of the same scenario give byte-identical traces"."""
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert main(["trace", str(DEMO), "-o", str(a)]) == 0
    assert main(["trace", str(DEMO), "-o", str(b)]) == 0
    assert a.read_bytes() == b.read_bytes()


BAD_FILES = [
    ("not-a-multiple", scenario_with(player__x=12.3), "player.x: 12.3 is not a multiple of 1/256"),
    ("undefined-tile", scenario_with(map__2__5=7), 'map[2][5]: names tile 7, which "tiles" does not define'),
    ("short-heights", scenario_with(tiles__1__heights=[16] * 15), 'tiles["1"].heights: expected 16 values, got 15'),
    ("zero-frames", scenario_with(inputs=[["R", 0]]), "inputs[0]: frames must be a positive integer"),
    ("unknown-game", scenario_with(game="s4"), 'game: unknown game "s4"'),
    ("format", scenario_with(format="hedgephys-scenario/9"), "format: unsupported format"),
    ("outside-map", scenario_with(player__y=-100.0), "player.y: -100.0 is more than 32 px outside"),
    ("invalid-json", '{"format": "hedgephys-scenario/1",\n "map": [[0]]\n  oops}', "invalid JSON"),
    ("not-an-object", "[1, 2]", "expected a JSON object, got a list"),
    ("empty", "", "invalid JSON"),
]


@pytest.mark.parametrize("doc, expected", [c[1:] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES])
def test_invalid_input_exits_2_with_one_line(tmp_path, capsys, doc, expected):
    path = write(tmp_path, "scenario.json", doc)
    assert main(["trace", path]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    assert err.startswith(f"hedgephys: error: {path}: ")
    assert expected in err


def test_missing_file_exits_2(tmp_path, capsys):
    path = str(tmp_path / "nope.json")
    assert main(["trace", path]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"hedgephys: error: {path}: cannot read the file")


def test_invalid_input_writes_no_output_file(tmp_path):
    out = tmp_path / "trace.json"
    assert main(["trace", write(tmp_path, "s.json", scenario_with(game="s4")), "-o", str(out)]) == 2
    assert not out.exists()


def test_unwritable_output_exits_1(tmp_path, capsys):
    assert main(["trace", str(FLAT), "-o", str(tmp_path / "missing-dir" / "t.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("hedgephys: error: cannot write") and err.count("\n") == 1


@pytest.mark.parametrize("name", ["push_block_seed_trace_s1", "solid_land_top_s2"])
def test_scenarios_with_objects_trace(capsys, name):
    path = str(DATA / f"{name}.json")
    assert main(["trace", path]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out == run_scenario(path).to_json()
    assert '"objects": [{"x"' in out


def test_fixes_lists_every_fix_with_its_description(capsys):
    assert main(["fixes"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(hedgephys.FIXES)
    for line, (name, (_bit, description)) in zip(lines, hedgephys.FIXES.items()):
        assert line.split()[0] == name and line.endswith(description)


def test_compare(tmp_path, capsys):
    a = tmp_path / "a.json"
    run_scenario(FLAT).write(a)
    doc = json.loads(a.read_text())
    doc["frames"][40]["x_speed"] += 1 / 256
    b = write(tmp_path, "b.json", doc)
    assert main(["compare", str(a), str(a)]) == 0
    assert capsys.readouterr().out == "identical: 151 frames\n"
    assert main(["compare", str(a), b]) == 1
    assert capsys.readouterr().out.startswith("first difference at frame 40, x_speed: ")
    assert main(["compare", str(a), str(FLAT)]) == 2
    assert "format: this is a \"hedgephys-scenario/1\" file" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--help"], ["trace", "--help"], ["fixes", "--help"],
                                  ["compare", "--help"]])
def test_help(capsys, argv):
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: hedgephys")
    if argv[0] == "trace":
        assert "SCENARIO.json" in out and "-o TRACE.json" in out and "--stages" in out
    if argv == ["--help"]:
        assert "trace" in out and "fixes" in out and "exit status" in out


@pytest.mark.parametrize("argv", [[], ["trace"], ["frobnicate"], ["trace", "a.json", "--bogus"]])
def test_bad_arguments_exit_2(capsys, argv):
    assert main(argv) == 2
    assert "usage: hedgephys" in capsys.readouterr().err


def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"hedgephys {hedgephys.__version__}"


def _run_module(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    package_root = str(pathlib.Path(hedgephys.__file__).resolve().parent.parent)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [package_root, env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, "-m", "hedgephys.cli", *args], capture_output=True,
                          text=True, env=env, timeout=120)


def test_module_entry_point_exit_status(tmp_path):
    """`python -m hedgephys.cli` returns main()'s status to the shell."""
    ok = _run_module("trace", str(FLAT))
    assert ok.returncode == 0 and ok.stdout == run_scenario(FLAT).to_json()
    bad = _run_module("trace", write(tmp_path, "s.json", scenario_with(player__x=12.3)))
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.splitlines() == [
        f"hedgephys: error: {tmp_path / 's.json'}: player.x: 12.3 is not a multiple of 1/256"]
    assert _run_module("trace", str(DATA / "solid_land_top_s2.json")).returncode == 0
