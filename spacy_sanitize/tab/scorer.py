"""TAB's metrics as a spaCy scorer.

``nlp.evaluate``, ``spacy evaluate`` and ``spacy train`` score through
functions registered under ``@scorers``; this module turns Examples into TAB
gold documents and predicted spans and runs :class:`~.evaluation.TabEvaluator`
on them, so a pipeline is scored with the benchmark's own rules.

* Gold: ``example.reference.spans[span_key]`` with ``pii_identifier_type``
  (NO_MASK mentions need no masking; None means unknown and needs masking)
  and ``pii_entity_id`` (missing ids are grouped by normalised text + label).
* Predictions: ``example.predicted.spans[span_key]`` (``source="spans"``) or
  the character ranges of the edits in force in ``doc._.sanitize_edits``
  (``source="edits"``), i.e. what was actually rewritten.

Keys are the evaluator's, prefixed ``tab_`` (``tab_token_f1``...). With
``source="spans"`` the registered scorer also returns spaCy's standard span
scores of the group (exact token boundaries and label, as ``spancat`` and
``span_ruler`` score): ``spans_{span_key}_p/_r/_f`` and
``spans_{span_key}_per_type``, the keys that ``spacy evaluate --spans-key
{span_key}`` prints as ``SPAN P/R/F`` and its per-type table.
"""

from collections.abc import Callable, Iterable
from typing import Any

import spacy
from spacy.scorer import Scorer
from spacy.training import Example

from ..doc_model import PII_SPAN_KEY, get_edits, resolve_edits
from ..errors import DocumentError
from .corpus import gold_from_doc
from .evaluation import GoldDocument, TabEvaluator

SOURCES = ("spans", "edits")
PREFIX = "tab_"
#: spaCy's prefix of span-group scores: ``spans_{span_key}_f`` (what ``spacy evaluate --spans-key`` prints).
SPANS_PREFIX = "spans_"


def score_tab(
    examples: Iterable[Example],
    span_key: str = PII_SPAN_KEY,
    source: str = "spans",
    per_type: bool = True,
) -> dict[str, Any]:
    """TAB's recall, precision and F1 of Examples' predictions, keys prefixed ``tab_``.

    Documents are named by ``doc._.doc_id`` (reference first), else by their
    index; a repeated id gets ``#index`` appended so that no document is lost.
    """
    if source not in SOURCES:
        raise ValueError(f"source must be one of {SOURCES}, got {source!r}")
    gold: list[GoldDocument] = []
    predictions: dict[str, list[tuple[int, int]]] = {}
    seen: set[str] = set()
    for index, example in enumerate(examples):
        doc_id = _example_id(example, index, seen)
        gold.append(gold_from_doc(example.reference, span_key, doc_id=doc_id))
        predictions[doc_id] = _predicted_ranges(example, span_key, source, doc_id)
    scores = TabEvaluator(gold).evaluate(predictions, per_type=per_type)
    return {PREFIX + key: value for key, value in scores.items()}


def _example_id(example: Example, index: int, seen: set[str]) -> str:
    doc_id = example.reference._.doc_id
    if doc_id is None:
        doc_id = example.predicted._.doc_id
    doc_id = str(index) if doc_id is None else str(doc_id)
    if doc_id in seen:
        doc_id = f"{doc_id}#{index}"
    seen.add(doc_id)
    return doc_id


def _predicted_ranges(example: Example, span_key: str, source: str, doc_id: str) -> list[tuple[int, int]]:
    predicted = example.predicted
    if predicted.text != example.reference.text:
        raise DocumentError(
            doc_id,
            "the predicted text differs from the reference text; components must record rewrites "
            "in doc._.sanitize_edits instead of changing doc.text",
        )
    if source == "spans":
        if span_key not in predicted.spans:
            return []
        return [(span.start_char, span.end_char) for span in predicted.spans[span_key]]
    return [(edit.start, edit.end) for edit in resolve_edits(get_edits(predicted), doc_id=doc_id)]


def score_span_group(examples: Iterable[Example], span_key: str = PII_SPAN_KEY) -> dict[str, Any]:
    """spaCy's span P/R/F of ``doc.spans[span_key]``: keys ``spans_{span_key}_p/_r/_f/_per_type``.

    Exact token boundaries and labels, overlaps allowed (as spaCy's ``spancat`` and
    ``span_ruler`` score); references without the group are skipped (not annotated).
    """

    def getter(doc: Any, attr: str) -> Any:
        return doc.spans.get(span_key, [])

    return Scorer.score_spans(
        examples,
        f"{SPANS_PREFIX}{span_key}",
        getter=getter,
        has_annotation=lambda doc: span_key in doc.spans,
        labeled=True,
        allow_overlap=True,
    )


@spacy.util.registry.scorers("spacy_sanitize.tab_scorer.v1")
def make_tab_scorer(span_key: str = PII_SPAN_KEY, source: str = "spans") -> Callable[..., dict[str, Any]]:
    """Registered scorer: ``scorer = {"@scorers": "spacy_sanitize.tab_scorer.v1"}``.

    With ``source="spans"`` the TAB keys come with spaCy's span scores of the
    group (:func:`score_span_group`), so ``spacy evaluate PIPELINE DATA
    --spans-key pii`` prints the detector's span P/R/F and per-type table.
    """
    if source not in SOURCES:
        raise ValueError(f"source must be one of {SOURCES}, got {source!r}")

    def tab_scorer(examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        examples = list(examples)
        per_type = bool(kwargs.get("per_type", True))
        scores = score_tab(examples, span_key=span_key, source=source, per_type=per_type)
        if source == "spans":
            scores.update(score_span_group(examples, span_key))
        return scores

    return tab_scorer
