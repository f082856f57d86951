"""A thirty-eighth hand-written set, written on 2026-11-28 after the thirty-seventh set's rules, and scored once
before any rule looked at it. Agency copy and notes, the two kinds the held-out sets weigh most: wire stories
with datelines, results lines and a headline in capitals (football, athletics, a market report, a court, a
coup, a strike, an election abroad), and nursing notes in capitals and in shorthand (a night report, a
transfer note, a family call, a fall, a social-work line), two entries, a post; and agency copy and a note per
language.

The same conventions as ``handmade_thirtyseventh.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions and nationalities do not; a title such as ``Sir`` is not part of a name).
``handmade_devset.py --thirtyeighth`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtyeighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYEIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "SOCCER - ENGLISH LEAGUE DIVISION ONE RESULTS\nLONDON 1996-08-24\nResults of English league division "
     "one matches on Saturday :\nBarnsley 2 Huddersfield 1\nBirmingham 0 Wolverhampton 3\nCrystal Palace 1 "
     "Port Vale 1",
     ["LONDON", "Barnsley", "Huddersfield", "Birmingham", "Wolverhampton", "Crystal Palace", "Port Vale"]),
    ("news", "ATHLETICS - JOHNSON WINS 200 IN ZURICH\nZURICH 1996-08-14\nOlympic champion Michael Johnson won "
     "the 200 metres in 19.77 seconds on Wednesday , ahead of Namibia 's Frankie Fredericks and Ato Boldon of "
     "Trinidad .",
     ["JOHNSON", "ZURICH", "Michael Johnson", "Namibia", "Frankie Fredericks", "Ato Boldon", "Trinidad"]),
    ("news", "LONDON 1996-08-30\nShares in British Airways fell 12 pence to 590p after Deutsche Bank cut its "
     "rating , dealers said . BT and Glaxo Wellcome were also weaker .",
     ["LONDON", "British Airways", "Deutsche Bank", "BT", "Glaxo Wellcome"]),
    ("news", "A former Inverness councillor , Duncan MacRae , 58 , was fined 2,000 pounds at the city 's "
     "sheriff court on Tuesday for failing to declare gifts from a developer , Highland Homes Ltd .",
     ["Inverness", "Duncan MacRae", "Highland Homes Ltd"]),
    ("news", "BANGUI 1996-05-20\nMutinous soldiers in the Central African Republic freed hostages on Monday after "
     "talks with President Ange-Felix Patasse , a spokesman for the French embassy said .",
     ["BANGUI", "Central African Republic", "Ange-Felix Patasse"]),
    ("news", "Train drivers of the ASLEF union will strike on Friday in a dispute with Southern over pay , general "
     "secretary Mick Whelan said in Euston .",
     ["ASLEF", "Southern", "Mick Whelan", "Euston"]),
    ("news", "Voters in Moldova chose Maia Sandu of the Action and Solidarity party as president on Sunday , "
     "defeating Igor Dodon , the electoral commission in Chisinau said .",
     ["Moldova", "Maia Sandu", "Action and Solidarity", "Igor Dodon", "Chisinau"]),
    ("clinical", "NPN 1900-0700: PT ALERT, CONFUSED TO TIME. BP 140-160/70S. SON ANTHONY VISITED 2000, "
     "QUESTIONS ANSWERED. PLAN: TRANSFER TO ST ELSEWHERE REHAB WHEN BED AVAIL. DR KOWALSKI AWARE.",
     ["ANTHONY", "ST ELSEWHERE REHAB", "KOWALSKI"]),
    ("clinical", "Transfer note: 88 yo F from Brookside Manor nursing home, admitted 10/14 with UTI. Niece "
     "Theresa Mahoney is HCP (617-555-0142). PCP Dr. Feingold.",
     ["Brookside Manor", "10/14", "Theresa Mahoney", "617-555-0142", "Feingold"]),
    ("clinical", "family mtg w/ wife carol + daughter jen re goals of care, agreed DNR/DNI. chaplain fr. murphy "
     "to visit tmrw.",
     ["carol", "jen", "murphy"]),
    ("clinical", "FALL @ 0340: PT FOUND ON FLOOR BY BED, NO LOC. ABRASION L ELBOW. DR NGUYEN EXAMINED, CT HEAD "
     "NEG. DAUGHTER (LISA) NOTIFIED AT HOME IN QUINCY.",
     ["NGUYEN", "LISA", "QUINCY"]),
    ("clinical", "SW note: pt is 91 y/o widower, lives alone in Dorchester, has a neighbor (Mrs. Alvarez) who "
     "checks daily. Referred to Elder Services of Boston.",
     ["91", "Dorchester", "Alvarez", "Elder Services of Boston"]),
    ("bio", "Grace Hopper (December 9, 1906 – January 1, 1992) was an American computer scientist born in New "
     "York City. She earned her PhD at Yale and served in the United States Navy Reserve.",
     ["Grace Hopper", "December 9, 1906", "January 1, 1992", "New York City", "Yale",
      "United States Navy Reserve"]),
    ("bio", "Alan Turing was born in Maida Vale, London, and studied at King's College, Cambridge. He worked at "
     "Bletchley Park and later at the University of Manchester.",
     ["Alan Turing", "Maida Vale", "London", "King's College", "Cambridge", "Bletchley Park",
      "University of Manchester"]),
    ("social", "Massive thanks to everyone at Crumbs Bakery in Hebden Bridge for my birthday cake, Sophie you're "
     "a star 🎂",
     ["Crumbs Bakery", "Hebden Bridge", "Sophie"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYEIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("MADRID , 23 may ( EFE ) .- El Real Madrid ganó al Atlético de Madrid por 2-1 en el Bernabéu , con "
         "goles de Vinícius y Bellingham , informó el club .",
         ["MADRID", "EFE", "Real Madrid", "Atlético de Madrid", "Bernabéu", "Vinícius", "Bellingham"]),
        ("Nota de enfermería : paciente de 94 años , vive en Getafe con su hija Pilar . Valorada por la Dra. "
         "Herrero .",
         ["94", "Getafe", "Pilar", "Herrero"]),
    ],
    "nl": [
        ("AMSTERDAM ( ANP ) - De gemeente Amsterdam en woningcorporatie Ymere bouwen 800 woningen in Nieuw-West "
         ", zei wethouder Zita Pels dinsdag .",
         ["AMSTERDAM", "ANP", "Amsterdam", "Ymere", "Nieuw-West", "Zita Pels"]),
        ("Rapportage : dhr. Bakker is gevallen in de badkamer . Zoon Peter is gebeld . Huisarts Jansen komt "
         "morgen .",
         ["Bakker", "Peter", "Jansen"]),
    ],
    "de": [
        ("BERLIN ( Reuters ) - Die Lufthansa streicht wegen eines Streiks der Gewerkschaft Verdi am Mittwoch "
         "Hunderte Flüge in Frankfurt und München .",
         ["BERLIN", "Reuters", "Lufthansa", "Verdi", "Frankfurt", "München"]),
        ("Pflegebericht : Frau Wagner war nachts unruhig . Tochter Sabine wurde informiert . Dr. Fischer "
         "kommt zur Visite .",
         ["Wagner", "Sabine", "Fischer"]),
    ],
    "it": [
        ("MILANO - L' Inter ha battuto il Milan 2-1 a San Siro con le reti di Lautaro Martinez e Thuram , ha "
         "riferito l' ANSA .",
         ["MILANO", "Inter", "Milan", "San Siro", "Lautaro Martinez", "Thuram", "ANSA"]),
        ("Diario infermieristico : il sig. Colombo ha passato una notte tranquilla . La moglie Giovanna "
         "arriverà da Monza .",
         ["Colombo", "Giovanna", "Monza"]),
    ],
    "fr": [
        ("PARIS ( AFP ) - Le Paris Saint-Germain a battu l' Olympique de Marseille 3-0 au Parc des Princes , "
         "avec un doublé de Kylian Mbappé .",
         ["PARIS", "AFP", "Paris Saint-Germain", "Olympique de Marseille", "Parc des Princes", "Kylian Mbappé"]),
        ("Transmissions : Mme Girard , 93 ans , a chuté cette nuit . Son fils Thomas a été prévenu à Rennes .",
         ["Girard", "93", "Thomas", "Rennes"]),
    ],
    "pt": [
        ("LISBOA , 12 mar ( Lusa ) - O primeiro-ministro Luís Montenegro reuniu-se hoje em Lisboa com o "
         "presidente da CIP , Armindo Monteiro .",
         ["LISBOA", "Lusa", "Luís Montenegro", "Lisboa", "CIP", "Armindo Monteiro"]),
        ("Registo de enfermagem : a D. Fernanda , 92 anos , dormiu mal . O neto Tiago liga de Coimbra .",
         ["Fernanda", "92", "Tiago", "Coimbra"]),
    ],
}
