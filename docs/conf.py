"""Sphinx configuration of the hedgephys documentation site.

Build it (README "Documentation"): ``pip install '.[docs]'`` next to an
installed hedgephys, then ``sphinx-build -W -b html docs build/docs``; open
``build/docs/index.html``. The Markdown pages are read by myst-parser, the
notebooks (``notebooks/``, linked in as ``docs/notebooks``) by myst-nb with
their committed outputs, never executed; the API reference (``docs/api/``)
comes from the docstrings of the installed package (autodoc).
"""
import hedgephys

project = "hedgephys"
author = "the hedgephys authors"
copyright = "the hedgephys authors, MIT licence"
release = hedgephys.__version__

extensions = [
    "myst_nb",                  # Markdown (myst-parser) and notebooks
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",      # the numpy-style "Parameters" sections
    "sphinx.ext.viewcode",
]
source_suffix = {".md": "myst-nb", ".ipynb": "myst-nb", ".rst": "restructuredtext"}
root_doc = "index"
exclude_patterns = ["_build", "**.ipynb_checkpoints"]

# Markdown: "#threads"-style links to headings, $math$, definition lists.
myst_heading_anchors = 4
myst_enable_extensions = ["dollarmath", "deflist"]

# Notebooks: shown with the outputs they are committed with (tests/test_usage_doc.py
# checks that they have them); executing them is CI's nbmake run, not the docs build.
nb_execution_mode = "off"

autodoc_default_options = {"members": True, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
# Optional dependencies the API pages may meet without them installed.
autodoc_mock_imports = ["ray", "tqdm", "imageio", "imageio_ffmpeg"]
# Short field names (x, y, angle) are attributes of several classes: a bare
# reference to one stays plain text instead of failing the -W build.
suppress_warnings = ["ref.python"]
napoleon_numpy_docstring = True
napoleon_google_docstring = False

html_theme = "alabaster"
html_title = f"hedgephys {release}"
