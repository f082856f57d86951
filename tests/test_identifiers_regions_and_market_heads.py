"""An identifier that a dropped name span swallowed stays detected; a state's postal code after a place is a
place; a market's word ends a name in a headline's capitals; a Dutch adjective of origin and the noun after
it are cut from the name a model read them into."""

from __future__ import annotations

import pytest
import spacy

from conftest import token_span
from spacy_sanitize.detection.base import Candidate
from spacy_sanitize.detection.headlines import headline_names
from spacy_sanitize.detection.lowercase_names import trim_everyday_words_in_capitals
from spacy_sanitize.detection.overlap import identifiers_inside
from spacy_sanitize.detection.place_adjectives import relabel_place_adjectives
from spacy_sanitize.detection.region_codes import with_region_codes


@pytest.fixture(scope="module")
def bare_detector() -> spacy.language.Language:
    """pii_detector with no source: the candidates are handed to ``set_annotations`` by the test."""
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"ner": None, "model": None}})
    nlp.initialize()
    return nlp


def _annotated(nlp: spacy.language.Language, text: str, candidates: list[tuple[str, str, str]]) -> list[str]:
    doc = nlp.make_doc(text)
    found = [Candidate(text.index(surface), text.index(surface) + len(surface), label, source,
                       subtype="PHONE" if source == "validated" else None)
             for surface, label, source in candidates]
    nlp.get_pipe("pii_detector").set_annotations(doc, found)
    return [span.text for span in doc.spans["pii"]]


def test_a_pager_number_merged_into_a_dropped_model_span_is_kept(bare_detector: spacy.language.Language) -> None:
    text = "DR. SCHWARTZ PAGED (PAGER 5567) RE: K 3.1, REPLETED."
    # the model's "PAGER 5567" names nobody and is dropped; the validated number inside it is not
    assert _annotated(bare_detector, text, [("PAGER 5567", "LOC", "model"), ("5567", "CODE", "validated")]) == ["5567"]
    assert _annotated(bare_detector, text, [("PAGER 5567", "LOC", "model")]) == []


def test_only_identifier_sources_are_put_back() -> None:
    dropped = [(3, 6, "LOC", "model+validated+cues")]
    candidates = [(3, 6, "LOC", "model"), (5, 6, "CODE", "validated"), (3, 4, "PERSON", "cues"), (8, 9, "CODE", "rules")]
    assert identifiers_inside(dropped, candidates, "merge", ["validated", "rules"]) == [(5, 6, "CODE", "validated")]


@pytest.mark.parametrize(("text", "places", "capitals", "codes"), [
    ("Lives with husband Ray in Peabody, MA. PCP Dr. Sullivan.", ["Peabody"], False, ["MA"]),
    ("Born in Austin, TX and moved to Portland, OR in 2001.", ["Austin", "Portland"], False, ["TX", "OR"]),
    ("Gary, IN 46402", ["Gary"], False, ["IN"]),
    ("Moved to Parramatta, NSW last year.", ["Parramatta"], False, ["NSW"]),
    ("LIVES IN WORCESTER, MA WITH WIFE.", ["WORCESTER"], True, ["MA"]),
    ("LIVES IN BOSTON, OR WITH HER SON.", ["BOSTON"], True, []),  # in capitals "OR" may open the clause
    ("Visited Paris, France and Rome.", ["Paris"], False, []),
])
def test_a_region_code_after_a_place_is_a_place(text: str, places: list[str], capitals: bool,
                                                  codes: list[str]) -> None:
    doc = spacy.blank("en")(text)
    spans = sorted(token_span(doc, place, "LOC") for place in places)
    added = [doc[s:e].text for s, e, _, source in with_region_codes(doc, spans, capitals) if source == "region_codes"]
    assert added == codes


def test_a_degree_after_a_person_is_no_region() -> None:
    doc = spacy.blank("en")("Jane Smith, MA, PhD")
    spans = [token_span(doc, "Jane Smith", "PERSON")]
    assert with_region_codes(doc, spans, False) == spans


def test_a_market_word_ends_a_name_in_a_headline() -> None:
    doc = spacy.blank("en")("MARKETS - TOKYO STOCKS CLOSE HIGHER ON SONY GAINS")
    trimmed = trim_everyday_words_in_capitals(doc, [token_span(doc, "TOKYO STOCKS", "PERSON")], "en")
    assert [doc[s:e].text for s, e, _, _ in trimmed] == ["TOKYO"]
    headline = "MARKETS - TOKYO STOCKS CLOSE HIGHER"
    assert "STOCKS" not in " ".join(headline[c.start:c.end] for c in headline_names(headline))


