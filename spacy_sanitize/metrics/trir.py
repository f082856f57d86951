"""Privacy: text re-identification risk (TRIR) of sanitized documents.

TRIR (Manzanares-Salor et al. 2024, "Evaluating the disclosure risk of
anonymized documents via a machine learning-based re-identification attack";
INTACT §4.2 and §5.6) simulates a record-linkage attack on text:

* the attacker holds *background knowledge*: public texts about a population
  of individuals that includes (a non-strict superset of) the protected ones;
  here a ``{doc_id: text}`` mapping, several JSON files merged by
  :func:`load_background` (on TAB: ``background_test_public.json``, the full
  public judgments of the 127 test cases, plus
  ``background_all_public10.json``, the first 10% of the judgments of all
  1,268 cases, i.e. a population ten times the protected set);
* the attacker trains a classifier whose classes are the individuals of the
  background knowledge (one class per doc_id), on windows ("chunks") of the
  background texts labelled with their individual;
* each sanitized document is cut into windows the same way, the classifier's
  scores are summed over its windows (TAE sums logits) and the best-scoring
  individual is the guess;
* TRIR = the fraction of sanitized documents whose true individual is guessed.
  A protected document whose individual has no background text can never be
  re-identified (TAE counts it in the denominator too).

Two attackers, both objects with ``fit(background)`` and ``predict(texts)``
(see :class:`Reidentifier`), fitted once per background and reused for every
system scored against them:

* :class:`TfidfReidentifier` (``spacy_sanitize.TfidfReidentifier.v1``): TF-IDF
  of word windows and a linear SVM (scikit-learn), fast on a CPU;
* :class:`TransformerReidentifier` (``spacy_sanitize.TransformerReidentifier.v1``):
  a transformer encoder (default all-MiniLM-L6-v2) fine-tuned as a sequence
  classifier over the individuals on token windows of the background texts,
  the attack of TAE's TRI (which fine-tunes distilbert-base-uncased, windows of
  100 tokens overlapping by 25, 15 epochs, batch 16, learning rate 5e-5 with a
  constant schedule, after 3 epochs of masked-LM pretraining on the
  background: ``pretraining_epochs``).

Faithfulness notes. TAE also adds a copy of the background with spaCy's
entities replaced by their labels (``anonymize_background_knowledge``), so
that the attacker has seen masked text: ``masked_copy`` names a spaCy pipeline
with an NER to do the same (off by default: it needs a trained NER). TAE's
optional "document curation" (lemmas, no stop words) is not reproduced. TAE
keeps the fine-tuning epoch of best accuracy *on the sanitized documents*;
here training runs its configured epochs and the last model attacks, so no
attacked text ever steers the attacker.

Heavy libraries are imported inside functions: spaCy imports this module
through the ``spacy_misc``/``spacy_scorers`` entry points.
"""

import hashlib
import json
import logging
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import spacy
from spacy.tokens import Doc
from spacy.training import Example

from ..registered import builder_of
from .inputs import read_sanitized
from .nmi import default_device, resolve_encoder, token_windows

logger = logging.getLogger(__name__)

PathLike = str | Path
BackgroundSource = PathLike | Mapping[str, str] | Sequence[PathLike | Mapping[str, str]]

_SHARED: dict[tuple[Any, ...], "Reidentifier"] = {}
_BACKGROUNDS: dict[tuple[str, ...], dict[str, str]] = {}


# ---------------------------------------------------------------- background knowledge


def load_background(sources: BackgroundSource) -> dict[str, str]:
    """Background knowledge ``{doc_id: text}`` from JSON files (or mappings), merged.

    Every source is a ``{doc_id: text}`` JSON object (or an already loaded
    mapping). When several sources hold texts for the same individual, a text
    contained in another one is dropped (TAB's 10% excerpts are prefixes of the
    full public judgments) and the remaining distinct texts are joined with a
    blank line. Empty texts are ignored. Individuals are sorted by doc_id.
    """
    if isinstance(sources, (str, Path, Mapping)):
        sources = [sources]
    texts: dict[str, list[str]] = {}
    for source in sources:
        if isinstance(source, Mapping):
            data = source
        else:
            with open(source, encoding="utf-8") as handle:
                data = json.load(handle)
            if not isinstance(data, dict):
                raise ValueError(f"{source}: background knowledge must be a JSON object {{doc_id: text}}")
        for doc_id, text in data.items():
            if not isinstance(text, str):
                raise ValueError(f"background text of {doc_id!r} is {type(text).__name__}, not str")
            text = text.replace("\ufeff", "").strip()
            if text:
                texts.setdefault(str(doc_id), []).append(text)
    merged = {}
    for doc_id in sorted(texts):
        kept: list[str] = []
        for text in sorted(set(texts[doc_id]), key=len, reverse=True):
            if not any(text in longer for longer in kept):
                kept.append(text)
        merged[doc_id] = "\n\n".join(kept)
    return merged


