"""Towns written in lower case, from the shipped list built from phonenumbers' geocoding data: a place in a
post or a note in any supported language, never an everyday word, a given name or a function word. A shop
or a home named with a possessive after a preposition of place takes the possessive in."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.evidence import never_names
from spacy_sanitize.detection.given_names import is_given_name
from spacy_sanitize.detection.languages import SUPPORTED_LANGUAGES
from spacy_sanitize.detection.lowercase_names import LowerCaseNames
from spacy_sanitize.detection.towns import town_names


def _places(lang: str, text: str) -> list[tuple[str, str]]:
    doc = spacy.blank(lang).make_doc(text)
    source = LowerCaseNames()
    source.set_language(lang)
    return [(doc_text(doc)[c.start:c.end], c.label) for c in source(doc)]


@pytest.mark.parametrize(("lang", "text", "town"), [
    ("it", "ragazzi qualcuno conosce un buon meccanico a lecce?", "lecce"),
    ("it", "stasera partita a frosinone, chi viene?", "frosinone"),
    ("en", "just moved to worksop, loving it so far", "worksop"),
    ("nl", "weet iemand een goede kapper in zwolle?", "zwolle"),
])
def test_a_town_in_lower_case_is_a_place(lang: str, text: str, town: str) -> None:
    assert (town, "LOC") in _places(lang, text)


@pytest.mark.parametrize("text", ["drove 200 miles to get there lol", "amb 20 ft w/ walker this am",
                                  "the baker on the corner was shut", "walked along the canyon trail"])
def test_an_english_word_that_names_a_town_elsewhere_is_no_place(text: str) -> None:
    assert _places("en", text) == []


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_the_towns_hold_no_function_word_or_given_name(lang: str) -> None:
    towns = town_names(lang)
    assert towns, f"no towns shipped for {lang}"
    _, function_words = never_names(lang)
    assert not towns & function_words
    assert not [town for town in towns if is_given_name(town)]
    assert all(town.islower() and town.isalpha() for town in towns)


def test_a_language_without_towns_has_none() -> None:
    assert town_names("xx") == frozenset()


def _possessive(text: str, name: str, label: str) -> tuple[str, str]:
    from spacy_sanitize.detection.possessive_places import with_possessive_places

    doc = spacy.blank("en").make_doc(text)
    at = text.index(name)
    span = doc.char_span(at, at + len(name))
    ((start, end, new_label, _),) = with_possessive_places(doc, [(span.start, span.end, label, "model")])
    return doc[start:end].text, new_label


@pytest.mark.parametrize(("text", "name", "label", "expected"), [
    ("Went to Nando's with Jake.", "Nando", "PERSON", ("Nando's", "ORG")),
    ("the staff at Nando's Croydon were great", "Nando", "ORG", ("Nando's", "ORG")),
    ("queue at Sainsbury's in Fulham", "Sainsbury", "ORG", ("Sainsbury's", "ORG")),
    ("Back to Tom's.", "Tom", "PERSON", ("Tom's", "ORG")),
])
def test_a_place_named_with_a_possessive_takes_it(text: str, name: str, label: str, expected: tuple[str, str]) -> None:
    assert _possessive(text, name, label) == expected


@pytest.mark.parametrize(("text", "name", "label"), [
    ("We went to Tom's house.", "Tom", "PERSON"),  # the possessive owns the house
    ("a flat in Istanbul's Bakirkoy district", "Istanbul", "LOC"),  # a place's district
    ("Tom's car broke down", "Tom", "PERSON"),  # no preposition of place
])
def test_a_possessive_that_owns_something_stays_out(text: str, name: str, label: str) -> None:
    assert _possessive(text, name, label) == (name, label)


def _joined(lang: str, text: str, model_span: str, label: str, names: list[str]) -> list[str]:
    from spacy_sanitize.detection.joined_names import split_joined_names

    doc = spacy.blank(lang).make_doc(text)

    def span(surface: str) -> tuple[int, int]:
        at = text.index(surface)
        found = doc.char_span(at, at + len(surface))
        return found.start, found.end

    candidates = [(*span(model_span), label, "model")] + [(*span(name), "ORG", "known_names") for name in names]
    return [doc[s:e].text for s, e, _, source in split_joined_names(doc, candidates, lang) if source == "model"]


def test_two_names_a_model_joins_across_and_are_two() -> None:
    assert _joined("en", "after Barclays and Jefferies raised", "Barclays and Jefferies", "ORG",
                   ["Barclays", "Jefferies"]) == ["Barclays", "Jefferies"]
    assert _joined("en", "between Preston and Glasgow on", "Preston and Glasgow", "ORG",
                   ["Preston", "Glasgow"]) == ["Preston", "Glasgow"]


def test_a_name_with_and_inside_stays_whole() -> None:
    assert _joined("en", "lunch at Marks and Spencer today", "Marks and Spencer", "ORG",
                   ["Spencer"]) == ["Marks and Spencer"]
    text = "the United Kingdom of Great Britain and Northern Ireland"
    assert _joined("en", text, "United Kingdom of Great Britain and Northern Ireland", "LOC",
                   ["United Kingdom", "Great Britain", "Northern Ireland"]) == [text[4:]]
    assert _joined("es", "en Castilla y León hoy", "Castilla y León", "LOC", ["Castilla", "León"]) == ["Castilla y León"]
