"""A model's dates as dates: a month it took for a name, and a date it ran on past.

The shipped models read a month beside a preposition as a person or a place ("by June", "im Oktober"), a
holiday as a body ("at Thanksgiving"), and a date as running on over the preposition to a name after it ("am
Montag zu Marta"). All are fixed after the edges of the spans are trimmed (:mod:`.evidence`), which may
leave a month alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from spacy.tokens import Doc

from .base import span_text
from .dates import YEAR
from .evidence import NAME_TYPES, STATISTICAL_SOURCES
from .languages import abbreviated_weekdays, calendar_words, language_profile, month_words
from .overlap import TokenCandidate


def months_as_dates(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """A model's name span that is a month named as a date (:func:`_is_dated_month`) or a month and a day
    ("Oct 23") typed DATETIME, and a model's date that runs on over a preposition to a name cut before it
    ("am Montag zu Marta" → "Montag"); run after the edges are trimmed, which may leave a month alone
    ("Preise im Oktober um" → "Oktober")."""
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        date_end = _written_date_end(doc, start, end) if label in NAME_TYPES else 0  # read once, asked twice
        if label in NAME_TYPES and source not in STATISTICAL_SOURCES and date_end:
            end, label = date_end, "DATETIME"  # "Tue Mar 05", "Mar 5th, 2024": a name lexicon's "Mar" too
        elif source in _MONTH_READERS and label in NAME_TYPES and (_is_dated_month(doc, start, end)
                                                                   or _is_month_and_day(doc, start, end)):
            label = "DATETIME"  # "im Juni": the given names' lexicon knows "Juni" too
        elif (label in NAME_TYPES and doc[start].lower_.replace("’", "'") in _HOLIDAY_PREFIXES
              and span_text(doc, start, end).lower().replace("’", "'") in HOLIDAYS):
            label = "DATETIME"  # "everyone at Thanksgiving", "an Weihnachten": a day of the year, not a body
        elif label in NAME_TYPES and date_end:
            end, label = date_end, "DATETIME"  # "Tue Mar 05", "Mar 5th, 2024": a name lexicon's "Mar" too
        elif source in STATISTICAL_SOURCES and label == "DATETIME":
            end = _date_end(doc, start, end)
        result.append((start, end, label, source))
    return result


#: the sources whose name span may be a month: the models, and the given names' lexicon ("June", "Juni")
_MONTH_READERS = STATISTICAL_SOURCES | {"given_names"}


#: the holidays of the supported languages' countries, which name a day of the year, not a body or a place
HOLIDAYS = frozenset(
    "christmas;christmas eve;christmas day;boxing day;easter;easter sunday;easter monday;good friday;thanksgiving;"
    "halloween;hanukkah;diwali;eid;ramadan;passover;new year;new year's eve;new year's day;valentine's day;"
    "mother's day;father's day;bonfire night;labor day;labour day;memorial day;independence day;"
    "st patrick's day;st. patrick's day;navidad;nochebuena;nochevieja;semana santa;weihnachten;heiligabend;"
    "silvester;ostern;pfingsten;natale;capodanno;ferragosto;pâques;réveillon;páscoa;kerstmis;kerst;pasen;"
    "pinksteren;koningsdag;sinterklaas;oud en nieuw".split(";"))  # not "Natal", "Noël", "Pasqua": places, people
#: every beginning of a holiday's name: a span whose first word begins none is no holiday, unread further
_HOLIDAY_PREFIXES = frozenset(holiday[:i] for holiday in HOLIDAYS for i in range(1, len(holiday) + 1))


#: the dashes a date does not end with ("five-a-side" cut at its stop word "side" leaves "five-a-")
_TRAILING_DASHES = frozenset({"-", "–", "—"})


def _date_end(doc: Doc, start: int, end: int) -> int:
    """``end`` moved back before a lower-case word that links a date to a capitalised word that is no
    month, weekday or number ("Montag zu Marta"; not "3 de marzo de 1999", "Mittwoch, 3. März"), before a
    bracket that opens a word ("April 30 ( Reuters"), outside English before a word and a function word
    that are neither calendar words nor the date's joiners ("3. Mai spielt der 1."), and before the
    function words a date ends with ("Monday in")."""
    calendar = calendar_words(doc.lang_, lower=True)
    other_language = doc.lang_ != "en"
    joiners = set(language_profile(doc.lang_).date_joiners) if other_language else set()
    end = next((i for i in range(start + 1, end - 1) if _cuts_date(doc, i, calendar, joiners, other_language)), end)
    while end - start > 1 and ((doc[end - 1].is_lower and (doc[end - 1].is_stop or doc[end - 1].lower_ in joiners))
                               or doc[end - 1].text in _TRAILING_DASHES):
        end -= 1  # "Monday in", "4 de mayo del": no date ends with a function word, a joiner or a dash
    return end


def _cuts_date(doc: Doc, i: int, calendar: frozenset[str], joiners: set[str], other_language: bool) -> bool:
    """Whether a model's date ends before ``doc[i]`` (see :func:`_date_end`)."""
    after = doc[i + 1]
    if doc[i].text == "(" and after.is_alpha and after.lower_ not in calendar:
        return True  # "April 30 ( Reuters": a dateline's agency after its date
    if other_language and _is_clause_word(doc[i], calendar, joiners) and after.is_stop and _is_clause_word(after, calendar, joiners):
        return True  # "3. Mai spielt der 1.": a verb and an article after the date, outside English
    return (doc[i].is_lower and doc[i].is_alpha and doc[i].lower_ not in calendar and after.text[:1].isupper()
            and after.is_alpha and after.lower_ not in calendar)


