"""What the fifty-second hand set (e-mails, chats, letters, CVs, notes) taught: a place's possessive before
an adverb of time ("pizza at Franco's tonight"), a letter's "Dear Sir/Madam" names no one, a time after a
chat's words is a time ("yeah 7:30"), a German doctorate's faculty is a title ("Dr. med. Petra Lindner"), a
festival is an event, a degree before its subject is no person ("BSc Economics"), a ward's number is no
address ("Ward 4"), the Care Programme Approach is shorthand, and a CV's years are no phone number
("(2012 - 2015)"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.components.pii_detector import _without_titles
from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.evidence import never_names, trim_edges
from spacy_sanitize.detection.possessive_places import with_possessive_places
from spacy_sanitize.detection.validated import make_validated_identifiers

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


@pytest.mark.parametrize(("text", "expected"), [
    ("are we still doing pizza at Franco's tonight?", "Franco's"),
    ("we sat at Franco's table all night", "Franco"),  # the possessive owns the noun after it
])
def test_a_place_s_possessive_before_an_adverb_of_time_is_its_name(text, expected) -> None:
    doc = make_doc(text)
    assert [found for found, _ in as_text(doc, with_possessive_places(doc, [candidate(doc, "Franco", "PERSON")]))] == [expected]


@pytest.mark.parametrize(("text", "span", "expected"), [
    ("Dear Sir/Madam, I am writing to complain.", "Sir/Madam", [("Sir/", "DEM"), ("Madam", "DEM")]),
    ("Dear Sir Keir Starmer, I am writing.", "Sir Keir Starmer", [("Sir", "DEM"), ("Keir Starmer", "PERSON")]),
])
def test_a_letter_s_titles_without_a_name_name_no_one(text, span, expected) -> None:
    doc = make_doc(text)
    assert as_text(doc, _without_titles(doc, [candidate(doc, span, "PERSON")])) == expected


def test_a_time_after_a_chat_s_words_is_a_time() -> None:
    doc = make_doc("Dan: yeah 7:30, I've told Ruth")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "yeah 7:30", "LOC")])) == [("7:30", "DATETIME")]


def test_a_place_before_a_time_stays_a_place() -> None:
    doc = make_doc("Kick-off at Leeds 7:30 tonight")
    assert [label for _, label in as_text(doc, trim_edges(doc, [candidate(doc, "Leeds 7:30", "LOC")]))] == ["LOC"]


def test_a_german_doctorate_s_faculty_is_a_title() -> None:
    found = source_names("cues", "Mit freundlichen Grüßen , Dr. med. Petra Lindner", "de")
    assert ("Petra Lindner", "PERSON") in found and not any(name.startswith("med") for name, _ in found)


@pytest.mark.parametrize(("phrase", "label", "expected"), [
    ("Brampton Festival", "ORG", "MISC"),  # an event
    ("BSc Economics", "PERSON", "MISC"),  # a qualification
    ("BA Cityflyer", "ORG", "ORG"),  # BA is an airline too
])
def test_festivals_and_degrees_are_no_names(phrase, label, expected) -> None:
    doc = make_doc(f"She went to {phrase} in 2015 .")
    assert [found_label for _, found_label in as_text(doc, trim_edges(doc, [candidate(doc, phrase, label)]))] == [expected]


@pytest.mark.parametrize(("phrase", "kept"), [
    ("Ward 4", []),  # a ward every patient shares
    ("Ward End", [("Ward End", "LOC")]),  # a district of Birmingham
])
def test_a_ward_s_number_is_no_address(phrase, kept) -> None:
    doc = make_doc(f"He was admitted to {phrase} on Tuesday.")
    assert as_text(doc, trim_edges(doc, [candidate(doc, phrase, "LOC")])) == kept


def test_the_care_programme_approach_is_shorthand() -> None:
    assert "cpa" in never_names("en")[0]


@pytest.mark.parametrize(("text", "phone"), [
    ("BSc Economics, University of Exeter (2012 - 2015)", False),
    ("Call me on (0161) 496 0713 please", True),
])
def test_a_cv_s_years_are_no_phone(text, phone) -> None:
    doc = make_doc(text)
    found = [c for c in make_validated_identifiers()(doc) if c.subtype == "PHONE"]
    assert bool(found) is phone, [doc_text(doc)[c.start:c.end] for c in found]
