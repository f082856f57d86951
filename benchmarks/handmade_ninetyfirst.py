"""A ninety-first hand-written set, written on 2026-12-07 after the ninetieth set's rules, and scored once before
any rule looked at it. Wire news of the kinds the held-out news sets hold: a match report under a dateline, a
tennis results list with seeds and countries, a Swedish politics story, a brewer's takeover, floods in
Bangladesh, a court story in France; two posts (a cricket match in lower case, a thanks to a bike shop). Per
language a wire story.

The same conventions as ``handmade_eightyseventh.py`` (in news, names of people, places and bodies, parties
included; nationalities, offices, competitions and a party's adjective do not; in posts, names, handles,
places, firms, bands and phones). ``handmade_devset.py --ninetyfirst`` scores them; their first score is kept in
``benchmarks/results/handmade_ninetyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "MANCHESTER , England 1996-09-14\nManchester United striker Eric Cantona scored twice as the champions "
     "beat Nottingham Forest 4-1 at Old Trafford on Saturday . Ryan Giggs added a third before Alf-Inge Haaland "
     "pulled one back for Forest .",
     ["MANCHESTER", "England", "Manchester United", "Eric Cantona", "Nottingham Forest", "Old Trafford",
      "Ryan Giggs", "Alf-Inge Haaland", "Forest"]),
    ("news", "TENNIS - THURSDAY 'S RESULTS FROM HAMBURG\nHAMBURG , Germany 1996-05-02\nResults from the tournament "
     "on Thursday ( prefix number denotes seeding ) :\n1 - Thomas Muster ( Austria ) beat Carlos Moya ( Spain ) 6-3 "
     "6-2\nMarc Rosset ( Switzerland ) beat 5 - Goran Ivanisevic ( Croatia ) 7-6 ( 7-4 ) 6-4",
     ["HAMBURG", "Germany", "Thomas Muster", "Austria", "Carlos Moya", "Spain", "Marc Rosset", "Switzerland",
      "Goran Ivanisevic", "Croatia"]),
    ("news", "Social Democrat leader Goran Persson , who took over from Ingvar Carlsson in March , said the Moderates "
     "under Carl Bildt would not block the budget in the Riksdag .",
     ["Goran Persson", "Ingvar Carlsson", "Moderates", "Carl Bildt", "Riksdag"]),
    ("news", "Dutch brewer Heineken NV said on Tuesday it had agreed to buy a majority stake in Zywiec , Poland 's "
     "second-largest brewer , for an undisclosed sum , a spokesman in Amsterdam said .",
     ["Heineken NV", "Zywiec", "Poland", "Amsterdam"]),
    ("news", "At least 12 people died when floods swept through villages near Chittagong , the Bangladesh Red "
     "Crescent said , and officials in Dhaka feared the toll would rise .",
     ["Chittagong", "Bangladesh Red Crescent", "Dhaka"]),
    ("news", "A court in Toulon on Monday fined the town 's mayor Jean-Marie Le Chevallier 10,000 francs , his lawyer "
     "Pierre Cabanes said .",
     ["Toulon", "Jean-Marie Le Chevallier", "Pierre Cabanes"]),
    ("social", "watching the ashes highlights w/ dad, stokes is unreal 🏏 #Ashes",
     ["stokes"]),
    ("social", "Big shoutout to the crew at Halfords in Basingstoke who sorted my bike out in 20 mins 👏",
     ["Halfords", "Basingstoke"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("MADRID , 3 oct ( EFE ) . El Real Madrid venció 2-0 al Atlético de Madrid en el Bernabéu con goles de "
            "Raúl y Suker .",
            ["MADRID", "EFE", "Real Madrid", "Atlético de Madrid", "Bernabéu", "Raúl", "Suker"])],
    "nl": [("Den Haag , 5 nov ( ANP ) . Minister Hans Dijkstal van Binnenlandse Zaken wil dat gemeenten als "
            "Rotterdam meer geld krijgen .",
            ["Den Haag", "ANP", "Hans Dijkstal", "Binnenlandse Zaken", "Rotterdam"])],
    "de": [("Bonn ( dpa ) - Bundeskanzler Helmut Kohl hat am Dienstag den französischen Präsidenten Jacques Chirac im "
            "Kanzleramt empfangen .",
            ["Bonn", "dpa", "Helmut Kohl", "Jacques Chirac", "Kanzleramt"])],
    "it": [("ROMA - Il presidente del Consiglio Romano Prodi ha incontrato oggi a Palazzo Chigi i sindacati Cgil , "
            "Cisl e Uil .",
            ["ROMA", "Romano Prodi", "Palazzo Chigi", "Cgil", "Cisl", "Uil"])],
    "fr": [("Marseille ( AFP ) - Les Marseillais se sont imposés 3-1 face à Bordeaux samedi au stade Vélodrome , "
            "grâce à un doublé de Fabrizio Ravanelli .",
            ["Marseille", "AFP", "Bordeaux", "Vélodrome", "Fabrizio Ravanelli"])],
    "pt": [("Lisboa , 8 out ( Lusa ) - O primeiro-ministro António Guterres recebeu hoje em São Bento o presidente "
            "do Banco de Portugal , António de Sousa .",
            ["Lisboa", "Lusa", "António Guterres", "São Bento", "Banco de Portugal", "António de Sousa"])],
}
