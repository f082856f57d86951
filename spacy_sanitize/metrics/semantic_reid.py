"""Semantic re-identification: the privacy metric of "A False Sense of Privacy" (Xin et al., §3).

The attack, per original document ``x``:

1. **Atomic claims.** ``x`` is broken into atomic claims by an LLM (the
   paper's prompt, Appendix E.1), chunk by chunk for long documents; where the
   LLM fails, answers nothing usable, or is off (``llm=None``), the chunk's
   sentences are its claims.
2. **Auxiliary information** ``A(x)``: ``n_auxiliary`` (3) claims drawn at
   random, seeded by ``seed`` and the document id so that every system is
   attacked with the same claims, each paraphrased by the LLM (E.2.2) to model
   lexical drift (``paraphrase=False``, or no LLM: the claims as they are).
3. **Linking** ``L(A(x), D_sanitized)``: every auxiliary claim is a query
   against the sanitized collection cut into units (its sentences, or its
   LLM claims with ``sanitized_units="claims"`` as in the paper); each claim
   votes for the document of its best unit and the document with most votes
   is linked (``query_mode="majority"``; ``"single"`` merges the claims into
   one query). Retrievers: dense (sentence-transformers, the local
   all-MiniLM-L6-v2 by default; the paper uses GRIT) or BM25 (``rank-bm25``
   with Lucene's idf, as Pyserini's BM25 in the paper's ablation).
   *Correct linkage rate*: how often the linked document is ``x``'s own.
4. **Semantic distance** ``mu(x, y)``: the LLM rates, for each claim of ``x``,
   how well the linked sanitized document supports it on the paper's 1-3
   scale (E.4: 1 same information, 2 different but similar, 3 unsupported);
   each rating is the mode of ``judge_samples`` (5) samples with different
   seeds; ratings are normalised to [0, 1] (``(r - 1) / 2``) and averaged
   over the claims. *Semantic privacy* = mean ``mu`` over documents
   (Eq. 1; higher = more private).
5. **Lexical baseline**: ROUGE-L (``rouge-score``) links the concatenated
   auxiliary claims to the sanitized document with the highest ROUGE-L
   recall of them, and ``mu_rouge = 1 - ROUGE-L F1(x, y)``. *Lexical
   privacy* = mean ``mu_rouge`` (also given with the main linker's links:
   Appendix C.1's "BM25 matching + ROUGE metric" when ``linker="bm25"``).

Ties are not broken in anyone's favour: a link tied between ``k`` documents
(identical sanitized texts, everything suppressed) counts ``1/k`` of a correct
link - the expected rate of a uniform random choice - so that a collection
that says nothing is linked at chance, ``1/N``; ``mu`` is then judged against
one of the tied documents chosen at random (seeded). A claim whose ``judge``
samples tie takes the lowest tied rating (the conservative reading: more
leakage).

Departures from the paper, all options: sanitized units are sentences by
default (atomizing every system's output with the LLM doubles the cost;
``sanitized_units="claims"`` is the paper's); ``max_judged_claims`` caps the
claims judged per document (a seeded sample, for budget runs); a linked
document longer than ``max_context_chars`` is shown to the judge as its units
most similar to the claims being judged (in document order), since a small
model's context is limited; claims are judged one per prompt
(``claims_per_prompt=1``; the paper lists several), because a small judge rates
only as many claims as its example shows - the prompts share the long context
as a prefix, which the llama.cpp backend evaluates once.

Nothing heavy is imported at module level: sentence-transformers, rank-bm25
and rouge-score load inside the functions that need them.
"""
from __future__ import annotations

import math
import random
import re
import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import (
    Any,
)

import numpy as np
from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ..llm.base import ChatLLM, LLMError
from ..resources import default_embedding_model
from .inputs import SanitizedDoc, read_sanitized

PREFIX = "reid_"
LINKERS = ("dense", "bm25")
QUERY_MODES = ("majority", "single")
UNIT_KINDS = ("sentences", "claims")
JUDGED_CLAIMS = ("all", "non_auxiliary")

Embedder = Callable[[Sequence[str]], np.ndarray]

# --------------------------------------------------------------------------- prompts (paper, Appendix E)

