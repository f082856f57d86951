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
OF PARKINSONS``), month or weekday; when its capitalised form is at least e times as
frequent (and not rare; :mod:`.word_frequencies` holds the tables and thresholds), and the lower-case form is no everyday word
(``cheers``, ``nope``). Words in a row are one name. Its type: a person when the clusters' people
branch or the given-name lexicon says so, a place after a place preposition, else an organisation.
Score 0.7 alone, like the other lexicon guesses.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, LexiconSource, doc_text, indices_of, word_hashes
from .cues import writes_capitals
from .evidence import (
    CAPITALS_VERBS,
    GREETINGS,
    KINSHIP_ROLES,
    MARKET_WORDS,
    STATISTICAL_SOURCES,
    is_mixed_case,
    name_particles,
    never_names,
)
from .given_names import is_given_name
from .languages import SUPPORTED_LANGUAGES, calendar_words, title_words
from .names_in_other_languages import lower_case_names_in
from .overlap import TokenCandidate
from .place_prepositions import ENGLISH_PLACE_PREPOSITIONS
from .towns import town_names
from .word_frequencies import (
    LANGUAGES,
    common_words,
    everyday_words,
    frequency_everyday_words,
    is_unjudged_word,
    lower_case_leads,
)

#: words before a place, per language
PLACE_WORDS = {
    "en": ENGLISH_PLACE_PREPOSITIONS | {"to", "around", "visiting", "across", "into", "towards", "toward", "through",
                                        "via"},
    "es": frozenset({"en", "desde", "hacia", "a"}), "pt": frozenset({"em", "para", "pra", "no", "na", "a"}),
    "it": frozenset({"a", "in", "da", "verso"}), "fr": frozenset({"à", "en", "vers", "depuis"}),
    "nl": frozenset({"in", "naar", "uit", "vanuit", "bij"}), "de": frozenset({"in", "nach", "aus", "bei"}),
}


class LowerCaseNames(LexiconSource):
    """The source: names written in lower case in text that writes no capitals, or in capitals in text
    written in capitals (see the module)."""

    name = "lowercase"
    languages = SUPPORTED_LANGUAGES

    def __call__(self, doc: Doc) -> list[Candidate]:
        if self.lang not in self.languages:
            return []
        # a note or a headline in capitals writes no name apart either (English's notes: the other languages'
        # capitals are read by their own sources)
        in_capitals = not is_mixed_case(doc) and self.lang in LANGUAGES
        text = doc_text(doc)
        ranges = [(0, len(doc))]
        if not in_capitals and writes_capitals(text):
            ranges = _lines_without_capitals(doc, text)  # "> my gp in wrexham wont refer me": a quoted post
            if not ranges:
                return []
        names = lower_case_names_in(self.lang)
        if not names:
            return []
        towns = town_names(self.lang)
        shorthand, function_words = never_names(self.lang)
        calendar = calendar_words(self.lang, lower=True)

        def is_name(i: int) -> bool:
            token, word = doc[i], doc[i].lower_
            return ((token.is_upper if in_capitals else token.is_lower) and token.is_alpha
                    and (word in names or word in towns)
                    and word not in shorthand and word not in function_words and word not in calendar)

        found = [Candidate(doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text),
                           self.label(doc, start, names, towns), self.name)
                 for lo, hi in ranges for start, end in runs_of_names(doc, is_name, lo=lo, hi=hi)]
        if self.lang == "en":
            taken = {c.start for c in found}
            prepositions = indices_of(doc, PLACE_PREPOSITIONS)  # the few places such a word may stand
            found += [Candidate(doc[i].idx, doc[i].idx + len(doc[i].text), "LOC", self.name)
                      for lo, hi in ranges for i in (p + 1 for p in prepositions if max(lo, 1) <= p + 1 < hi)
                      if doc[i].idx not in taken and _is_rare_place_after_preposition(doc, i, in_capitals, names)]
        return found

    @staticmethod
    def label(doc: Doc, i: int, names: dict[str, str], towns: frozenset[str] = frozenset()) -> str:
        """A person when the clusters' people branch or the given names say so, a place when the towns
        (:mod:`.towns`) hold the word or a place preposition comes before it, else an organisation."""
        word = doc[i].lower_
        if names.get(word) == "people" or is_given_name(word):
            return "PERSON"
        if word in towns and word not in names:
            return "LOC"
        return "LOC" if i > 0 and doc[i - 1].lower_ in PLACE_WORDS.get(doc.lang_, frozenset()) else "ORG"


