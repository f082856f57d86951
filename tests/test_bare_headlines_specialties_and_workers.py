"""What the forty-eighth hand set taught: a capitals headline without a topic tag ("STARMER VOWS TO FIX NHS
AFTER LEEDS VISIT"), a referral's specialty named alone ("Dr S. Mahmood, Respiratory, Royal Papworth"), a
lower-case word that is a given name elsewhere after a social cue ("try bettys for tea"), and a key worker's
name in a handover ("Key worker Joy on shift"); and the forty-ninth: a priest's title ("Fr Declan") and a
friend's name after the word for friend ("haar vriend bram"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.evidence import trim_edges
from spacy_sanitize.detection.headlines import headline_names
from spacy_sanitize.normalise import name_words

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _headline(text: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.label) for c in headline_names(text)]


@pytest.mark.parametrize(("text", "name"), [
    ("STARMER VOWS TO FIX NHS AFTER LEEDS VISIT", "STARMER"),
    ("BIDEN MEETS XI IN SAN FRANCISCO\nPresident Joe Biden met Chinese leader Xi Jinping on Wednesday.", "XI"),
    ("TRUMP SLAMS POWELL OVER RATES", "POWELL"),
])
def test_a_capitals_headline_without_a_topic_tag_names_its_subject_and_object(text, name) -> None:
    assert (name, "PERSON") in _headline(text)


@pytest.mark.parametrize("text", [
    "PT CALLS NURSE FOR PAIN RELIEF",  # a note's shorthand opens it
    "PT ALERT. DAUGHTER CALLED. PLAN TO MEET FAMILY.",  # a note in capitals: its full stops
    "BANK OF ENGLAND HOLDS RATES AS INFLATION EASES",  # "RATES": common words, no name
])
def test_a_capitals_note_or_a_phrase_of_common_words_is_no_headline_name(text) -> None:
    assert not any(label == "PERSON" and found in {"PT", "DAUGHTER", "RATES"} for found, label in _headline(text))


def test_a_tagged_headline_is_read_once_and_grand_slam_is_no_verb() -> None:
    found = _headline("TENNIS - SINNER BEATS MEDVEDEV TO WIN FIRST GRAND SLAM")
    assert ("SINNER", "PERSON") in found and not any("GRAND" in name for name, _ in found)


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("Referral to Dr S. Mahmood, Respiratory, Royal Papworth.", "Respiratory", []),
    ("He was referred to Oncology Royal Marsden last week.", "Oncology Royal Marsden", [("Royal Marsden", "ORG")]),
])
def test_a_specialty_named_alone_or_before_the_hospital_names_no_one(text, span, kept) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_edges(doc, [candidate(doc, span, "ORG")])) == kept


def test_a_place_named_after_a_word_like_a_specialty_keeps_it() -> None:
    doc = make_doc("They live on Memory Lane in Leeds.")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "Memory Lane", "LOC")])) == [("Memory Lane", "LOC")]


def test_a_common_word_after_a_social_cue_in_a_lower_case_post_is_no_given_name() -> None:
    found = source_names("given_names", "if ur in york try bettys for tea and ask for maria, she's the best")
    assert ("maria", "PERSON") in found and ("tea", "PERSON") not in found


@pytest.mark.parametrize(("text", "name"), [
    ("Handover from Willow Lodge: Mrs Bhatt refused breakfast. Key worker Joy on shift till 8.", "Joy"),
    ("Seen with her support worker Kerry-Ann at the flat.", "Kerry-Ann"),
])
def test_a_worker_s_name_after_the_role_is_found(text, name) -> None:
    assert (name, "PERSON") in source_names("cues", text)


def test_the_worker_without_a_name_names_no_one() -> None:
    assert source_names("cues", "The worker said the site was unsafe.") == []


def test_a_priest_s_title_is_no_part_of_his_name() -> None:
    assert name_words("Fr Declan") == name_words("Declan") == ("declan",)


@pytest.mark.parametrize(("text", "lang", "name"), [
    ("weekendje texel met mijn zus femke en haar vriend bram", "nl", "bram"),
    ("Gestern mit meinem Freund Jonas im Kino gewesen .", "de", "Jonas"),
    ("Cena con mi amigo Javier en el centro .", "es", "Javier"),
])
def test_a_friend_s_name_after_the_word_for_friend_is_found(text, lang, name) -> None:
    assert (name, "PERSON") in source_names("cues", text, lang)


def test_the_word_for_friend_without_a_name_names_no_one() -> None:
    assert source_names("cues", "Hij is een goede vriend van de familie .", "nl") == []
