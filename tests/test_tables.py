"""Tables and structured files: the named text sanitized, every other value as it was, and a row
that fails reported in its own error column while the rest of the file comes out."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from spacy_sanitize.cli.main import EXIT_SOME_FAILED, app
from spacy_sanitize.tables import ERROR_COLUMN, sanitize_table, sanitize_table_file

runner = CliRunner()
CODE_TEXT = "Application no. 36110/97 was lodged on 21 March 1997."


def _write_csv(path: Path, rows: list[list[str]], delimiter: str = ",") -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle, delimiter=delimiter).writerows(rows)


def _read_csv(path: Path, delimiter: str = ",") -> list[list[str]]:
    with path.open(newline="", encoding="utf-8", errors="surrogateescape") as handle:
        return list(csv.reader(handle, delimiter=delimiter))


@pytest.mark.parametrize(("suffix", "delimiter"), [(".csv", ","), (".tsv", "\t")])
def test_delimited_files_keep_every_other_cell_as_written(tmp_path: Path, rules_pipeline: Any, suffix: str, delimiter: str) -> None:
    rows = [["id", "notes", "score", "comments"],
            ["007", CODE_TEXT, "1.0", "see case 4321/02"],
            ["008", "", "2.50", "multi\nline, \"quoted\" 12345/99"],
            ["009", "nothing here", "", ""]]
    source, target = tmp_path / f"in{suffix}", tmp_path / f"out{suffix}"
    _write_csv(source, rows, delimiter)
    report = sanitize_table_file(rules_pipeline, source, target, columns=["notes", "comments"])
    out = _read_csv(target, delimiter)
    assert out[0] == rows[0] + [ERROR_COLUMN]
    assert [[r[0], r[2]] for r in out[1:]] == [[r[0], r[2]] for r in rows[1:]]  # "007", "1.0", "" unchanged
    assert out[1][1] == "Application no. CODE.1 was lodged on DATETIME.1." and "4321/02" not in out[1][3]
    assert "12345/99" not in out[2][3] and out[2][3].startswith("multi\nline")
    assert [r[4] for r in out[1:]] == ["", "", ""] and report.rows == 3 and report.failed_rows == 0


def test_a_cell_that_is_not_text_fails_its_row_alone(tmp_path: Path, rules_pipeline: Any) -> None:
    source, target = tmp_path / "in.csv", tmp_path / "out.csv"
    source.write_bytes(b"id,notes\n1,Case 36110/97 here\n2,bad \xff\xfe bytes 12345/99\n3,Case 4321/02\n")
    report = sanitize_table_file(rules_pipeline, source, target, columns=["notes"])
    out = _read_csv(target)
    assert report.failed_rows == 1 and len(out) == 4
    assert out[2][1] == "" and "not valid text" in out[2][2]  # emptied, never written as it was
    assert "36110/97" not in out[1][1] and "4321/02" not in out[3][1] and out[1][2] == out[3][2] == ""


def test_a_missing_column_is_named_with_the_columns_there_are(tmp_path: Path, rules_pipeline: Any) -> None:
    source = tmp_path / "in.csv"
    _write_csv(source, [["id", "text"], ["1", "x"]])
    with pytest.raises(ValueError, match=r"no column 'notes'.*\['id', 'text'\]"):
        sanitize_table_file(rules_pipeline, source, tmp_path / "out.csv", columns=["notes"])
    assert not (tmp_path / "out.csv").exists()


def test_parquet_other_columns_keep_their_values_and_types(tmp_path: Path, rules_pipeline: Any) -> None:
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    table = pa.table({"id": pa.array([7, 8, 9], pa.int64()), "notes": [CODE_TEXT, None, "no code"],
                      "when": pa.array([1.5, None, 3.25], pa.float64())})
    source, target = tmp_path / "in.parquet", tmp_path / "out.parquet"
    pq.write_table(table, source)
    sanitize_table_file(rules_pipeline, source, target, columns=["notes"], edits=True)
    out = pq.read_table(target)
    assert out.column("id").equals(table.column("id")) and out.column("when").equals(table.column("when"))
    assert out.column("notes").to_pylist() == ["Application no. CODE.1 was lodged on DATETIME.1.", None, "no code"]
    assert out.column(ERROR_COLUMN).to_pylist() == ["", "", ""]
    assert [e["original"] for e in json.loads(out.column("notes_edits")[0].as_py())] == ["36110/97", "21 March 1997"]


def test_jsonl_strings_at_a_json_path_and_a_bad_line(tmp_path: Path, rules_pipeline: Any) -> None:
    pytest.importorskip("jsonpath_ng")
    source, target = tmp_path / "chat.jsonl", tmp_path / "chat.out.jsonl"
    source.write_text(
        json.dumps({"id": 1, "messages": [{"role": "user", "content": CODE_TEXT}, {"role": "bot", "content": "ok"}]})
        + "\n{broken\n" + json.dumps({"id": 2, "messages": []}) + "\n", encoding="utf-8")
    report = sanitize_table_file(rules_pipeline, source, target, json_paths=["$.messages[*].content"])
    lines = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["messages"][0] == {"role": "user", "content": "Application no. CODE.1 was lodged on DATETIME.1."}
    assert lines[0]["messages"][1]["content"] == "ok" and ERROR_COLUMN not in lines[0]
    assert "not valid JSON" in lines[1][ERROR_COLUMN] and lines[2] == {"id": 2, "messages": []}
    assert report.rows == 3 and report.failed_rows == 1


def test_a_json_list_by_column(tmp_path: Path, rules_pipeline: Any) -> None:
    pytest.importorskip("jsonpath_ng")
    source, target = tmp_path / "in.json", tmp_path / "out.json"
    source.write_text(json.dumps([{"id": "a", "body": CODE_TEXT, "n": 1}, {"id": "b", "n": 2}]), encoding="utf-8")
    sanitize_table_file(rules_pipeline, source, target, columns=["body"])
    out = json.loads(target.read_text(encoding="utf-8"))
    assert out == [{"id": "a", "body": "Application no. CODE.1 was lodged on DATETIME.1.", "n": 1}, {"id": "b", "n": 2}]


def test_a_dataframe(rules_pipeline: Any) -> None:
    pd = pytest.importorskip("pandas")
    notes = pd.Series([CODE_TEXT, None, "bad \ud800"], dtype=object, index=["x", "y", "z"])
    df = pd.DataFrame({"notes": notes, "n": [1, 2, 3]}, index=["x", "y", "z"])
    out = sanitize_table(df, ["notes"], rules_pipeline)
    assert list(out.index) == ["x", "y", "z"] and out["n"].tolist() == [1, 2, 3]
    assert out["notes"].tolist()[:2] == ["Application no. CODE.1 was lodged on DATETIME.1.", None]
    assert out["notes"].iloc[2] == "" and "surrogate" in out[ERROR_COLUMN].iloc[2]
    assert df["notes"].iloc[0] == CODE_TEXT  # the input is untouched


@pytest.mark.slow
def test_the_cli_sanitizes_a_table_and_reports_failed_rows(tmp_path: Path) -> None:
    source, target = tmp_path / "in.csv", tmp_path / "out.csv"
    source.write_bytes(b"id,notes\n1,Mr Galip Yalman lives in Ankara.\n2,\xff\n")
    result = runner.invoke(app, ["sanitize", str(source), "--columns", "notes", "-o", str(target), "--n-process", "1"])
    assert result.exit_code == EXIT_SOME_FAILED, result.output
    out = _read_csv(target)
    assert "Yalman" not in out[1][1] and out[1][2] == "" and out[2][1] == "" and out[2][2]
    assert "2 rows (2 text cells) sanitized, 1 rows with an error" in result.output
