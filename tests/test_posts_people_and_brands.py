"""A person introduced by what others call them; relatives, friends and teachers before a name in every
language; a possessive cut from a relative's name; "with" between names outside English; a firm English
writes capitalised opening a sentence."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.evidence import trim_to_capitals
from spacy_sanitize.detection.known_names import KnownNames


def _names(lang: str, source, text: str, label: str | None = None) -> list[str]:
    doc = spacy.blank(lang).make_doc(text)
    if hasattr(source, "set_language"):
        source.set_language(lang)
    return [doc_text(doc)[c.start:c.end] for c in source(doc) if label is None or c.label == label]


@pytest.mark.parametrize(("text", "name"), [
    ("shoutout to the nurses who looked after my nan, especially a nurse called precious", "precious"),
    ("I met this guy named Steve at the bar.", "Steve"),
    ("a lovely lady called Precious helped us", "Precious"),
])
def test_a_person_introduced_by_their_name(text: str, name: str) -> None:
    assert name in _names("en", CueWords(), text, "PERSON")


@pytest.mark.parametrize("text", [
    "a guy called me at work today",
    "a nurse called back later",
    "a friend called yesterday about it",
    "a doctor called security",
])
def test_called_as_a_verb_names_nobody(text: str) -> None:
    assert _names("en", CueWords(), text, "PERSON") == []


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("nl", "eindelijk weer naar de efteling met mijn neefje daan, hij wil alleen maar", "daan"),
    ("pt", "fui ao mercado e encontrei a professora helena, já não a via", "helena"),
    ("de", "heute mit meiner kollegin anja im park gewesen", "anja"),
    ("it", "stasera a cena con il mio coinquilino marco e sua sorella", "marco"),
    ("fr", "trop contente ! merci à mon pote julien pour tout", "julien"),
    ("es", "mañana voy al cine con mi compañera lucía", "lucía"),
])
def test_a_friend_or_a_relative_before_a_name_in_every_language(lang: str, text: str, name: str) -> None:
    assert name in _names(lang, CueWords(), text, "PERSON")


def test_a_possessive_is_cut_from_a_relatives_name() -> None:
    names = _names("en", CueWords(), "watching the match at my uncle dave's, he's a blue", "PERSON")
    assert names == ["dave"]


def test_an_apostrophe_surname_stays_whole() -> None:
    assert _names("en", CueWords(), "my uncle o'brien, who came round", "PERSON") == ["o'brien"]


def test_with_cuts_a_span_outside_english() -> None:
    text = "Hoy en Valencia con Lucía y Pablo, comiendo paella"
    doc = spacy.blank("es").make_doc(text)
    span = doc.char_span(text.index("Valencia"), text.index(", comiendo"))
    pieces = [doc[s:e].text for s, e, _, _ in trim_to_capitals(doc, [(span.start, span.end, "ORG", "model")], "es")]
    assert "Valencia" in pieces and not any("con" in piece.split() for piece in pieces)


@pytest.mark.parametrize("text", [
    "Tesco chief executive Ken Murphy said on Wednesday the grocer would cut jobs.",
    "Newcastle crowds never disappoint.",
])
def test_a_firm_or_a_city_english_writes_capitalised_opens_a_sentence(text: str) -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come from spacy-lookups-data")
    first = text.split()[0]
    assert first in _names("en", KnownNames(), text)


@pytest.mark.parametrize("text", ["Reading is fun.", "Will you come?"])
def test_a_common_word_opening_a_sentence_is_no_name(text: str) -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come from spacy-lookups-data")
    assert _names("en", KnownNames(), text) == []
