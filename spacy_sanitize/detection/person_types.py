"""A name that opens with a given name is a person's, and one with a legal form a firm's, whatever type the
model gave it (outside English).

The shipped multilingual model finds names well and types them less well: on the languages dev set it
typed a quarter of the people in German, French and Portuguese as organisations or places ("Grégory
Doucet", "Guy Verhofstadt", "Max Beckmann"). A wrong type costs a user more than a metric: the
replacement of a person reads as a company's, and coreference ids are kept per type. Two to four
capitalised words (or one, after a kinship or role word: "a filha Núria") that open with a lexicon given name and hold no legal form, no institution's, building's
or street's word and no saint ("San José", "Santa Maria Novella") are a person's name. English is left to
its model, trained on TAB, and full of places named after people ("Victoria Station", "Hyde Park"), but
for two shapes in every language: a kinship word and a given name a model typed a place ("HCP is niece
Doreen") are the relative, a person from the given name on; and a role and its holder a model typed as one
description or body ("Japanese striker Kyogo Furuhashi", "Labour MP Stella Creasy") are the role, DEM, and
the person (:func:`_roles_apart_from_names`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from spacy.tokens import Doc

from .deferred import DeferredModule
from .evidence import (
    CONJUNCTIONS,
    KINSHIP_ROLES,
    LEGAL_FORMS,
    OFFICES,
    SAINTS,
    STATISTICAL_SOURCES,
    is_titled_given_name,
    name_particles,
)
from .languages import title_words
from .overlap import TokenCandidate

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import countries as _countries
    from . import evidence as _evidence
    from . import given_names as _given_names
    from . import word_frequencies as _word_frequencies
else:
    _countries = DeferredModule("spacy_sanitize.detection.countries")
    _evidence = DeferredModule("spacy_sanitize.detection.evidence")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

#: the words of an institution's, building's, site's or street's name, in the supported languages
_PLACE_OR_BODY = re.compile(
    r"\w*(?:stadion|straße|strasse|straat|laan|plein|platz|gracht|kade|allee|gasse|park|arena|haus|hof|bahnhof)"
    r"|universi\w*|hospital|hôpital|ospedale|ziekenhuis|klinik\w*|clínica|clinica|clinique|institu\w*|fund\w*"
    r"|fondazione|fondation|stiftung|stichting|museum|museo|musée|teatro|théâtre|theater|school|schule|escuela"
    r"|scuola|école|colegio|liceo|lycée|gymnasium|college|club|hotel|bank|banco|banca|banque|aeropuerto"
    r"|aeroporto|aéroport|station|estación|stazione|gare|centrum|centro|centre|zentrum|stadium|estadio|estádio"
    r"|stade|avenida|avenue|calle|rua|via|viale|piazza|plaza|praça|place|rue|ponte|puente|pont|brug|brücke")
#: the fewest and most words of such a name
_MIN_WORDS, _MAX_WORDS = 2, 4


def persons_by_given_name(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with each statistical organisation or place that reads as a person's name (see the
    module) typed PERSON."""
    candidates = [(start + 1, end, "PERSON", source) if source in STATISTICAL_SOURCES and label in {"ORG", "LOC"}
                  and _is_kin_before_given_name(doc, start, end) else (start, end, label, source)
                  for start, end, label, source in candidates]
    candidates = _roles_apart_from_names(doc, candidates)
    if lang == "en":
        return candidates
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if source in STATISTICAL_SOURCES and label in {"ORG", "LOC"} and _reads_as_person(doc, start, end):
            label = "PERSON"
        elif source in STATISTICAL_SOURCES and label == "PERSON" and _holds_legal_form(doc, start, end):
            label = "ORG"  # "van der Strigt NV", "Oosten & van Geffen": a firm
        result.append((start, end, label, source))
    return result


def _is_kin_before_given_name(doc: Doc, start: int, end: int) -> bool:
    """A kinship word (English's) before a given name in a span a model typed a place or a firm ("HCP is niece
    Doreen"): the relative, a person from the given name on."""
    return (end - start >= 2 and doc[start].lower_ in _KIN and doc[start + 1].is_alpha
            and _given_names.is_given_name(doc[start + 1].lower_))


def _roles_apart_from_names(doc: Doc, candidates: list[TokenCandidate]) -> list[TokenCandidate]:
    """A model's DEM or ORG span of a role (lower-case words, an occupation another source found, or an
    office's word) and then a name in title case ("Japanese striker Kyogo Furuhashi", "Prime Minister Keir
    Starmer", "Speaker Lindsay Hoyle", "Labour MP Stella Creasy", which it typed as a whole) is a role and its
    holder, after the body the office is of where one stands before it: DEM for the role, PERSON from the name
    on, ORG for the body. Only where the name opens with a given name or another source found a person right
    there: the name typed DEM or ORG would be replaced and linked by coreference as a description or a firm."""
    persons = {(start, end) for start, end, label, source in candidates
               if label == "PERSON" and source not in STATISTICAL_SOURCES}
    roles = {start: end for start, end, label, source in candidates if label == "DEM" and source not in STATISTICAL_SOURCES}
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        split = (_role_and_holder(doc, start, end, roles.get(start, start), persons)
                 if label in {"DEM", "ORG"} and source in STATISTICAL_SOURCES else None)
        if split is None:
            result.append((start, end, label, source))
            continue
        role_start, first = split
        if role_start > start:  # "Labour" in "Labour MP Stella Creasy"; "Palestinian", "Education": no body
            result.append((start, role_start, "ORG" if _names_body(doc, start, role_start) else "DEM", source))
        result += [(role_start, first, "DEM", source), (first, end, "PERSON", source)]
    return result


