"""A forty-third hand-written set, written on 2026-12-06 after the forty-second set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a job announcement, a restaurant review, an advice-forum story, a group chat, a marathon
split, a concert queue, a lost wallet, a wedding toast), wire copy (an election result, a cricket scorecard
line, a court report, a merger headline in capitals, a storm report, a transfer line), nursing and ward notes
(a radiology header, a pharmacy note, a psychiatry note, a home visit in lower case, a capitals handover, a
fall report), three entries; and per language a wire line and a post.

The same conventions as ``handmade_fortysecond.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions, events and nationalities do not; a title such as ``Lord`` or ``Dr`` is not
part of a name). ``handmade_devset.py --fortythird`` scores them; their first score is kept in
``benchmarks/results/handmade_fortythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Thrilled to share that I've joined Stripe as a Senior Engineer! Huge thanks to Priya Raman and "
     "the whole team at Monzo for three amazing years in London.",
     ["Stripe", "Priya Raman", "Monzo", "London"]),
    ("social", "Ordered the lamb at Dishoom Shoreditch last night - our waiter Kemal was lovely but the "
     "naan was cold. 3/5",
     ["Dishoom", "Shoreditch", "Kemal"]),
    ("social", "AITA for not inviting my sister-in-law Becca to my wedding? She told everyone at Thanksgiving "
     "that my fiance Jordan was 'a phase'.",
     ["Becca", "Jordan"]),
    ("social", "[19:42] dani: anyone seen my charger\n[19:43] omar: check ur car lol\n[19:45] dani: found it, "
     "ty omar",
     ["dani", "omar"]),
    ("social", "Halfway split 1:52 at Brooklyn marathon, legs gone by Prospect Park but Coach Ellis got me "
     "through 💪",
     ["Brooklyn", "Prospect Park", "Ellis"]),
    ("social", "queue for the arctic monkeys gig at the o2 already round the block, me and hannah been here "
     "since 10",
     ["arctic monkeys", "o2", "hannah"]),
    ("social", "Lost a brown leather wallet somewhere between Waverley station and Princes Street yesterday. "
     "Name inside is Gregor McLeish. DM me pls!",
     ["Waverley", "Princes Street", "Gregor McLeish"]),
    ("social", "To the happy couple, Tom & Aisha - may your home in Harrogate always be full of laughter!",
     ["Tom", "Aisha", "Harrogate"]),
    ("news", "ELECTION RESULTS - BUCKINGHAM\nJohn Smith (Con) 21,433\nMaria Lopes (Lab) 18,902\nTurnout 71.2%",
     ["BUCKINGHAM", "John Smith", "Con", "Maria Lopes", "Lab"]),
    ("news", "CRICKET - Somerset 312-7 dec ( Trescothick 104 , Hildreth 58 ) v Yorkshire at Taunton .",
     ["Somerset", "Trescothick", "Hildreth", "Yorkshire", "Taunton"]),
    ("news", "A 34-year-old man from Rotherham, Dean Whitfield, was jailed for six years at Sheffield Crown "
     "Court on Tuesday after admitting robbery.",
     ["Rotherham", "Dean Whitfield", "Sheffield Crown Court"]),
    ("news", "GLAXO AND SMITHKLINE IN TALKS ON 100 BLN DLR MERGER",
     ["GLAXO", "SMITHKLINE"]),
    ("news", "Storm Ciarán left 200,000 homes without power across Cornwall and Devon, Western Power "
     "Distribution said.",
     ["Cornwall", "Devon", "Western Power Distribution"]),
    ("news", "Celtic have signed Japanese striker Kyogo Furuhashi from Vissel Kobe on a four-year deal , "
     "manager Ange Postecoglou confirmed .",
     ["Celtic", "Kyogo Furuhashi", "Vissel Kobe", "Ange Postecoglou"]),
    ("clinical", "CT HEAD W/O CONTRAST  DATE: 03/14/2026  REF: DR. A. NWOSU  HISTORY: 92 YO F FALL AT HOME.",
     ["03/14/2026", "A. NWOSU", "92"]),
    ("clinical", "Pharmacy note: warfarin held per Dr Lindqvist, INR 4.2. Pt's daughter Siobhan to collect "
     "meds from Boots on Market St.",
     ["Lindqvist", "Siobhan", "Boots", "Market St"]),
    ("clinical", "Psych: 27F, lives w/ partner Kezia in Hackney. Reports low mood since job loss at Tesco in "
     "Jan. Denies SI. Seen with sister Farah.",
     ["Kezia", "Hackney", "Tesco", "Farah"]),
    ("clinical", "home visit 2/9 - pt sitting in chair, wife joan present. bp 142/88. gp dr okafor aware, "
     "review at ashfield surgery next wk",
     ["2/9", "joan", "okafor", "ashfield surgery"]),
    ("clinical", "HANDOVER: BED 12 MR DOYLE, 88, POST HIP. SON PATRICK PHONED 0161 555 0192. FOR TRANSFER TO "
     "WYTHENSHAWE.",
     ["DOYLE", "PATRICK", "0161 555 0192", "WYTHENSHAWE"]),
    ("clinical", "Fall 0215 on Ward 9, found by HCA Bernadette. Pt states slipped going to toilet. Reviewed by "
     "FY1 Dr Tan, no injury.",
     ["0215", "Bernadette", "Tan"]),
    ("bio", "Nneka Okoye (born 3 March 1979 in Enugu) is a Nigerian-British architect. She studied at the "
     "Bartlett and founded Okoye Studio in Peckham with her brother Chidi.",
     ["Nneka Okoye", "3 March 1979", "Enugu", "Bartlett", "Okoye Studio", "Peckham", "Chidi"]),
    ("bio", "Björn Lindgren (1931–2008) was a Swedish physicist at Uppsala University, a student of "
     "Hannes Alfvén and a member of the Royal Swedish Academy of Sciences.",
     ["Björn Lindgren", "1931", "2008", "Uppsala University", "Hannes Alfvén",
      "Royal Swedish Academy of Sciences"]),
    ("bio", "Marta Vieira da Silva, known as Marta, played for Umeå IK and Orlando Pride and was named world "
     "player of the year six times.",
     ["Marta Vieira da Silva", "Marta", "Umeå IK", "Orlando Pride"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("SEVILLA , 9 oct ( EFE ) - El alcalde José Luis Sanz inauguró este lunes el nuevo puente sobre el "
         "Guadalquivir junto a la consejera Rocío Blanco .",
         ["SEVILLA", "EFE", "José Luis Sanz", "Guadalquivir", "Rocío Blanco"]),
        ("finde en bilbao con mi hermana lucía, fuimos al guggenheim y cenamos en el casco viejo 😍",
         ["bilbao", "lucía", "guggenheim", "casco viejo"]),
    ],
    "nl": [
        ("ROTTERDAM - Feyenoord heeft trainer Brian Priske ontslagen , zo maakte directeur Dennis te Kloese "
         "dinsdag bekend .",
         ["ROTTERDAM", "Feyenoord", "Brian Priske", "Dennis te Kloese"]),
        ("zaterdag met oma en tante ingrid naar de markt in gouda, daarna koffie bij de hema",
         ["ingrid", "gouda", "hema"]),
    ],
    "de": [
        ("MÜNCHEN ( dpa ) - Bayern-Trainer Vincent Kompany hat vor dem Spiel gegen Leverkusen den Ausfall "
         "von Jamal Musiala bestätigt .",
         ["MÜNCHEN", "dpa", "Bayern", "Vincent Kompany", "Leverkusen", "Jamal Musiala"]),
        ("heute mit lena und jonas am tegernsee gewesen, wetter war traumhaft ☀️",
         ["lena", "jonas", "tegernsee"]),
    ],
    "it": [
        ("NAPOLI - Il sindaco Gaetano Manfredi ha incontrato a Palazzo San Giacomo i vertici di Trenitalia , "
         "riferisce l' ANSA .",
         ["NAPOLI", "Gaetano Manfredi", "Palazzo San Giacomo", "Trenitalia", "ANSA"]),
        ("stasera aperitivo sui navigli con francesca e marco, poi cena da nonna pina 🍝",
         ["navigli", "francesca", "marco", "pina"]),
    ],
    "fr": [
        ("LYON ( AFP ) - Le maire Grégory Doucet a présenté mardi le nouveau plan vélo de la Métropole de "
         "Lyon , en présence de Bruno Bernard .",
         ["LYON", "AFP", "Grégory Doucet", "Métropole de Lyon", "Bruno Bernard"]),
        ("week-end à annecy avec ma cousine léa et son copain hugo, on a fait le tour du lac 🚲",
         ["annecy", "léa", "hugo"]),
    ],
    "pt": [
        ("LISBOA , 3 jun ( Lusa ) - O primeiro-ministro Luís Montenegro recebeu hoje em São Bento o "
         "presidente da Galp , Paula Amorim .",
         ["LISBOA", "Lusa", "Luís Montenegro", "São Bento", "Galp", "Paula Amorim"]),
        ("jantar no porto com o meu tio zé e a tia fátima, depois fomos ver o jogo do benfica 🔴",
         ["porto", "zé", "fátima", "benfica"]),
    ],
}
