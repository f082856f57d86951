"""TAB's evaluation rules on hand-computed cases, and against a literal oracle.

Every expected value below was worked out by hand from the rules of TAB's
``evaluation.py``; the comments show the counts.
"""

import json
import random
import re
import time
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.errors import DocumentError
from spacy_sanitize.tab.evaluation import (
    SKIP_REGEX,
    GoldDocument,
    GoldMention,
    MaskedOffsets,
    TabEvaluator,
    f1_score,
    is_mention_masked,
    load_predictions,
    normalise_mention_text,
    parse_predictions,
    split_tokens,
)


def at(text: str, sub: str, occurrence: int = 0) -> tuple[int, int]:
    """Offsets of the n-th occurrence of ``sub`` in ``text``."""
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(sub, start + 1)
    return start, start + len(sub)


def mention(text, sub, etype, ident, eid, annotator="a1", occurrence=0) -> GoldMention:
    start, end = at(text, sub, occurrence)
    return GoldMention(start, end, etype, ident, eid, annotator)


def gold(doc_id: str, text: str, *rows: tuple) -> GoldDocument:
    """A gold document of ``text`` with one mention per (surface, type, identifier type, entity, [annotator])."""
    return GoldDocument.from_mentions(doc_id, text, [mention(text, *row) for row in rows])


def approx(value) -> object:
    return pytest.approx(float(value))


# ---------------------------------------------------------------------------
# One annotator, two entities to mask, one NO_MASK entity
# ---------------------------------------------------------------------------

TEXT_A = "Mr John Smith lives in Oslo. Smith works at Acme Corp."


@pytest.fixture
def doc_a() -> GoldDocument:
    return gold("doc-a", TEXT_A, ("Mr John Smith", "PERSON", "DIRECT", "e1"), ("Oslo", "LOC", "QUASI", "e2"),
                ("Smith", "PERSON", "DIRECT", "e1", "a1", 1), ("Acme Corp", "ORG", "NO_MASK", "e3"))


def test_partial_masking_exact_fractions(doc_a):
    # Masked: "John Smith" (the "Mr " is skippable), "Oslo", and "Acme" (a false positive).
    preds = {"doc-a": [at(TEXT_A, "John Smith"), at(TEXT_A, "Oslo"), at(TEXT_A, "Acme")]}
    scores = TabEvaluator([doc_a]).evaluate(preds)
    # Mentions to mask: "Mr John Smith" yes, "Smith" no, "Oslo" yes.
    assert scores["mention_recall"] == approx(Fraction(2, 3))
    # Tokens: Mr (skipped) John Smith | Smith (no) | Oslo -> 4 of 5.
    assert scores["token_recall"] == approx(Fraction(4, 5))
    # e1 has an unmasked mention; e2 is masked.
    assert scores["entity_recall"] == approx(Fraction(1, 2))
    # System tokens John, Smith, Oslo in gold masks; Acme is in a NO_MASK mention.
    assert scores["token_precision"] == approx(Fraction(3, 4))
    assert scores["mention_precision"] == approx(Fraction(2, 3))
    assert scores["token_f1"] == approx(2 * 0.75 * 0.8 / (0.75 + 0.8))
    # By identifier type (e1 DIRECT, e2 QUASI).
    assert scores["token_recall_direct"] == approx(Fraction(3, 4))
    assert scores["mention_recall_direct"] == approx(Fraction(1, 2))
    assert scores["entity_recall_direct"] == 0.0
    assert scores["token_recall_quasi"] == 1.0
    assert scores["mention_recall_quasi"] == 1.0
    assert scores["entity_recall_quasi"] == 1.0
    # Per type: NO_MASK entities (ORG here) do not appear.
    assert scores["token_recall_per_type"] == {"LOC": 1.0, "PERSON": approx(Fraction(3, 4))}
    assert scores["mention_recall_per_type"] == {"LOC": 1.0, "PERSON": 0.5}
    assert scores["n_docs"] == 1
    assert scores["n_mentions"] == 4
    assert scores["n_mentions_to_mask"] == 3
    assert scores["n_predicted_spans"] == 3


