"""What the sixty-fifth hand set taught: a kinship word that opens a sentence before "of" is the relation,
not a name ("Brother of the footballer Ryan"), nor is a French verb before its pronoun's hyphen
("Rendez-vous"); a model's span that runs on from a handle is the handle and the name after the post's
words ("@KFC_UKI your Stockport"); a place before a comma and a court is two names ("Fakenham , Norwich
Crown Court"); the multi-sport games are events ("the Commonwealth Games"); and "coucou", "Mamie" and a
Dutch "trainer" are no part of the name after them. Each with a counter-case."""

from __future__ import annotations

import pytest
import spacy

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import score_spans, trim_edges

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")

NO_MODEL = {"sources": {"model": None}}


@pytest.mark.parametrize(("lang", "text", "word", "kept"), [
    ("en", "Brother of the footballer Ryan, Liam grew up in Cork.", "Brother", False),
    ("en", "Brother Anselm of the abbey said mass.", "Brother", True),  # a monk's title before his name: not "of"
    ("fr", "Coucou Léa ! Rendez-vous samedi devant la gare .", "Rendez", False),
    ("fr", "Coucou Léa ! Rendez samedi les clés .", "Rendez", True),  # no pronoun after a hyphen
])
def test_a_kinship_word_or_a_french_imperative_opening_a_sentence_names_nobody(lang: str, text: str, word: str,
                                                                               kept: bool) -> None:
    doc = make_doc(text, lang)
    spans = [candidate(doc, word, "PERSON")]
    [score] = score_spans(doc, spans, spans, lang, True)
    assert (score >= 0.5) is kept


@pytest.mark.parametrize(("text", "span", "label", "pieces"), [
    ("@KFC_UKI your Stockport branch gave me the wrong order", "@KFC_UKI your Stockport", "PERSON",
     ["@KFC_UKI", "Stockport"]),
    ("thanks @robinvan-loon for the lift", "@robinvan-loon", "PERSON", ["@robinvan-loon"]),  # the handle's hyphen
    ("sewage was discharged near Fakenham , Norwich Crown Court heard .", "Fakenham , Norwich Crown Court", "ORG",
     ["Fakenham", "Norwich Crown Court"]),
    ("He was born in Belfast , Northern Ireland in 1960.", "Belfast , Northern Ireland", "LOC",
     ["Belfast , Northern Ireland"]),  # a town and its region: one place, as TAB marks it
])
def test_a_handle_or_a_court_after_a_comma_ends_the_name_before_it(text: str, span: str, label: str,
                                                                  pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, label)]))] == pieces


@pytest.mark.parametrize(("text", "span", "label"), [
    ("Results from the Commonwealth Games final :", "Commonwealth Games", "MISC"),
    ("Shares in Epic Games rose.", "Epic Games", "ORG"),  # a studio
])
def test_the_multi_sport_games_are_events(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")])) == [(span, label)]


@pytest.mark.parametrize(("lang", "text", "names"), [
    ("fr", "Coucou Léa ! On file chez Mamie Jeanne à Roubaix .", ["Léa", "Jeanne", "Roubaix"]),
    ("nl", "Trainer Kees haalt je op bij de Jumbo .", ["Kees", "Jumbo"]),
])
def test_a_greeting_or_a_role_is_no_part_of_the_name_after_it(lang: str, text: str, names: list[str]) -> None:
    nlp = spacy.blank(lang)
    nlp.add_pipe("pii_detector", config=NO_MODEL)
    doc = nlp(text)
    assert [span.text for span in doc.spans["pii"]] == names
