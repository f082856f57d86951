"""A family named by its surname in the plural, for the ``cues`` source (English): "Sunday roast with the
Patels", "dinner at the Joneses'".

A post names a household so, and no model trained on judgments has met the shape. The evidence is the
plural after "the": a title-case word whose singular English writes as a person's name (spaCy's word
tables, :func:`.word_frequencies.lower_case_names`, the people's branch), not followed by another
capitalised word ("the Simpsons Movie" would be a work's title).
"""

from __future__ import annotations

import re

from .base import Candidate

#: "the" inside a sentence, then a capitalised plural (group 1), not followed by another capitalised word
_FAMILY = re.compile(r"\bthe[ \t]+([A-Z][a-z'’\-]+(?:es|s))\b(?![ \t]+[A-Z])")


def families_by_surname(text: str) -> list[Candidate]:
    """The households ``text`` names by their surname's plural (see the module), as PERSON candidates."""
    from .word_frequencies import lower_case_names

    names = lower_case_names("en") or {}
    found = []
    for match in _FAMILY.finditer(text):
        plural = match.group(1).lower()
        singulars = (plural[:-2], plural[:-1]) if plural.endswith("es") else (plural[:-1],)
        if any(names.get(singular) == "people" for singular in singulars):
            found.append(Candidate(match.start(1), match.end(1), "PERSON", "cues"))
    return found
