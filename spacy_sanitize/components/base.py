"""One base for the components that rewrite detected spans.

Every rewriting component (``pii_replacer``, ``intact_generalizer``,
``mtc_infiller``, ``clusant_substituter``, ``linkage_guard``) does the same
things around its method: pick the spans of ``doc.spans[span_key]`` it must
sanitize, merge overlapping ones, run the method under the fail-closed guard,
write the edits and each span's replacement and audit details, stream
documents through ``pipe``, and save what it learnt with the pipeline. They
live here once, so that a fix to any of them (the guard, ``pipe``,
serialization) is made in one place; a component keeps only its method, as
spacy-llm's tasks keep only their prompts and parsing.

A component implements :meth:`SpanRewriter.rewrite` and returns one
:class:`SpanRewrite` per span it replaced. Its state on disk is what
:meth:`SpanRewriter.write_state` writes into a folder; ``to_bytes`` packs the
same folder, so ``nlp.to_bytes()`` and ``nlp.to_disk()`` agree.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import srsly
from spacy.language import Language
from spacy.pipeline import Pipe
from spacy.tokens import Doc, Span

from ..doc_model import add_edits, doc_text, make_edit
from ..fail_closed import rewrite_fail_closed
from ..replacement import ReplacementStrategy, non_overlapping, spans_to_sanitize
from .in_flight import map_in_flight


@dataclass
class SpanRewrite:
    """What a method chose for one (merged) span: the text a reader sees instead, and why.

    ``details`` goes to ``span._.pii_details`` (the full audit); ``edit_details``
    to the edit log (default: the same), so a component may log a summary.
    """

    span: Span
    replacement: str
    method: str
    details: dict[str, Any] | None = None
    edit_details: dict[str, Any] | None = None


class SpanRewriter(Pipe):
    """Base of the span-rewriting components (see the module docstring)."""

    #: The component's name in warnings ("intact_generalizer").
    component_name = "span_rewriter"

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        span_key: str,
        replace_no_mask: bool,
        fallback: ReplacementStrategy | None = None,
        scorer: Callable[..., dict[str, Any]] | None = None,
    ) -> None:
        self.vocab = nlp.vocab
        self.name = name
        self.span_key = span_key
        self.replace_no_mask = replace_no_mask
        self.fallback = fallback
        self.scorer = scorer

    # -- documents -------------------------------------------------------------------------
    def chosen_spans(self, doc: Doc) -> list[Span]:
        """The spans this component must sanitize (NO_MASK ones only with ``replace_no_mask``)."""
        return spans_to_sanitize(doc, self.span_key, self.replace_no_mask)

    def describe(self) -> str:
        """How the component names itself when it fails over to labels."""
        return self.component_name

    def prepare(self) -> None:
        """Load what a document needs; raises on a configuration error (outside the fail-closed guard)."""

    def rewrite(self, doc: Doc, spans: Sequence[Span], chosen: Sequence[Span]) -> list[SpanRewrite]:
        """The method: one :class:`SpanRewrite` per merged span it replaces (``spans``).

        ``chosen`` are all spans to sanitize, before merging (what no replacement may repeat).
        Anything left unreplaced, or any exception, ends in the fallback labels.
        """
        raise NotImplementedError

    def __call__(self, doc: Doc) -> Doc:
        chosen = self.chosen_spans(doc)
        spans = non_overlapping(chosen)
        if not spans:
            return doc
        self.prepare()
        return rewrite_fail_closed(doc, chosen, lambda: self.record(doc, chosen, self.rewrite(doc, spans, chosen)),
                                   self.describe(), self.fallback)

    def record(self, doc: Doc, chosen: Sequence[Span], rewrites: Sequence[SpanRewrite]) -> None:
        """Write ``rewrites`` into the edit log and onto the spans, merged spans included."""
        text = doc_text(doc)
        edits = [
            make_edit(doc, r.span.start_char, r.span.end_char, r.replacement, method=r.method,
                      label=r.span.label_ or None, entity_id=r.span._.pii_entity_id,
                      details=r.details if r.edit_details is None else r.edit_details, text=text)
            for r in rewrites
        ]
        add_edits(doc, edits)
        applied = set()
        for rewrite in rewrites:
            rewrite.span._.pii_replacement = rewrite.replacement
            rewrite.span._.pii_details = rewrite.details
            applied.add((rewrite.span.start_char, rewrite.span.end_char))
        for span in chosen:  # spans of the group that were merged into a wider one
            if (span.start_char, span.end_char) in applied:
                continue
            wide = next((r for r in rewrites
                         if r.span.start_char <= span.start_char and span.end_char <= r.span.end_char), None)
            if wide is not None:
                span._.pii_replacement = wide.replacement
                span._.pii_details = wide.details

    #: Documents in progress at once in :meth:`pipe` when the component's ``llm`` answers concurrently
    #: (a server); components with an LLM set it from their config.
    max_in_flight: int = 1

    def documents_in_flight(self) -> int:
        """How many documents :meth:`pipe` keeps in progress: ``max_in_flight`` with a backend that answers
        concurrently, else 1 (an in-process model answers one call at a time, in document order). Under a
        collection registry also 1: the registry hands an entity the choice of the first document that
        settled it, so which document comes first must be the input order, not the first answer."""
        from ..registry.base import current_registry

        llm = getattr(self, "llm", None)
        if not getattr(llm, "answers_concurrently", False) or current_registry() is not None:
            return 1
        return self.max_in_flight

    def work_estimate(self, doc: Doc) -> float:
        """How much LLM work ``doc`` will take, relative to other documents: the spans to rewrite. With
        several documents in flight the costliest start first, so a long one does not run alone at the end."""
        return float(len(doc.spans[self.span_key])) if self.span_key in doc.spans else 0.0

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 16) -> Iterator[Doc]:
        """The documents in order; with a concurrent backend, several in progress at once
        (:mod:`spacy_sanitize.components.in_flight`)."""
        yield from map_in_flight(self, stream, self.documents_in_flight(), thread_name=self.component_name,
                                 cost=self.work_estimate)

    def initialize(self, get_examples: Callable[[], Iterable[Any]] | None = None, *,
                   nlp: Language | None = None) -> None:
        """Load models and resources now rather than at the first document (default: nothing to load)."""
        return None

    # -- serialization -----------------------------------------------------------------------
    def write_state(self, path: Path, exclude: Iterable[str]) -> None:
        """Write what the component learnt or was given into the folder ``path`` (default: nothing)."""

    def read_state(self, path: Path, exclude: Iterable[str]) -> None:
        """Read what :meth:`write_state` wrote (a folder that may be empty)."""

    def to_disk(self, path: str | Path, *, exclude: Iterable[str] = tuple()) -> None:
        folder = Path(path)
        folder.mkdir(parents=True, exist_ok=True)
        self.write_state(folder, exclude)

    def from_disk(self, path: str | Path, *, exclude: Iterable[str] = tuple()) -> SpanRewriter:
        self.read_state(Path(path), exclude)
        return self

    def to_bytes(self, *, exclude: Iterable[str] = tuple()) -> bytes:
        """The folder of :meth:`to_disk` as bytes (file paths and contents)."""
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            self.to_disk(root, exclude=exclude)
            files = {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
        return srsly.msgpack_dumps(files)

    def from_bytes(self, bytes_data: bytes, *, exclude: Iterable[str] = tuple()) -> SpanRewriter:
        files = srsly.msgpack_loads(bytes_data)
        # kept as long as the component: a loaded state may read its files lazily (a model folder)
        self._state_dir = tempfile.TemporaryDirectory(prefix="spacy-sanitize-")
        root = Path(self._state_dir.name)
        for name, content in files.items():
            target = root / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        return self.from_disk(root, exclude=exclude)
