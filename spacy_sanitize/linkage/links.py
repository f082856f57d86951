"""Which n-grams of a de-identified text let a phrase search link it back (paper §3.2).

Given the current text of a document (barriers: the replaced spans, see :mod:`.view`), an index of
the original collection and a threshold ``k`` (a search linking to fewer than ``k`` documents is a
successful linkage, §3.1):

1. **N-grams** (§3.2 step 1): every word sequence of 1..``max_n`` words inside one run (no sentence
   boundary, line break or replaced span inside), with its document frequency ``df`` in the index.
2. **Rare n-grams** (step 3): ``1 <= df < k``. ``df = 0`` is not a linkage: such a phrase (a
   rephrasing, a placeholder) finds nothing in the collection. The lower bound is what lets the
   rewrite loop end; in the paper's setting every n-gram of an unchanged document has ``df >= 1``.
3. **Minimal non-overlapping set** (step 2): the rare n-grams sorted by length (then position),
   kept greedily when they share no word with one kept before. Rephrasing a short rare n-gram also
   breaks every longer n-gram containing it, so the set is small; the rare n-grams it misses
   because of overlaps are found again in the next round (§3.3, last paragraph).
4. **Combinations** (steps 3b/4b, arity 2..``max_arity``): n-grams that are each common
   (``df >= k``) but whose posting lists intersect in ``1..k-1`` documents. The paper generates the
   combinations from the non-overlapping n-gram set without saying how that set is made for
   common n-grams; here it is the *pool*: for every word position the longest common n-gram
   starting there (the most specific phrase an attacker could search for), kept greedily by
   increasing ``df`` when it shares no word with a pool member or a rare n-gram of step 3, at most
   ``max_pool`` of them. For each linking combination whose members are all still unhandled, the
   shortest member is added to the n-grams to rephrase (step 4b). Only *minimal* combinations are
   reported: a triple counts when none of its pairs links on its own.
5. **Links to the source only** (``source_keys``, optional): the threat model (§3.1) is a search
   that narrows the collection down to the *original* document. A phrase that occurs in fewer than
   ``k`` documents but not in the original (the LLM's own wording, rare elsewhere) finds other
   documents and links nothing; with the keys of the original text's n-grams, only n-grams that
   occur in it are rare n-grams or pool members. Every n-gram of an unchanged document occurs in
   it, so this changes nothing before rewriting; afterwards it stops the loop from chasing (and
   the fail-closed end from redacting) phrases the LLM wrote, which otherwise keeps creating new
   "linking" combinations round after round at arity 3.

Intersections are counted on a 0/1 matrix of the pool over the documents any member occurs in:
pairs are one matrix product; triples one product per first member over that member's documents
only (members sorted by ``df``, so the big products have few rows). That is exact; arity 1 costs
milliseconds per document, arity 3 up to a few seconds for a long one (``benchmarks/linkage.py``
measures it).
"""
from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .combinations import Combinations, Linkage, Ngram, count_combinations
from .index import NgramIndex
from .ngrams import Barrier, NgramTable, Words, ngram_table

MAX_ARITY = 3


@dataclass
class Detection:
    """What :meth:`Detector.detect` found in one text."""

    text: str
    k: int
    max_arity: int
    #: the minimal non-overlapping rare n-grams (arity 1; §3.2 steps 2-3)
    singles: list[Linkage] = field(default_factory=list)
    #: every rare n-gram that contains no shorter rare n-gram (overlaps allowed): the linkage risk's arity-1 items
    rare_minimal: list[Ngram] = field(default_factory=list)
    #: minimal linking combinations of pool members (arity 2..max_arity)
    combinations: Combinations = field(default_factory=Combinations.none)
    #: what to rephrase: the singles plus the shortest member of each combination not yet handled
    to_rephrase: list[Ngram] = field(default_factory=list)
    n_words: int = 0
    n_ngrams: int = 0
    pool_size: int = 0
    sentences: list[tuple[int, int]] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def linkable(self) -> bool:
        return bool(self.to_rephrase)

    def to_dict(self, limit: int | None = None) -> dict[str, Any]:
        def cut(items: Sequence[Any]) -> Sequence[Any]:
            return items if limit is None else items[:limit]

        return {
            "k": self.k,
            "max_arity": self.max_arity,
            "n_words": self.n_words,
            "n_ngrams": self.n_ngrams,
            "pool_size": self.pool_size,
            "n_singles": len(self.singles),
            "n_combinations": len(self.combinations),
            "singles": [s.ngrams[0].to_dict() for s in cut(self.singles)],
            "combinations": [c.to_dict() for c in cut(self.combinations)],
            "to_rephrase": [g.to_dict() for g in self.to_rephrase],
            "seconds": round(self.seconds, 4),
        }


