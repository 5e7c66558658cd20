"""The benchmark script runs and prints every figure the README quotes (it
measures nothing here: speed is never asserted in tests)."""
from helpers import load_benchmark


def test_benchmark_script_prints_its_figures(capsys):
    bench = load_benchmark("bench_step")
    bench.main(["--players", "8", "--frames", "5", "--repeat", "1"])
    out = capsys.readouterr().out
    for words in ("8 players x 5 frames", "s1   1 thread", "cd   1 thread", "terrain only: 1 thread",
                  "+ 8 solids, 2 monitors: 1 thread", "(a rollout)", "Python overhead",
                  "memory per environment: ", "pure Python"):
        assert words in out, words
    # the player state's size is the sum of its fields
    import hedgephys as hp
    size = sum(a.itemsize for a in vars(hp.Players(1).raw).values())
    assert f"memory per environment: {size} bytes of player state" in out
