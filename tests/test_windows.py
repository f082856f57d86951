"""Documents longer than a window: cut where a reader would cut, one numbering, propagation and the
fail-closed check across windows, and a streamed result with the bytes of an ordinary one."""

from __future__ import annotations

import json
import pickle
import re
from io import StringIO
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.batch import sanitize_records
from spacy_sanitize.reader_view import OriginalsMatcher
from spacy_sanitize.records import Record
from spacy_sanitize.windows import StreamedResult, sanitize_in_windows, window_bounds


@given(st.text(alphabet=st.sampled_from("ab .\n\t!é\u0301\r"), max_size=400), st.integers(min_value=2, max_value=60))
@settings(max_examples=200, deadline=None)
def test_windows_cover_the_text_exactly_and_never_exceed_their_size(text: str, size: int) -> None:
    bounds = list(window_bounds(text, size))
    assert "".join(text[a:b] for a, b in bounds) == text
    assert all(0 < b - a <= size for a, b in bounds)
    assert all(a == prev_b for (a, _), (_, prev_b) in zip(bounds[1:], bounds, strict=False))


def test_a_window_ends_at_a_paragraph_break_before_a_line_break_or_a_space() -> None:
    text = "First paragraph here.\n\nSecond one, longer. It goes on\nand on and on"
    first_end = next(iter(window_bounds(text, 40)))[1]
    assert text[:first_end].endswith("\n\n")
    no_breaks = "word " * 30
    assert all(no_breaks[b - 1] == " " for _, b in list(window_bounds(no_breaks, 23))[:-1])


def _scripted(names: dict[str, str], replacement_of: dict[str, str] | None = None) -> Any:
    """A window runner that 'detects' the given names (text -> label) where they are preceded by "Mr "
    and replaces each by ``replacement_of`` (default: its label), as a sanitizing pipeline would."""
    replacement_of = replacement_of or {}

    def run(text: str) -> dict[str, Any]:
        spans, edits = [], []
        for name, label in names.items():
            for match in re.finditer(rf"(?<=Mr ){re.escape(name)}", text):
                replacement = replacement_of.get(name, label)
                spans.append({"start": match.start(), "end": match.end(), "label": label, "identifier_type": "DIRECT",
                              "entity_id": f"e{len(spans) + 1}", "replacement": replacement, "source": "scripted"})
                edits.append({"start": match.start(), "end": match.end(), "original": name, "replacement": replacement,
                              "method": "entity_label", "label": label, "entity_id": f"e{len(spans)}", "details": {}})
        edits.sort(key=lambda e: e["start"])
        return {"text": "", "edits": edits, "spans": spans}

    return run


def test_a_name_chosen_in_one_window_is_replaced_in_every_other() -> None:
    text = "Mr Galip Yalman came.\n\n" + "Filler text. " * 10 + "\n\nLater, Galip Yalman left; GALIP YALMAN too.\n"
    result = sanitize_in_windows("d", text, _scripted({"Galip Yalman": "PERSON"}), window_chars=60)
    out = result["text"]
    assert "Galip Yalman" not in out and out.count("PERSON") == 2  # the upper-case form is not the exact text
    propagated = [s for s in result["spans"] if s["source"] == "window_propagation"]
    assert [text[s["start"]:s["end"]] for s in propagated] == ["Galip Yalman"]
    assert all(text[e["start"]:e["end"]] == e["original"] for e in result["edits"])


def test_a_replacement_never_shows_a_name_chosen_in_another_window() -> None:
    text = "Mr Anna Berg is here.\n\n" + "x " * 40 + "\n\nMr Smith wrote.\n"
    run = _scripted({"Anna Berg": "PERSON", "Smith": "PERSON"}, {"Smith": "the colleague of anna\u200b berg"})
    result = sanitize_in_windows("d", text, run, window_chars=40)
    assert not OriginalsMatcher(["Anna Berg"]).search(result["text"])
    assert any(e["method"] == "fail_closed" for e in result["edits"])


def test_the_streamed_line_is_the_line_of_the_mapping() -> None:
    text = "Mr Jan Nowakowski said \"hi\" \\ \u00e9\n\n" * 30
    result = sanitize_in_windows("doc \"1\"", text, _scripted({"Jan Nowakowski": "PERSON"}), window_chars=100)
    handle = StringIO()
    result.write_jsonl(handle)
    assert handle.getvalue() == json.dumps(result.to_dict(), ensure_ascii=False) + "\n"
    assert json.loads(handle.getvalue())["text"].count("PERSON") == 30


def test_a_pickled_result_hands_its_files_to_the_receiver() -> None:
    result = sanitize_in_windows("d", "Mr Smith. " * 50, _scripted({"Smith": "PERSON"}), window_chars=100)
    received = pickle.loads(pickle.dumps(result))
    del result  # the sender's copy goes; the files stay for the receiver
    assert received["text"].count("PERSON") == 50
    received.close()
    assert not received.folder.exists()


def test_a_failing_window_fails_the_document_and_leaves_no_files(tmp_path) -> None:
    calls = []

    def run(text: str) -> dict[str, Any]:
        calls.append(text)
        if len(calls) == 2:
            raise RuntimeError("model crashed")
        return {"text": text, "edits": [], "spans": []}

    with pytest.raises(RuntimeError):
        sanitize_in_windows("d", "a b c d e f g h i j k l m n o p", run, window_chars=8, workdir=tmp_path)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_a_windowed_document_keeps_numbers_and_hides_every_name(rules_pipeline) -> None:
    """The real default-style pipeline (rules): the same code and person keep one label throughout."""
    paragraph = "Application no. 36110/97 by Mr Galip Yalman was lodged on 21 March 1997.\n\n"
    text = paragraph + ("Nothing of note happened on that day in the town.\n\n" * 40) + paragraph
    (result,) = sanitize_records(rules_pipeline, [Record("long", text)], window_chars=500)
    assert isinstance(result, StreamedResult)
    (whole,) = sanitize_records(rules_pipeline, [Record("long", text)], window_chars=10**6)
    assert result.to_dict()["text"] == whole["text"]
    assert "36110/97" not in result["text"] and result["text"].count("CODE.1") == 2