def _is_rare_place_after_preposition(doc: Doc, i: int, in_capitals: bool, names: dict[str, str]) -> bool:
    """The word at ``i``, after a preposition of place (:data:`PLACE_PREPOSITIONS`, the caller's), that English
    writes too rarely in any case for the tables to judge (``is_unjudged_word``), in the case of the text: a
    village, a district or a venue ("stopping at aviemore for lunch", "ADMITTED FROM GIPTON"), which no lexicon
    holds and a model reads past in a post without capitals. Not shorthand, a function word or a month: those
    the tables judge anyway."""
    token, before = doc[i], doc[i - 1]
    if not ((token.is_upper and before.is_upper) if in_capitals else (token.is_lower and before.is_lower)):
        return False
    if not token.is_alpha or len(token.text) < 4:
        return False
    shorthand, function_words = never_names("en")
    word = token.lower_
    return word not in shorthand and word not in function_words and word not in names and is_unjudged_word("en", word)


#: the prepositions before a village's, a district's or a venue's name (spaCy's hashes, for ``indices_of``)
#: the facilities a note names by their place, in lower case ("f/u resp clinic aintree", "hosp wythenshawe")
_NOTE_FACILITIES = frozenset("clinic hospital hosp surgery".split())
#: the words a village or a venue follows: prepositions of place, and the facilities a note names by their place
PLACE_PREPOSITIONS = word_hashes([*sorted(ENGLISH_PLACE_PREPOSITIONS | {"around"}), *sorted(_NOTE_FACILITIES)])


#: the fewest words a line needs to show, with no capital, that its writer writes none
_LOWER_CASE_LINE_WORDS = 4


def _lines_without_capitals(doc: Doc, text: str) -> list[tuple[int, int]]:
    """The token ranges of the lines of a text that writes capitals that themselves write none, with
    enough words to tell (a quoted post, a chat's line): their writer sets no name apart by its case."""
    ranges: list[tuple[int, int]] = []
    at = 0
    for line in text.split("\n"):
        if len(line.split()) >= _LOWER_CASE_LINE_WORDS and line == line.lower() and line != line.upper():
            span = doc.char_span(at, at + len(line), alignment_mode="expand")
            if span is not None and len(span):
                ranges.append((span.start, span.end))
        at += len(line) + 1
    return ranges


def runs_of_names(doc: Doc, is_name: Callable[[int], bool],
                  may_open: Callable[[int], bool] = lambda i: True, lo: int = 0, hi: int | None = None,
                  ) -> list[tuple[int, int]]:
    """The token ranges of the runs of words ``is_name`` accepts within ``doc[lo:hi]``, each opened by a
    word ``may_open`` accepts: words in a row are one name."""
    runs: list[tuple[int, int]] = []
    stop = len(doc) if hi is None else hi
    i = lo
    while i < stop:
        if not (is_name(i) and may_open(i)):
            i += 1
            continue
        end = i + 1
        while end < stop and is_name(end):
            end += 1
        runs.append((i, end))
        i = end
    return runs


