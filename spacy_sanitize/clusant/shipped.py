"""The shipped vocabulary's precomputed states, so that ``clusant_substituter`` initialises in seconds.

Embedding the 39k LOC and ORG phrases of the shipped X′ takes minutes on a CPU, and clustering them and
computing Δu tens of seconds more; none of it depends on the document, ε or k. For the default set-up
(the shipped vocabulary, the package's all-MiniLM-L6-v2, the default CusText clustering, exact Δu)
``data/clusant_state/<LABEL>.npz`` holds the result: embeddings as int8 rows with a float32 scale each
(cosine to the float32 vectors ≥ 0.999), the cluster of every phrase, and Δu computed over exactly
these vectors. Any other vocabulary, embedder or clustering is computed as before (and cached).

    python -m spacy_sanitize.clusant.shipped   # rebuild after changing one of the defaults
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import numpy as np

from ..builtin_minilm import int8_rows
from .clustering import Clustering, describe
from .embeddings import EmbedFunction, cache_key, embed_phrases, embedder_name
from .state import TypeState, build_type_state
from .vocabulary import TypeVocabulary

logger = logging.getLogger(__name__)
SHIPPED_DIR = Path(__file__).resolve().parent.parent / "data" / "clusant_state"


def _key(phrases: list[str], embed: EmbedFunction, clustering: Clustering, delta_u_mode: str | None) -> str:
    """What a shipped state is valid for: the phrases, the embedder, the clustering and Δu's mode."""
    name = embedder_name(embed) or ""
    return cache_key(json.dumps([name, describe(clustering), delta_u_mode], sort_keys=True), phrases)


def load_shipped_state(vocabulary: TypeVocabulary, embed: EmbedFunction, clustering: Clustering,
                       delta_u_mode: str | None, directory: Path = SHIPPED_DIR) -> TypeState | None:
    """The precomputed state of ``vocabulary`` when one was shipped for exactly this set-up, else None."""
    path = directory / f"{vocabulary.label}.npz"
    if not path.is_file() or embedder_name(embed) is None:
        return None
    phrases = list(vocabulary.phrases)
    with np.load(path) as stored:
        meta = json.loads(str(stored["meta"]))
        if meta["key"] != _key(phrases, embed, clustering, delta_u_mode):
            return None
        embeddings = stored["embeddings"].astype(np.float32) * stored["scales"]
        assignment = stored["assignment"].astype(np.int64)
    logger.info("%s: the shipped state of %d phrases (no embedding needed)", vocabulary.label, len(phrases))
    return TypeState(vocabulary.label, phrases, embeddings, assignment, meta["delta_u"], embedder_name(embed),
                     describe(clustering), delta_u_mode)


def ship_state(vocabulary: TypeVocabulary, embed: EmbedFunction, clustering: Clustering,
               delta_u_mode: str | None, directory: Path = SHIPPED_DIR) -> Path:
    """Embed, quantise, cluster and compute Δu over the quantised vectors; write ``<LABEL>.npz``."""
    codes, scales = int8_rows(embed_phrases(embed, list(vocabulary.phrases)))
    state = build_type_state(vocabulary, embed, clustering, delta_u_mode=delta_u_mode,
                             embeddings=codes.astype(np.float32) * scales)
    meta: dict[str, Any] = {"key": _key(list(vocabulary.phrases), embed, clustering, delta_u_mode),
                            "embedder": embedder_name(embed), "clustering": describe(clustering),
                            "delta_u_mode": delta_u_mode, "delta_u": state.delta_u, "n_phrases": len(state.phrases)}
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{vocabulary.label}.npz"
    np.savez_compressed(path, embeddings=codes, scales=scales, assignment=state.assignment.astype(np.int16),
                        meta=np.array(json.dumps(meta)))
    return path


def main() -> None:
    """Rebuild the shipped states with the factory's default vocabulary, embedder and clustering."""
    import spacy

    from .vocabulary import load_vocabulary

    logging.basicConfig(level=logging.INFO)
    nlp = spacy.blank("en")
    # the factory's own defaults, through the registry (a method does not import the components)
    component: Any = nlp.add_pipe("clusant_substituter")
    vocabulary = load_vocabulary(None)
    for label in component.entity_types:
        path = ship_state(vocabulary[label], component.embedder, component.clustering, component.privacy.delta_u)
        print(f"{label}: {path} ({path.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
