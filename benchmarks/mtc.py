"""mtc_infiller on TAB test gold spans: NS3, NAd, MTC and SS-MTC side by side (MTC paper, Tables 4 and 5).

Every method replaces the same gold mentions of ``tab_test.json`` (one
annotator's; coreferent mentions grouped by identical normalised text) with the
same masked LM (the project's MiniLM MLM unless ``--mlm``), one after the other
in one run; the entity-label baseline (``pii_replacer``) is measured beside
them as the reference the paper calls "Masked". For each method:

* **NER type consistency** (Table 5): precision, recall, F1 (macro over types)
  and accuracy of the replacement's NER type against the original's
  (``en_core_web_sm``; the paper's ``xx_ent_wiki_sm`` where installed);
* **perplexity** of the sanitized documents under the local causal LM (GGUF
  through llama.cpp, first ``--ppl-docs`` documents; the originals' perplexity
  beside it);
* **TPS** (masked-LM information content weighted similarity of replaced terms);
* **MATCH**: the share of replacements that INTACT's MATCH function links to
  any mention of their entity (lemma overlap, acronym, name 4-gram, same date) -
  ``exact_leak_rate`` for the stricter "contains the original" test - and
  ``first_choice_match_rate``, how often the model's first choice for an entity
  was the original or matched it (what the acceptance check caught);
* **seconds per document** of the component alone (model loading apart), the
  share of entities that fell back to the label, and how choices were made.

Writes ``benchmarks/results/mtc.json`` and 20 example sentences side by side
(like Table 4) in ``benchmarks/results/mtc_examples.md``.

    python benchmarks/mtc.py [--docs 127] [--methods ns3,nad,mtc,ss_mtc] [--metrics ner,match,tps,ppl]
        [--ppl-docs 20] [--mlm PATH] [--mtc-head PATH] [--ss-mtc-head PATH] [--decoding parallel] [--threads 2]

Nothing is tuned on test: the heads are trained on public background text of
the other cases (train-mtc), the settings are the component's defaults.
"""
import argparse
import json
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import spacy
from spacy.tokens import Doc

import harness
from spacy_sanitize.doc_model import PII_SPAN_KEY, Edit, sanitize_doc_text
from spacy_sanitize.fail_closed import leaks
from spacy_sanitize.tab.corpus import tab_to_docs

ROOT = harness.ROOT
DATA = harness.DATA / "tab"
RESULTS = harness.RESULTS
METHODS = ("ns3", "nad", "mtc", "ss_mtc")
NAMES = {"ns3": "NS3", "nad": "NAd", "mtc": "MTC", "ss_mtc": "SS-MTC", "entity_label": "Entity label"}
#: The paper's Table 5 (NER consistency, xx_ent_wiki_sm, Longformer, TAB test with its own detector's spans).
PAPER_TABLE5 = {"ns3": (0.44, 0.35, 0.35, 0.63), "nad": (0.42, 0.34, 0.34, 0.63),
                "mtc": (0.38, 0.38, 0.37, 0.61), "ss_mtc": (0.45, 0.42, 0.42, 0.66)}
SCALAR = (int, float, str, type(None))


def gold_docs(path: Path, n_docs: int) -> list[Doc]:
    docs = tab_to_docs(spacy.blank("en"), path)
    return docs[:n_docs] if n_docs else docs


class Run:
    """One method over all documents: the component, its outputs and timings."""

    def __init__(self, name: str, config: dict[str, Any] | None) -> None:
        self.name = name
        self.nlp = spacy.blank("en")
        if config is None:  # the entity-label reference
            self.nlp.add_pipe("pii_replacer")
        else:
            self.nlp.add_pipe("mtc_infiller", config=config)
        start = time.perf_counter()
        self.nlp.initialize()
        self.load_seconds = time.perf_counter() - start
        self.component = self.nlp.pipeline[-1][1]
        self.docs: list[Doc] = []
        self.seconds: list[float] = []

    def process(self, doc: Doc) -> None:
        start = time.perf_counter()
        doc = self.component(doc)
        self.seconds.append(time.perf_counter() - start)
        self.docs.append(doc)

    def choices(self) -> dict[str, Any]:
        """How entities were replaced: by source, fallbacks, rank / decoding round, first choice rejected."""
        entities: dict[tuple[str, str], dict[str, Any]] = {}
        for doc in self.docs:
            for span in doc.spans[PII_SPAN_KEY]:
                details = span._.pii_details or {}
                key = (doc._.doc_id, str(details.get("entity", span.text)))
                entities.setdefault(key, details)
        n = max(1, len(entities))
        sources = Counter(d.get("source", "fail_closed" if not d else "?") for d in entities.values())
        first_rejected = Counter()
        for d in entities.values():
            if d.get("rank") != 1 and d.get("rejected"):
                first_rejected[_reason_kind(d["rejected"][0][1])] += 1
        first_match = sum(v for k, v in first_rejected.items() if k in ("equals the original", "matches the original"))
        return {
            "entities": len(entities),
            "sources": dict(sources),
            "fallback_rate": round(sum(1 for d in entities.values() if d.get("fallback") or not d) / n, 4),
            "first_choice_match_rate": round(first_match / n, 4),
            "first_choice_rejected": dict(first_rejected),
            "mean_rank": _mean([d["rank"] for d in entities.values() if d.get("rank")]),
        }


