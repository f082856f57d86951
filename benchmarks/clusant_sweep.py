"""CluSanT over the privacy budget: ε ∈ {0.5, 1, 2, 4, 8, 16}, several independent draws, mean ± sd.

The CluSanT paper reports its mechanisms over a range of ε; ``clusant.py`` measures one draw per
configuration. This driver runs ``clusant.py`` once per seed (``--seeds``; each seed is one complete,
independent draw of every mention in every configuration), each into its own JSON under
``benchmarks/results/clusant_sweep/``, skipping seeds already complete (so an interrupted sweep resumes
where it stopped), then writes the aggregate ``benchmarks/results/clusant_sweep.json``: per
configuration and ε, the mean and sample standard deviation of ``doc_similarity`` and
``sentence_similarity`` over the draws.

    python benchmarks/clusant_sweep.py [--seeds 0 1 2] [--epsilons 0.5 1 2 4 8 16] [--clusters 180] [--ks 16]
        [--docs N] [--aggregate-only]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

import harness

HERE = Path(__file__).resolve().parent
SWEEP_DIR = harness.RESULTS / "clusant_sweep"
METRICS = ("doc_similarity", "sentence_similarity")


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=harness.RESULTS / "clusant_sweep.json")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--epsilons", type=float, nargs="+", default=[0.5, 1.0, 2.0, 4.0, 8.0, 16.0])
    parser.add_argument("--clusters", type=int, nargs="+", default=[180])
    parser.add_argument("--ks", type=float, nargs="+", default=[16])
    parser.add_argument("--docs", type=int, default=None)
    parser.add_argument("--tab", type=Path, default=None, help="tab_test.json (default: clusant.py's)")
    parser.add_argument("--aggregate-only", action="store_true", help="only aggregate the draws already run")
    return parser.parse_args()


def draw_path(seed: int) -> Path:
    return SWEEP_DIR / f"seed{seed}.json"


def is_complete(path: Path, epsilons: list[float]) -> bool:
    """A draw whose file holds a run at every ε (clusant.py rewrites its file after each configuration)."""
    if not path.exists():
        return False
    runs = json.loads(path.read_text(encoding="utf-8")).get("runs", [])
    done = {float(run["epsilon"]) for run in runs if run.get("name") == "santext"}  # the last configuration of an ε
    return all(eps in done for eps in epsilons)


def run_draw(args: argparse.Namespace, seed: int) -> None:
    command = [sys.executable, str(HERE / "clusant.py"), "--seed", str(seed), "--out", str(draw_path(seed)),
               "--epsilons", *map(str, args.epsilons), "--clusters", *map(str, args.clusters),
               "--ks", *map(str, args.ks)] + (["--docs", str(args.docs)] if args.docs else []) \
        + (["--tab", str(args.tab)] if args.tab else [])
    print("running", " ".join(command), flush=True)
    subprocess.run(command, check=True)


def config_key(run: dict[str, Any]) -> str:
    parts = [run["name"]] + [f"{key}={run[key]}" for key in ("n_clusters", "k") if run.get(key) is not None]
    return " ".join(parts)


def aggregate(draws: list[dict[str, Any]]) -> dict[str, dict[str, dict[str, Any]]]:
    """``{configuration: {ε: {metric: {mean, sd, n}}}}`` over the draws."""
    values: dict[str, dict[str, dict[str, list[float]]]] = {}
    for draw in draws:
        for run in draw["runs"]:
            by_metric = values.setdefault(config_key(run), {}).setdefault(str(float(run["epsilon"])), {})
            for metric in METRICS:
                if run.get(metric) is not None:
                    by_metric.setdefault(metric, []).append(float(run[metric]))
    return {config: {eps: {metric: {"mean": round(statistics.fmean(v), 4),
                                    "sd": round(statistics.stdev(v), 4) if len(v) > 1 else None, "n": len(v)}
                           for metric, v in metrics.items()}
                     for eps, metrics in by_eps.items()}
            for config, by_eps in values.items()}


def main() -> None:
    args = parse_args()
    SWEEP_DIR.mkdir(parents=True, exist_ok=True)
    if not args.aggregate_only:
        for seed in args.seeds:
            if is_complete(draw_path(seed), args.epsilons):
                print(f"seed {seed}: complete, skipped", flush=True)
                continue
            run_draw(args, seed)
    complete = [s for s in args.seeds if is_complete(draw_path(s), args.epsilons)]
    draws = [json.loads(draw_path(s).read_text(encoding="utf-8")) for s in complete]
    result = harness.ResultFile(args.out, "CluSanT, SanText and CusText over ε: semantic similarity, mean ± sd over "
                                          "independent draws (clusant.py, one seed per draw)")
    result.data.update({
        "settings": {"seeds": args.seeds, "epsilons": args.epsilons, "clusters": args.clusters, "ks": args.ks,
                     "docs": args.docs or "all"},
        "draws_complete": complete,
        "similarity": aggregate(draws),
    })
    result.save()
    print(f"wrote {args.out}", flush=True)


if __name__ == "__main__":
    main()
