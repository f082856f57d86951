"""What the sixty-ninth hand set taught: a French or Italian body's name ends with the lower-case noun of its
remit ("Autorité de la concurrence", "Corte dei conti"); a club's word before its town makes the club
("Eintracht Frankfurt"); a headline's table word belongs to the event after a verb ("RETAIN ATP FINALS
TITLE"); an office before a person with a Germanic particle is no name ("Europese Commissievoorzitter Ursula
von der Leyen"); and a hyphen-joined town with a lower-case particle is one name ("Stoke-on-Trent"). Each
with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, names_without_model
from spacy_sanitize.detection.club_names import with_club_words
from spacy_sanitize.detection.evidence import split_before_person
from spacy_sanitize.detection.headlines import headline_names
from spacy_sanitize.detection.hyphenated_places import with_whole_hyphenated_names

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("fr", "L' Autorité de la concurrence a infligé une amende à Carrefour .", ["Autorité de la concurrence", "Carrefour"]),
    ("it", "La Corte dei conti ha bocciato la riforma .", ["Corte dei conti"]),
    ("fr", "Il est allé chez Dupont de la mairie .", ["Dupont"]),  # no body's word before the particles
    ("nl", "Premier Dick Schoof sprak met Europese Commissievoorzitter Ursula von der Leyen .",
     ["Dick Schoof", "Ursula von der Leyen"]),
])
def test_remits_and_offices_in_the_capitalised_source(lang: str, text: str, expected: list[str]) -> None:
    assert names_without_model(text, lang) == expected


@pytest.mark.parametrize(("lang", "text", "span", "pieces"), [
    ("nl", "met Europese Commissievoorzitter Ursula von der Leyen over", "Europese Commissievoorzitter Ursula von der Leyen",
     ["Europese Commissievoorzitter", "Ursula von der Leyen"]),
    ("pt", "no Hospital de Vila Nova de Famalicão .", "Hospital de Vila Nova de Famalicão",
     ["Hospital de Vila Nova de Famalicão"]),  # "de" joins a place's words, not a surname's
])
def test_a_person_after_an_office_with_a_germanic_particle(lang: str, text: str, span: str, pieces: list[str]) -> None:
    doc = make_doc(text, lang)
    start, end, _, _ = candidate(doc, span, "ORG")
    assert [doc[a:b].text for a, b, _ in split_before_person(doc, start, end, "ORG", lang)] == pieces


@pytest.mark.parametrize(("text", "span", "grown"), [
    ("Der VfB hat gegen Eintracht Frankfurt gewonnen .", "Frankfurt", "Eintracht Frankfurt"),
    ("In Frankfurt herrscht Eintracht .", "Frankfurt", "Frankfurt"),  # the word after the town
])
def test_a_club_s_word_before_its_town_makes_the_club(text: str, span: str, grown: str) -> None:
    doc = make_doc(text, "de")
    assert [name for name, _ in as_text(doc, with_club_words(doc, [candidate(doc, span, "LOC", "capitalised")]))] == [grown]


def test_a_table_word_in_an_event_s_name_after_a_headline_verb() -> None:
    text = "TENNIS - SINNER BEATS ALCARAZ TO RETAIN ATP FINALS TITLE\nTURIN 1996-11-17\nJannik Sinner won ."
    found = {(text[c.start:c.end], c.label) for c in headline_names(text)}
    assert ("ATP FINALS TITLE", "MISC") in found and ("ATP", "PERSON") not in found


@pytest.mark.parametrize(("text", "spans", "expected"), [
    ("Councillors in Stoke-on-Trent voted .", [("Stoke", "LOC"), ("Trent", "PERSON")],
     [("Stoke-on-Trent", "LOC"), ("Stoke-on-Trent", "PERSON")]),
    ("She moved to Bourton-on-the-Water in 2019 .", [("Water", "LOC")], [("Bourton-on-the-Water", "LOC")]),
    ("An Anglo-French deal was signed .", [("Anglo", "MISC")], [("Anglo", "MISC")]),  # no particle: two words
    ("Leeds - on Friday - won .", [("Leeds", "ORG")], [("Leeds", "ORG")]),  # spaced dashes
])
def test_a_hyphen_joined_town_is_one_name(text: str, spans: list[tuple[str, str]], expected: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    assert as_text(doc, with_whole_hyphenated_names(doc, [candidate(doc, s, label) for s, label in spans])) == expected
