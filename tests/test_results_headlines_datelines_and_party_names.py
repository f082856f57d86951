"""What the ninety-third hand set taught: a headline's verb after "TO" or an article is a noun ("HOLD RANGERS TO
GOALLESS DRAW": no subject); a model's "Celtic and Rangers" is two clubs where the headline named each alone; a
country after "TOUR OF" is the race's name; a dateline's place and its day are two spans ("Spain 1996-09-12"),
the day whole; a party's whole name holds its "of" ("Democratic Party of Socialists")."""

from __future__ import annotations

import pytest
from spacy.language import Language

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import events_as_misc
from spacy_sanitize.detection.joined_names import split_joined_names
from spacy_sanitize.detection.rules import RegexRules
from spacy_sanitize.detection.score_tails import without_scores


@pytest.mark.parametrize(("headline", "absent", "present"), [
    ("SOCCER - CELTIC HOLD RANGERS TO GOALLESS DRAW\nGLASGOW 1996-09-28", "GOALLESS", "CELTIC"),
    ("RUGBY - LEINSTER STORM INTO HALF-TIME LEAD\nDUBLIN 1996-10-01", "HALF-TIME", None),
    ("SOCCER - CELTIC BEAT RANGERS TO GO TOP\nGLASGOW 1996-12-06", None, "CELTIC"),  # a subject stays one
])
def test_a_verb_word_after_to_has_no_subject(headline: str, absent: str | None, present: str | None) -> None:
    found = [text for text, _ in source_names("cues", headline)]
    if absent is not None:
        assert absent not in found
    if present is not None:
        assert present in found


def test_a_pair_named_alone_in_the_headline_is_cut() -> None:
    doc = make_doc("SOCCER - CELTIC HOLD RANGERS\nCeltic and Rangers drew 0-0 .")
    pair = candidate(doc, "Celtic and Rangers", "ORG")
    clubs = [candidate(doc, "CELTIC", "PERSON", "cues"), candidate(doc, "Rangers", "ORG", "known_names")]
    assert as_text(doc, split_joined_names(doc, [pair, *clubs], "en"))[:2] == [("Celtic", "ORG"), ("Rangers", "ORG")]


def test_a_firm_whose_first_word_no_source_found_alone_stays_whole() -> None:
    doc = make_doc("SHARES IN SPENCER RISE\nMarks and Spencer rose 3p .")
    pair = candidate(doc, "Marks and Spencer", "ORG")
    others = [candidate(doc, "SPENCER", "PERSON", "cues")]
    assert as_text(doc, split_joined_names(doc, [pair, *others], "en"))[0] == ("Marks and Spencer", "ORG")


@pytest.mark.parametrize(("text", "place", "event"), [
    ("CYCLING - TOUR OF SPAIN STAGE RESULTS", "SPAIN", "TOUR OF SPAIN"),
    ("He won a stage of the Tour de France in 1996 .", "France", "Tour de France"),
])
def test_a_country_after_a_tour_is_the_race(text: str, place: str, event: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, events_as_misc(doc, [candidate(doc, place, "LOC", "countries")])) == [(event, "MISC")]


def test_a_country_after_another_of_stays_a_place() -> None:
    doc = make_doc("The Bank of Spain said .")
    assert as_text(doc, events_as_misc(doc, [candidate(doc, "Spain", "LOC", "countries")])) == [("Spain", "LOC")]


@pytest.mark.parametrize(("text", "dates"), [
    ("SALAMANCA , Spain 1996-09-12\n", ["1996-09-12"]),
    ("in the 1963-64 season", ["1963-64"]),
    ("between 2002-2007 and", ["2002-2007"]),
])
def test_a_numeric_day_is_read_before_a_year_range(text: str, dates: list[str]) -> None:
    assert [text[m.start:m.end] for m in RegexRules().matches(text)] == dates


def test_a_dateline_place_ends_before_the_rules_day() -> None:
    doc = make_doc("SALAMANCA , Spain 1996-09-12\nResults")
    spans = [candidate(doc, "Spain 1996-09-12", "LOC"), candidate(doc, "1996-09-12", "DATETIME", "rules")]
    assert as_text(doc, without_scores(doc, spans))[0] == ("Spain", "LOC")


def test_a_dateline_end_to_end(nlp_with_detector: Language) -> None:
    doc = nlp_with_detector("CYCLING - TOUR OF SPAIN STAGE RESULTS\nSALAMANCA , Spain 1996-09-12\nResults of the "
                            "12th stage :\n1. Laurent Jalabert ( France ) ONCE 4:12:08")
    spans = [(s.text, s.label_) for s in doc.spans["pii"]]
    assert ("Spain", "LOC") in spans and ("1996-09-12", "DATETIME") in spans
    assert ("TOUR OF SPAIN", "MISC") in spans


@pytest.mark.parametrize(("text", "party"), [
    ("Democratic Party of Socialists 45 seats", "Democratic Party of Socialists"),
    ("The Communist Party of the Russian Federation won .", "Communist Party of the Russian Federation"),
    ("The Party of Regions lost .", "Party of Regions"),
])
def test_a_party_name_holds_its_of(text: str, party: str) -> None:
    assert (party, "ORG") in source_names("cues", text)


def test_a_party_of_lower_case_words_is_no_name() -> None:
    assert not any("Party" in text for text, _ in source_names("cues", "The Party of the people won ."))
