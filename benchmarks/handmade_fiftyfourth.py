"""A fifty-fourth hand-written set, written on 2026-12-06 after the fifty-third set's rules, and scored once
before any rule looked at it. Shapes the earlier sets had few of: posts (a garage review, a reply to a
supermarket's handle, a forum's family abbreviations, a recommendation), wire copy (a rail disruption, a
transfer rumour, a golf leaderboard), notes (an ED note with a hyphenated surname and a phone, a GP's
practice with a leap-day birth date), an entry; and per language one document.

The same conventions as ``handmade_fiftythird.py`` (a band, a party, a team, a charity, a pub, a shop and a
firm are groups and count; works, products, prizes, competitions, events, pets and nationalities do not; a
title such as ``Dr`` is not part of a name; in notes, dates, phones and ages over 89 count too).
``handmade_devset.py --fiftyfourth`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Mike at KwikFit Bury sorted my tyres in 20 minutes, honest bloke, will be back.",
     ["Mike", "KwikFit", "Bury"]),
    ("social", "@sainsburys your Clapham Junction store has had no milk for three days now",
     ["@sainsburys", "Clapham Junction"]),
    ("social", "AIBU to not invite DH's sister Bev to DD's party? She upset everyone at Christmas.",
     ["Bev"]),
    ("social", "I worked with Funmi at Deloitte for four years and can't recommend her enough.",
     ["Funmi", "Deloitte"]),
    ("news", "Southern Rail cancelled trains between Brighton and Haywards Heath after a signal fault at Three "
     "Bridges .",
     ["Southern Rail", "Brighton", "Haywards Heath", "Three Bridges"]),
    ("news", "Newcastle are monitoring Brentford forward Igor Thiago , according to Sky Sports .",
     ["Newcastle", "Brentford", "Igor Thiago", "Sky Sports"]),
    ("news", "GOLF - LEADING SCORES\n-12 Scottie Scheffler ( USA )\n-10 Tommy Fleetwood ( ENG )\n-9 Shane Lowry "
     "( IRL )",
     ["Scottie Scheffler", "USA", "Tommy Fleetwood", "ENG", "Shane Lowry", "IRL"]),
    ("clinical", "Seen in ED by Dr K. Osei-Bonsu. Pt lives with partner Lou in Hulme. NOK mobile 07981 223 410.",
     ["K. Osei-Bonsu", "Lou", "Hulme", "07981 223 410"]),
    ("clinical", "GP: Dr Fairbairn, Canalside Medical Practice, Stockport. DOB 29/02/1944.",
     ["Fairbairn", "Canalside Medical Practice", "Stockport", "29/02/1944"]),
    ("bio", "Nnamdi Okonkwo-Barrett (born 12 August 1990 in Enugu) is a poet whose first collection won the "
     "Forward Prize in 2021. He teaches at Goldsmiths.",
     ["Nnamdi Okonkwo-Barrett", "12 August 1990", "Enugu", "2021", "Goldsmiths"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Parte de enfermería : D. Ramón Gil , 94 años , ingresado en el Hospital Virgen del Rocío . Su hija "
            "Inmaculada vendrá mañana .",
            ["Ramón Gil", "94", "Hospital Virgen del Rocío", "Inmaculada"])],
    "nl": [("lekker gegeten bij de italiaan in haarlem met sanne en joost 🍝",
            ["haarlem", "sanne", "joost"])],
    "de": [("FRANKFURT ( Reuters ) - Commerzbank-Chefin Bettina Orlopp hat am Mittwoch in Frankfurt die Zahlen "
            "vorgelegt .",
            ["FRANKFURT", "Reuters", "Bettina Orlopp", "Frankfurt"])],
    "it": [("Diario clinico : la sig.ra Ferraro riferisce dolore . Il figlio Davide ( tel. 333 123 4567 ) è stato "
            "informato .",
            ["Ferraro", "Davide", "333 123 4567"])],
    "fr": [("LILLE ( AFP ) - Le LOSC a annoncé l' arrivée de l' attaquant Jonathan David , selon le président "
            "Olivier Létang .",
            ["LILLE", "AFP", "LOSC", "Jonathan David", "Olivier Létang"])],
    "pt": [("Hoje fui ao jogo do Sporting em Alvalade com o meu tio Rui e o primo Tomás ⚽",
            ["Sporting", "Alvalade", "Rui", "Tomás"])],
}
