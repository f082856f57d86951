"""pii_detector beyond English: the pipeline's language picks dates, cue words, phone regions and model."""

from __future__ import annotations

import pytest
import spacy

from spacy_sanitize.detection.dates import LanguageDates
from spacy_sanitize.detection.languages import SUPPORTED_LANGUAGES, month_and_day_names
from spacy_sanitize.errors import UnsupportedLanguageError

NO_MODEL = {"sources": {"model": None}}


def _trimmed(lang: str, text: str, proposed: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``trim_to_capitals`` over the model's ``proposed`` (text, label) spans of ``text``: (text, label)."""
    from spacy_sanitize.detection.evidence import trim_to_capitals

    doc = spacy.blank(lang)(text)
    spans = [doc.char_span(text.index(s), text.index(s) + len(s)) for s, _ in proposed]
    assert all(span is not None for span in spans), "a proposed span must fall on token boundaries"
    candidates = [(s.start, s.end, label, "model") for s, (_, label) in zip(spans, proposed, strict=True)]
    return [(doc[s:e].text, label) for s, e, label, _ in trim_to_capitals(doc, candidates, lang)]


def _spans(lang: str, text: str) -> list[tuple[str, str]]:
    nlp = spacy.blank(lang)
    nlp.add_pipe("pii_detector", config=NO_MODEL)
    doc = nlp(text)
    return [(s.text, s.label_) for s in doc.spans["pii"]]


def test_an_unsupported_language_is_refused_with_the_supported_ones() -> None:
    with pytest.raises(UnsupportedLanguageError, match="supported: en, es, nl, de, it, fr, pt"):
        spacy.blank("sv").add_pipe("pii_detector", config=NO_MODEL)


def test_the_english_rules_never_run_on_another_language() -> None:
    nlp = spacy.blank("es")
    detector = nlp.add_pipe("pii_detector", config=NO_MODEL)
    assert "rules" not in detector.sources and "dates" in detector.sources
    english = spacy.blank("en").add_pipe("pii_detector", config=NO_MODEL)
    assert "rules" in english.sources and "dates" not in english.sources


def test_the_config_can_name_the_language_of_the_text() -> None:
    detector = spacy.blank("xx").add_pipe("pii_detector", config={**NO_MODEL, "lang": "de"})
    assert detector.lang == "de"


@pytest.mark.parametrize("lang", [lang for lang in SUPPORTED_LANGUAGES if lang != "en"])
def test_babel_gives_every_language_its_months_and_days(lang: str) -> None:
    months, days = month_and_day_names(lang)
    assert len(months) >= 12 and len(days) == 7


@pytest.mark.parametrize(("lang", "text", "dates"), [
    ("es", "Vive en Madrid desde el 3 de marzo de 1999 y viaja el viernes.", ["3 de marzo de 1999", "viernes"]),
    ("de", "Am Mittwoch, 3. März 1999, kam er. Seit Januar 2001 wohnt er dort.",
     ["Mittwoch, 3. März 1999", "Januar 2001"]),
    ("fr", "Le 1er mars 1999, il est arrivé.", ["1er mars 1999"]),
    ("nl", "Op 14 mei 2014 kwam hij aan; vrijdag vertrok hij.", ["14 mei 2014", "vrijdag"]),
    ("pt", "Em 3 de março de 1999, na quarta-feira, chegou.", ["3 de março de 1999", "quarta-feira"]),
    ("it", "Il 3 marzo 1999, lunedì, è arrivato.", ["3 marzo 1999", "lunedì"]),
])
def test_dates_in_words_of_each_language(lang: str, text: str, dates: list[str]) -> None:
    doc = spacy.blank(lang)(text)
    assert [text[c.start:c.end] for c in LanguageDates(lang)(doc)] == dates


def test_a_spanish_sentence_keeps_its_date_out_of_the_place() -> None:
    found = _spans("es", "El señor Juan Pérez vive en Madrid desde el 3 de marzo de 1999.")
    assert ("Juan Pérez", "PERSON") in found and ("3 de marzo de 1999", "DATETIME") in found
    assert not any(text.startswith("El") or "desde" in text for text, _ in found)


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("de", "Sehr geehrte Frau Müller, Ihre Tochter Lena hat angerufen.", "Müller"),
    ("nl", "Geachte mevr. Jansen, uw dochter Eva belde.", "Jansen"),
    ("fr", "Mme Dupont et sa fille Chloé sont venues.", "Dupont"),
    ("it", "La Sig.ra Bianchi e sua figlia Giulia sono arrivate.", "Bianchi"),
    ("pt", "A Sra. Silva e a filha Ana chegaram.", "Silva"),
])
def test_honorifics_and_kinship_words_of_each_language_announce_names(lang: str, text: str, name: str) -> None:
    found = [t for t, label in _spans(lang, text) if label == "PERSON"]
    assert name in found and len(found) == 2


