"""A collection registry in one SQLite file, safe for several processes at once.

What the file holds, and what it does not:

* ``mentions``: ``HMAC-SHA256(secret, label + mention key)`` -> entity. The mention texts themselves
  are not stored: without the secret, a key cannot be tested against a guessed name, and with it only
  a guess can be confirmed.
* ``entities``: label and number (``PERSON.3``) per entity.
* ``choices``: the replacement each method chose for an entity, encrypted (AES-GCM): a surrogate may
  be another document's original (CluSanT may draw "Kaya" for "Yalman" where Kaya is someone else).
* ``originals`` (``reversible=True`` only): each mention as written, encrypted, so that the data owner
  can map a pseudonym back with the secret (:meth:`EntityRegistry.reveal`).

Every change is one ``BEGIN IMMEDIATE`` transaction (the file's write lock): two processes numbering
a new person at once cannot both give out ``PERSON.8``. The secret is checked on open against a
keyed check value, so a wrong secret fails at once instead of silently starting a second numbering.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import sqlite3
import threading
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from .base import ENTITY_LABEL_METHOD

T = TypeVar("T")
FORMAT = "spacy-sanitize-registry/1"
_CHECK = b"spacy-sanitize registry secret check"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entities (id INTEGER PRIMARY KEY, label TEXT NOT NULL, number INTEGER,
                                     UNIQUE (label, number));
CREATE TABLE IF NOT EXISTS mentions (label TEXT NOT NULL, key BLOB NOT NULL, entity INTEGER NOT NULL,
                                     PRIMARY KEY (label, key));
CREATE TABLE IF NOT EXISTS choices (entity INTEGER NOT NULL, method TEXT NOT NULL, sealed BLOB NOT NULL,
                                    PRIMARY KEY (entity, method));
CREATE TABLE IF NOT EXISTS originals (entity INTEGER NOT NULL, key BLOB NOT NULL, sealed BLOB NOT NULL,
                                      PRIMARY KEY (entity, key));
"""


class RegistryError(ValueError):
    """A registry that cannot be used as asked (wrong secret, not a registry, not reversible)."""


def derive_key(secret: bytes, purpose: str) -> bytes:
    """A 32-byte key for one purpose from the secret (HKDF-SHA256)."""
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=purpose.encode()).derive(secret)


