"""Which completions may replace a span: never the original, nothing that gives it away.

The MTC paper checks for leaks by hand (Table 3) and notes that an exact
comparison is not enough ("New York City" -> "NYC"). Here every candidate goes
through, in order:

1. it has a letter or digit (``"- ,"`` is no replacement);
2. it is not made of stop words only (``"the"``, ``"of the"``: an MLM's most
   likely fill, but it garbles the sentence) - optional, on by default;
3. it is not any mention of the entity as a reader reads it (case, spaces, punctuation,
   hidden characters, look-alike letters: :mod:`spacy_sanitize.reader_view`);
4. it does not show the text of any span chosen for sanitization in the
   document (another entity's name is as bad as the entity's own), as whole
   words - the fail-closed guard's test, applied before instead of after;
5. INTACT's MATCH function (:class:`~spacy_sanitize.intact.matching.GuessMatcher`)
   finds no lemma overlap, shared acronym, shared character 4-gram of names or,
   for dates, the same date with any mention of the entity.

The first reason that applies is returned (``None``: the candidate is safe to use).
"""

import re
from collections.abc import Sequence

from spacy.lang.en.stop_words import STOP_WORDS

from ..intact.matching import GuessMatcher
from ..normalise import normalise_mention
from ..reader_view import OriginalsMatcher, same_for_a_reader

_WORD = re.compile(r"\w+")


def only_stop_words(text: str) -> bool:
    words = _WORD.findall(text.lower())
    return bool(words) and all(w in STOP_WORDS for w in words)


class CandidateCheck:
    """The checks above for one document (``span_texts``: every chosen span of it)."""

    def __init__(
        self,
        span_texts: Sequence[str],
        matcher: GuessMatcher | None = None,
        reject_stop_words: bool = True,
    ) -> None:
        self.matcher = matcher
        self.reject_stop_words = reject_stop_words
        self._spans = OriginalsMatcher(span_texts)

    def __call__(self, candidate: str, originals: Sequence[str], label: str) -> str | None:
        """Why ``candidate`` may not replace the entity with mention texts ``originals``, or None."""
        if not any(ch.isalnum() for ch in candidate):
            return "no letter or digit"
        if self.reject_stop_words and only_stop_words(candidate):
            return "stop words only"
        if any(same_for_a_reader(normalise_mention(candidate), normalise_mention(o)) for o in originals):
            return "equals the original"
        found = self._spans.find(candidate)
        if found:
            start, end, _ = found[0]
            return f"repeats a sanitized span: {candidate[start:end]!r}"
        if self.matcher is not None:
            hit = self.matcher.first_match(list(originals), label or "", [candidate])
            if hit:
                return f"matches the original ({hit[1]})"
        return None
