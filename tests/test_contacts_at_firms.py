"""What the fifty-seventh hand set taught: "at" between two capitalised names joins a person and the firm they
are at, never two parts of one name ("Contact Sandra at Bridgfords", "Try Steve at SG Autos"), and an asking
verb that opens the sentence is no part of a place's or a firm's span either ("Contact Sandra"). Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import trim_edges

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _pieces(text: str, span: str, label: str) -> list[str]:
    doc = make_doc(text)
    return [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, label)]))]


@pytest.mark.parametrize(("text", "span", "label", "pieces"), [
    ("2 bed flat to let. Contact Sandra at Bridgfords on 0161 445 7788.", "Contact Sandra at Bridgfords", "LOC",
     ["Sandra", "Bridgfords"]),
    ("Need tyres? Try Steve at SG Autos.", "Steve at SG Autos", "ORG", ["Steve", "SG Autos"]),
])
def test_at_between_two_names_joins_a_person_and_a_firm(text, span, label, pieces) -> None:
    assert _pieces(text, span, label) == pieces


def test_at_before_a_lower_case_word_cuts_nothing() -> None:
    assert _pieces("We met Sandra Bridgford at noon.", "Sandra Bridgford", "LOC") == ["Sandra Bridgford"]


def test_a_name_word_opening_a_place_stays() -> None:
    assert _pieces("Visit Bridgfords today.", "Visit Bridgfords", "ORG") == ["Visit Bridgfords"]
