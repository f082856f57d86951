"""What the fifty-fifth hand set taught: a British road by its number after a word of travel ("stuck on the
A14"), a firm named by its trade in a post that opens its sentences in lower case ("does anyone know if
Lucy's Bakery is open"), a bare street ending in "Walk" ("on Leith Walk"), and the prepositions of place
that put a firm or a club in its town in other languages ("Philips in Eindhoven", "Benfica no Estádio de
Alvalade"), which are no part of either name. Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.evidence import trim_edges


@pytest.mark.parametrize("text", ["anyone else stuck on the A14 near Cambridge? been here 40 mins",
                                  "Lorry fire closes J10 of the M1 southbound"])
def test_a_road_by_its_number_is_a_place(text) -> None:
    assert any(label == "LOC" and name[0] in "AM" and name[1:].isdigit() for name, label in source_names("cues", text))


@pytest.mark.parametrize("text", ["Print it on the A4 paper in the tray.", "Vitamin B12 is on the list."])
def test_a_paper_size_or_a_vitamin_is_no_road(text) -> None:
    assert not any(name in {"A4", "B12"} for name, _ in source_names("cues", text))


def test_a_trade_name_in_a_post_without_sentence_capitals() -> None:
    found = source_names("cues", "does anyone know if Lucy's Bakery on Leith Walk is still open? my mate swears it closed")
    assert ("Lucy's Bakery", "ORG") in found


def test_a_lower_case_post_has_no_trade_name() -> None:
    assert not any(label == "ORG" for _, label in source_names("cues", "does anyone know if the bakery is open"))


def _streets(text: str) -> list[str]:
    doc = make_doc(text)
    return [text[c.start:c.end] for c in StreetAddresses()(doc)]


def test_a_bare_walk_after_on_is_a_street() -> None:
    assert "Leith Walk" in _streets("Is the café on Leith Walk still open?")


def test_a_walk_without_a_place_word_is_no_street() -> None:
    assert not _streets("The Coastal Walk was lovely.")


@pytest.mark.parametrize(("lang", "text", "span", "pieces"), [
    ("nl", "Henk werkt bij Philips in Eindhoven .", "Philips in Eindhoven", ["Philips", "Eindhoven"]),
    ("pt", "vitória do Sporting frente ao Benfica no Estádio de Alvalade .", "Benfica no Estádio de Alvalade",
     ["Benfica", "Estádio de Alvalade"]),
    ("de", "Die Zahlen von Siemens in München sind gut .", "Siemens in München", ["Siemens", "München"]),
])
def test_a_preposition_of_place_splits_a_firm_from_its_town(lang, text, span, pieces) -> None:
    doc = make_doc(text, lang)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")]))] == pieces


@pytest.mark.parametrize(("lang", "text", "span"), [("de", "Sie wohnt in Frankfurt am Main .", "Frankfurt am Main"),
                                                    ("pt", "Ele mora no Rio de Janeiro .", "Rio de Janeiro"),
                                                    ("en", "Philips in Eindhoven said so .", "Philips in Eindhoven")])
def test_a_place_s_own_particle_or_english_in_stays(lang, text, span) -> None:
    doc = make_doc(text, lang)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "LOC")]))] == [span]
