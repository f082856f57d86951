"""The n-gram inverted index on disk: format, lazy reader, segment writer, compaction.

Paper §3.2: "an inverted index, a data structure that maps each word or N-gram to a list (called
a posting list) of documents it appears in. As posting lists are sorted by their document
identifier, they can be efficiently intersected." The full specification, for anyone writing an
index from another language or a distributed job, is ``INDEX_FORMAT.md`` beside this module; in
short, an index is a folder::

    manifest.json        format, version, hash and tokenizer spec, n_docs, max_n, segments
    doc_ids.jsonl        line i = the JSON string id of document number i
    segments/<name>/
        keys.u64         sorted distinct n-gram keys (uint64, little-endian)
        df.u32           document frequency of each key (uint32, little-endian)
        offsets.u64      byte offset of each key's posting list in postings.bin, plus the end
        postings.bin     delta + varint posting lists (:mod:`.postings`)

Why so: flat little-endian arrays are memory-mapped (nothing is read until a lookup touches it, so
opening a many-GB index takes milliseconds), any language or a Spark job can write them, and a
lookup is a binary search in ``keys.u64``. The document frequency is stored beside the key so that
the common question (is this n-gram rare?) needs no decoding. New documents go into new segments
(incremental additions, LSM-style); a query merges the segments, and :func:`compact` rewrites all
of them into one, hash range by hash range, in bounded memory.
"""
from __future__ import annotations

import json
import logging
import math
import os
import shutil
import tempfile
import time
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import SanitizeError
from .ngrams import MAX_N, WordSplitter, get_splitter, hash_spec
from .postings import decode_concatenated, decode_lists, encode_lists

FORMAT_NAME = "spacy-sanitize-ngram-index"
FORMAT_VERSION = 1
MANIFEST_FILE = "manifest.json"
DOC_TABLE_FILE = "doc_ids.jsonl"
SEGMENTS_DIR = "segments"
KEYS_FILE = "keys.u64"
DF_FILE = "df.u32"
OFFSETS_FILE = "offsets.u64"
POSTINGS_FILE = "postings.bin"
logger = logging.getLogger(__name__)
BUILD_HELP = "build one with `spacy-sanitize build-index COLLECTION... --output DIR` (or `spacy project run build-index`)"


class IndexFormatError(SanitizeError, ValueError):
    """An index folder that is missing, incomplete or of another format."""


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _memmap(path: Path, dtype: str, count: int) -> np.ndarray:
    if count == 0:
        return np.zeros(0, dtype=dtype)
    return np.memmap(path, dtype=dtype, mode="r", shape=(count,))


class IndexSegment:
    """One segment, memory-mapped on first use."""

    def __init__(self, path: Path, info: dict[str, Any]) -> None:
        self.path = path
        self.info = info
        self.n_keys = int(info["n_keys"])
        self.n_bytes = int(info["n_bytes"])
        self._arrays: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None

    def check_files(self) -> None:
        expected = {KEYS_FILE: 8 * self.n_keys, DF_FILE: 4 * self.n_keys,
                    OFFSETS_FILE: 8 * (self.n_keys + 1), POSTINGS_FILE: self.n_bytes}
        for name, size in expected.items():
            file = self.path / name
            if not file.is_file():
                raise IndexFormatError(f"{file} is missing: the index is incomplete; rebuild it ({BUILD_HELP})")
            if file.stat().st_size != size:
                raise IndexFormatError(
                    f"{file} has {file.stat().st_size} bytes, the manifest says {size}: the index is damaged "
                    f"or was written by an interrupted job; rebuild it ({BUILD_HELP})"
                )

    @property
    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """keys, df, offsets, postings bytes (memory-mapped)."""
        if self._arrays is None:
            self._arrays = (
                _memmap(self.path / KEYS_FILE, "<u8", self.n_keys),
                _memmap(self.path / DF_FILE, "<u4", self.n_keys),
                _memmap(self.path / OFFSETS_FILE, "<u8", self.n_keys + 1),
                _memmap(self.path / POSTINGS_FILE, "u1", self.n_bytes),
            )
        return self._arrays

    @property
    def keys(self) -> np.ndarray:
        return self.arrays[0]

    def find(self, keys: np.ndarray) -> np.ndarray:
        """Row of each key in this segment, -1 where absent."""
        stored = self.keys
        if not len(stored) or not len(keys):
            return np.full(len(keys), -1, dtype=np.int64)
        rows = np.searchsorted(stored, keys).astype(np.int64)
        clipped = np.minimum(rows, len(stored) - 1)
        return np.where(stored[clipped] == keys, clipped, -1)

    def df_at(self, rows: np.ndarray) -> np.ndarray:
        return np.asarray(self.arrays[1][rows], dtype=np.int64)

    def postings_at(self, rows: np.ndarray) -> list[np.ndarray]:
        _, _, offsets, data = self.arrays
        result = []
        for row in np.asarray(rows, dtype=np.int64):
            lo, hi = int(offsets[row]), int(offsets[row + 1])
            result.append(decode_lists(data, np.array([lo, hi]))[0])
        return result

    def key_range(self, lo: int, hi: int | None) -> tuple[int, int]:
        """Rows of the keys in ``[lo, hi)`` (``hi=None``: to the end)."""
        stored = self.keys
        a = int(np.searchsorted(stored, np.uint64(lo)))
        b = len(stored) if hi is None else int(np.searchsorted(stored, np.uint64(hi)))
        return a, b

    def pairs(self, a: int, b: int) -> tuple[np.ndarray, np.ndarray]:
        """(key, document) pairs of rows ``a:b``."""
        keys, _, offsets, data = self.arrays
        if b <= a:
            return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.uint32)
        docs, counts = decode_concatenated(data, np.asarray(offsets[a : b + 1], dtype=np.int64))
        return np.repeat(np.asarray(keys[a:b]), counts), docs


