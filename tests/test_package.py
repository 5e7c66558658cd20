"""The package as installed: the compiled core, the public names."""
import os
import pathlib

import hedgephys


def test_imported_from_installed_wheel_in_ci():
    # .ci/run installs the wheel and sets this variable; the tests must then
    # import the installed package, not python/hedgephys from the checkout.
    if os.environ.get("HEDGEPHYS_REQUIRE_INSTALLED"):
        src = pathlib.Path(__file__).resolve().parent.parent / "python"
        assert not pathlib.Path(hedgephys.__file__).resolve().is_relative_to(src)
        assert "site-packages" in hedgephys.__file__


def test_public_names_exist():
    for name in hedgephys.__all__:
        assert hasattr(hedgephys, name), name
