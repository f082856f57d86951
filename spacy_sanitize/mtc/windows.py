"""Long documents through a model of limited length: overlapping windows with a core each.

The paper runs Longformer over whole documents (4,096 tokens cover 93% of
TAB's). A model with a shorter input (MiniLM: 512) sees the document in
windows of the full model length; each window has a *core*, and a mask is
predicted in the window whose core holds it, where it has at least ``context``
wordpieces on both sides (except at the ends of the document). Cores are equal
shares of the document and every window is as long as the model allows, so
that all windows of a document have one length and batch without padding.
"""

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class ContextWindow:
    start: int
    end: int
    core_start: int
    core_end: int


def plan_windows(n: int, content: int, context: int) -> list[ContextWindow]:
    """Windows over ``n`` wordpieces for a model that takes ``content`` wordpieces (special tokens aside)."""
    if content < 1:
        raise ValueError(f"content must be at least 1 wordpiece, got {content}")
    if n <= content:
        return [ContextWindow(0, n, 0, n)]
    context = max(0, min(context, (content - 1) // 2))
    core_size = content - 2 * context
    k = -(-n // core_size)
    core = -(-n // k)
    windows = []
    for core_start in range(0, n, core):
        core_end = min(n, core_start + core)
        middle = (core_start + core_end) // 2
        start = min(max(0, middle - content // 2), n - content)
        windows.append(ContextWindow(start, start + content, core_start, core_end))
    return windows


def window_of(positions: np.ndarray, windows: list[ContextWindow]) -> np.ndarray:
    """Index of the window whose core holds each position."""
    core_starts = np.array([w.core_start for w in windows], dtype=np.int64)
    return np.searchsorted(core_starts, np.asarray(positions, dtype=np.int64), side="right") - 1
