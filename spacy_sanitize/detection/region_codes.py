"""A state's or province's postal code after a place and a comma ("Peabody, MA", "Gary, IN 46402",
"Parramatta, NSW"): a place of its own, in English text.

Why a step after overlap resolution rather than a source: the code is two capitals that name a place only
beside a place already found ("MA" alone is a degree, "OR" a conjunction in capitals); a source would have
to find the place again. The codes are the ISO 3166-2 subdivision codes of the United States, Canada and
Australia as their postal services write them.
"""

from collections.abc import Sequence

from spacy.tokens import Doc

from .overlap import TokenCandidate

#: United States (states, the District of Columbia, territories), Canada (provinces, territories), Australia
REGION_CODES = frozenset(
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK "
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP "
    "AB BC MB NB NL NS NT NU ON PE QC SK YT "
    "NSW VIC QLD SA TAS ACT".split()
)
#: codes that are English words too: in a text written all in capitals ("LIVES IN BOSTON, OR WITH ...")
#: the comma may end the place and the word begin the clause
_WORD_CODES = frozenset({"IN", "OR", "ME", "OK", "HI", "OH", "AS", "ON", "ACT", "DE", "LA", "PA", "MS", "ID"})
SOURCE = "region_codes"


def with_region_codes(doc: Doc, spans: Sequence[TokenCandidate], in_capitals: bool) -> list[TokenCandidate]:
    """``spans`` and a LOC span for each region code written right after a place and a comma, when no span
    covers it yet; ``in_capitals``: the text is written all in capitals (then codes that are words too are
    left alone)."""
    covered = {i for start, end, _, _ in spans for i in range(start, end)}
    added: list[TokenCandidate] = []
    for _, end, label, _ in spans:
        code = end + 1
        if label != "LOC" or code >= len(doc) or doc[end].text != "," or code in covered:
            continue
        word = doc[code].text
        if word not in REGION_CODES or (in_capitals and word in _WORD_CODES):
            continue
        after = doc[code + 1] if code + 1 < len(doc) else None
        # then a full stop, a ZIP, a line's end, a clause (in capitals: any word; "WORCESTER, MA WITH WIFE")
        if in_capitals or after is None or not after.is_alpha or after.is_lower:
            added.append((code, code + 1, "LOC", SOURCE))
    return sorted([*spans, *added]) if added else list(spans)
