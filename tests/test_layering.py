"""The project's layering, read from its sources: no test module imports
another (shared helpers live in tests/helpers.py)."""
import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_modules(path):
    """Every module name an import statement of the file names (top-level
    imports, imports inside functions, and code strings run in subprocesses
    are not seen: those are checked by the tests that run them)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_no_test_imports_another_test():
    offenders = {p.name: sorted(m for m in imported_modules(p) if m.startswith("test_"))
                 for p in TESTS.glob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}
