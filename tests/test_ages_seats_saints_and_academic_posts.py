"""What the seventy-third hand set taught: a report's age between commas follows a person's name ("Dean Spurr ,
44 ,"); a verb in lower case inside one span parts a clause's subject from its object ("Ward 3 knows Cllr
Hopkins"); a seat's compass point belongs to its place ("Dewsbury East ward"); German and Dutch homes and
hospitals named after a saint keep their kind ("Seniorenheim St. Anna"); Dutch "Den" opens a place after a dash
("– Den Haag"); an academic post and its field name nobody ("Professor of Contemporary Art"). Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.appositions import people_before_their_age
from spacy_sanitize.detection.electoral_wards import seats_with_compass_points
from spacy_sanitize.detection.evidence import never_names, score_spans, trim_edges, trim_to_capitals
from spacy_sanitize.detection.saint_institutions import saint_institutions

_TITLES = frozenset({"judge", "mr", "dr", "monday", "march"})


@pytest.mark.parametrize(("text", "people"), [
    ("jailed . Dean Spurr , 44 , of Hoyland Road , admitted", ["Dean Spurr"]),
    ("Judge Jeremy Richardson , 61 , said", ["Jeremy Richardson"]),  # the title is no part of the name
    ("Mark Wood , 34 , bowled", ["Mark Wood"]),  # a common surname after a given name
    ("On Monday March , 12 , people came", []),  # the calendar
    ("at Oak Lane , 7 , and Silver Birch Close , 12 , Leeds", []),  # streets and their house numbers
    ("the Smiths , 44 , left", []),  # a function word
])
def test_a_name_before_an_age_between_commas_is_a_person(text: str, people: list[str]) -> None:
    found = people_before_their_age(text, never_names("en")[1], _TITLES)
    assert [text[c.start:c.end] for c in found] == people


@pytest.mark.parametrize(("text", "span", "pieces"), [
    ("If anyone from Leeds knows Cllr Hopkins can you tag her", "Leeds knows Cllr Hopkins",
     ["Leeds", "Cllr Hopkins"]),
    ("a grant from the Bank of England today", "Bank of England", ["Bank of England"]),  # a function word
    ("a trip to Newcastle upon Tyne today", "Newcastle upon Tyne", ["Newcastle upon Tyne"]),
    ("the Kürt Demokrasi Kültür ve Dayanışma Derneği said", "Kürt Demokrasi Kültür ve Dayanışma Derneği",
     ["Kürt Demokrasi Kültür ve Dayanışma Derneği"]),  # another language's short "and"
    ("born in St. Vincent und die Grenadinen", "St. Vincent und die Grenadinen",
     ["St. Vincent und die Grenadinen"]),  # an article after a name's conjunction
    ("a crash on Route 9 as 34-year-old Derek Amaral of Marlborough .", "Route 9 as 34-year-old Derek Amaral",
     ["Route 9 as 34-year-old Derek Amaral"]),  # words inside a compound are no verbs (later steps part it)
])
def test_a_verb_in_lower_case_parts_one_span_in_two(text: str, span: str, pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "LOC")]))] == pieces


@pytest.mark.parametrize(("text", "seats"), [
    ("Kirklees Council , Dewsbury East ward result", ["Dewsbury East"]),
    ("the Bradford West by-election", ["Bradford West"]),  # the article is no part of it
    ("Go East ward for the clinic", []),  # a verb before the compass point
    ("the East ward is closed", []),  # a hospital's ward: no place before it
])
def test_a_seats_compass_point_belongs_to_its_place(text: str, seats: list[str]) -> None:
    found = seats_with_compass_points(text, never_names("en")[1])
    assert [text[c.start:c.end] for c in found] == seats


@pytest.mark.parametrize(("lang", "text", "names"), [
    ("de", "Sturz am 12.11. im Seniorenheim St. Anna in Rosenheim .", ["Seniorenheim St. Anna"]),
    ("de", "Er liegt im Klinikum St. Georg in Leipzig .", ["Klinikum St. Georg"]),
    ("nl", "opgenomen in het St. Antonius Ziekenhuis in Nieuwegein", ["St. Antonius Ziekenhuis"]),
    ("de", "Die Straße führt nach Süden .", []),  # no saint
    ("en", "admitted to St. Mary's Hospital", []),  # English has its own rule
])
def test_a_home_named_after_a_saint_keeps_its_kind(lang: str, text: str, names: list[str]) -> None:
    assert [text[c.start:c.end] for c in saint_institutions(text, lang)] == names


def test_a_saints_home_is_one_name_in_a_german_note() -> None:
    names = source_names("cues", "Sturz im Seniorenheim St. Anna in Rosenheim .", "de")
    assert ("Seniorenheim St. Anna", "ORG") in names


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("( Arnhem , 16 augustus 1912 – Den Haag , 28 januari 1986 )", "Den Haag", "Den Haag"),
    ("Hij woont in Den Helder .", "Den Helder", "Den Helder"),
    ("( Arnhem , 1912 – De Voorzitter zei )", "De Voorzitter", None),  # another article, then a common noun
])
def test_dutch_den_opens_a_place_after_a_dash(text: str, span: str, kept: str | None) -> None:
    doc = make_doc(text, "nl")
    trimmed = trim_to_capitals(doc, [candidate(doc, span, "LOC")], "nl", True)
    assert [name for name, _ in as_text(doc, trimmed)] == ([kept] if kept else [])


@pytest.mark.parametrize(("text", "word", "kept"), [
    ("She has been Professor of Contemporary Art at the University of Central Lancashire", "Contemporary Art", False),
    ("He was Reader in Medieval History at Durham", "Reader", False),
    ("He was Reader in Medieval History at Durham", "Medieval History", False),
    ("She is Professor at the School of Oriental Studies", "School of Oriental Studies", True),  # an institution
    ("He studied Medieval History at Durham", "Durham", True),
])
def test_an_academic_post_and_its_field_name_nobody(text: str, word: str, kept: bool) -> None:
    doc = make_doc(text)
    spans = [candidate(doc, word, "ORG")]
    [score] = score_spans(doc, spans, spans, "en", True)
    assert (score >= 0.5) is kept


@pytest.mark.parametrize(("text", "names"), [
    ("Welbeck starts up front, Verbruggen back in goal.", [("Verbruggen", "PERSON")]),
    ("Leading results at the meeting in Bislett on Thursday", [("Bislett", "LOC")]),
    ("Verbruggen back in goal. Fingersmith: a novel", []),  # a sentence's first word, a heading's
    ("the Stockholm-based group and Ferrari's driver", []),  # a compound, a possessive
    ("I saw her in the Rheumatology clinic", []),  # a specialty
    ("Kate said the Parliament voted on Monday", []),  # a given name, common words, the calendar
])
def test_a_capitalised_word_english_never_saw_is_a_name(text: str, names: list[tuple[str, str]]) -> None:
    from spacy_sanitize.detection.unseen_words import unseen_capitalised_words

    found = unseen_capitalised_words(text, never_names("en")[1] | frozenset({"monday"}))
    assert [(text[c.start:c.end], c.label) for c in found] == names
