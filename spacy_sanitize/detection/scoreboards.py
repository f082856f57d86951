"""Names that a results table's layout gives away, for the ``cues`` source.

Wire copy prints sports results as rows a model trained on prose reads poorly: goal scorers in brackets
after a score (``Hertha Berlin 2 ( Kalou 34 , Ibisevic 71 ) Hamburg 0``) and cricket scorecards, where the
fielder and the bowler follow ``c`` and ``b`` (``Shan Masood c Dickwella b Kumara 38``). The layout is
the evidence: a capitalised word followed by a minute, inside brackets whose every item has that shape,
is a scorer when the bracket follows a score; a capitalised word right after a bracket of scorers and before a score is a team; a word
after ``c``, ``st`` or ``b`` in a line that ends with the batsman's runs is a player; the words that open
a standings row (a name, then three numbers or more) are a team, and so are both names of a results row
(``DETROIT 4 Chicago 2``); a name after a rank and before a
number or a bracket (``2. Ford 123``, ``1. Patrick Makau ( Kenya )``) is an entry. In a sentence, a result's
verb and score name both sides (``as Arsenal beat Brentford 3-1``, ``Swiatek defeated Gauff 6-3 6-2``), and a
market table's row opens with the company whose share moved (``BP -2.7 pct``); a leaderboard's row ends with
its player's country code in brackets (``-9 Shane Lowry ( IRL )``).
"""

from __future__ import annotations

import re
from functools import cache

from .base import Candidate
from .dialogue import FIELD_WORDS
from .evidence import TABLE_WORDS, WEEKDAYS, never_names
from .word_patterns import holds_digit, may_mention

_NAME = r"[A-Z][\w'’\-]+(?:[ \t]+[A-Z][\w'’\-]+){0,2}"
#: one scorer: a name, a minute, a penalty or own-goal mark ("Sane 40", "Muller 88 pen")
_SCORER = re.compile(rf"({_NAME})[ \t]+\d{{1,3}}(?:[ \t]*(?:pen|og|o\.g\.))?")
#: a bracket right after a team's score ("Schalke 3 ( Huntelaar 5 , Sane 40 )"): "(Rule 39)" follows no
#: score, "paragraph 2 (Article 8)" no team
_MINUTE = re.compile(r"\d{1,3}(?:[ \t]*(?:pen|og|o\.g\.))?")
_BRACKET = re.compile(r"\b[A-Z][\w'’\-]*[ \t]+\d{1,2}[ \t]*\(([^()\n]*\d[^()\n]*)\)")
#: the words that number the parts of laws and documents: "Article 5 (Article 8)" is no scorer
_NUMBERED_PARTS = frozenset("article articles rule rules section sections paragraph paragraphs chapter page pages "
                            "protocol annex part schedule no nos case cases item items figure table".split())
#: a team and its score on either side of a bracket of scorers ("Hertha Berlin 2 (", ") Hamburg 0")
_TEAM_BEFORE = re.compile(rf"(?:^|(?<=\n)|(?<=\)[ \t])|(?<=\.[ \t]))({_NAME})[ \t]+\d{{1,2}}[ \t]*(?=\()")
_TEAM_AFTER = re.compile(rf"(?<=\))[ \t]+({_NAME})[ \t]+\d{{1,2}}\b")
#: a scorecard line: a batsman, how he was out, his runs at the line's end
_SCORECARD_LINE = re.compile(r"(?m)^[^\n]*\b(?:c|b|lbw|st|run out|not out)\b[^\n]*?\d+[ \t]*$")
#: a player on a scorecard: initials, then one or two capitalised words ("M. Atherton", "Waqar Younis")
_PLAYER = r"(?:[A-Z]\.[ \t]*){0,3}[A-Z][\w'’\-]+(?:[ \t]+[A-Z][\w'’\-]+)?"
_FIELDER_BOWLER = re.compile(rf"(?<![\w&])(?:c|st|b)[ \t]+({_PLAYER})")
_BATSMAN = re.compile(rf"^({_PLAYER}|{_NAME})[ \t]+(?:c|b|st|lbw|run out|not out|retired)\b")


