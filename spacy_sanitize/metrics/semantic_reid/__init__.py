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

from .answers import mode_rating, parse_claims, parse_paraphrase, parse_ratings
from .attack import SharedClaimsAttack, make_semantic_reid_scorer, run_semantic_reid, score_semantic_reid
from .linking import Link, link_by_units, sentence_embedder
from .llm_steps import extract_claims, judge_claims, paraphrase_claim
from .prompts import ATOMIZE_ICL, ATOMIZE_INPUT, ATOMIZE_PROMPT, JUDGE_ICL, JUDGE_PROMPT, PARAPHRASE_PROMPT
from .results import ReidDocResult, ReidReport
from .settings import JUDGED_CLAIMS, LINKERS, PREFIX, QUERY_MODES, UNIT_KINDS, Embedder
from .text import chunk_sentences, split_sentences

__all__ = [
    "ATOMIZE_ICL",
    "ATOMIZE_INPUT",
    "ATOMIZE_PROMPT",
    "Embedder",
    "JUDGED_CLAIMS",
    "JUDGE_ICL",
    "JUDGE_PROMPT",
    "LINKERS",
    "Link",
    "PARAPHRASE_PROMPT",
    "PREFIX",
    "QUERY_MODES",
    "ReidDocResult",
    "ReidReport",
    "SharedClaimsAttack",
    "UNIT_KINDS",
    "chunk_sentences",
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
