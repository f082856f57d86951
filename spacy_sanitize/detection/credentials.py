"""A person named before a clinician's credentials: "READ BY: K. OSEI-BONSU, MD", "Electronically signed by
Maria Delgado, RN", "Attending: Rajesh Subramaniam, MD"; for the ``cues`` source, English.

A report's signature names its author however it is cased, and a model trained on prose has seen few lines in
capitals that end with a degree. The degree after a comma is the evidence: one to three words in title case or
capitals, maybe after initials, before ", MD" (or RN, DO, NP, PA-C, PhD, MBBS, FRCP...) are a person, less the
words of the signature's formula before them ("READ BY", "SIGNED").
"""

from __future__ import annotations

import re

from .base import Candidate

_WORD = r"(?:[A-Z]\.[ \t]*){0,2}[A-Z][A-Za-z'’\-]+"
#: a clinician's degrees and licences as a signature writes them after the name
CREDENTIALS = ("MD", "RN", "DO", "NP", "PA-C", "PhD", "DNP", "FNP", "DDS", "MBBS", "MBChB", "FRCP", "FRCS", "MRCP",
               "BSN", "APRN", "CRNA", "LPN", "MSW", "LCSW", "RRT", "CRT", "PharmD", "DPT", "OTR", "CNA")
#: the credentials in lower case, for a test of one token
CREDENTIAL_WORDS = frozenset(credential.lower() for credential in CREDENTIALS)
_DEGREES = rf"(?:M\.D\.|{'|'.join(CREDENTIALS)})(?![\w-])"
#: a degree after a comma, anywhere
_CREDENTIALS = re.compile(rf",[ \t]*{_DEGREES}")
_BEFORE_CREDENTIALS = re.compile(
    rf"(?<![\w.])({_WORD}(?:[ \t]+{_WORD}){{0,2}}),[ \t]*{_DEGREES}")
#: the words of a signature's formula that may stand before the name in the same run
_FORMULA = frozenset("read by signed dictated reviewed seen electronically attending reported verified "
                     "transcribed cc".split())

SOURCE = "cues"


def people_before_credentials(text: str, never: frozenset[str]) -> list[Candidate]:
    """The people of the module in ``text``; ``never``: the lower-case words that are no name (function words,
    titles, shorthand, the calendar)."""
    found: list[Candidate] = []
    if _CREDENTIALS.search(text) is None:
        return found  # most documents sign with no degree: one quick pass before the slow pattern
    for match in _BEFORE_CREDENTIALS.finditer(text):
        start = match.start(1)
        for word in re.finditer(r"\S+", match.group(1)):
            if word.group().lower() not in _FORMULA and word.group().lower() not in never:
                break
            start = match.start(1) + word.end()
        while start < match.end(1) and text[start] in " \t":
            start += 1
        if start < match.end(1):
            found.append(Candidate(start, match.end(1), "PERSON", SOURCE))
    return found
