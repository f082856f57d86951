"""mtc_infiller (MTC paper): masks, the phrase-extended output layer, infilling, privacy, serialisation.

Offline and fast: a 2-layer BertForMaskedLM with a tiny WordPiece vocabulary is
built in a temporary folder (64 positions, so longer texts need several
windows). "Rigged" copies raise the output bias of chosen words so that the
model's preferences are known in advance: then a test can make the model
propose the original and check that it is passed over. MATCH needs
en_core_web_sm (the tests that use it skip without it).
"""

import json
import re
import shutil
import subprocess
import sys

import numpy as np
import pytest
import spacy

from conftest import build_tiny_mlm, component_config
from spacy_sanitize.doc_model import PII_SPAN_KEY, get_edits, register_extensions, sanitize_doc_text
from spacy_sanitize.mtc.acceptance import CandidateCheck
from spacy_sanitize.mtc.head import PhraseHead
from spacy_sanitize.mtc.infill import InfillSettings, restore_case
from spacy_sanitize.mtc.masking import build_masked_sequence, mask_count, piece_ranges
from spacy_sanitize.mtc.windows import plan_windows, window_of

pytest.importorskip("transformers")
register_extensions()

TEXT = (
    "The applicant, Mr John Smith, was born in Oslo in 1960. He appealed to the Oslo District Court. "
    "Mr Smith later moved to Bergen, where he lived until 2001."
)
SPANS = [  # (text, label, entity id)
    ("John Smith", "PERSON", "e1"),
    ("Oslo", "LOC", None),
    ("1960", "DATETIME", None),
    ("Oslo District Court", "ORG", None),
    ("Smith", "PERSON", "e1"),
    ("Bergen", "LOC", None),
    ("2001", "DATETIME", None),
]
TRAINING_SENTENCES = {
    "district court": "the appeal was lodged with the {} in bergen on {} may .",
    "supreme court": "the {} dismissed the appeal on points of law in {} .",
    "human rights": "the convention on {} protects the applicant since {} .",
}
EXTRA_WORDS = (
    "police court government ministry city town london paris berlin lawyer judge the a of "
    "in on and was were years june july 1990 1995 2000 one two three four five six seven eight nine ten"
)
RIG = {"oslo": 25.0, "bergen": 20.0, "paris": 15.0}  # output biases of the rigged model


def _build_mlm(folder, rig=None):
    texts = [TEXT, EXTRA_WORDS] + list(TRAINING_SENTENCES.values()) + list(TRAINING_SENTENCES)
    return build_tiny_mlm(folder, texts, rig=rig)


@pytest.fixture(scope="module")
def tiny_mlm(tmp_path_factory):
    return _build_mlm(tmp_path_factory.mktemp("tiny_mlm"))


@pytest.fixture(scope="module")
def rigged_mlm(tmp_path_factory):
    return _build_mlm(tmp_path_factory.mktemp("rigged_mlm"), RIG)


def _fingerprint(path):
    from spacy_sanitize.mtc.mlm import get_masked_lm

    return get_masked_lm(path).load().fingerprint()


def _head(path, mlm, phrases, biases, kind="mtc", fingerprint=None):
    rows = np.zeros((len(phrases), 32), dtype=np.float32)
    head = PhraseHead(phrases, rows, np.asarray(biases, dtype=np.float32), kind=kind,
                      meta={"mlm": mlm, "mlm_fingerprint": fingerprint or _fingerprint(mlm)})
    return str(head.to_disk(path))


@pytest.fixture(scope="module")
def analysis_available():
    from spacy_sanitize.intact.matching import load_analysis_pipeline

    try:
        load_analysis_pipeline("en_core_web_sm")
    except OSError as error:
        pytest.skip(f"en_core_web_sm is not installed ({error})")


def make_doc(text=TEXT, spans=SPANS):
    doc = spacy.blank("en").make_doc(text)
    doc._.doc_id = "doc-1"
    made, cursor = [], 0
    for span_text, label, entity_id in spans:
        start = text.index(span_text, cursor)
        cursor = start + len(span_text)
        span = doc.char_span(start, start + len(span_text), label=label)
        span._.pii_entity_id = entity_id
        made.append(span)
    doc.spans[PII_SPAN_KEY] = made
    return doc


def make_nlp(mlm, **config):
    nlp = spacy.blank("en")
    config.setdefault("match_original", False)
    nlp.add_pipe("mtc_infiller", config=component_config("mtc_infiller", {"mlm": mlm, **config}))
    return nlp


