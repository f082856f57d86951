"""A forty-fifth hand-written set, written on 2026-12-06 after the forty-fourth set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a school fair, a missing cat, a band's gig list, a commute rant, a dating-app story, a
football chant, a charity thank-you, a quoted reply), wire copy (a tennis draw, a local election table, a
fire report, a capitals headline of a firm, a minister's visit, a stock-market line), nursing and ward notes
(an admission in capitals, a safeguarding note, a lower-case community note, a theatre list, a handover with
a bed board, a death certificate line), three entries; and per language a wire line and a post.

The same conventions as ``handmade_fortyfourth.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions, events and nationalities do not; a title such as ``Lord`` or ``Dr`` is not
part of a name). ``handmade_devset.py --fortyfifth`` scores them; their first score is kept in
``benchmarks/results/handmade_fortyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Huge thanks to everyone who came to the St Wilfrid's summer fair! Special shout out to Mrs "
     "Okafor and the PTA for the cake stall 🎂",
     ["St Wilfrid's", "Okafor", "PTA"]),
    ("social", "MISSING CAT - ginger tom called Biscuit, last seen near Cowley Road on Sunday. Please call "
     "Hannah on 07700 900461",
     ["Cowley Road", "Hannah", "07700 900461"]),
    ("social", "Catch us live this month: 12th - The Crescent, York / 19th - Brudenell Social Club, Leeds / "
     "26th - Night & Day, Manchester 🎸",
     ["The Crescent", "York", "Brudenell Social Club", "Leeds", "Night & Day", "Manchester"]),
    ("social", "third cancelled train this week @northernassist. stuck at huddersfield again, thanks for nothing",
     ["@northernassist", "huddersfield"]),
    ("social", "Matched with a guy called Rhys on Hinge, turns out he's my cousin Megan's ex 💀",
     ["Rhys", "Hinge", "Megan"]),
    ("social", "Sheffield Wednesday till I die!! Up the Owls, see you all at Hillsborough Saturday",
     ["Sheffield Wednesday", "Owls", "Hillsborough"]),
    ("social", "A massive thank you to Tesco Extra Gorleston for donating 40 food parcels to our shelter this "
     "winter.",
     ["Tesco Extra Gorleston"]),
    ("social", "> Anyone know a good mechanic near Didsbury?\nTry Kev at Parrs Wood Autos, sorted my clutch for "
     "half what Kwik Fit quoted",
     ["Didsbury", "Kev", "Parrs Wood Autos", "Kwik Fit"]),
    ("news", "TENNIS - WIMBLEDON THIRD ROUND RESULTS\nJannik Sinner ( Italy ) beat Miomir Kecmanovic ( Serbia ) "
     "6-1 6-4 6-2\nDaniil Medvedev ( Russia ) beat Alexei Popyrin ( Australia ) 6-4 6-2 6-4",
     ["Jannik Sinner", "Italy", "Miomir Kecmanovic", "Serbia", "Daniil Medvedev", "Russia", "Alexei Popyrin",
      "Australia"]),
    ("news", "Hartlepool council by-election , Seaton ward :\nReform UK 1,204\nLabour 611\nConservative 230",
     ["Hartlepool", "Seaton", "Reform UK", "Labour", "Conservative"]),
    ("news", "Firefighters from Ashford and Folkestone were called to a barn fire at Hollingbourne on Monday "
     "night, Kent Fire and Rescue Service said.",
     ["Ashford", "Folkestone", "Hollingbourne", "Kent Fire and Rescue Service"]),
    ("news", "VODAFONE SHARES JUMP ON INDIA TOWER SALE",
     ["VODAFONE", "INDIA"]),
    ("news", "Health Secretary Wes Streeting visited Addenbrooke's Hospital in Cambridge on Thursday to open a "
     "new cancer unit.",
     ["Wes Streeting", "Addenbrooke's Hospital", "Cambridge"]),
    ("news", "Shares in Rolls-Royce rose 4 percent in London after the engine maker won an order from "
     "Emirates .",
     ["Rolls-Royce", "London", "Emirates"]),
    ("clinical", "ADMITTED VIA A&E 14/06. 89YO M FROM HILLCREST CARE HOME, WORSENING SOB. NOK WIFE BRENDA "
     "07811 445902.",
     ["14/06", "HILLCREST CARE HOME", "BRENDA", "07811 445902"]),
    ("clinical", "Safeguarding: pt disclosed that partner Darren Pike has been taking her bank card. Referred to "
     "MASH, DS Collins (Essex Police) aware.",
     ["Darren Pike", "Collins", "Essex Police"]),
    ("clinical", "community visit - mrs achterberg seen at home, leg ulcer redressed. daughter saskia present. next "
     "visit thurs. dn team bletchley",
     ["achterberg", "saskia", "bletchley"]),
    ("clinical", "Theatre list 21/03: 1. Grant, Polly - lap chole (Mr Farouk) 2. Nkemelu, Obi - hernia repair "
     "(Ms Dunleavy)",
     ["21/03", "Grant", "Polly", "Farouk", "Nkemelu", "Obi", "Dunleavy"]),
    ("clinical", "Bed 4: Mrs Kaur, 76, NOF day 2. Bed 5: Mr Aldous, 93, CAP. Bed 6: Miss Tran, 41, DKA.",
     ["Kaur", "Aldous", "93", "Tran"]),
    ("clinical", "Verified death at 0442. Next of kin Mr Graham Foley (son) informed by telephone. GP Dr Wendy "
     "Akande to be notified.",
     ["Graham Foley", "Wendy Akande"]),
    ("bio", "Ngozi Okonjo-Iweala (born 13 June 1954) is a Nigerian-American economist. She studied at Harvard "
     "University and MIT, and served twice as Nigeria's finance minister.",
     ["Ngozi Okonjo-Iweala", "13 June 1954", "Harvard University", "MIT", "Nigeria"]),
    ("bio", "Born in Tórshavn in 1962, Jóannes Eidesgaard trained as a teacher in Copenhagen before leading "
     "the Social Democratic Party.",
     ["Tórshavn", "1962", "Jóannes Eidesgaard", "Copenhagen", "Social Democratic Party"]),
    ("bio", "Priya Venkataraman is a Chennai-born violinist who studied at the Royal Academy of Music under "
     "Maxim Vengerov and now leads the Aurora Quartet.",
     ["Priya Venkataraman", "Chennai", "Royal Academy of Music", "Maxim Vengerov", "Aurora Quartet"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("BARCELONA , 3 mar ( EFE ) - El Barça anunció este martes la renovación de Pedri hasta 2030 , según "
         "informó el presidente Joan Laporta .",
         ["BARCELONA", "EFE", "Barça", "Pedri", "Joan Laporta"]),
        ("ayer cena en casa de mi tía rosa en getafe, vino también mi primo andrés con su novia 🥘",
         ["rosa", "getafe", "andrés"]),
    ],
    "nl": [
        ("EINDHOVEN - PSV heeft Noa Lang verkocht aan Napoli , bevestigde algemeen directeur Marcel Brands "
         "woensdag .",
         ["EINDHOVEN", "PSV", "Noa Lang", "Napoli", "Marcel Brands"]),
        ("zondag met oma en mijn neefje daan naar artis geweest, de giraffen waren top 🦒",
         ["daan", "artis"]),
    ],
    "de": [
        ("KÖLN ( dpa ) - Der 1. FC Köln hat Trainer Gerhard Struber entlassen , teilte Sportdirektor "
         "Christian Keller mit .",
         ["KÖLN", "dpa", "1. FC Köln", "Gerhard Struber", "Christian Keller"]),
        ("heute mit meiner schwester julia in leipzig shoppen gewesen, abends noch zu tante moni",
         ["julia", "leipzig", "moni"]),
    ],
    "it": [
        ("MILANO - L' Inter ha battuto il Torino 3-0 a San Siro , con doppietta di Lautaro Martinez , "
         "riferisce Sky Sport .",
         ["MILANO", "Inter", "Torino", "San Siro", "Lautaro Martinez", "Sky Sport"]),
        ("sabato in spiaggia a rimini con mia cugina chiara e il suo ragazzo luca 🏖️",
         ["rimini", "chiara", "luca"]),
    ],
    "fr": [
        ("BORDEAUX ( AFP ) - Le maire Pierre Hurmic a inauguré jeudi une nouvelle ligne de tramway , en "
         "présence du préfet Étienne Guyot .",
         ["BORDEAUX", "AFP", "Pierre Hurmic", "Étienne Guyot"]),
        ("dimanche brunch chez mamie odette à nantes avec mon frère julien 🥐",
         ["odette", "nantes", "julien"]),
    ],
    "pt": [
        ("PORTO , 7 abr ( Lusa ) - O FC Porto contratou o avançado Samu Omorodion , anunciou o presidente "
         "André Villas-Boas .",
         ["PORTO", "Lusa", "FC Porto", "Samu Omorodion", "André Villas-Boas"]),
        ("churrasco em casa do meu padrinho zeca em braga, a minha madrinha lurdes fez bolo 🎂",
         ["zeca", "braga", "lurdes"]),
    ],
}
