"""Sports clubs named after their town with a club word after it: "Former Leicester City goalkeeper Gordon
Banks", "Bolton Wanderers", "Plymouth Argyle", "Queens Park Rangers".

The town alone is found often (a lexicon knows "Leicester"), while the club word is an everyday word
("city", "town", "united") that a model reading an unusual sentence leaves out. A club word in title case
right after a name, with no further capitalised word after it (not "Leicester City Council", "Kansas City
Chiefs", which are other names a model reads whole), is part of the name, and so are the letters of a club
abroad ("Umeå IK", "Molde FK") and the word of a police force ("Essex Police"). A place stays a place ("Salt
Lake City", "Mexico City"); a town a lexicon took for a person's surname is the club, an organisation.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .base import indices_of, word_hashes
from .capitalised import opens_clause
from .overlap import TokenCandidate

#: the words English clubs put after their town's name
_CLUB_WORDS = frozenset("City United Town Rovers Athletic Wanderers Albion County Rangers Hotspur Villa Argyle "
                        "Orient Thistle Academical Harriers Dons Alexandra".split()
                        # the letters clubs abroad put after their town ("Umeå IK", "Hamburger SV", "Molde FK")
                        + "FC AFC CF SC IK IF FF BK FK SK SV".split()
                        # and a police force named after its county ("DS Collins (Essex Police)")
                        + "Police Constabulary".split())
#: the words clubs put before their town's name, which are everyday words too ("Eintracht Frankfurt", "Borussia
#: Dortmund", "Sparta Rotterdam", "Hellas Verona")
_CLUB_PREFIXES = frozenset("Eintracht Borussia Fortuna Alemannia Arminia Hertha Dynamo Energie Holstein Preußen Hansa "
                           "Werder Wacker Rapid Sturm Viktoria Kickers Jahn Greuther Sparta Heracles Hellas Virtus "
                           "Rayo".split())
#: the words among them that make a body of a place ("Essex Police" is no place)
_FORCE_WORDS = frozenset({"Police", "Constabulary"})
#: the letters among them, a club's only after a name in title case ("Umeå IK"; not "INFIRMARY IF STABLE")
_CLUB_LETTERS = frozenset(word for word in _CLUB_WORDS if word.isupper())


def with_club_words(doc: Doc, spans: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``spans`` with each name grown over the club word after it (see the module); outside English, over a
    club's letters only ("Viborg FF", "Valencia CF"); and over the word a club puts before its town's name
    ("Eintracht Frankfurt", "Sparta Rotterdam")."""
    club_words = _CLUB_WORDS if doc.lang_ == "en" else _CLUB_LETTERS
    starts = {start for start, _, _, _ in spans}
    ends = {end for _, end, _, _ in spans}
    result: list[TokenCandidate] = []
    for start, end, label, source in spans:
        if label in {"PERSON", "ORG", "LOC"} and start > 0 and doc[start - 1].text in _CLUB_PREFIXES and start not in ends:
            start, label = start - 1, "ORG"  # "gegen Eintracht Frankfurt": the club, not the town
        if (label in {"PERSON", "ORG", "LOC"} and end < len(doc) and end not in starts and doc[end].text in club_words
                and doc[end - 1].whitespace_ and not (end + 1 < len(doc) and doc[end + 1].is_title)
                and (doc[end].text not in _CLUB_LETTERS or doc[end - 1].is_title)):
            end, label = end + 1, "LOC" if label == "LOC" and doc[end].text not in _FORCE_WORDS else "ORG"
        result.append((start, end, label, source))
    return result


#: the nicknames British news and fans call clubs by, which no English text writes in title case for anything
#: else ("Spurs have agreed a fee", "the Gunners remain interested", "Up the Blades!")
_NICKNAMES = frozenset("Spurs Gunners Toffees Magpies Hammers Villans Baggies Canaries Cottagers Hornets Seagulls "
                       "Cherries Blades Tykes Terriers Potters Clarets Trotters Latics Addicks Pompey Boro Hoops Gers "
                       "Bhoys Jambos Hibees Killie Hatters Shrimpers Gills Cobblers Lilywhites Bluebirds Bantams "
                       "Shakers Valiants Wolves Owls Foxes Saints Rams Swans Eagles Posh Quakers".split())
#: the nicknames that are everyday words too, which open a sentence as the word ("Wolves were seen", "Owls nest")
_WORD_NICKNAMES = frozenset("Hammers Terriers Wolves Owls Foxes Saints Rams Swans Eagles Potters Hornets Seagulls "
                            "Cherries Blades Shakers Posh Quakers".split())

_NICKNAME_HASHES = word_hashes(word.lower() for word in _NICKNAMES)


def club_nicknames(doc: Doc, spans: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """The clubs' nicknames in an English text written in mixed case that no span holds yet (see
    :data:`_NICKNAMES`): a club, an organisation. One that is an everyday word too counts only inside a
    sentence; in a post or a headline in capitals none does ("SPURS" is read by the other sources)."""
    if doc.lang_ != "en":
        return []
    found = [i for i in indices_of(doc, _NICKNAME_HASHES) if doc[i].text in _NICKNAMES]  # a few places, not every word
    if not found:
        return []
    taken = {i for start, end, _, _ in spans for i in range(start, end)}
    return [(i, i + 1, "ORG", "known_names") for i in found
            if i not in taken and not (doc[i].text in _WORD_NICKNAMES and opens_clause(doc, i))]
