"""The step's worker threads (cpp/hedgephys/threads.hpp/.cpp): kept between
calls, gone cleanly with the interpreter and across fork(); and one batch
stepped from several Python threads (the binding's BatchHold, checks.hpp:
calls on one batch run one after another)."""
import os
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

import hedgephys as hp
from helpers import UNDER_ASAN, digest, hills_map, make, wait_child

TM = hills_map(2, cols=64)


def buttons(frames, n, seed):
    return np.random.default_rng(seed).integers(0, 32, (frames, n), dtype=np.uint8)


def reference(n, calls, seed=0):
    """The state after the calls, stepped on one thread."""
    p = make(n, seed=seed)
    for b in calls:
        p.step(TM, b, threads=1)
    return digest(p)


def test_many_short_calls_on_kept_threads_equal_one_thread():
    """Short calls reuse the threads; their number may change from call to
    call (more threads are started, fewer take part): results as on one."""
    n = 203
    calls = [buttons(1 + j % 3, n, j) for j in range(60)]
    p = make(n)
    for j, b in enumerate(calls):
        p.step(TM, b, threads=(2, 4, 3, 2, 1)[j % 5])
    assert digest(p) == reference(n, calls)


def test_blocks_claimed_by_many_threads_equal_one_thread():
    """More blocks of 64 than threads (1000 players: 16 blocks, the last of
    40), with objects and a rollout: whichever thread claims a block, the
    state and every recorded frame are those of one thread."""
    n = 1000
    b = buttons(70, n, 9)  # two chunks of frames (64 + 6)
    out = {}
    for t in (1, 3, 7, 16):
        p = make(n)
        objs = hp.Objects([hp.SolidBox(200 + 150 * i, 16 * 18 - 16, 16, 16) for i in range(4)]
                          + [hp.Monitor(900, 16 * 18 - 16)], n)
        rec = p.step(TM, b, objects=objs, threads=t, record=["x", "y", "events"])
        out[t] = (digest(p), {k: v.tobytes() for k, v in rec.items()}, objs.raw.x.tobytes())
    assert all(out[t] == out[1] for t in out)


def test_batches_stepped_from_several_python_threads_at_once():
    """Each batch has its own threads; calls from several Python threads (the
    GIL released) run side by side and give each batch the one-thread result."""
    n, k = 150, 40
    calls = {s: [buttons(3, n, 100 * s + j) for j in range(k)] for s in range(4)}
    batches = {s: make(n, seed=s) for s in calls}

    def run(s):
        for b in calls[s]:
            batches[s].step(TM, b, threads=2)

    threads = [threading.Thread(target=run, args=(s,)) for s in calls]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads)
    for s in calls:
        assert digest(batches[s]) == reference(n, calls[s], seed=s)


def test_one_batch_stepped_from_several_python_threads_at_once():
    """Calls on one batch from several Python threads at once run one after
    another (checks.hpp BatchHold): with the same buttons for every call the order does
    not matter, and the result is that of the calls made in turn. Long calls
    (the GIL released) and short ones (64 player-frames, the GIL held) mix."""
    n = 400
    p = make(n)
    long_call = np.zeros((20, n), np.uint8)
    errors = []

    def run(j):
        try:
            for _ in range(12):
                p.step(TM, long_call, threads=(1, 2, 3)[j])
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(j,)) for j in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads) and not errors
    assert digest(p) == reference(n, [long_call] * 36)

    # short calls of one player on the GIL-held path, beside long ones
    q = make(64, seed=3)
    one = np.zeros((1, 64), np.uint8)

    def short():
        for _ in range(200):
            q.step(TM, one)

    def long():
        for _ in range(4):
            q.step(TM, np.zeros((50, 64), np.uint8), threads=2)

    threads = [threading.Thread(target=f) for f in (short, long, short)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads)
    assert digest(q) == reference(64, [one] * 600, seed=3)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
@pytest.mark.skipif(UNDER_ASAN, reason="a forked child can hang in ASan's allocator (helpers.UNDER_ASAN)")
@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_fork_child_steps_with_threads_of_its_own():
    """After fork() the parent's worker threads do not exist in the child: the
    child starts its own, gets the same results, and exits cleanly."""
    n = 300
    calls = [buttons(4, n, j) for j in range(6)]
    p = make(n)
    for b in calls[:3]:
        p.step(TM, b, threads=2)  # the parent's threads exist now
    pid = os.fork()
    if pid == 0:  # the child: report through the exit code only
        code = 1
        try:
            for b in calls[3:]:
                p.step(TM, b, threads=4)
            code = 0 if digest(p) == reference(n, calls) else 2
        finally:
            os._exit(code)
    assert wait_child(pid) == 0
    for b in calls[3:]:  # the parent's threads still serve the parent
        p.step(TM, b, threads=2)
    assert digest(p) == reference(n, calls)


