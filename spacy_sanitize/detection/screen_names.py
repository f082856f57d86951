"""Screen names written without an ``@``: a shape the ``cues`` source reads in posts and chats.

A post thanks or tags players and posters by the names they chose (``gg to xXShadowXx``, ``shoutout to iTzJake
and KingKev99``), which no lexicon holds and a model trained on prose reads as noise. Their shape gives them
away: capitals inside the word after lower-case letters at least twice (``xXShadowXx``, ``iTzJake``, and a
firm's run-together name, ``GlaxoSmithKline``), or a run-together name and a number (``KingKev99``). A
product's single inner capital (``iPhone``, ``YouTube``, ``PowerPoint``) is no such name, nor is a word of a
web address, an e-mail, a path or a hashtag (the neighbouring characters say so), nor a program's
identifier in a log (``getElementById``, ``NullPointerException``). A name that opens with a
capital and carries no digit is a firm's (ORG), any other a person's screen name (PERSON).
"""

from __future__ import annotations

import re

from .base import Candidate

#: a word of letters and digits, not inside an address, a path, a handle or a hashtag, with a capital after a
#: lower-case letter (both shapes below have one: the engine skips the other words, most of a text)
_WORD = re.compile(r"(?<![\w@#/.:\-])(?=[A-Za-z0-9_]*[a-z][A-Z])[A-Za-z][A-Za-z0-9_]{3,24}(?![\w@/\-]|[.:]\w)")
_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")
_NAME_AND_NUMBER = re.compile(r"(?:[A-Z][a-z]+){2,}\d{1,4}")
#: a program's identifier in a log or a bug report ("getElementById", "NullPointerException"): no one's name
_IDENTIFIER = re.compile(r"(?:get|set|is|has|on|to|from|new|add|remove|update|create|delete|find|load|parse)[A-Z]\w*"
                         r"|\w*(?:Exception|Error|Handler|Service|Manager|Factory|Impl|Controller|Listener|Id|ID)")


def screen_names(text: str) -> list[Candidate]:
    """The screen names and run-together firms' names in ``text`` (see the module)."""
    found: list[Candidate] = []
    for match in _WORD.finditer(text):
        word = match.group()
        if (len(_INNER_CAPITAL.findall(word)) < 2 and not _NAME_AND_NUMBER.fullmatch(word)) or _IDENTIFIER.fullmatch(word):
            continue
        firm = word[0].isupper() and not any(c.isdigit() for c in word)
        found.append(Candidate(match.start(), match.end(), "ORG" if firm else "PERSON", "cues"))
    return found
