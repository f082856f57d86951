"""Choose pii_detector's overlap policy and sources on TAB **dev** (never test).

Runs every source once over the dev documents, then resolves the candidates
with each policy and source combination, scoring with the project's TAB
scorer. Writes benchmarks/results/detector_policies_dev.json.

    python benchmarks/detector_policies.py [path/to/tab_dev113.json]
"""

import sys
import time
from pathlib import Path

import spacy

import harness
from spacy_sanitize.tab.corpus import read_gold
from spacy_sanitize.tab.evaluation import TabEvaluator

DEFAULT_DEV = harness.DATA / "tab" / "tab_dev113.json"
KEYS = ("token_recall", "token_precision", "token_f1", "mention_recall", "mention_precision", "entity_recall")


def main(dev_path: Path) -> None:
    if not dev_path.exists():
        sys.exit(f"TAB dev file not found: {dev_path} (pass its path, or run `spacy project assets`)")
    gold = read_gold(dev_path)
    evaluator = TabEvaluator(gold)
    nlp = spacy.blank("en")
    nlp.max_length = 10**7
    detector = nlp.add_pipe("pii_detector")
    detector.keep_existing = False
    docs = []
    for g in gold:
        doc = nlp.make_doc(g.text)
        doc._.doc_id = g.doc_id
        docs.append(doc)
    candidates, seconds = {}, {}
    for name, source in detector.sources.items():
        start = time.perf_counter()
        candidates[name] = list(source.pipe(docs)) if hasattr(source, "pipe") else [source(d) for d in docs]
        seconds[name] = time.perf_counter() - start
    results = []
    for policy in ("merge", "longest", "priority"):
        for combo in (("rules", "ner"), ("ner",), ("rules",)):
            detector.overlap = policy
            predictions = {}
            for i, doc in enumerate(docs):
                detector.set_annotations(doc, [c for name in combo for c in candidates[name][i]])
                predictions[doc._.doc_id] = [(s.start_char, s.end_char) for s in doc.spans["pii"]]
            scores = evaluator.evaluate(predictions)
            row = {"policy": policy, "sources": list(combo), **{k: round(scores[k], 4) for k in KEYS}}
            results.append(row)
            print(row)
    out = harness.ResultFile(harness.RESULTS / "detector_policies_dev.json",
                             "pii_detector overlap policies and sources on TAB dev", data=str(dev_path.name),
                             n_docs=len(docs), source_seconds={k: round(v, 2) for k, v in seconds.items()},
                             results=results)
    print(f"wrote {out.save()}")


if __name__ == "__main__":
    parser = harness.parser(__doc__)
    parser.add_argument("dev_path", nargs="?", type=Path, default=DEFAULT_DEV, help="TAB dev JSON (never test)")
    main(parser.parse_args().dev_path)
