"""The shared Doc data model: edit log, derivation, alignment, serialisation."""

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.tokens import Doc, DocBin

from spacy_sanitize.doc_model import (
    Edit,
    add_edit,
    derive_sanitized,
    get_edits,
    make_sanitized_doc,
    resolve_edits,
    sanitize_doc_text,
)
from spacy_sanitize.errors import DocumentError

TEXT = "Mr Galip Yalman was born in 1960 in Ankara. Mr Yalman lives in Ankara."


@pytest.fixture(scope="module")
def nlp():
    return spacy.blank("en")


def annotated(nlp) -> Doc:
    doc = nlp(TEXT)
    doc._.doc_id = "doc-1"
    spans = [doc.char_span(0, 15, "PERSON"), doc.char_span(28, 32, "DATETIME"), doc.char_span(36, 42, "LOC")]
    for span, eid in zip(spans, ["e1", "e2", "e3"], strict=False):
        span._.pii_entity_id = eid
        span._.pii_identifier_type = "DIRECT" if span.label_ == "PERSON" else "QUASI"
        span._.pii_details = {"candidates": ["a person", "someone"], "score": 0.5}
    doc.spans["pii"] = spans
    add_edit(doc, 0, 15, "PERSON.1", method="entity_label", label="PERSON", entity_id="e1")
    add_edit(doc, 28, 32, "the 1960s", method="intact", label="DATETIME", entity_id="e2")
    return doc


def test_derive_applies_edits_in_order(nlp):
    doc = annotated(nlp)
    result = sanitize_doc_text(doc)
    assert result.text == "PERSON.1 was born in the 1960s in Ankara. Mr Yalman lives in Ankara."
    assert doc.text == TEXT  # the Doc's own text never changes


def test_alignment_maps_both_ways(nlp):
    result = sanitize_doc_text(annotated(nlp))
    al = result.alignment
    assert al.span_to_sanitized(0, 15) == (0, 8)
    assert result.text[slice(*al.span_to_sanitized(36, 42))] == "Ankara"
    start, end = al.span_to_sanitized(28, 32)
    assert result.text[start:end] == "the 1960s"
    assert al.span_to_original(start, end) == (28, 32)
    # inside a replacement, a point maps to the replaced region's start
    assert al.to_original(3) == 0
    assert al.to_sanitized(TEXT.index("Ankara")) == result.text.index("Ankara")


def test_later_edit_supersedes_contained_edits(nlp):
    doc = annotated(nlp)
    add_edit(doc, 0, 43, "Someone was born around then.", method="linkage_guard")
    result = sanitize_doc_text(doc)
    assert result.text.startswith("Someone was born around then. Mr Yalman")
    assert [e.method for e in result.edits] == ["linkage_guard"]
    assert len(get_edits(doc)) == 3  # the log keeps the history


def test_edit_cutting_an_earlier_edit_is_rejected_with_the_doc_id(nlp):
    doc = annotated(nlp)
    with pytest.raises(DocumentError, match="doc-1.*cuts the earlier edit"):
        add_edit(doc, 5, 20, "x", method="other")
    assert len(get_edits(doc)) == 2  # the bad edit was not recorded


@pytest.mark.parametrize("start,end", [(-1, 3), (5, 5), (0, len(TEXT) + 1)])
def test_edit_out_of_range_is_rejected(nlp, start, end):
    doc = nlp(TEXT)
    doc._.doc_id = "bad"
    with pytest.raises(DocumentError, match="'bad'.*outside the text"):
        add_edit(doc, start, end, "x", method="m")


def test_edit_log_of_another_text_is_detected():
    edits = [Edit(0, 2, "Mr", "X", "m")]
    with pytest.raises(DocumentError, match="belongs to another text"):
        derive_sanitized("Ms Smith", edits, doc_id="d")


def test_empty_text_and_no_edits():
    result = derive_sanitized("", [])
    assert result.text == ""
    assert result.alignment.to_sanitized(0) == 0


