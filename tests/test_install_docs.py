"""Installing and the documentation site, as the README and docs/usage.md
describe them: the extras bring what their features need, every install line
with an extra is quoted (zsh reads an unquoted [...] as a pattern), the docs
say how to add an extra without compiling again, CI repairs the wheel into a
manylinux one and builds the site with warnings as errors, and the site
lists every page and notebook."""
import json
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def extras():
    tomllib = pytest.importorskip("tomllib")
    with open(ROOT / "pyproject.toml", "rb") as f:
        deps = tomllib.load(f)["project"]["optional-dependencies"]
    return {k: {re.split(r"[<>=\[ ;]", d)[0].lower() for d in v} for k, v in deps.items()}


def test_the_video_extra_brings_what_writing_gif_and_mp4_needs():
    ex = extras()
    assert {"imageio", "imageio-ffmpeg"} <= ex["video"]
    assert ex["video"] <= ex["test"]            # CI's tests write both kinds of file


def test_the_docs_extra_brings_sphinx_and_the_notebook_reader():
    assert {"sphinx", "myst-nb"} <= extras()["docs"]


def _sources():
    files = [ROOT / "README.md", *DOCS.rglob("*.md"), *(ROOT / "python").rglob("*.py"),
             *(ROOT / "benchmarks").glob("*.py"), ROOT / ".ci" / "run"]
    for f in files:
        yield f, f.read_text()
    for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(nb.read_text())["cells"]
        yield nb, "\n".join("".join(c["source"]) for c in cells)


def test_every_install_line_with_an_extra_is_quoted():
    unquoted = []
    for path, text in _sources():
        for line in text.splitlines():
            for m in re.finditer(r"pip install ([^`\"\n)]*)", line):
                for word in m.group(1).split():
                    if "[" in word and not word.startswith(("'", '"')):
                        unquoted.append(f"{path.relative_to(ROOT)}: {line.strip()}")
    assert not unquoted, "\n".join(unquoted)


def test_the_docs_show_how_to_add_an_extra_without_compiling():
    usage = (DOCS / "usage.md").read_text()
    assert "pip install 'hedgephys[gym]'" in usage and "pip install gymnasium" in usage
    assert "pip install 'hedgephys[gym,ray]'" in (DOCS / "ray.md").read_text()


def test_ci_repairs_the_wheel_and_builds_the_site_with_warnings_as_errors():
    run = (ROOT / ".ci" / "run").read_text()
    repair = re.search(r'auditwheel"? repair', run).start()
    install = run.index('pip install --quiet "${WHEEL}[')
    assert repair < install and "manylinux" in run[repair:install]
    assert re.search(r'sphinx-build"? -W .*"\$ROOT/docs"', run)


def test_the_site_lists_every_page_and_notebook():
    index = (DOCS / "index.md").read_text()
    listed = set(re.findall(r"^([\w/]+)$", index, re.M))
    pages = {str(p.relative_to(DOCS).with_suffix("")) for p in DOCS.rglob("*.md")
             if p.parent.name != "api" and p.name != "index.md" and "notebooks" not in p.parts}
    notebooks = {f"notebooks/{p.stem}" for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert pages | notebooks | {"api/index"} == listed
    assert (DOCS / "notebooks").resolve() == (ROOT / "notebooks").resolve()


def test_the_readme_links_the_site_and_says_how_to_build_it():
    readme = (ROOT / "README.md").read_text()
    assert "(docs/index.md)" in readme
    assert re.search(r"sphinx-build -W -b html docs \S+", readme)