def _cached_background(paths: Sequence[str]) -> dict[str, str]:
    key = tuple(str(Path(p).expanduser().resolve()) for p in paths)
    if key not in _BACKGROUNDS:
        _BACKGROUNDS[key] = load_background(list(key))
    return _BACKGROUNDS[key]


def background_fingerprint(background: Mapping[str, str]) -> str:
    digest = hashlib.sha1()
    for doc_id in sorted(background):
        for part in (doc_id, background[doc_id]):
            encoded = part.encode("utf-8")
            digest.update(len(encoded).to_bytes(8, "little"))
            digest.update(encoded)
    return digest.hexdigest()


def ner_masked_copy(background: Mapping[str, str], spacy_model: str, batch_size: int = 16) -> dict[str, str]:
    """The background with every entity of ``spacy_model``'s NER replaced by its label (TAE's BK anonymization)."""
    nlp = spacy.load(spacy_model)
    ids = list(background)
    masked = {}
    for doc_id, doc in zip(ids, nlp.pipe((background[i] for i in ids), batch_size=batch_size), strict=True):
        parts, cursor = [], 0
        for ent in doc.ents:
            parts.append(doc.text[cursor:ent.start_char])
            parts.append(ent.label_)
            cursor = ent.end_char
        parts.append(doc.text[cursor:])
        masked[doc_id] = "".join(parts)
    return masked


def word_windows(text: str, size: int, overlap: int) -> list[str]:
    """``text`` as windows of ``size`` whitespace-separated words, consecutive windows sharing ``overlap``.

    An empty text gives one empty window.
    """
    if size <= 0 or not 0 <= overlap < size:
        raise ValueError(f"need size > 0 and 0 <= overlap < size, got size={size}, overlap={overlap}")
    words = text.split()
    step = size - overlap
    return [" ".join(words[start:start + size]) for start in range(0, max(len(words) - overlap, 1), step)]


# ---------------------------------------------------------------- attackers


class Reidentifier:
    """An attacker: ``fit(background)`` learns the individuals, ``predict(texts)`` names one per text.

    Subclasses implement :meth:`_fit` and :meth:`_scores`. ``classes_`` are the
    individuals (sorted doc_ids); ``fingerprint_`` identifies the background
    (and the masked copy) the attacker was fitted on, so :meth:`ensure_fitted`
    fits only once per background.
    """

    masked_copy: str | None = None

    def __init__(self) -> None:
        self.classes_: list[str] = []
        self.fingerprint_: str | None = None

    # -- public
    def fit(self, background: Mapping[str, str]) -> "Reidentifier":
        if len(background) < 2:
            raise ValueError(f"background knowledge must name at least 2 individuals, got {len(background)}")
        self.classes_ = sorted(background)
        texts = [background[c] for c in self.classes_]
        labels = list(range(len(self.classes_)))
        if self.masked_copy:
            masked = ner_masked_copy(background, self.masked_copy)
            texts += [masked[c] for c in self.classes_]
            labels += labels
        self._fit(texts, labels)
        self.fingerprint_ = self._fingerprint(background)
        return self

    def ensure_fitted(self, background: Mapping[str, str]) -> bool:
        """Fit unless already fitted on this very background; True when it fitted now."""
        if self.fingerprint_ is not None and self.fingerprint_ == self._fingerprint(background):
            return False
        self.fit(background)
        return True

    def predict(self, texts: Sequence[str]) -> list[str]:
        """The individual (doc_id) guessed for each text."""
        return [self.classes_[int(i)] for i in np.argmax(self.decision_scores(texts), axis=1)]

    def decision_scores(self, texts: Sequence[str]) -> np.ndarray:
        """Scores (n_texts x n_individuals), summed over each text's windows."""
        if self.fingerprint_ is None:
            raise RuntimeError(f"{type(self).__name__} is not fitted; call fit(background) first")
        return self._scores(list(texts))

    # -- subclass hooks
    def _fit(self, texts: list[str], labels: list[int]) -> None:
        raise NotImplementedError

    def _scores(self, texts: list[str]) -> np.ndarray:
        raise NotImplementedError

    def settings(self) -> dict[str, Any]:
        return {}

    def _fingerprint(self, background: Mapping[str, str]) -> str:
        extra = json.dumps({"class": type(self).__name__, **self.settings()}, sort_keys=True, default=str)
        return hashlib.sha1((background_fingerprint(background) + extra).encode("utf-8")).hexdigest()


