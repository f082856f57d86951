"""The occupations source: lexicon roles where they describe someone, DEM with subtype OCCUPATION."""

import spacy

from spacy_sanitize.detection.occupations import Occupations, occupation_phrases


def _found(text: str, describes_only: bool = True) -> list[tuple[str, str, str | None]]:
    doc = spacy.blank("en")(text)
    return [(text[c.start:c.end], c.label, c.subtype) for c in Occupations(describes_only)(doc)]


def test_roles_that_describe_someone_are_dem_occupations_in_any_case() -> None:
    assert _found("He worked as a lorry driver in Leeds.") == [("lorry driver", "DEM", "OCCUPATION")]
    assert _found("Witness Anna Berg, Adult Nurse, of 3 Elm St") == [("Adult Nurse", "DEM", "OCCUPATION")]
    assert _found("A RETIRED HEADMASTER AND TWO TEACHERS") == [("HEADMASTER", "DEM", "OCCUPATION"),
                                                           ("TEACHERS", "DEM", "OCCUPATION")]


def test_a_function_after_a_determiner_or_possessive_is_left() -> None:
    assert _found("She called her doctor; the teacher and this nurse agreed.") == []
    assert _found("She called her doctor.", describes_only=False) == [("doctor", "DEM", "OCCUPATION")]


def test_the_cast_of_court_proceedings_is_not_in_the_lexicon() -> None:
    phrases = set(occupation_phrases())
    assert {"lorry driver", "nurse", "headmaster", "teachers"} <= phrases
    assert not {"public prosecutor", "solicitor", "juror", "lawyer", "copy", "general"} & phrases


def test_pii_detector_marks_an_occupation_and_keeps_it_english_only() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp("The patient, a 45-year-old welder, was seen.")
    assert [(s.text, s.label_, s._.pii_subtype) for s in doc.spans["pii"] if s.text == "welder"] == [
        ("welder", "DEM", "OCCUPATION")]
    spanish = spacy.blank("es")
    spanish.add_pipe("pii_detector", config={"sources": {"model": None}})
    assert "occupations" not in spanish.get_pipe("pii_detector").sources
