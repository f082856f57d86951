"""A ninth hand-written set, written on 2026-11-27 after the rules the eighth set led to, and scored once
before any rule looked at it: the estimate, for text nobody tuned on, of what those rules bring.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other PHI;
nationalities, events, leagues and titles of works are not names here). Wire copy with results rows,
standings and headlines in capitals; posts with handles and lower-case names; nursing notes and letters;
biographies; and wire copy tokenised as news corpora are in German, Dutch, Spanish, Italian, French and
Portuguese. ``handmade_devset.py --ninth`` scores them; their first score is kept in
``benchmarks/results/handmade_ninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "SOCCER - ENGLISH PREMIER LEAGUE RESULTS\nLONDON 2024-12-14\nResults of English Premier League "
     "matches on Saturday :\nAston Villa 1 Manchester City 0\nBrentford 2 Fulham 2\nLiverpool 3 Wolves 1",
     ["LONDON", "Aston Villa", "Manchester City", "Brentford", "Fulham", "Liverpool", "Wolves"]),
    ("news", "CYCLING - POGACAR WINS TOUR OF LOMBARDY\nCOMO , Italy 2024-10-12\nLeading results :\n1. Tadej "
     "Pogacar ( Slovenia ) UAE Team Emirates 6:24:49\n2. Remco Evenepoel ( Belgium ) Soudal Quick-Step 3:16 behind",
     ["POGACAR", "COMO", "Italy", "Tadej Pogacar", "Slovenia", "UAE Team Emirates", "Remco Evenepoel", "Belgium",
      "Soudal Quick-Step"]),
    ("news", "Germany 's Chancellor Olaf Scholz lost a confidence vote in the Bundestag on Monday , paving the way "
     "for an election in February . Friedrich Merz of the Christian Democrats leads the polls .",
     ["Germany", "Olaf Scholz", "Bundestag", "Friedrich Merz", "Christian Democrats"]),
    ("news", "Nissan and Honda said they would explore a merger . Nissan chief executive Makoto Uchida said the "
     "talks would conclude by June .", ["Nissan", "Honda", "Makoto Uchida"]),
    ("news", "Firefighters in Los Angeles battled the Palisades fire for a fourth day . Mayor Karen Bass returned "
     "from Ghana on Wednesday .", ["Los Angeles", "Karen Bass", "Ghana"]),
    ("news", "A former nurse at the Countess of Chester Hospital , Lucy Letby , lost her bid to appeal . The Court "
     "of Appeal said there was no arguable ground .",
     ["Countess of Chester Hospital", "Lucy Letby", "Court of Appeal"]),
    ("news", "CRICKET - AUSTRALIA BEAT INDIA IN PERTH\nPERTH 2024-11-25\nSCORES : India 150 and 487-6 declared . "
     "Australia 104 and 238 . Jasprit Bumrah took eight wickets .",
     ["AUSTRALIA", "INDIA", "PERTH", "India", "Australia", "Jasprit Bumrah"]),
    ("news", "Shares of Novo Nordisk slid 20 percent after trial data for its obesity drug disappointed "
     "investors in Copenhagen .", ["Novo Nordisk", "Copenhagen"]),
    ("social", "ok who else is going to see oasis at wembley next summer", ["oasis", "wembley"]),
    ("social", "Just landed at JFK and @Delta lost my bag AGAIN 🙃", ["JFK", "@Delta"]),
    ("social", "my grandma in cork just turned 100!! the whole of ballincollig came out for her",
     ["cork", "ballincollig"]),
    ("social", "Anyone tried the new Lidl in Harrow? Is the bakery any good", ["Lidl", "Harrow"]),
    ("social", "shoutout to coach martinez for believing in us all season 🏀", ["martinez"]),
    ("social", "Reading the new Sally Rooney on the tube, no spoilers pls", ["Sally Rooney"]),
    ("social", "u/greenthumb_kat your tomatoes look amazing, what variety?", ["u/greenthumb_kat"]),
    ("social", "Can't believe Mark from accounts is leaving Deloitte after 15 years", ["Mark", "Deloitte"]),
    ("clinical", "CC: chest pain\nHPI: 67 y/o M with hx of HTN, HLD presents from Dover Rehab. Wife Ellen reports "
     "onset at 0600. Cardiology (Dr. Nakamura) consulted.", ["Dover Rehab", "Ellen", "Nakamura"]),
    ("clinical", "PT RESTING COMFORTABLY. VSS. SON DAVID CALLED 508-555-0187, UPDATED ON PLAN. TRANSFER TO "
     "ST. VINCENT'S 12/2.", ["DAVID", "508-555-0187", "ST. VINCENT'S", "12/2"]),
    ("clinical", "Pt 101 yo female, resident of Maple Grove Nursing Home, admitted 3/14 with UTI. Niece Sandra "
     "Kowalski is HCP.", ["101", "Maple Grove Nursing Home", "3/14", "Sandra Kowalski"]),
    ("bio", "Chimamanda Ngozi Adichie was born in Enugu and grew up in Nsukka , where her father taught at the "
     "University of Nigeria .", ["Chimamanda Ngozi Adichie", "Enugu", "Nsukka", "University of Nigeria"]),
    ("bio", "Career\nHe played for Ajax and Inter Milan before a knee injury ended his career in 1998.",
     ["Ajax", "Inter Milan"]),
    ("bio", "Yuki Tanaka studied architecture at Kyoto University and later worked for Kengo Kuma in Tokyo.",
     ["Yuki Tanaka", "Kyoto University", "Kengo Kuma", "Tokyo"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "de": [
        ("Der Frankfurter Oberbürgermeister Andreas von Schoeler ( SPD ) hat gestern im Römer die neuen Pläne "
         "für die Zeil vorgestellt .", ["Andreas von Schoeler", "SPD", "Römer", "Zeil"]),
        ("Die Lufthansa streicht nach einem Streik der Gewerkschaft UFO am Donnerstag 200 Flüge ab München .",
         ["Lufthansa", "UFO", "München"]),
        ("Nach Angaben des Statistischen Bundesamtes in Wiesbaden stiegen die Preise im Oktober um 2,4 Prozent .",
         ["Statistischen Bundesamtes", "Wiesbaden"]),
        ("Borussia Dortmund gewann am Samstag im Westfalenstadion mit 2:0 gegen den Hamburger SV . Beide Tore "
         "erzielte Stéphane Chapuisat .", ["Borussia Dortmund", "Westfalenstadion", "Hamburger SV",
                                          "Stéphane Chapuisat"]),
        ("In Offenbach am Main eröffnete die Stadt am Freitag eine neue Kita in der Bieberer Straße .",
         ["Offenbach am Main", "Bieberer Straße"]),
    ],
    "nl": [
        ("Het Antwerpse parket heeft een onderzoek geopend naar de fraude bij Lernout & Hauspie in Ieper .",
         ["Lernout & Hauspie", "Ieper"]),
        ("Anderlecht won zondag in het Astridpark met 2-0 van AA Gent . Jan Koller scoorde beide doelpunten .",
         ["Anderlecht", "Astridpark", "AA Gent", "Jan Koller"]),
        ("Volgens de Franse krant Le Monde wil Renault de fabriek in Vilvoorde sluiten .",
         ["Le Monde", "Renault", "Vilvoorde"]),
        ("Gisteren maakte minister Marc Verwilghen van Justitie bekend dat de gevangenis van Lantin wordt "
         "uitgebreid .", ["Marc Verwilghen", "Justitie", "Lantin"]),
        ("Premier Dick Schoof sprak in Den Haag met de Duitse bondskanselier over de Europese begroting .",
         ["Dick Schoof", "Den Haag"]),
    ],
    "es": [
        ("Madrid , 5 jun ( EFE ) .- El Real Madrid confirmó hoy el fichaje del delantero francés Kylian Mbappé , "
         "procedente del Paris Saint-Germain .", ["Madrid", "EFE", "Real Madrid", "Kylian Mbappé",
                                                 "Paris Saint-Germain"]),
        ("La Ertzaintza detuvo ayer en San Sebastián a dos jóvenes acusados de quemar un autobús de Dbus .",
         ["Ertzaintza", "San Sebastián", "Dbus"]),
        ("El consejero de Sanidad de la Comunidad de Madrid , Enrique Ruiz Escudero , inauguró el nuevo centro "
         "de salud de Vallecas .", ["Sanidad", "Comunidad de Madrid", "Enrique Ruiz Escudero", "Vallecas"]),
        ("Iberdrola y Repsol anunciaron una inversión conjunta en Castilla-La Mancha .",
         ["Iberdrola", "Repsol", "Castilla-La Mancha"]),
        ("Según fuentes del PSOE , Felipe González intervendrá mañana en el mitin de Dos Hermanas .",
         ["PSOE", "Felipe González", "Dos Hermanas"]),
    ],
    "it": [
        ("Il Milan ha pareggiato 1-1 a San Siro contro la Roma , con gol di Shevchenko e Totti .",
         ["Milan", "San Siro", "Roma", "Shevchenko", "Totti"]),
        ("La Guardia di Finanza ha sequestrato a Napoli beni per 3 milioni di euro a un imprenditore di Caserta .",
         ["Guardia di Finanza", "Napoli", "Caserta"]),
        ("Il ministro dell' Economia , Giancarlo Giorgetti , ha presentato ieri la manovra a Montecitorio .",
         ["Economia", "Giancarlo Giorgetti", "Montecitorio"]),
        ("Secondo la Coldiretti , la siccità ha colpito soprattutto la Puglia e la Sicilia .",
         ["Coldiretti", "Puglia", "Sicilia"]),
        ("Luca Cordero di Montezemolo ha lasciato la presidenza della Ferrari a Maranello .",
         ["Luca Cordero di Montezemolo", "Ferrari", "Maranello"]),
    ],
    "fr": [
        ("Le PSG a battu l' OL 3-1 au Parc des Princes , avec un doublé d' Ousmane Dembélé .",
         ["PSG", "OL", "Parc des Princes", "Ousmane Dembélé"]),
        ("La préfecture du Nord a interdit la manifestation prévue samedi à Lille .", ["Nord", "Lille"]),
        ("Selon Météo-France , la tempête touchera la Bretagne et les Pays de la Loire .",
         ["Météo-France", "Bretagne", "Pays de la Loire"]),
    ],
    "pt": [
        ("O FC Porto venceu o Braga por 3-1 no Estádio do Dragão , com dois golos de Samu .",
         ["FC Porto", "Braga", "Estádio do Dragão", "Samu"]),
        ("A ministra da Justiça , Rita Júdice , visitou a prisão de Custoias .",
         ["Justiça", "Rita Júdice", "Custoias"]),
        ("A Vale anunciou em Belo Horizonte um acordo com o Governo de Minas Gerais .",
         ["Vale", "Belo Horizonte", "Governo de Minas Gerais"]),
    ],
}
