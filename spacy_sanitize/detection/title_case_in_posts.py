"""Words in title case inside a post that writes its sentences in lower case: "who's here after Marques
Brownlee mentioned this", "lol ended up at Wetherspoons again", "anyone tried the new Greggs".

A writer who opens no sentence with a capital and still gives a word one gives it to a name: the capital is
no sentence's and no habit's. A model trained on prose reads the words around a name more than its capital,
and in a post they are no prose. So in English text that starts its sentences in lower case
(:func:`.cues.writes_capitals`), its first among them (:func:`opens_in_lower_case`), but is mostly lower case
(not a note in capitals), a run of words in title case
after a word in lower case or a comma of the same sentence is a name, less the words at its edges that are
no name however written: function words, the calendar, titles and roles, shorthand, words for a parent
("Mum"), nationalities and languages ("English"); and not a run of words English writes in lower case at least
as often (:func:`.word_frequencies.common_words`, :func:`.word_frequencies.lower_case_leads`), which a post
capitalises for emphasis ("pizza is Elite Tier", "lights all Green"). Its type: a place after a place preposition, a person
when it is two words or more or a given name opens it, else an organisation (a brand, a shop, a club).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Candidate
from .deferred import DeferredModule
from .place_prepositions import ENGLISH_PLACE_PREPOSITIONS

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import dialogue as _dialogue
    from . import evidence as _evidence
    from . import given_names as _given_names
    from . import word_frequencies as _word_frequencies
else:
    _dialogue = DeferredModule("spacy_sanitize.detection.dialogue")
    _evidence = DeferredModule("spacy_sanitize.detection.evidence")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: a run of words in title case, none glued to a handle, a tag, a path or a word before it
_RUN = re.compile(r"(?<![\w'’@#/.\-])[A-ZÀ-Þ][a-zß-ÿ]+(?:['’\-][A-Za-zß-ÿ]+)?(?:[ \t]+[A-ZÀ-Þ][a-zß-ÿ]+(?:['’\-][A-Za-zß-ÿ]+)?)*"
                  r"(?![\w'’@\-])")
#: what the word before a run may end with: a lower-case letter or a comma of the same sentence
_INSIDE = re.compile(r"(?:^|[\s(])[a-z][a-z'’]*,?$")
#: a chat's opening timestamp in brackets and its speaker's name (one or two words) before a colon
_SPEAKER = re.compile(r"^\s*(?:\[[^\]\n]{1,40}\][ \t]*|\d{1,2}:\d{2}[ \t]*[-–][ \t]*)?"
                      r"(?:[^\s:]{1,30}(?:[ \t][^\s:]{1,30})?:[ \t])?")
#: a sentence that opens in lower case after another's end
_LOWER_CASE_OPENING = re.compile(r"[.!?][ \t]+[a-z]")
_PLACE_PREPOSITIONS = ENGLISH_PLACE_PREPOSITIONS | {"to", "around", "into"}  # a post's ways about town
#: how many characters before a run are read for the word before it
_LOOK_BACK = 40

SOURCE = "cues"


def opens_in_lower_case(text: str) -> bool:
    """Whether the first letter of ``text`` is in lower case, or two of its sentences open so: a post that
    writes no capital where English puts one ("lol jess and tom are coming", "Switched to Wise. shoutout to
    Tunde. anyone tried Revolut?"), which a text of few sentences shows better than the share of its
    sentences' openings ("His wife Anna died; Mrs. berg called" opens two, one in lower case). A chat's
    timestamp and its speaker's name before the first message are left out."""
    opening = _SPEAKER.sub("", text[:_LOOK_BACK * 5], count=1)  # "[14/02, 19:42] Sandra: has anyone..."
    first = next((c for c in opening if c.isalpha()), "")
    return first.islower() or len(_LOWER_CASE_OPENING.findall(text[:5000])) >= 2


def title_case_in_lower_case_posts(text: str, never: frozenset[str]) -> list[Candidate]:
    """The names of the module in ``text``; ``never``: the lower-case words that are no name (function words,
    titles, shorthand, the calendar, occupations)."""
    common, leads = _word_frequencies.common_words("en"), _word_frequencies.lower_case_leads("en")
    found: list[Candidate] = []
    for match in _RUN.finditer(text):
        before = text[max(0, match.start() - _LOOK_BACK):match.start()].rstrip(" \t")
        if not _INSIDE.search(before):
            continue
        # "Mr Okonkwo's number", "coming to Nan's": the name, not its possessive
        words = [(m.start(), m.end() - 2 * m.group().endswith(("'s", "’s")), m.group().lower().removesuffix("'s")
                  .removesuffix("’s")) for m in re.finditer(r"\S+", match.group())]
        keep = [not (word in never or word in _dialogue.FAMILY_NAMES_FOR or _evidence.is_nationality_word(word)) for _, _, word in words]
        if True not in keep:
            continue
        first, last = keep.index(True), len(keep) - 1 - keep[::-1].index(True)
        if all((word in common or leads.get(word, -1.0) >= 0) and not _given_names.is_given_name(word)
               for _, _, word in words[first:last + 1]):
            continue  # "pineapple on pizza is Elite Tier": emphasis, in words English writes in lower case
        start, end = match.start() + words[first][0], match.start() + words[last][1]
        previous = before.rsplit(None, 1)[-1].rstrip(",").lower() if first == 0 else words[first - 1][2]
        if previous in _PLACE_PREPOSITIONS:
            label = "LOC"
        elif last > first or _given_names.is_given_name(words[first][2]):
            label = "PERSON"
        else:
            label = "ORG"
        found.append(Candidate(start, end, label, SOURCE))
    return found
