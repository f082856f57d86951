"""Read the list of candidates or guesses out of an LLM answer.

Small instruction models do not always answer with the requested hyphen
list: they number items (``1.``, ``2)``, ``[3]``), write ``Guess 1: ...``,
return a Python list, quote items, add notes in parentheses or a closing
remark. Everything here errs towards returning fewer items: a caller treats
an empty list as "no usable answer" and fails closed.
"""
import ast
import re

_BULLET = re.compile(r"^\s*(?:[-*\u2022\u2013\u2014]|\d{1,2}\s*[.):]|\[\d{1,2}\]|\(\d{1,2}\))\s+(?P<item>.+)$")
_GUESS_N = re.compile(r"^\s*(?:guess|replacement|option)\s*\d*\s*[:.)-]\s*(?P<item>.+)$", re.IGNORECASE)
_NOTE = re.compile(r"^\s*(?:note|explanation|comment)s?\s*:", re.IGNORECASE)
_PARENTHESES = re.compile(r"\s*\([^)]*\)")
_QUOTES = "\"'\u201c\u201d\u2018\u2019`"


def clean_item(item: str) -> str:
    """Strip list debris: parenthesised comments, quotes, brackets, trailing punctuation."""
    item = _PARENTHESES.sub("", item).strip()
    item = item.replace("[[", "").replace("]]", "").strip()
    if "->" in item:  # "early 1980s -> 3 September 1981": keep the answer side
        item = item.rsplit("->", 1)[1].strip()
    item = item.strip(_QUOTES).strip()
    item = re.sub(r"\*\*(.+?)\*\*", r"\1", item)  # markdown bold
    item = item.rstrip(".,;").strip().strip(_QUOTES).strip()
    return re.sub(r"\s+", " ", item)


def _python_list(text: str) -> list[str] | None:
    if not (text.startswith("[") and text.endswith("]")) or text[1:2].isdigit():
        return None
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return list(value)
    return None


def parse_list(answer: str | None, limit: int = 5) -> list[str]:
    """The first ``limit`` distinct items of the list in ``answer`` (maybe fewer, maybe none)."""
    if not answer or not answer.strip():
        return []
    text = answer.strip()
    items = _python_list(text)
    if items is None:
        items = []
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        for line in lines:
            if _NOTE.match(line) or set(line) <= set("-=*_ "):
                continue
            match = _BULLET.match(line) or _GUESS_N.match(line)
            if match:
                items.append(match.group("item"))
        if not items and 2 <= len(lines) <= 2 * limit and all(len(line) <= 120 for line in lines):
            # an unmarked list: one item per line, no preamble ending in ':'
            items = [line for line in lines if not line.endswith(":")]
    result: list[str] = []
    seen = set()
    for item in items:
        cleaned = clean_item(item)
        if cleaned and cleaned.lower() not in seen and len(cleaned) <= 200:
            seen.add(cleaned.lower())
            result.append(cleaned)
        if len(result) == limit:
            break
    return result
