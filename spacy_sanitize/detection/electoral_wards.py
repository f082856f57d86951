"""Electoral wards, divisions and constituencies named by a place and a compass point, for the ``cues`` source
(English): "Dewsbury East ward result", "the Leeds Central constituency", "Bradford West by-election".

A model trained on judgments knows "Dewsbury" as a place and reads the compass point after it as an ordinary
capitalised word, so the seat's name loses its second half. Before the lower-case kind of seat the two are one
place's name (LOC).
"""

from __future__ import annotations

import re

from .base import Candidate

#: one or two words in title case, a compass point or "Central"/"Rural", then the kind of seat in lower case
_SEAT = re.compile(r"(?<![\w'’\-])([A-Z][a-z'’\-]+(?:[ \t]+[A-Z][a-z'’\-]+)?[ \t]+"
                   r"(?:North|South|East|West|North[ \t]+East|North[ \t]+West|South[ \t]+East|South[ \t]+West"
                   r"|Central|Rural))[ \t]+(?:ward|wards|division|constituency|seat|by-election)\b")


def seats_with_compass_points(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The seats of :data:`_SEAT` in ``text``, as LOC candidates, less a function word before the place ("The
    Bradford West by-election"); none where only a function word stands before the compass point ("Go East")."""
    if "ward" not in text and "division" not in text and "constituency" not in text and "seat" not in text \
            and "by-election" not in text:
        return []
    found: list[Candidate] = []
    for match in _SEAT.finditer(text):
        words = list(re.finditer(r"\S+", match.group(1)))
        while words and words[0].group().lower() in function_words:
            words.pop(0)
        if words and words[0].group() not in _COMPASS_WORDS:
            found.append(Candidate(match.start(1) + words[0].start(), match.end(1), "LOC", "cues"))
    return found


_COMPASS_WORDS = frozenset("North South East West Central Rural".split())
