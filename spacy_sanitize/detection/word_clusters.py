"""Which capitalised words a language uses as common nouns and which as names, from spaCy's Brown clusters.

German capitalises every noun, so a capital says nothing there: the statistical model, trained on
names, reads "die Lage", "zwei Männer" and "den Beschluss des Stadtrats" as names. What does separate
them is how the words are used. spaCy's lookups (``spacy-lookups-data``, the tables ``spacy.blank``
loads for lemmas and norms) carry Brown clusters of a million words per language, built from how words
co-occur in a large corpus. The tree's top splits follow word classes: in German, names ("Berlin",
"Scholz", "Olaf", "Bockenheim") share one branch, common nouns ("Lage", "Männer", "Polizei", "Serben")
another. On the hand-written German sets, 52 of 53 capitalised gold name words sit in the name branch
or outside the table, 61 of 83 capitalised non-name words in the noun branch.

The table is read once per process (about a second) and reduced to its capitalised words in four
branches: common nouns, people's names, other names (places, companies) and the adjectives that German
capitalises only inside a name (``Deutsche Bahn``). Without
``spacy-lookups-data`` the detector runs without this evidence and says so once.
"""

from __future__ import annotations

import gzip
import json
import logging
from dataclasses import dataclass
from functools import cache
from importlib import resources

logger = logging.getLogger(__name__)

#: per language: (mask, value) of the cluster path's lowest bits (its top, as spaCy stores it) for the
#: branches of common nouns, of people's names, of other names (places, companies) and of the adjectives
#: capitalised inside names. Only languages that capitalise nouns need them. German: measured on Faker's
#: de_DE lists, 1,850 of 2,000 given names and 254 of 406 surnames (91 outside the table) sit in the people
#: branch, 341 of 369 towns in the other names'; ``Europäische``, ``Deutschen``, ``Vereinten``, ``Rote``,
#: ``Zürcher`` in the adjectives' (the sentence-opening ``Letzte``, ``Gute``, ``Nächste`` outside it).
BRANCHES: dict[str, dict[str, tuple[int, int]]] = {
    "de": {"nouns": (0b111, 0b101), "people": (0b1111, 0b1000), "places": (0b1111, 0b0000),
           "adjectives": (0b11111, 0b10111)},
}
INSTALL_HINT = 'pip install "spacy-sanitize[lookups]"'


@dataclass(frozen=True)
class CapitalisedWords:
    """A language's capitalised words by branch: common nouns, people's names, other names, adjectives."""

    nouns: frozenset[str]
    people: frozenset[str]
    places: frozenset[str]
    #: people's and other names together
    names: frozenset[str]
    #: adjectives written with a capital inside a name ("Europäische Zentralbank", "Deutsche Bahn")
    adjectives: frozenset[str]


@cache
def capitalised_words(lang: str) -> CapitalisedWords | None:
    """The capitalised words of ``lang`` by cluster branch; None where the language needs none or
    spaCy's lookups are not installed (logged once, with the fix)."""
    branches = BRANCHES.get(lang)
    if branches is None:
        return None
    clusters = read_lookup_table(lang, "lexeme_cluster")
    if clusters is None:
        return None
    by_branch: dict[str, set[str]] = {name: set() for name in branches}
    for word, path in clusters.items():
        if not (word[:1].isupper() and isinstance(path, int) and path):
            continue
        for name, (mask, value) in branches.items():
            if path & mask == value:
                by_branch[name].add(word)
    from .countries import country_names  # the countries source's: "die Ukraine" is used like a noun

    people, places = frozenset(by_branch["people"]), frozenset(by_branch["places"])
    nouns = frozenset(by_branch["nouns"] - set(country_names(lang)))
    return CapitalisedWords(nouns, people, places, people | places, frozenset(by_branch["adjectives"]))


def capitalised_common_nouns(lang: str) -> frozenset[str] | None:
    """The capitalised words ``lang`` uses as common nouns (None: no such evidence, see above)."""
    words = capitalised_words(lang)
    return words.nouns if words else None


def read_lookup_table(lang: str, table: str) -> dict[str, float] | None:
    """One of spaCy's lookups tables (``lexeme_cluster``: Brown cluster paths; ``lexeme_prob``: log
    probabilities of the words as written), or None when ``spacy-lookups-data`` is not installed (logged
    once per table, with the fix) or holds no such table for ``lang`` (Dutch, Italian, French and Portuguese
    have none: nothing to install, so logged at debug level)."""
    try:
        data = resources.files("spacy_lookups_data") / "data"
    except ModuleNotFoundError:
        logger.warning("pii_detector: spaCy's lookups tables are not installed, so in %r names are told from "
                       "common words by the model alone; %s adds them.", lang, INSTALL_HINT)
        return None
    try:
        with (data / f"{lang}_{table}.json.gz").open("rb") as packed:
            loaded: dict[str, float] = json.loads(gzip.decompress(packed.read()))
            return loaded
    except FileNotFoundError:
        logger.debug("pii_detector: spaCy's lookups tables hold no %r table for %r", table, lang)
        return None
