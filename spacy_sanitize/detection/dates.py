"""Dates and days written the way a language writes them: a source of ``pii_detector`` (DATETIME).

``3 de marzo de 1999``, ``3. März 1999``, ``3 maart 1999``, ``1er mars 1999``, ``marzo de 1999``,
``el viernes``: the English rules know none of them, and a model that has not seen them lets the date
run into the place before it. The month and weekday names come from Babel (CLDR) for the pipeline's
language, so every supported language is covered the same way; numeric dates (``03.03.1999``,
``3/3/99``, ``1999-03-03``) and four-digit years are language-neutral.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, doc_text
from .languages import SUPPORTED_LANGUAGES, language_profile, month_and_day_names

_NUMERIC = r"(?:\d{1,2}[./\-]\d{1,2}[./\-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})"
#: a year of the last two centuries and this one, as every supported language writes it ("1999", "2024")
YEAR = r"(?:1[89]\d\d|20\d\d)"
_DAY = r"(?:[0-3]?\d(?:\.|º|°|er|e)?)"


def date_pattern(lang: str) -> re.Pattern[str]:
    """One pattern for the dates and weekdays of ``lang`` (case-insensitive, whole words)."""
    months, days = month_and_day_names(lang)
    joiners = language_profile(lang).date_joiners
    month = "(?:" + "|".join(re.escape(m.rstrip(".")) + r"\.?" for m in months) + ")"
    weekday = "(?:" + "|".join(re.escape(d) for d in days) + ")"
    join = r"[ \t]+" + (r"(?:(?:" + "|".join(re.escape(j) for j in joiners) + r")[ \t]+)?" if joiners else "")
    day_month_year = rf"{_DAY}{join}{month}(?:,?{join}{YEAR})?"
    month_year = rf"{month}{join}{YEAR}"
    month_day_year = rf"{month}[ \t]+{_DAY}(?:,[ \t]+{YEAR})?"
    dated = rf"(?:{day_month_year}|{month_day_year}|{month_year}|{_NUMERIC})"
    full = rf"(?:{weekday},?[ \t]+(?:(?:den|le|el|il|o)[ \t]+)?{dated}|{dated}|{weekday}|{YEAR})"
    return re.compile(rf"(?i)(?<![\w/.\-]){full}(?![\w/\-]|\.\d)")


class LanguageDates:
    """The source: dates, weekdays and years of the pipeline's language (see the module)."""

    name = "dates"
    #: English dates are the ``rules`` source's (tuned on TAB); this source covers the other languages
    languages = tuple(lang for lang in SUPPORTED_LANGUAGES if lang != "en")

    def __init__(self, lang: str = "es") -> None:
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Build the pattern of ``lang`` (called by ``pii_detector`` with the pipeline's language)."""
        self.lang = lang
        self.pattern = date_pattern(lang)

    def __call__(self, doc: Doc) -> list[Candidate]:
        return [Candidate(m.start(), m.end(), "DATETIME", self.name) for m in self.pattern.finditer(doc_text(doc))]


@registry.misc("spacy_sanitize.LanguageDates.v1")
def make_language_dates(lang: str = "es") -> LanguageDates:
    """Dates in the words of a language; ``pii_detector`` sets the language from its pipeline."""
    return LanguageDates(lang)
