"""What the eightieth hand set taught: notes abbreviate weekdays and months as CLDR does not ("next visit Tues",
"since sept", "Thurs 14th"), and those are dates, not people; a ventilator's mode and a triage's heading are
shorthand ("Resp: SIMV", "TRIAGE 02:14"); a Dutch note writes a year's abbreviation without its stop ("(91 jr)")
and a Portuguese one calls its patient "utente" ("Utente de 93 anos"). From the eighty-first: a word in lower case
after a demonstrative or a possessive in a post without capitals is a thing ("this song"); from the
eighty-third: an infobox's field labels are no chat speakers ("Height: 1.96 m"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import candidate, make_doc
from spacy_sanitize.detection.ages import age_pattern
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, never_names, score_spans, trim_edges
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


@pytest.mark.parametrize(("text", "span", "names"), [
    ("this song got me through my divorce ngl", "song", []),  # what a post points at is a thing
    ("saw them live with my sister kayla and cried", "kayla", ["kayla"]),  # a given name after a kin word
    ("loved my kayla so much tonight", "kayla", ["kayla"]),  # a given name after a possessive
    ("This Song got me through it. Truly.", "Song", ["Song"]),  # a text with capitals: the model's word
])
def test_a_word_after_a_demonstrative_in_a_post_in_lower_case_is_a_thing(text: str, span: str,
                                                                       names: list[str]) -> None:
    doc = make_doc(text)
    proposed = [candidate(doc, span, "ORG")]
    scores = score_spans(doc, proposed, proposed)
    assert [doc[start:end].text for (start, end, _, _), score in zip(proposed, scores, strict=True)
            if score > NO_NAME_SCORE] == names


@pytest.mark.parametrize(("text", "speakers"), [
    ("Born: 11 February 1990, Kaunas\nHeight: 1.96 m\nClub: Bedford Rowing Club\nCoach: Jürgen Grobler\n", []),
    ("Femi: you coming tonight?\nDayo: yeah after work\nFemi: cool see you at 8", ["Femi", "Dayo", "Femi"]),
    ("Hope: are we still on?\nMark: yes, 7pm\nHope: great", ["Hope", "Mark", "Hope"]),  # "Hope" speaks twice
])
def test_an_infoboxs_field_labels_are_no_speakers(text: str, speakers: list[str]) -> None:
    from spacy_sanitize.detection.dialogue import DialogueNames

    doc = make_doc(text)
    assert [text[c.start:c.end] for c in DialogueNames()(doc) if c.subtype is None] == speakers
