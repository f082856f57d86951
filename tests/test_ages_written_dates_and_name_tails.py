"""Ages in the words of other languages, dates written with abbreviated months and weekdays, and the words a
name's span runs on to (a ward's acronym, a player's position, a British thanks, a minister's
remit): what each shape marks, and the look-alikes it leaves."""

from __future__ import annotations

import pytest
import spacy

from conftest import found_by, token_span
from spacy_sanitize.detection.ages import LanguageAges, year_words
from spacy_sanitize.detection.capitalised import CapitalisedNames
from spacy_sanitize.detection.date_spans import months_as_dates
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.headlines import headline_names


@pytest.mark.parametrize(("lang", "text", "ages"), [
    ("fr", "Mme Lefèvre , 91 ans , chute à domicile à Roubaix .", ["91"]),
    ("es", "Paciente: Juan Pérez, 84 años, DNI 1234. Una mujer de 79 años de edad.", ["84", "79"]),
    ("nl", "Patiënt Jan Smit (84 jaar) is opgenomen. Jan de Vries (45) is aangehouden. De 67-jarige man.",
     ["84", "45", "67"]),
    ("de", "Herr Schmitz , 84 J. , schlief unruhig. Eine Frau (34) wurde verletzt. Sie ist 71 Jahre alt.",
     ["84", "34", "71"]),
    ("it", "Un uomo di 45 anni è stato arrestato. Paziente Rossi, 90 anni, ricoverato. La 87enne è caduta.",
     ["45", "90", "87"]),
    ("pt", "Paciente do sexo feminino , 90 anos , trazida pela filha Ana .", ["90"]),
    ("es", "Fallece a los 94 años Carmen Ruiz. Murió a los 91 años de edad.", ["94", "91"]),
    ("pt", "Morreu aos 94 anos em Coimbra .", ["94"]),
])
def test_an_age_in_the_words_of_the_language_is_its_number(lang: str, text: str, ages: list[str]) -> None:
    assert found_by(LanguageAges(), lang, text) == ages


@pytest.mark.parametrize(("lang", "text"), [
    ("es", "Hace 10 años, más de 20 años, fue condenado a 6 años."),
    ("es", "A los 5 años de su muerte, la casa sigue vacía."),
    ("pt", "Aos 5 anos de casamento , mudaram-se ."),
    ("fr", "Il y a 10 ans , après 20 ans de travail, une peine de 5 ans ."),
    ("de", "Seit 12 Jahren wohnt er dort. Vor 3 Jahren, nach 20 Jahren. Nach Artikel (3) gilt das."),
    ("nl", "Sinds 10 jaar woont hij in Gouda. Hoofdstuk (3) en de wet van 2019 (12) gelden."),
    ("it", "Condannato a 5 anni. Da 20 anni, per 10 anni."),
])
def test_a_duration_in_years_is_no_age(lang: str, text: str) -> None:
    assert found_by(LanguageAges(), lang, text) == []


def test_the_years_words_come_from_cldr() -> None:
    assert {"años", "año"} <= set(year_words("es")) and "Jahre" in year_words("de") and "jaar" in year_words("nl")


def _dates(text: str, surface: str, label: str, source: str) -> list[tuple[str, str]]:
    doc = spacy.blank("en")(text)
    return [(doc[s:e].text, lab) for s, e, lab, _ in months_as_dates(doc, [token_span(doc, surface, label, source)])]


def test_an_abbreviated_month_with_its_day_is_a_date_whichever_source_took_it_for_a_name() -> None:
    assert _dates("Posted by jim » Tue Mar 05", "Mar", "PERSON", "given_names") == [("Mar 05", "DATETIME")]
    assert _dates("Seen on Mar 5th by the team.", "Mar 5th", "LOC", "model") == [("Mar 5th", "DATETIME")]
    assert _dates("Posted Tue, Mar 05, 2024 by jim", "Tue", "PERSON", "model") == [("Tue, Mar 05, 2024", "DATETIME")]


def test_a_weekday_or_a_name_beside_a_number_stays_a_name() -> None:
    assert _dates("The Sun 12 points ahead", "Sun", "ORG", "model") == [("Sun", "ORG")]
    assert _dates("Theresa May 2019 speech", "Theresa May", "PERSON", "model") == [("Theresa May", "PERSON")]
    assert _dates("Mar said hello", "Mar", "PERSON", "given_names") == [("Mar", "PERSON")]


def _trimmed(text: str, surface: str, label: str, source: str = "model") -> list[str]:
    doc = spacy.blank("en")(text)
    return [doc[s:e].text for s, e, _, _ in trim_edges(doc, [token_span(doc, surface, label, source)])]


def test_a_wards_acronym_after_a_hospital_in_title_case_is_no_part_of_its_name() -> None:
    assert _trimmed("admitted from Caritas Carney ED w/ SOB", "Caritas Carney ED", "ORG", "known_names") == [
        "Caritas Carney"]
    assert "Caritas Carney" in _trimmed("admitted from Caritas Carney ED w/ SOB", "Caritas Carney ED w/ SOB", "ORG")
    assert _trimmed("TO BOSTON MEDICAL CENTER ICU", "BOSTON MEDICAL CENTER ICU", "ORG") == ["BOSTON MEDICAL CENTER ICU"]


def test_a_players_position_after_a_team_in_a_headline_is_no_name() -> None:
    text = "RUGBY UNION - BATH SIGN WALES CENTRE\nLONDON 1996-08-21\nBath signed him ."
    assert not any("CENTRE" in text[c.start:c.end] for c in headline_names(text))
    assert _trimmed(text, "WALES CENTRE", "PERSON") == ["WALES"]
    assert _trimmed("SEEN AT SPRINGFIELD MEDICAL CENTRE BY DR JONES", "SPRINGFIELD MEDICAL CENTRE", "ORG") == [
        "SPRINGFIELD MEDICAL CENTRE"]


def test_a_british_thanks_opens_no_name() -> None:
    assert _trimmed("not their pipe. Ta, Kev", "Ta, Kev", "ORG") == ["Kev"]
    assert _trimmed("the Territorial Army (TA) as a pay", "TA", "ORG") == ["TA"]


def test_a_dutch_ministers_remit_is_no_part_of_the_name() -> None:
    found = found_by(CapitalisedNames(), "nl", "Gisteren sprak Minister Hugo de Jonge van Volksgezondheid in Den Haag .")
    assert "Hugo de Jonge" in found and not any("Volksgezondheid" in name and "Jonge" in name for name in found)
    found = found_by(CapitalisedNames(), "nl", "Gisteren sprak staatssecretaris Eric Wiebes van Financiën .")
    assert "Eric Wiebes" in found
    assert "Anna Maria van Dijk" in found_by(CapitalisedNames(), "nl", "Gisteren sprak Anna Maria van Dijk met hem .")
