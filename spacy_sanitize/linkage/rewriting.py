"""The rewrite loop of a Doc (paper §3.3) and its fail-closed end.

Round after round, until nothing linkable is left or ``max_rounds`` rounds have run:

1. read the Doc's current output from its edit log (:mod:`.view`) and detect what links (§3.2);
2. cut the output into chunks of a few sentences (``sentences_per_chunk``, at most
   ``max_chunk_words`` words unless one sentence is longer; §3.3: "we chunk the text in pieces of a
   few sentences each"; from the second round on ``retry_sentences_per_chunk``, so that a retry
   sends only the sentences that still link) - chunk edges never cut a placeholder or a linkable
   n-gram;
3. send every chunk holding linkable n-grams to the LLM with those n-grams, listed and marked in
   the passage (:mod:`.prompts`);
   A passage whose answer dropped or moved a placeholder is retried part by part
   (``part_retries``): each stretch between placeholders that holds linkable n-grams is sent on its
   own, shown in its sentence, and its answer replaces just that stretch - a part has no
   placeholder to lose;
4. accept an answer only when it is well-formed, keeps every placeholder of the earlier components
   in order, and has a plausible length; map it back onto the *free regions* between the
   placeholders and record one ``linkage_guard`` edit per changed region. The placeholders' own
   edits are never touched, so the earlier components' replacements stay in the log as they were.

The loop repeats because the minimal set leaves overlapping rare n-grams for later and because
"the LLM does not always strictly follow its instructions" (§3.3). A retry differs from the failed
request: the prompt says what was wrong and the sampling seed moves on.

Fail closed: whatever is still linkable after the last round (the LLM failed, raised, timed out,
returned garbage, dropped a placeholder, or kept the phrase) is replaced by the redaction marker,
and detection runs again until nothing links (each pass removes words, so it ends). "Nothing
links" includes the input's own linking combinations: one whose phrases are all still in the
output links as before, even when the output's new wording keeps the output's pool from seeing it
(:meth:`~.detection.Detector.survivors`). Every step is
in the Doc's report (``doc._.linkage_report``): what was found per round, each chunk's prompt
n-grams, the LLM's reasoning and rewrite or why it was rejected, and what was redacted.
"""
from __future__ import annotations

import logging
import re
import time
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc

from ..doc_model import Edit, Segment, add_edits, doc_text, get_doc_id, make_edit
from ..errors import DocumentError
from ..llm.base import ChatLLM, GenerationSettings, ask_each
from ..reader_view import plain_text, same_for_a_reader
from .links import Detection, Detector, Ngram
from .prompts import parse_rewrite, rewrite_messages, rewrite_part_messages
from .view import DEFAULT_MARKER, METHOD, View, doc_view

logger = logging.getLogger(__name__)


