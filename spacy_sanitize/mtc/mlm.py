"""The masked language model behind ``mtc_infiller``: any Hugging Face MLM, CPU first.

:class:`MaskedLM` gives, for chosen positions of chosen sequences, the two
things MTC needs (Kalinsky et al.'s EMAT decoder, MTC paper section 2):

* the **features** that enter the output layer: the encoder's hidden state
  after the prediction head's transform (BERT: dense + GELU + LayerNorm), i.e.
  the vectors that the vocabulary's decoder rows are multiplied with. The
  phrase rows of :class:`~.head.PhraseHead` live in this space, so that the
  extended output layer is ``[decoder rows; phrase rows]``;
* the **vocabulary logits** of the unchanged decoder.

Both come from one pass: the encoder runs on the windows, the head only on the
requested positions (its 30k-way projection of every position would cost as
much as the encoder), and a forward pre-hook on the output embeddings captures
the transformed features on their way into the decoder, whatever the head's
internal layout (BERT's ``cls``, RoBERTa's and Longformer's ``lm_head``).
Models whose head is not a separate child module run whole, with the same hook.

The default model is the package's MiniLM with a masked-LM head (shipped,
:mod:`spacy_sanitize.builtin_minilm`), found where the metrics find it:
``$SPACY_SANITIZE_MLM`` when set, else the shipped one.

torch and transformers are imported inside methods only.
"""

import hashlib
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import MissingModelError
from ..resources import resolve_mlm

MISSING_MLM_HELP = (
    "mtc_infiller needs a masked language model with its prediction head. The package ships one (MiniLM "
    "with a masked-LM head, spacy_sanitize/data/mlm): reinstall spacy-sanitize if it is missing, or set "
    "$SPACY_SANITIZE_MLM, or set [components.mtc_infiller] mlm to any Hugging Face masked LM folder or name "
    "(the paper's: allenai/longformer-base-4096, bert-base-cased); its phrase heads must be trained for it."
)


def resolve_mtc_mlm(model: str | Path | None = None) -> str:
    """The model to load: ``model``, else the package's masked LM (with a message that says what to do)."""
    try:
        return resolve_mlm(model)
    except MissingModelError as error:
        raise MissingModelError(f"{error} {MISSING_MLM_HELP}") from error


