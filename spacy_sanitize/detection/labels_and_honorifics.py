"""Two shapes of a note outside English that a model trained on prose reads as names: a field's label before its
colon ("Contacto: neta Beatriz", "Riferimento: il figlio Giorgio") and a role's shorthand with an honorific
before the person ("MMG dott.ssa Colombo", "HA: Dr. med. Ulrike Scheidt").

A label opens its line or sentence, is one word and ends at a colon; when that word is one of the language's own
(its lemma tables, :func:`.names_in_other_languages.own_vocabulary`) and no given name, it labels a field and names
nobody (a speaker's name before a colon, "Sanne: kom je?", is a given name or no word of the language). A
person's span that holds one of the language's honorifics after its first word starts after it: what comes
before ("MMG", a general practitioner) is the person's role, and a span of that shorthand alone before the
honorific names nobody.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc

from .base import doc_text
from .evidence import NAME_TYPES, never_names
from .overlap import TokenCandidate


@cache
def _honorific_pattern(lang: str) -> re.Pattern[str]:
    """Any of ``lang``'s honorifics as a word of its own, in any case."""
    from .languages import language_profile

    words = sorted(language_profile(lang).honorifics, key=len, reverse=True)
    return re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, words))})(?!\w)", re.IGNORECASE)


def _is_field_label(doc: Doc, start: int, end: int, lang: str) -> bool:
    """One word of the language, no given name nor a name English writes with a capital ("Frank: kom je?"),
    opening its line or sentence before a colon."""
    if end - start != 1 or end >= len(doc) or doc[end].text != ":":
        return False  # most spans: the one test that costs nothing
    from .given_names import is_given_name
    from .names_in_other_languages import own_vocabulary
    from .word_frequencies import lower_case_names

    word = doc[start]
    opens = start == 0 or doc[start - 1].text in {".", "\n", ";", "!", "?"} or "\n" in doc[start - 1].text
    return (opens and word.is_title
            and word.lower_ in own_vocabulary(lang) and not is_given_name(word.lower_)
            and word.lower_ not in (lower_case_names("en") or {}))


def _after_honorific(doc: Doc, start: int, end: int, honorifics: frozenset[str]) -> int:
    """Where the person of ``doc[start:end]`` starts: after an honorific inside it, before at least one word."""
    for k in range(start + 1, end - 1):
        if doc[k].lower_ in honorifics or (doc[k].lower_ + "." in honorifics and doc[k + 1].text == "."):
            after = k + 1 if doc[k].lower_ in honorifics else k + 2
            return after if after < end else start
    return start


def _is_role_before_honorific(doc: Doc, start: int, end: int, honorifics: frozenset[str],
                              shorthand: frozenset[str]) -> bool:
    """A role's shorthand alone before an honorific, maybe after its colon ("MMG dott.ssa", "HA: Dr. med.")."""
    after = end + (end < len(doc) and doc[end].text == ":")
    return (end - start == 1 and doc[start].lower_ in shorthand and after < len(doc)
            and (doc[after].lower_ in honorifics or doc[after].lower_ + "." in honorifics))


def without_labels_and_role_honorifics(doc: Doc, candidates: Sequence[TokenCandidate],
                                       lang: str) -> list[TokenCandidate]:
    """``candidates`` without a field's label and with a person's role and honorific cut (see the module);
    English has its own steps."""
    if lang == "en":
        return list(candidates)
    from .languages import language_profile

    honorifics = frozenset(language_profile(lang).honorifics)
    text = doc_text(doc)
    with_honorific = _honorific_pattern(lang).search(text) is not None  # one pass over the text, not the spans
    if not with_honorific and ":" not in text:
        return list(candidates)
    shorthand, _ = never_names(lang)
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if label in NAME_TYPES and (_is_field_label(doc, start, end, lang) or (
                with_honorific and _is_role_before_honorific(doc, start, end, honorifics, shorthand))):
            continue
        if label == "PERSON" and with_honorific:
            start = _after_honorific(doc, start, end, honorifics)
        result.append((start, end, label, source))
    return result
