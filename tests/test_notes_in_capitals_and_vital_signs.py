"""What the seventy-fifth hand set taught: a note in capitals outside English names nobody with its words
("NOCHE", "HIJA LUCÍA INFORMADA" → "LUCÍA"); a vital sign's letters before a reading are no body ("RR 145/85",
"PA 155/90"); after a patient's noun a word of the language describes the patient ("PACIENTE INQUIETO"); an
honorific makes a place's span a person ("Bed 4 - Mr Lindqvist"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.notes_in_capitals import trim_language_words_in_capitals

_SPANISH_NOTE = ("NOCHE: PACIENTE INQUIETO , RETIRA VÍA PERIFÉRICA . SE AVISA A DRA. ECHEVERRÍA . HIJA LUCÍA "
                 "INFORMADA .")


@pytest.mark.parametrize(("span", "kept"), [
    ("HIJA LUCÍA INFORMADA", "LUCÍA"),  # a kinship word, a participle
    ("NOCHE", None),  # a word of the language
    ("ECHEVERRÍA", "ECHEVERRÍA"),  # a surname
])
def test_a_note_in_capitals_names_nobody_with_its_words(span: str, kept: str | None) -> None:
    doc = make_doc(_SPANISH_NOTE, "es")
    trimmed = trim_language_words_in_capitals(doc, [candidate(doc, span, "PERSON")], "es")
    assert [name for name, _ in as_text(doc, trimmed)] == ([kept] if kept else [])


def test_a_note_in_mixed_case_is_left_to_the_capitals_trim() -> None:
    text = "Noche tranquila. Hija Lucía informada por teléfono a las ocho de la mañana."
    doc = make_doc(text, "es")
    spans = [candidate(doc, "Hija Lucía", "PERSON")]
    assert trim_language_words_in_capitals(doc, spans, "es") == spans


@pytest.mark.parametrize(("lang", "text", "word", "found"), [
    ("nl", "pt onrustig vannacht , infuus eruit . RR 145/85 . arts dr. Bakker gebeld .", "RR", False),
    ("it", "pz agitato nella notte . PA 155/90 . avvisato il dott. Ferrante .", "PA", False),
    ("it", "il presidente della FC Bari ha parlato con il sindaco a lungo oggi .", "FC Bari", True),  # no reading
])
def test_a_vital_signs_letters_before_a_reading_are_no_body(lang: str, text: str, word: str, found: bool) -> None:
    from spacy_sanitize.detection.capitalised import make_capitalised_names

    source = make_capitalised_names()
    source.set_language(lang)
    doc = make_doc(text, lang)
    assert (word in [text[c.start:c.end] for c in source(doc)]) is found


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("es", "NOCHE: PACIENTE INQUIETO , RETIRA VÍA PERIFÉRICA .", None),  # an adjective
    ("pt", "doente agitado durante a noite , retirou cateter .", None),  # a participle
    ("es", "Ingresa la paciente Lucía Fernández por caída .", "Lucía Fernández"),  # a given name
])
def test_a_word_of_the_language_after_a_patients_noun_is_no_name(lang: str, text: str, name: str | None) -> None:
    people = [found for found, label in source_names("cues", text, lang) if label == "PERSON"]
    assert people == ([name] if name else [])


def test_an_honorific_makes_a_places_span_a_person() -> None:
    text = "Handover\nBed 4 - Mr Lindqvist, 67, post TURP, catheter draining well"
    doc = make_doc(text)
    labels = dict(as_text(doc, trim_edges(doc, [candidate(doc, "Bed 4 - Mr Lindqvist", "LOC")])))
    assert labels.get("Mr Lindqvist", labels.get("Lindqvist")) == "PERSON"