def test_local_phone_numbers_are_read_the_local_way() -> None:
    assert ("030 12345678", "CODE") in _spans("de", "Rufen Sie uns unter 030 12345678 an.")
    assert ("612 345 678", "CODE") in _spans("es", "Llame al 612 345 678 mañana.")


def test_each_language_loads_its_shipped_model() -> None:
    from spacy_sanitize.detection.trained import (
        SHIPPED_MODEL,
        SHIPPED_MULTILINGUAL_MODEL,
        TrainedSpans,
        shipped_model_path,
    )

    assert shipped_model_path("en") == SHIPPED_MODEL
    assert shipped_model_path("de") == SHIPPED_MULTILINGUAL_MODEL
    source = TrainedSpans()
    source.set_language("es")
    assert source.nlp.lang == "xx"
    source.set_language("en")
    assert source.nlp.lang == "en"


@pytest.mark.parametrize(("lang", "text", "number", "subtype"), [
    ("de", "Ihre Kundennummer: 4711-0815 bitte angeben.", "4711-0815", "ID"),
    ("es", "Expediente n.º 2023/4567 abierto.", "2023/4567", "ID"),
    ("es", "Su pasaporte PAB123456 caduca.", "PAB123456", "PASSPORT"),
    ("fr", "Dossier 2021-AB-778 en cours.", "2021-AB-778", "ID"),
    ("nl", "Uw rekeningnummer 12-34-567 is gewijzigd.", "12-34-567", "ACCOUNT"),
    ("it", "La pratica 2020-X-4411 è chiusa.", "2020-X-4411", "ID"),
    ("pt", "O processo 123/2021-B foi arquivado.", "123/2021-B", "ID"),
])
def test_numbers_named_in_the_language_of_the_text(lang: str, text: str, number: str, subtype: str) -> None:
    nlp = spacy.blank(lang)
    nlp.add_pipe("pii_detector", config=NO_MODEL)
    doc = nlp(text)
    assert [(s.text, s._.pii_subtype) for s in doc.spans["pii"] if s.label_ == "CODE"] == [(number, subtype)]


def test_a_statement_attributed_to_someone_names_them() -> None:
    import spacy

    nlp = spacy.blank("nl")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    doc = nlp("Volgens Vertoor levert dat honderden banen op. Volgens de politie was het rustig.")
    assert [(s.text, s.label_) for s in doc.spans["pii"]] == [("Vertoor", "PERSON")]  # not "de politie"


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("de", "Herr Dr. Klaus von Bergen wohnt in Berlin.", "Klaus von Bergen"),
    ("nl", "Mevr. dr. Anna van der Berg belde gisteren.", "Anna van der Berg"),
    ("es", "Según la Sra. Lucía de la Fuente, el juicio sigue.", "Lucía de la Fuente"),
])
def test_chained_honorifics_announce_a_name_with_its_particles(lang: str, text: str, name: str) -> None:
    assert (name, "PERSON") in _spans(lang, text)


