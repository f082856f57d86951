"""People named the way chats, posts and logs name them: a source of ``pii_detector`` (PERSON).

A model trained on judgments knows "Mr Galip Yalman"; it does not know the
speaker of a chat line ("megan: hi, my card was charged twice"), a social
handle ("dm me @lucas_m"), or the account in a log line ("Failed password for
lucasmichael from 10.0.0.1"). Each has a fixed place in its kind of text:

* a speaker label: one word (any case) at the start of a line, then ``:`` and
  more text, when the word is not a form's field name (``Name:``, ``Phone:``);
* a handle: ``@`` and a user name, not inside an e-mail address, or a forum's
  ``u/name`` (``/u/name``), or a chat log's nick in angle brackets at a line's start (``<mike_b> hi``);
* a user name after "user", "username", "login" or "password for", and a post's author after "posted
  by" when the name is no English word;
* a forum's community, ``r/name``: a group the writer belongs to (ORG).

Speaker labels and handles are PERSON (subtype USERNAME for handles and log
accounts), so every later mention of the same string is found by the detector's
propagation. Forum names need three characters, so that shorthand such as
``u/s`` (ultrasound) or ``r/o`` (rule out) is never one.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, doc_text
from .deferred import DeferredModule
from .word_patterns import may_mention

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import evidence as _evidence
    from . import given_names as _given_names
    from . import word_frequencies as _word_frequencies
else:
    _evidence = DeferredModule("spacy_sanitize.detection.evidence")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: words that start a form's field or a heading, never a speaker
FIELD_WORDS = frozenset(
    "name full first last surname address street city country phone tel telephone mobile fax email e-mail mail "
    "dob date born birth age sex gender subject from to cc bcc re sent regards note notes patient doctor gp "
    "diagnosis plan history summary reason complaint medication medications allergies iban account card bank "
    "passport licence license id ssn nationality occupation job employer company title position status time "
    "day location place suspect victim witness officer ref reference case file order invoice total amount price "
    "linkedin website url ip mac user username login password agent admin system bot server error warning info "
    "debug question answer q a note ps nb tip update edit source http https ftp www step item example "
    # the fields of a biography's infobox and a CV ("Spouse: ...", "Education: ...")
    "education spouse spouses partner children parents relatives residence died awards honours honors genre "
    "genres instruments label labels years active religion party predecessor successor team teams club clubs "
    "league career skills languages interests experience hobbies objective profile contact "
    # the fields of a radiology or a clinic report ("Referrer: Dr S. Murphy", "Findings: no acute ...")
    "referrer referring findings impression indication indications technique conclusion conclusions comparison "
    "procedure examination exam result results recommendation recommendations opinion clinician consultant "
    "mrn nhs modality report specimen sample "
    # the fields of a discharge summary ("Ward: Ward 7B", "Follow-up: Dr Lowe", "Next of kin: ...")
    "ward bed kin follow-up followup discharge discharged admission review "
    # the fields of a racing result ("Trainer : Amanda Perrett")
    "trainer jockey owner breeder".split()
)
#: what a family calls its parents and grandparents, capitalised as names are ("Dad is home now"), and no
#: one's surname (unlike "Son", "Nurse"): a family chat's speaker ("mum: dinner at 6") names nobody
FAMILY_NAMES_FOR = frozenset("dad daddy mum mummy mom mommy grandma grandpa granny gran nan nana".split())
_SPEAKER = re.compile(r"(?m)^[ \t]*(?:\[[^\]\n]{1,20}\][ \t]*)?([A-Za-zÀ-ÖØ-öø-ÿ][\w'’\-]{1,24})(?=:[ \t]+\S)")
#: a chat export's line: its time (and date) and a dash before the speaker's one or two names ("19:44 - Femi:",
#: "12/03/2024, 19:42 - Marcus Reid:"); the stamp says a person speaks, so one such speaker is enough
_EXPORTED_SPEAKER = re.compile(
    r"(?m)^[ \t]*(?:\d{1,2}/\d{1,2}/\d{2,4},?[ \t]+)?\d{1,2}:\d{2}(?:[ \t]?[APap][Mm])?[ \t]+[-–][ \t]+"
    r"([A-ZÀ-ÖØ-Þ][\w'’\-]{1,24}(?:[ \t][A-ZÀ-ÖØ-Þ][\w'’\-]{1,24})?)(?=:[ \t]+\S)")
#: a chat log's nick in angle brackets at a line's start, after an optional time ("[09:14] <mike_b> anyone
#: seen kev?"), as IRC and its loggers write it, with a channel operator's sign before it ("<@ops_dan>")
_CHAT_NICK = re.compile(r"(?m)^[ \t]*(?:\[[^\]\n]{1,20}\][ \t]*)?<[@+%~&]?([A-Za-z_`^{}|\\][\w`^{}|\\.\-]{1,29})>[ \t]+\S")
#: the elements of HTML, which a page's source writes in angle brackets at a line's start: no nick
_HTML_TAGS = frozenset("div span br hr li ul ol html body head title table tr td th img script style em strong "
                       "h1 h2 h3 h4 h5 h6 pre code form input button label nav header footer section article".split())
_HANDLE = re.compile(r"(?<![\w@.])@([A-Za-z0-9_][A-Za-z0-9_.]{1,29}[A-Za-z0-9_])(?![\w@])")
_FORUM_USER = re.compile(r"(?<![\w/.])/?u/([A-Za-z0-9_-]{3,20})(?![\w/])")
_FORUM_GROUP = re.compile(r"(?<![\w/.])/?r/([A-Za-z0-9_]{3,21})(?![\w/])")
_ACCOUNT = re.compile(
    r"\b(?:user(?:name)?|login|account)[ \t]*[:=][ \t]*([a-z][a-z0-9_.\-]{2,31})(?![\w@])"
    r"|\b(?:password for|invalid user|user)[ \t]+([a-z][a-z0-9_.\-]{2,31})(?=[ \t]+from\b)"
)
#: a forum post's author ("> posted by wendyb", "Submitted by jdoe_77"): a user name in lower case, or in any
#: case after "Originally Posted by", the header forum software writes above a quote
_POSTED_BY = re.compile(r"(?i:\b(?:posted|submitted|uploaded|shared)[ \t]+by)[ \t]+([a-z][a-z0-9_.\-]{1,30}[a-z0-9_])(?![\w@'’])"
                        r"|(?i:\boriginally[ \t]+posted[ \t]+by)[ \t]+([A-Za-z][\w.\-]{0,30}\w)(?![\w@'’])")
#: a quoted post's author ("Quote from: gillyb on 12 May", "> jdoe_77 wrote:", "> Quoting Dimitris:",
#: "Dimitris said:" opening a line, as forum software prints it)
_QUOTED = re.compile(r"(?i:\bquote[ \t]+from)[ \t]*:[ \t]*([A-Za-z][\w.\-]{0,30}\w)(?=[ \t]+on\b)"
                     r"|(?m:^)[ \t>]*([A-Za-z][\w.\-]{0,30}\w)[ \t]+(?:wrote|said)[ \t]*:"
                     r"|(?m:^)[ \t>]*(?i:quoting)[ \t]+([A-Za-z][\w.\-]{0,30}\w)[ \t]*:")
#: the words after "posted by" that name no user, besides English's common and everyday words
_NO_AUTHORS = FIELD_WORDS | STOP_WORDS | {"anonymous", "anon", "guest"}


def is_participle_label(word: str) -> bool:
    """A form's field written as a participle ("Admitted:", "Attending:", "Pending:"), not a speaker
    whose name ends the same way ("Ted:", "Manning:" is rarer than "Pending:", but a given name stays)."""
    return word.endswith(("ed", "ing")) and word not in _given_names.given_names()


def _may_speak(word: str) -> bool:
    """A chat line's first word before its colon that may be a speaker: no field, family word, stop word or
    participle label ("Ward:", "Mum:", "Admitted:")."""
    lower = word.lower()
    return (lower not in FIELD_WORDS and lower not in FAMILY_NAMES_FOR and lower not in STOP_WORDS
            and not is_participle_label(lower))


class DialogueNames:
    """The source: speakers of chat lines, @handles and the accounts of log lines."""

    name = "dialogue"

    def __call__(self, doc: Doc) -> list[Candidate]:
        text = doc_text(doc)
        found: list[Candidate] = []
        speakers = [m for m in _SPEAKER.finditer(text) if _may_speak(m.group(1)) and not m.group(1).isupper()]
        counts = Counter(m.group(1) for m in speakers)
        # one "word:" line is a wrapped sentence or a heading; a dialogue has several lines, and a
        # lower-case speaker speaks more than once
        speakers = [m for m in speakers if m.group(1)[0].isupper() or counts[m.group(1)] >= 2]
        speakers = _without_field_words(speakers, counts, doc.lang_)
        if len(speakers) >= 2:
            found.extend(Candidate(m.start(1), m.end(1), "PERSON", self.name) for m in speakers)
        # a forum's name keeps its "r/" or "u/": the whole is how the forum names the group or the person
        found.extend(Candidate(m.start(1) - 2, m.end(1), "ORG", self.name) for m in _FORUM_GROUP.finditer(text))
        for pattern in (_HANDLE, _FORUM_USER, _ACCOUNT, _CHAT_NICK):
            for match in pattern.finditer(text):
                group = next(i for i in range(1, (pattern.groups or 1) + 1) if match.group(i))
                word = match.group(group).lower()
                if word not in FIELD_WORDS and word not in STOP_WORDS and not (pattern is _CHAT_NICK and word in _HTML_TAGS):
                    start = match.start(group) - 2 if pattern is _FORUM_USER else match.start(group)
                    found.append(Candidate(start, match.end(group), "PERSON", self.name, subtype="USERNAME"))
        found.extend(_authors(text))
        found.extend(_exported_speakers(text, doc.lang_))
        return found


def _exported_speakers(text: str, lang: str) -> list[Candidate]:
    """The speakers of a chat export's stamped lines (:data:`_EXPORTED_SPEAKER`), not a programme's items
    ("09:30 - Keynote: ...", "13:00 - Lunch: ..."): one word the language writes in lower case is no one,
    unless the export is a conversation (a clear speaker speaks twice) and the word is rarely written in
    lower case ("Femi", where "Lunch" and "Break" are words)."""
    common, leads = _word_frequencies.common_words(lang), _word_frequencies.lower_case_leads(lang)
    speakers = [m for m in _EXPORTED_SPEAKER.finditer(text) if _may_speak(m.group(1))]

    def is_clear(word: str) -> bool:
        return " " in word or _given_names.is_given_name(word.lower()) or word.lower() not in common

    counts = Counter(m.group(1) for m in speakers if is_clear(m.group(1)))
    conversation = any(count >= 2 for count in counts.values())
    return [Candidate(_name_start(m), m.end(1), "PERSON", "dialogue") for m in speakers
            if is_clear(m.group(1)) or (conversation and leads.get(m.group(1).lower(), 0.0) < _SPEAKER_LEAD)]


def _without_field_words(speakers: list[re.Match[str]], counts: Counter[str], lang: str) -> list[re.Match[str]]:
    """The chat lines' speakers less the words of an infobox's or a form's fields ("Height: 1.96 m", "Coach:
    Jürgen Grobler"): a word that opens one line only, is no given name, and that the language writes in lower
    case at least as often (:func:`.word_frequencies.common_words`) or far more often than capitalised (a lead
    of :data:`_SPEAKER_LEAD`) is a field's label. A speaker speaks more than once: such a word that opens two
    lines stays ("Hope: ... Hope: ...")."""
    common, leads = _word_frequencies.common_words(lang), _word_frequencies.lower_case_leads(lang)

    def speaks(word: str) -> bool:
        lower = word.lower()
        lead = leads.get(lower, -1.0)
        return _given_names.is_given_name(lower) or counts[word] >= 2 or (lower not in common and lead < _SPEAKER_LEAD)

    return [m for m in speakers if speaks(m.group(1))]


def _name_start(speaker: re.Match[str]) -> int:
    """Where a stamped speaker's name starts: after a kinship word that opens it ("Aunty Bisi:", "Uncle
    Femi:"), which names no one."""
    words = speaker.group(1).split(maxsplit=1)  # the pattern parts a speaker's two names by a space or a tab
    if len(words) == 2 and words[0].lower() in _evidence.KINSHIP_ROLES:
        return speaker.end(1) - len(words[1])
    return speaker.start(1)


