"""Step 5: the tables, a reading of the trade-off, the plots and the comparison page.

``summary.json`` / ``summary.md``: one table per view (see :mod:`.score`), one row per
method, the best value of each column marked (the ``none`` reference is never "best": it
wins every utility column by doing nothing). The paragraph under the tables is written
from the numbers (who is most useful, who is least re-identifiable, the TPS–TRIR Pareto
front, how the methods compare with entity label), so it stays true when the numbers
change. ``privacy_utility.png``: the subset view (every method on the same documents);
``privacy_utility_all.png``: the all view. ``compare.html``: the first document of the
subset, detected spans and every method's replacements.
"""

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .choose_base import load_scores, metric_value
from .detect import meta_path
from .methods import METHODS, NONE, REFERENCE_BASELINE, family_of
from .runs import DetectedCorpus, read_edits, read_json, read_meta, rebuild_docs, write_json

logger = logging.getLogger(__name__)
PathLike = str | Path

#: (row key, header, metric key in the score files, +1 higher is better / -1 lower is better, decimals)
COLUMNS: tuple[tuple[str, str, str, int, int], ...] = (
    ("tps", "TPS ↑", "tps", +1, 3),
    ("nmi", "NMI ↑", "nmi", +1, 3),
    ("trir", "TRIR ↓", "trir", -1, 3),
    ("correct_linkage", "correct linkage ↓", "reid_correct_linkage", -1, 3),
    ("semantic_privacy", "semantic privacy ↑", "reid_semantic_privacy", +1, 3),
    ("lexical_privacy", "lexical privacy ↑", "reid_lexical_privacy", +1, 3),
    ("linkage_risk", "linkage risk ↓", "linkage_risk", -1, 3),
    ("perplexity", "perplexity ↓", "ppl_sanitized", -1, 1),
    ("ner_f1", "NER F1 ↑", "ner_f1", +1, 3),
    ("seconds_per_doc", "s/doc ↓", "", -1, -3),
)
VIEW_TITLES = {
    "all": "all: each method on every document it covers (cheap metrics)",
    "subset": "subset: every method on the same documents (all metrics)",
}


def _order(name: str) -> tuple[int, str]:
    names = [NONE] + list(METHODS)
    return (names.index(name) if name in names else len(names), name)


def build_rows(scores: Mapping[str, Mapping[str, Any]], view: str) -> list[dict[str, Any]]:
    """One row per method with documents in ``view``: method, family, n_docs and every column."""
    rows = []
    for name in sorted(scores, key=_order):
        entry = (scores[name].get("views") or {}).get(view) or {}
        if not entry.get("n_docs"):
            continue
        row: dict[str, Any] = {"method": name, "family": family_of(name), "n_docs": entry["n_docs"]}
        for key, _, metric_key, _, _ in COLUMNS:
            row[key] = entry.get("sanitize_seconds_per_doc") if key == "seconds_per_doc" else metric_value(
                scores[name], view, metric_key)
        row["errors"] = {m: e["error"] for m, e in (entry.get("metrics") or {}).items() if "error" in e}
        rows.append(row)
    return rows


def best_per_column(rows: Sequence[Mapping[str, Any]]) -> dict[str, list[str]]:
    """The methods (ties included, ``none`` excluded) with the best value of each column."""
    best: dict[str, list[str]] = {}
    for key, _, _, direction, _ in COLUMNS:
        values = [(r[key], r["method"]) for r in rows if r["method"] != NONE and r.get(key) is not None]
        if not values:
            continue
        target = max(v for v, _ in values) if direction > 0 else min(v for v, _ in values)
        best[key] = [m for v, m in values if abs(v - target) <= 1e-12]
    return best