def test_a_compound_office_before_a_name_is_not_part_of_it() -> None:
    text = "Die Sitzung mit Bundeskanzler Olaf Scholz und Meister Eckhart begann spät."
    proposed = [("Bundeskanzler Olaf Scholz", "PERSON"), ("Meister Eckhart", "PERSON")]
    assert [found for found, _ in _trimmed("de", text, proposed)] == ["Olaf Scholz", "Meister Eckhart"]


@pytest.mark.parametrize(("lang", "text", "proposed", "expected"), [
    ("de", "Er traf den Präsidenten Jacques Chirac in Paris .", [("Präsidenten Jacques Chirac", "PERSON")],
     ["Jacques Chirac"]),
    ("it", "I carabinieri di Palermo hanno arrestato ieri Giovanni Brusca nella villa .",
     [("Palermo hanno arrestato ieri Giovanni Brusca", "ORG")], ["Palermo", "Giovanni Brusca"]),
    ("de", "Tore erzielten Elber und Scholl .", [("Elber und Scholl", "PERSON")], ["Elber", "Scholl"]),
    ("de", "Der Vorstand der Deutschen Bank in Frankfurt am Main , sagte ein Regierungssprecher .",
     [("Vorstand der Deutschen Bank", "ORG"), ("Frankfurt am Main", "LOC"), ("Regierungssprecher", "ORG")],
     ["Deutschen Bank", "Frankfurt am Main"]),
    ("de", "Die Münchner erzielten Elber und Scholl .", [("Münchner erzielten Elber und Scholl", "ORG")],
     ["Münchner", "Elber", "Scholl"]),
    ("es", "Marcaron en el Gobierno , José Luis Zapatero dijo .", [("Gobierno , José Luis Zapatero", "PERSON")],
     ["Gobierno", "José Luis Zapatero"]),
    ("es", "La ministra se reunió en La Moncloa .", [("La ministra", "PERSON"), ("La Moncloa", "LOC")], ["La Moncloa"]),
    ("it", "Scriva a Piazza Roma, 81 o alla Rocca, Comolli e Sagese SPA .",
     [("Piazza Roma, 81", "LOC"), ("Rocca, Comolli e Sagese SPA", "ORG")],
     ["Piazza Roma, 81", "Rocca", "Comolli e Sagese SPA"]),
])
def test_spans_are_cut_at_clauses_and_inflected_offices(lang: str, text: str, proposed: list, expected: list) -> None:
    assert [found for found, _ in _trimmed(lang, text, proposed)] == expected


@pytest.mark.parametrize(("text", "proposed", "expected"), [
    ("Wir bestätigen Ihren Termin bei Frau Müller .", [("Ihren Termin", "PERSON"), ("Frau Müller", "PERSON")],
     [("Müller", "PERSON")]),
    ("Sie sprachen über die Lage in der Ukraine .", [("Lage", "LOC"), ("Ukraine", "LOC")], [("Ukraine", "LOC")]),
    ("Er unterlag dem Serben Novak Djokovic .", [("Serben Novak Djokovic", "ORG")], [("Novak Djokovic", "PERSON")]),
    ("sagte Bahnchef Richard Lutz der Zeitung Die Welt .", [("Richard Lutz der Zeitung Die Welt", "PERSON")],
     [("Richard Lutz", "PERSON"), ("Die Welt", "PERSON")]),  # "der Zeitung": a noun that describes the name
    ("Er wohnt in Waidhofen an der Ybbs .", [("Waidhofen an der Ybbs", "LOC")], [("Waidhofen an der Ybbs", "LOC")]),
])
def test_german_common_nouns_are_told_from_names_by_the_word_clusters(text: str, proposed: list, expected: list) -> None:
    pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")
    assert _trimmed("de", text, proposed) == expected