class TfidfReidentifier(Reidentifier):
    """TF-IDF of word windows and a one-vs-rest linear SVM (scikit-learn ``LinearSVC``).

    ``window_words``/``window_overlap``: the windows (TAE: 100 tokens, 25
    shared); ``ngram_max``: longest word n-gram; ``max_features``: vocabulary
    cap (the SVM keeps a dense individuals x features weight matrix);
    ``min_df``: 1 keeps words seen in one window only (names, numbers: the
    very identifiers the attack exploits); ``C``: SVM regularisation.
    """

    def __init__(
        self,
        *,
        window_words: int = 100,
        window_overlap: int = 25,
        ngram_max: int = 1,
        max_features: int | None = 200_000,
        min_df: int = 1,
        sublinear_tf: bool = True,
        C: float = 1.0,
        masked_copy: str | None = None,
        seed: int = 0,
    ) -> None:
        super().__init__()
        self.window_words = int(window_words)
        self.window_overlap = int(window_overlap)
        self.ngram_max = int(ngram_max)
        self.max_features = None if max_features is None else int(max_features)
        self.min_df = int(min_df)
        self.sublinear_tf = bool(sublinear_tf)
        self.C = float(C)
        self.masked_copy = masked_copy
        self.seed = int(seed)
        word_windows("", self.window_words, self.window_overlap)  # validates
        self.vectorizer_: Any = None
        self.model_: Any = None

    def settings(self) -> dict[str, Any]:
        return {"window_words": self.window_words, "window_overlap": self.window_overlap,
                "ngram_max": self.ngram_max, "max_features": self.max_features, "min_df": self.min_df,
                "sublinear_tf": self.sublinear_tf, "C": self.C, "masked_copy": self.masked_copy, "seed": self.seed}

    def _fit(self, texts: list[str], labels: list[int]) -> None:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.svm import LinearSVC

        windows, window_labels = [], []
        for text, label in zip(texts, labels, strict=True):
            for window in word_windows(text, self.window_words, self.window_overlap):
                windows.append(window)
                window_labels.append(label)
        self.vectorizer_ = TfidfVectorizer(
            lowercase=True, ngram_range=(1, self.ngram_max), max_features=self.max_features,
            min_df=self.min_df, sublinear_tf=self.sublinear_tf, dtype=np.float32,
        )
        features = self.vectorizer_.fit_transform(windows)
        self.model_ = LinearSVC(C=self.C, random_state=self.seed)
        self.model_.fit(features, np.asarray(window_labels))
        if list(self.model_.classes_) != list(range(len(self.classes_))):
            raise RuntimeError("every individual must have at least one background window")

    def _scores(self, texts: list[str]) -> np.ndarray:
        windows, owner = [], []
        for index, text in enumerate(texts):
            for window in word_windows(text, self.window_words, self.window_overlap):
                windows.append(window)
                owner.append(index)
        window_scores = self.model_.decision_function(self.vectorizer_.transform(windows))
        scores = np.zeros((len(texts), len(self.classes_)), dtype=np.float64)
        np.add.at(scores, np.asarray(owner, dtype=np.int64), window_scores)
        return scores


