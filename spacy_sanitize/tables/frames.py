"""A pandas DataFrame's text columns sanitized in Python: :func:`sanitize_table`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spacy.language import Language

from .rows import ERROR_COLUMN, Cell, RunOptions, edit_log, row_error, sanitize_rows


def sanitize_table(df: Any, columns: Sequence[str], nlp: Language | None = None, *, edits: bool = False,
                   options: RunOptions | None = None) -> Any:
    """A copy of ``df`` with ``columns`` sanitized and an error column (``""`` for rows that went well).

    ``nlp``: the sanitizing pipeline (default: :func:`spacy_sanitize.pipelines.load_pipeline`'s).
    Cells that are not strings (missing values) are left as they are; a failed cell is emptied and
    its row's error says why. ``edits=True`` adds ``<column>_edits`` with each cell's edit log (JSON).
    The index and all other columns are kept unchanged."""
    if nlp is None:
        from ..pipelines import load_pipeline

        nlp = load_pipeline()
    missing = [column for column in columns if column not in df.columns]
    if missing:
        raise ValueError(f"the DataFrame has no column {', '.join(map(repr, missing))}; it has {list(df.columns)}")
    out = df.copy()
    values = {column: df[column].tolist() for column in columns}

    def cells(position: int) -> list[Cell]:
        return [Cell(column, values[column][position]) for column in columns
                if isinstance(values[column][position], str) and values[column][position]]

    errors: list[str] = []
    logs: dict[str, list[str]] = {column: [] for column in columns}
    for position, results in sanitize_rows(nlp, iter(range(len(df))), cells, lambda n, key: f"row {n - 1}:{key}",
                                           options):
        for column, result in results.items():
            values[column][position] = result.text
        errors.append(row_error(results))
        for column in columns:
            logs[column].append(edit_log(results, column))
    for column in columns:  # same index and dtype: a missing value stays what it was (None, NaN)
        out[column] = type(df[column])(values[column], index=df.index, dtype=df[column].dtype)
    out[ERROR_COLUMN] = type(df[columns[0]])(errors, index=df.index, dtype=object) if columns else errors
    if edits:
        for column in columns:
            out[f"{column}_edits"] = logs[column]
    return out
