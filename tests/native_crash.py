"""A backend that crashes its process on purpose (for the worker-process isolation tests).

A module of its own, importable by name, because the worker process is started with ``spawn`` and
imports the backend's factory afresh.
"""

from __future__ import annotations

import ctypes
import os
import time
from dataclasses import dataclass

from spacy_sanitize.llm.base import ChatLLM, Completion, GenerationSettings, Message


@dataclass
class CrashingChat(ChatLLM):
    """Answers "echo: <prompt>", but segfaults, aborts or hangs when the prompt asks for it (or always,
    with ``always`` set)."""

    always: str = ""

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        prompt = messages[-1]["content"]
        action = self.always or next((a for a in ("segfault", "abort", "hang") if a in prompt), "")
        if action == "segfault":
            ctypes.string_at(0)  # reads address 0: SIGSEGV, as a native library bug would
        elif action == "abort":
            os.abort()
        elif action == "hang":
            time.sleep(3600)
        return Completion(f"echo: {prompt}", prompt_tokens=1, generated_tokens=1)


def make_crashing_chat(always: str = "") -> CrashingChat:
    return CrashingChat(model_id="crashing", always=always)
