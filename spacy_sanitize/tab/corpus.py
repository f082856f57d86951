"""Read TAB corpora into gold documents, spaCy Docs, Examples and DocBins.

Two schemas are read, detected per document:

* the **official** TAB JSON (``echr_{train,dev,test}.json``): ``{doc_id, text,
  dataset_type, annotations: {annotator: {entity_mentions: [...]}}}`` with
  identifier types, entity ids and several annotators per test document;
* the **reconstruction** in ``../shared/data/tab`` (``{doc_id, text,
  dataset_type, mentions: [{start_offset, end_offset, entity_type,
  span_text}]}``): one annotator, no identifier types (every mention is
  assumed to need masking) and no entity ids (coreferent mentions are grouped
  by identical normalised text and entity type).

The evaluator (:func:`read_gold`) keeps every annotator, because TAB's
metrics micro-average over them; a spaCy Doc holds one annotation, so
:func:`tab_to_docs` takes one annotator (the first of each document unless
``annotator`` is given). Gold spans go to ``doc.spans[span_key]`` with the
shared span attributes of :mod:`spacy_sanitize.doc_model`; all mentions are
kept, NO_MASK ones with identifier type NO_MASK, so that a detector can learn
what not to mask and the scorer can tell them apart.
"""

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import spacy
import srsly
from spacy.language import Language
from spacy.tokens import Doc, DocBin
from spacy.tokens import Span as SpacySpan
from spacy.training import Example
from spacy.util import filter_spans

from ..doc_model import PII_SPAN_KEY
from ..errors import DocumentError
from .evaluation import DEFAULT_ANNOTATOR, IDENTIFIER_TYPES, GoldDocument, GoldMention, check_offsets

#: Annotator name given to the reconstruction's single annotator.
RECONSTRUCTION_ANNOTATOR = DEFAULT_ANNOTATOR
#: ``span._.pii_source`` of gold spans.
GOLD_SOURCE = "gold"
#: Ranking used when mentions snapped to the same characters must share attributes.
_PROTECTION = {"DIRECT": 3, "QUASI": 2, None: 1, "NO_MASK": 0}

PathLike = str | Path


@dataclass(frozen=True)
class TabDocument:
    """One parsed TAB document: the text and the mentions of each annotator.

    ``annotators`` lists the annotators in file order (one, named
    :data:`RECONSTRUCTION_ANNOTATOR`, for the reconstruction); ``schema`` is
    ``"official"`` or ``"reconstruction"``.
    """

    doc_id: str
    text: str
    dataset_type: str | None
    annotators: tuple[str, ...]
    mentions: tuple[GoldMention, ...]
    schema: str

    def to_gold(self) -> GoldDocument:
        """The evaluator's view: every annotator, entities grouped per annotator."""
        return GoldDocument.from_mentions(
            self.doc_id, self.text, self.mentions, annotators=self.annotators, dataset_type=self.dataset_type
        )

    def mentions_of(self, annotator: str | None = None) -> list[GoldMention]:
        """The mentions of one annotator (the first one by default), with entity ids filled in.

        The reconstruction has a single annotator, so ``annotator`` is ignored for it.
        """
        name = self.annotators[0] if annotator is None or self.schema == "reconstruction" else annotator
        if annotator is not None and annotator not in self.annotators and self.schema != "reconstruction":
            raise DocumentError(
                self.doc_id,
                f"has no annotations by {annotator!r}; its annotators are {list(self.annotators)} "
                "(pass annotator=None to take the first one)",
            )
        return [m for m in self.to_gold().mentions if m.annotator == name]


# ---------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------


def read_tab(path: PathLike, errors: list[DocumentError] | None = None) -> list[TabDocument]:
    """Parse a TAB JSON file of either schema, validating every document.

    With an ``errors`` list, a bad document is appended there and skipped, so
    that the others still come out; without one, it raises.
    """
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"TAB file not found: {path}")
    try:
        data = srsly.read_json(path)
    except ValueError as err:
        raise ValueError(f"{path}: not valid JSON ({err}); expected a list of TAB documents") from err
    return parse_tab(data, source=str(path), errors=errors)


