"""The files of a run, and the Docs rebuilt from them.

A run (``runs/NAME/``) is what one method did to the detected documents:

* ``edits.jsonl``: one line per finished document, ``{"doc_id", "edits", "seconds", ...}``,
  where ``edits`` is the document's whole edit log after the method ran (as
  ``doc._.sanitize_edits`` stores it: base edits first when the method ran on a base).
  Appended and flushed document by document, so a killed run loses at most the
  document it was working on; a line cut short by the kill is dropped on restart.
* ``errors.jsonl``: documents that failed (retried by the next run);
* ``meta.json``: method, component config, documents done, seconds.

Keeping only edits (not Docs) is what the Doc data model is for: the sanitized text, the
alignment and every metric derive from the edit log and the detected Doc, and the
edits of 127 documents are small enough to read in a second.
"""

import hashlib
import json
import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

EDITS_FILE = "edits.jsonl"
ERRORS_FILE = "errors.jsonl"
META_FILE = "meta.json"

PathLike = str | Path


def _plain(value: Any) -> Any:
    """JSON fallback for numpy scalars and other stragglers in edit details."""
    item = getattr(value, "item", None)
    if callable(item):
        return item()
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    return str(value)


def dumps(record: Any) -> str:
    """One JSON line (UTF-8 kept readable)."""
    return json.dumps(record, ensure_ascii=False, default=_plain)


def repair_tail(path: Path) -> None:
    """Cut a last line that a kill left unfinished (no trailing newline), so appends start clean."""
    if not path.exists():
        return
    data = path.read_bytes()
    if not data or data.endswith(b"\n"):
        return
    cut = data.rfind(b"\n") + 1
    with path.open("r+b") as handle:
        handle.truncate(cut)


def iter_jsonl(path: Path) -> Iterator[dict[str, Any]]:
    """The records of a JSONL file; unparsable lines (a kill mid-write) are skipped."""
    if not path.exists():
        return
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict):
                yield record


def read_edits(run_dir: PathLike) -> dict[str, dict[str, Any]]:
    """``{doc_id: record}`` of a run's finished documents (a later line for the same id wins)."""
    records: dict[str, dict[str, Any]] = {}
    for record in iter_jsonl(Path(run_dir) / EDITS_FILE):
        if "doc_id" in record and isinstance(record.get("edits"), list):
            records[str(record["doc_id"])] = record
    return records


def append_jsonl(path: Path, record: Mapping[str, Any]) -> None:
    """Append one record and push it to disk before the next document starts."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as handle:
        handle.write(dumps(record) + "\n")
        handle.flush()
        os.fsync(handle.fileno())


def read_json(path: PathLike, default: Any = None) -> Any:
    path = Path(path)
    if not path.exists():
        return default
    return json.loads(path.read_text(encoding="utf-8"))


def write_json(path: PathLike, data: Any) -> None:
    """Write JSON atomically (a kill leaves the old file or the new one, never half of one)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=_plain) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def read_meta(run_dir: PathLike) -> dict[str, Any]:
    return read_json(Path(run_dir) / META_FILE, default={}) or {}


def list_runs(runs_dir: PathLike) -> list[str]:
    """Names of the runs under ``runs_dir`` (folders holding an ``edits.jsonl``)."""
    root = Path(runs_dir)
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / EDITS_FILE).exists())


# ---------------------------------------------------------------- detected documents and rebuilt Docs


class DetectedCorpus:
    """The detected Docs of ``detect``, read once; :meth:`docs` hands out fresh copies.

    Fresh copies matter: each method's edits go into its own Docs, and ``DocBin.get_docs``
    builds new Docs from the stored arrays on every call.
    """

    def __init__(self, path: PathLike, vocab: Any = None, lang: str = "en") -> None:
        import spacy
        from spacy.tokens import DocBin

        from ..doc_model import register_extensions

        register_extensions()
        self.path = Path(path)
        if not self.path.exists():
            raise FileNotFoundError(f"{self.path}: no detected documents; run the `detect` step first")
        self.vocab = vocab if vocab is not None else spacy.blank(lang).vocab
        self.doc_bin = DocBin(store_user_data=True).from_disk(self.path)
        self.ids: list[str] = [str(doc._.doc_id) for doc in self.doc_bin.get_docs(self.vocab)]
        if len(set(self.ids)) != len(self.ids):
            raise ValueError(f"{self.path}: document ids are not unique")

    def docs(self, ids: Iterable[str] | None = None) -> list[Any]:
        """Fresh Docs, in the order of ``ids`` (all, in file order, by default)."""
        docs = {str(doc._.doc_id): doc for doc in self.doc_bin.get_docs(self.vocab)}
        wanted = self.ids if ids is None else list(ids)
        missing = [i for i in wanted if i not in docs]
        if missing:
            raise KeyError(f"{self.path} has no documents {missing[:5]}")
        return [docs[i] for i in wanted]


def set_edit_log(doc: Any, edits: Sequence[Mapping[str, Any]]) -> Any:
    """Put a stored edit log on ``doc``, checking that it belongs to this text."""
    from ..doc_model import Edit, derive_sanitized, get_doc_id

    log = [dict(edit) for edit in edits]
    derive_sanitized(doc.text, [Edit.from_dict(e) for e in log], doc_id=get_doc_id(doc))  # validates
    doc._.sanitize_edits = log
    return doc


def rebuild_docs(corpus: DetectedCorpus, records: Mapping[str, Mapping[str, Any]], ids: Sequence[str]) -> list[Any]:
    """The sanitized Docs of a run for ``ids``: detected Doc + that run's edit log."""
    docs = corpus.docs(ids)
    for doc in docs:
        record = records.get(str(doc._.doc_id))
        set_edit_log(doc, record["edits"] if record else [])
    return docs


def edits_fingerprint(ids: Sequence[str], records: Mapping[str, Mapping[str, Any]]) -> str:
    """What a metric of these documents depends on: their ids, order and edit logs."""
    digest = hashlib.sha1()
    for doc_id in ids:
        record = records.get(doc_id)
        edits = record["edits"] if record else []
        digest.update(json.dumps([doc_id, edits], sort_keys=True, ensure_ascii=False, default=_plain).encode("utf-8"))
        digest.update(b"\n")
    return digest.hexdigest()


__all__ = [
    "EDITS_FILE",
    "ERRORS_FILE",
    "META_FILE",
    "DetectedCorpus",
    "append_jsonl",
    "dumps",
    "edits_fingerprint",
    "iter_jsonl",
    "list_runs",
    "read_edits",
    "read_json",
    "read_meta",
    "rebuild_docs",
    "repair_tail",
    "set_edit_log",
    "write_json",
]
