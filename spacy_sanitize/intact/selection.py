"""INTACT's algorithm (Pilán et al., section 3, Algorithm 1), independent of spaCy objects.

Step 1 generates sorted candidates once per unique entity (rules for direct
identifiers and standard dates, the LLM otherwise). Step 2 walks the entities
in order of first occurrence and runs inference attacks on their candidates
against the current sanitized document D' - every mention replaced by its
selected replacement, or by its most specific candidate while not yet
selected - and keeps the most specific candidate that no guess matches; when
every candidate is guessed the entity label with a running number is used.

What makes it fast without changing the choice:

- ``exhaustive=False`` attacks candidates in order and stops at the first safe
  one. The paper attacks all of them and then takes the first safe one; both
  select the same candidate, since each attack depends only on D' and the
  candidate (``exhaustive=True`` runs the paper's way, for benchmarks).
- entities are processed in document order and the attack prompt ends with
  the document, so consecutive attacks share the prompt up to the target span
  and a llama.cpp backend reuses that prefix's KV state;
- candidates are generated once per entity and calls go through the backend's cache.

``attack_context_chars`` trims D' to a window around the target: faster, but
the attacker sees less than the paper's whole document, so it is weaker.
Every decision is recorded (candidates, each attack's guesses and match, the
reason for the choice) for audit.
"""
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..fail_closed import leaks
from ..llm.base import ChatLLM, LLMError, Message, ask_each
from ..reader_view import same_for_a_reader
from .dates import date_ladder
from .matching import GuessMatcher
from .parsing import parse_list
from .prompts import attack_messages, generation_messages

logger = logging.getLogger(__name__)

INTACT = "intact"
MOST_SPECIFIC = "most_specific"
LEAST_SPECIFIC = "least_specific"
STRATEGIES = (INTACT, MOST_SPECIFIC, LEAST_SPECIFIC)

RULE_LABEL = "rule_label"  # direct identifiers: label + running number
RULE_DATE = "rule_date"
LLM = "llm"
_ARTICLES = ("a ", "an ", "the ")


@dataclass
class GeneralisationTarget:
    """One span to sanitize: character offsets in the original text, its type and entity."""

    start: int
    end: int
    label: str
    entity: str  # mentions with the same value are one entity


@dataclass
class EntityDecision:
    """Everything decided about one entity, kept as plain data for the audit trail."""

    entity: str
    label: str
    text: str  # its first mention
    mention_texts: list[str]
    running_label: str
    candidate_source: str = LLM
    candidates: list[str] = field(default_factory=list)
    dropped_candidates: list[dict[str, str]] = field(default_factory=list)
    attacks: list[dict[str, Any]] = field(default_factory=list)
    selected: str | None = None
    selected_rank: int | None = None  # 1 = most specific candidate; None = label fallback
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": "intact",
            "label": self.label,
            "candidate_source": self.candidate_source,
            "candidates": list(self.candidates),
            "dropped_candidates": list(self.dropped_candidates),
            "attacks": list(self.attacks),
            "selected": self.selected,
            "selected_rank": self.selected_rank,
            "reason": self.reason,
        }


@dataclass
class IntactSettings:
    strategy: str = INTACT
    n_candidates: int = 5
    n_guesses: int = 5
    label_types: tuple[str, ...] = ("PERSON", "CODE")
    date_rules: bool = True
    exhaustive: bool = False
    attack_context_chars: int | None = None
    sentence_max_chars: int = 600

    def __post_init__(self) -> None:
        if self.strategy not in STRATEGIES:
            raise ValueError(f"intact_generalizer: strategy must be one of {STRATEGIES}, got {self.strategy!r}")
        if self.n_candidates < 1 or self.n_guesses < 1:
            raise ValueError("intact_generalizer: n_candidates and n_guesses must be at least 1")
        if self.attack_context_chars is not None and self.attack_context_chars < 1:
            raise ValueError("intact_generalizer: attack_context_chars must be positive or null (whole document)")


def fit_to_context(candidate: str, text: str, start: int) -> str:
    """Adapt a candidate to where it goes: no "the a ..." and no capital article mid-sentence."""
    before = text[max(0, start - 12):start]
    lowered = candidate.lower()
    if before.lower().endswith(("the ", "a ", "an ")) and lowered.startswith(_ARTICLES):
        return candidate.split(" ", 1)[1] if " " in candidate else candidate
    stripped = before.rstrip()
    mid_sentence = bool(stripped) and stripped[-1] not in ".!?:\n" and not before.endswith("\n")
    if mid_sentence and candidate.split(" ", 1)[0] in ("A", "An", "The"):
        return candidate[0].lower() + candidate[1:]
    return candidate


