"""Odd and hostile input around a name: control characters, NULs, bidi and zero-width marks, runs of
punctuation and digits. For every generated text the name that the detector finds in clean text is
found here too, never survives into the output in any form a reader would recognise, and the Doc's
text and offsets are the input's. (Time per character is measured in benchmarks/scale.py.)"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacy_sanitize.batch import sanitize_records
from spacy_sanitize.reader_view import OriginalsMatcher
from spacy_sanitize.records import Record

#: what PDFs, databases, OCR and attackers put around words: none of it a letter or a digit
JUNK = st.text(alphabet=st.sampled_from(
    ["\x00", "\x07", "\x1b", "\x7f", "\x85", "\u200b", "\u200e", "\u202e", "\u2066", "\ufeff", "\u00ad",
     " ", "\n", "\t", "!", "?", ".", "-", "*", "(", ")", "\"", "/", "|", "#"]), max_size=30)
DIGITS = st.text(alphabet="0123456789", min_size=1, max_size=40)
SENTENCES = [
    "The applicant, Mr Galip Yalman, was born in 1960.",
    "Mr Galip Yalman lodged the complaint.",
    "The report was signed by Mr Galip Yalman on that day.",
]


@pytest.fixture(scope="module")
def nlp() -> Any:
    from spacy_sanitize.pipelines import load_pipeline

    nlp = load_pipeline()
    nlp.max_length = 5_000_000  # sanitize_records takes longer documents in windows
    return nlp


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(before=JUNK, after=JUNK, digits=DIGITS, sentence=st.sampled_from(SENTENCES), glue=JUNK)
def test_no_name_survives_whatever_surrounds_it(nlp: Any, before: str, after: str, digits: str, sentence: str,
                                                glue: str) -> None:
    # junk before and after the sentence, a digit run beside it, junk glued to the name itself
    text = before + digits + " " + sentence.replace("Yalman,", "Yalman" + glue + ",").replace(
        "Yalman ", "Yalman" + glue + " ") + after
    (result,) = sanitize_records(nlp, [Record("hostile", text)])
    assert "error" not in result, result
    assert not OriginalsMatcher(["Yalman"]).search(result["text"]), (text, result["text"])
    assert all(text[e["start"]:e["end"]] == e["original"] for e in result["edits"])


@pytest.mark.slow
def test_a_name_next_to_a_control_character_ends_where_the_name_ends(nlp: Any) -> None:
    for control in ("\x00", "\x07", "\x1b", "\x85"):
        text = f"Patient Mr Galip Yalman{control}seen at the clinic."
        (result,) = sanitize_records(nlp, [Record("d", text)])
        assert "Yalman" not in result["text"] and "seen at the clinic." in result["text"], (control, result["text"])


@pytest.mark.slow
def test_thousands_of_distinct_names_and_a_one_megabyte_token_are_handled(nlp: Any) -> None:
    names = " ".join(f"Mr Name{chr(65 + i % 26)}{chr(97 + i // 26 % 26)}{chr(97 + i // 676 % 26)}son met." for i in
                     range(3000))
    blob = "A" * 1_000_000
    (many, token) = sanitize_records(nlp, [Record("names", names), Record("blob", f"Mr Galip Yalman sent {blob}.")])
    assert "error" not in many and "error" not in token
    assert "Yalman" not in token["text"] and blob in token["text"]