def test_tab_style_methods_agree_with_evaluate(doc_a):
    preds = {"doc-a": [at(TEXT_A, "John Smith"), at(TEXT_A, "Oslo"), at(TEXT_A, "Acme")]}
    evaluator = TabEvaluator([doc_a])
    assert evaluator.recall(preds) == approx(Fraction(4, 5))
    assert evaluator.recall(preds, token_level=False) == approx(Fraction(2, 3))
    assert evaluator.recall(preds, include_quasi=False, token_level=False) == 0.5
    assert evaluator.recall(preds, include_direct=False) == 1.0
    assert evaluator.entity_recall(preds) == 0.5
    assert evaluator.entity_recall(preds, include_direct=False) == 1.0
    assert evaluator.precision(preds) == 0.75
    assert evaluator.precision(preds, token_level=False) == approx(Fraction(2, 3))
    assert evaluator.recall_per_entity_type(preds, token_level=False) == {"LOC": 1.0, "PERSON": 0.5}


def test_full_masking_scores_one(doc_a):
    preds = {"doc-a": [(m.start, m.end) for m in doc_a.mentions if m.need_masking]}
    scores = TabEvaluator([doc_a]).evaluate(preds)
    for key in ("token_recall", "mention_recall", "entity_recall", "token_precision", "mention_precision", "token_f1"):
        assert scores[key] == 1.0, key


def test_extra_prediction_elements_are_ignored(doc_a):
    preds = {"doc-a": [[*at(TEXT_A, "Oslo"), "LOC"], [*at(TEXT_A, "Mr John Smith"), "[PERSON]", 0.9]]}
    scores = TabEvaluator([doc_a]).evaluate(preds)
    assert scores["mention_recall"] == approx(Fraction(2, 3))


# ---------------------------------------------------------------------------
# Skippable tokens and punctuation
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,mention_sub,masked_subs,expected",
    [
        ("Mr Smith came.", "Mr Smith", ["Smith"], True),  # "mr" and the space are skipped
        ("MRS Smith came.", "MRS Smith", ["Smith"], True),  # case-insensitive
        ("the Ministry of Justice", "the Ministry of Justice", ["Ministry", "Justice"], True),
        ("(Oslo)", "(Oslo)", ["Oslo"], True),  # brackets are skipped
        ("Smith’s car", "Smith’s", ["Smith"], True),  # the typographic possessive
        ("Smith's car", "Smith's", ["Smith"], True),
        ("Theodor came", "Theodor", ["odor"], False),  # "the" inside a word is not skipped
        ("Anna Berg", "Anna Berg", ["Anna"], False),
        ("1 000 euros", "1 000 euros", ["1", "000"], False),
        ("No. 123/45", "No. 123/45", ["123", "45"], True),  # "no", ".", " ", "/" skipped
        ("3–5 May", "3–5 May", ["3", "5", "May"], True),  # en dash
    ],
)
def test_is_mention_masked_skips_like_tab(text, mention_sub, masked_subs, expected):
    start, end = at(text, mention_sub)
    offsets = {i for sub in masked_subs for i in range(*at(text, sub))}
    assert is_mention_masked(text, offsets, start, end) is expected
    masked = MaskedOffsets(len(text), [at(text, sub) for sub in masked_subs])
    assert is_mention_masked(text, masked, start, end) is expected


def test_possessive_tokens_are_tested_on_their_own():
    # "Smith’s" is masked as a mention, but its token "s" is not masked alone.
    text = "Smith’s car"
    doc = GoldDocument.from_mentions("d", text, [mention(text, "Smith’s", "PERSON", "QUASI", "e1")])
    scores = TabEvaluator([doc]).evaluate({"d": [at(text, "Smith")]})
    assert scores["mention_recall"] == 1.0
    assert scores["token_recall"] == 0.5  # "Smith" yes, "s" no


def test_unmasked_skippable_tokens_count_as_masked_at_token_level():
    text = "Mr Smith"
    doc = GoldDocument.from_mentions("d", text, [mention(text, "Mr Smith", "PERSON", "DIRECT", "e1")])
    scores = TabEvaluator([doc]).evaluate({"d": []})
    assert scores["token_recall"] == 0.5  # "Mr" counts as masked even with nothing masked
    assert scores["mention_recall"] == 0.0