def parse_tab(data: Any, source: str = "TAB data", errors: list[DocumentError] | None = None) -> list[TabDocument]:
    """Parse already-loaded TAB JSON (a list of documents); ``errors`` as :func:`read_tab`."""
    if not isinstance(data, list):
        raise ValueError(f"{source}: expected a JSON list of documents, got {type(data).__name__}")
    docs: list[TabDocument] = []
    seen = set()
    for index, raw in enumerate(data):
        try:
            doc = parse_tab_document(raw, index=index)
            if doc.doc_id in seen:
                raise DocumentError(doc.doc_id, f"{source}: appears twice; document ids must be unique")
        except DocumentError as error:
            if errors is None:
                raise
            errors.append(error)
            continue
        seen.add(doc.doc_id)
        docs.append(doc)
    return docs


def parse_tab_document(raw: Any, index: int = 0) -> TabDocument:
    """Parse one document, detecting its schema from its keys."""
    if not isinstance(raw, dict):
        raise DocumentError(None, f"document #{index}: expected a JSON object, got {type(raw).__name__}")
    doc_id = raw.get("doc_id")
    text = raw.get("text")
    if doc_id is None:
        raise DocumentError(None, f"document #{index}: missing 'doc_id'")
    doc_id = str(doc_id)
    if not isinstance(text, str):
        raise DocumentError(doc_id, f"'text' must be a string, got {type(text).__name__}")
    dataset_type = raw.get("dataset_type")
    if "annotations" in raw:
        annotators, mentions = _parse_official(doc_id, text, raw["annotations"])
        schema = "official"
    elif "mentions" in raw:
        mentions = _parse_reconstruction(doc_id, text, raw["mentions"])
        annotators, schema = [RECONSTRUCTION_ANNOTATOR], "reconstruction"
    else:
        raise DocumentError(
            doc_id,
            "has neither 'annotations' (official TAB schema) nor 'mentions' (TAB reconstruction schema)",
        )
    doc = TabDocument(doc_id, text, dataset_type, tuple(annotators), tuple(mentions), schema)
    doc.to_gold()  # validates offsets and identifier types, naming the document
    return doc


def _parse_official(doc_id: str, text: str, annotations: Any) -> tuple[list[str], list[GoldMention]]:
    if not isinstance(annotations, dict) or not annotations:
        raise DocumentError(doc_id, "'annotations' must be a non-empty object {annotator: {entity_mentions: [...]}}")
    mentions: list[GoldMention] = []
    for annotator, by_annotator in annotations.items():
        if not isinstance(by_annotator, dict) or not isinstance(by_annotator.get("entity_mentions"), list):
            raise DocumentError(doc_id, f"annotations of {annotator!r} must hold an 'entity_mentions' list")
        for i, raw in enumerate(by_annotator["entity_mentions"]):
            where = f"mention {i} of annotator {annotator!r}"
            _require(doc_id, raw, where, ("entity_id", "identifier_type", "start_offset", "end_offset", "entity_type"))
            if raw["identifier_type"] not in IDENTIFIER_TYPES:
                raise DocumentError(
                    doc_id,
                    f"{where}: identifier_type {raw['identifier_type']!r} is not one of {list(IDENTIFIER_TYPES)}",
                )
            start, end = _offsets(doc_id, text, raw, where)
            mentions.append(GoldMention(start, end, str(raw["entity_type"]), raw["identifier_type"],
                                        str(raw["entity_id"]), str(annotator), raw.get("entity_mention_id")))
    return [str(a) for a in annotations], mentions


def _parse_reconstruction(doc_id: str, text: str, raw_mentions: Any) -> list[GoldMention]:
    if not isinstance(raw_mentions, list):
        raise DocumentError(doc_id, f"'mentions' must be a list, got {type(raw_mentions).__name__}")
    mentions = []
    for i, raw in enumerate(raw_mentions):
        where = f"mention {i}"
        _require(doc_id, raw, where, ("start_offset", "end_offset", "entity_type"))
        start, end = _offsets(doc_id, text, raw, where)
        mentions.append(GoldMention(start, end, str(raw["entity_type"]), raw.get("identifier_type"),
                                    raw.get("entity_id"), RECONSTRUCTION_ANNOTATOR))
    return mentions


