"""What a detector source proposes, and the interface every source implements.

``pii_detector`` combines several sources (regular-expression rules, a spaCy
NER backoff, and the trained span model) and resolves their overlaps with a
policy. Sources work on character offsets, so that they need not share the
pipeline's tokenization; the detector snaps them to tokens.
"""

import weakref
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from spacy.attrs import LOWER
from spacy.strings import get_string_id
from spacy.tokens import Doc

from ..doc_model import doc_text  # the sources import it from here too


@dataclass(frozen=True)
class Candidate:
    """A proposed PII span: ``doc.text[start:end]`` of TAB entity type ``label``."""

    start: int
    end: int
    label: str
    source: str
    score: float = 1.0
    #: a finer type than ``label`` (PHONE, EMAIL, CARD, IBAN, ...), kept in ``span._.pii_subtype``
    subtype: str | None = None

    @property
    def length(self) -> int:
        return self.end - self.start


@runtime_checkable
class SpanSource(Protocol):
    """A detector source. ``name`` is recorded in ``span._.pii_source``."""

    name: str

    def __call__(self, doc: Doc) -> list[Candidate]:
        ...


class LexiconSource:
    """A source that reads the pipeline's language and needs nothing else from it (a lexicon looked up
    in that language): ``pii_detector`` calls :meth:`set_language` with ``nlp.lang``."""

    name: str

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang

    def set_language(self, lang: str) -> None:
        self.lang = lang


def span_text(doc: Doc, start: int, end: int) -> str:
    """``doc[start:end].text``, cut from the document's text by the tokens' offsets: a ``Span`` costs some
    1.5 µs to make and its ``text`` 3 µs to join, and the detector's steps ask for thousands of them per
    second; a slice outside ``0 <= start <= end <= len(doc)`` goes to spaCy, which reads it its own way."""
    if not 0 <= start <= end <= len(doc):
        return doc[start:end].text
    if start == end:
        return ""
    last = doc[end - 1]
    return doc_text(doc)[doc[start].idx:last.idx + len(last)]


def word_hashes(words: Iterable[str]) -> frozenset[int]:
    """spaCy's hashes of lower-case ``words``, for :func:`indices_of`."""
    return frozenset(get_string_id(word) for word in words)


def indices_of(doc: Doc, hashes: frozenset[int]) -> list[int]:
    """The indices of the tokens of ``doc`` whose lower-case form is one of ``hashes`` (:func:`word_hashes`):
    one pass over an array, without a Token object per word, for a rule that looks only where a few words
    stand (a 100-token document: some 10 µs, a tenth of a walk over its tokens)."""
    return [i for i, word in enumerate(_lower_hashes(doc)) if word in hashes]


#: per live Doc, its length and its words' hashes in lower case (the weak keys let an entry go with its Doc)
_LOWERS: "weakref.WeakKeyDictionary[Doc, tuple[int, list[int]]]" = weakref.WeakKeyDictionary()


def _lower_hashes(doc: Doc) -> list[int]:
    """The hashes of ``doc``'s words in lower case, read from the Doc once for the rules of every source that
    ask (the array costs ten times the look-up, and the sources read a batch's documents in turn); a Doc
    retokenized since has another length or last word, and is read anew."""
    entry = _LOWERS.get(doc)
    if entry is not None and entry[0] == len(doc) and (not entry[1] or entry[1][-1] == doc[-1].lower):
        return entry[1]
    words = doc.to_array(LOWER).tolist()
    _LOWERS[doc] = (len(doc), words)
    return words
