"""What ``clusant_substituter`` precomputes per entity type, and how it is written to disk.

Per type: the phrases of X′, their embeddings f (the expensive part), the
clustering and Δu. These depend on the vocabulary, the embedder and the
clustering, never on ε or k, so one state serves every mechanism built over
it (the benchmark builds dozens). ``to_disk`` writes them, so a saved
pipeline loads without the embedding model (which it still needs for spans
that are not in X′, loaded only when one occurs).

Layout of one type's folder::

    state.json        label, embedder, clustering, Δu, sizes
    phrases.json      X′ in row order
    embeddings.npy    float32 (|X′|, ℓ)
    assignment.npy    int64 (|X′|,), the cluster of each row
"""

import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import srsly

from .clustering import Clustering, describe
from .embeddings import EmbedFunction, cache_key, embed_phrases, embedder_name, resolve_cache_dir
from .geometry import delta_u as compute_delta_u
from .vocabulary import TypeVocabulary

logger = logging.getLogger(__name__)


@dataclass
class TypeState:
    """X′, f, the clustering and Δu of one entity type."""

    label: str
    phrases: list
    embeddings: np.ndarray
    assignment: np.ndarray
    delta_u: float | None = None
    embedder: str | None = None
    clustering: dict[str, Any] = field(default_factory=dict)
    delta_u_mode: str | None = None

    @property
    def vocabulary(self) -> TypeVocabulary:
        return TypeVocabulary(self.label, list(self.phrases))

    def to_disk(self, path: str | Path) -> None:
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        srsly.write_json(path / "state.json", {
            "label": self.label, "embedder": self.embedder, "clustering": self.clustering, "delta_u": self.delta_u,
            "delta_u_mode": self.delta_u_mode,
            "n_phrases": len(self.phrases), "dim": int(self.embeddings.shape[1]),
            "n_clusters": int(self.assignment.max()) + 1 if len(self.assignment) else 0,
        })
        srsly.write_json(path / "phrases.json", list(self.phrases))
        np.save(path / "embeddings.npy", np.ascontiguousarray(self.embeddings, dtype=np.float32))
        np.save(path / "assignment.npy", np.asarray(self.assignment, dtype=np.int64))

    @classmethod
    def from_disk(cls, path: str | Path) -> "TypeState":
        path = Path(path)
        meta = srsly.read_json(path / "state.json")
        phrases = srsly.read_json(path / "phrases.json")
        embeddings = np.load(path / "embeddings.npy")
        assignment = np.load(path / "assignment.npy")
        if not (len(phrases) == len(embeddings) == len(assignment) == meta["n_phrases"]):
            raise ValueError(f"{path}: phrases, embeddings and clustering disagree in length; the saved pipeline is "
                             "damaged, save it again")
        return cls(meta["label"], phrases, embeddings, assignment, meta.get("delta_u"), meta.get("embedder"),
                   meta.get("clustering") or {}, meta.get("delta_u_mode"))


def _cached_delta_u(embeddings: np.ndarray, mode: str, cache_file: Path | None) -> float:
    """Δu (O(|X′|²·ℓ) for "exact": seconds to a minute for 30,000 phrases), cached next to the embeddings."""
    if cache_file is not None and cache_file.exists():
        try:
            value = json.loads(cache_file.read_text(encoding="utf8"))[mode]
            if isinstance(value, (int, float)) and value >= 1:
                return float(value)
        except (ValueError, KeyError, OSError):
            pass
    logger.info("computing Δu (%s) over %d phrases", mode, len(embeddings))
    value = compute_delta_u(embeddings, mode)
    if cache_file is not None:
        try:
            data = json.loads(cache_file.read_text(encoding="utf8")) if cache_file.exists() else {}
        except (ValueError, OSError):
            data = {}
        data[mode] = value
        try:
            tmp = cache_file.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(data), encoding="utf8")
            os.replace(tmp, cache_file)
        except OSError as error:
            logger.warning("could not cache Δu in %s (%s)", cache_file, error)
    return value


def build_type_state(
    vocabulary: TypeVocabulary,
    embed: EmbedFunction,
    clustering: Clustering,
    *,
    delta_u_mode: str | None = "exact",
    cache_dir: str | Path | None = None,
    embeddings: np.ndarray | None = None,
) -> TypeState:
    """Embed (or take ``embeddings``), cluster and compute Δu (skipped when ``delta_u_mode`` is None)."""
    phrases = list(vocabulary.phrases)
    if embeddings is None:
        embeddings = embed_phrases(embed, phrases, cache_dir=cache_dir)
    name = embedder_name(embed)
    logger.info("%s: clustering %d phrases (%s)", vocabulary.label, len(phrases), describe(clustering))
    assignment = np.asarray(clustering(embeddings), dtype=np.int64)
    value = None
    if delta_u_mode is not None:
        directory = resolve_cache_dir(cache_dir)
        cache_file = directory / f"{cache_key(name, phrases)}.delta_u.json" if directory is not None and name else None
        value = _cached_delta_u(embeddings, delta_u_mode, cache_file)
    return TypeState(vocabulary.label, phrases, embeddings, assignment, value, name, describe(clustering),
                     delta_u_mode)