class NgramIndex:
    """A read-only view of an index folder; nothing but the manifest is read when it is opened."""

    def __init__(self, path: Path, manifest: dict[str, Any]) -> None:
        self.path = path
        self.manifest = manifest
        self.segments = [IndexSegment(path / SEGMENTS_DIR / s["name"], s) for s in manifest["segments"]]
        for segment in self.segments:
            segment.check_files()
        # segments hold disjoint documents unless one added texts to documents of an earlier one
        self.disjoint = all(bool(s.get("new_docs_only", True)) for s in manifest["segments"])
        self._doc_ids: list[str] | None = None

    @classmethod
    def open(cls, path: str | Path) -> NgramIndex:
        path = Path(path).expanduser()
        return cls(path, read_manifest(path))

    # -- what the manifest says --------------------------------------------------------------------
    @property
    def n_docs(self) -> int:
        return int(self.manifest["n_docs"])

    @property
    def max_n(self) -> int:
        return int(self.manifest["max_n"])

    @property
    def lang(self) -> str:
        return str(self.manifest["tokenizer"]["lang"])

    def splitter(self) -> WordSplitter:
        """The word splitter the index was built with (the same one must read the queries)."""
        import spacy

        built_with = str(self.manifest["tokenizer"].get("spacy_version", ""))
        if built_with.split(".")[:2] != spacy.__version__.split(".")[:2]:
            logger.warning(
                "the index at %s was built with spaCy %s, this is spaCy %s: if the tokenizer changed, "
                "some n-grams will not be found; rebuild the index to be sure", self.path, built_with, spacy.__version__)
        return get_splitter(self.lang)

    def size_bytes(self) -> int:
        return sum(f.stat().st_size for f in self.path.rglob("*") if f.is_file())

    @property
    def doc_ids(self) -> list[str]:
        if self._doc_ids is None:
            self._doc_ids = read_doc_table(self.path, self.n_docs)
        return self._doc_ids

    # -- lookups -----------------------------------------------------------------------------------
    def df(self, keys: np.ndarray) -> np.ndarray:
        """Number of documents each key occurs in (0 for unknown keys)."""
        keys = np.asarray(keys, dtype=np.uint64)
        total = np.zeros(len(keys), dtype=np.int64)
        found_in = np.zeros(len(keys), dtype=np.int64)
        for segment in self.segments:
            rows = segment.find(keys)
            hit = rows >= 0
            total[hit] += segment.df_at(rows[hit])
            found_in[hit] += 1
        if not self.disjoint:
            shared = np.flatnonzero(found_in > 1)
            if len(shared):
                for i, docs in zip(shared, self.postings(keys[shared]), strict=False):
                    total[i] = len(docs)
        return total

    def postings(self, keys: np.ndarray) -> list[np.ndarray]:
        """The sorted document numbers of each key (empty for unknown keys)."""
        keys = np.asarray(keys, dtype=np.uint64)
        parts: list[list[np.ndarray]] = [[] for _ in range(len(keys))]
        for segment in self.segments:
            rows = segment.find(keys)
            hit = np.flatnonzero(rows >= 0)
            for i, docs in zip(hit, segment.postings_at(rows[hit]), strict=False):
                parts[i].append(docs)
        result = []
        for lists in parts:
            if not lists:
                result.append(np.zeros(0, dtype=np.uint32))
            elif len(lists) == 1:
                result.append(np.asarray(lists[0], dtype=np.uint32))
            else:
                result.append(np.unique(np.concatenate(lists)).astype(np.uint32))
        return result


