"""Augment X′ with similar phrases from an LLM (CluSanT, §5 "Augmented Token Set" and App. E).

The paper extends the sensitive spans of TAB with 100 phrases "of similar
nature" per span, asked of GPT-4o with the prompt below (verbatim from App. E),
so that "Sinn Fein headquarters" can become "Labour Party headquarters" rather
than a single word that is merely close in embedding space ("Irish").

Any :class:`~spacy_sanitize.llm.base.ChatLLM` backend answers it (the local
llama.cpp model by default). Answers are parsed leniently (a bracketed list
with or without quotes, bullets, one phrase per line); a failed call or an
unusable answer adds nothing (the span itself stays in X′).
"""

import logging
import re
from collections.abc import Sequence
from typing import Any

from ..intact.parsing import parse_list

logger = logging.getLogger(__name__)

#: The prompt of the paper's Appendix E, with the span and its context filled in.
PROMPT = (
    'If I give you a word or phrase, example "southern norrland," can you give me {n} similar '
    "words/phrases of the same category?\n"
    "For example:\n"
    "- If it is a location, give me other locations that are similar in nature.\n"
    "- If it is an organization, give me other organizations that are similar.\n"
    "- If it is an object, give me other objects that are similar.\n"
    "The similarity should be in terms of the category and characteristics of the entity. The words you "
    "give should make sense if used as a replacement for the original word/phrase in a similar context.\n"
    "Format output as a list of words/phrases:\n"
    "[word/phrase1, word/phrase2, ...]\n"
    'Here the context that "{search_phrase}" was used in: "{context}".'
)

_QUOTES = "\"'\u201c\u201d\u2018\u2019`"


def augmentation_messages(phrase: str, context: str, n: int = 100) -> list[dict[str, str]]:
    """The chat messages asking for ``n`` phrases similar to ``phrase`` (App. E)."""
    return [{"role": "user", "content": PROMPT.format(n=n, search_phrase=phrase, context=context)}]


def _split_top_level(text: str) -> list[str]:
    """Split on commas outside parentheses/brackets: "court (a, b), office" -> ["court (a, b)", "office"]."""
    items: list[str] = []
    current: list[str] = []
    depth = 0
    for char in text:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth = max(0, depth - 1)
        if char == "," and depth == 0:
            items.append("".join(current))
            current = []
        else:
            current.append(char)
    items.append("".join(current))
    return items


def parse_phrases(answer: str, limit: int = 100) -> list[str]:
    """The phrases of an LLM answer, at most ``limit``, deduplicated case-insensitively.

    The paper's format is an unquoted bracketed list (``[oslo district court,
    bergen district court]``), which a Python-list parser rejects; that is
    tried first, then quoted lists, bullets and one phrase per line.
    """
    if not answer or not answer.strip():
        return []
    candidates: list[str] = []
    match = re.search(r"\[(.*)\]", answer, flags=re.S)
    if match and "\n-" not in match.group(1):
        candidates = _split_top_level(match.group(1).replace("\n", " "))
    if len([c for c in candidates if c.strip()]) < 2:
        candidates = parse_list(answer, limit=limit)
    phrases: list[str] = []
    seen = set()
    for item in candidates:
        phrase = " ".join(item.strip().strip(_QUOTES).strip().rstrip(".;").split())
        phrase = phrase.strip(_QUOTES).strip()
        if not phrase or len(phrase) > 200 or phrase.lower() in seen:
            continue
        seen.add(phrase.lower())
        phrases.append(phrase)
        if len(phrases) >= limit:
            break
    return phrases


def augment(llm: Any, spans: Sequence[dict[str, str]], n: int = 100) -> dict[str, list[str]]:
    """Similar phrases for each span, ``{span text: [phrases]}``.

    ``spans`` holds ``{"text", "context"}`` records; ``llm`` is a
    :class:`~spacy_sanitize.llm.base.ChatLLM`. One call per span, so that a
    failed call costs only that span's phrases (an empty list and a warning).
    """
    from ..llm.base import LLMError

    results: dict[str, list[str]] = {}
    for span in spans:
        try:
            answer = llm.chat(augmentation_messages(span["text"], span.get("context") or span["text"], n))
        except LLMError as error:
            logger.warning("augmentation of %r failed (%s); keeping the span alone", span["text"], error)
            answer = ""
        results[span["text"]] = parse_phrases(answer, limit=n)
    return results
