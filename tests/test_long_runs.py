"""Runs without spaces are tokenized in linear time, with the input's text and offsets."""

from __future__ import annotations

import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.long_runs import LongRunTokenizer, guard_long_runs


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(st.text(alphabet="!?.,-ab1 ", max_size=40), st.sampled_from(["!?." * 150, "x" * 700])),
                max_size=8))
def test_the_doc_keeps_the_input_text(pieces: list[str]) -> None:
    nlp = guard_long_runs(spacy.blank("en"), max_run=50)
    text = "".join(pieces)
    doc = nlp.make_doc(text)
    assert doc.text == text
    assert all(len(token.text) <= 50 or token.is_space for token in doc)


def test_ordinary_text_is_tokenized_as_before_and_guarding_twice_changes_nothing() -> None:
    text = "Mr Galip Yalman (born 1960) wrote to anna.berg@example.com on 3 May 2001."
    plain = spacy.blank("en")
    nlp = guard_long_runs(guard_long_runs(spacy.blank("en")))
    assert isinstance(nlp.tokenizer, LongRunTokenizer) and not isinstance(nlp.tokenizer.tokenizer, LongRunTokenizer)
    assert [t.text for t in nlp.make_doc(text)] == [t.text for t in plain.make_doc(text)]


def test_names_around_a_long_run_are_still_found() -> None:
    nlp = guard_long_runs(spacy.blank("en"))
    nlp.add_pipe("pii_detector")
    doc = nlp("Mr Galip Yalman wrote " + "!!!???..." * 2000 + " to him on 3 May 2001.")
    found = {span.text for span in doc.spans["pii"]}
    assert "3 May 2001" in found and any("Yalman" in text for text in found)
