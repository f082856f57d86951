"""Text units of the attack: sentences and chunks of sentences."""
from __future__ import annotations

import re
from collections.abc import Sequence

# --------------------------------------------------------------------------- text units

_ABBREVIATIONS = {
    "mr", "mrs", "ms", "dr", "no", "nos", "st", "v", "vs", "art", "arts", "para", "paras", "pp", "p", "e.g",
    "i.e", "etc", "cf", "ltd", "co", "inc", "jr", "sr", "prof", "gen", "col", "lt", "sgt", "rev", "hon", "op",
    "cit", "ibid", "seq", "al", "fig", "vol", "ch", "sec", "s",
}
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])[\"'\u201d\u2019)\]]*\s+(?=[\"'\u201c\u2018(\[]?[A-Z0-9])")
_WORD = re.compile(r"\w+")


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (line breaks always split; common abbreviations do not end a sentence).

    The sentence-level fallback of claim extraction and the default units of
    the sanitized collection; pieces without two word characters are dropped.
    """
    sentences: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        pieces: list[str] = []
        position = 0
        for match in _SENTENCE_BREAK.finditer(line):
            piece = line[position : match.start()].strip()
            if pieces and _ends_with_abbreviation(pieces[-1]):
                pieces[-1] = pieces[-1] + " " + piece
            elif piece:
                pieces.append(piece)
            position = match.end()
        tail = line[position:].strip()
        if tail:
            if pieces and _ends_with_abbreviation(pieces[-1]):
                pieces[-1] = pieces[-1] + " " + tail
            else:
                pieces.append(tail)
        sentences.extend(p for p in pieces if len("".join(_WORD.findall(p))) >= 2)
    return sentences


def _ends_with_abbreviation(piece: str) -> bool:
    words = piece.rsplit(None, 1)
    if not words:
        return False
    last = words[-1].rstrip(".").lower().lstrip("(\"'")
    return piece.endswith(".") and (last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha()))


def chunk_sentences(sentences: Sequence[str], max_chars: int) -> list[list[str]]:
    """Consecutive sentences grouped into chunks of at most ``max_chars`` (a longer sentence alone)."""
    chunks: list[list[str]] = []
    size = 0
    for sentence in sentences:
        if chunks and size + len(sentence) + 1 <= max_chars:
            chunks[-1].append(sentence)
            size += len(sentence) + 1
        else:
            chunks.append([sentence])
            size = len(sentence)
    return chunks


