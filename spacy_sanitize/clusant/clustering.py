"""Clusterings of X′ (CluSanT §5 "Experimental Methodology"; Theorem 5 holds for any clustering).

* :class:`CusTextClustering` — the paper's: "randomly picks a token x, creates
  a cluster C_x, and inserts into C_x the top h − 1 tokens similar to x from
  X, simultaneously removing them from X", until X is empty. The number of
  clusters K is the config value, so h = |X′| / K; when K does not divide
  |X′| the first |X′| mod K clusters get one token more (sizes differ by at
  most one and there are exactly K clusters, where a fixed h would leave a
  smaller last cluster and fewer than K). Similarity is Euclidean distance
  on f, the distance used everywhere else ("we use Euclidean distance for
  all methods").
* :class:`KMeansClustering` — k-means (scikit-learn) as an alternative.
* :class:`SingletonClustering` — one phrase per cluster: with k = 1 this is
  SanText (Fact 1).

A clustering is a callable ``embeddings (n, ℓ) -> labels (n,)``; ``name`` and
``to_dict()`` describe it in a saved pipeline. The random choice of seeds uses
a seeded generator on purpose: the clustering is computed on the public
vocabulary, not on a document, so it costs no privacy, and a fixed seed makes
a pipeline's behaviour reproducible.
"""

import logging
from collections.abc import Callable
from typing import Any

import numpy as np
from spacy.util import registry

from .geometry import distances_to

logger = logging.getLogger(__name__)

Clustering = Callable[[np.ndarray], np.ndarray]


def _number_of_clusters(requested: int, n: int, what: str) -> int:
    if requested < 1:
        raise ValueError(f"{what}: n_clusters must be at least 1, got {requested}")
    if requested > n:
        logger.warning("%s: %d clusters requested for %d phrases; using %d (one phrase each)", what, requested, n, n)
        return n
    return requested


def custext_clusters(embeddings: np.ndarray, n_clusters: int, seed: int = 0) -> np.ndarray:
    """CusText's greedy clustering into exactly ``n_clusters`` clusters of sizes ⌊n/K⌋ or ⌈n/K⌉.

    Time O(K·n·ℓ); memory O(n·ℓ): the distances from each seed to the
    remaining phrases only (the pool of remaining phrases is compacted
    whenever half of it is used up).
    """
    embeddings = np.asarray(embeddings, dtype=np.float32)
    n = len(embeddings)
    k = _number_of_clusters(n_clusters, n, "CusText clustering")
    base, extra = divmod(n, k)
    if base == 1 and extra == 0:
        return np.arange(n, dtype=np.int64)
    rng = np.random.default_rng(seed)
    labels = np.full(n, -1, dtype=np.int64)
    pool_ids = np.arange(n)
    pool = embeddings
    alive = np.ones(n, dtype=bool)  # over the pool
    for cluster in range(k):
        size = base + 1 if cluster < extra else base
        alive_pos = np.flatnonzero(alive)
        seed_pos = alive_pos[rng.integers(len(alive_pos))]
        if size >= len(alive_pos):
            chosen = alive_pos
        else:
            dist = distances_to(pool, pool[seed_pos])
            dist[~alive] = np.inf
            dist[seed_pos] = -1.0  # the seed is its own cluster's first member
            chosen = np.argpartition(dist, size - 1)[:size]
        labels[pool_ids[chosen]] = cluster
        alive[chosen] = False
        if alive.sum() * 2 < len(alive):  # compact the pool
            keep = np.flatnonzero(alive)
            pool_ids, pool, alive = pool_ids[keep], pool[keep], np.ones(len(keep), dtype=bool)
    assert (labels >= 0).all()
    return labels


class CusTextClustering:
    """CusText's greedy clustering with ``n_clusters`` clusters (the paper's method)."""

    def __init__(self, n_clusters: int = 360, seed: int = 0) -> None:
        self.n_clusters = int(n_clusters)
        self.seed = int(seed)
        self.name = "custext"

    def __call__(self, embeddings: np.ndarray) -> np.ndarray:
        return custext_clusters(embeddings, self.n_clusters, self.seed)

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.name, "n_clusters": self.n_clusters, "seed": self.seed}


class KMeansClustering:
    """k-means (scikit-learn's ``KMeans``, k-means++ start) with ``n_clusters`` clusters.

    Slower than CusText's clustering on a large X′ (each iteration costs
    n·K·ℓ), and sizes are uneven; Theorem 5 holds all the same.
    """

    def __init__(self, n_clusters: int = 360, seed: int = 0, max_iter: int = 100) -> None:
        self.n_clusters = int(n_clusters)
        self.seed = int(seed)
        self.max_iter = int(max_iter)
        self.name = "kmeans"

    def __call__(self, embeddings: np.ndarray) -> np.ndarray:
        try:
            from sklearn.cluster import KMeans
        except ImportError as error:
            raise ImportError(
                f"k-means clustering needs scikit-learn ({error}); `pip install scikit-learn`, "
                'or use {"@misc": "spacy_sanitize.CusTextClustering.v1"}'
            ) from error
        n = len(embeddings)
        k = _number_of_clusters(self.n_clusters, n, "k-means clustering")
        if k == n:
            return np.arange(n, dtype=np.int64)
        model = KMeans(n_clusters=k, n_init=1, max_iter=self.max_iter, random_state=self.seed)
        return model.fit_predict(np.asarray(embeddings, dtype=np.float64)).astype(np.int64)

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.name, "n_clusters": self.n_clusters, "seed": self.seed, "max_iter": self.max_iter}


class SingletonClustering:
    """One phrase per cluster (SanText's parametrisation of CluSanT, Fact 1)."""

    name = "singleton"

    def __call__(self, embeddings: np.ndarray) -> np.ndarray:
        return np.arange(len(embeddings), dtype=np.int64)

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.name}


class OneCluster:
    """All of X′ in one cluster: what SanText's own mechanism (no clustering) is built over."""

    name = "one_cluster"

    def __call__(self, embeddings: np.ndarray) -> np.ndarray:
        return np.zeros(len(embeddings), dtype=np.int64)

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.name}


@registry.misc("spacy_sanitize.CusTextClustering.v1")
def make_custext_clustering(n_clusters: int = 360, seed: int = 0) -> Clustering:
    return CusTextClustering(n_clusters=n_clusters, seed=seed)


@registry.misc("spacy_sanitize.KMeansClustering.v1")
def make_kmeans_clustering(n_clusters: int = 360, seed: int = 0, max_iter: int = 100) -> Clustering:
    return KMeansClustering(n_clusters=n_clusters, seed=seed, max_iter=max_iter)


@registry.misc("spacy_sanitize.SingletonClustering.v1")
def make_singleton_clustering() -> Clustering:
    return SingletonClustering()


def describe(clustering: Clustering) -> dict[str, Any]:
    """A plain description of ``clustering`` for saved pipelines and reports."""
    to_dict = getattr(clustering, "to_dict", None)
    return to_dict() if callable(to_dict) else {"method": getattr(clustering, "name", type(clustering).__name__)}
