"""``mtc_infiller``: realistic surrogates for detected spans from a masked LM on a CPU (MTC paper).

Madaan et al., *Multi-Token Completion for Text Anonymization*: each span of
``doc.spans[span_key]`` is masked and completed by a masked language model
with the rest of the document as context, so that "23 October 1996" becomes
"30 June" and "the Czech and Regional Governments" stays a government. Four
methods (``method``), all from one model:

* ``ns3``: three masks per span (Naive Static-3);
* ``nad``: one mask per wordpiece of the original (Naive Adaptive);
* ``mtc``: one mask, completed from the output layer extended with frequent
  noun phrases of a public corpus (Kalinsky et al.'s EMAT decoder);
* ``ss_mtc``: the same with the spans ``pii_detector`` finds in that corpus
  (the paper's best: more fluent, more entity-consistent).

How a completion is chosen, and why it can be trusted not to leak, is in
:mod:`spacy_sanitize.mtc.infill` and :mod:`spacy_sanitize.mtc.acceptance`:
all spans are masked at once, every mention of an entity gets the same
replacement, and a completion that equals the original, matches it by
INTACT's MATCH function or repeats any other sanitized span is passed over.
When nothing acceptable is left, or anything fails, the span gets the
fallback (numbered entity label, ``PERSON.1``), and the fail-closed guard runs
last: no chosen span reaches the output verbatim.

The text of the Doc stays as it is: replacements go into the edit log (method
``ns3``/``nad``/``mtc``/``ss_mtc``, fallbacks under the fallback strategy's
name), and each span's ``span._.pii_details`` keeps the method, the rank or
decoding round of the choice, its log-probability and the rejected candidates
with their reasons.

Models: ``mlm`` is any Hugging Face masked LM (folder or name; the paper's
``allenai/longformer-base-4096`` or ``bert-base-cased`` when you have them);
``null`` is the project's MiniLM encoder continued as a masked LM
(``spacy project run train-mlm package-mlm``). ``head`` is a phrase head from
``spacy project run build-phrases train-mtc`` (``null``: the one shipped in
the package for the method). ``to_disk`` writes the model (``store_mlm``), the
head and the matching lexicon into the pipeline, so ``spacy.load`` needs no
network and no cache.

This module imports spaCy and numpy only; torch and transformers load with the model.
"""

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path

import srsly
from spacy.language import Language
from spacy.tokens import Doc, Span

from ..doc_model import PII_SPAN_KEY, doc_text
from ..intact import config as _intact_config  # noqa: F401 - registers spacy_sanitize.GuessMatching.v1
from ..intact.matching import MatchSettings, read_freq_lemmas, write_freq_lemmas
from ..mtc.acceptance import CandidateCheck
from ..mtc.config import InfillModel
from ..mtc.head import PhraseHead, default_head_dir
from ..mtc.infill import Infiller, InfillSettings, InfillTarget
from ..mtc.masking import PHRASE_METHODS
from ..registry.base import check_surrogate, registry_choice
from ..replacement import ReplacementStrategy, default_fallback, entity_key
from .base import SpanRewrite, SpanRewriter

logger = logging.getLogger(__name__)


