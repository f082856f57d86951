"""How a language writes each word: as a name, as an everyday word, or as a common word, from how often
spaCy's lookups (``spacy-lookups-data``) see it written with and without a capital.

spaCy's lookups carry, for a million English words as written, their log probability in a large corpus
(``lexeme_prob``) and their Brown cluster (``lexeme_cluster``). Comparing a word's capitalised and
lower-case forms says how the language uses it, whatever one document does with its capitals:

* a **name**: the capitalised form at least :data:`RATIO` times as frequent (``Towson`` 12 times as often
  as ``towson``, ``Woolworths`` 4 times), filed by the clusters with the names, not with the sentence
  adverbs (``Furthermore``) or the months; :func:`lower_case_names`;
* an **everyday word**: a verb or function word written in lower case at least :data:`EVERYDAY_RATIO`
  times as often (``are``, ``starts``, ``meet``; nouns and adjectives are left out, since ``long``,
  ``hall``, ``brown`` are surnames too); :func:`everyday_words`;
* a **common word**: written in lower case at least as often as capitalised (``police``, ``officials``,
  ``witnesses``), so a capital on it is the sentence's, unless the clusters put its capitalised form
  among people's names (``Burns``, ``Price``, ``Young`` are surnames as often); :func:`common_words`.

The tables are read once per process (about 1.5 s), on the detector's construction. Spanish has a
frequency table too: its common words are read from it (:data:`COMMON_WORD_LANGUAGES`).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache

from spacy.lang.en.stop_words import STOP_WORDS

from .given_names import is_given_name
from .word_clusters import read_lookup_table

#: the languages with a frequency table and a names branch of their clusters
LANGUAGES = ("en",)
#: how many times as often the capitalised form must be written as the lower-case one; a word the
#: clusters leave out (rarer ones: "Radiohead", "Verizon", "Priya") needs 4 times, no branch vouching for it
RATIO, UNCLUSTERED_RATIO = math.e, 4.0
#: how many times as often an everyday word is written in lower case as capitalised
EVERYDAY_RATIO = 12.0
#: a word rarer than this in every case (natural log probability) is too rare to judge: a word the rules
#: may take for a village or a surname nobody writes about ("Chorlton", "Crimestoppers")
MIN_LOG_PROB = -18.0
#: a capitalised form rarer than this is too rare to judge as a name; a little rarer than
#: :data:`MIN_LOG_PROB`, where a word written capitalised far more often than in lower case is still a name
#: ("Deansgate", "Tavistock")
MIN_NAME_LOG_PROB = -18.5
#: a lower-case form more frequent than this is an everyday word ("cheers", "nope", "walmart")
MAX_LOWER_LOG_PROB = -12.5
#: the log probability of a word missing from the table
_UNSEEN = -21.0
#: cluster path's lowest bits (the tree's top): (mask, value) of all names, and of people's names
_NAMES_BRANCH, _PEOPLE_BRANCH = (0b111, 0b110), (0b11111, 0b10110)
#: the branch of organisations' acronyms ("NHS", "FBI", "NFL", "IRS")
_ACRONYMS_BRANCH = (0b111111, 0b101001)
#: the lowest bit of a lower-case word's cluster path: set for nouns and adjectives ("long", "hall",
#: "brown": surnames as well), clear for verbs and function words ("are", "starts", "with")
_NOUNS_BIT = 0b1
#: a lower-case form rarer than this is too rare to call a common word
MIN_COMMON_LOG_PROB = -17.5
#: an everyday word at least this frequent is a frequent one (``announced`` -11.2, ``outside`` -8.9)
FREQUENT_LOG_PROB = -14.0
#: a drawn-out interjection ("hmmm", "oooh")
DRAWN_OUT = re.compile(r"(\w)\1\1")


@dataclass(frozen=True)
class WordCases:
    """A language's words by how it writes them (see the module)."""

    #: lower-case word -> "people" or "other" (the clusters' branch)
    names: dict[str, str]
    everyday: frozenset[str]
    #: the everyday words that are not rare (:data:`FREQUENT_LOG_PROB`)
    frequent_everyday: frozenset[str]
    common: frozenset[str]
    opening: frozenset[str]
    #: the names a sentence may open with (:func:`opening_names`)
    opening_names: frozenset[str]
    #: the frequent words written in lower case at least as often as capitalised (:func:`frequent_lower_case_words`)
    frequent_lower: frozenset[str]
    #: the words, lower case, written in some case often enough to judge (:data:`MIN_LOG_PROB`)
    judged: frozenset[str]


