"""What the seventy-sixth hand set taught: a score or a scorer's minutes are no part of a name ("Benfica 3 - 1",
"Pavlidis 12 , 58"), where a house number is ("Rua Augusta 12"); an agency's heading in capitals outside
English names nobody with its nouns ("FUTEBOL - RESULTADOS DA 11.ª JORNADA"); a standings row names its team
in any language; a scorecard's players may have initials ("R. Pant 134"); a minister's portfolio is the
office's, not the country's ("UK Business Secretary"); a post in lower case capitalises only names ("after
Marques Brownlee mentioned this"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.notes_in_capitals import trim_language_words_in_capitals
from spacy_sanitize.detection.office_portfolios import without_portfolios
from spacy_sanitize.detection.score_tails import without_scores


@pytest.mark.parametrize(("lang", "text", "span", "kept"), [
    ("pt", "Benfica 3 - 1 Sporting de Braga", "Benfica 3 - 1", "Benfica"),  # a score
    ("pt", "( Pavlidis 12 , 58 , Di María 80 ; Zalazar 33 )", "Pavlidis 12 , 58", "Pavlidis"),  # minutes
    ("fr", "Toulouse - Clermont 38 - 17\nLa Rochelle", "Clermont 38 - 17", "Clermont"),
    ("pt", "Mora na Rua Augusta 12 , 1100-048 Lisboa .", "Rua Augusta 12", "Rua Augusta 12"),  # a street
    ("de", "Einsatz am Ortrud-Stey-Ring 92-57 , Grevesmühlen .", "Ortrud-Stey-Ring 92-57", "Ortrud-Stey-Ring 92-57"),
    ("en", "The Apollo 11 crew landed .", "Apollo 11", "Apollo 11"),  # a number with no score after it
    ("en", "Alberto Fujimori ( Cambio 90 ) 64.4 percent", "Cambio 90", "Cambio 90"),  # a party's bracket
    ("pt", "Porto 2 ( Taremi 33 ) Braga 0", "Taremi 33", "Taremi"),  # one scorer's bracket after a score
])
def test_a_score_or_a_minute_is_no_part_of_a_name(lang: str, text: str, span: str, kept: str) -> None:
    doc = make_doc(text, lang)
    assert as_text(doc, without_scores(doc, [candidate(doc, span, "LOC")])) == [(kept, "LOC")]


@pytest.mark.parametrize(("lang", "text", "span", "kept"), [
    ("pt", "FUTEBOL - RESULTADOS DA 11.ª JORNADA\nO Benfica venceu o jogo em casa .", "RESULTADOS", None),
    ("nl", "WIELRENNEN - UITSLAG OMLOOP\nJasper Stuyven won de koers .", "UITSLAG", None),
    ("fr", "RUGBY - TOP 14 , RÉSULTATS DE LA 10E JOURNÉE\nToulouse - Clermont 38-17", "JOURNÉE", None),
    ("es", "FÚTBOL - EL BETIS GANA EN VIGO\nEl equipo de Pellegrini ganó .", "BETIS", "BETIS"),  # a club
    ("pt", "BENFICA VENCE EM LISBOA\nO jogo acabou tarde .", "LISBOA", "LISBOA"),  # after a place's preposition
    ("es", "REAL MADRID 2 - ATLÉTICO 1\nGoles : Vinícius ( 23 ) , Griezmann ( 41 ) . Árbitro : Gil Manzano .",
     "REAL MADRID", "REAL MADRID"),  # a club's name that opens with a word of the language stays whole
])
def test_a_headings_nouns_in_capitals_name_nobody(lang: str, text: str, span: str, kept: str | None) -> None:
    doc = make_doc(text, lang)
    trimmed = trim_language_words_in_capitals(doc, [candidate(doc, span, "ORG")], lang)
    assert [name for name, _ in as_text(doc, trimmed)] == ([kept] if kept else [])


def test_a_heading_outside_a_line_of_capitals_is_left_alone() -> None:
    doc = make_doc("Los resultados de la jornada fueron buenos para el Betis en Vigo .", "es")
    spans = [candidate(doc, "Betis", "ORG")]
    assert trim_language_words_in_capitals(doc, spans, "es") == spans


@pytest.mark.parametrize(("lang", "text", "team", "found"), [
    ("es", "FÚTBOL - CLASIFICACIÓN\nBarcelona 12 11 1 0 40 6 34\nReal Madrid 12 9 1 2 28 10 28", "Barcelona", True),
    ("es", "Total 12 11 1 0 40 6 34", "Total", False),  # a table's word
])
def test_a_standings_row_names_its_team_in_any_language(lang: str, text: str, team: str, found: bool) -> None:
    assert (team in [name for name, _ in source_names("cues", text, lang)]) is found


def test_a_scorecards_players_may_have_initials() -> None:
    text = "India first innings 471 ( Y. Jaiswal 101 , R. Pant 134 ; J. Tongue 4-86 , B. Stokes 4-66 )"
    names = [name for name, label in source_names("cues", text) if label == "PERSON"]
    assert {"Y. Jaiswal", "R. Pant", "J. Tongue", "B. Stokes"} <= set(names)
    assert not [n for n, _ in source_names("cues", "Article 312 ( A. Rule 104 , B. Part 58 )") if "Rule" in n]


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("UK Business Secretary Jonathan Reynolds met Nissan .", "UK Business", "UK"),
    ("French Foreign Minister Jean-Noël Barrot said .", "French Foreign", "French"),
    ("Home Office Minister Dan Jarvis said .", "Home Office", "Home Office"),  # the department is the name
    ("Bank of England Governor Andrew Bailey said .", "Bank of England", "Bank of England"),  # no portfolio
])
def test_a_ministers_portfolio_is_the_offices(text: str, span: str, kept: str) -> None:
    doc = make_doc(text)
    assert as_text(doc, without_portfolios(doc, [candidate(doc, span, "ORG")])) == [(kept, "ORG")]


@pytest.mark.parametrize(("text", "name", "found"), [
    ("who's here after Marques Brownlee mentioned this in his review? lol", "Marques Brownlee", True),
    ("lol ended up at Wetherspoons again. mum says hi", "Wetherspoons", True),
    ("has anyone got Mr Okonkwo's number? need it", "Okonkwo", True),  # the name, not its possessive
    ("lol ended up at home with Mum again. speaking English all day", "Mum", False),  # a parent's word
    ("is Rhys coming to Nan's on sunday? x", "Nan", False),  # a grandmother's word, possessive too
    ("unpopular opinion: pineapple on pizza is Elite Tier. fight me", "Elite Tier", False),  # emphasis
    ("router lights all Green but nothing loads. tried twice", "Green", False),  # a colour, however capitalised
    ("lol ended up at home again. speaking English all day", "English", False),  # a language
    ("Who's here after Marques Brownlee mentioned this? I loved his review.", "Marques Brownlee", False),  # prose
])
def test_a_post_in_lower_case_capitalises_only_names(text: str, name: str, found: bool) -> None:
    assert (name in [n for n, _ in source_names("cues", text)]) is found


@pytest.mark.parametrize(("lang", "text", "span", "pieces"), [
    ("fr", "la boulangerie Maison Landemaine rue des Martyrs est ouverte", "Maison Landemaine rue des Martyrs",
     [("Maison Landemaine", "ORG"), ("rue des Martyrs", "LOC")]),
    ("fr", "il habite au 3 rue des Martyrs depuis longtemps", "rue des Martyrs", [("rue des Martyrs", "ORG")]),  # opens it
    ("de", "das Café Luitpold in der Brienner Straße", "Café Luitpold", [("Café Luitpold", "ORG")]),  # no such kind
])
def test_a_street_kind_inside_a_name_starts_a_place(lang: str, text: str, span: str,
                                                    pieces: list[tuple[str, str]]) -> None:
    from spacy_sanitize.detection.street_splits import split_before_street_kinds

    doc = make_doc(text, lang)
    assert as_text(doc, split_before_street_kinds(doc, [candidate(doc, span, "ORG")], lang)) == pieces


@pytest.mark.parametrize(("text", "opens_lower"), [
    ("lol jess and tom are coming", True),
    ("[14/02/2025, 19:42] Sandra Whitlock: has anyone got Mr Okonkwo's number?", True),  # a chat's speaker
    ("Pepijn: can u send it to Lindering 37?", True),
    ("19:42 - Marcus Reid: anyone up for five-a-side at Goals Leeds thursday?", True),
    ("Switched to Wise for sending money home. shoutout to Tunde. anyone tried Revolut?", True),  # two openings
    ("His wife Anna died in 1995; Mrs. berg called.", False),  # prose with few sentences
])
def test_a_post_opens_in_lower_case_after_its_timestamp_and_speaker(text: str, opens_lower: bool) -> None:
    from spacy_sanitize.detection.title_case_in_posts import opens_in_lower_case

    assert opens_in_lower_case(text) is opens_lower
