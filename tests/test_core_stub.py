"""The type stub hedgephys/_core.pyi matches the compiled module: every
public name of hedgephys._core is declared in it and every declared name
exists, classes have the same members of the same kind (method, static
method, property), and functions and methods take the same parameters (names,
order, which have defaults) as pybind11 reports for them."""
from __future__ import annotations

import ast
import pathlib
import re
import typing

import numpy as np
import pytest

import hedgephys
from hedgephys import _core, fields

# The stub installed beside the extension (in CI: the one inside the wheel).
STUB = pathlib.Path(_core.__file__).with_name("_core.pyi")


def test_the_package_ships_its_stub_and_py_typed():
    assert STUB.is_file(), f"{STUB} is missing (the wheel must ship _core.pyi)"
    assert STUB.with_name("py.typed").is_file(), "the wheel must ship py.typed (PEP 561)"


def _tree() -> ast.Module:
    return ast.parse(STUB.read_text(encoding="utf-8"), str(STUB))


def _public(names):
    return {n for n in names if not n.startswith("_")}


def _stub_names(body):
    """Declared names of a module or class body: {name: node}."""
    out = {}
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out[node.target.id] = node
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out[t.id] = node
    return out


def _decorators(node):
    return {d.id for d in node.decorator_list if isinstance(d, ast.Name)}


def _stub_params(fn: ast.FunctionDef, method: bool):
    """[(name, has_default)] of a stub function, without self."""
    args = fn.args.args
    defaults = [False] * (len(args) - len(fn.args.defaults)) + [True] * len(fn.args.defaults)
    params = list(zip((a.arg for a in args), defaults))
    assert not fn.args.kwonlyargs and fn.args.vararg is None and fn.args.kwarg is None, fn.name
    return params[1:] if method else params


def _split_top(text: str):
    """Split at the commas outside brackets."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def _core_params(obj, name: str, method: bool):
    """[(name, has_default)] from pybind11's signature line in the docstring."""
    doc = obj.__doc__ or ""
    first = doc.strip().splitlines()[0]
    m = re.match(rf"{re.escape(name)}\((.*)\) -> ", first)
    assert m, f"no pybind11 signature for {name}: {first!r}"
    params = []
    for part in _split_top(m.group(1)):
        pname = part.split(":", 1)[0].split("=", 1)[0].strip()
        params.append((pname, "=" in part))
    return params[1:] if method else params


def test_module_names_match_the_stub():
    declared = _public(_stub_names(_tree().body))
    exported = _public(dir(_core))
    assert exported - declared == set(), "exported by _core but missing from _core.pyi"
    assert declared - exported == set(), "declared in _core.pyi but not exported by _core"


def test_stub_all_lists_every_name():
    tree = _tree()
    all_node = _stub_names(tree.body)["__all__"]
    listed = set(ast.literal_eval(all_node.value))
    assert listed == _public(dir(_core))


def _functions():
    # (no stub: nothing to parametrize; test_the_package_ships_its_stub_and_py_typed fails)
    return [n for n in _tree().body if isinstance(n, ast.FunctionDef)] if STUB.is_file() else []


def _typed_dict(node: ast.ClassDef) -> bool:
    return any(isinstance(b, ast.Name) and b.id == "TypedDict" for b in node.bases)


def _classes():
    """The stub's classes of the module (its TypedDicts only type VOCABULARY)."""
    return [n for n in _tree().body if isinstance(n, ast.ClassDef) and not _typed_dict(n)] \
        if STUB.is_file() else []


def test_vocabulary_typed_dict_has_the_modules_keys():
    (vocab,) = [n for n in _tree().body if isinstance(n, ast.ClassDef) and n.name == "_Vocabulary"]
    keys = [n.target.id for n in vocab.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
    assert sorted(keys) == sorted(_core.VOCABULARY)
    (spec,) = [n for n in _tree().body if isinstance(n, ast.ClassDef) and n.name == "_KindSpec"]
    keys = [n.target.id for n in spec.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
    for kind_spec in _core.VOCABULARY["object_kind_specs"].values():
        assert sorted(keys) == sorted(kind_spec)


@pytest.mark.parametrize("fn", _functions(), ids=lambda f: f.name)
def test_function_parameters_match(fn):
    assert _stub_params(fn, method=False) == _core_params(getattr(_core, fn.name), fn.name, method=False)


@pytest.mark.parametrize("cls", _classes(), ids=lambda c: c.name)
def test_class_members_match(cls):
    real = getattr(_core, cls.name)
    members = _stub_names(cls.body)
    exported = _public(vars(real)) | {"__init__"}
    assert set(members) - {"__init__"} == _public(members), "stub declares a private member"
    assert set(members) == exported, f"{cls.name}: members differ"
    for name, node in members.items():
        attr = vars(real)[name]
        decorators = _decorators(node)
        if isinstance(attr, property):
            assert decorators == {"property"}, f"{cls.name}.{name} is a property"
            continue
        if isinstance(attr, staticmethod):
            assert decorators == {"staticmethod"}, f"{cls.name}.{name} is a static method"
            assert _stub_params(node, method=False) == _core_params(attr.__func__, name, method=False)
            continue
        assert decorators == set(), f"{cls.name}.{name} is a method"
        assert _stub_params(node, method=True) == _core_params(attr, name, method=True), \
            f"{cls.name}.{name} parameters differ"


@pytest.mark.parametrize("fields_cls, make", [
    ("PlayerFields", lambda: hedgephys.Players(2).raw),
    ("ObjectFields", lambda: hedgephys.Objects([hedgephys.SolidBox(0, 0, 8, 8)], 2).raw),
])
def test_raw_field_classes_declare_the_core_fields(fields_cls, make):
    """hedgephys.fields declares exactly the core's fields, in its order, each
    with the dtype of the core's array and a docstring."""
    cls = getattr(fields, fields_cls)
    raw = make()
    assert type(raw) is cls
    declared = typing.get_type_hints(cls)
    assert list(declared) == list(vars(raw)), "fields differ from the core's (or their order)"
    source = ast.parse(pathlib.Path(fields.__file__).read_text(encoding="utf-8"))
    body = next(n for n in source.body if isinstance(n, ast.ClassDef) and n.name == fields_cls).body
    documented = {a.target.id for a, doc in zip(body, body[1:])
                  if isinstance(a, ast.AnnAssign) and isinstance(doc, ast.Expr)
                  and isinstance(doc.value, ast.Constant) and isinstance(doc.value.value, str)}
    assert documented == set(declared), "every field has a docstring"
    for name, hint in declared.items():
        (dtype_hint,) = typing.get_args(typing.get_args(hint)[1])
        assert getattr(raw, name).dtype == np.dtype(dtype_hint), name
