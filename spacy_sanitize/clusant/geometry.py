"""Token embeddings f, a clustering, the cluster embedding f′, and the distances the mechanisms need.

CluSanT (Fig. 1) embeds clusters and tokens with a push factor k ≥ 1:

* f′(C) = k·C, C the centroid (1/|C|)·Σ_{x∈C} f(x)              (Fig. 1, step 1)
* f′(x) = k·C_x + (f(x) − C_x)                                      (Fig. 1, step 2)

With d_c a norm (Euclidean here, as in the paper's experiments),
d_c(f′(C), f′(C′)) = k·‖C − C′‖: the cluster distances of *every* k are the
one matrix of centroid distances times k. That is why nothing here depends on
k or ε: one :class:`Geometry` serves every mechanism built over the same
clustering, and the mechanisms multiply by their constants.

Memory stays O(|X′|·ℓ + K·ℓ) (K clusters): the K×K centroid distances are
precomputed only when K ≤ ``dense_limit`` (2048 by default, 32 MB);
beyond that (SanText's singleton clustering of a large vocabulary: K = |X′|)
rows are computed on demand, O(K·ℓ) each, and the most recent ones kept.
Token distances d(x, ·) are computed on demand for the members of one
cluster (or, for exact distributions, for all of X′ in blocks). No
|X′|×|X′| matrix is ever built.
"""

from collections import OrderedDict

import numpy as np

#: Rows of float64 handled at once by the blockwise routines.
BLOCK = 2048


#: A squared distance below this share of ‖a‖² + ‖b‖² is recomputed by direct differences.
CANCELLATION = 1e-4
#: Pairs recomputed at once (bounds the (pairs, dim) difference array).
PAIRS_BLOCK = 1 << 15


