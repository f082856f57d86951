"""Rule-based generalisation of dates in standard formats (INTACT, section 5.2).

A date whose format a rule recognises needs no LLM: its generalisations are
truthful by construction and cost nothing. The ladder starts one level above
the original's granularity, so a day+month+year date starts at month+year and
a month+year date at season+year:

- day month year: month year, season year, year, part of decade, decade
- month year:     season year, year, part of decade, decade, part of century
- year:           part of decade, decade, part of century, century
- day month:      part of month, month, season

The same parser lets the attack matcher compare a guessed date with the
original whatever the two formats are.
"""
import re
from dataclasses import dataclass
from datetime import datetime

DAY_MONTH_YEAR = "day_month_year"
MONTH_YEAR = "month_year"
YEAR = "year"
DAY_MONTH = "day_month"

_FORMATS = {
    DAY_MONTH_YEAR: (
        "%d %B %Y", "%d %b %Y", "%B %d %Y", "%b %d %Y", "%d %B, %Y", "%B %d, %Y", "%b %d, %Y",
        "%d.%m.%Y", "%d/%m/%Y", "%d-%m-%Y", "%Y-%m-%d", "%d.%m.%y", "%d/%m/%y",
    ),
    MONTH_YEAR: ("%B %Y", "%b %Y", "%m/%Y", "%m.%Y", "%Y-%m", "%B, %Y"),
    YEAR: ("%Y",),
    DAY_MONTH: ("%d %B", "%d %b", "%B %d", "%b %d"),
}
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)
_FILLER = re.compile(r"^(?:on|in|of|the|dated)\s+|\s+of\b", re.IGNORECASE)
_SEASONS = ("winter", "spring", "summer", "autumn")


@dataclass(frozen=True)
class ParsedDate:
    value: datetime
    granularity: str


def _normalise(text: str) -> str:
    text = _ORDINAL.sub(r"\1", text.strip().rstrip("."))
    previous = None
    while previous != text:
        previous = text
        text = _FILLER.sub(lambda m: "" if m.group(0).strip().lower() != "of" or m.start() == 0 else "", text).strip()
    text = re.sub(r"\s*,\s*", ", ", text)
    text = re.sub(r"(\d)\.\s+", r"\1 ", text)  # "3. August 2003"
    return re.sub(r"\s+", " ", text)


def parse_date(text: str) -> ParsedDate | None:
    """The date in ``text`` and how precise it is, when ``text`` is a date in a standard format."""
    normalised = _normalise(text)
    if not normalised or len(normalised) > 40:
        return None
    for granularity, formats in _FORMATS.items():
        for fmt in formats:
            try:
                value = datetime.strptime(normalised, fmt)
            except ValueError:
                continue
            if granularity in (YEAR, MONTH_YEAR, DAY_MONTH_YEAR) and not 1000 <= value.year <= 2999:
                continue
            return ParsedDate(value, granularity)
    return None


def _ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _season(month: int) -> str:
    return _SEASONS[month % 12 // 3]


def _part_of_decade(year: int) -> str:
    decade = year - year % 10
    part = ("early", "early", "early", "early", "mid", "mid", "mid", "late", "late", "late")[year % 10]
    return f"the {part} {decade}s" if part != "mid" else f"the mid-{decade}s"


def _century(year: int) -> int:
    return (year - 1) // 100 + 1


def _part_of_century(year: int) -> str:
    within = (year - 1) % 100
    part = ("early", "mid", "late")[min(within // 34, 2)]
    return f"the {part} {_ordinal(_century(year))} century"


def date_ladder(text: str) -> list[str] | None:
    """Truthful generalisations of the date in ``text``, most specific first; None if not a standard date."""
    parsed = parse_date(text)
    if parsed is None:
        return None
    value, granularity = parsed.value, parsed.granularity
    year = value.year
    month = value.strftime("%B")
    season_year = f"{_season(value.month)} {year}"
    if granularity == DAY_MONTH_YEAR:
        return [f"{month} {year}", season_year, str(year), _part_of_decade(year), f"the {year - year % 10}s"]
    if granularity == MONTH_YEAR:
        return [season_year, str(year), _part_of_decade(year), f"the {year - year % 10}s", _part_of_century(year)]
    if granularity == YEAR:
        return [_part_of_decade(year), f"the {year - year % 10}s", _part_of_century(year),
                f"the {_ordinal(_century(year))} century"]
    part = ("early", "mid", "late", "late")[value.day // 10]
    return [f"{part} {month}", month, _season(value.month)]
