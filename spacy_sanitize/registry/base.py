"""What a collection registry does, and how a block of code runs under one.

A registry is an :class:`~spacy_sanitize.numbering.EntityNumbering` (entity numbers for the label
strategies and the fail-closed fallback) that also remembers the replacement any other method chose
for an entity (:meth:`CollectionRegistry.choose`). Entities are known by *mention keys*: the
normalised texts of the mentions one document grouped into the entity. Two documents' entities are
the same when they share a key of the same label: "Mr Galip Yalman" and "Yalman" (grouped by the
detector in document 1) and "Yalman" (document 2) meet at "yalman".
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from typing import Protocol, runtime_checkable

from spacy.tokens import Span

from ..normalise import name_words
from ..numbering import current_numbering, mention_keys, numbering_scope
from ..reader_view import OriginalsMatcher

#: the method name under which entity numbers are kept (labels, suppression markers, the fallback)
ENTITY_LABEL_METHOD = "entity_label"


@runtime_checkable
class CollectionRegistry(Protocol):
    """Entity numbers and chosen replacements shared by the documents of a collection."""

    def number(self, label: str, mention_keys: Collection[str], originals: Collection[str] = ()) -> int:
        """The entity's number for ``label`` (a new one when no key is known); ``originals`` are its
        mention texts as written, kept encrypted by a reversible registry and ignored otherwise."""
        ...

    def choose(self, method: str, label: str, mention_keys: Collection[str], proposed: str,
               accept: Callable[[str], bool] = lambda stored: True) -> str:
        """The replacement ``method`` gave this entity before when ``accept(it)`` (a method may refuse
        one that is not safe in this document), else ``proposed`` (remembered when nothing was)."""
        ...


def current_registry() -> CollectionRegistry | None:
    """The registry in force, or None (consistency within each document only): the numbering in force
    when it is a registry (a numbering of one long document's windows is not)."""
    numbering = current_numbering()
    return numbering if isinstance(numbering, CollectionRegistry) else None


@contextmanager
def registry_scope(registry: CollectionRegistry) -> Iterator[CollectionRegistry]:
    """Sanitize with ``registry`` inside the ``with`` block: its numbers and its earlier choices."""
    with numbering_scope(registry):
        yield registry


def canonical_key(label: str, keys: Collection[str]) -> str:
    """The one key a stateless registry derives a pseudonym from: for a person the surname (the last name
    word of the longest mention), else the longest key. Two people with one surname share it: a
    registry file (which merges entities by every mention) is the precise choice."""
    if not keys:
        raise ValueError("an entity needs at least one mention key")
    longest = max(sorted(keys), key=len)
    if label == "PERSON" and name_words(longest):
        return name_words(longest)[-1]
    return longest


def registry_choice(method: str, spans: Sequence[Span], proposed: str,
                    accept: Callable[[str], bool] = lambda stored: True) -> str:
    """``proposed`` for the entity ``spans`` mention, or, with a registry in force, the replacement
    ``method`` gave this entity in an earlier document when ``accept(it)`` (see
    :meth:`CollectionRegistry.choose`). Methods call this once per entity, at the point where they
    decide its replacement."""
    registry = current_registry()
    if registry is None or not spans:
        return proposed
    return registry.choose(method, spans[0].label_ or "ENTITY", mention_keys(spans), proposed, accept)


def check_surrogate(chosen: Sequence[Span]) -> Callable[[str], bool]:
    """What a surrogate method accepts from an earlier document: a replacement that shows none of this
    document's chosen spans (another document's surrogate may be a name this one must hide)."""
    matcher = OriginalsMatcher(span.text for span in chosen)
    return lambda stored: not matcher.search(stored)