#: the sources whose person spans may run past a name in lower-case text: the models, and the cue words
#: ("my daughter chloe starts": a kinship word takes the words after it)
_READ_PAST_NAMES = STATISTICAL_SOURCES | {"cues"}
#: the sources whose person's spans in capitals :func:`trim_everyday_words_in_capitals` cuts: those that read
#: past a name, and the lexicons that take the capitalised words after a given name as its surname
_TRIMMED_IN_CAPITALS = _READ_PAST_NAMES | {"given_names", "lowercase"}
#: the words that link a name's parts ("TOUR OF FLANDERS", "HARRY AND MEGHAN")
_LINKS = frozenset({"of", "and", "the"})
#: the states a note records of a relative or a carer right after the name ("sister fiona present", "gp dr
#: mcleod aware"): adjectives, so not among the everyday words, and no one's surname
_NOTE_STATES = frozenset("present aware informed updated absent available unavailable agreeable involved "
                         "notified contacted visiting staying tired supportive settled upset anxious tearful "
                         "rings phones visits texts emails daily".split())
#: a chat's interjections and greetings, which open a message before a name ("nah jonno was afk", "cheers
#: dave"): the word tables file them as neither names nor everyday words, since a message starts with them
#: capitalised as often
_CHAT_INTERJECTIONS = frozenset("nah yeah yep yup nope meh ugh oi ok okay lol omg haha".split()) | GREETINGS
#: the kinship words before a name ("uncle pete")
_KIN = frozenset(KINSHIP_ROLES)
#: how much more often (natural log) a word after a given name is written in lower case than capitalised
#: for :func:`trim_everyday_words` to take it for the verb after the name, in a language read by frequencies
_VERB_AFTER_NAME_LEAD = math.log(6.0)
#: the types whose spans are trimmed
_TRIMMED_LABELS = frozenset({"PERSON", "ORG", "LOC"})


