"""``linkage_guard``'s n-gram index built by Spark, in the documented format (``linkage/INDEX_FORMAT.md``).

Why no shuffle: the format allows any number of segments, and a reader takes the union of a key's
posting lists over them. So each Spark partition writes one segment over its own documents (the same
word splitter, n-gram keys and :class:`~spacy_sanitize.linkage.index.SegmentWriter` as
``spacy-sanitize build-index``), and the driver writes the document table and the manifest, the
commit point, last. Documents are numbered on the driver in order of first appearance of their id,
as ``build-index`` numbers them, so both indexes give the same detections. ``compact`` then merges
the segments if wanted (``spacy-sanitize compact-index``).

The index folder must be one path every executor can write (local mode, NFS, a mounted bucket).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

SEGMENT_PREFIX = "seg-spark-"


def _write_partition(rows: Any, index: str, lang: str, max_n: int, numbers: Any, text_column: str,
                     id_column: str) -> Any:
    """One partition's documents as one segment; yields its manifest entry (none for an empty partition)."""
    import numpy as np
    from pyspark import TaskContext

    from ..linkage.index import SegmentWriter
    from ..linkage.ngrams import get_splitter, ngram_table

    splitter = get_splitter(lang)
    keys: list[Any] = []
    docs: list[Any] = []
    for row in rows:
        text = row[text_column]
        if not isinstance(text, str):
            continue
        found = np.unique(ngram_table(splitter.words(text, ()), max_n).keys)
        keys.append(found)
        docs.append(np.full(len(found), numbers.value[row[id_column]], dtype=np.uint32))
    if not keys:
        return
    context = TaskContext.get()
    assert context is not None, "runs inside a Spark task"
    writer = SegmentWriter(Path(index), f"{SEGMENT_PREFIX}{context.partitionId():06d}")
    try:
        writer.append_pairs(np.concatenate(keys), np.concatenate(docs))
        entry = writer.close(new_docs_from=0)
    except BaseException:
        writer.abort()
        raise
    entry["new_docs_only"] = False  # one id may be in two partitions: readers union the lists
    yield entry


def build_index_spark(df: Any, output: str | Path, *, text_column: str = "text", id_column: str = "id",
                      lang: str = "en", max_n: int | None = None, compact_segments: bool = False) -> dict[str, Any]:
    """Index the texts of ``df`` (columns ``id_column``, ``text_column``) into the folder ``output``.

    Returns the manifest. ``output`` must not hold an index yet. ``compact_segments`` merges the
    partitions' segments afterwards on the driver (fewer files, faster lookups).
    """
    from ..linkage.index import compact, new_manifest, write_doc_table, write_manifest
    from ..linkage.ngrams import MAX_N, get_splitter

    started = time.perf_counter()
    path = Path(output).expanduser()
    if (path / "manifest.json").exists():
        raise ValueError(f"{path} already holds an index; choose a new folder (or remove it)")
    path.mkdir(parents=True, exist_ok=True)
    max_n = max_n or MAX_N
    ids: dict[str, int] = {}
    for row in df.select(id_column).toLocalIterator():  # numbered in order of first appearance
        ids.setdefault(str(row[0]), len(ids))
    numbers = df.sparkSession.sparkContext.broadcast(ids)
    selected = df.select(df[id_column].cast("string").alias(id_column), text_column)
    entries = selected.rdd.mapPartitions(
        lambda rows: _write_partition(rows, str(path), lang, max_n, numbers, text_column, id_column)).collect()
    manifest = new_manifest(get_splitter(lang), max_n)
    manifest["n_docs"] = len(ids)
    manifest["segments"] = sorted(entries, key=lambda entry: entry["name"])
    manifest["next_segment"] = 0
    manifest["history"].append({"action": "build", "tool": "spark", "n_docs": len(ids),
                                "seconds": round(time.perf_counter() - started, 3)})
    write_doc_table(path, list(ids), 0)
    write_manifest(path, manifest)
    if compact_segments and len(entries) > 1:
        compact(path)
    return manifest
