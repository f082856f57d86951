"""Given names on their own: a source of ``pii_detector`` (PERSON).

"Kate's social security number is ...", "Leif, can I ...", "thanks, Ingrid": a lone given name has no
title, no cue word and often no surname, and a model trained on judgments, where people are "Mr Galip
Yalman", hesitates over it. The shipped lexicon (``data/given_names.txt``, 8,307 names built by
``benchmarks/build_given_names.py`` from Faker's first-name lists of 33 locales) names it.

In a post written in lower case a name has no capital: there a lexicon name right after a social cue
("w/ marcus", "jake and tasha", "ask for minh") counts too.

Precision comes from what the lexicon leaves out and from case: names that are also everyday words
("Will", "May", "Grace", "Hope") are not in it, and a word counts only when it is written as a name:
title case in ordinary prose, capitals in a shouted note (``PT SEEN BY KATE``). Up to two following
words written the same way are its surname. Where another source reads the same words as a place or an
organisation ("Mount Victoria", "St Mary's Hospital"), that longer span keeps its type.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, LexiconSource, doc_text
from .countries import lower_country_names
from .cues import writes_capitals
from .deferred import DeferredModule
from .dialogue import FIELD_WORDS
from .evidence import (
    GRANDPARENT_NAMES,
    ends_line,
    is_latin_phrase,
    is_mixed_case,
    is_nationality_before_role,
    is_opening_function_word,
    is_verb_opening,
    is_ward_round,
    never_names,
)
from .languages import SUPPORTED_LANGUAGES
from .word_clusters import capitalised_common_nouns

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import languages as _languages
    from . import word_frequencies as _word_frequencies
else:
    _languages = DeferredModule("spacy_sanitize.detection.languages")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

_LEXICON = Path(__file__).resolve().parent.parent / "data" / "given_names.txt"
#: words after a given name that end it even when capitalised (a surname is never one of them)
_MAX_SURNAME_WORDS = 2


@cache
def given_names() -> frozenset[str]:
    """The shipped lexicon, lower case."""
    lines = _LEXICON.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip().lower() for line in lines if line.strip() and not line.startswith("#"))


@cache
def _folded_given_names() -> frozenset[str]:
    return frozenset(_fold(name) for name in given_names())


@cache
def _accentless_spellings(lang: str) -> frozenset[str]:
    """The lexicon's names as a text without accents writes them ("Tunde" for "Tünde", "Jose" for "José"),
    less those that spell a word: a function word of ``lang``, or a common word of English or of ``lang``
    (folding "Över" and "Saïd" gives "over" and "said")."""
    names = _given_names_except_countries(lang)
    words = never_names(lang)[1] | _word_frequencies.common_words("en") | (_word_frequencies.common_words(lang) if lang != "en" else frozenset())
    return frozenset(folded for folded in map(_fold, names) if folded not in names and folded not in words)


@cache
def _names_as_written(lang: str) -> frozenset[str]:
    """The lexicon's names (less the countries) and their spellings without accents, built once per language:
    the source reads the union for every document."""
    return _given_names_except_countries(lang) | _accentless_spellings(lang)


def _fold(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def is_given_name(lower: str) -> bool:
    """Whether a lower-case word is a lexicon given name, accents aside: Faker's lists have "gerald" and
    "dusan", the news writes "Gérald" and "Dušan"."""
    return lower in given_names() or _fold(lower) in _folded_given_names()


@cache
def _given_names_except_countries(lang: str) -> frozenset[str]:
    """The lexicon without country names ("India", "Chad"): those are the countries source's; in a
    language that capitalises nouns, without the names its clusters use as nouns (German "Tage", "Lage",
    "Wille", "Linde")."""
    names = given_names() - lower_country_names(lang)
    common_nouns = capitalised_common_nouns(lang) or frozenset()
    return frozenset(name for name in names if name.capitalize() not in common_nouns)


def _written_as_name(token: Any, mixed_case: bool) -> bool:
    return token.is_title if mixed_case else token.is_upper and len(token.text) > 1


#: the words before a friend's name in a post written in lower case ("going w/ marcus", "jake and tasha",
#: "ask for minh", "thx jen"): there, a lexicon name after one is a name though it has no capital
SOCIAL_CUES = frozenset("w/ with and & ask for thanks thx ty hi hey congrats love miss tell met saw called texted "
                        "bff dm".split())


_SENTENCE_ENDS = frozenset(".!?")
#: what a post calls the person it thanks or greets ("thanks love", "cheers mate"): words, not names, though
#: some are in the lexicon
ENDEARMENTS = frozenset("love luv babe hun hon honey darling dear mate pet sweetie sweetheart duck doll pal bro sis "
                        "buddy chief boss".split())


def _lower_case_name(doc: Doc, i: int, capitals_say_names: bool, common: frozenset[str]) -> bool:
    """A lexicon name in lower case right after a social cue, in a text that does not write capitals; not a
    word the language writes in lower case at least as often (``common``: "try bettys for tea"), nor what a
    family calls a grandparent ("a boat trip with nana")."""
    token = doc[i]
    return (not capitals_say_names and token.is_lower and token.is_alpha and i > 0
            and doc[i - 1].lower_ in SOCIAL_CUES and token.lower_ not in ENDEARMENTS and token.lower_ not in common
            and token.lower_ not in GRANDPARENT_NAMES
            and (i + 1 == len(doc) or not doc[i + 1].text.startswith("'")))


def _english_common_words() -> frozenset[str]:
    return _word_frequencies.common_words("en")


#: a surname with an apostrophe inside it ("O'Brien", "D'Angelo", "O’Neill")
_APOSTROPHE_SURNAME = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)+")


def _is_surname_word(text: str) -> bool:
    return text.isalpha() or _APOSTROPHE_SURNAME.fullmatch(text) is not None


def _is_field(doc: Doc, i: int) -> bool:
    """A given name that labels a form's field at a line's or a sentence's start, or after a gap of spaces
    between a line's fields ("Ward: Ward 7B", "... never turned up. Edit: ...", "MRN: 4471823  Ward: 7B")."""
    return (doc[i].lower_ in FIELD_WORDS and i + 1 < len(doc) and doc[i + 1].text == ":"
            and (i == 0 or ends_line(doc[i - 1]) or doc[i - 1].text in _SENTENCE_ENDS or doc[i - 1].is_space))