def _require(doc_id: str, raw: Any, where: str, keys: Sequence[str]) -> None:
    if not isinstance(raw, dict):
        raise DocumentError(doc_id, f"{where}: expected an object, got {type(raw).__name__}")
    missing = [k for k in keys if k not in raw]
    if missing:
        raise DocumentError(doc_id, f"{where}: missing {missing}")


def _offsets(doc_id: str, text: str, raw: dict[str, Any], where: str) -> tuple[int, int]:
    start, end = raw["start_offset"], raw["end_offset"]
    check_offsets(doc_id, len(text), start, end, where)
    span_text = raw.get("span_text")
    if span_text is not None and span_text != text[start:end]:
        raise DocumentError(
            doc_id,
            f"{where}: span_text {span_text!r} differs from the text at [{start}, {end}), "
            f"{text[start:end]!r}; the offsets or the text were changed after annotation",
        )
    return start, end


def read_gold(path: PathLike) -> list[GoldDocument]:
    """Gold documents of every annotator, for :class:`~.evaluation.TabEvaluator`."""
    return [doc.to_gold() for doc in read_tab(path)]


# ---------------------------------------------------------------------------
# spaCy Docs
# ---------------------------------------------------------------------------


def make_gold_doc(
    nlp: Language,
    tab_doc: TabDocument,
    annotator: str | None = None,
    span_key: str = PII_SPAN_KEY,
    set_ents: bool = False,
) -> Doc:
    """A Doc of ``tab_doc``'s text with one annotator's mentions as spans.

    Spans are snapped outwards to token boundaries (``alignment_mode="expand"``).
    spaCy keys span attributes by character offsets, so mentions that end up on
    the same characters share one set of attributes: the most protective
    identifier type (DIRECT > QUASI > unknown > NO_MASK) and the first entity
    id; a second span with the same offsets and label is dropped. With
    ``set_ents``, the longest non-overlapping spans also become ``doc.ents``.
    """
    doc = nlp.make_doc(tab_doc.text)
    doc._.doc_id = tab_doc.doc_id
    by_offsets: dict[tuple[int, int], list[tuple[SpacySpan, GoldMention]]] = {}
    for mention in tab_doc.mentions_of(annotator):
        span = doc.char_span(mention.start, mention.end, label=mention.entity_type, alignment_mode="expand")
        if span is None:
            raise DocumentError(
                tab_doc.doc_id,
                f"mention [{mention.start}, {mention.end}) {tab_doc.text[mention.start:mention.end]!r} "
                "covers no token; check the tokenizer or the offsets",
            )
        entries = by_offsets.setdefault((span.start_char, span.end_char), [])
        if all(other.label_ != span.label_ for other, _ in entries):
            entries.append((span, mention))
        else:
            entries.append((None, mention))  # type: ignore[arg-type]
    spans: list[SpacySpan] = []
    for entries in by_offsets.values():
        mentions = [m for _, m in entries]
        identifier_type = max((m.identifier_type for m in mentions), key=lambda t: _PROTECTION.get(t, 1))
        for span, _ in entries:
            if span is None:
                continue
            span._.pii_identifier_type = identifier_type
            span._.pii_entity_id = mentions[0].entity_id
            span._.pii_source = GOLD_SOURCE
            spans.append(span)
    spans.sort(key=lambda s: (s.start, s.end))
    doc.spans[span_key] = spans
    if set_ents:
        doc.ents = filter_spans(spans)
    return doc


def tab_to_docs(
    nlp: Language,
    path: PathLike,
    annotator: str | None = None,
    span_key: str = PII_SPAN_KEY,
    set_ents: bool = False,
    errors: list[DocumentError] | None = None,
) -> list[Doc]:
    """Gold Docs of a TAB file (either schema), one annotator each (see :func:`make_gold_doc`).

    With an ``errors`` list, bad documents are collected there and skipped.
    """
    docs: list[Doc] = []
    for tab_doc in read_tab(path, errors=errors):
        try:
            docs.append(make_gold_doc(nlp, tab_doc, annotator, span_key, set_ents))
        except DocumentError as error:
            if errors is None:
                raise
            errors.append(error)
    return docs


