"""Utility and privacy metrics on TAB test for the reference sanitizations, side by side.

Methods (all on the gold mentions of ``tab_test.json``, from the shared
outputs in ``../shared/data/tab/baselines/``): no sanitization, suppression,
entity label, Dou et al.'s abstractions, Presidio + GPT-3.5 synthetic
replacements. Every method becomes edits (``docs_from_replacements``), so the
metrics read the same edit log they read for this project's components.

Metrics: TPS (masked-LM information content from the project's MiniLM MLM),
NMI (MiniLM document embeddings, k-means++), TRIR (TF-IDF re-identifier on
the 10% public background of all 1,268 TAB cases, the paper's kind of
background), NER type consistency, perplexity (local GGUF) and the semantic
re-identification attack of "A False Sense of Privacy" - the last two on a
subset (``--ppl-docs``, ``--reid-docs``), because their LLM work does not fit
a laptop CPU for 127 documents and 5 methods. Writes
``benchmarks/results/metrics.json``: method -> metric -> value, seconds per
metric, and what each number was computed on.

    python benchmarks/metrics.py [--metrics tps,nmi,trir,ner,ppl,reid] [--ppl-docs 20] [--reid-docs 20]
"""
import argparse
import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import harness
from intact_table3 import ROWS, reference_docs
from spacy_sanitize.experiments.score import scalars

ROOT = harness.ROOT
DATA = harness.DATA / "tab"
RESULTS = harness.RESULTS
#: INTACT's Table 3 (TPS / TRIR in %), for the closing comparison of orderings
PAPER_TABLE3 = {name: (row.tps, row.trir) for name, row in ROWS.items()}


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "metrics.json")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--test", default="tab_test.json", help="the test split's file in --data (echr_test.json: official)")
    parser.add_argument("--metrics", default="tps,nmi,trir,ner,ppl,reid")
    parser.add_argument("--ppl-docs", type=int, default=20)
    parser.add_argument("--ppl-model", default=None, help="GGUF for perplexity (default: the local 0.5B)")
    parser.add_argument("--reid-docs", type=int, default=20)
    parser.add_argument("--reid-llm", default=None, help="GGUF for claims and judgements (default: none: "
                        "sentence claims, no semantic distance)")
    parser.add_argument("--reid-max-claims", type=int, default=None,
                        help="claims judged per document (a seeded sample; default: all) - a CPU budget knob")
    parser.add_argument("--reid-shortest", action="store_true",
                        help="attack the --reid-docs shortest documents instead of the first ones (CPU budget)")
    parser.add_argument("--reid-pool", choices=("attacked", "all"), default="attacked",
                        help="the sanitized collection the attacker searches: only the attacked documents, or all "
                             "test documents (the paper's setting: every released record is a candidate)")
    parser.add_argument("--reid-details", type=Path, default=None,
                        help="write each attacked document's claims, link, judged claims and ratings here (JSONL)")
    parser.add_argument("--threads", type=int, default=None)
    return parser.parse_args()


#: A metric's run: (note for the result file, scoring function over a system's Docs, documents scored: 0 = all).
MetricRun = tuple[str, Callable[[list], dict[str, Any]], int]


def tps_run(args: argparse.Namespace) -> MetricRun:
    from spacy_sanitize.metrics.tps import score_tps

    return ("127 docs; IC from the project's MiniLM masked LM (train-mlm), all-MiniLM-L6-v2 similarity",
            lambda docs: score_tps(docs, per_doc=False), 0)


def nmi_run(args: argparse.Namespace) -> MetricRun:
    from spacy_sanitize.metrics.nmi import score_nmi

    return ("127 docs; mean-pooled all-MiniLM-L6-v2, K by silhouette on the originals, 5 k-means++ runs",
            lambda docs: score_nmi(docs), 0)


def trir_run(args: argparse.Namespace) -> MetricRun:
    from spacy_sanitize.metrics.trir import load_background, make_tfidf_reidentifier, score_trir

    background = load_background([str(args.data / "background_all_public10.json")])
    attacker = make_tfidf_reidentifier()
    return ("127 docs; TF-IDF + linear SVM re-identifier trained on the first 10% of the public "
            "judgments of all 1,268 TAB cases (1,268 individuals)",
            lambda docs: score_trir(docs, reidentifier=attacker, background=background), 0)


def ner_run(args: argparse.Namespace) -> MetricRun:
    from spacy_sanitize.metrics.ner_consistency import score_ner_consistency

    return "127 docs; en_core_web_sm NER over original and sanitized text", lambda docs: score_ner_consistency(docs), 0