@dataclass
class GuardSettings:
    """The rewrite loop's knobs (detection's are on :class:`~.detection.Detector`)."""

    max_rounds: int = 5
    sentences_per_chunk: int = 3
    #: chunk size from the second round on (None: ``sentences_per_chunk``). A retry only needs the
    #: sentences that still link, each with its own sentence as context; re-sending (and having
    #: the LLM re-write) their whole first-round chunk costs output tokens and risks new drift.
    retry_sentences_per_chunk: int | None = 1
    #: show the phrases to rephrase in place, between these marks, besides listing them (None:
    #: only the list). A small model finds a phrase it is shown in its sentence far more often
    #: than one it must look up; marks left in an answer are removed before it is used.
    phrase_marks: tuple[str, str] | None = ("[[", "]]")
    max_chunk_words: int = 150
    #: after an answer that lost or moved a placeholder, rewrite that passage's stretches between
    #: placeholders one at a time (False: retry the whole passage, which a small model keeps failing)
    part_retries: bool = True
    #: a phrase links only when it also occurs in the Doc's original text (``doc.text``): a search
    #: that does not find the source links nothing (§3.1). False: every phrase that is rare in the
    #: collection counts, the LLM's own wording included (more rounds and redactions, no less risk)
    source_aware: bool = True
    marker: str = DEFAULT_MARKER
    #: an answer is rejected when its word count is outside these multiples of the passage's
    min_length_ratio: float = 0.3
    max_length_ratio: float = 3.0
    #: at most this many n-grams and combinations per round are listed in the report
    audit_limit: int = 200

    def __post_init__(self) -> None:
        if self.max_rounds < 0:
            raise ValueError(f"max_rounds must be 0 (redact only) or more, got {self.max_rounds}")
        if self.sentences_per_chunk < 1:
            raise ValueError(f"sentences_per_chunk must be at least 1, got {self.sentences_per_chunk}")
        if self.retry_sentences_per_chunk is not None and self.retry_sentences_per_chunk < 1:
            raise ValueError("retry_sentences_per_chunk must be at least 1 (or None: as sentences_per_chunk), "
                             f"got {self.retry_sentences_per_chunk}")
        if self.phrase_marks is not None:
            marks = tuple(self.phrase_marks)  # a config gives a list
            if len(marks) != 2 or not all(marks) or any(m in self.marker for m in marks):
                raise ValueError("phrase_marks must be two non-empty strings that do not occur in the redaction "
                                 f"marker, e.g. ['[[', ']]'] (or null), got {marks!r}")
            self.phrase_marks = (marks[0], marks[1])
        if not self.marker or not re.search(r"\w", self.marker):
            raise ValueError(f"the redaction marker must contain a letter or digit (e.g. '[REDACTED]'), got {self.marker!r}")


@dataclass
class Region:
    """A stretch of a chunk between placeholders (sanitized offsets; may be empty)."""

    start: int
    end: int


@dataclass
class Chunk:
    """A few sentences of the output, with the linkable n-grams inside and their layout."""

    start: int
    end: int
    ngrams: list[Ngram] = field(default_factory=list)
    regions: list[Region] = field(default_factory=list)  # len(placeholders) + 1
    placeholders: list[str] = field(default_factory=list)  # as shown to the LLM

    def passage(self, text: str, marks: tuple[str, str] | None = None) -> str:
        """The chunk as the LLM sees it; ``marks``: put (open, close) around each n-gram to rephrase."""
        parts = [self._region_text(text, self.regions[0], marks)]
        for shown, region in zip(self.placeholders, self.regions[1:], strict=False):
            parts.append(shown)
            parts.append(self._region_text(text, region, marks))
        return "".join(parts)

    def _region_text(self, text: str, region: Region, marks: tuple[str, str] | None) -> str:
        if marks is None:
            return text[region.start : region.end]
        parts, at = [], region.start
        for gram in sorted(self.ngrams, key=lambda g: g.start):  # non-overlapping (the minimal set)
            if region.start <= gram.start and gram.end <= region.end and gram.start >= at:
                parts += [text[at : gram.start], marks[0], text[gram.start : gram.end], marks[1]]
                at = gram.end
        parts.append(text[at : region.end])
        return "".join(parts)


# -- chunking ---------------------------------------------------------------------------------------
def chunk_starts(text: str, sentences: Sequence[tuple[int, int]], per_chunk: int, max_words: int) -> list[int]:
    """Where each chunk after the first starts: a new chunk every ``per_chunk`` sentences, or sooner
    when the next sentence would take it past ``max_words`` words."""
    starts: list[int] = []
    count = words = 0
    for start, end in sentences:
        n = len(text[start:end].split())
        if count and (count >= per_chunk or words + n > max_words):
            starts.append(start)
            count = words = 0
        count += 1
        words += n
    return starts


