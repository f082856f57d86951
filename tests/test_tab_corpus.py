"""TAB corpus readers, spaCy Docs/Examples/DocBins and the registered scorer.

Fixtures (``tests/fixtures/``):

* ``tab_official_mini.json`` - hand-made, official schema. ``mini-o1`` has two
  annotators, ``mini-o2`` one.
* ``tab_reconstruction_mini.json`` - the schema of ``../shared/data/tab``: an
  excerpt of TAB test document 001-101231 (see its ``_source``) and a
  hand-made ``mini-r2``.
"""

import json
from fractions import Fraction
from pathlib import Path

import pytest
import spacy
from spacy.tokens import DocBin
from spacy.training import Example

from spacy_sanitize.doc_model import add_edit
from spacy_sanitize.errors import DocumentError
from spacy_sanitize.tab.corpus import (
    TabCorpus,
    convert_tab,
    create_tab_reader,
    gold_from_docs,
    make_gold_doc,
    read_docbin,
    read_gold,
    read_tab,
    tab_to_docs,
)
from spacy_sanitize.tab.evaluation import TabEvaluator
from spacy_sanitize.tab.scorer import make_tab_scorer, score_tab

FIXTURES = Path(__file__).parent / "fixtures"
OFFICIAL = FIXTURES / "tab_official_mini.json"
RECONSTRUCTION = FIXTURES / "tab_reconstruction_mini.json"
SHARED_TAB = Path(__file__).resolve().parents[2] / "shared" / "data" / "tab"

TEXT_O1 = "Mr John Smith, born in 1960, lives in Oslo. Smith sued Norway on 3 May 2001."


def at(text: str, sub: str, occurrence: int = 0):
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(sub, start + 1)
    return start, start + len(sub)


def approx(value):
    return pytest.approx(float(value))


@pytest.fixture
def nlp():
    return spacy.blank("en")


def write_json(tmp_path: Path, data) -> Path:
    path = tmp_path / "tab.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf8")
    return path


# ---------------------------------------------------------------------------
# Parsing both schemas
# ---------------------------------------------------------------------------


def test_official_schema_is_parsed_with_all_annotators():
    docs = read_tab(OFFICIAL)
    assert [d.doc_id for d in docs] == ["mini-o1", "mini-o2"]
    o1 = docs[0]
    assert o1.schema == "official" and o1.dataset_type == "test"
    assert o1.annotators == ("annotator1", "annotator2")
    assert len(o1.mentions) == 12
    gold = o1.to_gold()
    assert gold.has_identifier_types
    assert {e.annotator for e in gold.entities} == {"annotator1", "annotator2"}
    smith = [e for e in gold.entities if e.entity_id == "mini-o1_a1_e1"][0]
    assert [TEXT_O1[m.start : m.end] for m in smith.mentions] == ["Mr John Smith", "Smith"]
    assert smith.is_direct and smith.entity_type == "PERSON"
    assert o1.mentions[0].mention_id == "mini-o1_a1_em1"


def test_reconstruction_schema_groups_mentions_by_normalised_text():
    docs = read_tab(RECONSTRUCTION)
    assert [d.schema for d in docs] == ["reconstruction", "reconstruction"]
    r2 = docs[1]
    gold = r2.to_gold()
    assert not gold.has_identifier_types
    assert all(m.need_masking for m in gold.mentions)
    ids = {r2.text[m.start : m.end]: m.entity_id for m in gold.mentions}
    assert ids["Anna Berg"] == ids["ANNA BERG"]
    assert ids["Ms Anna Berg"] != ids["Anna Berg"]
    assert len({ids["Bergen"], ids["Oslo"], ids["1970"]}) == 3