def trim_everyday_words(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """In a text written in lower case, a name's span from a model or a cue word loses the everyday words
    around the name ("meet fiona" → "fiona"; "sarah swears", "my daughter chloe starts", "tom are def" →
    "sarah", "chloe", "tom"): it starts after the leading ones and ends before the first one after the
    name. An organisation's or a place's span only loses them at its ends ("amazon and spent" → "amazon";
    "bank of america" keeps its "of"). A given name is never an everyday word ("will", "mark"), nor is a name particle ("dani van de
    ven"), a noun or an adjective, which may be a surname ("john long", "anna hall"; :func:`everyday_words`),
    except the states a note records ("sister fiona present"). Spanish and German read theirs from their
    frequencies alone ("mi madre carmen necesita"; :func:`.word_frequencies.frequency_everyday_words`)."""
    everyday = everyday_words(lang) if lang in LANGUAGES else frequency_everyday_words(lang)
    if not everyday:
        return list(candidates)

    particles = name_particles()  # "suus de werd", "dani van de ven"

    def is_everyday(i: int) -> bool:
        word = doc[i].text
        return (doc[i].is_lower and (word in everyday or word in _NOTE_STATES or word in _CHAT_INTERJECTIONS)
                and word not in particles and not is_given_name(word))

    # Spanish and German: after a name's first word, a word written in lower case six times as often as
    # capitalised is the verb ("carmen vive", "ana dice"; rarer than the everyday words, as often
    # capitalised at a sentence's start); surnames are capitalised far more often ("Flores", "Moreno")
    leads = {} if lang in LANGUAGES else lower_case_leads(lang)

    def is_verb_after_name(i: int) -> bool:
        word = doc[i].text
        return (doc[i].is_lower and leads.get(word, -1.0) >= _VERB_AFTER_NAME_LEAD and word not in particles
                and not is_given_name(word))

    kin = title_words(lang)

    def is_kin(i: int) -> bool:  # "uncle pete"
        return doc[i].lower_ in kin or doc[i].lower_ in _KIN

    result: list[TokenCandidate] = []
    for start, end, label, source in _split_at_commas(doc, candidates, lambda i: is_everyday(i) or is_kin(i)):
        # a cue's hospital after a place word ("seen at mgh") is one word the cue checked already
        hospital = source == "cues" and label == "ORG" and end - start == 1
        if source in _READ_PAST_NAMES and label in _TRIMMED_LABELS and not hospital:
            start = _after_heading(doc, start, end)  # "social: wife mary": the note's heading and its colon
            while start < end and is_everyday(start):
                start += 1
            if end - start > 1 and doc[start].lower_ in _KIN and is_given_name(doc[start + 1].lower_):
                start, label = start + 1, "PERSON"  # "uncle pete visiting" typed a place: the uncle is pete
            elif end - start > 1 and doc[start].text in _NOTE_FACILITIES and lang == "en":
                start, label = start + 1, "LOC"  # "f/u resp clinic aintree" typed a person: the clinic's place
            if label == "PERSON":
                end = next((i for i in range(start + 1, end) if is_everyday(i) or is_verb_after_name(i)), end)
            while end > start and is_everyday(end - 1):
                end -= 1
            if start == end:
                continue
        result.append((start, end, label, source))
    return result


def _after_heading(doc: Doc, start: int, end: int) -> int:
    """Where a span starts after a heading of one or two words and its colon that open it ("social: wife mary",
    "family mtg: son dave"): the heading labels what follows and names nobody."""
    colon = next((i for i in range(start + 1, min(end - 1, start + 3)) if doc[i].text == ":"), None)
    return colon + 1 if colon is not None else start


def _split_at_commas(doc: Doc, candidates: Sequence[TokenCandidate], opens_clause: Callable[[int], bool]
                     ) -> list[TokenCandidate]:
    """A model's name span in a text written in lower case, cut at a comma before a new clause (a word
    ``opens_clause`` accepts: a relative, an everyday verb): a chat's clauses run on without capitals to end
    them ("ward level 4, uncle pete visiting"); an address's or a date's comma stays ("may 12, 2023")."""
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        cuts = [i for i in range(start + 1, end - 1) if doc[i].text == "," and opens_clause(i + 1)]
        if source not in STATISTICAL_SOURCES or label not in _TRIMMED_LABELS or not cuts:
            result.append((start, end, label, source))
            continue
        for piece_start, piece_end in zip([start] + [i + 1 for i in cuts], cuts + [end], strict=True):
            result.append((piece_start, piece_end, label, source))
    return result


@registry.misc("spacy_sanitize.LowerCaseNames.v1")
def make_lower_case_names() -> LowerCaseNames:
    """Names written in lower case in text that writes no capitals, by how the language writes them."""
    return LowerCaseNames()


def trim_everyday_words_in_capitals(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """A person's span written in capitals ends before the first everyday word, headline verb or meeting
    (:data:`.evidence.CAPITALS_VERBS`) after its first word: "TAYLOR SWIFT ANNOUNCED", "HARRY STYLES
    OUTSIDE", "FITZGERALD CHECKS" → "TAYLOR SWIFT", "HARRY STYLES", "FITZGERALD". Capitals set no
    verb apart from the name before it; how the language writes the word does (:func:`trim_everyday_words`'s
    test, frequent words only: "ANETTE MOER" keeps a rare one). The spans of the models, the cues and the
    given names (a given name takes the capitalised words after it) are cut. Only a person's: an
    organisation's name may hold such a word ("ROSEWOOD ASSISTED LIVING"). An English organisation's or place's
    span loses the meeting a headline names after it ("EU SUMMIT", "OPEC TALKS" → "EU", "OPEC"); a model's
    organisation or place ends before a participle and its preposition ("... VISCONTI UPDATED BY PHONE")."""
    everyday = everyday_words(lang, frequent_only=True)
    if not everyday:
        return list(candidates)
    particles = name_particles()
    inflected = everyday_words(lang)  # "PHONED", "VISITING": a rarer verb's past or present participle

    def is_everyday(i: int) -> bool:
        word = doc[i].lower_
        verb = (word in everyday or word in CAPITALS_VERBS or word in _NOTE_STATES or word in MARKET_WORDS
                or word in _MEETINGS
                or (word.endswith(("ed", "ing")) and word in inflected))
        return doc[i].is_upper and verb and word not in particles and word not in _LINKS and not is_given_name(word)

    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        in_capitals = end - start >= 2 and all(t.is_upper or not t.is_alpha for t in doc[start:end])
        if label == "PERSON" and source in _TRIMMED_IN_CAPITALS and in_capitals:
            end = next((i for i in range(start + 1, end) if is_everyday(i)), end)
        elif label in {"ORG", "LOC"} and in_capitals and lang == "en" and doc[end - 1].lower_ in _MEETINGS:
            end -= 1  # "AHEAD OF EU SUMMIT": the body, then the meeting the headline is about
        elif label in {"ORG", "LOC"} and in_capitals and source in _READ_PAST_NAMES:
            # "ANGELA VISCONTI UPDATED BY PHONE": a participle and its preposition open a clause, no name's part
            end = next((i for i in range(start + 1, end - 1) if is_everyday(i) and doc[i].lower_.endswith("ed")
                        and doc[i + 1].lower_ in _CLAUSE_PREPOSITIONS), end)
        result.append((start, end, label, source))
    return result


#: the prepositions after a participle that opens a clause in a note's capitals ("UPDATED BY PHONE")
_CLAUSE_PREPOSITIONS = frozenset("by at to with on in from via".split())


#: the meetings a headline in capitals names after the body that holds them ("EU SUMMIT", "OPEC TALKS")
_MEETINGS = frozenset("summit summits talks meeting meetings conference vote deal pact".split())
#: the sources whose names type a model's span in lower case: the lexicons and the cue words
_NAMING_SOURCES = frozenset({"lowercase", "given_names", "cues", "countries", "known_names"})
#: the types a model gives words it cannot read in a post in lower case, which a name inside retypes
_VAGUE_TYPES = frozenset({"DEM", "MISC"})


def types_from_names_inside(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """In a text written in lower case, a model's span typed DEM or MISC that holds a name a lexicon or a cue
    word found takes that name's type ("son kevin visits", "cheers dave", "liverpool" typed DEM): a model
    trained on capitals reads a post in lower case as a run of descriptions, where the lexicons know the
    person, the place or the firm: the span that is the name, or a description (DEM) that holds a given name,
    which then starts at it ("lot charlie brooker" → "charlie brooker"; :func:`trim_everyday_words` ends it before
    the verb after the name) and, past a surname, ends before a word written in lower case at least as often
    ("lot taylor swift songs"). A longer span around a place or a firm keeps its type, and an event or a work
    (MISC) around a given name ("the london marathon", "train at clapham junction", "the tony marathon
    bombing"). Each is then replaced as what it is."""
    names_at: dict[int, list[tuple[int, str]]] = {}  # by first token: a span looks only at its own tokens
    for start, end, label, source in candidates:
        if source in _NAMING_SOURCES and label in _TRIMMED_LABELS:
            names_at.setdefault(start, []).append((end, label))
    if not names_at:
        return list(candidates)
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if source in STATISTICAL_SOURCES and label in _VAGUE_TYPES:
            inside = [(s, e, name_label) for s in range(start, end) for e, name_label in names_at.get(s, ())
                      if e <= end]
            whole = [name_label for s, e, name_label in inside if (s, e) == (start, end)]
            people = [(s, e) for s, e, name_label in inside if name_label == "PERSON" and is_given_name(doc[s].lower_)]
            if whole:  # "liverpool", "primark": the name is the span
                label = whole[0]
            elif people and label == "DEM":  # "lot charlie brooker"; an event's "tony marathon bombing" stays
                label, start = "PERSON", min(s for s, _ in people)
                if end - start >= 3 and doc[end - 1].lower_ in common_words(doc.lang_):
                    end -= 1  # "taylor swift songs": a given name, a surname, then a thing of theirs
        result.append((start, end, label, source))
    return result
