"""What the fifty-sixth hand set taught: a party's member named after the party and the seat ("Labour MP
Stella Creasy said", "SNP MSP Kate Forbes said") is a party and a person, not one organisation; and an age
over 89 after a titled name of several words ("Mr Pieter van der Berg, 93,"); a bed's number opening a
patient's span ("Bed 12 Mr Pieter van der Berg") is no part of the name. Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.cues import _named_subjects
from spacy_sanitize.detection.evidence import never_names, trim_edges
from spacy_sanitize.detection.word_frequencies import common_words

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _subjects(text: str) -> list[str]:
    return [text[c.start:c.end] for c in _named_subjects(text, set(), never_names("en")[1], common_words("en"))]


@pytest.mark.parametrize(("text", "bodies"), [("Labour MP Stella Creasy said the unit would close.", []),
                                              ("SNP MSP Kate Forbes said so.", ["SNP"]),
                                              ("ECB President Christine Lagarde told reporters.", ["ECB"])])
def test_a_party_and_its_member_are_no_one_name(text, bodies) -> None:
    assert _subjects(text) == bodies


def test_a_firm_before_a_reporting_verb_is_still_one_name() -> None:
    assert _subjects("Network Rail said the line was shut.") == ["Network Rail"]


@pytest.mark.parametrize(("text", "span", "pieces"), [
    ("Labour MP Stella Creasy said so .", "Labour MP Stella Creasy", ["Labour", "Stella Creasy"]),
    ("Tory councillor Jane Hill spoke .", "Tory councillor Jane Hill", ["Tory", "Jane Hill"]),
])
def test_a_seat_between_a_party_and_a_given_name_splits_a_model_s_span(text, span, pieces) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")]))] == pieces


def test_a_seat_before_a_word_that_is_no_given_name_splits_nothing() -> None:
    doc = make_doc("the Cardiff MP Office opened .")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "Cardiff MP Office", "ORG")])) == [("Cardiff MP Office", "ORG")]


def test_an_old_age_after_a_long_titled_name() -> None:
    found = source_names("cues", "Handover: Bed 12 Mr Pieter van der Berg, 93, admitted from Oakwood Care Home.")
    assert ("93", "DEM") in found


def test_a_young_age_after_a_titled_name_is_no_old_age() -> None:
    assert ("63", "DEM") not in source_names("cues", "Bed 12 Mr Pieter van der Berg, 63, admitted today.")


@pytest.mark.parametrize(("span", "kept"), [("Bed 12 Mr Pieter van der Berg", "Mr Pieter van der Berg"),
                                            ("Bay 3 Doris Hale", "Doris Hale")])
def test_a_bed_s_number_opening_a_patient_s_span_is_no_part_of_the_name(span, kept) -> None:
    doc = make_doc(f"Handover: {span}, settled overnight.")
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "LOC")]))] == [kept]


def test_a_ward_s_number_alone_or_before_a_lower_case_word_stays_a_ward() -> None:
    doc = make_doc("Moved to Bed 12 today.")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "Bed 12 today", "LOC")])) != [("today", "LOC")]
