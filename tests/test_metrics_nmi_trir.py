"""NMI (clustering utility) and TRIR (re-identification risk) on tiny, hand-made data.

Offline: the encoders are 2-layer BERTs with a tiny vocabulary, created and
saved to ``tmp_path`` by the tests; nothing is read from ``../shared``.
"""

import json

import numpy as np
import pytest
import spacy
from spacy.training import Example

from spacy_sanitize.doc_model import register_extensions
from spacy_sanitize.metrics.inputs import docs_from_replacements
from spacy_sanitize.metrics.nmi import DocumentEmbedder, clear_caches, score_nmi, token_windows
from spacy_sanitize.metrics.trir import (
    TfidfReidentifier,
    TransformerReidentifier,
    load_background,
    make_tfidf_reidentifier,
    score_trir,
    word_windows,
)

torch = pytest.importorskip("torch")
pytest.importorskip("sklearn")
transformers = pytest.importorskip("transformers")

PEOPLE = {
    "case-1": ("Anna Berg", "Oslo", "tax fraud bank account money"),
    "case-2": ("Boris Kahn", "Riga", "tax fraud bank loan money"),
    "case-3": ("Carla Diaz", "Madrid", "tax fraud bank debt money"),
    "case-4": ("Dmitri Orlov", "Kazan", "prison detention cell guard"),
    "case-5": ("Elif Demir", "Izmir", "prison detention cell police"),
    "case-6": ("Farid Nasri", "Tunis", "prison detention cell judge"),
}


def make_text(doc_id: str, repeats: int = 3) -> str:
    name, city, topic = PEOPLE[doc_id]
    sentence = f"The applicant {name} lives in {city}. The case concerns {topic}. "
    return sentence * repeats


TEXTS = {doc_id: make_text(doc_id) for doc_id in PEOPLE}


def identifiers(doc_id: str, text: str):
    """Edits suppressing the name and city of a text."""
    name, city, _ = PEOPLE[doc_id]
    edits = []
    for target in (name, city):
        start = text.find(target)
        while start >= 0:
            edits.append([start, start + len(target), ""])
            start = text.find(target, start + 1)
    return edits


@pytest.fixture(scope="module")
def nlp():
    register_extensions()
    return spacy.blank("en")


@pytest.fixture(scope="module")
def tiny_encoder(tmp_path_factory):
    """A 2-layer BERT (hidden size 32) and a word-level vocabulary, saved like a Hugging Face model."""
    from transformers import BertConfig, BertModel, BertTokenizerFast

    path = tmp_path_factory.mktemp("tiny-bert")
    words = sorted({w.strip(".,").lower() for text in TEXTS.values() for w in text.split()} | {"."})
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words
    (path / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    BertTokenizerFast(vocab_file=str(path / "vocab.txt"), do_lower_case=True).save_pretrained(path)
    config = BertConfig(vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, max_position_embeddings=64)
    torch.manual_seed(0)
    BertModel(config).save_pretrained(path)
    clear_caches()
    yield str(path)
    clear_caches()


def docs_with(nlp, replacements, texts=TEXTS):
    return docs_from_replacements(nlp, texts, replacements, method="test")


NMI_SETTINGS = dict(k_values=[2, 3], n_clusterings=2, n_init=3, max_length=16, batch_size=8)


# ---------------------------------------------------------------- NMI


def test_windows_cover_the_whole_text(tiny_encoder):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_encoder)
    text = TEXTS["case-1"]
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    windows = token_windows(tokenizer, text, max_length=10)
    assert all(len(w) <= 10 and w[0] == tokenizer.cls_token_id and w[-1] == tokenizer.sep_token_id for w in windows)
    assert [i for w in windows for i in w[1:-1]] == ids
    assert token_windows(tokenizer, "", max_length=10) == [[tokenizer.cls_token_id, tokenizer.sep_token_id]]
    overlapping = token_windows(tokenizer, text, max_length=10, overlap=3)
    assert overlapping[1][1:4] == overlapping[0][-4:-1]


