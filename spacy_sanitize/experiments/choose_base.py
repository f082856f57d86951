"""Step 3: which method ``linkage_guard`` runs on top of.

The rule: **the highest TPS among the methods whose TRIR is no higher than entity label's**;
ties go to the lower TRIR, then to the earlier method of the table. Fall back to
``entity_label`` when its scores (or every candidate's) are missing.

Why: ``linkage_guard`` does not replace a de-identification method, it closes the
search-based linkage its input leaves open. Its input should be at least as private as the
standard masking (entity label, what TAB and every paper take as the reference), and
among those, the most useful, since the guard's rewriting only takes utility away.

The comparison uses the ``subset`` view by default: there every method, the LLM-backed ones
included, is scored on the same documents, which are also the documents ``linkage_guard``
runs on. When entity label has no TRIR there, the ``all`` view is used.
"""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .methods import METHODS, NONE, REFERENCE_BASELINE

PathLike = str | Path
VIEWS = ("subset", "all")


def load_scores(scores_dir: PathLike) -> dict[str, dict[str, Any]]:
    """``{method: score file}`` of every ``NAME.json`` in ``scores_dir``."""
    out: dict[str, dict[str, Any]] = {}
    root = Path(scores_dir)
    if not root.is_dir():
        return out
    for path in sorted(root.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        if isinstance(data, dict) and isinstance(data.get("views"), dict):
            out[str(data.get("method") or path.stem)] = data
    return out


def metric_value(score_file: Mapping[str, Any], view: str, key: str) -> float | None:
    """A scalar of a method's view (``key`` as the metric functions name it, e.g. ``trir``)."""
    metrics = ((score_file.get("views") or {}).get(view) or {}).get("metrics") or {}
    for entry in metrics.values():
        value = (entry.get("scores") or {}).get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return None


def choose_base(scores: dict[str, dict[str, Any]], view: str = "subset") -> tuple[str, dict[str, Any]]:
    """The base method and why (a dict: rule, view, candidates with their TPS and TRIR)."""
    order = {name: i for i, name in enumerate(METHODS)}
    views = [view] + [v for v in VIEWS if v != view]
    reference = scores.get(REFERENCE_BASELINE)
    for chosen_view in views:
        bound = metric_value(reference, chosen_view, "trir") if reference else None
        if bound is None:
            continue
        candidates: list[tuple[str, float, float]] = []
        for name, data in scores.items():
            method = METHODS.get(name)
            if name == NONE or method is None or method.on_base:
                continue
            tps, trir = metric_value(data, chosen_view, "tps"), metric_value(data, chosen_view, "trir")
            if tps is not None and trir is not None:
                candidates.append((name, tps, trir))
        eligible = [c for c in candidates if c[2] <= bound]
        reason: dict[str, Any] = {
            "rule": f"highest TPS among methods with TRIR <= {REFERENCE_BASELINE}'s ({bound:.4f})",
            "view": chosen_view,
            "candidates": {n: {"tps": t, "trir": r, "eligible": r <= bound} for n, t, r in candidates},
        }
        if eligible:
            best = min(eligible, key=lambda c: (-c[1], c[2], order.get(c[0], len(order))))
            reason["chosen"] = best[0]
            return best[0], reason
    return REFERENCE_BASELINE, {"rule": f"fallback to {REFERENCE_BASELINE}: no TRIR and TPS scores to compare",
                                "chosen": REFERENCE_BASELINE}


def run_choose_base(scores_dir: PathLike, output: PathLike, view: str = "subset") -> tuple[str, dict[str, Any]]:
    """Write the chosen name to ``output`` (one line) and the reasoning next to it (``.json``)."""
    name, reason = choose_base(load_scores(scores_dir), view=view)
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(name + "\n", encoding="utf-8")
    output.with_suffix(".json").write_text(json.dumps(reason, indent=2) + "\n", encoding="utf-8")
    return name, reason


__all__ = ["choose_base", "load_scores", "metric_value", "run_choose_base"]
