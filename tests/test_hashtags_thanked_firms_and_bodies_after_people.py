"""What the ninety-second hand set taught: a name written as a hashtag keeps its ``#``; the capitalised words
after the people a post thanks ("the team at Bean There") are a firm, also in a post in lower case, and a
hospital's department by its shorthand is none; an emergency department's shorthand ("67M BIBA", "T2DM") and
a weekday's abbreviation ("Fri") name nobody; "the Euros" is a competition. Outside English a given name
alone before a preposition of a place is a person and then a place ("Vasco a Bologna"), and a person's name
that runs on at a particle to a body named by its kind is a person and a body ("Dr. Carvalho do Hospital de
Santa Maria"); a town's or a body's own name stays whole."""

from __future__ import annotations

import pytest
from spacy.language import Language

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.hashtags import with_hashtag_marks
from spacy_sanitize.detection.prepositions_between_names import split_at_prepositions


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("lost my dog near the park 😢 #hackney", "hackney", "#hackney"),
    ("Lovely walk #Newcastle", "Newcastle", "#Newcastle"),
    ("ranked # 1 in London", "London", "London"),  # a number sign apart from the name
    ("see you at the # London meetup", "London", "London"),
])
def test_a_hashtag_keeps_its_mark(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, with_hashtag_marks(doc, [candidate(doc, span, "LOC")])) == [(kept, "LOC")]


@pytest.mark.parametrize(("text", "firms"), [
    ("shoutout to Jess and the team at Bean There on Church Rd, best flat white in Hove", [("Bean There", "ORG")]),
    ("Big thanks to the crew at Halfords in Basingstoke.", [("Halfords", "ORG")]),
    ("big thanks to the staff at A&E last night", []),  # the department, by its shorthand
    ("thanks to everyone at Christmas dinner", []),
])
def test_the_people_a_post_thanks_name_their_firm(text: str, firms: list[tuple[str, str]]) -> None:
    found = [name for name in source_names("cues", text) if name[1] == "ORG"]
    assert [name for name in found if name in firms] == firms
    assert not [name for name in found if name[0] in {"A&E", "Christmas"}]


@pytest.mark.parametrize(("text", "absent"), [
    ("DN visit 14/06: healing well. Next visit Fri.", "Fri"),
    ("ED note: 67M BIBA from home after fall. PMHx COPD, T2DM.", "BIBA"),
    ("ED note: PMHx COPD, T2DM. Plan: r/v by ortho.", "T2DM"),
    ("Rashford named in Southgate's squad for the Euros", "Euros"),
])
def test_shorthand_weekdays_and_competitions_name_nobody(nlp_with_detector: Language, text: str, absent: str) -> None:
    doc = nlp_with_detector(text)
    names = [span.text for span in doc.spans["pii"] if span.label_ in {"PERSON", "ORG", "LOC"}]
    assert not [name for name in names if absent in name], names


@pytest.mark.parametrize(("lang", "text", "span", "pieces"), [
    ("it", "qualcuno va al concerto di Vasco a Bologna sabato?", "Vasco a Bologna",
     [("Vasco", "PERSON"), ("Bologna", "LOC")]),
    ("es", "Ayer estuvo Lucía en Sevilla con su madre.", "Lucía en Sevilla", [("Lucía", "PERSON"), ("Sevilla", "LOC")]),
    ("it", "Il comune di Santa Maria a Vico ha deciso.", "Maria a Vico", [("Maria a Vico", "LOC")]),  # a town
    ("pt", "Informado o Dr. Carvalho do Hospital de Santa Maria.", "Carvalho do Hospital de Santa Maria",
     [("Carvalho", "PERSON"), ("Hospital de Santa Maria", "ORG")]),
    ("es", "Lo atendió el doctor Ruiz del Hospital Clínico de Barcelona.", "Ruiz del Hospital Clínico de Barcelona",
     [("Ruiz", "PERSON"), ("Hospital Clínico de Barcelona", "ORG")]),
    ("pt", "O reitor da Universidade do Porto falou.", "Universidade do Porto",
     [("Universidade do Porto", "LOC")]),  # the body's own name
    ("pt", "A loja da Marta Costa do Porto abriu.", "Marta Costa do Porto", [("Marta Costa do Porto", "LOC")]),
])
def test_a_person_before_a_place_or_a_body(lang: str, text: str, span: str, pieces: list[tuple[str, str]]) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, split_at_prepositions(doc, [candidate(doc, span, "LOC")], lang)) == pieces


@pytest.mark.parametrize(("lang", "text", "people"), [
    ("pt", "obrigada à enfermeira sofia do hospital de santa maria pela paciência", ["sofia"]),
    ("es", "gracias a la enfermera lucía del hospital clínico", ["lucía"]),
    ("nl", "bedankt aan dochter Anna van der Berg", ["Anna van der Berg"]),  # a surname's particles stay
])
def test_a_name_after_a_role_ends_before_the_body_it_works_in(lang: str, text: str, people: list[str]) -> None:
    assert [name for name, label in source_names("cues", text, lang) if label == "PERSON"] == people


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Nos vemos en la calle Mayor 12, 2º B.", "la calle Mayor 12", [("calle Mayor 12", "LOC")]),
    ("Mi dirección es calle de Toledo 45, en Madrid.", "calle de Toledo 45", [("calle de Toledo 45", "LOC")]),
    ("Ci vediamo in via dei Mille 3 domani.", "via dei Mille 3", [("via dei Mille 3", "LOC")]),
    ("Fui al Mercadona de la calle Alcalá ayer.", "Mercadona", [("Mercadona", "LOC")]),  # a name before the kind
])
def test_a_streets_kind_keeps_its_street(text: str, span: str, kept: list[tuple[str, str]]) -> None:
    from spacy_sanitize.detection.evidence import trim_to_capitals

    lang = "it" if " via " in text else "es"
    doc = make_doc(text, lang)
    assert as_text(doc, trim_to_capitals(doc, [candidate(doc, span, "LOC")], lang, mixed_case=True)) == kept