def test_read_gold_scores_the_official_mini_by_hand():
    # Predictions: doc 1 masks "John Smith", "1960", "Oslo", "3 May 2001"; doc 2 is missing.
    preds = {"mini-o1": [at(TEXT_O1, s) for s in ("John Smith", "1960", "Oslo", "3 May 2001")]}
    scores = TabEvaluator(read_gold(OFFICIAL)).evaluate(preds)
    # Mentions: a1 4/5 (Smith#2 missed), a2 3/4 (Smith#2), doc 2 0/2 -> 7/11.
    assert scores["mention_recall"] == approx(Fraction(7, 11))
    # Tokens: a1 8/9 (Mr skipped), a2 6/7, doc 2 0/3 -> 14/19.
    assert scores["token_recall"] == approx(Fraction(14, 19))
    # Entities: a1 3/4 (Smith), a2 2/3 (Smith), doc 2 0/2 -> 5/9.
    assert scores["entity_recall"] == approx(Fraction(5, 9))
    assert scores["entity_recall_direct"] == 0.0
    assert scores["mention_recall_direct"] == 0.5
    assert scores["token_recall_direct"] == approx(Fraction(5, 7))
    assert scores["mention_recall_quasi"] == approx(Fraction(5, 7))
    assert scores["token_recall_quasi"] == 0.75
    # Precision: "Oslo" is masked by annotator1 only (NO_MASK for annotator2).
    assert scores["token_precision"] == approx(Fraction(13, 14))
    assert scores["mention_precision"] == approx(Fraction(7, 8))
    assert scores["token_recall_per_type"] == {
        "DATETIME": 1.0,
        "DEM": 0.0,
        "LOC": 1.0,
        "PERSON": approx(Fraction(5, 7)),
        "QUANTITY": 0.0,
    }
    assert scores["mention_recall_per_type"]["PERSON"] == 0.5


def test_mixed_schema_files_are_read_per_document(tmp_path: Path):
    data = json.loads(OFFICIAL.read_text("utf8")) + json.loads(RECONSTRUCTION.read_text("utf8"))
    docs = read_tab(write_json(tmp_path, data))
    assert [d.schema for d in docs] == ["official", "official", "reconstruction", "reconstruction"]


# ---------------------------------------------------------------------------
# Bad input names the document
# ---------------------------------------------------------------------------


def reconstruction_doc(**mention_changes):
    text = "Anna Berg lives in Oslo."
    mention = {"start_offset": 0, "end_offset": 9, "entity_type": "PERSON", "span_text": "Anna Berg"}
    mention.update(mention_changes)
    return {"doc_id": "bad-1", "text": text, "dataset_type": "test", "mentions": [mention]}


@pytest.mark.parametrize(
    "changes",
    [{"end_offset": 99, "span_text": None}, {"start_offset": -1}, {"start_offset": 9}, {"start_offset": "0"}],
)
def test_out_of_range_gold_offsets_name_the_document(tmp_path: Path, changes):
    path = write_json(tmp_path, [reconstruction_doc(**changes)])
    with pytest.raises(DocumentError, match="'bad-1'.*mention 0"):
        read_tab(path)


def test_span_text_mismatch_names_the_document(tmp_path: Path):
    path = write_json(tmp_path, [reconstruction_doc(span_text="Anna Borg")])
    with pytest.raises(DocumentError, match="'bad-1'.*span_text 'Anna Borg' differs"):
        read_tab(path)


def test_official_schema_errors_name_the_document(tmp_path: Path):
    data = json.loads(OFFICIAL.read_text("utf8"))
    data[1]["annotations"]["annotator1"]["entity_mentions"][0]["identifier_type"] = "SECRET"
    with pytest.raises(DocumentError, match="'mini-o2'.*identifier_type 'SECRET'"):
        read_tab(write_json(tmp_path, data))
    data = json.loads(OFFICIAL.read_text("utf8"))
    del data[0]["annotations"]["annotator2"]["entity_mentions"][3]["entity_id"]
    with pytest.raises(DocumentError, match="'mini-o1'.*missing \\['entity_id'\\]"):
        read_tab(write_json(tmp_path, data))


def test_unknown_schema_and_duplicates_are_rejected(tmp_path: Path):
    with pytest.raises(DocumentError, match="'x'.*neither 'annotations'"):
        read_tab(write_json(tmp_path, [{"doc_id": "x", "text": "t"}]))
    doc = reconstruction_doc()
    with pytest.raises(DocumentError, match="'bad-1'.*twice"):
        read_tab(write_json(tmp_path, [doc, doc]))
    with pytest.raises(ValueError, match="expected a JSON list"):
        read_tab(write_json(tmp_path, {"doc_id": "x"}))


# ---------------------------------------------------------------------------
# spaCy Docs and the reader
# ---------------------------------------------------------------------------


