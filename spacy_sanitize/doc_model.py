"""The Doc data model every spacy-sanitize component shares.

Why it looks like this:

* A component never changes ``doc.text``: ``nlp.evaluate`` and ``spacy
  evaluate`` align predictions with gold by text. Rewrites are therefore kept
  as *data* beside the text: an ordered log of edits in original character
  offsets (``doc._.sanitize_edits``). The sanitized text and the alignment
  between original and sanitized offsets are derived from that log by one
  function, :func:`derive_sanitized`, which every metric and later component
  (notably ``linkage_guard``) reads.
* Detected spans live in a span group (``doc.spans["pii"]``, label = entity
  type). Their per-span values are underscore attributes holding plain values
  (str, int, float, lists, dicts) and never ``Span`` objects, so that
  ``DocBin(store_user_data=True)``, ``doc.to_bytes()`` and
  ``nlp.pipe(n_process=2)`` carry them across.
* Later edits may supersede earlier ones: an edit that covers the whole range
  of earlier edits (e.g. a rephrasing of a sentence that already had a name
  replaced) replaces them; an edit that cuts an earlier one in two is an
  error, because the text it would edit no longer exists in the output.
"""

import weakref
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc, Span
from spacy.training import Example

from .errors import DocumentError

#: Default span group of detected personal information.
PII_SPAN_KEY = "pii"
#: Span group that :func:`make_sanitized_doc` fills with the replaced regions.
SANITIZED_SPAN_KEY = "sanitized"

#: Identifier types of TAB's annotation guidelines.
DIRECT = "DIRECT"
QUASI = "QUASI"
NO_MASK = "NO_MASK"
IDENTIFIER_TYPES = (DIRECT, QUASI, NO_MASK)

#: TAB's entity types.
TAB_ENTITY_TYPES = ("PERSON", "CODE", "LOC", "ORG", "DEM", "DATETIME", "QUANTITY", "MISC")

#: Span attributes (``span._.NAME``) and their defaults. Prefixed with ``pii_``
#: so that they never collide with another plugin's extensions.
SPAN_ATTRIBUTES: dict[str, Any] = {
    "pii_identifier_type": None,  # DIRECT / QUASI / NO_MASK
    "pii_entity_id": None,  # coreference group within the document
    "pii_replacement": None,  # the text that replaces the span, once chosen
    "pii_source": None,  # which detector source proposed the span
    "pii_subtype": None,  # a finer type than the label: PHONE, EMAIL, CARD, IBAN, NATIONAL_ID, ...
    "pii_score": None,  # pii_detector's confidence in the span, 0-1 (see detection/evidence.py)
    "pii_details": None,  # dict: candidates, guesses, reason... (audit trail)
}
#: Doc attributes (``doc._.NAME``).
DOC_ATTRIBUTES: dict[str, Any] = {
    "doc_id": None,
    "sanitize_edits": None,  # list of edit dicts, see :class:`Edit` (a tuple after msgpack)
}


def register_extensions() -> None:
    """Register the underscore attributes once (idempotent, cheap)."""
    for name, default in SPAN_ATTRIBUTES.items():
        if not Span.has_extension(name):
            Span.set_extension(name, default=default)
    for name, default in DOC_ATTRIBUTES.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=default)


register_extensions()


def get_doc_id(doc: Doc) -> str | None:
    """The document id used in error messages and scorers (may be None)."""
    return doc._.doc_id


