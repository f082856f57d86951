"""A sanitizing pipeline over a Spark DataFrame column (``mapInPandas``).

Why this shape: Spark ships a Python function to its executors and feeds it the rows of each
partition as pandas batches. The pipeline is loaded once per executor process (a module-level
cache keyed by its path), each batch goes through :func:`~spacy_sanitize.batch.sanitize_records`
(the same code, windows and fail-closed guard as ``spacy-sanitize sanitize``), and each row gets
three new columns: the sanitized text, its edit log as JSON and an error (null when it went
through). A bad row fails alone; its text column is null, so nothing unsanitized is written.

Consistency across documents: a registry opener (:func:`spacy_sanitize.registry.registry_opener`):
stateless (executors share nothing but the secret) or one registry file every executor reaches.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

#: the loaded pipelines of this (executor) process, by path ("" = the default pipeline)
_PIPELINES: dict[str, Any] = {}


def load_once(pipeline: str | None) -> Any:
    """The pipeline at ``pipeline`` (a saved ``nlp.to_disk`` folder, or None for the default), loaded
    at most once per process."""
    key = pipeline or ""
    if key not in _PIPELINES:
        from ..pipelines import load_pipeline

        _PIPELINES[key] = load_pipeline(model=pipeline)
    return _PIPELINES[key]


def output_columns(column: str) -> tuple[str, str, str]:
    """The columns added for ``column``: sanitized text, edit log (JSON), error."""
    return f"{column}_sanitized", f"{column}_edits", "sanitize_error"


def sanitize_batches(batches: Iterator[Any], column: str, id_column: str | None, pipeline: str | None,
                     registry: Callable[[], Any] | None, batch_size: int) -> Iterator[Any]:
    """The function ``mapInPandas`` runs: each pandas batch with the three output columns added."""
    from ..batch import sanitize_records
    from ..records import Record

    nlp = load_once(pipeline)
    text_out, edits_out, error_out = output_columns(column)
    opened = registry() if registry is not None else None  # once per partition, not once per batch
    for frame in batches:
        ids = frame[id_column].astype(str).tolist() if id_column else [str(i) for i in frame.index]
        records = [Record(doc_id, text) if isinstance(text, str) else
                   Record(doc_id, None, error=f"the {column!r} value is not text ({type(text).__name__})")
                   for doc_id, text in zip(ids, frame[column].tolist(), strict=True)]
        texts, edits, errors = [], [], []
        for result in sanitize_records(nlp, records, batch_size=batch_size,
                                       registry=None if opened is None else lambda: opened):
            failed = "error" in result
            texts.append(None if failed else result["text"])
            edits.append(None if failed else json.dumps(result["edits"], ensure_ascii=False))
            errors.append(result["error"] if failed else None)
        yield frame.assign(**{text_out: texts, edits_out: edits, error_out: errors})


def sanitize_dataframe(df: Any, column: str, *, pipeline: str | None = None, id_column: str | None = None,
                       registry: Callable[[], Any] | None = None, batch_size: int = 16) -> Any:
    """``df`` with ``{column}_sanitized``, ``{column}_edits`` (JSON) and ``sanitize_error`` added.

    ``pipeline``: a saved pipeline folder every executor can read (None: the package's default
    pipeline); ``id_column``: names each row in errors and edit logs; ``registry``: the collection's
    registry opener (stateless, or a file every executor reaches), for one pseudonym per entity.
    """
    from pyspark.sql.types import StringType, StructField, StructType

    if column not in df.columns:
        raise ValueError(f"no column {column!r} in the DataFrame (columns: {', '.join(df.columns)})")
    added = [StructField(name, StringType(), True) for name in output_columns(column)]
    schema = StructType(list(df.schema.fields) + added)

    def run(batches: Iterator[Any]) -> Iterator[Any]:
        return sanitize_batches(batches, column, id_column, pipeline, registry, batch_size)

    return df.mapInPandas(run, schema=schema)
