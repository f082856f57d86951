"""JSONL output that survives being killed: written under ``<name>.partial``, one whole line at a time,
renamed to its name only when the run completes, and continued by ``--resume``.

A run over a large input may be killed at any point (SIGKILL, an out-of-memory kill, a reboot). Each
result line is written whole and flushed to the operating system before the next document, so a
killed run leaves ``out.jsonl.partial`` holding complete lines (and at most one torn last line); the
final name never holds a half-written file. ``--resume`` drops a torn last line, skips the ids
already written and appends the rest, so a killed and resumed run ends with every document written
exactly once, in the order of an uninterrupted run.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import IO, Any

from ..windows import StreamedResult


class ResumableJsonl:
    """The output file of one ``sanitize`` run (``-`` writes to standard output, without resuming)."""

    def __init__(self, path: Path, resume: bool = False) -> None:
        self.path = path
        self.to_stdout = str(path) == "-"
        self.partial = path.with_name(path.name + ".partial")
        self.done: set[str] = set()
        self._file: IO[str] | None = None
        if self.to_stdout:
            if resume:
                raise ValueError("--resume needs an output file (-o out.jsonl), not standard output")
            return
        if resume:
            if not self.partial.exists() and self.path.exists():
                os.replace(self.path, self.partial)  # a finished run: nothing left to do but check
            if self.partial.exists():
                self.done = self._recover()
        self._file = self.partial.open("a" if resume else "w", encoding="utf-8")

    def _recover(self) -> set[str]:
        """The ids of the complete lines of the partial file, which is cut after its last complete line."""
        done: set[str] = set()
        keep = 0
        with self.partial.open("rb") as handle:
            for raw in handle:
                if not raw.endswith(b"\n"):
                    break
                try:
                    done.add(str(json.loads(raw)["id"]))
                except (ValueError, KeyError, TypeError):
                    break
                keep += len(raw)
        with self.partial.open("r+b") as handle:
            handle.truncate(keep)
        return done

    def write(self, result: Mapping[str, Any]) -> None:
        """One whole line, flushed: a kill after this call never loses or tears it. A windowed
        document's result is copied in pieces (its line may be larger than memory would like)."""
        handle = sys.stdout if self.to_stdout else self._file
        assert handle is not None
        if isinstance(result, StreamedResult):
            result.write_jsonl(handle)
            result.close()
        else:
            handle.write(json.dumps(result, ensure_ascii=False) + "\n")
        handle.flush()

    def finish(self) -> None:
        """Make the output whole under its own name (after every document was written)."""
        if self._file is not None:
            self._file.flush()
            os.fsync(self._file.fileno())
            self._file.close()
            self._file = None
            os.replace(self.partial, self.path)

    def abandon(self) -> None:
        """Close without renaming: the ``.partial`` file stays for ``--resume``."""
        if self._file is not None:
            self._file.close()
            self._file = None
