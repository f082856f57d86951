"""What the forty-seventh hand set taught: a person named before the number to call ("Call Gill on 07700
900447"), a couple's wedding hashtag ("#PriyaAndMarcus"), screen names written without an ``@`` ("gg to
xXShadowXx"), the meeting a capitals headline names after a body ("EU SUMMIT"), Italian "al" between a player
and his new club, a German given name before "am" and a lake, and the staff grades of a note ("(reg)", "CPN
Fiona"). Each with a counter-case."""

from __future__ import annotations

import pytest

from rule_helpers import as_text, candidate, make_doc, source_names
from spacy_sanitize.detection.capitalised import make_capitalised_names
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans, trim_edges
from spacy_sanitize.detection.hashtags import hashtag_names
from spacy_sanitize.detection.lowercase_names import trim_everyday_words_in_capitals
from spacy_sanitize.detection.screen_names import screen_names

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def _found(finder, text: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.label) for c in finder(text)]


@pytest.mark.parametrize(("text", "name"), [
    ("LOST DOG - Bramble, missing near Barnet. Call Gill on 07700 900447", "Gill"),
    ("Please text Hope Williams on 07700 900123 after 6pm.", "Hope Williams"),
    ("For the keys ring Dave at 0161 496 0732.", "Dave"),
])
def test_a_person_named_before_the_number_to_call_is_found(text, name) -> None:
    assert (name, "PERSON") in source_names("cues", text)


@pytest.mark.parametrize(("text", "desk"), [
    ("For bookings call Reception on 0161 496 0000.", "Reception"),
    ("Ring Customer Services at 0800 123 4567 for help.", "Customer Services"),
    ("Call Us on 0800 123 4567.", "Us"),
])
def test_a_desk_or_a_pronoun_before_a_number_is_no_person(text, desk) -> None:
    assert (desk, "PERSON") not in source_names("cues", text)


def test_a_wedding_hashtag_of_two_given_names_is_a_couple() -> None:
    assert _found(hashtag_names, "What a day! #PriyaAndMarcus") == [("#PriyaAndMarcus", "PERSON")]


@pytest.mark.parametrize("text", ["Bake sale #SaltAndPepper", "Friday night #RockAndRoll"])
def test_a_hashtag_of_everyday_words_joined_by_and_names_no_couple(text) -> None:
    assert _found(hashtag_names, text) == []


@pytest.mark.parametrize(("text", "name", "label"), [
    ("gg to xXShadowXx and the rest of the squad", "xXShadowXx", "PERSON"),
    ("shoutout to iTzJake for carrying", "iTzJake", "PERSON"),
    ("big thanks to KingKev99 tonight", "KingKev99", "PERSON"),
    ("Shares in GlaxoSmithKline fell.", "GlaxoSmithKline", "ORG"),
])
def test_a_screen_name_written_without_an_at_sign_is_found(text, name, label) -> None:
    assert _found(screen_names, text) == [(name, label)]


@pytest.mark.parametrize("text", [
    "just got my new iPhone and posted it on YouTube",  # one inner capital: a product
    "the call to getElementById threw a NullPointerException",  # a program's identifiers
    "see www.TeamLiquidPro.com or mail info@KingKevStudios.com",  # an address's words
    "#BlackLivesMatter",  # a hashtag: the hashtags' own rule reads it
])
def test_a_product_an_identifier_or_an_address_is_no_screen_name(text) -> None:
    assert _found(screen_names, text) == []


@pytest.mark.parametrize(("text", "span", "label", "kept"), [
    ("SCHOLZ MEETS MACRON IN PARIS AHEAD OF EU SUMMIT", "EU SUMMIT", "ORG", "EU"),
    ("NATO SUMMIT OPENS IN VILNIUS", "NATO SUMMIT", "PERSON", "NATO"),
    ("OPEC TALKS STALL", "OPEC TALKS", "ORG", "OPEC"),
])
def test_a_capitals_headline_s_meeting_is_cut_from_the_body(text, span, label, kept) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_everyday_words_in_capitals(doc, [candidate(doc, span, label)], "en")) == [(kept, label)]


@pytest.mark.parametrize(("text", "span"), [
    ("Leaders met at the EU Summit in Brussels.", "EU Summit"),  # title case: the model's call
    ("ROSEWOOD ASSISTED LIVING STAFF", "ROSEWOOD ASSISTED LIVING"),  # no meeting's word
])
def test_a_body_s_name_without_a_capitals_meeting_stays_whole(text, span) -> None:
    doc = make_doc(text)
    assert as_text(doc, trim_everyday_words_in_capitals(doc, [candidate(doc, span, "ORG")], "en")) == [(span, "ORG")]


def _capitalised(text: str, lang: str) -> list[str]:
    source = make_capitalised_names()
    source.set_language(lang)
    return [text[c.start:c.end] for c in source(make_doc(text, lang))]


def test_italian_al_between_a_player_and_his_club_joins_no_name() -> None:
    found = _capitalised("La Juventus ha ceduto Federico Chiesa al Liverpool , ha comunicato il club .", "it")
    assert "Federico Chiesa" in found and "Liverpool" in found


def test_a_spanish_particle_still_joins_a_surname() -> None:
    assert "Vicente del Bosque" in _capitalised("El seleccionador Vicente del Bosque dio la lista .", "es")


def test_a_german_given_name_before_am_and_a_lake_is_a_person_at_a_lake() -> None:
    found = _capitalised("Gestern mit Jonas und seiner Schwester Lena am Tegernsee gewesen .", "de")
    assert "Lena" in found and "Tegernsee" in found


@pytest.mark.parametrize(("text", "town"), [
    ("Die Messe in Frankfurt am Main beginnt heute .", "Frankfurt am Main"),
    ("Sie arbeitet in Gmund am Tegernsee .", "Gmund am Tegernsee"),  # a town on a lake
])
def test_a_german_town_keeps_its_river_or_lake(text, town) -> None:
    assert town in _capitalised(text, "de")


def test_a_registrar_in_brackets_after_a_doctor_names_no_body() -> None:
    doc = make_doc("pt c/o sob overnight. seen by dr nwosu (reg). son darren aware.")
    reg = candidate(doc, "reg", "ORG")
    assert score_spans(doc, [reg], [reg]) == [NO_NAME_SCORE]


def test_a_community_psychiatric_nurse_s_grade_is_no_part_of_her_name() -> None:
    doc = make_doc("Seen in clinic with CPN Fiona. Reports arguments with partner Steve.")
    assert as_text(doc, trim_edges(doc, [candidate(doc, "CPN Fiona", "PERSON")])) == [("Fiona", "PERSON")]
