"""A quoted post's author, a lower-case line in a text that writes capitals, acronyms that spell a function
word or join their letters with a hyphen, a fixture's goals after a team, and the lookups tables a language
lacks: what each shape marks, and the look-alikes it leaves."""

from __future__ import annotations

import logging

import pytest
import spacy

from conftest import found_by, token_span
from spacy_sanitize.detection.capitalised import CapitalisedNames
from spacy_sanitize.detection.dialogue import DialogueNames
from spacy_sanitize.detection.evidence import names_nobody, trim_edges, trim_lower_case_tails, trim_to_capitals
from spacy_sanitize.detection.lowercase_names import LowerCaseNames
from spacy_sanitize.detection.word_clusters import read_lookup_table

LOOKUPS = "the word tables come with spacy-lookups-data"


def test_a_quoted_posts_author_is_a_user_name() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = "Quote from: gillyb on 12 May\n> my gp wont refer me\n> jdoe_77 wrote:\n> same here\nHe wrote: nothing"
    assert found_by(DialogueNames(), "en", text) == ["gillyb", "jdoe_77"]


def test_a_line_without_capitals_in_a_text_with_them_is_read_as_lower_case() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    quoted = "Quote from: gillyb on 12 May\n> my gp in wrexham wont refer me\nTry the Maelor instead."
    assert "wrexham" in found_by(LowerCaseNames(), "en", quoted)
    mixed = "My GP in Leeds said the clinic in wrexham is closed.\nTry the Maelor instead."
    assert found_by(LowerCaseNames(), "en", mixed) == []  # a line that writes capitals sets names apart itself


def test_an_acronym_that_spells_a_function_word_is_a_name_amid_lower_case_words() -> None:
    assert "ANSA" in found_by(CapitalisedNames(), "it", "Il ministro ha parlato ieri . Lo riferisce l' ANSA .")
    headline = "ROMA - IL GOVERNO APPROVA LA LEGGE\nIl ministro ha parlato ieri a Palazzo Chigi ."
    assert not any("GOVERNO" in name for name in found_by(CapitalisedNames(), "it", headline))


def test_an_acronym_that_joins_its_letters_is_a_name_in_brackets() -> None:
    found = found_by(CapitalisedNames(), "nl", "De schepen Koen Kennis ( N-VA ) en Sammy Mahdi ( CD&V ) zwegen .")
    assert "N-VA" in found and "CD&V" in found


def test_a_fixtures_goals_are_no_part_of_the_team() -> None:
    doc = spacy.blank("es")("Resultados : Real Betis 2 - Sevilla 2 ; Getafe 0 - Valencia 3 .")
    spans = trim_edges(doc, [token_span(doc, "Real Betis 2", "LOC"), token_span(doc, "Valencia 3", "LOC")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Real Betis", "Valencia"]
    street = spacy.blank("es")("Vive en la calle Alcalá 2 , Madrid .")
    kept = trim_edges(street, [token_span(street, "calle Alcalá 2", "LOC")])
    assert [street[s:e].text for s, e, _, _ in kept] == ["calle Alcalá 2"]  # the house's number and the kind stay


def test_a_language_without_frequency_tables_asks_for_no_install(caplog: pytest.LogCaptureFixture) -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    with caplog.at_level(logging.DEBUG):
        assert read_lookup_table("nl", "lexeme_prob") is None
    assert not [record for record in caplog.records if record.levelno >= logging.WARNING]
    assert any("no 'lexeme_prob' table for 'nl'" in record.getMessage() for record in caplog.records)


def test_a_name_in_the_languages_stop_list_is_a_name_but_an_office_stays_out() -> None:
    assert "Regione Marche" in found_by(CapitalisedNames(), "it", "Il presidente della Regione Marche ha parlato .")
    assert "Nuevo León" in found_by(CapitalisedNames(), "es", "El gobernador de Nuevo León habló ayer .")
    found = found_by(CapitalisedNames(), "it", "Il presidente del Consiglio ha parlato ieri .")
    assert not any("Consiglio" in name for name in found)  # an office's body, left to the model


def test_a_notes_heading_names_nobody_in_another_language() -> None:
    doc = spacy.blank("de")("Pflegebericht : Herr Schmitz , 84 J. , nachts unruhig .")
    assert names_nobody(doc, 0, 1, True, "de")
    note = spacy.blank("it")("Diario infermieristico : sig. Esposito agitato nella notte .")
    assert names_nobody(note, 0, 1, True, "it")
    chat = spacy.blank("nl")("Sanne : hoi\nKoen : hallo")
    assert not names_nobody(chat, 0, 1, True, "nl")  # a chat's speaker


def test_a_partys_acronym_after_its_member_is_no_shorthand() -> None:
    doc = spacy.blank("nl")("Premier Jean-Luc Dehaene ( CVP ) heeft gisteren overleg gepleegd .")
    at = [t.text for t in doc].index("CVP")
    assert not names_nobody(doc, at, at + 1, True, "nl")
    note = spacy.blank("en")("Monitor CVP ( cvp ) hourly .")
    assert names_nobody(note, 1, 2, True, "en")  # a note's central venous pressure


def test_a_routes_ends_are_two_places_and_a_sentences_opener_no_firm() -> None:
    doc = spacy.blank("en")("Flight from Stansted to Kaunas cancelled. So proud of her.")
    spans = trim_lower_case_tails(doc, [token_span(doc, "Stansted to Kaunas", "ORG"), token_span(doc, "So proud", "ORG")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Stansted", "Kaunas"]
    kept = spacy.blank("en")("The Road to Recovery charity met.")
    assert [kept[s:e].text for s, e, _, _ in trim_lower_case_tails(kept, [token_span(kept, "Road to Recovery", "ORG")])] == [
        "Road to Recovery"]


def test_a_towns_adjective_and_an_office_are_no_place_before_the_holder() -> None:
    doc = spacy.blank("de")("Auch die Frankfurter Oberbürgermeisterin Petra Roth äußerte sich skeptisch .")
    spans = trim_to_capitals(doc, [token_span(doc, "Frankfurter Oberbürgermeisterin Petra Roth", "LOC")], "de")
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Petra Roth"]


def test_two_institutions_joined_by_and_are_two_names_but_one_name_with_and_stays_one() -> None:
    doc = spacy.blank("en")("She read law at the London School of Economics and Sheffield University.")
    spans = trim_lower_case_tails(doc, [token_span(doc, "London School of Economics and Sheffield University", "ORG")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["London School of Economics", "Sheffield University"]
    one = spacy.blank("en")("He studied at the University of Science and Technology.")
    kept = trim_lower_case_tails(one, [token_span(one, "University of Science and Technology", "ORG")])
    assert [one[s:e].text for s, e, _, _ in kept] == ["University of Science and Technology"]
