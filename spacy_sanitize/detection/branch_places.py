"""The place or the firm a branch is named by: "@Tesco your Hove store charged me twice", "the Leeds branch
closed", "at the Apple store".

A complaint to a chain names its branch by the town or the firm before a branch's noun in lower case; the
town is where the writer shops, often the only place a post names. After a determiner or a possessive, one or
two words in title case that are no common word, calendar word or role, before a branch's noun, name the
town (LOC, when the towns' lexicon holds it) or the firm (ORG). English only, in a text with mixed case.
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
    from . import towns as _towns
    from . import word_frequencies as _word_frequencies
else:
    _towns = DeferredModule("spacy_sanitize.detection.towns")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: a determiner or a possessive, one or two title-case words, then a branch's noun in lower case
_BEFORE_BRANCH = re.compile(rf"\b(?:your|the|our|their|my|his|her|this|that|local) ({TITLE_CASE_WORD}(?: {TITLE_CASE_WORD})?) "
                            r"(?:store|branch|shop|superstore|supermarket|depot|outlet|showroom|dealership)s?\b")

SOURCE = "cues"


def branch_places(text: str, function_words: frozenset[str], not_names: frozenset[str]) -> list[Candidate]:
    """The towns and firms that name a branch in ``text`` (see the module); ``not_names``: the calendar's
    words, the titles and the roles, lower case."""
    common, towns = _word_frequencies.common_words("en"), _towns.town_names("en")
    found = []
    for match in _BEFORE_BRANCH.finditer(text):
        words = [word.lower() for word in match.group(1).split()]
        if any(word in common or word in function_words or word in not_names for word in words):
            continue
        label = "LOC" if match.group(1).lower() in towns else "ORG"
        found.append(Candidate(match.start(1), match.end(1), label, SOURCE))
    return found
