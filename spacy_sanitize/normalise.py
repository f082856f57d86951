"""Normalised mention text: the key under which mentions of one entity meet.

Shared by the TAB gold reader (grouping mentions without entity ids) and the
replacement strategies (one replacement per entity), so that both agree on
what "the same mention" is.
"""

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
