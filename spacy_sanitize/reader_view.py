"""Text as a reader sees it: the view in which "is this the original?" is decided.

A guard that compares code points lets ``I\u200bs\u200bt\u200ba\u200bn\u200bb\u200bu\u200bl`` (zero-width spaces),
``Ｉｓｔａｎｂｕｌ`` (full-width letters) or ``Іstаnbul`` (Cyrillic І and а) through, and every reader
sees "Istanbul". Here a text is folded the way a reader reads it, character by character so that
every folded character still points at the character it came from:

* compatibility decomposition (NFKD: full-width and mathematical letters, ligatures, ``ﬁ`` → ``fi``),
  then combining marks dropped ("Müller" and "Muller" read as the same name);
* format characters removed (Unicode category Cf: zero-width spaces and joiners, bidi marks, soft
  hyphens) and every kind of white space made a plain space;
* case folding;
* look-alikes folded to the Latin letter or digit they imitate, from the Unicode confusables data
  (UTS #39) that ``confusable_homoglyphs`` ships: Cyrillic and Greek letters, Cherokee, Armenian, ...

:class:`OriginalsMatcher` finds whole-word occurrences of given texts in this view and reports them in
the offsets of the text as written, so a guard can replace exactly what a reader would recognise.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache, lru_cache


@cache
def _look_alikes() -> dict[str, str]:
    """Each non-ASCII character that imitates an ASCII letter or digit -> that letter or digit."""
    from confusable_homoglyphs import confusables

    table: dict[str, str] = {}
    for char, entries in confusables.confusables_data.items():
        if len(char) != 1 or char.isascii():
            continue
        for entry in entries:
            target = entry["c"].strip("\u200e\u200f")
            if len(target) == 1 and target.isascii() and target.isalnum():
                table[char] = target
                break
    return table


@cache
def _fold_char(char: str) -> str:
    """What one character reads as (possibly several characters, possibly none)."""
    if char.isspace():
        return " "
    look_alikes = _look_alikes()
    out = []
    for part in unicodedata.normalize("NFKD", char):
        category = unicodedata.category(part)
        if category == "Cf" or category.startswith("M"):
            continue
        # the look-alike of the case-folded letter (Cyrillic І -> і -> i), else of the letter as written
        # (Greek capital Tau is a T; its small tau is no t)
        lower = part.casefold()
        mapped = "".join(look_alikes.get(c, c) for c in lower)
        if mapped == lower and part in look_alikes:
            mapped = look_alikes[part]
        out.append(mapped.casefold())
    return "".join(out)


def reader_view(text: str) -> tuple[str, list[int]]:
    """``text`` folded as a reader reads it, and for each folded character the index it came from."""
    folded: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        if char.isascii() and not char.isupper():
            folded.append(char if not char.isspace() else " ")
            origin.append(index)
            continue
        for part in _fold_char(char):
            folded.append(part)
            origin.append(index)
    return "".join(folded), origin


#: texts up to this long are folded once and remembered (names, labels, replacements: folded again and
#: again by the guards); longer ones are folded each time, so that the cache stays small
FOLD_CACHE_CHARS = 256


def fold(text: str) -> str:
    """The reader's view of ``text`` alone."""
    return _fold_short(text) if len(text) <= FOLD_CACHE_CHARS else reader_view(text)[0]


@lru_cache(maxsize=1 << 16)
def _fold_short(text: str) -> str:
    return reader_view(text)[0]


def same_for_a_reader(a: str, b: str) -> bool:
    """Whether two texts read the same (white space runs collapsed)."""
    return " ".join(fold(a).split()) == " ".join(fold(b).split())


_WORD = re.compile(r"\w+")


class WordFilter:
    """A cheap necessary condition for :meth:`OriginalsMatcher.search`: some word of an original occurs
    inside a word of the text (in the reader's view)."""

    #: longer runs of word characters are not searched piece by piece: they are suspect outright
    LONGEST_WORD = 64

    def __init__(self, originals: Iterable[str]) -> None:
        self.words = {word for text in originals for word in _WORD.findall(fold(text))}
        self.longest = max(map(len, self.words), default=0)

    def suspect(self, text: str) -> bool:
        for word in _WORD.findall(fold(text)):
            if len(word) > self.LONGEST_WORD:
                return True
            for i in range(len(word)):
                for j in range(i + 1, min(len(word), i + self.longest) + 1):
                    if word[i:j] in self.words:
                        return True
        return False


