"""Firms named by their trade: a shape the ``cues`` source reads in English text (ORG).

A tradesman, a letting agent or a record label names itself with a word or two and the trade it is in:
``DT Plumbing``, ``Umega Lettings``, ``Bloor Homes``, ``Perkins Engines``, ``Infectious Music``. The words
before the trade are often common ones, or initials, which the lexicons leave out, and a model trained on
judgments has met few such firms. Inside a sentence of a text that writes its sentences with capitals,
capitalised words right before a capitalised trade noun are a firm's name: English writes neither a trade
("the plumbing", "live music") nor the word before it with a capital otherwise.

Not at a sentence's start when the first word is a common one ("Classical Music is ..."), not in a line
written in title case (a heading: "Local Builders Wanted"), and not when every word before the trade is a
function word, a title or a month ("The Music", "Dr Music").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule
from .languages import calendar_words, title_words

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import word_frequencies as _word_frequencies
else:
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: the trades firms name themselves by, in the singular and plural English writes them
TRADE_NOUNS = frozenset(
    "plumbing plumbers heating electrical electrics electricians roofing builders joinery carpentry glazing "
    "removals lettings estates properties homes developments construction contracting contractors "
    "engineering engines motors autos garage coaches taxis haulage logistics couriers freight catering "
    "cleaning landscaping gardening interiors kitchens bathrooms carpets flooring furniture upholstery "
    "solicitors accountants surveyors architects opticians pharmacy chemists dental veterinary vets "
    "recruitment consulting consultancy consultants studio studios productions pictures films records "
    "music publishing books brewery brewing bakery foods dairies farms nurseries languages translations "
    "scaffolding plastering decorating cars cabs tyres windows fencing drainage".split())
_FIRM = re.compile(r"(?<![\w'’&-])((?:[A-Z][\w'’&.\-]*[ \t]+){1,3})([A-Z][a-z]+)(?![\w'’-])")


def trade_names(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The firms named by their trade in ``text`` (see the module)."""
    common = _word_frequencies.common_words("en")  # written in lower case as often as capitalised: they open sentences
    titles, calendar = title_words("en"), calendar_words("en", lower=True)
    found: list[Candidate] = []
    for match in _FIRM.finditer(text):
        if match.group(2).lower() not in TRADE_NOUNS or _in_title_case_line(text, match.start()):
            continue
        words = list(re.finditer(r"\S+", match.group(1)))
        while words and any(words[0].group().lower().rstrip(".") in skipped for skipped in (function_words, titles,
                                                                                          calendar)):
            words.pop(0)  # "The", "Dr": no part of the firm's own name
        if not words:
            continue
        start = match.start(1) + words[0].start()
        if _opens_sentence(text, start) and words[0].group().lower() in common:
            continue  # "Classical Music is ...": a sentence's capital, not a name's
        found.append(Candidate(start, match.end(2), "ORG", "cues"))
    return found


def _in_title_case_line(text: str, at: int) -> bool:
    """Whether the line around ``at`` writes at least three words and every one with a capital (a heading)."""
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    words = re.findall(r"[^\W\d_][\w'’\-]*", text[line_start:None if line_end < 0 else line_end])
    long_words = [word for word in words if len(word) > 3]
    return len(long_words) >= 3 and all(word[0].isupper() for word in long_words)


def _opens_sentence(text: str, at: int) -> bool:
    """Whether only quotes, brackets and spaces lie between ``at`` and the text's or a sentence's start."""
    before = text[:at].rstrip(" \t\"'“‘(")
    return not before or before[-1] in ".!?:;\n"
