"""TPS (text preserved similarity), the utility metric of Pilán et al. §4.1.3, from the edit log.

For a document D and its sanitized version D'::

    TPS(D, D') = sum_t IC(t) * SIM(t) / sum_t IC(t)

over the terms t of D (:mod:`.information_content`), with
``SIM(t) = max(0, cos(EMBED(original), EMBED(replacement)))`` for a term that
overlaps edits and 1 for an unedited term. The collection's TPS is the mean
over documents.

Which text replaces a term is read from the edit log: the region compared is
the term widened to the whole edits it overlaps, i.e. ``original`` is the
original text of that region and ``replacement`` the text the sanitized
document has in its place (edits inside a longer term keep the rest of the
term: "the lawyer John Smith" -> "the lawyer [PERSON]"; a term inside a longer
edit gets the similarity of the whole edit, as in the authors' code). A
replacement that is empty or only whitespace (suppression) has similarity 0,
one identical to the original similarity 1, without embedding either.

Documents without information (no terms, or all IC 0) have no TPS and are left
out of the mean (``tps_n_docs`` counts the rest).

Differences from the paper's setup and the authors' ``eval_TPS.py``: the
default models are all-MiniLM-L6-v2 (embeddings; the paper uses
paraphrase-albert-base-v2) and the project's MiniLM MLM (IC; the paper uses
bert-base-uncased), both arguments; a term counts as edited when any edit
overlaps it (the authors' test misses an edit that starts before and ends
after the term); the compared original is the term widened to its edits, so
a change inside a long noun chunk is compared in the chunk's context.

Heavy libraries (torch, transformers, sentence_transformers) load on first use.
"""

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import spacy
from spacy.tokens import Doc
from spacy.training import Example

from ..doc_model import Edit
from ..registered import scorer_of
from ..resources import default_embedding_model, sentence_embedder
from .information_content import DEFAULT_ANALYSIS_MODEL, DEFAULT_N_ALTERNATIONS, DocumentIC, get_information_content
from .inputs import SanitizedDoc, read_sanitized

#: ``embed(texts) -> array (len(texts), dim)``
EmbedFunction = Callable[[list[str]], np.ndarray]
PREFIX = "tps"

def _lazy_embedder(model: str | Path | None, device: str) -> EmbedFunction:
    """:func:`sentence_embedder`, loaded on the first call (never when nothing needs embedding)."""
    loaded: list[EmbedFunction] = []

    def embed(texts: list[str]) -> np.ndarray:
        if not loaded:
            loaded.append(sentence_embedder(model, device=device))
        return loaded[0](texts)

    return embed


def term_replacements(doc: SanitizedDoc, terms: Sequence[tuple[int, int]]) -> list[tuple[str, str] | None]:
    """For each term, ``(original, replacement)`` of the region the edits rewrote, or None when unedited."""
    edits: Sequence[Edit] = doc.edits  # in force: disjoint, sorted by start
    starts = [e.start for e in edits]
    ends = [e.end for e in edits]
    text = doc.original
    result: list[tuple[str, str] | None] = []
    for start, end in terms:
        lo = bisect_right(ends, start)  # first edit ending after the term starts
        hi = bisect_left(starts, end)  # first edit starting at or after the term's end
        if lo >= hi:
            result.append(None)
            continue
        region_start = min(start, edits[lo].start)
        region_end = max(end, edits[hi - 1].end)
        parts = []
        at = region_start
        for edit in edits[lo:hi]:
            parts.append(text[at : edit.start])
            parts.append(edit.replacement)
            at = edit.end
        parts.append(text[at:region_end])
        result.append((text[region_start:region_end], "".join(parts)))
    return result


