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
