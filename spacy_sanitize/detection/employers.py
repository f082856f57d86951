"""Employers named after the verbs of a career: a shape the ``cues`` source reads in English text (ORG).

A post that announces a job ("I've joined Stripe as a Senior Engineer", "she works for Monzo", "interned
at Deliveroo") names the firm right after the verb, and a post that thanks a firm's people names it after
them ("shoutout to the team at Bean There", "the crew at Halfords"), also in a post in lower case. Start-ups
and brands are often everyday words (``Stripe``, ``Monzo``, ``Nest``, ``Bolt``), which a model trained on
judgments and the frequency tables read as the word: the capital inside a sentence, right after such a verb, is what marks the name.

In a text that writes its sentences with capitals only (a capitalised post says nothing). Up to three
capitalised words are the firm, after an optional "the", with an ampersand or a surname's particles
between them ("Galan & Asociados", "Stichting van 't Riet"); not a function word, a title, a month or a
weekday ("joined In 2011", "works for Dr Lee"), and not a given name ("joined Tom for lunch"): a person
is the model's and the lexicons' to find.

The other shape names the firm before one of its people's roles: "assaulting a Northern Rail conductor", "a
Tesco spokesman said", "the Home Office official". Two or three capitalised words between an article and a
role that only an employer's people hold (:data:`_EMPLOYEE_ROLES`: no "priest" or "player", whose words
before are a faith or a position); not a people's adjective ("a South Korean engineer", "a Northern Irish
worker"). One word is left to the model and the lexicons, which know the brands ("a Tesco spokesman"), where
a rule could not tell them from a faith or a trait ("a Catholic worker").

A club is named so before its manager's or a player's name, with no article ("Celtic manager Brendan
Rodgers said", "Rangers boss Philippe Clement"); at a sentence's start a model reads a word English also
writes as an adjective as the sentence's first word. One or two capitalised words before a team's role and
a two-word name in title case are the club, unless the first is a word English writes more often in lower
case ("Assistant manager John Hart", "Project manager Sue Bell"), a people's adjective ("Scottish manager
Steve Clarke") or a function word.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule
from .languages import calendar_words, title_words

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import date_spans as _date_spans
    from . import evidence as _evidence
    from . import given_names as _given_names
    from . import word_frequencies as _word_frequencies
else:
    _date_spans = DeferredModule("spacy_sanitize.detection.date_spans")
    _evidence = DeferredModule("spacy_sanitize.detection.evidence")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: a firm's name after its cue: an optional "the", then up to three capitalised words, an ampersand or a surname's
#: particles between them (group 1)
_FIRM = (r"[ \t]+(?:the[ \t]+)?"
         r"([A-Z][\w&'’.\-]*(?:[ \t]+(?:(?:&|van|von|de|der|den|del|la|di|du|'t)[ \t]+)*[A-Z][\w&'’.\-]*){0,2})"
         r"(?![\w'’&-])")
#: the verbs and prepositions after which a capitalised word is the employer
_EMPLOYER = re.compile(
    r"\b(?:joined|joining|rejoined|work(?:s|ed|ing)?[ \t]+(?:at|for)|employed[ \t]+(?:at|by)|hired[ \t]+by"
    r"|intern(?:s|ed|ing)?[ \t]+at)" + _FIRM)
#: the people of a firm a post thanks or greets, after whom the capitalised words are the firm ("shoutout to the
#: team at Bean There", "thanks to the crew at Halfords")
_PEOPLE_AT_FIRM = re.compile(r"\b(?:team|staff|crew|lads|girls|guys|folks|everyone|everybody)[ \t]+at" + _FIRM)


#: roles that a firm's or a body's people hold, after which the capitalised words are the employer
_EMPLOYEE_ROLES = ("conductor", "driver", "worker", "employee", "staffer", "spokesman", "spokeswoman", "spokesperson",
                   "engineer", "pilot", "steward", "stewardess", "official", "executive", "boss", "postman",
                   "postwoman", "courier", "cashier", "technician", "analyst", "trader", "cabin crew")
_EMPLOYEE = re.compile(
    r"\b(?:[Aa]n?|[Tt]he)[ \t]+([A-Z][\w&'’\-]*(?:[ \t]+[A-Z][\w&'’\-]*){1,2})[ \t]+"
    rf"(?:{'|'.join(_EMPLOYEE_ROLES)})s?(?![\w'’-])")

#: the roles a club's people hold, named after the club and before the person ("Celtic manager Brendan Rodgers")
_TEAM_ROLES = ("manager", "boss", "coach", "captain", "skipper", "striker", "midfielder", "defender", "goalkeeper",
               "keeper", "winger", "forward", "chairman")
_TEAM_BEFORE_ROLE = re.compile(
    r"(?<![\w'’-])([A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)?)[ \t]+"
    rf"(?:{'|'.join(_TEAM_ROLES)})[ \t]+[A-Z][a-z]+[ \t]+[A-Z][\w'’-]+")


def employers(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The employers named after a career verb in ``text`` (see the module)."""
    return _firms_after(_EMPLOYER, text, function_words)


