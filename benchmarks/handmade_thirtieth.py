"""A thirtieth hand-written set, written on 2026-11-27 after the twenty-ninth set's rules, and scored once
before any rule looked at it: a subreddit post with handles, a marketplace listing, a restaurant review, a
lower-case family group chat, a tennis results list, a marathon results table, a police appeal, a golf
wire story under a capitals headline, a newspaper death notice, a discharge summary in capitals, a
community midwife's note, a dental note, a lower-case district nurse's note, a chemist's, a mayor's and a
musician's entries, and in Spanish, Dutch, German, Italian, French and Portuguese a story or a results
line beside a note or a post.

The same conventions as ``handmade_twentyninth.py`` (works, honours, competitions and products are no
one's name; a street's or a hospital's kind in lower case is no part of its name in text that writes
capitals; a kinship word such as "nan" or "mum" is no name). ``handmade_devset.py --thirtieth`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "r/leeds - posted by u/kirkstall_kate\nAnyone know a decent plumber round Headingley? The bloke "
     "from Aire Valley Heating never turned up. Edit: u/otleyrunner recommended Gaz at GT Plumbing, sorted.",
     ["r/leeds", "u/kirkstall_kate", "Headingley", "Aire Valley Heating", "u/otleyrunner", "Gaz",
      "GT Plumbing"]),
    ("social", "FOR SALE: oak dining table and 4 chairs, £120 ono. Collection only from Hebden Bridge (HX7). "
     "Message Karen or ring 07700 900461 after 6pm.",
     ["Hebden Bridge", "HX7", "Karen", "07700 900461"]),
    ("social", "Lovely lunch at Rosa's Thai on Brick Lane yesterday. Our server Priya was brilliant and sorted a "
     "birthday cake for my sister Helen. Only gripe: the music. 4/5",
     ["Rosa's Thai", "Brick Lane", "Priya", "Helen"]),
    ("social", "mum: can someone get nan from the bus station at 4\njess: i can after netball\nmum: thanks love. "
     "uncle ray is bringing the dog round later\njess: omg not biscuit again lol",
     ["jess", "ray"]),
    ("news", "TENNIS - WIMBLEDON RESULTS\nLONDON 2025-07-02\nMen's singles, second round\nCarlos Alcaraz ( Spain "
     ") beat Oliver Tarvet ( Britain ) 6-1 6-4 6-4\nJack Draper ( Britain ) beat Alex Bolt ( Australia ) "
     "6-2 6-2 6-4\nMarin Cilic ( Croatia ) beat Jack Draper ( Britain ) 6-4 6-3 1-6 6-4",
     ["LONDON", "Carlos Alcaraz", "Spain", "Oliver Tarvet", "Britain", "Jack Draper", "Alex Bolt", "Australia",
      "Marin Cilic", "Croatia"]),
    ("news", "ATHLETICS - LONDON MARATHON WOMEN\n1. Tigst Assefa ( ETH ) 2:15:50\n2. Joyciline Jepkosgei ( KEN ) "
     "2:18:44\n3. Sifan Hassan ( NED ) 2:18:59\n4. Megertu Alemu ( ETH ) 2:19:12",
     ["Tigst Assefa", "ETH", "Joyciline Jepkosgei", "KEN", "Sifan Hassan", "NED", "Megertu Alemu"]),
    ("news", "Police in Swindon are appealing for witnesses after a cyclist was hit on Kingshill Road on Sunday "
     "evening. Wiltshire Police said the driver failed to stop. PC Dan Holloway said the man, from "
     "Wroughton, was taken to the Great Western Hospital.",
     ["Swindon", "Kingshill Road", "Wiltshire Police", "Dan Holloway", "Wroughton", "Great Western Hospital"]),
    ("news", "GOLF - MCILROY LEADS BY TWO AT AUGUSTA\nAUGUSTA , Georgia 2025-04-12\nRory McIlroy shot a 66 to lead "
     "Bryson DeChambeau by two strokes after the third round . Justin Rose , who led after day one , is "
     "four back with Ludvig Aberg .",
     ["MCILROY", "AUGUSTA", "Georgia", "Rory McIlroy", "Bryson DeChambeau", "Justin Rose", "Ludvig Aberg"]),
    ("news", "GRAHAM Eileen (née Platt). Peacefully at Ashgrove Care Home, Ormskirk, on 2nd November, aged 94. "
     "Beloved wife of the late Ron, mum of Susan and Keith. Funeral service at St Michael's Church, Aughton, "
     "followed by burial at Ormskirk Cemetery.",
     ["GRAHAM", "Eileen", "Platt", "Ashgrove Care Home", "Ormskirk", "2nd November", "Ron", "Susan", "Keith",
      "St Michael's Church", "Aughton", "Ormskirk Cemetery"]),
    ("clinical", "DISCHARGE SUMMARY - ROYAL DERBY HOSPITAL\nPATIENT: KOWALSKI, MAREK MRN: RDH4471902\nADMITTED 03/11 "
     "WITH INFECTIVE EXACERBATION OF COPD. SEEN BY DR NAIR (RESP). D/C HOME TO WIFE ELZBIETA. F/U RESP CLINIC "
     "6/52.",
     ["ROYAL DERBY HOSPITAL", "KOWALSKI", "MAREK", "RDH4471902", "03/11", "NAIR", "ELZBIETA"]),
    ("clinical", "Community midwife visit, day 5 postnatal. Jade (24) breastfeeding well, partner Connor present. "
     "Baby Ava weight 3.21kg. Lives with her mum in Abbey Hulton. HV Gemma to visit next week.",
     ["Jade", "Connor", "Ava", "Abbey Hulton", "Gemma"]),
    ("clinical", "Pt attended Smile Dental Care, Hove, c/o pain UR6 for 3/7. Mr Ferreira has a PMH of AF on "
     "apixaban. Ext UR6 not attempted; referred to Mr Ashworth, OMFS, Royal Sussex County Hospital.",
     ["Smile Dental Care", "Hove", "Ferreira", "Ashworth", "Royal Sussex County Hospital"]),
    ("clinical", "dn visit. pt seen at home in dagenham, lives w/ husband dev. leg ulcer redressed. daughter "
     "anjali tel 07700 900123 asked about respite. gp dr o'connor at oak lane surgery informed.",
     ["dagenham", "dev", "anjali", "07700 900123", "o'connor", "oak lane surgery"]),
    ("bio", "Tu Youyou is a Chinese pharmaceutical chemist born in Ningbo, Zhejiang. She studied at Peking "
     "University and worked at the China Academy of Chinese Medical Sciences, where she discovered "
     "artemisinin.",
     ["Tu Youyou", "Ningbo", "Zhejiang", "Peking University", "China Academy of Chinese Medical Sciences"]),
    ("bio", "Andy Burnham is a British politician who has been Mayor of Greater Manchester since 2017. Born in "
     "Aintree, Merseyside, he was educated at Fitzwilliam College, Cambridge, and was MP for Leigh.",
     ["Andy Burnham", "Greater Manchester", "Aintree", "Merseyside", "Fitzwilliam College", "Cambridge",
      "Leigh"]),
    ("bio", "Nitin Sawhney is a British musician and composer born in Rochester, Kent. He has worked with Paul "
     "McCartney and the London Symphony Orchestra, and taught at Liverpool John Moores University.",
     ["Nitin Sawhney", "Rochester", "Kent", "Paul McCartney", "London Symphony Orchestra",
      "Liverpool John Moores University"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("MONTERREY , 9 feb ( Reuters ) - El gobernador de Nuevo León , Samuel García , inauguró la línea 4 del "
         "Metrorrey junto al alcalde Adrián de la Garza . La obra fue construida por la empresa Garza Ponce .",
         ["MONTERREY", "Reuters", "Nuevo León", "Samuel García", "Metrorrey", "Adrián de la Garza",
          "Garza Ponce"]),
        ("alguien sabe si el centro de salud de la calle mayor en alcalá abre por la tarde ? mi tía conchi "
         "necesita la vacuna",
         ["alcalá", "conchi"]),
    ],
    "nl": [
        ("ANTWERPEN ( Belga ) - Burgemeester Bart De Wever heeft maandag de nieuwe tramlijn naar Wilrijk "
         "geopend . De Lijn verwacht dagelijks tienduizend reizigers , zei woordvoerder Ine Pieters .",
         ["ANTWERPEN", "Belga", "Bart De Wever", "Wilrijk", "De Lijn", "Ine Pieters"]),
        ("Mevr. Jansen , 79 jaar , opgenomen in het Maasstad Ziekenhuis na een val . Zoon Pieter is "
         "contactpersoon . Huisarts : dr. Visser , Rotterdam-Zuid .",
         ["Jansen", "Maasstad Ziekenhuis", "Pieter", "Visser", "Rotterdam-Zuid"]),
    ],
    "de": [
        ("WIEN ( APA ) - Bürgermeister Michael Ludwig hat am Montag den neuen Hauptbahnhof-Park eröffnet . Die "
         "Wiener Linien erweitern die U2 bis 2028 , sagte Stadträtin Ulli Sima .",
         ["WIEN", "APA", "Michael Ludwig", "Wiener Linien", "Ulli Sima"]),
        ("hat jemand einen tipp für einen zahnarzt in bochum ? mein bruder jonas hat seit tagen schmerzen",
         ["bochum", "jonas"]),
    ],
    "it": [
        ("Serie A : Napoli - Inter 1-1 ( McTominay ; Dimarco ) . Arbitro : Daniele Doveri . Il Napoli resta "
         "primo , l' Inter a un punto .",
         ["Napoli", "Inter", "McTominay", "Dimarco", "Daniele Doveri"]),
        ("Sig.ra Bianchi , 85 anni , ricoverata all' Ospedale Niguarda di Milano per polmonite . La nipote "
         "Chiara è il riferimento per la famiglia . Medico curante : dott. Colombo .",
         ["Bianchi", "Ospedale Niguarda", "Milano", "Chiara", "Colombo"]),
    ],
    "fr": [
        ("GENÈVE , 3 juin ( ATS ) - Le conseiller d' État Antonio Hodgers a présenté lundi le projet de "
         "tramway vers Saint-Julien . Les Transports publics genevois prévoient une mise en service en 2030 .",
         ["GENÈVE", "ATS", "Antonio Hodgers", "Saint-Julien", "Transports publics genevois"]),
        ("quelqu' un connaît un bon kiné à montpellier ? ma belle-sœur sophie cherche pour son genou",
         ["montpellier", "sophie"]),
    ],
    "pt": [
        ("SÃO PAULO , 14 mar ( Agência Brasil ) - O prefeito Ricardo Nunes anunciou a nova linha de ônibus "
         "para Guarulhos . A Sabesp vai reformar a estação , disse o secretário Gilmar Tadeu .",
         ["SÃO PAULO", "Agência Brasil", "Ricardo Nunes", "Guarulhos", "Sabesp", "Gilmar Tadeu"]),
        ("Sr. Costa , 72 anos , internado no Hospital de Santa Maria em Lisboa após AVC . A filha Rita é a "
         "cuidadora . Médico de família : Dr. Almeida .",
         ["Costa", "Hospital de Santa Maria", "Lisboa", "Rita", "Almeida"]),
    ],
}
