"""A nineteenth hand-written set, written on 2026-11-27 after the eighteenth set's rules, and scored once
before any rule looked at it: a neighbourhood-app post, a gaming chat, a tweet thread, a complaint e-mail, a
rugby results table, a cycling stage table, a court report, a tech story, a midwife's note in capitals, an
ED triage note, a discharge letter, a footballer's biography and a professor's profile, and wire copy, notes
and posts in Spanish, Dutch, German, Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other
identifiers; nationalities, parties' members, events, awards, leagues, products, offices and titles of works
are not names here). ``handmade_devset.py --nineteenth`` scores them; their first score is kept in
``benchmarks/results/handmade_nineteenth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETEENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Has anyone else had a parcel go missing from the Evri depot in Hinckley? Mine was 'delivered' to a "
     "house on Sketchley Lane apparently. Karen at no. 14 says she saw the van but nobody knocked.",
     ["Evri", "Hinckley", "Sketchley Lane", "Karen"]),
    ("social", "xXSniperWolfXx: gg ez\nmarcus_b: lol u got carried by jonno\nxXSniperWolfXx: nah jonno was afk "
     "half the game\nmarcus_b: whatever, rematch on the eu west server at 9?",
     ["xXSniperWolfXx", "marcus_b", "jonno"]),
    ("social", "1/ Just left the Labour conference in Liverpool. Spoke to @AngelaRayner's team about housing in "
     "Oldham - they were surprisingly receptive.\n2/ Big thanks to @ShelterCharity for organising the fringe "
     "event.", ["Labour", "Liverpool", "@AngelaRayner", "Oldham", "@ShelterCharity"]),
    ("social", "Dear Sir/Madam,\nI am writing to complain about my stay at the Premier Inn, Reading Central, on 3 "
     "June. My booking reference was PI-88213. The manager, Mr Patel, refused a refund.\nYours faithfully,\n"
     "Glenys Hartley", ["Premier Inn", "Reading Central", "PI-88213", "Patel", "Glenys Hartley"]),
    ("news", "RUGBY UNION - SUPER 12 RESULTS\nWELLINGTON 1996-03-09\nResults of Super 12 matches on Saturday :\n"
     "Wellington Hurricanes 28 Natal 23\nAuckland Blues 49 Northern Transvaal 18\nQueensland Reds 36 Otago "
     "Highlanders 23",
     ["WELLINGTON", "Wellington Hurricanes", "Natal", "Auckland Blues", "Northern Transvaal", "Queensland Reds",
      "Otago Highlanders"]),
    ("news", "CYCLING - TOUR DE FRANCE STAGE RESULT\nPAU , France 1996-07-17\nLeading results of Wednesday 's 16th "
     "stage :\n1. Riis ( Denmark ) Telekom 4:32:16\n2. Virenque ( France ) Festina same time\n"
     "3. Dufaux ( Switzerland ) Festina 0:12",
     ["PAU", "France", "Riis", "Denmark", "Telekom", "Virenque", "Festina", "Dufaux", "Switzerland"]),
    ("news", "A former nurse at Countess of Chester Hospital was cleared yesterday at Manchester Crown Court . Judge "
     "James Goss told the jury that the case against Ms Letby had not been proven on the two remaining counts . "
     "Cheshire Police said it would review the verdict .",
     ["Countess of Chester Hospital", "Manchester Crown Court", "James Goss", "Letby", "Cheshire Police"]),
    ("news", "Nvidia shares fell 6 percent on Monday after DeepSeek , a Chinese start-up backed by the hedge fund "
     "High-Flyer , released a cheaper model . Jensen Huang , Nvidia 's chief executive , said demand remained "
     "strong . Analysts at Bernstein were less sure .",
     ["Nvidia", "DeepSeek", "High-Flyer", "Jensen Huang", "Bernstein"]),
    ("clinical", "MIDWIFE NOTE 02:15 - G2P1 AT 39+4. SROM 23:40 CLEAR LIQUOR. PARTNER LIAM PRESENT. BIRTH PLAN "
     "DISCUSSED, WANTS TO USE POOL. OBS STABLE. FOR REVIEW BY REG DR OKONJO AT 04:00. BORN AT ROSIE HOSPITAL "
     "HERSELF 1994.",
     ["LIAM", "OKONJO", "ROSIE HOSPITAL"]),
    ("clinical", "Triage 14:32: 34M brought in by EMAS after RTC on the A52 near Bingham. GCS 15. C/o neck pain. "
     "NOK: brother Callum 07700 900456. Allergies: penicillin. GP: Dr Fenwick, Radcliffe Medical Practice.",
     ["EMAS", "A52", "Bingham", "Callum", "07700 900456", "Fenwick", "Radcliffe Medical Practice"]),
    ("clinical", "Discharge summary\nName: Bartholomew Nwachukwu   DOB: 22/08/1948   NHS no: 943 476 5919\n"
     "Admitted to Ward 7B, Derriford Hospital, 02/05/2024 with community-acquired pneumonia. Discharged home to "
     "Plymstock 09/05/2024 with wife Grace.",
     ["Bartholomew Nwachukwu", "22/08/1948", "943 476 5919", "Derriford Hospital", "02/05/2024", "Plymstock",
      "09/05/2024", "Grace"]),
    ("bio", "Cristiano Ronaldo dos Santos Aveiro ( born 5 February 1985 ) is a Portuguese footballer who plays as a "
     "forward for Al Nassr . Born in Funchal , Madeira , he began his career at Sporting CP before signing for "
     "Manchester United in 2003 . Ronaldo later played for Real Madrid and Juventus .",
     ["Cristiano Ronaldo dos Santos Aveiro", "Funchal", "Madeira", "Al Nassr", "Sporting CP",
      "Manchester United", "Ronaldo", "Real Madrid", "Juventus"]),
    ("bio", "Professor Aisling Ní Bhriain is Chair of Applied Linguistics at Trinity College Dublin. Before joining "
     "Trinity in 2015 she was a lecturer at the University of Galway and a visiting fellow at the Max Planck "
     "Institute for Psycholinguistics in Nijmegen. Contact: nibhriaa@tcd.ie",
     ["Aisling Ní Bhriain", "Trinity College Dublin", "Trinity", "University of Galway",
      "Max Planck Institute for Psycholinguistics", "Nijmegen", "nibhriaa@tcd.ie"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETEENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Barcelona , 21 nov ( EFE ) .- El Ayuntamiento de Barcelona ha multado con 30.000 euros a la empresa "
         "Glovo por incumplir la normativa de reparto . La teniente de alcalde , Laia Bonet , ha explicado que la "
         "sanción afecta a su almacén de Poblenou .",
         ["Barcelona", "EFE", "Ayuntamiento de Barcelona", "Glovo", "Laia Bonet", "Poblenou"]),
        ("Mi hermano Javi y yo vamos al Bernabéu el sábado a ver al Madrid contra el Sevilla . Alguien sabe si "
         "hay huelga de Renfe ?", ["Javi", "Bernabéu", "Madrid", "Sevilla", "Renfe"]),
    ],
    "nl": [
        ("DEN HAAG - Minister Eelco Heinen van Financiën heeft dinsdag de Miljoenennota aan de Tweede Kamer "
         "aangeboden . De Nederlandsche Bank waarschuwde eerder voor een groeiend tekort . Fractievoorzitter "
         "Dilan Yeşilgöz van de VVD steunt de plannen .",
         ["DEN HAAG", "Eelco Heinen", "Financiën", "Tweede Kamer", "De Nederlandsche Bank", "VVD",
          "Dilan Yeşilgöz"]),
        ("weet iemand of de ns morgen staakt? moet naar mijn zus in zwolle en heb geen zin om met flixbus te gaan",
         ["ns", "zwolle", "flixbus"]),
    ],
    "de": [
        ("STUTTGART ( dpa ) - Die Porsche AG hat ihren Vorstandschef Oliver Blume entlastet . Auf der "
         "Hauptversammlung in Stuttgart-Zuffenhausen stimmten die Aktionäre mit großer Mehrheit zu . Kritik kam "
         "von der Deutschen Schutzvereinigung für Wertpapierbesitz .",
         ["STUTTGART", "dpa", "Porsche AG", "Oliver Blume", "Stuttgart-Zuffenhausen",
          "Deutschen Schutzvereinigung für Wertpapierbesitz"]),
        ("Aufnahmebefund : 67-jährige Patientin , wohnhaft in Gelsenkirchen-Buer , Einweisung durch Hausarzt Dr. "
         "Kowalczyk wegen Dyspnoe . Angehörige : Tochter Sabine Krämer , Tel. 0209 123456 .",
         ["Gelsenkirchen-Buer", "Kowalczyk", "Sabine Krämer"]),
    ],
    "it": [
        ("MILANO - Il sindaco di Milano , Giuseppe Sala , ha incontrato a Palazzo Marino i vertici di ATM per "
         "discutere del prolungamento della linea M4 . Presente anche l' assessora Arianna Censi .",
         ["MILANO", "Milano", "Giuseppe Sala", "Palazzo Marino", "ATM", "Arianna Censi"]),
        ("ragazzi stasera partita all' olimpico , chi viene? io e marco prendiamo il treno da frosinone alle 17",
         ["olimpico", "marco", "frosinone"]),
    ],
    "fr": [
        ("MARSEILLE ( AFP ) - L' Olympique de Marseille a officialisé samedi l' arrivée de Mason Greenwood , en "
         "provenance de Manchester United . Le président Pablo Longoria a salué « un joueur exceptionnel » . Le "
         "joueur sera présenté au stade Vélodrome .",
         ["MARSEILLE", "AFP", "Olympique de Marseille", "Mason Greenwood", "Manchester United", "Pablo Longoria",
          "Vélodrome"]),
        ("Mme Lefèvre , 81 ans , vit seule à Roubaix . Son fils Thierry passe tous les jours . Suivie par "
         "l' infirmière libérale du cabinet Santé Plus .", ["Lefèvre", "Roubaix", "Thierry", "Santé Plus"]),
    ],
    "pt": [
        ("PORTO , 14 mai ( Lusa ) - O presidente do FC Porto , André Villas-Boas , anunciou hoje a renovação do "
         "contrato de Diogo Costa até 2030 . O guarda-redes fica assim ligado ao clube do Dragão por mais cinco "
         "épocas .",
         ["PORTO", "Lusa", "FC Porto", "André Villas-Boas", "Diogo Costa", "Dragão"]),
        ("gente, o show do caetano em salvador foi cancelado? minha prima juliana comprou ingresso pela sympla",
         ["caetano", "salvador", "juliana", "sympla"]),
    ],
}