def lower_case_names(lang: str) -> dict[str, str] | None:
    """Per lower-case word that ``lang`` writes as a name, its branch: ``"people"`` or ``"other"``; None
    where the language has no tables (or they are not installed)."""
    lexicon = word_cases(lang)
    return lexicon.names if lexicon else None


#: how many times as often a name must be written capitalised to count as one at a sentence's start (e^1.5, some 4.5: "Tesco", 4.8)
OPENING_NAME_RATIO = math.exp(1.5)


def opening_names(lang: str) -> frozenset[str]:
    """The names of :func:`lower_case_names` outside the people's branch and the given names that ``lang``
    writes capitalised at least :data:`OPENING_NAME_RATIO` times as often as in lower case ("newcastle",
    "edinburgh", "qatar"): a capital on one at a sentence's start is the name's, where a sentence's capital on
    a rarer lead ("Reading", "Will") says nothing. Contractions written without their apostrophe ("thats",
    "didnt") are left out: a post starts its sentences with them."""
    lexicon = word_cases(lang)
    return lexicon.opening_names if lexicon else frozenset()


def _opening_names(names: dict[str, str], probabilities: dict[str, float], clusters: dict[str, float]) -> frozenset[str]:
    """:func:`opening_names` from the tables :func:`word_cases` has read."""
    needed = math.log(OPENING_NAME_RATIO)
    adverbs = clusters.get("Furthermore")  # the clusters file the sentence adverbs together
    return frozenset(word for word, branch in names.items()
                     if branch == "other" and not is_given_name(word) and clusters.get(word.capitalize()) != adverbs
                     and probabilities.get(word.capitalize(), _UNSEEN) - probabilities.get(word, _UNSEEN) >= needed
                     and not any(f"{word[:-k]}'{word[-k:]}" in probabilities for k in (1, 2, 3)))


def everyday_words(lang: str, frequent_only: bool = False) -> frozenset[str]:
    """The verbs and function words ``lang`` writes in lower case at least :data:`EVERYDAY_RATIO` times as
    often as capitalised ("are", "starts", "meet"). Nouns and adjectives are left out, however rarely
    capitalised: "long", "price", "hall", "brown" are surnames too. ``frequent_only``: not the rare ones,
    which a table never sees capitalised only for their rarity ("moer", "guit": surnames in capitals)."""
    lexicon = word_cases(lang)
    if not lexicon:
        return frozenset()
    return lexicon.frequent_everyday if frequent_only else lexicon.everyday


def frequency_everyday_words(lang: str) -> frozenset[str]:
    """For a language whose frequencies are read without its clusters (:data:`COMMON_WORD_LANGUAGES`,
    :data:`OPENING_WORD_LANGUAGES`), the words it writes in lower case at least :data:`EVERYDAY_RATIO` times
    as often as capitalised ("necesita", "tiene", "war"): Spanish and German write their surnames with a
    capital far more often ("Blanco", "Moreno", "Müller"), so none of them is one."""
    if lang not in COMMON_WORD_LANGUAGES + OPENING_WORD_LANGUAGES:
        return frozenset()
    return _frequency_common_words(lang, math.log(EVERYDAY_RATIO))


def common_words(lang: str) -> frozenset[str]:
    """The lower-case words ``lang`` writes in lower case at least as often as capitalised ("police",
    "officials"): a capital on one opens a sentence, it does not make a name. In English not those whose
    capitalised form the clusters file with people's names ("burns", "price", "young"); in the languages
    of :data:`COMMON_WORD_LANGUAGES`, whose clusters are not read, from the frequencies alone ("ayer",
    "hoy", "durante")."""
    if lang in COMMON_WORD_LANGUAGES:
        return _frequency_common_words(lang, 0.0)
    lexicon = word_cases(lang)
    return lexicon.common if lexicon else frozenset()


