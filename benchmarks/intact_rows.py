"""INTACT Table 3's own rows (INTACT, most-specific, least-specific) beside its reference rows.

The paper runs INTACT on TAB's manual annotations (gold spans) of the test split and scores TPS,
NMI and TRIR (Table 3: Mistral and Llama 3.1 rows). This script does the same with the local
1.5B GGUF model (llama.cpp, CPU) on the ``--docs`` shortest test documents (the LLM costs about
12 s per mention on a 2-core CPU, so the whole split takes days there), and scores on the same
documents: no sanitization, the four reference sanitizations of ``intact_table3.ROWS``, and the
three INTACT variants. Every row is scored on exactly the same documents, so the comparison
between rows holds even though the paper's absolute figures are over 127 documents.

Resumable: the sanitize runs live in ``--work`` (``edits.jsonl`` per method; finished documents
are skipped on a rerun) and the LLM calls in ``training/llm_cache``. Each invocation rewrites
``benchmarks/results/intact_rows.json`` (metrics) and ``intact_rows_docs.jsonl`` (per document:
mentions, the candidate rank each variant chose, seconds), so per-document results can be
committed as they finish.

    python benchmarks/intact_rows.py [--data ../shared/data/tab] [--docs 20] [--model path.gguf]
    python benchmarks/intact_rows.py --score-only    # score whatever documents are finished
"""
from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

import harness
from intact import rank_name
from intact_table3 import ROWS, reference_docs

RESULTS = harness.RESULTS
VARIANTS = ("intact", "intact_most_specific", "intact_least_specific")
#: The paper's Table 3 rows of its own method (%): Mistral 7B and Llama 3.1 8B.
PAPER_OWN_ROWS = {
    "mistral": {"intact": (88.5, 80.0, 12.6), "intact_least_specific": (88.5, 57.7, 13.4),
                "intact_most_specific": (91.3, 89.9, 14.2)},
    "llama": {"intact": (88.7, 86.6, 13.4), "intact_least_specific": (87.4, 56.6, 13.4),
              "intact_most_specific": (90.4, 88.7, 15.0)},
}


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "intact_rows.json")
    parser.add_argument("--data", type=Path, default=harness.DATA / "tab")
    parser.add_argument("--test", default="tab_test.json", help="the test split's file in --data")
    parser.add_argument("--dev", default="tab_dev127.json", help="the dev split's file (TRIR's test+dev background)")
    parser.add_argument("--docs", type=int, default=20, help="the N shortest test documents")
    parser.add_argument("--model", default="", help="GGUF of the LLM (default: the installed `chat` model)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--work", type=Path, default=harness.ROOT / "training" / "intact_rows")
    parser.add_argument("--score-only", action="store_true", help="skip the LLM runs; score finished documents")
    return parser.parse_args()


def gold_subset(args: argparse.Namespace) -> tuple[Path, list[str]]:
    """A DocBin of the ``--docs`` shortest test documents with their gold spans (the paper's input)."""
    from spacy_sanitize.tab.corpus import convert_tab

    records = json.loads((args.data / args.test).read_text(encoding="utf8"))
    chosen = sorted(records, key=lambda r: (len(r["text"]), r["doc_id"]))[: args.docs]
    args.work.mkdir(parents=True, exist_ok=True)
    subset = args.work / "test_subset.json"
    subset.write_text(json.dumps(chosen), encoding="utf8")
    docbin = args.work / "gold.spacy"
    convert_tab(subset, docbin)
    return docbin, [str(r["doc_id"]) for r in chosen]


def sanitize(args: argparse.Namespace, docbin: Path) -> None:
    from spacy_sanitize.experiments.sanitize import run_sanitize

    cache = str(harness.ROOT / "training" / "llm_cache")
    for method in VARIANTS:  # INTACT first: its candidates are cached, the two baselines reuse them
        summary = run_sanitize(method, docbin, args.work / method, llm_model=args.model or None,
                               llm_cache=cache, threads=args.threads, progress=False)
        print(f"{method}: {summary}", flush=True)


