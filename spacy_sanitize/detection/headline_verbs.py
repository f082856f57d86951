"""Verbs in a headline written in capitals, outside English: "FÚTBOL - EL BETIS GANA EN VIGO", "PSV WINT RUIM
VAN HERACLES", "CALCIO - L'ATALANTA BATTE IL MILAN".

An agency's headline in capitals gives no word a capital of its own, so the capitalised words' source and a
model read the verb as the last word of the team's name ("BETIS GANA"). English's headline verbs are a list
(:data:`.evidence.CAPITALS_VERBS`); the other languages inflect theirs, so the language's lemma tables
(spaCy's lookups) tell: a word whose lemma is another word ending as the language's infinitives end ("gana":
"ganar", "wint": "winnen", "batte": "battere") is a verb form. Only in a line written in capitals, where case
says nothing; a team named by a verb form stays a name in prose.
"""

from __future__ import annotations

import re
from functools import cache

from spacy.tokens import Doc

#: how the infinitives of each language end, which a verb form's lemma does
_INFINITIVES = {"es": re.compile(r"(?:ar|er|ir)$"), "pt": re.compile(r"(?:ar|er|ir|or)$"),
                "it": re.compile(r"(?:are|ere|ire|rre)$"), "fr": re.compile(r"(?:er|ir|re)$"),
                "nl": re.compile(r"en$"), "de": re.compile(r"(?:en|ern|eln)$")}
#: the fewest words a line in capitals holds to be a headline
_HEADLINE_WORDS = 3


@cache
def _lemmas(lang: str) -> dict[str, object]:
    from .word_clusters import read_lookup_table

    return read_lookup_table(lang, "lemma_lookup") or {}  # type: ignore[return-value]


def is_verb_form(lang: str, lower: str) -> bool:
    """Whether the lower-case ``lower`` is an inflected verb of ``lang`` by its lemma tables, and no name
    English writes with a capital ("porto", "rayo": clubs and cities, whatever their lemma)."""
    from .word_frequencies import lower_case_names

    ending = _INFINITIVES.get(lang)
    if ending is None or lower in (lower_case_names("en") or {}):
        return False
    lemma = _lemmas(lang).get(lower)
    lemmas: list[object] = [lemma] if isinstance(lemma, str) else list(lemma) if isinstance(lemma, list) else []
    return any(isinstance(form, str) and form != lower and ending.search(form) for form in lemmas)


def is_headline_verb(doc: Doc, i: int) -> bool:
    """Whether ``doc[i]`` is a verb in a line written in capitals of a document outside English."""
    token = doc[i]
    if doc.lang_ not in _INFINITIVES or not token.is_upper or len(token.text) < 2:
        return False
    word = token.lower_.split("'")[-1].split("’")[-1]  # "S'IMPOSE": the verb after its pronoun
    return bool(word) and in_line_of_capitals(doc, i) and is_verb_form(doc.lang_, word)


def in_line_of_capitals(doc: Doc, i: int) -> bool:
    """Whether the line of ``doc[i]`` holds at least :data:`_HEADLINE_WORDS` words, all in capitals; read
    outwards from ``i`` and left at the first word in lower case (a long line of prose costs one word)."""
    words = 0
    for step in (-1, 1):
        j = i if step == 1 else i - 1
        while 0 <= j < len(doc) and not (step == -1 and "\n" in doc[j].text):
            token = doc[j]
            if any(c.isalpha() for c in token.text) and not token.text[0].isdigit():  # "11.ª", "10E"
                if not token.is_upper:
                    return False
                words += 1
            if step == 1 and "\n" in token.text:
                break
            j += step
    return words >= _HEADLINE_WORDS
