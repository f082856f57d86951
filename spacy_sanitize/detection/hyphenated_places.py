"""A place whose name joins its words with hyphens and a lower-case particle is one name: ``Stoke-on-Trent``,
``Newcastle-upon-Tyne``, ``Saint-Germain-en-Laye``, ``Bourton-on-the-Water``.

spaCy's tokenizer splits such a name at its hyphens, and a model or a lexicon then takes its capitalised
words apart ("Stoke" a place, "Trent" a given name): one replacement would leave "-on-" and half the town in
the text. A name span that ends where such a chain goes on without a space (a hyphen, lower-case particles
and a capitalised word, hyphen-joined) grows over it, and one that starts inside it grows back to its
first word.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .overlap import TokenCandidate

#: the types whose spans grow over the chain
_NAME_TYPES = frozenset({"PERSON", "ORG", "LOC", "MISC"})


def with_whole_hyphenated_names(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``candidates`` with each name span grown over the hyphen-joined chain it is a part of (see the module)."""
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if label in _NAME_TYPES:
            start, end = _chain_start(doc, start), _chain_end(doc, end)
        result.append((start, end, label, source))
    return result


def _chain_end(doc: Doc, end: int) -> int:
    """``end`` moved over each "-particle(s)-Word" that goes on from it without a space."""
    while True:
        i = end
        if i >= len(doc) or doc[i - 1].whitespace_ or doc[i].text != "-":
            return end
        i += 1
        particles = 0
        while i + 1 < len(doc) and doc[i].is_lower and doc[i].is_alpha and not doc[i].whitespace_ and doc[i + 1].text == "-":
            i, particles = i + 2, particles + 1
        if not particles or i >= len(doc) or not doc[i].text[:1].isupper():  # the loop ends past a hyphen
            return end
        end = i + 1


def _chain_start(doc: Doc, start: int) -> int:
    """``start`` moved back over each "Word-particle(s)-" that leads to it without a space."""
    while True:
        i = start - 1
        if i < 1 or doc[i].text != "-" or doc[i].whitespace_ or doc[i - 1].whitespace_:
            return start
        i -= 1
        particles = 0
        while i - 1 >= 0 and doc[i].is_lower and doc[i].is_alpha and doc[i - 1].text == "-" and not doc[i - 1].whitespace_:
            i, particles = i - 2, particles + 1
        if not particles or i < 0 or not doc[i].text[:1].isupper() or doc[i].whitespace_:
            return start
        start = i
