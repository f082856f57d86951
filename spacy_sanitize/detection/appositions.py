"""People named right after the occupation a text gives them, for the ``cues`` source (English):
"married to the surgeon Tunde Ogunleye", "the striker Yoane Wissa", "her agent Priti Sandhu"; and people whose
age a report sets between commas after their name ("Dean Spurr , 44 , of Hoyland Road").

A biography or a report introduces someone by trade before the name. Where the given name is in no
lexicon (many Yoruba, Punjabi and Congolese names are not) and the model hesitates, the trade is the
evidence: a determiner or a possessive, at most two lower-case words, an occupation of the shipped lexicon
or a role (:data:`.evidence.TRAILING_ROLES`), then two or three capitalised words and no more. The words are
a name only when the first is a given name, or none of them is an English common word or function word
("the publisher Penguin Random House" has three words and another body's shape; "the manager Sean Dyche"
and "the surgeon Tunde Ogunleye" qualify). A venue's kind before its name is the same evidence for a firm
("the café Pod Baranem"), whose name may hold common words, though not only those.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import addresses as _addresses
    from . import evidence as _evidence
    from . import given_names as _given_names
    from . import occupations as _occupations
    from . import word_frequencies as _word_frequencies
else:
    _addresses = DeferredModule("spacy_sanitize.detection.addresses")
    _evidence = DeferredModule("spacy_sanitize.detection.evidence")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _occupations = DeferredModule("spacy_sanitize.detection.occupations")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: a determiner, up to two lower-case words, the role word (group "role"), then the name (group "name"):
#: two or three capitalised words, a particle allowed between them, not followed by another capitalised word
_APPOSITION = re.compile(
    r"\b(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Mm]y|[Ii]ts)[ \t]+(?:[a-z][a-z\-]+[ \t]+){0,2}?(?P<role>[a-zàâçéèêëîïôûù]+)[ \t]+"
    r"(?P<name>[A-Z][\w'’\-]+(?:[ \t]+(?:(?:de|van|von|di|da|del|der|le|la|al|bin|ibn)[ \t]+)?[A-Z][\w'’\-]+){1,2})"
    r"(?![\w'’\-]|[ \t]+[A-Z0-9])")
#: the trades of the arts, the press and sport that the occupations lexicon leaves to its longer titles
_MORE_ROLES = frozenset("composer singer songwriter rapper actor actress novelist poet painter sculptor artist writer "
                        "author journalist photographer broadcaster presenter comedian historian scientist "
                        "physicist chemist economist politician activist lawyer solicitor barrister footballer "
                        "cricketer boxer golfer sprinter cyclist businessman businesswoman entrepreneur agent aide "
                        "adviser advisor spokesman spokeswoman spokesperson".split())


@cache
def _roles() -> frozenset[str]:
    return frozenset(p for p in _occupations.occupation_phrases() if " " not in p) | _evidence.TRAILING_ROLES | _MORE_ROLES


#: the kinds of venue a text names right before the venue's name ("the café Pod Baranem", "the pub Ye Olde
#: Cheshire Cheese"): a firm's name follows, whose words may be common ones, though not all of them
_VENUES = frozenset("café cafe restaurant bar pub bakery bistro brasserie boutique bookshop gallery hotel salon "
                    "nightclub club deli".split())


def people_after_their_trade(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The people ``text`` names right after their trade (see the module), as PERSON candidates, and the
    venues right after their kind, as ORG candidates."""
    roles, common = _roles(), _word_frequencies.common_words("en")
    found: list[Candidate] = []
    for match in _APPOSITION.finditer(text):
        words = [w.lower() for w in match.group("name").split() if w[:1].isupper()]
        role = match.group("role")
        if any(w in function_words for w in words):
            continue
        if role in _VENUES and not all(w in common for w in words):
            found.append(Candidate(match.start("name"), match.end("name"), "ORG", "cues"))
        elif role in roles and (_given_names.is_given_name(words[0]) or not any(w in common for w in words)):
            found.append(Candidate(match.start("name"), match.end("name"), "PERSON", "cues"))
    return found


#: two or three words in title case (group "name"), a particle allowed between them, then an age between
#: commas: how a report introduces a defendant, a victim or a witness ("Dean Spurr , 44 , of Hoyland Road")
_AGE_APPOSITION = re.compile(
    r"(?<![\w'’\-])(?P<name>[A-Z][\w'’\-]+(?:[ \t]+(?:(?:de|van|von|di|da|del|der|le|la|al|bin|ibn)[ \t]+)?"
    r"[A-Z][\w'’\-]+){1,2})[ \t]*,[ \t]*(?:aged[ \t]+)?(?:1[01]\d|[1-9]\d?)[ \t]*,")


def people_before_their_age(text: str, function_words: frozenset[str], titles: frozenset[str]) -> list[Candidate]:
    """The people of :data:`_AGE_APPOSITION` (PERSON), less the titles and roles before them ("Judge Jeremy
    Richardson , 61 ,"), where two words are left. A name it is when its first word is a given name or its last is no common word
    ("Dean Spurr": a dean is a word, Spurr is not); a function word or a month is never part of one
    ("On Monday , 12 ,")."""
    common = _word_frequencies.common_words("en")
    found: list[Candidate] = []
    for match in _AGE_APPOSITION.finditer(text):
        words = list(re.finditer(r"\S+", match.group("name")))
        while len(words) > 2 and words[0].group().lower().rstrip(".") in titles:
            words.pop(0)  # a title before two words; before one it may be the given name ("Dean Spurr")
        lowered = [w.group().lower() for w in words]
        if len(words) < 2 or any(w in function_words for w in lowered):
            continue
        if _addresses.ENGLISH_STREET_KIND.fullmatch(words[-1].group()):
            continue  # "Oak Lane , 7 ,": a street and its house number
        if _given_names.is_given_name(lowered[0]) or lowered[-1] not in common:
            start = match.start("name") + words[0].start()
            found.append(Candidate(start, match.end("name"), "PERSON", "cues"))
    return found
