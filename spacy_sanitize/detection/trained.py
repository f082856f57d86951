"""The trained TAB span detector as a ``pii_detector`` source.

A small spaCy pipeline (CNN ``tok2vec`` + ``ner`` over TAB's eight entity
types, trained on TAB dev by ``spacy project run train-detector``) ships
inside the package, so that ``nlp.add_pipe("pii_detector")`` needs no
training and no download. ``path = null`` in the config means those shipped
weights; any other path or package name is a model the user trained with the
same workflow on their own data.

The weights travel with the pipeline: ``pii_detector.to_disk()`` writes them
next to its config and ``from_disk()`` reads them back, so a saved pipeline
runs even where the package's shipped weights differ or the training folder
is gone. Long documents go through the windowing of :mod:`.chunking`.
"""

from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.util import registry

from ..doc_model import TAB_ENTITY_TYPES
from .ner_backoff import NerBackoff, load_ner_pipeline
from .start_bias import StartBias, apply_start_bias, as_trained

#: Where the shipped models live inside the installed package: English (TAB and other kinds of
#: text), and one multilingual model for the other supported languages.
SHIPPED_MODEL = Path(__file__).resolve().parent.parent / "data" / "detector"
SHIPPED_MULTILINGUAL_MODEL = SHIPPED_MODEL.with_name("detector_multi")
#: how much more readily each shipped model starts a span than it was trained to (see :mod:`.start_bias`),
#: chosen on the dev sets: English, the largest step that kept TAB dev precision over 0.90 with a margin;
#: multilingual, the step with the most name recall that kept every language's name precision over 0.80
SHIPPED_START_BIAS = {"en": 1.0, "multilingual": 2.0}


def shipped_model_path(lang: str = "en") -> Path:
    """The shipped detector for ``lang``, with an error that says how to get one when absent."""
    path = SHIPPED_MODEL if lang == "en" else SHIPPED_MULTILINGUAL_MODEL
    if not (path / "config.cfg").exists():
        raise OSError(
            f"The shipped detector for {lang!r} is missing from {path}. Reinstall spacy-sanitize, or train one "
            "with `spacy project run train-detector` and name it in [components.pii_detector.sources.model] path, "
            "or switch the source off with sources.model = null."
        )
    return path


class TrainedSpans(NerBackoff):
    """Entities of a pipeline trained on TAB's entity types (labels kept as they are)."""

    name = "model"

    def __init__(
        self,
        path: str | Path | None = None,
        label_map: dict[str, str | None] | None = None,
        window_chars: int = 20000,
        context_chars: int = 400,
        batch_size: int = 32,
        start_bias: StartBias | None = None,
    ) -> None:
        identity: dict[str, str | None] = {label: label for label in TAB_ENTITY_TYPES}
        super().__init__(None, identity if label_map is None else label_map, window_chars, context_chars, batch_size)
        self.path = None if path is None else str(path)
        self.lang = "en"
        self.reuse_doc_ents = False  # always runs its own model
        self.start_bias = start_bias
        self._trained_bias: Any = None  # the output layer's bias as trained, while start_bias is applied

    def set_language(self, lang: str) -> None:
        """With ``path = null``, the shipped model of ``lang``: English, or the multilingual one."""
        if lang != self.lang and self.path is None:
            self._nlp = None
        self.lang = lang

    @property
    def nlp(self) -> Language:
        if self._nlp is None:
            self._load(str(shipped_model_path(self.lang)) if self.path is None else self.path)
        assert self._nlp is not None
        return self._nlp

    def _load(self, source: str) -> None:
        nlp = load_ner_pipeline(source)
        self._trained_bias = apply_start_bias(nlp, self.effective_start_bias)
        self._nlp = nlp

    @property
    def effective_start_bias(self) -> StartBias:
        """``start_bias``, or when it is None: the chosen value of the shipped model, 0 for another model."""
        if self.start_bias is not None:
            return self.start_bias
        if self.path is not None:
            return 0.0
        return SHIPPED_START_BIAS["en" if self.lang == "en" else "multilingual"]

    def to_disk(self, path: str | Path) -> None:
        """Write the model's weights (a spaCy pipeline folder) to ``path``, as trained: the start bias is
        configuration, applied again on load."""
        with as_trained(self.nlp, self._trained_bias) as nlp:
            nlp.to_disk(path)

    def from_disk(self, path: str | Path) -> "TrainedSpans":
        """Load the weights a :meth:`to_disk` wrote (eagerly: ``path`` may be temporary)."""
        self._load(str(path))
        return self


@registry.misc("spacy_sanitize.TrainedSpans.v1")
def make_trained_spans(
    path: str | None = None,
    label_map: dict[str, str | None] | None = None,
    window_chars: int = 20000,
    context_chars: int = 400,
    batch_size: int = 32,
    start_bias: StartBias | None = None,
) -> TrainedSpans:
    """Build the trained-model source; weights load on first use or from_disk (light factories).
    ``start_bias``: added to the model's scores for starting a span (a float, or one per label): more
    recall for a little precision; 0 runs the model as trained; null: the value chosen for the shipped
    model of the language (``SHIPPED_START_BIAS``), 0 for a model of yours."""
    return TrainedSpans(path, label_map, window_chars, context_chars, batch_size, start_bias)


def ship_model(source: str | Path, dest: str | Path = SHIPPED_MODEL, max_mb: float = 20.0) -> float:
    """Copy a trained pipeline's ``tok2vec``/``ner`` into ``dest`` (the package's
    shipped model by default) and return its size in MB.

    Only what inference needs is kept (no training config paths, no other
    components), and a model over ``max_mb`` is refused: it would bloat every
    install of the package.
    """
    import shutil

    nlp = load_ner_pipeline(str(source))
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    staging = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    nlp.to_disk(staging)
    size_mb = sum(f.stat().st_size for f in staging.rglob("*") if f.is_file()) / 1e6
    if size_mb > max_mb:
        shutil.rmtree(staging)
        raise ValueError(f"the model at {source} takes {size_mb:.1f} MB on disk, over the {max_mb} MB limit; "
                         "train a smaller one (fewer hash-embedding rows, narrower tok2vec)")
    shutil.rmtree(dest, ignore_errors=True)
    staging.rename(dest)
    return size_mb


def dump_ner_tok2vec(model: str, output: str | Path) -> None:
    """Write the weights of a spaCy pipeline's NER tok2vec (e.g. en_core_web_sm's)
    for ``[initialize] init_tok2vec``: the detector's warm start, since TAB dev
    is little data (see ``configs/detector_cnn.cfg``)."""
    nlp = load_ner_pipeline(model)
    ner: Any = nlp.get_pipe("ner")
    tok2vec = ner.model.get_ref("tok2vec").layers[0]
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(tok2vec.to_bytes())
