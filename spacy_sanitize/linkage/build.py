"""Build or extend an n-gram index from a document collection (JSON, JSONL, text files, folders).

The collection is the attacker's search space (paper §3.1: "a maximum-knowledge intruder that
has access to the original collection of documents"). Inputs:

* ``.json``: ``{doc_id: text}`` (e.g. TAB's ``background_*.json``), ``{doc_id: {"text": ...}}``, or a
  list of objects with an id and a text field (e.g. ``tab_test.json``: ``doc_id`` / ``text``);
* ``.jsonl`` / ``.ndjson``: one such object per line;
* any other file: one document, its id the file name; folders are read recursively, sorted.

Texts that share an id are **one document** (a court case published in several versions is one
source to link back to): their n-grams go to the same document number, also when the id arrives
in a later incremental addition. A record that cannot be read is reported with its id and left out;
the others are indexed.

Memory is bounded: (key, document) pairs are collected until ``max_pairs`` (12 bytes each), then
sorted into a segment; at the end all segments are compacted into one (:func:`.index.compact`),
unless ``compact=False`` (cheap incremental additions, merged at query time).
"""
from __future__ import annotations

import json
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

import numpy as np

from ..batch import Record
from .index import (
    IndexFormatError,
    NgramIndex,
    SegmentWriter,
    compact,
    new_manifest,
    now,
    next_segment_name,
    read_doc_table,
    read_manifest,
    remove_unreferenced_segments,
    write_doc_table,
    write_manifest,
)
from .ngrams import MAX_N, get_splitter, ngram_table

JSON_SUFFIXES = {".json"}
JSONL_SUFFIXES = {".jsonl", ".ndjson"}
DEFAULT_ID_FIELDS = ("doc_id", "id")


def _record_from_object(data: Any, where: str, text_field: str, id_fields: Sequence[str]) -> Record:
    if not isinstance(data, dict):
        return Record(where, error=f"{where} must be a JSON object with a {text_field!r} field")
    doc_id = next((data[f] for f in id_fields if data.get(f) is not None), None)
    if doc_id is None:
        return Record(where, error=f"{where} has none of the id fields {list(id_fields)}; name it with --id-field")
    text = data.get(text_field)
    if not isinstance(text, str):
        return Record(str(doc_id), error=f"{where} has no string field {text_field!r}; name it with --text-field")
    return Record(str(doc_id), text)


def _read_json(path: Path, text_field: str, id_fields: Sequence[str]) -> Iterator[Record]:
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        yield Record(path.name, error=f"cannot read {path} as UTF-8 JSON: {error}")
        return
    if isinstance(data, dict):
        for doc_id, value in data.items():
            if isinstance(value, str):
                yield Record(str(doc_id), value)
            elif isinstance(value, dict) and isinstance(value.get(text_field), str):
                yield Record(str(doc_id), value[text_field])
            else:
                yield Record(str(doc_id), error=f"{path.name}[{doc_id!r}] is neither a text nor an object with {text_field!r}")
    elif isinstance(data, list):
        for number, item in enumerate(data):
            yield _record_from_object(item, f"{path.name}[{number}]", text_field, id_fields)
    else:
        yield Record(path.name, error=f"{path} must hold a JSON object {{id: text}} or a list of objects")


def _read_jsonl(path: Path, text_field: str, id_fields: Sequence[str]) -> Iterator[Record]:
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
            try:
                data = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as error:
                yield Record(where, error=f"line {number} of {path} is not UTF-8 JSON: {error}")
                continue
            yield _record_from_object(data, where, text_field, id_fields)


def read_collection(
    paths: Iterable[Union[str, Path]], text_field: str = "text", id_field: Optional[str] = None
) -> Iterator[Record]:
    """The collection's records, in order; unreadable ones carry an ``error``."""
    id_fields = (id_field,) if id_field else DEFAULT_ID_FIELDS
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from read_collection(sorted(p for p in path.rglob("*") if p.is_file() and not p.name.startswith(".")),
                                       text_field, id_field)
        elif not path.exists():
            yield Record(path.name, error=f"no such file: {path}")
        elif path.suffix.lower() in JSON_SUFFIXES:
            yield from _read_json(path, text_field, id_fields)
        elif path.suffix.lower() in JSONL_SUFFIXES:
            yield from _read_jsonl(path, text_field, id_fields)
        else:
            try:
                yield Record(path.name, path.read_bytes().decode("utf-8"))
            except (OSError, UnicodeDecodeError) as error:
                yield Record(path.name, error=f"cannot read {path} as UTF-8 text: {error}")


@dataclass
class BuildReport:
    """What a build or an addition did."""

    path: str
    n_texts: int = 0
    n_words: int = 0
    n_new_docs: int = 0
    n_docs: int = 0
    n_segments: int = 0
    n_keys: int = 0
    n_postings: int = 0
    size_bytes: int = 0
    seconds: float = 0.0
    errors: List[Tuple[str, str]] = field(default_factory=list)

    def to_dict(self) -> Dict[str, Any]:
        data = dict(self.__dict__)
        data["errors"] = [{"id": i, "error": e} for i, e in self.errors]
        return data


