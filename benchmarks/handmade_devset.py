"""Score the hand-written, hand-checked dev set (``handmade_documents.py``) in the shapes of real text:
wire stories with results tables and ALL-CAPS headlines, social-media posts, nursing notes, biographies.

The template dev sets (``general_devset.py``, ``kinds_devset.py``) are filled by Faker, and their
layouts are few. These documents were written by hand, one by one, in the shapes real collections
have (a dateline, a topic tag, a standings table, a scorecard, a repost, a shorthand note), with names
that are not Faker's; each lists its gold strings, and the offsets are found in the text. Nothing here
comes from a public benchmark.

``LANGUAGE_DOCUMENTS`` and ``LANGUAGE_CHECK_DOCUMENTS`` (wire copy in Spanish, Dutch, German, Italian)
are scored per language. The 30
``CHECK_DOCUMENTS`` were written later and scored once before any rule looked at them; they are
reported apart. ``python benchmarks/handmade_devset.py [--misses]`` scores pii_detector, Presidio and spaCy's small
English NER where installed: word-token recall of the gold (a token counts when a predicted span of
any type covers it) and name precision (the share of the word tokens a system calls a person, place or
organisation that lie in a gold string), per kind and overall; ``--misses`` prints, per document, the
gold words pii_detector missed and the name spans it gave outside the gold. Writes
``benchmarks/results/handmade_devset.json``.
"""
from __future__ import annotations

import re
from typing import Any

import detect
import harness
from handmade_documents import CHECK_DOCUMENTS, DOCUMENTS, LANGUAGE_CHECK_DOCUMENTS, LANGUAGE_DOCUMENTS
from handmade_eighteenth import EIGHTEENTH_DOCUMENTS, EIGHTEENTH_LANGUAGE_DOCUMENTS
from handmade_eighth import EIGHTH_DOCUMENTS, EIGHTH_LANGUAGE_DOCUMENTS
from handmade_eleventh import ELEVENTH_DOCUMENTS, ELEVENTH_LANGUAGE_DOCUMENTS
from handmade_fifteenth import FIFTEENTH_DOCUMENTS, FIFTEENTH_LANGUAGE_DOCUMENTS
from handmade_fifth import FIFTH_DOCUMENTS, FIFTH_LANGUAGE_DOCUMENTS
from handmade_fourteenth import FOURTEENTH_DOCUMENTS, FOURTEENTH_LANGUAGE_DOCUMENTS
from handmade_fourth import FOURTH_DOCUMENTS, FOURTH_LANGUAGE_DOCUMENTS
from handmade_fresh import FRESH_DOCUMENTS, FRESH_LANGUAGE_DOCUMENTS
from handmade_nineteenth import NINETEENTH_DOCUMENTS, NINETEENTH_LANGUAGE_DOCUMENTS
from handmade_ninth import NINTH_DOCUMENTS, NINTH_LANGUAGE_DOCUMENTS
from handmade_seventeenth import SEVENTEENTH_DOCUMENTS, SEVENTEENTH_LANGUAGE_DOCUMENTS
from handmade_seventh import SEVENTH_DOCUMENTS, SEVENTH_LANGUAGE_DOCUMENTS
from handmade_sixteenth import SIXTEENTH_DOCUMENTS, SIXTEENTH_LANGUAGE_DOCUMENTS
from handmade_sixth import SIXTH_DOCUMENTS, SIXTH_LANGUAGE_DOCUMENTS
from handmade_tenth import TENTH_DOCUMENTS, TENTH_LANGUAGE_DOCUMENTS
from handmade_thirteenth import THIRTEENTH_DOCUMENTS, THIRTEENTH_LANGUAGE_DOCUMENTS
from handmade_twelfth import TWELFTH_DOCUMENTS, TWELFTH_LANGUAGE_DOCUMENTS
from handmade_twentieth import TWENTIETH_DOCUMENTS, TWENTIETH_LANGUAGE_DOCUMENTS
from handmade_twentyfirst import TWENTYFIRST_DOCUMENTS, TWENTYFIRST_LANGUAGE_DOCUMENTS
from handmade_twentysecond import TWENTYSECOND_DOCUMENTS, TWENTYSECOND_LANGUAGE_DOCUMENTS
from handmade_twentythird import TWENTYTHIRD_DOCUMENTS, TWENTYTHIRD_LANGUAGE_DOCUMENTS

