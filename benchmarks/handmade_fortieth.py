"""A fortieth hand-written set, written on 2026-11-28 after the thirty-ninth set's rules, and scored once before
any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did not have:
posts (a lost-pet appeal, a celebrity sighting, a garage shout-out, a subreddit question, replies to two
handles, a forum question about a doctor, a chat export, a shop closing), wire copy (a by-election result, a
cycling stage, a court line, a headline in capitals, a football results table, a business line, a sports
obituary, a dateline with a news agency), notes (HPI, capitals nursing, lower-case discharge planning, a
referral letter, brand-name drugs, an ICU line), three entries; and per language a wire line and a post.

The same conventions as ``handmade_thirtyninth.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions and nationalities do not; a title such as ``Sir`` or ``Aunty`` is not part of a
name). ``handmade_devset.py --fortieth`` scores them; their first score is kept in
``benchmarks/results/handmade_fortieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Lost dog in Chorlton!! Brown cockapoo, red collar, last seen near Beech Road park around 5pm. "
     "Please DM me or ring Hannah on 07700 900461 🙏",
     ["Chorlton", "Beech Road", "Hannah", "07700 900461"]),
    ("social", "just saw harry styles at the co-op in primrose hill buying milk?? normal tuesday",
     ["harry styles", "co-op", "primrose hill"]),
    ("social", "Shoutout to the lads at Kwik Fit Bromley who sorted my tyre in 20 mins, ask for Dev",
     ["Kwik Fit", "Bromley", "Dev"]),
    ("social", "r/london what's going on with the trains this week? took me an hour from camden to morden",
     ["r/london", "camden", "morden"]),
    ("social", "@BBCBreaking this is the third time @Ryanair has cancelled on me at Stansted this month",
     ["@BBCBreaking", "@Ryanair", "Stansted"]),
    ("social", "Does anyone have experience with Dr. Feldman at Cedars? My mum has been referred for a hip "
     "replacement.",
     ["Feldman", "Cedars"]),
    ("social", "12/03/2025, 21:14 - Aunty Bisi: Happy birthday Tunde!! God bless you 🎉\n12/03/2025, 21:16 - "
     "Kemi Adeyemi: hbd bro 🎂",
     ["Bisi", "Tunde", "Kemi Adeyemi"]),
    ("social", "Can't believe Greggs in Byker has shut down, end of an era. Me and our Shaz used to go every "
     "Saturday",
     ["Greggs", "Byker", "Shaz"]),
    ("news", "ELECTION RESULTS - HARTLEPOOL BY-ELECTION\nJill Mortimer ( Conservative ) 15,529\nPaul Williams "
     "( Labour ) 8,589\nThelma Walker ( Northern Independence ) 250",
     ["HARTLEPOOL", "Jill Mortimer", "Conservative", "Paul Williams", "Labour", "Thelma Walker",
      "Northern Independence"]),
    ("news", "CYCLING - TOUR DE FRANCE STAGE 13 RESULTS\nALPE D'HUEZ , France 1997-07-19\n1. Marco Pantani "
     "( Italy ) Mercatone Uno 4:43:46\n2. Jan Ullrich ( Germany ) Telekom 0:47 behind",
     ["ALPE D'HUEZ", "France", "Marco Pantani", "Italy", "Mercatone Uno", "Jan Ullrich", "Germany",
      "Telekom"]),
    ("news", "A Leeds Crown Court jury found Darren Pickles , 41 , of Bramley , guilty of causing death by "
     "dangerous driving , the Crown Prosecution Service said .",
     ["Leeds Crown Court", "Darren Pickles", "Bramley", "Crown Prosecution Service"]),
    ("news", "MERKEL , SARKOZY AGREE EURO RESCUE IN BRUSSELS",
     ["MERKEL", "SARKOZY", "BRUSSELS"]),
    ("news", "SOCCER - SCOTTISH PREMIER DIVISION RESULTS\nGLASGOW 1996-08-31\nAberdeen 2 Hibernian 1\nCeltic 4 "
     "Dunfermline 0\nRangers 1 Motherwell 1",
     ["GLASGOW", "Aberdeen", "Hibernian", "Celtic", "Dunfermline", "Rangers", "Motherwell"]),
    ("news", "Shares in Rolls-Royce rose 4 per cent after the engine maker won a contract from Emirates , chief "
     "executive Tufan Erginbilgic said in Derby .",
     ["Rolls-Royce", "Emirates", "Tufan Erginbilgic", "Derby"]),
    ("news", "Former Leicester City goalkeeper Gordon Banks , who made the save of the century against Pele in "
     "Guadalajara , has died aged 81 , the club said .",
     ["Leicester City", "Gordon Banks", "Pele", "Guadalajara"]),
    ("news", "WARSAW 1996-09-03\nPolish Prime Minister Wlodzimierz Cimoszewicz said on Tuesday that Solidarity "
     "leader Marian Krzaklewski should apologise , PAP news agency reported .",
     ["WARSAW", "Wlodzimierz Cimoszewicz", "Solidarity", "Marian Krzaklewski", "PAP"]),
    ("clinical", "HPI: 67F w/ hx of DM2, HTN, presented to ED at Mass General after fall at home in Quincy. "
     "Husband Walter found her on floor.",
     ["Mass General", "Quincy", "Walter"]),
    ("clinical", "PT AWAKE ALERT, ORIENTED X3. FAMILY (DTR JANICE) VISITED 1400-1600. CALL DTR IF CHANGE @ "
     "617-555-0142. TO BE SEEN BY DR NGUYEN IN AM.",
     ["JANICE", "617-555-0142", "NGUYEN"]),
    ("clinical", "pt's granddaughter kayla called re: dc planning, wants pt d/c to brookside snf in dedham. sw "
     "aware.",
     ["kayla", "brookside", "dedham"]),
    ("clinical", "Dear Dr Patel,\nThank you for seeing Mrs Agnieszka Nowak (DOB 17/09/1958, NHS 943 476 5919) "
     "who I reviewed in clinic at Northwick Park on 2 March.",
     ["Patel", "Agnieszka Nowak", "17/09/1958", "943 476 5919", "Northwick Park", "2 March"]),
    ("clinical", "Pt on Eliquis 5mg BID, Lipitor 40mg qhs. Followed by cardiology (Dr. Steinberg) at Beth "
     "Israel. Next appt 8/14.",
     ["Steinberg", "Beth Israel", "8/14"]),
    ("clinical", "0300: BP 84/50, levophed titrated up. Paged Dr. O'Malley (ICU fellow), at bedside 0310. Son "
     "Declan updated by phone at 0330.",
     ["O'Malley", "Declan"]),
    ("bio", "Wangari Maathai (1 April 1940 – 25 September 2011) was a Kenyan environmental activist who founded "
     "the Green Belt Movement. Born in Ihithe, she studied at Mount St. Scholastica College in Atchison, "
     "Kansas.",
     ["Wangari Maathai", "1 April 1940", "25 September 2011", "Green Belt Movement", "Ihithe",
      "Mount St. Scholastica College", "Atchison", "Kansas"]),
    ("bio", "Sir Tim Berners-Lee, born 8 June 1955 in London, is an English computer scientist. He invented the "
     "World Wide Web while working at CERN in Geneva; his parents Conway Berners-Lee and Mary Lee Woods "
     "worked on the Ferranti Mark 1.",
     ["Tim Berners-Lee", "8 June 1955", "London", "CERN", "Geneva", "Conway Berners-Lee",
      "Mary Lee Woods"]),
    ("bio", "Aisha Rahman is a data engineer at Monzo in London. Before that she spent four years at Deliveroo "
     "and studied Computer Science at the University of Warwick.",
     ["Aisha Rahman", "Monzo", "London", "Deliveroo", "University of Warwick"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("BARCELONA , 12 mar ( Europa Press ) .- El FC Barcelona ha anunciado la renovación de Pedri hasta "
         "2030 , según ha informado el club en un comunicado desde la Ciutat Esportiva Joan Gamper .",
         ["BARCELONA", "Europa Press", "FC Barcelona", "Pedri", "Ciutat Esportiva Joan Gamper"]),
        ("q ganas de ver a rosalía en el wizink el sábado con mi hermana carmen!!! 💃",
         ["rosalía", "wizink", "carmen"]),
    ],
    "nl": [
        ("AMSTERDAM - Burgemeester Femke Halsema heeft vrijdag de nieuwe metrolijn naar Amstelveen geopend , "
         "meldt AT5 .",
         ["AMSTERDAM", "Femke Halsema", "Amstelveen", "AT5"]),
        ("zaterdag met pieter en mijn zus naar de efteling geweest, was echt top 🎢",
         ["pieter", "efteling"]),
    ],
    "de": [
        ("BERLIN ( Reuters ) - Die Deutsche Bahn hat am Montag einen neuen Chef berufen : Richard Lutz wird "
         "durch Evelyn Palla ersetzt , teilte der Konzern in Berlin mit .",
         ["BERLIN", "Reuters", "Deutsche Bahn", "Richard Lutz", "Evelyn Palla", "Berlin"]),
        ("hat jemand tipps für köln? fahre am wochenende mit jonas hin, wollen unbedingt ins belgische viertel",
         ["köln", "jonas", "belgische viertel"]),
    ],
    "it": [
        ("ROMA - Il ministro Giancarlo Giorgetti ha presentato la manovra a Palazzo Chigi , insieme alla "
         "premier Giorgia Meloni , riferisce l' Adnkronos .",
         ["ROMA", "Giancarlo Giorgetti", "Palazzo Chigi", "Giorgia Meloni", "Adnkronos"]),
        ("stasera aperitivo ai navigli con chiara e luca, qualcuno si aggiunge? 🍹",
         ["navigli", "chiara", "luca"]),
    ],
    "fr": [
        ("MARSEILLE ( AFP ) - Le maire de Marseille , Benoît Payan , a inauguré samedi la nouvelle ligne de "
         "tramway vers la Joliette , a indiqué la mairie .",
         ["MARSEILLE", "AFP", "Marseille", "Benoît Payan", "Joliette"]),
        ("trop hâte d'aller voir angèle au zénith de nantes avec ma cousine inès 😍",
         ["angèle", "zénith de nantes", "inès"]),
    ],
    "pt": [
        ("LISBOA , 3 fev ( Lusa ) - O primeiro-ministro Luís Montenegro reuniu-se hoje com o presidente da "
         "Câmara de Lisboa , Carlos Moedas , nos Paços do Concelho .",
         ["LISBOA", "Lusa", "Luís Montenegro", "Câmara de Lisboa", "Carlos Moedas", "Paços do Concelho"]),
        ("fui ao jantar de anos da joana no bairro alto, que noite!! obrigada rita pela boleia 🙏",
         ["joana", "bairro alto", "rita"]),
    ],
}
