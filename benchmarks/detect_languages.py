"""PII detection in Spanish, Dutch, German, Italian, French and Portuguese: pii_detector, Presidio and spaCy's NER.

Builds the seeded dev set of ``languages_devset.py`` (``--docs`` documents per language: news, letters,
clinical notes, chats, police reports; Faker values of the language's locales, dates in its words), runs
``pii_detector`` on a pipeline of each language (``spacy.blank(lang)``: its own dates, cue words, phone
regions and the shipped multilingual model), and Presidio and en_core_web_sm's NER as a user without
another language's model would run them (English), side by side in this process
(``detect.timed_side_by_side``: ``--repeats`` rounds, each running every system once). Scores per
language: token recall and precision over every gold span, token recall of names (PERSON, LOC, ORG), name
precision (of the tokens a system calls a person, place or organisation, the share inside a gold name), the
share of the people, places and organisations found that carry their own type, and documents per second. Writes ``benchmarks/results/detect_languages.json``.

    python benchmarks/detect_languages.py [--docs 100] [--seed 0] [--detector-model PATH] [--only pii_detector]

A dev set: the detector may be tuned on it; public NER and PII benchmark sets are for held-out evaluation only.
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

import detect
import detect_general
import harness
import languages_devset
from spacy_sanitize.tab.evaluation import TabEvaluator


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=harness.RESULTS / "detect_languages.json")
    parser.add_argument("--docs", type=int, default=100, help="documents per language")
    return detect_general.add_system_arguments(parser).parse_args()


def score_language(docs: list[dict[str, Any]], spans: list[list[Any]], rates: list[float]) -> dict[str, Any]:
    """One system's spans and docs/s on one language's documents, scored."""
    typed = dict(zip([d["doc_id"] for d in docs], spans, strict=True))
    predictions = {doc_id: [(s, e) for s, e, _ in found] for doc_id, found in typed.items()}
    scores = TabEvaluator(detect_general.gold_documents(docs)).evaluate(predictions)
    return {"token_recall": round(scores["token_recall"], 4), "token_precision": round(scores["token_precision"], 4),
            "name_token_recall": detect_general.name_recall(docs, predictions),
            "name_token_precision": detect_general.name_precision(docs, typed),
            "type_accuracy": detect_general.type_accuracy(docs, typed),
            "docs_per_s": round(statistics.median(rates), 2), "docs_per_s_repeats": [round(r, 2) for r in rates]}


def run_language(lang: str, docs: list[dict[str, Any]], args: argparse.Namespace,
                 wanted: set[str]) -> dict[str, dict[str, Any]]:
    """The wanted systems on one language's documents, timed side by side; a peer that fails is reported."""
    makers = {"pii_detector": lambda b, typed: detect.pii_detector_default(b, args.detector_model, lang, typed),
              "presidio": detect.presidio, "spacy_sm_ner": detect.spacy_ner}
    timings, skipped = detect_general.timed_systems(makers, wanted, [d["text"] for d in docs], args)
    results: dict[str, dict[str, Any]] = dict(skipped)
    for name, (spans, rates) in timings.items():
        results[name] = score_language(docs, spans, rates)
        print(f"[{lang}] {name}: {results[name]}", flush=True)
    return results


def main() -> None:
    harness.fixed_hash_seed()
    args = parse_args()
    docs = languages_devset.build(args.docs, args.seed)
    result = harness.ResultFile(
        args.out, "pii_detector, Presidio and spaCy NER per language on the synthetic dev set (languages_devset.py)",
        data={"docs_per_language": args.docs, "seed": args.seed, "languages": list(languages_devset.LOCALES),
              "locales": languages_devset.LOCALES},
        systems={})
    wanted = set(args.only.split(",")) if args.only else {"pii_detector", "presidio", "spacy_sm_ner"}
    for lang in languages_devset.LOCALES:
        subset = [d for d in docs if d["lang"] == lang]
        for name, scores in run_language(lang, subset, args, wanted).items():
            result["systems"].setdefault(name, {})[lang] = scores
    result.save()


if __name__ == "__main__":
    main()
