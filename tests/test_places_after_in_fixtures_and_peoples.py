"""What the seventy-second hand set taught: a place after "in" inside a sentence is a name, whatever the post's
case elsewhere ("at Smile Studio in Didsbury"); a fixture's "vs" and a party's possessive before a given name
part two names ("Brighton vs Fulham", "Labour 's Karen Shore"); an adverb ends a headline's name ("USYK
OUTPOINTS FURY AGAIN"); a noun for a member of a people after a determiner is a nationality ("the Dane"). Each
with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import never_names, trim_edges
from spacy_sanitize.detection.place_adjectives import relabel_place_adjectives
from spacy_sanitize.detection.places_after_in import places_after_in


@pytest.mark.parametrize(("text", "places"), [
    ("5 stars for Dr Okonkwo at Smile Studio in Didsbury - finally a dentist", ["Didsbury"]),
    ("we moved to a flat in Headingley last year", ["Headingley"]),
    ("it was filed in Turkish in March and heard in Court", []),  # a language, a month, a common word
    ("as held in Yalman v. Turkey and in Director of Public Prosecutions v. Wilson", []),  # cases, an office
    ("the Commander in Chief ordered it", []),  # a role
    ("the bill was debated in Parliament yesterday", []),  # a common word
    ("she lives in East Finchley Gardens now", []),  # a longer name: the model's
])
def test_a_place_after_in_is_a_name(text: str, places: list[str]) -> None:
    found = places_after_in(text, never_names("en")[1], frozenset({"march", "chief"}))
    assert [text[c.start:c.end] for c in found] == places


def test_a_place_after_in_is_found_in_a_post_that_opens_in_lower_case() -> None:
    text = "5 stars for Dr Okonkwo in Didsbury - finally a dentist. receptionist Paula was lovely too"
    assert ("Didsbury", "LOC") in source_names("cues", text)


@pytest.mark.parametrize(("text", "span", "label", "pieces"), [
    ("MATCH THREAD: Brighton vs Fulham. Welbeck starts", "Brighton vs Fulham", "LOC", ["Brighton", "Fulham"]),
    ("defeating Labour 's Karen Shore after a recount", "Labour 's Karen Shore", "ORG", ["Labour", "Karen Shore"]),
    ("at St John 's Wood station", "St John 's Wood", "LOC", ["St John 's Wood"]),  # no given name after it
])
def test_a_fixture_and_a_partys_possessive_part_two_names(text: str, span: str, label: str, pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, label)]))] == pieces


def test_an_adverb_ends_a_headlines_name() -> None:
    text = "BOXING - USYK OUTPOINTS FURY AGAIN IN RIYADH\nRIYADH 2024-12-21\nOleksandr Usyk retained his titles ."
    names = source_names("cues", text)
    assert ("FURY", "PERSON") in names and ("FURY AGAIN", "PERSON") not in names


@pytest.mark.parametrize(("text", "span", "label"), [
    ("and the Dane is expected to sign", "Dane", "DEM"),
    ("a Swede won the sprint", "Swede", "DEM"),
    ("Finn scored twice", "Finn", "PERSON"),  # a given name: no determiner before it
])
def test_a_member_of_a_people_after_a_determiner_is_a_nationality(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, relabel_place_adjectives(doc, [candidate(doc, span, "PERSON")], "en")) == [(span, label)]


@pytest.mark.parametrize(("text", "names"), [
    ("@Tesco your Hove store charged me twice", [("Hove", "ORG")]),
    ("the Leeds branch closed on Friday", [("Leeds", "LOC")]),
    ("we queued at the Apple store for hours", [("Apple", "ORG")]),
    ("the local store and your Monday shop", []),  # no name; a calendar word
    ("The Corner shop was shut", []),  # a common word
])
def test_a_branchs_town_or_firm_is_a_name(text: str, names: list[tuple[str, str]]) -> None:
    from spacy_sanitize.detection.branch_places import branch_places

    found = branch_places(text, never_names("en")[1], frozenset({"monday"}))
    assert [(text[c.start:c.end], c.label) for c in found] == names


@pytest.mark.parametrize(("text", "span", "label"), [
    ("Just watched Oppenheimer at the Odeon", "Oppenheimer", "MISC"),  # a film
    ("we binged Succession all weekend", "Succession", "MISC"),
    ("watched Emma score twice", "Emma", "PERSON"),  # a given name: a person watched
    ("met Oppenheimer at the Odeon", "Oppenheimer", "PERSON"),  # no viewing verb
])
def test_a_work_after_a_viewing_verb_is_no_person(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "PERSON")])) == [(span, label)]