def similarities(pairs: Sequence[tuple[str, str] | None], embed: EmbedFunction) -> np.ndarray:
    """SIM per term: 1 unedited or unchanged, 0 suppressed, else max(0, cosine) of the embeddings."""
    sims = np.ones(len(pairs))
    to_embed: dict[str, int] = {}
    jobs = []
    for i, pair in enumerate(pairs):
        if pair is None:
            continue
        original, replacement = pair
        if not replacement.strip():
            sims[i] = 0.0
        elif replacement.strip() == original.strip():
            sims[i] = 1.0
        else:
            jobs.append((i, to_embed.setdefault(original, len(to_embed)), to_embed.setdefault(replacement, len(to_embed))))
    if jobs:
        vectors = np.asarray(embed(list(to_embed)), dtype=np.float64)
        norms = np.linalg.norm(vectors, axis=1)
        norms[norms == 0] = 1.0
        vectors = vectors / norms[:, None]
        for i, a, b in jobs:
            sims[i] = float(np.clip(vectors[a] @ vectors[b], 0.0, 1.0))
    return sims


def score_tps(
    docs: Iterable[Doc | Example | SanitizedDoc],
    *,
    mlm: str | Path | None = None,
    embedding_model: str | Path | None = None,
    embed: EmbedFunction | None = None,
    n_alternations: int = DEFAULT_N_ALTERNATIONS,
    max_length: int = 512,
    context: int = 32,
    batch_size: int = 8,
    analysis_model: str = DEFAULT_ANALYSIS_MODEL,
    device: str = "cpu",
    per_doc: bool = True,
) -> dict[str, Any]:
    """TPS of sanitized documents (Docs with edit logs, Examples, or :class:`SanitizedDoc`).

    ``mlm``: masked LM for IC (default: the project's MiniLM MLM, see
    :func:`.information_content.default_mlm_path`); ``embedding_model``: a
    sentence-transformers model (default all-MiniLM-L6-v2), or ``embed``, any
    function from a list of texts to an array of vectors. IC is cached per
    original text, across calls with the same settings.

    Returns ``tps`` (mean over documents with information, None if none),
    ``tps_n_docs``, ``tps_n_terms``, ``tps_n_edited_terms`` and, with
    ``per_doc``, ``tps_per_doc`` ({doc id or index: TPS or None}).
    """
    items = list(docs)
    sanitized = [item for item in items if isinstance(item, SanitizedDoc)]
    if len(sanitized) != len(items):
        sanitized = [
            item if isinstance(item, SanitizedDoc) else read_sanitized([item])[0] for item in items
        ]
    if embed is None:
        embed = _lazy_embedder(embedding_model, device)
    ic_model = get_information_content(
        mlm,
        n_alternations=n_alternations,
        max_length=max_length,
        context=context,
        batch_size=batch_size,
        analysis_model=analysis_model,
        device=device,
    )
    ics: list[DocumentIC] = ic_model([doc.original for doc in sanitized])
    values: list[float | None] = []
    n_terms = 0
    n_edited = 0
    for doc, doc_ic in zip(sanitized, ics, strict=True):
        pairs = term_replacements(doc, doc_ic.terms)
        sims = similarities(pairs, embed)
        n_terms += len(pairs)
        n_edited += sum(pair is not None for pair in pairs)
        total = doc_ic.total
        values.append(float((doc_ic.ic * sims).sum() / total) if total > 0 else None)
    scored = [v for v in values if v is not None]
    result: dict[str, Any] = {
        PREFIX: float(np.mean(scored)) if scored else None,
        f"{PREFIX}_n_docs": len(scored),
        f"{PREFIX}_n_terms": n_terms,
        f"{PREFIX}_n_edited_terms": n_edited,
    }
    if per_doc:
        per: dict[str, float | None] = {}
        for index, (doc, value) in enumerate(zip(sanitized, values, strict=True)):
            key = str(index) if doc.doc_id is None else str(doc.doc_id)
            if key in per:
                key = f"{key}#{index}"
            per[key] = value
        result[f"{PREFIX}_per_doc"] = per
    return result


#: ``scorer = {"@scorers": "spacy_sanitize.tps_scorer.v1"}``: :func:`score_tps` of ``example.predicted``,
#: with its settings (per-document figures off by default).
make_tps_scorer = spacy.registry.scorers("spacy_sanitize.tps_scorer.v1")(
    scorer_of(score_tps, leave_out=("embed", "device"), defaults={"per_doc": False}))


__all__ = [
    "EmbedFunction",
    "default_embedding_model",
    "sentence_embedder",
    "term_replacements",
    "similarities",
    "score_tps",
    "make_tps_scorer",
]
