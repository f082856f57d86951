"""A seventeenth hand-written set, written on 2026-11-27 after the sixteenth set's rules, and scored once
before any rule looked at it: forum posts with handles, a tweet, an e-mail with a signature, a golf leaderboard,
an election table and an athletics table, business and local crime stories with lone surnames, an ALL-CAPS
nursing note, a referral letter, a lower-case ED note, a biography and a CV, and wire copy, notes and posts in
Spanish, Dutch, German, Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes and CVs also the other
identifiers; nationalities, parties' members, events, awards, leagues, products, offices and titles of works are
not names here). ``handmade_devset.py --seventeenth`` scores them; their first score is kept in
``benchmarks/results/handmade_seventeenth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTEENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "r/edinburgh anyone know a decent dentist near leith walk? been with mydentist in portobello for years "
     "but they just closed. ping u/haggis_hunter99, he recommended one last year",
     ["r/edinburgh", "leith walk", "mydentist", "portobello", "u/haggis_hunter99"]),
    ("social", "Congrats to @SarahJ_Runs on her PB at the Great North Run!! Newcastle crowds never disappoint #GNR",
     ["@SarahJ_Runs", "Newcastle"]),
    ("social", "my landlord (mr okafor) still hasn't fixed the boiler. 3 weeks now. the council said they'd send "
     "someone from housing but nobody came. living in peckham is great until it isn't",
     ["okafor", "peckham"]),
    ("social", "Hi Dave,\nThanks for sending the contract over. Legal (Fiona in our Bristol office) has a couple of "
     "comments, I'll forward them by Friday.\nBest,\nKatarzyna Nowak\nProcurement Lead | Arden & Finch Ltd\n"
     "+44 117 496 0321",
     ["Dave", "Fiona", "Bristol", "Katarzyna Nowak", "Arden & Finch Ltd", "+44 117 496 0321"]),
    ("social", "Switched from PayPal to Wise for sending money home to Lagos, the fees are way lower. shoutout to my "
     "cousin Tunde who told me about it. anyone tried Revolut for this?",
     ["PayPal", "Wise", "Lagos", "Tunde", "Revolut"]),
    ("news", "GOLF - BRITISH OPEN LEADING SCORES\nTROON , Scotland 1997-07-18\nLeading scores after the second round "
     "of the British Open at Royal Troon ( GB and Ireland unless stated ) :\n135 Darren Clarke 67 68\n137 Justin "
     "Leonard ( U.S. ) 69 66 , Jesper Parnevik ( Sweden ) 70 67\n138 Fred Couples ( U.S. ) 69 69",
     ["TROON", "Scotland", "Royal Troon", "GB", "Ireland", "Darren Clarke", "Justin Leonard", "U.S.",
      "Jesper Parnevik", "Sweden", "Fred Couples"]),
    ("news", "PERU - OFFICIAL ELECTION RESULTS\nLIMA 1995-04-12\nOfficial results of Sunday 's presidential "
     "election with 94 percent of votes counted :\nAlberto Fujimori ( Cambio 90 ) 64.4 percent\nJavier Perez de "
     "Cuellar ( UPP ) 21.8 percent\nMercedes Cabanillas ( APRA ) 4.1 percent",
     ["PERU", "LIMA", "Alberto Fujimori", "Cambio 90", "Javier Perez de Cuellar", "UPP", "Mercedes Cabanillas",
      "APRA"]),
    ("news", "Unilever said on Thursday it would sell its tea business , which includes PG Tips , to private equity "
     "firm CVC Capital Partners for 4.5 billion euros . Chief executive Alan Jope said the sale would let the "
     "group focus on beauty . Jope , who steps down next year , did not take questions .",
     ["Unilever", "CVC Capital Partners", "Alan Jope", "Jope"]),
    ("news", "SOCCER - MONACO SACK COACH AFTER CUP EXIT\nMONACO 1996-11-03\nFrench first division club Monaco "
     "sacked coach Jean Tigana on Sunday , two days after their French Cup defeat by third division Rouen .",
     ["MONACO", "Monaco", "Jean Tigana", "Rouen"]),
    ("news", "ATHLETICS - ZURICH GRAND PRIX RESULTS\nZURICH 1996-08-14\nLeading results at the Weltklasse meeting "
     "on Wednesday :\nWomen 's 100 metres\n1. Gail Devers ( U.S. ) 10.94\n2. Merlene Ottey ( Jamaica ) 10.96\n"
     "Men 's 5,000 metres\n1. Daniel Komen ( Kenya ) 12:45.09\n2. Haile Gebrselassie ( Ethiopia ) 12:52.70",
     ["ZURICH", "Gail Devers", "U.S.", "Merlene Ottey", "Jamaica", "Daniel Komen", "Kenya", "Haile Gebrselassie",
      "Ethiopia"]),
    ("news", "A 27-year-old man from Luton has been charged with attempted murder after a stabbing outside a pub "
     "on Saturday night . Detective Inspector Claire Hobbs of Bedfordshire Police said the victim remained in a "
     "stable condition . Hobbs urged anyone with dashcam footage to come forward .",
     ["Luton", "Claire Hobbs", "Bedfordshire Police", "Hobbs"]),
    ("clinical", "NPN 7A-7P\nNEURO: A+OX3, MAE. CV: SR 80S, NO ECTOPY. RESP: LS CLEAR, O2 2L NC. GI: TF @ 60CC/HR. "
     "SOCIAL: WIFE JOAN AND SON PETER VISITED, UPDATED BY DR. KAPLAN. PLAN TO TRANSFER TO ST. LUKE'S REHAB 11/4.",
     ["JOAN", "PETER", "KAPLAN", "ST. LUKE'S REHAB", "11/4"]),
    ("clinical", "Dear Dr. Whitfield,\nI saw your patient, Mrs. Gloria Esposito (DOB 03/14/1951, MRN 4471902), in "
     "clinic at Hartford Hospital on 9/12/2024 for follow-up of atrial fibrillation. She remains in sinus rhythm "
     "on apixaban. Please call me at 860-555-0142 with any questions.\nSincerely,\nRajesh Iyer, MD",
     ["Whitfield", "Gloria Esposito", "03/14/1951", "4471902", "Hartford Hospital", "9/12/2024", "860-555-0142",
      "Rajesh Iyer"]),
    ("clinical", "pt seen in ed at mgh 2/3, transferred to floor. daughter maria (cell 617 555 0190) wants a call "
     "w/ results. hx afib on eliquis, lives alone in quincy.",
     ["mgh", "2/3", "maria", "617 555 0190", "quincy"]),
    ("bio", "Wangari Maathai ( 1 April 1940 – 25 September 2011 ) was a Kenyan environmental activist who founded "
     "the Green Belt Movement . She studied at Mount St. Scholastica College in Atchison , Kansas , and at the "
     "University of Pittsburgh . In 2004 Maathai became the first African woman to receive the Nobel Peace Prize .",
     ["Wangari Maathai", "Green Belt Movement", "Mount St. Scholastica College", "Atchison", "Kansas",
      "University of Pittsburgh", "Maathai"]),
    ("bio", "TOM HAVERFORD\ntom.haverford@example.com | linkedin.com/in/tomhaverford\nEXPERIENCE\nSenior Data "
     "Engineer, Monzo Bank — London (2021–present)\nData Analyst, Deloitte — Manchester (2018–2021)\nEDUCATION\n"
     "BSc Mathematics, University of Leeds",
     ["TOM HAVERFORD", "tom.haverford@example.com", "linkedin.com/in/tomhaverford", "Monzo Bank", "London",
      "Deloitte", "Manchester", "University of Leeds"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTEENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Madrid , 14 mar ( Europa Press ) .- La Guardia Civil ha detenido en Alcalá de Henares a un hombre de 52 "
         "años por estafar a varios vecinos , según ha informado la Delegación del Gobierno . La alcaldesa , "
         "Judith Piquet , ha pedido a los afectados que denuncien .",
         ["Madrid", "Europa Press", "Guardia Civil", "Alcalá de Henares", "Delegación del Gobierno",
          "Judith Piquet"]),
        ("Paciente varón de 67 años , natural de Cáceres , que acude a urgencias del Hospital Universitario La Paz "
         "acompañado de su hija Lucía . Antecedentes : HTA , DM2 . Médico de cabecera : Dr. Ramírez Ortega .",
         ["Cáceres", "Hospital Universitario La Paz", "Lucía", "Ramírez Ortega"]),
    ],
    "nl": [
        ("AMSTERDAM - Ajax heeft maandag afscheid genomen van algemeen directeur Menno Geelen . Dat meldt de club "
         "op zijn website . Commissaris Michael van Praag noemt het vertrek ' een verlies ' . Ajax speelt zondag "
         "in Eindhoven tegen PSV .",
         ["AMSTERDAM", "Ajax", "Menno Geelen", "Michael van Praag", "Eindhoven", "PSV"]),
        ("wie gaat er zaterdag mee naar lowlands?? @daanvdberg en ik hebben nog een kaartje over. we rijden "
         "vanuit utrecht", ["@daanvdberg", "utrecht"]),
    ],
    "de": [
        ("MÜNCHEN ( dpa ) - Der FC Bayern München hat den Vertrag mit Joshua Kimmich bis 2029 verlängert . Das "
         "gab Sportvorstand Max Eberl am Freitag an der Säbener Straße bekannt . Kimmich war 2015 von RB Leipzig "
         "gekommen .",
         ["MÜNCHEN", "dpa", "FC Bayern München", "Joshua Kimmich", "Max Eberl", "Säbener Straße", "Kimmich",
          "RB Leipzig"]),
        ("Sehr geehrte Frau Kollegin Dr. Weber , wir berichten über Ihre Patientin Frau Elke Brandt , wohnhaft in "
         "Bielefeld , die sich im Februar in stationärer Behandlung im Klinikum Bielefeld befand .",
         ["Weber", "Elke Brandt", "Bielefeld", "Klinikum Bielefeld"]),
    ],
    "it": [
        ("ROMA - Il presidente della Regione Lazio , Francesco Rocca , ha incontrato ieri a Palazzo Chigi il "
         "ministro Giancarlo Giorgetti . Al centro del colloquio i fondi per il Policlinico Umberto I . « Serve "
         "chiarezza » , ha detto Rocca .",
         ["ROMA", "Regione Lazio", "Francesco Rocca", "Palazzo Chigi", "Giancarlo Giorgetti", "Policlinico Umberto I",
          "Rocca"]),
        ("qualcuno sa se il concerto di vasco a bologna è confermato?? io e la giulia abbiamo preso i biglietti a "
         "marzo 😅", ["vasco", "bologna", "giulia"]),
    ],
    "fr": [
        ("LYON ( AFP ) - L' Olympique lyonnais a annoncé lundi le départ de son entraîneur Pierre Sage . Le club "
         "présidé par John Textor a confié l' intérim à Jean-François Vulliez . « Nous remercions Pierre pour son "
         "engagement » , indique le communiqué .",
         ["LYON", "AFP", "Olympique lyonnais", "Pierre Sage", "John Textor", "Jean-François Vulliez", "Pierre"]),
        ("Compte rendu d' hospitalisation . Mme Nathalie Girard , 58 ans , hospitalisée au CHU de Nantes du 4 au 9 "
         "mars pour pneumopathie . Suivie par le Dr Lemoine , médecin traitant à Rezé .",
         ["Nathalie Girard", "CHU de Nantes", "Lemoine", "Rezé"]),
    ],
    "pt": [
        ("LISBOA - O primeiro-ministro , Luís Montenegro , recebeu hoje em São Bento o presidente da Câmara do "
         "Porto , Pedro Duarte . Em cima da mesa esteve o metro do Porto , disse à Lusa fonte do executivo .",
         ["LISBOA", "Luís Montenegro", "São Bento", "Câmara do Porto", "Pedro Duarte", "Porto", "Lusa"]),
        ("alguém mais ficou sem luz aqui em niterói? liguei pra enel e nada. minha vizinha dona cida disse que é o "
         "bairro todo", ["niterói", "enel", "cida"]),
    ],
}