def _reason_kind(reason: str) -> str:
    for kind in ("equals the original", "matches the original", "repeats a sanitized span",
                 "replaces another entity", "repeats a neighbouring word", "stop words only", "no letter or digit"):
        if reason.startswith(kind):
            return kind
    return "other"


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def scalars(scores: dict[str, Any]) -> dict[str, Any]:
    return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in scores.items() if isinstance(v, SCALAR)}


def match_rates(docs: Sequence[Doc], matcher: Any) -> dict[str, Any]:
    """Share of edits whose replacement MATCHes any mention of its entity, and of those containing the original."""
    n = matched = exact = 0
    reasons: Counter = Counter()
    for doc in docs:
        edits = sanitize_doc_text(doc).edits
        by_entity: dict[str, list[str]] = {}
        for edit in edits:
            by_entity.setdefault(_entity(edit), []).append(edit.original)
        for edit in edits:
            n += 1
            originals = list(dict.fromkeys(by_entity[_entity(edit)]))
            if any(leaks(original, edit.replacement) for original in originals):
                exact += 1
            hit = matcher.first_match(originals, edit.label or "", [edit.replacement])
            if hit:
                matched += 1
                reasons[hit[1].split(":")[0]] += 1
    return {"match_rate": round(matched / n, 4) if n else None, "exact_leak_rate": round(exact / n, 4) if n else None,
            "match_reasons": dict(reasons), "match_edits": n}


def _entity(edit: Edit) -> str:
    return str(edit.entity_id) if edit.entity_id is not None else f"{edit.label}|{' '.join(edit.original.lower().split())}"


# -- examples side by side (Table 4) ----------------------------------------------------------------
def example_sentences(runs: dict[str, Run], n: int, seed: int) -> list[dict[str, Any]]:
    """``n`` sentences (seeded sample, at most 3 per document) with 1-3 replaced spans, rendered for every method."""
    splitter = spacy.blank("en")
    splitter.add_pipe("sentencizer")
    names = list(runs)
    first = runs[names[0]]
    candidates = []
    for d, doc in enumerate(first.docs):
        edit_ranges = [(e.start, e.end) for e in sanitize_doc_text(doc).edits]
        for line_start, line in _lines(doc.text):
            for sent in splitter(line).sents:
                start, end = line_start + sent.start_char, line_start + sent.end_char
                inside = [r for r in edit_ranges if start <= r[0] and r[1] <= end]
                crossing = [r for r in edit_ranges if r[0] < end and start < r[1] and r not in inside]
                if 1 <= len(inside) <= 3 and not crossing and 60 <= end - start <= 320:
                    candidates.append((d, start, end))
    rng = random.Random(seed)
    rng.shuffle(candidates)
    chosen, per_doc = [], Counter()
    for d, start, end in candidates:
        if per_doc[d] < 3:
            chosen.append((d, start, end))
            per_doc[d] += 1
        if len(chosen) == n:
            break
    rows = []
    for d, start, end in sorted(chosen):
        doc = first.docs[d]
        row = {"doc_id": doc._.doc_id, "original": _render(doc.text, start, end, sanitize_doc_text(doc).edits, True)}
        for name in names:
            other = runs[name].docs[d]
            row[name] = _render(other.text, start, end, sanitize_doc_text(other).edits, False)
        rows.append(row)
    return rows


def _lines(text: str) -> list[tuple[int, str]]:
    out, at = [], 0
    for line in text.split("\n"):
        out.append((at, line))
        at += len(line) + 1
    return out


def _render(text: str, start: int, end: int, edits: Sequence[Edit], original: bool) -> str:
    parts, at = [], start
    for edit in edits:
        if edit.start < start or edit.end > end:
            continue
        parts.append(text[at : edit.start])
        shown = edit.original if original else edit.replacement
        parts.append(f"**{shown.strip()}**" if shown.strip() else "**∅**")
        at = edit.end
    parts.append(text[at:end])
    return re.sub(r"\s+", " ", "".join(parts)).strip()


