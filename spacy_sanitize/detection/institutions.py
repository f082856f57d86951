"""German names made of common words: a source of ``pii_detector`` (ORG).

German capitalises every noun, and its institutions are named with nouns and adjectives a reader meets
every day: ``der Bundestag``, ``das Landgericht Hamburg``, ``die Bundesagentur für Arbeit``, ``die
Deutsche Bahn``, ``die Vereinten Nationen``. The word clusters (:mod:`.word_clusters`) rightly file
``Landgericht`` and ``Bahn`` among common nouns, so the ``capitalised`` source leaves them, and the
model, trained on few such names, misses most of them. Two shapes give them away:

* **an institution's compound**: a noun whose last part names a public body (``-gericht``,
  ``-anwaltschaft``, ``-agentur``, ``-amt``, ``-ministerium``, ``-regierung``, ``-tag``, ``-rat``, ...).
  With the federal prefix it is a name on its own (``Bundestag``, ``Bundesamtes``), and so is a state's
  parliament (``Landtag``); otherwise only with the place it serves right after it (``Staatsanwaltschaft
  Stuttgart``, ``Polizeiinspektion Regensburg Süd``), since ``die Staatsanwaltschaft`` alone is any
  prosecutor. A remit after ``für`` belongs to the name (``Bundesamt für Migration und Flüchtlinge``).
* **a capitalised adjective inside a sentence**: German writes adjectives in lower case, except in a
  name (``Europäische Zentralbank``, ``Rote Kreuz``, ``Neuen Zürcher Zeitung``). The word clusters put
  such adjectives in a branch of their own, apart from the sentence-opening ``Letzte``, ``Gute``; one of
  them before a capitalised word, not at a sentence's start, opens a name that runs over the capitalised
  words after it.

* **a place named with its kind fused**: a street or a stadium whose name and type are one word
  (``an der Waldstraße``, ``im Waldstadion``; a town's ``Hauptstraße`` is a name too), but not the kinds
  of road and arena the language names with such compounds (``Landstraße``, ``Sackgasse``,
  ``Fußballstadion``; :data:`_GENERIC_PLACES`: the clusters file named and generic compounds alike among
  common nouns, and their frequencies overlap); and a building or a site before the place it serves
  (``Flughafen Frankfurt``, ``Hauptbahnhof Köln``).
* **a party named with a common word**: ``die Grünen``, ``der Linken`` after an article or a list's
  conjunction.

Score 0.7 alone, like the other lexicon guesses; nothing in text written in capitals or lower case.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, LexiconSource
from .capitalised import opens_clause
from .evidence import is_mixed_case, is_role_word
from .languages import ROLE_SUFFIXES, calendar_words
from .word_clusters import capitalised_words

#: the languages with these shapes
LANGUAGES = ("de",)
#: the last part of a public body's name, with the genitive's -s/-es
_BODY = (r"(?:gericht|gerichtshof|anwaltschaft|agentur|amt|ministerium|regierung|tag|rat|bank|inspektion|"
         r"direktion|präsidium|klinikum|verwaltung|kammer|behörde|werke|polizei|wehr|anstalt|kasse|liga|"
         r"universität|hochschule|revier|wache)(?:e?s)?")
#: a federal body: a name on its own
_FEDERAL = re.compile(rf"Bundes\w*{_BODY}|Landtag(?:e?s)?")
#: any body: a name with its place after it
_LOCAL = re.compile(rf"\w+{_BODY}|Polizei|Universität|Hochschule")
#: a district or a building, before its name ("Landkreis Oberallgäu", "Schauspielhaus Bochum", "Flughafen
#: Frankfurt", "Klinikum Augsburg")
_NAMED_PLACE = re.compile(rf"\w*(?:{_BODY}|kreis|bezirk|haus|theater|stadion|museum|oper|schule|kirche|dom|hafen|"
                          r"bahnhof|zentrum|halle|arena|klinik|gymnasium)(?:e?s)?")


#: a street or a stadium named in one word with its type ("Waldstraße", "Goethestr.", "Westfalenstadion")
_FUSED_PLACE = re.compile(r"[A-ZÄÖÜ][\w\-]{2,}(?:straße|strasse|gasse|allee|chaussee|stadion|arena)")
#: the compounds of a street's or a stadium's type that name a kind of road or arena, not one of them
_GENERIC_PLACES = frozenset(
    f"{prefix}{kind}" for kind in ("straße", "strasse") for prefix in (
        "land", "bundes", "staats", "kreis", "seiten", "neben", "hauptverkehrs", "einbahn", "umgehungs", "ausfall",
        "durchgangs", "quer", "wasser", "zufahrts", "anlieger", "auto", "schnell", "fern", "verbindungs",
        "zubringer", "pass", "küsten", "gemeinde", "privat", "wohn", "einkaufs", "geschäfts", "fußgänger",
        "rad", "fahr", "forst", "schotter", "asphalt", "beton", "gebirgs", "ost-west-", "nord-süd-", "innen",
        "vorort")
) | frozenset(
    "sackgasse rettungsgasse boxengasse seitengasse fußballstadion fussballstadion heimstadion nationalstadion "
    "eisstadion skistadion schwimmstadion leichtathletikstadion olympiastadion sportarena fußballarena eisarena "
    "mehrzweckarena multifunktionsarena stierkampfarena eishockeyarena baumallee hauptallee".split())
#: the sites before the place they serve: a place name together ("Flughafen Frankfurt", "Hauptbahnhof Köln")
_SITE = re.compile(r"\w*(?:flughafen|bahnhof|hafen|stadion|klinikum|klinik|krankenhaus|museum|theater|zoo|messe)")
#: parties named with a common word, after an article or a conjunction ("die Grünen", "SPD und Linke")
_PARTIES = frozenset({"Grünen", "Grüne", "Linken", "Linke", "Republikaner", "Piraten"})
_BEFORE_PARTY = frozenset({"die", "der", "den", "und", "oder", "von", "mit", "bei", "für", "gegen"})


def names_a_body(word: str) -> bool:
    """Whether a German noun is the head of an institution's, district's or building's name, the place
    after it included ("Landgericht Hamburg", "Universität Göttingen", "Landkreis Ravensburg",
    "Schauspielhaus Bochum"), not a word that only describes the name after it ("Gewerkschaft Verdi",
    "Familie Waldburg-Zeil")."""
    return bool(_NAMED_PLACE.fullmatch(word.lower()))


#: the German offices written as one compound ("Oberbürgermeister"): no institution runs over them
_ROLE_SUFFIXES = ROLE_SUFFIXES["de"]
#: the parts of a place written after a body's place ("Regensburg Süd")
_COMPASS = frozenset({"Nord", "Süd", "Ost", "West", "Mitte"})
#: at most this many capitalised words after an opening adjective ("Neuen Zürcher Zeitung")
_MAX_NAME_WORDS = 3


class InstitutionNames(LexiconSource):
    """The source: German institutions and names that open with a capitalised adjective (see the module)."""

    name = "institutions"
    languages = LANGUAGES

    def __call__(self, doc: Doc) -> list[Candidate]:
        if self.lang not in self.languages or not is_mixed_case(doc):
            return []
        clustered = capitalised_words(self.lang)
        calendar = calendar_words(self.lang, lower=False)
        nouns = clustered.nouns if clustered else frozenset()
        found = []
        i = 0
        while i < len(doc):
            if not doc[i].text[:1].isupper():  # every shape here opens with a capital
                i += 1
                continue
            end, label = self._body_end(doc, i, calendar, nouns), "ORG"
            if not end and clustered and not opens_clause(doc, i):
                end = self._adjective_end(doc, i, clustered.adjectives)
            if not end:
                end, label = _place_end(doc, i, calendar, nouns), "LOC"
            if not end and _is_party(doc, i):
                end, label = i + 1, "ORG"
            if end:
                found.append(Candidate(doc[i].idx, doc[end - 1].idx + len(doc[end - 1].text), label, self.name))
                i = end
            else:
                i += 1
        return found

    @staticmethod
    def _body_end(doc: Doc, i: int, calendar: frozenset[str], nouns: frozenset[str]) -> int:
        """The end of a public body's name at ``i`` (0: none): its place, or its remit after ``für``."""
        word = doc[i].text
        if word in calendar or not (_FEDERAL.fullmatch(word) or _LOCAL.fullmatch(word)):
            return 0
        end = i + 1
        place = end < len(doc) and _is_name_word(doc[end].text) and doc[end].text not in nouns
        if place:
            end += 1
            while end < len(doc) and doc[end].text in _COMPASS:
                end += 1
        elif not _FEDERAL.fullmatch(word):
            return 0
        return _remit_end(doc, end)

    @staticmethod
    def _adjective_end(doc: Doc, i: int, adjectives: frozenset[str]) -> int:
        """The end of a name opened by a capitalised adjective at ``i`` (0: none)."""
        if doc[i].text not in adjectives or (i + 1 < len(doc) and is_role_word(doc[i + 1].lower_, _ROLE_SUFFIXES)):
            return 0  # "Frankfurter Oberbürgermeister Andreas": a town's adjective, an office, a person
        end = i + 1
        while end < len(doc) and end - i <= _MAX_NAME_WORDS and _is_name_word(doc[end].text):
            end += 1
        return end if end > i + 1 else 0


