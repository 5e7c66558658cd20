"""docs/usage.md stays true: its python blocks run (the blocks of one section
in order, in one namespace, as the page says), the field lists it gives match
the library's, and the notebooks it points to are committed with their
pictures."""
import json
import pathlib
import re

import pytest

import hedgephys as hp
from hedgephys.objects import PARAMETER_FIELDS, STATE_FIELDS

ROOT = pathlib.Path(__file__).resolve().parent.parent
USAGE = ROOT / "docs" / "usage.md"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def sections() -> dict:
    """{section title: [python blocks]} for every `## ` section with code."""
    out = {}
    for part in re.split(r"^## ", USAGE.read_text(), flags=re.M)[1:]:
        title = part.splitlines()[0].strip()
        blocks = re.findall(r"```python\n(.*?)```", part, re.S)
        if blocks:
            out[title] = blocks
    return out


def test_the_guide_has_runnable_sections():
    assert set(sections()) >= {"Building terrain", "The `raw` arrays: what you may write, and when",
                               "Rollouts and their units", "Threads"}


@pytest.mark.parametrize("title", sorted(sections()))
def test_usage_section_runs(title, tmp_path, monkeypatch):
    pytest.importorskip("matplotlib").use("Agg")
    monkeypatch.chdir(tmp_path)  # a block may write a picture
    ns = {"__name__": "usage_doc"}
    for i, block in enumerate(sections()[title]):
        exec(compile(block, f"docs/usage.md [{title}] block {i}", "exec"), ns)
    if title == "Building terrain":
        assert (tmp_path / "terrain.png").stat().st_size > 0


def test_the_player_field_table_lists_every_field():
    text = USAGE.read_text()
    table = text.split("### Players: every field is state", 1)[1].split("###", 1)[0]
    named = set(re.findall(r"`([a-z_][a-z_0-9]*)`", table))  # pos_rec_0 .. pos_rec_7 have digits
    assert set(hp.Players(1).fields) <= named


def test_the_object_field_lists_match_the_library():
    text = USAGE.read_text()
    part = text.split("### Objects: state is writable", 1)[1].split("## ", 1)[0]
    state = part.split("**State fields**", 1)[1].split("**Parameter fields**", 1)[0]
    params = part.split("**Parameter fields**", 1)[1].split("They are", 1)[0]
    assert set(STATE_FIELDS) <= set(re.findall(r"`([a-z_0-9]+)`", state))
    assert set(PARAMETER_FIELDS) <= set(re.findall(r"`([a-z_0-9]+)`", params))


def test_the_event_table_matches_the_library():
    rows = re.findall(r"^\| (\d+) \| (\d+) \| `([a-z_]+)` \|", USAGE.read_text(), re.M)
    assert {name: int(value) for _, value, name in rows} == hp.EVENTS
    assert all(int(value) == 1 << int(bit) for bit, value, _ in rows)


def test_the_guide_is_linked_from_the_readme():
    assert "docs/usage.md" in (ROOT / "README.md").read_text()


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebooks_are_committed_with_their_outputs(path):
    """Every code cell has run (in order, no gaps) and the notebook shows its
    pictures: re-run it with tools/render_notebooks.py after editing it."""
    nb = json.loads(path.read_text())
    code = [c for c in nb["cells"] if c["cell_type"] == "code" and "".join(c["source"]).strip()]
    counts = [c.get("execution_count") for c in code]
    assert counts == list(range(1, len(code) + 1)), f"{path.name}: not run top to bottom; counts {counts}"
    pictures = [o for c in code for o in c.get("outputs", []) if "image/png" in o.get("data", {})]
    assert pictures, f"{path.name} has no pictures"
    errors = [o for c in code for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, f"{path.name} was committed with an error output"


def test_no_real_level_in_the_committed_notebooks():
    # Notebook 04 reads a real act only when HEDGEPHYS_DISASM is set; its
    # committed outputs must come from the made-up act (no game data).
    nb = json.loads((ROOT / "notebooks" / "04_real_level.ipynb").read_text())
    text = "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/plain", ""))
                   for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", []))
    assert "made-up act" in text


def test_the_limits_section_gives_the_code_s_limits():
    import inspect

    import numpy as np

    from hedgephys.draw import MAX_IMAGE_PIXELS, MAX_SCALE
    from hedgephys.levels import common, kosinski, s1, s3k
    from hedgephys.players import _MAX_PLAYERS
    from hedgephys.video import MAX_FPS, MIN_FPS

    limits = USAGE.read_text().split("\n## Limits\n", 1)[1].split("\n## ", 1)[0]
    chunks = inspect.signature(common.Checkout.kosinski).parameters["max_size"].default
    expected = [f"n = {_MAX_PLAYERS} (2**31 - 1)", f"`scale` 1..{MAX_SCALE}", f"{MAX_IMAGE_PIXELS} (2**28) pixels",
                f"`fps` {MIN_FPS:g}..{MAX_FPS:g}", f"Sonic 1 layout {s1.LAYOUT_MAX} bytes",
                f"Sonic 1 collision index {s1.INDEX_MAX} bytes", f"Sonic 3&K layout {s3k.LAYOUT_MAX} bytes",
                f"object layout {common.OBJECT_LAYOUT_MAX} bytes", "twice its largest output plus 64 bytes",
                f"(chunks: {chunks} bytes out, {kosinski.max_input(chunks)} in)", "`threads=` 1..256",
                "4096 x 4096 cells (65536 px a side", "4096 tiles in a tile set"]
    try:
        from hedgephys.gym.config import _MAX_FRAME_SKIP, MAX_EPISODE_STEPS, MAX_WINDOW_REACH, MAX_WINDOW_STRIDE
    except ImportError:   # gymnasium is optional
        pass
    else:
        expected += [f"{MAX_EPISODE_STEPS} (2**63 - 1) steps", f"`frame_skip` {_MAX_FRAME_SKIP}",
                     f"`window_stride` {MAX_WINDOW_STRIDE} px",
                     f"`window_radius * window_stride` {MAX_WINDOW_REACH} px"]
    try:
        from hedgephys.ray.actors import PLACEMENT_TIMEOUT
    except ImportError:   # Ray is optional
        pass
    else:
        expected.append(f"`placement_timeout` (default {PLACEMENT_TIMEOUT:g} s)")
    for words in expected:
        assert words in limits, words
    assert kosinski.max_input(chunks) == 2 * chunks + 64
    # the core's limits, by what it refuses
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    hp.TileMap(np.zeros((1, 4096), np.uint16), tiles)
    with pytest.raises(ValueError, match="at most 4096 x 4096 cells"):
        hp.TileMap(np.zeros((1, 4097), np.uint16), tiles)
    with pytest.raises(ValueError, match="at most 4096 tiles"):
        hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((4097, 16), np.int8)))
    with pytest.raises(ValueError, match="at most 2147483647 players"):
        hp.Players(_MAX_PLAYERS + 1)
