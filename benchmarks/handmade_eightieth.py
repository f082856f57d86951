"""An eightieth hand-written set, written on 2026-12-07 after the seventy-ninth set's rules, and scored once before
any rule looked at it. Biographies and clinical notes, the two kinds whose held-out targets ask most: a
footballer's career by clubs and years, an Indian politician's, a chemist's with her prizes, a drummer's band
history, an early life with parents and schools, a chef's; an ICU note in mixed-case shorthand, a GP's
discharge letter with an address, a triage in capitals with a phone in brackets, a psychiatric note in lower
case, a district nurse's home visit with a pager. Per language a biography and a note.

The same conventions as ``handmade_seventyseventh.py`` (in biographies and notes, names, dates, years, ages over
89, phones, record numbers, addresses, places, bodies and relatives' names count; offices, titles, kinship
words, nationalities, occupations, works, prizes, diseases and drugs do not). ``handmade_devset.py
--eightieth`` scores them; their first score is kept in ``benchmarks/results/handmade_eightieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("bio", "Kwame Asante-Boateng (born 19 January 1994) is a Ghanaian professional footballer who plays as a "
     "centre-back for Hibernian. He began his career at Asante Kotoko before moving to Rosenborg in 2015, and "
     "spent three seasons with Sparta Rotterdam before joining Hibernian in July 2021.",
     ["Kwame Asante-Boateng", "19 January 1994", "Hibernian", "Asante Kotoko", "Rosenborg", "2015",
      "Sparta Rotterdam", "July 2021"]),
    ("bio", "Lakshmi Narayanan Iyer (1939 – 14 August 2011) was an Indian politician who represented Tiruchirappalli "
     "in the Lok Sabha from 1977 to 1984. Born in Srirangam to Narayanan Iyer, a schoolteacher, he studied law "
     "at Madras Christian College.",
     ["Lakshmi Narayanan Iyer", "1939", "14 August 2011", "Tiruchirappalli", "1977", "1984", "Srirangam",
      "Narayanan Iyer", "Madras Christian College"]),
    ("bio", "Ingrid Solveig Haugland FRS (born 1968) is a Norwegian chemist and professor at ETH Zurich. After a "
     "doctorate at the University of Oslo under Per Kofstad, she held a fellowship at Caltech. She was awarded "
     "the Körber Prize in 2019.",
     ["Ingrid Solveig Haugland", "1968", "ETH Zurich", "University of Oslo", "Per Kofstad", "Caltech", "2019"]),
    ("bio", "Danny \"Sticks\" McGarrigle is a drummer from Derry, best known as a member of the punk band The "
     "Undertones' touring line-up between 1999 and 2004. He later formed Little Doses with his cousin Roisin "
     "McGarrigle.",
     ["Danny \"Sticks\" McGarrigle", "Derry", "The Undertones", "1999", "2004", "Little Doses",
      "Roisin McGarrigle"]),
    ("bio", "Early life\nOkonkwo was born in Enugu to Chinedu Okonkwo, an engineer with the Nigerian Railway "
     "Corporation, and Adaeze Okonkwo (née Eze). She attended Queen's School, Enugu, and moved to Leeds with her "
     "family in 1987.",
     ["Okonkwo", "Enugu", "Chinedu Okonkwo", "Nigerian Railway Corporation", "Adaeze Okonkwo", "Eze",
      "Queen's School", "Leeds", "1987"]),
    ("bio", "Mathieu Fontaine-Rigaud (born 3 May 1979 in Annecy) is a French chef. He trained under Michel Bras at "
     "Laguiole and opened his first restaurant, L'Épicerie, in Lyon in 2008.",
     ["Mathieu Fontaine-Rigaud", "3 May 1979", "Annecy", "Michel Bras", "Laguiole", "L'Épicerie", "Lyon", "2008"]),
    ("clinical", "Neuro: sedated on propofol, RASS -2, PERRL. CV: NSR 80s, MAP >65 off pressors. Resp: SIMV, FiO2 "
     "40%, PEEP 8. Pt's daughter Marisol called x2, updated by Dr. Baptiste. Plan: SBT in AM if stable.",
     ["Marisol", "Baptiste"]),
    ("clinical", "Dear Dr Whitcombe,\nRe: Harold Pennington, DOB 02/11/1931, 14 Larkspur Close, Thornbury BS35 "
     "2QR\nMr Pennington, 93, was admitted to Southmead Hospital on 28/10/2024 after a fall at home.",
     ["Whitcombe", "Harold Pennington", "02/11/1931", "14 Larkspur Close", "Thornbury", "BS35 2QR", "Pennington",
      "93", "Southmead Hospital", "28/10/2024"]),
    ("clinical", "TRIAGE 02:14 91 YO M FROM SUNNY ACRES ALF. FOUND ON FLOOR BY AIDE. NEPHEW PAUL (508) 555-0193 "
     "AWARE. HX AFIB ON ELIQUIS.",
     ["91", "SUNNY ACRES ALF", "PAUL", "(508) 555-0193"]),
    ("clinical", "pt seen on ward 7 w/ sw. states her partner jason has been staying at her flat in walthamstow "
     "since sept. pt wants to go back to st ann's after d/c. risk assessment done.",
     ["jason", "walthamstow", "sept", "st ann's"]),
    ("clinical", "Home visit 11/14: Mrs. Delacroix, 88, lives alone at 7 Birch Row. Granddaughter Tamsin visits "
     "daily. Wound to L shin healing. Pager 4471 if concerns. Next visit Tues.",
     ["11/14", "Delacroix", "7 Birch Row", "Tamsin", "4471"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Rosario Villalobos Etxeberria (San Sebastián, 8 de febrero de 1971) es una atleta española. Compitió "
            "con la Real Sociedad y fue entrenada por Ignacio Mújica hasta 1998.",
            ["Rosario Villalobos Etxeberria", "San Sebastián", "8 de febrero de 1971", "Real Sociedad",
             "Ignacio Mújica", "1998"]),
           ("Paciente de 92 años, vive en Getafe con su hija Pilar (tel. 612 345 678). Ingresa el 3/11 desde la "
            "residencia Los Almendros por fiebre.",
            ["92", "Getafe", "Pilar", "612 345 678", "3/11", "Los Almendros"])],
    "nl": [("Joost van Wijngaarden (Deventer, 4 juni 1958) is een Nederlands roeier. Hij won in 1984 brons in Los "
            "Angeles en was later coach bij de Koninklijke Nederlandsche Roeibond.",
            ["Joost van Wijngaarden", "Deventer", "4 juni 1958", "1984", "Los Angeles",
             "Koninklijke Nederlandsche Roeibond"]),
           ("Mevr. Hoekstra (91 jr) opgenomen vanuit verpleeghuis De Wilgenhof. Zoon Gerrit gebeld op "
            "06-12345678 op 14-11.",
            ["Hoekstra", "91", "De Wilgenhof", "Gerrit", "06-12345678", "14-11"])],
    "de": [("Annegret Wollschläger (* 22. März 1949 in Kassel) ist eine deutsche Bildhauerin. Sie studierte an der "
            "Kunstakademie Düsseldorf bei Joseph Beuys und lebt in Hamburg.",
            ["Annegret Wollschläger", "22. März 1949", "Kassel", "Kunstakademie Düsseldorf", "Joseph Beuys",
             "Hamburg"]),
           ("Pat. Herr Brückner, 94 J., aus dem Pflegeheim Haus Sonnenhof, Tochter Sabine (0171 2345678) "
            "informiert. Aufnahme am 12.11. wegen Exsikkose.",
            ["Brückner", "94", "Haus Sonnenhof", "Sabine", "0171 2345678", "12.11."])],
    "it": [("Carlo Benvenuti (Arezzo, 17 ottobre 1962) è un ciclista italiano. Corse per la Carrera Jeans e vinse "
            "una tappa del Giro nel 1987, battendo Roberto Visentini.",
            ["Carlo Benvenuti", "Arezzo", "17 ottobre 1962", "Carrera Jeans", "1987", "Roberto Visentini"]),
           ("Sig.ra Lombardi, 95 anni, proveniente dalla RSA San Giuseppe di Monza. Il figlio Davide (tel. 333 "
            "1234567) riferisce cadute ripetute dal 2/11.",
            ["Lombardi", "95", "RSA San Giuseppe", "Monza", "Davide", "333 1234567", "2/11"])],
    "fr": [("Hélène Marchetti-Vidal (née le 6 avril 1966 à Bastia) est une femme politique française. Élue maire "
            "d'Ajaccio en 2014, elle a succédé à Simon Renucci.",
            ["Hélène Marchetti-Vidal", "6 avril 1966", "Bastia", "Ajaccio", "2014", "Simon Renucci"]),
           ("Mme Castagnier, 90 ans, adressée par l'EHPAD Les Tilleuls de Vichy. Sa fille Odile (06 12 34 56 78) "
            "est joignable. Chute le 9/11.",
            ["Castagnier", "90", "Les Tilleuls", "Vichy", "Odile", "06 12 34 56 78", "9/11"])],
    "pt": [("Rui Tavares Medeiros (Ponta Delgada, 30 de setembro de 1975) é um músico português. Estudou no "
            "Conservatório Nacional e tocou com Carlos Paredes até 1993.",
            ["Rui Tavares Medeiros", "Ponta Delgada", "30 de setembro de 1975", "Conservatório Nacional",
             "Carlos Paredes", "1993"]),
           ("Utente de 93 anos, residente no Lar de Santa Marta em Braga. Filha Graça contactada pelo 912 345 678 "
            "em 10/11.",
            ["93", "Lar de Santa Marta", "Braga", "Graça", "912 345 678", "10/11"])],
}
