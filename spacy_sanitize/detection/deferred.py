"""A module imported when a rule first reads one of its names, for modules that cannot be imported when the
module that reads them loads (each imports the other: the given names read the evidence steps, which ask
whether a word is a given name).

An import inside the function that needs it breaks such a cycle too, but costs some 1.6 µs a call, and the
detector's steps make thousands of such calls a second: a :class:`DeferredModule` imports on the first read
and keeps each name it was asked for as its own attribute, which later reads find directly.
"""

from __future__ import annotations

import importlib
from typing import Any


class DeferredModule:
    """Stands for the module ``name`` (absolute) until it is read; see the module."""

    def __init__(self, name: str) -> None:
        self._module_name = name

    def __getattr__(self, attribute: str) -> Any:  # only names not yet kept come here
        value = getattr(importlib.import_module(self._module_name), attribute)
        setattr(self, attribute, value)
        return value

    def __repr__(self) -> str:
        return f"DeferredModule({self._module_name!r})"