class OriginalsMatcher:
    """Whole-word occurrences of given texts in any text, as a reader would recognise them.

    Word boundaries and the white space between words are judged in the folded view, so a zero-width
    space inside a word does not break it and a look-alike letter does not hide it.

    The pattern is compiled on first need: for thousands of originals it costs a third of a second, and
    most texts searched (``PERSON.3``) hold no word of any original (:class:`WordFilter`), so it is
    often never needed.
    """

    def __init__(self, originals: Iterable[str]) -> None:
        keys = {" ".join(fold(text).split()) for text in originals}
        keys = {key for key in keys if re.search(r"\w", key)}
        # a match may join or split the words of a key ("jannowakowski"): it is reported as the key
        self._key_of = {"".join(key.split()): key for key in keys}
        self._words = WordFilter(keys)
        self._pattern: re.Pattern[str] | None = None

    @property
    def pattern(self) -> re.Pattern[str]:
        if self._pattern is None:
            alternatives = sorted(self._key_of.values(), key=len, reverse=True)
            body = "|".join(r"\s*".join(re.escape(w) for w in key.split()) for key in alternatives)
            self._pattern = re.compile(rf"(?<!\w)(?:{body})(?!\w)")
        return self._pattern

    def __bool__(self) -> bool:
        return bool(self._key_of)

    def search(self, text: str) -> bool:
        """Whether ``text`` shows any of the originals to a reader."""
        if not self._key_of or (self._pattern is None and not self._words.suspect(text)):
            return False
        return self.pattern.search(fold(text)) is not None

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """``(start, end, key)`` of each occurrence, in ``text``'s own offsets; ``key`` is the folded original
        it shows (one of the texts given)."""
        if not self._key_of:
            return []
        folded, origin = reader_view(text)
        found = []
        for match in self.pattern.finditer(folded):
            if match.end() > match.start():
                matched = "".join(match.group(0).split())
                found.append((origin[match.start()], origin[match.end() - 1] + 1, self._key_of.get(matched, matched)))
        return found

    def replace(self, text: str, replacement: str | None = None, by_key: dict[str, str] | None = None) -> str:
        """``text`` with every occurrence replaced by ``replacement`` (or ``by_key[key]``)."""
        pieces, cursor = [], 0
        for start, end, key in self.find(text):
            if start < cursor:
                continue
            pieces.append(text[cursor:start])
            pieces.append(by_key[key] if by_key is not None else (replacement or ""))
            cursor = end
        pieces.append(text[cursor:])
        return "".join(pieces)


def _plain_char(char: str, look_alikes: bool) -> str:
    """``char`` as the plain letter it shows, case kept: format characters go, full-width and
    mathematical forms decompose (NFKC), and (``look_alikes``) a look-alike becomes the Latin letter
    or digit it imitates."""
    if unicodedata.category(char) == "Cf":
        return ""
    table = _look_alikes() if look_alikes else {}
    out = []
    for c in unicodedata.normalize("NFKC", char):
        lower = c.lower()
        if c.isupper() and len(lower) == 1 and lower in table:
            out.append(table[lower].upper())  # Cyrillic І -> і -> i -> I (UTS #39 would say l)
        else:
            out.append(table.get(c, c))
    return "".join(out)


_WORD_RUN = re.compile(r"[^\W\d_](?:[^\W\d_]|[\u00ad\u200b-\u200f\u2060-\u2064\ufeff])*")


def _mixed_script_positions(text: str) -> set[int]:
    """Positions of the letters of words that mix ASCII Latin letters with other letters: the words a
    look-alike hides in. A word wholly in Cyrillic or Greek is left as it is (it is that language)."""
    positions: set[int] = set()
    for match in _WORD_RUN.finditer(text):
        word = match.group()
        if word.isascii():
            continue  # most words: no other script to mix with
        if any(c.isascii() for c in word) and any(not c.isascii() and c.isalpha() for c in word):
            positions.update(range(match.start(), match.end()))
    return positions


#: One control character (NUL, BEL, ESC, DEL, C1 controls; not tab, line breaks, vertical tab or form
#: feed), as a regex class: a detector reads it as a space, a tokenizer makes it a token of its own.
CONTROL_CHARACTER = "[\x00-\x08\x0e-\x1f\x7f-\x9f]"
_CONTROL_AS_SPACE = frozenset(c for c in map(chr, range(0xA0)) if re.fullmatch(CONTROL_CHARACTER, c))


def plain_view(text: str) -> tuple[str, list[int]]:
    """``text`` as plain letters for a detector, and for each character the index it came from.

    Unlike :func:`reader_view` it keeps case and accents (a model needs "Müller", not "muller"):
    decomposed accents are composed onto their letter instead, look-alikes are mapped only inside
    words that mix scripts ("Іstаnbul"), so Greek or Cyrillic text stays itself, and control
    characters read as spaces ("Yalman\\x07seen" is two words). A text without
    format characters, compatibility forms or look-alikes comes back unchanged.
    """
    chars: list[str] = []
    origin: list[int] = []
    mixed: set[int] | None = None  # found on the first letter that needs it: most texts have none
    done = 0
    for special in _NOT_PLAIN_ASCII.finditer(text):  # the runs of plain ASCII between are copied as they are
        index, char = special.start(), special.group()
        chars.extend(text[done:index])
        origin.extend(range(done, index))
        done = index + 1
        if char in _CONTROL_AS_SPACE:
            chars.append(" ")  # a control character from a PDF or a database separates like a space
            origin.append(index)
        elif unicodedata.category(char).startswith("M") and chars:
            composed = unicodedata.normalize("NFC", chars[-1] + char)
            if len(composed) == 1:
                chars[-1] = composed  # the mark stays with its letter's origin
        else:
            if mixed is None:
                mixed = _mixed_script_positions(text)
            for part in _plain_char(char, index in mixed):
                chars.append(part)
                origin.append(index)
    chars.extend(text[done:])
    origin.extend(range(done, len(text)))
    return "".join(chars), origin


#: a character :func:`plain_view` may change: a control character, or any that is not ASCII
_NOT_PLAIN_ASCII = re.compile(f"{CONTROL_CHARACTER}|[^\\x00-\\x7f]")


def plain_text(text: str) -> str:
    """:func:`plain_view`'s text alone: what to keep of a model's output (no hidden characters)."""
    return plain_view(text)[0]


def to_written_offsets(start: int, end: int, origin: list[int], text_length: int) -> tuple[int, int]:
    """A ``[start, end)`` range of a :func:`plain_view` in the offsets of the text as written: from the
    first character's origin to the next character's (what was dropped in between goes with the span)."""
    return origin[start], origin[end] if end < len(origin) else text_length