class TransformerReidentifier(Reidentifier):
    """A transformer encoder fine-tuned to name the individual of a window of text (TAE's TRI attack).

    ``model``: local folder or Hugging Face id of an encoder (default the local
    all-MiniLM-L6-v2); ``epochs``/``batch_size``/``learning_rate``: fine-tuning
    (AdamW, constant rate, as TAE); ``max_length``: tokens per window, special
    tokens included, ``overlap``: tokens shared by consecutive windows;
    ``pretraining_epochs``: masked-LM epochs on the background windows before
    fine-tuning (TAE: 3; 0 skips); ``cache_dir``: where fitted attackers are
    saved and found again (one folder per background and settings), so a
    later process need not retrain.
    """

    def __init__(
        self,
        model: str | None = None,
        *,
        epochs: int = 15,
        max_length: int = 128,
        overlap: int = 32,
        batch_size: int = 16,
        learning_rate: float = 5e-5,
        pretraining_epochs: int = 0,
        mlm_probability: float = 0.15,
        eval_batch_size: int = 64,
        masked_copy: str | None = None,
        cache_dir: str | None = None,
        seed: int = 0,
        device: str | None = None,
    ) -> None:
        super().__init__()
        self.model_path = resolve_encoder(model)
        self.epochs = int(epochs)
        self.max_length = int(max_length)
        self.overlap = int(overlap)
        self.batch_size = int(batch_size)
        self.learning_rate = float(learning_rate)
        self.pretraining_epochs = int(pretraining_epochs)
        self.mlm_probability = float(mlm_probability)
        self.eval_batch_size = int(eval_batch_size)
        self.masked_copy = masked_copy
        self.cache_dir = cache_dir
        self.seed = int(seed)
        self.device = device
        self.model_: Any = None
        self.tokenizer_: Any = None
        self.training_log_: list[dict[str, float]] = []

    def settings(self) -> dict[str, Any]:
        return {"model": self.model_path, "epochs": self.epochs, "max_length": self.max_length,
                "overlap": self.overlap, "batch_size": self.batch_size, "learning_rate": self.learning_rate,
                "pretraining_epochs": self.pretraining_epochs, "mlm_probability": self.mlm_probability,
                "masked_copy": self.masked_copy, "seed": self.seed}

    # -- fitting
    def fit(self, background: Mapping[str, str]) -> "Reidentifier":
        folder = self._cache_folder(background)
        if folder is not None and (folder / "reidentifier.json").is_file():
            self._load(folder, background)
            return self
        super().fit(background)
        if folder is not None:
            self._save(folder)
        return self

    def _cache_folder(self, background: Mapping[str, str]) -> Path | None:
        if not self.cache_dir:
            return None
        return Path(self.cache_dir).expanduser() / f"tri-{self._fingerprint(background)[:20]}"

    def _windows(self, texts: Sequence[str]) -> tuple[list[list[int]], list[int]]:
        windows, owner = [], []
        for index, text in enumerate(texts):
            for window in token_windows(self.tokenizer_, text, self.max_length, self.overlap):
                windows.append(window)
                owner.append(index)
        return windows, owner

    def _fit(self, texts: list[str], labels: list[int]) -> None:
        import torch
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        device = self.device or default_device()
        random.seed(self.seed)
        np.random.seed(self.seed)
        torch.manual_seed(self.seed)
        self.tokenizer_ = AutoTokenizer.from_pretrained(self.model_path)
        windows, owner = self._windows(texts)
        window_labels = [labels[i] for i in owner]
        encoder_state = self._pretrain(windows, device) if self.pretraining_epochs > 0 else None
        n_labels = len(self.classes_)
        model = AutoModelForSequenceClassification.from_pretrained(
            self.model_path,
            num_labels=n_labels,
            id2label={i: c for i, c in enumerate(self.classes_)},
            label2id={c: i for i, c in enumerate(self.classes_)},
            ignore_mismatched_sizes=True,
        )
        if encoder_state is not None:
            getattr(model, model.base_model_prefix).load_state_dict(encoder_state, strict=False)
        model.to(device).train()
        optimizer = torch.optim.AdamW(model.parameters(), lr=self.learning_rate, betas=(0.9, 0.999), eps=1e-6,
                                      weight_decay=0.0)
        generator = torch.Generator().manual_seed(self.seed)
        pad_id = self._pad_id()
        targets = torch.tensor(window_labels, dtype=torch.long)
        self.training_log_ = []
        for epoch in range(self.epochs):
            order = torch.randperm(len(windows), generator=generator).tolist()
            total, seen, correct = 0.0, 0, 0
            for start in range(0, len(order), self.batch_size):
                batch = order[start:start + self.batch_size]
                input_ids, mask = _pad([windows[i] for i in batch], pad_id)
                gold = targets[batch].to(device)
                logits = model(input_ids=input_ids.to(device), attention_mask=mask.to(device)).logits
                loss = torch.nn.functional.cross_entropy(logits, gold)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                total += loss.item() * len(batch)
                seen += len(batch)
                correct += int((logits.argmax(dim=-1) == gold).sum())
            self.training_log_.append({"epoch": epoch + 1, "loss": total / max(seen, 1),
                                       "window_accuracy": correct / max(seen, 1)})
            logger.info("TRI fine-tuning epoch %d: loss %.4f, window accuracy %.3f", epoch + 1,
                        total / max(seen, 1), correct / max(seen, 1))
        self.model_ = model.eval()

    def _pretrain(self, windows: list[list[int]], device: str) -> dict[str, Any]:
        """Masked-LM training of the encoder on the background windows (TAE's additional pretraining)."""
        import torch
        from transformers import AutoModelForMaskedLM, DataCollatorForLanguageModeling

        mlm = AutoModelForMaskedLM.from_pretrained(self.model_path).to(device).train()
        collator = DataCollatorForLanguageModeling(self.tokenizer_, mlm_probability=self.mlm_probability)
        optimizer = torch.optim.AdamW(mlm.parameters(), lr=self.learning_rate, eps=1e-6, weight_decay=0.0)
        generator = torch.Generator().manual_seed(self.seed + 1)
        for epoch in range(self.pretraining_epochs):
            order = torch.randperm(len(windows), generator=generator).tolist()
            for start in range(0, len(order), self.batch_size):
                batch = collator([{"input_ids": windows[i]} for i in order[start:start + self.batch_size]])
                batch = {key: value.to(device) for key, value in batch.items()}
                loss = mlm(**batch).loss
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            logger.info("TRI masked-LM pretraining epoch %d: last loss %.4f", epoch + 1, loss.item())
        encoder = getattr(mlm, mlm.base_model_prefix)
        return {key: value.detach().cpu() for key, value in encoder.state_dict().items()}

    def _pad_id(self) -> int:
        pad = self.tokenizer_.pad_token_id
        return int(pad) if pad is not None else 0

    # -- prediction
    def _scores(self, texts: list[str]) -> np.ndarray:
        import torch

        device = next(self.model_.parameters()).device
        windows, owner = self._windows(texts)
        order = sorted(range(len(windows)), key=lambda i: len(windows[i]))
        scores = np.zeros((len(texts), len(self.classes_)), dtype=np.float64)
        with torch.inference_mode():
            for start in range(0, len(order), self.eval_batch_size):
                batch = order[start:start + self.eval_batch_size]
                input_ids, mask = _pad([windows[i] for i in batch], self._pad_id())
                logits = self.model_(input_ids=input_ids.to(device), attention_mask=mask.to(device)).logits
                np.add.at(scores, np.asarray([owner[i] for i in batch], dtype=np.int64),
                          logits.float().cpu().numpy())
        return scores

    # -- persistence
    def _save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.model_.save_pretrained(folder)
        self.tokenizer_.save_pretrained(folder)
        meta = {"classes": self.classes_, "fingerprint": self.fingerprint_, "settings": self.settings(),
                "training_log": self.training_log_}
        (folder / "reidentifier.json").write_text(json.dumps(meta, indent=1), encoding="utf-8")

    def _load(self, folder: Path, background: Mapping[str, str]) -> None:
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        meta = json.loads((folder / "reidentifier.json").read_text(encoding="utf-8"))
        if meta["fingerprint"] != self._fingerprint(background) or meta["classes"] != sorted(background):
            raise RuntimeError(f"{folder} holds an attacker fitted on another background")
        self.tokenizer_ = AutoTokenizer.from_pretrained(folder)
        device = self.device or default_device()
        self.model_ = AutoModelForSequenceClassification.from_pretrained(folder).to(device).eval()
        self.classes_ = list(meta["classes"])
        self.training_log_ = list(meta.get("training_log", []))
        self.fingerprint_ = meta["fingerprint"]
        logger.info("TRI attacker loaded from %s", folder)


