"""Names listed beside a detected name: "goals from Rivaldo and Figo", "Smith, Jones and Brown".

English capitalises a sentence's first word and its names alike, so no source takes every capitalised
word inside a sentence as a name, and a model that finds one name of a list may miss the rarer one
beside it. A list joins words of one kind: a capitalised word (or a run of them) that a conjunction or a
comma joins to a detected person, organisation or place, inside a sentence, is a name of the same
type, unless it is a word English writes in lower case at least as often (:func:`.word_frequencies.common_words`:
"Smith and Company"), a function word, a month or weekday, or a title. Applied to English only: the
``capitalised`` source already takes every capitalised word inside a sentence in the other languages.

In a post written in lower case, in every language, the list's other person is a given name the lexicon
holds even where the language also has the word ("con marco e giulia": Italian's "marco" is a verb's form,
so the ``lowercase`` source leaves it): a word in lower case that the language's "and" (or a comma) joins
to a person in lower case; two such given names that "with" and "and" join, though no source found
either ("con chiara e luca"); and in Portuguese one after "with" and an article ("com o caio"). In English,
the venue a listing names before a detected town and a comma is a place too ("19th - Brudenell Social Club,
Leeds"), and the side a team plays after "v" or "against" is a club even where its name is a common word ("for
Newcastle against Bath").
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .base import indices_of, span_text, word_hashes
from .evidence import LEADING_ROLES, VERSUS, ends_line, never_names
from .given_names import is_given_name
from .languages import calendar_words, title_words
from .overlap import TokenCandidate
from .towns import town_names
from .word_frequencies import common_words

#: the labels whose lists are followed
LISTED_LABELS = frozenset({"PERSON", "ORG", "LOC"})
#: the words that join the items of a list
_JOINERS = frozenset({"and", "or", ",", "&"})
#: the source name of the spans found here
SOURCE = "coordination"


#: the words that join two people in a list written in lower case, per language
_LOWER_CASE_JOINERS = {"en": frozenset({"and", "&", ","}), "es": frozenset({"y", "e", ","}),
                       "it": frozenset({"e", "ed", ","}), "pt": frozenset({"e", ","}), "fr": frozenset({"et", ","}),
                       "de": frozenset({"und", ","}), "nl": frozenset({"en", ","})}


def coordinated_names(doc: Doc, resolved: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """The capitalised words a list joins to a resolved name, with its label, and the given names a list in
    lower case joins to a person (see the module)."""
    taken = {i for start, end, _, _ in resolved for i in range(start, end)}  # each step adds the names it finds
    found = _coordinated_given_names(doc, resolved, lang, taken)
    found += _companions(doc, lang, taken)
    if lang != "en":
        return found
    found += _coordinated_capitalised(doc, resolved, taken)
    found += _opponents(doc, resolved, taken)
    return found + _venues_before_towns(doc, resolved, taken)


def _coordinated_given_names(doc: Doc, resolved: Sequence[TokenCandidate], lang: str,
                             taken: set[int]) -> list[TokenCandidate]:
    """The lower-case given names a joiner of :data:`_LOWER_CASE_JOINERS` puts beside a one-word person in
    lower case ("marco e giulia", "giulia e marco", Portuguese's "o joão e a maria"), outside the ``taken`` tokens (which it extends)."""
    joiners = _LOWER_CASE_JOINERS.get(lang, frozenset())
    articles = _ARTICLES_BEFORE_NAMES.get(lang, frozenset())
    _, function_words = never_names(lang)
    found: list[TokenCandidate] = []
    for start, end, label, _ in resolved:
        if label != "PERSON" or end - start != 1 or not doc[start].is_lower:
            continue
        # "o joão e a maria": Portuguese's article before the second name
        article = end + 2 < len(doc) and doc[end + 1].lower_ in articles
        for joiner, other in ((end, end + 2 if article else end + 1), (start - 1, start - 2)):
            if not (0 <= other < len(doc) and doc[joiner].lower_ in joiners and other not in taken):
                continue
            word = doc[other]
            if word.is_lower and word.is_alpha and word.lower_ not in function_words and is_given_name(word.lower_):
                found.append((other, other + 1, "PERSON", SOURCE))
                taken.add(other)
    return found


def _companions(doc: Doc, lang: str, taken: set[int]) -> list[TokenCandidate]:
    """Two given names in lower case that the language's "with" and "and" join ("con chiara e luca", "avec
    inès et karim"), outside the ``taken`` tokens (which it extends): each word alone is also the language's
    own (Italian's "chiara" is "clear"), the pair after "with" is people."""
    withs, joiners = _WITH.get(lang, frozenset()), _LOWER_CASE_JOINERS.get(lang, frozenset())
    if not withs:
        return []
    _, function_words = never_names(lang)

    def is_companion(i: int) -> bool:
        word = doc[i]
        return (i not in taken and word.is_lower and word.is_alpha and word.lower_ not in function_words
                and is_given_name(word.lower_))

    found: list[TokenCandidate] = []
    articles = _ARTICLES_BEFORE_NAMES.get(lang, frozenset())
    for i in (at + 1 for at in indices_of(doc, withs)):
        if i + 2 < len(doc) and doc[i + 1].lower_ in joiners and is_companion(i) and is_companion(i + 2):
            found.extend([(i, i + 1, "PERSON", SOURCE), (i + 2, i + 3, "PERSON", SOURCE)])
        elif i + 1 < len(doc) and doc[i].lower_ in articles and is_companion(i + 1):
            found.append((i + 1, i + 2, "PERSON", SOURCE))  # "praia com o caio": the article makes it a name
    taken.update(start for start, _, _, _ in found)
    return found


#: the articles Portuguese puts before a person's given name ("com o caio", "com a bia"): after "with", the
#: given name that is also a word ("caio", "I fall") is the person
_ARTICLES_BEFORE_NAMES = {"pt": frozenset({"o", "a"})}


#: the word for "with" before the people someone goes out with, per language
_WITH = {lang: word_hashes(words) for lang, words in {
    "en": ("with", "w/"), "es": ("con",), "it": ("con", "coi"), "pt": ("com",), "fr": ("avec",), "de": ("mit",),
    "nl": ("met",)}.items()}


def _coordinated_capitalised(doc: Doc, resolved: Sequence[TokenCandidate], taken: set[int]) -> list[TokenCandidate]:
    """The capitalised words a list joins to a resolved name in English, with its label, outside the ``taken``
    tokens (which it extends)."""
    found: list[TokenCandidate] = []
    for start, end, label, _ in resolved:
        if label not in LISTED_LABELS:
            continue
        after = (_run(doc, end + 1, 1, taken, doc[end].text in _JOINERS_IN_CAPITALS)
                 if end + 1 < len(doc) and doc[end].lower_ in _JOINERS else None)
        before = (_run(doc, start - 2, -1, taken, doc[start - 1].text in _JOINERS_IN_CAPITALS)
                  if start >= 2 and doc[start - 1].lower_ in _JOINERS else None)
        for run in (after, before):
            if run is not None:
                found.append((run[0], run[1], label, SOURCE))
                taken.update(range(run[0], run[1]))
    return found


def _opponents(doc: Doc, resolved: Sequence[TokenCandidate], taken: set[int]) -> list[TokenCandidate]:
    """The side a team plays against, after "v", "vs" or, where the team follows "for" or is a body, "against"
    ("start for Newcastle against Bath", "Bath v Newcastle"): a club's name even where English writes the word
    in lower case more often ("Bath", "Sale", "Reading"), which a list's other items may not be; not a cause
    a town protests against ("protests in London against the cuts")."""
    found: list[TokenCandidate] = []
    for start, end, label, _ in resolved:
        if label not in {"ORG", "LOC"} or end + 1 >= len(doc):
            continue
        versus = doc[end].lower_ in _VERSUS or (doc[end].lower_ == "against" and (
            label == "ORG" or (start > 0 and doc[start - 1].lower_ == "for")))
        run = _run(doc, end + 1, 1, taken, False, common=True) if versus else None
        before = (_run(doc, start - 2, -1, taken, False, common=True)
                  if start >= 2 and doc[start - 1].lower_ in _VERSUS else None)
        for side in (run, before):
            if side is not None:
                found.append((side[0], side[1], label, SOURCE))
                taken.update(range(side[0], side[1]))
    return found


#: the words between two sides of a match; not "v.", a case's citation ("Prencipe v. Monaco")
_VERSUS = VERSUS - {"v."}

#: the joiners of a headline in capitals ("GLAXO AND SMITHKLINE IN TALKS"), where names are in capitals too
_JOINERS_IN_CAPITALS = frozenset({"AND", "OR"})


def _venues_before_towns(doc: Doc, resolved: Sequence[TokenCandidate], taken: set[int]) -> list[TokenCandidate]:
    """The venue a listing names before its town (a place, or a town of :func:`.towns.town_names`) and a
    comma, after a dash, a slash or "at", or opening a line ("12th - The Crescent, York / 19th - Brudenell
    Social Club, Leeds", "at Night & Day, Manchester"): capitalised words, "&" and "of" between them, outside
    the ``taken`` tokens (which it extends); a place."""
    found: list[TokenCandidate] = []
    towns = town_names("en")
    for start, end, label, _ in resolved:
        if not (label == "LOC" or span_text(doc, start, end).lower() in towns) or start < 2 or doc[start - 1].text != ",":
            continue
        first = start - 1
        while (first - 1 >= 0 and first - 1 not in taken and start - 1 - first < 5
               and (doc[first - 1].is_title or doc[first - 1].text in {"&", "of"})):
            first -= 1
        while first < start - 1 and not doc[first].is_title:
            first += 1  # the venue opens with a capitalised word ("of Leeds" is none)
        before = doc[first - 1] if first > 0 else None
        opens = before is None or ends_line(before) or before.text in _LISTING_MARKS or before.lower_ == "at"
        if first < start - 1 and opens and not is_given_name(doc[first].lower_):
            found.append((first, start - 1, "LOC", SOURCE))
            taken.update(range(first, start - 1))
    return found


#: the marks a listing puts between a date and a venue, or between two venues
_LISTING_MARKS = frozenset({"-", "–", "—", "/", "|", "@", "•"})


def _run(doc: Doc, i: int, step: int, taken: set[int], capitals: bool, common: bool = False) -> tuple[int, int] | None:
    """The run of name words that starts at ``doc[i]`` and goes on in the direction of ``step``, at most
    three words, in capitals where ``capitals`` (the joiner was), words English writes in lower case too where
    ``common``; None when ``doc[i]`` is no name word or the run would open a sentence."""
    indices: list[int] = []
    while 0 <= i < len(doc) and len(indices) < 3 and i not in taken and _is_name_word(doc, i, capitals, common):
        indices.append(i)
        i += step
    if not indices:
        return None
    first, last = min(indices), max(indices)
    if first == 0 or doc[first - 1].text in {".", "!", "?", ":", ";", "\n"} or "\n" in doc[first - 1].whitespace_:
        return None  # a sentence's first word is capitalised whatever it is
    return first, last + 1


def _is_name_word(doc: Doc, i: int, capitals: bool, common: bool = False) -> bool:
    token = doc[i]
    if not ((token.is_upper if capitals else token.is_title) and token.is_alpha and len(token.text) > 1):
        return False
    _, function_words = never_names("en")
    lower = token.lower_
    return (lower not in function_words and (common or lower not in common_words("en"))
            and lower not in calendar_words("en", lower=True) and lower not in _ROLES)


#: the titles and offices that stand before a name ("Keir Starmer and Chancellor Rachel Reeves")
_ROLES = title_words("en") | LEADING_ROLES
