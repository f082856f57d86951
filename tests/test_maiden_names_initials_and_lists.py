"""A maiden name after "née"; a chat speaker's surname initial; "GB" a country but not a unit or a standings
column; a place after "near" cut from the hotel before it; generic nouns cut from a firm; a sex in capitals
names nobody; a given name in a lower-case list beside a person, in any language."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.coordination import coordinated_names
from spacy_sanitize.detection.countries import CountryNames
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans, trim_lower_case_tails
from spacy_sanitize.detection.initials import with_initials


def _span(doc, surface: str) -> tuple[int, int]:
    at = doc.text.index(surface)
    span = doc.char_span(at, at + len(surface))
    return span.start, span.end


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("en", "Mary Seacole (née Grant; 1805 – 1881) was a nurse.", "Grant"),
    ("en", "Jane Smith, nee Walters, died peacefully.", "Walters"),
    ("fr", "Mme Jeanne Martin , née Dupont , est décédée .", "Dupont"),
])
def test_the_name_after_nee_is_a_maiden_name(lang: str, text: str, name: str) -> None:
    doc = spacy.blank(lang).make_doc(text)
    source = CueWords()
    source.set_language(lang)
    assert name in [doc_text(doc)[c.start:c.end] for c in source(doc) if c.label == "PERSON"]


def test_born_lower_case_is_no_cue() -> None:
    doc = spacy.blank("fr").make_doc("Elle est née à Lyon en 1950 .")
    source = CueWords()
    source.set_language("fr")
    assert [c for c in source(doc) if c.label == "PERSON"] == []


@pytest.mark.parametrize(("text", "person", "grown"), [
    ("[19:03] Callum R: yeah me too", "Callum", "Callum R"),
    ("thanks, Sarah K\nsee you", "Sarah", "Sarah K"),
    ("cheers, Tom B", "Tom", "Tom B"),
])
def test_a_speakers_surname_initial_joins_the_name(text: str, person: str, grown: str) -> None:
    doc = spacy.blank("en").make_doc(text)
    start, end = _span(doc, person)
    (span,) = with_initials(doc, [(start, end, "PERSON", "model")])
    assert doc[span[0]:span[1]].text == grown


@pytest.mark.parametrize(("text", "person"), [
    ("SUSAN PRICE H: 0161 555 0199", "SUSAN PRICE"),  # a home phone's label in a note in capitals
    ("Callum R and Jess went", "Callum"),  # no colon and no line's end
    ("Ask Tom A question", "Tom"),
])
def test_a_letter_that_is_no_initial_stays_out(text: str, person: str) -> None:
    doc = spacy.blank("en").make_doc(text)
    start, end = _span(doc, person)
    assert with_initials(doc, [(start, end, "PERSON", "model")]) == [(start, end, "PERSON", "model")]


def _countries(text: str) -> list[str]:
    doc = spacy.blank("en").make_doc(text)
    source = CountryNames()
    source.lang = "en"
    return [doc_text(doc)[c.start:c.end] for c in source(doc)]


def test_gb_is_a_country_but_not_a_unit_or_a_column() -> None:
    assert _countries("Leading scores ( GB and Ireland unless stated ) :") == ["GB", "Ireland"]
    assert _countries("selling my 128 GB phone") == []
    assert _countries("EASTERN CONFERENCE\nW L PCT GB\nMIAMI 12 4 .750 -") == []
    assert _countries("need more gb on my plan lol") == []


@pytest.mark.parametrize(("text", "surface", "pieces"), [
    ("She set up the British Hotel near Balaclava in 1855.", "British Hotel near Balaclava",
     ["British Hotel", "Balaclava"]),
    ("Yeltsin dismissed him , Interfax news agency reported .", "Interfax news agency", ["Interfax"]),
])
def test_a_firms_or_places_span_loses_near_and_generic_nouns(text: str, surface: str, pieces: list[str]) -> None:
    doc = spacy.blank("en").make_doc(text)
    start, end = _span(doc, surface)
    trimmed = trim_lower_case_tails(doc, [(start, end, "ORG", "model")])
    assert [doc[s:e].text for s, e, _, _ in trimmed] == pieces


def test_a_sex_in_capitals_names_nobody() -> None:
    doc = spacy.blank("en").make_doc("PT IS A 93 YO MALE ADMITTED 3/2 FROM HEBREW REHAB.")
    start, end = _span(doc, "YO MALE")
    candidate = (start, end, "ORG", "model")
    assert score_spans(doc, [candidate], [candidate])[0] == NO_NAME_SCORE


@pytest.mark.parametrize(("lang", "text", "found", "listed"), [
    ("it", "ieri pizza con marco e giulia, poi giro", "giulia", "marco"),
    ("es", "fuimos con lucía y pedro al cine", "lucía", "pedro"),
    ("en", "going with jess and rob tonight", "jess", "rob"),
])
def test_a_given_name_a_lower_case_list_joins_to_a_person(lang: str, text: str, found: str, listed: str) -> None:
    doc = spacy.blank(lang).make_doc(text)
    start, end = _span(doc, found)
    added = coordinated_names(doc, [(start, end, "PERSON", "lowercase")], lang)
    assert [doc[s:e].text for s, e, label, _ in added if label == "PERSON"] == [listed]


def test_a_lower_case_list_adds_no_everyday_word() -> None:
    doc = spacy.blank("en").make_doc("me and jess and the dog went")
    start, end = _span(doc, "jess")
    assert coordinated_names(doc, [(start, end, "PERSON", "lowercase")], "en") == []


def _lower_case_types(text: str, model_span: str, label: str, names: list[tuple[str, str, str]]):
    from spacy_sanitize.detection.lowercase_names import types_from_names_inside

    doc = spacy.blank("en").make_doc(text)
    start, end = _span(doc, model_span)
    candidates = [(start, end, label, "model")] + [(*_span(doc, surface), name_label, source)
                                                    for surface, name_label, source in names]
    return [(doc[s:e].text, lab) for s, e, lab, source in types_from_names_inside(doc, candidates) if source == "model"]


def test_a_models_vague_span_in_lower_case_takes_the_type_of_the_name_it_is() -> None:
    assert _lower_case_types("anyone been to primark lately", "primark", "DEM",
                             [("primark", "ORG", "lowercase")]) == [("primark", "ORG")]


@pytest.mark.parametrize(("text", "model_span", "person"), [
    ("son kevin is here", "son kevin", "kevin"),
    ("loving the lot taylor swift songs", "lot taylor swift songs", "taylor swift"),
    ("watched a lot charlie brooker stuff", "lot charlie brooker", "charlie brooker"),
])
def test_a_models_vague_span_around_a_given_name_is_the_person(text: str, model_span: str, person: str) -> None:
    first = person.split()[0]
    assert _lower_case_types(text, model_span, "DEM", [(first, "PERSON", "lowercase")]) == [(person, "PERSON")]


def test_an_event_around_a_place_keeps_its_type() -> None:
    assert _lower_case_types("ran the london marathon today", "london marathon", "MISC",
                             [("london", "LOC", "lowercase")]) == [("london marathon", "MISC")]


def test_a_relatives_name_in_lower_case_stops_before_a_common_word() -> None:
    doc = spacy.blank("en").make_doc("mum is fine. son kevin visits tmrw")
    source = CueWords()
    source.set_language("en")
    assert "kevin" in [doc_text(doc)[c.start:c.end] for c in source(doc) if c.label == "PERSON"]


def test_an_event_around_a_given_name_keeps_its_type() -> None:
    assert _lower_case_types("the east tony marathon bombing", "east tony marathon bombing", "MISC",
                             [("tony", "PERSON", "given_names")]) == [("east tony marathon bombing", "MISC")]


def _with_adjectives(text: str, name: str, label: str = "ORG") -> list[str]:
    from spacy_sanitize.detection.trailing_adjectives import with_trailing_adjectives

    doc = spacy.blank("fr").make_doc(text)
    return [doc[s:e].text for s, e, _, _ in with_trailing_adjectives(doc, [(*_span(doc, name), label, "model")], "fr")]


@pytest.mark.parametrize(("text", "name", "grown"), [
    ("L' Olympique lyonnais s' est imposé .", "Olympique", "Olympique lyonnais"),
    ("selon l' Assemblée nationale hier", "Assemblée", "Assemblée nationale"),
    ("la Banque centrale européenne a relevé ses taux", "Banque", "Banque centrale européenne"),
    ("le Parti socialiste a voté contre", "Parti", "Parti socialiste"),
])
def test_a_french_name_takes_its_lower_case_adjective(text: str, name: str, grown: str) -> None:
    assert _with_adjectives(text, name) == [grown]


@pytest.mark.parametrize(("text", "name"), [
    ("L' ONU signale une hausse .", "ONU"),  # a verb
    ("Lyon trois fois champion", "Lyon"),
    ("Paris demain soir", "Paris"),
])
def test_a_french_name_takes_no_verb_or_adverb(text: str, name: str) -> None:
    assert _with_adjectives(text, name) == [name]


def test_an_english_name_takes_no_adjective_after_it() -> None:
    from spacy_sanitize.detection.trailing_adjectives import with_trailing_adjectives

    doc = spacy.blank("en").make_doc("the Bank central to it")
    assert with_trailing_adjectives(doc, [(1, 2, "ORG", "model")], "en") == [(1, 2, "ORG", "model")]
