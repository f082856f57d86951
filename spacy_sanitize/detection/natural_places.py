"""Rivers, lakes and mountains named after their kind, for the ``cues`` source (English): "the River
Severn", "Loch Lomond", "Mount Snowdon", and in a headline's capitals "FLOOD WARNINGS ON THE RIVER WYE".

A model reads the name word alone ("SEVERN") or types the pair as a person ("Loch Lomond"), and in capitals
it leaves the kind out: the kind is part of the place's name, and a headline in capitals names the river
by both words. The name is one word after the kind, or two in title case, written in the kind's case, and
no common English word ("River Island" is a shop, "RIVER BANK" a bank; :func:`.word_frequencies.common_words`).
"""

from __future__ import annotations

import re

from .base import Candidate

_KINDS = "River|Lake|Loch|Lough|Mount|Mt\\.?"
#: the kinds' words as a tokenizer writes them, in lower case: a span opening with none of them is no such place
NATURAL_PLACE_KINDS = frozenset({"river", "lake", "loch", "lough", "mount", "mt", "mt."})
#: a kind in title case and one or two title-case words, or a kind in capitals and one word in capitals
_NATURAL_PLACE = re.compile(rf"(?=[RLMrlm])\b(?:(?:{_KINDS})[ \t]+([A-Z][a-z]{{2,}}(?:[ \t]+[A-Z][a-z]{{2,}})?)"
                            rf"|(?:{_KINDS.upper()})[ \t]+([A-Z]{{3,}}))(?![\w'’\-])")


def natural_places(text: str) -> list[Candidate]:
    """The rivers, lakes and mountains ``text`` names after their kind (see the module), as LOC candidates."""
    return [Candidate(match.start(), match.end(), "LOC", "cues") for match in _NATURAL_PLACE.finditer(text)
            if _names_a_place(match)]


def is_natural_place(text: str) -> bool:
    """Whether ``text`` is exactly a river, a lake or a mountain named after its kind ("Loch Lomond", which a
    model may type a person)."""
    match = _NATURAL_PLACE.fullmatch(text)
    return match is not None and _names_a_place(match)


def _names_a_place(match: re.Match[str]) -> bool:
    from .word_frequencies import common_words  # it reads the given names, which read the cue words

    common = common_words("en")
    return not any(word.lower() in common for word in (match.group(1) or match.group(2)).split())
