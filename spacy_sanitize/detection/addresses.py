"""Street addresses in the ways people write them: a source of ``pii_detector`` (LOC, subtype ADDRESS).

A trained model learns the addresses of its training text; court judgments
have few. Addresses have a grammar that patterns catch across languages: a
house number and a street word ("221B Baker Street", "48764 Howard Forge
Apt. 421"), a street word fused with its name and then the number
("Lachmannallee 8/6", "Madsenrøa 75", "Keizersgracht 12"), a street type
before the name ("12, rue de la Paix", "Via Roma 5", "Calle Mayor, 3"), PO
boxes; then, on the same or the next line, a postcode and a city ("SW1A 2AA
London", "38555 East Lori", "0150 Oslo"). The whole address is one span. An English street named
without a number after a place word is one too ("near the co-op on Station Road").
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, doc_text
from .cues import writes_capitals
from .deferred import DeferredModule

# Modules read when a step first needs them (see :mod:`spacy_sanitize.detection.deferred`): some read
# this one when they load; the type checker reads them as the modules they are.
if TYPE_CHECKING:
    from . import evidence as _evidence
    from . import given_names as _given_names
    from . import institutions as _institutions
    from . import word_frequencies as _word_frequencies
else:
    _evidence = DeferredModule("spacy_sanitize.detection.evidence")
    _given_names = DeferredModule("spacy_sanitize.detection.given_names")
    _institutions = DeferredModule("spacy_sanitize.detection.institutions")
    _word_frequencies = DeferredModule("spacy_sanitize.detection.word_frequencies")

_CAP = r"[A-ZÆØÅÄÖÜÉÈÀÇÑ][\w'’\-]*"
_EN_SUFFIX = (
    r"(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Drive|Dr\.?|Boulevard|Blvd\.?|Place|Pl\.?"
    r"|Square|Sq\.?|Terrace|Way|Close|Crescent|Gardens|Parkway|Highway|Hwy\.?|Plaza|Forge|Glen|Ranch|Light|Lights"
    r"|Row|Hill|Hills|Mews|Grove|Walk|Circle|Cir\.?|Trail|Loop|Crossing|Path|Pike|Ridge|Run|Track|View|Vista"
    r"|Village|Villages|Ville|Well|Wells|Fork|Forks|Falls|Field|Fields|Flat|Flats|Heights|Junction|Knoll|Knolls"
    r"|Landing|Manor|Manors|Meadow|Meadows|Mill|Mills|Orchard|Pass|Pines|Port|Prairie|Rapids|Shoal|Shore|Shores"
    r"|Spring|Springs|Stream|Summit|Turnpike|Valley|Estates?|Brook|Brooks|Burg|Bypass|Camp|Canyon|Cape"
    r"|Causeway|Centers?|Cliffs?|Corners?|Cove|Creek|Crest|Dale|Dam|Ferry"
    r"|Freeway|Gateway|Harbor|Haven|Inlet|Isle|Keys?|Lakes?|Lock|Lodge|Motorway|Mount|Mountain|Neck|Oval"
    r"|Overpass|Parade|Ramp|Route|Skyway|Squares|Stravenue|Streets|Throughway"
    r"|Trafficway|Tunnel|Underpass|Viaduct|Passage|Gate|Drove|Rise|Wharf|Wynd|Yard)"
)
#: an English street's kind, the word that ends its name ("Road", "Street", "Lane")
ENGLISH_STREET_KIND = re.compile(_EN_SUFFIX)
_UNIT = r"(?:,?\s+(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|Floor|Fl\.?|#)\s*[\w\-]+)?"
#: a number on the line before a street needs the street's name before its type: a score ending a
#: results row is no house number ("Hearts 0" / "St Mirren"), "5" / "Sylvia Mills" is one; nor is a count's
#: last digits after its thousands separator ("12,645" / "Karen Shore": a candidate's votes)
_EN_STREET = (rf"\b(?<!\d[,.])\d{{1,5}}[A-Za-z]?(?:[ \t]+(?:{_CAP}[ \t]+){{0,3}}|\s+(?:{_CAP}[ \t]+){{1,3}}){_EN_SUFFIX}"
              rf"(?![\w'’]){_UNIT}")
_FUSED = (
    r"(?:straße|strasse|str\.|weg|gasse|allee|platz|damm|ufer|chaussee|laan|straat|gracht|plein|kade|dijk"
    r"|singel|veien|vegen|gaten|gatan|vägen|bakken|stien|svingen|tunet|røa|åsen|haugen"
    r"|jordet|løkka|toppen|kroken|katu|polku|vej|gade|stræde|allé)"
)
#: the street's name fused with its type ("Lachmannallee 8/6"), or a Nordic "Karl Johans gate 31"
_FUSED_STREET = (
    rf"\b(?:[A-ZÆØÅÄÖÜÉ][\w'’\-]{{2,}}{_FUSED}|(?:{_CAP}\s){{1,2}}(?:gate|gata|vei|veg|allé|plass|torg|vej|gade))"
    r"\s+\d{1,4}[a-zA-Z]?(?:\s?[/\-]\s?\d{1,4}[a-zA-Z]?)?(?!\d)"
)
_TYPE_FIRST = (
    r"(?:rue|avenue|av\.|boulevard|bd|chemin|allée|impasse|place|quai|route|cours|passage|square|Via|Viale|Piazza"
    r"|Piazzale|Corso|Vicolo|Largo|Strada|Contrada|Borgo|Calle|Avenida|Paseo|Plaza|Camino|Carrer|Rambla|Ronda"
    r"|Travesía|Glorieta|Rua|Praça|Travessa)"
)
#: a street's kind written before its name ("Via", "Calle", "rue"): its number comes after the name
STREET_KIND_FIRST = re.compile(_TYPE_FIRST, re.IGNORECASE)
_TYPE_FIRST_STREET = (
    rf"(?:\b\d{{1,4}}(?:\s?(?:bis|ter))?,?\s+)?\b{_TYPE_FIRST}\s+(?:(?:de\s+la|de\s+l'|de|du|des|del|della|delle|dei"
    rf"|di|da|do|dos)\s+)?{_CAP}(?:\s+(?:de\s+|del\s+|la\s+)?{_CAP}){{0,4}}(?:,?\s*(?:n\.?\s?º?|nº|no\.?)?\s?\d{{1,4}}"
    r"(?:\s?[a-zA-Z])?(?![\w/]))?"
)
_PO_BOX = r"\bP\.?\s?O\.?\s?Box\s+\d{1,6}"
_POSTCODE = r"(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{4}\s?[A-Z]{2}|[A-Z]-?\d{4,5}|\d{3}\s?\d{2}|\d{4,5}(?:-\d{4})?)"
#: what may follow a street on the same or the next line: postcode and/or city, then a state and ZIP
_CONTINUATION = (
    rf"(?:(?:,[ \t]*|[ \t]*\n[ \t]*)(?:{_POSTCODE}[ \t]+{_CAP}(?:[ \t\-]{_CAP}){{0,3}}|{_CAP}(?:[ \t\-]{_CAP}){{0,2}}"
    rf"(?:,[ \t]*[A-Z]{{2}}[ \t]+\d{{5}}(?:-\d{{4}})?|[ \t]+{_POSTCODE})?)(?![\w'’])"
    rf"|[ \t]+{_POSTCODE}[ \t]+{_CAP}(?:[ \t\-]{_CAP}){{0,3}}(?![\w'’]))"
)
#: every address opens a word with a digit, a capital or a street kind's first letter: the lookahead lets the
#: engine pass the other places at once (twice as fast)
_ADDRESS = re.compile(rf"\b(?=[\dA-ZÆØÅÄÖÜÉÈÀÇÑrabcipqs])(?:{_EN_STREET}|{_FUSED_STREET}|{_TYPE_FIRST_STREET}|{_PO_BOX})"
                      rf"(?:{_CONTINUATION}){{0,2}}")
#: a street named without its number after a place word ("on Station Road", "near Northumberland St"): the
#: street types that name nothing else, after one to three capitalised words
_BARE_STREET = re.compile(
    r"(?=(?i:[oainudft]))(?i:\b(?:on|at|in|off|near|along|down|up|from|to|onto|into|around)[ \t]+(?:the[ \t]+)?)"
    r"((?:(?!(?:The|A|An|This|That|His|Her|Their|Our|My|Its)\b)[A-Z][\w'’\-]*[ \t]+){1,3}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Boulevard|Blvd\.?|Terrace"
    r"|Crescent|Close|Drive|Parkway|Highway|Grove|Gardens|Mews|Trail|Path|Walk))(?![\w'’])"
    r"(?:,[ \t]*(?!(?:The|This|That|He|She|They|It|We|I)\b)([A-Z][\w'’\-]+(?:[ \t][A-Z][\w'’\-]+)?)(?=[ \t]*(?:[.!?\n]|$)))?")
#: the same in a text written in lower case ("on mill road", "in bushy park", "near leith walk"): one or two
#: words that are no function words (checked in code), then a street or a park, market, square or common
_LOWER_BARE_STREET = re.compile(
    r"\b(?:on|at|in|off|near|along|down|up|from|to|onto|into|outside|by)[ \t]+(?:the[ \t]+)?"
    r"((?:[a-z][a-z'’\-]*[ \t]+){1,2}(?:street|st|road|rd|avenue|ave|lane|boulevard|terrace|crescent|drive|parkway"
    r"|park|square|market|common|bridge|walk|mews|gardens|grove|hill|heath|parade))(?![\w'’])")
#: words that end an address continuation rather than being a city ("… Street, Applicant said")
_NOT_PLACE = re.compile(r"^(?:The|This|That|He|She|They|It|We|I|On|In|At|And|But|Or|Phone|Tel|Email|E-mail|Name|"
                        r"DOB|Date|Follow|Dear|Hi|Regards)\b")


class StreetAddresses:
    """The source: street addresses with their postcode and city, as one LOC span each."""

    name = "addresses"

    def __call__(self, doc: Doc) -> list[Candidate]:
        text = doc_text(doc)
        found: list[Candidate] = []
        for match in _ADDRESS.finditer(text):
            if _is_score_before_team(text, match.start()):
                continue
            start, end = match.start(), _trim(text, match.start(), match.end())
            found.append(Candidate(start, end, "LOC", self.name, subtype="ADDRESS"))
        for match in _BARE_STREET.finditer(text):
            if not any(c.start <= match.start(1) < c.end for c in found):
                end = match.end(2) if match.group(2) and not _is_given_name_word(match.group(2)) else match.end(1)
                found.append(Candidate(match.start(1), end, "LOC", self.name, subtype="ADDRESS"))
        if not writes_capitals(text):
            found.extend(_lower_case_streets(text) if doc.lang_ == "en" else _lower_case_streets_in(text, doc.lang_))
            if doc.lang_ == "en":
                found.extend(_lower_case_numbered_streets(text))
        if doc.lang_ == "en":
            found.extend(_postcode_districts(text))
            found.extend(Candidate(m.start(), m.end(), "LOC", self.name, subtype="ADDRESS")
                         for m in _ORDINAL_STREET.finditer(text))  # "the shelter on 5th ave"
            found.extend(Candidate(m.start(1), m.end(1), "LOC", self.name, subtype="ADDRESS")
                         for m in _UNIT_BEFORE_PLACE.finditer(text))
            found.extend(Candidate(m.start(), m.end(), "LOC", self.name, subtype="ADDRESS")
                         for m in _UNIT_IN_BUILDING.finditer(text))
            found.extend(Candidate(m.start(), m.end(), "LOC", self.name, subtype="ADDRESS")
                         for m in _UK_POSTCODE.finditer(text) if m.group(1) in POSTCODE_AREAS)
        return found


def _is_given_name_word(words: str) -> bool:
    """Whether a word after a street and a comma is a given name ("on Station Road, Tom."): a person
    addressed, not the town the street is in ("around Elm Grove, Southsea.")."""
    return _given_names.is_given_name(words.split()[0].lower())


#: a building's unit before the estate or the street it is on ("Unit 4, Parc Menai", "Flat 3, 12 Elm Row"),
#: not a course's ("Unit 4, Lesson 2")
_UNIT_BEFORE_PLACE = re.compile(
    r"\b((?:Unit|Flat|Suite|Apartment|Apt\.?)[ \t]+\d{1,4}[A-Za-z]?),[ \t]+"
    r"(?!(?:Lesson|Chapter|Part|Section|Page|Week|Module|Topic|Task|Exercise|Activity|Level|Step)\b)(?=[A-Z0-9])")
#: a results row's first team and its score, right before the number a street match opens with ("Crystal
#: Palace 1 Port Vale 1": "1 Port" is no house number)
_TEAM_AND_SCORE = re.compile(r"(?<![\w'’\-])[A-Z][\w'’\-]*[ \t]+$")
#: how far back before a street's number :func:`_is_score_before_team` reads for the team's name
_TEAM_WINDOW = 40
#: a street's kind right after its number, no name between ("1 Port Vale")
_NUMBER_THEN_KIND = re.compile(rf"\d{{1,5}}[A-Za-z]?[ \t]+{_EN_SUFFIX}(?![\w'’])")


def _is_score_before_team(text: str, at: int) -> bool:
    """The match at ``at`` opens with a score after a capitalised word on its line and has no street name
    before the street's kind: a results row ("Crystal Palace 1 Port Vale 1"), not an address ("at 1 Port
    Road", "Irenalei 3, 5000 Ville-en-Hesbaye")."""
    if _NUMBER_THEN_KIND.match(text, at) is None:
        return False
    window_start = max(text.rfind("\n", 0, at) + 1, at - _TEAM_WINDOW)  # bounded: a line may be a megabyte
    return _TEAM_AND_SCORE.search(text[window_start:at]) is not None


