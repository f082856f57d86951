"""Scores and minutes a name has swallowed: "Benfica 3 - 1", "Pavlidis 12 , 58", "Clermont 38-17".

A model that learned addresses from text in which a street's name takes its house number after it ("Rua
Augusta 12", "Kurfürstendamm 21") reads the number after a team or a scorer in a results line as a house
number, and the span grows over the score or the minutes. The number's neighbours tell them apart: a house
number is followed by a comma and a postcode, a line's end or the next word of a sentence; a score by a dash
and the other side's score ("3 - 1"), a minute by a comma and the next minute, a semicolon or a closing
bracket ("12 , 58 ,", "80 ;", "33 )"). Such a number and everything after it are cut from a name with no
street's kind in it ("Rua", "Calle", "Road", "-straße"); a span left with no word is dropped. So are the
figures that end the rows of a table (:func:`.table_rows.row_figures`: "Juventus 10", "FC Twente - Sparta 2-2"),
and a date that the rules found after a dateline's place ("SALAMANCA , Spain 1996-09-12": a place, then a day).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .addresses import ENGLISH_STREET_KIND, STREET_KIND_FIRST
from .base import doc_text
from .evidence import NAME_TYPES, STATISTICAL_SOURCES
from .overlap import TokenCandidate
from .table_rows import row_figures

#: the most digits a score or a minute has
_SCORE_DIGITS = 3
#: how many tokens back from a number its bracket's opening is looked for
_BRACKET_WINDOW = 30
#: the endings of the street names German and Dutch fuse with their kind ("Hauptstraße", "Prinsengracht",
#: "Ortrud-Stey-Ring 92-57": a house number's range reads as a score)
_FUSED_KINDS = ("straße", "strasse", "str.", "weg", "gasse", "allee", "platz", "damm", "ufer", "laan", "straat",
                "gracht", "plein", "kade", "dijk", "singel", "ring", "pfad", "steig", "steeg", "hof", "markt")
#: what follows a minute in a list of scorers, or closes it
_AFTER_MINUTE = frozenset({";", ")", "]"})
#: what joins the two sides of a score, or two minutes
_JOINERS = frozenset({"-", "–", ",", ":"})


def _is_small_number(text: str) -> bool:
    return text.isdigit() and len(text) <= _SCORE_DIGITS


def _is_score_or_minute(doc: Doc, i: int) -> bool:
    """Whether the number ``doc[i]`` is a score or a minute by what follows it (see the module)."""
    if not _is_small_number(doc[i].text) or i + 1 >= len(doc):
        return False
    after = doc[i + 1].text
    if after in _AFTER_MINUTE:
        return _is_bracket_of_scorers(doc, i)
    return after in _JOINERS and i + 2 < len(doc) and _is_small_number(doc[i + 2].text)


def _is_bracket_of_scorers(doc: Doc, i: int) -> bool:
    """Whether the bracket that ``doc[i + 1]`` closes holds scorers: it follows a score ("Porto 2 ( Taremi 33
    )") or holds more than one number ("( Pavlidis 12 , 58 ; Zalazar 33 )"); a party's bracket after its
    candidate holds one ("Alberto Fujimori ( Cambio 90 ) 64.4 percent"). A semicolon after the number ends an
    item of a list of scorers already."""
    if doc[i + 1].text == ";":
        return True
    opening = i
    while opening > 0 and doc[opening].text not in "([" and i - opening < _BRACKET_WINDOW:
        opening -= 1
    if doc[opening].text not in "([":
        return False
    numbers = sum(_is_small_number(t.text) for t in doc[opening:i + 1])
    return numbers > 1 or (opening > 0 and _is_small_number(doc[opening - 1].text))


def _names_a_street(doc: Doc, start: int, end: int) -> bool:
    words = doc[start:end]
    return any(STREET_KIND_FIRST.fullmatch(t.text) or ENGLISH_STREET_KIND.fullmatch(t.text)
               or t.lower_.endswith(_FUSED_KINDS) for t in words)


def _first_figure(doc: Doc, start: int, end: int) -> int | None:
    """The first token of the run of numbers and punctuation that ends the span, after a word; None when the
    span does not end so."""
    first = end
    while first > start and not doc[first - 1].is_alpha:
        first -= 1
    return first if start < first < end else None


def without_scores(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``candidates`` with the scores and minutes at the end of their names cut (see the module)."""
    result: list[TokenCandidate] = []
    # the table's figures and the rules' dates, read once and only for a span that ends in a figure
    figures: frozenset[int] | None = None
    dates: set[int] = set()
    for start, end, label, source in candidates:
        first = _first_figure(doc, start, end) if label in NAME_TYPES else None
        if first is not None and not _names_a_street(doc, start, first):
            if figures is None:
                figures = row_figures(doc_text(doc))
                dates = {a for a, _, kind, by in candidates if kind == "DATETIME" and by not in STATISTICAL_SOURCES}
            cut = next((i for i in range(first, end)
                        if _is_score_or_minute(doc, i) or doc[i].idx in figures or i in dates), None)
            if cut is not None:
                end = cut
                while end > start and not doc[end - 1].is_alpha and not doc[end - 1].text[0].isdigit():
                    end -= 1
                if not any(t.is_alpha for t in doc[start:end]):
                    continue
        result.append((start, end, label, source))
    return result
