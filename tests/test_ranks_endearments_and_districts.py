"""Police ranks before an officer's name, a post's "Edit:", endearments after "thanks", a relative's phone
label, a dental treatment and its tooth, English kinship words that are another language's function words,
and a postcode's district in brackets: what each shape marks, and the look-alikes it leaves."""

from __future__ import annotations

import pytest
import spacy

from conftest import found_by
from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.evidence import names_nobody
from spacy_sanitize.detection.given_names import GivenNames

NO_MODEL = {"sources": {"model": None}}


def _detected(text: str) -> dict[str, str]:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config=NO_MODEL)
    doc = nlp(text)
    return {span.text: span.label_ for span in doc.spans["pii"]}


def test_a_police_rank_opens_no_organisation_before_the_officers_name() -> None:
    found = _detected("PC Dan Holloway said the man was taken to hospital.")
    assert found.get("Dan Holloway") == "PERSON"
    assert not any(text.startswith("PC") for text in found)
    assert "PC Dan Holloway" not in found_by(CueWords(), "en", "PC Dan Holloway said the man was hurt.")


def test_a_posts_edit_is_a_label_where_a_sentence_starts_it() -> None:
    text = "The bloke never turned up. Edit: Gaz at GT Plumbing sorted it."
    assert "Edit" not in found_by(GivenNames(), "en", text)
    assert "Edith Hale" in found_by(GivenNames(), "en", "The bloke never turned up. Edith Hale sorted it.")


def test_an_endearment_after_thanks_is_no_name_where_a_friends_name_is() -> None:
    assert found_by(GivenNames(), "en", "mum: thanks love. see you at 6") == []
    assert found_by(GivenNames(), "en", "mum: thanks tasha. see you at 6") == ["tasha"]


def test_a_relatives_name_stops_before_the_label_of_their_number() -> None:
    found = found_by(CueWords(), "en", "daughter anjali tel 07700 900123 asked about respite")
    assert found == ["anjali"]


def test_a_dental_treatment_and_its_tooth_name_nobody() -> None:
    doc = spacy.blank("en")("Ext LL8 not attempted. Dr Tooth saw LL8 Jones.")
    assert names_nobody(doc, 0, 2, True, "en")  # "Ext LL8"
    assert not names_nobody(doc, 8, 10, True, "en")  # "LL8 Jones": a name after the tooth


def test_an_english_kinship_word_that_is_the_languages_function_word_cues_nobody() -> None:
    assert found_by(CueWords(), "fr", "il a mal à son genou depuis lundi") == []
    assert "Marc" in found_by(CueWords(), "fr", "Son fils Marc est venu .")
    assert found_by(CueWords(), "en", "Her son John visited.") == ["John"]


def test_a_postcodes_district_in_brackets_after_its_town() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the common words come with spacy-lookups-data")
    found = found_by(StreetAddresses(), "en", "Collection only from Hebden Bridge (HX7). Or Hednesford, WS12.")
    assert "HX7" in found and "WS12" in found
    assert found_by(StreetAddresses(), "en", "Take the Vitamins (B12) daily. Bring Water (SE1) too.") == []