#: a flat in a named block ("Flat 3 Beech Court", "Apartment 5B Riverside House"): the unit and the building
#: together are the home; a building's kind ends the name, so "Unit 4 Lesson Plan" is none
_UNIT_IN_BUILDING = re.compile(
    r"\b(?:Flat|Apartment|Apt\.?)[ \t]+\d{1,4}[A-Za-z]?,?[ \t]+(?:[A-Z][\w'’\-]+[ \t]+){1,3}"
    r"(?:Court|House|Tower|Towers|Lodge|Mansions|Buildings|Heights|Apartments|Flats|Block|Point|Gardens|Place"
    r"|Close|Mews|Wharf|Quay|Hall)(?![\w'’])")
#: the areas of British postcodes, the letters before a district's number
POSTCODE_AREAS = frozenset(
    "AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK "
    "FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN "
    "NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW "
    "UB W WA WC WD WF WN WR WS WV YO ZE".split())
#: a British postcode's district alone after the town it serves ("Hednesford, WS12", "Edinburgh EH11",
#: "Hebden Bridge (HX7)"); the town's first word in group "first" where it has two
_DISTRICT_AFTER_TOWN = re.compile(
    r"(?=[A-Z])\b(?:(?P<first>[A-Z][a-z]{2,})[ \t]+)?(?P<town>[A-Z][a-z]{2,})(?:,?[ \t]+|[ \t]+\()"
    r"(?P<district>(?P<area>[A-Z]{1,2})\d{1,2}[A-Z]?)(?![\w'’])(?![ \t]?\d[A-Z]{2})")


