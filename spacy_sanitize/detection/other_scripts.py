"""Names written in another script inside English text: a shape the ``cues`` source reads (PERSON).

A report, a biography or a post in English names a person in the script of their language: ``written by
Γιώργος Παπαδόπουλος``, ``met Ахмед Иванов``, ``reviewed by 李小龍``, ``דוד כהן said``. No English
lexicon holds these words and a model trained on English reads them by luck. In a text written in the
Latin script, a short run of words in one other script (Greek, Cyrillic, Hebrew, Arabic, Devanagari, Thai,
Chinese, Japanese, Korean) is a name: one to three words, or two to six characters of a script that writes
no spaces. A longer run is a quotation or a sentence of that language, and is left to the model.
"""

from __future__ import annotations

import re

from .base import Candidate

#: the letters of the scripts read here, per script, so that one run keeps to one script
_SCRIPTS = {
    "greek": "\u0370-\u03ff\u1f00-\u1fff", "cyrillic": "\u0400-\u04ff", "hebrew": "\u05d0-\u05ea\u05f0-\u05f4",
    "arabic": "\u0620-\u064a\u066e-\u06d3", "devanagari": "\u0900-\u097f", "thai": "\u0e01-\u0e4e",
}
#: scripts written without spaces between words: a name is two to six of their characters
_UNSPACED = "\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
_RUNS = [re.compile(rf"(?<![{letters}\w])(?<![{letters}][ \t])[{letters}]+(?:[ \t][{letters}]+){{0,2}}"
                    rf"(?![{letters}\w]|[ \t][{letters}])") for letters in _SCRIPTS.values()]
_UNSPACED_RUN = re.compile(rf"(?<![{_UNSPACED}\w])[{_UNSPACED}]{{2,6}}(?![{_UNSPACED}\w])")
#: the share of a text's letters in the Latin script below which it is no English text
_LATIN_SHARE = 0.5


def names_in_other_scripts(text: str) -> list[Candidate]:
    """The short runs of another script in a text written in the Latin script (see the module)."""
    if text.isascii():
        return []
    letters = [c for c in text if c.isalpha()]
    latin = sum(c.isascii() or "\u00c0" <= c <= "\u024f" for c in letters)
    if not letters or latin / len(letters) < _LATIN_SHARE:
        return []
    found = [Candidate(m.start(), m.end(), "PERSON", "cues") for run in _RUNS for m in run.finditer(text)]
    found += [Candidate(m.start(), m.end(), "PERSON", "cues") for m in _UNSPACED_RUN.finditer(text)]
    return found
