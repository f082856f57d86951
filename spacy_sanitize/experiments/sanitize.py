"""Step 2: one method's component over the detected Docs, written resumably as edits.

Why resumable, document by document: the LLM-backed methods take minutes per document
on a laptop CPU, and a run of hours must survive being stopped. Each finished document
is one appended, fsynced line of ``edits.jsonl``; a restart skips the documents already
there (and, with the LLM call cache, replays a half-done document cheaply). Detection is
not redone: the Docs come from ``detect``'s DocBin.

A document that fails is logged and recorded in ``errors.jsonl`` and retried by the
next run; it is not written as done, so no metric ever scores an unsanitized document.
(Failing closed *inside* a document, e.g. an unparsable LLM answer, is the components'
job and ends in entity labels, which are written like any other edit.)
"""

import logging
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .methods import LLAMA_CPP, Method, component_config, get_method, identity_config
from .runs import (
    EDITS_FILE,
    ERRORS_FILE,
    META_FILE,
    DetectedCorpus,
    append_jsonl,
    read_edits,
    read_meta,
    repair_tail,
    set_edit_log,
    write_json,
)

logger = logging.getLogger(__name__)
PathLike = str | Path


class RunConfigError(ValueError):
    """A run folder holds documents made with another configuration: mixing them would be wrong."""


@dataclass
class SanitizeSummary:
    """What one ``sanitize`` call did."""

    method: str
    output: Path
    n_requested: int
    n_done_before: int
    n_done_now: int = 0
    errors: list[dict[str, str]] = field(default_factory=list)
    skipped_without_base: list[str] = field(default_factory=list)


def read_base_name(base_file: PathLike) -> str:
    """The method name written by ``choose-base`` (first non-empty line)."""
    for line in Path(base_file).read_text(encoding="utf-8").splitlines():
        if line.strip():
            return line.strip()
    raise ValueError(f"{base_file} names no method")


def _check_resumable(output: Path, method: Method, config: dict[str, Any], base: Path | None) -> None:
    meta = read_meta(output)
    if not meta:
        return
    before = {"method": meta.get("method"), "config": identity_config(meta.get("config") or {}),
              "base": meta.get("base_method")}
    now = {"method": method.name, "config": identity_config(config), "base": base.name if base else None}
    if before != now:
        raise RunConfigError(
            f"{output} holds a run made with {before}, not {now}; delete the folder (or use another "
            "--output) to start over with the new settings"
        )


def _usage(component: Any) -> Any:
    llm = getattr(component, "llm", None)
    usage = getattr(llm, "usage", None)
    return usage.snapshot() if usage is not None and hasattr(usage, "snapshot") else None


def run_sanitize(
    method: str | Method,
    detected: PathLike,
    output: PathLike,
    *,
    docs: int | None = None,
    base: PathLike | None = None,
    index: str | None = None,
    llm_model: str | None = None,
    llm_cache: str | None = None,
    threads: int | None = None,
    redact_only: bool = False,
    progress: bool = False,
) -> SanitizeSummary:
    """Apply ``method`` to the first ``docs`` detected documents, appending to ``output/edits.jsonl``.

    ``base``: a run folder whose edit logs are loaded into the Docs first (the method then
    rewrites that output; required for ``linkage_guard``; documents the base lacks are
    skipped). ``index`` / ``redact_only``: for ``linkage_guard``. ``llm_model`` /
    ``llm_cache`` / ``threads``: the llama.cpp backend of LLM-backed methods.
    """
    import spacy
    from tqdm import tqdm

    method = get_method(method) if isinstance(method, str) else method
    output = Path(output)
    base_dir = Path(base) if base else None
    if method.on_base and base_dir is None:
        raise ValueError(f"{method.name} rewrites another method's output: pass --base runs/BASE")
    if base_dir is not None and not (base_dir / EDITS_FILE).exists():
        raise FileNotFoundError(f"{base_dir / EDITS_FILE} not found: run the base method first")
    config = component_config(method, llm_model=llm_model, llm_cache=llm_cache, threads=threads,
                              index=index, redact_only=redact_only)
    _check_resumable(output, method, config, base_dir)
    _check_llm(config)
    set_torch_threads(threads)

    nlp = spacy.blank("en")
    nlp.add_pipe(method.factory, config=config)
    corpus = DetectedCorpus(detected, vocab=nlp.vocab)
    wanted = corpus.ids[:docs] if docs else list(corpus.ids)

    output.mkdir(parents=True, exist_ok=True)
    repair_tail(output / EDITS_FILE)
    done = read_edits(output)
    base_records = read_edits(base_dir) if base_dir is not None else None
    summary = SanitizeSummary(method.name, output, len(wanted), sum(i in done for i in wanted))
    todo = [i for i in wanted if i not in done]
    if base_records is not None:
        summary.skipped_without_base = [i for i in todo if i not in base_records]
        todo = [i for i in todo if i in base_records]
    started = datetime.now(timezone.utc).isoformat(timespec="seconds")
    try:
        if todo:
            nlp.initialize()  # loads models, opens the index: only when there is work
            for doc in tqdm(corpus.docs(todo), disable=not progress, unit="doc", desc=method.name):
                _sanitize_one(nlp, method, doc, base_records, output, summary, started)
    finally:
        _write_meta(output, method, config, base_dir, summary, started)
    return summary


