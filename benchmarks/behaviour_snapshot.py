"""A fingerprint of what every factory writes, to prove that a refactor changed no behaviour.

Runs each sanitization step on the same documents with deterministic stand-ins
where a model would make the output random or slow (a seeded tiny masked LM, a
hash embedder, scripted LLMs) and the real shipped detector, then writes one
JSON with every document's spans, edits and sanitized text per component plus a
SHA-256 of each. Run it on two commits and compare the hashes:

    python benchmarks/behaviour_snapshot.py --data ../shared/data/tab/tab_dev127.json \
        --docs 20 --out /tmp/before.json

Without ``--data`` it reads ``examples/echr_case.txt``. Components are built
through ``component_config`` so that the same run works for flat factory
parameters and for the config-block layout.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import spacy
from spacy.language import Language
from spacy.util import registry

import harness
from spacy_sanitize.doc_model import PII_SPAN_KEY, get_edits, sanitize_doc_text
from spacy_sanitize.llm.base import ChatLLM, Completion

ROOT = harness.ROOT


def read_texts(path: Path | None, n_docs: int) -> list[tuple[str, str]]:
    if path is None:
        return [("example", (ROOT / "examples" / "echr_case.txt").read_text(encoding="utf-8"))]
    docs = json.loads(path.read_text(encoding="utf-8"))
    return [(d["doc_id"], d["text"]) for d in docs[:n_docs]]


def component_config(nlp: Language, factory: str, flat: dict[str, Any]) -> dict[str, Any]:
    """``flat`` as the factory takes it: moved into its config blocks where the package has them."""
    try:
        from spacy_sanitize.components.blocks import nest_settings
    except ImportError:  # a version with flat factory parameters
        return dict(flat)
    return nest_settings(factory, flat)


@dataclass
class HashLLM(ChatLLM):
    """Deterministic answers from a hash of the prompt: candidates, guesses and rewrites."""

    model_id: str = "hash-llm"
    log: list[str] = field(default_factory=list)

    def _complete(self, messages: Any, settings: Any) -> Completion:
        prompt = messages[-1]["content"]
        digest = hashlib.sha256(prompt.encode()).hexdigest()
        if "Rewritten text" in messages[0]["content"] or "Phrases to rephrase" in prompt:
            passage = re.search(r"(?:Passage|Part to rewrite): (.*?)\n", prompt, re.S)
            body = passage.group(1) if passage else ""
            words = body.split()
            answer = " ".join(w if i % 3 else f"w{digest[i % 60:i % 60 + 3]}" for i, w in enumerate(words))
            return Completion(f"Reasoning: rephrased.\nRewritten text: {answer}")
        if prompt.startswith("Now do the same") or "Sorted replacements" in prompt:
            return Completion("\n".join(f"- a thing {digest[i:i + 4]}" for i in range(5)))
        return Completion("\n".join(f"- guess {digest[i:i + 3]}" for i in range(5)))


@registry.misc("snapshot.HashLLM.v1")
def make_hash_llm() -> HashLLM:
    return HashLLM()


class HashEmbedder:
    """Unit vectors read from the SHA-512 digest of the normalised text (no model)."""

    name = "sha512-16"

    def __call__(self, texts: list[str]) -> np.ndarray:
        digests = [hashlib.sha512(" ".join(t.lower().split()).encode()).digest() for t in texts]
        vectors = np.frombuffer(b"".join(digests), dtype=np.int32).reshape(len(texts), 16).astype(np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


@registry.misc("snapshot.HashEmbedder.v1")
def make_hash_embedder() -> HashEmbedder:
    return HashEmbedder()


def tiny_mlm(folder: Path, texts: list[str]) -> str:
    """A 2-layer BERT with a vocabulary of the documents' words, seeded: the same weights every run."""
    import torch
    from transformers import BertConfig, BertForMaskedLM, BertTokenizerFast

    words = sorted({w for t in texts for w in re.findall(r"\w+|[^\w\s]", t.lower())})[:3000]
    letters = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [str(d) for d in range(10)]
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + list(dict.fromkeys(words + letters + ["##" + c for c in letters]))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer = BertTokenizerFast(vocab_file=str(folder / "vocab.txt"), do_lower_case=True, model_max_length=128)
    torch.manual_seed(0)
    config = BertConfig(vocab_size=len(tokenizer), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, max_position_embeddings=128)
    BertForMaskedLM(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return str(folder)


def small_vocabulary(folder: Path) -> str:
    """The first 150 phrases of each type of the shipped CluSanT vocabulary."""
    import gzip

    path = ROOT / "spacy_sanitize" / "data" / "clusant_vocabulary.json.gz"
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        vocabulary = json.load(handle)
    vocabulary["entity_types"] = {label: phrases[:150] for label, phrases in vocabulary["entity_types"].items()}
    out = folder / "vocabulary.json"
    out.write_text(json.dumps(vocabulary), encoding="utf-8")
    return str(out)


def describe(doc: Any) -> dict[str, Any]:
    spans = [(s.start_char, s.end_char, s.label_, s._.pii_entity_id, s._.pii_replacement)
             for s in doc.spans.get(PII_SPAN_KEY, [])]
    edits = [(e.start, e.end, e.replacement, e.method, e.label) for e in get_edits(doc)]
    return {"spans": spans, "edits": edits, "text": sanitize_doc_text(doc).text}


def run_steps(texts: list[tuple[str, str]], work: Path) -> dict[str, list[dict[str, Any]]]:
    detector = spacy.blank("en")
    detector.add_pipe("pii_detector")
    detector.initialize()
    detected = list(detector.pipe(t for _, t in texts))
    for doc, (doc_id, _) in zip(detected, texts, strict=True):
        doc._.doc_id = doc_id
    steps: dict[str, list[dict[str, Any]]] = {"pii_detector": [describe(d) for d in detected]}
    vocab_path = small_vocabulary(work)
    mlm = tiny_mlm(work / "mlm", [t for _, t in texts])
    index = work / "index"
    from spacy_sanitize.linkage.build import build_index
    from spacy_sanitize.records import Record

    build_index([], index, records=[Record(i, t) for i, t in texts])
    flat = {
        "pii_replacer": {},
        "mtc_infiller": {"mlm": mlm, "method": "nad", "match_original": False, "store_mlm": False},
        "clusant_substituter": {"vocabulary_path": vocab_path, "embedder": {"@misc": "snapshot.HashEmbedder.v1"},
                                "seed": 7, "cache_dir": str(work / "cache"),
                                "clustering": {"@misc": "spacy_sanitize.CusTextClustering.v1", "n_clusters": 8, "seed": 0}},
        "intact_generalizer": {"llm": {"@misc": "snapshot.HashLLM.v1"}, "analysis_model": "en_core_web_sm"},
        "linkage_guard": {"llm": {"@misc": "snapshot.HashLLM.v1"}, "index_path": str(index), "max_arity": 1,
                          "max_rounds": 2},
    }
    for factory, settings in flat.items():
        nlp = spacy.blank("en")
        if factory == "linkage_guard":
            nlp.add_pipe("pii_replacer")
        nlp.add_pipe(factory, config=component_config(nlp, factory, settings))
        nlp.initialize()
        out = []
        for doc in detected:
            copy = doc.copy()
            copy._.doc_id = doc._.doc_id
            for _proc_name, proc in nlp.pipeline:
                copy = proc(copy)
            out.append(describe(copy))
        steps[factory] = out
        print(f"{factory}: {len(out)} documents", file=sys.stderr)
    return steps


def main() -> None:
    parser = harness.parser(__doc__)
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--docs", type=int, default=20)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--hashes-only", action="store_true", help="leave the per-document outputs out of --out")
    args = parser.parse_args()
    texts = read_texts(args.data, args.docs)
    with tempfile.TemporaryDirectory() as tmp:
        steps = run_steps(texts, Path(tmp))
    hashes = {name: hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest() for name, out in steps.items()}
    record = {"hashes": hashes, "docs": [doc_id for doc_id, _ in texts], "environment": harness.environment()}
    harness.write_json(args.out, record if args.hashes_only else {**record, "steps": steps})
    print(json.dumps(hashes, indent=1))


if __name__ == "__main__":
    main()
