"""The ``hedgephys`` command (rules/scenario "Entry points").

Subcommands::

    hedgephys trace SCENARIO.json [-o TRACE.json] [--stages]
    hedgephys compare TRACE_A.json TRACE_B.json
    hedgephys fixes
    hedgephys level CHECKOUT [ACT] [--png OUT.png] [--scale N] [--region act|camera|map|X0,Y0,X1,Y1]
    hedgephys level GAME/ACT [--png OUT.png] ...   (checkouts from HEDGEPHYS_DISASM)

Exit status: 0 success; 1 ``compare`` found a difference, or the output file
could not be written; 2 invalid input (a one-line message on stderr naming the
file and the field) or invalid arguments; 3 a valid scenario that needs what
the library does not simulate yet (objects); 141 the output pipe was closed
(``hedgephys trace ... | head``: quietly, as a command killed by SIGPIPE).
"""
from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from typing import Optional, Sequence, Union

from . import __version__, levels
from .draw import REGIONS
from .rules import FIXES
from ._progress import Progress
from .scenario import NotSupportedError, ScenarioError, load_scenario, load_trace
from .scenario.running import iter_frames
from .scenario.trace import write_frames

PROG = "hedgephys"
EXIT_OK, EXIT_DIFFERENT, EXIT_INVALID, EXIT_NOT_SUPPORTED = 0, 1, 2, 3
EXIT_OUTPUT_FAILED = 1
# Traces of at least this many frames show their progress on stderr.
_PROGRESS_FRAMES = 200_000

_EPILOG = """\
exit status:
  0  success
  1  compare: the traces differ; trace: the output file could not be written
  2  invalid input (a one-line message names the file and the field) or arguments
  3  the scenario is valid but uses something the library cannot run (reserved)

The scenario and trace formats are described in docs/scenario.md.
"""


def _error(message: str) -> None:
    """Print a one-line error message on stderr."""
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr)


def _cmd_trace(args: argparse.Namespace) -> int:
    try:
        scenario = load_scenario(args.scenario)
        scenario.check_supported()
    except ScenarioError as e:
        _error(str(e))
        return EXIT_INVALID
    except NotSupportedError as e:
        _error(f"{args.scenario}: {e}")
        return EXIT_NOT_SUPPORTED
    # Frames are written as they are computed (a long run never holds its
    # whole trace); long runs show their progress on stderr.
    total = scenario.frame_count + 1
    progress = Progress(total, f"{PROG}: trace", threshold=_PROGRESS_FRAMES if args.progress else 2 ** 62)
    frames = progress.wrap(iter_frames(scenario, args.stages))
    if args.output is None:
        write_frames(sys.stdout, scenario.header(), frames)
        return EXIT_OK
    try:
        with open(args.output, "w", encoding="utf-8", newline="\n") as f:
            count = write_frames(f, scenario.header(), frames)
            size = f.tell()
    except OSError as e:
        _error(f"cannot write {args.output}: {e.strerror or e}")
        return EXIT_OUTPUT_FAILED
    if args.progress:
        print(f"{PROG}: wrote {count} frames ({scenario.game}, {scenario.character}) to "
              f"{args.output}: {size / 1e6:.1f} MB in {progress.elapsed():.1f} s", file=sys.stderr)
    return EXIT_OK


def _cmd_compare(args: argparse.Namespace) -> int:
    try:
        a, b = load_trace(args.a), load_trace(args.b)
    except ScenarioError as e:
        _error(str(e))
        return EXIT_INVALID
    diff = a.compare(b)
    if diff is None:
        print(f"identical: {len(a)} frames")
        return EXIT_OK
    print(f"first difference at frame {diff.frame}, {diff.field}: "
          f"{diff.a!r} in {args.a}, {diff.b!r} in {args.b}")
    return EXIT_DIFFERENT


def _cmd_fixes(args: argparse.Namespace) -> int:
    width = max(len(name) for name in FIXES)
    for name, (_bit, description) in FIXES.items():
        print(f"{name:<{width}}  {description}")
    return EXIT_OK


