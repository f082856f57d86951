"""Rivers, lakes and mountains named after their kind ("the River Severn", "RIVER WYE", "Loch Lomond"): the
kind is part of the name, in title case and in a headline's capitals; a kind before a common word is none
("River Island", a shop; "RIVER BANK"). And what a lower-case post calls a grandparent ("with nana"),
which the fifty-fifth set's posts showed beside them."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.natural_places import natural_places

pytest.importorskip("spacy_lookups_data", reason="the common words come with spacy-lookups-data")


def _names(text: str) -> list[str]:
    return [text[c.start:c.end] for c in natural_places(text)]


@pytest.mark.parametrize(("text", "places"), [
    ("FLOOD WARNINGS ON THE RIVER SEVERN AND RIVER WYE", ["RIVER SEVERN", "RIVER WYE"]),
    ("HUNDREDS EVACUATED AS RIVER SEVERN BURSTS ITS BANKS", ["RIVER SEVERN"]),
    ("a boat trip on Loch Lomond with nana", ["Loch Lomond"]),
    ("We walked round Lake Windermere and up Mount Snowdon.", ["Lake Windermere", "Mount Snowdon"]),
])
def test_a_river_lake_or_mountain_takes_its_kind(text, places) -> None:
    assert _names(text) == places


@pytest.mark.parametrize("text", ["Got a new coat from River Island today.", "THE RIVER BANK COLLAPSED",
                                  "the river severn", "Lake House Road was shut."])
def test_a_kind_before_a_common_word_or_in_lower_case_names_nothing(text) -> None:
    assert _names(text) == []


@pytest.mark.parametrize(("span", "label"), [("Loch Lomond", "PERSON"), ("Mount Snowdon", "DEM")])
def test_a_model_s_span_of_a_lake_or_a_mountain_is_a_place(span, label) -> None:
    doc = make_doc(f"a boat trip to {span} with the kids")
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, label)])) == [(span, "LOC")]


def test_a_model_s_shop_named_after_a_river_keeps_its_type() -> None:
    doc = make_doc("a new coat from River Island today")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "River Island", "ORG")])) == [("River Island", "ORG")]


def test_a_grandparent_after_with_in_a_lower_case_post_is_no_name() -> None:
    assert source_names("given_names", "a boat trip on the lake with nana") == []
    assert ("joan", "PERSON") in source_names("given_names", "a boat trip on the lake with joan")
