"""Sanitize many documents without losing any to another's error.

Input records come from text files (one document each) and JSONL files (one
document per line); a record that cannot be read (invalid UTF-8, a malformed
JSON line, a missing or non-string text) becomes an error result naming the
document, and the others go on. Documents run through ``nlp.pipe`` in
batches; when a batch fails, its documents are run one by one so that only
the failing ones are reported and none is dropped.

A failed document is never written out in any form but its id and the
error: fail closed.
"""

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Union

from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import minibatch

from .doc_model import NO_MASK, PII_SPAN_KEY, sanitize_doc_text
from .fail_closed import enforce_fail_closed

TEXT_SUFFIXES = {".txt", ".text", ".md"}
JSONL_SUFFIXES = {".jsonl", ".ndjson"}


@dataclass
class Record:
    """One input document, or the reason it could not be read."""

    doc_id: str
    text: Optional[str] = None
    error: Optional[str] = None
    meta: Dict[str, Any] = field(default_factory=dict)


def _read_text_file(path: Path) -> Record:
    try:
        return Record(path.name, path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError as error:
        return Record(
            path.name,
            error=f"not valid UTF-8 at byte {error.start} ({error.reason}); re-encode the file as UTF-8, "
            "e.g. `iconv -f latin1 -t utf-8`",
        )
    except OSError as error:
        return Record(path.name, error=f"cannot read: {error}")


def _read_jsonl(path: Path, text_field: str, id_field: str) -> Iterator[Record]:
    try:
        handle = path.open("rb")
    except OSError as error:
        yield Record(path.name, error=f"cannot read: {error}")
        return
    with handle:
        for number, raw in enumerate(handle, start=1):
            fallback_id = f"{path.name}:{number}"
            if not raw.strip():
                continue
            try:
                line = raw.decode("utf-8")
                data = json.loads(line)
            except UnicodeDecodeError as error:
                yield Record(fallback_id, error=f"line {number} is not valid UTF-8 ({error.reason})")
                continue
            except json.JSONDecodeError as error:
                yield Record(fallback_id, error=f"line {number} is not valid JSON: {error.msg} at column {error.colno}")
                continue
            if not isinstance(data, dict):
                yield Record(fallback_id, error=f"line {number} must be a JSON object with a {text_field!r} field")
                continue
            doc_id = str(data.get(id_field, fallback_id))
            text = data.get(text_field)
            if not isinstance(text, str):
                yield Record(
                    doc_id,
                    error=f"line {number} has no string field {text_field!r} (found {type(text).__name__}); "
                    f"name the text field with --text-field",
                )
                continue
            meta = {k: v for k, v in data.items() if k not in (text_field, id_field)}
            yield Record(doc_id, text, meta=meta)


def read_records(paths: Iterable[Union[str, Path]], text_field: str = "text", id_field: str = "id") -> Iterator[Record]:
    """Records from text files, JSONL files and folders of them, in order."""
    for raw_path in paths:
        path = Path(raw_path)
        if path.is_dir():
            children = sorted(p for p in path.iterdir() if p.suffix.lower() in TEXT_SUFFIXES | JSONL_SUFFIXES)
            yield from read_records(children, text_field, id_field)
        elif not path.exists():
            yield Record(path.name, error=f"no such file: {path}")
        elif path.suffix.lower() in JSONL_SUFFIXES:
            yield from _read_jsonl(path, text_field, id_field)
        else:
            yield _read_text_file(path)


def doc_result(doc: Doc, span_key: str = PII_SPAN_KEY) -> Dict[str, Any]:
    """The JSON-serialisable output of one sanitized Doc.

    The fail-closed guard runs once more here, so that even a pipeline with
    no rewriting component (a detector alone) never writes a detected span
    out verbatim: it gets its entity label.
    """
    spans = doc.spans[span_key] if span_key in doc.spans else []
    enforce_fail_closed(doc, [s for s in spans if s._.pii_identifier_type != NO_MASK])
    sanitized = sanitize_doc_text(doc)
    return {
        "id": doc._.doc_id,
        "text": sanitized.text,
        "edits": [edit.to_dict() for edit in sanitized.edits],
        "spans": [
            {
                "start": s.start_char,
                "end": s.end_char,
                "label": s.label_,
                "identifier_type": s._.pii_identifier_type,
                "entity_id": s._.pii_entity_id,
                "replacement": s._.pii_replacement,
                "source": s._.pii_source,
            }
            for s in spans
        ],
    }


def error_result(doc_id: str, error: str) -> Dict[str, Any]:
    return {"id": doc_id, "error": error}


def _make_doc(nlp: Language, record: Record) -> Doc:
    doc = nlp.make_doc(record.text or "")
    doc._.doc_id = record.doc_id
    return doc


def sanitize_records(
    nlp: Language,
    records: Iterable[Record],
    batch_size: int = 16,
    n_process: int = 1,
    span_key: str = PII_SPAN_KEY,
) -> Iterator[Dict[str, Any]]:
    """Run ``nlp`` over ``records``; yield one result per record, in order."""
    for batch in minibatch(records, size=batch_size):
        yield from _sanitize_batch(nlp, batch, n_process, span_key)


def _sanitize_batch(nlp: Language, batch: Sequence[Record], n_process: int, span_key: str) -> List[Dict[str, Any]]:
    results: List[Optional[Dict[str, Any]]] = [None] * len(batch)
    docs: List[Doc] = []
    positions: List[int] = []
    for i, record in enumerate(batch):
        if record.error is not None:
            results[i] = error_result(record.doc_id, record.error)
            continue
        try:
            docs.append(_make_doc(nlp, record))
            positions.append(i)
        except Exception as error:  # e.g. longer than nlp.max_length
            results[i] = error_result(record.doc_id, _describe(error))
    try:
        for i, doc in zip(positions, nlp.pipe(docs, n_process=n_process)):
            results[i] = doc_result(doc, span_key)
    except Exception:
        # Isolate the failing documents: run the ones without a result one by
        # one in this process (those already done keep theirs).
        for i in positions:
            if results[i] is not None:
                continue
            record = batch[i]
            try:
                results[i] = doc_result(nlp(_make_doc(nlp, record)), span_key)
            except Exception as error:
                results[i] = error_result(record.doc_id, _describe(error))
    return [r for r in results if r is not None]


def _describe(error: Exception) -> str:
    return f"{type(error).__name__}: {error}"