def _cmd_level(args: argparse.Namespace) -> int:
    try:
        if args.act is None and levels.is_act_name(args.checkout) and not os.path.exists(args.checkout):
            # an act by name, GAME/ACT, from the checkouts of HEDGEPHYS_DISASM
            level = levels.load_act(args.checkout, character=args.character)
        elif args.act is None:
            game = levels.detect_game(args.checkout) if args.game is None else args.game
            names = levels.acts(args.checkout, game)
            print(f"{args.checkout}: {levels.GAMES[game]}, {len(names)} acts")
            for name in names:
                print(f"  {name:<5}  {levels.ACTS[game][name].title}")
            return EXIT_OK
        else:
            level = levels.load(args.checkout, args.act, game=args.game, character=args.character)
    except (levels.LevelError, ValueError) as e:
        _error(str(e))
        return EXIT_INVALID
    b, t = level.bounds, level.tilemap
    assert b is not None  # every act levels.load reads has the bounds its game sets
    rows, cols = t.shape
    print(f"{level.title} ({level.game} {level.name})")
    print(f"  map        {cols} x {rows} cells ({cols * 16} x {rows * 16} px), layer B "
          f"{'separate' if t.cells_b is not None else 'same as A'}, wrap x {t.wrap_x or 'none'}, "
          f"wrap y {t.wrap_y or 'none'}")
    print(f"  start      x {level.start[0]:g}, y {level.start[1]:g}")
    print(f"  bounds     camera x {b.min_x}..{b.max_x}, y {b.min_y}..{b.max_y}"
          f"{' (wraps vertically)' if level.wraps_vertically else ''}")
    kinds = Counter(str(o.kind) for o in level.objects)
    print(f"  objects    {len(level.objects)}"
          + (f" ({', '.join(f'{n} {k}' for k, n in kinds.most_common())})" if kinds else "")
          + " (docs/levels.md \"Objects of an act\")")
    print(f"  act end    x {level.act_end} (docs/levels.md \"Act ends\")")
    if t.loops is not None:
        print(f"  loops      {t.loops.count('loop') + t.loops.count('loop_grounded')} loop chunks, "
              f"{t.loops.count('roll_tunnel')} roll tunnel chunks")
    if args.png is None:
        return EXIT_OK
    region: Union[str, tuple[int, ...]] = args.region
    if args.region not in REGIONS:
        try:
            region = tuple(int(v) for v in args.region.split(","))
            if len(region) != 4:
                raise ValueError
        except ValueError:
            _error(f"--region must be {', '.join(REGIONS)} or X0,Y0,X1,Y1 in pixels, got {args.region!r}")
            return EXIT_INVALID
    try:
        from .plot import save_level_png
        width, height = save_level_png(level, args.png, region=region, scale=args.scale)
    except ImportError:
        _error("--png needs matplotlib (pip install 'hedgephys[plot]', or '.[plot]' from a checkout)")
        return EXIT_INVALID
    except ValueError as e:
        _error(str(e))
        return EXIT_INVALID
    except OSError as e:
        _error(f"cannot write {args.png}: {e.strerror or e}")
        return EXIT_OUTPUT_FAILED
    print(f"wrote {args.png}: {width} x {height} px (1 px = {args.scale} level px)")
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``hedgephys`` command."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Exact player physics of the classic Mega Drive Sonic games: run "
                    "scenario files and write frame-by-frame traces.",
        epilog=_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser(
        "trace", help="run a scenario and write its trace",
        description="Run a scenario file (format hedgephys-scenario/1) and write its trace "
                    "(format hedgephys-trace/1): the player's state at the start and after "
                    "every frame, one frame per line. Two runs give byte-identical output.",
        epilog=_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("scenario", metavar="SCENARIO.json", help="the scenario file to run")
    p.add_argument("-o", "--output", metavar="TRACE.json",
                   help="write the trace to this file instead of standard output")
    p.add_argument("--stages", action="store_true",
                   help='add each frame\'s within-frame "stages" (the player\'s fields after '
                        "each routine)")
    p.add_argument("-q", "--quiet", dest="progress", action="store_false",
                   help=f"no progress on stderr (shown for runs of {_PROGRESS_FRAMES:,} frames or "
                        "more) and no summary line after writing -o")
    p.set_defaults(func=_cmd_trace)

    p = sub.add_parser(
        "compare", help="find the first difference between two traces",
        description="Compare two trace files frame by frame (for instance this library's "
                    "against another engine's) and print the first differing frame and field. "
                    "Exit status 0 when they agree, 1 when they differ.",
        epilog=_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("a", metavar="TRACE_A.json")
    p.add_argument("b", metavar="TRACE_B.json")
    p.set_defaults(func=_cmd_compare)

    p = sub.add_parser(
        "fixes", help="list the quirk fixes a scenario's \"fixes\" may name",
        description="List the names a scenario's \"fixes\" field accepts, each with where "
                    "the spec describes the quirk it corrects.")
    p.set_defaults(func=_cmd_fixes)

    p = sub.add_parser(
        "level", help="list the acts of a disassembly checkout, describe one, draw its collision",
        description="Read a real act from a checkout of sonicretro/s1disasm, s2disasm or skdisasm "
                    "(docs/levels.md). Without ACT: list the checkout's acts. With ACT: describe it "
                    "(map, start, bounds, path swappers, loops) and, with --png, draw both collision "
                    "layers (solidity coloured, flagged tiles darker, start, path swappers, S1 loop "
                    "chunks) to a PNG file.",
        epilog=_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("checkout", metavar="CHECKOUT", help="the folder of a disassembly checkout, or an act "
                   "named GAME/ACT (e.g. s2/ehz1) found in the checkouts of HEDGEPHYS_DISASM")
    p.add_argument("act", metavar="ACT", nargs="?", help="an act, e.g. ghz1, ehz1, aiz1")
    p.add_argument("--png", metavar="OUT.png", help="draw the act's collision to this PNG file")
    p.add_argument("--scale", type=int, default=1, metavar="N",
                   help="one picture pixel per N level pixels (default 1)")
    p.add_argument("--region", metavar="X0,Y0,X1,Y1", default="act",
                   help="what to draw: act (the default: every cell of the act), camera (what the "
                        "camera can show with the bounds the act starts with), map (the whole map) "
                        "or these pixels")
    p.add_argument("--game", choices=("s1", "s2", "s3k", "s3"),
                   help="the checkout's game (default: detected; s3: Sonic 3 alone's acts of skdisasm)")
    p.add_argument("--character", choices=("sonic", "tails", "knuckles"), default="sonic",
                   help="whose start and bounds (S3K has Knuckles' own)")
    p.set_defaults(func=_cmd_level)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the command line with ``argv`` (``sys.argv[1:]`` when None) and
    return the exit status."""
    parser = build_parser()
    try:
        args = parser.parse_args(None if argv is None else list(argv))
    except SystemExit as e:  # --help, --version, or an argument error (status 2)
        return int(e.code or 0) if not isinstance(e.code, str) else EXIT_INVALID
    try:
        status = int(args.func(args))
        sys.stdout.flush()
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_PIPE
    return status


#: The exit status when the reader of the output went away (128 + SIGPIPE).
EXIT_PIPE = 141


def _quiet_stdout() -> None:
    """After a closed pipe: point stdout at the null device, so that the
    interpreter's last flush at exit raises nothing either."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return  # not a real file (captured): nothing is flushed at exit
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
