"""What the eighty-fourth hand set taught: a table's rows of a name and its figures name things of one kind
("Juventus 10 / Parma 9 / Inter 8"), and no name swallows a row's figures; a results heading's sport and
competition are no names ("SKI ALPIN - ERGEBNISSE SLALOM", "FUTEBOL - CLASSIFICAÇÃO DA PRIMEIRA LIGA"); a
dateline's agency in brackets stays ("( ANSA )"); a headline's span loses the preposition before the words it
ran past ("YORKSHIRE BY FOUR WICKETS") and a table's words alone name nobody ("WOMEN'S"); "Ward round" is a
hospital's round; a town in lower case that a model typed a date is a place ("a monza?"). Each with a
counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import is_ward_round, names_nobody, trim_edges
from spacy_sanitize.detection.notes_in_capitals import trim_language_words_in_capitals
from spacy_sanitize.detection.score_tails import without_scores
from spacy_sanitize.detection.table_rows import names_of_rows, row_figures, table_rows

STANDINGS = "CALCIO - CLASSIFICA\nJuventus 10\nParma 9\nInter 8\nSampdoria 7"


def test_three_rows_of_a_name_and_figures_make_a_table() -> None:
    tables = table_rows(STANDINGS)
    assert [[STANDINGS[row.cell_start:row.cell_end] for row in table] for table in tables] == [
        ["Juventus", "Parma", "Inter", "Sampdoria"]]
    assert table_rows("Juventus 10\nParma 9") == []  # two rows are no table
    assert table_rows("Via Roma 5\nMilano 20121\nItalia 3") == []  # a postcode makes no row
    assert table_rows("Juventus 10\n\nParma 9\nInter 8") == []  # a blank line ends a table


@pytest.mark.parametrize(("lang", "text", "span", "kept"), [
    ("it", STANDINGS, "Juventus 10", "Juventus"),
    ("nl", "UITSLAGEN\nFeyenoord - NAC 3-1\nRoda JC - Vitesse 0-0\nFC Twente - Sparta 2-2", "Sparta 2-2", "Sparta"),
    ("de", "Firma Weber\nHauptweg 12\nBerlin", "Hauptweg 12", "Hauptweg 12"),  # an address's line: no table
])
def test_a_name_does_not_swallow_a_rows_figures(lang: str, text: str, span: str, kept: str) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, without_scores(doc, [candidate(doc, span, "LOC")])) == [(kept, "LOC")]


def test_row_figures_are_read_only_where_a_table_is() -> None:
    assert row_figures("Juventus 10 and Parma 9") == frozenset()
    assert STANDINGS.index("10") in row_figures(STANDINGS)


def test_the_rows_no_source_named_take_the_tables_type() -> None:
    doc = make_doc(STANDINGS, "it")
    resolved = [candidate(doc, name, "ORG") for name in ("Juventus", "Inter", "Sampdoria")]
    assert as_text(doc, names_of_rows(doc, resolved, "it")) == [("Parma", "ORG")]
    # one row named of four is no evidence
    assert names_of_rows(doc, resolved[:1], "it") == []


def test_a_tables_own_rows_are_no_names() -> None:
    text = "Returns\nLabour 44.3\nConservatives 35.9\nGreens 7.1\nOthers 4.9\nTurnout 71.2"
    doc = make_doc(text)
    resolved = [candidate(doc, name, "ORG") for name in ("Labour", "Conservatives")]
    assert as_text(doc, names_of_rows(doc, resolved, "en")) == [("Greens", "ORG")]


def test_a_lab_table_that_names_nobody_stays_unnamed() -> None:
    doc = make_doc("Bloods today\nSodium 140\nPotassium 4.1\nCreatinine 88\nUrea 6.2")
    assert names_of_rows(doc, [], "en") == []


@pytest.mark.parametrize(("lang", "text", "span", "nobody"), [
    ("de", "SKI ALPIN - ERGEBNISSE SLALOM\nKITZBÜHEL , 19. Januar ( dpa )\nDer Sieger .", "ALPIN", True),
    ("pt", "FUTEBOL - CLASSIFICAÇÃO DA PRIMEIRA LIGA\nLISBOA , 29 set ( Lusa )\nO Porto .",
     "CLASSIFICAÇÃO DA PRIMEIRA LIGA", True),
    ("fr", "CYCLISME - RÉSULTATS À ROUBAIX\nPARIS , 12 avr ( AFP )\nLe vainqueur .", "ROUBAIX", False),
    ("de", "SKI ALPIN - HIRSCHER GEWINNT\nKITZBÜHEL , 19. Januar ( dpa )\nDer Sieger .", "HIRSCHER", False),
])
def test_a_results_headings_sport_and_competition_are_no_names(lang: str, text: str, span: str,
                                                               nobody: bool) -> None:
    doc = make_doc(text, lang)
    start, end, _, _ = candidate(doc, span, "ORG")
    assert names_nobody(doc, start, end, mixed_case=True, lang=lang) is nobody


@pytest.mark.parametrize(("text", "kept"), [
    ("CALCIO - CLASSIFICA\nROMA , 15 SET ( ANSA )\nJUVENTUS 10", [("ANSA", "ORG")]),
    ("NOTTE TRANQUILLA\nPAZIENTE ( ANSA ) AGITATA", [("ANSA", "ORG")]),  # alone in brackets: kept
    ("NOTTE TRANQUILLA\nPAZIENTE ANSA AGITATA", []),  # a word of the language outside brackets goes
])
def test_an_agency_alone_in_brackets_stays_in_capitals(text: str, kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text, "it")
    found = trim_language_words_in_capitals(doc, [candidate(doc, "ANSA", "ORG", "cues")], "it", mixed_case=False)
    assert as_text(doc, found) == kept


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("CRICKET - LANCASHIRE BEAT YORKSHIRE BY FOUR WICKETS", "YORKSHIRE BY FOUR WICKETS", [("YORKSHIRE", "LOC")]),
    ("ATHLETICS - WOMEN'S 5,000 METRES", "ATHLETICS - WOMEN'S", []),
    ("ARSENAL WOMEN BEAT CHELSEA", "ARSENAL WOMEN", [("ARSENAL WOMEN", "LOC")]),  # a team's name keeps it
    ("He moved to the Isle of Man in 1990 .", "Isle of Man", [("Isle of Man", "LOC")]),  # in title case: a name
])
def test_a_headlines_span_loses_joining_words_and_table_words(text: str, span: str,
                                                              kept: list[tuple[str, str]]) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "LOC")])) == kept


def test_ward_round_is_a_hospitals_round() -> None:
    doc = make_doc("Ward round Dr Achterberg. Seen by Ward yesterday.")
    assert is_ward_round(doc, 0, 1)
    assert not is_ward_round(doc, 7, 8)
    assert trim_edges(doc, [candidate(doc, "Ward", "PERSON")]) == []
    assert ("Ward", "PERSON") not in source_names("given_names", "Ward round Dr Achterberg.")
    assert ("Ward", "PERSON") in source_names("given_names", "Seen by Ward yesterday and Ward round later.")


@pytest.mark.parametrize(("text", "span", "label"), [
    ("qualcuno conosce un buon meccanico a monza?", "monza", "LOC"),
    ("ci vediamo domani?", "domani", "DATETIME"),  # no town: the model's date stays
])
def test_a_town_in_lower_case_typed_a_date_is_a_place(text: str, span: str, label: str) -> None:
    doc = make_doc(text, "it")
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "DATETIME")])) == [(span, label)]
