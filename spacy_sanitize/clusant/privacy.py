"""CluSanT's privacy guarantee (Theorem 5): its conditions on k, checked and reported.

Theorem 5: with d_c a metric (Euclidean here) on the cluster embedding f′, if
for all x, x′ ∈ X′

  (1) d_c(f′(x), f′(x′)) ≥ 1  or  d_c(f′(x), f′(x′)) ≥ d(x, x′), and
  (2) if C_x ≠ C_x′:  d_c(f′(C_x), f′(C_x′)) + 1 ≤ 2·d_c(f′(x), f′(x′)),

then M of Fig. 2 is ε-MLDP: Pr[M(x) = y] ≤ e^{ε·d_c(f′(x), f′(x′))}·Pr[M(x′) = y].

How the conditions are checked, cheapest first:

* Same cluster: f′(x) − f′(x′) = f(x) − f(x′), so d_c(f′(x), f′(x′)) =
  d(x, x′) and (1) holds with equality; (2) does not apply. Nothing to check.
* Singleton clusters (SanText): step 2 is deterministic, so M is step 1 alone,
  an exponential mechanism with Δu_c = 1 on d_c: (ε/2)-MLDP by Theorem 1.2
  (SanText's own guarantee), whatever k. Reported as holding.
* Cluster level (App. C, Fact 2): with R_C the largest ‖f(x) − C‖ in C and
  D = ‖C_x − C_x′‖, the triangle inequality gives d_c(f′(x), f′(x′)) ≥
  k·D − R_Cx − R_Cx′, so k·D ≥ 1 + 2(R_Cx + R_Cx′) implies (2), and then (1)
  (d_c ≥ 1). The smallest k ≥ 1 meeting this for every pair of clusters is
  reported as ``k_sufficient``: O(K²·ℓ) time, O(K·ℓ) memory beyond the
  geometry.
* Token level (exact): the cluster pairs the bound leaves open are checked
  pair by pair of their tokens, when there are at most ``max_token_pairs``
  token pairs (the tests, small vocabularies); otherwise the report says the
  conditions are *not established* (they may still hold).

Whether or not they hold, the proof of Theorem 5 shows, for any parameters,
Pr[M(x) = y] ≤ exp((ε/2)·(k·‖C_x − C_x′‖ + min(1, d(x, x′))))·Pr[M(x′) = y]
(:func:`proof_bound`); the conditions are what turns this into ε·d_c(f′(x), f′(x′)).
k = ∞ (the CusText limit) makes d_c between clusters infinite: no guarantee
across clusters (Theorem 4).
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .geometry import Geometry, pairwise_distances

#: Relative slack for comparisons of computed distances (rounding, not privacy).
TOLERANCE = 1e-9


@dataclass
class Theorem5Report:
    """Whether Theorem 5's conditions hold for one clustering and k, and how that was decided."""

    k: float
    n_clusters: int
    method: str  # "singleton" | "limit" | "cluster_bound" | "exact"
    holds: bool | None  # True: verified; False: violated or not established; None: k = inf
    k_sufficient: float = math.inf
    cluster_pairs: int = 0
    unresolved_cluster_pairs: int = 0
    checked_token_pairs: int | None = None
    violating_token_pairs: int | None = None
    example: tuple[int, int] | None = None
    label: str = ""
    notes: list[str] = field(default_factory=list)

    def message(self, phrases: Sequence[str] | None = None) -> str:
        """One paragraph for a log line: what holds, and what to change when it does not."""
        where = f"{self.label}: " if self.label else ""
        k = "inf" if math.isinf(self.k) else f"{self.k:g}"
        if self.method == "singleton":
            return (f"{where}singleton clusters (SanText): step 1 alone decides, an exponential mechanism with "
                    f"Δu_c = 1 on d_c, so M is (ε/2)-MLDP for d_c = k·d (k = {k}); Theorem 5 is not needed.")
        if self.method == "limit":
            return (f"{where}k = inf is the CusText limit: Step 1 keeps the input's cluster, so there is no "
                    "privacy across clusters (Theorem 4); ε-MLDP holds only within each cluster.")
        k_suff = "inf (two centroids coincide)" if math.isinf(self.k_sufficient) else f"{self.k_sufficient:.4g}"
        if self.holds:
            how = ("every pair of clusters meets the sufficient bound" if self.method == "cluster_bound" else
                   f"all {self.checked_token_pairs:,} token pairs across the {self.unresolved_cluster_pairs:,} "
                   "cluster pairs the bound left open meet them")
            return f"{where}Theorem 5's conditions hold for k = {k} ({how}): M is ε-MLDP for d_c on f′."
        if self.method == "exact":
            example = ""
            if self.example is not None and phrases is not None:
                example = f", e.g. {phrases[self.example[0]]!r} / {phrases[self.example[1]]!r}"
            return (f"{where}Theorem 5's conditions FAIL for k = {k}: {self.violating_token_pairs:,} of "
                    f"{self.checked_token_pairs:,} checked token pairs in different clusters violate (1) or (2)"
                    f"{example}. k ≥ {k_suff} meets them for every pair (App. C, Fact 2); raise k, or use fewer, "
                    "more separated clusters. Without them the proof gives only "
                    "exp((ε/2)·(k·‖C_x − C_x′‖ + min(1, d(x, x′)))) (spacy_sanitize.clusant.privacy.proof_bound).")
        return (f"{where}Theorem 5's conditions are not established for k = {k}: "
                f"{self.unresolved_cluster_pairs:,} of {self.cluster_pairs:,} cluster pairs fail the sufficient bound "
                f"k·‖C − C′‖ ≥ 1 + 2(R_C + R_C′) (App. C, Fact 2), too many token pairs to check one by one. "
                f"k ≥ {k_suff} meets the bound for every pair; raise k, or use fewer, more separated clusters "
                "(theorem5 = \"ignore\" silences this). The proof still gives "
                "exp((ε/2)·(k·‖C_x − C_x′‖ + min(1, d(x, x′)))) per pair (spacy_sanitize.clusant.privacy.proof_bound).")

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label, "k": "inf" if math.isinf(self.k) else self.k, "n_clusters": self.n_clusters,
            "method": self.method, "holds": self.holds,
            "k_sufficient": None if math.isinf(self.k_sufficient) else self.k_sufficient,
            "cluster_pairs": self.cluster_pairs, "unresolved_cluster_pairs": self.unresolved_cluster_pairs,
            "checked_token_pairs": self.checked_token_pairs, "violating_token_pairs": self.violating_token_pairs,
            "example": list(self.example) if self.example is not None else None, "notes": list(self.notes),
        }


