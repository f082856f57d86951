"""The experiment steps (spacy_sanitize.experiments) on tiny hand-made detected documents.

Offline and model-free: the detected Docs are built here (a blank English pipeline, spans set
by hand), the methods are pii_replacer's strategies and linkage_guard's redact-only mode over
an index built in tmp_path, and the metric is TRIR with the TF-IDF attacker on a tiny
background written in tmp_path.
"""

import json
from pathlib import Path

import pytest
import spacy
from spacy.tokens import DocBin
from typer.testing import CliRunner

from spacy_sanitize.components.pii_replacer import PiiReplacer
from spacy_sanitize.doc_model import Edit, derive_sanitized
from spacy_sanitize.experiments.choose_base import choose_base, load_scores, run_choose_base
from spacy_sanitize.experiments.cli import app
from spacy_sanitize.experiments.methods import METHODS, component_config, get_method
from spacy_sanitize.experiments.report import pareto_front, run_report, write_reading
from spacy_sanitize.experiments.runs import EDITS_FILE, META_FILE, read_edits
from spacy_sanitize.experiments.sanitize import RunConfigError, run_sanitize
from spacy_sanitize.experiments.score import run_score

runner = CliRunner()

#: doc_id -> (text, [(span text, label, occurrence index)])
DOCS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "d1": ("John Smith lives in Paris. John Smith works at Acme Corp today.",
           [("John Smith", "PERSON"), ("Paris", "LOC"), ("Acme Corp", "ORG")]),
    "d2": ("Mary Jones was born in Berlin in 1970. She moved to Madrid.",
           [("Mary Jones", "PERSON"), ("Berlin", "LOC"), ("1970", "DATETIME"), ("Madrid", "LOC")]),
    "d3": ("Peter Brown sued Globex Ltd in London before the High Court.",
           [("Peter Brown", "PERSON"), ("Globex Ltd", "ORG"), ("London", "LOC")]),
}
ORIGINALS = {d: [s for s, _ in spans] for d, (_, spans) in DOCS.items()}


def write_detected(path: Path) -> Path:
    """A DocBin like detect's: doc._.doc_id and doc.spans['pii'] (every occurrence of each span text)."""
    nlp = spacy.blank("en")
    doc_bin = DocBin(store_user_data=True)
    for doc_id, (text, spans) in DOCS.items():
        doc = nlp.make_doc(text)
        doc._.doc_id = doc_id
        found = []
        for i, (span_text, label) in enumerate(spans):
            start = text.find(span_text)
            while start >= 0:
                span = doc.char_span(start, start + len(span_text), label=label)
                assert span is not None, span_text
                span._.pii_entity_id = f"{doc_id}-{i}"
                span._.pii_identifier_type = "DIRECT" if label == "PERSON" else "QUASI"
                found.append(span)
                start = text.find(span_text, start + 1)
        doc.spans["pii"] = sorted(found, key=lambda s: s.start)
        doc_bin.add(doc)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc_bin.to_disk(path)
    return path


def sanitized_texts(run_dir: Path) -> dict[str, str]:
    return {doc_id: derive_sanitized(DOCS[doc_id][0], [Edit.from_dict(e) for e in record["edits"]]).text
            for doc_id, record in read_edits(run_dir).items()}


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture()
def detected(tmp_path: Path) -> Path:
    return write_detected(tmp_path / "runs" / "detected.spacy")


# ---------------------------------------------------------------- methods


def test_method_table_covers_the_issue_and_builds_configs():
    expected = {"suppression", "entity_label", "intact", "intact_most_specific", "intact_least_specific", "ns3",
                "nad", "mtc", "ss_mtc", "santext", "clusant", "custext", "linkage_guard"}
    assert set(METHODS) == expected
    config = component_config(get_method("intact"), llm_model="m.gguf", llm_cache="cache", threads=2)
    assert config["selection"]["strategy"] == "intact"
    assert config["llm"]["@misc"] == "spacy_sanitize.LlamaCppChat.v1"
    assert config["llm"]["cache_dir"] == "cache" and config["llm"]["n_threads"] == 2
    with pytest.raises(ValueError, match="--index"):
        component_config(get_method("linkage_guard"))
    redact = component_config(get_method("linkage_guard"), index="idx", redact_only=True)
    assert redact["llm"] is None and redact["rewriting"]["max_rounds"] == 0
    with pytest.raises(ValueError, match="unknown method"):
        get_method("nope")


