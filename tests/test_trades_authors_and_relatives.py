"""Firms named by their trade, forum authors, postcode districts, a relative's name in a chat in lower case,
clergy titles, doses and units after numbers: what each shape marks, and the look-alikes it leaves."""

from __future__ import annotations

import pytest
import spacy

from conftest import found_by, token_span
from spacy_sanitize.detection.addresses import StreetAddresses
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.dialogue import DialogueNames
from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans
from spacy_sanitize.detection.lowercase_names import trim_everyday_words

NO_MODEL = {"sources": {"model": None}}
LOOKUPS = "the word frequencies come with spacy-lookups-data"


def test_a_firm_named_by_its_trade_but_not_a_sentences_capital_or_a_heading() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = ("Call DT Plumbing today. She signed with Infectious Music in 2014. Viewings via Umega Lettings.\n"
            "Classical Music is calming.\nLocal Builders Wanted Urgently\nThe Music was loud.")
    found = [name for name in found_by(CueWords(), "en", text) if name.split()[-1] in {"Plumbing", "Music", "Lettings",
                                                                                   "Builders"}]
    assert found == ["DT Plumbing", "Infectious Music", "Umega Lettings"]


def test_a_posts_author_is_a_user_name_but_not_a_word() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = "> posted by wendyb\nThis was posted by mistake. Shared by jo_k77. Submitted by anonymous."
    assert found_by(DialogueNames(), "en", text) == ["wendyb", "jo_k77"]


def test_a_postcodes_district_needs_no_comma_but_a_real_area() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = "2 bed flat, Gorgie Road, Edinburgh EH11. Flying from Heathrow T5, then Leeds LS6 2AB."
    assert found_by(StreetAddresses(), "en", text).count("EH11") == 1
    assert "T5" not in found_by(StreetAddresses(), "en", text)  # no postcode area "T": a terminal
    assert "LS6" not in found_by(StreetAddresses(), "en", text)  # a whole postcode's first half


def test_a_relative_in_a_chat_in_lower_case_is_named_by_the_given_name_alone() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    for lang, text, name in [("pt", "a minha avó lurdes precisa dos comprimidos", "lurdes"),
                             ("it", "mio zio franco ha chiamato l' idraulico", "franco")]:
        assert found_by(CueWords(), lang, text) == [name], lang
    doc = spacy.blank("es")("mi madre carmen necesita la receta")
    spans = trim_everyday_words(doc, [token_span(doc, "carmen necesita", "PERSON", "cues")], "es")
    assert [doc[s:e].text for s, e, _, _ in spans] == ["carmen"]
    note = spacy.blank("en")("seen at home with sister fiona present. yeah ward level 4, uncle pete visiting tmrw")
    spans = trim_everyday_words(note, [token_span(note, "fiona present", "PERSON", "cues"),
                                       token_span(note, "ward level 4, uncle pete visiting", "LOC")], "en")
    assert [(note[s:e].text, label) for s, e, label, _ in spans] == [
        ("fiona", "PERSON"), ("ward level 4", "LOC"), ("pete", "PERSON")]


def test_clergy_titles_stay_out_of_the_name_and_make_a_person() -> None:
    from spacy_sanitize.components.pii_detector import _without_titles

    doc = spacy.blank("en")("The Rt Revd Guli Francis-Dehqani was installed . He drank Dr Pepper .")
    spans = _without_titles(doc, [token_span(doc, "Rt Revd Guli Francis-Dehqani", "ORG"), token_span(doc, "Dr Pepper", "ORG")])
    assert [(doc[s:e].text, label) for s, e, label, _ in spans] == [
        ("Rt Revd", "DEM"), ("Guli Francis-Dehqani", "PERSON"), ("Dr Pepper", "ORG")]


def test_a_drug_with_its_dose_and_a_units_letter_after_a_number_name_nobody() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    doc = spacy.blank("en")("PT DISCHARGED ON APIXABAN 5MG BD. DOSETTE FROM BOOTS.")
    spans = [token_span(doc, "APIXABAN 5MG BD", "LOC"), token_span(doc, "DOSETTE", "PERSON")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE, NO_NAME_SCORE]
    german = spacy.blank("de")("Pat. Herr Krüger , 77 J. , aufgenommen .")
    spans = [token_span(german, "J.", "LOC"), token_span(german, "Pat", "PERSON")]
    assert score_spans(german, spans, spans, "de") == [NO_NAME_SCORE, NO_NAME_SCORE]
    named = spacy.blank("en")("Flat 3 , J. Smith lives here .")
    spans = [token_span(named, "J. Smith", "PERSON")]
    assert score_spans(named, spans, spans) != [NO_NAME_SCORE]


def test_a_rarer_town_is_a_name_in_lower_case_and_a_chats_interjection_is_not() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    from spacy_sanitize.detection.word_frequencies import lower_case_names

    names = lower_case_names("en")
    assert names is not None and "basingstoke" in names and "nah" not in names
    doc = spacy.blank("en")("marcus_b: lol u got carried\nsniper: nah jonno was afk")
    spans = trim_everyday_words(doc, [token_span(doc, "nah jonno", "PERSON")], "en")
    assert [doc[s:e].text for s, e, _, _ in spans] == ["jonno"]


def test_a_death_notices_late_relative_is_a_person_but_a_late_month_is_not() -> None:
    text = "Beloved wife of the late Emrys. Funeral in the late May sunshine, after the late Sir Terry Wogan's."
    found = found_by(CueWords(), "en", text)
    assert "Emrys" in found and "Terry Wogan" in found and not any("May" in name for name in found)


