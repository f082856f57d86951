"""What the fifty-first hand set (longer documents) taught: a person named right after the trade a text
gives them ("the surgeon Tunde Ogunleye", whose given name no lexicon holds), both sides of a result a
sentence reports with its score ("as Arsenal beat Brentford 3-1"), the company that opens a market table's
row ("BP -2.7 pct"), a share's signed move that ends a name, and a clock's time zone. Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import trim_edges

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


@pytest.mark.parametrize(("text", "name"), [
    ("She is married to the surgeon Tunde Ogunleye; they live in Kenilworth.", "Tunde Ogunleye"),
    ("Her agent Priti Sandhu said no.", "Priti Sandhu"),
    ("The club appointed the manager Sean Dyche in 2012.", "Sean Dyche"),
])
def test_a_person_named_after_their_trade_is_found(text, name) -> None:
    assert (name, "PERSON") in source_names("cues", text)


@pytest.mark.parametrize("text", [
    "They signed with the publisher Penguin Random House last year.",  # three words and more: a body's shape
    "She asked the surgeon About Time and Money.",  # common words: no name
])
def test_a_body_or_common_words_after_a_trade_are_no_person(text) -> None:
    assert not [name for name, label in source_names("cues", text) if label == "PERSON"]


@pytest.mark.parametrize(("text", "sides"), [
    ("Bukayo Saka scored twice as Arsenal beat Brentford 3-1 at the Emirates .", ["Arsenal", "Brentford"]),
    ("On Saturday Leeds drew with Hull 1-1 .", ["Leeds", "Hull"]),  # the day opens no side
])
def test_both_sides_of_a_result_with_its_score_are_named(text, sides) -> None:
    found = [name for name, _ in source_names("cues", text)]
    assert all(side in found for side in sides) and "On Saturday Leeds" not in found


def test_a_result_without_a_score_names_no_side() -> None:
    assert not any(name == "Hull" for name, _ in source_names("cues", "On Saturday Leeds beat Hull again ."))


def test_a_market_row_opens_with_the_company_that_moved() -> None:
    text = "FALLERS\nBP -2.7 pct\nAstraZeneca -1.9%\nFTSE 100 -0.4 pct"
    found = source_names("cues", text)
    assert ("BP", "ORG") in found and ("AstraZeneca", "ORG") in found and not any("FTSE" in n for n, _ in found)


def test_a_note_s_signed_change_without_a_unit_is_no_market_row() -> None:
    assert ("Temp", "ORG") not in source_names("cues", "OBS\nTemp +0.5\nBP 120/80")


def test_a_share_s_signed_move_ends_a_name() -> None:
    doc = make_doc("RISERS\nRolls-Royce +4.1 pct\nBarratt Redrow +3.2 pct")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "Rolls-Royce +4.1 pct", "LOC")])) == [("Rolls-Royce", "LOC")]


def test_a_golfer_s_score_before_the_name_still_goes() -> None:
    doc = make_doc("Leaders:\n-18 Tyrrell Hatton\n-16 Rory McIlroy")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "-18 Tyrrell Hatton", "PERSON")])) == [("Tyrrell Hatton", "PERSON")]


def test_a_time_zone_is_a_time_not_a_body() -> None:
    doc = make_doc("Leaders and laggards at 1200 GMT : shares fell .")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "GMT", "ORG")])) == [("GMT", "DATETIME")]
