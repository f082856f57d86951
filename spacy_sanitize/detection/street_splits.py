"""A shop's name and the street it stands in, read as one place: "la boulangerie Maison Landemaine rue des
Martyrs", "la pizzeria Da Michele via Cesare Sersale".

The languages that write a street's kind before its name (French "rue", Italian "via", Spanish "calle",
Portuguese "rua") write it in lower case inside a sentence, so a model's span that holds one in the middle
runs from a name over the address after it. The kind in lower case, after a word in capitals and before one,
starts a place of its own; what is before it keeps its type.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc

from .addresses import street_kinds
from .base import doc_text
from .inner_words import after_capitalised_word, first_inner_word
from .overlap import TokenCandidate


@cache
def _kind_after_capitalised_word(lang: str) -> re.Pattern[str]:
    """A street's kind in lower case after a capitalised word, in the text."""
    return after_capitalised_word(street_kinds(lang))


def split_before_street_kinds(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with a name split before a street's kind in lower case inside it (see the module)."""
    kinds = street_kinds(lang)
    if not kinds or _kind_after_capitalised_word(lang).search(doc_text(doc)) is None:
        return list(candidates)  # most documents have no street's kind after a capitalised word
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        cut = first_inner_word(doc, start, end, label, kinds)
        if cut is None:
            result.append((start, end, label, source))
        else:
            result.extend([(start, cut, label, source), (cut, end, "LOC", source)])
    return result
