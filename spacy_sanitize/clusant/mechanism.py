"""Token sanitization mechanisms M: X′ -> Y (= X′): CluSanT (Fig. 2), SanText and CusText (App. B).

All three are exponential mechanisms (Def. 2):
Pr[M_E(x) = y] ∝ exp(ε_E·u(x, y) / (2Δu)). Each class gives

* :meth:`log_probabilities` — the exact output distribution of one input
  (the privacy tests compare these for pairs of inputs), and
* :meth:`sample` — draws for a batch of inputs, vectorised: the weights of
  one input (one cluster row, one cluster's members) are computed once and
  every draw that needs them is made from one CDF.

Inputs and outputs are rows of the vocabulary (see :mod:`.vocabulary`).

**CluSanT** (:class:`ClusantMechanism`, Fig. 2):

1. choose a cluster C with ε_E = ε/2 over the clusters, utility
   u_c(C_x, C) = −d_c(f′(C_x), f′(C)) = −k·‖C_x − C‖ and Δu_c = 1:
   log-weight −(ε/2)·k·‖C_x − C‖ / 2;
2. choose a token y ∈ C with ε_E = ε/2, u(x, y) = −d(x, y) = −‖f(x) − f(y)‖
   and Δu = max(1, max_{x,x′,y ∈ X′} |d(x, y) − d(x′, y)|) (the diameter of
   X′, see :func:`.geometry.delta_u`): log-weight −(ε/2)·d(x, y) / (2Δu).

``k = inf`` is the limit k → ∞ (CusText's behaviour inside CluSanT's step 2):
step 1 returns C_x with probability 1. With singleton clusters and k = 1,
step 2 is trivial and step 1 is SanText run with ε/2 (Fact 1).

**SanText** (:class:`SanTextMechanism`, App. B.1, Yue et al.): one exponential
mechanism over all of X′ with the whole ε, u = −d and Δu = 1.

**CusText** (:class:`CusTextMechanism`, App. B.2, Chen et al.): an exponential
mechanism with the whole ε inside C_x only, with the normalised utility
u(x, y) = −(d(x, y) − d_min)/(d_max − d_min) (d_min, d_max over pairs of C_x;
d_min = 0 since x = y is a pair), Δu = 1. It is not (metric-)LDP across
clusters (Theorem 4); it is here for comparison.

Floating point: probabilities are computed in float64 and drawn with 53-bit
uniforms, so the realised distribution is the exact one rounded to a grid of
2⁻⁵³; an outcome whose probability is below that (large ε·k) may be
unreachable. The MLDP ratios hold for the exact distribution (what the tests
check), as for every floating-point implementation of the exponential
mechanism (Mironov, CCS 2012; Ilvento, CCS 2020).
"""

import math
from collections.abc import Iterator
from typing import Any

import numpy as np

from .geometry import Geometry, pairwise_distances
from .randomness import Randomness, sample_from_row


def _groups(keys: np.ndarray) -> Iterator[tuple[int, np.ndarray]]:
    """``(key, positions)`` for each distinct key, O(B log B) (not one scan of the batch per key)."""
    order = np.argsort(keys, kind="stable")
    sorted_keys = keys[order]
    starts = np.flatnonzero(np.concatenate([[True], sorted_keys[1:] != sorted_keys[:-1]]))
    ends = np.concatenate([starts[1:], [len(keys)]])
    for start, end in zip(starts, ends, strict=False):
        yield sorted_keys[start], order[start:end]


def _log_normalise(log_weights: np.ndarray) -> np.ndarray:
    peak = np.max(log_weights)
    return log_weights - (peak + np.log(np.sum(np.exp(log_weights - peak))))


def _check_epsilon(epsilon: float) -> float:
    epsilon = float(epsilon)
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ValueError(f"epsilon must be a positive finite number (the paper uses 0.5 to 16), got {epsilon}")
    return epsilon


def parse_k(k: Any) -> float:
    """The push factor k: a number ≥ 1, or ``"inf"`` / ``float("inf")`` for the CusText limit."""
    if isinstance(k, str):
        if k.strip().lower() in ("inf", "infinity", "+inf"):
            return math.inf
        try:
            k = float(k)
        except ValueError:
            raise ValueError(f"k must be a number ≥ 1 or \"inf\", got {k!r}") from None
    k = float(k)
    if math.isnan(k) or k < 1:
        raise ValueError(f"k must be ≥ 1 (Fig. 1: k = 1 leaves clusters where they are), or \"inf\"; got {k}")
    return k


