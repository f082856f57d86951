"""Words, sentences and n-gram hashes: what the index stores and what detection looks up.

Paper §3.2, step 1: the n-grams of a document are word sequences of up to ``max_n`` words (7 in
the paper) that cross neither a sentence boundary nor a replaced span ("[REDACTED] PIIs, which are
per definition absent from the original text"). The index (:mod:`.index`) stores the same n-grams of
every document of the original collection, so both sides must cut text into words and n-grams in
exactly the same way; this module is the one place where that happens.

Words (the ``spacy_sanitize.SpacyWords.v1`` tokenizer, recorded in every index manifest):

* the text is split by ``spacy.blank(lang)``'s tokenizer and into sentences by the rule of spaCy's
  ``sentencizer`` with its default ``punct_chars`` (computed on arrays, see
  :meth:`WordSplitter._sentence_starts`);
* a token is a *word* when it contains at least one letter or digit (punctuation, symbols and
  whitespace are skipped, as a phrase search engine skips them);
* a word's normal form is NFKC, lower-cased, with typographic apostrophes (U+2018, U+2019, U+02BC)
  mapped to ``'``, so "Applicant’s" and "applicant's" are one word;
* a *run* is a stretch of words that an n-gram may span: a new run starts at every sentence start,
  at every line break, and at every *barrier* (a character range no n-gram may include or cross:
  the replacements made by earlier components, the redaction marker). A word that overlaps a
  barrier is dropped.

N-gram keys (language-neutral, so that an external job - e.g. a Spark job over a web-scale
collection - can compute the same keys; see ``INDEX_FORMAT.md``)::

    T(w)             = first 8 bytes of BLAKE2b(utf8(w), digest_size=8), read little-endian
    acc(w1..wn)      = sum_{j=1..n} T(wj) * M^(n-j)            mod 2^64, M = 0x9E3779B97F4A7C15
    H(w1..wn)        = fmix64(acc(w1..wn) XOR n)               (MurmurHash3's 64-bit finaliser)

so an n-gram's key follows from its words' keys with one multiply-add per word, which numpy does
for all n-grams of a collection at once. Two different n-grams share a key with probability about
2^-64 per pair (~10^-6 for 7 million distinct n-grams): a collision can only merge two posting
lists, i.e. make a rare n-gram look more frequent.
"""
from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..doc_model import doc_text

#: The paper's maximum n-gram length (§3.2, footnote 2: longer n-grams would contain rare shorter ones).
MAX_N = 7
TOKENIZER_NAME = "spacy_sanitize.SpacyWords.v1"
HASH_NAME = "blake2b8-poly-fmix64"
MULTIPLIER = 0x9E3779B97F4A7C15
FMIX_C1 = 0xFF51AFD7ED558CCD
FMIX_C2 = 0xC4CEB9FE1A85EC53
MASK64 = (1 << 64) - 1
_APOSTROPHES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u02bc": "'"})

Barrier = tuple[int, int]
"""A character range ``[start, end)`` no n-gram may include or cross; ``start == end`` is a cut point."""


# -- the hash specification, in plain Python (the reference an external job reproduces) ------------
def normalise_word(text: str) -> str:
    """A word's normal form: NFKC, lower case, typographic apostrophes as ``'``."""
    return unicodedata.normalize("NFKC", text).translate(_APOSTROPHES).lower()


def is_word(text: str) -> bool:
    """Whether a token counts as a word: it has at least one letter or digit."""
    return any(ch.isalnum() for ch in text)


def token_hash(word: str) -> int:
    """``T(w)``: the 64-bit key of one normalised word."""
    return int.from_bytes(hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest(), "little")


def fmix64_int(x: int) -> int:
    """MurmurHash3's 64-bit finaliser on a Python int."""
    x &= MASK64
    x ^= x >> 33
    x = (x * FMIX_C1) & MASK64
    x ^= x >> 33
    x = (x * FMIX_C2) & MASK64
    x ^= x >> 33
    return x


def ngram_hash(words: Sequence[str]) -> int:
    """``H(w1..wn)`` of normalised words, one word at a time (the reference implementation)."""
    if not words:
        raise ValueError("an n-gram has at least one word")
    acc = 0
    for word in words:
        acc = (acc * MULTIPLIER + token_hash(word)) & MASK64
    return fmix64_int(acc ^ len(words))


def hash_spec() -> dict[str, str]:
    """The hash as the manifest records it."""
    return {
        "name": HASH_NAME,
        "token": "first 8 bytes of BLAKE2b(utf8(normalised word), digest_size=8), little-endian",
        "combine": f"acc = (acc * {MULTIPLIER:#x} + T(word)) mod 2^64, from acc = 0, word by word",
        "final": f"fmix64(acc XOR n) with fmix64 = MurmurHash3 finaliser ({FMIX_C1:#x}, {FMIX_C2:#x})",
    }


