"""Every citation of the rules resolves inside the checkout (docs/rules/README.md).

The code, tests and docs cite the rules reference as ``rules/terrain §6.2``, ``rules/objects §8``,
``rules/objects G1``, ``rules/objects §11 C12``, ``erratum rules/terrain §14.11``,
``rules/scenario "Events"`` and other docs as ``docs/physics.md "Animation state"``; a list after
one name shares it (``rules/terrain §8.2/§8.8``). This test reads docs/rules/*.md (headings,
numbered items, procedure labels, titles) and checks that every citation in cpp/, python/,
tests/, benchmarks/, tools/, notebooks/, docs/ and README.md names something that exists. Inside
docs/rules/ a bare ``§N`` means the same file; anywhere else a bare ``§`` must continue a list after
a name. Only the checkout is read.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
RULE_DOCS = ("terrain", "objects", "scenario")
SCANNED = ("cpp", "python", "tests", "benchmarks", "tools", "notebooks", "examples")
EXTENSIONS = {".cpp", ".hpp", ".h", ".inc", ".py", ".pyi", ".md", ".ipynb", ".txt", ".json"}
SKIPPED = ("tests/data/", "tests/test_citations.py")

TOKEN = re.compile(
    r"(?P<name>(?<![\w.-])(?:docs/)?rules/(?P<rdoc>terrain|objects|scenario)(?:\.md)?(?![\w/])"
    r"|(?<![\w/])docs/(?P<ddoc>[\w-]+)\.md\b)"
    r"|(?P<sec>§(?P<num>\d+(?:\.\d+)?))"
)
LABEL = r"[A-H]\d{1,2}(?:\.\d+)?"
LABELS_AFTER_NAME = re.compile(rf"\s+({LABEL}(?:\s*(?:,|/|and)\s*{LABEL})*)(?![\w.])")
TITLE_AFTER_NAME = re.compile(r",?\s+\"([^\"]+)\"")
# what may follow a § and still belong to it: a label, a step or item number, a quoted title
TRAIL = re.compile(
    r"(?:\s+(?:step|item)s?\s+\d+(?:\s*(?:and|,)\s*\d+)*"
    r"|\s+(?P<label>[A-HQ]\d{1,2})(?:\.\d+)?(?:/(?P<label2>[A-HQ]\d{1,2}))?(?![\w.])"
    r"|\s+\"[^\"]*\")*"
)
LIST_GAP = re.compile(r"^\s*(?:[/,;]|-|–|\s|and\b|or\b)*\s*$")
# the specification's file names, which are not in the checkout (docs/objects.md is another text)
OLD_NAME = re.compile(r"(?<![\w/.-])(?:spec/)?(terrain|objects|scenario)\.md\b")


def _norm(title: str) -> str:
    t = title.replace("→", "->").replace("`", "").replace("*", "").lower()
    return re.sub(r"\s+", " ", t).strip()


class Index:
    """What one document offers to cite: section numbers, labels and titles."""

    def __init__(self, text: str):
        self.sections: set[str] = set()
        self.labels: set[str] = set()
        self.quirks: set[str] = set()
        self.titles: list[str] = []
        section = None
        items: dict[str, set[str]] = {}  # numbered items per section
        for line in text.split("\n"):
            m = re.match(r"^(#{1,6})\s+(.*)$", line)
            if m:
                self.titles.append(_norm(m.group(2)))
                h = re.match(r"^(\d+)\.(\d+)?\s", m.group(2))
                if h and m.group(1) == "##":
                    section = h.group(1)
                    self.sections.add(section)
                    if h.group(2):
                        self.sections.add(f"{h.group(1)}.{h.group(2)}")
                h = re.match(r"^(\d+)\.(\d+)\b", m.group(2))
                if h and m.group(1) == "###":
                    self.sections.add(f"{h.group(1)}.{h.group(2)}")
                f = re.match(r"^([A-H]\d+)\b", m.group(2))
                if f:
                    self.labels.add(f.group(1))
                continue
            item = re.match(r"^(\d+)\.\s", line)
            if item and section is not None:
                items.setdefault(section, set()).add(item.group(1))
            for b in re.findall(r"\*\*([A-H]\d+)\b", line):
                self.labels.add(b)
            q = re.match(r"^\|\s*([QC]\d+)\s*\|", line)
            if q:
                self.quirks.add(q.group(1))
            self.titles.extend(_norm(b) for b in re.findall(r"\*\*([^*]+)\*\*", line))
        # §N.M is a heading N.M or, in a section without such headings, its numbered item M
        for sec, nums in items.items():
            if not any(x.startswith(sec + ".") for x in self.sections):
                self.sections.update(f"{sec}.{n}" for n in nums)

    def has_title(self, title: str) -> bool:
        t = _norm(title)
        return any(t in h for h in self.titles)


_INDEX: dict[str, Index | None] = {}


def index(doc: str) -> Index | None:
    """The index of rules doc ``doc`` ("terrain") or of docs/<doc>.md ("docs:physics")."""
    if doc not in _INDEX:
        path = (ROOT / "docs" / f"{doc[5:]}.md") if doc.startswith("docs:") else (RULES / f"{doc}.md")
        _INDEX[doc] = Index(path.read_text(encoding="utf-8")) if path.is_file() else None
    return _INDEX[doc]


def _base(label: str) -> str:
    return label.split(".")[0]


def check_line(line: str, home: str | None = None) -> tuple[list[str], int]:
    """Problems of one line's citations, and how many citations it has. ``home``: the rules doc a
    bare § refers to (inside docs/rules/), else None (a bare § must continue a list)."""
    problems = [f"{m.group(0)}: not in the checkout, cite rules/{m.group(1)}" for m in OLD_NAME.finditer(line)]
    count = len(problems)
    current = None  # the doc of the last name or reference
    anchored_end = None  # where the last reference (with its trail) ended
    for m in TOKEN.finditer(line):
        if m.group("name"):
            doc = m.group("rdoc") or f"docs:{m.group('ddoc')}"
            count += 1
            idx = index(doc)
            if idx is None:
                problems.append(f"{m.group('name')}: no such document")
                current = anchored_end = None
                continue
            current, anchored_end = doc, m.end()
            rest = line[m.end():]
            t = TITLE_AFTER_NAME.match(rest)
            if t:
                if not idx.has_title(t.group(1)):
                    problems.append(f'{m.group("name")} "{t.group(1)}": no such title')
                anchored_end = m.end() + t.end()
                continue
            lab = LABELS_AFTER_NAME.match(rest)
            if lab and doc == "objects":
                for one in re.findall(LABEL, lab.group(1)):
                    if _base(one) not in idx.labels:
                        problems.append(f"rules/objects {one}: no such label")
                anchored_end = m.end() + lab.end()
            continue
        # a § reference
        count += 1
        num = m.group("num")
        gap_to_name = line[anchored_end:m.start()] if anchored_end is not None else None
        if current is not None and gap_to_name is not None and (
            gap_to_name.strip() == "" or LIST_GAP.match(gap_to_name)
        ):
            doc = current
        elif home is not None:
            doc = home
        else:
            problems.append(f"bare {m.group('sec')}: name the reference (rules/terrain {m.group('sec')}, ...)")
            continue
        idx = index(doc)
        if idx is None or doc.startswith("docs:"):
            problems.append(f"{m.group('sec')} after {doc}: only docs/rules/ has numbered sections")
            continue
        if num not in idx.sections:
            problems.append(f"rules/{doc} {m.group('sec')}: no such section")
        trail = TRAIL.match(line[m.end():])
        for lab in (trail.group("label"), trail.group("label2")) if trail else ():
            if lab is None:
                continue
            if lab[0] in "QC" and num == "11":
                if doc != "objects" or lab not in idx.quirks:
                    problems.append(f"rules/{doc} §11 {lab}: no such quirk")
            elif lab[0] != "Q" and doc == "objects" and lab not in idx.labels:
                problems.append(f"rules/objects {m.group('sec')} {lab}: no such label")
        current = doc
        anchored_end = m.end() + (trail.end() if trail else 0)
    return problems, count


def _text(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".ipynb":
        cells = json.loads(text)["cells"]
        return "\n".join("".join(c.get("source", [])) for c in cells)
    return text


def scanned_files():
    yield ROOT / "README.md"
    yield from sorted((ROOT / "docs").rglob("*.md"))
    for top in SCANNED:
        base = ROOT / top
        if base.is_dir():
            for p in sorted(base.rglob("*")):
                rel = p.relative_to(ROOT).as_posix()
                if (p.is_file() and p.suffix in EXTENSIONS and "__pycache__" not in rel
                        and not any(rel.startswith(s) for s in SKIPPED)):
                    yield p


def check_tree():
    problems, total = [], 0
    for p in scanned_files():
        rel = p.relative_to(ROOT).as_posix()
        home = None
        if rel.startswith("docs/rules/") and p.stem in RULE_DOCS:
            home = p.stem
        for n, line in enumerate(_text(p).split("\n"), 1):
            if "§" not in line and "rules/" not in line and "docs/" not in line and ".md" not in line:
                continue
            found, count = check_line(line, home)
            total += count
            problems.extend(f"{rel}:{n}: {f}" for f in found)
    return problems, total


def test_every_citation_resolves():
    problems, total = check_tree()
    assert total > 500, f"only {total} citations found: the scan lost its way"
    assert not problems, "citations that do not resolve (docs/rules/README.md):\n" + "\n".join(problems)


def test_the_reference_keeps_the_numbering():
    terrain, objects = index("terrain"), index("objects")
    for s in ["1", "2", "3", "4.1", "4.3", "5.5", "6.2", "6.5", "7", "8.1", "8.10", "9", "10", "11", "12",
              "13", "14", "14.1", "14.22", "14.30", "12.6"]:
        assert s in terrain.sections, s
    for s in ["0", "0.1", "0.6", "2", "6", "8", "9", "10", "11", "11.1", "11.2", "12.3", "14", "16", "16.3"]:
        assert s in objects.sections, s
    labels = {f"A{i}" for i in range(12)} | {f"B{i}" for i in range(1, 6)} | {f"C{i}" for i in range(1, 5)} \
        | {"D1", "D2"} | {f"E{i}" for i in range(1, 8)} | {f"F{i}" for i in range(1, 6)} \
        | {f"G{i}" for i in range(1, 6)} | {f"H{i}" for i in range(1, 13)}
    assert labels <= objects.labels, sorted(labels - objects.labels)
    assert {f"Q{i}" for i in range(1, 9)} | {f"C{i}" for i in range(1, 14)} <= objects.quirks
    for title in ["Events", "Widths", "Fix names", "hurt", "crushed", "stages", "Entry points",
                  "Objects -> routines", "Outcomes the pages leave open", "Buttons", "The map", "Trace"]:
        assert index("scenario").has_title(title), title


@pytest.mark.parametrize("text", [
    "see rules/terrain §6.9",                     # no such section
    "see rules/terrain §15",                      # terrain has no §15
    "rules/objects A12 and more",                 # no such step
    "rules/objects A2, G9",                       # A2 exists, G9 does not
    "rules/objects §11 Q9: a quirk that is not",  # no such quirk
    "rules/terrain §11 C12",                      # quirks are in rules/objects
    'rules/scenario "No such title"',             # no such title
    'docs/physics.md "Nothing of the kind"',      # no such title in another doc
    "docs/nowhere.md says so",                    # no such document
    "a bare §6.2 here",                           # bare § outside docs/rules
    "rules/terrain §6.2/§6.7",                    # the list continuation is checked too
    "rules/terrain §8.2 step 3, and later §6.2",  # not a list: bare
    "[erratum rules/terrain §14.99]",             # no such erratum
    "rules/objects §9 H13",                       # no such step of H
    "rules/objects §11.3",                        # §11 has headings 11.1 and 11.2 only
    "objects.md G1",                              # the specification's name: not in the checkout
    "(terrain.md §6.2)",                          # likewise
])
def test_a_made_up_citation_fails(text):
    problems, count = check_line(text)
    assert count >= 1
    assert problems, f"not caught: {text}"


@pytest.mark.parametrize("text", [
    "rules/terrain §6.2",
    "(rules/terrain §8.6/§8.7: air control)",
    "rules/terrain §6, §7, §8.10",
    "rules/terrain §6-§10",
    "rules/objects §0.6",
    "rules/objects A10.4, rules/terrain §8.10",
    "rules/objects A2, C3.2, D1.2, F1.1, G2, H2",
    "rules/objects §11 C12: the duck animation",
    "rules/objects §11 C1/Q3",
    "rules/objects §6 step 3, §11 C13",
    "rules/objects §8 G4",
    "[erratum rules/terrain §14.30]",
    "[erratum rules/objects §16.3]",
    'rules/scenario "Objects -> routines"',
    'rules/scenario "Objects → routines"',
    'rules/scenario "Events"',
    'docs/physics.md "Animation state"',
    "docs/rules/terrain.md §5.2",
])
def test_a_real_citation_passes(text):
    problems, count = check_line(text)
    assert count >= 1
    assert not problems, problems


def test_a_bare_section_means_the_same_file_inside_the_reference():
    assert not check_line("as §6.2 says", home="terrain")[0]
    assert check_line("as §6.9 says", home="terrain")[0]
    assert not check_line("see §16.3", home="objects")[0]
    assert check_line("see §16.3", home="terrain")[0]
