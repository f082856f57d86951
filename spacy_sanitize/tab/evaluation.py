"""TAB's evaluation of text anonymisation, reimplemented without spaCy.

The Text Anonymization Benchmark (Pilán et al., 2022; reference script
``evaluation.py`` of NorskRegnesentral/text-anonymization-benchmark) scores a
system by the character spans it masks. Numbers are only comparable with
published ones if the rules are the same, so this module reproduces them
exactly (uniform token weights):

* **Gold.** Each annotator's mentions are grouped into entities by
  ``entity_id``. A mention needs masking iff its identifier type is DIRECT or
  QUASI. An entity needs masking iff one of its mentions does (an entity whose
  mentions disagree is marked as needing masking, but the per-mention flags are
  kept). Its type and its ``is_direct`` flag come from its *first* mention.
* **Masked mention.** A gold span counts as masked when every character of it
  is covered by a predicted span, ignoring characters matched (in the
  lower-cased mention) by :data:`SKIP_REGEX`: titles, prepositions,
  articles, the possessive and some punctuation and spaces.
* **Recall** (token or mention level, micro-averaged over annotators): every
  mention - at token level every ``\\w+`` token of it - of every entity that
  needs masking counts once; note that TAB iterates over *all* mentions of
  such an entity, also the NO_MASK ones of an inconsistent entity.
* **Entity recall**: an entity is masked when all of its mentions that need
  masking are masked.
* **Precision** (token or mention level): every predicted span (split into
  ``\\w+`` tokens at token level) adds the number of the document's annotators
  to the denominator and the number of annotators having one mention that
  needs masking and fully contains it to the numerator.
* Every ratio is 0 when its denominator is 0.

Deliberate differences from the script, all on inputs the script handles
badly or not at all:

* Documents absent from the predictions count as documents in which nothing
  was masked (the script silently leaves them out of every metric, so a
  system could raise its recall by skipping hard documents). Pass
  ``skip_missing=True`` for the script's behaviour.
* The annotators of a document are those whose annotations it lists, even
  with no mention (the script counts only annotators with one entity; both
  agree on TAB's data), so a false positive in a document without gold
  mentions still costs precision.
* Entity ids only need to be unique per annotator; predicted offsets outside
  the text and predicted ids absent from the gold are errors naming the
  document instead of being ignored.
* Gold mentions whose identifier type is ``None`` (unknown, e.g. in the TAB
  reconstruction that has lost it) need masking; per-identifier-type recalls
  are then ``None``, because they cannot be computed. Mentions without an
  entity id are grouped into entities by identical normalised text
  (:func:`normalise_mention_text`) and entity type.

The script's interval tree is replaced by a per-document byte mask and sorted
arrays, which score the 127 TAB test documents in a fraction of a second.
"""

import json
import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import DocumentError
from ..normalise import normalise_mention

# Identifier types of TAB's guidelines (duplicated from ``doc_model`` so that
# this module stays importable without spaCy).
DIRECT = "DIRECT"
QUASI = "QUASI"
NO_MASK = "NO_MASK"
IDENTIFIER_TYPES = (DIRECT, QUASI, NO_MASK)
#: Annotator name for gold data with a single, unnamed annotator.
DEFAULT_ANNOTATOR = "gold"

#: Tokens that TAB's recall ignores inside a mention: they carry little
#: content and annotators disagree on whether spans include them.
SKIPPABLE_TOKENS = (
    "mr", "mrs", "ms", "and", "or", "from", "until", "to", "about", "after", "as", "at",
    "before", "between", "by", "during", "for", "in", "into", "of", "on", "over", "since",
    "with", "the", "a", "an", "no", "nr", "’s", "'s",
)  # fmt: skip
#: Single characters that TAB's recall ignores (the space included).
SKIPPABLE_PUNCTUATION = ",.-;:/&()[]–'\" ’“”"
#: The alternation TAB matches in the lower-cased mention, in TAB's order
#: (order matters for overlapping alternatives such as "a" and "an").
SKIP_REGEX = re.compile(
    "(?:"
    + "|".join(
        [r"\b" + re.escape(token) + r"\b" for token in SKIPPABLE_TOKENS]
        + [re.escape(char) for char in SKIPPABLE_PUNCTUATION]
    )
    + ")",
    re.IGNORECASE,
)
#: What TAB calls a token for token-level scores.
TOKEN_REGEX = re.compile(r"\w+")