def ppl_run(args: argparse.Namespace) -> MetricRun:
    from spacy_sanitize.metrics.perplexity import score_perplexity
    from spacy_sanitize.resources import installed_gguf

    model = args.ppl_model or str(installed_gguf("chat-small"))
    return (f"first {args.ppl_docs} docs; {Path(model).name}, 1024-token windows",
            lambda docs: score_perplexity(docs, model, n_threads=args.threads), args.ppl_docs)


def reid_run(args: argparse.Namespace) -> MetricRun:
    from spacy_sanitize.metrics.semantic_reid import SharedClaimsAttack

    llm = None
    if args.reid_llm:
        from spacy_sanitize.llm.llama_cpp import make_llama_cpp_chat

        # cached on disk: an interrupted run resumes where it stopped
        llm = make_llama_cpp_chat(model_path=args.reid_llm, n_threads=args.threads,
                                  cache_dir=str(ROOT / "training" / "llm_cache"))
    # every method is attacked with the same claims and (paraphrased) auxiliary queries,
    # as the paper does (and 5x fewer LLM calls)
    attack = SharedClaimsAttack(llm, max_judged_claims=args.reid_max_claims)

    def score_semantic_reid(docs: list) -> dict[str, Any]:
        chosen = sorted(docs, key=lambda d: len(d.text))[: args.reid_docs] if args.reid_shortest else docs[: args.reid_docs]
        attacked = {d._.doc_id for d in chosen}
        report = attack(docs if args.reid_pool == "all" else chosen, attacked=attacked)
        if args.reid_details is not None:
            from dataclasses import asdict

            from spacy_sanitize.doc_model import get_edits
            from spacy_sanitize.experiments.runs import append_jsonl

            system = next((edit.method for doc in chosen for edit in get_edits(doc)), "none")
            for document in report.documents:
                append_jsonl(args.reid_details, {"system": system, "pool": args.reid_pool, **asdict(document)})
        return report.scores

    which = "shortest" if args.reid_shortest else "first"
    claims_note = f"; {args.reid_max_claims} judged claims per doc (seeded sample)" if args.reid_max_claims else ""
    pool_note = "; the attacker searches all test documents" if args.reid_pool == "all" else ""
    note = (f"{which} {args.reid_docs} docs{claims_note}{pool_note}; dense MiniLM linker with majority vote; "
            + (f"claims and judgements by {Path(args.reid_llm).name}" if llm else
               "sentence-level claims (no LLM), so no semantic distance"))
    return note, score_semantic_reid, 0


RUNS: dict[str, Callable[[argparse.Namespace], MetricRun]] = {
    "tps": tps_run, "nmi": nmi_run, "trir": trir_run, "ner": ner_run, "ppl": ppl_run, "reid": reid_run,
}


def main() -> None:
    args = parse_args()
    systems = reference_docs(args.data, args.test, with_original=True)
    results: dict[str, dict[str, Any]] = {name: {} for name in systems}
    seconds: dict[str, dict[str, float]] = {name: {} for name in systems}
    notes: dict[str, str] = {}
    for metric in [m.strip() for m in args.metrics.split(",") if m.strip()]:
        notes[metric], score, subset = RUNS[metric](args)
        for name, docs in systems.items():
            values, timings = harness.timed(partial(score, docs[:subset] if subset else docs))
            seconds[name][metric] = round(timings[0], 1)
            results[name].update(scalars(values))
            print(f"{metric:5s} {name:26s} {json.dumps(scalars(values))[:200]} ({seconds[name][metric]} s)", flush=True)
    write_merged(args.out, systems, results, seconds, notes)


def write_merged(path: Path, systems: dict[str, Any], results: dict[str, dict[str, Any]],
                 seconds: dict[str, dict[str, float]], notes: dict[str, str]) -> None:
    """Add this run's metrics to the result file's (a run may compute a few metrics only)."""
    previous = json.loads(path.read_text(encoding="utf8")) if path.exists() else {}
    merged_results = previous.get("results", {})
    merged_seconds = previous.get("seconds", {})
    for name in systems:
        merged_results.setdefault(name, {}).update(results[name])
        merged_seconds.setdefault(name, {}).update(seconds[name])
    output = harness.ResultFile(
        path, "utility and privacy metrics of reference sanitizations of the TAB test gold mentions",
        data="tab_test.json (127 docs, one annotator's mentions, reconstruction) + shared baseline outputs",
        notes={**previous.get("notes", {}), **notes}, results=merged_results, seconds=merged_seconds,
        paper_table3_tps_trir_percent=PAPER_TABLE3,
    )
    output.save()


if __name__ == "__main__":
    main()
