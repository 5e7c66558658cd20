"""Print the requirements of the package and the extras named on the command
line, one per line, from pyproject.toml (.ci/run installs them before the wheel
is built, so that the sanitizer stage can run while the wheel compiles)."""
import pathlib
import sys
import tomllib

project = tomllib.loads((pathlib.Path(__file__).parent.parent / "pyproject.toml").read_text())["project"]
extras = project.get("optional-dependencies", {})
unknown = [name for name in sys.argv[1:] if name not in extras]
if unknown:
    sys.exit(f"no such extra in pyproject.toml: {', '.join(unknown)}")
print("\n".join(project["dependencies"] + [req for name in sys.argv[1:] for req in extras[name]]))
