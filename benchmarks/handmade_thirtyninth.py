"""A thirty-ninth hand-written set, written on 2026-11-28 after the thirty-eighth set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a school fundraiser, a match-day thread, a landlord complaint, a holiday review, a group-chat
line, a marketplace listing), wire copy (tennis and golf results, a rugby table row, an obituary, a
business brief, a disaster line, a headline in capitals), nursing and discharge notes (shorthand, capitals,
a medication line, a psych note), two encyclopaedia entries; and per language a wire line and a post.

The same conventions as ``handmade_thirtyeighth.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions and nationalities do not; a title such as ``Sir`` is not part of a name).
``handmade_devset.py --thirtyninth`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtyninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYNINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Huge well done to Year 6 at St Bede's for raising £1,200 for the Bluebell Wood hospice! "
     "Special mention to Mrs Okonkwo who ran the bake sale 👏 #proudparent",
     ["St Bede's", "Bluebell Wood", "Okonkwo"]),
    ("social", "three points!! what a finish from kane, spurs fans in the away end at villa park were going "
     "mental. ange ball is back baby",
     ["kane", "spurs", "villa park", "ange"]),
    ("social", "Our landlord (Parkside Lettings, Moss Side) has ignored the damp in our flat for 6 months. "
     "@ManCityCouncil any chance someone can actually come out?",
     ["Parkside Lettings", "Moss Side", "@ManCityCouncil"]),
    ("social", "Stayed 3 nights at the Harbour View in Tenby, staff were lovely esp. Megan on reception. "
     "Breakfast was average tbh. 4/5",
     ["Harbour View", "Tenby", "Megan"]),
    ("social", "[19:02] priya: is anyone going to tom's thing on friday\n[19:03] Callum R: yeah me and jess "
     "are getting the train from leeds",
     ["priya", "tom", "Callum R", "jess", "leeds"]),
    ("social", "FOR SALE: IKEA Malm chest of drawers, good condition, collection from Headingley only. "
     "£40 ono, message Rob",
     ["IKEA", "Headingley", "Rob"]),
    ("social", "Anyone else stuck on the M62 near Birch services? Been here 40 mins, Highways England saying "
     "nothing",
     ["Birch", "Highways England"]),
    ("news", "TENNIS - RESULTS AT CANADIAN OPEN\nTORONTO 1996-08-01\nResults from the Canadian Open on "
     "Thursday ( prefix number denotes seeding ) :\n1 - Thomas Muster ( Austria ) beat Mark Philippoussis "
     "( Australia ) 6-3 6-4\nPatrick Rafter ( Australia ) beat 4 - Wayne Ferreira ( South Africa ) 7-6 6-2",
     ["TORONTO", "Thomas Muster", "Austria", "Mark Philippoussis", "Australia", "Patrick Rafter",
      "Wayne Ferreira", "South Africa"]),
    ("news", "GOLF - BRITISH MASTERS SCORES\nNORTHAMPTON , England 1996-06-06\nLeading first-round scores "
     "( GB and Ireland unless stated ) :\n67 Colin Montgomerie , Robert Allenby ( Australia )\n68 Ian "
     "Woosnam , Costantino Rocca ( Italy )",
     ["NORTHAMPTON", "England", "GB", "Ireland", "Colin Montgomerie", "Robert Allenby", "Australia",
      "Ian Woosnam", "Costantino Rocca", "Italy"]),
    ("news", "RUGBY UNION - ENGLISH COUNTY CHAMPIONSHIP TABLE\nCornwall 5 4 0 1 120 61 8\nGloucestershire "
     "5 3 1 1 98 70 7\nLancashire 5 1 0 4 55 130 2",
     ["Cornwall", "Gloucestershire", "Lancashire"]),
    ("news", "Eleanor Whitcombe , who ran the village shop in Much Wenlock for forty years and chaired the "
     "Shropshire branch of the Women 's Institute , has died aged 86 , her son Geoffrey said .",
     ["Eleanor Whitcombe", "Much Wenlock", "Shropshire", "Women 's Institute", "Geoffrey"]),
    ("news", "Unilever said on Tuesday it would sell its spreads business to KKR for 6.8 billion euros . "
     "Chief executive Paul Polman told analysts in Rotterdam the deal would close next year .",
     ["Unilever", "KKR", "Paul Polman", "Rotterdam"]),
    ("news", "DHAKA 1996-07-12\nAt least 40 people drowned when a ferry capsized on the Meghna river near "
     "Chandpur on Friday , police and the fire service said .",
     ["DHAKA", "Meghna", "Chandpur"]),
    ("news", "YELTSIN SACKS LEBED AFTER KREMLIN ROW\nMOSCOW 1996-10-17\nPresident Boris Yeltsin dismissed "
     "security chief Alexander Lebed on Thursday , Interfax news agency reported .",
     ["YELTSIN", "LEBED", "KREMLIN", "MOSCOW", "Boris Yeltsin", "Alexander Lebed", "Interfax"]),
    ("news", "Kenya 's Daniel Komen won the 3,000 metres in Monaco in seven minutes 20.67 seconds , with "
     "Morocco 's Salah Hissou second .",
     ["Kenya", "Daniel Komen", "Monaco", "Morocco", "Salah Hissou"]),
    ("clinical", "S: pt c/o sob overnight, wife at bedside. O: T 37.9 HR 102 RR 24 SpO2 91% RA. A/P: likely "
     "CAP, start ceftriaxone + azithro, CXR ordered. d/w Dr Okafor. F/u w/ PCP Dr. Lindqvist at Roslindale "
     "Family Practice.",
     ["Okafor", "Lindqvist", "Roslindale Family Practice"]),
    ("clinical", "PT IS A 93 YO MALE ADMITTED 3/2 FROM HEBREW REHAB. DNR/DNI. SON (MARK) IS HCP, CELL "
     "781-555-0177. PT SEEN BY DR. ABERNATHY, GI CONSULTED.",
     ["93", "3/2", "HEBREW REHAB", "MARK", "781-555-0177", "ABERNATHY"]),
    ("clinical", "Meds: metoprolol 25 mg PO BID, lasix 40 mg IV daily, heparin SC TID. Allergies: PCN "
     "(rash). Code status: full. Contact: daughter Rosa Delgado 508-555-0133.",
     ["Rosa Delgado", "508-555-0133"]),
    ("clinical", "Psych: 34M, brought in by Wakefield police after neighbour called, states voices telling "
     "him to leave. Lives w/ mother in Ossett. Previously under Dr Harrington, Fieldhead.",
     ["Wakefield", "Ossett", "Harrington", "Fieldhead"]),
    ("clinical", "Discharge summary: Mr. Pietro Lombardi, DOB 04/11/1941, admitted 12/28/2024 to Saint "
     "Anne's Hospital, Fall River, with CHF exacerbation. Discharged home with VNA 1/4/2025.",
     ["Pietro Lombardi", "04/11/1941", "12/28/2024", "Saint Anne's Hospital", "Fall River", "1/4/2025"]),
    ("clinical", "0600 pt resting comfortably, no c/o pain. foley draining clear yellow urine. wife "
     "marianne called at 0530, updated. plan for OR today w/ dr castellano.",
     ["marianne", "castellano"]),
    ("bio", "Mary Seacole (née Grant; 23 November 1805 – 14 May 1881) was a British-Jamaican nurse born in "
     "Kingston, Jamaica, who set up the British Hotel near Balaclava during the Crimean War.",
     ["Mary Seacole", "Grant", "23 November 1805", "14 May 1881", "Kingston", "Jamaica", "British Hotel",
      "Balaclava"]),
    ("bio", "Chinua Achebe (1930–2013) was a Nigerian novelist born in Ogidi. He taught at the University of "
     "Nigeria, Nsukka, and later at Bard College and Brown University.",
     ["Chinua Achebe", "Ogidi", "University of Nigeria", "Nsukka", "Bard College", "Brown University"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYNINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("SEVILLA , 4 oct ( EFE ) .- El alcalde de Sevilla , José Luis Sanz , y la presidenta de la Junta de "
         "Andalucía visitaron hoy las obras del metro en Triana .",
         ["SEVILLA", "EFE", "Sevilla", "José Luis Sanz", "Junta de Andalucía", "Triana"]),
        ("alguien sabe si el mercadona de la calle feria abre el domingo?? mi prima lucía dice que sí jaja",
         ["mercadona", "calle feria", "lucía"]),
    ],
    "nl": [
        ("ROTTERDAM - Feyenoord heeft zondag in De Kuip met 3-0 gewonnen van PSV . Santiago Giménez scoorde "
         "twee keer , meldt het ANP .",
         ["ROTTERDAM", "Feyenoord", "De Kuip", "PSV", "Santiago Giménez", "ANP"]),
        ("weet iemand een goede kapper in utrecht? ik ging altijd naar sanne bij knipperlap maar die is "
         "verhuisd naar zwolle",
         ["utrecht", "sanne", "knipperlap", "zwolle"]),
    ],
    "de": [
        ("HAMBURG ( dpa ) - Der Hamburger SV hat Trainer Steffen Baumgart entlassen , teilte der Verein am "
         "Sonntag im Volksparkstadion mit .",
         ["HAMBURG", "dpa", "Hamburger SV", "Steffen Baumgart", "Volksparkstadion"]),
        ("war heute mit lena im englischen garten, danach kaffee bei der bäckerei rischart am marienplatz ☕",
         ["lena", "englischen garten", "rischart", "marienplatz"]),
    ],
    "it": [
        ("NAPOLI - Il sindaco Gaetano Manfredi ha incontrato i vertici della Regione Campania per il "
         "nuovo stadio di Fuorigrotta , riferisce l' ANSA .",
         ["NAPOLI", "Gaetano Manfredi", "Regione Campania", "Fuorigrotta", "ANSA"]),
        ("ieri sera pizza da sorbillo con marco e giulia, poi giro a spaccanapoli 🍕",
         ["sorbillo", "marco", "giulia", "spaccanapoli"]),
    ],
    "fr": [
        ("LYON ( AFP ) - L' Olympique lyonnais s' est imposé 2-1 face au Stade rennais dimanche au Groupama "
         "Stadium , grâce à un but d' Alexandre Lacazette .",
         ["LYON", "AFP", "Olympique lyonnais", "Stade rennais", "Groupama Stadium", "Alexandre Lacazette"]),
        ("qqn connaît un bon garage vers villeurbanne ? celui de karim rue anatole france est fermé le lundi",
         ["villeurbanne", "karim", "rue anatole france"]),
    ],
    "pt": [
        ("PORTO , 7 nov ( Lusa ) - O FC Porto venceu o Benfica por 2-0 no Estádio do Dragão , com golos de "
         "Samu Omorodion , informou o clube .",
         ["PORTO", "Lusa", "FC Porto", "Benfica", "Estádio do Dragão", "Samu Omorodion"]),
        ("alguém sabe se a pastelaria versailles ainda abre ao domingo? a minha tia graça adora",
         ["versailles", "graça"]),
    ],
}
