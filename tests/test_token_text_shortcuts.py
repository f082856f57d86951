"""The detector's shortcuts to a Doc's text and words answer what spaCy answers, however they are asked."""

from __future__ import annotations

import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.detection.base import indices_of, span_text, word_hashes
from spacy_sanitize.doc_model import doc_text

NLP = spacy.blank("en")
TEXTS = [
    "Dr. Ana  Lima (Porto)\nseen 7/18 — re: ACME Ltd.  ",
    "",
    "  leading spaces and trailing ones   ",
    "Ünïcödé naïve café, Zoë's résumé: 12,5 %",
]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(TEXTS), st.integers(-12, 30), st.integers(-12, 30))
def test_span_text_is_the_span_s_text(text: str, start: int, end: int) -> None:
    doc = NLP(text)
    try:
        expected = doc[start:end].text
    except IndexError:
        return
    assert span_text(doc, start, end) == expected


def test_doc_text_follows_the_doc_asked_about() -> None:
    first, second = NLP("Jana Novak lives in Brno."), NLP("Piet de Vries")
    assert doc_text(first) == first.text
    assert doc_text(second) == second.text
    assert doc_text(first) == first.text  # the one remembered last is another Doc's
    del second
    third = NLP("Ana")
    assert doc_text(third) == "Ana"


def test_indices_of_reads_a_retokenized_doc_anew() -> None:
    hashes = word_hashes(["in"])
    doc = NLP("Jana Novak lives in Brno in May")
    assert indices_of(doc, hashes) == [3, 5]
    with doc.retokenize() as retokenizer:
        retokenizer.merge(doc[0:2])
    assert indices_of(doc, hashes) == [2, 4]
    assert indices_of(NLP("nothing here"), hashes) == []
