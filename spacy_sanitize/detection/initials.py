"""A person's initial before the surname a source found alone: ``( J. Doyle )`` in a racing result, ``Dr
A. Sandhu``.

The lexicons find a surname they know (``Doyle``) and leave the initial before it: a capital and a full stop,
one token, which no lexicon holds. Published without the surname, the initial still narrows down who it was,
and the entity's mentions ("J. Doyle" here, "Doyle" there) are one person. So a PERSON span grows to the
left over the initials right before it ("J.", "J.R." as one token or two), never over a country's or a
union's abbreviation ("in the U.S. Doyle said" keeps "U.S." out), a title's ("D. Fátima", "M. Girard") nor
another span; and not where it opens a line or a sentence, as a list's letter does ("A. Mr O'Halloran").
A chat's speaker or a post's signature writes the surname's initial after the given name instead
("Callum R: yeah", "thanks, Sarah K."): one capital that ends the line or comes before the speaker's colon,
after a name in title case (a note in capitals labels a phone so: "SUSAN PRICE H: 0161"). Two or three dotted
capitals right after any name are the name's too ("Fontaines D.C.", "Washington D.C."), unless they abbreviate a
country or a credential ("M.D.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc

from .credentials import CREDENTIAL_WORDS
from .evidence import ends_line
from .languages import title_words
from .overlap import TokenCandidate

#: an initial: one capital and a full stop, or two or three of them written together ("J.", "J.R.")
_INITIAL = re.compile(r"(?:[A-Z]\.){1,3}")
#: the abbreviations of countries and unions written like initials
_PLACE_ABBREVIATIONS = frozenset({"U.S.", "U.K.", "U.N.", "E.U.", "U.S.A.", "U.A.E."})
#: the most initials in a row a name opens with
_MAX_INITIALS = 3


def with_initials(doc: Doc, resolved: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``resolved`` with each PERSON span grown over the initials right before it, and each name over the
    dotted letters that end it (see the module)."""
    taken = {i for start, end, _, _ in resolved for i in range(start, end)}
    titles = title_words(doc.lang_)  # "D. Fátima", "M. Girard": Dona's, Monsieur's abbreviation
    result: list[TokenCandidate] = []
    for start, end, label, source in resolved:
        if label in _NAME_LABELS and _letters_after(doc, end, taken):
            end += 1  # "Fontaines D.C.", "Washington D.C.": the letters are the name's
        if label == "PERSON":
            first = start
            while (first > 0 and start - first < _MAX_INITIALS and first - 1 not in taken
                   and _INITIAL.fullmatch(doc[first - 1].text) and doc[first - 1].text not in _PLACE_ABBREVIATIONS
                   and doc[first - 1].lower_.rstrip(".") not in titles and doc[first - 1].whitespace_
                   and not _opens_line(doc, first - 1)):
                first -= 1
            start = first
            if _surname_initial_after(doc, end, taken):
                end += 1
        result.append((start, end, label, source))
    return result


#: the types whose names may end with dotted letters
_NAME_LABELS = frozenset({"PERSON", "ORG", "LOC"})
#: two or three dotted letters written together ("D.C.", "J.R.")
_LETTERS = re.compile(r"(?:[A-Z]\.){2,3}")


def _letters_after(doc: Doc, end: int, taken: set[int]) -> bool:
    """``doc[end]`` is two or three dotted capitals right after a name in title case and a space, no country's
    or union's abbreviation ("Smith U.S. officials") nor a credential ("Jane Smith M.D.")."""
    if end >= len(doc) or end in taken or not _LETTERS.fullmatch(doc[end].text) or doc[end - 1].whitespace_ != " ":
        return False
    letters = doc[end].text
    plain = letters.replace(".", "")
    return (doc[end - 1].is_title and letters not in _PLACE_ABBREVIATIONS
            and plain.lower() not in CREDENTIAL_WORDS and plain not in _MORE_CREDENTIALS)


#: degrees and honours written with dots after a name that the clinicians' credentials leave out
_MORE_CREDENTIALS = frozenset({"QC", "KC", "JP", "BA", "MA", "BS", "MS", "JD", "LLB", "LLM", "CBE", "OBE", "MBE"})


#: a surname's initial after the given name: one capital, with or without a full stop ("R", "R.")
_SURNAME_INITIAL = re.compile(r"[A-Z]\.?")


def _surname_initial_after(doc: Doc, end: int, taken: set[int]) -> bool:
    """``doc[end]`` is a surname's initial that ends a speaker's label or a line ("Callum R:", "Sarah K.")."""
    if end >= len(doc) or end in taken or not _SURNAME_INITIAL.fullmatch(doc[end].text) or doc[end].text in {"I", "A"}:
        return False
    if doc[end - 1].whitespace_ != " " or doc[end - 1].is_upper:
        return False  # "SUSAN PRICE H: 0161...": in capitals, the label of a home phone
    return (end + 1 == len(doc) or doc[end + 1].text == ":" or ends_line(doc[end])
            or (ends_line(doc[end + 1]) and doc[end + 1].is_space))


def _opens_line(doc: Doc, i: int) -> bool:
    """``doc[i]`` opens the text, a line or a sentence."""
    return i == 0 or ends_line(doc[i - 1]) or doc[i - 1].text in {".", "!", "?"}
