"""What the tests of single detection rules share: a tokenized document, a candidate for a phrase of it, the
candidates as text, and what one lexicon or cue source finds in a text (no trained model)."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.overlap import TokenCandidate


def make_doc(text: str, lang: str = "en") -> Doc:
    return spacy.blank(lang).make_doc(text)


def candidate(doc: Doc, phrase: str, label: str, source: str = "model") -> TokenCandidate:
    """The candidate over the first occurrence of ``phrase`` in ``doc`` (``model``: a statistical source's)."""
    span = doc.char_span(doc.text.index(phrase), doc.text.index(phrase) + len(phrase))
    assert span is not None, phrase
    return span.start, span.end, label, source


def as_text(doc: Doc, candidates) -> list[tuple[str, str]]:
    return [(doc[start:end].text, label) for start, end, label, _ in candidates]


def source_names(source_name: str, text: str, lang: str = "en") -> list[tuple[str, str]]:
    """What the ``cues``, the ``given_names`` or the ``lowercase`` source proposes in ``text``: (text, label)
    pairs."""
    from spacy_sanitize.detection.cues import make_cue_words
    from spacy_sanitize.detection.given_names import make_given_names
    from spacy_sanitize.detection.lowercase_names import make_lower_case_names

    source = {"cues": make_cue_words, "given_names": make_given_names,
              "lowercase": make_lower_case_names}[source_name]()
    source.set_language(lang)
    doc = make_doc(text, lang)
    return [(doc_text(doc)[c.start:c.end], c.label) for c in source(doc)]


def names_without_model(text: str, lang: str) -> list[str]:
    """The person, place and organisation spans ``pii_detector`` marks in ``text`` with its rules and lexicons
    alone (no trained model: what the capitalised words' source and the steps after it make of a text)."""
    nlp = spacy.blank(lang)
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp(text)
    return [span.text for span in doc.spans["pii"] if span.label_ in {"PERSON", "ORG", "LOC"}]