class MaskedLM:
    """A Hugging Face masked LM with its tokenizer, loaded on first use."""

    def __init__(
        self, model: str | Path | None = None, *, device: str = "cpu", max_length: int | None = None
    ) -> None:
        self.source = resolve_mtc_mlm(model)
        self.device = device
        self.requested_max_length = max_length
        self._model: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()
        self._captured: list[Any] = []
        self._fingerprint: str | None = None

    # -- loading ------------------------------------------------------------------------------
    def load(self) -> "MaskedLM":
        with self._lock:
            if self._model is None:
                self._load()
        return self

    def _load(self) -> None:
        from transformers import AutoModelForMaskedLM, AutoTokenizer

        if self.source.startswith((".", "/", "~")) and not Path(self.source).expanduser().exists():
            raise FileNotFoundError(f"No masked language model at {self.source}. {MISSING_MLM_HELP}")
        try:
            tokenizer = AutoTokenizer.from_pretrained(self.source)
            model = AutoModelForMaskedLM.from_pretrained(self.source)
        except OSError as error:
            raise OSError(f"Can't load the masked LM {self.source!r}: {error}. {MISSING_MLM_HELP}") from error
        if not getattr(tokenizer, "is_fast", False):
            raise ValueError(f"the tokenizer of {self.source!r} is not a fast tokenizer; character offsets need one")
        if tokenizer.mask_token_id is None:
            raise ValueError(f"the tokenizer of {self.source!r} has no mask token: it is not a masked LM's tokenizer")
        model.eval()
        model.to(self.device)
        output = model.get_output_embeddings()
        if output is None:
            raise ValueError(f"{self.source!r} has no output embeddings (prediction head); use a *ForMaskedLM model")
        output.register_forward_pre_hook(self._capture)
        limits = [int(self.requested_max_length)] if self.requested_max_length else []
        model_max = getattr(tokenizer, "model_max_length", None)
        if isinstance(model_max, int) and model_max < 100_000:
            limits.append(model_max)
        positions = getattr(model.config, "max_position_embeddings", None)
        if isinstance(positions, int):
            # RoBERTa-style models reserve padding_idx + 1 positions.
            roberta = model.config.model_type in ("roberta", "xlm-roberta", "camembert", "longformer")
            limits.append(positions - ((getattr(model.config, "pad_token_id", 0) or 0) + 1 if roberta else 0))
        self.max_length = min(limits) if limits else 512
        self._base, self._head = _split(model)
        self._tokenizer = tokenizer
        self._model = model

    def _capture(self, module: Any, inputs: tuple[Any, ...]) -> None:
        self._captured.append(inputs[0])

    @property
    def model(self) -> Any:
        self.load()
        return self._model

    @property
    def tokenizer(self) -> Any:
        self.load()
        return self._tokenizer

    @property
    def mask_id(self) -> int:
        return int(self.tokenizer.mask_token_id)

    @property
    def vocab_size(self) -> int:
        """Rows of the output layer (may exceed the tokenizer's size: padded vocabularies)."""
        return int(self.decoder_weight().shape[0])

    @property
    def hidden_size(self) -> int:
        return int(self.decoder_weight().shape[1])

    @property
    def special_ids(self) -> tuple[int, int]:
        """(id before a sequence, id after it): [CLS]/[SEP] or <s>/</s>."""
        tok = self.tokenizer
        first = tok.cls_token_id if tok.cls_token_id is not None else tok.bos_token_id
        last = tok.sep_token_id if tok.sep_token_id is not None else tok.eos_token_id
        return first, last

    def decoder_weight(self) -> np.ndarray:
        """The vocabulary rows of the output layer, ``(V, d)`` float32."""
        weight = self.model.get_output_embeddings().weight
        return weight.detach().float().cpu().numpy()

    def decoder_bias(self) -> np.ndarray:
        output = self.model.get_output_embeddings()
        bias = getattr(output, "bias", None)
        if bias is None:
            return np.zeros(output.weight.shape[0], dtype=np.float32)
        return bias.detach().float().cpu().numpy()

    def fingerprint(self) -> str:
        """A digest of the output layer: a phrase head is only valid for the features of the model it was trained on."""
        if self._fingerprint is None:
            digest = hashlib.sha256()
            digest.update(np.ascontiguousarray(self.decoder_weight(), dtype=np.float32).tobytes())
            digest.update(np.ascontiguousarray(self.decoder_bias(), dtype=np.float32).tobytes())
            self._fingerprint = digest.hexdigest()[:16]
        return self._fingerprint

    def is_uncased(self) -> bool:
        """Whether the tokenizer lower-cases (then completions need their case restored)."""
        tok = self.tokenizer
        return tok("Paris Court", add_special_tokens=False)["input_ids"] == tok("paris court", add_special_tokens=False)["input_ids"]

    def save(self, path: str | Path) -> None:
        """``save_pretrained`` of model and tokenizer into ``path``."""
        self.model.save_pretrained(path)
        self.tokenizer.save_pretrained(path)

    # -- prediction -----------------------------------------------------------------------------
    def predict(
        self, sequences: Sequence[np.ndarray], positions: Sequence[np.ndarray], batch_size: int = 8
    ) -> tuple[np.ndarray, np.ndarray]:
        """Features ``(n, d)`` and vocabulary logits ``(n, V)`` (float32) at ``positions[i]`` of ``sequences[i]``.

        ``sequences`` are complete model inputs (special tokens included) of any
        lengths; rows come out in the order of the sequences, then positions.
        """
        import torch

        self.load()
        tok = self._tokenizer
        pad_id = tok.pad_token_id if tok.pad_token_id is not None else 0
        order = sorted(range(len(sequences)), key=lambda i: len(sequences[i]))
        counts = [len(p) for p in positions]
        offsets = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
        total = int(offsets[-1])
        d = self.hidden_size
        features = np.empty((total, d), dtype=np.float32)
        logits = np.empty((total, self.vocab_size), dtype=np.float32)
        with torch.inference_mode():
            for begin in range(0, len(order), max(1, batch_size)):
                batch = [i for i in order[begin : begin + batch_size] if counts[i]]
                if not batch:
                    continue
                width = max(len(sequences[i]) for i in batch)
                ids = np.full((len(batch), width), pad_id, dtype=np.int64)
                attention = np.zeros((len(batch), width), dtype=np.int64)
                for row, i in enumerate(batch):
                    ids[row, : len(sequences[i])] = sequences[i]
                    attention[row, : len(sequences[i])] = 1
                rows = np.concatenate([np.full(counts[i], row) for row, i in enumerate(batch)])
                cols = np.concatenate([np.asarray(positions[i], dtype=np.int64) for i in batch])
                f, lg = self._forward(ids, attention, rows, cols)
                at = 0
                for i in batch:
                    features[offsets[i] : offsets[i + 1]] = f[at : at + counts[i]]
                    logits[offsets[i] : offsets[i + 1]] = lg[at : at + counts[i]]
                    at += counts[i]
        return features, logits

    def _forward(self, ids: np.ndarray, attention: np.ndarray, rows: np.ndarray, cols: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        import torch

        ids_t = torch.from_numpy(ids).to(self.device)
        mask_t = torch.from_numpy(attention).to(self.device)
        rows_t = torch.from_numpy(rows).to(self.device)
        cols_t = torch.from_numpy(cols).to(self.device)
        self._captured.clear()
        try:
            if self._head is not None:
                hidden = self._base(input_ids=ids_t, attention_mask=mask_t)[0]
                logits = self._head(hidden[rows_t, cols_t])
                features = self._captured[-1]
            else:
                logits = self._model(input_ids=ids_t, attention_mask=mask_t).logits[rows_t, cols_t]
                features = self._captured[-1][rows_t, cols_t]
        finally:
            self._captured.clear()
        return features.float().cpu().numpy(), logits.float().cpu().numpy()


def _split(model: Any) -> tuple[Any, Any]:
    """(encoder, head) when the prediction head is one child module holding the output embeddings, else (model, None)."""
    prefix = getattr(model, "base_model_prefix", "")
    base = getattr(model, prefix, None)
    output = model.get_output_embeddings()
    if base is None or base is model:
        return model, None
    for name, child in model.named_children():
        if name == prefix:
            continue
        if any(module is output for module in child.modules()):
            return base, child
    return model, None


_CACHE: dict[tuple[str, str, int | None], MaskedLM] = {}
_CACHE_LOCK = threading.Lock()


def get_masked_lm(model: str | Path | None = None, device: str = "cpu", max_length: int | None = None) -> MaskedLM:
    """A shared :class:`MaskedLM` per (model, device, max_length): several components (NS3, NAd, MTC...) load it once."""
    source = resolve_mtc_mlm(model)
    key = (source, device, max_length)
    with _CACHE_LOCK:
        if key not in _CACHE:
            _CACHE[key] = MaskedLM(source, device=device, max_length=max_length)
        return _CACHE[key]
