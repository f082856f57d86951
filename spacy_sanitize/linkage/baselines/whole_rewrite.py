"""Baseline 1 of the linkage paper: the LLM rewrites the whole text, without phrases to rephrase.

Paper §4.1 and appendix A.3.3: "the same model and prompt as the proposed approach, but without the
specification of the text spans to rephrase (the LLM is simply instructed to rewrite the full
text)", "generated over three rewriting iterations". The prompt here is the guard's
(:mod:`..prompts`) with the phrase list taken out: the same instruction about placeholders, the
same few-shot passages (their rewrites as answers), the same two-part answer. The text goes in
chunks of a few sentences, as the guard sends it. Any readable answer replaces its chunk, as the
paper's baseline takes the model's text; one that changed the placeholders is counted (a loss of
structure, not a leak: the model never saw what they hide). An unreadable answer leaves the chunk as
it was. The baseline has no fail-closed step, which is the point of comparing with it.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...llm.base import ChatLLM, GenerationSettings, Message, ask_each
from ..ngrams import get_splitter
from ..prompts import EXAMPLES, _few_shot, parse_rewrite
from ..rewriting import chunk_starts
from . import PLACEHOLDER

INSTRUCTION = (
    "You rewrite passages of a de-identified court document so that nobody can find the original "
    "document by searching for its phrases. Rewrite the passage with other words or another word "
    "order, keeping its meaning. Keep the facts and its length as close to the original as you can. "
    "Placeholders such as PERSON.1, ORG.2 or {marker} stand for removed information: copy every "
    "placeholder exactly, in the same order.\n"
    "Answer in exactly two parts: first a line starting with \"Reasoning:\" with one or two short "
    "sentences on how you will rephrase the passage, then a line starting with \"Rewritten text:\" "
    "followed by the whole rewritten passage. Write nothing after the rewritten passage."
)


def whole_rewrite_messages(passage: str, marker: str = "[REDACTED]") -> list[Message]:
    """The guard's few-shot conversation for ``passage`` with every phrase list taken out."""
    shots = []
    for example_passage, _phrases, reasoning, rewritten in EXAMPLES:
        shots.append((f"Passage: {example_passage.format(marker=marker)}",
                      f"Reasoning: {reasoning.format(marker=marker)}\nRewritten text: {rewritten.format(marker=marker)}"))
    return _few_shot(INSTRUCTION.format(marker=marker), shots, f"Passage: {passage}")


def chunk_ranges(text: str, sentences_per_chunk: int = 3, max_chunk_words: int = 150) -> list[tuple[int, int]]:
    """Ranges of a few sentences each that cover ``text`` (the guard's chunk sizes)."""
    _, sentences = get_splitter("en").analyse(text)
    edges = [0, *chunk_starts(text, sentences, sentences_per_chunk, max_chunk_words), len(text)]
    return [(a, b) for a, b in zip(edges[:-1], edges[1:], strict=False) if b > a]


def _placeholders(text: str) -> list[str]:
    return [m.group() for m in PLACEHOLDER.finditer(text)]


@dataclass
class WholeRewriteReport:
    """What the iterations did: chunks asked, rewritten, and kept because the answer was unusable."""

    iterations: int = 0
    asked: int = 0
    rewritten: int = 0
    kept: dict[str, int] = field(default_factory=dict)
    placeholders_changed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"iterations": self.iterations, "asked": self.asked, "rewritten": self.rewritten,
                "kept": dict(self.kept), "placeholders_changed": self.placeholders_changed}


def rewrite_chunk(original: str, answer: str | None, error: str | None) -> tuple[str, str | None]:
    """The chunk's new text, or the old one and why the answer was not used."""
    if error is not None:
        return original, "llm error"
    parsed = parse_rewrite(answer)
    if parsed.text is None:
        return original, "unreadable answer"
    return parsed.text, None


def rewrite_without_phrases(
    text: str,
    llm: ChatLLM,
    iterations: int = 3,
    settings: GenerationSettings | None = None,
    sentences_per_chunk: int = 3,
    max_chunk_words: int = 150,
    marker: str = "[REDACTED]",
) -> tuple[str, WholeRewriteReport]:
    """``text`` rewritten ``iterations`` times, chunk by chunk, without being told what links."""
    report = WholeRewriteReport()
    for _ in range(iterations):
        ranges = chunk_ranges(text, sentences_per_chunk, max_chunk_words)
        passages = [text[a:b].strip() for a, b in ranges]
        asked = [i for i, p in enumerate(passages) if re.search(r"[A-Za-z]{2}", p)]
        answers = ask_each(llm, [whole_rewrite_messages(passages[i], marker) for i in asked], settings)
        new_passages = list(passages)
        for i, (answer, error) in zip(asked, answers, strict=True):
            new_passages[i], why = rewrite_chunk(passages[i], answer, error)
            if why is None:
                report.rewritten += 1
                report.placeholders_changed += _placeholders(new_passages[i]) != _placeholders(passages[i])
            else:
                report.kept[why] = report.kept.get(why, 0) + 1
        report.asked += len(asked)
        report.iterations += 1
        text = _join(text, ranges, new_passages)
    return text, report


def _join(text: str, ranges: Sequence[tuple[int, int]], passages: Sequence[str]) -> str:
    """The passages in place of their ranges, with the whitespace between ranges kept."""
    parts = []
    for (start, end), passage in zip(ranges, passages, strict=True):
        old = text[start:end]
        lead = old[: len(old) - len(old.lstrip())]
        trail = old[len(old.rstrip()):]
        parts.append(f"{lead}{passage}{trail}")
    return "".join(parts)