def opening_words(lang: str) -> frozenset[str]:
    """The common words (:func:`common_words`) written in lower case at least e times as often as
    capitalised: a capital on one at a sentence's start is the sentence's ("Shares", "Rebels", "Ayer"),
    where a rarer lead leaves surnames in ("Comas", "Guarana")."""
    if lang in COMMON_WORD_LANGUAGES or lang in OPENING_WORD_LANGUAGES:
        return _frequency_common_words(lang, OPENING_LEAD)
    lexicon = word_cases(lang)
    return lexicon.opening if lexicon else frozenset()


#: the other languages whose frequency table (``lexeme_prob``) names their common words
COMMON_WORD_LANGUAGES = ("es",)
#: the languages whose frequency table names only their opening words: German writes its nouns with a
#: capital, so a word it writes in lower case far more often is a verb or a function word ("Kommst du
#: morgen?"), where its common nouns are read from the word clusters instead
OPENING_WORD_LANGUAGES = ("de",)
#: how much more frequent (natural log) the lower-case form of an opening word is than its capitalised one
OPENING_LEAD = 1.0


@cache
def _frequency_common_words(lang: str, lead: float) -> frozenset[str]:
    return frozenset(word for word, word_lead in lower_case_leads(lang).items() if word_lead >= lead)


def is_unjudged_word(lang: str, word: str) -> bool:
    """Whether ``lang``'s tables see ``word`` in no case often enough to judge it (:data:`MIN_LOG_PROB`):
    "Chorlton", "Ancoats", "Ihithe"; False where the language has no tables."""
    lexicon = word_cases(lang)
    return lexicon is not None and word.lower() not in lexicon.judged


def frequent_lower_case_words(lang: str) -> frozenset[str]:
    """The words ``lang`` writes in lower case at least as often as capitalised and uses often
    (:data:`FREQUENT_LOG_PROB`): "car", "park", "warehouse", not a rare borrowing ("figli"). Read with
    :func:`word_cases`'s tables: a second read of them cost the first document 1.3 s."""
    lexicon = word_cases(lang)
    return lexicon.frequent_lower if lexicon else frozenset()


@cache
def lower_case_leads(lang: str) -> dict[str, float]:
    """Per lower-case word of ``lang``'s frequency table at least :data:`MIN_COMMON_LOG_PROB` frequent, how
    much more frequent (natural log) it is than its capitalised form: the table, read once for the common
    and the opening words alike."""
    probabilities = read_lookup_table(lang, "lexeme_prob")
    if probabilities is None:
        return {}
    return {word: log_prob - probabilities.get(word.capitalize(), _UNSEEN) for word, log_prob in probabilities.items()
            if word.isalpha() and word.islower() and log_prob >= MIN_COMMON_LOG_PROB}


@cache
def word_cases(lang: str) -> WordCases | None:
    """The names, everyday words and common words of ``lang``; None where the language has no tables
    (or they are not installed)."""
    if lang not in LANGUAGES:
        return None
    probabilities = read_lookup_table(lang, "lexeme_prob")
    clusters = read_lookup_table(lang, "lexeme_cluster")
    if probabilities is None or clusters is None:
        return None
    lower_case = [(word, log_prob, log_prob - probabilities.get(word.capitalize(), _UNSEEN))
                  for word, log_prob in probabilities.items() if word.isalpha() and word.islower()]
    everyday = frozenset(word for word, _, lead in lower_case if lead >= math.log(EVERYDAY_RATIO)
                         and not int(clusters.get(word) or 0) & _NOUNS_BIT)
    frequent = frozenset(word for word, log_prob, _ in lower_case if word in everyday and log_prob >= FREQUENT_LOG_PROB)
    frequent_lower = frozenset(word for word, log_prob, lead in lower_case if lead >= 0 and log_prob >= FREQUENT_LOG_PROB)
    common = frozenset(word for word, log_prob, lead in lower_case if lead >= 0 and log_prob >= MIN_COMMON_LOG_PROB
                       and int(clusters.get(word.capitalize()) or 0) & _PEOPLE_BRANCH[0] != _PEOPLE_BRANCH[1])
    opening = frozenset(word for word, _, lead in lower_case if lead >= OPENING_LEAD and word in common)
    names = _names(probabilities, clusters)
    names.update((lower, "other") for lower in _other_spellings(probabilities, clusters) if lower not in names)
    judged = frozenset(word.lower() for word, log_prob in probabilities.items() if log_prob >= MIN_LOG_PROB and word.isalpha())
    return WordCases(names, everyday, frequent, common, opening, _opening_names(names, probabilities, clusters),
                     frequent_lower, judged)


