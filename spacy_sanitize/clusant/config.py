"""CluSanT's config blocks: ``[components.clusant_substituter.privacy]`` and ``.vocabulary``.

Registered in spaCy's registry so that ``spacy init fill-config`` shows every
default and a wrong key or value is rejected with the key's name; the values
are checked here, when the pipeline is built, not on the first document.
"""

import math
from dataclasses import dataclass

from spacy.util import registry

from ..registered import builder_of
from .embeddings import DEFAULT_CACHE_DIR
from .mechanism import parse_k


@dataclass(frozen=True)
class ClusantPrivacy:
    """The mechanism's privacy parameters and its randomness."""

    epsilon: float = 8.0
    k: float = 32.0
    delta_u: str = "exact"
    theorem5: str = "warn"
    max_rejections: int = 16
    seed: int | None = None

    def __post_init__(self) -> None:
        if not (self.epsilon > 0 and math.isfinite(self.epsilon)):
            raise ValueError(f"epsilon must be a positive finite number (the paper uses 0.5 to 16), got {self.epsilon}")
        if self.delta_u not in ("exact", "bound"):
            raise ValueError(f"delta_u must be 'exact' (the paper's diameter of X′) or 'bound' (a cheap upper "
                             f"bound), got {self.delta_u!r}")
        if self.theorem5 not in ("warn", "error", "ignore"):
            raise ValueError(f"theorem5 must be 'warn', 'error' or 'ignore', got {self.theorem5!r}")
        if self.max_rejections < 1:
            raise ValueError(f"max_rejections must be at least 1, got {self.max_rejections}")


@dataclass(frozen=True)
class ClusantVocabulary:
    """Where X′ comes from, where its embeddings are cached, and how its phrases are written out.

    ``path``: a vocabulary file of ``python -m spacy_sanitize.clusant.build_vocab`` (null: the shipped
    LOC / ORG one); ``cache_dir``: where its embeddings are cached (null: no cache; the env variable
    ``$SPACY_SANITIZE_CLUSANT_CACHE`` overrides it); ``casing``: ``match`` (follow the span) or
    ``vocabulary`` (as listed).
    """

    path: str | None = None
    cache_dir: str | None = DEFAULT_CACHE_DIR
    casing: str = "match"

    def __post_init__(self) -> None:
        if self.casing not in ("match", "vocabulary"):
            raise ValueError(f"casing must be 'match' (follow the span) or 'vocabulary' (as listed), "
                             f"got {self.casing!r}")


@registry.misc("spacy_sanitize.ClusantPrivacy.v1")
def make_clusant_privacy(
    epsilon: float = 8.0,
    k: float | str = 32.0,
    delta_u: str = "exact",
    theorem5: str = "warn",
    max_rejections: int = 16,
    seed: int | None = None,
) -> ClusantPrivacy:
    """``epsilon``: the metric-LDP budget (split ε/2 + ε/2 over cluster and phrase, Fig. 2); ``k``: the push
    factor on the cluster embedding (``"inf"``: CusText's limit; 1 with singleton clusters: SanText);
    ``delta_u``: ``exact`` (the diameter of X′) or ``bound``; ``theorem5``: what to do when Theorem 5's
    conditions on k fail (``warn`` | ``error`` | ``ignore``); ``max_rejections``: redraws when an output
    repeats a chosen span; ``seed``: for experiments only (null: the OS CSPRNG)."""
    return ClusantPrivacy(epsilon=float(epsilon), k=parse_k(k), delta_u=delta_u, theorem5=theorem5,
                          max_rejections=max_rejections, seed=seed)


#: ``{"@misc": "spacy_sanitize.ClusantVocabulary.v1"}``: :class:`ClusantVocabulary`, its fields as settings.
make_clusant_vocabulary = registry.misc("spacy_sanitize.ClusantVocabulary.v1")(
    builder_of(ClusantVocabulary, ClusantVocabulary))