#: a standings row: a team, then three numbers or more to the line's end ("St Helens 20 14 1 5 560 321 29")
_STANDINGS_ROW = re.compile(rf"(?m)^[ \t]*({_NAME})(?:[ \t]+\d{{1,4}}){{3,}}[ \t]*$")
#: a results row: two teams and their scores, maybe a note in brackets ("Philadelphia 5 NY RANGERS 3 ( OT )")
_RESULT_ROW = re.compile(rf"(?m)^[ \t]*({_NAME})[ \t]+\d{{1,3}}[ \t]+({_NAME})[ \t]+\d{{1,3}}(?:[ \t]*\([^()\n]*\))?[ \t]*$")
#: a ranked entry: a rank, a name, then a bracket or a number ("2. Ford 123", "1. Patrick Makau ( Kenya )")
_RANKED = re.compile(rf"(?<![\w.])\d{{1,2}}\.[ \t]+({_NAME})(?=[ \t]+[(\d])")
#: a ranked entry's team after the bracket of its country, before a time or a gap ("( Belgium ) Jumbo 6:18:49",
#: "( Denmark ) Uno-X +0:04", "( France ) Groupama same time")
_TEAM_AFTER_COUNTRY = re.compile(rf"\)[ \t]+({_NAME})(?=[ \t]+(?:\d|\+|same time|s\.t\.))")
#: a line that opens a ranked list, at its start or after a colon ("Manufacturers : 1. Citroen 194 2. Ford"):
#: a rank after a sentence's number is no list ("MAP >65. ABG 7.38")
_RANKED_LINE = re.compile(r"(?m)^(?:[^\n]*:)?[ \t]*\d{1,2}\.[ \t]+[A-Z][^\n]*$")
#: words that open a numbered paragraph or a date, not a name ("2. Article 6 (", "5. June 2001")
_NOT_ENTRIES = _NUMBERED_PARTS | WEEKDAYS | frozenset(
    "january february march april may june july august september october november december "
    "on in at by from the a an to of for and or as since".split())
#: first words of a row that is no team's (a table's "Total", a form's "Phone") or of no ranked entry
_NO_TEAM = _NOT_ENTRIES | TABLE_WORDS | FIELD_WORDS
_NO_ENTRY = _NOT_ENTRIES | TABLE_WORDS


#: an entry's bracket in a results row: a name, then its party, team or country in brackets before a score
#: ("Javier Perez de Cuellar ( UPP ) 21.8 percent", "Anna Berg ( IFK Umea ) 12.41")
_ENTRY_BRACKET = re.compile(rf"(?=[A-Z])(?<![\w.])(?:{_NAME})[ \t]+\([ \t]*({_NAME})[ \t]*\)(?=[ \t]+\d)")


#: a leaderboard's row: a score against par or a rank, a player, and the code of the player's country in
#: brackets at the line's end ("-9 Shane Lowry ( IRL )", "T4 Rory McIlroy (NIR)")
_LEADERBOARD_COUNTRY = re.compile(rf"(?m)^[ \t]*(?:[-+−]\d{{1,2}}|E|T?\d{{1,3}}\.?)[ \t]+{_NAME}[ \t]+"
                                  r"\([ \t]*([A-Z]{3})[ \t]*\)[ \t]*$")


def _leaderboard_countries(text: str) -> list[Candidate]:
    """The country codes of a leaderboard's rows (see :data:`_LEADERBOARD_COUNTRY`), as places: three capitals
    in brackets at a player's row's end, which a chat's shorthand may spell too ("IRL")."""
    return [Candidate(m.start(1), m.end(1), "LOC", "cues") for m in _LEADERBOARD_COUNTRY.finditer(text)]


def _entry_brackets(text: str) -> list[Candidate]:
    """The parties, teams and clubs in brackets after the entries of a results row (a country is the
    countries source's; a role, shorthand or a table's word is none)."""
    not_names = _not_entry_brackets()
    return [Candidate(m.start(1), m.end(1), "ORG", "cues") for m in _ENTRY_BRACKET.finditer(text)
            if m.group(1).lower() not in not_names and m.group(1).split()[0].lower() not in not_names]


