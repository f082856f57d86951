"""Two names a model reads as one across a preposition, outside English: "Den Haag tegen de Tweede Kamer",
"face à Nantes au Parc des Princes", "Hansa Rostock gegen den VfB".

A model trained on one language's news learns that a name may hold words in lower case ("Parc des Princes",
"Castilla y León", "Bundesamt für Migration"), and then runs a name over the preposition that links it to the
next. The prepositions of opposition, company and direction ("tegen", "au", "gegen", "contra", "con") name a
relation between two things, and no name of a place, team or body the sets hold has one between capitalised
words; so a span that holds one there is cut into the name before it and the name after it, less the article
that opens the second ("de Tweede Kamer"). The name particles and the prepositions that open a place's second
part ("am", "ob", "de", "di") are not among them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc

from .base import doc_text
from .evidence import SAINTS
from .inner_words import after_capitalised_word, first_inner_word
from .overlap import TokenCandidate

#: per language, the prepositions between two names that no name holds between capitalised words
_PREPOSITIONS = {
    "es": frozenset("contra con frente ante hacia tras según".split()),
    "pt": frozenset("contra com frente perante ao aos segundo".split()),
    "fr": frozenset("au aux contre face avec chez selon vers".split()),
    "it": frozenset("contro con verso secondo".split()),
    "nl": frozenset("tegen met naar bij volgens zonder".split()),
    "de": frozenset("gegen mit nach bei zwischen laut gegenüber ohne".split()),
}


#: German's contractions of a preposition and an article, which open a town's second part ("Frankfurt am Main",
#: "Sankt Johann im Pongau") but follow no one's given name inside a name
_GERMAN_CONTRACTIONS = frozenset("im am beim vom zum zur ins".split())


def _contraction_after_given_name(doc: Doc, start: int, end: int) -> int | None:
    """Where a German span that opens with a given name alone goes on at a contraction before a capitalised
    word ("Jonas im Olympiastadion", "Lena beim Bäcker Ott"): a person, then a place; None otherwise."""
    from .given_names import is_given_name

    cut = start + 1
    if not (cut + 1 < end and doc[cut].lower_ in _GERMAN_CONTRACTIONS and doc[cut + 1].is_title):
        return None
    saint = start > 0 and doc[start - 1].lower_ in SAINTS  # "Sankt Johann im Pongau": a town
    return cut if doc[start].is_title and is_given_name(doc[start].lower_) and not saint else None


@cache
def _after_capitalised_word(lang: str) -> re.Pattern[str]:
    """A preposition of :data:`_PREPOSITIONS` (in German also a contraction) after a capitalised word, in the
    text."""
    contractions = _GERMAN_CONTRACTIONS if lang == "de" else frozenset()
    return after_capitalised_word(_PREPOSITIONS.get(lang, frozenset()) | contractions)


def split_at_prepositions(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with each name cut at a preposition of :data:`_PREPOSITIONS` between capitalised words
    (see the module)."""
    prepositions = _PREPOSITIONS.get(lang)
    if not prepositions or _after_capitalised_word(lang).search(doc_text(doc)) is None:
        return list(candidates)  # most documents have no such preposition after a capitalised word
    from .languages import language_profile

    particles = frozenset(word for particle in language_profile(lang).particles for word in particle.split())
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        cut = first_inner_word(doc, start, end, label, prepositions)
        after_label = label
        if cut is None and lang == "de":
            cut = _contraction_after_given_name(doc, start, end)  # "mit Jonas im Olympiastadion": a person, a place
            after_label = "LOC" if label == "PERSON" else label
        if cut is None:
            result.append((start, end, label, source))
            continue
        after = cut + 1
        while after < end and doc[after].is_lower and (doc[after].lower_ in particles or len(doc[after]) <= 3):
            after += 1  # "tegen de Tweede Kamer": the article opens no name
        result.append((start, cut, label, source))
        if after < end:
            result.extend(split_at_prepositions(doc, [(after, end, after_label, source)], lang))
    return result
