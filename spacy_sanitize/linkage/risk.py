"""Linkage risk (paper §4.2): the share of a document's linking n-grams still present after rewriting.

"The likelihood of search-based linkages is computed by counting the number of N-grams from the
document that can univocally link back to [the collection], and measuring the proportion of those
N-grams that remain present after rewriting. We assess both linkages with single N-grams
(arity=1) as well as linkages from N-gram combinations (arity <= 3)."

Per document, on the de-identified input of the rewriting (``before``) and its output (``after``):

* arity 1 items: every rare n-gram (``1 <= df < k``) of ``before`` that contains no shorter rare
  n-gram (a longer one adds no linkage of its own; overlapping ones all count, so the figure does
  not depend on the greedy choices of the rewriter's minimal set);
* arity 2..3 items: the minimal linking combinations of ``before`` (:class:`~.detection.Detector`);
* an item *remains* when all its n-grams occur in ``after`` (as n-grams: inside one run, not
  crossing a placeholder or the redaction marker).

``risk_arity1 = remaining singles / singles``; ``risk`` (the paper's "arity <= 3") pools singles and
combinations. Collections are micro-averaged (every item of every document counts once); documents
without any linking item have no risk (``None``) and are counted in ``n_docs_without_items``. With
nothing rewritten the risk is 1.0; with every linking n-gram rewritten, 0.0.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc

from .links import Detection, Detector
from .ngrams import Barrier, ngram_table
from .view import DEFAULT_MARKER, doc_view


@dataclass
class DocumentRisk:
    """Linking items and how many remain, by arity, for one document."""

    doc_id: str | None
    items: dict[int, int] = field(default_factory=dict)
    remaining: dict[int, int] = field(default_factory=dict)
    remaining_examples: list[str] = field(default_factory=list)

    def risk(self, arities: Sequence[int]) -> float | None:
        total = sum(self.items.get(a, 0) for a in arities)
        return None if total == 0 else sum(self.remaining.get(a, 0) for a in arities) / total

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DocumentRisk:
        """The inverse of :meth:`to_dict` (examples beyond the first ten are not kept there)."""
        return cls(
            doc_id=data.get("doc_id"),
            items={int(a): int(n) for a, n in data.get("items", {}).items()},
            remaining={int(a): int(n) for a, n in data.get("remaining", {}).items()},
            remaining_examples=list(data.get("remaining_examples", [])),
        )

    def to_dict(self, max_arity: int) -> dict[str, Any]:
        return {
            "doc_id": self.doc_id,
            "items": {str(a): self.items.get(a, 0) for a in range(1, max_arity + 1)},
            "remaining": {str(a): self.remaining.get(a, 0) for a in range(1, max_arity + 1)},
            "risk_arity1": self.risk([1]),
            "risk": self.risk(range(1, max_arity + 1)),
            "remaining_examples": self.remaining_examples[:10],
        }


def present_keys(detector: Detector, text: str, barriers: Sequence[Barrier] = ()) -> set[int]:
    """The keys of every n-gram of ``text`` (1..max_n words, inside runs)."""
    words = detector.splitter.words(text, barriers)
    return set(ngram_table(words, detector.max_n).keys.tolist())


def document_risk(before: Detection, after_keys: set[int], doc_id: str | None = None) -> DocumentRisk:
    """Count ``before``'s linking items and those whose n-grams all occur in ``after_keys``."""
    result = DocumentRisk(doc_id)
    result.items[1] = len(before.rare_minimal)
    result.remaining[1] = 0
    for gram in before.rare_minimal:
        if gram.key in after_keys:
            result.remaining[1] += 1
            result.remaining_examples.append(gram.text)
    for arity in range(2, before.max_arity + 1):
        result.items[arity] = 0
        result.remaining[arity] = 0
    combos = before.combinations
    present = after_keys | {-1}  # -1: a pair's padding
    for row, arity, whole in zip(combos.rows([g.key for g in combos.pool]), combos.arities().tolist(),
                                 range(len(combos)), strict=True):
        result.items[arity] += 1
        if present.issuperset(row):
            result.remaining[arity] += 1
            result.remaining_examples.append(" + ".join(g.text for g in combos[whole].ngrams))
    return result


def text_risk(
    detector: Detector,
    before: tuple[str, Sequence[Barrier]],
    after: tuple[str, Sequence[Barrier]],
    doc_id: str | None = None,
) -> DocumentRisk:
    """:func:`document_risk` of two texts, each with its barriers."""
    return document_risk(detector.detect(*before), present_keys(detector, *after), doc_id)


def aggregate(risks: Sequence[DocumentRisk], max_arity: int, prefix: str = "linkage_") -> dict[str, Any]:
    """Micro-averaged risks over documents, with the counts behind them."""
    scores: dict[str, Any] = {}
    for arity in range(1, max_arity + 1):
        items = sum(r.items.get(arity, 0) for r in risks)
        remaining = sum(r.remaining.get(arity, 0) for r in risks)
        scores[f"{prefix}risk_arity{arity}"] = remaining / items if items else None
        scores[f"{prefix}items_arity{arity}"] = items
        scores[f"{prefix}remaining_arity{arity}"] = remaining
    items = sum(scores[f"{prefix}items_arity{a}"] for a in range(1, max_arity + 1))
    remaining = sum(scores[f"{prefix}remaining_arity{a}"] for a in range(1, max_arity + 1))
    scores[f"{prefix}risk"] = remaining / items if items else None
    scores[f"{prefix}n_docs"] = len(risks)
    scores[f"{prefix}n_docs_without_items"] = sum(1 for r in risks if r.risk(range(1, max_arity + 1)) is None)
    return scores


def score_docs(
    docs: Sequence[Doc],
    detector: Detector,
    *,
    marker: str = DEFAULT_MARKER,
    before: Sequence[Doc] | None = None,
    per_doc: bool = False,
) -> dict[str, Any]:
    """Linkage risk of sanitized Docs: what their input linked and their output still links.

    The input is read from each Doc's edit log (everything before ``linkage_guard``'s first
    edit), or from ``before`` (Docs of another system's input, in the same order).
    """
    if before is not None and len(before) != len(docs):
        raise ValueError(f"before has {len(before)} Docs for {len(docs)} sanitized Docs; pass them in the same order")
    risks = []
    for i, doc in enumerate(docs):
        after = doc_view(doc, marker=marker)
        start = doc_view(before[i], marker=marker) if before is not None else doc_view(doc, marker=marker, before=True)
        doc_id = doc._.doc_id if doc._.doc_id is not None else str(i)
        risks.append(text_risk(detector, (start.text, start.barriers), (after.text, after.barriers), doc_id=doc_id))
    scores = aggregate(risks, detector.max_arity)
    if per_doc:
        scores["linkage_per_doc"] = {r.doc_id: r.to_dict(detector.max_arity) for r in risks}
    return scores
