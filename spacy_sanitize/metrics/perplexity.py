"""Fluency of sanitized text: its perplexity under a local causal LM (a GGUF model through llama.cpp).

Rewrites that read like natural text (MTC's infilling, INTACT's
generalisations) keep perplexity close to the original's; labels, masks and
noisy substitutions raise it. So the originals are scored by the same model
and the ratio ``ppl_sanitized / ppl_original`` is reported beside both.

Computation: each text is tokenized (with BOS where the model uses one) and
evaluated in windows of ``window`` tokens advancing by ``stride`` tokens (3/4
of the window by default: every token is evaluated about 1.33 times); a window
scores only the tokens that no earlier window scored, each conditioned on
everything before it in the window (at least ``window - stride`` tokens once
past the first window), as in Hugging Face's sliding-window perplexity.
The first token has no context and is not scored. Perplexity is
``exp(sum of negative log-likelihoods / number of scored tokens)`` over the
whole collection (a token-weighted mean, so long documents weigh what they
contain); per-document figures are in :func:`perplexity_report`'s details.

The model loads lazily, once per (path, window, threads), and identical texts
(a document nothing was changed in) are scored once.
"""
from __future__ import annotations

import hashlib
import math
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ..llm.llama_cpp import default_threads, resolve_model_path
from ..resources import installed_gguf
from .inputs import SanitizedDoc, read_sanitized

PREFIX = "ppl_"
MISSING_MODEL_HELP = (
    "No GGUF model for perplexity: run `spacy-sanitize models fetch chat-small` (or `chat`), pass model_path, "
    "or set $SPACY_SANITIZE_LLM_GGUF_SMALL to a GGUF file (and pip install 'spacy-sanitize[llm]' for llama-cpp-python)."
)


def default_model_path(model_path: str | Path | None = None) -> Path | None:
    """``model_path``, else ``$SPACY_SANITIZE_LLM_GGUF``, else the store's ``chat``, else its ``chat-small``."""
    return resolve_model_path(model_path) or installed_gguf("chat-small")


