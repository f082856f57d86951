"""linkage_guard: n-gram index, detection, rewriting loop (scripted LLM), linkage risk, CLI.

Everything runs on tiny collections written in the test; the LLM is scripted (the tests are
about the algorithm around it; the backends are tested for real in test_llm_backends.py).
Document frequencies and posting lists are checked against a brute-force computation.
"""
import functools
import json
import re
import tempfile
from collections.abc import Callable, Sequence
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest
import spacy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from spacy.tokens import DocBin
from spacy.training import Example
from spacy.util import registry
from typer.testing import CliRunner

from conftest import ScriptedChat, component_config
from spacy_sanitize.cli.main import EXIT_SOME_FAILED, app
from spacy_sanitize.components.linkage_guard import register_report_extension
from spacy_sanitize.doc_model import PII_SPAN_KEY, add_edit, get_edits, register_extensions, sanitize_doc_text
from spacy_sanitize.linkage.build import build_index
from spacy_sanitize.linkage.index import IndexFormatError, NgramIndex, compact
from spacy_sanitize.linkage.links import Detector
from spacy_sanitize.linkage.ngrams import MAX_N, get_splitter, ngram_hash, ngram_table
from spacy_sanitize.linkage.postings import decode_lists, encode_lists, intersect
from spacy_sanitize.linkage.prompts import parse_rewrite, rewrite_messages, rewrite_part_messages
from spacy_sanitize.linkage.rewriting import split_answer
from spacy_sanitize.linkage.risk import DocumentRisk, aggregate, document_risk, present_keys, text_risk
from spacy_sanitize.linkage.view import METHOD, doc_view
from spacy_sanitize.metrics.linkage_risk import score_linkage_risk
from spacy_sanitize.records import Record

register_extensions()
register_report_extension()
runner = CliRunner()
MARKER = "[REDACTED]"
FIXTURES = Path(__file__).parent / "fixtures"

# Sentences shared by several documents: every n-gram of them is common (df >= 3), but the
# documents 0 of PAIRS (A+B) and of TRIPLES (A+B+C) are the only ones holding that combination.
S_A = "The applicant lived in the old mill."
S_B = "He worked at the bakery every day."
S_C = "The police searched the house twice."


def records(texts: Sequence[str], prefix: str) -> list[Record]:
    return [Record(f"{prefix}{i}", text) for i, text in enumerate(texts)]


def pair_collection() -> list[str]:
    # A in docs {0,1,2}, B in {0,3,4}: each common at k=3, together only in doc 0
    return [f"{S_A} {S_B}", S_A, f"{S_A} {S_C}", S_B, f"{S_B} {S_C}", S_C]


def triple_collection() -> list[str]:
    # A = {0..5}, B = {0,1,2,6,7,8}, C = {0,3,4,6,7,9}: pairs share 3 documents, all three only doc 0
    members = {0: "ABC", 1: "AB", 2: "AB", 3: "AC", 4: "AC", 5: "A", 6: "BC", 7: "BC", 8: "B", 9: "C"}
    sentence = {"A": S_A, "B": S_B, "C": S_C}
    return [" ".join(sentence[s] for s in members[i]) for i in range(10)]


RARE_DOC = "The applicant lived in the old mill. He owned a purple tractor."


def build(tmp_path: Path, texts: Sequence[str], name: str = "index", prefix: str = "d", **kwargs) -> NgramIndex:
    build_index([], tmp_path / name, records=records(texts, prefix), **kwargs)
    return NgramIndex.open(tmp_path / name)


# -- hashing, tokenisation, postings ----------------------------------------------------------------
def test_hash_spec_is_pinned_and_vectorised_equals_reference():
    # pinned: an index written by another implementation (a Spark job) must get these keys
    assert ngram_hash(["the", "applicant"]) == 0xE14CA0190FADC4C4
    assert ngram_hash(["court"]) == 0x96E8C376C963E4A4
    words = get_splitter().words("The Applicant’s lawyer, Mr X., lodged it. On 3 May 2001 the court met")
    table = ngram_table(words, MAX_N)
    assert len(table) > 0
    for key, first, length in zip(table.keys, table.first, table.length, strict=False):
        assert int(key) == ngram_hash(words.norms[first : first + length])
    assert "'s" in words.norms and "applicant" in words.norms and "," not in words.norms


def test_runs_break_at_sentences_line_breaks_and_barriers():
    splitter = get_splitter()
    text = "Alpha beta. Gamma delta\nepsilon zeta PERSON.1 eta theta"
    start = text.index("PERSON.1")
    words = splitter.words(text, barriers=[(start, start + len("PERSON.1"))])
    runs = dict(zip(words.norms, words.runs.tolist(), strict=False))
    assert "person.1" not in runs  # a word overlapping a barrier is dropped
    assert runs["alpha"] == runs["beta"] != runs["gamma"] == runs["delta"] != runs["epsilon"]
    assert runs["epsilon"] == runs["zeta"] != runs["eta"] == runs["theta"]
    # a zero-length barrier (a suppressed span) cuts too
    words = splitter.words("zeta eta", barriers=[(4, 4)])
    assert words.runs[0] != words.runs[1]
    table = ngram_table(words)
    assert {tuple(words.norms[f : f + n]) for f, n in zip(table.first, table.length, strict=False)} == {("zeta",), ("eta",)}


def test_sentences_are_the_sentencizers():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    texts = [(FIXTURES / "echr_excerpt.txt").read_text(encoding="utf8"), "", "...", "A. B", "x.\n\ny",
             '"Hi." she said. (Ok.) Next!? Yes', "Mr H. K. Elban, no. 10424/05. Art. 6 \u00a7 1 applies."]
    for text in texts:
        doc = nlp(text)
        expected = [(s.start_char, s.end_char) for s in doc.sents] if len(doc) else []
        assert get_splitter().analyse(text)[1] == expected, text


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=30, unique=True), min_size=1, max_size=8))
def test_postings_round_trip(lists):
    lists = [np.array(sorted(x), dtype=np.uint64) for x in lists]
    data, offsets = encode_lists(np.concatenate(lists), np.array([len(x) for x in lists]))
    decoded = decode_lists(data, offsets)
    assert all(np.array_equal(a.astype(np.uint64), b) for a, b in zip(decoded, lists, strict=False))
    assert encode_lists(np.array([300], dtype=np.uint64), np.array([1]))[0].tobytes() == b"\xac\x02"  # LEB128
    if len(lists) > 2:  # a slice of lists decodes on its own
        assert np.array_equal(decode_lists(data, offsets[1:3])[0].astype(np.uint64), lists[1])
    assert np.array_equal(intersect([np.array([1, 3, 5]), np.array([3, 5, 7]), np.array([5, 3])]), [3, 5])


# -- the index ------------------------------------------------------------------------------------
VOCAB = ["alpha", "beta", "gamma", "delta"]
sentence_st = st.lists(st.sampled_from(VOCAB), min_size=1, max_size=5)
doc_st = st.tuples(st.sampled_from(["a", "b", "c", "d", "e", "f"]), st.lists(sentence_st, min_size=1, max_size=3))


