"""Every metric of a sanitizing component at once: ``spacy_sanitize.sanitization_scorer.v1``.

A spaCy component has one scorer; this one runs several registered scorers
over the same Examples and merges their score dicts, so that
``spacy evaluate PIPELINE DATA --per-component --output scores.json`` reports
TPS, NMI, TRIR, NER consistency, re-identification and perplexity of a
``pii_replacer`` (or any sanitizing component) under its name::

    [components.pii_replacer.scorer]
    @scorers = "spacy_sanitize.sanitization_scorer.v1"
    max_docs = null                      # every metric: all documents

    [components.pii_replacer.scorer.max_docs_per_metric]
    perplexity = 5                       # LLM-priced: the first 5 documents only

    [components.pii_replacer.scorer.metrics.trir]
    @scorers = "spacy_sanitize.trir_scorer.v1"
    background = ["background.json"]

    [components.pii_replacer.scorer.metrics.perplexity]
    @scorers = "spacy_sanitize.perplexity_scorer.v1"

* ``metrics``: name -> registered scorer. A metric set to ``null`` is switched
  off. Metrics run in the order given; each gets the same Examples (and the
  keyword arguments spaCy passes to a component's scorer).
* Document limits, for metrics priced by LLM calls or model passes:
  ``max_docs`` applies to every metric, ``max_docs_per_metric`` (name ->
  limit, ``null`` for all documents) overrides it per metric. A limited metric
  scores the **first** N Examples in corpus order (deterministic, the same
  documents for every system compared); its own count key (``ppl_docs``,
  ``reid_docs``...) says how many it saw.
* Merging: the keys of all metrics go into one dict, and a key returned by two
  metrics is an error (rather than one silently hiding the other). The scorer
  adds ``sanitization_seconds`` ({metric: seconds}).

A metric that fails raises, naming the metric: a missing model must not pass
for a score.
"""

import logging
import time
from collections.abc import Callable, Iterable
from typing import Any

from spacy.training import Example
from spacy.util import registry

logger = logging.getLogger(__name__)

#: The key under which the combined scorer reports each metric's run time.
SECONDS_KEY = "sanitization_seconds"

ScoreFunction = Callable[..., dict[str, Any]]


def _check_limit(name: str, value: int | None) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be a positive integer or null, got {value!r}")
    return value


def merge_scores(named_scores: Iterable[tuple]) -> dict[str, Any]:
    """Merge ``(metric name, score dict)`` pairs; a key returned by two metrics is a ``ValueError``."""
    merged: dict[str, Any] = {}
    owner: dict[str, str] = {}
    for name, scores in named_scores:
        if not isinstance(scores, dict):
            raise TypeError(f"metric {name!r} returned {type(scores).__name__}, not a dict of scores")
        for key, value in scores.items():
            if key in owner:
                raise ValueError(
                    f"metrics {owner[key]!r} and {name!r} both return the score {key!r}; "
                    "score them in separate components or drop one of them"
                )
            owner[key] = name
            merged[key] = value
    return merged


class SanitizationScorer:
    """Runs named scorers over the same Examples and merges their scores (see the module docs)."""

    def __init__(
        self,
        metrics: dict[str, ScoreFunction | None],
        max_docs: int | None = None,
        max_docs_per_metric: dict[str, int | None] | None = None,
    ) -> None:
        self.metrics: dict[str, ScoreFunction] = {}
        for name, metric in metrics.items():
            if metric is None:
                continue
            if not callable(metric):
                raise TypeError(f"metric {name!r} is {type(metric).__name__}, not a scorer; "
                                "give it as a block with @scorers = \"...\"")
            self.metrics[name] = metric
        if not self.metrics:
            raise ValueError("sanitization_scorer needs at least one metric under metrics")
        self.max_docs = _check_limit("max_docs", max_docs)
        self.max_docs_per_metric: dict[str, int | None] = {}
        for name, limit in (max_docs_per_metric or {}).items():
            if name not in metrics:
                raise ValueError(
                    f"max_docs_per_metric names {name!r}, which is not a metric; metrics: {sorted(metrics)}"
                )
            self.max_docs_per_metric[name] = _check_limit(f"max_docs_per_metric.{name}", limit)

    def limit(self, name: str) -> int | None:
        """How many documents metric ``name`` scores (None: all)."""
        return self.max_docs_per_metric.get(name, self.max_docs)

    def __call__(self, examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        examples = list(examples)
        results: list[tuple] = []
        seconds: dict[str, float] = {}
        for name, metric in self.metrics.items():
            limit = self.limit(name)
            chosen = examples if limit is None else examples[:limit]
            logger.info("sanitization_scorer: %s on %d of %d documents", name, len(chosen), len(examples))
            start = time.perf_counter()
            try:
                scores = metric(chosen, **kwargs)
            except Exception as error:
                raise RuntimeError(
                    f"sanitization_scorer: metric {name!r} failed: {type(error).__name__}: {error}"
                ) from error
            seconds[name] = time.perf_counter() - start
            results.append((name, scores))
        merged = merge_scores(results)
        if SECONDS_KEY in merged:
            raise ValueError(f"a metric returns {SECONDS_KEY!r}, the key the combined scorer reports times under")
        merged[SECONDS_KEY] = seconds
        return merged


@registry.scorers("spacy_sanitize.sanitization_scorer.v1")
def make_sanitization_scorer(
    # Dict[str, Any], not Dict[str, Callable]: confection (1.3, pydantic 2) checks the
    # unresolved blocks of a dict's values against Callable and refuses them; the
    # values are checked here instead (callable or null).
    metrics: dict[str, Any],
    max_docs: int | None = None,
    max_docs_per_metric: dict[str, int | None] = {},  # noqa: B006 - spaCy config default, never mutated
) -> ScoreFunction:
    """Registered scorer: several metrics of one component, merged (see the module docs)."""
    return SanitizationScorer(metrics, max_docs=max_docs, max_docs_per_metric=dict(max_docs_per_metric))


__all__ = ["SECONDS_KEY", "SanitizationScorer", "make_sanitization_scorer", "merge_scores"]