#: E.1, verbatim; ``{icl_samples}`` is :data:`ATOMIZE_ICL`.
ATOMIZE_PROMPT = (
    "Please breakdown the following input into a set of atomic, independent claims, and return each of the "
    "claim in a new line.\n{icl_samples}\n{document}"
)
ATOMIZE_ICL = (
    "Input: The applicant, Mr John Smith, was born in 1937 and lives in Leeds. He was arrested on 3 May 2001.\n"
    "Claims:\n"
    "The applicant is Mr John Smith.\n"
    "The applicant was born in 1937.\n"
    "The applicant lives in Leeds.\n"
    "The applicant was arrested on 3 May 2001.\n"
)
ATOMIZE_INPUT = "Input: {text}\nClaims:"
# the example's claims: a small model repeats them before its own, and they are dropped
_ICL_CLAIMS = {line.strip().lower() for line in ATOMIZE_ICL.split("Claims:\n", 1)[1].splitlines() if line.strip()}

#: E.2.2, verbatim (the paper's access function paraphrases with it).
PARAPHRASE_PROMPT = (
    "Given the following text, generate a paraphrased version that maintains the original meaning, context, "
    "and tone while using different words and sentence structures. Ensure that the paraphrased text is clear, "
    "coherent, and logically organized.\n"
    "text: {document}\n"
    "In a new line return the anonymized text. Make sure you keep the original meaning, i.e. do not invent new "
    "information instead generalize information. Do not add any indicators, i.e. do not add phrases such as "
    "paraphrased text: or similar."
)

#: E.4, verbatim but for the output-format line the rubric leaves open.
JUDGE_PROMPT = (
    "**Task**:\n"
    "For each of the following claims, rate how well the provided passage supports it on a scale of 1 to 3, "
    'where: - **1** means "Same Information," - **2** means "Different but Similar Information," and - **3** '
    'means "unsupported."\n'
    "Use the rubric below to guide your evaluation and include a brief explanation for your rating to justify "
    "your decision. Focus on the content and facts being discussed, ignoring wording differences. Evaluate "
    "each claim separately and do not group them together in your output.\n"
    "**Rubric**:\n"
    "1. *Same Information*: The claim exactly matches the corresponding information in the passage. The claim "
    "could be a direct quote from the passage or a paraphrase that captures the same information. "
    "2. *Different but Similar Information*: The claim is not identical to the passage but captures the same "
    "or closely related information. For example, the claim could be an abstraction of the corresponding "
    "information in the passage, or it could have minor differences that do not significantly change its "
    "overall meaning. "
    "3. *Unsupported*: The claim is not supported by the passage. It could either be not discussed at all in "
    "the passage or inconsistent with the passage.\n"
    "Answer with one line per claim: Claim <number>: <rating> - <brief explanation>.\n"
    "{icl_samples}\n"
    "**Input**: **Original text**: {context}\n"
    "**Claims**: {atomized_claims}\n"
    "**Output**:"
)
#: Ratings in rubric order: a small model that copies the example's first line
#: then errs towards "same information" (reporting more leakage, not less).
JUDGE_ICL = (
    "**Example Input**: **Original text**: A woman in her forties was admitted to a hospital in the north of "
    "the country in 2003.\n"
    "**Claims**:\n- Claim 1: The patient was admitted to hospital in 2003.\n- Claim 2: The patient is 44 years "
    "old.\n- Claim 3: The patient owns a dog.\n"
    "**Example Output**:\n"
    "Claim 1: 1 - the passage states the admission in 2003.\n"
    "Claim 2: 2 - the passage gives her age only as in her forties.\n"
    "Claim 3: 3 - the passage does not mention a dog.\n"
)

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


# --------------------------------------------------------------------------- retrieval


def _tokens(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


class _DenseIndex:
    """Unit embeddings (identical texts share one vector, so identical units tie exactly)."""

    def __init__(self, units: Sequence[str], embed: Embedder) -> None:
        self.embed = embed
        unique = sorted(set(units))
        position = {text: i for i, text in enumerate(unique)}
        vectors = _normalise(np.asarray(embed(unique), dtype=np.float32)) if unique else np.zeros((0, 1), np.float32)
        self.vectors = vectors[[position[u] for u in units]] if units else vectors

    def scores(self, queries: Sequence[str]) -> np.ndarray:
        if not len(self.vectors):
            return np.zeros((len(queries), 0), dtype=np.float32)
        query_vectors = _normalise(np.asarray(self.embed(list(queries)), dtype=np.float32))
        return query_vectors @ self.vectors.T


def _normalise(vectors: np.ndarray) -> np.ndarray:
    if vectors.ndim == 1:
        vectors = vectors[None, :]
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1.0, norms)