@cache
def _not_entry_brackets() -> frozenset[str]:
    """The words a bracket after an entry holds that name no party or team: table words, shorthand,
    countries (the countries source's), offices and roles; built once, not per document."""
    from .countries import lower_country_names
    from .evidence import OFFICES, TRAILING_ROLES

    shorthand, _ = never_names("en")
    return _NO_ENTRY | shorthand | lower_country_names("en") | frozenset(OFFICES) | TRAILING_ROLES


def _rows(text: str) -> list[Candidate]:
    """Teams of standings and results rows, and the entries of ranked lists (two words or more: a person)."""
    found: list[Candidate] = []
    teams = [(row, 1) for row in _STANDINGS_ROW.finditer(text)]
    teams += [(row, group) for row in _RESULT_ROW.finditer(text) for group in (1, 2)]
    for row, group in teams:
        if row.group(group).split()[0].lower() not in _NO_TEAM:
            found.append(Candidate(row.start(group), row.end(group), "ORG", "cues"))
    shorthand, _ = never_names("en")
    for line in _RANKED_LINE.finditer(text):
        for entry in _RANKED.finditer(line.group()):
            words = [word.lower() for word in entry.group(1).split()]
            if words[0] in _NO_ENTRY or any(word in shorthand for word in words):
                continue
            found.append(Candidate(line.start() + entry.start(1), line.start() + entry.end(1),
                                   "PERSON" if len(words) > 1 else "ORG", "cues"))
        for team in _TEAM_AFTER_COUNTRY.finditer(line.group()):
            if team.group(1).split()[0].lower() not in _NO_TEAM:
                found.append(Candidate(line.start() + team.start(1), line.start() + team.end(1), "ORG", "cues"))
    return found