def replacements(doc):
    return [(s.text, s._.pii_replacement) for s in doc.spans[PII_SPAN_KEY]]


def assert_no_original(doc):
    output = sanitize_doc_text(doc).text
    for span_text in {s.text for s in doc.spans[PII_SPAN_KEY]}:
        assert not re.search(r"(?<!\w)" + re.escape(span_text) + r"(?!\w)", output, re.I), (span_text, output)


# -- masks ---------------------------------------------------------------------------------------
def test_mask_counts_per_method():
    assert [mask_count("ns3", n) for n in (1, 2, 7)] == [3, 3, 3]
    assert [mask_count("nad", n) for n in (0, 1, 2, 7)] == [1, 1, 2, 7]
    assert mask_count("nad", 40, max_masks=16) == 16
    assert [mask_count(m, 5) for m in ("mtc", "ss_mtc", "SS-MTC")] == [1, 1, 1]
    with pytest.raises(ValueError, match="ns3, nad, mtc, ss_mtc"):
        mask_count("ns4", 2)


def test_masked_sequence_replaces_every_piece_of_a_span(tiny_mlm):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_mlm)
    text = "Mr Kowalczyk appealed to the Oslo District Court in 1960."
    spans = [(3, 12), (29, 48)]  # "Kowalczyk" (letter pieces), "Oslo District Court" (3 words)
    encoding = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    ranges = piece_ranges(encoding["offset_mapping"], spans)
    n_pieces = [hi - lo for lo, hi in ranges]
    assert n_pieces == [9, 3]
    mask_id = tokenizer.mask_token_id
    for method, expected in (("ns3", [3, 3]), ("nad", [9, 3]), ("mtc", [1, 1])):
        counts = [mask_count(method, n) for n in n_pieces]
        sequence = build_masked_sequence(encoding["input_ids"], ranges, counts, mask_id)
        assert [len(p) for p in sequence.positions] == expected
        assert (sequence.ids == mask_id).sum() == sum(expected)
        assert all((sequence.ids[p] == mask_id).all() for p in sequence.positions)
        words = tokenizer.decode([i for i in sequence.ids if i != mask_id])
        assert "oslo" not in words and "kowalczyk" not in words and "1960" in words


def test_windows_cover_the_document_with_context():
    windows = plan_windows(1000, 62, 10)
    assert all(w.end - w.start == 62 for w in windows)
    assert windows[0].core_start == 0 and windows[-1].core_end == 1000
    assert all(a.core_end == b.core_start for a, b in zip(windows, windows[1:], strict=False))
    for w in windows:
        assert w.start <= w.core_start - min(10, w.core_start) and w.core_end + min(10, 1000 - w.core_end) <= w.end
    assert list(window_of(np.array([0, 999]), windows)) == [0, len(windows) - 1]
    assert plan_windows(30, 62, 10)[0].end == 30


# -- the phrase head (EMAT) ---------------------------------------------------------------------
def test_phrase_head_extends_the_output_layer(tmp_path):
    rng = np.random.default_rng(0)
    head = PhraseHead(["oslo district court", "human rights"], rng.normal(size=(2, 8)), [0.5, -0.5], kind="ss_mtc",
                      counts=[12, 9], labels=["ORG", None], meta={"mlm_fingerprint": "abc"})
    features, vocab_logits = rng.normal(size=(3, 8)), rng.normal(size=(3, 20))
    extended = head.extended_logits(features, vocab_logits)
    assert extended.shape == (3, 22)
    np.testing.assert_allclose(extended[:, :20], vocab_logits, rtol=1e-6)
    np.testing.assert_allclose(extended[:, 20:], features @ head.rows.T + head.bias, rtol=1e-5)
    loaded = PhraseHead.from_disk(head.to_disk(tmp_path / "head"))
    assert loaded.phrases == head.phrases and loaded.kind == "ss_mtc" and loaded.labels == ["ORG", None]
    np.testing.assert_allclose(loaded.rows, head.rows, atol=2e-3)  # float16 on disk
    with pytest.raises(ValueError, match="Retrain"):
        loaded.check_compatible("other", 8)
    with pytest.raises(ValueError, match="dimensional"):
        loaded.check_compatible("abc", 16)


