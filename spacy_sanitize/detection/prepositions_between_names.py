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
from .capitalised import BODY_KINDS
from .evidence import SAINTS
from .given_names import is_given_name
from .inner_words import after_capitalised_word, first_inner_word
from .languages import language_profile, title_words
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


#: per language, the prepositions of a place (German's contractions of a preposition and an article among them)
#: that may open a town's second part ("Frankfurt am Main", "Sankt Johann im Pongau", "Santa Maria a Vico") but
#: follow no one's given name inside a name: after a given name alone, a person and then a place
_PLACES_AFTER_GIVEN_NAMES = {
    "de": frozenset("im am beim vom zum zur ins".split()),
    "it": frozenset({"a", "in"}),
    "es": frozenset({"a", "en"}),
    "pt": frozenset({"em", "no", "na"}),
    "fr": frozenset({"à"}),
    "nl": frozenset({"in"}),
}


def _place_after_given_name(doc: Doc, start: int, end: int, lang: str) -> int | None:
    """Where a span that opens with a given name alone goes on at a preposition of a place before a capitalised
    word ("Jonas im Olympiastadion", "Lena beim Bäcker Ott", "concerto di Vasco a Bologna"): a person, then a
    place; None otherwise."""
    cut = start + 1
    if not (cut + 1 < end and doc[cut].lower_ in _PLACES_AFTER_GIVEN_NAMES.get(lang, ()) and doc[cut + 1].is_title):
        return None
    saint = start > 0 and doc[start - 1].lower_ in SAINTS  # "Sankt Johann im Pongau": a town
    return cut if doc[start].is_title and is_given_name(doc[start].lower_) and not saint else None


#: the particles that join a person to the body they work in ("Dr. Carvalho do Hospital de Santa Maria", "el doctor
#: Ruiz del Hospital Clínico", "dott. Greco della Università")
_BODY_LINKS = frozenset("do da de del della dello di du des van von vom der".split())


def _body_after_person(doc: Doc, start: int, end: int, lang: str) -> int | None:
    """Where a span of a person's name (after a title, or opening with a given name) goes on at a particle to a
    body named by its kind (:data:`.capitalised.BODY_KINDS`: "Dr. Carvalho do Hospital de Santa Maria"): the
    particle; None otherwise. Not a body's own name ("Hospital de Santa Maria", "Universidade do Porto")."""
    titles = title_words(lang)
    while start < end - 1 and doc[start].is_lower:
        start += 1  # a model's "trazido pelo filho Rui do Lar São José": its lower-case words go later
    first = start + 1 if doc[start].lower_.rstrip(".") in titles else start
    for k in range(first + 1, end - 1):
        if doc[k].is_lower and doc[k].lower_ in _BODY_LINKS and doc[k + 1].is_title and doc[k + 1].lower_ in BODY_KINDS:
            person = all(t.is_title and t.lower_ not in BODY_KINDS for t in doc[first:k])
            after_title = first > 0 and doc[first - 1].lower_.rstrip(".") in titles
            return k if person and (after_title or is_given_name(doc[first].lower_)) else None
    return None


@cache
def _after_capitalised_word(lang: str) -> re.Pattern[str]:
    """A preposition of :data:`_PREPOSITIONS` or of :data:`_PLACES_AFTER_GIVEN_NAMES` after a capitalised word,
    in the text."""
    return after_capitalised_word(_PREPOSITIONS.get(lang, frozenset()) | _PLACES_AFTER_GIVEN_NAMES.get(lang, frozenset()))


@cache
def _body_after_capitalised_word() -> re.Pattern[str]:
    """A particle of :data:`_BODY_LINKS` between a capitalised word and a body's kind in title case, in the text."""
    links = "|".join(sorted(_BODY_LINKS, key=len, reverse=True))
    kinds = "|".join(sorted((kind.capitalize() for kind in BODY_KINDS), key=len, reverse=True))
    return re.compile(rf"[A-ZÀ-Þ][\w'’.\-]*[ \t]+(?:{links})[ \t]+(?:{kinds})\b")


def split_at_prepositions(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with each name cut at a preposition of :data:`_PREPOSITIONS` between capitalised words
    (see the module), at a preposition of a place after a given name alone, and at a particle between a person
    and the body they work in."""
    prepositions = _PREPOSITIONS.get(lang)
    text = doc_text(doc)
    bodies = bool(prepositions) and _body_after_capitalised_word().search(text) is not None
    if not prepositions or (_after_capitalised_word(lang).search(text) is None and not bodies):
        return list(candidates)  # most documents have no such preposition after a capitalised word
    particles = frozenset(word for particle in language_profile(lang).particles for word in particle.split())
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        cut = first_inner_word(doc, start, end, label, prepositions)
        after_label = label
        before_label = label
        if cut is None and (cut := _place_after_given_name(doc, start, end, lang)) is not None:
            before_label, after_label = "PERSON", "LOC"  # "mit Jonas im Olympiastadion": a person, a place
        elif cut is None and bodies and (cut := _body_after_person(doc, start, end, lang)) is not None:
            before_label, after_label = "PERSON", "ORG"  # "Dr. Carvalho do Hospital de Santa Maria"
        if cut is None:
            result.append((start, end, label, source))
            continue
        after = cut + 1
        while after < end and doc[after].is_lower and (doc[after].lower_ in particles or len(doc[after]) <= 3):
            after += 1  # "tegen de Tweede Kamer": the article opens no name
        result.append((start, cut, before_label, source))
        if after < end:
            result.extend(split_at_prepositions(doc, [(after, end, after_label, source)], lang))
    return result
