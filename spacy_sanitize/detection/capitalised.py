"""Names written with a capital inside a sentence, in the languages that capitalise nothing else: a source
of ``pii_detector`` (ORG, LOC or PERSON).

Spanish, Italian, French, Portuguese and Dutch write common nouns, nationalities, months and weekdays in
lower case, so a capitalised word inside a sentence is a name: ``al Valencia``, ``( EFE )``, ``de UGT``,
``el Barcelona empató en Sevilla``. A model trained on little text of these languages misses such
single words; their capital gives them away. In German, where every noun has a capital, acronyms count
(``SPD``, ``BMW``) and the words that spaCy's word clusters place among names (``Berlin``, ``Bockenheim``,
``Zverev``; see :mod:`.word_clusters`), not those among common nouns; not English (the trained model reads English capitals, and English capitalises
months, days and nationalities).

A word counts when it is capitalised (title case, or capitals in a text that is mostly lower case),
holds a letter, is not a function word, a month, a weekday, a roman numeral, a title or an office
(``Sra.``, ``PDG``) or the word that names a number (``DNI``, ``BSN``), and does not
open a sentence, a line, a quotation or a clause after a dash (an acronym may: ``PSV verloor``).
Capitalised words in a row, with up to two name particles of any supported language between them but no
conjunction, are one name (``Banco Santander``, ``Casa de América``, ``Ursula von der Leyen``). Its type is
a guess from its neighbours: a given name of the lexicon first (in German: a word of the clusters'
people's branch) makes a person, a place preposition
before it a place, anything else an organisation. Score 0.7 alone, like the other lexicon guesses.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, LexiconSource
from .evidence import (
    CONJUNCTIONS,
    GERMAN_INDEFINITE_ARTICLES,
    ROMAN_NUMERAL,
    ends_line,
    is_mixed_case,
    is_party_office,
    is_regnal_number,
    is_river_after_link,
    is_role_word,
    is_topic_tag,
    is_unit_after_number,
    is_vital_sign_before_reading,
    medicine_names,
    name_particles,
    never_names,
    opens_place_name,
    past_department,
    split_before_acronym,
    split_before_person,
    street_after_particle,
)
from .given_names import given_names, is_given_name
from .headline_verbs import in_line_of_capitals, is_headline_verb
from .languages import calendar_words, language_profile, title_words
from .names_in_other_languages import lower_case_names_in, own_vocabulary
from .word_clusters import capitalised_words

#: the languages that write common nouns in lower case
LANGUAGES = ("es", "it", "fr", "pt", "nl")
#: the languages that capitalise every noun (German): there acronyms count (``SPD``, ``BMW``) and the
#: words the clusters place among names
NOUNS_CAPITALISED = ("de",)
#: place prepositions, per language: the name after one is a place ("en Sevilla", "a Bari", "in Brussel")
_PLACE_WORDS = {
    "es": frozenset({"en", "desde", "hacia", "hasta"}),
    "it": frozenset({"a", "in", "da"}),
    "fr": frozenset({"à", "en"}),
    "pt": frozenset({"em", "no", "na"}),
    "nl": frozenset({"in", "naar", "uit"}),
    "de": frozenset({"in", "aus", "nach", "bei", "zwischen"}),
}
#: capitalised words of forms and letters that name nobody: offices in capitals, a record's patient
_NOT_NAMES = frozenset("pdg ceo cfo cto coo dg drh dga rrhh patiënt paciente patient paziente".split())
#: what opens a sentence or a clause: a capital after one is the sentence's, not a name's
_OPENERS = frozenset({".", "!", "?", ":", ";", "\"", "“", "«", "(", "-", "–", "—", "¿", "¡", "'", "‘", ".-"})


def opens_clause(doc: Doc, i: int) -> bool:
    """Whether the token at ``i`` opens a sentence, a line, a quotation or a clause: a capital there is the
    sentence's, not a name's."""
    if i == 0:
        return True
    before = doc[i - 1]
    if before.text in _APOSTROPHES and i >= 2 and doc[i - 2].is_alpha and not doc[i - 2].whitespace_:
        return False  # an elided article ("l' Inter", "dell'Atalanta"), not a quotation
    return before.text in _OPENERS or ends_line(before)


_APOSTROPHES = frozenset({"'", "’"})


class CapitalisedNames(LexiconSource):
    """The source: capitalised words inside sentences of es, it, fr, pt and nl text (see the module)."""

    name = "capitalised"
    languages = LANGUAGES + NOUNS_CAPITALISED

    def set_language(self, lang: str) -> None:
        """Read the names borrowed from English now, when the pipeline is built (its tables and the
        language's lemma tables take seconds), not on the first document."""
        super().set_language(lang)
        if lang in LANGUAGES:
            _borrowed_opening_names(lang)

    def __call__(self, doc: Doc) -> list[Candidate]:
        if self.lang not in self.languages or not is_mixed_case(doc):
            return []
        nouns_capitalised = self.lang in NOUNS_CAPITALISED
        clustered = capitalised_words(self.lang)
        cluster_names = clustered.names if clustered else frozenset()
        shorthand, function_words = never_names(self.lang)
        calendar = calendar_words(self.lang, lower=True)
        profile = language_profile(self.lang)
        particles = {word for entry in profile.particles for word in entry.split()}
        titles = title_words(self.lang) | _NOT_NAMES
        # the words that name a number ("DNI", "BSN", "NIR"): the number is the identifier, not the word
        code_words = [re.compile(pattern, re.IGNORECASE) for pattern, _ in profile.code_contexts]

        def capitalised(token: Any) -> bool:
            text = token.text
            if ROMAN_NUMERAL.fullmatch(text) or not text[:1].isupper() or not any(c.isalpha() for c in text):
                return is_regnal_number(doc, token.i)  # "Umberto I" keeps its number; "siglo XX", "de": no name
            if nouns_capitalised and not _may_name(doc, token.i, cluster_names, self.lang):
                return False
            if _is_unit_or_note_word(doc, token.i, shorthand) or _is_headline_word(doc, token.i):
                return False
            lower = token.lower_.rstrip(".")
            if lower in function_words and not _is_lone_acronym(doc, token.i):
                return opens_name(token) or opens_place_name(doc, token.i)
            if is_party_office(lower, profile.role_suffixes):
                return False  # "CVP-voorzitter Johan Van Hecke": a party's office before a name
            return (lower not in calendar and lower not in titles
                    and not any(pattern.fullmatch(text) for pattern in code_words))

        def opens_name(token: Any) -> bool:
            """A capitalised article or particle inside a sentence, before a name's word: part of the name
            ("Salvatore Lo Piccolo", "secondo Di Pietro", "in Den Haag"); not a title ("Mme Dupont"), and
            not in German, which capitalises its nouns after any article."""
            i = token.i
            return (not nouns_capitalised and token.is_title and len(token.text) <= 5 and not opens_clause(doc, i)
                    and token.lower_.rstrip(".") not in titles and i + 1 < len(doc)
                    and doc[i + 1].is_title and doc[i + 1].lower_ not in function_words)

        joiners = _joiners(self.lang, particles)
        last_word_only = self.lang in {"nl", "de"}

        # "ROTTERDAM ( ANP ) - Feyenoord heeft": a name the world writes (English's names, not the language's
        # own words: :func:`.names_in_other_languages.lower_case_names_in`) opens a sentence as a name
        if not nouns_capitalised:
            cluster_names = _borrowed_opening_names(self.lang)

        found: list[Candidate] = []
        i = 0
        while i < len(doc):
            if not capitalised(doc[i]) or (opens_clause(doc, i) and not (
                    _is_acronym_token(doc[i]) or doc[i].text in cluster_names or _opens_body_name(doc, i, joiners)
                    or (not nouns_capitalised and _opens_sentence_with_name(doc, i, self.lang, function_words)
                        and capitalised(doc[i + 1])))):
                i += 1
                continue
            end = i + 1
            while end < len(doc):
                if capitalised(doc[end]):
                    end += 1
                    continue
                # up to two name particles inside a name ("Casa de América", "Ursula von der Leyen"); in Dutch and
                # German, and before a full name, only before the name's last word ("Ferrari di Charles Leclerc":
                # two names, "Hospital de Santa Maria" one); in Dutch and German none after a full name (remits)
                full_name = last_word_only and _holds_full_name(doc, i, end)
                link = next((size for size in (1, 2) if not full_name and end + size < len(doc)
                             and all(t.is_lower and t.lower_ in joiners for t in doc[end:end + size])
                             and capitalised(doc[end + size])
                             and not (end + size + 1 < len(doc) and capitalised(doc[end + size + 1])
                                      and (last_word_only or _opens_full_name(doc, end + size)))), 0)
                if not link and nouns_capitalised:
                    link = _german_link(doc, i, end, clustered)
                if not link:
                    link = _remit_link(doc, i, end, self.lang, capitalised)
                if not link:
                    break
                end += link + 1
            found.extend(self._mentions(doc, i, end, joiners))
            i = end
        return found

    def _mentions(self, doc: Doc, start: int, end: int, joiners: set[str]) -> list[Candidate]:
        """The names a run of capitalised words ``doc[start:end]`` holds: a person's full name after another
        name ("Milano Giuseppe Sala") is a mention of its own, and so is an acronym that particles link to a
        person ("Javier Solana van de NAVO"); a hospital's department opens none ("Urgencias del Hospital"); a
        street after a particle is a name of its own ("Holon da Rua Direita"); an office before a person is no
        name ("Europese Commissievoorzitter Ursula von der Leyen")."""
        found = []
        street = next(((i, name) for i in range(start + 1, end - 1)
                       if (name := street_after_particle(doc, i, end)) is not None), None)
        if street is not None:  # "Holon da Rua Direita": a shop, then its street
            return self._mentions(doc, start, street[0], joiners) + self._mentions(doc, street[1], end, joiners)
        pieces = split_before_person(doc, start, end, "", self.lang)
        suffixes = language_profile(self.lang).role_suffixes
        for first, last, person in pieces:
            if not person and len(pieces) > 1 and is_role_word(doc[last - 1].lower_, suffixes):
                continue  # "Europese Commissievoorzitter Ursula von der Leyen": the office before the person
            for name_start, stop, label in split_before_acronym(doc, first, last, person or self._label(doc, first),
                                                                joiners):
                name_start = past_department(doc, name_start, stop)
                if name_start < stop:
                    found.append(Candidate(doc[name_start].idx, doc[stop - 1].idx + len(doc[stop - 1].text), label,
                                           self.name))
        return found

    def _label(self, doc: Doc, i: int) -> str:
        if self.lang in NOUNS_CAPITALISED:
            clustered = capitalised_words(self.lang)
            if clustered and (doc[i].text in clustered.people
                              or (is_given_name(doc[i].lower_) and doc[i].text not in clustered.nouns)):
                return "PERSON"  # "zu Leyla": a given name the clusters do not hold
            if clustered and doc[i].text in clustered.places and i > 0 and doc[i - 1].lower_ in _PLACE_WORDS[self.lang]:
                return "LOC"
            if _LAKE.fullmatch(doc[i].text):
                return "LOC"  # "am Tegernsee"
            return "ORG"
        if doc[i].lower_ in given_names() and not doc[i].is_upper:  # "EFE" is an agency, not "Efe"
            return "PERSON"
        return "LOC" if i > 0 and doc[i - 1].lower_ in _PLACE_WORDS[self.lang] else "ORG"


@cache
def _borrowed_opening_names(lang: str) -> frozenset[str]:
    """The names outside the people's branch that a sentence of ``lang`` may open with, capitalised
    (:func:`.names_in_other_languages.lower_case_names_in`: "Feyenoord", "Glovo"), read once."""
    return frozenset(word.capitalize() for word, branch in lower_case_names_in(lang).items() if branch == "other")


def _is_lone_acronym(doc: Doc, i: int) -> bool:
    """A word of three or more capitals amid words that are not ("riferisce l' ANSA ."): an acronym, though
    its letters spell a function word of the language (Italian's stop words hold "ansa"); in a headline
    in capitals ("IL GOVERNO APPROVA") the words stay words."""
    def in_capitals(j: int) -> bool:
        return 0 <= j < len(doc) and doc[j].is_upper and doc[j].is_alpha and len(doc[j].text) > 1

    return len(doc[i].text) >= 3 and in_capitals(i) and not in_capitals(i - 1) and not in_capitals(i + 1)


def _is_acronym(text: str) -> bool:
    """Letters in capitals ("SPD", "BMW"), or a club's short form with a lower-case letter inside ("VfL", "VfB",
    "SpVgg"): two capitals or more in a short word."""
    return text.isalpha() and len(text) > 1 and (text.isupper() or (len(text) <= 6 and sum(map(str.isupper, text)) >= 2))


#: an acronym whose letters a hyphen or an ampersand joins ("N-VA", "CD&V", "PS-PSOE")
_JOINED_ACRONYM = re.compile(r"[A-ZÀ-Ý]+(?:[-&][A-ZÀ-Ý]+)+")
#: a compound an acronym opens ("CDU-Fraktion", "SPD-Landesverband"): the body the acronym names
_ACRONYM_COMPOUND = re.compile(r"[A-ZÄÖÜ]{2,}-[A-ZÄÖÜ][\w\-]+")
#: a German lake's or sea's name, one word ending in "-see" ("Tegernsee", "Bodensee", "Wannsee"), which the word
#: clusters file among the common nouns the language capitalises
_LAKE = re.compile(r"[A-ZÄÖÜ][a-zäöüß]{2,}see")


def _opens_sentence_with_name(doc: Doc, i: int, lang: str, function_words: frozenset[str]) -> bool:
    """A sentence that opens with a word the language does not have, before a capitalised word that is no
    given name: a person's given name before the surname ("Ousmane Dembélé a inscrit un doublé"; not "Ensuite
    Macron", "Hier Bruxelles", and not a role or a greeting before a given name, "Wethouder Dennis de Vries",
    "Hola Marta"). Only where the language's vocabulary is known (spaCy's lookups tables)."""
    vocabulary = own_vocabulary(lang)
    word = doc[i].lower_
    return (bool(vocabulary) and i + 1 < len(doc) and doc[i].is_title and doc[i].is_alpha and len(word) > 2
            and doc[i + 1].is_title and doc[i + 1].is_alpha and doc[i + 1].lower_ not in function_words
            and not is_given_name(doc[i + 1].lower_) and word not in vocabulary and word not in function_words
            and not is_role_word(word, language_profile(lang).role_suffixes)
            and word not in calendar_words(lang, lower=True) and word not in title_words(lang))


def _opens_full_name(doc: Doc, i: int) -> bool:
    """A given name at ``doc[i]`` and a word that is none after it: a person's full name ("Charles Leclerc";
    not "Santa Maria", two given names that name a saint and her hospital)."""
    return is_given_name(doc[i].lower_) and not is_given_name(doc[i + 1].lower_)


def _holds_full_name(doc: Doc, start: int, end: int) -> bool:
    """``doc[start:end]`` a person's full name already: a given name and a surname, or a given name and a
    particle's surname ("Eric Wiebes", "Hugo de Jonge"). A Dutch or German particle after it opens the office's
    remit or the body, not more of the name ("Minister Hugo de Jonge van Volksgezondheid", "Eric Wiebes van
    Financiën"); "Anna Maria van Dijk" opens with two given names."""
    if end - start < 2 or not doc[start].is_title or not is_given_name(doc[start].lower_):
        return False
    if any(t.is_lower for t in doc[start:end]):
        return True
    return end - start == 2 and not is_given_name(doc[start + 1].lower_)


def _is_acronym_token(token: Any) -> bool:
    """An acronym, which opens a sentence as a name ("PSV verloor", "( N-VA )")."""
    return token.is_upper and len(token.text) > 1 and (token.is_alpha or bool(_JOINED_ACRONYM.fullmatch(token.text)))


def _opens_body_name(doc: Doc, i: int, joiners: set[str]) -> bool:
    """``doc[i]`` a court's, an authority's or an institution's kind that opens a sentence or a line before a
    capitalised word, or a particle and one ("Tribunale di Torino , sezione penale", "Tribunal Judicial da
    Comarca de Braga", "Ayuntamiento de Sevilla ha"): a heading's or a ruling's body, whose first word is the
    name's."""
    if doc[i].lower_ not in BODY_KINDS:
        return False
    after = i + 1
    while after < len(doc) and after - i <= 2 and doc[after].is_lower and doc[after].lower_ in joiners:
        after += 1
    return after < len(doc) and doc[after].text[:1].isupper() and doc[after].is_alpha


#: the ministries, councils, courts and banks: their names open with their kind (:data:`BODY_KINDS`) and may
#: have a remit (:data:`_BODIES`)
_PUBLIC_BODIES = frozenset("ministerio ministero ministère ministério ministerie consejo conselho consiglio corte cour "
                           "banca banque".split())
#: the kinds of court, authority and institution whose name opens with them in the languages read here
BODY_KINDS = _PUBLIC_BODIES | frozenset({
    "tribunale", "tribunal", "juzgado", "audiencia", "rechtbank", "gerechtshof", "ayuntamiento", "comune",
    "câmara", "gemeente", "universidad", "università", "universidade", "université", "universiteit", "hospital",
    "ospedale", "hôpital", "ziekenhuis", "banco", "procura", "fiscalía", "questura", "prefettura", "préfecture",
    "regione", "provincia", "diputación", "junta", "gobierno", "governo",
    # homes and clinics ("filho Rui do Lar São José", "la hija de Rosa de la Residencia Los Olivos")
    "lar", "residencia", "residência", "clínica", "clinica", "clinique", "kliniek"})


def _is_headline_word(doc: Doc, i: int) -> bool:
    """``doc[i]`` a headline's verb or its section's tag, in a line of capitals ("FÚTBOL - EL BETIS GANA EN
    VIGO"); a dateline before prose is a place ("ROTTERDAM - PSV heeft")."""
    return doc[i].is_upper and (is_headline_verb(doc, i) or (is_topic_tag(doc, i, i + 1) and in_line_of_capitals(doc, i)))


def _is_unit_or_note_word(doc: Doc, i: int, shorthand: frozenset[str]) -> bool:
    """``doc[i]`` a unit's abbreviation after its number ("88 J.", "45 a.": Jahre, años), a medicine
    ("gebruikt Metformine") or a condition's letters in a note ("com DPOC"): capitalised, and no name. Short
    shorthand in capitals is left to be a body's letters ("PSD", "CDS"), but before a reading it is a vital
    sign's ("RR 145/85", "PA 155/90")."""
    lower = doc[i].lower_.rstrip(".")
    return (is_unit_after_number(doc, i, i + 1) or lower in medicine_names() or is_vital_sign_before_reading(doc, i)
            or (doc[i].is_upper and len(lower) >= 4 and lower in shorthand))


def _may_name(doc: Doc, i: int, cluster_names: frozenset[str], lang: str) -> bool:
    """Where a language capitalises its nouns, whether ``doc[i]`` may be a name's word: filed with the names
    or shaped as one (:func:`_has_a_name_s_shape`), and not after an indefinite article ("ein Feuer", "einer
    Lagerhalle": a noun, whatever the clusters file it with)."""
    text = doc[i].text
    return ((text in cluster_names or _has_a_name_s_shape(text, lang))
            and not (i > 0 and doc[i - 1].lower_ in GERMAN_INDEFINITE_ARTICLES))


def _has_a_name_s_shape(text: str, lang: str) -> bool:
    """Where a language capitalises its nouns, a word that is a name by its shape: an acronym, an acronym's
    compound ("SPD-Fraktion") or, in German, a lake's name ("Tegernsee")."""
    return _is_acronym(text) or bool(_ACRONYM_COMPOUND.fullmatch(text)) or (lang == "de" and bool(_LAKE.fullmatch(text)))


def _joiners(lang: str, particles: set[str]) -> set[str]:
    """The lower-case words that may join a name's capitalised words in ``lang``: the particles of every
    language but the conjunctions ("Madrid y Barcelona" is two names) and the language's own preposition and
    article written as one ("ceduto Federico Chiesa al Liverpool")."""
    return (particles | name_particles()) - CONJUNCTIONS - _CONTRACTIONS.get(lang, frozenset())


def _german_link(doc: Doc, start: int, end: int, clustered: Any) -> int:
    """How many particles at ``end`` link the German name ``doc[start:end]`` to a last word that the word
    clusters file among common nouns (0: none): a person's noble name ("Ursula von der Leyen", "Karl-Theodor
    zu Guttenberg") or one town's river ("Frankfurt am Main", "Halle an der Saale"), the river or name
    ending the phrase (not "Ravensburg an der Grenze zu Bayern")."""
    if clustered is None or end >= len(doc) or doc[end].text not in _LINK_OPENERS:
        return 0
    for size in (1, 2):
        last = end + size
        if last >= len(doc) or not all(t.is_lower for t in doc[end:last]):
            continue
        link = " ".join(t.lower_ for t in doc[end:last])
        person = link in _NOBLE_LINKS and doc[end - 1].text in clustered.people
        town = (link in _RIVER_LINKS and end - start == 1 and doc[start].text in clustered.names
                and not (doc[start].text in clustered.people and _LAKE.fullmatch(doc[last].text)))
        # "mit Lena am Tegernsee": a person at a lake; "Gmund am Tegernsee", "Sankt Veit an der Glan": towns
        if (person or town) and is_river_after_link(doc, last):
            return size
    return 0


def _remit_link(doc: Doc, start: int, end: int, lang: str, capitalised: Any) -> int:
    """How many words at ``end`` link a public body's name ``doc[start:end]`` to its remit (0: none): the
    preposition of purpose and an article before a capitalised word ("Ministerio para la Transición
    Ecológica", "Centraal Bureau voor de Statistiek", "Istituto per la Ricostruzione Industriale"). The
    preposition joins two names nowhere else ("goles para Messi"), so the name must hold a body's word."""
    remit = _REMITS.get(lang)
    if remit is None or end >= len(doc) or not any(token.lower_ in _BODIES for token in doc[start:end]):
        return 0
    if doc[end].lower_ != remit[0]:
        return _lower_case_remit_link(doc, end, lang)
    size = 2 if end + 2 < len(doc) and doc[end + 1].lower_ in remit[1] else 1
    return size if end + size < len(doc) and capitalised(doc[end + size]) else 0


def _lower_case_remit_link(doc: Doc, end: int, lang: str) -> int:
    """How many particles at ``end`` link a public body's name to the lower-case noun of its remit after them,
    as French and Italian write an authority's or a court's name ("Autorité de la concurrence", "Cour des
    comptes", "Corte dei conti"): the noun is the name's last word. 0 where no particle and no such noun
    follow."""
    if lang not in {"fr", "it"}:
        return 0
    size = 0
    while end + size < len(doc) and size < 3 and doc[end + size].lower_ in _REMIT_PARTICLES:
        size += 1
    noun = end + size
    if not size or noun >= len(doc) or not (doc[noun].is_lower and doc[noun].is_alpha and len(doc[noun].text) > 3):
        return 0
    _, function_words = never_names(lang)
    return size if doc[noun].lower_ not in function_words else 0


#: the particles between a body's kind and the lower-case noun of its remit ("de la", "des", "dei", "della")
_REMIT_PARTICLES = frozenset("de du des la l' d' di del della dei delle degli".split())


#: per language: the preposition of a body's remit and the articles after it
_REMITS = {
    "es": ("para", frozenset({"el", "la", "los", "las"})),
    "pt": ("para", frozenset({"o", "a", "os", "as"})),
    "it": ("per", frozenset({"il", "lo", "la", "i", "gli", "le", "l'"})),
    "fr": ("pour", frozenset({"le", "la", "les", "l'"})),
    "nl": ("voor", frozenset({"de", "het"})),
}
#: the words that name a public body, in the languages with a remit link
_BODIES = _PUBLIC_BODIES | frozenset(
    "instituto istituto institut instituut agencia agência agenzia agence agentschap bureau oficina "
    "ufficio office centro centre centrum conseil raad comisión comissão commissione commission commissie "
    "fundación fundação fondazione fondation stichting secretaría secretaria dirección direção direzione "
    "direction dienst autoridad autoridade autorità autorité autoriteit caisse cassa".split())
#: per language: a preposition and article written as one word that another language's names hold as a particle
#: (Arabic "al"): in the text's own language it joins no name ("Chiesa al Liverpool", "vuelve al Sevilla")
_CONTRACTIONS = {"es": frozenset({"al"}), "it": frozenset({"al"})}
#: the particles of German noble names, and those that link a town to its river or hill
_NOBLE_LINKS = frozenset({"von", "von der", "zu", "vom", "von und"})
_RIVER_LINKS = frozenset({"am", "an der", "ob der", "auf der", "an", "im"})
_LINK_OPENERS = frozenset(link.split()[0] for link in _NOBLE_LINKS | _RIVER_LINKS)


@registry.misc("spacy_sanitize.CapitalisedNames.v1")
def make_capitalised_names() -> CapitalisedNames:
    """Capitalised words inside sentences, in languages that capitalise only names (see the module)."""
    return CapitalisedNames()
