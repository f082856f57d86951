"""Chat exports, names repeated in capitals, scorers' brackets, forms' fields, venues named "The ...", GP
surgeries, units of a building and the verbs after a relative's name: what each shape marks, and the
look-alikes it leaves."""

from __future__ import annotations

import pytest
import spacy

from conftest import found_by, token_span
from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.dialogue import DialogueNames
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans, trim_edges
from spacy_sanitize.detection.given_names import GivenNames
from spacy_sanitize.detection.lowercase_names import trim_everyday_words

NO_MODEL = {"sources": {"model": None}}
LOOKUPS = "the word frequencies come with spacy-lookups-data"


def test_a_chat_exports_speakers_are_named_by_their_time_stamp() -> None:
    text = ("19:42 - Marcus Reid: anyone up for five-a-side?\n19:44 - Femi: in\n"
            "12/03/2024, 19:51 - Mum: dinner at 6\n19:53 - Marcus Reid: sound")
    found = found_by(DialogueNames(), "en", text)
    assert "Marcus Reid" in found and "Femi" in found
    assert "Mum" not in found  # what a family calls a parent names nobody


def test_a_programmes_stamped_items_are_no_speakers() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = "09:30 - Keynote: opening remarks\n13:00 - Lunch: in the atrium\n14:00 - Priya Nair: closing talk"
    assert found_by(DialogueNames(), "en", text) == ["Priya Nair"]


def test_a_forms_field_is_no_speaker_nor_a_given_name() -> None:
    text = "Patient: Harold Finch\nWard: Ward 7B, Royal Derby Hospital\nFollow-up: Dr Lowe, Allestree"
    assert "Ward" not in found_by(DialogueNames(), "en", text)
    assert "Follow-up" not in found_by(DialogueNames(), "en", text)
    given = found_by(GivenNames(), "en", text)
    assert "Ward" not in given and "Harold Finch" in given  # neither the field's label nor the ward's number
    assert "Ward" in found_by(GivenNames(), "en", "Ward scored twice.")  # a given name elsewhere


def test_a_name_detected_in_a_story_is_found_again_in_its_capitals_headline() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    from spacy_sanitize.components.pii_detector import _in_capitals

    labels = {(("Tewkesbury", ",", "Gloucestershire"), ("", " ")): "LOC", (("Grant",), ()): "PERSON",
              (("Doris", "Walker"), (" ",)): "PERSON"}
    found = _in_capitals(labels, "en")
    assert found[(("TEWKESBURY",), ())] == "LOC" and found[(("GLOUCESTERSHIRE",), ())] == "LOC"
    assert found[(("DORIS", "WALKER"), (" ",))] == "PERSON"
    assert (("GRANT",), ()) not in found  # in capitals a common word is as likely the word


