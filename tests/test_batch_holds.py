"""Every binding call that reads or writes a player batch holds it for the
whole call (checks.hpp BatchHold), not only the step: a call made from
another Python thread while a long step runs (the GIL released) waits for the
step, so the result is one of the two orders of the calls, never a mixture
(without the hold the step, storing its players at the end, would undo the
other call's writes, or the other call would read half a step). Objects.scan,
Objects.update, env_observe and set_level_bounds take the same hold; their
effect here does not tell the orders apart, so they are not raced."""
import threading
import time

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.objects import step_stages
from helpers import flat_world

FRAMES = 10_000_000


def _world():
    c, t, p = flat_world()
    return t, p, hp.Objects([hp.SolidBox(400, 200, 16, 16)], 1)


def _state(p, o):
    return {k: v.copy() for k, v in vars(p.raw).items()} | {"o." + k: v.copy() for k, v in vars(o.raw).items()}


def _long_step(t, p):
    p.step(t, np.full((FRAMES, 1), hp.R, np.uint8))


def _same(a, b):
    return all(np.array_equal(a[k], b[k]) for k in a)


CALLS = {
    "reset": lambda t, p, o: p._batch.reset(np.ones(1, bool)),
    "step_stages": lambda t, p, o: step_stages(p, t, np.array([hp.J], np.uint8), o),
}


@pytest.mark.parametrize("name", CALLS)
def test_a_call_during_a_step_on_another_thread_waits_for_it(name):
    call = CALLS[name]
    orders = []
    for first, second in [(_long_step, call), (call, _long_step)]:
        t, p, o = _world()
        if first is call:
            call(t, p, o)
            _long_step(t, p)
        else:
            _long_step(t, p)
            call(t, p, o)
        orders.append(_state(p, o))
    t, p, o = _world()
    stepper = threading.Thread(target=_long_step, args=(t, p))
    stepper.start()
    time.sleep(0.05)
    call(t, p, o)
    stepper.join()
    assert any(_same(_state(p, o), s) for s in orders)
