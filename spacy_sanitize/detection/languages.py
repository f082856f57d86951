"""What ``pii_detector`` knows about each language it supports.

A detector built for English misreads other languages: ``El señor`` becomes an ORG, ``desde el 3 de
marzo de 1999`` disappears into a place, and German capitalised nouns look like names. Each supported
language has a profile: its month and weekday names and date orders (from Babel's CLDR data, not
hand-written lists), honorifics and role words that announce a name, the particles that may stand
between name words (``de``, ``van``, ``von``, ``di``), and the countries whose phone numbers are tried
first. ``pii_detector`` takes the pipeline's language (``nlp.lang``); a language without a profile is a
clear error, never English rules run on another language.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from ..errors import UnsupportedLanguageError

#: languages with a profile, English first (the default)
SUPPORTED_LANGUAGES = ("en", "es", "nl", "de", "it", "fr", "pt")


@dataclass(frozen=True)
class LanguageProfile:
    """The words and formats of one language that detection relies on."""

    lang: str
    #: CLDR locale for Babel's month and weekday names
    locale: str
    #: countries whose national phone format is tried for numbers without ``+``
    regions: tuple[str, ...]
    #: words (lower case, with their full stop where they take one) after which a name follows
    honorifics: tuple[str, ...]
    #: kinship and role words after which a name follows, and the word that attributes a statement to
    #: someone ("volgens", "según", "laut": a capitalised word after it is a name)
    role_words: tuple[str, ...]
    #: particles that belong to a name only between name words
    particles: tuple[str, ...]
    #: words that join a day, a month and a year ("3 de marzo de 1999")
    date_joiners: tuple[str, ...] = ()
    #: (regular expression of context words, subtype) naming the number after them, in this language
    code_contexts: tuple[tuple[str, str], ...] = ()
    #: endings of the compound offices and roles the language writes before a name in one word
    #: ("Bundeskanzler Olaf Scholz", "oud-premier Wim Kok"): such a word is not part of the name
    role_suffixes: tuple[str, ...] = ()
    #: the verbs of saying, scoring and living that a surname alone opens a sentence with ("Aznar dijo",
    #: "Brobbey scoorde"), as a regular expression's alternatives
    reporting_verbs: tuple[str, ...] = ()
    #: the endings of the adjectives of places and peoples the language writes with a capital ("de
    #: Nederlandse premier"; :mod:`.place_adjectives`)
    place_adjective_endings: tuple[str, ...] = ()


PROFILES: dict[str, LanguageProfile] = {
    "en": LanguageProfile("en", "en", ("US", "GB", "CA", "AU", "IE"),
                          ("mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss", "dr", "dr.", "prof", "prof."),
                          ("son", "daughter", "wife", "husband", "sister", "brother", "mother", "father", "nurse", "née", "nee"),
                          ("de", "van", "von", "der", "den", "da", "di", "del", "la", "le"), ("of",)),
    "es": LanguageProfile("es", "es", ("ES", "MX", "AR", "CO", "CL", "PE", "US"),
                          ("sr", "sr.", "sra", "sra.", "srta", "srta.", "señor", "señora", "don", "doña", "dr", "dr.",
                           "dra", "dra."),
                          ("hijo", "hija", "esposa", "esposo", "marido", "mujer", "hermano", "hermana", "madre",
                           "padre", "abuelo", "abuela", "tío", "tía", "cuñado", "cuñada", "novio", "novia", "primo", "prima",
                           "sobrina", "nieta", "suegra", "suegro", "amiga", "amigo", "vecina", "vecino", "sobrino",
                           "compañero", "compañera", "profesor", "profesora", "profe", "ministra",
                           "ministro", "alcalde", "alcaldesa", "según", "presidente", "presidenta", "rey", "reina",
                           "gobernador", "gobernadora", "paciente", "médico", "médica", "doctor", "doctora", "enfermera", "enfermero"),
                          ("de", "del", "de la", "de los", "de las", "y"), ("de", "del")),
    "nl": LanguageProfile("nl", "nl", ("NL", "BE"),
                          ("dhr", "dhr.", "mevr", "mevr.", "mw", "mw.", "heer", "mevrouw", "dr", "dr.", "prof",
                           "prof."),
                          ("zoon", "dochter", "vrouw", "man", "echtgenote", "echtgenoot", "broer", "zus", "moeder",
                           "vader", "oom", "tante", "opa", "oma", "zwager", "schoonzus", "vriendin", "schoonmoeder",
                           "schoonvader", "buurvrouw", "buurman", "neefje", "nicht", "nichtje", "vriendje", "vriend",
                           "collega", "huisgenoot", "kleinzoon", "kleindochter", "zusje", "broertje", "juf", "minister",
                           "burgemeester", "volgens", "koning", "koningin", "prins", "prinses", "topman", "topvrouw",
                           "bondscoach", "trainer", "coach", "patiënt", "patiënte", "patient", "patiente", "huisarts"),
                          ("van", "de", "der", "den", "van der", "van den", "van de", "ter", "te", "'t"), ()),
    "de": LanguageProfile("de", "de", ("DE", "AT", "CH"),
                          ("herr", "herrn", "frau", "dr", "dr.", "prof", "prof.",
                           # the faculty of a German doctorate after "Dr." ("Dr. med. Petra Lindner")
                           "med", "med.", "phil", "phil.", "jur", "jur.", "rer", "rer.", "nat", "nat."),
                          ("sohn", "tochter", "ehefrau", "ehemann", "mann", "bruder", "schwester", "mutter", "vater",
                           "onkel", "tante", "oma", "opa", "enkel", "enkelin", "neffe", "nichte", "schwager",
                           "schwägerin", "freundin", "freund", "cousine", "cousin", "mitbewohner", "mitbewohnerin", "kollege",
                           "kollegin", "lehrerin", "schwiegermutter", "schwiegervater", "nachbarin", "ministerin", "minister", "bürgermeister", "bürgermeisterin",
                           "laut", "könig", "königin", "patient", "patientin", "pat", "pat.", "hausarzt", "hausärztin",
                           "trainer", "trainerin"),
                          ("von", "van", "zu", "von der", "vom"), ()),
    "it": LanguageProfile("it", "it", ("IT", "CH"),
                          ("sig", "sig.", "sig.ra", "sig.na", "signor", "signora", "dott", "dott.", "dott.ssa", "avv",
                           "avv.", "prof", "prof."),
                          ("figlio", "figlia", "moglie", "marito", "fratello", "sorella", "madre", "padre", "zio",
                           "zia", "nonno", "nonna", "cugino", "cugina", "nipote", "cognato", "cognata", "fidanzato",
                           "fidanzata", "ragazzo", "ragazza", "amica", "amico", "collega", "coinquilino", "coinquilina", "vicino", "vicina",
                           "professoressa", "maestra", "suocera", "suocero", "ministro", "ministra", "sindaco", "secondo", "presidente", "segretario",
                           "segretaria", "paziente", "medico", "dottore", "dottoressa", "infermiera", "infermiere"),
                          ("di", "de", "del", "della", "da", "d'"), ("del",)),
    "fr": LanguageProfile("fr", "fr", ("FR", "BE", "CH", "CA"),
                          ("m", "m.", "mme", "mlle", "monsieur", "madame", "mademoiselle", "dr", "dr.", "me", "pr"),
                          ("fils", "fille", "épouse", "époux", "mari", "femme", "frère", "sœur", "mère", "père",
                           "oncle", "tante", "nièce", "grand-mère", "grand-père", "copine", "copain", "cousine", "belle-mère",
                           "beau-père", "petite-fille", "petit-fils", "beau-frère", "belle-sœur", "ami", "pote", "coloc",
                           "collègue", "voisine", "prof", "mamie", "papi", "papy", "mémé", "pépé", "tata", "tonton",
                           "ministre", "maire", "selon", "pdg", "président", "présidente", "directeur", "directrice",
                           "patient", "patiente", "née"),
                          ("de", "du", "des", "d'", "le", "la"), ()),
    "pt": LanguageProfile("pt", "pt", ("PT", "BR"),
                          ("sr", "sr.", "sra", "sra.", "senhor", "senhora", "dr", "dr.", "dra", "dra.", "d.", "dona"),
                          ("filho", "filha", "esposa", "marido", "mulher", "irmão", "irmã", "mãe", "pai", "avó",
                           "avô", "vó", "vô", "vovó", "vovô", "padrinho", "madrinha", "tio", "tia", "cunhado", "cunhada", "namorado", "namorada", "primo", "prima", "sobrinha", "neta",
                           "sogra", "sogro", "amiga", "amigo", "vizinha", "vizinho", "colega", "professor",
                           "professora", "afilhado", "afilhada", "ministro", "ministra",
                           "presidente", "segundo", "rei", "rainha", "governador", "governadora", "doente", "paciente",
                           "utente", "médico", "médica", "enfermeira", "enfermeiro"),
                          ("de", "da", "do", "dos", "das", "e"), ("de",)),
}


#: the words that open and close letters, e-mails and chats in each language ("Estimado Sr. Ruiz",
#: "Atentamente,", "Sehr geehrte Frau Weber", "Met vriendelijke groet", "Hierbij"): a model eager to start names takes
#: them for one, and they name nobody (English's are :data:`.evidence.GREETINGS`)
GREETING_WORDS: dict[str, frozenset[str]] = {lang: frozenset(words.split()) for lang, words in {
    "es": "estimado estimada estimados estimadas querido querida queridos queridas hola saludos saludo atentamente "
          "cordialmente gracias besos abrazos",
    "pt": "exmo exma exmos exmas prezado prezada prezados prezadas caro cara caros querido querida olá "
          "atenciosamente cumprimentos saudações obrigado obrigada abraços beijos cordialmente",
    "it": "gentile gentili egregio egregia caro cara cari care ciao salve cordiali distinti saluti grazie buongiorno "
          "buonasera",
    "fr": "cher chère chers chères bonjour bonsoir salut coucou cordialement merci amicalement sincèrement bises",
    "nl": "beste geachte lieve hallo hoi groeten groet vriendelijke hartelijke bedankt hierbij bijgaand",
    "de": "sehr geehrte geehrter geehrten liebe lieber hallo grüße grüßen gruß grüsse grüssen gruss freundlichen "
          "herzliche herzlichen viele danke",
}.items()}


#: the words that open a results table's or a standings table's heading in each language ("UITSLAGEN
#: EREDIVISIE", "RÉSULTATS LIGUE 1", "Clasificación general"): the heading names a competition, nobody
RESULTS_HEADINGS: dict[str, frozenset[str]] = {lang: frozenset(words.split()) for lang, words in {
    "es": "resultados clasificación clasificacion jornada",
    "nl": "uitslagen uitslag stand klassement speelronde",
    "de": "ergebnisse ergebnis tabelle spieltag",
    "it": "risultati classifica giornata",
    "fr": "résultats resultats classement journée",
    "pt": "resultados classificação classificacao jornada",
}.items()}


#: the hospital departments each language writes with capitals before the hospital's name ("Urgencias del
#: Hospital Lucus Augusti", "Pronto Soccorso dell' Ospedale Annunziata", "SEH van het Radboudumc"): a ward,
#: which names no hospital and nobody, and no part of the hospital's name
HOSPITAL_DEPARTMENTS: dict[str, tuple[tuple[str, ...], ...]] = {lang: tuple(tuple(p.split()) for p in phrases.split(","))
                                                                for lang, phrases in {
    "en": ",".join(f"{specialty} {kind}".strip() for specialty in (
        "rheumatology", "cardiology", "neurology", "oncology", "dermatology", "gastroenterology", "respiratory",
        "urology", "orthopaedic", "orthopaedics", "orthopedic", "paediatric", "pediatric", "diabetes", "renal",
        "haematology", "endocrinology", "fracture", "antenatal", "maternity", "stroke", "memory", "pain", "eye",
        "ent", "emergency", "intensive care", "critical care", "surgical", "medical", "hand", "heart failure") for kind in (
        "clinic", "department", "ward", "unit", "outpatients", "service")) + ",a&e,accident and emergency,"
    # a specialty named alone, as a referral's address writes it ("Dr S. Mahmood, Respiratory, Royal Papworth")
    "rheumatology,cardiology,neurology,oncology,dermatology,gastroenterology,respiratory,urology,orthopaedics,"
    "haematology,endocrinology,nephrology,ophthalmology,gynaecology,obstetrics,paediatrics,geriatrics,radiology",
    "es": "urgencias,urgencia,servicio de urgencias,cardiología,neurología,pediatría,traumatología,medicina interna,"
          "uci,consultas externas",
    "pt": "urgência,urgências,serviço de urgência,serviço de urgências,cardiologia,neurologia,pediatria,"
          "medicina interna,ortopedia",
    "it": "pronto soccorso,reparto,cardiologia,neurologia,pediatria,rianimazione,medicina interna,ortopedia",
    "fr": "urgences,service des urgences,cardiologie,neurologie,pédiatrie,réanimation,médecine interne",
    "nl": "seh,spoedeisende hulp,spoedeisende eerste hulp,cardiologie,neurologie,kindergeneeskunde,interne geneeskunde,"
          "ic",
    "de": "zna,notaufnahme,zentrale notaufnahme,kardiologie,neurologie,pädiatrie,intensivstation,innere medizin",
}.items()}


#: endings of one-word offices and roles before a name, per language (German and Dutch write them as
#: compounds: "Bundeskanzler", "Innenministerin", "Landgerichtspräsident", "oud-premier", "wethouder")
ROLE_SUFFIXES: dict[str, tuple[str, ...]] = {
    "de": ("kanzler", "kanzlerin", "minister", "ministerin", "präsident", "präsidentin", "meister", "meisterin",
           "richter", "richterin", "anwalt", "anwältin", "direktor", "direktorin", "sprecher", "sprecherin",
           "trainer", "trainerin", "chef", "chefin", "vorsitzende", "vorsitzender", "abgeordnete", "abgeordneter",
           "angeklagte", "angeklagter", "kläger", "klägerin", "professor", "professorin", "kommissar",
           "kommissarin", "sekretär", "sekretärin", "senator", "senatorin", "arzt", "ärztin"),
    "nl": ("minister", "premier", "president", "burgemeester", "voorzitter", "woordvoerder", "trainer", "directeur",
           "rechter", "advocaat", "wethouder", "kamerlid", "staatssecretaris", "commissaris"),
}


#: reporting, scoring and biographical verbs after a surname that opens a sentence, per language (English's
#: are the cue words' own)
REPORTING_VERBS: dict[str, tuple[str, ...]] = {
    "es": ("dijo", "afirmó", "declaró", "aseguró", "explicó", "añadió", "señaló", "indicó", "manifestó", "advirtió",
           "marcó", "anotó", "fichó", "nació", "murió", "falleció", "dimitió"),
    "nl": ("zei", "zegt", "verklaarde", "benadrukte", "stelde", "reageerde", "scoorde", "maakte", "werd geboren",
           "overleed", "stierf", "trad"),
    "de": ("sagte", "sagt", "erklärte", "betonte", "kündigte", "kritisierte", "traf", "erzielte", "starb",
           "wurde geboren", "trat"),
    "it": ("ha detto", "disse", "ha dichiarato", "dichiarò", "ha spiegato", "spiegò", "ha aggiunto", "aggiunse",
           "ha segnato", "segnò", "è nato", "è nata", "nacque", "morì", "è morto", "è morta"),
    "fr": ("a déclaré", "a dit", "a affirmé", "a expliqué", "a ajouté", "a estimé", "a marqué", "déclare", "estime",
           "explique", "est né", "est née", "est mort", "est morte"),
    "pt": ("disse", "afirmou", "declarou", "explicou", "garantiu", "acrescentou", "marcou", "nasceu", "morreu"),
}


#: the endings of the capitalised adjectives of places and peoples, in the languages that capitalise them
PLACE_ADJECTIVE_ENDINGS: dict[str, tuple[str, ...]] = {
    "nl": ("se", "sche",
           # the neuter forms before a noun ("een Nederlands voetballer", "een Belgisch bedrijf"); not "Frans"
           # or "Engels", which are a given name and a surname before a verb
           "isch", "aans", "lands", "duits", "zweeds", "noors", "deens", "pools", "grieks", "turks", "brits")}


#: context words for numbers, per language (English's are the validated source's own)
CODE_CONTEXTS: dict[str, tuple[tuple[str, str], ...]] = {
    "es": ((r"historia cl[ií]nica|NHC", "MEDICAL_RECORD"), (r"pasaporte", "PASSPORT"),
           (r"permiso de conducir|carn[eé] de conducir", "DRIVER_LICENSE"),
           (r"cuenta(?: bancaria| corriente)?", "ACCOUNT"),
           (r"DNI|NIE|NIF|CURP|RFC|NSS|n[úu]mero de la seguridad social", "NATIONAL_ID"),
           (r"expediente|referencia|ref\.|pedido|factura|matr[ií]cula|p[óo]liza|cliente|caso", "ID")),
    "nl": ((r"pati[eë]ntnummer", "MEDICAL_RECORD"), (r"paspoort(?:nummer)?", "PASSPORT"),
           (r"rijbewijs(?:nummer)?", "DRIVER_LICENSE"), (r"rekening(?:nummer)?|rekeningnr\.?", "ACCOUNT"),
           (r"BSN|burgerservicenummer|sofinummer|rijksregisternummer", "NATIONAL_ID"),
           (r"dossiernummer|kenmerk|referentie|factuurnummer|ordernummer|kenteken|polisnummer|klantnummer"
            r"|zaaknummer", "ID")),
    "de": ((r"Patientennummer|Fallnummer", "MEDICAL_RECORD"), (r"Reisepass(?:nummer)?|Passnummer", "PASSPORT"),
           (r"F[üu]hrerschein(?:nummer)?", "DRIVER_LICENSE"), (r"Konto(?:nummer)?|Kto\.?(?:-Nr\.?)?", "ACCOUNT"),
           (r"Steuer-?ID|Steueridentifikationsnummer|Sozialversicherungsnummer|Personalausweis(?:nummer)?"
            r"|Ausweisnummer", "NATIONAL_ID"),
           (r"Aktenzeichen|Az\.|Kundennummer|Rechnungsnummer|Bestellnummer|Kennzeichen|Versicherungsnummer"
            r"|Vorgangsnummer", "ID")),
    "it": ((r"cartella clinica", "MEDICAL_RECORD"), (r"passaporto", "PASSPORT"),
           (r"patente(?: di guida)?", "DRIVER_LICENSE"), (r"conto(?: corrente)?|c/c", "ACCOUNT"),
           (r"codice fiscale|C\.F\.|tessera sanitaria|carta d'identit[àa]", "NATIONAL_ID"),
           (r"pratica|protocollo|fattura|ordine|targa|polizza|codice cliente", "ID")),
    "fr": ((r"dossier m[ée]dical|IPP", "MEDICAL_RECORD"), (r"passeport", "PASSPORT"),
           (r"permis de conduire", "DRIVER_LICENSE"), (r"compte(?: bancaire)?|RIB", "ACCOUNT"),
           (r"NIR|s[ée]curit[ée] sociale|num[ée]ro fiscal|carte d'identit[ée]|CNI", "NATIONAL_ID"),
           (r"dossier|r[ée]f[ée]rence|r[ée]f\.|facture|commande|immatriculation|police|client", "ID")),
    "pt": ((r"processo cl[íi]nico|utente|prontu[áa]rio", "MEDICAL_RECORD"), (r"passaporte", "PASSPORT"),
           (r"carta de condu[çc][ãa]o|CNH", "DRIVER_LICENSE"), (r"conta(?: banc[áa]ria)?|NIB", "ACCOUNT"),
           (r"NIF|CPF|RG|cart[ãa]o de cidad[ãa]o|NISS|contribuinte", "NATIONAL_ID"),
           (r"processo|refer[êe]ncia|fatura|encomenda|matr[íi]cula|ap[óo]lice|cliente|pedido", "ID")),
}


@cache
def language_profile(lang: str) -> LanguageProfile:
    """The profile of ``lang`` (a spaCy language code), or an error naming the supported ones; built once per
    language (a frozen dataclass: the steps ask for it per document and per span)."""
    try:
        profile = PROFILES[lang]
    except KeyError:
        raise UnsupportedLanguageError(lang, SUPPORTED_LANGUAGES) from None
    return replace(profile, code_contexts=CODE_CONTEXTS.get(lang, ()), role_suffixes=ROLE_SUFFIXES.get(lang, ()),
                   reporting_verbs=REPORTING_VERBS.get(lang, ()),
                   place_adjective_endings=PLACE_ADJECTIVE_ENDINGS.get(lang, ()))


@cache
def month_and_day_names(lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Month names (wide and abbreviated) and weekday names of ``lang``, from Babel's CLDR data."""
    try:
        from babel.dates import get_day_names, get_month_names
    except ImportError as error:  # pragma: no cover - babel is a dependency
        raise ImportError("pii_detector needs Babel for month and weekday names: pip install babel") from error
    locale = language_profile(lang).locale
    months = {name for width in ("wide", "abbreviated") for context in ("format", "stand-alone")
              for name in get_month_names(width, context, locale).values()}
    days = {name for context in ("format", "stand-alone") for name in get_day_names("wide", context, locale).values()}
    informal_months, informal_days = _INFORMAL_ABBREVIATIONS.get(lang, ((), ()))
    months.update(informal_months)
    days.update(informal_days)
    return tuple(sorted(months, key=len, reverse=True)), tuple(sorted(days, key=len, reverse=True))


