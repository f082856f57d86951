"""Build ``spacy_sanitize/data/towns.txt``: the towns ``pii_detector`` knows in a post written in lower case.

"anyone know a mechanic in mestre", "lives in worksop", "ADMITTED FROM QUINCY": a town written without its
capital is a name only a lexicon can tell. The ``lowercase`` source's names come from English's frequency
tables, which hold the cities the world writes about ("napoli", "leeds"), not the towns a neighbour writes
("mestre", "lecce", "villeurbanne", "worksop").

Where the towns come from: the geocoding data of ``phonenumbers`` (Google's libphonenumber), which names
the place of every fixed-line area code of a country in that country's languages, and is maintained
upstream; and where its area codes name few towns (one code for a region: 149 towns for the Netherlands, 183
for Italy), the town lists of ``Faker``'s address locales (:data:`FAKER_TOWNS`: ``nl_NL``'s 2,424 places,
``it_IT``'s communes). Per supported language, the towns of the regions its profile lists
(:data:`spacy_sanitize.detection.languages.PROFILES`), in that language where the data has it. One-word
names only (the source reads one word at a time), and none that is also a word the text could mean
otherwise, dropped here so the shipped list needs no check at run time:

* the language's own vocabulary (:func:`spacy_sanitize.detection.names_in_other_languages.own_vocabulary`:
  Italian "crema", "faro", Portuguese "chaves", "guarda") and its function words ("como", "este");
* in English, words the frequency table has seen that it writes capitalised less than e times as often as
  in lower case (:data:`NAME_LEAD`: "reading", "bath", "miles", "walker", "baker"), and the common words
  (:func:`spacy_sanitize.detection.word_frequencies.common_words`); in the other languages English's everyday words and its frequent
  lower-case words (:data:`FREQUENT_ENGLISH`), since their posts quote English, but not its rarer ones
  ("bologna" is a sausage in English, a city in an Italian post);
* given names (:func:`spacy_sanitize.detection.given_names.is_given_name`: "albert", "ada"), which the
  ``given_names`` source reads as people, the month and weekday names, and :data:`NOT_TOWNS`.

    python benchmarks/build_towns.py
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "spacy_sanitize" / "data" / "towns.txt"
#: the shortest town name kept ("Rho", "Ayr" are also syllables and abbreviations elsewhere)
MIN_LENGTH = 4
#: the log probability from which a lower-case word is frequent in English ("park", "bath", "mobile")
FREQUENT_ENGLISH = -12.0
#: the log probability under which the English table has not seen a word (its floor is -19.5)
RARE_ENGLISH = -19.0
#: how much more often (natural log) English must write a word it has seen capitalised than in lower case for
#: the town to stay ("Swansea", "Nottingham"; not "walker", "hemlock", "baker", "delta")
NAME_LEAD = 1.0
#: town names that are first a direction or a people ("Southwest, MI", "Arab, AL")
NOT_TOWNS = frozenset("north south east west northeast northwest southeast southwest central arab english "
                      "canadian".split())
#: per language, the ``Faker`` locales and their lists of towns (``cities``) or provinces named for their towns
#: (``states``: "Valladolid", "Cuenca")
FAKER_TOWNS = {"nl": (("nl_NL", "cities"), ("nl_BE", "cities")), "it": (("it_IT", "cities"),),
               "de": (("de_DE", "cities"), ("de_AT", "cities"), ("de_CH", "cities")), "pt": (("pt_PT", "cities"),),
               "es": (("es_ES", "states"),)}
#: what follows a town's name in the data: a state or a province code, a note in brackets, an alternative
_QUALIFIERS = re.compile(r"\s*(?:,\s*[A-Z]{2}|-\s*[A-Z]{2}|\(.*?\))\s*$")


def towns_of(region: str, lang: str, geocode: dict[str, dict[str, str]]) -> set[str]:
    """The one-word town names of ``region``'s area codes, in ``lang`` where given, else in English. The
    United States, Canada and the Caribbean share +1, whose towns only English takes."""
    import phonenumbers

    prefix = str(phonenumbers.country_code_for_region(region))
    if prefix == "1" and lang != "en":
        return set()
    found: set[str] = set()
    for key, names in geocode.items():
        if not key.startswith(prefix):
            continue
        name = names.get(lang) or names.get("en")
        if not name:
            continue
        for part in name.split("/"):
            part = _QUALIFIERS.sub("", part).strip()
            if re.fullmatch(r"[^\W\d_]+", part) and len(part) >= MIN_LENGTH:
                found.add(part.lower())
    return found


def faker_towns(lang: str) -> set[str]:
    """The one-word towns of ``lang``'s ``Faker`` locales (:data:`FAKER_TOWNS`), lower case."""
    import importlib

    found: set[str] = set()
    for locale, field in FAKER_TOWNS.get(lang, ()):
        provider = importlib.import_module(f"faker.providers.address.{locale}").Provider
        for name in getattr(provider, field):
            if re.fullmatch(r"[^\W\d_]+", name) and len(name) >= MIN_LENGTH:
                found.add(name.lower())
    return found


def build() -> dict[str, list[str]]:
    """Per supported language, its towns after the filters of the module."""
    from phonenumbers.geodata import GEOCODE_DATA

    from spacy_sanitize.detection.evidence import never_names
    from spacy_sanitize.detection.given_names import is_given_name
    from spacy_sanitize.detection.languages import PROFILES, SUPPORTED_LANGUAGES, calendar_words
    from spacy_sanitize.detection.names_in_other_languages import own_vocabulary
    from spacy_sanitize.detection.word_clusters import read_lookup_table
    from spacy_sanitize.detection.word_frequencies import common_words, everyday_words

    probabilities = read_lookup_table("en", "lexeme_prob") or {}

    def lower_leads(word: str) -> bool:  # the table's floor (-19.5) is a word it never saw
        lower = probabilities.get(word, -99.0)
        return lower > RARE_ENGLISH and probabilities.get(word.capitalize(), -99.0) - lower < NAME_LEAD

    def frequent_in_english(word: str) -> bool:
        return probabilities.get(word, -99.0) >= FREQUENT_ENGLISH

    result: dict[str, list[str]] = {}
    for lang in SUPPORTED_LANGUAGES:
        towns = faker_towns(lang)
        for region in PROFILES[lang].regions:
            towns |= towns_of(region, lang, GEOCODE_DATA)
        own = (own_vocabulary(lang) if lang != "en" else frozenset()) | never_names(lang)[1]
        calendar = calendar_words(lang, lower=True) | calendar_words("en", lower=True)
        english = common_words("en") | everyday_words("en") if lang == "en" else everyday_words("en")
        result[lang] = sorted(t for t in towns if t not in NOT_TOWNS and t not in own and t not in english and t not in calendar
                              and not is_given_name(t) and not (lower_leads(t) if lang == "en" else frequent_in_english(t)))
    return result


def main() -> None:
    by_language = build()
    lines = ["# One-word towns per language, lower case: built by benchmarks/build_towns.py from phonenumbers'",
             "# geocoding data (libphonenumber) and Faker's address locales, less each language's words, English",
             "# common words and given names.",
             "# Format: language code, a space, the towns separated by spaces."]
    lines += [f"{lang} {' '.join(towns)}" for lang, towns in by_language.items()]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print({lang: len(towns) for lang, towns in by_language.items()}, OUT.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
