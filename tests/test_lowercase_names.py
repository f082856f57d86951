"""The lowercase source: names written in lower case, told by how often the language writes them with a
capital (spaCy's lookups)."""

import pytest
import spacy

from spacy_sanitize.detection import word_frequencies
from spacy_sanitize.detection.lowercase_names import LowerCaseNames
from spacy_sanitize.detection.word_frequencies import common_words, lower_case_names

pytest.importorskip("spacy_lookups_data", reason="the word frequencies come with spacy-lookups-data")


def found(text: str, lang: str = "en") -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.label) for c in LowerCaseNames(lang)(spacy.blank(lang)(text))]


def test_places_shops_and_people_written_in_lower_case_are_names() -> None:
    assert found("lives in towson now. my nan used to work at woolworths, ask sarah") == [
        ("towson", "LOC"), ("woolworths", "LOC"), ("sarah", "PERSON")]
    assert found("called verizon three times today and still no internet") == [("verizon", "ORG")]


def test_everyday_words_sentence_adverbs_sounds_and_months_are_not() -> None:
    text = "reading a book in bath on monday. hmmm lastly ugh, cheers and see you in june"
    assert found(text) == []
    names = lower_case_names("en")
    assert names is not None and {"reading", "bath", "mobile", "will", "may", "lastly", "hmmm"}.isdisjoint(names)
    assert {"police", "officials", "witnesses"} <= common_words("en")
    assert {"kramer", "burns", "price"}.isdisjoint(common_words("en"))  # surnames as often as words


def test_a_text_that_writes_capitals_is_left_to_the_other_sources() -> None:
    assert found("He moved to Towson. It rains there; the towson office is closed.") == []


def test_other_languages_borrow_the_names_less_their_own_words_and_without_tables_nothing(monkeypatch) -> None:
    assert found("vive en towson desde marzo", "es") == [("towson", "LOC")]
    assert found("concerto di vasco a bologna? io e la giulia ci andiamo", "it") == [
        ("vasco", "PERSON"), ("bologna", "LOC"), ("giulia", "PERSON")]  # "bologna": the towns list's, not English's
    assert found("una crema al bar del faro", "it") == []  # Italian's own words, though towns too
    assert found("ich war mit lisa in münchen bei der arbeit", "de") == [("lisa", "PERSON"), ("münchen", "LOC")]
    assert found("Ich war mit Lisa in München.", "de") == []  # capitals: the other sources' text
    word_frequencies.word_cases.cache_clear()
    monkeypatch.setattr(word_frequencies, "read_lookup_table", lambda lang, table: None)
    try:
        assert found("lives in towson now") == []
    finally:
        word_frequencies.word_cases.cache_clear()


def test_a_person_in_a_post_in_lower_case_loses_the_everyday_words_around_the_name() -> None:
    from spacy_sanitize.detection.lowercase_names import trim_everyday_words

    text = "gonna meet fiona later, sarah swears tom are def coming with john brown and anna long"
    doc = spacy.blank("en")(text)
    proposed = ["meet fiona", "sarah swears", "tom are def", "john brown", "anna long"]
    spans = [doc.char_span(text.index(s), text.index(s) + len(s)) for s in proposed]
    trimmed = trim_everyday_words(doc, [(s.start, s.end, "PERSON", "model") for s in spans], "en")
    assert [doc[s:e].text for s, e, _, _ in trimmed] == ["fiona", "sarah", "tom", "john brown", "anna long"]
    organisations = ["paycheck from amazon and spent", "bank of america"]
    text = "got my first paycheck from amazon and spent it at the bank of america"
    doc = spacy.blank("en")(text)
    spans = [doc.char_span(text.index(s), text.index(s) + len(s)) for s in organisations]
    trimmed = trim_everyday_words(doc, [(s.start, s.end, "ORG", "model") for s in spans], "en")
    assert [doc[s:e].text for s, e, _, _ in trimmed] == ["paycheck from amazon", "bank of america"]
    kept = trim_everyday_words(doc, [(spans[1].start, spans[1].end, "PERSON", "given_names")], "en")
    assert [doc[s:e].text for s, e, _, _ in kept] == ["bank of america"]  # only a model's and a cue's spans


def test_a_note_in_capitals_gives_its_names_in_capitals_but_not_its_eponyms() -> None:
    assert found("PT ADMITTED FROM TOWSON. SON KEVIN CALLED. HX OF PARKINSONS, CROHN") == [
        ("TOWSON", "LOC"), ("KEVIN", "PERSON")]


def test_acronyms_and_inner_capitals_written_in_lower_case_are_names_too() -> None:
    names = lower_case_names("en")
    assert names is not None and {"nhs", "fbi", "mcdonalds"} <= set(names)
    assert {"css", "fyi", "dvd", "court"}.isdisjoint(names)  # abbreviations, words
    assert found("the nhs app is down again and the mcdonalds on the corner is shut") == [
        ("nhs", "ORG"), ("mcdonalds", "ORG")]


def test_known_names_capitalised_inside_an_english_sentence() -> None:
    from spacy_sanitize.detection.known_names import KnownNames

    def known(text: str, lang: str = "en") -> list[tuple[str, str]]:
        return [(text[c.start:c.end], c.label) for c in KnownNames(lang)(spacy.blank(lang)(text))]

    assert known("Can someone explain why Ryanair charges so much? Flying to Dublin next week.") == [
        ("Ryanair", "ORG"), ("Dublin", "LOC")]
    assert known("The Court held that Article 6 of the Convention applied.") == []  # words, not names
    assert known("Reading is fun. Will it rain?") == []  # a sentence's first word, where the case says little
    assert known("Dublin is wet.") == [("Dublin", "ORG")]  # one English writes with a capital 16 times as often
    assert known("flying to dublin next week") == []  # a text in lower case: the lowercase source's
    assert known("Volamos a Dublin mañana .", "es") == []