# ---------------------------------------------------------------- sanitize


def test_sanitize_writes_edits_and_a_rerun_skips_finished_documents(tmp_path, detected):
    out = tmp_path / "runs" / "suppression"
    summary = run_sanitize("suppression", detected, out)
    assert summary.n_done_now == 3 and not summary.errors
    records = lines(out / EDITS_FILE)
    assert [r["doc_id"] for r in records] == ["d1", "d2", "d3"]
    assert all(e["replacement"] == "" and e["method"] == "suppression" for r in records for e in r["edits"])
    assert all(isinstance(r["seconds"], float) for r in records)
    texts = sanitized_texts(out)
    for doc_id, originals in ORIGINALS.items():
        assert not any(o in texts[doc_id] for o in originals)
    meta = json.loads((out / META_FILE).read_text())
    assert meta["method"] == "suppression" and meta["n_docs"] == 3 and meta["factory"] == "pii_replacer"
    assert meta["config"]["strategy"]["@misc"] == "spacy_sanitize.Suppression.v1"

    before = (out / EDITS_FILE).read_bytes()
    again = run_sanitize("suppression", detected, out)
    assert again.n_done_before == 3 and again.n_done_now == 0
    assert (out / EDITS_FILE).read_bytes() == before  # same lines, same seconds: nothing redone


def test_sanitize_entity_label_and_the_docs_limit(tmp_path, detected):
    out = tmp_path / "runs" / "entity_label"
    run_sanitize("entity_label", detected, out, docs=2)
    texts = sanitized_texts(out)
    assert sorted(texts) == ["d1", "d2"]
    assert texts["d1"] == "PERSON.1 lives in LOC.1. PERSON.1 works at ORG.1 today."
    run_sanitize("entity_label", detected, out)  # all: only d3 is new
    assert [r["doc_id"] for r in lines(out / EDITS_FILE)] == ["d1", "d2", "d3"]


def test_a_killed_run_is_completed_by_the_next(tmp_path, detected, monkeypatch):
    out = tmp_path / "runs" / "entity_label"
    original_call = PiiReplacer.__call__
    calls = {"n": 0}

    def killed_after_one(self, doc):
        calls["n"] += 1
        if calls["n"] == 2:
            raise KeyboardInterrupt  # the user's Ctrl-C, or a kill, in the middle of document 2
        return original_call(self, doc)

    monkeypatch.setattr(PiiReplacer, "__call__", killed_after_one)
    with pytest.raises(KeyboardInterrupt):
        run_sanitize("entity_label", detected, out)
    monkeypatch.setattr(PiiReplacer, "__call__", original_call)
    assert [r["doc_id"] for r in lines(out / EDITS_FILE)] == ["d1"]
    assert json.loads((out / META_FILE).read_text())["n_docs"] == 1  # meta written on the way out
    first = lines(out / EDITS_FILE)[0]

    # a kill while writing leaves half a line: it is dropped, and the document redone
    with (out / EDITS_FILE).open("a", encoding="utf-8") as handle:
        handle.write('{"doc_id": "d2", "edits": [{"sta')
    summary = run_sanitize("entity_label", detected, out)
    assert summary.n_done_before == 1 and summary.n_done_now == 2
    records = lines(out / EDITS_FILE)
    assert [r["doc_id"] for r in records] == ["d1", "d2", "d3"]
    assert records[0] == first


def test_a_run_refuses_to_mix_configurations(tmp_path, detected):
    out = tmp_path / "runs" / "x"
    run_sanitize("suppression", detected, out, docs=1)
    with pytest.raises(RunConfigError, match="delete the folder"):
        run_sanitize("entity_label", detected, out)


