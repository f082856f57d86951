"""What a de-identified document looks like to linkage detection: its current text and its barriers.

The earlier components' rewrites are in the Doc's edit log (:mod:`spacy_sanitize.doc_model`);
linkage detection reads the text that log produces. Paper §3.2 excludes n-grams that cross
"[REDACTED] PIIs, which are per definition absent from the original text", so every replacement
made by another component (an entity label, a generalisation, a surrogate, a suppression) is a
*protected* region: a barrier no n-gram may include or cross, and a placeholder the rewriter must
keep. ``linkage_guard``'s own rephrasings are not protected - they are exactly what the next round
must check again - and neither is a fail-closed correction of one of them. Occurrences of the
redaction marker are barriers too (the marker is not in the original collection either).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from spacy.tokens import Doc

from ..doc_model import Edit, SanitizedText, Segment, derive_sanitized, doc_text, get_doc_id, get_edits

#: ``Edit.method`` of linkage_guard's rephrasings and redactions.
METHOD = "linkage_guard"
DEFAULT_MARKER = "[REDACTED]"


@dataclass
class View:
    """The sanitized text, its derivation, the protected segments and the barriers (sanitized offsets)."""

    text: str
    derived: SanitizedText
    protected: list[Segment]
    barriers: list[tuple[int, int]]

    def is_protected(self, segment: Segment) -> bool:
        return any(segment is p for p in self.protected)


def linkage_ranges(edits: Sequence[Edit]) -> set[tuple[int, int]]:
    """Original ranges rewritten by linkage_guard."""
    return {(e.start, e.end) for e in edits if e.method == METHOD}


def before_linkage(edits: Sequence[Edit]) -> list[Edit]:
    """The log up to linkage_guard's first edit: the de-identified input it was given."""
    for i, edit in enumerate(edits):
        if edit.method == METHOD:
            return list(edits[:i])
    return list(edits)


def make_view(text: str, edits: Sequence[Edit], marker: str = DEFAULT_MARKER, doc_id: str | None = None) -> View:
    """The view of ``text`` under ``edits`` (an edit log, in the order the edits were made)."""
    derived = derive_sanitized(text, edits, doc_id=doc_id)
    rewritten = linkage_ranges(edits)
    protected = [
        seg for seg in derived.alignment.segments
        if seg.edit is not None and seg.edit.method != METHOD and (seg.edit.start, seg.edit.end) not in rewritten
    ]
    barriers = [(seg.san_start, seg.san_end) for seg in protected]
    if marker and marker.strip():
        barriers.extend(m.span() for m in re.finditer(re.escape(marker), derived.text, flags=re.IGNORECASE))
    barriers.sort()
    return View(derived.text, derived, protected, barriers)


def doc_view(doc: Doc, marker: str = DEFAULT_MARKER, before: bool = False) -> View:
    """The view of a Doc's current output (or, with ``before=True``, of linkage_guard's input)."""
    edits = get_edits(doc)
    if before:
        edits = before_linkage(edits)
    return make_view(doc_text(doc), edits, marker=marker, doc_id=get_doc_id(doc))
