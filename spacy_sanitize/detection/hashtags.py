"""Names written as a hashtag in camel case: a shape the ``cues`` source reads in English posts
(``#LosAngeles``, ``#NewYork``, ``#TaylorSwift``, ``#ManchesterUnited``).

A post tags the place it was written in, or the person or team it is about, by running the name's words
together. No model reads inside a hashtag, and the lexicons look up whole words, so the name goes
unmarked while the same name written apart would be found. A hashtag of two or three words in title case
is a name where each word is one English writes with a capital (:func:`.word_frequencies.lower_case_names`),
or a given name opens it, or a place's opening word ("New", "Los", "San", "Port") comes before the rest:
a person where a given name opens it, a place where a place's word does, else an organisation. Two given
names joined by "And" are a couple (a wedding's ``#PriyaAndMarcus``). A hashtag of everyday words
(``#BlackLivesMatter``, ``#MondayMotivation``) names nobody.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc

from .base import Candidate
from .evidence import NAME_TYPES
from .overlap import TokenCandidate

_CAMEL_HASHTAG = re.compile(r"(?<![\w#])#((?:[A-Z][a-z]+){2,3})(?![\w'’])")
_WORD = re.compile(r"[A-Z][a-z]+")
#: the words that open many places' names and are everyday words or no name alone
PLACE_OPENERS = frozenset("new los las san santa st saint port fort el la le north south east west upper lower "
                          "great little mount lake".split())


def hashtag_names(text: str) -> list[Candidate]:
    """The names written as camel-case hashtags in ``text`` (see the module), the ``#`` included."""
    from .given_names import is_given_name  # it reads the evidence module, which the cue words read
    from .word_frequencies import lower_case_names

    names = lower_case_names("en") or {}
    found: list[Candidate] = []
    for match in _CAMEL_HASHTAG.finditer(text):
        words = [w.lower() for w in _WORD.findall(match.group(1))]
        if len(words) == 3 and words[1] == "and" and is_given_name(words[0]) and is_given_name(words[2]):
            found.append(Candidate(match.start(), match.end(), "PERSON", "cues"))  # a wedding's "#PriyaAndMarcus"
            continue
        place = words[0] in PLACE_OPENERS
        person = is_given_name(words[0])
        if not all(word in names for word in words[1:]) or not (place or person or words[0] in names):
            continue
        label = "LOC" if place else "PERSON" if person else "ORG"
        found.append(Candidate(match.start(), match.end(), label, "cues"))
    return found


#: the types whose name a hashtag's mark belongs to (a description, DEM, has none)
_NAME_TYPES = NAME_TYPES - {"DEM"}


def with_hashtag_marks(doc: Doc, spans: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``spans`` with each name written as a hashtag grown over its ``#`` ("#hackney", "#Newcastle"): the
    tokenizer writes the mark apart, and a name replaced without it leaves a hashtag of the replacement; a
    post's readers (and a tweet's tokens) take the tag as one word."""
    return [(start - 1, end, label, source)
            if label in _NAME_TYPES and start > 0 and doc[start - 1].text == "#" and not doc[start - 1].whitespace_
            else (start, end, label, source) for start, end, label, source in spans]
