"""linkage_guard on TAB test documents: linkage risk, similarity, perplexity and time; the index's cost.

Collection (the attacker's search space, paper §3.1): ``background_test_public.json`` (full public
judgments of the 127 test cases) + ``background_all_public10.json`` (first 10% of all 1,268 TAB
cases) + the ``tab_test.json`` texts; texts with the same case id are one document (1,268
documents). Documents: the first ``--docs`` test texts (file order, nothing chosen on results) after
``pii_detector`` + entity-label replacement (``pii_replacer``): the de-identified input D'.

Measured, side by side on the same D':

* ``linkage_guard`` with the local LLM (llama.cpp, default the 1.5B GGUF) for each ``--arities``
  setting (1 = single n-grams, 3 = combinations up to 3, the paper's two settings);
* ``redact_only`` (``max_rounds = 0``): every linkable n-gram replaced by the marker, no LLM - the
  fail-closed floor the rewriting must beat on utility;
* ``none``: D' itself (risk 1.0 by definition).

Reported: linkage risk (§4.2) for arity 1 and <= 3, the items behind them, semantic similarity of
D'' to D' and to the original (all-MiniLM-L6-v2, mean of 128-word windows), perplexity of D' and D''
(local GGUF, default 0.5B), seconds per document and LLM use; index build time, size on disk and
peak memory (a separate ``spacy-sanitize build-index`` process), time to analyse one document;
build time and size at several collection fractions, fitted and projected to the paper's 13,759
documents. Writes ``benchmarks/results/linkage.json`` after every document, and each (document,
setting) result to ``--state`` (``benchmarks/results/linkage_docs.jsonl``): a later run with the same
model and settings resumes there instead of rewriting those documents again (``--fresh`` starts over).

    python benchmarks/linkage.py [--data ../shared/data/tab] [--docs 20] [--arities 1,3] [--model GGUF]
        [--k 3] [--max-rounds 5] [--ppl-model GGUF] [--threads N]
    # smoke (no LLM, no perplexity, small collection; < 1 minute plus interpreter start-up):
    python benchmarks/linkage.py --collection-limit 150 --docs 3 --skip-llm --no-ppl --no-similarity --gold-spans

Caveats: ``tab_test.json`` is a reconstruction (one annotator); the collection here (1,268 cases,
~1 million words) is smaller than the paper's (13,759 full judgments), so fewer n-grams are common
and more are rare; the paper used Qwen3-4B on a GPU, GTE / distilroberta similarity and Gemma3
perplexity - the figures are comparable in kind, not in value.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import spacy

import harness

ROOT = harness.ROOT
DATA = harness.DATA / "tab"
RESULTS = harness.RESULTS
#: part of the resume key: results of an older rewriting loop are not mixed with new ones
#: (2: retries send only the sentences that still link; the phrases are marked in the passage;
#: 3: source-aware detection - a phrase links only if it occurs in the original document;
#: 4: an answer that lost a placeholder is retried part by part; 5: parts keep no stray full stop;
#: 6: a retry is not told about a placeholder its passage does not hold; 7: punctuation at the edges
#: of a part stays outside it, and the fail-closed end redacts the input's combinations left whole;
#: 8: those are checked once the output's own detection finds nothing, so no phrase is redacted twice)
GUARD_VERSION = 8
SOURCES = ("background_test_public.json", "background_all_public10.json", "tab_test.json")
PAPER = {
    "collection_docs": 13759,
    "remaining_linkages": {"arity1_setting": {"arity1": 0.001, "arity_le3": 0.432},
                           "arity3_setting": {"arity1": 0.002, "arity_le3": 0.002}},
    "similarity_gte": {"arity1_setting": 0.978, "arity3_setting": 0.948},
    "similarity_distilroberta": {"arity1_setting": 0.987, "arity3_setting": 0.959},
    "perplexity_gemma3": {"arity1_setting": 14.2, "arity3_setting": 15.0},
    "seconds_per_doc_gpu": {"arity1_setting": 15.5, "arity3_setting": 52.6},
    "mean_words_per_doc": 750,
    "model": "Qwen3-4B on one GPU",
}


def load_collection(data: Path, limit: int | None) -> list[dict[str, str]]:
    """All collection texts as {"doc_id", "text"}, in source order (``limit`` per source for smoke runs)."""
    texts: list[dict[str, str]] = []
    for name in SOURCES:
        raw = json.loads((data / name).read_text(encoding="utf8"))
        items = list(raw.items()) if isinstance(raw, dict) else [(r["doc_id"], r["text"]) for r in raw]
        texts.extend({"doc_id": str(i), "text": t} for i, t in items[: limit or None])
    return texts


def write_jsonl(records: Sequence[dict[str, str]], path: Path) -> None:
    with path.open("w", encoding="utf8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def run_measured(command: list[str]) -> dict[str, float]:
    """Wall time and peak resident memory of a child process (``wait4``: this child only)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    _, status, usage = os.wait4(process.pid, 0)
    output = process.stdout.read() if process.stdout else ""
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{output[-3000:]}")
    return {"wall_seconds": round(wall, 2), "peak_rss_mb": round(usage.ru_maxrss / 1024, 1), "output": output[-500:]}