def brute_force(docs: Sequence[tuple[str, list[list[str]]]], max_n: int):
    """{ngram: set of ids} and the ids in order of first appearance, from the word lists."""
    grams: dict[tuple[str, ...], set] = {}
    order: list[str] = []
    for doc_id, sentences in docs:
        if doc_id not in order:
            order.append(doc_id)
        for words in sentences:
            for n in range(1, max_n + 1):
                for i in range(len(words) - n + 1):
                    grams.setdefault(tuple(words[i : i + n]), set()).add(doc_id)
    return grams, order


def as_text(sentences: list[list[str]]) -> str:
    return " ".join(" ".join(words).capitalize() + "." for words in sentences)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(doc_st, min_size=1, max_size=7), st.lists(doc_st, min_size=0, max_size=4),
       st.integers(3, 60), st.booleans())
def test_index_matches_brute_force(first, second, max_pairs, compact_segments):
    max_n = 3
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "idx"
        build_index([], path, records=[Record(i, as_text(s)) for i, s in first], max_n=max_n,
                    max_pairs=max_pairs, compact_segments=compact_segments, batch_size=2)
        if second:  # incremental addition; ids may repeat earlier ones
            build_index([], path, records=[Record(i, as_text(s)) for i, s in second], append=True,
                        max_pairs=max_pairs, compact_segments=compact_segments, batch_size=2)
        index = NgramIndex.open(path)
        grams, order = brute_force(first + second, max_n)
        assert index.doc_ids == order and index.n_docs == len(order)
        queries = list(grams) + [("gamma", "gamma", "gamma"), ("zeta",), ("alpha", "zeta")]
        keys = np.array([ngram_hash(q) for q in queries], dtype=np.uint64)
        dfs = index.df(keys)
        for query, df, docs in zip(queries, dfs, index.postings(keys), strict=False):
            expected = sorted(order.index(i) for i in grams.get(query, ()))
            assert int(df) == len(expected), query
            assert docs.tolist() == expected, query
        # posting-list intersections = brute-force intersections of the id sets
        for a, b in list(combinations(list(grams)[:8], 2)):
            got = intersect(index.postings(np.array([ngram_hash(a), ngram_hash(b)], dtype=np.uint64)))
            assert got.tolist() == sorted(order.index(i) for i in grams[a] & grams[b])
        if not compact_segments and len(index.segments) > 1:
            compact(path, max_pairs=max_pairs)
            again = NgramIndex.open(path)
            assert len(again.segments) == 1
            assert again.df(keys).tolist() == dfs.tolist()


def test_index_round_trip_is_lazy_and_incremental(tmp_path):
    index = build(tmp_path, pair_collection())
    assert all(s._arrays is None for s in index.segments)  # nothing read but the manifest
    key = np.array([ngram_hash(["the", "old", "mill"])], dtype=np.uint64)
    assert index.df(key).tolist() == [3]
    assert isinstance(index.segments[0].keys, np.memmap)
    manifest = json.loads((tmp_path / "index" / "manifest.json").read_text())
    assert manifest["hash"]["name"] == "blake2b8-poly-fmix64" and manifest["max_n"] == 7
    # add two documents: one new, one more text of an existing document (no new document number)
    build_index([], tmp_path / "index", records=[Record("new", "The old mill burned."), Record("d1", "Old mill again.")],
                append=True, compact_segments=False)
    again = NgramIndex.open(tmp_path / "index")
    assert again.n_docs == 7 and len(again.segments) == 2 and not again.disjoint
    assert again.df(key).tolist() == [4]  # d0, d1, d2, new
    assert again.df(np.array([ngram_hash(["old", "mill"])], dtype=np.uint64)).tolist() == [4]  # d1 counted once
    compact(tmp_path / "index")
    assert len(NgramIndex.open(tmp_path / "index").segments) == 1
    with pytest.raises(IndexFormatError, match="--append"):
        build(tmp_path, ["x"])
    with pytest.raises(IndexFormatError, match="build-index"):
        NgramIndex.open(tmp_path / "missing")
    # the compacted segment replaced the two: their folders are gone
    assert [p.name for p in (tmp_path / "index" / "segments").iterdir()] == [
        NgramIndex.open(tmp_path / "index").segments[0].path.name]


def test_damaged_index_is_reported(tmp_path):
    index = build(tmp_path, pair_collection())
    keys_file = index.segments[0].path / "keys.u64"
    keys_file.write_bytes(keys_file.read_bytes()[:-8])
    with pytest.raises(IndexFormatError, match="damaged"):
        NgramIndex.open(tmp_path / "index")


# -- detection ------------------------------------------------------------------------------------
def test_rare_ngrams_and_the_minimal_set(tmp_path):
    index = build(tmp_path, pair_collection() + [RARE_DOC, "He owned a red car."])
    detection = Detector(index, k=3, max_arity=1).detect(RARE_DOC)
    singles = [s.ngrams[0].text for s in detection.singles]
    # "owned" and "a" (2 documents each), "purple" and "tractor" (1 each) are rare single words: the
    # shortest rare n-grams; the longer rare n-grams containing them ("a purple tractor") are dropped
    assert singles == ["owned", "a", "purple", "tractor"]
    assert all(not a.overlaps(b) for a, b in combinations([s.ngrams[0] for s in detection.singles], 2))
    assert all(1 <= s.n_docs < 3 for s in detection.singles)
    assert not any("purple tractor" == s for s in singles)  # contains a shorter rare n-gram
    minimal = {g.text for g in detection.rare_minimal}
    assert "purple" in minimal and "a purple" not in minimal
    # nothing in a text made only of common sentences
    assert not Detector(index, k=3, max_arity=1).detect(S_A).linkable
    # df = 0 is not a linkage (a rephrasing finds nothing)
    assert not Detector(index, k=3, max_arity=3).detect("Zorblax quuxed the flibbertigibbet.").linkable


def test_pair_combinations(tmp_path):
    index = build(tmp_path, pair_collection())
    text = f"{S_A} {S_B}"
    assert not Detector(index, k=3, max_arity=1).detect(text).linkable  # every n-gram is common
    detection = Detector(index, k=3, max_arity=2).detect(text)
    assert detection.combinations and all(c.arity == 2 and c.n_docs == 1 for c in detection.combinations)
    assert len(detection.to_rephrase) == 1  # the shortest member of the first pair handles the rest
    pair = detection.combinations[0]
    assert detection.to_rephrase[0] == min(pair.ngrams, key=lambda g: (g.length, g.df, g.first))
    # brute force: the chosen n-grams' posting lists do intersect in fewer than k documents
    for combo in detection.combinations:
        docs = intersect(index.postings(np.array([g.key for g in combo.ngrams], dtype=np.uint64)))
        assert len(docs) == combo.n_docs and 1 <= len(docs) < 3


def test_only_minimal_combinations(tmp_path):
    # A = {0,1,2}, B = {0,3,4}, C = {0,5,6}: every pair links (doc 0), so the triple is not reported
    texts = [f"{S_A} {S_B} {S_C}", S_A, S_A, S_B, S_B, S_C, S_C]
    detection = Detector(build(tmp_path, texts), k=3, max_arity=3).detect(f"{S_A} {S_B} {S_C}")
    assert sorted(c.arity for c in detection.combinations) == [2, 2, 2]
    assert len(detection.to_rephrase) == 2  # two pairs share no handled member before the third is covered