Span = tuple[int, int]
Predictions = Mapping[str, Iterable[Sequence[int]]]


# ---------------------------------------------------------------------------
# Small text helpers
# ---------------------------------------------------------------------------


#: Kept under this name for the evaluator's callers.
normalise_mention_text = normalise_mention


def split_tokens(text: str, start: int, end: int) -> list[Span]:
    """The ``\\w+`` tokens of ``text[start:end]``, in document offsets."""
    return [m.span() for m in TOKEN_REGEX.finditer(text, start, end)]


class MaskedOffsets:
    """The characters of one text that a system masked, as a byte mask.

    Equivalent to TAB's set of masked offsets (``x in masked``), but building
    it and finding the uncovered characters of a mention are array
    operations instead of set operations over every character.
    """

    __slots__ = ("length", "_mask")

    def __init__(self, length: int, spans: Iterable[Span] = ()) -> None:
        self.length = length
        self._mask = bytearray(length)
        for start, end in spans:
            start, end = max(0, start), min(length, end)
            if start < end:
                self._mask[start:end] = b"\x01" * (end - start)

    def __contains__(self, offset: object) -> bool:
        return isinstance(offset, int) and 0 <= offset < self.length and self._mask[offset] == 1

    def uncovered(self, start: int, end: int) -> set[int]:
        """Offsets of ``[start, end)`` that no predicted span covers."""
        lo, hi = max(0, start), min(self.length, end)
        # Offsets outside the text can never be masked.
        out = set(range(start, min(lo, end))) | set(range(max(hi, start), end))
        if lo < hi and self._mask.find(0, lo, hi) != -1:
            out.update(i for i in range(lo, hi) if not self._mask[i])
        return out


def is_mention_masked(
    text: str, masked_offsets: MaskedOffsets | AbstractSet[int], start: int, end: int
) -> bool:
    """TAB's test of whether ``text[start:end]`` is masked.

    Every offset must be masked, except the ones of skippable tokens and
    punctuation (:data:`SKIP_REGEX`, matched in the lower-cased mention as
    TAB does, word boundaries included).
    """
    if isinstance(masked_offsets, MaskedOffsets):
        uncovered = masked_offsets.uncovered(start, end)
    else:
        uncovered = {i for i in range(start, end) if i not in masked_offsets}
    if not uncovered:
        return True
    for match in SKIP_REGEX.finditer(text[start:end].lower()):
        uncovered.difference_update(range(start + match.start(), start + match.end()))
        if not uncovered:
            return True
    return False


# ---------------------------------------------------------------------------
# Gold data
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class GoldMention:
    """One annotated mention: ``text[start:end]`` of TAB type ``entity_type``.

    ``identifier_type`` is DIRECT, QUASI, NO_MASK, or None when unknown (then
    the mention is assumed to need masking). ``entity_id`` groups coreferent
    mentions of one annotator; None lets :meth:`GoldDocument.from_mentions`
    group by normalised text.
    """

    start: int
    end: int
    entity_type: str
    identifier_type: str | None = None
    entity_id: str | None = None
    annotator: str = DEFAULT_ANNOTATOR
    mention_id: str | None = None

    @property
    def need_masking(self) -> bool:
        return self.identifier_type != NO_MASK


@dataclass(frozen=True)
class GoldEntity:
    """The mentions one annotator linked to the same entity, in input order."""

    entity_id: str
    annotator: str
    mentions: tuple[GoldMention, ...]

    @property
    def entity_type(self) -> str:
        """TAB takes the type of the entity's first mention."""
        return self.mentions[0].entity_type

    @property
    def is_direct(self) -> bool:
        """TAB takes this flag from the entity's first mention only."""
        return self.mentions[0].identifier_type == DIRECT

    @property
    def need_masking(self) -> bool:
        """True when any mention needs masking (inconsistent entities included)."""
        return any(m.need_masking for m in self.mentions)


