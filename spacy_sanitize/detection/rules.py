"""Regular-expression rules: the high-precision source of ``pii_detector``.

Patterns catch what has a rigid surface form in ECHR judgments and what a span
model learns slowly from few examples: application and file numbers, dates,
times and durations, amounts of money and measures, contact details, ages.

Span boundaries follow the TAB annotation, as checked against the gold
mentions of the dev split (never the test split):

* CODE: an application number is the number alone, without ``no.``;
  ``nos. 1234/05 and 5678/06`` gives two spans.
* DATETIME: prepositions (``on``, ``in``, ``at``, ``from`` before a single
  date) stay outside; days that share a month are one span (``1 and 2 May
  2003``), day-month pairs each with their own month are separate spans, as
  the guidelines ask (``16 June`` / ``30 July 1986``); ``between X and Y`` is
  one span including ``between`` when X and Y are both complete (full dates,
  years, clock times), which is how TAB's annotator marked most of them; a
  date and a clock time are separate spans; ``later``/``earlier`` after a
  duration is inside; a possessive apostrophe (``five years' imprisonment``)
  is outside, as in most TAB mentions.
* QUANTITY: the currency (code, word or symbol) and a bracketed currency code
  are inside; an ``(approximately EUR 950)`` conversion right after an amount
  is inside the same span.
* DEM: ages (``aged 21``, ``three years old``, ``seven-year-old``); a bare
  ``age of 60`` is left to the model, as TAB marks it DATETIME or DEM by
  context.

Each rule group is compiled once into one alternation, so a document is
scanned once per group. Context that must not be part of a span (``no.``,
``in``) is expressed with fixed-width look-behinds, so the whole match is
always the span. Each alternative starts with a literal or a character
class, or sits behind a one-character look-ahead guard, so that the regex
engine rejects most positions at the first character: this is what keeps all
groups together at a few milliseconds per judgment.
"""

import bisect
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from re import Pattern

import spacy
from spacy.tokens import Doc

from .base import Candidate, doc_text
from .dates import YEAR


def _words(*words: str, either_case: bool = True) -> str:
    """An alternation of ``words`` grouped by first letter (of either case).

    ``[Tt](?:wenty|hree|wo)`` rather than ``(?i:twenty|three|two)``: inline
    ``(?i:...)`` and a flat list of words both defeat the regex engine's
    first-character fast path, which made the number words the slowest part
    of every group. Longer words come first so that "seventeen" is not read
    as "seven".
    """
    by_letter: dict[str, list[str]] = {}
    for word in words:
        by_letter.setdefault(word[0].lower() if either_case else word[0], []).append(word[1:])
    parts = []
    for letter, rests in by_letter.items():
        rests = sorted(set(rests), key=lambda r: (-len(r), r))
        first = f"[{letter.upper()}{letter}]" if either_case else letter
        parts.append(f"{first}(?:{'|'.join(rests)})")
    return "(?:" + "|".join(parts) + ")"


def _alt(*branches: str) -> str:
    return "(?:" + "|".join(branches) + ")"


# ---------------------------------------------------------------------------
# Shared building blocks.
# ---------------------------------------------------------------------------

_MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
)
# A note's or a post's abbreviations ("14 Nov", "Wed 20th Nov"), after the full names, which win
_MONTH_ABBREVIATIONS = r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?(?![\w])"
_MONTH = _alt(*_MONTH_NAMES, _MONTH_ABBREVIATIONS)
_WEEKDAY = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
# read as a day only before a date: "Sun", "Sat", "Wed" are words too
_WEEKDAY_ABBREVIATION = r"(?:Mon|Tues|Tue|Wed|Thurs|Thur|Thu|Fri|Sat|Sun)\.?(?![\w])"
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?!\d)"
_YEAR = rf"{YEAR}(?![\d])"
_DASH = r"[-\u2010\u2011\u2012\u2013\u2014]"

