"""``[components.linkage_guard.search]`` (what links) and ``[components.linkage_guard.rewriting]`` (the loop).

Both are registered functions, checked when the pipeline is built: a wrong
value fails there, with the setting's name, rather than on the first document.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from spacy.util import registry

from ..registered import builder_of
from .rewriting import GuardSettings
from .view import DEFAULT_MARKER


@dataclass(frozen=True)
class LinkageSearch:
    """What a phrase search links: the k-anonymity threshold and how far combinations are searched.

    ``k``: a search returning fewer than k documents links (3: the paper's appendix rephrases n-grams
    "occurring only once or twice"); ``max_arity``: 1 = single n-grams, 3 = also pairs and triples (the
    paper's two settings); ``max_n``: longest n-gram (null: the index's, 7 in the paper);
    ``max_pool`` / ``max_combination_df``: bounds of the combination search (see
    :class:`~spacy_sanitize.linkage.links.Detector`).
    """

    k: int = 3
    max_arity: int = 3
    max_n: int | None = None
    max_pool: int = 400
    max_combination_df: int | None = None

    def __post_init__(self) -> None:
        if self.k < 2:
            raise ValueError(f"k must be at least 2 (a search that finds fewer than k documents links), got {self.k}")
        if not 1 <= self.max_arity <= 3:
            raise ValueError(f"max_arity must be 1, 2 or 3 (the paper combines up to 3 n-grams), got {self.max_arity}")


#: ``{"@misc": "spacy_sanitize.LinkageSearch.v1"}``: :class:`LinkageSearch`, its fields as settings.
make_linkage_search = registry.misc("spacy_sanitize.LinkageSearch.v1")(builder_of(LinkageSearch, LinkageSearch))


@registry.misc("spacy_sanitize.GuardRewriting.v1")
def make_guard_rewriting(
    max_rounds: int = 5,
    sentences_per_chunk: int = 3,
    retry_sentences_per_chunk: int | None = 1,
    max_chunk_words: int = 150,
    phrase_marks: Sequence[str] | None = ("[[", "]]"),
    source_aware: bool = True,
    part_retries: bool = True,
    redaction_marker: str = DEFAULT_MARKER,
) -> GuardSettings:
    """``max_rounds``: LLM rounds before the rest is redacted (0 = redact only);
    ``sentences_per_chunk`` / ``max_chunk_words``: the context sent per request;
    ``retry_sentences_per_chunk``: the same from the second round on, when only a few sentences still
    link (null: as ``sentences_per_chunk``); ``phrase_marks``: the two strings that show the phrases to
    rephrase in the passage (null: only listed); ``source_aware``: a phrase links only when it also
    occurs in the Doc's original text (false: every phrase rare in the collection counts, the LLM's own
    wording included); ``part_retries``: a passage whose answer lost or moved a placeholder is retried
    one stretch between placeholders at a time; ``redaction_marker``: what replaces what still links."""
    if phrase_marks is not None and len(phrase_marks) != 2:
        raise ValueError(f"phrase_marks must be two non-empty strings, e.g. ['[[', ']]'] (or null), "
                         f"got {list(phrase_marks)!r}")
    marks = (phrase_marks[0], phrase_marks[1]) if phrase_marks else None
    return GuardSettings(max_rounds=max_rounds, sentences_per_chunk=sentences_per_chunk,
                         retry_sentences_per_chunk=retry_sentences_per_chunk, max_chunk_words=max_chunk_words,
                         marker=redaction_marker, phrase_marks=marks, source_aware=source_aware,
                         part_retries=part_retries)
