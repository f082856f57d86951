"""``spacy evaluate`` on a saved sanitizing pipeline, and the combined scorer.

Offline and small: the pipeline is built here (a span_ruler and the rules-only
``pii_detector`` writing ``doc.spans["pii"]``, then ``pii_replacer`` scored by
``spacy_sanitize.sanitization_scorer.v1`` with TRIR on a TF-IDF attacker and NER
consistency under an untrained two-label NER saved to ``tmp_path``); nothing
is read from ``../shared`` and no GGUF or masked LM is loaded.
"""

import json
import os
import subprocess
import sys
from typing import Any

import pytest
import spacy
from spacy.tokens import DocBin
from spacy.training import Example
from thinc.api import Config

from spacy_sanitize.doc_model import register_extensions
from spacy_sanitize.metrics.combined import SECONDS_KEY, SanitizationScorer, make_sanitization_scorer, merge_scores
from spacy_sanitize.metrics.inputs import as_docs, read_sanitized
from spacy_sanitize.tab.scorer import make_tab_scorer

pytest.importorskip("sklearn")

PEOPLE = {
    "case-1": ("Anna Berg", "Oslo", "tax fraud bank account money"),
    "case-2": ("Boris Kahn", "Riga", "tax fraud bank loan money"),
    "case-3": ("Carla Diaz", "Madrid", "prison detention cell guard"),
    "case-4": ("Dmitri Orlov", "Kazan", "prison detention cell judge"),
}


def make_text(doc_id: str) -> str:
    name, city, topic = PEOPLE[doc_id]
    sentence = f"The applicant {name} lives in {city}. The case concerns {topic}. "
    return sentence * 2 + "The judgment was delivered on 3 May 2001."


TEXTS = {doc_id: make_text(doc_id) for doc_id in PEOPLE}


def gold_doc(nlp, doc_id: str):
    """The reference: names, cities and the date; Madrid is left out of the ruler (a miss)."""
    name, city, _ = PEOPLE[doc_id]
    text = TEXTS[doc_id]
    doc = nlp.make_doc(text)
    doc._.doc_id = doc_id
    spans = []
    for target, label in ((name, "PERSON"), (city, "LOC"), ("3 May 2001", "DATETIME")):
        start = text.find(target)
        while start >= 0:
            spans.append(doc.char_span(start, start + len(target), label=label))
            start = text.find(target, start + 1)
    doc.spans["pii"] = sorted(spans, key=lambda s: s.start)
    return doc


# ---------------------------------------------------------------- the combined scorer


def fake(scores: dict[str, Any], seen: list[int]):
    def scorer(examples, **kwargs):
        seen.append(len(list(examples)))
        return dict(scores)

    return scorer


def test_combined_scorer_merges_metrics_and_reports_their_times():
    a, b = [], []
    scorer = make_sanitization_scorer({"a": fake({"x": 1}, a), "b": fake({"y": 2}, b), "off": None})
    scores = scorer([object()] * 3, labels=())
    assert scores["x"] == 1 and scores["y"] == 2
    assert set(scores[SECONDS_KEY]) == {"a", "b"}
    assert a == b == [3]


def test_combined_scorer_refuses_a_key_two_metrics_return():
    scorer = SanitizationScorer({"a": fake({"x": 1, "y": 0}, []), "b": fake({"x": 2}, [])})
    with pytest.raises(ValueError, match="'a' and 'b' both return the score 'x'"):
        scorer([object()])
    with pytest.raises(ValueError, match="both return"):
        merge_scores([("a", {"k": 1}), ("b", {"k": 1})])


def test_combined_scorer_limits_documents_globally_and_per_metric():
    seen: dict[str, list[int]] = {"a": [], "b": [], "c": []}
    scorer = make_sanitization_scorer(
        {name: fake({name: 0}, seen[name]) for name in seen},
        max_docs=4,
        max_docs_per_metric={"b": 2, "c": None},
    )
    scorer([object()] * 10)
    assert seen == {"a": [4], "b": [2], "c": [10]}


def test_combined_scorer_rejects_bad_settings():
    with pytest.raises(ValueError, match="not a metric"):
        make_sanitization_scorer({"a": fake({}, [])}, max_docs_per_metric={"ppl": 2})
    with pytest.raises(ValueError, match="positive integer"):
        make_sanitization_scorer({"a": fake({}, [])}, max_docs=0)
    with pytest.raises(TypeError, match="not a scorer"):
        make_sanitization_scorer({"a": "spacy_sanitize.tps_scorer.v1"})
    with pytest.raises(ValueError, match="at least one metric"):
        make_sanitization_scorer({"a": None})


