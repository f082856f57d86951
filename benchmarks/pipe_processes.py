"""Two processes against one for the default pipeline (pii_detector + pii_replacer) on a long batch:
spaCy's ``nlp.pipe(n_process=...)`` and the CLI's ``sanitize_records`` (workers started once for the
whole stream, output in order, what ``spacy-sanitize sanitize --n-process`` runs).

Same documents, same pipeline, one after the other in one run:

    python benchmarks/pipe_processes.py [path/to/tab_test.json] [--copies 2]

Writes benchmarks/results/pipe_processes.json (docs/s per setting and the ratio).
"""

import json
import os
import time
from pathlib import Path

import spacy

import harness

DEFAULT_DATA = harness.DATA / "tab" / "tab_test.json"


def time_pipe(nlp, texts, n_process: int, batch_size: int) -> float:
    start = time.perf_counter()
    n = sum(1 for _ in nlp.pipe(texts, n_process=n_process, batch_size=batch_size))
    assert n == len(texts)
    return time.perf_counter() - start


def time_records(nlp, texts, n_process: int, batch_size: int) -> float:
    from spacy_sanitize.batch import sanitize_records
    from spacy_sanitize.records import Record

    records = [Record(f"d{i}", text) for i, text in enumerate(texts)]
    start = time.perf_counter()
    n = sum(1 for _ in sanitize_records(nlp, records, batch_size=batch_size, n_process=n_process))
    assert n == len(texts)
    return time.perf_counter() - start


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "pipe_processes.json")
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--copies", type=int, default=2, help="how many times the collection is repeated")
    parser.add_argument("--batch-size", type=int, default=16)
    args = parser.parse_args()
    if not args.data.exists():
        raise SystemExit(f"TAB file not found: {args.data}")
    texts = [d["text"] for d in json.loads(args.data.read_text(encoding="utf-8"))] * args.copies
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    nlp.add_pipe("pii_replacer")
    list(nlp.pipe(texts[:3]))  # load models before timing
    results = {}
    for name, timer in (("nlp.pipe", time_pipe), ("sanitize_records", time_records)):
        for n_process in (1, 2):
            seconds = timer(nlp, texts, n_process, args.batch_size)
            key = f"{name} n_process={n_process}"
            results[key] = {"seconds": round(seconds, 2), "docs_per_s": round(len(texts) / seconds, 2)}
            print(key, results[key], flush=True)
    ratios = {name: round(results[f"{name} n_process=2"]["docs_per_s"] / results[f"{name} n_process=1"]["docs_per_s"], 2)
              for name in ("nlp.pipe", "sanitize_records")}
    out = harness.ResultFile(args.out, "two processes against one: nlp.pipe and the CLI's sanitize_records",
                             docs=len(texts), batch_size=args.batch_size, cpus=len(os.sched_getaffinity(0)),
                             results=results, speedup_2_vs_1=ratios)
    out.save()
    print(json.dumps(out.data, indent=2))


if __name__ == "__main__":
    main()
