"""Build or extend an n-gram index from a document collection (JSON, JSONL, text files, folders).

The collection is the attacker's search space (paper §3.1: "a maximum-knowledge intruder that
has access to the original collection of documents"). Inputs are what
:mod:`spacy_sanitize.records` reads: JSON (``{doc_id: text}`` as TAB's ``background_*.json``, or a
list of objects as ``tab_test.json``), JSONL, text files and folders of them.

Texts that share an id are **one document** (a court case published in several versions is one
source to link back to): their n-grams go to the same document number, also when the id arrives
in a later incremental addition. A record that cannot be read is reported with its id and left out;
the others are indexed.

Memory is bounded: (key, document) pairs are collected until ``max_pairs`` (12 bytes each), then
sorted into a segment; at the end all segments are compacted into one (:func:`.index.compact`),
unless ``compact=False`` (cheap incremental additions, merged at query time).
"""
from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..records import Record, read_records
from .index import (
    IndexFormatError,
    NgramIndex,
    SegmentWriter,
    compact,
    new_manifest,
    next_segment_name,
    now,
    read_doc_table,
    read_manifest,
    remove_unreferenced_segments,
    write_doc_table,
    write_manifest,
)
from .ngrams import MAX_N, WordSplitter, get_splitter, ngram_table


def read_collection(
    paths: Iterable[str | Path], text_field: str = "text", id_field: str | None = None
) -> Iterator[Record]:
    """The collection's records, in order; unreadable ones carry an ``error``.

    Every record needs a real id (:func:`~spacy_sanitize.records.read_records` with
    ``require_id``): texts sharing an id are one document here, so an id made up from a line
    number would split a case that was published in several versions.
    """
    return read_records(paths, text_field=text_field, id_field=id_field, require_id=True)


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
    errors: list[tuple[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["errors"] = [{"id": i, "error": e} for i, e in self.errors]
        return data


def build_index(
    inputs: Iterable[str | Path],
    output: str | Path,
    *,
    append: bool = False,
    overwrite: bool = False,
    lang: str = "en",
    max_n: int = MAX_N,
    text_field: str = "text",
    id_field: str | None = None,
    max_pairs: int = 20_000_000,
    batch_size: int = 64,
    compact_segments: bool = True,
    records: Iterable[Record] | None = None,
    progress: Callable[[int], None] | None = None,
) -> BuildReport:
    """Index the n-grams (1..``max_n`` words, within sentences) of a collection.

    ``append=True`` adds to an existing index (new ids get new document numbers, known ids add
    to their document); otherwise ``output`` must not hold an index yet (``overwrite=True``
    replaces it). ``records`` may replace ``inputs`` (any iterable of :class:`~spacy_sanitize.batch.Record`).
    ``progress`` is called with the number of texts read so far.
    """
    start_time = time.perf_counter()
    path = Path(output).expanduser()
    manifest, splitter, ids = _open_target(path, append=append, overwrite=overwrite, lang=lang, max_n=max_n)
    builder = _SegmentBuilder(path, manifest, splitter, ids, max_pairs=max_pairs)
    source = records if records is not None else read_collection(inputs, text_field=text_field, id_field=id_field)
    batch: list[Record] = []
    for record in source:
        if record.error is not None:
            builder.report.errors.append((record.doc_id, record.error))
            continue
        batch.append(record)
        if len(batch) >= batch_size:
            builder.add(batch, batch_size, progress)
            batch = []
    if batch:
        builder.add(batch, batch_size, progress)
    builder.flush()
    inputs_named = [str(Path(p).name) for p in inputs] if records is None else ["<records>"]
    builder.commit(inputs_named, time.perf_counter() - start_time)
    if compact_segments and len(manifest["segments"]) > 1:
        compact(path, max_pairs=max_pairs)
    return builder.final_report(time.perf_counter() - start_time)


def _open_target(path: Path, *, append: bool, overwrite: bool, lang: str,
                 max_n: int) -> tuple[dict[str, Any], WordSplitter, list[str]]:
    """The manifest, word splitter and document ids to build on: an existing index's, or new ones."""
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
        remove_unreferenced_segments(path, manifest)
        return manifest, get_splitter(manifest["tokenizer"]["lang"]), read_doc_table(path, int(manifest["n_docs"]))
    path.mkdir(parents=True, exist_ok=True)
    splitter = get_splitter(lang)
    return new_manifest(splitter, max_n), splitter, []


class _SegmentBuilder:
    """Collects (n-gram key, document) pairs and writes them as segments of at most ``max_pairs``."""

    def __init__(self, path: Path, manifest: dict[str, Any], splitter: WordSplitter, ids: list[str], *,
                 max_pairs: int) -> None:
        self.path = path
        self.manifest = manifest
        self.splitter = splitter
        self.max_n = int(manifest["max_n"])
        self.ids = ids
        self.n_before = len(ids)
        self.numbers: dict[str, int] = {doc_id: i for i, doc_id in enumerate(ids)}
        self.max_pairs = max_pairs
        self.report = BuildReport(str(path))
        self.new_segments: list[dict[str, Any]] = []
        self.pending_keys: list[np.ndarray] = []
        self.pending_docs: list[np.ndarray] = []
        self.pending = 0
        self.segment_doc_start = len(ids)

    def add(self, items: list[Record], batch_size: int, progress: Callable[[int], None] | None) -> None:
        texts = (r.text or "" for r in items)
        for record, words in zip(items, self.splitter.pipe(texts, batch_size=batch_size), strict=True):
            number = self.numbers.get(record.doc_id)
            if number is None:
                number = self.numbers[record.doc_id] = len(self.ids)
                self.ids.append(record.doc_id)
            keys = np.unique(ngram_table(words, self.max_n).keys)
            self.pending_keys.append(keys)
            self.pending_docs.append(np.full(len(keys), number, dtype=np.uint32))
            self.pending += len(keys)
            self.report.n_texts += 1
            self.report.n_words += len(words)
        if progress is not None:
            progress(self.report.n_texts)
        if self.pending >= self.max_pairs:
            self.flush()

    def flush(self) -> None:
        if not self.pending_keys:
            return
        writer = SegmentWriter(self.path, next_segment_name(self.manifest))
        try:
            writer.append_pairs(np.concatenate(self.pending_keys), np.concatenate(self.pending_docs))
            self.new_segments.append(writer.close(new_docs_from=self.segment_doc_start))
        except BaseException:
            writer.abort()
            raise
        self.pending_keys.clear()
        self.pending_docs.clear()
        self.pending = 0
        self.segment_doc_start = len(self.ids)

    def commit(self, inputs: list[str], seconds: float) -> None:
        """Write the document table and the manifest that makes the new segments part of the index."""
        write_doc_table(self.path, self.ids, self.n_before)
        manifest = self.manifest
        manifest["n_docs"] = len(self.ids)
        manifest["segments"] = list(manifest["segments"]) + self.new_segments
        manifest["history"].append({
            "action": "add" if self.n_before else "build", "date": now(), "n_texts": self.report.n_texts,
            "n_words": self.report.n_words, "n_new_docs": len(self.ids) - self.n_before,
            "errors": len(self.report.errors), "seconds": round(seconds, 3), "inputs": inputs,
        })
        write_manifest(self.path, manifest)

    def final_report(self, seconds: float) -> BuildReport:
        index = NgramIndex.open(self.path)
        report = self.report
        report.n_new_docs = len(self.ids) - self.n_before
        report.n_docs = index.n_docs
        report.n_segments = len(index.segments)
        report.n_keys = sum(s.n_keys for s in index.segments)
        report.n_postings = sum(int(s.info["n_postings"]) for s in index.segments)
        report.size_bytes = index.size_bytes()
        report.seconds = seconds
        return report