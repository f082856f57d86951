"""What the eighty-ninth hand set taught, on intensive care nursing notes: a ventilator's settings and a
shorthand verb name nobody ("CPAP 5/PS 10, FiO2 .40", "sx'd"); a heading and its colon open no name in a note in
lower case ("social: wife mary"); a model's time ends at a note's "w/" ("1500 w/ Dr. Abernathy"); a place's span in
capitals ends before a participle and its preposition ("ANGELA VISCONTI UPDATED BY PHONE"); a priest's "Fr." cues
his name; a saint's name with a possessive is a hospital ("(ST. ELIZABETH'S)"); a shop's possessive after a
determiner ("the new Nando's on Queen Street"); a sentence's capital on common words ("Quick review"); a German
note's heading of nouns ("Pflegebericht Frühdienst:"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import names_nobody, score_spans, trim_edges
from spacy_sanitize.detection.lowercase_names import trim_everyday_words, trim_everyday_words_in_capitals
from spacy_sanitize.detection.possessive_places import with_possessive_places


@pytest.mark.parametrize(("text", "span", "nobody"), [
    ("Pt remains on CPAP 5/PS 10, FiO2 .40. BS coarse", "CPAP 5/PS 10, FiO2 .40", True),
    ("BS coarse bilat, sx'd for sm amt thick secretions", "sx'd", True),
    ("Pt comfortable, plan to make pt CMO today", "CMO", True),
    ("Seen by Jo'd at the desk", "Jo'd", False),  # no shorthand before the apostrophe
    ("Pt remains on CPAP 5/PS 10 per Dr Hale", "CPAP 5/PS 10 per Dr Hale", False),  # a name in title case
])
def test_a_ventilators_settings_and_shorthand_verbs_name_nobody(text: str, span: str, nobody: bool) -> None:
    doc = make_doc(text)
    start, end, _, _ = candidate(doc, span, "LOC")
    assert names_nobody(doc, start, end, mixed_case=True) is nobody


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("ccu note\nsocial: wife mary at bedside most of day", "social: wife mary", [("mary", "PERSON")]),
    ("ccu note\nplan: son dave to visit", "plan: son dave", [("dave", "PERSON")]),
    ("spoke w/ mary jones today about plan", "mary jones", [("mary jones", "PERSON")]),  # no heading
])
def test_a_notes_heading_opens_no_name_in_lower_case(text: str, span: str, kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_everyday_words(doc, [candidate(doc, span, "PERSON")], "en")) == kept


@pytest.mark.parametrize(("text", "span", "label", "kept"), [
    ("Family meeting held at 1500 w/ Dr. Abernathy today", "1500 w/ Dr. Abernathy", "QUANTITY", "1500"),
    ("Seen on 4/12 w/ wife at bedside", "4/12 w/ wife", "DATETIME", "4/12"),
    ("Weight 80 kg on admission", "80 kg", "QUANTITY", "80 kg"),  # no shorthand: the figure whole
])
def test_a_models_figure_ends_at_a_notes_slashed_shorthand(text: str, span: str, label: str, kept: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, label)])) == [(kept, label)]


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("SOCIAL: NIECE ANGELA VISCONTI UPDATED BY PHONE TODAY.", "ANGELA VISCONTI UPDATED BY PHONE", "ANGELA VISCONTI"),
    ("DC TO ROSEWOOD ASSISTED LIVING IN AM.", "ROSEWOOD ASSISTED LIVING", "ROSEWOOD ASSISTED LIVING"),  # no preposition
])
def test_a_place_in_capitals_ends_before_a_participle_and_its_preposition(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_everyday_words_in_capitals(doc, [candidate(doc, span, "LOC")], "en")) == [(kept, "LOC")]


@pytest.mark.parametrize(("text", "found"), [
    ("Chaplain Fr. O'Hara in to see family.", "O'Hara"),
    ("Imam Hassan visited the family.", "Hassan"),
])
def test_a_priests_title_cues_his_name(text: str, found: str) -> None:
    assert (found, "PERSON") in source_names("cues", text)


def test_pressure_support_is_english_shorthand_and_a_party_elsewhere() -> None:
    english = make_doc("Pt on CPAP 5/PS 10 overnight")
    start, end, _, _ = candidate(english, "PS", "ORG")
    assert names_nobody(english, start, end, mixed_case=True)
    portuguese = make_doc("O secretário-geral do PS reuniu-se hoje .", "pt")
    start, end, _, _ = candidate(portuguese, "PS", "ORG")
    assert not names_nobody(portuguese, start, end, mixed_case=True, lang="pt")


def test_fr_without_its_full_stop_in_a_note_cues_nobody() -> None:
    assert source_names("cues", "pt transferred fr home to ward today") == []


@pytest.mark.parametrize(("text", "span", "label", "kept"), [
    ("ADMITTED FROM OSH (ST. ELIZABETH'S) S/P FALL.", "ELIZABETH", "PERSON", ("ST. ELIZABETH'S", "ORG")),
    ("Transferred to St Luke's yesterday.", "Luke", "PERSON", ("St Luke's", "ORG")),
    ("Admitted from OSH (St Luke's) after a fall.", "St Luke", "PERSON", ("St Luke's", "ORG")),  # one span
    ("Quick review of the new Nando's on Queen Street.", "Nando", "PERSON", ("Nando's", "ORG")),
    ("Our local Sainsbury's was shut.", "Sainsbury", "ORG", ("Sainsbury's", "ORG")),
    # what the possessive owns follows it: the name stays the owner's
    ("the Social Insurance Office's own medical doctor", "Social Insurance Office", "ORG",
     ("Social Insurance Office", "ORG")),
    ("the new Smith's car was parked outside", "Smith", "PERSON", ("Smith", "PERSON")),
    ("St Mary's mother came in.", "Mary", "PERSON", ("Mary", "PERSON")),
    ("She wrote The Handmaid's Tale in 1985.", "Handmaid", "ORG", ("Handmaid", "ORG")),  # a title goes on
])
def test_a_possessive_with_nothing_owned_names_a_place(text: str, span: str, label: str,
                                                       kept: tuple[str, str]) -> None:
    doc = make_doc(text)
    assert as_text(doc, with_possessive_places(doc, [candidate(doc, span, label)])) == [kept]


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Quick review of the new Nando's on Queen Street.", "Quick review", False),
    ("Quick update on the roadworks.", "Quick update", False),
    ("Bristol council said it would act.", "Bristol council", True),  # a place's name opens the sentence
])
def test_a_sentences_capital_on_common_words_names_nobody(text: str, span: str, kept: bool) -> None:
    doc = make_doc(text)
    span_candidate = candidate(doc, span, "ORG")
    assert (score_spans(doc, [span_candidate], [span_candidate])[0] >= 0.5) is kept


@pytest.mark.parametrize(("text", "span", "nobody"), [
    ("Pflegebericht Frühdienst: Pat. wach und orientiert.", "Pflegebericht Frühdienst", True),
    ("Übergabe Nachtdienst: ruhige Nacht.", "Übergabe Nachtdienst", True),
    ("Familie Müller: kommt morgen.", "Familie Müller", False),  # a family
])
def test_a_german_notes_heading_of_nouns_names_nobody(text: str, span: str, nobody: bool) -> None:
    doc = make_doc(text, "de")
    start, end, _, _ = candidate(doc, span, "PERSON")
    assert names_nobody(doc, start, end, mixed_case=True, lang="de") is nobody