class IntactSelector:
    """Runs Algorithm 1 on one document's text and mentions."""

    def __init__(self, llm: ChatLLM | None, matcher: GuessMatcher, settings: IntactSettings) -> None:
        self.llm = llm
        self.matcher = matcher
        self.settings = settings

    # -- step 1 ---------------------------------------------------------------------------------
    def _usable(self, decision: EntityDecision, candidates: Sequence[str], document_texts: Sequence[str]) -> list[str]:
        """Drop candidates that repeat the original or another span of the document (fail closed),
        or that repeat an earlier candidate."""
        kept: list[str] = []
        for candidate in candidates:
            reason = None
            if any(leaks(text, candidate) or same_for_a_reader(text, candidate) for text in decision.mention_texts):
                reason = "repeats the original span"
            elif any(leaks(text, candidate) for text in document_texts):
                reason = "repeats another span of the document"
            elif decision.label != "DATETIME" and self.matcher.match_numbers:
                target = self.matcher.analyse(decision.text).numbers
                if target and target <= self.matcher.analyse(candidate).numbers:
                    reason = "repeats the original's numbers"
            if reason:
                decision.dropped_candidates.append({"candidate": candidate, "reason": reason})
            elif candidate.lower() not in {k.lower() for k in kept}:
                kept.append(candidate)
        return kept[: self.settings.n_candidates]

    def generate(self, decision: EntityDecision, sentence: str, target: str, document_texts: Sequence[str]) -> None:
        """Candidates for one entity: rules for direct identifiers and standard dates, else the LLM.

        ``document_texts``: the texts of every span of the document, none of which a candidate may repeat.
        """
        self.generate_all([(decision, sentence, target)], document_texts)

    def generate_all(self, requests: Sequence[tuple[EntityDecision, str, str]], document_texts: Sequence[str]) -> None:
        """Candidates for several entities: ``(decision, sentence, target)`` each.

        The LLM's generation calls are independent, so they are asked together (:func:`ask_each`: a server
        answers them at the same time; an in-process model in this order, the order of first occurrence).
        """
        asked: list[tuple[EntityDecision, list[Message]]] = []
        for decision, sentence, target in requests:
            if decision.label in self.settings.label_types:
                decision.candidate_source = RULE_LABEL
                continue
            ladder = date_ladder(decision.text) if decision.label == "DATETIME" and self.settings.date_rules else None
            if ladder:
                decision.candidate_source = RULE_DATE
                decision.candidates = self._usable(decision, ladder, document_texts)
                continue
            decision.candidate_source = LLM
            asked.append((decision, generation_messages(sentence, target, decision.label)))
        if not asked:
            return
        if self.llm is None:
            raise ValueError("intact_generalizer needs an LLM for entity types without rules; configure `llm`")
        for (decision, _), (answer, error) in zip(asked, ask_each(self.llm, [m for _, m in asked]), strict=True):
            if answer is None:
                logger.warning("intact_generalizer: candidate generation failed for a %s span (%s)", decision.label, error)
                decision.dropped_candidates.append({"candidate": "", "reason": f"LLM error: {error}"})
                continue
            decision.candidates = self._usable(decision, parse_list(answer, self.settings.n_candidates), document_texts)

    # -- step 2 ---------------------------------------------------------------------------------
    def attack(self, decision: EntityDecision, candidate: str, bracketed_text: str) -> dict[str, Any]:
        """One inference attack: the LLM's guesses for ``candidate`` in D', and whether one matches."""
        record: dict[str, Any] = {"candidate": candidate, "guesses": [], "risky": True, "match": None}
        if self.llm is None:
            raise ValueError("intact_generalizer needs an LLM for its inference attacks; configure `llm`")
        try:
            answer = self.llm.chat(attack_messages(bracketed_text, candidate))
        except LLMError as error:  # fail closed: an attack we could not run counts as successful
            record["match"] = f"LLM error: {error}"
            return record
        guesses = [g for g in parse_list(answer, self.settings.n_guesses) if g.lower() != candidate.lower()]
        record["guesses"] = guesses
        if not guesses:
            record["match"] = "no usable guesses"
            return record
        found = self.matcher.first_match(decision.mention_texts, decision.label, guesses)
        if found:
            record["match"] = f"{found[1]} (guess: {found[0]})"
        else:
            record["risky"] = False
        return record

    # -- the whole document -------------------------------------------------------------------
    def run(self, text: str, mentions: Sequence[GeneralisationTarget], sentences: Sequence[tuple[int, int]], *,
            labels: Mapping[str, str] | None = None,
            settle: Callable[[EntityDecision], None] | None = None) -> tuple[list[EntityDecision], list[str]]:
        """Decide every entity; returns the decisions and one replacement per mention.

        ``labels``: the running label of each entity when they are numbered beyond this document (a
        collection's registry), else ``LABEL.N`` in order of first occurrence. ``settle``: called with
        each decision once it is made, before the next entity's attacks see it (a registry may hand an
        entity the choice of an earlier document there).
        """
        mentions = sorted(mentions, key=lambda m: (m.start, m.end))
        document_texts = sorted({text[m.start:m.end] for m in mentions})
        decisions: dict[str, EntityDecision] = {}
        first_mention: dict[str, GeneralisationTarget] = {}
        counters: dict[str, int] = {}
        for mention in mentions:
            surface = text[mention.start:mention.end]
            if mention.entity not in decisions:
                counters[mention.label] = counters.get(mention.label, 0) + 1
                label = (labels or {}).get(mention.entity) or f"{mention.label}.{counters[mention.label]}"
                decisions[mention.entity] = EntityDecision(mention.entity, mention.label, surface, [surface], label)
                first_mention[mention.entity] = mention
            elif surface not in decisions[mention.entity].mention_texts:
                decisions[mention.entity].mention_texts.append(surface)

        # step 1, in order of first occurrence
        self.generate_all([(decision, *self._sentence(text, first_mention[key], sentences))
                           for key, decision in decisions.items()], document_texts)

        current: dict[str, str] = {}  # D': selected, else most specific candidate, else label
        for key, decision in decisions.items():
            current[key] = decision.candidates[0] if decision.candidates else decision.running_label
        for key, decision in decisions.items():  # step 2
            self._select(decision, first_mention[key], text, mentions, current)
            if settle is not None:
                settle(decision)
            current[key] = decision.selected or decision.running_label
        replacements = [fit_to_context(decisions[m.entity].selected or decisions[m.entity].running_label, text, m.start)
                        for m in mentions]
        return list(decisions.values()), replacements

    def _select(self, decision: EntityDecision, target: GeneralisationTarget, text: str, mentions: Sequence[GeneralisationTarget],
                current: dict[str, str]) -> None:
        strategy = self.settings.strategy
        if decision.candidate_source == RULE_LABEL:
            decision.selected, decision.reason = decision.running_label, "direct identifier: label rule"
            return
        if not decision.candidates:
            decision.selected, decision.reason = decision.running_label, "no usable candidates: label fallback"
            return
        if strategy == MOST_SPECIFIC:
            decision.selected, decision.selected_rank = decision.candidates[0], 1
            decision.reason = "most_specific baseline"
            return
        if strategy == LEAST_SPECIFIC:
            decision.selected, decision.selected_rank = decision.candidates[-1], len(decision.candidates)
            decision.reason = "least_specific baseline"
            return
        for rank, candidate in enumerate(decision.candidates, start=1):
            record = self.attack(decision, candidate, self._bracketed(text, mentions, current, decision, candidate,
                                                                      target))
            record["rank"] = rank
            decision.attacks.append(record)
            if not record["risky"] and decision.selected is None:
                decision.selected, decision.selected_rank = candidate, rank
                decision.reason = f"most specific candidate not guessed (rank {rank})"
                if not self.settings.exhaustive:
                    return
        if decision.selected is None:
            decision.selected = decision.running_label
            decision.reason = "every candidate guessed: label fallback"

    def _bracketed(self, text: str, mentions: Sequence[GeneralisationTarget], current: dict[str, str], decision: EntityDecision,
                   candidate: str, target: GeneralisationTarget) -> str:
        """D' with the candidate at every mention of the entity and in [[...]] at the target mention."""
        pieces: list[str] = []
        position = 0
        target_at = 0
        for mention in mentions:
            if mention.start < position:
                continue
            pieces.append(text[position:mention.start])
            if mention.entity == decision.entity:
                value = fit_to_context(candidate, text, mention.start)
                if mention is target:
                    target_at = sum(len(p) for p in pieces)
                    value = f"[[{value}]]"
            else:
                value = fit_to_context(current[mention.entity], text, mention.start)
            pieces.append(value)
            position = mention.end
        pieces.append(text[position:])
        sanitized = "".join(pieces)
        window = self.settings.attack_context_chars
        if window is None:
            return sanitized
        start = max(0, target_at - window)
        end = min(len(sanitized), target_at + len(candidate) + 4 + window)
        if start > 0:
            space = sanitized.find(" ", start)
            start = space + 1 if 0 <= space < target_at else start
        if end < len(sanitized):
            space = sanitized.rfind(" ", target_at, end)
            end = space if space > target_at + len(candidate) + 4 else end
        return sanitized[start:end]

    def _sentence(self, text: str, mention: GeneralisationTarget, sentences: Sequence[tuple[int, int]]) -> tuple[str, str]:
        """The sentence of a mention, with the mention in [[...]] and whitespace collapsed (the LLM's context)."""
        start, end = 0, len(text)
        for s_start, s_end in sentences:
            if s_start <= mention.start < s_end:
                start, end = s_start, max(s_end, mention.end)
                break
        limit = self.settings.sentence_max_chars
        if end - start > limit:
            half = max(0, (limit - (mention.end - mention.start)) // 2)
            start, end = max(start, mention.start - half), min(end, mention.end + half)
        target = text[mention.start:mention.end]
        sentence = f"{text[start:mention.start]}[[{target}]]{text[mention.end:end]}"
        return " ".join(sentence.split()), " ".join(target.split())