def test_split_tokens_uses_word_characters():
    text = "On 3 May 2001, Jean-Luc paid €500."
    assert [text[s:e] for s, e in split_tokens(text, 0, len(text))] == [
        "On", "3", "May", "2001", "Jean", "Luc", "paid", "500",
    ]  # fmt: skip
    start, end = at(text, "Jean-Luc")
    assert split_tokens(text, start, end) == [(start, start + 4), (start + 5, end)]


# ---------------------------------------------------------------------------
# Inconsistent entities, DIRECT flag from the first mention
# ---------------------------------------------------------------------------

TEXT_B = "Acme hired Bob. Acme paid."


def inconsistent_doc(first="QUASI", second="NO_MASK") -> GoldDocument:
    return GoldDocument.from_mentions(
        "b",
        TEXT_B,
        [
            mention(TEXT_B, "Acme", "ORG", first, "e1"),
            mention(TEXT_B, "Acme", "ORG", second, "e1", occurrence=1),
        ],
    )


def test_inconsistent_entity_counts_all_mentions_in_recall():
    evaluator = TabEvaluator([inconsistent_doc()])
    first, second = at(TEXT_B, "Acme"), at(TEXT_B, "Acme", 1)
    only_first = evaluator.evaluate({"b": [first]})
    assert only_first["mention_recall"] == 0.5  # both mentions are counted ...
    assert only_first["entity_recall"] == 1.0  # ... but only the QUASI one must be masked
    assert only_first["mention_precision"] == 1.0
    only_second = evaluator.evaluate({"b": [second]})
    assert only_second["mention_recall"] == 0.5
    assert only_second["entity_recall"] == 0.0
    assert only_second["mention_precision"] == 0.0  # a NO_MASK mention is no gold mask


def test_is_direct_comes_from_the_first_mention():
    scores = TabEvaluator([inconsistent_doc("QUASI", "DIRECT")]).evaluate({"b": []})
    assert scores["n_mentions_to_mask"] == 2
    assert scores["mention_recall_direct"] == 0.0  # no DIRECT entity: 0/0 -> 0
    evaluator = TabEvaluator([inconsistent_doc("QUASI", "DIRECT")])
    preds = {"b": [at(TEXT_B, "Acme")]}
    assert evaluator.recall(preds, include_direct=False, token_level=False) == 0.5
    assert evaluator.recall(preds, include_quasi=False, token_level=False) == 0.0


def test_no_mask_only_entity_is_not_scored():
    doc = inconsistent_doc("NO_MASK", "NO_MASK")
    scores = TabEvaluator([doc]).evaluate({"b": [at(TEXT_B, "Bob")]})
    assert scores["n_mentions_to_mask"] == 0
    assert scores["token_recall"] == 0.0 and scores["entity_recall"] == 0.0  # zero division -> 0
    assert scores["token_precision"] == 0.0  # "Bob" is not annotated
    assert scores["token_f1"] == 0.0


# ---------------------------------------------------------------------------
# Several annotators: micro-averages
# ---------------------------------------------------------------------------

TEXT_C = "Anna met Bert in Paris."


@pytest.fixture
def doc_c() -> GoldDocument:
    return gold("c", TEXT_C, ("Anna", "PERSON", "DIRECT", "e1", "a1"), ("Anna", "PERSON", "DIRECT", "e1", "a2"),
                ("Bert", "PERSON", "QUASI", "e2", "a2"), ("Paris", "LOC", "QUASI", "e3", "a2"))


def test_recall_is_micro_averaged_over_annotators(doc_c):
    scores = TabEvaluator([doc_c]).evaluate({"c": [at(TEXT_C, "Anna")]})
    # a1: 1/1, a2: 1/3 -> micro 2/4 (a macro average would give 2/3).
    assert scores["mention_recall"] == 0.5
    assert scores["token_recall"] == 0.5
    assert scores["entity_recall"] == 0.5
    assert scores["token_recall_per_type"] == {"LOC": 0.0, "PERSON": approx(Fraction(2, 3))}


