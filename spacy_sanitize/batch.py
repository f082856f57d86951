"""Sanitize many documents without losing any to another's error.

Input records come from :mod:`spacy_sanitize.records` (text, JSON and JSONL
files, folders); a record that cannot be read (invalid UTF-8, a malformed
JSON line, a missing or non-string text) becomes an error result naming the
document, and the others go on. Documents run through ``nlp.pipe`` in
batches; when a batch fails, its documents are run one by one so that only
the failing ones are reported and none is dropped.

A failed document is never written out in any form but its id and the
error: fail closed.
"""

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import nullcontext
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import minibatch

from .doc_model import NO_MASK, PII_SPAN_KEY, sanitize_doc_text
from .fail_closed import enforce_fail_closed
from .records import Record
from .registry.base import CollectionRegistry, registry_scope
from .windows import DEFAULT_WINDOW_CHARS, StreamedResult, sanitize_in_windows

#: One document's result: a dict, or for a document longer than a window a :class:`StreamedResult`
#: (a read-only mapping with the same keys, written to a file in pieces).
Result = dict[str, Any] | StreamedResult


def doc_result(doc: Doc, span_key: str = PII_SPAN_KEY) -> dict[str, Any]:
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


def error_result(doc_id: str, error: str) -> dict[str, Any]:
    return {"id": doc_id, "error": error}


#: a UTF-16 surrogate on its own: what a damaged JSON escape ("\\ud800") or a bad decoder leaves, not text
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def check_text(text: str, nlp: Language) -> None:
    """A clear error for input that is not text, or too long, before spaCy meets it."""
    surrogate = _LONE_SURROGATE.search(text)
    if surrogate is not None:
        raise ValueError(f"not valid text: a lone UTF-16 surrogate (U+{ord(surrogate.group()):04X}) at character "
                         f"{surrogate.start()}; the file or JSON that held it is damaged: repair or re-export it")
    if len(text) > nlp.max_length:
        raise ValueError(f"{len(text):,} characters, over the limit of {nlp.max_length:,}: raise it with "
                         "--max-chars (nlp.max_length in Python), or split the document")


def _make_doc(nlp: Language, record: Record) -> Doc:
    check_text(record.text or "", nlp)
    doc = nlp.make_doc(record.text or "")
    doc._.doc_id = record.doc_id
    return doc


def _sanitize_windowed(nlp: Language, record: Record, span_key: str, window_chars: int) -> Result:
    """A document longer than ``window_chars``, sanitized in windows (:mod:`spacy_sanitize.windows`)."""
    text = record.text or ""
    check_text(text, nlp)

    def run(window_text: str) -> dict[str, Any]:
        return doc_result(nlp(_make_doc(nlp, Record(record.doc_id, window_text))), span_key)

    return sanitize_in_windows(record.doc_id, text, run, window_chars)


def sanitize_records(
    nlp: Language,
    records: Iterable[Record],
    batch_size: int = 16,
    n_process: int = 1,
    span_key: str = PII_SPAN_KEY,
    window_chars: int = DEFAULT_WINDOW_CHARS,
    registry: Callable[[], CollectionRegistry] | None = None,
) -> Iterator[Result]:
    """Run ``nlp`` over ``records``; yield one result per record, in order.

    ``registry``: opens the collection's registry (:mod:`spacy_sanitize.registry`), once per process, so
    that an entity gets the same replacement in every document; None: consistency within each document.

    ``n_process > 1`` starts that many worker processes once, for the whole stream (each inherits the
    loaded pipeline and sanitizes whole batches), and yields their results in input order; starting
    ``nlp.pipe(n_process=...)`` anew for every batch cost more than it gained. A document longer than
    ``window_chars`` is sanitized in windows (:mod:`spacy_sanitize.windows`) and its result is a
    :class:`~spacy_sanitize.windows.StreamedResult`, kept on disk until written.
    """
    if n_process <= 1:
        opened = registry() if registry is not None else None
        for batch in minibatch(records, size=batch_size):
            with registry_scope(opened) if opened is not None else nullcontext():
                results = _sanitize_batch(nlp, batch, 1, span_key, window_chars)
            yield from results
        return
    yield from _sanitize_in_workers(nlp, records, batch_size, n_process, span_key, window_chars, registry)


#: the pipeline of a worker process (inherited from the parent when the pool forks)
_WORKER: dict[str, Any] = {}


def _worker_batch(batch: list[Record]) -> list[Result]:
    if "limited" not in _WORKER:  # one BLAS thread per worker: the workers are the parallelism
        from threadpoolctl import threadpool_limits

        _WORKER["limited"] = threadpool_limits(limits=1)
    if _WORKER.get("registry") is not None and "opened_registry" not in _WORKER:  # its own connection
        _WORKER["opened_registry"] = _WORKER["registry"]()
    opened = _WORKER.get("opened_registry")
    with registry_scope(opened) if opened is not None else nullcontext():
        return _sanitize_batch(_WORKER["nlp"], batch, 1, _WORKER["span_key"], _WORKER["window_chars"])


def _exit_with_parent(parent: int) -> None:
    """Worker initializer: end this worker when the parent process is gone (a SIGKILLed run must not
    leave workers behind, each holding a pipeline's memory)."""
    import os
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True, name="exit-with-parent").start()


def _sanitize_in_workers(nlp: Language, records: Iterable[Record], batch_size: int, n_process: int,
                         span_key: str, window_chars: int,
                         registry: Callable[[], CollectionRegistry] | None = None) -> Iterator[Result]:
    """Batches to ``n_process`` forked workers, results back in input order; at most two batches per
    worker are in flight, so memory does not grow with the input."""
    import multiprocessing
    from collections import deque
    from concurrent.futures import Future, ProcessPoolExecutor

    _WORKER.update(nlp=nlp, span_key=span_key, window_chars=window_chars, registry=registry)
    _WORKER.pop("opened_registry", None)
    try:
        context = multiprocessing.get_context("fork")
    except ValueError:  # no fork on this platform: one process, the same results
        yield from sanitize_records(nlp, records, batch_size, 1, span_key, window_chars, registry)
        return
    pending: deque[Future[list[Result]]] = deque()
    import os

    with ProcessPoolExecutor(max_workers=n_process, mp_context=context, initializer=_exit_with_parent,
                             initargs=(os.getpid(),)) as pool:
        for batch in minibatch(records, size=batch_size):
            pending.append(pool.submit(_worker_batch, list(batch)))
            if len(pending) >= 2 * n_process:
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()


def _sanitize_batch(nlp: Language, batch: Sequence[Record], n_process: int, span_key: str,
                    window_chars: int = DEFAULT_WINDOW_CHARS) -> list[Result]:
    results: list[Result | None] = [None] * len(batch)
    docs: list[Doc] = []
    positions: list[int] = []
    for i, record in enumerate(batch):
        if record.error is not None:
            results[i] = error_result(record.doc_id, record.error)
            continue
        try:
            if len(record.text or "") > window_chars:
                results[i] = _sanitize_windowed(nlp, record, span_key, window_chars)
            else:
                docs.append(_make_doc(nlp, record))
                positions.append(i)
        except Exception as error:  # e.g. longer than nlp.max_length
            results[i] = error_result(record.doc_id, _describe(error))
    try:
        for i, doc in zip(positions, nlp.pipe(docs, n_process=n_process), strict=False):
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
