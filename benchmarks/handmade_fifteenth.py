"""A fifteenth hand-written set, written on 2026-11-27 after the fourteenth set's rules, and scored once
before any rule looked at it: tweets, forum posts and family chats, a reviews page, wire copy (politics, a
results table, crime, business), a lower-case progress note and a respiratory note in capitals, encyclopedia
biographies, and wire copy in Spanish, Dutch, German, Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other PHI;
nationalities, parties' members, events, leagues, products, offices and titles of works are not names here).
``handmade_devset.py --fifteenth`` scores them; their first score is kept in
``benchmarks/results/handmade_fifteenth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTEENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "can't believe @easyJet cancelled our flight to faro AGAIN. 3rd time this year. stuck in gatwick "
     "with two kids, no hotel offered. @martinlewis is this legal??",
     ["@easyJet", "faro", "gatwick", "@martinlewis"]),
    ("social", "Moved from Glasgow to Aberdeen last year for a job at Wood Group. Rent is cheaper but the nightlife "
     "is dead compared to the West End. Anyone know decent five-a-side leagues? Tried Goals in Bridge of Don but "
     "the pitches were rubbish.",
     ["Glasgow", "Aberdeen", "Wood Group", "West End", "Goals", "Bridge of Don"]),
    ("social", "mum: dinner with auntie carol on sunday, bring the kids\nme: can't, jake has football in chorley\n"
     "mum: tell coach dave he can miss one week\nme: lol ok i'll ask", ["carol", "jake", "chorley", "dave"]),
    ("social", "Huge thanks to everyone at Riverside Vets in Newbury who looked after our dog after his op. Special "
     "mention to Dr Hannah Okoye who stayed late. We'll be back for his jabs in March!",
     ["Riverside Vets", "Newbury", "Hannah Okoye"]),
    ("news", "WASHINGTON ( AP ) — Senate Majority Leader John Thune said Tuesday that Republicans would push "
     "ahead with the spending bill despite objections from Democrats . Sen. Chuck Schumer of New York called the "
     "plan \" reckless \" . The White House said President Donald Trump would sign it . The Congressional "
     "Budget Office estimated the bill would add $ 1.2 trillion to deficits over a decade .",
     ["WASHINGTON", "AP", "Senate", "John Thune", "Chuck Schumer", "New York", "White House", "Donald Trump",
      "Congressional Budget Office"]),
    ("news", "SOCCER - ENGLISH PREMIER LEAGUE RESULTS\nLONDON 1996-08-17\nResults of English premier league "
     "matches on Saturday :\nArsenal 2 West Ham 0\nBlackburn 1 Tottenham 2\nCoventry 0 Newcastle 3\nEverton 2 "
     "Southampton 0\nLeeds 3 Derby 3\nStandings :\nNewcastle 2 2 0 0 6 0 6\nTottenham 1 1 0 0 2 1 3",
     ["LONDON", "Arsenal", "West Ham", "Blackburn", "Tottenham", "Coventry", "Newcastle", "Everton",
      "Southampton", "Leeds", "Derby"]),
    ("news", "A 23-year-old man from Bootle has been charged with attempted murder after a stabbing outside a "
     "nightclub on Concert Square in Liverpool city centre . Merseyside Police said Kieran Walsh , of Stanley "
     "Road , would appear before Liverpool Magistrates ' Court on Monday . The victim , a 19-year-old from "
     "Huyton , remains in a stable condition at the Royal Liverpool University Hospital .",
     ["Bootle", "Concert Square", "Liverpool", "Merseyside Police", "Kieran Walsh", "Stanley Road",
      "Liverpool Magistrates ' Court", "Huyton", "Royal Liverpool University Hospital"]),
    ("news", "Volkswagen said on Thursday it would close a plant in Osnabrueck next year , the first factory "
     "closure in Germany in the carmaker 's 87-year history . Works council head Daniela Cavallo said staff at "
     "Osnabrueck and Dresden would be offered jobs at Wolfsburg . Porsche , in which Volkswagen holds a stake , "
     "reported a 40 percent drop in profit .",
     ["Volkswagen", "Osnabrueck", "Germany", "Daniela Cavallo", "Dresden", "Wolfsburg", "Porsche"]),
    ("clinical", "pt is 54 yo f w/ hx of dm2, htn, admitted 2/9 w/ dka. seen by endo (dr kapoor) this am, plan "
     "to transition to sq insulin. daughter maria (hcp) updated by phone 617-555-0102. pt asking to go home to "
     "brockton asap. fu w/ pcp dr o'brien at south shore health in 1 wk.",
     ["2/9", "kapoor", "maria", "617-555-0102", "brockton", "o'brien", "south shore health"]),
    ("clinical", "RESP CARE NOTE\nPT REMAINS ON VENT AC 500X14 PEEP 8 FIO2 40%. SUCTIONED FOR THICK TAN "
     "SECRETIONS. ABG 7.38/42/88. WIFE DOROTHY CALLED AT 1400, UPDATED BY RN. PLAN TO TRANSFER TO LAHEY CLINIC "
     "ON 3/22 IF STABLE. DR. NAKAMURA AWARE.", ["DOROTHY", "LAHEY CLINIC", "3/22", "NAKAMURA"]),
    ("bio", "Frida Kahlo ( 6 July 1907 – 13 July 1954 ) was a Mexican painter known for her self-portraits . "
     "Born in Coyoacán , Mexico City , she contracted polio as a child and was later injured in a bus accident "
     ". She married the muralist Diego Rivera in 1929 . Kahlo 's home , La Casa Azul , is now the Frida Kahlo "
     "Museum . Her work was exhibited at the Louvre in Paris in 1939 .",
     ["Frida Kahlo", "Coyoacán", "Mexico City", "Diego Rivera", "Kahlo", "La Casa Azul", "Frida Kahlo Museum",
      "Louvre", "Paris"]),
    ("bio", "Tom Finney ( 5 April 1922 – 14 February 2014 ) was an English footballer who played his entire "
     "career for Preston North End . Nicknamed the Preston Plumber , he won 76 caps for England and scored 30 "
     "goals . Finney served with the Eighth Army in Egypt and Italy during the Second World War . A statue of "
     "him stands outside Deepdale .",
     ["Tom Finney", "Preston North End", "England", "Finney", "Eighth Army", "Egypt", "Italy", "Deepdale"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTEENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Barcelona , 8 feb ( EFE ) .- El Fútbol Club Barcelona ha renovado hasta 2028 al centrocampista Pedri "
         "González , según ha anunciado este jueves el club azulgrana . El presidente , Joan Laporta , ha "
         "destacado que el jugador canario \" es el presente y el futuro \" del equipo . Pedri llegó en 2020 "
         "procedente de la UD Las Palmas .",
         ["Barcelona", "EFE", "Fútbol Club Barcelona", "Pedri González", "Joan Laporta", "Pedri", "UD Las Palmas"]),
        ("Un incendio declarado en la madrugada de este domingo en una nave industrial del polígono de Guarnizo , "
         "en el municipio cántabro de El Astillero , ha obligado a desalojar a una veintena de vecinos . Según el "
         "112 de Cantabria , los bomberos de Santander y Torrelavega trabajaron durante cuatro horas . El alcalde "
         ", Javier Fernández Soberón , visitó la zona .",
         ["Guarnizo", "El Astillero", "Cantabria", "Santander", "Torrelavega", "Javier Fernández Soberón"]),
    ],
    "nl": [
        ("BRUSSEL - De Belgische premier Bart De Wever heeft dinsdag in de Kamer het regeerakkoord verdedigd . "
         "Oppositieleider Raoul Hedebouw van de PVDA noemde het akkoord \" een aanval op de werkende mens \" . "
         "Ook Vooruit-voorzitter Conner Rousseau reageerde : \" Dit is een evenwichtig akkoord . \" De vakbonden "
         "ABVV en ACV plannen een betoging op 13 februari in Brussel .",
         ["BRUSSEL", "Bart De Wever", "Kamer", "Raoul Hedebouw", "PVDA", "Vooruit", "Conner Rousseau", "ABVV",
          "ACV", "Brussel"]),
        ("Remco Evenepoel heeft zondag de Ronde van Vlaanderen niet gereden . Volgens zijn ploeg Soudal "
         "Quick-Step had de renner uit Schepdaal last van zijn knie . Mathieu van der Poel won voor de derde keer "
         "in Oudenaarde , voor Tadej Pogačar en Mads Pedersen .",
         ["Remco Evenepoel", "Soudal Quick-Step", "Schepdaal", "Mathieu van der Poel", "Oudenaarde",
          "Tadej Pogačar", "Mads Pedersen"]),
    ],
    "de": [
        ("FRANKFURT A. M. Die Stadtverordnetenversammlung hat am Donnerstag abend den Haushalt für 1993 "
         "verabschiedet . Oberbürgermeister Andreas von Schoeler ( SPD ) sprach von einem \" Sparhaushalt \" . "
         "Die CDU-Opposition unter Petra Roth kritisierte die Neuverschuldung von 400 Millionen Mark . Auch der "
         "Bund der Steuerzahler in Wiesbaden meldete Bedenken an .",
         ["FRANKFURT A. M.", "Andreas von Schoeler", "SPD", "CDU", "Petra Roth", "Bund der Steuerzahler",
          "Wiesbaden"]),
        ("Bayern München hat den Vertrag mit Trainer Vincent Kompany vorzeitig bis 2029 verlängert . "
         "Sportvorstand Max Eberl sagte am Rande des Trainings an der Säbener Straße , Kompany habe \" eine neue "
         "Mentalität \" gebracht . Am Samstag empfangen die Münchner den SC Freiburg .",
         ["Bayern München", "Vincent Kompany", "Max Eberl", "Säbener Straße", "Kompany", "SC Freiburg"]),
    ],
    "it": [
        ("NAPOLI - Il sindaco Gaetano Manfredi ha presentato ieri a Palazzo San Giacomo il piano per la "
         "metropolitana . Alla conferenza erano presenti l' assessore Edoardo Cosenza e i vertici dell' Anm . I "
         "lavori della linea 10 , finanziati dal Pnrr , dovrebbero concludersi nel 2030 , ha spiegato Manfredi .",
         ["NAPOLI", "Gaetano Manfredi", "Palazzo San Giacomo", "Edoardo Cosenza", "Anm", "Manfredi"]),
        ("Jannik Sinner ha battuto Carlos Alcaraz in finale a Pechino . L' altoatesino , allenato da Simone "
         "Vagnozzi e Darren Cahill , sale così al primo posto della classifica Atp . \" Una vittoria importante "
         "\" , ha detto Sinner ai giornalisti . Il presidente della Fitp , Angelo Binaghi , si è congratulato .",
         ["Jannik Sinner", "Carlos Alcaraz", "Pechino", "Simone Vagnozzi", "Darren Cahill", "Atp", "Sinner", "Fitp",
          "Angelo Binaghi"]),
    ],
    "fr": [
        ("MARSEILLE , 2 déc ( AFP ) - Le maire de Marseille , Benoît Payan , a annoncé lundi un plan de "
         "rénovation des écoles de 1,2 milliard d' euros . \" Nos enfants méritent mieux \" , a-t-il déclaré "
         "depuis l' école Bouge , dans le 3e arrondissement . La région Provence-Alpes-Côte d' Azur , présidée par "
         "Renaud Muselier , participera au financement .",
         ["MARSEILLE", "AFP", "Marseille", "Benoît Payan", "Bouge", "Provence-Alpes-Côte d' Azur",
          "Renaud Muselier"]),
    ],
    "pt": [
        ("PORTO , 15 mar ( Lusa ) - O FC Porto venceu hoje o Sporting de Braga por 2-1 , no Estádio do Dragão . "
         "Os golos dos portistas foram marcados por Samu Omorodion e Pepê , enquanto Ricardo Horta reduziu para "
         "os minhotos . O treinador Martín Anselmi elogiou a equipa .",
         ["PORTO", "Lusa", "FC Porto", "Sporting de Braga", "Estádio do Dragão", "Samu Omorodion", "Pepê",
          "Ricardo Horta", "Martín Anselmi"]),
    ],
}
