"""A seventy-second hand-written set, written on 2026-12-07 after the seventy-first set's rules, and scored once
before any rule looked at it. Social posts as a network writes them, where recall is furthest from its target:
a review of a dentist, a thread about a landlord, a gig report in lower case, a birthday shout between
handles, a complaint to a supermarket, a runner's race report, a neighbourhood group's appeal and a match
thread; and news briefs that name people by their surnames after the first mention: a transfer, a court case,
a by-election, a weather story and a boxing result in capitals. Per language a post and a brief.

The same conventions as ``handmade_seventyfirst.py`` (groups, teams, parties, firms, shops, restaurants,
councils, courts, agencies, stadiums, handles and subreddits count; works, products, events, competitions,
offices, prizes, pets and nationalities do not; titles and kinship words are not part of a name, nor a kind in
lower case around a name; in news, names only; in posts, phones too). ``handmade_devset.py --seventysecond``
scores them; their first score is kept in ``benchmarks/results/handmade_seventysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "5 stars for Dr Okonkwo at Smile Studio in Didsbury - finally a dentist who doesnt make me want to "
     "cry. receptionist Paula was lovely too",
     ["Okonkwo", "Smile Studio", "Didsbury", "Paula"]),
    ("social", "anyone else rented from Castlegate Lettings in sheffield?? our landlord gary wont fix the boiler "
     "and its been 3 weeks",
     ["Castlegate Lettings", "sheffield", "gary"]),
    ("social", "saw fontaines dc at the barrowland last night and grian chatten is an absolute force of nature",
     ["fontaines dc", "barrowland", "grian chatten"]),
    ("social", "happy 30th to this absolute legend @tomjfletcher 🎂🍻 see you at the crown and anchor later",
     ["@tomjfletcher", "crown and anchor"]),
    ("social", "@Tesco your Hove store charged me twice for the same shop. Receipt no 4471 2209. Can someone sort "
     "this??",
     ["@Tesco", "Hove"]),
    ("social", "Parkrun PB this morning at Heaton Park! 22:41. Massive thanks to pacer Jonny who dragged me round "
     "the last km",
     ["Heaton Park", "Jonny"]),
    ("social", "Does anyone in the Mapperley group know an electrician? Ours (Sparks R Us) let us down. Call Bev on "
     "0115 496 0321 if you can help",
     ["Mapperley", "Sparks R Us", "Bev", "0115 496 0321"]),
    ("social", "MATCH THREAD: Brighton vs Fulham. Welbeck starts up front, Verbruggen back in goal. COYS? no wait "
     "wrong club lol",
     ["Brighton", "Fulham", "Welbeck", "Verbruggen"]),
    ("news", "Aston Villa have agreed a £40m fee with Sporting for midfielder Morten Hjulmand . Unai Emery had "
     "tracked Hjulmand since his time in Seville , and the Dane is expected to sign a five-year deal .",
     ["Aston Villa", "Sporting", "Morten Hjulmand", "Unai Emery", "Hjulmand", "Seville"]),
    ("news", "A former solicitor from Wrexham has been struck off after taking £310,000 from clients . The "
     "Solicitors Disciplinary Tribunal heard that Gareth Pryce-Jones , 58 , used the money to pay his "
     "gambling debts . Pryce-Jones did not attend .",
     ["Wrexham", "Solicitors Disciplinary Tribunal", "Gareth Pryce-Jones", "Pryce-Jones"]),
    ("news", "Reform UK's Sarah Pochin won the Runcorn and Helsby by-election by six votes , defeating Labour 's "
     "Karen Shore after a recount . Pochin said the result was \" a message to Westminster \" .",
     ["Reform UK", "Sarah Pochin", "Runcorn", "Helsby", "Labour", "Karen Shore", "Pochin", "Westminster"]),
    ("news", "Storm Darragh brought gusts of 96mph to Capel Curig and left 86,000 homes without power , Northern "
     "Powergrid said . A man died when a tree fell on his van near Tameside .",
     ["Capel Curig", "Northern Powergrid", "Tameside"]),
    ("news", "BOXING - USYK OUTPOINTS FURY AGAIN IN RIYADH\nRIYADH 2024-12-21\nOleksandr Usyk retained his "
     "heavyweight titles with a unanimous decision over Tyson Fury . Usyk , 37 , won 116-112 on all three cards .",
     ["USYK", "FURY", "RIYADH", "Oleksandr Usyk", "Tyson Fury", "Usyk"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("mil gracias a la dra. paredes del centro de salud de vallecas , un trato de diez 🙏",
            ["paredes", "vallecas"]),
           ("El Atlético de Madrid ha cerrado el fichaje de Julián Álvarez por 75 millones . Simeone quería a "
            "Álvarez desde el verano pasado .",
            ["Atlético de Madrid", "Julián Álvarez", "Simeone", "Álvarez"])],
    "nl": [("Wie kent een goede kapper in Zwolle? Mijn vaste kapper Ricardo is gestopt 😢",
            ["Zwolle", "Ricardo"]),
           ("De rechtbank in Arnhem heeft een 34-jarige man uit Ede veroordeeld tot vier jaar cel . Volgens de "
            "officier van justitie handelde Jeroen K. uit wraak .",
            ["Arnhem", "Ede", "Jeroen K."])],
    "de": [("Riesen Dank an das Team vom Café Lotte in Leipzig-Plagwitz für die spontane Geburtstagsfeier! 🎉",
            ["Café Lotte", "Leipzig-Plagwitz"]),
           ("Der 1. FC Köln hat Trainer Gerhard Struber freigestellt . Sportdirektor Christian Keller sagte , "
            "Struber habe die Ziele verfehlt .",
            ["1. FC Köln", "Gerhard Struber", "Christian Keller", "Struber"])],
    "it": [("grazie mille a marco della ferramenta sotto casa a pigneto , mi ha salvato la giornata",
            ["marco", "pigneto"]),
           ("Il sindaco di Napoli Gaetano Manfredi ha incontrato i vertici di Trenitalia . Manfredi ha chiesto più "
            "treni per Pozzuoli .",
            ["Napoli", "Gaetano Manfredi", "Trenitalia", "Manfredi", "Pozzuoli"])],
    "fr": [("Merci à Julien du garage Renault de Quimper qui a réparé ma voiture en une heure 👍",
            ["Julien", "Renault", "Quimper"]),
           ("Le tribunal correctionnel de Lyon a condamné Nicolas B. , 41 ans , à deux ans de prison . L' ancien "
            "gérant d' Auto Plus Vénissieux avait détourné 200 000 euros .",
            ["Lyon", "Nicolas B.", "Auto Plus Vénissieux"])],
    "pt": [("obrigada à enfermeira sofia do hospital de santa maria , foi incansável ❤️",
            ["sofia", "santa maria"]),
           ("O FC Porto contratou o avançado Samu Aghehowa ao Atlético de Madrid . Francesco Farioli elogiou "
            "Aghehowa na apresentação .",
            ["FC Porto", "Samu Aghehowa", "Atlético de Madrid", "Francesco Farioli", "Aghehowa"])],
}