def _postcode_districts(text: str) -> list[Candidate]:
    """A postcode's district after the town it serves ("Collection only from Hednesford, WS12"): a real
    postcode area's letters ("Heathrow T5" is a terminal), not after a common word ("Vitamins, B12") unless
    a capitalised word before it makes the two a town's name ("Hebden Bridge")."""
    common = _word_frequencies.common_words("en")
    return [Candidate(m.start("district"), m.end("district"), "LOC", "addresses", subtype="ADDRESS")
            for m in _DISTRICT_AFTER_TOWN.finditer(text)
            if m.group("area") in POSTCODE_AREAS
            and (m.group("town").lower() not in common
                 or (m.group("first") is not None and m.group("first").lower() not in common))]


#: a whole British postcode ("EX2 5DW", "SW1A 2AA"), its area's letters in group 1
_UK_POSTCODE = re.compile(r"(?<![\w-])([A-Z]{1,2})\d[A-Z\d]?[ \t]?\d[A-Z]{2}(?![\w-])")
#: a house number and a street in a note in lower case ("4 laurel ave", "12 mill road"): no kind that names
#: other things ("2 wrong way", "3 food court")
_LOWER_NUMBERED_STREET = re.compile(r"(?<![\w,.])(\d{1,4}[a-z]?[ \t]+((?:[a-z][a-z'’\-]*[ \t]+){1,2})"
                                    r"(?:street|st|road|rd|avenue|ave|lane|close|crescent|drive|terrace|grove|gardens|mews))"
                                    r"(?![\w'’])")