def per_doc_records(args: argparse.Namespace, ids: list[str]) -> list[dict[str, Any]]:
    """What each variant chose per finished document (no text: ranks, counts and seconds)."""
    from spacy_sanitize.experiments.runs import read_edits

    rows = []
    for method in VARIANTS:
        records = read_edits(args.work / method)
        for doc_id in ids:
            record = records.get(doc_id)
            if record is None:
                continue
            ranks = Counter(rank_name(edit.get("details")) for edit in record["edits"])
            rows.append({"method": method, "doc_id": doc_id, "mentions": len(record["edits"]),
                         "choices": dict(sorted(ranks.items())), "seconds": record.get("seconds")})
    return rows


def systems_on(args: argparse.Namespace, docbin: Path, ids: list[str]) -> dict[str, list[Any]]:
    """Every row's sanitized Docs on ``ids``: none, the reference rows and the INTACT variants."""
    from spacy_sanitize.experiments.runs import DetectedCorpus, read_edits, rebuild_docs

    wanted = set(ids)
    references = reference_docs(args.data, args.test, with_original=True)
    systems = {name: [d for d in docs if str(d._.doc_id) in wanted] for name, docs in references.items()}
    corpus = DetectedCorpus(docbin)
    for method in VARIANTS:
        systems[method] = rebuild_docs(corpus, read_edits(args.work / method), ids)
    return systems


def score(systems: dict[str, list[Any]], args: argparse.Namespace) -> dict[str, dict[str, float]]:
    """TPS, NMI (package protocol, and the paper's: token means of the MLM encoder, K = 4) and TRIR
    (TF-IDF attacker, the paper's test+dev background of 254 individuals)."""
    from nmi_protocols import encoder_path
    from spacy_sanitize.metrics.nmi import score_nmi
    from spacy_sanitize.metrics.tps import score_tps
    from spacy_sanitize.metrics.trir import make_tfidf_reidentifier, score_trir
    from trir_backgrounds import backgrounds

    background = backgrounds(args.data, args.test, args.dev)["test_dev_254"]
    mlm = encoder_path("mlm")
    values: dict[str, dict[str, float]] = {}
    for name, docs in systems.items():
        row = {"tps": score_tps(docs, per_doc=False)["tps"],
               "nmi_minilm_silhouette": score_nmi(docs)["nmi"],
               "nmi_mlm_k4": score_nmi(docs, model=mlm, k=4)["nmi"],
               "trir_tfidf_254": score_trir(docs, reidentifier=make_tfidf_reidentifier(), background=background)["trir"]}
        values[name] = {k: round(100 * v, 1) for k, v in row.items()}
        print(name, values[name], flush=True)
    return values


def main() -> None:
    args = parse_args()
    docbin, ids = gold_subset(args)
    if not args.score_only:
        sanitize(args, docbin)
    per_doc = per_doc_records(args, ids)
    (RESULTS / "intact_rows_docs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in per_doc), encoding="utf8")
    finished = [i for i in ids if sum(r["doc_id"] == i for r in per_doc) == len(VARIANTS)]
    result = harness.ResultFile(
        args.out, "INTACT Table 3: the paper's own rows with the local LLM, beside the reference rows on the same docs",
        data=f"{args.test}: the {args.docs} shortest documents, gold spans (one annotator)",
        documents_finished=len(finished), doc_ids=finished,
        paper_reference_rows_percent={name: row._asdict() for name, row in ROWS.items()},
        paper_own_rows_percent=PAPER_OWN_ROWS)
    if len(finished) >= 3:  # NMI clusters documents: fewer than 3 says nothing
        result["percent"] = score(systems_on(args, docbin, finished), args)
    result.save()


if __name__ == "__main__":
    main()
