"""The greedy NER decoder gives spaCy's entities, span for span, on models built in the test."""

import numpy
import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.detection.greedy_ner import GreedyNerDecoder, pipeline_entities

LABELS = ("PERSON", "LOC", "ORG", "DATETIME", "CODE")
WORDS = ["Anna", "Berg", "met", "Jon", "in", "Oslo", "on", "3", "May", "2019", ".", ",", "(", ")", "ACME",
         "Ltd", "the", "court", "  ", "\n", "\n\n", "Dr", "-", "905-674-3793", "Smith", "'s", "RE:", "x"]


def _listening_ner(seed: int, hidden: int = 16, pieces: int = 2, tied: bool = False):
    """tok2vec + a listening ner (the shipped detector's layout) with random weights everywhere, so that
    every kind of action wins somewhere, and start actions raised so that entities are frequent."""
    nlp = spacy.blank("en")
    nlp.add_pipe("tok2vec", config={"model": {"@architectures": "spacy.HashEmbedCNN.v2", "width": 24, "depth": 1,
                                              "embed_size": 300, "window_size": 1, "maxout_pieces": 2,
                                              "subword_features": True, "pretrained_vectors": None}})
    nlp.add_pipe("ner", config={"model": {
        "@architectures": "spacy.TransitionBasedParser.v2", "state_type": "ner", "extra_state_tokens": False,
        "hidden_width": hidden, "maxout_pieces": pieces, "use_upper": True,
        "tok2vec": {"@architectures": "spacy.Tok2VecListener.v1", "width": 24}}})
    for label in LABELS:
        nlp.get_pipe("ner").add_label(label)
    nlp.initialize()
    rng = numpy.random.default_rng(seed)
    model = nlp.get_pipe("ner").model
    for layer in (model.get_ref("lower"), model.get_ref("upper")):
        for name in layer.param_names:
            value = layer.get_param(name)
            layer.set_param(name, rng.standard_normal(value.shape).astype("float32"))
    if tied:  # every action scores the same: the first valid one must win, as in spaCy
        upper = model.get_ref("upper")
        for name in upper.param_names:
            upper.set_param(name, numpy.zeros_like(upper.get_param(name)))
        bias = upper.get_param("b").copy()
        moves = nlp.get_pipe("ner").moves
        out = [moves.get_class_name(i) for i in range(moves.n_moves)].index("O")
        bias[out] = -1.0  # but O, so that entities begin
        upper.set_param("b", bias)
    return nlp


def _spacy_entities(nlp, docs):
    return [[(ent.start_char, ent.end_char, ent.label_) for ent in nlp.get_pipe("ner")(doc).ents] for doc in docs]


def _encoded(nlp, texts, sentence_starts=()):
    docs = [nlp.make_doc(text) for text in texts]
    for doc in docs:
        for i in sentence_starts:
            if 0 < i < len(doc):
                doc[i].is_sent_start = True
    return [nlp.get_pipe("tok2vec")(doc) for doc in docs]


@pytest.fixture(scope="module")
def random_ners():
    return [_listening_ner(seed) for seed in range(3)] + [_listening_ner(7, hidden=8, pieces=3), _listening_ner(9, tied=True)]


def test_decoder_matches_spacy_on_random_models(random_ners) -> None:
    rng = numpy.random.default_rng(1)
    texts = [" ".join(rng.choice(WORDS, size=int(rng.integers(1, 60)))) for _ in range(60)] + ["x", "  "]
    for nlp in random_ners[:4]:
        decoder = GreedyNerDecoder.for_pipeline(nlp)
        assert decoder is not None
        docs = _encoded(nlp, texts)
        expected = _spacy_entities(nlp, docs)
        assert sum(map(len, expected)) > 100  # the test means something: many entities, of many lengths
        assert len({end - start for doc in expected for start, end, _ in doc}) > 5
        assert decoder(docs) == expected


@settings(max_examples=60, deadline=None)
@given(words=st.lists(st.sampled_from(WORDS), min_size=0, max_size=40),
       starts=st.lists(st.integers(min_value=1, max_value=40), max_size=4),
       which=st.integers(min_value=0, max_value=4))
def test_decoder_matches_spacy_with_sentence_starts_and_white_space(random_ners, words, starts, which) -> None:
    """Entities never begin on white space or run over a sentence start, and equal scores go to the first
    valid action, exactly as in spaCy's decoder."""
    nlp = random_ners[which]
    docs = _encoded(nlp, [" ".join(words)], sentence_starts=starts)
    assert GreedyNerDecoder.for_pipeline(nlp)(docs) == _spacy_entities(nlp, docs)


def test_pipeline_entities_is_spacy_pipe_in_order(random_ners) -> None:
    nlp = random_ners[0]
    texts = ["Anna Berg met Jon in Oslo.", "", "ACME Ltd ( Oslo ) 905-674-3793", "Dr Smith 's court"] * 5
    expected = [[(e.start_char, e.end_char, e.label_) for e in doc.ents] for doc in nlp.pipe(texts)]
    assert list(pipeline_entities(nlp, texts, batch_size=3)) == expected


def test_models_the_decoder_does_not_cover_run_through_spacy() -> None:
    """A beam-search NER (and any model without the parser's lower/upper layers) is left to spaCy."""
    nlp = spacy.blank("en")
    nlp.add_pipe("beam_ner")
    nlp.get_pipe("beam_ner").add_label("PERSON")
    nlp.initialize()
    assert GreedyNerDecoder.for_pipeline(nlp) is None  # no component called "ner"
    nlp.rename_pipe("beam_ner", "ner")
    assert GreedyNerDecoder.for_pipeline(nlp) is None  # beam width 4
    texts = ["Anna Berg met Jon in Oslo.", "x"]
    expected = [[(e.start_char, e.end_char, e.label_) for e in doc.ents] for doc in nlp.pipe(texts)]
    assert list(pipeline_entities(nlp, texts, batch_size=2)) == expected