_DIGIT_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEEN_WORDS = (
    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
    "seventeen", "eighteen", "nineteen",
)
_TENS_WORDS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
# "twenty-two", "twenty two", "forty- eight" (a line-break artefact in TAB).
# Longer words first: "seventeen" before "seven", "eighteen" before "eight".
_NUM_WORD = _alt(
    _words(*_TENS_WORDS) + rf"(?:(?:{_DASH}\s?|\s){_words(*_DIGIT_WORDS)}\b)?",
    _words(*_TEEN_WORDS, *_DIGIT_WORDS, "hundred", "thousand") + r"\b",
)
_NUM_WORD_INITIALS = "EeFfHhNnOoSsTt"
_NUM_DIGITS = r"\d+(?:[.,]\d+)?"
_NUM = _alt(_NUM_DIGITS, _NUM_WORD)
# A number not glued to a preceding number, word or decimal separator.
_FREE = r"(?<![\w.,/])"

# ---------------------------------------------------------------------------
# DATETIME: dates, clock times, years, decades, ranges.
# ---------------------------------------------------------------------------

# "21 March", "1 and 2 May", "7, 8 and 9 May", "26-28 January", "10 and 12 of March".
# Lists are bounded ({0,12}): an unbounded list makes a long run of "12, 12,
# ..." cost quadratic time, as every start re-reads the run to its end.
_DAYS = (
    rf"{_DAY}(?:(?:,\s{_DAY}){{0,12}},?\s(?:and|or)\s{_DAY}|\s?{_DASH}\s?{_DAY})?"
)
_DAYS_MONTH = rf"{_DAYS}\s(?:of\s)?{_MONTH}"
_DAYS_MONTH_YEAR = rf"{_DAYS_MONTH},?\s{_YEAR}"
# "March 2005", "March and June 1994", "April-June 1993".
_MONTHS_YEAR = rf"{_MONTH}(?:\s(?:and|or|to)\s{_MONTH}|\s?{_DASH}\s?{_MONTH})?,?\s{_YEAR}"
_MONTH_DAY_YEAR = rf"{_MONTH}\s{_DAY},\s{_YEAR}"
# "21.03.2005", "21/03/2005", "2005-03-21" (no capturing groups: patterns are combined).
_NUMERIC_DATE = (
    r"(?:[12]\d|3[01]|0?[1-9])(?:\.(?:1[0-2]|0?[1-9])\.|/(?:1[0-2]|0?[1-9])/)"
    r"(?:1[89]\d\d|20\d\d)(?![\d.]\d)"
    r"|(?:1[89]\d\d|20\d\d)-(?:1[0-2]|0[1-9])-(?:[12]\d|3[01]|0[1-9])(?!\d)"
)
_CLOCK = (
    r"(?:[01]?\d|2[0-3])(?:[.:][0-5]\d)?\s?(?:a\.m\.?|p\.m\.?|am\b|pm\b|o'clock)"
)
# A bare "14:30" is a time only after "at"; "1:18" is a Swedish property name.
_CLOCK_24 = r"(?<=\bat )(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\shours)?\b(?![.:]\d)"
_TIME = _alt(_CLOCK, _CLOCK_24)
# "1984 to 1991", "1963-64", "2002-2007", "1995/6" (a tax year; see _valid_date).
_YEAR_RANGE = (
    rf"{_YEAR}(?:\s?{_DASH}\s?(?:{_YEAR}|\d\d(?!\d))|/\d{{1,2}}(?![\d/])|\sto\s{_YEAR})"
)
_DECADE = r"(?:1[89]|20)\d0s\b"
_SEASON = _alt(
    "spring", "summer", "autumn", "winter", "beginning", "middle", "end",
    r"first\shalf", r"second\shalf",
)
# Years after a word that makes them a point or span of time. Other bare
# years are mostly parts of legal citations ("the 1972 Act", "Act 1972"),
# which TAB's guidelines exclude.
_YEAR_CUES = (
    "in", "In", "since", "Since", "until", "Until", "from", "From", "during", "During",
    "throughout", "by", "before", "after", "early", "late", "and", "or",
)
_YEAR_CUE = _alt(*[rf"(?<=\b{cue} )" for cue in _YEAR_CUES], r"(?<=\d{4}, )")
# The two ends of "between X and Y" must each be complete for one span.
_COMPLETE = _alt(_DAYS_MONTH_YEAR, _MONTHS_YEAR, _YEAR, _TIME)