def write_examples(path: Path, rows: list[dict[str, Any]], names: list[str], note: str) -> None:
    lines = ["# mtc_infiller: replacements side by side (TAB test, gold spans)", "", note, ""]
    for k, row in enumerate(rows, start=1):
        lines.append(f"## {k}. `{row['doc_id']}`")
        lines.append("")
        lines.append("| method | sentence |")
        lines.append("| --- | --- |")
        lines.append(f"| Original | {_cell(row['original'])} |")
        for name in names:
            lines.append(f"| {NAMES.get(name, name)} | {_cell(row[name])} |")
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf8")


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


# -- main ------------------------------------------------------------------------------------------------
def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "mtc.json")
    parser.add_argument("--data", type=Path, default=DATA, help="folder with tab_test.json")
    parser.add_argument("--docs", type=int, default=0, help="first N test documents (0: all 127)")
    parser.add_argument("--methods", default=",".join(METHODS))
    parser.add_argument("--metrics", default="ner,match,tps,ppl")
    parser.add_argument("--ppl-docs", type=int, default=20, help="documents scored for perplexity")
    parser.add_argument("--ppl-model", default=None, help="GGUF for perplexity (default: the local 0.5B)")
    parser.add_argument("--mlm", default=None, help="masked LM (default: the project's MiniLM MLM)")
    parser.add_argument("--mtc-head", default=None, help="MTC phrase head (default: the shipped one)")
    parser.add_argument("--ss-mtc-head", default=None, help="SS-MTC phrase head (default: the shipped one)")
    parser.add_argument("--decoding", default="left_to_right", choices=("left_to_right", "parallel"),
                        help="NS3/NAd decoding order (parallel: one pass per round, several times faster)")
    parser.add_argument("--examples", type=int, default=20)
    parser.add_argument("--no-reference", action="store_true", help="leave out the entity-label reference")
    parser.add_argument("--threads", type=int, default=None, help="torch / llama.cpp threads")
    parser.add_argument("--seed", type=int, default=0, help="for the choice of example sentences")
    parser.add_argument("--examples-out", type=Path, default=RESULTS / "mtc_examples.md")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    test_path = args.data / "tab_test.json"
    if not test_path.exists():
        sys.exit(f"{test_path} not found: pass --data path/to/tab (the folder with tab_test.json)")
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    methods = [m.strip() for m in args.methods.split(",") if m.strip()]
    runs = load_runs(args, methods)
    n_docs = process_documents(runs, test_path, args.docs)
    results: dict[str, dict[str, Any]] = {}
    seconds: dict[str, dict[str, float]] = {name: {} for name in runs}
    for name, run in runs.items():
        results[name] = {"seconds_per_doc": round(sum(run.seconds) / max(1, len(run.seconds)), 3),
                         "load_seconds": round(run.load_seconds, 1)}
        if name != "entity_label":
            results[name].update(run.choices())
    notes: dict[str, str] = {}
    for metric in [m.strip() for m in args.metrics.split(",") if m.strip()]:
        notes[metric], function, subset = METRIC_RUNS[metric](args, n_docs)
        for name, run in runs.items():
            values, timings = harness.timed(partial(function, run.docs[:subset] if subset else run.docs))
            seconds[name][metric] = round(timings[0], 1)
            results[name].update(scalars(values))
            print(f"{metric:5s} {name:12s} {json.dumps(scalars(values))[:220]}", flush=True)
    write_outputs(args, runs, methods, n_docs, results, seconds, notes)


def load_runs(args: argparse.Namespace, methods: list[str]) -> dict[str, Run]:
    """One loaded mtc_infiller per method, and the entity-label reference."""
    heads = {"mtc": args.mtc_head, "ss_mtc": args.ss_mtc_head}
    runs: dict[str, Run] = {}
    for method in methods:
        model = {"mlm": args.mlm, "store_mlm": False, **({"head": heads[method]} if heads.get(method) else {})}
        config = {"method": method, "model": model, "decoding": {"order": args.decoding}}
        runs[method] = Run(method, config)
        print(f"{method}: loaded in {runs[method].load_seconds:.1f} s", flush=True)
    if not args.no_reference:
        runs["entity_label"] = Run("entity_label", None)
    return runs


def process_documents(runs: dict[str, Run], test_path: Path, docs: int) -> int:
    """Every run on its own copy of the gold documents, interleaved so that background load falls on all alike."""
    copies = {name: gold_docs(test_path, docs) for name in runs}
    n_docs = len(next(iter(copies.values())))
    for k in range(n_docs):
        for name, run in runs.items():
            run.process(copies[name][k])
        timing = "  ".join(f"{n} {runs[n].seconds[-1]:.1f}s" for n in runs)
        print(f"[{k + 1}/{n_docs}] {copies[next(iter(runs))][k]._.doc_id}: {timing}", flush=True)
    return n_docs


