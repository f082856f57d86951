"""What the fiftieth hand set taught: a results table's heading in capitals is a competition ("PREMIER
LEAGUE" above its first row), a score splits a person's span as it does a team's, an emoji ends a sentence
and splits a span, a kinship word after a greeting and a possessive before a noun open no name ("RIP Uncle
Des", "Our cat Biscuit"), a street named without its number takes the town after its comma, the letters
after a name are no part of it ("Timothy Spencer KC"), a note's verbs end a name in capitals ("SHARON RINGS
DAILY"), a ward's procedures are shorthand, a body's kind between a place and the body's name splits them
("the Cardiff housing charity Llamau"), an age over 89 in brackets after a titled name, and an occupation
before a name ("Receptionist Megan"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.components.pii_detector import _without_titles
from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.evidence import never_names, trim_edges
from spacy_sanitize.detection.headlines import table_heading_names
from spacy_sanitize.detection.lowercase_names import trim_everyday_words_in_capitals
from spacy_sanitize.detection.occupations import without_leading_occupations

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _headings(text: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.label) for c in table_heading_names(text)]


@pytest.mark.parametrize(("text", "heading"), [
    ("PREMIER LEAGUE\nManchester City 2 ( Haaland 23 , 67 ) Arsenal 1 ( Saka 41 )", "PREMIER LEAGUE"),
    ("LA LIGA\nBarcelona 2 Sevilla 0", "LA LIGA"),
    ("SCOTTISH PREMIERSHIP\nCeltic 3 Hibernian 1", "SCOTTISH PREMIERSHIP"),
])
def test_a_heading_in_capitals_above_a_results_row_is_a_competition(text, heading) -> None:
    assert _headings(text) == [(heading, "MISC")]


@pytest.mark.parametrize("text", [
    "NORWAY\nJohannes Klaebo 1 2",  # a country: the countries source's place
    "W L PCT GB\nBALTIMORE 67 61 .523 7",  # a standings table's column heads
    "PT SETTLED\nobs stable at 22 and 04",  # a note: its next line has words in lower case
    "ADMITTED TO WARD\nBP 120 HR 88",  # a preposition: a sentence, not a heading
])
def test_a_country_column_heads_or_a_note_are_no_competition(text) -> None:
    assert _headings(text) == []


def test_a_score_splits_a_person_s_span_in_a_results_row() -> None:
    doc = make_doc("PREMIER LEAGUE\nChelsea 0 Newcastle 0\nLeeds 1 Hull 2")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "Chelsea 0 Newcastle", "PERSON")])) == [
        ("Chelsea", "PERSON"), ("Newcastle", "PERSON")]


def test_an_emoji_ends_a_sentence_and_splits_a_span() -> None:
    doc = make_doc("Fly high with Auntie Pat ❤️ Funeral at Holy Cross, Liverpool.")
    found = as_text(doc, trim_edges(doc, [candidate(doc, "Auntie Pat ❤️ Funeral", "ORG")]))
    assert found and not any("❤" in text or "Funeral" in text for text, _ in found)


def test_a_name_after_an_emoji_stays() -> None:
    doc = make_doc("Great night 🎸 Liverpool were brilliant")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "🎸 Liverpool", "ORG")])) == [("Liverpool", "ORG")]


def test_a_kinship_word_after_a_greeting_is_no_part_of_the_name() -> None:
    found = source_names("cues", "RIP Uncle Des, gone too soon.")
    assert ("Des", "PERSON") in found and not any("Uncle" in text for text, _ in found)


@pytest.mark.parametrize(("phrase", "kept"), [
    ("Our cat Biscuit", [("Biscuit", "ORG")]),
    ("Our Lady of Lourdes", [("Our Lady of Lourdes", "ORG")]),  # the possessive opens the name itself
])
def test_a_possessive_and_a_noun_open_no_name(phrase, kept) -> None:
    doc = make_doc(f"{phrase} has gone missing.")
    assert as_text(doc, trim_edges(doc, [candidate(doc, phrase, "ORG")])) == kept


@pytest.mark.parametrize(("text", "street"), [
    ("Our cat has gone missing around Elm Grove, Southsea. Ginger with a white chest.", "Elm Grove, Southsea"),
    ("Meet me on Station Road, Tom.", "Station Road"),  # a given name after the comma is the person addressed
])
def test_a_street_without_its_number_takes_the_town_after_its_comma(text, street) -> None:
    doc = make_doc(text)
    assert (street, "LOC") in [(doc_text(doc)[c.start:c.end], c.label) for c in StreetAddresses()(doc)]


@pytest.mark.parametrize(("text", "span", "expected"), [
    ("Judge Timothy Spencer KC jailed him.", "Timothy Spencer KC", [("Timothy Spencer", "PERSON"), ("KC", "DEM")]),
    ("Tributes were paid to Jo Cox MP today.", "Jo Cox MP", [("Jo Cox", "PERSON"), ("MP", "DEM")]),
    ("Tributes were paid to Kelly Holmes today.", "Kelly Holmes", [("Kelly Holmes", "PERSON")]),
])
def test_the_letters_after_a_name_are_masked_apart_from_it(text, span, expected) -> None:
    doc = make_doc(text)
    assert as_text(doc, _without_titles(doc, [candidate(doc, span, "PERSON")])) == expected


def test_a_note_s_verb_ends_a_name_in_capitals() -> None:
    doc = make_doc("DTR SHARON RINGS DAILY. GP DR FAROOQ.")
    trimmed = trim_everyday_words_in_capitals(doc, [candidate(doc, "SHARON RINGS DAILY", "PERSON", "given_names")], "en")
    assert as_text(doc, trimmed) == [("SHARON", "PERSON")]


def test_a_ward_s_procedures_are_shorthand() -> None:
    shorthand, _ = never_names("en")
    assert {"nbm", "ercp", "mdt"} <= shorthand


@pytest.mark.parametrize(("phrase", "label", "kept"), [
    ("Cardiff housing charity Llamau", "ORG", [("Cardiff", "ORG"), ("Llamau", "ORG")]),
    ("Kassel marathon bombing", "MISC", [("Kassel marathon bombing", "MISC")]),  # an event's own words
])
def test_a_body_s_kind_between_a_place_and_its_name_splits_them(phrase, label, kept) -> None:
    doc = make_doc(f"They co-founded the {phrase} in 2011.")
    assert as_text(doc, trim_edges(doc, [candidate(doc, phrase, label)])) == kept


def test_an_age_over_89_in_brackets_after_a_titled_name_is_found() -> None:
    assert ("94", "DEM") in source_names("cues", "Verpleegkundige notitie : mevr. De Boer ( 94 ) onrustig .", "nl")
    assert ("45", "DEM") not in source_names("cues", "Mr Smith (45) stable overnight.")


@pytest.mark.parametrize(("label", "expected"), [
    ("PERSON", [("Receptionist", "DEM"), ("Megan", "PERSON")]),
    ("ORG", [("Receptionist Megan", "ORG")]),  # only a person's span is split
])
def test_an_occupation_before_a_name_is_the_role_and_the_person(label, expected) -> None:
    doc = make_doc("Receptionist Megan was lovely.")
    spans = without_leading_occupations(doc, [candidate(doc, "Receptionist Megan", label)], {(0, 1)})
    assert as_text(doc, spans) == expected
