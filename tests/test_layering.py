"""The project's layering, read from its sources (issue 21 item 2, 6): no test
module imports another (shared helpers live in tests/helpers.py and
conftest.py), the package has no import loop, and each C++ header of the core
includes only headers of lower layers."""
import ast
import re
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


# ----- the package: no import loop, at run time or for typing -------------------------

PACKAGE = TESTS.parent / "python" / "hedgephys"


def package_imports():
    """{module: modules of the package it imports}, read from the sources:
    every relative import and every ``hedgephys...`` import, including those
    under ``if TYPE_CHECKING`` and inside functions."""
    mods = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        name = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        mods[name] = path
    known = set(mods) | {"hedgephys._core"}
    graph = {}
    for name, path in mods.items():
        base = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = base.split(".")[:len(base.split(".")) - (node.level - 1)]
                    target = ".".join(parts + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                named = [f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in known]
                deps.update(named)
                if not named and target in known:
                    deps.add(target)
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names if a.name in known)
        deps.discard(name)
        graph[name] = deps
    return graph


def cycles(graph):
    """The strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in list(graph):
        if v not in index:
            visit(v)
    return out


def test_the_package_has_no_import_loop():
    graph = package_imports()
    assert graph["hedgephys.plot"] >= {"hedgephys.casts", "hedgephys.draw"}
    assert cycles(graph) == []


def test_the_loop_finder_finds_a_loop():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


# ----- the core: a header includes only headers of lower layers ---------------------------

CORE = TESTS.parent / "cpp" / "hedgephys"
# Lowest first; a header may include only headers of an earlier layer.
LAYERS = [
    {"fixed.hpp", "vocabulary.hpp", "threads.hpp", "aligned.hpp"},
    {"trig.hpp", "tiles.hpp"},
    {"camera_events.hpp", "water_events.hpp"},        # level events as data (rules.hpp holds them)
    {"rules.hpp", "sensors.hpp"},
    {"player.hpp"},                                   # the player's state
    {"camera.hpp", "camera_lag.hpp", "water_move.hpp",  # the camera, run after the objects; its lag;
     "invincibility.hpp"},                            # the moving water; a monitor's invincibility
    {"animation.hpp", "movement.hpp", "spindash.hpp", "cd_moves.hpp", "loops.hpp", "terrain.hpp",
     "water.hpp",
     "double_jump.hpp", "shields.hpp",                # the moves (docs/moves.md)
     "knuckles.hpp"},
    {"object_kinds.hpp", "broad_keep.hpp"},           # the registry of object kinds; the kept busy sets
    {"objects.hpp"},                                  # object state and procedures
    {"monitor_contents.hpp"},                         # what monitors give (the registry's parameter)
    {"kind_specs.hpp", "oscillators.hpp", "lazy_objects.hpp",  # the registry as data; the global
     "touch_kinds.hpp", "level_triggers.hpp"},        # oscillators; stale objects; the touch hooks; triggers
    {"window.hpp"},
    {"broad_phase.hpp"},                              # the broad phase's index and memory
    {"batch.hpp"},                                    # k frames x N environments
    {"env.hpp"},                                      # the vector environment's types
    {"env_observation.hpp"},
    {"env_step.hpp"},
]


def test_every_core_header_has_a_layer():
    assert {p.name for p in CORE.glob("*.hpp")} == set().union(*LAYERS)


def test_headers_include_only_lower_layers():
    layer = {name: k for k, names in enumerate(LAYERS) for name in names}
    wrong = []
    for path in CORE.glob("*.hpp"):
        for inc in re.findall(r'^#include "([^"]+)"', path.read_text(encoding="utf-8"), re.M):
            if inc in layer and layer[inc] >= layer[path.name]:
                wrong.append(f"{path.name} includes {inc}")
    assert wrong == []
