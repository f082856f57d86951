"""Words of the language at the edges of a name in a note written in capitals, outside English: "NOCHE:
PACIENTE INQUIETO", "HIJA LUCÍA INFORMADA", "DR. HOFSTÄTTER INFORMIERT", "PAT. UNRUHIG".

A note in capitals sets no name apart by its case, and a model trained on prose reads its words in capitals as
names; the given names' source takes the capitalised words after a given name for its surname. The language's
tables tell its words, though: an inflected verb (the lemma tables: "informada", "informiert"; see
:mod:`.headline_verbs`) or a word the language writes in lower case at least as often as capitalised (the
frequency tables, where a language has them: "noche", "unruhig"; a German noun such as "Müller" is written
capitalised, so it stays). Such words are cut from a name's edges, and so are a kinship or role word and an
honorific before it ("HIJA", "DR."); a span left with none of its words is dropped. Given names stay, and English
has its own step (:func:`.lowercase_names.trim_everyday_words_in_capitals`).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .evidence import NAME_TYPES, is_mixed_case
from .overlap import TokenCandidate


def _is_language_word(lang: str, word: str) -> bool:
    from .given_names import is_given_name
    from .headline_verbs import is_verb_form
    from .word_frequencies import lower_case_leads

    return not is_given_name(word) and (is_verb_form(lang, word) or lower_case_leads(lang).get(word, -1.0) >= 0)


def trim_language_words_in_capitals(doc: Doc, candidates: Sequence[TokenCandidate], lang: str,
                                    mixed_case: bool | None = None) -> list[TokenCandidate]:
    """``candidates`` with their names' edges trimmed of the language's words (see the module), in a document
    outside English written in capitals; the others as they are. ``mixed_case``: :func:`.evidence.is_mixed_case`
    of ``doc``, when the caller has it already."""
    if lang == "en" or (is_mixed_case(doc) if mixed_case is None else mixed_case):
        return list(candidates)
    from .languages import language_profile

    profile = language_profile(lang)
    openers = frozenset(profile.role_words) | frozenset(profile.honorifics)

    def droppable(i: int, leading: bool) -> bool:
        word = doc[i].lower_
        return doc[i].is_upper and (_is_language_word(lang, word) or (leading and word in openers))

    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if label in NAME_TYPES and all(t.is_upper or not t.is_alpha for t in doc[start:end]):
            while start < end and droppable(start, True):
                start += 1
            while end > start and droppable(end - 1, False):
                end -= 1
            if end == start:
                continue
        result.append((start, end, label, source))
    return result
