"""People named as the ones to phone, right before the number: a shape the ``cues`` source reads in English.

A notice or a post gives the person who answers a number between the verb and the number ("LOST DOG ...
Call Gill on 07700 900447", "ring Dave on 0161 496 0732", "text Sue at 07700..."). The name may be a word of
any kind (``Gill``, ``Hope``) that no name lexicon holds; the verb, the capital and the number after it say
it is a name. A common word names a desk, not a person ("Call Reception on", "ring Customer Services on"),
and a function word none ("call Us on"): neither is taken.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import word_frequencies as _word_frequencies
else:
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: the verb, one or two capitalised words, "on" or "at", and the number's first digit
_CALLER = re.compile(r"(?=(?i:[crptw]))\b(?i:call|ring|phone|text|contact|whatsapp)[ \t]+"
                     r"([A-Z][a-z'’\-]+(?:[ \t]+[A-Z][a-z'’\-]+)?)[ \t]+(?:on|at)[ \t]*[+(]?\d")


def people_to_call(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The people named before a number in ``text`` (see the module), PERSON."""
    common = _word_frequencies.common_words("en")
    found = []
    for match in _CALLER.finditer(text):
        words = [word.lower() for word in match.group(1).split()]
        if not any(word in function_words or word in common for word in words):
            found.append(Candidate(match.start(1), match.end(1), "PERSON", "cues"))
    return found