def test_sanitize_cli(tmp_path, detected):
    out = tmp_path / "runs" / "entity_label"
    result = runner.invoke(app, ["sanitize", "--method", "entity_label", "--detected", str(detected),
                                 "--output", str(out), "--docs", "2", "--no-progress"])
    assert result.exit_code == 0, result.output
    assert len(lines(out / EDITS_FILE)) == 2
    result = runner.invoke(app, ["sanitize", "--method", "linkage_guard", "--detected", str(detected),
                                 "--output", str(tmp_path / "runs" / "lg"), "--index", "idx"])
    assert result.exit_code == 1 and "--base" in result.output


# ---------------------------------------------------------------- score


def write_background(path: Path) -> Path:
    """The attacker's background knowledge: a public text per individual, plus a distractor."""
    background = {
        "d1": "John Smith of Paris, an employee of Acme Corp, lives in Paris with his family.",
        "d2": "Mary Jones, born in Berlin in 1970, later moved to Madrid where she works.",
        "d3": "Peter Brown brought a claim against Globex Ltd in London at the High Court.",
        "d4": "An unrelated case about fishing rights on a lake in the north.",
    }
    path.write_text(json.dumps(background), encoding="utf-8")
    return path


def test_score_caches_by_edits_fingerprint(tmp_path, detected):
    pytest.importorskip("sklearn")
    runs = tmp_path / "runs"
    for name in ("suppression", "entity_label"):
        run_sanitize(name, detected, runs / name)
    background = write_background(tmp_path / "background.json")
    scores = tmp_path / "results" / "scores"

    def score():
        return run_score(runs, detected, ["suppression", "entity_label"], scores, metrics=["trir"],
                         subset_docs=2, background=[background], log=lambda line: None)

    first = score()
    assert not first.errors
    assert first.subset == ["d1", "d2"]
    assert sorted(first.computed) == sorted((m, v, "trir") for m in ("none", "suppression", "entity_label")
                                            for v in ("all", "subset"))
    none = json.loads((scores / "none.json").read_text())
    assert none["views"]["all"]["metrics"]["trir"]["scores"]["trir"] == 1.0  # unsanitized: all re-identified
    assert none["views"]["subset"]["n_docs"] == 2
    label = json.loads((scores / "entity_label.json").read_text())
    assert label["views"]["all"]["docs"] == ["d1", "d2", "d3"]
    assert label["views"]["all"]["sanitize_seconds_per_doc"] is not None

    second = score()  # nothing changed: everything from the cache
    assert second.computed == [] and len(second.cached) == 6

    # entity_label's edits of d3 change: only its all view is recomputed (d3 is not in the subset)
    path = runs / "entity_label" / EDITS_FILE
    records = lines(path)
    records[2]["edits"][0]["replacement"] = "SOMEONE"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    third = score()
    assert third.computed == [("entity_label", "all", "trir")]


def test_score_records_a_failing_metric_and_goes_on(tmp_path, detected):
    runs = tmp_path / "runs"
    run_sanitize("suppression", detected, runs / "suppression")
    summary = run_score(runs, detected, ["suppression"], tmp_path / "scores", metrics=["trir"],
                        background=[], log=lambda line: None)
    assert summary.errors and all("--background" in e[3] for e in summary.errors)
    data = json.loads((tmp_path / "scores" / "suppression.json").read_text())
    assert "error" in data["views"]["all"]["metrics"]["trir"]
    with pytest.raises(FileNotFoundError, match="sanitize --method"):
        run_score(runs, detected, ["mtc"], tmp_path / "scores", metrics=["trir"], log=lambda line: None)


# ---------------------------------------------------------------- choose-base


def score_file(path: Path, method: str, view_scores: dict[str, dict[str, float]]) -> None:
    views = {view: {"n_docs": 10, "docs": [], "metrics": {
        metric: {"scores": {metric: value}} for metric, value in values.items()}}
        for view, values in view_scores.items()}
    path.mkdir(parents=True, exist_ok=True)
    (path / f"{method}.json").write_text(json.dumps({"method": method, "views": views}), encoding="utf-8")