def test_a_failing_metric_is_named():
    def broken(examples, **kwargs):
        raise OSError("no model")

    with pytest.raises(RuntimeError, match="metric 'ppl' failed: OSError: no model"):
        make_sanitization_scorer({"ppl": broken})([object()])


@spacy.registry.scorers("test_spacy_evaluate.constant.v1")
def make_constant_scorer(key: str, value: float = 1.0):
    return lambda examples, **kwargs: {key: value}


def test_combined_scorer_resolves_from_a_config():
    """Registered metrics as nested blocks (confection refuses them under Dict[str, Callable])."""
    config = Config().from_str(
        """
        [scorer]
        @scorers = "spacy_sanitize.sanitization_scorer.v1"

        [scorer.max_docs_per_metric]
        one = 1

        [scorer.metrics]
        off = null

        [scorer.metrics.one]
        @scorers = "test_spacy_evaluate.constant.v1"
        key = "first"

        [scorer.metrics.two]
        @scorers = "test_spacy_evaluate.constant.v1"
        key = "second"
        value = 2.0
        """
    )
    scorer = spacy.registry.resolve(config)["scorer"]
    assert scorer.limit("one") == 1 and scorer.limit("two") is None
    scores = scorer([])
    assert scores["first"] == 1.0 and scores["second"] == 2.0


# ---------------------------------------------------------------- doc ids and span scores


def test_metrics_take_the_doc_id_from_the_reference():
    register_extensions()
    nlp = spacy.blank("en")
    reference = nlp.make_doc("Anna met Bert.")
    reference._.doc_id = "case-9"
    from_reference = Example(nlp.make_doc(reference.text), reference)
    own = nlp.make_doc(reference.text)
    own._.doc_id = "own"
    kept = Example(own, reference)
    neither = Example(nlp.make_doc("x"), nlp.make_doc("x"))
    assert [d._.doc_id for d in as_docs([from_reference, kept, neither])] == ["case-9", "own", None]
    assert [d.doc_id for d in read_sanitized([from_reference, kept])] == ["case-9", "own"]


def test_tab_scorer_adds_spacys_span_scores():
    register_extensions()
    nlp = spacy.blank("en")
    examples = []
    for doc_id in PEOPLE:
        reference = gold_doc(nlp, doc_id)
        predicted = nlp.make_doc(reference.text)
        predicted.spans["pii"] = [s for s in (predicted.char_span(x.start_char, x.end_char, label=x.label_)
                                              for x in reference.spans["pii"]) if s.label_ == "PERSON"]
        examples.append(Example(predicted, reference))
    scores = make_tab_scorer(span_key="pii")(iter(examples))
    assert scores["spans_pii_p"] == 1.0 and scores["spans_pii_r"] == pytest.approx(0.4)
    assert scores["spans_pii_per_type"]["PERSON"]["r"] == 1.0
    assert scores["spans_pii_per_type"]["LOC"]["r"] == 0.0
    assert 0.0 < scores["tab_token_recall"] < 1.0 and scores["tab_n_docs"] == 4
    edits_scores = make_tab_scorer(span_key="pii", source="edits")(examples)
    assert not any(key.startswith("spans_") for key in edits_scores)


