"""A storm named like a person is an event, not a person: ``Storm Ciarán``, ``Hurricane Katrina``,
``Typhoon Haiyan``.

Weather services name storms with given names, so a model and the given-name lexicon read ``Storm
Dennis left 200,000 homes without power`` as a man. Typed PERSON, the storm would be replaced by a
made-up person and joined by coreference to a real Dennis in the same story; typed MISC, it is a
named event, like TAB's other events. The storm word must be capitalised and followed by a capitalised
word, so ``a storm Sunday`` and ``Brainstorm Digital`` stay as they are.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .base import indices_of, word_hashes
from .overlap import TokenCandidate

#: the words that open a named weather system ("Tropical" may stand before "Storm")
STORM_WORDS = frozenset({"storm", "hurricane", "typhoon", "cyclone"})
_STORM_HASHES = word_hashes(STORM_WORDS)
_LABEL = "MISC"


def storms_as_events(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``candidates`` with every named storm (see the module) typed MISC, and the person candidates inside
    one ("Dennis" in "Storm Dennis") dropped."""
    storms = _storms(doc)
    if not storms:
        return list(candidates)
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        storm = next(((s, e) for s, e in storms if s <= start < e or start <= s < end), None)
        if storm is None or label not in {"PERSON", "ORG", "LOC"}:
            result.append((start, end, label, source))
        elif start <= storm[0] and end <= storm[1]:
            result.append((storm[0], storm[1], _LABEL, source))
        elif start > storm[0]:
            continue  # "Dennis" alone: the storm's name, read as a given name
        else:
            result.append((start, end, label, source))
    return result


def _storms(doc: Doc) -> list[tuple[int, int]]:
    """The token ranges of the named storms: a capitalised storm word (two for "Tropical Storm") and one
    capitalised name after it."""
    found: list[tuple[int, int]] = []
    for i in indices_of(doc, _STORM_HASHES):  # the few places a storm word stands, not a walk over every token
        name = i + 1
        if doc[i].is_title and name < len(doc) and doc[name].is_title and doc[name].is_alpha:
            start = i - 1 if i > 0 and doc[i - 1].lower_ == "tropical" and doc[i - 1].is_title else i
            found.append((start, name + 1))
    return found
