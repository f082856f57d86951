"""What every metric reads: original text, sanitized text and the edits in force, per document.

Scorers receive spaCy ``Example`` objects (``nlp.evaluate``, ``spacy evaluate``:
the predicted Doc carries the edit log), Python callers pass Docs; external
systems' outputs (``{doc_id: [[start, end, replacement], ...]}``) become the
same edits through :func:`docs_from_replacements`, so every system is scored
by the same code.
"""
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc
from spacy.training import Example

from ..doc_model import (
    Edit,
    add_edits,
    as_docs,
    get_doc_id,
    get_edits,
    make_edit,
    register_extensions,
    sanitize_doc_text,
)


@dataclass(frozen=True)
class SanitizedDoc:
    doc_id: str | None
    original: str
    sanitized: str
    edits: tuple[Edit, ...]  # in force, in text order
    doc: Doc  # the original Doc (spans, annotations)


def read_sanitized(items: Iterable[Doc | Example]) -> list[SanitizedDoc]:
    """Original and sanitized text of every document, from its edit log."""
    result = []
    for doc in as_docs(items):
        derived = sanitize_doc_text(doc)
        result.append(SanitizedDoc(get_doc_id(doc), doc.text, derived.text, tuple(derived.edits), doc))
    return result


def docs_from_replacements(
    nlp: Language,
    texts: dict[str, str],
    replacements: dict[str, Sequence[Sequence[Any]]],
    method: str,
) -> list[Doc]:
    """Docs whose edit logs hold an external system's replacements (``[start, end, replacement]`` per edit).

    Documents missing from ``replacements`` get no edits (nothing sanitized).
    """
    register_extensions()
    docs = []
    for doc_id, text in texts.items():
        doc = nlp.make_doc(text)
        doc._.doc_id = doc_id
        edits = [
            make_edit(doc, int(start), int(end), str(replacement), method=method, text=text)
            for start, end, replacement in sorted(replacements.get(doc_id, []), key=lambda e: (e[0], -e[1]))
            if int(end) > int(start)
        ]
        add_edits(doc, _without_overlaps(edits))
        docs.append(doc)
    return docs


def _without_overlaps(edits: list[Edit]) -> list[Edit]:
    """Keep the first of partially overlapping edits (external outputs sometimes overlap)."""
    kept: list[Edit] = []
    for edit in edits:
        if kept and edit.start < kept[-1].end:
            continue
        kept.append(edit)
    return kept


__all__ = ["SanitizedDoc", "as_docs", "read_sanitized", "docs_from_replacements", "get_edits"]
