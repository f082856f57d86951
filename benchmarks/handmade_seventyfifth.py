"""A seventy-fifth hand-written set, written on 2026-12-07 after the seventy-fourth set's rules, and scored once
before any rule looked at it. Nursing and medical notes, the kind whose held-out precision was lowest: a night
shift's notes in capitals with vital signs, drips and drains; a lower-case progress note with abbreviations; a
handover list by bed; a falls assessment; a mental-health note; a paediatric note with a parent; a wound-care
note; a telephone message; per language a note in capitals or shorthand.

The same conventions as ``handmade_seventythird.py`` (in notes, names, dates, ages over 89, phones, record
numbers, addresses, places, bodies and relatives' names count; titles, kinship words, wards by number, drugs,
diseases, procedures and shorthand do not). ``handmade_devset.py --seventyfifth`` scores them; their first
score is kept in ``benchmarks/results/handmade_seventyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("clinical", "0200 PT RESTLESS, PULLING AT NGT. HR 112 ST, BP 98/54, T 38.4. TYLENOL 650MG PR GIVEN. "
     "HEPARIN GTT @ 1200 UNITS/HR PER PROTOCOL. JP DRAIN 40CC SEROSANG. DR KOWALCZYK AWARE, NO NEW ORDERS.",
     ["KOWALCZYK"]),
    ("clinical", "pt a&ox3, ambulating in hall w/ walker. tolerating reg diet. c/o mild incisional pain, "
     "oxycodone 5mg po x1 w/ relief. wife nadia called, will bring cpap from home tmrw. d/c planning w/ cm "
     "re: snf placement at brightview.",
     ["nadia", "brightview"]),
    ("clinical", "Handover 07:00\nBed 3 - Mrs Okafor, 91, CAP, on IV abx, family visiting pm\nBed 4 - Mr "
     "Lindqvist, 67, post TURP, catheter draining well\nBed 5 - Ms Hargreaves, 54, DKA resolving, VRIII stopped "
     "06:00",
     ["Okafor", "91", "Lindqvist", "Hargreaves"]),
    ("clinical", "Falls risk assessment: Morse score 65 (high). Patient mobilises with Zimmer frame, found on "
     "floor at 03:10 by HCA Precious. No head injury. Son Michael informed by phone on 07812 334501.",
     ["Precious", "Michael", "07812 334501"]),
    ("clinical", "MH nursing note: Tariq presented as low in mood, poor eye contact. Denies SI. Reports his "
     "landlord in Moss Side has threatened eviction. Care coordinator Joanne Pike at Gorton CMHT updated.",
     ["Tariq", "Moss Side", "Joanne Pike", "Gorton CMHT"]),
    ("clinical", "Paeds: 4yo with bronchiolitis, sats 93% on 1L NC. Mum (Kayleigh) at bedside, anxious. Lives "
     "in Wythenshawe. GP: Dr Asante, Northenden Group Practice.",
     ["Kayleigh", "Wythenshawe", "Asante", "Northenden Group Practice"]),
    ("clinical", "Wound care: sacral pressure ulcer grade 3, 4x3cm, sloughy base. Cleansed w/ NS, Aquacel Ag "
     "applied, Mepilex border. TVN Sr Adebayo to review Thursday. Photos uploaded to EPR.",
     ["Adebayo"]),
    ("clinical", "Telephone message 14:25: Mr Desmond Clarke (DOB 12/03/1938) rang from 22 Alder Grove, "
     "Tamworth, asking for repeat of furosemide. Callback 01827 441902.",
     ["Desmond Clarke", "12/03/1938", "22 Alder Grove", "Tamworth", "01827 441902"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("NOCHE: PACIENTE INQUIETO , RETIRA VÍA PERIFÉRICA . TA 150/90 , FC 98 . SE AVISA A DRA. "
            "ECHEVERRÍA . HIJA LUCÍA INFORMADA ( 655 123 987 ) .",
            ["ECHEVERRÍA", "LUCÍA", "655 123 987"])],
    "nl": [("pt onrustig vannacht , infuus eruit getrokken . RR 145/85 . dienstdoende arts dr. Bakker gebeld . "
            "Dochter Ingrid komt morgen uit Apeldoorn .",
            ["Bakker", "Ingrid", "Apeldoorn"])],
    "de": [("NACHTDIENST : PAT. UNRUHIG , ZVK DISKONNEKTIERT . RR 160/95 . DR. HOFSTÄTTER INFORMIERT . "
            "EHEFRAU MONIKA ( 0176 5544332 ) BENACHRICHTIGT .",
            ["HOFSTÄTTER", "MONIKA", "0176 5544332"])],
    "it": [("pz agitato nella notte , rimosso CVP . PA 155/90 . avvisato il medico di guardia dott. Ferrante . "
            "la figlia Chiara verrà domani da Cremona .",
            ["Ferrante", "Chiara", "Cremona"])],
    "fr": [("NUIT AGITÉE , PATIENT A RETIRÉ SA VVP . TA 16/9 . DR LE GOFF PRÉVENU . SON ÉPOUSE MARTINE "
            "( 06 45 12 33 90 ) INFORMÉE .",
            ["LE GOFF", "MARTINE", "06 45 12 33 90"])],
    "pt": [("doente agitado durante a noite , retirou cateter . TA 150/90 . avisado o dr. Brandão . a filha "
            "Inês vem amanhã de Viseu .",
            ["Brandão", "Inês", "Viseu"])],
}
