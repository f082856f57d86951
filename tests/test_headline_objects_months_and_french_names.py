"""What the sixty-fourth hand set taught: a headline's plural verb and the preposition after it are no part
of the names around them ("WREXHAM EDGE PAST BIRMINGHAM"), a German noun after an indefinite article is no
name ("ein Feuer"), and a month after a preposition is a date even where the given names' lexicon knows it
("im Juni"); a French name keeps the participle after it ("La France insoumise"), as does a name a model
typed MISC ("le Conseil constitutionnel"). Each with a counter-case."""

from __future__ import annotations

import pytest

from conftest import found_by
from rule_helpers import as_text, candidate, make_doc
from spacy_sanitize.detection.capitalised import CapitalisedNames
from spacy_sanitize.detection.date_spans import months_as_dates
from spacy_sanitize.detection.evidence import score_spans, trim_edges
from spacy_sanitize.detection.trailing_adjectives import with_trailing_adjectives

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("SOCCER - WREXHAM EDGE PAST BIRMINGHAM\nWREXHAM , Wales 2025-03-01", "WREXHAM EDGE PAST BIRMINGHAM",
     ["WREXHAM", "BIRMINGHAM"]),
    ("TENNIS - SWIATEK CRUISES INTO SEMIS\nROME 2025-05-14", "SWIATEK CRUISES INTO SEMIS", ["SWIATEK", "SEMIS"]),
    ("Police in Stoke on Trent said", "Stoke on Trent", ["Stoke on Trent"]),  # no verb in capitals
])
def test_a_headlines_verb_and_its_preposition_part_the_names(text: str, span: str, kept: list[str]) -> None:
    doc = make_doc(text)
    assert [name for name, _ in as_text(doc, trim_edges(doc, [candidate(doc, span, "PERSON")]))] == kept


@pytest.mark.parametrize(("text", "name", "found"), [
    ("In der Nacht ist ein Feuer in einer Lagerhalle ausgebrochen .", "Feuer", False),
    ("Gestern hat das Feuer in Bamberg gewütet .", "Bamberg", True),
])
def test_a_german_noun_after_an_indefinite_article_is_no_name(text: str, name: str, found: bool) -> None:
    assert (name in found_by(CapitalisedNames(), "de", text)) is found


@pytest.mark.parametrize(("text", "name", "kept"), [
    ("In der Nacht ist ein Feuer in einer Lagerhalle ausgebrochen .", "Feuer", False),
    ("Gestern hat Feuer in Bamberg gewütet .", "Feuer", True),  # no article: a model's name stands
])
def test_a_models_german_noun_after_an_indefinite_article_names_nobody(text: str, name: str, kept: bool) -> None:
    doc = make_doc(text, "de")
    spans = [candidate(doc, name, "PERSON")]
    [score] = score_spans(doc, spans, spans, "de", True)
    assert (score >= 0.5) is kept


@pytest.mark.parametrize(("lang", "text", "label"), [
    ("de", "Er rechnet mit einer Zinssenkung im Juni .", "DATETIME"),
    ("en", "We expect a cut in June next year.", "DATETIME"),
    ("en", "Later June said she would stay.", "PERSON"),  # a given name before its verb
])
def test_a_month_after_a_preposition_is_a_date_for_the_given_names_too(lang: str, text: str, label: str) -> None:
    doc = make_doc(text, lang)
    month = "Juni" if lang == "de" else "June"
    assert as_text(doc, months_as_dates(doc, [candidate(doc, month, "PERSON", "given_names")])) == [(month, label)]


@pytest.mark.parametrize(("text", "span", "grown"), [
    ("Jean-Luc Mélenchon , chef de La France insoumise , a parlé .", "La France", "La France insoumise"),
    ("Le Conseil constitutionnel a validé la loi .", "Conseil", "Conseil constitutionnel"),
    ("La France précise sa position .", "France", "France"),  # a verb's form
    ("Une crise à Renault entreprise ?", "Renault", "Renault"),  # a noun with the ending
])
def test_a_french_name_keeps_the_participle_after_it(text: str, span: str, grown: str) -> None:
    doc = make_doc(text, "fr")
    label = "MISC" if span == "Conseil" else "ORG"
    assert as_text(doc, with_trailing_adjectives(doc, [candidate(doc, span, label)], "fr")) == [(grown, label)]
