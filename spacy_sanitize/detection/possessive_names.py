"""People named before a possessive inside an English sentence: "would block Keir Starmer 's welfare
reforms", "backed Liz Truss's budget".

A statistical model trained on judgments, where a person is "Mr Galip Yalman", reads a full name in front of
a possessive and a noun badly, the more so where the name is rare ("Keir"). Two words in title case inside a
sentence, after a word in lower case that is not an article or a possessive ("the Supreme Court's", "its
Deutsche Börse's"), before "'s", where neither word is one English writes in lower case as often (no
"Court", "Union", "Bank"), are a person's full name. English only, and only where the text writes capitals.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule
from .word_patterns import TITLE_CASE_WORD

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import word_frequencies as _word_frequencies
else:
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: two title-case words after a lower-case word and before a possessive (the tokenizer's " 's" or "'s")
_BEFORE_POSSESSIVE = re.compile(rf"(?<=[a-zß-ÿ,;:] )({TITLE_CASE_WORD} {TITLE_CASE_WORD})(?= ?['’]s\b)")
#: the words before a body's or a thing's name, not a person's ("the Supreme Court's", "their Sunday Times's")
_DETERMINERS = frozenset("the a an this that these those its his her their our my your whose".split())

SOURCE = "cues"


def names_before_possessives(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The full names before a possessive in ``text`` (see the module), as PERSON candidates."""
    common = _word_frequencies.common_words("en")
    found = []
    for match in _BEFORE_POSSESSIVE.finditer(text):
        before = text[:match.start(1)].split()
        if before and before[-1].lower() in _DETERMINERS:
            continue
        words = [word.lower() for word in match.group(1).split()]
        if any(word in common or word in function_words for word in words):
            continue
        found.append(Candidate(match.start(1), match.end(1), "PERSON", SOURCE))
    return found
