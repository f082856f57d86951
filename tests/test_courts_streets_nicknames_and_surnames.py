"""What the sixty-eighth hand set taught: a court's or an authority's kind that opens a ruling or a heading
opens its name ("Tribunale di Torino , sezione penale"); a street after a particle is a name of its own, not
the shop's ("Mercadona de la avenida de Burgos", "Holon da Rua Direita"); "HHJ" is a judge's title; the clubs'
nicknames are clubs ("Spurs have agreed a fee"); and a title-case function word after a given name is the
surname ("Dr. Peter Lang"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, names_without_model
from spacy_sanitize.detection.club_names import club_nicknames
from spacy_sanitize.detection.evidence import trim_edges, trim_to_capitals

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


@pytest.mark.parametrize(("lang", "text", "names"), [
    ("it", "Tribunale di Torino , sezione penale . Imputato : Davide Ferraris .", ["Tribunale di Torino", "Davide Ferraris"]),
    ("pt", "Tribunal Judicial da Comarca de Braga . Arguido : Rui Manuel Costa .",
     ["Tribunal Judicial da Comarca de Braga", "Rui Manuel Costa"]),
    ("it", "Domani di nuovo in aula . Imputato : Davide Ferraris .", ["Davide Ferraris"]),  # no body's kind opens it
])
def test_a_body_s_kind_opening_a_ruling_opens_its_name(lang: str, text: str, names: list[str]) -> None:
    assert names_without_model(text, lang) == names


@pytest.mark.parametrize(("lang", "text", "span", "pieces"), [
    ("es", "estoy en el Mercadona de la avenida de Burgos , ¿ compro algo ?", "Mercadona de la avenida de Burgos",
     ["Mercadona", "Burgos"]),
    ("pt", "a farmácia Holon da Rua Direita ainda está aberta", "Holon da Rua Direita", ["Holon", "Rua Direita"]),
    ("pt", "O Hospital de Santa Maria fica em Lisboa", "Hospital de Santa Maria", ["Hospital de Santa Maria"]),
])
def test_a_street_after_a_particle_is_a_name_of_its_own(lang: str, text: str, span: str, pieces: list[str]) -> None:
    doc = make_doc(text, lang)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")]))] == pieces


def test_the_capitalised_source_ends_a_shop_before_its_street() -> None:
    names = names_without_model("Alguém sabe se a farmácia Holon da Rua Direita ainda está aberta ?", "pt")
    assert names == ["Holon", "Rua Direita"]


@pytest.mark.parametrize(("text", "span", "pieces"), [
    ("Leeds Crown Court , before HHJ Batty : R v Dwayne Mortimer", "HHJ Batty", ["Batty"]),
    ("The band HHJ Collective played Leeds", "HHJ Collective", ["HHJ Collective"]),  # no title before a name in a band's
])
def test_hhj_is_a_judge_s_title(text: str, span: str, pieces: list[str]) -> None:
    doc = make_doc(text)
    label = "PERSON" if pieces == ["Batty"] else "ORG"
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, label)]))] == pieces


@pytest.mark.parametrize(("text", "nicknames"), [
    ("Spurs have agreed a fee , but the Gunners remain interested .", ["Spurs", "Gunners"]),
    ("Wolves were seen near the village , said the ranger .", []),  # an everyday word opening a sentence
    ("Fans of the Wolves sang .", ["Wolves"]),
])
def test_a_club_s_nickname_is_a_club(text: str, nicknames: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, club_nicknames(doc, []))] == nicknames


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Hausarzt : Dr. med. Peter Lang , Gaimersheim", "Peter Lang", "Peter Lang"),
    ("Das dauert Peter zu Lang", "Peter zu Lang", "Peter"),  # no given name right before it
])
def test_a_title_case_function_word_after_a_given_name_is_the_surname(text: str, span: str, kept: str) -> None:
    doc = make_doc(text, "de")
    assert [name for name, _ in as_text(doc, trim_to_capitals(doc, [candidate(doc, span, "PERSON")], "de", True))] == [kept]
