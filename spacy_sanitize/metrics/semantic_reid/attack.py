"""The attack end to end, its score and its registered spaCy scorer."""
from __future__ import annotations

import random
import time
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

import numpy as np
from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ...llm.base import ChatLLM
from ...registered import scorer_of
from ..inputs import SanitizedDoc, read_sanitized
from .linking import Link, _BM25Index, _DenseIndex, _pick, link_by_units, sentence_embedder
from .llm_steps import extract_claims, judge_claims, paraphrase_claim
from .results import ReidDocResult, ReidReport
from .settings import JUDGED_CLAIMS, LINKERS, PREFIX, QUERY_MODES, UNIT_KINDS, Embedder
from .text import split_sentences


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
    attacked: Collection[str] | None = None,
) -> ReidReport:
    """The attack on a sanitized collection; :func:`score_semantic_reid` returns its ``scores``.

    ``docs``: sanitized Docs / Examples (or :class:`SanitizedDoc`); originals
    and sanitized texts come from their edit logs. ``embed``: a ``texts ->
    array`` function instead of the sentence-transformers ``embedding_model``.
    ``claims`` / ``auxiliary``: per doc id, reuse another run's claims and
    (paraphrased) queries (:meth:`ReidReport.claims`, :meth:`ReidReport.auxiliary`).
    ``attacked``: the doc ids whose originals are attacked (default: all). The others stay in the
    sanitized collection the attacker searches - the paper's setting, where every record of the
    released dataset is a candidate - without the LLM cost of attacking them.
    """
    _check_options(linker, query_mode, sanitized_units, judged)
    start = time.perf_counter()
    sanitized_docs = [d if isinstance(d, SanitizedDoc) else read_sanitized([d])[0] for d in docs]
    ids = _doc_ids(sanitized_docs)
    targets = [i for i, doc_id in enumerate(ids) if attacked is None or doc_id in attacked]
    target_ids = [ids[i] for i in targets]
    seconds: dict[str, float] = {}

    t0 = time.perf_counter()
    doc_claims, claim_sources = _original_claims(target_ids, [sanitized_docs[i] for i in targets], llm, claims,
                                                 claim_chunk_chars, seed)
    seconds["claims"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    chosen, queries = _auxiliary(target_ids, doc_claims, llm, auxiliary, n_auxiliary, paraphrase, seed)
    seconds["auxiliary"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    units, ranges = _sanitized_units(sanitized_docs, llm, sanitized_units, claim_chunk_chars, seed)
    index: Any = _DenseIndex(units, embed or sentence_embedder(embedding_model)) if linker == "dense" else _BM25Index(units)
    links = _link(targets, target_ids, queries, index, units, ranges, query_mode, seed)
    seconds["linking"] = time.perf_counter() - t0

    results = [
        ReidDocResult(doc_id=target_ids[k], claims=doc_claims[k], claim_source=claim_sources[k], auxiliary=chosen[k],
                      queries=queries[k], link=links[k], linked_id=ids[links[k].linked])
        for k in range(len(targets))
    ]
    t0 = time.perf_counter()
    if llm is not None:
        for result in results:
            _judge(result, sanitized_docs, units, ranges, index, llm, judged=judged, max_judged_claims=max_judged_claims,
                   claims_per_prompt=claims_per_prompt, max_context_chars=max_context_chars,
                   judge_samples=judge_samples, seed=seed)
    seconds["judge"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    if lexical:
        _lexical(results, targets, sanitized_docs, queries, seed)
    seconds["lexical"] = time.perf_counter() - t0

    scores = _summarise(results, llm is not None, lexical, len(ids))
    scores.update({PREFIX + "seconds_" + k: v for k, v in seconds.items()})
    scores[PREFIX + "seconds"] = time.perf_counter() - start
    return ReidReport(scores, results)


def _check_options(linker: str, query_mode: str, sanitized_units: str, judged: str) -> None:
    for name, value, allowed in (("linker", linker, LINKERS), ("query_mode", query_mode, QUERY_MODES),
                                 ("sanitized_units", sanitized_units, UNIT_KINDS), ("judged", judged, JUDGED_CLAIMS)):
        if value not in allowed:
            raise ValueError(f"{name} must be one of {allowed}, got {value!r}")


def _original_claims(
    ids: Sequence[str], docs: Sequence[SanitizedDoc], llm: ChatLLM | None,
    given: Mapping[str, Sequence[str]] | None, chunk_chars: int, seed: int,
) -> tuple[list[list[str]], list[str]]:
    """Stage 1: the atomic claims of every original, and where each document's came from."""
    doc_claims: list[list[str]] = []
    sources: list[str] = []
    for doc_id, doc in zip(ids, docs, strict=True):
        if given is not None and doc_id in given:
            doc_claims.append([str(c) for c in given[doc_id]])
            sources.append("given")
            continue
        found, source = extract_claims(doc.original, llm, chunk_chars=chunk_chars, seed=seed)
        doc_claims.append(found)
        sources.append(source)
    return doc_claims, sources


def _auxiliary(
    ids: Sequence[str], doc_claims: Sequence[list[str]], llm: ChatLLM | None,
    given: Mapping[str, Sequence[str]] | None, n_auxiliary: int, paraphrase: bool, seed: int,
) -> tuple[list[list[str]], list[list[str]]]:
    """Stage 2: the claims drawn as auxiliary information, and the (paraphrased) queries made of them."""
    chosen: list[list[str]] = []
    queries: list[list[str]] = []
    for doc_id, found in zip(ids, doc_claims, strict=True):
        rng = random.Random(f"{seed}:{doc_id}")
        picked = sorted(rng.sample(range(len(found)), min(n_auxiliary, len(found))))
        chosen.append([found[i] for i in picked])
        if given is not None and doc_id in given:
            queries.append([str(q) for q in given[doc_id]])
        elif paraphrase and llm is not None:
            queries.append([paraphrase_claim(found[i], llm, seed=seed) for i in picked])
        else:
            queries.append([found[i] for i in picked])
    return chosen, queries


def _sanitized_units(docs: Sequence[SanitizedDoc], llm: ChatLLM | None, unit_kind: str, chunk_chars: int,
                     seed: int) -> tuple[list[str], list[tuple[int, int]]]:
    """Stage 3a: the sanitized collection cut into units, and each document's range of units."""
    units: list[str] = []
    ranges: list[tuple[int, int]] = []
    for doc in docs:
        if unit_kind == "claims" and llm is not None:
            doc_units, _ = extract_claims(doc.sanitized, llm, chunk_chars=chunk_chars, seed=seed)
        else:
            doc_units = split_sentences(doc.sanitized)
        ranges.append((len(units), len(units) + len(doc_units)))
        units.extend(doc_units)
    return units, ranges


def _link(targets: Sequence[int], ids: Sequence[str], queries: Sequence[list[str]], index: Any, units: Sequence[str],
          ranges: Sequence[tuple[int, int]], query_mode: str, seed: int) -> list[Link]:
    """Stage 3b: the document each attacked original's queries link to (``targets``: their positions)."""
    links: list[Link] = []
    for k, (own, doc_id) in enumerate(zip(targets, ids, strict=True)):
        rng = random.Random(f"{seed}:link:{doc_id}")
        doc_queries = queries[k] if query_mode == "majority" else [" ".join(queries[k])]
        unit_scores = index.scores(doc_queries) if doc_queries else np.zeros((0, len(units)))
        links.append(link_by_units(unit_scores, ranges, own, rng, query_mode))
    return links


def _judge(
    result: ReidDocResult, docs: Sequence[SanitizedDoc], units: Sequence[str], ranges: Sequence[tuple[int, int]],
    index: Any, llm: ChatLLM, *, judged: str, max_judged_claims: int | None, claims_per_prompt: int,
    max_context_chars: int, judge_samples: int, seed: int,
) -> None:
    """Stage 4: how well the linked sanitized document supports each claim (mu of one document)."""
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
    step = max(1, claims_per_prompt)
    for b in range(0, len(to_judge), step):
        batch = to_judge[b : b + step]
        context = _judge_context(docs[linked].sanitized, units, ranges[linked], batch, index, max_context_chars)
        ratings.extend(judge_claims(batch, context, llm, samples=judge_samples, seed=seed))
    result.judged_claims = to_judge
    result.ratings = ratings
    rated = [(r - 1) / 2 for r in ratings if r is not None]
    result.mu = sum(rated) / len(rated) if rated else None


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


def _lexical(results: list[ReidDocResult], targets: Sequence[int], docs: Sequence[SanitizedDoc],
             queries: list[list[str]], seed: int) -> None:
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=True)
    cache: dict[tuple[int, int], float] = {}

    def distance(original: int, linked: int) -> float:
        key = (original, linked)
        if key not in cache:
            score = scorer.score(docs[original].original, docs[linked].sanitized)["rougeL"].fmeasure
            cache[key] = 1.0 - score
        return cache[key]

    for k, (own, result) in enumerate(zip(targets, results, strict=True)):
        aux_text = " ".join(queries[k])
        recalls = [scorer.score(aux_text, doc.sanitized)["rougeL"].recall for doc in docs]
        rng = random.Random(f"{seed}:rouge:{result.doc_id}")
        result.lexical_link = _pick(recalls, None, own, rng)
        result.lexical_mu = distance(own, result.lexical_link.linked)
        result.lexical_mu_linked = distance(own, result.link.linked)


def _mean(values: Iterable[float | None]) -> float | None:
    kept = [v for v in values if v is not None]
    return sum(kept) / len(kept) if kept else None


def _summarise(results: list[ReidDocResult], judged: bool, lexical: bool, pool: int) -> dict[str, Any]:
    """``pool``: the documents of the sanitized collection the attacker searches (the attacked ones and the rest)."""
    scores: dict[str, Any] = {
        PREFIX + "docs": len(results),
        PREFIX + "pool": pool,
        PREFIX + "correct_linkage": _mean(r.link.credit for r in results),
        PREFIX + "chance_linkage": 1.0 / pool if pool else None,
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


def _check_scorer(**options: Any) -> None:
    _check_options(options["linker"], options["query_mode"], options["sanitized_units"], options["judged"])


#: ``{"@scorers": "spacy_sanitize.semantic_reid_scorer.v1"}``, with :func:`run_semantic_reid`'s settings. The
#: LLM is a registered backend, e.g. ``[evaluation.scorer.llm] @misc = "spacy_sanitize.LlamaCppChat.v1"``;
#: without one, claims are sentences and no ``mu`` is judged (linkage and lexical privacy only).
make_semantic_reid_scorer = registry.scorers("spacy_sanitize.semantic_reid_scorer.v1")(
    scorer_of(score_semantic_reid, settings_of=run_semantic_reid, leave_out=("embed", "claims", "auxiliary", "attacked"),
              check=_check_scorer))


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

    def __call__(self, docs: Iterable[Doc | Example | SanitizedDoc], attacked: Collection[str] | None = None) -> ReidReport:
        """Attack ``docs`` (``attacked``: only these doc ids, the others searched; see :func:`run_semantic_reid`)."""
        report = run_semantic_reid(docs, self.llm, claims=self.claims, auxiliary=self.auxiliary, attacked=attacked,
                                   **self.options)
        for doc_id, found in report.claims().items():
            self.claims.setdefault(doc_id, found)
        for doc_id, queries in report.auxiliary().items():
            self.auxiliary.setdefault(doc_id, queries)
        return report