#: a street named by its number, as American towns name theirs ("on 5th ave", "42nd Street", "W 3rd St."), in
#: any case: the ordinal before a street's kind is no count
_ORDINAL_STREET = re.compile(r"(?<![\w,.])(?:[NSEW][ \t]+)?\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)[ \t]+"
                             r"(?:street|st|avenue|ave|Street|St|Avenue|Ave|STREET|ST|AVENUE|AVE)(?![\w'’])")


def _lower_case_numbered_streets(text: str) -> list[Candidate]:
    """The streets of :data:`_LOWER_NUMBERED_STREET` whose name has no function word ("4 the road")."""
    return [Candidate(m.start(1), m.end(1), "LOC", "addresses", subtype="ADDRESS")
            for m in _LOWER_NUMBERED_STREET.finditer(text)
            if not any(word in STOP_WORDS or word in _NOT_STREET_NAMES for word in m.group(2).split())]


def _lower_case_streets(text: str) -> list[Candidate]:
    """Streets, parks and markets named in a text that writes no capitals (:data:`_LOWER_BARE_STREET`):
    the words before the street type name it when none is a function word ("in the park", "on my road")."""
    found = []
    for match in _LOWER_BARE_STREET.finditer(text):
        words = match.group(1).split()[:-1]
        if not any(word in STOP_WORDS or word in _NOT_STREET_NAMES for word in words):
            found.append(Candidate(match.start(1), match.end(1), "LOC", "addresses", subtype="ADDRESS"))
    return found