def test_suppression_to_empty_string_aligns(nlp):
    doc = nlp("A B C")
    add_edit(doc, 2, 3, "", method="suppression")
    result = sanitize_doc_text(doc)
    assert result.text == "A  C"
    assert result.alignment.span_to_sanitized(2, 3) == (2, 2)
    assert result.alignment.span_to_original(1, 3) == (1, 4)


def check_roundtrip(doc: Doc) -> None:
    assert doc._.doc_id == "doc-1"
    assert sanitize_doc_text(doc).text.startswith("PERSON.1 was born in the 1960s")
    spans = doc.spans["pii"]
    assert [s._.pii_entity_id for s in spans] == ["e1", "e2", "e3"]
    assert spans[0]._.pii_identifier_type == "DIRECT"
    details = spans[0]._.pii_details
    # msgpack (DocBin, to_bytes) gives lists back as tuples: compare contents
    assert list(details["candidates"]) == ["a person", "someone"] and details["score"] == 0.5


def test_docbin_roundtrip_keeps_everything(nlp):
    docbin = DocBin(store_user_data=True, docs=[annotated(nlp)])
    (doc,) = DocBin().from_bytes(docbin.to_bytes()).get_docs(nlp.vocab)
    check_roundtrip(doc)


def test_doc_bytes_roundtrip_keeps_everything(nlp):
    doc = Doc(nlp.vocab).from_bytes(annotated(nlp).to_bytes())
    check_roundtrip(doc)


def test_multiprocess_pipe_keeps_everything():
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_replacer")
    docs = []
    for i in range(4):
        doc = nlp.make_doc(TEXT)
        doc._.doc_id = f"d{i}"
        doc.spans["pii"] = [doc.char_span(0, 15, "PERSON"), doc.char_span(44, 53, "PERSON")]
        for span in doc.spans["pii"]:
            span._.pii_entity_id = "e1"
        docs.append(doc)
    out = list(nlp.pipe(docs, n_process=2, batch_size=2))
    assert [d._.doc_id for d in out] == ["d0", "d1", "d2", "d3"]
    for doc in out:
        assert sanitize_doc_text(doc).text == "PERSON.1 was born in 1960 in Ankara. PERSON.1 lives in Ankara."
        assert [s._.pii_replacement for s in doc.spans["pii"]] == ["PERSON.1", "PERSON.1"]


def test_make_sanitized_doc_marks_replacements(nlp):
    new = make_sanitized_doc(annotated(nlp), nlp)
    assert new.text.startswith("PERSON.1 was born in the 1960s")
    assert [(s.text, s.label_) for s in new.spans["sanitized"]] == [("PERSON.1", "PERSON"), ("the 1960s", "DATETIME")]
    assert new._.doc_id == "doc-1"


@st.composite
def text_and_edits(draw):
    text = draw(st.text(alphabet="ab .\n", min_size=1, max_size=60))
    cuts = sorted(draw(st.sets(st.integers(0, len(text)), max_size=10)))
    edits = []
    for start, end in zip(cuts[::2], cuts[1::2], strict=False):
        if start < end:
            edits.append(Edit(start, end, text[start:end], draw(st.text(alphabet="XYZ", max_size=5)), "m"))
    return text, edits


@settings(max_examples=200, deadline=None)
@given(text_and_edits())
def test_property_derivation_and_alignment(case):
    text, edits = case
    result = derive_sanitized(text, edits)
    # the output is the text with each edit's range replaced
    expected, pos = [], 0
    for e in sorted(edits, key=lambda e: e.start):
        expected += [text[pos : e.start], e.replacement]
        pos = e.end
    expected.append(text[pos:])
    assert result.text == "".join(expected)
    # unchanged characters map to themselves, and back
    edited = {i for e in edits for i in range(e.start, e.end)}
    for i, char in enumerate(text):
        if i not in edited:
            j = result.alignment.to_sanitized(i)
            assert result.text[j] == char
            assert result.alignment.to_original(j) == i
    # every edit's range maps onto its replacement
    for e in edits:
        s, t = result.alignment.span_to_sanitized(e.start, e.end)
        assert result.text[s:t] == e.replacement
    assert resolve_edits(edits) == sorted(edits, key=lambda e: e.start)