def _pad(windows: Sequence[Sequence[int]], pad_id: int) -> tuple[Any, Any]:
    from .nmi import _pad as pad

    return pad(windows, pad_id)


# ---------------------------------------------------------------- registered attackers


def _shared(cls: type, **settings: Any) -> Reidentifier:
    """One attacker per class and settings in a process, so pipelines with the same config share its fit."""
    key = (cls.__name__,) + tuple(sorted((k, json.dumps(v, default=str)) for k, v in settings.items()))
    if key not in _SHARED:
        _SHARED[key] = cls(**settings)
    return _SHARED[key]


#: ``{"@misc": "spacy_sanitize.TfidfReidentifier.v1"}``: the TF-IDF + SVM attacker, one per settings in a process.
make_tfidf_reidentifier = spacy.util.registry.misc("spacy_sanitize.TfidfReidentifier.v1")(
    builder_of(TfidfReidentifier, lambda **settings: _shared(TfidfReidentifier, **settings)))
#: ``{"@misc": "spacy_sanitize.TransformerReidentifier.v1"}``: TAE's transformer attacker, shared likewise.
make_transformer_reidentifier = spacy.util.registry.misc("spacy_sanitize.TransformerReidentifier.v1")(
    builder_of(TransformerReidentifier, lambda **settings: _shared(TransformerReidentifier, **settings)))