def test_a_teams_goals_before_its_scorers_leave_its_name_but_a_unit_keeps_its_number() -> None:
    doc = spacy.blank("en")("Wrexham 3 ( Mullin 12 , Palmer 55 ) Bolton 1 ( Dempsey 34 ). Offices at Unit 3 ( Block B ).")
    spans = trim_edges(doc, [token_span(doc, "Wrexham 3", "LOC"), token_span(doc, "Unit 3", "LOC")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Wrexham", "Unit 3"]
    italian = spacy.blank("it")("Inter - Napoli 1-1 ( Çalhanoğlu , McTominay ) ; Juventus 2 ( Vlahović 2 ) . Via Roma 5 ( scala B )")
    spans = trim_edges(italian, [token_span(italian, "Napoli 1", "LOC"), token_span(italian, "Vlahović 2", "LOC"),
                                 token_span(italian, "Via Roma 5", "LOC")])
    assert [italian[s:e].text for s, e, _, _ in spans] == ["Napoli", "Vlahović", "Via Roma 5"]


def test_a_common_word_amid_a_notes_capitals_and_a_tooth_name_nobody() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    doc = spacy.blank("en")("RESIDENT ATE 50% OF BREAKFAST. LIVES IN BATH WITH WIFE. Extraction of LL6 today.")
    spans = [token_span(doc, "BREAKFAST", "LOC"), token_span(doc, "LL6", "ORG")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE, NO_NAME_SCORE]
    bath = [token_span(doc, "BATH", "LOC")]
    assert score_spans(doc, bath, bath) != [NO_NAME_SCORE]  # after a preposition of place: a town


def test_a_venue_named_the_and_a_family_doctors_surgery_but_not_an_operation() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = ("Lunch at The Pig near Brockenhurst. Dinner at The Ivy Was Great. The food was fine. "
            "Registered with Village Surgery, Allestree. Referred to Cardiac Surgery at the Brompton.")
    found = found_by(CueWords(), "en", text)
    assert "The Pig" in found and "The Ivy" in found and "Village Surgery" in found
    assert "Cardiac Surgery" not in found and not any(name.startswith("The food") for name in found)


def test_a_units_number_before_its_estate_is_part_of_the_address_but_not_a_courses() -> None:
    text = "Lloyd Roofing Ltd, Unit 4, Parc Menai, Bangor. Read Unit 4, Lesson 2 before class."
    assert found_by(StreetAddresses(), "en", text).count("Unit 4") == 1


def test_a_verb_after_a_relatives_name_in_spanish_and_new_relatives_in_portuguese() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    doc = spacy.blank("es")("mi abuela carmen vive en triana y mi madre carmen flores necesita ayuda")
    spans = trim_everyday_words(doc, [token_span(doc, "carmen vive", "PERSON", "cues"),
                                      token_span(doc, "carmen flores", "PERSON", "cues")], "es")
    assert [doc[s:e].text for s, e, _, _ in spans] == ["carmen", "carmen flores"]
    assert found_by(CueWords(), "pt", "minha prima bruna tá com dor de dente") == ["bruna"]


def test_a_bowlers_runs_a_racing_fields_label_and_a_heading_with_a_number_leave_the_names() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    doc = spacy.blank("en")("T. Banton c Pope b Atkinson 45\nThe Apollo 11 crew landed.")
    spans = trim_edges(doc, [token_span(doc, "Atkinson 45", "ORG"), token_span(doc, "Apollo 11", "ORG")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Atkinson", "Apollo 11"]
    race = spacy.blank("en")("3. Rapid Riser ( O. Murphy ) 9-4 fav . Trainer : Amanda Perrett .\nWORLD INDOOR 60 METRES")
    spans = [token_span(race, "Trainer", "PERSON"), token_span(race, "WORLD INDOOR 60 METRES", "PERSON")]
    assert score_spans(race, spans, spans) == [NO_NAME_SCORE, NO_NAME_SCORE]


def test_a_works_title_names_nobody_but_a_name_after_a_book_may() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    doc = spacy.blank("en")("Her debut album Collapsed in Sunbeams won. Her novel Fingersmith sold. He thanked Sunbeams Ltd.")
    spans = [token_span(doc, "Sunbeams", "LOC"), token_span(doc, "Fingersmith", "PERSON")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE, NO_NAME_SCORE]
    other = spacy.blank("en")("The novel was long. Fingersmith sold well.")
    spans = [token_span(other, "Fingersmith", "PERSON")]
    assert score_spans(other, spans, spans) != [NO_NAME_SCORE]


def test_an_initial_joins_the_surname_after_it_but_not_a_countrys_abbreviation() -> None:
    from spacy_sanitize.detection.initials import with_initials

    doc = spacy.blank("en")("Lord Of The Rings ( J. Doyle ) won . Back in the U.S. Doyle rested .")
    first, second = [i for i, token in enumerate(doc) if token.text == "Doyle"]
    spans = with_initials(doc, [(first, first + 1, "PERSON", "known_names"), (second, second + 1, "PERSON", "model")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["J. Doyle", "Doyle"]


def test_a_cab_firm_and_a_german_police_station_are_names() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    from spacy_sanitize.detection.institutions import InstitutionNames

    assert "DG Cars" in found_by(CueWords(), "en", "He drives a taxi for DG Cars in Nottingham.")
    found = found_by(InstitutionNames(), "de", "Zeugen melden sich beim Polizeirevier Stuttgart-Mitte .")
    assert any(name.startswith("Polizeirevier Stuttgart") for name in found)


def test_a_school_or_a_hospice_named_after_its_saint_is_a_name_wherever_it_stands() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = "St Mary's Primary, Wantage - news\nTransfer to St Luke's Hospice. St Paul's was full."
    found = found_by(CueWords(), "en", text)
    assert "St Mary's Primary" in found and "St Luke's Hospice" in found
    assert not any(name.startswith("St Paul") for name in found)  # no kind after it: the saint alone