def _scorers(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    for bracket in _BRACKET.finditer(text):
        items = [item.strip() for item in bracket.group(1).split(",")]
        scorers = [_SCORER.fullmatch(item) for item in items]
        # "( Viduka 12 , 55 , Kewell 80 )": a minute alone is the previous scorer's second goal
        seconds = [i > 0 and scorers[i] is None and _MINUTE.fullmatch(item) is not None for i, item in enumerate(items)]
        if (scorers[0] is None or not all(m or second for m, second in zip(scorers, seconds, strict=True))
                or any(m.group(1).split()[0].lower() in _NUMBERED_PARTS for m in scorers if m)):
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


#: a cricket innings in brief: the team, its total (and wickets), then its best batsmen's runs and its
#: opponents' best bowling in brackets ("Yorkshire 312 ( Root 104 , Bairstow 58 ; Anderson 4-61 )",
#: "England 245-7 dec ( Stokes 88* ; Starc 3-40 )", "India first innings 471 ( Y. Jaiswal 101 ; J. Tongue 4-86 )")
_INNINGS = re.compile(rf"(?<![\w'’\-])({_NAME})(?:[ \t]+(?:first|second)[ \t]+innings)?[ \t]+\d{{2,3}}"
                      rf"(?:[-/]\d{{1,2}})?(?:[ \t]+(?:dec|all[ \t]+out))?[ \t]*\(([^()\n]+)\)")
#: one item of an innings' bracket: a player (maybe after his initials), then his runs or his bowling figures
_INNINGS_ITEM = re.compile(rf"((?:[A-Z]\.[ \t]*){{0,3}}{_NAME})[ \t]+(?:\d{{1,3}}\*?|\d{{1,2}}-\d{{1,3}})")


def _innings_players(text: str) -> list[Candidate]:
    """The team and the players of :data:`_INNINGS` brackets whose every item (two or more, split at commas
    and semicolons) is a player and his figures; not a document's numbered parts ("Article 312 ( Rule 104 ,
    Rule 58 )")."""
    found: list[Candidate] = []
    for innings in _INNINGS.finditer(text):
        items = [item.strip() for item in re.split(r"[,;]", innings.group(2))]
        players = [_INNINGS_ITEM.fullmatch(item) for item in items]
        if len(items) < 2 or not all(players) or innings.group(1).split()[0].lower() in _NO_TEAM or any(
                m.group(1).split()[0].lower() in _NUMBERED_PARTS for m in players if m):
            continue
        found.append(Candidate(innings.start(1), innings.end(1), "ORG", "cues"))
        offset = innings.start(2)
        for player in _INNINGS_ITEM.finditer(innings.group(2)):
            found.append(Candidate(offset + player.start(1), offset + player.end(1), "PERSON", "cues"))
    return found


#: a result in a sentence: a side (group 1), the result's verb, the other side (group 2), the score
#: a word of each of :data:`_RESULT`'s verbs
_RESULT_VERBS = ("beat", "defeated", "thrashed", "edged", "hammered", "drew", "lost")
_RESULT = re.compile(rf"(?<![\w'’\-])({_NAME})[ \t]+(?:beat|beats|defeated|thrashed|edged|hammered|drew[ \t]+with"
                     rf"|lost[ \t]+to)[ \t]+({_NAME})[ \t]+\d{{1,2}}[-–]\d{{1,2}}\b")


def _sides_of_results(text: str) -> list[Candidate]:
    """Both sides of a result a sentence reports with its score (see the module): a team, or a player
    where the side opens with a given name; not a day, a month or a function word ("On Saturday")."""
    from .given_names import is_given_name

    found: list[Candidate] = []
    matches = list(_RESULT.finditer(text))
    if not matches:  # most documents report no result
        return found
    skipped = _not_sides()
    for match in matches:
        for group in (1, 2):
            words = match.group(group).split()
            while words and words[0].lower() in skipped:  # "On Saturday Arsenal beat ...": the side starts later
                words = words[1:]
            if words and not any(word.lower() in skipped for word in words):
                label = "PERSON" if is_given_name(words[0].lower()) and len(words) > 1 else "ORG"
                found.append(Candidate(match.end(group) - len(" ".join(words)), match.end(group), label, "cues"))
    return found


@cache
def _not_sides() -> frozenset[str]:
    """The words that open no side of a result: the calendar's and English's function words; built once."""
    from .languages import calendar_words

    return calendar_words("en", lower=True) | never_names("en")[1]


#: a market table's row: a company, its share's signed move, a unit ("BP -2.7 pct", "Barratt Redrow +3.2%")
_MARKET_ROW = re.compile(r"(?m)^[ \t]*([A-Z][\w&'’.\-]*(?:[ \t]+[A-Z][\w&'’.\-]*){0,3})[ \t]+[+\-−]\d+(?:[.,]\d+)?"
                         r"[ \t]*(?:pct|%|p|pence|cents?)[ \t]*$")


def _market_rows(text: str) -> list[Candidate]:
    """The company that opens each row of a market's risers and fallers (see the module): ORG."""
    return [Candidate(m.start(1), m.end(1), "ORG", "cues") for m in _MARKET_ROW.finditer(text)
            if not any(word.lower() in _NOT_COMPANIES for word in m.group(1).split())]


#: the words of a market table's rows that name no company: a table's words and the indices ("FTSE 100 -0.4 pct")
_NOT_COMPANIES = TABLE_WORDS | frozenset({"ftse", "dax", "cac", "dow", "nasdaq", "index"})


def results_names(text: str) -> list[Candidate]:
    """Scorers, teams, cricket players and ranked entries that results rows give away, and the sides of a
    result a sentence reports (see the module)."""
    bracketed = "(" in text  # scorers, innings, entries' parties and players' countries come in brackets
    sides = _sides_of_results(text) if may_mention(text, _RESULT_VERBS) else []
    leaders = _leaderboard_countries(text) if bracketed else []  # an even par's "E" is no digit
    if not holds_digit(text):  # every other row has a score, a rank, a total or a price's move
        return sides + leaders
    return ((_scorers(text) if bracketed else []) + _scorecard_players(text)
            + (_innings_players(text) if bracketed else []) + _rows(text) + (_entry_brackets(text) if bracketed else [])
            + sides + _market_rows(text) + leaders)