def test_choose_base_rule(tmp_path):
    scores = tmp_path / "scores"
    score_file(scores, "none", {"subset": {"tps": 1.0, "trir": 0.9}})
    score_file(scores, "entity_label", {"subset": {"tps": 0.80, "trir": 0.30}})
    score_file(scores, "suppression", {"subset": {"tps": 0.70, "trir": 0.20}})
    score_file(scores, "mtc", {"subset": {"tps": 0.90, "trir": 0.30}})  # as private as entity label, more useful
    score_file(scores, "ss_mtc", {"subset": {"tps": 0.95, "trir": 0.50}})  # more useful but less private
    score_file(scores, "linkage_guard", {"subset": {"tps": 0.99, "trir": 0.0}})  # never its own base
    name, reason = choose_base(load_scores(scores))
    assert name == "mtc" and reason["view"] == "subset"
    assert reason["candidates"]["ss_mtc"]["eligible"] is False
    assert "linkage_guard" not in reason["candidates"] and "none" not in reason["candidates"]

    written, _ = run_choose_base(scores, tmp_path / "runs" / "linkage_base.txt")
    assert (tmp_path / "runs" / "linkage_base.txt").read_text() == "mtc\n" and written == "mtc"
    assert json.loads((tmp_path / "runs" / "linkage_base.json").read_text())["chosen"] == "mtc"


def test_choose_base_falls_back(tmp_path):
    scores = tmp_path / "scores"
    score_file(scores, "mtc", {"subset": {"tps": 0.9, "trir": 0.1}})
    assert choose_base(load_scores(scores))[0] == "entity_label"  # no entity label TRIR: nothing to compare
    # entity label scored only in the all view: that view decides
    score_file(scores, "entity_label", {"all": {"tps": 0.8, "trir": 0.3}})
    score_file(scores, "suppression", {"all": {"tps": 0.7, "trir": 0.2}})
    name, reason = choose_base(load_scores(scores))
    assert name == "entity_label" and reason["view"] == "all"  # mtc has no all-view scores
    assert choose_base({})[0] == "entity_label"


# ---------------------------------------------------------------- report


def test_report_tables_reading_plot_and_compare_page(tmp_path, detected):
    pytest.importorskip("sklearn")
    runs, results = tmp_path / "runs", tmp_path / "results"
    for name in ("suppression", "entity_label"):
        run_sanitize(name, detected, runs / name)
    run_score(runs, detected, ["suppression", "entity_label"], results / "scores", metrics=["trir"],
              subset_docs=3, background=[write_background(tmp_path / "bg.json")], log=lambda line: None)
    result = run_report(results / "scores", runs, detected, results)

    markdown = (results / "summary.md").read_text(encoding="utf-8")
    for name in ("none", "suppression", "entity_label"):
        assert f"| {name} |" in markdown
    assert "TRIR" in markdown and "## Reading" in markdown
    summary = json.loads((results / "summary.json").read_text(encoding="utf-8"))
    assert [r["method"] for r in summary["views"]["subset"]["rows"]] == ["none", "suppression", "entity_label"]
    assert summary["reading"] == result.reading and "TRIR" in result.reading

    page = (results / "compare.html").read_text(encoding="utf-8")
    detected_part, *method_parts = page.split('<section class="method"')
    assert "John" in detected_part and "Acme" in detected_part  # the detected spans, on the original
    assert len(method_parts) == 2
    sections = {part.split('data-method="')[1].split('"')[0]: part for part in method_parts}
    assert "PERSON.1" in sections["entity_label"] and "LOC.1" in sections["entity_label"]
    assert "(4 replacements)" in sections["suppression"]  # d1: 4 mentions, each replaced by ""
    for part in sections.values():
        for word in {w for original in ORIGINALS["d1"] for w in original.split()}:
            assert word not in part  # privacy: no word of a replaced span in a sanitized section

    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert result.plot_error and "matplotlib" in result.plot_error
    else:
        assert (results / "privacy_utility.png").stat().st_size > 1000 and result.plot_error is None


