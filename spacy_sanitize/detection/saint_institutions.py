"""Homes, hospitals, schools and churches named after a saint, for the ``cues`` source (German and Dutch):
"im Seniorenheim St. Anna", "Klinikum St. Georg", "de Sint Jozefschool" aside, "het St. Antonius Ziekenhuis".

German writes every noun with a capital, so a word in title case before "St." is no evidence of a name,
and the capitalised words' source lets the kind go ("Seniorenheim") while the given-names source reads the
saint as a person ("Anna"): the home's name would lose its first half. A saint's abbreviation and a name in
title case after it name a place or a body (ORG), together with the institution's kind right before it
("Seniorenheim", "Klinikum", "Krankenhaus") or after it in Dutch ("St. Antonius Ziekenhuis"), which is part
of its name as the compound "Marienhospital" is.
"""

from __future__ import annotations

import re

from .base import Candidate

#: the endings of the kinds of institution named after a saint (German compounds: "Seniorenheim",
#: "Altenpflegeheim", "Krankenhaus", "Klinikum", "Marienstift")
_KIND_ENDINGS = ("heim", "haus", "stift", "klinik", "klinikum", "hospital", "spital", "schule", "gymnasium",
                 "kirche", "kindergarten", "kita", "residenz", "ziekenhuis", "school", "kerk", "college")
_KIND = rf"(?=[A-ZÄÖÜ])(?i:[a-zäöüß]*(?:{'|'.join(_KIND_ENDINGS)}))"
#: a kind (group "kind", optional), the saint's abbreviation or word, one or two names in title case, and a
#: Dutch kind after them (optional)
_SAINT_INSTITUTION = re.compile(
    rf"(?<![\w.])(?:(?P<kind>{_KIND})[ \t]+)?(?:St\.|Sankt|Sint)[ \t]+[A-ZÄÖÜ][a-zäöüßé]+"
    rf"(?:[ \t]+[A-ZÄÖÜ][a-zäöüßé]+(?=[ \t]+(?:{_KIND})\b))?(?:[ \t]+{_KIND})?(?![\w\-])")
_LANGUAGES = frozenset({"de", "nl"})


def saint_institutions(text: str, lang: str) -> list[Candidate]:
    """The institutions of :data:`_SAINT_INSTITUTION` in a German or Dutch ``text``, as ORG candidates."""
    if lang not in _LANGUAGES or ("St." not in text and "Sankt" not in text and "Sint" not in text):
        return []
    return [Candidate(m.start(), m.end(), "ORG", "cues") for m in _SAINT_INSTITUTION.finditer(text)]
