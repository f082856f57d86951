"""A care home and its town are two names: ``residencia Los Rosales de Alcorcón``, ``RSA Villa Serena di Monza``,
``EHPAD Les Tilleuls de Vannes``.

A note names the home a patient comes from by its kind, its name and the town after a particle, and a model
or the capitalised words' source reads the three as one name. A hospital's town is part of its name
("Hospital Clínico de Valladolid"); a home's is where it stands: replaced as one, the town would be lost to
the reader, kept inside, "de" would be marked as a name. A name span of capitalised words after a care home's
kind, or opening with the kind's letters ("RSA", "EHPAD", which the name keeps), is cut before a particle
that links it to a capitalised last part: the home, then its town, a place. Not after Portuguese's "lar",
whose homes are institutions named after their town ("lar Santa Casa de Braga").
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

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