#: how much more often (natural log) English writes a word in lower case, at most, for a conversation's
#: stamped speaker ("Femi": 1.1; "Lunch": 3.0, "Panel": 2.7)
_SPEAKER_LEAD = 1.5


def _authors(text: str) -> list[Candidate]:
    """The user names after "posted by" (:data:`_POSTED_BY`) and of a quoted post (:data:`_QUOTED`) that are
    no English word ("posted by mistake", "shared by someone", "He wrote:")."""
    lexicons = (_NO_AUTHORS, _word_frequencies.common_words("en"), _word_frequencies.everyday_words("en"))
    # a forum's quote header names its author in any case ("Originally Posted by Dimitris")
    found = ([m.span(group) for m in _POSTED_BY.finditer(text) for group in (1, 2) if m.group(group)]
             if may_mention(text, ("posted", "submitted", "uploaded", "shared")) else [])
    if "quot" in text.lower() or "wrote" in text or "said:" in text:
        found += [m.span(group) for m in _QUOTED.finditer(text) for group in (1, 2, 3) if m.group(group)]
    return [Candidate(start, end, "PERSON", "dialogue", subtype="USERNAME") for start, end in found
            if not any(text[start:end].lower() in lexicon for lexicon in lexicons)]


@registry.misc("spacy_sanitize.DialogueNames.v1")
def make_dialogue_names() -> DialogueNames:
    """Speakers of chat lines, @handles, forum users and log-line accounts (PERSON); forum communities (ORG)."""
    return DialogueNames()