def index_stats(path: Path) -> dict[str, Any]:
    from spacy_sanitize.linkage.index import NgramIndex

    index = NgramIndex.open(path)
    history = index.manifest["history"]
    return {
        "n_docs": index.n_docs,
        "n_texts": sum(h.get("n_texts", 0) for h in history),
        "n_words": sum(h.get("n_words", 0) for h in history),
        "n_ngrams": sum(s.n_keys for s in index.segments),
        "n_postings": sum(int(s.info["n_postings"]) for s in index.segments),
        "size_mb": round(index.size_bytes() / 1e6, 2),
        "build_seconds": round(sum(h.get("seconds", 0.0) for h in history), 2),
    }


def fit_and_project(runs: list[dict[str, Any]], target_words: float) -> dict[str, Any]:
    """Linear (a + b*words) and power-law (c*words^e) fits of build seconds and size; values at ``target_words``."""
    words = np.array([r["n_words"] for r in runs], dtype=float)
    result: dict[str, Any] = {"target_words": round(target_words)}
    for key in ("build_seconds", "size_mb"):
        y = np.array([r[key] for r in runs], dtype=float)
        b, a = np.polyfit(words, y, 1)
        e, log_c = np.polyfit(np.log(words), np.log(np.maximum(y, 1e-9)), 1)
        result[key] = {
            "linear": {"intercept": round(float(a), 4), "per_million_words": round(float(b) * 1e6, 4),
                       "projected": round(float(a + b * target_words), 1)},
            "power_law": {"exponent": round(float(e), 3), "projected": round(float(np.exp(log_c) * target_words ** e), 1)},
        }
    return result


def doc_embedding(embed, text: str, window: int = 128) -> np.ndarray:
    """Mean of the normalised embeddings of ``window``-word pieces (MiniLM reads 256 word pieces at most)."""
    words = text.split()
    pieces = [" ".join(words[i : i + window]) for i in range(0, max(1, len(words)), window)] or [""]
    vectors = np.asarray(embed(pieces), dtype=np.float64)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    mean = vectors.mean(axis=0)
    return mean / max(np.linalg.norm(mean), 1e-12)


