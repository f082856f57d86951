"""What the eightieth hand set taught: notes abbreviate weekdays and months as CLDR does not ("next visit Tues",
"since sept", "Thurs 14th"), and those are dates, not people; a ventilator's mode and a triage's heading are
shorthand ("Resp: SIMV", "TRIAGE 02:14"); a Dutch note writes a year's abbreviation without its stop ("(91 jr)")
and a Portuguese one calls its patient "utente" ("Utente de 93 anos"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import candidate, make_doc
from spacy_sanitize.detection.ages import age_pattern
from spacy_sanitize.detection.evidence import never_names, trim_edges
from spacy_sanitize.detection.languages import calendar_words


@pytest.mark.parametrize(("text", "span", "label"), [
    ("Next visit Tues.", "Tues", "DATETIME"),
    ("seen again Thurs 14th, no falls", "Thurs 14th", "DATETIME"),
    ("on Wednesday 3rd", "Wednesday 3rd", "DATETIME"),
    ("met Tuesday Jones there", "Tuesday Jones", "PERSON"),  # a weekday before a name is no date
    ("the Sun reported it", "Sun", "PERSON"),  # English writes "Sun" as a word: no abbreviation counts
])
def test_a_weekday_abbreviated_as_notes_write_it_is_a_date(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert [found[2] for found in trim_edges(doc, [candidate(doc, span, "PERSON")])] == [label]


def test_the_informal_month_and_weekdays_are_calendar_words_in_english_only() -> None:
    english = calendar_words("en", lower=True)
    assert {"sept", "tues", "weds", "thurs"} <= english
    assert "sun" not in english and "sat" not in english
    assert "tues" not in calendar_words("fr", lower=True)


@pytest.mark.parametrize("word", ["simv", "prvc", "triage"])
def test_ventilator_modes_and_the_triage_heading_are_shorthand(word: str) -> None:
    shorthand, _ = never_names("en")
    assert word in shorthand


@pytest.mark.parametrize(("lang", "text", "age"), [
    ("nl", "Mevr. Hoekstra (91 jr) opgenomen vanuit verpleeghuis.", "91"),
    ("nl", "Mevr. Hoekstra (91 jr.) opgenomen.", "91"),
    ("pt", "Utente de 93 anos, residente no lar.", "93"),
    ("es", "Llegó a las 5 a la casa (45 a) sin avisar.", None),  # Spanish "a" without its stop is a word
])
def test_an_age_as_dutch_and_portuguese_notes_write_it(lang: str, text: str, age: str | None) -> None:
    match = age_pattern(lang).search(text)
    found = next((group for group in match.groups() if group), None) if match else None
    assert found == age
