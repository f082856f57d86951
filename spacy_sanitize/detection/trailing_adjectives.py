"""The adjective French writes in lower case after an institution's or a club's name: "l'Assemblée
nationale", "le Parti socialiste", "l'Olympique lyonnais", "la Banque centrale européenne".

French capitalises only the first word of such a name (the typographic rule of the Imprimerie nationale),
so the ``capitalised`` source and the model stop at "Assemblée", "Parti", "Olympique", and the adjective that
says which assembly, which party, which club stays in the text beside the replaced noun. A name of one
or two capitalised words right before a lower-case word with an adjective's ending (``-al(e)``, ``-el(le)``,
``-iste``, ``-ise``, and the endings of the adjectives of places: ``-ais``, ``-ois``, ``-ain``, ``-ien``,
``-éen`` and their feminines) takes it in, two at most; so does a model's other name (MISC, "le Conseil
constitutionnel", which it may type so). Not a verb (the lemma table's lemma of "signale", "existe",
"appelle" is their infinitive: "l'ONU signale"), not a function word, not one of the adverbs and nouns
with those endings ("fois", "demain", "bien").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc

from .evidence import never_names
from .overlap import TokenCandidate
from .word_clusters import read_lookup_table

#: the endings of the adjectives that follow a name in lower case
_ADJECTIVE_ENDINGS = ("al", "ale", "aux", "ales", "el", "elle", "els", "elles", "iste", "istes", "ais", "aise",
                      "aises", "ois", "oise", "oises", "ain", "aine", "ains", "aines", "ien", "ienne", "iens",
                      "iennes", "éen", "éenne", "éens", "éennes",
                      "ise", "ises")  # and a participle's ("La France insoumise")
#: words with those endings that are no adjective
_NOT_ADJECTIVES = frozenset("fois mois trois bien rien combien demain main pain mal tel telle quel quelle mais "
                            "jamais désormais près après très anglais français chez hier soir moins sans crise "
                            "entreprise entreprises surprise remise devise chemise église".split())
#: the most adjectives a name takes in
_MAX_ADJECTIVES = 2
#: the languages that write a name's adjective so
LANGUAGES = ("fr",)


@cache
def _verb_forms(lang: str) -> frozenset[str]:
    """The forms the lemma table files under an infinitive other than themselves ("signale": "signaler")."""
    table = read_lookup_table(lang, "lemma_lookup") or {}
    forms: set[str] = set()
    for word, lemmas in table.items():
        for lemma in lemmas if isinstance(lemmas, list) else [lemmas]:
            if isinstance(lemma, str) and lemma != word and lemma.endswith(("er", "ir", "re")):
                forms.add(word)
    return frozenset(forms)


def _is_adjective(word: str, function_words: frozenset[str], verbs: frozenset[str]) -> bool:
    return (word.isalpha() and word.islower() and len(word) >= 4 and word.endswith(_ADJECTIVE_ENDINGS)
            and word not in _NOT_ADJECTIVES and word not in function_words and word not in verbs)


def with_trailing_adjectives(doc: Doc, spans: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``spans`` with each organisation's or place's name of one or two capitalised words grown over the
    lower-case adjectives right after it (see the module)."""
    if lang not in LANGUAGES:
        return list(spans)
    starts = {start for start, _, _, _ in spans}
    _, function_words = never_names(lang)
    verbs = _verb_forms(lang)
    result: list[TokenCandidate] = []
    for start, end, label, source in spans:
        if label in {"ORG", "LOC", "MISC"} and end - start <= 2 and doc[start].is_title:
            grown = end
            while (grown < len(doc) and grown - end < _MAX_ADJECTIVES and grown not in starts
                   and doc[grown - 1].whitespace_ and _is_adjective(doc[grown].text, function_words, verbs)):
                grown += 1
            end = grown
        result.append((start, end, label, source))
    return result