def test_precision_weights_each_span_by_the_annotators(doc_c):
    evaluator = TabEvaluator([doc_c])
    # "Anna" is masked by both annotators: 2 of 2.
    assert evaluator.precision({"c": [at(TEXT_C, "Anna")]}) == 1.0
    # "Bert" only by a2: 1 of 2; "met" by nobody: 0 of 2.
    assert evaluator.precision({"c": [at(TEXT_C, "Bert")]}) == 0.5
    preds = {"c": [at(TEXT_C, "Anna"), at(TEXT_C, "Bert"), at(TEXT_C, "met")]}
    assert evaluator.precision(preds) == approx(Fraction(3, 6))
    assert evaluator.precision(preds, token_level=False) == approx(Fraction(3, 6))


def test_precision_requires_full_containment():
    text = "John Smith and Mary."
    doc = GoldDocument.from_mentions("d", text, [mention(text, "John Smith", "PERSON", "DIRECT", "e1")])
    evaluator = TabEvaluator([doc])
    # The span "Smith and Mary" overlaps the mention but is not inside it.
    span = (at(text, "Smith")[0], at(text, "Mary")[1])
    assert evaluator.precision({"d": [span]}, token_level=False) == 0.0
    assert evaluator.precision({"d": [span]}) == approx(Fraction(1, 3))  # Smith yes; and, Mary no


def test_listed_annotator_without_mentions_weighs_precision():
    text = "Anna met Bert."
    doc = GoldDocument.from_mentions(
        "d", text, [mention(text, "Anna", "PERSON", "DIRECT", "e1", "a1")], annotators=["a1", "a2"]
    )
    assert TabEvaluator([doc]).precision({"d": [at(text, "Anna")]}) == 0.5


# ---------------------------------------------------------------------------
# Unknown identifier types, synthetic entity ids, missing documents, errors
# ---------------------------------------------------------------------------


def test_unknown_identifier_types_need_masking_and_hide_direct_quasi():
    text = "Mr Smith met smith, and SMITH left. Smith Ltd paid."
    mentions = [
        GoldMention(*at(text, "Mr Smith"), "PERSON"),
        GoldMention(*at(text, "smith"), "PERSON"),
        GoldMention(*at(text, "SMITH"), "PERSON"),
        GoldMention(*at(text, "Smith", 1), "ORG"),
    ]
    doc = GoldDocument.from_mentions("r", text, mentions)
    ids = {(text[m.start : m.end], m.entity_type): m.entity_id for m in doc.mentions}
    assert ids[("smith", "PERSON")] == ids[("SMITH", "PERSON")]
    assert len({ids[("Mr Smith", "PERSON")], ids[("smith", "PERSON")], ids[("Smith", "ORG")]}) == 3
    scores = TabEvaluator([doc]).evaluate({"r": [at(text, "smith"), at(text, "Smith", 1)]})
    # "Mr Smith" no (its "Smith" is unmasked), "smith" yes, "SMITH" no, "Smith" (ORG) yes.
    assert scores["mention_recall"] == 0.5
    assert scores["entity_recall"] == approx(Fraction(1, 3))  # the lower/upper-case entity is half masked
    for key in ("token_recall_direct", "mention_recall_quasi", "entity_recall_direct"):
        assert scores[key] is None


def test_normalise_mention_text():
    assert normalise_mention_text("  Mr\n Smith, ") == "mr smith"
    assert normalise_mention_text("(“the Convention”)") == "the convention"
    assert normalise_mention_text("10424/05") == "10424/05"
    assert normalise_mention_text("...") == ""


def test_missing_documents_count_as_unmasked(doc_a, doc_c):
    evaluator = TabEvaluator([doc_a, doc_c])
    preds = {"c": [at(TEXT_C, "Anna"), at(TEXT_C, "Bert"), at(TEXT_C, "Paris")]}
    all_docs = evaluator.evaluate(preds)
    assert all_docs["n_docs"] == 2
    assert all_docs["mention_recall"] == approx(Fraction(4, 7))  # c: 4/4, doc-a: 0/3
    only_predicted = evaluator.evaluate(preds, skip_missing=True)
    assert only_predicted["n_docs"] == 1
    assert only_predicted["mention_recall"] == 1.0


def test_empty_gold_and_predictions_give_zeros():
    doc = GoldDocument.from_mentions("empty", "Nothing here.", [])
    scores = TabEvaluator([doc]).evaluate({"empty": []})
    assert all(scores[k] == 0.0 for k in ("token_recall", "mention_recall", "entity_recall", "token_precision"))
    assert scores["token_recall_per_type"] == {}


