"""An acronym a model took for a person takes the type of the name it abbreviates in the same document:
"the Great North Run ... #GNR" (an event, so no one's name), "the Crown Prosecution Service ... CPS" (an
organisation).

A model reads a lone acronym by its capitals and guesses a type, a person's as often as not ("GNR"), though
people are not named by acronyms; the document itself says what it stands for when it spells the name out.
An acronym of two to six capital letters that a model alone typed PERSON takes the type of another span of
the document whose words' initials, function words aside, spell it. Another type a model gave is left as
it is: TAB's "National Insurance (“NI”) number" is a MISC that the model types ORG spelt out. A person's
name is no expansion: what people's names abbreviate is a firm named after its partners ("a firm of
advocates called Carter Jones McDonald ('CJM')"), which a model may have typed as a person.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .evidence import STATISTICAL_SOURCES
from .overlap import TokenCandidate

#: the words an acronym leaves out of the name it abbreviates, in the languages supported
_LEFT_OUT = frozenset("of the and for & de des du la le les del della di von der van het".split())


def labels_from_expansions(doc: Doc, spans: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``spans`` with each acronym a model alone typed PERSON typed as the name it abbreviates (see the
    module)."""
    expansions: dict[str, str] = {}
    for start, end, label, _ in spans:
        if label == "PERSON" or end - start < 2:
            continue
        initials = "".join(t.text[0] for t in doc[start:end] if t.is_alpha and t.lower_ not in _LEFT_OUT)
        if 2 <= len(initials) <= 6 and initials.isupper():
            expansions.setdefault(initials, label)
    if not expansions:
        return list(spans)
    result: list[TokenCandidate] = []
    for start, end, label, source in spans:
        text = doc[start].text
        if (label == "PERSON" and end - start == 1 and 2 <= len(text) <= 6 and text.isupper() and text.isalpha()
                and set(source.split("+")) <= STATISTICAL_SOURCES and text in expansions):
            label = expansions[text]
        result.append((start, end, label, source))
    return result
