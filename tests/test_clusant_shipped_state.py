"""clusant_substituter's shipped states: used for exactly the default set-up, never for another."""

from __future__ import annotations

import time

import numpy as np
import spacy

from spacy_sanitize.clusant.clustering import OneCluster
from spacy_sanitize.clusant.shipped import load_shipped_state
from spacy_sanitize.clusant.vocabulary import load_vocabulary
from spacy_sanitize.components.clusant_substituter import ClusantSubstituter


def _default_component() -> ClusantSubstituter:
    nlp = spacy.blank("en")
    component = nlp.add_pipe("clusant_substituter")
    assert isinstance(component, ClusantSubstituter)
    return component


def test_the_default_setup_loads_precomputed_embeddings_clusters_and_delta_u() -> None:
    component = _default_component()
    vocabulary = load_vocabulary(None)["LOC"]
    assert component.embedder is not None
    start = time.perf_counter()
    state = load_shipped_state(vocabulary, component.embedder, component.clustering, "exact")
    assert time.perf_counter() - start < 2.0
    assert state is not None and state.phrases == list(vocabulary.phrases)
    assert state.embeddings.shape == (len(vocabulary.phrases), 384) and state.embeddings.dtype == np.float32
    norms = np.linalg.norm(state.embeddings, axis=1)
    assert np.allclose(norms, 1.0, atol=0.02)  # all-MiniLM-L6-v2 normalises its sentence embeddings
    assert state.assignment.max() + 1 == 360 and state.delta_u is not None and state.delta_u > 0


def test_another_clustering_embedder_mode_or_vocabulary_is_computed_not_loaded() -> None:
    component = _default_component()
    vocabulary = load_vocabulary(None)["LOC"]
    embedder = component.embedder
    assert embedder is not None
    assert load_shipped_state(vocabulary, embedder, OneCluster(), "exact") is None
    assert load_shipped_state(vocabulary, embedder, component.clustering, "bound") is None
    smaller = type(vocabulary)(vocabulary.label, list(vocabulary.phrases)[:-1])
    assert load_shipped_state(smaller, embedder, component.clustering, "exact") is None

    def other(texts: list[str]) -> np.ndarray:
        return np.ones((len(texts), 384), dtype=np.float32)

    other.name = "sentence-transformers:all-mpnet-base-v2"  # type: ignore[attr-defined]
    assert load_shipped_state(vocabulary, other, component.clustering, "exact") is None
