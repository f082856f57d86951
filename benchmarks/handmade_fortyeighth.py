"""A forty-eighth hand-written set, written on 2026-12-06 after the forty-seventh set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a flat viewing, a match-day post, a complaint to an airline, an anniversary of a death, a
reunion call, a lower-case tea-room tip, a charity run, a sofa for sale), wire copy (a cricket scorecard, a
tennis results line, a capitals headline of a visit, a missing teenager, a chief executive's appointment, a rail
cancellation), nursing and ward notes (a capitals hospice transfer, a lower-case call with a daughter, a
referral with an NHS number, a safeguarding concern, a physiotherapy note with a phone, a care-home handover),
four entries; and per language two posts, notes or lines of different kinds.

The same conventions as ``handmade_fortyseventh.py`` (a band, a party, a team, a charity and a firm are groups
and count; works, products, competitions, events, pets and nationalities do not; a title such as ``Dame`` or
``Dr`` is not part of a name). ``handmade_devset.py --fortyeighth`` scores them; their first score is kept in
``benchmarks/results/handmade_fortyeighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYEIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Viewed a flat on Cowley Road yesterday with Foxtons, agent called Priyanka was lovely. Anyone lived "
     "on that street?",
     ["Cowley Road", "Foxtons", "Priyanka"]),
    ("social", "Scenes at Villa Park!! Ollie Watkins you beauty 😍 #UTV",
     ["Villa Park", "Ollie Watkins"]),
    ("social", "@British_Airways flight delayed 5 hours at Heathrow and no one from your team at the gate can tell "
     "us anything",
     ["@British_Airways", "Heathrow"]),
    ("social", "Two years today since we lost Grandad Ted. Miss you every day. Forever in our hearts at Whitby 🕊️",
     ["Ted", "Whitby"]),
    ("social", "Anyone from Bishop Vesey's class of 2005 up for a reunion? Tag Jonno, Sam and Kirsty H!",
     ["Bishop Vesey's", "Jonno", "Sam", "Kirsty H"]),
    ("social", "if ur in york try bettys for tea and ask for maria, she's the best",
     ["york", "bettys", "maria"]),
    ("social", "Ran the Great North Run for Marie Curie in memory of my auntie Bernadette 💜 JustGiving link in bio",
     ["Marie Curie", "Bernadette", "JustGiving"]),
    ("social", "Selling my sofa, collection from Didsbury only, message Tom or Becky",
     ["Didsbury", "Tom", "Becky"]),
    ("news", "CRICKET - ENGLAND v INDIA , FIRST TEST\nEngland 1st innings: Z. Crawley c Pant b Bumrah 42, "
     "B. Duckett lbw b Siraj 17",
     ["ENGLAND", "INDIA", "England", "Z. Crawley", "Pant", "Bumrah", "B. Duckett", "Siraj"]),
    ("news", "TENNIS - WIMBLEDON MEN'S SINGLES RESULTS\nCarlos Alcaraz ( Spain ) beat Novak Djokovic ( Serbia ) "
     "6-2 6-2 7-6",
     ["Carlos Alcaraz", "Spain", "Novak Djokovic", "Serbia"]),
    ("news", "STARMER VOWS TO FIX NHS AFTER LEEDS VISIT",
     ["STARMER", "NHS", "LEEDS"]),
    ("news", "Police in Rotherham are searching for 17-year-old Kayden Marsh, who was last seen on Tuesday near "
     "Clifton Park.",
     ["Rotherham", "Kayden Marsh", "Clifton Park"]),
    ("news", "Unilever named Fernando Fernandez as chief executive , replacing Hein Schumacher , the company said "
     "on Monday .",
     ["Unilever", "Fernando Fernandez", "Hein Schumacher"]),
    ("news", "Southern Rail cancelled services between Brighton and London Victoria after a signal failure at "
     "Haywards Heath .",
     ["Southern Rail", "Brighton", "London Victoria", "Haywards Heath"]),
    ("clinical", "PT'S HUSBAND FRANK AT BEDSIDE. PT TRANSFERRED FROM ST LUKE'S HOSPICE 11/4. DR ABERNATHY AWARE.",
     ["FRANK", "ST LUKE'S HOSPICE", "11/4", "ABERNATHY"]),
    ("clinical", "spoke to daughter karen re dnacpr. she will bring pt's glasses from home in hove tmrw.",
     ["karen", "hove"]),
    ("clinical", "Referral to Dr S. Mahmood, Respiratory, Royal Papworth. Patient: Ian Hollis, NHS No 943 476 5919.",
     ["S. Mahmood", "Royal Papworth", "Ian Hollis", "943 476 5919"]),
    ("clinical", "Safeguarding concern raised re: neighbour Mr Duffy who has been taking pt's pension from the Post "
     "Office on Station Rd.",
     ["Duffy", "Post Office", "Station Rd"]),
    ("clinical", "Physio (Ana) mobilised pt with zimmer frame to day room. Pt asked for her son Dmitri to be called "
     "on 07811 204 557.",
     ["Ana", "Dmitri", "07811 204 557"]),
    ("clinical", "Handover from Willow Lodge: Mrs Bhatt, 96, refused breakfast. Key worker Joy on shift till 8.",
     ["Willow Lodge", "Bhatt", "96", "Joy"]),
    ("bio", "Ngozi Okonjo-Iweala (born 13 June 1954 in Ogwashi-Ukwu) became Director-General of the World Trade "
     "Organization in 2021.",
     ["Ngozi Okonjo-Iweala", "13 June 1954", "Ogwashi-Ukwu", "World Trade Organization", "2021"]),
    ("bio", "Born in Gorbals, Glasgow, Billy Connolly worked as a welder at the Alexander Stephen and Sons shipyard "
     "before joining the Humblebums.",
     ["Gorbals", "Glasgow", "Billy Connolly", "Alexander Stephen and Sons", "Humblebums"]),
    ("bio", "Yuki Tanaka (田中 由紀) is a violinist with the NHK Symphony Orchestra, married to cellist Kenji Mori.",
     ["Yuki Tanaka", "田中 由紀", "NHK Symphony Orchestra", "Kenji Mori"]),
    ("bio", "Dame Mary Beard, classicist, taught at Newnham College, Cambridge, and presented BBC series from 2010.",
     ["Mary Beard", "Newnham College", "Cambridge", "BBC", "2010"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYEIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Hospitalizada en el Hospital Universitario La Paz , la paciente de 91 años está acompañada por su hijo "
         "Andrés .",
         ["Hospital Universitario La Paz", "91", "Andrés"]),
        ("finde en valencia con mi amiga carla y su novio dani 🍊",
         ["valencia", "carla", "dani"]),
    ],
    "nl": [
        ("ROTTERDAM - PSV heeft verdediger Ryan Flamingo gekocht van FC Utrecht , meldt de club .",
         ["ROTTERDAM", "PSV", "Ryan Flamingo", "FC Utrecht"]),
        ("Zorgnotitie : dhr. Jansen , 93 jaar , dochter Ellen gebeld .",
         ["Jansen", "93", "Ellen"]),
    ],
    "de": [
        ("BERLIN ( dpa ) - Bundeskanzler Friedrich Merz trifft am Mittwoch den französischen Präsidenten Emmanuel "
         "Macron .",
         ["BERLIN", "dpa", "Friedrich Merz", "Emmanuel Macron"]),
        ("heute mit tim und seiner freundin jana in hamburg gewesen 🚲",
         ["tim", "jana", "hamburg"]),
    ],
    "it": [
        ("NAPOLI - Il Napoli ha ingaggiato l' attaccante Romelu Lukaku dal Chelsea , ha annunciato il presidente "
         "Aurelio De Laurentiis .",
         ["NAPOLI", "Napoli", "Romelu Lukaku", "Chelsea", "Aurelio De Laurentiis"]),
        ("Nota infermieristica : sig.ra Ferrari riferisce dolore , il figlio Marco è stato avvisato .",
         ["Ferrari", "Marco"]),
    ],
    "fr": [
        ("Note de soins : Mme Lefèvre , 95 ans , agitée cette nuit , fils Olivier prévenu .",
         ["Lefèvre", "95", "Olivier"]),
        ("LYON ( AFP ) - L' OL a limogé son entraîneur Pierre Sage , a annoncé le président John Textor .",
         ["LYON", "AFP", "OL", "Pierre Sage", "John Textor"]),
    ],
    "pt": [
        ("LISBOA , 2 abr ( Lusa ) - O Benfica contratou o avançado Vangelis Pavlidis ao AZ Alkmaar , anunciou o "
         "clube .",
         ["LISBOA", "Lusa", "Benfica", "Vangelis Pavlidis", "AZ Alkmaar"]),
        ("almoço em braga com o meu primo rui e a namorada dele, a inês",
         ["braga", "rui", "inês"]),
    ],
}