@dataclass(frozen=True)
class GoldDocument:
    """A gold document: its text, the entities of all its annotators, and those annotators."""

    doc_id: str
    text: str
    entities: tuple[GoldEntity, ...]
    annotators: tuple[str, ...]
    dataset_type: str | None = None

    @classmethod
    def from_mentions(
        cls,
        doc_id: str,
        text: str,
        mentions: Iterable[GoldMention],
        *,
        annotators: Sequence[str] | None = None,
        dataset_type: str | None = None,
    ) -> "GoldDocument":
        """Validate mentions and group them into entities per annotator.

        ``annotators`` lists who annotated the document (their count is the
        precision's weight); by default the annotators of the mentions, or
        :data:`DEFAULT_ANNOTATOR` when there is none.
        """
        mentions = list(mentions)
        for mention in mentions:
            _check_mention(doc_id, text, mention)
        mentions = assign_entity_ids(text, mentions)
        grouped: dict[tuple[str, str], list[GoldMention]] = {}
        for mention in mentions:
            grouped.setdefault((mention.annotator, str(mention.entity_id)), []).append(mention)
        entities = tuple(GoldEntity(eid, ann, tuple(ms)) for (ann, eid), ms in grouped.items())
        if annotators is None:
            annotators = list(dict.fromkeys(m.annotator for m in mentions)) or [DEFAULT_ANNOTATOR]
        else:
            missing = {m.annotator for m in mentions} - set(annotators)
            if missing:
                raise DocumentError(
                    doc_id, f"mentions by annotators {sorted(missing)} who are not in annotators={list(annotators)}"
                )
        return cls(doc_id, text, entities, tuple(annotators), dataset_type)

    @property
    def mentions(self) -> list[GoldMention]:
        return [m for entity in self.entities for m in entity.mentions]

    @property
    def has_identifier_types(self) -> bool:
        """Whether every mention has a known identifier type (False for the reconstruction)."""
        return all(m.identifier_type is not None for e in self.entities for m in e.mentions)

    def entities_to_mask(self, include_direct: bool = True, include_quasi: bool = True) -> list[GoldEntity]:
        """Entities that need masking, filtered on their (first mention's) DIRECT flag."""
        return [
            e
            for e in self.entities
            if e.need_masking and (include_direct if e.is_direct else include_quasi)
        ]


def check_offsets(doc_id: str, text_length: int, start: Any, end: Any, where: str = "gold mention") -> None:
    """Raise a :class:`DocumentError` naming the document unless ``[start, end)``
    are integer character offsets inside a text of ``text_length``."""
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (start, end)):
        raise DocumentError(doc_id, f"{where}: offsets must be integers, got [{start!r}, {end!r})")
    if start < 0 or end > text_length or start >= end:
        raise DocumentError(
            doc_id,
            f"{where}: invalid offsets [{start}, {end}) for a text of length {text_length} "
            "(character offsets, end exclusive, 0 <= start < end <= len(text))",
        )


def _check_mention(doc_id: str, text: str, mention: GoldMention) -> None:
    start, end = mention.start, mention.end
    check_offsets(doc_id, len(text), start, end)
    if mention.identifier_type not in IDENTIFIER_TYPES and mention.identifier_type is not None:
        raise DocumentError(
            doc_id,
            f"gold mention [{start}, {end}) has identifier type {mention.identifier_type!r}; "
            f"expected one of {list(IDENTIFIER_TYPES)} (or None when unknown)",
        )


def assign_entity_ids(text: str, mentions: Sequence[GoldMention]) -> list[GoldMention]:
    """Give mentions without an entity id a synthetic one.

    Mentions of the same annotator with the same entity type and the same
    :func:`normalise_mention_text` share an id (``auto_e1``, ``auto_e2``...,
    skipping ids already in use); a mention with nothing left after
    normalisation (only punctuation) gets an id of its own.
    """
    if all(m.entity_id is not None for m in mentions):
        return [m if isinstance(m.entity_id, str) else _with_id(m, str(m.entity_id)) for m in mentions]
    used = {str(m.entity_id) for m in mentions if m.entity_id is not None}
    counter = 0
    by_key: dict[tuple[str, str, str], str] = {}
    out: list[GoldMention] = []
    for mention in mentions:
        if mention.entity_id is not None:
            out.append(_with_id(mention, str(mention.entity_id)))
            continue
        norm = normalise_mention_text(text[mention.start : mention.end])
        key = (mention.annotator, mention.entity_type, norm)
        if not norm or key not in by_key:
            counter += 1
            while f"auto_e{counter}" in used:
                counter += 1
            new_id = f"auto_e{counter}"
            if norm:
                by_key[key] = new_id
        else:
            new_id = by_key[key]
        out.append(_with_id(mention, new_id))
    return out


def _with_id(mention: GoldMention, entity_id: str) -> GoldMention:
    return GoldMention(
        mention.start,
        mention.end,
        mention.entity_type,
        mention.identifier_type,
        entity_id,
        mention.annotator,
        mention.mention_id,
    )


