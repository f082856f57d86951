"""Collections on Spark: throughput of the default pipeline through plain nlp.pipe, --n-process 2 and Spark
local[1] / local[2], and the linkage index built by Spark against `spacy-sanitize build-index`.

The TAB test texts are repeated with new ids up to ``--docs`` documents. Each sanitization setting runs
in its own process (peak memory and warm-up do not carry over); outputs are compared with the plain run.

    python benchmarks/spark.py --docs 2000
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import harness

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "tab" / "tab_test.json"
SETTINGS = ("plain", "n_process_2", "spark_local_1", "spark_local_2")


def corpus(n_docs: int) -> list[tuple[str, str]]:
    texts = [r["text"] for r in json.loads(DATA.read_text(encoding="utf-8"))]
    return [(f"doc-{i:06d}", texts[i % len(texts)]) for i in range(n_docs)]


def spark_session(cores: int) -> Any:
    from pyspark.sql import SparkSession

    return (SparkSession.builder.master(f"local[{cores}]").appName("spacy-sanitize-benchmark")
            .config("spark.ui.enabled", "false").config("spark.driver.memory", "4g")
            .config("spark.sql.execution.arrow.maxRecordsPerBatch", "64").getOrCreate())


def run_setting(setting: str, n_docs: int, out: Path) -> dict[str, Any]:
    """One setting in this (child) process: seconds for the whole collection, models loaded first."""
    docs = corpus(n_docs)
    if setting.startswith("spark"):
        from spacy_sanitize.spark import sanitize_dataframe

        cores = int(setting[-1])
        spark = spark_session(cores)
        df = spark.createDataFrame(docs, "id string, text string").repartition(cores * 4)
        sanitize_dataframe(spark.createDataFrame(docs[:cores * 2], "id string, text string").repartition(cores),
                           "text", id_column="id").count()  # the executors load the pipeline
        started = time.perf_counter()
        rows = sanitize_dataframe(df, "text", id_column="id").select("id", "text_sanitized").collect()
        seconds = time.perf_counter() - started
        texts = {row["id"]: row["text_sanitized"] for row in rows}
        spark.stop()
    else:
        from spacy_sanitize.batch import sanitize_records
        from spacy_sanitize.pipelines import load_pipeline
        from spacy_sanitize.records import Record

        nlp = load_pipeline()
        list(sanitize_records(nlp, [Record("warm", docs[0][1])]))
        started = time.perf_counter()
        results = sanitize_records(nlp, (Record(i, t) for i, t in docs), n_process=2 if setting == "n_process_2" else 1)
        texts = {r["id"]: r["text"] for r in results}
        seconds = time.perf_counter() - started
    out.write_text(json.dumps(texts))
    return {"seconds": round(seconds, 2), "docs_per_s": round(n_docs / seconds, 2)}


def index_builds(n_docs: int) -> dict[str, Any]:
    """build-index and Spark local[2] on the same collection: time, size, identical detections."""
    from spacy_sanitize.linkage.build import build_index
    from spacy_sanitize.linkage.index import NgramIndex
    from spacy_sanitize.linkage.links import Detector
    from spacy_sanitize.records import Record
    from spacy_sanitize.spark import build_index_spark

    docs = corpus(n_docs)
    tmp = Path(tempfile.mkdtemp(prefix="spark-index-"))
    started = time.perf_counter()
    build_index([], tmp / "cli", records=[Record(i, t) for i, t in docs])
    cli_seconds = time.perf_counter() - started
    spark = spark_session(2)
    df = spark.createDataFrame(docs, "id string, text string").repartition(8)
    started = time.perf_counter()
    build_index_spark(df, tmp / "spark", compact_segments=True)
    spark_seconds = time.perf_counter() - started
    spark.stop()
    cli, built = NgramIndex.open(tmp / "cli"), NgramIndex.open(tmp / "spark")
    probes = [t for _, t in docs[:20]]
    same = 0
    for text in probes:
        a, b = Detector(cli, k=3).detect(text), Detector(built, k=3).detect(text)
        same += ([(g.start, g.end, g.df) for g in a.to_rephrase] == [(g.start, g.end, g.df) for g in b.to_rephrase]
                 and len(a.combinations) == len(b.combinations))
    return {"docs": n_docs, "build_index_seconds": round(cli_seconds, 2), "spark_local_2_seconds": round(spark_seconds, 2),
            "build_index_mb": round(cli.size_bytes() / 2**20, 1), "spark_mb": round(built.size_bytes() / 2**20, 1),
            "identical_detections": f"{same}/{len(probes)}"}


def projection(result: dict[str, Any], executors: int = 100, n_docs: int = 10_000_000) -> dict[str, Any]:
    """Both jobs on ``executors`` single-core executors like this machine's cores, for ``n_docs`` documents
    of the measured kind: a projection from the measured per-core rates and local[2]'s scaling, not a run."""
    runs, index = result["sanitize"], result["index"]
    per_core = runs["spark_local_1"]["docs_per_s"]
    efficiency = runs["spark_local_2"]["docs_per_s"] / (2 * per_core)
    sanitize_rate = executors * per_core * efficiency
    index_rate = executors * index["docs"] / (2 * index["spark_local_2_seconds"]) * efficiency
    return {
        "executors": executors, "docs": n_docs,
        "assumptions": "one core per executor as fast as this machine's; the local[2]/local[1] efficiency holds; "
                       "documents like TAB judgments (5 kB); no cluster start-up, input or output time",
        "sanitize_docs_per_s": round(sanitize_rate), "sanitize_hours": round(n_docs / sanitize_rate / 3600, 2),
        "index_docs_per_s": round(index_rate), "index_minutes": round(n_docs / index_rate / 60, 1),
        "index_size_gb_at_measured_bytes_per_doc": round(index["spark_mb"] / index["docs"] * n_docs / 1024, 1),
        "index_note": "the driver numbers every id and broadcasts the table (10 M ids: about 1 GB on the driver); "
                      "the measured collection repeats 127 texts, so its bytes per document understate distinct texts",
    }


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "spark.json")
    parser.add_argument("--docs", type=int, default=2000)
    parser.add_argument("--project-only", action="store_true", help="recompute the projection from the results")
    parser.add_argument("--child", nargs=3, metavar=("SETTING", "DOCS", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        setting, n_docs, out = args.child
        print(json.dumps(run_setting(setting, int(n_docs), Path(out))))
        return
    if args.project_only:
        data = json.loads(args.out.read_text())
        data["projection"] = projection(data)
        harness.write_json(args.out, data)
        print(json.dumps(data["projection"], indent=1))
        return
    result = harness.ResultFile(args.out, "spark", note=f"{args.docs} TAB test texts repeated with new ids; "
                                "each setting in its own process, models loaded before timing")
    tmp = Path(tempfile.mkdtemp(prefix="spark-bench-"))
    runs: dict[str, Any] = {}
    for setting in SETTINGS:
        child = subprocess.run([sys.executable, __file__, "--child", setting, str(args.docs), str(tmp / setting)],
                               capture_output=True, text=True)
        if child.returncode != 0:
            runs[setting] = {"failed": child.stderr[-2000:]}
        else:
            runs[setting] = json.loads(child.stdout.strip().splitlines()[-1])
        print(setting, runs[setting], flush=True)
        result["sanitize"] = runs
        result.save()
    plain = json.loads((tmp / "plain").read_text())
    for setting in SETTINGS[1:]:
        if (tmp / setting).exists():
            other = json.loads((tmp / setting).read_text())
            runs[setting]["identical_to_plain"] = sum(other.get(k) == v for k, v in plain.items()) / len(plain)
    seconds = {k: v.get("seconds") for k, v in runs.items()}
    if seconds.get("spark_local_1") and seconds.get("spark_local_2"):
        result["spark_local_2_vs_local_1"] = round(seconds["spark_local_1"] / seconds["spark_local_2"], 2)
    if seconds.get("n_process_2") and seconds.get("spark_local_2"):
        result["spark_local_2_overhead_vs_n_process_2"] = round(seconds["spark_local_2"] / seconds["n_process_2"], 2)
    result["sanitize"] = runs
    result.save()
    result["index"] = index_builds(args.docs)
    result["projection"] = projection(result.data)
    result["finished"] = harness.now()
    result.save()
    print(json.dumps(result["index"]), flush=True)


if __name__ == "__main__":
    main()