def test_unknown_predicted_document_is_named(doc_a):
    with pytest.raises(DocumentError, match="not-in-gold"):
        TabEvaluator([doc_a]).evaluate({"not-in-gold": [(0, 2)]})


def test_prediction_beyond_text_is_named(doc_a):
    with pytest.raises(DocumentError, match="doc-a.*ends after the text"):
        TabEvaluator([doc_a]).evaluate({"doc-a": [(0, len(TEXT_A) + 1)]})


@pytest.mark.parametrize("start,end", [(-1, 3), (5, 5), (6, 2), (0, len(TEXT_A) + 1)])
def test_invalid_gold_offsets_name_the_document(start, end):
    with pytest.raises(DocumentError, match="'bad-doc'.*gold mention: invalid offsets"):
        GoldDocument.from_mentions("bad-doc", TEXT_A, [GoldMention(start, end, "PERSON", "DIRECT", "e1")])


def test_invalid_identifier_type_names_the_document():
    with pytest.raises(DocumentError, match="'bad-doc'.*identifier type 'SECRET'"):
        GoldDocument.from_mentions("bad-doc", TEXT_A, [GoldMention(0, 2, "PERSON", "SECRET", "e1")])


def test_duplicate_gold_ids_are_rejected(doc_a):
    with pytest.raises(DocumentError, match="doc-a"):
        TabEvaluator([doc_a, doc_a])


def test_f1_score():
    assert f1_score(0.0, 0.0) == 0.0
    assert f1_score(1.0, 0.5) == approx(Fraction(2, 3))


# ---------------------------------------------------------------------------
# Predictions files
# ---------------------------------------------------------------------------


def test_load_predictions_keeps_offsets(tmp_path: Path):
    path = tmp_path / "preds.json"
    path.write_text(json.dumps({"d1": [[0, 4, "PERSON"], [5, 9]], "d2": []}), encoding="utf8")
    assert load_predictions(path) == {"d1": [(0, 4), (5, 9)], "d2": []}


@pytest.mark.parametrize(
    "data,pattern",
    [
        ({"d1": [[0, 4], [7]]}, r"'d1'.*entry 1 is \[7\]"),
        ({"d1": [["a", 4]]}, r"'d1'.*entry 0 is \['a', 4\]"),
        ({"d1": [[5, 2]]}, r"'d1'.*entry 0 is \[5, 2\].*start <= end"),
        ({"d1": [[-1, 2]]}, r"'d1'.*entry 0"),
        ({"d1": [[1.5, 2]]}, r"'d1'.*integer"),
        ({"d1": {"0": [1, 2]}}, r"'d1'.*expected a list"),
        ([[0, 1]], r"expected a JSON object"),
    ],
)
def test_malformed_predictions_are_named(tmp_path: Path, data, pattern):
    path = tmp_path / "preds.json"
    path.write_text(json.dumps(data), encoding="utf8")
    with pytest.raises(ValueError, match=pattern):
        load_predictions(path)


def test_predictions_file_that_is_not_json(tmp_path: Path):
    path = tmp_path / "preds.json"
    path.write_text("{not json", encoding="utf8")
    with pytest.raises(ValueError, match="not valid JSON"):
        load_predictions(path)


def test_parse_predictions_names_the_source():
    with pytest.raises(DocumentError, match="my-system"):
        parse_predictions({"d": [[1]]}, source="my-system")


# ---------------------------------------------------------------------------
# Speed
# ---------------------------------------------------------------------------


def test_scoring_a_test_sized_corpus_is_fast():
    rng = random.Random(0)
    words = ["the", "Court", "applicant", "Smith", "on", "12", "May", "2001", "in", "Oslo", "of", "Mr"]
    docs, preds = [], {}
    for i in range(127):
        text = " ".join(rng.choice(words) for _ in range(2500))
        spans = sorted({(m.start(), m.end()) for m in re.finditer(r"\w+( \w+)?", text)})[::8]
        mentions = [GoldMention(s, e, "PERSON", "QUASI", None) for s, e in spans]
        docs.append(GoldDocument.from_mentions(f"d{i}", text, mentions))
        preds[f"d{i}"] = [(s, e) for s, e in spans[::2]] + [(0, 40)]
    evaluator = TabEvaluator(docs)
    began = time.perf_counter()
    evaluator.evaluate(preds)
    assert time.perf_counter() - began < 2.0


