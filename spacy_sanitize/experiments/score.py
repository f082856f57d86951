"""Step 4: every metric of :mod:`spacy_sanitize.metrics` on every method's run, in two views.

The metrics read each method's sanitized Docs, rebuilt from the detected Docs and the run's
edit logs (the metric functions derive original and sanitized text through
``metrics.inputs.read_sanitized``), plus a ``none`` reference (the detected Docs unchanged).
They are called as ``benchmarks/metrics.py`` calls them.

Two views, so that numbers in one table are comparable:

* ``all``: each method on every document it covers (the LLM-backed methods cover only the
  first ``llm_docs``), with the cheap metrics only (TPS, NMI, TRIR, NER consistency);
* ``subset``: every method on the same documents, the first ``--subset-docs`` that every
  method scored in this call covers, with all requested metrics (re-identification and
  perplexity only here: they cost LLM time per document).

NMI clusters a view's documents together and semantic re-identification links within the
view's collection, so a number depends on which documents are in the view: the views are
reported separately and never mixed.

Cache: ``OUTPUT/NAME.json`` keeps, per view and metric, the scores with the fingerprint of
what they were computed from (the view's document ids and edit logs, and the metric's
settings). A metric whose fingerprint is unchanged is skipped, so rerunning ``score`` after
adding a method (``score-linkage``) or after an interruption only computes what is new.
A metric that fails is recorded with its error and tried again next time.
"""

import hashlib
import json
import logging
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .methods import METHODS, NONE, family_of
from .runs import DetectedCorpus, edits_fingerprint, read_edits, read_json, read_meta, rebuild_docs, write_json

logger = logging.getLogger(__name__)
PathLike = str | Path

METRICS = ("tps", "nmi", "trir", "reid", "linkage", "ppl", "ner")
#: Metrics cheap enough for every document of every method.
CHEAP_METRICS = ("tps", "nmi", "trir", "ner")
VIEW_METRICS = {"all": CHEAP_METRICS, "subset": METRICS}
VIEWS = tuple(VIEW_METRICS)
SCALAR = (int, float, str, bool, type(None))


def scalars(scores: Mapping[str, Any]) -> dict[str, Any]:
    """The scalar values of a metric's result (per-document lists and dicts stay out)."""
    return {k: v for k, v in scores.items() if isinstance(v, SCALAR)}


def parse_list(text: str, allowed: Sequence[str] | None = None, what: str = "name") -> list[str]:
    """``"a,b, c"`` -> ``["a", "b", "c"]`` (checked against ``allowed``)."""
    items = [part.strip() for part in text.split(",") if part.strip()]
    if allowed is not None:
        unknown = [i for i in items if i not in allowed]
        if unknown:
            raise ValueError(f"unknown {what} {', '.join(unknown)}; choose from {', '.join(allowed)}")
    return items


def _file_id(path: PathLike) -> list[Any]:
    path = Path(path)
    return [path.name, path.stat().st_size if path.exists() else None]


