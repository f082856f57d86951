"""``clusant_substituter``: CluSanT metric-LDP substitution (Awon et al., NAACL 2025) as a spaCy component.

Each span of ``doc.spans[span_key]`` whose label is one of ``entity_types``
is replaced by a phrase of the same type drawn from the vocabulary X′ by
CluSanT's mechanism (Fig. 2: an exponential mechanism over clusters with ε/2
on the cluster embedding f′ with push factor k, then one over the chosen
cluster's phrases with ε/2). The two published mechanisms it generalises are
configurations:

* SanText = ``clustering = SingletonClustering.v1``, ``k = 1`` (Fact 1; its ε
  is then split as Fig. 2 does, so this is SanText at ε/2), or
  ``mechanism = "santext"`` for Yue et al.'s own with the whole ε;
* CusText = ``k = "inf"`` (the limit of Fig. 2), or ``mechanism = "custext"``
  for Chen et al.'s own (no privacy across clusters, Theorem 4).

Every mention of one entity (same ``pii_entity_id``, else same label and
normalised text) gets the same replacement. A span whose text is not in X′ is
replaced as its nearest entry by embedding. A replacement never repeats a
chosen span (see :mod:`spacy_sanitize.clusant.substitution`), spans of other
types get their entity label (``other_types = "label"``) or are left to a
later component (``"keep"``), and the fail-closed guard runs last.

Randomness comes from the OS CSPRNG; ``seed`` makes runs reproducible for
experiments and warns. Theorem 5's conditions on k are checked when the
component is initialised and reported (``theorem5 = "warn"``, ``"error"`` or
``"ignore"``); the reports are in ``component.privacy_reports``.

This module imports only spaCy, numpy and the package's light modules; the
embedding model loads when X′ is first embedded (or a span is not in X′).
"""

import logging
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import srsly
from spacy.language import Language
from spacy.tokens import Doc, Span

from ..clusant.clustering import Clustering, OneCluster, describe
from ..clusant.config import ClusantPrivacy, ClusantVocabulary
from ..clusant.embeddings import EmbedFunction
from ..clusant.geometry import Geometry
from ..clusant.mechanism import ClusantMechanism, CusTextMechanism, SanTextMechanism
from ..clusant.privacy import Theorem5Report, check_theorem5
from ..clusant.randomness import Randomness, make_randomness
from ..clusant.shipped import load_shipped_state
from ..clusant.state import TypeState, build_type_state
from ..clusant.substitution import Draw, LeakGuard, TypeSubstituter
from ..clusant.vocabulary import load_vocabulary
from ..doc_model import PII_SPAN_KEY, doc_text
from ..registry.base import check_surrogate, registry_choice
from ..replacement import default_fallback, entity_key
from .base import SpanRewrite, SpanRewriter

logger = logging.getLogger(__name__)
METHOD = "clusant"
MECHANISMS = ("clusant", "santext", "custext")


