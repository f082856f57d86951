"""A ninetieth hand-written set, written on 2026-12-07 after the eighty-ninth set's rules, and scored once before
any rule looked at it. Posts of the kinds the held-out social sets hold: a video's comment on two rappers in lower
case, a forum's reply about a taqueria, a traffic warning with a highway's number, a congratulation to a team, a
complaint about a supermarket's tills, a "today I learned" about an actor, a gig with a friend's handle; a
question about a server's error. Per language a post.

The same conventions as ``handmade_seventyninth.py`` (in posts, names of people and characters, handles, places
and roads, firms, teams and bands; products, songs, events and topic tags do not). ``handmade_devset.py
--ninetieth`` scores them; their first score is kept in ``benchmarks/results/handmade_ninetieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "who's here after the kendrick drake beef lol 😂 this song hits different now",
     ["kendrick", "drake"]),
    ("social", "Honestly the best burrito I've had in SF is still La Taqueria on Mission. Don't @ me",
     ["SF", "La Taqueria", "Mission"]),
    ("social", "Traffic backed up on I-95 near exit 12 in Stamford, avoid if you can #ctTraffic",
     ["I-95", "Stamford"]),
    ("social", "Congrats to the Lady Vols on making the Final Four!! So proud of this team 🧡",
     ["Lady Vols"]),
    ("social", "anyone else think Sainsburys self checkouts are possessed?? 'unexpected item in bagging area' my a**",
     ["Sainsburys"]),
    ("social", "TIL that the guy who played Hagrid, Robbie Coltrane, was from Rutherglen",
     ["Hagrid", "Robbie Coltrane", "Rutherglen"]),
    ("social", "me and @sophiee_k at the Arctic Monkeys gig in Sheffield last night 🖤 Alex Turner you legend",
     ["@sophiee_k", "Arctic Monkeys", "Sheffield", "Alex Turner"]),
    ("social", "Our nginx box on DigitalOcean keeps throwing 502s since the update. Anyone from Cloudflare around?",
     ["DigitalOcean", "Cloudflare"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("ayer fuimos con pablo al concierto de rosalía en el wizink center, brutal 🔥",
            ["pablo", "rosalía", "wizink center"])],
    "nl": [("Iemand een idee waarom de NS vandaag weer zo'n puinhoop is tussen Utrecht en Amersfoort?",
            ["NS", "Utrecht", "Amersfoort"])],
    "de": [("Gestern mit Jonas im Olympiastadion, Hertha hat natürlich wieder verloren 🙄 #hahohe",
            ["Jonas", "Olympiastadion", "Hertha"])],
    "it": [("qualcuno sa se il supermercato esselunga di viale papiniano è aperto a ferragosto?",
            ["esselunga", "viale papiniano"])],
    "fr": [("Trop contente d'avoir vu Angèle au Zénith de Lille avec ma sœur Clara 😍",
            ["Angèle", "Zénith de Lille", "Clara"])],
    "pt": [("alguém vai ao jogo do benfica no domingo? tenho bilhete a mais, falem com o rui",
            ["benfica", "rui"])],
}
