"""Pseudonyms from the keyed hash alone, for workers that share no registry file.

Each entity's number is derived from ``HMAC-SHA256(secret, label + canonical key)``
(:func:`~spacy_sanitize.registry.base.canonical_key`: a person's surname, else the longest mention),
so any process with the same secret gives the same person the same ``PERSON.N`` without talking to
any other: Spark executors, separate runs, separate machines. The price: numbers are large and not
consecutive (``PERSON.418093772``), two entities may share one (about one chance in 2,000 among
10,000 entities of one label), two people with one surname share one, and nothing is kept to reveal
or to make other methods' choices consistent (use :class:`~spacy_sanitize.registry.EntityRegistry`
for those).
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Callable, Collection

from .base import canonical_key

#: numbers are drawn from 1 .. NUMBER_SPACE - 1
NUMBER_SPACE = 10**9


class StatelessRegistry:
    """See the module. ``secret``: at least 16 bytes, the same for every worker."""

    reversible = False

    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("the registry secret must be at least 16 bytes (e.g. `openssl rand -hex 32`)")
        self._secret = secret

    def number(self, label: str, mention_keys: Collection[str], originals: Collection[str] = ()) -> int:
        digest = hmac.new(self._secret, f"{label}\x00{canonical_key(label, mention_keys)}".encode(), hashlib.sha256)
        return 1 + int.from_bytes(digest.digest()[:8], "big") % (NUMBER_SPACE - 1)

    def choose(self, method: str, label: str, mention_keys: Collection[str], proposed: str,
               accept: Callable[[str], bool] = lambda stored: True) -> str:
        """Nothing is remembered: each document keeps its own choice."""
        return proposed