def firms_of_thanked_people(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The firms named after the people a post thanks (:data:`_PEOPLE_AT_FIRM`): read also in a post that opens
    its sentences in lower case, where the firm's capitals still mark it; not a hospital's department by its
    shorthand ("the staff at A&E") nor a holiday ("everyone at Christmas")."""
    shorthand = _evidence.never_names("en")[0]
    return [firm for firm in _firms_after(_PEOPLE_AT_FIRM, text, function_words)
            if (name := text[firm.start:firm.end].lower()) not in shorthand and name not in _date_spans.HOLIDAYS]


def _firms_after(pattern: re.Pattern[str], text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The capitalised words ``pattern`` takes as a firm, to a sentence's full stop; not after a function
    word, a title or a date, nor a given name."""
    found: list[Candidate] = []
    for match in pattern.finditer(text):
        words = list(re.finditer(r"\S+", match.group(1)))
        words = words[:next((i + 1 for i, w in enumerate(words)  # a sentence ends at a full stop, not "St."
                             if w.group().endswith(".") and len(w.group()) > 4), len(words))]
        first = words[0].group().lower().rstrip(".")
        if _names_nothing(first, function_words) or _given_names.is_given_name(first):
            continue
        end = match.start(1) + words[-1].end()
        end -= text[end - 1] == "."  # the sentence's full stop
        found.append(Candidate(match.start(1), end, "ORG", "cues"))
    return found


def employers_before_roles(text: str, function_words: frozenset[str]) -> list[Candidate]:
    """The employers named before one of their people's roles in ``text``, and the clubs before their
    people's (see the module)."""
    found = [Candidate(m.start(1), m.end(1), "ORG", "cues") for m in _EMPLOYEE.finditer(text)
             if _may_employ(m.group(1).lower().split(), function_words)]
    common = _word_frequencies.common_words("en")
    found += [Candidate(m.start(1), m.end(1), "ORG", "cues") for m in _TEAM_BEFORE_ROLE.finditer(text)
              if _may_employ(words := m.group(1).lower().split(), function_words) and words[0] not in common
              and not (len(words) == 1 and _given_names.is_given_name(words[0]))]  # "Ward manager Jane Cole": a ward
    return found


def _may_employ(words: list[str], function_words: frozenset[str]) -> bool:
    """Whether capitalised words before a role may name its employer: not a function word, a title or a date
    first, and no people's adjective last ("a South Korean engineer", "an American pilot")."""
    return not (_names_nothing(words[0], function_words) or _evidence.is_nationality_word(words[-1]) or words[-1].endswith("an"))


def _names_nothing(word: str, function_words: frozenset[str]) -> bool:
    """A lower-case word that opens no employer's name: a function word, a title or a date ("joined In 2011",
    "works for Dr Lee", "a Monday shift")."""
    return word in function_words or word in title_words("en") or word in calendar_words("en", lower=True)
