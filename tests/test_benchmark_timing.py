"""The benchmarks' side-by-side timing: every system once per round, in a rotating order; failures set aside."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
detect = pytest.importorskip("detect", reason="benchmarks/detect.py times the detectors")


def test_rounds_rotate_the_order_and_a_failing_peer_is_set_aside() -> None:
    calls: list[str] = []

    def system(name: str):
        def run(texts: list[str]) -> list[list[tuple[int, int]]]:
            calls.append(name)
            return [[(0, len(text))] for text in texts]
        return run

    def broken(texts: list[str]) -> list[list[tuple[int, int]]]:
        if len(texts) > 3:
            raise RuntimeError("model missing")
        return [[] for _ in texts]

    texts = ["Anna", "Oslo", "Berg", "ACME"]
    timings, errors = detect.timed_side_by_side({"a": system("a"), "b": system("b"), "c": broken}, texts, 3)
    assert set(timings) == {"a", "b"} and isinstance(errors["c"], RuntimeError)
    assert calls[:2] == ["a", "b"]  # warm-up, then rounds: a b, b a, a b (c failed in the first round)
    assert calls[2:] == ["a", "b", "b", "a", "a", "b"]
    spans, rates = timings["a"]
    assert spans == [[(0, 4)]] * 4 and len(rates) == 3 and all(rate > 0 for rate in rates)
