"""Hugging Face transformers backend: any chat model by hub name or local path.

Why: it reproduces published setups exactly - the INTACT paper ran
Mistral-7B-Instruct-v0.2 quantised to 4-bit NF4 with bitsandbytes (double
quantisation, bfloat16 compute) - and that becomes a config change
(``configs/llm_mistral7b_nf4.cfg``), not code. The model's own chat template
(``tokenizer.apply_chat_template``) formats the conversation, so the prompt the
model sees is the one it was trained on.
"""
from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacy.util import registry

from .base import ChatLLM, Completion, GenerationSettings, LLMError, Message
from .cache import backend_parts

QUANTIZATIONS = (None, "nf4", "int8")
DTYPES = ("auto", "float32", "float16", "bfloat16")


@dataclass
class TransformersChat(ChatLLM):
    """``AutoModelForCausalLM`` + ``AutoTokenizer``, loaded on the first call.

    ``device``: "auto" (CUDA when available, else CPU), "cpu", "cuda" or "cuda:N".
    ``quantization``: None, "nf4" (bitsandbytes 4-bit NF4, double quantisation,
    bfloat16 compute: the INTACT paper's setup) or "int8" (bitsandbytes 8-bit).
    ``torch_dtype``: None picks float32 on CPU and the checkpoint's dtype ("auto")
    on CUDA; or one of :data:`DTYPES`.
    """

    name_or_path: str = ""
    device: str = "auto"
    quantization: str | None = None
    torch_dtype: str | None = None
    trust_remote_code: bool = False
    _model: Any = field(default=None, init=False, repr=False, compare=False)
    _tokenizer: Any = field(default=None, init=False, repr=False, compare=False)
    _device: Any = field(default=None, init=False, repr=False, compare=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # configuration mistakes are reported when the pipeline is built, not mid-run
        if self.quantization not in QUANTIZATIONS:
            raise ValueError(f"quantization must be one of {QUANTIZATIONS}, not {self.quantization!r}")
        if self.torch_dtype is not None and self.torch_dtype not in DTYPES:
            raise ValueError(f"torch_dtype must be None or one of {DTYPES}, not {self.torch_dtype!r}")
        if not self.name_or_path:
            self.name_or_path = self.model_id

    def resolved_source(self) -> str:
        """``name_or_path``, or the model store's folder when it names a catalogue model (``chat-gpu``)."""
        from ..model_store.catalog import CATALOG
        from ..model_store.store import require

        if self.name_or_path in CATALOG:
            return str(require(self.name_or_path, "the transformers chat backend"))
        return self.name_or_path

    def check_available(self) -> None:
        """A catalogue model that is not installed is reported before the first document."""
        self.resolved_source()

    def load(self) -> tuple[Any, Any]:
        """Load tokenizer and model now (otherwise the first call does)."""
        with self._lock:
            return self._load_locked()

    def _load_locked(self) -> tuple[Any, Any]:
        if self._model is not None:
            return self._model, self._tokenizer
        try:
            import torch
            from transformers import AutoModelForCausalLM, AutoTokenizer
        except ImportError as error:
            raise LLMError(
                "The transformers backend needs torch and transformers: pip install 'spacy-sanitize[gpu]'"
            ) from error

        device = self.device
        if device == "auto":
            device = "cuda" if torch.cuda.is_available() else "cpu"
        kwargs: dict[str, Any] = {"trust_remote_code": self.trust_remote_code}
        dtype = self.torch_dtype or ("float32" if device == "cpu" else "auto")
        kwargs["torch_dtype"] = dtype if dtype == "auto" else getattr(torch, dtype)
        if self.quantization is not None:
            from transformers import BitsAndBytesConfig

            if self.quantization == "nf4":
                kwargs["quantization_config"] = BitsAndBytesConfig(
                    load_in_4bit=True,
                    bnb_4bit_quant_type="nf4",
                    bnb_4bit_use_double_quant=True,
                    bnb_4bit_compute_dtype=torch.bfloat16,
                )
                if self.torch_dtype is None:
                    kwargs["torch_dtype"] = torch.bfloat16
            else:
                kwargs["quantization_config"] = BitsAndBytesConfig(load_in_8bit=True)
            # bitsandbytes places the quantised weights while loading (needs accelerate)
            kwargs["device_map"] = "auto" if self.device == "auto" else {"": device}

        source = self.resolved_source()
        tokenizer = AutoTokenizer.from_pretrained(source, trust_remote_code=self.trust_remote_code)
        model = AutoModelForCausalLM.from_pretrained(source, **kwargs)
        if self.quantization is None:
            model.to(device)
        model.eval()
        self._tokenizer, self._model = tokenizer, model
        self._device = next(model.parameters()).device
        return model, tokenizer

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        import torch

        with self._lock:
            model, tokenizer = self._load_locked()
            input_ids = self._encode(tokenizer, messages).to(self._device)
            prompt_tokens = int(input_ids.shape[1])
            limit = getattr(model.config, "max_position_embeddings", None)
            if isinstance(limit, int) and prompt_tokens >= limit:
                raise LLMError(
                    f"prompt of {prompt_tokens} tokens does not fit the context of {self.name_or_path} "
                    f"({limit} positions); shorten the input"
                )
            pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
            generate: dict[str, Any] = {
                "max_new_tokens": settings.max_new_tokens,
                "pad_token_id": pad_id,
                "attention_mask": torch.ones_like(input_ids),
            }
            if settings.temperature > 0:
                generate.update(do_sample=True, temperature=settings.temperature, top_p=settings.top_p)
            else:
                # greedy; cleared so a checkpoint's sampling defaults do not warn
                generate.update(do_sample=False, temperature=None, top_p=None, top_k=None)
            if settings.stop:
                generate["stopping_criteria"] = _stop_on_strings(tokenizer, prompt_tokens, settings.stop)
            if settings.seed is not None:
                # per call, so the answer does not depend on which calls came before
                torch.manual_seed(settings.seed)
            with torch.inference_mode():
                output = model.generate(input_ids, **generate)
            new_tokens = output[0, prompt_tokens:]
            text = tokenizer.decode(new_tokens, skip_special_tokens=True)
            return Completion(
                text=_cut_at_stop(text, settings.stop),
                prompt_tokens=prompt_tokens,
                generated_tokens=int(new_tokens.shape[0]),
            )

    @staticmethod
    def _encode(tokenizer: Any, messages: list[Message]) -> Any:
        """The chat template applied, with the generation prompt; as a 1 x n tensor.

        Some templates (Mistral-7B-Instruct-v0.2's among them) reject a system
        message; the system text is then put in front of the first user turn,
        which is how those models are usually given instructions.
        """
        from jinja2 import TemplateError  # what a template's raise_exception() raises

        def encode(conversation: list[Message]) -> Any:
            ids = tokenizer.apply_chat_template(conversation, add_generation_prompt=True, return_tensors="pt")
            # newer transformers return a BatchEncoding here rather than the ids
            return ids["input_ids"] if isinstance(ids, Mapping) else ids

        try:
            return encode(messages)
        except TemplateError:
            if not messages or messages[0].get("role") != "system":
                raise
            return encode(_fold_system(messages))


def _fold_system(messages: Sequence[Message]) -> list[Message]:
    system, rest = messages[0]["content"], [dict(m) for m in messages[1:]]
    if rest and rest[0].get("role") == "user":
        rest[0]["content"] = f"{system}\n\n{rest[0]['content']}"
        return rest
    return [{"role": "user", "content": system}, *rest]


def _stop_on_strings(tokenizer: Any, prompt_tokens: int, stop: Sequence[str]) -> Any:
    """Stop generating once the decoded answer contains a stop string.

    Why not ``generate(stop_strings=...)``: it derives token strings from the
    vocabulary with a heuristic that fails on some tokenizers (word-level ones
    among them); decoding the answer so far works with any tokenizer, and an
    answer is at most ``max_new_tokens`` long, so re-decoding it is cheap.
    """
    import torch
    from transformers import StoppingCriteria, StoppingCriteriaList

    markers = [marker for marker in stop if marker]

    class StopOnStrings(StoppingCriteria):
        def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
            done = [
                any(marker in tokenizer.decode(row[prompt_tokens:], skip_special_tokens=True) for marker in markers)
                for row in input_ids
            ]
            return torch.tensor(done, dtype=torch.bool, device=input_ids.device)

    return StoppingCriteriaList([StopOnStrings()])


def _cut_at_stop(text: str, stop: Sequence[str]) -> str:
    """The answer up to the first stop string, which is not part of it (as in the other backends)."""
    cut = len(text)
    for marker in stop:
        if marker:
            index = text.find(marker)
            if index != -1:
                cut = min(cut, index)
    return text[:cut]


@registry.misc("spacy_sanitize.TransformersChat.v1")
def make_transformers_chat(
    name: str,
    temperature: float = 0.3,
    top_p: float = 1.0,
    seed: int | None = 0,
    max_new_tokens: int = 512,
    stop: Sequence[str] = (),
    cache_dir: str | None = None,
    device: str = "auto",
    quantization: str | None = None,
    torch_dtype: str | None = None,
    trust_remote_code: bool = False,
) -> TransformersChat:
    """Config builder: ``name`` is a hub name, a local folder, or ``chat-gpu`` (the model store's
    Qwen2.5-7B-Instruct, ``spacy-sanitize models fetch chat-gpu``). Nothing is loaded here.

    The quantisation is part of the cache key's model id, since an NF4 model
    does not answer like the full-precision one.
    """
    model_id = name if quantization is None else f"{name}@{quantization}"
    return TransformersChat(
        model_id=model_id,
        **backend_parts(cache_dir, temperature=temperature, top_p=top_p, seed=seed, max_new_tokens=max_new_tokens,
                        stop=stop),
        name_or_path=name, device=device, quantization=quantization, torch_dtype=torch_dtype,
        trust_remote_code=trust_remote_code,
    )
