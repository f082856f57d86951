"""ALL-CAPS and lower-case copies of training documents, with their entities, for ``spacy train``.

Capitals are not a reliable signal in nursing notes, chats and headlines: a model that has only seen
title-case names calls every ALL-CAPS line a PERSON and misses ``seen at gh by dr smith``. Training on
case variants of the same documents teaches it names by their context and form, not their capitals.
Words are re-cased one by one and a word whose upper or lower form has another length (``ß`` →
``SS``) is kept as it is, so every entity keeps its tokens.

    python benchmarks/case_variants.py corpus/tab_train_ents.spacy corpus/train_mix/synthetic_train.spacy \\
        --share 0.35 --seed 7 --out corpus/train_mix/case_variants.spacy
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable
from pathlib import Path

from spacy.tokens import Doc, DocBin, Span
from spacy.vocab import Vocab


def recased(doc: Doc, case: Callable[[str], str]) -> Doc:
    """``doc`` with every word in ``case`` (where that keeps its length) and the same entities."""
    words = [case(t.text) if len(case(t.text)) == len(t.text) else t.text for t in doc]
    copy = Doc(doc.vocab, words=words, spaces=[bool(t.whitespace_) for t in doc])
    copy.ents = [Span(copy, e.start, e.end, label=e.label_) for e in doc.ents]
    return copy


def variants(paths: list[Path], share: float, seed: int) -> DocBin:
    """An upper- or lower-case copy of ``share`` of the documents in ``paths`` (upper twice as often)."""
    rng = random.Random(seed)
    vocab = Vocab()
    out = DocBin()
    for path in paths:
        for doc in DocBin().from_disk(path).get_docs(vocab):
            if rng.random() < share:
                out.add(recased(doc, str.upper if rng.random() < 2 / 3 else str.lower))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+", type=Path)
    parser.add_argument("--share", type=float, default=0.35)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    docbin = variants(args.inputs, args.share, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    docbin.to_disk(args.out)
    print(json.dumps({"docs": len(docbin), "out": str(args.out)}))


if __name__ == "__main__":
    main()
