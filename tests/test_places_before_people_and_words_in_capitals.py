"""What the seventy-ninth hand set taught: a town right before a person the given names found is a place of its
own ("in Bonn Ron Sommer bestätigt"); in a note in capitals a given name English writes in lower case as often
is the word ("THICK TAN SPUTUM"); a live post names a scorer before a verb in the present ("Haaland makes it
2-0"); a day and a month after an imaging study are a date ("CXR 12/3"); a party's name loses the word
"party"; a venue named in lower case keeps its kind ("the etihad stadium"). From the eighty-second: a person
before a possessive owns the organisation after it ("Zhelyu Zhelev 's Union of Democratic Forces"). Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import trim_lower_case_tails
from spacy_sanitize.detection.facility_kinds import with_facility_kinds
from spacy_sanitize.detection.places_before_people import split_places_before_people


@pytest.mark.parametrize(("lang", "text", "span", "kept"), [
    ("de", "Der Aufsichtsrat hat am Freitag in Bonn Ron Sommer als Chef bestätigt .", "Bonn Ron Sommer",
     [("Bonn", "LOC"), ("Ron Sommer", "PERSON")]),
    ("de", "Der Aufsichtsrat hat am Freitag in Bonn Ron Sommer als Chef bestätigt .", "Bonn Ron",
     [("Bonn", "LOC"), ("Ron", "LOC")]),  # a span that ends inside the person keeps its label after the town
    ("de", "Gestern hat Bonn Ron Sommer als Chef bestätigt .", "Bonn Ron Sommer",
     [("Bonn Ron Sommer", "LOC")]),  # no preposition of place before the town
    ("de", "Wir waren in Deutschland Ron Sommer ist Chef .", "Deutschland Ron Sommer",
     [("Deutschland", "LOC"), ("Ron Sommer", "PERSON")]),  # a country is a place too
])
def test_a_town_before_a_person_is_a_place_of_its_own(lang: str, text: str, span: str,
                                                      kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text, lang)
    candidates = [candidate(doc, span, "LOC"), candidate(doc, "Ron Sommer", "PERSON", "given_names")]
    found = split_places_before_people(doc, candidates, lang)
    assert as_text(doc, [c for c in found if c[3] != "given_names"]) == kept


def test_without_a_given_names_person_nothing_is_cut() -> None:
    doc = make_doc("Der Aufsichtsrat hat am Freitag in Bonn Ron Sommer bestätigt .", "de")
    candidates = [candidate(doc, "Bonn Ron Sommer", "LOC")]
    assert split_places_before_people(doc, candidates, "de") == candidates


@pytest.mark.parametrize(("text", "names"), [
    ("SUCTIONED X2 FOR THICK TAN SPUTUM. SATS 92% ON 4L NC.", []),  # a colour English writes in lower case
    ("DTR CORAL CALLED, UPDATED ON PLAN.", [("CORAL", "PERSON")]),  # after a cue: the cues source's person
    ("Seen with Tan and her mother today.", [("Tan", "PERSON")]),  # in mixed case, title case says a name
])
def test_a_common_word_in_capitals_is_no_given_name_alone(text: str, names: list[tuple[str, str]]) -> None:
    assert source_names("given_names", text) + [n for n in source_names("cues", text) if n[0] == "CORAL"] == names


@pytest.mark.parametrize(("text", "names"), [
    ("RT @BBCSport: GOAL! Haaland makes it 2-0 to Manchester City", ["Haaland"]),
    ("Half time. Saka scores again and the crowd sing.", ["Saka"]),
    ("GOAL! Nobody makes it look easier than this side.", []),  # English writes "nobody" in lower case
])
def test_a_scorer_before_a_verb_in_the_present_is_a_name(text: str, names: list[str]) -> None:
    assert [name for name, label in source_names("cues", text) if label == "PERSON"] == names


@pytest.mark.parametrize(("text", "dates"), [
    ("SATS 92% ON 4L NC. CXR 12/3 SHOWS RLL INFILTRATE.", ["12/3"]),
    ("echo 11/28 ef 35%, ct 11/30 neg", ["11/28", "11/30"]),
    ("BP 12/3 is no reading anyone writes", []),  # a vital sign's reading, not a study's date
])
def test_a_day_and_month_after_an_imaging_study_is_a_date(text: str, dates: list[str]) -> None:
    assert [name for name, label in source_names("cues", text) if label == "DATETIME"] == dates


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("a spokesman for the Fianna Fail party said .", "Fianna Fail party", [("Fianna Fail", "ORG")]),
    ("He joined the Tea Party movement in 2010.", "Tea Party", [("Tea Party", "ORG")]),  # "Party" in title case
])
def test_a_party_loses_the_word_party(text: str, span: str, kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_lower_case_tails(doc, [candidate(doc, span, "ORG")])) == kept


@pytest.mark.parametrize(("text", "name", "kept"), [
    ("saw them at the etihad stadium last night", "etihad", [("etihad stadium", "LOC")]),
    ("review at ashfield surgery next week", "ashfield", [("ashfield surgery", "ORG")]),  # a care facility
    ("we met at etihad then went home", "etihad", [("etihad", "LOC")]),  # no kind after the name
])
def test_a_venue_in_lower_case_keeps_its_kind(text: str, name: str, kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    assert as_text(doc, with_facility_kinds(doc, [candidate(doc, name, "LOC", "lowercase")], False)) == kept


@pytest.mark.parametrize(("text", "span", "person", "kept"), [
    ("With 90 percent counted , Zhelyu Zhelev 's Union of Democratic Forces led .",
     "Zhelyu Zhelev 's Union of Democratic Forces", "Zhelyu Zhelev",
     [("Zhelyu Zhelev", "PERSON"), ("Union of Democratic Forces", "ORG")]),
    ("Fans queued outside Levi's Stadium on Sunday.", "Levi's Stadium", "Levi",
     [("Levi's Stadium", "ORG")]),  # a lone given name is the stadium's
])
def test_a_person_before_a_possessive_owns_the_organisation_after_it(text: str, span: str, person: str,
                                                                     kept: list[tuple[str, str]]) -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    doc = make_doc(text)
    found = trim_edges(doc, [candidate(doc, span, "ORG"), candidate(doc, person, "PERSON", "cues")])
    assert as_text(doc, [c for c in found if c[3] == "model"]) == kept


def test_a_name_before_a_one_word_institution_keeps_its_possessive() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    doc = make_doc("An inquest at Preston Coroner's Court heard that.")
    found = trim_edges(doc, [candidate(doc, "Preston Coroner's Court", "ORG"),
                             candidate(doc, "Preston Coroner", "PERSON", "given_names")])
    assert as_text(doc, [c for c in found if c[3] == "model"]) == [("Preston Coroner's Court", "ORG")]
