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
from pathlib import Path
from typing import (
    Any,
    Callable,
    Dict,
    Iterable,
    Iterator,
    List,
    Optional,
    Sequence,
    Tuple,
    Union,
)

import srsly
from spacy.language import Language
from spacy.pipeline import Pipe
from spacy.tokens import Doc, Span
from spacy.util import ensure_path

from ..doc_model import PII_SPAN_KEY, add_edits, make_edit
from ..fail_closed import rewrite_fail_closed
from ..intact.matching import GuessMatcher, load_analysis_pipeline, load_freq_lemmas
from ..intact.selection import INTACT, IntactSelector, IntactSettings, Mention
from ..replacement import entity_key, non_overlapping, spans_to_sanitize

METHOD = "intact"


class IntactGeneralizer(Pipe):
    """Truthful generalisation of detected spans, selected by LLM inference attacks."""

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
        freq_lemmas_path: Optional[str],
        ngram_size: int,
        match_contained_lemmas: bool,
        match_numbers: bool,
    ) -> None:
        self.vocab = nlp.vocab
        self.name = name
        self.llm = llm
        self.settings = settings
        self.span_key = span_key
        self.replace_no_mask = replace_no_mask
        self.analysis_model = analysis_model
        self._analysis_nlp: Optional[Language] = None
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

    def chosen_spans(self, doc: Doc) -> List[Span]:
        return spans_to_sanitize(doc, self.span_key, self.replace_no_mask)

    def sentences(self, doc: Doc) -> List[Tuple[int, int]]:
        """Sentence offsets: the Doc's own when it has them, else from the analysis pipeline's parser."""
        if doc.has_annotation("SENT_START"):
            return [(s.start_char, s.end_char) for s in doc.sents]
        nlp = self.analysis_nlp
        enable = [p for p in ("tok2vec", "parser", "senter") if p in nlp.pipe_names]
        with nlp.select_pipes(enable=enable):
            parsed = nlp(doc.text)
        return [(s.start_char, s.end_char) for s in parsed.sents]

    def __call__(self, doc: Doc) -> Doc:
        chosen = self.chosen_spans(doc)
        spans = non_overlapping(chosen)
        if not spans:
            return doc
        return rewrite_fail_closed(doc, chosen, lambda: self._generalise(doc, spans, chosen), "intact_generalizer")

    def _generalise(self, doc: Doc, spans: Sequence[Span], chosen: Sequence[Span]) -> None:
        text = doc.text
        mentions = [
            Mention(s.start_char, s.end_char, s.label_ or "ENTITY", "|".join(entity_key(s))) for s in spans
        ]
        decisions, replacements = self.selector.run(text, mentions, self.sentences(doc))
        by_entity: Dict[str, Dict[str, Any]] = {d.entity: d.to_dict() for d in decisions}
        edits = []
        for span, mention, replacement in zip(spans, mentions, replacements):
            decision = by_entity[mention.entity]
            summary = {key: decision[key] for key in ("candidate_source", "selected_rank", "reason")}
            edits.append(make_edit(doc, span.start_char, span.end_char, replacement, method=METHOD,
                                   label=span.label_ or None, entity_id=span._.pii_entity_id, details=summary,
                                   text=text))
        add_edits(doc, edits)
        for span, mention, replacement in zip(spans, mentions, replacements):
            span._.pii_replacement = replacement
            span._.pii_details = by_entity[mention.entity]
        for span in chosen:  # spans of the group that were merged into a wider one
            if span._.pii_details is None:
                for wide, mention, replacement in zip(spans, mentions, replacements):
                    if wide.start_char <= span.start_char and span.end_char <= wide.end_char:
                        span._.pii_replacement = replacement
                        span._.pii_details = by_entity[mention.entity]
                        break

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 16) -> Iterator[Doc]:
        for doc in stream:
            yield self(doc)

    def initialize(self, get_examples: Optional[Callable] = None, *, nlp: Optional[Language] = None) -> None:
        return None

    # The frequent-lemma list is part of the component's behaviour: it travels with the pipeline.
    def to_disk(self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()) -> None:
        path = ensure_path(path)
        path.mkdir(parents=True, exist_ok=True)
        srsly.write_json(path / "freq_lemmas.json", sorted(self.freq_lemmas))

    def from_disk(self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()) -> "IntactGeneralizer":
        lemmas_path = ensure_path(path) / "freq_lemmas.json"
        if lemmas_path.exists():
            self.freq_lemmas = load_freq_lemmas(lemmas_path)
            self.matcher.freq_lemmas = self.freq_lemmas
            self.matcher.analyse.cache_clear()
        return self


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
    label_types: List[str],
    date_rules: bool,
    exhaustive_attacks: bool,
    attack_context_chars: Optional[int],
    analysis_model: str,
    freq_lemmas_path: Optional[str],
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
