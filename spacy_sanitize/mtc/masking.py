"""Mask plans: how many mask tokens replace a span, and where they land (MTC paper, section 2).

* **NS3** (Naive Static-3): every span becomes three consecutive masks, which
  forces a three-wordpiece completion.
* **NAd** (Naive Adaptive): one mask per wordpiece of the original span, so the
  completion has the original's length in the masked LM's own tokens (the
  paper's "every token in the original entity"). Capped at ``max_masks``.
* **MTC / SS-MTC**: a single mask, completed from the output layer extended with
  multi-token phrases (:mod:`.head`), so one prediction yields a whole phrase.

Every mention of one entity gets the same number of masks (the first mention's
count for NAd), so that all mentions can be decoded together into one
replacement (:mod:`.infill`).

Pure numpy: no model is needed to plan masks, which keeps the plan testable.
"""

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

NS3 = "ns3"
NAD = "nad"
MTC = "mtc"
SS_MTC = "ss_mtc"
METHODS = (NS3, NAD, MTC, SS_MTC)
#: Methods whose completions come from the phrase-extended output layer.
PHRASE_METHODS = (MTC, SS_MTC)
#: NS3's fixed number of masks.
NS3_MASKS = 3


def check_method(method: str) -> str:
    """``method`` lower-cased, or a ValueError that lists the valid names."""
    name = str(method).lower().replace("-", "_")
    if name not in METHODS:
        raise ValueError(f"unknown MTC method {method!r}: use one of {', '.join(METHODS)}")
    return name


def mask_count(method: str, n_pieces: int, max_masks: int = 16) -> int:
    """Number of masks for a span of ``n_pieces`` wordpieces under ``method`` (at least 1)."""
    method = check_method(method)
    if method == NS3:
        return NS3_MASKS
    if method == NAD:
        return int(min(max(1, n_pieces), max(1, max_masks)))
    return 1


def piece_ranges(offsets: np.ndarray, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """For each character span (sorted, non-overlapping), the wordpieces ``[lo, hi)`` that overlap it.

    ``offsets`` is the tokenizer's ``(n, 2)`` character offsets (no special
    tokens). A piece that straddles a span boundary belongs to the span (it is
    masked: no character of a span may survive as context). A span without any
    piece gets an empty range at the place where it would start. Ranges never
    overlap: a piece shared by two spans goes to the first.
    """
    offsets = np.asarray(offsets, dtype=np.int64).reshape(-1, 2)
    ends = offsets[:, 1]
    starts = offsets[:, 0]
    ranges: list[tuple[int, int]] = []
    previous_hi = 0
    for start, end in spans:
        lo = int(np.searchsorted(ends, start, side="right"))  # first piece ending after the span starts
        hi = int(np.searchsorted(starts, end, side="left"))  # first piece starting at/after the span's end
        lo = max(lo, previous_hi)
        hi = max(hi, lo)
        ranges.append((lo, hi))
        previous_hi = hi
    return ranges


@dataclass
class MaskedSequence:
    """A document's wordpieces with every span replaced by its masks."""

    ids: np.ndarray  # int64, the masked document (no special tokens)
    positions: list[np.ndarray]  # per span, the positions of its masks in ``ids``


def build_masked_sequence(
    ids: Sequence[int] | np.ndarray, ranges: Sequence[tuple[int, int]], counts: Sequence[int], mask_id: int
) -> MaskedSequence:
    """Replace the pieces ``ranges[i]`` of ``ids`` by ``counts[i]`` masks each (ranges sorted, disjoint)."""
    if len(ranges) != len(counts):
        raise ValueError(f"{len(ranges)} ranges but {len(counts)} mask counts")
    source = np.asarray(ids, dtype=np.int64)
    parts: list[np.ndarray] = []
    positions: list[np.ndarray] = []
    cursor = 0
    length = 0
    for (lo, hi), count in zip(ranges, counts, strict=False):
        if lo < cursor:
            raise ValueError(f"piece ranges overlap or are unsorted at [{lo}, {hi})")
        if count < 1:
            raise ValueError(f"a span needs at least one mask, got {count}")
        parts.append(source[cursor:lo])
        length += lo - cursor
        parts.append(np.full(count, mask_id, dtype=np.int64))
        positions.append(np.arange(length, length + count, dtype=np.int64))
        length += count
        cursor = hi
    parts.append(source[cursor:])
    return MaskedSequence(np.concatenate(parts) if parts else source.copy(), positions)