def test_reading_is_written_from_the_numbers():
    rows = [
        {"method": "none", "n_docs": 10, "tps": 1.0, "trir": 0.9, "correct_linkage": 0.8},
        {"method": "entity_label", "n_docs": 10, "tps": 0.8, "trir": 0.3, "correct_linkage": 0.5},
        {"method": "mtc", "n_docs": 10, "tps": 0.9, "trir": 0.3, "correct_linkage": 0.4},
        {"method": "suppression", "n_docs": 10, "tps": 0.7, "trir": 0.1, "correct_linkage": 0.2},
    ]
    text = write_reading(rows, "subset")
    assert "mtc keeps the most utility (TPS 0.900)" in text
    assert "suppression is the least re-identifiable (TRIR 0.100)" in text
    assert "Pareto front is mtc, suppression" in text
    assert "mtc is more useful than entity label" in text
    assert pareto_front(rows) == ["mtc", "suppression"]
    assert "links 0.500 of the documents correctly after entity_label and 0.200 after suppression" in text
    rows[2]["tps"] = 0.75  # now mtc is beaten by entity label on TPS at the same TRIR
    assert "No method is more useful than entity label" in write_reading(rows, "subset")
    for row in rows[1:]:
        row["correct_linkage"] = 1.0  # one document: every method is linked, nothing to contrast
    assert "correctly after every method (chance: 0.100)" in write_reading(rows, "subset")


# ---------------------------------------------------------------- linkage_guard on a base, without an LLM


def test_linkage_guard_redact_only_on_a_base(tmp_path, detected):
    pytest.importorskip("numpy")
    from spacy_sanitize.linkage.build import build_index
    from spacy_sanitize.records import Record

    index = tmp_path / "index"
    collection = [Record(doc_id, text) for doc_id, (text, _) in DOCS.items()]
    collection += [Record(f"other{i}", "The applicant lives in a small town and works at a shop.") for i in range(4)]
    build_index([], index, records=collection)
    runs = tmp_path / "runs"
    run_sanitize("entity_label", detected, runs / "entity_label")
    (runs / "linkage_base.txt").write_text("entity_label\n", encoding="utf-8")

    result = runner.invoke(app, ["sanitize", "--method", "linkage_guard", "--detected", str(detected),
                                 "--output", str(runs / "linkage_guard"), "--base-file",
                                 str(runs / "linkage_base.txt"), "--index", str(index), "--redact-only",
                                 "--docs", "2", "--no-progress"])
    assert result.exit_code == 0, result.output
    base = read_edits(runs / "entity_label")
    records = lines(runs / "linkage_guard" / EDITS_FILE)
    assert [r["doc_id"] for r in records] == ["d1", "d2"]
    for record in records:
        n_base = record["base_edits"]
        assert record["edits"][:n_base] == base[record["doc_id"]]["edits"]  # the base's log comes first
        assert {e["method"] for e in record["edits"][n_base:]} <= {"linkage_guard", "fail_closed"}
    meta = json.loads((runs / "linkage_guard" / META_FILE).read_text())
    assert meta["base_method"] == "entity_label" and meta["config"]["llm"] is None
    texts = sanitized_texts(runs / "linkage_guard")
    assert "[REDACTED]" in texts["d1"] and "PERSON.1" in texts["d1"]  # "lives in LOC.1" links: redacted

    summary = run_score(runs, detected, ["entity_label", "linkage_guard"], tmp_path / "scores",
                        metrics=["linkage"], subset_docs=2, index=str(index), log=lambda line: None)
    assert not summary.errors
    assert summary.computed == [("linkage_guard", "subset", "linkage")]  # only where it means something
    data = json.loads((tmp_path / "scores" / "linkage_guard.json").read_text())
    assert data["views"]["subset"]["metrics"]["linkage"]["scores"]["linkage_risk"] == 0.0