class _BM25Index:
    """BM25 over the units, with Lucene's (Pyserini's) always-positive idf."""

    def __init__(self, units: Sequence[str]) -> None:
        from rank_bm25 import BM25Okapi

        class LuceneBM25(BM25Okapi):
            def _calc_idf(self, nd: dict[str, int]) -> None:
                for word, freq in nd.items():
                    self.idf[word] = math.log(1 + (self.corpus_size - freq + 0.5) / (freq + 0.5))
                self.average_idf = sum(self.idf.values()) / max(1, len(self.idf))

        tokenized = [_tokens(u) for u in units]
        self.n_units = len(units)
        self.nonempty = np.array([i for i, t in enumerate(tokenized) if t], dtype=int)
        self.bm25 = LuceneBM25([tokenized[i] for i in self.nonempty]) if len(self.nonempty) else None

    def scores(self, queries: Sequence[str]) -> np.ndarray:
        result = np.full((len(queries), self.n_units), -np.inf)
        if self.bm25 is None:
            return result
        for row, query in enumerate(queries):
            result[row, self.nonempty] = self.bm25.get_scores(_tokens(query))
        return result


_EMBEDDERS: dict[tuple[str, str], Embedder] = {}


def sentence_embedder(model: str | None = None, device: str = "cpu", batch_size: int = 64) -> Embedder:
    """A cached sentence-transformers encoder as ``texts -> array``."""
    name = model or default_embedding_model()
    key = (name, device)
    if key not in _EMBEDDERS:
        from sentence_transformers import SentenceTransformer

        encoder = SentenceTransformer(name, device=device)

        def embed(texts: Sequence[str]) -> np.ndarray:
            return encoder.encode(list(texts), batch_size=batch_size, convert_to_numpy=True, show_progress_bar=False)

        _EMBEDDERS[key] = embed
    return _EMBEDDERS[key]


@dataclass
class Link:
    """Where a linker put one document's auxiliary information."""

    linked: int  # index of the linked sanitized document (a random pick among ties)
    candidates: list[int]  # the tied best documents
    credit: float  # 1/len(candidates) if the true document is among them, else 0


def _pick(scores: Sequence[float] | np.ndarray, tiebreak: Sequence[float] | np.ndarray | None, truth: int,
          rng: random.Random) -> Link:
    values = np.asarray(scores, dtype=float)
    best = values.max()
    candidates = [i for i in range(len(values)) if values[i] >= best - 1e-6 or (best == -np.inf)]
    if tiebreak is not None and len(candidates) > 1:
        second = np.asarray(tiebreak, dtype=float)[candidates]
        top = second.max()
        candidates = [c for c, s in zip(candidates, second, strict=True) if s >= top - 1e-6 or top == -np.inf]
    linked = candidates[0] if len(candidates) == 1 else rng.choice(candidates)
    return Link(linked, candidates, 1.0 / len(candidates) if truth in candidates else 0.0)


def _doc_max(row: np.ndarray, ranges: Sequence[tuple[int, int]]) -> np.ndarray:
    return np.array([row[a:b].max() if b > a else -np.inf for a, b in ranges])


def link_by_units(
    unit_scores: np.ndarray, ranges: Sequence[tuple[int, int]], truth: int, rng: random.Random, query_mode: str
) -> Link:
    """Majority vote of the queries (rows) over documents (unit ``ranges``), or one merged query's best document.

    Majority: each query gives one vote, split evenly between the documents
    holding its best unit; ties in votes go to the higher summed best-unit
    score per document, and remaining ties stay ties (:class:`Link`).
    """
    n_docs = len(ranges)
    per_doc = np.stack([_doc_max(row, ranges) for row in unit_scores]) if len(unit_scores) else np.zeros((0, n_docs))
    if query_mode == "single" or len(per_doc) == 0:
        return _pick(per_doc.max(axis=0) if len(per_doc) else np.zeros(n_docs), None, truth, rng)
    votes = np.zeros(n_docs)
    for row in per_doc:
        best = row.max()
        winners = np.flatnonzero(row >= best - 1e-6) if best > -np.inf else np.arange(n_docs)
        votes[winners] += 1.0 / len(winners)
    strength = np.where(np.isfinite(per_doc), per_doc, 0.0).sum(axis=0)
    strength = np.where(np.isfinite(per_doc).any(axis=0), strength, -np.inf)
    return _pick(votes, strength, truth, rng)