def test_embeddings_are_cached_per_text_and_normalised(tiny_encoder):
    embedder = DocumentEmbedder(tiny_encoder, max_length=16)
    first = embedder.embed([TEXTS["case-1"], TEXTS["case-2"]])
    again = embedder.embed([TEXTS["case-2"], TEXTS["case-1"]])
    assert first.shape == (2, 32)
    np.testing.assert_array_equal(first[::-1], again)
    np.testing.assert_allclose(np.linalg.norm(first, axis=1), 1.0, rtol=1e-5)
    # a longer window changes the vectors, so it is a separate cache entry
    assert not np.allclose(DocumentEmbedder(tiny_encoder, max_length=32).embed([TEXTS["case-1"]])[0], first[0])


def test_embeddings_do_not_depend_on_the_batch(tiny_encoder):
    texts = [TEXTS["case-1"], "short", TEXTS["case-4"] * 2]
    together = DocumentEmbedder(tiny_encoder, max_length=16, batch_size=8)._compute(texts)
    alone = [DocumentEmbedder(tiny_encoder, max_length=16, batch_size=1)._compute([t])[0] for t in texts]
    np.testing.assert_allclose(np.stack(together), np.stack(alone), rtol=1e-4, atol=1e-5)


def test_nmi_is_one_without_edits(nlp, tiny_encoder):
    scores = score_nmi(docs_with(nlp, {}), model=tiny_encoder, **NMI_SETTINGS)
    assert scores["nmi"] == 1.0
    assert scores["nmi_runs"] == [1.0, 1.0]
    assert scores["nmi_k"] in (2, 3)
    assert set(scores["nmi_silhouettes"]) == {"2", "3"}
    assert 0.0 <= scores["nmi_original_stability"] <= 1.0
    assert scores["nmi_n_docs"] == 6


def test_nmi_is_near_zero_when_everything_is_suppressed(nlp, tiny_encoder):
    everything = {doc_id: [[0, len(text), ""]] for doc_id, text in TEXTS.items()}
    scores = score_nmi(docs_with(nlp, everything), model=tiny_encoder, k=2, **NMI_SETTINGS)
    assert scores["nmi_k"] == 2
    assert scores["nmi"] < 0.05


def test_nmi_of_a_partial_sanitization_lies_in_between(nlp, tiny_encoder):
    partial = {doc_id: identifiers(doc_id, text) for doc_id, text in TEXTS.items()}
    scores = score_nmi(docs_with(nlp, partial), model=tiny_encoder, **NMI_SETTINGS)
    assert 0.0 <= scores["nmi"] <= 1.0


def test_nmi_can_drop_mask_marks(nlp, tiny_encoder):
    from spacy_sanitize.metrics.inputs import read_sanitized
    from spacy_sanitize.metrics.nmi import sanitized_texts

    text = "Anna Berg met Boris in Oslo."
    docs = docs_with(nlp, {"x": [[0, 9, "[PERSON_1]"], [14, 19, "someone"], [23, 27, "LOC"]]}, {"x": text})
    items = read_sanitized(docs)
    assert sanitized_texts(items) == ["[PERSON_1] met someone in LOC."]
    assert sanitized_texts(items, remove_mask_marks=True) == [" met someone in ."]


def test_k_by_inertia_finds_the_elbow_of_separated_blobs():
    from spacy_sanitize.metrics.nmi import choose_k_by_inertia

    rng = np.random.default_rng(0)
    centres = rng.normal(size=(4, 8)) * 10
    points = np.concatenate([centre + rng.normal(size=(30, 8)) * 0.1 for centre in centres])
    k, inertias = choose_k_by_inertia(points, (2, 4, 8, 16, 32), n_init=5)
    assert k == 4  # four blobs: the inertia curve bends at 4
    assert set(inertias) == {2, 4, 8, 16, 32} and inertias[2] > inertias[4] > inertias[32]


def test_nmi_chooses_k_by_inertia_when_asked(nlp, tiny_encoder):
    scores = score_nmi(docs_with(nlp, {}), model=tiny_encoder, k_selection="inertia", **NMI_SETTINGS)
    assert scores["nmi"] == 1.0 and scores["nmi_k"] in (2, 3)
    with pytest.raises(ValueError, match="k_selection"):
        score_nmi(docs_with(nlp, {}), model=tiny_encoder, k_selection="elbows", **NMI_SETTINGS)