@dataclass
class LlamaPerplexity:
    """Negative log-likelihood of texts under a GGUF model (``Llama(..., logits_all=True)``)."""

    model_path: str | None = None
    window: int = 1024
    stride: int | None = None  # default: 3/4 of the window
    n_threads: int | None = None
    n_batch: int = 512
    _llama: Any = field(default=None, init=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    # results by text digest: the originals are scored once however many systems are compared
    _memo: dict[str, tuple[float, int]] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        if self.window < 2:
            raise ValueError(f"window must be at least 2 tokens, got {self.window}")
        stride = self.stride or max(1, 3 * self.window // 4)
        if not 1 <= stride <= self.window:
            raise ValueError(f"stride must be between 1 and window={self.window}, got {stride}")
        self.stride = stride

    @property
    def path(self) -> Path:
        path = default_model_path(self.model_path)
        if path is None:
            raise FileNotFoundError(MISSING_MODEL_HELP)
        if not path.is_file():
            raise FileNotFoundError(f"GGUF model file not found: {path}. {MISSING_MODEL_HELP}")
        return path

    def load(self) -> Any:
        if self._llama is None:
            import llama_cpp

            threads = self.n_threads or default_threads()
            self._llama = llama_cpp.Llama(
                model_path=str(self.path),
                n_ctx=self.window,
                n_batch=min(self.n_batch, self.window),
                n_threads=threads,
                n_threads_batch=threads,
                logits_all=True,
                verbose=False,
            )
        return self._llama

    def tokenize(self, text: str) -> list[int]:
        llama = self.load()
        return list(llama.tokenize(text.encode("utf-8"), add_bos=True, special=False))

    def nll(self, text: str) -> tuple[float, int]:
        """Summed negative log-likelihood (nats) of ``text`` and the number of tokens it covers."""
        key = hashlib.sha1(text.encode("utf-8")).hexdigest()
        with self._lock:
            if key not in self._memo:
                self._memo[key] = self._nll(text)
            return self._memo[key]

    def _nll(self, text: str) -> tuple[float, int]:
        tokens = self.tokenize(text)
        if len(tokens) < 2:
            return 0.0, 0
        llama = self.load()
        total = 0.0
        scored = 0
        done = 1  # tokens[0] has no context
        begin = 0
        while done < len(tokens):
            end = min(begin + self.window, len(tokens))
            llama.reset()
            llama.eval(tokens[begin:end])
            # rows predicting tokens[done:end]: the row of position p - 1 predicts token p
            rows = llama.scores[done - 1 - begin : end - 1 - begin]
            targets = np.asarray(tokens[done:end])
            total += float(_negative_log_likelihood(rows, targets).sum())
            scored += len(targets)
            done = end
            if done >= len(tokens):
                break
            begin = min(begin + (self.stride or 1), done - 1)  # at least one token of context
        return total, scored


def _negative_log_likelihood(logits: np.ndarray, targets: np.ndarray, block: int = 64) -> np.ndarray:
    """``-log softmax(logits)[target]`` per row, in blocks of rows (the vocabulary is ~150k wide)."""
    result = np.empty(len(targets), dtype=np.float64)
    for a in range(0, len(targets), block):
        rows = np.asarray(logits[a : a + block], dtype=np.float32)
        peak = rows.max(axis=1, keepdims=True)
        log_z = peak[:, 0].astype(np.float64) + np.log(np.exp(rows - peak).sum(axis=1, dtype=np.float64))
        result[a : a + block] = log_z - rows[np.arange(len(rows)), targets[a : a + block]]
    return result


_SCORERS: dict[tuple[str, int, int, int], LlamaPerplexity] = {}


def perplexity_model(
    model_path: str | Path | None = None,
    window: int = 1024,
    stride: int | None = None,
    n_threads: int | None = None,
) -> LlamaPerplexity:
    """A cached :class:`LlamaPerplexity` (the model is loaded on first use, once per settings)."""
    resolved = default_model_path(model_path)
    key = (str(resolved), window, stride or max(1, 3 * window // 4), n_threads or 0)
    if key not in _SCORERS:
        _SCORERS[key] = LlamaPerplexity(
            model_path=str(resolved) if resolved else None, window=window, stride=stride, n_threads=n_threads
        )
    return _SCORERS[key]


def _ppl(nll: float, tokens: int) -> float | None:
    return math.exp(nll / tokens) if tokens else None


def perplexity_report(
    docs: Iterable[Doc | Example | SanitizedDoc],
    model_path: str | Path | None = None,
    *,
    window: int = 1024,
    stride: int | None = None,
    n_threads: int | None = None,
    include_original: bool = True,
    model: LlamaPerplexity | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Scores (see :func:`score_perplexity`) and per-document details (nll, tokens, perplexity)."""
    start = time.perf_counter()
    scorer = model or perplexity_model(model_path, window=window, stride=stride, n_threads=n_threads)
    items = [d if isinstance(d, SanitizedDoc) else read_sanitized([d])[0] for d in docs]
    memo: dict[str, tuple[float, int]] = {}

    def nll(text: str) -> tuple[float, int]:
        if text not in memo:
            memo[text] = scorer.nll(text)
        return memo[text]

    totals: dict[str, list[Any]] = {"sanitized": [0.0, 0], "original": [0.0, 0]}
    details: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        row: dict[str, Any] = {"doc_id": item.doc_id if item.doc_id is not None else str(index)}
        sides = [("sanitized", item.sanitized)] + ([("original", item.original)] if include_original else [])
        for side, text in sides:
            value, count = nll(text)
            totals[side][0] += value
            totals[side][1] += count
            row[f"{side}_nll"] = value
            row[f"{side}_tokens"] = count
            row[f"{side}_ppl"] = _ppl(value, count)
        details.append(row)
    scores: dict[str, Any] = {
        PREFIX + "sanitized": _ppl(*totals["sanitized"]),
        PREFIX + "tokens_sanitized": totals["sanitized"][1],
        PREFIX + "docs": len(items),
    }
    if include_original:
        scores[PREFIX + "original"] = _ppl(*totals["original"])
        scores[PREFIX + "tokens_original"] = totals["original"][1]
        both = scores[PREFIX + "sanitized"], scores[PREFIX + "original"]
        scores[PREFIX + "ratio"] = both[0] / both[1] if None not in both and both[1] else None
    scores[PREFIX + "model"] = scorer.path.name
    scores[PREFIX + "seconds"] = time.perf_counter() - start
    return scores, details


def score_perplexity(
    docs: Iterable[Doc | Example | SanitizedDoc],
    model_path: str | Path | None = None,
    **options: Any,
) -> dict[str, Any]:
    """Perplexity of the sanitized texts (``ppl_sanitized``), of the originals (``ppl_original``) and their ratio.

    Options: ``window`` (1024 tokens), ``stride`` (3/4 of the window), ``n_threads``
    (all cores; fewer on a busy machine), ``include_original`` (True),
    ``model`` (a :class:`LlamaPerplexity` to reuse).
    """
    return perplexity_report(docs, model_path, **options)[0]


@registry.scorers("spacy_sanitize.perplexity_scorer.v1")
def make_perplexity_scorer(
    model_path: str | None = None,
    window: int = 1024,
    stride: int | None = None,
    n_threads: int | None = None,
    include_original: bool = True,
    model_key: str | None = None,
) -> Callable[..., dict[str, Any]]:
    """Registered scorer: ``{"@scorers": "spacy_sanitize.perplexity_scorer.v1"}``; the model loads on first use.

    ``model_key``: when ``model_path`` is null, the model store's model of this
    catalogue name (e.g. ``"chat-small"``; see ``spacy-sanitize models``), so that a
    config can name the small model without a machine-specific path; an error if it
    is not installed (a different model would give incomparable perplexities).
    """

    def perplexity_scorer(examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        path: str | Path | None = model_path
        if not path and model_key:
            path = installed_gguf(model_key)
            if path is None:
                from ..model_store.store import missing_model_message

                raise FileNotFoundError(missing_model_message(model_key, "perplexity_scorer"))
        return score_perplexity(
            list(examples),
            path,
            window=window,
            stride=stride,
            n_threads=n_threads,
            include_original=include_original,
        )

    return perplexity_scorer


__all__ = ["LlamaPerplexity", "make_perplexity_scorer", "perplexity_model", "perplexity_report", "score_perplexity"]
