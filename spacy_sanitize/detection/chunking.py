"""Cut long texts into windows that statistical models can take, without
losing spans at the cuts.

A window *owns* a region of the text and sees some context on both sides. A
model runs on the whole window; only predictions that *start* inside the
owned region are kept, so each prediction is kept once, and a span that runs
over the owned region's end is still whole because the window's right
context contains its continuation. Cuts are placed at paragraph breaks where
possible, then sentence ends, then white space, so most spans never meet one.
"""

import re
from dataclasses import dataclass

_SPACE = re.compile(r"\s+")
_BREAKS = (re.compile(r"\n\s*"), re.compile(r"(?<=[.!?;])\s+"), re.compile(r"\s+"))


@dataclass(frozen=True)
class TextWindow:
    """``text[start:end]`` goes to the model; predictions starting in
    ``[own_start, own_end)`` are kept."""

    start: int
    end: int
    own_start: int
    own_end: int


def _cut_before(text: str, lo: int, hi: int) -> int:
    """The best cut position in ``(lo, hi]``: the last break of the strongest kind."""
    for pattern in _BREAKS:
        last = None
        for match in pattern.finditer(text, lo + 1, hi):
            last = match.end()
        if last is not None and last > lo:
            return last
    return hi


def _snap_left(text: str, pos: int, limit: int) -> int:
    """Move a context start rightwards to the next word start (at most to ``limit``)."""
    match = _SPACE.search(text, pos, limit)
    return match.end() if match else limit


def _snap_right(text: str, pos: int) -> int:
    """Move a context end leftwards to a word end."""
    if pos >= len(text):
        return len(text)
    cut = max(text.rfind(" ", 0, pos), text.rfind("\n", 0, pos))
    return pos if cut <= 0 else cut


def windows(text: str, max_chars: int, context_chars: int) -> list[TextWindow]:
    """Windows of at most about ``max_chars + 2 * context_chars`` characters
    that together own every character of ``text`` exactly once."""
    if max_chars <= 0:
        raise ValueError(f"max_chars must be positive, got {max_chars}")
    if len(text) <= max_chars + context_chars:
        return [TextWindow(0, len(text), 0, len(text))]
    result: list[TextWindow] = []
    own_start = 0
    while own_start < len(text):
        hard_end = min(len(text), own_start + max_chars)
        own_end = len(text) if hard_end == len(text) else _cut_before(text, own_start + max_chars // 2, hard_end)
        start = 0 if own_start == 0 else _snap_left(text, max(0, own_start - context_chars), own_start)
        end = max(own_end, _snap_right(text, min(len(text), own_end + context_chars)))
        result.append(TextWindow(start, end, own_start, own_end))
        own_start = own_end
    return result