@pytest.mark.parametrize(("lang", "text", "proposed", "expected"), [
    ("it", "Il presidente della Repubblica Sergio Mattarella .", [("Repubblica Sergio Mattarella", "ORG")],
     [("Repubblica", "ORG"), ("Sergio Mattarella", "PERSON")]),
    ("es", "Con goles de Borja Iglesias y Nabil Fekir .", [("Borja Iglesias y Nabil Fekir", "ORG")],
     [("Borja Iglesias", "PERSON"), ("Nabil Fekir", "PERSON")]),
    ("fr", "Le ministre Gérald Darmanin et le PDG Patrick Pouyanné .", [("PDG Patrick Pouyanné", "PERSON")],
     [("Patrick Pouyanné", "PERSON")]),
    ("es", "Operaba en la costa de Cádiz .", [("de Cádiz", "PERSON")], [("Cádiz", "PERSON")]),
    ("es", "Vive en San Isidro Labrador .", [("San Isidro Labrador", "LOC")], [("San Isidro Labrador", "LOC")]),
])
def test_a_person_run_on_from_another_word_is_cut_off(lang: str, text: str, proposed: list, expected: list) -> None:
    assert _trimmed(lang, text, proposed) == expected


@pytest.mark.parametrize(("lang", "text", "proposed", "expected"), [
    ("de", "erklärte Katharina Dröge am Mittwoch in Berlin .", [("Katharina Dröge am Mittwoch", "PERSON")],
     [("Katharina Dröge", "PERSON")]),
    ("pt", "A Petrobras anunciou no Rio de Janeiro um plano .", [("Rio de Janeiro", "LOC")],
     [("Rio de Janeiro", "LOC")]),  # Portuguese writes "janeiro": a capital makes it a name
])
def test_no_name_runs_into_a_month_or_weekday_linked_to_it(lang: str, text: str, proposed: list, expected: list) -> None:
    assert _trimmed(lang, text, proposed) == expected


@pytest.mark.parametrize(("lang", "text", "proposed", "expected"), [
    ("nl", "sprak met Javier Solana van de NAVO .", [("Javier Solana van de NAVO", "PERSON")],
     [("Javier Solana", "PERSON"), ("NAVO", "ORG")]),
    ("nl", "sprak met Javier Solana van de NAVO .", [("Javier Solana van de NAVO", "ORG")],
     [("Javier Solana", "PERSON"), ("NAVO", "ORG")]),
    ("nl", "sprak met Xavi van der Steen .", [("Xavi van der Steen", "PERSON")], [("Xavi van der Steen", "PERSON")]),
    ("nl", "het Hof van Justitie van de EU .", [("Hof van Justitie van de EU", "ORG")],
     [("Hof van Justitie", "ORG"), ("EU", "ORG")]),
])
def test_a_person_linked_to_an_acronym_by_particles_is_two_names(lang: str, text: str, proposed: list,
                                                                 expected: list) -> None:
    assert _trimmed(lang, text, proposed) == expected


def test_a_german_noun_that_describes_the_name_after_it_is_no_part_of_it() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")
    assert _trimmed("de", "Nach Angaben der Gewerkschaft Verdi streikten sie .",
                    [("Gewerkschaft Verdi", "ORG")]) == [("Verdi", "ORG")]
    assert _trimmed("de", "Sie gehört der Familie Waldburg-Zeil .", [("Familie Waldburg-Zeil", "PERSON")]) == [
        ("Waldburg-Zeil", "PERSON")]
    assert _trimmed("de", "Er studierte an der Universität Göttingen .", [("Universität Göttingen", "ORG")]) == [
        ("Universität Göttingen", "ORG")]  # an institution's head is part of its name
    assert _trimmed("de", "Er spielte am Schauspielhaus Bochum .", [("Schauspielhaus Bochum", "ORG")]) == [
        ("Schauspielhaus Bochum", "ORG")]
    assert _trimmed("de", "Rund 2000 Beschäftigte am Warnstreik .", [("Beschäftigte am Warnstreik", "LOC")]) == []


