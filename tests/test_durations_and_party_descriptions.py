"""What the ninety-first hand set taught: a model's place or person that is a number and a unit of time ("in 20
mins") is a duration, whatever follows it in the span; a number before another word stays what it was. A party's
member in the singular before an office ("Social Democrat leader") describes a person's politics; the party's own
name stays a body."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import trim_edges


@pytest.mark.parametrize(("text", "span", "label", "kept"), [
    ("sorted my bike out in 20 mins today", "20 mins", "LOC", ("20 mins", "DATETIME")),
    ("waited 3 hrs at the desk", "3 hrs", "PERSON", ("3 hrs", "DATETIME")),
    ("She lives at 20 Mill Lane now", "20 Mill Lane", "LOC", ("20 Mill Lane", "LOC")),  # an address
])
def test_a_number_and_a_unit_of_time_is_a_duration(text: str, span: str, label: str, kept: tuple[str, str]) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, label)])) == [kept]


@pytest.mark.parametrize(("text", "span", "label", "kept"), [
    ("Social Democrat leader Goran Persson said", "Social Democrat", "ORG", ("Social Democrat", "DEM")),
    ("the Republican senator from Ohio said", "Republican", "ORG", ("Republican", "DEM")),
    ("the Democrat Party of Albania won", "Democrat Party of Albania", "ORG", ("Democrat Party of Albania", "ORG")),
    ("the Labour leader met", "Labour", "ORG", ("Labour", "ORG")),  # the party's own name
])
def test_a_partys_member_before_an_office_is_a_description(text: str, span: str, label: str,
                                                           kept: tuple[str, str]) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, label)])) == [kept]
