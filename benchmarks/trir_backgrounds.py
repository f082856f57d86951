"""INTACT Table 3's TRIR under several backgrounds: which condition moves the reference rows' order.

INTACT's Table 3 trains its re-identification attacker on the background of TAB's test and dev
individuals (254 people, a superset twice the size of the 127 protected ones) and reports TRIR of
suppression 11.0, entity type 13.4, Presidio 11.8, Dou et al. 15.0 (%). ``benchmarks/metrics.py``
trains the TF-IDF attacker on the first 10% of the public judgments of all 1,268 TAB cases. This script
scores the same four reference sanitizations of TAB test with the TF-IDF attacker trained on:

* ``all_1268``: the first 10% of every case's public judgment (1,268 individuals; ``metrics.py``);
* ``test_dev_254``: the same texts of the test and dev cases only (254 individuals: the paper's set);
* ``test_full_127``: the full public judgments of the 127 test cases (TAE's ``TAB_test_BK=Public``).

The paper's attacker is a fine-tuned transformer (``TransformerReidentifier``); training it on a 2-core
CPU for 254 people is left to a machine with a GPU (``--attackers tfidf,transformer``). Writes
``benchmarks/results/trir_backgrounds.json``.

Each run also keeps which documents every row lets the attacker re-identify, and a paired bootstrap
over the test documents (``--bootstrap`` resamples): the 95% interval of each difference between
rows that are neighbours in the paper's order, and the share of resamples in which the paper's
whole order holds. It tells an order that the data decides from one that a few documents decide.

    python benchmarks/trir_backgrounds.py [--data ../shared/data/tab] [--attackers tfidf]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import harness
from intact_table3 import ROWS, reference_docs

RESULTS = harness.RESULTS


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "trir_backgrounds.json")
    parser.add_argument("--data", type=Path, default=harness.DATA / "tab")
    parser.add_argument("--test", default="tab_test.json", help="the test split's file in --data (echr_test.json: official)")
    parser.add_argument("--dev", default="tab_dev127.json", help="the dev split's file in --data (echr_dev.json: official)")
    parser.add_argument("--attackers", default="tfidf", help="tfidf and/or transformer")
    parser.add_argument("--backgrounds", default="all_1268,test_dev_254,test_full_127",
                        help="which backgrounds (the transformer attacker on 1,268 individuals is hours on a CPU)")
    parser.add_argument("--bootstrap", type=int, default=2000, help="paired bootstrap resamples of the test documents")
    return parser.parse_args()


def backgrounds(data: Path, test: str, dev: str) -> dict[str, dict[str, str]]:
    """The three backgrounds, ``{individual: text}``, read as ``metrics.py`` reads its one (``load_background``)."""
    from spacy_sanitize.metrics.trir import load_background

    public10 = load_background([str(data / "background_all_public10.json")])
    ids = {r["doc_id"] for name in (test, dev)
           for r in json.loads((data / name).read_text(encoding="utf8"))}
    test_full = load_background([str(data / "background_test_public.json")])
    return {"all_1268": public10, "test_dev_254": {k: v for k, v in public10.items() if k in ids},
            "test_full_127": test_full}


def attacker(name: str) -> Any:
    from spacy_sanitize.metrics.trir import TransformerReidentifier, make_tfidf_reidentifier

    return make_tfidf_reidentifier() if name == "tfidf" else TransformerReidentifier()


def order(values: dict[str, float]) -> list[str]:
    return sorted(values, key=lambda name: values[name])  # lowest risk first


def paired_bootstrap(hits: dict[str, list[str]], doc_ids: list[str], paper_order: list[str], resamples: int,
                     seed: int = 0) -> dict[str, Any]:
    """Differences between the rows' TRIR over documents resampled with replacement (the same draw for every row).

    ``hits``: the re-identified doc ids per row. Returns, for each pair of neighbours in ``paper_order``
    (lower first), the observed difference and its 95% interval in points, and the share of resamples
    where every neighbour pair keeps the paper's order (ties counted as not keeping it).
    """
    import numpy as np

    rng = np.random.default_rng(seed)
    matrix = np.array([[doc in set(hits[row]) for doc in doc_ids] for row in paper_order], dtype=float)
    draws = rng.integers(0, len(doc_ids), size=(resamples, len(doc_ids)))
    rates = 100 * matrix[:, draws].mean(axis=2)  # rows x resamples
    pairs = []
    for low, high in zip(range(len(paper_order)), range(1, len(paper_order)), strict=False):
        difference = rates[high] - rates[low]
        pairs.append({"lower": paper_order[low], "higher": paper_order[high],
                      "observed": round(float(100 * (matrix[high].mean() - matrix[low].mean())), 2),
                      "ci95": [round(float(np.percentile(difference, 2.5)), 2), round(float(np.percentile(difference, 97.5)), 2)],
                      "share_higher": round(float((difference > 0).mean()), 3)})
    holds = np.all(np.diff(rates, axis=0) > 0, axis=0)
    return {"resamples": resamples, "neighbours": pairs, "share_paper_order": round(float(holds.mean()), 3)}


def main() -> None:
    from spacy_sanitize.metrics.trir import score_trir

    args = parse_args()
    systems = reference_docs(args.data, args.test)
    paper = {name: row.trir for name, row in ROWS.items()}
    wanted = [(a, b) for a in args.attackers.split(",") for b in args.backgrounds.split(",")]
    previous = json.loads(args.out.read_text(encoding="utf8")).get("runs", []) if args.out.exists() else []
    kept = [run for run in previous if (run["attacker"], run["background"]) not in wanted]  # other cells stay
    result = harness.ResultFile(args.out, "INTACT Table 3's TRIR rows under several backgrounds (TAB test, 127 docs)",
                                paper_trir_percent=paper, paper_order=order(paper), runs=kept)
    available = backgrounds(args.data, args.test, args.dev)
    for attacker_name, background_name in wanted:
        background = available[background_name]
        reidentifier = attacker(attacker_name)
        scores = {name: score_trir(docs, reidentifier=reidentifier, background=background) for name, docs in systems.items()}
        values = {name: round(100 * score["trir"], 1) for name, score in scores.items()}
        hits = {name: sorted(score["trir_reidentified"]) for name, score in scores.items()}
        doc_ids = [doc._.doc_id for doc in next(iter(systems.values()))]
        run = {"attacker": attacker_name, "background": background_name, "individuals": len(background),
               "trir_percent": values, "order": order(values), "same_order_as_paper": order(values) == order(paper),
               "reidentified": hits, "bootstrap": paired_bootstrap(hits, doc_ids, order(paper), args.bootstrap)}
        result["runs"].append(run)
        result.save()
        print(json.dumps(run), flush=True)

if __name__ == "__main__":
    main()
