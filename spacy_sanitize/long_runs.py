"""Tokenize long runs without spaces in linear time.

spaCy's rule-based tokenizer peels prefixes and suffixes off a whitespace-free string one at a time,
and each peel searches the whole remaining string: a run of ``!!!???...`` or a base64 blob costs time
quadratic in its length (8,000 characters: 7 s; 15,000: 36 s), so a few hundred kB of such junk stalls
a run. :class:`LongRunTokenizer` cuts every run longer than ``max_run`` characters into pieces of at
most that length, tokenizes each piece with the pipeline's own tokenizer and joins the pieces without
adding characters: the Doc's text and offsets are the input's, and text without such runs (every
ordinary document) is tokenized exactly as before.

Control characters (NUL, BEL, ESC, C1 controls: what PDFs, databases and OCR leave in text) are cut
out the same way, each one a token of its own: ``Yalman\\x00seen`` is the tokens ``Yalman``, NUL and
``seen``, so that a detected name ends where the name ends instead of swallowing its neighbour.
"""

from __future__ import annotations

import re
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc

from .reader_view import CONTROL_CHARACTER

#: a run of this many characters without white space is not a word
DEFAULT_MAX_RUN = 300


class LongRunTokenizer:
    """Wraps a pipeline's tokenizer (``nlp.tokenizer``); see the module."""

    def __init__(self, tokenizer: Any, max_run: int = DEFAULT_MAX_RUN) -> None:
        self.tokenizer = tokenizer
        self.max_run = max_run
        self._long = re.compile(rf"\S{{{max_run + 1},}}|{CONTROL_CHARACTER}")

    def __call__(self, text: str) -> Doc:
        if self._long.search(text) is None:
            return self.tokenizer(text)
        pieces: list[str] = []
        last = 0
        for match in self._long.finditer(text):
            pieces.append(text[last:match.start()])
            run = match.group()
            pieces.extend(run[i:i + self.max_run] for i in range(0, len(run), self.max_run))
            last = match.end()
        pieces.append(text[last:])
        docs = [self.tokenizer(piece) for piece in pieces if piece]
        doc = Doc.from_docs(docs, ensure_whitespace=False)
        assert doc.text == text, "the pieces must join to the input"
        return doc

    def __getattr__(self, name: str) -> Any:  # to_disk, from_disk, rules, ... of the wrapped tokenizer
        return getattr(self.tokenizer, name)


def guard_long_runs(nlp: Language, max_run: int = DEFAULT_MAX_RUN) -> Language:
    """Give ``nlp`` a tokenizer that is linear in the length of runs without spaces (idempotent)."""
    if not isinstance(nlp.tokenizer, LongRunTokenizer):
        nlp.tokenizer = LongRunTokenizer(nlp.tokenizer, max_run)
    return nlp
