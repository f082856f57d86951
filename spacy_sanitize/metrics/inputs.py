"""What every metric reads: original text, sanitized text and the edits in force, per document.

Scorers receive spaCy ``Example`` objects (``nlp.evaluate``, ``spacy evaluate``:
the predicted Doc carries the edit log), Python callers pass Docs; external
systems' outputs (``{doc_id: [[start, end, replacement], ...]}``) become the
same edits through :func:`docs_from_replacements`, so every system is scored
by the same code.
"""
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from spacy.language import Language
from spacy.tokens import Doc
from spacy.training import Example

from ..doc_model import Edit, add_edits, get_doc_id, get_edits, make_edit, register_extensions, sanitize_doc_text


@dataclass(frozen=True)
class SanitizedDoc:
    doc_id: Optional[str]
    original: str
    sanitized: str
    edits: Tuple[Edit, ...]  # in force, in text order
    doc: Doc  # the original Doc (spans, annotations)


def as_docs(items: Iterable[Union[Doc, Example]]) -> List[Doc]:
    """Docs from Docs or Examples (the predicted side carries the edits).

    ``nlp.evaluate`` and ``spacy evaluate`` make the predicted Doc from the
    reference's text alone (``nlp.make_doc``), so its ``doc._.doc_id`` is
    unset while the reference read from a DocBin has one: the predicted Doc
    then gets the reference's id (written onto it, so that every metric,
    including those that read ``doc._.doc_id`` directly, sees it). An id
    already on the predicted Doc is kept.
    """
    docs = []
    for item in items:
        if isinstance(item, Example):
            doc = item.predicted
            if get_doc_id(doc) is None:
                reference_id = get_doc_id(item.reference)
                if reference_id is not None:
                    doc._.doc_id = reference_id
            docs.append(doc)
        else:
            docs.append(item)
    return docs


def read_sanitized(items: Iterable[Union[Doc, Example]]) -> List[SanitizedDoc]:
    """Original and sanitized text of every document, from its edit log."""
    result = []
    for doc in as_docs(items):
        derived = sanitize_doc_text(doc)
        result.append(SanitizedDoc(get_doc_id(doc), doc.text, derived.text, tuple(derived.edits), doc))
    return result


def docs_from_replacements(
    nlp: Language,
    texts: Dict[str, str],
    replacements: Dict[str, Sequence[Sequence[Any]]],
    method: str,
) -> List[Doc]:
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


def _without_overlaps(edits: List[Edit]) -> List[Edit]:
    """Keep the first of partially overlapping edits (external outputs sometimes overlap)."""
    kept: List[Edit] = []
    for edit in edits:
        if kept and edit.start < kept[-1].end:
            continue
        kept.append(edit)
    return kept


__all__ = ["SanitizedDoc", "as_docs", "read_sanitized", "docs_from_replacements", "get_edits"]
