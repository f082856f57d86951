"""The privacy–utility picture: one labelled point per method, coloured by family.

Two panels, because the two privacy metrics answer different attacks: TRIR (a classifier
trained on public background text names the individual) against TPS (how much of the
documents' information survives), and semantic re-identification (correct linkage of
paraphrased facts to the sanitized collection) against NMI (whether the documents still
cluster as the originals do). Lower is more private on both y axes; further right is
more useful. matplotlib is optional (``pip install "spacy-sanitize[experiments]"``).
"""

from pathlib import Path
from typing import Any, Dict, List, Mapping, Sequence, Tuple, Union

PathLike = Union[str, Path]
INSTALL_HINT = 'the plots need matplotlib: pip install "spacy-sanitize[experiments]" (or pip install matplotlib)'
#: (x key, y key, x label, y label) of the two panels; keys as in the report's rows.
PANELS: Tuple[Tuple[str, str, str, str], ...] = (
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


def plot_privacy_utility(rows: Sequence[Mapping[str, Any]], path: PathLike, title: str = "") -> Path:
    """Write the two-panel figure of ``rows`` (dicts with ``method``, ``family`` and the panel keys)."""
    plt = _pyplot()
    families = sorted({str(r.get("family")) for r in rows})
    cmap = plt.get_cmap("tab10")
    colours: Dict[str, Any] = {family: cmap(i % 10) for i, family in enumerate(families)}
    figure, axes = plt.subplots(1, 2, figsize=(13, 5.5))
    for axis, (x_key, y_key, x_label, y_label) in zip(axes, PANELS):
        points: List[Tuple[float, float, str, str]] = [
            (float(r[x_key]), float(r[y_key]), str(r["method"]), str(r.get("family")))
            for r in rows if isinstance(r.get(x_key), (int, float)) and isinstance(r.get(y_key), (int, float))
        ]
        seen = set()
        for x, y, name, family in points:
            label = family if family not in seen else None
            seen.add(family)
            axis.scatter([x], [y], color=colours[family], s=60, label=label, edgecolors="black", linewidths=0.5)
            axis.annotate(name, (x, y), textcoords="offset points", xytext=(5, 4), fontsize=8)
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


__all__ = ["INSTALL_HINT", "PANELS", "MissingPlotDependency", "plot_privacy_utility"]