# --------------------------------------------------------------------------- the attack


@dataclass
class ReidDocResult:
    """One original document's attack, for inspection (``report.documents``)."""

    doc_id: str
    claims: list[str]
    claim_source: str  # "llm", "sentences" or "mixed" (some chunks fell back) or "given"
    auxiliary: list[str]  # the claims given to the attacker, before paraphrasing
    queries: list[str]  # what the linker searched with (paraphrased auxiliary claims)
    link: Link
    linked_id: str
    judged_claims: list[str] = field(default_factory=list)
    ratings: list[int | None] = field(default_factory=list)  # per judged claim: mode of the samples
    mu: float | None = None
    lexical_link: Link | None = None
    lexical_mu: float | None = None
    lexical_mu_linked: float | None = None  # 1 - ROUGE-L against the main linker's document


@dataclass
class ReidReport:
    scores: dict[str, Any]
    documents: list[ReidDocResult]

    def claims(self) -> dict[str, list[str]]:
        """Claims per doc id: pass as ``claims=`` to attack other systems with the same claims."""
        return {d.doc_id: list(d.claims) for d in self.documents}

    def auxiliary(self) -> dict[str, list[str]]:
        """Queries per doc id: pass as ``auxiliary=`` to reuse the same (paraphrased) auxiliary information."""
        return {d.doc_id: list(d.queries) for d in self.documents}

    def to_dict(self) -> dict[str, Any]:
        return {"scores": self.scores, "documents": [asdict(d) for d in self.documents]}


def extract_claims(
    text: str,
    llm: ChatLLM | None = None,
    chunk_chars: int = 1500,
    max_new_tokens: int = 768,
    seed: int = 0,
) -> tuple[list[str], str]:
    """Atomic claims of ``text`` and where they came from (``"llm"``, ``"sentences"`` or ``"mixed"``)."""
    sentences = split_sentences(text)
    if llm is None:
        return _claim_sentences(sentences), "sentences"
    settings = llm.settings.updated(max_new_tokens=max_new_tokens, seed=seed)
    claims: list[str] = []
    sources = set()
    for chunk in chunk_sentences(sentences, chunk_chars):
        chunk_text = " ".join(chunk)
        prompt = ATOMIZE_PROMPT.format(icl_samples=ATOMIZE_ICL, document=ATOMIZE_INPUT.format(text=chunk_text))
        try:
            answer = llm.chat([{"role": "user", "content": prompt}], settings)
            found = [c for c in parse_claims(answer, source=chunk_text) if c.lower() not in _ICL_CLAIMS]
        except LLMError:
            found = []
        sources.add("llm" if found else "sentences")
        known = {c.lower() for c in claims}
        claims.extend(c for c in (found or _claim_sentences(chunk)) if c.lower() not in known)
    if not sources:
        return claims, "sentences"
    return claims, sources.pop() if len(sources) == 1 else "mixed"


def _claim_sentences(sentences: Sequence[str]) -> list[str]:
    """Sentences that can stand for claims: three words or more (headings are no claims)."""
    return [s for s in sentences if len(_WORD.findall(s)) >= 3]


def paraphrase_claim(claim: str, llm: ChatLLM, seed: int = 0, max_new_tokens: int = 96) -> str:
    """The paper's paraphrase of one auxiliary claim; the claim itself when the LLM fails."""
    settings = llm.settings.updated(max_new_tokens=max_new_tokens, seed=seed)
    try:
        answer = llm.chat([{"role": "user", "content": PARAPHRASE_PROMPT.format(document=claim)}], settings)
    except LLMError:
        return claim
    paraphrase = parse_paraphrase(answer)
    if paraphrase is None or len(paraphrase) > 3 * len(claim) + 80:
        return claim
    return paraphrase