@Language.factory(
    "clusant_substituter",
    default_config={
        "entity_types": ["LOC", "ORG"],
        "other_types": "label",
        "mechanism": "clusant",
        "privacy": {"@misc": "spacy_sanitize.ClusantPrivacy.v1"},
        "vocabulary": {"@misc": "spacy_sanitize.ClusantVocabulary.v1"},
        "clustering": {"@misc": "spacy_sanitize.CusTextClustering.v1", "n_clusters": 360, "seed": 0},
        "embedder": {"@misc": "spacy_sanitize.ClusantSentenceEmbedder.v1", "model": "all-MiniLM-L6-v2",
                     "batch_size": 256, "device": "cpu"},
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
    },
)
class ClusantSubstituter(SpanRewriter):
    """Metric-LDP substitution of detected spans with phrases of their type (CluSanT, Fig. 2).

    Config: ``entity_types`` are substituted from X′ (others get their label with ``other_types =
    "label"``, or are left to a later component with ``"keep"``); ``mechanism`` is ``clusant``
    (Fig. 2), or ``santext`` / ``custext`` for the published mechanisms themselves; ``privacy``: ε, k
    and the randomness; ``vocabulary``: X′; ``clustering`` and ``embedder``: f and its clusters.
    """

    component_name = "clusant_substituter"

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        entity_types: Sequence[str],
        other_types: str,
        mechanism: str,
        privacy: ClusantPrivacy,
        vocabulary: ClusantVocabulary,
        clustering: Clustering,
        embedder: EmbedFunction | None,
        span_key: str,
        replace_no_mask: bool,
    ) -> None:
        if mechanism not in MECHANISMS:
            raise ValueError(f"mechanism must be one of {', '.join(MECHANISMS)} (got {mechanism!r}); "
                             "SanText-as-CluSanT is mechanism = \"clusant\" with SingletonClustering.v1 and k = 1")
        if other_types not in ("label", "keep"):
            raise ValueError(f"other_types must be 'label' (entity label with a running number) or 'keep' "
                             f"(leave them to a later component), got {other_types!r}")
        if not entity_types:
            raise ValueError("entity_types is empty: name the types to substitute, e.g. [\"LOC\", \"ORG\"]")
        super().__init__(nlp, name, span_key=span_key, replace_no_mask=replace_no_mask)
        self.entity_types = list(entity_types)
        self.other_types = other_types
        self.mechanism_name = mechanism
        self.privacy = privacy
        self.vocabulary = vocabulary
        self.clustering = clustering
        self.embedder = embedder
        self.randomness: Randomness = make_randomness(privacy.seed)
        self.states: dict[str, TypeState] = {}
        self.substituters: dict[str, TypeSubstituter] = {}
        self.privacy_reports: dict[str, Theorem5Report] = {}
        if mechanism == "custext":
            logger.warning("clusant_substituter: mechanism = 'custext' is not metric-LDP across clusters (Theorem 4); "
                           "it is meant for comparison")

    @property
    def epsilon(self) -> float:
        return self.privacy.epsilon

    @property
    def k(self) -> float:
        return self.privacy.k

    # -- set-up ------------------------------------------------------------------
    def initialize(self, get_examples: Callable | None = None, *, nlp: Language | None = None) -> None:
        """Embed X′ (cached), cluster it, compute Δu, and check Theorem 5 for every entity type; the
        shipped vocabulary's states come precomputed for the default embedder and clustering."""
        if self.embedder is None:
            raise ValueError("clusant_substituter needs an embedder to embed its vocabulary; configure `embedder`")
        phrases = load_vocabulary(self.vocabulary.path)
        # SanText's own mechanism uses no clustering: one cluster holding X′ costs nothing
        clustering = OneCluster() if self.mechanism_name == "santext" else self.clustering
        delta_u_mode = self.privacy.delta_u if self.mechanism_name == "clusant" else None
        states = {}
        for label in self.entity_types:
            shipped = (load_shipped_state(phrases[label], self.embedder, clustering, delta_u_mode)
                       if self.vocabulary.path is None else None)
            states[label] = shipped or build_type_state(phrases[label], self.embedder, clustering,
                                                        cache_dir=self.vocabulary.cache_dir, delta_u_mode=delta_u_mode)
        self.set_states(states)

    def set_states(self, states: dict[str, TypeState]) -> None:
        """Build the mechanisms over precomputed states (from :meth:`initialize`, ``from_disk`` or a benchmark)."""
        missing = [label for label in self.entity_types if label not in states]
        if missing:
            raise ValueError(f"no vocabulary state for {', '.join(missing)}; initialise the pipeline again")
        substituters: dict[str, TypeSubstituter] = {}
        reports: dict[str, Theorem5Report] = {}
        for label in self.entity_types:
            state = states[label]
            geometry = Geometry(state.embeddings, state.assignment)
            mechanism = self._mechanism(geometry, state)
            substituters[label] = TypeSubstituter(state.vocabulary, mechanism, self.embedder,
                                                  casing=self.vocabulary.casing,
                                                  max_rejections=self.privacy.max_rejections)
            if self.mechanism_name == "clusant":
                reports[label] = report = check_theorem5(geometry, self.k, label=label)
                self._report(report, state)
        self.states = dict(states)
        self.substituters = substituters
        self.privacy_reports = reports

    def _mechanism(self, geometry: Geometry, state: TypeState) -> Any:
        if self.mechanism_name == "santext":
            return SanTextMechanism(geometry, self.epsilon)
        if self.mechanism_name == "custext":
            return CusTextMechanism(geometry, self.epsilon)
        if state.delta_u is None:
            raise ValueError(f"{state.label}: the saved state has no Δu (it was built for mechanism "
                             f"{'santext' if geometry.n_clusters == 1 else 'custext'}); initialise the pipeline again")
        return ClusantMechanism(geometry, self.epsilon, self.k, state.delta_u)

    def _report(self, report: Theorem5Report, state: TypeState) -> None:
        if report.holds or self.privacy.theorem5 == "ignore":
            logger.info("clusant_substituter: %s", report.message(state.phrases))
            return
        message = report.message(state.phrases)
        if self.privacy.theorem5 == "error":
            raise ValueError(f"clusant_substituter: {message}")
        logger.warning("clusant_substituter: %s", message)

    def _ensure_ready(self) -> None:
        if not self.substituters:
            logger.info("clusant_substituter was not initialised: initialising on first use "
                        "(embedding the vocabulary can take minutes once; it is cached)")
            self.initialize()

    # -- sanitization ------------------------------------------------------------------
    def chosen_spans(self, doc: Doc) -> list[Span]:
        """The spans this component must sanitize (all types, or only ``entity_types`` with other_types='keep')."""
        spans = super().chosen_spans(doc)
        if self.other_types == "keep":
            spans = [s for s in spans if s.label_ in self.entity_types]
        return spans

    def rewrite(self, doc: Doc, spans: Sequence[Span], chosen: Sequence[Span]) -> list[SpanRewrite]:
        self._ensure_ready()
        labels = default_fallback()(doc, list(spans))
        outcome = self._draw(spans, LeakGuard(s.text for s in chosen), chosen)
        text = doc_text(doc)
        rewrites = []
        for span, label_text in zip(spans, labels, strict=True):
            draw = outcome.get(entity_key(span))
            if draw is None:  # another entity type
                if self.other_types == "keep":
                    continue
                details = {"reason": f"{span.label_ or 'unlabelled'} is not in entity_types"}
                rewrites.append(SpanRewrite(span, label_text, "entity_label", details=details))
                continue
            details = {**self._settings(span.label_), **draw.to_dict(self.substituters[span.label_].phrases)}
            if draw.replacement is None:
                details["fallback"] = "no admissible replacement (every output repeats a chosen span)"
                rewrites.append(SpanRewrite(span, label_text, METHOD, details=details))
            else:
                replacement = _fit_article(text, span.start_char, draw.replacement)
                rewrites.append(SpanRewrite(span, replacement, METHOD, details=details))
        return rewrites

    def _draw(self, spans: Sequence[Span], guard: LeakGuard, chosen: Sequence[Span]) -> dict[Any, Draw]:
        """One draw per entity, batched per type (with a collection registry: one per entity in the collection)."""
        first_span: dict[Any, Span] = {}
        for span in spans:
            first_span.setdefault(entity_key(span), span)
        by_type: dict[str, list[Any]] = {}
        for key, span in first_span.items():
            if span.label_ in self.substituters:
                by_type.setdefault(span.label_, []).append(key)
        outcome: dict[Any, Draw] = {}
        for label, keys in by_type.items():
            draws = self.substituters[label].draw([first_span[key].text for key in keys], guard, self.randomness)
            outcome.update(zip(keys, draws, strict=True))
        spans_of: dict[Any, list[Span]] = {}
        for span in spans:
            spans_of.setdefault(entity_key(span), []).append(span)
        for key, draw in outcome.items():  # a collection's registry: one draw per entity for the whole collection
            if draw.replacement is not None:
                draw.replacement = registry_choice(METHOD, spans_of[key], draw.replacement,
                                                   accept=check_surrogate(chosen))
        return outcome

    def _settings(self, label: str) -> dict[str, Any]:
        settings = self.substituters[label].mechanism.describe()
        report = self.privacy_reports.get(label)
        if report is not None:
            settings["theorem5_holds"] = report.holds
        return settings

    # -- serialisation ---------------------------------------------------------------
    def write_state(self, path: Path, exclude: Iterable[str]) -> None:
        """Write X′, f, the clustering and Δu of every type (so that loading needs no embedding model)."""
        srsly.write_json(path / "clusant.json", {
            "entity_types": list(self.states), "mechanism": self.mechanism_name,
            "privacy_reports": {label: r.to_dict() for label, r in self.privacy_reports.items()},
        })
        for label, state in self.states.items():
            state.to_disk(path / _folder(label))

    def read_state(self, path: Path, exclude: Iterable[str]) -> None:
        """Load what :meth:`write_state` wrote; the saved clustering and Δu are used as they are (ε and k come
        from the config, so they can be changed without recomputing anything)."""
        meta_path = path / "clusant.json"
        if not meta_path.exists():
            return  # saved before initialisation: initialise on first use
        meta = srsly.read_json(meta_path)
        states = {label: TypeState.from_disk(path / _folder(label)) for label in meta["entity_types"]}
        configured = describe(OneCluster() if self.mechanism_name == "santext" else self.clustering)
        for label, state in states.items():
            if state.clustering and state.clustering != configured:
                logger.warning("clusant_substituter: %s uses the clustering saved with the pipeline (%s), not the "
                               "configured one (%s); call nlp.initialize() to recompute it", label, state.clustering,
                               configured)
        if states:
            self.set_states(states)


def _fit_article(text: str, start: int, replacement: str) -> str:
    """Drop a replacement's leading "the" after a "the" in the text ("against the [the commonwealth]")."""
    if _THE_BEFORE.search(text, max(0, start - 8), start) and _THE_START.match(replacement):
        return _THE_START.sub("", replacement, count=1)
    return replacement


_THE_BEFORE = re.compile(r"(?<!\w)the\s+$", re.IGNORECASE)
_THE_START = re.compile(r"the\s+(?=\S)", re.IGNORECASE)


def _folder(label: str) -> str:
    return "type_" + "".join(c if c.isalnum() or c in "-_" else "_" for c in label)


