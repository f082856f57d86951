"""A sixtieth hand-written set, written on 2026-12-06 after the fifty-ninth set's rules, and scored once before
any rule looked at it. Shapes the earlier sets had few of: wire copy (a results table of fixtures, a firm's
shares and its partner, a golf headline in capitals with a two-word dateline, a manager and a ground, a town's
shooting and its county), notes (a history with a hospital's letters and a phone in brackets, a call in
capitals with a date without a year, an admission with a date and a landline), posts (a complaint to an
airline's handle, a lower-case salon, a forum update), a biography's birth, a novelist's schooling, an e-mail's
thanks; and per language one document.

The same conventions as ``handmade_fiftyninth.py`` (a band, a party, a team, a charity, a pub, a shop, a
restaurant, a salon and a firm are groups and count; works, products, prizes, competitions, events, pets,
offices and nationalities do not; a title such as ``Dr`` or a kinship word such as ``wife`` is not part of a
name; in notes, forms and biographies, dates, phones, record numbers, addresses and ages over 89 count too).
``handmade_devset.py --sixtieth`` scores them; their first score is kept in
``benchmarks/results/handmade_sixtieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "SOCCER - SCOTTISH PREMIERSHIP RESULTS\nGLASGOW 2024-03-16\nResults of Scottish Premiership matches "
     "on Saturday :\nAberdeen 1 Motherwell 1\nDundee 2 St Johnstone 0\nRoss County 3 Hibernian 2",
     ["GLASGOW", "Aberdeen", "Motherwell", "Dundee", "St Johnstone", "Ross County", "Hibernian"]),
    ("news", "Shares in Ocado fell 4 percent after the online grocer said its partnership with Kroger would be "
     "delayed , Chief Executive Tim Steiner told analysts .",
     ["Ocado", "Kroger", "Tim Steiner"]),
    ("news", "GOLF - MCILROY LEADS BY TWO AT WENTWORTH\nVIRGINIA WATER , England 2024-09-20\nRory McIlroy shot a "
     "65 to lead Shane Lowry by two strokes .",
     ["MCILROY", "WENTWORTH", "VIRGINIA WATER", "England", "Rory McIlroy", "Shane Lowry"]),
    ("news", "Celtic manager Brendan Rodgers said Kyogo would miss the trip to Ibrox on Sunday .",
     ["Celtic", "Brendan Rodgers", "Kyogo", "Ibrox"]),
    ("news", "The Springfield school shooting left three dead , police in Clark County said .",
     ["Springfield", "Clark County"]),
    ("clinical", "67 yo M w/ hx CAD s/p CABG 2019 at BIDMC, presents from home in Dorchester w/ CP. Wife Carol at "
     "bedside, (617) 555-0183. PCP Dr. Feldman.",
     ["BIDMC", "Dorchester", "Carol", "(617) 555-0183", "Feldman"]),
    ("clinical", "PT'S DAUGHTER LISA CALLED FROM SPAIN, WILL FLY BACK 3/2. PLEASE CALL HER ON 07700 912 455 IF ANY "
     "CHANGE. SEEN BY DR O'NEILL (RESP).",
     ["LISA", "SPAIN", "3/2", "07700 912 455", "O'NEILL"]),
    ("clinical", "Admitted 14/02 via A&E at Russells Hall. Lives with husband Derek in a bungalow in Sedgley; "
     "daughter Kim (NOK) tel 01902 883 120.",
     ["14/02", "Russells Hall", "Derek", "Sedgley", "Kim", "01902 883 120"]),
    ("social", "Can't believe @Ryanair cancelled our flight from Stansted AGAIN. Third time this year #neveragain",
     ["@Ryanair", "Stansted"]),
    ("social", "shoutout to bex and the girls at glow salon in hexham for my hair 💇‍♀️ obsessed",
     ["bex", "glow salon", "hexham"]),
    ("social", "Update: spoke to a solicitor at Irwin Mitchell and she said the landlord can't keep the deposit. "
     "Thanks everyone!",
     ["Irwin Mitchell"]),
    ("social", "Thanks Mohammed — I've forwarded your CV to Sarah in HR at Arcadis. Regards, Tom",
     ["Mohammed", "Sarah", "Arcadis", "Tom"]),
    ("bio", "Sir Alex Ferguson (born 31 December 1941) is a Scottish former football manager and player who "
     "managed Aberdeen and Manchester United.",
     ["Alex Ferguson", "31 December 1941", "Aberdeen", "Manchester United"]),
    ("bio", "Her daughter, the novelist Ruth Ozeki, was raised in New Haven and studied at Smith College.",
     ["Ruth Ozeki", "New Haven", "Smith College"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El Real Betis ganó 2-1 al Sevilla en el Benito Villamarín con goles de Isco y Vitor Roque .",
            ["Real Betis", "Sevilla", "Benito Villamarín", "Isco", "Vitor Roque"])],
    "nl": [("mevr. de Wit ( 90 ) uit Apeldoorn is gisteren opgenomen in het Gelre ziekenhuis ; zoon Kees is "
            "contactpersoon .",
            ["de Wit", "90", "Apeldoorn", "Gelre", "Kees"])],
    "de": [("Die Patientin Frau Schneider ( 93 ) wurde aus dem Seniorenheim Haus Lindenhof in Bielefeld "
            "eingeliefert .",
            ["Schneider", "93", "Haus Lindenhof", "Bielefeld"])],
    "it": [("Grande vittoria della Juventus contro l' Inter : decide un gol di Dušan Vlahović al 78' .",
            ["Juventus", "Inter", "Dušan Vlahović"])],
    "fr": [("Mme Lefèvre , 91 ans , hospitalisée au CHU de Nantes ; sa fille Claire a été prévenue .",
            ["Lefèvre", "91", "CHU de Nantes", "Claire"])],
    "pt": [("o joão e a maria vão jantar no bairro alto hoje , alguém alinha ?",
            ["joão", "maria", "bairro alto"])],
}