def judge_claims(
    claims: Sequence[str],
    context: str,
    llm: ChatLLM,
    samples: int = 5,
    seed: int = 0,
    max_new_tokens: int = 256,
) -> list[int | None]:
    """The 1-3 rating of each claim against ``context``: the mode of ``samples`` answers (seeds ``seed + k``).

    With a zero temperature every sample would be the same answer, so one is asked.
    Claims a multi-claim answer leaves unrated are asked again one by one.
    """
    listed = "\n" + "\n".join(f"- Claim {i}: {claim}" for i, claim in enumerate(claims, 1))
    prompt = JUDGE_PROMPT.format(icl_samples=JUDGE_ICL, context=context, atomized_claims=listed)
    n_samples = samples if llm.settings.temperature > 0 else 1
    collected: list[list[int]] = [[] for _ in claims]
    for k in range(n_samples):
        settings = llm.settings.updated(max_new_tokens=max_new_tokens, seed=seed + k)
        try:
            answer = llm.chat([{"role": "user", "content": prompt}], settings)
        except LLMError:
            continue
        for number, parsed_rating in parse_ratings(answer, len(claims)).items():
            collected[number - 1].append(parsed_rating)
    ratings: list[int | None] = [mode_rating(c) for c in collected]
    if len(claims) > 1:
        # small models rate only as many claims as the example shows: ask again, one claim at a time
        for i, rating in enumerate(ratings):
            if rating is None:
                ratings[i] = judge_claims([claims[i]], context, llm, samples, seed, max_new_tokens)[0]
    return ratings