class ClusantMechanism:
    """CluSanT's two-step mechanism (Fig. 2) for one clustering, ε, k and Δu."""

    name = "clusant"

    def __init__(self, geometry: Geometry, epsilon: float, k: Any, delta_u: float) -> None:
        self.geometry = geometry
        self.epsilon = _check_epsilon(epsilon)
        self.k = parse_k(k)
        if not (delta_u >= 1 and math.isfinite(delta_u)):
            raise ValueError(f"Δu must be a finite number ≥ 1 (Fig. 2 step 2 takes max(1, ...)), got {delta_u}")
        self.delta_u = float(delta_u)

    # Fig. 2 step 1 -------------------------------------------------------
    def cluster_log_weights(self, cluster: int) -> np.ndarray:
        """Unnormalised log-weights of step 1 for input cluster C_x: −(ε/2)·k·‖C_x − C‖/(2·Δu_c), Δu_c = 1."""
        distances = self.geometry.centroid_distances(cluster)
        if math.isinf(self.k):
            # k -> inf: all mass on the clusters at distance 0 from C_x (C_x itself, unless centroids coincide)
            return np.where(distances == 0.0, 0.0, -np.inf)
        return -(self.epsilon / 2.0) * self.k * distances / 2.0

    # Fig. 2 step 2 -------------------------------------------------------
    def token_log_weights(self, x: int, rows: np.ndarray) -> np.ndarray:
        """Unnormalised log-weights of step 2 over ``rows`` (one cluster): −(ε/2)·d(x, y)/(2Δu)."""
        return -(self.epsilon / 2.0) * self.geometry.token_distances(x, rows) / (2.0 * self.delta_u)

    def log_probabilities(self, x: int) -> np.ndarray:
        """log Pr[M(x) = y] for every y ∈ X′ (exact; O(|X′|·ℓ))."""
        g = self.geometry
        log_p1 = _log_normalise(self.cluster_log_weights(int(g.cluster_of[x])))
        # step 2 for every cluster at once: per-cluster log-sum-exp over the sorted order
        # d(x, ·) over X′ in row order (no copy of the embeddings), then in cluster order
        log_w2 = (-(self.epsilon / 2.0) * g.token_distances(x) / (2.0 * self.delta_u))[g.order]
        peaks = np.maximum.reduceat(log_w2, g.offsets[:-1])
        sums = np.add.reduceat(np.exp(log_w2 - np.repeat(peaks, g.sizes)), g.offsets[:-1])
        log_z = peaks + np.log(sums)
        log_p_sorted = np.repeat(log_p1, g.sizes) + log_w2 - np.repeat(log_z, g.sizes)
        out = np.empty(g.n, dtype=np.float64)
        out[g.order] = log_p_sorted
        return out

    def probabilities(self, x: int) -> np.ndarray:
        return np.exp(self.log_probabilities(x))

    def sample(self, xs: np.ndarray, randomness: Randomness) -> np.ndarray:
        """One draw of M(x) per entry of ``xs`` (rows of X′)."""
        xs = np.asarray(xs, dtype=np.int64).reshape(-1)
        g = self.geometry
        u1 = randomness.uniform(len(xs))
        u2 = randomness.uniform(len(xs))
        # step 1: one row of cluster log-weights per distinct input cluster, one CDF for all its draws
        clusters = np.empty(len(xs), dtype=np.int64)
        for cluster, where in _groups(g.cluster_of[xs]):
            clusters[where] = sample_from_row(self.cluster_log_weights(int(cluster)), u1[where])
        # step 2: one weight vector per distinct (input, chosen cluster) pair
        out = np.empty(len(xs), dtype=np.int64)
        for pair, where in _groups(xs * g.n_clusters + clusters):
            x, cluster = divmod(int(pair), g.n_clusters)
            members = g.members(cluster)
            if len(members) == 1:
                out[where] = members[0]
            else:
                out[where] = members[sample_from_row(self.token_log_weights(x, members), u2[where])]
        return out

    def describe(self) -> dict[str, Any]:
        return {"mechanism": self.name, "epsilon": self.epsilon, "k": "inf" if math.isinf(self.k) else self.k,
                "delta_u": self.delta_u, "n_clusters": self.geometry.n_clusters}