def _cluster_pair_scan(geometry: Geometry, k: float) -> tuple[float, int, list[tuple[int, int]], int]:
    """``(k_sufficient, unresolved pair count, unresolved pairs (up to a cap), token pairs in them)``."""
    radii = geometry.radii
    n_clusters = geometry.n_clusters
    k_sufficient = 1.0  # k ≥ 1 (Fig. 1); with one cluster any k will do
    unresolved = 0
    token_pairs = 0
    pairs: list[tuple[int, int]] = []
    sizes = geometry.sizes
    for c in range(n_clusters - 1):
        distances = geometry.centroid_distances(c)[c + 1:]
        need = 1.0 + 2.0 * (radii[c] + radii[c + 1:])
        with np.errstate(divide="ignore"):
            ratios = np.where(distances > 0, need / np.where(distances > 0, distances, 1.0), np.inf)
        k_sufficient = max(k_sufficient, float(ratios.max()))
        open_pairs = np.flatnonzero(k * distances < need * (1.0 + TOLERANCE))
        unresolved += len(open_pairs)
        token_pairs += int(sizes[c] * sizes[c + 1 + open_pairs].sum())
        if len(pairs) < 1_000_000:
            pairs.extend((c, int(c + 1 + j)) for j in open_pairs)
    return k_sufficient, unresolved, pairs, token_pairs


def check_theorem5(geometry: Geometry, k: float, *, exact: bool | None = None,
                   max_token_pairs: int = 2_000_000, label: str = "") -> Theorem5Report:
    """Check Theorem 5's conditions for ``geometry`` and push factor ``k`` (see the module docstring).

    ``exact``: None checks token pairs when there are at most
    ``max_token_pairs`` of them; True always does; False never does.
    """
    n_clusters = geometry.n_clusters
    if geometry.singleton:
        return Theorem5Report(k, n_clusters, "singleton", True, label=label)
    if math.isinf(k):
        return Theorem5Report(k, n_clusters, "limit", None, label=label,
                              notes=["no privacy across clusters (Theorem 4)"])
    k_sufficient, unresolved, pairs, token_pairs = _cluster_pair_scan(geometry, k)
    report = Theorem5Report(k, n_clusters, "cluster_bound", unresolved == 0, k_sufficient=k_sufficient,
                            cluster_pairs=n_clusters * (n_clusters - 1) // 2, unresolved_cluster_pairs=unresolved,
                            label=label)
    if unresolved == 0:
        return report
    if exact is False or (exact is None and token_pairs > max_token_pairs) or len(pairs) < unresolved:
        report.holds = False
        return report
    report.method = "exact"
    checked = 0
    violating = 0
    for c, c2 in pairs:
        rows, rows2 = geometry.members(c), geometry.members(c2)
        f, f2 = geometry.embeddings[rows].astype(np.float64), geometry.embeddings[rows2].astype(np.float64)
        pushed = k * geometry.centroids[c] + (f - geometry.centroids[c])  # f′(x), Fig. 1 step 2(b)
        pushed2 = k * geometry.centroids[c2] + (f2 - geometry.centroids[c2])
        d_c = pairwise_distances(pushed, pushed2)
        d = pairwise_distances(f, f2)
        d_c_clusters = k * geometry.centroid_distances(c)[c2]
        slack = TOLERANCE * (1.0 + d_c)
        cond1 = (d_c + slack >= 1.0) | (d_c + slack >= d)
        cond2 = d_c_clusters + 1.0 <= 2.0 * d_c + 2.0 * slack
        bad = ~(cond1 & cond2)
        checked += d_c.size
        if bad.any():
            if report.example is None:
                i, j = np.argwhere(bad)[0]
                report.example = (int(rows[i]), int(rows2[j]))
            violating += int(bad.sum())
    report.checked_token_pairs = checked
    report.violating_token_pairs = violating
    report.holds = violating == 0
    return report


