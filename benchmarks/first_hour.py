"""A new user's first hour: every factory on a paragraph, from ``pip install`` alone, offline.

Run in a fresh virtual environment with an empty model store and no network (``benchmarks/first_hour.sh``
sets that up: a new venv, ``pip install torch==2.13.0 && pip install -e .``, then this script under
``unshare -n``). For each factory it times building the pipeline, ``initialize()`` and the first
document, checks that no detected span survives, and for the LLM factories that they fail at once with
the command that fetches their model. Writes ``benchmarks/results/first_hour.json``.

    python benchmarks/first_hour.py [--out benchmarks/results/first_hour.json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import socket
import tempfile
import time
from pathlib import Path
from typing import Any

PARAGRAPH = ("Mr Galip Yalman, a retired teacher born on 3 May 1951 in Izmir, was treated at Ege University "
             "Hospital. He later worked for the Istanbul Chamber of Commerce in Ankara; call him on "
             "+90 312 555 0101 or write to galip.yalman@example.com.")
RESULTS = Path(__file__).resolve().parent / "results"


def network_reachable() -> bool:
    try:
        socket.create_connection(("huggingface.co", 443), timeout=2).close()
        return True
    except OSError:
        return False


def run_factory(name: str, config: dict[str, Any], initialize: bool = True) -> dict[str, Any]:
    import spacy

    from spacy_sanitize.doc_model import sanitize_doc_text

    start = time.perf_counter()
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    nlp.add_pipe(name, config=config)
    built = time.perf_counter()
    record: dict[str, Any] = {"build_s": round(built - start, 2)}
    try:
        if initialize:
            nlp.initialize()
        initialised = time.perf_counter()
        doc = nlp(PARAGRAPH)
        done = time.perf_counter()
    except Exception as error:  # the LLM factories without a model: the error is the result
        record.update(error=f"{type(error).__name__}: {error}", failed_after_s=round(time.perf_counter() - built, 2))
        return record
    text = sanitize_doc_text(doc).text
    survivors = [s.text for s in doc.spans["pii"] if s.text.lower() in text.lower()]
    record.update(initialize_s=round(initialised - built, 2), first_doc_s=round(done - initialised, 2),
                  spans=len(doc.spans["pii"]), survivors=survivors, text=text)
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=RESULTS / "first_hour.json")
    args = parser.parse_args()
    store = tempfile.mkdtemp(prefix="empty-model-store-")
    os.environ["SPACY_SANITIZE_MODELS"] = store
    os.environ["SPACY_SANITIZE_CLUSANT_CACHE"] = str(Path(store) / "clusant")
    for name in ("SPACY_SANITIZE_LLM_GGUF", "SPACY_SANITIZE_LLM_GGUF_SMALL", "SPACY_SANITIZE_MLM"):
        os.environ.pop(name, None)
    started = time.perf_counter()
    runs: dict[str, Any] = {"pii_replacer": run_factory("pii_replacer", {})}
    for method in ("ss_mtc", "mtc", "ns3", "nad"):
        runs[f"mtc_infiller[{method}]"] = run_factory("mtc_infiller", {"method": method})
    runs["clusant_substituter"] = run_factory("clusant_substituter", {"privacy": {"epsilon": 8.0, "k": 32}})
    runs["intact_generalizer"] = run_factory("intact_generalizer", {})
    from spacy_sanitize.linkage.build import build_index
    from spacy_sanitize.records import Record

    build_index([], Path(store) / "index", records=[Record("original", PARAGRAPH)])
    runs["linkage_guard"] = run_factory("linkage_guard", {"index_path": str(Path(store) / "index")})
    result = {"benchmark": "every factory on one paragraph from pip install alone, empty model store",
              "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
              "network_reachable": network_reachable(), "model_store": store, "paragraph": PARAGRAPH,
              "total_s": round(time.perf_counter() - started, 1), "runs": runs}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for name, run in runs.items():
        print(name, {k: v for k, v in run.items() if k != "text"})


if __name__ == "__main__":
    main()