def run_semantic_reid(
    docs: Iterable[Doc | Example | SanitizedDoc],
    llm: ChatLLM | None = None,
    *,
    linker: str = "dense",
    query_mode: str = "majority",
    embed: Embedder | None = None,
    embedding_model: str | None = None,
    n_auxiliary: int = 3,
    paraphrase: bool = True,
    judge_samples: int = 5,
    judged: str = "all",
    max_judged_claims: int | None = None,
    claims_per_prompt: int = 1,
    sanitized_units: str = "sentences",
    max_context_chars: int = 6000,
    claim_chunk_chars: int = 1500,
    lexical: bool = True,
    seed: int = 0,
    claims: Mapping[str, Sequence[str]] | None = None,
    auxiliary: Mapping[str, Sequence[str]] | None = None,
) -> ReidReport:
    """The attack on a sanitized collection; :func:`score_semantic_reid` returns its ``scores``.

    ``docs``: sanitized Docs / Examples (or :class:`SanitizedDoc`); originals
    and sanitized texts come from their edit logs. ``embed``: a ``texts ->
    array`` function instead of the sentence-transformers ``embedding_model``.
    ``claims`` / ``auxiliary``: per doc id, reuse another run's claims and
    (paraphrased) queries (:meth:`ReidReport.claims`, :meth:`ReidReport.auxiliary`).
    """
    if linker not in LINKERS:
        raise ValueError(f"linker must be one of {LINKERS}, got {linker!r}")
    if query_mode not in QUERY_MODES:
        raise ValueError(f"query_mode must be one of {QUERY_MODES}, got {query_mode!r}")
    if sanitized_units not in UNIT_KINDS:
        raise ValueError(f"sanitized_units must be one of {UNIT_KINDS}, got {sanitized_units!r}")
    if judged not in JUDGED_CLAIMS:
        raise ValueError(f"judged must be one of {JUDGED_CLAIMS}, got {judged!r}")
    start = time.perf_counter()
    sanitized_docs = [d if isinstance(d, SanitizedDoc) else read_sanitized([d])[0] for d in docs]
    ids = _doc_ids(sanitized_docs)
    n = len(sanitized_docs)
    seconds: dict[str, float] = {}

    # 1. claims of the originals
    t0 = time.perf_counter()
    doc_claims: list[list[str]] = []
    claim_sources: list[str] = []
    for doc_id, doc in zip(ids, sanitized_docs, strict=True):
        if claims is not None and doc_id in claims:
            doc_claims.append([str(c) for c in claims[doc_id]])
            claim_sources.append("given")
            continue
        found, source = extract_claims(doc.original, llm, chunk_chars=claim_chunk_chars, seed=seed)
        doc_claims.append(found)
        claim_sources.append(source)
    seconds["claims"] = time.perf_counter() - t0

    # 2. auxiliary information
    t0 = time.perf_counter()
    chosen: list[list[str]] = []
    queries: list[list[str]] = []
    for doc_id, found in zip(ids, doc_claims, strict=True):
        rng = random.Random(f"{seed}:{doc_id}")
        picked = sorted(rng.sample(range(len(found)), min(n_auxiliary, len(found))))
        chosen.append([found[i] for i in picked])
        if auxiliary is not None and doc_id in auxiliary:
            queries.append([str(q) for q in auxiliary[doc_id]])
        elif paraphrase and llm is not None:
            queries.append([paraphrase_claim(found[i], llm, seed=seed) for i in picked])
        else:
            queries.append([found[i] for i in picked])
    seconds["auxiliary"] = time.perf_counter() - t0

    # 3. linking over the sanitized collection
    t0 = time.perf_counter()
    units: list[str] = []
    ranges: list[tuple[int, int]] = []
    for doc in sanitized_docs:
        if sanitized_units == "claims" and llm is not None:
            doc_units, _ = extract_claims(doc.sanitized, llm, chunk_chars=claim_chunk_chars, seed=seed)
        else:
            doc_units = split_sentences(doc.sanitized)
        ranges.append((len(units), len(units) + len(doc_units)))
        units.extend(doc_units)
    if linker == "dense":
        index: Any = _DenseIndex(units, embed or sentence_embedder(embedding_model))
    else:
        index = _BM25Index(units)
    links: list[Link] = []
    for i, doc_id in enumerate(ids):
        rng = random.Random(f"{seed}:link:{doc_id}")
        doc_queries = queries[i] if query_mode == "majority" else [" ".join(queries[i])]
        unit_scores = index.scores(doc_queries) if doc_queries else np.zeros((0, len(units)))
        links.append(link_by_units(unit_scores, ranges, i, rng, query_mode))
    seconds["linking"] = time.perf_counter() - t0

    results = [
        ReidDocResult(
            doc_id=ids[i],
            claims=doc_claims[i],
            claim_source=claim_sources[i],
            auxiliary=chosen[i],
            queries=queries[i],
            link=links[i],
            linked_id=ids[links[i].linked],
        )
        for i in range(n)
    ]

    # 4. semantic distance
    t0 = time.perf_counter()
    if llm is not None:
        for result in results:
            to_judge = list(result.claims)
            if judged == "non_auxiliary":
                given = set(result.auxiliary)
                to_judge = [c for c in to_judge if c not in given]
            if max_judged_claims is not None and len(to_judge) > max_judged_claims:
                rng = random.Random(f"{seed}:judge:{result.doc_id}")
                keep = sorted(rng.sample(range(len(to_judge)), max_judged_claims))
                to_judge = [to_judge[k] for k in keep]
            ratings: list[int | None] = []
            linked = result.link.linked
            for b in range(0, len(to_judge), max(1, claims_per_prompt)):
                batch = to_judge[b : b + max(1, claims_per_prompt)]
                context = _judge_context(
                    sanitized_docs[linked].sanitized, units, ranges[linked], batch, index, max_context_chars
                )
                ratings.extend(judge_claims(batch, context, llm, samples=judge_samples, seed=seed))
            result.judged_claims = to_judge
            result.ratings = ratings
            rated = [(r - 1) / 2 for r in ratings if r is not None]
            result.mu = sum(rated) / len(rated) if rated else None
    seconds["judge"] = time.perf_counter() - t0

    # 5. lexical baseline
    t0 = time.perf_counter()
    if lexical:
        _lexical(results, sanitized_docs, queries, seed)
    seconds["lexical"] = time.perf_counter() - t0

    scores = _summarise(results, llm is not None, lexical, n)
    scores.update({PREFIX + "seconds_" + k: v for k, v in seconds.items()})
    scores[PREFIX + "seconds"] = time.perf_counter() - start
    return ReidReport(scores, results)


