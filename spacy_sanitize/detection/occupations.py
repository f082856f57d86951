"""Occupations and public roles: a source of ``pii_detector`` (DEM, subtype OCCUPATION).

TAB counts a person's profession as a demographic quasi-identifier ("a 45-year-old lorry driver from
Leeds" narrows the crowd), and so do notes, CVs, witness statements and news. A model learns the
occupations it saw; the shipped lexicon (``data/occupations.txt``, built by
``benchmarks/build_occupations.py`` from Faker's English job titles and a list of public, legal,
clinical and religious roles, and the titles of CVs and signatures) knows 1,304 of them in any case.

A role word says something about a person only where it describes one: "worked as a nurse", "Anna
Berg, nurse,", "a retired headmaster", a CV's or signature's line. After a determiner or possessive
("the applicant's lawyer", "his doctor", "the Court") it names a function everybody has, and TAB's
annotators leave it; so does this source (``describes_only``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate
from .overlap import TokenCandidate

_LEXICON = Path(__file__).resolve().parent.parent / "data" / "occupations.txt"
#: words before a role that make it a function everybody has, not a description of someone
FUNCTION_MARKERS = frozenset({"the", "his", "her", "their", "its", "my", "your", "our", "'s", "’s", "this", "that",
                              "these", "those", "s", "every", "each", "any", "no", "which", "whose"})


@cache
def occupation_phrases() -> tuple[str, ...]:
    """The shipped lexicon, lower case."""
    lines = _LEXICON.read_text(encoding="utf-8").splitlines()
    return tuple(line.strip() for line in lines if line.strip() and not line.startswith("#"))


class Occupations:
    """The source: lexicon occupations, where they describe someone (``describes_only``)."""

    name = "occupations"
    #: the lexicon is English
    languages = ("en",)

    def __init__(self, describes_only: bool = True) -> None:
        self.describes_only = describes_only
        self._matcher: PhraseMatcher | None = None
        self._vocab: object = None

    def _matcher_for(self, doc: Doc) -> PhraseMatcher:
        """The lexicon's matcher for the vocabulary of ``doc`` (built once per vocabulary)."""
        if self._matcher is None or self._vocab is not doc.vocab:
            from spacy.lang.en import English

            make_doc = English(vocab=doc.vocab).make_doc
            matcher = PhraseMatcher(doc.vocab, attr="LOWER")
            matcher.add("OCCUPATION", [make_doc(phrase) for phrase in occupation_phrases()])
            self._matcher, self._vocab = matcher, doc.vocab
        return self._matcher

    def __call__(self, doc: Doc) -> list[Candidate]:
        found: list[Candidate] = []
        last_end = -1
        matches = sorted(self._matcher_for(doc)(doc), key=lambda m: (m[1], -m[2]))
        for _, start, end in matches:
            if start < last_end:
                continue  # the longest phrase at a position, no overlaps
            if self.describes_only and start > 0 and doc[start - 1].lower_ in FUNCTION_MARKERS:
                continue
            if _is_eye_exam(doc, start, end):
                continue
            span = doc[start:end]
            found.append(Candidate(span.start_char, span.end_char, "DEM", self.name, subtype="OCCUPATION"))
            last_end = end
        return found


#: what a note writes after the eyes' pupils ("PUPILS EQUAL AND REACTIVE", "pupils 3mm, brisk"): no school's pupils
_PUPIL_FINDINGS = frozenset("equal unequal reactive round dilated pinpoint sluggish brisk constricted fixed perrl perrla "
                            "nonreactive non-reactive reacting symmetrical symmetric bilat bilaterally".split())


def _is_eye_exam(doc: Doc, start: int, end: int) -> bool:
    """A pupil of the eye, not of a school: the word before an eye finding or a size in millimetres."""
    if doc[end - 1].lower_ not in {"pupil", "pupils"} or end >= len(doc):
        return False
    after = doc[end].lower_
    size = after[:1].isdigit() and (after.endswith("mm") or (end + 1 < len(doc) and doc[end + 1].lower_ == "mm"))
    return after in _PUPIL_FINDINGS or size


@registry.misc("spacy_sanitize.Occupations.v1")
def make_occupations(describes_only: bool = True) -> Occupations:
    """Occupations and roles of the shipped lexicon (see the module); ``describes_only``: skip those after
    a determiner or possessive ("the applicant's lawyer")."""
    return Occupations(describes_only)


def without_leading_occupations(doc: Doc, spans: list[TokenCandidate], occupations: set[tuple[int, int]]
                                ) -> list[TokenCandidate]:
    """A person's span that opens with an occupation this source found, before a capitalised name
    ("Receptionist Megan", "Porter Dave"): the role, DEM, and the person, PERSON. Left whole, the occupation
    inside would type the person's span DEM; ``occupations``: the token ranges this source proposed."""
    result: list[TokenCandidate] = []
    for start, end, label, source in spans:
        role_end = next((e for s, e in occupations if s == start and e < end), None)
        if label == "PERSON" and role_end is not None and doc[role_end].text[:1].isupper():
            result.extend([(start, role_end, "DEM", source), (role_end, end, label, source)])
        else:
            result.append((start, end, label, source))
    return result