class Setting:
    """One way of producing D'' from D' (a linkage_guard configuration), with its results."""

    def __init__(self, name: str, nlp, llm=None) -> None:
        self.name = name
        self.nlp = nlp
        self.llm = llm
        self.rows: list[dict[str, Any]] = []
        self.usages: list[dict[str, Any]] = []  # LLM use per document (also of resumed ones)
        self.outputs: dict[str, str] = {}
        self.risks: list[Any] = []

    def summary(self, max_arity: int) -> dict[str, Any]:
        from spacy_sanitize.linkage.risk import aggregate

        n = max(1, len(self.rows))
        result: dict[str, Any] = {"docs": len(self.rows)}
        result.update(aggregate(self.risks, max_arity))
        for key in ("seconds", "rounds", "llm_calls", "redacted", "edits"):
            values = [r[key] for r in self.rows if r.get(key) is not None]
            if values:
                result[f"{key}_per_doc"] = round(sum(values) / n, 3)
        for key in ("similarity_to_input", "similarity_to_original"):
            values = [r[key] for r in self.rows if r.get(key) is not None]
            if values:
                result[f"{key}_mean"] = round(float(np.mean(values)), 4)
        if self.usages:
            result["llm_usage"] = {key: round(sum(u.get(key, 0) for u in self.usages), 2)
                                   for key in self.usages[0]}
        return result


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "linkage.json")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--docs", type=int, default=20)
    parser.add_argument("--arities", default="1,3")
    parser.add_argument("--k", type=int, default=3)
    parser.add_argument("--max-rounds", type=int, default=5)
    parser.add_argument("--model", default=None, help="GGUF for rewriting (default: the local 1.5B model)")
    parser.add_argument("--llm-config", default=None, help='the LLM block as JSON instead of llama.cpp, e.g. '
                        '\'{"@misc": "spacy_sanitize.OpenAIChat.v1", "model": "...", "base_url": "..."}\'')
    parser.add_argument("--ppl-model", default=None, help="GGUF for perplexity (default: the local 0.5B model)")
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--collection-limit", type=int, default=None, help="texts per source (smoke runs)")
    parser.add_argument("--scaling", default="0.125,0.25,0.5", help="collection fractions for the scaling fit")
    parser.add_argument("--index-dir", type=Path, default=None, help="where to build the index (default: a temp dir)")
    parser.add_argument("--skip-llm", action="store_true", help="no LLM rewriting (index, detection, redact_only)")
    parser.add_argument("--no-ppl", action="store_true")
    parser.add_argument("--no-similarity", action="store_true")
    parser.add_argument("--gold-spans", action="store_true", help="gold TAB mentions instead of pii_detector (smoke)")
    parser.add_argument("--guard-config", default=None,
                        help='linkage_guard settings as JSON, e.g. \'{"rewriting": {"retry_sentences_per_chunk": null}}\'')
    parser.add_argument("--reports", type=Path, default=None,
                        help="append each document's linkage report (prompts' n-grams, rewrites, rejections) here")
    parser.add_argument("--state", type=Path, default=RESULTS / "linkage_docs.jsonl",
                        help="per-document results; a later run with the same settings resumes from them")
    parser.add_argument("--fresh", action="store_true", help="ignore and overwrite --state")
    parser.add_argument("--only-docs", default=None,
                        help="comma-separated doc ids: run only these of the first --docs documents")
    parser.add_argument("--finished-only", action="store_true",
                        help="report only the documents every setting has finished in --state (computes nothing "
                             "new: the summary of runs that are still accumulating)")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    missing = [name for name in SOURCES if not (args.data / name).exists()]
    if missing:
        sys.exit(f"{missing} not found in {args.data}: pass --data path/to/tab")
    arities = [int(a) for a in args.arities.split(",") if a.strip()]

    from spacy_sanitize.components.linkage_guard import register_report_extension
    from spacy_sanitize.doc_model import register_extensions

    register_extensions()
    register_report_extension()
    result = harness.ResultFile(
        args.out, "linkage_guard (Lison & Anderson) on TAB test: linkage risk, utility, time; n-gram index cost",
        note="shared with other jobs while measured",
        data=("collection = background_test_public.json + background_all_public10.json + tab_test.json texts "
              "(same case id = one document); documents = the first test texts (file order); tab_test.json is a "
              "one-annotator reconstruction"),
        settings={"k": args.k, "max_rounds": args.max_rounds, "max_n": 7, "arities": arities,
                  "docs": args.docs, "collection_limit_per_source": args.collection_limit,
                  "spans": "gold TAB mentions" if args.gold_spans else "pii_detector (shipped model + rules)",
                  "replacement": "entity label with a running number (pii_replacer)"},
        paper=PAPER,
    )
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        index_path = args.index_dir or tmp / "index"
        measure_index(args, result, tmp, index_path)
        inputs = deidentified_inputs(args, result)
        before_detections = measure_analysis(args, result, index_path, inputs)
        settings = make_settings(args, arities, index_path)
        run = GuardRun(args, result, settings, index_path)
        inputs, before_detections = run.resume(inputs, before_detections)
        run.rewrite_all(inputs, before_detections)
        if not args.no_ppl:
            measure_perplexity(args, result, settings, inputs)
        example_id = inputs[0]._.doc_id if inputs else None
        if example_id:
            result["example"] = {"doc_id": example_id, **{s.name: s.outputs[example_id][:3000] for s in settings}}
        result["finished"] = harness.now()
        result.save()
        print(json.dumps(result["settings_results"], indent=2), flush=True)


