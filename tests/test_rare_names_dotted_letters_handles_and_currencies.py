"""What the ninety-fifth hand set taught: a rarer name that English writes capitalised is still one in a post in
lower case ("the new greggs on deansgate"); dotted letters after a name are the name's ("Fontaines D.C."); a
thanks before a handle is no part of it ("Shoutout @pret"); a country's adjective before its currency is no
body ("The Mexican peso"); a weekday cut from a model's span is a date ("Brigham planned Tues"); a given name's
second syllable after a hyphen is no verb ("Chen Wei-ling"); "Games" after its adjective is the event."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import events_as_misc, trim_edges
from spacy_sanitize.detection.initials import with_initials
from spacy_sanitize.detection.word_frequencies import lower_case_names


@pytest.mark.parametrize("word", ["deansgate", "agustín"])
def test_a_rarer_capitalised_word_is_a_name_in_lower_case(word: str) -> None:
    assert word in (lower_case_names("en") or {})


@pytest.mark.parametrize("word", ["tuesday", "coffee", "bus"])
def test_an_everyday_word_stays_no_name(word: str) -> None:
    assert word not in (lower_case_names("en") or {})


@pytest.mark.parametrize(("text", "name", "label", "grown"), [
    ("tix for Fontaines D.C. at the Olympia", "Fontaines", "ORG", "Fontaines D.C."),
    ("flew to Washington D.C. on Monday", "Washington", "LOC", "Washington D.C."),
    ("told Smith U.S. officials had left", "Smith", "PERSON", "Smith"),  # a country's abbreviation
    ("signed Jane Smith M.D. yesterday", "Jane Smith", "PERSON", "Jane Smith"),  # a credential
])
def test_dotted_letters_after_a_name_are_the_name_s(text: str, name: str, label: str, grown: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, with_initials(doc, [candidate(doc, name, label)])) == [(grown, label)]


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Shoutout @pret for the free coffee", "Shoutout @pret", "@pret"),
    ("Cheers @jdoe for the lift", "Cheers @jdoe", "@jdoe"),
    ("Tesco @Tesco charged me twice", "Tesco @Tesco", "Tesco @Tesco"),  # the firm's name and its handle
])
def test_a_thanks_before_a_handle_is_no_part_of_it(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert [t for t, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "PERSON")]))] == [kept]


@pytest.mark.parametrize(("text", "word", "label"), [
    ("The Mexican peso opened weaker on Monday .", "Mexican", "DEM"),
    ("The Pakistani rupee fell .", "Pakistani", "DEM"),
    ("Shares in Mexican Airlines fell .", "Mexican Airlines", "ORG"),  # a firm's name
])
def test_a_country_s_adjective_before_its_currency_is_no_body(text: str, word: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, word, "ORG")])) == [(word, label)]


def test_a_weekday_cut_from_a_model_s_span_is_a_date() -> None:
    doc = make_doc("Transfer to Brigham planned Tues.")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "Brigham planned Tues", "ORG")])) == [
        ("Brigham", "ORG"), ("Tues", "DATETIME")]


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Chen Wei-ling (born 1988) is a player .", "Chen Wei-ling", "Chen Wei-ling"),
    ("so proud of aaliyah graduating today", "aaliyah graduating", "aaliyah"),  # a verb after the name
])
def test_a_syllable_after_a_hyphen_is_no_verb(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert [t for t, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "PERSON")]))] == [kept]


def test_the_games_after_their_adjective_are_the_event() -> None:
    doc = make_doc("She won bronze at the 2014 Asian Games .")
    assert as_text(doc, events_as_misc(doc, [candidate(doc, "Games", "LOC")])) == [("Asian Games", "MISC")]
