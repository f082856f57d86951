"""MATCH(t, g): does an attacker's guess ``g`` give the original span ``t`` away?

INTACT (section 3.2 and 5.2) counts a guess as successful when

- its lemmas overlap the original's, ignoring stop words, non-alphabetic
  tokens and the 200 lemmas most frequent in the collection (which are what
  the documents are about, not who they are about); acronyms coined from the
  title-cased words of either side join the lemmas (``ECHR`` ~ ``European
  Court of Human Rights``);
- or, for named entities, a character 4-gram is shared (``Turkey`` ~ ``Turkish``);
- for DATETIME only when *all* lemmas agree (a generalised date naturally
  shares lemmas with the original: ``August 2003`` / ``3 August 2003``), or
  when both parse to the same date.

Two stricter checks of the authors' released code are kept as options that
are on by default, because a sanitizer should err towards privacy: an exact
(case-insensitive) match, a lemma of over three letters contained in the
other side's lemma, and equal numbers (``three`` ~ ``3``) for spans that
carry numbers.
"""
import json
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..reader_view import plain_text
from .dates import parse_date

FREQ_LEMMAS_PATH = Path(__file__).resolve().parent.parent / "data" / "intact_freq_words.json"
DATETIME = "DATETIME"
#: spaCy NER labels that make a token part of a named entity for the 4-gram test
NAME_LABELS = frozenset({"PERSON", "NORP", "FAC", "ORG", "GPE", "LOC", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW",
                         "LANGUAGE"})
_ARTICLES = {"A", "An", "The"}
_NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())}
_NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
                      "ninety": 90, "hundred": 100, "thousand": 1000, "million": 1000000})


def load_freq_lemmas(path: Path | None = None) -> frozenset[str]:
    """The high-frequency lemmas INTACT's matching ignores (shipped with the package)."""
    with Path(path or FREQ_LEMMAS_PATH).open(encoding="utf8") as file:
        words = json.load(file)
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise ValueError(f"{path}: expected a JSON list of lemmas")
    return frozenset(w.lower() for w in words)


@dataclass(frozen=True)
class Analysis:
    """What matching needs to know about one string."""

    lemmas: frozenset[str]  # alphabetic, no stop words, no frequent lemmas, lowercased (+ acronym)
    date_lemmas: tuple[str, ...]  # all non-stop, non-punctuation lemmas, ordinals as cardinals, sorted
    ngrams: frozenset[str]  # character n-grams of named-entity tokens
    numbers: frozenset[str]  # numbers, digits or words, as digit strings
    normalised: str


def acronym(words: Sequence[str]) -> str | None:
    """First letters of the title-cased words (articles aside), when that makes three letters or more."""
    letters = "".join(w[0] for w in words if w.istitle() and w not in _ARTICLES)
    return letters.lower() if len(letters) > 2 else None


def _numbers(tokens: Iterable) -> frozenset[str]:
    found = set()
    for token in tokens:
        text = token.text.lower().replace(",", "")
        if re.fullmatch(r"\d+(?:\.\d+)?", text):
            found.add(text.lstrip("0") or "0")
        elif text in _NUMBER_WORDS:
            found.add(str(_NUMBER_WORDS[text]))
    return frozenset(found)


class GuessMatcher:
    """MATCH(t, g) over a spaCy pipeline with a lemmatizer (and NER for the 4-gram test)."""

    def __init__(
        self,
        nlp_loader: Callable[[], object],
        freq_lemmas: Iterable[str],
        *,
        ngram_size: int = 4,
        match_exact: bool = True,
        match_contained_lemmas: bool = True,
        match_numbers: bool = True,
    ) -> None:
        self._nlp_loader = nlp_loader
        self._nlp = None
        self.freq_lemmas = frozenset(w.lower() for w in freq_lemmas)
        self.ngram_size = ngram_size
        self.match_exact = match_exact
        self.match_contained_lemmas = match_contained_lemmas
        self.match_numbers = match_numbers
        self.analyse = lru_cache(maxsize=65536)(self._analyse)
        #: held around every use of the analysis pipeline: documents in flight share it, and spaCy
        #: pipelines are not documented as safe to run from several threads at once
        self.lock = threading.RLock()

    @property
    def nlp(self):
        with self.lock:
            if self._nlp is None:
                self._nlp = self._nlp_loader()
            return self._nlp

    def _analyse(self, text: str) -> Analysis:
        with self.lock:
            doc = self.nlp(text)
        words = [t.text for t in doc]
        lemmas = {
            t.lemma_.lower() for t in doc
            if t.is_alpha and not t.is_stop and t.lemma_.lower() not in self.freq_lemmas
        }
        coined = acronym(words)
        if coined:
            lemmas.add(coined)
        date_lemmas = tuple(sorted(
            re.sub(r"^(\d+)(st|nd|rd|th)$", r"\1", t.lemma_.lower()) for t in doc if not t.is_stop and not t.is_punct
        ))
        n = self.ngram_size
        ngrams: set[str] = set()
        for token in doc:
            named = token.ent_type_ in NAME_LABELS or token.pos_ == "PROPN"
            if named and token.lemma_.lower() not in self.freq_lemmas:
                lowered = token.text.lower()
                ngrams.update(lowered[i:i + n] for i in range(len(lowered) - n + 1))
        return Analysis(frozenset(lemmas), date_lemmas, frozenset(ngrams), _numbers(doc),
                        re.sub(r"\s+", " ", text.strip().lower()))

    def match(self, original: str, label: str, guess: str) -> str | None:
        """Why ``guess`` gives ``original`` away, or None when it does not.

        Both are read as a reader reads them first (:func:`spacy_sanitize.reader_view.plain_text`): a
        guess or candidate written with hidden characters or look-alike letters matches as its letters do.
        """
        original, guess = plain_text(original), plain_text(guess)
        target, guessed = self.analyse(original), self.analyse(guess)
        if not guessed.normalised:
            return None
        if self.match_exact and target.normalised == guessed.normalised:
            return "exact match"
        if label == DATETIME:
            original_date, guessed_date = parse_date(original), parse_date(guess)
            if original_date and guessed_date and original_date == guessed_date:
                return "same date"
            if target.date_lemmas and target.date_lemmas == guessed.date_lemmas:
                return "all date lemmas match"
            return None
        overlap = target.lemmas & guessed.lemmas
        if overlap:
            return f"lemma overlap: {', '.join(sorted(overlap))}"
        if self.match_contained_lemmas:
            for a in target.lemmas:
                for b in guessed.lemmas:
                    if len(a) > 3 and len(b) > 3 and (a in b or b in a):
                        return f"lemma contained: {a} / {b}"
        shared = target.ngrams & guessed.ngrams
        if shared:
            return f"{self.ngram_size}-gram overlap: {', '.join(sorted(shared)[:3])}"
        if self.match_numbers and target.numbers and target.numbers <= guessed.numbers:
            return f"same numbers: {', '.join(sorted(target.numbers))}"
        return None

    def first_match(self, originals: Sequence[str], label: str, guesses: Sequence[str]) -> tuple[str, str] | None:
        """The first guess that gives any of ``originals`` (an entity's mention texts) away, with the reason."""
        for guess in guesses:
            for original in originals:
                reason = self.match(original, label, guess)
                if reason:
                    return guess, reason
        return None


