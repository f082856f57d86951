"""Names that a results table's layout gives away, for the ``cues`` source.

Wire copy prints sports results as rows a model trained on prose reads poorly: goal scorers in brackets
after a score (``Hertha Berlin 2 ( Kalou 34 , Ibisevic 71 ) Hamburg 0``) and cricket scorecards, where the
fielder and the bowler follow ``c`` and ``b`` (``Shan Masood c Dickwella b Kumara 38``). The layout is
the evidence: a capitalised word followed by a minute, inside brackets whose every item has that shape,
is a scorer when the bracket follows a score; a capitalised word right after a bracket of scorers and before a score is a team; a word
after ``c``, ``st`` or ``b`` in a line that ends with the batsman's runs is a player.
"""

from __future__ import annotations

import re

from .base import Candidate

_NAME = r"[A-Z][\w'’\-]+(?:[ \t]+[A-Z][\w'’\-]+){0,2}"
#: one scorer: a name, a minute, a penalty or own-goal mark ("Sane 40", "Muller 88 pen")
_SCORER = re.compile(rf"({_NAME})[ \t]+\d{{1,3}}(?:[ \t]*(?:pen|og|o\.g\.))?")
#: a bracket right after a team's score ("Schalke 3 ( Huntelaar 5 , Sane 40 )"): "(Rule 39)" follows no
#: score, "paragraph 2 (Article 8)" no team
_BRACKET = re.compile(r"\b[A-Z][\w'’\-]*[ \t]+\d{1,2}[ \t]*\(([^()\n]*\d[^()\n]*)\)")
#: the words that number the parts of laws and documents: "Article 5 (Article 8)" is no scorer
_NUMBERED_PARTS = frozenset("article articles rule rules section sections paragraph paragraphs chapter page pages "
                            "protocol annex part schedule no nos case cases item items figure table".split())
#: a team and its score on either side of a bracket of scorers ("Hertha Berlin 2 (", ") Hamburg 0")
_TEAM_BEFORE = re.compile(rf"(?:^|(?<=\n)|(?<=\)[ \t])|(?<=\.[ \t]))({_NAME})[ \t]+\d{{1,2}}[ \t]*(?=\()")
_TEAM_AFTER = re.compile(rf"(?<=\))[ \t]+({_NAME})[ \t]+\d{{1,2}}\b")
#: a scorecard line: a batsman, how he was out, his runs at the line's end
_SCORECARD_LINE = re.compile(r"(?m)^[^\n]*\b(?:c|b|lbw|st|run out|not out)\b[^\n]*?\d+[ \t]*$")
_FIELDER_BOWLER = re.compile(r"(?<![\w&])(?:c|st|b)[ \t]+([A-Z][\w'’\-]+)")
_BATSMAN = re.compile(rf"^({_NAME})[ \t]+(?:c|b|st|lbw|run out|not out|retired)\b")


def _scorers(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    for bracket in _BRACKET.finditer(text):
        scorers = [_SCORER.fullmatch(item.strip()) for item in bracket.group(1).split(",")]
        if not all(scorers) or any(m.group(1).split()[0].lower() in _NUMBERED_PARTS for m in scorers if m):
            continue
        offset = bracket.start(1)
        for scorer in _SCORER.finditer(bracket.group(1)):
            found.append(Candidate(offset + scorer.start(1), offset + scorer.end(1), "PERSON", "cues"))
        line_start = text.rfind("\n", 0, bracket.start()) + 1
        line_end = text.find("\n", bracket.end())
        line = text[line_start:len(text) if line_end < 0 else line_end]
        for pattern in (_TEAM_BEFORE, _TEAM_AFTER):
            found.extend(Candidate(line_start + m.start(1), line_start + m.end(1), "ORG", "cues")
                         for m in pattern.finditer(line))
    return found


def _scorecard_players(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    for line in _SCORECARD_LINE.finditer(text):
        if not _FIELDER_BOWLER.search(line.group()) and "not out" not in line.group():
            continue
        for match in _FIELDER_BOWLER.finditer(line.group()):
            found.append(Candidate(line.start() + match.start(1), line.start() + match.end(1), "PERSON", "cues"))
        if batsman := _BATSMAN.match(line.group()):
            found.append(Candidate(line.start() + batsman.start(1), line.start() + batsman.end(1), "PERSON", "cues"))
    return found


def results_names(text: str) -> list[Candidate]:
    """Scorers, teams and cricket players that results rows give away (see the module)."""
    if "(" not in text and " b " not in text:
        return []
    return _scorers(text) + _scorecard_players(text)
