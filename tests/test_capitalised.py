"""The capitalised-names source: a capital inside a sentence names someone in languages that capitalise
nothing else."""

import pytest
import spacy

from spacy_sanitize.detection.capitalised import CapitalisedNames


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.label) for c in CapitalisedNames(lang)(spacy.blank(lang)(text))]


def test_single_capitalised_words_inside_sentences_are_names() -> None:
    text = "Madrid , 12 mar ( EFE ) . El Real Madrid ganó al Valencia , y el Barcelona empató en Sevilla con Marta ."
    # the dateline's "Madrid" opens the text, but the world writes it as a name (a borrowed name opens one)
    assert found(text, "es") == [("Madrid", "ORG"), ("EFE", "ORG"), ("Real Madrid", "ORG"), ("Valencia", "ORG"), ("Barcelona", "ORG"),
                                 ("Sevilla", "LOC"), ("Marta", "PERSON")]


def test_sentence_openers_months_titles_and_code_words_are_not() -> None:
    assert found("La ministra habló el Lunes . Su DNI y el siglo XX : Nada . La Sra. vino en Marzo .", "es") == []
    assert found("Le PDG de la société a parlé . Son numéro NIR est faux .", "fr") == []


def test_particles_join_a_name() -> None:
    assert found("Presentó su novela en la Casa de América ayer .", "es") == [("Casa de América", "ORG")]
    assert found("Sprak met Ursula von der Leyen en de ministers van Buitenlandse Zaken van de Europese Unie .", "nl") == [
        ("Ursula von der Leyen", "PERSON"), ("Buitenlandse Zaken", "ORG"), ("Europese Unie", "ORG")]
    assert found("Dat zei hij . PSV verloor .", "nl") == [("PSV", "ORG")]  # an acronym may open a sentence


def test_a_person_after_another_name_is_a_mention_of_its_own() -> None:
    assert found("Il sindaco di Milano Giuseppe Sala ha parlato .", "it") == [("Milano", "ORG"), ("Giuseppe Sala", "PERSON")]
    assert found("Il sindaco di Milano Centrale ha parlato .", "it") == [("Milano Centrale", "ORG")]


def test_german_gives_its_acronyms_without_the_word_clusters(monkeypatch) -> None:
    import spacy_sanitize.detection.capitalised as capitalised

    monkeypatch.setattr(capitalised, "capitalised_words", lambda lang: None)
    assert found("Er traf den Direktor in Berlin .", "de") == []  # German capitalises every noun ...
    assert found("Die SPD und die CDU stimmten zu , sagte der Direktor .", "de") == [("SPD", "ORG"), ("CDU", "ORG")]


def test_german_names_come_from_the_word_clusters_and_its_nouns_do_not() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")
    assert found("Er traf den Direktor in Berlin .", "de") == [("Berlin", "LOC")]
    assert found("Die Polizei nahm zwei Männer fest , sagte Olaf Scholz .", "de") == [("Olaf Scholz", "PERSON")]


def test_shouted_text_gives_no_capitals_to_read() -> None:
    assert found("EL REAL MADRID GANÓ AL VALENCIA EN SEVILLA", "es") == []


def test_an_acronym_linked_to_a_person_by_particles_is_an_organisation() -> None:
    assert found("Ze spraken met Javier Solana van de NAVO in Brussel .", "nl") == [
        ("Javier Solana", "PERSON"), ("NAVO", "ORG"), ("Brussel", "LOC")]


def test_a_capitalised_article_inside_a_sentence_opens_a_name_and_an_elision_is_no_quotation() -> None:
    assert found("l' imprenditore Salvatore Lo Piccolo e secondo Di Pietro allo stadio Delle Alpi", "it") == [
        ("Salvatore Lo Piccolo", "PERSON"), ("Di Pietro", "ORG"), ("Delle Alpi", "ORG")]
    assert found("La Juventus ha battuto l' Inter .", "it") == [("Juventus", "ORG"), ("Inter", "ORG")]
    assert found("Hij woont in Den Haag .", "nl") == [("Den Haag", "LOC")]
    assert found("Il a reçu Mme Dupont .", "fr") == [("Dupont", "ORG")]  # a title is no article
    assert found("Er sagte : Die Sache ist klar .", "de") == []  # German capitalises nouns after any article


def test_an_acronym_that_only_looks_like_a_roman_numeral_is_a_name() -> None:
    assert found("Daarna stemde de VVD tegen , net als de CDA .", "nl") == [("VVD", "ORG"), ("CDA", "ORG")]
    assert found("Lo dijo el rey Felipe VI ayer .", "es") == [("Felipe VI", "PERSON")]  # a king keeps his number


def test_a_public_bodys_remit_belongs_to_its_name_and_links_nothing_else() -> None:
    assert found("Desde el Ministerio para la Transición Ecológica lo negaron .", "es") == [
        ("Ministerio para la Transición Ecológica", "ORG")]
    assert found("Volgens het Centraal Bureau voor de Statistiek groeit de stad .", "nl") == [
        ("Centraal Bureau voor de Statistiek", "ORG")]
    assert found("Hubo dos goles para Messi y uno para Suárez .", "es") == [("Messi", "ORG"), ("Suárez", "ORG")]


def test_a_clubs_short_form_and_a_states_parliament_are_german_names() -> None:
    pytest.importorskip("spacy_lookups_data", reason="German's word clusters come with spacy-lookups-data")
    assert ("VfL Wolfsburg", "ORG") in found("Der VfL Wolfsburg hat sich von Trainer Ralph Hasenhüttl getrennt .", "de")
    from spacy_sanitize.detection.institutions import InstitutionNames

    text = "Das kündigte er am Dienstag im Landtag an ."
    assert [text[c.start:c.end] for c in InstitutionNames("de")(spacy.blank("de")(text))] == ["Landtag"]
