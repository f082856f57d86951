"""A forty-first hand-written set, written on 2026-11-28 after the fortieth set's rules, and scored once before
any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did not
have: posts (a charity run, a bus stop in lower case, fans outside a stadium, a grandmother's Scrabble win, a
dentist question, a teacher met in a shop, a ticket sale, a colleague's award), wire copy (an athletics
results table, a cricket scoreboard, a police naming, a headline in capitals, a manager's quote, an AP
dateline, a markets line), notes (a triage line with an old age, a capitals systems review, a lower-case
pain note, a clinic letter, a transfer line), three entries; and per language a wire line and a post.

The same conventions as ``handmade_fortieth.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions, events and nationalities do not; a title such as ``Dr`` or ``Nana`` is not
part of a name). ``handmade_devset.py --fortyfirst`` scores them; their first score is kept in
``benchmarks/results/handmade_fortyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Just finished the Great North Run in 2:14!! Massive thanks to everyone who sponsored me for "
     "Macmillan 💚 #GNR",
     ["Macmillan"]),
    ("social", "anyone know if the 42 bus from headingley is running? been waiting 25 mins outside the original "
     "oak",
     ["headingley", "original oak"]),
    ("social", "Met loads of @LiamPayne fans outside Wembley last night, absolute scenes 😂",
     ["@LiamPayne", "Wembley"]),
    ("social", "My nan (91!) just beat me at Scrabble again. Love you Nana Joan ❤️",
     ["Joan"]),
    ("social", "Does anyone recommend a good dentist in Walthamstow? Last one at Hoe Street Dental was awful",
     ["Walthamstow", "Hoe Street Dental"]),
    ("social", "omg just bumped into mrs patterson from primary school in tesco, she still remembers me 😭",
     ["patterson", "tesco"]),
    ("social", "Selling 2 tickets for Arctic Monkeys at the O2 Arena, Fri 14th. DM me, no time wasters",
     ["Arctic Monkeys", "O2 Arena"]),
    ("social", "Huge congratulations to our own Dr. Amara Nwosu on being named Nurse Leader of the Year by the "
     "RCN! 👏",
     ["Amara Nwosu", "RCN"]),
    ("news", "ATHLETICS - BERLIN GRAND PRIX RESULTS\nBERLIN 1996-08-30\nMen 's 100 metres :\n1. Donovan Bailey "
     "( Canada ) 10.02\n2. Frankie Fredericks ( Namibia ) 10.05\n3. Linford Christie ( Britain ) 10.09",
     ["BERLIN", "Donovan Bailey", "Canada", "Frankie Fredericks", "Namibia", "Linford Christie", "Britain"]),
    ("news", "CRICKET - ENGLAND V PAKISTAN SCOREBOARD\nLONDON 1996-08-22\nEngland first innings\nM. Atherton c "
     "Inzamam b Mushtaq 31\nA. Stewart lbw b Wasim 44",
     ["ENGLAND", "PAKISTAN", "LONDON", "England", "M. Atherton", "Inzamam", "Mushtaq", "A. Stewart", "Wasim"]),
    ("news", "Police in Merseyside have named the man who died after a crash on the A59 near Ormskirk as Kevin "
     "Doyle , 52 , from Southport .",
     ["Merseyside", "A59", "Ormskirk", "Kevin Doyle", "Southport"]),
    ("news", "BANK OF ENGLAND HOLDS RATES AS BAILEY WARNS ON INFLATION",
     ["BANK OF ENGLAND", "BAILEY"]),
    ("news", "Chelsea manager Enzo Maresca said Cole Palmer would miss Sunday 's game against Brentford with a "
     "groin injury .",
     ["Chelsea", "Enzo Maresca", "Cole Palmer", "Brentford"]),
    ("news", "NAIROBI , Kenya ( AP ) — Kenyan police fired tear gas at protesters in the Kibera slum on "
     "Tuesday , witnesses said .",
     ["NAIROBI", "Kenya", "AP", "Kibera"]),
    ("news", "Shares of Nvidia fell 3 % in New York after the chipmaker 's chief executive Jensen Huang said "
     "supply from TSMC would stay tight .",
     ["Nvidia", "New York", "Jensen Huang", "TSMC"]),
    ("clinical", "Pt is 94 y/o F from Sunrise of Wellesley, sent in for AMS. HCP is niece Doreen (cell "
     "617-555-0190). PCP: Dr. Abramowitz.",
     ["94", "Sunrise of Wellesley", "Doreen", "617-555-0190", "Abramowitz"]),
    ("clinical", "NEURO: A&OX3, MAE. CV: NSR 70S-80S. RESP: LS CLEAR. GI: TF @ GOAL. SOCIAL: WIFE ELAINE AT "
     "BEDSIDE, UPDATED BY DR FITZGERALD.",
     ["ELAINE", "FITZGERALD"]),
    ("clinical", "pt c/o 8/10 pain, medicated w/ dilaudid 1mg iv. ortho (dr yamamoto) aware. plan for tka "
     "tomorrow at brigham.",
     ["yamamoto", "brigham"]),
    ("clinical", "Clinic letter: Seen today with her daughter Priya. Mrs Kaur (DOB 03/05/1949) was referred by "
     "Dr Hughes at Ashfield Medical Centre following a fall on 12 June.",
     ["Priya", "Kaur", "03/05/1949", "Hughes", "Ashfield Medical Centre", "12 June"]),
    ("clinical", "Transferred from St. Luke's ED 4/12 via Boston MedFlight. Family (son Tom, dtr Lisa) "
     "notified.",
     ["St. Luke's", "4/12", "Boston MedFlight", "Tom", "Lisa"]),
    ("bio", "Florence Nightingale (12 May 1820 – 13 August 1910) was an English social reformer born in "
     "Florence, Grand Duchy of Tuscany. She trained nurses at St Thomas' Hospital in London.",
     ["Florence Nightingale", "12 May 1820", "13 August 1910", "Florence", "Grand Duchy of Tuscany",
      "St Thomas' Hospital", "London"]),
    ("bio", "Haruki Murakami (born January 12, 1949) is a Japanese writer. Born in Kyoto, he ran a jazz bar, "
     "Peter Cat, in Kokubunji, Tokyo, with his wife Yoko.",
     ["Haruki Murakami", "January 12, 1949", "Kyoto", "Peter Cat", "Kokubunji", "Tokyo", "Yoko"]),
    ("bio", "Marcus Rashford MBE (born 31 October 1997) is an English footballer who plays for Manchester "
     "United. He grew up in Wythenshawe and campaigned with FareShare against child food poverty.",
     ["Marcus Rashford", "31 October 1997", "Manchester United", "Wythenshawe", "FareShare"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("MADRID , 5 jun ( EFE ) .- La vicepresidenta María Jesús Montero ha comparecido hoy en el Congreso de "
         "los Diputados para explicar la reforma fiscal .",
         ["MADRID", "EFE", "María Jesús Montero", "Congreso de los Diputados"]),
        ("alguien ha ido al primavera sound este año? yo voy con mi colega javi y su novia marta 🎶",
         ["javi", "marta"]),
    ],
    "nl": [
        ("UTRECHT - Minister Hugo de Jonge heeft dinsdag in Den Haag gesproken met burgemeester Sharon Dijksma "
         "over de woningnood , meldt de NOS .",
         ["UTRECHT", "Hugo de Jonge", "Den Haag", "Sharon Dijksma", "NOS"]),
        ("gisteren met mijn zusje naar ajax geweest in amsterdam, wat een sfeer! volgende keer gaat oom kees mee",
         ["ajax", "amsterdam", "kees"]),
    ],
    "de": [
        ("MÜNCHEN ( dpa ) - Der FC Bayern hat den Vertrag mit Trainer Vincent Kompany bis 2029 verlängert , wie "
         "der Verein an der Säbener Straße mitteilte .",
         ["MÜNCHEN", "dpa", "FC Bayern", "Vincent Kompany", "Säbener Straße"]),
        ("heute mit meiner oma gerda im zoo gewesen, danach eis bei giovanni am bahnhof 🍦",
         ["gerda", "giovanni"]),
    ],
    "it": [
        ("MILANO - L' Inter ha battuto la Juventus 2-1 a San Siro , con una doppietta di Lautaro Martínez , "
         "riferisce l' ANSA .",
         ["MILANO", "Inter", "Juventus", "San Siro", "Lautaro Martínez", "ANSA"]),
        ("sabato gita a como con la nonna pina e lo zio franco, pranzo da carlo al lago 😋",
         ["como", "pina", "franco", "carlo"]),
    ],
    "fr": [
        ("BORDEAUX ( AFP ) - Le président du conseil régional , Alain Rousset , a annoncé lundi un plan pour le "
         "port de Bordeaux , selon un communiqué de la Région Nouvelle-Aquitaine .",
         ["BORDEAUX", "AFP", "Alain Rousset", "Bordeaux", "Région Nouvelle-Aquitaine"]),
        ("ce week-end mariage de ma cousine léa à annecy, trop hâte de revoir tonton jacques 🥂",
         ["léa", "annecy", "jacques"]),
    ],
    "pt": [
        ("RIO DE JANEIRO , 9 abr ( Reuters ) - O Flamengo contratou o avançado Pedro Guilherme ao Atlético "
         "Mineiro , anunciou o clube no Maracanã .",
         ["RIO DE JANEIRO", "Reuters", "Flamengo", "Pedro Guilherme", "Atlético Mineiro", "Maracanã"]),
        ("hoje fui almoçar com a minha avó lurdes e o tio zé na tasca do chico em alfama 😍",
         ["lurdes", "zé", "tasca do chico", "alfama"]),
    ],
}
