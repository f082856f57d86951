"""pii_detector's propagation of found names, one pass over the tokens: the same mentions as a scan of
the text for every name (the old, quadratic way) on generated documents."""

from __future__ import annotations

import re

import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.components.pii_detector import PROPAGATED_SOURCE, PiiDetector, _name_parts

NAMES = ["Anna Berg", "Berg", "Mr Galip Yalman", "Yalman", "ACME Ltd", "A-12", "Oslo", "Dr. Ohm"]
FILLER = ["met", "the", "in", ",", ".", "Bergen", "Annab", "Yalmans", "(", ")", "'s", "-", "\n"]


def _reference(detector: PiiDetector, doc, text, resolved):
    labels: dict[str, str] = {}
    for start, end, label, _ in resolved:
        name = doc[start:end].text
        if label in detector.propagate_labels and len(name) >= 2 and any(c.isupper() or c.isdigit() for c in name):
            labels.setdefault(name, label)
    lower_case = frozenset(token.text for token in doc if token.is_lower)
    for i in _name_parts(doc, resolved, "en", lambda: lower_case):  # "Berg" alone, once "Anna Berg" was found
        labels.setdefault(doc[i].text, "PERSON")
    taken = {i for start, end, _, _ in resolved for i in range(start, end)}
    found = []
    for name, label in labels.items():
        for match in re.finditer(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text):
            span = doc.char_span(match.start(), match.end())
            if span is not None and not taken.intersection(range(span.start, span.end)):
                found.append((span.start, span.end, label, PROPAGATED_SOURCE))
    return found


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(NAMES + FILLER), min_size=1, max_size=60), st.data())
def test_one_pass_finds_what_a_scan_per_name_finds(pieces: list[str], data: st.DataObject) -> None:
    nlp = spacy.blank("en")
    detector = nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    assert isinstance(detector, PiiDetector)
    text = " ".join(pieces)
    doc = nlp.make_doc(text)
    resolved = []
    for name in data.draw(st.lists(st.sampled_from(NAMES), max_size=4, unique=True)):
        match = re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text)
        span = doc.char_span(match.start(), match.end()) if match else None
        if span is not None and not any(s < span.end and span.start < e for s, e, _, _ in resolved):
            resolved.append((span.start, span.end, "PERSON", "model"))
    assert detector._propagate(doc, text, resolved) == _reference(detector, doc, text, resolved)


def test_a_surname_alone_is_found_after_the_full_name_but_not_a_word_the_text_writes_in_lower_case():
    nlp = spacy.blank("en")
    detector = nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    text = "Mary Kramer chairs the Court. Kramer said the court would sit. Mary agreed."
    doc = nlp.make_doc(text)
    resolved = [(0, 2, "PERSON", "model"), (4, 5, "ORG", "model")]  # "Mary Kramer", "Court"
    found = {doc[s:e].text for s, e, _, _ in detector._propagate(doc, text, resolved)}
    assert found == {"Kramer", "Mary"}
    wrong = [(0, 2, "PERSON", "model"), (3, 5, "PERSON", "model")]  # a model that calls "the Court" a person
    found = {doc[s:e].text for s, e, _, _ in detector._propagate(doc, text, wrong)}
    assert "Court" not in found  # "court" is written in lower case in this text: a word, not a name