# -- vectorised -----------------------------------------------------------------------------------
def fmix64(x: np.ndarray) -> np.ndarray:
    """MurmurHash3's 64-bit finaliser on a uint64 array (wrapping arithmetic)."""
    x = x ^ (x >> np.uint64(33))
    x = x * np.uint64(FMIX_C1)
    x = x ^ (x >> np.uint64(33))
    x = x * np.uint64(FMIX_C2)
    return x ^ (x >> np.uint64(33))


@dataclass
class Words:
    """The words of a text: normal forms, keys, character offsets and run ids."""

    norms: list[str]
    keys: np.ndarray  # uint64, T(word)
    starts: np.ndarray  # int64 character offsets
    ends: np.ndarray  # int64
    runs: np.ndarray  # int64; n-grams only span words of one run

    def __len__(self) -> int:
        return len(self.norms)


@dataclass
class NgramTable:
    """All n-grams of a text that stay inside one run: key, first word, number of words."""

    keys: np.ndarray  # uint64
    first: np.ndarray  # int64 index of the first word
    length: np.ndarray  # int64 number of words

    def __len__(self) -> int:
        return len(self.keys)

    @property
    def last(self) -> np.ndarray:
        """Index of the last word (inclusive)."""
        return self.first + self.length - 1


def ngram_table(words: Words, max_n: int = MAX_N) -> NgramTable:
    """Every n-gram of 1..``max_n`` words that does not cross a run boundary, with its key."""
    if max_n < 1:
        raise ValueError(f"max_n must be at least 1, got {max_n}")
    t = words.keys
    count = len(t)
    keys: list[np.ndarray] = []
    firsts: list[np.ndarray] = []
    lengths: list[np.ndarray] = []
    acc = t.copy()
    multiplier = np.uint64(MULTIPLIER)
    for n in range(1, max_n + 1):
        if n > count:
            break
        if n > 1:
            acc = acc[:-1] * multiplier + t[n - 1 :]
        first = np.flatnonzero(words.runs[: count - n + 1] == words.runs[n - 1 :])
        keys.append(fmix64(acc[first] ^ np.uint64(n)))
        firsts.append(first.astype(np.int64))
        lengths.append(np.full(len(first), n, dtype=np.int64))
    if not keys:
        empty = np.zeros(0, dtype=np.int64)
        return NgramTable(np.zeros(0, dtype=np.uint64), empty, empty.copy())
    return NgramTable(np.concatenate(keys), np.concatenate(firsts), np.concatenate(lengths))


def _barrier_arrays(length: int, barriers: Iterable[Barrier]) -> tuple[np.ndarray, np.ndarray] | None:
    """Cumulative counts of blocked characters and of cut points, for O(1) range checks."""
    blocked = np.zeros(length + 1, dtype=np.int64)
    cuts = np.zeros(length + 2, dtype=np.int64)
    any_barrier = False
    for start, end in barriers:
        start = max(0, min(int(start), length))
        end = max(start, min(int(end), length))
        any_barrier = True
        if end > start:
            blocked[start] += 1
            blocked[end] -= 1
        else:
            cuts[start + 1] += 1
    if not any_barrier:
        return None
    covered = np.cumsum(blocked)[:length] > 0  # character i is inside a barrier
    cum_blocked = np.concatenate([[0], np.cumsum(covered)])  # blocked characters before i
    cum_cuts = np.cumsum(cuts)  # cut points at positions < i  (index i + 1: at positions <= i)
    return cum_blocked, cum_cuts