def measure_index(args: argparse.Namespace, result: harness.ResultFile, tmp: Path, index_path: Path) -> None:
    """The index: one separate process for peak memory, then in-process builds for the scaling fit."""
    from spacy_sanitize.linkage.build import build_index

    collection = load_collection(args.data, args.collection_limit)
    collection_file = tmp / "collection.jsonl"
    write_jsonl(collection, collection_file)
    print(f"building the index of {len(collection)} texts ...", flush=True)
    startup = run_measured([sys.executable, "-c", "import spacy_sanitize.linkage.build, spacy; spacy.blank('en')"])
    build = run_measured([sys.executable, "-m", "spacy_sanitize", "build-index", str(collection_file), "-o",
                          str(index_path), "--overwrite", "--no-progress"])
    stats = index_stats(index_path)
    result["index"] = {
        **stats, "process_wall_seconds": build["wall_seconds"], "process_peak_rss_mb": build["peak_rss_mb"],
        "interpreter_startup": {"wall_seconds": startup["wall_seconds"], "peak_rss_mb": startup["peak_rss_mb"],
                                "what": "python + spacy.blank('en') (imports every installed spaCy plugin)"},
        "note": "build_seconds: reading, tokenising, hashing, sorting, writing and compacting, without start-up",
    }
    print(json.dumps(result["index"]), flush=True)
    result.save()
    runs = []
    shuffled = collection[:]
    random.Random(0).shuffle(shuffled)
    for fraction in [float(f) for f in args.scaling.split(",") if f.strip()]:
        subset = shuffled[: max(1, int(len(shuffled) * fraction))]
        path = tmp / f"scale-{fraction}"
        build_index([], path, records=[_record(r) for r in subset])
        runs.append({"fraction": fraction, **index_stats(path)})
        print(f"scaling {fraction}: {runs[-1]}", flush=True)
    runs.append({"fraction": 1.0, **stats})
    full_texts = json.loads((args.data / SOURCES[0]).read_text(encoding="utf8"))
    mean_words = float(np.mean([len(t.split()) for t in full_texts.values()]))
    result["scaling"] = {
        "runs": runs,
        "projection": fit_and_project(runs, mean_words * PAPER["collection_docs"]),
        "assumption": (f"the paper's 13,759 documents are full ECHR judgments of {mean_words:.0f} words on "
                       "average (the mean of background_test_public.json); x = words indexed"),
    }
    result.save()


