"""The token embedding f: phrase -> R^ℓ (CluSanT §3.1 and §5 "Multi-word Embeddings").

SanText and CusText embed single words with GloVe; CluSanT embeds whole
phrases ("Sinn Fein headquarters") with a sentence embedder, all-MiniLM-L6-v2
in the paper's experiments (it also mentions MPNet, ``all-mpnet-base-v2``);
both are a config value here. The same f embeds the vocabulary X′ and, at
sanitization time, a detected span that is not in X′ (to find its nearest
entry).

Embedding tens of thousands of phrases takes minutes on a CPU, so the
vectors of a vocabulary are computed once: cached on disk under a key made of
the embedder's name and the phrases, and written with the component
(``to_disk``), so that a saved pipeline never needs the model for X′.
"""

import hashlib
import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from spacy.util import registry

logger = logging.getLogger(__name__)

#: ``embed(texts) -> array (len(texts), ℓ)``; an optional ``name`` attribute identifies it in caches.
EmbedFunction = Callable[[list[str]], np.ndarray]
DEFAULT_MODEL = "all-MiniLM-L6-v2"
#: Where vocabulary embeddings are cached by default (``$SPACY_SANITIZE_CLUSANT_CACHE`` overrides it).
DEFAULT_CACHE_DIR = "~/.cache/spacy-sanitize/clusant"


class SentenceEmbedder:
    """A sentence-transformers model as f, loaded on the first call.

    ``model`` is a sentence-transformers name or a local folder; ``"all-MiniLM-L6-v2"`` is the
    package's own 8-bit copy (:mod:`spacy_sanitize.builtin_minilm`; no download), for which the
    shipped vocabulary's embeddings come precomputed.
    """

    def __init__(self, model: str = DEFAULT_MODEL, batch_size: int = 256, device: str = "cpu") -> None:
        from ..builtin_minilm import BUILTIN_NAME

        self.model = model
        self.batch_size = batch_size
        self.device = device
        builtin = model.lower() in ("all-minilm-l6-v2", "sentence-transformers/all-minilm-l6-v2")
        self.name = f"sentence-transformers:{BUILTIN_NAME if builtin else model}"
        self._embed: EmbedFunction | None = None

    def __call__(self, texts: list[str]) -> np.ndarray:
        if self._embed is None:
            from ..resources import resolve_encoder, sentence_embedder

            try:
                self._embed = sentence_embedder(resolve_encoder(self.model), batch_size=self.batch_size,
                                                device=self.device)
            except ImportError as error:
                raise ImportError(
                    f"the CluSanT embedder needs sentence-transformers ({error}); "
                    'install it with `pip install "spacy-sanitize[metrics]"`'
                ) from error
        return np.asarray(self._embed(list(texts)), dtype=np.float32)


@registry.misc("spacy_sanitize.ClusantSentenceEmbedder.v1")
def make_sentence_embedder(model: str = DEFAULT_MODEL, batch_size: int = 256, device: str = "cpu") -> SentenceEmbedder:
    """Config builder of :class:`SentenceEmbedder` (nothing is loaded here)."""
    return SentenceEmbedder(model=model, batch_size=batch_size, device=device)


def embedder_name(embed: EmbedFunction) -> str | None:
    """The name that identifies ``embed`` in caches and saved pipelines (None: not cacheable)."""
    name = getattr(embed, "name", None)
    return str(name) if name else None


def resolve_cache_dir(cache_dir: str | Path | None) -> Path | None:
    """``cache_dir`` expanded; the default location honours ``$SPACY_SANITIZE_CLUSANT_CACHE``."""
    if cache_dir is None:
        return None
    if str(cache_dir) == DEFAULT_CACHE_DIR and os.environ.get("SPACY_SANITIZE_CLUSANT_CACHE"):
        cache_dir = os.environ["SPACY_SANITIZE_CLUSANT_CACHE"]
    return Path(cache_dir).expanduser()


def cache_key(name: str, phrases: Sequence[str]) -> str:
    digest = hashlib.sha256(name.encode("utf8"))
    for phrase in phrases:
        digest.update(b"\x00" + phrase.encode("utf8"))
    return digest.hexdigest()[:32]


def check_embeddings(vectors: np.ndarray, n: int, what: str = "the embedder") -> np.ndarray:
    """``vectors`` as float32 ``(n, ℓ)``, or an error that says what is wrong."""
    array = np.asarray(vectors)
    if array.ndim != 2 or array.shape[0] != n or array.shape[1] == 0:
        raise ValueError(f"{what} returned an array of shape {array.shape} for {n} phrases; expected ({n}, dim)")
    if not np.all(np.isfinite(array)):
        raise ValueError(f"{what} returned NaN or infinite values; check the model")
    return np.ascontiguousarray(array, dtype=np.float32)


def embed_phrases(
    embed: EmbedFunction,
    phrases: Sequence[str],
    cache_dir: str | Path | None = None,
    batch_size: int = 4096,
) -> np.ndarray:
    """f of every phrase, ``(len(phrases), ℓ)`` float32, through the on-disk cache when possible.

    The cache is used only when ``embed`` has a ``name`` (a plain function
    could be anything) and ``cache_dir`` is set; files are written atomically.
    """
    phrases = list(phrases)
    directory = resolve_cache_dir(cache_dir)
    name = embedder_name(embed)
    path = directory / f"{cache_key(name, phrases)}.npy" if directory is not None and name else None
    if path is not None and path.exists():
        try:
            return check_embeddings(np.load(path), len(phrases), what=f"the cache file {path}")
        except (ValueError, OSError) as error:
            logger.warning("ignoring the unreadable embedding cache %s (%s)", path, error)
    logger.info("embedding %d phrases with %s", len(phrases), name or "the embedder")
    parts = [check_embeddings(embed(phrases[i:i + batch_size]), len(phrases[i:i + batch_size]))
             for i in range(0, len(phrases), batch_size)]
    vectors = np.concatenate(parts, axis=0) if parts else np.zeros((0, 1), dtype=np.float32)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp.npy")
            np.save(tmp, vectors)
            os.replace(tmp, path)
        except OSError as error:
            logger.warning("could not cache the embeddings in %s (%s)", path, error)
    return vectors
