"""Where the mechanism's randomness comes from.

A differentially private mechanism is only as private as its random numbers
are unpredictable: with a known seed, an observer can rerun the sampler and
read the input off the output. By default every uniform comes from the
operating system's CSPRNG (``os.urandom``). A seed is for experiments and
tests only, and setting one warns.

Uniforms have 53 random bits (the float64 grid ``i / 2**53``), drawn for a
whole batch at once.
"""

import os
import warnings
from typing import Protocol

import numpy as np

_SCALE = 1.0 / float(1 << 53)


class Randomness(Protocol):
    """A source of uniforms in [0, 1)."""

    name: str

    def uniform(self, size: int) -> np.ndarray:
        """``size`` independent uniforms in [0, 1), float64."""
        ...


class SystemRandomness:
    """The operating system's CSPRNG (``os.urandom``): the default."""

    name = "os.urandom"

    def uniform(self, size: int) -> np.ndarray:
        if size <= 0:
            return np.zeros(0, dtype=np.float64)
        words = np.frombuffer(os.urandom(8 * size), dtype=np.uint64)
        return (words >> np.uint64(11)).astype(np.float64) * _SCALE


class SeededRandomness:
    """A seeded PCG64 generator: reproducible, therefore NOT private. Experiments and tests only."""

    def __init__(self, seed: int, *, warn: bool = True) -> None:
        if warn:
            warnings.warn(
                f"the CluSanT mechanism is seeded (seed={seed}): its outputs are reproducible, so anyone who knows "
                "the seed can undo the sanitization. Use a seed for experiments only; set seed = null in production "
                "(the OS CSPRNG is then used).",
                UserWarning,
                stacklevel=3,
            )
        self.seed = seed
        self.name = f"seeded PCG64 ({seed})"
        self._generator = np.random.Generator(np.random.PCG64(seed))

    def uniform(self, size: int) -> np.ndarray:
        if size <= 0:
            return np.zeros(0, dtype=np.float64)
        words = self._generator.integers(0, 1 << 53, size=size, dtype=np.uint64)
        return words.astype(np.float64) * _SCALE


def make_randomness(seed: int | None = None, *, warn: bool = True) -> Randomness:
    """The OS CSPRNG when ``seed`` is None, else a seeded generator (with a warning)."""
    if seed is None:
        return SystemRandomness()
    return SeededRandomness(int(seed), warn=warn)


def sample_categorical(log_weights: np.ndarray, uniforms: np.ndarray) -> np.ndarray:
    """One index per row of ``log_weights`` (shape ``(B, m)``; ``(m,)`` is one row), by inverse CDF.

    Rows are unnormalised log-probabilities (``-inf`` for impossible
    outcomes). Subtracting the row maximum before ``exp`` keeps the largest
    weight at 1, so nothing overflows; the uniform is scaled by the row total
    instead of normalising the weights, so rounding in the sum cannot push a
    draw past the last possible outcome.
    """
    rows = np.atleast_2d(np.asarray(log_weights, dtype=np.float64))
    peak = rows.max(axis=1, keepdims=True)
    if not np.all(np.isfinite(peak)):
        raise ValueError("a row of log-weights has no possible outcome (all -inf or NaN)")
    weights = np.exp(rows - peak)
    cumulative = np.cumsum(weights, axis=1)
    targets = np.asarray(uniforms, dtype=np.float64).reshape(-1, 1) * cumulative[:, -1:]
    index = (cumulative <= targets).sum(axis=1)
    # A target can only equal the total through rounding; fall back to the last possible outcome.
    last_possible = weights.shape[1] - 1 - np.argmax(weights[:, ::-1] > 0, axis=1)
    index = np.minimum(index, last_possible)
    return index


def sample_from_row(log_weights: np.ndarray, uniforms: np.ndarray) -> np.ndarray:
    """Many draws from one categorical distribution (unnormalised log-weights ``(m,)``), by inverse CDF.

    The same arithmetic as :func:`sample_categorical`, with the CDF computed once.
    """
    row = np.asarray(log_weights, dtype=np.float64)
    peak = row.max()
    if not np.isfinite(peak):
        raise ValueError("the log-weights have no possible outcome (all -inf or NaN)")
    weights = np.exp(row - peak)
    cumulative = np.cumsum(weights)
    targets = np.asarray(uniforms, dtype=np.float64) * cumulative[-1]
    index = np.searchsorted(cumulative, targets, side="right")
    last_possible = len(weights) - 1 - int(np.argmax(weights[::-1] > 0))
    return np.minimum(index, last_possible)