@dataclass
class ScoreContext:
    """Settings and the expensive objects shared by every method of a call (attacker, LLM, claims)."""

    background: Sequence[str] = ()
    index: str | None = None
    ppl_model: str | None = None
    reid_llm: str | None = None
    reid_max_claims: int | None = None
    llm_cache: str | None = None
    threads: int | None = None
    run_meta: dict[str, dict[str, Any]] = field(default_factory=dict)
    _background: dict[str, str] | None = None
    _attacker: Any = None
    _reid_attack: Any = None  # a SharedClaimsAttack, made on first use

    # -- which metric applies to which method
    def applies(self, metric: str, method: str) -> bool:
        if metric == "ner":
            return method != NONE  # no edits, nothing to compare
        if metric == "linkage":
            return self._factory(method) == "linkage_guard"  # elsewhere 1.0 by definition
        return True

    def _factory(self, method: str) -> str | None:
        meta = self.run_meta.get(method) or {}
        if meta.get("factory"):
            return str(meta["factory"])
        known = METHODS.get(method)
        return known.factory if known else None

    def _linkage_settings(self, method: str) -> dict[str, Any]:
        config = (self.run_meta.get(method) or {}).get("config") or {}
        search = config.get("search") or {}
        rewriting = config.get("rewriting") or {}
        return {"k": int(search.get("k", 3)), "max_arity": 3,
                "marker": str(rewriting.get("redaction_marker", "[REDACTED]"))}

    def _ppl_path(self) -> str | None:
        if self.ppl_model:
            return self.ppl_model
        from ..resources import installed_gguf

        # as benchmarks/metrics.py: the local 0.5B model unless told otherwise
        small = installed_gguf("chat-small")
        return str(small) if small else None

    # -- what a cached score depends on besides the edits
    def settings(self, metric: str, method: str) -> dict[str, Any]:
        if metric == "tps":
            return {"mlm": os.environ.get("SPACY_SANITIZE_MLM") or "default"}
        if metric == "trir":
            return {"attacker": "tfidf", "background": [_file_id(p) for p in self.background]}
        if metric == "reid":
            return {"llm": Path(self.reid_llm).name if self.reid_llm else None, "linker": "dense",
                    "max_judged_claims": self.reid_max_claims}
        if metric == "ppl":
            path = self._ppl_path()
            return {"model": Path(path).name if path else None}
        if metric == "linkage":
            return {"index": str(self.index), **self._linkage_settings(method)}
        return {}

    # -- the metric calls (as benchmarks/metrics.py makes them)
    def compute(self, metric: str, method: str, docs: list[Any]) -> dict[str, Any]:
        if metric == "tps":
            from ..metrics.tps import score_tps

            return score_tps(docs, per_doc=False)
        if metric == "nmi":
            from ..metrics.nmi import score_nmi

            return score_nmi(docs)
        if metric == "trir":
            return self._trir(docs)
        if metric == "ner":
            from ..metrics.ner_consistency import score_ner_consistency

            return score_ner_consistency(docs)
        if metric == "ppl":
            from ..metrics.perplexity import score_perplexity

            return score_perplexity(docs, self._ppl_path(), n_threads=self.threads)
        if metric == "reid":
            return self._reid(docs)
        if metric == "linkage":
            from ..metrics.linkage_risk import score_linkage_risk

            if not self.index:
                raise ValueError("linkage risk needs --index DIR (the n-gram index of build-index)")
            settings = self._linkage_settings(method)
            return score_linkage_risk(docs, index_path=str(self.index), k=settings["k"],
                                      max_arity=settings["max_arity"], marker=settings["marker"])
        raise ValueError(f"unknown metric {metric!r}")

    def _trir(self, docs: list[Any]) -> dict[str, Any]:
        from ..metrics.trir import load_background, make_tfidf_reidentifier, score_trir

        if not self.background:
            raise ValueError("TRIR needs --background: the attacker's {doc_id: text} JSON file(s)")
        if self._background is None:
            self._background = load_background([str(p) for p in self.background])
            self._attacker = make_tfidf_reidentifier()
        return score_trir(docs, reidentifier=self._attacker, background=self._background)

    def _reid(self, docs: list[Any]) -> dict[str, Any]:
        from ..metrics.semantic_reid import SharedClaimsAttack

        if self._reid_attack is None:
            llm = None
            if self.reid_llm:
                from ..llm.llama_cpp import make_llama_cpp_chat

                llm = make_llama_cpp_chat(model_path=self.reid_llm, n_threads=self.threads, cache_dir=self.llm_cache)
            # every method is attacked with the same claims and auxiliary queries
            self._reid_attack = SharedClaimsAttack(llm, max_judged_claims=self.reid_max_claims)
        return self._reid_attack(docs).scores


@dataclass
class ScoreSummary:
    computed: list[tuple[str, str, str]] = field(default_factory=list)
    cached: list[tuple[str, str, str]] = field(default_factory=list)
    errors: list[tuple[str, str, str, str]] = field(default_factory=list)
    subset: list[str] = field(default_factory=list)


def _key(view_fingerprint: str, metric: str, settings: Mapping[str, Any]) -> str:
    payload = json.dumps([view_fingerprint, metric, settings], sort_keys=True, default=str)
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()


def _same_key_elsewhere(views: Mapping[str, Any], view: str, metric: str, key: str) -> dict[str, Any] | None:
    for other, entry in views.items():
        found = ((entry or {}).get("metrics") or {}).get(metric) or {}
        if other != view and found.get("key") == key and "error" not in found:
            return dict(found)
    return None


