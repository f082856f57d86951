"""Cells of rows through the sanitizer and back to their rows, streamed and in order.

Every format (CSV, Parquet, JSON, a DataFrame) reduces to rows that hold zero or more text cells.
The cells of all rows go through :func:`spacy_sanitize.batch.sanitize_records` as one stream
(batches, worker processes, windows for long cells: whatever a file of documents gets), and each row
comes back with the result of each of its cells as soon as the last one is done, so a table of any
length is processed with memory for a few batches.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from spacy.language import Language

from ..batch import sanitize_records
from ..records import Record
from ..windows import DEFAULT_WINDOW_CHARS

Row = TypeVar("Row")

#: the error column every format adds: empty for a row whose cells were all sanitized
ERROR_COLUMN = "sanitize_error"


@dataclass
class Cell:
    """One text cell of a row: a key naming it in the row (a column, a JSON path) and its text."""

    key: str
    text: str


@dataclass
class CellResult:
    """A cell after sanitizing: its new text and edit log, or the error (then ``text`` is "")."""

    text: str
    edits: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None


@dataclass
class _Pending(Generic[Row]):
    row: Row
    keys: list[str]
    results: dict[str, CellResult] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return len(self.results) == len(self.keys)


@dataclass
class RunOptions:
    """How the cells run: as ``spacy-sanitize sanitize`` runs documents."""

    batch_size: int = 64
    n_process: int = 1
    window_chars: int = DEFAULT_WINDOW_CHARS
    #: opens the collection's registry (one pseudonym per entity across rows and files), or None
    registry: Callable[[], Any] | None = None

    def sanitize(self, nlp: Language, records: Iterable[Record]) -> Iterator[Any]:
        return sanitize_records(nlp, records, batch_size=self.batch_size, n_process=self.n_process,
                                window_chars=self.window_chars, registry=self.registry)


def sanitize_rows(nlp: Language, rows: Iterable[Row], cells: Callable[[Row], list[Cell]], name: Callable[[int, str], str],
                  options: RunOptions | None = None) -> Iterator[tuple[Row, dict[str, CellResult]]]:
    """Each row with the results of its cells (by key), in input order.

    ``cells(row)`` lists a row's text cells; ``name(row_number, key)`` is the document id of a cell
    (what an error names). A row without text cells comes back with no results."""
    pending: deque[_Pending[Row]] = deque()

    def records() -> Iterator[Record]:
        for number, row in enumerate(rows, start=1):
            found = cells(row)
            pending.append(_Pending(row, [cell.key for cell in found]))
            for cell in found:
                yield Record(name(number, cell.key), cell.text)

    for result in (options or RunOptions()).sanitize(nlp, records()):
        while pending and pending[0].complete:
            done = pending.popleft()
            yield done.row, done.results
        # results come in the order of the cells: this one is the first row's next cell
        first = pending[0]
        first.results[first.keys[len(first.results)]] = _cell_result(result)
    while pending:
        done = pending.popleft()
        yield done.row, done.results


def _cell_result(result: Any) -> CellResult:
    if "error" in result:
        return CellResult("", error=str(result["error"]))
    return CellResult(result["text"], list(result["edits"]))


def edit_log(results: dict[str, CellResult], key: str) -> str:
    """The edit log of the cell ``key`` as JSON (``[]`` when the row had no text there)."""
    return json.dumps(results[key].edits if key in results else [], ensure_ascii=False)


def row_error(results: dict[str, CellResult]) -> str:
    """The error column's value: each failed cell's key and error, or "" when none failed."""
    return "; ".join(f"{key}: {result.error}" for key, result in results.items() if result.error)


@dataclass
class TableReport:
    """What a table run did: rows and cells seen, rows with an error."""

    rows: int = 0
    cells: int = 0
    failed_rows: int = 0

    def count(self, results: dict[str, CellResult], error: str) -> None:
        self.rows += 1
        self.cells += len(results)
        self.failed_rows += bool(error)
