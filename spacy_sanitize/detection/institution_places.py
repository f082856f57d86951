"""An institution named with the place it serves after "of": "Royal Infirmary of Edinburgh", "University
Hospital of Wales", "Cathedral Church of St Mary".

A model and the facility cues find the institution ("Royal Infirmary") and the place ("Edinburgh") as two
names, and two replacements then stand for one body ("Royal Infirmary of Leeds" is another hospital, and
the place alone says where the patient was). An organisation's or a place's span that ends with an
institution's kind in title case (:data:`.evidence.INSTITUTIONS`), then "of" (and "the"), then a place's or
an organisation's span right after it, is one name: the institution's, an organisation.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .evidence import INSTITUTIONS
from .overlap import TokenCandidate

#: the types of the institution's span and of the place's after it
_JOINED_TYPES = frozenset({"ORG", "LOC"})


def with_places_of_institutions(doc: Doc, spans: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``spans`` with each institution and the place after its "of" joined into one organisation (see the
    module); English only."""
    if doc.lang_ != "en" or len(spans) < 2:
        return list(spans)
    result: list[TokenCandidate] = []
    i = 0
    while i < len(spans):
        start, end, label, source = spans[i]
        if i + 1 < len(spans) and _is_institution(doc, start, end, label):
            place_start, place_end, place_label, place_source = spans[i + 1]
            between = [t.lower_ for t in doc[end:place_start]]
            if place_label in _JOINED_TYPES and between in (["of"], ["of", "the"]):
                result.append((start, place_end, "ORG", "+".join(dict.fromkeys(source.split("+") + place_source.split("+")))))
                i += 2
                continue
        result.append((start, end, label, source))
        i += 1
    return result


def _is_institution(doc: Doc, start: int, end: int, label: str) -> bool:
    """``doc[start:end]`` an organisation or a place ending with an institution's kind in title case."""
    last = doc[end - 1]
    return label in _JOINED_TYPES and end - start >= 2 and last.is_title and last.lower_ in INSTITUTIONS
