"""``linkage_guard``: no phrase search in the original collection may link a document back to its source.

Lison & Anderson, "Protecting De-identified Documents from Search-based Linkage Attacks", as a
spaCy component placed after the de-identification components (``pii_detector`` + ``pii_replacer``,
``intact_generalizer``, ...). For each Doc it:

1. reads the output of the earlier components from the edit log and finds, with an n-gram index of
   the original collection, the n-grams (and, up to ``max_arity``, combinations of n-grams) that
   occur in fewer than ``k`` documents, the original among them (§3.1-3.2;
   :mod:`spacy_sanitize.linkage.links`);
2. asks the LLM backend to rephrase them, a few sentences at a time, with few-shot examples and a
   short reasoning step (§3.3, appendix A.1), and repeats until nothing links or ``max_rounds``
   rounds have run; a passage whose answer lost a placeholder is retried part by part
   (:mod:`spacy_sanitize.linkage.rewriting`);
3. fails closed: whatever still links is replaced by ``redaction_marker``; then the fail-closed
   guard checks the detected spans once more.

The Doc's text is unchanged: rephrasings and redactions are ``linkage_guard`` edits in the log
(the earlier components' replacements stay in force, as placeholders the LLM must keep), and
``doc._.linkage_report`` (plain values) keeps the audit trail: what was found in each round, each
chunk's n-grams, the LLM's reasoning and rewrite or why it was rejected, and what was redacted.

Build the index once: ``spacy-sanitize build-index COLLECTION... --output DIR``. This module imports
only spaCy and the package's light modules; numpy code, the index and the LLM load on first use.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc
from spacy.training import Example

from ..doc_model import PII_SPAN_KEY, as_docs, get_doc_id
from ..errors import DocumentError
from ..fail_closed import enforce_fail_closed
from ..linkage.view import DEFAULT_MARKER, METHOD
from .base import SpanRewriter

logger = logging.getLogger(__name__)
REPORT_ATTRIBUTE = "linkage_report"
INDEX_HELP = (
    "linkage_guard needs the n-gram index of the original collection: build it with "
    "`spacy-sanitize build-index COLLECTION... --output DIR` (JSON {id: text}, JSONL or text folders) "
    "and set index_path = \"DIR\" in [components.linkage_guard]"
)


def register_report_extension() -> None:
    """``doc._.linkage_report``: the audit trail (a dict of plain values, None until the component ran)."""
    if not Doc.has_extension(REPORT_ATTRIBUTE):
        Doc.set_extension(REPORT_ATTRIBUTE, default=None)


register_report_extension()


class LinkageGuard(SpanRewriter):
    """Rephrase (else redact) what a phrase search could link back to the original collection."""

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        index_path: str,
        llm: Any,
        k: int,
        max_arity: int,
        max_n: int | None,
        max_rounds: int,
        sentences_per_chunk: int,
        max_chunk_words: int,
        redaction_marker: str,
        retry_sentences_per_chunk: int | None,
        phrase_marks: Sequence[str] | None,
        source_aware: bool,
        part_retries: bool,
        max_pool: int,
        max_combination_df: int | None,
        span_key: str,
        replace_no_mask: bool,
        scorer: Callable | None = None,
    ) -> None:
        from ..linkage.rewriting import GuardSettings

        if not index_path:
            raise ValueError(INDEX_HELP)
        if k < 2:
            raise ValueError(f"k must be at least 2 (a search that finds fewer than k documents links), got {k}")
        if not 1 <= max_arity <= 3:
            raise ValueError(f"max_arity must be 1, 2 or 3 (the paper combines up to 3 n-grams), got {max_arity}")
        super().__init__(nlp, name, span_key=span_key, replace_no_mask=replace_no_mask, scorer=scorer)
        self.index_path = str(index_path)
        self.llm = llm
        self.k = k
        self.max_arity = max_arity
        self.max_n = max_n
        self.max_pool = max_pool
        self.max_combination_df = max_combination_df
        self.settings = GuardSettings(
            max_rounds=max_rounds, sentences_per_chunk=sentences_per_chunk,
            retry_sentences_per_chunk=retry_sentences_per_chunk, max_chunk_words=max_chunk_words,
            marker=redaction_marker, phrase_marks=_two_marks(phrase_marks),  # a tuple after GuardSettings' check
            source_aware=source_aware, part_retries=part_retries,
        )
        self._rewriter: Any = None

    @property
    def rewriter(self) -> Any:
        """The :class:`~spacy_sanitize.linkage.rewriting.LinkageRewriter` (opens the index on first use)."""
        if self._rewriter is None:
            from ..linkage.index import IndexFormatError, NgramIndex
            from ..linkage.links import Detector
            from ..linkage.rewriting import LinkageRewriter

            path = Path(self.index_path).expanduser()
            try:
                index = NgramIndex.open(path)
            except IndexFormatError as error:
                raise ValueError(f"{error}\n{INDEX_HELP}") from error
            detector = Detector(index, k=self.k, max_arity=self.max_arity, max_n=self.max_n,
                                max_pool=self.max_pool, max_combination_df=self.max_combination_df)
            self._rewriter = LinkageRewriter(detector, self.llm, self.settings)
        return self._rewriter

    @property
    def detector(self) -> Any:
        return self.rewriter.detector

    def __call__(self, doc: Doc) -> Doc:
        self.prepare()
        rewriter = self.rewriter
        try:
            doc._.linkage_report = rewriter.run(doc)
        except DocumentError:
            raise
        except Exception as error:
            # Nothing is known about what links: the document must not be released.
            raise DocumentError(get_doc_id(doc), f"linkage_guard failed ({type(error).__name__}: {error}); "
                                "the document was not released") from error
        if self.span_key in doc.spans:
            enforce_fail_closed(doc, self.chosen_spans(doc))
        return doc

    def initialize(self, get_examples: Callable | None = None, *, nlp: Language | None = None) -> None:
        """Open the index now, so that a wrong ``index_path`` fails before the first document."""
        self.prepare()

    def prepare(self) -> None:
        """Open the index (a missing or damaged index is a configuration error: it raises)."""
        _ = self.rewriter

    def score(self, examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        """Linkage risk (paper §4.2) of the predicted Docs against this component's index."""
        if self.scorer is not None:
            return self.scorer(examples, **kwargs)
        from ..linkage.risk import score_docs

        return score_docs(as_docs(examples), self.detector, marker=self.settings.marker)



