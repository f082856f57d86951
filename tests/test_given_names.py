"""The given-names source: lone given names written as names, never everyday words."""

import spacy

from spacy_sanitize.detection.given_names import GivenNames, given_names


def found(text: str, lang: str = "en") -> list[str]:
    source = GivenNames(lang)
    return [text[c.start:c.end] for c in source(spacy.blank(lang)(text))]


def test_lone_given_names_are_found_with_their_surname():
    assert found("Kate's social security number is on file.") == ["Kate"]
    assert found("Leif, can I ask you something? Thanks, Ingrid Solberg.") == ["Leif", "Ingrid Solberg"]


def test_case_decides_in_prose_and_in_shouted_notes():
    assert found("kate called about the invoice.") == []  # lower case in prose: not written as a name
    assert found("PT SEEN BY KATE AND HER SON. VSS.") == ["KATE"]  # a shouted note writes names in capitals


def test_lower_case_posts_name_friends_after_social_cues():
    assert found("omg jake and tasha got engaged, going w/ marcus tmrw. ask for ingrid") == ["tasha", "marcus", "ingrid"]
    assert found("me and may went. hi there") == []  # everyday words are not in the lexicon
    assert found("He went there with marcus. She agreed.") == []  # text that writes capitals writes names so


def test_everyday_words_that_are_names_are_not_in_the_lexicon():
    names = given_names()
    assert {"kate", "leif", "ingrid"} <= names
    assert not {"will", "may", "grace", "hope", "mark", "june", "the"} & names
    assert found("Grace periods and Hope Street.") == []


def test_the_detector_takes_them_as_a_guess_and_a_longer_place_keeps_its_type():
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp("Anna met Kate at the clinic.")
    assert [(s.text, s.label_) for s in doc.spans["pii"]] == [("Anna", "PERSON"), ("Kate", "PERSON")]
    assert all(s._.pii_score == 0.7 for s in doc.spans["pii"])  # a lexicon guess, as sure as a model's span
    doc = nlp("She lives at 12 Victoria Street, London.")
    assert found("She lives at 12 Victoria Street, London.") == ["Victoria Street"]  # read as a name alone
    assert [s.label_ for s in doc.spans["pii"] if "Victoria" in s.text] == ["LOC"]  # the address wins


def test_a_function_word_that_opens_a_sentence_is_no_given_name_outside_english():
    assert found("Il sindaco ha parlato . Alla conferenza c'era Alla Pugacheva .", "it") == ["Alla Pugacheva"]
    assert found("\" Una vittoria importante \" , ha detto .", "it") == []
