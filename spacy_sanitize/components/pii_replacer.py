"""``pii_replacer``: rewrite detected spans with a replacement strategy.

The baselines of every paper (suppression, entity label with a running
number) as a component, and the simplest complete sanitizer: ``pii_detector``
followed by ``pii_replacer``. The text of the Doc is unchanged; the
replacements go into the edit log (see :mod:`spacy_sanitize.doc_model`), and
the fail-closed guard runs last.
"""

from collections.abc import Callable, Sequence

from spacy.language import Language
from spacy.tokens import Doc, Span

from ..doc_model import PII_SPAN_KEY
from ..replacement import ReplacementStrategy
from .base import SpanRewrite, SpanRewriter


@Language.factory(
    "pii_replacer",
    default_config={
        "strategy": {"@misc": "spacy_sanitize.EntityLabel.v1"},
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
        "scorer": None,
    },
)
class PiiReplacer(SpanRewriter):
    """Replace every span of ``doc.spans[span_key]`` using ``strategy``."""

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        strategy: ReplacementStrategy,
        span_key: str,
        replace_no_mask: bool,
        scorer: Callable | None = None,
    ) -> None:
        super().__init__(nlp, name, span_key=span_key, replace_no_mask=replace_no_mask, scorer=scorer)
        self.strategy = strategy

    @property
    def method(self) -> str:
        return str(getattr(self.strategy, "name", type(self.strategy).__name__))

    def describe(self) -> str:
        return f"pii_replacer (strategy {self.method})"

    def rewrite(self, doc: Doc, spans: Sequence[Span], chosen: Sequence[Span]) -> list[SpanRewrite]:
        replacements = self.strategy(doc, spans)
        if len(replacements) != len(spans):
            raise ValueError(f"strategy returned {len(replacements)} replacements for {len(spans)} spans")
        return [SpanRewrite(span, replacement, self.method) for span, replacement in zip(spans, replacements, strict=True)]


