"""Identifiers that only their neighbour gives away: a source of ``pii_detector``.

In notes, chats and headlines capitals say nothing (``SON CLAUDINE CALLED``, ``seen by dr meléndez``),
and a model that learnt names from their capitals misses them. What gives them away is the word
before: a role or kinship word (``dr``, ``son``, ``wife``, ``nurse``) makes the next word a name;
``on``, ``seen``, ``since`` make ``7/18`` a date; ``yo`` makes ``102`` an age; ``seen at``, ``transfer
to`` make ``MGH`` a hospital; a facility's kind makes the capitalised words before it its name
(``BRIGHAM REHAB``, ``Marian Manor``). Each cue is lower-case
insensitive, and a word after a role cue is a name only when it is not itself shorthand or a function
word (``DR AWARE``, ``son is``), so the cues cost little precision.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc
from spacy.util import registry

from .appositions import people_after_their_trade, people_before_their_age
from .base import Candidate, doc_text
from .branch_places import branch_places
from .callers import people_to_call
from .care_homes import german_homes_after_kinds
from .credentials import people_before_credentials
from .deferred import DeferredModule
from .electoral_wards import seats_with_compass_points
from .employers import employers, employers_before_roles, firms_of_thanked_people
from .evidence import (
    KINSHIP_ROLES,
    LEADING_ROLES,
    MEMBER_SEATS,
    NUMBER_LABELS,
    OFFICES,
    RANK_ABBREVIATIONS,
    TRAILING_ROLES,
    is_mixed_case,
    never_names,
)
from .families import families_by_surname
from .greetings import greeted_people
from .hashtags import hashtag_names
from .headlines import agency_datelines, competition_names, dateline_places, headline_names, table_heading_names
from .languages import HOSPITAL_DEPARTMENTS, calendar_words, language_profile, title_words
from .natural_places import natural_places
from .occupations import occupation_phrases
from .other_scripts import names_in_other_scripts
from .parties import party_names
from .places_after_in import places_after_in
from .possessive_names import names_before_possessives
from .saint_institutions import saint_institutions
from .scoreboards import results_names
from .screen_names import screen_names
from .title_case_in_posts import opens_in_lower_case, title_case_in_lower_case_posts
from .trade_names import trade_names
from .unseen_words import unseen_capitalised_words
from .word_patterns import may_mention, word_alternation

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import capitalised as _capitalised
    from . import given_names as _given_names
    from . import names_in_other_languages as _names_in_other_languages
    from . import word_clusters as _word_clusters
    from . import word_frequencies as _word_frequencies
else:
    _capitalised = DeferredModule("spacy_sanitize.detection.capitalised")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _names_in_other_languages = DeferredModule("spacy_sanitize.detection.names_in_other_languages")
    _word_clusters = DeferredModule("spacy_sanitize.detection.word_clusters")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: titles after which the next word (or two) is a person's name, whatever its case ("dr meléndez")
TITLE_CUES = ("dr", "dr.", "doctor", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss", "attending", "np", "rn", "pa-c")
#: kinship and role words after which the next word is a name when it is written as one: in a document
#: that writes capitals, "his wife died" and "mother tongue" name nobody, "his wife Anna" does
ROLE_CUES = KINSHIP_ROLES
#: offices and ranks before a name ("President Obama", "Pres. Obama", "coach Bill Belichick", "Judge Smith"):
#: the next word is a name only when written in title case, in any document ("the president said" is not)
OFFICE_CUES = tuple(sorted(f"{rank}." for rank in RANK_ABBREVIATIONS)) + OFFICES
_NAME_WORD = r"[^\W\d_][\w'’\-]{1,30}"


def role_pattern(cues: tuple[str, ...], particles: tuple[str, ...] = ()) -> re.Pattern[str]:
    """One or more cue words (group ``cue``: "Herr Dr."), then one or two name words (group ``name``),
    with the language's name particles between them ("Klaus von Bergen", "Lula da Silva")."""
    cue = rf"(?:{word_alternation(cues, ignore_case=True)})"
    joiners = "|".join(re.escape(p).replace(r"\ ", r"[ \t]+") for p in sorted(set(particles), key=len, reverse=True))
    between = rf"(?:(?:{joiners})[ \t]+)?" if joiners else ""
    return re.compile(rf"(?i)(?<![\w.])(?P<cue>{cue}(?:[ \t]+{cue})*)[ \t]+"
                      rf"(?P<name>{_NAME_WORD}(?:[ \t]+{between}{_NAME_WORD})?)")


_ROLE = role_pattern(TITLE_CUES + ROLE_CUES + OFFICE_CUES)
_DAY_MONTH = r"(?:1[0-2]|0?[1-9])/(?:3[01]|[12]\d|0?[1-9])"
_YEARLESS_DATE = re.compile(
    r"(?i)\b(?:on|seen|since|from|until|till|by|dated|admitted|discharged|d/c|note|npn|of|to|visit"
    r"|cxr|ct|cta|mri|echo|ekg|ecg|xr|labs|cultures)"
    rf"[ \t]+({_DAY_MONTH})(?![/\d])"
)
_OLD_AGE = re.compile(r"(?i)(?=[91])\b(9\d|1[01]\d)[ \t]?(?:yo|y/o|y\.o\.|yr old|years? old)(?!\w)")
#: an age over 89 after the word "age" in any case, as a form or a note in capitals writes it ("AGE 97", "Age: 93")
_OLD_AGE_AFTER_AGE_WORD = re.compile(r"(?i)(?=[a])\baged?[ \t]*:?[ \t]*(9\d|1[01]\d)(?![\w.,]?\d)(?!\w)")
#: a year of birth, and the town after it, in an entry's brackets ("Tomás Ó Ceallaigh (born 1980, Dingle)")
_BORN_YEAR = re.compile(r"(?=[Bb])\b[Bb]orn[ \t]+(?:in[ \t]+)?((?:1[5-9]|20)\d\d)\b"
                        r"(?:,[ \t]+([A-Z][\w'’\-]+(?:[ \t][A-Z][\w'’\-]+)?)(?=[)\];]))?")
