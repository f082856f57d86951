"""The same entity gets the same replacement in every document of a collection.

Within one Doc every component already gives all mentions of an entity one replacement. A
collection needs more: ``PERSON.3`` in one judgment must be ``PERSON.3`` in the next, and the
surrogate MTC or CluSanT chose for a hospital in one note must be the one the next note gets. A
*registry* is consulted while a collection is sanitized (:func:`registry_scope`, or the CLI's
``--registry``):

* :class:`EntityRegistry` - an SQLite file shared by processes and runs. Entities are known by the
  normalised texts of their mentions (those the detector's coreference grouped in one document), kept
  only as keyed hashes (HMAC-SHA256 with a secret the data owner holds): the file never holds an
  original in clear. With ``reversible=True`` the originals are also stored encrypted (AES-GCM, a key
  derived from the secret), so that whoever holds the secret can map a pseudonym back
  (``spacy-sanitize reveal``).
* :class:`StatelessRegistry` - no store at all: a pseudonym's number is derived from the keyed hash of
  the entity's canonical mention, so workers that share nothing (Spark executors) agree.
"""

import functools
import os
from collections.abc import Callable
from pathlib import Path

from ..numbering import mention_keys
from .base import ENTITY_LABEL_METHOD, CollectionRegistry, current_registry, registry_choice, registry_scope
from .sqlite import EntityRegistry, RegistryError
from .stateless import StatelessRegistry

#: the environment variable the CLI reads the registry secret from (a secret never goes into a config file)
SECRET_ENV = "SPACY_SANITIZE_REGISTRY_SECRET"


def read_secret(env: str = SECRET_ENV) -> bytes:
    """The registry secret from the environment variable ``env``, or an error that says how to set one."""
    value = os.environ.get(env, "")
    if len(value) < 16:
        raise RegistryError(f"set a registry secret of at least 16 characters in ${env}, e.g. "
                            f"`export {env}=$(openssl rand -hex 32)`, and keep it: the same secret opens the "
                            "registry again and gives the same stateless pseudonyms")
    return value.encode()


def registry_opener(path: str | Path | None, *, secret_env: str = SECRET_ENV, reversible: bool = False,
                    stateless: bool = False) -> Callable[[], CollectionRegistry]:
    """What :func:`~spacy_sanitize.batch.sanitize_records` takes: opens the registry in each process.
    The secret and the file are checked now, before any document."""
    secret = read_secret(secret_env)
    if stateless:
        if path is not None or reversible:
            raise RegistryError("a stateless registry keeps nothing: give either a registry file or stateless, "
                                "and reversible only with a file")
        return functools.partial(StatelessRegistry, secret)
    if path is None:
        raise RegistryError("a registry needs a file (or stateless mode)")
    EntityRegistry(path, secret, reversible=reversible).close()
    return functools.partial(EntityRegistry, path, secret, reversible=reversible)


__all__ = [
    "ENTITY_LABEL_METHOD",
    "CollectionRegistry",
    "EntityRegistry",
    "RegistryError",
    "SECRET_ENV",
    "StatelessRegistry",
    "current_registry",
    "mention_keys",
    "read_secret",
    "registry_choice",
    "registry_opener",
    "registry_scope",
]
