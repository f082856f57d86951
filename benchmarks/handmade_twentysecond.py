"""A twenty-second hand-written set, written on 2026-11-27 after the twenty-first set's rules, and scored once
before any rule looked at it: a parenting-forum thread, a restaurant review naming its staff, a Discord chat,
a lost-dog post, a horse-racing result, a county's election returns, a magistrates' court list, a markets
story with tickers, an ambulance report, a physiotherapy note, a lower-case handover by text message, a
medicines reconciliation, a musician's, a senator's and an academic's entries and a boxer's obituary, and
wire copy, notes and posts in Spanish, Dutch, German, Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other
identifiers; nationalities, parties' members, events, awards, leagues, products, offices and titles of works
are not names here, nor are animals; a lower-case institution's head before its place is not, as in "procura di
Palermo").
``handmade_devset.py --twentysecond`` scores them; their first score is kept in
``benchmarks/results/handmade_twentysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Re: Nursery fees in Harrogate\nPosted by Mummyof3_Tash\nWe use Little Acorns on Skipton Road, about "
     "£62 a day. Ask for Bev, she runs the baby room. My sister-in-law Chloe sends hers to Bright Horizons in Leeds.",
     ["Harrogate", "Mummyof3_Tash", "Little Acorns", "Skipton Road", "Bev", "Chloe", "Bright Horizons", "Leeds"]),
    ("social", "Lovely meal at Dishoom Covent Garden for my mum's birthday. Our server Arjun was brilliant and the "
     "manager, Sophie, sorted a cake for us. Will be back!", ["Dishoom Covent Garden", "Arjun", "Sophie"]),
    ("social", "@Rhys_ttv: anyone up for ranked?\n@kayleigh.b: cant, at my nans in Merthyr till 8\n@Rhys_ttv: "
     "@dai_the_boss u on?\n@dai_the_boss: yeh give me 10",
     ["@Rhys_ttv", "@kayleigh.b", "Merthyr", "@dai_the_boss"]),
    ("social", "LOST DOG - Whitley Bay area. Bella, black cocker spaniel, last seen near St Mary's Lighthouse on "
     "Sunday. Please ring Gary on 07700 900981 if you see her.",
     ["Whitley Bay", "St Mary's Lighthouse", "Gary", "07700 900981"]),
    ("news", "HORSE RACING - CHELTENHAM GOLD CUP RESULT\nCHELTENHAM, England 1997-03-13\n1. Mr Mulligan "
     "( Tony McCoy ) 20-1\n2. Barton Bank ( David Walsh ) 33-1\n3. Dorans Pride ( Richard Dunwoody ) 10-1\n"
     "Trainer : Noel Chance", ["CHELTENHAM", "England", "Tony McCoy", "David Walsh", "Richard Dunwoody",
                               "Noel Chance"]),
    ("news", "Maricopa County results\nGovernor: Katie Hobbs (D) 51.2% - Kari Lake (R) 48.8%\nSenate: Mark Kelly (D) "
     "53.1% - Blake Masters (R) 46.9%\nTurnout in Phoenix and Mesa was above 70 percent.",
     ["Maricopa County", "Katie Hobbs", "Kari Lake", "Mark Kelly", "Blake Masters", "Phoenix", "Mesa"]),
    ("news", "Appearing at Bolton Magistrates' Court: Liam Dawson, 34, of Mill Lane, Farnworth, admitted "
     "drink-driving; Sharon Kay, 51, of Bradshaw Brow, Bolton, was fined £400 for failing to pay for a TV licence.",
     ["Bolton Magistrates' Court", "Liam Dawson", "Mill Lane", "Farnworth", "Sharon Kay", "Bradshaw Brow",
      "Bolton"]),
    ("news", "Shares in Rolls-Royce (RR.L) rose 4% after the engine maker raised its profit outlook, while BAE "
     "Systems (BA.L) slipped. Tufan Erginbilgic, Rolls-Royce's chief executive, told analysts in Derby that "
     "demand from Emirates was strong.",
     ["Rolls-Royce", "RR.L", "BAE Systems", "BA.L", "Tufan Erginbilgic", "Derby", "Emirates"]),
    ("clinical", "PCR: Called 14:05 to 22 Fernhill Avenue, Weymouth. 78F found on floor by neighbour (Mrs Pat "
     "Okonkwo). Pt Doris Lambert, alert, c/o hip pain. Conveyed to Dorset County Hospital, handed to Sr Evans.",
     ["22 Fernhill Avenue", "Weymouth", "Pat Okonkwo", "Doris Lambert", "Dorset County Hospital", "Evans"]),
    ("clinical", "Physio review: Mr Gwilym Price, 5/7 post TKR (L). Mobilising with ZF, 20m. Daughter Nerys to "
     "collect. Outpatient physio booked at Llandough Hospital with Kath.",
     ["Gwilym Price", "Nerys", "Llandough Hospital", "Kath"]),
    ("clinical", "hi jo, handover for bed 4 - mr patel, family (son vikram) want update, please ring after 6. "
     "dr hussein aware re bloods. he used to work at boots in wembley so knows his meds lol",
     ["jo", "patel", "vikram", "hussein", "boots", "wembley"]),
    ("clinical", "MEDICINES RECONCILIATION\nPatient: Alan Thwaite  NHS: 485 777 3456\nSource: Lloyds Pharmacy, "
     "Kendal (spoke to Raj)\nGP: Castle Medical Group\nRamipril 5mg OD, Atorvastatin 40mg ON.",
     ["Alan Thwaite", "485 777 3456", "Lloyds Pharmacy", "Kendal", "Raj", "Castle Medical Group"]),
    ("bio", "Tom Grennan (born 8 June 1995) is an English singer from Bedford. He signed with Insanity Records in "
     "2017 and toured with Sam Fender. He studied at Bedford Modern School and played for Luton Town's academy.",
     ["Tom Grennan", "Bedford", "Insanity Records", "Sam Fender", "Bedford Modern School", "Luton Town"]),
    ("bio", "Tammy Duckworth (born March 12, 1968) is an American politician serving as the junior senator from "
     "Illinois. Born in Bangkok, she served in the Illinois Army National Guard and was wounded in Iraq in 2004.",
     ["Tammy Duckworth", "Illinois", "Bangkok", "Illinois Army National Guard", "Iraq"]),
    ("bio", "Dr Sunita Ghosh is a Reader in Epidemiology at the London School of Hygiene & Tropical Medicine. She "
     "previously worked for Public Health England and the World Health Organization in Geneva. Email: "
     "sunita.ghosh@lshtm.ac.uk", ["Sunita Ghosh", "London School of Hygiene & Tropical Medicine",
                                 "Public Health England", "World Health Organization", "Geneva",
                                 "sunita.ghosh@lshtm.ac.uk"]),
    ("bio", "Ken Buchanan, who has died aged 77, was the finest boxer Scotland produced. Born in Edinburgh, he "
     "won the world lightweight title in San Juan in 1970 and was managed by Eddie Thomas in Merthyr Tydfil.",
     ["Ken Buchanan", "Scotland", "Edinburgh", "San Juan", "Eddie Thomas", "Merthyr Tydfil"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("BILBAO , 14 mar ( EFE ) .- El Athletic Club ha renovado a Nico Williams hasta 2035 . El presidente Jon "
         "Uriarte lo anunció en San Mamés junto al entrenador Ernesto Valverde .",
         ["BILBAO", "EFE", "Athletic Club", "Nico Williams", "Jon Uriarte", "San Mamés", "Ernesto Valverde"]),
        ("Varón de 81 años , vive en Getafe con su esposa Pilar . Traslado desde la residencia Amavir al Hospital "
         "Universitario de Getafe . Teléfono de contacto : 612 345 678 .",
         ["Getafe", "Pilar", "Amavir", "Hospital Universitario de Getafe", "612 345 678"]),
    ],
    "nl": [
        ("AMSTERDAM ( ANP ) - Schiphol schrapt deze zomer opnieuw vluchten . Topman Pieter van Oord zei dat KLM en "
         "Transavia het hardst worden geraakt .",
         ["AMSTERDAM", "ANP", "Schiphol", "Pieter van Oord", "KLM", "Transavia"]),
        ("iemand een tip voor een goede kapper in deventer ? mijn vriendin sanne zweert bij een zaak op de brink",
         ["deventer", "sanne", "brink"]),
    ],
    "de": [
        ("KÖLN ( dpa ) - Der 1. FC Köln hat Trainer Gerhard Struber entlassen . Sportchef Christian Keller "
         "übernimmt vorerst die Verantwortung im RheinEnergieStadion .",
         ["KÖLN", "dpa", "1. FC Köln", "Gerhard Struber", "Christian Keller", "RheinEnergieStadion"]),
        ("Herr Yilmaz , 63 J. , Aufnahme über die ZNA des Klinikums Nürnberg . Ehefrau Ayşe begleitet ihn . "
         "Hausärztin : Dr. Brandl , Fürth .",
         ["Yilmaz", "Klinikums Nürnberg", "Ayşe", "Brandl", "Fürth"]),
    ],
    "it": [
        ("FIRENZE - La Fiorentina ha esonerato l' allenatore Raffaele Palladino . Il direttore generale "
         "Alessandro Ferrari ha comunicato la decisione al Viola Park .",
         ["FIRENZE", "Fiorentina", "Raffaele Palladino", "Alessandro Ferrari", "Viola Park"]),
        ("Signora di 77 anni , vedova , vive a Lecce . Seguita dal medico di base dott.ssa Quarta . La nipote "
         "Federica la accompagna al Vito Fazzi per la visita .",
         ["Lecce", "Quarta", "Federica", "Vito Fazzi"]),
    ],
    "fr": [
        ("NANTES ( AFP ) - Le FC Nantes a limogé son entraîneur Antoine Kombouaré . Le président Waldemar Kita a "
         "annoncé l' arrivée de Luis Castro à la Beaujoire .",
         ["NANTES", "AFP", "FC Nantes", "Antoine Kombouaré", "Waldemar Kita", "Luis Castro", "Beaujoire"]),
        ("Patient de 59 ans , domicilié à Roubaix , adressé aux urgences du CHU de Lille par SOS Médecins . "
         "Personne de confiance : sa compagne Sylvie .",
         ["Roubaix", "CHU de Lille", "SOS Médecins", "Sylvie"]),
    ],
    "pt": [
        ("COIMBRA , 3 mar ( Lusa ) - A Universidade de Coimbra elegeu hoje o novo reitor , Amílcar Falcão . A "
         "cerimónia decorreu na Sala dos Capelos com a presença da ministra Elvira Fortunato .",
         ["COIMBRA", "Lusa", "Universidade de Coimbra", "Amílcar Falcão", "Sala dos Capelos", "Elvira Fortunato"]),
        ("alguém conhece um bom dentista em braga ? a minha prima inês foi a uma clínica na rua do souto e gostou",
         ["braga", "inês", "rua do souto"]),
    ],
}
