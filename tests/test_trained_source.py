"""The trained-model source inside pii_detector: loading, windowing, serialisation."""

import random

import pytest
import spacy
from spacy.training import Example

from spacy_sanitize.detection.trained import TrainedSpans

SENTENCES = [
    ("Mr Smith lives in Oslo.", [(0, 8, "PERSON"), (18, 22, "LOC")]),
    ("Ms Jones moved to Bergen.", [(0, 8, "PERSON"), (18, 24, "LOC")]),
    ("Mr Brown was born in Oslo.", [(0, 8, "PERSON"), (21, 25, "LOC")]),
    ("Ms Green works in Bergen.", [(0, 8, "PERSON"), (18, 24, "LOC")]),
]


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    """A tiny CNN NER trained in the test on TAB labels (seconds, no download)."""
    nlp = spacy.blank("en")
    nlp.add_pipe("ner", config={"model": {"tok2vec": {"@architectures": "spacy.HashEmbedCNN.v2", "width": 32,
                                                       "depth": 1, "embed_size": 500, "window_size": 1,
                                                       "maxout_pieces": 2, "subword_features": True,
                                                       "pretrained_vectors": None}}})
    examples = [Example.from_dict(nlp.make_doc(t), {"entities": ents}) for t, ents in SENTENCES]
    optimizer = nlp.initialize(lambda: examples)
    random.seed(0)
    for _ in range(40):
        random.shuffle(examples)
        nlp.update(examples, sgd=optimizer, drop=0.0)
    path = tmp_path_factory.mktemp("tiny_ner")
    nlp.to_disk(path)
    return path


def detector_pipeline(path):
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"include_titles": True, "sources": {
        "ner": None, "rules": None, "cues": None, "known_names": None,
        "model": {"@misc": "spacy_sanitize.TrainedSpans.v1", "path": str(path), "window_chars": 40, "context_chars": 10},
    }})
    return nlp


def test_trained_source_finds_spans_across_windows(tiny_model):
    nlp = detector_pipeline(tiny_model)
    text = " ".join(t for t, _ in SENTENCES) * 3  # longer than one window
    doc = nlp(text)
    found = [(s.text, s.label_, s._.pii_source) for s in doc.spans["pii"]]
    assert ("Mr Smith", "PERSON", "model") in found
    assert found.count(("Mr Smith", "PERSON", "model")) == 3  # each mention once, none lost at cuts


def test_saved_pipeline_carries_the_model(tiny_model, tmp_path):
    nlp = detector_pipeline(tiny_model)
    doc = nlp("Ms Jones lives in Oslo.")
    before = [(s.start_char, s.end_char, s.label_) for s in doc.spans["pii"]]
    assert before
    nlp.to_disk(tmp_path / "pipeline")
    assert (tmp_path / "pipeline" / "pii_detector" / "model" / "ner").exists()
    # the saved pipeline no longer needs the training folder
    config = nlp.config.copy()
    config["components"]["pii_detector"]["sources"]["model"]["path"] = str(tmp_path / "gone")
    config.to_disk(tmp_path / "pipeline" / "config.cfg")
    loaded = spacy.load(tmp_path / "pipeline")
    doc = loaded("Ms Jones lives in Oslo.")
    assert [(s.start_char, s.end_char, s.label_) for s in doc.spans["pii"]] == before


def test_missing_model_is_a_clear_error(tmp_path):
    source = TrainedSpans(path=str(tmp_path / "nope"))
    with pytest.raises(OSError, match="Can't load the NER model"):
        source(spacy.blank("en")("text"))


def test_ner_pipeline_keeps_the_encoder_its_ner_listens_to(tmp_path):
    """A ner that listens to a shared encoder (tok2vec here; a transformer works
    the same way) must keep that encoder; other components are dropped."""
    from spacy_sanitize.detection.ner_backoff import load_ner_pipeline

    nlp = spacy.blank("en")
    nlp.add_pipe("tok2vec", name="encoder")
    nlp.add_pipe("ner", config={"model": {
        "@architectures": "spacy.TransitionBasedParser.v2", "state_type": "ner", "extra_state_tokens": False,
        "hidden_width": 8, "maxout_pieces": 2, "use_upper": True,
        "tok2vec": {"@architectures": "spacy.Tok2VecListener.v1", "width": 96, "upstream": "encoder"}}})
    nlp.add_pipe("sentencizer")
    nlp.get_pipe("ner").add_label("PERSON")
    nlp.initialize()
    nlp.to_disk(tmp_path / "listening")
    loaded = load_ner_pipeline(str(tmp_path / "listening"))
    assert loaded.pipe_names == ["encoder", "ner"]
    loaded("Ms Demir lives in Ankara.")  # runs: the listener gets its encoder's output