# ---------------------------------------------------------------------------
# Against a literal implementation of TAB's rules
# ---------------------------------------------------------------------------


def oracle(docs: Sequence[GoldDocument], preds: dict[str, list[tuple[int, int]]]) -> dict[str, float]:
    """A deliberately naive transcription of TAB's rules (sets, nested loops)."""

    def tokens(text, s, e):
        return [(s + m.start(), s + m.end()) for m in re.finditer(r"\w+", text[s:e])]

    def masked(text, offsets: set[int], s, e):
        left = set(range(s, e)) - offsets
        if left:
            for m in SKIP_REGEX.finditer(text[s:e].lower()):
                left -= set(range(s + m.start(), s + m.end()))
        return not left

    counts = {k: [0, 0] for k in ("tok", "men", "ent", "ptok", "pmen")}
    for doc in docs:
        spans = preds.get(doc.doc_id, [])
        offsets = {i for s, e in spans for i in range(s, e)}
        for ent in doc.entities:
            if not any(m.identifier_type != "NO_MASK" for m in ent.mentions):
                continue
            ok = True
            for m in ent.mentions:
                hit = masked(doc.text, offsets, m.start, m.end)
                counts["men"][0] += hit
                counts["men"][1] += 1
                ok = ok and (hit or m.identifier_type == "NO_MASK")
                for s, e in tokens(doc.text, m.start, m.end):
                    counts["tok"][0] += masked(doc.text, offsets, s, e)
                    counts["tok"][1] += 1
            counts["ent"][0] += ok
            counts["ent"][1] += 1
        gold_masks = [
            (m.start, m.end, ent.annotator)
            for ent in doc.entities
            for m in ent.mentions
            if m.identifier_type != "NO_MASK"
        ]
        for key, units in (("pmen", spans), ("ptok", [t for s, e in spans for t in tokens(doc.text, s, e)])):
            for s, e in units:
                counts[key][0] += len({a for gs, ge, a in gold_masks if gs <= s and e <= ge and s < e})
                counts[key][1] += len(doc.annotators)
    ratio = {k: (h / t if t else 0.0) for k, (h, t) in counts.items()}
    return {
        "token_recall": ratio["tok"],
        "mention_recall": ratio["men"],
        "entity_recall": ratio["ent"],
        "token_precision": ratio["ptok"],
        "mention_precision": ratio["pmen"],
    }


WORDS = ["Mr", "the", "Anna", "Berg", "of", "Oslo", "12", "May", "’s", "(", ")", "-", ",", "no.", "x"]


@st.composite
def corpus(draw):
    docs, preds = [], {}
    for d in range(draw(st.integers(1, 3))):
        text = " ".join(draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=25)))
        n = len(text)
        annotators = ["a1", "a2"][: draw(st.integers(1, 2))]
        mentions = []
        for _ in range(draw(st.integers(0, 8))):
            s = draw(st.integers(0, n - 1))
            e = draw(st.integers(s + 1, n))
            mentions.append(
                GoldMention(
                    s,
                    e,
                    draw(st.sampled_from(["PERSON", "LOC"])),
                    draw(st.sampled_from(["DIRECT", "QUASI", "NO_MASK"])),
                    draw(st.sampled_from(["e1", "e2", "e3"])),
                    draw(st.sampled_from(annotators)),
                )
            )
        docs.append(GoldDocument.from_mentions(f"d{d}", text, mentions, annotators=annotators))
        spans = []
        for _ in range(draw(st.integers(0, 6))):
            s = draw(st.integers(0, n))
            spans.append((s, draw(st.integers(s, n))))
        preds[f"d{d}"] = spans
    return docs, preds


@settings(max_examples=200, deadline=None)
@given(corpus())
def test_matches_a_literal_transcription_of_tab(data):
    docs, preds = data
    scores = TabEvaluator(docs).evaluate(preds)
    for key, value in oracle(docs, preds).items():
        assert scores[key] == pytest.approx(value), key
