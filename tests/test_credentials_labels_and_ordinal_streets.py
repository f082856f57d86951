"""What the seventy-seventh hand set taught: a clinician's credentials after a comma name the person before them
("READ BY: K. OSEI-BONSU, MD"); a street named by its ordinal is an address ("on 5th ave"); a nationality before
lower-case words describes a person ("a Welsh rugby union prop"); a firm's possessive before its site's town is
no part of its name ("Tesco's Livingston depot"); outside English, a field's label before its colon names
nobody ("Contacto: neta Beatriz"), and a role's shorthand and an honorific are no part of the person after them
("MMG dott.ssa Colombo"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.credentials import people_before_credentials
from spacy_sanitize.detection.evidence import trim_lower_case_tails
from spacy_sanitize.detection.labels_and_honorifics import without_labels_and_role_honorifics
from spacy_sanitize.detection.possessive_places import with_possessive_places


@pytest.mark.parametrize(("text", "people"), [
    ("HISTORY: 94 YO F FALL AT HOME. READ BY: K. OSEI-BONSU, MD.", ["K. OSEI-BONSU"]),
    ("Electronically signed by Maria Delgado, RN on 3/4.", ["Maria Delgado"]),
    ("Attending: Rajesh Subramaniam, MD", ["Rajesh Subramaniam"]),
    ("The patient was seen by the team, and MD aware.", []),  # no name before the comma
])
def test_credentials_name_the_person_before_them(text: str, people: list[str]) -> None:
    found = people_before_credentials(text, frozenset({"by", "read", "the"}))
    assert [text[c.start:c.end] for c in found] == people


@pytest.mark.parametrize(("text", "street", "found"), [
    ("brought in by ems from the shelter on 5th ave after being found down.", "5th ave", True),
    ("He lives on W 42nd Street in Manhattan.", "W 42nd Street", True),
    ("She finished 5th at the nationals.", "5th", False),  # an ordinal with no street's kind
])
def test_a_street_named_by_its_ordinal_is_an_address(text: str, street: str, found: bool) -> None:
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp(text)
    assert (street in [s.text for s in doc.spans["pii"]]) is found


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("He was a Welsh rugby union prop who won caps.", "Welsh rugby union prop", [("Welsh", "DEM")]),
    ("the practice of the Danish immigration authorities was", "Danish immigration authorities",
     [("Danish immigration authorities", "ORG")]),  # a body's name
])
def test_a_nationality_before_lower_case_words_describes_a_person(text: str, span: str,
                                                                  kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_lower_case_tails(doc, [candidate(doc, span, "ORG")])) == kept


@pytest.mark.parametrize(("text", "name", "kept"), [
    ("He works at Tesco's Livingston depot now.", "Tesco", "Tesco"),  # the firm's site
    ("We went to Nando's Croydon after the match.", "Nando", "Nando's"),  # a shop's branch
])
def test_a_possessive_before_a_sites_town_is_no_part_of_the_name(text: str, name: str, kept: str) -> None:
    doc = make_doc(text)
    spans = [candidate(doc, name, "ORG"), candidate(doc, "Livingston" if "Livingston" in text else "Croydon", "LOC")]
    assert as_text(doc, with_possessive_places(doc, spans))[0] == (kept, "ORG")


@pytest.mark.parametrize(("lang", "text", "span", "label", "kept"), [
    ("pt", "Sr. Fonseca, 91 anos. Contacto: neta Beatriz, 936 554 120.", "Contacto", "PERSON", None),
    ("nl", "Frank: kom je donderdag langs bij Bram?\nBram: ja.", "Frank", "PERSON", "Frank"),  # a speaker
    ("it", "Riferimento il figlio. MMG dott.ssa Colombo.", "MMG dott.ssa Colombo", "PERSON", "Colombo"),
    ("it", "Riferimento il figlio. MMG dott.ssa Colombo.", "MMG", "ORG", None),  # the role's shorthand alone
    ("it", "Ha parlato Giulia Colombo ieri.", "Giulia Colombo", "PERSON", "Giulia Colombo"),
])
def test_a_label_and_a_roles_honorific_name_nobody(lang: str, text: str, span: str, label: str,
                                                   kept: str | None) -> None:
    doc = make_doc(text, lang)
    found = without_labels_and_role_honorifics(doc, [candidate(doc, span, label)], lang)
    assert [name for name, _ in as_text(doc, found)] == ([kept] if kept else [])


def test_english_labels_are_left_to_their_own_steps() -> None:
    doc = make_doc("Contact: Maria Lopez", "en")
    spans = [candidate(doc, "Contact", "PERSON")]
    assert without_labels_and_role_honorifics(doc, spans, "en") == spans
    assert ("Maria Lopez", "PERSON") in source_names("cues", "Attending: Maria Lopez, MD")


@pytest.mark.parametrize(("lang", "text", "span", "pieces"), [
    ("nl", "zei hij dinsdag in Den Haag tegen de Tweede Kamer .", "Den Haag tegen de Tweede Kamer",
     ["Den Haag", "Tweede Kamer"]),
    ("fr", "s'est imposé face à Nantes au Parc des Princes grâce à Raí .", "Nantes au Parc des Princes",
     ["Nantes", "Parc des Princes"]),
    ("fr", "au Parc des Princes hier soir .", "Parc des Princes", ["Parc des Princes"]),  # a particle stays
    ("de", "Er wohnt in Frankfurt am Main seit Jahren .", "Frankfurt am Main", ["Frankfurt am Main"]),
])
def test_a_preposition_between_names_parts_them(lang: str, text: str, span: str, pieces: list[str]) -> None:
    from spacy_sanitize.detection.prepositions_between_names import split_at_prepositions

    doc = make_doc(text, lang)
    assert [name for name, _ in as_text(doc, split_at_prepositions(doc, [candidate(doc, span, "LOC")], lang))] == pieces