def build_index(
    inputs: Iterable[Union[str, Path]],
    output: Union[str, Path],
    *,
    append: bool = False,
    overwrite: bool = False,
    lang: str = "en",
    max_n: int = MAX_N,
    text_field: str = "text",
    id_field: Optional[str] = None,
    max_pairs: int = 20_000_000,
    batch_size: int = 64,
    compact_segments: bool = True,
    records: Optional[Iterable[Record]] = None,
    progress: Optional[Callable[[int], None]] = None,
) -> BuildReport:
    """Index the n-grams (1..``max_n`` words, within sentences) of a collection.

    ``append=True`` adds to an existing index (new ids get new document numbers, known ids add
    to their document); otherwise ``output`` must not hold an index yet (``overwrite=True``
    replaces it). ``records`` may replace ``inputs`` (any iterable of :class:`~spacy_sanitize.batch.Record`).
    ``progress`` is called with the number of texts read so far.
    """
    start_time = time.perf_counter()
    path = Path(output).expanduser()
    exists = (path / "manifest.json").exists()
    if exists and not append:
        if not overwrite:
            raise IndexFormatError(f"{path} already holds an index: pass append=True (--append) to add documents, "
                                   "or overwrite=True (--overwrite) to replace it")
        shutil.rmtree(path)
        exists = False
    if append and exists:
        manifest = read_manifest(path)
        if manifest["tokenizer"]["lang"] != lang:
            raise IndexFormatError(f"{path} was built for language {manifest['tokenizer']['lang']!r}, not {lang!r}")
        max_n = int(manifest["max_n"])
        splitter = get_splitter(manifest["tokenizer"]["lang"])
        remove_unreferenced_segments(path, manifest)
        ids = read_doc_table(path, int(manifest["n_docs"]))
    else:
        path.mkdir(parents=True, exist_ok=True)
        splitter = get_splitter(lang)
        manifest = new_manifest(splitter, max_n)
        ids = []
    n_before = len(ids)
    numbers: Dict[str, int] = {doc_id: i for i, doc_id in enumerate(ids)}
    report = BuildReport(str(path))
    new_segments: List[Dict[str, Any]] = []
    pending_keys: List[np.ndarray] = []
    pending_docs: List[np.ndarray] = []
    pending = 0
    segment_doc_start = len(ids)

    def flush() -> None:
        nonlocal pending, segment_doc_start
        if not pending_keys:
            return
        writer = SegmentWriter(path, next_segment_name(manifest))
        try:
            writer.append_pairs(np.concatenate(pending_keys), np.concatenate(pending_docs))
            new_segments.append(writer.close(new_docs_from=segment_doc_start))
        except BaseException:
            writer.abort()
            raise
        pending_keys.clear()
        pending_docs.clear()
        pending = 0
        segment_doc_start = len(ids)

    source = records if records is not None else read_collection(inputs, text_field=text_field, id_field=id_field)
    batch: List[Record] = []

    def index_batch(items: List[Record]) -> None:
        nonlocal pending
        for record, words in zip(items, splitter.pipe((r.text or "" for r in items), batch_size=batch_size)):
            number = numbers.get(record.doc_id)
            if number is None:
                number = numbers[record.doc_id] = len(ids)
                ids.append(record.doc_id)
            keys = np.unique(ngram_table(words, max_n).keys)
            pending_keys.append(keys)
            pending_docs.append(np.full(len(keys), number, dtype=np.uint32))
            pending += len(keys)
            report.n_texts += 1
            report.n_words += len(words)
        if progress is not None:
            progress(report.n_texts)
        if pending >= max_pairs:
            flush()

    for record in source:
        if record.error is not None:
            report.errors.append((record.doc_id, record.error))
            continue
        batch.append(record)
        if len(batch) >= batch_size:
            index_batch(batch)
            batch = []
    if batch:
        index_batch(batch)
    flush()

    write_doc_table(path, ids, n_before)
    manifest["n_docs"] = len(ids)
    manifest["segments"] = list(manifest["segments"]) + new_segments
    manifest["history"].append({
        "action": "add" if n_before else "build", "date": now(), "n_texts": report.n_texts, "n_words": report.n_words,
        "n_new_docs": len(ids) - n_before, "errors": len(report.errors),
        "seconds": round(time.perf_counter() - start_time, 3),
        "inputs": [str(Path(p).name) for p in inputs] if records is None else ["<records>"],
    })
    write_manifest(path, manifest)
    if compact_segments and len(manifest["segments"]) > 1:
        compact(path, max_pairs=max_pairs)
    index = NgramIndex.open(path)
    report.n_new_docs = len(ids) - n_before
    report.n_docs = index.n_docs
    report.n_segments = len(index.segments)
    report.n_keys = sum(s.n_keys for s in index.segments)
    report.n_postings = sum(int(s.info["n_postings"]) for s in index.segments)
    report.size_bytes = index.size_bytes()
    report.seconds = time.perf_counter() - start_time
    return report