def _names_body(doc: Doc, start: int, end: int) -> bool:
    """Whether the words before an office name a body: always before a member's office ("Labour MP"), else
    where they are neither a nationality ("Palestinian President") nor common words, a portfolio's
    ("Education Minister")."""
    if doc[end].lower_ in _MEMBERS:
        return True
    words = [t.lower_ for t in doc[start:end]]
    return not (len(words) == 1 and _evidence.is_nationality_word(words[0])) and not all(w in _word_frequencies.common_words("en") for w in words)


def _role_and_holder(doc: Doc, start: int, end: int, first: int,
                     persons: set[tuple[int, int]]) -> tuple[int, int] | None:
    """Where the role starts and where its holder's name starts in ``doc[start:end]`` (see
    :func:`_roles_apart_from_names`), ``first`` past an occupation another source found; None where the
    span is no role and holder."""
    role_start = start
    while first < end and doc[first].is_alpha and doc[first].is_lower:
        first += 1
    if first == start:  # no lower-case role: an office's word in title case, after the body's words
        office = next((k for k in range(start, end - 1) if doc[k].lower_ in _OFFICES_BEFORE_NAMES
                       and (doc[k].is_title or doc[k].is_upper)), None)
        if office is None or not all(t.is_title or t.is_upper for t in doc[start:office]):
            return None
        role_start, first = office, office + 1
    if not (start < first < end and all(t.is_title for t in doc[first:end])):
        return None
    holder = doc[first].lower_
    if holder in _OFFICES_BEFORE_NAMES:
        return None  # "Chief Naval Judge Advocate": an office's words all through
    if ((first, end) in persons and holder not in _word_frequencies.common_words("en")) or (_given_names.is_given_name(holder) and end - first >= 2):
        return role_start, first
    return None


#: the offices of a body's members, after the body's name ("Labour MP", "Democratic Senator")
_MEMBERS = frozenset({"mp", "mep", "msp", "mla", "senator", "councillor", "congressman", "congresswoman"})
#: the offices whose holder's name a model runs into ("Speaker Lindsay Hoyle", "Labour MP Stella Creasy")
_OFFICES_BEFORE_NAMES = frozenset(OFFICES) | _MEMBERS | {"speaker", "secretary", "commissioner"}


#: the kinship words, less those that also name a place or a body ("Resident", "Partner", "Friends")
_KIN = frozenset(KINSHIP_ROLES) - {"resident", "partner", "friend", "nurse"}


def _holds_legal_form(doc: Doc, start: int, end: int) -> bool:
    """A legal form or an ampersand inside the span or right after it: a firm's name."""
    return any(t.lower_.rstrip(".") in LEGAL_FORMS or t.text == "&" for t in doc[start:min(end + 1, len(doc))])


def _reads_as_person(doc: Doc, start: int, end: int) -> bool:
    particles = name_particles()
    words = [t for t in doc[start:end] if t.lower_ not in particles]
    announced = (start > 0 and doc[start - 1].lower_.rstrip(".") in title_words(doc.lang_)  # "a filha Núria"
                 or _paired_with_given_name(doc, start, end))  # "avec Hugo et Inès"
    if not (_MIN_WORDS if not announced else 1) <= len(words) <= _MAX_WORDS or not doc[start].text[:1].isupper():
        return False
    first = doc[start].lower_
    if not _given_names.is_given_name(first) or first in SAINTS or first in _countries.lower_country_names(doc.lang_):
        return False
    return all(_is_name_word(t.text) and t.lower_.rstrip(".") not in LEGAL_FORMS
               and not _PLACE_OR_BODY.fullmatch(t.lower_) for t in words)


def _paired_with_given_name(doc: Doc, start: int, end: int) -> bool:
    """One word that a conjunction pairs with a given name in title case on the other side ("Hugo et Inès",
    "Joana e Tiago"): two people named alike."""
    return end - start == 1 and (
        (start >= 2 and doc[start - 1].lower_ in CONJUNCTIONS and is_titled_given_name(doc, start - 2))
        or (end + 1 < len(doc) and doc[end].lower_ in CONJUNCTIONS and is_titled_given_name(doc, end + 1)))


def _is_name_word(text: str) -> bool:
    """A word in title case, hyphens and apostrophes allowed ("Pierre-Emerick", "O'Neill"); not an acronym."""
    return text[:1].isupper() and not text.isupper() and all(c.isalpha() or c in "-'’" for c in text)