# The numeric date before the year range: "1996-09-12" is a day, not the years "1996-09" and a rest.
_DATE_DIGIT_LED = _alt(
    rf"{_DAYS_MONTH}(?:,?\s{_YEAR})?",
    _NUMERIC_DATE,
    _YEAR_RANGE,
    _TIME,
    _DECADE,
    rf"{_YEAR_CUE}{_YEAR}(?![./:]\d)",
)
_DATE_WORD_LED = _alt(
    rf"[Bb]etween\s{_COMPLETE}\sand\s{_COMPLETE}",
    rf"[Ff]rom\s(?:{_YEAR}\sto\s{_YEAR}|{_MONTH}\sto\s{_MONTHS_YEAR})",
    rf"{_WEEKDAY}(?:,?\s{_DAYS_MONTH}(?:,?\s{_YEAR})?|\s(?:morning|afternoon|evening|night))",
    rf"{_WEEKDAY_ABBREVIATION},?\s(?:{_DAYS_MONTH}|{_MONTH}\s{_DAY})(?:,?\s{_YEAR})?",
    _MONTH_DAY_YEAR,
    _MONTHS_YEAR,
    rf"{_SEASON}\sof\s(?:the\s{_DECADE}|{_MONTHS_YEAR}|{_YEAR})",
    rf"(?:early|late|mid){_DASH}?\s?(?:{_DECADE}|{_YEAR})",
    rf"[Yy]ears?\s{_YEAR_RANGE}(?:\sand\s{_YEAR_RANGE})?",
    rf"(?:approximately|about|around)\s{_TIME}",
)
_DATE_PATTERN = rf"\b(?:(?=\d){_DATE_DIGIT_LED}|(?=[A-Za-z]){_DATE_WORD_LED})"


def _valid_date(text: str) -> bool:
    """Reject "2034/07" as a tax year: "1995/6", "1987/88" name consecutive years.

    Anything else of that shape is an application number, left to CODE.
    """
    m = re.fullmatch(r"(\d{4})/(\d{1,2})", text)
    if m is None:
        return True
    following = int(m.group(1)) + 1
    return int(m.group(2)) == following % (10 ** len(m.group(2)))


# ---------------------------------------------------------------------------
# DATETIME: durations.
# ---------------------------------------------------------------------------

_TIME_UNIT = r"(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?)\b"
_ONE_DURATION = (
    rf"{_NUM}(?:\s?{_DASH}\s?{_NUM_DIGITS})?(?:\sand\sa\shalf)?(?:\s|{_DASH}){_TIME_UNIT}"
)
_DURATION_PATTERN = (
    rf"\b(?=[\dMmAaLl{_NUM_WORD_INITIALS}])"
    rf"(?:(?:[Mm]ore\sthan|[Aa]bout|[Aa]pproximately|[Ll]ess\sthan)\s)?"
    rf"{_FREE}{_ONE_DURATION}"
    rf"(?:(?:,\s|,?\sand\s){_ONE_DURATION})*"
    # Not an age ("35 years old", "a 7-year-old", "16 years of age"), which is DEM.
    rf"(?!\sold\b|{_DASH}old\b|\sof\sage\b)"
    # Not the Convention's generic time-limit ("within the three-month period
    # laid down by Article 26"), a legal reference TAB's guidelines exclude.
    rf"(?!\speriod\slaid\sdown|\stime{_DASH}limit)"
    rf"(?:\s(?:later|earlier)\b)?"
)

# ---------------------------------------------------------------------------
# QUANTITY: money and measures.
# ---------------------------------------------------------------------------

