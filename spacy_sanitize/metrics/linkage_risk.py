"""Linkage risk (Lison & Anderson §4.2) of sanitized Docs, as a spaCy scorer and a function.

For every document: the n-grams and n-gram combinations of ``linkage_guard``'s input that link it
to fewer than ``k`` documents of the original collection, and the share of them still present in
the output (definitions in :mod:`spacy_sanitize.linkage.risk`). The input is read from the edit
log - every edit before ``linkage_guard``'s first one - so a Doc that went through the pipeline
carries both sides; a Doc that never met ``linkage_guard`` scores 1.0 (nothing was rewritten).
Other systems are scored through ``before=`` (Docs of their input, same order).

Keys: ``linkage_risk_arity1`` (single n-grams), ``linkage_risk`` (all arities up to
``max_arity``: the paper's "arity <= 3"), ``linkage_risk_arity2/3``, the item counts behind each,
and with ``per_doc`` the per-document figures. Lower is better.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Union

from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ..linkage.view import DEFAULT_MARKER, doc_view
from .inputs import as_docs

INDEX_HELP = (
    "the linkage risk scorer needs index_path, the n-gram index of the original collection "
    "(build it with `spacy-sanitize build-index COLLECTION... --output DIR`)"
)


def score_linkage_risk(
    items: Iterable[Union[Doc, Example]],
    *,
    detector: Any = None,
    index_path: Optional[str] = None,
    k: int = 3,
    max_arity: int = 3,
    max_n: Optional[int] = None,
    marker: str = DEFAULT_MARKER,
    before: Optional[Sequence[Doc]] = None,
    per_doc: bool = False,
) -> Dict[str, Any]:
    """Linkage risk of sanitized Docs (or Examples: the predicted side).

    Pass a :class:`~spacy_sanitize.linkage.detection.Detector`, or ``index_path`` (and ``k``,
    ``max_arity``, ``max_n``) to make one. ``before``: the Docs the rewriting started from, when
    they are not in the edit logs (e.g. another system's rewrites of the same documents).
    """
    from ..linkage.risk import aggregate, text_risk

    if detector is None:
        detector = _detector(index_path, k, max_arity, max_n)
    docs = as_docs(items)
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


_DETECTORS: Dict[tuple, Any] = {}


def _detector(index_path: Optional[str], k: int, max_arity: int, max_n: Optional[int]) -> Any:
    """A detector per (index, settings), opened once (the index is memory-mapped)."""
    if not index_path:
        raise ValueError(INDEX_HELP)
    from ..linkage.detection import Detector
    from ..linkage.index import NgramIndex

    key = (str(index_path), k, max_arity, max_n)
    if key not in _DETECTORS:
        _DETECTORS[key] = Detector(NgramIndex.open(index_path), k=k, max_arity=max_arity, max_n=max_n)
    return _DETECTORS[key]


@registry.scorers("spacy_sanitize.linkage_risk_scorer.v1")
def make_linkage_risk_scorer(
    index_path: Optional[str] = None,
    k: int = 3,
    max_arity: int = 3,
    max_n: Optional[int] = None,
    marker: str = DEFAULT_MARKER,
    per_doc: bool = False,
) -> Callable[..., Dict[str, Any]]:
    """Registered scorer: ``scorer = {"@scorers": "spacy_sanitize.linkage_risk_scorer.v1", "index_path": "DIR"}``."""
    if not index_path:
        raise ValueError(INDEX_HELP)

    def linkage_risk_scorer(examples: Iterable[Example], **kwargs: Any) -> Dict[str, Any]:
        return score_linkage_risk(examples, index_path=index_path, k=k, max_arity=max_arity, max_n=max_n,
                                  marker=marker, per_doc=per_doc)

    return linkage_risk_scorer


__all__: List[str] = ["score_linkage_risk", "make_linkage_risk_scorer"]
