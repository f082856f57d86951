"""Names written in lower case, in posts and notes that write nothing with a capital, and names in notes
written all in capitals: a source of ``pii_detector`` (PERSON, LOC, ORG).

"lives in towson", "used to work at woolworths", "ADMITTED FROM TOWSON": a writer who starts no
sentence with a capital, or writes everything in capitals, sets no name apart by its case, and a model
that learnt names from their capitals reads past them. Whether a word is a name does not depend on how
one post writes it, though, but on how the language writes it: spaCy's lookups (``spacy-lookups-data``)
carry how often each of a million English words is written in each case. A word that the language
writes far more often with a capital than without (``Towson`` 12 times as often as ``towson``,
``Woolworths`` 4 times; ``Reading`` 15 times *less* often than ``reading``) and that the word clusters
(:mod:`.word_clusters`) file with the names, not with the sentence adverbs (``Furthermore``) or the
months (``November``), is a name.

Measured on TAB's 127 dev judgments written in lower case, 1,262 of the 1,294 tokens this source marks
lie inside a gold mention; written in capitals, 1,281 of 1,298.

A word counts when the document starts its sentences in lower case (:func:`.cues.writes_capitals`) and
the word is in lower case, or the document is written in capitals (:func:`.evidence.is_mixed_case`) and
the word is too; when it is no function word, shorthand (diseases named after a person included: ``HX
OF PARKINSONS``), month or weekday; when its capitalised form is at least :data:`RATIO` times as
frequent (and not rare: :data:`MIN_LOG_PROB`), and the lower-case form is no everyday word
(``cheers``, ``nope``). Words in a row are one name. Its type: a person when the clusters' people
branch or the given-name lexicon says so, a place after a place preposition, else an organisation.
Score 0.7 alone, like the other lexicon guesses.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import cache

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, LexiconSource, doc_text
from .cues import writes_capitals
from .evidence import STATISTICAL_SOURCES, is_mixed_case, name_particles, never_names
from .given_names import is_given_name
from .languages import month_and_day_names
from .overlap import TokenCandidate
from .word_clusters import read_lookup_table

#: the languages with a frequency table and a names branch of their clusters
LANGUAGES = ("en",)
#: how many times as often the capitalised form must be written as the lower-case one; a word the
#: clusters leave out (rarer ones: "Radiohead", "Verizon", "Priya") needs 4 times, no branch vouching for it
RATIO, UNCLUSTERED_RATIO = math.e, 4.0
#: how many times as often an everyday word is written in lower case as capitalised
EVERYDAY_RATIO = 12.0
#: a capitalised form rarer than this (natural log probability) is too rare to judge
MIN_LOG_PROB = -17.5
#: a lower-case form more frequent than this is an everyday word ("cheers", "nope", "walmart")
MAX_LOWER_LOG_PROB = -12.5
#: the log probability of a word missing from the table
_UNSEEN = -21.0
#: cluster path's lowest bits (the tree's top): (mask, value) of all names, and of people's names
_NAMES_BRANCH, _PEOPLE_BRANCH = (0b111, 0b110), (0b11111, 0b10110)
#: the lowest bit of a lower-case word's cluster path: set for nouns and adjectives ("long", "hall",
#: "brown": surnames as well), clear for verbs and function words ("are", "starts", "with")
_NOUNS_BIT = 0b1
#: words before a place
_PLACE_WORDS = frozenset({"in", "from", "to", "near", "around", "outside", "visiting", "across", "into",
                          "towards", "toward", "through", "via", "at"})
#: a drawn-out interjection ("hmmm", "oooh")
_DRAWN_OUT = re.compile(r"(\w)\1\1")


def lower_case_names(lang: str) -> dict[str, str] | None:
    """Per lower-case word that ``lang`` writes as a name, its branch: ``"people"`` or ``"other"``; None
    where the language has no tables (or they are not installed)."""
    lexicon = _lexicon(lang)
    return lexicon[0] if lexicon else None


def everyday_words(lang: str) -> frozenset[str]:
    """The verbs and function words ``lang`` writes in lower case at least :data:`EVERYDAY_RATIO` times as
    often as capitalised ("are", "starts", "meet"). Nouns and adjectives are left out, however rarely
    capitalised: "long", "price", "hall", "brown" are surnames too."""
    lexicon = _lexicon(lang)
    return lexicon[1] if lexicon else frozenset()


@cache
def _lexicon(lang: str) -> tuple[dict[str, str], frozenset[str]] | None:
    """The names and the everyday words of ``lang``, from one pass over its tables."""
    if lang not in LANGUAGES:
        return None
    probabilities = read_lookup_table(lang, "lexeme_prob")
    clusters = read_lookup_table(lang, "lexeme_cluster")
    if probabilities is None or clusters is None:
        return None
    return _names(probabilities, clusters), frozenset(
        word for word, log_prob in probabilities.items() if word.isalpha() and word.islower()
        and log_prob - probabilities.get(word.capitalize(), _UNSEEN) >= math.log(EVERYDAY_RATIO)
        and not int(clusters.get(word) or 0) & _NOUNS_BIT)


def _names(probabilities: dict[str, float], clusters: dict[str, float]) -> dict[str, str]:
    names: dict[str, str] = {}
    for word, log_prob in probabilities.items():
        lower = word.lower()
        if not (len(word) >= 3 and word.isalpha() and word.istitle() and log_prob >= MIN_LOG_PROB) or lower in STOP_WORDS:
            continue
        lower_log_prob = probabilities.get(lower, _UNSEEN)
        path = int(clusters.get(word) or 0)
        needed = math.log(RATIO if path else UNCLUSTERED_RATIO)
        if log_prob - lower_log_prob < needed or lower_log_prob > MAX_LOWER_LOG_PROB:
            continue
        if path and path & _NAMES_BRANCH[0] != _NAMES_BRANCH[1] or _is_interjection(lower, probabilities):
            continue
        names[lower] = "people" if path & _PEOPLE_BRANCH[0] == _PEOPLE_BRANCH[1] else "other"
    return names


def _is_interjection(lower: str, probabilities: dict[str, float]) -> bool:
    """A word that opens sentences, and so is often capitalised, without being a name: a sentence adverb
    ("lastly", "additionally": an everyday word before its -ly; "billy" stays, a given name) or a sound
    ("hmmm", "ahh", "oooh")."""
    if _DRAWN_OUT.search(lower) or len(set(lower)) <= 2:
        return True
    return lower.endswith("ly") and probabilities.get(lower[:-2], _UNSEEN) > -13.0 and not is_given_name(lower)


class LowerCaseNames(LexiconSource):
    """The source: names written in lower case in text that writes no capitals, or in capitals in text
    written in capitals (see the module)."""

    name = "lowercase"
    languages = LANGUAGES

    def __call__(self, doc: Doc) -> list[Candidate]:
        if self.lang not in self.languages:
            return []
        in_capitals = not is_mixed_case(doc)  # a note or a headline in capitals writes no name apart either
        if not in_capitals and writes_capitals(doc_text(doc)):
            return []
        names = lower_case_names(self.lang)
        if not names:
            return []
        shorthand, function_words = never_names(self.lang)
        months, days = month_and_day_names(self.lang)
        calendar = {word.lower().rstrip(".") for word in months + days}

        def is_name(i: int) -> bool:
            token, word = doc[i], doc[i].lower_
            return ((token.is_upper if in_capitals else token.is_lower) and token.is_alpha and word in names
                    and word not in shorthand and word not in function_words and word not in calendar)

        found: list[Candidate] = []
        i = 0
        while i < len(doc):
            if not is_name(i):
                i += 1
                continue
            end = i + 1
            while end < len(doc) and is_name(end):
                end += 1
            found.append(Candidate(doc[i].idx, doc[end - 1].idx + len(doc[end - 1].text),
                                   self._label(doc, i, names), self.name))
            i = end
        return found

    @staticmethod
    def _label(doc: Doc, i: int, names: dict[str, str]) -> str:
        if names[doc[i].lower_] == "people" or is_given_name(doc[i].lower_):
            return "PERSON"
        return "LOC" if i > 0 and doc[i - 1].lower_ in _PLACE_WORDS else "ORG"


#: the sources whose person spans may run past a name in lower-case text: the models, and the cue words
#: ("my daughter chloe starts": a kinship word takes the words after it)
_READ_PAST_NAMES = STATISTICAL_SOURCES | {"cues"}
#: the types whose spans are trimmed
_TRIMMED_LABELS = frozenset({"PERSON", "ORG", "LOC"})


def trim_everyday_words(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """In a text written in lower case, a name's span from a model or a cue word loses the everyday words
    around the name ("meet fiona" → "fiona"; "sarah swears", "my daughter chloe starts", "tom are def" →
    "sarah", "chloe", "tom"): it starts after the leading ones and ends before the first one after the
    name. An organisation's or a place's span only loses them at its ends ("amazon and spent" → "amazon";
    "bank of america" keeps its "of"). A given name is never an everyday word ("will", "mark"), nor is a name particle ("dani van de
    ven"), a noun or an adjective, which may be a surname ("john long", "anna hall"; :func:`everyday_words`)."""
    everyday = everyday_words(lang)
    if not everyday:
        return list(candidates)

    particles = name_particles()  # "suus de werd", "dani van de ven"

    def is_everyday(i: int) -> bool:
        word = doc[i].text
        return doc[i].is_lower and word in everyday and word not in particles and not is_given_name(word)

    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if source in _READ_PAST_NAMES and label in _TRIMMED_LABELS:
            while start < end and is_everyday(start):
                start += 1
            if label == "PERSON":
                end = next((i for i in range(start + 1, end) if is_everyday(i)), end)
            while end > start and is_everyday(end - 1):
                end -= 1
            if start == end:
                continue
        result.append((start, end, label, source))
    return result


@registry.misc("spacy_sanitize.LowerCaseNames.v1")
def make_lower_case_names() -> LowerCaseNames:
    """Names written in lower case in text that writes no capitals, by how the language writes them."""
    return LowerCaseNames()
