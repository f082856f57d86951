"""What the forty-fifth hand set taught: a body named with "and" before "said" ("Kent Fire and Rescue
Service said"), a police force after its county ("Essex Police"), an age over 89 on a bed board ("Mr
Aldous, 93,"), a list's people written surname first ("1. Grant, Polly -"), a note's heading before its
date ("Theatre list 21/03:"), "and" before a last acronym ("Harvard University and MIT"), a weekday after a
place ("at Hillsborough Saturday"), an imperative before a name ("Try Kev"), a venue before its town in a
listing ("19th - Brudenell Social Club, Leeds"), and more relatives in Italian and Portuguese. Each with a
counter-case."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.club_names import with_club_words
from spacy_sanitize.detection.coordination import coordinated_names
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, past_leading_descriptions, score_spans, trim_edges
from spacy_sanitize.detection.joined_names import split_joined_names

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _doc(text: str, lang: str = "en"):
    return spacy.blank(lang).make_doc(text)


def _span(doc, phrase: str, label: str, source: str = "model") -> tuple[int, int, str, str]:
    span = doc.char_span(doc.text.index(phrase), doc.text.index(phrase) + len(phrase))
    assert span is not None, phrase
    return span.start, span.end, label, source


def _texts(doc, candidates) -> list[tuple[str, str]]:
    return [(doc[start:end].text, label) for start, end, label, _ in candidates]


def _cues(text: str, lang: str = "en") -> list[tuple[str, str]]:
    from spacy_sanitize.detection.cues import make_cue_words

    source = make_cue_words()
    source.set_language(lang)
    doc = _doc(text, lang)
    return [(doc_text(doc)[c.start:c.end], c.label) for c in source(doc)]


def test_a_body_named_with_and_before_said_is_one_name() -> None:
    assert ("Kent Fire and Rescue Service", "ORG") in _cues("A barn burnt down, Kent Fire and Rescue Service said.")


@pytest.mark.parametrize("text", ["Nissan and Honda said they would merge.",
                                  "Under Rule 33, Roy Johnston and Janice Williams-Johnston stated their wish."])
def test_two_bodies_or_two_people_and_joins_before_said_stay_apart(text: str) -> None:
    assert not any(" and " in name for name, _ in _cues(text))


def test_a_police_force_after_its_county_is_one_body() -> None:
    doc = _doc("DS Collins (Essex Police) aware.")
    assert _texts(doc, with_club_words(doc, [_span(doc, "Essex", "LOC", "known_names")])) == [("Essex Police", "ORG")]


def test_an_age_over_89_on_a_bed_board_is_found_and_a_younger_one_is_not() -> None:
    names = _cues("Bed 4: Mrs Kaur, 76, NOF day 2. Bed 5: Mr Aldous, 93, CAP.")
    assert ("93", "DEM") in names and ("76", "DEM") not in names


@pytest.mark.parametrize(("text", "name"), [("Theatre list: 1. Grant, Polly - lap chole", "Grant, Polly"),
                                            ("2. Nkemelu, Obi - hernia repair", "Nkemelu, Obi")])
def test_a_person_a_list_writes_surname_first_is_a_person(text: str, name: str) -> None:
    assert (name, "PERSON") in _cues(text)


@pytest.mark.parametrize("text", ["Agenda:\n1. Minutes, Actions - review", "1. Results, Monday - table"])
def test_common_words_or_a_day_after_a_comma_in_a_list_are_no_person(text: str) -> None:
    assert [name for name, label in _cues(text) if label == "PERSON"] == []


def test_a_notes_heading_before_its_date_names_nothing() -> None:
    doc = _doc("Theatre list 21/03: 1. Grant, Polly - lap chole")
    span = _span(doc, "Theatre list", "ORG")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


def test_a_name_before_a_year_is_still_a_name() -> None:
    doc = _doc("Royal Mail 2024 results")
    span = _span(doc, "Royal Mail", "ORG")
    assert score_spans(doc, [span], [span]) != [NO_NAME_SCORE]


def test_and_before_an_acronym_that_ends_the_span_parts_two_bodies() -> None:
    doc = _doc("She studied at Harvard University and MIT, and served twice.")
    found = split_joined_names(doc, [_span(doc, "Harvard University and MIT", "ORG")], "en")
    assert _texts(doc, found) == [("Harvard University", "ORG"), ("MIT", "ORG")]


def test_a_weekday_after_a_place_is_a_date_of_its_own() -> None:
    doc = _doc("see you all at Hillsborough Saturday")
    found = trim_edges(doc, [_span(doc, "Hillsborough Saturday", "ORG")])
    assert sorted(_texts(doc, found)) == [("Hillsborough", "ORG"), ("Saturday", "DATETIME")]


@pytest.mark.parametrize("name", ["Sheffield Wednesday", "Bloody Sunday", "Good Friday"])
def test_a_name_that_ends_with_a_weekday_stays_whole(name: str) -> None:
    doc = _doc(f"They talked about {name} again.")
    assert (name, "ORG") in _texts(doc, trim_edges(doc, [_span(doc, name, "ORG")]))


def test_an_imperative_before_a_name_is_no_part_of_it() -> None:
    doc = _doc("Anyone know a mechanic?\nTry Kev at Parrs Wood Autos.")
    assert _texts(doc, past_leading_descriptions(doc, [_span(doc, "Try Kev", "PERSON")])) == [("Kev", "PERSON")]


def test_a_given_name_that_is_also_a_verb_opening_a_name_stays() -> None:
    doc = _doc("Will Smith won.")
    span = _span(doc, "Will Smith", "PERSON")
    assert past_leading_descriptions(doc, [span]) == [span]


def test_a_venue_before_its_town_in_a_listing_is_a_place() -> None:
    doc = _doc("Live: 12th - The Crescent, York / 19th - Brudenell Social Club, Leeds / 26th - Night & Day, Manchester")
    resolved = [_span(doc, town, "ORG", "known_names") for town in ("York", "Leeds", "Manchester")]
    found = _texts(doc, coordinated_names(doc, resolved, "en"))
    assert found == [("The Crescent", "LOC"), ("Brudenell Social Club", "LOC"), ("Night & Day", "LOC")]


def test_a_venue_needs_a_listings_mark_before_it() -> None:
    doc = _doc("We met at noon. Then Tom Smith, London based, called.")
    resolved = [_span(doc, "Tom Smith", "PERSON"), _span(doc, "London", "LOC")]
    assert coordinated_names(doc, resolved, "en") == []


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("it", "a rimini con mia cugina chiara e il suo ragazzo luca", "luca"),
    ("pt", "churrasco em casa do meu padrinho zeca em braga", "zeca"),
])
def test_more_relatives_announce_a_given_name(lang: str, text: str, name: str) -> None:
    assert (name, "PERSON") in _cues(text, lang)


def test_a_spaced_slash_parts_a_cells_two_names() -> None:
    from spacy_sanitize.detection.evidence import split_at_segment_breaks

    doc = _doc("1. Tadej Pogacar ( Slovenia / UAE Team Emirates ) 4:43:07")
    pieces = split_at_segment_breaks(doc, [_span(doc, "Slovenia / UAE Team Emirates", "ORG")])
    assert _texts(doc, pieces) == [("Slovenia", "ORG"), ("UAE Team Emirates", "ORG")]


def test_an_unspaced_slash_stays_inside() -> None:
    from spacy_sanitize.detection.evidence import split_at_segment_breaks

    doc = _doc("He works for AC/DC Tours now.")
    span = _span(doc, "AC/DC Tours", "ORG")
    assert split_at_segment_breaks(doc, [span]) == [span]


def test_a_greeting_before_a_name_is_no_part_of_it() -> None:
    doc = _doc("RIP Terry Hobbs, landlord of the Feathers.")
    assert _texts(doc, past_leading_descriptions(doc, [_span(doc, "RIP Terry Hobbs", "PERSON")])) == [
        ("Terry Hobbs", "PERSON")]


def test_a_persons_name_ends_at_its_possessive() -> None:
    doc = _doc("dn visit: Mr Pennington's catheter changed.")
    found = trim_edges(doc, [_span(doc, "Pennington's catheter", "PERSON")])
    assert _texts(doc, found) == [("Pennington's", "PERSON")]


def test_a_dutch_particle_spelt_as_a_possessive_stays_in_the_name() -> None:
    doc = _doc("Patiënt Sylvie 's Gravensande-Bresé (52 jaar)", "nl")
    span = _span(doc, "Sylvie 's Gravensande-Bresé", "PERSON")
    assert trim_edges(doc, [span]) == [span]


def test_two_towns_and_joins_are_two_places() -> None:
    doc = _doc("flood warnings at Shrewsbury and Bewdley on Sunday")
    found = split_joined_names(doc, [_span(doc, "Shrewsbury and Bewdley", "ORG")], "en")
    assert _texts(doc, found) == [("Shrewsbury", "ORG"), ("Bewdley", "ORG")]


def test_a_year_and_a_town_of_birth_in_brackets_are_found() -> None:
    names = _cues("Tomás Ó Ceallaigh (born 1980, Dingle) is a singer.")
    assert ("1980", "DATETIME") in names and ("Dingle", "LOC") in names


def test_an_honour_after_a_name_names_no_body() -> None:
    doc = _doc("Rashida Begum, MBE, founded the centre.")
    span = _span(doc, "MBE", "ORG")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


@pytest.mark.parametrize(("text", "name"), [
    ("The report was written by Γιώργος Παπαδόπουλος in Athens.", "Γιώργος Παπαδόπουλος"),
    ("Met with Ахмед Иванов yesterday.", "Ахмед Иванов"),
    ("It was reviewed by 李小龍 last week.", "李小龍"),
    ("A note from דוד כהן arrived.", "דוד כהן"),
])
def test_a_name_in_another_script_inside_english_is_a_person(text: str, name: str) -> None:
    assert (name, "PERSON") in _cues(text)


def test_a_sentence_in_another_script_is_no_name() -> None:
    from spacy_sanitize.detection.other_scripts import names_in_other_scripts

    assert names_in_other_scripts("Το κείμενο γράφτηκε στην Αθήνα πέρυσι. Nice.") == []  # mostly Greek
    quoted = ("In his long speech to the assembly the minister quoted a line of an old poem he loves, "
              "Это было очень хорошо сказано, and then he left the hall without taking any questions.")
    assert names_in_other_scripts(quoted) == []  # a sentence of Russian in English text


def test_two_people_a_model_joined_with_and_are_two() -> None:
    doc = _doc("reviewed by 李小龍 and דוד כהן in Athens")
    candidates = [_span(doc, "李小龍 and דוד כהן", "PERSON"), _span(doc, "李小龍", "PERSON", "cues"),
                  _span(doc, "דוד כהן", "PERSON", "cues")]
    assert _texts(doc, split_joined_names(doc, candidates, "en"))[:2] == [("李小龍", "PERSON"), ("דוד כהן", "PERSON")]
