"""Capitalised words inside an English sentence that the language writes as names: a source of
``pii_detector`` (PERSON, LOC, ORG).

English capitalises a sentence's first word and its names alike, so, unlike the ``capitalised`` source of
the other languages, no rule takes every capitalised word inside an English sentence for a name ("the
Court", "under Article 6"). Some words, though, English writes with a capital wherever they stand:
``Ryanair``, ``Dublin``, ``Heathrow``, ``Tesla``. spaCy's lookups (``spacy-lookups-data``) tell which (the
``lowercase`` source's tables, :func:`.word_frequencies.lower_case_names`): the capitalised form at least
e times as frequent as the lower-case one and filed by the word clusters with the names. A model trained
on prose misses such a word where the sentence around it is unusual ("Flying Dublin to Malaga", "why
Ryanair charges"); this source does not.

A word counts in a text that writes its sentences with capitals (:func:`.cues.writes_capitals`), in title
case, inside a sentence (its first word, a line's, a quotation's only when English writes it capitalised
e^1.5 times (some 4.5) as often or more, :func:`.word_frequencies.opening_names`: "Newcastle crowds never disappoint",
not "Reading is fun"), and when it is no function word, title, month or weekday. Words in a row are one
name, typed as the ``lowercase`` source types them. A word with a capital inside it after lower-case
letters is a firm's name ("AstraZeneca", "PepsiCo"), whatever the tables hold (with a brand's tail after
it, "PetCare Plus"), but not before a colon, where it labels a form's field ("LinkedIn: linkedin.com/in/..."). After a preposition of place in lower
case ("in", "at", "from", "near", "around", "outside"), two more shapes are places: a capitalised word the
tables see too rarely in any case to judge ("Lost dog in Chorlton!!"), and an acronym that is no shorthand,
function word, currency or file format ("Stuck at JFK", "letter from UCLA"). Score 0.7 alone, like the
other lexicon guesses.
"""

from __future__ import annotations

import re
from functools import cache

from spacy.tokens import Doc, Token
from spacy.util import registry

from .amounts import currency_codes
from .base import Candidate, LexiconSource, doc_text, indices_of
from .capitalised import opens_clause
from .cues import writes_capitals
from .evidence import OFFICES, is_hashtag_of_common_words, never_names
from .languages import calendar_words, title_words
from .lowercase_names import PLACE_PREPOSITIONS, LowerCaseNames, runs_of_names
from .word_frequencies import LANGUAGES, is_unjudged_word, lower_case_names, opening_names


@cache
def _titles_and_offices(lang: str) -> frozenset[str]:
    """The titles of ``lang`` and the offices before a holder's name, no word of a name ("Taoiseach John
    Bruton"); built once per language."""
    return title_words(lang) | frozenset(OFFICES)


class KnownNames(LexiconSource):
    """The source: capitalised words inside English sentences that English writes as names (see the module)."""

    name = "known_names"
    languages = LANGUAGES

    def set_language(self, lang: str) -> None:
        """Read the language's tables now, when the pipeline is built, not on its first document."""
        super().set_language(lang)
        if lang in self.languages:
            lower_case_names(lang)

    def __call__(self, doc: Doc) -> list[Candidate]:
        if self.lang not in self.languages or not writes_capitals(doc_text(doc)):
            return []
        names = lower_case_names(self.lang)
        if not names:
            return []
        shorthand, function_words = never_names(self.lang)
        calendar = calendar_words(self.lang, lower=True)
        titles = _titles_and_offices(self.lang)

        def is_name(i: int) -> bool:
            token, word = doc[i], doc[i].lower_
            return (token.is_title and token.is_alpha and word in names and word not in function_words
                    and word not in shorthand and word not in calendar and word not in titles)

        openers = opening_names(self.lang)  # "Newcastle crowds never disappoint": a name at a sentence's start
        runs = runs_of_names(doc, is_name, may_open=lambda i: not opens_clause(doc, i) or doc[i].lower_ in openers)
        found = [_run_candidate(doc, start, end, LowerCaseNames.label(doc, start, names), self.name)
                 for start, end in runs]
        found += [Candidate(t.idx, _camel_case_end(doc, t.i), "ORG", self.name) for t in doc
                  if _CAMEL_CASE.fullmatch(t.text) and not (t.i + 1 < len(doc) and doc[t.i + 1].text == ":")
                  and not is_hashtag_of_common_words(doc, t.i, t.i + 1)]  # "#NewJob"
        for i in indices_of(doc, PLACE_PREPOSITIONS):
            if i + 1 < len(doc) and doc[i].is_lower:
                place = doc[i + 1]
                if _is_rare_place(place, function_words, calendar, titles):
                    found.append(Candidate(place.idx, place.idx + len(place.text), "LOC", self.name))
                elif _is_acronym_place(place, shorthand, function_words):
                    label = "ORG" if doc[i].lower_ in {"at", "from"} else "LOC"  # "at UCLA", "in NYC"
                    found.append(Candidate(place.idx, place.idx + len(place.text), label, self.name))
        return found


