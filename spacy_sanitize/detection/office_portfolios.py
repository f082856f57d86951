"""A minister's portfolio a model has read as the end of a body's name: "UK Business | Secretary Jonathan
Reynolds", "French Foreign | Minister", "Labour's Shadow Health | Secretary".

English writes an office with a capital before its holder, and the portfolio before the office: the
country or the party in front is a name, the portfolio ("Business", "Home", "Health") is the office's. A model
trained on prose takes "UK Business" for a firm. In English, a name's span that stands right before an
office in title case (a secretary, a minister, a commissioner) loses the portfolio words and the office's
modifiers at its end ("Deputy", "Foreign"), when a word of the name is left ("UK"); a span made of them alone
stays as it was ("Home Office Minister": the department is the name).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .evidence import NAME_TYPES
from .overlap import TokenCandidate

#: the offices a portfolio comes before
_PORTFOLIO_OFFICES = frozenset({"secretary", "minister", "commissioner", "spokesman", "spokeswoman", "spokesperson",
                                "secretaries", "ministers"})
#: the portfolios and the office's own words written before those offices
_PORTFOLIO_WORDS = frozenset(
    "business home foreign health defence defense education transport justice culture environment energy trade "
    "treasury interior finance housing work pensions economy agriculture security immigration sports sport "
    "digital science employment children equalities communities development industry enterprise tourism "
    "shadow junior deputy vice acting assistant prime state chief cabinet".split())


def without_portfolios(doc: Doc, candidates: Sequence[TokenCandidate]) -> list[TokenCandidate]:
    """``candidates`` with the portfolio words before an office cut from their names' ends (see the module)."""
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        if label in NAME_TYPES and end < len(doc) and doc[end].is_title and doc[end].lower_ in _PORTFOLIO_OFFICES:
            cut = end
            while cut > start and doc[cut - 1].is_title and doc[cut - 1].lower_ in _PORTFOLIO_WORDS:
                cut -= 1
            if start < cut < end:
                end = cut
                if end - start > 1 and doc[end - 1].lower_ in {"'s", "’s"} and doc[end - 2].whitespace_:
                    end -= 1  # "Britain 's Prime Minister": the possessive goes with the office
        result.append((start, end, label, source))
    return result
