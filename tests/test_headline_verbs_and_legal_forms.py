"""What the seventy-fourth hand set taught: outside English, a headline in capitals writes its verb like its
names, and the language's lemma tables tell the verb ("EL BETIS GANA EN VIGO", "PSV WINT"); a wire's topic tag
before its dash is no name in any language ("FÚTBOL -"); a firm's legal form ends its name ("Nordlicht Solar
GmbH Anleger") and may be written in lower case ("Ferri Costruzioni srl"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.evidence import trim_to_capitals, with_legal_forms
from spacy_sanitize.detection.headline_verbs import is_headline_verb, is_verb_form


@pytest.mark.parametrize(("lang", "word", "verb"), [
    ("es", "gana", True), ("nl", "wint", True), ("it", "batte", True), ("pt", "vence", True), ("de", "schlägt", True),
    ("es", "betis", False), ("pt", "porto", False),  # a club, whatever its lemma ("portar")
    ("it", "milan", False), ("en", "wins", False),  # English has its own list
])
def test_the_lemma_tables_tell_a_verb_form(lang: str, word: str, verb: bool) -> None:
    assert is_verb_form(lang, word) is verb


def test_a_verb_counts_only_in_a_line_of_capitals() -> None:
    doc = make_doc("FÚTBOL - EL BETIS GANA EN VIGO\nEl Betis Gana es un nombre .", "es")
    verbs = [t.text for t in doc if is_headline_verb(doc, t.i)]
    assert verbs == ["GANA"]


@pytest.mark.parametrize(("lang", "text", "names"), [
    ("es", "FÚTBOL - EL BETIS GANA EN VIGO\nVIGO ( EFE ) .- El equipo venció este domingo por la mínima con un "
     "gol en la segunda parte .", ["BETIS", "VIGO"]),
    ("pt", "FUTEBOL - BENFICA VENCE EM BRAGA\nBRAGA ( Lusa ) - O clube venceu por dois golos a um na noite de "
     "sábado .", ["BENFICA", "BRAGA"]),
    ("es", "El Rayo Vallecano jugó en Vallecas .", ["Rayo Vallecano", "Vallecas"]),  # prose: no verb cut
    ("nl", "ROTTERDAM - PSV heeft verdediger Ryan Flamingo gekocht van de club uit Italië .", ["ROTTERDAM"]),  # a dateline
])
def test_a_headlines_verb_and_topic_tag_are_no_names(lang: str, text: str, names: list[str]) -> None:
    from spacy_sanitize.detection.capitalised import make_capitalised_names

    source = make_capitalised_names()
    source.set_language(lang)
    doc = make_doc(text, lang)
    found = [doc.text[c.start:c.end] for c in source(doc)]
    assert list(dict.fromkeys(name for name in found if name in names)) == names  # the dateline repeats the place
    assert not any(word in name for name in found for word in ("FÚTBOL", "FUTEBOL", "GANA", "VENCE"))


def test_a_models_span_is_cut_at_a_headlines_verb() -> None:
    doc = make_doc("VOETBAL - PSV WINT VAN HERACLES\nEINDHOVEN ( ANP ) - PSV heeft gewonnen .", "nl")
    trimmed = trim_to_capitals(doc, [candidate(doc, "PSV WINT VAN HERACLES", "ORG")], "nl", True)
    assert [name for name, _ in as_text(doc, trimmed)] == ["PSV", "HERACLES"]


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("über seine Firma Nordlicht Solar GmbH Anleger betrogen", "Nordlicht Solar GmbH Anleger", "Nordlicht Solar GmbH"),
    ("bei der Müller Logistik GmbH & Co. KG in Ulm", "Müller Logistik GmbH & Co. KG", "Müller Logistik GmbH & Co. KG"),
])
def test_a_firms_name_ends_with_its_legal_form(text: str, span: str, kept: str) -> None:
    doc = make_doc(text, "de")
    trimmed = trim_to_capitals(doc, [candidate(doc, span, "ORG")], "de", True)
    assert [name for name, _ in as_text(doc, trimmed)] == [kept]


@pytest.mark.parametrize(("lang", "text", "span", "kept"), [
    ("it", "l' ex amministratore della Ferri Costruzioni srl di Moncalieri", "Ferri Costruzioni",
     "Ferri Costruzioni srl"),
    ("it", "una giornata alla Terme Berzieri spa di Salsomaggiore", "Terme Berzieri", "Terme Berzieri"),  # a spa
])
def test_a_legal_form_in_lower_case_joins_its_firm(lang: str, text: str, span: str, kept: str) -> None:
    doc = make_doc(text, lang)
    assert [name for name, _ in as_text(doc, with_legal_forms(doc, [candidate(doc, span, "ORG")]))] == [kept]