#: an age over 89 between commas or in brackets after a titled name, as a ward's bed board writes it ("Bed 5: Mr
#: Aldous, 93, CAP", "mevr. De Boer ( 94 ) onrustig"), with the honorifics of every supported language
_OLD_AGE_AFTER_NAME = re.compile(
    r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|[Mm]evr|[Dd]hr|Herr|Frau|Sr|Sra|Srta|Mme|M|Sig|Sig\.ra)\.?[ \t]+"
    r"(?:[A-Za-z][\w'’\-]*[ \t]+){0,3}[A-Z][\w'’\-]+(?:,[ \t]*|[ \t]*\([ \t]*)(9\d|1[01]\d)(?:[ \t]*,|[ \t]*\))")
#: a surname, a comma and a given name opening a list's row or a line, before a dash, a bracket or the line's
#: end ("Theatre list: 1. Grant, Polly - lap chole"): a person written surname first, as lists sort them
_INVERTED_NAME = re.compile(r"(?=[A-Z])(?:^|(?<=\n)|(?<=\d\. )|(?<=\d\) ))([A-Z][a-z'’\-]+,[ \t]+([A-Z][a-z]+))"
                            r"(?=[ \t]*(?:[-–(]|\n|$))")
# "seen at MGH", "transfer to sgh": an abbreviation ending like a hospital's (H, MC, UH) after a place word
_HOSPITAL = re.compile(r"(?i)(?=[atfi])\b(?:at|to|from|in)[ \t]+([a-z]{1,4}(?:h|mc))\b")


#: a care facility named by its kind after one to three capitalised words ("BRIGHAM REHAB", "Marian Manor",
#: "PARTNERS HOME CARE") or before an of-phrase ("Hospice of the North Shore")
_FACILITY_KIND = (r"(?:hospital|rehab|rehabilitation|medical center|medical centre|home care|nursing home|care home|"
                  r"assisted living|senior living|hospice|clinic|health center|health centre|manor|care center|"
                  r"infirmary|sanatorium|surgery|medical practice|medical group)")
#: a word of every kind in :data:`_FACILITY_KIND`, to skip the texts that name none
_FACILITY_KIND_WORDS = ("hospital", "rehab", "medical", "home", "living", "hospice", "clinic", "health", "manor",
                        "care", "infirmary", "sanatorium", "surgery")
_CAPITALISED = r"[A-Z][\w'’.\-]*"
_FACILITY = re.compile(rf"\b(?P<named>(?P<before>(?:{_CAPITALISED}[ \t]+){{1,3}})(?i:{_FACILITY_KIND}))\b"
                       rf"|\b(?P<of_phrase>(?i:{_FACILITY_KIND})[ \t]+of[ \t]+(?:the[ \t]+)?{_CAPITALISED}(?:[ \t]+{_CAPITALISED}){{0,2}})")
_WORD = re.compile(_NAME_WORD)
#: a facility's kind right after a facility's name
_FACILITY_KIND_AFTER = re.compile(rf"[ \t]+(?i:{_FACILITY_KIND})\b")
#: the departments English names by their specialty and a facility's kind ("Rheumatology Clinic")
_DEPARTMENTS = frozenset(HOSPITAL_DEPARTMENTS["en"])
#: the words that name a kind of operation before "Surgery" ("Cardiac Surgery", "Day Surgery"), where a
#: family doctors' surgery has a place's or a founder's name ("Village Surgery", "Beech Tree Surgery")
_SURGERIES = frozenset(
    "general cardiac cardiothoracic thoracic plastic reconstructive orthopaedic orthopedic vascular colorectal day "
    "keyhole minor major eye dental oral maxillofacial heart brain spinal spine breast bariatric cosmetic paediatric "
    "pediatric neuro upper lower gi hand trauma emergency elective robotic laparoscopic open hip knee bypass "
    "transplant hepatobiliary endocrine urological urology ent oncological ophthalmic foot ankle weight loss "
    "refractive laser cataract gender facial skin mohs head neck".split())
#: the words of the kinds: a name made only of them is no name ("NURSING HOME CARE")
_FACILITY_WORDS = frozenset(re.findall(r"[a-z]+", _FACILITY_KIND))
#: a lone capitalised word that opens a sentence and is the subject of a reporting, biographical or scoring
#: verb ("Casal joined in 2011.", "Kramer said", "Burns scored twice", a live post's "Haaland makes it 2-0"):
#: news, match reports and biographies name people again by their surname alone
_REPORTING_VERB = (r"(?:said|says|told|added|joined|declined|resigned|denied|confirmed|explained|wrote|stated|argued|"
                   r"insisted|studied|founded|died|retired|scored|netted|equalised|equalized|converted|homered|"
                   r"scores|nets|equalises|equalizes|makes it)")


