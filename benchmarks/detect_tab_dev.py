"""pii_detector on the TAB dev documents no shipped model was trained on: the check that a rule written
for other kinds of text keeps court judgments as they were.

The English model trained on TAB train and on ``tab_dev113.json`` less 17 documents held out by
``spacy-sanitize split`` (seed 0); those 17 and the 14 documents of ``tab_dev127.json`` that are not in
``tab_dev113.json`` are 31 documents it never saw. Scored with the project's TAB scorer (token and
mention recall and precision). Dev, not test: rules may be checked against it.

    python benchmarks/detect_tab_dev.py [--data ../shared/data/tab]

Writes ``benchmarks/results/detect_tab_dev.json``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import detect
import harness
from spacy_sanitize.tab.corpus import read_gold
from spacy_sanitize.tab.evaluation import TabEvaluator
from spacy_sanitize.tab.split import heldout_ids

#: what ``spacy-sanitize split`` held out of tab_dev113 for the shipped model
HELDOUT_DOCS, SEED = 17, 0


def unseen_ids(data: Path) -> set[str]:
    """The dev documents no shipped model saw: the held-out part of dev113 and dev127's others."""
    dev113 = [doc["doc_id"] for doc in json.loads((data / "tab_dev113.json").read_text(encoding="utf-8"))]
    dev127 = [doc["doc_id"] for doc in json.loads((data / "tab_dev127.json").read_text(encoding="utf-8"))]
    return heldout_ids(dev113, HELDOUT_DOCS, SEED) | (set(dev127) - set(dev113))


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "detect_tab_dev.json")
    parser.add_argument("--data", type=Path, default=harness.DATA / "tab")
    args = parser.parse_args()
    if not (args.data / "tab_dev127.json").exists():
        sys.exit(f"TAB dev files not found under {args.data} (pass --data)")
    ids = unseen_ids(args.data)
    gold = [doc for doc in read_gold(args.data / "tab_dev127.json") if doc.doc_id in ids]
    predictions = detect.pii_detector_default(8)([doc.text for doc in gold])
    scores = detect.score(TabEvaluator(gold), {doc.doc_id: spans for doc, spans in zip(gold, predictions, strict=True)})
    print({key: scores[key] for key in ("token_recall", "token_precision", "mention_recall", "mention_precision")})
    harness.ResultFile(args.out, "pii_detector on the 31 TAB dev documents no shipped model saw",
                       documents=len(gold), systems={"pii_detector": scores}).save()


if __name__ == "__main__":
    main()
