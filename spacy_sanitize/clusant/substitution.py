"""Substitution for one entity type: from a span's text to a published replacement.

1. **Input.** The span's entry in X′ (normalised match, also without a
   leading article: "the Court of Cassation" meets "court of cassation").
   A span whose text is not in X′ is mapped to its **nearest entry** by
   Euclidean distance on f (the embedding of the span's text); that entry
   is the mechanism's input. The mechanism's guarantee then holds between
   the entries that spans map to (a fixed, data-independent preprocessing).
   The span is never left verbatim: an unknown span is *replaced* like any
   other.
2. **Draw.** One draw per entity from the mechanism (vectorised over a
   document's entities).
3. **Never the original.** The paper's Y = X′ lets M(x) = x: the original
   would be published. A draw whose rendering contains the text of *any*
   chosen span of the document (its own, or another entity's: the guard of
   :mod:`spacy_sanitize.fail_closed` would catch that too, with a label) is
   rejected and drawn again, up to ``max_rejections`` times; after that the
   exact distribution is computed and the draw made from it with the
   forbidden outputs removed. Both paths give exactly M(x) conditioned on
   not repeating a chosen span. When nothing else has probability (a
   singleton cluster under CusText), there is no replacement and the
   caller falls back to the entity label.

   What the conditioning costs: an observer learns that the original is
   none of the forbidden outputs. For outputs outside both inputs' forbidden
   sets, the MLDP ratio of Theorem 5 is multiplied by
   (1 − P_x′(forbidden_x′)) / (1 − P_x(forbidden_x)), which is close to 1
   unless the mechanism was about to return the original with high
   probability (large ε with small clusters); the rejection counts in each
   span's ``pii_details`` show how often that happens.
4. **Rendering.** The entry is written in the span's casing (vocabulary
   entries are lower-case: "Aliağa Criminal Court" -> "Elblag Regional
   Court"), with the article that was taken off put back.
"""

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..reader_view import OriginalsMatcher
from .embeddings import EmbedFunction, check_embeddings
from .randomness import Randomness, sample_categorical
from .vocabulary import ARTICLES, TypeVocabulary

#: Words kept lower-case inside a title-cased replacement ("Court of the Lord High Admiral").
SMALL_WORDS = frozenset(
    "a an and as at by de del der des di du en for in la le of on or the to van von y".split()
)


class LeakGuard:
    """Whether a text shows any of the given span texts to a reader, as a whole word sequence.

    The same rule as :func:`spacy_sanitize.fail_closed.leaks` and the guard's cross-span check (the
    reader's view of :mod:`spacy_sanitize.reader_view`), applied *before* a draw is accepted, so that
    the guard finds nothing to fix.
    """

    def __init__(self, texts: Iterable[str]) -> None:
        self._matcher = OriginalsMatcher(texts)

    def __call__(self, text: str) -> bool:
        return self._matcher.search(text)


def match_casing(original: str, replacement: str) -> str:
    """``replacement`` in the casing of ``original``: UPPER, Title (small words kept), or as it is.

    An upper-case original of several words ("MINISTRY OF JUSTICE") gives an
    upper-case replacement; a single upper-case word is an acronym ("NATO")
    and gives title case, like any capitalised original.
    """
    letters = [c for c in original if c.isalpha()]
    if not letters:
        return replacement
    if len(letters) > 1 and all(c.isupper() for c in letters) and len(original.split()) > 1:
        return replacement.upper()
    if not letters[0].isupper():
        return replacement
    words = replacement.split(" ")
    out = []
    for i, word in enumerate(words):
        if any(c.isupper() for c in word) or (i > 0 and word.lower() in SMALL_WORDS):
            out.append(word)
            continue
        for j, char in enumerate(word):
            if char.isalpha():
                word = word[:j] + char.upper() + word[j + 1:]
                break
        out.append(word)
    return " ".join(out)


@dataclass
class Draw:
    """The outcome for one entity: the mechanism's input and output rows and how the output was reached."""

    row_in: int
    in_vocabulary: bool
    row_out: int | None
    replacement: str | None  # None: no admissible output, the caller uses its fallback
    rejected: int = 0
    path: str = "direct"  # direct | rejection | conditional | none

    def to_dict(self, phrases: Sequence[str]) -> dict[str, Any]:
        return {"input_entry": phrases[self.row_in], "input_in_vocabulary": self.in_vocabulary,
                "output_entry": phrases[self.row_out] if self.row_out is not None else None,
                "rejected_draws": self.rejected, "draw": self.path}


