"""A seventy-third hand-written set, written on 2026-12-07 after the seventy-second set's rules, and scored once
before any rule looked at it. One of each kind the targets ask most of, in shapes the earlier sets used least:
an SBAR handover and a discharge letter with a practice's address, a flowsheet line in capitals; a biography of
an academic and of a painter; a results table of a swimming final and a local election's returns, a
court-list brief; a podcast's episode notes, a running app's post, a professional network's post and a
neighbourhood thread. Per language a note or biography and a post or brief.

The same conventions as ``handmade_seventysecond.py`` and ``handmade_seventieth.py`` (in biographies and notes,
dates, ages over 89, phones, record numbers, addresses, places, bodies and relatives' names count; in news,
names only; in posts, names, handles and phones; offices, titles, kinship words, nationalities, works, products,
events, prizes, diseases and drugs do not). ``handmade_devset.py --seventythird`` scores them; their first score
is kept in ``benchmarks/results/handmade_seventythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("clinical", "SBAR handover 19:30. S: Mr Abernethy, bed 14, 92yo, post-op day 2 L hemiarthroplasty. B: "
     "fell at home in Kirkcaldy 3/12, lives alone, daughter Fiona is NOK (07700 900412). A: obs stable, "
     "NEWS 2. R: for review by ortho reg Dr Mensah in AM.",
     ["Abernethy", "92yo", "Kirkcaldy", "3/12", "Fiona", "07700 900412", "Mensah"]),
    ("clinical", "Dear Dr Whitfield,\nRe: Elsie Marchant, DOB 02/07/1931, NHS no. 485 777 3456\n14 Larch "
     "Close, Yeovil BA21 4QT\nYour patient was discharged from Musgrove Park Hospital on 18 November after "
     "treatment for a urinary tract infection. Her grandson Callum will collect her prescriptions.",
     ["Whitfield", "Elsie Marchant", "02/07/1931", "485 777 3456", "14 Larch Close", "Yeovil", "BA21 4QT",
      "Musgrove Park Hospital", "18 November", "Callum"]),
    ("clinical", "1400 VS 98.6 - 88 - 18 - 132/76 SAT 96% RA. PT OOB TO CHAIR X2 ASSIST. WIFE BEVERLY "
     "VISITING, ASKING RE TRANSFER TO UNION MEMORIAL. SW PAGED.",
     ["BEVERLY", "UNION MEMORIAL"]),
    ("bio", "Sir Partha Sarathi Dasgupta (born 17 November 1942) is an Indian-British economist who is the Frank "
     "Ramsey Professor Emeritus of Economics at the University of Cambridge. Born in Dhaka, he was educated "
     "at the University of Delhi and Trinity College, Cambridge. He is married to Carol Dasgupta, the "
     "daughter of James Meade.",
     ["Partha Sarathi Dasgupta", "17 November 1942", "University of Cambridge", "Dhaka", "University of Delhi",
      "Trinity College", "Cambridge", "Carol Dasgupta", "James Meade"]),
    ("bio", "Lubaina Himid (born 1954 in Zanzibar) is a British artist and curator. She studied theatre design at "
     "Wimbledon College of Art and cultural history at the Royal College of Art. She has been Professor of "
     "Contemporary Art at the University of Central Lancashire in Preston since 2007.",
     ["Lubaina Himid", "1954", "Zanzibar", "Wimbledon College of Art", "Royal College of Art",
      "University of Central Lancashire", "Preston", "2007"]),
    ("news", "SWIMMING - WOMEN'S 200M FREESTYLE FINAL\nBUDAPEST 2024-12-12\nResults :\n1. Siobhan Haughey ( Hong "
     "Kong ) 1:51.11\n2. Mollie O'Callaghan ( Australia ) 1:51.62\n3. Freya Colbert ( Britain ) 1:52.33\n4. "
     "Erika Fairweather ( New Zealand ) 1:52.81",
     ["BUDAPEST", "Siobhan Haughey", "Hong Kong", "Mollie O'Callaghan", "Australia", "Freya Colbert", "Britain",
      "Erika Fairweather", "New Zealand"]),
    ("news", "Kirklees Council , Dewsbury East ward result : Paul Kane ( Lab ) 1,412 ; Aisha Mahmood ( Con ) 1,106 "
     "; Tom Gledhill ( Green ) 389 ; Imran Hussain ( Ind ) 302 . Lab hold . Turnout 27.4 % .",
     ["Kirklees Council", "Dewsbury East", "Paul Kane", "Lab", "Aisha Mahmood", "Con", "Tom Gledhill", "Green",
      "Imran Hussain"]),
    ("news", "A Barnsley man who ran a cannabis farm in a former care home has been jailed . Dean Spurr , 44 , of "
     "Hoyland Road , admitted production of a controlled drug at Sheffield Crown Court . Judge Jeremy "
     "Richardson KC told Spurr the operation was \" industrial \" .",
     ["Barnsley", "Dean Spurr", "Hoyland Road", "Sheffield Crown Court", "Jeremy Richardson", "Spurr"]),
    ("social", "Ep 112 is out! This week @priyalal_ talks to Dr Ama Owusu about burnout in junior doctors and why "
     "she left St Thomas' for a GP practice in Margate. Listen on all the usual apps 🎧",
     ["@priyalal_", "Ama Owusu", "St Thomas'", "Margate"]),
    ("social", "Morning Run 🌅 8.2 km along the Tyne from Wylam to Newburn and back. Legs dead. Kudos to Gav "
     "for the company",
     ["Tyne", "Wylam", "Newburn", "Gav"]),
    ("social", "Thrilled to share that I've started a new position as Senior Data Engineer at Octopus Energy! "
     "Huge thanks to my manager Ravi Patel and everyone at Ocado Technology for four great years.",
     ["Octopus Energy", "Ravi Patel", "Ocado Technology"]),
    ("social", "Re: bins not collected on Gladstone St again. Rang the council twice. If anyone from Ward 3 "
     "knows Cllr Hopkins can you tag her? Or ring Denise at the residents assoc 01632 960 775",
     ["Gladstone St", "Hopkins", "Denise", "01632 960 775"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Paciente de 93 años , ingresa desde la residencia Los Olivos de Alcorcón . Su hija Carmen ( tel. "
            "612 345 678 ) refiere caída el 4/11 . Valorado por el Dr. Izquierdo .",
            ["93", "Los Olivos", "Alcorcón", "Carmen", "612 345 678", "4/11", "Izquierdo"]),
           ("qué pasada el concierto de Rosalía en el Palau Sant Jordi anoche , mi prima Laura lloró entera 😭",
            ["Rosalía", "Palau Sant Jordi", "Laura"])],
    "nl": [("Marga Klompé ( Arnhem , 16 augustus 1912 – Den Haag , 28 januari 1986 ) was een Nederlands "
            "politica van de KVP . Zij studeerde scheikunde aan de Universiteit Utrecht .",
            ["Marga Klompé", "Arnhem", "16 augustus 1912", "Den Haag", "28 januari 1986", "KVP",
             "Universiteit Utrecht"]),
           ("Gisteren bij Vitesse - NEC , Mathijs Tielemans scoorde twee keer . Trainer Edward Sturing was na "
            "afloop opgelucht .",
            ["Vitesse", "NEC", "Mathijs Tielemans", "Edward Sturing"])],
    "de": [("Übergabe Nachtdienst : Frau Oberholzer , 94 J. , Sturz am 12.11. im Seniorenheim St. Anna in "
            "Rosenheim . Tochter Brigitte ( 0160 9988776 ) wurde informiert . Dr. Lechner kommt morgen .",
            ["Oberholzer", "94", "12.11.", "Seniorenheim St. Anna", "Rosenheim", "Brigitte", "0160 9988776",
             "Lechner"]),
           ("Der Gemeinderat von Tübingen hat Boris Palmer mit knapper Mehrheit unterstützt . Die Grünen im "
            "Landtag kritisierten den Beschluss .",
            ["Tübingen", "Boris Palmer", "Grünen"])],
    "it": [("Liliana Segre ( Milano , 10 settembre 1930 ) è una senatrice a vita italiana . Fu deportata ad "
            "Auschwitz nel 1944 con il padre Alberto .",
            ["Liliana Segre", "Milano", "10 settembre 1930", "Auschwitz", "1944", "Alberto"]),
           ("serata pazzesca al Bar Gino di Trastevere con Fede e Giulia , torniamo sabato 🍹",
            ["Bar Gino", "Trastevere", "Fede", "Giulia"])],
    "fr": [("Transmission : Mme Lefebvre , 95 ans , chambre 208 , EHPAD Les Tilleuls à Vannes . Chute le 9/12 . "
            "Son fils Gérard ( 06 12 34 56 78 ) a été prévenu . Vue par le Dr Morvan .",
            ["Lefebvre", "95", "EHPAD Les Tilleuls", "Vannes", "9/12", "Gérard", "06 12 34 56 78", "Morvan"]),
           ("Le maire de Marseille Benoît Payan a inauguré la nouvelle ligne de tramway avec la RTM . Payan a "
            "salué le travail des agents .",
            ["Marseille", "Benoît Payan", "RTM", "Payan"])],
    "pt": [("Maria de Lourdes Pintasilgo ( Abrantes , 18 de janeiro de 1930 – Lisboa , 10 de julho de 2004 ) "
            "foi uma engenheira e política portuguesa . Estudou no Instituto Superior Técnico .",
            ["Maria de Lourdes Pintasilgo", "Abrantes", "18 de janeiro de 1930", "Lisboa", "10 de julho de 2004",
             "Instituto Superior Técnico"]),
           ("alguém conhece um bom mecânico em braga ? o do sr. joaquim fechou 😞",
            ["braga", "joaquim"])],
}