def test_tab_to_docs_sets_spans_and_attributes(nlp):
    docs = tab_to_docs(nlp, OFFICIAL)
    doc = docs[0]
    assert doc._.doc_id == "mini-o1"
    spans = doc.spans["pii"]
    assert [(s.text, s.label_) for s in spans] == [
        ("Mr John Smith", "PERSON"),
        ("1960", "DATETIME"),
        ("Oslo", "LOC"),
        ("Smith", "PERSON"),
        ("Norway", "ORG"),
        ("3 May 2001", "DATETIME"),
    ]
    assert [s._.pii_identifier_type for s in spans] == ["DIRECT", "QUASI", "QUASI", "DIRECT", "NO_MASK", "QUASI"]
    assert spans[0]._.pii_entity_id == spans[3]._.pii_entity_id == "mini-o1_a1_e1"
    assert spans[0]._.pii_source == "gold"
    assert not doc.ents


def test_annotator_choice(nlp):
    doc = make_gold_doc(nlp, read_tab(OFFICIAL)[0], annotator="annotator2")
    assert doc.spans["pii"][0].text == "John Smith"
    assert [s._.pii_identifier_type for s in doc.spans["pii"] if s.text == "Oslo"] == ["NO_MASK"]
    with pytest.raises(DocumentError, match="'mini-o2'.*no annotations by 'annotator2'"):
        tab_to_docs(nlp, OFFICIAL, annotator="annotator2")


def test_spans_are_expanded_to_tokens_and_ents_are_optional(nlp, tmp_path: Path):
    text = "Call Smithson today, Anna."
    data = [
        {
            "doc_id": "x1",
            "text": text,
            "mentions": [
                {"start_offset": 5, "end_offset": 10, "entity_type": "PERSON"},  # "Smith" inside "Smithson"
                {"start_offset": 5, "end_offset": 19, "entity_type": "MISC"},  # overlaps the first
                {"start_offset": 21, "end_offset": 25, "entity_type": "PERSON"},
            ],
        }
    ]
    doc = tab_to_docs(nlp, write_json(tmp_path, data), span_key="gold", set_ents=True)[0]
    assert [(s.text, s.label_) for s in doc.spans["gold"]] == [
        ("Smithson", "PERSON"),
        ("Smithson today", "MISC"),
        ("Anna", "PERSON"),
    ]
    assert [(e.text, e.label_) for e in doc.ents] == [("Smithson today", "MISC"), ("Anna", "PERSON")]


def test_reader_yields_examples_with_doc_ids(nlp):
    reader = spacy.registry.readers.get("spacy_sanitize.TabCorpus.v1")(path=RECONSTRUCTION, limit=1)
    examples = list(reader(nlp))
    assert len(examples) == 1
    eg = examples[0]
    assert eg.predicted._.doc_id == eg.reference._.doc_id == "001-101231"
    assert not eg.predicted.spans.get("pii")
    assert len(eg.reference.spans["pii"]) == 9
    assert eg.reference.spans["pii"][3].text == "Mr Ruslan Kurkaev"
    assert eg.reference.spans["pii"][3]._.pii_identifier_type is None


def test_reader_in_nlp_evaluate_with_the_registered_scorer(nlp):
    ruler = nlp.add_pipe(
        "span_ruler",
        config={"spans_key": "pii", "scorer": {"@scorers": "spacy_sanitize.tab_scorer.v1", "span_key": "pii"}},
    )
    ruler.add_patterns(
        [
            {"label": "PERSON", "pattern": "John Smith"},
            {"label": "DATETIME", "pattern": "1960"},
            {"label": "DATETIME", "pattern": "3 May 2001"},
        ]
    )
    scores = nlp.evaluate(create_tab_reader(OFFICIAL)(nlp))
    # annotator1 only: doc 1 mentions 3/5, doc 2 0/2; tokens 7/9 + 0/3; entities 2/4 + 0/2.
    assert scores["tab_mention_recall"] == approx(Fraction(3, 7))
    assert scores["tab_token_recall"] == approx(Fraction(7, 12))
    assert scores["tab_entity_recall"] == approx(Fraction(1, 3))
    assert scores["tab_token_precision"] == 1.0
    assert scores["tab_mention_precision"] == 1.0
    assert scores["tab_token_f1"] == approx(2 * (7 / 12) / (1 + 7 / 12))
    assert scores["tab_token_recall_direct"] == 0.75
    assert scores["tab_token_recall_per_type"]["DATETIME"] == 1.0
    assert scores["tab_n_docs"] == 2


