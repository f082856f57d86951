"""Employers named after the verbs of a career: a shape the ``cues`` source reads in English text (ORG).

A post that announces a job ("I've joined Stripe as a Senior Engineer", "she works for Monzo", "interned
at Deliveroo") names the firm right after the verb. Start-ups and brands are often everyday words
(``Stripe``, ``Monzo``, ``Nest``, ``Bolt``), which a model trained on judgments and the frequency tables
read as the word: the capital inside a sentence, right after such a verb, is what marks the name.

In a text that writes its sentences with capitals only (a capitalised post says nothing). Up to three
capitalised words are the firm, after an optional "the", with an ampersand or a surname's particles
between them ("Galan & Asociados", "Stichting van 't Riet"); not a function word, a title, a month or a
weekday ("joined In 2011", "works for Dr Lee"), and not a given name ("joined Tom for lunch"): a person
is the model's and the lexicons' to find.
"""

from __future__ import annotations

import re

from .base import Candidate
from .languages import calendar_words, title_words

#: the verbs and prepositions after which a capitalised word is the employer
_EMPLOYER = re.compile(
    r"\b(?:joined|joining|rejoined|work(?:s|ed|ing)?[ \t]+(?:at|for)|employed[ \t]+(?:at|by)|hired[ \t]+by"
    r"|intern(?:s|ed|ing)?[ \t]+at)[ \t]+(?:the[ \t]+)?"
    r"([A-Z][\w&'’.\-]*(?:[ \t]+(?:(?:&|van|von|de|der|den|del|la|di|du|'t)[ \t]+)*[A-Z][\w&'’.\-]*){0,2})"
    r"(?![\w'’&-])")


def employers(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The employers named after a career verb in ``text`` (see the module)."""
    from .given_names import is_given_name  # it reads the evidence module, which the cue words read

    titles, calendar = title_words("en"), calendar_words("en", lower=True)
    found: list[Candidate] = []
    for match in _EMPLOYER.finditer(text):
        words = list(re.finditer(r"\S+", match.group(1)))
        words = words[:next((i + 1 for i, w in enumerate(words)  # a sentence ends at a full stop, not "St."
                             if w.group().endswith(".") and len(w.group()) > 4), len(words))]
        first = words[0].group().lower().rstrip(".")
        if first in function_words or first in titles or first in calendar or is_given_name(first):
            continue
        end = match.start(1) + words[-1].end()
        end -= text[end - 1] == "."  # the sentence's full stop
        found.append(Candidate(match.start(1), end, "ORG", "cues"))
    return found
