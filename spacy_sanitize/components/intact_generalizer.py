"""``intact_generalizer``: INTACT (Pilán et al.) as a spaCy component.

Each span of ``doc.spans[span_key]`` is replaced by the most specific truthful
generalisation that an LLM inference attack cannot reverse (see
:mod:`spacy_sanitize.intact.selection`). Direct identifiers (PERSON, CODE)
get their label with a running number; dates in standard formats get the
rule-based ladder. The text of the Doc stays as it is: replacements go into
the edit log, each span's ``span._.pii_details`` keeps its candidates, the
guesses of every attack and the reason for the choice, and the fail-closed
guard runs last, so no chosen span reaches the output verbatim whatever the
LLM does.

This module imports only spaCy; the LLM backend and the analysis pipeline
load on first use.
"""
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import srsly
from spacy.language import Language
from spacy.tokens import Doc, Span

from ..doc_model import PII_SPAN_KEY
from ..intact.matching import GuessMatcher, load_analysis_pipeline, load_freq_lemmas
from ..intact.selection import INTACT, GeneralisationTarget, IntactSelector, IntactSettings
from ..replacement import entity_key
from .base import SpanRewrite, SpanRewriter

METHOD = "intact"


class IntactGeneralizer(SpanRewriter):
    """Truthful generalisation of detected spans, selected by LLM inference attacks."""

    component_name = "intact_generalizer"

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        llm: Any,
        settings: IntactSettings,
        span_key: str,
        replace_no_mask: bool,
        analysis_model: str,
        freq_lemmas_path: str | None,
        ngram_size: int,
        match_contained_lemmas: bool,
        match_numbers: bool,
    ) -> None:
        super().__init__(nlp, name, span_key=span_key, replace_no_mask=replace_no_mask)
        self.llm = llm
        self.settings = settings
        self.analysis_model = analysis_model
        self._analysis_nlp: Language | None = None
        self.freq_lemmas = load_freq_lemmas(Path(freq_lemmas_path) if freq_lemmas_path else None)
        self.matcher = GuessMatcher(
            lambda: self.analysis_nlp, self.freq_lemmas, ngram_size=ngram_size,
            match_contained_lemmas=match_contained_lemmas, match_numbers=match_numbers,
        )
        self.selector = IntactSelector(llm, self.matcher, settings)

    @property
    def analysis_nlp(self) -> Language:
        """The spaCy pipeline for lemmas, entities and sentences (loaded on first use)."""
        if self._analysis_nlp is None:
            self._analysis_nlp = load_analysis_pipeline(self.analysis_model)
        return self._analysis_nlp

    def sentences(self, doc: Doc) -> list[tuple[int, int]]:
        """Sentence offsets: the Doc's own when it has them, else from the analysis pipeline's parser."""
        if doc.has_annotation("SENT_START"):
            return [(s.start_char, s.end_char) for s in doc.sents]
        nlp = self.analysis_nlp
        enable = [p for p in ("tok2vec", "parser", "senter") if p in nlp.pipe_names]
        with nlp.select_pipes(enable=enable):
            parsed = nlp(doc.text)
        return [(s.start_char, s.end_char) for s in parsed.sents]

    def rewrite(self, doc: Doc, spans: Sequence[Span], chosen: Sequence[Span]) -> list[SpanRewrite]:
        mentions = [
            GeneralisationTarget(s.start_char, s.end_char, s.label_ or "ENTITY", "|".join(entity_key(s))) for s in spans
        ]
        decisions, replacements = self.selector.run(doc.text, mentions, self.sentences(doc))
        by_entity: dict[str, dict[str, Any]] = {d.entity: d.to_dict() for d in decisions}
        rewrites = []
        for span, mention, replacement in zip(spans, mentions, replacements, strict=True):
            decision = by_entity[mention.entity]
            summary = {key: decision[key] for key in ("candidate_source", "selected_rank", "reason")}
            rewrites.append(SpanRewrite(span, replacement, METHOD, details=decision, edit_details=summary))
        return rewrites

    # The frequent-lemma list is part of the component's behaviour: it travels with the pipeline.
    def write_state(self, path: Path, exclude: Iterable[str]) -> None:
        srsly.write_json(path / "freq_lemmas.json", sorted(self.freq_lemmas))

    def read_state(self, path: Path, exclude: Iterable[str]) -> None:
        lemmas_path = path / "freq_lemmas.json"
        if lemmas_path.exists():
            self.freq_lemmas = load_freq_lemmas(lemmas_path)
            self.matcher.freq_lemmas = self.freq_lemmas
            self.matcher.analyse.cache_clear()


@Language.factory(
    "intact_generalizer",
    default_config={
        "llm": {"@misc": "spacy_sanitize.LlamaCppChat.v1"},
        "strategy": INTACT,
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
        "n_candidates": 5,
        "n_guesses": 5,
        "label_types": ["PERSON", "CODE"],
        "date_rules": True,
        "exhaustive_attacks": False,
        "attack_context_chars": None,
        "analysis_model": "en_core_web_sm",
        "freq_lemmas_path": None,
        "ngram_size": 4,
        "match_contained_lemmas": True,
        "match_numbers": True,
    },
)
def make_intact_generalizer(
    nlp: Language,
    name: str,
    llm: Any,
    strategy: str,
    span_key: str,
    replace_no_mask: bool,
    n_candidates: int,
    n_guesses: int,
    label_types: list[str],
    date_rules: bool,
    exhaustive_attacks: bool,
    attack_context_chars: int | None,
    analysis_model: str,
    freq_lemmas_path: str | None,
    ngram_size: int,
    match_contained_lemmas: bool,
    match_numbers: bool,
) -> IntactGeneralizer:
    """Build the component. ``strategy`` is ``intact`` (the paper's method) or one of its baselines
    ``most_specific`` / ``least_specific``; ``exhaustive_attacks`` attacks every candidate as the paper
    does (same choices, more LLM calls); ``attack_context_chars`` limits the attacker's view of D' to a
    window around the target (faster, weaker attacker; null = the whole document, as published)."""
    settings = IntactSettings(
        strategy=strategy, n_candidates=n_candidates, n_guesses=n_guesses, label_types=tuple(label_types),
        date_rules=date_rules, exhaustive=exhaustive_attacks, attack_context_chars=attack_context_chars,
    )
    return IntactGeneralizer(
        nlp, name, llm=llm, settings=settings, span_key=span_key, replace_no_mask=replace_no_mask,
        analysis_model=analysis_model, freq_lemmas_path=freq_lemmas_path, ngram_size=ngram_size,
        match_contained_lemmas=match_contained_lemmas, match_numbers=match_numbers,
    )
