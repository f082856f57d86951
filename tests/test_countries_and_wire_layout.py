"""Country names (CLDR via Babel) and the layout of wire stories: topic tags, spaced dashes, reposts, titles."""

import spacy

from spacy_sanitize.detection.countries import CountryNames, country_names
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.evidence import trim_edges


def found(text: str, lang: str = "en") -> list[str]:
    return [text[c.start:c.end] for c in CountryNames(lang)(spacy.blank(lang)(text))]


def test_country_names_in_prose_headlines_and_chats():
    assert found("He was born in Japan and moved to the United Arab Emirates.") == ["Japan", "United Arab Emirates"]
    assert found("SOCCER - JAPAN BEAT CHINA IN ASIAN CUP") == ["JAPAN", "CHINA"]
    assert found("omg we finally made it to portugal and spain!!") == ["portugal", "spain"]  # a chat: no capitals


def test_lower_case_and_ordinary_words_are_not_countries_in_prose():
    assert found("They went to portugal. The turkey was dry.") == []  # prose writes countries with capitals
    assert found("we had turkey and went to the jersey shore") == []  # ordinary words even in a chat


def test_names_follow_the_pipeline_language_and_english():
    assert {"Deutschland", "Germany"} <= set(country_names("de"))
    assert found("Er wohnt seit 1999 in Österreich, nicht in Deutschland.", "de") == ["Österreich", "Deutschland"]


def statistical(doc, *spans):
    return [(doc.char_span(a, b, alignment_mode="expand").start, doc.char_span(a, b, alignment_mode="expand").end,
             label, "model") for a, b, label in spans]


def texts(doc, candidates):
    return [doc[a:b].text for a, b, _, _ in candidates]


def test_a_name_never_runs_across_a_spaced_dash_and_a_topic_tag_names_nobody():
    doc = spacy.blank("en")("SOCCER - JAPAN GET LUCKY WIN\nAL-AIN , United Arab Emirates 1996-12-06")
    spans = statistical(doc, (0, 14, "PERSON"), (29, 35, "LOC"))
    assert texts(doc, trim_edges(doc, spans)) == ["JAPAN", "AL-AIN"]  # a hyphen inside a name stays


def test_reposts_and_lone_symbols_are_trimmed():
    doc = spacy.blank("en")("RT @CNN: visit # now")
    spans = statistical(doc, (0, 7, "PERSON"), (15, 16, "CODE"))
    assert texts(doc, trim_edges(doc, spans)) == ["@CNN"]


def test_offices_announce_a_name_written_as_one():
    source = CueWords()
    text = "Pres. Obama met coach Bill Belichick. The president said the coach left."
    doc = spacy.blank("en")(text)
    assert [text[c.start:c.end] for c in source(doc) if c.label == "PERSON"] == ["Obama", "Bill Belichick"]


def test_the_detector_finds_wire_story_places_and_drops_a_lone_title():
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp("CRICKET - ENGLAND WIN IN INDIA\nPres. Obama visited Kenya.")
    assert [s.text for s in doc.spans["pii"] if s.label_ == "LOC"] == ["ENGLAND", "INDIA", "Kenya"]
    assert "Pres" not in [s.text for s in doc.spans["pii"]]


def test_a_model_span_does_not_end_with_the_verb_after_the_name():
    doc = spacy.blank("en")("Leicestershire beat Somerset . LEICESTERSHIRE TAKE OVER")
    spans = statistical(doc, (0, 19, "ORG"), (30, 49, "ORG"))
    assert texts(doc, trim_edges(doc, spans)) == ["Leicestershire", "LEICESTERSHIRE"]
    alone = spacy.blank("en")("Take That")
    assert texts(alone, trim_edges(alone, statistical(alone, (0, 4, "ORG")))) == ["Take"]  # never the whole span


def test_a_person_span_is_cut_at_its_lower_case_words_but_not_at_particles():
    from spacy_sanitize.detection.evidence import split_person_spans

    doc = spacy.blank("en")("Australia coach Hamish Lockwood met Thierry du Guillet and his brother in Buisson-sur-Gomes.")
    spans = statistical(doc, (0, 31, "PERSON"), (36, 54, "PERSON"), (59, 70, "PERSON"), (74, 91, "PERSON"))
    assert texts(doc, split_person_spans(doc, spans, "en")) == [
        "Australia", "Hamish Lockwood", "Thierry du Guillet", "his brother", "Buisson-sur-Gomes"]


def test_a_model_span_does_not_end_with_a_role_after_a_team():
    doc = spacy.blank("en")("Australia coach said so . The Kassel marathon bombing")
    spans = statistical(doc, (0, 15, "ORG"), (30, 53, "MISC"))
    assert texts(doc, trim_edges(doc, spans)) == ["Australia", "Kassel marathon bombing"]
