"""A seventy-sixth hand-written set, written on 2026-12-07 after the seventy-fifth set's rules, and scored once
before any rule looked at it. Posts and wire news, the two kinds whose dev precision stayed lowest: a city
subreddit's post, a group chat's export with timestamps, replies to accounts, lower-case plans, a shop review, a
lost-dog appeal in capitals, a gaming shout-out, a parenting forum's abbreviations, a video's comment, a charity
run's post, a neighbourhood request; a tennis final, a standings table, a golf leaderboard with an ALL-CAPS
headline, a minister's visit, a cricket scoreboard with initials, a crime brief. Per language a post and a
results table or scorers' line.

The same conventions as ``handmade_seventythird.py`` (in posts, names, handles, places, firms and phones count;
in news, names only; kinship words, abbreviations for relatives, pets, products, events and competitions do
not). ``handmade_devset.py --seventysixth`` scores them; their first score is kept in
``benchmarks/results/handmade_seventysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "r/manchester · Posted by u/grumpy_otter84 · 3h\nAnyone else stuck on the 42 from Didsbury? driver "
     "said theres a crash near christie hospital. stagecoach app useless as usual",
     ["r/manchester", "u/grumpy_otter84", "Didsbury", "christie hospital", "stagecoach"]),
    ("social", "[14/02/2025, 19:42] Sandra Whitlock: has anyone got Mr Okonkwo's number? need to ask about the "
     "trip to Whitby\n[14/02/2025, 19:45] Dev: 07911 123456 but he's off till monday\n[14/02/2025, 19:46] "
     "Sandra Whitlock: ta x",
     ["Sandra Whitlock", "Okonkwo", "Whitby", "Dev", "07911 123456"]),
    ("social", "@BBCBreaking @AndyBurnhamGM this is the third time this month the tram has been stuck at "
     "Cornbrook. sort it out Metrolink",
     ["@BBCBreaking", "@AndyBurnhamGM", "Cornbrook", "Metrolink"]),
    ("social", "lol jess and tom are coming to leeds on sat, we're meeting at the brewery tap then maybe back to "
     "kirkstall. u coming?",
     ["jess", "tom", "leeds", "brewery tap", "kirkstall"]),
    ("social", "★★★★★ Brilliant service at the Halfords in Stockport. Kieran fitted my bike rack in 10 mins and "
     "even showed me how to lock it. Ask for him!",
     ["Halfords", "Stockport", "Kieran"]),
    ("social", "LOST DOG - BEESTON AREA. Answers to Biscuit, brown cocker spaniel, last seen on Wollaton Road near "
     "the Co-op. Please ring Maureen on 0115 496 0123. Please share!!",
     ["BEESTON", "Wollaton Road", "Co-op", "Maureen", "0115 496 0123"]),
    ("social", "gg everyone. shoutout to xXShadowVXx for carrying, and @Mireille for the clutch in round 3. next "
     "scrim vs Team Vitality academy thursday 8pm CET",
     ["xXShadowVXx", "@Mireille", "Team Vitality"]),
    ("social", "AIBU to not invite my SIL to DS's party? Background: she told half of Harrogate that DH lost his "
     "job at Yorkshire Water. MIL (Pauline) says I'm being petty.",
     ["Harrogate", "Yorkshire Water", "Pauline"]),
    ("social", "who's here after Marques Brownlee mentioned this in his iPhone 16 review? 😂 also the guy at 4:32 "
     "looks exactly like Gordon Ramsay",
     ["Marques Brownlee", "Gordon Ramsay"]),
    ("social", "Proud to announce our team at Deloitte Ireland raised €12,400 for Pieta House by running the "
     "Dublin City Marathon! Special thanks to Aoife Ní Bhriain and Ciarán O'Sullivan for organising 🙌",
     ["Deloitte Ireland", "Pieta House", "Aoife Ní Bhriain", "Ciarán O'Sullivan"]),
    ("social", "Does anyone know a reliable plumber in Roath? The guy from Cardiff Plumbing Co never showed. "
     "Message me or text 029 2018 0437 - Gwen",
     ["Roath", "Cardiff Plumbing Co", "029 2018 0437", "Gwen"]),
    ("news", "TENNIS - ALCARAZ BEATS SINNER IN FIVE-SET THRILLER\nPARIS 2025-06-08\nResult of the men's singles "
     "final at the French Open on Sunday :\nCarlos Alcaraz ( Spain ) beat 1 - Jannik Sinner ( Italy ) 4-6 6-7 "
     "6-4 7-6 7-6",
     ["ALCARAZ", "SINNER", "PARIS", "Carlos Alcaraz", "Spain", "Jannik Sinner", "Italy"]),
    ("news", "SOCCER - NORDIC WOMEN'S CUP STANDINGS\nStandings after Wednesday's matches ( tabulate under played , "
     "won , drawn , lost , goals for , against , points ) :\nSweden 3 2 1 0 7 2 7\nNorway 3 2 0 1 5 3 6\n"
     "Denmark 3 1 0 2 3 5 3\nFinland 3 0 1 2 1 6 1",
     ["Sweden", "Norway", "Denmark", "Finland"]),
    ("news", "GOLF - HATTON AND MCILROY SHARE LEAD IN DESERT\nDUBAI 2025-01-18\nLeading scores after the third "
     "round ( GB and Ireland unless stated ) :\n201 Tyrrell Hatton , Rory McIlroy\n203 Thorbjorn Olesen ( "
     "Denmark ) , Tommy Fleetwood\n204 Adrian Meronk ( Poland )",
     ["HATTON", "MCILROY", "DUBAI", "GB", "Ireland", "Tyrrell Hatton", "Rory McIlroy", "Thorbjorn Olesen",
      "Denmark", "Tommy Fleetwood", "Adrian Meronk", "Poland"]),
    ("news", "UK Business Secretary Jonathan Reynolds met Nissan executives in Sunderland on Monday amid fears for "
     "6,000 jobs at the Washington plant , a spokeswoman for the Department for Business and Trade said .",
     ["UK", "Jonathan Reynolds", "Nissan", "Sunderland", "Washington", "Department for Business and Trade"]),
    ("news", "CRICKET - ENGLAND V INDIA SCOREBOARD\nLEEDS 2025-06-23\nScoreboard on the fourth day :\nIndia first "
     "innings 471 ( Y. Jaiswal 101 , S. Gill 147 , R. Pant 134 ; J. Tongue 4-86 , B. Stokes 4-66 )",
     ["ENGLAND", "INDIA", "LEEDS", "India", "Y. Jaiswal", "S. Gill", "R. Pant", "J. Tongue", "B. Stokes"]),
    ("news", "MAN CHARGED AFTER STABBING IN HACKNEY\nA 23-year-old man from Tottenham has been charged with "
     "attempted murder after a stabbing on Mare Street , the Metropolitan Police said . Kyle Mensah-Boateng will "
     "appear at Thames Magistrates' Court on Friday .",
     ["HACKNEY", "Tottenham", "Mare Street", "Metropolitan Police", "Kyle Mensah-Boateng",
      "Thames Magistrates' Court"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("qué ganas de ver a @rosalia en el Palau Sant Jordi 😍 vamos con Marta y su primo desde Sabadell",
            ["@rosalia", "Palau Sant Jordi", "Marta", "Sabadell"]),
           ("FÚTBOL - CLASIFICACIÓN DE LA LIGA F\nBarcelona 12 11 1 0 40 6 34\nReal Madrid 12 9 1 2 28 10 28\n"
            "Atlético de Madrid 12 7 3 2 20 11 24",
            ["Barcelona", "Real Madrid", "Atlético de Madrid"])],
    "nl": [("wie gaat er zaterdag mee naar de markt in Deventer? Sanne en ik nemen de trein van 10:12 uit Zwolle. "
            "app me even 06 12345678",
            ["Deventer", "Sanne", "Zwolle", "06 12345678"]),
           ("WIELRENNEN - UITSLAG OMLOOP HET NIEUWSBLAD\n1. Jasper Stuyven ( België ) 4:42:12\n2. Mathieu van der "
            "Poel ( Nederland ) z.t.\n3. Tim Merlier ( België ) z.t.",
            ["Jasper Stuyven", "België", "Mathieu van der Poel", "Nederland", "Tim Merlier"])],
    "de": [("Danke an das Team vom Café Luitpold für den tollen Abend! Und @lena.muc, wir sehen uns nächste Woche "
            "in Schwabing 🥂",
            ["Café Luitpold", "@lena.muc", "Schwabing"]),
           ("FUSSBALL - BUNDESLIGA , 12. SPIELTAG\nBayer Leverkusen - Borussia Dortmund 2:1 ( Wirtz 23. , "
            "Boniface 67. ; Guirassy 55. )\nZuschauer : 30.210",
            ["Bayer Leverkusen", "Borussia Dortmund", "Wirtz", "Boniface", "Guirassy"])],
    "it": [("ieri sera cena da zia Carla a Bergamo, poi giro in centro con Davide e Giulia. @trattoria_nonna_pia "
            "consigliatissima!!",
            ["Carla", "Bergamo", "Davide", "Giulia", "@trattoria_nonna_pia"]),
           ("CICLISMO - GIRO D'ITALIA , ORDINE D'ARRIVO DELLA 14A TAPPA\n1. Olav Kooij ( Olanda ) 4h05'11\"\n2. "
            "Kaden Groves ( Australia ) s.t.\n3. Giulio Pellizzari ( Italia ) s.t.",
            ["Olav Kooij", "Olanda", "Kaden Groves", "Australia", "Giulio Pellizzari", "Italia"])],
    "fr": [("Merci à toute l'équipe de la boulangerie Maison Landemaine rue des Martyrs 🥐 et bravo à Inès pour "
            "son CAP ! #fierté",
            ["Maison Landemaine", "rue des Martyrs", "Inès"]),
           ("RUGBY - TOP 14 , RÉSULTATS DE LA 10E JOURNÉE\nToulouse - Clermont 38-17\nLa Rochelle - Racing 92 "
            "24-24\nBordeaux-Bègles - Toulon 31-20",
            ["Toulouse", "Clermont", "La Rochelle", "Racing 92", "Bordeaux-Bègles", "Toulon"])],
    "pt": [("alguém sabe se o Pingo Doce da Avenida da Boavista abre amanhã? a minha mãe Fernanda precisa de ir "
            "lá cedo. liguem-me 912 345 678",
            ["Pingo Doce", "Avenida da Boavista", "Fernanda", "912 345 678"]),
           ("FUTEBOL - RESULTADOS DA 11.ª JORNADA\nBenfica 3 - 1 Sporting de Braga ( Pavlidis 12 , 58 , Di María "
            "80 ; Zalazar 33 )\nPorto 2 - 0 Vitória de Guimarães",
            ["Benfica", "Sporting de Braga", "Pavlidis", "Di María", "Zalazar", "Porto", "Vitória de Guimarães"])],
}