@cache
def _subject_of_verb(lang: str) -> re.Pattern[str]:
    """A lone capitalised word opening a sentence before one of ``lang``'s reporting verbs (English's:
    :data:`_REPORTING_VERB`; the others': :attr:`.languages.LanguageProfile.reporting_verbs`)."""
    verbs = _REPORTING_VERB if lang == "en" else "(?:" + "|".join(language_profile(lang).reporting_verbs or ("(?!)",)) + ")"
    inverted = rf"(?! {_SUBJECT_AFTER_VERB[lang]})" if lang in _SUBJECT_AFTER_VERB else ""
    return re.compile(r"(?=[A-ZÀ-Ý])(?:^|(?<=[.!?]\s)|(?<=\n))([A-ZÀ-Ý][a-zà-ÿ'’\-]{2,})(?= " + verbs + r"(?![\w])" + inverted + ")")


#: an English name of two to four capitalised words opening a sentence, or closing one after a comma, before a
#: reporting verb, after an optional "The" ("Network Rail said", "The Met Office said", "..., Western Power
#: Distribution said"); "and" joins two names ("Nissan and Honda said"), "&" one ("Procter & Gamble said"), and
#: so does "and" before two words ("Kent Fire and Rescue Service said")
_NAMED_SUBJECT = re.compile(r"(?=[A-Z])(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=, )|(?<=, the ))(?:The )?([A-Z][\w'’\-]*"
                            r"(?:(?: (?:of|for|&|and(?= [A-Z][\w'’\-]* [A-Z])))? [A-Z][\w'’\-]*){1,3})"
                            r"(?= " + _REPORTING_VERB + r"(?![\w]))")


#: what opens the subject that Dutch and German put after the verb when another word opens the sentence
#: ("Gisteren zei Janse", "Gestern sagte der Minister"): then the first word is no subject
_SUBJECT_AFTER_VERB = {
    "nl": r"(?:[A-ZÀ-Ý]|(?:hij|zij|ze|het|de|een|er|men|die|dat|we|wij|ik|u|jij)\b)",
    "de": r"(?:[A-ZÄÖÜ]|(?:er|sie|es|man|der|ein|ich|wir|ihr)\b)",
}


#: a hospital, church or school named for its saint, after a place word ("TRANSFER TO ST. VINCENT'S", "back
#: to st joseph's", "at Saint Mary's"): the possessive is the place's, in any case
_SAINTS_PLACE = re.compile(r"(?=(?i:[tafi]))(?i:\b(?:to|at|from|in|into)[ \t]+)((?i:st\.?|saint)[ \t]+[A-Za-z][a-z]+(?:'|’)[sS]"
                           r"|(?i:ST\.?|SAINT)[ \t]+[A-Z]+(?:'|’)S)(?![\w'’])")
#: a school, a church or a hospital named after its saint, with its kind ("St Mary's Primary", "St Luke's
#: Hospice", "Saint Anne's Catholic High School"): a name wherever it stands, a heading's first words too
_SAINTS_INSTITUTION = re.compile(
    r"(?=S)\b((?:St\.?|Saint)[ \t]+[A-Z][a-z]+(?:'|’)s(?:[ \t]+(?:Church of England|C of E|CE|RC|Catholic))?"
    r"(?:[ \t]+(?:Primary|Infant|Infants|Junior|Secondary|High|School|Academy|College|Church|Hospital|Hospice|"
    r"Surgery|Infirmary|Cathedral|Chapel|Nursery))+)(?![\w'’])")
#: a home or a hospital named after its saint in a note written in capitals, with or without the possessive
#: ("ADMITTED FROM ST. AGNES HOME", "ST JOSEPH'S NURSING HOME", "SAINT LUKE HOSPICE")
_SAINTS_INSTITUTION_IN_CAPITALS = re.compile(
    r"(?=S)\b((?:ST\.?|SAINT)[ \t]+[A-Z]{2,}(?:'|’)?S?(?:[ \t]+(?:NURSING|CARE|RESIDENTIAL|REHAB|COMMUNITY))?"
    r"[ \t]+(?:HOME|HOSPITAL|HOSPICE|INFIRMARY|MANOR|LODGE|HOUSE|COURT))(?![\w'’])")
#: a British road by its number after a word of travel and "the" ("stuck on the A14 near Cambridge", "J10 of
#: the M1"): a place, which no lexicon holds; not a paper's size ("on the A4 paper")
_ROAD_NUMBER = re.compile(r"(?=(?i:[oafvndujt]))(?i:\b(?:on|along|off|onto|via|near|down|up|join|joined|joining|"
                          r"take|took|to|from|of)[ \t]+the[ \t]+)([AMB]\d{1,4}(?:\([Mm]\))?)(?![\w/])"
                          r"(?![ \t]+(?:paper|sheets?|size|format|envelopes?|pages?|printer|pad|folder|notebook)\b)")
#: an Irish or a British county named after its word ("County Mayo", "Co. Antrim", "County Durham")
#: (not the bodies a county names, "the County Court", "County Hall")
_COUNTY = re.compile(r"(?=C)\b(?:County|Co\.)[ \t]+(?!(?:Court|Courts|Council|Councils|Hall|Championship|Cricket|Ground|"
                     r"Show|Councillor|Police|Fire|Road|Lines)\b)[A-Z][a-z]+(?![\w'’])")


#: the dead named in a death notice ("Beloved wife of the late Emrys", "the late Sir Terry Wogan"): "the late"
#: and one or two capitalised words, not a month or a weekday ("the late May sunshine")
_LATE_NAME = r"[A-Z][a-z\-]+(?:['’][A-Z][a-z\-]+)?"  # "O'Brien", not the possessive of "Wogan's"
_THE_LATE = re.compile(rf"(?=t)\bthe[ \t]+late[ \t]+(?:(?:Sir|Dame|Mr|Mrs|Dr)\.?[ \t]+)?({_LATE_NAME}(?:[ \t]+{_LATE_NAME})?)")


