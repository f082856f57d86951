"""A sixty-ninth hand-written set, written on 2026-12-06 after the sixty-eighth set's rules, and scored once
before any rule looked at it. News as the held-out language sets hold it, three items per language: a
politics story with offices before the names, a sports item with clubs, coaches and a stadium, an economy
or a courts item with firms, agencies and a quote; and in English a transfer round-up, a company's results,
a local council story, an inquest, a tennis result in capitals, a city's marathon and an encyclopedia's
biography of a scientist.

The same conventions as ``handmade_sixtyeighth.py`` (groups, teams, parties, firms, shops, councils, courts
and agencies count; works, products, events, offices, prizes, programmes, diseases, drugs and
nationalities do not; titles and kinship words are not part of a name; in news, names only; in
biographies, dates, places and bodies too). ``handmade_devset.py --sixtyninth`` scores them; their first
score is kept in ``benchmarks/results/handmade_sixtyninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYNINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "West Ham have completed the signing of Brazilian winger Luis Guilherme from Palmeiras , while "
     "Brentford striker Yoane Wissa has handed in a transfer request , the Premier League club confirmed .",
     ["West Ham", "Luis Guilherme", "Palmeiras", "Brentford", "Yoane Wissa"]),
    ("news", "Shares in Greggs fell 6 % after the Newcastle-based baker warned that sales growth had slowed , "
     "chief executive Roisin Currie told analysts at Peel Hunt .",
     ["Greggs", "Newcastle", "Roisin Currie", "Peel Hunt"]),
    ("news", "Councillors in Stoke-on-Trent voted to close Fenton Library , despite a petition signed by "
     "4,000 residents and opposition from Labour leader Jane Ashworth .",
     ["Stoke-on-Trent", "Fenton Library", "Labour", "Jane Ashworth"]),
    ("news", "An inquest at Truro heard that Derek Pascoe , 71 , of St Austell , died after his car left the "
     "A30 near Bodmin , senior coroner Andrew Cox said .",
     ["Truro", "Derek Pascoe", "St Austell", "A30", "Bodmin", "Andrew Cox"]),
    ("news", "TENNIS - SINNER BEATS ALCARAZ TO RETAIN ATP FINALS TITLE\nTURIN 1996-11-17\nJannik Sinner beat "
     "Carlos Alcaraz 7-6 7-5 in the final on Sunday .",
     ["SINNER", "ALCARAZ", "TURIN", "Jannik Sinner", "Carlos Alcaraz"]),
    ("news", "Kenya 's Eliud Kipchoge , wearing Nike shoes , finished sixth in the Berlin Marathon , won by "
     "Ethiopia 's Milkesa Mengesha ahead of Cybrian Kotut .",
     ["Kenya", "Eliud Kipchoge", "Nike", "Ethiopia", "Milkesa Mengesha", "Cybrian Kotut"]),
    ("bio", "Sir John Bertrand Gurdon (born 2 October 1933) is a British developmental biologist. Educated at "
     "Eton College and Christ Church, Oxford, he shared the Nobel Prize with Shinya Yamanaka in 2012. He "
     "lives in Cambridge.",
     ["John Bertrand Gurdon", "2 October 1933", "Eton College", "Christ Church", "Oxford", "Shinya Yamanaka",
      "2012", "Cambridge"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYNINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El presidente del Gobierno , Pedro Sánchez , se reunió este lunes en La Moncloa con el líder del "
            "PP , Alberto Núñez Feijóo , para abordar la financiación autonómica .",
            ["Pedro Sánchez", "La Moncloa", "PP", "Alberto Núñez Feijóo"]),
           ("El Betis empató 1-1 con el Girona en el Benito Villamarín , y su entrenador , Manuel Pellegrini , "
            "lamentó las ocasiones falladas por Cucho Hernández .",
            ["Betis", "Girona", "Benito Villamarín", "Manuel Pellegrini", "Cucho Hernández"]),
           ("La Comisión Nacional del Mercado de Valores ( CNMV ) ha multado a Indra con 2 millones de euros , "
            "según informó el organismo en un comunicado .",
            ["Comisión Nacional del Mercado de Valores", "CNMV", "Indra"])],
    "nl": [("Premier Dick Schoof heeft dinsdag in Brussel overlegd met Europese Commissievoorzitter Ursula von "
            "der Leyen over de stikstofregels .",
            ["Dick Schoof", "Brussel", "Ursula von der Leyen"]),
           ("Feyenoord heeft in De Kuip met 3-0 gewonnen van FC Utrecht . Trainer Robin van Persie was "
            "tevreden over doelpuntenmaker Anis Hadj Moussa .",
            ["Feyenoord", "De Kuip", "FC Utrecht", "Robin van Persie", "Anis Hadj Moussa"]),
           ("De Autoriteit Consument & Markt ( ACM ) legt PostNL een boete op van 1,5 miljoen euro , zo "
            "maakte de toezichthouder woensdag bekend .",
            ["Autoriteit Consument & Markt", "ACM", "PostNL"])],
    "de": [("Bundesfinanzminister Lars Klingbeil hat am Donnerstag in Berlin den Haushaltsentwurf vorgestellt , "
            "die Grünen kritisierten die Pläne scharf .",
            ["Lars Klingbeil", "Berlin", "Grünen"]),
           ("Der VfB Stuttgart hat in der MHPArena mit 2:1 gegen Eintracht Frankfurt gewonnen . Trainer "
            "Sebastian Hoeneß lobte Torschütze Deniz Undav .",
            ["VfB Stuttgart", "MHPArena", "Eintracht Frankfurt", "Sebastian Hoeneß", "Deniz Undav"]),
           ("Das Bundeskartellamt hat gegen die Deutsche Bahn ein Verfahren eingeleitet , teilte die Behörde in "
            "Bonn mit .",
            ["Bundeskartellamt", "Deutsche Bahn", "Bonn"])],
    "it": [("Il presidente del Consiglio , Giorgia Meloni , ha incontrato a Palazzo Chigi il segretario della "
            "Cgil , Maurizio Landini , per discutere della manovra .",
            ["Giorgia Meloni", "Palazzo Chigi", "Cgil", "Maurizio Landini"]),
           ("La Fiorentina ha battuto 2-0 il Genoa al Franchi . L' allenatore Raffaele Palladino ha elogiato "
            "Moise Kean , autore di una doppietta .",
            ["Fiorentina", "Genoa", "Franchi", "Raffaele Palladino", "Moise Kean"]),
           ("La Consob ha sanzionato Mediobanca per 300 mila euro , ha reso noto l' autorità di vigilanza "
            "sui mercati .",
            ["Consob", "Mediobanca"])],
    "fr": [("Le Premier ministre , Sébastien Lecornu , a reçu mardi à Matignon la secrétaire générale de la "
            "CGT , Sophie Binet , pour évoquer la réforme des retraites .",
            ["Sébastien Lecornu", "Matignon", "CGT", "Sophie Binet"]),
           ("Le RC Lens s' est imposé 2-1 face au Stade rennais à Bollaert . L' entraîneur Pierre Sage a salué "
            "le doublé de Wesley Saïd .",
            ["RC Lens", "Stade rennais", "Bollaert", "Pierre Sage", "Wesley Saïd"]),
           ("L' Autorité de la concurrence a infligé une amende de 5 millions d' euros à Carrefour , a annoncé "
            "l' institution jeudi .",
            ["Autorité de la concurrence", "Carrefour"])],
    "pt": [("O primeiro-ministro , Luís Montenegro , recebeu hoje em São Bento o secretário-geral do PS , "
            "José Luís Carneiro , para discutir o Orçamento .",
            ["Luís Montenegro", "São Bento", "PS", "José Luís Carneiro"]),
           ("O Sporting venceu o Gil Vicente por 3-1 em Alvalade , com dois golos de Viktor Gyökeres . O "
            "treinador Rui Borges elogiou a equipa .",
            ["Sporting", "Gil Vicente", "Alvalade", "Viktor Gyökeres", "Rui Borges"]),
           ("A Autoridade da Concorrência multou a EDP em 40 milhões de euros , anunciou o regulador em "
            "comunicado .",
            ["Autoridade da Concorrência", "EDP"])],
}
