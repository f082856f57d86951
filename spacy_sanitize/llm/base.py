"""The chat-LLM interface every LLM-using component relies on.

Components (``intact_generalizer``, ``linkage_guard``) only ever call
:meth:`ChatLLM.chat` / :meth:`ChatLLM.chat_many` with OpenAI-style messages, so a
backend is swappable by config: llama.cpp on a laptop, Hugging Face transformers
on a GPU, or any OpenAI-compatible server. The base class owns what every backend
must do identically - the on-disk call cache and the usage counters benchmarks
read - and a backend only implements :meth:`ChatLLM._complete`.

This module imports nothing heavy: backends import their libraries inside their
builders.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any, ClassVar

logger = logging.getLogger(__name__)

Message = dict[str, str]
"""``{"role": "system" | "user" | "assistant", "content": str}``."""


@dataclass(frozen=True)
class GenerationSettings:
    """Sampling settings, part of every cache key.

    ``seed`` is applied to every call (not once per process), so the same prompt
    gives the same answer whatever was asked before - which is what lets an
    optimised and a naive run of an algorithm make identical choices.
    """

    max_new_tokens: int = 512
    temperature: float = 0.3
    top_p: float = 1.0
    seed: int | None = 0
    stop: tuple[str, ...] = ()

    def updated(self, **changes: Any) -> GenerationSettings:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["stop"] = list(self.stop)
        return data


@dataclass
class Completion:
    """What a backend returns for one call."""

    text: str
    prompt_tokens: int = 0
    # prompt tokens the backend did not have to evaluate because their KV state
    # was reused from an earlier call sharing the prefix (llama.cpp); 0 elsewhere
    reused_prompt_tokens: int = 0
    generated_tokens: int = 0


@dataclass
class LLMUsage:
    """Counters that benchmarks read; ``snapshot()`` / ``since()`` give per-phase figures."""

    calls: int = 0  # calls answered by the model
    cached_calls: int = 0  # calls answered by the on-disk cache
    prompt_tokens: int = 0
    reused_prompt_tokens: int = 0
    generated_tokens: int = 0
    seconds: float = 0.0

    @property
    def evaluated_prompt_tokens(self) -> int:
        return self.prompt_tokens - self.reused_prompt_tokens

    def add(self, completion: Completion, seconds: float) -> None:
        self.calls += 1
        self.prompt_tokens += completion.prompt_tokens
        self.reused_prompt_tokens += completion.reused_prompt_tokens
        self.generated_tokens += completion.generated_tokens
        self.seconds += seconds

    def snapshot(self) -> LLMUsage:
        return replace(self)

    def since(self, earlier: LLMUsage) -> LLMUsage:
        return LLMUsage(
            calls=self.calls - earlier.calls,
            cached_calls=self.cached_calls - earlier.cached_calls,
            prompt_tokens=self.prompt_tokens - earlier.prompt_tokens,
            reused_prompt_tokens=self.reused_prompt_tokens - earlier.reused_prompt_tokens,
            generated_tokens=self.generated_tokens - earlier.generated_tokens,
            seconds=self.seconds - earlier.seconds,
        )

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["evaluated_prompt_tokens"] = self.evaluated_prompt_tokens
        return data


# ``chat_many`` of HTTP backends calls ``chat`` from several threads; ``+=`` on the
# counters is not atomic, so updates are serialised (one lock: they are cheap).
_USAGE_LOCK = threading.Lock()


def _valid_text(text: str) -> str:
    """``text`` without the code points UTF-8 cannot encode (lone surrogates)."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "ignore").decode("utf-8")


class LLMError(RuntimeError):
    """A backend failed to answer (after its retries). Callers fail closed on it."""


@dataclass
class ChatLLM:
    """Base class of the backends: cache + counters around :meth:`_complete`.

    ``model_id`` names the model in cache keys (a path, a hub name, or a server's
    model name); ``cache`` is an optional :class:`~spacy_sanitize.llm.cache.CallCache`.
    """

    model_id: str
    settings: GenerationSettings = field(default_factory=GenerationSettings)
    cache: Any | None = None
    usage: LLMUsage = field(default_factory=LLMUsage)
    #: whether calls from several threads are answered at the same time (a server that batches). Components
    #: keep several documents in flight only then: an in-process model answers one call at a time, and its
    #: prefix reuse needs the calls in document order.
    answers_concurrently: ClassVar[bool] = False

    def check_available(self) -> None:
        """Raise :class:`~spacy_sanitize.errors.MissingModelError` now when the model is certainly not there
        (a component calls this before its first document; default: nothing to check)."""

    def chat(self, messages: Sequence[Message], settings: GenerationSettings | None = None) -> str:
        """Answer one conversation; raises :class:`LLMError` when the backend fails."""
        settings = settings or self.settings
        key = None
        if self.cache is not None:
            key = self.cache.key(self.model_id, messages, settings)
            hit = self.cache.get(key)
            if hit is not None:
                with _USAGE_LOCK:
                    self.usage.cached_calls += 1
                return hit
        start = time.perf_counter()
        try:
            completion = self._complete(list(messages), settings)
        except LLMError:
            raise
        except Exception as error:  # backend-specific failures become one error type
            raise LLMError(f"{type(self).__name__} ({self.model_id}) failed: {error}") from error
        # a backend's bytes may not be text: lone surrogates (undecodable bytes smuggled through
        # "surrogateescape") cannot be written as UTF-8 and would cost the whole document at output
        completion.text = _valid_text(completion.text)
        with _USAGE_LOCK:
            self.usage.add(completion, time.perf_counter() - start)
        if key is not None and self.cache is not None:
            self.cache.put(key, completion.text)
        return completion.text

    def chat_many(
        self, conversations: Sequence[Sequence[Message]], settings: GenerationSettings | None = None
    ) -> list[str]:
        """Answer several independent conversations (HTTP backends run them concurrently)."""
        return [self.chat(messages, settings) for messages in conversations]

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        raise NotImplementedError


def ask_each(llm: ChatLLM, conversations: Sequence[Sequence[Message]],
             settings: GenerationSettings | None = None) -> list[tuple[str | None, str | None]]:
    """``(answer, error)`` per conversation, in order: one failing call does not sink the others.

    The conversations go together through :meth:`ChatLLM.chat_many` (a server answers them at the same
    time); if that fails, each is asked on its own, and a failure becomes its error message (callers
    fail closed on it).
    """
    conversations = list(conversations)
    if len(conversations) > 1 and type(llm).chat_many is not ChatLLM.chat_many:
        try:
            return [(answer, None) for answer in llm.chat_many(conversations, settings)]
        except Exception as error:  # retried one by one below, where each failure is reported
            logger.warning("%s: asking %d conversations together failed (%s); asking one at a time",
                           type(llm).__name__, len(conversations), error)
    results: list[tuple[str | None, str | None]] = []
    for messages in conversations:
        try:
            results.append((llm.chat(messages, settings), None))
        except Exception as error:  # the caller fails closed on the message
            results.append((None, f"{type(error).__name__}: {error}"))
    return results