def test_a_dutch_adjective_of_origin_and_its_noun_are_cut_from_a_name() -> None:
    doc = spacy.blank("nl")("PSV heeft de Mexicaanse aanvaller Hirving Lozano vastgelegd .")
    cut = relabel_place_adjectives(doc, [token_span(doc, "Mexicaanse aanvaller Hirving Lozano", "ORG")], "nl")
    assert [(doc[s:e].text, label) for s, e, label, _ in cut] == [("Mexicaanse", "DEM"), ("Hirving Lozano", "ORG")]
    kept = spacy.blank("nl")("De Nederlandse Spoorwegen rijden .")  # no lower-case noun: a name as it is
    assert relabel_place_adjectives(kept, [token_span(kept, "Nederlandse Spoorwegen", "ORG")], "nl") == [
        token_span(kept, "Nederlandse Spoorwegen", "ORG")]


@pytest.mark.parametrize(("text", "codes"), [
    ("BP 110-130/60'S. BP 120/80. B/P 90/60, blood pressure of 140/90.", []),
    ("Application no. 12345/89; nos. 14553-14554/89 and 36110/97.", ["12345/89", "14553", "14554/89", "36110/97"]),
])
def test_a_blood_pressure_is_no_application_number(text: str, codes: list[str]) -> None:
    from spacy_sanitize.detection.rules import RegexRules

    assert [text[m.start:m.end] for m in RegexRules(["case_number"]).matches(text)] == codes


@pytest.mark.parametrize(("text", "surface", "label", "nobody"), [
    ("SKIN: MIDSTERNAL INCISION OTA, CDI. L LEG EVH SITES WITH STERISTRIPS.", "L LEG EVH", "ORG", True),
    ("SKIN: MIDSTERNAL INCISION OTA, CDI.", "MIDSTERNAL INCISION OTA, CDI", "DEM", True),
    ("ENDO: RISS COVERAGE PER SLIDING SCALE.", "ENDO", "PERSON", True),
    ("He had a scabbed wound on his leg.", "a scabbed wound", "DEM", False),  # prose: an injury describes him
    ("LINES: L PIV 20G, R RADIAL ALINE.", "L PIV 20G, R RADIAL ALINE", "ORG", True),  # "20G,": a gauge
    ("Plan: wean vent as tol, keep K>4, Mg>2.", "Mg>2", "PERSON", True),  # a lab value's target
    ("HX: CAD, CRI, BPH, GOUT. ON LEVOFLOX.", "CRI, BPH, GOUT", "ORG", True),
    ("Postcode 6686 SC Doornenburg", "6686 SC", "LOC", False),  # a Dutch postcode, not shorthand
])
def test_a_note_s_headings_and_findings_in_capitals_name_nobody(text: str, surface: str, label: str,
                                                                 nobody: bool) -> None:
    from spacy_sanitize.detection.evidence import is_mixed_case, names_nobody

    doc = spacy.blank("en")(text)
    start, end, _, _ = token_span(doc, surface, label)
    assert names_nobody(doc, start, end, is_mixed_case(doc)) is nobody


@pytest.mark.parametrize(("text", "phones"), [
    ("Chelsea 3 2 1 0 6 2 7\nArsenal 3 2 0 1 5 3 6", []),  # a standings row's counts
    ("call me on 0 7 7 0 0 9 0 0 1 2 3 tonight", ["0 7 7 0 0 9 0 0 1 2 3"]),  # a phone read out digit by digit
    ("Tel 020 7946 0018", ["020 7946 0018"]),
])
def test_digits_one_by_one_are_a_phone_only_where_one_is_named(text: str, phones: list[str]) -> None:
    from spacy_sanitize.detection.validated import ValidatedIdentifiers

    found = ValidatedIdentifiers()(spacy.blank("en")(text))
    assert [text[c.start:c.end] for c in found if c.subtype == "PHONE"] == phones


def test_a_german_chat_ending_in_a_place_is_read_to_its_end() -> None:
    """The last word of the text once sent a German club's number check one token past the end."""
    nlp = spacy.blank("de")
    nlp.add_pipe("pii_detector")
    text = "Xavier: Kommst du am Donnerstag zu Linus?\nLinus: Ja, ich bin ab dem 20. Jänner 2025 in Zell am See"
    doc = nlp(text)
    spans = [span.text for span in doc.spans["pii"]]
    assert "Linus" in spans and any("Zell" in span for span in spans)


@pytest.mark.parametrize(("text", "roles"), [
    ("NEURO: PUPILS EQUAL AND REACTIVE. Pupils 3mm, brisk. pupils 4 mm bilat.", []),
    ("Two pupils at Oakfield were interviewed.", ["pupils"]),  # a school's pupils describe someone
])
def test_the_eyes_pupils_are_no_occupation(text: str, roles: list[str]) -> None:
    from spacy_sanitize.detection.occupations import Occupations

    assert [text[c.start:c.end] for c in Occupations()(spacy.blank("en")(text))] == roles
