"""Clustering-based utility: NMI between the clusterings of original and sanitized documents.

INTACT (Pilán et al., §5.5) measures how much of a collection's structure a
sanitization keeps by clustering the documents before and after it and
comparing the two clusterings with Normalized Mutual Information:

1. Document embeddings are the average of a transformer's token embeddings
   (Subakti et al. 2022). Long documents are cut into consecutive windows of
   ``max_length`` tokens; the document vector is the mean over *all* tokens of
   all windows (each window weighted by its number of tokens), L2-normalised
   (``normalize``), so k-means' Euclidean distance ranks like cosine.
2. K is chosen on the ORIGINAL documents only (``k_selection="inertia"``: by the elbow of the k-means
   inertia curve instead, :func:`choose_k_by_inertia`), by default by silhouette (cosine): for
   every K of ``k_values`` (default 2, 4, 8, 16, 32, as TAE's ``min_k=2,
   max_k=32, k_multiplier=2``; Ks not below the number of documents are
   skipped) the originals are clustered ``n_clusterings`` times and the K of
   highest mean silhouette wins. ``k`` fixes it instead (the paper used
   K = 4).
3. Each of ``n_clusterings`` runs clusters the originals and the sanitized
   versions with k-means++ (``n_init`` initialisations, lowest inertia kept;
   the same seed for both sides of a run) and computes
   ``sklearn.metrics.normalized_mutual_info_score``; NMI is the mean over runs
   (paper and TAE: 5 runs of 50 initialisations).

Embeddings are cached per text (and model settings) for the process, so the
originals are embedded once however many systems are scored; the choice of K
is cached per set of original embeddings. Without edits the sanitized
embeddings *are* the original ones and NMI is exactly 1.

Differences from TAE's implementation, on purpose: TAE embeds with
``SentenceTransformer.encode`` (all-MiniLM-L6-v2, which reads only the first
256 word pieces of a document); here the whole document is read in windows.
TAE deletes mask marks ("PERSON", "ORG"...) before embedding;
``remove_mask_marks=True`` does the same for replacements that are bare
marks, but it is off by default: INTACT's discussion of entity-type
replacements assumes they stay in the text.

Heavy libraries (torch, transformers, scikit-learn) are imported inside
functions: spaCy imports this module through the ``spacy_scorers`` entry point.
"""

import hashlib
import logging
import re
import threading
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import spacy
from spacy.tokens import Doc
from spacy.training import Example

from ..registered import scorer_of
from ..resources import DEFAULT_ENCODER, default_device, resolve_encoder
from .inputs import SanitizedDoc, read_sanitized

logger = logging.getLogger(__name__)

#: K range of TAE's NMI (min_k=2, max_k=32, k_multiplier=2).
DEFAULT_K_VALUES = (2, 4, 8, 16, 32)
#: TAE's mask marks (removed from replacements when ``remove_mask_marks``).
MASK_MARKS = (
    "SENSITIVE", "PERSON", "DEM", "LOC", "ORG", "DATETIME", "QUANTITY", "MISC", "CODE",
    "NORP", "FAC", "GPE", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW", "LANGUAGE", "DATE",
    "TIME", "ORDINAL", "CARDINAL", "DATE_TIME", "NRP", "LOCATION", "ORGANIZATION", "***",
)

_LOCK = threading.Lock()
_ENCODERS: dict[tuple[str, str], Any] = {}
_EMBEDDINGS: dict[tuple[Any, ...], np.ndarray] = {}
_K_CHOICES: dict[tuple[Any, ...], tuple[int, dict[int, float]]] = {}
_LABELS: dict[tuple[Any, ...], np.ndarray] = {}


def _load_encoder(path: str, device: str) -> tuple[Any, Any]:
    with _LOCK:
        key = (path, device)
        if key not in _ENCODERS:
            from transformers import AutoModel, AutoTokenizer

            tokenizer = AutoTokenizer.from_pretrained(path)
            model = AutoModel.from_pretrained(path).to(device).eval()
            _ENCODERS[key] = (tokenizer, model)
        return _ENCODERS[key]


def token_windows(tokenizer: Any, text: str, max_length: int, overlap: int = 0) -> list[list[int]]:
    """Token ids of ``text`` cut into windows of at most ``max_length`` tokens, special tokens included.

    Consecutive windows share ``overlap`` tokens; an empty text gives one window
    of special tokens only, so every text has at least one window.
    """
    ids = tokenizer(text, add_special_tokens=False, truncation=False, verbose=False)["input_ids"]
    n_special = tokenizer.num_special_tokens_to_add(pair=False)
    size = max_length - n_special
    if size <= 0:
        raise ValueError(f"max_length={max_length} leaves no room for tokens")
    step = size - overlap
    if step <= 0:
        raise ValueError(f"overlap={overlap} must be smaller than max_length minus special tokens ({size})")
    pieces = [ids[start:start + size] for start in range(0, max(len(ids) - overlap, 1), step)] or [[]]
    return [tokenizer.build_inputs_with_special_tokens(piece) for piece in pieces]