class Detector:
    """Rare n-grams and linking combinations of texts against one index.

    ``k``: a search that returns fewer than ``k`` documents (and at least one) links; ``max_arity``:
    1 (single n-grams) to 3 (the paper's combinations); ``max_n``: the longest n-gram (at most the
    index's); ``max_pool``: the most specific common n-grams combined (bounds the cubic triple
    search on long documents); ``max_combination_df``: leave n-grams more frequent than this out of
    combinations (None: keep all; for web-scale collections, where a very frequent phrase narrows
    nothing and its posting list is long).
    """

    def __init__(
        self,
        index: NgramIndex,
        k: int = 3,
        max_arity: int = MAX_ARITY,
        max_n: int | None = None,
        max_pool: int = 400,
        max_combination_df: int | None = None,
    ) -> None:
        if k < 2:
            raise ValueError(f"k must be at least 2 (k=1 would flag nothing: a linkage needs fewer than k documents), got {k}")
        if not 1 <= max_arity <= MAX_ARITY:
            raise ValueError(f"max_arity must be 1, 2 or 3 (the paper combines up to 3 n-grams), got {max_arity}")
        if max_n is not None and not 1 <= max_n <= index.max_n:
            raise ValueError(f"max_n must be between 1 and the index's max_n={index.max_n}, got {max_n}")
        if max_pool < 2:
            raise ValueError(f"max_pool must be at least 2, got {max_pool}")
        self.index = index
        self.k = k
        self.max_arity = max_arity
        self.max_n = max_n or index.max_n
        self.max_pool = max_pool
        self.max_combination_df = max_combination_df
        self.splitter = index.splitter()

    def ngrams(self, text: str, barriers: Sequence[Barrier] = ()) -> tuple[Words, NgramTable, np.ndarray, list[tuple[int, int]]]:
        """Words, n-gram table, document frequencies and sentences of ``text``."""
        words, sentences = self.splitter.analyse(text, barriers)
        table = ngram_table(words, self.max_n)
        return words, table, self.index.df(table.keys), sentences

    def source_keys(self, original_text: str) -> np.ndarray:
        """The sorted keys of every n-gram of the original document (for ``detect``'s ``source_keys``)."""
        words = self.splitter.words(original_text, ())
        return np.unique(ngram_table(words, self.max_n).keys)

    def detect(self, text: str, barriers: Sequence[Barrier] = (), source_keys: np.ndarray | None = None) -> Detection:
        """What links in ``text``; ``source_keys`` (from :meth:`source_keys`): only n-grams of the original link."""
        started = time.perf_counter()
        words, table, df, sentences = self.ngrams(text, barriers)
        result = Detection(text, self.k, self.max_arity, n_words=len(words), n_ngrams=len(table), sentences=sentences)
        if source_keys is not None:  # a phrase that is not in the original cannot find it
            df = np.where(np.isin(table.keys, source_keys), df, 0)

        def make(row: int) -> Ngram:
            first, length = int(table.first[row]), int(table.length[row])
            start, end = int(words.starts[first]), int(words.ends[first + length - 1])
            return Ngram(start, end, first, length, int(table.keys[row]), int(df[row]), text[start:end])

        rare = (df >= 1) & (df < self.k)
        rare_rows = np.flatnonzero(rare)
        # step 2: shortest first, then by position; keep what shares no word with a kept n-gram
        occupied = np.zeros(len(words) + 1, dtype=bool)
        chosen: list[Ngram] = []
        for row in rare_rows[np.lexsort((table.first[rare_rows], table.length[rare_rows]))]:
            first, length = int(table.first[row]), int(table.length[row])
            if not occupied[first : first + length].any():
                occupied[first : first + length] = True
                gram = make(int(row))
                chosen.append(gram)
                result.singles.append(Linkage((gram,), gram.df))
        # rare n-grams that contain no shorter rare n-gram (all of them, overlapping or not)
        rare_at = {(int(table.first[r]), int(table.length[r])) for r in rare_rows}
        result.rare_minimal = sorted(
            (make(int(r)) for r in rare_rows
             if table.length[r] == 1 or ((int(table.first[r]), int(table.length[r]) - 1) not in rare_at
                                         and (int(table.first[r]) + 1, int(table.length[r]) - 1) not in rare_at)),
            key=lambda g: (g.start, g.length),
        )
        if self.max_arity >= 2:
            pool = self._pool(table, df, occupied, make)
            result.pool_size = len(pool)
            if len(pool) >= 2:
                combos = result.combinations = self._combinations(pool)
                # pool indices handled (no pool member is one of the singles: they share no word)
                handled: set[int] = set()
                for row, shortest in zip(combos.rows(), combos.shortest(), strict=True):  # in report order
                    if handled.isdisjoint(row):
                        handled.add(shortest)
                        chosen.append(pool[shortest])
        result.to_rephrase = sorted(chosen, key=lambda g: (g.start, g.end))
        result.seconds = time.perf_counter() - started
        return result

    def survivors(self, before: Detection, text: str, barriers: Sequence[Barrier] = ()) -> list[Ngram]:
        """Occurrences in ``text`` to remove so that no linking combination of ``before`` is left whole.

        ``before`` is the detection of the text as it came in (the scorer's items,
        :mod:`.risk`); ``text`` its rewrite. Detection on the rewrite builds its own pool, one
        phrase per word, and the rewrite's new neighbours can take a linking phrase's place there:
        in "held a hearing", "held a" (df 20) is pooled before "a hearing" (df 119), and "held a"
        with the other phrase finds enough documents while "a hearing" with it does not. An input
        combination whose phrases are all still present links exactly as before, whatever the
        pool. For each one (pairs first, fewest documents first) whose phrases are not already
        being removed, every occurrence of its shortest phrase is returned.
        """
        if not before.combinations:
            return []
        words = self.splitter.words(text, barriers)
        table = ngram_table(words, self.max_n)
        present = set(table.keys.tolist()) | {-1}  # -1: a pair's padding
        removed: dict[int, int] = {}  # key -> df
        combos = before.combinations
        for members, shortest in zip(combos.rows([g.key for g in combos.pool]), combos.shortest(), strict=True):
            if removed.keys().isdisjoint(members) and present.issuperset(members):
                removed[combos.pool[shortest].key] = combos.pool[shortest].df
        if not removed:
            return []
        rows = np.flatnonzero(np.isin(table.keys, np.fromiter(removed, dtype=np.uint64, count=len(removed))))
        found = []
        for row in rows:
            first, length = int(table.first[row]), int(table.length[row])
            start, end = int(words.starts[first]), int(words.ends[first + length - 1])
            key = int(table.keys[row])
            found.append(Ngram(start, end, first, length, key, removed[key], text[start:end]))
        return sorted(found, key=lambda g: (g.start, g.end))

    def _pool(self, table: NgramTable, df: np.ndarray, occupied: np.ndarray, make) -> list[Ngram]:
        """The most specific common n-gram at each position, then a non-overlapping selection by df."""
        common = df >= self.k
        if self.max_combination_df is not None:
            common &= df <= self.max_combination_df
        cum = np.concatenate([[0], np.cumsum(occupied[:-1])])
        touches = cum[table.first + table.length] - cum[table.first] > 0
        rows = np.flatnonzero(common & ~touches)
        if not len(rows):
            return []
        # longest per first word
        rows = rows[np.lexsort((-table.length[rows], table.first[rows]))]
        firsts = table.first[rows]
        rows = rows[np.concatenate([[True], firsts[1:] != firsts[:-1]])]
        rows = rows[np.lexsort((table.first[rows], -table.length[rows], df[rows]))]
        taken = np.zeros(len(occupied), dtype=bool)
        pool: list[Ngram] = []
        for row in rows:
            first, length = int(table.first[row]), int(table.length[row])
            if taken[first : first + length].any():
                continue
            taken[first : first + length] = True
            pool.append(make(int(row)))
            if len(pool) >= self.max_pool:
                break
        return pool  # increasing df

    def _combinations(self, pool: list[Ngram]) -> Combinations:
        postings = self.index.postings(np.array([g.key for g in pool], dtype=np.uint64))
        return count_combinations(pool, postings, self.k, self.max_arity)
