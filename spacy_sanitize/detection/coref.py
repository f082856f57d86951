"""Entity ids that group the mentions of one entity within a document.

A rewrite must treat "Mr Galip Yalman" and, three paragraphs later, "Mr
Yalman" as one person, or the running label (``PERSON.1``) and every
surrogate would tell the reader they are two. The rule, documented here
because it decides what a reader of the output can link:

1. Mentions with the same entity type and the same normalised text (case,
   spacing, surrounding punctuation, possessive ``'s`` and titles such as
   Mr/Mrs/Dr ignored) are one entity.
2. A PERSON mention whose name words are all found in a longer PERSON
   mention (``Yalman`` in ``Galip Yalman``; initials such as ``G.`` match a
   word with that first letter) joins that entity. When several longer names
   fit, the nearest preceding one wins (names are introduced before they are
   shortened), else the nearest following one.
"""

from collections.abc import Sequence

from ..normalise import name_words


def _is_initial(word: str) -> bool:
    return len(word) == 1


def _fits(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """Whether every word of ``short`` matches a distinct word of ``long``
    (an initial matches a word with that first letter) and they differ."""
    if not short or short == long:
        return False
    remaining = list(long)
    for word in short:
        match = next((w for w in remaining if w == word or (_is_initial(word) and w.startswith(word))), None)
        if match is None:
            return False
        remaining.remove(match)
    return True


class _HostIndex:
    """The longer names a short one may fit, found through its rarest word (each name's words and
    first letters are indexed), so that grouping thousands of names is not a comparison of every pair."""

    def __init__(self, names: Sequence[tuple[str, ...]]) -> None:
        self.by_key: dict[str, list[tuple[str, ...]]] = {}
        for name in names:
            for key in {k for word in name for k in (f"w:{word}", f"i:{word[:1]}")}:
                self.by_key.setdefault(key, []).append(name)

    def sharing(self, words: tuple[str, ...]) -> list[tuple[str, ...]]:
        """The names that hold the rarest of ``words`` (an initial: a word with its letter), in rank order."""
        keys = [f"i:{word}" if _is_initial(word) else f"w:{word}" for word in words]
        postings = [self.by_key.get(key, []) for key in keys]
        return min(postings, key=len) if postings else []


def assign_entity_ids(mentions: Sequence[tuple[int, int, str, str]]) -> list[str]:
    """Entity ids (``e1``, ``e2``...) for ``(start, end, label, text)`` mentions,
    numbered in order of first appearance; returned in the input order."""
    order = sorted(range(len(mentions)), key=lambda i: (mentions[i][0], -mentions[i][1]))
    key_of: dict[int, tuple[str, tuple[str, ...]]] = {}
    for i in order:
        _, _, label, text = mentions[i]
        words = name_words(text) or (text.casefold().strip(),)
        key_of[i] = (label, words)

    # Rule 2: PERSON short forms join a longer name (nearest preceding first).
    persons = [i for i in order if mentions[i][2] == "PERSON"]
    full_names = sorted({key_of[i][1] for i in persons}, key=len, reverse=True)
    first_pos: dict[tuple[str, ...], int] = {}
    for i in persons:
        first_pos.setdefault(key_of[i][1], mentions[i][0])
    alias: dict[tuple[str, ...], tuple[str, ...]] = {}
    candidates = _HostIndex(full_names)
    for words in full_names:
        hosts = [h for h in candidates.sharing(words) if h != words and _fits(words, h)]
        if not hosts:
            continue
        pos = first_pos[words]
        preceding = [h for h in hosts if first_pos[h] <= pos]
        host = max(preceding, key=lambda h: first_pos[h]) if preceding else min(hosts, key=lambda h: first_pos[h])
        alias[words] = host
    for i in persons:
        words = key_of[i][1]
        seen = set()
        while words in alias and words not in seen:  # follow chains: "Y." -> "G. Yalman" -> "Galip Yalman"
            seen.add(words)
            words = alias[words]
        key_of[i] = ("PERSON", words)

    ids: dict[tuple[str, tuple[str, ...]], str] = {}
    result = [""] * len(mentions)
    for i in order:
        key = key_of[i]
        if key not in ids:
            ids[key] = f"e{len(ids) + 1}"
        result[i] = ids[key]
    return result
