"""PII detection beyond court judgments: pii_detector, Presidio and spaCy's NER on the multi-domain dev set.

Builds the seeded dev sets of ``general_devset.py`` (identifier formats in clinical notes, e-mails, chats,
CVs, police reports, forms, news, social posts, logs) and ``kinds_devset.py`` (kinds of text: news with
results tables and ALL-CAPS headlines, social posts, nursing notes in shorthand, biographies; ``--kinds``
documents of each), Faker values of eight locales; runs every system that is installed here one after
another in this process, and scores all of them with the project's TAB evaluation: token and mention
recall and precision overall, per TAB type, per identifier subtype (PHONE, CARD, ...), and token recall
and precision per domain. Writes ``benchmarks/results/detect_general.json``.

    python benchmarks/detect_general.py [--docs 400] [--kinds 100] [--seed 0]

It is a dev set: the detector may be tuned on it; public PII benchmarks are for held-out evaluation only.
"""

from __future__ import annotations

import argparse
import re
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

import detect
import general_devset
import harness
import kinds_devset
from spacy_sanitize.tab.evaluation import GoldDocument, GoldMention, TabEvaluator

Span = tuple[int, int]


def add_system_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options of a run of the three systems on a seeded dev set (shared with detect_languages.py)."""
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=3, help="timed passes per system; docs/s is their median")
    parser.add_argument("--detector-model", type=Path, default=None,
                        help="score pii_detector with this trained span model instead of the shipped one")
    parser.add_argument("--only", default=None, help="comma-separated systems to run (default: all)")
    return parser


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=harness.RESULTS / "detect_general.json")
    parser.add_argument("--docs", type=int, default=400)
    parser.add_argument("--kinds", type=int, default=100, help="documents per kind of text (kinds_devset.py)")
    return add_system_arguments(parser).parse_args()


def gold_documents(docs: list[dict[str, Any]]) -> list[GoldDocument]:
    return [GoldDocument.from_mentions(d["doc_id"], d["text"], [
        GoldMention(m["start_offset"], m["end_offset"], m["entity_type"], m["identifier_type"], None, "gold")
        for m in d["mentions"]]) for d in docs]


def covered(mention: dict[str, Any], spans: list[Span]) -> float:
    """The share of a gold mention's non-space characters inside predicted spans."""
    chars = [i for i in range(mention["start_offset"], mention["end_offset"]) if not mention["span_text"][
        i - mention["start_offset"]].isspace()]
    inside = sum(1 for i in chars if any(s <= i < e for s, e in spans))
    return inside / max(1, len(chars))


NAME_TYPES = ("PERSON", "LOC", "ORG")
#: each system's labels for people, places and organisations (ours: TAB's; Presidio's; spaCy's OntoNotes)
NAME_LABELS = frozenset({"PERSON", "LOC", "ORG", "LOCATION", "ORGANIZATION", "GPE", "FAC"})


def name_recall(docs: list[dict[str, Any]], predictions: dict[str, list[tuple[int, int]]]) -> float:
    """Character recall of the PERSON, LOC and ORG gold mentions."""
    shares = [covered(m, predictions[d["doc_id"]]) for d in docs for m in d["mentions"]
              if m["entity_type"] in NAME_TYPES]
    return round(sum(shares) / max(1, len(shares)), 4)


def name_precision(docs: list[dict[str, Any]], typed: dict[str, list[tuple[int, int, str]]]) -> float:
    """Of the word tokens a system puts in spans it calls a person, place or organisation, the share inside a
    gold PERSON, LOC or ORG mention: the precision of a news NER set that marks names only."""
    inside = total = 0
    for doc in docs:
        gold = [(m["start_offset"], m["end_offset"]) for m in doc["mentions"] if m["entity_type"] in NAME_TYPES]
        for start, end, label in typed[doc["doc_id"]]:
            if label not in NAME_LABELS:
                continue
            for token in re.finditer(r"\w+", doc["text"][start:end]):
                a, b = start + token.start(), start + token.end()
                total += 1
                inside += any(s <= a and b <= e for s, e in gold)
    return round(inside / max(1, total), 4)


#: the labels of the peers' models as the gold types (spaCy's GPE and FAC, Presidio's LOCATION and ORGANIZATION)
_AS_GOLD_TYPE = {"GPE": "LOC", "FAC": "LOC", "LOCATION": "LOC", "ORGANIZATION": "ORG"}


