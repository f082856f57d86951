"""MTC's config blocks: ``[components.mtc_infiller.model]`` and ``.decoding``.

Registered in spaCy's registry so that ``spacy init fill-config`` shows every
default and a wrong key or value is rejected with the key's name. The
candidate filter's MATCH is INTACT's block (``spacy_sanitize.GuessMatching.v1``).
"""

from dataclasses import dataclass

from spacy.util import registry

from ..registered import builder_of
from .infill import LEFT_TO_RIGHT, InfillSettings


@dataclass(frozen=True)
class InfillModel:
    """Which masked LM and phrase head, where they run, and whether the pipeline saves the model.

    ``mlm``: any Hugging Face masked LM (folder or name; the paper's ``allenai/longformer-base-4096``);
    null: the project's MiniLM masked LM. ``head``: an MTC / SS-MTC phrase head (null: the one shipped for
    the method). ``max_length``: the model's input (null: as long as it takes). ``store_mlm``: ``to_disk``
    writes the model into the pipeline, so ``spacy.load`` needs no network and no cache.
    """

    mlm: str | None = None
    head: str | None = None
    device: str = "cpu"
    max_length: int | None = None
    store_mlm: bool = True


#: ``{"@misc": "spacy_sanitize.InfillModel.v1"}``: :class:`InfillModel`, its fields as settings.
make_infill_model = registry.misc("spacy_sanitize.InfillModel.v1")(builder_of(InfillModel, InfillModel))


@registry.misc("spacy_sanitize.InfillDecoding.v1")
def make_infill_decoding(
    order: str = LEFT_TO_RIGHT,
    sampling: bool = False,
    temperature: float = 1.0,
    top_k: int = 50,
    seed: int | None = None,
    n_candidates: int = 50,
    max_attempts: int = 3,
    max_masks: int = 16,
    single_tokens: bool = True,
    match_case: bool = True,
    distinct_entities: bool = True,
    window_context: int = 64,
    batch_size: int = 8,
) -> InfillSettings:
    """How completions are decoded and chosen. ``order`` (NS3 / NAd): ``left_to_right`` (each mask sees
    the ones filled before it) or ``parallel`` (one pass). ``sampling``: draw from the ``top_k`` at
    ``temperature`` instead of the argmax (``seed`` for experiments only). ``n_candidates`` (MTC) /
    ``max_attempts`` (NS3 / NAd): how far to look for an acceptable completion before the fallback.
    ``single_tokens``: MTC may also choose whole-word vocabulary tokens. ``match_case``: an uncased model's
    completions get the original's capitalisation. ``distinct_entities``: two entities of a document never
    share a surrogate. ``window_context``: the least context on each side of a mask in long documents.
    The component sets the method."""
    return InfillSettings(decoding=order, sampling=sampling, temperature=temperature, top_k=top_k,
                          n_candidates=n_candidates, max_attempts=max_attempts, max_masks=max_masks,
                          single_tokens=single_tokens, match_case=match_case, distinct=distinct_entities,
                          window_context=window_context, batch_size=batch_size, seed=seed)