def load_analysis_pipeline(name: str):
    """A spaCy English pipeline with tagger, lemmatizer, parser and NER (``en_core_web_sm`` by default).

    The lemmas and entities are what MATCH compares; the parser gives the
    sentences that are the context for candidate generation.
    """
    import spacy
    from spacy.util import is_package

    from ..detection.ner_backoff import DEFAULT_MODELS

    names = DEFAULT_MODELS if name in DEFAULT_MODELS else (name,)
    errors = []
    for candidate in names:
        if candidate in DEFAULT_MODELS and not is_package(candidate):
            continue
        try:
            nlp = spacy.load(candidate)
        except OSError as error:
            errors.append(str(error))
            continue
        missing = {"lemmatizer", "ner"} - set(nlp.pipe_names)
        if missing:
            raise ValueError(f"spaCy pipeline {candidate!r} lacks {sorted(missing)}, which INTACT's matching needs")
        return nlp
    raise OSError(
        f"Can't load the spaCy pipeline {name!r} that intact_generalizer uses for lemmas, entities and sentences: "
        "install it (`pip install 'spacy-sanitize[ner]'` or `python -m spacy download en_core_web_sm`) or set "
        f"[components.intact_generalizer] analysis_model to another English pipeline. {' '.join(errors)}"
    )


@dataclass(frozen=True)
class MatchSettings:
    """How MATCH reads text: the spaCy analysis pipeline, the frequent lemmas it ignores, its stricter checks.

    One block for both components that never output what MATCHes the original
    (``intact_generalizer``'s attacks, ``mtc_infiller``'s candidate filter).
    ``analysis_model`` gives lemmas and entities; ``freq_lemmas_path`` the lemmas to ignore (null: the
    200 shipped with the package); the two stricter checks of the authors' code (contained lemmas,
    equal numbers) are on by default.
    """

    analysis_model: str = "en_core_web_sm"
    freq_lemmas_path: str | None = None
    ngram_size: int = 4
    match_contained_lemmas: bool = True
    match_numbers: bool = True

    def __post_init__(self) -> None:
        if self.ngram_size < 2:
            raise ValueError(f"ngram_size must be at least 2 (the paper's is 4), got {self.ngram_size}")

    def build(self) -> "GuessMatcher":
        """A matcher whose analysis pipeline loads on first use (building a pipeline stays instant)."""
        lemmas = load_freq_lemmas(Path(self.freq_lemmas_path) if self.freq_lemmas_path else None)
        return GuessMatcher(lambda: load_analysis_pipeline(self.analysis_model), lemmas, ngram_size=self.ngram_size,
                            match_contained_lemmas=self.match_contained_lemmas, match_numbers=self.match_numbers)


def write_freq_lemmas(matcher: GuessMatcher, path: Path) -> None:
    """The matcher's frequent lemmas, part of a component's behaviour: they travel with the pipeline."""
    path.write_text(json.dumps(sorted(matcher.freq_lemmas)), encoding="utf8")


def read_freq_lemmas(matcher: GuessMatcher, path: Path) -> None:
    """Give ``matcher`` the lemmas :func:`write_freq_lemmas` wrote (nothing when the file is absent)."""
    if path.exists():
        matcher.freq_lemmas = load_freq_lemmas(path)
        matcher.analyse.cache_clear()
