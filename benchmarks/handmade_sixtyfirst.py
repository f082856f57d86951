"""A sixty-first hand-written set, written on 2026-12-06 after the sixtieth set's rules, and scored once before
any rule looked at it. The shapes issue 31 lists as misses, written anew: a surname alone that opens a
sentence, a golf leaderboard with a country's abbreviation, a rugby headline in capitals, brands in camel case
and a town before "report", a lower-case note with a hospital's letters, a note in capitals with phones after
``H:`` and ``W:`` and an age over 89, a transfer between hospitals with a pager, a council in a post, a handle
and a subreddit, names in Cyrillic, a biography that opens with a surname, an office and its holder, an
e-mail signature with a postcode, a chat log's nick; and per language one document.

The same conventions as ``handmade_sixtieth.py`` (a band, a party, a team, a charity, a pub, a shop, a
restaurant, a salon, a council and a firm are groups and count; works, products, prizes, competitions,
events, pets, offices and nationalities do not; a title such as ``Dr`` or a kinship word such as ``son`` is
not part of a name; in notes, forms, signatures and biographies, dates, phones, e-mail addresses, postcodes
and ages over 89 count too). ``handmade_devset.py --sixtyfirst`` scores them; their first score is kept in
``benchmarks/results/handmade_sixtyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "Halvorsen , who scored twice against Molde last week , was again the difference as Bodø/Glimt beat "
     "Rosenborg 3-1 .",
     ["Halvorsen", "Molde", "Bodø/Glimt", "Rosenborg"]),
    ("news", "Leading scores after the first round of the Dubai Desert Classic :\n66 Tommy Fleetwood ( Britain )\n"
     "67 Rory McIlroy ( N. Ireland ) , Adrian Meronk ( Poland )\n68 Viktor Hovland ( Norway )",
     ["Tommy Fleetwood", "Britain", "Rory McIlroy", "N. Ireland", "Adrian Meronk", "Poland", "Viktor Hovland",
      "Norway"]),
    ("news", "RUGBY UNION - LEINSTER STUN TOULOUSE IN DUBLIN\nDUBLIN 2024-05-25\nLeinster beat Toulouse 22-19 at "
     "the Aviva Stadium .",
     ["LEINSTER", "TOULOUSE", "DUBLIN", "Leinster", "Toulouse", "Aviva Stadium"]),
    ("news", "Shares in PepsiCo and Unilever rose after the Udine report said AB InBev would cut prices .",
     ["PepsiCo", "Unilever", "Udine", "AB InBev"]),
    ("clinical", "seen at gh by dr smith re: fall. son pete 410-555-0199 aware. lives in towson w/ wife.",
     ["gh", "smith", "pete", "410-555-0199", "towson"]),
    ("clinical", "ADMITTED TO MERCY HOSPITAL 11/2 FROM HOME. H: (410) 555-0123 W: 410 555 0456. SON 410-555-0199. "
     "AGE 97.",
     ["MERCY HOSPITAL", "11/2", "(410) 555-0123", "410 555 0456", "410-555-0199", "97"]),
    ("clinical", "Pt transferred from St. Joseph's to Johns Hopkins on 12/3 for cath. Pager #2231 (Dr. Nguyen).",
     ["St. Joseph's", "Johns Hopkins", "12/3", "Nguyen"]),
    ("social", "anyone else's bins not been collected on Kelvin Grove?? rang Wirral Council twice now 🙄",
     ["Kelvin Grove", "Wirral Council"]),
    ("social", "big thanks to @jdoe and r/calgary for finding my cat!! she was hiding under the deck on Elbow Drive",
     ["@jdoe", "r/calgary", "Elbow Drive"]),
    ("social", "Congrats to Алексей Смирнов and Ngozi Okonkwo on the new café in Peckham!",
     ["Алексей Смирнов", "Ngozi Okonkwo", "Peckham"]),
    ("social", "[09:14] <mike_b> anyone seen kev? he was meant to be at the Crown & Anchor by now",
     ["mike_b", "kev", "Crown & Anchor"]),
    ("bio", "Smith, who was born in Paisley in 1950, trained at the Glasgow School of Art under Mary Armour.",
     ["Smith", "Paisley", "1950", "Glasgow School of Art", "Mary Armour"]),
    ("bio", "In 2015 she was appointed Minister of Veterans Affairs in the Trudeau government, succeeding Kent "
     "Hehr.",
     ["Trudeau", "Kent Hehr"]),
    ("bio", "Kind regards,\n\nDr Siobhan Kelly\nConsultant Paediatrician\nAltnagelvin Area Hospital, Glenshane Road, "
     "Derry BT47 6SB\nsiobhan.kelly@westerntrust.hscni.net",
     ["Siobhan Kelly", "Altnagelvin Area Hospital", "Glenshane Road", "Derry", "BT47 6SB",
      "siobhan.kelly@westerntrust.hscni.net"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("ayer vi a lucía y a pablo en el retiro , estaban con su perro",
            ["lucía", "pablo", "retiro"])],
    "nl": [("UITSLAGEN EREDIVISIE\nFeyenoord - Twente 2-0\nUtrecht - AZ 1-1\nHeerenveen - Go Ahead Eagles 0-3",
            ["Feyenoord", "Twente", "Utrecht", "AZ", "Heerenveen", "Go Ahead Eagles"])],
    "de": [("Bewohnerin Frau Krüger , 96 J. , Zimmer 12 ; Tochter Sabine ( Tel. 0171 2345678 ) informiert .",
            ["Krüger", "96", "Sabine", "0171 2345678"])],
    "it": [("Il Comune di Bergamo ha premiato la professoressa Anna Locatelli del liceo Sarpi .",
            ["Comune di Bergamo", "Anna Locatelli", "Sarpi"])],
    "fr": [("RÉSULTATS LIGUE 1 : Lens 2 Lille 1 ; Rennes 0 Nice 0 ; Monaco 3 Brest 1",
            ["Lens", "Lille", "Rennes", "Nice", "Monaco", "Brest"])],
    "pt": [("Paciente Sr. Almeida , 93 anos , internado no Hospital de Santa Maria ; contactar a filha Rita ( 912 345 "
            "678 ) .",
            ["Almeida", "93", "Hospital de Santa Maria", "Rita", "912 345 678"])],
}