def _two_marks(marks: Sequence[str] | None) -> tuple[str, str] | None:
    """The configured phrase marks as a pair (a config gives a list); GuardSettings checks them."""
    if not marks:
        return None
    if len(marks) != 2:
        raise ValueError(f"phrase_marks must be two non-empty strings, e.g. ['[[', ']]'] (or null), got {list(marks)!r}")
    return (marks[0], marks[1])


@Language.factory(
    "linkage_guard",
    default_config={
        "index_path": None,
        "llm": {"@misc": "spacy_sanitize.LlamaCppChat.v1"},
        "k": 3,
        "max_arity": 3,
        "max_n": None,
        "max_rounds": 5,
        "sentences_per_chunk": 3,
        "retry_sentences_per_chunk": 1,
        "max_chunk_words": 150,
        "phrase_marks": ["[[", "]]"],
        "source_aware": True,
        "part_retries": True,
        "redaction_marker": DEFAULT_MARKER,
        "max_pool": 400,
        "max_combination_df": None,
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
        "scorer": None,
    },
    default_score_weights={"linkage_risk": 0.0, "linkage_risk_arity1": 0.0},
)
def make_linkage_guard(
    nlp: Language,
    name: str,
    index_path: str | None,
    llm: Any,
    k: int,
    max_arity: int,
    max_n: int | None,
    max_rounds: int,
    sentences_per_chunk: int,
    retry_sentences_per_chunk: int | None,
    max_chunk_words: int,
    phrase_marks: list[str] | None,
    source_aware: bool,
    part_retries: bool,
    redaction_marker: str,
    max_pool: int,
    max_combination_df: int | None,
    span_key: str,
    replace_no_mask: bool,
    scorer: Callable | None,
) -> LinkageGuard:
    """Build the component.

    ``index_path``: the index folder (required); ``llm``: a chat backend, or null to redact without
    rephrasing; ``k``: a search returning fewer than k documents links (default 3: the paper's
    appendix rephrases n-grams "occurring only once or twice"); ``max_arity``: 1 = single n-grams,
    3 = also pairs and triples (the paper's two settings); ``max_n``: longest n-gram (default: the
    index's, 7 in the paper); ``max_rounds``: LLM rounds before the rest is redacted (0 = redact
    only); ``sentences_per_chunk`` / ``max_chunk_words``: the context sent per request;
    ``retry_sentences_per_chunk``: the same from the second round on, when only a few sentences
    still link (null: as ``sentences_per_chunk``); ``phrase_marks``: the two strings that show the
    phrases to rephrase in the passage (null: only listed); ``source_aware``: a phrase links only
    when it also occurs in the Doc's original text (a search that misses the source links nothing;
    false: every phrase rare in the collection counts, the LLM's own wording included);
    ``part_retries``: a passage whose answer lost or moved a placeholder is retried one stretch
    between placeholders at a time (false: the whole passage again);
    ``max_pool`` / ``max_combination_df``: bounds of the combination search (see
    :class:`~spacy_sanitize.linkage.links.Detector`); ``span_key`` / ``replace_no_mask``: the
    detected spans the final fail-closed guard checks.
    """
    return LinkageGuard(
        nlp, name, index_path=index_path or "", llm=llm, k=k, max_arity=max_arity, max_n=max_n,
        max_rounds=max_rounds, sentences_per_chunk=sentences_per_chunk,
        retry_sentences_per_chunk=retry_sentences_per_chunk, max_chunk_words=max_chunk_words,
        phrase_marks=phrase_marks, source_aware=source_aware, part_retries=part_retries, redaction_marker=redaction_marker, max_pool=max_pool, max_combination_df=max_combination_df,
        span_key=span_key, replace_no_mask=replace_no_mask, scorer=scorer,
    )


__all__ = ["LinkageGuard", "make_linkage_guard", "METHOD", "REPORT_ATTRIBUTE", "register_report_extension"]
