"""What the ninety-fourth hand set taught: a home named after a saint in a note in capitals ("ST. AGNES HOME") is
one body; a field's one-letter label before a phone ("H:") names nobody; the words after a degree are its subject
("BSc Computer Science"); "RETURNS" is a headline's verb; the side a team plays against is a club even where
English writes the word in lower case ("against Bath"); outside English a street's kind in lower case stays with
its street ("in via Cavour 18"), a person's name runs on to a home named by its kind ("Rui do Lar São José"), and
a post's towns in lower case come from more than the area codes ("bloemendaal", "mestre")."""

from __future__ import annotations

import pytest
from spacy.language import Language

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.coordination import coordinated_names
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.prepositions_between_names import split_at_prepositions
from spacy_sanitize.detection.towns import town_names


@pytest.mark.parametrize(("note", "home"), [
    ("PT IS A 91 YO MALE ADMITTED FROM ST. AGNES HOME. ALERT.", "ST. AGNES HOME"),
    ("RETURNED TO ST JOSEPH'S NURSING HOME AT 1400.", "ST JOSEPH'S NURSING HOME"),
    ("DC PLANNED TO SAINT LUKE HOSPICE.", "SAINT LUKE HOSPICE"),
])
def test_a_saint_s_home_in_capitals_is_one_body(note: str, home: str) -> None:
    assert (home, "ORG") in source_names("cues", note)


def test_a_word_ending_in_st_before_home_is_no_saint() -> None:
    assert not any("HOME" in text for text, _ in source_names("cues", "PT WENT HOME. 1ST HOME VISIT AGAINST ADVICE."))


def test_a_one_letter_label_before_a_phone_names_nobody(nlp_with_detector: Language) -> None:
    doc = nlp_with_detector("She lives alone in Belper; her niece Karen Ward is next of kin (H: 01773 822410).")
    assert "H" not in [span.text for span in doc.spans["pii"]]
    assert "Karen Ward" in [span.text for span in doc.spans["pii"]]


@pytest.mark.parametrize(("text", "span", "label"), [
    ("2012–2016 BSc Computer Science, University of Leeds", "Computer Science", "MISC"),
    ("2010 MBA Harvard Business School, Boston", "Harvard Business School", "ORG"),  # an institution stays one
    ("2009 Computer Science, University of Leeds", "Computer Science", "ORG"),  # no degree before it
])
def test_the_words_after_a_degree_are_its_subject(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")])) == [(span, label)]


def test_returns_is_a_headline_verb(nlp_with_detector: Language) -> None:
    doc = nlp_with_detector("RUGBY UNION - WILKINSON RETURNS FOR NEWCASTLE\nLONDON 1996-12-01\nJonny Wilkinson "
                            "will start at fly-half .")
    assert not any("RETURNS" in span.text for span in doc.spans["pii"])


@pytest.mark.parametrize(("text", "team", "label", "opponent"), [
    ("Wilkinson will start for Newcastle against Bath on Saturday .", "Newcastle", "LOC", "Bath"),
    ("Highlights from Sale v Leicester Tigers at 3pm", "Leicester Tigers", "ORG", "Sale"),
    ("The Lakers face Boston Celtics vs. Reading later .", "Boston Celtics", "ORG", "Reading"),
    ("Thousands marched in London against Austerity on Saturday .", "London", "LOC", None),  # a cause
    ("( Prencipe v. Monaco , no. 43376/06 )", "Monaco", "LOC", None),  # a case's citation
])
def test_the_side_a_team_plays_against_is_a_club(text: str, team: str, label: str, opponent: str | None) -> None:
    doc = make_doc(text)
    found = as_text(doc, coordinated_names(doc, [candidate(doc, team, label)], "en"))
    assert found == ([] if opponent is None else [(opponent, label)])


@pytest.mark.parametrize(("lang", "text", "span", "kept"), [
    ("it", "residente a Lecco in via Cavour 18.", "in via Cavour 18", "via Cavour 18"),
    ("pt", "mora na rua Augusta 5 desde 2019.", "na rua Augusta 5", "rua Augusta 5"),
    ("it", "abita in centro Lecco da anni.", "in centro Lecco", "Lecco"),  # no street's kind
])
def test_a_street_kind_in_lower_case_stays_with_its_street(lang: str, text: str, span: str, kept: str) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "LOC")])) == [(kept, "LOC")]


def test_a_person_runs_on_to_a_home_named_by_its_kind() -> None:
    doc = make_doc("Utente de 92 anos, trazido pelo filho Rui do Lar São José em Braga.", "pt")
    span = candidate(doc, "trazido pelo filho Rui do Lar São José", "PERSON")
    assert as_text(doc, split_at_prepositions(doc, [span], "pt")) == [
        ("trazido pelo filho Rui", "PERSON"), ("Lar São José", "ORG")]


@pytest.mark.parametrize(("lang", "town"), [("nl", "bloemendaal"), ("nl", "zandvoort"), ("it", "mestre"),
                                             ("it", "lecce"), ("de", "altötting")])
def test_a_post_s_towns_come_from_more_than_area_codes(lang: str, town: str) -> None:
    assert town in town_names(lang)
