"""Spark: the DataFrame API gives what `spacy-sanitize sanitize` gives, a bad row fails alone, the registry
keeps pseudonyms consistent across executors, and the Spark-built index detects what build-index detects."""
import json
import shutil

import pytest

pyspark = pytest.importorskip("pyspark", reason="pyspark is not installed (pip install 'spacy-sanitize[spark]')")
if shutil.which("java") is None:
    pytest.skip("Spark needs a Java runtime (apt-get install default-jre-headless)", allow_module_level=True)

from spacy_sanitize.batch import sanitize_records  # noqa: E402
from spacy_sanitize.linkage.build import build_index  # noqa: E402
from spacy_sanitize.linkage.index import NgramIndex  # noqa: E402
from spacy_sanitize.linkage.links import Detector  # noqa: E402
from spacy_sanitize.pipelines import load_pipeline  # noqa: E402
from spacy_sanitize.records import Record  # noqa: E402
from spacy_sanitize.registry import registry_opener  # noqa: E402
from spacy_sanitize.spark import build_index_spark, sanitize_dataframe  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.spark]

TEXTS = [
    "Mr Galip Yalman was born in Izmir on 3 August 1960. Later, Mr Yalman worked for Turkcell.",
    "The applicant, Ms Ayse Kaya, met Galip Yalman in Ankara. Ms Kaya complained on 1 May 2001.",
    "Ms Kaya and Mr Yalman appealed. Mr Galip Yalman lost the appeal. Call +44 20 7946 0958.",
    "A hearing took place in Strasbourg. The court sat in the old mill near the river.",
]


@pytest.fixture(scope="module")
def spark():
    from pyspark.sql import SparkSession

    session = (SparkSession.builder.master("local[2]").appName("spacy-sanitize-tests")
               .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2")
               .config("spark.sql.execution.arrow.maxRecordsPerBatch", "2").getOrCreate())
    yield session
    session.stop()


def frame(spark, texts):
    rows = [(f"d{i}", text, i) for i, text in enumerate(texts)]
    return spark.createDataFrame(rows, "id string, notes string, n int").repartition(2)


def test_the_same_output_as_the_cli_and_a_bad_row_fails_alone(spark):
    df = frame(spark, TEXTS + [None])
    out = {row["id"]: row for row in sanitize_dataframe(df, "notes", id_column="id").collect()}
    expected = {r["id"]: r for r in sanitize_records(load_pipeline(), [Record(f"d{i}", t) for i, t in enumerate(TEXTS)])}
    for doc_id, result in expected.items():
        assert out[doc_id]["notes_sanitized"] == result["text"]
        assert json.loads(out[doc_id]["notes_edits"]) == result["edits"]
        assert out[doc_id]["sanitize_error"] is None and out[doc_id]["n"] == int(doc_id[1:])  # other columns kept
    bad = out[f"d{len(TEXTS)}"]
    assert bad["notes_sanitized"] is None and "not text" in bad["sanitize_error"]


def test_a_missing_column_is_named():
    with pytest.raises(ValueError, match="no column 'text'"):
        class Frame:
            columns = ["notes"]
        sanitize_dataframe(Frame(), "text")


def test_stateless_pseudonyms_agree_across_partitions(spark, monkeypatch):
    import re

    monkeypatch.setenv("SPACY_SANITIZE_REGISTRY_SECRET", "a secret of thirty-two bytes!!!!")
    opener = registry_opener(None, stateless=True)
    rows = sanitize_dataframe(frame(spark, TEXTS[:3]), "notes", id_column="id", registry=opener).collect()
    names = {row["id"]: set(re.findall(r"PERSON\.\d+", row["notes_sanitized"])) for row in rows}
    assert names["d0"] and names["d0"] <= names["d1"] and names["d0"] <= names["d2"]


def test_the_spark_index_detects_what_build_index_detects(spark, tmp_path):
    texts = TEXTS * 3 + ["The court sat in the old mill.", "Ms Kaya complained again."]
    records = [Record(f"c{i % 7}", text) for i, text in enumerate(texts)]  # ids repeat: one document each
    build_index([], tmp_path / "cli", records=records)
    df = spark.createDataFrame([(r.doc_id, r.text) for r in records], "id string, text string").repartition(3)
    manifest = build_index_spark(df, tmp_path / "spark")
    assert len(manifest["segments"]) >= 2
    cli, built = NgramIndex.open(tmp_path / "cli"), NgramIndex.open(tmp_path / "spark")
    assert sorted(cli.doc_ids) == sorted(built.doc_ids)  # numbered in the order Spark reads the rows
    for arity in (1, 3):
        for text in TEXTS + ["Ms Kaya met Mr Yalman near the old mill in Izmir."]:
            a = Detector(cli, k=3, max_arity=arity).detect(text)
            b = Detector(built, k=3, max_arity=arity).detect(text)
            assert [(g.start, g.end, g.df) for g in a.to_rephrase] == [(g.start, g.end, g.df) for g in b.to_rephrase]
            assert [(c.n_docs, [g.start for g in c.ngrams]) for c in a.combinations] == \
                   [(c.n_docs, [g.start for g in c.ngrams]) for c in b.combinations]