def _pad(windows: Sequence[Sequence[int]], pad_id: int) -> tuple[Any, Any]:
    import torch

    width = max(len(w) for w in windows)
    input_ids = torch.full((len(windows), width), pad_id, dtype=torch.long)
    mask = torch.zeros((len(windows), width), dtype=torch.long)
    for row, window in enumerate(windows):
        input_ids[row, : len(window)] = torch.tensor(list(window), dtype=torch.long)
        mask[row, : len(window)] = 1
    return input_ids, mask


class DocumentEmbedder:
    """Mean-pooled token embeddings of whole documents (windowed), cached per text.

    ``model``: a local folder or a Hugging Face encoder id (any ``AutoModel``
    with a tokenizer); ``max_length``: tokens per window (special tokens
    included); ``batch_size``: windows per forward pass.
    """

    def __init__(
        self,
        model: str | None = None,
        *,
        max_length: int = 256,
        batch_size: int = 16,
        normalize: bool = True,
        device: str | None = None,
    ) -> None:
        self.model_path = resolve_encoder(model)
        self.max_length = int(max_length)
        self.batch_size = int(batch_size)
        self.normalize = bool(normalize)
        self.device = device

    @property
    def settings(self) -> tuple[Any, ...]:
        return (self.model_path, self.max_length, self.normalize)

    def _key(self, text: str) -> tuple[Any, ...]:
        return self.settings + (hashlib.sha1(text.encode("utf-8")).hexdigest(), len(text))

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """One row per text; texts already embedded with the same settings come from the cache."""
        keys = [self._key(text) for text in texts]
        missing = {key: text for key, text in zip(keys, texts, strict=True) if key not in _EMBEDDINGS}
        if missing:
            vectors = self._compute(list(missing.values()))
            for key, vector in zip(missing, vectors, strict=True):
                _EMBEDDINGS[key] = vector
        if not keys:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([_EMBEDDINGS[key] for key in keys])

    def _compute(self, texts: list[str]) -> list[np.ndarray]:
        import torch

        device = self.device or default_device()
        tokenizer, model = _load_encoder(self.model_path, device)
        max_length = min(self.max_length, int(getattr(model.config, "max_position_embeddings", self.max_length)))
        windows: list[list[int]] = []
        owner: list[int] = []
        for index, text in enumerate(texts):
            for window in token_windows(tokenizer, text, max_length):
                windows.append(window)
                owner.append(index)
        dim = int(model.config.hidden_size)
        sums = np.zeros((len(texts), dim), dtype=np.float64)
        counts = np.zeros(len(texts), dtype=np.float64)
        order = sorted(range(len(windows)), key=lambda i: len(windows[i]))  # less padding
        pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
        with torch.inference_mode():
            for start in range(0, len(order), self.batch_size):
                batch = order[start:start + self.batch_size]
                input_ids, mask = _pad([windows[i] for i in batch], pad_id)
                output = model(input_ids=input_ids.to(device), attention_mask=mask.to(device))
                hidden = output.last_hidden_state.float()
                mask_f = mask.to(device).unsqueeze(-1).float()
                token_sums = (hidden * mask_f).sum(dim=1).cpu().numpy()
                token_counts = mask.sum(dim=1).numpy()
                for row, i in enumerate(batch):
                    sums[owner[i]] += token_sums[row]
                    counts[owner[i]] += token_counts[row]
        vectors = sums / np.maximum(counts, 1.0)[:, None]
        if self.normalize:
            vectors = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
        return [vector.astype(np.float32) for vector in vectors]


def clear_caches() -> None:
    """Forget loaded encoders, cached embeddings and choices of K."""
    with _LOCK:
        _ENCODERS.clear()
    _EMBEDDINGS.clear()
    _K_CHOICES.clear()
    _LABELS.clear()


# ---------------------------------------------------------------- clustering


def _kmeans_labels(embeddings: np.ndarray, k: int, n_init: int, seed: int) -> np.ndarray:
    import warnings

    from sklearn.cluster import KMeans
    from sklearn.exceptions import ConvergenceWarning

    with warnings.catch_warnings():
        # Degenerate collections (e.g. every text suppressed) have fewer distinct points than K.
        warnings.simplefilter("ignore", ConvergenceWarning)
        return KMeans(n_clusters=k, init="k-means++", n_init=n_init, random_state=seed).fit_predict(embeddings)


