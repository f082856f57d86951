"""Tables and structured files: text in named columns or at JSON paths sanitized, all else unchanged.

* :func:`sanitize_table_file`: CSV, TSV, Parquet, JSON and JSONL files (by suffix), streamed, written
  under ``<target>.partial`` and renamed when complete;
* :func:`sanitize_table`: a pandas DataFrame.

Each row gets an error column (:data:`ERROR_COLUMN`), empty when all its cells were sanitized; a row
that fails never fails the file, and its failed cells are emptied, never written as they were.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from spacy.language import Language

from .delimited import sanitize_delimited
from .frames import sanitize_table
from .json_paths import sanitize_json, sanitize_jsonl
from .parquet import sanitize_parquet
from .rows import ERROR_COLUMN, RunOptions, TableReport

TABLE_SUFFIXES = {".csv": "csv", ".tsv": "tsv", ".tab": "tsv", ".parquet": "parquet", ".pq": "parquet",
                  ".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl"}


def table_format(path: Path) -> str:
    """``csv``, ``tsv``, ``parquet``, ``json`` or ``jsonl``, from the file's suffix."""
    found = TABLE_SUFFIXES.get(path.suffix.lower())
    if found is None:
        raise ValueError(f"{path}: cannot tell the table format from {path.suffix!r}; "
                         f"use one of {', '.join(sorted(TABLE_SUFFIXES))}")
    return found


def sanitize_table_file(nlp: Language, source: Path, target: Path, *, columns: Sequence[str] = (),
                        json_paths: Sequence[str] = (), edits: bool = False,
                        options: RunOptions | None = None) -> TableReport:
    """Sanitize ``source`` into ``target`` (same format): ``columns`` of a CSV/TSV/Parquet file, or
    the strings at ``json_paths`` (or the top-level ``columns``) of a JSON/JSONL file."""
    kind = table_format(source)
    if table_format(target) != kind:
        raise ValueError(f"{target} must have the format of {source} ({kind})")
    if kind in ("json", "jsonl"):
        paths = list(json_paths) or [f"$.{column}" for column in columns]
    elif json_paths:
        raise ValueError(f"--json-path is for JSON and JSONL files; name the columns of {source} with --columns")
    if not (columns or json_paths):
        raise ValueError("name the text: --columns notes,comments (tables) or --json-path '$.messages[*].content'")
    partial = target.with_name(target.name + ".partial")
    if kind in ("csv", "tsv"):
        report = sanitize_delimited(nlp, source, partial, columns, delimiter="," if kind == "csv" else "\t",
                                    edits=edits, options=options)
    elif kind == "parquet":
        report = sanitize_parquet(nlp, source, partial, columns, edits=edits, options=options)
    elif kind == "jsonl":
        report = sanitize_jsonl(nlp, source, partial, paths, edits=edits, options=options)
    else:
        report = sanitize_json(nlp, source, partial, paths, edits=edits, options=options)
    os.replace(partial, target)
    return report


__all__ = ["ERROR_COLUMN", "RunOptions", "TableReport", "sanitize_table", "sanitize_table_file", "table_format"]