def _is_name_word(text: str) -> bool:
    """A word written as a name: a capital and then lower case ("Hamburg", "KölnBonn"), or an acronym
    ("EZB"); not a lone capital letter or a number."""
    if text.isupper():
        return len(text) > 1 and text.isalpha()
    return text[:1].isupper() and any(c.isalpha() for c in text)


def _place_end(doc: Doc, i: int, calendar: frozenset[str], nouns: frozenset[str]) -> int:
    """The end of a place named with its kind at ``i`` (0: none): a fused street or stadium, or a site and
    the place after it (see the module)."""
    word = doc[i].text
    if word in calendar:
        return 0
    after = doc[i + 1].text if i + 1 < len(doc) else ""
    if _SITE.fullmatch(word.lower()) and _is_name_word(after) and after not in nouns and after not in calendar:
        return i + 2
    if _NAMED_COMPOUND.fullmatch(word):
        return i + 1  # "Robert-Bosch-Krankenhaus", "Konrad-Adenauer-Stiftung": named for a person
    return i + 1 if _FUSED_PLACE.fullmatch(word) and not is_generic_place(word) else 0


#: a building or a body named for a person with hyphens, first name and surname before its kind
#: ("Robert-Bosch-Krankenhaus", "Max-Planck-Institut", "Willy-Brandt-Platz"); one word before the kind names
#: a kind too ("Kinder-Krankenhaus")
_NAMED_COMPOUND = re.compile(r"(?:[A-ZÄÖÜ][a-zäöüß]+-){2,3}(?:Krankenhaus|Klinikum|Klinik|Schule|Gymnasium|Stiftung|"
                             r"Institut|Museum|Stadion|Halle|Platz|Straße|Allee|Kaserne|Zentrum|Haus|Bahnhof|Theater|"
                             r"Universität|Hochschule|Realschule|Gesamtschule|Grundschule|Ring|Ufer|Brücke)")