def test_triples_whose_pair_links_are_not_reported(tmp_path):
    # A = {0,1,2,3}, B = {0,1,2,4,5}, C = {0,1,3,6,7}: A+B and A+C are common, B+C links (docs 0, 1)
    members = ["ABC", "ABC", "AB", "AC", "B", "B", "C", "C"]
    sentence = {"A": S_A, "B": S_B, "C": S_C}
    index = build(tmp_path, [" ".join(sentence[x] for x in m) for m in members])
    detection = Detector(index, k=3, max_arity=3).detect(f"{S_A} {S_B} {S_C}")
    assert [(c.arity, c.n_docs) for c in detection.combinations] == [(2, 2)]
    assert {g.text for g in detection.combinations[0].ngrams} == {S_B[:-1], S_C[:-1]}


def test_triple_combinations_need_arity_three(tmp_path):
    index = build(tmp_path, triple_collection())
    text = f"{S_A} {S_B} {S_C}"
    assert not Detector(index, k=3, max_arity=2).detect(text).linkable
    detection = Detector(index, k=3, max_arity=3).detect(text)
    triples = [c for c in detection.combinations if c.arity == 3]
    assert triples and all(c.n_docs == 1 for c in triples)
    assert {g.text for g in triples[0].ngrams} == {S_A[:-1], S_B[:-1], S_C[:-1]}
    assert [g.text for g in detection.to_rephrase] == [S_C[:-1]]  # the shortest (6 words)
    # brute force over all pool pairs: none links on its own (minimal combinations only)
    pool = [g for c in detection.combinations for g in c.ngrams]
    for a, b in combinations(set(pool), 2):
        assert len(intersect(index.postings(np.array([a.key, b.key], dtype=np.uint64)))) >= 3


# A linking pair whose rewrite hides it from the rewrite's own pool: the source holds S_A and
# "A hearing took place" (together only there) and "The judge held a meeting"; with S_A, "held a"
# and "hearing took place" each find three documents. Rewritten as "The judge held a hearing took
# place", the pool takes "The judge held a" (df 3) before "a hearing took place" (df 4), so
# detection on the rewrite sees no pair although the input's pair is still whole in it.
HIDDEN_SOURCE = f"{S_A} A hearing took place. The judge held a meeting."
HIDDEN_INPUT = f"{S_A} A hearing took place."
HIDDEN_REWRITE = f"{S_A} The judge held a hearing took place."


def hidden_pair_collection() -> list[str]:
    other = f"{S_A} The judge held a meeting. No hearing took place."
    return [HIDDEN_SOURCE] + ["A hearing took place."] * 3 + [other, other]


def test_input_combinations_left_whole_are_found_whatever_the_pool(tmp_path):
    detector = Detector(build(tmp_path, hidden_pair_collection()), k=3, max_arity=2)
    source = detector.source_keys(HIDDEN_SOURCE)
    before = detector.detect(HIDDEN_INPUT, source_keys=source)
    assert [[g.text for g in c.ngrams] for c in before.combinations] == [[S_A[:-1], "A hearing took place"]]
    assert not detector.detect(HIDDEN_REWRITE, source_keys=source).linkable  # the pool hides the pair
    assert document_risk(before, present_keys(detector, HIDDEN_REWRITE)).remaining[2] == 1
    survivors = detector.survivors(before, HIDDEN_REWRITE)
    assert [g.text for g in survivors] == ["a hearing took place"]  # the shortest member, where it is
    redacted = HIDDEN_REWRITE[: survivors[0].start] + MARKER + HIDDEN_REWRITE[survivors[0].end :]
    barrier = [(survivors[0].start, survivors[0].start + len(MARKER))]
    assert document_risk(before, present_keys(detector, redacted, barrier)).remaining[2] == 0
    assert detector.survivors(before, redacted, barrier) == []
    assert detector.survivors(before, HIDDEN_INPUT.replace("A hearing", "A meeting")) == []  # broken: nothing


@functools.cache
def property_index() -> NgramIndex:
    """The triple and hidden-pair collections in one index, built once for the property test."""
    path = Path(tempfile.mkdtemp()) / "idx"
    build_index([], path, records=records(triple_collection() + hidden_pair_collection(), "p"))
    return NgramIndex.open(path)


PROPERTY_INPUT = f"{S_A} {S_B} {S_C} A hearing took place."
PROPERTY_WORDS = sorted({w.strip(".") for t in triple_collection() + hidden_pair_collection() for w in t.split()})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 40), st.sampled_from(["drop", "insert", "swap"]),
                          st.sampled_from(PROPERTY_WORDS)), max_size=6),
       st.integers(2, 3))
def test_redacting_the_survivors_leaves_no_input_combination_whole(edits, arity):
    detector = Detector(property_index(), k=3, max_arity=arity)
    before = detector.detect(PROPERTY_INPUT)
    assert before.combinations
    words = PROPERTY_INPUT.split()
    for position, operation, word in edits:  # a rewrite: words dropped, inserted or changed
        at = position % (len(words) + 1)
        if operation == "insert":
            words.insert(at, word)
        elif at < len(words):
            words[at : at + 1] = [] if operation == "drop" else [word]
    text = " ".join(words)
    for _ in range(len(words) + 2):  # as the guard's redaction passes
        barriers = [(m.start(), m.end()) for m in re.finditer(re.escape(MARKER), text)]
        survivors = detector.survivors(before, text, barriers)
        if not survivors:
            break
        merged: list[list[int]] = []
        for gram in sorted(survivors, key=lambda g: g.start):
            assert text[gram.start : gram.end] == gram.text and MARKER not in gram.text
            if merged and gram.start < merged[-1][1]:  # overlapping ranges become one, as in the guard's edits
                merged[-1][1] = max(merged[-1][1], gram.end)
            else:
                merged.append([gram.start, gram.end])
        for start, end in reversed(merged):
            text = text[:start] + MARKER + text[end:]
    else:
        pytest.fail(f"redaction did not converge: {text!r}")
    risk = document_risk(before, present_keys(detector, text, barriers))
    assert risk.remaining.get(2, 0) == 0 and risk.remaining.get(3, 0) == 0, (text, risk.remaining_examples)
    if not edits:  # nothing rewritten: every combination was whole, so something was redacted
        assert MARKER in text


def test_only_phrases_of_the_original_link_when_the_source_is_known(tmp_path):
    index = build(tmp_path, pair_collection() + [RARE_DOC, "He owned a red car."])
    detector = Detector(index, k=3, max_arity=1)
    text = "He owned a red car."  # "red" and "car" are rare, but only in another document
    anywhere = {g.text for g in detector.detect(text).to_rephrase}
    assert {"red", "car"} <= anywhere
    source = detector.source_keys(RARE_DOC)
    assert np.all(np.diff(source.astype(np.int64)) != 0)  # sorted unique keys
    linked = {g.text for g in detector.detect(text, source_keys=source).to_rephrase}
    assert linked == {"owned", "a"}  # rare and in the original: a search for them finds it
    # combinations: S_A + S_B link document 0 only; a source without S_B is not found by them
    index = build(tmp_path, pair_collection(), name="pairs")
    pairs = Detector(index, k=3, max_arity=2)
    both = f"{S_A} {S_B}"
    assert pairs.detect(both, source_keys=pairs.source_keys(both)).combinations
    assert not pairs.detect(both, source_keys=pairs.source_keys(S_A)).linkable


