"""The word-list patterns: a trie of words matches what the flat alternation of the words matches."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.detection.word_patterns import may_mention, word_alternation

_LETTERS = "abAB .-ı"
_words = st.lists(st.text(alphabet=_LETTERS, min_size=1, max_size=5), min_size=1, max_size=8, unique=True)


def _flat(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@settings(max_examples=300, deadline=None)
@given(words=_words, text=st.text(alphabet=_LETTERS, max_size=20), ignore_case=st.booleans(),
       tail=st.sampled_from(["", "[ ]b", r"\b", "a"]))
def test_trie_matches_what_the_flat_alternation_matches(words, text, ignore_case, tail):
    flags = re.IGNORECASE if ignore_case else 0
    flat = re.compile(f"(?:{_flat(words)}){tail}", flags)
    trie = re.compile(f"(?:{word_alternation(words, ignore_case)}){tail}", flags)
    assert [m.span() for m in trie.finditer(text)] == [m.span() for m in flat.finditer(text)]


def test_longest_word_first_and_case_merged():
    pattern = re.compile(rf"(?i)\b(?:{word_alternation(['Dr', 'dr.', 'Detective Sergeant', 'DS'], True)})")
    assert [m.group() for m in pattern.finditer("dr. Who, DR No, detective sergeant Lewis, ds Hathaway")] == [
        "dr.", "DR", "detective sergeant", "ds"]


def test_no_words_match_nothing():
    assert re.search(word_alternation([]), "anything") is None


def test_may_mention_rules_out_only_ascii_texts_without_the_words():
    assert not may_mention("Seen at the Royal Infirmary.", ["clinic", "hospice"])
    assert may_mention("Seen at the CLINIC.", ["clinic"])
    # a non-ASCII text is never ruled out: IGNORECASE matches the Kelvin sign to a "k"
    assert may_mention("Seen at the \u212aing's Fund.", ["clinic"])