def test_training_the_phrase_rows_lowers_the_loss(tiny_mlm, tmp_path):
    from spacy_sanitize.mtc import train

    phrases = []
    for phrase, template in TRAINING_SENTENCES.items():
        examples = []
        for year in ("1990", "1995", "2000", "one", "two", "three", "four", "five", "six", "seven"):
            sentence = template.format(phrase, year)
            start = sentence.index(phrase)
            examples.append([sentence, start, start + len(phrase)])
        phrases.append({"text": phrase, "count": 10, "label": None, "examples": examples})
    phrases.append({"text": "court", "count": 50, "label": None, "examples": [["the court sat .", 4, 9]]})
    path = tmp_path / "phrases.json"
    path.write_text(json.dumps({"kind": "mtc", "phrases": phrases}), encoding="utf-8")
    metrics = train.main(["--phrases", str(path), "--output", str(tmp_path / "head"), "--mlm", tiny_mlm,
                          "--epochs", "15", "--lr", "0.05", "--batch-size", "8", "--val-fraction", "0.2", "--quiet"])
    history = [h for h in metrics["history"] if "epoch" in h]
    assert metrics["n_phrases"] == 3  # "court" is one wordpiece: a vocabulary row already
    assert history[-1]["train"]["loss"] < 0.5 * history[0]["train"]["loss"]
    assert metrics["after"]["val"]["loss"] < metrics["before"]["val"]["loss"]
    head = PhraseHead.from_disk(tmp_path / "head")
    assert head.phrases == list(TRAINING_SENTENCES) and head.mlm_fingerprint == _fingerprint(tiny_mlm)
    # a second run reuses the cached features
    again = train.main(["--phrases", str(path), "--output", str(tmp_path / "head"), "--mlm", tiny_mlm,
                        "--epochs", "1", "--val-fraction", "0.2", "--quiet"])
    assert again["feature_seconds"] == 0.0


# -- infilling ----------------------------------------------------------------------------------
@pytest.mark.parametrize("method,decoding", [("ns3", "left_to_right"), ("nad", "left_to_right"), ("ns3", "parallel")])
def test_naive_methods_replace_every_span_consistently(tiny_mlm, method, decoding):
    nlp = make_nlp(tiny_mlm, method=method, order=decoding)
    doc = nlp(make_doc())
    pairs = replacements(doc)
    assert all(r for _, r in pairs)
    assert pairs[0][1] == pairs[4][1]  # entity id e1: John Smith / Smith
    assert len({r for _, r in pairs}) == 6  # distinct entities, distinct surrogates
    details = [s._.pii_details for s in doc.spans[PII_SPAN_KEY]]
    assert {d["method"] for d in details} == {method}
    n_masks = [d["n_masks"] for d in details]
    assert n_masks == ([3] * 7 if method == "ns3" else [2, 1, 1, 3, 2, 1, 1])  # NAd: the first mention's pieces
    assert_no_original(doc)


def test_same_text_same_replacement_and_sampling_is_reproducible(tiny_mlm):
    text = "Oslo is large. The court in Oslo sat. Bergen is small. Oslo again."
    spans = [("Oslo", "LOC", None), ("Oslo", "LOC", None), ("Bergen", "LOC", None), ("Oslo", "LOC", None)]
    runs = []
    for _ in range(2):
        doc = make_nlp(tiny_mlm, method="ns3", sampling=True, temperature=2.0, top_k=20, seed=7)(make_doc(text, spans))
        pairs = replacements(doc)
        assert pairs[0][1] == pairs[1][1] == pairs[3][1]
        runs.append(pairs)
    assert runs[0] == runs[1]


def test_long_documents_go_through_windows(tiny_mlm):
    sentence = "Mr John Smith was born in Oslo in 1960 and moved to Bergen . "
    text = sentence * 12  # about 170 wordpieces for a model of 64 positions
    spans = [(t, label, None) for _ in range(12) for t, label in (("John Smith", "PERSON"), ("Oslo", "LOC"),
                                                                    ("Bergen", "LOC"))]
    doc = make_nlp(tiny_mlm, method="ns3", window_context=8)(make_doc(text, spans))
    assert len(get_edits(doc)) == 36 and all(r for _, r in replacements(doc))
    assert len({r for t, r in replacements(doc) if t == "Oslo"}) == 1
    assert_no_original(doc)