def test_score_tab_from_edits(nlp):
    reference = tab_to_docs(nlp, OFFICIAL)[0]
    predicted = nlp.make_doc(reference.text)
    predicted._.doc_id = reference._.doc_id
    add_edit(predicted, *at(TEXT_O1, "John"), "[NAME]", method="test")
    add_edit(predicted, *at(TEXT_O1, "John Smith"), "[PERSON]", method="test")  # supersedes the first
    add_edit(predicted, *at(TEXT_O1, "Oslo"), "[LOC]", method="test")
    examples = [Example(predicted, reference)]
    scores = score_tab(examples, source="edits", per_type=False)
    assert scores["tab_mention_recall"] == approx(Fraction(2, 5))  # Mr John Smith, Oslo
    assert scores["tab_token_precision"] == 1.0
    assert scores["tab_n_predicted_spans"] == 2
    assert "tab_token_recall_per_type" not in scores
    # The span group is empty, so the spans source sees nothing.
    assert score_tab(examples, source="spans")["tab_mention_recall"] == 0.0


def test_score_tab_groups_gold_without_entity_ids_and_uses_indices(nlp):
    text = "Anna met anna."
    reference = nlp.make_doc(text)
    reference.spans["pii"] = [reference.char_span(0, 4, "PERSON"), reference.char_span(9, 13, "PERSON")]
    predicted = nlp.make_doc(text)
    predicted.spans["pii"] = [predicted.char_span(0, 4, "PERSON")]
    examples = [Example(predicted, reference), Example(predicted.copy(), reference.copy())]
    scores = score_tab(examples)
    assert scores["tab_n_docs"] == 2  # no doc ids: indices keep both documents
    assert scores["tab_mention_recall"] == 0.5
    assert scores["tab_entity_recall"] == 0.0  # "Anna" and "anna" are one entity
    assert scores["tab_token_recall_direct"] is None  # no identifier types in this gold


def test_scorer_rejects_unknown_source():
    with pytest.raises(ValueError, match="source"):
        make_tab_scorer(source="text")


def test_scorer_rejects_changed_text(nlp):
    reference = nlp.make_doc("Anna met Bert.")
    reference._.doc_id = "changed"
    with pytest.raises(DocumentError, match="'changed'.*text differs"):
        score_tab([Example(nlp.make_doc("XXXX met Bert."), reference)])


# ---------------------------------------------------------------------------
# DocBin
# ---------------------------------------------------------------------------


def test_docbin_round_trip_keeps_ids_and_attributes(tmp_path: Path, nlp):
    out = tmp_path / "corpus" / "mini.spacy"
    assert convert_tab(OFFICIAL, out) == 2
    docs = read_docbin(out)
    assert [d._.doc_id for d in docs] == ["mini-o1", "mini-o2"]
    spans = docs[0].spans["pii"]
    assert [s._.pii_identifier_type for s in spans] == ["DIRECT", "QUASI", "QUASI", "DIRECT", "NO_MASK", "QUASI"]
    assert spans[3]._.pii_entity_id == "mini-o1_a1_e1"
    # The same DocBin is also readable with DocBin directly (what `spacy evaluate` does).
    again = list(DocBin().from_disk(out).get_docs(nlp.vocab))
    assert again[1]._.doc_id == "mini-o2"

    # TAB gold rebuilt from the DocBin scores like the JSON gold of annotator1.
    preds = {"mini-o1": [at(TEXT_O1, s) for s in ("John Smith", "1960", "Oslo", "3 May 2001")]}
    from_docbin = TabEvaluator(gold_from_docs(docs)).evaluate(preds)
    assert from_docbin["mention_recall"] == approx(Fraction(4, 7))  # a1: 4/5, doc 2: 0/2
    assert from_docbin["mention_precision"] == 1.0


def test_corpus_object_is_reusable(nlp):
    corpus = TabCorpus(RECONSTRUCTION)
    assert len(list(corpus(nlp))) == len(list(corpus(nlp))) == 2


# ---------------------------------------------------------------------------
# Optional: the shared TAB reconstruction (not needed by the test suite)
# ---------------------------------------------------------------------------


@pytest.mark.skipif(not (SHARED_TAB / "tab_test.json").exists(), reason="../shared/data/tab is not available here")
def test_manual_baseline_scores_one_on_shared_tab_test():
    from spacy_sanitize.tab.evaluation import load_predictions

    evaluator = TabEvaluator(read_gold(SHARED_TAB / "tab_test.json"))
    scores = evaluator.evaluate(load_predictions(SHARED_TAB / "baselines" / "TAB_test_Manual_Entity.json"))
    for key in ("token_recall", "mention_recall", "token_precision", "mention_precision"):
        assert scores[key] == 1.0, key
