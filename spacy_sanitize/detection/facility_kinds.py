"""A care facility or a venue named in lower case with its kind: "review at ashfield surgery", "pt back to
oakwood care home", "saw them at the etihad stadium".

A note or a post written without capitals names a GP's surgery or a care home by a place's word and the
facility's kind. The ``lowercase`` source finds the place's word (a word the language writes with a
capital), but the kind is an everyday word ("surgery", "care home") that no source takes, and the
facility keeps its kind in its name: "ashfield" alone is a place, "ashfield surgery" is where the patient
is seen. Where a text writes no capitals, a place or an organisation right before a kind grows over it
and becomes an organisation; before a venue's kind ("arena", "stadium", "estadio"), a place.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .overlap import TokenCandidate

#: the kinds of care facility a note names after the facility's own words
FACILITY_KINDS = frozenset({"hospital", "care home", "nursing home", "hospice", "clinic", "infirmary",
                            "medical centre", "medical center", "surgery", "medical practice", "health centre",
                            "lodge", "manor", "rest home", "residential home", "care centre",
                            "hc"})  # a health centre's letters ("northwood hc")
#: the kinds of venue a post names after the venue's own word, in the supported languages ("the etihad stadium",
#: "l'accor arena", "el wizink center")
VENUE_KINDS = frozenset("arena stadium stadion estadio estádio stade stadio center centre hall theatre theater "
                        "park pavilion".split())


def with_facility_kinds(doc: Doc, spans: Sequence[TokenCandidate], capitals_say_names: bool) -> list[TokenCandidate]:
    """``spans`` with each place or organisation in a text without capitals grown over the facility kind right
    after it (see the module)."""
    if capitals_say_names:
        return list(spans)
    starts = {start for start, _, _, _ in spans}
    result: list[TokenCandidate] = []
    for start, end, label, source in spans:
        if label in {"LOC", "ORG"}:
            for size in (2, 1):
                kind = doc[end:end + size]
                words = " ".join(t.lower_ for t in kind)
                if (len(kind) == size and end not in starts and all(t.is_lower for t in kind)
                        and (words in FACILITY_KINDS or words in VENUE_KINDS)):
                    end, label = end + size, "ORG" if words in FACILITY_KINDS else "LOC"
                    break
        result.append((start, end, label, source))
    return result