def _k_candidates(k_values: Sequence[int], n_docs: int) -> list[int]:
    """The Ks of ``k_values`` a collection of ``n_docs`` can be clustered into (2 <= K < n_docs), sorted."""
    candidates = sorted({int(k) for k in k_values if 2 <= int(k) < n_docs})
    if not candidates:
        raise ValueError(f"no K of {list(k_values)} fits {n_docs} documents (need 2 <= K < n_docs)")
    return candidates


def choose_k(
    embeddings: np.ndarray,
    k_values: Sequence[int] = DEFAULT_K_VALUES,
    *,
    n_clusterings: int = 5,
    n_init: int = 50,
    seed: int = 0,
) -> tuple[int, dict[int, float]]:
    """K of highest mean (cosine) silhouette over ``n_clusterings`` k-means++ runs, and every K's silhouette.

    Ks below 2 or not below the number of documents are skipped; cached per embeddings.
    """
    from sklearn.metrics import silhouette_score

    n_docs = len(embeddings)
    candidates = _k_candidates(k_values, n_docs)
    key = (_digest(embeddings), tuple(candidates), n_clusterings, n_init, seed)
    if key in _K_CHOICES:
        return _K_CHOICES[key]
    silhouettes: dict[int, float] = {}
    for k in candidates:
        scores = []
        for run in range(n_clusterings):
            labels = _original_labels(embeddings, k, n_init, seed + run)
            n_labels = len(set(labels.tolist()))
            scores.append(silhouette_score(embeddings, labels, metric="cosine") if 1 < n_labels < n_docs else -1.0)
        silhouettes[k] = float(np.mean(scores))
    best = max(candidates, key=lambda k: (silhouettes[k], -k))
    _K_CHOICES[key] = (best, silhouettes)
    return best, silhouettes


def choose_k_by_inertia(
    embeddings: np.ndarray,
    k_values: Sequence[int] = DEFAULT_K_VALUES,
    *,
    n_init: int = 50,
    seed: int = 0,
) -> tuple[int, dict[int, float]]:
    """The elbow of the originals' k-means inertia over ``k_values``, and every K's inertia.

    The elbow method, as papers that choose K "by inertia" do: the K whose point lies farthest below the
    straight line from the smallest to the largest K's inertia (K on a log scale, as the candidates double;
    inertia scaled to [0, 1]), which is where adding clusters stops paying.
    """
    from sklearn.cluster import KMeans

    candidates = _k_candidates(k_values, len(embeddings))
    inertias = {k: float(KMeans(n_clusters=k, init="k-means++", n_init=n_init, random_state=seed).fit(embeddings).inertia_)
                for k in candidates}
    if len(candidates) < 3:
        return candidates[0], inertias
    xs = np.log2(np.array(candidates, dtype=float))
    ys = np.array([inertias[k] for k in candidates])
    xs = (xs - xs[0]) / (xs[-1] - xs[0])
    ys = (ys - ys.min()) / max(float(ys.max() - ys.min()), 1e-12)
    chord = ys[0] + (ys[-1] - ys[0]) * xs  # the line from the first to the last point
    return candidates[int(np.argmax(chord - ys))], inertias


def _digest(embeddings: np.ndarray) -> str:
    return hashlib.sha1(np.ascontiguousarray(embeddings).tobytes()).hexdigest() + str(embeddings.shape)


def _original_labels(original: np.ndarray, k: int, n_init: int, seed: int) -> np.ndarray:
    """k-means++ labels of the originals, cached: every system scored on them reuses the clusterings."""
    key = (_digest(original), k, n_init, seed)
    if key not in _LABELS:
        _LABELS[key] = _kmeans_labels(original, k, n_init, seed)
    return _LABELS[key]


def clustering_nmi(
    original: np.ndarray,
    sanitized: np.ndarray,
    k: int,
    *,
    n_clusterings: int = 5,
    n_init: int = 50,
    seed: int = 0,
) -> tuple[list[float], float | None]:
    """NMI of each run (k-means++ on both sides with the run's seed), and the originals' own stability.

    The stability is the mean NMI between the originals' clusterings of
    consecutive runs (None for one run): how far the clustering itself moves
    with the seed, the noise floor of the metric.
    """
    from sklearn.metrics import normalized_mutual_info_score

    values, truths = [], []
    for run in range(n_clusterings):
        truth = _original_labels(original, k, n_init, seed + run)
        labels = truth if sanitized is original else _kmeans_labels(sanitized, k, n_init, seed + run)
        values.append(float(normalized_mutual_info_score(truth, labels)))
        truths.append(truth)
    pairs = [float(normalized_mutual_info_score(a, b)) for a, b in zip(truths, truths[1:], strict=False)]
    return values, (float(np.mean(pairs)) if pairs else None)


# ---------------------------------------------------------------- texts


