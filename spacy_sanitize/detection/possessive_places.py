"""Shops, restaurants and hospitals named with a possessive: "went to Nando's with Jake", "the staff at
Nando's Croydon", "queue at Sainsbury's in Fulham".

A possessive after a name usually belongs to the noun after it ("Smith's car"), and the detector leaves it
out of the name. After a preposition of place or a determiner ("the new Nando's on Queen Street"), though,
with no noun after it (a punctuation mark, the text's end, a function word, an adverb of time or a
capitalised name), the possessive is the place's name: a shop or a venue called after its founder (Nando's,
Sainsbury's, Addenbrooke's), or someone's home ("back to Tom's for tea"). The span takes the possessive in,
and one typed as a person becomes the place's organisation: the name is still replaced whole, and a
replacement reads as a place there ("went to Barclays with Jake"). After a saint's word the possessive with
nothing owned names a hospital, a church or a school wherever it stands ("admitted from OSH (ST.
ELIZABETH'S)", "transferred to St Luke's"): the saint's word, the name and the possessive are one
organisation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc

from .evidence import ends_line, never_names
from .overlap import TokenCandidate
from .place_prepositions import ENGLISH_PLACE_PREPOSITIONS

#: the prepositions of place before such a name
_PLACE_PREPOSITIONS = ENGLISH_PLACE_PREPOSITIONS | {"to", "into", "inside", "opposite", "behind", "round", "via"}
#: the adverbs of time that follow a place's name and own nothing ("pizza at Franco's tonight")
_WHEN_WORDS = frozenset("tonight today tomorrow yesterday later now again soon".split())
#: the possessive's token
_POSSESSIVES = frozenset({"'s", "’s"})


def with_possessive_places(doc: Doc, spans: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``spans`` with each name after a preposition of place grown over the possessive that ends it as a
    place's name (see the module); English only."""
    if doc.lang_ != "en":
        return list(spans)
    _, function_words = never_names("en")
    starts = {start for start, _, _, _ in spans}
    result: list[TokenCandidate] = []
    saints: set[int] = set()  # the saint's words a hospital's or a church's name took in
    for start, end, label, source in spans:
        possessive = (label in {"PERSON", "ORG", "LOC"} and end < len(doc) and doc[end].lower_ in _POSSESSIVES
                      and not doc[end - 1].whitespace_)
        saint = (start if end - start > 1 and _is_saint_word(doc[start]) else _saint_before(doc, start)) if possessive else None
        if possessive and saint is not None and _ends_name(doc, end + 1):
            saints.update(range(saint, start))  # "(ST. ELIZABETH'S)", "St Thomas'": a hospital, a church
            start, end, label = saint, end + 1, "ORG"
        elif possessive and start > 0 and ((doc[start - 1].lower_ in _PLACE_PREPOSITIONS
                                            and _nothing_owned_after(doc, end + 1, function_words, starts, label != "LOC"))
                                           or (_after_determiner(doc, start) and _ends_name(doc, end + 1))):
            end, label = end + 1, "ORG" if label == "PERSON" else label
        result.append((start, end, label, source))
    return [span for span in result if not (span[0] in saints and span[1] <= max(saints) + 1)]


#: the determiners before a shop's name ("the new Nando's on Queen Street", "our local Sainsbury's")
_DETERMINERS = frozenset({"the", "this", "that", "our", "my", "your", "a"})
#: the adjectives between such a determiner and the shop's name
_SHOP_ADJECTIVES = frozenset({"new", "old", "local", "nearest", "nearby", "big", "little", "usual"})


def _after_determiner(doc: Doc, start: int) -> bool:
    """A determiner, maybe with an adjective of :data:`_SHOP_ADJECTIVES`, comes right before ``doc[start]``."""
    before = start - 1
    if before > 0 and doc[before].lower_ in _SHOP_ADJECTIVES:
        before -= 1
    return before >= 0 and doc[before].lower_ in _DETERMINERS


def _ends_name(doc: Doc, i: int) -> bool:
    """Nothing the possessive before ``doc[i]`` could own follows: the text's or the line's end, a mark, a
    stop word or an adverb of time ("(ST. ELIZABETH'S)", "St Luke's is"; not "St Mary's mother")."""
    return (i >= len(doc) or ends_line(doc[i - 1]) or not doc[i].is_alpha or doc[i].lower_ in STOP_WORDS
            or doc[i].lower_ in _WHEN_WORDS) and not (i < len(doc) and doc[i].lower_ == "own")


#: the word for a saint before a name, as a hospital's, a church's or a school's name writes it
_SAINTS = frozenset({"st", "saint", "ste", "sainte"})


def _is_saint_word(token: Any) -> bool:
    """``token`` is a saint's word with its capital ("St", "ST.", "Saint")."""
    return token.lower_.rstrip(".") in _SAINTS and token.text[:1].isupper()


def _saint_before(doc: Doc, start: int) -> int | None:
    """Where the saint's word before ``doc[start]`` starts ("ST. ELIZABETH", "St Luke", "Saint Mary"), or None."""
    before = start - 1
    if before > 0 and doc[before].text == "." and not doc[before - 1].whitespace_:
        before -= 1  # "ST." written as two tokens
    return before if before >= 0 and _is_saint_word(doc[before]) else None


def _nothing_owned_after(doc: Doc, i: int, function_words: frozenset[str], starts: set[int],
                         name_may_follow: bool) -> bool:
    """No noun follows the possessive at ``doc[i]``: the text ends, or a punctuation mark, a function word or,
    where ``name_may_follow``, a name comes next that no noun of its own follows (a shop's branch, "Nando's
    Croydon"; not a place's district, "in Istanbul's Bakırköy district", nor a firm's site, "at Tesco's
    Livingston depot")."""
    if i >= len(doc) or ends_line(doc[i - 1]):
        return True
    token = doc[i]
    if token.lower_ == "own":
        return False  # "the Social Insurance Office's own medical doctor": the possessive owns what follows
    if token.is_punct or token.lower_ in function_words or token.lower_ in _WHEN_WORDS:
        return True
    if not (name_may_follow and (i in starts or (token.is_title and token.is_alpha))):
        return False
    after = i + 1
    while after < len(doc) and doc[after].is_title and doc[after].is_alpha:
        after += 1  # "at Tesco's Livingston depot": the name's own noun after the branch makes it a possessive
    return after >= len(doc) or not (doc[after].is_lower and doc[after].is_alpha) or doc[after].lower_ in function_words
