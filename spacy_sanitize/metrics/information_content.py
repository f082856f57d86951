"""Information content (IC) of the terms of a document under a masked language model.

The utility half of TPS (Pilán et al., *Truthful text sanitization guided by
inference attacks*, §4.1.1):

* **Terms** of a document are non-overlapping spans: its named entities, then
  its noun chunks that share no token with an entity, then every remaining
  word that is not a stop word (a token with at least one letter or digit).
  Entities without a letter or digit and noun chunks of stop words only
  (pronouns: "he", "which") are no terms.
  They come from a spaCy pipeline with a parser and NER (``en_core_web_sm``).
* **IC(term) = -log p** of the least predictable wordpiece of the term, the
  term's wordpieces being replaced by ``[MASK]`` and predicted by a masked
  language model from the rest of the document. Masking every term at once
  would leave no context, so the terms are masked in turns: in pass ``k`` of
  ``N`` (``N = 6``), the terms ``i`` with ``i % N == k`` are masked and all
  other terms are context.
* Documents longer than the model's input (``max_length`` wordpieces, 512)
  are cut into the fewest windows whose cores share the text equally and which
  add ``context`` (32) wordpieces on each side of the core; a wordpiece is
  predicted in the window whose core holds it, so every prediction sees at
  least ``context`` wordpieces on both sides (except at the ends of the
  document). All windows of all passes of all documents go
  through the model in length-sorted batches, and the prediction head runs on
  the masked positions only.

Differences from the authors' ``eval_TPS.py`` (``BertTokenWeighting``), on
purpose: masked positions keep their attention (the authors also set the
attention mask of ``[MASK]`` tokens to 0, which hides how many wordpieces are
missing and is not how the model was trained); windows overlap instead of
being cut every 100 wordpieces without context; stop words and punctuation are
not terms, as the paper says (the authors' code keeps every non-space token).

The masked LM is any Hugging Face ``AutoModelForMaskedLM`` (name or folder).
The default is the project's MiniLM MLM (``spacy project run train-mlm`` then
``package-mlm``), looked for at :func:`default_mlm_path`:
``$SPACY_SANITIZE_MLM`` or ``~/.cache/spacy-sanitize/models/minilm-mlm``.

torch and transformers are imported inside functions only.
"""

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import MissingModelError
from ..resources import DEFAULT_MLM_DIR, MLM_ENV_VAR, default_mlm_path, resolve_mlm

#: Terms masked in turns: every N-th term is masked in each of N passes (the paper's N).
DEFAULT_N_ALTERNATIONS = 6
DEFAULT_ANALYSIS_MODEL = "en_core_web_sm"

Span = tuple[int, int]


# --------------------------------------------------------------------------- terms


def terms_of_doc(doc: Any) -> list[Span]:
    """Character spans of the terms of a parsed Doc, in text order (see the module docstring)."""
    taken = np.zeros(len(doc) + 1, dtype=bool)
    spans: list[Span] = []
    for ent in doc.ents:
        if _has_word(ent.text):
            spans.append((ent.start_char, ent.end_char))
            taken[ent.start : ent.end] = True
    for chunk in doc.noun_chunks:
        # A chunk of stop words only ("he", "which") is no term, as its words would not be.
        if not taken[chunk.start : chunk.end].any() and any(_is_word(t) for t in chunk):
            spans.append((chunk.start_char, chunk.end_char))
            taken[chunk.start : chunk.end] = True
    for token in doc:
        if not taken[token.i] and _is_word(token):
            spans.append((token.idx, token.idx + len(token.text)))
    spans.sort()
    return spans


def _has_word(text: str) -> bool:
    return any(ch.isalnum() for ch in text)


def _is_word(token: Any) -> bool:
    """A content word: not a stop word, with at least one letter or digit."""
    return not token.is_stop and _has_word(token.text)


_PIPELINES: dict[str, Any] = {}
_LOCK = threading.Lock()


def _analysis_pipeline(name: str) -> Any:
    with _LOCK:
        if name not in _PIPELINES:
            from ..intact.matching import load_analysis_pipeline

            nlp = load_analysis_pipeline(name)
            if "parser" not in nlp.pipe_names:
                raise ValueError(f"spaCy pipeline {name!r} has no parser, which noun chunks need")
            _PIPELINES[name] = nlp
        return _PIPELINES[name]


