"""Entity numbers that outlive one Doc: ``PERSON.3`` stays ``PERSON.3`` in every part of a text.

Within one Doc, :func:`spacy_sanitize.replacement.running_labels` numbers entities per label in order
of first appearance. A text processed in several Docs (the windows of a document too long to hold
as one, :mod:`spacy_sanitize.windows`) needs the numbers to carry over: the person who is
``PERSON.3`` in the first window must be ``PERSON.3`` in the fifth, and the next new person gets
the next free number. An :class:`EntityNumbers` remembers, per label, every mention text it has
numbered (``"mr jan nowakowski"``, ``"nowakowski"``: the mentions the detector's coreference put
into one entity) and gives a later entity the number of any mention it shares.

The numbering in force is set for a block of code with :func:`numbering_scope`; outside one,
numbering is per Doc, as always.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol

from spacy.tokens import Span

from .normalise import name_words, normalise_mention


class EntityNumbering(Protocol):
    """Where numbers of entities are kept beyond one Doc."""

    def number(self, label: str, mention_keys: Collection[str], originals: Collection[str] = ()) -> int:
        """The number of the ``label`` entity known by any of ``mention_keys`` (see :func:`mention_keys`);
        a new number when none is known. All the keys are remembered for that number. ``originals``:
        the mentions as written (a reversible registry keeps them encrypted; others ignore them)."""
        ...


def mention_keys(spans: Iterable[Span]) -> set[str]:
    """The keys an entity is known by beyond its Doc: each mention's normalised text, and for a person
    also the name without titles ("mr galip yalman" -> "galip yalman"), so that "Mr Yalman" meets
    "Yalman" in another part of the text or another document."""
    keys: set[str] = set()
    for span in spans:
        keys.add(normalise_mention(span.text))
        if span.label_ == "PERSON" and name_words(span.text):
            keys.add(" ".join(name_words(span.text)))
    return {key for key in keys if key}


class EntityNumbers:
    """An in-memory :class:`EntityNumbering`: numbers per label, from 1, in order of first request.

    Memory grows with the number of distinct entities, not with the text."""

    def __init__(self) -> None:
        self._numbers: dict[tuple[str, str], int] = {}
        self._counts: dict[str, int] = {}

    def number(self, label: str, mention_keys: Collection[str], originals: Collection[str] = ()) -> int:
        known = next((self._numbers[(label, key)] for key in sorted(mention_keys) if (label, key) in self._numbers),
                     None)
        if known is None:
            known = self._counts[label] = self._counts.get(label, 0) + 1
        for key in mention_keys:
            self._numbers.setdefault((label, key), known)
        return known


_CURRENT: ContextVar[EntityNumbering | None] = ContextVar("spacy_sanitize_entity_numbering", default=None)


def current_numbering() -> EntityNumbering | None:
    """The numbering in force, or None (number per Doc)."""
    return _CURRENT.get()


@contextmanager
def numbering_scope(numbering: EntityNumbering) -> Iterator[EntityNumbering]:
    """Number entities with ``numbering`` inside the ``with`` block (in this thread or task)."""
    token = _CURRENT.set(numbering)
    try:
        yield numbering
    finally:
        _CURRENT.reset(token)


__all__ = ["EntityNumbering", "EntityNumbers", "current_numbering", "mention_keys", "numbering_scope"]