#: A metric's run: (note for the result file, scoring function over a run's Docs, documents scored: 0 = all).
MetricRun = tuple[str, Callable[[list], dict[str, Any]], int]


def ner_run(args: argparse.Namespace, n_docs: int) -> MetricRun:
    from spacy.util import is_package

    from spacy_sanitize.metrics.ner_consistency import PAPER_MODEL, score_ner_consistency

    return (f"{n_docs} docs; {PAPER_MODEL if is_package(PAPER_MODEL) else 'en_core_web_sm'} NER over the "
            "original and the sanitized text, types compared at each edit (macro P/R/F1 over types, accuracy)",
            lambda docs: score_ner_consistency(docs), 0)


def match_run(args: argparse.Namespace, n_docs: int) -> MetricRun:
    from spacy_sanitize.intact.matching import GuessMatcher, load_analysis_pipeline, load_freq_lemmas

    analysis = load_analysis_pipeline("en_core_web_sm")
    matcher = GuessMatcher(lambda: analysis, load_freq_lemmas())
    return (f"{n_docs} docs; INTACT's MATCH (en_core_web_sm lemmas/NER, 200 frequent lemmas ignored) of "
            "each replacement against every mention of its entity", lambda docs: match_rates(docs, matcher), 0)


def tps_run(args: argparse.Namespace, n_docs: int) -> MetricRun:
    from spacy_sanitize.metrics.tps import score_tps

    return (f"{n_docs} docs; IC from the project's MiniLM MLM, all-MiniLM-L6-v2 similarity",
            lambda docs: score_tps(docs, per_doc=False), 0)


def ppl_run(args: argparse.Namespace, n_docs: int) -> MetricRun:
    from spacy_sanitize.metrics.perplexity import score_perplexity
    from spacy_sanitize.resources import installed_gguf

    model = args.ppl_model or str(installed_gguf("chat-small"))
    return (f"first {min(args.ppl_docs, n_docs)} docs; {Path(model).name}, 1024-token windows",
            lambda docs: score_perplexity(docs, model, n_threads=args.threads), args.ppl_docs)


METRIC_RUNS: dict[str, Callable[[argparse.Namespace, int], MetricRun]] = {
    "ner": ner_run, "match": match_run, "tps": tps_run, "ppl": ppl_run,
}


def write_outputs(args: argparse.Namespace, runs: dict[str, Run], methods: list[str], n_docs: int,
                  results: dict[str, dict[str, Any]], seconds: dict[str, dict[str, float]],
                  notes: dict[str, str]) -> None:
    """mtc.json, and the example sentences side by side in mtc_examples.md."""
    names = list(methods) + ([] if args.no_reference else ["entity_label"])
    rows = example_sentences({n: runs[n] for n in names}, args.examples, args.seed)
    any_component = next(iter(runs.values())).component
    mlm_source = getattr(getattr(getattr(any_component, "_infiller", None), "mlm", None), "source", None)
    output = harness.ResultFile(
        args.out, "mtc_infiller: NS3, NAd, MTC, SS-MTC on TAB test gold spans (MTC paper Tables 4/5)",
        data=(f"tab_test.json: {n_docs} documents, gold mentions of ONE annotator (reconstruction; no entity ids, "
              "coreferent mentions grouped by identical normalised text; every mention replaced)"),
        mlm=mlm_source,
        heads={m: _head_meta(runs[m].component) for m in methods if m in ("mtc", "ss_mtc")},
        settings=f"component defaults (argmax, MATCH filter on, distinct entities), NS3/NAd decoding {args.decoding}",
        notes=notes, results=results, metric_seconds=seconds, paper_table5_p_r_f1_acc=PAPER_TABLE5,
    )
    output.save()
    note = (f"{len(rows)} sentences sampled (seed {args.seed}) from the first {n_docs} TAB test documents; gold spans in "
            f"**bold**, masked LM `{Path(str(mlm_source)).name if mlm_source else 'default'}`; full numbers in mtc.json.")
    write_examples(args.examples_out, rows, names, note)
    print(json.dumps({n: {k: v for k, v in r.items() if k in ("ner_f1", "ner_accuracy", "ppl_sanitized", "tps",
                                                                "match_rate", "seconds_per_doc", "fallback_rate")}
                      for n, r in results.items()}, indent=2), flush=True)


def _head_meta(component: Any) -> dict[str, Any] | None:
    head = getattr(component, "_head", None)
    if head is None:
        return None
    meta = head.meta
    return {"phrases": len(head), "kind": head.kind, "mlm_fingerprint": meta.get("mlm_fingerprint"),
            "training": meta.get("training"), "heldout_after": (meta.get("after") or {}).get("val")}


if __name__ == "__main__":
    main()
