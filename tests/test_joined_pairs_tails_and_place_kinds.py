"""What the sixty-third hand set taught: two given names a conjunction joins after the rest of a model's span
are two people ("avec Hugo et Inès"), a phrase of lower-case words that a preposition opens is no part of a
place's name ("at Ardwick for ages"), a known place keeps the kind of place after it ("Covent Garden"), a
health centre's letters end a facility's name in a lower-case note ("northwood hc"), and a results table's
heading in another language names nobody ("UITSLAGEN EREDIVISIE"), nor does a telephone's abbreviation
("Tel."). Each with a counter-case."""

from __future__ import annotations

import pytest

from conftest import found_by
from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import names_nobody, trim_lower_case_tails, trim_to_capitals
from spacy_sanitize.detection.facility_kinds import with_facility_kinds
from spacy_sanitize.detection.person_types import persons_by_given_name

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


@pytest.mark.parametrize(("lang", "text", "span", "label", "expected"), [
    ("fr", "Ce soir chez Manon à Belleville avec Hugo et Inès , ramenez des chips", "Belleville avec Hugo et Inès",
     "LOC", [("Belleville", "LOC"), ("Hugo", "PERSON"), ("Inès", "PERSON")]),
    ("pt", "Amanhã vou ao Porto com Joana e Tiago para jantar", "Porto com Joana e Tiago", "LOC",
     [("Porto", "LOC"), ("Joana", "PERSON"), ("Tiago", "PERSON")]),
    ("es", "El acuerdo con el Ministerio de Sanidad y Consumo llegó ayer", "Ministerio de Sanidad y Consumo", "ORG",
     [("Ministerio de Sanidad y Consumo", "ORG")]),  # a body's own conjunction, after a particle
])
def test_two_given_names_a_conjunction_joins_are_two_people(lang: str, text: str, span: str, label: str,
                                                             expected: list[tuple[str, str]]) -> None:
    doc = make_doc(text, lang)
    trimmed = persons_by_given_name(doc, trim_to_capitals(doc, [candidate(doc, span, label)], lang, True), lang)
    assert as_text(doc, trimmed) == expected


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Been on the list at Ardwick for ages now", "Ardwick for ages", "Ardwick"),
    ("She gave to the Campaign for Nuclear Disarmament in 1983.", "Campaign for Nuclear Disarmament",
     "Campaign for Nuclear Disarmament"),  # a name's own words after its preposition are capitalised
])
def test_a_lower_case_phrase_after_a_preposition_ends_the_name(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_lower_case_tails(doc, [candidate(doc, span, "ORG")])) == [(kept, "ORG")]


@pytest.mark.parametrize(("text", "place"), [
    ("Sous Chef, The Ivy, Covent Garden", "Covent Garden"),
    ("We walked from Covent to the river.", "Covent"),  # no kind after it
])
def test_a_known_place_keeps_the_kind_of_place_after_it(text: str, place: str) -> None:
    from spacy_sanitize.detection.known_names import KnownNames

    assert place in found_by(KnownNames(), "en", text)


@pytest.mark.parametrize(("text", "place", "grown"), [
    ("gp is dr mensah at northwood hc.", "northwood", "northwood hc"),
    ("moved to northwood with hc support.", "northwood", "northwood"),  # the letters not right after the place
])
def test_a_health_centres_letters_end_a_facility_in_a_lower_case_note(text: str, place: str, grown: str) -> None:
    doc = make_doc(text)
    found = with_facility_kinds(doc, [candidate(doc, place, "LOC", "lowercase")], capitals_say_names=False)
    assert [name for name, _ in as_text(doc, found)] == [grown]


@pytest.mark.parametrize(("lang", "text", "nobody"), [
    ("nl", "UITSLAGEN EREDIVISIE\nFeyenoord - Twente 2-0", True),
    ("fr", "RÉSULTATS LIGUE 1 : Lens 2 Lille 1", True),
    ("de", "Ergebnisse Bundesliga\nBayern - Mainz 3:1", True),
    ("nl", "Feyenoord won de uitslagen niet", False),  # a club, not a heading's first word
])
def test_a_results_headings_first_word_names_nobody(lang: str, text: str, nobody: bool) -> None:
    doc = make_doc(text, lang)
    end = 2 if nobody else 1
    assert names_nobody(doc, 0, end, True, lang) is nobody


@pytest.mark.parametrize(("lang", "text", "span", "nobody"), [
    ("de", "Tochter Sabine ( Tel. 0171 2345678 ) informiert .", "Tel.", True),
    ("en", "I flew to Tel Aviv last week.", "Tel Aviv", False),  # a city's first word
])
def test_a_telephones_abbreviation_names_nobody(lang: str, text: str, span: str, nobody: bool) -> None:
    doc = make_doc(text, lang)
    start, end, _, _ = candidate(doc, span, "LOC")
    assert names_nobody(doc, start, end, True, lang) is nobody
