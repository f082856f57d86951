"""pii_detector across kinds of text: cue words, segment breaks, and the evidence score of each span."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from spacy_sanitize.detection.base import Candidate
from spacy_sanitize.detection.cues import CueWords
from spacy_sanitize.detection.evidence import (
    BASE_SCORE,
    NO_NAME_SCORE,
    SUPPORTED_SCORE,
    names_nobody,
    score_spans,
    split_at_segment_breaks,
)


def _found(text: str) -> list[tuple[str, str]]:
    doc = spacy.blank("en")(text)
    return [(text[c.start:c.end], c.label) for c in CueWords()(doc)]


def test_role_cues_find_names_in_any_case_and_stop_before_shorthand() -> None:
    assert _found("SON CLAUDINE CALLED, UPDATED. DR NORMAND AWARE.") == [("CLAUDINE", "PERSON"), ("NORMAND", "PERSON")]
    assert _found("seen by dr meléndez. dtr jennifer w: 555") == [("meléndez", "PERSON"), ("jennifer", "PERSON")]
    assert _found("Dr John Smith met Mrs. Anna Berg.") == [("John Smith", "PERSON"), ("Anna Berg", "PERSON")]
    assert _found("DR AWARE OF LOW UO. the son of the man.") == []
    assert _found("Mr Smith lives in Oslo; SON JOHN visited") == [("Smith", "PERSON"), ("JOHN", "PERSON"), ("Oslo", "LOC")]


def test_yearless_dates_need_a_cue_and_old_ages_a_unit() -> None:
    assert _found("TO GO HOME ON 2/10. PAIN 4/10, BP 118/64.") == [("2/10", "DATETIME")]
    assert _found("102 YO PT, 95 y/o man, 45 yo woman, 97 units") == [("102", "DEM"), ("95", "DEM")]


def test_hospital_abbreviations_after_place_words() -> None:
    assert _found("TO GO TO SMH. SEEN AT NCH, TO OR.") == [("SMH", "ORG"), ("NCH", "ORG")]
    assert _found("seen at vuh, went to bath with each.") == [("vuh", "ORG")]
    assert _found("Mixed case: went to bath, at vuh.") == []


def test_statistical_spans_end_at_line_breaks_and_sentence_ends_pattern_spans_do_not() -> None:
    text = "1. Anna Berg\n( Norway ) 12.41\nMr. Smith. Lives at 3 Elm St\nOslo"
    doc = spacy.blank("en")(text)

    def tokens(surface: str, label: str, source: str) -> tuple[int, int, str, str]:
        span = doc.char_span(text.index(surface), text.index(surface) + len(surface))
        assert span is not None
        return (span.start, span.end, label, source)

    cands = [tokens("Anna Berg\n( Norway", "PERSON", "model"), tokens("Mr. Smith. Lives", "PERSON", "model"),
             tokens("3 Elm St\nOslo", "LOC", "addresses")]
    pieces = [(doc[s:e].text, src) for s, e, _, src in split_at_segment_breaks(doc, cands)]
    assert pieces == [("Anna Berg", "model"), ("( Norway", "model"), ("Mr. Smith", "model"), ("Lives", "model"),
                      ("3 Elm St\nOslo", "addresses")]  # "Mr." keeps its stop; an address stays whole


def test_shorthand_names_nobody_but_case_keeps_names_and_abbreviations() -> None:
    shouted = spacy.blank("en")("NURSING PROGRESS NOTE. PT AFEBRILE, VSS. ED CALLED.")
    assert not _mixed(shouted)
    assert names_nobody(shouted, 0, 3, False) and names_nobody(shouted, 4, 6, False)
    prose = spacy.blank("en")("Ed and Art moved to the US in May with IT staff.")
    assert not names_nobody(prose, 0, 1, True) and not names_nobody(prose, 2, 3, True)
    assert not names_nobody(prose, 6, 7, True)  # "US" in mixed-case text is not "us"
    assert names_nobody(prose, 5, 6, True)  # "the"


def _model_span(doc: Doc, surface: str, label: str) -> tuple[int, int, str, str]:
    """The token span of ``surface`` (its first occurrence) as the trained model would propose it."""
    at = doc.text.index(surface)
    span = doc.char_span(at, at + len(surface))
    assert span is not None
    return (span.start, span.end, label, "model")


def test_statistical_name_spans_lose_row_numbers_brackets_and_scores() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    text = "1. Anna Berg ( Sweden ) 12.41\nLugo Town 1 5 3 4\nSchalke 04 won at 6984 Price Shoals or Via Roma 5"
    doc = spacy.blank("en")(text)
    proposed = [("1. Anna Berg (", "PERSON"), ("Sweden ) 12.41", "LOC"), ("Lugo Town 1 5 3 4", "ORG"),
                ("Schalke 04", "ORG"), ("12.41", "DATETIME"), ("6984 Price Shoals", "LOC"), ("Via Roma 5", "LOC")]
    trimmed = trim_edges(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    assert [doc[s:e].text for s, e, _, _ in trimmed] == ["Anna Berg", "Sweden", "Lugo Town", "Schalke 04", "12.41",
                                                         "6984 Price Shoals", "Via Roma 5"]


def _mixed(doc: Doc) -> bool:
    from spacy_sanitize.detection.evidence import is_mixed_case

    return is_mixed_case(doc)


def test_scores_follow_the_evidence() -> None:
    doc = spacy.blank("en")("PLAN NOTED. Anna Berg called Anna Berg. Kowalski left. 555-0199 rang.")
    resolved = [(0, 1, "PERSON", "model"), (3, 5, "PERSON", "model"), (9, 10, "PERSON", "model"),
                (12, 13, "CODE", "rules"), (6, 8, "PERSON", "model")]
    proposed = resolved + [(9, 10, "PERSON", "cues")]
    scores = score_spans(doc, resolved, proposed)
    assert scores == [NO_NAME_SCORE, SUPPORTED_SCORE, SUPPORTED_SCORE, 0.9, SUPPORTED_SCORE]
    assert score_spans(doc, [(9, 10, "PERSON", "model")], [(9, 10, "PERSON", "model")]) == [BASE_SCORE]


class _Statistical:
    """A stand-in for the trained model: proposes fixed character spans as source "model"."""

    name = "model"

    def __init__(self, spans: list[tuple[str, str]]) -> None:
        self.spans = spans

    def __call__(self, doc: Doc) -> list[Candidate]:
        found = []
        for surface, label in self.spans:
            start = doc.text.index(surface)
            found.append(Candidate(start, start + len(surface), label, self.name))
        return found


def _detector(spans: list[tuple[str, str]], **config: object) -> spacy.language.Language:
    nlp = spacy.blank("en")
    detector = nlp.add_pipe("pii_detector", config={"sources": {"model": None, "ner": None}, **config})
    detector.sources["model"] = _Statistical(spans)
    return nlp


def test_pii_detector_drops_shorthand_spans_and_scores_every_span() -> None:
    nlp = _detector([("NURSING PROGRESS NOTE", "PERSON"), ("WOJTASZEK", "PERSON"), ("AFEBRILE", "ORG"),
                     ("KOWALSKI", "PERSON")])
    doc = nlp("NURSING PROGRESS NOTE 7P-7A. PT AFEBRILE. WOJTASZEK VISITED. SON JON CALLED ON 7/18. KOWALSKI TOO.")
    found = {(s.text, s.label_): s._.pii_score for s in doc.spans["pii"]}
    assert ("NURSING PROGRESS NOTE", "PERSON") not in found and ("AFEBRILE", "ORG") not in found
    assert found[("WOJTASZEK", "PERSON")] == BASE_SCORE  # the model alone
    assert found[("KOWALSKI", "PERSON")] == SUPPORTED_SCORE  # a name English writes with a capital: two sources
    assert found[("JON", "PERSON")] == 1.0 and found[("7/18", "DATETIME")] == 1.0


def test_per_type_thresholds_come_from_the_config() -> None:
    text = "Kowalski left early."
    doc = _detector([("Kowalski", "PERSON")])(text)
    assert [s.text for s in doc.spans["pii"]] == ["Kowalski"]
    strict = _detector([("Kowalski", "PERSON")], thresholds={"PERSON": 0.95})(text)
    assert [s.text for s in strict.spans["pii"]] == []


def test_kinship_words_take_a_lower_case_word_as_a_name_only_where_nothing_is_capitalised() -> None:
    assert _found("His wife died in 1995. His mother tongue is Finnish; his son arrived.") == []
    assert _found("His wife Anna died in 1995; Mrs. berg called.") == [("Anna", "PERSON"), ("berg", "PERSON")]
    assert _found("my wife claudine is here, our son jean too") == [("claudine", "PERSON"), ("jean", "PERSON")]


def test_a_note_that_starts_its_sentences_in_lower_case_takes_lower_case_names_after_kinship_words() -> None:
    note = "NPN 7/18. ekg unchanged. wife steven in to visit, dtr sarah w: 555. resting."
    assert _found(note) == [("steven", "PERSON"), ("sarah", "PERSON"), ("7/18", "DATETIME")]


def test_a_form_field_label_before_a_colon_names_nobody_unless_another_source_says_so() -> None:
    from spacy_sanitize.detection.evidence import NO_NAME_SCORE, is_field_label

    text = "Name: Anna Berg\nPassport: X1234567\nSocial Security: 123-45-6789\nmegan: hi there"
    doc = spacy.blank("en")(text)

    def at(surface: str) -> tuple[int, int]:
        span = doc.char_span(text.index(surface), text.index(surface) + len(surface))
        assert span is not None
        return span.start, span.end

    assert is_field_label(doc, *at("Passport")) and is_field_label(doc, *at("Social Security"))
    assert not is_field_label(doc, *at("Anna Berg")) and not is_field_label(doc, *at("megan"))
    resolved = [(*at("Passport"), "PERSON", "model"), (*at("megan"), "PERSON", "model")]
    assert score_spans(doc, resolved, resolved)[0] == NO_NAME_SCORE
    supported = resolved + [(*at("Passport"), "PERSON", "dialogue")]
    assert score_spans(doc, resolved, supported)[0] > NO_NAME_SCORE


def test_greetings_name_nobody_but_the_name_after_them_does() -> None:
    doc = spacy.blank("en")("Hello, Thanks again. Dear Anna Berg,")
    assert names_nobody(doc, 0, 1, True) and names_nobody(doc, 2, 3, True)  # "Hello", "Thanks"
    assert not names_nobody(doc, 5, 8, True)  # "Dear Anna Berg" holds a name
    detected = spacy.blank("en")
    detected.add_pipe("pii_detector")
    letter = detected("Hello, my name is David Johnson and I live in Maine.")
    spans = [s.text for s in letter.spans["pii"]]
    assert "Hello" not in spans and "David Johnson" in spans


def test_a_field_label_names_nobody_wherever_the_span_sits_in_it() -> None:
    from spacy_sanitize.detection.evidence import is_field_label

    doc = spacy.blank("en")("Social Security Number: 194-78-9437\nIP at signup: 80.162.135.8\nDear Anna Berg:\nhi")
    words = [t.text for t in doc]
    assert is_field_label(doc, 0, 2)  # "Social Security" before "Number:"
    ip = words.index("IP")
    assert is_field_label(doc, ip, ip + 1) and is_field_label(doc, ip + 2, ip + 3)  # "IP", "signup"
    anna = words.index("Anna")
    assert not is_field_label(doc, anna, anna + 2)  # a name before a colon is still a name


def test_the_subject_of_a_reporting_verb_is_a_name_unless_the_text_writes_it_in_lower_case() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp("Ana Casal will step down. Casal joined in 2011. Police said the police had left. He said no.")
    assert ("Casal", "PERSON") in [(s.text, s.label_) for s in doc.spans["pii"]]
    assert not any(s.text in ("Police", "He") for s in doc.spans["pii"])
    # a common noun, though this story never writes it in lower case: English does
    doc = nlp("Officials said the plant would close. Witnesses told reporters of a blast. Kramer said no.")
    assert [s.text for s in doc.spans["pii"] if s.label_ == "PERSON"] == ["Kramer"]


def test_statistical_spans_are_cut_at_lower_case_shorthand_but_capitalised_words_stay() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    text = "pt is a 67yo m w/ hx of chf, copd. The Home Office and GOOD HOPE HOSPITAL ICU replied."
    doc = spacy.blank("en")(text)
    proposed = [("67yo m w/ hx of chf, copd", "DEM"), ("Home Office", "PERSON"), ("GOOD HOPE HOSPITAL ICU", "PERSON"),
                ("of chf, copd", "ORG")]
    trimmed = trim_edges(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    texts = [doc[s:e].text for s, e, _, _ in trimmed]
    assert texts[0] == "67yo m" and "chf" not in " ".join(texts[:-1])
    assert "Home Office" in texts and "GOOD HOPE HOSPITAL ICU" in texts
    assert texts[-1] == "of chf, copd"  # an organisation's span is not cut: "mercy home care" is one


def test_a_time_proposed_as_a_code_by_the_model_is_a_time() -> None:
    nlp = _detector([("2:21:04", "CODE"), ("Aiko Tanaka", "PERSON"), ("06:35", "CODE")])
    doc = nlp("1. Aiko Tanaka (JPN) 2:21:04. Police came at approximately 06:35.")
    found = [(s.text, s.label_) for s in doc.spans["pii"]]
    assert ("2:21:04", "DATETIME") in found and ("06:35", "DATETIME") in found and ("Aiko Tanaka", "PERSON") in found


def test_forum_users_and_communities_are_found_but_clinical_shorthand_is_not() -> None:
    nlp = _detector([])
    doc = nlp("Posted in r/calgary by u/maple_mom and /u/Jo-Ann_88: pt had u/s and r/o dvt, see reddit.com/r/ab.")
    found = [(s.text, s.label_) for s in doc.spans["pii"] if "reddit" not in s.text]
    assert ("r/calgary", "ORG") in found and ("u/maple_mom", "PERSON") in found and ("/u/Jo-Ann_88", "PERSON") in found
    assert not any(text in {"s", "o", "ab"} for text, _ in found)


def test_results_rows_are_cut_into_teams_but_addresses_keep_their_numbers() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    text = ("CLEVELAND 6 Oakland 2\nSEATTLE 10 Boston 9 ( 11 innings )\nsee u at Vial Kike Báez 376 Puerta 6 tonight\n"
            "GUTIÉRREZ | Urbanización Rosario Pera 36 Apt. 05 | 06")
    doc = spacy.blank("en")(text)
    proposed = [("CLEVELAND 6 Oakland", "ORG"), ("Boston 9", "ORG"), ("Vial Kike Báez 376 Puerta 6", "ORG"),
                ("Urbanización Rosario Pera 36 Apt", "ORG")]
    trimmed = trim_edges(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    assert [doc[s:e].text for s, e, _, _ in trimmed] == ["CLEVELAND", "Oakland", "Boston", "Vial Kike Báez 376 Puerta 6",
                                                         "Urbanización Rosario Pera 36 Apt"]


def test_model_spans_lose_leading_roles_and_lower_case_words_and_weekdays_are_dates() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    text = ("Shoutout to Coach Okoro. NEPHEW KEVIN HALLORAN IS HCP. Brother Tomasz came on Monday.\n"
            "we used Little Sprouts on Metcalf\nATHLETICS - MAKAU WINS BERLIN MARATHON")
    doc = spacy.blank("en")(text)
    proposed = [("Coach Okoro", "PERSON"), ("NEPHEW KEVIN HALLORAN", "PERSON"), ("Brother Tomasz", "PERSON"),
                ("Monday", "PERSON"), ("we used Little Sprouts", "LOC"), ("MAKAU WINS BERLIN MARATHON", "PERSON")]
    trimmed = trim_edges(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    assert [(doc[s:e].text, label) for s, e, label, _ in trimmed] == [
        ("Okoro", "PERSON"), ("KEVIN HALLORAN", "PERSON"), ("Tomasz", "PERSON"), ("Monday", "DATETIME"),
        ("Little Sprouts", "LOC"), ("MAKAU", "PERSON"), ("BERLIN MARATHON", "MISC")]  # a race: an event


def test_topic_tags_of_several_words_go_but_a_dateline_before_prose_stays() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    text = "MOTOR RACING - FINAL STANDINGS\nWASHINGTON - The president spoke."
    doc = spacy.blank("en")(text)
    proposed = [("MOTOR RACING", "PERSON"), ("WASHINGTON", "LOC")]
    trimmed = trim_edges(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    assert [doc[s:e].text for s, e, _, _ in trimmed] == ["WASHINGTON"]


def test_table_words_and_note_headings_name_nobody() -> None:
    doc = spacy.blank("en")("Total ( for two wickets ) 120\nGroup F : Maccabi\nNeuro: PERRL. Ed: fine. Green 2,455")
    words = [t.text for t in doc]
    at = {word: words.index(word) for word in ("Total", "Group", "Neuro", "Ed", "Green")}
    assert names_nobody(doc, at["Total"], at["Total"] + 1, True)
    assert names_nobody(doc, at["Group"], at["Group"] + 2, True)  # "Group F"
    assert names_nobody(doc, at["Neuro"], at["Neuro"] + 1, True)  # a heading: shorthand before its colon
    assert not names_nobody(doc, at["Ed"], at["Ed"] + 1, True)  # a name before a colon stays one
    assert not names_nobody(doc, at["Green"], at["Green"] + 1, True)
    note = spacy.blank("en")("Transferred from OSH. Pt Seen. F/U X3. D/C HOME")
    assert names_nobody(note, 0, 1, True)  # shorthand capitalised as a sentence's first word
    assert not names_nobody(note, 5, 6, True)  # ... but not inside one: "Seen" may be a name there
    assert names_nobody(note, 7, 10, True) and names_nobody(note, 12, 15, True)  # split at the slash
    assert names_nobody(note, 10, 11, True)  # "X3": capitals and a digit are no title case


def test_scorers_teams_and_cricket_players_come_from_the_layout() -> None:
    from spacy_sanitize.detection.scoreboards import results_names

    text = ("Werder Bremen 1 ( Ujah 12 ) Schalke 3 ( Huntelaar 5 , Sane 40 ) . Attendance : 41,000\n"
            "Shan Masood c Dickwella b Kumara 38\nAzhar Ali not out 27\n"
            "The Court notes (Rule 39) and (Article 6, Article 13) of 2 (Article 8).")
    found = {(text[c.start:c.end], c.label) for c in results_names(text)}
    assert found == {("Ujah", "PERSON"), ("Huntelaar", "PERSON"), ("Sane", "PERSON"), ("Werder Bremen", "ORG"),
                     ("Schalke", "ORG"), ("Shan Masood", "PERSON"), ("Dickwella", "PERSON"), ("Kumara", "PERSON"),
                     ("Azhar Ali", "PERSON")}
    rows = ("Standings :\nSt Helens 20 14 1 5 560 321 29\nTotal 40 28 1 10\nManufacturers : 1. Citroen 194 2. Ford 123\n"
            "1. Patrick Makau ( Kenya ) 2:03:38\nMAP >65. ABG 7.38 ON 3/21. 2. Article 6 (a)\n5. June 2001 ( the date )")
    assert {(rows[c.start:c.end], c.label) for c in results_names(rows)} == {
        ("St Helens", "ORG"), ("Citroen", "ORG"), ("Ford", "ORG"), ("Patrick Makau", "PERSON")}


def test_headline_subjects_and_objects_and_results_rows_are_names() -> None:
    from spacy_sanitize.detection.headlines import headline_names
    from spacy_sanitize.detection.scoreboards import results_names

    text = ("TENNIS - SWIATEK BEATS SABALENKA IN MADRID FINAL\nMADRID 2024-05-04\nSwiatek won .\n"
            "SOCCER - KIWIS WIN 2-1\nCRICKET - ENGLAND WIN IN INDIA\nThe Court - Article 6 applies .")
    assert [text[c.start:c.end] for c in headline_names(text)] == ["SWIATEK", "SABALENKA", "KIWIS"]  # countries: their source
    from spacy_sanitize.detection.headlines import dateline_places

    lines = "CYCLING - X\nOUDENAARDE , Belgium 2020-10-18\nADMITTED 2020-01-01\nTOTAL 2020-01-01\nNEW YORK 1996-08-29"
    assert [lines[c.start:c.end] for c in dateline_places(lines)] == ["OUDENAARDE", "Belgium", "NEW YORK"]
    rows = "DETROIT 4 Chicago 2\nPhiladelphia 5 NY RANGERS 3 ( OT )\nLeeds 3 ( Viduka 12 , 55 , Kewell 80 ) Fulham 1"
    found = {rows[c.start:c.end] for c in results_names(rows)}
    assert {"DETROIT", "Chicago", "Philadelphia", "NY RANGERS", "Viduka", "Kewell", "Leeds", "Fulham"} <= found


def test_model_spans_lose_shorthand_before_names_clauses_after_places_and_verbs_after_names() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    text = ("Follow up with PCP Dr. Aisha Rahman. From Newton Wellesley, baseline ambulatory. "
            "so proud of my cousin aaliyah graduating. Truro, Cornwall. sub, van de Biezenbos & van Allemanië")
    doc = spacy.blank("en")(text)
    proposed = [("PCP Dr. Aisha Rahman", "ORG"), ("Newton Wellesley, baseline ambulatory", "LOC"),
                ("my cousin aaliyah graduating", "PERSON"), ("Truro, Cornwall", "LOC"),
                ("sub, van de Biezenbos & van Allemanië", "LOC")]
    trimmed = trim_edges(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    assert [doc[s:e].text for s, e, _, _ in trimmed] == [
        "Dr. Aisha Rahman", "Newton Wellesley", "aaliyah", "Truro, Cornwall", "sub, van de Biezenbos & van Allemanië"]


def test_care_facilities_are_named_by_their_kind() -> None:
    assert [found for found in _found("PREV LIVED AT ROSEWOOD ASSISTED LIVING. BACK TO BRIGHAM REHAB. THE HOSPITAL "
                                      "CALLED. TO REHAB. Pt to go to the Hospice of the North Shore.")
            if found[1] == "ORG"] == [("ROSEWOOD ASSISTED LIVING", "ORG"), ("BRIGHAM REHAB", "ORG"),
                                      ("Hospice of the North Shore", "ORG")]


def test_tables_handles_fields_and_lone_letters_bound_the_models_spans() -> None:
    from spacy_sanitize.detection.evidence import trim_edges

    text = ("SON (H) 781-555-0133\nBOSTON 5 Seattle 3\nMinnesota 4 KANSAS CITY 1\n2. Aurelien Costes ( France ) Groupama same time\n"
            "Strandlunden 13, 4321 Sandvika\n@AmtrakHelps train 171 stuck\nping @robinvan-loon\n"
            "Admitted: 02/11/2019")
    doc = spacy.blank("en")(text)
    proposed = [("BOSTON 5 Seattle 3", "LOC"), ("Minnesota 4", "LOC"), ("France ) Groupama", "ORG"),
                ("Strandlunden 13", "LOC"), ("@AmtrakHelps train 171 stuck", "PERSON"), ("@robinvan-loon", "PERSON"),
                ("Admitted", "PERSON"), ("H", "LOC")]
    trimmed = trim_edges(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    assert [doc[s:e].text for s, e, _, _ in trimmed] == [
        "BOSTON", "Seattle", "Minnesota", "France", "Groupama", "Strandlunden 13", "@AmtrakHelps", "@robinvan-loon"]


def test_a_score_before_a_line_break_is_no_house_number_but_a_flat_number_is() -> None:
    from spacy_sanitize.detection.addresses import StreetAddresses

    def found(text: str) -> list[str]:
        return [text[c.start:c.end] for c in StreetAddresses()(spacy.blank("en")(text))]

    assert found("Hibernian 0 Hearts 0\nSt Mirren 2 Kilmarnock 1") == []
    assert found("Studio 5\nSylvia Mills\nLondon") == ["5\nSylvia Mills\nLondon"]


def test_form_fields_written_as_participles_are_no_speakers() -> None:
    from spacy_sanitize.detection.dialogue import DialogueNames

    text = "Admitted: 02/11/2019\nAttending: Susan Whitcombe, MD\nTed: see you\nAnna: ok"
    assert [text[c.start:c.end] for c in DialogueNames()(spacy.blank("en")(text))] == ["Ted", "Anna"]


def test_table_headlines_name_their_competition_and_objects_take_of() -> None:
    from spacy_sanitize.detection.headlines import competition_names, headline_names

    text = ("SOCCER - SCOTTISH PREMIER LEAGUE RESULTS\nGOLF - LEADING SCORES AT THE IRISH OPEN\n"
            "TENNIS - RESULTS FROM THE MONTE CARLO MASTERS\nCYCLING - VAN DER BERGHE WINS TOUR OF FLANDERS\n"
            "SOCCER - RESULTS OF MATCHES ON SUNDAY")
    assert [(text[c.start:c.end], c.label) for c in competition_names(text)] == [
        ("SCOTTISH PREMIER LEAGUE", "MISC"), ("IRISH OPEN", "MISC"), ("MONTE CARLO MASTERS", "MISC")]
    assert "TOUR OF FLANDERS" in [text[c.start:c.end] for c in headline_names(text)]


def test_a_ranked_riders_team_after_the_bracket_of_his_country() -> None:
    from spacy_sanitize.detection.scoreboards import results_names

    text = ("1. Pieter van der Berghe ( Belgium ) Jumbo 6:18:49\n2. Aurelien Costes ( France ) Groupama same time\n"
            "3. Kasper Lund ( Denmark ) Uno-X +0:04\nHe said ( quietly ) Nothing 5 times .")
    teams = [text[c.start:c.end] for c in results_names(text) if c.label == "ORG"]
    assert teams == ["Jumbo", "Groupama", "Uno-X"]


def test_generic_nouns_after_a_name_go_but_events_and_quoted_names_keep_their_words() -> None:
    from spacy_sanitize.detection.evidence import trim_lower_case_tails

    text = ("Her Kiruna town hall won . The mayor spoke . The Las Palmas bridge collapse killed two . "
            "He visited République centrafricaine .")
    doc = spacy.blank("en")(text)
    proposed = [("Kiruna town", "ORG"), ("mayor", "ORG"), ("Las Palmas bridge collapse", "LOC"),
                ("République centrafricaine", "LOC")]
    kept = trim_lower_case_tails(doc, [_model_span(doc, surface, label) for surface, label in proposed])
    assert [doc[s:e].text for s, e, _, _ in kept] == ["Kiruna", "Las Palmas bridge collapse", "République centrafricaine"]


def test_a_code_of_lower_case_words_alone_is_dropped_and_one_with_digits_kept() -> None:
    doc = _detector([("spring", "CODE"), ("45-B", "CODE")])("It will be done by spring, said unit 45-B today.")
    assert [(s.text, s.label_) for s in doc.spans["pii"]] == [("45-B", "CODE")]


def test_a_surname_that_is_also_a_word_still_scores_and_says() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp("Leeds beat Hull 2-1 on Sunday. Burns scored twice. Police said the crowd was calm.")
    assert [s.text for s in doc.spans["pii"] if s.label_ == "PERSON"] == ["Burns"]


def test_a_lone_common_word_in_lower_case_from_the_model_names_nobody() -> None:
    doc = _detector([("kin", "PERSON"), ("towson", "LOC")])("listed his next of kin, who lives in towson now")
    assert [(s.text, s.label_) for s in doc.spans["pii"]] == [("towson", "LOC")]
