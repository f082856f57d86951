"""A native backend in a worker process: a crash costs one call, never the run.

llama.cpp is C++; a segmentation fault, an abort or an out-of-memory kill inside it ends the Python
process, and no ``try`` can turn that into the fail-closed fallback every component has. So the
backend runs in a child process (started with ``spawn``, so no state of the parent is shared), and
the parent sends each conversation over a pipe. When the child dies (any signal or exit) or does not
answer within ``timeout_s``, the call raises :class:`~spacy_sanitize.llm.base.LLMError` (the
component falls back to entity labels for that span or passage), the child is reaped, and the next
call starts a fresh one. Caching, counters and settings stay in the parent; the child only runs
the backend's ``_complete``.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .base import ChatLLM, Completion, GenerationSettings, LLMError, Message


def _serve(connection: Any, factory: Callable[..., ChatLLM], kwargs: dict[str, Any]) -> None:
    """The worker: build the backend, then answer ``(messages, settings)`` requests until told to stop."""
    backend = factory(**kwargs)
    while True:
        try:
            request = connection.recv()
        except EOFError:
            return
        if request is None:
            return
        try:
            if request == "load":
                getattr(backend, "load", lambda: None)()
                connection.send(("ok", None))
                continue
            messages, settings = request
            connection.send(("ok", backend._complete(messages, settings)))
        except Exception as error:  # reported to the parent as a failed call
            connection.send(("error", f"{type(error).__name__}: {error}"))


def _describe_exit(code: int | None) -> str:
    if code is None:
        return "did not answer in time"
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with status {code}"


@dataclass
class IsolatedChat(ChatLLM):
    """Runs the backend ``factory(**kwargs)`` builds in a worker process (see the module)."""

    factory: Callable[..., ChatLLM] | None = None
    kwargs: dict[str, Any] = field(default_factory=dict)
    timeout_s: float = 600.0
    #: added to the error when the worker is killed by a signal (what to do about a crashing build)
    crash_hint: str = ""
    #: set when the backend's model is certainly missing: the message (with how to get one), raised at once
    missing_model: str | None = None
    #: how many workers were started (1 when nothing went wrong)
    starts: int = field(default=0, init=False)
    _process: Any = field(default=None, init=False, repr=False, compare=False)
    _connection: Any = field(default=None, init=False, repr=False, compare=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)

    def check_available(self) -> None:
        """A model known to be missing is reported here, without starting a worker."""
        if self.missing_model:
            from ..errors import MissingModelError

            raise MissingModelError(self.missing_model)

    def load(self) -> None:
        """Start the worker and load the model in it now (otherwise the first call does)."""
        with self._lock:
            self._request("load")

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        with self._lock:
            answer = self._request((messages, settings))
        assert isinstance(answer, Completion)
        return answer

    def _request(self, request: Any) -> Any:
        if self._process is None or not self._process.is_alive():
            self._start()
        try:
            self._connection.send(request)
            if not self._connection.poll(self.timeout_s):
                raise TimeoutError
            status, payload = self._connection.recv()
        except (EOFError, OSError, TimeoutError, BrokenPipeError) as error:
            code = self._stop(kill=isinstance(error, TimeoutError))
            hint = f" {self.crash_hint}" if code is not None and code < 0 and self.crash_hint else ""
            raise LLMError(f"the {self.model_id} worker process {_describe_exit(code)}; a fresh one starts "
                           f"with the next call.{hint}") from None
        if status == "error":
            raise LLMError(f"{self.model_id} failed in its worker process: {payload}")
        return payload

    def _start(self) -> None:
        if self.factory is None:
            raise LLMError("IsolatedChat needs the factory of the backend it runs")
        self._stop(kill=True)
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child, self.factory, self.kwargs), daemon=True)
        self._process.start()
        child.close()
        self._connection = parent
        self.starts += 1

    def _stop(self, kill: bool) -> int | None:
        """Reap the worker; its exit code (None when it had to be killed)."""
        process, self._process = self._process, None
        if process is None:
            return None
        if kill and process.is_alive():
            process.kill()
        process.join(timeout=5)
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        return None if kill else process.exitcode

    def close(self) -> None:
        """Stop the worker (it also stops with this process)."""
        with self._lock:
            if self._process is not None and self._process.is_alive() and self._connection is not None:
                try:
                    self._connection.send(None)
                except OSError:
                    pass
            self._stop(kill=True)