class EntityRegistry:
    """See the module. ``secret``: bytes the data owner keeps (at least 16); ``reversible``: keep the
    originals encrypted for :meth:`reveal` (fixed when the file is created)."""

    def __init__(self, path: str | Path, secret: bytes, *, reversible: bool = False) -> None:
        if len(secret) < 16:
            raise RegistryError("the registry secret must be at least 16 bytes (e.g. `openssl rand -hex 32`)")
        self.path = Path(path).expanduser()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._secret = secret
        self._lock = threading.Lock()  # one connection, used from the threads of documents in flight
        self._db = sqlite3.connect(str(self.path), timeout=60.0, isolation_level=None, check_same_thread=False)
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.executescript(_SCHEMA)
            self.reversible = self._check_meta(reversible)
        except sqlite3.DatabaseError as error:
            raise RegistryError(f"{self.path} is not a spacy-sanitize registry ({error})") from error
        self._sealer: Any = None

    def _check_meta(self, reversible: bool) -> bool:
        check = hmac.new(self._secret, _CHECK, hashlib.sha256).hexdigest()
        with self._writing():
            meta = dict(self._db.execute("SELECT name, value FROM meta").fetchall())
            if not meta:
                meta = {"format": FORMAT, "check": check, "reversible": "1" if reversible else "0"}
                self._db.executemany("INSERT INTO meta VALUES (?, ?)", list(meta.items()))
        if meta.get("format") != FORMAT:
            raise RegistryError(f"{self.path} is a registry of another format ({meta.get('format')}), not {FORMAT}")
        if not hmac.compare_digest(meta["check"], check):
            raise RegistryError(f"the secret does not match the one {self.path} was created with; use that secret "
                                "(its environment variable), or a new registry file for a new numbering")
        return meta["reversible"] == "1"

    # -- keys and sealing -------------------------------------------------------------------------
    def _hash(self, label: str, text: str) -> bytes:
        return hmac.new(self._secret, f"{label}\x00{text}".encode(), hashlib.sha256).digest()

    def _cipher(self) -> Any:
        """AES-GCM under a key derived from the secret (authenticated: a changed value fails to open)."""
        if self._sealer is None:
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM

            self._sealer = AESGCM(derive_key(self._secret, "spacy-sanitize registry values"))
        return self._sealer

    def _seal(self, text: str) -> bytes:
        nonce = os.urandom(12)
        return nonce + self._cipher().encrypt(nonce, text.encode(), None)

    def _open(self, sealed: bytes) -> str:
        return str(self._cipher().decrypt(sealed[:12], sealed[12:], None).decode())

    # -- the protocol -----------------------------------------------------------------------------
    def number(self, label: str, mention_keys: Collection[str], originals: Collection[str] = ()) -> int:
        def numbered(entity: int) -> int:
            row = self._db.execute("SELECT number FROM entities WHERE id = ?", (entity,)).fetchone()
            if row[0] is not None:
                return int(row[0])
            number = 1 + self._db.execute("SELECT COALESCE(MAX(number), 0) FROM entities WHERE label = ?",
                                          (label,)).fetchone()[0]
            self._db.execute("UPDATE entities SET number = ? WHERE id = ?", (number, entity))
            return int(number)

        def run(entity: int) -> int:
            if self.reversible:
                self._db.executemany("INSERT OR IGNORE INTO originals VALUES (?, ?, ?)", [
                    (entity, self._hash(label, text), self._seal(text)) for text in sorted(set(originals))])
            return numbered(entity)

        return self._with_entity(label, mention_keys, run)

    def choose(self, method: str, label: str, mention_keys: Collection[str], proposed: str,
               accept: Callable[[str], bool] = lambda stored: True) -> str:
        """The replacement ``method`` gave this entity before when ``accept(it)``, else ``proposed``
        (remembered when nothing was)."""
        if method == ENTITY_LABEL_METHOD:
            raise ValueError("entity labels are numbered (number()), not chosen")

        def run(entity: int) -> str:
            row = self._db.execute("SELECT sealed FROM choices WHERE entity = ? AND method = ?",
                                   (entity, method)).fetchone()
            if row is None:
                self._db.execute("INSERT INTO choices VALUES (?, ?, ?)", (entity, method, self._seal(proposed)))
                return proposed
            stored = self._open(row[0])
            return stored if accept(stored) else proposed

        return self._with_entity(label, mention_keys, run)

    def _with_entity(self, label: str, mention_keys: Collection[str], run: Callable[[int], T]) -> T:
        """``run(entity)`` in one write transaction, the entity found by any key (or made), every key recorded."""
        keys = [self._hash(label, key) for key in sorted(set(mention_keys))]
        if not keys:
            raise ValueError("an entity needs at least one mention key")
        with self._writing():
            marks = ",".join("?" * len(keys))
            found = self._db.execute(f"SELECT MIN(entity) FROM mentions WHERE label = ? AND key IN ({marks})",
                                     (label, *keys)).fetchone()[0]
            entity = int(found if found is not None else self._db.execute(
                "INSERT INTO entities (label) VALUES (?)", (label,)).lastrowid or 0)
            self._db.executemany("INSERT OR IGNORE INTO mentions VALUES (?, ?, ?)",
                                 [(label, key, entity) for key in keys])
            return run(entity)

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """One write transaction, holding the file's write lock (``BEGIN IMMEDIATE``): committed when the
        block ends, rolled back when it raises."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    # -- for the data owner -----------------------------------------------------------------------
    def reveal(self, pseudonym: str) -> list[str]:
        """The mentions as written of the entity ``LABEL.N`` (reversible registries only)."""
        if not self.reversible:
            raise RegistryError(f"{self.path} was not created reversible: it keeps no originals to reveal")
        label, _, number = pseudonym.rpartition(".")
        if not label or not number.isdigit():
            raise RegistryError(f"{pseudonym!r} is not a pseudonym of the form LABEL.N (e.g. PERSON.3)")
        with self._lock:
            rows = self._db.execute(
                "SELECT o.sealed FROM originals o JOIN entities e ON e.id = o.entity WHERE e.label = ? AND e.number = ?",
                (label, int(number))).fetchall()
        return sorted(self._open(row[0]) for row in rows)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __repr__(self) -> str:
        return f"EntityRegistry({str(self.path)!r}, reversible={self.reversible})"
