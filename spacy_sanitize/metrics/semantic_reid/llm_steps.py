"""The LLM stages: atomic claims (1), paraphrased auxiliary claims (2), judged support (4)."""
from __future__ import annotations

from collections.abc import Sequence

from ...llm.base import ChatLLM, LLMError
from .answers import mode_rating, parse_claims, parse_paraphrase, parse_ratings
from .prompts import _ICL_CLAIMS, ATOMIZE_ICL, ATOMIZE_INPUT, ATOMIZE_PROMPT, JUDGE_ICL, JUDGE_PROMPT, PARAPHRASE_PROMPT
from .text import _WORD, chunk_sentences, split_sentences


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


