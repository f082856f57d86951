"""What a note without a name holds is not marked: drugs by brand, shorthand with a slash in capitals, a time
of day as four digits, a list of findings in capitals, a heading of common words; the names beside them
still are."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.evidence import NO_NAME_SCORE as NO_NAME
from spacy_sanitize.detection.evidence import score_spans, trim_edges


@pytest.fixture(scope="module")
def nlp() -> spacy.language.Language:
    return spacy.blank("en")


def _score(nlp: spacy.language.Language, text: str, surface: str, label: str) -> float:
    doc = nlp.make_doc(text)
    at = text.index(surface)
    span = doc.char_span(at, at + len(surface))
    candidate = (span.start, span.end, label, "model")
    return score_spans(doc, [candidate], [candidate])[0]


@pytest.mark.parametrize(("text", "surface", "label"), [
    ("Neuro: Lethargic but arousable. Dilantin level pending.", "Dilantin", "PERSON"),
    ("ON INTEGRILIN GTT. HEPARIN OFF.", "INTEGRILIN", "ORG"),
    ("Plan: SBT in AM if stable.", "SBT", "PERSON"),
    ("ID: C.DIFF SPEC SENT. CONTACT PRECAUTIONS.", "C.DIFF SPEC SENT", "PERSON"),
    ("RIGHT FEMORAL SHEATH D/C'D AT 1600, HEMOSTASIS WITH PRESSURE.", "1600", "CODE"),
    ("repeat BMP at 2200 tonight", "2200", "CODE"),
    ("CP FREE. WIFE AT BEDSIDE, ANXIOUS, REASSURED.", "BEDSIDE, ANXIOUS, REASSURED", "ORG"),
    ("Nursing Progress Note\nPt remains intubated.", "Nursing Progress Note", "PERSON"),
    ("HANDOVER: 84YO F, ADM VIA ED WITH FALL AT HOME.", "F, ADM VIA ED", "LOC"),
    ("Wound Care Note\nLeft heel ulcer.", "Care Note", "PERSON"),  # part of a heading line
])
def test_a_notes_words_name_nobody(nlp, text: str, surface: str, label: str) -> None:
    assert _score(nlp, text, surface, label) == NO_NAME


@pytest.mark.parametrize(("text", "surface", "label"), [
    ("Pager 4417 at 4417 ext", "4417", "CODE"),  # no time of day: 44 hours
    ("Delivered at 1600 Pennsylvania Avenue today.", "1600", "CODE"),  # a house number before its street
    ("Grace Wood\n12 Elm Row", "Grace Wood", "PERSON"),  # a line of common words, one a given name
    ("Report\nBaker called.", "Baker", "PERSON"),  # a surname the common words leave out
    ("Seen today by Care Note and family", "Care Note", "PERSON"),  # inside prose, no heading
    ("DAUGHTER SUSAN PRICE CALLED, UPDATED.", "SUSAN PRICE", "PERSON"),
    ("TRANSFERRED FROM MERCY HOSPITAL, BOSTON.", "MERCY HOSPITAL, BOSTON", "ORG"),
])
def test_names_and_numbers_beside_them_stay(nlp, text: str, surface: str, label: str) -> None:
    assert _score(nlp, text, surface, label) > NO_NAME


def test_shorthand_with_a_slash_in_capitals_cuts_a_span(nlp) -> None:
    text = "PT ADMITTED FROM CATH LAB S/P PCI TO LAD X2 STENTS."
    doc = nlp.make_doc(text)
    span = doc.char_span(text.index("LAB S/P PCI"), text.index("LAB S/P PCI") + len("LAB S/P PCI"))
    pieces = [doc[s:e].text for s, e, _, _ in trim_edges(doc, [(span.start, span.end, "ORG", "model")])]
    assert "S/P" not in " ".join(pieces) and pieces == ["LAB", "PCI"]

