"""Python conventions (issue 22 point 6): the optional submodules load on
first attribute access, routines.apply takes a Players.state(i) dict, the
command line ends quietly on a closed pipe, and traces say when the player
died."""
import os
import subprocess
import sys

import numpy as np
import pytest

import hedgephys as hp

# Subprocesses import hedgephys from where this process did (the installed
# wheel in CI, a source tree with its built core elsewhere).
PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(hp.__file__)))


def test_optional_submodules_load_on_first_attribute_access():
    code = ("import sys, hedgephys as hp\n"
            "assert 'hedgephys.routines' not in sys.modules and 'hedgephys.gym' not in sys.modules\n"
            "assert hp.routines.apply('slope_factor_walk', {'angle': 8, 'gsp': 768})['gsp'] == 774\n"
            "assert callable(hp.gym.HedgephysEnv) and hp.video.__name__ == 'hedgephys.video'\n"
            "assert 'gym' in dir(hp)\n"
            "try:\n    hp.nothing_here\nexcept AttributeError as e:\n    assert 'nothing_here' in str(e)\n"
            "else:\n    raise SystemExit('no AttributeError')\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([PACKAGE_PARENT, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_routines_apply_takes_a_players_state():
    """The docs' way: a Players.state(i) dict (pixels, flags) is converted
    exactly to the raw fields; the raw dict result is the same either way."""
    p = hp.Players(1)
    p.place(x=100.5, y=50.25)
    p.raw.gsp[0], p.raw.angle[0] = 768, 8
    state = p.state(0)
    raw = {f: int(getattr(p.raw, f)[0]) for f in ("x", "y", "xsp", "ysp", "gsp", "angle", "airborne",
                                                 "rolling", "pushing", "facing_left", "anim", "dead")}
    assert hp.routines.apply("slope_factor_walk", state) == hp.routines.apply("slope_factor_walk", raw)
    assert hp.routines.apply("slope_factor_walk", state)["gsp"] == 774
    with pytest.raises(ValueError, match="multiple of 1/256"):
        hp.routines.apply("slope_factor_walk", {**state, "x_speed": 0.001})


def test_the_cli_ends_quietly_on_a_closed_pipe(tmp_path):
    scenario = tmp_path / "s.json"
    scenario.write_text('{"format": "hedgephys-scenario/1", "inputs": [["R", 3000]], '
                        '"tiles": {"1": {"heights": [16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16], "angle": 0}}, '
                        '"map": [[0, 0, 0], [1, 1, 1]], "player": {"x": 24, "y": 0}}')
    env = dict(os.environ, PYTHONPATH=PACKAGE_PARENT)
    cmd = f"{sys.executable} -m hedgephys.cli trace {scenario} | head -3"
    done = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode in (0, 141) and "Traceback" not in done.stderr and not done.stderr.strip()
    assert len(done.stdout.splitlines()) == 3


def test_traces_have_dead_and_a_died_event():
    """A player who falls below the level's bottom line (level bounds: a real
    act) is dead from that frame on; the frame it happens has "died"."""
    pytest.importorskip("gymnasium")
    from synthetic_checkouts import write_all
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        write_all(tmp)
        # the synthetic EHZ1's pit is cells 60..62; drop the player into it from above
        trace = hp.run_scenario({"format": "hedgephys-scenario/1",
                                 "level": {"checkout": os.path.join(tmp, "s2disasm"), "act": "ehz1"},
                                 "player": {"x": 16 * 61 + 8, "y": 100}, "inputs": [["", 400]]})
    dead = trace.arrays()["dead"]
    assert not dead[0] and dead[-1]
    first = int(np.argmax(dead))
    assert np.flatnonzero(trace.event("died")).tolist() == [first]
    assert trace.frames[first]["events"][-1] == "died" and trace.frames[-1]["y"] == trace.frames[first]["y"]
