"""The towns of the countries where a language is spoken, for names written in lower case ("anyone know a
mechanic in lecce", "lives in worksop"): the shipped list ``data/towns.txt``, built by
``benchmarks/build_towns.py`` from the geocoding data of ``phonenumbers`` (libphonenumber), less the words
the language or English also writes in lower case."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_LEXICON = Path(__file__).resolve().parent.parent / "data" / "towns.txt"


@cache
def _towns_by_language() -> dict[str, frozenset[str]]:
    towns: dict[str, frozenset[str]] = {}
    for line in _LEXICON.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            lang, *names = line.split()
            towns[lang] = frozenset(names)
    return towns


def town_names(lang: str) -> frozenset[str]:
    """The one-word towns, lower case, that a post in ``lang`` may name (empty for a language not listed)."""
    return _towns_by_language().get(lang, frozenset())
