"""Words in title case inside an English sentence that English's frequency tables never saw: a name, for the
``cues`` source ("Welbeck starts up front, Verbruggen back in goal", "the Bislett meeting").

A model trained on judgments reads a surname by its neighbours, and in a match thread or a list of
selections the neighbours are no judgment's. The word itself is evidence, though: spaCy's lookups hold how
often English writes each of a million words (:func:`.word_frequencies.is_unjudged_word`), and a word
written with a capital inside a sentence that they have not seen in either case is a name far more often than
anything else (over the hand sets' English documents: 951 such words inside a gold name, 73 outside, nearly
all of those possessives or compounds, which are left out here: "Ferrari's", "Stockholm-based").

A word counts when it is in title case, after a word of the same sentence (not after a sentence's end, a
colon, a quotation mark, a bracket or a dash: a heading or a quoted title may capitalise anything), holds
no digit, apostrophe or hyphen, names no field ("Rheumatology"), and is no function word, title, shorthand, month, weekday, occupation or
given name (the given names' source has those). Its type: a place after a place preposition or a postcode, else
a person.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule
from .place_prepositions import ENGLISH_PLACE_PREPOSITIONS

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import given_names as _given_names
    from . import word_frequencies as _word_frequencies
else:
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

_WORD = re.compile(r"(?<![\w'’@#/.\-])[A-Z][a-z]{2,}(?![\w'’\-])")
#: what ends a sentence, a heading or a quotation before a word: its capital may be the sentence's
_OPENERS = frozenset(".!?:;\"“”‘'([{-–—|•*\n")
_PLACE_PREPOSITIONS = ENGLISH_PLACE_PREPOSITIONS | {"to"}  # "flew to Kaunas"
#: how many characters before a word are read for the word before it
_LOOK_BACK = 40
#: the endings of a field's or a specialty's name, which a letter capitalises ("the Rheumatology clinic")
_FIELD_ENDINGS = ("ology", "ologist", "iatry", "iatrics", "ography", "onomy", "ectomy", "plasty")


def unseen_capitalised_words(text: str, never: frozenset[str]) -> list[Candidate]:
    """The words of the module in ``text``; ``never``: the lower-case words that are no name (function words,
    titles, shorthand, the calendar, occupations)."""
    found: list[Candidate] = []
    for match in _WORD.finditer(text):
        before = text[max(0, match.start() - _LOOK_BACK):match.start()].rstrip(" \t")  # not the whole prefix: O(n)
        if not before or before[-1] in _OPENERS:
            continue
        word = match.group()
        lower = word.lower()
        if lower in never or lower.endswith(_FIELD_ENDINGS) or _given_names.is_given_name(lower) or not _word_frequencies.is_unjudged_word("en", word):
            continue
        previous = before.rsplit(None, 1)[-1].lower()
        place = previous in _PLACE_PREPOSITIONS or previous.rstrip(",").isdigit()  # "in Bislett", "39326 Stendal"
        found.append(Candidate(match.start(), match.end(), "LOC" if place else "PERSON", "cues"))
    return found