@Language.factory(
    "mtc_infiller",
    default_config={
        "method": "ss_mtc",
        "model": {"@misc": "spacy_sanitize.InfillModel.v1"},
        "decoding": {"@misc": "spacy_sanitize.InfillDecoding.v1"},
        "matching": {"@misc": "spacy_sanitize.GuessMatching.v1"},
        "match_original": True,
        "reject_stop_words": True,
        "fallback": {"@misc": "spacy_sanitize.EntityLabel.v1"},
        "span_key": PII_SPAN_KEY,
        "replace_no_mask": False,
        "scorer": None,
    },
)
class MtcInfiller(SpanRewriter):
    """Masked-LM surrogates (NS3, NAd, MTC, SS-MTC) for the spans of ``doc.spans[span_key]``.

    Config: ``method`` is ``ns3`` | ``nad`` | ``mtc`` | ``ss_mtc``; ``model`` the masked LM and phrase
    head; ``decoding`` how completions are decoded and chosen; ``match_original`` passes over
    completions that INTACT's MATCH (``matching``) finds give the original away;
    ``reject_stop_words`` passes over completions made of stop words only; ``fallback`` is the
    replacement when nothing acceptable is left.
    """

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        method: str,
        model: InfillModel,
        decoding: InfillSettings,
        matching: MatchSettings,
        span_key: str,
        replace_no_mask: bool,
        fallback: ReplacementStrategy | None,
        match_original: bool,
        reject_stop_words: bool,
        scorer: Callable | None = None,
    ) -> None:
        super().__init__(nlp, name, span_key=span_key, replace_no_mask=replace_no_mask,
                         fallback=fallback or default_fallback(), scorer=scorer)
        self.settings = replace(decoding, method=method)
        self.model = model
        self.match_original = match_original
        self.reject_stop_words = reject_stop_words
        self.matcher = matching.build()
        self._stored_mlm: Path | None = None  # set by from_disk
        self._head: PhraseHead | None = None
        self._infiller: Infiller | None = None

    @property
    def method(self) -> str:
        return self.settings.method

    # -- models ---------------------------------------------------------------------------------
    @property
    def head(self) -> PhraseHead | None:
        """The phrase head of MTC / SS-MTC (None for NS3 / NAd)."""
        if self.method not in PHRASE_METHODS:
            return None
        if self._head is None:
            path = Path(self.model.head) if self.model.head else default_head_dir(self.method)
            try:
                self._head = PhraseHead.from_disk(path)
            except FileNotFoundError as error:
                raise FileNotFoundError(
                    f"mtc_infiller method {self.method!r} needs a phrase head, and there is none at {path}. "
                    "Build one with `spacy project run build-phrases` and `spacy project run train-mtc` (then "
                    "`spacy project run package-mtc` to ship it), or set [components.mtc_infiller] head to its "
                    "folder, or use method 'ns3' / 'nad', which need no head."
                ) from error
            if self._head.kind != self.method:
                logger.warning("mtc_infiller: method %r runs with a %r phrase head from %s",
                               self.method, self._head.kind, path)
        return self._head

    def load(self) -> Infiller:
        """The model, the head and the decoder, loaded once (raises with the fix when something is missing)."""
        if self._infiller is None:
            from ..mtc.mlm import get_masked_lm

            mlm = get_masked_lm(self._stored_mlm or self.model.mlm, device=self.model.device,
                                max_length=self.model.max_length)
            mlm.load()
            head = self.head
            if head is not None:
                head.check_compatible(mlm.fingerprint(), mlm.hidden_size, source=f"the masked LM {mlm.source!r}")
            self._infiller = Infiller(mlm, self.settings, head)
        return self._infiller

    def initialize(self, get_examples: Callable | None = None, *, nlp: Language | None = None) -> None:
        """Load the model and head now (not at the first document), and the matcher's pipeline."""
        self.load()
        if self.match_original:
            _ = self.matcher.nlp

    # -- documents ------------------------------------------------------------------------------
    def describe(self) -> str:
        return f"mtc_infiller ({self.method})"

    def prepare(self) -> None:
        self.load()  # a missing model is a configuration error: raise, don't label silently

    def rewrite(self, doc: Doc, spans: Sequence[Span], chosen: Sequence[Span]) -> list[SpanRewrite]:
        keys = ["|".join(entity_key(s)) for s in spans]
        targets = [InfillTarget(s.start_char, s.end_char, s.label_ or "ENTITY", k) for s, k in zip(spans, keys, strict=True)]
        check = CandidateCheck([s.text for s in chosen], self.matcher if self.match_original else None,
                               self.reject_stop_words)
        ordered = self.load().infill(doc_text(doc), targets, check)
        spans_of: dict[str, list[Span]] = {}
        for span, key in zip(spans, keys, strict=True):
            spans_of.setdefault(key, []).append(span)
        for decision in ordered:  # a collection's registry: the surrogate an earlier document gave the entity
            if decision.replacement is not None:
                decision.replacement = registry_choice(f"mtc_infiller:{self.method}", spans_of[decision.entity],
                                                       decision.replacement, accept=check_surrogate(chosen))
        decisions = {d.entity: d for d in ordered}
        index = {d.entity: i for i, d in enumerate(ordered)}
        fallback = self.fallback or default_fallback()
        labels = fallback(doc, list(spans))
        fallback_name = str(getattr(fallback, "name", "fallback"))
        rewrites = []
        for span, key, label in zip(spans, keys, labels, strict=True):
            decision = decisions[key]
            info = dict(decision.to_dict(), method=self.method, entity=index[key])
            if decision.replacement is None:
                info["fallback"] = "no acceptable completion" if decision.rejected else "no completion"
                rewrites.append(SpanRewrite(span, label, fallback_name, details=info))
            else:
                rewrites.append(SpanRewrite(span, decision.replacement, self.method, details=info))
        return rewrites

    # -- serialisation: the model, the head and the lexicon travel with the pipeline --------------
    def write_state(self, path: Path, exclude: Iterable[str]) -> None:
        infiller = self.load()
        srsly.write_json(path / "mtc.json", {"method": self.method, "mlm": infiller.mlm.source,
                                             "mlm_fingerprint": infiller.mlm.fingerprint(),
                                             "stored_mlm": self.model.store_mlm})
        if self.model.store_mlm and "mlm" not in exclude:
            infiller.mlm.save(path / "mlm")
        if infiller.head is not None:
            infiller.head.to_disk(path / "head")
        write_freq_lemmas(self.matcher, path / "freq_lemmas.json")

    def read_state(self, path: Path, exclude: Iterable[str]) -> None:
        if (path / "mlm" / "config.json").exists() and "mlm" not in exclude:
            self._stored_mlm = path / "mlm"
        if (path / "head" / "meta.json").exists():
            self._head = PhraseHead.from_disk(path / "head")
        read_freq_lemmas(self.matcher, path / "freq_lemmas.json")
        self._infiller = None


