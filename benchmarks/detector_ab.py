"""pii_detector's documents per second at two commits, timed in alternating processes on the same documents.

Why: a change meant to make the detector faster has to be measured against the code before it, and a
shared machine's speed drifts by tens of percent over minutes. Timing the two commits in turn, round after
round, puts both under the same drift; the median over all passes is then comparable. Each pass is timed twice:
by the wall clock, and by the CPU time of the process (``time.process_time``), which other tenants' load on
a virtual machine moves far less (the guest's kernel does not charge its process the time the host stole).
``detect_general.py`` times the detector against its peers; this times it against itself.

    python benchmarks/detector_ab.py BEFORE AFTER [--rounds 4] [--passes 3]

Each revision is checked out once into a temporary git worktree, and its package and benchmark modules are
imported from there, so the working tree is not touched. The documents are ``detect_general.py``'s (the multi-domain dev set and
the four kinds of text), in batches of 32. Writes ``results/detector_ab.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import harness

REPO = Path(__file__).resolve().parents[1]


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=harness.RESULTS / "detector_ab.json")
    parser.add_argument("revisions", nargs="*", help="two git revisions: before, after")
    parser.add_argument("--rounds", type=int, default=4, help="alternations of the revisions")
    parser.add_argument("--passes", type=int, default=3, help="timed passes per revision and round")
    parser.add_argument("--docs", type=int, default=400)
    parser.add_argument("--kinds", type=int, default=100)
    parser.add_argument("--worker", type=Path, default=None, help=argparse.SUPPRESS)  # a revision's tree
    return parser.parse_args()


def worker(args: argparse.Namespace) -> None:
    """In the revision's process: two warm-up passes, then ``--passes`` timed ones; prints the rates as JSON.
    The revision's own package and benchmark modules are imported (its tree first on the path)."""
    sys.path[:0] = [str(args.worker / "benchmarks"), str(args.worker)]
    import detect
    import general_devset
    import kinds_devset

    texts = [d["text"] for d in general_devset.build(args.docs, 0) + kinds_devset.build(args.kinds, 0)]
    run = detect.pii_detector_default(32)
    run(texts)
    run(texts)
    rates, cpu_rates = [], []
    for _ in range(args.passes):
        start, cpu_start = time.perf_counter(), time.process_time()
        run(texts)
        rates.append(len(texts) / (time.perf_counter() - start))
        cpu_rates.append(len(texts) / (time.process_time() - cpu_start))
    print(json.dumps({"docs": len(texts), "rates": rates, "cpu_rates": cpu_rates}))


def timed_rounds(trees: dict[str, Path], args: argparse.Namespace) -> dict[str, dict[str, list[float]]]:
    """Each revision's passes, round after round (see the module): docs/s by the wall clock (``rates``) and
    by the process's CPU time (``cpu_rates``)."""
    rates: dict[str, dict[str, list[float]]] = {revision: {"rates": [], "cpu_rates": []} for revision in trees}
    for round_number in range(args.rounds):
        for revision, tree in trees.items():
            env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
            command = [sys.executable, __file__, "--worker", str(tree),
                       "--passes", str(args.passes), "--docs", str(args.docs), "--kinds", str(args.kinds)]
            output = subprocess.run(command, env=env, cwd=tree, check=True, capture_output=True, text=True).stdout
            passes = json.loads(output.strip().splitlines()[-1])
            for key in ("rates", "cpu_rates"):
                rates[revision][key].extend(passes[key])
            print(f"round {round_number + 1}: {revision} wall {[round(r, 1) for r in passes['rates']]} "
                  f"cpu {[round(r, 1) for r in passes['cpu_rates']]}", flush=True)
    return rates


def main() -> None:
    harness.fixed_hash_seed()
    args = parse_args()
    if args.worker is not None:
        worker(args)
        return
    if len(args.revisions) != 2:
        raise SystemExit("detector_ab.py: give two revisions, before and after (e.g. HEAD~3 HEAD)")
    with tempfile.TemporaryDirectory(prefix="detector_ab_") as scratch:
        trees = {}
        for revision in args.revisions:
            tree = Path(scratch) / revision.replace("/", "_").replace("~", "_")
            subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", "-q", str(tree), revision],
                           check=True)
            trees[revision] = tree
        try:
            rates = timed_rounds(trees, args)
        finally:
            for tree in trees.values():
                subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)], check=False)
    medians = {key: [statistics.median(rates[r][key]) for r in args.revisions] for key in ("rates", "cpu_rates")}
    result = harness.ResultFile(args.out, "pii_detector at two commits, alternating processes (detector_ab.py)",
                                data={"docs": args.docs, "kinds": args.kinds, "batch_size": 32},
                                revisions={r: {"docs_per_s": round(statistics.median(v["rates"]), 2),
                                               "docs_per_s_passes": [round(x, 2) for x in v["rates"]],
                                               "docs_per_cpu_s": round(statistics.median(v["cpu_rates"]), 2),
                                               "docs_per_cpu_s_passes": [round(x, 2) for x in v["cpu_rates"]]}
                                           for r, v in rates.items()},
                                speedup=round(medians["rates"][1] / medians["rates"][0], 3),
                                cpu_speedup=round(medians["cpu_rates"][1] / medians["cpu_rates"][0], 3))
    result.save()
    for key, (before, after) in medians.items():
        print(f"{key}: {args.revisions[0]} {before:.1f} docs/s, {args.revisions[1]} {after:.1f} docs/s, "
              f"x{after / before:.3f}")


if __name__ == "__main__":
    main()
