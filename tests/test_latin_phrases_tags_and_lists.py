"""What the eighty-eighth hand set taught: an infobox's "Alma mater" names nobody though "Alma" is a given name; a
hashtag that runs everyday words together ("#ProudTeacher") is a topic, while one of a name ("#PepsiCo",
"#JusticeForJohn") stays; a list of names a model read as one span ("Atalanta, Sampdoria and Celtic") is cut into
its items where other sources found two of them. Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import is_hashtag_of_common_words, trim_edges
from spacy_sanitize.detection.joined_names import split_joined_names


@pytest.mark.parametrize(("text", "found"), [
    ("Alma mater: University of Exeter", []),
    ("Her alma mater welcomed Alma Reyes back .", [("Alma Reyes", "PERSON")]),  # a given name and a surname
    ("Alma said she would come .", [("Alma", "PERSON")]),
])
def test_alma_mater_is_no_given_name(text: str, found: list[tuple[str, str]]) -> None:
    assert source_names("given_names", text) == found


def test_a_models_alma_mater_names_nobody() -> None:
    doc = make_doc("Alma mater : University of Exeter")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "Alma mater", "PERSON")])) == []


@pytest.mark.parametrize(("text", "word", "topic"), [
    ("So proud - the team #ProudTeacher", "ProudTeacher", True),  # everyday words in camel case: a topic
    ("Watching #LoveIsland tonight", "LoveIsland", True),  # "love" is a given name, but a frequent word first
    ("Bought shares in #PepsiCo today", "PepsiCo", False),  # a firm's name
    ("Marching for #JusticeForJohn today", "JusticeForJohn", False),  # a name inside
    ("Come on #Arsenal today", "Arsenal", False),  # one word: the club
    ("My ProudTeacher moment", "ProudTeacher", False),  # no hashtag
])
def test_a_hashtag_of_everyday_words_names_nothing(text: str, word: str, topic: bool) -> None:
    doc = make_doc(text)
    start, end, _, _ = candidate(doc, word, "PERSON")
    assert is_hashtag_of_common_words(doc, start, end) is topic


def test_a_hashtag_is_cut_from_the_name_after_it() -> None:
    doc = make_doc("Love you all #ProudTeacher Mrs Begum")
    pieces = as_text(doc, trim_edges(doc, [candidate(doc, "ProudTeacher Mrs Begum", "PERSON")]))
    assert pieces == [("ProudTeacher", "PERSON"), ("Mrs Begum", "PERSON")]  # the tag alone goes later


@pytest.mark.parametrize(("text", "span", "label"), [
    ("Congrats on their GCSE results today", "GCSE", "MISC"),  # an examination
    ("She scored 7.5 in IELTS last year", "IELTS", "MISC"),
    ("He works for GSK in Brentford", "GSK", "ORG"),  # a firm's letters
])
def test_an_examination_is_no_body(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")])) == [(span, label)]


@pytest.mark.parametrize(("text", "span", "found", "pieces"), [
    ("He played for Atalanta , Sampdoria and Celtic .", "Atalanta , Sampdoria and Celtic", ["Atalanta", "Sampdoria"],
     ["Atalanta", "Sampdoria", "Celtic"]),
    ("Trains from Rome , Milan , and Turin .", "Rome , Milan , and Turin", ["Rome", "Milan", "Turin"],
     ["Rome", "Milan", "Turin"]),  # the serial comma
    # one item found alone: a firm of surnames stays whole
    ("He joined Skadden , Arps , Meagher and Flom .", "Skadden , Arps , Meagher and Flom", ["Skadden"],
     ["Skadden , Arps , Meagher and Flom"]),
    # the partners' surnames of a firm, found as people's: the firm stays whole
    ("She is of Wood , Awdry and Ford .", "Wood , Awdry and Ford", ["Wood", "Awdry"], ["Wood , Awdry and Ford"]),
    # an item with a word in lower case: a body's own name, whatever other sources found in it
    ("He ran the Department of Health , Education and Welfare .", "Department of Health , Education and Welfare",
     ["Education", "Welfare"], ["Department of Health , Education and Welfare"]),
])
def test_a_list_of_names_is_cut_into_its_items(text: str, span: str, found: list[str], pieces: list[str]) -> None:
    doc = make_doc(text)
    others = [candidate(doc, name, "PERSON" if name in {"Wood", "Awdry"} else "ORG", "known_names") for name in found]
    result = split_joined_names(doc, [candidate(doc, span, "ORG"), *others], "en")
    assert [piece for piece, _ in as_text(doc, [c for c in result if c[3] == "model"])] == pieces


@pytest.mark.parametrize(("lang", "text", "span", "label", "firm"), [
    ("de", "Sie gründete das Büro Hofstetter Brandl Architekten in Graz .", "Hofstetter Brandl", "PERSON",
     ("Hofstetter Brandl Architekten", "ORG")),
    ("en", "It was designed by Foster + Partners in 2004 .", "Foster", "ORG", ("Foster + Partners", "ORG")),
    ("it", "Lo studio Rossi e Associati ha vinto .", "Rossi", "PERSON", ("Rossi e Associati", "ORG")),
    ("en", "Built by John Smith Associates last year .", "John Smith Associates", "PERSON",
     ("John Smith Associates", "ORG")),  # the model's person: the practice makes it a firm
    ("en", "said Mary Jones and partners .", "Mary Jones", "PERSON", ("Mary Jones", "PERSON")),  # in lower case
    ("en", "In London Architects meet today .", "London", "LOC", ("London", "LOC")),  # a place: no firm's name
])
def test_partners_names_before_their_practice_are_a_firm(lang: str, text: str, span: str, label: str,
                                                         firm: tuple[str, str]) -> None:
    from spacy_sanitize.detection.evidence import with_legal_forms

    doc = make_doc(text, lang)
    assert as_text(doc, with_legal_forms(doc, [candidate(doc, span, label)])) == [firm]