def is_generic_place(word: str) -> bool:
    """A compound of a street's or a stadium's kind that names a kind of road or arena ("landstraße",
    "Sackgasse"), in any case: no street of its own."""
    return word.lower() in _GENERIC_PLACES


def _is_party(doc: Doc, i: int) -> bool:
    """A party named with a common word after an article or a conjunction, not before a noun it would
    qualify: "die Grünen", "SPD und Linke"; not "im Grünen", not a sentence's first word."""
    return (doc[i].text in _PARTIES and i > 0 and doc[i - 1].lower_ in _BEFORE_PARTY
            and not (i + 1 < len(doc) and doc[i + 1].text[:1].isupper() and doc[i + 1].is_alpha))


def _remit_end(doc: Doc, end: int) -> int:
    """After a body's name, ``für`` and the capitalised words of its remit, joined by ``und``
    (``für Migration und Flüchtlinge``)."""
    if end + 1 < len(doc) and doc[end].lower_ == "für" and _is_name_word(doc[end + 1].text):
        end += 2
        while end + 1 < len(doc) and doc[end].lower_ == "und" and _is_name_word(doc[end + 1].text):
            end += 2
    return end


@registry.misc("spacy_sanitize.InstitutionNames.v1")
def make_institution_names() -> InstitutionNames:
    """German institutions and names that open with a capitalised adjective (see the module)."""
    return InstitutionNames()