def test_a_forums_handles_do_not_hide_that_it_writes_capitals() -> None:
    from spacy_sanitize.detection.cues import writes_capitals

    assert writes_capitals("r/bristol - u/hannah: Anyone know a mechanic? Quoted £600.\nu/gromit: Try Steve at SG Autos.")
    assert not writes_capitals("u/hannah: anyone know a mechanic? quoted £600.\nu/gromit: try steve at sg autos.")


def test_a_triage_age_and_sex_a_golfers_score_and_a_word_in_lower_case_leave_the_names() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    from spacy_sanitize.detection.evidence import trim_edges

    doc = spacy.blank("en")("HANDOVER: 79M FROM HOME.\n-18 Tyrrell Hatton ( England ) 65 67 66\nsaid ward member Kathryn Grandon .")
    spans = trim_edges(doc, [token_span(doc, "-18 Tyrrell Hatton", "PERSON")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Tyrrell Hatton"]
    spans = [token_span(doc, "79M", "LOC"), token_span(doc, "ward", "PERSON")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE, NO_NAME_SCORE]


def test_a_whole_postcode_a_numbered_street_in_lower_case_and_a_reports_fields() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    text = "Diabetes Centre, Exeter EX2 5DW. Not a postcode: QX2 5DW."
    assert "EX2 5DW" in found_by(StreetAddresses(), "en", text)
    assert not any("QX2" in found for found in found_by(StreetAddresses(), "en", text))  # no area "QX"
    note = "dn visit. mrs begum seen at home, 4 laurel ave. took 2 wrong way round."
    assert found_by(StreetAddresses(), "en", note) == ["4 laurel ave"]
    report = "Patient: Agnieszka Wróbel\nReferrer: Dr S. Murphy\nFindings: no acute haemorrhage."
    assert found_by(DialogueNames(), "en", report) == []


def test_a_handle_and_a_name_are_two_people_and_a_person_of_common_words_is_none() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    from spacy_sanitize.detection.evidence import trim_edges

    doc = spacy.blank("en")("Sunday walk with @beccaj_photo and Dylan . leg ulcer redressed , next visit fri")
    spans = trim_edges(doc, [token_span(doc, "@beccaj_photo and Dylan", "PERSON")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["@beccaj_photo", "Dylan"]
    spans = [token_span(doc, "leg ulcer", "PERSON"), token_span(doc, "fri", "PERSON")]
    assert score_spans(doc, spans, spans) == [NO_NAME_SCORE, NO_NAME_SCORE]


def test_a_specialty_before_its_clinic_a_drawn_out_word_and_a_mothers_state_name_nobody() -> None:
    pytest.importorskip("spacy_lookups_data", reason=LOOKUPS)
    from spacy_sanitize.detection.evidence import trim_edges
    from spacy_sanitize.detection.lowercase_names import trim_everyday_words_in_capitals

    doc = spacy.blank("en")("I saw her in the Rheumatology clinic at the Western General .")
    assert trim_edges(doc, [token_span(doc, "Rheumatology", "ORG")]) == []
    chat = spacy.blank("en")("rach: yesss is beth coming")
    spans = [token_span(chat, "yesss", "LOC")]
    assert score_spans(chat, spans, spans) == [NO_NAME_SCORE]
    note = spacy.blank("en")("BABY GIRL ISLA FEEDING WELL. MUM KATIE TIRED. PARTNER RYAN SUPPORTIVE.")
    spans = trim_everyday_words_in_capitals(note, [token_span(note, "KATIE TIRED", "PERSON"),
                                                   token_span(note, "RYAN SUPPORTIVE", "PERSON")], "en")
    assert [note[s:e].text for s, e, _, _ in spans] == ["KATIE", "RYAN"]


def test_and_the_parts_a_firm_from_a_university_but_not_a_bands_name() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    doc = spacy.blank("en")("It was backed by Reckitt and the University of Hull . Florence and the Machine played .")
    spans = trim_edges(doc, [token_span(doc, "Reckitt and the University of Hull", "ORG"),
                             token_span(doc, "Florence and the Machine", "ORG")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Reckitt", "University of Hull", "Florence and the Machine"]


@pytest.mark.parametrize("lang, text, role", [
    ("pt", "Médica de família : Dra. Pires .", "Médica"), ("es", "Médico de cabecera : Dr. Ortega .", "Médico"),
    ("de", "Hausarzt Dr. Pfeiffer , Fürth .", "Hausarzt")])
def test_a_family_doctors_role_word_names_nobody(lang: str, text: str, role: str) -> None:
    doc = spacy.blank(lang)(text)
    spans = [token_span(doc, role, "LOC")]
    assert score_spans(doc, spans, spans, lang) == [NO_NAME_SCORE]


def test_a_verb_that_sends_the_reader_to_someone_is_no_part_of_the_name() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    doc = spacy.blank("en")("u/gromit: Try Steve at SG Autos. Message Kerry on 07700 900812. Mark Twain wrote.")
    spans = trim_edges(doc, [token_span(doc, "Try Steve", "PERSON"), token_span(doc, "Message Kerry", "PERSON"),
                             token_span(doc, "Mark Twain", "PERSON")])
    assert [doc[s:e].text for s, e, _, _ in spans] == ["Steve", "Kerry", "Mark Twain"]
