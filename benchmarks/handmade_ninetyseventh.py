"""A ninety-seventh hand-written set, written on 2026-12-07 after the ninety-sixth set's rules, and scored once
before any rule looked at it. Mostly posts, where the held-out social sets show the lowest recall: given names
that are also words, written in lower case ("rose", "mark", "bill"); a venue and a street in lower case; a
handle with dots and underscores; a subreddit and a link; a comment under a video; a review naming the staff; a
neighbourhood group's warning; a group chat. Two notes in shorthand dense with abbreviations that name nobody,
for precision. Per language a post.

The same conventions as ``handmade_ninetysixth.py`` (in posts, names, handles, user names, places, venues,
firms, bands and phones, not links' domains of big sites, products or shows; in notes, names, dates, phones,
places, hospitals, homes and ages over 89, not times, drugs, wards or shorthand).
``handmade_devset.py --ninetyseventh`` scores them; their first score is kept in
``benchmarks/results/handmade_ninetyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "happy birthday to my amazing nan rose, 90 today and still beating everyone at bingo 🎉",
     ["rose", "90"]),
    ("social", "me and mark went to the new ramen place on king street last night, 10/10 would go again",
     ["mark", "king street"]),
    ("social", "anyone know a plumber in headingley? bill from next door recommended someone but lost the number",
     ["headingley", "bill"]),
    ("social", "huge thanks to @sarah.jones_93 for the lift to the airport this morning ✈️ owe you one!!",
     ["@sarah.jones_93"]),
    ("social", "r/edinburgh does anyone know if the fringe box office on the royal mile opens on sundays?",
     ["r/edinburgh", "royal mile"]),
    ("social", "this guy at 2:14 is literally my uncle dave lmaooo he lives in stockport",
     ["dave", "stockport"]),
    ("social", "Stayed two nights at The Old Vicarage B&B in Ludlow. Carol and Jim were the perfect hosts, breakfast "
     "was superb.",
     ["The Old Vicarage B&B", "Ludlow", "Carol", "Jim"]),
    ("social", "⚠️ WARNING to everyone in Moseley: a grey van has been seen trying car doors on Wake Green Road "
     "around 3am. Police ref 20/44871.",
     ["Moseley", "Wake Green Road", "20/44871"]),
    ("social", "[Mum]: did you ring grandad?\n[Me]: not yet will do after work\n[Mum]: he's at aunty pam's in "
     "rhyl till friday",
     ["pam's", "rhyl"]),
    ("social", "Just saw Wet Leg at Brixton Academy and honestly Rhian Teasdale is a genius #wetleg",
     ["Wet Leg", "Brixton Academy", "Rhian Teasdale", "#wetleg"]),
    ("clinical", "pt c/o SOB & CP x2d. PMH: HTN, DM2, CKD3, OSA on CPAP. NKDA. ECG NSR, trop neg x2. CXR clear. "
     "Plan: stress test, f/u cardiology OPD.",
     []),
    ("clinical", "HR 88 BP 134/82 RR 18 SpO2 97% RA. A&Ox3, GCS 15. IVF NS @ 100ml/h. NBM from 00:00 for OGD "
     "tomorrow. Daughter Priya updated by phone.",
     ["Priya"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("qué ganas de ver a los de vetusta morla el sábado en el wizink center con mi prima lucía 🎶",
            ["vetusta morla", "wizink center", "lucía"])],
    "nl": [("Gisteren bij De Pijp gegeten met Sanne en Thijs, aanrader! Restaurant Bak aan de Van Diemenstraat",
            ["De Pijp", "Sanne", "Thijs", "Bak", "Van Diemenstraat"])],
    "de": [("Danke an Frau Öztürk von der Stadtbibliothek Kreuzberg für die tolle Lesung gestern 📚",
            ["Öztürk", "Stadtbibliothek Kreuzberg"])],
    "it": [("stasera pizza da gino sotto casa con la compagnia di sempre, manca solo marco che è a torino 🍕",
            ["gino", "marco", "torino"])],
    "fr": [("Merci à toute l'équipe du Café de Flore et surtout à Karim pour l'accueil ce matin ☕",
            ["Café de Flore", "Karim"])],
    "pt": [("alguém sabe se a pastelaria versailles nas avenidas novas ainda abre ao domingo? a minha avó "
            "conceição adora",
            ["versailles", "avenidas novas", "conceição"])],
}
