"""Stage 3, linking: auxiliary claims against the sanitized collection (dense or BM25)."""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...resources import default_embedding_model
from .settings import Embedder
from .text import _WORD

# --------------------------------------------------------------------------- retrieval


def _tokens(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


class _DenseIndex:
    """Unit embeddings (identical texts share one vector, so identical units tie exactly)."""

    def __init__(self, units: Sequence[str], embed: Embedder) -> None:
        self.embed = embed
        unique = sorted(set(units))
        position = {text: i for i, text in enumerate(unique)}
        vectors = _normalise(np.asarray(embed(unique), dtype=np.float32)) if unique else np.zeros((0, 1), np.float32)
        self.vectors = vectors[[position[u] for u in units]] if units else vectors

    def scores(self, queries: Sequence[str]) -> np.ndarray:
        if not len(self.vectors):
            return np.zeros((len(queries), 0), dtype=np.float32)
        query_vectors = _normalise(np.asarray(self.embed(list(queries)), dtype=np.float32))
        return query_vectors @ self.vectors.T


def _normalise(vectors: np.ndarray) -> np.ndarray:
    if vectors.ndim == 1:
        vectors = vectors[None, :]
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1.0, norms)


class _BM25Index:
    """BM25 over the units, with Lucene's (Pyserini's) always-positive idf."""

    def __init__(self, units: Sequence[str]) -> None:
        from rank_bm25 import BM25Okapi

        class LuceneBM25(BM25Okapi):
            def _calc_idf(self, nd: dict[str, int]) -> None:
                for word, freq in nd.items():
                    self.idf[word] = math.log(1 + (self.corpus_size - freq + 0.5) / (freq + 0.5))
                self.average_idf = sum(self.idf.values()) / max(1, len(self.idf))

        tokenized = [_tokens(u) for u in units]
        self.n_units = len(units)
        self.nonempty = np.array([i for i, t in enumerate(tokenized) if t], dtype=int)
        self.bm25 = LuceneBM25([tokenized[i] for i in self.nonempty]) if len(self.nonempty) else None

    def scores(self, queries: Sequence[str]) -> np.ndarray:
        result = np.full((len(queries), self.n_units), -np.inf)
        if self.bm25 is None:
            return result
        for row, query in enumerate(queries):
            result[row, self.nonempty] = self.bm25.get_scores(_tokens(query))
        return result


_EMBEDDERS: dict[tuple[str, str], Embedder] = {}


def sentence_embedder(model: str | None = None, device: str = "cpu", batch_size: int = 64) -> Embedder:
    """A cached sentence-transformers encoder as ``texts -> array``."""
    name = model or default_embedding_model()
    key = (name, device)
    if key not in _EMBEDDERS:
        from sentence_transformers import SentenceTransformer

        encoder = SentenceTransformer(name, device=device)

        def embed(texts: Sequence[str]) -> np.ndarray:
            return encoder.encode(list(texts), batch_size=batch_size, convert_to_numpy=True, show_progress_bar=False)

        _EMBEDDERS[key] = embed
    return _EMBEDDERS[key]


@dataclass
class Link:
    """Where a linker put one document's auxiliary information."""

    linked: int  # index of the linked sanitized document (a random pick among ties)
    candidates: list[int]  # the tied best documents
    credit: float  # 1/len(candidates) if the true document is among them, else 0


def _pick(scores: Sequence[float] | np.ndarray, tiebreak: Sequence[float] | np.ndarray | None, truth: int,
          rng: random.Random) -> Link:
    values = np.asarray(scores, dtype=float)
    best = values.max()
    candidates = [i for i in range(len(values)) if values[i] >= best - 1e-6 or (best == -np.inf)]
    if tiebreak is not None and len(candidates) > 1:
        second = np.asarray(tiebreak, dtype=float)[candidates]
        top = second.max()
        candidates = [c for c, s in zip(candidates, second, strict=True) if s >= top - 1e-6 or top == -np.inf]
    linked = candidates[0] if len(candidates) == 1 else rng.choice(candidates)
    return Link(linked, candidates, 1.0 / len(candidates) if truth in candidates else 0.0)


def _doc_max(row: np.ndarray, ranges: Sequence[tuple[int, int]]) -> np.ndarray:
    return np.array([row[a:b].max() if b > a else -np.inf for a, b in ranges])


def link_by_units(
    unit_scores: np.ndarray, ranges: Sequence[tuple[int, int]], truth: int, rng: random.Random, query_mode: str
) -> Link:
    """Majority vote of the queries (rows) over documents (unit ``ranges``), or one merged query's best document.

    Majority: each query gives one vote, split evenly between the documents
    holding its best unit; ties in votes go to the higher summed best-unit
    score per document, and remaining ties stay ties (:class:`Link`).
    """
    n_docs = len(ranges)
    per_doc = np.stack([_doc_max(row, ranges) for row in unit_scores]) if len(unit_scores) else np.zeros((0, n_docs))
    if query_mode == "single" or len(per_doc) == 0:
        return _pick(per_doc.max(axis=0) if len(per_doc) else np.zeros(n_docs), None, truth, rng)
    votes = np.zeros(n_docs)
    for row in per_doc:
        best = row.max()
        winners = np.flatnonzero(row >= best - 1e-6) if best > -np.inf else np.arange(n_docs)
        votes[winners] += 1.0 / len(winners)
    strength = np.where(np.isfinite(per_doc), per_doc, 0.0).sum(axis=0)
    strength = np.where(np.isfinite(per_doc).any(axis=0), strength, -np.inf)
    return _pick(votes, strength, truth, rng)