def test_mtc_chooses_from_phrases_and_vocabulary(rigged_mlm, tmp_path):
    head = _head(tmp_path / "head", rigged_mlm, ["human rights", "supreme court"], [40.0, 35.0])
    doc = make_nlp(rigged_mlm, method="mtc", head=head)(make_doc())
    pairs = replacements(doc)
    # in order of first mention: the two phrases, then the rigged words that repeat no sanitized span
    assert [r for _, r in pairs[:3]] == ["human rights", "supreme court", "paris"]
    assert pairs[4][1] == pairs[0][1] and len({r for _, r in pairs}) == 6
    details = [s._.pii_details for s in doc.spans[PII_SPAN_KEY]]
    assert [d["source"] for d in details[:3]] == ["phrase", "phrase", "token"]
    reasons = [reason for _, reason in details[2]["rejected"]]  # the date 1960: the phrases are taken, oslo and
    assert reasons[:2] == ["replaces another entity already"] * 2  # bergen are spans of the document
    assert reasons[2].startswith("repeats a sanitized span") and reasons[3].startswith("repeats a sanitized span")
    assert details[3]["method"] == "mtc" and details[3]["rank"] > 1
    assert_no_original(doc)
    phrases_only = make_nlp(rigged_mlm, method="mtc", head=head, single_tokens=False)(make_doc())
    assert [r for _, r in replacements(phrases_only)] == [
        "human rights", "supreme court", "DATETIME.1", "ORG.1", "human rights", "LOC.2", "DATETIME.2"]


def test_completion_equal_to_the_original_is_passed_over(rigged_mlm, tmp_path):
    head = _head(tmp_path / "head", rigged_mlm, ["human rights"], [-50.0])
    text, spans = "He lived in Oslo for years.", [("Oslo", "LOC", None)]
    doc = make_nlp(rigged_mlm, method="mtc", head=head)(make_doc(text, spans))
    span = doc.spans[PII_SPAN_KEY][0]
    assert span._.pii_replacement == "Bergen"  # "oslo" is the model's first choice, case restored
    assert span._.pii_details["rejected"][0] == ["Oslo", "equals the original"]
    assert span._.pii_details["rank"] == 2
    ns3 = make_nlp(rigged_mlm, method="nad")(make_doc(text, spans))
    assert ns3.spans[PII_SPAN_KEY][0]._.pii_replacement == "Bergen"
    assert ns3.spans[PII_SPAN_KEY][0]._.pii_details["rejected"][0][1] == "equals the original"


def test_completion_matching_the_original_is_passed_over(rigged_mlm, tmp_path, analysis_available):
    head = _head(tmp_path / "head", rigged_mlm, ["the Oslo District", "human rights"], [40.0, 30.0])
    text, spans = "The appeal went to Oslo Court in June.", [("Oslo Court", "ORG", None)]
    doc = make_nlp(rigged_mlm, method="mtc", head=head, match_original=True)(make_doc(text, spans))
    span = doc.spans[PII_SPAN_KEY][0]
    candidate, reason = span._.pii_details["rejected"][0]
    assert candidate == "the Oslo District" and reason.startswith("matches the original")
    assert span._.pii_replacement == "human rights"


@pytest.mark.parametrize(("best", "reason"), [
    ("the supreme court", "repeats a neighbouring word"),  # "the [the supreme court]"
    ("this judgment", "determiner after a determiner"),  # "the [this judgment]"
])
def test_a_completion_that_reads_wrong_after_the_text_is_passed_over(rigged_mlm, tmp_path, best, reason):
    head = _head(tmp_path / "head", rigged_mlm, [best, "human rights"], [40.0, 30.0])
    text, spans = "He appealed to the Oslo Court in June.", [("Oslo Court", "ORG", None)]
    doc = make_nlp(rigged_mlm, method="mtc", head=head)(make_doc(text, spans))
    span = doc.spans[PII_SPAN_KEY][0]
    assert span._.pii_details["rejected"][0] == [best, reason]
    assert span._.pii_replacement == "human rights"


def test_completions_lose_end_punctuation_the_original_lacks():
    from types import SimpleNamespace

    from spacy_sanitize.mtc.infill import Infiller, _Entity

    infiller = Infiller(SimpleNamespace(is_uncased=lambda: True), InfillSettings(method="ns3"))
    entity = _Entity("k", "ORG", ["Court of Appeal"], [0], 3, True)
    assert infiller._finish("the applicant .", entity, restore=True) == "The Applicant"
    assert infiller._finish(", court", entity, restore=False) == "court"
    assert infiller._finish("...", entity, restore=False) == ""
    dotted = _Entity("k", "PERSON", ["Smith Ltd."], [0], 3, True)
    assert infiller._finish("jones ltd.", dotted, restore=True) == "Jones Ltd."


