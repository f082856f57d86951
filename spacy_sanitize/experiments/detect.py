"""Step 1: the shipped ``pii_detector`` over a collection, once, into a DocBin.

Detection runs once and every method rewrites the same detected spans: the comparison
is then between rewriting methods, and the detector's cost is paid once instead of
thirteen times. The DocBin keeps user data (``store_user_data=True``), so
``doc._.doc_id`` and the span attributes (identifier type, entity id) reach the methods.
Gold annotations in the input are ignored: the methods see what a user would get.
"""

import json
import logging
import time
from pathlib import Path
from typing import Any

from .runs import write_json

logger = logging.getLogger(__name__)
PathLike = str | Path


def read_records(path: PathLike, limit: int | None = None) -> list[dict[str, Any]]:
    """``[{doc_id, text, ...}]`` (TAB JSON, either schema), the first ``limit`` of them."""
    path = Path(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a JSON list of {{doc_id, text}} records, got {type(data).__name__}")
    records = []
    for index, record in enumerate(data):
        if not isinstance(record, dict) or not isinstance(record.get("text"), str) or record.get("doc_id") is None:
            raise ValueError(f"{path}: record #{index} needs a 'doc_id' and a string 'text'")
        records.append(record)
    return records[:limit] if limit else records


def meta_path(output: PathLike) -> Path:
    """``runs/detected.spacy`` -> ``runs/detected.meta.json``."""
    output = Path(output)
    return output.with_name(output.stem + ".meta.json")


def run_detect(
    input_path: PathLike,
    output: PathLike,
    *,
    docs: int | None = None,
    lang: str = "en",
    nlp: Any = None,
    progress: bool = False,
) -> dict[str, Any]:
    """Detect the spans of the first ``docs`` records and write them as a DocBin.

    ``nlp``: a pipeline that fills ``doc.spans["pii"]`` (default: a blank pipeline with the
    shipped ``pii_detector`` at its default config, as ``spacy_sanitize.pipelines`` builds
    it). A document that fails is logged, recorded in the meta file and left out; the
    others are written. Returns the meta data (also written next to the output).
    """
    import spacy
    from spacy.tokens import DocBin
    from tqdm import tqdm

    from ..doc_model import PII_SPAN_KEY, register_extensions

    register_extensions()
    records = read_records(input_path, docs)
    if nlp is None:
        nlp = spacy.blank(lang)
        nlp.add_pipe("pii_detector")
        nlp.initialize()
    doc_bin = DocBin(store_user_data=True)
    errors: list[dict[str, str]] = []
    seconds = 0.0
    n_spans = 0
    for record in tqdm(records, disable=not progress, unit="doc", desc="detect"):
        doc_id = str(record["doc_id"])
        start = time.perf_counter()
        try:
            doc = nlp.make_doc(record["text"])
            doc._.doc_id = doc_id
            doc = nlp(doc)
        except Exception as error:  # one bad document must not cost the others
            logger.error("detect: document %r failed: %s: %s", doc_id, type(error).__name__, error)
            errors.append({"doc_id": doc_id, "error": f"{type(error).__name__}: {error}"})
            continue
        seconds += time.perf_counter() - start
        n_spans += len(doc.spans[PII_SPAN_KEY]) if PII_SPAN_KEY in doc.spans else 0
        doc_bin.add(doc)
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    doc_bin.to_disk(output)
    n_docs = len(records) - len(errors)
    meta = {
        "input": str(input_path),
        "pipeline": nlp.pipe_names,
        "n_docs": n_docs,
        "n_spans": n_spans,
        "seconds": round(seconds, 2),
        "seconds_per_doc": round(seconds / n_docs, 3) if n_docs else None,
        "errors": errors,
    }
    write_json(meta_path(output), meta)
    return meta


__all__ = ["meta_path", "read_records", "run_detect"]