# ---------------------------------------------------------------- spacy evaluate


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A saved sanitizing pipeline and a gold DocBin with doc ids."""
    register_extensions()
    root = tmp_path_factory.mktemp("spacy-evaluate")
    background = root / "background.json"
    background.write_text(json.dumps(TEXTS), encoding="utf-8")

    ner_nlp = spacy.blank("en")
    ner = ner_nlp.add_pipe("ner")
    for label in ("PERSON", "GPE"):
        ner.add_label(label)
    ner_nlp.initialize()
    ner_nlp.to_disk(root / "tiny_ner")

    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("span_ruler", config={"spans_key": "pii", "scorer": None})
    nlp.add_pipe(
        "pii_detector",
        # no cue words either: they would find the city the ruler leaves out ("lives in Madrid"), the miss
        # the scores below count on
        config={"span_key": "pii", "sources": {"model": None, "ner": None, "known_names": None, "cues": None},
                "keep_existing": True,
                "scorer": {"@scorers": "spacy_sanitize.tab_scorer.v1", "span_key": "pii"}},
    )
    nlp.add_pipe(
        "pii_replacer",
        config={
            "span_key": "pii",
            "scorer": {
                "@scorers": "spacy_sanitize.sanitization_scorer.v1",
                "max_docs_per_metric": {"ner_consistency": 2},
                "metrics": {
                    "trir": {
                        "@scorers": "spacy_sanitize.trir_scorer.v1",
                        "background": [str(background)],
                        "reidentifier": {"@misc": "spacy_sanitize.TfidfReidentifier.v1", "window_words": 12,
                                         "window_overlap": 3},
                    },
                    "ner_consistency": {"@scorers": "spacy_sanitize.ner_consistency_scorer.v1",
                                        "model": str(root / "tiny_ner")},
                },
            },
        },
    )
    nlp.initialize()  # clears the span_ruler's patterns: add them afterwards
    ruler.add_patterns([{"label": "PERSON", "pattern": name} for name, _, _ in PEOPLE.values()]
                       + [{"label": "LOC", "pattern": city} for _, city, _ in PEOPLE.values() if city != "Madrid"])
    nlp.to_disk(root / "pipeline")

    docbin = DocBin(store_user_data=True)
    for doc_id in PEOPLE:
        docbin.add(gold_doc(nlp, doc_id))
    docbin.to_disk(root / "gold.spacy")
    return root


def spacy_evaluate(root, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONWARNINGS": "ignore", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
           "TOKENIZERS_PARALLELISM": "false"}
    command = [sys.executable, "-m", "spacy", "evaluate", str(root / "pipeline"), str(root / "gold.spacy"),
               "--spans-key", "pii", *args]
    proc = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, cwd=root)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


@pytest.mark.slow
def test_spacy_evaluate_prints_the_detectors_span_scores(saved):
    out = spacy_evaluate(saved).stdout
    for row in ("SPAN P", "SPAN R", "SPAN F"):
        assert row in out
    # per-type table: PERSON found everywhere, LOC missed in one document of four
    assert "SPANS (per type)" in out and "PERSON" in out and "LOC" in out


@pytest.mark.slow
def test_spacy_evaluate_per_component_writes_every_metric(saved):
    output = saved / "scores.json"
    spacy_evaluate(saved, "--per-component", "--output", str(output))
    scores = json.loads(output.read_text(encoding="utf-8"))
    detector, replacer = scores["pii_detector"], scores["pii_replacer"]
    assert detector["tab_n_docs"] == 4 and 0.0 < detector["tab_token_recall"] < 1.0
    assert detector["tab_token_precision"] == 1.0
    assert detector["spans_pii_p"] == 1.0 and detector["spans_pii_r"] < 1.0
    assert detector["spans_pii_per_type"]["PERSON"]["f"] == 1.0
    # the metrics of the replacer, with doc ids from the gold DocBin
    assert replacer["trir_n_docs"] == 4 and 0.0 <= replacer["trir"] <= 1.0
    assert replacer["trir_n_individuals"] == 4
    assert set(replacer["trir_reidentified"]) <= set(PEOPLE)
    assert "ner_accuracy" in replacer and replacer["ner_edits"] > 0
    assert set(replacer[SECONDS_KEY]) == {"trir", "ner_consistency"}
    assert scores["span_ruler"] == {}


def test_perplexity_scorer_finds_its_model_by_catalogue_name(tmp_path, monkeypatch):
    """``model_key`` (a catalogue name, e.g. chat-small) resolves through the model store; no model is loaded."""
    from spacy_sanitize.metrics import perplexity

    model = tmp_path / "small.gguf"
    model.write_bytes(b"not a model")
    monkeypatch.setenv("SPACY_SANITIZE_MODELS", str(tmp_path / "store"))
    monkeypatch.setenv("SPACY_SANITIZE_LLM_GGUF_SMALL", str(model))
    monkeypatch.delenv("SPACY_SANITIZE_LLM_GGUF", raising=False)
    monkeypatch.setattr(perplexity, "score_perplexity", lambda docs, path, **options: {"path": str(path)})
    assert perplexity.make_perplexity_scorer(model_key="chat-small")([]) == {"path": str(model)}
    assert perplexity.make_perplexity_scorer(model_key="LLM_GGUF_0_5B")([]) == {"path": str(model)}
    explicit = perplexity.make_perplexity_scorer(model_path="/x.gguf", model_key="chat-small")
    assert explicit([]) == {"path": "/x.gguf"}
    with pytest.raises(FileNotFoundError, match="spacy-sanitize models fetch chat"):
        perplexity.make_perplexity_scorer(model_key="chat")([])
