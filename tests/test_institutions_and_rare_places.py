"""What the fifty-ninth hand set taught: a name a lexicon found and an institution's name that "and" joins are
two ("Gordonstoun and Balliol College"), a saint's name on a hospital is the body's, whatever the model typed
it ("St Thomas' Hospital"), and a word too rare for the tables after a preposition of place in a post without
capitals is a place ("stopping at aviemore"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.joined_names import split_joined_names

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def test_a_found_name_and_an_institution_are_two() -> None:
    doc = make_doc("Educated at Gordonstoun and Balliol College, Oxford.")
    found = split_joined_names(doc, [candidate(doc, "Gordonstoun and Balliol College", "ORG"),
                                     candidate(doc, "Gordonstoun", "LOC", "known_names")], "en")
    assert as_text(doc, found)[:2] == [("Gordonstoun", "ORG"), ("Balliol College", "ORG")]


@pytest.mark.parametrize("phrase", ["Marks and Spencer", "Gordonstoun and Balliol"])
def test_and_without_an_institution_or_a_second_name_stays(phrase: str) -> None:
    doc = make_doc(f"She shopped at {phrase} today.")
    whole = candidate(doc, phrase, "ORG")
    first = candidate(doc, phrase.split()[0], "LOC", "known_names")
    assert split_joined_names(doc, [whole, first], "en")[0] == whole


@pytest.mark.parametrize(("text", "span", "label"), [
    ("He was taken to St Thomas' Hospital in London.", "St Thomas' Hospital", "ORG"),
    ("She left St Mary's College in 1990.", "St Mary's College", "ORG"),
    ("He met Thomas Hospital yesterday.", "Thomas", "PERSON"),  # one word: no kind to read
])
def test_a_person_span_ending_with_an_institutions_kind_is_a_body(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "PERSON")])) == [(span, label)]


@pytest.mark.parametrize(("text", "place"), [
    ("we stopped at aviemore on the way home", "aviemore"),
    ("ADMITTED FROM AVIEMORE BY AMBULANCE", "AVIEMORE"),
])
def test_a_rare_word_after_a_place_preposition_without_capitals_is_a_place(text: str, place: str) -> None:
    assert (place, "LOC") in source_names("lowercase", text)


@pytest.mark.parametrize("text", ["we stopped at the shops on the way home",  # everyday words
                                  "lol i was at work all day",
                                  "We stopped at Aviemore on the way home."])  # capitals: the model's to read
def test_a_common_word_or_a_text_with_capitals_names_no_rare_place(text: str) -> None:
    assert [name for name, label in source_names("lowercase", text) if label == "LOC"] == []
