"""What the fifty-third hand set taught: a family named by its surname's plural ("with the Patels"), a
British party named by a common word before its people or its possessive ("Labour 's Sarah Champion", "the
Conservative candidate"), a venue named right after its kind ("the café Pod Baranem"), a trail named without
a number, a note's verb after a town ("from Dorchester presents"), and a note's counts and durations after
its shorthand ("CP x2h", "POC x4"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.evidence import names_nobody, trim_edges

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def test_a_family_named_by_its_surname_s_plural_is_found() -> None:
    assert ("Patels", "PERSON") in source_names("cues", "Sunday roast at The Red Lion with the Patels 🍗 #familytime")


@pytest.mark.parametrize("text", [
    "We watched the Simpsons Movie again.",  # another capitalised word: a title
    "She bought the Apples from the market.",  # a common word's plural
])
def test_a_title_or_a_common_plural_is_no_family(text) -> None:
    assert not [name for name, label in source_names("cues", text) if label == "PERSON"]


@pytest.mark.parametrize(("text", "party"), [
    ("Labour 's Sarah Champion held Rotherham .", "Labour"),
    ("The Conservative candidate won the seat.", "Conservative"),
    ("Green party voters stayed at home.", "Green"),
])
def test_a_party_named_by_a_common_word_before_its_people_is_found(text, party) -> None:
    assert (party, "ORG") in source_names("cues", text)


@pytest.mark.parametrize("text", ["He drank a Green tea.", "Labour costs rose by 3 per cent."])
def test_the_same_words_elsewhere_name_no_party(text) -> None:
    assert not [name for name, label in source_names("cues", text) if label == "ORG"]


def test_a_venue_named_after_its_kind_is_found() -> None:
    assert ("Pod Baranem", "ORG") in source_names("cues", "In 2014 she opened the café Pod Baranem.")


def test_a_venue_s_kind_before_common_words_only_names_nothing() -> None:
    assert source_names("cues", "We met at the pub Red Lion.") == []


@pytest.mark.parametrize(("text", "street"), [
    ("Morning run along the Taff Trail with Gethin", "Taff Trail"),
    ("We walked along the Thames Path to Richmond.", "Thames Path"),
])
def test_a_trail_named_without_a_number_is_a_place(text, street) -> None:
    doc = make_doc(text)
    assert (street, "LOC") in [(doc_text(doc)[c.start:c.end], c.label) for c in StreetAddresses()(doc)]


@pytest.mark.parametrize(("phrase", "kept"), [
    ("Dorchester presents", "Dorchester"),  # a history's verb after the town
    ("Dorchester Presents", "Dorchester Presents"),  # in title case it may be a firm's own word
])
def test_a_note_s_verb_after_a_town_ends_it(phrase, kept) -> None:
    doc = make_doc(f"HPI: 67 y/o M from {phrase} w/ CP x2h.")
    assert [text for text, _ in as_text(doc, trim_edges(doc, [candidate(doc, phrase, "ORG")]))] == [kept]


@pytest.mark.parametrize(("phrase", "nobody"), [
    ("CP x2h", True),
    ("POC x4", True),
    ("Flat x2h", False),  # a capitalised word that is no shorthand
])
def test_a_count_or_a_duration_after_shorthand_names_nobody(phrase, nobody) -> None:
    doc = make_doc(f"Pt to go home with {phrase} daily.")
    span = candidate(doc, phrase, "ORG")
    assert names_nobody(doc, span[0], span[1], mixed_case=True) is nobody
