"""Run the notebooks in place so that they are committed with their outputs
(text and PNG pictures), which GitHub and the docs then show without running.

    python tools/render_notebooks.py [notebooks/01_tiles_and_sensors.ipynb ...]

Run it with a Python that has hedgephys (built from this checkout),
matplotlib, nbclient and ipykernel installed (the test extra: pip install '.[test]'). Every notebook runs in its own
folder, with HEDGEPHYS_DISASM unset: notebook 04 then shows its made-up act,
never a real game's level (the repository ships no game data). MPLBACKEND is
unset too, so that figures are drawn inline as PNG. Cell timing metadata is
not recorded, so that a re-run changes only what the cells print and draw.

CI (`.ci/run`) runs the notebooks with nbmake, which executes them again and
does not write them back.
"""
from __future__ import annotations

import os
import pathlib
import sys

import nbformat
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parent.parent


def render(path: pathlib.Path) -> None:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=900, kernel_name="python3", record_timing=False,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    for cell in nb.cells:  # no per-run noise beyond the outputs themselves
        cell.get("metadata", {}).pop("execution", None)
    nbformat.write(nb, path)
    images = sum(1 for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
                 if "image/png" in o.get("data", {}))
    print(f"{path.relative_to(ROOT)}: {images} pictures, {path.stat().st_size // 1024} KiB")


def main(argv: list[str]) -> None:
    for name in ("HEDGEPHYS_DISASM", "MPLBACKEND"):
        os.environ.pop(name, None)
    paths = [pathlib.Path(a).resolve() for a in argv] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for path in paths:
        render(path)


if __name__ == "__main__":
    main(sys.argv[1:])
