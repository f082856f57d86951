"""What the forty-third hand set taught: a role and its holder that a model typed as one description
("Japanese striker Kyogo Furuhashi"), a storm named like a person ("Storm Ciarán"), a body named before
"said" at a sentence's end, an employer after a career verb ("joined Stripe"), a month's full stop that
ends a sentence ("in Jan. Denies SI"), a ward's number after a given name ("on Ward 9"), a club's letters
abroad ("Umeå IK"), a list in a capitals headline ("GLAXO AND SMITHKLINE"), and "and" after a lower-case
word between two places ("Waverley station and Princes Street"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.club_names import with_club_words
from spacy_sanitize.detection.coordination import coordinated_names
from spacy_sanitize.detection.evidence import (
    NO_NAME_SCORE,
    is_hashtag_of_common_words,
    score_spans,
    split_at_segment_breaks,
)
from spacy_sanitize.detection.joined_names import split_joined_names
from spacy_sanitize.detection.person_types import persons_by_given_name
from spacy_sanitize.detection.storms import storms_as_events

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


@pytest.mark.parametrize(("text", "description", "role", "holder", "cued"), [
    ("Celtic signed Japanese striker Kyogo Furuhashi on Friday.", "striker Kyogo Furuhashi", "striker",
     "Kyogo Furuhashi", True),  # no given name of the lexicon: the cue words found the person
    ("The club's new striker Alan Shearer scored.", "striker Alan Shearer", "striker", "Alan Shearer", False),
])
def test_a_role_and_its_holder_typed_as_one_description_are_two(text, description, role, holder, cued) -> None:
    doc = make_doc(text)
    cue = [candidate(doc, holder, "PERSON", "cues")] if cued else []
    found = persons_by_given_name(doc, [candidate(doc, description, "DEM"), *cue], "en")
    assert as_text(doc, found)[:2] == [(role, "DEM"), (holder, "PERSON")]


def test_a_description_before_a_name_no_one_found_stays_whole() -> None:
    doc = make_doc("Celtic signed Japanese striker Kyogo Furuhashi on Friday.")
    span = candidate(doc, "striker Kyogo Furuhashi", "DEM")
    assert persons_by_given_name(doc, [span], "en") == [span]


def test_an_occupation_another_source_found_splits_off_its_holder() -> None:
    doc = make_doc("Prices rose, Prime Minister Keir Starmer said.")
    candidates = [candidate(doc, "Prime Minister Keir Starmer", "DEM"),
                  candidate(doc, "Prime Minister", "DEM", "occupations"),
                  candidate(doc, "Keir Starmer", "PERSON", "cues")]
    assert ("Keir Starmer", "PERSON") in as_text(doc, persons_by_given_name(doc, candidates, "en")[:2])


@pytest.mark.parametrize("phrase", ["a retired striker", "striker Smith"])
def test_a_description_without_a_given_name_stays_whole(phrase: str) -> None:
    doc = make_doc(f"He was {phrase} then.")
    assert as_text(doc, persons_by_given_name(doc, [candidate(doc, phrase, "DEM")], "en")) == [(phrase, "DEM")]


def test_a_storm_named_like_a_person_is_an_event() -> None:
    doc = make_doc("Storm Dennis left 200,000 homes without power.")
    candidates = [candidate(doc, "Storm Dennis", "PERSON"), candidate(doc, "Dennis", "PERSON", "given_names")]
    assert as_text(doc, storms_as_events(doc, candidates)) == [("Storm Dennis", "MISC")]


@pytest.mark.parametrize("text", ["Brainstorm Digital hired Dennis Smith.", "a storm Dennis Smith forecast"])
def test_a_storm_word_that_names_no_storm_changes_nothing(text: str) -> None:
    doc = make_doc(text)
    candidates = [candidate(doc, "Dennis Smith", "PERSON")]
    assert storms_as_events(doc, candidates) == candidates


def test_a_body_before_said_at_a_sentences_end_is_a_name() -> None:
    text = "Storm Ciarán left homes without power across Cornwall, Western Power Distribution said."
    assert ("Western Power Distribution", "ORG") in source_names("cues", text)


@pytest.mark.parametrize("text", ["It was late, Police Chief Tom Wade said.", "Prices rose, Prime Minister said.",
                                  "The police came, Police Officers said."])
def test_a_role_before_said_at_a_sentences_end_is_no_body(text: str) -> None:
    names = source_names("cues", text)
    assert not any(name.startswith(("Police", "Prime")) for name, _ in names)


@pytest.mark.parametrize(("text", "employer"), [
    ("Thrilled to share that I've joined Stripe as a Senior Engineer!", "Stripe"),  # after a career verb
    ("She works for Monzo in London.", "Monzo"),
    ("He joined In-N-Out. I worked there too.", "In-N-Out"),
    ("Kyle Marsden admitted assaulting a Northern Rail conductor .", "Northern Rail"),  # before its people's role
    ("The Home Office officials declined to comment.", "Home Office"),
    ("Celtic manager Brendan Rodgers said Kyogo would miss the trip .", "Celtic"),  # a club before its manager
    ("He spoke to Aston Villa boss Unai Emery on Friday.", "Aston Villa"),
])
def test_an_employer_named_by_its_peoples_words_is_an_organisation(text: str, employer: str) -> None:
    assert (employer, "ORG") in source_names("cues", text)


@pytest.mark.parametrize("text", [
    "She joined Tom for lunch.", "He joined In 2011 as a trainee.", "I worked for Dr Lee for years.",
    "we joined Monday",  # a person, a date or a title after a career verb
    "Kim is a South Korean engineer in Leeds.", "He was a Northern Irish worker.", "She became an American pilot.",
    "A Catholic priest led the Mass.", "Kim Lee was a Senior Engineer.",  # a people's adjective, a faith, a title
    "Assistant manager John Hart left.", "Project manager Sue Bell agreed.", "Scottish manager Steve Clarke smiled.",
    "Ward manager Jane Cole said.",  # a role's own word, a people's adjective, a given name before a manager
])
def test_words_before_a_role_or_after_a_career_verb_that_name_no_employer(text: str) -> None:
    assert [name for name, label in source_names("cues", text) if label == "ORG"] == []


def test_a_months_full_stop_before_a_capital_ends_the_sentence() -> None:
    doc = make_doc("Job loss at Tesco in Jan. Denies SI. Seen with sister.")
    pieces = split_at_segment_breaks(doc, [candidate(doc, "Jan. Denies SI", "ORG")])
    assert as_text(doc, pieces) == [("Jan.", "ORG"), ("Denies SI", "ORG")]
    assert score_spans(doc, [pieces[1]], pieces) == [NO_NAME_SCORE]


def test_a_months_full_stop_before_a_day_goes_on() -> None:
    doc = make_doc("Seen on Jan. 5 by Smith.")
    span = candidate(doc, "Jan. 5", "DATETIME")
    assert split_at_segment_breaks(doc, [span]) == [span]


def test_a_wards_name_before_its_number_is_no_given_name() -> None:
    assert source_names("given_names", "Fall 0215 on Ward 9, found by staff.") == []
    assert ("Ward Cunningham", "PERSON") in source_names("given_names", "Reviewed by Ward Cunningham.")


def test_a_clubs_letters_abroad_belong_to_its_name() -> None:
    doc = make_doc("She played for Umeå IK and Orlando Pride.")
    assert as_text(doc, with_club_words(doc, [candidate(doc, "Umeå", "LOC", "known_names")])) == [("Umeå IK", "LOC")]


def test_letters_after_a_name_in_capitals_are_no_club() -> None:
    doc = make_doc("TO ROYAL VICTORIA INFIRMARY IF STABLE")
    span = candidate(doc, "ROYAL VICTORIA INFIRMARY", "ORG")
    assert with_club_words(doc, [span]) == [span]


def test_a_list_in_a_capitals_headline_names_both() -> None:
    doc = make_doc("GLAXO AND SMITHKLINE IN TALKS ON MERGER")
    found = coordinated_names(doc, [candidate(doc, "GLAXO", "ORG")], "en")
    assert as_text(doc, found) == [("SMITHKLINE", "ORG")]


def test_a_title_after_and_is_no_listed_name() -> None:
    doc = make_doc("Prime Minister Keir Starmer and Chancellor Rachel Reeves met.")
    resolved = [candidate(doc, "Keir Starmer", "PERSON"), candidate(doc, "Rachel Reeves", "PERSON")]
    assert coordinated_names(doc, resolved, "en") == []


def test_and_after_a_lower_case_word_parts_two_places() -> None:
    doc = make_doc("Lost it between Waverley station and Princes Street yesterday.")
    found = split_joined_names(doc, [candidate(doc, "Waverley station and Princes Street", "ORG")], "en")
    assert as_text(doc, found) == [("Waverley station", "ORG"), ("Princes Street", "ORG")]


@pytest.mark.parametrize("name", ["Department of Health and Social Care", "Marks and Spencer"])
def test_a_names_own_and_stays(name: str) -> None:
    doc = make_doc(f"He joined the {name} in May.")
    span = candidate(doc, name, "ORG")
    assert split_joined_names(doc, [span], "en") == [span]


def test_a_holiday_a_model_took_for_a_body_is_a_date() -> None:
    from spacy_sanitize.detection.date_spans import months_as_dates

    doc = make_doc("She told everyone at Thanksgiving that Jordan was a phase.")
    assert as_text(doc, months_as_dates(doc, [candidate(doc, "Thanksgiving", "ORG")])) == [("Thanksgiving", "DATETIME")]


@pytest.mark.parametrize("text", ["Natal beat Auckland 30-10.", "Noël Coward wrote it."])
def test_a_place_or_a_person_spelt_as_a_holiday_stays_a_name(text: str) -> None:
    from spacy_sanitize.detection.date_spans import months_as_dates

    doc = make_doc(text)
    span = (0, 1, "PERSON", "model")
    assert months_as_dates(doc, [span]) == [span]


@pytest.mark.parametrize(("text", "reading"), [("Vitals: BP 142/88, HR 92.", "142/88"), ("bp: 120/80 hr 88", "120/80")])
def test_a_reading_after_its_vital_sign_is_no_code(text: str, reading: str) -> None:
    doc = make_doc(text)
    span = candidate(doc, reading, "CODE")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


def test_a_case_number_is_still_a_code() -> None:
    doc = make_doc("Case no. 12/88 was heard.")
    span = candidate(doc, "12/88", "CODE")
    assert score_spans(doc, [span], [span]) != [NO_NAME_SCORE]


def test_shorthand_a_model_took_for_a_code_is_none() -> None:
    doc = make_doc("Vitals: SpO2 96% on RA.")
    span = candidate(doc, "RA", "CODE")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


def test_a_facility_in_lower_case_keeps_its_kind() -> None:
    from spacy_sanitize.detection.facility_kinds import with_facility_kinds

    doc = make_doc("gp aware, review at ashfield surgery next wk")
    found = with_facility_kinds(doc, [candidate(doc, "ashfield", "LOC", "lowercase")], capitals_say_names=False)
    assert as_text(doc, found) == [("ashfield surgery", "ORG")]
    span = candidate(doc, "ashfield", "LOC", "lowercase")
    assert with_facility_kinds(doc, [span], capitals_say_names=True) == [span]


@pytest.mark.parametrize(("text", "span", "body", "body_label", "office", "holder"), [
    ("Tabled by Labour MP Stella Creasy today.", "Labour MP Stella Creasy", "Labour", "ORG", "MP", "Stella Creasy"),
    ("He met Palestinian President Yasser Arafat.", "Palestinian President Yasser Arafat", "Palestinian", "DEM",
     "President", "Yasser Arafat"),
    ("Says Education Minister Karen Whitby.", "Education Minister Karen Whitby", "Education", "DEM", "Minister",
     "Karen Whitby"),
])
def test_an_office_and_its_holder_a_model_typed_as_one_are_apart(text, span, body, body_label, office, holder) -> None:
    doc = make_doc(text)
    found = persons_by_given_name(doc, [candidate(doc, span, "ORG"), candidate(doc, holder, "PERSON", "cues")], "en")
    assert as_text(doc, found)[:3] == [(body, body_label), (office, "DEM"), (holder, "PERSON")]


def test_an_office_of_office_words_only_has_no_holder() -> None:
    doc = make_doc("the Chief Naval Judge Advocate decided")
    candidates = [candidate(doc, "Chief Naval Judge Advocate", "DEM"), candidate(doc, "Advocate", "PERSON", "cues")]
    assert persons_by_given_name(doc, candidates, "en") == candidates


def test_a_results_rows_pieces_take_the_types_other_sources_give_them() -> None:
    doc = make_doc("1. Lando Norris ( Britain ) McLaren 1:38:01\n2. Oscar Piastri ( Australia ) McLaren +0.6")
    model = candidate(doc, "Britain ) McLaren 1:38:01\n2. Oscar Piastri", "LOC")
    pieces = split_at_segment_breaks(doc, [model, candidate(doc, "Oscar Piastri", "PERSON", "cues")])
    assert ("Oscar Piastri", "PERSON") in as_text(doc, pieces[:-1])
    assert ("2", "LOC") not in as_text(doc, pieces)  # the row's number alone is no place


def test_a_piece_with_a_letter_and_a_digit_stays() -> None:
    doc = make_doc("Antecedentes : HTA , DM2 . Médico de cabecera", "es")
    pieces = split_at_segment_breaks(doc, [candidate(doc, "DM2 . Médico de cabecera", "PERSON")])
    assert ("DM2", "PERSON") in as_text(doc, pieces)


@pytest.mark.parametrize("phrase", ["Hb 98", "CRP 84"])
def test_a_blood_test_and_its_reading_name_nothing(phrase: str) -> None:
    doc = make_doc("Lab: Hb 98, WCC 11.2, CRP 84 (Dr Osei informed).")
    span = candidate(doc, phrase, "LOC")
    assert score_spans(doc, [span], [span]) == [NO_NAME_SCORE]


def test_a_portuguese_given_name_after_and_and_an_article_is_a_person() -> None:
    doc = make_doc("o joão e a maria vão jantar", "pt")
    joao = [(1, 2, "PERSON", "lowercase")]
    assert as_text(doc, coordinated_names(doc, joao, "pt")) == [("maria", "PERSON")]
    doc = make_doc("o joão e a casa nova", "pt")
    assert coordinated_names(doc, [(1, 2, "PERSON", "lowercase")], "pt") == []


def test_a_portuguese_given_name_after_with_and_an_article_is_a_person() -> None:
    doc = make_doc("depois praia com o caio", "pt")
    assert as_text(doc, coordinated_names(doc, [], "pt")) == [("caio", "PERSON")]
    doc = make_doc("fui com o carro", "pt")
    assert coordinated_names(doc, [], "pt") == []


@pytest.mark.parametrize(("text", "name", "label"), [
    ("What a night at the Hollywood Bowl 😭 #LosAngeles", "#LosAngeles", "LOC"),
    ("Back home #NewYork", "#NewYork", "LOC"),
])
def test_a_camel_case_hashtag_of_a_name_is_a_name(text: str, name: str, label: str) -> None:
    assert (name, label) in source_names("cues", text)


@pytest.mark.parametrize("text", ["So true #MondayMotivation", "#GoodVibes only"])
def test_a_hashtag_of_everyday_words_names_nobody(text: str) -> None:
    assert [name for name, _ in source_names("cues", text) if name.startswith("#")] == []


@pytest.mark.parametrize(("tag", "common"), [("neveragain", True), ("liverpool", False), ("manutd", False)])
def test_a_lower_case_hashtag_of_common_words_run_together_names_nobody(tag: str, common: bool) -> None:
    doc = make_doc(f"Third time this year #{tag}")
    assert is_hashtag_of_common_words(doc, len(doc) - 1, len(doc)) is common
