"""The package's own MiniLM: all-MiniLM-L6-v2 in 8 bits, with a masked-LM head, shipped in ``data/minilm``.

Three things need a small English encoder, and a user should have them from ``pip install`` alone:
``clusant_substituter`` embeds phrases with all-MiniLM-L6-v2 (the CluSanT paper's f), ``mtc_infiller``
and the TPS scorer need a masked language model, and TPS, NMI and semantic re-identification embed
sentences. One encoder serves all three: all-MiniLM-L6-v2's weights, unchanged but stored as int8
with one scale per row (absmax; 22.7M parameters in about 23 MB), and a masked-LM prediction head
trained over the frozen encoder (``python -m spacy_sanitize.mlm.train_mlm --freeze-encoder``), whose
decoder is tied to the encoder's word embeddings as in BERT.

Libraries load Hugging Face folders, so the first use writes the dequantised float32 weights once
into ``$SPACY_SANITIZE_MODELS/builtin/minilm-<digest>`` (about a second) and everything loads from
there: ``sentence-transformers`` reads the encoder and ignores the head, ``transformers`` reads both.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from .resources import models_dir

PACKAGE_DIR = Path(__file__).resolve().parent / "data" / "minilm"
WEIGHTS = "weights.npz"
#: the name a cache or a saved pipeline records for this encoder
BUILTIN_NAME = "builtin:all-MiniLM-L6-v2-int8"
#: files copied from the source model folder (configuration, tokenizer, sentence-transformers modules)
COPIED = ("config.json", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "vocab.txt",
          "modules.json", "sentence_bert_config.json", "config_sentence_transformers.json", "1_Pooling/config.json")
#: matrices smaller than this stay float32 (LayerNorms, biases: little size, much sensitivity)
MIN_QUANTISED = 65536


def quantise(tensors: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """int8 rows with float32 absmax scales (``NAME.q``, ``NAME.scale``) for every large matrix."""
    packed: dict[str, np.ndarray] = {}
    for name, value in tensors.items():
        value = np.asarray(value, dtype=np.float32)
        if value.ndim != 2 or value.size < MIN_QUANTISED:
            packed[name] = value
            continue
        scale = np.abs(value).max(axis=1, keepdims=True) / 127.0
        scale[scale == 0] = 1.0
        packed[f"{name}.q"] = np.clip(np.rint(value / scale), -127, 127).astype(np.int8)
        packed[f"{name}.scale"] = scale.astype(np.float32)
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


def pack(model_dir: str | Path, out: str | Path = PACKAGE_DIR) -> float:
    """Write ``model_dir`` (a BERT checkpoint with ``model.safetensors``) as the shipped folder; returns MB."""
    from safetensors.numpy import load_file

    source, out = Path(model_dir), Path(out)
    tensors = load_file(str(source / "model.safetensors"))
    tensors = {name: value for name, value in tensors.items() if not name.endswith("position_ids")}
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    arrays: dict[str, Any] = quantise(tensors)  # (numpy's stubs type the keyword arguments as its options)
    np.savez_compressed(tmp / WEIGHTS, **arrays)
    for name in COPIED:
        if (source / name).is_file():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source / name, tmp / name)
    shutil.rmtree(out, ignore_errors=True)
    os.replace(tmp, out)
    return sum(p.stat().st_size for p in out.rglob("*") if p.is_file()) / 1e6


def available() -> bool:
    return (PACKAGE_DIR / WEIGHTS).is_file()


def _digest() -> str:
    digest = hashlib.sha256()
    with open(PACKAGE_DIR / WEIGHTS, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()[:16]


def has_mlm_head() -> bool:
    """Whether the shipped weights include the masked-LM head (``cls.predictions.*``)."""
    with np.load(PACKAGE_DIR / WEIGHTS) as packed:
        return any(name.startswith("cls.predictions") for name in packed.files)


def materialise() -> Path:
    """The folder of the dequantised model (written on first use, then reused); a temporary folder
    when the model store cannot be written."""
    if not available():
        raise FileNotFoundError(f"the package's MiniLM is missing from {PACKAGE_DIR}; reinstall spacy-sanitize")
    folder_name = f"minilm-{_digest()}"
    for root in (models_dir() / "builtin", Path(tempfile.gettempdir()) / "spacy-sanitize-builtin"):
        target = root / folder_name
        if (target / "model.safetensors").is_file():
            return target
        try:
            _write(target)
            return target
        except OSError:
            continue
    raise OSError("could not write the package's MiniLM to the model store or the temporary folder")


def _write(target: Path) -> None:
    from safetensors.numpy import save_file

    with np.load(PACKAGE_DIR / WEIGHTS) as packed:
        tensors = dequantise({name: packed[name] for name in packed.files})
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for name in COPIED:
        if (PACKAGE_DIR / name).is_file():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(PACKAGE_DIR / name, tmp / name)
    save_file({name: np.ascontiguousarray(value) for name, value in tensors.items()}, str(tmp / "model.safetensors"),
              metadata={"format": "pt"})
    try:
        os.replace(tmp, target)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
        if not (target / "model.safetensors").is_file():
            raise
