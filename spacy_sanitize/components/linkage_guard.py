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
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc
from spacy.training import Example

from ..doc_model import PII_SPAN_KEY, as_docs, get_doc_id
from ..errors import DocumentError
from ..fail_closed import enforce_fail_closed
from ..linkage.config import LinkageSearch
from ..linkage.rewriting import GuardSettings
from ..linkage.view import METHOD
from .base import SpanRewriter
from .in_flight import check_in_flight

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


@Language.factory(
    "linkage_guard",
    default_config={
        "index_path": None,
        "llm": {"@misc": "spacy_sanitize.LlamaCppChat.v1"},
        "search": {"@misc": "spacy_sanitize.LinkageSearch.v1"},
        "rewriting": {"@misc": "spacy_sanitize.GuardRewriting.v1"},
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
        "max_in_flight": 8,
        "scorer": None,
    },
    default_score_weights={"linkage_risk": 0.0, "linkage_risk_arity1": 0.0},
)
class LinkageGuard(SpanRewriter):
    """Rephrase (else redact) what a phrase search could link back to the original collection.

    Config: ``index_path`` is the index folder (required); ``llm`` a chat backend, or null to redact
    without rephrasing; ``search`` what a phrase search links; ``rewriting`` the rewrite loop;
    ``span_key`` / ``replace_no_mask`` the detected spans the final fail-closed guard checks;
    ``max_in_flight`` how many documents ``nlp.pipe`` keeps in progress when the ``llm`` is a server
    that answers concurrently (an in-process model takes one document at a time).
    """

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        index_path: str | None,
        llm: Any,
        search: LinkageSearch,
        rewriting: GuardSettings,
        span_key: str,
        replace_no_mask: bool,
        max_in_flight: int = 8,
        scorer: Callable | None = None,
    ) -> None:
        if not index_path:
            raise ValueError(INDEX_HELP)
        super().__init__(nlp, name, span_key=span_key, replace_no_mask=replace_no_mask, scorer=scorer)
        self.max_in_flight = check_in_flight(max_in_flight, "linkage_guard")
        self.index_path = str(index_path)
        self.llm = llm
        self.search = search
        self.settings = rewriting
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
            search = self.search
            detector = Detector(index, k=search.k, max_arity=search.max_arity, max_n=search.max_n,
                                max_pool=search.max_pool, max_combination_df=search.max_combination_df)
            self._rewriter = LinkageRewriter(detector, self.llm, self.settings)
        return self._rewriter

    @property
    def detector(self) -> Any:
        return self.rewriter.detector

    def work_estimate(self, doc: Doc) -> float:
        """The guard searches and rewrites the whole text: its length is the measure of its work."""
        return float(len(doc.text))

    def __call__(self, doc: Doc) -> Doc:
        self.prepare()  # a missing or damaged index, or a missing LLM, is a configuration error: raise
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
        """Open the index and check the LLM is there (either missing is a configuration error: it raises)."""
        _ = self.rewriter
        check = getattr(self.llm, "check_available", None)
        if check is not None:
            check()

    def score(self, examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        """Linkage risk (paper §4.2) of the predicted Docs against this component's index."""
        if self.scorer is not None:
            return self.scorer(examples, **kwargs)
        from ..linkage.risk import score_docs

        return score_docs(as_docs(examples), self.detector, marker=self.settings.marker)


__all__ = ["LinkageGuard", "METHOD", "REPORT_ATTRIBUTE", "register_report_extension"]