def deidentified_inputs(args: argparse.Namespace, result: harness.ResultFile) -> list[Any]:
    """D' = pii_detector (or the gold mentions) + entity labels, for the first ``--docs`` test documents."""
    from spacy_sanitize.doc_model import PII_SPAN_KEY
    from spacy_sanitize.replacement import non_overlapping

    records = json.loads((args.data / "tab_test.json").read_text(encoding="utf8"))[: args.docs]
    if args.only_docs:
        wanted = set(args.only_docs.split(","))
        records = [r for r in records if r["doc_id"] in wanted]
    nlp = spacy.blank("en")
    if not args.gold_spans:
        nlp.add_pipe("pii_detector")
    nlp.add_pipe("pii_replacer")
    nlp.initialize()
    started = time.perf_counter()
    inputs = []
    for record in records:
        doc = nlp.make_doc(record["text"])
        doc._.doc_id = record["doc_id"]
        if args.gold_spans:
            spans = [doc.char_span(m["start_offset"], m["end_offset"], label=m["entity_type"], alignment_mode="expand")
                     for m in record["mentions"]]
            doc.spans[PII_SPAN_KEY] = non_overlapping([s for s in spans if s is not None])
        for _, pipe in nlp.pipeline:
            doc = pipe(doc)
        inputs.append(doc)
    result["deidentification_seconds_per_doc"] = round((time.perf_counter() - started) / max(1, len(inputs)), 2)
    return inputs


def measure_analysis(args: argparse.Namespace, result: harness.ResultFile, index_path: Path,
                     inputs: list[Any]) -> list[Any]:
    """Time to find what links in each D' at arity 1 and 3; returns the arity-3 detections (the "before")."""
    from spacy_sanitize.linkage.index import NgramIndex
    from spacy_sanitize.linkage.links import Detector
    from spacy_sanitize.linkage.view import doc_view

    index = NgramIndex.open(index_path)
    analysis: dict[str, Any] = {}
    before_detections = []
    for arity in (1, 3):
        detector = Detector(index, k=args.k, max_arity=arity)
        times, counts = [], []
        for doc in inputs:
            view = doc_view(doc)
            t0 = time.perf_counter()
            detection = detector.detect(view.text, view.barriers)
            times.append(time.perf_counter() - t0)
            counts.append((len(detection.singles), len(detection.combinations), len(detection.to_rephrase),
                           detection.n_words, detection.pool_size))
            if arity == 3:
                before_detections.append(detection)
        counts_array = np.array(counts, dtype=float).reshape(-1, 5)
        analysis[f"arity{arity}"] = {
            "seconds_per_doc": round(float(np.mean(times)), 4) if times else None,
            "seconds_max": round(float(np.max(times)), 4) if times else None,
            **{f"{name}_per_doc": round(float(counts_array[:, i].mean()), 1) if len(counts_array) else None
               for i, name in enumerate(("singles", "combinations", "to_rephrase", "words", "pool"))},
        }
    result["analysis_time_per_document"] = analysis
    print(json.dumps(analysis), flush=True)
    result.save()
    return before_detections


def make_settings(args: argparse.Namespace, arities: list[int], index_path: Path) -> list[Setting]:
    """D' as it is, redaction alone (no LLM), and linkage_guard at each arity."""
    settings: list[Setting] = [Setting("none", None)]
    guard_options = json.loads(args.guard_config) if args.guard_config else {}
    guard_config = {"index_path": str(index_path), **guard_options}
    redact = spacy.blank("en")
    redact.add_pipe("linkage_guard", config={**guard_config, "search": {"k": args.k, "max_arity": 3},
                                             "rewriting": {**guard_options.get("rewriting", {}), "max_rounds": 0},
                                             "llm": None})
    settings.append(Setting("redact_only_arity3", redact))
    if args.skip_llm:
        return settings
    for arity in arities:
        llm_config = json.loads(args.llm_config) if args.llm_config else {
            "@misc": "spacy_sanitize.LlamaCppChat.v1", "model_path": args.model, "n_threads": args.threads,
            "temperature": 0.3, "seed": 0, "max_new_tokens": 512, "n_ctx": 4096}
        guard = spacy.blank("en")
        guard.add_pipe("linkage_guard", config={
            **guard_config, "search": {"k": args.k, "max_arity": arity},
            "rewriting": {**guard_options.get("rewriting", {}), "max_rounds": args.max_rounds}, "llm": llm_config})
        settings.append(Setting(f"linkage_guard_arity{arity}", guard, guard.get_pipe("linkage_guard").llm))
    return settings


