"""The package's own MiniLM models, stored in 8 bits inside the package: nothing to download.

Two things need a small English encoder, and a user should have them from ``pip install`` alone:

* ``data/minilm``: **all-MiniLM-L6-v2**, unchanged but stored as int8 with one scale per row (absmax;
  cosine to the float32 sentence embeddings ≥ 0.999). It is CluSanT's f (the paper's embedder) for
  ``clusant_substituter``, and the sentence encoder of TPS, NMI and semantic re-identification.
* ``data/mlm``: the same encoder **continued as a masked language model** on public court text
  (``python -m spacy_sanitize.mlm.train_mlm``), with its prediction head, in the same format: the
  masked LM of ``mtc_infiller`` (its phrase heads are trained for it) and of TPS's information content.

Libraries load Hugging Face folders, so the first use writes a model's dequantised float32 weights
once into ``$SPACY_SANITIZE_MODELS/builtin/<name>-<digest>`` (about a second) and everything loads
from there.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from .resources import models_dir

DATA_DIR = Path(__file__).resolve().parent / "data"
#: all-MiniLM-L6-v2, the sentence embedder
PACKAGE_DIR = DATA_DIR / "minilm"
#: the masked LM (MiniLM continued with the masked-LM objective, with its head)
MLM_DIR = DATA_DIR / "mlm"
WEIGHTS = "weights.npz"
#: the name a cache or a saved pipeline records for the embedder
BUILTIN_NAME = "builtin:all-MiniLM-L6-v2-int8"
#: files copied from the source model folder (configuration, tokenizer, sentence-transformers modules)
COPIED = ("config.json", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "vocab.txt",
          "modules.json", "sentence_bert_config.json", "config_sentence_transformers.json", "1_Pooling/config.json")
#: matrices smaller than this stay float32 (LayerNorms, biases: little size, much sensitivity)
MIN_QUANTISED = 65536


def int8_rows(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each row as int8 codes and one float32 absmax scale: ``codes * scale`` is within half a step."""
    matrix = np.asarray(matrix, dtype=np.float32)
    scale = np.abs(matrix).max(axis=1, keepdims=True) / 127.0
    scale[scale == 0] = 1.0
    return np.clip(np.rint(matrix / scale), -127, 127).astype(np.int8), scale.astype(np.float32)


def quantise(tensors: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """int8 rows with float32 absmax scales (``NAME.q``, ``NAME.scale``) for every large matrix."""
    packed: dict[str, np.ndarray] = {}
    for name, value in tensors.items():
        value = np.asarray(value, dtype=np.float32)
        if value.ndim != 2 or value.size < MIN_QUANTISED:
            packed[name] = value
            continue
        packed[f"{name}.q"], packed[f"{name}.scale"] = int8_rows(value)
    return packed


def dequantise(packed: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The float32 tensors of :func:`quantise`'s output."""
    tensors: dict[str, np.ndarray] = {}
    for name, value in packed.items():
        if name.endswith(".scale"):
            continue
        if name.endswith(".q"):
            base = name[:-2]
            tensors[base] = value.astype(np.float32) * packed[f"{base}.scale"]
        else:
            tensors[name] = np.asarray(value, dtype=np.float32)
    return tensors


def pack(model_dir: str | Path, out: str | Path = PACKAGE_DIR, also_from: str | Path | None = None) -> float:
    """Write ``model_dir`` (a BERT checkpoint with ``model.safetensors``) as the shipped folder; returns MB.

    ``also_from``: a folder the configuration files missing from ``model_dir`` are taken from (a masked
    LM saved by ``transformers`` lacks the sentence-transformers modules of the encoder it started from).
    """
    from safetensors.numpy import load_file

    source, out = Path(model_dir), Path(out)
    extra = Path(also_from) if also_from is not None else None
    tensors = load_file(str(source / "model.safetensors"))
    tensors = {name: value for name, value in tensors.items() if not name.endswith("position_ids")}
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    arrays: dict[str, Any] = quantise(tensors)  # (numpy's stubs type the keyword arguments as its options)
    np.savez_compressed(tmp / WEIGHTS, **arrays)
    for name in COPIED:
        origin = source / name if (source / name).is_file() else extra / name if extra is not None else None
        if origin is not None and origin.is_file():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(origin, tmp / name)
    shutil.rmtree(out, ignore_errors=True)
    os.replace(tmp, out)
    return sum(p.stat().st_size for p in out.rglob("*") if p.is_file()) / 1e6


def available(folder: Path | None = None) -> bool:
    """Whether the shipped model ``folder`` (default: the embedder) is installed with the package."""
    return ((folder or PACKAGE_DIR) / WEIGHTS).is_file()


def _digest(folder: Path) -> str:
    """The weights' SHA-256 prefix, hashed once per process and file state (every model lookup asks)."""
    stat = (folder / WEIGHTS).stat()
    return _hashed(folder / WEIGHTS, stat.st_size, stat.st_mtime_ns)


@cache
def _hashed(path: Path, size: int, mtime_ns: int) -> str:
    from .model_store.store import sha256_of

    return sha256_of(path)[:16]


def materialise(folder: Path | None = None) -> Path:
    """The folder of the dequantised model ``folder`` (default: the embedder), written on first use and
    then reused; a temporary folder when the model store cannot be written."""
    folder = folder or PACKAGE_DIR
    if not available(folder):
        raise FileNotFoundError(f"the package's model is missing from {folder}; reinstall spacy-sanitize")
    folder_name = f"{folder.name}-{_digest(folder)}"
    for root in (models_dir() / "builtin", Path(tempfile.gettempdir()) / "spacy-sanitize-builtin"):
        target = root / folder_name
        if (target / "model.safetensors").is_file():
            return target
        try:
            _write(folder, target)
            return target
        except OSError:
            continue
    raise OSError(f"could not write the package's {folder.name} model to the model store or the temporary folder")


def _write(folder: Path, target: Path) -> None:
    from safetensors.numpy import save_file

    with np.load(folder / WEIGHTS) as packed:
        tensors = dequantise({name: packed[name] for name in packed.files})
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for name in COPIED:
        if (folder / name).is_file():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(folder / name, tmp / name)
    save_file({name: np.ascontiguousarray(value) for name, value in tensors.items()}, str(tmp / "model.safetensors"),
              metadata={"format": "pt"})
    try:
        os.replace(tmp, target)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
        if not (target / "model.safetensors").is_file():
            raise