KINDS = ("news", "social", "clinical", "bio")
#: our and the peers' types that name a person, place or organisation (name precision)
NAME_LABELS = frozenset({"PERSON", "ORG", "LOC", "GPE", "FAC", "LOCATION", "ORGANIZATION"})
_WORD = re.compile(r"\w+(?:['’]\w+)*|[@#]\w+|r/\w+")


def gold_spans(text: str, names: list[str]) -> list[tuple[int, int]]:
    """Every occurrence of every listed name, as whole words; an error names a listed name not found."""
    spans = []
    for name in names:
        hits = [m.span() for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", text)]
        if not hits:
            raise ValueError(f"{name!r} is not in its document: {text[:60]!r}")
        spans += hits
    return spans


def words(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _WORD.finditer(text)]


def inside(word: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(a <= word[0] and word[1] <= b for a, b in spans)


def score(system, documents: list[tuple[str, str, list[str]]]) -> dict[str, Any]:
    """Token recall of the names and name precision, per kind and overall."""
    tallies = {kind: [0, 0, 0, 0] for kind in (*KINDS, "all")}  # found, gold, named-and-gold, named
    for kind, text, names in documents:
        gold = gold_spans(text, names)
        predicted = system(text)
        every = [(a, b) for a, b, _ in predicted]
        named = [(a, b) for a, b, label in predicted if label in NAME_LABELS]
        for word in words(text):
            in_gold, in_named = inside(word, gold), inside(word, named)
            for key in (kind, "all"):
                tallies[key][0] += in_gold and inside(word, every)
                tallies[key][1] += in_gold
                tallies[key][2] += in_gold and in_named
                tallies[key][3] += in_named
    return {kind: {"name_token_recall": round(t[0] / t[1], 4) if t[1] else None,
                   "name_token_precision": round(t[2] / t[3], 4) if t[3] else None, "gold_tokens": t[1]}
            for kind, t in tallies.items()}


def systems() -> dict[str, Any]:
    """pii_detector, and the peers where installed (``detect.py``'s runs): text -> [(start, end, label)]."""
    runs: dict[str, Any] = {"pii_detector": detect.pii_detector_default(8, typed=True)}
    for name, make in (("presidio", detect.presidio), ("spacy_sm", detect.spacy_ner)):
        try:
            runs[name] = make(8, typed=True)
        except (ImportError, OSError) as error:
            print(f"{name}: not run ({error})")
    return {name: (lambda text, run=run: run([text])[0]) for name, run in runs.items()}


def print_misses(system, documents: list[tuple[str, str, list[str]]]) -> None:
    """The gold words ``system`` missed and the name spans it gave outside the gold, per document."""
    for kind, text, names in documents:
        gold, predicted = gold_spans(text, names), system(text)
        every = [(a, b) for a, b, _ in predicted]
        missed = [text[a:b] for a, b in words(text) if inside((a, b), gold) and not inside((a, b), every)]
        extra = [f"{text[a:b]}/{label}" for a, b, label in predicted
                 if label in NAME_LABELS and not inside((a, b), gold)]
        if missed or extra:
            print(f"{kind}: missed {missed} named {extra} | {text[:50]!r}")


def score_languages(by_language: dict[str, list[tuple[str, list[str]]]]) -> dict[str, dict[str, Any]]:
    """Per language of ``by_language``: pii_detector for that language, Presidio and spaCy in English (what
    a user without another model runs), all names counted as one kind."""
    scores: dict[str, dict[str, Any]] = {}
    for lang, documents in by_language.items():
        as_news = [("news", text, names) for text, names in documents]
        runs = {"pii_detector": detect.pii_detector_default(8, lang=lang, typed=True)}
        for name, make in (("presidio", detect.presidio), ("spacy_sm", detect.spacy_ner)):
            try:
                runs[name] = make(8, typed=True)
            except (ImportError, OSError):
                continue
        scores[lang] = {name: score(lambda text, run=run: run([text])[0], as_news)["news"] for name, run in runs.items()}
        print(lang, {name: (v["name_token_recall"], v["name_token_precision"]) for name, v in scores[lang].items()})
    return scores


#: the later sets scored on their own: flag -> (English documents, documents per language, result file, title)
LATER_SETS = {
    "fresh": (FRESH_DOCUMENTS, FRESH_LANGUAGE_DOCUMENTS, "handmade_fresh.json",
              "hand-written third set (names only), written 2026-11-26"),
    "fourth": (FOURTH_DOCUMENTS, FOURTH_LANGUAGE_DOCUMENTS, "handmade_fourth.json",
               "hand-written fourth set (names only; lower-case posts, German institutions), written 2026-11-26"),
    "fifth": (FIFTH_DOCUMENTS, FIFTH_LANGUAGE_DOCUMENTS, "handmade_fifth.json",
              "hand-written fifth set (names only), written 2026-11-26 after the lowercase and institutions sources"),
    "sixth": (SIXTH_DOCUMENTS, SIXTH_LANGUAGE_DOCUMENTS, "handmade_sixth.json",
              "hand-written sixth set (names only; forum posts, ICU nursing notes, wire tables, six languages), "
              "written 2026-11-27"),
    "seventh": (SEVENTH_DOCUMENTS, SEVENTH_LANGUAGE_DOCUMENTS, "handmade_seventh.json",
                "hand-written seventh set (names only), written 2026-11-27 after the sixth set's rules"),
    "eighth": (EIGHTH_DOCUMENTS, EIGHTH_LANGUAGE_DOCUMENTS, "handmade_eighth.json",
               "hand-written eighth set (names only), written 2026-11-27 after the seventh set's rules"),
    "ninth": (NINTH_DOCUMENTS, NINTH_LANGUAGE_DOCUMENTS, "handmade_ninth.json",
              "hand-written ninth set (names only), written 2026-11-27 after the eighth set's rules"),
    "tenth": (TENTH_DOCUMENTS, TENTH_LANGUAGE_DOCUMENTS, "handmade_tenth.json",
              "hand-written tenth set (names only), written 2026-11-27 after the ninth set's rules"),
    "eleventh": (ELEVENTH_DOCUMENTS, ELEVENTH_LANGUAGE_DOCUMENTS, "handmade_eleventh.json",
                 "hand-written eleventh set (names only; whole wire stories), written 2026-11-27 after the tenth "
                 "set's rules"),
    "twelfth": (TWELFTH_DOCUMENTS, TWELFTH_LANGUAGE_DOCUMENTS, "handmade_twelfth.json",
                "hand-written twelfth set (names only; letters and notes beside wire copy in every language), written "
                "2026-11-27 after the tenth and eleventh sets' rules"),
    "thirteenth": (THIRTEENTH_DOCUMENTS, THIRTEENTH_LANGUAGE_DOCUMENTS, "handmade_thirteenth.json",
                   "hand-written thirteenth set (names only; long documents of every kind), written 2026-11-27 "
                   "after the twelfth set's rules"),
    "fourteenth": (FOURTEENTH_DOCUMENTS, FOURTEENTH_LANGUAGE_DOCUMENTS, "handmade_fourteenth.json",
                   "hand-written fourteenth set (names only; posts with lower-case names, wire tables, six "
                   "languages), written 2026-11-27 after the thirteenth set's rules"),
    "fifteenth": (FIFTEENTH_DOCUMENTS, FIFTEENTH_LANGUAGE_DOCUMENTS, "handmade_fifteenth.json",
                  "hand-written fifteenth set (names only; posts and chats, wire copy, notes, six languages), "
                  "written 2026-11-27 after the fourteenth set's rules"),
    "sixteenth": (SIXTEENTH_DOCUMENTS, SIXTEENTH_LANGUAGE_DOCUMENTS, "handmade_sixteenth.json",
                  "hand-written sixteenth set (names only; posts, tables, notes, six languages), written "
                  "2026-11-27 after the fifteenth set's rules"),
    "seventeenth": (SEVENTEENTH_DOCUMENTS, SEVENTEENTH_LANGUAGE_DOCUMENTS, "handmade_seventeenth.json",
                    "hand-written seventeenth set (names only; forums, e-mail, leaderboards, notes, CVs, six "
                    "languages), written 2026-11-27 after the sixteenth set's rules"),
    "eighteenth": (EIGHTEENTH_DOCUMENTS, EIGHTEENTH_LANGUAGE_DOCUMENTS, "handmade_eighteenth.json",
                   "hand-written eighteenth set (names only; chats, reviews, appeals, reports, programmes, six "
                   "languages), written 2026-11-27 after the seventeenth set's rules"),
    "nineteenth": (NINETEENTH_DOCUMENTS, NINETEENTH_LANGUAGE_DOCUMENTS, "handmade_nineteenth.json",
                   "hand-written nineteenth set (names only; chats, threads, tables, court and tech stories, notes, "
                   "six languages), written 2026-11-27 after the eighteenth set's rules"),
    "twentieth": (TWENTIETH_DOCUMENTS, TWENTIETH_LANGUAGE_DOCUMENTS, "handmade_twentieth.json",
                  "hand-written twentieth set (names only; group chats, reviews, scorecards, by-elections, notes, "
                  "obituaries, six languages), written 2026-11-27 after the nineteenth set's rules"),
    "twentyfirst": (TWENTYFIRST_DOCUMENTS, TWENTYFIRST_LANGUAGE_DOCUMENTS, "handmade_twentyfirst.json",
                    "hand-written twenty-first set (names only; rants, listings, tennis and F1 tables, letters, "
                    "records, encyclopedia entries, six languages), written 2026-11-27 after the twentieth set's "
                    "rules"),
    "twentysecond": (TWENTYSECOND_DOCUMENTS, TWENTYSECOND_LANGUAGE_DOCUMENTS, "handmade_twentysecond.json",
                     "hand-written twenty-second set (names only; forums, reviews, chats, race and election "
                     "returns, court lists, ambulance and physio notes, entries, six languages), written 2026-11-27 "
                     "after the twenty-first set's rules"),
    "twentythird": (TWENTYTHIRD_DOCUMENTS, TWENTYTHIRD_LANGUAGE_DOCUMENTS, "handmade_twentythird.json",
                    "hand-written twenty-third set (names only; reply chains, reviews, chats, snooker, planning, "
                    "sentencing and travel stories, ICU, crisis, dental and maternity notes, entries, six "
                    "languages), written 2026-11-27 after the twenty-second set's rules"),
}


def score_later_set(runs: dict[str, Any], args, which: str) -> None:
    """One later set alone (English per kind and per language), with misses when asked."""
    documents, by_language, file_name, title = LATER_SETS[which]
    if args.misses:
        print_misses(runs["pii_detector"], documents)
        for lang, language_documents in by_language.items():
            run = detect.pii_detector_default(8, lang=lang, typed=True)  # one pipeline per language
            print_misses(lambda text, run=run: run([text])[0], [(lang, text, names) for text, names in language_documents])
    results = {name: score(system, documents) for name, system in runs.items()}
    for name, result in results.items():
        print(name, which, {k: (v["name_token_recall"], v["name_token_precision"]) for k, v in result.items()})
    out = args.out if args.out != harness.RESULTS / "handmade_devset.json" else harness.RESULTS / file_name
    harness.ResultFile(out, title, documents={kind: sum(k == kind for k, _, _ in documents) for kind in KINDS},
                       results=results, language_results=score_languages(by_language)).save()


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "handmade_devset.json")
    parser.add_argument("--misses", action="store_true", help="print pii_detector's misses and extra names")
    for which, (_, _, file_name, _) in LATER_SETS.items():
        parser.add_argument(f"--{which}", action="store_true", help=f"score only this later set; writes {file_name}")
    args = parser.parse_args()
    runs = systems()
    for which in LATER_SETS:
        if getattr(args, which):
            score_later_set(runs, args, which)
            return
    if args.misses:
        print_misses(runs["pii_detector"], DOCUMENTS + CHECK_DOCUMENTS)
    results = {name: score(system, DOCUMENTS) for name, system in runs.items()}
    check = {name: score(system, CHECK_DOCUMENTS) for name, system in runs.items()}
    for name in runs:
        for part, result in (("dev", results[name]), ("check", check[name])):
            print(name, part, {k: (v["name_token_recall"], v["name_token_precision"]) for k, v in result.items()})
    output = harness.ResultFile(args.out, "hand-written dev set in the shapes of real text (names only)",
                                documents={kind: sum(k == kind for k, _, _ in DOCUMENTS) for kind in KINDS},
                                results=results,
                                check_documents={kind: sum(k == kind for k, _, _ in CHECK_DOCUMENTS) for kind in KINDS},
                                check_results=check, language_results=score_languages(LANGUAGE_DOCUMENTS),
                                language_check_results=score_languages(LANGUAGE_CHECK_DOCUMENTS))
    output.save()


if __name__ == "__main__":
    main()
