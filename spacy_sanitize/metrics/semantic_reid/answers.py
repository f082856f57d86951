"""Reading the LLM's answers: claims, paraphrases and 1-3 ratings."""
from __future__ import annotations

import re
import statistics
from collections.abc import Sequence

from .text import _WORD, split_sentences

# --------------------------------------------------------------------------- LLM answers

_ITEM_MARK = re.compile(
    r"^\s*(?:[-*\u2022\u2013\u2014]+|\d{1,3}\s*[.):]|\(\d{1,3}\)|\[\d{1,3}\]|claim\s*\d{1,3}\s*[:.)\-])\s*",
    re.IGNORECASE,
)
_PREAMBLE = re.compile(r"^(?:here (?:is|are)|sure|certainly|note|input|output|claims?\b\s*:?$|atomic claims)", re.I)


def parse_claims(answer: str | None, source: str = "", limit: int = 60) -> list[str]:
    """Claims out of an atomization answer: one per line, list marks and preambles dropped.

    With ``source`` (the text atomized), a claim most of whose words (of four
    letters or more) are not in the source is dropped: small models echo the
    in-context example or invent facts, and such a claim is no claim of the
    document.
    """
    if not answer:
        return []
    source_words = {w.lower() for w in _WORD.findall(source)} if source else None
    claims: list[str] = []
    seen = set()
    for raw in answer.splitlines():
        line = raw.strip()
        if not line or line.endswith(":") or _PREAMBLE.match(line):
            continue
        item = _ITEM_MARK.sub("", line, count=1).strip()
        item = re.sub(r"\*\*(.+?)\*\*", r"\1", item).strip().strip("\"'`").strip()
        # a small model sometimes copies a whole passage onto one line: its sentences are the claims
        for claim in split_sentences(item) or [item]:
            words = _WORD.findall(claim)
            if len(words) < 2 or (source_words is not None and not _grounded(words, source_words)):
                continue
            key = claim.lower()
            if key not in seen:
                seen.add(key)
                claims.append(claim)
        if len(claims) >= limit:
            break
    return claims[:limit]


def _grounded(words: Sequence[str], source_words: set) -> bool:
    """Every number of the claim, and half its longer words, occur in the source."""
    lowered = [w.lower() for w in words]
    if any(any(ch.isdigit() for ch in w) and w not in source_words for w in lowered):
        return False
    content = [w for w in lowered if len(w) >= 4]
    return not content or sum(w in source_words for w in content) >= 0.5 * len(content)


def parse_paraphrase(answer: str | None) -> str | None:
    """The paraphrase in an answer: its last non-empty line, labels and quotes stripped."""
    if not answer:
        return None
    lines = [line.strip() for line in answer.strip().splitlines() if line.strip()]
    while lines:
        line = re.sub(r"^(?:paraphrased|anonymized|rewritten)?\s*(?:text|version)?\s*:\s*", "", lines[-1], flags=re.I)
        line = line.strip().strip("\"'`\u201c\u201d").strip()
        if len(_WORD.findall(line)) >= 2:
            return line
        lines.pop()
    return None


_CLAIM_HEADER = re.compile(r"(?im)^[\s>*#\-]*(?:\*\*)?\s*claim\s*#?\s*(\d{1,3})\s*(?:\*\*)?\s*[:.)\-]*")
_NUMBER_HEADER = re.compile(r"(?m)^\s*(\d{1,3})\s*[.)]\s+")
_RATING_WORD = re.compile(r"(?:rating|score)\W{0,6}([123])\b", re.I)
_LEADING_RATING = re.compile(r"^\W{0,6}([123])\b(?!\s*(?:[.,:]\d|%|/\d))")
_RATING_TEXT = (("different but similar", 2), ("unsupported", 3), ("not supported", 3), ("same information", 1))


def parse_ratings(answer: str | None, n_claims: int) -> dict[int, int]:
    """``{claim number (1-based): rating}`` from a judge answer; claims it does not rate are missing."""
    if not answer:
        return {}
    headers = list(_CLAIM_HEADER.finditer(answer)) or list(_NUMBER_HEADER.finditer(answer))
    blocks: list[tuple[int, str]] = []
    for position, match in enumerate(headers):
        end = headers[position + 1].start() if position + 1 < len(headers) else len(answer)
        blocks.append((int(match.group(1)), answer[match.end() : end]))
    if not blocks and n_claims == 1:
        blocks = [(1, answer)]
    ratings: dict[int, int] = {}
    for number, block in blocks:
        if not 1 <= number <= n_claims or number in ratings:
            continue
        rating = _rating_of(block)
        if rating is not None:
            ratings[number] = rating
    return ratings


def _rating_of(block: str) -> int | None:
    block = block.replace("**", "")
    match = _RATING_WORD.search(block) or _LEADING_RATING.search(block)
    if match:
        return int(match.group(1))
    lowered = block.lower()
    for phrase, rating in _RATING_TEXT:
        if phrase in lowered:
            return rating
    return None


def mode_rating(samples: Sequence[int]) -> int | None:
    """The most frequent rating; ties go to the lowest (conservative: more leakage)."""
    if not samples:
        return None
    return min(statistics.multimode(samples))