def test_candidate_check_reasons(analysis_available):
    from spacy_sanitize.intact.matching import GuessMatcher, load_analysis_pipeline, load_freq_lemmas

    nlp = load_analysis_pipeline("en_core_web_sm")
    check = CandidateCheck(["Oslo", "Galip Yalman"], GuessMatcher(lambda: nlp, load_freq_lemmas()))
    assert check("- ,", ["Oslo"], "LOC") == "no letter or digit"
    assert check("of the", ["Oslo"], "LOC") == "stop words only"
    assert check(" oslo.", ["Oslo"], "LOC") == "equals the original"
    assert check("Mr Galip Yalman", ["Oslo"], "LOC").startswith("repeats a sanitized span")
    assert check("Yalman", ["Galip Yalman"], "PERSON").startswith("matches the original")
    assert check("Bergen", ["Oslo"], "LOC") is None


def test_settings_are_checked():
    with pytest.raises(ValueError, match="left_to_right"):
        InfillSettings(method="ns3", decoding="random")
    with pytest.raises(ValueError, match="temperature"):
        InfillSettings(method="mtc", temperature=0)
    assert InfillSettings(method="SS-MTC").method == "ss_mtc"


def test_restore_case():
    assert restore_case("john doe", "Galip Yalman") == "John Doe"
    assert restore_case("ministry of the interior", "Court of Cassation") == "Ministry of the Interior"
    assert restore_case("echr", "ECHR") == "ECHR"
    assert restore_case("june 2001", "3 March 1999") == "June 2001"
    assert restore_case("two years", "ten years") == "two years"


# -- fail closed ---------------------------------------------------------------------------------
def test_no_acceptable_completion_falls_back_to_the_label(rigged_mlm, tmp_path):
    head = _head(tmp_path / "head", rigged_mlm, ["human rights"], [-50.0])
    text, spans = "He lived in Oslo for years.", [("Oslo", "LOC", None)]
    doc = make_nlp(rigged_mlm, method="mtc", head=head, n_candidates=1)(make_doc(text, spans))
    assert sanitize_doc_text(doc).text == "He lived in LOC.1 for years."
    (edit,) = get_edits(doc)
    assert edit.method == "entity_label" and edit.details["fallback"] == "no acceptable completion"
    nad = make_nlp(rigged_mlm, method="nad", max_attempts=1)(make_doc(text, spans))
    assert sanitize_doc_text(nad).text == "He lived in LOC.1 for years."


def test_a_failing_model_falls_back_to_labels(tiny_mlm, monkeypatch, caplog):
    nlp = make_nlp(tiny_mlm, method="ns3")
    component = nlp.get_pipe("mtc_infiller")
    infiller = component.load()

    def broken(*args, **kwargs):
        raise RuntimeError("model returned garbage")

    monkeypatch.setattr(infiller, "infill", broken)
    doc = nlp(make_doc())
    assert "model returned garbage" in caplog.text
    assert {e.method for e in get_edits(doc)} == {"fail_closed"}
    assert sanitize_doc_text(doc).text.startswith("The applicant, Mr PERSON.1, was born in LOC.1 in DATETIME.1.")
    assert_no_original(doc)


def test_missing_head_or_model_says_how_to_fix(tmp_path, tiny_mlm):
    nlp = make_nlp(tiny_mlm, method="ss_mtc", head=str(tmp_path / "nothing"))
    with pytest.raises(FileNotFoundError, match="build-phrases"):
        nlp(make_doc())
    wrong = _head(tmp_path / "wrong", tiny_mlm, ["human rights"], [0.0], fingerprint="0123456789abcdef")
    with pytest.raises(ValueError, match="train-mtc"):
        make_nlp(tiny_mlm, method="mtc", head=wrong).initialize()
    with pytest.raises(OSError, match="SPACY_SANITIZE_MLM"):
        make_nlp(str(tmp_path / "no-model"), method="ns3")(make_doc())


# -- serialisation ------------------------------------------------------------------------------
def test_to_disk_from_disk_needs_neither_the_model_folder_nor_the_head(rigged_mlm, tmp_path):
    model_copy = tmp_path / "model"
    shutil.copytree(rigged_mlm, model_copy)
    head = _head(tmp_path / "head", str(model_copy), ["human rights", "supreme court"], [5.0, 4.0])
    nlp = make_nlp(str(model_copy), method="mtc", head=head)
    nlp.initialize()
    before = replacements(nlp(make_doc()))
    nlp.to_disk(tmp_path / "pipeline")
    shutil.rmtree(model_copy)
    shutil.rmtree(head)
    loaded = spacy.load(tmp_path / "pipeline")
    assert replacements(loaded(make_doc())) == before
    assert (tmp_path / "pipeline" / "mtc_infiller" / "mlm" / "config.json").exists()


