"""Names in a wire story's headline written in capitals, and the place of its dateline, for the ``cues``
source.

``TENNIS - SWIATEK BEATS SABALENKA IN MADRID FINAL``: in capitals a model trained on prose cannot tell a
name from the words around it, and here all of them are capitals. The headline's grammar can: after the
topic tag and its spaced dash, the words before a headline verb (``BEATS``, ``EDGE``, ``WINS``) are its
subject and the words after it, up to a preposition, a number or the line's end, its object; both are
names (a player, a team). At most three words each, never a table word (``FINAL``), and not a country
(``ENGLAND WIN IN INDIA``: the countries source types it a place).

The dateline, a line of its own under the headline, names where the story was filed: the words in
capitals before the date, with the country after a comma (``OUDENAARDE , Belgium 2020-10-18``).
"""

from __future__ import annotations

import re

from .base import Candidate
from .evidence import CAPITALS_VERBS, TABLE_WORDS, never_names

#: a headline: a topic tag in capitals, a spaced dash, then the headline in capitals (group 1)
_HEADLINE = re.compile(r"(?m)^[A-Z][A-Z ]{1,30}[ \t]+-[ \t]+([A-Z0-9][^a-z\n]*)$")
_WORD = re.compile(r"\S+")
#: words that end a subject or an object: prepositions, conjunctions, articles
_STOPS = frozenset("IN AT OF FOR TO ON AS WITH AFTER BEFORE AGAINST OVER BY FROM INTO AND OR THE A AN "
                   "V VS V. VS.".split())
_MAX_WORDS = 3


def _is_name_word(word: str) -> bool:
    return (word.isupper() and word[:1].isalpha() and word not in _STOPS
            and word.lower() not in CAPITALS_VERBS and word.lower() not in TABLE_WORDS)


def _phrase(words: list[re.Match[str]], indices: range) -> tuple[int, int] | None:
    """The run of name words from the first index on, at most three: its (first, last) word positions."""
    taken: list[int] = []
    for i in indices:
        if not _is_name_word(words[i].group()) or len(taken) == _MAX_WORDS:
            break
        taken.append(i)
    return (min(taken), max(taken)) if taken else None


def headline_names(text: str) -> list[Candidate]:
    """Subjects and objects of the verbs of capitalised wire headlines (see the module)."""
    from .countries import lower_country_names  # here: the countries source reads the cues module

    countries = lower_country_names("en")
    found: list[Candidate] = []
    for headline in _HEADLINE.finditer(text):
        words = list(_WORD.finditer(headline.group(1)))
        offset = headline.start(1)
        for i, word in enumerate(words):
            if word.group().lower() not in CAPITALS_VERBS:
                continue
            for phrase in (_phrase(words, range(i - 1, -1, -1)), _phrase(words, range(i + 1, len(words)))):
                if phrase is None:
                    continue
                first, last = words[phrase[0]], words[phrase[1]]
                if headline.group(1)[first.start():last.end()].lower() not in countries:  # the countries source's
                    found.append(Candidate(offset + first.start(), offset + last.end(), "PERSON", "cues"))
    return found


#: a dateline: a place in capitals, maybe a comma and a region, then a date at the line's end
_DATELINE = re.compile(r"(?m)^([A-Z][A-Z'’.\-]+(?:[ \t]+[A-Z][A-Z'’.\-]+){0,3})"
                       r"(?:[ \t]*,[ \t]*([A-Z][\w'’.\-]+(?:[ \t]+[A-Z][\w'’.\-]+){0,2}))?"
                       r"[ \t]+\d{4}-\d{2}-\d{2}[ \t]*$")


def dateline_places(text: str) -> list[Candidate]:
    """The place (and region) of each wire dateline (see the module)."""
    shorthand, function_words = never_names("en")
    found: list[Candidate] = []
    for line in _DATELINE.finditer(text):
        first = line.group(1).split()[0].lower()
        if first in shorthand or first in function_words or not _is_name_word(line.group(1).split()[0]):
            continue  # "ADMITTED 2020-01-01" in a note, "TOTAL 2020-01-01": no place
        for group in (1, 2):
            if line.group(group):
                found.append(Candidate(line.start(group), line.end(group), "LOC", "cues"))
    return found