class _OneStepMechanism:
    """An exponential mechanism over candidate rows of X′, drawn in one step (SanText, CusText).

    A subclass gives :meth:`candidates`; probabilities and sampling are the same for both.
    """

    name = ""

    def __init__(self, geometry: Geometry, epsilon: float) -> None:
        self.geometry = geometry
        self.epsilon = _check_epsilon(epsilon)

    def candidates(self, x: int) -> tuple[np.ndarray | None, np.ndarray]:
        """``(rows, log-weights over them)``; ``rows = None``: every row of X′, in order."""
        raise NotImplementedError

    def log_probabilities(self, x: int) -> np.ndarray:
        rows, log_w = self.candidates(x)
        if rows is None:
            return _log_normalise(log_w)
        out = np.full(self.geometry.n, -np.inf)
        out[rows] = _log_normalise(log_w)
        return out

    def probabilities(self, x: int) -> np.ndarray:
        return np.exp(self.log_probabilities(x))

    def sample(self, xs: np.ndarray, randomness: Randomness) -> np.ndarray:
        """One draw per entry of ``xs`` (rows of X′); one CDF per distinct input."""
        xs = np.asarray(xs, dtype=np.int64).reshape(-1)
        u = randomness.uniform(len(xs))
        out = np.empty(len(xs), dtype=np.int64)
        for x, where in _groups(xs):
            rows, log_w = self.candidates(int(x))
            drawn = sample_from_row(log_w, u[where])
            out[where] = drawn if rows is None else rows[drawn]
        return out


class SanTextMechanism(_OneStepMechanism):
    """SanText (Yue et al., App. B.1): Pr[M(x) = y] ∝ exp(−ε·d(x, y)/2) over all of X′ (Δu = 1)."""

    name = "santext"

    def log_weights(self, x: int) -> np.ndarray:
        return -self.epsilon * self.geometry.token_distances(x) / 2.0

    def candidates(self, x: int) -> tuple[np.ndarray | None, np.ndarray]:
        return None, self.log_weights(x)

    def describe(self) -> dict[str, Any]:
        return {"mechanism": self.name, "epsilon": self.epsilon, "delta_u": 1.0}


class CusTextMechanism(_OneStepMechanism):
    """CusText (Chen et al., App. B.2): the exponential mechanism with ε inside C_x, normalised utility."""

    name = "custext"

    def __init__(self, geometry: Geometry, epsilon: float) -> None:
        super().__init__(geometry, epsilon)
        self._d_max: dict[int, float] = {}

    def cluster_diameter(self, cluster: int) -> float:
        """d_max of the cluster (computed on first use, blockwise)."""
        if cluster not in self._d_max:
            members = self.geometry.members(cluster)
            # the exact maximum, no margin: it normalises u, it does not bound a sensitivity
            self._d_max[cluster] = _exact_diameter(self.geometry.embeddings[members]) if len(members) > 1 else 0.0
        return self._d_max[cluster]

    def log_weights(self, x: int) -> tuple[np.ndarray, np.ndarray]:
        """``(members of C_x, log-weights ε·u(x, y)/2 over them)``."""
        cluster = int(self.geometry.cluster_of[x])
        members = self.geometry.members(cluster)
        d_max = self.cluster_diameter(cluster)
        if d_max == 0.0:
            return members, np.zeros(len(members))
        utility = -self.geometry.token_distances(x, members) / d_max
        return members, self.epsilon * utility / 2.0

    def candidates(self, x: int) -> tuple[np.ndarray | None, np.ndarray]:
        return self.log_weights(x)

    def describe(self) -> dict[str, Any]:
        return {"mechanism": self.name, "epsilon": self.epsilon, "n_clusters": self.geometry.n_clusters}


def _exact_diameter(points: np.ndarray, block: int = 2048) -> float:
    best = 0.0
    for i in range(0, len(points), block):
        for j in range(i, len(points), block):
            best = max(best, float(pairwise_distances(points[i:i + block], points[j:j + block]).max()))
    return best
