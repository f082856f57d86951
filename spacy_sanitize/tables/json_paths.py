"""JSON and JSONL files: the strings at JSON paths sanitized, the rest of each object kept.

A JSONL line, or an element of a JSON file holding a list (a JSON file holding one object is one
record), is a row; ``$.messages[*].content`` names its text cells, with JSONPath as ``jsonpath-ng``
reads it. A record whose sanitizing fails keeps its other values, has its failed strings emptied
(fail closed) and gains ``"sanitize_error"``; a line that is not JSON is written back as an object
holding only the error, so the output has one line per input line.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from spacy.language import Language

from .rows import ERROR_COLUMN, Cell, RunOptions, TableReport, row_error, sanitize_rows

JSONPATH_HELP = "JSON paths need jsonpath-ng: pip install 'spacy-sanitize[tables]'"


class JsonPaths:
    """Compiled JSON paths: the string values they select in a record, and putting new ones back."""

    def __init__(self, paths: Sequence[str]) -> None:
        try:
            from jsonpath_ng import parse
        except ImportError as error:
            raise ImportError(JSONPATH_HELP) from error
        self.paths = []
        self._full_paths: dict[str, Any] = {}  # a cell's key -> the jsonpath-ng path that puts it back
        for path in paths:
            try:
                self.paths.append((path, parse(path)))
            except Exception as error:  # jsonpath-ng raises its own lexer/parser errors
                raise ValueError(f"not a JSON path: {path!r} ({error}); e.g. '$.messages[*].content'") from error

    def cells(self, record: Any) -> list[Cell]:
        """The strings the paths select, keyed by their full path in the record (``messages.[1].content``)."""
        found = []
        for _, compiled in self.paths:
            for match in compiled.find(record):
                if isinstance(match.value, str) and match.value:
                    key = str(match.full_path)
                    self._full_paths.setdefault(key, match.full_path)
                    found.append(Cell(key, match.value))
        return found

    def put(self, record: Any, results: dict[str, Any]) -> Any:
        """``record`` with each selected string replaced by its result's text."""
        for key, result in results.items():
            record = self._full_paths[key].update(record, result.text)
        return record


def sanitize_jsonl(nlp: Language, source: Path, target: Path, paths: Sequence[str], *, edits: bool = False,
                   options: RunOptions | None = None) -> TableReport:
    """Sanitize the strings at ``paths`` in each line of the JSONL file ``source`` into ``target``."""
    selector = JsonPaths(paths)
    report = TableReport()
    with source.open(encoding="utf-8") as handle, target.open("w", encoding="utf-8") as out:
        for record, results in sanitize_rows(nlp, _lines(handle, source), lambda r: _cells(selector, r),
                                             lambda n, key: f"{source.name}:{n}:{key}", options):
            out.write(json.dumps(_finish(selector, record, results, edits, report), ensure_ascii=False) + "\n")
    return report


def sanitize_json(nlp: Language, source: Path, target: Path, paths: Sequence[str], *, edits: bool = False,
                  options: RunOptions | None = None) -> TableReport:
    """Sanitize the strings at ``paths`` in each element of the JSON list in ``source`` (or in its one object)."""
    selector = JsonPaths(paths)
    data = json.loads(source.read_text(encoding="utf-8"))
    records = data if isinstance(data, list) else [data]
    report = TableReport()
    done = [_finish(selector, record, results, edits, report)
            for record, results in sanitize_rows(nlp, iter(records), lambda r: _cells(selector, r),
                                                 lambda n, key: f"{source.name}[{n - 1}]:{key}", options)]
    target.write_text(json.dumps(done if isinstance(data, list) else done[0], ensure_ascii=False, indent=1) + "\n",
                      encoding="utf-8")
    return report


def _lines(handle: Any, source: Path) -> Iterator[Any]:
    for number, line in enumerate(handle, start=1):
        if not line.strip():
            continue
        try:
            yield json.loads(line)
        except json.JSONDecodeError as error:
            yield _Unreadable(f"line {number} of {source.name} is not valid JSON: {error.msg} at column {error.colno}")


class _Unreadable:
    """A line that could not be read: written back as ``{"sanitize_error": ...}`` alone."""

    def __init__(self, error: str) -> None:
        self.error = error


def _cells(selector: JsonPaths, record: Any) -> list[Cell]:
    return [] if isinstance(record, _Unreadable) else selector.cells(record)


def _finish(selector: JsonPaths, record: Any, results: dict[str, Any], edits: bool, report: TableReport) -> Any:
    if isinstance(record, _Unreadable):
        report.count({}, record.error)
        return {ERROR_COLUMN: record.error}
    record = selector.put(record, results)
    error = row_error(results)
    report.count(results, error)
    if isinstance(record, dict):
        if error:
            record[ERROR_COLUMN] = error
        if edits:
            record["sanitize_edits"] = {key: result.edits for key, result in results.items()}
    return record
