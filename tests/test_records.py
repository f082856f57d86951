"""The one reader of input documents (sanitize, build-index, build-vocab): formats, ids, errors."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.linkage.build import read_collection
from spacy_sanitize.records import read_records


def ok(records):
    return [(r.doc_id, r.text) for r in records if r.error is None]


def errors(records):
    return {r.doc_id: r.error for r in records if r.error is not None}


def test_every_format_with_ids_from_the_data_or_the_place(tmp_path):
    (tmp_path / "a_bg.json").write_text(json.dumps({"x1": "Text one.", "x2": {"text": "Text two.", "year": 2001}}))
    (tmp_path / "b_list.json").write_text(json.dumps([{"doc_id": "y1", "text": "Text three."}, {"text": "No id."}]))
    (tmp_path / "c_more.jsonl").write_text('{"id": "z1", "text": "Text four.", "court": "ECHR"}\n\n{"text": "Line three."}\n')
    (tmp_path / "d_folder" / "sub").mkdir(parents=True)
    (tmp_path / "d_folder" / "sub" / "case.txt").write_text("Text five.")
    (tmp_path / "d_folder" / ".hidden").write_text("never read")
    (tmp_path / "d_folder" / ".git").mkdir()
    (tmp_path / "d_folder" / ".git" / "HEAD").write_text("never read")
    records = list(read_records(sorted(tmp_path.iterdir())))
    assert ok(records) == [("x1", "Text one."), ("x2", "Text two."), ("y1", "Text three."), ("b_list.json[1]", "No id."),
                           ("z1", "Text four."), ("c_more.jsonl:3", "Line three."), ("case.txt", "Text five.")]
    assert records[1].meta == {"year": 2001} and records[4].meta == {"court": "ECHR"}
    assert errors(records) == {}


def test_named_fields_win_over_the_defaults(tmp_path):
    path = tmp_path / "docs.jsonl"
    path.write_text('{"doc_id": "wrong", "case": "c1", "body": "The text."}\n{"case": "c2", "text": "No body."}\n')
    records = list(read_records([path], text_field="body", id_field="case"))
    assert ok(records) == [("c1", "The text.")]
    assert "no string field 'body'" in errors(records)["c2"] and "--text-field" in errors(records)["c2"]


def test_bad_inputs_become_errors_naming_the_document_and_the_fix(tmp_path):
    (tmp_path / "a_latin1.txt").write_bytes("Ren\xe9 Dupont".encode("latin-1"))
    (tmp_path / "b_lines.jsonl").write_bytes(b'{not json}\n["a list"]\n{"id": "r3", "text": 5}\n{"id": "r4", "text": "\xff"}\n'
                                             b'{"id": "r5", "text": "Fine."}\n')
    (tmp_path / "c_broken.json").write_text('{"x": ')
    (tmp_path / "d_scalar.json").write_text("42")
    (tmp_path / "e_bad_value.json").write_text(json.dumps({"k": 7}))
    records = list(read_records(sorted(tmp_path.iterdir()) + [tmp_path / "missing.txt"]))
    found = errors(records)
    assert "not valid UTF-8" in found["a_latin1.txt"] and "iconv" in found["a_latin1.txt"]
    assert "not valid JSON" in found["b_lines.jsonl:1"]
    assert "JSON object" in found["b_lines.jsonl:2"]
    assert "no string field 'text' (found int)" in found["r3"]
    assert "not valid UTF-8" in found["b_lines.jsonl:4"]
    assert "not valid JSON" in found["c_broken.json"] and "line 1" in found["c_broken.json"]
    assert "list of objects" in found["d_scalar.json"]
    assert "neither a text nor an object" in found["k"]
    assert "no such file" in found["missing.txt"]
    assert ok(records) == [("r5", "Fine.")]  # one bad record never loses the others


def test_the_index_collection_requires_real_ids(tmp_path):
    (tmp_path / "list.json").write_text(json.dumps([{"doc_id": "y1", "text": "Text."}, {"text": "no id"}]))
    (tmp_path / "more.jsonl").write_text('{"text": "no id either"}\n')
    records = list(read_collection(sorted(tmp_path.iterdir())))
    assert ok(records) == [("y1", "Text.")]
    assert all("--id-field" in e for e in errors(records).values()) and len(errors(records)) == 2


texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(st.text(st.characters(whitelist_categories=("L", "N")), min_size=1, max_size=8), texts, max_size=6))
def test_json_and_jsonl_give_back_exactly_what_was_written(tmp_path_factory, docs):
    folder = tmp_path_factory.mktemp("records")
    (folder / "docs.json").write_text(json.dumps(docs, ensure_ascii=False), encoding="utf-8")
    (folder / "docs.jsonl").write_text("".join(json.dumps({"id": k, "text": v}) + "\n" for k, v in docs.items()),
                                       encoding="utf-8")
    assert ok(read_records([folder / "docs.json"])) == list(docs.items())
    assert ok(read_records([folder / "docs.jsonl"])) == list(docs.items())
