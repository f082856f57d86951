"""``split_docbin`` and the ``split`` command: a deterministic split by document.

Hand-made Docs only (no ``../shared``).
"""

import pytest
import spacy
from spacy.tokens import DocBin
from typer.testing import CliRunner

from spacy_sanitize.cli.main import app
from spacy_sanitize.tab.corpus import gold_from_docs, read_docbin
from spacy_sanitize.tab.split import heldout_ids, split_docbin


def make_docbin(path, ids, with_ents=True):
    nlp = spacy.blank("en")
    doc_bin = DocBin(store_user_data=True)
    for doc_id in ids:
        doc = nlp.make_doc(f"Mr Smith of {doc_id} sued on 3 May 2001.")
        if doc_id is not None:
            doc._.doc_id = doc_id
        spans = [doc.char_span(3, 8, label="PERSON"), doc[6:9]]
        spans[1].label_ = "DATETIME"
        for span in spans:
            span._.pii_source = "gold"
        doc.spans["pii"] = spans
        if with_ents:
            doc.ents = spans
        doc_bin.add(doc)
    doc_bin.to_disk(path)


IDS = [f"doc-{i:02d}" for i in range(10)]


def ids_of(path):
    return [doc._.doc_id for doc in read_docbin(path)]


def test_split_partitions_documents(tmp_path):
    make_docbin(tmp_path / "all.spacy", IDS)
    counts = split_docbin(tmp_path / "all.spacy", tmp_path / "train.spacy", tmp_path / "held.spacy", heldout_docs=3, seed=0)
    assert counts == (7, 3)
    train, held = ids_of(tmp_path / "train.spacy"), ids_of(tmp_path / "held.spacy")
    assert len(held) == 3 and len(train) == 7
    assert set(train) | set(held) == set(IDS) and not set(train) & set(held)
    # file order is kept within each part
    assert train == [i for i in IDS if i in train] and held == [i for i in IDS if i in held]


def test_split_is_deterministic_and_order_independent(tmp_path):
    make_docbin(tmp_path / "a.spacy", IDS)
    make_docbin(tmp_path / "b.spacy", list(reversed(IDS)))
    split_docbin(tmp_path / "a.spacy", tmp_path / "a_train.spacy", tmp_path / "a_held.spacy", heldout_docs=4, seed=7)
    split_docbin(tmp_path / "a.spacy", tmp_path / "a2_train.spacy", tmp_path / "a2_held.spacy", heldout_docs=4, seed=7)
    split_docbin(tmp_path / "b.spacy", tmp_path / "b_train.spacy", tmp_path / "b_held.spacy", heldout_docs=4, seed=7)
    held_a = ids_of(tmp_path / "a_held.spacy")
    assert held_a == ids_of(tmp_path / "a2_held.spacy")
    assert set(held_a) == set(ids_of(tmp_path / "b_held.spacy"))
    assert set(held_a) == heldout_ids(IDS, 4, seed=7)


def test_seed_changes_the_split():
    splits = {frozenset(heldout_ids(IDS, 3, seed=seed)) for seed in range(6)}
    assert len(splits) > 1


def test_heldout_sizes():
    assert heldout_ids(IDS, 0) == set()
    assert heldout_ids(IDS, len(IDS)) == set(IDS)
    with pytest.raises(ValueError, match="between 0"):
        heldout_ids(IDS, len(IDS) + 1)
    with pytest.raises(ValueError, match="twice"):
        heldout_ids(["a", "b", "a"], 1)


def test_split_keeps_annotations_and_user_data(tmp_path):
    make_docbin(tmp_path / "all.spacy", IDS)
    split_docbin(tmp_path / "all.spacy", tmp_path / "train.spacy", tmp_path / "held.spacy", heldout_docs=2, seed=1)
    held = read_docbin(tmp_path / "held.spacy")
    for doc in held:
        assert [(e.text, e.label_) for e in doc.ents] == [("Smith", "PERSON"), ("3 May 2001", "DATETIME")]
        assert [s._.pii_source for s in doc.spans["pii"]] == ["gold", "gold"]
    gold = gold_from_docs(held)
    assert [g.doc_id for g in gold] == [d._.doc_id for d in held]
    assert all(len(g.mentions) == 2 for g in gold)


def test_docs_without_ids_are_split_by_position(tmp_path):
    make_docbin(tmp_path / "all.spacy", [None] * 5)
    assert split_docbin(tmp_path / "all.spacy", tmp_path / "t.spacy", tmp_path / "h.spacy", heldout_docs=2) == (3, 2)
    assert len(read_docbin(tmp_path / "h.spacy")) == 2


def test_missing_input(tmp_path):
    with pytest.raises(FileNotFoundError):
        split_docbin(tmp_path / "none.spacy", tmp_path / "t.spacy", tmp_path / "h.spacy")


def test_split_command(tmp_path):
    make_docbin(tmp_path / "all.spacy", IDS)
    args = [str(tmp_path / p) for p in ("all.spacy", "train.spacy", "held.spacy")]
    result = CliRunner().invoke(app, ["split", *args, "--heldout-docs", "3", "--seed", "0"])
    assert result.exit_code == 0, result.output
    assert "wrote 7 documents" in result.output
    assert set(ids_of(tmp_path / "held.spacy")) == heldout_ids(IDS, 3, seed=0)
    result = CliRunner().invoke(app, ["split", *args, "--heldout-docs", "30"])
    assert result.exit_code == 1
    assert "between 0" in result.output


def test_convert_set_ents(tmp_path):
    import json

    text = "Mr John Smith was born on 3 May 2001 in Oslo."
    data = [{"doc_id": "x1", "text": text, "dataset_type": "dev", "mentions": [
        {"start_offset": 3, "end_offset": 13, "entity_type": "PERSON", "span_text": "John Smith"},
        {"start_offset": 8, "end_offset": 13, "entity_type": "PERSON", "span_text": "Smith"},  # nested
        {"start_offset": 26, "end_offset": 36, "entity_type": "DATETIME", "span_text": "3 May 2001"},
    ]}]
    (tmp_path / "tab.json").write_text(json.dumps(data), encoding="utf-8")
    for flag, expected in (("--set-ents", [("John Smith", "PERSON"), ("3 May 2001", "DATETIME")]), ("--no-set-ents", [])):
        out = tmp_path / f"out{flag}.spacy"
        result = CliRunner().invoke(app, ["convert", str(tmp_path / "tab.json"), str(out), flag])
        assert result.exit_code == 0, result.output
        (doc,) = read_docbin(out)
        assert [(e.text, e.label_) for e in doc.ents] == expected
        assert len(doc.spans["pii"]) == 3
