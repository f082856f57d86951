"""A forty-second hand-written set, written on 2026-11-28 after the forty-first set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts in the manner of a tweet stream (a retweet of a paper, an album in lower case, a delayed
flight, a game at a bar, a festival trip in lower case, a birthday, condolences, an acceptance letter), wire
copy (football summaries with scorers, a tennis headline in capitals, a Commission line, a rugby league line,
a former president's travel, a press digest), nursing and ward notes (systems review, a nursing progress
note, discharge planning in capitals, an old age, an ED arrival, a ward label), three entries; and per
language a wire line and a post.

The same conventions as ``handmade_fortyfirst.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions, events and nationalities do not; a title such as ``Lord`` or ``Dr`` is not
part of a name). ``handmade_devset.py --fortysecond`` scores them; their first score is kept in
``benchmarks/results/handmade_fortysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "RT @nytimes: Obama to visit Flint on Wednesday to meet residents affected by water crisis",
     ["@nytimes", "Obama", "Flint"]),
    ("social", "so hyped for the new kendrick album , dropping friday !!",
     ["kendrick"]),
    ("social", "Stuck at JFK for 5 hours thanks to @Delta ... never again",
     ["JFK", "@Delta"]),
    ("social", "Watching the Lakers game at Buffalo Wild Wings with my bro Marcus 🏀",
     ["Lakers", "Buffalo Wild Wings", "Marcus"]),
    ("social", "who else is going to coachella this year?? me and jess already booked our airbnb in indio",
     ["jess", "airbnb", "indio"]),
    ("social", "Happy 21st to my best friend Chloe Martinez!! Love you girl 💕",
     ["Chloe Martinez"]),
    ("social", "Our thoughts are with everyone in Christchurch tonight.",
     ["Christchurch"]),
    ("social", "Just got my acceptance letter from UCLA!!! Class of 2029 here I come 🐻",
     ["UCLA"]),
    ("news", "SOCCER - ENGLISH PREMIER LEAGUE SUMMARIES\nLONDON 1996-08-17\nSummaries of English premier league "
     "matches on Saturday :\nArsenal 2 ( Merson 45 , Bergkamp 63 ) West Ham 0 . Attendance : 38,056",
     ["LONDON", "Arsenal", "Merson", "Bergkamp", "West Ham"]),
    ("news", "TENNIS - HINGIS BEATS SELES TO REACH FINAL",
     ["HINGIS", "SELES"]),
    ("news", "The European Commission said on Thursday it disagreed with German advice to consumers to shun "
     "British lamb until scientists determine whether mad cow disease can be transmitted to sheep .",
     ["European Commission"]),
    ("news", "Rugby league - Wigan beat St Helens 28-12 at Central Park on Friday to go top of the Super "
     "League .",
     ["Wigan", "St Helens", "Central Park"]),
    ("news", "Former Zaire president Mobutu Sese Seko left Kinshasa for Morocco on Friday , aides said .",
     ["Zaire", "Mobutu Sese Seko", "Kinshasa", "Morocco"]),
    ("news", "PRESS DIGEST - Kuwait - Aug 27 .\nThese are the leading stories in the Kuwaiti press on Tuesday :"
     "\nAL-QABAS\n- Parliament speaker Ahmed al-Saadoun says the assembly will meet next week .",
     ["Kuwait", "AL-QABAS", "Ahmed al-Saadoun"]),
    ("clinical", "Neuro: Pt alert, MAE, following commands. Resp: LS coarse, sx for thick tan secretions. "
     "Social: Daughter Maureen called x2, updated by this RN. Plan: ? transfer to Spaulding in AM.",
     ["Maureen", "Spaulding"]),
    ("clinical", "NPN 7a-7p: Pt extubated at 1030, tolerating 4L NC. Seen by Dr. Kowalski (thoracic). Son Derek "
     "visited, plans to call at 2000.",
     ["Kowalski", "Derek"]),
    ("clinical", "DISCHARGE PLANNING: PT TO RETURN TO BAYVIEW MANOR NURSING HOME IN DORCHESTER ON 11/2. NIECE "
     "(CAROL) AWARE, PH 617-555-0166.",
     ["BAYVIEW MANOR NURSING HOME", "DORCHESTER", "11/2", "CAROL", "617-555-0166"]),
    ("clinical", "Pt is a 101 yo woman admitted from home in Brookline with UTI. Lives alone, neighbor Mr. Feeney "
     "checks on her daily.",
     ["101", "Brookline", "Feeney"]),
    ("clinical", "ED note: 45M brought by EMS from Fenway Park after syncopal episode. PMH HTN. Wife Trish en "
     "route.",
     ["Fenway Park", "Trish"]),
    ("clinical", "Patient: Okonjo, Adaeze  MRN: 4471823  Ward: 7B  Consultant: Mr R. Patel",
     ["Okonjo", "Adaeze", "4471823", "R. Patel"]),
    ("bio", "Ada Lovelace (10 December 1815 – 27 November 1852) was an English mathematician, the only "
     "legitimate child of Lord Byron and Anne Isabella Milbanke. She worked with Charles Babbage on the "
     "Analytical Engine.",
     ["Ada Lovelace", "10 December 1815", "27 November 1852", "Byron", "Anne Isabella Milbanke",
      "Charles Babbage"]),
    ("bio", "Usain Bolt (born 21 August 1986 in Sherwood Content, Jamaica) is a retired sprinter. He attended "
     "William Knibb Memorial High School and was coached by Glen Mills at the Racers Track Club.",
     ["Usain Bolt", "21 August 1986", "Sherwood Content", "Jamaica", "William Knibb Memorial High School",
      "Glen Mills", "Racers Track Club"]),
    ("bio", "Jacinda Ardern was born in Hamilton, New Zealand, and grew up in Morrinsville and Murupara. She "
     "joined the Labour Party at 17 and later worked for Tony Blair's Cabinet Office in London.",
     ["Jacinda Ardern", "Hamilton", "New Zealand", "Morrinsville", "Murupara", "Labour Party", "Tony Blair",
      "Cabinet Office", "London"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("BUENOS AIRES , 2 may ( Reuters ) - El presidente Javier Milei se reunió este jueves en la Casa Rosada "
         "con la directora del FMI , Kristalina Georgieva .",
         ["BUENOS AIRES", "Reuters", "Javier Milei", "Casa Rosada", "FMI", "Kristalina Georgieva"]),
        ("mañana me voy a valencia con mi novio pablo a ver las fallas!! alguien recomienda algún sitio para "
         "comer?",
         ["valencia", "pablo"]),
    ],
    "nl": [
        ("DEN HAAG - Premier Dick Schoof heeft maandag op het Binnenhof overlegd met Dilan Yeşilgöz van de VVD , "
         "meldt RTL Nieuws .",
         ["DEN HAAG", "Dick Schoof", "Binnenhof", "Dilan Yeşilgöz", "VVD", "RTL Nieuws"]),
        ("vanavond pizza bij luigi in de pijp met sanne en bram 🍕",
         ["luigi", "de pijp", "sanne", "bram"]),
    ],
    "de": [
        ("FRANKFURT ( Reuters ) - Die Europäische Zentralbank hat den Leitzins gesenkt , sagte Präsidentin "
         "Christine Lagarde am Donnerstag in Frankfurt .",
         ["FRANKFURT", "Reuters", "Europäische Zentralbank", "Christine Lagarde", "Frankfurt"]),
        ("war gestern mit tim und anna auf dem oktoberfest, danach noch ins hofbräuhaus 🍺",
         ["tim", "anna", "hofbräuhaus"]),
    ],
    "it": [
        ("TORINO - La Juventus ha ufficializzato l' arrivo di Thiago Motta dal Bologna , riferisce Sky Sport .",
         ["TORINO", "Juventus", "Thiago Motta", "Bologna", "Sky Sport"]),
        ("domenica pranzo dalla zia rosa a bergamo, poi passeggiata in città alta con giorgio ☀️",
         ["rosa", "bergamo", "città alta", "giorgio"]),
    ],
    "fr": [
        ("TOULOUSE ( AFP ) - Airbus a annoncé jeudi la livraison de son 500e A350 à Singapore Airlines , a "
         "indiqué le constructeur depuis son siège de Blagnac .",
         ["TOULOUSE", "AFP", "Airbus", "Singapore Airlines", "Blagnac"]),
        ("soirée au bar chez momo à belleville avec lucas et chloé, trop bien 🍻",
         ["momo", "belleville", "lucas", "chloé"]),
    ],
    "pt": [
        ("SÃO PAULO , 14 mar ( Reuters ) - O Banco Central do Brasil manteve a taxa Selic , disse o presidente "
         "Gabriel Galípolo em Brasília .",
         ["SÃO PAULO", "Reuters", "Banco Central do Brasil", "Gabriel Galípolo", "Brasília"]),
        ("fim de semana em sintra com a minha prima inês e o namorado dela, o rui 🌿",
         ["sintra", "inês", "rui"]),
    ],
}
