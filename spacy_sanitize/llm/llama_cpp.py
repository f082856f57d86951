"""llama.cpp backend: a GGUF chat model on the CPU, with prompt-prefix (KV) reuse.

Why this backend is the default: it runs the project's local models (Qwen2.5
GGUF, ``spacy-sanitize models fetch chat``) on a laptop CPU without a GPU or a server.

Why prefix reuse matters: the LLM algorithms send many calls that share a long
prefix (the same system prompt and document, differing only in the last
question). llama-cpp-python keeps the tokens it evaluated last and, for the next
prompt, evaluates only the suffix after the longest common prefix - the KV state
of the prefix is still in the context. This backend makes that happen (one
context, prompts as token lists so the prefix matches token for token) and counts
it in :attr:`Completion.reused_prompt_tokens`, measured from what the library
actually evaluated, so benchmarks can compare against ``reuse_prefix=False``
(the KV state is dropped before every call: the naive baseline).
"""
from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from spacy.util import registry

from ..errors import MissingModelError
from ..resources import GGUF_ENV_VAR as ENV_MODEL
from ..resources import resolve_gguf
from .base import ChatLLM, Completion, GenerationSettings, LLMError, Message
from .cache import backend_parts

MISSING_MODEL_HELP = (
    "No GGUF chat model for the llama.cpp backend. Fetch the default with `spacy-sanitize models fetch chat` "
    "(1 GB from the Hugging Face Hub; `--from FILE` installs a copy you have), or set `model_path` in the "
    "config ([components.<name>.llm] model_path = \"/path/to/model.gguf\"), or set the "
    f"environment variable {ENV_MODEL}=/path/to/model.gguf. "
    "It also needs `pip install 'spacy-sanitize[llm]'` (llama-cpp-python)."
)


def missing_gguf_message(path: Path | None) -> str | None:
    """Why ``path`` cannot be loaded (no model configured, or no such file); ``None`` when it is a file."""
    if path is None:
        return MISSING_MODEL_HELP
    if not path.is_file():
        return f"GGUF model file not found: {path}. {MISSING_MODEL_HELP}"
    return None


def resolve_model_path(model_path: str | Path | None = None) -> Path | None:
    """The GGUF file to load (see :func:`spacy_sanitize.resources.resolve_gguf`)."""
    return resolve_gguf(model_path)


def _sampling(settings: GenerationSettings, extra_stop: Sequence[str] = ()) -> dict[str, Any]:
    """llama.cpp's sampling arguments for ``settings`` (no repetition penalty: the answers are short)."""
    return {"max_tokens": settings.max_new_tokens, "temperature": settings.temperature, "top_p": settings.top_p,
            "seed": settings.seed, "stop": list(settings.stop) + list(extra_stop), "repeat_penalty": 1.0}


