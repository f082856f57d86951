"""What every benchmark shares: its arguments, a record of the machine, timing and its result file.

Each ``benchmarks/*.py`` builds its parser with :func:`parser`, records where it ran
with :func:`environment`, times with :func:`timed` (warm-up, repeats, median) and
writes through :class:`ResultFile`, so that every result JSON has the same
``benchmark`` / ``date`` / ``machine`` header and can be resumed or compared.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from datetime import datetime, timezone
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
#: The shared data folder beside the project (see ../shared/data/README.md).
DATA = ROOT.parent / "shared" / "data"
PACKAGES = ("spacy", "spacy-sanitize", "torch", "transformers", "sentence-transformers", "llama-cpp-python",
            "presidio-analyzer", "numpy")

T = TypeVar("T")

if str(ROOT / "benchmarks") not in sys.path:  # so that `python benchmarks/x.py` finds this module
    sys.path.insert(0, str(ROOT / "benchmarks"))


def fixed_hash_seed() -> None:
    """Re-run this script with ``PYTHONHASHSEED=0`` unless it already has it.

    Some libraries (Faker's city lists, for one) iterate over sets, whose order changes with each
    process's hash seed: a seeded synthetic data set is only the same every run with a fixed one.
    """
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})


def now() -> str:
    """UTC time stamp to the second."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def parser(doc: str | None, *, out: Path | None = None) -> argparse.ArgumentParser:
    """An argument parser described by the first line of the benchmark's docstring, with ``--out``."""
    description = (doc or "").strip().splitlines()[0] if doc else None
    built = argparse.ArgumentParser(description=description)
    if out is not None:
        shown = out.relative_to(ROOT) if out.is_relative_to(ROOT) else out
        built.add_argument("--out", type=Path, default=out, help=f"result JSON (default: {shown})")
    return built


def versions(packages: tuple[str, ...] = PACKAGES) -> dict[str, str | None]:
    """Installed versions of the packages a result depends on (None: not installed)."""
    found: dict[str, str | None] = {"python": platform.python_version()}
    for name in packages:
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = None
    return found


def environment(note: str | None = None) -> dict[str, Any]:
    """Where and when a benchmark ran: platform, cores, load average, package versions."""
    record: dict[str, Any] = {
        "platform": platform.platform(),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "loadavg": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
        "versions": versions(),
    }
    if note:
        record["note"] = note
    return record


def timed(function: Callable[[], T], *, repeats: int = 1, warmup: Callable[[], Any] | None = None) -> tuple[T, list[float]]:
    """The last result of ``function`` and the wall seconds of each of ``repeats`` calls (after ``warmup``)."""
    if warmup is not None:
        warmup()
    seconds: list[float] = []
    results: list[T] = []
    for _ in range(max(1, repeats)):
        start = time.perf_counter()
        results.append(function())
        seconds.append(time.perf_counter() - start)
    return results[-1], seconds


def median(seconds: list[float]) -> float:
    return statistics.median(seconds) if seconds else float("nan")


class ResultFile:
    """A benchmark's result JSON: a header (benchmark, date, machine) and sections saved as they finish."""

    def __init__(self, path: Path, benchmark: str, *, note: str | None = None, **header: Any) -> None:
        self.path = Path(path)
        self.data: dict[str, Any] = {"benchmark": benchmark, "date": now(), "machine": environment(note), **header}

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.data[key] = value

    def save(self) -> Path:
        """Write the JSON now (after each section, so an interrupted run keeps what it measured)."""
        write_json(self.path, self.data)
        return self.path


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
