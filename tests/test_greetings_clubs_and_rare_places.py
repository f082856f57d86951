"""What the fortieth hand set taught: a person greeted by name ("Happy birthday Tunde!!"), a sentence that
opens with a verb spelt as a given name ("Love you"), a kinship word before a chat export's speaker, a
time of day a model took for a place, a club's word after its town ("Leicester City"), a place too rare
for the word tables after a preposition ("in Chorlton!!"), and two given names a post joins after "with"
("con chiara e luca")."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.base import doc_text
from spacy_sanitize.detection.club_names import with_club_words
from spacy_sanitize.detection.coordination import coordinated_names
from spacy_sanitize.detection.dialogue import DialogueNames
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _source_names(source_name: str, text: str, lang: str = "en") -> list[tuple[str, str]]:
    from spacy_sanitize.detection.cues import make_cue_words
    from spacy_sanitize.detection.given_names import make_given_names
    from spacy_sanitize.detection.known_names import make_known_names

    source = {"cues": make_cue_words, "given_names": make_given_names, "known_names": make_known_names}[source_name]()
    source.set_language(lang)
    doc = spacy.blank(lang).make_doc(text)
    return [(doc_text(doc)[c.start:c.end], c.label) for c in source(doc)]


@pytest.mark.parametrize(("text", "name"), [
    ("Happy birthday Tunde!! God bless you", "Tunde"),
    ("Congrats Tunde Bakare, well deserved", "Tunde Bakare"),
    ("Thanks Shaz for the lift", "Shaz"),
])
def test_a_person_greeted_by_name_is_a_person(text: str, name: str) -> None:
    assert (name, "PERSON") in _source_names("cues", text)


@pytest.mark.parametrize("text", ["Thanks Everyone for coming", "Thanks Again!", "Happy birthday Monday crew",
                                  "RIP Legend", "Cheers Mate"])
def test_a_greeting_before_a_common_word_names_no_one(text: str) -> None:
    assert [name for name, label in _source_names("cues", text) if label == "PERSON"] == []


@pytest.mark.parametrize("text", ["Great game! Love the new kit", "Thanks so much! Love you all",
                                  "Mark my words, he will score"])
def test_a_verb_spelt_as_a_given_name_opening_a_sentence_is_no_name(text: str) -> None:
    assert _source_names("given_names", text) == []


def test_a_given_name_opening_a_sentence_before_a_verb_stays_a_name() -> None:
    assert ("Love", "PERSON") in _source_names("given_names", "Love met Tom at noon.")


def test_a_kinship_word_is_no_part_of_a_stamped_speakers_name() -> None:
    text = "12/03/2025, 21:14 - Aunty Bisi: Happy birthday\n12/03/2025, 21:16 - Uncle Femi: hbd 🎂"
    doc = spacy.blank("en").make_doc(text)
    speakers = [text[c.start:c.end] for c in DialogueNames()(doc) if c.label == "PERSON"]
    assert "Bisi" in speakers and "Femi" in speakers
    assert not any(speaker.startswith(("Aunty", "Uncle")) for speaker in speakers)


@pytest.mark.parametrize(("text", "time"), [("Paged Dr. O'Malley, at bedside 0310. Son updated.", "0310"),
                                            ("seen at 1600 by the team", "1600")])
def test_a_time_of_day_a_model_took_for_a_place_names_nothing(text: str, time: str) -> None:
    doc = spacy.blank("en").make_doc(text)
    i = next(token.i for token in doc if token.text == time)
    span = (i, i + 1, "LOC", "model")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


@pytest.mark.parametrize("text", ["She lives at Darwin 0810 now", "born in 1996 in Leeds"])
def test_a_postcode_or_a_year_is_no_time_of_day(text: str) -> None:
    doc = spacy.blank("en").make_doc(text)
    i = next(token.i for token in doc if token.text.isdigit())
    span = (i, i + 1, "LOC", "model")
    assert score_spans(doc, [span], [span]) != [NO_NAME_SCORE]


def _clubs(text: str, name: str, label: str) -> list[tuple[str, str]]:
    doc = spacy.blank("en").make_doc(text)
    at = text.index(name)
    span = doc.char_span(at, at + len(name))
    assert span is not None
    return [(doc[start:end].text, found) for start, end, found, _ in with_club_words(doc, [(span.start, span.end, label, "model")])]


@pytest.mark.parametrize(("text", "name", "label", "expected"), [
    ("Former Leicester City goalkeeper Gordon Banks", "Leicester", "PERSON", ("Leicester City", "ORG")),
    ("He joined Bolton Wanderers in 1990", "Bolton", "LOC", ("Bolton Wanderers", "LOC")),
    ("She moved to Salt Lake City last year", "Salt Lake", "LOC", ("Salt Lake City", "LOC")),
    ("Leicester City Council said", "Leicester", "LOC", ("Leicester", "LOC")),
    ("the city of Leicester city centre", "Leicester", "LOC", ("Leicester", "LOC")),
])
def test_a_club_word_after_a_town_is_part_of_its_name(text: str, name: str, label: str,
                                                      expected: tuple[str, str]) -> None:
    assert _clubs(text, name, label) == [expected]


@pytest.mark.parametrize(("text", "place"), [("Lost dog in Chorlton!! Brown cockapoo", "Chorlton"),
                                             ("Born in Ihithe, she studied nursing", "Ihithe")])
def test_a_word_too_rare_to_judge_after_a_preposition_of_place_is_a_place(text: str, place: str) -> None:
    assert (place, "LOC") in _source_names("known_names", text)


@pytest.mark.parametrize("text", ["She works in Parliament now", "Lost dog in Chorlton",
                                  "the hearing in Chambers yesterday"])
def test_a_judged_word_or_a_lower_case_text_names_no_rare_place(text: str) -> None:
    found = _source_names("known_names", text)
    assert ("Parliament", "LOC") not in found and ("Chambers", "LOC") not in found
    if text == "Lost dog in Chorlton":  # no capital but the sentence's: the text still writes capitals
        assert ("Chorlton", "LOC") in found


@pytest.mark.parametrize(("lang", "text", "names"), [
    ("it", "stasera aperitivo ai navigli con chiara e luca, chi viene?", ["chiara", "luca"]),
    ("fr", "ce soir resto avec inès et karim", ["inès", "karim"]),
])
def test_two_given_names_after_with_and_and_are_people(lang: str, text: str, names: list[str]) -> None:
    doc = spacy.blank(lang).make_doc(text)
    found = [(doc[start:end].text, label) for start, end, label, _ in coordinated_names(doc, [], lang)]
    assert found == [(name, "PERSON") for name in names]


@pytest.mark.parametrize(("lang", "text"), [("it", "pasta con pane e burro"), ("en", "tea with milk and sugar")])
def test_two_words_after_with_and_and_that_are_no_given_names_are_no_one(lang: str, text: str) -> None:
    doc = spacy.blank(lang).make_doc(text)
    assert coordinated_names(doc, [], lang) == []


# --- the forty-first set: acronyms, weekdays with ordinals, relatives typed as places, Spanish bodies ---


def _doc_spans(text: str, *spans: tuple[str, str, str]) -> tuple[spacy.tokens.Doc, list[tuple[int, int, str, str]]]:
    doc = spacy.blank("en").make_doc(text)
    found = []
    for words, label, source in spans:
        at = text.index(words)
        span = doc.char_span(at, at + len(words))
        assert span is not None
        found.append((span.start, span.end, label, source))
    return doc, sorted(found)


def test_an_acronym_a_model_took_for_a_person_takes_its_expansions_type() -> None:
    from spacy_sanitize.detection.acronyms import labels_from_expansions

    doc, spans = _doc_spans("Just finished the Great North Run in 2:14!! Thanks all #GNR",
                            ("Great North Run", "MISC", "model"), ("GNR", "PERSON", "model"))
    assert [label for _, _, label, _ in labels_from_expansions(doc, spans)] == ["MISC", "MISC"]


@pytest.mark.parametrize(("text", "expansion", "label", "acronym", "acronym_label"), [
    ("a firm called Carter Jones McDonald ('CJM') acted", "Carter Jones McDonald", "PERSON", "CJM", "PERSON"),
    ("her National Insurance (NI) number", "National Insurance", "ORG", "NI", "MISC"),
    ("the Crown Prosecution Service said the BBC was wrong", "Crown Prosecution Service", "ORG", "BBC", "PERSON"),
])
def test_an_acronym_keeps_its_type_without_a_fitting_expansion(text: str, expansion: str, label: str, acronym: str,
                                                               acronym_label: str) -> None:
    from spacy_sanitize.detection.acronyms import labels_from_expansions

    doc, spans = _doc_spans(text, (expansion, label, "model"), (acronym, acronym_label, "model"))
    assert labels_from_expansions(doc, spans) == spans


@pytest.mark.parametrize(("text", "words", "expected"), [("tickets for the O2, Fri 14th. DM me", "Fri 14th", "DATETIME"),
                                                        ("gig on Sat 1st at 8", "Sat 1st", "DATETIME"),
                                                        ("the sat 1 receiver", "sat 1", "LOC")])
def test_a_weekday_and_a_day_of_the_month_are_a_date(text: str, words: str, expected: str) -> None:
    from spacy_sanitize.detection.date_spans import months_as_dates

    doc, spans = _doc_spans(text, (words, "LOC", "model"))
    assert [label for _, _, label, _ in months_as_dates(doc, spans)] == [expected]


def test_a_kinship_word_and_a_given_name_a_model_typed_a_place_are_the_relative() -> None:
    from spacy_sanitize.detection.person_types import persons_by_given_name

    doc, spans = _doc_spans("HCP is niece Doreen (cell 617-555-0190).", ("niece Doreen", "LOC", "model"))
    assert [(doc[start:end].text, label) for start, end, label, _ in persons_by_given_name(doc, spans, "en")] == [
        ("Doreen", "PERSON")]


def test_a_kinship_word_before_a_common_word_stays_in_a_place() -> None:
    from spacy_sanitize.detection.person_types import persons_by_given_name

    doc, spans = _doc_spans("lunch at Mother Kitchen today", ("Mother Kitchen", "ORG", "model"))
    assert persons_by_given_name(doc, spans, "en") == spans


def test_altered_mental_status_in_capitals_names_nothing() -> None:
    doc, spans = _doc_spans("Pt sent in for AMS. Family aware.", ("AMS", "LOC", "model"))
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE]


def test_a_spanish_body_with_de_los_is_one_name() -> None:
    from spacy_sanitize.detection.capitalised import make_capitalised_names

    source = make_capitalised_names()
    source.set_language("es")
    text = "Montero ha comparecido hoy en el Congreso de los Diputados para explicar la reforma ."
    doc = spacy.blank("es").make_doc(text)
    assert "Congreso de los Diputados" in [text[c.start:c.end] for c in source(doc)]


@pytest.mark.parametrize(("text", "name"), [("Love you Nana Joan", "Joan"), ("President Nana Akufo-Addo said", None)])
def test_a_grandparents_name_starts_after_nana(text: str, name: str | None) -> None:
    found = _source_names("given_names", text)
    if name is None:  # no given name after "Nana": the word is the name's own
        assert all(not words.startswith("Akufo") for words, _ in found)
    else:
        assert found == [(name, "PERSON")]


# --- the forty-second set: acronyms after a place's preposition, nationalities, facilities, form fields ---


@pytest.mark.parametrize(("text", "acronym", "label"), [("Stuck at JFK for 5 hours thanks to Delta", "JFK", "ORG"),
                                                       ("Just got my letter from UCLA today!", "UCLA", "ORG"),
                                                       ("Back in NYC next week", "NYC", "LOC")])
def test_an_acronym_after_a_preposition_of_place_is_a_place_or_a_body(text: str, acronym: str, label: str) -> None:
    assert (acronym, label) in _source_names("known_names", text)


@pytest.mark.parametrize("text", ["Paid in USD and sent it in PDF.", "Moved to the ward, now in ICU and stable.",
                                  "She works in IT at the bank."])
def test_a_currency_a_format_shorthand_or_a_function_word_after_a_preposition_names_nothing(text: str) -> None:
    assert [words for words, _ in _source_names("known_names", text) if words.isupper()] == []


def test_a_post_that_goes_on_in_lower_case_after_an_ellipsis_still_writes_capitals() -> None:
    from spacy_sanitize.detection.cues import writes_capitals

    assert writes_capitals("Stuck at JFK for 5 hours thanks to Delta ... never again")
    assert not writes_capitals("stuck at jfk for 5 hours. never again. worst airline")


@pytest.mark.parametrize(("text", "word", "expected"), [
    ("the leading stories in the Kuwaiti press on Tuesday", "Kuwaiti", "DEM"),
    ("Summaries of English premier league matches", "English", "DEM"),
    ("stuck on the M62 near Birch services", "Birch", "LOC"),
    ("Munich police said on Monday", "Munich", "LOC"),
    ("the convention in English law", "English", "MISC"),
])
def test_a_nationality_before_a_noun_is_a_description(text: str, word: str, expected: str) -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    label = "MISC" if expected == "MISC" else "ORG" if expected == "DEM" else "LOC"
    doc, spans = _doc_spans(text, (word, label, "model"))
    assert [found for _, _, found, _ in trim_edges(doc, spans)] == [expected]


def test_a_facility_named_with_two_kinds_is_one_name() -> None:
    found = _source_names("cues", "PT TO RETURN TO BAYVIEW MANOR NURSING HOME IN DORCHESTER ON 11/2.")
    assert ("BAYVIEW MANOR NURSING HOME", "ORG") in found


def test_a_span_that_runs_on_after_a_name_is_cut_at_after() -> None:
    from spacy_sanitize.detection.evidence import trim_lower_case_tails

    doc, spans = _doc_spans("brought by EMS from Fenway Park after syncopal episode.",
                            ("Fenway Park after syncopal episode", "ORG", "model"))
    assert [doc[start:end].text for start, end, _, _ in trim_lower_case_tails(doc, spans)] == ["Fenway Park"]


def test_a_field_label_after_a_gap_of_spaces_names_nothing() -> None:
    from spacy_sanitize.detection.evidence import is_field_label

    doc = spacy.blank("en").make_doc("Patient: Okonjo, Adaeze  MRN: 4471823  Ward: 7B")
    for label in ("MRN", "Ward"):
        i = next(token.i for token in doc if token.text == label)
        assert is_field_label(doc, i, i + 1)
    assert ("Ward", "PERSON") not in _source_names("given_names", "Patient: Okonjo, Adaeze  MRN: 4471823  Ward: 7B")


def test_a_portuguese_contraction_after_a_kinship_word_is_no_name() -> None:
    found = _source_names("cues", "com a minha prima inês e o namorado dela, o rui", lang="pt")
    assert ("dela", "PERSON") not in found
