"""INTACT Table 3's NMI under several protocols: which condition moves the reference rows' order.

INTACT (§5.5) clusters token-mean embeddings of ``bert-base-cased`` with k-means++ (K = 4, chosen "by
inertia"; 50 initialisations, 5 runs) and reports NMI of suppression 30.2, entity type 64.2, Presidio
66.0, Dou et al. 58.7. ``benchmarks/metrics.py`` measures these rows with the package's default
protocol (all-MiniLM-L6-v2 token means, K by silhouette, mask marks kept) and finds another order.
This script scores the same four reference sanitizations of TAB test (``../shared/data/tab/baselines``)
under every combination of the conditions that differ and that can be run here:

* the encoder: all-MiniLM-L6-v2 (a sentence encoder, uncased) or the package's MiniLM masked LM
  (``spacy_sanitize/data/mlm``: the same architecture trained for masked words, not sentences);
  ``bert-base-cased`` cannot be downloaded here (``--encoders`` takes any local folder);
* K: by silhouette, by the elbow of the inertia curve (the paper's wording), or fixed at the paper's 4;
* mask marks ("PERSON", "[ORG_2]") kept in the text, or deleted before embedding (TAE's NMI does this).

Each cell: NMI, mean over 5 runs of k-means++ with 50 initialisations. Writes
``benchmarks/results/nmi_protocols.json`` after each cell; a second run skips the cells it holds.

    python benchmarks/nmi_protocols.py [--data ../shared/data/tab] [--encoders minilm,mlm]
"""

from __future__ import annotations

import argparse
import itertools
import json
from pathlib import Path
from typing import Any

import harness
from intact_table3 import ROWS, reference_docs

RESULTS = harness.RESULTS
ENCODERS = {"minilm": None, "mlm": harness.ROOT / "spacy_sanitize" / "data" / "mlm"}


def encoder_path(name: str) -> str | None:
    """A named encoder's folder (the package's 8-bit models are written out once), or ``name`` itself."""
    if name not in ENCODERS:
        return name
    folder = ENCODERS[name]
    if folder is None:
        return None
    from spacy_sanitize import builtin_minilm

    return str(builtin_minilm.materialise(folder))


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "nmi_protocols.json")
    parser.add_argument("--data", type=Path, default=harness.DATA / "tab")
    parser.add_argument("--test", default="tab_test.json", help="the test split's file in --data (echr_test.json: official)")
    parser.add_argument("--encoders", default="minilm,mlm", help="names of ENCODERS or local encoder folders")
    return parser.parse_args()


def order(values: dict[str, float]) -> list[str]:
    return sorted(values, key=lambda name: -values[name])


def main() -> None:
    from spacy_sanitize.metrics.nmi import score_nmi

    args = parse_args()
    systems = reference_docs(args.data, args.test)
    paper = {name: row.nmi for name, row in ROWS.items()}
    done = json.loads(args.out.read_text(encoding="utf8")).get("protocols", []) if args.out.exists() else []
    result = harness.ResultFile(args.out, "INTACT Table 3's NMI rows under several protocols (TAB test, 127 docs)",
                                data="tab_test.json (127 docs, one annotator) + shared baseline outputs",
                                paper_nmi_percent=paper, paper_order=order(paper), protocols=done)
    for encoder, k_selection, remove_marks in itertools.product(args.encoders.split(","),
                                                                ("silhouette", "inertia", "4"), (False, True)):
        if any((c["encoder"], c["k_selection"], c["mask_marks_removed"]) == (encoder, k_selection, remove_marks)
               for c in done):
            continue  # measured by an earlier run: the script resumes
        model = encoder_path(encoder)
        values: dict[str, float] = {}
        details: dict[str, Any] = {}
        for name, docs in systems.items():
            fixed = int(k_selection) if k_selection.isdigit() else None
            scores = score_nmi(docs, model=model, k=fixed, k_selection="silhouette" if fixed else k_selection,
                               remove_mask_marks=remove_marks)
            values[name] = round(100 * scores["nmi"], 1)
            details[name] = {"nmi_std": round(100 * scores["nmi_std"], 1), "k": scores["nmi_k"]}
        cell = {"encoder": encoder, "k_selection": k_selection, "mask_marks_removed": remove_marks,
                "nmi_percent": values, "order": order(values), "same_order_as_paper": order(values) == order(paper),
                "details": details}
        result["protocols"].append(cell)
        result.save()
        print(json.dumps({k: v for k, v in cell.items() if k != "details"}), flush=True)


if __name__ == "__main__":
    main()