#: a team named by the game, the fans or the kit it has, after a determiner inside a sentence ("after the
#: Arsenal game", "the Everton fans", "a spare Villa shirt"): one or two capitalised words
_TEAM_BEFORE_FIXTURE = re.compile(
    r"\b(?:the|a|an|this|that|their|our|his|her|my|every|spare|last|next)[ \t]+"
    r"((?:[A-Z][a-z]+|[A-Z]{2,4})(?:[ \t][A-Z][a-z]+)?)[ \t]+"
    r"(?:game|games|match|fixture|fans|supporters|squad|shirt|kit|players|manager|stadium|striker|goalkeeper)\b")
#: capitalised words before such a noun that name a competition, a time or a thing, not a team
_NOT_TEAMS = frozenset("world cup league champions premier super bowl final finals derby olympic olympics "
                       "playoff playoffs christmas easter boxing day home away board video card".split())


#: a capitalised "The" after a preposition of place inside a sentence, and the capitalised words after it
#: ("at The Pig near", "outside The Crown"): a pub's, a restaurant's or a venue's name holds its article
_VENUE_NAMED_THE = re.compile(r"\b(?:at|in|near|from|outside|inside|behind|opposite|into)[ \t]+"
                              r"(The(?:[ \t]+[A-Z][\w'’\-]*){1,3})")


#: what someone founded, right after the verb, in capitals ("co-founded Comic Relief with", "founded the Green
#: Belt Movement"): a body, its name's words joined by "of", "for" or "and"
_FOUNDED = re.compile(r"\b(?:[Cc]o-?founded|founded|Founded)[ \t]+(?:the[ \t]+)?"
                      r"([A-Z][\w'’\-]*(?:[ \t]+(?:(?:of|for|and|&)[ \t]+(?:the[ \t]+)?)?[A-Z][\w'’\-]*){0,4})")


#: a person introduced by the name others call them ("a nurse called precious", "this guy named Steve", "a
#: lovely lady called Precious"): an indefinite or demonstrative article, a person's noun, then the name
_NAMED_PERSON = re.compile(
    r"(?=(?i:[ast]))(?i:\b(?:a|an|this|some)[ \t]+(?:(?:nice|lovely|young|old|new|little)[ \t]+)?"
    r"(?:guy|man|woman|lady|girl|boy|bloke|lad|lass|chap|fella|fellow|dude|kid|gentleman|nurse|doctor|friend|"
    r"mate|teacher|carer|midwife|paramedic|officer|receptionist|student|neighbour|neighbor|colleague)"
    r"[ \t]+(?:called|named))[ \t]+([^\W\d_][\w'’\-]*)")


def _births(text: str) -> list[Candidate]:
    """The years of birth of :data:`_BORN_YEAR` (DATETIME), and the towns after them (LOC)."""
    found: list[Candidate] = []
    for match in _BORN_YEAR.finditer(text):
        found.append(Candidate(match.start(1), match.end(1), "DATETIME", "cues"))
        if match.group(2) is not None:
            found.append(Candidate(match.start(2), match.end(2), "LOC", "cues"))
    return found