# -- manifest and doc table ---------------------------------------------------------------------------
def new_manifest(splitter: WordSplitter, max_n: int = MAX_N) -> dict[str, Any]:
    if not 1 <= max_n <= 255:
        raise ValueError(f"max_n must be between 1 and 255 words, got {max_n}")
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "hash": hash_spec(),
        "tokenizer": splitter.spec(),
        "max_n": max_n,
        "n_docs": 0,
        "doc_table": DOC_TABLE_FILE,
        "segments": [],
        "next_segment": 0,
        "created": now(),
        "updated": now(),
        "history": [],
    }


def read_manifest(path: Path) -> dict[str, Any]:
    file = path / MANIFEST_FILE
    if not file.is_file():
        raise IndexFormatError(f"no n-gram index at {path} ({MANIFEST_FILE} not found): {BUILD_HELP}")
    try:
        manifest = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise IndexFormatError(f"cannot read {file} ({error}): {BUILD_HELP}") from error
    if manifest.get("format") != FORMAT_NAME:
        raise IndexFormatError(f"{file} is not a {FORMAT_NAME} manifest (format={manifest.get('format')!r})")
    if manifest.get("version") != FORMAT_VERSION:
        raise IndexFormatError(
            f"{file} has format version {manifest.get('version')}, this package reads version {FORMAT_VERSION}: "
            f"rebuild the index with this version ({BUILD_HELP})"
        )
    return manifest


def write_manifest(path: Path, manifest: dict[str, Any]) -> None:
    """Replace the manifest atomically: a reader sees the old or the new index, never half of one."""
    manifest["updated"] = now()
    fd, tmp = tempfile.mkstemp(prefix=".manifest-", dir=path)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=2, ensure_ascii=False)
    os.chmod(tmp, 0o644)  # mkstemp makes 0600 files; an index is data to share
    os.replace(tmp, path / MANIFEST_FILE)


def read_doc_table(path: Path, n_docs: int) -> list[str]:
    """The first ``n_docs`` ids (later lines belong to an interrupted build and are ignored)."""
    ids: list[str] = []
    file = path / DOC_TABLE_FILE
    if n_docs == 0:
        return ids
    with file.open("r", encoding="utf-8") as handle:
        for line in handle:
            if len(ids) == n_docs:
                break
            ids.append(json.loads(line))
    if len(ids) != n_docs:
        raise IndexFormatError(f"{file} has {len(ids)} ids, the manifest says {n_docs}: rebuild the index ({BUILD_HELP})")
    return ids