def chunk_bounds(
    view: View, detection: Detection, settings: GuardSettings, sentences_per_chunk: int | None = None
) -> list[tuple[int, int]]:
    """Chunk ranges covering the whole text; no edge inside a placeholder or a linkable n-gram.

    ``sentences_per_chunk``: sentences per chunk (default: ``settings.sentences_per_chunk``).
    """
    text = view.text
    per_chunk = sentences_per_chunk or settings.sentences_per_chunk
    bounds = chunk_starts(text, detection.sentences, per_chunk, settings.max_chunk_words)
    # placeholders of earlier components are never cut; an earlier rewrite of linkage_guard may be
    # (a retry of one of its sentences): the new edit then widens to cover it (edits_for_replacements)
    blocked = [(s.san_start, s.san_end) for s in view.protected if s.san_end > s.san_start]
    blocked += [(g.start, g.end) for g in detection.to_rephrase]
    snapped: list[int] = []
    for bound in bounds:
        moved = True
        while moved:  # move the edge past anything it would cut
            moved = False
            for lo, hi in blocked:
                if lo < bound < hi:
                    bound, moved = hi, True
        if 0 < bound < len(text) and (not snapped or bound > snapped[-1]):
            snapped.append(bound)
    edges = [0] + snapped + [len(text)]
    return list(zip(edges[:-1], edges[1:], strict=False))


