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

import numpy as np
from spacy.attrs import NORM, ORTH, SENT_START, SPACY
from spacy.language import Language
from spacy.tokens import Doc

from .doc_model import remember_text
from .reader_view import CONTROL_CHARACTER

#: a run of this many characters without white space is not a word
DEFAULT_MAX_RUN = 300
_ALNUM = re.compile(r"[^\W_]")


class LongRunTokenizer:
    """Wraps a pipeline's tokenizer (``nlp.tokenizer``); see the module."""

    def __init__(self, tokenizer: Any, max_run: int = DEFAULT_MAX_RUN) -> None:
        self.tokenizer = tokenizer
        self.max_run = max_run
        self._long = re.compile(rf"\S{{{max_run + 1},}}|{CONTROL_CHARACTER}")

    def __call__(self, text: str) -> Doc:
        doc = self.tokenizer(text) if self._long.search(text) is None else self._in_pieces(text)
        remember_text(doc, text)  # the Doc's text is the input: nobody need rebuild it from the tokens
        return doc

    def _in_pieces(self, text: str) -> Doc:
        """The tokens of each piece joined into one Doc (words, trailing spaces, the norms the tokenizer's
        exceptions set, and a segment start at each piece); ``Doc.from_docs`` took seconds for thousands
        of pieces. A long run without a letter or digit (``!!!???...``) cannot hide a name: each of its
        pieces is one token, where the tokenizer would make a token of every character."""
        pieces: list[tuple[str, bool]] = []  # (piece, one token)
        last = 0
        for match in self._long.finditer(text):
            pieces.append((text[last:match.start()], False))
            run = match.group()
            opaque = _ALNUM.search(run) is None
            pieces.extend((run[i:i + self.max_run], opaque) for i in range(0, len(run), self.max_run))
            last = match.end()
        pieces.append((text[last:], False))
        vocab = self.tokenizer.vocab
        arrays: list[np.ndarray] = []  # ORTH, SPACY, NORM per token
        starts: list[int] = []  # each piece begins a segment, as Doc.from_docs marked it: no span crosses a cut
        n_tokens = 0
        for piece, opaque in pieces:
            if not piece:
                continue
            if opaque:
                array = np.array([[vocab.strings.add(piece), 0, vocab[piece].norm]], dtype=np.uint64)
            else:
                array = self.tokenizer(piece).to_array([ORTH, SPACY, NORM]).astype(np.uint64)
            if len(array):
                starts.append(n_tokens)
                n_tokens += len(array)
                arrays.append(array)
        values = np.concatenate(arrays) if arrays else np.zeros((0, 3), dtype=np.uint64)
        words = [vocab.strings[orth] for orth in values[:, 0].tolist()]
        spaces = [bool(space) for space in values[:, 1].tolist()]
        assert "".join(w + " " * s for w, s in zip(words, spaces, strict=True)) == text, "the pieces must join to the input"
        doc = Doc(vocab, words=words, spaces=spaces)
        if words:
            sent_starts = np.zeros(len(words), dtype=np.uint64)
            sent_starts[starts] = 1
            doc.from_array([NORM, SENT_START], np.stack([values[:, 2], sent_starts], axis=1))  # type: ignore[arg-type]
        return doc

    def __getattr__(self, name: str) -> Any:  # to_disk, from_disk, rules, ... of the wrapped tokenizer
        return getattr(self.tokenizer, name)


def guard_long_runs(nlp: Language, max_run: int = DEFAULT_MAX_RUN) -> Language:
    """Give ``nlp`` a tokenizer that is linear in the length of runs without spaces (idempotent)."""
    if not isinstance(nlp.tokenizer, LongRunTokenizer):
        nlp.tokenizer = LongRunTokenizer(nlp.tokenizer, max_run)
    return nlp
