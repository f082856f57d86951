"""The names a post in Spanish, Dutch, German, Italian, French or Portuguese may write in lower case, for the
``lowercase`` source: "qualcuno sa se il concerto di vasco a bologna è confermato??", "we rijden vanuit
utrecht".

Only English has a frequency table and word clusters large enough to tell how a language writes a word
(:mod:`.word_frequencies`). The names it knows, though, are the world's: cities, clubs, firms, people
("utrecht", "napoli", "ajax", "messi"). Taken into another language, they are names there too unless the
language writes the same word as one of its own: "come", "also", "bald", "figo" are everyday words elsewhere.
So the names are English's (:func:`.word_frequencies.lower_case_names`) and the given names
(:mod:`.given_names`), less the language's own vocabulary, read from spaCy's lookups tables
(``spacy-lookups-data``): every form and lemma of the lemma tables of Dutch, Italian, French and Portuguese;
the words Spanish writes in lower case at least as often as capitalised; German's lower-case words and the
capitalised words its clusters file with common nouns ("arbeit", "unternehmen"). The language's function
words are left out as well.

Measured on the languages dev set written in lower case (``python benchmarks/lowercase_languages.py``: 600
documents, 5,093 gold tokens of people, places and organisations): the source marks 1,460 tokens, all inside
a gold name; before German's nouns were taken out, 25 more fell outside ("unternehmen").
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .given_names import given_names, is_given_name
from .word_clusters import capitalised_common_nouns, read_lookup_table
from .word_frequencies import lower_case_leads, lower_case_names

#: the lemma tables that hold each language's vocabulary (Italian splits its table by part of speech)
_LEMMA_TABLES = {
    "nl": ("lemma_lookup",), "fr": ("lemma_lookup",), "pt": ("lemma_lookup",),
    "it": ("lemma_lookup", "lemma_lookup_verb", "lemma_lookup_noun", "lemma_lookup_adj", "lemma_lookup_adv"),
}


def lower_case_names_in(lang: str) -> dict[str, str]:
    """Per lower-case word that a post in ``lang`` writes as a name, its branch (``"people"`` or
    ``"other"``; see the module); English's own names in English; empty without the lookups tables."""
    return (lower_case_names("en") or {}) if lang == "en" else _borrowed_names(lang)


@cache
def _borrowed_names(lang: str) -> dict[str, str]:
    from .evidence import never_names  # the evidence module reads the lower-case sources

    english = lower_case_names("en")
    if not english:
        return {}
    own = own_vocabulary(lang) | never_names(lang)[1]
    names = {word: branch for word, branch in english.items() if word not in own}
    names.update((name, "people") for name in given_names() if name not in own and name not in names)
    return names


@cache
def own_vocabulary(lang: str) -> frozenset[str]:
    """The lower-case words ``lang`` uses as its own (see the module), read once; empty without the tables."""
    if lang == "es":
        return frozenset(word for word, lead in lower_case_leads(lang).items() if lead >= 0)
    if lang == "de":
        nouns = capitalised_common_nouns(lang) or frozenset()
        return frozenset(word for word, lead in lower_case_leads(lang).items() if lead >= 0) | {
            noun.lower() for noun in nouns}
    words: set[str] = set()
    for table_name in _LEMMA_TABLES.get(lang, ()):
        table: dict[str, Any] = read_lookup_table(lang, table_name) or {}
        words.update(table)
        for lemmas in table.values():  # French lists a form's lemmas, the others name one
            words.update([lemmas] if isinstance(lemmas, str) else lemmas)
    return frozenset(words)


def is_word_of_the_language(lang: str, word: str) -> bool:
    """Whether the lower-case ``word`` is ``lang``'s own and no given name: in its vocabulary
    (:func:`own_vocabulary`), or a verb or a word written in lower case (:func:`is_verb_or_lower_case_word`).
    What a patient's state after "paciente" and a heading's noun in capitals are ("inquieto", "RESULTADOS"), and
    a surname is not."""
    return (word in own_vocabulary(lang) and not is_given_name(word)) or is_verb_or_lower_case_word(lang, word)


def is_verb_or_lower_case_word(lang: str, word: str) -> bool:
    """Whether the lower-case ``word`` is no given name and an inflected verb of ``lang`` by its lemma tables, or
    written in lower case at least as often as capitalised (its frequency tables, where it has them): the
    narrower test, without the vocabulary, that a note in capitals drops a word by ("PACIENTE INQUIETO")."""
    from .headline_verbs import is_verb_form  # it reads the English names of this module's tables

    return not is_given_name(word) and (is_verb_form(lang, word) or lower_case_leads(lang).get(word, -1.0) >= 0)