# -- build-phrases ------------------------------------------------------------------------------
def test_build_phrases_noun_chunks_with_their_sentences(tmp_path, analysis_available):
    from spacy_sanitize.mtc import phrases

    background = {f"case{i}": "The Regional Court dismissed the appeal. The applicant complained to the Regional "
                  f"Court again in {1990 + i}. He then wrote to the Ministry of Justice." for i in range(4)}
    background["test-case"] = "The Secret Tribunal met. The Secret Tribunal met again. The Secret Tribunal slept."
    (tmp_path / "bg.json").write_text(json.dumps(background), encoding="utf-8")
    (tmp_path / "ids.json").write_text(json.dumps([{"doc_id": "test-case", "text": "x"}]), encoding="utf-8")
    result = phrases.main(["--kind", "mtc", "--output", str(tmp_path / "out.json"), "--background",
                           str(tmp_path / "bg.json"), "--exclude-doc-ids", str(tmp_path / "ids.json"),
                           "--min-freq", "3", "--sentences", "5"])
    found = {p["text"].lower(): p for p in result["phrases"]}
    assert found["the regional court"]["count"] == 8 and found["the appeal"]["count"] == 4
    assert not any("secret" in text for text in found)  # excluded document
    assert all(p["count"] >= 3 for p in result["phrases"])
    entry = found["the regional court"]
    assert len(entry["examples"]) == 5
    for sentence, start, end in entry["examples"]:
        assert sentence[start:end].lower() == "the regional court" and "." in sentence
    with pytest.raises(SystemExit, match="test text"):
        phrases.main(["--kind", "mtc", "--output", str(tmp_path / "x.json"), "--background",
                      str(tmp_path / "tab_test.json")])


def test_phrase_spelling():
    from spacy_sanitize.mtc.phrases import is_heading, sentence_case, trim

    assert [sentence_case(p) for p in ("This judgment", "The European Court", "A Chamber", "Mr Smith", "I")] == [
        "this judgment", "the European Court", "a Chamber", "Mr Smith", "I"]
    assert is_heading("RELEVANT DOMESTIC LAW") and not is_heading("ECHR") and not is_heading("the ECHR")
    text = "\ufeff### II. (Application no. 1)"
    start, end = trim(text, 0, 9)
    assert text[start:end] == "II"


def test_build_phrases_sensitive_spans_keep_their_type():
    from spacy_sanitize.mtc.phrases import Occurrence, build_phrases

    texts = ["He moved to Ankara. Ankara is big.", "Ankara again. Mr Smith came."]
    occurrences = [Occurrence(0, 12, 18, 0, 19, "LOC"), Occurrence(0, 20, 26, 20, 34, "LOC"),
                   Occurrence(1, 0, 6, 0, 13, "LOC"), Occurrence(1, 14, 22, 14, 28, "PERSON")]
    result = build_phrases("ss_mtc", texts, min_freq=2, max_phrases=10, sentences=2, occurrences=occurrences)
    (entry,) = result["phrases"]
    assert entry["text"] == "Ankara" and entry["count"] == 3 and entry["label"] == "LOC"
    assert len(entry["examples"]) == 2 and all(s[a:b] == "Ankara" for s, a, b in entry["examples"])


# -- packaging ----------------------------------------------------------------------------------
def test_component_module_imports_no_heavy_library():
    # spaCy itself brings torch in (thinc); what the component may not add is transformers & co.
    probe = ("import sys, spacy; before = set(sys.modules); import spacy_sanitize.components.mtc_infiller; "
             "print(sorted({m.split('.')[0] for m in set(sys.modules) - before} & "
             "{'torch', 'transformers', 'sentence_transformers', 'llama_cpp', 'sklearn'}))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_package_head_refuses_large_heads(tmp_path, tiny_mlm):
    from spacy_sanitize.mtc.package import package_head

    head = _head(tmp_path / "head", tiny_mlm, ["human rights"], [0.0], fingerprint="0123456789abcdef")
    dest = package_head(head, tmp_path / "shipped")
    assert sorted(p.name for p in dest.iterdir()) == ["head.npz", "meta.json", "phrases.json"]
    with pytest.raises(SystemExit, match="max-mb"):
        package_head(head, tmp_path / "shipped2", max_mb=0.0001)