_CURRENCY_CODE = _words(
    "EUR", "USD", "GBP", "TRL", "TRY", "YTL", "SEK", "DKK", "NOK", "ISK", "PLN", "CHF", "RUB",
    "RUR", "UAH", "HRK", "BGN", "CZK", "SKK", "HUF", "RON", "ROL", "MDL", "GEL", "AMD", "AZN",
    "LTL", "LVL", "EEK", "SIT", "MKD", "BAM", "RSD", "CSD", "FRF", "DEM", "ITL", "ESP", "PTE",
    "GRD", "BEF", "NLG", "ATS", "FIM", "IEP", "LUF", "CYP", "MTL",
    either_case=False,
) + r"(?![A-Za-z])"
_CURRENCY_WORD = _alt(
    r"euros?",
    r"(?:US\s|American\s)?[Dd]ollars",
    r"pounds\ssterling",
    r"pounds",
    r"(?:[Nn]ew\s)?(?:Turkish\s)?[Ll]ira[s]?",
    r"lire",
    r"(?:Swedish|Danish|Norwegian|Icelandic)\s(?:[Kk]ronor|[Kk]roner|[Kk]rona|[Kk]rone|[Cc]rowns)",
    r"(?:Swiss|French|Belgian)\s[Ff]rancs",
    r"francs",
    r"(?:Polish\s)?(?:zlotys|zloty|złoty)",
    r"(?:Russian\s)?(?:roubles|rubles)",
    r"(?:Ukrainian\s)?hryvnias",
    r"(?:Czech\s)?korunas",
    r"(?:Hungarian\s)?forints",
    r"(?:Croatian\s)?kunas",
    r"(?:Bulgarian\s)?levs",
    r"(?:Deutsche|German)\s[Mm]arks",
    r"(?:Greek\s)?drachmas",
    r"(?:Portuguese\s)?escudos",
    r"(?:Spanish\s)?pesetas",
    r"(?:Austrian\s)?schillings",
) + r"\b"
# Thousands separated by commas, dots or no-break spaces; a plain space is not
# a separator ("in 2005 300 euros" is two numbers).
_AMOUNT = (
    r"(?:\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)"
    r"(?:\s(?:million|billion|thousand)\b)?"
)
_CODE_IN_BRACKETS = rf"\s?\([\u201c\"]?{_CURRENCY_CODE}[\u201d\"]?\)"
_SINGLE_MONEY = _alt(
    rf"(?:{_AMOUNT}|{_NUM_WORD})\s{_CURRENCY_WORD}(?:{_CODE_IN_BRACKETS})?",
    rf"{_CURRENCY_CODE}\s?{_AMOUNT}(?![\d/])",
    rf"(?:IR|US)?[\u00a3\u20ac$]\s?{_AMOUNT}(?![\d/])",
    rf"{_AMOUNT}\s?{_CURRENCY_CODE}",
)
# "SEK 9,128 (approximately EUR 950)" and
# "250,000 Swedish kronor (SEK; approximately 27,000 euros)" are one TAB span.
_CONVERSION = (
    rf"\s\((?:{_CURRENCY_CODE};\s)?(?:approximately|about|around|some)\s{_SINGLE_MONEY}\)"
)
_MONEY_PATTERN = (
    rf"(?:\b(?=[\dA-Z{_NUM_WORD_INITIALS}])|(?=[\u00a3\u20ac$]))"
    rf"{_FREE}{_SINGLE_MONEY}(?:{_CONVERSION})?"
)

