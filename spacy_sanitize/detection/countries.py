"""Country names: a source of ``pii_detector`` (LOC), from CLDR's territory names (Babel).

Where a person lives, was born or is a national of is a quasi-identifier (TAB marks 99% of the country
names in its judgments). A model trained on prose finds "Japan" in a sentence but not ``JAPAN`` in a
shouted headline, ``japan`` in a chat, or the last word of "United Arab Emirates" after a line break.
CLDR names every country and territory in every language, so the list is maintained upstream and
follows the pipeline's language (English names are always added: other-language text quotes them).

A name counts where it is written as one: title case or capitals anywhere, lower case only in a
document that does not write capitals at all (a chat, a lower-case note) and never when the lower-case
word is an ordinary one ("turkey", "chad", "jersey").
"""

from __future__ import annotations

from functools import cache

import spacy
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc
from spacy.util import filter_spans, registry

from .base import Candidate, LexiconSource, doc_text
from .cues import writes_capitals
from .evidence import ends_line
from .languages import SUPPORTED_LANGUAGES

#: short names that are also units after a number ("128 GB"), and in lower case only a unit ("32gb")
_ALSO_UNITS = frozenset({"gb"})
#: country names that are also everyday lower-case words or given names in English
_ORDINARY_WORDS = frozenset({"turkey", "chad", "jordan", "guinea", "china", "japan", "georgia", "jersey", "man",
                             "niger", "chile", "togo", "guernsey", "reunion", "martinique", "christmas island"}) | _ALSO_UNITS
#: countries CLDR files as subdivisions of a territory (the United Kingdom's), named as countries in news
#: and sport
_CONSTITUENT_COUNTRIES = ("England", "Scotland", "Wales", "Northern Ireland")
#: the short names English news writes for two countries, which CLDR does not list ("Britain unless stated")
_SHORT_NAMES = ("Britain", "Great Britain", "U.S.", "U.K.", "U.S.A.", "UK", "USA", "GB")
#: territory codes whose CLDR name is not a place a text would name (``ZZ`` "Unknown Region", ``EU``...)
_SKIPPED_CODES = frozenset({"ZZ", "QO", "EU", "EZ", "UN", "XA", "XB"})


@cache
def country_names(lang: str) -> tuple[str, ...]:
    """CLDR's names of countries and territories in ``lang`` and English, longest first; region names
    (three-digit codes: "Europe", "Western Africa") are left out, and ``&`` is also written ``and``."""
    from babel import Locale

    names: set[str] = set(_CONSTITUENT_COUNTRIES) | set(_SHORT_NAMES)
    for code in {lang, "en"}:
        for territory, name in Locale.parse(code).territories.items():
            if territory.isdigit() or territory in _SKIPPED_CODES:
                continue
            names.add(name)
            if "&" in name:
                names.add(name.replace("&", "and"))
    return tuple(sorted(names, key=len, reverse=True))


@cache
def lower_country_names(lang: str) -> frozenset[str]:
    """:func:`country_names`, lower case."""
    return frozenset(name.lower() for name in country_names(lang))


@cache
def _name_forms(lang: str) -> frozenset[str]:
    """:func:`country_names` as written, for the test of case (built once, not per document)."""
    return frozenset(country_names(lang))


class _Matchers:
    """One ``PhraseMatcher`` on lower-case token text per vocabulary and language: hash lookups per token,
    where a regular expression of 300 alternatives would try each at every position."""

    def __init__(self) -> None:
        self.cache: dict[tuple[int, str], PhraseMatcher] = {}

    def get(self, doc: Doc, lang: str) -> PhraseMatcher:
        key = (id(doc.vocab), lang)
        if key not in self.cache:
            matcher = PhraseMatcher(doc.vocab, attr="LOWER")
            tokenizer = spacy.blank(lang).tokenizer
            matcher.add("LOC", [tokenizer(name) for name in country_names(lang)])
            self.cache[key] = matcher
        return self.cache[key]


_MATCHERS = _Matchers()


def _written_as_name(found: str, name_forms: frozenset[str], lower_allowed: bool) -> bool:
    if found.isupper() or found in name_forms:
        return True
    return lower_allowed and found.islower() and found not in _ORDINARY_WORDS


#: the column heads of a standings table, beside which "GB" is the games behind
_STANDINGS_HEADS = frozenset({"W", "L", "PCT", "T", "GP", "PTS"})


def _is_unit_or_column(doc: Doc, i: int) -> bool:
    """``doc[i]`` follows a number (a unit) or stands in a standings table's header line (looked for among
    the 12 tokens each side, so that a megabyte line is not read once per "GB")."""
    if i > 0 and doc[i - 1].like_num:
        return True
    line_start, line_end = i, i + 1
    while line_start > max(0, i - 12) and not ends_line(doc[line_start - 1]):
        line_start -= 1
    while line_end < min(len(doc), i + 12) and not ends_line(doc[line_end - 1]):
        line_end += 1
    return any(t.text in _STANDINGS_HEADS for t in doc[line_start:line_end])


class CountryNames(LexiconSource):
    """The source: country and territory names written as names."""

    name = "countries"
    languages = SUPPORTED_LANGUAGES

    def __call__(self, doc: Doc) -> list[Candidate]:
        forms = _name_forms(self.lang)
        lower_allowed = not writes_capitals(doc_text(doc))
        found = []
        for span in filter_spans(_MATCHERS.get(doc, self.lang)(doc, as_spans=True)):  # the longest name
            if span.text.lower() in _ALSO_UNITS and _is_unit_or_column(doc, span.start):
                continue  # "a 128 GB phone", "W L PCT GB": a unit, a standings table's games behind
            if _written_as_name(span.text, forms, lower_allowed):
                found.append(Candidate(span.start_char, span.end_char, "LOC", self.name))
        return found


@registry.misc("spacy_sanitize.CountryNames.v1")
def make_country_names() -> CountryNames:
    """Country and territory names of CLDR in the pipeline's language and English (see the module)."""
    return CountryNames()