def extract_terms(texts: Sequence[str], analysis_model: str = DEFAULT_ANALYSIS_MODEL, batch_size: int = 16) -> list[list[Span]]:
    """The terms of each text (entities, noun chunks, other non-stop words) as character spans."""
    nlp = _analysis_pipeline(analysis_model)
    disable = [name for name in ("lemmatizer",) if name in nlp.pipe_names]
    with nlp.select_pipes(disable=disable):
        return [terms_of_doc(doc) for doc in nlp.pipe(texts, batch_size=batch_size)]


# --------------------------------------------------------------------------- IC


@dataclass(frozen=True)
class DocumentIC:
    """The terms of one text and their information content (nats), aligned."""

    terms: tuple[Span, ...]
    ic: np.ndarray  # float64, len(terms)

    @property
    def total(self) -> float:
        """Text information content (TIC): the sum of the terms' IC."""
        return float(self.ic.sum())


@dataclass
class _Item:
    """One window of one pass of one document, ready for the model."""

    doc: int
    step: int  # pass
    input_ids: np.ndarray  # with [CLS] ... [SEP]
    positions: np.ndarray  # positions (in input_ids) to predict
    pieces: np.ndarray  # the document wordpieces at those positions
    targets: np.ndarray  # their original ids


class InformationContent:
    """Computes and caches the IC of the terms of texts under one masked LM.

    Results are cached per text (an LRU of ``cache_size`` texts): the IC of an
    original document does not depend on how it was sanitized, so scoring
    several systems on the same originals computes it once.
    """

    def __init__(
        self,
        mlm: str | Path | None = None,
        *,
        n_alternations: int = DEFAULT_N_ALTERNATIONS,
        max_length: int = 512,
        context: int = 32,
        batch_size: int = 8,
        analysis_model: str = DEFAULT_ANALYSIS_MODEL,
        device: str = "cpu",
        cache_size: int = 10000,
    ) -> None:
        if n_alternations < 1:
            raise ValueError(f"n_alternations must be at least 1, got {n_alternations}")
        if max_length < 8:
            raise ValueError(f"max_length must be at least 8, got {max_length}")
        self.mlm = resolve_mlm(mlm)
        self.n_alternations = int(n_alternations)
        self.requested_max_length = int(max_length)
        self.requested_context = int(context)
        self.batch_size = int(batch_size)
        self.analysis_model = analysis_model
        self.device = device
        self.cache_size = int(cache_size)
        self._cache: OrderedDict[str, DocumentIC] = OrderedDict()
        self._model: Any = None
        self._tokenizer: Any = None

    # -- model

    def _load(self) -> None:
        if self._model is not None:
            return
        from transformers import AutoModelForMaskedLM, AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(self.mlm)
        if not getattr(tokenizer, "is_fast", False):
            raise ValueError(f"the tokenizer of {self.mlm!r} is not a fast tokenizer; character offsets need one")
        if tokenizer.mask_token_id is None:
            raise ValueError(f"the tokenizer of {self.mlm!r} has no mask token")
        model = AutoModelForMaskedLM.from_pretrained(self.mlm)
        model.eval()
        model.to(self.device)
        limits = [self.requested_max_length]
        model_max = getattr(tokenizer, "model_max_length", None)
        if isinstance(model_max, int) and model_max < 100_000:
            limits.append(model_max)
        positions = getattr(model.config, "max_position_embeddings", None)
        if isinstance(positions, int):
            # RoBERTa-style models reserve padding_idx + 1 positions.
            offset = getattr(model.config, "pad_token_id", 0) + 1 if model.config.model_type in ("roberta", "xlm-roberta", "camembert") else 0
            limits.append(positions - offset)
        self.max_length = min(limits)
        content = self.max_length - 2
        self.context = max(0, min(self.requested_context, content // 4))
        self._tokenizer = tokenizer
        self._model = model

    @property
    def model_id(self) -> str:
        return self.mlm

    def _head_split(self) -> tuple[Any, Any]:
        """(encoder, prediction head) when the head can run on masked positions only, else (None, None)."""
        model = self._model
        base = getattr(model, getattr(model, "base_model_prefix", ""), None)
        for head_name in ("cls", "lm_head"):  # BERT-like, RoBERTa-like
            head = getattr(model, head_name, None)
            if base is not None and head is not None and base is not model:
                return base, head
        return None, None

    # -- public API

    def __call__(self, texts: Sequence[str]) -> list[DocumentIC]:
        """The terms and their IC for each text (cached per text)."""
        texts = list(texts)
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if missing:
            terms = extract_terms(missing, analysis_model=self.analysis_model)
            ics = self.ic_of_spans(missing, terms)
            for text, spans, ic in zip(missing, terms, ics, strict=True):
                self._remember(text, DocumentIC(tuple(spans), ic))
        result = []
        for text in texts:
            value = self._cache.get(text)
            if value is None:  # evicted by a huge batch: compute alone
                doc_terms = extract_terms([text], analysis_model=self.analysis_model)[0]
                value = DocumentIC(tuple(doc_terms), self.ic_of_spans([text], [doc_terms])[0])
            else:
                self._cache.move_to_end(text)
            result.append(value)
        return result

    def _remember(self, text: str, value: DocumentIC) -> None:
        self._cache[text] = value
        self._cache.move_to_end(text)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def clear_cache(self) -> None:
        self._cache.clear()

    def ic_of_spans(self, texts: Sequence[str], spans: Sequence[Sequence[Span]]) -> list[np.ndarray]:
        """IC (nats) of given non-overlapping, sorted character spans of each text (no cache).

        A span without any wordpiece (only characters the tokenizer drops) has IC 0.
        """
        import torch

        self._load()
        tokenizer = self._tokenizer
        # whole texts on purpose: they are cut into model-sized windows below, so the
        # tokenizer's "longer than the maximum sequence length" warning does not apply
        encodings = tokenizer(
            list(texts), add_special_tokens=False, return_offsets_mapping=True, return_attention_mask=False,
            verbose=False,
        )
        nll_by_doc: list[np.ndarray] = []
        term_pieces: list[list[tuple[int, int]]] = []
        items: list[_Item] = []
        for d, (doc_spans, ids, offsets) in enumerate(
            zip(spans, encodings["input_ids"], encodings["offset_mapping"], strict=True)
        ):
            ids = np.asarray(ids, dtype=np.int64)
            offsets = np.asarray(offsets, dtype=np.int64).reshape(-1, 2)
            ranges = _pieces_of_spans(offsets, doc_spans)
            term_pieces.append(ranges)
            nll_by_doc.append(np.full((self.n_alternations, len(ids)), np.nan))
            items.extend(self._items(d, ids, ranges))

        encoder, head = self._head_split()
        model = self._model
        pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
        items.sort(key=lambda item: len(item.input_ids))
        with torch.inference_mode():
            for start in range(0, len(items), self.batch_size):
                batch = items[start : start + self.batch_size]
                width = max(len(item.input_ids) for item in batch)
                input_ids = np.full((len(batch), width), pad_id, dtype=np.int64)
                attention = np.zeros((len(batch), width), dtype=np.int64)
                for row, item in enumerate(batch):
                    input_ids[row, : len(item.input_ids)] = item.input_ids
                    attention[row, : len(item.input_ids)] = 1
                rows = np.concatenate([np.full(len(item.positions), row) for row, item in enumerate(batch)])
                cols = np.concatenate([item.positions for item in batch])
                targets = np.concatenate([item.targets for item in batch])
                ids_t = torch.from_numpy(input_ids).to(self.device)
                mask_t = torch.from_numpy(attention).to(self.device)
                rows_t = torch.from_numpy(rows).to(self.device)
                cols_t = torch.from_numpy(cols).to(self.device)
                if encoder is not None:
                    hidden = encoder(input_ids=ids_t, attention_mask=mask_t)[0]
                    logits = head(hidden[rows_t, cols_t])
                else:
                    logits = model(input_ids=ids_t, attention_mask=mask_t).logits[rows_t, cols_t]
                log_probs = torch.log_softmax(logits.float(), dim=-1)
                nll_tensor = -log_probs[torch.arange(len(targets)), torch.from_numpy(targets).to(self.device)]
                nll = nll_tensor.cpu().numpy().astype(np.float64)
                at = 0
                for item in batch:
                    n = len(item.positions)
                    nll_by_doc[item.doc][item.step, item.pieces] = nll[at : at + n]
                    at += n

        result = []
        for nll, ranges in zip(nll_by_doc, term_pieces, strict=True):
            ic = np.zeros(len(ranges))
            for t, (lo, hi) in enumerate(ranges):
                if hi > lo:
                    values = nll[t % self.n_alternations, lo:hi]
                    ic[t] = float(np.nanmax(values)) if not np.isnan(values).all() else 0.0
            result.append(np.maximum(ic, 0.0))
        return result

    def _windows(self, n: int) -> list[tuple[int, int, int, int]]:
        """(window start, window end, core start, core end) over n wordpieces."""
        content = self.max_length - 2
        if n <= content:
            return [(0, n, 0, n)]
        ctx = self.context
        # The fewest windows whose cores (equal shares of the text) fit with
        # their context: the first and last windows need context on one side only.
        k = 2
        while -(-n // k) + (ctx if k == 2 else 2 * ctx) > content:
            k += 1
        core = -(-n // k)
        windows = []
        for core_start in range(0, n, core):
            core_end = min(n, core_start + core)
            start = max(0, core_start - ctx)
            end = min(n, core_end + ctx)
            windows.append((start, end, core_start, core_end))
        return windows

    def _items(self, d: int, ids: np.ndarray, ranges: list[tuple[int, int]]) -> list[_Item]:
        tokenizer = self._tokenizer
        cls_id = tokenizer.cls_token_id if tokenizer.cls_token_id is not None else tokenizer.bos_token_id
        sep_id = tokenizer.sep_token_id if tokenizer.sep_token_id is not None else tokenizer.eos_token_id
        prefix = [cls_id] if cls_id is not None else []
        suffix = [sep_id] if sep_id is not None else []
        items = []
        windows = self._windows(len(ids))
        for step in range(self.n_alternations):
            masked = np.zeros(len(ids), dtype=bool)
            for lo, hi in ranges[step :: self.n_alternations]:
                masked[lo:hi] = True
            if not masked.any():
                continue
            masked_ids = np.where(masked, tokenizer.mask_token_id, ids)
            for start, end, core_start, core_end in windows:
                pieces = np.flatnonzero(masked[core_start:core_end]) + core_start
                if len(pieces) == 0:
                    continue
                window = np.concatenate([prefix, masked_ids[start:end], suffix]).astype(np.int64)
                items.append(_Item(d, step, window, pieces - start + len(prefix), pieces, ids[pieces]))
        return items


def _pieces_of_spans(offsets: np.ndarray, spans: Sequence[Span]) -> list[tuple[int, int]]:
    """For each character span, the range [lo, hi) of wordpieces overlapping it."""
    if len(offsets) == 0:
        return [(0, 0) for _ in spans]
    starts = offsets[:, 0]
    ends = offsets[:, 1]
    # Wordpiece offsets are non-decreasing; empty pieces (end == start) never overlap.
    ranges = []
    for start, end in spans:
        lo = int(np.searchsorted(ends, start, side="right"))
        hi = int(np.searchsorted(starts, end, side="left"))
        while lo < hi and ends[lo] <= starts[lo]:
            lo += 1
        ranges.append((lo, max(lo, hi)))
    return ranges


_INSTANCES: dict[tuple[Any, ...], InformationContent] = {}


def get_information_content(mlm: str | Path | None = None, **kwargs: Any) -> InformationContent:
    """A shared :class:`InformationContent` per model and settings, so that its cache is reused across calls."""
    resolved = resolve_mlm(mlm)
    key = (resolved,) + tuple(sorted(kwargs.items()))
    with _LOCK:
        instance = _INSTANCES.get(key)
        if instance is None:
            instance = _INSTANCES[key] = InformationContent(resolved, **kwargs)
        return instance


def information_content(
    texts: Iterable[str], mlm: str | Path | None = None, **kwargs: Any
) -> list[DocumentIC]:
    """Terms and IC of each text, with the shared cached instance for ``mlm`` and settings."""
    return get_information_content(mlm, **kwargs)(list(texts))


__all__ = [
    "MLM_ENV_VAR",
    "DEFAULT_MLM_DIR",
    "DEFAULT_N_ALTERNATIONS",
    "MissingModelError",
    "default_mlm_path",
    "resolve_mlm",
    "terms_of_doc",
    "extract_terms",
    "DocumentIC",
    "InformationContent",
    "get_information_content",
    "information_content",
]
