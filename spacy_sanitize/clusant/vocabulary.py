"""The vocabulary X′ of sensitive phrases, per entity type.

CluSanT's mechanism maps a sensitive token x ∈ X′ to a token y ∈ Y, and the
paper sets Y = X′ (§3.1): the replacements are drawn from the same set of
phrases. X′ is kept *per entity type* here, so that a location is replaced by
a location and an organisation by an organisation (the paper pools all types,
which is how "Aliağa Public Prosecutor" became "60,000 Norwegian kroner" in
its App. E example).

A vocabulary file is JSON (optionally gzip-compressed)::

    {"format": "spacy_sanitize.clusant_vocabulary.v1",
     "source": "where the phrases come from",
     "entity_types": {"LOC": ["stockholm", ...], "ORG": [...]}}

The package ships a default built from the LOC and ORG vocabularies of the
CluSanT authors (LLM-generated groups of similar locations / organisations
seeded by TAB's annotated spans, MIT licence); it never holds person names.
``python -m spacy_sanitize.clusant.build_vocab`` builds one from your own
corpus.

Phrases are identified by :func:`~spacy_sanitize.normalise.normalise_mention`
(case-folded, whitespace collapsed, surrounding punctuation stripped): the key
under which a detected span meets its entry, and under which duplicates are
merged.
"""

import gzip
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..normalise import normalise_mention

FORMAT = "spacy_sanitize.clusant_vocabulary.v1"
#: The vocabulary that ships with the package (LOC and ORG only).
DEFAULT_VOCABULARY_FILE = "clusant_vocabulary.json.gz"
#: Articles tried off a span's start when its text is not an entry ("the Court of Cassation").
ARTICLES = ("the ", "a ", "an ")


def default_vocabulary_path() -> Path:
    """The shipped default vocabulary (LOC and ORG)."""
    return Path(__file__).resolve().parents[1] / "data" / DEFAULT_VOCABULARY_FILE


def clean_phrase(text: str) -> str:
    """The display form of an entry: surrounding whitespace stripped, inner whitespace collapsed."""
    return " ".join(str(text).split())


@dataclass
class TypeVocabulary:
    """The phrases X′ of one entity type, in a fixed order (their row in every matrix)."""

    label: str
    phrases: list[str]
    _index: dict[str, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        phrases: list[str] = []
        index: dict[str, int] = {}
        for phrase in self.phrases:
            display = clean_phrase(phrase)
            key = normalise_mention(display)
            if not key or key in index:
                continue
            index[key] = len(phrases)
            phrases.append(display)
        if not phrases:
            raise ValueError(f"the vocabulary of {self.label!r} has no usable phrase (all empty or punctuation)")
        self.phrases = phrases
        self._index = index

    def __len__(self) -> int:
        return len(self.phrases)

    def lookup(self, text: str) -> int | None:
        """The row of ``text``'s entry (normalised match), else None."""
        return self._index.get(normalise_mention(text))

    def lookup_with_article(self, text: str) -> tuple[int | None, str]:
        """Like :meth:`lookup`, but also tries ``text`` without a leading article.

        Returns ``(row, article)``: ``article`` is the text that was taken off
        ("the " of "the Court of Cassation"), to be put back in front of the
        replacement, else "".
        """
        row = self.lookup(text)
        if row is not None:
            return row, ""
        stripped = text.lstrip()
        lowered = stripped.lower()
        for article in ARTICLES:
            if lowered.startswith(article) and len(stripped) > len(article):
                row = self.lookup(stripped[len(article):])
                if row is not None:
                    return row, stripped[: len(article)]
        return None, ""


@dataclass
class Vocabulary:
    """X′ per entity type, with where it came from."""

    types: dict[str, TypeVocabulary]
    source: str = ""

    @classmethod
    def from_phrases(cls, phrases: Mapping[str, Iterable[str]], source: str = "") -> "Vocabulary":
        return cls({label: TypeVocabulary(label, list(items)) for label, items in phrases.items()}, source)

    def __contains__(self, label: str) -> bool:
        return label in self.types

    def __getitem__(self, label: str) -> TypeVocabulary:
        if label not in self.types:
            raise KeyError(
                f"the CluSanT vocabulary ({self.source or 'no source'}) has no phrases of type {label!r}; it has "
                f"{', '.join(sorted(self.types)) or 'none'}. Remove {label!r} from entity_types, or build a "
                "vocabulary with that type: `python -m spacy_sanitize.clusant.build_vocab corpus DOCS "
                f"--types {label} -o vocab.json` and set [components.clusant_substituter.vocabulary] path"
            )
        return self.types[label]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "source": self.source,
            "entity_types": {label: list(v.phrases) for label, v in self.types.items()},
        }


def _open_text(path: Path, mode: str):
    if path.suffix == ".gz":
        return gzip.open(path, mode + "t", encoding="utf8")
    return path.open(mode, encoding="utf8")


def load_vocabulary(path: str | Path | None = None) -> Vocabulary:
    """Read a vocabulary file (``None``: the shipped default)."""
    path = Path(path).expanduser() if path is not None else default_vocabulary_path()
    if not path.exists():
        raise FileNotFoundError(
            f"no CluSanT vocabulary at {path}; set [components.clusant_substituter.vocabulary] path to a file written by "
            "`python -m spacy_sanitize.clusant.build_vocab`, or null for the shipped LOC/ORG default"
        )
    with _open_text(path, "r") as handle:
        try:
            data = json.load(handle)
        except json.JSONDecodeError as error:
            raise ValueError(f"{path} is not valid JSON ({error}); expected a CluSanT vocabulary file") from error
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("entity_types"), dict):
        raise ValueError(
            f"{path} is not a CluSanT vocabulary: expected {{'format': {FORMAT!r}, 'entity_types': {{TYPE: [phrases]}}}}"
        )
    for label, phrases in data["entity_types"].items():
        if not isinstance(phrases, list) or not all(isinstance(p, str) for p in phrases):
            raise ValueError(f"{path}: entity type {label!r} must map to a list of strings")
    return Vocabulary.from_phrases(data["entity_types"], source=str(data.get("source") or path.name))


def save_vocabulary(vocabulary: Vocabulary, path: str | Path) -> Path:
    """Write ``vocabulary`` (gzip-compressed when the name ends in ``.gz``)."""
    path = Path(path).expanduser()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (json.dumps(vocabulary.to_dict(), ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf8")
    if path.suffix == ".gz":
        # no time stamp or file name in the header: the same vocabulary gives the same bytes
        with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as handle:
            handle.write(data)
    else:
        path.write_bytes(data)
    return path


def phrases_from_similar_groups(groups: Mapping[str, Sequence[str]] | Sequence[Sequence[str]]) -> list[str]:
    """The phrases of a CluSanT ``*_similar.json`` file (groups of similar phrases; groups overlap).

    The order is that of first appearance, so that the result does not depend
    on hashing.
    """
    values = groups.values() if isinstance(groups, Mapping) else groups
    seen: dict[str, None] = {}
    for group in values:
        for phrase in group:
            display = clean_phrase(phrase)
            if display:
                seen.setdefault(display, None)
    return list(seen)
