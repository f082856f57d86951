"""Baseline 3 of the linkage paper: DP-MLM (Meisenbacher et al., ACL Findings 2024).

DP-MLM rewrites a text word by word with a masked language model. For each word of a sentence the
model reads the sentence twice - once as it is, as context, then with that word masked - and the
replacement is drawn from the vocabulary by the exponential mechanism over the masked position's
logits, clipped to ``[clip_min, clip_max]``::

    P(w) ∝ exp(ε · u(w) / (2 Δ)),   u = clip(logits),   Δ = clip_max - clip_min

so each word is ε-DP (metric-free local DP of the word; a sentence of n words costs n·ε by
composition). The linkage paper runs it at ε = 10 and ε = 100.

Here the masked LM is the package's MiniLM (the DP-MLM paper: RoBERTa-base). A word of several word
pieces is masked as one ``[MASK]`` and replaced by one whole-word vocabulary entry. Placeholders
(``PERSON.1``) and punctuation are kept: the first hide what the guard's input already removed, the
second carry no content. The clipping bounds are calibrated once per model on the package's own
example sentences (never on the text being rewritten, which the privacy argument forbids), as
DP-MLM's are for RoBERTa (-3.21, 16.30): a typical logit (the mean over the vocabulary, averaged
over masked positions) and a typical top logit (the maximum, averaged likewise).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from . import match_case, placeholder_spans

#: model-independent text for the clipping bounds (no user data may set them)
CALIBRATION = (
    "The applicant was arrested on suspicion of having set fire to a warehouse.",
    "On that date the court dismissed his appeal, finding that the delay had been his own fault.",
    "She lives with her two children in a small town near the border.",
    "The company reported higher profits for the third year in a row.",
    "The patient was admitted with chest pain and discharged three days later.",
    "He complained that the conditions of his detention had been inhuman.",
)


@dataclass
class Word:
    start: int
    end: int
    pieces: tuple[int, int]  # token positions [a, b) in the sentence's encoding


class DPMLMRewriter:
    """Word-by-word exponential-mechanism rewriting with a masked LM."""

    def __init__(self, model: Any, tokenizer: Any, epsilon: float, seed: int | None = 0,
                 clip: tuple[float, float] | None = None, batch_size: int = 64) -> None:
        if epsilon <= 0:
            raise ValueError(f"epsilon must be positive, got {epsilon}")
        self.model = model
        self.tokenizer = tokenizer
        self.epsilon = float(epsilon)
        self.rng = np.random.default_rng(seed)
        self.batch_size = batch_size
        vocab = tokenizer.convert_ids_to_tokens(list(range(len(tokenizer))))
        special = set(tokenizer.all_special_ids)
        self.allowed = np.array([i not in special and t.isascii() and t.isalnum() for i, t in enumerate(vocab)])
        positions = int(getattr(getattr(model, "config", None), "max_position_embeddings", 512))
        self.max_pieces = max(1, (min(positions, int(tokenizer.model_max_length)) - 3) // 2)  # both copies fit
        self.clip = clip or self.calibrate()

    @classmethod
    def from_package(cls, epsilon: float, seed: int | None = 0, model: str | None = None) -> DPMLMRewriter:
        """The package's masked LM (``$SPACY_SANITIZE_MLM`` or the shipped MiniLM) or ``model``."""
        from transformers import AutoModelForMaskedLM, AutoTokenizer

        from ...resources import resolve_mlm

        source = resolve_mlm(model)
        tokenizer = AutoTokenizer.from_pretrained(source)
        mlm = AutoModelForMaskedLM.from_pretrained(source).eval()
        return cls(mlm, tokenizer, epsilon, seed=seed)

    def calibrate(self) -> tuple[float, float]:
        """(typical logit, typical top logit) of the masked positions of :data:`CALIBRATION`."""
        rows = np.concatenate([self._logits(s, self._words(s))[:, self.allowed] for s in CALIBRATION])
        return float(rows.mean(axis=1).mean()), float(rows.max(axis=1).mean())

    def _words(self, sentence: str, offset: int = 0, protected: tuple[tuple[int, int], ...] = ()) -> list[Word]:
        encoding = self.tokenizer(sentence, return_offsets_mapping=True, add_special_tokens=False)
        groups: dict[int, list[int]] = {}
        for position, word_id in enumerate(encoding.word_ids()):
            if word_id is not None:
                groups.setdefault(word_id, []).append(position)
        words = []
        for positions in groups.values():
            start = encoding["offset_mapping"][positions[0]][0]
            end = encoding["offset_mapping"][positions[-1]][1]
            surface = sentence[start:end]
            if not any(ch.isalnum() for ch in surface) or any(a < offset + end and offset + start < b for a, b in protected):
                continue
            words.append(Word(start, end, (positions[0], positions[-1] + 1)))
        return words

    def _logits(self, sentence: str, words: list[Word]) -> np.ndarray:
        """Masked-position logits, one row per word: ``[CLS] sentence [SEP] sentence-with-word-masked [SEP]``."""
        import torch

        ids = self.tokenizer(sentence, add_special_tokens=False)["input_ids"][: self.max_pieces]
        cls, sep, mask = self.tokenizer.cls_token_id, self.tokenizer.sep_token_id, self.tokenizer.mask_token_id
        rows = []
        for word in words:
            a, b = word.pieces
            if b > len(ids):
                break
            masked = ids[:a] + [mask] + ids[b:]
            rows.append(([cls] + ids + [sep] + masked + [sep], 1 + len(ids) + 1 + a))
        out = np.zeros((len(words), len(self.allowed)), dtype=np.float32)
        for at in range(0, len(rows), self.batch_size):
            batch = rows[at : at + self.batch_size]
            width = max(len(r) for r, _ in batch)
            input_ids = torch.tensor([r + [self.tokenizer.pad_token_id] * (width - len(r)) for r, _ in batch])
            attention = torch.tensor([[1] * len(r) + [0] * (width - len(r)) for r, _ in batch])
            types = torch.tensor([[0] * (len(ids) + 2) + [1] * (len(r) - len(ids) - 2) + [0] * (width - len(r)) for r, _ in batch])
            with torch.no_grad():
                logits = self.model(input_ids=input_ids, attention_mask=attention, token_type_ids=types).logits
            for k, (_, position) in enumerate(batch):
                out[at + k] = logits[k, position, : len(self.allowed)].numpy()
        return out[: len(rows)]

    def sample(self, logits: np.ndarray) -> np.ndarray:
        """One vocabulary id per row, by the exponential mechanism over the clipped logits."""
        low, high = self.clip
        utility = np.clip(logits, low, high)
        scores = self.epsilon * utility / (2 * (high - low))
        scores[:, ~self.allowed] = -np.inf
        scores -= scores.max(axis=1, keepdims=True)
        probabilities = np.exp(scores)
        probabilities /= probabilities.sum(axis=1, keepdims=True)
        return np.array([self.rng.choice(len(p), p=p) for p in probabilities])

    def rewrite_sentence(self, sentence: str, offset: int = 0, protected: tuple[tuple[int, int], ...] = ()) -> tuple[str, int]:
        """``sentence`` with every word resampled; returns the text and the number of words resampled.

        A sentence longer than the model reads twice over is rewritten in two halves (at a word).
        """
        words = self._words(sentence, offset, protected)
        if words and words[-1].pieces[1] > self.max_pieces and len(words) > 1:
            cut = words[len(words) // 2].start
            left, n_left = self.rewrite_sentence(sentence[:cut], offset, protected)
            right, n_right = self.rewrite_sentence(sentence[cut:], offset + cut, protected)
            return left + right, n_left + n_right
        logits = self._logits(sentence, words)
        words = words[: len(logits)]
        if not words:
            return sentence, 0
        choices = self.tokenizer.convert_ids_to_tokens(self.sample(logits).tolist())
        out, at = [], 0
        for word, choice in zip(words, choices, strict=True):
            out += [sentence[at : word.start], match_case(choice, sentence[word.start : word.end])]
            at = word.end
        out.append(sentence[at:])
        return "".join(out), len(words)

    def rewrite(self, text: str) -> tuple[str, dict[str, Any]]:
        """Every sentence of ``text`` rewritten; placeholders, punctuation and layout kept."""
        from ..ngrams import get_splitter

        _, sentences = get_splitter("en").analyse(text)
        protected = tuple(placeholder_spans(text))
        parts, at, resampled = [], 0, 0
        for start, end in sentences:
            new, count = self.rewrite_sentence(text[start:end], start, protected)
            parts += [text[at:start], new]
            at, resampled = end, resampled + count
        parts.append(text[at:])
        return "".join(parts), {"epsilon_per_word": self.epsilon, "words_resampled": resampled,
                                "clip": [round(self.clip[0], 3), round(self.clip[1], 3)]}