_MEASURE_UNIT = _alt(
    r"%", r"per\scent\b", r"percent\b", r"km/h\b", r"mph\b", r"miles\sper\shour(?:\s\(mph\))?",
    r"square\smet(?:re|er)s\b", r"sq\.\s?m\b", r"hectares?\b", r"ha\b",
    r"kilomet(?:re|er)s?\b", r"km\b", r"miles?\b", r"met(?:re|er)s?\b", r"m\b",
    r"centimet(?:re|er)s?\b", r"cm\b", r"millimet(?:re|er)s?\b", r"mm\b",
    r"kilo(?:gram)?s?\b", r"kg\b", r"grams?\b", r"g\b", r"tonnes?\b", r"tons?\b",
    r"lit(?:re|er)s?\b", r"ml\b",
)
_MEASURE_NUM = _alt(_NUM_DIGITS, _NUM_WORD)
_MEASURE_PATTERN = (
    rf"\b(?=[\d{_NUM_WORD_INITIALS}]){_FREE}{_MEASURE_NUM}"
    rf"(?:\s?(?:x|by|{_DASH})\s?{_MEASURE_NUM})?\s?{_MEASURE_UNIT}"
)

# ---------------------------------------------------------------------------
# CODE: application numbers, file numbers, other reference codes.
# ---------------------------------------------------------------------------

# A blood pressure is written as an application number is ("BP 120/80", "BP 110-130/60'S"): not after the
# words that name one.
_NOT_BLOOD_PRESSURE = "".join(
    rf"(?<!{cue})" for cue in ("BP ", "bp ", "Bp ", "BP: ", "bp: ", "BP:", "B/P ", "pressure ", "pressure of ",
                               "BP of ", "bp of ", "BP was ", "bp was ", "BP is ", "bp is ")
)
# ECHR application numbers: 2-5 digits, a slash, a two-digit year ("36110/97").
_APPLICATION_NO = _NOT_BLOOD_PRESSURE + r"(?<![\w/.,\-])\d{2,5}/\d{2}(?![\w/]|[.,]\d)"
# "nos. 14553-14554/89": the first number of such a range is its own CODE span.
_RANGE_START = _NOT_BLOOD_PRESSURE + r"(?<![\w/.,\-])\d{3,5}(?=\s?[-\u2013]\s?\d{3,5}/\d{2}\b)"
_NO_CUES = (
    "no. ", "nos. ", "No. ", "Nos. ", "number ", "numbers ", "no ", "No ", "ref. ",
    "reference ", "file ", "case ",
    # Turkish court file numbers: "E. 1996/123, K. 1997/45" (docket and decision).
    "E. ", "K. ",
)
_NO_CUE = _alt(*[rf"(?<=\b{re.escape(c)})" for c in _NO_CUES])
# A token with a digit and at least one separator: "2004/352", "2-K-123/2001", "K-1234".
_REF_TOKEN = r"(?=[\w./:\-]*\d)[A-Z0-9]\w*(?:[/:.\-]\w+)+"
# "Series A no. 247-A" is a citation of the Court's reports, not an identifier.
_NOT_SERIES = r"(?<!Series A no\. )(?<!Series B no\. )"
# The next item of a list of codes: "file nos. 2004/351 and 2004/352".
_LIST_NEXT = (
    r"(?:(?<=\d, )|(?<=\d and )|(?<=\d, and ))\d+/\d+(?![\w/])"
    r"|(?<=\d[-\u2013])(?<!BP \d\d-)(?<!BP \d\d\d-)(?<!bp \d\d-)(?<!bp \d\d\d-)\d{3,5}/\d{2}(?![\w/])"
)
# A vehicle's plate after a word that names it: "HH61 AZH", "470-VLT-90", "HYP5945" (holding a digit).
_REGISTRATION = (
    r"(?:(?<=registration number )|(?<=registration mark )|(?<=registration plate )"
    r"|(?<=licence plate )|(?<=license plate )|(?<=number plate )|(?<=with plate )|(?<=plate number )"
    r"|(?<=plates )|(?<=plate no\. ))(?=[A-Z-]*\d)[A-Z0-9]{1,4}(?:[\s-]?[A-Z0-9]{1,4}){1,2}\b"
)
# Every alternative holds a digit in its first run of word characters, dots, slashes, colons and dashes: the
# second lookahead lets the engine pass the other words at once.
_CASE_NUMBER_PATTERN = r"\b(?=[A-Z0-9])(?=[\w./:\-]*\d)" + _alt(
    _APPLICATION_NO,
    _RANGE_START,
    _LIST_NEXT,
    _REGISTRATION,
    _NO_CUE + _NOT_SERIES + _REF_TOKEN,
)

