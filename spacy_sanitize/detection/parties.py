"""British political parties named by a word that is also a common one, for the ``cues`` source (English):
"Labour 's Sarah Champion", "the Conservative candidate", "a Green councillor".

"Labour", "Conservative", "Green" and "Reform" are common words with a capital at a sentence's start; a party
is what they name before its possessive or before the party's roles and people ("leader", "MP", "candidate",
"voters"). The party's name is then an organisation's (ORG), as news NER sets type it. A party named by its
members after "the" ("conceded to Jill Mortimer of the Conservatives", "the Tories") is a political view,
DEM, as the detector types such members wherever a model finds them: a quasi-identifier, no name.
"""

from __future__ import annotations

import re

from .base import Candidate

#: a party's name (group 1) before a possessive or one of the party's roles and people
_PARTY = re.compile(
    r"(?=[LCGRP])\b(Labour|Conservative|Liberal Democrat|Lib Dem|Green|Reform|Plaid Cymru)"
    r"(?=[ \t]*['’]s\b|[ \t]+(?:leader|leadership|MP|MPs|MSP|MSPs|candidate|candidates|councillor|councillors|government"
    r"|party|peer|minister|ministers|spokesman|spokeswoman|spokesperson|voters|members|manifesto|whip|chairman)\b)")

#: a party's whole name with its "of" ("Democratic Party of Socialists", "Communist Party of the Russian
#: Federation", "Party of Regions"): a model that knows "Democratic Party" stops before the "of"
_PARTY_OF = re.compile(r"\b(?:(?!(?:The|A|An|In|On|For|Of)\b)[A-Z][\w'’-]+[ \t]+){0,3}Party[ \t]+of[ \t]+(?:the[ \t]+)?[A-Z][\w'’-]+"
                       r"(?:[ \t]+[A-Z][\w'’-]+){0,3}")

#: a party named by its members after "the" (group 1)
_MEMBERS = re.compile(r"(?=[Tt])\b[Tt]he[ \t]+(Conservatives|Tories|Republicans|Democrats|Liberal Democrats|Lib Dems|Greens"
                      r"|Socialists|Nationalists|Unionists)\b")


def party_names(text: str) -> list[Candidate]:
    """The parties ``text`` names by such a word (see the module) or by a whole name with its "of", as ORG
    candidates, and by their members, as DEM."""
    return ([Candidate(m.start(1), m.end(1), "ORG", "cues") for m in _PARTY.finditer(text)]
            + ([Candidate(m.start(), m.end(), "ORG", "cues") for m in _PARTY_OF.finditer(text)]
               if "Party of" in text else [])  # the one test most texts fail, before the pattern's slower scan
            + [Candidate(m.start(1), m.end(1), "DEM", "cues") for m in _MEMBERS.finditer(text)])
