"""The linkage paper's three baselines (Lison & Anderson, §4.1), each a text -> text rewrite of D'.

They are what ``linkage_guard`` is measured against, not sanitizers to ship: none of them knows
which phrases link, so none can promise that nothing links afterwards.

* :mod:`.whole_rewrite` - the same LLM and prompt without the phrases to rephrase, the whole text
  rewritten three times (baseline 1, appendix A.3.3);
* :mod:`.paraphrase` - hand-crafted paraphrasing of the linkable phrases: WordNet synonyms and
  modifier removal, chosen by the harmonic mean of form change and meaning kept (baseline 2,
  appendix A.2);
* :mod:`.dp_mlm` - DP-MLM (Meisenbacher et al., 2024): every word resampled from a masked LM by
  the exponential mechanism at a per-word ε (baseline 3).

Placeholders of earlier components (``PERSON.1``, ``[REDACTED]``) are found by
:func:`placeholder_spans` and kept as they are by every baseline, as the guard keeps them.
"""
from __future__ import annotations

import re

#: an entity label with its running number (``pii_replacer``) or the redaction marker
PLACEHOLDER = re.compile(r"(?<![\w.])[A-Z][A-Z_]*\.\d+(?![\w])|\[REDACTED\]")


def placeholder_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of the placeholders in ``text`` (the barriers of a rewritten D')."""
    return [m.span() for m in PLACEHOLDER.finditer(text)]


def match_case(word: str, like: str) -> str:
    """``word`` in the case of the word it replaces: all capitals, capitalised, or as it is."""
    if like.isupper() and len(like) > 1:
        return word.upper()
    if like[:1].isupper():
        return word[:1].upper() + word[1:]
    return word
