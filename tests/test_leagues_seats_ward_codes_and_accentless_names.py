"""What the seventy-first hand set taught: a league is a competition, not a body ("Scottish Premiership",
"Conference League"); a town joined to a firm by a seat's suffix is a name of its own ("Frankfurt-based
Deutsche Börse"); a ward's code names no one ("ward F7"); a given name written without its accent is still
the lexicon's ("Tunde" for "Tünde"); a French adverb opening a post names no one ("Trop contente"). Each with
a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, names_without_model, source_names
from spacy_sanitize.detection.evidence import is_event_name, never_names, trim_edges


@pytest.mark.parametrize(("text", "span", "label", "event"), [
    ("Scottish Premiership table after Saturday 's games", "Scottish Premiership", "PERSON", True),
    ("the Conference League draw", "Conference League", "ORG", True),
    ("the Premier League club confirmed", "Premier League", "ORG", True),
    ("top of the Bundesliga again", "Bundesliga", "ORG", True),
    ("the Muslim League won the seat", "Muslim League", "ORG", False),  # a party
    ("the Anti-Defamation League said", "Anti-Defamation League", "ORG", False),  # a body
])
def test_a_league_is_a_competition_not_a_body(text: str, span: str, label: str, event: bool) -> None:
    doc = make_doc(text)
    start, end, _, _ = candidate(doc, span, label)
    assert is_event_name(doc, start, end, label) is event


@pytest.mark.parametrize(("text", "span", "pieces"), [
    ("Frankfurt-based Deutsche Börse agreed to buy SimCorp", "Frankfurt-based Deutsche Börse",
     ["Frankfurt", "Deutsche Börse"]),
    ("the Texas-headquartered Dell Technologies said", "Texas-headquartered Dell Technologies",
     ["Texas", "Dell Technologies"]),
    ("Rolls-Royce Holdings reported", "Rolls-Royce Holdings", ["Rolls-Royce Holdings"]),  # a hyphen inside a name
])
def test_a_seat_suffix_parts_a_town_and_a_firm(text: str, span: str, pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")]))] == pieces


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("everyone at Wythenshawe Hospital ward F7 who looked after my dad", "F7", False),
    ("moved to bay C2 overnight", "C2", False),
    ("she works at F7 Studios", "F7", True),  # no ward word before it
])
def test_a_ward_code_names_no_one(text: str, span: str, kept: bool) -> None:
    doc = make_doc(text)
    assert bool(trim_edges(doc, [candidate(doc, span, "ORG")])) is kept


@pytest.mark.parametrize(("text", "names"), [
    ("omg same!! tell Tunde I said congrats", [("Tunde", "PERSON")]),  # the lexicon's "Tünde"
    ("Jose and Maria came round", [("Jose", "PERSON"), ("Maria", "PERSON")]),
    ("He came over and said hello", []),  # "Över" and "Saïd" fold to English words
])
def test_a_given_name_without_its_accent_is_still_a_given_name(text: str, names: list[tuple[str, str]]) -> None:
    assert source_names("given_names", text) == names


def test_french_adverbs_opening_a_post_are_no_names() -> None:
    assert {"trop", "vraiment", "franchement"} <= never_names("fr")[1]
    assert "trop" not in never_names("en")[1]
    assert "Karima" in names_without_model("Trop contente , merci à Karima de l' accueil !", "fr")


@pytest.mark.parametrize(("text", "names"), [
    ("Labour MPs signed an amendment that would block Keir Starmer 's welfare reforms .", [("Keir Starmer", "PERSON")]),
    ("The board backed Ousmane Dembélé's new contract.", [("Ousmane Dembélé", "PERSON")]),
    ("The ruling upheld the Supreme Court's decision.", []),  # common words, after an article
    ("It rejected the European Union's offer and Deutsche Bank's bid.", []),  # an article; a common word
])
def test_a_full_name_before_a_possessive_is_a_person(text: str, names: list[tuple[str, str]]) -> None:
    from spacy_sanitize.detection.evidence import never_names
    from spacy_sanitize.detection.possessive_names import names_before_possessives

    found = names_before_possessives(text, never_names("en")[1])
    assert [(text[c.start:c.end], c.label) for c in found] == names


@pytest.mark.parametrize(("text", "found"), [
    ("STARMER FACES REVOLT OVER WELFARE CUTS\nLONDON ( Reuters ) - More than 100 Labour MPs rebelled .", True),
    ("STARMER PLANS REVOLT OVER WELFARE CUTS\nLONDON ( Reuters ) - More than 100 Labour MPs rebelled .", False),
])
def test_a_headline_verb_in_capitals_makes_its_subject_a_name(text: str, found: bool) -> None:
    assert (("STARMER", "PERSON") in source_names("cues", text)) is found


@pytest.mark.parametrize(("text", "name", "found"), [
    ("Le PSG a gagné . Ousmane Dembélé a inscrit un doublé .", "Ousmane Dembélé", True),
    ("Le PSG a gagné . Ensuite Macron a parlé .", "Ensuite Macron", False),  # an adverb of the language
    ("El Betis ganó . Giovani Lo Celso marcó dos goles .", "Giovani Lo Celso", True),
])
def test_a_sentence_may_open_with_a_given_name_the_language_does_not_have(text: str, name: str, found: bool) -> None:
    lang = "fr" if text.startswith("Le") else "es"
    assert (name in names_without_model(text, lang)) is found


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("nl", "Het plan is klaar . Wethouder Dennis de Vries zei dat het goed gaat .", "Wethouder Dennis de Vries"),
    ("es", "Hola Marta , te escribo desde Valencia .", "Hola Marta"),
])
def test_a_role_or_a_greeting_before_a_given_name_opens_no_name(lang: str, text: str, name: str) -> None:
    assert name not in names_without_model(text, lang)
