"""What the forty-fifth hand set taught: a body named with "and" before "said" ("Kent Fire and Rescue
Service said"), a police force after its county ("Essex Police"), an age over 89 on a bed board ("Mr
Aldous, 93,"), a list's people written surname first ("1. Grant, Polly -"), a note's heading before its
date ("Theatre list 21/03:"), "and" before a last acronym ("Harvard University and MIT"), a weekday after a
place ("at Hillsborough Saturday"), an imperative before a name ("Try Kev"), a venue before its town in a
listing ("19th - Brudenell Social Club, Leeds"), and more relatives in Italian and Portuguese. Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.club_names import with_club_words
from spacy_sanitize.detection.coordination import coordinated_names
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, past_leading_descriptions, score_spans, trim_edges
from spacy_sanitize.detection.joined_names import split_joined_names

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def test_a_body_named_with_and_before_said_is_one_name() -> None:
    text = "A barn burnt down, Kent Fire and Rescue Service said."
    assert ("Kent Fire and Rescue Service", "ORG") in source_names("cues", text)


@pytest.mark.parametrize("text", ["Nissan and Honda said they would merge.",
                                  "Under Rule 33, Roy Johnston and Janice Williams-Johnston stated their wish."])
def test_two_bodies_or_two_people_and_joins_before_said_stay_apart(text: str) -> None:
    assert not any(" and " in name for name, _ in source_names("cues", text))


def test_a_police_force_after_its_county_is_one_body() -> None:
    doc = make_doc("DS Collins (Essex Police) aware.")
    found = with_club_words(doc, [candidate(doc, "Essex", "LOC", "known_names")])
    assert as_text(doc, found) == [("Essex Police", "ORG")]


def test_an_age_over_89_on_a_bed_board_is_found_and_a_younger_one_is_not() -> None:
    names = source_names("cues", "Bed 4: Mrs Kaur, 76, NOF day 2. Bed 5: Mr Aldous, 93, CAP.")
    assert ("93", "DEM") in names and ("76", "DEM") not in names


@pytest.mark.parametrize(("text", "name"), [("Theatre list: 1. Grant, Polly - lap chole", "Grant, Polly"),
                                            ("2. Nkemelu, Obi - hernia repair", "Nkemelu, Obi")])
def test_a_person_a_list_writes_surname_first_is_a_person(text: str, name: str) -> None:
    assert (name, "PERSON") in source_names("cues", text)


@pytest.mark.parametrize("text", ["Agenda:\n1. Minutes, Actions - review", "1. Results, Monday - table"])
def test_common_words_or_a_day_after_a_comma_in_a_list_are_no_person(text: str) -> None:
    assert [name for name, label in source_names("cues", text) if label == "PERSON"] == []


def test_a_notes_heading_before_its_date_names_nothing() -> None:
    doc = make_doc("Theatre list 21/03: 1. Grant, Polly - lap chole")
    span = candidate(doc, "Theatre list", "ORG")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


def test_a_name_before_a_year_is_still_a_name() -> None:
    doc = make_doc("Royal Mail 2024 results")
    span = candidate(doc, "Royal Mail", "ORG")
    assert score_spans(doc, [span], [span]) != [NO_NAME_SCORE]


def test_and_before_an_acronym_that_ends_the_span_parts_two_bodies() -> None:
    doc = make_doc("She studied at Harvard University and MIT, and served twice.")
    found = split_joined_names(doc, [candidate(doc, "Harvard University and MIT", "ORG")], "en")
    assert as_text(doc, found) == [("Harvard University", "ORG"), ("MIT", "ORG")]


def test_a_weekday_after_a_place_is_a_date_of_its_own() -> None:
    doc = make_doc("see you all at Hillsborough Saturday")
    found = trim_edges(doc, [candidate(doc, "Hillsborough Saturday", "ORG")])
    assert sorted(as_text(doc, found)) == [("Hillsborough", "ORG"), ("Saturday", "DATETIME")]


@pytest.mark.parametrize("name", ["Sheffield Wednesday", "Bloody Sunday", "Good Friday"])
def test_a_name_that_ends_with_a_weekday_stays_whole(name: str) -> None:
    doc = make_doc(f"They talked about {name} again.")
    assert (name, "ORG") in as_text(doc, trim_edges(doc, [candidate(doc, name, "ORG")]))


def test_an_imperative_before_a_name_is_no_part_of_it() -> None:
    doc = make_doc("Anyone know a mechanic?\nTry Kev at Parrs Wood Autos.")
    assert as_text(doc, past_leading_descriptions(doc, [candidate(doc, "Try Kev", "PERSON")])) == [("Kev", "PERSON")]


def test_a_given_name_that_is_also_a_verb_opening_a_name_stays() -> None:
    doc = make_doc("Will Smith won.")
    span = candidate(doc, "Will Smith", "PERSON")
    assert past_leading_descriptions(doc, [span]) == [span]


def test_a_venue_before_its_town_in_a_listing_is_a_place() -> None:
    doc = make_doc("Live: 12th - The Crescent, York / 19th - Brudenell Social Club, Leeds / 26th - Night & Day, "
                   "Manchester")
    resolved = [candidate(doc, town, "ORG", "known_names") for town in ("York", "Leeds", "Manchester")]
    found = as_text(doc, coordinated_names(doc, resolved, "en"))
    assert found == [("The Crescent", "LOC"), ("Brudenell Social Club", "LOC"), ("Night & Day", "LOC")]


def test_a_venue_needs_a_listings_mark_before_it() -> None:
    doc = make_doc("We met at noon. Then Tom Smith, London based, called.")
    resolved = [candidate(doc, "Tom Smith", "PERSON"), candidate(doc, "London", "LOC")]
    assert coordinated_names(doc, resolved, "en") == []


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("it", "a rimini con mia cugina chiara e il suo ragazzo luca", "luca"),
    ("pt", "churrasco em casa do meu padrinho zeca em braga", "zeca"),
])
def test_more_relatives_announce_a_given_name(lang: str, text: str, name: str) -> None:
    assert (name, "PERSON") in source_names("cues", text, lang)


def test_a_spaced_slash_parts_a_cells_two_names() -> None:
    from spacy_sanitize.detection.evidence import split_at_segment_breaks

    doc = make_doc("1. Tadej Pogacar ( Slovenia / UAE Team Emirates ) 4:43:07")
    pieces = split_at_segment_breaks(doc, [candidate(doc, "Slovenia / UAE Team Emirates", "ORG")])
    assert as_text(doc, pieces) == [("Slovenia", "ORG"), ("UAE Team Emirates", "ORG")]


def test_an_unspaced_slash_stays_inside() -> None:
    from spacy_sanitize.detection.evidence import split_at_segment_breaks

    doc = make_doc("He works for AC/DC Tours now.")
    span = candidate(doc, "AC/DC Tours", "ORG")
    assert split_at_segment_breaks(doc, [span]) == [span]


def test_a_greeting_before_a_name_is_no_part_of_it() -> None:
    doc = make_doc("RIP Terry Hobbs, landlord of the Feathers.")
    assert as_text(doc, past_leading_descriptions(doc, [candidate(doc, "RIP Terry Hobbs", "PERSON")])) == [
        ("Terry Hobbs", "PERSON")]


def test_a_persons_name_ends_at_its_possessive() -> None:
    doc = make_doc("dn visit: Mr Pennington's catheter changed.")
    found = trim_edges(doc, [candidate(doc, "Pennington's catheter", "PERSON")])
    assert as_text(doc, found) == [("Pennington's", "PERSON")]


def test_a_dutch_particle_spelt_as_a_possessive_stays_in_the_name() -> None:
    doc = make_doc("Patiënt Sylvie 's Gravensande-Bresé (52 jaar)", "nl")
    span = candidate(doc, "Sylvie 's Gravensande-Bresé", "PERSON")
    assert trim_edges(doc, [span]) == [span]


def test_two_towns_and_joins_are_two_places() -> None:
    doc = make_doc("flood warnings at Shrewsbury and Bewdley on Sunday")
    found = split_joined_names(doc, [candidate(doc, "Shrewsbury and Bewdley", "ORG")], "en")
    assert as_text(doc, found) == [("Shrewsbury", "ORG"), ("Bewdley", "ORG")]


def test_a_year_and_a_town_of_birth_in_brackets_are_found() -> None:
    names = source_names("cues", "Tomás Ó Ceallaigh (born 1980, Dingle) is a singer.")
    assert ("1980", "DATETIME") in names and ("Dingle", "LOC") in names


def test_an_honour_after_a_name_names_no_body() -> None:
    doc = make_doc("Rashida Begum, MBE, founded the centre.")
    span = candidate(doc, "MBE", "ORG")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


@pytest.mark.parametrize(("text", "name"), [
    ("The report was written by Γιώργος Παπαδόπουλος in Athens.", "Γιώργος Παπαδόπουλος"),
    ("Met with Ахмед Иванов yesterday.", "Ахмед Иванов"),
    ("It was reviewed by 李小龍 last week.", "李小龍"),
    ("A note from דוד כהן arrived.", "דוד כהן"),
])
def test_a_name_in_another_script_inside_english_is_a_person(text: str, name: str) -> None:
    assert (name, "PERSON") in source_names("cues", text)


def test_a_sentence_in_another_script_is_no_name() -> None:
    from spacy_sanitize.detection.other_scripts import names_in_other_scripts

    assert names_in_other_scripts("Το κείμενο γράφτηκε στην Αθήνα πέρυσι. Nice.") == []  # mostly Greek
    quoted = ("In his long speech to the assembly the minister quoted a line of an old poem he loves, "
              "Это было очень хорошо сказано, and then he left the hall without taking any questions.")
    assert names_in_other_scripts(quoted) == []  # a sentence of Russian in English text


def test_two_people_a_model_joined_with_and_are_two() -> None:
    doc = make_doc("reviewed by 李小龍 and דוד כהן in Athens")
    candidates = [candidate(doc, "李小龍 and דוד כהן", "PERSON"), candidate(doc, "李小龍", "PERSON", "cues"),
                  candidate(doc, "דוד כהן", "PERSON", "cues")]
    assert as_text(doc, split_joined_names(doc, candidates, "en"))[:2] == [("李小龍", "PERSON"), ("דוד כהן", "PERSON")]


def test_an_address_numbers_piece_after_its_unit_stays() -> None:
    from spacy_sanitize.detection.evidence import split_at_segment_breaks

    doc = make_doc("Last known address: Avenida de Coral Canet 66 Apt. 86 \nCeuta, 28574.", "es")
    pieces = split_at_segment_breaks(doc, [candidate(doc, "Canet 66 Apt. 86", "LOC")])
    assert ("86", "LOC") in as_text(doc, pieces)
