"""What the ninety-sixth hand set taught: a possessive before an office goes with the office ("Britain 's Prime
Minister"); an office is no word of a name the word tables know ("Irish Taoiseach John Bruton"); a ward's number
may hold a letter ("Ward 7B"); outside English a conjunction before a word in lower case ends a name ("goles de
Raúl y uno de Suker"), where a name's own conjunction joins capitalised words ("Castilla y León"). And from the
ninety-seventh: a condition's shorthand with its stage names nobody ("CKD3")."""

from __future__ import annotations

import pytest
from spacy.language import Language

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import names_nobody, trim_edges, trim_to_capitals
from spacy_sanitize.detection.office_portfolios import without_portfolios


def test_a_possessive_before_an_office_goes_with_it() -> None:
    doc = make_doc("Britain 's Prime Minister John Major will meet him .")
    assert as_text(doc, without_portfolios(doc, [candidate(doc, "Britain 's Prime", "ORG")])) == [("Britain", "ORG")]


def test_an_office_is_no_word_of_a_known_name(nlp_with_detector: Language) -> None:
    doc = nlp_with_detector("John Major will meet Irish Taoiseach John Bruton in Dublin next week , Downing Street "
                            "said .")
    spans = [(span.text, span.label_) for span in doc.spans["pii"]]
    assert ("John Bruton", "PERSON") in spans
    assert not any("Taoiseach" in text and label != "DEM" for text, label in spans)


@pytest.mark.parametrize(("text", "ward"), [
    ("admitted 02/03/2024 to Ward 7B, Northwick Park Hospital.", "Ward 7B"),
    ("moved to Bay 4 overnight.", "Bay 4"),
])
def test_a_ward_s_number_may_hold_a_letter(text: str, ward: str) -> None:
    doc = make_doc(text)
    assert trim_edges(doc, [candidate(doc, ward, "LOC")]) == []


@pytest.mark.parametrize(("text", "span", "names"), [
    ("con dos goles de Raúl y uno de Suker .", "Raúl y uno de Suker", ["Raúl", "Suker"]),
    ("la Junta de Castilla y León firmó .", "Junta de Castilla y León", ["Junta de Castilla y León"]),
])
def test_a_conjunction_before_a_lower_case_word_ends_a_name(text: str, span: str, names: list[str]) -> None:
    doc = make_doc(text, "es")
    found = [name for name, _ in as_text(doc, trim_to_capitals(doc, [candidate(doc, span, "LOC")], "es", True))]
    assert found == names



@pytest.mark.parametrize(("note", "span", "nobody"), [
    ("PMH: HTN, DM2, CKD3, OSA on CPAP. NKDA.", "HTN, DM2, CKD3, OSA", True),  # a condition's stage after it
    ("Plan: stress test, f/u cardiology OPD.", "OPD", True),
    ("Seen by Dr Okafor, ward 3.", "Okafor", False),
])
def test_shorthand_with_a_stage_names_nobody(note: str, span: str, nobody: bool) -> None:
    doc = make_doc(note)
    start, end, _, _ = candidate(doc, span, "ORG")
    assert names_nobody(doc, start, end, mixed_case=True) is nobody