def write_doc_table(path: Path, ids: Sequence[str], n_before: int) -> None:
    """Keep the first ``n_before`` lines and append ``ids[n_before:]``."""
    file = path / DOC_TABLE_FILE
    kept = read_doc_table(path, n_before) if n_before else []
    fd, tmp = tempfile.mkstemp(prefix=".doc_ids-", dir=path)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        for doc_id in list(kept) + list(ids[n_before:]):
            handle.write(json.dumps(doc_id, ensure_ascii=False) + "\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, file)


# -- writing segments ---------------------------------------------------------------------------------
class SegmentWriter:
    """Streams sorted (key, posting list) batches into a new segment folder."""

    def __init__(self, index_path: Path, name: str) -> None:
        self.final = index_path / SEGMENTS_DIR / name
        if self.final.exists():
            raise IndexFormatError(f"segment {self.final} already exists")
        self.final.parent.mkdir(parents=True, exist_ok=True)
        self.tmp = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=self.final.parent))
        self.name = name
        self._files = {n: (self.tmp / n).open("wb") for n in (KEYS_FILE, DF_FILE, OFFSETS_FILE, POSTINGS_FILE)}
        self.n_keys = 0
        self.n_postings = 0
        self.n_bytes = 0
        self.last_key: int | None = None
        self.doc_min: int | None = None
        self.doc_max: int | None = None

    def append(self, keys: np.ndarray, counts: np.ndarray, docs: np.ndarray) -> None:
        """Add keys (increasing, above every key so far) with their posting lists, concatenated."""
        if not len(keys):
            return
        keys = np.asarray(keys, dtype="<u8")
        if self.last_key is not None and int(keys[0]) <= self.last_key:
            raise ValueError("keys must be appended in increasing order")
        data, offsets = encode_lists(docs, counts)
        self._files[KEYS_FILE].write(keys.tobytes())
        self._files[DF_FILE].write(np.asarray(counts, dtype="<u4").tobytes())
        self._files[OFFSETS_FILE].write((offsets[:-1] + np.uint64(self.n_bytes)).astype("<u8").tobytes())
        self._files[POSTINGS_FILE].write(data.tobytes())
        self.n_keys += len(keys)
        self.n_postings += len(docs)
        self.n_bytes += len(data)
        self.last_key = int(keys[-1])
        lo, hi = int(np.min(docs)), int(np.max(docs))
        self.doc_min = lo if self.doc_min is None else min(self.doc_min, lo)
        self.doc_max = hi if self.doc_max is None else max(self.doc_max, hi)

    def append_pairs(self, keys: np.ndarray, docs: np.ndarray) -> None:
        """Add unsorted (key, document) pairs, duplicates allowed (all above every key so far)."""
        if not len(keys):
            return
        order = np.lexsort((docs, keys))
        keys = np.asarray(keys)[order]
        docs = np.asarray(docs)[order]
        keep = np.ones(len(keys), dtype=bool)
        keep[1:] = (keys[1:] != keys[:-1]) | (docs[1:] != docs[:-1])
        keys, docs = keys[keep], docs[keep]
        starts = np.flatnonzero(np.concatenate([[True], keys[1:] != keys[:-1]]))
        counts = np.diff(np.concatenate([starts, [len(keys)]]))
        self.append(keys[starts], counts, docs)

    def close(self, new_docs_from: int) -> dict[str, Any]:
        """Finish the files, move the folder in place and return its manifest entry.

        ``new_docs_from``: the number of documents the index had before this segment; the segment
        is ``new_docs_only`` when none of its documents is older (then its documents are disjoint
        from every earlier segment's and document frequencies add up without decoding).
        """
        self._files[OFFSETS_FILE].write(np.asarray([self.n_bytes], dtype="<u8").tobytes())
        for handle in self._files.values():
            handle.close()
        os.chmod(self.tmp, 0o755)  # mkdtemp makes 0700 folders
        os.replace(self.tmp, self.final)
        return {
            "name": self.name,
            "n_keys": self.n_keys,
            "n_postings": self.n_postings,
            "n_bytes": self.n_bytes,
            "doc_min": self.doc_min,
            "doc_max": self.doc_max,
            "new_docs_only": self.doc_min is None or self.doc_min >= new_docs_from,
            "created": now(),
        }

    def abort(self) -> None:
        for handle in self._files.values():
            handle.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def next_segment_name(manifest: dict[str, Any]) -> str:
    number = int(manifest.get("next_segment", len(manifest["segments"])))
    manifest["next_segment"] = number + 1
    return f"seg-{number:06d}"


def remove_unreferenced_segments(path: Path, manifest: dict[str, Any]) -> list[str]:
    """Delete segment folders the manifest does not list (left by an interrupted build)."""
    folder = path / SEGMENTS_DIR
    if not folder.is_dir():
        return []
    listed = {s["name"] for s in manifest["segments"]}
    removed = []
    for child in folder.iterdir():
        if child.name not in listed:
            shutil.rmtree(child, ignore_errors=True) if child.is_dir() else child.unlink()
            removed.append(child.name)
    return removed


def compact(path: str | Path, max_pairs: int = 20_000_000) -> dict[str, Any]:
    """Merge all segments into one (the union of their posting lists), in bounded memory.

    The 64-bit key space is cut into equal ranges so that each holds about ``max_pairs`` postings
    (keys are uniform after fmix64); each range is decoded from every segment, merged and appended
    to the new segment. Returns the new manifest.
    """
    started = time.perf_counter()
    path = Path(path).expanduser()
    index = NgramIndex.open(path)
    manifest = index.manifest
    if len(index.segments) <= 1:
        return manifest
    total = sum(int(s.info["n_postings"]) for s in index.segments)
    parts = max(1, math.ceil(total / max(1, max_pairs)))
    starts = [(i << 64) // parts for i in range(parts)]
    ends: list[int | None] = [*starts[1:], None]
    writer = SegmentWriter(path, next_segment_name(manifest))
    try:
        for lo, hi in zip(starts, ends, strict=True):
            keys: list[np.ndarray] = []
            docs: list[np.ndarray] = []
            for segment in index.segments:
                a, b = segment.key_range(lo, hi)
                k, d = segment.pairs(a, b)
                keys.append(k)
                docs.append(d)
            writer.append_pairs(np.concatenate(keys), np.concatenate(docs))
        info = writer.close(new_docs_from=0)
    except BaseException:
        writer.abort()
        raise
    old = [s.path for s in index.segments]
    manifest["segments"] = [info]
    manifest["history"].append({"action": "compact", "date": now(), "segments_merged": len(old),
                                "seconds": round(time.perf_counter() - started, 3)})
    write_manifest(path, manifest)
    for folder in old:
        shutil.rmtree(folder, ignore_errors=True)
    return manifest
