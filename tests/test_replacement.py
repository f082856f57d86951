"""Replacement strategies, the pii_replacer component and the fail-closed guard."""

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.tokens import Doc

from spacy_sanitize.doc_model import add_edit, sanitize_doc_text
from spacy_sanitize.fail_closed import FAIL_CLOSED_METHOD, enforce_fail_closed, leaks
from spacy_sanitize.replacement import EntityLabel, non_overlapping

TEXT = "Mr Galip Yalman met Ms Ayse Demir in Ankara. Later Mr Yalman and Demir left Ankara."
MENTIONS = [(0, 15, "PERSON", "e1"), (20, 33, "PERSON", "e2"), (37, 43, "LOC", "e3"),
            (51, 60, "PERSON", "e1"), (65, 70, "PERSON", "e2"), (76, 82, "LOC", "e3")]


def make_doc(nlp, mentions=MENTIONS) -> Doc:
    doc = nlp.make_doc(TEXT)
    doc._.doc_id = "t1"
    spans = []
    for start, end, label, eid in mentions:
        span = doc.char_span(start, end, label)
        span._.pii_entity_id = eid
        spans.append(span)
    doc.spans["pii"] = spans
    return doc


@pytest.fixture()
def nlp():
    return spacy.blank("en")


def test_entity_label_numbers_per_entity_and_label(nlp):
    nlp.add_pipe("pii_replacer")
    doc = nlp(make_doc(nlp))
    assert sanitize_doc_text(doc).text == (
        "PERSON.1 met PERSON.2 in LOC.1. Later PERSON.1 and PERSON.2 left LOC.1."
    )
    assert [s._.pii_replacement for s in doc.spans["pii"]][:3] == ["PERSON.1", "PERSON.2", "LOC.1"]


def test_entity_label_without_ids_groups_by_text(nlp):
    doc = make_doc(nlp, [(37, 43, "LOC", None), (76, 82, "LOC", None), (20, 33, "PERSON", None)])
    spans = list(doc.spans["pii"])
    assert EntityLabel()(doc, spans) == ["LOC.1", "LOC.1", "PERSON.1"]
    assert EntityLabel(template="[{name}]", numbered=False)(doc, spans) == ["[LOC]", "[LOC]", "[PERSON]"]


def test_suppression_from_config(nlp):
    nlp.add_pipe("pii_replacer", config={"strategy": {"@misc": "spacy_sanitize.Suppression.v1", "marker": "***"}})
    doc = nlp(make_doc(nlp))
    assert sanitize_doc_text(doc).text == "*** met *** in ***. Later *** and *** left ***."


def test_no_mask_spans_are_kept_unless_asked(nlp):
    nlp.add_pipe("pii_replacer")
    doc = make_doc(nlp)
    doc.spans["pii"][2]._.pii_identifier_type = "NO_MASK"
    out = sanitize_doc_text(nlp(doc)).text
    assert out.startswith("PERSON.1 met PERSON.2 in Ankara.")


def test_overlapping_spans_are_merged_to_their_union(nlp):
    doc = nlp.make_doc(TEXT)
    spans = [doc.char_span(0, 8, "PERSON"), doc.char_span(3, 15, "PERSON")]
    merged = non_overlapping(spans)
    assert [(s.start_char, s.end_char) for s in merged] == [(0, 15)]


def test_a_failing_strategy_falls_back_to_labels(nlp):
    def broken(doc, spans):
        raise RuntimeError("LLM timed out")

    from spacy_sanitize.components.pii_replacer import PiiReplacer

    replacer = PiiReplacer(nlp, "r", strategy=broken, span_key="pii", replace_no_mask=False)
    doc = replacer(make_doc(nlp))
    text = sanitize_doc_text(doc).text
    assert "Yalman" not in text and "Ankara" not in text and "Demir" not in text
    assert {e.method for e in sanitize_doc_text(doc).edits} == {FAIL_CLOSED_METHOD}


def test_a_strategy_returning_too_few_replacements_falls_back(nlp):
    from spacy_sanitize.components.pii_replacer import PiiReplacer

    replacer = PiiReplacer(nlp, "r", strategy=lambda doc, spans: ["x"], span_key="pii", replace_no_mask=False)
    text = sanitize_doc_text(replacer(make_doc(nlp))).text
    assert "Yalman" not in text and "Ankara" not in text