def test_ngrams_do_not_cross_sentences_or_replaced_spans(tmp_path):
    index = build(tmp_path, ["Alpha beta gamma delta epsilon."] * 1 + ["Other text here."])
    detector = Detector(index, k=3, max_arity=1)
    split = detector.detect("Alpha beta. Gamma delta epsilon.")
    assert all("beta" not in g.text or "gamma" not in g.text.lower() for g in split.rare_minimal)
    # a replaced span is a barrier: "beta [PERSON.1] delta" has no n-gram through the placeholder
    nlp = spacy.blank("en")
    doc = nlp.make_doc("Alpha beta gamma delta epsilon.")
    add_edit(doc, 11, 16, "PERSON.1", method="entity_label", label="PERSON")
    view = doc_view(doc)
    assert view.text == "Alpha beta PERSON.1 delta epsilon."
    words, table, df, _ = detector.ngrams(view.text, view.barriers)
    texts = {" ".join(words.norms[f : f + n]) for f, n in zip(table.first, table.length, strict=False)}
    assert "alpha beta" in texts and "delta epsilon" in texts
    assert not any("person" in t or ("beta" in t and "delta" in t) for t in texts)


# -- prompts --------------------------------------------------------------------------------------
def test_prompt_and_answer_parsing():
    messages = rewrite_messages("He lived in LOC.1 near the old mill.", ["the old mill"], ["LOC.1"])
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant", "user"]
    assert "Reasoning:" in messages[1]["content"] and "Rewritten text:" in messages[1]["content"]
    assert messages[-1]["content"].endswith("Placeholders to copy unchanged, in this order: LOC.1")
    part = rewrite_part_messages("PERSON.1 owned a purple tractor.", "owned a purple tractor.", ["purple"])
    assert part[-1]["content"].startswith("Sentence: PERSON.1 owned a purple tractor.\nPart to rewrite: owned a purple tractor.")
    assert part[1]["content"].startswith("Reasoning:") and "\nRewritten part: " in part[1]["content"]
    assert parse_rewrite("Reasoning: x.\nRewritten part: had a violet tractor.").text == "had a violet tractor."
    retry = rewrite_messages("p", ["x"], previous_problem="the placeholder LOC.1 is missing")
    assert "could not be used: the placeholder LOC.1 is missing" in retry[-1]["content"]
    parsed = parse_rewrite("Reasoning: swap words.\nRewritten text: \"He lived in LOC.1 by a former mill.\"")
    assert parsed.text == "He lived in LOC.1 by a former mill." and parsed.reasoning == "swap words."
    assert parse_rewrite("**Rewritten text:** ```A b.```").text == "A b."
    assert parse_rewrite("I cannot help with that.").text is None
    assert parse_rewrite("").problem == "the answer was empty"
    assert split_answer("A PERSON.1 b [REDACTED] c", ["PERSON.1", "[REDACTED]"]) == (["A ", " b ", " c"], None)
    assert split_answer("A PERSON.10 b", ["PERSON.1"])[0] is None
    assert split_answer("[REDACTED] then PERSON.1", ["PERSON.1", "[REDACTED]"])[0] is None
    marked = rewrite_messages("He lived near [[the old mill]].", ["the old mill"], marks=("[[", "]]"))
    assert "shown between [[ and ]]" in marked[0]["content"]
    assert "[[set fire to a warehouse]]" in marked[0]["content"]  # the examples are marked alike
    assert "[[" not in marked[1]["content"]  # the example answers are not
    assert parse_rewrite("Rewritten text: He lived [[by a former mill]].", marks=("[[", "]]")).text == "He lived by a former mill."


# -- the rewriting loop with scripted LLMs ------------------------------------------------------------
PASSAGE_RE = re.compile(r"Passage: (.*?)\nPhrases to rephrase:\n(.*?)(?:\nPlaceholders to copy|\nYour previous|\Z)", re.S)
PART_RE = re.compile(r"Sentence: .*?\nPart to rewrite: (.*?)\nPhrases to rephrase:\n(.*?)(?:\nYour previous|\Z)", re.S)


def request_of(prompt: str) -> tuple[str, list[str]]:
    """The passage (or, for a part request, the part) and the listed phrases of a rewrite prompt."""
    passage, phrases = (PASSAGE_RE.search(prompt) or PART_RE.search(prompt)).groups()
    return passage, [line[2:] for line in phrases.splitlines() if line.startswith("- ")]


def linkage_chat(rewrite: Callable[[str, list[str]], str]) -> ScriptedChat:
    """The shared scripted chat, answering from the prompt alone: ``rewrite(passage, phrases) -> answer``."""
    return ScriptedChat(respond=lambda prompt, messages, settings: rewrite(*request_of(prompt)))


def requests(llm: ScriptedChat) -> list[tuple[str, list[str], int | None, str]]:
    """(passage, phrases, seed, prompt) of every request the guard sent, in order."""
    return [(*request_of(prompt), seed, prompt) for prompt, seed in llm.log]


def fixer(passage: str, phrases: list[str]) -> str:
    """Rephrases every listed phrase with words the collection does not have."""
    for number, phrase in enumerate(phrases):
        passage = re.sub(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", f"zorblax wording {number}", passage,
                         flags=re.IGNORECASE)
    return f"Reasoning: new words for each phrase.\nRewritten text: {passage}"


def raises(passage: str, phrases: list[str]) -> str:
    raise RuntimeError("backend down")


def sneaky(passage: str, phrases: list[str]) -> str:
    """Rephrases, but the first time puts in "purple" (a rare word of the collection) as well."""
    answer = fixer(passage, phrases)
    if "zorblax" not in passage:
        answer = answer.replace("zorblax wording 0", "purple zorblax wording 0", 1)
    return answer


def borrower(passage: str, phrases: list[str]) -> str:
    """Rephrases with words that are rare in the collection but not in the original ("red car"), once."""
    if "red car" in passage:
        return f"Reasoning: nothing left.\nRewritten text: {passage}"
    return fixer(passage, phrases).replace("zorblax wording 0", "red car", 1)


def drops_placeholder(passage: str, phrases: list[str]) -> str:
    """Rephrases, but writes "someone" where the passage had a placeholder."""
    return "Reasoning: x\nRewritten text: " + re.sub(r"[A-Z]+\.\d+", "someone", fixer(passage, phrases).split("Rewritten text: ")[1])


