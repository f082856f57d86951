"""An eighty-ninth hand-written set, written on 2026-12-07 after the eighty-eighth set's rules, and scored once
before any rule looked at it. Nursing notes as an intensive care unit's nurses write them, in capitals and in
lower case, with systems' headings, shorthand, a respiratory therapist's note, an admission from a care home, a
family meeting's addendum, a transfer after a fall; two posts (a sighting in lower case, a restaurant's review).
Per language a nursing note.

The same conventions as ``handmade_eightyfifth.py`` (in notes, names, dates, phones, places, hospitals and ages
over 89; times, wards, professions and drugs do not; in posts, names, handles, places, firms, bands and phones).
``handmade_devset.py --eightyninth`` scores them; their first score is kept in
``benchmarks/results/handmade_eightyninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYNINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("clinical", "NPN 7a-7p\nNEURO: A&OX3, PLEASANT & COOPERATIVE. C/O INCISIONAL PAIN, MEDICATED W/ MSO4 2MG IV W/ "
     "GOOD EFFECT.\nCV: HR 80'S NSR, NO ECTOPY. K+ 3.6, REPLETED W/ 40 MEQ KCL.\nSOCIAL: DAUGHTER JOANNE CALLED X2, "
     "WILL VISIT TOMORROW AFTER WORK. SHE CAN BE REACHED AT 781-555-0132.\nPLAN: ? TRANSFER TO FLOOR IN AM.",
     ["JOANNE", "781-555-0132"]),
    ("clinical", "Resp Care Note: Pt remains on CPAP 5/PS 10, FiO2 .40. BS coarse bilat, sx'd for sm amt thick yellow "
     "secretions. RSBI 62 this am. Dr. Lindqvist aware, plan to extubate after rounds if ABG ok. See flowsheet for "
     "details. - M. Osei RRT",
     ["Lindqvist", "M. Osei"]),
    ("clinical", "Pt is 91 y/o female admitted 3/2 from Hebrew Senior Life w/ UTI & ?sepsis. Hx: CHF, afib on "
     "coumadin, dementia. Son Richard is HCP (cell 617 555 0199), aware of admission & agrees w/ DNR/DNI. Pt's PCP "
     "Dr. Feldman at Beth Israel Deaconess notified.",
     ["91", "3/2", "Hebrew Senior Life", "Richard", "617 555 0199", "Feldman", "Beth Israel Deaconess"]),
    ("clinical", "ccu nursing progress note\nneuro: sedated on propofol 20mcg/kg/min, withdraws to pain. perrla.\n"
     "resp: ac 500x14, peep 8, fio2 50%. abg 7.38/42/88.\nid: tmax 101.2, bc x2 sent, vanco started.\nsocial: wife "
     "mary at bedside most of day, very anxious. spoke w/ dr. chen re: plan. pt is retired firefighter from quincy.",
     ["mary", "chen", "quincy"]),
    ("clinical", "Addendum: Family meeting held at 1500 w/ Dr. Abernathy, SW Kelly Dunn, pt's wife Lorraine and sons "
     "Mike & Steve. Decision made to make pt CMO. Chaplain Fr. O'Hara in to see family.",
     ["Abernathy", "Kelly Dunn", "Lorraine", "Mike", "Steve", "O'Hara"]),
    ("clinical", "T/SICU NURSING NOTE 1900-0700\nEVENTS: PT TO CT OF HEAD @ 2200, NEG. ADMITTED FROM OSH (ST. "
     "ELIZABETH'S) S/P FALL AT HOME IN BROCKTON ON 11/26.\nGU: FOLEY PATENT, UO 30-50CC/HR.\nSOCIAL: NIECE (HCP) "
     "ANGELA VISCONTI UPDATED BY PHONE 508-555-0117.",
     ["ST. ELIZABETH'S", "BROCKTON", "11/26", "ANGELA VISCONTI", "508-555-0117"]),
    ("social", "omg just saw harry styles walking down bold street in liverpool 😭😭 i'm literally shaking",
     ["harry styles", "bold street", "liverpool"]),
    ("social", "Quick review of the new Nando's on Queen Street, Cardiff: chicken was dry, staff were lovely though "
     "(shoutout to Priya on the till) 3/5",
     ["Nando's", "Queen Street", "Cardiff", "Priya"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYNINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Nota de enfermería turno noche. Paciente de 93 años, consciente y orientada. Su hija Rosario llamó a "
            "las 23h, se le informa de la situación. Mañana traslado al Hospital Virgen del Rocío.",
            ["93", "Rosario", "Hospital Virgen del Rocío"])],
    "nl": [("Rapportage nachtdienst: mevr. De Groot heeft goed geslapen. Zoon Johan belde om 22.00 uur, hij komt "
            "morgen langs. Huisarts dr. Bakker (Leiden) is op de hoogte.",
            ["De Groot", "Johan", "Bakker", "Leiden"])],
    "de": [("Pflegebericht Frühdienst: Pat. (92 J.) wach und orientiert, RR 140/85. Tochter Sabine Krüger hat "
            "angerufen, Tel. 0171 5550123. Verlegung ins Klinikum Nürnberg Nord morgen geplant.",
            ["92", "Sabine Krüger", "0171 5550123", "Klinikum Nürnberg Nord"])],
    "it": [("Diario infermieristico: paziente di 95 anni, vigile. La nipote Francesca ha chiamato alle 18, informata "
            "dal dott. Ruggieri. Domani trasferimento all'ospedale San Gerardo di Monza.",
            ["95", "Francesca", "Ruggieri", "San Gerardo", "Monza"])],
    "fr": [("Transmissions de nuit : Mme Lefèvre, 94 ans, a dormi par intermittence. Son fils Olivier a téléphoné à "
            "21h. Rendez-vous au CHU de Nantes le 12 janvier.",
            ["Lefèvre", "94", "Olivier", "CHU de Nantes", "12 janvier"])],
    "pt": [("Registo de enfermagem: a utente D. Aurora Mendes, de 96 anos, passou a noite tranquila. O neto Tiago "
            "ligou às 20h. Consulta no Hospital de Santa Maria a 3 de fevereiro.",
            ["Aurora Mendes", "96", "Tiago", "Hospital de Santa Maria", "3 de fevereiro"])],
}
