"""A twenty-first hand-written set, written on 2026-11-27 after the twentieth set's rules, and scored once
before any rule looked at it: a lower-case rant, a sub-forum question, a gig review, a marketplace listing, a
tennis results list, a Formula One classification, a local crime story, a wire story on a merger, a
clinic letter, a nursing note in capitals with phone numbers, a lower-case GP note, a record in a
de-identification corpus's style, a footballer's, an author's and an engineer's encyclopedia entries and
a bishop's obituary, and wire copy, notes and posts in Spanish, Dutch, German, Italian, French and
Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other
identifiers; nationalities, parties' members, events, awards, leagues, products, offices and titles of works
are not names here). ``handmade_devset.py --twentyfirst`` scores them; their first score is kept in
``benchmarks/results/handmade_twentyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "honestly sick of southern rail. 40 mins late into brighton AGAIN and the guard just shrugged. "
     "emailed their complaints team, got a reply from someone called gareth saying 'we value your feedback' lol",
     ["southern rail", "brighton", "gareth"]),
    ("social", "r/Edinburgh - Best place for a haircut in Leith? Used to go to Kenny at Cutz on Easter Road but he's "
     "retired. Posted by u/pinkfloyd_fan88", ["r/Edinburgh", "Leith", "Kenny", "Cutz", "Easter Road",
                                              "pinkfloyd_fan88"]),
    ("social", "Saw Wet Leg at the O2 Academy Bristol last night - absolutely class. Support act was a lad from "
     "Cardiff called Ioan something, really good. Queue for the bar was mental though.",
     ["Wet Leg", "O2 Academy Bristol", "Cardiff", "Ioan"]),
    ("social", "FOR SALE: kids bike, barely used, £40. Collection only from Hednesford, WS12. Message Dawn on "
     "07812 334019 or pop round to 3 Heath Way after 5.",
     ["Hednesford", "WS12", "Dawn", "07812 334019", "3 Heath Way"]),
    ("news", "TENNIS - PARIS OPEN RESULTS\nPARIS 1996-11-01\nResults of second round matches :\nPete Sampras ( U.S. ) "
     "beat Marc Rosset ( Switzerland ) 6-4 7-6\nBoris Becker ( Germany ) beat Cedric Pioline ( France ) 6-3 6-2",
     ["PARIS", "Pete Sampras", "U.S.", "Marc Rosset", "Switzerland", "Boris Becker", "Germany", "Cedric Pioline",
      "France"]),
    ("news", "Formula One - Japanese Grand Prix classification\n1. Max Verstappen (Red Bull) 1:54:23.566\n2. Sergio "
     "Perez (Red Bull) +12.535\n3. Carlos Sainz (Ferrari) +20.866\nFastest lap: Verstappen",
     ["Max Verstappen", "Red Bull", "Sergio Perez", "Carlos Sainz", "Ferrari", "Verstappen"]),
    ("news", "A man has been arrested after a stabbing outside a nightclub in Swansea. South Wales Police said "
     "officers were called to Wind Street at about 02:30 on Sunday. A 24-year-old from Neath remains in custody.",
     ["Swansea", "South Wales Police", "Wind Street", "Neath"]),
    ("news", "LONDON (Reuters) - Vodafone and Three UK have completed their merger, creating Britain's biggest mobile "
     "operator. Margherita Della Valle, Vodafone's chief executive, said the deal had been cleared by the CMA.",
     ["LONDON", "Reuters", "Vodafone", "Three UK", "Britain", "Margherita Della Valle", "CMA"]),
    ("clinical", "Dear Dr Anand,\nRe: Mr Tobias Fairweather, DOB 11/04/1967, Hosp no. RX448210\nI reviewed Mr "
     "Fairweather in the Rheumatology Clinic at Queen Elizabeth Hospital Birmingham today. He is a bus driver for "
     "National Express.\nYours sincerely,\nDr Priya Raman",
     ["Anand", "Tobias Fairweather", "11/04/1967", "RX448210", "Fairweather", "Queen Elizabeth Hospital Birmingham",
      "National Express", "Priya Raman"]),
    ("clinical", "NURSING NOTE 0700: PT SETTLED OVERNIGHT. WIFE MARGARET CALLED 0412 HRS, PH 0161 496 0732. "
     "TRANSFER TO SALFORD ROYAL PLANNED TODAY. DR BYRNE AWARE.",
     ["MARGARET", "0161 496 0732", "SALFORD ROYAL", "BYRNE"]),
    ("clinical", "seen in surgery by dr okafor. 3/7 hx cough. lives with daughter in hove, works at sainsburys "
     "on the old shoreham road. plan: amoxicillin, r/v 1/52.",
     ["okafor", "hove", "sainsburys", "old shoreham road"]),
    ("clinical", "Record date: 2089-03-14\nPATIENT: QUINTERO, ELENA\nMRN: 7730195\nMs. Quintero is a 54 year old "
     "woman followed at Brookhaven Medical Center by Dr. Saul Weintraub. She lives in Framingham with her husband.",
     ["2089-03-14", "QUINTERO, ELENA", "7730195", "Quintero", "Brookhaven Medical Center", "Saul Weintraub",
      "Framingham"]),
    ("bio", "Virgil van Dijk (born 8 July 1991) is a Dutch professional footballer who plays as a centre-back for "
     "Liverpool. Born in Breda, he began his career at Groningen before moving to Celtic in 2013 and Southampton "
     "in 2015.", ["Virgil van Dijk", "Liverpool", "Breda", "Groningen", "Celtic", "Southampton"]),
    ("bio", "Sally Rooney (born 20 February 1991) is an Irish author. Born in Castlebar, County Mayo, she studied at "
     "Trinity College Dublin. Her novels are published by Faber and Faber.",
     ["Sally Rooney", "Castlebar", "County Mayo", "Trinity College Dublin", "Faber and Faber"]),
    ("bio", "Dame Stephanie Shirley (born Vera Buchthal; 1933 - 2025) was a British information technology "
     "pioneer. Arriving in Britain on a Kindertransport, she founded Freelance Programmers in Chesham Bois in 1962.",
     ["Stephanie Shirley", "Vera Buchthal", "Britain", "Freelance Programmers", "Chesham Bois"]),
    ("bio", "The Right Reverend Peter Wheatley, who has died aged 77, was Bishop of Edmonton from 1999 to 2014. He "
     "trained at Ripon College Cuddesdon and served curacies in Fulham and Hammersmith.",
     ["Peter Wheatley", "Edmonton", "Ripon College Cuddesdon", "Fulham", "Hammersmith"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("SEVILLA , 9 ene ( EFE ) .- El Betis ha despedido a su entrenador , Manuel Pellegrini , tras la derrota "
         "ante el Getafe en el Benito Villamarín . El presidente Ángel Haro agradeció su trabajo .",
         ["SEVILLA", "EFE", "Betis", "Manuel Pellegrini", "Getafe", "Benito Villamarín", "Ángel Haro"]),
        ("alguien sabe si el mercadona de la calle alcalá abre el domingo? voy con mi prima lucía",
         ["mercadona", "calle alcalá", "lucía"]),
    ],
    "nl": [
        ("UTRECHT ( ANP ) - De gemeente Utrecht en Rijkswaterstaat beginnen maandag met de verbreding van de A27 . "
         "Wethouder Lot van Hooijdonk verwacht overlast in Lunetten .",
         ["UTRECHT", "ANP", "Utrecht", "Rijkswaterstaat", "A27", "Lot van Hooijdonk", "Lunetten"]),
        ("Dhr. De Boer ( 79 ) , opgenomen via de SEH van het Radboudumc na een val . Zoon Pieter is "
         "contactpersoon , tel. 06-12345678 .", ["De Boer", "Radboudumc", "Pieter", "06-12345678"]),
    ],
    "de": [
        ("MÜNCHEN ( dpa ) - Siemens Healthineers hat einen neuen Finanzchef . Jochen Schmitz wechselt vom "
         "Medizintechnikkonzern Carl Zeiss nach Erlangen , teilte das Unternehmen mit .",
         ["MÜNCHEN", "dpa", "Siemens Healthineers", "Jochen Schmitz", "Carl Zeiss", "Erlangen"]),
        ("Pflegebericht : Frau Hoffmann , 88 J. , aus Bad Cannstatt . Sohn Rüdiger informiert . Verlegung ins "
         "Robert-Bosch-Krankenhaus geplant .",
         ["Hoffmann", "Bad Cannstatt", "Rüdiger", "Robert-Bosch-Krankenhaus"]),
    ],
    "it": [
        ("TORINO - La Juventus ha ufficializzato l' acquisto di Teun Koopmeiners dall' Atalanta . L' allenatore "
         "Thiago Motta lo ha accolto alla Continassa .",
         ["TORINO", "Juventus", "Teun Koopmeiners", "Atalanta", "Thiago Motta", "Continassa"]),
        ("qualcuno sa se l' esselunga di viale piave è aperta a ferragosto ? devo passare con mia sorella giulia",
         ["esselunga", "viale piave", "giulia"]),
    ],
    "fr": [
        ("BORDEAUX ( AFP ) - Le tribunal de commerce de Bordeaux a placé les Girondins en redressement judiciaire . "
         "Le propriétaire Gérard Lopez a annoncé un recours devant la cour d' appel .",
         ["BORDEAUX", "AFP", "Bordeaux", "Girondins", "Gérard Lopez"]),
        ("Patiente de 76 ans adressée par le Dr Marchal pour chute à domicile à Villeurbanne . Sa fille Nadège est "
         "joignable au 06 12 34 56 78 .", ["Marchal", "Villeurbanne", "Nadège", "06 12 34 56 78"]),
    ],
    "pt": [
        ("BRAGA , 5 fev ( Lusa ) - O Sporting de Braga anunciou hoje a contratação do avançado Ricardo Horta ao "
         "Benfica . O presidente António Salvador mostrou-se satisfeito .",
         ["BRAGA", "Lusa", "Sporting de Braga", "Ricardo Horta", "Benfica", "António Salvador"]),
        ("alguém sabe se o pingo doce da avenida da boavista abre no feriado ? vou com a minha tia fernanda",
         ["pingo doce", "avenida da boavista", "fernanda"]),
    ],
}