class GuardRun:
    """D'' per setting, document by document (interleaved, so background load falls on all alike), resumable."""

    def __init__(self, args: argparse.Namespace, result: harness.ResultFile, settings: list[Setting],
                 index_path: Path) -> None:
        from spacy_sanitize.experiments.runs import iter_jsonl
        from spacy_sanitize.linkage.index import NgramIndex
        from spacy_sanitize.linkage.links import Detector

        self.args = args
        self.result = result
        self.settings = settings
        self.measure = Detector(NgramIndex.open(index_path), k=args.k, max_arity=3)  # risk: always up to arity 3
        self.embed = None
        if not args.no_similarity:
            from spacy_sanitize.resources import sentence_embedder

            self.embed = sentence_embedder()
        last_llm = settings[-1].llm
        result["model"] = (Path(str(getattr(last_llm, "model_path", None) or getattr(last_llm, "model_id", "none"))).name
                           if last_llm is not None else "none")
        # results of an earlier run with the same model and settings are reused, not recomputed
        self.state_key = {"model": result["model"], "k": args.k, "max_rounds": args.max_rounds,
                          "spans": result["settings"]["spans"], "collection_limit": args.collection_limit,
                          "llm_config": args.llm_config,
                          "guard_config": json.loads(args.guard_config) if args.guard_config else {},
                          "version": GUARD_VERSION}
        if args.fresh and args.state.exists():
            args.state.unlink()
        self.finished = {(r["doc_id"], r["setting"]): r for r in iter_jsonl(args.state) if r.get("key") == self.state_key}

    def resume(self, inputs: list[Any], before: list[Any]) -> tuple[list[Any], list[Any]]:
        """With ``--finished-only``: only the documents every setting has finished."""
        if not self.args.finished_only:
            return inputs, before
        keep = [i for i, d in enumerate(inputs) if all((d._.doc_id, s.name) in self.finished for s in self.settings)]
        self.result["settings"]["docs_finished"] = len(keep)
        print(f"{len(keep)} of {self.args.docs} documents finished by every setting", flush=True)
        return [inputs[i] for i in keep], [before[i] for i in keep]

    def rewrite_all(self, inputs: list[Any], before_detections: list[Any]) -> None:
        from spacy_sanitize.linkage.view import doc_view

        for number, (doc, before) in enumerate(zip(inputs, before_detections, strict=True), start=1):
            input_vector = doc_embedding(self.embed, doc_view(doc).text) if self.embed else None
            original_vector = doc_embedding(self.embed, doc.text) if self.embed else None
            for setting in self.settings:
                where = f"[{setting.name}] {number}/{len(inputs)} {doc._.doc_id}"
                if self._reuse(setting, doc):
                    print(f"{where}: done by an earlier run ({self.args.state})", flush=True)
                    continue
                row = self._rewrite(setting, doc, before, input_vector, original_vector)
                print(f"{where}: {json.dumps(row)[:300]}", flush=True)
            self.result["settings_results"] = {s.name: s.summary(3) for s in self.settings}
            self.result["per_doc"] = {s.name: s.rows for s in self.settings}
            self.result.save()

    def _reuse(self, setting: Setting, doc: Any) -> bool:
        from spacy_sanitize.linkage.risk import DocumentRisk

        earlier = self.finished.get((doc._.doc_id, setting.name))
        if earlier is None:
            return False
        setting.rows.append(earlier["row"])
        setting.risks.append(DocumentRisk.from_dict(earlier["row"]["risk"]))
        setting.outputs[doc._.doc_id] = earlier["output"]
        if earlier.get("usage"):
            setting.usages.append(earlier["usage"])
        return True

    def _rewrite(self, setting: Setting, doc: Any, before: Any, input_vector: Any, original_vector: Any) -> dict[str, Any]:
        from spacy_sanitize.experiments.runs import append_jsonl
        from spacy_sanitize.linkage.risk import document_risk, present_keys
        from spacy_sanitize.linkage.view import doc_view

        usage_before = setting.llm.usage.snapshot() if setting.llm is not None else None
        copy = doc.__class__(doc.vocab).from_bytes(doc.to_bytes())
        t0 = time.perf_counter()
        if setting.nlp is not None:
            for _, pipe in setting.nlp.pipeline:
                copy = pipe(copy)
        seconds = time.perf_counter() - t0
        view = doc_view(copy)
        risk = document_risk(before, present_keys(self.measure, view.text, view.barriers), doc._.doc_id)
        setting.risks.append(risk)
        report = copy._.linkage_report or {}
        row = _row(doc._.doc_id, seconds, risk, report, copy)
        if self.embed is not None:
            vector = doc_embedding(self.embed, view.text)
            row["similarity_to_input"] = round(float(vector @ input_vector), 4)
            row["similarity_to_original"] = round(float(vector @ original_vector), 4)
        setting.rows.append(row)
        setting.outputs[doc._.doc_id] = view.text
        usage = setting.llm.usage.since(usage_before).to_dict() if setting.llm is not None else None
        if usage is not None:
            setting.usages.append(usage)
        if self.args.reports is not None and setting.llm is not None:
            append_jsonl(self.args.reports, {"doc_id": doc._.doc_id, "setting": setting.name, "report": report})
        append_jsonl(self.args.state, {"key": self.state_key, "doc_id": doc._.doc_id, "setting": setting.name,
                                       "row": row, "output": view.text, "usage": usage})
        return row


