"""A seventieth hand-written set, written on 2026-12-06 after the sixty-ninth set's rules, and scored once
before any rule looked at it. The two kinds whose targets ask for the most, biographies with everything
identifying marked and nursing notes with every PHI marked: an encyclopedia's lead paragraphs of a
footballer, a politician, a musician, a judge and a bishop, with relatives, schools, clubs and dates; nursing
notes in capitals and in shorthand, with ages over 89, dates without years, phones after their labels,
hospitals by their letters and relatives by their roles. Per language a biography's lead and a nursing note.

The same conventions as ``handmade_sixtyninth.py`` (in biographies and notes, dates, ages over 89, phones,
record numbers, addresses, places, bodies and relatives' names count; offices, titles, kinship words,
nationalities, works, prizes, diseases and drugs do not).
``handmade_devset.py --seventieth`` scores them; their first score is kept in
``benchmarks/results/handmade_seventieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("bio", "Kieran Joseph Trippier (born 19 September 1990) is an English professional footballer who plays as a "
     "right-back for Newcastle United. Born in Bury, Greater Manchester, he came through the academy at "
     "Manchester City and had spells with Barnsley, Burnley, Tottenham Hotspur and Atlético Madrid.",
     ["Kieran Joseph Trippier", "19 September 1990", "Newcastle United", "Bury", "Greater Manchester",
      "Manchester City", "Barnsley", "Burnley", "Tottenham Hotspur", "Atlético Madrid"]),
    ("bio", "Dame Margaret Hodge (née Oppenheimer; born 8 September 1944) is a British politician who was the "
     "Member of Parliament for Barking from 1994 to 2024. Born in Alexandria, Egypt, she was educated at "
     "Bromley High School and the London School of Economics. She married Henry Hodge in 1978.",
     ["Margaret Hodge", "Oppenheimer", "8 September 1944", "Barking", "1994", "2024", "Alexandria", "Egypt",
      "Bromley High School", "London School of Economics", "Henry Hodge", "1978"]),
    ("bio", "Nadine Shah (born 1986) is an English singer-songwriter from Whitburn, South Tyneside. Her father, "
     "Tariq, is of Pakistani descent. She signed to Infectious Music and lives in Hackney with her partner, "
     "the producer Ben Hillier.",
     ["Nadine Shah", "1986", "Whitburn", "South Tyneside", "Tariq", "Infectious Music", "Hackney",
      "Ben Hillier"]),
    ("bio", "The Right Reverend Guli Francis-Dehqani (born 1966 in Isfahan) has been Bishop of Chelmsford since "
     "2021. Her brother Bahram was killed in Tehran in 1980; the family settled in Nottingham.",
     ["Guli Francis-Dehqani", "1966", "Isfahan", "Chelmsford", "2021", "Bahram", "Tehran", "1980",
      "Nottingham"]),
    ("clinical", "0300 PT AWAKE, C/O PAIN 6/10. DILAUDID 0.5MG IV GIVEN. DAUGHTER ROSEANNE CALLED FROM BALTIMORE, "
     "UPDATED. PLAN D/C TO GOOD SAMARITAN REHAB 11/4 PER DR FEINSTEIN.",
     ["ROSEANNE", "BALTIMORE", "GOOD SAMARITAN REHAB", "11/4", "FEINSTEIN"]),
    ("clinical", "94 y/o f admitted from home (lives w/ son ray in dundalk). hx chf, afib on coumadin. son's cell "
     "410-555-0188. pcp dr o'malley at gbmc.",
     ["94", "ray", "dundalk", "410-555-0188", "o'malley", "gbmc"]),
    ("clinical", "NSG NOTE 12/28: PT IS A 91 YO MALE, MRN 5520931, TRANSFERRED FROM ST AGNES ICU. WIFE (MARGARET) "
     "AT BEDSIDE, H: (410) 555-2290. CHAPLAIN FR. DELANEY VISITED.",
     ["12/28", "91", "5520931", "ST AGNES", "MARGARET", "(410) 555-2290", "DELANEY"]),
    ("clinical", "Pt seen at bedside w/ niece (Tanisha). Pt states she worked at Bethlehem Steel for 30 yrs and "
     "lived on Eastern Ave in Highlandtown until 2019. Lives now at Keswick Multi-Care.",
     ["Tanisha", "Bethlehem Steel", "Eastern Ave", "Highlandtown", "2019", "Keswick Multi-Care"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Carmen Calvo Poyato ( Cabra , Córdoba , 9 de junio de 1957 ) es una política española . Estudió en "
            "la Universidad de Sevilla y fue vicepresidenta del Gobierno entre 2018 y 2021 .",
            ["Carmen Calvo Poyato", "Cabra", "Córdoba", "9 de junio de 1957", "Universidad de Sevilla", "2018",
             "2021"]),
           ("Paciente de 92 años , ingresa desde la residencia Los Rosales de Alcorcón . Hija : Marisol ( tel. "
            "644 210 331 ) . Médico de cabecera : Dr. Iglesias .",
            ["92", "Los Rosales", "Alcorcón", "Marisol", "644 210 331", "Iglesias"])],
    "nl": [("Frenkie de Jong ( Arkel , 12 mei 1997 ) is een Nederlands voetballer die bij FC Barcelona speelt . Hij "
            "kwam via Willem II en Ajax in Spanje terecht .",
            ["Frenkie de Jong", "Arkel", "12 mei 1997", "FC Barcelona", "Willem II", "Ajax", "Spanje"]),
           ("Mevrouw Jansen ( 93 ) is vannacht onrustig geweest . Dochter Ineke is gebeld op 06-12345678 . "
            "Overplaatsing naar verpleeghuis De Bolder in Leusden op 3/2 .",
            ["Jansen", "93", "Ineke", "06-12345678", "De Bolder", "Leusden", "3/2"])],
    "de": [("Ricarda Lang ( * 17. Januar 1994 in Filderstadt ) ist eine deutsche Politikerin ( Bündnis 90/Die "
            "Grünen ) . Sie studierte an der Universität Heidelberg .",
            ["Ricarda Lang", "17. Januar 1994", "Filderstadt", "Bündnis 90/Die Grünen", "Universität Heidelberg"]),
           ("Pflegebericht : Herr Krause , 95 J. , Zimmer 12 . Sohn Dieter ( Tel. 0171 2345678 ) informiert . "
            "Verlegung ins Marienhospital Stuttgart am 14.3. geplant .",
            ["Krause", "95", "Dieter", "0171 2345678", "Marienhospital Stuttgart", "14.3."])],
    "it": [("Elly Schlein ( Lugano , 4 maggio 1985 ) è una politica italiana , segretaria del Partito Democratico "
            "dal 2023 . Si è laureata all' Università di Bologna .",
            ["Elly Schlein", "Lugano", "4 maggio 1985", "Partito Democratico", "2023", "Università di Bologna"]),
           ("Sig.ra Bianchi , 96 anni , agitata nella notte . Contattato il figlio Paolo al 347 112 2334 . "
            "Trasferimento alla RSA Villa Serena di Monza il 5/4 .",
            ["Bianchi", "96", "Paolo", "347 112 2334", "RSA Villa Serena", "Monza", "5/4"])],
    "fr": [("Kylian Mbappé , né le 20 décembre 1998 à Paris , est un footballeur international français qui évolue au "
            "Real Madrid . Il a été formé à l' AS Bondy puis à l' AS Monaco .",
            ["Kylian Mbappé", "20 décembre 1998", "Paris", "Real Madrid", "AS Bondy", "AS Monaco"]),
           ("Mme Lefèvre , 97 ans , chute dans la nuit . Fille ( Sylvie ) prévenue au 06 12 34 56 78 . Retour à "
            "l' EHPAD Les Tilleuls de Vannes prévu le 2/5 .",
            ["Lefèvre", "97", "Sylvie", "06 12 34 56 78", "EHPAD Les Tilleuls", "Vannes", "2/5"])],
    "pt": [("Marcelo Rebelo de Sousa ( Lisboa , 12 de dezembro de 1948 ) é um político e professor português . "
            "Licenciou-se na Faculdade de Direito da Universidade de Lisboa .",
            ["Marcelo Rebelo de Sousa", "Lisboa", "12 de dezembro de 1948",
             "Faculdade de Direito da Universidade de Lisboa"]),
           ("Sr. Gonçalves , 90 anos , confuso durante a noite . Neta Beatriz contactada ( tlm. 913 456 789 ) . "
            "Transferência para o Lar de São José em Viseu a 7/6 .",
            ["Gonçalves", "90", "Beatriz", "913 456 789", "Lar de São José", "Viseu", "7/6"])],
}
