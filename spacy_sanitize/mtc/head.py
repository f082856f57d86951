"""The phrase rows that extend a masked LM's output layer (EMAT, Kalinsky et al. 2023; MTC paper section 2).

EMAT ("extended matrix") adds one row per multi-token phrase to the output
embedding matrix, and trains only those rows on frozen encoder features of
sentences in which the phrase is replaced by a single mask. A prediction at a
mask is then a softmax over ``[vocabulary; phrases]``: one step yields a
single wordpiece or a whole phrase. A :class:`PhraseHead` is those rows (and
their biases) with the phrase strings and where they came from:

* ``kind``: ``mtc`` (frequent noun phrases of a public corpus, Kalinsky et al.'s
  vocabulary) or ``ss_mtc`` (spans that ``pii_detector`` finds in that corpus,
  the paper's sensitive-span vocabulary);
* ``mlm_fingerprint``: the digest of the output layer the rows were trained
  against (:meth:`~.mlm.MaskedLM.fingerprint`). The rows mean something only in
  that model's feature space, so loading them for another model is an error.

On disk (a folder): ``phrases.json`` (texts, corpus counts, entity types),
``head.npz`` (rows as float16 - they are small numbers, 3 significant digits
are plenty - and biases as float32), ``meta.json``. A 3,000-phrase head over
MiniLM's 384 dimensions takes about 2.3 MB.
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

HEAD_FILES = ("phrases.json", "head.npz", "meta.json")
KINDS = ("mtc", "ss_mtc")


@dataclass
class PhraseHead:
    """Phrase rows ``(P, d)`` and biases ``(P,)`` for a masked LM's output layer."""

    phrases: list[str]
    rows: np.ndarray
    bias: np.ndarray
    kind: str = "mtc"
    counts: list[int] = field(default_factory=list)
    labels: list[str | None] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rows = np.asarray(self.rows, dtype=np.float32)
        self.bias = np.asarray(self.bias, dtype=np.float32).reshape(-1)
        if self.rows.ndim != 2 or self.rows.shape[0] != len(self.phrases) or self.bias.shape[0] != len(self.phrases):
            raise ValueError(
                f"phrase head shapes disagree: {len(self.phrases)} phrases, rows {self.rows.shape}, bias {self.bias.shape}"
            )
        if self.kind not in KINDS:
            raise ValueError(f"phrase head kind must be one of {KINDS}, got {self.kind!r}")
        if not self.counts:
            self.counts = [0] * len(self.phrases)
        if not self.labels:
            self.labels = [None] * len(self.phrases)

    def __len__(self) -> int:
        return len(self.phrases)

    @property
    def hidden_size(self) -> int:
        return int(self.rows.shape[1])

    @property
    def mlm_fingerprint(self) -> str | None:
        return self.meta.get("mlm_fingerprint")

    def logits(self, features: np.ndarray) -> np.ndarray:
        """Phrase logits ``(n, P)`` for output-layer features ``(n, d)``: the new rows of the extended matrix."""
        return np.asarray(features, dtype=np.float32) @ self.rows.T + self.bias

    def extended_logits(self, features: np.ndarray, vocab_logits: np.ndarray) -> np.ndarray:
        """Logits over ``[vocabulary; phrases]`` ``(n, V + P)``: the EMAT output layer."""
        return np.concatenate([np.asarray(vocab_logits, dtype=np.float32), self.logits(features)], axis=1)

    def check_compatible(self, fingerprint: str, hidden_size: int, source: str = "the masked LM") -> None:
        """Raise if the rows were trained for another model than the one at hand (and say how to fix it)."""
        if hidden_size != self.hidden_size:
            raise ValueError(
                f"the {self.kind} phrase head has {self.hidden_size}-dimensional rows but {source} has "
                f"{hidden_size}-dimensional features: train a head for this model with "
                "`spacy project run train-mtc` (or python -m spacy_sanitize.mtc.train --mlm ...)"
            )
        if self.mlm_fingerprint and fingerprint != self.mlm_fingerprint:
            raise ValueError(
                f"the {self.kind} phrase head was trained for a masked LM with output layer {self.mlm_fingerprint} "
                f"({self.meta.get('mlm', 'unknown source')}), but {source} has {fingerprint}: its rows mean "
                "nothing in this model's feature space. Retrain it with `spacy project run train-mtc` (and "
                "package-mtc), or point [components.mtc_infiller] mlm at the model it was trained for."
            )

    # -- disk -----------------------------------------------------------------------------------
    def to_disk(self, path: str | Path) -> Path:
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        entries = [
            {"text": text, "count": int(count), "label": label}
            for text, count, label in zip(self.phrases, self.counts, self.labels, strict=False)
        ]
        (path / "phrases.json").write_text(json.dumps(entries, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        with (path / "head.npz").open("wb") as file:
            np.savez_compressed(file, rows=self.rows.astype(np.float16), bias=self.bias.astype(np.float32))
        meta = dict(self.meta, kind=self.kind, n_phrases=len(self), hidden_size=self.hidden_size)
        (path / "meta.json").write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_disk(cls, path: str | Path) -> "PhraseHead":
        path = Path(path)
        missing = [name for name in HEAD_FILES if not (path / name).exists()]
        if missing:
            raise FileNotFoundError(
                f"{path} is not a phrase head (missing {', '.join(missing)}): build one with "
                "`spacy project run build-phrases` and `spacy project run train-mtc`"
            )
        entries = json.loads((path / "phrases.json").read_text(encoding="utf-8"))
        meta = json.loads((path / "meta.json").read_text(encoding="utf-8"))
        with np.load(path / "head.npz") as arrays:
            rows = arrays["rows"].astype(np.float32)
            bias = arrays["bias"].astype(np.float32)
        return cls(
            phrases=[e["text"] for e in entries],
            rows=rows,
            bias=bias,
            kind=meta.get("kind", "mtc"),
            counts=[int(e.get("count") or 0) for e in entries],
            labels=[e.get("label") for e in entries],
            meta=meta,
        )


def init_rows(
    phrase_ids: Sequence[Sequence[int]], decoder_weight: np.ndarray, decoder_bias: np.ndarray
) -> "tuple[np.ndarray, np.ndarray]":
    """Initial phrase rows and biases: the mean of the decoder rows (and biases) of each phrase's wordpieces.

    A phrase starts where its words already are in the output space, so that
    training only has to move it towards the contexts it occurs in (our choice;
    the EMAT paper leaves the initialisation open).
    """
    rows = np.stack([decoder_weight[list(ids)].mean(axis=0) for ids in phrase_ids]).astype(np.float32)
    bias = np.array([decoder_bias[list(ids)].mean() for ids in phrase_ids], dtype=np.float32)
    return rows, bias


def default_head_dir(kind: str) -> Path:
    """Where ``package-mtc`` ships a trained head inside the package: ``spacy_sanitize/data/mtc/<kind>``."""
    return Path(__file__).resolve().parent.parent / "data" / "mtc" / kind
