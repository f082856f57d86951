"""INTACT's config blocks: ``[components.intact_generalizer.selection]`` and ``.matching``.

Registered in spaCy's registry so that ``spacy init fill-config`` shows every
default and a wrong key or value is rejected with the key's name.
"""

from collections.abc import Sequence

from spacy.util import registry

from ..registered import builder_of
from .matching import MatchSettings
from .selection import INTACT, IntactSettings


@registry.misc("spacy_sanitize.IntactSelection.v1")
def make_intact_selection(
    strategy: str = INTACT,
    n_candidates: int = 5,
    n_guesses: int = 5,
    label_types: Sequence[str] = ("PERSON", "CODE"),
    date_rules: bool = True,
    exhaustive_attacks: bool = False,
    attack_context_chars: int | None = None,
) -> IntactSettings:
    """How INTACT chooses: ``strategy`` is ``intact`` (the paper's) or ``most_specific`` / ``least_specific``
    (its baselines); ``label_types`` get their label with a running number (direct identifiers);
    ``date_rules``: standard dates climb a rule-based ladder instead of asking the LLM;
    ``exhaustive_attacks`` attacks every candidate as the paper does (same choices, more LLM calls);
    ``attack_context_chars`` limits the attacker's view of D' to a window around the target (null: the
    whole document, as published)."""
    return IntactSettings(strategy=strategy, n_candidates=n_candidates, n_guesses=n_guesses,
                          label_types=tuple(label_types), date_rules=date_rules, exhaustive=exhaustive_attacks,
                          attack_context_chars=attack_context_chars)


#: ``{"@misc": "spacy_sanitize.GuessMatching.v1"}``: :class:`MatchSettings`, its fields as settings.
make_guess_matching = registry.misc("spacy_sanitize.GuessMatching.v1")(builder_of(MatchSettings, MatchSettings))
