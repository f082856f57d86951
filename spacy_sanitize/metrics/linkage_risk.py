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

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ..linkage.view import DEFAULT_MARKER
from .inputs import as_docs

INDEX_HELP = (
    "the linkage risk scorer needs index_path, the n-gram index of the original collection "
    "(build it with `spacy-sanitize build-index COLLECTION... --output DIR`)"
)


def score_linkage_risk(
    items: Iterable[Doc | Example],
    *,
    detector: Any = None,
    index_path: str | None = None,
    k: int = 3,
    max_arity: int = 3,
    max_n: int | None = None,
    marker: str = DEFAULT_MARKER,
    before: Sequence[Doc] | None = None,
    per_doc: bool = False,
) -> dict[str, Any]:
    """Linkage risk of sanitized Docs (or Examples: the predicted side).

    Pass a :class:`~spacy_sanitize.linkage.links.Detector`, or ``index_path`` (and ``k``,
    ``max_arity``, ``max_n``) to make one. ``before``: the Docs the rewriting started from, when
    they are not in the edit logs (e.g. another system's rewrites of the same documents).
    """
    from ..linkage.risk import score_docs

    if detector is None:
        detector = _detector(index_path, k, max_arity, max_n)
    return score_docs(as_docs(items), detector, marker=marker, before=before, per_doc=per_doc)


_DETECTORS: dict[tuple, Any] = {}


def _detector(index_path: str | None, k: int, max_arity: int, max_n: int | None) -> Any:
    """A detector per (index, settings), opened once (the index is memory-mapped)."""
    if not index_path:
        raise ValueError(INDEX_HELP)
    from ..linkage.index import NgramIndex
    from ..linkage.links import Detector

    key = (str(index_path), k, max_arity, max_n)
    if key not in _DETECTORS:
        _DETECTORS[key] = Detector(NgramIndex.open(index_path), k=k, max_arity=max_arity, max_n=max_n)
    return _DETECTORS[key]


@registry.scorers("spacy_sanitize.linkage_risk_scorer.v1")
def make_linkage_risk_scorer(
    index_path: str | None = None,
    k: int = 3,
    max_arity: int = 3,
    max_n: int | None = None,
    marker: str = DEFAULT_MARKER,
    per_doc: bool = False,
) -> Callable[..., dict[str, Any]]:
    """Registered scorer: ``scorer = {"@scorers": "spacy_sanitize.linkage_risk_scorer.v1", "index_path": "DIR"}``."""
    if not index_path:
        raise ValueError(INDEX_HELP)

    def linkage_risk_scorer(examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        return score_linkage_risk(examples, index_path=index_path, k=k, max_arity=max_arity, max_n=max_n,
                                  marker=marker, per_doc=per_doc)

    return linkage_risk_scorer


__all__: list[str] = ["score_linkage_risk", "make_linkage_risk_scorer"]