@dataclass(frozen=True)
class Edit:
    """One rewrite of ``original[start:end]`` into ``replacement``.

    Offsets are character offsets into the *original* text, end exclusive.
    ``method`` names the component/strategy that made the edit; ``label`` is
    the entity type (or another category) and ``entity_id`` the coreference
    group, when the edit replaces a detected span.
    """

    start: int
    end: int
    original: str
    replacement: str
    method: str
    label: str | None = None
    entity_id: str | None = None
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        # Written out by hand: dataclasses.asdict deep-copies and is ~20x slower,
        # which shows on documents with 100,000+ edits.
        return {
            "start": self.start,
            "end": self.end,
            "original": self.original,
            "replacement": self.replacement,
            "method": self.method,
            "label": self.label,
            "entity_id": self.entity_id,
            "details": dict(self.details),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Edit":
        return cls(
            start=int(data["start"]),
            end=int(data["end"]),
            original=data["original"],
            replacement=data["replacement"],
            method=data["method"],
            label=data.get("label"),
            entity_id=data.get("entity_id"),
            details=dict(data.get("details") or {}),
        )

    def contains(self, other: "Edit") -> bool:
        return self.start <= other.start and other.end <= self.end

    def overlaps(self, other: "Edit") -> bool:
        return self.overlaps_range(other.start, other.end)

    def overlaps_range(self, start: int, end: int) -> bool:
        return self.start < end and start < self.end


def get_edits(doc: Doc) -> list[Edit]:
    """The document's edit log, in the order the edits were made."""
    return [Edit.from_dict(d) for d in (doc._.sanitize_edits or [])]


#: ``doc.text`` per live Doc. spaCy rebuilds ``doc.text`` from the tokens on
#: every access (a Python object per token), which cost a third of the
#: detector's time when each source read it; a Doc's text never changes, and
#: the weak keys let the entry go with the Doc.
_TEXTS: "weakref.WeakKeyDictionary[Doc, str]" = weakref.WeakKeyDictionary()
#: the Doc :func:`doc_text` last answered for (weakly) and its text: the detector's steps ask for one
#: Doc's text thousands of times in a row, and a weak dictionary's look-up makes a new weak reference
#: each time, where this asks one (a tuple, replaced whole: threads read an old pair or a new one)
_LAST_TEXT: "tuple[weakref.ref[Doc] | None, str]" = (None, "")


def remember_text(doc: Doc, text: str) -> None:
    """Tell :func:`doc_text` the text ``doc`` was made from (the tokenizer keeps every character)."""
    _TEXTS[doc] = text


def doc_text(doc: Doc) -> str:
    """``doc.text``, built once per Doc however many sources ask for it."""
    global _LAST_TEXT
    last_doc, last_text = _LAST_TEXT
    if last_doc is not None and last_doc() is doc:
        return last_text
    text = _TEXTS.get(doc)
    if text is None:
        text = _TEXTS[doc] = doc.text
    _LAST_TEXT = (weakref.ref(doc), text)
    return text



def make_edit(
    doc: Doc,
    start: int,
    end: int,
    replacement: str,
    *,
    method: str,
    label: str | None = None,
    entity_id: str | None = None,
    details: dict[str, Any] | None = None,
    text: str | None = None,
) -> Edit:
    """An :class:`Edit` of ``doc``'s text, checked for range and type (not yet logged).

    Callers making many edits may pass the text once as ``text``.
    """
    doc_id = get_doc_id(doc)
    if text is None:
        text = doc_text(doc)
    if not isinstance(replacement, str):
        raise DocumentError(doc_id, f"replacement for [{start}, {end}) must be a str, got {type(replacement).__name__}")
    if not (0 <= start < end <= len(text)):
        raise DocumentError(doc_id, f"edit offsets [{start}, {end}) are outside the text of length {len(text)}")
    return Edit(start, end, text[start:end], replacement, method, label, entity_id, dict(details or {}))


def add_edit(doc: Doc, start: int, end: int, replacement: str, **kwargs: Any) -> Edit:
    """Append one edit to the log after checking that it can be applied.

    Keyword arguments as :func:`make_edit` (``method`` is required). Raises
    :class:`DocumentError` (naming the document) for offsets outside the text,
    a non-string replacement, or an edit that would cut an earlier edit in two.
    """
    edit = make_edit(doc, start, end, replacement, **kwargs)
    add_edits(doc, [edit])
    return edit


def add_edits(doc: Doc, edits: Sequence[Edit]) -> None:
    """Append several edits at once: one validation pass, O(n log n) in all.

    Nothing is logged when any of them is invalid.
    """
    log = list(doc._.sanitize_edits or [])
    resolve_edits([Edit.from_dict(d) for d in log] + list(edits), doc_id=get_doc_id(doc))  # validates
    log.extend(edit.to_dict() for edit in edits)
    doc._.sanitize_edits = log


def resolve_edits(edits: Iterable[Edit], doc_id: str | None = None) -> list[Edit]:
    """The edits in force after later edits superseded earlier ones, by start.

    An edit supersedes every earlier edit inside its range (same range
    included). An edit that partly overlaps an earlier one, or lies strictly
    inside it, cannot be applied and raises :class:`DocumentError`.
    """
    in_force: list[Edit] = []  # non-overlapping, sorted by start
    starts: list[int] = []
    for edit in edits:
        # In-force edits overlapping [edit.start, edit.end) are contiguous.
        lo = bisect_right(starts, edit.start) - 1
        if lo < 0 or in_force[lo].end <= edit.start:
            lo += 1
        hi = lo
        while hi < len(in_force) and in_force[hi].start < edit.end:
            earlier = in_force[hi]
            if not edit.contains(earlier):
                raise DocumentError(
                    doc_id,
                    f"edit [{edit.start}, {edit.end}) by {edit.method!r} cuts the earlier edit "
                    f"[{earlier.start}, {earlier.end}) by {earlier.method!r}; an edit must cover "
                    "earlier edits entirely or not at all",
                )
            hi += 1
        in_force[lo:hi] = [edit]  # superseded edits go
        starts[lo:hi] = [edit.start]
    return in_force


@dataclass(frozen=True)
class Segment:
    """A stretch of the output: copied from the original, or an edit's replacement."""

    orig_start: int
    orig_end: int
    san_start: int
    san_end: int
    edit: Edit | None = None


class Alignment:
    """Maps character offsets between the original and the sanitized text.

    Offsets inside unchanged text map one to one. An offset inside a replaced
    region maps to the region's start (``to_sanitized``/``to_original``);
    :meth:`span_to_sanitized` and :meth:`span_to_original` widen a span to the
    whole replaced regions it touches, which is what metrics need.
    """

    def __init__(self, segments: Sequence[Segment]) -> None:
        self.segments = list(segments)
        self._orig_starts = [s.orig_start for s in self.segments]
        self._san_starts = [s.san_start for s in self.segments]

    def _segment(self, starts: list[int], offset: int) -> Segment:
        index = max(0, bisect_right(starts, offset) - 1)
        # Zero-length segments (a replacement by "" or an empty text) share their
        # start with the next segment; bisect_right already skipped past them.
        return self.segments[index]

    def to_sanitized(self, offset: int) -> int:
        return self._map(offset, to_sanitized=True)

    def to_original(self, offset: int) -> int:
        return self._map(offset, to_sanitized=False)

    def _map(self, offset: int, *, to_sanitized: bool) -> int:
        """``offset`` on one side mapped to the other: inside kept text exactly, inside an edit to its
        start (or, at its end, past it)."""
        if not self.segments:
            return 0
        seg = self._segment(self._orig_starts if to_sanitized else self._san_starts, offset)
        (src_start, src_end), (dst_start, dst_end) = (
            ((seg.orig_start, seg.orig_end), (seg.san_start, seg.san_end)) if to_sanitized
            else ((seg.san_start, seg.san_end), (seg.orig_start, seg.orig_end)))
        if seg.edit is None:
            return dst_start + min(offset - src_start, dst_end - dst_start)
        return dst_start if offset < src_end else dst_end

    def span_to_sanitized(self, start: int, end: int) -> tuple[int, int]:
        return self._widen(start, end, original_side=True)

    def span_to_original(self, start: int, end: int) -> tuple[int, int]:
        return self._widen(start, end, original_side=False)

    def _widen(self, start: int, end: int, original_side: bool) -> tuple[int, int]:
        starts = self._orig_starts if original_side else self._san_starts
        first = max(0, bisect_right(starts, start) - 1)
        while first > 0 and starts[first - 1] == starts[first]:
            first -= 1  # empty segments share their start with the next one
        out_start: int | None = None
        out_end: int | None = None
        for seg in self.segments[first:]:
            a, b = (seg.orig_start, seg.orig_end) if original_side else (seg.san_start, seg.san_end)
            c, d = (seg.san_start, seg.san_end) if original_side else (seg.orig_start, seg.orig_end)
            if a >= end and not (a == b == start == end):
                break
            # A segment touches the span when they overlap; an empty segment
            # (text replaced by "") touches it when it lies inside the span.
            touches = (a < end and start < b) or (a == b and start <= a < end)
            if not touches:
                continue
            if seg.edit is not None:
                lo, hi = c, d
            else:
                lo, hi = c + max(0, start - a), c + (min(end, b) - a)
            out_start = lo if out_start is None else min(out_start, lo)
            out_end = hi if out_end is None else max(out_end, hi)
        if out_start is None or out_end is None:
            point = self.to_sanitized(start) if original_side else self.to_original(start)
            return point, point
        return out_start, out_end


@dataclass(frozen=True)
class SanitizedText:
    """The text an edit log produces, with its alignment to the original."""

    text: str
    alignment: Alignment
    edits: list[Edit]


def derive_sanitized(text: str, edits: Iterable[Edit], doc_id: str | None = None) -> SanitizedText:
    """Apply an edit log to ``text``: the one place where output text is made."""
    in_force = resolve_edits(edits, doc_id=doc_id)
    parts: list[str] = []
    segments: list[Segment] = []
    orig_pos = 0
    san_pos = 0
    for edit in in_force:
        if edit.end > len(text) or text[edit.start : edit.end] != edit.original:
            raise DocumentError(
                doc_id,
                f"edit [{edit.start}, {edit.end}) expects {edit.original!r} but the text there is "
                f"{text[edit.start:edit.end]!r}; the edit log belongs to another text",
            )
        if edit.start > orig_pos:
            chunk = text[orig_pos : edit.start]
            segments.append(Segment(orig_pos, edit.start, san_pos, san_pos + len(chunk)))
            parts.append(chunk)
            san_pos += len(chunk)
        segments.append(Segment(edit.start, edit.end, san_pos, san_pos + len(edit.replacement), edit))
        parts.append(edit.replacement)
        san_pos += len(edit.replacement)
        orig_pos = edit.end
    if orig_pos < len(text) or not segments:
        chunk = text[orig_pos:]
        segments.append(Segment(orig_pos, len(text), san_pos, san_pos + len(chunk)))
        parts.append(chunk)
    return SanitizedText("".join(parts), Alignment(segments), in_force)


def sanitize_doc_text(doc: Doc) -> SanitizedText:
    """:func:`derive_sanitized` for a Doc's own text and edit log."""
    return derive_sanitized(doc_text(doc), get_edits(doc), doc_id=get_doc_id(doc))


def make_sanitized_doc(doc: Doc, nlp: Any | None = None, run_pipeline: bool = False) -> Doc:
    """A fresh Doc of the sanitized text, for running further spaCy components.

    The new Doc is tokenized with ``nlp`` (a blank pipeline of the same
    language when omitted); with ``run_pipeline=True`` the whole ``nlp`` runs
    on it. The replaced regions are in ``new_doc.spans["sanitized"]`` (label =
    the edit's label or method), and ``doc_id`` is carried over.
    """
    import spacy

    sanitized = sanitize_doc_text(doc)
    if nlp is None:
        nlp = spacy.blank(doc.lang_)
    new_doc = nlp(sanitized.text) if run_pipeline else nlp.make_doc(sanitized.text)
    new_doc._.doc_id = get_doc_id(doc)
    spans = []
    for seg in sanitized.alignment.segments:
        if seg.edit is None or seg.san_start == seg.san_end:
            continue
        span = new_doc.char_span(
            seg.san_start, seg.san_end, label=seg.edit.label or seg.edit.method, alignment_mode="expand"
        )
        if span is not None:
            spans.append(span)
    new_doc.spans[SANITIZED_SPAN_KEY] = spans
    return new_doc


def as_docs(items: Iterable[Doc | Example]) -> list[Doc]:
    """Docs from Docs or Examples (the predicted side carries the edits).

    ``nlp.evaluate`` and ``spacy evaluate`` make the predicted Doc from the
    reference's text alone (``nlp.make_doc``), so its ``doc._.doc_id`` is
    unset while the reference read from a DocBin has one: the predicted Doc
    then gets the reference's id (written onto it, so that every metric,
    including those that read ``doc._.doc_id`` directly, sees it). An id
    already on the predicted Doc is kept.
    """
    docs = []
    for item in items:
        if isinstance(item, Example):
            doc = item.predicted
            if get_doc_id(doc) is None:
                reference_id = get_doc_id(item.reference)
                if reference_id is not None:
                    doc._.doc_id = reference_id
            docs.append(doc)
        else:
            docs.append(item)
    return docs