@registry.misc("test.LinkageScriptedLLM.v1")
def make_scripted(behaviour: str = "fixer") -> ScriptedChat:
    table = {
        "sneaky": sneaky,
        "borrower": borrower,
        "rambles": lambda passage, phrases: "Reasoning: more.\nRewritten text: " + " ".join([fixer(passage, phrases).split("Rewritten text: ")[1]] * 5),
        "leaks_name": lambda passage, phrases: fixer(passage, phrases) + " Nowakowski agreed.",
        "fixer": fixer,
        "garbage": lambda passage, phrases: "I cannot help with that request.",
        "raises": raises,
        "drops_placeholder": drops_placeholder,
        # drops the placeholder of a passage, and writes one into a part (which has none)
        "sloppy": lambda passage, phrases: "Reasoning: x\nRewritten text: " + (
            passage.replace("PERSON.1", "someone") if "PERSON.1" in passage else f"PERSON.1 {passage}"),
        # drops the placeholders of a passage, and ends every part with a full stop
        "drops_then_stops": lambda passage, phrases: (
            drops_placeholder(passage, phrases) if re.search(r"[A-Z]+\.\d+", passage)
            else fixer(passage, phrases) + "."),
        # drops the placeholders of a passage, and the punctuation at the edges of a part (as models do)
        "drops_edges": lambda passage, phrases: (
            drops_placeholder(passage, phrases) if re.search(r"[A-Z]+\.\d+", passage)
            else "Reasoning: x\nRewritten text: " + fixer(passage, phrases).split("Rewritten text: ")[1].strip("”“(),. ")),
        "echo": lambda passage, phrases: f"Reasoning: nothing to change.\nRewritten text: {passage}",
        # rewrites the linking phrase so that the rewrite's pool no longer sees the pair (HIDDEN_REWRITE)
        "hides": lambda passage, phrases: "Reasoning: x\nRewritten text: " + passage.replace(
            "A hearing took place", "The judge held a hearing took place"),
    }
    return linkage_chat(table[behaviour])


GUARDED_TEXT = f"Mr Kowalski lived in the old mill. He owned a purple tractor. {S_B}"


@pytest.fixture(scope="module")
def guard_index(tmp_path_factory):
    path = tmp_path_factory.mktemp("guard") / "index"
    texts = pair_collection() + [GUARDED_TEXT, "He owned a red car.", "A tractor was sold."]
    build_index([], path, records=records(texts, "c"))
    return path


def guarded_pipeline(index_path: Path, behaviour: str, **config) -> spacy.language.Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_replacer")
    nlp.add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": str(index_path), "max_rounds": 3,
                                          "llm": {"@misc": "test.LinkageScriptedLLM.v1", "behaviour": behaviour}, **config}))
    return nlp


def guarded_doc(nlp):
    doc = nlp.make_doc(GUARDED_TEXT)
    doc._.doc_id = "c6"
    start = GUARDED_TEXT.index("Mr Kowalski")
    doc.spans[PII_SPAN_KEY] = [doc.char_span(start, start + len("Mr Kowalski"), label="PERSON")]
    return doc


def run_with_people(nlp, text: str, *names: str):
    """``nlp`` on ``text`` with each of ``names`` (first occurrence) detected as a PERSON span."""
    doc = nlp.make_doc(text)
    doc.spans[PII_SPAN_KEY] = [doc.char_span(text.index(n), text.index(n) + len(n), label="PERSON") for n in names]
    return nlp(doc)


def verbatim(phrase: str, text: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", text) is not None


def assert_nothing_links(nlp, doc):
    guard = nlp.get_pipe("linkage_guard")
    view = doc_view(doc)
    assert not guard.detector.detect(view.text, view.barriers).linkable
    assert "Kowalski" not in view.text and "PERSON.1" in view.text
    return view.text


def test_fixing_llm_removes_every_linkage(guard_index):
    nlp = guarded_pipeline(guard_index, "fixer")
    doc = nlp(guarded_doc(nlp))
    before = doc_view(doc, before=True)
    first = nlp.get_pipe("linkage_guard").detector.detect(before.text, before.barriers)
    assert first.linkable and before.text.startswith("PERSON.1 lived")
    out = assert_nothing_links(nlp, doc)
    assert "zorblax" in out and MARKER not in out  # rephrased, nothing had to be redacted
    for gram in first.to_rephrase:
        assert not verbatim(gram.text, out)
    report = doc._.linkage_report
    assert report["stopped"] == "clean" and report["rounds"] and not report["redacted"]
    assert report["rounds"][0]["chunks"][0]["status"] == "rewritten"
    assert report["rounds"][0]["chunks"][0]["reasoning"] == "new words for each phrase."
    methods = [e.method for e in get_edits(doc)]
    assert methods[0] == "entity_label" and METHOD in methods
    # the entity label's edit stays in force: rewrites cover only the text between placeholders
    assert any(e.method == "entity_label" for e in sanitize_doc_text(doc).edits)
    scores = score_linkage_risk([doc], detector=nlp.get_pipe("linkage_guard").detector)
    assert scores["linkage_risk_arity1"] == 0.0 and scores["linkage_risk"] == 0.0
    # plain values: the report and the edits survive a DocBin
    again = list(DocBin(docs=[doc], store_user_data=True).get_docs(nlp.vocab))[0]
    as_json = lambda value: json.loads(json.dumps(value))  # noqa: E731 - msgpack gives tuples for lists
    assert as_json(again._.linkage_report) == as_json(report) and sanitize_doc_text(again).text == out


@pytest.mark.parametrize("behaviour", ["garbage", "raises", "drops_placeholder", "rambles", "echo"])
def test_failing_llm_ends_in_redaction(guard_index, behaviour):
    # part_retries off: with it, an answer that drops a placeholder is retried part by part (below)
    nlp = guarded_pipeline(guard_index, behaviour, part_retries=behaviour != "drops_placeholder")
    doc = guarded_doc(nlp)
    guard = nlp.get_pipe("linkage_guard")
    doc = nlp(doc)
    before = doc_view(doc, before=True)
    first = guard.detector.detect(before.text, before.barriers)
    out = assert_nothing_links(nlp, doc)
    assert MARKER in out
    for gram in first.to_rephrase:  # nothing linkable left verbatim
        assert not verbatim(gram.text, out)
    report = doc._.linkage_report
    assert report["stopped"] == "max_rounds" and len(report["rounds"]) == 3 and report["redacted"]
    assert report["linkable_after"] == 0
    if behaviour != "echo":
        chunks = [c for r in report["rounds"] for c in r["chunks"]]
        if behaviour == "drops_placeholder":  # a retried sentence without a placeholder has none to drop
            assert all(c["status"] == "rejected" for c in report["rounds"][0]["chunks"])
        else:
            assert all(c["status"] == "rejected" for c in chunks)
        expected = {"garbage": "Rewritten text", "raises": "LLM failed", "drops_placeholder": "PERSON.1",
                    "rambles": "words for a passage"}[behaviour]
        assert all(expected in c["problem"] for c in chunks if c["status"] == "rejected")
    assert get_edits(doc)[-1].details.get("action") == "redact"


def test_detected_spans_never_come_back(guard_index):
    # an LLM that writes a detected name (one the collection does not have, so no search finds it)
    # into its rewrite: the fail-closed guard replaces it by the span's label
    nlp = guarded_pipeline(guard_index, "leaks_name")
    text = GUARDED_TEXT.replace("Kowalski", "Nowakowski")
    doc = nlp.make_doc(text)
    doc.spans[PII_SPAN_KEY] = [doc.char_span(3, len("Mr Nowakowski"), label="PERSON")]
    doc = nlp(doc)
    out = sanitize_doc_text(doc).text
    assert "Nowakowski" not in out and "fail_closed" in [e.method for e in get_edits(doc)]
    assert out.count("PERSON.1") == 2


def test_retry_prompt_says_what_went_wrong(guard_index):
    nlp = guarded_pipeline(guard_index, "garbage", retry_sentences_per_chunk=None)
    doc = nlp(guarded_doc(nlp))
    llm = nlp.get_pipe("linkage_guard").llm
    assert doc._.linkage_report["llm_calls"] == len(requests(llm)) == 3  # one chunk, three rounds
    assert [entry[2] for entry in requests(llm)] == [0, 1, 2]  # the seed moves on: a retry is not a replay
    assert "could not be used" not in requests(llm)[0][3]
    assert 'could not be used: the answer had no line starting with "Rewritten text:"' in requests(llm)[1][3]
    # retried sentence by sentence, every sentence of the failed chunk is told what went wrong
    nlp = guarded_pipeline(guard_index, "garbage", retry_sentences_per_chunk=1)
    nlp(guarded_doc(nlp))
    log = requests(nlp.get_pipe("linkage_guard").llm)
    assert len(log) > 3 and all("could not be used" in entry[3] for entry in log[1:])


def test_redact_only_without_llm(guard_index):
    nlp = guarded_pipeline(guard_index, "fixer", llm=None)
    doc = nlp(guarded_doc(nlp))
    out = assert_nothing_links(nlp, doc)
    assert doc._.linkage_report["stopped"] == "no_llm" and MARKER in out


def test_arity_three_in_the_component(tmp_path):
    build_index([], tmp_path / "idx", records=records(triple_collection(), "t"))
    nlp = spacy.blank("en")
    nlp.add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": str(tmp_path / "idx"), "max_rounds": 2,
                                          "llm": {"@misc": "test.LinkageScriptedLLM.v1", "behaviour": "fixer"}}))
    doc = nlp(f"{S_A} {S_B} {S_C}")
    out = sanitize_doc_text(doc).text
    assert "zorblax" in out and "The police searched the house twice" not in out
    nlp1 = spacy.blank("en")
    nlp1.add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": str(tmp_path / "idx"), "max_arity": 1, "llm": None}))
    assert sanitize_doc_text(nlp1(f"{S_A} {S_B} {S_C}")).text == f"{S_A} {S_B} {S_C}"