def _is_clause_word(token: Any, calendar: frozenset[str], joiners: set[str]) -> bool:
    """A lower-case word that is no month, weekday or word joining a date's parts ("de", "del")."""
    return token.is_lower and token.is_alpha and token.lower_ not in calendar and token.lower_ not in joiners


#: a day of the month as a written date gives it ("05", "5th", "22nd")
_DAY_NUMBER = re.compile(r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?", re.IGNORECASE)
_YEAR = re.compile(YEAR)


def _written_date_end(doc: Doc, start: int, end: int) -> int:
    """The end of the written date a name span lies in, or 0: a span of months and weekdays (CLDR's names,
    the weekdays abbreviated too) and the day numbers and years after it, holding a month and a number
    ("Tue Mar 05", "Mar 5th", "20th Nov", "Tue, Mar 05, 2024"; not "Sun" alone, "May said", "Theresa May
    2019")."""
    calendar, weekdays = calendar_words(doc.lang_, lower=True), abbreviated_weekdays(doc.lang_)
    months = month_words(doc.lang_)

    def part(token: Any) -> str:  # "month", "day" (a weekday, or a word both: Spanish "mar"), "number" or ""
        if token.is_alpha:  # most tokens: a word, which no number pattern need read
            word = token.lower_
            return ("month" if word in months else "day") if word in calendar or word in weekdays else ""
        return "number" if _DAY_NUMBER.fullmatch(token.text) or _YEAR.fullmatch(token.text) else ""

    if start >= end or not part(doc[start]):  # most spans: no date's word opens them
        return 0
    parts = [part(t) for t in doc[start:end]]
    if "" in parts:
        return 0
    stop = end
    while stop < len(doc) and (part(doc[stop]) or (doc[stop].text == "," and stop + 1 < len(doc)
                                                   and part(doc[stop + 1]))):
        parts.append(part(doc[stop]))
        stop += 1
    while doc[stop - 1].text == ",":
        stop -= 1
    return stop if "month" in parts and "number" in parts else 0


def _is_month_and_day(doc: Doc, start: int, end: int) -> bool:
    """A month or a weekday and a day, in either order ("Oct 23", "23 mai", "Fri 14th"): a date a model
    typed as a place. A weekday's abbreviation counts in title case only ("Sat 1st", not "sat 1")."""
    if end - start != 2:
        return False
    months, weekdays = calendar_words(doc.lang_, lower=True), abbreviated_weekdays(doc.lang_)
    first, second = doc[start], doc[start + 1]
    return any((a.lower_.rstrip(".") in months or (a.is_title and a.lower_.rstrip(".") in weekdays))
               and _DAY_OF_MONTH.fullmatch(b.text) is not None for a, b in ((first, second), (second, first)))


#: a day of the month, with an English ordinal's ending or not ("23", "14th", "1st")
_DAY_OF_MONTH = re.compile(r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?")


def _is_dated_month(doc: Doc, start: int, end: int) -> bool:
    """A lone month name after a preposition or beside a number ("by June", "in March 2020", "im Oktober",
    "3. Oktober"): a date. A month that opens a sentence or follows a verb may be a given name ("June
    said", "told June")."""
    if end - start != 1 or doc[start].lower_.rstrip(".") not in calendar_words(doc.lang_, lower=True):
        return False
    before = doc[start - 1] if start > 0 else None
    after = doc[start + 1] if start + 1 < len(doc) else None
    if (after is not None and after.text[:1].isdigit()) or (before is not None and before.text[:1].isdigit()):
        return True
    if before is None or not before.is_lower:
        return False
    return before.lower_ in _MONTH_PREPOSITIONS if doc.lang_ == "en" else before.is_stop


#: the English words a month follows as a date
_MONTH_PREPOSITIONS = frozenset("in by since until till from of last next this early late mid before after through "
                                "during on to between".split())