def run_score(
    runs_dir: PathLike,
    detected: PathLike,
    methods: Sequence[str],
    output: PathLike,
    *,
    metrics: Sequence[str] = METRICS,
    subset_docs: int = 10,
    background: Sequence[PathLike] = (),
    index: str | None = None,
    ppl_model: str | None = None,
    reid_llm: str | None = None,
    reid_max_claims: int | None = None,
    llm_cache: str | None = None,
    threads: int | None = None,
    log: Callable[[str], None] = print,
) -> ScoreSummary:
    """Score ``methods`` (plus ``none``) from ``runs_dir/NAME/edits.jsonl``; write ``output/NAME.json``."""
    unknown = [m for m in metrics if m not in METRICS]
    if unknown:
        raise ValueError(f"unknown metrics {unknown}; choose from {', '.join(METRICS)}")
    runs_dir, output = Path(runs_dir), Path(output)
    corpus = DetectedCorpus(detected)
    names = [NONE] + [m for m in dict.fromkeys(methods) if m != NONE]
    records: dict[str, dict[str, dict[str, Any]]] = {NONE: {i: {"doc_id": i, "edits": []} for i in corpus.ids}}
    run_meta: dict[str, dict[str, Any]] = {}
    for name in names[1:]:
        if not (runs_dir / name).is_dir():
            raise FileNotFoundError(f"{runs_dir / name}: no run of {name!r}; run `sanitize --method {name}` first")
        records[name] = read_edits(runs_dir / name)
        run_meta[name] = read_meta(runs_dir / name)
    coverage = {name: [i for i in corpus.ids if i in records[name]] for name in names}
    common = [i for i in corpus.ids if all(i in records[name] for name in names)]
    subset = common[:subset_docs] if subset_docs else common
    ctx = ScoreContext(background=[str(p) for p in background], index=index, ppl_model=ppl_model,
                       reid_llm=reid_llm, reid_max_claims=reid_max_claims, llm_cache=llm_cache, threads=threads,
                       run_meta=run_meta)
    if threads:
        from .sanitize import set_torch_threads

        set_torch_threads(threads)
    summary = ScoreSummary(subset=subset)
    for name in names:
        path = output / f"{name}.json"
        data = read_json(path, default=None) or {}
        data.update({"method": name, "family": family_of(name), "run": str(runs_dir / name) if name != NONE else None})
        data.setdefault("views", {})
        for view in VIEWS:
            ids = coverage[name] if view == "all" else subset
            job = _ViewJob(name, view, ids, records[name], corpus, ctx, path, data)
            _score_view(job, metrics, summary, log)
        write_json(path, data)
    return summary


@dataclass
class _ViewJob:
    """One method's documents of one view, with the score file they are written to."""

    name: str
    view: str
    ids: list[str]
    records: dict[str, dict[str, Any]]
    corpus: Any
    ctx: ScoreContext
    path: Path
    data: dict[str, Any]


def _score_view(job: _ViewJob, metrics: Sequence[str], summary: ScoreSummary, log: Callable[[str], None]) -> None:
    """Every metric of one view of one method that is not already scored for these very edits."""
    fingerprint = edits_fingerprint(job.ids, job.records)
    entry = job.data["views"].get(job.view) or {}
    if entry.get("fingerprint") != fingerprint:
        entry = {"metrics": {}}  # other documents or edits: earlier scores no longer apply
    seconds = [float(job.records[i].get("seconds") or 0.0) for i in job.ids] if job.name != NONE else []
    entry.update({
        "docs": job.ids, "n_docs": len(job.ids), "fingerprint": fingerprint,
        "sanitize_seconds_per_doc": round(sum(seconds) / len(seconds), 4) if seconds else None,
    })
    job.data["views"][job.view] = entry
    docs: list[Any] | None = None
    for metric in metrics:
        if metric not in VIEW_METRICS[job.view] or not job.ctx.applies(metric, job.name) or not job.ids:
            continue
        settings = job.ctx.settings(metric, job.name)
        key = _key(fingerprint, metric, settings)
        old = entry["metrics"].get(metric) or {}
        if old.get("key") == key and "error" not in old:
            summary.cached.append((job.name, job.view, metric))
            continue
        twin = _same_key_elsewhere(job.data["views"], job.view, metric, key)
        if twin is not None:  # the other view holds the very same documents and edits
            entry["metrics"][metric] = twin
            summary.cached.append((job.name, job.view, metric))
            continue
        if docs is None:
            docs = rebuild_docs(job.corpus, job.records, job.ids)
        result = _score_metric(job, metric, settings, key, docs, summary)
        entry["metrics"][metric] = result
        write_json(job.path, job.data)  # after every metric: an interruption loses at most one
        shown = json.dumps(result.get("scores") or result.get("error"), default=str)[:160]
        log(f"{metric:7s} {job.view:6s} {job.name:22s} {shown} ({result['seconds']} s)")


def _score_metric(job: _ViewJob, metric: str, settings: dict[str, Any], key: str, docs: list[Any],
                  summary: ScoreSummary) -> dict[str, Any]:
    """One metric's scores (or its error: the other metrics and methods go on)."""
    start = time.perf_counter()
    try:
        scores = job.ctx.compute(metric, job.name, docs)
        result: dict[str, Any] = {"key": key, "settings": settings, "scores": scalars(scores)}
        summary.computed.append((job.name, job.view, metric))
    except Exception as error:
        message = f"{type(error).__name__}: {error}"
        logger.warning("score: %s / %s / %s failed: %s", job.name, job.view, metric, message)
        result = {"key": key, "settings": settings, "error": message}
        summary.errors.append((job.name, job.view, metric, message))
    result["seconds"] = round(time.perf_counter() - start, 2)
    result["date"] = datetime.now(timezone.utc).isoformat(timespec="seconds")
    return result


__all__ = ["CHEAP_METRICS", "METRICS", "VIEWS", "ScoreContext", "ScoreSummary", "parse_list", "run_score", "scalars"]
