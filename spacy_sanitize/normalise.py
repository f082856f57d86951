"""Normalised mention text: the key under which mentions of one entity meet.

Shared by the TAB gold reader (grouping mentions without entity ids) and the
replacement strategies (one replacement per entity), so that both agree on
what "the same mention" is.
"""

import re
import unicodedata


def normalise_mention(text: str) -> str:
    """Case-folded, whitespace collapsed, surrounding punctuation stripped, so
    that "Mr Smith," and "mr  smith" meet while "Smith" and "Smyth" do not."""
    collapsed = " ".join(text.casefold().split())
    start, end = 0, len(collapsed)
    while start < end and _is_strippable(collapsed[start]):
        start += 1
    while end > start and _is_strippable(collapsed[end - 1]):
        end -= 1
    return collapsed[start:end]


def _is_strippable(char: str) -> bool:
    return char.isspace() or unicodedata.category(char).startswith("P")


#: Honorifics left out of a person's name words ("Mr Yalman" and "Yalman" are the same name).
TITLES = frozenset(
    "mr mrs ms miss mx dr prof professor sir dame lord lady judge justice mister madam"
    " messrs mme mlle m herr frau cllr sr fr".split()
)
_WORD = re.compile(r"[\w’'-]+", re.UNICODE)
_POSSESSIVE_ENDINGS = ("'s", "’s")


def name_words(text: str) -> tuple[str, ...]:
    """Case-folded words of a mention without titles and possessives.

    Here, not in the detector, because the fail-closed guard (base layer) also
    needs them: a PERSON's surname alone must not survive either.
    """
    words = []
    for raw in _WORD.findall(text.casefold()):
        word = (raw[:-2] if raw.endswith(_POSSESSIVE_ENDINGS) else raw).strip("’'-")
        if word and word not in TITLES:
            words.append(word)
    return tuple(words)