# ---------------------------------------------------------------------------
# Predictions
# ---------------------------------------------------------------------------


def parse_predictions(data: Any, source: str = "predictions") -> dict[str, list[Span]]:
    """Validate ``{doc_id: [[start, end, ...], ...]}`` and keep the offsets.

    Extra elements of an entry (a replacement string, a label) are ignored.
    Offsets must be integers with ``0 <= start <= end``; whether ``end`` fits
    the text is checked by :class:`TabEvaluator`, which knows the text.
    """
    if not isinstance(data, dict):
        raise ValueError(
            f"{source}: expected a JSON object mapping document ids to lists of [start, end, ...] "
            f"entries, got {type(data).__name__}"
        )
    parsed: dict[str, list[Span]] = {}
    for doc_id, entries in data.items():
        if not isinstance(entries, list):
            raise DocumentError(
                doc_id, f"{source}: expected a list of [start, end, ...] entries, got {type(entries).__name__}"
            )
        parsed[str(doc_id)] = [_parse_entry(str(doc_id), i, entry, source) for i, entry in enumerate(entries)]
    return parsed


def _parse_entry(doc_id: str, index: int, entry: Any, source: str) -> Span:
    if isinstance(entry, (list, tuple)) and len(entry) >= 2 and all(_is_int(x) for x in entry[:2]):
        start, end = int(entry[0]), int(entry[1])
        if 0 <= start <= end:
            return start, end
    raise DocumentError(
        doc_id,
        f"{source}: entry {index} is {entry!r}; expected [start, end, ...] with integer character "
        "offsets 0 <= start <= end (end exclusive)",
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def load_predictions(path: str | Path) -> dict[str, list[Span]]:
    """Read a TAB predictions file ``{doc_id: [[start, end, ...], ...]}``."""
    path = Path(path)
    try:
        with path.open(encoding="utf8") as file_:
            data = json.load(file_)
    except json.JSONDecodeError as err:
        raise ValueError(f"{path}: not valid JSON ({err}); expected {{doc_id: [[start, end, ...], ...]}}") from err
    return parse_predictions(data, source=str(path))


# ---------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------


@dataclass
class _Ratio:
    hits: int = 0
    total: int = 0

    def add(self, hit: bool) -> None:
        self.hits += hit
        self.total += 1

    @property
    def value(self) -> float:
        return self.hits / self.total if self.total else 0.0


@dataclass
class _Tally:
    """Every count of TAB's metrics, filled in one pass over the documents."""

    token: dict[str, _Ratio] = field(default_factory=lambda: {k: _Ratio() for k in ("all", DIRECT, QUASI)})
    mention: dict[str, _Ratio] = field(default_factory=lambda: {k: _Ratio() for k in ("all", DIRECT, QUASI)})
    entity: dict[str, _Ratio] = field(default_factory=lambda: {k: _Ratio() for k in ("all", DIRECT, QUASI)})
    token_by_type: dict[str, _Ratio] = field(default_factory=dict)
    mention_by_type: dict[str, _Ratio] = field(default_factory=dict)
    token_precision: _Ratio = field(default_factory=_Ratio)
    mention_precision: _Ratio = field(default_factory=_Ratio)
    n_docs: int = 0
    n_mentions: int = 0
    n_predicted_spans: int = 0
    has_identifier_types: bool = True


class _ContainmentIndex:
    """Which annotators have a mention needing masking that contains a span.

    Per annotator, the mentions sorted by start with a running maximum of
    their ends: some mention contains ``[start, end)`` iff the largest end
    among the mentions starting at or before ``start`` reaches ``end``.
    """

    def __init__(self, doc: GoldDocument) -> None:
        spans: dict[str, list[Span]] = {}
        for entity in doc.entities:
            if entity.need_masking:
                for m in entity.mentions:
                    if m.need_masking:
                        spans.setdefault(entity.annotator, []).append((m.start, m.end))
        self._index: list[tuple[list[int], list[int]]] = []
        for annotator_spans in spans.values():
            annotator_spans.sort()
            starts = [s for s, _ in annotator_spans]
            max_ends: list[int] = []
            running = -1
            for _, e in annotator_spans:
                running = max(running, e)
                max_ends.append(running)
            self._index.append((starts, max_ends))

    def count(self, start: int, end: int) -> int:
        if start >= end:
            return 0  # an empty span overlaps nothing in TAB's interval tree
        n = 0
        for starts, max_ends in self._index:
            i = bisect_right(starts, start)
            if i and max_ends[i - 1] >= end:
                n += 1
        return n


class TabEvaluator:
    """TAB's metrics for predicted spans against gold documents.

    ``predictions`` map document ids to ``(start, end)`` character spans (or
    longer entries whose first two elements are the offsets). Documents
    absent from ``predictions`` count as documents where nothing was masked,
    unless ``skip_missing=True`` (TAB's script). Predicted ids absent from
    the gold raise a :class:`DocumentError` naming them.
    """

    def __init__(self, gold_docs: Iterable[GoldDocument]) -> None:
        self.documents: dict[str, GoldDocument] = {}
        for doc in gold_docs:
            if doc.doc_id in self.documents:
                raise DocumentError(doc.doc_id, "appears twice in the gold documents; document ids must be unique")
            self.documents[doc.doc_id] = doc

    # -- public metrics ------------------------------------------------------

    def evaluate(
        self, predictions: Predictions, *, skip_missing: bool = False, per_type: bool = True
    ) -> dict[str, Any]:
        """All metrics as a flat dict (see the module docstring for the rules).

        Keys: ``token_recall``, ``mention_recall``, ``entity_recall`` and their
        ``_direct``/``_quasi`` variants (None without identifier types),
        ``token_precision``, ``mention_precision``, ``token_f1``,
        ``token_recall_per_type``, ``mention_recall_per_type`` (when
        ``per_type``), ``n_docs``, ``n_mentions`` (gold mentions of all
        annotators, NO_MASK included), ``n_mentions_to_mask`` and
        ``n_predicted_spans``.
        """
        tally = self._tally(predictions, skip_missing)
        typed = tally.has_identifier_types and tally.n_docs > 0
        token_recall = tally.token["all"].value
        token_precision = tally.token_precision.value
        result: dict[str, Any] = {
            "token_recall": token_recall,
            "mention_recall": tally.mention["all"].value,
            "entity_recall": tally.entity["all"].value,
            "token_precision": token_precision,
            "mention_precision": tally.mention_precision.value,
            "token_f1": f1_score(token_precision, token_recall),
        }
        for level, ratios in (("token", tally.token), ("mention", tally.mention), ("entity", tally.entity)):
            result[f"{level}_recall_direct"] = ratios[DIRECT].value if typed else None
            result[f"{level}_recall_quasi"] = ratios[QUASI].value if typed else None
        if per_type:
            result["token_recall_per_type"] = {k: r.value for k, r in sorted(tally.token_by_type.items())}
            result["mention_recall_per_type"] = {k: r.value for k, r in sorted(tally.mention_by_type.items())}
        result.update(
            n_docs=tally.n_docs,
            n_mentions=tally.n_mentions,
            n_mentions_to_mask=tally.mention["all"].total,
            n_predicted_spans=tally.n_predicted_spans,
        )
        return result

    def recall(
        self,
        predictions: Predictions,
        include_direct: bool = True,
        include_quasi: bool = True,
        token_level: bool = True,
        *,
        skip_missing: bool = False,
    ) -> float:
        """Token- or mention-level recall, as TAB's ``get_recall``."""
        tally = self._tally(predictions, skip_missing)
        ratios = tally.token if token_level else tally.mention
        return _combine(ratios, include_direct, include_quasi)

    def entity_recall(
        self,
        predictions: Predictions,
        include_direct: bool = True,
        include_quasi: bool = True,
        *,
        skip_missing: bool = False,
    ) -> float:
        """Entity-level recall, as TAB's ``get_entity_recall``."""
        return _combine(self._tally(predictions, skip_missing).entity, include_direct, include_quasi)

    def recall_per_entity_type(
        self, predictions: Predictions, token_level: bool = True, *, skip_missing: bool = False
    ) -> dict[str, float]:
        """Recall by entity type over all entities to mask, as TAB's ``get_recall_per_entity_type``."""
        tally = self._tally(predictions, skip_missing)
        ratios = tally.token_by_type if token_level else tally.mention_by_type
        return {k: r.value for k, r in sorted(ratios.items())}

    def precision(self, predictions: Predictions, token_level: bool = True, *, skip_missing: bool = False) -> float:
        """Uniformly weighted precision, as TAB's ``get_precision``."""
        tally = self._tally(predictions, skip_missing)
        return (tally.token_precision if token_level else tally.mention_precision).value

    # -- the one pass --------------------------------------------------------

    def _tally(self, predictions: Predictions, skip_missing: bool) -> _Tally:
        unknown = [doc_id for doc_id in predictions if doc_id not in self.documents]
        if unknown:
            shown = ", ".join(repr(d) for d in unknown[:10]) + (" ..." if len(unknown) > 10 else "")
            raise DocumentError(
                unknown[0],
                f"{len(unknown)} predicted document id(s) are not in the gold documents: {shown}; "
                "score predictions against the gold file of the same split",
            )
        tally = _Tally()
        for doc_id, doc in self.documents.items():
            if doc_id in predictions:
                spans = _check_spans(doc, predictions[doc_id])
            elif skip_missing:
                continue
            else:
                spans = []
            _tally_document(tally, doc, spans)
        return tally


def _check_spans(doc: GoldDocument, entries: Iterable[Sequence[int]]) -> list[Span]:
    spans: list[Span] = []
    for index, entry in enumerate(entries):
        start, end = _parse_entry(doc.doc_id, index, entry, "predictions")
        if end > len(doc.text):
            raise DocumentError(
                doc.doc_id,
                f"predicted span {index} [{start}, {end}) ends after the text (length {len(doc.text)}); "
                "predictions must use character offsets into the gold text",
            )
        spans.append((start, end))
    return spans


def _tally_document(tally: _Tally, doc: GoldDocument, spans: list[Span]) -> None:
    text = doc.text
    masked = MaskedOffsets(len(text), spans)
    tally.n_docs += 1
    tally.n_mentions += sum(len(e.mentions) for e in doc.entities)
    tally.n_predicted_spans += len(spans)
    tally.has_identifier_types = tally.has_identifier_types and doc.has_identifier_types
    for entity in doc.entities_to_mask():
        group = DIRECT if entity.is_direct else QUASI
        type_tokens = tally.token_by_type.setdefault(entity.entity_type, _Ratio())
        type_mentions = tally.mention_by_type.setdefault(entity.entity_type, _Ratio())
        entity_masked = True
        for mention in entity.mentions:
            hit = is_mention_masked(text, masked, mention.start, mention.end)
            for ratio in (tally.mention["all"], tally.mention[group], type_mentions):
                ratio.add(hit)
            if not hit and mention.need_masking:
                entity_masked = False
            for token_start, token_end in split_tokens(text, mention.start, mention.end):
                # Tokens are tested on their own, as TAB does: skipping is
                # matched in the token's text, which can differ from the mention's
                # (the "s" of "smith’s" is skipped in the mention, not alone).
                token_hit = is_mention_masked(text, masked, token_start, token_end)
                for ratio in (tally.token["all"], tally.token[group], type_tokens):
                    ratio.add(token_hit)
        tally.entity["all"].add(entity_masked)
        tally.entity[group].add(entity_masked)
    _tally_precision(tally, doc, spans)


def _tally_precision(tally: _Tally, doc: GoldDocument, spans: list[Span]) -> None:
    if not spans:
        return
    index = _ContainmentIndex(doc)
    n_annotators = len(doc.annotators)
    for start, end in spans:
        tally.mention_precision.hits += index.count(start, end)
        tally.mention_precision.total += n_annotators
        for token_start, token_end in split_tokens(doc.text, start, end):
            tally.token_precision.hits += index.count(token_start, token_end)
            tally.token_precision.total += n_annotators


def _combine(ratios: dict[str, _Ratio], include_direct: bool, include_quasi: bool) -> float:
    hits = (ratios[DIRECT].hits if include_direct else 0) + (ratios[QUASI].hits if include_quasi else 0)
    total = (ratios[DIRECT].total if include_direct else 0) + (ratios[QUASI].total if include_quasi else 0)
    return hits / total if total else 0.0


def f1_score(precision: float, recall: float) -> float:
    """Harmonic mean, 0 when both are 0."""
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def evaluate_predictions(
    gold_docs: Iterable[GoldDocument], predictions: Predictions, *, skip_missing: bool = False, per_type: bool = True
) -> dict[str, Any]:
    """Shortcut for ``TabEvaluator(gold_docs).evaluate(predictions)``."""
    return TabEvaluator(gold_docs).evaluate(predictions, skip_missing=skip_missing, per_type=per_type)
