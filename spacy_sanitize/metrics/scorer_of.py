"""A registered spaCy scorer whose settings are a scoring function's own keyword parameters.

``score_nmi(docs, *, model=None, k=None, ...)`` is the Python API; its scorer,
``{"@scorers": "spacy_sanitize.nmi_scorer.v1", "k": 8}``, takes the same settings.
Writing them twice (once in the function, once in the scorer's builder) lets the
two drift; :func:`scorer_of` builds the scorer from the function's signature,
so ``spacy init fill-config`` shows exactly the function's defaults and spaCy's
config system validates them by the function's annotations.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

Score = Callable[..., dict[str, Any]]


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
    source = settings_of or score
    hints = typing.get_type_hints(source)
    parameters = [
        p.replace(kind=inspect.Parameter.KEYWORD_ONLY, annotation=hints.get(p.name, p.annotation),
                  default=(defaults or {}).get(p.name, p.default))
        for i, p in enumerate(inspect.signature(source).parameters.values())
        if i > 0 and p.name not in leave_out and p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)
    ]

    signature = inspect.Signature(parameters)

    def make_scorer(**given: Any) -> Score:
        bound = signature.bind(**given)  # a Python caller gets the defaults too, and an unknown name fails
        bound.apply_defaults()
        settings = dict(bound.arguments)
        if check is not None:
            check(**settings)

        def scorer(examples: Iterable[Any], **kwargs: Any) -> dict[str, Any]:
            return score(list(examples), **settings)

        return scorer

    make_scorer.__signature__ = signature  # type: ignore[attr-defined]
    make_scorer.__doc__ = f"Registered scorer over :func:`{score.__module__}.{score.__name__}` (same settings)."
    return make_scorer
