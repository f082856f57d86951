"""What the sixty-first hand set taught: a chat log's nick in angle brackets is a user name ("[09:14]
<mike_b> anyone seen kev?"), an age over 89 after the word "age" is an age in any case ("AGE 97"), a
headline's plural verb in capitals parts two names ("LEINSTER STUN TOULOUSE"), a government after its
leader's name is no part of the name ("the Trudeau government"), and a name that ends with "Classic" is an
event ("the Dubai Desert Classic"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.dialogue import DialogueNames
from spacy_sanitize.detection.evidence import trim_edges, trim_lower_case_tails
from spacy_sanitize.detection.lowercase_names import trim_everyday_words_in_capitals

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _nicks(text: str) -> list[str]:
    doc = make_doc(text)
    return [text[c.start:c.end] for c in DialogueNames()(doc) if c.subtype == "USERNAME"]


def test_a_chat_logs_nick_in_angle_brackets_is_a_user_name() -> None:
    assert set(_nicks("[09:14] <mike_b> anyone seen kev?\n<@ops_dan> no idea")) == {"mike_b", "ops_dan"}


@pytest.mark.parametrize("text", ["<div> hello there", "the answer is x <y> z", "a <b> c"])
def test_an_html_tag_or_brackets_inside_a_line_are_no_nick(text: str) -> None:
    assert _nicks(text) == []


@pytest.mark.parametrize(("text", "age"), [("SON 410-555-0199. AGE 97.", "97"), ("Patient age: 93. Seen.", "93")])
def test_an_age_over_89_after_the_word_age_is_an_age(text: str, age: str) -> None:
    assert (age, "DEM") in source_names("cues", text)


@pytest.mark.parametrize("text", ["see page 97 today", "age 45 at the time", "Age 92.5 kg"])
def test_a_page_a_young_age_or_a_weight_is_no_old_age(text: str) -> None:
    assert [name for name, label in source_names("cues", text) if label == "DEM"] == []


@pytest.mark.parametrize(("text", "span", "label", "kept"), [
    ("RUGBY UNION - LEINSTER STUN TOULOUSE IN DUBLIN", "LEINSTER STUN TOULOUSE", "PERSON", "LEINSTER"),  # a verb
    ("She served in the Trudeau government until 2019.", "Trudeau government", "ORG", "Trudeau"),  # a tail
])
def test_a_headlines_plural_verb_or_a_government_ends_the_name(text: str, span: str, label: str, kept: str) -> None:
    doc = make_doc(text)
    trimmed = trim_lower_case_tails(doc, trim_everyday_words_in_capitals(doc, [candidate(doc, span, label)], "en"))
    assert as_text(doc, trimmed) == [(kept, label)]


@pytest.mark.parametrize(("text", "span", "label"), [
    ("He led the Dubai Desert Classic after one round.", "Dubai Desert Classic", "MISC"),
    ("She presents on Classic FM every Sunday.", "Classic FM", "ORG"),  # the word opens a station's name
])
def test_a_name_ending_with_classic_is_an_event(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")])) == [(span, label)]
