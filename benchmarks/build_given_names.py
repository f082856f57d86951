"""Build ``spacy_sanitize/data/given_names.txt``: the given names ``pii_detector`` recognises on their own.

A lone given name ("Kate's social security number", "Leif, can I...") has no title, no cue and often
no surname: a model trained on judgments, where people are "Mr Galip Yalman", hesitates over it. The
lexicon lets ``pii_detector``'s ``given_names`` source name it.

Where the names come from: Faker's first-name lists of the locales of the supported languages, of the
countries whose people the ECHR judges most, and of the countries whose names news in the supported
languages quotes most (single words only). A name that is also an ordinary
word is dropped, because capitals do not tell them apart at a sentence start ("Will", "May", "Grace",
"Hope"):

* English function words (spaCy's stop words), the month and weekday names, Faker's list of common
  English words (``faker.providers.lorem.en_US``) and :data:`NAME_WORDS`;
* words written in lower case at least ``--min-lower`` times in the TAB **train** and **dev** texts
  (court English; test is never read).

    python benchmarks/build_given_names.py [--texts ../shared/data/tab/tab_train.json ../shared/data/tab/tab_dev127.json]
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "spacy_sanitize" / "data" / "given_names.txt"
DEFAULT_TAB = ROOT.parent / "shared" / "data" / "tab"
LOCALES = ("en_US", "en_GB", "en_IE", "de_DE", "de_AT", "fr_FR", "es_ES", "es_MX", "it_IT", "nl_NL", "nl_BE",
           "pt_PT", "pt_BR", "sv_SE", "da_DK", "no_NO", "fi_FI", "pl_PL", "tr_TR", "ru_RU", "uk_UA", "ro_RO",
           "hu_HU", "cs_CZ", "bg_BG", "hr_HR", "sl_SI", "el_GR", "lt_LT", "lv_LV", "et_EE", "ka_GE", "hy_AM")
#: the locales whose names news in the supported languages quotes: the Francophone, Swiss, Latin American,
#: African, Irish and South Asian names of players, ministers and residents ("Lautaro", "Admir", "Tarik"). Their
#: names that English also writes as common words ("Mercy", "Lucky", "Safari") are left out, by spaCy's
#: English frequency table (:func:`spacy_sanitize.detection.word_frequencies.common_words`), and so are those
#: that are surnames in the first locales ("Smith", a Colombian given name, an English surname)
NEWS_LOCALES = ("fr_BE", "fr_CH", "fr_CA", "fr_QC", "de_CH", "es_AR", "es_CL", "es_CO", "en_NZ", "en_NG", "en_KE",
                "yo_NG", "ig_NG", "ha_NG", "tw_GH", "zu_ZA", "sw", "sk_SK", "ga_IE", "az_AZ", "en_PK", "en_IN")
#: given names that are also everyday English words (a flower, a colour, a verb), which no corpus here shows
#: in lower case often enough to drop
NAME_WORDS = frozenset("""
amber april august autumn bill brook buck bud candy carol chance chase cliff crystal daisy dale dawn dean
destiny dusty earl faith fern frank gay gene glen grace grant hazel heather holly honey hope hunter iris
ivy jade jack jewel joy june king lane lily mark mason max melody miles misty pat pearl penny rich river
robin rock rose ruby rusty sage sandy skip sky sterling stone summer sunny tab violet wade will woody
""".split())
CALENDAR = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}


def faker_given_names(locales: tuple[str, ...] = LOCALES) -> set[str]:
    """Single-word first names of every locale in ``locales`` that Faker has, in Latin script."""
    names = {name for name in faker_names(locales, ("first_names", "first_names_male", "first_names_female"))
             if re.fullmatch(r"[^\W\d_]+(?:-[^\W\d_]+)?", name)}
    return {name for name in names if all(ord(c) < 0x0370 for c in name) and len(name) > 2}


def faker_surnames(locales: tuple[str, ...]) -> set[str]:
    """The last names of every locale in ``locales`` that Faker has."""
    return faker_names(locales, ("last_names",))


def faker_names(locales: tuple[str, ...], attributes: tuple[str, ...]) -> set[str]:
    """The names of Faker's person lists ``attributes`` in every locale of ``locales`` that Faker has."""
    names: set[str] = set()
    for locale in locales:
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except ModuleNotFoundError:
            continue
        for attribute in attributes:
            values = getattr(provider, attribute, None) or ()
            if isinstance(values, property):
                continue  # a locale that builds its list per instance ("es_AR"): its other lists stand
            names |= set(values)
    return names


def lower_case_words(paths: list[Path]) -> Counter[str]:
    """How often each word is written in lower case in the texts of TAB files (a list of ``{"text": ...}``)."""
    counts: Counter[str] = Counter()
    for path in paths:
        for document in json.loads(path.read_text(encoding="utf-8")):
            counts.update(re.findall(r"\b[a-zà-ÿ]+\b", document["text"]))
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--texts", type=Path, nargs="+", default=[DEFAULT_TAB / "tab_train.json", DEFAULT_TAB / "tab_dev127.json"],
                        help="TAB train and dev files (never test)")
    parser.add_argument("--min-lower", type=int, default=2)
    args = parser.parse_args()
    from faker.providers.lorem.en_US import Provider as EnglishWords
    from spacy.lang.en.stop_words import STOP_WORDS

    lower = lower_case_words(args.texts)
    words = set(STOP_WORDS) | CALENDAR | NAME_WORDS | {word.lower() for word in EnglishWords.word_list}
    from spacy_sanitize.detection.word_frequencies import common_words

    english_words = common_words("en")
    surnames = faker_surnames(LOCALES)
    found = faker_given_names() | {name for name in faker_given_names(NEWS_LOCALES)
                                   if name.lower() not in english_words and name not in surnames}
    names = sorted(name for name in found if name.lower() not in words and lower[name.lower()] < args.min_lower)
    OUT.write_text("# Given names pii_detector recognises alone (PERSON). Built by benchmarks/build_given_names.py from\n"
                   "# Faker's first-name lists, minus names that are ordinary words (lower case in TAB train/dev).\n"
                   + "\n".join(names) + "\n", encoding="utf-8")
    print(f"{len(names)} given names -> {OUT}")


if __name__ == "__main__":
    main()