def test_guard_replaces_a_replacement_that_repeats_the_original(nlp):
    doc = make_doc(nlp)
    add_edit(doc, 0, 15, "Mr Galip Yalman, a teacher", method="generalizer", label="PERSON", entity_id="e1")
    added = enforce_fail_closed(doc, [doc.spans["pii"][0]])
    assert len(added) == 1
    assert sanitize_doc_text(doc).text.startswith("PERSON.1 met")


def test_guard_redacts_the_original_inside_a_larger_rewrite(nlp):
    doc = make_doc(nlp)
    add_edit(doc, 0, 44, "A man met Ms Ayse Demir in a city.", method="linkage_guard")
    enforce_fail_closed(doc, list(doc.spans["pii"])[:3])
    text = sanitize_doc_text(doc).text
    assert text.startswith("A man met PERSON.2 in a city.")


def test_guard_redacts_a_persons_surname_in_a_rewrite(nlp):
    doc = make_doc(nlp)
    add_edit(doc, 0, 15, "PERSON.1", method="pii_replacer", label="PERSON", entity_id="e1")
    add_edit(doc, 16, 44, "met Demir in a city.", method="linkage_guard")
    enforce_fail_closed(doc, list(doc.spans["pii"])[:3])
    text = sanitize_doc_text(doc).text
    assert "Demir" not in text.split("Later")[0]
    assert text.startswith("PERSON.1 met PERSON.2 in a city.")


def test_guard_keeps_non_name_words_of_other_labels(nlp):
    doc = make_doc(nlp, [(37, 43, "LOC", "e3")])
    add_edit(doc, 37, 43, "a city in Turkey", method="generalizer", label="LOC", entity_id="e3")
    assert enforce_fail_closed(doc, list(doc.spans["pii"])) == []


def test_guard_covers_partly_edited_spans(nlp):
    doc = make_doc(nlp)
    add_edit(doc, 3, 15, "PERSON.1", method="other")  # leaves "Mr " visible
    enforce_fail_closed(doc, [doc.spans["pii"][0]])
    assert sanitize_doc_text(doc).text.startswith("PERSON.1 met Ms Ayse Demir")


def test_leaks_is_word_bounded_and_case_insensitive():
    assert leaks("Ankara", "the city of ankara")
    assert not leaks("Ank", "Ankara")
    assert not leaks("--", "a -- b")


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 15), st.integers(1, 6), st.sampled_from(["PERSON", "LOC"])), max_size=8),
       st.sampled_from(["ok", "raise", "echo", "partial"]))
def test_property_no_chosen_span_survives(raw_spans, behaviour):
    """Whatever the strategy does, no chosen span's text reaches the output verbatim.

    (Part of a span may: "March 2005" is a truthful generalisation of
    "21 March 2005". Partial leaks are the matching function's business.)"""
    nlp = spacy.blank("en")
    words = "Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliet Kilo Lima Mike November Oscar Papa".split()
    doc = Doc(nlp.vocab, words=words)
    spans = [doc[s : min(s + n, len(doc))] for s, n, _ in raw_spans]
    for span, (_, _, label) in zip(spans, raw_spans, strict=False):
        span.label_ = label
    doc.spans["pii"] = spans

    def strategy(doc, spans):
        if behaviour == "raise":
            raise ValueError("boom")
        if behaviour == "echo":
            return [s.text for s in spans]
        if behaviour == "partial":
            return [s.text.split()[0] + " X" for s in spans]
        return ["X" for _ in spans]

    from spacy_sanitize.components.pii_replacer import PiiReplacer

    out = sanitize_doc_text(PiiReplacer(nlp, "r", strategy=strategy, span_key="pii", replace_no_mask=False)(doc)).text
    for span in spans:
        assert span.text not in out


def test_entity_labels_can_name_the_subtype():
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    nlp.add_pipe("pii_replacer", config={"strategy": {"@misc": "spacy_sanitize.EntityLabel.v1", "subtypes": True}})
    nlp.initialize()
    from spacy_sanitize.doc_model import sanitize_doc_text

    text = sanitize_doc_text(nlp("Call (212) 555-1234 or write to jane@example.org about IBAN IL150120690000003111111.")).text
    assert "PHONE.1" in text and "EMAIL.1" in text and "IBAN.1" in text and "555-1234" not in text