def _sanitize_one(nlp: Any, method: Method, doc: Any, base_records: dict[str, Any] | None, output: Path,
                  summary: SanitizeSummary, started: str) -> None:
    """Run the pipeline on one document and append its edits, or record its error (the others go on)."""
    component = nlp.get_pipe(method.factory)
    doc_id = str(doc._.doc_id)
    n_base = 0
    if base_records is not None:
        set_edit_log(doc, base_records[doc_id]["edits"])
        n_base = len(base_records[doc_id]["edits"])
    before = _usage(component)
    start = time.perf_counter()
    try:
        for _, proc in nlp.pipeline:
            doc = proc(doc)
    except Exception as error:  # recorded and retried next time
        seconds = time.perf_counter() - start
        message = f"{type(error).__name__}: {error}"
        logger.error("%s: document %r failed: %s", method.name, doc_id, message)
        summary.errors.append({"doc_id": doc_id, "error": message})
        append_jsonl(output / ERRORS_FILE, {"doc_id": doc_id, "error": message,
                                            "seconds": round(seconds, 4), "date": started})
        return
    seconds = time.perf_counter() - start
    record: dict[str, Any] = {"doc_id": doc_id, "edits": list(doc._.sanitize_edits or []),
                              "seconds": round(seconds, 4)}
    if base_records is not None:
        record["base_edits"] = n_base
    after = _usage(component)
    if before is not None and after is not None:
        record["llm"] = after.since(before).to_dict()
    append_jsonl(output / EDITS_FILE, record)
    summary.n_done_now += 1


def _write_meta(output: Path, method: Method, config: dict[str, Any], base: Path | None,
                summary: SanitizeSummary, started: str) -> None:
    records = read_edits(output)
    seconds = sum(float(r.get("seconds") or 0.0) for r in records.values())
    previous = read_meta(output)
    write_json(output / META_FILE, {
        "method": method.name,
        "family": method.family,
        "factory": method.factory,
        "config": config,
        "base_method": base.name if base else None,
        "base": str(base) if base else None,
        "n_docs": len(records),
        "seconds": round(seconds, 3),
        "seconds_per_doc": round(seconds / len(records), 4) if records else None,
        "n_errors_last_run": len(summary.errors),
        "skipped_without_base": summary.skipped_without_base,
        "first_started": previous.get("first_started", started),
        "last_started": started,
    })


def _check_llm(config: dict[str, Any]) -> None:
    """Refuse to start without the LLM: the components fail closed per document, so a missing
    model would otherwise yield a whole run of entity labels recorded as the LLM method's output."""
    llm = config.get("llm")
    if not isinstance(llm, dict) or llm.get("@misc") != LLAMA_CPP:
        return
    import importlib.util

    from ..llm.llama_cpp import resolve_model_path

    if importlib.util.find_spec("llama_cpp") is None:
        raise ValueError('the LLM-backed methods need llama-cpp-python: pip install "spacy-sanitize[llm]"')
    path = resolve_model_path(llm.get("model_path"))
    if path is None or not path.is_file():
        raise FileNotFoundError(f"no GGUF model at {path}: pass --llm-model PATH.gguf, set $SPACY_SANITIZE_LLM_GGUF or run `spacy-sanitize models fetch chat`"
                                if path is not None else
                                "no GGUF model configured: pass --llm-model PATH.gguf, set $SPACY_SANITIZE_LLM_GGUF or run `spacy-sanitize models fetch chat`")


def set_torch_threads(threads: int | None) -> None:
    """Bound torch's threads too (masked-LM and embedding methods), when it is installed."""
    if not threads:
        return
    try:
        import torch
    except ImportError:
        return
    torch.set_num_threads(int(threads))


__all__ = ["RunConfigError", "SanitizeSummary", "read_base_name", "run_sanitize"]
