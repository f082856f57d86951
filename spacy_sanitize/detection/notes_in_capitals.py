"""Words of the language at the edges of a name in a note written in capitals, outside English: "NOCHE:
PACIENTE INQUIETO", "HIJA LUCÍA INFORMADA", "DR. HOFSTÄTTER INFORMIERT", "PAT. UNRUHIG".

A note in capitals sets no name apart by its case, and a model trained on prose reads its words in capitals as
names; the given names' source takes the capitalised words after a given name for its surname. The language's
tables tell its words, though: an inflected verb (the lemma tables: "informada", "informiert"; see
:mod:`.headline_verbs`) or a word the language writes in lower case at least as often as capitalised (the
frequency tables, where a language has them: "noche", "unruhig"; a German noun such as "Müller" is written
capitalised, so it stays). Such words are cut from a name's edges, and so are a kinship or role word and an
honorific before it ("HIJA", "DR."); a span left with none of its words is dropped. Given names stay, and so does
a word alone in brackets (a dateline's agency: "( ANSA )"); English has its own step
(:func:`.lowercase_names.trim_everyday_words_in_capitals`).

A document in mixed case may still set a line in capitals: an agency's heading ("FUTEBOL - RESULTADOS DA 11.ª
JORNADA", "WIELRENNEN - UITSLAG OMLOOP HET NIEUWSBLAD", "FUSSBALL - BUNDESLIGA , 12. SPIELTAG"). Its nouns are
what a model takes for names there, and the frequency tables, which only Spanish and German have, miss most of
them; so in such a line a name made only of words of the language's own vocabulary (its lemma tables' forms
and lemmas, :func:`.names_in_other_languages.own_vocabulary`) is dropped, unless English writes a word of it
as a name, it is a given name or a country, it follows a preposition of place ("EM LISBOA"), or it stands alone
in brackets (a dateline's agency: "( ANSA )"): the teams and
players a headline names ("EL BETIS GANA EN VIGO") are no word of the language, and a club's name that opens
with one stays whole ("REAL MADRID").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc

from .evidence import NAME_TYPES, is_mixed_case
from .overlap import TokenCandidate
from .place_prepositions import HEADING_PLACE_PREPOSITIONS

#: the fewest words not in capitals that make a document in capitals a heading and its list, not a note
_WORDS_BELOW_A_HEADING = 2


@cache
def _heading_exceptions(lang: str) -> frozenset[str]:
    """The lower-case words of ``lang``'s own vocabulary that a heading uses as names: English's names and the
    countries' names in ``lang`` and English."""
    from .countries import lower_country_names
    from .word_frequencies import lower_case_names

    return frozenset(lower_case_names("en") or ()) | lower_country_names(lang)


def _is_heading_word(doc: Doc, i: int, lang: str) -> bool:
    """Whether ``doc[i]``, in a line of capitals of a document in mixed case, is a word of the language
    (see the module), not a name."""
    from .names_in_other_languages import is_word_of_the_language

    word = doc[i].lower_
    if (len(word) < 2 or not doc[i].is_upper or (i > 0 and doc[i - 1].lower_ in HEADING_PLACE_PREPOSITIONS)
            or word in _heading_exceptions(lang) or _is_alone_in_brackets(doc, i)):
        return False
    return is_word_of_the_language(lang, word)


def _is_alone_in_brackets(doc: Doc, i: int) -> bool:
    """``doc[i]`` alone in brackets: a dateline's agency ("ROMA , 15 set ( ANSA )") or a party's acronym."""
    return 0 < i < len(doc) - 1 and doc[i - 1].text == "(" and doc[i + 1].text == ")"


def _trim_heading_words(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` without the names in a line of capitals whose every word of two letters or more is the
    language's (see the module). A name is dropped whole or kept whole: a club's name may open with a word
    of the language ("REAL MADRID 2 - ATLÉTICO 1")."""
    from .headline_verbs import in_line_of_capitals

    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if (label in NAME_TYPES and (doc[start].is_upper or not doc[start].is_alpha)  # most names are not
                and all(t.is_upper or not t.is_alpha for t in doc[start:end]) and in_line_of_capitals(doc, start)
                and all(_is_heading_word(doc, i, lang) for i in range(start, end)
                        if doc[i].is_alpha and len(doc[i]) > 1)):
            continue
        result.append((start, end, label, source))
    return result


def trim_language_words_in_capitals(doc: Doc, candidates: Sequence[TokenCandidate], lang: str,
                                    mixed_case: bool | None = None) -> list[TokenCandidate]:
    """``candidates`` with their names' edges trimmed of the language's words (see the module), in a document
    outside English written in capitals; the others as they are. ``mixed_case``: :func:`.evidence.is_mixed_case`
    of ``doc``, when the caller has it already."""
    if lang == "en":
        return list(candidates)
    if is_mixed_case(doc) if mixed_case is None else mixed_case:
        return _trim_heading_words(doc, candidates, lang)
    if sum(t.is_alpha and len(t) > 1 and not t.is_upper for t in doc) >= _WORDS_BELOW_A_HEADING:
        candidates = _trim_heading_words(doc, candidates, lang)  # a short results list under its heading
    from .languages import language_profile
    from .names_in_other_languages import is_verb_or_lower_case_word

    profile = language_profile(lang)
    openers = frozenset(profile.role_words) | frozenset(profile.honorifics)

    def droppable(i: int, leading: bool) -> bool:
        word = doc[i].lower_
        return (doc[i].is_upper and not _is_alone_in_brackets(doc, i)
                and (is_verb_or_lower_case_word(lang, word) or (leading and word in openers)))

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