def test_nmi_rejects_too_few_documents(nlp, tiny_encoder):
    with pytest.raises(ValueError):
        score_nmi(docs_with(nlp, {}, {"a": "one", "b": "two"}), model=tiny_encoder)


# ---------------------------------------------------------------- background knowledge


def test_background_files_are_merged_without_contained_texts(tmp_path):
    full = tmp_path / "full.json"
    excerpt = tmp_path / "excerpt.json"
    full.write_text(json.dumps({"a": "\ufeffAlpha text, long version.", "b": "Beta."}), encoding="utf-8")
    excerpt.write_text(json.dumps({"a": "Alpha text", "c": "Gamma.", "b": "Other beta.", "d": ""}), encoding="utf-8")
    background = load_background([full, excerpt])
    assert background == {"a": "Alpha text, long version.", "b": "Other beta.\n\nBeta.", "c": "Gamma."}
    assert load_background({"x": "y", "z": "w"}) == {"x": "y", "z": "w"}


def test_word_windows():
    assert word_windows("", 4, 1) == [""]
    assert word_windows("a b c d e f g", 4, 1) == ["a b c d", "d e f g"]
    assert word_windows("a b c", 4, 1) == ["a b c"]
    with pytest.raises(ValueError):
        word_windows("a", 2, 2)


# ---------------------------------------------------------------- TRIR


def test_a_perfect_attacker_reidentifies_every_unsanitized_document(nlp):
    scores = score_trir(docs_with(nlp, {}), TfidfReidentifier(window_words=12, window_overlap=3), TEXTS)
    assert scores["trir"] == 1.0
    assert scores["trir_n_reidentified"] == scores["trir_n_docs"] == 6
    assert sorted(scores["trir_reidentified"]) == sorted(TEXTS)
    assert scores["trir_n_individuals"] == 6
    assert scores["trir_chance"] == pytest.approx(1 / 6)


def test_everything_suppressed_leaves_chance_level(nlp):
    attacker = TfidfReidentifier(window_words=12, window_overlap=3)
    everything = {doc_id: [[0, len(text), ""]] for doc_id, text in TEXTS.items()}
    scores = score_trir(docs_with(nlp, everything), attacker, TEXTS)
    # every empty text gets the same guess: at most one individual is right
    assert scores["trir_n_reidentified"] <= 1
    assert scores["trir"] <= scores["trir_chance"]


def test_the_attacker_is_fitted_once_per_background(nlp):
    attacker = TfidfReidentifier(window_words=12, window_overlap=3)
    assert attacker.ensure_fitted(TEXTS) is True
    model = attacker.model_
    assert attacker.ensure_fitted(dict(TEXTS)) is False
    partial = {doc_id: identifiers(doc_id, text) for doc_id, text in TEXTS.items()}
    scores = score_trir(docs_with(nlp, partial), attacker, TEXTS)
    assert attacker.model_ is model
    assert 0.0 <= scores["trir"] <= 1.0
    # an already fitted attacker needs no background; another background refits it
    assert score_trir(docs_with(nlp, {}), attacker)["trir"] == 1.0
    bigger = dict(TEXTS, **{"case-7": "Someone else entirely, in Bergen, about a house."})
    assert attacker.ensure_fitted(bigger) is True
    assert attacker.classes_[-1] == "case-7"


def test_documents_without_background_count_as_not_reidentified(nlp):
    background = {k: v for k, v in TEXTS.items() if k != "case-6"}
    scores = score_trir(docs_with(nlp, {}), TfidfReidentifier(window_words=12, window_overlap=3), background)
    assert scores["trir_n_without_background"] == 1
    assert scores["trir"] == pytest.approx(5 / 6)


def test_trir_needs_doc_ids(nlp):
    doc = nlp.make_doc("no id here")
    with pytest.raises(ValueError):
        score_trir([doc], TfidfReidentifier(), TEXTS)


def test_registered_tfidf_reidentifiers_are_shared():
    assert make_tfidf_reidentifier(window_words=50) is make_tfidf_reidentifier(window_words=50)
    assert make_tfidf_reidentifier(window_words=50) is not make_tfidf_reidentifier(window_words=60)