def _mark_pattern(marks: Sequence[str]) -> "re.Pattern[str]":
    alternatives = "|".join(re.escape(m) for m in sorted(marks, key=len, reverse=True))
    return re.compile(rf"^[\W_]*(?:{alternatives})(?:[_\s-]*\d+)?[\W_]*$", re.IGNORECASE)


def sanitized_texts(
    docs: Sequence[SanitizedDoc], remove_mask_marks: bool = False, mask_marks: Sequence[str] = MASK_MARKS
) -> list[str]:
    """The sanitized texts; with ``remove_mask_marks``, replacements that are bare marks ("[PERSON_2]") are deleted."""
    if not remove_mask_marks:
        return [doc.sanitized for doc in docs]
    pattern = _mark_pattern(mask_marks)
    texts = []
    for doc in docs:
        parts, cursor = [], 0
        for edit in doc.edits:
            parts.append(doc.original[cursor:edit.start])
            parts.append("" if pattern.match(edit.replacement or "") else edit.replacement)
            cursor = edit.end
        parts.append(doc.original[cursor:])
        texts.append("".join(parts))
    return texts


# ---------------------------------------------------------------- score


def score_nmi(
    docs: Iterable[Doc | Example],
    *,
    model: str | None = None,
    k: int | None = None,
    k_values: Sequence[int] = DEFAULT_K_VALUES,
    n_clusterings: int = 5,
    n_init: int = 50,
    seed: int = 0,
    max_length: int = 256,
    batch_size: int = 16,
    normalize: bool = True,
    remove_mask_marks: bool = False,
    k_selection: str = "silhouette",
    device: str | None = None,
    embedder: DocumentEmbedder | None = None,
) -> dict[str, Any]:
    """NMI between the k-means++ clusterings of the original and the sanitized documents.

    Returns ``nmi`` (mean over the ``n_clusterings`` runs), ``nmi_std``,
    ``nmi_runs``, ``nmi_k`` (the K used), ``nmi_silhouettes`` ({K: mean
    silhouette of the originals}, or {K: inertia} with ``k_selection="inertia"``; empty when ``k`` is given),
    ``nmi_original_stability`` (mean NMI between the originals' clusterings
    of consecutive runs: the metric's noise floor) and ``nmi_n_docs``. See the module docstring for the procedure.
    """
    items = read_sanitized(docs)
    if len(items) < 3:
        raise ValueError(f"NMI needs at least 3 documents, got {len(items)}")
    embedder = embedder or DocumentEmbedder(
        model, max_length=max_length, batch_size=batch_size, normalize=normalize, device=device
    )
    originals = [doc.original for doc in items]
    sanitized = sanitized_texts(items, remove_mask_marks=remove_mask_marks)
    original_vectors = embedder.embed(originals)
    unchanged = sanitized == originals
    sanitized_vectors = original_vectors if unchanged else embedder.embed(sanitized)
    if k is None and k_selection == "inertia":
        chosen, silhouettes = choose_k_by_inertia(original_vectors, k_values, n_init=n_init, seed=seed)
    elif k is None:
        if k_selection != "silhouette":
            raise ValueError(f"k_selection={k_selection!r}: use 'silhouette' or 'inertia', or fix k")
        chosen, silhouettes = choose_k(original_vectors, k_values, n_clusterings=n_clusterings, n_init=n_init, seed=seed)
    else:
        if not 2 <= int(k) < len(items):
            raise ValueError(f"k={k} must be at least 2 and below the number of documents ({len(items)})")
        chosen, silhouettes = int(k), {}
    runs, stability = clustering_nmi(original_vectors, sanitized_vectors, chosen, n_clusterings=n_clusterings,
                                     n_init=n_init, seed=seed)
    return {
        "nmi": float(np.mean(runs)),
        "nmi_std": float(np.std(runs)),
        "nmi_runs": runs,
        "nmi_k": chosen,
        "nmi_silhouettes": {str(key): value for key, value in silhouettes.items()},
        "nmi_original_stability": stability,
        "nmi_n_docs": len(items),
    }


#: ``scorer = {"@scorers": "spacy_sanitize.nmi_scorer.v1"}`` on a sanitizing component: scores the edits
#: of the predicted Docs against their own original text, with :func:`score_nmi`'s settings.
make_nmi_scorer = spacy.util.registry.scorers("spacy_sanitize.nmi_scorer.v1")(
    scorer_of(score_nmi, leave_out=("device", "embedder"), defaults={"model": DEFAULT_ENCODER}))


__all__ = [
    "DocumentEmbedder",
    "choose_k",
    "choose_k_by_inertia",
    "clustering_nmi",
    "clear_caches",
    "make_nmi_scorer",
    "resolve_encoder",
    "sanitized_texts",
    "score_nmi",
    "token_windows",
]
