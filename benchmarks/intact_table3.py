"""INTACT's Table 3 reference rows: the shared sanitizations of TAB test and the paper's figures.

One place for what ``metrics.py``, ``nmi_protocols.py``, ``trir_backgrounds.py`` and
``reproduction_report.py`` all score or compare against: each reference method's output file (TAE's
``TAB_test_*`` outputs in ``baselines/``) and the paper's TPS, NMI and TRIR (%, Table 3), and the loader
that turns the test texts and an output file into the sanitized Docs the metrics read.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, NamedTuple

import spacy

from spacy_sanitize.metrics.inputs import docs_from_replacements


class Row(NamedTuple):
    """A reference method: its output file in ``baselines/`` and its figures in the paper (%)."""

    file: str
    tps: float
    nmi: float
    trir: float


ROWS: dict[str, Row] = {
    "suppression": Row("TAB_test_Manual_Supression.json", 77.7, 30.2, 11.0),
    "entity_label": Row("TAB_test_Manual_Entity.json", 84.8, 64.2, 13.4),
    "dou_abstraction": Row("TAB_test_Manual_Dou.json", 88.4, 58.7, 15.0),
    "presidio_gpt35_synthetic": Row("TAB_test_Manual_Presidio_gpt-3.5-turbo-0125.json", 85.8, 66.0, 11.8),
}


def reference_docs(data: Path, test: str, with_original: bool = False) -> dict[str, list[Any]]:
    """The sanitized Docs of every row (and of no sanitization, ``none``, with ``with_original``), built from
    the test split's texts in ``data/test`` and the rows' outputs in ``data/baselines``."""
    test_path = data / test
    if not test_path.exists():
        sys.exit(f"{test_path} not found: pass --data path/to/tab (with {test} and baselines/)")
    texts = {r["doc_id"]: r["text"] for r in json.loads(test_path.read_text(encoding="utf8"))}
    nlp = spacy.blank("en")
    systems = {"none": docs_from_replacements(nlp, texts, {}, "none")} if with_original else {}
    for name, row in ROWS.items():
        replacements = json.loads((data / "baselines" / row.file).read_text(encoding="utf8"))
        systems[name] = docs_from_replacements(nlp, texts, replacements, name)
    return systems