# ---------------------------------------------------------------------------
# CODE: contact details.
# ---------------------------------------------------------------------------

# Parts are bounded by their RFC 5321 / 1035 limits, which also keeps a long
# run of "a.b-c" (no "@" anywhere) linear instead of quadratic.
#: shared with the validated source, which types what these find
EMAIL_PATTERN = r"\b[\w.+\-]{1,64}@[\w\-]{1,63}(?:\.[\w\-]{1,63}){0,8}\.[A-Za-z]{2,24}\b"
# Trailing sentence punctuation and closing brackets are not part of a URL.
URL_PATTERN = r"\b(?:https?://|www\.)[^\s<>\"\u201c\u201d]*[^\s<>\"\u201c\u201d.,;:!?)\]']"
IBAN_PATTERN = r"\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b"
_PHONE = (
    r"(?<![\w+])\+\d{1,3}[\s.\-]?(?:\(0\)\s?)?\d{1,4}(?:[\s.\-]?\d{2,4}){2,4}\b"
    r"|(?:(?<=\btel\. )|(?<=\bTel\. )|(?<=\btelephone )|(?<=\bTelephone )|(?<=\bphone )"
    r"|(?<=\bfax )|(?<=\bFax ))\(?\d{2,5}\)?(?:[\s.\-]?\d{2,4}){1,4}\b"
)
_PHONE_GUARD = r"(?=[\d(+])"
_CONTACT_PATTERN = rf"(?:\b(?=\w)|(?=[+(])){_alt(EMAIL_PATTERN, URL_PATTERN, IBAN_PATTERN, _PHONE_GUARD + _PHONE)}"

# ---------------------------------------------------------------------------
# DEM: ages.
# ---------------------------------------------------------------------------

_AGE_NUM = _alt(r"\d{1,3}(?!\d)", _NUM_WORD)
_AGE_PATTERN = r"\b" + _alt(
    rf"aged\s{_AGE_NUM}\b",
    rf"(?=[\d{_NUM_WORD_INITIALS}]){_FREE}{_AGE_NUM}"
    + _alt(
        rf"(?:\s(?:and|or)\s{_AGE_NUM})?\s(?:years?|months?)\sold\b",
        rf"{_DASH}(?:year|month){_DASH}old\b",
        r"\syears\sof\sage\b",
    ),
)


def _accept_all(text: str) -> bool:
    return True


@dataclass(frozen=True)
class RuleGroup:
    """A named set of patterns that all yield one TAB entity type.

    ``accept`` vets a match's text where a regular expression cannot (e.g.
    arithmetic on a tax year); it defaults to accepting everything.
    """

    name: str
    label: str
    pattern: Pattern[str]
    accept: Callable[[str], bool] = _accept_all
    description: str = ""


@dataclass(frozen=True)
class RuleMatch:
    """One match with the group that produced it (for diagnostics and ties)."""

    start: int
    end: int
    label: str
    group: str
    rank: int


_GROUP_SPECS: tuple[tuple[str, str, str, Callable[[str], bool], str], ...] = (
    ("age", "DEM", _AGE_PATTERN, _accept_all,
     "ages: 'aged 35', '35-year-old', 'three years old'"),
    ("date", "DATETIME", _DATE_PATTERN, _valid_date,
     "dates, clock times, years after a temporal word, decades, ranges"),
    ("duration", "DATETIME", _DURATION_PATTERN, _accept_all,
     "durations: 'three years', '18 months', 'two days later'"),
    ("money", "QUANTITY", _MONEY_PATTERN, _accept_all,
     "amounts with a currency code, word or symbol"),
    ("measure", "QUANTITY", _MEASURE_PATTERN, _accept_all,
     "percentages, distances, areas, weights, speeds"),
    ("case_number", "CODE", _CASE_NUMBER_PATTERN, _accept_all,
     "application numbers, file and case numbers, registration plates"),
    ("contact", "CODE", _CONTACT_PATTERN, _accept_all,
     "e-mail addresses, URLs, IBANs, phone numbers"),
)
"""Groups in priority order: on an overlap of equal length the earlier wins.

URLs are CODE, not MISC: TAB defines CODE as "numbers and codes that identify
something" and lists phone numbers beside passport numbers; a URL, like an
e-mail address, is an address that identifies a resource or a person's
account, and masks the same way. MISC is TAB's residual type for things that
*describe* an individual (products, events, named laws), which a URL does not.
"""