def test_an_office_joined_to_its_firm_is_masked_apart_from_the_person_after_it() -> None:
    assert _trimmed("de", "Er hat den früheren Audi-Chef Rupert Stadler entlassen .",
                    [("Audi-Chef Rupert Stadler", "ORG")]) == [("Audi-Chef", "ORG"), ("Rupert Stadler", "PERSON")]


def test_a_german_place_link_joins_a_town_to_its_river_only() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")
    assert _trimmed("de", "Die Gemeinde liegt im Landkreises Ravensburg an der Grenze zu Bayern .",
                    [("Landkreises Ravensburg an der Grenze zu Bayern", "ORG")]) == [
        ("Landkreises Ravensburg", "ORG"), ("Bayern", "ORG")]
    assert _trimmed("de", "Er studierte Rechtswissenschaft an der Universität Göttingen .",
                    [("Rechtswissenschaft an der Universität Göttingen", "LOC")]) == [("Universität Göttingen", "LOC")]
    assert _trimmed("de", "Er wohnt in Halle an der Saale .", [("Halle an der Saale", "LOC")]) == [
        ("Halle an der Saale", "LOC")]
    assert _trimmed("de", "Er stand in Hamburg am Rande der Stadt .", [("Hamburg am Rande", "LOC")]) == [
        ("Hamburg", "LOC")]


def test_the_capitalised_source_reads_german_noble_names_and_rivers_past_the_clusters_nouns() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")
    found = _spans("de", "Gestern trafen sich Ursula von der Leyen und Olaf Scholz in Frankfurt am Main .")
    assert ("Ursula von der Leyen", "PERSON") in found and "Frankfurt am Main" in [text for text, _ in found]
    found = _spans("de", "Gestern kamen in Offenbach am Abend Müller von der Polizei und Schmidt zusammen .")
    assert not any(" am " in text or " von " in text for text, _ in found)  # everyday nouns end no name


def test_german_streets_stadiums_sites_and_parties_named_with_common_words() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")
    found = _spans("de", "Gestern beschlossen CDU und Grünen , das Hallenbad an der Waldstraße zu schließen . "
                         "Die Eintracht spielt im Waldstadion , die Pläne für den Flughafen Frankfurt ruhen .")
    for name, label in (("Grünen", "ORG"), ("Waldstraße", "LOC"), ("Waldstadion", "LOC"),
                        ("Flughafen Frankfurt", "LOC")):
        assert (name, label) in found
    found = _spans("de", "Gestern fuhr er über die Landstraße und in eine Sackgasse , dann ins Fußballstadion . "
                         "Er erholt sich im Grünen .")
    assert not any(text in {"Landstraße", "Sackgasse", "Fußballstadion", "Grünen"} for text, _ in found)


def test_a_dutch_adjective_of_a_place_is_a_persons_origin_not_a_name() -> None:
    found = _spans("nl", "Gisteren ontmoette de Nederlandse premier Wim Kok zijn Belgische collega in Den Haag .")
    assert ("Nederlandse", "DEM") in found and ("Belgische", "DEM") in found
    assert ("Den Haag", "LOC") in found or ("Den Haag", "ORG") in found


def test_a_score_after_a_team_is_no_part_of_its_name() -> None:
    assert _trimmed("fr", "Marseille a battu le Stade rennais 2 - 0 au Vélodrome .",
                    [("Stade rennais 2 - 0", "ORG")]) == [("Stade", "ORG")]


def test_a_v2_sentence_opened_by_an_adverb_names_nobody_before_its_verb() -> None:
    found = [text for text, _ in _spans("nl", "Gisteren zei Janse dat hij komt . Brobbey scoorde twee keer .")]
    assert "Gisteren" not in found and "Brobbey" in found
    found = [text for text, _ in _spans("de", "Gestern sagte der Minister nichts . Müller traf zweimal .")]
    assert not any("Gestern" in text for text in found) and "Müller" in found


