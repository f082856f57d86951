"""Regular expressions for long lists of words, shaped so that Python's regex engine reads them fast.

Why: a flat alternation of many words (``Mr|Mrs|Dr|Detective Sergeant|...``) makes the engine enter
every branch at every place it is tried. Compiled case-insensitively it cannot even skip a branch by
its first letter (the engine's fast check is for exact-case letters only), and the cue words and
context words of the detector are a few hundred each: one such pattern was a tenth of the ``cues``
source's time. The same words as a trie (``d(?:r|etective sergeant)|m(?:r(?:s)?)...``) enter one
branch per letter of the text: four times faster on the multi-domain dev set, with the same matches.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: the key that marks the end of a word in a trie node
_END = ""
#: a word in title case, accented letters and hyphenated parts in title case too ("Didsbury", "Dembélé",
#: "Pryce-Jones"), for the rules that read a name's shape from the text
TITLE_CASE_WORD = r"[A-ZÀ-Þ][a-zß-ÿ]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)*"


def word_alternation(words: Iterable[str], ignore_case: bool = False) -> str:
    """A regular expression (no groups) that matches exactly one of ``words``, longest first where one
    word is a prefix of another, as ``"|".join`` of the words sorted longest first would; for a
    pattern compiled with ``re.IGNORECASE`` when ``ignore_case`` (words that differ only in case share
    one branch). Words are matched literally; an empty list matches nothing."""
    trie: dict[str, dict] = {}
    for word in words:
        node = trie
        for char in word:
            key = char.lower() if ignore_case and len(char.lower()) == 1 else char
            node = node.setdefault(key, {})
        node[_END] = {}
    if not trie:
        return "(?!)"
    return _node_pattern(trie)


def _node_pattern(node: dict[str, dict]) -> str:
    """The words below ``node``: each next letter's branch, then (a greedy option) the word ending here."""
    branches = [re.escape(char) + _node_pattern(child) for char, child in sorted(node.items()) if char != _END]
    if not branches:
        return ""
    if _END in node:
        return "(?:" + "|".join(branches) + ")?"
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"


def may_mention(text: str, lower_words: Iterable[str]) -> bool:
    """Whether a case-insensitive pattern that needs one of ``lower_words`` (in lower case) can match
    ``text``: a quick test that lets a rare pattern skip the many documents without its words. Only an
    ASCII text is ruled out (``re.IGNORECASE`` also matches letters such as the Kelvin sign or the
    dotless i, which ``str.lower`` does not turn into ASCII)."""
    if not text.isascii():
        return True
    lowered = text.lower()
    return any(word in lowered for word in lower_words)


_DIGIT = re.compile(r"\d")


def holds_digit(text: str) -> bool:
    """Whether ``text`` holds a digit as ``\\d`` reads one (any Unicode decimal digit): the quick test that lets
    the patterns that need a number skip a text without one."""
    return _DIGIT.search(text) is not None
