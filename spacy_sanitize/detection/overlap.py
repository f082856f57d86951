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


#: sources of identifiers read from their form or a naming context (a checksum, "pager 5567", an e-mail
#: address): their candidate stands whatever a longer candidate it merged with turns out to be
IDENTIFIER_SOURCES = frozenset({"validated", "rules"})


def identifiers_inside(dropped: Sequence[TokenCandidate], candidates: Sequence[TokenCandidate],
                       policy: str, source_order: Sequence[str]) -> list[TokenCandidate]:
    """The identifier candidates (:data:`IDENTIFIER_SOURCES`) that lie inside ``dropped`` spans, resolved.

    Why: under ``merge`` a validated number that a model's span overlaps ("PAGER 5567" typed LOC) becomes
    one span with it; when that span is then judged to name nobody and dropped, the number would go with it
    and reach the output. Scores judge names, not identifiers, so the identifier is put back on its own."""
    inside = [cand for cand in candidates if cand[3] in IDENTIFIER_SOURCES
              and any(start <= cand[0] and cand[1] <= end for start, end, _, _ in dropped)]
    return resolve_overlaps(inside, policy, source_order) if inside else []