@pytest.mark.parametrize("ending", ["exit", "delete"])
def test_interpreter_exits_with_threads_kept(ending):
    """A batch whose threads wait for the next call does not hold up the
    interpreter's exit, whether it is deleted first or still alive."""
    code = (
        "import numpy as np, hedgephys as hp, gc\n"
        "from helpers import hills_map\n"
        "tm = hills_map(2, cols=64)\n"
        "p = hp.Players(500); p.place(x=np.arange(500) % 900 + 40, y=16 * 18 - 20)\n"
        "for k in range(5): p.step(tm, np.zeros((2, 500), np.uint8), threads=4)\n"
        + ("del p; gc.collect()\n" if ending == "delete" else "")
        + "print('stepped')\n"
    )
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([here, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "stepped"


# A child process that cannot start threads part-way: its address space is
# capped a few thread stacks above what it uses (RLIMIT_AS, as batch schedulers
# set), so the third or so new thread fails (std::system_error in the core);
# 16 threads are asked for, more than the stacks glibc may keep for reuse.
LIMITED_CHILD = r"""
import resource, sys, threading, time, warnings
import numpy as np
from helpers import digest, hills_map, make
from hedgephys.gym import HedgephysVectorEnv

TM = hills_map(2, cols=64)
n = 1000
calls = [np.random.default_rng(j).integers(0, 32, (3, n), dtype=np.uint8) for j in range(4)]
one = make(n)
for b in calls:
    one.step(TM, b, threads=1)
p = make(n)
def vector_env(threads):
    return HedgephysVectorEnv(n, threads=threads, start_jitter=32, observation="compact")


envs = {1: vector_env(1)}  # (the one with threads is made under the cap: it starts threads)
actions = np.random.default_rng(5).integers(0, 32, (20, n))
holder = make(2000, seed=1)
holder.step(TM, np.zeros((3, 2000), np.uint8), threads=2)  # the pool starts its worker
long_call = np.zeros((60000, 2000), np.uint8)  # (made before the cap; seconds long even on an idle machine)
go, busy_until = threading.Event(), []


def hold_the_pool():  # a long call on the kept workers, from another Python thread
    go.wait()
    holder.step(TM, long_call, threads=2)
    busy_until.append(time.monotonic())


holding = threading.Thread(target=hold_the_pool)
holding.start()  # (its stack exists before the cap)
with open("/proc/self/status") as f:
    vm = next(int(line.split()[1]) * 1024 for line in f if line.startswith("VmSize:"))
resource.setrlimit(resource.RLIMIT_AS, (vm + (20 << 20), resource.RLIM_INFINITY))
with warnings.catch_warnings(record=True) as seen:
    warnings.simplefilter("always")
    if sys.argv[1] == "spawn":  # the pool is held: the call starts threads of its own
        go.set()
        time.sleep(0.2)
    for b in calls:
        p.step(TM, b, threads=16)
    stepped = time.monotonic()
    if sys.argv[1] == "pool":  # the vector env on the pool, against one thread
        envs[16] = vector_env(16)
        for t, env in envs.items():
            env.reset(seed=0)
            for a in actions:
                out = env.step(a)
            envs[t] = (out[0].copy(), out[1].copy())
        assert all((a == b).all() for a, b in zip(envs[1], envs[16])), "vector env differs"
go.set()
holding.join()
assert digest(p) == digest(one), "the step differs from one thread"
if sys.argv[1] == "spawn":
    assert busy_until[0] > stepped, "the pool was not held while stepping"
print(sorted({(w.category.__name__, str(w.message)[:15]) for w in seen}))
"""


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="needs Linux's /proc")
@pytest.mark.skipif("libasan" in os.environ.get("LD_PRELOAD", ""),
                    reason="AddressSanitizer's shadow memory does not live with RLIMIT_AS")
@pytest.mark.parametrize("path", ["pool", "spawn"])
def test_threads_that_cannot_be_started_leave_fewer_threads_and_a_warning(path):
    """When the system refuses a thread part-way (the kept pool starting its
    workers, or a call made while another Python thread holds the pool
    starting threads of its own), the call runs on the threads it has: no
    abort, a RuntimeWarning, and the one-thread result (batch step and vector
    env); the batch stays usable."""
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([here, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", LIMITED_CHILD, path], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "[('RuntimeWarning', 'could not start')]", done.stdout
