"""README.md's commands and code, run as a user would run them on tiny inputs: the Python blocks in
order (each printed result written under a ``print`` as ``# ...`` must appear), and every
``spacy-sanitize`` command line of its shell blocks (except downloads) against small files named as
in the README. A README that drifts from the package fails here."""

from __future__ import annotations

import contextlib
import io
import json
import re
import shlex
from pathlib import Path

import pytest
import spacy
from typer.testing import CliRunner

from spacy_sanitize.cli.main import app
from spacy_sanitize.errors import MissingModelError

README = Path(__file__).resolve().parent.parent / "README.md"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
BLOCK = re.compile(r"```(\w+)\n(.*?)```", re.S)


def _blocks(language: str) -> list[str]:
    return [body for lang, body in BLOCK.findall(README.read_text(encoding="utf-8")) if lang == language]


def test_the_python_blocks_run_and_print_what_they_say(empty_model_store: Path) -> None:
    namespace: dict[str, object] = {}
    blocks = _blocks("python")
    assert len(blocks) >= 4
    for block in blocks:
        expected = [line[2:] for line in block.splitlines() if line.startswith("# ")]
        output = io.StringIO()
        if "intact_generalizer" in block:  # before the chat model is fetched: the documented error
            with pytest.raises(MissingModelError, match="spacy-sanitize models fetch chat"):
                exec(block, namespace)  # noqa: S102 - the README's own code
            continue
        with contextlib.redirect_stdout(output):
            exec(block, namespace)  # noqa: S102
        printed = output.getvalue()
        for line in expected:
            assert line in printed, f"README promises {line!r}; the code printed:\n{printed}"


def _files_named_in_the_readme(root: Path) -> None:
    text = (FIXTURES / "echr_excerpt.txt").read_text(encoding="utf-8")
    (root / "notes").mkdir()
    (root / "notes" / "note1.txt").write_text("Pt Anna Berg, 45, seen 3 May 2021. Tel 555-201-3344.", encoding="utf-8")
    line = json.dumps({"doc_id": "d1", "text": "Frau Anna Müller wohnt in Berlin."})
    (root / "notes.jsonl").write_text(line + "\n", encoding="utf-8")
    (root / "docs.jsonl").write_text(json.dumps({"doc_id": "e1", "text": text}) + "\n", encoding="utf-8")
    (root / "originals.jsonl").write_text(json.dumps({"doc_id": "e1", "text": text}) + "\n", encoding="utf-8")
    (root / "visits.csv").write_text("id,notes,comments\n007,Pt Anna Berg seen 3 May 2021.,Tel 555-201-3344\n",
                                     encoding="utf-8")
    chat = {"id": 1, "messages": [{"role": "user", "content": "I am Anna Berg, call me on 555-201-3344."}]}
    (root / "chats.jsonl").write_text(json.dumps(chat) + "\n", encoding="utf-8")
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    nlp.add_pipe("pii_replacer")
    nlp.config.to_disk(root / "my_pipeline.cfg")
    gold = json.loads((FIXTURES / "tab_official_mini.json").read_text(encoding="utf-8"))
    (root / "gold.json").write_text(json.dumps(gold), encoding="utf-8")
    predictions = {doc["doc_id"]: [[m["start_offset"], m["end_offset"]] for a in doc["annotations"].values()
                                   for m in a["entity_mentions"]] for doc in gold}
    (root / "predictions.json").write_text(json.dumps(predictions), encoding="utf-8")


def test_every_spacy_sanitize_command_line_runs(tmp_path: Path, empty_model_store: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    _files_named_in_the_readme(tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SPACY_SANITIZE_REGISTRY_SECRET", "0123456789abcdef0123456789abcdef")  # the README's export
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "echr_case.txt").write_text((FIXTURES / "echr_excerpt.txt").read_text(encoding="utf-8"))
    lines = [line.split("  #")[0].strip() for block in _blocks("bash") for line in block.splitlines()]
    commands = [line for line in lines if line.startswith("spacy-sanitize ") and " fetch " not in line]
    install = next(line for line in lines if line.startswith("pip install torch"))
    commands.append(install.split("&& ")[-1])  # the main job of "On a new machine"
    assert len(commands) >= 7
    runner = CliRunner()
    for command in commands:
        result = runner.invoke(app, shlex.split(command)[1:])
        assert result.exit_code == 0, f"{command}\n{result.output}"
    first = json.loads((tmp_path / "sanitized.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert first["edits"] and "PERSON" in first["text"]
