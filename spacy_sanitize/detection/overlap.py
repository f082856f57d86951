"""Policies that turn overlapping candidates of several sources into spans.

* ``merge`` — overlapping candidates become one span over their union, with
  the label of the longest (ties: the earlier source). Best for recall: no
  detected character is dropped, which is what a sanitizer needs.
* ``longest`` — the longest candidate of an overlap wins (ties: earlier source).
* ``priority`` — sources are ranked by their order in the config; a candidate
  is kept if it overlaps nothing kept from an earlier source.

Candidates here are token-aligned ``(start_token, end_token, label, source)``.
"""

from collections.abc import Callable, Sequence

TokenCandidate = tuple[int, int, str, str]
POLICIES = ("merge", "longest", "priority")


def _greedy(candidates: Sequence[TokenCandidate], key: Callable[[TokenCandidate], tuple]) -> list[TokenCandidate]:
    taken: list[TokenCandidate] = []
    occupied: set[int] = set()
    for cand in sorted(candidates, key=key):
        tokens = set(range(cand[0], cand[1]))
        if tokens & occupied:
            continue
        occupied |= tokens
        taken.append(cand)
    return sorted(taken)


def _merge(candidates: Sequence[TokenCandidate], rank: dict[str, int]) -> list[TokenCandidate]:
    merged: list[TokenCandidate] = []
    cluster: list[TokenCandidate] = []
    cluster_end = -1

    def flush() -> None:
        if cluster:
            head = min(cluster, key=lambda c: (-(c[1] - c[0]), rank.get(c[3], len(rank)), c[0]))
            start = min(c[0] for c in cluster)
            end = max(c[1] for c in cluster)
            sources = "+".join(sorted({c[3] for c in cluster}, key=lambda s: rank.get(s, len(rank))))
            merged.append((start, end, head[2], sources))

    for cand in sorted(candidates, key=lambda c: (c[0], -c[1])):
        if cluster and cand[0] < cluster_end:
            cluster.append(cand)
            cluster_end = max(cluster_end, cand[1])
            continue
        flush()
        cluster = [cand]
        cluster_end = cand[1]
    flush()
    return merged


def resolve_overlaps(candidates: Sequence[TokenCandidate], policy: str, source_order: Sequence[str]) -> list[TokenCandidate]:
    """Non-overlapping spans from ``candidates`` under ``policy``, in text order."""
    rank = {name: i for i, name in enumerate(source_order)}
    unique = sorted(set(candidates))
    if policy == "merge":
        return _merge(unique, rank)
    if policy == "longest":
        return _greedy(unique, lambda c: (-(c[1] - c[0]), rank.get(c[3], len(rank)), c[0]))
    if policy == "priority":
        return _greedy(unique, lambda c: (rank.get(c[3], len(rank)), -(c[1] - c[0]), c[0]))
    raise ValueError(f"unknown overlap policy {policy!r}; choose one of {', '.join(POLICIES)}")