def strip_range(text: str, start: int, end: int) -> tuple[int, int]:
    """``[start, end)`` without the outer whitespace of ``text[start:end]``."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


_LEADING_PUNCTUATION = re.compile(r"[^\w\s]+\s+")
_TRAILING_PUNCTUATION = re.compile(r"\s+[^\w\s]+$")


def part_range(text: str, start: int, end: int) -> tuple[int, int]:
    """The range of a part to send: ``strip_range`` without punctuation-only tokens at either edge.

    Why: a stretch between placeholders often begins with the comma or closing quote that follows
    the first placeholder (``”), which was``) or ends with the opening bracket of the next one
    (``protection (“``). The model rewrites the words and drops such edges, gluing the rewrite to
    the placeholder (``MISC.6was``). Kept outside the part they stay as they were; no n-gram
    starts or ends on them, so the part holds the same n-grams.
    """
    start, end = strip_range(text, start, end)
    while (match := _LEADING_PUNCTUATION.match(text, start, end)) is not None:
        start = match.end()
    while (match := _TRAILING_PUNCTUATION.search(text, start, end)) is not None:
        end = match.start()
    return start, end


def layout(view: View, start: int, end: int, marker: str) -> Chunk:
    """The chunk ``[start, end)`` without outer whitespace, split at the protected placeholders."""
    text = view.text
    start, end = strip_range(text, start, end)
    for seg in view.protected:  # never start or end inside a placeholder (one with outer whitespace)
        if seg.san_start < start < seg.san_end:
            start = seg.san_start
        if seg.san_start < end < seg.san_end:
            end = seg.san_end
    chunk = Chunk(start, end)
    at = start
    for seg in view.protected:
        inside = start <= seg.san_start and seg.san_end <= end
        if seg.san_start == seg.san_end:
            inside = start < seg.san_start < end
        if not inside:
            continue
        chunk.regions.append(Region(at, seg.san_start))
        replacement = seg.edit.replacement if seg.edit is not None else ""
        chunk.placeholders.append(replacement.strip() if replacement.strip() else marker)
        at = seg.san_end
    chunk.regions.append(Region(at, end))
    return chunk


def placeholder_pattern(shown: str) -> re.Pattern[str]:
    """``shown`` as a whole token (PERSON.1 is not found inside PERSON.12)."""
    return re.compile((r"(?<!\w)" if shown[:1].isalnum() else "") + re.escape(shown) + (r"(?!\w)" if shown[-1:].isalnum() else ""))


def split_answer(answer: str, placeholders: Sequence[str]) -> tuple[list[str] | None, str | None]:
    """The answer's text between the placeholders, found in order (or why they were not)."""
    parts: list[str] = []
    at = 0
    for shown in placeholders:
        match = placeholder_pattern(shown).search(answer, at)
        if match is None:
            return None, f"the placeholder {shown} is missing or out of order"
        parts.append(answer[at : match.start()])
        at = match.end()
    parts.append(answer[at:])
    return parts, None


# -- edits from sanitized-text replacements ----------------------------------------------------------
def merge_same_replacements(
    members: Sequence[tuple[int, int, str, dict[str, Any]]]
) -> list[tuple[int, int, str, dict[str, Any]]]:
    """Overlapping ranges with the same replacement (two redactions of one phrase) become one range.

    Otherwise each would write its marker and the text would read ``[REDACTED][REDACTED]``.
    Ranges with different replacements keep their own; the overlap is covered either way.
    """
    merged: list[tuple[int, int, str, dict[str, Any]]] = []
    for item in members:  # sorted by start
        if merged and item[0] < merged[-1][1] and item[2] == merged[-1][2]:
            s, e, new, details = merged[-1]
            merged[-1] = (s, max(e, item[1]), new, details)
        else:
            merged.append(item)
    return merged


def edits_for_replacements(
    doc: Doc, view: View, items: Sequence[tuple[int, int, str, dict[str, Any]]], text: str | None = None
) -> list[Edit]:
    """Edits (original offsets) that make ``view.text[s:e]`` read ``new`` for each ``(s, e, new, details)``.

    A range that reaches into an earlier linkage_guard edit is widened to the whole edit, whose
    other text is kept; ranges widened into one another become one edit. A range may never touch
    a protected placeholder (detection and chunk layout keep them out).
    """
    text = doc_text(doc) if text is None else text
    segments = view.derived.alignment.segments
    starts = [s.san_start for s in segments]
    protected = {id(s) for s in view.protected}
    widened: list[tuple[int, int, int, int, list[tuple[int, int, str, dict[str, Any]]]]] = []
    for item in sorted(items, key=lambda x: (x[0], x[1])):
        s, e = item[0], item[1]
        if e <= s:
            continue
        included: list[Segment] = []
        for seg in segments[max(0, bisect_left(starts, s) - 1):]:
            if seg.san_start > e:
                break
            positive = seg.san_end > seg.san_start
            if (positive and seg.san_start < e and s < seg.san_end) or (
                not positive and seg.edit is not None and id(seg) not in protected and s <= seg.san_start <= e
            ):
                if id(seg) in protected:
                    raise DocumentError(get_doc_id(doc), f"internal error: linkage_guard tried to rewrite the "
                                        f"placeholder {seg.edit.replacement if seg.edit else ''!r} at [{seg.san_start}, {seg.san_end})")
                included.append(seg)
        if not included:
            continue
        first, last = included[0], included[-1]
        ws, os_ = (s, first.orig_start + (s - first.san_start)) if first.edit is None else (first.san_start, first.orig_start)
        we, oe = (e, last.orig_start + (e - last.san_start)) if last.edit is None else (last.san_end, last.orig_end)
        if widened and ws < widened[-1][1]:
            pws, pwe, pos, poe, members = widened[-1]
            widened[-1] = (min(pws, ws), max(pwe, we), min(pos, os_), max(poe, oe), members + [item])
        else:
            widened.append((ws, we, os_, oe, [item]))
    edits = []
    for ws, we, os_, oe, members in widened:
        parts = []
        at = ws
        for s, e, new, _ in merge_same_replacements(members):
            parts.append(view.text[at:s])
            parts.append(new)
            at = e
        parts.append(view.text[at:we])
        details: dict[str, Any] = dict(members[0][3])
        if len(members) > 1:
            details = {"action": members[0][3].get("action"), "parts": [m[3] for m in members]}
        edits.append(make_edit(doc, os_, oe, "".join(parts), method=METHOD, details=details, text=text))
    return edits


PLACEHOLDER_PROBLEM = "the placeholder "


@dataclass
class Request:
    """One LLM request of a round: a whole chunk, or one part of it (a region without outer whitespace)."""

    chunk: Chunk
    key: tuple[int, int]  # the chunk's original range
    part: tuple[int, int] | None = None  # sanitized range of the part (None: the whole chunk)

    @property
    def ngrams(self) -> list[Ngram]:
        if self.part is None:
            return self.chunk.ngrams
        return [g for g in self.chunk.ngrams if self.part[0] <= g.start and g.end <= self.part[1]]


def _overlapping(problems: Iterable[tuple[int, int]], key: tuple[int, int]) -> list[tuple[int, int]]:
    return [k for k in problems if k[0] < key[1] and key[0] < k[1] or k[0] == key[0]]


def _problem_of(problems: dict[tuple[int, int], str], key: tuple[int, int]) -> str | None:
    """Why the last answer for (a chunk overlapping) this chunk's range was unusable, if it was."""
    found = _overlapping(problems, key)
    return problems[found[-1]] if found else None


def _forget(problems: dict[tuple[int, int], str], key: tuple[int, int]) -> None:
    for k in _overlapping(problems, key):
        del problems[k]


# -- the loop ---------------------------------------------------------------------------------------
class LinkageRewriter:
    """Runs detection, LLM rewriting and the fail-closed redaction on Docs."""

    def __init__(self, detector: Detector, llm: ChatLLM | None, settings: GuardSettings) -> None:
        self.detector = detector
        self.llm = llm
        self.settings = settings

    def detect(self, doc: Doc, source_keys: Any | None = None) -> tuple[View, Detection]:
        """The Doc's current output and what links in it (``source_keys``: see :meth:`source_keys`)."""
        view = doc_view(doc, marker=self.settings.marker)
        return view, self.detector.detect(view.text, view.barriers, source_keys)

    def source_keys(self, doc: Doc) -> Any | None:
        """The n-gram keys of the Doc's original text when ``source_aware`` (else None: all rare n-grams link)."""
        return self.detector.source_keys(doc_text(doc)) if self.settings.source_aware else None

    def _settings_for(self, round_number: int) -> GenerationSettings | None:
        """The backend's settings, with the seed moved on per round (a retry is not a replay)."""
        base = getattr(self.llm, "settings", None)
        if not isinstance(base, GenerationSettings) or base.seed is None or round_number == 1:
            return base
        return base.updated(seed=base.seed + round_number - 1)

    def _ask(self, conversations: list[list[dict[str, str]]], settings: GenerationSettings | None) -> list[tuple[str | None, str | None]]:
        """(answer, error) per conversation, asked together (:func:`~spacy_sanitize.llm.base.ask_each`):
        one failing call does not sink the others; its chunk stays linkable and is redacted later."""
        assert self.llm is not None
        return [(answer, None if error is None else f"the LLM failed ({error})")
                for answer, error in ask_each(self.llm, conversations, settings)]

    def run(self, doc: Doc) -> dict[str, Any]:
        """Rewrite ``doc`` until nothing links; returns the audit report (also in ``doc._.linkage_report``)."""
        settings = self.settings
        started = time.perf_counter()
        report: dict[str, Any] = {
            "k": self.detector.k, "max_arity": self.detector.max_arity, "max_n": self.detector.max_n,
            "index": str(self.detector.index.path), "rounds": [], "redacted": [], "llm_calls": 0,
        }
        # original range of a chunk -> why its last answer was unusable (a retry's smaller chunk
        # inherits the problem of the chunk it was part of)
        problems: dict[tuple[int, int], str] = {}
        # original ranges whose whole-passage answer lost a placeholder: retried part by part
        part_mode: set[tuple[int, int]] = set()
        text = doc_text(doc)
        source = self.source_keys(doc)
        report["source_aware"] = source is not None
        view, detection = self.detect(doc, source)
        initial = detection
        report["initial"] = {"n_singles": len(detection.singles), "n_combinations": len(detection.combinations),
                             "n_to_rephrase": len(detection.to_rephrase), "n_words": detection.n_words}
        stopped = "clean"
        round_number = 0
        while detection.linkable:
            if self.llm is None or round_number >= settings.max_rounds:
                stopped = "no_llm" if self.llm is None or settings.max_rounds == 0 else "max_rounds"
                break
            round_number += 1
            round_started = time.perf_counter()
            round_report: dict[str, Any] = {"round": round_number,
                                            "detection": detection.to_dict(limit=settings.audit_limit), "chunks": []}
            requests = self._requests(view, self._chunks_for_round(view, detection, round_number), part_mode)
            answers = self._ask_in_order(view, requests, problems, round_number)
            report["llm_calls"] += len(requests)
            items, outcome = self._read_answers(requests, answers, view, round_number, part_mode, round_report)
            for key, problem in outcome.items():
                _forget(problems, key)
                if problem is not None:
                    problems[key] = problem
            if items:
                add_edits(doc, edits_for_replacements(doc, view, items, text=text))
            round_report["seconds"] = round(time.perf_counter() - round_started, 3)
            report["rounds"].append(round_report)
            view, detection = self.detect(doc, source)
        report["stopped"] = stopped
        report["linkable_before_redaction"] = len(detection.to_rephrase)
        self._redact(doc, view, detection, report, source, initial)
        report["seconds"] = round(time.perf_counter() - started, 3)
        return report

    def _chunks_for_round(self, view: View, detection: Detection, round_number: int) -> list[Chunk]:
        """The passages of this round, each with the n-grams it must rephrase (smaller ones on retries)."""
        settings = self.settings
        per_chunk = settings.sentences_per_chunk
        if round_number > 1 and settings.retry_sentences_per_chunk is not None:
            per_chunk = settings.retry_sentences_per_chunk
        chunks = []
        for start, end in chunk_bounds(view, detection, settings, per_chunk):
            grams = [g for g in detection.to_rephrase if start <= g.start and g.end <= end]
            if grams:
                chunk = layout(view, start, end, settings.marker)
                chunk.ngrams = grams
                chunks.append(chunk)
        return chunks

    def _ask_in_order(self, view: View, requests: list[Request], problems: dict[tuple[int, int], str],
                      round_number: int) -> list[tuple[str | None, str | None]]:
        """(answer, error) per request, asked whole passages first, then parts.

        Consecutive prompts of one kind share their few-shot prefix, which the llama.cpp
        backend keeps evaluated (each answer depends on its prompt only).
        """
        conversations = [self._messages(view, request, problems) for request in requests]
        order = sorted(range(len(requests)), key=lambda i: requests[i].part is not None)
        asked = self._ask([conversations[i] for i in order], self._settings_for(round_number))
        answers: list[tuple[str | None, str | None]] = [(None, None)] * len(requests)
        for i, asked_answer in zip(order, asked, strict=True):
            answers[i] = asked_answer
        return answers

    def _read_answers(
        self, requests: list[Request], answers: list[tuple[str | None, str | None]], view: View, round_number: int,
        part_mode: set[tuple[int, int]], round_report: dict[str, Any],
    ) -> tuple[list[tuple[int, int, str, dict[str, Any]]], dict[tuple[int, int], str | None]]:
        """The usable rewrites of a round, and per chunk the last problem of its requests (None: none)."""
        items: list[tuple[int, int, str, dict[str, Any]]] = []
        outcome: dict[tuple[int, int], str | None] = {}
        for request, (answer, error) in zip(requests, answers, strict=True):
            chunk, key = request.chunk, request.key
            entry: dict[str, Any] = {"start": chunk.start, "end": chunk.end, "ngrams": [g.text for g in request.ngrams]}
            if request.part is None:
                new_items, problem, parsed = self._interpret(chunk, view, answer, error, round_number)
            else:
                entry["part"] = view.text[slice(*request.part)]
                new_items, problem, parsed = self._interpret_part(request, view, answer, error, round_number)
            entry["reasoning"] = parsed.reasoning if parsed is not None else None
            if problem is not None:
                outcome[key] = problem
                if request.part is None and problem.startswith(PLACEHOLDER_PROBLEM) and self.settings.part_retries:
                    part_mode.add(key)
                entry.update(status="rejected", problem=problem, answer=(answer or "")[:2000])
            else:
                outcome.setdefault(key, None)
                entry.update(status="rewritten", rewrite=parsed.text if parsed else None, n_regions=len(new_items))
                items.extend(new_items)
            round_report["chunks"].append(entry)
        return items, outcome

    def _requests(self, view: View, chunks: list[Chunk], part_mode: set[tuple[int, int]]) -> list[Request]:
        """One request per chunk, or per region holding n-grams for a chunk in part mode."""
        to_original = view.derived.alignment.to_original
        requests: list[Request] = []
        for chunk in chunks:
            key = (to_original(chunk.start), to_original(chunk.end))
            if chunk.placeholders and _overlapping(part_mode, key):
                parts = [Request(chunk, key, part_range(view.text, r.start, r.end)) for r in chunk.regions]
                requests.extend(part for part in parts if part.ngrams)
            else:
                requests.append(Request(chunk, key))
        return requests

    def _messages(self, view: View, request: Request, problems: dict[tuple[int, int], str]) -> list[dict[str, str]]:
        settings = self.settings
        previous = _problem_of(problems, request.key)
        phrases = [g.text for g in request.ngrams]
        if request.part is None:
            if previous is not None and previous.startswith(PLACEHOLDER_PROBLEM) and not any(
                previous.startswith(f"{PLACEHOLDER_PROBLEM}{shown} ") for shown in request.chunk.placeholders
            ):
                previous = None  # inherited from a larger chunk, about a placeholder this one does not hold
            return rewrite_messages(request.chunk.passage(view.text, settings.phrase_marks), phrases,
                                    request.chunk.placeholders, marker=settings.marker, previous_problem=previous,
                                    marks=settings.phrase_marks)
        if previous is not None and previous.startswith(PLACEHOLDER_PROBLEM):
            previous = None  # a part has no placeholder: that problem is what the part request avoids
        return rewrite_part_messages(request.chunk.passage(view.text), view.text[slice(*request.part)], phrases,
                                     marker=settings.marker, previous_problem=previous)

    def _parse(self, answer: str | None, error: str | None):
        """The parsed answer and why it is unusable (the LLM failed, or no rewrite in it), if it is."""
        if error is not None:
            return None, error
        # read the answer as a reader sees it before anything else: no format characters, no full-width
        # or look-alike letters hiding a phrase mark, a placeholder or a linkable phrase from the index
        # (which normalises by NFKC and case only)
        parsed = parse_rewrite(plain_text(answer) if answer else answer, marks=self.settings.phrase_marks)
        return parsed, parsed.problem if parsed.text is None else None

    def _length_problem(self, old_words: int, new_words: int, rewrite: str, unit: str) -> str | None:
        """Why a rewrite of ``new_words`` words cannot stand for ``old_words`` (None: a plausible length)."""
        if old_words and not (self.settings.min_length_ratio <= new_words / old_words <= self.settings.max_length_ratio):
            return f"{rewrite} has {new_words} words for {unit} of {old_words}"
        return None

    def _interpret_part(self, request: Request, view: View, answer: str | None, error: str | None, round_number: int):
        """The replacement of one part from a part answer, or the reason it cannot be used."""
        parsed, problem = self._parse(answer, error)
        if problem is not None:
            return [], problem, parsed
        for shown in request.chunk.placeholders:
            if shown != self.settings.marker and placeholder_pattern(shown).search(parsed.text):
                return [], f"the rewritten part contains the placeholder {shown}: write only the new part", parsed
        if request.part is None:
            raise ValueError("internal error: a part answer for a request without a part")
        start, end = request.part
        old = view.text[start:end]
        problem = self._length_problem(len(old.split()), len(parsed.text.split()), "the rewritten part", "a part")
        if problem is not None:
            return [], problem, parsed
        new = parsed.text
        if old[-1:] not in ".!?;:" and new[-1:] == ".":
            new = new[:-1].rstrip()  # the part goes on in its sentence: no full stop of the model's
        if same_for_a_reader(new, old):  # in another case, with hidden characters: still the old part
            return [], "the rewritten part was the same as the old one", parsed
        details = {"action": "rephrase", "round": round_number, "ngrams": [g.text for g in request.ngrams], "part": True}
        return [(start, end, new, details)], None, parsed

    def _interpret(self, chunk: Chunk, view: View, answer: str | None, error: str | None, round_number: int):
        """Regions to rewrite from one answer, or the reason the answer cannot be used."""
        parsed, problem = self._parse(answer, error)
        if problem is not None:
            return [], problem, parsed
        parts, problem = split_answer(parsed.text, chunk.placeholders)
        if parts is None:
            return [], problem, parsed
        old_words = sum(len(view.text[r.start : r.end].split()) for r in chunk.regions)
        new_words = sum(len(p.split()) for p in parts)
        problem = self._length_problem(old_words, new_words, "the rewrite", "a passage")
        if problem is not None:
            return [], problem, parsed
        items = []
        for region, new in zip(chunk.regions, parts, strict=False):
            old = view.text[region.start : region.end]
            if region.start == region.end or same_for_a_reader(new, old):
                # nothing to replace (text the LLM put between adjacent placeholders is dropped), or a
                # region that reads as it did (another case): it stays and is judged as the original
                continue
            inside = [g.text for g in chunk.ngrams if region.start <= g.start and g.end <= region.end]
            items.append((region.start, region.end, new, {"action": "rephrase", "round": round_number, "ngrams": inside}))
        return items, None, parsed

    def _redact(self, doc: Doc, view: View, detection: Detection, report: dict[str, Any], source: Any | None,
                initial: Detection | None = None) -> None:
        """Replace whatever still links by the marker, until nothing does (each pass removes words).

        What links is what detection finds in the output plus, with ``initial`` (the detection of
        the input), every input combination still whole in the output (:meth:`Detector.survivors`:
        the output's own pool can miss one that its new wording hides).
        """
        passes = 0
        limit = detection.n_words + 2
        survivor_keys: set[int] = set()
        while True:
            # What the output's own detection finds goes first; the input's combinations are
            # checked once that is gone, since its redactions already break most of them (asked
            # together, the two would name the same phrase twice).
            if detection.linkable:
                grams = list(detection.to_rephrase)
            else:
                grams = self._survivors(view, initial)
                survivor_keys.update(g.key for g in grams)
            if not grams:
                break
            passes += 1
            if passes > limit:  # cannot happen: every pass removes at least one word
                raise DocumentError(get_doc_id(doc), "linkage_guard: redaction did not converge")
            items = [(g.start, g.end, self.settings.marker, {"action": "redact", "ngram": g.text, "df": g.df})
                     for g in grams]
            report["redacted"].extend({"text": g.text, "df": g.df, "pass": passes} for g in grams)
            add_edits(doc, edits_for_replacements(doc, view, items))
            view, detection = self.detect(doc, source)
        # distinct phrases redacted because an input combination was still whole (one phrase can
        # break many combinations: "a hearing" broke 18 in the benchmark)
        report["survivor_phrases"] = len(survivor_keys)
        report["redaction_passes"] = passes
        report["linkable_after"] = len(detection.to_rephrase)

    def _survivors(self, view: View, initial: Detection | None) -> list[Ngram]:
        return [] if initial is None else self.detector.survivors(initial, view.text, view.barriers)
