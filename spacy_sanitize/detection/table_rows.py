"""The first cells of a table's rows: "Juventus 10 / Parma 9 / Inter 8", "Greens 7.1", "Sparta 2-2".

Wire copy and posts print standings, points tables and returns as rows of a name and its figures, one row a
line. A model trained on prose reads such a row as a phrase: it glues the figures to the name ("Juventus 10",
read as an address's house number) and skips the rows whose name it does not know ("Parma 9" between three
clubs it found). The layout is the evidence a sentence would give: rows of one table name things of one
kind.

A row is a line that holds, after an optional rank ("4."), one to five words with no digit, the first
capitalised, and then only figures: points, a score ("2-2"), a time ("14:54.21"), a share ("44.3", ".591"), a
fraction ("5 1/2"), each of one to three digits between its separators, or a dash for none. A postcode or a
year (four digits or more) makes no row ("Milano 20121", "Feyenoord 1908"). Three rows or more in a row make a
table; a blank line ends one. A text's tables are read once: the steps that ask for them (a span's figures, a
model's code, the rows' names) ask with the same text.

* :func:`row_figures`: the offsets of the figures that end a table's rows, which no name swallows
  (:func:`.score_tails.without_scores` cuts a name's span there).
* :func:`names_of_rows`: the rows no source named open with a name of the type of those named, where two rows
  or more and at least twice as many as these open with a detected person, body or place; not a cell that is a
  table's own word ("Total", "Others", "Turnout"), a month or a weekday, shorthand or a function word, or that
  holds a dash (a results row names two sides, the sources' to find), which counts neither way.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from spacy.tokens import Doc

from .base import doc_text
from .evidence import TABLE_WORDS, never_names
from .languages import calendar_words
from .overlap import TokenCandidate

#: the labels a table's first cells are read for
ROW_LABELS = frozenset({"PERSON", "ORG", "LOC"})
#: the source name of the spans found here
SOURCE = "table_rows"
#: the fewest rows in a row that make a table
_MIN_ROWS = 3
#: a figure of a row: a signed number of one to three digits between separators, a score, a share, a fraction,
#: a winning percentage without its zero (".591"), or a dash for none (a standings' "games behind")
_FIGURE = r"(?:[-+−]?(?:\d{1,3}|(?=\.\d))(?:[.,:'’]\d{1,3})*%?(?:[-–/]\d{1,3})?|[-–])"
#: a row: a rank, a cell of words without digits (the first capitalised), then figures to the line's end
_ROW = re.compile(rf"^[ \t]*(?:\d{{1,2}}\.[ \t]+)?(?P<cell>[^\W\d_][^\d\n]*?)(?P<figures>(?:[ \t]+{_FIGURE})+)[ \t]*$")
#: the most words a row's first cell holds
_MAX_CELL_WORDS = 5
#: the words of a table's own rows, in the supported languages: totals, the rest, votes cast and spoilt
_TABLE_ROW_WORDS = frozenset(
    "total totals subtotal sum others other rest turnout majority invalid spoilt spoiled blank valid average mean "
    "overall votes seats electorate gesamt insgesamt summe sonstige andere übrige wahlbeteiligung totaal overige "
    "opkomst totale altri resto affluenza autres reste participation nuls blancs outros brancos nulos "
    "abstenção otros abstención participación".split())


@dataclass(frozen=True)
class Row:
    """One row of a table: its first cell's and its figures' character offsets."""

    cell_start: int
    cell_end: int
    figures_start: int
    figures_end: int


def table_rows(text: str) -> list[list[Row]]:
    """The tables of ``text``: runs of at least :data:`_MIN_ROWS` consecutive lines that are rows."""
    return [list(table) for table in _tables(text)]


@lru_cache(maxsize=4)
def _tables(text: str) -> tuple[tuple[Row, ...], ...]:
    """:func:`table_rows`, kept for the last few texts (see the module)."""
    tables: list[tuple[Row, ...]] = []
    current: list[Row] = []
    at = 0
    for line in text.split("\n"):
        match = _ROW.match(line)
        cell = match.group("cell").strip() if match else ""
        if match and cell[:1].isupper() and len(cell.split()) <= _MAX_CELL_WORDS:
            cell_start = at + match.start("cell")
            current.append(Row(cell_start, cell_start + len(match.group("cell").rstrip()),
                               at + match.start("figures"), at + match.end("figures")))
        else:
            if len(current) >= _MIN_ROWS:
                tables.append(tuple(current))
            current = []
        at += len(line) + 1
    if len(current) >= _MIN_ROWS:
        tables.append(tuple(current))
    return tuple(tables)


@lru_cache(maxsize=4)
def row_figures(text: str) -> frozenset[int]:
    """The character offsets at which a table's row's figures start and every figure of them (see the
    module); empty where the text has no table (most texts: one cheap test first)."""
    if "\n" not in text:
        return frozenset()
    offsets: set[int] = set()
    for table in _tables(text):
        for row in table:
            offsets.update(m.start() + row.figures_start
                           for m in re.finditer(r"\S+", text[row.figures_start:row.figures_end]))
    return frozenset(offsets)


def names_of_rows(doc: Doc, resolved: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """The first cells of a table's rows that no source named, typed as the named ones (see the module)."""
    text = doc_text(doc)
    if "\n" not in text:
        return []
    found: list[TokenCandidate] = []
    for table in _tables(text):
        cells = [doc.char_span(row.cell_start, row.cell_end, alignment_mode="expand") for row in table]
        labels = [_label_inside(span.start, span.end, resolved) if span is not None else None for span in cells]
        named = [label for label in labels if label in ROW_LABELS]
        unnamed = [span for span, label in zip(cells, labels, strict=True)
                   if span is not None and label is None and _may_name(span.text, lang)]
        if len(named) >= 2 and len(named) >= 2 * len(unnamed):
            label = Counter(named).most_common(1)[0][0]
            found += [(span.start, span.end, label, SOURCE) for span in unnamed]
    return found


def _label_inside(start: int, end: int, resolved: Sequence[TokenCandidate]) -> str | None:
    """The label of the first resolved span that overlaps ``[start, end)``: "" for one that is not a name's
    (a date in the cell names nothing), None where there is none."""
    for span_start, span_end, label, _ in resolved:
        if span_start < end and start < span_end:
            return label if label in ROW_LABELS else ""
    return None


def _may_name(cell: str, lang: str) -> bool:
    """Whether a row's first cell may be a name: no table's word, month, weekday, shorthand or function word
    opens it, and no dash parts two sides in it."""
    words = cell.lower().split()
    if not words or any(word in {"-", "–", "v", "vs", "vs."} for word in words):
        return False
    shorthand, function_words = never_names(lang)
    first = words[0]
    return not (first in TABLE_WORDS or first in _TABLE_ROW_WORDS or first in function_words or first in shorthand
                or first in calendar_words(lang, lower=True))
