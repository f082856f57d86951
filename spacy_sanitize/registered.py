"""Registered spaCy functions whose settings are another function's own keyword parameters.

``score_nmi(docs, *, model=None, k=None, ...)`` is the Python API; its scorer,
``{"@scorers": "spacy_sanitize.nmi_scorer.v1", "k": 8}``, takes the same settings,
as the TRIR attacker ``spacy_sanitize.TfidfReidentifier.v1`` and the config blocks
(``spacy_sanitize.LinkageSearch.v1``, ...) take their classes'. Base layer: methods
and metrics both build on it.
Writing them twice (once in the function, once in the registered builder) lets
the two drift; these helpers build the registered function from the original's
signature, so ``spacy init fill-config`` shows exactly its defaults and spaCy's
config system validates them by its annotations.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

Score = Callable[..., dict[str, Any]]


def settings_signature(source: Callable[..., Any], *, skip_first: bool, leave_out: Sequence[str] = (),
                       defaults: Mapping[str, Any] | None = None) -> inspect.Signature:
    """``source``'s keyword settings (annotations resolved), without its data argument and ``leave_out``."""
    hints = typing.get_type_hints(source.__init__ if inspect.isclass(source) else source)
    parameters = [
        p.replace(kind=inspect.Parameter.KEYWORD_ONLY, annotation=hints.get(p.name, p.annotation),
                  default=(defaults or {}).get(p.name, p.default))
        for i, p in enumerate(inspect.signature(source).parameters.values())
        if not (skip_first and i == 0) and p.name not in leave_out and p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)
    ]
    return inspect.Signature(parameters)


def _with_signature(signature: inspect.Signature, build: Callable[[dict[str, Any]], Any],
                    doc: str) -> Callable[..., Any]:
    def registered(**given: Any) -> Any:
        bound = signature.bind(**given)  # a Python caller gets the defaults too, and an unknown name fails
        bound.apply_defaults()
        return build(dict(bound.arguments))

    registered.__signature__ = signature  # type: ignore[attr-defined]
    registered.__doc__ = doc
    return registered


def scorer_of(
    score: Score,
    *,
    settings_of: Callable[..., Any] | None = None,
    leave_out: Sequence[str] = (),
    defaults: Mapping[str, Any] | None = None,
    check: Callable[..., None] | None = None,
) -> Callable[..., Score]:
    """A scorer builder: its parameters are ``score``'s keyword parameters (or ``settings_of``'s).

    ``leave_out``: parameters that are not config values (a callable, per-call data);
    ``defaults``: config defaults that differ from the function's; ``check(**settings)``
    raises on a bad combination when the scorer is built, not when it first scores.
    """

    def build(settings: dict[str, Any]) -> Score:
        if check is not None:
            check(**settings)

        def scorer(examples: Iterable[Any], **kwargs: Any) -> dict[str, Any]:
            return score(list(examples), **settings)

        return scorer

    signature = settings_signature(settings_of or score, skip_first=True, leave_out=leave_out, defaults=defaults)
    return _with_signature(signature, build, f"Registered scorer over ``{score.__name__}`` (same settings).")


def builder_of(cls: type, build: Callable[..., Any]) -> Callable[..., Any]:
    """A config builder taking ``cls``'s constructor settings and returning ``build(**settings)``."""
    signature = settings_signature(cls, skip_first=False)
    return _with_signature(signature, lambda settings: build(**settings),
                           f"Config builder of :class:`{cls.__name__}` (its constructor's settings).")
