"""Adjectives of places and peoples that a language writes with a capital: not names, but a person's origin.

Dutch capitalises the adjectives it derives from places and peoples ("de Nederlandse premier", "het Gentse
bedrijf", "zijn Belgische collega"), and a model or the ``capitalised`` source reads the capital as a name's.
News corpora mark them apart from names (a nationality, not a person, place or organisation), and TAB
counts a nationality among the quasi-identifiers (DEM). One shape gives them away: a single capitalised
word with the language's adjective ending (``-se``, ``-sche``) before the lower-case noun it qualifies.
A name of one word before a noun in lower case is rarer than an adjective there, and a surname with such
an ending follows its given name ("Wim Janse zei": two words, left as they are).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc
from spacy.util import get_lang_class

from .evidence import NAME_TYPES
from .languages import language_profile
from .overlap import TokenCandidate

#: the shortest word read as such an adjective ("Gentse"; not "Else")
_MIN_LENGTH = 5


def relabel_place_adjectives(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with each one-word name span that is a place's adjective (see the module) typed DEM; a
    longer span that opens with one, then lower-case nouns, then a name, is cut into the adjective and the
    name (a model reads "de Duitse middenvelder Jan Berg" as one)."""
    if lang == "en":
        return [(start, end, "DEM" if label in NAME_TYPES and _is_member_of_a_people(doc, start, end) else label, source)
                for start, end, label, source in candidates]
    endings = language_profile(lang).place_adjective_endings
    if not endings:
        return list(candidates)
    function_words = _stop_words(lang)  # "Janse en Smit": no noun after the word
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        adjective = label in NAME_TYPES and _is_place_adjective(doc, start, endings, function_words)
        name = _name_after_noun(doc, start, end) if adjective else None
        if adjective and (end - start == 1 or name is not None):
            result.append((start, start + 1, "DEM", source))
            if name is not None:  # "de Mexicaanse aanvaller Hirving Lozano" read as one name
                result.append((name, end, label, source))
        else:
            result.append((start, end, label, source))
    return result


#: English's nouns for a member of a people that are not its adjective ("the Dane", "a Swede"); "Finn" and
#: "Scot" are given names too, and a determiner before one tells them apart
_PEOPLE_NOUNS = frozenset("dane danes swede swedes finn finns pole poles brit brits scot scots turk turks spaniard "
                          "spaniards welshman irishman scotsman englishman frenchman dutchman icelander "
                          "icelanders kiwi kiwis aussie aussies yank yanks".split())
#: the words before such a noun that make it the people's, not a person called Finn
_DETERMINERS = frozenset("the a an this that fellow young veteran".split())


def _is_member_of_a_people(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` one English noun for a member of a people after a determiner ("the Dane is expected
    to sign", "a Swede won"): a nationality, DEM, not a name."""
    return (end - start == 1 and start > 0 and doc[start].lower_ in _PEOPLE_NOUNS
            and doc[start - 1].lower_ in _DETERMINERS)


def _name_after_noun(doc: Doc, start: int, end: int) -> int | None:
    """Where a name starts in ``doc[start:end]`` after its first word and the lower-case nouns that follow it
    ("Mexicaanse aanvaller Hirving Lozano": at "Hirving"); None when no capitalised word follows them."""
    i = start + 1
    while i < end and doc[i].is_lower and doc[i].is_alpha:
        i += 1
    return i if start + 1 < i < end and doc[i].is_title else None


@cache
def _stop_words(lang: str) -> frozenset[str]:
    """spaCy's stop words of ``lang``, read once: looking the language up costs a millisecond a document."""
    return frozenset(get_lang_class(lang).Defaults.stop_words)


def _is_place_adjective(doc: Doc, i: int, endings: tuple[str, ...], function_words: frozenset[str]) -> bool:
    word = doc[i]
    following = doc[i + 1] if i + 1 < len(doc) else None
    return (word.is_title and word.is_alpha and len(word) >= _MIN_LENGTH and word.lower_.endswith(endings)
            and following is not None and following.is_lower and following.is_alpha
            and following.lower_ not in function_words)
