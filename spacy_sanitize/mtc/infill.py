"""Infilling: from spans to surrogates with a masked LM (MTC paper, sections 2 and 3.2).

One document at a time:

1. **Mask.** Every span chosen for sanitization is replaced by its masks
   (:mod:`.masking`: 3 for NS3, one per original wordpiece for NAd, one for
   MTC/SS-MTC) - all spans at once, so the model never sees the text of any of
   them, and the rest of the document (or a long window of it, see
   :mod:`.windows`) is the context, as in the paper's Longformer setup.
2. **Predict, per entity.** Mentions of one entity (same entity id, else same
   normalised text) get one replacement: their mask predictions are combined
   by averaging log-probabilities (a product of experts), so every mention's
   context has a say.
3. **Choose.** The best completion that passes :class:`~.acceptance.CandidateCheck`
   (not the original, does not match it by INTACT's MATCH, repeats no other
   sanitized span) and, with ``distinct`` (default), does not already replace
   another entity of the document - two people must not become one. A
   completion whose first (last) word repeats the word just before (after) a
   mention, or that opens with a determiner after a determiner, is passed
   over too: "the [the circumstances]", "[Real Court] Court", "the [this
   judgment]" are the artefacts the paper's annotators ranked worst. Argmax by
   default; with ``sampling`` a draw from the ``top_k`` candidates at
   ``temperature`` (seeded only on request).

How each method completes a mask:

* **MTC / SS-MTC** (EMAT): one softmax over ``[vocabulary; phrases]``
  (:class:`~.head.PhraseHead`), candidates examined in rank order: whole-word
  vocabulary tokens (``single_tokens``) and phrases. One model pass per window.
* **NS3 / NAd**: several masks, decoded in one of two orders:

  - ``left_to_right`` (default): the first mask of every span is filled, then
    the second, each step seeing the tokens already chosen - the usual way to
    decode several masks with an MLM, and the only one that lets a span's
    words agree with each other. It costs one model pass per step (3 for NS3,
    up to ``max_masks`` for NAd). All spans advance together, so the number of
    passes does not grow with the number of spans.
  - ``parallel``: every mask is filled at once from one pass (independent
    argmaxes). Cheaper, and what produces the paper's NS3/NAd artefacts such
    as "of the the the a"; kept to reproduce the weakest form of the baselines.

  A completion that fails the checks is decoded again (up to ``max_attempts``
  rounds), with the tokens that caused the rejection banned for that entity;
  entities already accepted keep their tokens as context.

Entities without an acceptable completion get ``replacement=None``: the
component then uses its fallback (the numbered entity label), never the
original text.
"""

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from spacy.lang.en.stop_words import STOP_WORDS

from ..normalise import normalise_mention
from .head import PhraseHead
from .masking import PHRASE_METHODS, MaskedSequence, build_masked_sequence, check_method, mask_count, piece_ranges
from .windows import ContextWindow, plan_windows, window_of

logger = logging.getLogger(__name__)

LEFT_TO_RIGHT = "left_to_right"
PARALLEL = "parallel"
DECODING_ORDERS = (LEFT_TO_RIGHT, PARALLEL)

#: ``check(candidate, mention_texts, label) -> reason or None``
Check = Callable[[str, Sequence[str], str], str | None]


@dataclass(frozen=True)
class InfillTarget:
    """A span to replace: character offsets, entity type, and the key of its entity."""

    start: int
    end: int
    label: str
    entity: str


