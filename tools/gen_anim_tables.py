"""Generate cpp/hedgephys/anim_tables.inc: the timing of the players'
animation scripts, read from the public disassemblies.

    python tools/gen_anim_tables.py S1DISASM S2DISASM SKDISASM CDDISASM > cpp/hedgephys/anim_tables.inc

For every animation id of Sonic (S1, S2, S3K, CD), Tails (S2, S3K) and
Knuckles (S3K) it keeps only numbers: the script's frame duration (negative
for the scripts the games time by the player's speed: walk/run $FF, roll
$FE, push $FD), how many frames the script shows, its end command ($FF loop,
$FE n back, $FD n change to animation n, $FC and below hold) with its
argument, and, for the duck script, the index of the frame that the crouch
hitbox test reads (rules/objects G1). No mapping frame or art is kept.

The output is committed; this script is only needed to check or regenerate
it from a checkout.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

END = {0xFF: "AE_LOOP", 0xFE: "AE_BACK", 0xFD: "AE_GOTO"}


def numbers(text: str, symbols: dict) -> list[int]:
    out = []
    for tok in re.split(r"[,\s]+", text.strip()):
        if not tok:
            continue
        if tok in symbols:
            out.append(symbols[tok])
        elif tok.startswith("$"):
            out.append(int(tok[1:], 16))
        else:
            out.append(int(tok, 0))
    return out


def script_bytes(lines: list[str], start: int, symbols: dict, first_command: int = 0xF0) -> list[int]:
    """The dc.b bytes of the script whose label is on line ``start``, up to
    and including its end command (and argument). Bytes from
    ``first_command`` up are commands (S1/S2/S3K: $F0; CD's own animation
    routine: $FD, so $F0-$FC are frames there)."""
    data: list[int] = []
    i = start
    while i < len(lines):
        line = lines[i].split(";")[0]
        if i > start and re.match(r"^[A-Za-z_.][\w.]*:", line):
            break
        m = re.search(r"dc\.b\s+(.*)$", line)
        if m:
            data += numbers(m.group(1), symbols)
        i += 1
        # stop at the first end command after the duration byte
        for k in range(1, len(data)):
            if data[k] >= first_command:
                if data[k] in (0xFE, 0xFD):
                    if len(data) > k + 1:
                        return data[:k + 2]
                else:
                    return data[:k + 1]
    return data


def entry(data: list[int], crouch_frame: int | None = None, first_command: int = 0xF0) -> tuple:
    dur = data[0]
    dur = dur - 256 if dur >= 0x80 else dur
    frames = next(k for k in range(1, len(data)) if data[k] >= first_command) - 1 if len(data) > 1 else 0
    end_byte = data[frames + 1] if frames + 1 < len(data) else 0xFF
    arg = data[frames + 2] if end_byte in (0xFE, 0xFD) and frames + 2 < len(data) else 0
    end = END.get(end_byte, "AE_HOLD")
    mark = 0xFF
    if crouch_frame is not None:
        for k in range(frames):
            if data[1 + k] == crouch_frame:
                mark = k
    return dur, frames, end, arg, mark


def table_from_pointers(lines: list[str], labels: list[str], symbols: dict,
                        crouch: dict | None = None, first_command: int = 0xF0) -> list[tuple]:
    where = {}
    for i, line in enumerate(lines):
        m = re.match(r"^([A-Za-z_.][\w.]*):", line)
        if m:
            where[m.group(1)] = i
    out = []
    for idx, label in enumerate(labels):
        data = script_bytes(lines, where[label], symbols, first_command)
        out.append(entry(data, (crouch or {}).get(idx), first_command))
    return out


def s1(root: Path) -> dict:
    text = (root / "_anim" / "Sonic.asm").read_text(errors="replace")
    lines = text.splitlines()
    symbols = {"afEnd": 0xFF, "afBack": 0xFE, "afChange": 0xFD, "afRoutine": 0xFC,
               "afReset": 0xFB, "af2ndRoutine": 0xFA}
    consts = (root / "Constants.asm").read_text(errors="replace")
    for m in re.finditer(r"^(id_\w+)\s*(?:=|equ)\s*\(?(\w+)", consts, re.M):
        pass
    # fr_* frame names and id_* animation ids are enumerations: frame values do
    # not matter (only the duck frame's index), ids are the pointer order.
    labels = re.findall(r"dc\.w\s+(SonAni_\w+)-Ani_Sonic", text)
    for i, label in enumerate(labels):
        symbols["id_" + label[len("SonAni_"):]] = i
    for name in set(re.findall(r"\bfr_\w+", text)):
        symbols[name] = 1  # any frame value below $F0
    symbols["fr_Duck"] = 2
    duck = labels.index("SonAni_Duck")
    return {"S1_SONIC": table_from_pointers(lines, labels, symbols, {duck: 2})}


def s2(root: Path) -> dict:
    text = (root / "s2.asm").read_text(errors="replace")
    lines = text.splitlines()
    out = {}
    for name, head in (("S2_SONIC", "SonicAniData:"), ("S2_TAILS", "TailsAniData:")):
        start = next(i for i, l in enumerate(lines) if l.startswith(head))
        labels = []
        for line in lines[start + 1:]:
            m = re.search(r"offsetTableEntry\.w\s+(\w+)", line)
            if not m:
                if labels and line.strip() and not line.strip().startswith(";"):
                    break
                continue
            labels.append(m.group(1))
        crouch = {8: 0x4D} if name == "S2_SONIC" else None
        out[name] = table_from_pointers(lines, labels, {}, crouch)
    return out


def s3k(root: Path) -> dict:
    out = {}
    for name, path, prefix in (("S3K_SONIC", "Sonic/Anim - Sonic.asm", "AniSonic"),
                               ("S3K_TAILS", "Tails/Anim - Tails.asm", "AniTails"),
                               ("S3K_KNUCKLES", "Knuckles/Anim - Knuckles.asm", "AniKnuckles")):
        text = (root / "General" / "Sprites" / path).read_text(errors="replace")
        lines = text.splitlines()
        head = next(i for i, l in enumerate(lines) if l.startswith(prefix + "_:"))
        labels = []
        for line in lines[head + 1:]:
            m = re.search(r"dc\.w\s+(\w+)-" + prefix + "_", line)
            if not m:
                break
            labels.append(m.group(1))
        out[name] = table_from_pointers(lines, labels, {})
    return out


def cd(root: Path) -> dict:
    text = (root / "Level" / "_Objects" / "Sonic" / "Data" / "Animations.asm").read_text(errors="replace")
    lines = text.splitlines()
    labels = re.findall(r"dc\.w\s+(\w+)-\.Anim", text)
    # Player_ObjCollide tests mapping frame $39 (Sonic 1's duck frame): no
    # scripted CD frame is $39 (CD's duck is $60), so no crouch mark; only a
    # walk frame with its angle offset reaches it (animation.cpp).
    table = table_from_pointers(lines, labels, {}, {i: 0x39 for i in range(len(labels))}, 0xFD)
    return {"CD_SONIC": table}


def emit(tables: dict) -> str:
    out = ["// Generated by tools/gen_anim_tables.py from the disassemblies' animation",
           "// scripts (s1disasm _anim/Sonic.asm; s2disasm s2.asm SonicAniData,",
           "// TailsAniData; skdisasm General/Sprites/*/Anim - *.asm; sonic-cd-disassembly",
           "// Level/_Objects/Sonic/Data/Animations.asm). Numbers only: per animation id",
           "// {duration (negative: timed by the speed), frames, end command, argument,",
           "// index of the crouch frame or 0xFF}. Do not edit by hand.",
           ""]
    for name, rows in tables.items():
        out.append(f"constexpr AnimScript {name}[] = {{")
        for i, (dur, frames, end, arg, mark) in enumerate(rows):
            out.append(f"    {{{dur}, {frames}, {end}, {arg}, {mark}}},  // 0x{i:02X}")
        out.append("};")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    tables = {}
    tables.update(s1(Path(argv[0])))
    tables.update(s2(Path(argv[1])))
    tables.update(s3k(Path(argv[2])))
    tables.update(cd(Path(argv[3])))
    sys.stdout.write(emit(tables))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
