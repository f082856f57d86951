"""Names in a wire story's headline written in capitals, and the place of its dateline, for the ``cues``
source.

``TENNIS - SWIATEK BEATS SABALENKA IN MADRID FINAL``: in capitals a model trained on prose cannot tell a
name from the words around it, and here all of them are capitals. The headline's grammar can: after the
topic tag and its spaced dash, the words before a headline verb (``BEATS``, ``EDGE``, ``WINS``) are its
subject and the words after it, up to a preposition, a number or the line's end, its object; both are
names (a player, a team, an event: ``WINS TOUR OF FLANDERS``). At most three words each (four with OF), never a table word (``FINAL``), and not a country
(``ENGLAND WIN IN INDIA``: the countries source types it a place). A text's first line in capitals without a
topic tag is read the same way (``STARMER VOWS TO FIX NHS AFTER LEEDS VISIT``) where it has no full stop or
colon and opens with no note's shorthand, as a note in capitals does; there a phrase of common words is no
name (``HOLDS RATES``).

A table headline names its competition before or after the table's word (``SCOTTISH PREMIER LEAGUE
RESULTS``, ``LEADING SCORES AT THE IRISH OPEN``): MISC, as news NER sets type events.

The dateline, a line of its own under the headline, names where the story was filed: the words in
capitals before the date, with the country after a comma (``OUDENAARDE , Belgium 2020-10-18``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule
from .evidence import (
    CAPITALS_EVENT_WORDS,
    CAPITALS_VERBS,
    MARKET_WORDS,
    OFFICES,
    SPORTS_POSITIONS,
    TABLE_WORDS,
    TRAILING_ROLES,
    never_names,
)

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import countries as _countries
    from . import languages as _languages
    from . import word_frequencies as _word_frequencies
else:
    _countries = DeferredModule("spacy_sanitize.detection.countries")
    _languages = DeferredModule("spacy_sanitize.detection.languages")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: a headline: a topic tag in capitals, a spaced dash, then the headline in capitals (group 1)
_HEADLINE = re.compile(r"(?m)^[A-Z][A-Z ]{1,30}[ \t]+-[ \t]+([A-Z0-9][^a-z\n]*)$")
#: a first line in capitals without a sentence's punctuation (group 1): a headline, maybe without a topic tag
_BARE_HEADLINE = re.compile(r"[ \t]*([A-Z][A-Z0-9 ,'’\-]*[A-Z0-9])[ \t]*(?:\n|$)")
_WORD = re.compile(r"\S+")
#: words that end a subject or an object: prepositions, conjunctions, articles
_STOPS = frozenset("IN AT OF FOR TO ON AS WITH AFTER BEFORE AGAINST OVER BY FROM INTO PAST THROUGH AND OR THE A AN "
                   "V VS V. VS. AGAIN ONCE TWICE".split())  # "USYK OUTPOINTS FURY AGAIN": an adverb ends the name
#: the words that open a thing won, not a name, after a headline's verb ("WIN FIRST GRAND SLAM", "CLAIMS
#: THIRD TITLE"); a competition's name may hold one ("GERMAN FIRST DIVISION STANDINGS")
_THING_OPENERS = frozenset("FIRST SECOND THIRD FOURTH FIFTH SIXTH SEVENTH EIGHTH NINTH TENTH LAST MAIDEN RECORD".split())
_MAX_WORDS = 3
#: a phrase's first and last word positions in its headline, or None
Phrase = tuple[int, int] | None


def _is_name_word(word: str) -> bool:
    lower = word.lower()
    return (word.isupper() and word[:1].isalpha() and word not in _STOPS
            and lower not in CAPITALS_VERBS and lower not in TABLE_WORDS and lower not in MARKET_WORDS)


def _phrase(words: list[re.Match[str]], indices: range) -> Phrase:
    """The run of name words from the first index on, at most three: its (first, last) word positions."""
    taken: list[int] = []
    for i in indices:
        if not _is_name_word(words[i].group()) or len(taken) == _MAX_WORDS:
            break
        taken.append(i)
    return (min(taken), max(taken)) if taken else None


#: the words of a table headline: the competition's name comes before or after one
_TABLE_HEADS = frozenset("results standings scores scorers summaries summary fixtures leaders table tables".split())
_COMPETITION_WORDS = 4


def _competition(words: list[re.Match[str]], indices: range) -> Phrase:
    """A competition's name in capitals from the first index on: name words, with OF between two of them
    ("TOUR OF FLANDERS"), at most four words."""
    taken: list[int] = []
    for i in indices:
        word = words[i].group()
        if word == "OF" and taken and i + 1 < len(words) and _is_name_word(words[i + 1].group()):
            continue
        if not (_is_name_word(word) or (taken and word in CAPITALS_EVENT_WORDS)) or len(taken) == _COMPETITION_WORDS:
            break  # "RETAIN ATP FINALS TITLE": a table's word in an event's name
        taken.append(i)
    return (min(taken), max(taken)) if taken else None


def _headline_phrases(text: str, is_head: Callable[[str], bool],
                      phrases: Callable[[list[re.Match[str]], int], tuple[Phrase, ...]],
                      ) -> Iterator[tuple[str, int, int, bool]]:
    """Each phrase that ``phrases`` finds around a word of a capitalised headline that ``is_head`` picks:
    its text, its offsets in ``text``, and whether its headline has no topic tag (:func:`_bare_headline`)."""
    headlines = [(match, False) for match in _HEADLINE.finditer(text)] + [(match, True) for match in _bare_headline(text)]
    for headline, bare in headlines:
        words = list(_WORD.finditer(headline.group(1)))
        offset = headline.start(1)
        for i, word in enumerate(words):
            if not is_head(word.group().lower()):
                continue
            for phrase in phrases(words, i):
                if phrase is not None:
                    first, last = words[phrase[0]], words[phrase[1]]
                    yield (headline.group(1)[first.start():last.end()], offset + first.start(), offset + last.end(),
                           bare)


def _bare_headline(text: str) -> list[re.Match[str]]:
    """The text's first line when it is a headline without a topic tag ("STARMER VOWS TO FIX NHS AFTER LEEDS
    VISIT"): three to twelve words in capitals, no full stop or colon (a note in capitals has them), not
    opening with a note's shorthand or a function word ("PT CALLS NURSE"), and any text after it not in
    capitals too."""
    match = _BARE_HEADLINE.match(text)
    if (match is None or not 3 <= len(words := match.group(1).split()) <= 12 or text[match.end():].isupper()
            or " - " in match.group(1)):  # "TENNIS - SINNER BEATS MEDVEDEV": the tagged headline's
        return []
    shorthand, function_words = never_names("en")
    return [] if words[0].lower() in shorthand or words[0].lower() in function_words else [match]


def _around_table_word(words: list[re.Match[str]], t: int) -> tuple[Phrase, Phrase]:
    """The name before a table's word, and the one after it that follows THE ("AT THE IRISH OPEN"; not
    "RESULTS OF MATCHES")."""
    after = t + 1
    while after < len(words) and words[after].group() in {"FROM", "AT", "OF", "IN", "THE"}:
        after += 1
    named = any(w.group() == "THE" for w in words[t + 1:after])
    return _phrase(words, range(t - 1, -1, -1)), _competition(words, range(after, len(words))) if named else None


def _around_verb(words: list[re.Match[str]], i: int) -> tuple[Phrase, Phrase]:
    """A headline verb's subject and object; the object of a verb of records and leads, or one an ordinal
    opens, names no one ("KIPYEGON BREAKS MILE WORLD RECORD", "WINS FIRST GRAND SLAM")."""
    things = words[i].group().lower() in _THING_VERBS or (i + 1 < len(words) and words[i + 1].group() in _THING_OPENERS)
    subject = _phrase(words, range(i - 1, -1, -1))
    if subject is not None and subject[0] > 0 and words[subject[0] - 1].group() in _NOUN_OPENERS:
        return None, None  # "HOLD RANGERS TO GOALLESS DRAW": a result after "TO", the verb's word a noun
    return subject, None if things else _competition(words, range(i + 1, len(words)))


#: the words before a verb's word that make it a noun, and its "subject" an adjective ("TO GOALLESS DRAW",
#: "INTO HALF-TIME LEAD", "A NARROW WIN")
_NOUN_OPENERS = frozenset("TO INTO A AN".split())


#: headline verbs whose object is a thing: a record, a lead, a title
_THING_VERBS = frozenset("breaks sets claims keeps ends stays hits reaches".split())


def competition_names(text: str) -> list[Candidate]:
    """The competition a table headline names (``SCOTTISH PREMIER LEAGUE RESULTS``, ``LEADING SCORES AT
    THE IRISH OPEN``, ``RESULTS FROM THE MONTE CARLO MASTERS``): MISC, as news NER sets type events."""
    return [Candidate(start, end, "MISC", "cues")
            for _, start, end, _ in _headline_phrases(text, _TABLE_HEADS.__contains__, _around_table_word)]


#: a line in capitals without digits (group 1: one to five words) and the line under it (group 2)
_HEADING_AND_NEXT = re.compile(r"(?m)^[ \t]*([A-Z][A-Z '’&.\-]*[A-Z.])[ \t]*\n[ \t]*([^\n]+)")
#: the heads of a standings table's columns ("W L PCT GB"): a header row, not a competition
_COLUMN_HEADS = frozenset("W L T D P F A PCT GB GP PTS GF GA GD".split())
#: a stand-alone number of a score or a count, not a part of a decimal or a date
_ROW_NUMBER = re.compile(r"(?<![\w./:-])\d{1,3}(?![\w/:]|\.\d)")
_BRACKETED = re.compile(r"\([^()\n]*\)")
_LOWER_WORD = re.compile(r"\b[a-z]{3,}\b")
_MAX_HEADING_WORDS = 5


def table_heading_names(text: str) -> list[Candidate]:
    """The competition a results table's heading names, a line in capitals right above the table's first
    row ("PREMIER LEAGUE" / "Manchester City 2 ( Haaland 23 ) Arsenal 1", "LA LIGA", "SCOTTISH PREMIERSHIP"):
    MISC, as news NER sets type events, where a model reads the capitals as a person or a place. Not a
    country's name ("NORWAY" above its riders' times: the countries source types it a place), nor a
    headline with its verb or versus, nor a row without two scores or with words in lower case outside
    brackets (a note's next sentence)."""
    countries = _countries.lower_country_names("en")
    found = []
    for match in _HEADING_AND_NEXT.finditer(text):
        words, row = match.group(1).split(), match.group(2)
        plain_row = _BRACKETED.sub(" ", row)
        if (len(words) > _MAX_HEADING_WORDS or " - " in match.group(1) or match.group(1).lower() in countries
                or any(w in _COLUMN_HEADS for w in words)
                or any(w.lower() in CAPITALS_VERBS or w in _STOPS for w in words)
                or len(_ROW_NUMBER.findall(row)) < 2 or _LOWER_WORD.search(plain_row)
                or not any(c.isupper() for c in plain_row)):
            continue
        found.append(Candidate(match.start(1), match.end(1), "MISC", "cues"))
    return found


def headline_names(text: str) -> list[Candidate]:
    """Subjects and objects of the verbs of capitalised wire headlines (see the module)."""
    countries, common = _countries.lower_country_names("en"), _word_frequencies.common_words("en")
    found = []
    for surface, start, end, bare in _headline_phrases(text, CAPITALS_VERBS.__contains__, _around_verb):
        words = surface.split()
        if bare and all(word.lower() in common for word in words):
            continue  # "BANK OF ENGLAND HOLDS RATES": without a topic tag, a phrase of common words is no name
        if words[0].lower() in _ROLES:  # "MONACO SACK COACH", "HIRE MANAGER SOUTHGATE": the role names no one
            surface = surface[len(words[0]):].lstrip()
            start, words = end - len(surface), words[1:]
        if words and words[-1].lower() in _ROLES:
            continue  # "CELTIC SIGN DANISH STRIKER": a role, whoever holds it
        if words and surface.lower() not in countries:  # a country is the countries source's
            found.append(Candidate(start, end, "MISC" if CAPITALS_EVENT_WORDS & set(words) else "PERSON", "cues"))
    return found


#: the roles a headline's verb of hiring and firing takes before the person, or instead of one
_ROLES = TRAILING_ROLES | frozenset(OFFICES) | SPORTS_POSITIONS



#: a dateline: a place in capitals, maybe a comma and a region, then a date at the line's end
_DATELINE = re.compile(r"(?m)^([A-Z][A-Z'’.\-]+(?:[ \t]+[A-Z][A-Z'’.\-]+){0,3})"
                       r"(?:[ \t]*,[ \t]*([A-Z][\w'’.\-]+(?:[ \t]+[A-Z][\w'’.\-]+){0,2}))?"
                       r"[ \t]+\d{4}-\d{2}-\d{2}[ \t]*$")


def dateline_places(text: str) -> list[Candidate]:
    """The place (and region) of each wire dateline (see the module)."""
    shorthand, function_words = never_names("en")
    found: list[Candidate] = []
    for line in _DATELINE.finditer(text):
        first = line.group(1).split()[0].lower()
        if first in shorthand or first in function_words or not _is_name_word(line.group(1).split()[0]):
            continue  # "ADMITTED 2020-01-01" in a note, "TOTAL 2020-01-01": no place
        for group in (1, 2):
            if line.group(group):
                found.append(Candidate(line.start(group), line.end(group), "LOC", "cues"))
    return found



#: an agency's dateline opening a story: its place in title case (lower-case particles between its words),
#: a comma, a day and a month in either order, the agency in brackets ("Buenos Aires , 12 jun ( EFE ) .-",
#: "Rio de Janeiro, 12 mar (Lusa) -", "LONDON, March 3 (Reuters) -"), its region or country after the place
#: ("VEVEY , Switzerland , March 3 ( Reuters ) -"); or no date and a dash after the
#: agency ("Frankfurt ( dpa ) -")
_AGENCY_DATELINE = re.compile(
    r"(?m)^[ \t]*(?P<place>[^\W\d_][\w'’.\-]*(?:[ \t]+(?:[^\W\d_]{1,3}[ \t]+){0,2}[^\W\d_][\w'’.\-]*){0,4})"
    r"(?:[ \t]*,[ \t]*(?P<region>[^\W\d_][\w'’.\-]*(?:[ \t]+[^\W\d_][\w'’.\-]*){0,2}))?"
    r"(?:[ \t]*,[ \t]*(?P<date>\d{1,2}\.?[ \t]+(?:de[ \t]+)?(?P<month_after>[^\W\d_]+)\.?"
    r"|(?P<month_before>[^\W\d_]+)\.?[ \t]+\d{1,2}))?"
    r"[ \t]*\([ \t]*(?P<agency>[A-Za-z][\w\-]{1,15}(?:[ \t]*[/-][ \t]*[A-Za-z][\w\-]{1,15})?)[ \t]*\)"
    r"(?P<dash>[ \t]*\.?[-–—])?")


def agency_datelines(text: str, lang: str) -> list[Candidate]:
    """The place (LOC), date (DATETIME) and agency (ORG) of each agency dateline that opens a line
    (:data:`_AGENCY_DATELINE`), in any language: the place's words may be function words of the language
    ("Buenos Aires", "Las Palmas", "La Paz"), which no model keeps at a sentence's start. The month must
    be one of ``lang``'s or English, and without a date a dash must follow the agency; every word of the
    place must start with a capital, its particles aside."""
    found: list[Candidate] = []
    if "(" not in text:  # the agency is in brackets
        return found
    months = _languages.calendar_words(lang, lower=True) | _languages.calendar_words("en", lower=True)
    for line in _AGENCY_DATELINE.finditer(text):
        month = line.group("month_after") or line.group("month_before")
        dated = month.lower() in months if month else line.group("dash") is not None
        words = line.group("place").split()
        if not dated or not all(w[:1].isupper() or len(w) <= 3 for w in words) or not words[-1][:1].isupper():
            continue
        found.append(Candidate(line.start("place"), line.end("place"), "LOC", "cues"))
        region = line.group("region")
        if region and all(w[:1].isupper() for w in region.split()):
            found.append(Candidate(line.start("region"), line.end("region"), "LOC", "cues"))
        found.append(Candidate(line.start("agency"), line.end("agency"), "ORG", "cues"))
        if month:  # "Oct 23": the day the story was filed, which a model reads as a place
            found.append(Candidate(line.start("date"), line.end("date"), "DATETIME", "cues"))
    return found
