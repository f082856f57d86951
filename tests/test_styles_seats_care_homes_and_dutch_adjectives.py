"""What the seventieth hand set taught: a style of address before a name is no part of it ("The Right Reverend
Guli Francis-Dehqani"); a member's seat names no one, its constituency is the place ("the Member of
Parliament for Barking"); a care home and its town are two names ("residencia Los Rosales de Alcorcón"); and
a Dutch adjective of a country in its neuter form is no name ("een Nederlands voetballer"). Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.care_homes import care_homes_and_towns
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.place_adjectives import relabel_place_adjectives


@pytest.mark.parametrize(("text", "span", "label", "pieces"), [
    ("The Right Reverend Guli Francis-Dehqani has been bishop", "Right Reverend Guli Francis-Dehqani", "PERSON",
     ["Guli Francis-Dehqani"]),
    ("the Rt Hon Lisa Nandy said", "Rt Hon Lisa Nandy", "PERSON", ["Lisa Nandy"]),
    ("He ate at Right Turn Cafe", "Right Turn Cafe", "ORG", ["Right Turn Cafe"]),  # no title after "Right"
    ("She was the Member of Parliament for Barking from 1994", "Member of Parliament for Barking", "ORG", ["Barking"]),
    ("He is a Member of the Royal Society", "Member of the Royal Society", "ORG", ["Member of the Royal Society"]),
])
def test_styles_of_address_and_members_seats_name_no_one(text: str, span: str, label: str, pieces: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, label)]))] == pieces


@pytest.mark.parametrize(("lang", "text", "span", "expected"), [
    ("es", "ingresa desde la residencia Los Rosales de Alcorcón .", "Los Rosales de Alcorcón",
     [("Los Rosales", "ORG"), ("Alcorcón", "LOC")]),
    ("it", "Trasferimento alla RSA Villa Serena di Monza il 5/4 .", "RSA Villa Serena di Monza",
     [("RSA Villa Serena", "ORG"), ("Monza", "LOC")]),
    ("es", "Traslado desde la residencia Amavir al Hospital Universitario de Getafe .",
     "Amavir al Hospital Universitario de Getafe", [("Amavir al Hospital Universitario de Getafe", "ORG")]),
    ("pt", "trazida do lar Santa Casa de Braga .", "Santa Casa de Braga", [("Santa Casa de Braga", "ORG")]),
    ("es", "Ingresa en el Hospital Clínico de Valladolid .", "Hospital Clínico de Valladolid",
     [("Hospital Clínico de Valladolid", "ORG")]),  # a hospital's town is its name's
])
def test_a_care_home_and_its_town_are_two_names(lang: str, text: str, span: str, expected: list[tuple[str, str]]) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, care_homes_and_towns(doc, [candidate(doc, span, "ORG", "capitalised")])) == expected


@pytest.mark.parametrize(("text", "span", "label"), [
    ("Hij is een Nederlands voetballer die bij Ajax speelt .", "Nederlands", "DEM"),
    ("Het Amerikaans bedrijf groeit .", "Amerikaans", "DEM"),
    ("Frans zegt dat het goed gaat .", "Frans", "PERSON"),  # a given name before a verb
])
def test_a_dutch_country_adjective_in_its_neuter_form_is_no_name(text: str, span: str, label: str) -> None:
    doc = make_doc(text, "nl")
    assert as_text(doc, relabel_place_adjectives(doc, [candidate(doc, span, "PERSON", "capitalised")], "nl")) == [
        (span, label)]
