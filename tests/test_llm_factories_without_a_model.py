"""intact_generalizer and linkage_guard without a chat model: they fail before the first document, in
well under two seconds, with the command that fetches one (and no network access)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import spacy

from spacy_sanitize.errors import MissingModelError
from spacy_sanitize.linkage.build import build_index
from spacy_sanitize.records import Record


def _pipeline(component: str, config: dict) -> spacy.language.Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    nlp.add_pipe(component, config=config)
    return nlp


@pytest.mark.parametrize("component", ["intact_generalizer", "linkage_guard"])
def test_a_missing_chat_model_is_reported_at_initialize_and_at_the_first_document(
        component: str, empty_model_store: Path) -> None:
    config = {}
    if component == "linkage_guard":
        build_index([], empty_model_store / "index", records=[Record("d1", "Anna Berg of Oslo sued the bank.")])
        config = {"index_path": str(empty_model_store / "index")}
    nlp = _pipeline(component, config)
    start = time.perf_counter()
    with pytest.raises(MissingModelError, match="spacy-sanitize models fetch chat"):
        nlp.initialize()
    with pytest.raises(MissingModelError, match="spacy-sanitize models fetch chat"):
        nlp("Write to anna.berg@example.com or call +47 22 33 44 55.")
    assert time.perf_counter() - start < 2.0