def score_semantic_reid(
    docs: Iterable[Doc | Example | SanitizedDoc], llm: ChatLLM | None = None, **options: Any
) -> dict[str, Any]:
    """Correct-linkage rate, semantic privacy and lexical privacy (keys ``reid_*``).

    * ``reid_correct_linkage``: share of documents the main linker links to
      their own sanitized version (ties count ``1/k``).
    * ``reid_semantic_privacy``: mean ``mu`` over documents (only with an
      ``llm``), with the rating shares ``reid_rating_1/2/3``.
    * ``reid_lexical_privacy``: mean ``1 - ROUGE-L F1`` with the ROUGE linker
      (``reid_lexical_linkage`` its correct-linkage rate);
      ``reid_lexical_privacy_linked``: the same metric on the main linker's links.

    Options: see :func:`run_semantic_reid`.
    """
    return run_semantic_reid(docs, llm, **options).scores


def _doc_ids(docs: Sequence[SanitizedDoc]) -> list[str]:
    ids: list[str] = []
    seen = set()
    for index, doc in enumerate(docs):
        doc_id = str(index) if doc.doc_id is None else str(doc.doc_id)
        if doc_id in seen:
            doc_id = f"{doc_id}#{index}"
        seen.add(doc_id)
        ids.append(doc_id)
    return ids


def _judge_context(
    sanitized: str,
    units: Sequence[str],
    unit_range: tuple[int, int],
    claims: Sequence[str],
    index: Any,
    max_chars: int,
) -> str:
    """The linked document, or (if longer than ``max_chars``) its units most similar to ``claims``, in order."""
    if len(sanitized) <= max_chars:
        return sanitized
    a, b = unit_range
    if b <= a:
        return sanitized[:max_chars]
    best = index.scores(list(claims))[:, a:b].max(axis=0)
    chosen: list[int] = []
    size = 0
    for k in np.argsort(-best, kind="stable"):
        length = len(units[a + k]) + 1
        if size + length > max_chars and chosen:
            continue
        chosen.append(int(k))
        size += length
    return " ".join(units[a + k] for k in sorted(chosen))


def _lexical(results: list[ReidDocResult], docs: Sequence[SanitizedDoc], queries: list[list[str]], seed: int) -> None:
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=True)
    cache: dict[tuple[int, int], float] = {}

    def distance(original: int, linked: int) -> float:
        key = (original, linked)
        if key not in cache:
            score = scorer.score(docs[original].original, docs[linked].sanitized)["rougeL"].fmeasure
            cache[key] = 1.0 - score
        return cache[key]

    for i, result in enumerate(results):
        aux_text = " ".join(queries[i])
        recalls = [scorer.score(aux_text, doc.sanitized)["rougeL"].recall for doc in docs]
        rng = random.Random(f"{seed}:rouge:{result.doc_id}")
        result.lexical_link = _pick(recalls, None, i, rng)
        result.lexical_mu = distance(i, result.lexical_link.linked)
        result.lexical_mu_linked = distance(i, result.link.linked)


def _mean(values: Iterable[float | None]) -> float | None:
    kept = [v for v in values if v is not None]
    return sum(kept) / len(kept) if kept else None


def _summarise(results: list[ReidDocResult], judged: bool, lexical: bool, n: int) -> dict[str, Any]:
    scores: dict[str, Any] = {
        PREFIX + "docs": n,
        PREFIX + "correct_linkage": _mean(r.link.credit for r in results),
        PREFIX + "chance_linkage": 1.0 / n if n else None,
        PREFIX + "claims_per_doc": _mean(len(r.claims) for r in results),
        PREFIX + "llm_claim_docs": sum(r.claim_source in ("llm", "mixed") for r in results),
    }
    if judged:
        ratings = [x for r in results for x in r.ratings]
        rated = [x for x in ratings if x is not None]
        scores[PREFIX + "semantic_privacy"] = _mean(r.mu for r in results)
        scores[PREFIX + "judged_claims"] = len(ratings)
        scores[PREFIX + "unrated_claims"] = len(ratings) - len(rated)
        for value in (1, 2, 3):
            scores[f"{PREFIX}rating_{value}"] = rated.count(value) / len(rated) if rated else None
    if lexical:
        scores[PREFIX + "lexical_privacy"] = _mean(r.lexical_mu for r in results)
        scores[PREFIX + "lexical_linkage"] = _mean(r.lexical_link.credit for r in results if r.lexical_link)
        scores[PREFIX + "lexical_privacy_linked"] = _mean(r.lexical_mu_linked for r in results)
    return scores