def test_score_choose_base_and_report_cli(tmp_path, detected):
    pytest.importorskip("sklearn")
    runs, results = tmp_path / "runs", tmp_path / "results"
    for name in ("suppression", "entity_label"):
        run_sanitize(name, detected, runs / name)
    background = write_background(tmp_path / "bg.json")
    # as project.yml passes them: unset model variables arrive as empty strings
    args = ["score", "--runs", str(runs), "--detected", str(detected), "--methods", "suppression,entity_label",
            "--metrics", "trir", "--subset-docs", "2", "--background", str(background), "--ppl-model", "",
            "--reid-llm", "", "--llm-cache", "", "--output", str(results / "scores")]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "6 scores computed" in result.output
    assert "0 scores computed, 6 cached" in runner.invoke(app, args).output
    bad = runner.invoke(app, args[:7] + ["--metrics", "trir,bogus"] + args[9:])
    assert bad.exit_code == 1 and "unknown metric bogus" in bad.output

    result = runner.invoke(app, ["choose-base", "--scores", str(results / "scores"), "--output",
                                 str(runs / "linkage_base.txt")])
    assert result.exit_code == 0, result.output
    assert (runs / "linkage_base.txt").read_text().strip() in {"suppression", "entity_label"}

    result = runner.invoke(app, ["report", "--scores", str(results / "scores"), "--runs", str(runs),
                                 "--detected", str(detected), "--output", str(results), "--no-plots"])
    assert result.exit_code == 0, result.output
    assert (results / "summary.md").exists() and (results / "compare.html").exists()


def test_an_llm_method_refuses_to_start_without_its_model(tmp_path, detected):
    # the component would fail closed to entity labels on every document: a run of labels labelled "intact"
    with pytest.raises((FileNotFoundError, ValueError), match="GGUF|llama-cpp"):
        run_sanitize("intact", detected, tmp_path / "runs" / "intact", llm_model=str(tmp_path / "missing.gguf"))
    assert not (tmp_path / "runs" / "intact" / EDITS_FILE).exists()


def test_plot_labels_of_tied_methods_are_merged_and_near_ones_stacked():
    from spacy_sanitize.experiments.plots import label_positions

    points = [(0.80, 0.30, "ns3", "s"), (0.80, 0.30, "nad", "s"), (0.801, 0.301, "entity_label", "b"),
              (1.0, 0.6, "none", "r")]
    placed = label_positions(points)
    texts = [text for _, text, _ in placed]
    assert "ns3, nad" in texts and "entity_label" in texts and "none" in texts and len(placed) == 3
    offsets = {text: offset for _, text, offset in placed}
    assert offsets["ns3, nad"] != offsets["entity_label"]  # stacked, not printed over each other
    assert offsets["none"] == (5, 4)


def test_score_attacks_every_method_with_the_same_reid_claims(tmp_path, detected, monkeypatch):
    """Semantic re-identification in `score`: claims of the originals extracted once, reused for every method."""
    pytest.importorskip("rouge_score")
    import zlib

    import numpy as np

    import spacy_sanitize.metrics.semantic_reid.attack as reid  # the stage that links and judges

    def hashed_bag_of_words(texts):  # the sentence embedder, without a model
        vectors = np.zeros((len(texts), 64), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                vectors[row, zlib.crc32(word.encode()) % 64] += 1.0
        return vectors

    monkeypatch.setattr(reid, "sentence_embedder", lambda *args, **kwargs: hashed_bag_of_words)
    given: list[dict[str, list[str]]] = []
    real = reid.run_semantic_reid

    def recording(docs, llm=None, **options):
        given.append(dict(options.get("claims") or {}))
        return real(docs, llm, **options)

    monkeypatch.setattr(reid, "run_semantic_reid", recording)
    runs = tmp_path / "runs"
    for name in ("suppression", "entity_label"):
        run_sanitize(name, detected, runs / name)
    summary = run_score(runs, detected, ["suppression", "entity_label"], tmp_path / "scores", metrics=["reid"],
                        subset_docs=2, log=lambda line: None)
    assert not summary.errors, summary.errors
    assert len(given) == len(summary.computed) >= 3  # none, suppression, entity_label
    assert given[0] == {} and all(set(claims) == set(given[1]) and claims for claims in given[1:])
    scores = {method: json.loads((tmp_path / "scores" / f"{method}.json").read_text())["views"]["subset"]
              ["metrics"]["reid"]["scores"] for method in ("none", "suppression")}
    assert scores["none"]["reid_lexical_privacy"] < scores["suppression"]["reid_lexical_privacy"]
