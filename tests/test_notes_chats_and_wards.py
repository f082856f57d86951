"""Group chats, scorecards, ward notes and hospital departments: the edges of names there, the shorthand and
the departments that name nobody, and the surnames that open with their particles."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from conftest import token_span
from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans, trim_edges, trim_to_capitals

NO_MODEL = {"sources": {"model": None}}


def _trimmed(doc: Doc, proposed: list[tuple[str, str]]) -> list[tuple[str, str]]:
    spans = trim_edges(doc, [token_span(doc, surface, label) for surface, label in proposed])
    return [(doc[s:e].text, label) for s, e, label, _ in spans]


def test_a_scorecards_dismissal_parts_the_fielder_from_the_bowler_and_a_notes_age_leaves_the_name() -> None:
    doc = spacy.blank("en")("M. Atherton c Moin b Wasim 31\nMR DESMOND AKINTOLA 81YO, ADMITTED FROM HOME.")
    assert _trimmed(doc, [("Moin b Wasim", "ORG"), ("DESMOND AKINTOLA 81YO", "PERSON")]) == [
        ("Moin", "ORG"), ("Wasim", "ORG"), ("DESMOND AKINTOLA", "PERSON")]
    prose = spacy.blank("en")("Smith v Jones was heard in 2001 .")  # no dismissal outside a scorecard's shape
    assert _trimmed(prose, [("Smith v Jones", "MISC")]) == [("Smith v Jones", "MISC")]


def test_a_place_ends_before_the_common_nouns_and_the_time_after_it_but_an_event_and_a_body_keep_theirs() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")
    doc = spacy.blank("en")("Is everyone still ok for Tesco car park at 8? The Las Palmas bridge collapse and "
                            "Parkhurst prison were in the news. He lives at 12 John Street.")
    assert _trimmed(doc, [("Tesco car park at 8", "LOC"), ("Las Palmas bridge collapse", "LOC"),
                          ("Parkhurst prison", "ORG"), ("12 John Street", "LOC")]) == [
        ("Tesco", "LOC"), ("Las Palmas bridge collapse", "LOC"), ("Parkhurst prison", "ORG"), ("12 John Street", "LOC")]


def test_a_count_with_a_thousands_separator_is_no_house_number() -> None:
    text = "Sarah Pochin (Reform UK) 12,645\nKaren Shore (Labour) 12,639\nDeliver to 5\nSylvia Mills"
    found = [text[c.start:c.end] for c in StreetAddresses()(spacy.blank("en")(text))]
    assert found == ["5\nSylvia Mills"]


def test_a_noun_after_a_number_a_hashtag_of_words_and_a_notes_shorthand_pair_name_nobody() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")
    doc = spacy.blank("en")("OP: a night in Croydon when three crews got sent out. #NewJob\nno si/sh today.")
    spans = [token_span(doc, "crews", "PERSON"), token_span(doc, "NewJob", "ORG"), token_span(doc, "si/sh", "ORG")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE] * 3
    named = spacy.blank("en")("Congrats to the #LiverpoolFC squad. I met jonno today.")
    spans = [token_span(named, "LiverpoolFC", "ORG"), token_span(named, "jonno", "PERSON")]
    assert NO_NAME_SCORE not in score_spans(named, spans, spans)


def test_a_hashtag_of_everyday_words_is_no_firm_in_camel_case() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")
    from spacy_sanitize.detection.known_names import KnownNames

    source = KnownNames()
    source.set_language("en")
    text = "Four brilliant years at PepsiCo . #NewJob #WorkFromHome"
    assert [text[c.start:c.end] for c in source(spacy.blank("en")(text))] == ["PepsiCo"]


def test_a_care_home_is_named_by_its_kind_and_later_by_its_own_word() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config=NO_MODEL)
    doc = nlp("ADMITTED FROM ASHGROVE CARE HOME WITH UROSEPSIS. ? FOR DISCHARGE BACK TO ASHGROVE FRIDAY.")
    assert [s.text for s in doc.spans["pii"] if s.label_ == "ORG"] == ["ASHGROVE CARE HOME", "ASHGROVE"]
    university = nlp("Seen at University Hospital. The University said no.")
    assert "University" not in [s.text for s in university.spans["pii"]]  # a common word names no hospital


def test_a_surname_that_opens_with_its_particles_follows_a_title() -> None:
    source = CueWords()
    source.set_language("nl")
    text = "Mevr. Van der Heijden ( 84 ) woont zelfstandig ."
    assert [text[c.start:c.end] for c in source(spacy.blank("nl")(text))] == ["Van der Heijden"]


def test_a_hospital_department_is_no_name_and_no_part_of_the_hospitals() -> None:
    from spacy_sanitize.detection.capitalised import CapitalisedNames

    source = CapitalisedNames()
    source.set_language("es")
    text = "Paciente de 72 años , acude a Urgencias del Hospital Lucus Augusti con su hija ."
    assert [text[c.start:c.end] for c in source(spacy.blank("es")(text))] == ["Hospital Lucus Augusti"]
    italian = spacy.blank("it")("Paziente giunge al Pronto Soccorso dell' Ospedale Annunziata .")
    spans = trim_to_capitals(italian, [token_span(italian, "al Pronto Soccorso", "PERSON"),
                                       token_span(italian, "Ospedale Annunziata", "LOC")], "it")
    assert [italian[s:e].text for s, e, _, _ in spans] == ["Ospedale Annunziata"]
    portuguese = spacy.blank("pt")("Trazida pelo INEM ao Hospital de São Bernardo após queda .")
    spans = trim_to_capitals(portuguese, [token_span(portuguese, "INEM ao Hospital de São Bernardo", "LOC")], "pt")
    assert [portuguese[s:e].text for s, e, _, _ in spans] == ["INEM", "Hospital de São Bernardo"]


def test_a_name_the_world_writes_opens_a_sentence_after_a_dateline() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the English names come with spacy-lookups-data")
    from spacy_sanitize.detection.capitalised import CapitalisedNames

    source = CapitalisedNames()
    source.set_language("nl")
    text = "ROTTERDAM ( ANP ) - Feyenoord heeft trainer Brian Priske ontslagen . Gisteren was het koud ."
    found = [text[c.start:c.end] for c in source(spacy.blank("nl")(text))]
    assert "Feyenoord" in found and "Gisteren" not in found


def test_a_verb_opening_the_sentence_a_shops_street_and_a_competition_leave_a_persons_span() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")
    doc = spacy.blank("en")("Saw Wet Leg at the O2 . Will Smith said so . Kenny at Cutz on Easter Road retired . "
                            "He lives in Stoke on Trent .\nFormula One - Japanese Grand Prix classification")
    assert _trimmed(doc, [("Saw Wet Leg", "PERSON"), ("Will Smith", "PERSON"), ("Cutz on Easter Road", "ORG"),
                          ("Stoke on Trent", "LOC"), ("Formula One", "PERSON")]) == [
        ("Wet Leg", "PERSON"), ("Will Smith", "PERSON"), ("Cutz", "ORG"), ("Easter Road", "ORG"),
        ("Stoke on Trent", "LOC"), ("Formula One", "MISC")]
    headline = spacy.blank("en")("ATHLETICS - MAKAU WINS BERLIN MARATHON")  # a headline's verb parts two names
    assert _trimmed(headline, [("MAKAU WINS BERLIN MARATHON", "PERSON")]) == [("MAKAU", "PERSON"),
                                                                          ("BERLIN MARATHON", "MISC")]


def test_a_county_is_a_place_but_its_court_and_a_hospitals_clinic_are_not() -> None:
    text = ("Born in Castlebar, County Mayo, she farms in Co. Antrim. The County Court sat. Seen in the "
            "Rheumatology Clinic at Queen Elizabeth Hospital today.")
    found = sorted(CueWords()(spacy.blank("en")(text)), key=lambda c: c.start)
    names = [(text[c.start:c.end], c.label) for c in found if c.label in {"LOC", "ORG"}]
    assert list(dict.fromkeys(names)) == [  # "in Castlebar": two rules find it
        ("Castlebar", "LOC"), ("County Mayo", "LOC"), ("Co. Antrim", "LOC"), ("Queen Elizabeth Hospital", "ORG")]


def test_a_german_building_named_for_a_person_and_a_units_abbreviation() -> None:
    from spacy_sanitize.detection.capitalised import CapitalisedNames
    from spacy_sanitize.detection.institutions import InstitutionNames

    text = "Verlegung ins Robert-Bosch-Krankenhaus geplant , nicht ins Kinder-Krankenhaus ."
    source = InstitutionNames()
    source.set_language("de")
    assert [text[c.start:c.end] for c in source(spacy.blank("de")(text))] == ["Robert-Bosch-Krankenhaus"]
    capitalised = CapitalisedNames()
    capitalised.set_language("es")
    note = "Paciente de 45 a. , vecina de Lugo ."
    assert [note[c.start:c.end] for c in capitalised(spacy.blank("es")(note))] == ["Lugo"]


@pytest.mark.parametrize(("lang", "text", "streets"), [
    ("es", "alguien sabe si el mercadona de la calle alcalá abre el domingo? voy con lucía", ["calle alcalá"]),
    ("it", "qualcuno sa se l' esselunga di viale piave è aperta ? vado via con lui", ["viale piave"]),
    ("pt", "alguém sabe se o pingo doce da avenida da boavista abre no feriado ?", ["avenida da boavista"]),
    ("de", "ob der rewe in der sonnenallee noch auf hat ? stau auf der landstraße", ["sonnenallee"]),
    ("en", "works at sainsburys on the old shoreham road. walked in the park.", ["old shoreham road"]),
])
def test_streets_in_a_post_in_lower_case_in_each_language(lang: str, text: str, streets: list[str]) -> None:
    pytest.importorskip("spacy_lookups_data", reason="the function words come with spacy-lookups-data")
    assert [text[c.start:c.end] for c in StreetAddresses()(spacy.blank(lang)(text))] == streets


def test_a_postcodes_district_after_its_town_is_a_place_but_a_vitamin_is_not() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the common words come with spacy-lookups-data")
    text = "Collection only from Hednesford, WS12. Take Vitamins, B12 daily."
    assert [text[c.start:c.end] for c in StreetAddresses()(spacy.blank("en")(text))] == ["WS12"]


def test_no_name_runs_across_a_gap_of_spaces_a_with_or_a_french_par() -> None:
    doc = spacy.blank("en")("Patient: Alan Thwaite  NHS: 485 777 3456\nBooked at Llandough Hospital with Kath.")
    assert _trimmed(doc, [("Alan Thwaite  NHS", "PERSON"), ("Llandough Hospital with Kath", "ORG")]) == [
        ("Alan Thwaite", "PERSON"), ("NHS", "PERSON"), ("Llandough Hospital", "ORG"), ("Kath", "ORG")]
    french = spacy.blank("fr")("Adressé aux urgences du CHU de Lille par SOS Médecins .")
    spans = trim_edges(french, [token_span(french, "CHU de Lille par SOS Médecins", "LOC")])
    assert [french[s:e].text for s, e, _, _ in spans] == ["CHU de Lille", "SOS Médecins"]


def test_a_persons_span_ends_before_a_common_noun_and_a_fields_label_names_nobody() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")
    doc = spacy.blank("en")("LOST DOG - Whitley Bay area. Please ring.\nReferee : Mike Dean")
    assert _trimmed(doc, [("Whitley Bay area", "PERSON")]) == [("Whitley Bay", "PERSON")]
    spans = [token_span(doc, "Referee", "PERSON")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE]


def test_a_note_in_capitals_ends_a_name_before_its_verbs_and_shorthand_and_an_obstetric_history_is_none() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")
    from spacy_sanitize.detection.lowercase_names import trim_everyday_words_in_capitals

    doc = spacy.blank("en")("SON DECLAN PHONED. PLAN TRANSFER TO ROYAL VICTORIA INFIRMARY IF STABLE. G1P0, EDD SOON.")
    spans = trim_everyday_words_in_capitals(doc, [token_span(doc, "DECLAN PHONED", "PERSON", "lowercase")], "en")
    assert [doc[s:e].text for s, e, _, _ in spans] == ["DECLAN"]
    assert _trimmed(doc, [("ROYAL VICTORIA INFIRMARY IF STABLE", "ORG")]) == [("ROYAL VICTORIA INFIRMARY", "ORG")]
    spans = [token_span(doc, "G1P0", "LOC")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE]


def test_a_recorder_is_a_role_and_italians_to_parts_two_names() -> None:
    doc = spacy.blank("en")("Recorder Paul Reid said the attack was cowardly .")
    assert _trimmed(doc, [("Recorder Paul Reid", "ORG")]) == [("Paul Reid", "PERSON")]
    italian = spacy.blank("it")("Ha presentato Vincenzo Italiano al Dall' Ara .")
    spans = trim_to_capitals(italian, [token_span(italian, "Vincenzo Italiano al Dall' Ara", "LOC")], "it")
    assert [italian[s:e].text for s, e, _, _ in spans] == ["Vincenzo Italiano", "Ara"]  # an elided article goes
