"""An on-disk cache of LLM calls, keyed by everything that determines the answer.

Why: the LLM-using algorithms (INTACT generalisation, linkage guarding) are
re-run over the same documents while benchmarks, configs and evaluation code
change; a call whose model, messages and sampling settings are unchanged has the
same answer (settings carry a per-call seed), so it is read back instead of being
paid for again. sqlite3 is in the standard library, holds one file, survives
crashes mid-run (every put is committed) and copes with several processes
sharing the file, which a JSON file rewritten per call would not.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .base import GenerationSettings, Message

if TYPE_CHECKING:  # typing_extensions is not a runtime dependency
    from typing_extensions import Self

CACHE_FILE_NAME = "llm_calls.sqlite3"


class CallCache:
    """``key -> answer`` in a sqlite3 file; safe to share between threads.

    ``path`` is the sqlite file, or an existing directory that gets
    :data:`CACHE_FILE_NAME` inside it. Missing parent folders are made.
    """

    def __init__(self, path: str | Path) -> None:
        path = Path(path).expanduser()
        if path.is_dir():
            path = path / CACHE_FILE_NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        # One connection shared by all threads, serialised by our own lock:
        # sqlite3 connections are not safe for concurrent use, and HTTP backends
        # answer from a thread pool.
        self._lock = threading.Lock()
        self._connection = sqlite3.connect(str(path), timeout=30.0, check_same_thread=False)
        with self._lock:
            self._connection.execute(
                "CREATE TABLE IF NOT EXISTS calls (key TEXT PRIMARY KEY, answer TEXT NOT NULL)"
            )
            self._connection.commit()

    @staticmethod
    def key(model_id: str, messages: Sequence[Message], settings: GenerationSettings) -> str:
        """sha256 of the canonical JSON of model id, messages and settings.

        Canonical (sorted keys, fixed separators) so that equal calls give equal
        keys across processes and Python versions.
        """
        payload: Any = {
            "model": model_id,
            "messages": [dict(message) for message in messages],
            "settings": settings.to_dict(),
        }
        text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def get(self, key: str) -> str | None:
        """The cached answer, or ``None`` on a miss."""
        with self._lock:
            row = self._connection.execute("SELECT answer FROM calls WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put(self, key: str, text: str) -> None:
        """Store (or overwrite) an answer; committed at once so a crash loses nothing."""
        with self._lock:
            self._connection.execute("INSERT OR REPLACE INTO calls (key, answer) VALUES (?, ?)", (key, text))
            self._connection.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self._connection.execute("SELECT COUNT(*) FROM calls").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._connection.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"CallCache({str(self.path)!r})"


def open_cache(cache_dir: str | Path | None) -> CallCache | None:
    """What the builders call: a cache in ``cache_dir`` (made if missing);
    ``None`` (or an empty string, as configs write "no value") means no cache."""
    if cache_dir is None or str(cache_dir) == "":
        return None
    return CallCache(Path(cache_dir).expanduser() / CACHE_FILE_NAME)


def backend_parts(cache_dir: str | None, *, temperature: float, top_p: float, seed: int | None,
                  max_new_tokens: int, stop: Sequence[str]) -> dict[str, Any]:
    """What every backend's config builder passes on: its generation settings and its call cache."""
    settings = GenerationSettings(max_new_tokens=max_new_tokens, temperature=temperature, top_p=top_p, seed=seed,
                                  stop=tuple(stop))
    return {"settings": settings, "cache": open_cache(cache_dir)}