def test_masked_copy_adds_ner_masked_background(nlp, tmp_path):
    masker = spacy.blank("en")
    masker.add_pipe("entity_ruler").add_patterns(
        [{"label": "PERSON", "pattern": PEOPLE[k][0]} for k in PEOPLE]
        + [{"label": "GPE", "pattern": PEOPLE[k][1]} for k in PEOPLE]
    )
    masker.to_disk(tmp_path / "masker")
    from spacy_sanitize.metrics.trir import ner_masked_copy

    masked = ner_masked_copy({"case-1": TEXTS["case-1"]}, str(tmp_path / "masker"))
    assert masked["case-1"].startswith("The applicant PERSON lives in GPE.")
    attacker = TfidfReidentifier(window_words=12, window_overlap=3, masked_copy=str(tmp_path / "masker"))
    assert score_trir(docs_with(nlp, {}), attacker, TEXTS)["trir"] == 1.0


def test_transformer_reidentifier_trains_for_one_epoch(nlp, tiny_encoder, tmp_path):
    attacker = TransformerReidentifier(
        tiny_encoder, epochs=1, max_length=16, overlap=4, batch_size=4, learning_rate=1e-3,
        pretraining_epochs=1, cache_dir=str(tmp_path / "cache"), device="cpu",
    )
    before = transformers.AutoModel.from_pretrained(tiny_encoder).embeddings.word_embeddings.weight.detach().clone()
    scores = score_trir(docs_with(nlp, {}), attacker, TEXTS)
    assert len(attacker.training_log_) == 1 and np.isfinite(attacker.training_log_[0]["loss"])
    after = attacker.model_.bert.embeddings.word_embeddings.weight.detach()
    assert not torch.allclose(before, after)  # the encoder itself was trained
    assert attacker.model_.config.num_labels == 6
    assert 0.0 <= scores["trir"] <= 1.0
    assert set(attacker.predict(["The applicant Anna Berg lives in Oslo."])) <= set(TEXTS)
    # a second attacker with the same settings loads the fitted one from the cache
    again = TransformerReidentifier(
        tiny_encoder, epochs=1, max_length=16, overlap=4, batch_size=4, learning_rate=1e-3,
        pretraining_epochs=1, cache_dir=str(tmp_path / "cache"), device="cpu",
    )
    again.fit(TEXTS)
    assert again.training_log_ == attacker.training_log_
    texts = list(TEXTS.values())
    np.testing.assert_allclose(again.decision_scores(texts), attacker.decision_scores(texts), rtol=1e-5, atol=1e-5)


# ---------------------------------------------------------------- scorers in nlp.evaluate


def test_scorers_in_nlp_evaluate(tiny_encoder, tmp_path):
    background = tmp_path / "background.json"
    background.write_text(json.dumps(TEXTS), encoding="utf-8")
    pipeline = spacy.blank("en")
    ruler = pipeline.add_pipe(
        "span_ruler",
        config={
            "spans_key": "pii",
            "scorer": {
                "@scorers": "spacy_sanitize.trir_scorer.v1",
                "background": [str(background)],
                "reidentifier": {"@misc": "spacy_sanitize.TfidfReidentifier.v1", "window_words": 12,
                                 "window_overlap": 3},
            },
        },
    )
    ruler.add_patterns([{"label": "PERSON", "pattern": name} for name, _, _ in PEOPLE.values()])
    pipeline.add_pipe(
        "pii_replacer",
        config={
            "strategy": {"@misc": "spacy_sanitize.Suppression.v1"},
            "scorer": {"@scorers": "spacy_sanitize.nmi_scorer.v1", "model": tiny_encoder, "k": 2,
                       "n_clusterings": 2, "n_init": 3, "max_length": 16},
        },
    )
    examples = []
    for doc_id, text in TEXTS.items():
        predicted, reference = pipeline.make_doc(text), pipeline.make_doc(text)
        predicted._.doc_id = reference._.doc_id = doc_id
        examples.append(Example(predicted, reference))
    scores = pipeline.evaluate(examples)
    assert scores["nmi_k"] == 2 and 0.0 <= scores["nmi"] <= 1.0
    assert scores["trir_n_docs"] == 6 and 0.0 <= scores["trir"] <= 1.0
    assert scores["trir_n_individuals"] == 6