def default_threads() -> int:
    """All cores this process may use (the affinity mask, not the machine's count)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@dataclass
class LlamaCppChat(ChatLLM):
    """A GGUF chat model through ``llama_cpp.Llama``, loaded on the first call.

    Lazy loading keeps building a pipeline instant (and possible on machines
    without the model, as long as nothing is asked). Calls are serialised: one
    llama.cpp context holds one sequence, which is also what lets consecutive
    calls share their prompt prefix.

    ``n_threads`` defaults to every core this process may use; on a machine busy
    with other work (a training run, say) fewer threads are much faster, since
    llama.cpp's threads spin-wait for each other.
    """

    model_path: str | None = None
    n_ctx: int = 8192
    n_threads: int | None = None
    n_batch: int = 512
    n_gpu_layers: int = 0
    reuse_prefix: bool = True
    # Prompts are evaluated in chunks aligned to multiples of this many tokens, and
    # only whole aligned chunks are reused. llama.cpp's numerics depend on how a
    # prompt is cut into batches, so reusing an arbitrary prefix changes the logits
    # slightly (and, now and then, the answer); with aligned chunks a prompt gives
    # bit-identical logits whether its prefix was reused or not. 0 = the library's
    # own longest-prefix reuse (more reuse, not reproducible across call orders).
    prefill_block: int = 64
    # a llama-cpp-python chat format name; None uses the GGUF's own chat template
    chat_format: str | None = None
    _aligned_upto: int = field(default=0, init=False, repr=False, compare=False)
    _llama: Any = field(default=None, init=False, repr=False, compare=False)
    _formatter: Any = field(default=None, init=False, repr=False, compare=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)

    def check_available(self) -> None:
        """A missing GGUF file is reported before the first document, with the command that fetches one."""
        missing = missing_gguf_message(resolve_model_path(self.model_path))
        if missing:
            raise MissingModelError(missing)

    def load(self) -> Any:
        """Load the model now (otherwise the first call does); returns the ``Llama``."""
        with self._lock:
            return self._load_locked()

    def _load_locked(self) -> Any:
        if self._llama is not None:
            return self._llama
        path = resolve_model_path(self.model_path)
        if path is None:
            raise LLMError(MISSING_MODEL_HELP)
        if not path.is_file():
            raise LLMError(f"GGUF model file not found: {path}. {MISSING_MODEL_HELP}")
        try:
            import llama_cpp
        except ImportError as error:
            raise LLMError(
                "The llama.cpp backend needs llama-cpp-python: pip install 'spacy-sanitize[llm]'"
            ) from error

        class CountingLlama(llama_cpp.Llama):
            """Records how many tokens each ``eval`` evaluates.

            The first ``eval`` of a completion evaluates the prompt suffix that was
            not already in the KV state, so ``prompt - first eval`` is exactly the
            number of reused prompt tokens, whatever rule the library used to find
            the prefix (it replays one token on a full match, for instance).
            """

            eval_sizes: list[int]

            def eval(self, tokens: Sequence[int]) -> None:
                self.eval_sizes.append(len(tokens))
                super().eval(tokens)

        threads = self.n_threads or default_threads()
        llama = CountingLlama(
            model_path=str(path),
            n_ctx=self.n_ctx,
            n_threads=threads,
            n_threads_batch=threads,
            n_batch=self.n_batch,
            n_gpu_layers=self.n_gpu_layers,
            chat_format=self.chat_format,
            verbose=False,
        )
        llama.eval_sizes = []
        template = llama.metadata.get("tokenizer.chat_template")
        if self.chat_format is None and template:
            # The GGUF's own (Hugging Face) template, rendered by llama_cpp's
            # formatter; we render and tokenise ourselves so the prompt length is
            # known before generating (context check) and the token list is what
            # the prefix matching compares.
            from llama_cpp.llama_chat_format import Jinja2ChatFormatter

            eos_id, bos_id = llama.token_eos(), llama.token_bos()
            self._formatter = Jinja2ChatFormatter(
                template=template,
                eos_token=llama._model.token_get_text(eos_id) if eos_id != -1 else "",
                bos_token=llama._model.token_get_text(bos_id) if bos_id != -1 else "",
                stop_token_ids=[eos_id],
            )
        self._llama = llama
        return llama

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        with self._lock:
            llama = self._load_locked()
            if not self.reuse_prefix:
                llama.reset()  # drop the evaluated tokens: the next prompt is evaluated in full
                self._aligned_upto = 0
            llama.eval_sizes = []
            if self._formatter is None:
                return self._complete_with_library_format(llama, messages, settings)
            tokens, stop, stopping_criteria = self._format(llama, messages)
            self._check_fits(len(tokens), settings)
            if self.prefill_block > 0:
                self._prefill_aligned(llama, tokens)
            response = llama.create_completion(prompt=tokens, stopping_criteria=stopping_criteria,
                                               **_sampling(settings, extra_stop=stop))
            text = response["choices"][0]["text"]
            return Completion(
                text=text,
                prompt_tokens=len(tokens),
                reused_prompt_tokens=self._reused(len(tokens), llama.eval_sizes),
                generated_tokens=int(response["usage"]["completion_tokens"]),
            )

    def _prefill_aligned(self, llama: Any, tokens: list[int]) -> None:
        """Evaluate all but the last prompt token in block-aligned chunks, reusing whole aligned blocks.

        The library then evaluates the last prompt token on its own (it always
        replays one) and generates: the same computation whether or not a prefix
        was reused, so the answer depends on the prompt alone.
        """
        block = self.prefill_block
        if llama.n_batch < block:
            raise LLMError(f"n_batch={llama.n_batch} must be at least prefill_block={block}")
        common = 0
        if self.reuse_prefix and llama.n_tokens > 0:
            common = int(llama.longest_token_prefix(llama._input_ids.tolist(), tokens[:-1]))
        keep = min(common // block * block, self._aligned_upto)
        llama.n_tokens = keep  # eval() drops the KV cells from here on
        end = len(tokens) - 1
        position = keep
        while position < end:
            chunk_end = min(end, (position // block + 1) * block)
            llama.eval(tokens[position:chunk_end])
            position = chunk_end
        self._aligned_upto = end // block * block
        # what the library sees as the evaluated prefix; generate() replays the last token
        llama.eval_sizes = [len(tokens) - keep]

    def _format(self, llama: Any, messages: list[Message]) -> tuple[list[int], list[str], Any]:
        """Chat template -> prompt tokens, extra stop strings, and the stop-token criteria."""
        result = self._formatter(messages=messages)
        tokens = llama.tokenize(result.prompt.encode("utf-8"), add_bos=not result.added_special, special=True)
        stop = [] if result.stop is None else [result.stop] if isinstance(result.stop, str) else list(result.stop)
        return tokens, stop, result.stopping_criteria

    def _complete_with_library_format(
        self, llama: Any, messages: list[Message], settings: GenerationSettings
    ) -> Completion:
        """A named ``chat_format`` (or a GGUF without a template): the library formats."""
        try:
            response = llama.create_chat_completion(messages=messages, **_sampling(settings))
        except ValueError as error:
            if "context window" in str(error):
                raise LLMError(f"{error} (n_ctx={self.n_ctx}); shorten the prompt or raise n_ctx") from error
            raise
        prompt_tokens = int(response["usage"]["prompt_tokens"])
        return Completion(
            text=response["choices"][0]["message"]["content"] or "",
            prompt_tokens=prompt_tokens,
            reused_prompt_tokens=self._reused(prompt_tokens, llama.eval_sizes),
            generated_tokens=int(response["usage"]["completion_tokens"]),
        )

    def _check_fits(self, prompt_tokens: int, settings: GenerationSettings) -> None:
        # llama.cpp needs at least one free position after the prompt
        if prompt_tokens >= self.n_ctx:
            raise LLMError(
                f"prompt of {prompt_tokens} tokens does not fit the llama.cpp context window of "
                f"n_ctx={self.n_ctx} tokens (plus max_new_tokens={settings.max_new_tokens} to generate); "
                "shorten the input or raise n_ctx"
            )

    @staticmethod
    def _reused(prompt_tokens: int, eval_sizes: Sequence[int]) -> int:
        evaluated = eval_sizes[0] if eval_sizes else 0
        return max(0, prompt_tokens - evaluated)


#: what to do when llama.cpp kills its process: builds of llama-cpp-python compiled from source with
#: GGML_NATIVE (the default) have crashed in llama_decode on some AVX-512/AMX CPUs; a build for a fixed
#: instruction set works there
CRASH_HINT = (
    "If this happens on every call, the llama-cpp-python build may not suit this CPU: reinstall it for a "
    "fixed instruction set, e.g. CMAKE_ARGS=\"-DGGML_NATIVE=OFF -DGGML_AVX2=ON -DGGML_AVX512=ON\" "
    "pip install --force-reinstall --no-cache-dir llama-cpp-python (drop -DGGML_AVX512=ON on CPUs without it)."
)


@registry.misc("spacy_sanitize.LlamaCppChat.v1")
def make_llama_cpp_chat(
    model_path: str | None = None,
    temperature: float = 0.3,
    top_p: float = 1.0,
    seed: int | None = 0,
    max_new_tokens: int = 512,
    stop: Sequence[str] = (),
    cache_dir: str | None = None,
    n_ctx: int = 8192,
    n_threads: int | None = None,
    n_batch: int = 512,
    n_gpu_layers: int = 0,
    reuse_prefix: bool = True,
    prefill_block: int = 64,
    chat_format: str | None = None,
    isolate: bool = True,
    timeout_s: float = 600.0,
) -> ChatLLM:
    """Config builder. ``model_path=None``: ``$SPACY_SANITIZE_LLM_GGUF`` or the model store's ``chat``.

    Nothing is loaded here; a missing model is reported (with the command that fetches one) when the
    component initialises or meets its first document, before any work. ``isolate`` (the default) runs llama.cpp in a worker process, so
    that a crash of the native library (a segmentation fault, an abort, the
    out-of-memory killer) or a call hanging past ``timeout_s`` fails that call, not
    the run (see :mod:`spacy_sanitize.llm.isolated`).
    """
    path = resolve_model_path(model_path)
    # the file name identifies the model in cache keys, so a cache survives the
    # models folder moving; "unresolved" calls fail before reaching the cache's put
    model_id = f"llama.cpp:{path.name if path is not None else 'unresolved'}"
    if isolate:
        from .isolated import IsolatedChat

        inner = {"model_path": str(path) if path is not None else model_path, "temperature": temperature,
                 "top_p": top_p, "seed": seed, "max_new_tokens": max_new_tokens, "stop": list(stop),
                 "n_ctx": n_ctx, "n_threads": n_threads, "n_batch": n_batch, "n_gpu_layers": n_gpu_layers,
                 "reuse_prefix": reuse_prefix, "prefill_block": prefill_block, "chat_format": chat_format,
                 "isolate": False}
        return IsolatedChat(model_id=model_id, **backend_parts(cache_dir, temperature=temperature, top_p=top_p,
                                                                seed=seed, max_new_tokens=max_new_tokens, stop=stop),
                            factory=make_llama_cpp_chat, kwargs=inner, timeout_s=timeout_s, crash_hint=CRASH_HINT,
                            missing_model=missing_gguf_message(path))
    return LlamaCppChat(
        model_id=model_id,
        **backend_parts(cache_dir, temperature=temperature, top_p=top_p, seed=seed, max_new_tokens=max_new_tokens,
                        stop=stop),
        model_path=str(path) if path is not None else None,
        n_ctx=n_ctx, n_threads=n_threads, n_batch=n_batch, n_gpu_layers=n_gpu_layers, reuse_prefix=reuse_prefix,
        prefill_block=prefill_block, chat_format=chat_format,
    )