def type_accuracy(docs: list[dict[str, Any]], typed: dict[str, list[tuple[int, int, str]]]) -> dict[str, float]:
    """Per gold type of names (PERSON, ORG, LOC): of its mentions that a system found, the share whose
    predicted span (the one overlapping the mention most) carries the same type. A person typed as a
    company gets a company's replacement and another coreference id."""
    right: dict[str, list[bool]] = defaultdict(list)
    for doc in docs:
        spans = typed[doc["doc_id"]]
        for mention in doc["mentions"]:
            gold = mention["entity_type"]
            if gold not in NAME_TYPES:
                continue
            a, b = mention["start_offset"], mention["end_offset"]
            overlap, label = max(((min(e, b) - max(s, a), lab) for s, e, lab in spans), default=(0, ""))
            if overlap > 0:
                right[gold].append(_AS_GOLD_TYPE.get(label, label) == gold)
    return {gold: round(sum(v) / len(v), 4) for gold, v in sorted(right.items())}


def breakdown(docs: list[dict[str, Any]], predictions: dict[str, list[Span]], key: str) -> dict[str, float]:
    """Character recall of the gold mentions grouped by ``key`` (subtype, domain)."""
    totals: dict[str, list[float]] = defaultdict(list)
    for doc in docs:
        for mention in doc["mentions"]:
            group = mention.get(key) if key in mention else doc.get(key)
            if group:
                totals[str(group)].append(covered(mention, predictions[doc["doc_id"]]))
    return {group: round(sum(v) / len(v), 4) for group, v in sorted(totals.items())}


def per_domain(docs: list[dict[str, Any]], typed: dict[str, list[tuple[int, int, str]]]) -> dict[str, dict[str, float]]:
    """Token recall and precision of each domain's documents, scored as the whole set is, and the recall and
    precision of names (people, places, organisations)."""
    predictions = {doc_id: [(s, e) for s, e, _ in found] for doc_id, found in typed.items()}
    domains = sorted({d["domain"] for d in docs})
    result = {}
    for domain in domains:
        subset = [d for d in docs if d["domain"] == domain]
        scores = TabEvaluator(gold_documents(subset)).evaluate({d["doc_id"]: predictions[d["doc_id"]] for d in subset})
        result[domain] = {"docs": len(subset), "token_recall": round(scores["token_recall"], 4),
                          "token_precision": round(scores["token_precision"], 4),
                          "name_token_recall": name_recall(subset, predictions),
                          "name_token_precision": name_precision(subset, typed)}
    return result


def timed_systems(makers: dict[str, Any], wanted: set[str], texts: list[str], args: argparse.Namespace
                  ) -> tuple[dict[str, tuple[list[Any], list[float]]], dict[str, dict[str, str]]]:
    """The wanted systems built (``make(batch_size, typed=True)``) and timed side by side on ``texts``
    (:func:`detect.timed_side_by_side`); a peer that cannot be built or run is reported, not fatal: its
    entry is ``{"skipped": reason}``."""
    runs = {}
    skipped: dict[str, dict[str, str]] = {}
    for name, make in makers.items():
        if name not in wanted:
            continue
        try:
            runs[name] = make(args.batch_size, typed=True)
        except Exception as error:
            skipped[name] = {"skipped": f"{type(error).__name__}: {error}"}
    timings, errors = detect.timed_side_by_side(runs, texts, args.repeats)
    skipped.update({name: {"skipped": f"{type(error).__name__}: {error}"} for name, error in errors.items()})
    return timings, skipped


def main() -> None:
    harness.fixed_hash_seed()
    args = parse_args()
    docs = general_devset.build(args.docs, args.seed) + kinds_devset.build(args.kinds, args.seed)
    evaluator = TabEvaluator(gold_documents(docs))
    ids, texts = [d["doc_id"] for d in docs], [d["text"] for d in docs]
    result = harness.ResultFile(
        args.out, "pii_detector, Presidio and spaCy NER on the synthetic multi-domain dev set (general_devset.py)",
        data={"docs": len(docs), "mentions": sum(len(d["mentions"]) for d in docs), "seed": args.seed,
              "domains": sorted({d["domain"] for d in docs}), "locales": list(general_devset.LOCALES)},
        systems={})
    makers = {"pii_detector": lambda b, typed: detect.pii_detector_default(b, args.detector_model, typed=typed),
              "presidio": detect.presidio, "spacy_sm_ner": detect.spacy_ner}
    wanted = set(args.only.split(",")) if args.only else set(makers)
    timings, skipped = timed_systems(makers, wanted, texts, args)
    result["systems"].update(skipped)
    for name, (spans, rates) in timings.items():
        typed = dict(zip(ids, spans, strict=True))
        predictions = {doc_id: [(s, e) for s, e, _ in found] for doc_id, found in typed.items()}
        scores = detect.score(evaluator, predictions)
        scores.update(docs_per_s=round(statistics.median(rates), 2), docs_per_s_repeats=[round(r, 2) for r in rates],
                      subtype_recall=breakdown(docs, predictions, "subtype"),
                      domain=per_domain(docs, typed))
        result["systems"][name] = scores
        print(f"[{name}] token recall {scores['token_recall']}, precision {scores['token_precision']}", flush=True)
    result.save()


if __name__ == "__main__":
    main()