def pareto_front(rows: Sequence[Mapping[str, Any]], utility: str = "tps", risk: str = "trir") -> list[str]:
    """Methods no other method beats on both ``utility`` (higher) and ``risk`` (lower)."""
    points = [(r["method"], r[utility], r[risk]) for r in rows
              if r["method"] != NONE and r.get(utility) is not None and r.get(risk) is not None]
    front = []
    for name, u, k in points:
        dominated = any(u2 >= u and k2 <= k and (u2 > u or k2 < k) for other, u2, k2 in points if other != name)
        if not dominated:
            front.append(name)
    return front


def _f(value: float | None, decimals: int = 3) -> str:
    """``decimals`` digits after the point; a negative number: that many significant digits."""
    if value is None:
        return "—"
    return f"{value:.{-decimals}g}" if decimals < 0 else f"{value:.{decimals}f}"


def write_reading(rows: Sequence[Mapping[str, Any]], view: str, linkage_base: str | None = None,
                  brief: bool = False) -> str:
    """Sentences on the trade-off, from the numbers of ``rows`` (``brief``: TPS and TRIR only)."""
    if not rows:
        return "No scores yet: run the score step first."
    by_name = {r["method"]: r for r in rows}
    methods = [r for r in rows if r["method"] != NONE]
    n_docs = max(r["n_docs"] for r in rows)
    uneven = len({r["n_docs"] for r in rows}) > 1
    noun = "document" if n_docs == 1 else "documents"
    sentences = [f"On the {view} view ({'up to ' if uneven else ''}{n_docs} {noun}{' per method' if uneven else ''})"]
    none = by_name.get(NONE)
    if none and none.get("trir") is not None:
        text = f"the unsanitized documents are re-identified at TRIR {_f(none['trir'])}"
        if none.get("correct_linkage") is not None:
            text += f" and linked by the semantic attack at {_f(none['correct_linkage'])}"
        sentences[0] += ", " + text
    sentences[0] += "."
    both = [r for r in methods if r.get("tps") is not None and r.get("trir") is not None]
    if both:
        useful = max(both, key=lambda r: (r["tps"], -r["trir"]))
        private = min(both, key=lambda r: (r["trir"], -r["tps"]))
        if useful is private:
            sentences.append(f"{useful['method']} is both the most useful (TPS {_f(useful['tps'])}) and the least "
                             f"re-identifiable (TRIR {_f(useful['trir'])}).")
        else:
            sentences.append(f"{useful['method']} keeps the most utility (TPS {_f(useful['tps'])}) at TRIR "
                             f"{_f(useful['trir'])}, while {private['method']} is the least re-identifiable (TRIR "
                             f"{_f(private['trir'])}) at TPS {_f(private['tps'])}.")
        front = pareto_front(both)
        if len(front) > 1:
            sentences.append(f"The TPS–TRIR Pareto front is {', '.join(front)}: each other method is matched or "
                             "beaten on both by one of them.")
        elif front:
            sentences.append(f"{front[0]} dominates the TPS–TRIR trade-off: no other method is as useful and "
                             "as private.")
        if brief:
            return " ".join(sentences)
        reference = by_name.get(REFERENCE_BASELINE)
        if reference and reference.get("tps") is not None and reference.get("trir") is not None:
            better = [r["method"] for r in both if r["method"] != REFERENCE_BASELINE
                      and r["tps"] > reference["tps"] and r["trir"] <= reference["trir"]]
            if better:
                sentences.append(f"{', '.join(better)} {'is' if len(better) == 1 else 'are'} more useful than "
                                 f"entity label at no higher TRIR.")
            else:
                sentences.append("No method is more useful than entity label at no higher TRIR.")
    elif len([r for r in methods if r.get("tps") is not None]) >= 2:
        scored = sorted((r for r in methods if r.get("tps") is not None), key=lambda r: -r["tps"])
        sentences.append(f"{scored[0]['method']} keeps the most utility (TPS {_f(scored[0]['tps'])}), "
                         f"{scored[-1]['method']} the least (TPS {_f(scored[-1]['tps'])}).")
    if brief:
        return " ".join(sentences)
    linked = [r for r in methods if r.get("correct_linkage") is not None]
    if linked:
        lowest = min(linked, key=lambda r: r["correct_linkage"])
        highest = max(linked, key=lambda r: r["correct_linkage"])
        if highest["correct_linkage"] == lowest["correct_linkage"]:
            sentences.append(f"The semantic re-identification attack links {_f(highest['correct_linkage'])} of the "
                             f"documents correctly after every method (chance: {_f(1 / n_docs)}).")
        else:
            sentences.append(f"The semantic re-identification attack links {_f(highest['correct_linkage'])} of the "
                             f"documents correctly after {highest['method']} and {_f(lowest['correct_linkage'])} "
                             f"after {lowest['method']} (chance: {_f(1 / n_docs)}).")
    guard = by_name.get("linkage_guard")
    if guard and guard.get("linkage_risk") is not None:
        text = (f"linkage_guard{' on ' + linkage_base if linkage_base else ''} leaves "
                f"{_f(guard['linkage_risk'])} of the linking n-grams in place")
        base = by_name.get(linkage_base or "")
        if base and guard.get("tps") is not None and base.get("tps") is not None:
            text += f", at TPS {_f(guard['tps'])} against {_f(base['tps'])} for its input"
        sentences.append(text + ".")
    return " ".join(sentences)


