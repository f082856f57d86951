"""OpenAI-compatible HTTP backend: vLLM, the llama.cpp server, Ollama, or a hosted API.

Why: a GPU server batches many requests at once, so the algorithms' independent
calls (one per document or per candidate) are sent concurrently: by
:meth:`OpenAIChat.chat_many` within a document, and from several documents at
once when a component keeps documents in flight (``max_in_flight``). One
semaphore per backend bounds the requests in flight from all of them at
``max_concurrency``, so that a local server is not flooded. Requests go through the maintained ``openai`` client,
whose retry machinery (exponential backoff, ``Retry-After``) handles 429/5xx and
dropped connections, rather than a hand-written HTTP loop.
"""
from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, ClassVar

from spacy.util import registry

from .base import ChatLLM, Completion, GenerationSettings, LLMError, Message
from .cache import backend_parts

LOCAL_API_KEY = "none"


@dataclass
class OpenAIChat(ChatLLM):
    """Chat completions from ``base_url``; ``model_id`` is the server's model name.

    The API key is read from the environment variable named ``api_key_env`` when
    the client is first needed (so a config never holds a secret); local servers
    ignore it, hence the ``"none"`` fallback.
    """

    base_url: str | None = "http://127.0.0.1:8000/v1"
    api_key_env: str = "OPENAI_API_KEY"
    timeout: float = 120.0
    max_retries: int = 2
    max_concurrency: int = 16
    # extra JSON fields some servers understand (e.g. vLLM's {"top_k": 20})
    extra_body: dict[str, Any] | None = None
    _client: Any = field(default=None, init=False, repr=False, compare=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)
    _in_flight: threading.BoundedSemaphore = field(init=False, repr=False, compare=False)
    answers_concurrently: ClassVar[bool] = True

    def __post_init__(self) -> None:
        if self.max_concurrency < 1:
            raise ValueError(f"max_concurrency must be at least 1, not {self.max_concurrency}")
        self._in_flight = threading.BoundedSemaphore(self.max_concurrency)

    @property
    def client(self) -> Any:
        """The ``openai.OpenAI`` client, built on first use (it is safe to share between threads)."""
        with self._lock:
            if self._client is None:
                try:
                    import openai
                except ImportError as error:
                    raise LLMError(
                        "The OpenAI-compatible backend needs the openai client: pip install 'spacy-sanitize[http]'"
                    ) from error
                self._client = openai.OpenAI(
                    base_url=self.base_url,
                    api_key=os.environ.get(self.api_key_env) or LOCAL_API_KEY,
                    timeout=self.timeout,
                    max_retries=self.max_retries,
                )
            return self._client

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        request: dict[str, Any] = {
            "model": self.model_id,
            "messages": messages,
            # max_tokens, not max_completion_tokens: the field every compatible server reads
            "max_tokens": settings.max_new_tokens,
            "temperature": settings.temperature,
            "top_p": settings.top_p,
        }
        if settings.seed is not None:
            request["seed"] = settings.seed
        if settings.stop:
            request["stop"] = list(settings.stop)
        if self.extra_body:
            request["extra_body"] = dict(self.extra_body)
        with self._in_flight:  # all threads of all documents together: at most max_concurrency requests
            response = self.client.chat.completions.create(**request)
        if not response.choices:
            raise LLMError(f"{self.base_url} answered without choices for model {self.model_id}")
        text = response.choices[0].message.content or ""
        usage = response.usage
        prompt_tokens = int(getattr(usage, "prompt_tokens", 0) or 0)
        details = getattr(usage, "prompt_tokens_details", None)
        # servers with prefix caching (vLLM, OpenAI) report the prompt tokens they reused
        reused = int(getattr(details, "cached_tokens", 0) or 0) if details is not None else 0
        return Completion(
            text=text,
            prompt_tokens=prompt_tokens,
            reused_prompt_tokens=min(reused, prompt_tokens),
            generated_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
        )

    def chat_many(
        self, conversations: Sequence[Sequence[Message]], settings: GenerationSettings | None = None
    ) -> list[str]:
        """Answers in the order of ``conversations``, at most ``max_concurrency`` requests in flight.

        Raises the first failure (as :class:`LLMError`) once the requests already
        started have finished.
        """
        conversations = list(conversations)
        workers = min(self.max_concurrency, len(conversations))
        if workers <= 1:
            return [self.chat(messages, settings) for messages in conversations]
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="openai-chat") as pool:
            return list(pool.map(lambda messages: self.chat(messages, settings), conversations))


@registry.misc("spacy_sanitize.OpenAIChat.v1")
def make_openai_chat(
    model: str,
    base_url: str | None = "http://127.0.0.1:8000/v1",
    api_key_env: str = "OPENAI_API_KEY",
    temperature: float = 0.3,
    top_p: float = 1.0,
    seed: int | None = 0,
    max_new_tokens: int = 512,
    stop: Sequence[str] = (),
    cache_dir: str | None = None,
    timeout: float = 120.0,
    max_retries: int = 2,
    max_concurrency: int = 16,
    extra_body: dict[str, Any] | None = None,
) -> OpenAIChat:
    """Config builder; no connection is made here. ``base_url=None`` is the OpenAI API."""
    return OpenAIChat(
        model_id=model,
        **backend_parts(cache_dir, temperature=temperature, top_p=top_p, seed=seed, max_new_tokens=max_new_tokens,
                        stop=stop),
        base_url=base_url, api_key_env=api_key_env, timeout=timeout, max_retries=max_retries,
        max_concurrency=max_concurrency, extra_body=extra_body,
    )
