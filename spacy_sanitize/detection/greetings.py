"""People greeted, thanked or wished well by name: "Happy birthday Tunde!!", "Congrats Tunde Bakare, well
deserved", "Thanks Shaz for the lift".

A post's name after a greeting is often its only mention, in a sentence a model trained on edited prose
reads badly (a row of exclamation marks after it loses the name). The greeting says a person follows:
one or two capitalised words after it, with a comma between or not. Words English writes in lower case as
often ("Thanks Everyone", "RIP Legend"), function words, the calendar's words ("Thanks Again", "Happy
birthday Monday crew") and what a post calls the people it greets ("Cheers Mate", "Love you Mum") are no
one's name, unless a given name ("Thanks Mike"). English only, and only where the text writes capitals:
a post in lower case is read by the lower-case sources' social cues.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from .base import Candidate, indices_of, word_hashes
from .dialogue import FAMILY_NAMES_FOR

#: the last word of each greeting, lower case, with the words that must come before it (one tuple each)
_GREETINGS: dict[str, tuple[tuple[str, ...], ...]] = {
    "birthday": (("happy",),), "bday": (("happy",),), "anniversary": (("happy",),), "retirement": (("happy",),),
    "hbd": ((),), "congrats": ((),), "congratulations": ((),), "thanks": ((),), "cheers": ((),), "rip": ((),),
    "you": (("thank",), ("miss",), ("love",)), "done": (("well",),), "back": (("welcome",),), "soon": (("get", "well"),),
}
#: the greetings' last words as spaCy hashes them, to find them in a document's array of lower-case forms
_LAST_WORDS = word_hashes(_GREETINGS)
#: words after a greeting that address no one by name, though English writes some capitalised as often: a
#: family's words for its members, and these (what a post calls its friends is :data:`.given_names.ENDEARMENTS`)
_NOT_GREETED = FAMILY_NAMES_FOR | frozenset("god lord jesus guys girls lads ladies folks fam team everyone everybody "
                                            "all legend king queen".split())


def greeted_people(doc: Doc, function_words: frozenset[str]) -> list[Candidate]:
    """The people ``doc`` greets by name (see the module), as the ``cues`` source's PERSON candidates."""
    hits = indices_of(doc, _LAST_WORDS)
    if not hits:  # most documents greet no one
        return []
    from .evidence import KINSHIP_ROLES
    from .given_names import ENDEARMENTS, is_given_name  # the given names read the cues
    from .languages import calendar_words
    from .word_frequencies import common_words

    common, calendar, kin = common_words("en"), calendar_words("en", lower=True), frozenset(KINSHIP_ROLES)

    def is_name(token: Token) -> bool:
        lower = token.lower_
        return (token.is_title and len(token.text) > 1 and token.text[1].islower() and lower not in function_words
                and lower not in calendar and lower not in ENDEARMENTS and lower not in _NOT_GREETED
                and lower not in kin and (is_given_name(lower) or lower not in common))

    found: list[Candidate] = []
    for i in hits:
        if not any(_preceded_by(doc, i, before) for before in _GREETINGS[doc[i].lower_]):
            continue
        first = i + 2 if i + 2 < len(doc) and doc[i + 1].text == "," else i + 1
        if first + 1 < len(doc) and doc[first].lower_ in kin and doc[first].is_title:
            first += 1  # "RIP Uncle Des": the kinship word is no part of the name
        if first >= len(doc) or not is_name(doc[first]):
            continue
        last = first + 1 if first + 1 < len(doc) and doc[first].whitespace_ and is_name(doc[first + 1]) else first
        found.append(Candidate(doc[first].idx, doc[last].idx + len(doc[last].text), "PERSON", "cues"))
    return found


def _preceded_by(doc: Doc, i: int, words: tuple[str, ...]) -> bool:
    """Whether ``words`` come right before ``doc[i]``."""
    start = i - len(words)
    return start >= 0 and all(doc[start + k].lower_ == word for k, word in enumerate(words))