#: the kinds of place English writes in title case after a place's own word ("Covent Garden", "Roundhay Park")
_PLACE_KINDS = frozenset("Garden Gardens Park Square Street Road Lane Bridge Hill Green Common Market Cross".split())


def _run_candidate(doc: Doc, start: int, end: int, label: str, source: str) -> Candidate:
    """The candidate of a run of known names, grown over the kind of place in title case right after it: a
    place ("Covent Garden")."""
    if end < len(doc) and doc[end].text in _PLACE_KINDS:
        end, label = end + 1, "LOC"
    return Candidate(doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text), label, source)


def _is_rare_place(token: Token, function_words: frozenset[str], calendar: frozenset[str],
                   titles: frozenset[str]) -> bool:
    """A capitalised word inside a sentence, after a preposition of place (the caller's), that English
    writes too rarely in any case for the tables to judge: a district, a village or a venue ("Lost dog in
    Chorlton!!", "studied in Ihithe"), which a model trained on prose misses beside a post's punctuation."""
    return (token.is_title and token.is_alpha and len(token.text) >= 4 and not opens_clause(token.doc, token.i)
            and token.lower_ not in function_words and token.lower_ not in calendar and token.lower_ not in titles
            and is_unjudged_word("en", token.text))


def _is_acronym_place(token: Token, shorthand: frozenset[str], function_words: frozenset[str]) -> bool:
    """An acronym after a preposition of place in lower case (the caller's), inside a sentence: an airport, a
    university, a city ("Stuck at JFK", "letter from UCLA", "back in NYC"); not shorthand ("in ICU", "at
    AM"), a function word ("in IT"), a currency ("in USD") or a file's format ("in PDF")."""
    text = token.text
    return (2 <= len(text) <= 5 and text.isalpha() and text.isupper() and token.lower_ not in shorthand
            and token.lower_ not in function_words and token.lower_ not in _FILE_FORMATS
            and text not in currency_codes() and not (token.i + 1 < len(token.doc) and token.doc[token.i + 1].is_upper))


#: the formats a post names its files by ("sent it in PDF")
_FILE_FORMATS = frozenset("pdf csv jpg jpeg png gif doc docx xls xlsx ppt pptx txt html xml json mp3 mp4 zip".split())


#: a word with a capital inside it after lower-case letters, as firms write their names ("AstraZeneca",
#: "PepsiCo", "BlackRock", "PayPal"): English writes no common word so
_CAMEL_CASE = re.compile(r"[A-Z][a-z]+(?:[A-Z][a-z]+)+")
#: the words a firm named in camel case writes after its name ("PetCare Plus", "FlexiFit Pro", "QuickCash
#: Express")
_BRAND_TAILS = frozenset("Plus Pro Express Direct Extra Online UK Group Solutions Services Media Labs Max Go".split())


def _camel_case_end(doc: Doc, i: int) -> int:
    """Where the firm's name that the camel-case word ``doc[i]`` opens ends: after the word, or after a brand's
    tail right after it."""
    last = doc[i + 1] if i + 1 < len(doc) and doc[i + 1].text in _BRAND_TAILS and doc[i].whitespace_ else doc[i]
    return last.idx + len(last.text)


@registry.misc("spacy_sanitize.KnownNames.v1")
def make_known_names() -> KnownNames:
    """Capitalised words inside English sentences that the language writes as names."""
    return KnownNames()