@dataclass
class InfillSettings:
    method: str = "ss_mtc"
    decoding: str = LEFT_TO_RIGHT
    sampling: bool = False
    temperature: float = 1.0
    top_k: int = 50
    n_candidates: int = 50
    max_attempts: int = 3
    max_masks: int = 16
    single_tokens: bool = True
    match_case: bool = True
    distinct: bool = True
    window_context: int = 64
    batch_size: int = 8
    seed: int | None = None

    def __post_init__(self) -> None:
        self.method = check_method(self.method)
        if self.decoding not in DECODING_ORDERS:
            raise ValueError(f"decoding must be one of {DECODING_ORDERS}, got {self.decoding!r}")
        if self.temperature <= 0:
            raise ValueError(f"temperature must be positive, got {self.temperature}")
        for name in ("top_k", "n_candidates", "max_attempts", "max_masks", "batch_size"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, got {getattr(self, name)}")


@dataclass
class Decision:
    """The outcome for one entity (``replacement=None``: use the fallback)."""

    entity: str
    label: str
    replacement: str | None
    n_masks: int
    source: str  # "phrase" | "token" | "decoded" | "none"
    logprob: float | None = None
    rank: int | None = None  # MTC: rank of the chosen candidate; NS3/NAd: decoding round
    rejected: list[tuple[str, str]] = field(default_factory=list)

    def to_dict(self, max_rejected: int = 5) -> dict[str, Any]:
        """Plain values for ``span._.pii_details`` (the entity key is left out: it may hold the original text)."""
        return {
            "source": self.source,
            "n_masks": self.n_masks,
            "logprob": None if self.logprob is None else round(float(self.logprob), 4),
            "rank": self.rank,
            "n_rejected": len(self.rejected),
            "rejected": [[c, r] for c, r in self.rejected[:max_rejected]],
        }


def restore_case(candidate: str, original: str) -> str:
    """Give an uncased model's completion the original's case pattern (all caps, title case, capitalised)."""
    letters = [c for c in original if c.isalpha()]
    if not letters or not any(c.isalpha() for c in candidate):
        return candidate
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return candidate.upper()
    content = [w for w in original.split() if w[:1].isalpha() and w.lower() not in STOP_WORDS]
    if content and all(w[0].isupper() for w in content):
        words = candidate.split()
        return " ".join(
            w[:1].upper() + w[1:] if i == 0 or w.lower() not in STOP_WORDS else w for i, w in enumerate(words)
        )
    if original.lstrip()[:1].isupper():
        return candidate[:1].upper() + candidate[1:]
    return candidate


def log_softmax(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    peak = x.max(axis=-1, keepdims=True)
    return x - peak - np.log(np.exp(x - peak).sum(axis=-1, keepdims=True))


class TokenTable:
    """What each vocabulary entry may be used for, computed once per tokenizer."""

    def __init__(self, tokenizer: Any, vocab_size: int) -> None:
        n = min(vocab_size, len(tokenizer))
        tokens = tokenizer.convert_ids_to_tokens(list(range(n)))
        tokens = [t if isinstance(t, str) else "" for t in tokens] + [""] * (vocab_size - n)
        if any(t.startswith("##") for t in tokens[:n]):
            self.scheme, marker = "wordpiece", "##"
        elif sum(t.startswith("\u0120") for t in tokens) > n // 5:
            self.scheme, marker = "bpe", "\u0120"
        elif sum(t.startswith("\u2581") for t in tokens) > n // 5:
            self.scheme, marker = "sentencepiece", "\u2581"
        else:
            self.scheme, marker = "unknown", ""
        banned = np.zeros(vocab_size, dtype=bool)
        banned[n:] = True
        for token_id in tokenizer.all_special_ids:
            if 0 <= token_id < vocab_size:
                banned[token_id] = True
        # empty entries and reserved slots ("[unused17]", "<extra_id_3>") are no words either
        banned |= np.array([not t.strip() or bool(_RESERVED.match(t)) for t in tokens])
        if self.scheme == "wordpiece":
            continuation = np.array([t.startswith("##") for t in tokens])
            bare = tokens
        elif marker:
            continuation = np.array([not t.startswith(marker) for t in tokens])
            bare = [t[len(marker):] if t.startswith(marker) else t for t in tokens]
        else:
            continuation = np.zeros(vocab_size, dtype=bool)
            bare = tokens
        self.banned = banned  # never a completion token
        self.continuation = continuation  # continues a word: not at the start of a span after a space
        # a whole word of two characters or more, or a number ("s" after an apostrophe is no surrogate)
        self.word = ~banned & ~continuation & np.array(
            [any(ch.isalnum() for ch in t) and (len(t) > 1 or t.isdigit()) for t in bare]
        )

    def first_ban(self, preceded_by_space: bool) -> np.ndarray:
        """Tokens that may not open a span."""
        if self.scheme == "wordpiece":
            return self.banned | self.continuation
        if self.scheme in ("bpe", "sentencepiece") and preceded_by_space:
            return self.banned | self.continuation
        return self.banned


class Infiller:
    """Surrogates for the spans of documents from a :class:`~.mlm.MaskedLM` (and a phrase head for MTC)."""

    def __init__(self, mlm: Any, settings: InfillSettings, head: PhraseHead | None = None) -> None:
        self.mlm = mlm
        self.settings = settings
        self.head = head
        if settings.method in PHRASE_METHODS and head is None:
            raise ValueError(f"method {settings.method!r} needs a phrase head (build-phrases, train-mtc)")
        self.rng = np.random.default_rng(settings.seed)
        self._table: TokenTable | None = None
        self._uncased: bool | None = None

    @property
    def table(self) -> TokenTable:
        if self._table is None:
            self._table = TokenTable(self.mlm.tokenizer, self.mlm.vocab_size)
        return self._table

    @property
    def uncased(self) -> bool:
        if self._uncased is None:
            self._uncased = bool(self.mlm.is_uncased())
        return self._uncased

    # -- the document -----------------------------------------------------------------------------
    def infill(self, text: str, mentions: Sequence[InfillTarget], check: Check) -> list[Decision]:
        """One :class:`Decision` per entity, in order of first mention (mentions sorted, non-overlapping)."""
        if not mentions:
            return []
        mlm = self.mlm
        tok = mlm.tokenizer
        encoding = tok(text, add_special_tokens=False, return_offsets_mapping=True, return_attention_mask=False,
                       verbose=False)
        ids = np.asarray(encoding["input_ids"], dtype=np.int64)
        offsets = np.asarray(encoding["offset_mapping"], dtype=np.int64).reshape(-1, 2)
        ranges = piece_ranges(offsets, [(m.start, m.end) for m in mentions])
        groups: dict[str, list[int]] = {}
        for index, mention in enumerate(mentions):
            groups.setdefault(mention.entity, []).append(index)
        n_masks = {
            entity: mask_count(self.settings.method, ranges[idx[0]][1] - ranges[idx[0]][0], self.settings.max_masks)
            for entity, idx in groups.items()
        }
        counts = [n_masks[m.entity] for m in mentions]
        sequence = build_masked_sequence(ids, ranges, counts, mlm.mask_id)
        first, last = mlm.special_ids
        self._prefix = [first] if first is not None else []
        self._suffix = [last] if last is not None else []
        content = mlm.max_length - len(self._prefix) - len(self._suffix)
        windows = plan_windows(len(sequence.ids), content, self.settings.window_context)
        entities = [
            _Entity(key, mentions[idx[0]].label, [text[mentions[i].start : mentions[i].end] for i in idx], idx,
                    n_masks[key], mentions[idx[0]].start == 0 or text[mentions[idx[0]].start - 1].isspace(),
                    {_last_word(text[max(0, mentions[i].start - 40) : mentions[i].start]) for i in idx} - {""},
                    {_first_word(text[mentions[i].end : mentions[i].end + 40]) for i in idx} - {""})
            for key, idx in groups.items()
        ]
        if self.settings.method in PHRASE_METHODS:
            return self._rank(sequence, windows, entities, check)
        return self._decode(sequence, windows, entities, check)

    def _predict(self, ids: np.ndarray, windows: list[ContextWindow], positions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Features and vocabulary logits at ``positions`` of the masked document, each from the window whose core holds it."""
        which = window_of(positions, windows)
        sequences, local, order = [], [], []
        for w in np.unique(which):
            selected = np.flatnonzero(which == w)
            window = windows[int(w)]
            sequences.append(np.concatenate([self._prefix, ids[window.start : window.end], self._suffix]).astype(np.int64))
            local.append(positions[selected] - window.start + len(self._prefix))
            order.append(selected)
        features, logits = self.mlm.predict(sequences, local, batch_size=self.settings.batch_size)
        where = np.concatenate(order)
        out_f = np.empty_like(features)
        out_l = np.empty_like(logits)
        out_f[where] = features
        out_l[where] = logits
        return out_f, out_l

    def _order(self, scores: np.ndarray, n: int) -> np.ndarray:
        """Candidate indices to try: best first (argmax), or a draw without replacement from the top-k (sampling)."""
        finite = np.isfinite(scores)
        if not finite.any():
            return np.empty(0, dtype=np.int64)
        s = self.settings
        if not s.sampling:
            k = min(n, int(finite.sum()))
            top = np.argpartition(-scores, k - 1)[:k]
            return top[np.argsort(-scores[top], kind="stable")]
        k = min(s.top_k, int(finite.sum()))
        top = np.argpartition(-scores, k - 1)[:k]
        gumbel = -np.log(-np.log(self.rng.uniform(1e-12, 1.0, size=k)))
        perturbed = scores[top] / s.temperature + gumbel  # Gumbel-top-k: sampling without replacement
        return top[np.argsort(-perturbed)][:n]

    def _finish(self, candidate: str, entity: "_Entity", restore: bool) -> str:
        """Whitespace collapsed, end punctuation the original does not have dropped ("the applicant." in mid
        sentence), and for an uncased model the original's capitalisation."""
        candidate = " ".join(candidate.split())
        original = entity.texts[0].strip()
        while candidate and candidate[-1] in _END_PUNCT and not original.endswith(candidate[-1]):
            candidate = candidate[:-1].rstrip()
        while candidate and candidate[0] in _END_PUNCT and not original.startswith(candidate[0]):
            candidate = candidate[1:].lstrip()
        if restore and self.settings.match_case and self.uncased:
            candidate = restore_case(candidate, entity.texts[0])
        return candidate

    # -- MTC / SS-MTC ------------------------------------------------------------------------------
    def _rank(self, sequence: MaskedSequence, windows: list[ContextWindow], entities: list["_Entity"], check: Check) -> list[Decision]:
        head = self.head
        assert head is not None
        positions = np.array([p[0] for p in sequence.positions], dtype=np.int64)  # one mask per mention
        features, vocab_logits = self._predict(sequence.ids, windows, positions)
        table = self.table
        valid = np.concatenate([table.word if self.settings.single_tokens else np.zeros(len(table.word), bool),
                                np.ones(len(head), dtype=bool)])
        vocab_size = vocab_logits.shape[1]
        decisions = []
        used: set[str] = set()
        for entity in entities:
            rows = entity.mentions
            scores = log_softmax(head.extended_logits(features[rows], vocab_logits[rows])).mean(axis=0)
            scores[~valid] = -np.inf
            decision = Decision(entity.key, entity.label, None, 1, "none")
            seen: set[str] = set()
            for rank, index in enumerate(self._order(scores, self.settings.n_candidates), start=1):
                if index < vocab_size:
                    candidate = self._finish(self.mlm.tokenizer.decode([int(index)]), entity, restore=True)
                    source = "token"
                else:
                    candidate = self._finish(head.phrases[index - vocab_size], entity, restore=False)
                    source = "phrase"
                key = candidate.lower()
                if key in seen:
                    continue
                seen.add(key)
                reason = self._reason(candidate, entity, check, used)
                if reason is None:
                    decision.replacement, decision.source = candidate, source
                    decision.logprob, decision.rank = float(scores[index]), rank
                    used.add(_key(candidate))
                    break
                decision.rejected.append((candidate, reason))
            decisions.append(decision)
        return decisions

    # -- NS3 / NAd ------------------------------------------------------------------------------
    def _decode(self, sequence: MaskedSequence, windows: list[ContextWindow], entities: list["_Entity"], check: Check) -> list[Decision]:
        s = self.settings
        table = self.table
        ids = sequence.ids
        mask_id = self.mlm.mask_id
        slots = {e.key: np.stack([sequence.positions[i] for i in e.mentions], axis=1) for e in entities}  # (n_masks, mentions)
        bans: dict[str, set[int]] = {e.key: set() for e in entities}
        decisions: dict[str, Decision] = {}
        used: set[str] = set()
        rejected: dict[str, list[tuple[str, str]]] = {e.key: [] for e in entities}
        active = list(entities)
        for attempt in range(1, s.max_attempts + 1):
            for entity in active:
                ids[slots[entity.key].ravel()] = mask_id
            chosen: dict[str, list[int]] = {e.key: [] for e in active}
            logprob: dict[str, float] = {e.key: 0.0 for e in active}
            steps = range(max(e.n_masks for e in active)) if s.decoding == LEFT_TO_RIGHT else [None]
            for step in steps:
                wanted = [(e, j) for e in active for j in (range(e.n_masks) if step is None else [step]) if j < e.n_masks]
                if not wanted:
                    continue
                positions = np.unique(np.concatenate([slots[e.key][j] for e, j in wanted]))
                _, logits = self._predict(ids, windows, positions)
                row_of = {int(p): r for r, p in enumerate(positions)}
                for entity, j in wanted:
                    rows = [row_of[int(p)] for p in slots[entity.key][j]]
                    scores = log_softmax(logits[rows]).mean(axis=0)
                    banned = table.first_ban(entity.after_space) if j == 0 else table.banned
                    scores = np.where(banned, -np.inf, scores)
                    if bans[entity.key]:
                        scores[list(bans[entity.key])] = -np.inf
                    order = self._order(scores, 1)
                    token = int(order[0]) if len(order) else int(np.flatnonzero(~table.banned)[0])
                    chosen[entity.key].append(token)
                    logprob[entity.key] += float(scores[token])
                    ids[slots[entity.key][j]] = token
            still = []
            for entity in active:
                tokens = chosen[entity.key]
                candidate = self._finish(self.mlm.tokenizer.decode(tokens, skip_special_tokens=True), entity, restore=True)
                reason = self._reason(candidate, entity, check, used)
                if reason is None:
                    used.add(_key(candidate))
                    decisions[entity.key] = Decision(entity.key, entity.label, candidate, entity.n_masks, "decoded",
                                                     logprob[entity.key], attempt, rejected[entity.key])
                    continue
                rejected[entity.key].append((candidate, reason))
                bans[entity.key].update(self._culprits(tokens, entity))
                still.append(entity)
            active = still
            if not active:
                break
        for entity in active:  # no acceptable completion: the fallback, never the original
            ids[slots[entity.key].ravel()] = mask_id
            decisions[entity.key] = Decision(entity.key, entity.label, None, entity.n_masks, "none", None, None,
                                             rejected[entity.key])
        return [decisions[e.key] for e in entities]

    def _reason(self, candidate: str, entity: "_Entity", check: Check, used: set[str]) -> str | None:
        if self.settings.distinct and _key(candidate) in used:
            return "replaces another entity already"
        words = _WORD.findall(candidate.lower())
        if words and (words[0] in entity.before or words[-1] in entity.after):
            return "repeats a neighbouring word"
        if words and words[0] in DETERMINERS and entity.before & DETERMINERS:
            return "determiner after a determiner"
        return check(candidate, entity.texts, entity.label)

    def _culprits(self, tokens: Sequence[int], entity: "_Entity") -> set[int]:
        """Tokens to ban after a rejection: those shared with the original, else all of the rejected completion."""
        original: set[int] = set()
        for text in entity.texts:
            original.update(self.mlm.tokenizer(text, add_special_tokens=False)["input_ids"])
        shared = {t for t in tokens if t in original}
        return shared or set(tokens)


@dataclass
class _Entity:
    key: str
    label: str
    texts: list[str]  # mention texts, in document order
    mentions: list[int]  # indices into the document's mentions
    n_masks: int
    after_space: bool  # the first mention follows a space (or starts the text)
    before: set[str] = field(default_factory=set)  # lower-cased words just before a mention
    after: set[str] = field(default_factory=set)  # and just after one


_WORD = re.compile(r"\w+")
_END_PUNCT = ".,;:!?"
#: "the [this judgment]" reads as badly as "the [the court]"
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "our",
                         "my", "your", "such"})
_RESERVED = re.compile(r"^(\[[^\]]+\]|<[^>]+>)$")
_LAST_WORD = re.compile(r"(\w+)\W{0,3}$")
_FIRST_WORD = re.compile(r"^\W{0,3}?(\w+)")


def _last_word(left: str) -> str:
    found = _LAST_WORD.search(left[-40:])
    return found.group(1).lower() if found and not re.search(r"[.;:!?\n]", left[-40:][found.end(1):]) else ""


def _first_word(right: str) -> str:
    found = _FIRST_WORD.search(right[:40])
    return found.group(1).lower() if found and not re.search(r"[.;:!?\n]", right[: found.start(1)]) else ""


def _key(candidate: str) -> str:
    return normalise_mention(candidate)