def _row(doc_id: str, seconds: float, risk: Any, report: dict[str, Any], doc: Any) -> dict[str, Any]:
    return {"doc_id": doc_id, "seconds": round(seconds, 2), "risk": risk.to_dict(3),
            "rounds": len(report.get("rounds", [])), "llm_calls": report.get("llm_calls", 0),
            "redacted": len(report.get("redacted", [])), "stopped": report.get("stopped"),
            "edits": sum(1 for e in (doc._.sanitize_edits or []) if e["method"] == "linkage_guard"),
            "per_round": [{"chunks": len(r["chunks"]),
                           "rejected": sum(1 for c in r["chunks"] if c["status"] == "rejected"),
                           "ngrams": sum(len(c["ngrams"]) for c in r["chunks"]),
                           "seconds": r["seconds"]} for r in report.get("rounds", [])]}


def measure_perplexity(args: argparse.Namespace, result: harness.ResultFile, settings: list[Setting],
                       inputs: list[Any]) -> None:
    """Perplexity of D' and of every D'' under the same local causal model."""
    from spacy_sanitize.linkage.view import doc_view
    from spacy_sanitize.metrics.inputs import SanitizedDoc
    from spacy_sanitize.metrics.perplexity import perplexity_model, perplexity_report
    from spacy_sanitize.resources import installed_gguf

    model = perplexity_model(args.ppl_model or installed_gguf("chat-small"), n_threads=args.threads)
    for setting in settings:
        items = [SanitizedDoc(d._.doc_id, doc_view(d).text, setting.outputs[d._.doc_id], (), d) for d in inputs]
        scores, _ = perplexity_report(items, model=model)
        result["settings_results"][setting.name]["perplexity"] = {
            "input": scores.get("ppl_original"), "output": scores.get("ppl_sanitized"),
            "model": scores.get("ppl_model")}
        result.save()


def _record(item: dict[str, str]):
    from spacy_sanitize.records import Record

    return Record(item["doc_id"], item["text"])


if __name__ == "__main__":
    main()