def test_redaction_names_each_phrase_once(tmp_path):
    """Without an LLM the input is the output: its combinations are broken by the first pass.

    The input's combinations are checked only once the output's own detection finds nothing, so a
    phrase is not redacted twice (which wrote ``[REDACTED][REDACTED]`` and doubled the count).
    """
    build_index([], tmp_path / "idx", records=records(triple_collection(), "t"))
    nlp = spacy.blank("en")
    nlp.add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": str(tmp_path / "idx"), "max_arity": 3, "llm": None}))
    doc = nlp(f"{S_A} {S_B} {S_C}")
    report = doc._.linkage_report
    texts = [r["text"] for r in report["redacted"]]
    assert texts and len(texts) == len(set(texts)) and report["survivor_phrases"] == 0
    out = sanitize_doc_text(doc).text
    assert out.count(MARKER) == len(texts) and MARKER + MARKER not in out


def test_the_guard_redacts_an_input_combination_its_rewrite_hides(tmp_path):
    build_index([], tmp_path / "idx", records=records(hidden_pair_collection(), "h"))
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_replacer")
    nlp.add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": str(tmp_path / "idx"), "max_arity": 2, "max_rounds": 2,
                                          "llm": {"@misc": "test.LinkageScriptedLLM.v1", "behaviour": "hides"}}))
    doc = nlp.make_doc(HIDDEN_SOURCE)
    doc.spans[PII_SPAN_KEY] = [doc.char_span(len(HIDDEN_INPUT) + 1, len(HIDDEN_SOURCE), label="MISC")]
    doc = nlp(doc)  # the guard's input: HIDDEN_INPUT and a placeholder for the last sentence
    report = doc._.linkage_report
    assert report["stopped"] == "clean" and report["survivor_phrases"] == 1
    view = doc_view(doc)
    assert "The judge held" in view.text and not verbatim("a hearing took place", view.text.lower()), view.text
    detector = nlp.get_pipe("linkage_guard").detector
    risk = document_risk(detector.detect(HIDDEN_INPUT), present_keys(detector, view.text, view.barriers))
    assert risk.items[2] == 1 and risk.remaining[2] == 0


def test_later_rounds_rewrite_inside_earlier_rewrites(guard_index):
    nlp = guarded_pipeline(guard_index, "sneaky")
    doc = nlp(guarded_doc(nlp))
    out = assert_nothing_links(nlp, doc)
    report = doc._.linkage_report
    assert report["stopped"] == "clean" and len(report["rounds"]) >= 2
    assert "purple" in [g["text"] for g in report["rounds"][1]["detection"]["to_rephrase"]]
    assert not verbatim("purple", out) and MARKER not in out
    # the round-2 edit covers the round-1 edit it rewrote (the log is valid and in force)
    rounds = [e.details.get("round") for e in sanitize_doc_text(doc).edits if e.method == METHOD]
    assert 2 in rounds


def test_an_answer_that_drops_a_placeholder_is_retried_part_by_part(guard_index):
    nlp = guarded_pipeline(guard_index, "drops_placeholder")
    text = "Mr Kowalski owned a purple tractor."
    doc = run_with_people(nlp, text, "Mr Kowalski")
    out = assert_nothing_links(nlp, doc)
    report = doc._.linkage_report
    assert report["rounds"][0]["chunks"][0]["problem"].startswith("the placeholder PERSON.1")
    parts = [c for c in report["rounds"][1]["chunks"] if "part" in c]
    assert parts and parts[0]["part"] == "owned a purple tractor." and parts[0]["status"] == "rewritten"
    prompts = [entry[3] for entry in requests(nlp.get_pipe("linkage_guard").llm) if "Part to rewrite:" in entry[3]]
    assert prompts and "Sentence: PERSON.1 owned a purple tractor." in prompts[0]
    assert report["stopped"] == "clean" and MARKER not in out and out.startswith("PERSON.1 zorblax")
    assert any(e.details.get("part") for e in get_edits(doc) if e.method == METHOD)
    # a part that goes on in its sentence gets no full stop from the model's answer
    nlp = guarded_pipeline(guard_index, "drops_then_stops")
    doc = run_with_people(nlp, "Mr Kowalski owned a purple tractor near Mr Nowak.", "Mr Kowalski", "Mr Nowak")
    out = assert_nothing_links(nlp, doc)
    assert doc._.linkage_report["stopped"] == "clean" and out.endswith(" near PERSON.2.") and ". PERSON.2" not in out
    # a part answer that brings a placeholder along is rejected (it would duplicate it): redacted
    nlp = guarded_pipeline(guard_index, "sloppy")
    doc = run_with_people(nlp, text, "Mr Kowalski")
    out = assert_nothing_links(nlp, doc)
    problems = [c.get("problem") for c in doc._.linkage_report["rounds"][1]["chunks"]]
    assert problems and all("contains the placeholder PERSON.1" in p for p in problems)
    assert out.count("PERSON.1") == 1 and MARKER in out


