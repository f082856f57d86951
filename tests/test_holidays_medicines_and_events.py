"""What the sixty-seventh hand set taught about capitals that name no one: a holiday is a date and the wish
before it no name ("Frohe Weihnachten", "Black Friday"); a medicine is no name in title case either ("on
Gliclazide and Jardiance", "gebruikt Metformine"); a festival, a tour, an award, a fellowship or an index is
an event, whichever source found it ("Festival di Sanremo", "Arthur C. Clarke Award"); a chant names no one
("Ole Ole Ole"); a fixture list's "v" parts two teams; a grandparent's word in another language is no part of
the name after it ("Nonna Rosa"); a lower-case handover's bed number is no part of the patient's name; "Hosp
No" names a record number. Each with a counter-case."""

from __future__ import annotations

import pytest
import spacy

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import events_as_misc, score_spans, trim_edges
from spacy_sanitize.detection.holidays import holidays_as_dates

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")

NO_MODEL = {"sources": {"model": None}}


@pytest.mark.parametrize(("lang", "text", "span", "label", "expected"), [
    ("de", "Frohe Weihnachten aus Bremen !", "Frohe Weihnachten", "PERSON", [("Weihnachten", "DATETIME")]),
    ("en", "Black Friday haul from Argos", "Black", "LOC", [("Black Friday", "DATETIME")]),
    ("fr", "Bonne année à tous !", "Bonne", "PERSON", []),  # a wish alone: no date of its own
    ("it", "Buona Pasqua a tutti !", "Buona Pasqua", "PERSON", [("Pasqua", "DATETIME")]),
    ("it", "Ha parlato Charles Pasqua ieri .", "Pasqua", "PERSON", [("Pasqua", "PERSON")]),  # a surname
    ("it", "È arrivato Natale Rossi .", "Natale Rossi", "PERSON", [("Natale Rossi", "PERSON")]),
    ("en", "Flights to Christmas Island resumed", "Christmas Island", "LOC", [("Christmas Island", "LOC")]),
    ("pt", "Ele mora em Natal desde 2010 .", "Natal", "LOC", [("Natal", "LOC")]),  # the city
    ("pt", "Vou passar o Natal com a família .", "Natal", "LOC", [("Natal", "DATETIME")]),
])
def test_a_holiday_is_a_date_and_its_wish_no_name(lang: str, text: str, span: str, label: str,
                                                   expected: list[tuple[str, str]]) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, holidays_as_dates(doc, [candidate(doc, span, label)], lang)) == expected


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("His HbA1c is 71 mmol/mol on Gliclazide and Jardiance. He lives in Leeds.", "Gliclazide and Jardiance", False),
    ("Ayrton Senna won in Monaco.", "Senna", True),  # a medicine spelt as a surname
])
def test_a_model_s_medicine_in_title_case_names_no_one(text: str, span: str, kept: bool) -> None:
    doc = make_doc(text)
    spans = [candidate(doc, span, "ORG")]
    [score] = score_spans(doc, spans, spans, "en", True)
    assert (score >= 0.5) is kept


@pytest.mark.parametrize(("lang", "text", "names"), [
    ("nl", "Patiënt bekend met COPD , gebruikt Metformine . Huisarts dr. Bakker in Zwolle .", ["Bakker", "Zwolle"]),
    ("pt", "Doente com DPOC , medicado com Levodopa , vive em Braga .", ["Braga"]),
    ("pt", "O PSD e o CDS votaram contra .", ["PSD", "CDS"]),  # parties' letters: no shorthand of a note
])
def test_a_medicine_or_a_condition_s_letters_are_no_capitalised_name(lang: str, text: str, names: list[str]) -> None:
    nlp = spacy.blank(lang)
    nlp.add_pipe("pii_detector", config=NO_MODEL)
    doc = nlp(text)
    assert [span.text for span in doc.spans["pii"] if span.label_ in {"PERSON", "ORG", "LOC"}] == names


@pytest.mark.parametrize(("lang", "text", "span", "label", "expected"), [
    ("it", "Al Festival di Sanremo ha vinto Olly .", "Festival di Sanremo", "ORG", "MISC"),
    ("fr", "Le Tour de France partira de Barcelone .", "Tour de France", "ORG", "MISC"),
    ("en", "She won the Arthur C. Clarke Award .", "Arthur C. Clarke Award", "PERSON", "MISC"),
    ("en", "tickets for the Eras Tour at Wembley", "Eras Tour", "ORG", "MISC"),
    ("en", "the Consumer Price Index had not cooled", "Consumer Price Index", "ORG", "MISC"),
    ("en", "a Marie Curie Fellow at ETH Zurich", "Marie Curie Fellow", "PERSON", "MISC"),
    ("en", "Lunch at Coppa Club then the Royal Festival Hall", "Coppa Club", "ORG", "ORG"),  # a restaurant group
    ("en", "Lunch at Coppa Club then the Royal Festival Hall", "Royal Festival Hall", "ORG", "ORG"),  # a venue
    ("en", "MAKAU WINS BERLIN MARATHON", "MAKAU WINS BERLIN MARATHON", "PERSON", "PERSON"),  # a verb parts two names
])
def test_an_event_or_an_honour_is_misc_whoever_found_it(lang: str, text: str, span: str, label: str,
                                                         expected: str) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, events_as_misc(doc, [candidate(doc, span, label, "capitalised")])) == [(span, expected)]


def test_the_year_before_an_event_is_a_date() -> None:
    doc = make_doc("He finished ninth at the 2019 Vuelta a Espana.")
    assert sorted(as_text(doc, trim_edges(doc, [candidate(doc, "2019 Vuelta a Espana", "LOC")]))) == [
        ("2019", "DATETIME"), ("Vuelta a Espana", "MISC")]


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Ole Ole Ole! Up the Blades!!", "Ole Ole Ole", False),
    ("Duran Duran played Wembley.", "Duran Duran", True),  # a word twice: a band's name
])
def test_a_chant_names_no_one(text: str, span: str, kept: bool) -> None:
    doc = make_doc(text)
    spans = [candidate(doc, span, "PERSON", "given_names")]
    [score] = score_spans(doc, spans, spans, "en", True)
    assert (score >= 0.5) is kept


@pytest.mark.parametrize(("text", "span", "label", "pieces"), [
    ("Draw made on Monday :\nStockport County v Crystal Palace\nWrexham v Everton", "Stockport County v Crystal Palace",
     "LOC", ["Stockport County", "Crystal Palace"]),
    ("The judgment in Smith v Jones was upheld.", "Smith v Jones", "PERSON", ["Smith v Jones"]),  # a case in prose
    ("This recipe is my Nonna Rosa's, from Lucca.", "Nonna Rosa", "PERSON", ["Rosa"]),
    ("handover: bed 4 mrs o'brien 88yo, on warfarin.", "bed 4 mrs o'brien", "LOC", ["mrs o'brien"]),
    ("moved to bed 4 tomorrow", "bed 4", "LOC", ["bed 4"]),  # the bed alone: nothing after its number
])
def test_fixtures_grandparents_and_beds_are_cut_from_names(text: str, span: str, label: str,
                                                           pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, label)]))] == pieces


def test_a_hospital_number_is_a_medical_record() -> None:
    from spacy_sanitize.detection.validated import make_validated_identifiers

    text = "Mr Gareth Pryce (DOB 03/07/1958, Hosp No K449182) was seen. Hospital policy applies."
    found = {(text[c.start:c.end], c.subtype) for c in make_validated_identifiers()(make_doc(text))}
    assert ("K449182", "MEDICAL_RECORD") in found
    assert not any(value == "policy" for value, _ in found)
