"""Ages written the way a language writes them: a source of ``pii_detector`` (DEM).

``Mme Lefèvre , 91 ans ,``, ``Paciente: Juan Pérez, 84 años, DNI``, ``Patiënt X (84 jaar)``, ``eine
84-Jährige``, ``una mujer de 84 años``, ``un uomo di 45 anni d'età``: a person's age is a quasi-identifier
(TAB's DEM; HIPAA's PHI above 89), and the English rules know none of these forms. The year's words come
from Babel (CLDR's unit patterns for a duration in years: ``años``, ``ans``, ``Jahre``, ``jaar``, ``anni``,
``anos`` and their abbreviations ``a.``, ``J.``, ``jr``; and German's dative ``Jahren``, which those patterns do
not write: ``im Alter von 93 Jahren``), so every supported language is read the same way.

The same words count durations too (``hace diez años``, ``condenado a 6 años``, ``seit 12 Jahren``), so a
number before them is an age only where the sentence says so:

* set apart by a comma or a bracket after a name (``Lefèvre , 91 ans ,``, ``(84 jaar)``);
* after a word for a person and the language's ``of`` (``una mujer de 84 años``, ``een man van 45 jaar``,
  ``un uomo di 45 anni``, ``âgée de 91 ans``);
* before the language's ``old`` or ``of age`` (``84 Jahre alt``, ``45 jaar oud``, ``84 años de edad``);
* after Spanish's and Portuguese's "at the" or "with" (``falleció a los 94 años``, ``morreu aos 94 anos``,
  ``faleceu ... com 97 anos``), but not before ``de`` and what the years count from (``a los cinco años de su
  muerte``: a time after an event; ``com 30 anos de experiência``);
* after Italian's "of years", as a death notice writes it (``di anni 95``);
* in the compound Dutch, German and Italian write (``84-jarige``, ``84-Jährige``, ``90enne``), and in Dutch
  and German news after a name in brackets (``Jan de Vries (45)``, ``Eine Frau (34)``).

Only the number is marked: it is what identifies; the unit stays readable. English ages are the
``rules`` source's (tuned on TAB).
"""

from __future__ import annotations

import re
from functools import cache

from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, doc_text
from .languages import SUPPORTED_LANGUAGES, language_profile

#: an age's number: 0 to 119, not inside a longer number or a decimal
_NUMBER = r"(?<![\w.,/-])(1[01]\d|\d{1,2})"
#: per language: (the words for a person before "of" and the age, the "of" words, the words after the
#: year's word that make the number an age)
_CONTEXTS: dict[str, tuple[str, str, str]] = {
    "es": ("paciente|mujer|hombre|joven|niño|niña|chico|chica|anciano|anciana|señor|señora|varón|menor|bebé|"
           "individuo|vecino|vecina|conductor|conductora|hijo|hija|madre|padre|abuelo|abuela|víctima|detenido|"
           "detenida|fallecido|fallecida|edad", "de", r"de\s+edad"),
    "pt": ("paciente|utente|doente|mulher|homem|jovem|menino|menina|rapaz|rapariga|idoso|idosa|senhor|senhora|criança|"
           "bebé|bebê|condutor|condutora|filho|filha|mãe|pai|avô|avó|vítima|detido|detida|idade", "de", r"de\s+idade"),
    "it": ("paziente|donna|uomo|giovane|ragazzo|ragazza|bambino|bambina|anziano|anziana|signore|signora|"
           "conducente|figlio|figlia|madre|padre|nonno|nonna|vittima|arrestato|arrestata|età", "di",
           r"(?:di|d['’]\s*)\s*età"),
    "fr": ("patient|patiente|femme|homme|jeune|garçon|fille|enfant|bébé|conducteur|conductrice|fils|mère|père|"
           "grand-père|grand-mère|victime|âgé|âgée|agé|agée|âge", "de|d['’]", r"révolus"),
    "nl": ("patiënt|patiënte|vrouw|man|jongen|meisje|kind|baby|bestuurder|zoon|dochter|moeder|vader|opa|oma|"
           "slachtoffer|verdachte|leeftijd", "van", r"oud|oude"),
    "de": ("Patient|Patientin|Frau|Mann|Junge|Mädchen|Kind|Baby|Fahrer|Fahrerin|Sohn|Tochter|Mutter|Vater|Opfer|"
           "Rentner|Rentnerin|Alter", "von", r"alt|alte|alter|alten"),
}


@cache
def year_words(lang: str) -> tuple[str, ...]:
    """The words of ``lang`` for a number of years, from CLDR's unit patterns (long and short): ``años``,
    ``año``, ``a``; ``Jahre``, ``Jahr``, ``J``. Longest first, for one pattern's alternatives."""
    from babel import Locale

    patterns = Locale.parse(language_profile(lang).locale)._data["unit_patterns"]["duration-year"]
    words = {pattern.replace("{0}", "").strip(" \u00a0") for width in ("long", "short")
             for plural, pattern in patterns[width].items() if plural != "per"}
    return tuple(sorted((w for w in words if w and " " not in w), key=len, reverse=True))


