"""Parquet files: the named string columns sanitized batch by batch, every other column copied as is.

Read with ``pyarrow`` one record batch at a time and written with its ``ParquetWriter``: the other
columns are the very Arrow arrays that were read (values and types unchanged), the text columns are
rebuilt as strings, and the error column (and, on request, each text column's edit log as JSON) is
appended to the schema.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from spacy.language import Language

from .rows import ERROR_COLUMN, Cell, RunOptions, TableReport, edit_log, row_error, sanitize_rows

PYARROW_HELP = "Parquet needs pyarrow: pip install 'spacy-sanitize[tables]'"


def _pyarrow() -> Any:
    try:
        import pyarrow
        import pyarrow.parquet  # noqa: F401
    except ImportError as error:
        raise ImportError(PYARROW_HELP) from error
    return pyarrow


def sanitize_parquet(nlp: Language, source: Path, target: Path, columns: Sequence[str], *, edits: bool = False,
                     options: RunOptions | None = None, rows_per_batch: int = 4096) -> TableReport:
    """Sanitize ``columns`` of the Parquet file ``source`` into ``target``."""
    pa = _pyarrow()
    parquet = pa.parquet.ParquetFile(source)
    schema = parquet.schema_arrow
    for column in columns:
        if column not in schema.names:
            raise ValueError(f"{source} has no column {column!r}; its columns are {schema.names}")
        if not (pa.types.is_string(schema.field(column).type) or pa.types.is_large_string(schema.field(column).type)):
            raise ValueError(f"{source}: column {column!r} holds {schema.field(column).type}, not text")
    added = [ERROR_COLUMN] + [f"{column}_edits" for column in columns if edits]
    out_schema = schema
    for name in added:
        out_schema = out_schema.append(pa.field(name, pa.string()))
    report = TableReport()
    row_offset = 0
    with pa.parquet.ParquetWriter(target, out_schema) as writer:
        for batch in parquet.iter_batches(batch_size=rows_per_batch):
            table = _sanitize_batch(nlp, pa, batch, columns, edits, options, report, source, row_offset)
            writer.write_table(table.cast(out_schema))
            row_offset += batch.num_rows
    return report


def _sanitize_batch(nlp: Language, pa: Any, batch: Any, columns: Sequence[str], edits: bool,
                    options: RunOptions | None, report: TableReport, source: Path, row_offset: int) -> Any:
    texts = {column: batch.column(column).to_pylist() for column in columns}

    def cells(index: int) -> list[Cell]:
        return [Cell(column, texts[column][index]) for column in columns if texts[column][index]]

    def name(number: int, key: str) -> str:
        return f"{source.name}:row {row_offset + number}:{key}"

    errors: list[str] = []
    edit_logs: dict[str, list[str]] = {column: [] for column in columns}
    for index, results in sanitize_rows(nlp, iter(range(batch.num_rows)), cells, name, options):
        for column, result in results.items():
            texts[column][index] = result.text
        errors.append(row_error(results))
        report.count(results, errors[-1])
        for column in columns:
            edit_logs[column].append(edit_log(results, column))
    table = pa.Table.from_batches([batch])
    for column in columns:
        position = table.schema.get_field_index(column)
        table = table.set_column(position, table.schema.field(column), pa.array(texts[column], type=table.schema.field(column).type))
    table = table.append_column(ERROR_COLUMN, pa.array(errors, type=pa.string()))
    if edits:
        for column in columns:
            table = table.append_column(f"{column}_edits", pa.array(edit_logs[column], type=pa.string()))
    return table