def test_punctuation_at_the_edges_of_a_part_stays_outside_it(guard_index):
    # the stretch between two placeholders starts with the closing quote and comma of the first and
    # ends with the opening bracket of the second; the model drops such edges, so they are not sent
    nlp = guarded_pipeline(guard_index, "drops_edges")
    doc = run_with_people(nlp, "Mr Kowalski”, owned a purple tractor (“Mr Nowak”).", "Mr Kowalski", "Mr Nowak")
    out = assert_nothing_links(nlp, doc)
    parts = [c for c in doc._.linkage_report["rounds"][1]["chunks"] if "part" in c]
    assert [c["part"] for c in parts] == ["owned a purple tractor"]
    assert out.startswith("PERSON.1”, ") and out.endswith(" (“PERSON.2”).") and MARKER not in out


def test_whole_passages_are_asked_before_parts_and_answers_stay_with_their_requests(guard_index):
    nlp = guarded_pipeline(guard_index, "drops_placeholder")
    doc = run_with_people(nlp, "Mr Kowalski owned a purple tractor. He owned a red car.", "Mr Kowalski")
    out = assert_nothing_links(nlp, doc)
    second = doc._.linkage_report["rounds"][1]["chunks"]
    assert [("part" in c) for c in second] == [True, False]  # the report keeps the text's order
    asked = [entry[3] for entry in requests(nlp.get_pipe("linkage_guard").llm)[1:]]
    assert asked[0].startswith("Passage: He [[owned]]") and "Part to rewrite: owned a purple tractor." in asked[1]
    assert "PERSON.1" not in asked[0]  # the inherited problem was about a placeholder it does not hold
    assert out.startswith("PERSON.1 zorblax") and "He zorblax" in out and MARKER not in out


@pytest.mark.parametrize("source_aware", [True, False])
def test_rare_wording_of_the_llm_links_only_without_source_awareness(guard_index, source_aware):
    # "red car" occurs in one other document of the collection and not in the original: a search
    # for it finds that document, not the source, so only the conservative setting chases it
    nlp = guarded_pipeline(guard_index, "borrower", source_aware=source_aware)
    doc = nlp(guarded_doc(nlp))
    report = doc._.linkage_report
    out = sanitize_doc_text(doc).text
    assert report["source_aware"] is source_aware and "Kowalski" not in out
    guard = nlp.get_pipe("linkage_guard")
    view = doc_view(doc)
    source = guard.rewriter.source_keys(doc) if source_aware else None
    assert not guard.detector.detect(view.text, view.barriers, source).linkable
    if source_aware:
        assert report["stopped"] == "clean" and len(report["rounds"]) == 1
        assert "red car" in out and MARKER not in out
    else:
        assert len(report["rounds"]) == 3 and not verbatim("red car", out)
    # whatever the setting, nothing of the original that linked is left verbatim
    before = doc_view(doc, before=True)
    for gram in guard.detector.detect(before.text, before.barriers).to_rephrase:
        assert not verbatim(gram.text, out)


@pytest.mark.parametrize("marks", [["<<", ">>"], None])
def test_phrases_are_marked_in_the_passage_and_no_mark_reaches_the_output(guard_index, marks):
    nlp = guarded_pipeline(guard_index, "echo", phrase_marks=marks)  # echo: answers the passage as shown
    doc = nlp(guarded_doc(nlp))
    passage, phrases, _, _ = requests(nlp.get_pipe("linkage_guard").llm)[0]
    assert phrases
    if marks:
        assert all(f"<<{phrase}>>" in passage for phrase in phrases)
    else:
        assert "<<" not in passage
    out = assert_nothing_links(nlp, doc)
    assert "<<" not in out and ">>" not in out and MARKER in out  # echoed phrases still link: redacted


@pytest.mark.parametrize("retry", [1, None])
def test_retries_send_only_the_sentences_that_still_link(guard_index, retry):
    # round 1 sends the whole three-sentence chunk; "sneaky" leaves a rare word in one sentence,
    # which round 2 sends alone (retry_sentences_per_chunk = 1) or with its chunk (null)
    nlp = guarded_pipeline(guard_index, "sneaky", retry_sentences_per_chunk=retry)
    doc = nlp(guarded_doc(nlp))
    assert_nothing_links(nlp, doc)
    log = requests(nlp.get_pipe("linkage_guard").llm)
    first, second = log[0][0], log[1][0]
    assert first.count(". ") == 2 and "purple" in second
    assert second.count(". ") == (0 if retry == 1 else 2)
    assert doc._.linkage_report["stopped"] == "clean"


@pytest.mark.parametrize("text,marker", [
    ("He owned a purple tractor. He worked at the bakery every day with Mr Kowalski and a friend.", ""),
    ("He owned a purple tractor. He worked at the bakery every day with Mr Kowalski and a friend.", " "),
    ("Mr Kowalski owned a purple tractor. He worked at the bakery every day.", " [X] "),  # outer whitespace
])
def test_suppressed_spans_are_shown_as_markers_and_kept(guard_index, text, marker):
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_replacer", config={"strategy": {"@misc": "spacy_sanitize.Suppression.v1", "marker": marker}})
    nlp.add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": str(guard_index), "max_rounds": 2,
                                          "llm": {"@misc": "test.LinkageScriptedLLM.v1", "behaviour": "fixer"}}))
    doc = nlp.make_doc(text)
    doc.spans[PII_SPAN_KEY] = [doc.char_span(text.index("Mr"), text.index("Kowalski") + 8, label="PERSON")]
    doc = nlp(doc)
    llm = nlp.get_pipe("linkage_guard").llm
    if text.startswith("He"):
        assert requests(llm) and f"with {MARKER} and" in requests(llm)[0][0]  # the blank replacement is shown as the marker
    derived = sanitize_doc_text(doc)
    assert "Kowalski" not in derived.text and MARKER not in derived.text  # and goes back to what it was
    assert any(e.method == "suppression" and e.replacement == marker for e in derived.edits)
    view = doc_view(doc)
    assert not nlp.get_pipe("linkage_guard").detector.detect(view.text, view.barriers).linkable