class TypeSubstituter:
    """Vocabulary lookup, nearest entry, conditioned draws and rendering for one entity type."""

    def __init__(self, vocabulary: TypeVocabulary, mechanism: Any, embed: EmbedFunction | None = None, *,
                 casing: str = "match", max_rejections: int = 16, oov_cache_size: int = 50_000) -> None:
        if casing not in ("match", "vocabulary"):
            raise ValueError(f"casing must be 'match' (follow the span) or 'vocabulary' (as listed), got {casing!r}")
        self.vocabulary = vocabulary
        self.mechanism = mechanism
        self.geometry = mechanism.geometry
        if self.geometry.n != len(vocabulary):
            raise ValueError(f"{vocabulary.label}: {len(vocabulary)} phrases but {self.geometry.n} embeddings")
        self.embed = embed
        self.casing = casing
        self.max_rejections = max_rejections
        self._oov: OrderedDict[str, int] = OrderedDict()
        self._squared_norms: np.ndarray | None = None
        self._oov_cache_size = oov_cache_size

    @property
    def phrases(self) -> list[str]:
        return self.vocabulary.phrases

    # 1. input ----------------------------------------------------------------
    def nearest(self, vectors: np.ndarray, block: int = 16384) -> np.ndarray:
        """The row of the nearest entry (Euclidean on f) for each vector, in blocks of X′.

        argmin_y ‖q − f(y)‖² = argmin_y (‖f(y)‖² − 2 q·f(y)): one float32
        matrix product per block (an argmin needs no float64; ties are
        broken by the lowest row).
        """
        queries = np.asarray(vectors, dtype=np.float32)
        embeddings = self.geometry.embeddings
        if self._squared_norms is None:
            self._squared_norms = np.einsum("ij,ij->i", embeddings, embeddings)
        best = np.full(len(queries), np.inf, dtype=np.float32)
        rows = np.zeros(len(queries), dtype=np.int64)
        for start in range(0, len(embeddings), block):
            scores = self._squared_norms[None, start:start + block] - 2.0 * (queries @ embeddings[start:start + block].T)
            local = scores.argmin(axis=1)
            value = scores[np.arange(len(queries)), local]
            better = value < best
            best[better] = value[better]
            rows[better] = start + local[better]
        return rows

    def resolve(self, texts: Sequence[str]) -> list[tuple[int, bool, str]]:
        """``(row, in_vocabulary, article)`` per text: its entry, else its nearest entry."""
        results: list[tuple[int, bool, str] | None] = []
        missing: dict[str, list[int]] = {}
        for i, text in enumerate(texts):
            row, article = self.vocabulary.lookup_with_article(text)
            if row is not None:
                results.append((row, True, article))
                continue
            key = " ".join(text.split())
            if key in self._oov:
                self._oov.move_to_end(key)
                results.append((self._oov[key], False, ""))
                continue
            results.append(None)
            missing.setdefault(key, []).append(i)
        if missing:
            if self.embed is None:
                raise RuntimeError(
                    f"{self.vocabulary.label}: {len(missing)} span(s) are not in the vocabulary and no embedder is "
                    "configured to find their nearest entry; configure `embedder` (e.g. "
                    '{"@misc": "spacy_sanitize.ClusantSentenceEmbedder.v1"}) or add the phrases to the vocabulary'
                )
            keys = list(missing)
            vectors = check_embeddings(self.embed(keys), len(keys), what="the embedder")
            if vectors.shape[1] != self.geometry.dim:
                raise ValueError(f"the embedder returns {vectors.shape[1]}-dimensional vectors but the vocabulary's "
                                 f"are {self.geometry.dim}-dimensional; use the embedder the vocabulary was embedded with")
            for key, row in zip(keys, self.nearest(vectors), strict=False):
                self._oov[key] = int(row)
                for i in missing[key]:
                    results[i] = (int(row), False, "")
            while len(self._oov) > self._oov_cache_size:
                self._oov.popitem(last=False)
        return [r for r in results if r is not None]

    # 4. rendering ---------------------------------------------------------------
    def render(self, row: int, original: str, article: str) -> str:
        """The published text for entry ``row`` replacing ``original`` (casing, article).

        ``article`` (taken off to find the entry) is put back unless the entry
        has its own. The casing follows the span without its article ("the
        United Kingdom" is title case), and an article is never added to a
        span that was matched to its nearest entry.
        """
        phrase = self.phrases[row]
        core = original.strip()
        lowered = core.lower()
        for candidate in ((article,) if article else ARTICLES):
            if candidate and lowered.startswith(candidate.lower()) and len(core) > len(candidate):
                core = core[len(candidate):].strip()
                break
        if self.casing == "match":
            phrase = match_casing(core, phrase)
        if article and not any(phrase.lower().startswith(a) for a in ARTICLES):
            phrase = article + phrase
        return phrase

    # 2-3. draws ------------------------------------------------------------------
    def draw(self, texts: Sequence[str], forbidden: Callable[[str], bool], randomness: Randomness) -> list[Draw]:
        """One admissible draw per text (one text per entity), see the module docstring."""
        resolved = self.resolve(texts)
        rows = np.array([r for r, _, _ in resolved], dtype=np.int64)
        first = self.mechanism.sample(rows, randomness) if len(rows) else np.zeros(0, dtype=np.int64)
        draws: list[Draw] = []
        for text, (row, exact, article), y in zip(texts, resolved, first, strict=False):
            rendered = self.render(int(y), text, article)
            draw = Draw(int(row), exact, int(y), rendered)
            if forbidden(rendered):
                draw = self._redraw(draw, text, article, forbidden, randomness)
            draws.append(draw)
        return draws

    def _redraw(self, draw: Draw, text: str, article: str, forbidden: Callable[[str], bool],
                randomness: Randomness) -> Draw:
        rejected = 1
        for _ in range(self.max_rejections - 1):
            y = int(self.mechanism.sample(np.array([draw.row_in]), randomness)[0])
            rendered = self.render(y, text, article)
            if not forbidden(rendered):
                return Draw(draw.row_in, draw.in_vocabulary, y, rendered, rejected, "rejection")
            rejected += 1
        # the exact conditional, in log space (outputs of probability e^-800 are still admissible)
        log_p = self.mechanism.log_probabilities(draw.row_in)
        support = np.flatnonzero(np.isfinite(log_p))
        allowed = np.zeros(len(log_p), dtype=bool)
        allowed[support] = [not forbidden(self.render(int(y), text, article)) for y in support]
        if not allowed.any():
            return Draw(draw.row_in, draw.in_vocabulary, None, None, rejected, "none")
        y = int(sample_categorical(np.where(allowed, log_p, -np.inf), randomness.uniform(1))[0])
        return Draw(draw.row_in, draw.in_vocabulary, y, self.render(y, text, article), rejected, "conditional")