def test_a_name_that_opens_with_a_given_name_is_a_person_and_a_legal_form_makes_a_firm() -> None:
    from spacy_sanitize.detection.person_types import persons_by_given_name

    doc = spacy.blank("fr")("Le maire Grégory Doucet a visité la Clinique Pierre Dupont et San José .")
    spans = [(2, 4, "ORG", "model"), (7, 10, "ORG", "model"), (11, 13, "LOC", "model")]
    assert [label for _, _, label, _ in persons_by_given_name(doc, spans, "fr")] == ["PERSON", "ORG", "LOC"]
    doc = spacy.blank("pt")("Vive com a filha Núria em Lisboa .")
    assert persons_by_given_name(doc, [(4, 5, "LOC", "model"), (6, 7, "LOC", "model")], "pt") == [
        (4, 5, "PERSON", "model"), (6, 7, "LOC", "model")]
    doc = spacy.blank("nl")("De directeur van Van der Strigt NV zei niets .")
    assert persons_by_given_name(doc, [(3, 6, "PERSON", "model")], "nl")[0][2] == "ORG"


def test_a_date_runs_on_neither_to_a_name_nor_over_a_function_word() -> None:
    from spacy_sanitize.detection.date_spans import months_as_dates

    doc = spacy.blank("de")("Kommst du am Montag zu Marta ?")
    assert months_as_dates(doc, [(3, 6, "DATETIME", "model")]) == [(3, 4, "DATETIME", "model")]
    doc = spacy.blank("es")("Llegó el 3 de marzo de 1999 .")
    assert months_as_dates(doc, [(2, 7, "DATETIME", "model")]) == [(2, 7, "DATETIME", "model")]


def test_a_towns_adjective_and_an_office_before_a_person_are_no_part_of_the_name() -> None:
    assert _trimmed("de", "Der Frankfurter Oberbürgermeister Andreas sprach .",
                    [("Frankfurter Oberbürgermeister Andreas", "PERSON")]) == [("Andreas", "PERSON")]


@pytest.mark.parametrize(("lang", "text", "proposed", "expected"), [
    ("es", "Estimado Sr. Cervantes :\nLe confirmamos la cita .", [("Estimado Sr. Cervantes", "PERSON")],
     [("Cervantes", "PERSON")]),
    ("es", "Estimado Sr. de la Garza :\nLe escribo .", [("Estimado Sr. de la Garza", "LOC")],
     [("de la Garza", "PERSON")]),  # a title announces a person, and takes the particle in with the name
    ("pt", "Ontem o Doente Benjamim Oliveira foi operado .", [("Doente Benjamim Oliveira", "PERSON")],
     [("Benjamim Oliveira", "PERSON")]),
    ("pt", "A ministra da Justiça , Rita Júdice , visitou a prisão .", [("ministra da Justiça", "PERSON")],
     [("Justiça", "PERSON")]),  # an office takes no particle into the name after it, as a title does
    ("es", "Estimado Sr. :\nLe escribo .", [("Estimado Sr.", "PERSON")], []),
])
def test_a_letters_greeting_and_a_title_are_no_part_of_a_name(lang: str, text: str, proposed: list,
                                                               expected: list) -> None:
    assert _trimmed(lang, text, proposed) == expected


@pytest.mark.parametrize(("lang", "text", "word"), [
    ("nl", "Hierbij bevestigen wij uw afspraak .", "Hierbij"), ("es", "Le escribo .\nAtentamente ,\nLucía", "Atentamente"),
    ("de", "Mit freundlichen Grüßen\nAnna", "Grüßen"), ("pt", "Exmo . Senhor", "Exmo"),
])
def test_a_greeting_alone_names_nobody(lang: str, text: str, word: str) -> None:
    from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans

    doc = spacy.blank(lang)(text)
    at = next(t.i for t in doc if t.text == word)
    assert score_spans(doc, [(at, at + 1, "PERSON", "model")], [(at, at + 1, "PERSON", "model")], lang) == [NO_NAME_SCORE]


