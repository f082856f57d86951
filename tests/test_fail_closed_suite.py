"""A fast subset of the adversarial suite (``benchmarks/fail_closed.py``): every fault, a few documents."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
fail_closed_suite = pytest.importorskip("fail_closed", reason="benchmarks/fail_closed.py is the suite")


def test_the_leak_count_sees_a_planted_look_alike_and_an_echo() -> None:
    record = {"doc_id": "d", "text": "Mr Berg moved to Istanbul.", "mentions": [
        {"start_offset": 3, "end_offset": 7, "entity_type": "PERSON"},
        {"start_offset": 17, "end_offset": 25, "entity_type": "LOC"}]}
    assert fail_closed_suite.count_leaks(record, "PERSON.1 moved to LOC.1.") == (0, 0)
    assert fail_closed_suite.count_leaks(record, "PERSON.1 moved to Іstаnbul.") == (0, 1)
    assert fail_closed_suite.count_leaks(record, "Berg moved to LOC.1.") == (1, 1)


@pytest.mark.parametrize("fault", sorted(fail_closed_suite.FAULTS))
def test_no_fault_of_the_backend_leaks_or_loses_a_document(fault: str) -> None:
    docs = fail_closed_suite.synthetic_documents(4, seed=1)
    counts = fail_closed_suite.run_fault(fault, docs)
    assert counts["documents"] == 4
    assert counts["documents_lost"] == 0 and counts["verbatim_leaks"] == 0 and counts["reader_view_leaks"] == 0
    assert counts["outputs_not_utf8"] == 0


LINKABLE_DOCS = [
    {"doc_id": f"l{i}", "text": text, "mentions": [{"start_offset": text.index(name), "end_offset": text.index(name) + len(name),
                                                    "entity_type": "PERSON"}]}
    for i, (text, name) in enumerate([
        ("Mr Anna Berg sold the purple tractor to a dealer near the old mill in the winter of the flood.", "Anna Berg"),
        ("The applicant, Mr Jan Nowak, kept seventeen racing pigeons in a loft behind the bakery.", "Jan Nowak"),
        ("Ms Eva Rossi painted the lighthouse green after the storm had torn its shutters away.", "Eva Rossi"),
    ])
]


@pytest.fixture(scope="module")
def linkage_index(tmp_path_factory: pytest.TempPathFactory) -> str:
    from spacy_sanitize.linkage.build import build_index
    from spacy_sanitize.records import Record

    path = str(tmp_path_factory.mktemp("suite") / "index")
    build_index([], path, records=[Record(d["doc_id"], d["text"]) for d in LINKABLE_DOCS])
    return path


def test_the_linkable_count_sees_phrases_of_the_original(linkage_index: str) -> None:
    nlp = fail_closed_suite.linkage_pipeline("echo", linkage_index)
    assert fail_closed_suite.linkable_after(nlp, LINKABLE_DOCS[0], LINKABLE_DOCS[0]["text"]) > 0


@pytest.mark.parametrize("fault", fail_closed_suite.LINKAGE_FAULTS)
def test_no_fault_of_the_rewriter_leaves_a_linkable_phrase(fault: str, linkage_index: str) -> None:
    counts = fail_closed_suite.run_fault(fault, LINKABLE_DOCS, linkage_index)
    assert counts["documents_lost"] == 0 and counts["reader_view_leaks"] == 0 and counts["outputs_not_utf8"] == 0
    assert counts["linkable_phrases_left"] == 0
