"""Regenerate cpp/hedgephys/trig_tables.inc from the project's copy of the tables.

The CSV files in tests/data are the spec's tables (rules/terrain §3): the original
256-entry sine table and 257-entry arctangent table. Run from the repo root.
"""
import csv
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def rows(name):
    with open(ROOT / "tests" / "data" / name) as f:
        return [r for r in csv.reader(f) if r and not r[0].startswith("#")][1:]


def fmt(values):
    return "\n".join(
        "    " + ", ".join("%4d" % v for v in values[i:i + 16]) + ","
        for i in range(0, len(values), 16)
    )


def main():
    sine = [int(r[2]) for r in rows("sine.csv")]
    atan = [int(r[1]) for r in rows("atan.csv")]
    assert len(sine) == 256 and len(atan) == 257
    text = f"""// The original CalcSine and CalcAngle tables (rules/terrain §3), transcribed from
// spec/tables/sine.csv and spec/tables/atan.csv (tools/gen_trig_tables.py regenerates it from tests/data)
// Byte-identical in Sonic 1, Sonic 2, Sonic 3 and Sonic CD. Numeric facts only.
// SINE[0x93] and SINE[0xED] hold -117 (original data errors, reproduced).
static constexpr int16_t SINE_TABLE[256] = {{
{fmt(sine)}
}};
static constexpr uint8_t ATAN_TABLE[257] = {{
{fmt(atan)}
}};
"""
    (ROOT / "cpp" / "hedgephys" / "trig_tables.inc").write_text(text)


if __name__ == "__main__":
    main()
