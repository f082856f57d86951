"""Flat settings to a factory's config blocks: for code and configs written before the blocks existed.

The factories take a few registered blocks (``[components.mtc_infiller.decoding]``,
``[components.linkage_guard.search]``, ...). A dict of flat settings, as earlier
versions took them (``{"method": "nad", "sampling": True, "k": 3}``), is mapped
onto them by :func:`nest_settings`: each key goes to the top level when the
factory has it there, else to the one block whose registered function takes
it. A key that fits nowhere raises, naming it, so nothing is dropped silently.
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from typing import Any

#: Settings whose name changed when they moved into a block: factory -> old name -> (block, new name).
RENAMED: dict[str, dict[str, tuple[str, str]]] = {
    "mtc_infiller": {"decoding": ("decoding", "order")},
    "clusant_substituter": {"vocabulary_path": ("vocabulary", "path")},
}


def nest_settings(factory: str, settings: Mapping[str, Any], *, lang: str = "en") -> dict[str, Any]:
    """``settings`` as ``nlp.add_pipe(factory, config=...)`` takes them: flat keys moved into their blocks."""
    import spacy

    defaults: dict[str, Any] = spacy.blank(lang).get_factory_meta(factory).default_config or {}
    renamed = RENAMED.get(factory, {})
    config: dict[str, Any] = {}
    for key, value in settings.items():
        if key in renamed and not isinstance(value, Mapping):
            block, name = renamed[key]
            config.setdefault(block, {})[name] = value
        elif key in defaults:
            config[key] = value
        else:
            found = next((b for b, sub in defaults.items() if isinstance(sub, Mapping) and _takes(sub, key)), None)
            if found is None:
                raise KeyError(f"{factory} has no setting {key!r}, at its top level or in one of its blocks "
                               f"({', '.join(b for b, sub in defaults.items() if isinstance(sub, Mapping))})")
            config.setdefault(found, {})[key] = value
    return config


def _takes(block: Mapping[str, Any], key: str) -> bool:
    """Whether a default block (a registered function's reference) takes ``key``."""
    if key in block:
        return True
    reference = block.get("@misc")
    if reference is None:
        return False
    from spacy.util import registry

    return key in inspect.signature(registry.misc.get(reference)).parameters