#: per language, the kinds of street it writes before the name ("calle alcalá", "viale piave", "avenida da
#: boavista"), and the endings it fuses a street's name with ("sonnenallee", "prinsengracht"), in lower case
_LOWER_STREET_KINDS = {
    "es": (r"calle|avenida|avda\.?|paseo|plaza|carrer|rambla|ronda|camino|travesía|glorieta", ""),
    "it": ("via|viale|piazza|piazzale|corso|largo|vicolo|lungomare|lungotevere", ""),
    "pt": (r"rua|avenida|av\.|praça|travessa|largo|alameda|estrada|calçada", ""),
    "fr": ("rue|avenue|boulevard|bd|place|quai|chemin|impasse|allée|cours", ""),
    "de": ("", "straße|strasse|allee|gasse|damm|ufer|chaussee"),
    "nl": ("", "straat|gracht|laan|kade|singel|dijk"),
}
@cache
def street_kinds(lang: str) -> frozenset[str]:
    """The words of a street's kind that ``lang`` writes before the street's name ("calle", "rua", "via",
    "rue"), lower case; empty for the languages that write the kind after it (German, Dutch) and English."""
    kinds, _ = _LOWER_STREET_KINDS.get(lang, ("", ""))
    return frozenset(kind.replace("\\.?", ".").replace("\\.", ".") for kind in kinds.split("|") if kind)


