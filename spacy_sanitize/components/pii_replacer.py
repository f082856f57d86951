"""``pii_replacer``: rewrite detected spans with a replacement strategy.

The baselines of every paper (suppression, entity label with a running
number) as a component, and the simplest complete sanitizer: ``pii_detector``
followed by ``pii_replacer``. The text of the Doc is unchanged; the
replacements go into the edit log (see :mod:`spacy_sanitize.doc_model`), and
the fail-closed guard runs last.
"""

from typing import Callable, Iterable, Iterator, List, Optional

from spacy.language import Language
from spacy.pipeline import Pipe
from spacy.tokens import Doc, Span

from ..doc_model import PII_SPAN_KEY
from ..fail_closed import rewrite_fail_closed
from ..replacement import ReplacementStrategy, apply_replacements, non_overlapping, spans_to_sanitize


class PiiReplacer(Pipe):
    """Replace every span of ``doc.spans[span_key]`` using ``strategy``."""

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        strategy: ReplacementStrategy,
        span_key: str,
        replace_no_mask: bool,
        scorer: Optional[Callable] = None,
    ) -> None:
        self.vocab = nlp.vocab
        self.name = name
        self.strategy = strategy
        self.span_key = span_key
        self.replace_no_mask = replace_no_mask
        self.scorer = scorer

    @property
    def method(self) -> str:
        return str(getattr(self.strategy, "name", type(self.strategy).__name__))

    def chosen_spans(self, doc: Doc) -> List[Span]:
        """The spans this component must sanitize."""
        return spans_to_sanitize(doc, self.span_key, self.replace_no_mask)

    def __call__(self, doc: Doc) -> Doc:
        chosen = self.chosen_spans(doc)
        spans = non_overlapping(chosen)

        def replace() -> None:
            replacements = self.strategy(doc, spans)
            if len(replacements) != len(spans):
                raise ValueError(f"strategy returned {len(replacements)} replacements for {len(spans)} spans")
            apply_replacements(doc, spans, replacements, method=self.method)

        return rewrite_fail_closed(doc, chosen, replace, f"pii_replacer (strategy {self.method})")

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 128) -> Iterator[Doc]:
        for doc in stream:
            yield self(doc)

    def initialize(self, get_examples: Optional[Callable] = None, *, nlp: Optional[Language] = None) -> None:
        return None


@Language.factory(
    "pii_replacer",
    default_config={
        "strategy": {"@misc": "spacy_sanitize.EntityLabel.v1"},
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
        "scorer": None,
    },
)
def make_pii_replacer(
    nlp: Language,
    name: str,
    strategy: ReplacementStrategy,
    span_key: str,
    replace_no_mask: bool,
    scorer: Optional[Callable],
) -> PiiReplacer:
    return PiiReplacer(
        nlp, name, strategy=strategy, span_key=span_key, replace_no_mask=replace_no_mask, scorer=scorer
    )
