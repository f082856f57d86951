"""What the eighty-fifth hand set taught: a signature's credential after the name is no part of it ("- J.
Kowalczyk RRT"); a nationality in a heading's capitals before a competition's noun is no place ("AMERICAN
LEAGUE"); a standings row's figures are no code ("BALTIMORE 47 42 .528 5 1/2"); a German care home is named
after its kind ("Seniorenheim Abendrot"), an everyday noun there is not ("im Pflegeheim Besuch"). Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import score_spans, trim_edges
from spacy_sanitize.detection.table_rows import table_rows


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Will cont to monitor. - J. Kowalczyk RRT", "J. Kowalczyk RRT", "J. Kowalczyk"),
    ("Seen by Maria Delgado RN today.", "Maria Delgado RN", "Maria Delgado"),
    ("Seen by Anna Do today.", "Anna Do", "Anna Do"),  # a surname in title case is no credential
])
def test_a_credential_after_the_name_is_no_part_of_it(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "PERSON")])) == [(kept, "PERSON")]


@pytest.mark.parametrize(("text", "span", "label"), [
    ("STANDINGS\nAMERICAN LEAGUE\nEASTERN DIVISION", "AMERICAN", "DEM"),
    ("RESULTS\nFRENCH OPEN\nPARIS", "FRENCH", "DEM"),
    ("RESULTS\nKOREAN AIR\nSEOUL", "KOREAN", "LOC"),  # a firm's first word: no competition after it
])
def test_a_nationality_before_a_competition_in_capitals_is_no_place(text: str, span: str, label: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "LOC")])) == [(span, label)]


def test_a_standings_rows_figures_are_no_code() -> None:
    text = "W L PCT GB\nNEW YORK 52 36 .591 -\nBALTIMORE 47 42 .528 5 1/2\nBOSTON 44 46 .489 9"
    assert len(table_rows(text)[0]) == 3
    doc = make_doc(text)
    figures = candidate(doc, "47 42 .528 5 1/2", "CODE")
    code = make_doc("Ref 47 42 .528 5 1/2 was filed.")  # no table: a model's code stays
    scores = score_spans(doc, [figures], [figures])
    kept = score_spans(code, [candidate(code, "47 42 .528 5 1/2", "CODE")], [])
    assert scores[0] < kept[0]


@pytest.mark.parametrize(("text", "homes"), [
    ("Am 02.12 aus dem Seniorenheim Abendrot übernommen.", [("Seniorenheim Abendrot", "ORG")]),
    ("Sie lebt im Pflegeheim Haus Sonnenhof.", [("Pflegeheim Haus Sonnenhof", "ORG")]),
    ("Im Pflegeheim Besuch erhalten.", []),  # an everyday noun after the kind
])
def test_a_german_care_home_is_named_after_its_kind(text: str, homes: list[tuple[str, str]]) -> None:
    found = [name for name in source_names("cues", text, "de") if name[1] == "ORG"]
    assert found == homes
