"""What the ninetieth hand set taught: in German a span that opens with a given name alone and goes on at a
contraction before a capitalised word ("Jonas im Olympiastadion") is a person and then a place; a town's name
with a saint's given name before its contraction stays whole ("Sankt Johann im Pongau")."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.prepositions_between_names import split_at_prepositions


@pytest.mark.parametrize(("text", "span", "pieces"), [
    ("Gestern mit Jonas im Olympiastadion gewesen .", "Jonas im Olympiastadion",
     [("Jonas", "PERSON"), ("Olympiastadion", "LOC")]),
    ("Heute Lena beim Bäcker Ott getroffen .", "Lena beim Bäcker Ott", [("Lena", "PERSON"), ("Bäcker Ott", "LOC")]),
    ("Er wohnt in Sankt Johann im Pongau .", "Johann im Pongau", [("Johann im Pongau", "PERSON")]),  # a town
    ("Die Messe in Frankfurt am Main beginnt .", "Frankfurt am Main", [("Frankfurt am Main", "PERSON")]),  # no given name
])
def test_a_given_name_before_a_contraction_is_a_person_then_a_place(text: str, span: str,
                                                                   pieces: list[tuple[str, str]]) -> None:
    doc = make_doc(text, "de")
    assert as_text(doc, split_at_prepositions(doc, [candidate(doc, span, "PERSON")], "de")) == pieces
