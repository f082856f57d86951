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
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc, Span

from ..doc_model import PII_SPAN_KEY, doc_text
from ..intact import config as _config  # noqa: F401 - registers the blocks this factory's defaults name
from ..intact.matching import MatchSettings, read_freq_lemmas, write_freq_lemmas
from ..intact.selection import EntityDecision, GeneralisationTarget, IntactSelector, IntactSettings
from ..registry.base import registry_choice
from ..replacement import entity_key, running_labels
from .base import SpanRewrite, SpanRewriter
from .in_flight import check_in_flight

METHOD = "intact"


@Language.factory(
    "intact_generalizer",
    default_config={
        "llm": {"@misc": "spacy_sanitize.LlamaCppChat.v1"},
        "selection": {"@misc": "spacy_sanitize.IntactSelection.v1"},
        "matching": {"@misc": "spacy_sanitize.GuessMatching.v1"},
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
        "max_in_flight": 8,
    },
)
class IntactGeneralizer(SpanRewriter):
    """Truthful generalisation of detected spans, selected by LLM inference attacks.

    Config: the chat ``llm`` that generates and attacks, how INTACT chooses (``selection``), how
    its MATCH reads text (``matching``), and how many documents ``nlp.pipe`` keeps in progress when
    the ``llm`` is a server that answers concurrently (``max_in_flight``; an in-process model takes
    one document at a time).
    """

    component_name = "intact_generalizer"

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        llm: Any,
        selection: IntactSettings,
        matching: MatchSettings,
        span_key: str,
        replace_no_mask: bool,
        max_in_flight: int = 8,
    ) -> None:
        super().__init__(nlp, name, span_key=span_key, replace_no_mask=replace_no_mask)
        self.max_in_flight = check_in_flight(max_in_flight, self.component_name)
        self.llm = llm
        self.settings = selection
        self.matcher = matching.build()
        self.selector = IntactSelector(llm, self.matcher, selection)

    def prepare(self) -> None:
        """A missing LLM is a configuration error, reported before any document (with how to get one)."""
        check = getattr(self.llm, "check_available", None)
        if check is not None:
            check()

    def initialize(self, get_examples: Callable | None = None, *, nlp: Language | None = None) -> None:
        """Check now that the LLM is there (``spacy-sanitize models fetch chat`` when it is not)."""
        self.prepare()

    @property
    def analysis_nlp(self) -> Language:
        """The spaCy pipeline for lemmas, entities and sentences (the matcher's, loaded on first use)."""
        return self.matcher.nlp

    def sentences(self, doc: Doc) -> list[tuple[int, int]]:
        """Sentence offsets: the Doc's own when it has them, else from the analysis pipeline's parser."""
        if doc.has_annotation("SENT_START"):
            return [(s.start_char, s.end_char) for s in doc.sents]
        nlp = self.analysis_nlp
        enable = [p for p in ("tok2vec", "parser", "senter") if p in nlp.pipe_names]
        with self.matcher.lock, nlp.select_pipes(enable=enable):  # select_pipes changes the shared pipeline
            parsed = nlp(doc_text(doc))
        return [(s.start_char, s.end_char) for s in parsed.sents]

    def rewrite(self, doc: Doc, spans: Sequence[Span], chosen: Sequence[Span]) -> list[SpanRewrite]:
        mentions = [
            GeneralisationTarget(s.start_char, s.end_char, s.label_ or "ENTITY", "|".join(entity_key(s))) for s in spans
        ]
        spans_of: dict[str, list[Span]] = {}
        for span, mention in zip(spans, mentions, strict=True):
            spans_of.setdefault(mention.entity, []).append(span)
        labels = {"|".join(key): name for key, name in running_labels(spans).items()}
        decisions, replacements = self.selector.run(doc_text(doc), mentions, self.sentences(doc), labels=labels,
                                                    settle=lambda decision: settle_with_registry(
                                                        decision, spans_of[decision.entity]))
        by_entity: dict[str, dict[str, Any]] = {d.entity: d.to_dict() for d in decisions}
        rewrites = []
        for span, mention, replacement in zip(spans, mentions, replacements, strict=True):
            decision = by_entity[mention.entity]
            summary = {key: decision[key] for key in ("candidate_source", "selected_rank", "reason")}
            rewrites.append(SpanRewrite(span, replacement, METHOD, details=decision, edit_details=summary))
        return rewrites

    def write_state(self, path: Path, exclude: Iterable[str]) -> None:
        write_freq_lemmas(self.matcher, path / "freq_lemmas.json")

    def read_state(self, path: Path, exclude: Iterable[str]) -> None:
        read_freq_lemmas(self.matcher, path / "freq_lemmas.json")




def settle_with_registry(decision: EntityDecision, spans: Sequence[Span]) -> None:
    """With a collection registry in force, give the entity the generalisation an earlier document chose,
    when it is safe here: one of this document's own candidates, no more specific than the one this
    document's attacks let through. Otherwise this document's choice stands (and the registry keeps the
    earlier one for the documents after)."""
    if decision.selected_rank is None:  # labels (numbered by the registry) and fallbacks
        return
    ranks = {candidate.lower(): rank for rank, candidate in enumerate(decision.candidates, start=1)}

    def safe_here(stored: str) -> bool:
        return ranks.get(stored.lower(), 0) >= (decision.selected_rank or len(ranks) + 1)

    assert decision.selected is not None
    chosen = registry_choice(METHOD, spans, decision.selected, accept=safe_here)
    if chosen.lower() != decision.selected.lower():
        decision.selected_rank = ranks[chosen.lower()]
        decision.selected = decision.candidates[decision.selected_rank - 1]
        decision.reason += "; the collection registry's earlier choice (as general or more)"