#: the words of a hospital's or a building's numbered parts that are also given names ("on Ward 9", "Bay 4")
_NUMBERED_PARTS = frozenset("ward bay bed room gate court block stand pier platform".split())


def _is_numbered_part(doc: Doc, i: int) -> bool:
    """A given name that names a numbered part of a building, before its number ("found on Ward 9", "Ward 7B")."""
    return (doc[i].lower_ in _NUMBERED_PARTS and i + 1 < len(doc) and doc[i + 1].text[:1].isdigit()
            and len(doc[i + 1].text) <= 4)


@cache
def _honorifics(lang: str) -> frozenset[str]:
    """The honorifics of ``lang`` (Spanish's "don", Portuguese's "dona"), lower case; none in English."""
    return frozenset(_languages.language_profile(lang).honorifics) if lang != "en" else frozenset()


class GivenNames(LexiconSource):
    """The source: lexicon given names written as names, with the surname that follows."""

    name = "given_names"
    #: the lexicon holds the names of every supported language's countries
    languages = SUPPORTED_LANGUAGES

    def __call__(self, doc: Doc) -> list[Candidate]:
        names = _names_as_written(self.lang)
        mixed_case = is_mixed_case(doc)
        capitals_say_names = writes_capitals(doc_text(doc))
        shorthand, function_words = never_names(self.lang)
        # a surname may be a noun ("Nadja Engel"), a word after it not ("Elfriede Jelinek Premiere")
        common_nouns = capitalised_common_nouns(self.lang) or frozenset()
        common = _english_common_words() if self.lang == "en" else frozenset()
        honorifics = _honorifics(self.lang)  # "Don", "Dona": a given name elsewhere, a title before one here
        found: list[Candidate] = []
        i = 0
        while i < len(doc):
            token = doc[i]
            if (token.lower_ in names and token.lower_ not in function_words
                    and _lower_case_name(doc, i, capitals_say_names, common)):
                found.append(Candidate(token.idx, token.idx + len(token.text), "PERSON", self.name))
                i += 1
                continue
            if (token.lower_ not in names or not _written_as_name(token, mixed_case)
                    or ((token.lower_ in GRANDPARENT_NAMES or token.lower_ in honorifics)
                        and i + 1 < len(doc) and doc[i + 1].lower_ in names)):
                i += 1  # "Love you Nana Joan", "viuda de Don Mariano Ruiz": the name starts after "Nana", "Don"
                continue
            end = i + 1
            while (end < len(doc) and end - i <= _MAX_SURNAME_WORDS and _written_as_name(doc[end], mixed_case)
                   and _is_surname_word(doc[end].text) and doc[end].lower_ not in function_words
                   and doc[end].lower_ not in shorthand and (end == i + 1 or doc[end].text not in common_nouns)
                   and not (end + 1 < len(doc) and doc[end + 1].text == ":")):  # "DTR ANA W: 555-0101": a field
                end += 1
            if end == i + 1 and ((token.is_upper and token.lower_ in shorthand)
                                 or is_opening_function_word(doc, i, self.lang) or _is_field(doc, i)
                                 or _is_numbered_part(doc, i) or is_ward_round(doc, i, end)
                                 or is_latin_phrase(doc, i, end)
                                 or (not mixed_case and token.lower_ in common)  # "THICK TAN SPUTUM", "PT WILL"
                                 or (self.lang == "en" and (is_nationality_before_role(doc, i, end)
                                                            or is_verb_opening(doc, i, end)))):
                i = end  # "TITRATING NEO": in capitals a lone given name that is shorthand is the shorthand, and
                # one English writes in lower case as often is the word (a cue says when it is a name: "WIFE JOY");
                continue  # "Alla conferenza": a sentence's article; "Danish striker": an origin; "Love you"
            found.append(Candidate(token.idx, doc[end - 1].idx + len(doc[end - 1].text), "PERSON", self.name))
            i = end
        return found


@registry.misc("spacy_sanitize.GivenNames.v1")
def make_given_names() -> GivenNames:
    """Lone given names of the shipped lexicon (see the module)."""
    return GivenNames()
