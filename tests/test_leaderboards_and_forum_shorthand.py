"""What the fifty-fourth hand set taught: a leaderboard's row ends with its player's country code in
brackets ("-9 Shane Lowry ( IRL )"), kept though a chat's shorthand spells the same letters, and a parenting
forum's shorthand names nobody ("AIBU", "DH", "DD"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import make_doc, source_names
from spacy_sanitize.detection.evidence import never_names, score_spans

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")

_BOARD = "GOLF - LEADING SCORES\n-10 Tommy Fleetwood ( ENG )\n-9 Shane Lowry ( IRL )"


def test_a_leaderboard_row_s_country_code_is_a_place() -> None:
    found = source_names("cues", _BOARD)
    assert ("ENG", "LOC") in found and ("IRL", "LOC") in found


def test_a_bracket_in_a_sentence_is_no_leaderboard_code() -> None:
    assert ("LOL", "LOC") not in source_names("cues", "She said no to Shane Lowry ( LOL ) last night .")


@pytest.mark.parametrize(("sources", "kept"), [("model+cues", True), ("model", False)])
def test_a_cue_keeps_a_span_of_shorthand_letters_beside_the_model(sources, kept) -> None:
    doc = make_doc(_BOARD)
    start = next(t.i for t in doc if t.text == "IRL")
    score = score_spans(doc, [(start, start + 1, "ORG", sources)], [(start, start + 1, "ORG", s) for s in sources.split("+")])[0]
    assert (score >= 0.5) is kept


def test_a_parenting_forum_s_shorthand_names_nobody() -> None:
    assert {"aibu", "dh", "dd", "mil"} <= never_names("en")[0]
