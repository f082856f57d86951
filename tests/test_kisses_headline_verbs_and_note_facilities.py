"""What the sixty-sixth hand set taught: the kisses that sign a message off are no part of the name before
them ("see you tonight sarah x"), and what a family calls someone after a possessive names no one ("asking
for my nan"); a headline's "THRASH" ends the team before it ("LEINSTER THRASH BATH"); and a note's clinic or
hospital in lower case is named by the place after it ("f/u resp clinic aintree"). Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.lowercase_names import trim_everyday_words


@pytest.mark.parametrize(("text", "span", "label", "kept"), [
    ("see you at the party tonight sarah x", "sarah x", "PERSON", "sarah"),
    ("thanks for the flowers, love from Jean xx\nsent from my phone", "Jean xx", "PERSON", "Jean"),
    ("asking for my nan x", "nan x", "PERSON", None),  # a grandmother, and a kiss
    ("Malcolm X spoke in Harlem", "Malcolm X", "PERSON", "Malcolm X"),  # a kiss is lower case
    ("the xx band from london", "xx", "ORG", "xx"),  # one word: nothing left of a name without it
    ("asking for my Nan Joan x", "Nan Joan", "PERSON", "Joan"),  # the grandmother's given name
])
def test_kisses_and_a_family_word_after_a_possessive_name_nobody(text: str, span: str, label: str,
                                                                 kept: str | None) -> None:
    doc = make_doc(text)
    names = [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, label)]))]
    assert names == ([kept] if kept else [])


@pytest.mark.parametrize(("text", "span", "pieces"), [
    ("RUGBY UNION - LEINSTER THRASH BATH IN CHAMPIONS CUP", "LEINSTER THRASH BATH", ["LEINSTER", "BATH"]),
    ("SOCCER - CELTIC CRUSH RANGERS", "CELTIC CRUSH RANGERS", ["CELTIC", "RANGERS"]),
    ("Visitors to Crush Bar Leeds", "Crush Bar Leeds", ["Crush Bar Leeds"]),  # a verb only in capitals
])
def test_a_headline_verb_in_capitals_ends_the_team_before_it(text: str, span: str, pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")]))] == pieces


@pytest.mark.parametrize(("text", "span", "label", "names"), [
    ("f/u resp clinic aintree 3/1.", "clinic aintree", "PERSON", [("aintree", "LOC")]),
    ("pt transferred to hosp wythenshawe today", "hosp wythenshawe", "ORG", [("wythenshawe", "LOC")]),
    ("seen by uncle pete yesterday", "uncle pete", "LOC", [("pete", "PERSON")]),  # kin before a given name
])
def test_a_note_facility_word_before_a_place_is_no_part_of_it(text: str, span: str, label: str,
                                                              names: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_everyday_words(doc, [candidate(doc, span, label)], "en")) == names


def test_a_rare_word_after_a_note_facility_is_a_place() -> None:
    assert ("aintree", "LOC") in source_names("lowercase", "82yo m w/ copd exac. f/u resp clinic aintree 3/1.")
    assert source_names("lowercase", "f/u resp clinic tomorrow at 3") == []  # an everyday word