#: the abbreviations of a year that no word of their language spells, which notes write without a stop ("(91 jr)")
_UNITS_WITHOUT_STOP = frozenset({"jr"})
#: the inflections of a year's word that CLDR's patterns for a duration do not write ("im Alter von 93 Jahren")
_INFLECTED_YEAR_WORDS = {"de": ("Jahren",)}


@cache
def age_pattern(lang: str) -> re.Pattern[str]:
    """One pattern whose one matched group is an age's number in ``lang`` (see the module)."""
    persons, of_words, old_words = _CONTEXTS[lang]
    long_words = [re.escape(w) for w in _INFLECTED_YEAR_WORDS.get(lang, ()) + year_words(lang) if len(w) > 2]
    # "84 J.", "45 a.": the stop makes a word ("a", "an") the unit; Dutch's "jr" is none, with or without it
    short_words = [re.escape(w) + (r"\.?" if w in _UNITS_WITHOUT_STOP else r"\.") for w in year_words(lang) if len(w) <= 2]
    unit = r"(?:" + "|".join(long_words + short_words) + r")(?!\w)"
    apart = rf"[,(][ \t]*(?:(?:{of_words})[ \t]*)?{_NUMBER}[ \t\u00a0]+{unit}(?=[ \t]*(?:[,);:]|\.(?!\d)|$))"
    after_person = rf"\b(?:{persons})[ \t]+(?:{of_words})[ \t]*{_NUMBER}[ \t\u00a0]+{unit}"
    before_old = rf"{_NUMBER}[ \t\u00a0]+{unit}[ \t]+(?:{old_words})\b"
    compound = {"nl": rf"{_NUMBER}-jarige\b", "de": rf"{_NUMBER}-[jJ]ährige[nmrs]?\b", "it": rf"{_NUMBER}enne\b"}
    at_the = ({"es": r"\b(?:a[ \t]+los|con)", "pt": r"\b(?:aos|com)"}[lang] + rf"[ \t]+{_NUMBER}[ \t\u00a0]+{unit}"
              + rf"(?![ \t]+(?:{of_words})[ \t]+(?!{old_words}))") if lang in {"es", "pt"} else None
    notice = rf"\b(?:di|d['’])[ \t]*anni[ \t]+{_NUMBER}(?![\w.,]?\d)" if lang == "it" else None  # "di anni 95"
    branches = [apart, after_person, before_old] + ([compound[lang]] if lang in compound else []) + (
        [at_the] if at_the else []) + ([notice] if notice else [])
    flags = re.MULTILINE | (0 if lang == "de" else re.IGNORECASE)
    return re.compile("|".join(f"(?:{branch})" for branch in branches), flags)


#: Dutch and German news write the age in brackets after the name ("Jan de Vries (45)", "Eine Frau (34)"; a wire
#: spaces the brackets, "Mevrouw De Wit ( 91 )")
_BRACKETED_AGE = re.compile(r"(?<=[A-ZÄÖÜa-zäöüßé])[ \t]+\([ \t]?(1[01]\d|[1-9]\d?)[ \t]?\)(?![ \t]*(?:\.|-|:|\d))")


class LanguageAges:
    """The source: ages in the words of the pipeline's language (see the module)."""

    name = "ages"
    #: English ages are the ``rules`` source's (tuned on TAB); this source covers the other languages
    languages = tuple(lang for lang in SUPPORTED_LANGUAGES if lang in _CONTEXTS)

    def __init__(self, lang: str = "es") -> None:
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Read ``lang``'s ages (called by ``pii_detector`` with the pipeline's language)."""
        self.lang = lang

    def __call__(self, doc: Doc) -> list[Candidate]:
        if self.lang not in self.languages:
            return []
        text = doc_text(doc)
        found = []
        for match in age_pattern(self.lang).finditer(text):
            group = match.lastindex or 0  # each branch holds one group, the number
            found.append(Candidate(match.start(group), match.end(group), "DEM", self.name, subtype="AGE"))
        if self.lang in {"nl", "de"}:
            found.extend(Candidate(m.start(1), m.end(1), "DEM", self.name, subtype="AGE")
                         for m in _BRACKETED_AGE.finditer(text) if self._after_name(text, m.start()))
        return sorted(found, key=lambda candidate: candidate.start)

    def _after_name(self, text: str, position: int) -> bool:
        """The word before ``position`` a name inside its sentence ("Jan de Vries (45)"; not "Hoofdstuk (3)"
        opening one) or, in German, a word for a person ("Eine Frau (34)"; not "Artikel (3)", an everyday
        noun)."""
        words = text[:position].split()
        if not words or not words[-1][:1].isupper():
            return False
        if self.lang == "de":
            from .evidence import german_everyday_nouns

            return bool(re.fullmatch(_CONTEXTS["de"][0], words[-1])) or words[-1] not in german_everyday_nouns()
        return len(words) > 1 and not words[-2].endswith((".", "!", "?", ":"))


@registry.misc("spacy_sanitize.LanguageAges.v1")
def make_language_ages(lang: str = "es") -> LanguageAges:
    """Ages in the words of a language; ``pii_detector`` sets the language from its pipeline."""
    return LanguageAges(lang)
