"""Reading documents from files: text, JSON, JSONL and folders of them, one reader for every command.

``sanitize`` (the documents to sanitize), ``build-index`` (the collection an attacker searches)
and ``build-vocab`` (CluSanT's corpus) all read their inputs here, so a file that one of them
accepts the others accept too, with the same ids and the same error messages. Formats:

* ``.json``: ``{doc_id: text}`` (e.g. TAB's ``background_*.json``), ``{doc_id: {"text": ...}}``, or
  a list of objects with an id and a text field (e.g. ``tab_test.json``: ``doc_id`` / ``text``);
* ``.jsonl`` / ``.ndjson``: one such object per line;
* any other file: one document, its id the file name;
* a folder: its files, recursively, sorted, hidden ones (``.name``) skipped.

A record that cannot be read (invalid UTF-8, malformed JSON, no text field) becomes a
:class:`Record` with an ``error`` naming the document and saying how to fix it; the reader goes
on with the next one, so one bad input never loses the others.

Ids: the ``id_field`` of an object, or by default ``doc_id``, else ``id``. An object without one is
known by its place (``file.jsonl:3``, ``file.json[2]``), unless ``require_id`` - the index needs
it, since texts sharing an id are one source document there and a made-up id would split a case.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

JSON_SUFFIXES = {".json"}
JSONL_SUFFIXES = {".jsonl", ".ndjson"}
DEFAULT_ID_FIELDS = ("doc_id", "id")
UTF8_HELP = "re-encode the file as UTF-8, e.g. `iconv -f latin1 -t utf-8`"


@dataclass
class Record:
    """One input document, or the reason it could not be read (``error``; then ``text`` is None)."""

    doc_id: str
    text: str | None = None
    error: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class _Fields:
    text: str
    ids: Sequence[str]
    require_id: bool

    def record(self, data: Any, where: str) -> Record:
        """The record of one JSON object found at ``where`` (``file:line`` or ``file[n]``)."""
        if not isinstance(data, dict):
            return Record(where, error=f"{where} must be a JSON object with a {self.text!r} field")
        found = next((f for f in self.ids if data.get(f) is not None), None)
        if found is None and self.require_id:
            return Record(where, error=f"{where} has none of the id fields {list(self.ids)}; name it with --id-field")
        doc_id = str(data[found]) if found is not None else where
        text = data.get(self.text)
        if not isinstance(text, str):
            return Record(doc_id, error=f"{where} has no string field {self.text!r} (found {type(text).__name__}); "
                                        "name the text field with --text-field")
        meta = {k: v for k, v in data.items() if k != self.text and k != found}
        return Record(doc_id, text, meta=meta)


def _decode(raw: bytes, where: str) -> str | Record:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return Record(where, error=f"{where} is not valid UTF-8 at byte {error.start} ({error.reason}); {UTF8_HELP}")


def _read_file(path: Path) -> str | Record:
    """The file's text, or the error record saying why it cannot be read."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        return Record(path.name, error=f"cannot read {path}: {error}")
    return _decode(raw, path.name)


def _read_text(path: Path) -> Record:
    text = _read_file(path)
    return text if isinstance(text, Record) else Record(path.name, text)


def _read_json(path: Path, fields: _Fields) -> Iterator[Record]:
    text = _read_file(path)
    if isinstance(text, Record):
        yield text
        return
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        yield Record(path.name, error=f"{path} is not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}")
        return
    if isinstance(data, dict):
        for doc_id, value in data.items():
            if isinstance(value, str):
                yield Record(str(doc_id), value)
            elif isinstance(value, dict) and isinstance(value.get(fields.text), str):
                yield Record(str(doc_id), value[fields.text],
                             meta={k: v for k, v in value.items() if k != fields.text})
            else:
                yield Record(str(doc_id), error=f"{path.name}[{doc_id!r}] is neither a text nor an object with a "
                                                f"string field {fields.text!r}")
    elif isinstance(data, list):
        for number, item in enumerate(data):
            yield fields.record(item, f"{path.name}[{number}]")
    else:
        yield Record(path.name, error=f"{path} must hold a JSON object {{id: text}} or a list of objects")


def _read_jsonl(path: Path, fields: _Fields) -> Iterator[Record]:
    try:
        handle = path.open("rb")
    except OSError as error:
        yield Record(path.name, error=f"cannot read {path}: {error}")
        return
    with handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            where = f"{path.name}:{number}"
            line = _decode(raw, where)
            if isinstance(line, Record):
                yield line
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                yield Record(where, error=f"line {number} of {path.name} is not valid JSON: {error.msg} at column {error.colno}")
                continue
            yield fields.record(data, where)


def read_records(
    paths: Iterable[str | Path],
    text_field: str = "text",
    id_field: str | None = None,
    require_id: bool = False,
) -> Iterator[Record]:
    """The records of ``paths`` (files and folders), in order; unreadable ones carry an ``error``.

    ``id_field``: the object field holding the id (default: ``doc_id``, else ``id``);
    ``require_id``: an object without it is an error instead of being known by its place.
    """
    fields = _Fields(text_field, (id_field,) if id_field else DEFAULT_ID_FIELDS, require_id)
    yield from _read_paths(paths, fields)


def _read_paths(paths: Iterable[str | Path], fields: _Fields) -> Iterator[Record]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            children = sorted(p for p in path.rglob("*")
                              if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts))
            yield from _read_paths(children, fields)
        elif not path.exists():
            yield Record(path.name, error=f"no such file: {path}")
        elif path.suffix.lower() in JSON_SUFFIXES:
            yield from _read_json(path, fields)
        elif path.suffix.lower() in JSONL_SUFFIXES:
            yield from _read_jsonl(path, fields)
        else:
            yield _read_text(path)


__all__ = ["DEFAULT_ID_FIELDS", "JSONL_SUFFIXES", "JSON_SUFFIXES", "Record", "read_records"]
