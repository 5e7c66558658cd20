"""The benchmark script runs and prints every figure the README quotes (it
measures nothing here: speed is never asserted in tests)."""
from helpers import load_benchmark


def test_benchmark_script_prints_its_figures(capsys):
    bench = load_benchmark("bench_step")
    bench.main(["--players", "8", "--frames", "5", "--repeat", "1"])
    out = capsys.readouterr().out
    for words in ("8 players x 5 frames", "s1   1 thread", "cd   1 thread", "s3k tails, 1 thread",
                  "of Sonic's)", "terrain only: 1 thread",
                  "+ 8 solids, 2 monitors: 1 thread", "(a rollout)", "Python overhead",
                  "memory per environment: ", "pure Python"):
        assert words in out, words
    # the player state's size is the sum of its fields
    import hedgephys as hp
    size = sum(a.itemsize for a in vars(hp.Players(1).raw).values())
    assert f"memory per environment: {size} bytes of player state" in out


def test_scaling_table_and_its_limits_print_a_row_per_thread_count(capsys, monkeypatch):
    """--threads prints the scaling table, --imbalance what limits it (here on
    tiny batches: the real ones take minutes); bad thread lists are refused."""
    import pytest
    bench = load_benchmark("bench_step")
    monkeypatch.setattr(bench, "SCALING_CASES", (("terrain", 64, False, False), ("with objects", 128, True, False),
                                                 ("camera and water", 64, False, True)))
    monkeypatch.setattr(bench, "SCALING_FRAMES", 3)
    bench.main(["--threads", "1,2", "--imbalance", "--repeat", "1"])
    out = capsys.readouterr().out
    rows = [line.split() for line in out.splitlines() if "M/s" in line]
    assert [r[0] for r in rows] == ["1", "2"] and "(x" in " ".join(rows[1]), out
    assert all(len([c for c in r if c == "M/s"]) == 3 for r in rows), out  # a column per case
    assert out.count("ceiling 2: x") == 4, out  # the serial part and the ranges, per case without water
    with pytest.raises(SystemExit):
        bench.main(["--threads", "1,0"])

    gym = load_benchmark("bench_gym")
    gym.main(["--threads", "1,2", "--envs", "64", "--steps", "2", "--repeat", "1", "--imbalance"])
    out = capsys.readouterr().out
    assert "compact observation, 64 environments" in out and "(x" in out and "ceiling 2: x" in out, out


def test_many_objects_benchmark_prints_its_figures(capsys):
    """bench_objects_many.py: terrain alone, 10 objects and 300 act-like
    objects per environment (here on a tiny batch)."""
    bench = load_benchmark("bench_objects_many")
    bench.main(["--players", "8", "--frames", "5", "--repeat", "1", "--cols", "64"])
    out = capsys.readouterr().out
    for words in ("8 players x 5 frames", "terrain only", "+ 10 objects", "+ 300 objects", "of terrain)"):
        assert words in out, words