def pairwise_distances(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Euclidean distances ``(len(a), len(b))`` in float64.

    The Gram identity ‖a‖² + ‖b‖² − 2a·b is one matrix product, but it cancels: its absolute error
    is about machine epsilon times ‖a‖² + ‖b‖², so two points 1e-9 apart at norm 1 come out 0 or
    1e-8 apart. That breaks the triangle inequality the privacy proofs rely on (|d(C, C″) −
    d(C′, C″)| ≤ d(C, C′)), so the near pairs, where the identity cannot be trusted, are
    recomputed by direct differences (exact to rounding, like :func:`distances_to`).
    """
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    norms_a, norms_b = (a * a).sum(axis=1), (b * b).sum(axis=1)
    scale = norms_a[:, None] + norms_b[None, :]
    squared = scale - 2.0 * (a @ b.T)
    rows, cols = np.nonzero(squared < CANCELLATION * scale)
    for start in range(0, len(rows), PAIRS_BLOCK):
        i, j = rows[start:start + PAIRS_BLOCK], cols[start:start + PAIRS_BLOCK]
        diff = a[i] - b[j]
        squared[i, j] = np.einsum("ij,ij->i", diff, diff)
    return np.sqrt(np.maximum(squared, 0.0))


def distances_to(points: np.ndarray, vector: np.ndarray, block: int = BLOCK * 8) -> np.ndarray:
    """‖points[i] − vector‖ for every row, float64, by direct differences (exact to rounding) in blocks."""
    vector = np.asarray(vector, dtype=np.float64)
    out = np.empty(len(points), dtype=np.float64)
    for start in range(0, len(points), block):
        diff = np.asarray(points[start:start + block], dtype=np.float64) - vector
        out[start:start + block] = np.sqrt(np.einsum("ij,ij->i", diff, diff))
    return out


def diameter_upper_bound(points: np.ndarray, exact: bool = True, block: int = BLOCK) -> float:
    """An upper bound on max_{x,x′} ‖f(x) − f(x′)‖, never below it.

    ``exact``: the blockwise maximum over all pairs (O(n²ℓ) time, O(block·n)
    memory) plus a rounding margin of 1e-9 relative — within 1e-9 of the
    true diameter. Otherwise 2·max_x ‖f(x) − mean‖ (triangle inequality,
    O(nℓ)): valid, cheaper, up to twice too large.
    """
    points = np.asarray(points)
    n = len(points)
    if n < 2:
        return 0.0
    if not exact:
        center = points.mean(axis=0, dtype=np.float64)
        return float(2.0 * distances_to(points, center).max())
    best = 0.0
    for i in range(0, n, block):
        left = np.asarray(points[i:i + block], dtype=np.float64)
        for j in range(i, n, block):
            right = np.asarray(points[j:j + block], dtype=np.float64)
            best = max(best, float(pairwise_distances(left, right).max()))
    scale = max(float(np.sqrt(np.einsum("ij,ij->i", block_, block_).max()))
                for block_ in (np.asarray(points[i:i + block], dtype=np.float64) for i in range(0, n, block)))
    return best * (1.0 + 1e-9) + 1e-9 * (1.0 + scale)


def delta_u(points: np.ndarray, mode: str = "exact") -> float:
    """Δu of Fig. 2 step 2: max(1, max_{x,x′,y ∈ X′} |d(x, y) − d(x′, y)|).

    For a metric d the inner maximum is the diameter of X′: the triangle
    inequality bounds |d(x, y) − d(x′, y)| by d(x, x′), and y = x′ attains it.
    ``mode``: ``"exact"`` (the paper's value, to a 1e-9 margin) or
    ``"bound"`` (2·max distance to the mean: O(|X′|), larger, still valid).
    Both are upper bounds, so the privacy proof holds with either.
    """
    if mode not in ("exact", "bound"):
        raise ValueError(f"delta_u must be 'exact' (the paper's diameter of X′) or 'bound' (cheap upper bound), got {mode!r}")
    return max(1.0, diameter_upper_bound(points, exact=mode == "exact"))


def compact_assignment(assignment: np.ndarray, n: int) -> np.ndarray:
    """Cluster ids relabelled 0..K−1 (in order of first appearance), checked against ``n`` tokens."""
    assignment = np.asarray(assignment)
    if assignment.shape != (n,):
        raise ValueError(f"the clustering has {assignment.shape} labels for {n} phrases; expected one label per phrase")
    if not np.issubdtype(assignment.dtype, np.integer):
        raise ValueError(f"cluster labels must be integers, got {assignment.dtype}")
    _, first, inverse = np.unique(assignment, return_index=True, return_inverse=True)
    rank = np.argsort(np.argsort(first))  # label order of first appearance
    return rank[inverse].astype(np.int64)


class Geometry:
    """f, a clustering of X′, centroids and radii, with the distances of Fig. 2.

    ``embeddings`` (n, ℓ) are stored as float32; every distance is computed
    in float64. ``assignment[i]`` is the cluster of phrase i.
    """

    def __init__(self, embeddings: np.ndarray, assignment: np.ndarray, *, dense_limit: int = 2048,
                 row_cache: int = 256) -> None:
        embeddings = np.ascontiguousarray(embeddings, dtype=np.float32)
        if embeddings.ndim != 2 or len(embeddings) == 0:
            raise ValueError(f"embeddings must be a non-empty (n, dim) array, got shape {embeddings.shape}")
        self.embeddings = embeddings
        self.n, self.dim = embeddings.shape
        self.cluster_of = compact_assignment(assignment, self.n)
        self.n_clusters = int(self.cluster_of.max()) + 1
        self.order = np.argsort(self.cluster_of, kind="stable")
        self.sizes = np.bincount(self.cluster_of, minlength=self.n_clusters)
        self.offsets = np.concatenate([[0], np.cumsum(self.sizes)])
        # Fig. 1 step 1(a): the centroid of each cluster (float64 sums of float32 rows)
        sums = np.add.reduceat(embeddings[self.order], self.offsets[:-1], axis=0, dtype=np.float64)
        self.centroids = sums / self.sizes[:, None]
        # ‖f(x) − C_x‖ per token and the radius of each cluster (for Theorem 5's conditions)
        self.token_radius = np.empty(self.n, dtype=np.float64)
        for start in range(0, self.n, BLOCK * 8):
            stop = min(self.n, start + BLOCK * 8)
            diff = embeddings[start:stop].astype(np.float64) - self.centroids[self.cluster_of[start:stop]]
            self.token_radius[start:stop] = np.sqrt(np.einsum("ij,ij->i", diff, diff))
        self.radii = np.zeros(self.n_clusters, dtype=np.float64)
        np.maximum.at(self.radii, self.cluster_of, self.token_radius)
        self.dense_limit = dense_limit
        self._dense: np.ndarray | None = None
        if self.n_clusters <= dense_limit:
            dense = pairwise_distances(self.centroids, self.centroids)
            np.fill_diagonal(dense, 0.0)
            self._dense = dense
        self._rows: OrderedDict[int, np.ndarray] = OrderedDict()
        self._row_cache = row_cache

    @property
    def singleton(self) -> bool:
        """Every cluster holds one phrase (SanText's parametrisation)."""
        return self.n_clusters == self.n

    def members(self, cluster: int) -> np.ndarray:
        """The rows of the phrases in ``cluster``."""
        return self.order[self.offsets[cluster]:self.offsets[cluster + 1]]

    def centroid_distances(self, cluster: int) -> np.ndarray:
        """‖C_cluster − C_j‖ for every cluster j (float64, K); d_c between clusters is k times this."""
        if self._dense is not None:
            return self._dense[cluster]
        row = self._rows.get(cluster)
        if row is None:
            row = distances_to(self.centroids, self.centroids[cluster])
            row[cluster] = 0.0
            self._rows[cluster] = row
            if len(self._rows) > self._row_cache:
                self._rows.popitem(last=False)
        else:
            self._rows.move_to_end(cluster)
        return row

    def token_distances(self, x: int, rows: np.ndarray | None = None) -> np.ndarray:
        """d(x, y) = ‖f(x) − f(y)‖ for the phrases ``rows`` (all of X′ when None)."""
        points = self.embeddings if rows is None else self.embeddings[rows]
        return distances_to(points, self.embeddings[x])

    def cluster_embedding(self, k: float) -> tuple[np.ndarray, np.ndarray]:
        """f′ of Fig. 1: ``(f′(C) for every cluster (K, ℓ), f′(x) for every phrase (n, ℓ))``, float64.

        The mechanisms never need these vectors (d_c between clusters is k·‖C − C′‖);
        they are for Theorem 5's conditions, tests and inspection.
        """
        if not np.isfinite(k):
            raise ValueError("f′ is not defined for k = inf (the CusText limit); use a finite k")
        pushed = k * self.centroids
        tokens = pushed[self.cluster_of] + (self.embeddings.astype(np.float64) - self.centroids[self.cluster_of])
        return pushed, tokens
