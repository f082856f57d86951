"""A surname with an apostrophe follows its given name; a note's nursing roles are cut from a name; a standings
table's section headings are no names; an adjective of origin before a player's role is no given name."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.evidence import is_nationality_before_role, trim_edges
from spacy_sanitize.detection.given_names import GivenNames


@pytest.fixture(scope="module")
def nlp() -> spacy.language.Language:
    return spacy.blank("en")


def _given_names(nlp: spacy.language.Language, text: str) -> list[str]:
    doc = nlp.make_doc(text)
    return [text[c.start:c.end] for c in GivenNames()(doc)]


@pytest.mark.parametrize(("text", "name"), [
    ("The Minister for Housing , Darragh O'Brien , told the Dail .", "Darragh O'Brien"),
    ("Maria D'Angelo called the ward.", "Maria D'Angelo"),
    ("Seen with Patrick O’Neill today.", "Patrick O’Neill"),
])
def test_a_surname_with_an_apostrophe_follows_the_given_name(nlp, text: str, name: str) -> None:
    assert name in _given_names(nlp, text)


@pytest.mark.parametrize(("text", "expected"), [
    ("Celtic have signed Danish international striker Morten Wieghorst .", ["Morten Wieghorst"]),
    ("the Danish striker scored twice .", []),
    ("Danish Khan was born in Karachi .", ["Danish Khan"]),  # a given name with a surname stays one
    ("We met Danish at the station .", ["Danish"]),
])
def test_an_adjective_of_origin_before_a_role_is_no_given_name(nlp, text: str, expected: list[str]) -> None:
    assert _given_names(nlp, text) == expected


def test_nationality_before_role_reads_past_international(nlp) -> None:
    doc = nlp.make_doc("Danish international striker , Kenyan runner , Danish international")
    assert is_nationality_before_role(doc, 0, 1)
    assert is_nationality_before_role(doc, 4, 5)
    assert not is_nationality_before_role(doc, 7, 8)  # nothing after "international"


def _trimmed(nlp: spacy.language.Language, text: str, surface: str, label: str) -> list[tuple[str, str]]:
    doc = nlp.make_doc(text)
    span = doc.char_span(text.index(surface), text.index(surface) + len(surface))
    return [(doc[s:e].text, lab) for s, e, lab, _ in trim_edges(doc, [(span.start, span.end, label, "model")])]


@pytest.mark.parametrize("role", ["dn", "enp", "hca", "DN"])
def test_a_nursing_role_before_a_name_is_cut(nlp, role: str) -> None:
    text = f"next visit thurs, {role} joanne to cover."
    assert _trimmed(nlp, text, f"{role} joanne", "PERSON") == [("joanne", "PERSON")]


@pytest.mark.parametrize("heading", ["EASTERN CONFERENCE", "ATLANTIC DIVISION", "AMERICAN LEAGUE"])
def test_a_standings_section_heading_is_no_name(nlp, heading: str) -> None:
    text = f"BASKETBALL - NBA STANDINGS\nNEW YORK 1996-12-03\n{heading}\nW L PCT GB\nMIAMI 13 4 .765 -"
    assert _trimmed(nlp, text, heading, "PERSON") == [(heading, "MISC")]
    assert _trimmed(nlp, text, "MIAMI", "LOC") == [("MIAMI", "LOC")]

