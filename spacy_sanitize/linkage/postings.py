"""Posting-list compression: delta + varint (LEB128), encoded and decoded with numpy.

A posting list is the strictly increasing list of the document numbers an n-gram occurs in (paper
§3.2: "posting lists are sorted by their document identifier, [so] they can be efficiently
intersected", Manning et al. 2008, ch. 5). It is stored as the first number followed by the gaps
between consecutive numbers, each as an unsigned LEB128 varint: 7 bits per byte, low-order group
first, high bit set on every byte but the last of a number. Most gaps in a collection are small,
so most postings take one byte. The same bytes are easy to write from any language (protobuf and
Lucene use the same varint).

Both directions are vectorised over many lists at once: no Python loop per posting.
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np

#: Document numbers are below 2^32 (the doc-id table would be over 4 billion lines otherwise).
MAX_DOC = (1 << 32) - 1
_MAX_BYTES = 5  # ceil(32 / 7)


def encode_lists(values: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Encode concatenated posting lists.

    ``values``: the lists' document numbers one after another, each list strictly increasing;
    ``counts``: the length of each list (> 0). Returns the bytes (uint8) and, per list, the
    offset of its first byte plus one final offset (uint64, length ``len(counts) + 1``).
    """
    values = np.asarray(values, dtype=np.uint64)
    counts = np.asarray(counts, dtype=np.int64)
    if len(values) != int(counts.sum()):
        raise ValueError(f"counts add up to {int(counts.sum())} but there are {len(values)} values")
    if len(values) and int(values.max()) > MAX_DOC:
        raise ValueError(f"document numbers must be below 2^32, got {int(values.max())}")
    list_starts = np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64) if len(counts) else np.zeros(0, np.int64)
    gaps = values.copy()
    if len(values) > 1:
        gaps[1:] = values[1:] - values[:-1]  # wraps where a new list starts; fixed next line
    gaps[list_starts] = values[list_starts]
    nbytes = np.ones(len(gaps), dtype=np.int64)
    for j in range(1, _MAX_BYTES):
        nbytes += gaps >= np.uint64(1 << (7 * j))
    positions = np.concatenate([[0], np.cumsum(nbytes)]).astype(np.int64)
    out = np.empty(int(positions[-1]), dtype=np.uint8)
    for j in range(_MAX_BYTES):
        selected = np.flatnonzero(nbytes > j)
        if not len(selected):
            break
        group = ((gaps[selected] >> np.uint64(7 * j)) & np.uint64(0x7F)).astype(np.uint8)
        more = nbytes[selected] > j + 1
        group[more] |= np.uint8(0x80)
        out[positions[selected] + j] = group
    offsets = positions[np.concatenate([list_starts, [len(values)]]).astype(np.int64)].astype(np.uint64)
    return out, offsets


def decode_lists(data: np.ndarray, offsets: np.ndarray) -> list[np.ndarray]:
    """Decode the lists whose bytes lie between consecutive ``offsets`` (relative to ``data``)."""
    offsets = np.asarray(offsets, dtype=np.int64)
    if len(offsets) < 2:
        return []
    lo, hi = int(offsets[0]), int(offsets[-1])
    values, list_counts = _decode_span(np.asarray(data[lo:hi], dtype=np.uint8), offsets - lo)
    bounds = np.concatenate([[0], np.cumsum(list_counts)])
    return [values[bounds[i] : bounds[i + 1]] for i in range(len(list_counts))]


def decode_concatenated(data: np.ndarray, offsets: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Like :func:`decode_lists`, as one array of document numbers and the length of each list."""
    offsets = np.asarray(offsets, dtype=np.int64)
    if len(offsets) < 2:
        return np.zeros(0, dtype=np.uint32), np.zeros(0, dtype=np.int64)
    lo, hi = int(offsets[0]), int(offsets[-1])
    return _decode_span(np.asarray(data[lo:hi], dtype=np.uint8), offsets - lo)


def _decode_span(raw: np.ndarray, rel_offsets: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    if not len(raw):
        return np.zeros(0, dtype=np.uint32), np.zeros(len(rel_offsets) - 1, dtype=np.int64)
    last = (raw & 0x80) == 0  # the last byte of each number
    if not last[-1]:
        raise ValueError("truncated posting data: the last byte continues a number")
    value_starts = np.flatnonzero(np.concatenate([[True], last[:-1]]))
    value_index = np.cumsum(np.concatenate([[0], last[:-1]]))  # which number each byte belongs to
    shift = (np.arange(len(raw)) - value_starts[value_index]) * 7
    if len(shift) and int(shift.max()) > 7 * (_MAX_BYTES - 1):
        raise ValueError("corrupt posting data: a number longer than 5 bytes")
    parts = (raw & 0x7F).astype(np.uint64) << shift.astype(np.uint64)
    gaps = np.add.reduceat(parts, value_starts)
    # numbers per list: byte offsets -> value offsets
    ends_at = np.flatnonzero(last) + 1  # byte position after each number
    value_bounds = np.searchsorted(ends_at, rel_offsets, side="right")
    list_counts = np.diff(value_bounds).astype(np.int64)
    if int(list_counts.sum()) != len(gaps):
        raise ValueError("corrupt posting data: offsets do not fall between numbers")
    # running sums restart at each list
    totals = np.cumsum(gaps)
    first = value_bounds[:-1][list_counts > 0]
    base = np.zeros(len(gaps), dtype=np.uint64)
    base[first] = totals[first] - gaps[first]
    base = np.maximum.accumulate(base) if len(base) else base  # totals only grow
    return (totals - base).astype(np.uint32), list_counts


def intersect(lists: Sequence[np.ndarray]) -> np.ndarray:
    """The documents all ``lists`` share (smallest list first, as a search engine does)."""
    if not lists:
        return np.zeros(0, dtype=np.uint32)
    ordered = sorted(lists, key=len)
    result = ordered[0]
    for other in ordered[1:]:
        if not len(result):
            break
        result = np.intersect1d(result, other, assume_unique=True)
    return result