#: per language, the abbreviations of months and weekdays that notes and posts write and CLDR lists not ("since
#: sept", "next visit Tues"); CLDR's own short weekdays are left out, as English writes them as words ("Sun",
#: "Wed", "Sat")
_INFORMAL_ABBREVIATIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("Sept",), ("Tues", "Weds", "Thur", "Thurs")),
}


@cache
def title_words(lang: str) -> frozenset[str]:
    """The honorifics, kinship and role words of ``lang`` without an abbreviation's full stop ("frau", "sra",
    "hija", "burgemeester"): a name follows them, and alone they name nobody. Read once per language: the
    sources ask for every document."""
    profile = language_profile(lang)
    return frozenset(word.rstrip(".") for word in profile.honorifics + profile.role_words)


@cache
def relative_day_words(lang: str) -> frozenset[str]:
    """The words of ``lang`` for yesterday, today and tomorrow and the days around them ("gisteren",
    "heute", "ayer"), from CLDR's relative day names: adverbs that open sentences with a capital and name
    nobody. Babel keeps them among its locale data; a Babel without them gives none."""
    from babel import Locale

    try:
        relative = Locale.parse(language_profile(lang).locale)._data["date_fields"]["day"]["relative"]
    except (KeyError, AttributeError):  # pragma: no cover - a Babel whose data lacks the field
        return frozenset()
    return frozenset(value.lower() for value in relative.values() if " " not in value)


@cache
def month_words(lang: str) -> frozenset[str]:
    """The month names of ``lang``, wide and abbreviated, in lower case without a full stop ("mar", "märz")."""
    return frozenset(word.lower().rstrip(".") for word in month_and_day_names(lang)[0])


@cache
def abbreviated_weekdays(lang: str) -> frozenset[str]:
    """The weekdays of ``lang`` as CLDR abbreviates them, in lower case without a full stop ("tue", "mié",
    "do"): words of their own too ("sun", "sat"), so read as a day only inside a written date ("Tue Mar 05")."""
    from babel.dates import get_day_names

    locale = language_profile(lang).locale
    return frozenset(name.lower().rstrip(".") for context in ("format", "stand-alone")
                     for name in get_day_names("abbreviated", context, locale).values())


@cache
def calendar_words(lang: str, lower: bool) -> frozenset[str]:
    """The month and weekday names of ``lang`` without an abbreviation's full stop: in lower case (to test
    any casing of a word) or as the language writes them (``Mittwoch``, ``marzo``: "Rio de Janeiro" is no
    date in Portuguese). Read once per language: the sources ask for every document."""
    months, days = month_and_day_names(lang)
    return frozenset((word.lower() if lower else word).rstrip(".") for word in months + days)
