"""A quoted post's author; a pager's label cut from the name before it; a dateline's town and country as two
places (but one inside a sentence, as TAB marks it); a flat in a named block; a cricket innings' players;
the body someone founded."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.dialogue import DialogueNames
from spacy_sanitize.detection.evidence import split_at_segment_breaks, trim_edges


@pytest.fixture(scope="module")
def nlp() -> spacy.language.Language:
    return spacy.blank("en")


def _texts(nlp: spacy.language.Language, source, text: str, label: str | None = None) -> list[str]:
    doc = nlp.make_doc(text)
    return [doc_text(doc)[c.start:c.end] for c in source(doc) if label is None or c.label == label]


@pytest.mark.parametrize(("text", "author"), [
    ("> Quoting Dimitris: the owner said they reopen in May", "Dimitris"),
    ("Quoting jdoe_77:\nno idea mate", "jdoe_77"),
    ("Marguerite said:\nthe bus was late again", "Marguerite"),
    ("Originally Posted by Dimitris\nwe reopen in May", "Dimitris"),
])
def test_a_quoted_posts_author_is_a_person(nlp, text: str, author: str) -> None:
    assert author in _texts(nlp, DialogueNames(), text)


@pytest.mark.parametrize("text", ["He said:\nno", "Police said: the road is closed", "quoting from memory: no",
                                  "Originally posted by the council"])
def test_a_word_before_said_or_after_quoting_is_no_author(nlp, text: str) -> None:
    assert _texts(nlp, DialogueNames(), text) == []


def _trimmed(nlp: spacy.language.Language, text: str, surface: str, label: str) -> list[str]:
    doc = nlp.make_doc(text)
    span = doc.char_span(text.index(surface), text.index(surface) + len(surface))
    return [doc[s:e].text for s, e, _, _ in trim_edges(doc, [(span.start, span.end, label, "model")])]


@pytest.mark.parametrize(("text", "span", "name"), [
    ("SHO DR MENSAH BLEEP 4417 AWARE OF LOW UO.", "MENSAH BLEEP", "MENSAH"),
    ("Nurse Kaur ext 2231 informed.", "Kaur ext", "Kaur"),
    ("Dr Patel pager 5567 aware.", "Patel pager", "Patel"),
])
def test_a_number_label_after_a_name_is_cut(nlp, text: str, span: str, name: str) -> None:
    assert _trimmed(nlp, text, span, "PERSON") == [name]


def test_a_label_word_without_a_number_after_it_stays(nlp) -> None:
    assert _trimmed(nlp, "Ask Mr Tel Phone about it.", "Tel Phone", "PERSON") == ["Tel Phone"]


def _split(nlp: spacy.language.Language, text: str, model: str, others: list[str]) -> list[str]:
    doc = nlp.make_doc(text)

    def tokens(surface: str) -> tuple[int, int]:
        span = doc.char_span(text.index(surface), text.index(surface) + len(surface))
        return span.start, span.end

    candidates = [(*tokens(model), "LOC", "model")] + [(*tokens(o), "LOC", "cues") for o in others]
    return [doc[s:e].text for s, e, _, source in split_at_segment_breaks(doc, candidates) if source == "model"]


def test_a_datelines_town_and_country_are_two_places(nlp) -> None:
    text = "CYCLING - RESULTS\nKENDAL , England 1996-09-06\nResults of the fifth stage :"
    assert _split(nlp, text, "KENDAL , England", ["KENDAL", "England"]) == ["KENDAL", "England"]


def test_a_town_and_country_inside_a_sentence_stay_one_place(nlp) -> None:
    text = "He was born in Belfast, Northern Ireland, in 1950."
    assert _split(nlp, text, "Belfast, Northern Ireland", ["Belfast", "Northern Ireland"]) == [
        "Belfast, Northern Ireland"]


def test_a_dateline_comma_without_names_on_both_sides_stays(nlp) -> None:
    text = "KENDAL , England 1996-09-06"
    assert _split(nlp, text, "KENDAL , England", ["England"]) == ["KENDAL , England"]


@pytest.mark.parametrize(("text", "address"), [
    ("found on floor at home, Flat 3 Beech Court, Hove.", "Flat 3 Beech Court"),
    ("She lives at Apartment 5B Riverside House now.", "Apartment 5B Riverside House"),
])
def test_a_flat_in_a_named_block_is_an_address(nlp, text: str, address: str) -> None:
    assert address in _texts(nlp, StreetAddresses(), text)


def test_a_flat_number_before_no_building_is_no_address(nlp) -> None:
    assert _texts(nlp, StreetAddresses(), "The Flat 3 Bedroom Plan sold out.") == []


def test_an_innings_brackets_players_and_team(nlp) -> None:
    text = "Yorkshire 312 ( Root 104 , Bairstow 58 ; Anderson 4-61 ) v Lancashire at Headingley ."
    assert {"Root", "Bairstow", "Anderson"} <= set(_texts(nlp, CueWords(), text, "PERSON"))
    assert "Yorkshire" in _texts(nlp, CueWords(), text, "ORG")


@pytest.mark.parametrize("text", [
    "Article 312 ( Rule 104 , Rule 58 ) applies .",
    "Total 120 ( Smith 40 , 3 days ) was paid .",  # an item that is no player and his figures
    "Yorkshire 312 ( Root 104 ) v Lancashire .",  # one item: a note, not an innings' summary
])
def test_no_innings_without_players_and_figures(nlp, text: str) -> None:
    assert "Root" not in _texts(nlp, CueWords(), text, "PERSON") and "Rule" not in _texts(nlp, CueWords(), text)


@pytest.mark.parametrize(("text", "body"), [
    ("He co-founded Comic Relief with Richard Curtis in 1985.", "Comic Relief"),
    ("She founded the Green Belt Movement in 1977.", "Green Belt Movement"),
    ("In 1942 they founded Oxfam.", "Oxfam"),
])
def test_what_someone_founded_is_a_body(nlp, text: str, body: str) -> None:
    assert body in _texts(nlp, CueWords(), text, "ORG")


@pytest.mark.parametrize("text", ["The club was founded In 1990.", "The club was founded May 1990."])
def test_a_time_after_founded_is_no_body(nlp, text: str) -> None:
    assert _texts(nlp, CueWords(), text, "ORG") == []


def test_a_standings_rows_percentage_is_no_phone(nlp) -> None:
    from spacy_sanitize.detection.validated import ValidatedIdentifiers

    text = "W L PCT GB\nMIAMI 13 4 .765 -\nNEW YORK 11 5 .688 1 1/2\nORLANDO 7 8 .467 5"
    assert _texts(nlp, ValidatedIdentifiers(), text) == []
    assert _texts(nlp, ValidatedIdentifiers(), "Call her on 0161 496 0734 tonight.") == ["0161 496 0734"]


def test_a_results_rows_score_is_cut_from_the_second_team(nlp) -> None:
    text = "Results on Saturday :\nCrystal Palace 1 Port Vale 1\nBarnsley 2 Huddersfield 1"
    assert _trimmed(nlp, text, "1 Port Vale", "LOC") == ["Port Vale"]
    assert _trimmed(nlp, "She lives at 1 Port Road now.", "1 Port Road", "LOC") == ["1 Port Road"]


def test_a_score_before_a_street_type_is_no_house_number(nlp) -> None:
    assert not any("1 Port" in t for t in _texts(nlp, StreetAddresses(), "Crystal Palace 1 Port Vale 1"))
    assert "12 Mill Lane, Leeds" in _texts(nlp, StreetAddresses(), "She lives at 12 Mill Lane, Leeds.")


@pytest.mark.parametrize(("text", "party"), [
    ("Voters chose Maia Sandu of the Action and Solidarity party on Sunday.", "Action and Solidarity"),
    ("The Law and Justice party lost the vote.", "Law and Justice"),
])
def test_a_party_named_before_its_kind(nlp, text: str, party: str) -> None:
    assert party in _texts(nlp, CueWords(), text, "ORG")


def test_a_plus_cuts_a_persons_span(nlp) -> None:
    text = "family mtg w/ wife carol + daughter jen re goals of care"
    assert _trimmed(nlp, text, "carol + daughter", "PERSON") == ["carol", "daughter"]
