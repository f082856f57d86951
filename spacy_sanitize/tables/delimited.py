"""CSV and TSV files: the named columns sanitized, every other cell written back as it was read.

Read and written with the standard library's :mod:`csv` (every cell stays a string: an id
``007`` stays ``007``, ``1.0`` stays ``1.0``, which a DataFrame round trip would not promise), one
row at a time. The header gains the error column; a row that fails keeps its other cells and has its
failed text cells emptied (fail closed) and the reason in the error column.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Sequence
from pathlib import Path

from spacy.language import Language

from .rows import ERROR_COLUMN, Cell, RunOptions, TableReport, edit_log, row_error, sanitize_rows

#: field size limit for cells (the csv module's default of 131,072 characters rejects long notes)
csv.field_size_limit(min(sys.maxsize, 2**31 - 1))


def sanitize_delimited(nlp: Language, source: Path, target: Path, columns: Sequence[str], *, delimiter: str = ",",
                       edits: bool = False, options: RunOptions | None = None) -> TableReport:
    """Sanitize ``columns`` of the CSV (``delimiter=","``) or TSV (``"\\t"``) file ``source`` into ``target``."""
    report = TableReport()
    # bytes that are not UTF-8 travel as escapes: the cell holding them fails alone (not text), and
    # in other columns they are written back byte for byte
    with source.open(newline="", encoding="utf-8", errors="surrogateescape") as handle, \
            target.open("w", newline="", encoding="utf-8", errors="surrogateescape") as out:
        reader = csv.reader(handle, delimiter=delimiter)
        header = next(reader, None)
        if header is None:
            raise ValueError(f"{source} is empty: a table needs a header row naming its columns")
        positions = _positions(header, columns, source)
        writer = csv.writer(out, delimiter=delimiter, lineterminator="\n")
        added = [ERROR_COLUMN] + [f"{column}_edits" for column in columns if edits]
        writer.writerow(header + added)

        def cells(row: list[str]) -> list[Cell]:
            return [Cell(column, row[i]) for column, i in positions.items() if i < len(row) and row[i]]

        def name(number: int, key: str) -> str:
            return f"{source.name}:row {number}:{key}"

        for row, results in sanitize_rows(nlp, reader, cells, name, options):
            for column, result in results.items():
                row[positions[column]] = result.text
            error = row_error(results)
            report.count(results, error)
            extra = [error] + [edit_log(results, column) for column in columns if edits]
            writer.writerow(row + [""] * (len(header) - len(row)) + extra)
    return report


def _positions(header: list[str], columns: Sequence[str], source: Path) -> dict[str, int]:
    missing = [column for column in columns if column not in header]
    if missing:
        raise ValueError(f"{source} has no column {', '.join(map(repr, missing))}; its columns are {header}")
    return {column: header.index(column) for column in columns}
