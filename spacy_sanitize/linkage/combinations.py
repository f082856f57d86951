"""What links: n-gram occurrences, their linking combinations, and how combinations are counted and kept.

Why the combinations are arrays: against a small collection, or in a long document, a pool of 400
common n-grams has tens of thousands of linking pairs and triples (117,100 in one TAB judgment
against 254 documents). A Python object for each took most of the guard's CPU time (four
detections per document, about a second each), while the guard reads them only as numbers: which
members, how many documents. They are counted with matrix products and kept as index arrays
(:class:`Combinations`); a :class:`Linkage` is made only when one is looked at.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

import numpy as np


@dataclass(frozen=True)
class Ngram:
    """One n-gram occurrence: character and word offsets in the analysed text, key and ``df``."""

    start: int
    end: int
    first: int
    length: int
    key: int
    df: int
    text: str

    def overlaps(self, other: Ngram) -> bool:
        return self.first < other.first + other.length and other.first < self.first + self.length

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "start": self.start, "end": self.end, "words": self.length, "df": self.df}


@dataclass(frozen=True)
class Linkage:
    """N-grams whose posting lists intersect in ``n_docs`` documents, ``1 <= n_docs < k``."""

    ngrams: tuple[Ngram, ...]
    n_docs: int

    @property
    def arity(self) -> int:
        return len(self.ngrams)

    @property
    def keys(self) -> tuple[int, ...]:
        return tuple(sorted(g.key for g in self.ngrams))

    def to_dict(self) -> dict[str, Any]:
        return {"ngrams": [g.text for g in self.ngrams], "n_docs": self.n_docs}



class Combinations(Sequence[Linkage]):
    """Linking combinations of pool members, in report order (pairs, then triples; fewest documents first;
    then by position), each a :class:`Linkage` when read.

    ``members``: one row per combination, the pool indices of its n-grams in text order, padded with
    ``-1`` for a pair; ``n_docs`` the documents each one finds.
    """

    def __init__(self, pool: Sequence[Ngram], members: np.ndarray, n_docs: np.ndarray) -> None:
        self.pool = list(pool)
        self.members = members
        self.n_docs = n_docs

    @classmethod
    def none(cls) -> Combinations:
        return cls([], np.zeros((0, 3), dtype=np.int64), np.zeros(0, dtype=np.int64))

    def __len__(self) -> int:
        return len(self.n_docs)

    def _linkage(self, row: int) -> Linkage:
        return Linkage(tuple(self.pool[i] for i in self.members[row] if i >= 0), int(self.n_docs[row]))

    @overload
    def __getitem__(self, index: int) -> Linkage: ...

    @overload
    def __getitem__(self, index: slice) -> list[Linkage]: ...

    def __getitem__(self, index: int | slice) -> Linkage | list[Linkage]:
        if isinstance(index, slice):
            return [self._linkage(row) for row in range(len(self))[index]]
        if not -len(self) <= index < len(self):
            raise IndexError(index)
        return self._linkage(index % len(self))

    def __iter__(self) -> Iterator[Linkage]:
        return (self._linkage(row) for row in range(len(self)))

    def arities(self) -> np.ndarray:
        return (self.members >= 0).sum(axis=1)

    def rows(self, ids: Sequence[int] | None = None) -> list[tuple[int, ...]]:
        """Each combination's members as ids (default: pool indices; else ``ids[pool index]``), a pair's
        padding as ``-1``: plain tuples for fast set tests."""
        if ids is None:
            return [tuple(row) for row in self.members.tolist()]
        table = list(ids) + [-1]  # index -1 reads the padding
        return [tuple(table[i] for i in row) for row in self.members.tolist()]

    def shortest(self) -> list[int]:
        """The pool index of each combination's shortest member (then lowest ``df``, then first): the one
        rephrased (§3.2 step 4b)."""
        order = sorted(range(len(self.pool)), key=lambda i: (self.pool[i].length, self.pool[i].df, self.pool[i].first))
        rank = np.empty(len(self.pool) + 1, dtype=np.int64)
        rank[np.asarray(order, dtype=np.int64)] = np.arange(len(order))
        rank[-1] = len(order)  # the padding is never the shortest
        by_rank = np.asarray(order + [-1], dtype=np.int64)
        return by_rank[rank[self.members].min(axis=1)].tolist()


def count_combinations(pool: Sequence[Ngram], postings: Sequence[np.ndarray], k: int, max_arity: int) -> Combinations:
    """The minimal linking combinations of ``pool`` (members sorted by ``df``): pairs found in ``1..k-1``
    documents, and (``max_arity`` 3) triples found in ``1..k-1`` documents none of whose pairs links alone.

    Counted exactly on a 0/1 float matrix of the pool over the documents any member occurs in (sums of
    ones are exact in float32): pairs in one product, triples in one product per first member over that
    member's documents only.
    """
    if len(pool) < 2:
        return Combinations.none()
    universe = np.unique(np.concatenate(postings))
    matrix = np.zeros((len(pool), len(universe)), dtype=np.float32)
    for row, docs in enumerate(postings):
        matrix[row, np.searchsorted(universe, docs)] = 1.0
    pairs = matrix @ matrix.T
    first, second = np.nonzero(np.triu((pairs >= 1) & (pairs < k), 1))
    members = [np.stack([first, second, np.full(len(first), -1)], axis=1)]
    n_docs = [pairs[first, second]]
    if max_arity >= 3:
        _add_triples(matrix, pairs >= k, k, members, n_docs)
    return _in_report_order(pool, np.concatenate(members), np.rint(np.concatenate(n_docs)).astype(np.int64))


def _add_triples(matrix: np.ndarray, common_pair: np.ndarray, k: int, members: list[np.ndarray],
                 n_docs: list[np.ndarray]) -> None:
    """Triples ``a < b < c`` of pairwise common members found together in ``1..k-1`` documents."""
    for a in range(len(matrix) - 2):
        partners = np.flatnonzero(common_pair[a, a + 1:]) + a + 1
        if len(partners) < 2:
            continue
        sub = matrix[np.ix_(partners, np.flatnonzero(matrix[a]))]
        counts = sub @ sub.T
        i, j = np.nonzero((counts >= 1) & (counts < k))
        upper = i < j
        i, j = i[upper], j[upper]
        pairwise = common_pair[partners[i], partners[j]]
        i, j = i[pairwise], j[pairwise]
        members.append(np.stack([np.full(len(i), a), partners[i], partners[j]], axis=1))
        n_docs.append(counts[i, j])


def _in_report_order(pool: Sequence[Ngram], members: np.ndarray, n_docs: np.ndarray) -> Combinations:
    """Pairs first, then triples, fewest documents first, then by the first member's position (stable);
    each combination's members in text order."""
    starts = np.asarray([g.start for g in pool] + [np.iinfo(np.int64).max], dtype=np.int64)
    member_starts = starts[members]  # the padding (-1) reads the sentinel
    arity = (members >= 0).sum(axis=1)
    order = np.lexsort((member_starts.min(axis=1), n_docs, arity))
    in_text_order = np.take_along_axis(members, np.argsort(member_starts, axis=1, kind="stable"), axis=1)
    return Combinations(pool, in_text_order[order], n_docs[order])