#: a street's kind's particles ("de la", "della", "da")
_LOWER_PARTICLES = r"(?:(?:de[ \t]+la|de[ \t]+los|de[ \t]+las|del|della|delle|dei|di|de|da|do|dos|das|des|du)[ \t]+)?"
#: per language, the kind, its particles and one or two words after it ("calle gran vía")
_LOWER_KIND_FIRST = {lang: re.compile(rf"\b(?:{kinds})[ \t]+{_LOWER_PARTICLES}([a-zà-ÿ][\w'’\-]+)"
                                      rf"(?:[ \t]+([a-zà-ÿ][\w'’\-]+))?")
                     for lang, (kinds, _) in _LOWER_STREET_KINDS.items() if kinds}
#: per language, a name fused with its kind, or a town's adjective before the kind written apart
_LOWER_FUSED = {lang: re.compile(rf"\b(?:[a-zäöüß]{{3,}}er[ \t]+(?:{fused})|[a-zäöüß]{{3,}}(?:{fused}))\b")
                for lang, (_, fused) in _LOWER_STREET_KINDS.items() if fused}
#: the adjectives of size or age a street's name opens with before its second word ("calle gran vía")
_STREET_NAME_ADJECTIVES = frozenset({"gran", "nueva", "nuevo", "vieja", "viejo", "nova", "novo", "velha", "vecchia",
                                     "nuova", "grande", "alta", "baja", "mayor", "san", "santa", "são"})


def _lower_case_streets_in(text: str, lang: str) -> list[Candidate]:
    """Streets named in a post in lower case outside English: a kind and one word that is no function word
    of the language, two where the first is an adjective the names hold ("calle alcalá", "viale piave",
    "calle gran vía"; French keeps one), or a name fused with its kind (German's and Dutch's
    "sonnenallee", "venloer straße"; not the kinds of road, "landstraße")."""
    _, function_words = _evidence.never_names(lang)
    found = []
    if lang in _LOWER_KIND_FIRST:
        for match in _LOWER_KIND_FIRST[lang].finditer(text):
            first, second = match.group(1), match.group(2)
            if first in function_words:
                continue
            two_words = (second and second not in function_words and lang != "fr"
                         and first in _STREET_NAME_ADJECTIVES)
            found.append(Candidate(match.start(), match.end(2) if two_words else match.end(1), "LOC", "addresses",
                                   subtype="ADDRESS"))
    if lang in _LOWER_FUSED:
        for match in _LOWER_FUSED[lang].finditer(text):
            if not _institutions.is_generic_place(match.group()) and match.group().split()[0] not in function_words:
                found.append(Candidate(match.start(), match.end(), "LOC", "addresses", subtype="ADDRESS"))
    return found


#: lower-case words before a street type that make a common noun, not a name ("car park", "side street")
_NOT_STREET_NAMES = frozenset("car side main back dual ring high ski skate theme trailer business retail industrial "
                              "national local amusement water dog".split())


def _trim(text: str, start: int, end: int) -> int:
    """Cut a continuation that is a sentence's next word rather than a place."""
    for piece in re.finditer(r"(?:,\s*|\n\s*)", text[start:end]):
        rest = text[start + piece.end():end]
        if _NOT_PLACE.match(rest):
            return start + piece.start()
    return end


@registry.misc("spacy_sanitize.StreetAddresses.v1")
def make_street_addresses() -> StreetAddresses:
    """Street addresses of English and continental forms, PO boxes, and the postcode and city after them."""
    return StreetAddresses()
