"""The shipped 8-bit MiniLMs: the quantisation round trip, written once, found by default."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from spacy_sanitize import builtin_minilm
from spacy_sanitize.resources import resolve_encoder, resolve_mlm


@settings(max_examples=50, deadline=None)
@given(arrays(np.float32, st.tuples(st.integers(1, 40), st.integers(1, 3000)),
              elements=st.floats(-4, 4, width=32)))
def test_every_row_comes_back_within_half_a_step_of_its_scale(matrix: np.ndarray) -> None:
    back = builtin_minilm.dequantise(builtin_minilm.quantise({"w": matrix}))["w"]
    steps = np.abs(matrix).max(axis=1, keepdims=True) / 127.0
    assert back.shape == matrix.shape and back.dtype == np.float32
    assert np.all(np.abs(back - matrix) <= steps / 2 + 1e-6)


def test_small_tensors_stay_float32_large_matrices_become_int8() -> None:
    packed = builtin_minilm.quantise({"ln": np.ones(384, np.float32), "emb": np.ones((300, 384), np.float32)})
    assert packed["ln"].dtype == np.float32 and packed["emb.q"].dtype == np.int8
    assert packed["emb.scale"].shape == (300, 1)


def test_the_shipped_models_are_written_once_and_found_by_default(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPACY_SANITIZE_MODELS", str(tmp_path))
    monkeypatch.delenv("SPACY_SANITIZE_MLM", raising=False)
    embedder = Path(resolve_encoder(None))
    assert embedder.parent == tmp_path / "builtin" and (embedder / "model.safetensors").is_file()
    assert (embedder / "modules.json").is_file()  # loadable by sentence-transformers
    written = (embedder / "model.safetensors").stat().st_mtime_ns
    assert Path(resolve_encoder("all-MiniLM-L6-v2")) == embedder
    assert (embedder / "model.safetensors").stat().st_mtime_ns == written
    mlm = Path(resolve_mlm(None))
    assert mlm.parent == tmp_path / "builtin" and mlm != embedder and (mlm / "config.json").is_file()
    monkeypatch.setenv("SPACY_SANITIZE_MLM", "bert-base-cased")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")  # a hub name is then the libraries' business
    assert resolve_mlm(None) == "bert-base-cased"


def test_a_hub_name_that_is_not_cached_fails_at_once_when_the_hub_is_unreachable(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    from spacy_sanitize.errors import MissingModelError

    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9")  # nothing listens there: as offline as it gets
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    import huggingface_hub.constants as hub_constants

    monkeypatch.setattr(hub_constants, "ENDPOINT", "http://127.0.0.1:9")
    start = time.perf_counter()
    with pytest.raises(MissingModelError, match="huggingface-cli download someone/not-cached-model"):
        resolve_encoder("someone/not-cached-model")
    with pytest.raises(MissingModelError, match="neither a local folder nor in the Hugging Face cache"):
        resolve_mlm("someone/not-cached-mlm")
    assert time.perf_counter() - start < 4.0
