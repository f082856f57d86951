"""How precise the ``lowercase`` source is outside English: the languages dev set written in lower case.

A post in Spanish, Dutch, German, Italian, French or Portuguese that writes no capitals leaves its names to
the ``lowercase`` source, which reads English's names and the given names less the language's own words
(:mod:`spacy_sanitize.detection.names_in_other_languages`). This runs that source alone on every document of
``languages_devset.build(100, 0)`` written in lower case and counts, per language, the word tokens it marks
inside and outside a gold name, and the gold name tokens (people, places, organisations).

    python benchmarks/lowercase_languages.py
"""

from __future__ import annotations

import re

import spacy

import harness
import languages_devset
from spacy_sanitize.detection.lowercase_names import LowerCaseNames

LANGUAGES = ("es", "nl", "de", "it", "fr", "pt")
_WORD = re.compile(r"\w+")
_NAME_TYPES = frozenset({"PERSON", "LOC", "ORG"})


def count(lang: str, documents: list[dict]) -> dict[str, int]:
    """Tokens the source marks inside and outside gold names, and the gold name tokens, in ``lang``."""
    nlp, source = spacy.blank(lang), LowerCaseNames()
    source.set_language(lang)
    inside = outside = gold_tokens = 0
    for document in documents:
        text = document["text"].lower()
        gold = [(m["start_offset"], m["end_offset"]) for m in document["mentions"]]
        names = [(m["start_offset"], m["end_offset"]) for m in document["mentions"] if m["entity_type"] in _NAME_TYPES]
        gold_tokens += sum(len(_WORD.findall(text[a:b])) for a, b in names)
        for candidate in source(nlp(text)):
            for word in _WORD.finditer(text[candidate.start:candidate.end]):
                at, to = candidate.start + word.start(), candidate.start + word.end()
                if any(a <= at and to <= b for a, b in gold):
                    inside += 1
                else:
                    outside += 1
    return {"documents": len(documents), "marked_inside_gold": inside, "marked_outside_gold": outside,
            "gold_name_tokens": gold_tokens}


def main() -> None:
    harness.fixed_hash_seed()
    parser = harness.parser(__doc__, out=harness.RESULTS / "lowercase_languages.json")
    args = parser.parse_args()
    documents = languages_devset.build(100, 0)
    results = {lang: count(lang, [d for d in documents if d["lang"] == lang]) for lang in LANGUAGES}
    for lang, counts in results.items():
        print(lang, counts)
    harness.ResultFile(args.out, "the lowercase source alone on the languages dev set written in lower case",
                       languages=results).save()


if __name__ == "__main__":
    main()