@registry.scorers("spacy_sanitize.semantic_reid_scorer.v1")
def make_semantic_reid_scorer(
    llm: ChatLLM | None = None,
    linker: str = "dense",
    query_mode: str = "majority",
    embedding_model: str | None = None,
    n_auxiliary: int = 3,
    paraphrase: bool = True,
    judge_samples: int = 5,
    judged: str = "all",
    max_judged_claims: int | None = None,
    claims_per_prompt: int = 1,
    sanitized_units: str = "sentences",
    max_context_chars: int = 6000,
    claim_chunk_chars: int = 1500,
    lexical: bool = True,
    seed: int = 0,
) -> Callable[..., dict[str, Any]]:
    """Registered scorer: ``{"@scorers": "spacy_sanitize.semantic_reid_scorer.v1"}``.

    The LLM is a registered backend, e.g. ``[evaluation.scorer.llm] @misc =
    "spacy_sanitize.LlamaCppChat.v1"``; without one, claims are sentences and
    no ``mu`` is judged (linkage and lexical privacy only).
    """
    for name, value, allowed in (
        ("linker", linker, LINKERS),
        ("query_mode", query_mode, QUERY_MODES),
        ("sanitized_units", sanitized_units, UNIT_KINDS),
        ("judged", judged, JUDGED_CLAIMS),
    ):
        if value not in allowed:
            raise ValueError(f"{name} must be one of {allowed}, got {value!r}")
    options = dict(
        linker=linker,
        query_mode=query_mode,
        embedding_model=embedding_model,
        n_auxiliary=n_auxiliary,
        paraphrase=paraphrase,
        judge_samples=judge_samples,
        judged=judged,
        max_judged_claims=max_judged_claims,
        claims_per_prompt=claims_per_prompt,
        sanitized_units=sanitized_units,
        max_context_chars=max_context_chars,
        claim_chunk_chars=claim_chunk_chars,
        lexical=lexical,
        seed=seed,
    )

    def semantic_reid_scorer(examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        return score_semantic_reid(list(examples), llm, **options)

    return semantic_reid_scorer


class SharedClaimsAttack:
    """:func:`run_semantic_reid` on several sanitizations of the same originals, claims extracted once.

    Why: the claims of an original and the (paraphrased) auxiliary queries do not
    depend on how it was sanitized. The paper attacks every system with the same
    ones, which keeps the comparison fair and spares the LLM calls of every method
    after the first. ``options`` are :func:`run_semantic_reid`'s keyword arguments.
    Claims are shared by doc id, so the documents need real ids (``doc._.doc_id``):
    without one a document is known by its position, which another call may give to
    a different document.
    """

    def __init__(self, llm: ChatLLM | None = None, **options: Any) -> None:
        self.llm = llm
        self.options = options
        self.claims: dict[str, list[str]] = {}
        self.auxiliary: dict[str, list[str]] = {}

    def __call__(self, docs: Iterable[Doc | Example | SanitizedDoc]) -> ReidReport:
        report = run_semantic_reid(docs, self.llm, claims=self.claims, auxiliary=self.auxiliary, **self.options)
        for doc_id, found in report.claims().items():
            self.claims.setdefault(doc_id, found)
        for doc_id, queries in report.auxiliary().items():
            self.auxiliary.setdefault(doc_id, queries)
        return report


__all__ = [
    "ATOMIZE_PROMPT",
    "JUDGE_PROMPT",
    "PARAPHRASE_PROMPT",
    "Link",
    "ReidDocResult",
    "ReidReport",
    "SharedClaimsAttack",
    "extract_claims",
    "judge_claims",
    "link_by_units",
    "make_semantic_reid_scorer",
    "mode_rating",
    "paraphrase_claim",
    "parse_claims",
    "parse_paraphrase",
    "parse_ratings",
    "run_semantic_reid",
    "score_semantic_reid",
    "sentence_embedder",
    "split_sentences",
]