class WordSplitter:
    """Text -> :class:`Words` (and sentences), identically at index build and query time."""

    def __init__(self, lang: str = "en") -> None:
        import spacy
        from spacy.pipeline.sentencizer import Sentencizer

        self.lang = lang
        self.nlp = spacy.blank(lang)
        self.nlp.max_length = 10**9  # the tokenizer only: no memory per character
        self.punct_chars = frozenset(Sentencizer.default_punct_chars)
        # token orth -> (is a word, key, holds a line break, normal form)
        self._cache: dict[int, tuple[bool, int, bool, str, bool]] = {}

    def spec(self) -> dict[str, str]:
        import spacy

        return {"name": TOKENIZER_NAME, "lang": self.lang, "spacy_version": spacy.__version__}

    def _entries(self, orths: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Per distinct token: is it a word, its key, does it hold a line break, its normal form, is it a
        sentence-final character of the sentencizer."""
        strings = self.nlp.vocab.strings
        is_word_u = np.zeros(len(orths), dtype=bool)
        keys_u = np.zeros(len(orths), dtype=np.uint64)
        newline_u = np.zeros(len(orths), dtype=bool)
        norms_u = np.empty(len(orths), dtype=object)
        final_u = np.zeros(len(orths), dtype=bool)
        for i, orth in enumerate(orths.tolist()):
            cached = self._cache.get(orth)
            if cached is not None:
                entry = cached
            else:
                text = strings[orth]
                if is_word(text):
                    norm = normalise_word(text)
                    entry = (True, token_hash(norm), False, norm, text in self.punct_chars)
                else:
                    entry = (False, 0, "\n" in text, "", text in self.punct_chars)
                if len(self._cache) > 2_000_000:  # a web-scale vocabulary: bound the memo
                    self._cache.clear()
                self._cache[orth] = entry
            is_word_u[i], keys_u[i], newline_u[i], norms_u[i], final_u[i] = entry
        return is_word_u, keys_u, newline_u, norms_u, final_u

    @staticmethod
    def _sentence_starts(is_punct: np.ndarray, final: np.ndarray) -> np.ndarray:
        """spaCy's rule-based ``Sentencizer`` (default ``punct_chars``) on arrays.

        The sentencizer starts a sentence at a token that is neither punctuation nor a
        sentence-final character when such a character came after the previous such token:
        exactly this, without creating a ``Token`` per token (which costs more than the rest).
        """
        starts = np.zeros(len(final), dtype=bool)
        if not len(final):
            return starts
        content = np.flatnonzero(~is_punct & ~final)
        finals_before = np.concatenate([[0], np.cumsum(final)])  # final characters before token i
        if len(content):
            previous = np.concatenate([[0], content[:-1] + 1])
            starts[content] = finals_before[content] - finals_before[previous] > 0
        starts[0] = True
        return starts

    def _words(self, doc, barriers: Sequence[Barrier] = ()) -> Words:
        return self._analyse(doc, barriers)[0]

    def _analyse(self, doc, barriers: Sequence[Barrier] = ()) -> tuple[Words, list[tuple[int, int]]]:
        """Words and sentences, vectorised over the tokens (no spaCy ``Token`` objects)."""
        from spacy.attrs import IDX, IS_PUNCT, LENGTH, ORTH

        if not len(doc):
            empty = np.zeros(0, dtype=np.int64)
            return Words([], np.zeros(0, dtype=np.uint64), empty, empty.copy(), empty.copy()), []
        array = doc.to_array([ORTH, IDX, LENGTH, IS_PUNCT])
        uniques, inverse = np.unique(array[:, 0], return_inverse=True)
        is_word_u, keys_u, newline_u, norms_u, final_u = self._entries(uniques)
        sentence_starts = self._sentence_starts(array[:, 3] == 1, final_u[inverse])
        starts = array[:, 1].astype(np.int64)
        ends = starts + array[:, 2].astype(np.int64)
        word = is_word_u[inverse]
        breaks = sentence_starts | newline_u[inverse]  # a sentence start or a line break
        breaks[0] = False
        gap = np.zeros(0, dtype=bool)
        if barriers:
            checks = _barrier_arrays(len(doc_text(doc)), barriers)
            if checks is not None:
                cum_blocked, cum_cuts = checks
                overlapping = cum_blocked[ends] - cum_blocked[starts] > 0
                breaks |= overlapping  # a word overlapping a barrier is dropped and cuts its run
                word &= ~overlapping
                kept = np.flatnonzero(word)
                previous_end = np.concatenate([[0], ends[kept][:-1]])
                gap = (cum_blocked[starts[kept]] - cum_blocked[previous_end] > 0) | (
                    cum_cuts[starts[kept] + 1] - cum_cuts[previous_end] > 0
                )
        kept = np.flatnonzero(word)
        seen = np.cumsum(breaks)[kept]  # breaks up to and including each word's token
        new_run = np.concatenate([[False], seen[1:] != seen[:-1]]) if len(kept) else np.zeros(0, dtype=bool)
        if len(gap):
            new_run |= gap
        words = Words(
            norms_u[inverse[kept]].tolist(),
            keys_u[inverse[kept]],
            starts[kept],
            ends[kept],
            np.cumsum(new_run).astype(np.int64),
        )
        first_tokens = np.flatnonzero(sentence_starts)
        last_tokens = np.concatenate([first_tokens[1:] - 1, [len(doc) - 1]])
        sentences = list(zip(starts[first_tokens].tolist(), ends[last_tokens].tolist(), strict=False))
        return words, sentences

    def words(self, text: str, barriers: Sequence[Barrier] = ()) -> Words:
        """The words of ``text``; no run spans a sentence start, a line break or a barrier."""
        return self._words(self.nlp.make_doc(text), barriers)

    def analyse(self, text: str, barriers: Sequence[Barrier] = ()) -> tuple[Words, list[tuple[int, int]]]:
        """Words and sentence character ranges (first to last token) of ``text``."""
        return self._analyse(self.nlp.make_doc(text), barriers)

    def pipe(self, texts: Iterable[str], batch_size: int = 64) -> Iterator[Words]:
        """:meth:`words` of many texts (no barriers: the original collection)."""
        tokenizer: Any = self.nlp.tokenizer
        for doc in tokenizer.pipe(texts, batch_size=batch_size):
            yield self._words(doc)


_SPLITTERS: dict[str, WordSplitter] = {}


def get_splitter(lang: str = "en") -> WordSplitter:
    """A shared :class:`WordSplitter` per language (building one loads spaCy's language data)."""
    if lang not in _SPLITTERS:
        _SPLITTERS[lang] = WordSplitter(lang)
    return _SPLITTERS[lang]
