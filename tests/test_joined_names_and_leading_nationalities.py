"""What the eighty-seventh hand set taught: a German word of capitalised names joined by a hyphen is a name
though the clusters file it with the nouns ("Daimler-Benz", "Nordrhein-Westfalen"; "Kita-Gebühren" stays a
noun); an English person's span loses the nationality before the given name ("Belgian Johan Museeuw"). Each with
a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import trim_edges, trim_to_capitals


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Der Vorstandschef von Daimler-Benz , Jürgen Schrempp , sprach .", "Daimler-Benz", [("Daimler-Benz", "ORG")]),
    ("Es regnet in Nordrhein-Westfalen seit Tagen .", "Nordrhein-Westfalen", [("Nordrhein-Westfalen", "ORG")]),
    ("Die Eltern zahlen die Kita-Gebühren seit Mai .", "Kita-Gebühren", []),  # nouns joined: no name
])
def test_names_joined_by_a_hyphen_are_a_name_in_german(text: str, span: str, kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text, "de")
    assert as_text(doc, trim_to_capitals(doc, [candidate(doc, span, "ORG")], "de", mixed_case=True)) == kept


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Belgian Johan Museeuw won the stage .", "Belgian Johan Museeuw", "Johan Museeuw"),
    ("Christian Johan Smith won the stage .", "Christian Johan Smith", "Christian Johan Smith"),  # a given name
    ("Belgian Museeuw won the stage .", "Belgian Museeuw", "Belgian Museeuw"),  # no given name after it
])
def test_a_nationality_before_a_given_name_is_no_part_of_the_name(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "PERSON")])) == [(kept, "PERSON")]
