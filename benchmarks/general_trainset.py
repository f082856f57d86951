"""Synthetic multi-domain *training* documents for the detector: the dev set's generator on other templates.

Writes a DocBin with ``doc.ents`` (TAB types) built from ``general_devset.TRAIN_TEMPLATES`` (never the dev
set's templates) and a seed of its own, so that ``detect_general.py`` measures how a model trained on them
carries over to sentence shapes it has not seen.

    python benchmarks/general_trainset.py --docs 900 --seed 101 --out corpus/synthetic_train.spacy
"""

from __future__ import annotations

from pathlib import Path

import spacy
from spacy.tokens import DocBin
from spacy.util import filter_spans

import general_devset
import harness


def main() -> None:
    harness.fixed_hash_seed()
    parser = harness.parser(__doc__, out=Path("corpus/synthetic_train.spacy"))
    parser.add_argument("--docs", type=int, default=900)
    parser.add_argument("--seed", type=int, default=101)
    args = parser.parse_args()
    nlp = spacy.blank("en")
    docbin = DocBin(store_user_data=True)
    records = general_devset.build(args.docs, args.seed, templates=general_devset.TRAIN_TEMPLATES)
    for record in records:
        doc = nlp.make_doc(record["text"])
        doc._.doc_id = record["doc_id"]
        spans = [doc.char_span(m["start_offset"], m["end_offset"], label=m["entity_type"], alignment_mode="expand")
                 for m in record["mentions"]]
        doc.ents = filter_spans([s for s in spans if s is not None])
        docbin.add(doc)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    docbin.to_disk(args.out)
    print(f"wrote {len(records)} documents to {args.out}")


if __name__ == "__main__":
    main()