def reading_paragraph(views: Mapping[str, Any], linkage_base: str | None = None) -> str:
    """The subset view (every method, same documents), then the all view where it holds more documents."""
    subset, every = views["subset"]["rows"], views["all"]["rows"]
    if not subset:
        return write_reading(every, "all", linkage_base)
    text = write_reading(subset, "subset", linkage_base)
    if every and max(r["n_docs"] for r in every) > max(r["n_docs"] for r in subset):
        text += " " + write_reading(every, "all", linkage_base, brief=True)
    return text


def markdown_table(rows: Sequence[Mapping[str, Any]], best: Mapping[str, Sequence[str]]) -> str:
    headers = ["method", "family", "docs"] + [header for _, header, _, _, _ in COLUMNS]
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join(["---"] * 3 + ["---:"] * len(COLUMNS)) + "|"]
    for row in rows:
        cells = [row["method"], row["family"], str(row["n_docs"])]
        for key, _, _, _, decimals in COLUMNS:
            text = _f(row.get(key), decimals)
            cells.append(f"**{text}**" if row["method"] in best.get(key, ()) else text)
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


@dataclass
class ReportResult:
    files: list[Path] = field(default_factory=list)
    plot_error: str | None = None
    reading: str = ""


def run_report(scores_dir: PathLike, runs_dir: PathLike, detected: PathLike, output: PathLike,
               plots: bool = True) -> ReportResult:
    """Write ``summary.json``, ``summary.md``, the plots and ``compare.html`` under ``output``."""
    output, runs_dir = Path(output), Path(runs_dir)
    output.mkdir(parents=True, exist_ok=True)
    scores = load_scores(scores_dir)
    if not scores:
        raise FileNotFoundError(f"{scores_dir}: no score files; run the score step first")
    guard_meta = read_meta(runs_dir / "linkage_guard")
    linkage_base = guard_meta.get("base_method")
    result = ReportResult()
    views: dict[str, Any] = {}
    for view in ("subset", "all"):
        rows = build_rows(scores, view)
        views[view] = {"rows": rows, "best": best_per_column(rows), "pareto_tps_trir": pareto_front(rows)}
    result.reading = reading_paragraph(views, linkage_base)
    detected_meta = read_json(meta_path(detected), default={}) or {}
    summary = {
        "views": views,
        "reading": result.reading,
        "linkage_base": linkage_base,
        "detection": detected_meta,
        "columns": [{"key": k, "header": h, "metric": m, "higher_is_better": d > 0} for k, h, m, d, _ in COLUMNS],
    }
    write_json(output / "summary.json", summary)
    result.files.append(output / "summary.json")
    (output / "summary.md").write_text(_markdown(views, result.reading, linkage_base, detected_meta), encoding="utf-8")
    result.files.append(output / "summary.md")

    compare = _write_compare(scores, runs_dir, detected, output / "compare.html")
    if compare is not None:
        result.files.append(compare)
    if plots:
        from .plots import MissingPlotDependency, plot_privacy_utility

        try:
            for view, name in (("subset", "privacy_utility.png"), ("all", "privacy_utility_all.png")):
                if views[view]["rows"]:
                    result.files.append(plot_privacy_utility(
                        views[view]["rows"], output / name, title=VIEW_TITLES[view]))
        except MissingPlotDependency as error:
            result.plot_error = str(error)
    return result


