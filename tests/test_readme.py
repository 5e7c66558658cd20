"""The README's example runs and says what it claims."""
import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_example_runs(capsys):
    text = README.read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks, "the README has a python example"
    ns = {}
    exec(compile(blocks[0], "README.md", "exec"), ns)
    sonic = ns["sonic"]
    assert int(sonic.x[0]) == 949 and sonic.pushing[0]  # 960 - 11, as the comment says
    assert ns["hit"].distance.tolist() == [9, 9]
    assert ns["rollout"]["x"].shape == (600, 4096)


def test_readme_commands_match_ci():
    text = README.read_text()
    assert "bash .ci/run" in text
    demo = re.search(r"hedgephys trace (\S+)", text).group(1)
    assert (README.parent / demo).exists()