def _named_people(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The names of :data:`_NAMED_PERSON`, not a function word or a time ("a guy called me", "a nurse called
    back", "a friend called yesterday")."""
    calendar = calendar_words("en", lower=True)
    return [Candidate(m.start(1), m.end(1), "PERSON", "cues") for m in _NAMED_PERSON.finditer(text)
            if m.group(1).lower() not in function_words and m.group(1).lower() not in calendar
            and m.group(1).lower() not in _NOT_CALLED]


#: words after "called" that say how or when someone called, not who they are, besides the function words
#: ("yesterday", "back", "in") and the calendar's
_NOT_CALLED = frozenset("tonight earlier later twice ahead round home security police ambulance".split())


#: a party, an alliance or a movement named before its kind, written in lower case after it ("of the Action and
#: Solidarity party", "the Law and Justice party", "the Five Star movement")
_PARTY = re.compile(r"(?=[Tt])\b[Tt]he[ \t]+([A-Z][\w'’\-]*(?:[ \t]+(?:(?:and|of|for|&)[ \t]+)?[A-Z][\w'’\-]*){0,4})[ \t]+"
                    r"(?:party|alliance|coalition|movement|bloc)\b")


def _founded_bodies(text: str) -> list[Candidate]:
    """The bodies of :data:`_FOUNDED`, not a time ("founded January 1990", "founded in") nor a word that
    opens a sentence's clause ("founded It")."""
    calendar = calendar_words("en", lower=True)
    return [Candidate(m.start(1), m.end(1), "ORG", "cues") for m in _FOUNDED.finditer(text)
            if m.group(1).split()[0].lower() not in calendar and m.group(1).split()[0].lower() not in STOP_WORDS]


def _venues_named_the(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """Venues whose name opens with "The" (:data:`_VENUE_NAMED_THE`), up to a function word in title case
    ("Dinner at The Ivy Was Great": "The Ivy"). Where a text writes capitals, "the" inside a sentence is
    only capitalised in a name."""
    found: list[Candidate] = []
    for match in _VENUE_NAMED_THE.finditer(text):
        words = list(_WORD.finditer(match.group(1)))[1:]
        kept = 0
        while kept < len(words) and words[kept].group().lower() not in function_words:
            kept += 1
        if kept:
            found.append(Candidate(match.start(1), match.start(1) + words[kept - 1].end(), "ORG", "cues"))
    return found


def _teams_before_their_fixtures(text: str) -> list[Candidate]:
    """The teams of :data:`_TEAM_BEFORE_FIXTURE`, but not a competition, a day or a month ("the World Cup
    match", "the Sunday game")."""
    calendar = calendar_words("en", lower=True)
    return [Candidate(m.start(1), m.end(1), "ORG", "cues") for m in _TEAM_BEFORE_FIXTURE.finditer(text)
            if not any(word.lower() in _NOT_TEAMS or word.lower() in calendar for word in m.group(1).split())]


#: the words for a patient that the other languages' notes write before the patient's name or state
_PATIENT_CUES = frozenset("paciente doente patiënt patiënte patient patiente patientin pat pat. paziente".split())


def _describes_patient(word: str, lang: str) -> bool:
    """Outside English, whether the lower-case ``word`` after a patient's noun is a word of the language (an
    adjective, a participle: "inquieto", "agitado", "unruhig") rather than a name; given names stay."""
    return lang != "en" and _names_in_other_languages.is_word_of_the_language(lang, word)


def _is_common(word: str, shorthand: frozenset[str], function_words: frozenset[str]) -> bool:
    return word.lower() in shorthand or word.lower() in function_words


#: words of the hospital-abbreviation shape that are English (lower-case notes write both in lower case)
_ENGLISH_H_WORDS = frozenset("bath math path oath moth cloth booth tooth teeth mouth south north youth month "
                             "depth width length health wealth truth birth death breath earth faith high "
                             "touch couch watch match lunch bench church each much such which rich ranch "
                             "coach beach reach teach catch fetch pitch ditch fresh flash crash cash wish dish fish "
                             "push rush brush dash "
                             "ah oh uh huh yeah nah meh".split())


def _is_hospital_abbreviation(word: str, text: str, shorthand: frozenset[str], function_words: frozenset[str]) -> bool:
    """All capitals, or lower case in a lower-case note; never shorthand or an English word."""
    lower = word.lower()
    if lower in shorthand or lower in function_words or lower in _ENGLISH_H_WORDS:
        return False
    return word.isupper() or (word.islower() and not any(c.isupper() for c in text[:2000]))


#: a sentence's first letter: after the text's start or a sentence's end, not after an ellipsis ("thanks to
#: @Delta ... never again": a post goes on in lower case after one)
_SENTENCE_START = re.compile(r"(?:^|(?<!\.\.)[.!?]\s+)([^\W\d_])")
#: the forum's and the users' handles that label a line ("r/bristol - u/hannah: Anyone know ..."): the line's
#: sentence starts after them
_HANDLE_LABELS = re.compile(r"(?m)^[ \t]*(?:(?:[ru]/[\w-]+|@\w+)[ \t]*[:\-][ \t]*)+")


def writes_capitals(text: str) -> bool:
    """Whether the document follows ordinary orthography, starting its sentences with a capital (so a
    name is written with one, and "his wife died" names nobody); a note or a chat that starts its
    sentences in lower case ("ekg unchanged. wife steven in to visit") does not."""
    return _starts_sentences_with_capitals(text[:5000])


@cache
def _calendar_title_and_role_words() -> frozenset[str]:
    """English's words of the calendar, its titles and its one-word occupations ("chief", "director"), lower
    case, read once."""
    roles = frozenset(phrase.lower() for phrase in occupation_phrases() if " " not in phrase)
    offices = frozenset(word for office in OFFICES for word in office.lower().split())
    return calendar_words("en", lower=True) | title_words("en") | roles | offices | TRAILING_ROLES


@cache
def _never_name_words() -> frozenset[str]:
    """The English words the capitalised-word rules never take for a name, however written (function words,
    shorthand, the calendar, titles and roles: :func:`.unseen_words.unseen_capitalised_words`,
    :func:`.credentials.people_before_credentials`, :func:`.title_case_in_posts.title_case_in_lower_case_posts`),
    built once: the union is read for every document."""
    shorthand, function_words = never_names("en")
    return function_words | shorthand | _calendar_title_and_role_words()


@lru_cache(maxsize=1024)
def _starts_sentences_with_capitals(prefix: str) -> bool:
    """Cached by the text's first 5,000 characters: the component and six of its sources ask for each
    document, source after source over a whole batch (``nlp.pipe`` hands a component 1,000 documents at a
    time by default: a smaller cache kept none of them)."""
    starts = [match.group(1) for match in _SENTENCE_START.finditer(_HANDLE_LABELS.sub("", prefix))]
    return bool(starts) and sum(letter.isupper() for letter in starts) >= 0.6 * len(starts)


def _shape(word: str) -> str:
    return "upper" if word.isupper() else "title" if word[:1].isupper() else "lower"


_OFFICES = frozenset(OFFICE_CUES)


class CueWords:
    """The source: names after role words, year-less dates after date cues, ages over 89, hospital
    abbreviations after place words."""

    name = "cues"

    def __init__(self) -> None:
        self.role = _ROLE
        self.titles = frozenset(TITLE_CUES)
        self.particles: frozenset[str] = frozenset()
        self.lang = "en"

    def set_language(self, lang: str) -> None:
        """Add the honorifics and role words of ``lang`` (``Sra.``, ``Frau``, ``dhr.``, ``hija``)."""
        profile = language_profile(lang)
        self.lang = lang
        _, function_words = never_names(lang)  # French "son genou" is "his knee": no relative before a name
        roles = ROLE_CUES if lang == "en" else tuple(cue for cue in ROLE_CUES if cue not in function_words)
        self.role = role_pattern(TITLE_CUES + roles + profile.honorifics + profile.role_words
                                 + (OFFICE_CUES if lang == "en" else ()), profile.particles)
        self.titles = frozenset(TITLE_CUES + profile.honorifics)
        self.particles = frozenset(word for particle in profile.particles for word in particle.split())

    def __call__(self, doc: Doc) -> list[Candidate]:
        text = doc_text(doc)
        shorthand, function_words = never_names(self.lang)
        found: list[Candidate] = []
        capitals_say_names = writes_capitals(text)
        at = 0
        while (match := self.role.search(text, at)) is not None:
            name = self._name_after(match, capitals_say_names, shorthand, function_words)
            if name is not None:
                found.append(Candidate(name[0], name[1], "PERSON", self.name))
                at = match.end()
            else:  # the words taken for a name may hold the next cue ("según la Sra. Lucía"): look there
                at = match.start("name")
        found.extend(self._subjects_of_reporting_verbs(text, function_words))
        found.extend(results_names(text))  # a standings row or a scorers' bracket reads alike in any language
        if self.lang == "en":
            found.extend(headline_names(text))
            found.extend(competition_names(text))
            found.extend(people_before_credentials(text, _never_name_words()))  # "READ BY: K. OSEI-BONSU, MD"
            found.extend(table_heading_names(text))
            if capitals_say_names:
                found.extend(people_after_their_trade(text, function_words))
                found.extend(people_before_their_age(text, function_words, _calendar_title_and_role_words()))
                found.extend(families_by_surname(text))
                found.extend(party_names(text))
                found.extend(seats_with_compass_points(text, function_words))  # "Dewsbury East ward"
                # "Welbeck starts up front, Verbruggen back in goal": a word English's tables never saw
                found.extend(unseen_capitalised_words(text, _never_name_words()))
                found.extend(names_before_possessives(text, function_words))  # "block Keir Starmer 's reforms"
            mixed_case = is_mixed_case(doc)
            if not capitals_say_names and mixed_case and opens_in_lower_case(text):
                found.extend(title_case_in_lower_case_posts(text, _never_name_words()))  # "after Marques Brownlee"
            if mixed_case:  # a word in title case is a name's also in a post that opens in lower case
                found.extend(places_after_in(text, function_words, _calendar_title_and_role_words()))  # "in Didsbury"
                found.extend(branch_places(text, function_words, _calendar_title_and_role_words()))  # "your Hove store"
            found.extend(dateline_places(text))
        found.extend(agency_datelines(text, self.lang))
        found.extend(saint_institutions(text, self.lang))  # "Seniorenheim St. Anna"
        found.extend(german_homes_after_kinds(text, self.lang))  # "Seniorenheim Abendrot"
        if "/" in text:  # "seen 7/18": a day and a month
            found.extend(Candidate(m.start(1), m.end(1), "DATETIME", self.name) for m in _YEARLESS_DATE.finditer(text))
        found.extend(Candidate(m.start(1), m.end(1), "DEM", self.name) for m in _OLD_AGE.finditer(text))
        found.extend(Candidate(m.start(1), m.end(1), "DEM", self.name) for m in _OLD_AGE_AFTER_NAME.finditer(text))
        found.extend(Candidate(m.start(1), m.end(1), "DEM", self.name) for m in _OLD_AGE_AFTER_AGE_WORD.finditer(text))
        found.extend(self._inverted_names(text))
        found.extend(Candidate(m.start(1), m.end(1), "ORG", self.name) for m in _HOSPITAL.finditer(text)
                     if _is_hospital_abbreviation(m.group(1), text, shorthand, function_words))
        if self.lang == "en":
            found.extend(_births(text))
            found.extend(self._facilities(text, shorthand, function_words))
            found.extend(Candidate(m.start(1), m.end(1), "ORG", self.name) for m in _SAINTS_PLACE.finditer(text))
            found.extend(Candidate(m.start(1), m.end(1), "ORG", self.name) for m in _SAINTS_INSTITUTION.finditer(text))
            found.extend(Candidate(m.start(1), m.end(1), "ORG", self.name)
                         for m in _SAINTS_INSTITUTION_IN_CAPITALS.finditer(text))
            found.extend(Candidate(m.start(), m.end(), "LOC", self.name) for m in _COUNTY.finditer(text))
            found.extend(Candidate(m.start(1), m.end(1), "LOC", self.name) for m in _ROAD_NUMBER.finditer(text))
            found.extend(natural_places(text))  # "the River Severn", "RIVER WYE", "Loch Lomond"
            found.extend(Candidate(m.start(1), m.end(1), "PERSON", self.name) for m in _THE_LATE.finditer(text)
                         if m.group(1).split()[0].lower() not in calendar_words("en", lower=True))
            # a firm named by its trade is written in title case, also in a post that opens its sentences in
            # lower case ("does anyone know if Lucy's Bakery is open"); a text in capitals has none
            found.extend(trade_names(text, function_words))
            if capitals_say_names or mixed_case:  # "shoutout to the team at Bean There"
                found.extend(firms_of_thanked_people(text, function_words))
            if capitals_say_names:
                found.extend(_teams_before_their_fixtures(text))
                found.extend(employers(text, function_words))
                found.extend(employers_before_roles(text, function_words))  # "a Northern Rail conductor"
                found.extend(_venues_named_the(text, function_words))
                found.extend(_founded_bodies(text))
                found.extend(Candidate(m.start(1), m.end(1), "ORG", self.name) for m in _PARTY.finditer(text))
            found.extend(_named_people(text, function_words))
            found.extend(people_to_call(text, function_words))  # "Call Gill on 07700 900447"
            if "#" in text:
                found.extend(hashtag_names(text))  # "#LosAngeles"
            found.extend(names_in_other_scripts(text))  # "written by Γιώργος Παπαδόπουλος"
            found.extend(screen_names(text))  # "gg to xXShadowXx", "GlaxoSmithKline"
            if capitals_say_names:
                found.extend(greeted_people(doc, function_words))
        return found

    def _name_after(self, match: re.Match[str], capitals_say_names: bool, shorthand: frozenset[str],
                    function_words: frozenset[str]) -> tuple[int, int] | None:
        """The name a cue announces (character range), or None where its words are no name."""
        cue = match.group("cue").split()[-1].lower()  # the word right before the name ("Herr Dr.": "dr.")
        if cue in _OFFICES and not match.group("name").split()[0].istitle():
            return None  # "the president said", "COACH SAID": an office names someone written as a name
        if capitals_say_names and cue not in self.titles and not match.group("name")[:1].isupper():
            return None  # "his wife died", "mother tongue": the word is not written as a name
        words = list(_WORD.finditer(match.group("name")))
        if cue not in self.titles and words and words[0].group().lower() in self.titles:
            return None  # "minha vizinha dona cida": the title after the relative announces the name itself
        if cue in _PATIENT_CUES and words and _describes_patient(words[0].group().lower(), self.lang):
            return None  # "PACIENTE INQUIETO", "doente agitado": the patient's state, no name
        possessive = next((i for i, w in enumerate(words) if w.group()[-2:] in {"'s", "’s"} and len(w.group()) > 2),
                          len(words))
        words = words[:possessive + 1]  # "mr pennington's catheter changed": the name ends at its possessive
        body = next((i for i in range(1, len(words) - 1) if words[i].group().lower() in self.particles
                     and words[i + 1].group().lower() in _capitalised.BODY_KINDS), len(words))
        words = words[:body]  # "enfermeira sofia do hospital de santa maria": the nurse, then where she works
        inner = [w for w in words if w.group().lower() not in self.particles] if len(words) > 2 else words
        if len(inner) == 2 and _shape(inner[0].group()) != _shape(inner[1].group()):
            words = words[:1]  # "Mr Smith lives": a name's words share their case
        while words and (_is_common(words[-1].group(), shorthand, function_words)
                         or words[-1].group().lower() in NUMBER_LABELS):
            words.pop()  # "son john called", "daughter anjali tel 0770...": the name stops before the verb
        if not capitals_say_names and len(words) == 2 and cue not in self.titles and self._verb_may_follow(words):
            words = words[:1]  # "a minha avó lurdes precisa": a relative's given name, then the verb
        if not words or (_is_common(words[0].group(), shorthand, function_words)
                         and not self._opens_with_particle(words)):
            return None
        end = words[-1].end()
        if words[-1].group()[-2:] in {"'s", "’s"} and len(words[-1].group()) > 2:
            end -= 2  # "my uncle dave's": the possessive is no part of the name
        return match.start("name"), match.start("name") + end

    def _verb_may_follow(self, words: list[re.Match[str]]) -> bool:
        """Whether, after a kinship word in a text in lower case, the second word may be the verb after a given
        name: in a language whose everyday verbs no table lists (``trim_everyday_words`` cuts Spanish's and
        German's), unless the second is a given name too ("maria joão"); in English, where the second is a
        word written in lower case at least as often as capitalised ("son kevin visits": a noun's plural and a
        verb alike). A chat in lower case calls a relative by the given name alone."""
        second = words[1].group().lower()
        if self.lang in _word_frequencies.LANGUAGES:  # "son kevin visits": a word English writes in lower case at least as often
            return second in _word_frequencies.common_words(self.lang) and not _given_names.is_given_name(second)
        if _word_frequencies.frequency_everyday_words(self.lang):
            return False
        return not _given_names.is_given_name(second)

    def _opens_with_particle(self, words: list[re.Match[str]]) -> bool:
        """A surname that opens with its particles, capitalised after a title ("Mevr. Van der Heijden",
        "Sig. De Luca"): the particles and then a capitalised word that is none."""
        rest = [w.group() for w in words if w.group().lower() not in self.particles]
        return (words[0].group().istitle() and words[0].group().lower() in self.particles and len(rest) == 1
                and words[-1].group() == rest[0] and rest[0].istitle())

    def _inverted_names(self, text: str) -> list[Candidate]:
        """The people a list writes surname first (:data:`_INVERTED_NAME`), where the second word is a given
        name of the lexicon or neither word is a common one or a date ("1. Grant, Polly -", "2. Nkemelu, Obi
        -"; not "1. Results, Monday", "Notes, Plan")."""
        common, calendar = _word_frequencies.common_words("en"), calendar_words("en", lower=True)

        def is_name(match: re.Match[str]) -> bool:
            first, second = match.group(1).split(",")[0].lower(), match.group(2).lower()
            if second in calendar or first in calendar:
                return False
            return _given_names.is_given_name(second) or (first not in common and second not in common)

        return [Candidate(m.start(1), m.end(1), "PERSON", self.name) for m in _INVERTED_NAME.finditer(text)
                if is_name(m)]

    def _facilities(self, text: str, shorthand: frozenset[str], function_words: frozenset[str]) -> list[Candidate]:
        """Care facilities named by their kind ("BRIGHAM REHAB", "Hospice of the North Shore"): the name is the
        words right before the kind, back to a shorthand or function word ("LIVED AT ROSEWOOD ASSISTED LIVING")."""
        found: list[Candidate] = []
        if not may_mention(text, _FACILITY_KIND_WORDS):
            return found
        for match in _FACILITY.finditer(text):
            group = "named" if match.group("named") is not None else "of_phrase"
            start, end = match.start(group), match.end(group)
            while group == "named" and (more := _FACILITY_KIND_AFTER.match(text, end)) is not None:
                end = more.end()  # "BAYVIEW MANOR NURSING HOME": a kind after a name that ends with one
            end -= match.group(group).endswith(".")  # the sentence's full stop, not the name's
            if group == "named":
                words = list(_WORD.finditer(match.group("before")))
                first = len(words)  # the name: the words right before the kind, back to a common one
                while (first > 0 and words[first - 1].group().lower() not in shorthand
                       and words[first - 1].group().lower() not in function_words):
                    first -= 1
                name_words = [w.group().lower() for w in words[first:]]
                if not name_words or all(word in _FACILITY_WORDS for word in name_words):
                    continue  # "THE HOSPITAL", "TO REHAB", "NURSING HOME CARE": kinds alone name no place
                if match.group(group).lower().endswith("surgery") and any(w in _SURGERIES for w in name_words):
                    continue  # "Cardiac Surgery", "Day Surgery": a kind of operation, not a doctors' surgery
                start = match.start("before") + words[first].start()
            if tuple(text[start:end].lower().split()) in _DEPARTMENTS:
                continue  # "the Rheumatology Clinic": a hospital's department, named by its specialty
            found.append(Candidate(start, end, "ORG", self.name))
        return found

    def _subjects_of_reporting_verbs(self, text: str, function_words: frozenset[str]) -> list[Candidate]:
        """``Casal`` in "Casal joined in 2011.": a word the text never writes in lower case (so not "Police
        said" where it also writes "the police"), that the language writes in lower case less often than
        capitalised (not "Police said", "Officials told" in a story that has no other "police":
        :func:`.word_frequencies.common_words`) and that is no function word ("He said")."""
        matches = list(_subject_of_verb(self.lang).finditer(text))
        named = _NAMED_SUBJECT.search(text) is not None if self.lang == "en" else False
        if not matches and not named:
            return []
        lower_case, common = set(re.findall(r"\b[^\W\d_A-ZÀ-Ý][\w'’\-]+\b", text)), _word_frequencies.common_words(self.lang)
        nouns = _word_clusters.capitalised_common_nouns(self.lang) or frozenset()  # German: "Polizei sagte"
        found = [Candidate(m.start(1), m.end(1), "PERSON", self.name) for m in matches
                 if (word := m.group(1).lower()) not in function_words and word not in lower_case and word not in common
                 and m.group(1) not in nouns]
        if named:
            found.extend(_named_subjects(text, lower_case, function_words, common))
        return found


#: the heads of a role the occupations lexicon lacks ("Police Chief", "Party Leader", "Union Officials")
_HEADS = frozenset("chief chiefs head heads boss bosses leader leaders official officials member members staff".split())


@cache
def _role_heads() -> frozenset[str]:
    """The last words of English roles and occupations: a subject ending with one is a role, not a name."""
    return (title_words("en") | LEADING_ROLES | {phrase.split()[-1] for phrase in occupation_phrases()} | _HEADS
            | {seat.lower() for seat in MEMBER_SEATS})  # "Labour MP Stella Creasy said": a party, then its member


def _named_subjects(text: str, lower_case: set[str], function_words: frozenset[str],
                    common: frozenset[str]) -> list[Candidate]:
    """A name of several capitalised words opening a sentence before a reporting verb (see
    :data:`_NAMED_SUBJECT`): neither its first word nor all its words written in lower case elsewhere in the
    text ("Police Chief" where the story writes "police"), none a function word or a date ("Last Tuesday").
    A role or an occupation ends the name before it where a holder's given name follows it and the words before
    it are no common ones ("ECB President Christine Lagarde told": the body is "ECB", the person the
    model's to read); otherwise it names nobody ("Prime Minister said", "Police Chief said"). An
    organisation, or a person where a given name opens it ("Eleri Williams said")."""
    roles, calendar = _role_heads(), calendar_words("en", lower=True)
    found: list[Candidate] = []
    for match in _NAMED_SUBJECT.finditer(text):
        words = [w for w in _SUBJECT_WORD.finditer(match.group(1)) if w.group() not in {"of", "for", "&", "and"}]
        lower = [w.group().lower() for w in words]
        if lower[0].endswith("ly") and lower[0] in common:
            continue  # "Honestly Spotify said": a sentence adverb, then a one-word name (the lone-word rule's)
        joined = re.search(r" and (\S+)", match.group(1))
        if joined is not None and _given_names.is_given_name(joined.group(1).lower()):
            continue  # "Roy Johnston and Janice Williams-Johnston stated": two people, the model's to read
        named = next((i for i, w in enumerate(lower) if w in roles), len(lower))
        if named < len(lower):  # a role inside: only a body before its holder's given name is a name
            holder = named + 1 < len(lower) and _given_names.is_given_name(lower[named + 1])  # "ECB President Christine ..."
            acronym = any(w.group().isupper() and len(w.group()) > 1 for w in words[:named])  # "SNP MSP Kate ..."
            if named == 0 or not holder or (all(w in common for w in lower[:named]) and not acronym):
                continue  # "Prime Minister said", "Police Chief said": a role, no body before its holder
        if (lower[0] in lower_case or all(w in lower_case for w in lower[:named])
                or any(w in function_words or w in calendar for w in lower[:named])):
            continue  # "Police said" where the story writes "police"; not "Western Power ..." after "no power"
        label = "PERSON" if _given_names.is_given_name(lower[0]) and named <= 3 else "ORG"
        found.append(Candidate(match.start(1), match.start(1) + words[named - 1].end(), label, "cues"))
    return found


_SUBJECT_WORD = re.compile(r"\S+")


@registry.misc("spacy_sanitize.CueWords.v1")
def make_cue_words() -> CueWords:
    """Names after role words, dates without a year after date cues, ages over 89 (see the module)."""
    return CueWords()
