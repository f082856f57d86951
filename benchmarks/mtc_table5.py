"""MTC Table 5 (NER type consistency) under the paper's conditions and ours, one condition changed at a time.

The paper scores NS3, NAd, MTC and SS-MTC on the spans its own detector found in TAB test, typed by
``xx_ent_wiki_sm`` (four types: PER, LOC, ORG, MISC; dates and numbers are no entity). ``mtc.py``
scores gold spans typed by ``en_core_web_sm`` (18 OntoNotes types), the only NER model on this
machine. This script runs every method on both span sources (TAB's gold mentions and the shipped
``pii_detector``'s spans) and scores each run with both type sets (native OntoNotes types, and the
same mapped to the four WikiNER types, ``WIKINER_TYPES``), so the table shows which condition moves
accuracy and F1, and by how much.

Resumable per span source (a finished source is kept in the result file and skipped).

    python benchmarks/mtc_table5.py [--data ../shared/data/tab] [--docs 0] [--methods ns3,nad,mtc,ss_mtc]
"""
from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import spacy
from spacy.tokens import Doc, DocBin

import harness
from llm_inflight import detected_docs
from mtc import METHODS, PAPER_TABLE5, Run, gold_docs, load_runs

RESULTS = harness.RESULTS
SOURCES = ("gold", "detected")
KEPT = ("ner_precision", "ner_recall", "ner_f1", "ner_accuracy", "ner_entity_accuracy", "ner_edits", "ner_entity_edits")


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "mtc_table5.json")
    parser.add_argument("--data", type=Path, default=harness.DATA / "tab", help="folder with tab_test.json")
    parser.add_argument("--docs", type=int, default=0, help="first N test documents (0: all 127)")
    parser.add_argument("--methods", default=",".join(METHODS))
    parser.add_argument("--sources", default=",".join(SOURCES))
    parser.add_argument("--threads", type=int, default=None, help="torch threads")
    args = parser.parse_args()
    # what mtc.load_runs reads: the shipped heads and MLM, left-to-right decoding, the entity-label reference
    args.mlm = args.mtc_head = args.ss_mtc_head = None
    args.decoding, args.no_reference = "left_to_right", False
    return args


def detected_docbin(test_path: Path, n_docs: int) -> bytes:
    """The test texts with the shipped pii_detector's spans (its default config), as DocBin bytes."""
    records = json.loads(test_path.read_text(encoding="utf8"))
    records = records[:n_docs] if n_docs else records
    return detected_docs([(record["doc_id"], record["text"]) for record in records], replace=False)


def documents(source: str, args: argparse.Namespace, detected: bytes | None) -> list[Doc]:
    if source == "gold":
        return gold_docs(args.data / "tab_test.json", args.docs)
    assert detected is not None
    return list(DocBin(store_user_data=True).from_bytes(detected).get_docs(spacy.blank("en").vocab))


def run_source(source: str, args: argparse.Namespace, runs: dict[str, Run], detected: bytes | None) -> dict[str, Any]:
    """Every method over ``source``'s spans, scored with native and four-type NER labels."""
    from spacy_sanitize.metrics.ner_consistency import WIKINER_TYPES, score_ner_consistency

    for run in runs.values():
        run.docs, run.seconds = [], []
        for doc in documents(source, args, detected):
            run.process(doc)
    cell: dict[str, Any] = {}
    for name, run in runs.items():
        native = score_ner_consistency(run.docs)
        four = score_ner_consistency(run.docs, label_map=WIKINER_TYPES)
        cell[name] = {"ontonotes_18": {k: _round(native[k]) for k in KEPT},
                      "wikiner_4": {k: _round(four[k]) for k in KEPT},
                      "spans": sum(len(d.spans["pii"]) for d in run.docs),
                      "seconds_per_doc": round(sum(run.seconds) / max(1, len(run.seconds)), 3)}
        print(source, name, json.dumps({t: cell[name][t]["ner_accuracy"] for t in ("ontonotes_18", "wikiner_4")}),
              flush=True)
    return cell


def _round(value: Any) -> Any:
    return round(value, 4) if isinstance(value, float) else value


def main() -> None:
    args = parse_args()
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    previous = json.loads(args.out.read_text(encoding="utf8")) if args.out.exists() else {}
    conditions = previous.get("conditions", {}) if previous.get("docs") == args.docs else {}
    result = harness.ResultFile(
        args.out, "MTC Table 5 (NER type consistency): span source x NER type set",
        data=f"tab_test.json, {'all' if not args.docs else args.docs} documents",
        docs=args.docs, ner_model="en_core_web_sm (xx_ent_wiki_sm is not on this machine)",
        paper_table5_p_r_f1_acc=PAPER_TABLE5, conditions=conditions)
    methods = [m.strip() for m in args.methods.split(",") if m.strip()]
    runs = load_runs(args, methods)
    for source in args.sources.split(","):
        if source in conditions:
            continue  # measured by an earlier run
        started = time.perf_counter()
        detected = detected_docbin(args.data / "tab_test.json", args.docs) if source == "detected" else None
        conditions[source] = run_source(source, args, runs, detected)
        conditions[source]["minutes"] = round((time.perf_counter() - started) / 60, 1)
        result.save()


if __name__ == "__main__":
    main()