# ---------------------------------------------------------------- score


def score_trir(
    docs: Iterable[Doc | Example],
    reidentifier: Reidentifier | None = None,
    background: BackgroundSource | None = None,
) -> dict[str, Any]:
    """TRIR of the sanitized documents: the share whose individual (doc_id) the attacker names.

    ``reidentifier`` (default a :class:`TfidfReidentifier`) is fitted on
    ``background`` (a mapping, a JSON path or a list of them) unless it was
    already fitted on the same background; ``background`` may be omitted for an
    attacker that is already fitted. Every document needs ``doc._.doc_id``.

    Returns ``trir``, ``trir_n_docs``, ``trir_n_reidentified``,
    ``trir_reidentified`` (their doc_ids), ``trir_n_without_background``
    (protected individuals absent from the background, never re-identifiable),
    ``trir_n_individuals`` and ``trir_chance`` (1 / individuals).
    """
    items = read_sanitized(docs)
    if not items:
        raise ValueError("TRIR needs at least one document")
    missing_ids = [index for index, item in enumerate(items) if item.doc_id is None]
    if missing_ids:
        raise ValueError(f"TRIR needs doc._.doc_id on every document; documents {missing_ids[:5]} have none")
    reidentifier = reidentifier if reidentifier is not None else TfidfReidentifier()
    if background is not None:
        knowledge = background if isinstance(background, Mapping) and all(
            isinstance(v, str) for v in background.values()) else load_background(background)
        reidentifier.ensure_fitted(knowledge)
    elif reidentifier.fingerprint_ is None:
        raise ValueError("an unfitted re-identifier needs background knowledge")
    guesses = reidentifier.predict([item.sanitized for item in items])
    individuals = set(reidentifier.classes_)
    hits = [item.doc_id for item, guess in zip(items, guesses, strict=True) if guess == item.doc_id]
    return {
        "trir": len(hits) / len(items),
        "trir_n_docs": len(items),
        "trir_n_reidentified": len(hits),
        "trir_reidentified": hits,
        "trir_n_without_background": sum(item.doc_id not in individuals for item in items),
        "trir_n_individuals": len(individuals),
        "trir_chance": 1.0 / len(individuals),
    }


@spacy.util.registry.scorers("spacy_sanitize.trir_scorer.v1")
def make_trir_scorer(
    background: str | list[str],
    reidentifier: Reidentifier | None = None,
) -> Callable[..., dict[str, Any]]:
    """Registered scorer: TRIR of the predicted Docs' edits against an attacker trained on ``background``.

    ``background``: one or several ``{doc_id: text}`` JSON files (merged, read
    once per process); ``reidentifier``: e.g. ``{"@misc":
    "spacy_sanitize.TfidfReidentifier.v1"}`` (the default) or
    ``{"@misc": "spacy_sanitize.TransformerReidentifier.v1", "epochs": 3}``.
    The attacker is fitted on the first call and reused afterwards.
    """
    paths = [background] if isinstance(background, str) else list(background)
    if not paths:
        raise ValueError("trir_scorer needs at least one background knowledge file")
    attacker = reidentifier if reidentifier is not None else make_tfidf_reidentifier()

    def trir_scorer(examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        return score_trir(examples, attacker, _cached_background(paths))

    return trir_scorer


__all__ = [
    "Reidentifier",
    "TfidfReidentifier",
    "TransformerReidentifier",
    "background_fingerprint",
    "load_background",
    "make_tfidf_reidentifier",
    "make_transformer_reidentifier",
    "make_trir_scorer",
    "ner_masked_copy",
    "score_trir",
    "word_windows",
]
