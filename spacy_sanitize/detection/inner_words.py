"""A word in lower case inside a name, after a capitalised word: where a model's span runs from one name over a
word that starts another ("Maison Landemaine rue des Martyrs", "Den Haag tegen de Tweede Kamer"). Shared by
:mod:`.street_splits` and :mod:`.prepositions_between_names`, which differ in the words they look for and what
they make of the two sides."""

from __future__ import annotations

import re
from collections.abc import Iterable

from spacy.tokens import Doc

from .evidence import NAME_TYPES


def after_capitalised_word(words: Iterable[str]) -> re.Pattern[str]:
    """Any of ``words`` (lower case) after a capitalised word, in a text: the test a document passes before its
    spans are read (most documents hold none)."""
    alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(rf"[A-ZÀ-Þ][\w'’.\-]*[ \t]+(?:{alternatives})[ \t]")


def first_inner_word(doc: Doc, start: int, end: int, label: str, words: frozenset[str]) -> int | None:
    """The first token of ``doc[start:end]``, neither its first nor its last, that is one of ``words`` in lower
    case after a capitalised token, in a name's span; None where there is none."""
    if label not in NAME_TYPES:
        return None
    return next((k for k in range(start + 1, end - 1) if doc[k].is_lower and doc[k].lower_ in words
                 and doc[k - 1].text[:1].isupper()), None)
