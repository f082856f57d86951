"""How sure ``pii_detector`` is of a span (``span._.pii_score``), and where statistical spans must end.

A statistical model proposes spans from what it learnt; in nursing notes (``PT AFEBRILE, BP STABLE``)
and ALL-CAPS headlines that is often a run of capitals that names nobody. Over-redaction destroys a
document's value, so a span is scored by its evidence and dropped under its type's threshold:

* a pattern source (validated numbers, addresses, speaker labels, rules, spans already in the group)
  is evidence in itself: 1.0 (rules 0.9); a lexicon given name on its own is a guess: 0.7;
* a statistical span (the trained model, the NER backoff) starts at 0.7; it rises to 0.9 when a
  second source proposed an overlapping span or the same words are detected elsewhere in the
  document (a coreferent mention), and falls to 0.1 when every word in it is clinical shorthand or an
  English function word (:data:`NEVER_NAMES`), or is a form's field label at a line start before a colon
  (``Passport:``) that no other source proposed: such a span names nobody. A code made only of
  lower-case words (``by spring``), or a person, place or organisation that is one common word in lower
  case (``next of kin``, ``soccer -``), that no other source proposed and the document does not repeat,
  is none either.

Statistical spans also end at line breaks and sentence ends: a results-table row or a list item is its own segment, and
a span that runs from ``Anna Berg`` over the line end into the next row's ``Norway`` is two mentions.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc

from ..normalise import TITLES
from .base import doc_text, span_text
from .credentials import CREDENTIAL_WORDS
from .deferred import DeferredModule
from .dialogue import FAMILY_NAMES_FOR, FIELD_WORDS, is_participle_label
from .headline_verbs import is_headline_verb
from .languages import (
    GREETING_WORDS,
    HOSPITAL_DEPARTMENTS,
    RESULTS_HEADINGS,
    SUPPORTED_LANGUAGES,
    calendar_words,
    language_profile,
    relative_day_words,
    title_words,
)
from .natural_places import NATURAL_PLACE_KINDS, is_natural_place
from .overlap import TokenCandidate
from .place_prepositions import ENGLISH_PLACE_PREPOSITIONS, HEADING_PLACE_PREPOSITIONS
from .towns import town_names
from .word_clusters import capitalised_common_nouns, capitalised_words, read_lookup_table

# The modules below read this one when they load: each is imported when a step first reads it (see
# :mod:`.deferred`); the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import addresses as _addresses
    from . import capitalised as _capitalised
    from . import countries as _countries
    from . import cues as _cues
    from . import given_names as _given_names
    from . import institutions as _institutions
    from . import table_rows as _table_rows
    from . import word_frequencies as _word_frequencies
else:
    _addresses = DeferredModule("spacy_sanitize.detection.addresses")
    _capitalised = DeferredModule("spacy_sanitize.detection.capitalised")
    _countries = DeferredModule("spacy_sanitize.detection.countries")
    _cues = DeferredModule("spacy_sanitize.detection.cues")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _institutions = DeferredModule("spacy_sanitize.detection.institutions")
    _table_rows = DeferredModule("spacy_sanitize.detection.table_rows")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: sources whose spans come from a statistical model (scored by evidence, cut at line breaks)
STATISTICAL_SOURCES = frozenset({"model", "ner"})
#: the score of a span from a pattern source, by source (others: 1.0)
PATTERN_SCORES = {"rules": 0.9}
#: lexicon sources whose span is a guess as good as a statistical one's on its own; beside another source
#: the other source's evidence counts
GUESS_SOURCES = frozenset({"given_names", "countries", "capitalised", "institutions", "lowercase", "known_names"})
#: the types a run of shorthand is wrongly given (a date or number is judged by its digits)
NAME_TYPES = frozenset({"PERSON", "ORG", "LOC", "MISC", "DEM"})
BASE_SCORE, SUPPORTED_SCORE, NO_NAME_SCORE = 0.7, 0.9, 0.1
#: greetings, sign-offs and replies that open letters, e-mails and chats in title case ("Hello,", "Thanks")
#: and that a model eager to start spans (``start_bias``) calls an organisation: they name nobody in any case
GREETINGS = frozenset({"hello", "hi", "hey", "dear", "thanks", "thank", "regards", "cheers", "greetings",
                       "welcome", "bye", "goodbye", "ok", "okay", "yes", "sorry", "congratulations", "rip"})
#: offices and ranks abbreviated before a name ("Pres. Obama", "Sgt Pepper"; the cues source reads them
#: with their full stop)
RANK_ABBREVIATIONS = frozenset({"pres", "gov", "sen", "rep", "gen", "col", "capt", "sgt", "lt", "rev", "hon", "insp",
                                "supt", "det", "maj", "cpl", "cmdr", "fr",  # a priest: "Chaplain Fr. O'Hara"
                                "hhj"})  # a court list's judge: His (Her) Honour Judge
#: British police ranks as written before an officer's name ("PC Dan Holloway", "DCI Jane Moss")
POLICE_RANKS = frozenset({"pc", "wpc", "pcso", "dc", "ds", "di", "dci", "dsi", "dsupt"})
#: titles and ranks as written before a name: alone they name nobody
TITLE_ABBREVIATIONS = RANK_ABBREVIATIONS | {"mr", "mrs", "ms", "dr", "prof"}
#: kinship and care roles written before a name ("son marek", "NEPHEW KEVIN HALLORAN", "RT Gallagher")
KINSHIP_ROLES = (
    "nurse", "son", "daughter", "dtr", "wife", "husband", "hub", "sister", "brother",
    "mother", "mom", "mum", "father", "dad", "niece", "nephew", "grandson", "granddaughter", "aunt", "aunty",
    "auntie", "uncle", "grandad", "granddad", "stepbrother", "stepsister", "godmother", "godfather",
    "cousin", "partner", "fiance", "fiancee", "friend", "neighbor", "neighbour", "resident",
    "grandma", "grandpa", "grandmother", "grandfather", "granny", "stepson", "stepdaughter", "worker", "keyworker",
    "stepmother", "stepfather", "boyfriend", "girlfriend", "bf", "gf", "hubby", "bro", "sis", "carer", "caregiver",
)
#: offices and ranks written in full before a name ("President Obama", "coach Bill Belichick")
OFFICES = (
    "president", "senator", "governor", "mayor", "judge", "chancellor",
    "minister", "sheriff", "coach", "captain", "sergeant", "inspector", "detective", "professor", "bishop",
    "pope", "king", "queen", "prince", "princess", "rabbi", "pastor", "reverend", "chaplain", "imam", "vicar",
    "striker", "midfielder",
    "defender", "goalkeeper", "spokesman", "spokeswoman", "spokesperson", "chairman", "chairwoman", "recorder",
    "taoiseach", "tánaiste", "tanaiste", "emir",
)
#: the offices that end a longer title before a holder's name ("District Attorney", "Home Secretary"): alone
#: they are no role before a name ("The Attorney General"), so not in :data:`OFFICES`
_TITLE_ENDS = frozenset({"attorney", "secretary", "commissioner", "ambassador", "superintendent"})
#: a role before a person's name that no convention counts as part of it (TAB's titles, ``Mr``, ``Dr``,
#: ``Judge``, are put back by ``include_titles``): a model's span that starts with one starts too early
LEADING_ROLES = (frozenset(KINSHIP_ROLES + OFFICES) | RANK_ABBREVIATIONS
                 | {"rt", "sw", "np", "rn", "pt", "attending", "dn", "enp", "hca", "cpn", "rmn"}  # district nurse,
                 | POLICE_RANKS)  # nurse practitioner, healthcare assistant, mental-health nurses: a note's roles
#: the row and column words of results tables and scoreboards ("Total", "Extras", "Attendance", "Group F"):
#: in title case, alone or with a letter or number, they name nobody
TABLE_WORDS = frozenset(
    "total totals extras attendance group pool round men women men's women's final finals semifinal semifinals "
    "quarterfinal quarterfinals points pts manufacturers drivers constructors teams standings results scorers "
    "scoreboard innings overs wickets played won drawn lost halftime half-time aggregate agg seeds singles doubles "
    "qualifying overall summaries summary leading fixtures result stage".split())
#: the markets a wire's financial headline reports on, in the plural ("TOKYO STOCKS CLOSE HIGHER", "LONDON
#: SHARES EDGE UP", "BUND FUTURES FALL"): never the end of a name in capitals
MARKET_WORDS = frozenset("stocks shares bonds futures equities gains losses prices markets earnings profits "
                         "yields".split())
#: days of the week, and the abbreviations notes write that no English word spells ("next visit Tues"): a
#: model's name span made of one is a date
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday tue tues weds thur thurs fri".split())
#: English verbs that follow a name in news and headlines ("Leicestershire beat Somerset", "JAPAN GET LUCKY
#: WIN", "Kramer said"): a model's span that ends with one ran past the name
HEADLINE_VERBS = frozenset(
    "said says told tells added beat beats won wins win lost lose loses drew draws draw took take takes get gets "
    "got scored scores lead leads led trail trails trailed defeated edged routed thrashed crushed hold holds held "
    "signed signs met meets visited visits announced announces joined joins denied denies confirmed confirms "
    "resigned resigns warned warns urged urges".split())
#: more verbs that follow a name in a headline or a note written in capitals ("KIWIS EDGE WALLABIES",
#: "MRS FITZGERALD CHECKS ON HER"): read only in capitals, where they cannot be a name's last word as
#: "County Down" or "Consumer Reports" are
CAPITALS_VERBS = HEADLINE_VERBS | frozenset(
    "edges gives lifts sinks stuns routs clinches seals snatches grabs retains extends checks calls called "
    "visits stated reported noted aware breaks sets claims keeps ends stays hits reaches sack sacks sacked "
    "appoint appoints hire hires axe axes fire fires sign vows pledges promises slams rejects reject quits quit "
    "seeks seek hails praises unveils launches blasts backs stun rout clinch seal snatch grab retain concedes concede "
    "admits admit edge ease cruise cruises slip slips sweep sweeps thrash thrashes crush crushes overcome overcomes "
    "outclass outclasses humble humbles faces face eyes targets agrees outpoints outpoint sink share shares "
    "returns return returned".split())
#: the words of an event a headline's verb takes as its object ("WINS TOUR OF LOMBARDY", "TAKES AUSTRALIAN
#: OPEN"): MISC, as news NER sets type events
CAPITALS_EVENT_WORDS = frozenset("TOUR OPEN CUP PRIX MARATHON CHAMPIONSHIP CHAMPIONSHIPS CLASSIC MASTERS GAMES RALLY TROPHY FINALS "
                         "DERBY FINAL TITLE LEAGUE RACE SERIES OLYMPICS GP STAGE GIRO VUELTA SLAM CONFERENCE DIVISION".split())
_SENTENCE_ENDS = frozenset({".", "!", "?", ";"})
#: a time of day or a duration as notes and results tables write them: ``06:35``, ``2:22:10``, ``1:02.35``
_DURATION = re.compile(r"\d{1,3}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?")
#: a date with its year written as one token: ``2004-11-14``, ``14/11/2004`` (not ``8/1``: a flat number)
_NUMERIC_DATE = re.compile(r"\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}")
#: a date without its year as notes write it: ``7/23``, ``12/3``
_YEARLESS_DATE = re.compile(r"\d{1,2}/\d{1,2}")
_LEXICON = Path(__file__).resolve().parent.parent / "data" / "clinical_shorthand.txt"
_MEDICINES = Path(__file__).resolve().parent.parent / "data" / "medicines.txt"


@cache
def _words_of(path: Path) -> frozenset[str]:
    """The words of a shipped list, read once (:func:`never_names` is read per language)."""
    return frozenset(word for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")
                     for word in line.split())


@cache
def medicine_names() -> frozenset[str]:
    """The medicines of the shipped list (``data/medicines.txt``) that no one is called: a note's "Gliclazide"
    names no one in title case either, where shorthand may ("Ed"); "Senna" is a given name and a surname."""
    return frozenset(word for word in _words_of(_MEDICINES) if not _given_names.is_given_name(word))


@cache
def never_names(lang: str = "en") -> tuple[frozenset[str], frozenset[str]]:
    """Clinical shorthand and medicines (the shipped lists), and the function words of ``lang`` (spaCy's stop words)
    with its honorifics and role words, lower case."""
    from spacy.util import get_lang_class

    words = _words_of(_LEXICON) | _words_of(_MEDICINES) | _SHORTHAND_BY_LANGUAGE.get(lang, frozenset())
    function_words = set(STOP_WORDS) | set(get_lang_class(lang).Defaults.stop_words)
    function_words |= _MORE_STOP_WORDS.get(lang, frozenset())
    function_words -= NAMING_STOP_WORDS.get(lang, frozenset())
    function_words |= title_words(lang) | relative_day_words(lang)
    return frozenset(words), frozenset(function_words)


#: shorthand of one language's notes that names a body in another's: a ventilator's pressure support ("CPAP
#: 5/PS 10") is Portugal's and Spain's socialist party ("o PS", "el PS")
_SHORTHAND_BY_LANGUAGE: dict[str, frozenset[str]] = {"en": frozenset({"ps"})}
#: function words spaCy's stop lists leave out: Portuguese's contractions of a preposition and a pronoun ("o
#: namorado dela": "her boyfriend", not a boyfriend called Dela)
_MORE_STOP_WORDS: dict[str, frozenset[str]] = {
    "pt": frozenset("dela dele delas deles nela nele nelas neles".split()),
    # French adverbs that open a post's sentence ("Trop contente", "Franchement nul"), which the stop list and the
    # lemma tables (inflected words only) both leave out
    "fr": frozenset("trop vraiment franchement pourtant jamais bref voilà désormais heureusement malheureusement "
                    "sinon ensuite finalement tellement grave carrément".split()),
}
#: the names spaCy's stop lists hold ("Regione Marche", "l' ANSA", "il cardinale Scola", "Nueva York", "Nuevo
#: León"): a capital inside a sentence makes them names, where a function word's does not. Not the nouns that
#: open offices and bodies as often ("presidente del Consiglio", "Orçamento do Estado")
NAMING_STOP_WORDS: dict[str, frozenset[str]] = {
    "it": frozenset({"marche", "ansa", "scola"}),
    "es": frozenset({"nueva", "nuevo"}),
}


def _is_break(token: Any) -> bool:
    """A line break, a sentence's end, or a slash with spaces round it ("Slovenia / UAE Team Emirates"), which
    sets two items of a table's cell apart."""
    return "\n" in token.text or token.text in _SENTENCE_ENDS or is_spaced(token.doc, token.i, _SLASH)


#: the slash that sets a table cell's items apart when spaced
_SLASH = frozenset({"/"})
#: a character every break of :func:`split_at_segment_breaks` holds: a span without one is not read per token
_BREAK_CHARACTERS = re.compile(r"[\n.!?;/,]")


def is_spaced(doc: Doc, i: int, texts: frozenset[str]) -> bool:
    """``doc[i]`` one of ``texts`` with white space on both sides: a separator between items or clauses ("Slovenia
    / UAE Team Emirates", "SOCCER - JAPAN WIN"), where a name joins its parts without spaces ("Al-Ain")."""
    return doc[i].text in texts and bool(doc[i].whitespace_) and i > 0 and bool(doc[i - 1].whitespace_)


def split_at_segment_breaks(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """Statistical candidates cut at line breaks and sentence ends (a lone ``.``, ``!``, ``?``, ``;``:
    an abbreviation's full stop stays in its token); white-space-only pieces are dropped. A comma is a break
    too in a place that opens a line, where other sources end a name right before it and begin one right
    after it: a dateline's town and country ("KENDAL , England"), which a model reads as one place, are two
    names; inside a sentence the two are one ("born in Belfast, Northern Ireland", as TAB marks it).

    A piece takes the type the cue words or the country names give its very words (a results table's
    "Britain ) McLaren\n2. Oscar Piastri", typed a place as a whole, holds the person "Oscar Piastri"), and a
    piece of a name's type without a letter that opens a line ("2", the next row's number) is dropped."""
    result: list[TokenCandidate] = []
    named = [(start, end) for start, end, _, source in candidates
             if source not in STATISTICAL_SOURCES and source != "addresses"]  # "Flat 12, 4 Mill Lane" is one
    ends, starts = {end for _, end in named}, {start for start, _ in named}
    named_types = {(start, end): label for start, end, label, source in candidates
                   if source in _TYPING_SOURCES and label in PLACES_AND_PEOPLE}

    def is_break(i: int, dateline: bool) -> bool:
        return _is_break(doc[i]) or (dateline and doc[i].text == "," and i in ends and i + 1 in starts)

    def piece_end_at(i: int, dateline: bool) -> int | None:
        """Where a piece that a cut at ``doc[i]`` closes ends: before a break, after a month's full stop that
        ends a sentence (the month stays in its piece); None where nothing cuts at ``doc[i]``."""
        if is_break(i, dateline):
            return i
        return i + 1 if _ends_sentence_after_month(doc, i) else None

    for start, end, label, source in candidates:
        dateline = label == "LOC" and (start == 0 or "\n" in doc[start - 1].text)
        cuts = [(i, piece_end) for i in range(start, end)
                if (piece_end := piece_end_at(i, dateline)) is not None] if (
            source in STATISTICAL_SOURCES and _BREAK_CHARACTERS.search(span_text(doc, start, end))) else []
        if not cuts:
            result.append((start, end, label, source))
            continue
        piece_start = start
        for i, piece_end in [*cuts, (end, end)]:
            while piece_start < piece_end and doc[piece_start].is_space:
                piece_start += 1
            while piece_end > piece_start and doc[piece_end - 1].is_space:
                piece_end -= 1
            if piece_end > piece_start and not _is_row_number_piece(doc, piece_start, piece_end, label):
                piece_label = "PERSON" if _is_words_piece_of_date(doc, piece_start, piece_end, label) else label
                result.append((piece_start, piece_end, named_types.get((piece_start, piece_end), piece_label), source))
            piece_start = i + 1
    return result


def _is_row_number_piece(doc: Doc, start: int, end: int, label: str) -> bool:
    """A piece of a name's type without a letter that opens a line: a results row's number ("2" of "\n2.
    Oscar Piastri"); an address's number after its unit stays ("Apt. 86")."""
    return (label in PLACES_AND_PEOPLE and (start == 0 or ends_line(doc[start - 1]))
            and not any(c.isalpha() for c in span_text(doc, start, end)))


def _is_words_piece_of_date(doc: Doc, start: int, end: int, label: str) -> bool:
    """A date's piece of capitalised words that name no day or month: a results row's name after its number
    ("1. Léon Marchand", "3. Enric Mas", which a model read as a date), a person's as the rows of a race's
    results name one (the cue words type a team's where they know it)."""
    if label != "DATETIME":
        return False  # every statistical span's piece passes here: the calendar only for a date's
    calendar = calendar_words(doc.lang_, lower=True)
    return all(t.is_title and t.is_alpha and t.lower_ not in calendar for t in doc[start:end])


#: the sources whose type a statistical span's piece takes where they found its very words: the cue words
#: (a person after a title, in a results row) and the country names; the lexicons' guesses type less well
_TYPING_SOURCES = frozenset({"cues", "countries"})


def _ends_sentence_after_month(doc: Doc, i: int) -> bool:
    """A month's abbreviation with its full stop before a capitalised word, no day or year ("since job loss in
    Jan. Denies SI"): the full stop ends the sentence too; "Jan. 5" and "Jan. 2024" go on."""
    token = doc[i]
    return (token.text.endswith(".") and len(token.text) > 2 and i + 1 < len(doc) and doc[i + 1].is_title
            and token.text[:-1].lower() in calendar_words("en", lower=True) and token.text[0].isupper())


def split_person_spans(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """In a text that writes names with capitals, a statistical PERSON span is cut at its lower-case words.

    A person's name holds no lower-case word but a particle ("Ludwig van Beethoven"); a model's span
    that does ran over a role or a verb beside the name ("Australia coach Hamish Lockwood", "Tomasi
    Vaka kicking"). The pieces that hold a capitalised word are kept; a span with none ("his brother")
    is left as it is.
    """
    particles = name_particles()
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if source not in STATISTICAL_SOURCES or label != "PERSON":
            result.append((start, end, label, source))
            continue
        cuts = [i for i in range(start, end) if doc[i].is_alpha and doc[i].is_lower and doc[i].lower_ not in particles
                and _stands_alone(doc, i)]
        if not cuts or not any(doc[i].is_title or doc[i].is_upper for i in range(start, end)):
            result.append((start, end, label, source))
            continue
        result.extend((piece_start, piece_end, label, source)
                      for piece_start, piece_end in _capitalised_pieces(doc, start, end, cuts))
    return result


def _capitalised_pieces(doc: Doc, start: int, end: int, cuts: Sequence[int]) -> list[tuple[int, int]]:
    """The pieces of ``doc[start:end]`` between the tokens at ``cuts`` (which they leave out) that hold a word
    in title case or in capitals."""
    pieces, piece_start = [], start
    for i in [*cuts, end]:
        if any(t.is_title or t.is_upper for t in doc[piece_start:i]):
            pieces.append((piece_start, i))
        piece_start = i + 1
    return pieces


def join_particle_surnames(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """A person's span that opens with a given name and stops before a surname's particle runs on over the
    particle and the surname ("Erik ten Hag", "Ruud van Nistelrooy", "Charles de Gaulle"): a model that
    knows English names may read "ten" as a number and the surname as a place."""
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if label == "PERSON" and doc[start].is_title and _given_names.is_given_name(doc[start].lower_):
            after = end
            while after < len(doc) and after - end < 2 and doc[after].is_lower and doc[after].lower_ in _SURNAME_PARTICLES:
                after += 1
            if end < after < len(doc) and doc[after].is_title and doc[after].is_alpha:
                end = after + 1
        result.append((start, end, label, source))
    return result


def past_leading_descriptions(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """A statistical person's span that opens with capitalised common words before a given name and a
    surname starts at the given name ("Author Paul Auster", "Former Striker Alan Shearer"): English writes
    a job before a name with a capital at a sentence's or a headline's start, and a model trained on
    prose keeps it in the name. The words must be common (:func:`.word_frequencies.common_words`) and no
    given name themselves ("Will Smith", "Mason Greenwood" stay whole)."""
    words = _word_frequencies.common_words("en")
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if label == "PERSON" and source in STATISTICAL_SOURCES:
            holder = _office_holder(doc, start, end)
            if holder is not None:  # "Middlesex District Attorney Marian Ryan": the body, then its office's holder
                body_start, body_end, start = holder
                if body_end > body_start:
                    result.append((body_start, body_end, "ORG", source))
            first = start
            while (first < min(start + 3, end - 2) and doc[first].is_title and doc[first].lower_ in words
                   and not _given_names.is_given_name(doc[first].lower_)):
                first += 1
            if first > start and doc[first].is_title and _given_names.is_given_name(doc[first].lower_) and doc[first + 1].is_title:
                start = first
            elif _is_verb_before_given_name(doc, start, end):
                start += 1  # "Try Kev at Parrs Wood Autos": an imperative opening the sentence, then the name
        result.append((start, end, label, source))
    return result


def _is_verb_before_given_name(doc: Doc, start: int, end: int) -> bool:
    """A person's span that opens a sentence with a verb a recommendation or a request starts with, or a
    greeting, in title case or capitals, then one name or a given name ("Try Kev", "Ask Dave Smith", "RIP
    Terry Hobbs"): the imperative or the greeting is the sentence's, not the name's."""
    return (end - start >= 2 and _opens_sentence(doc, start) and (doc[start].is_title or doc[start].is_upper)
            and (doc[start].lower_ in _IMPERATIVES_BEFORE_PEOPLE or doc[start].lower_ in GREETINGS)
            and doc[start + 1].is_title and (end - start == 2 or _given_names.is_given_name(doc[start + 1].lower_)))


#: the verbs a post's recommendation or request opens with before a person ("Try Kev at ...", "Ask Dave")
_IMPERATIVES_BEFORE_PEOPLE = frozenset("try ask call ring phone text message contact tell thank email dm tag "
                                       "follow".split())


def _office_holder(doc: Doc, start: int, end: int) -> tuple[int, int, int] | None:
    """In a person's span, an office in title case before a given name ("ECB President Christine Lagarde",
    "Middlesex District Attorney Marian Ryan"): the body's words before it, without the office's other words
    ("District", "Acting"), and where the holder's name starts; None where there is no such office."""
    for k in range(start + 1, end - 1):
        if not (doc[k].is_title and doc[k].lower_ in _OFFICE_WORDS and doc[k + 1].is_title
                and _given_names.is_given_name(doc[k + 1].lower_)):
            continue
        if not all(t.text[:1].isupper() for t in doc[start:k]):
            return None
        title_words = _OFFICE_MODIFIERS | _OFFICE_WORDS
        body_start, body_end = start, k
        while body_end > body_start and doc[body_end - 1].lower_ in title_words:
            body_end -= 1
        while body_start < body_end and doc[body_start].lower_ in title_words:
            body_start += 1
        return body_start, body_end, k + 1
    return None


#: the particles that open surnames English text quotes ("ten Hag", "van der Sar", "de Gaulle", "bin Salman")
_SURNAME_PARTICLES = frozenset("van von de der den ten ter du da di del della dos das bin ibn al le".split())


def trim_lower_case_tails(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """In a text that writes names with capitals, a statistical organisation's or place's span loses the
    generic nouns it ends with ("Kiruna town", "Major League Baseball games", "Tongan rugby union
    player": the words after a name, :data:`TRAILING_NOUNS`), and a lone lower-case word is no such name
    ("the mayor", "gold"). Other lower-case words stay: events end with theirs ("the Kassel marathon
    bombing", "Las Palmas bridge collapse"), and names quoted from other languages hold some
    ("République centrafricaine", "Rismondo e figli"). A place's span that "and" joins to another is two
    places ("Cardiff and Merthyr Tydfil"). A span that runs over a clause's word is cut there ("Route 9 as
    34-year-old Derek Amaral of Marlborough": :data:`_CLAUSE_WORDS`)."""
    result: list[TokenCandidate] = []
    _, function_words = never_names(doc.lang_)
    for start, end, label, source in candidates:
        if source in STATISTICAL_SOURCES and label in {"ORG", "LOC"}:
            if end - start == 1 and doc[start].is_lower and doc[start].is_alpha:
                continue
            if (end - start > 1 and doc[start].lower_ in function_words and _opens_sentence(doc, start)
                    and all(t.is_lower or not t.is_alpha for t in doc[start + 1:end])):
                continue  # "!! So proud": a sentence's first word and lower-case words name nobody
            if _is_lower_case_code(span_text(doc, start, end)):
                continue  # "( b-4 lb-6 )": a scorecard's extras, no name where names have capitals
            if (end - start > 1 and doc[start].is_title and is_nationality_word(doc[start].lower_)
                    and all(t.is_lower for t in doc[start + 1:end]) and doc[end - 1].lower_ not in _BODY_NOUNS):
                result.append((start, start + 1, "DEM", source))  # "a Welsh rugby union prop": a nationality
                continue
            for piece_start, piece_end in _clause_word_pieces(doc, start, end):
                result.extend(_without_lower_case_tail(doc, piece_start, piece_end, label, source))
        else:
            result.append((start, end, label, source))
    return result


#: the nouns after a nationality that make it a body's name, as TAB types one ("the Danish immigration
#: authorities", "Turkish armed forces"), not a person's description ("a Welsh rugby union prop")
_BODY_NOUNS = frozenset("authorities authority government police army forces navy court courts ministry embassy "
                        "parliament council community minority culture league federation association".split())


def _is_lower_case_code(text: str) -> bool:
    """Letters in lower case and digits, no capital ("b-4 lb-6", "x2"): where names have capitals, a code or
    a tally, not a place's or a firm's name (a postcode alone, "38555", has no letter and stays)."""
    return (not any(c.isupper() for c in text) and any(c.isdigit() for c in text)
            and any(c.isalpha() for c in text))


def _without_lower_case_tail(doc: Doc, start: int, end: int, label: str, source: str) -> list[TokenCandidate]:
    """One statistical organisation's or place's span of :func:`trim_lower_case_tails`, trimmed: the person
    a role inside it announces, the firm, and the places "and" joins."""
    result: list[TokenCandidate] = []
    person, person_end = _person_after_role(doc, start, end)
    if person < end:  # "Barclays executive Roger Jenkins": a firm, its role, a person
        result.append((person, person_end, "PERSON", source))
        if person_end < end:  # "Derek Amaral of Marlborough": the person's town
            result.append((person_end + 1, end, "LOC", source))
        end = person - 1
        while end - start > 1 and (doc[end - 1].lower_ in (TRAILING_ROLES if doc[end - 1].is_lower else _OFFICE_WORDS)
                                   or (doc[end - 1].is_title and doc[end - 1].lower_ in _OFFICE_MODIFIERS)):
            end -= 1  # "Nissan chief executive", "Boeing Chief Executive", "Middlesex District Attorney": the body
        if not any(t.is_title or t.is_upper for t in doc[start:end]):
            return result  # "34-year-old Derek Amaral": the person alone
    end = _before_verb(doc, start, end)  # "Boeing fell 1 percent": the firm
    end = _before_lower_case_phrase(doc, start, end)  # "at Ardwick for ages": the place
    while (end - start > 1 and doc[end - 1].is_lower and doc[end - 1].lower_ in TRAILING_NOUNS
           and any(t.is_title or t.is_upper for t in doc[start:end - 1])):
        end -= 1
    joined = _places_joined(doc, start, end) if label == "LOC" else _bodies_joined(doc, start, end)
    if joined < end:  # "between Cardiff and Merthyr Tydfil", "the LSE and Sheffield University": two names
        result.append((start, joined, label, source))
        start = joined + 1
    route = _route_joined(doc, start, end)
    if route < end:  # "Flight from Stansted to Kaunas": two places
        result.append((start, route, label, source))
        start = route + 1
    result.append((start, end, label, source))
    return result


#: the prepositions that open a phrase of lower-case words after a name ("on the list at Ardwick for ages")
_TAIL_PREPOSITIONS = frozenset("for at in on to with by from since until".split())


def _before_lower_case_phrase(doc: Doc, start: int, end: int) -> int:
    """Where a phrase that a preposition opens and only lower-case words make ends ``doc[start:end]``, after
    its last capitalised word ("Ardwick for ages", "Tesco in town"): a name's own words after a preposition
    are capitalised ("Campaign for Nuclear Disarmament")."""
    last = max((i for i in range(start, end) if doc[i].text[:1].isupper()), default=None)
    if last is None or last + 1 >= end or doc[last + 1].lower_ not in _TAIL_PREPOSITIONS:
        return end
    return last + 1 if all(t.is_lower and t.is_alpha for t in doc[last + 1:end]) else end


#: the last words of institutions' names: one before "and" ends a name ("London School of Economics and
#: Sheffield University"), where "Marks and Spencer" and "Department of Health and Social Care" are one
_INSTITUTION_HEADS = frozenset("university college school hospital institute academy museum council police society "
                               "foundation trust".split())


def _bodies_joined(doc: Doc, start: int, end: int) -> int:
    """Where "and" joins two capitalised institutions in ``doc[start:end]``, each named with its kind
    (``end``: nowhere; "University of Science and Technology" is one)."""
    def has_head(first: int, last: int) -> bool:
        return any(t.is_title and t.lower_ in _INSTITUTION_HEADS for t in doc[first:last])

    return next((i for i in range(start + 1, end - 1) if doc[i].lower_ == "and" and doc[i - 1].is_title
                 and doc[i + 1].text[:1].isupper() and has_head(start, i) and has_head(i + 1, end)), end)


def _route_joined(doc: Doc, start: int, end: int) -> int:
    """Where "to" joins a route's two capitalised ends in ``doc[start:end]`` after "from" (``end``:
    nowhere)."""
    if start == 0 or doc[start - 1].lower_ != "from":
        return end
    return next((i for i in range(start + 1, end - 1) if doc[i].lower_ == "to" and doc[i - 1].text[:1].isupper()
                 and doc[i + 1].text[:1].isupper()), end)


#: the words of an office's title before its holder, after the body's name ("Middlesex District Attorney",
#: "Kansas State Senator", "Boeing Acting Chief Executive")
_OFFICE_MODIFIERS = frozenset("district deputy vice acting assistant general prime foreign home state county interim "
                              "senior associate managing city".split())
#: the words of a clause that no English organisation's or place's name holds: a model's span that runs
#: over one ran past the name ("Route 9 as 34-year-old Derek Amaral")
_CLAUSE_WORDS = frozenset("as who whom whose which when while because than if was were is are has have had said "
                          "says told near after before during".split())


def _clause_word_pieces(doc: Doc, start: int, end: int) -> list[tuple[int, int]]:
    """``doc[start:end]`` cut at the lower-case clause words inside it (:data:`_CLAUSE_WORDS`): the pieces
    with a capitalised word (the whole span where there is no such word)."""
    cuts = [i for i in range(start + 1, end - 1) if doc[i].is_lower and doc[i].lower_ in _CLAUSE_WORDS]
    return _capitalised_pieces(doc, start, end, cuts) if cuts else [(start, end)]


def _before_verb(doc: Doc, start: int, end: int) -> int:
    """``end`` moved back before an everyday verb in lower case inside ``doc[start:end]`` with words after it
    and no capital among them ("Boeing fell 1 percent"): a model's name that ran on into its clause. A word
    in -ing stays (events end with one: "the Springfield school shooting"), and so do a last word ("Las
    Palmas bridge collapse") and a particle ("Koog aan de Zaan")."""
    verbs, particles = _word_frequencies.everyday_words("en", frequent_only=True), name_particles()
    for i in range(start + 1, end - 1):
        word = doc[i]
        if not (word.is_lower and word.is_alpha and word.lower_ in verbs) or word.lower_ in particles:
            continue
        if word.lower_ not in STOP_WORDS and not word.lower_.endswith("ing"):
            # the clause after the verb holds no capital: a name quoted from another language does
            # ("Wallis en Futuna", "St. Vincent und die Grenadinen")
            return end if any(t.text[:1].isupper() for t in doc[i + 1:end]) else i
    return end


def _places_joined(doc: Doc, start: int, end: int) -> int:
    """Where "and" joins two capitalised places in ``doc[start:end]`` (``end``: nowhere); a country's own
    "and" stays ("Trinidad and Tobago", "Bosnia and Herzegovina")."""
    for i in range(start + 1, end - 1):
        if doc[i].lower_ == "and" and doc[i - 1].text[:1].isupper() and doc[i + 1].text[:1].isupper():
            return end if span_text(doc, start, end).lower() in _countries.lower_country_names("en") else i
    return end


def _person_after_role(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """Where a person's full name starts and ends inside an organisation's or place's span after a lower-case
    word that is no particle (``(end, end)``: nowhere), the name opening with a given name or following a
    role, or after an office in title case before a given name: "Barclays executive Roger Jenkins", "Nissan
    chief executive Makoto Uchida", "ECB President Christine Lagarde" are a firm, a role and a person;
    "University of Toronto" and "Ruud van Nistelrooy" hold particles. The name ends the span, or "of" or
    "from" and a place do ("34-year-old Derek Amaral of Marlborough")."""
    particles = name_particles()
    for i in range(start + 1, end - 2):
        word = doc[i]
        office = word.is_title and word.lower_ in _OFFICE_WORDS and _given_names.is_given_name(doc[i + 1].lower_)
        if not ((office or (word.is_alpha and word.is_lower and word.lower_ not in particles and word.lower_ not in STOP_WORDS
                            and (_given_names.is_given_name(doc[i + 1].lower_) or word.lower_ in TRAILING_ROLES)))
                and doc[i + 1].is_title):
            continue
        name_end = next((j for j in range(i + 2, end) if not doc[j].text[:1].isupper()), end)
        if name_end == end or (doc[name_end].lower_ in {"of", "from"} and name_end + 1 < end
                               and all(t.text[:1].isupper() for t in doc[name_end + 1:end])):
            return i + 1, name_end
    return end, end


#: generic nouns written after a place's or a team's name, not part of it ("Kiruna town", "Leeds fans")
TRAILING_NOUNS = frozenset("town towns city village hall games game match matches player players school board team "
                           "teams club side area region district office officials police council residents family "
                           "people man woman men women report season league ground airport station hospital "
                           "street road centre center headquarters branch store shop operations plant plants "
                           "factory factories mine mines unit division subsidiary facility facilities site workers "
                           "staff employees shares stock group executives union unions trade agency news hospice charity "
                           "government administration cabinet party".split())


def _past_lower_words(doc: Doc, start: int, end: int, particles: frozenset[str]) -> int:
    """``start`` moved past the lower-case words that open an organisation's or a place's span ("we used
    Little Sprouts", "the Netherlands") when a capitalised word follows: such a name starts with a capital
    or a particle ("de Beers"). Its lower-case inner and closing words may be its own ("the Kassel
    marathon bombing"). A possessive that opens the sentence goes with them ("Our cat Biscuit"). A street's kind
    before a capitalised word is the address's own ("in via Cavour 18", "na rua Augusta 5")."""
    first = start
    if (doc[first].is_title and doc[first].lower_ in _POSSESSIVES and first + 1 < end and doc[first + 1].is_lower
            and _opens_sentence(doc, first)):
        first += 1
    kinds = _addresses.street_kinds(doc.lang_)
    while first < end and doc[first].is_alpha and doc[first].is_lower and doc[first].lower_ not in particles:
        if doc[first].lower_ in kinds and first + 1 < end and doc[first + 1].is_title:
            return first  # "in via Cavour 18": the street opens with its kind
        first += 1
    capitalised = first < end and (doc[first].is_title or doc[first].is_upper)
    return first if capitalised and first > start and _stands_alone(doc, first - 1) else start


#: particles and joining words of names in the languages a text may quote names from ("Thierry du Guillet",
#: "Abrahamsen og Sønner", "São Tomé und Príncipe")
_MORE_PARTICLES = frozenset("du des dos das do og und et e y bin ibn al el ter ten zu af av".split())


@cache
def name_particles() -> frozenset[str]:
    """The name particles of every supported language, and the joining words of :data:`_MORE_PARTICLES`."""
    words = {word for lang in SUPPORTED_LANGUAGES for particle in language_profile(lang).particles
             for word in particle.split()}
    return frozenset(words | _MORE_PARTICLES)


def _stands_alone(doc: Doc, i: int) -> bool:
    """A word with white space on both sides: "sur" in "Buisson-sur-Gomes" is part of a compound."""
    return (i == 0 or bool(doc[i - 1].whitespace_)) and bool(doc[i].whitespace_)


def trim_edges(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """Statistical name spans without the row numbers, brackets and scores a table glues to them.

    ``1. Anna Berg ( Sweden ) 12.41`` gives the model ``1. Anna Berg`` and ``Sweden ) 12.41``. No name
    starts or ends with a bracket or a row number (``1.``); a person's name holds no number at all, an
    organisation's may end with one ("Schalke 04") but not with a row of them, and a place may be an
    address ("6984 Price Shoals", "Via Roma 5") but does not end with a decimal score.
    """
    result: list[TokenCandidate] = []
    # a table headline's competition ("SIX NATIONS RESULTS"): an event, whatever a model typed it
    events = {(start, end) for start, end, label, source in candidates if source == "cues" and label == "MISC"}
    persons = {(start, end) for start, end, label, source in candidates
               if label == "PERSON" and source not in STATISTICAL_SOURCES}
    for start, end, label, source in candidates:
        if source in STATISTICAL_SOURCES and not any(c.isalnum() for c in span_text(doc, start, end)):
            continue  # a lone "#" or "*": nothing to name anyone with
        if source in STATISTICAL_SOURCES:
            label = _statistical_label(doc, start, end, label, persons)
            if label == "DATETIME" and _is_time_after_lower_words(doc, start, end):
                start = end - 1  # "yeah 7:30": the time alone
            if _is_given_name_pair(doc, start, end):  # "mother of Susan and Gareth" typed a firm: two people
                result.extend([(start, start + 1, "PERSON", source), (end - 1, end, "PERSON", source)])
                continue
        if source in STATISTICAL_SOURCES and label in _FIGURE_LABELS:
            figures = _shorthand_pieces(doc, start, end, every_word=False)  # "1500 w/ Dr. Abernathy": the time
            start, end = figures[0] if figures else (start, end)
        if source not in STATISTICAL_SOURCES or label not in NAME_TYPES:
            result.append((start, _before_ward_acronym(doc, start, end, label), label, source))
            continue
        possessive = _possessive_after_person(doc, start, end, label, persons)
        if possessive is not None:  # "Zhelyu Zhelev 's Union of Democratic Forces": the leader, then the party
            result.append((start, possessive, "PERSON", source))
            start = possessive + 1
        for dash_start, dash_end in _cut_pieces(doc, _handle_pieces(doc, _dash_pieces(doc, start, end)), label):
            for piece_start, piece_end in _shorthand_pieces(doc, dash_start, dash_end, label in _SHORTHAND_CUT):
                untrimmed = range(piece_start, piece_end)
                piece_start, piece_end = _trim_span(doc, piece_start, piece_end, label)
                piece_end = _before_ward_acronym(doc, piece_start, piece_end, label)
                if label == "PERSON":  # "mr pennington's catheter changed": the name ends at its possessive
                    piece_end = next((i + 1 for i in range(piece_start + 1, piece_end - 1)  # not Dutch "'s Gravensande"
                                      if doc[i].lower_ in {"'s", "’s"} and not doc[i - 1].whitespace_), piece_end)
                if _ends_with_weekday(doc, piece_start, piece_end, label):
                    piece_end -= 1  # "see you all at Hillsborough Saturday": the day is a date of its own
                    result.append((piece_end, piece_end + 1, "DATETIME", source))
                # a date cut from a name's edge is still a date ("HEBREW REHAB 7/23", "SYDNEY 2004-11-14")
                result.extend((i, i + 1, "DATETIME", source) for i in untrimmed
                              if not piece_start <= i < piece_end and (_is_date_token(doc[i].text) or (
                                  label == "MISC" and i < piece_start and _YEAR.fullmatch(doc[i].text))))
                piece_label = ("DEM" if is_nationality_before_role(doc, piece_start, piece_end)
                               or (doc.lang_ == "en" and label in PLACES_AND_PEOPLE
                                   and _is_nationality_before_noun(doc, piece_start, piece_end))
                               else "PERSON" if _opens_with_honorific(doc, piece_start, piece_end, label)
                               # "Brigham planned Tues" cut at its verb: the last piece is a day
                               else "DATETIME" if piece_start > start and _is_weekday(doc, piece_start, piece_end)
                               else label)
                if label in _LEADING_LOWER_TRIM:
                    piece_start = _past_lower_words(doc, piece_start, piece_end, name_particles())
                    if label != "MISC" and _is_role_before_person(doc, piece_start, piece_end, persons):
                        piece_start, piece_label = piece_start + 1, "PERSON"  # "the government of President Mwai Kibaki"
                if piece_end > piece_start and not _names_nothing(doc, piece_start, piece_end):
                    event = (piece_start, piece_end) in events or _is_event_in_capitals(doc, piece_start, piece_end)
                    result.append((piece_start, piece_end, "MISC" if event else piece_label, source))
    return result


def _possessive_after_person(doc: Doc, start: int, end: int, label: str, persons: set[tuple[int, int]]) -> int | None:
    """Where a possessive stands in a model's organisation or place after a person's full name that another
    source found ("Zhelyu Zhelev 's Union of Democratic Forces", "Donald Trump's Truth Social"): the person owns
    what follows and is no part of its name. A lone given name is left in ("Levi's Stadium"), and so is a name
    before a one-word institution, which a given name and a title may look like ("Preston Coroner's Court",
    "QUEEN'S CLUB")."""
    if label not in {"ORG", "LOC"}:
        return None
    for i in range(start + 2, end - 2):
        if doc[i].lower_ in {"'s", "’s"} and (start, i) in persons:
            return i
    return None


#: a hospital's department a note writes after its name ("admitted from Caritas Carney ED", "St Mary's ICU")
_WARD_ACRONYMS = frozenset({"ED", "ER", "A&E", "ICU", "ITU", "CCU", "HDU", "NICU", "PICU", "MICU", "SICU", "CVICU",
                            "SCBU", "AMU", "MAU"})


def _before_ward_acronym(doc: Doc, start: int, end: int, label: str) -> int:
    """``end`` before a department's acronym after a hospital's name in title case: the ward is no part of
    the name and identifies no one ("Caritas Carney ED" → "Caritas Carney"; not "BOSTON MEDICAL CENTER ICU"
    in capitals, where the acronym cannot be told from the name's own words)."""
    if label in {"ORG", "LOC"} and end - start > 1 and doc[end - 1].text in _WARD_ACRONYMS and not doc[end - 2].is_upper:
        return end - 1
    return end


def is_nationality_before_role(doc: Doc, start: int, end: int) -> bool:
    """One word of a nationality's shape before a role, or before "international" and a role ("Danish
    striker", "DANISH STRIKER", "Kenyan runner", "Danish international striker"): a person's origin, DEM,
    not the given name some lexicons hold ("Danish"); a team before a role keeps its name's shape
    ("Australia coach")."""
    role = end + 1 if end + 1 < len(doc) and doc[end].lower_ == "international" else end
    return (end - start == 1 and role < len(doc) and doc[role].lower_ in _ROLES_AFTER_NATIONALITY
            and doc[start].is_alpha and doc[start].lower_.endswith(_NATIONALITY_ENDINGS))


#: the endings of English's adjectives of nationality ("Danish", "Kenyan", "Japanese", "Canadian")
_NATIONALITY_ENDINGS = ("ish", "ese", "ian", "ean", "yan", "ch")


def _is_nationality_before_noun(doc: Doc, start: int, end: int) -> bool:
    """One title-case word of a nationality's shape before a lower-case noun ("the Kuwaiti press", "English
    premier league matches"): a people's adjective, DEM. The shape: an ending of :data:`_NATIONALITY_ENDINGS`
    but "ch" on a word the word tables hold neither as a name nor as a common word ("Munich police" is a
    place's, "Birch services" a tree's), a country's name and an ``i`` ("Kuwaiti", "Iraqi", "Pakistani"), or
    one of :data:`_SHORT_NATIONALITIES`; never a given name, nor a word before a verb ("Kasparian said"). In a
    heading's capitals, a nationality's word before a competition's noun ("AMERICAN LEAGUE")."""
    if end - start != 1 or end >= len(doc) or not doc[start].is_alpha:
        return False
    word, after = doc[start].lower_, doc[end]
    if doc[start].is_upper and after.is_upper and after.lower_ in _COMPETITION_NOUNS:
        return is_nationality_word(word) or word.endswith("an")  # "AMERICAN LEAGUE", "FRENCH OPEN", "KOREAN CUP"
    if not doc[start].is_title:
        return False
    if after.lower_ in _CURRENCY_NOUNS and (is_nationality_word(word) or word.endswith(("an", "i"))):
        return True  # "The Mexican peso opened weaker", "the Swiss franc": a currency, an everyday noun too
    if not (after.is_lower and after.is_alpha) or after.lower_ in _word_frequencies.everyday_words("en") or _given_names.is_given_name(word):
        return False
    if word in _SHORT_NATIONALITIES or (word.endswith("i") and word[:-1] in _countries.lower_country_names("en")):
        return True
    return (word.endswith(_NOUN_NATIONALITY_ENDINGS) and word not in (_word_frequencies.lower_case_names("en") or {})
            and word not in _word_frequencies.common_words("en"))


#: the currencies a country's adjective names ("the Mexican peso", "the Canadian dollar")
_CURRENCY_NOUNS = frozenset("peso pesos franc francs dollar dollars pound pounds euro rupee rupees yen lira krona kronor "
                            "krone kroner rand real shekel zloty forint rouble ruble rubles dinar dirham baht won yuan "
                            "ringgit rupiah koruna lev leu".split())


#: :data:`_NATIONALITY_ENDINGS` but "ch", which ends as many places ("Munich", "Zurich", "Norwich") as peoples


#: the nouns of a competition a nationality's adjective opens ("AMERICAN LEAGUE", "FRENCH OPEN", "ITALIAN CUP")
_COMPETITION_NOUNS = frozenset("league cup open championship championships division conference series".split())
_NOUN_NATIONALITY_ENDINGS = tuple(ending for ending in _NATIONALITY_ENDINGS if ending != "ch")
#: adjectives of nationality without one of the usual endings ("French", "Welsh", "Thai")
_SHORT_NATIONALITIES = frozenset("french dutch czech welsh swiss thai greek scots".split())


def is_nationality_word(word: str) -> bool:
    """Whether a lower-case word has a nationality's shape: an ending of :data:`_NATIONALITY_ENDINGS`
    ("palestinian", "danish") or one of :data:`_SHORT_NATIONALITIES` ("french")."""
    return word.endswith(_NATIONALITY_ENDINGS) or word in _SHORT_NATIONALITIES


def _is_given_name_pair(doc: Doc, start: int, end: int) -> bool:
    """Two given names in title case that a conjunction joins ("Susan and Gareth", "Ana y Pedro"), or a handle
    and a name ("@beccaj_photo and Dylan")."""
    if end - start != 3 or doc[start + 1].lower_ not in _PAIR_CONJUNCTIONS or not doc[start + 1].is_lower:
        return False
    if doc[start].text.startswith("@") and doc[end - 1].is_title:
        return True  # "with @beccaj_photo and Dylan": a handle and a person
    return all(is_titled_given_name(doc, i) for i in (start, end - 1))


def is_titled_given_name(doc: Doc, i: int) -> bool:
    """``doc[i]`` a given name in title case ("Susan", "Inès"); False outside the document."""
    return 0 <= i < len(doc) and doc[i].is_title and _given_names.is_given_name(doc[i].lower_)


def _is_event_in_capitals(doc: Doc, start: int, end: int) -> bool:
    """A headline's competition in capitals ("BRITISH OPEN", "TOUR DE FRANCE"): an event, whatever a model
    typed it."""
    return (end - start > 1 and (doc[end - 1].text in CAPITALS_EVENT_WORDS or doc[start].text in _RACES)
            and all(t.is_upper for t in doc[start:end] if t.is_alpha))  # "DERBY" alone is the town


#: the words that open a race's name ("TOUR DE FRANCE", "GIRO D'ITALIA", "RALLY OF FINLAND")
_RACES = frozenset({"TOUR", "GIRO", "VUELTA", "RALLY"})


def _is_degree_subject(doc: Doc, start: int, end: int) -> bool:
    """Words in title case right after a degree ("BSc Computer Science, University of Leeds"): the subject, not a
    body, unless they end with an institution's kind ("MBA Harvard Business School")."""
    return (start > 0 and doc[start - 1].text in _DEGREES and doc[start].is_title
            and doc[end - 1].lower_ not in INSTITUTIONS and not any(t.lower_ == "university" for t in doc[start:end]))


def _names_nothing(doc: Doc, start: int, end: int) -> bool:
    """A model's piece that names nothing, whatever its type: a topic tag, a table's words ("WOMEN'S"), a word
    after an emoji, a ward's number or code, a ward round, a Latin phrase, a field's one-letter label."""
    return (is_topic_tag(doc, start, end) or _is_table_words_only(doc, start, end)
            or _is_word_after_emoji(doc, start, end) or _is_ward_number(doc, start, end)
            or is_ward_round(doc, start, end) or _is_ward_code(doc, start, end) or is_latin_phrase(doc, start, end)
            or _is_letter_label(doc, start, end))


def _is_letter_label(doc: Doc, start: int, end: int) -> bool:
    """One capital letter before a colon: a field's label ("(H: 01773 822410)", "W: 555-0187"), no initial."""
    return (end == start + 1 and end < len(doc) and doc[end].text == ":" and len(doc[start].text) == 1
            and doc[start].is_upper)


def _is_tag_word(doc: Doc, i: int) -> bool:
    """``doc[i]`` is a hashtag's word, glued to its "#" ("#ProudTeacher")."""
    return i > 0 and doc[i - 1].text == "#" and not doc[i - 1].whitespace_


#: Latin phrases English writes whose first word is also a given name ("Alma mater: University of Exeter")
_LATIN_PHRASES = frozenset({("alma", "mater")})


def is_latin_phrase(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` is a Latin phrase of :data:`_LATIN_PHRASES`, or its first word before the second: an
    infobox's field ("Alma mater: University of Exeter"), a graduate's "alma mater", no person."""
    return start + 1 < len(doc) and end <= start + 2 and (doc[start].lower_, doc[start + 1].lower_) in _LATIN_PHRASES


def _statistical_label(doc: Doc, start: int, end: int, label: str, persons: set[tuple[int, int]]) -> str:
    """The type a model's span ``doc[start:end]`` has by its shape, whatever the model typed it (each test in
    turn, on the type the one before gave); ``persons``: the spans other sources found people in."""
    if label == "CODE" and _DURATION.fullmatch(span_text(doc, start, end)):
        label = "DATETIME"  # "at approximately 06:35", "2:21:04": a time, not a code
    if label in NAME_TYPES and (_is_weekday(doc, start, end) or span_text(doc, start, end) in _TIME_ZONES
                                or _is_time_after_lower_words(doc, start, end) or _is_duration(doc, start, end)):
        label = "DATETIME"  # "on Monday", "THURSDAY", "at 1200 GMT", "yeah 7:30": a day or a time, not a name
    if label == "DATETIME" and end - start == 1 and doc[start].is_alpha and doc[start].lower_ in town_names(doc.lang_):
        label = "LOC"  # "un buon meccanico a monza?": a town in lower case that a model took for a date
    if label in NAME_TYPES and end - start > 1 and doc[start].lower_ in _STORMS:
        label = "MISC"  # "Hurricane Milton", "Typhoon Haiyan": an event, as news NER sets type it
    if is_event_name(doc, start, end, label):
        label = "MISC"  # "Davis Cup Americas", "Great North Run", "Brampton Festival": a competition, an event
    if label in NAME_TYPES and (_is_degree_subject(doc, start, end) or (
            end - start > 1 and doc[start].text in _DEGREES and doc[start + 1].is_title)):
        label = "MISC"  # "BSc Economics", "MA History": a qualification, not a person or a body
    if label in NAME_TYPES and end - start == 1 and doc[start].text in _EXAMS:
        label = "MISC"  # "their GCSE results", "IELTS 7.5": an examination, not a body
    if (label in NAME_TYPES and label != "LOC" and doc.lang_ == "en" and 1 < end - start < 4
            and doc[start].lower_ in NATURAL_PLACE_KINDS and is_natural_place(span_text(doc, start, end))):
        label = "LOC"  # "Loch Lomond", "Mount Snowdon": a lake, a mountain, whatever the model typed
    if label == "PERSON" and end - start > 1 and doc[end - 1].is_title and doc[end - 1].lower_ in INSTITUTIONS:
        label = "ORG"  # "St Thomas' Hospital", "St Mary's College": a saint's name on a building is the body's
    if (label == "PERSON" and end - start == 1 and start > 0 and doc[start - 1].lower_ in _VIEWING_VERBS
            and not _is_given_name(doc[start].lower_)):
        label = "MISC"  # "Just watched Oppenheimer", "binged Succession": a film or a show, a work, no person
    if label in NAME_TYPES and end - start == 1 and doc[start].lower_ in _PARTY_MEMBERS:
        label = "DEM"  # "Republicans would push ahead": a party's members, a political view, not a name
    if label in {"ORG", "PERSON"} and _is_party_adjective_before_role(doc, start, end):
        label = "DEM"  # "Social Democrat leader Goran Persson": the leader's politics, not the party's name
    if label in {"ORG", "LOC"} and _is_role_before_person(doc, start, end, persons):
        label = "PERSON"  # "Niece Sandra Kowalski", "President Mwai Kibaki": the role goes, the person stays
    return label


#: the English honorifics before a person's surname
_HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "mx"})


def _opens_with_honorific(doc: Doc, start: int, end: int, label: str) -> bool:
    """A place's or a body's span of an honorific and one or two words in title case: a person ("Bed 4 - Mr
    Lindqvist" typed a place)."""
    return (label in {"ORG", "LOC"} and doc.lang_ == "en" and 1 < end - start < 4
            and doc[start].lower_.rstrip(".") in _HONORIFICS and all(t.is_title for t in doc[start + 1:end]))


def is_event_name(doc: Doc, start: int, end: int, label: str) -> bool:
    """``doc[start:end]``, typed ``label``, names a competition, a festival or an award, an event as news NER
    sets type it, whoever proposed it: an event's word in any supported language ("Davis Cup Americas",
    "Festival di Sanremo", "Arthur C. Clarke Award"), a last word that ends an event's name ("Great North
    Run", "Eras Tour"), a tour of a country ("Tour de France"), or the multi-sport games ("Commonwealth
    Games"). A person's span only with no headline verb in it ("MAKAU WINS BERLIN MARATHON": two names a
    verb parts); not a body or a venue named after its event ("Coppa Club", "Royal Festival Hall")."""
    if label not in {"ORG", "LOC", "PERSON"} or (label == "PERSON" and (end - start < 2 or any(
            t.is_upper and t.lower_ in CAPITALS_VERBS for t in doc[start:end]))):
        return False
    if doc[end - 1].lower_ in _BODY_LAST_WORDS:
        return False
    return (any(t.lower_ in _EVENT_WORDS for t in doc[start:end])
            or (end - start > 1 and doc[end - 1].text in _LAST_EVENT_WORDS)
            or (end - start > 1 and doc[end - 1].lower_ == "league" and doc[end - 2].lower_ in _COMPETITION_LEAGUES)
            or (end - start > 2 and doc[start].text == "Tour" and doc[start + 1].lower_ in _TOUR_LINKS)
            or (end - start == 2 and doc[end - 1].text == "Games" and doc[start].text in _GAMES))


def events_as_misc(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``candidates`` with the events among them typed MISC (:func:`is_event_name`), whichever source found
    them: the capitalised words' source reads "Festival di Sanremo" as a body. A place right after a tour's
    word and its particle is the tour's name, widened to hold them ("CYCLING - TOUR OF SPAIN STAGE RESULTS":
    a race, where the countries' source found "SPAIN" alone), and so are the games after their adjective
    (:func:`_event_opening`)."""
    tours = {start: opening for start, end, label, _ in candidates
             if label in {"LOC", "ORG"} and (opening := _event_opening(doc, start, end)) is not None}
    inside_tours = {i for opening, widened in tours.items() for i in range(widened, opening)}
    return [(tours[start], end, "MISC", source) if start in tours
            else (start, end, "MISC" if is_event_name(doc, start, end, label) else label, source)
            for start, end, label, source in candidates if start not in inside_tours]


def _event_opening(doc: Doc, start: int, end: int) -> int | None:
    """Where the event that ``doc[start:end]`` ends opens: before a tour's word, in title case or capitals, and
    its particle ("Tour of", "TOUR DE"), or before the games' adjective ("the 2014 Asian Games", where a model
    found "Games" alone); None where it ends none."""
    if start >= 2 and doc[start - 2].text in {"Tour", "TOUR"} and doc[start - 1].lower_ in _TOUR_LINKS:
        return start - 2
    if end - start == 1 and start >= 1 and doc[start].text == "Games" and doc[start - 1].text in _GAMES:
        return start - 1
    return None


#: the last words of a body or a venue named after an event ("Coppa Club", "Festival Republic Ltd", "Royal
#: Festival Hall")
_BODY_LAST_WORDS = frozenset({"club", "group", "ltd", "limited", "plc", "inc", "gmbh", "sa", "spa", "bv", "srl", "hall",
                              "theatre", "theater", "park", "stadium", "arena", "centre", "center", "house", "street",
                              "road", "square", "ground", "committee", "foundation", "trust"})
#: the particles of a tour of a country or a region ("Tour de France", "Tour of Flanders", "Tour du Faso")
_TOUR_LINKS = frozenset({"de", "of", "du", "d'", "di"})


#: the kinds that end a body's or a building's name, never a person's ("St Thomas' Hospital", "Balliol College")
INSTITUTIONS = frozenset({"college", "university", "school", "academy", "institute", "hospital", "infirmary",
                           "hospice", "clinic", "cathedral", "church", "chapel", "museum", "library", "stadium"})


def _is_time_after_lower_words(doc: Doc, start: int, end: int) -> bool:
    """A clock's time, alone or after words in lower case ("yeah 7:30" in a chat): a time, whatever a model
    typed it."""
    return bool(_DURATION.fullmatch(doc[end - 1].text)) and all(t.is_lower for t in doc[start:end - 1])


def _is_duration(doc: Doc, start: int, end: int) -> bool:
    """A number and a unit of time ("in 20 mins", "for 3 hrs"), whatever follows it in the span: a duration, not a
    place or a person."""
    return (end - start >= 2 and doc[start].like_num and not doc[start].is_alpha
            and doc[start + 1].lower_ in _TIME_UNITS)


#: the units of time a post writes after a number ("20 mins", "3 hrs", "2 wks")
_TIME_UNITS = frozenset("sec secs second seconds min mins minute minutes hr hrs hour hours day days wk wks week weeks "
                        "month months yr yrs year years".split())
#: the degrees a CV writes before the subject ("BSc Economics", "MA History")
_DEGREES = frozenset("BSc MSc MPhil PhD DPhil MBA LLB LLM BEng MEng MBBS BEd PGCE".split())  # not BA, MA: an airline, a state
#: the examinations and school qualifications a model reads as bodies ("their GCSE results")
_EXAMS = frozenset("GCSE GCSEs IGCSE IGCSEs BTEC BTECs NVQ HND IELTS TOEFL GMAT LSAT MCAT SATs".split())
#: the time zones a wire story writes after a time ("at 1200 GMT")
_TIME_ZONES = frozenset("GMT BST UTC CET CEST EST EDT PST PDT CST CDT MST MDT".split())
#: the words that make a name a competition's, an event ("Davis Cup", "World Championships", "Olympics")
_EVENT_WORDS = frozenset({"cup", "trophy", "championship", "championships", "olympics", "olympiad", "tournament",
                          "marathon", "prix", "formula", "festival", "award", "awards", "prize", "prizes", "medal",
                          "fellowship", "scholarship",
                          # the same in the other languages supported
                          "copa", "coppa", "coupe", "pokal", "beker", "premio", "prémio", "prijs", "festivals",
                          "campeonato", "campionato", "championnat", "kampioenschap", "meisterschaft", "mundial",
                          "mondiali", "olimpiadi", "olimpiadas", "jeux", "juegos", "maratón", "maratona", "giro",
                          "vuelta", "oktoberfest", "biennale", "bienal",
                          # the leagues that have one word's name ("Scottish Premiership", "the Bundesliga")
                          "premiership", "bundesliga", "eredivisie",
                          # the competitions a word alone names ("Southgate's squad for the Euros", "the Ashes")
                          "euros", "paralympics", "ashes"})
#: the words before "League" that make it a competition, not a body ("Premier League", "Conference League";
#: not "Muslim League", "Anti-Defamation League")
_COMPETITION_LEAGUES = frozenset({"premier", "champions", "europa", "conference", "nations", "super", "diamond",
                                  "major", "pro", "bash", "football", "rugby", "hockey", "basketball", "netball"})
#: the multi-sport games named by a word before "Games" ("Commonwealth Games"; not a studio, "Epic Games")
_GAMES = frozenset("Commonwealth Olympic Paralympic Asian European Invictus Highland Island Mediterranean "
                   "Pan-American African Arab Youth World Special".split())
#: the words that end an event's, an honour's or a statistic's name, and open a body's ("Great North Run", "Dubai
#: Desert Classic", "Eras Tour", "Marie Curie Fellow", "Consumer Price Index"; "Classic FM")
_LAST_EVENT_WORDS = frozenset({"Run", "Classic", "Tour", "Fellow", "Scholar", "Index"})
#: the verbs a post writes before a film or a show it saw ("just watched Oppenheimer")
_VIEWING_VERBS = frozenset("watched watching rewatched rewatching binged bingeing binge-watched streamed".split())
#: the members of a party or a movement, as English names them ("Republicans", "Tories"): a political view
_PARTY_MEMBERS = frozenset("republicans democrats conservatives tories liberals socialists communists nationalists "
                           "unionists loyalists labourites".split())
#: a party's member in the singular, as a description before an office ("Social Democrat leader")
_PARTY_MEMBER = frozenset("republican democrat conservative tory liberal socialist communist nationalist unionist "
                          "loyalist labourite".split())
#: the offices and roles a party's description comes before
_PARTY_ROLES = frozenset("leader leaders mp mps senator senators candidate candidates lawmaker lawmakers deputy "
                         "deputies councillor councillors congressman congresswoman governor mayor minister "
                         "ministers chairman chairwoman spokesman spokeswoman".split())


def _is_party_adjective_before_role(doc: Doc, start: int, end: int) -> bool:
    """A span that ends with a party's member in the singular, in title case, before an office in lower case
    ("Social Democrat leader", "Republican senator"): a description of a person's politics."""
    return (end < len(doc) and doc[end - 1].is_title and doc[end - 1].lower_ in _PARTY_MEMBER
            and doc[end].is_lower and doc[end].lower_ in _PARTY_ROLES)


#: the words that name a storm before its given name ("Hurricane Milton"): an event, not a person
_STORMS = frozenset({"hurricane", "typhoon", "cyclone"})
#: the labels whose statistical spans lose the lower-case words they open with (see :func:`_past_lower_words`)
_LEADING_LOWER_TRIM = frozenset({"ORG", "LOC", "MISC"})
#: the labels whose statistical spans are cut at shorthand: an organisation or a place written in
#: lower case may hold words of the list ("mercy home care", "family health center"), a person's name
#: or a description of one ("67yo m") does not
_SHORTHAND_CUT = frozenset({"PERSON", "DEM", "MISC"})
#: the labels of a model's figures, which end at a note's shorthand with a slash ("at 1500 w/ Dr. Abernathy")
_FIGURE_LABELS = frozenset({"QUANTITY", "DATETIME"})


def _shorthand_pieces(doc: Doc, start: int, end: int, every_word: bool) -> list[tuple[int, int]]:
    """``doc[start:end]`` cut at lower-case clinical shorthand (``w/``, ``hx``, ``chf``): the pieces between.

    A model trained on prose runs a span on through a note's shorthand (``67yo m w/ hx of chf, copd``),
    and no name holds such a word in lower case. Title case and capitals are left alone: ``Home Office``,
    ``GOOD HOPE HOSPITAL`` hold words of the list that are names there. Not ``every_word`` (an
    organisation or a place, "mercy home care"): only at shorthand with a slash (``Lowell w/ partner``).
    """
    shorthand, _ = never_names("en")
    pieces: list[tuple[int, int]] = []
    piece_start = start
    for i in range(start, end):
        word = doc[i].text
        if i < piece_start:
            continue
        # "LAB S/P PCI": shorthand with a slash, which the tokenizer writes as three tokens, in any case
        slashed = (i + 2 < end and doc[i + 1].text == "/" and not doc[i].whitespace_ and not doc[i + 1].whitespace_
                   and span_text(doc, i, i + 3).lower() in shorthand)
        if slashed or ((word.islower() or "/" in word) and doc[i].lower_ in shorthand and (every_word or "/" in word)):
            if i > piece_start:
                pieces.append((piece_start, i))
            piece_start = i + (3 if slashed else 1)
    if end > piece_start:
        pieces.append((piece_start, end))
    return pieces


_DASHES = frozenset({"-", "–", "—", "--"})


def _is_seat_suffix(doc: Doc, i: int, end: int) -> bool:
    """``doc[i]`` the hyphen of a seat's suffix between a place and a name ("Frankfurt-based Deutsche Börse",
    "Texas-headquartered Dell"): the place and the body are two names, the suffix neither."""
    return (doc[i].text == "-" and i > 0 and not doc[i - 1].whitespace_ and not doc[i].whitespace_
            and i + 2 < end and doc[i + 1].lower_ in _SEAT_SUFFIXES)


#: the words a hyphen joins to a place to say where a body sits or comes from
_SEAT_SUFFIXES = frozenset({"based", "headquartered", "registered", "listed", "born", "owned"})


def _is_spaced_dash(doc: Doc, i: int) -> bool:
    """A dash with white space on both sides (:func:`is_spaced`): "SOCCER - JAPAN WIN", "Paris - The minister"."""
    return is_spaced(doc, i, _DASHES)


def _dash_pieces(doc: Doc, start: int, end: int) -> list[tuple[int, int]]:
    """``doc[start:end]`` cut at what no name runs across: a spaced dash, a bracket (``France ) Groupama``,
    ``Riis ( Denmark ) Telekom``: a rider, his country and his team), a plus (``carol + daughter``), and a
    line break after a results row's score (``Hibernian 0 Hearts 0`` / ``St Mirren``)."""
    pieces, piece_start = [], start
    for i in range(start, end):
        text = doc[i].text
        # "Riis ( Denmark ) Telekom": a rider, his country, his team; "wife carol + daughter jen": a note's plus
        unmatched = text in {"(", ")", "+"} or _is_pictograph(text)  # "Auntie Pat ❤️ Funeral": no name holds one
        row_break = "\n" in text and i > start and _is_number(doc[i - 1].text) and _in_results_row(doc, i - 1)
        gap = doc[i].is_space  # "Alan Thwaite  NHS:": no name holds a run of spaces
        if _is_spaced_dash(doc, i) or unmatched or row_break or gap:
            pieces.append((piece_start, i))
            piece_start = i + 1
        elif _is_seat_suffix(doc, i, end):  # "Frankfurt-based Deutsche Börse": the town, then the firm
            pieces.append((piece_start, i))
            piece_start = i + 2
    pieces.append((piece_start, end))
    return [(a, b) for a, b in pieces if b > a]


def _is_ward_code(doc: Doc, start: int, end: int) -> bool:
    """A ward's or a bay's code after its word ("Wythenshawe Hospital ward F7", "Bay C2"): a place every patient
    of the hospital shares, no body's name."""
    return (end - start == 1 and start > 0 and doc[start - 1].lower_ in _WARD_WORDS
            and _WARD_CODE.fullmatch(doc[start].text) is not None)


#: a ward's code: letters and a number ("F7", "C2", "AMU3") or a number and a letter ("7B")
_WARD_CODE = re.compile(r"[A-Z]{1,3}\d{1,3}[A-Z]?|\d{1,3}[A-Z]")


def _is_ward_number(doc: Doc, start: int, end: int) -> bool:
    """A hospital's ward, bay, bed or room by its number ("admitted to Ward 22 at Blackpool Victoria"): a
    place every patient of the hospital shares, no one's address; the hospital is named apart."""
    return end - start == 2 and _ward_number_at(doc, start)


def is_ward_round(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` the word "Ward" before "round" ("Ward round Dr Achterberg"): a hospital's round, which
    a given name's lexicon and a model read as the surname Ward."""
    return (end - start == 1 and doc[start].lower_ == "ward" and end < len(doc)
            and doc[end].lower_ in {"round", "rounds"})


def _opens_with_ward_number(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` opens with a ward's, a bay's or a bed's number before a capitalised word ("Bed 12 Mr
    Pieter van der Berg", "Bay 3 Doris Hale"), or in lower case before a word in lower case ("bed 4 mrs
    o'brien"): a handover's place for the patient, no part of the name."""
    if end - start <= 2 or not doc[start + 1].text.isdigit():
        return False
    in_lower_case = doc[start].is_lower and doc[start + 2].is_lower and doc[start].lower_ in _WARD_WORDS
    return in_lower_case or (_ward_number_at(doc, start) and doc[start + 2].text[:1].isupper())


def _ward_number_at(doc: Doc, i: int) -> bool:
    """``doc[i]`` a room's word in title case and ``doc[i + 1]`` its number, maybe with a letter ("Ward 22", "Bed
    12", "Ward 7B")."""
    return doc[i].lower_ in _WARD_WORDS and doc[i].text[:1].isupper() and bool(_ROOM_NUMBER.fullmatch(doc[i + 1].text))


#: a room's number: digits, and maybe a letter before or after them ("22", "7B", "B4")
_ROOM_NUMBER = re.compile(r"\d{1,3}[A-Za-z]?|[A-Za-z]\d{1,3}")


#: the rooms of a hospital a note numbers ("Ward 4", "Bay 3", "Bed 7")
_WARD_WORDS = frozenset({"ward", "bay", "bed", "room", "cubicle", "side-room"})


def _is_word_after_emoji(doc: Doc, start: int, end: int) -> bool:
    """One English common word cut from a model's span after an emoji ("Auntie Pat ❤️ Funeral at ..."): the
    emoji ended a sentence, and the capital is the next one's."""
    if end - start != 1 or start == 0 or doc.lang_ != "en" or not _is_pictograph(doc[start - 1].text):
        return False

    return doc[start].lower_ in _word_frequencies.common_words("en")


def _is_pictograph(text: str) -> bool:
    """An emoji or another pictograph ("❤️", "🎸"): a post writes one between sentences, never inside a name.
    The tokenizer may write an emoji's variation selector apart ("❤" and U+FE0F): that too. ASCII holds
    neither, and most tokens are ASCII: a sentence's end is asked of every token's neighbour."""
    if text.isascii():
        return False
    return any(unicodedata.category(c) == "So" for c in text) or (
        bool(text) and all(unicodedata.category(c) in {"Mn", "Cf"} for c in text))


def _ends_with_weekday(doc: Doc, start: int, end: int, label: str) -> bool:
    """A place's, a person's or a body's span of capitalised words that ends with a weekday ("at Hillsborough
    Saturday"); not a club or a day so named ("Sheffield Wednesday", "Good Friday", "Easter Monday")."""
    if label not in PLACES_AND_PEOPLE or end - start < 2 or doc[end - 1].lower_ not in WEEKDAYS:
        return False
    before = doc[end - 2]
    return (doc[end - 1].is_title and before.is_title and before.lower_ not in _WEEKDAY_ADJECTIVES
            and f"{before.lower_} {doc[end - 1].lower_}" not in _WEEKDAY_NAMES)


#: a name that ends with a weekday and is no day: a club
_WEEKDAY_NAMES = frozenset({"sheffield wednesday"})
#: the words before a weekday that make it a day of its own ("Easter Sunday", "Bloody Sunday", "Good Friday"; the
#: holidays of :data:`.date_spans.HOLIDAYS` that end with a weekday among them)
_WEEKDAY_ADJECTIVES = frozenset({"easter", "bloody", "black", "super", "good", "holy", "maundy", "ash", "palm",
                                 "cyber"})


def _is_weekday(doc: Doc, start: int, end: int) -> bool:
    """A weekday alone, or before its day of the month ("Thurs 14th")."""
    if start >= end or not (doc[start].is_punct or doc[start].lower_ in WEEKDAYS or doc[start].lower_ in {"'s", "’s"}):
        return False  # most spans: no weekday opens them
    words = [t.lower_ for t in doc[start:end] if not (t.is_punct or t.lower_ in {"'s", "’s"})]
    if len(words) == 2 and _ORDINAL_DAY.fullmatch(words[1]):
        words = words[:1]
    return len(words) == 1 and words[0] in WEEKDAYS


#: a day of the month written as an ordinal ("14th", "1st")
_ORDINAL_DAY = re.compile(r"(?:[12]?\d|3[01])(?:st|nd|rd|th)")


def _is_role_before_person(doc: Doc, start: int, end: int, persons: set[tuple[int, int]]) -> bool:
    """A kinship word or an office before a person's name, whatever type a model gave the span ("Niece
    Sandra Kowalski", "President Mwai Kibaki"): the name opens with a given name, or another source found a
    person in the rest of the span."""
    if end - start < 2 or doc[start].lower_.rstrip(".") not in _ROLES_BEFORE_NAMES or not doc[start + 1].text[:1].isupper():
        return False
    return _given_names.is_given_name(doc[start + 1].lower_) or (start + 1, end) in persons


#: the kinship words and offices written before a person's name
_ROLES_BEFORE_NAMES = frozenset(KINSHIP_ROLES + OFFICES) | _TITLE_ENDS


#: the labels a model gives the teams of a results row (``BOSTON 5 Seattle 3``: cities named for their clubs)
_TEAM_LABELS = frozenset({"ORG", "LOC", "GPE"})


def _is_given_name(lower: str) -> bool:
    return _given_names.is_given_name(lower)


def _cut_pieces(doc: Doc, pieces: list[tuple[int, int]], label: str) -> list[tuple[int, int]]:
    """Pieces cut again where a model ran one name into the next: at a stand-alone number between two
    capitalised words of an organisation's, a place's or a person's span in a results row (``CLEVELAND 6
    Oakland 2``, ``Leeds 20 15 0 5``, ``Chelsea 0 Newcastle`` typed a person: teams and their scores; an
    address keeps its numbers, "Rosario Pera 36 Apt. 05"), at a headline's verb in capitals
    (``MAKAU WINS BERLIN MARATHON``) and at a headline's "versus" (``PAKISTAN V ENGLAND``)."""
    cut: list[tuple[int, int]] = []
    for start, end in pieces:
        piece_start = start
        may_hold_teams = label in _TEAM_LABELS or label == "PERSON"
        holds_address: bool | None = None  # a flat's or a floor's word in the piece: read at its first number
        for i in range(start + 1, end - 1):
            verb = doc[i].is_upper and doc[i].lower_ in CAPITALS_VERBS
            between_names = doc[i - 1].text[:1].isupper() and doc[i + 1].text[:1].isupper()
            if holds_address is None and between_names and may_hold_teams and _is_number(doc[i].text):
                holds_address = _holds_address_unit(doc, start, end)
            # a cut between two names: each reading read only there, and only until one holds
            cuts_names = between_names and (
                (may_hold_teams and _is_number(doc[i].text) and not holds_address and _in_results_row(doc, i))
                or verb
                or (doc[i].lower_ in VERSUS and doc[i - 1].is_upper and doc[i + 1].is_upper)
                or (label in {"PERSON", "LOC"} and doc[i].is_lower and doc[i].text in _VERSUS_WORDS)
                or (doc[i].text in VERSUS and _in_fixture_line(doc, i))
                or (doc[i].text in {"vs", "vs."} and doc[i - 1].is_title and doc[i + 1].is_title)
                # "Moin b Wasim": caught by, bowled by
                or (doc.lang_ == "en" and doc[i].text in _DISMISSALS)
                # "Cutz on Easter Road", "Boots on Deansgate"
                or (doc[i].text in _STREET_PREPOSITIONS and (_names_street(doc, i + 1, end)
                                                            or _is_shop_on_street(doc, i, end, label)))
                or doc[i].text in _CLAUSE_LINKS.get(doc.lang_, ()) or _is_comma_before_body(doc, i, end, label)
                # "defeating Labour 's Karen Shore": a party's or a club's person, two names
                or (doc[i].text in {"'s", "’s"} and doc[i + 1].is_title and _is_given_name(doc[i + 1].lower_)))
            if cuts_names or _is_verb_inside_name(doc, i, piece_start, end):
                cut.append((piece_start, i))
                piece_start = i + 1
                while verb and piece_start < end - 1 and doc[piece_start].text in _HEADLINE_PREPOSITIONS:
                    piece_start += 1  # "WREXHAM EDGE PAST BIRMINGHAM": the verb's preposition names nothing
            elif i > piece_start and _is_member_before_name(doc, i):
                cut.append((piece_start, i))  # "Labour MP Stella Creasy": the party, and the member it names
                piece_start = i + 1
            elif i >= piece_start + 1 and _and_the_institution(doc, i, end):
                cut.append((piece_start, i))  # "Reckitt and the University of Hull": a firm and a university
                piece_start = i + 2
            elif label in {"ORG", "LOC"} and (kind_start := _kind_before_name(doc, piece_start, i)) is not None:
                cut.append((piece_start, kind_start))  # "the Cardiff housing charity Llamau": a city, a charity
                piece_start = i + 1
            elif i > piece_start and (street_start := street_after_particle(doc, i, end)) is not None:
                cut.append((piece_start, i))  # "Mercadona de la avenida de Burgos": a shop, then its street
                piece_start = street_start
        cut.append((piece_start, end))
    return [(a, b) for a, b in cut if b > a]


def _is_verb_inside_name(doc: Doc, i: int, start: int, end: int) -> bool:
    """Whether ``doc[i]`` is an English verb or adverb in lower case between capitalised words of one span: a
    model ran a clause's subject into its object ("If anyone from Ward 3 knows Cllr Hopkins"). A name's
    lower-case words are function words and particles ("Bank of England", "Newcastle upon Tyne", "Thierry du
    Guillet"), which :func:`.word_frequencies.everyday_words` leaves out only in part: they are excluded here."""
    word = doc[i]
    if doc.lang_ != "en" or not word.is_lower or not word.is_alpha or len(word) < 3 or word.lower_ in never_names("en")[1]:
        return False  # "Kürt Demokrasi Kültür ve Dayanışma Derneği": a short word may be another language's "and"
    if doc[i - 1].lower_ in name_particles() or not _stands_alone(doc, i):
        return False  # "St. Vincent und die Grenadinen": an article after a name's conjunction; "34-year-old"
    if word.lower_ not in _word_frequencies.everyday_words("en", frequent_only=True) or word.lower_ in name_particles():
        return False
    return any(doc[j].text[:1].isupper() for j in range(start, i)) and \
        any(doc[j].text[:1].isupper() for j in range(i + 1, end))


def street_after_particle(doc: Doc, i: int, end: int) -> int | None:
    """Where the street's name starts in ``doc[i:end]`` when a particle at ``i`` links a capitalised name to a
    street's kind after it, in the languages that write the kind first ("Mercadona de la avenida de Burgos",
    "Holon da Rua Direita"): the kind itself in title case, the word after it (and its particle) in lower
    case, as a name's kind in lower case is no part of it. None where no such street follows."""
    kinds = _addresses.street_kinds(doc.lang_)
    if not kinds or doc[i].lower_ not in _STREET_PARTICLES or not doc[i - 1].text[:1].isupper():
        return None
    kind = i + 2 if i + 2 < end and doc[i + 1].lower_ in {"la", "los", "las"} else i + 1
    if kind >= end or doc[kind].lower_ not in kinds:
        return None
    if doc[kind].text[:1].isupper():
        return kind
    name = kind + 1
    if name >= end:
        return None
    while name < end - 1 and doc[name].lower_ in _STREET_PARTICLES:
        name += 1
    return name if doc[name].text[:1].isupper() else None


#: the particles between a name and a street's kind, and between the kind and the street's name
_STREET_PARTICLES = frozenset({"de", "del", "della", "delle", "dei", "di", "da", "do", "dos", "das", "du", "des"})


def _kind_before_name(doc: Doc, start: int, i: int) -> int | None:
    """Where the lower-case words start that end with a body's kind at ``i`` between two names in English
    ("Cardiff housing charity Llamau", "Leeds indie band Yard Act"): the place and the body, not one name.
    None where no kind word is at ``i``, or no capitalised word comes before the run (the lower-case words
    of an event, "the Kassel marathon bombing", end no kind and stay)."""
    if doc.lang_ != "en" or doc[i].lower_ not in _BODY_KINDS or not doc[i].is_lower or not doc[i + 1].is_title:
        return None
    first = i
    while first - 1 > start and doc[first - 1].is_lower and doc[first - 1].is_alpha:
        first -= 1
    return first if doc[first - 1].text[:1].isupper() and doc[first - 1].is_alpha else None


#: the kinds of body a text names between a place and the body's name ("the Cardiff housing charity Llamau")
_BODY_KINDS = frozenset("charity band firm company startup club group label brewery bakery publisher agency "
                        "retailer chain trust foundation theatre team side".split())


def _and_the_institution(doc: Doc, i: int, end: int) -> bool:
    """English "and the" at ``i`` after a capitalised word and before an institution's kind ("... and the
    University of Hull"): two bodies, where a band named so keeps its name ("Florence and the Machine")."""
    return (doc.lang_ == "en" and doc[i].text == "and" and i + 2 < end and doc[i - 1].text[:1].isupper()
            and doc[i + 1].text == "the" and doc[i + 2].lower_ in _INSTITUTION_KINDS and doc[i + 2].is_title)


#: the kinds of body that open an institution's name after "the"
_INSTITUTION_KINDS = frozenset("university council department ministry government bank trust college hospital "
                               "police museum agency commission institute".split())


#: the seats a party's member holds, written between the party and the member's name ("Labour MP Stella
#: Creasy", "SNP MSP Kate Forbes", "Tory councillor Jane Hill")
MEMBER_SEATS = frozenset({"MP", "MEP", "MSP", "MS", "MLA", "TD", "AM", "Cllr", "councillor", "Councillor",
                           "candidate", "peer", "senator", "Senator", "congressman", "congresswoman"})


def _is_member_before_name(doc: Doc, i: int) -> bool:
    """``doc[i]`` a member's seat after a capitalised party and before a given name in title case."""
    return (doc[i].text in MEMBER_SEATS and i + 1 < len(doc) and doc[i - 1].text[:1].isupper()
            and doc[i + 1].is_title and _given_names.is_given_name(doc[i + 1].lower_))


#: the prepositions that put a shop or a firm on its street ("Cutz on Easter Road", "Greggs in Market Street")
_STREET_PREPOSITIONS = frozenset({"on", "in", "off"})
#: the words that join two names in a clause, never inside one: English's "with" and "at" ("Llandough Hospital
#: with Kath", "Contact Sandra at Bridgfords"), French's "par" ("CHU de Lille par SOS Médecins"), and the
#: prepositions of place that put a firm or a club in its town or ground ("Philips in Eindhoven", "Benfica no
#: Estádio de Alvalade", "Siemens in München"); the particles inside place names are others ("Frankfurt am
#: Main", "Rio de Janeiro", "Bergen op Zoom")
_CLAUSE_LINKS = {"en": frozenset({"with", "at"}), "fr": frozenset({"par", "à"}), "nl": frozenset({"in", "uit"}),
                 "de": frozenset({"in", "aus"}), "es": frozenset({"en"}), "it": frozenset({"in"}),
                 "pt": frozenset({"no", "na", "em"})}


#: the prepositions in capitals that follow a headline's verb before its object
_HEADLINE_PREPOSITIONS = frozenset("PAST INTO OVER THROUGH TO BEYOND AGAINST ON IN AT".split())
#: the rivers, coasts and hills an English town's name puts after "on" ("Stoke on Trent", "Southend on Sea",
#: "Lee on the Solent"): an organisation named after such a town keeps its "on" ("Stoke on Trent City Council")
_ON_TOWN_WORDS = frozenset("Trent Thames Sea Tyne Tees Wye Avon Severn Solent Ouse Dee Wear Tweed Soar Lune Stour "
                           "Medway Mersey Nene Hill Wold Wolds Water the".split())


def _is_comma_before_body(doc: Doc, i: int, end: int, label: str) -> bool:
    """An English comma at ``i`` inside an organisation's span that ends with an institution's or a court's
    kind ("near Fakenham , Norwich Crown Court heard"): a place, then a body named on its own."""
    return (doc.lang_ == "en" and label == "ORG" and doc[i].text == "," and doc[end - 1].is_title
            and (doc[end - 1].lower_ in INSTITUTIONS or doc[end - 1].lower_ in _COURT_AND_COUNCIL))


#: the kinds of body, besides the institutions, that end a name after a comma
_COURT_AND_COUNCIL = frozenset({"court", "council", "police", "constabulary", "tribunal"})


def _handle_pieces(doc: Doc, pieces: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Pieces cut after a handle or a hashtag's word that is not their last word, where a capitalised word
    follows in the piece ("@KFC_UKI your Stockport", "#ProudTeacher Mrs Begum"): the account or the tag, and
    the name the post gives after it, from its first word that is no function word. A piece whose words after
    the handle have no capital is left to the other trims ("@AmtrakHelps train 171 stuck", and a lower-case
    post's "@jdoe mike smith")."""
    cut: list[tuple[int, int]] = []
    for start, end in pieces:
        for i in range(start, end - 1):
            if not (((doc[i].text.startswith("@") and len(doc[i].text) > 1) or _is_tag_word(doc, i))
                    and doc[i].whitespace_):
                continue
            rest = i + 1
            while rest < end and doc[rest].is_lower and doc[rest].lower_ in STOP_WORDS:
                rest += 1  # "your Stockport": the post's words
            if any(t.text[:1].isupper() for t in doc[rest:end]):
                cut.append((start, i + 1))
                start = rest
        if end > start:
            cut.append((start, end))
    return cut


def _is_shop_on_street(doc: Doc, i: int, end: int, label: str) -> bool:
    """English "on" at ``i`` inside an organisation's span that ends at ``end``, before no river or coast of a
    town's name: a shop or a firm on its street ("the Boots on Deansgate"), two names; a firm's name ending
    with its legal form holds its "on" ("Hands on Deck Ltd")."""
    return (doc.lang_ == "en" and label == "ORG" and doc[i].text == "on" and doc[i + 1].text not in _ON_TOWN_WORDS
            and doc[end - 1].lower_.rstrip(".") not in LEGAL_FORMS)


def _names_street(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` an English street: capitalised words ending in a street's kind ("Easter Road"),
    where "Stoke on Trent", "Walton on Thames" name one town."""
    return (doc.lang_ == "en" and end - start >= 2 and all(t.text[:1].isupper() for t in doc[start:end])
            and bool(_addresses.ENGLISH_STREET_KIND.fullmatch(doc[end - 1].text)))


#: how a cricket scorecard writes a batter's dismissal between the fielders' and bowlers' names ("c Moin b
#: Wasim", "lbw b Mushtaq", "st Rashid b Ali")
_DISMISSALS = frozenset({"b", "c", "lbw", "st", "c&b"})
#: "versus" as headlines and fixtures write it between two teams
VERSUS = frozenset({"v", "v.", "vs", "vs."})


#: "versus" as the other languages write it in prose between two teams or two parties ("Eindhoven tegen PSV",
#: "Bayern gegen Dortmund"): a person's or a place's span holding one ran over two names; an organisation's
#: may be named with one ("Bündnis gegen Rassismus", "Liga contra el Cáncer"), and a case's is an event
#: ("R. v. Leeds Justices", "Clinton v. Bradley")
_VERSUS_WORDS = frozenset({"tegen", "gegen", "contra", "contre", "contro"})


def _in_fixture_line(doc: Doc, i: int) -> bool:
    """The "v" at ``i`` stands in a line of its own between two teams ("Stockport County v Crystal Palace" in a
    cup draw): the line holds nothing but capitalised words around it, as a fixture list writes it (a law
    report's "Smith v. Jones" stands in a sentence)."""
    start, end = i, i + 1
    while start > 0 and "\n" not in doc[start - 1].text:
        start -= 1
    while end < len(doc) and "\n" not in doc[end].text:
        end += 1
    return all(t.i == i or t.text[:1].isupper() or t.is_digit or t.is_punct for t in doc[start:end])


def is_topic_tag(doc: Doc, start: int, end: int) -> bool:
    """A wire story's topic tag, the one to three words in capitals that open a headline before a spaced
    dash (``SOCCER - JAPAN WIN``, ``MOTOR RACING - FINAL STANDINGS``): a section name, not an entity. A
    dateline before prose (``WASHINGTON - The president``) is a place."""
    at_line_start = start == 0 or ends_line(doc[start - 1])
    return (end - start <= 3 and at_line_start and all(t.is_upper and t.is_alpha for t in doc[start:end])
            and end + 1 < len(doc) and _is_spaced_dash(doc, end) and not doc[end + 1].text[:1].islower()
            and not (doc[end + 1].is_title and len(doc[end + 1]) > 1))


#: articles that open a place's name wherever they stand in title case, also after a dash or at a sentence's
#: start (Dutch "Den Haag", "Den Helder", "Den Bosch")
_PLACE_ARTICLES: dict[str, frozenset[str]] = {"nl": frozenset({"den"})}


def trim_to_capitals(doc: Doc, candidates: Sequence[TokenCandidate], lang: str,
                     mixed_case: bool | None = None) -> list[TokenCandidate]:
    """Outside English, in mixed-case text, statistical name spans start and end with a capital.

    In Spanish, Dutch, German, Italian, French and Portuguese names are written with capitals (the
    particles inside them are not: "Xavi van der Steen"), and a model trained on little text of these
    languages lets its spans run over the verbs and articles around a name ("das Unternehmen", "annoncé
    que l'entreprise"). Such spans are cut back to their outermost capitalised words that are not
    function words, or dropped; a DEM span (a job, a nationality, written in lower case) is kept only
    when it is short. A person's or organisation's name takes in the particle right before it ("van
    Oosten", "Van Laer", "de Vries"; see :func:`_with_particle`), which the trim would have cut. A
    capitalised function word counts as a capital inside a sentence before a word in title case ("en La
    Moncloa", "in Den Haag"), not at its start or after a dateline's dash ("La ministra", "- Le PDG"), nor
    as a title ("Mme Dupont"), nor in German, which capitalises every noun ("Ihren Termin"). A span
    is first cut into the pieces between its commas, runs of lower-case words and, for a person, conjunctions
    (:func:`_clause_pieces`: "Raúl y Morientes" is two names); a street's kind keeps its street (:func:`_past_street`)."""
    if lang == "en" or not (is_mixed_case(doc) if mixed_case is None else mixed_case):
        return list(candidates)
    _, function_words = never_names(lang)

    def capital(token: Any) -> bool:
        if not token.text[:1].isupper() or _is_elided(doc, token.i) or is_headline_verb(doc, token.i):
            return False  # "L' Inter", "Dell' Atalanta": an article cut short before a name; "BETIS GANA"
        if token.lower_ not in function_words or is_regnal_number(doc, token.i) or _is_surname_after_given_name(doc, token.i):
            return True  # "Policlinico Umberto I": a king's number, where Italian's "I" is an article; "Peter Lang"
        if opens_place_name(doc, token.i):
            return True  # "SÃO PAULO -", "São João": a saint, where Portuguese's "são" is a verb; "– Den Haag"
        # a capitalised function word inside a sentence, before another capitalised word, opens a name
        # ("en La Moncloa", "in Den Haag"); the German "Sie haben" does not
        following = doc[token.i + 1] if token.i + 1 < len(doc) else None
        opens = _opens_sentence(doc, token.i) or (token.i > 0 and (_is_spaced_dash(doc, token.i - 1)
                                                                  or doc[token.i - 1].text == ".-"))  # EFE's ".- La"
        return (articles_open_names and not opens and following is not None and following.is_title
                and following.lower_ not in function_words and token.lower_.rstrip(".") not in titles)

    profile = language_profile(lang)
    calendar = calendar_words(lang, lower=False)
    particles = {tuple(entry.split()) for entry in profile.particles}
    titles = title_words(lang)  # "Frau", "Mme"
    greetings, honorifics = GREETING_WORDS.get(lang, frozenset()), frozenset(profile.honorifics)
    articles_open_names = lang != "de"  # German capitalises every noun: "Ihren Termin" is no name
    result: list[TokenCandidate] = []
    german = lang == "de"
    common_nouns = capitalised_common_nouns(lang)
    particle_words = {word for entry in particles for word in entry} | (_GERMAN_PLACE_LINKS if german else set())
    for span_start, span_end, label, source in candidates:
        if not (source in STATISTICAL_SOURCES and label in NAME_TYPES - {"DEM"}):
            if not (source in STATISTICAL_SOURCES and label == "DEM" and span_end - span_start > 4):
                result.append((span_start, span_end, label, source))
            continue
        span_start = _past_street(doc, span_start, span_end, lang, source, result)  # "la calle Mayor 12"
        for start, end, piece_label in _name_pieces(doc, span_start, span_end, label, lang, particle_words,
                                                    common_nouns) if span_start < span_end else []:
            while start < end and not capital(doc[start]):
                start += 1
            start = past_department(doc, _past_opening_word(doc, start, end, lang), end)  # "al Pronto Soccorso"
            office = _past_party_office(doc, start, end, piece_label, profile.role_suffixes)
            if office[0] > start:  # the party's or firm's office stays masked, as an organisation of its own
                result.append((start, office[0], "ORG", source))
            start, piece_label = office
            piece_label = _announced_person(doc, start, end, piece_label, greetings, honorifics)
            if piece_label == "PERSON":
                start = _past_headline_noun(doc, start, end, lang)
                start = _past_role_word(doc, start, end, profile.role_suffixes)
                start = _past_greetings_and_titles(doc, start, end, greetings | titles, capital)
            end = _before_linked_date(doc, start, end, calendar)
            if german:
                start = _past_apposition_head(doc, _past_genitive_head(doc, start, end), end, common_nouns)
                end = _before_trailing_noun(doc, start, end, lang)
                start = _with_club_number(doc, start)
            end = _last_capital(doc, start, end, capital, numbers=True)
            if _ends_with_linked_number(doc, start, end):
                end = _last_capital(doc, start, end - 2, capital)
            if end > start and piece_label == "PERSON":
                start = _with_particle(doc, start, end, particles, honorifics)
            if _names_someone(doc, start, end, piece_label, profile.role_suffixes, titles, common_nouns):
                result.append((start, end, piece_label, source))
    return result


#: the particles between a street's kind and its name ("calle de Toledo", "rua da Prata", "via dei Mille")
_STREET_PARTICLES = frozenset("de la los las del della delle dei degli di da do dos das des du".split())


def _past_street(doc: Doc, start: int, end: int, lang: str, source: str, result: list[TokenCandidate]) -> int:
    """Where the rest of a model's span starts after the street it opens with (:func:`_street_after_kind`), which
    is added to ``result`` as a place; ``start`` where it opens with none."""
    street = _street_after_kind(doc, start, end, lang)
    if street is None:
        return start
    result.append((*street, "LOC", source))
    return street[1]


def _street_after_kind(doc: Doc, start: int, end: int, lang: str) -> tuple[int, int] | None:
    """A street a model's span names by its kind in lower case (:func:`.addresses.street_kinds`), its particles
    and its capitalised words and numbers, with nothing capitalised before the kind ("la calle Mayor 12",
    "calle de Toledo 45"): the address's start and end; None otherwise. The kind says the words are a
    street's name, which may be common or function words ("Mayor", "Real")."""
    kinds = _addresses.street_kinds(lang)
    kind = next((i for i in range(start, end - 1) if doc[i].is_lower and doc[i].lower_ in kinds), None)
    if kind is None or any(doc[i].text[:1].isupper() for i in range(start, kind)):
        return None
    name = kind + 1
    while name < end and doc[name].is_lower and doc[name].lower_ in _STREET_PARTICLES:
        name += 1
    if name >= end or not doc[name].is_title:
        return None
    stop = name + 1
    while stop < end and (doc[stop].is_title or doc[stop].like_num):
        stop += 1
    return kind, stop


def _past_opening_word(doc: Doc, start: int, end: int, lang: str) -> int:
    """``start`` moved past a word that opens a sentence and that the language writes in lower case far more
    often (:func:`.word_frequencies.opening_words`) before more of the span: the capital is the sentence's
    ("Hunderte Arbeitsplätze", "Ayer Juan Pérez"). Given names stay."""
    word = doc[start].lower_ if start < end - 1 else ""
    if word and _opens_sentence(doc, start) and word in _word_frequencies.opening_words(lang) and not _given_names.is_given_name(word):
        return start + 1
    return start


def _past_headline_noun(doc: Doc, start: int, end: int, lang: str) -> int:
    """``start`` moved past a common noun and its particle that open a sentence or a headline before a
    person's name ("Doppietta di Lautaro", "Intervista a Meloni"): the capital is the sentence's, and a
    model reads the particle as a surname's. Given names stay ("Leonardo di Caprio")."""
    if end - start < 3 or not _opens_sentence(doc, start) or not doc[start].is_title:
        return start
    word, particle = doc[start].lower_, doc[start + 1]
    if particle.is_lower and particle.lower_ in _HEADLINE_PARTICLES and word in _word_frequencies.headline_nouns(lang) and not _given_names.is_given_name(word):
        return start + 2
    return start


#: the prepositions between a headline's noun and a name ("Doppietta di", "Gol de", "Intervista a")
_HEADLINE_PARTICLES = frozenset({"di", "de", "del", "a", "per", "su", "con", "da"})


def _is_elided(doc: Doc, i: int) -> bool:
    """An article or a preposition cut short before a vowel ("L'", "D'", "Dell'"), however the tokenizer
    split it from its apostrophe."""
    text = doc[i].text
    if text[-1:] in "'’":
        return bool(_ELIDED.fullmatch(text[:-1]))
    return (i + 1 < len(doc) and doc[i + 1].text in {"'", "’"} and not doc[i].whitespace_
            and bool(_ELIDED.fullmatch(text)))


#: the forms of an elided article or preposition ("L", "D", "Dell", "Nell", "Sull", "All", "Qu")
_ELIDED = re.compile(r"[LDldQq]u?|[A-Za-z]{1,3}ll")


def _names_someone(doc: Doc, start: int, end: int, label: str, role_suffixes: tuple[str, ...], titles: frozenset[str],
                   common_nouns: frozenset[str] | None) -> bool:
    """A trimmed piece that is left holding a name: not empty, not an office or a title alone
    ("Regierungssprecher", "Sr."), not common nouns only (German: "die Lage")."""
    if end - start == 1 and (is_role_word(doc[start].lower_, role_suffixes) or doc[start].lower_.rstrip(".") in titles):
        return False
    if (end - start == 2 and doc[start].is_title and doc[start].text.endswith("er")
            and is_role_word(doc[start + 1].lower_, role_suffixes)):
        return False  # "Frankfurter Oberbürgermeisterin": a town's adjective and an office, its holder cut off
    return end > start and not _common_nouns_only(doc, start, end, label, common_nouns)


def _is_surname_after_given_name(doc: Doc, i: int) -> bool:
    """A function word in title case right after a given name in title case: the surname ("Dr. Peter Lang",
    "Sebastian Kurz", "Bruno Ganz": German's "lang", "kurz" and "ganz" are stop words)."""
    return doc[i].is_title and doc[i].lower_ not in name_particles() and is_titled_given_name(doc, i - 1)


def _last_capital(doc: Doc, start: int, end: int, capital: Callable[[Any], bool], numbers: bool = False) -> int:
    """``end`` moved back to the last capital (or number, with ``numbers``) of ``doc[start:end]``."""
    while end > start and not (capital(doc[end - 1]) or (numbers and _is_number(doc[end - 1].text))):
        end -= 1
    return end


def _announced_person(doc: Doc, start: int, end: int, label: str, greetings: frozenset[str],
                      honorifics: frozenset[str]) -> str:
    """``label``, or PERSON where the span opens, after a letter's greetings, with an honorific: "Estimado
    Sr. de la Garza" typed a place is a person's."""
    lead = start
    while lead < end - 1 and doc[lead].lower_ in greetings:
        lead += 1
    return "PERSON" if lead < end and doc[lead].lower_ in honorifics else label


def _past_greetings_and_titles(doc: Doc, start: int, end: int, words: frozenset[str],
                               capital: Callable[[Any], bool]) -> int:
    """``start`` moved past the greetings, titles and lower-case words before a person's name, its last
    word kept: "Estimado Sr. Ruiz", "Doente Ana Lopes" name "Ruiz" and "Ana Lopes"."""
    while start < end - 1 and (doc[start].lower_.rstrip(".") in words or not capital(doc[start])):
        start += 1
    return start


def _with_club_number(doc: Doc, start: int) -> int:
    """``start`` moved back over the ordinal a German club's name opens with ("1. FC Köln")."""
    if 1 <= start < len(doc) and doc[start].text in _CLUB_PREFIXES and _ORDINAL.fullmatch(doc[start - 1].text):
        return start - 1
    return start


def _ends_with_linked_number(doc: Doc, start: int, end: int) -> bool:
    """A number at the end of a span that a lower-case word or a dash links to it: "Lyon en 1952" (a
    year), "Stade rennais 2-0" (a score); not "Schalke 04"."""
    return (end - start >= 3 and _is_number(doc[end - 1].text)
            and (doc[end - 2].is_lower or doc[end - 2].text in _DASHES))


def split_before_acronym(doc: Doc, start: int, end: int, label: str,
                         particle_words: set[str]) -> list[tuple[int, int, str]]:
    """A span cut before the particles that link it to an acronym: "Javier Solana van de NAVO", "Ban
    Ki-moon de la ONU", "Hof van Justitie van de EU" are two names each. A surname after a particle is
    written as a name ("van der Steen"), an organisation's acronym in capitals. The acronym is an
    organisation; what precedes it keeps its type, or is a person when it opens with a given name (a
    model may call the whole an organisation)."""
    for j in range(start + 1, end):
        after = j
        while after < end and doc[after].is_lower and doc[after].lower_ in particle_words:
            after += 1
        if after > j and after < end and doc[after].is_upper and doc[after].is_alpha and len(doc[after]) > 1:
            head = "PERSON" if _given_names.is_given_name(doc[start].lower_) else label
            return [(start, j, head), (after, end, "ORG")]
    return [(start, end, label)]


#: words before a given name that make it part of a place's or a saint's name ("San Isidro", "São Bento")
SAINTS = frozenset("san santa santo são sankt st st. saint sainte sint".split())


def opens_place_name(doc: Doc, i: int) -> bool:
    """A saint's word in title case or capitals before a capitalised word ("SÃO PAULO", "São João", "San
    Siro"), wherever it stands: Portuguese's "são" is also a verb, so a function word; an article that opens
    a place's name wherever it stands (:data:`_PLACE_ARTICLES`: "– Den Haag"); and an article in capitals that
    opens a dateline's place ("DEN HAAG -", "LE HAVRE ( AFP )", "LA PAZ -")."""
    if not (i + 1 < len(doc) and doc[i + 1].text[:1].isupper() and doc[i + 1].is_alpha) or doc[i].is_lower:
        return False
    if doc[i].lower_ in _PLACE_ARTICLES.get(doc.lang_, ()) and doc[i + 1].is_title:
        return True  # "1912 – Den Haag": Dutch writes "den" as an article only in set phrases, in lower case
    return doc[i].lower_ in SAINTS or (doc[i].is_upper and doc[i + 1].is_upper and _opens_dateline(doc, i))


def _opens_dateline(doc: Doc, i: int) -> bool:
    """``doc[i]`` opens a line whose place in capitals ends at a spaced dash or a bracket within four words."""
    if i > 0 and not ends_line(doc[i - 1]):
        return False
    return any(_is_spaced_dash(doc, j) or doc[j].text == "(" for j in range(i + 2, min(i + 6, len(doc))))


def split_before_person(doc: Doc, start: int, end: int, label: str, lang: str = "en") -> list[tuple[int, int, str]]:
    """``doc[start:end]`` cut before a person's full name that a model ran on from the word before it: a
    lexicon given name and a capitalised word after it, after a capitalised word that is no given name, no
    particle and no saint ("Milano Giuseppe Sala", "Repubblica Sergio Mattarella", "Serben Novak
    Djokovic"), or after a conjunction ("Borja Iglesias y Nabil Fekir"). The name after the cut is a
    person; the words before it keep the span's type (the caller drops an office or a common noun). In
    German a word of the clusters' people branch after one of their common nouns counts as a given name
    ("dem Serben Novak Djokovic")."""
    clustered = capitalised_words(lang)

    def opens_name(j: int) -> bool:
        word = doc[j]
        if _given_names.is_given_name(word.lower_):
            return True
        if not clustered or word.text not in clustered.people or doc[j - 1].text not in clustered.nouns:
            return False
        surname = doc[j + 1].text  # a surname, not "Jungfer Beier GmbH": a person's word or an unknown one
        return surname in clustered.people or (surname not in clustered.nouns and surname not in clustered.places)

    if any(token.lower_.rstrip(".") in LEGAL_FORMS for token in doc[start:end]):
        return [(start, end, label)]  # "Jungfer Beier GmbH & Co. OHG", "Banco Pedro Lopez S.A.": a firm
    particles = name_particles()
    for j in range(start + 1, end - 1):
        surname = j + 1  # "Commissievoorzitter Ursula von der Leyen": the surname after its particles
        if doc[surname].lower_ in _GERMANIC_PARTICLES:  # not "de", which joins places ("Vila Nova de Foz Côa")
            while surname < end - 1 and doc[surname].is_lower and doc[surname].lower_ in particles:
                surname += 1
        first, after, before = doc[j], doc[surname], doc[j - 1]
        if not (first.is_title and opens_name(j) and after.text[:1].isupper() and after.is_alpha
                and not ROMAN_NUMERAL.fullmatch(after.text)):
            continue
        if before.is_lower and before.lower_ in CONJUNCTIONS and j - 1 > start:
            head_label = "PERSON" if _given_names.is_given_name(doc[start].lower_) and j - 1 - start >= 2 else label
            return [(start, j - 1, head_label), (j, end, "PERSON")]
        if (before.text[:1].isupper() and before.is_alpha and not _given_names.is_given_name(before.lower_)
                and before.lower_ not in SAINTS and before.lower_ not in particles):
            return [(start, j, label), (j, end, "PERSON")]
    return [(start, end, label)]


#: the particles that open a surname after a given name and join no place's words ("Ursula von der Leyen")
_GERMANIC_PARTICLES = frozenset({"von", "van", "zu", "ten", "ter", "vom", "zum"})


def is_regnal_number(doc: Doc, i: int) -> bool:
    """A roman numeral in capitals after a given name in title case ("Umberto I", "Juan Carlos I", "Felipe VI")."""
    return (i > 0 and doc[i].is_upper and bool(ROMAN_NUMERAL.fullmatch(doc[i].text)) and doc[i - 1].is_title
            and _given_names.is_given_name(doc[i - 1].lower_))


#: a well-formed roman numeral, no name word ("Carlos III", "siglo XX"); letters that only look like one
#: are an acronym ("VVD", "CDC")
ROMAN_NUMERAL = re.compile(r"(?=[MDCLXVI])M{0,4}(?:C[MD]|D?C{0,3})(?:X[CL]|L?X{0,3})(?:I[XV]|V?I{0,3})")
#: the legal forms that end a firm's name, in the supported languages: a person's name inside one is the firm's
LEGAL_FORMS = frozenset("gmbh ag kg ohg se ug co ltd inc llc plc corp s.a s.l s.p.a spa srl sas sarl bv nv vof lda "
                         "ltda s.a.s s.r.l cv sa".split())
#: the legal forms a text may write in lower case after a firm's name ("Barclays plc", "Ferri Costruzioni srl"),
#: which spell no other word ("spa", "sa", "co" do)
_LOWER_CASE_LEGAL_FORMS = frozenset("plc srl s.r.l ltd gmbh bv sarl lda ltda".split())
#: the legal forms no other word is spelt as: after a name typed a person or a place, the name is a firm's
_UNAMBIGUOUS_LEGAL_FORMS = LEGAL_FORMS - {"co", "se", "cv", "sa", "sas", "ag", "kg", "ug"}


def with_legal_forms(doc: Doc, spans: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """A name right before a firm's legal form takes it in ("Nestle SA", "Siemens AG", "Barclays plc"): the
    form is part of the firm's name, and a model reading the name alone leaves it out. The form is written
    with a capital ("plc" aside); after a person or a place only an unambiguous one turns the name into a
    firm ("Lopez GmbH", not "Paris SA")."""
    starts = {start for start, _, _, _ in spans}
    covered = {i for start, end, _, _ in spans for i in range(start, end)}
    result: list[TokenCandidate] = list(_firms_before_legal_forms(doc, covered))
    absorbed: set[int] = set()  # the practice words a firm took in ("Foster + Partners")
    for start, end, label, source in spans:
        if label == "PERSON" and end - start > 1 and _practice_end(doc, end - 1) == end:
            label = "ORG"  # "John Smith Associates" typed a person
        if label in PLACES_AND_PEOPLE and end < len(doc) and end not in starts:
            form = doc[end].text.rstrip(".")
            if (form.lower() in (LEGAL_FORMS if label == "ORG" else _UNAMBIGUOUS_LEGAL_FORMS)
                    and (not form.islower() or form in _LOWER_CASE_LEGAL_FORMS)):
                end, label = end + 1, "ORG"
            elif label in {"PERSON", "ORG"} and (practice_end := _practice_end(doc, end)) is not None:
                end, label = practice_end, "ORG"  # "Hofstetter Brandl Architekten", "Foster + Partners"
                absorbed.add(end - 1)
        result.append((start, end, label, source))
    return sorted(span for span in result if not (span[0] in absorbed and span[1] == span[0] + 1))


#: the words for a practice of partners after their surnames, per language ("Hofstetter Brandl Architekten",
#: "Foster + Partners", "Rossi e Associati"): the firm's name ends with them
_PRACTICE_WORDS = {
    "en": frozenset("architects solicitors associates partners accountants surveyors engineers".split()),
    "de": frozenset("architekten rechtsanwälte partner steuerberater ingenieure notare".split()),
    "nl": frozenset("architecten advocaten notarissen accountants partners".split()),
    "fr": frozenset("architectes avocats associés notaires partenaires".split()),
    "es": frozenset("arquitectos abogados asociados".split()),
    "it": frozenset("architetti avvocati associati".split()),
    "pt": frozenset("arquitetos advogados associados".split()),
}
#: the joiners between the partners' names and the practice ("Smith & Partners", "Rossi e Associati")
_PRACTICE_JOINERS = frozenset({"&", "+", "and", "und", "en", "et", "y", "e"})


def _practice_end(doc: Doc, end: int) -> int | None:
    """Where a firm of partners ends when the word at ``end`` (or after a joiner there) is its language's
    practice word in title case (:data:`_PRACTICE_WORDS`), else None."""
    words = _PRACTICE_WORDS.get(doc.lang_, frozenset())
    at = end + 1 if doc[end].lower_ in _PRACTICE_JOINERS and end + 1 < len(doc) else end
    return at + 1 if doc[at].is_title and doc[at].lower_ in words else None


def _firms_before_legal_forms(doc: Doc, covered: set[int]) -> list[TokenCandidate]:
    """A firm no source found, named by one to three capitalised words before an unambiguous legal form
    ("Die Porsche AG hat", "bei der Hapag-Lloyd AG"): the form says what the words are."""
    found: list[TokenCandidate] = []
    forms = (_UNAMBIGUOUS_LEGAL_FORMS | _GERMAN_LEGAL_FORMS) if doc.lang_ == "de" else _UNAMBIGUOUS_LEGAL_FORMS
    for i, token in enumerate(doc):
        if i in covered or token.text.rstrip(".").lower() not in forms or token.is_lower:
            continue
        start = i
        while start > max(0, i - 3) and doc[start - 1].text[:1].isupper() and doc[start - 1].is_alpha and not (
                start - 1 in covered or _opens_sentence(doc, start - 1) or doc[start - 1].lower_ in _ARTICLES):
            start -= 1
        if start < i:
            found.append((start, i + 1, "ORG", "cues"))
    return found


#: the legal forms German writes only after a firm's name ("Porsche AG", "Müller KG")
_GERMAN_LEGAL_FORMS = frozenset({"ag", "kg", "ug", "se"})
#: the articles that come before a firm's name, which are no part of it ("Die Porsche AG", "The Boots Company plc")
_ARTICLES = frozenset("the die der den des dem het de la le les el los las il lo gli l o os a as".split())


def _common_nouns_only(doc: Doc, start: int, end: int, label: str, common_nouns: frozenset[str] | None) -> bool:
    """Whether ``doc[start:end]`` is a lone word, or a person's words, that the language's clusters use as
    common nouns (German "die Lage", "zwei Männer"; see :mod:`.word_clusters`): a lone "Bundestag" or
    "Commerzbank" is lost with them, but a name of several words keeps its nouns when one heads an
    institution ("Bundesagentur für Arbeit") or another word joins them ("Deutsche Bahn"), and a person
    needs one word from outside the noun branch ("Dieter Reiter"). A compound counts by its last part
    ("Kita-Gebühren"), and one of names joined is none ("Daimler-Benz": :func:`_joins_names`)."""
    if not common_nouns or end <= start:
        return False
    if end - start > 1 and label != "PERSON":
        # "Beschäftigte am Warnstreik": common nouns and the links between them, and no institution's head
        capitals = [token.text for token in doc[start:end] if token.text[:1].isupper()]
        return (all(word in common_nouns and not _institutions.names_a_body(word) for word in capitals)
                and all(token.text[:1].isupper() or token.lower_ in _GERMAN_PLACE_LINKS for token in doc[start:end]))
    return all((token.text in common_nouns and not _joins_names(token.text))
               or _is_noun_compound(token.text, common_nouns) for token in doc[start:end])


def _joins_names(text: str) -> bool:
    """A hyphenated word of capitalised parts none of which is an everyday German noun
    (:func:`german_everyday_nouns`: "Daimler-Benz", "Mercedes-Benz", "Nordrhein-Westfalen"): two names joined, a
    firm or a region, though the clusters file the whole, and a firm's name, with the nouns (a compound of
    nouns, "Kita-Gebühren", stays one: :func:`_is_noun_compound`)."""
    parts = text.split("-")
    return len(parts) > 1 and all(part[:1].isupper() and part not in german_everyday_nouns() for part in parts)


def _is_noun_compound(text: str, common_nouns: frozenset[str]) -> bool:
    """A hyphenated compound whose last part is a common noun and whose other parts are no acronym, given
    name or name of the word clusters: "Kita-Gebühren" names nothing; "CDU-Fraktion" (a party's group),
    "Karl-Marx-Straße" and "Baden-Württemberg" do."""
    *others, last = text.split("-")
    if not others or last not in common_nouns:
        return False
    clustered = capitalised_words("de")
    names = clustered.names if clustered else frozenset()
    return not any(part.isupper() or _given_names.is_given_name(part.lower()) or part in names for part in others)


#: the words inside German place names ("Frankfurt am Main", "Waidhofen an der Ybbs", "Rothenburg ob der Tauber")
_GERMAN_PLACE_LINKS = frozenset("an am ob bei auf unter vor der".split())
_GERMAN_DETERMINERS = frozenset("der die das den dem des ein eine einer eines einem einen im am zum zur vom beim "
                                "ins ans seine seiner seinen ihre ihrer ihren".split())


def _past_genitive_head(doc: Doc, start: int, end: int) -> int:
    """``start`` moved past a German common noun and its genitive article before a name, when an article
    comes before the noun: "die Zukunft der Europäischen Union", "Der Vorstand der Deutschen Bank"."""
    if (end - start >= 3 and start > 0 and doc[start - 1].lower_ in _GERMAN_DETERMINERS
            and doc[start + 1].lower_ in {"der", "des"} and doc[start + 2].text[:1].isupper()):
        return start + 2
    return start


def _past_apposition_head(doc: Doc, start: int, end: int, common_nouns: frozenset[str] | None) -> int:
    """``start`` moved past a German common noun that an article opens before a name ("der Gewerkschaft
    Verdi", "der Familie Waldburg-Zeil", "die Ortsteile Oberhofen", "die Klage Polens"): it describes the
    name, unless it heads an institution's or district's name ("die Universität Göttingen", "des
    Landkreises Ravensburg"; :func:`.institutions.names_a_body`)."""
    if (common_nouns and end - start >= 2 and start > 0 and doc[start - 1].lower_ in _GERMAN_DETERMINERS
            and doc[start].text in common_nouns and not _institutions.names_a_body(doc[start].text)
            and doc[start + 1].text[:1].isupper() and doc[start + 1].text not in common_nouns):
        return start + 1
    return start


def _name_pieces(doc: Doc, start: int, end: int, label: str, lang: str, particle_words: set[str],
                 common_nouns: frozenset[str] | None) -> list[tuple[int, int, str]]:
    """The names a statistical span holds, with their types: cut at clauses (:func:`_clause_pieces`),
    before a person's full name and before an acronym that particles link; two names a conjunction joins
    ("Rivaldo y Figo") are two, unless a person's given name splits them with its type already."""
    german = lang == "de"
    joined = _two_words_joined(doc, start, end) and len(split_before_person(doc, start, end, label, lang)) == 1
    linked = _place_link_pieces(doc, start, end, common_nouns) if german else [(start, end)]
    pieces = [piece for a, b in linked
              for piece in _clause_pieces(doc, a, b, particle_words, label in {"PERSON", "MISC"} or german or joined,
                                          single_words=german, common_nouns=common_nouns)]
    pieces = [pair for a, b in pieces for pair in _joined_pair_pieces(doc, a, b)]  # "avec Hugo et Inès"
    return [cut for a, b in pieces for person in split_before_person(doc, a, b, label, lang)
            for cut in split_before_acronym(doc, *person, particle_words)]


def _place_link_pieces(doc: Doc, start: int, end: int, common_nouns: frozenset[str] | None) -> list[tuple[int, int]]:
    """A German span cut at a place's link ("an der", "am", "ob der") unless the link joins one town to
    the one river or hill that ends the span ("Frankfurt am Main", "Halle an der Saale", "Rothenburg ob
    der Tauber"): "Landkreises Ravensburg an der Grenze zu Bayern" and "Rechtswissenschaft an der
    Universität Göttingen" are a name, a preposition and another noun phrase."""
    for j in range(start + 1, end - 1):
        if not (doc[j].is_lower and doc[j].lower_ in _PLACE_LINK_OPENERS):
            continue
        after = j + 2 if doc[j + 1].lower_ in _GERMAN_ARTICLES else j + 1
        town = j - start == 1 and not (common_nouns and doc[start].text in common_nouns)
        if town and after < end and is_river_after_link(doc, after):
            return [(start, end)]
        return [(start, j), (after, end)] if after < end else [(start, j)]
    return [(start, end)]


#: the prepositions that link a German town to its river or hill: the place links but the article and "bei"
#: (which joins a town to another, "Neustadt bei Coburg")
_PLACE_LINK_OPENERS = _GERMAN_PLACE_LINKS - {"der", "bei"}


def is_river_after_link(doc: Doc, i: int) -> bool:
    """Whether the German word ``doc[i]`` after a place's or a noble name's link can end a name: a word in
    title case that no everyday noun spells ("Main", "Saale", "Leyen"; not "am Abend", "von der Polizei")
    and that ends its phrase (not "an der Grenze zu Bayern", "am Rande der Stadt")."""
    word = doc[i]
    if not (word.is_title and word.is_alpha) or word.text in german_everyday_nouns():
        return False
    following = doc[i + 1] if i + 1 < len(doc) else None
    return following is None or not (following.is_title or following.lower_ in _GERMAN_PREPOSITIONS)


#: prepositions and articles that go on with a noun phrase ("an der Grenze zu Bayern", "am Rande der Stadt")
_GERMAN_PREPOSITIONS = frozenset("zu zum zur von vom für mit bei nach aus in im gegen der des".split())
_EVERYDAY_NOUNS = Path(__file__).resolve().parent.parent / "data" / "everyday_nouns_de.txt"


@cache
def german_everyday_nouns() -> frozenset[str]:
    """German words frequent enough to end no name: "Abend", "Polizei", "Grenze", not "Main", "Leyen",
    "Saale" (the shipped list, built by ``benchmarks/build_everyday_nouns.py`` from spaCy's frequencies)."""
    return frozenset(line for line in _EVERYDAY_NOUNS.read_text(encoding="utf-8").splitlines()
                     if line and not line.startswith("#"))


def _past_party_office(doc: Doc, start: int, end: int, label: str, role_suffixes: tuple[str, ...]) -> tuple[int, str]:
    """``start`` moved past an office joined to its party or firm before a name ("CVP-voorzitter Johan Van
    Hecke", "Audi-Chef Rupert Stadler"), and the rest typed a person; the caller keeps the office, which
    names the party or firm, as a span of its own."""
    if end - start >= 2 and is_party_office(doc[start].lower_, role_suffixes):
        return start + 1, "PERSON"
    return start, label


def _joined_pair_pieces(doc: Doc, start: int, end: int) -> list[tuple[int, int]]:
    """A clause's piece that is two given names and their conjunction (:func:`_two_words_joined`), the rest
    of the span cut off before it ("Belleville avec Hugo et Inès"): two people; a firm of partners keeps its
    surnames together ("Studio Comolli e Sagese"). A conjunction after a capitalised word and before a word in
    lower case that is no particle ends a name too ("Raúl y uno de Suker": two scorers)."""
    lower_join = next((i for i in range(start + 1, end - 2) if doc[i].text in CONJUNCTIONS and doc[i - 1].is_title
                       and doc[i + 1].is_lower and doc[i + 1].is_alpha and doc[i + 1].lower_ not in name_particles()
                       and doc[i + 1].lower_ not in _FIRM_PARTNERS), None)
    if lower_join is not None:  # "goles de Raúl y uno de Suker": a name's own conjunction joins capitalised words
        return [(start, lower_join), (lower_join + 1, end)]
    if end - start < 3 or not _two_words_joined(doc, start, end):
        return [(start, end)]
    join = next(i for i in range(start + 1, end - 1) if doc[i].text in CONJUNCTIONS)
    if not (is_titled_given_name(doc, join - 1) and is_titled_given_name(doc, join + 1)):
        return [(start, end)]
    return [(start, join), (join + 1, end)]


#: the partners a firm's name joins to its founder's in lower case ("Talleres Ayllón y asociados S.A.", "Rossi e
#: figli", "Martin et associés")
_FIRM_PARTNERS = frozenset("asociados asociadas compañía cía hijos hijas hermanos associati figli fratelli associés "
                           "fils frères associados filhos irmãos zonen söhne partner partners".split())


def _two_words_joined(doc: Doc, start: int, end: int) -> bool:
    """A span of two short names and the conjunction between them ("Rivaldo y Figo", "Verheyen en
    Amokachi", "Del Piero e Vieri"): one or two capitalised words on each side and no other word in lower
    case, two names whatever type a model gave them; an organisation that holds a conjunction holds a
    particle too ("Ministerio de Sanidad y Consumo")."""
    while start < end and doc[start].is_lower:
        start += 1  # "de Almería y Huelva": the words before the names are the trim's
    joins = [i for i in range(start + 1, end - 1) if doc[i].text in CONJUNCTIONS]
    if len(joins) != 1 or not (joins[0] - start <= 2 and end - joins[0] - 1 <= 2):
        return False
    return all(doc[i].is_title and doc[i].is_alpha for i in range(start, end) if i != joins[0])


def _before_linked_date(doc: Doc, start: int, end: int, calendar: frozenset[str]) -> int:
    """``end`` moved before a month or weekday that a lower-case word links to the name before it
    ("Katharina Dröge am Mittwoch", "Madrid desde el 3 de marzo"): a date, which no name runs into. The
    month counts as the language writes it: "Rio de Janeiro" is no date in Portuguese, which writes
    "janeiro"."""
    for j in range(start + 1, end):
        if doc[j].text.rstrip(".") in calendar and doc[j - 1].is_lower:
            return j - 1
    return end


def _before_trailing_noun(doc: Doc, start: int, end: int, lang: str) -> int:
    """``end`` moved before common nouns that follow a person's name ("Elfriede Jelinek Premiere"): a
    word of the clusters' noun branch after one of their people's branch, two words in at least (a
    surname may be a noun itself: "Nadja Engel", "Sami Steuer"); and before the words after a firm's legal
    form."""
    clustered = capitalised_words(lang)
    while clustered and end - start >= 3 and doc[end - 1].text in clustered.nouns and doc[end - 2].text in clustered.people:
        end -= 1
    # "Nordlicht Solar GmbH Anleger": a firm's name ends with its legal form, unless another follows ("GmbH & Co. KG")
    form = next((j for j in range(start + 1, end - 1) if doc[j].text.rstrip(".").lower() in _UNAMBIGUOUS_LEGAL_FORMS
                 and doc[j + 1].is_alpha and doc[j + 1].text.rstrip(".").lower() not in LEGAL_FORMS), None)
    return end if form is None else form + 1


def is_role_word(word: str, role_suffixes: tuple[str, ...]) -> bool:
    inflected = word[:-2] if word.endswith("en") else word[:-1] if word.endswith(("n", "s")) else word
    return bool(role_suffixes) and (word.endswith(role_suffixes) or inflected.endswith(role_suffixes))


def is_party_office(word: str, role_suffixes: tuple[str, ...]) -> bool:
    """An office joined to its party or firm by a hyphen ("cvp-voorzitter", "audi-chef"); ``word`` in
    lower case."""
    return "-" in word and is_role_word(word, role_suffixes)


#: coordinating conjunctions of the supported languages: two names joined by one are two mentions
#: ("Raúl y Morientes", "Elber und Scholl", "Del Piero e Inzaghi", "de VVD en D66")
CONJUNCTIONS = frozenset("y e o u en of und oder et ou".split())
#: the conjunctions that join two given names, English's among them ("Susan and Gareth", "Ana y Pedro")
_PAIR_CONJUNCTIONS = CONJUNCTIONS | {"and"}


def _before_common_noun(doc: Doc, i: int, common_nouns: frozenset[str] | None) -> bool:
    """An article that is no place's link, before a common noun: "Lutz der Zeitung", not "an der Ybbs"
    or "am Inn"."""
    return (common_nouns is not None and doc[i].lower_ in _GERMAN_ARTICLES and i + 1 < len(doc)
            and doc[i + 1].text in common_nouns and not (i > 0 and doc[i - 1].lower_ in _GERMAN_PLACE_LINKS))


_GERMAN_ARTICLES = frozenset({"der", "des", "dem", "den"})


def _after_common_noun(doc: Doc, i: int, common_nouns: frozenset[str] | None) -> bool:
    """A noble particle after a common noun, where it is a preposition: "Grenze zu Bayern", not "Karl-Theodor
    zu Guttenberg"."""
    return (common_nouns is not None and doc[i].lower_ in {"zu", "von", "vom"} and i > 0
            and doc[i - 1].text in common_nouns)


#: "from" as Italian writes it with its article, "to" as Portuguese does, and "with" in each language, which
#: join no name's words ("Lukaku dal Chelsea", "pelo INEM ao Hospital de São Bernardo", "en Valencia con Lucía")
_FROM_WORDS = frozenset({"dal", "dallo", "dalla", "dai", "dagli", "dalle", "ao", "aos", "con", "com", "avec", "met",
                         "mit"})
#: Italian's "to the", which joins no name's words either ("Vincenzo Italiano al Dall' Ara"); Spanish's
#: "al" may ("Ayuda al Desarrollo")
_ITALIAN_TO_WORDS = frozenset({"al", "allo", "alla", "ai", "agli", "alle"})


def _clause_pieces(doc: Doc, start: int, end: int, particle_words: set[str], at_conjunctions: bool,
                   single_words: bool = False, common_nouns: frozenset[str] | None = None) -> list[tuple[int, int]]:
    """``doc[start:end]`` cut at commas (not an address's before its number: "Via Roma, 81"), brackets
    ("BORDEAUX ( AFP"), Italian's "from" (:data:`_FROM_WORDS`), at runs of
    two lower-case words or more that are not name particles ("Palermo hanno arrestato ieri Giovanni
    Brusca") and, ``at_conjunctions`` (a person's span), at lower-case conjunctions: a name outside
    English holds none of them, and the edge trim then cuts each piece to its capitals. An organisation
    may hold a conjunction ("Rocca, Comolli e Sagese", "Ministerio de Sanidad y Consumo"), but not one
    before a particle ("del Barcelona y del Arsenal": two clubs). ``single_words``
    (German, where a name's words are capitalised but its particles): one lower-case word cuts too
    ("Münchner erzielten Elber"), and so does a capitalised article after a full stop or a line's end: it
    opens a new sentence ("FRANKFURT A. M. Die Stadtverordnetenversammlung"), where one inside a sentence
    opens a name ("der Zeitung Die Welt")."""
    pieces: list[tuple[int, int]] = []
    piece_start, i = start, start
    while i < end:
        run = i
        while run < end and doc[run].is_lower and doc[run].is_alpha and (
                doc[run].lower_ not in particle_words or _before_common_noun(doc, run, common_nouns)
                or _after_common_noun(doc, run, common_nouns)):
            run += 1
        separator = ((doc[i].text == "," and not (i + 1 < end and doc[i + 1].text[:1].isdigit()))
                     or doc[i].text in {"(", ")"} or is_headline_verb(doc, i)  # "PSV WINT RUIM VAN HERACLES"
                     or (doc[i].is_lower and doc[i].lower_ in _FROM_WORDS)  # "Romelu Lukaku dal Chelsea"
                     or (doc.lang_ == "it" and doc[i].text in _ITALIAN_TO_WORDS))
        conjunction = doc[i].is_lower and doc[i].lower_ in CONJUNCTIONS and (
            at_conjunctions or (i + 1 < end and doc[i + 1].is_lower and doc[i + 1].lower_ in particle_words))
        cut = separator or conjunction or run - i >= (1 if single_words else 2)
        if (single_words and i > piece_start and doc[i].is_title and doc[i].lower_ in _GERMAN_ARTICLES
                and (doc[i - 1].text.endswith(".") or ends_line(doc[i - 1]))):
            pieces.append((piece_start, i))  # "FRANKFURT A. M. Die Stadtverordnetenversammlung": a new sentence
            piece_start = i
            i += 1
        elif cut:
            stop = max(run, i + 1)
            if i > piece_start:
                pieces.append((piece_start, i))
            piece_start = i = stop
        else:
            i += 1
    if end > piece_start:
        pieces.append((piece_start, end))
    return pieces


#: German's articles, which open no name's second word
_GERMAN_ARTICLES = frozenset("der die das den dem des ein eine einer einem einen eines".split())


def _past_role_word(doc: Doc, start: int, end: int, role_suffixes: tuple[str, ...]) -> int:
    """``start`` moved past a compound office before a person's name ("Bundeskanzler Olaf Scholz"), when
    two words or more are left: "Meister Eckhart" keeps its one word, which may be the name itself."""
    if (end - start >= 3 and doc[start].is_title and doc[start].text.endswith(("er", "e"))
            and is_role_word(doc[start + 1].lower_, role_suffixes) and doc[start + 2].text[:1].isupper()):
        return start + 2  # "Frankfurter Oberbürgermeister Andreas von Schoeler", "Europese Commissievoorzitter
        # Ursula": the place's adjective and the office
    if end - start >= 3 and is_role_word(doc[start].lower_, role_suffixes) and doc[start + 1].text[:1].isupper():
        return start + 1
    return start


def _with_particle(doc: Doc, start: int, end: int, particles: set[tuple[str, ...]],
                   honorifics: frozenset[str] = frozenset()) -> int:
    """``start`` moved back over the capitalised name particle right before a person's name ("Van Laer",
    "Van der Steen", "De Vries"), or a particle in any case after an honorific ("Sr. de la Garza", "Herrn
    von Weizsäcker"; not after an office, "ministra de Sanidad"): the longest of the language's particles
    that ends there. A surname named alone writes its particle with a capital; a lower-case particle
    before a name is a preposition ("la costa de Cádiz", "gewonnen van Feyenoord") and stays out:
    particles belong to a name only between its words ("Ursula von der Leyen"), which the span already
    holds."""
    for size in (2, 1):
        if start - size < 0 or tuple(t.lower_ for t in doc[start - size:start]) not in particles:
            continue
        before = doc[start - size - 1] if start - size > 0 else None
        if before is not None and before.lower_ in honorifics:
            return start - size
        capitalised = (doc[start - size].text[:1].isupper() and before is not None and not _ends_sentence(before)
                       and not _is_spaced_dash(doc, before.i))  # "BRUSSEL - De Belgische premier": the sentence's
        return start - size if capitalised else start
    return start


def _ends_sentence(token: Any) -> bool:
    """A sentence's full stop, a line's end, or an emoji, which a post writes where a full stop would go."""
    return token.text in _SENTENCE_ENDS or ends_line(token) or _is_pictograph(token.text)


#: a score against par ("-18", "+3")
_SIGNED_SCORE = re.compile(r"[-+−]\d{1,2}")
#: a signed change, as a market's table writes a share's move ("+4.1", "-2.7")
_SIGNED_CHANGE = re.compile(r"[-+−]\d+(?:[.,]\d+)?")


def _trim_span(doc: Doc, start: int, end: int, label: str) -> tuple[int, int]:
    def droppable(token: Any) -> bool:
        if token.is_punct or token.is_space or not any(c.isalnum() for c in token.text):
            return True  # brackets, dashes, a lone "#" or "*": no name starts or ends with them
        if token.lower_ in {"'s", "’s"} and token.i > 0 and doc[token.i - 1].whitespace_:
            return True  # "Charles Babbage 's": the possessive a tokenized text writes apart
        if _SIGNED_SCORE.fullmatch(token.text) and label == "PERSON":
            return True  # "-18 Tyrrell Hatton": a golfer's score against par before the name
        if _AGE.fullmatch(token.text) and label != "DEM":
            return True  # "DESMOND AKINTOLA 81YO": the age a note writes after the name (an age is a DEM's)
        if _is_date_token(token.text) or (_DURATION.fullmatch(token.text) and _in_results_row(doc, token.i, 1)):
            return True  # a dateline's date ("SYDNEY 2004-11-14"), a note's ("REHAB 7/23"), a race time in a row
        if not _is_number(token.text):
            return False
        # a house number stays in a place, a score's numbers after a country do not ("France 24-17": the
        # tokenizer writes the score's numbers and its dash apart), nor a time's ("car park at 8")
        return (label != "LOC" or not token.text.isdigit() or _is_score_after_name(token) or _is_goals_count(token)
                or _is_fixture_score(token) or (token.i > 0 and doc[token.i - 1].lower_ == "at"
                    and not (token.i + 1 < len(doc) and doc[token.i + 1].text[:1].isupper())))

    if label == "LOC":
        end = _before_row_scores(doc, start, end)
    start = _past_member_for(doc, past_department(doc, start, end), end)
    if _opens_with_ward_number(doc, start, end):
        start += 2  # "Bed 12 Mr Pieter van der Berg": the patient's bed, then the patient
    while start < end and (droppable(doc[start]) or _is_row_number(doc, start, end) or _is_word_before_handle(doc, start, end)
                           or bool(_DURATION.fullmatch(doc[start].text))  # "09:30 Keynote": a programme's time
                           or _is_leading_score(doc, start, end) or _is_score_between_teams(doc, start, end)
                           or (label == "PERSON" and _is_leading_role(doc, start, end))
                           # "Saw Wet Leg at the O2"; in a place's or a firm's span only before a given name
                           or ((label == "PERSON" or (label in PLACES_AND_PEOPLE and end - start == 2))
                               and _is_leading_opening_word(doc, start, end))
                           or _is_leading_shorthand(doc, start, end) or _is_leading_aside(doc, start, end)
                           or _is_style_of_address(doc, start)):
        start += 1
    if label == "ORG":
        start = _past_common_words_and_comma(doc, start, end)
    if label != "PERSON":  # "Rolls-Royce +4.1 pct": a price's move ends a name (a golfer's score is a person's)
        end = next((i for i in range(start + 1, end) if _SIGNED_CHANGE.fullmatch(doc[i].text)), end)
    end = _before_lower_clause(doc, start, end)
    end = _before_innings(doc, start, end)
    end = _before_everyday_tail(doc, start, end, label)
    if start < end and doc[start].text.startswith("@"):
        handle_end = start + 1  # "@robinvan-loon" is three tokens and one handle
        while handle_end < end and not doc[handle_end - 1].whitespace_:
            handle_end += 1
        if all(not t.text[:1].isupper() for t in doc[handle_end:end]):
            end = handle_end  # "@AmtrakHelps train 171 stuck": the handle, not the words after it
    end = _before_lower_sign_off(doc, start, end, label)
    if span_text(doc, start, end).lower() in _CLOSINGS:
        return start, start  # "Yours faithfully,": a letter's closing
    if end - start == 1 and (_is_field_label(doc, start) or (len(doc[start].text) == 1 and doc[start].is_alpha)
                             or (doc[start].is_upper and doc[start].lower_ in _OFFICE_WORDS)
                             or (label == "PERSON" and len(doc[start].lower_.strip("./")) > 1
                                 and doc[start].lower_.strip("./") in TITLES)  # not "M.", an initial too
                             or _is_family_word_after_possessive(doc, start)):
        return start, start  # "Admitted:", "(H)", "MONACO SACK COACH", "Sir/Madam": a field, a letter, a role, a title
    if label == "PERSON" and end - start >= 2 and doc[end - 1].lower_ in NUMBER_LABELS and end < len(doc) and doc[end].like_num:
        end -= 1  # "DR MENSAH BLEEP 4417", "Nurse Kaur ext 2231": the label of the number after the name
    if label in _TEAM_LABELS and _ends_with_score(doc, start, end):
        end -= 1  # "Minnesota 4": a team's score in a results row
    trailing = untrimmed = end
    while trailing > start and (droppable(doc[trailing - 1]) or (trailing - 1 > start and (
            _runs_past(doc[trailing - 1]) or _is_function_word_in_capitals(doc[trailing - 1])
            or (label == "PERSON" and (_is_position(doc[trailing - 1]) or _is_credential(doc[trailing - 1])))))):
        trailing -= 1
    numbers = sum(1 for t in doc[trailing:end] if _is_number(t.text)) if trailing < end else 0
    if (label != "ORG" or numbers != 1 or _after_dismissal(doc, start)
            or (_in_results_row(doc, trailing) and not _holds_address_unit(doc, start, end))):
        end = trailing
    else:  # one trailing number is part of an organisation's name; brackets are not
        while end > start and (doc[end - 1].is_punct or doc[end - 1].is_space):
            end -= 1
    if end < untrimmed:  # "Tesco car park at 8": the words before a dropped number end no name either
        end = _before_everyday_tail(doc, start, end, label)
        while end - 1 > start and _is_function_word_in_capitals(doc[end - 1]):
            end -= 1  # "YORKSHIRE BY FOUR WICKETS": the preposition before the dropped words too
    if label in {"ORG", "LOC"} and end > start and _possessive_name_ends(doc, end):
        end += 1  # "the team at Addenbrooke's.", "shop at Sainsbury's,": a shop's or a hospital's name
    return start, end


def _past_member_for(doc: Doc, start: int, end: int) -> int:
    """``start`` moved past a member's seat that opens ``doc[start:end]`` before its constituency ("the Member
    of Parliament for Barking", "MP for Bradford East"): the office names no one, the constituency is the
    place."""
    if start >= end - 1 or doc[start].lower_ not in _SEAT_OPENINGS:
        return start  # most spans: no seat's first word opens them
    words = tuple(t.lower_ for t in doc[start:min(end - 1, start + 4)])
    return next((start + len(seat) for seat in _SEAT_PHRASES if words[:len(seat)] == seat), start)


#: the phrases of a member's seat before the constituency's name (the titles alone are :data:`MEMBER_SEATS`)
_SEAT_PHRASES = (("member", "of", "parliament", "for"), ("member", "for"), ("mp", "for"), ("mep", "for"),
                 ("msp", "for"), ("td", "for"))
_SEAT_OPENINGS = frozenset(seat[0] for seat in _SEAT_PHRASES)


def _is_style_of_address(doc: Doc, i: int) -> bool:
    """``doc[i]`` a word of a style of address before a name ("The Right Reverend Guli Francis-Dehqani", "the
    Rt Hon", "the Most Reverend"): the style and its title, no part of the name."""
    word = doc[i].lower_.rstrip(".")
    if word in _STYLES:
        return i + 1 < len(doc) and doc[i + 1].lower_.rstrip(".") in _STYLED_TITLES
    return word in _STYLED_TITLES and i > 0 and doc[i - 1].lower_.rstrip(".") in _STYLES


#: the words of a style of address, and the titles they open
_STYLES = frozenset({"right", "rt", "most", "very"})
_STYLED_TITLES = frozenset({"reverend", "revd", "rev", "honourable", "honorable", "hon", "worshipful"})


def _is_chant(doc: Doc, start: int, end: int) -> bool:
    """One word three times or more and nothing else ("Ole Ole Ole", "Go Go Go"): a chant, where a name
    repeats a word at most twice ("Duran Duran", "Bora Bora")."""
    if end - start < 3:
        return False
    words = [t.lower_ for t in doc[start:end] if not t.is_punct]
    return len(words) >= 3 and len(set(words)) == 1


def _is_family_word_after_possessive(doc: Doc, i: int) -> bool:
    """``nan`` in "asking for my nan": what a family calls someone, after a possessive, names no one."""
    return i > 0 and doc[i - 1].lower_ in _POSSESSIVES and doc[i].lower_ in FAMILY_NAMES_FOR


#: the kisses a message signs off with ("see you tonight sarah x", "love from Jean xx"); "Malcolm X" is in capitals
_KISSES = re.compile(r"x{1,4}")


def _before_lower_sign_off(doc: Doc, start: int, end: int, label: str) -> int:
    """``end`` before a lower-case word a message writes after a name: the verb of a name written in lower
    case ("aaliyah graduating", "mary visiting"), or the kisses that sign a message off ("sarah x", "Jean
    xx"), which end it or its line."""
    if end - start < 2 or not doc[end - 1].is_lower:
        return end
    if label == "PERSON" and doc[end - 1].lower_.endswith("ing") and not _after_inner_hyphen(doc, end - 1):
        return end - 1  # not a given name's second syllable ("Chen Wei-ling")
    signs_off = end == len(doc) or not doc[end].text[:1].isalnum()
    return end - 1 if label in NAME_TYPES and signs_off and _KISSES.fullmatch(doc[end - 1].text) else end


def _after_inner_hyphen(doc: Doc, i: int) -> bool:
    """``doc[i]`` follows a hyphen written inside a word ("Wei-ling"): the tokenizer's piece of one word."""
    return i >= 2 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_ and not doc[i - 2].whitespace_


#: the words that label a phone, a pager or an extension right after a person's name ("daughter anjali tel
#: 07700 900123", "DR MENSAH BLEEP 4417"): no part of the name; the cue words read them too
NUMBER_LABELS = frozenset("tel tel. ph ph. phone mob mob. mobile cell tfn bleep pager ext ext. extn".split())


def _after_dismissal(doc: Doc, start: int) -> bool:
    """``doc[start]`` right after a scorecard's dismissal (:data:`_DISMISSALS`): a bowler's name and the runs
    after it, no firm's number ("Atkinson 45")."""
    return start > 0 and doc[start - 1].text in _DISMISSALS


def past_department(doc: Doc, start: int, end: int) -> int:
    """``start`` moved past a hospital department that opens ``doc[start:end]`` and the particle after it
    (:data:`.languages.HOSPITAL_DEPARTMENTS`: "Urgencias del Hospital Lucus Augusti", "Pronto Soccorso"):
    to the hospital's name, or to ``end`` where the span names the ward alone."""
    if start >= end:
        return start
    for phrase in _departments_by_first_word(doc.lang_).get(doc[start].lower_, ()):
        stop = start + len(phrase)
        if (end - start == 1 and stop == end + 1 and stop <= len(doc) and doc[end].is_lower
                and tuple(t.lower_ for t in doc[start:stop]) == phrase):
            return end  # "the Rheumatology clinic": the model took the specialty, the kind after it in lower case
        if stop <= end and tuple(t.lower_ for t in doc[start:stop]) == phrase:
            while stop < end and (doc[stop].is_lower or doc[stop].text in {"'", "’"}
                                  or doc[stop].lower_ in {"dell'", "dell’", "de", "del", "do", "da"}):
                stop += 1  # "del", "dell'", "van het": the particle before the hospital's name
            return stop
    return start


@cache
def _departments_by_first_word(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """:data:`.languages.HOSPITAL_DEPARTMENTS` of ``lang`` by their first word, longest first: most spans
    open with none, and are passed at once."""
    by_word: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(HOSPITAL_DEPARTMENTS.get(lang, ()), key=len, reverse=True):
        by_word.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(phrases) for word, phrases in by_word.items()}


def _before_everyday_tail(doc: Doc, start: int, end: int, label: str) -> int:
    """``end`` moved before the function words and everyday words that end a span ("the Apple Store on",
    "ROSIE HOSPITAL HERSELF", "Ronaldo later", "Tesco car park at"), and a note's shorthand in capitals
    after one ("ROYAL VICTORIA INFIRMARY IF STABLE"): no name ends so. A capital letter alone ("Ms A"), the
    abbreviations "US" and "IT", and in mixed-case text two capitals ("Lunde-Arnesen AS") may."""
    while end - start > 1 and (doc[end - 1].is_lower or (doc[end - 1].is_upper and _may_end_in_capitals(doc, start, end))) and (
            doc[end - 1].is_alpha and (doc[end - 1].lower_ in STOP_WORDS or _is_everyday_tail(doc, end - 1, label)
                                       or (doc[end - 1].is_lower and doc[end - 1].lower_ in _NOTE_VERBS)
                                       or _is_common_noun_tail(doc, start, end - 1, label)
                                       or _is_shorthand_after_function_word(doc, start, end - 1))):
        end -= 1
    return end


#: the verbs a clinical history writes after the patient's town or name ("67 y/o M from Dorchester presents w/
#: CP"): a model runs on to them
_NOTE_VERBS = frozenset("presents presented complains complained denies denied reports reported".split())


def _may_end_in_capitals(doc: Doc, start: int, end: int) -> bool:
    """Whether the word in capitals that ends ``doc[start:end]`` may be trimmed as a function word: three
    letters or more ("HERSELF"), or two in a note written in capitals ("IF"), where in mixed-case text two
    capitals abbreviate ("Lunde-Arnesen AS", "Scholl Junck KG"); never "US" or "IT". (The case of the text
    is read only for two letters: it costs a pass over the document.)"""
    word = doc[end - 1]
    if len(word) > 2:
        return True
    return len(word) == 2 and end - start > 2 and word.lower_ not in {"us", "it"} and not is_mixed_case(doc)


def _is_shorthand_after_function_word(doc: Doc, start: int, i: int) -> bool:
    """A note's shorthand in capitals after a function word at a span's end ("ROYAL VICTORIA INFIRMARY IF
    STABLE"): a clause the model ran on to; a shorthand word right after a name may be a surname or a
    degree ("ABBIE DAY", "Stahr MBA")."""
    shorthand, _ = never_names("en")
    return (i - 1 > start and doc[i].is_upper and doc[i].lower_ in shorthand and doc[i - 1].is_upper
            and doc[i - 1].lower_ in STOP_WORDS)


def _is_common_noun_tail(doc: Doc, start: int, i: int, label: str) -> bool:
    """A common English word in lower case ending a place's or a person's span after a capitalised word, in
    text that writes its names with capitals ("Tesco car park", "Whitley Bay area"): the thing at the place,
    not its name, which English writes capitalised ("Hyde Park", "Canary Wharf"). An organisation keeps its
    ("Parkhurst prison", "Konya court": TAB's bodies are named so). Any frequent word English writes in lower
    case as often as capitalised counts: written so here, "park" is no surname."""
    return (label in {"LOC", "PERSON"} and doc.lang_ == "en" and doc[i].is_lower and doc[i].is_alpha
            and doc[i].text not in _DISASTERS and any(t.text[:1].isupper() for t in doc[start:i])
            and doc[i].text in _word_frequencies.frequent_lower_case_words("en") and is_mixed_case(doc))


#: the nouns that end an event's name in lower case after its place ("the South Mohammad flood", "the Las
#: Palmas bridge collapse", "the Springfield school shooting"): the event is named so, and identifies
_DISASTERS = frozenset("flood floods fire fires collapse shooting shootings attack attacks bombing bombings explosion "
                       "crash earthquake quake riot riots massacre disaster derailment stabbing siege outbreak "
                       "landslide storm hurricane tornado blaze".split())


#: an age as a note writes it in one token ("81YO", "34yo", "72y/o")
_AGE = re.compile(r"(?i)\d{1,3}(?:yo|y/o|yrs?)|(?:[1-9]\d|1[01]\d)[mf]")  # "81YO", a triage's "79M", "34f"


def _past_common_words_and_comma(doc: Doc, start: int, end: int) -> int:
    """``start`` moved past English common words and the comma after them before a school's name ("BSc
    Mathematics, University of Leeds", "History, King's College London"): a CV's subject, not the school's
    first words. Other commas stay: "Centre of Public Health, Occupational Medicine" is one name."""
    comma = next((i for i in range(start + 1, end - 1) if doc[i].text == ","), None)
    if comma is None or doc.lang_ != "en" or not _is_common_words(doc, start, comma):
        return start
    return comma + 1 if doc[comma + 1].lower_ in _SCHOOL_WORDS else start


#: the words that open a school's name after a CV's subject
_SCHOOL_WORDS = frozenset({"university", "college", "school", "institute", "academy", "polytechnic", "king's"})


def _before_row_scores(doc: Doc, start: int, end: int) -> int:
    """``end`` moved before two numbers or more that end a place's span after a word, in a results row of
    three numbers or more ("135 Darren Clarke 67 68", which a model reads as a place): the row's scores,
    where an address holds one house number ("Via Roma 5", "Strandlunden 13") and names its street's kind."""
    first = end
    while first > start and doc[first - 1].text.isdigit():
        first -= 1
    if (end - first < 2 or first == start or not doc[first - 1].is_alpha or not _in_results_row(doc, first, 3)
            or _holds_address_unit(doc, start, end) or _names_street_kind(doc, start, end)):
        return end
    return first


#: the closings of a letter, which a model reads as the signature's name
_CLOSINGS = frozenset({"yours faithfully", "yours sincerely", "yours truly", "kind regards", "best regards",
                       "warm regards", "best wishes", "many thanks", "with thanks"})


def _is_everyday_tail(doc: Doc, i: int, label: str) -> bool:
    """A frequent English verb or adverb in lower case, or in a note's capitals, after a person's or a place's
    name ("Ronaldo later played", "Smith says", "SON DECLAN PHONED"): a model ran on past the name
    (:func:`.word_frequencies.everyday_words`)."""
    return (label in {"PERSON", "LOC"} and doc.lang_ == "en" and (doc[i].is_lower or doc[i].is_upper)
            and doc[i].lower_ in _word_frequencies.everyday_words("en", frequent_only=True))


def _names_street_kind(doc: Doc, start: int, end: int) -> bool:
    """Whether a word of ``doc[start:end]`` is a street's kind written before its name ("Via", "Rue", "Calle")."""
    return any(_addresses.STREET_KIND_FIRST.fullmatch(t.text) for t in doc[start:end])


#: the endings of the street names that write the house's number after them ("Hauptstraße 5", "Kerkstraat 12")
_STREET_ENDINGS = ("straße", "strasse", "str.", "gasse", "weg", "allee", "platz", "straat", "laan", "plein", "gracht")


#: the parts of a building or a site named by their number ("Unit 3 ( Block B )", "Ward 7 (Oncology)")
_NUMBERED_PLACES = frozenset("unit flat apartment apt suite floor block building room ward bay bed gate platform "
                             "terminal pier level house plot".split())


def _is_goals_count(token: Any) -> bool:
    """A team's goals before its scorers in brackets ("Wrexham 3 ( Mullin 12 , ...)"), or a scorer's goals
    inside them ("( Vlahović 2 )"): a result's number, where an address keeps its house's ("Via Roma 5 (2nd
    floor)", "Hauptstraße 5")."""
    doc, i = token.doc, token.i
    if len(token.text) > 2 or i + 2 >= len(doc) or i == 0:
        return False
    after = doc[i + 1]
    before_scorers = after.text == "(" and doc[i + 2].text[:1].isupper()
    # a scorer's goals are one digit; a party's or a model's number in brackets is not ("( Cambio 90 )")
    scorers_goals = len(token.text) == 1 and after.text in {")", ","} and _in_brackets(doc, i)
    if not (before_scorers or scorers_goals or _is_score_before_scorers(doc, i)):
        return False
    before = doc[i - 1].lower_
    return not (_names_street_kind(doc, max(0, i - 5), i) or before.endswith(_STREET_ENDINGS) or before in _NUMBERED_PLACES)


def _is_score_before_scorers(doc: Doc, i: int) -> bool:
    """``doc[i]`` opens a score written as one word ("Napoli 1-1 ( Çalhanoğlu , ...)") that the scorers'
    bracket or a semicolon follows."""
    return (i + 3 < len(doc) and doc[i + 1].text == "-" and not doc[i].whitespace_ and not doc[i + 1].whitespace_
            and doc[i + 2].text.isdigit() and doc[i + 3].text in {"(", ";"})


def _in_brackets(doc: Doc, i: int) -> bool:
    """Whether ``doc[i]`` stands inside an open bracket of its line (a scorers' list: "( Vlahović 2 )")."""
    for j in range(i - 1, max(-1, i - 20), -1):
        if doc[j].text in {"(", ")"} or "\n" in doc[j].text:
            return doc[j].text == "("
    return False


#: a fixture's result in a results line, in any language: a team, its goals, a spaced dash, the other team
#: and its goals ("Real Betis 2 - Sevilla 2 ;", "Getafe 0 - Valencia 3"); the goals in groups 1 and 2
_FIXTURE = re.compile(r"[A-Z][\w.'’]*(?:[ \t]+[A-Z][\w.'’]*)*[ \t]+(\d{1,2})[ \t]+[-–][ \t]+"
                      r"[A-Z][\w.'’]*(?:[ \t]+[A-Z][\w.'’]*)*[ \t]+(\d{1,2})(?![\w:.,/]?\d)")


def _is_fixture_score(token: Any) -> bool:
    """A team's goals in a fixture's result (:data:`_FIXTURE`), which a model glues to the team's name."""
    text = token.doc.text
    line_start = text.rfind("\n", 0, token.idx) + 1
    line_end = text.find("\n", token.idx)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    at = token.idx - line_start
    return any(at in (m.start(1), m.start(2)) for m in _FIXTURE.finditer(line))


def _is_score_after_name(token: Any) -> bool:
    """A number of an English score after a country's name ("France 24-17", "IRELAND 3-1"): a result, where a
    street keeps its houses' numbers ("Via Roma 5-7", "Angelica-Fritsch-Gasse 8-6")."""
    doc, i = token.doc, token.i
    if i >= 3 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_ and doc[i - 2].text.isdigit():
        i -= 2  # "24-17": the score's first number
    elif not (i + 2 < len(doc) and doc[i + 1].text == "-" and not token.whitespace_ and doc[i + 2].text.isdigit()):
        return False
    before = doc[i - 1] if i > 0 else None
    if before is None or _names_street_kind(doc, max(0, i - 5), i):
        return False
    return token.lang_ == "en" and before.is_alpha and before.lower_ in _countries.lower_country_names("en")



def _is_leading_aside(doc: Doc, start: int, end: int) -> bool:
    """An English greeting ("Dear Dr Hughes", "Thanks Priya"), a sentence adverb that opens a sentence
    ("Honestly Spotify said"; an adverb in -ly that English writes in lower case more often) or a verb in
    -ed that does ("Tried Goals", "Visited Leeds") before the name a model ran on to: it names nobody.
    "Emily", "Kelly", "Alfred" are written as names."""
    word = doc[start].lower_
    if end - start < 2 or doc.lang_ != "en" or not (doc[start].is_title or (doc[start].is_upper and word in GREETINGS)):
        return False  # "RIP Uncle Des": a greeting in capitals is one too

    if word in GREETINGS or (word == "ta" and doc[start + 1].text == ","):
        return True  # "Ta, Kev": British English's thanks before a comma (not "TA", the Territorial Army)
    if not _opens_sentence(doc, start):
        return False
    if word in STOP_WORDS and doc[start + 1].lower_.rstrip(".") in TITLE_ABBREVIATIONS:
        return True  # "Per Dr. Abernathy", "With Mr Hale": a preposition before a title and a name
    if word.endswith("ed") and len(word) >= 5 and _is_everyday_verb(word):
        return True  # "Tried Goals in Bridge of Don": the writer's verb, a post's sentence without its subject
    return word.endswith("ly") and word in _word_frequencies.common_words("en")


def _is_everyday_verb(word: str) -> bool:
    """A frequent English verb form that is no given name ("tried", "visited"; not "Ted", "Alfred")."""
    return word in _word_frequencies.everyday_words("en", frequent_only=True) and not _given_names.is_given_name(word)


def _before_innings(doc: Doc, start: int, end: int) -> int:
    """``end`` moved back to a team's score that "and" or "for" joins to another ("India 150 and 487-6
    declared", "Australia 104 and 238", "England 326 for 5"): a cricket score, not part of the name
    ("Schalke 04", "Apollo 11" stay)."""
    for i in range(start + 1, min(end, len(doc) - 2)):  # a score, then two words
        if (_is_number(doc[i].text) and doc[i - 1].text[:1].isupper() and doc[i + 1].lower_ in {"and", "for"}
                and (_is_number(doc[i + 2].text) or _SCORE.fullmatch(doc[i + 2].text))):
            return i
    return end


#: a score written as one token: "487-6" (runs for wickets), "2-0"
_SCORE = re.compile(r"\d{1,4}-\d{1,4}")


def _possessive_name_ends(doc: Doc, end: int) -> bool:
    """A possessive right after ``doc[end - 1]`` that ends a clause (a punctuation mark or the text's end
    after it): it belongs to the name ("Addenbrooke's."), not to a noun after it ("Smith's car")."""
    if end >= len(doc) or doc[end].lower_ not in {"'s", "’s"} or doc[end - 1].whitespace_:
        return False
    return end + 1 == len(doc) or doc[end + 1].is_punct or ends_line(doc[end])


#: the English possessives, which open a sentence before a lower-case noun and a name ("Our cat Biscuit") and
#: a relative's role before a name ("My cousin Jade")
_POSSESSIVES = frozenset("my his her our their your".split())


def _is_leading_opening_word(doc: Doc, start: int, end: int) -> bool:
    """``Saw`` in "Saw Wet Leg at the O2": a frequent English verb or function word
    (:func:`.word_frequencies.everyday_words`; no noun or adjective, which open names: "Real De Moer", "Grupo
    Escribano") that opens the sentence before two capitalised words of a person's span; the capital is the
    sentence's. Before one word it may be a given name the lexicon leaves
    out for being a word too ("Will Smith", "Jack Grealish", "Grace Jones"), and stays, unless that word is
    a given name itself ("Try Steve at SG Autos")."""
    two_words = end - start > 2 and all(t.text[:1].isupper() for t in doc[start + 1:start + 3])
    given_name = end - start == 2 and doc[start + 1].is_title and _given_names.is_given_name(doc[start + 1].lower_)
    opens = _opens_sentence(doc, start) or (start > 0 and doc[start - 1].text == ":")  # a chat's message
    word = doc[start].lower_
    verb = word in _word_frequencies.everyday_words("en", frequent_only=True) or (given_name and word in _ASKING_VERBS)
    return (doc.lang_ == "en" and doc[start].is_title and (two_words or given_name) and opens and verb
            and not _given_names.is_given_name(word))


#: the verbs that send a reader to someone by the given name ("Try Steve at SG Autos", "Message Kerry on ..."),
#: which the word tables do not all call everyday words
_ASKING_VERBS = frozenset("try ask call message text tell thank contact ring email see meet".split())


def _is_leading_role(doc: Doc, start: int, end: int) -> bool:
    """``Coach`` in ``Coach Okoro``, ``NEPHEW`` in ``NEPHEW KEVIN HALLORAN``: a role before the name, with a
    name word after it; ``my`` in ``my brother ollie``: a possessive before such a role; ``Nana`` before a
    given name; in English a nationality before a given name and more (``Belgian Johan Museeuw``)."""
    if doc[start].lower_ in _POSSESSIVES and start + 1 < end:
        start += 1

    if doc[start].lower_ in GRANDPARENT_NAMES:  # "Love you Nana Joan"; "Nana Akufo-Addo" is a name
        return start + 1 < end and _given_names.is_given_name(doc[start + 1].lower_)
    if (end - start >= 3 and doc[start].is_title and doc.lang_ == "en" and is_nationality_word(doc[start].lower_)
            and not _given_names.is_given_name(doc[start].lower_) and _given_names.is_given_name(doc[start + 1].lower_)):
        return True  # "Belgian Johan Museeuw won": the rider's nationality, then his name
    return doc[start].lower_.rstrip(".") in LEADING_ROLES and any(
        t.text[:1].isalpha() and t.lower_.rstrip(".") not in LEADING_ROLES for t in doc[start + 1:end])


#: what a family calls a grandparent before the given name, which are given names or words of their own too
GRANDPARENT_NAMES = frozenset({"nana", "nanna", "nan", "gran", "grandad", "granddad", "grampa", "gramps", "grammy",
                               # the other languages' words English posts use ("my Nonna Rosa's trattoria")
                               "nonna", "nonno", "abuela", "abuelo", "oma", "opa", "yiayia", "babcia", "bubbe"})


#: the words of a flat, floor or door in an address, in the languages supported: a span that holds one
#: is an address (whatever label a model gave it), and its numbers are never scores
_ADDRESS_UNITS = frozenset("apt apt. apartment suite ste unit flat floor fl piso puerta planta piano scala interno "
                           "etage étage stock wohnung whg bus boîte porta andar sala".split())


def _holds_address_unit(doc: Doc, start: int, end: int) -> bool:
    return any(token.lower_ in _ADDRESS_UNITS for token in doc[start:end + 2])  # the slice stops at the doc's end


def _ends_with_score(doc: Doc, start: int, end: int) -> bool:
    """Whether ``doc[start:end]`` is a team and its score in a results row: the number comes between two
    teams ("Minnesota 4 KANSAS CITY 1") or after the other team's ("BOSTON 5 Seattle 3"); a house number
    ends its line or comes before a comma ("Strandlunden 13, 4321 Sandvika")."""
    if end - start < 2 or not _is_number(doc[end - 1].text) or not doc[end - 2].text[:1].isupper():
        return False
    after_team = end < len(doc) and doc[end].text[:1].isupper() and doc[end].is_alpha
    after_score = start > 0 and _is_number(doc[start - 1].text)
    return ((after_team or after_score) and _in_results_row(doc, end - 1)
            and not _holds_address_unit(doc, start, end))


def _in_results_row(doc: Doc, i: int, numbers_needed: int = 2) -> bool:
    """Whether the line of ``doc[i]`` is a results row: another number besides ``doc[i]``, and no word in
    lower case outside brackets (``SEATTLE 10 Boston 9 ( 11 innings )``, ``Leeds 20 15 0 5``). There a
    number after a team is its score, not part of its name ("Schalke 04"), and an address in a sentence
    ("see u at Vial Kike Báez 376 Puerta 6 tonight") is not such a row. ``numbers_needed``: how many
    numbers the line must hold (``doc[i]`` counted)."""
    first, last = i, i
    while first > 0 and not ends_line(doc[first - 1]):
        first -= 1
    while last < len(doc) - 1 and not ends_line(doc[last]):
        last += 1
    numbers, depth = 0, 0
    for token in doc[first:last + 1]:
        depth += (token.text == "(") - (token.text == ")")
        numbers += _is_number(token.text)
        if depth <= 0 and token.is_alpha and token.is_lower:
            return False
    return numbers >= numbers_needed


def _is_leading_shorthand(doc: Doc, start: int, end: int) -> bool:
    """``PCP`` in ``PCP Dr. Aisha Rahman``: shorthand in capitals before words in title case. A name in
    capitals keeps its words ("GOOD HOPE HOSPITAL": the next word is no title case)."""
    shorthand, _ = never_names("en")
    return (start + 1 < end and doc[start].is_upper and doc[start].lower_ in shorthand
            and any(c.islower() for c in doc[start + 1].text) and doc[start + 1].text[:1].isupper())


def _before_lower_clause(doc: Doc, start: int, end: int) -> int:
    """``end`` moved back to a comma that a lower-case word follows: "Newton Wellesley, baseline
    ambulatory" is a place and a clause; "Truro, Cornwall" and "sub, van de Biezenbos & van Allemanië"
    (a particle opens a name) stay whole."""
    for i in range(start + 1, end - 1):
        if doc[i].text == "," and doc[i + 1].is_lower and doc[i + 1].is_alpha and doc[i + 1].lower_ not in name_particles():
            # only after a name written with capitals: a span in lower case gives no such sign
            return i if any(t.text[:1].isupper() for t in doc[start:i]) else end
    return end


#: the English words that join a headline's clause to a name and never end one ("YORKSHIRE BY FOUR WICKETS")
_JOINING_WORDS = frozenset("by of in at on to for and or the with from into against after before over".split())


def _is_function_word_in_capitals(token: Any) -> bool:
    """An English preposition, article or conjunction in a headline's capitals, which a span that ran past a
    name keeps at its end once the words after it are cut ("LANCASHIRE BEAT YORKSHIRE BY FOUR WICKETS")."""
    return token.is_upper and token.doc.lang_ == "en" and token.lower_ in _JOINING_WORDS


def _is_credential(token: Any) -> bool:
    """A clinician's degree or licence in capitals after the name a signature writes without a comma ("- J.
    Kowalczyk RRT", "Maria Delgado RN"): the person's qualification, no part of the name."""
    return token.lower_ in CREDENTIAL_WORDS and not token.is_lower and not token.is_title


def _is_table_words_only(doc: Doc, start: int, end: int) -> bool:
    """A span of a table's words in capitals alone and their possessive ("ATHLETICS - WOMEN'S 5,000 METRES"
    leaves "WOMEN'S"): a heading's category, no name."""
    return all((t.is_upper and t.lower_ in TABLE_WORDS) or t.lower_ in {"'s", "’s"} for t in doc[start:end])


def _runs_past(token: Any) -> bool:
    """The last word of a model's span that ran past the name: a headline or reporting verb (more of them
    in capitals, :data:`CAPITALS_VERBS`), a table's word in a headline (``ENGLAND SCOREBOARD``; not
    ``WOMEN``: "ARSENAL WOMEN" is a team), a phone's field letter (``ANA W: 555-0101``), or a role
    after a team or firm ("Australia coach", "Veltrix chief"; in title case before more of the title or
    the holder's name, "Boeing Chief Executive"). Not a word in -ing: events end with one
    ("the Kassel marathon bombing")."""
    lower = token.lower_
    if lower in HEADLINE_VERBS or (token.is_upper and lower in CAPITALS_VERBS):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if len(lower) == 1 and following is not None and following.text == ":":
        return True  # "DTR ANA W: 555-0101": the phone's field ("W:", "H:", "C:")
    if token.is_title and lower in _OFFICE_WORDS and following is not None and following.is_title:
        return True  # "Boeing Chief Executive Kelly Ortberg": the firm before its office
    if token.is_upper and lower in TABLE_WORDS and lower not in _TEAM_WORDS:
        return True
    # "Australia coach", "MONACO SACK COACH": a role after a team, in lower case or in a headline's capitals
    return (token.is_lower or token.is_upper) and token.is_alpha and lower in TRAILING_ROLES


def _is_position(token: Any) -> bool:
    """A player's position that ends a model's person span after a team, in a headline's capitals or in lower
    case ("BATH SIGN WALES CENTRE"; a place's or a firm's span keeps its "CENTRE": "LEISURE CENTRE"). An
    attached possessive stays ("McBride’s"): a scorer that reads words by spaces counts the word whole."""
    return (token.is_upper or token.is_lower) and token.lower_ in SPORTS_POSITIONS


#: a player's position, written after the team ("Wales centre Nigel Davies", "BATH SIGN WALES CENTRE"); not
#: "wing", "forward", "lock" or "prop", words of places and things too
SPORTS_POSITIONS = frozenset("centre center winger fullback full-back flanker hooker scrum-half fly-half pitcher "
                             "quarterback shortstop outfielder wicketkeeper batsman playmaker".split())

#: table words that end a team's name ("ARSENAL WOMEN")
_TEAM_WORDS = frozenset({"men", "women", "men's", "women's"})
#: roles written after a team, firm or country ("Australia coach", "Veltrix chief executive" cut at "chief")
TRAILING_ROLES = frozenset("coach chief manager captain striker midfielder defender goalkeeper spokesman spokeswoman "
                           "spokesperson chairman chairwoman executive boss fans supporters players".split())
#: the roles a nationality comes before: a team's and these ("Danish striker", "Kenyan runner")
_ROLES_AFTER_NATIONALITY = TRAILING_ROLES | frozenset("runner cyclist swimmer boxer player driver rider actor singer "
                                                      "writer journalist minister president official diplomat".split())

#: offices written with a capital between a body and its holder ("ECB President Christine Lagarde")
_OFFICE_WORDS = frozenset(OFFICES) | TRAILING_ROLES | _TITLE_ENDS


def _is_field_label(doc: Doc, i: int) -> bool:
    """A capitalised participle that opens a line before a colon: a form's field ("Admitted: 02/11/2019",
    "Attending: Susan Whitcombe, MD"), not a speaker ("Anna: hi", "Ted: hi"; the dialogue source's test)."""
    word = doc[i]
    return (word.is_title and is_participle_label(word.lower_) and i + 1 < len(doc) and doc[i + 1].text == ":"
            and (i == 0 or ends_line(doc[i - 1])))


def _is_word_before_handle(doc: Doc, start: int, end: int) -> bool:
    """``RT`` in ``RT @CNN``: the mark of a repost, before the handle it quotes; a thanks or a greeting before
    a handle, or a word English writes in lower case (``Shoutout @pret``, ``Cheers @jdoe``): the handle alone
    is the name (``Tesco @Tesco`` keeps its name)."""
    if not (start + 1 < end and doc[start + 1].text.startswith("@")):
        return False
    word = doc[start].lower_
    return word in _BEFORE_HANDLES or (doc[start].is_alpha and word in _word_frequencies.common_words("en"))


#: the words a post writes before a handle it thanks, greets or quotes
_BEFORE_HANDLES = frozenset("rt thanks thank cheers congrats congratulations shoutout props hey hi hello cc via ty thx "
                            "dear ask tag follow ping".split())


#: a year as a number of its own ("the 2019 Vuelta a Espana": the edition's year before an event's name)
_YEAR = re.compile(r"(?:19|20)\d{2}")


def _is_date_token(text: str) -> bool:
    return bool(_NUMERIC_DATE.fullmatch(text) or _YEARLESS_DATE.fullmatch(text))


def _is_number(text: str) -> bool:
    return text.replace(".", "").replace(",", "").isdigit()


def _is_leading_score(doc: Doc, start: int, end: int) -> bool:
    """``132`` in ``132 Derek Halloran 66 66``: a total that opens a leaderboard's row, before a given name
    and in a line of three numbers or more; a house number comes before a street ("12 John Street" holds
    no three numbers)."""
    return (doc[start].text.isdigit() and start + 1 < end and (start == 0 or ends_line(doc[start - 1]))
            and _given_names.is_given_name(doc[start + 1].lower_) and _in_results_row(doc, start, numbers_needed=3))


def _is_score_between_teams(doc: Doc, start: int, end: int) -> bool:
    """``1`` in ``Crystal Palace 1 Port Vale 1``: the first team's score before the second team's name,
    which ends before its own score; a house number follows no capitalised word ("at 1 Port Road")."""
    after = doc[end] if end < len(doc) else None
    return (doc[start].text.isdigit() and len(doc[start].text) <= 2 and start + 1 < end and start > 0
            and doc[start - 1].is_alpha and (doc[start - 1].is_title or doc[start - 1].is_upper)
            and after is not None and after.text.isdigit() and len(after.text) <= 2
            and (end + 1 == len(doc) or ends_line(doc[end]) or "\n" in doc[end + 1].text or doc[end + 1].text == "("))


def _is_row_number(doc: Doc, start: int, end: int) -> bool:
    """``1`` in ``1. Anna Berg`` or ``2)``: a list item's number, followed by its full stop or bracket; not
    the number a German club's name opens with (``1. FC Köln``, ``1. FSV Mainz 05``)."""
    return (doc[start].text.isdigit() and start + 1 < end and doc[start + 1].text in {".", ")"}
            and not (start + 2 < end and doc[start + 2].text in _CLUB_PREFIXES))


#: the abbreviations German clubs' names open with after their number ("1. FC Köln", "1. FSV Mainz 05")
_CLUB_PREFIXES = frozenset("FC FSV SC SV VfB VfL TSV TSG SpVgg SSV BV FFC KSC".split())
#: a German ordinal, one token: "1.", "04."
_ORDINAL = re.compile(r"\d{1,2}\.")


#: a drug's dose ("5mg", "500 mcg", "10 units")
_DOSE = re.compile(r"\b\d+(?:\.\d+)?[ \t]?(?:mg|mcg|µg|ml|iu|mmol|units?)\b")
#: a tooth in a dental note, by its quadrant (upper or lower, left or right) and its number ("LL6", "UR8")
_TOOTH = re.compile(r"(?:ul|ur|ll|lr)[1-8][a-e]?")
#: one letter and a full stop: after a number, the abbreviation of its unit
_UNIT_AFTER_NUMBER = re.compile(r"[^\W\d_]\.")


def is_unit_after_number(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` one letter and a full stop right after a number ("88 J.", "45 a."): the abbreviation
    of the number's unit (Jahre, años), no initial."""
    return bool(_UNIT_AFTER_NUMBER.fullmatch(span_text(doc, start, end))) and start > 0 and doc[start - 1].like_num


def _is_heading(doc: Doc, start: int, end: int) -> bool:
    """One word in title case that opens a line and a heading: before one or two words in lower case and a
    colon ("Verpleegkundige notitie :"), or, opening the document, before the colon itself and no given
    name ("Ontslagbrief :"; "Sanne :" opens a chat); no given name either before more words in lower case
    and numbers ("Résultats du 400 m 4 nages :", a results table's heading)."""
    if end - start != 1 or not doc[start].is_title or not (start == 0 or ends_line(doc[start - 1])):
        return False
    after = 0
    while (end + after < len(doc) and after < _MAX_HEADING_WORDS
           and ((doc[end + after].is_lower and doc[end + after].is_alpha) or doc[end + after].is_digit)):
        after += 1
    if end + after >= len(doc) or doc[end + after].text != ":":
        return False
    if after > 2 or any(t.is_digit for t in doc[end:end + after]):
        return not _given_names.is_given_name(doc[start].lower_)
    return after > 0 or (start == 0 and not _given_names.is_given_name(doc[start].lower_) and not _SPEAKER_LINE.search(doc.text))


def _is_german_heading(doc: Doc, start: int, end: int) -> bool:
    """Two or three German nouns in title case that open a line before a colon, each a record's or a shift's
    noun (:data:`_GERMAN_HEADING_ENDINGS`: "Pflegebericht Frühdienst:", "Übergabe Nachtdienst:") or an everyday
    noun, one at least of the first kind: a note's heading, which German writes with capitals, no name."""
    if not (1 < end - start <= 3 and end < len(doc) and doc[end].text == ":"
            and (start == 0 or ends_line(doc[start - 1]))):
        return False
    everyday = german_everyday_nouns()
    words = doc[start:end]
    return (any(t.lower_.endswith(_GERMAN_HEADING_ENDINGS) for t in words)  # "Familie Müller:" is a family
            and all(t.is_title and t.is_alpha and (t.lower_.endswith(_GERMAN_HEADING_ENDINGS) or t.text in everyday)
                    for t in words))


#: the endings of the nouns a German note's heading is made of: reports, shifts, handovers, plans, findings
_GERMAN_HEADING_ENDINGS = ("bericht", "dienst", "notiz", "protokoll", "verlauf", "übergabe", "dokumentation",
                           "plan", "befund", "anamnese", "brief", "vermerk", "visite")


#: the most words in lower case and numbers between a heading's first word and its colon
_MAX_HEADING_WORDS = 6


def _is_results_heading(doc: Doc, start: int, end: int, lang: str) -> bool:
    """A span that opens with the language's word for results or standings (:data:`.languages.RESULTS_HEADINGS`)
    at a line's start ("Ergebnisse Bundesliga"), or one in capitals inside a line that opens with that word,
    maybe after the sport and a dash: the sport, the heading or its competition ("SKI ALPIN - ERGEBNISSE
    SLALOM", "FUTEBOL - CLASSIFICAÇÃO DA PRIMEIRA LIGA", "UITSLAGEN EREDIVISIE"); not a place after a
    preposition ("RESULTATS À PARIS")."""
    headings = RESULTS_HEADINGS.get(lang, frozenset())
    line = _line_start(doc, start)
    if line is None:
        return False
    heading = line
    while heading < len(doc) and heading - line < _SPORT_WORDS and doc[heading].is_upper and doc[heading].is_alpha:
        heading += 1  # the sport
    heading = heading + 1 if heading < len(doc) and heading > line and doc[heading].text in _DASHES else line
    if heading >= len(doc) or not doc[heading].text[:1].isupper() or doc[heading].lower_ not in headings:
        return False
    return start == heading or (all(t.is_upper or not t.is_alpha for t in doc[start:end])
                                and not (start > heading and doc[start - 1].lower_ in HEADING_PLACE_PREPOSITIONS))


#: the most words a sport before a heading's dash holds ("SKI ALPIN", "ATLETICA LEGGERA")
_SPORT_WORDS = 3
#: how far back from a span its line's start is looked for: a heading is short
_HEADING_TOKENS = 12


def _line_start(doc: Doc, i: int) -> int | None:
    """The first token of ``doc[i]``'s line, within :data:`_HEADING_TOKENS` tokens; None past them."""
    first = i
    while first > 0 and not ends_line(doc[first - 1]):
        first -= 1
        if i - first > _HEADING_TOKENS:
            return None
    return first


#: a later line opened by a word and a colon: a chat's next speaker ("Frank: kom je?\nBram: ja")
_SPEAKER_LINE = re.compile(r"\n[ \t]*[^\W\d_][\w'’\-]*[ \t]?:")


def _is_party_after_name(doc: Doc, start: int, end: int) -> bool:
    """One word in capitals alone in brackets right after a word in title case ("Dehaene ( CVP )")."""
    return (end - start == 1 and doc[start].is_upper and doc[start].is_alpha and start >= 2 and end < len(doc)
            and doc[start - 1].text == "(" and doc[end].text == ")" and doc[start - 2].is_title)


def _is_staged(word: str, shorthand: frozenset[str]) -> bool:
    """Shorthand with a stage or a grade after it ("ckd3", "copd2"): a condition's stage, the shorthand's word."""
    staged = _STAGED.fullmatch(word)
    return staged is not None and staged.group(1) in shorthand


#: a word of letters and a stage or a grade after it (group 1: the word)
_STAGED = re.compile(r"([a-z]{2,6})[1-5][ab]?")


def names_nobody(doc: Doc, start: int, end: int, mixed_case: bool, lang: str = "en") -> bool:
    """Every word of ``doc[start:end]`` is shorthand or a function word, and no other word holds a digit
    than shorthand's own ("DM2") and, in English, the readings after shorthand ("AFIB 90-110").

    An English greeting or sign-off (:data:`GREETINGS`) names nobody in any case. Case tells shorthand from
    names only so far: a title-case word ("Ed", "Art") is never shorthand,
    and in mixed-case text an ALL-CAPS function word ("US", "IT") is an abbreviation, not "us". Outside
    English a title-case article or particle ("El", "Die", "De") is still one: those are the words a
    model trained on English swallows into names.
    """
    shorthand, function_words = never_names(lang)
    surface = span_text(doc, start, end).lower()
    if is_unit_after_number(doc, start, end) or (end - start == 1 and is_vital_sign_before_reading(doc, start)):
        return True  # "77 J.", "45 a.": a unit's abbreviation after its number (Jahre, años); "TA 150/90"
    if lang == "en" and _AGE.fullmatch(surface):
        return True  # "79M": a triage's age and sex, which the tokenizer writes as two tokens
    if lang == "en" and _DOSE.search(surface):
        return True  # "APIXABAN 5MG BD": a drug and its dose
    if lang == "en" and _TOOTH.fullmatch(surface):
        return True  # "extraction of LL6": a dental note's tooth, by quadrant and number
    if lang != "en" and _is_party_after_name(doc, start, end):
        return False  # "Jean-Luc Dehaene ( CVP )": a party's acronym after its member, not "CVP" of a note
    if lang != "en" and _is_heading(doc, start, end):
        return True  # "Pflegebericht : Herr Schmitz", "Diario infermieristico : sig. Esposito"
    if lang == "de" and _is_german_heading(doc, start, end):
        return True  # "Pflegebericht Frühdienst:": a note's heading of nouns, which German writes with capitals
    if lang != "en" and _is_results_heading(doc, start, end, lang):
        return True  # "UITSLAGEN EREDIVISIE", "RÉSULTATS LIGUE 1": a table's heading, a competition's name
    if surface in shorthand and not surface.isalpha():
        return True  # "D/C", "F/U", "A&O": shorthand the tokenizer split at its slash or ampersand
    # "cont iv abx, f/u cxr": shorthand the tokenizer split inside a longer span stands for one word
    split = {t.i for piece in _unspaced_pieces(doc, start, end) if doc[piece[0]:piece[1]].text.lower() in shorthand
             for t in doc[piece[0]:piece[1]]}
    words = [t for t in doc[start:end] if not (t.is_punct or t.is_space or t.i in split)]
    # "Neuro:", "Dispo:": a section heading of a note, shorthand even in title case
    heading = end < len(doc) and doc[end].text == ":"
    # "Total", "Attendance", "Group F", "Round 3": a results table's row or column words
    table = lang == "en" and any(t.lower_ in TABLE_WORDS for t in words)
    readings = 0
    for token in words:
        if table and (token.lower_ in TABLE_WORDS or len(token.text) == 1 or token.text.isdigit()):
            continue
        if any(c.isdigit() for c in token.text):
            if (token.lower_ in shorthand or _OBSTETRIC.fullmatch(token.text) or _is_staged(token.lower_, shorthand)
                    or (lang == "en" and (_TOOTH.fullmatch(token.lower_) or _HOW_OFTEN.fullmatch(token.lower_)))):
                continue  # "DM2", "X1", "FiO2", "G2P1", "Ext LL8", "CP x2h": a tooth, a count, a duration
            if lang == "en" and _LAB_TARGET.fullmatch(token.text):
                continue  # "keep K>4, Mg>2": a plan's target for a lab value
            if lang == "en" and _READING.fullmatch(token.text):
                readings += 1  # "AFIB 90-110", "SATS 94-97%": a reading after its shorthand
                continue
            return False
        if lang == "en" and (token.lower_ in GREETINGS or token.lower_ in TITLE_ABBREVIATIONS):
            continue
        if lang != "en" and token.lower_ in GREETING_WORDS.get(lang, ()):
            continue  # "Atentamente,", "Exmo.": a letter's greeting or sign-off
        if (heading or _opens_sentence(doc, token.i)) and token.lower_ in shorthand:
            continue  # "Neuro:", "Transferred from ...": capitalised as a heading or a sentence's first word
        # title case has a lower-case letter ("Ed"); "D/C", "X3" are shorthand in capitals
        if (token.is_title and any(c.islower() for c in token.text) and (lang == "en" or token.lower_ not in function_words)
                and token.lower_ not in medicine_names()):
            return False
        is_function = token.lower_ in function_words and not (mixed_case and token.is_upper)
        finding = lang == "en" and token.is_upper and token.lower_ in _SHORTHAND_IN_CAPITALS
        if not (token.lower_ in shorthand or is_function or finding or _is_shorthand_verb(token.lower_, shorthand)):
            return False
    return len(words) > readings or bool(split)


#: shorthand made a verb by an apostrophe ("sx'd", "dc'd", "tx'ed"): suctioned, discontinued, treated
_SHORTHAND_VERB = re.compile(r"(.+)['’]e?d")


def _is_shorthand_verb(lower: str, shorthand: frozenset[str]) -> bool:
    """``lower`` is a note's shorthand with the apostrophe and ending of a past tense ("sx'd for thick
    secretions"), which a model reads as a name."""
    verb = _SHORTHAND_VERB.fullmatch(lower)
    return verb is not None and verb.group(1) in shorthand


#: the body's words in a note's findings, written in capitals ("L LEG EVH SITES", "MIDSTERNAL INCISION OTA"):
#: shorthand there, but not in prose, where a model's span may rightly hold them ("a scabbed wound": an
#: injury that describes a person)
_FINDINGS_IN_CAPITALS = frozenset("leg legs arm arms incision incisions wound wounds site sites hand hands foot feet "
                                  "chest abd abdomen back".split())
#: a note's shorthand only when written in capitals: the findings' words, and letters that in title case are a
#: name or an initial ("84YO F, ADM VIA ED": "ED" the emergency department, "Ed" a person; "F", "M" a sex)
_SHORTHAND_IN_CAPITALS = _FINDINGS_IN_CAPITALS | {"ed", "er", "f", "m", "male", "female"}


#: an obstetric history, gravida and para ("G2P1", "G1P0", "G3P2+1")
_OBSTETRIC = re.compile(r"[Gg]\d{1,2}[Pp]\d{1,2}(?:\+\d{1,2})?")


def _unspaced_pieces(doc: Doc, start: int, end: int) -> list[tuple[int, int]]:
    """The runs of two tokens or more of ``doc[start:end]`` that no white space separates ("f/u", "a&o"),
    without the comma or full stop that ends one ("20G," is the gauge "20G")."""
    pieces, first = [], start
    for i in range(start, end):
        if doc[i].whitespace_ or i == end - 1:
            last = i + 1
            while last > first + 2 and doc[last - 1].text in {",", ".", ";", ":"}:
                last -= 1
            if last - first > 1:
                pieces.append((first, last))
            first = i + 1
    return pieces


#: a lab value's target as a plan writes it, one token ("K>4", "Mg>2", "INR<3.5")
_LAB_TARGET = re.compile(r"[A-Za-z]{1,5}[<>]=?\d+(?:\.\d+)?")
#: a clinical reading: a number, a range or a percentage ("90-110", "94-97%", "5", a fraction's ".40")
_READING = re.compile(r"(?:\d+(?:[.,]\d+)?|[.,]\d+)[sS]?(?:[-–/]\d+(?:[.,]\d+)?[sS]?)?%?\.?")  # "94%", "FiO2 .40"
#: how often or how long, as a note writes it after its shorthand ("CP x2h", "POC x4 daily", "abx x7d")
_HOW_OFTEN = re.compile(r"x\d{1,2}(?:[hdw]|/\d{1,2})?")


#: the vital signs, bedside measurements and blood tests a note writes a reading after ("BP 142/88", "HR: 92",
#: "BM 6.2", "Hb 98")
_VITAL_SIGNS = frozenset("bp b/p sbp dbp nibp abp map hr pulse rr resp temp spo2 sao2 sats sat o2 cvp bm bs bg cbg "
                         "gluc glucose wt weight ht height gcs pain hb hgb wcc wbc plt crp inr egfr creat cr na k "
                         "alt ast alp ggt tsh hba1c lactate trop".split())


#: the letters of the vital signs every supported language's notes write before a reading, in capitals:
#: blood pressure (tension, tensión, pressione, Riva-Rocci), heart and breathing rates, saturation. Narrower
#: than :data:`_VITAL_SIGNS` and :data:`_READING`, which read English notes: outside them "PA", "TA", "FC" are
#: also a body's letters ("FC Bari"), so only a bare pressure, rate or percentage after them makes a vital sign
VITAL_SIGN_LETTERS = frozenset("ta pa rr fc fr hr bp sat sato2 spo2 tas tad pas pad af".split())
#: a reading after a vital sign's letters: a number, a pressure, a percentage
_VITAL_READING = re.compile(r"\d{1,3}(?:[.,]\d)?(?:/\d{1,3})?%?")


def is_vital_sign_before_reading(doc: Doc, i: int) -> bool:
    """``doc[i]`` a vital sign's letters in capitals before its reading ("TA 150/90", "PA 155/90", "FC 98"): no
    body's letters, in any language's note."""
    return (doc[i].is_upper and doc[i].lower_ in VITAL_SIGN_LETTERS and i + 1 < len(doc)
            and bool(_VITAL_READING.fullmatch(doc[i + 1].text)))


def _is_vital_sign(doc: Doc, start: int, end: int) -> bool:
    """A lone reading right after a vital sign's shorthand, a colon between them or not ("BP 142/88", "bp:
    120/80"): a measurement, which a model that learnt codes from case numbers reads as one."""
    before = start - 1 if start > 0 and doc[start - 1].text != ":" else start - 2
    return (end - start == 1 and before >= 0 and _READING.fullmatch(doc[start].text) is not None
            and doc[before].lower_ in _VITAL_SIGNS)


def _is_measure_and_reading(doc: Doc, start: int, end: int) -> bool:
    """A vital sign's or a blood test's shorthand and its reading ("Hb 98", "CRP 84"), which a model reads as a
    place or a body in title case."""
    return (end - start == 2 and doc[start].lower_ in _VITAL_SIGNS
            and _READING.fullmatch(doc[start + 1].text) is not None)


def _is_shorthand_code(doc: Doc, start: int, end: int, mixed_case: bool) -> bool:
    """A code without a digit made only of a note's shorthand ("96% on RA", "PRN"): a model that learnt codes
    from capitals reads shorthand as one."""
    return not any(c.isdigit() for c in span_text(doc, start, end)) and names_nobody(doc, start, end, mixed_case)


def _opens_sentence(doc: Doc, i: int) -> bool:
    if i >= 2 and doc[i - 1].text == "." and not doc[i - 2].whitespace_ and doc[i - 2].lower_ in _ABBREVIATED_TITLES:
        return False  # "dott. Di Pietro", "Sig. Rossi": a title's full stop the tokenizer wrote apart
    return i == 0 or _ends_sentence(doc[i - 1]) or _ends_sentence_after_month(doc, i - 1)


#: titles written with a full stop before a name, in the supported languages
_ABBREVIATED_TITLES = frozenset("dr dott dott.ssa prof sig sig.ra avv ing mr mrs ms sr sra dra srta mme mlle dhr mevr "
                                "hr fr".split())


def is_mixed_case(doc: Doc) -> bool:
    """Whether most letters of the document are lower case (ordinary prose, not a shouted note)."""
    return _mostly_lower_case(doc_text(doc)[:5000])


@lru_cache(maxsize=64)
def _mostly_lower_case(prefix: str) -> bool:
    """Cached by the text's first 5,000 characters: the component and three of its sources ask for each
    document."""
    return sum(map(str.islower, prefix)) > sum(map(str.isalpha, prefix)) / 2  # C loops: read for every document


#: words of a form's field labels beyond the dialogue source's list ("Social Security:", "Signup:")
_MORE_FIELD_WORDS = frozenset({"social", "security", "signup", "sign", "number", "no", "insurance", "tax",
                               "national", "registration", "expiry", "issued", "card", "blood", "type", "driver"})


def is_field_label(doc: Doc, start: int, end: int) -> bool:
    """A form's field label, or part of one: the line (or the field, where a gap of spaces parts the fields of
    one line: "Okonjo, Adaeze  MRN: 4471823") up to its colon is made of field words and function words
    (``IP:``, ``Passport number:``, ``IP at signup:``, ``Social Security Number:``); it names nobody."""
    colon = end
    while colon < len(doc) and colon - end <= _LABEL_TAIL and doc[colon].text != ":" and not ends_line(doc[colon]):
        colon += 1
    if colon >= len(doc) or doc[colon].text != ":":
        return False  # first the colon, a few words on: the walk back to the line's start is the long one
    span_words = [token.lower_ for token in doc[start:end] if not token.is_space]
    if not span_words or not all(w in FIELD_WORDS or w in _MORE_FIELD_WORDS for w in span_words):
        return False
    line_start = start  # back to the line's start, or to a gap of spaces between a form's fields on one line
    while line_start > 0 and not ends_line(doc[line_start - 1]) and not doc[line_start - 1].is_space:
        line_start -= 1
    _, function_words = never_names("en")
    words = [token.lower_ for token in doc[line_start:colon] if not token.is_space]
    return all(w in FIELD_WORDS or w in _MORE_FIELD_WORDS or w in function_words for w in words)


#: words a field label may hold after the span before its colon ("Passport" + "number:")
_LABEL_TAIL = 3


def ends_line(token: Any) -> bool:
    """Whether a line break follows ``token`` (in its text, a whitespace token's, or after it)."""
    return "\n" in token.text or "\n" in token.whitespace_


def _sources_by_token(proposed: Sequence[TokenCandidate]) -> dict[int, set[str]]:
    """The sources that proposed a span over each token: which candidates overlap a span, found in
    time linear in the document rather than by comparing every span with every candidate."""
    sources_at: dict[int, set[str]] = {}
    for start, end, _, source in proposed:
        for i in range(start, end):
            sources_at.setdefault(i, set()).add(source)
    return sources_at


#: the determiners that open a common noun phrase, not a name ("the council", "my gym")
_DETERMINERS = frozenset("the a an my our your his her their this that these those".split())
#: the types of a name a lone common word is wrongly given
PLACES_AND_PEOPLE = frozenset({"PERSON", "ORG", "LOC"})


def _is_common_word(doc: Doc, i: int, lang: str) -> bool:
    """A word in lower case that the language writes in lower case at least as often as capitalised
    (:func:`.word_frequencies.common_words`: "kin", "soccer", "spouse"; not "towson", nor "burns")."""
    return _is_lower_case_words(doc, i, i + 1) and doc[i].text in _word_frequencies.common_words(lang)




def is_hashtag_of_common_words(doc: Doc, start: int, end: int) -> bool:
    """A hashtag written in camel case whose every word is common in English, or frequent and written in lower
    case at least as often ("#NewJob", "#ProudTeacher", "#LoveIsland"); one that holds a name ("#LiverpoolFC",
    "#JusticeForJohn") is not."""
    if end - start != 1 or not _is_tag_word(doc, start):
        return False
    text = doc[start].text
    words = _CAMEL_WORDS.findall(text)
    if len(words) > 1 and "".join(words) == text:
        frequent = _word_frequencies.frequent_lower_case_words("en")
        return all(w.lower() in _word_frequencies.common_words("en") or w.lower() in frequent for w in words)
    return text.isalpha() and text.islower() and _runs_common_words_together(text)


def _runs_common_words_together(word: str) -> bool:
    """A hashtag in lower case that is two or three frequent common English words run together
    ("#neveragain", "#goodvibesonly"), and no name the tables or the lexicons hold ("#liverpool": "liver" and
    "pool"). Frequent words only (:func:`_frequent_common_words`): rarer ones cut names ("#pasewalk": "pase",
    "walk")."""
    if len(word) < 6 or word in (_word_frequencies.lower_case_names("en") or {}) or word in town_names("en") or _given_names.is_given_name(word):
        return False
    common = _frequent_common_words()

    def splits(rest: str, parts: int) -> bool:
        return any(rest[:i] in common and (rest[i:] in common or (parts > 2 and splits(rest[i:], parts - 1)))
                   for i in range(3, len(rest) - 2))

    return splits(word, 3)


@cache
def _frequent_common_words() -> frozenset[str]:
    """English's common words (:func:`.word_frequencies.common_words`) of three letters or more that the tables
    see at least once in 60,000 words (``never``, ``again``, ``pool``; not ``pase``, ``nic``)."""
    probabilities = read_lookup_table("en", "lexeme_prob") or {}
    return frozenset(w for w in _word_frequencies.common_words("en") if len(w) >= 3 and probabilities.get(w, -99.0) >= _FREQUENT_PIECE)


#: a hashtag's piece at least this frequent (natural log of its probability) is a common word
_FREQUENT_PIECE = -11.0
#: the words of a camel-case hashtag
_CAMEL_WORDS = re.compile(r"[A-Z][a-z]+|[a-z]+")
#: abbreviations in lower case joined by a slash ("si/sh", "f/u", "c/o"): a note's shorthand, no name
_SHORTHAND_PAIR = re.compile(r"[a-z]{1,3}(?:/[a-z]{1,3})+")


def _is_kin_or_imperative(doc: Doc, i: int, lang: str) -> bool:
    """An English kinship word in title case ("Brother of the footballer Ryan": the relation, whose name
    follows), or a French verb before its pronoun's hyphen ("Rendez-vous", "Dites-moi")."""
    if lang == "en":
        return doc[i].is_title and doc[i].lower_ in KINSHIP_ROLES and i + 1 < len(doc) and doc[i + 1].lower_ == "of"
    return (lang == "fr" and i + 1 < len(doc) and not doc[i].whitespace_
            and doc[i + 1].lower_.lstrip("-") in _FRENCH_PRONOUNS and doc[i + 1].text.startswith("-"))


#: the pronouns French joins to a verb with a hyphen ("Rendez-vous", "Allez-y")
_FRENCH_PRONOUNS = frozenset("vous nous moi toi le la les lui leur y en".split())
#: German's indefinite articles and "kein": the noun after one is any of its kind, not a name
GERMAN_INDEFINITE_ARTICLES = frozenset("ein eine einen einem einer eines kein keine keinen keinem keiner keines".split())


def _common_words_alone(doc: Doc, start: int, end: int, label: str, lang: str) -> bool:
    """A person's, place's or organisation's span that only common words make (or a description that is one
    everyday verb or function word in lower case, "going"): a lone word in lower case
    ("next of kin", "soccer - ...") or one that opens a sentence ("Shares of Vodafone rose", "Rebels said",
    "Ayer llegó"), what a family calls a parent ("Dad is home"), in English text that writes its sentences
    with capitals, words in lower case all common ("Qatar 's foreign ministry said"), and an English person
    of common words in capitals ("OBITUARY"); not an organisation or a place, which a note in capitals
    names with common words ("MERCY HOSPITAL")."""
    if label == "DEM":  # "pt going back": a verb alone describes nobody (a job or an age is no everyday verb)

        return end - start == 1 and doc[start].is_lower and doc[start].lower_ in _word_frequencies.everyday_words(lang, frequent_only=True)
    if label not in PLACES_AND_PEOPLE:
        return False
    if end - start == 1 and (_is_common_word(doc, start, lang) or _is_opening_common_word(doc, start, lang)
                             or doc[start].lower_ in FAMILY_NAMES_FOR):
        return True
    if end - start == 1 and doc[start].is_lower and _word_frequencies.DRAWN_OUT.search(doc[start].text):
        return True  # "yesss", "nooo": a chat's drawn-out word
    if lang == "de" and end - start == 1 and start > 0 and doc[start - 1].lower_ in GERMAN_INDEFINITE_ARTICLES:
        return True  # "ein Feuer": a noun after an indefinite article, any of its kind
    if end - start == 1 and _opens_sentence(doc, start) and _is_kin_or_imperative(doc, start, lang):
        return True  # "Brother of the footballer Ryan", "Rendez-vous samedi": a relation, a verb
    if lang == "en" and is_hashtag_of_common_words(doc, start, end):
        return True  # "#NewJob", "#ThrowbackThursday": a hashtag of everyday words names nobody
    if lang == "en" and end - start == 1 and _is_noun_after_demonstrative(doc, start):
        return True  # "this song got me through": a thing a post points at, no name
    if _SHORTHAND_PAIR.fullmatch(span_text(doc, start, end)):
        return True  # "no si/sh", "f/u": a note's shorthand pair, in lower case
    if (lang == "en" and end - start == 1 and start > 0 and doc[start].is_lower and doc[start].is_alpha
            and (doc[start - 1].lower_ in _DETERMINERS or doc[start - 1].like_num) and _cues.writes_capitals(doc_text(doc))):
        return True  # "three crews got sent": a noun after a number or a determiner, in text that capitalises names
    if (lang == "en" and label == "PERSON" and end - start == 1 and doc[start].is_lower and doc[start].is_alpha
            and _is_frequent_lower_case(doc[start].lower_) and _cues.writes_capitals(doc_text(doc))):
        return True  # "said ward member Kathryn Grandon": a word in lower case, where names have capitals
    if lang == "en" and label == "PERSON" and _is_common_words_in_capitals(doc, start, end):
        return True  # "OBITUARY", "WORLD INDOOR": a headline's words in capitals
    if lang == "en" and _is_opening_phrase_of_common_words(doc, start, end):
        return True  # "Quick review of the new Nando's": a sentence's capital on a phrase of common words
    if lang == "en" and any(t.text == "," for t in doc[start:end]) and _is_common_words_in_capitals(doc, start, end):
        return True  # "WIFE AT BEDSIDE, ANXIOUS, REASSURED": a note's list of findings, whatever the type
    if lang == "en" and label == "PERSON" and _is_heading_of_common_words(doc, start, end):
        return True  # "Nursing Progress Note", "Wound Care Note": a heading on a line of its own
    if lang == "en" and _is_heading_before_date(doc, start, end):
        return True  # "Theatre list 21/03:", "Ward round 14/06": a note's heading before its date
    if lang == "en" and end - start == 1 and _is_common_word_amid_capitals(doc, start):
        return True  # "ATE 50% OF BREAKFAST": a place's or a firm's one common word amid a note's capitals
    if (lang == "en" and end - start > 1 and doc[start].lower_ in _DETERMINERS and _is_lower_case_words(doc, start, end)
            and all(_is_common_word(doc, i, lang) for i in range(start + 1, end))):
        return True  # "the council said", "my gym": a determiner and common nouns, even in a post in lower case
    if (lang == "en" and label == "PERSON" and _is_lower_case_words(doc, start, end)
            and all(_is_common_word(doc, i, lang) and not _given_names.is_given_name(doc[i].lower_) for i in range(start, end))):
        return True  # "leg ulcer redressed": a person of common words, even in a note in lower case
    return (lang == "en" and _is_lower_case_words(doc, start, end)
            and all(_is_common_word(doc, i, lang) for i in range(start, end)) and _cues.writes_capitals(doc_text(doc)))


def _is_opening_phrase_of_common_words(doc: Doc, start: int, end: int) -> bool:
    """Two words or more that open a sentence, the first a frequent word English writes in lower case at least
    as often (no given name), the others common words in lower case ("Quick review", "Quick update"), in a text
    that writes capitals: the sentence's capital, no name's."""
    first = doc[start]
    return (end - start > 1 and first.is_title and first.is_alpha and _opens_sentence(doc, start)
            and _is_frequent_lower_case(first.lower_) and not _given_names.is_given_name(first.lower_)
            and all(doc[i].is_lower and _is_common_word(doc, i, "en") for i in range(start + 1, end))
            and _cues.writes_capitals(doc_text(doc)))


#: the demonstratives and possessives before a noun that a post in lower case points at ("this song", "my
#: flat"): the determiners but the articles, as "the" opens a venue's or a band's name there ("the o2", "the 1975")
_DEMONSTRATIVES_AND_POSSESSIVES = _DETERMINERS - {"the", "a", "an"}


def _is_noun_after_demonstrative(doc: Doc, i: int) -> bool:
    """A word in lower case after a demonstrative or a possessive in lower case, no given name ("this song",
    "my nan"; not "my kayla"), in a text that writes no capitals: what a post points at is a thing."""
    return (i > 0 and doc[i].is_lower and doc[i].is_alpha and doc[i - 1].is_lower
            and doc[i - 1].lower_ in _DEMONSTRATIVES_AND_POSSESSIVES and not _given_names.is_given_name(doc[i].lower_)
            and not _cues.writes_capitals(doc_text(doc)))


def _is_heading_before_date(doc: Doc, start: int, end: int) -> bool:
    """Common words opening a line, the first capitalised, before a date or a colon ("Theatre list 21/03:",
    "Ward round: ..."): a note's heading, no name."""
    words = _word_frequencies.common_words("en")
    return ((start == 0 or ends_line(doc[start - 1])) and end < len(doc) and end - start >= 2
            and doc[start].is_title and doc[start].lower_ in words
            and all(t.is_lower and t.text in words for t in doc[start + 1:end])
            and (doc[end].text == ":" or doc[end].text[:1].isdigit()))


#: the words before a time of day a note writes as four digits ("AT 1600", "repeat BMP at 2200")
_BEFORE_CLOCK_TIME = frozenset({"at", "@", "by", "until", "till", "since", "from", "before", "after"})


def _is_clock_time(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` one number of four digits that is a time of day (00:00 to 23:59) after a word of
    time ("at 1600", "by 2200") or, written with its leading zero, after any lower-case word ("at bedside
    0310"; a year has no leading zero, and a postcode follows its town's capitalised name), with no
    capitalised word after it ("at 1600 Pennsylvania Avenue")."""
    text = doc[start].text
    if end - start != 1 or len(text) != 4 or not text.isdigit() or int(text[:2]) > 23 or int(text[2:]) > 59:
        return False
    after = doc[end] if end < len(doc) else None
    before = doc[start - 1] if start > 0 else None
    return (before is not None and (before.lower_ in _BEFORE_CLOCK_TIME or (text[0] == "0" and before.is_lower))
            and not (after is not None and after.is_title))


def _is_frequent_lower_case(word: str) -> bool:
    """A word English writes in lower case at least as often as capitalised, and often ("ward", "will")."""
    return word in _word_frequencies.frequent_lower_case_words("en")


def _is_common_words_in_capitals(doc: Doc, start: int, end: int) -> bool:
    """Every word of ``doc[start:end]`` but its numbers in capitals and common in English
    (:func:`_is_common_words`): a model trained on prose reads a headline's words in capitals as a person
    ("OBITUARY - ...", "WORLD INDOOR 60 METRES", "NIGHT REPORT BAY 3 BED"), or a note's shorthand among
    them ("C.DIFF SPEC SENT")."""
    shorthand, _ = never_names("en")
    # "NIGHT REPORT BAY 3 BED", "BEDSIDE, ANXIOUS": a heading's numbers, a list's commas
    words = [i for i in range(start, end) if not doc[i].like_num and not doc[i].is_punct]
    return bool(words) and all(doc[i].is_upper and (_is_common_words(doc, i, i + 1) or doc[i].lower_ in shorthand)
                               for i in words) and any(doc[i].lower_ not in shorthand for i in words)


def _is_heading_of_common_words(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` on a line of its own whose words are all common English words in title case and
    none a given name ("Nursing Progress Note", "Wound Care Note"; not "Grace Wood", "Mark Price")."""
    line_start, line_end = start, end
    while line_start > 0 and start - line_start < _HEADING_WORDS and not ends_line(doc[line_start - 1]):
        line_start -= 1
    while (line_end < len(doc) and line_end - end < _HEADING_WORDS and not ends_line(doc[line_end - 1])
           and not doc[line_end].is_space):
        line_end += 1
    return (line_end - line_start > 1 and _is_line(doc, line_start, line_end) and _is_common_words(doc, line_start, line_end)
            and all(t.is_title and not _given_names.is_given_name(t.lower_) for t in doc[line_start:line_end]))


#: how many words a heading line holds at most beside the span read (a longer line is prose)
_HEADING_WORDS = 6


#: the prepositions before a place: a common word in capitals after one may name it ("LIVES IN BATH"), and a note's
#: route's ("TRANSFER TO ST LUKE'S VIA ED")
_PLACE_PREPOSITIONS = frozenset(word.upper() for word in ENGLISH_PLACE_PREPOSITIONS | {"to", "via"})


#: the kinds of work whose title English writes right after the kind ("her novel Fingersmith", "the debut
#: album Collapsed in Sunbeams", "his collection The Perseverance")
_WORK_NOUNS = frozenset("novel novels novella album albums ep single collection memoir memoirs film films movie "
                        "play plays poem poems opera musical documentary sitcom painting sculpture book books "
                        "song songs".split())
#: how many title words before a span :func:`_in_work_title` reads back over
_TITLE_WORDS = 6


def _in_work_title(doc: Doc, start: int) -> bool:
    """``doc[start]`` inside the title that follows a kind of work in lower case after a determiner, a
    possessive or an adjective (:data:`_WORK_NOUNS`: "Her debut album Collapsed in Sunbeams won"): the title's
    words are capitalised or function words, back to the kind."""
    i = start - 1
    while i >= 0 and start - i <= _TITLE_WORDS and (doc[i].is_title or (doc[i].is_lower and doc[i].is_stop)):
        i -= 1
    if i < 1 or doc[i].lower_ not in _WORK_NOUNS or not doc[i].is_lower or not (doc[i - 1].is_lower or doc[i - 1].is_stop):
        return False
    return doc[i + 1].is_title  # the title opens with a capital right after the kind


#: the academic posts named with their field after "of" or "in" ("Professor of Economics", "Reader in Law")
_ACADEMIC_POSTS = frozenset("professor professors emeritus reader lecturer chair fellow".split())
#: the words that make a field's span a body's name ("Professor at the School of Law")
_INSTITUTION_WORDS = frozenset("university college institute school academy hospital society museum department "
                               "faculty centre center council trust foundation".split())


def _is_academic_post_or_subject(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` an academic post before its field ("Reader in Medieval History") or the field after
    the post ("Professor Emeritus of Economics"), where no word of the field names an institution."""
    if any(t.lower_ in _INSTITUTION_WORDS for t in doc[start:end]):
        return False
    if end < len(doc) - 1 and doc[end].lower_ in {"of", "in"} and doc[end + 1].is_title and \
            all(t.lower_ in _ACADEMIC_POSTS for t in doc[start:end]):
        return True
    return start >= 2 and doc[start - 1].lower_ in {"of", "in"} and doc[start - 2].lower_ in _ACADEMIC_POSTS


def _is_common_word_amid_capitals(doc: Doc, i: int) -> bool:
    """``doc[i]`` a common English word in capitals between words in capitals, after no preposition of place
    or comma, and no country's name: a note's or a headline's word ("ATE 50% OF BREAKFAST", "CHEST CLEAR"),
    where a model trained on prose reads capitals as a name."""
    if not (doc[i].is_upper and doc[i].is_alpha and len(doc[i]) > 3 and _is_common_words(doc, i, i + 1)):
        return False
    if doc[i].lower_ in _countries.lower_country_names("en") or (i > 0 and doc[i - 1].text == ","):
        return False  # "MOVED TO CHILE", "MALCOLMBOROUGH, TURKEY": a country, a place's region after its comma
    before = next((t for t in reversed(doc[max(0, i - 3):i]) if t.is_alpha), None)
    after = next((t for t in doc[i + 1:i + 4] if t.is_alpha), None)
    return (before is not None and before.is_upper and before.text not in _PLACE_PREPOSITIONS
            and (after is None or after.is_upper))


def _is_common_words(doc: Doc, start: int, end: int) -> bool:
    """Every word of ``doc[start:end]`` common in English in whatever case it is written
    (:func:`.word_frequencies.common_words`, which leaves out the words as often surnames, "BROWN", "YOUNG")."""
    words = _word_frequencies.common_words("en")
    return all(doc[i].is_alpha and doc[i].lower_ in words for i in range(start, end))


def _opens_field(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` opens its line or a sentence before a colon ("Trainer : Noel Chance", "...
    Rambler . Trainer : Willie Mullins"): a field's label."""
    return ((start == 0 or ends_line(doc[start - 1]) or doc[start - 1].text in _SENTENCE_ENDS)
            and end < len(doc) and doc[end].text == ":")


def _is_line(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` a line of its own."""
    return (start == 0 or ends_line(doc[start - 1])) and (end == len(doc) or ends_line(doc[end - 1]) or doc[end].is_space)


def _is_opening_common_word(doc: Doc, i: int, lang: str) -> bool:
    """A common word far more often written in lower case (:func:`.word_frequencies.opening_words`) that
    opens a sentence or follows a dateline's or a list's dash or a colon, in title case: the capital is the
    sentence's ("Shares of Vodafone rose", "Rebels said", "Ayer llegó", "Mass. - State police", "France - Try
    :", "Bruno: Kommst du?"; after a programme's time, "09:30 Keynote"), and the word is written with a
    capital nowhere else in the document (a surname named before in full is: "Ana Lie ... Lie said")."""
    word = doc[i]
    abbreviation = i + 1 < len(doc) and doc[i + 1].text == "." and not word.whitespace_  # "Sig. Rossi"
    # "Mass. - State police", "Bruno: Kommst du?": after a dateline's dash or a speaker's colon
    opens = (_opens_sentence(doc, i) or (i > 1 and _is_spaced_dash(doc, i - 1)) or (i > 0 and doc[i - 1].text == ":")
             or (i > 0 and bool(_DURATION.fullmatch(doc[i - 1].text)) and (i == 1 or ends_line(doc[i - 2]))))
    return (opens and not abbreviation and word.is_title and word.is_alpha and word.lower_ in _word_frequencies.opening_words(lang)
            and not any(t.lower_ == word.lower_ and not t.is_lower for t in doc if t.i != i))


def is_opening_function_word(doc: Doc, i: int, lang: str) -> bool:
    """Outside English, a function word of the language that opens a sentence, a line or a quotation, spelt
    as a given name is ("Alla conferenza", "\" Una vittoria"): Italian's "alla", "una" are Russian's
    and Irish's given names too. English is left out ("Will", "May" open sentences as names)."""
    return lang != "en" and doc[i].is_title and doc[i].lower_ in never_names(lang)[1] and _capitalised.opens_clause(doc, i)


def is_verb_opening(doc: Doc, i: int, end: int) -> bool:
    """In English, a lone given name that opens a sentence, spelt as a word written in lower case more often
    ("love", "mark"), before a pronoun or a determiner: the verb, not the name ("Great game! Love the new
    kit", "Love you all", "Mark my words")."""
    return (end == i + 1 < len(doc) and doc[end].lower_ in _VERB_OBJECTS and _capitalised.opens_clause(doc, i)
            and _is_frequent_lower_case(doc[i].lower_))


#: the pronouns and determiners that follow a verb opening a sentence ("Love you", "Love the kit")
_VERB_OBJECTS = frozenset("you u ya it the this that these those my your our their them him me us all everyone "
                          "everybody".split())


def _is_lower_case_words(doc: Doc, start: int, end: int) -> bool:
    """Every token of ``doc[start:end]`` a word in lower case: no code is written so (TAB's train and dev
    hold six codes without a digit, all in capitals: ``HAV``, ``JOL``)."""
    return all(token.is_alpha and token.is_lower for token in doc[start:end])


def _is_row_figures(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` the figures of a table's row ("BALTIMORE 47 42 .528 5 1/2"; :mod:`.table_rows`): a
    team's record, no code."""
    figures = _table_rows.row_figures(doc_text(doc))
    return bool(figures) and all(t.idx in figures or t.is_space or t.is_punct for t in doc[start:end])


def score_spans(doc: Doc, resolved: Sequence[TokenCandidate], proposed: Sequence[TokenCandidate],
                lang: str = "en", mixed_case: bool | None = None) -> list[float]:
    """The score of each resolved span, from its source and the evidence in ``proposed`` (all candidates);
    ``mixed_case``: :func:`is_mixed_case` of ``doc``, when the caller has it already."""
    if mixed_case is None:
        mixed_case = is_mixed_case(doc)
    keys = [span_text(doc, start, end).lower() for start, end, _, _ in resolved]
    texts: dict[str, int] = {}
    for key in keys:
        texts[key] = texts.get(key, 0) + 1
    sources_at = _sources_by_token(proposed)
    scores = []
    for (start, end, label, source), key in zip(resolved, keys, strict=True):
        parts = set(source.split("+"))  # a merged span names all its sources
        another_source = any(other != source for i in range(start, end) for other in sources_at.get(i, ()))
        alone = texts[key] == 1 and not another_source
        if lang != "en" and parts == {"given_names"} and alone and _common_words_alone(doc, start, end, label, lang):
            scores.append(NO_NAME_SCORE)  # "Durante la rueda": a surname's spelling, a sentence's capital
            continue
        if label in NAME_TYPES and _is_chant(doc, start, end):
            scores.append(NO_NAME_SCORE)  # "Ole Ole Ole": a chant, whichever source took it for a name
            continue
        if label in NAME_TYPES and lang != "en" and "cues" not in parts and _is_results_heading(doc, start, end, lang):
            scores.append(NO_NAME_SCORE)  # "SKI ALPIN - ERGEBNISSE": a lexicon's given name in a results heading
            continue
        if not parts & STATISTICAL_SOURCES:
            patterns = parts - GUESS_SOURCES
            scores.append(min(PATTERN_SCORES.get(part, 1.0) for part in patterns) if patterns else BASE_SCORE)
            continue
        if label in NAME_TYPES and ((names_nobody(doc, start, end, mixed_case, lang) and "cues" not in parts)
                                    or (is_field_label(doc, start, end) and not another_source)):
            scores.append(NO_NAME_SCORE)  # a cue that found the span alone would have kept it: so it does beside a model
        elif label == "CODE" and not another_source and (_is_lower_case_words(doc, start, end)
                                                         or _is_clock_time(doc, start, end) or _is_row_figures(doc, start, end)):
            scores.append(NO_NAME_SCORE)  # "by spring", "D/C'D AT 1600": a code has digits or capitals; a time; a row's figures
        elif label in {"CODE", "DATETIME"} and not another_source and lang == "en" and (
                _is_vital_sign(doc, start, end) or (label == "CODE" and _is_shorthand_code(doc, start, end, mixed_case))):
            scores.append(NO_NAME_SCORE)  # "BP 130/85": a reading after its vital sign; "on RA": shorthand, no code
        elif label in NAME_TYPES and not another_source and lang == "en" and _is_measure_and_reading(doc, start, end):
            scores.append(NO_NAME_SCORE)  # "Lab: Hb 98, WCC 11.2": a blood test and its reading
        elif label in NAME_TYPES and not another_source and _is_clock_time(doc, start, end):
            scores.append(NO_NAME_SCORE)  # "at bedside 0310": a time of day the model took for a place
        elif (label in PLACES_AND_PEOPLE and lang == "en" and not another_source and not parts - STATISTICAL_SOURCES
              and end - start == 1 and (_is_line(doc, start, end) or _opens_field(doc, start, end))
              and (_is_common_words(doc, start, end) or doc[start].lower_ in FIELD_WORDS)):
            scores.append(NO_NAME_SCORE)  # "EXPERIENCE", "Trainer :": a heading, or a field's label, of one common word
        elif alone and not parts - STATISTICAL_SOURCES and _common_words_alone(doc, start, end, label, lang):
            scores.append(NO_NAME_SCORE)  # "next of kin", "Shares of Vodafone rose": common words
        elif alone and not parts - STATISTICAL_SOURCES and lang == "en" and _in_work_title(doc, start):
            scores.append(NO_NAME_SCORE)  # "her novel Fingersmith": a work's title, no one's name
        elif not parts - STATISTICAL_SOURCES and lang == "en" and _is_academic_post_or_subject(doc, start, end):
            scores.append(NO_NAME_SCORE)  # "Professor of Contemporary Art", "Reader in Law": a post and its field
        elif parts - STATISTICAL_SOURCES or texts[key] > 1 or another_source:
            scores.append(SUPPORTED_SCORE)
        else:
            scores.append(BASE_SCORE)
    return scores