class TabCorpus:
    """Yield ``Example(nlp.make_doc(text), gold_doc)`` for each TAB document.

    Like spaCy's ``Corpus``: the predicted side is a fresh tokenization (with
    ``doc._.doc_id`` set, so scorers can name documents), the reference side
    holds the gold spans. The file is parsed once, when first called.
    """

    def __init__(
        self,
        path: PathLike,
        annotator: str | None = None,
        span_key: str = PII_SPAN_KEY,
        limit: int = 0,
        set_ents: bool = False,
    ) -> None:
        self.path = Path(path)
        self.annotator = annotator
        self.span_key = span_key
        self.limit = limit
        self.set_ents = set_ents
        self._docs: list[TabDocument] | None = None

    def __call__(self, nlp: Language) -> Iterator[Example]:
        if self._docs is None:
            self._docs = read_tab(self.path)
        docs = self._docs[: self.limit] if self.limit and self.limit > 0 else self._docs
        for tab_doc in docs:
            reference = make_gold_doc(nlp, tab_doc, self.annotator, self.span_key, self.set_ents)
            predicted = nlp.make_doc(tab_doc.text)
            predicted._.doc_id = tab_doc.doc_id
            yield Example(predicted, reference)


@spacy.util.registry.readers("spacy_sanitize.TabCorpus.v1")
def create_tab_reader(
    path: PathLike,
    annotator: str | None = None,
    span_key: str = PII_SPAN_KEY,
    limit: int = 0,
    set_ents: bool = False,
) -> Callable[[Language], Iterator[Example]]:
    """Registered reader of TAB JSON files (``[corpora.dev] @readers = "spacy_sanitize.TabCorpus.v1"``)."""
    return TabCorpus(path, annotator=annotator, span_key=span_key, limit=limit, set_ents=set_ents)


# ---------------------------------------------------------------------------
# DocBin
# ---------------------------------------------------------------------------


def convert_tab(
    input_path: PathLike,
    output_path: PathLike,
    lang: str = "en",
    annotator: str | None = None,
    span_key: str = PII_SPAN_KEY,
    set_ents: bool = False,
    errors: list[DocumentError] | None = None,
) -> int:
    """Write a TAB file as a ``.spacy`` DocBin and return the number of docs.

    With an ``errors`` list, bad documents are collected there and the
    others are still written.

    ``store_user_data=True`` keeps ``doc._.doc_id`` and the span attributes,
    so that :func:`gold_from_docs` can rebuild TAB's gold from the file.
    """
    nlp = spacy.blank(lang)
    docs = tab_to_docs(nlp, input_path, annotator=annotator, span_key=span_key, set_ents=set_ents, errors=errors)
    doc_bin = DocBin(store_user_data=True)
    for doc in docs:
        doc_bin.add(doc)
    output_path = Path(output_path)
    output_path.parent.mkdir(parents=True, exist_ok=True)
    doc_bin.to_disk(output_path)
    return len(docs)


def gold_from_doc(doc: Doc, span_key: str = PII_SPAN_KEY, doc_id: str | None = None) -> GoldDocument:
    """TAB gold of one Doc's span group and span attributes (one annotator).

    Missing identifier types mean "unknown, needs masking"; missing entity ids
    are grouped by normalised text and label.
    """
    doc_id = doc_id if doc_id is not None else (doc._.doc_id if doc._.doc_id is not None else "")
    spans = doc.spans[span_key] if span_key in doc.spans else []
    mentions = [
        GoldMention(
            span.start_char,
            span.end_char,
            span.label_,
            span._.pii_identifier_type,
            None if span._.pii_entity_id is None else str(span._.pii_entity_id),
        )
        for span in spans
        if span.start_char < span.end_char
    ]
    return GoldDocument.from_mentions(str(doc_id), doc.text, mentions, annotators=[DEFAULT_ANNOTATOR])


def gold_from_docs(docs: Iterable[Doc], span_key: str = PII_SPAN_KEY) -> list[GoldDocument]:
    """:func:`gold_from_doc` for each Doc (e.g. ``DocBin().from_disk(p).get_docs(nlp.vocab)``)."""
    return [gold_from_doc(doc, span_key) for doc in docs]


def read_docbin(path: PathLike, lang: str = "en") -> list[Doc]:
    """The Docs of a ``.spacy`` file, with their user data (``doc_id``, span attributes)."""
    nlp = spacy.blank(lang)
    return list(DocBin(store_user_data=True).from_disk(Path(path)).get_docs(nlp.vocab))