def test_a_german_clubs_number_is_its_names_and_a_date_stops_before_the_clause_after_it() -> None:
    from spacy_sanitize.detection.date_spans import months_as_dates

    text = "Am 3. Mai spielt der 1. FC Köln ."
    assert _trimmed("de", text, [("FC Köln", "ORG")]) == [("1. FC Köln", "ORG")]
    doc = spacy.blank("de")(text)
    at = doc.text.index("3. Mai spielt der 1.")
    span = doc.char_span(at, at + len("3. Mai spielt der 1."))
    assert span is not None
    dated = months_as_dates(doc, [(span.start, span.end, "DATETIME", "model")])
    assert [doc[s:e].text for s, e, _, _ in dated] == ["3. Mai"]
    spanish = spacy.blank("es")("El lunes 4 de mayo del año pasado .")
    assert [spanish[s:e].text for s, e, _, _ in months_as_dates(spanish, [(2, 8, "DATETIME", "model")])] == ["4 de mayo"]


def test_particles_join_words_after_them_in_romance_names_but_not_in_dutch() -> None:
    from spacy_sanitize.detection.capitalised import CapitalisedNames

    def found(lang: str, text: str) -> list[str]:
        source = CapitalisedNames()
        source.set_language(lang)
        return [text[c.start:c.end] for c in source(spacy.blank(lang)(text))]

    assert "Hospital de Santa Maria" in found("pt", "A consulta no Hospital de Santa Maria foi adiada .")
    assert found("it", "Ha vinto la Ferrari di Charles Leclerc .") == ["Ferrari", "Charles Leclerc"]
    assert "Buitenlandse Zaken van de Europese Unie" not in found(
        "nl", "Hij sprak met Buitenlandse Zaken van de Europese Unie gisteren .")


def test_a_german_compound_names_by_its_acronym_not_by_its_noun() -> None:
    pytest.importorskip("spacy_lookups_data", reason="the German word clusters come with spacy-lookups-data")
    from spacy_sanitize.detection.capitalised import CapitalisedNames

    text = "Streit um Kita-Gebühren . Die CDU-Fraktion lehnt die Erhöhung ab ."
    assert _trimmed("de", text, [("Kita-Gebühren", "LOC")]) == []
    street = "Sie wohnt in der Karl-Marx-Straße ."
    assert _trimmed("de", street, [("Karl-Marx-Straße", "LOC")]) == [("Karl-Marx-Straße", "LOC")]
    source = CapitalisedNames()
    source.set_language("de")
    assert [text[c.start:c.end] for c in source(spacy.blank("de")(text))] == ["CDU-Fraktion"]


def test_an_elided_article_and_a_headlines_noun_stay_out_of_a_name() -> None:
    pytest.importorskip("spacy_lookups_data", reason="Italian's nouns come with spacy-lookups-data")
    assert _trimmed("it", "MILANO - L' Inter supera il Napoli .", [("L' Inter", "ORG")]) == [("Inter", "ORG")]
    assert _trimmed("it", "Doppietta di Lautaro , l' Inter vince .", [("Doppietta di Lautaro", "PERSON")]) == [
        ("Lautaro", "PERSON")]
    assert _trimmed("it", "Leonardo di Caprio arriva .", [("Leonardo di Caprio", "PERSON")]) == [
        ("Leonardo di Caprio", "PERSON")]


def test_a_capitalised_particle_after_a_datelines_dash_is_the_sentences() -> None:
    text = "BRUSSEL - De Belgische premier sprak . Gisteren zei De Wever niets ."
    assert _trimmed("nl", text, [("De Belgische", "PERSON"), ("Wever", "PERSON")]) == [
        ("Belgische", "PERSON"), ("De Wever", "PERSON")]