def _other_spellings(probabilities: dict[str, float], clusters: dict[str, float]) -> list[str]:
    """The names English writes in capitals or with an inner capital, in lower case: "nhs", "fbi" (three
    letters or more, in the clusters' acronym branch of organisations), "mcdonalds", "mccain" (the names
    branch), by the same frequency test as :func:`_names`."""
    found = []
    for word, log_prob in probabilities.items():
        lower = word.lower()
        if (not word.isalpha() or word.islower() or word.istitle() or log_prob < MIN_LOG_PROB
                or not 2 <= len(word) <= 12 or lower in STOP_WORDS):
            continue
        path = int(clusters.get(word) or 0)
        lower_log_prob = probabilities.get(lower, _UNSEEN)
        if not _leads_as_name(log_prob, lower_log_prob, path):
            continue
        if word.isupper():  # the names branch holds every kind of abbreviation ("CSS", "FYI"): not read here
            if len(word) >= 3 and path & _ACRONYMS_BRANCH[0] == _ACRONYMS_BRANCH[1]:
                found.append(lower)
        elif path and path & _NAMES_BRANCH[0] == _NAMES_BRANCH[1]:
            found.append(lower)
    return found


def _leads_as_name(log_prob: float, lower_log_prob: float, path: int) -> bool:
    """Whether a spelling is written at least :data:`RATIO` times as often as the lower-case word
    (:data:`UNCLUSTERED_RATIO` outside the clusters), and the lower-case word is no everyday one."""
    needed = math.log(RATIO if path else UNCLUSTERED_RATIO)
    return log_prob - lower_log_prob >= needed and lower_log_prob <= MAX_LOWER_LOG_PROB


def _names(probabilities: dict[str, float], clusters: dict[str, float]) -> dict[str, str]:
    names: dict[str, str] = {}
    for word, log_prob in probabilities.items():
        lower = word.lower()
        if not (len(word) >= 3 and word.isalpha() and word.istitle() and log_prob >= MIN_NAME_LOG_PROB) or lower in STOP_WORDS:
            continue
        lower_log_prob = probabilities.get(lower, _UNSEEN)
        path = int(clusters.get(word) or 0)
        if not _leads_as_name(log_prob, lower_log_prob, path):
            continue
        if path and path & _NAMES_BRANCH[0] != _NAMES_BRANCH[1] or _is_interjection(lower, probabilities):
            continue
        names[lower] = "people" if path & _PEOPLE_BRANCH[0] == _PEOPLE_BRANCH[1] else "other"
    return names


def _is_interjection(lower: str, probabilities: dict[str, float]) -> bool:
    """A word that opens sentences, and so is often capitalised, without being a name: a sentence adverb
    ("lastly", "additionally": an everyday word before its -ly; "billy" stays, a given name) or a sound
    ("hmmm", "ahh", "oooh")."""
    if DRAWN_OUT.search(lower) or len(set(lower)) <= 2:
        return True
    return lower.endswith("ly") and probabilities.get(lower[:-2], _UNSEEN) > -13.0 and not is_given_name(lower)





def headline_nouns(lang: str) -> frozenset[str]:
    """The common nouns a headline opens with before a particle and a person's name ("Doppietta di
    Lautaro", "Gol de Messi"): the opening words (:func:`opening_words`), and in Italian, which has no
    frequency table, the nouns of spaCy's lemma table that the table never writes with a capital
    ("doppietta", "intervista"; not "vittoria", "conte", also names). Alone at a sentence's start such a
    noun may still be a surname ("Passatempo"); before a particle and a name it is not."""
    return _italian_common_nouns() if lang == "it" else opening_words(lang)


@cache
def _italian_common_nouns() -> frozenset[str]:
    nouns = read_lookup_table("it", "lemma_lookup_noun")
    if nouns is None:
        return frozenset()
    return frozenset(word for word in nouns if word.isalpha() and word.islower() and word.capitalize() not in nouns)
