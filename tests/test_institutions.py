"""The institutions source: German names made of common nouns and capitalised adjectives."""

import pytest
import spacy

from spacy_sanitize.detection.institutions import InstitutionNames

pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")


def found(text: str, lang: str = "de") -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.label) for c in InstitutionNames(lang)(spacy.blank(lang)(text))]


def test_a_federal_body_is_a_name_on_its_own_and_takes_its_remit() -> None:
    assert found("Der Bundestag stimmte zu , das Bundesverfassungsgericht nicht .") == [
        ("Bundestag", "ORG"), ("Bundesverfassungsgericht", "ORG")]
    assert found("Nach Angaben des Bundesamtes für Migration und Flüchtlinge stieg die Zahl .") == [
        ("Bundesamtes für Migration und Flüchtlinge", "ORG")]
    assert found("Die Bundesagentur für Arbeit meldet für Oktober weniger Arbeitslose .") == [
        ("Bundesagentur für Arbeit", "ORG")]


def test_any_other_body_is_a_name_only_with_its_place() -> None:
    assert found("Das Landgericht Hamburg verurteilte ihn , die Polizeiinspektion Regensburg Süd sucht Zeugen .") == [
        ("Landgericht Hamburg", "ORG"), ("Polizeiinspektion Regensburg Süd", "ORG")]
    assert found("Die Staatsanwaltschaft ermittelt , teilte die Staatsanwaltschaft mit .") == []
    assert found("Er kam am Montag Abend nach Hause , das Amtsgericht Urteil folgt .") == []  # a day, a noun


def test_a_capitalised_adjective_inside_a_sentence_opens_a_name() -> None:
    assert found("Die Europäische Zentralbank hob den Zins an , auch die Vereinten Nationen warnten .") == [
        ("Europäische Zentralbank", "ORG"), ("Vereinten Nationen", "ORG")]
    assert found("Neue Regeln gelten ab Montag .") == []  # the sentence's capital, not a name's
    assert found("Die neue Regel gilt für die Deutschen .") == []  # no capitalised word after it


def test_other_languages_and_text_in_capitals_give_nothing() -> None:
    assert found("The Bundestag met in Berlin .", "en") == []
    assert found("DER BUNDESTAG STIMMTE ZU .") == []
