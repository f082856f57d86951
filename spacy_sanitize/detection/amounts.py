"""A currency after an amount is no person: ``19 Millionen Mark``, ``500 Rand``, ``3.000 Franco``.

A currency unit may be spelled as a given name (``Mark``, ``Franco``, ``Lev``), and the German source of
capitalised words, which reads every capitalised noun that is a given name as a person, meets it in every
story about money written before the euro. After a number ("19 Mark"), or a number and a word of scale
("19 Millionen Mark"), it is the unit. The units are the words that Babel's CLDR data uses in two
currency names or more in the language (``Deutsche Mark``, ``Finnische Mark``), not the places that one
name holds (``Bahamas-Dollar``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc

from .evidence import PLACES_AND_PEOPLE
from .overlap import TokenCandidate

_WORD = re.compile(r"[^\W\d_]{2,}")


@cache
def currency_units(lang: str) -> frozenset[str]:
    """The lower-case words used in two currency names or more of ``lang`` (see the module)."""
    from babel import Locale

    counts: Counter[str] = Counter()
    for name in Locale.parse(lang).currencies.values():
        counts.update({word.lower() for word in _WORD.findall(name)})
    return frozenset(word for word, count in counts.items() if count >= 2)


@cache
def currency_codes() -> frozenset[str]:
    """The ISO 4217 codes of the currencies CLDR knows ("USD", "EUR", "GBP")."""
    from babel import Locale

    return frozenset(Locale.parse("en").currencies)


def _amount_before(doc: Doc, i: int) -> int | None:
    """Where the amount before ``doc[i]`` starts: a number right before it, or a number and one word of
    scale ("19 Millionen", "2,5 Mrd."); None where there is none, or where a number follows ``doc[i]``
    ("Real Madrid 2 Córdoba 1" is a results row, its words teams)."""
    if i + 1 < len(doc) and doc[i + 1].like_num:
        return None
    if i > 0 and doc[i - 1].like_num:
        return i - 1
    if i > 1 and doc[i - 2].like_num and doc[i - 1].is_alpha:
        return i - 2
    if i > 2 and doc[i - 3].like_num and doc[i - 2].is_alpha and doc[i - 1].text == ".":
        return i - 3
    return None


def _is_postcode(text: str) -> bool:
    """Four or five digits alone: a postcode before its town ("80331 München", "14001 Córdoba")."""
    return text.isdigit() and len(text) in (4, 5)


def _currency_end(doc: Doc, start: int, end: int, label: str, units: frozenset[str]) -> bool:
    """``doc[start:end]`` a currency after its amount: its last word a unit, the words before it (if any)
    part of the amount ("Millionen Mark" after "19"). A place or organisation only after an amount that
    is no postcode."""
    amount = _amount_before(doc, end - 1) if doc[end - 1].lower_ in units else None
    if amount is None or start <= amount:
        return False
    return label == "PERSON" or not _is_postcode(doc[amount].text)


def drop_currencies_after_amounts(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """The candidates less the names that are a currency after its amount (see the module)."""
    units = currency_units(lang)
    return [(start, end, label, source) for start, end, label, source in candidates
            if not (label in PLACES_AND_PEOPLE and _currency_end(doc, start, end, label, units))]