def test_blas_ops_gemm_matches_thinc_in_every_layout() -> None:
    """BlasOps only swaps the kernel: same products as thinc's blis, with transposes and ``out``."""
    import numpy
    from thinc.api import NumpyOps

    from spacy_sanitize.detection.blas_ops import BlasOps

    rng = numpy.random.default_rng(0)
    x = rng.standard_normal((7, 5)).astype("float32")
    y = rng.standard_normal((5, 3)).astype("float32")
    reference, blas = NumpyOps(), BlasOps()
    for trans1, trans2, a, b in ((False, False, x, y), (True, False, x.T.copy(), y), (False, True, x, y.T.copy())):
        expected = reference.gemm(a, b, trans1=trans1, trans2=trans2)
        numpy.testing.assert_allclose(blas.gemm(a, b, trans1=trans1, trans2=trans2), expected, rtol=1e-5, atol=1e-5)
        out = numpy.zeros_like(expected)
        assert blas.gemm(a, b, out=out, trans1=trans1, trans2=trans2) is out
        numpy.testing.assert_allclose(out, expected, rtol=1e-5, atol=1e-5)


def test_use_blas_switches_every_cpu_layer_and_keeps_predictions() -> None:
    import numpy
    import spacy
    from thinc.api import NumpyOps

    from spacy_sanitize.detection.blas_ops import BlasOps, use_blas

    nlp = spacy.blank("en")
    nlp.add_pipe("tok2vec")
    nlp.initialize()
    tok2vec = nlp.get_pipe("tok2vec")
    docs = [nlp.make_doc("Anna Berg met Jon Smith in Oslo on Monday."), nlp.make_doc("Call 905-674-3793.")]
    before = tok2vec.predict(docs)
    use_blas(nlp)
    nodes = list(tok2vec.model.walk())
    assert any(isinstance(node.ops, BlasOps) for node in nodes)
    assert not any(type(node.ops) is NumpyOps for node in nodes)
    for old, new in zip(before, tok2vec.predict(docs), strict=True):
        numpy.testing.assert_allclose(new, old, rtol=1e-4, atol=1e-5)


def _output_bias(source: TrainedSpans):
    from spacy_sanitize.detection.start_bias import _output_layer

    layer, param = _output_layer(source.nlp)
    return layer.get_param(param).copy()


def test_start_bias_raises_only_the_start_actions_and_saves_the_weights_as_trained(tiny_model, tmp_path):
    as_trained = TrainedSpans(path=str(tiny_model), start_bias=0.0)
    biased = TrainedSpans(path=str(tiny_model), start_bias={"PERSON": 2.0})
    ner = biased.nlp.get_pipe("ner")
    names = [ner.moves.get_class_name(i) for i in range(ner.moves.n_moves)]
    shift = _output_bias(biased) - _output_bias(as_trained)
    for name, value in zip(names, shift, strict=True):
        assert value == pytest.approx(2.0 if name in ("B-PERSON", "U-PERSON") else 0.0)
    biased.to_disk(tmp_path / "saved")
    reloaded_as_trained = TrainedSpans(start_bias=0.0).from_disk(tmp_path / "saved")
    assert (_output_bias(reloaded_as_trained) == _output_bias(as_trained)).all()  # no bias baked in
    assert (_output_bias(TrainedSpans(start_bias={"PERSON": 2.0}).from_disk(tmp_path / "saved"))
            == _output_bias(biased)).all()  # applied once on load, not twice


def test_start_bias_trades_precision_for_recall(tiny_model):
    text = "Mr Smith met Anna in Oslo and Ms Jones in Bergen."

    def covered(bias):
        found = TrainedSpans(path=str(tiny_model), start_bias=bias)(spacy.blank("en")(text))
        return {i for c in found for i in range(c.start, c.end) if not text[i].isspace()}

    trained, eager, reluctant = covered(0.0), covered(50.0), covered(-50.0)
    assert trained and trained < eager  # a huge bias starts a span at every token: more is covered
    assert reluctant == set()  # and a huge negative one never starts one


def test_start_bias_is_set_in_the_config(tiny_model):
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"include_titles": True, "sources": {"model": {
        "@misc": "spacy_sanitize.TrainedSpans.v1", "path": str(tiny_model), "start_bias": {"LOC": 0.5}}}})
    assert nlp.get_pipe("pii_detector").sources["model"].start_bias == {"LOC": 0.5}
