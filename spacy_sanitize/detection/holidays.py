"""A holiday is a date, not a name: ``Christmas``, ``Black Friday``, ``Prinsjesdag``, ``Weihnachten``; the wish
before it is no name either (``Frohe Weihnachten``, ``Buona Pasqua``, ``Bonne année``).

Holidays are capitalised, so a model reads ``Frohe Weihnachten aus Bremen !`` as a person and ``Black
Friday haul from Argos`` as a place "Black". TAB types a holiday DATETIME ("Christmas"), as it types the
other dates; a wish is the writer's words. A span a source proposed inside a holiday and the wish before it
becomes the holiday's DATETIME, or nothing where the words are a wish alone ("Bonne année", "Happy
Holidays"). A span that runs on past the holiday keeps its words: "Christmas Island", "Easter Road".

Some holidays are names too (``Natale`` and ``Noël`` are given names, ``Natal`` a Brazilian city,
``Toussaint`` and ``Pasqua`` surnames): those count only after a wish or a word that dates them ("a
Natale", "pour Noël", "no Natal"). The lists are hand-written per language, the phrases as spaCy's
tokenizer splits them ("valentine 's day").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc

from .base import indices_of, word_hashes
from .evidence import NAME_TYPES
from .overlap import TokenCandidate

#: per language, the holidays as token sequences in lower case
_HOLIDAYS: dict[str, str] = {
    "en": "christmas|christmas day|christmas eve|boxing day|new year|new year 's day|new year 's eve|easter|"
          "easter sunday|easter monday|good friday|thanksgiving|halloween|hanukkah|chanukah|ramadan|eid|"
          "eid al - fitr|eid al - adha|diwali|passover|yom kippur|rosh hashanah|black friday|cyber monday|"
          "valentine 's day|mother 's day|father 's day|st patrick 's day|bonfire night|guy fawkes night|"
          "remembrance day|remembrance sunday|memorial day|labor day|labour day|independence day|veterans day|"
          "pentecost|whitsun|ash wednesday|shrove tuesday|pancake day|hogmanay|burns night|st andrew 's day|"
          "st david 's day|st george 's day|kwanzaa|juneteenth|lunar new year|chinese new year",
    "es": "navidad|nochebuena|nochevieja|año nuevo|semana santa|jueves santo|viernes santo|domingo de ramos|"
          "día de reyes|día de los muertos|día de todos los santos|pascua|carnaval|black friday|halloween",
    "nl": "kerstmis|kerst|kerstavond|eerste kerstdag|tweede kerstdag|pasen|pinksteren|hemelvaart|hemelvaartsdag|"
          "koningsdag|prinsjesdag|oudejaarsavond|oudjaar|nieuwjaar|nieuwjaarsdag|bevrijdingsdag|dodenherdenking|"
          "goede vrijdag|carnaval|pakjesavond|suikerfeest|offerfeest|black friday",
    "de": "weihnachten|heiligabend|silvester|neujahr|ostern|ostersonntag|ostermontag|karfreitag|pfingsten|"
          "pfingstmontag|christi himmelfahrt|fasching|karneval|fastnacht|rosenmontag|nikolaustag|black friday",
    "it": "natale|vigilia di natale|capodanno|epifania|befana|pasqua|pasquetta|ferragosto|carnevale|ognissanti|"
          "festa della repubblica|festa della liberazione|black friday",
    "fr": "noël|réveillon|nouvel an|jour de l' an|pâques|lundi de pâques|pentecôte|toussaint|saint - sylvestre|"
          "chandeleur|mardi gras|fête nationale|fête de la musique|fête des mères|fête des pères|black friday",
    "pt": "natal|consoada|véspera de natal|ano novo|páscoa|carnaval|sexta - feira santa|santos populares|"
          "dia de reis|black friday",
}
#: per language, the wishes that are no date of their own ("Bonne année": the year is the writer's words)
_WISHES_ALONE: dict[str, str] = {
    "en": "happy holidays|season 's greetings", "es": "felices fiestas", "nl": "prettige feestdagen|fijne feestdagen",
    "de": "frohe feiertage|schöne feiertage|frohes neues jahr|gutes neues jahr", "it": "buone feste|buon anno",
    "fr": "bonne année|joyeuses fêtes|bonnes fêtes", "pt": "boas festas",
}
#: per language, the words of a wish before a holiday ("Merry Christmas", "Frohe Weihnachten")
_WISH_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"merry", "happy"}), "es": frozenset({"feliz", "felices", "próspero"}),
    "nl": frozenset({"prettige", "fijne", "vrolijk", "vrolijke", "zalig", "zalige", "gelukkig", "gelukkige"}),
    "de": frozenset({"frohe", "frohes", "fröhliche", "schöne", "schönes", "gesegnete"}),
    "it": frozenset({"buon", "buona", "buone", "felice"}), "fr": frozenset({"joyeux", "joyeuses", "bonne", "bonnes"}),
    "pt": frozenset({"feliz", "felizes", "boas", "bom", "boa"}),
}
#: the holidays that are names too (a given name, a surname, a city), which count only after a wish or one
#: of :data:`_DATING_WORDS`
_NAMESAKES = frozenset({"natale", "noël", "natal", "toussaint", "pasqua", "eid"})
#: per language, the words that date a namesake holiday after them ("a Natale", "pour Noël", "no Natal")
_DATING_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"at", "for", "before", "after", "since", "until", "over", "this", "last", "next", "on"}),
    "it": frozenset({"a", "di", "per", "prima", "dopo", "questo", "il", "del", "dal", "al"}),
    "fr": frozenset({"à", "pour", "de", "avant", "après", "depuis", "la", "le", "ce"}),
    "pt": frozenset({"no", "o", "do", "de", "para", "antes", "depois", "neste", "este", "pelo"}),
}
_LABEL = "DATETIME"


@cache
def _phrases(lang: str) -> tuple[dict[str, list[tuple[str, ...]]], frozenset[int], frozenset[tuple[str, ...]]]:
    """The language's holidays and lone wishes by their first word (longest first), with the hashes of those
    first words for :func:`.base.indices_of`, and the lone wishes among them."""
    wishes_alone = frozenset(tuple(p.split(" ")) for p in _WISHES_ALONE.get(lang, "").split("|") if p)
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for phrase in (_HOLIDAYS.get(lang, "") + "|" + _WISHES_ALONE.get(lang, "")).split("|"):
        if phrase:
            words = tuple(phrase.split(" "))
            by_first.setdefault(words[0], []).append(words)
    for options in by_first.values():
        options.sort(key=len, reverse=True)
    return by_first, word_hashes(by_first), wishes_alone


def _matches(doc: Doc, lang: str) -> list[tuple[int, int, int]]:
    """The holidays and lone wishes of ``doc``: (start of the wish or the holiday, start of the holiday,
    end); a lone wish has its start for the holiday's end too, so that nothing of it is a date."""
    by_first, hashes, wishes_alone = _phrases(lang)
    found: list[tuple[int, int, int]] = []
    for i in indices_of(doc, hashes):
        words = next((w for w in by_first[doc[i].lower_] if tuple(t.lower_ for t in doc[i:i + len(w)]) == w), None)
        if words is None or (found and i < found[-1][2]):
            continue
        end = i + len(words)
        if words in wishes_alone:
            found.append((i, end, end))
            continue
        wish = i > 0 and doc[i - 1].lower_ in _WISH_WORDS.get(lang, frozenset())
        if words[0] in _NAMESAKES and len(words) == 1 and not wish and not (
                i > 0 and doc[i - 1].lower_ in _DATING_WORDS.get(lang, frozenset())):
            continue  # "Natale Rossi", "em Natal": a person's name, a city
        found.append((i - 1 if wish else i, i, end))
    return found


def holidays_as_dates(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with every name span that lies inside a holiday and the wish before it (see the
    module) replaced by the holiday as a date, or dropped inside a lone wish."""
    if lang not in _HOLIDAYS:
        return list(candidates)
    holidays = _matches(doc, lang)
    if not holidays:
        return list(candidates)
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        holiday = next((h for h in holidays if h[0] <= start and end <= h[2]), None)
        if holiday is None or label not in NAME_TYPES:
            result.append((start, end, label, source))
        elif holiday[2] > holiday[1]:
            result.append((holiday[1], holiday[2], _LABEL, source))  # "Black" in "Black Friday": the whole day
    return result