def proof_bound(geometry: Geometry, epsilon: float, k: float, x: int, x2: int) -> float:
    """log of the ratio bound the proof of Theorem 5 gives for any parameters (see the module docstring)."""
    if math.isinf(k):
        same = geometry.cluster_of[x] == geometry.cluster_of[x2]
        return (epsilon / 2.0) * min(1.0, float(geometry.token_distances(x, np.array([x2]))[0])) if same else math.inf
    centroid_distance = float(geometry.centroid_distances(int(geometry.cluster_of[x]))[geometry.cluster_of[x2]])
    d = float(geometry.token_distances(x, np.array([x2]))[0])
    return (epsilon / 2.0) * (k * centroid_distance + min(1.0, d))


def cluster_embedding_distance(geometry: Geometry, k: float, x: int, x2: int) -> float:
    """d_c(f′(x), f′(x′)), the distance of Theorem 5's guarantee."""
    cx, cx2 = geometry.cluster_of[x], geometry.cluster_of[x2]
    if x == x2:
        return 0.0
    if cx == cx2:  # f′ moves a whole cluster by one vector: within it, d_c is d
        return float(geometry.token_distances(x, np.array([x2]))[0])
    if math.isinf(k):
        return math.inf
    # f′(x) − f′(x′) = k(C − C′) + (offset of x − offset of x′), formed as differences first: with a
    # large k, k·C + offset would round the offsets away
    ex, ex2 = geometry.embeddings[x].astype(np.float64), geometry.embeddings[x2].astype(np.float64)
    offsets = (ex - geometry.centroids[cx]) - (ex2 - geometry.centroids[cx2])
    return float(np.linalg.norm(k * (geometry.centroids[cx] - geometry.centroids[cx2]) + offsets))


@dataclass
class MLDPCheck:
    """The largest excess of log Pr[M(x)=y] − log Pr[M(x′)=y] over ε·d_c(f′(x), f′(x′)) among the checked pairs."""

    pairs: int
    max_excess: float
    worst: tuple[int, int, int] | None  # (x, x′, y)

    @property
    def holds(self) -> bool:
        return self.max_excess <= 1e-9


def check_mldp(mechanism: Any, xs: Sequence[int], distance: Any | None = None) -> MLDPCheck:
    """Compare the exact output distributions of every ordered pair of ``xs``, for every output y.

    ``distance(x, x′)`` is the metric of the guarantee; by default
    d_c(f′(x), f′(x′)) with the mechanism's k. Memory O(len(xs)·|X′|).
    """
    geometry = mechanism.geometry
    epsilon = mechanism.epsilon
    k = getattr(mechanism, "k", 1.0)
    if distance is None:
        def distance(a: int, b: int) -> float:
            return cluster_embedding_distance(geometry, k, a, b)
    xs = [int(x) for x in xs]
    logs = np.stack([mechanism.log_probabilities(x) for x in xs])
    worst: tuple[int, int, int] | None = None
    max_excess = -math.inf
    for i, x in enumerate(xs):
        for j, x2 in enumerate(xs):
            if i == j:
                continue
            allowed = epsilon * distance(x, x2)
            with np.errstate(invalid="ignore"):
                diff = logs[i] - logs[j]  # +inf where M(x′) never outputs y but M(x) does
            diff = np.where(np.isneginf(logs[i]), -np.inf, diff)
            y = int(np.argmax(diff))
            excess = float(diff[y] - allowed) if not math.isinf(allowed) else -math.inf
            if excess > max_excess:
                max_excess, worst = excess, (x, x2, y)
    return MLDPCheck(pairs=len(xs) * (len(xs) - 1), max_excess=max_excess, worst=worst)
