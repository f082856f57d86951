"""A care home and its town are two names: ``residencia Los Rosales de Alcorcón``, ``RSA Villa Serena di Monza``,
``EHPAD Les Tilleuls de Vannes``.

A note names the home a patient comes from by its kind, its name and the town after a particle, and a model
or the capitalised words' source reads the three as one name. A hospital's town is part of its name
("Hospital Clínico de Valladolid"); a home's is where it stands: replaced as one, the town would be lost to
the reader, kept inside, "de" would be marked as a name. A name span of capitalised words after a care home's
kind, or opening with the kind's letters ("RSA", "EHPAD", which the name keeps), is cut before a particle
that links it to a capitalised last part: the home, then its town, a place. Not after Portuguese's "lar",
whose homes are institutions named after their town ("lar Santa Casa de Braga").

German writes every noun with a capital, so the capitalised words' source lets a home's name go with the nouns;
:func:`german_homes_after_kinds` finds it for the ``cues`` source: a word in title case after a care home's
kind ("Seniorenheim Abendrot", "Pflegeheim Haus Sonnenhof"; the kind is part of the name, as in "Seniorenheim
St. Anna") that is none of German's everyday nouns (:func:`.evidence.german_everyday_nouns`: "im Pflegeheim
Besuch erhalten", a visit).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc

from .base import Candidate
from .overlap import TokenCandidate

#: the kinds of care home the languages supported write before the home's name
_CARE_HOME_KINDS = frozenset({"residencia", "rsa", "ehpad", "verpleeghuis", "zorgcentrum", "pflegeheim",
                              "seniorenheim", "altenheim", "seniorenresidenz"})
#: the particles that link a home's name to its town
_TOWN_PARTICLES = frozenset({"de", "di", "da", "du", "in", "bei", "em"})
_NAME_TYPES = frozenset({"PERSON", "ORG", "LOC"})


def care_homes_and_towns(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``candidates`` with each care home's span (see the module) without its kind and cut from its town."""
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if label not in _NAME_TYPES or doc.lang_ == "en":
            result.append((start, end, label, source))
            continue
        opens = doc[start].lower_ in _CARE_HOME_KINDS and doc[start].is_upper  # "RSA Villa Serena di Monza"
        if not (opens or (start > 0 and doc[start - 1].lower_ in _CARE_HOME_KINDS)):
            result.append((start, end, label, source))
            continue
        particle = next((i for i in range(start + 1, end - 1) if doc[i].is_lower and doc[i].lower_ in _TOWN_PARTICLES
                         and all(t.text[:1].isupper() for t in doc[start:i])  # not "Amavir al Hospital ... de"
                         and all(t.text[:1].isupper() for t in doc[i + 1:end])), None)
        if particle is None:
            result.append((start, end, label, source))
        else:
            result.extend([(start, particle, "ORG", source), (particle + 1, end, "LOC", source)])
    return result


#: a German care home: its kind, a "Haus" or a preposition maybe, and one word in title case (group "name")
_GERMAN_HOME = re.compile(r"(?<![\w\-])(?:Alten|Senioren|Pflege|Altenpflege)(?:heim|residenz|stift|zentrum)[ \t]+"
                          r"(?:(?:Haus|Am|Zum|Zur)[ \t]+)?(?P<name>[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?)(?![\w\-])")


def german_homes_after_kinds(text: str, lang: str) -> list[Candidate]:
    """The care homes of a German ``text`` named after their kind (see the module), as ORG candidates."""
    if lang != "de" or "heim" not in text and "resid" not in text and "stift" not in text and "zentrum" not in text:
        return []
    from .evidence import german_everyday_nouns  # it reads the cue words, which read this module

    nouns = german_everyday_nouns()
    return [Candidate(m.start(), m.end(), "ORG", "cues") for m in _GERMAN_HOME.finditer(text)
            if m.group("name") not in nouns]
