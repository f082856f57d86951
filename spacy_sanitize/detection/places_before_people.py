"""A town and the person after it, which a model reads as one name: "am Freitag in Bonn Ron Sommer als
Vorstandschef bestätigt", "ha presentado en Sevilla Manuel Chaves su programa".

German and Dutch put the place before the object ("hat in Bonn Ron Sommer bestätigt"), and a wire story in
any language may put a dateline's town or an adverbial place right before a name; a model sees three
capitalised words in a row and takes them for one. The given names' source has found the person (a lexicon
given name and the surname after it), so when the words before that person are one town of the language
(:func:`.towns.town_names`) or a country, right after a preposition of place in lower case, each span that
runs from that place into the person ("Bonn Ron Sommer", "Bonn Ron") is cut into the place and the rest.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .countries import lower_country_names
from .lowercase_names import PLACE_WORDS
from .overlap import TokenCandidate
from .towns import town_names

#: the source whose spans say where a person's name starts
_GIVEN_NAMES = "given_names"


def split_places_before_people(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with each span that runs from a town over a person the given names found cut in two
    (see the module)."""
    people = {start: end for start, end, label, source in candidates if source == _GIVEN_NAMES and label == "PERSON"}
    if not people:
        return list(candidates)
    prepositions = PLACE_WORDS.get(lang, frozenset())
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        person = start + 1
        if (source == _GIVEN_NAMES or person not in people or end <= person or start == 0
                or not doc[start - 1].is_lower or doc[start - 1].lower_ not in prepositions
                or not doc[start].is_title or not _is_place(doc[start].lower_, lang)):
            result.append((start, end, label, source))
            continue
        result.append((start, person, "LOC", source))  # "in Bonn": the town
        if end > person:  # "Ron Sommer": the person as the given names read it, or what else the span held
            result.append((person, end, "PERSON" if end == people[person] else label, source))
    return result


def _is_place(word: str, lang: str) -> bool:
    """A town of ``lang``'s countries or a country, in lower case (the two lists read apart: their union is
    thousands of words, too many to build for every document)."""
    return word in town_names(lang) or word in lower_country_names(lang)