def _markdown(views: Mapping[str, Any], reading: str, linkage_base: str | None,
              detected_meta: Mapping[str, Any]) -> str:
    lines = ["# Privacy–utility trade-off of every sanitization method", ""]
    if detected_meta:
        lines.append(f"Detection: `pii_detector` on {detected_meta.get('n_docs')} documents "
                     f"({detected_meta.get('n_spans')} spans, {detected_meta.get('seconds_per_doc')} s/doc); "
                     "every method rewrites these spans.")
    if linkage_base:
        lines.append(f"linkage_guard runs on top of **{linkage_base}** (see `choose-base`); its s/doc excludes "
                     "the base method's time.")
    lines += ["", ("Best value per column in bold (the `none` reference excluded). ↑: higher is better, "
                   "↓: lower is better. Semantic / lexical privacy: mean distance between a document and what "
                   "the attack linked it to (higher is more private)."), ""]
    lines += ["## Reading", "", reading, ""]
    present = [name for name in METHODS if any(r["method"] == name for v in views.values() for r in v["rows"])]
    if present:
        lines += ["## Methods", ""] + [f"- **{n}** ({METHODS[n].family}): {METHODS[n].description}" for n in present]
        lines.append("")
    for view in ("subset", "all"):
        rows = views[view]["rows"]
        lines += [f"## View {VIEW_TITLES[view]}", ""]
        if not rows:
            lines += ["(no scores)", ""]
            continue
        lines += [markdown_table(rows, views[view]["best"]), ""]
        errors = [(r["method"], m, e) for r in rows for m, e in r["errors"].items()]
        if errors:
            lines += ["Not computed:", ""] + [f"- {m} / {metric}: {e}" for m, metric, e in errors] + [""]
    return "\n".join(lines)


def _write_compare(scores: Mapping[str, Mapping[str, Any]], runs_dir: Path, detected: PathLike,
                   path: Path) -> Path | None:
    """compare.html for the first document of the subset (else the first every run covers)."""
    from .compare import render_compare

    names = [n for n in sorted(scores, key=_order) if n != NONE and (runs_dir / n).is_dir()]
    if not names:
        return None
    corpus = DetectedCorpus(detected)
    records = {n: read_edits(runs_dir / n) for n in names}
    subset_ids = [i for s in scores.values() for i in (((s.get("views") or {}).get("subset") or {}).get("docs") or [])]
    covered = [i for i in subset_ids if i in corpus.ids and all(i in records[n] for n in names)]
    if not covered:
        covered = [i for i in corpus.ids if all(i in records[n] for n in names)]
    if not covered:
        logger.warning("report: no document is covered by every run; compare.html not written")
        return None
    doc_id = covered[0]
    detected_doc = corpus.docs([doc_id])[0]
    methods = [(n, rebuild_docs(corpus, records[n], [doc_id])[0]) for n in names]
    path.write_text(render_compare(detected_doc, methods), encoding="utf-8")
    return path


__all__ = ["COLUMNS", "best_per_column", "build_rows", "markdown_table", "pareto_front", "reading_paragraph",
           "run_report", "write_reading"]
