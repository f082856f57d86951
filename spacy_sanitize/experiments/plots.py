"""The privacy–utility picture: one labelled point per method, coloured by family.

Two panels, because the two privacy metrics answer different attacks: TRIR (a classifier
trained on public background text names the individual) against TPS (how much of the
documents' information survives), and semantic re-identification (correct linkage of
paraphrased facts to the sanitized collection) against NMI (whether the documents still
cluster as the originals do). Lower is more private on both y axes; further right is
more useful. matplotlib is optional (``pip install "spacy-sanitize[experiments]"``).
"""

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

PathLike = str | Path
INSTALL_HINT = 'the plots need matplotlib: pip install "spacy-sanitize[experiments]" (or pip install matplotlib)'
#: (x key, y key, x label, y label) of the two panels; keys as in the report's rows.
PANELS: tuple[tuple[str, str, str, str], ...] = (
    ("tps", "trir", "utility: TPS (higher is better)", "privacy risk: TRIR (lower is better)"),
    ("nmi", "correct_linkage", "utility: NMI (higher is better)",
     "privacy risk: correct linkage, semantic re-id (lower is better)"),
)


class MissingPlotDependency(ImportError):
    """matplotlib is not installed."""


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError as error:
        raise MissingPlotDependency(INSTALL_HINT) from error
    matplotlib.use("Agg")  # files only, no display needed
    import matplotlib.pyplot as plt

    return plt


def label_positions(points: Sequence[tuple[float, float, str, str]]) -> list[tuple[tuple[float, float], str, tuple[int, int]]]:
    """One label per position, so that labels stay readable when methods tie or nearly tie.

    Methods at the same point (common with few documents: TRIR and NMI move in steps) share one
    label, "a, b, c"; a label whose point is within 4% of the y range and 20% of the x range
    of an already placed one (labels run to the right) is stacked above it.
    """
    groups: dict[tuple[float, float], list[str]] = {}
    for x, y, name, _ in points:
        groups.setdefault((round(x, 4), round(y, 4)), []).append(name)
    if not groups:
        return []
    xs = [x for x, _ in groups]
    ys = [y for _, y in groups]
    x_range = (max(xs) - min(xs)) or 1.0
    y_range = (max(ys) - min(ys)) or 1.0
    placed: list[tuple[tuple[float, float], str, tuple[int, int]]] = []
    for (x, y), names in sorted(groups.items(), key=lambda item: (item[0][1], item[0][0])):
        taken = {(offset[1] - 4) // 10 for (px, py), _, offset in placed
                 if abs(x - px) < 0.2 * x_range and abs(y - py) < 0.04 * y_range}
        level = next(i for i in range(len(placed) + 1) if i not in taken)
        placed.append(((x, y), ", ".join(names), (5, 4 + 10 * level)))
    return placed


def plot_privacy_utility(rows: Sequence[Mapping[str, Any]], path: PathLike, title: str = "") -> Path:
    """Write the two-panel figure of ``rows`` (dicts with ``method``, ``family`` and the panel keys)."""
    plt = _pyplot()
    families = sorted({str(r.get("family")) for r in rows})
    cmap = plt.get_cmap("tab10")
    colours: dict[str, Any] = {family: cmap(i % 10) for i, family in enumerate(families)}
    figure, axes = plt.subplots(1, 2, figsize=(13, 5.5))
    for axis, (x_key, y_key, x_label, y_label) in zip(axes, PANELS, strict=False):
        points: list[tuple[float, float, str, str]] = [
            (float(r[x_key]), float(r[y_key]), str(r["method"]), str(r.get("family")))
            for r in rows if isinstance(r.get(x_key), (int, float)) and isinstance(r.get(y_key), (int, float))
        ]
        seen = set()
        for x, y, _name, family in points:
            label = family if family not in seen else None
            seen.add(family)
            axis.scatter([x], [y], color=colours[family], s=60, label=label, edgecolors="black", linewidths=0.5)
        for (x, y), text, offset in label_positions(points):
            axis.annotate(text, (x, y), textcoords="offset points", xytext=offset, fontsize=8)
        if not points:
            axis.text(0.5, 0.5, "not computed", ha="center", va="center", transform=axis.transAxes, color="grey")
        axis.set_xlabel(x_label)
        axis.set_ylabel(y_label)
        axis.grid(True, alpha=0.3)
        if points:
            axis.legend(fontsize=8, loc="best")
    if title:
        figure.suptitle(title)
    figure.tight_layout()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=120)
    plt.close(figure)
    return path


__all__ = ["INSTALL_HINT", "PANELS", "MissingPlotDependency", "label_positions", "plot_privacy_utility"]
