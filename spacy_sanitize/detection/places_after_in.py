"""Places named after "in" inside an English sentence: "a dentist at Smile Studio in Didsbury", "lives in
Headingley now".

A suburb, a village or a district is a name no lexicon lists whole, and a model trained on judgments knows the
towns of its cases, not the suburbs of a post. "in" before one or two words in title case inside a sentence,
where no word is one English writes in lower case as often ("in Court", "in Parliament"), a word of the
calendar ("in March"), a language or a people ("in Turkish", "in English") or a title, and the next word is not
capitalised (a longer name is the model's), names a place. Not before "v" ("in Yalman v. Turkey": a case) or
"of" ("in Director of Public Prosecutions v. Wilson"), and not a role ("Commander in Chief").
English only, and only where the text writes capitals.
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

#: "in" and one or two words in title case after a lower-case word, before no capitalised word, "v" or "'s"
_AFTER_IN = re.compile(rf"(?<=[a-zß-ÿ,] )in ({TITLE_CASE_WORD}(?: {TITLE_CASE_WORD})?)(?![\w'’-])(?! (?:[A-ZÀ-Þ\d]|v\b|v\.|vs\b|of\b|['’]s\b))")
#: the endings of the words for languages and peoples ("Turkish", "Japanese", "Italian", "Kenyan")
_PEOPLE_ENDINGS = ("ish", "ese", "ian", "ean", "yan", "ch", "an", "ic", "i")

SOURCE = "cues"


def places_after_in(text: str, function_words: frozenset[str], not_names: frozenset[str]) -> list[Candidate]:
    """The places after "in" in ``text`` (see the module), as LOC candidates; ``not_names``: the calendar's
    words, the titles and the one-word occupations, lower case."""
    common = _word_frequencies.common_words("en")
    found = []
    for match in _AFTER_IN.finditer(text):
        words = [word.lower() for word in match.group(1).split()]
        if any(word in common or word in function_words or word in not_names or word.endswith(_PEOPLE_ENDINGS)
               for word in words):
            continue
        found.append(Candidate(match.start(1), match.end(1), "LOC", SOURCE))
    return found
