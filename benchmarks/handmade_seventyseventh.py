"""A seventy-seventh hand-written set, written on 2026-12-07 after the seventy-sixth set's rules, and scored once
before any rule looked at it. Biographies and clinical prose, the two kinds whose held-out recall the targets
ask most of: an engineer's, a rugby player's, a violinist's and an academic's biography, a town's list of
notable people, an obituary in a local paper; a discharge summary's header and narrative, a triage note in
lower case, a psychiatrist's letter, a radiology line in capitals. Per language a biography and a note on an
old patient from a care home.

The same conventions as ``handmade_seventythird.py`` (in biographies and notes, names, dates, years, ages over
89, phones, record numbers, addresses, places, bodies and relatives' names count; offices, titles, kinship
words, nationalities, occupations, works, prizes, diseases and drugs do not). ``handmade_devset.py
--seventyseventh`` scores them; their first score is kept in
``benchmarks/results/handmade_seventyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("bio", "Margaret Oyelaran-Hughes (born 4 March 1961) is a Nigerian-born British structural engineer. Raised in "
     "Ibadan, she studied at Imperial College London and joined Arup in 1986, where she led the design of several "
     "footbridges. She married the architect Tomasz Wielgosz in 1990; they have two sons and live in Hampstead.",
     ["Margaret Oyelaran-Hughes", "4 March 1961", "Ibadan", "Imperial College London", "Arup", "1986",
      "Tomasz Wielgosz", "1990", "Hampstead"]),
    ("bio", "Dai Llewellyn-Parry (1924 – 2 August 2009) was a Welsh rugby union prop who won 14 caps for Wales. Born "
     "in Pontypridd, the son of a colliery winder, he played club rugby for Newport RFC and later ran a butcher's "
     "shop on Taff Street. He died at the Royal Glamorgan Hospital aged 85.",
     ["Dai Llewellyn-Parry", "1924", "2 August 2009", "Wales", "Pontypridd", "Newport RFC", "Taff Street",
      "Royal Glamorgan Hospital"]),
    ("bio", "Keiko Tanabe-Ross is a Japanese-American violinist and educator. A graduate of the Juilliard School, she "
     "was concertmaster of the Oregon Symphony from 2004 to 2017 and now teaches at Portland State University. "
     "Her husband, the cellist Daniel Ross, died in 2020.",
     ["Keiko Tanabe-Ross", "Juilliard School", "Oregon Symphony", "2004", "2017", "Portland State University",
      "Daniel Ross", "2020"]),
    ("bio", "Notable people from Skelmersdale:\n- Joe Birtwistle (1899–1971), footballer\n- Ann Cowburn, Olympic "
     "swimmer, born 1958\n- Rev. Thomas Culshaw, vicar of St Paul's 1870–1902",
     ["Skelmersdale", "Joe Birtwistle", "1899", "1971", "Ann Cowburn", "1958", "Thomas Culshaw", "St Paul's",
      "1870", "1902"]),
    ("bio", "DOROTHY PEMBERTON, 1932-2024. Dorothy, a retired district nurse from Clitheroe, died peacefully at "
     "Calderstones care home on 12 January. Predeceased by her husband Frank, she leaves daughters Susan and Helen "
     "and five grandchildren. Funeral at St Mary Magdalene's Church, Clitheroe, on 2 February at 11am.",
     ["DOROTHY PEMBERTON", "1932", "2024", "Dorothy", "Clitheroe", "Calderstones", "12 January", "Frank", "Susan",
      "Helen", "St Mary Magdalene's Church", "2 February"]),
    ("bio", "Prof. Rashid Al-Harbi holds the Chair of Petroleum Geology at King Fahd University of Petroleum and "
     "Minerals in Dhahran. Before that he spent eleven years at Saudi Aramco's Exploration Department. He received "
     "his PhD from the University of Aberdeen in 1998.",
     ["Rashid Al-Harbi", "King Fahd University of Petroleum and Minerals", "Dhahran", "Saudi Aramco",
      "University of Aberdeen", "1998"]),
    ("clinical", "DISCHARGE SUMMARY\nPatient: Gwendolyn Achterberg   MRN: 00482913   DOB: 09/14/1947\nAdmitted: "
     "11/02/2024  Discharged: 11/06/2024\nAttending: Rajesh Subramaniam, MD\nMs. Achterberg is a 77 y/o woman from "
     "Kalamazoo admitted with CHF exacerbation. Her son Pieter (269-555-0143) is her health care proxy. Follow up "
     "with Dr. Lindqvist at Bronson Cardiology in 1 week.",
     ["Gwendolyn Achterberg", "00482913", "09/14/1947", "11/02/2024", "11/06/2024", "Rajesh Subramaniam",
      "Achterberg", "Kalamazoo", "Pieter", "269-555-0143", "Lindqvist", "Bronson Cardiology"]),
    ("clinical", "39m brought in by ems from the shelter on 5th ave after being found down. per staff (denise) pt "
     "drinks daily. hx seizures, on keppra. pt states he lives w/ brother in hamtramck, brother's # 313 555 0188.",
     ["5th ave", "denise", "hamtramck", "313 555 0188"]),
    ("clinical", "Dear Dr Fairbairn,\nI reviewed Mr Callum Strachan (DOB 22.06.1990, CHI 2206901234) in the Royal "
     "Cornhill Hospital outpatient clinic on 3 October. He works as a forklift driver at Tesco's Livingston depot "
     "and lives with his partner, Ailsa. He was previously under the care of Dr Mhairi Gillespie in Dundee.",
     ["Fairbairn", "Callum Strachan", "22.06.1990", "2206901234", "Royal Cornhill Hospital", "3 October", "Tesco",
      "Livingston", "Ailsa", "Mhairi Gillespie", "Dundee"]),
    ("clinical", "CT HEAD W/O CONTRAST 10/21/2024 14:32. COMPARISON: MRI BRAIN 03/02/2022 AT ST. VINCENT'S. "
     "HISTORY: 94 YO F FALL AT HOME IN WARWICK. READ BY: K. OSEI-BONSU, MD.",
     ["10/21/2024", "03/02/2022", "ST. VINCENT'S", "94", "WARWICK", "K. OSEI-BONSU"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("María del Carmen Quintanilla Ruiz (Jaén, 12 de mayo de 1953) es una política española. Licenciada en "
            "Derecho por la Universidad de Granada, fue alcaldesa de Úbeda entre 1995 y 2003. Está casada con el "
            "médico Andrés Villalobos.",
            ["María del Carmen Quintanilla Ruiz", "Jaén", "12 de mayo de 1953", "Universidad de Granada", "Úbeda",
             "1995", "2003", "Andrés Villalobos"]),
           ("Paciente de 92 años, natural de Lorca, ingresa desde la residencia Virgen de la Salud por disnea. "
            "Acompañada por su sobrina Remedios (tel. 968 44 12 09). Médico de cabecera: Dr. Saorín, C.S. San "
            "Diego.",
            ["92", "Lorca", "Virgen de la Salud", "Remedios", "968 44 12 09", "Saorín", "San Diego"])],
    "nl": [("Henk Wiegersma (Leeuwarden, 3 juni 1948 – Utrecht, 17 februari 2021) was een Nederlands schaatser en "
            "later sportbestuurder bij de KNSB. Hij was getrouwd met Trijntje Bosma.",
            ["Henk Wiegersma", "Leeuwarden", "3 juni 1948", "Utrecht", "17 februari 2021", "KNSB",
             "Trijntje Bosma"]),
           ("Mevr. De Boer-Lanting, 91 jaar, opgenomen via SEH van het Martini Ziekenhuis na val thuis in Haren. "
            "Zoon Gerrit (06 41 22 87 15) is contactpersoon. Huisarts: dr. Venema.",
            ["De Boer-Lanting", "91", "Martini Ziekenhuis", "Haren", "Gerrit", "06 41 22 87 15", "Venema"])],
    "de": [("Gertrud Pfannenstiel (* 14. Oktober 1939 in Zwickau) ist eine deutsche Chemikerin. Nach dem Studium an "
            "der Universität Leipzig arbeitete sie bis 1998 bei den Leuna-Werken. Sie lebt mit ihrem Mann Horst in "
            "Halle (Saale).",
            ["Gertrud Pfannenstiel", "14. Oktober 1939", "Zwickau", "Universität Leipzig", "1998", "Leuna-Werken",
             "Horst", "Halle (Saale)"]),
           ("Aufnahme 03.11.2024: Herr Kowalski, 93 J., aus dem Seniorenstift Am Rosengarten, Bad Kreuznach. "
            "Tochter Sabine Kowalski-Brandt (Tel. 0671 889 12 34) informiert. HA: Dr. med. Ulrike Scheidt.",
            ["03.11.2024", "Kowalski", "93", "Seniorenstift Am Rosengarten", "Bad Kreuznach",
             "Sabine Kowalski-Brandt", "0671 889 12 34", "Ulrike Scheidt"])],
    "it": [("Rosaria Bellomo (Caltanissetta, 8 agosto 1957) è una magistrata italiana. Laureata all'Università di "
            "Palermo, è stata procuratrice a Agrigento dal 2005 al 2016. È sposata con il giornalista Franco Lo "
            "Verde.",
            ["Rosaria Bellomo", "Caltanissetta", "8 agosto 1957", "Università di Palermo", "Agrigento", "2005",
             "2016", "Franco Lo Verde"]),
           ("Sig.ra Brambilla, 90 anni, giunge in PS dall'RSA Villa Serena di Monza per febbre. Riferimento: il "
            "figlio Giorgio, cell. 347 112 9087. MMG dott.ssa Colombo.",
            ["Brambilla", "90", "Villa Serena", "Monza", "Giorgio", "347 112 9087", "Colombo"])],
    "fr": [("Yvette Kergoat, née le 21 novembre 1946 à Quimper, est une femme politique française. Ancienne "
            "institutrice à Douarnenez, elle est élue maire de Pont-l'Abbé en 1989. Elle est mariée à Jean-Yves Le "
            "Bihan.",
            ["Yvette Kergoat", "21 novembre 1946", "Quimper", "Douarnenez", "Pont-l'Abbé", "1989",
             "Jean-Yves Le Bihan"]),
           ("Mme Lemaire, 95 ans, adressée par l'EHPAD Les Glycines de Dieppe pour chute. Personne de confiance : sa "
            "fille Nathalie, tél. 06 72 18 44 09. Médecin traitant : Dr Vasseur.",
            ["Lemaire", "95", "Les Glycines", "Dieppe", "Nathalie", "06 72 18 44 09", "Vasseur"])],
    "pt": [("Albertina Sequeira Mourão (Viseu, 30 de abril de 1950) é uma escritora portuguesa. Estudou na Faculdade "
            "de Letras da Universidade de Coimbra e foi professora no Liceu Alves Martins até 1995. É casada com o "
            "pintor Rui Tavares Lobo.",
            ["Albertina Sequeira Mourão", "Viseu", "30 de abril de 1950",
             "Faculdade de Letras da Universidade de Coimbra", "Liceu Alves Martins", "1995", "Rui Tavares Lobo"]),
           ("Sr. Fonseca, 91 anos, trazido do Lar Santa Marta em Setúbal por queda. Contacto: neta Beatriz, 936 554 "
            "120. Médico de família: Dr.ª Carvalho.",
            ["Fonseca", "91", "Lar Santa Marta", "Setúbal", "Beatriz", "936 554 120", "Carvalho"])],
}