def test_a_german_verb_or_a_new_sentences_article_is_no_part_of_a_name() -> None:
    pytest.importorskip("spacy_lookups_data", reason="German's word frequencies come with spacy-lookups-data")
    text = "FRANKFURT A. M. Die Stadtverordnetenversammlung tagte . Das sagte er der Zeitung Die Welt ."
    assert _trimmed("de", text, [("FRANKFURT A. M. Die Stadtverordnetenversammlung", "PERSON"),
                                 ("Zeitung Die Welt", "ORG")]) == [("FRANKFURT A. M.", "PERSON"), ("Die Welt", "ORG")]
    from spacy_sanitize.detection.evidence import NO_NAME_SCORE, score_spans

    doc = spacy.blank("de")("Bruno: Kommst du am Montag zu Marta?\nMarta: Ja.")
    verb, speaker = [(2, 3, "PERSON", "model")], [(0, 1, "PERSON", "model")]
    assert score_spans(doc, verb, verb, "de") == [NO_NAME_SCORE]  # a question's verb after the speaker
    assert score_spans(doc, speaker, speaker, "de") != [NO_NAME_SCORE]


def test_a_conjunction_before_a_particle_parts_two_names() -> None:
    text = "Pese al interés del Barcelona y del Arsenal . El Ministerio de Sanidad y Consumo habló ."
    assert _trimmed("es", text, [("Barcelona y del Arsenal", "LOC"), ("Ministerio de Sanidad y Consumo", "ORG")]) == [
        ("Barcelona", "LOC"), ("Arsenal", "LOC"), ("Ministerio de Sanidad y Consumo", "ORG")]


def test_a_king_keeps_his_number_and_a_versus_parts_two_teams() -> None:
    text = "I fondi per il Policlinico Umberto I . Ajax speelt in Eindhoven tegen PSV ."
    assert _trimmed("it", text, [("Policlinico Umberto I", "ORG")]) == [("Policlinico Umberto I", "ORG")]
    from spacy_sanitize.detection.evidence import trim_edges

    doc = spacy.blank("nl")(text)
    span = doc.char_span(text.index("Eindhoven"), text.index("PSV") + 3)
    assert span is not None
    assert [doc[s:e].text for s, e, _, _ in trim_edges(doc, [(span.start, span.end, "LOC", "model")])] == [
        "Eindhoven", "PSV"]


def test_a_role_before_a_title_is_no_part_of_the_name_after_it() -> None:
    text = "Sehr geehrte Frau Kollegin Dr. Weber , wir berichten ."
    assert ("Weber", "PERSON") in _spans("de", text)
    assert not any("Kollegin" in surface for surface, label in _spans("de", text) if label == "PERSON")


def test_brackets_and_italians_from_part_names_and_a_saint_opens_one() -> None:
    assert _trimmed("fr", "BORDEAUX ( AFP ) - Le maire de la ville a annoncé jeudi", [("BORDEAUX ( AFP", "ORG")]) == [
        ("BORDEAUX", "ORG"), ("AFP", "ORG")]
    assert _trimmed("it", "L' arrivo di Romelu Lukaku dal Chelsea .", [("Romelu Lukaku dal Chelsea", "LOC")]) == [
        ("Romelu Lukaku", "LOC"), ("Chelsea", "LOC")]
    assert _trimmed("pt", "SÃO PAULO - O Corinthians venceu ontem o jogo .", [("SÃO PAULO", "LOC")]) == [
        ("SÃO PAULO", "LOC")]
    assert _trimmed("it", "Medico curante : dott. Di Pietro .", [("Di Pietro", "PERSON")]) == [("Di Pietro", "PERSON")]


def test_a_datelines_article_in_capitals_opens_its_place_and_a_role_before_a_title_leaves_a_person() -> None:
    assert _trimmed("nl", "DEN HAAG - Minister Eelco Heinen heeft dinsdag de nota aangeboden .",
                    [("DEN HAAG", "LOC")]) == [("DEN HAAG", "LOC")]
    spans = _spans("de", "Einweisung durch Hausarzt Dr. Kowalczyk wegen Atemnot am Montag .")
    assert ("Kowalczyk", "PERSON") in spans