def test_replacements_widen_into_earlier_rewrites():
    from spacy_sanitize.linkage.rewriting import edits_for_replacements

    nlp = spacy.blank("en")
    doc = nlp.make_doc("one two three four five six")
    add_edit(doc, 4, 13, "TWO THREE", method=METHOD)  # an earlier rewrite of "two three"
    add_edit(doc, 19, 23, "PERSON.1", method="entity_label")
    view = doc_view(doc)
    assert view.text == "one TWO THREE four PERSON.1 six"
    # replace "THREE four": reaches into the earlier rewrite, which is taken whole
    start = view.text.index("THREE")
    edits = edits_for_replacements(doc, view, [(start, start + len("THREE four"), "3 4", {"action": "x"})])
    assert [(e.start, e.end, e.replacement) for e in edits] == [(4, 18, "TWO 3 4")]
    # two replacements in one earlier rewrite become one edit
    edits = edits_for_replacements(doc, view, [(4, 7, "2", {}), (8, 13, "3", {})])
    assert [(e.start, e.end, e.replacement) for e in edits] == [(4, 13, "2 3")]
    # the same phrase redacted twice, or two overlapping redactions, write one marker
    edits = edits_for_replacements(doc, view, [(0, 3, MARKER, {}), (0, 3, MARKER, {}), (2, 7, MARKER, {})])
    assert [(e.start, e.end, e.replacement) for e in edits] == [(0, 13, f"{MARKER} THREE")]
    # a placeholder is never rewritten
    with pytest.raises(Exception, match="placeholder"):
        start = view.text.index("PERSON.1")
        edits_for_replacements(doc, view, [(start, start + 8, "x", {})])


def test_pipeline_config_loads(tmp_path):
    from spacy.util import load_config, load_model_from_config

    build_index([], tmp_path / "idx", records=records(pair_collection(), "d"))
    config = load_config(Path(__file__).parents[1] / "configs" / "linkage.cfg",
                         overrides={"paths.linkage_index": str(tmp_path / "idx"), "components.linkage_guard.llm": None,
                                    "nlp.pipeline": ["pii_replacer", "linkage_guard"]})
    nlp = load_model_from_config(config, auto_fill=True)
    assert nlp.pipe_names == ["pii_replacer", "linkage_guard"]
    guard = nlp.get_pipe("linkage_guard")
    assert (guard.search.k, guard.search.max_arity, guard.settings.max_rounds) == (3, 3, 5)
    nlp.initialize()


# -- linkage risk -----------------------------------------------------------------------------------
def test_linkage_risk_on_known_cases(guard_index):
    nlp = guarded_pipeline(guard_index, "fixer")
    detector = nlp.get_pipe("linkage_guard").detector
    untouched = nlp.get_pipe("pii_replacer")(guarded_doc(nlp))  # de-identified, never rewritten
    scores = score_linkage_risk([untouched], detector=detector, per_doc=True)
    assert scores["linkage_risk_arity1"] == 1.0 and scores["linkage_risk"] == 1.0
    assert scores["linkage_items_arity1"] >= 2
    # rewrite exactly one of the minimal rare n-grams by hand: that one is gone, the others remain
    view = doc_view(untouched)
    items = detector.detect(view.text, view.barriers).rare_minimal
    target = next(g for g in items if g.text == "purple")
    orig = view.derived.alignment.span_to_original(target.start, target.end)
    add_edit(untouched, orig[0], orig[1], "zorblax", method=METHOD)
    scores = score_linkage_risk([untouched], detector=detector)
    assert scores["linkage_risk_arity1"] == pytest.approx((len(items) - 1) / len(items))
    # texts with nothing linking have no risk
    risk = text_risk(detector, ("Zorblax quux.", []), ("Zorblax quux.", []))
    assert aggregate([risk], 3)["linkage_risk"] is None


def test_linkage_risk_of_combinations(tmp_path):
    build_index([], tmp_path / "idx", records=records(triple_collection(), "t"))
    detector = Detector(NgramIndex.open(tmp_path / "idx"), k=3, max_arity=3)
    text = f"{S_A} {S_B} {S_C}"
    same = aggregate([text_risk(detector, (text, []), (text, []))], 3)
    assert same["linkage_items_arity3"] == 1 and same["linkage_risk"] == 1.0 and same["linkage_risk_arity1"] is None
    broken = aggregate([text_risk(detector, (text, []), (f"{S_A} {S_B} The police looked.", []))], 3)
    assert broken["linkage_risk"] == 0.0 and broken["linkage_risk_arity3"] == 0.0
    # a stored risk (benchmarks resume from them) aggregates exactly like the live one
    risk = text_risk(detector, (text, []), (f"{S_A} {S_B} The police looked.", []))
    restored = DocumentRisk.from_dict(json.loads(json.dumps(risk.to_dict(3))))
    assert restored.items == risk.items and restored.remaining == risk.remaining
    assert aggregate([restored], 3) == aggregate([risk], 3)


def test_registered_scorer_and_nlp_evaluate(guard_index):
    scorer = registry.scorers.get("spacy_sanitize.linkage_risk_scorer.v1")(index_path=str(guard_index))
    nlp = guarded_pipeline(guard_index, "fixer")
    doc = nlp(guarded_doc(nlp))
    example = Example(doc, doc)
    assert scorer([example])["linkage_risk"] == 0.0
    assert nlp.get_pipe("linkage_guard").score([example])["linkage_risk"] == 0.0
    with pytest.raises(ValueError, match="index_path"):
        registry.scorers.get("spacy_sanitize.linkage_risk_scorer.v1")()


def test_configuration_errors_show_the_fix(tmp_path):
    nlp = spacy.blank("en")
    with pytest.raises(ValueError, match="build-index"):
        nlp.add_pipe("linkage_guard")
    nlp.add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": str(tmp_path / "nowhere"), "llm": None}))
    with pytest.raises(ValueError, match="build-index"):
        nlp.initialize()
    with pytest.raises(ValueError, match="max_arity"):
        spacy.blank("en").add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": "x", "max_arity": 4, "llm": None}))
    with pytest.raises(ValueError, match="phrase_marks"):
        spacy.blank("en").add_pipe("linkage_guard", config=component_config("linkage_guard", {"index_path": "x", "phrase_marks": ["[", "]"], "llm": None}))


# -- command line -----------------------------------------------------------------------------------
def test_build_index_cli(tmp_path):
    (tmp_path / "bg.json").write_text(json.dumps({"x1": S_A, "x2": S_B}))
    (tmp_path / "more.jsonl").write_text(json.dumps({"doc_id": "x3", "text": S_C}) + "\nbroken line\n")
    out = tmp_path / "index"
    result = runner.invoke(app, ["build-index", str(tmp_path / "bg.json"), str(tmp_path / "more.jsonl"), "-o", str(out)])
    assert result.exit_code == EXIT_SOME_FAILED, result.output
    assert "1 left out" in result.output and "line 2" in result.output
    assert NgramIndex.open(out).n_docs == 3
    (tmp_path / "add.json").write_text(json.dumps([{"doc_id": "x4", "text": "New text."}]))
    result = runner.invoke(app, ["build-index", str(tmp_path / "add.json"), "-o", str(out), "--append", "--no-compact"])
    assert result.exit_code == 0, result.output
    assert len(NgramIndex.open(out).segments) == 2
    result = runner.invoke(app, ["compact-index", str(out)])
    assert result.exit_code == 0, result.output
    index = NgramIndex.open(out)
    assert len(index.segments) == 1 and index.doc_ids == ["x1", "x2", "x3", "x4"]
    result = runner.invoke(app, ["build-index", str(tmp_path / "add.json"), "-o", str(out)])
    assert result.exit_code == 1 and "--append" in result.output
