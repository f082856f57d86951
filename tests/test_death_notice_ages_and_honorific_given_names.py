"""What the eighty-sixth hand set taught: death notices give an age over 89 in each language's own form
("im Alter von 93 Jahren", "di anni 95", "com 97 anos", "con 92 años"); a given name that is the language's
honorific before another given name is the honorific ("viuda de Don Mariano Ruiz"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import make_doc, source_names
from spacy_sanitize.detection.ages import LanguageAges


@pytest.mark.parametrize(("lang", "text", "ages"), [
    ("de", "Sie verstarb im Alter von 93 Jahren in Bamberg.", ["93"]),
    ("de", "Sie wohnt seit 12 Jahren in Bamberg.", []),  # a duration: no person's age before it
    ("it", "È mancata a Lecce Addolorata Quarta, di anni 95.", ["95"]),
    ("it", "Un mutuo di 20 anni.", []),  # the years after the number: a duration
    ("pt", "Faleceu em Aveiro, com 97 anos, a Sra. Maria.", ["97"]),
    ("pt", "Uma empresa com 30 anos de história.", []),  # what the years count: no age
    ("es", "Murió en Soria con 92 años.", ["92"]),
])
def test_a_death_notices_age_in_each_language(lang: str, text: str, ages: list[str]) -> None:
    doc = make_doc(text, lang)
    assert [text[c.start:c.end] for c in LanguageAges(lang)(doc)] == ages


@pytest.mark.parametrize(("lang", "text", "person"), [
    ("es", "Viuda de Don Mariano Ruiz.", "Mariano Ruiz"),
    ("pt", "A Dona Fátima Lopes ligou.", "Fátima Lopes"),
    ("en", "Then Don Mariano called.", "Don Mariano"),  # English has no such honorific: Don is a name
])
def test_an_honorific_before_a_given_name_is_no_name(lang: str, text: str, person: str) -> None:
    assert (person, "PERSON") in source_names("given_names", text, lang)