GROUP_NAMES: tuple[str, ...] = tuple(spec[0] for spec in _GROUP_SPECS)

_COMPILED: dict[str, RuleGroup] = {}


def rule_groups(names: Iterable[str] | None = None) -> list[RuleGroup]:
    """The compiled groups named in ``names`` (all when None), in priority order.

    Compiled patterns are cached at module level, so building many
    ``RegexRules`` (one per pipeline, one per process) compiles each once.
    """
    wanted = list(GROUP_NAMES) if names is None else list(names)
    unknown = sorted(set(wanted) - set(GROUP_NAMES))
    if unknown:
        raise ValueError(
            f"Unknown rule group(s) {unknown}; available: {', '.join(GROUP_NAMES)}"
        )
    groups = []
    for name, label, pattern, accept, description in _GROUP_SPECS:
        if name in wanted:
            if name not in _COMPILED:
                _COMPILED[name] = RuleGroup(name, label, re.compile(pattern), accept, description)
            groups.append(_COMPILED[name])
    return groups


def _resolve(matches: Sequence[RuleMatch]) -> list[RuleMatch]:
    """A non-overlapping subset: longer spans first, then group priority.

    Groups overlap where one reading contains another ("35 years old" holds
    the duration "35 years"); the longer span is the more specific reading.
    Kept spans are held sorted, so each test is a bisection, not a scan: a
    long document with thousands of matches stays linear-logarithmic.
    """
    starts: list[int] = []
    chosen: list[RuleMatch] = []
    for m in sorted(matches, key=lambda m: (m.start - m.end, m.rank, m.start)):
        i = bisect.bisect_right(starts, m.start)
        if i > 0 and chosen[i - 1].end > m.start:
            continue
        if i < len(chosen) and chosen[i].start < m.end:
            continue
        starts.insert(i, m.start)
        chosen.insert(i, m)
    return chosen


class RegexRules:
    """``SpanSource`` of hand-written patterns over ``doc.text``.

    Why rules next to a trained model: these forms are rigid, frequent and
    almost always annotated in TAB, so rules reach near-perfect precision at
    no training cost and keep working when no model is installed.
    """

    name = "rules"
    #: the patterns are English (month names, "aged 21", court citations): other languages use ``dates``
    languages = ("en",)

    def __init__(self, categories: Iterable[str] | None = None) -> None:
        self.groups: list[RuleGroup] = rule_groups(categories)
        self.categories: list[str] = [g.name for g in self.groups]

    def matches(self, text: str) -> list[RuleMatch]:
        """All non-overlapping rule matches in ``text``, sorted by offset."""
        found: list[RuleMatch] = []
        for rank, group in enumerate(self.groups):
            for m in group.pattern.finditer(text):
                if m.end() > m.start() and group.accept(m.group()):
                    found.append(RuleMatch(m.start(), m.end(), group.label, group.name, rank))
        return _resolve(found)

    def __call__(self, doc: Doc) -> list[Candidate]:
        return [Candidate(m.start, m.end, m.label, self.name) for m in self.matches(doc_text(doc))]


@spacy.util.registry.misc("spacy_sanitize.RegexRules.v1")
def make_regex_rules(categories: list[str] | None = None) -> RegexRules:
    """Build the rule source; ``categories`` picks groups from ``GROUP_NAMES``."""
    return RegexRules(categories)
