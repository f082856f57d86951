"""What the sixty-second hand set taught: a headline's "CONCEDES" parts two names, a party named by its
members after "the" is a political view (DEM), a family doctor ("GP") names no surgery, a shop "on" its
street is two names, a camel-case firm keeps its brand's tail ("PetCare Plus"), a club's letters belong to
its name in every language ("Viborg FF"), an institution and the place after its "of" are one name
("Royal Infirmary of Edinburgh"), a wire's spaced brackets hold an age ("De Wit ( 91 )"), a results row's name
after its number is a person's, not a date's ("1. Léon Marchand") and a heading with numbers before its colon names nobody ("Résultats du 400 m
4 nages :"). Each with a counter-case."""

from __future__ import annotations

import pytest

from conftest import found_by
from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.ages import LanguageAges
from spacy_sanitize.detection.club_names import with_club_words
from spacy_sanitize.detection.evidence import names_nobody, split_at_segment_breaks, trim_edges
from spacy_sanitize.detection.institution_places import with_places_of_institutions

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def test_a_headlines_concedes_ends_the_name_before_it() -> None:
    found = source_names("cues", "ELECTION - RUTO LEADS IN NAIROBI AS ODINGA CONCEDES IN KISUMU")
    assert ("ODINGA", "PERSON") in found


@pytest.mark.parametrize(("text", "dem"), [
    ("Jill Mortimer of the Conservatives won the seat.", ["Conservatives"]),
    ("The Tories and the Lib Dems lost ground.", ["Tories", "Lib Dems"]),
    ("The Conservative candidate won the seat.", []),  # the party's adjective: the ORG cue's
    ("conservatives and liberals alike", []),  # in lower case and with no article: a view in general
])
def test_a_party_named_by_its_members_after_the_is_a_political_view(text: str, dem: list[str]) -> None:
    assert [name for name, label in source_names("cues", text) if label == "DEM"] == dem


@pytest.mark.parametrize(("text", "facility"), [
    ("The GP surgery was closed so I went elsewhere.", None),  # a family doctor's, no name
    ("Ashfield Surgery was closed so I went elsewhere.", "Ashfield Surgery"),
])
def test_a_family_doctor_names_no_surgery(text: str, facility: str | None) -> None:
    orgs = [name for name, label in source_names("cues", text) if label == "ORG"]
    assert orgs == ([facility] if facility else [])


@pytest.mark.parametrize(("text", "span", "pieces"), [
    ("thanks to the Boots on Deansgate today", "Boots on Deansgate", ["Boots", "Deansgate"]),
    ("Stoke on Trent City Council said no.", "Stoke on Trent City Council", ["Stoke on Trent City Council"]),
    ("He runs Hands on Deck Ltd now.", "Hands on Deck Ltd", ["Hands on Deck Ltd"]),  # the firm's own "on"
])
def test_a_shop_on_its_street_is_two_names(text: str, span: str, pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")]))] == pieces


@pytest.mark.parametrize(("text", "firms"), [
    ("Avoid PetCare Plus though, they overcharged us.", ["PetCare Plus"]),
    ("I paid with PayPal Every time.", ["PayPal"]),  # no brand's tail
])
def test_a_camel_case_firm_keeps_its_brands_tail(text: str, firms: list[str]) -> None:
    from spacy_sanitize.detection.known_names import KnownNames

    assert [name for name in found_by(KnownNames(), "en", text) if name.startswith("P")] == firms


@pytest.mark.parametrize(("lang", "text", "name", "grown"), [
    ("nl", "Ajax nam hem over van Viborg FF .", "Viborg", "Viborg FF"),
    ("es", "El Valencia CF ganó ayer .", "Valencia", "Valencia CF"),
    ("de", "Er spielte in Hamburg City damals .", "Hamburg", "Hamburg"),  # a club's English word: English only
])
def test_a_clubs_letters_belong_to_its_name_in_every_language(lang: str, text: str, name: str, grown: str) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, with_club_words(doc, [candidate(doc, name, "ORG")])) == [(grown, "ORG")]


@pytest.mark.parametrize(("text", "institution", "place", "expected"), [
    ("Ward 7B, Royal Infirmary of Edinburgh", "Royal Infirmary", "Edinburgh", [("Royal Infirmary of Edinburgh", "ORG")]),
    ("at the University Hospital of the Wales", "University Hospital", "Wales",
     [("University Hospital of the Wales", "ORG")]),
    ("the Royal Infirmary in Edinburgh", "Royal Infirmary", "Edinburgh",  # "in": the place it stands in
     [("Royal Infirmary", "ORG"), ("Edinburgh", "LOC")]),
    ("John Smith of Edinburgh", "John Smith", "Edinburgh", [("John Smith", "ORG"), ("Edinburgh", "LOC")]),  # no kind
])
def test_an_institution_and_the_place_after_its_of_are_one_name(text: str, institution: str, place: str,
                                                               expected: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    spans = [candidate(doc, institution, "ORG"), candidate(doc, place, "LOC", "known_names")]
    assert as_text(doc, with_places_of_institutions(doc, spans)) == expected


@pytest.mark.parametrize(("text", "ages"), [
    ("Mevrouw De Wit ( 91 ) woont in Zwolle .", ["91"]),
    ("Mevrouw De Wit ( 910 ) woont in Zwolle .", []),  # no age
])
def test_a_wires_spaced_brackets_hold_an_age(text: str, ages: list[str]) -> None:
    assert found_by(LanguageAges(), "nl", text) == ages


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Classement : 1. Léon Marchand ( FRA )", "1. Léon Marchand", [("1", "DATETIME"), ("Léon Marchand", "PERSON")]),
    ("Le match : 1. Lundi soir", "1. Lundi", [("1", "DATETIME"), ("Lundi", "DATETIME")]),  # a weekday: a date's
])
def test_a_results_rows_name_is_no_dates_piece(text: str, span: str, kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text, "fr")
    assert as_text(doc, split_at_segment_breaks(doc, [candidate(doc, span, "DATETIME")])) == kept


@pytest.mark.parametrize(("lang", "text", "nobody"), [
    ("fr", "Résultats du 400 m 4 nages : 1. Léon Marchand", True),
    ("es", "Pedro tiene 3 hijos : Ana , Luis y Eva", False),  # a given name before a colon: a person's
])
def test_a_heading_with_numbers_before_its_colon_names_nobody(lang: str, text: str, nobody: bool) -> None:
    assert names_nobody(make_doc(text, lang), 0, 1, True, lang) is nobody
