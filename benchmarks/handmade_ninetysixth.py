"""A ninety-sixth hand-written set, written on 2026-12-07 after the ninety-fifth set's rules, and scored once
before any rule looked at it. Mostly news outside English, of the kind the held-out news sets in Spanish, Dutch,
German and Italian hold: per language a politics story naming a leader, an office's building and a union or a
party by its acronym, and a match report with a stadium and scorers by surname. In English: a dateline over a
politics story, a results table in capitals, two posts in lower case, a nursing note in capitals, a discharge
summary, a biography with a hyphenated surname.

The same conventions as ``handmade_ninetyfifth.py`` (in news, names of people, places, buildings and bodies,
unions and parties by their acronyms included, not offices, competitions or nationalities; in notes, names,
dates, phones, places, hospitals, surgeries and ages over 89, not wards or times; in posts, names, handles,
places, firms, hospitals and streets; in biographies, everything that identifies: names, dates, years).
``handmade_devset.py --ninetysixth`` scores them; their first score is kept in
``benchmarks/results/handmade_ninetysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "LONDON 1996-08-30\nBritain 's Prime Minister John Major will meet Irish Taoiseach John Bruton in "
     "Dublin next week , Downing Street said .",
     ["LONDON", "Britain", "John Major", "John Bruton", "Dublin", "Downing Street"]),
    ("news", "SOCCER - ENGLISH PREMIER LEAGUE RESULTS\nLONDON 1996-08-31\nResults of English premier league "
     "matches on Saturday :\nArsenal 2 West Ham 0\nBlackburn 0 Tottenham 2\nCoventry 0 Chelsea 0",
     ["LONDON", "Arsenal", "West Ham", "Blackburn", "Tottenham", "Coventry", "Chelsea"]),
    ("social", "lmao my cousin jamal just got a job at tesla in fremont 💀",
     ["jamal", "tesla", "fremont"]),
    ("social", "@nhsuk why does the walk-in centre on oxford road close at 6?? had to go to a&e at salford royal "
     "instead",
     ["@nhsuk", "oxford road", "salford royal"]),
    ("clinical", "0800 NURSING: MR. OKONKWO RESTING COMFORTABLY. WIFE ADAEZE CALLED AT 0730 FROM LAGOS, WILL FLY IN "
     "SAT. OK TO SHARE INFO PER PT.",
     ["OKONKWO", "ADAEZE", "LAGOS"]),
    ("clinical", "Discharge summary: Mrs Beatrice Holloway, 93, admitted 02/03/2024 to Ward 7B, Northwick Park "
     "Hospital. GP: Dr R. Mistry, Kenton Surgery.",
     ["Beatrice Holloway", "93", "02/03/2024", "Northwick Park Hospital", "R. Mistry", "Kenton Surgery"]),
    ("bio", "Ngozi Adichie-Bello (born 12 March 1975 in Enugu) is a Nigerian economist who was governor of the "
     "Central Bank of Nigeria from 2014 to 2019.",
     ["Ngozi Adichie-Bello", "12 March 1975", "Enugu", "Central Bank of Nigeria", "2014", "2019"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El presidente del Gobierno , José María Aznar , se reunió ayer en La Moncloa con el líder de CiU , "
            "Jordi Pujol .",
            ["José María Aznar", "La Moncloa", "CiU", "Jordi Pujol"]),
           ("El Real Madrid ganó 3-1 al Deportivo en el Santiago Bernabéu con dos goles de Raúl y uno de Suker .",
            ["Real Madrid", "Deportivo", "Santiago Bernabéu", "Raúl", "Suker"])],
    "nl": [("Minister Gerrit Zalm zei dinsdag in Den Haag dat het kabinet vasthoudt aan de bezuinigingen .",
            ["Gerrit Zalm", "Den Haag"]),
           ("PSV won zondag met 4-1 van Vitesse . Luc Nilis scoorde twee keer in het Philips Stadion .",
            ["PSV", "Vitesse", "Luc Nilis", "Philips Stadion"])],
    "de": [("Bundeskanzler Helmut Kohl ist am Montag in Bonn mit dem französischen Präsidenten Jacques Chirac "
            "zusammengetroffen .",
            ["Helmut Kohl", "Bonn", "Jacques Chirac"]),
           ("Der Vorstandschef der Deutschen Bank , Hilmar Kopper , äußerte sich in Frankfurt zuversichtlich .",
            ["Deutschen Bank", "Hilmar Kopper", "Frankfurt"])],
    "it": [("Il presidente del Consiglio Romano Prodi ha incontrato a Palazzo Chigi il segretario della Cgil "
            "Sergio Cofferati .",
            ["Romano Prodi", "Palazzo Chigi", "Cgil", "Sergio Cofferati"]),
           ("La Juventus ha battuto il Parma 2-0 al Delle Alpi con reti di Del Piero e Vieri .",
            ["Juventus", "Parma", "Delle Alpi", "Del Piero", "Vieri"])],
    "fr": [("Le Premier ministre Alain Juppé a reçu mardi à Matignon les dirigeants de la CGT et de Force "
            "ouvrière .",
            ["Alain Juppé", "Matignon", "CGT", "Force ouvrière"]),
           ("L' Olympique de Marseille s' est imposé 2-1 face à Lens au Vélodrome grâce à un doublé de "
            "Ravanelli .",
            ["Olympique de Marseille", "Lens", "Vélodrome", "Ravanelli"])],
    "pt": [("O primeiro-ministro António Guterres recebeu ontem em São Bento o presidente da CIP , Pedro Ferraz "
            "da Costa .",
            ["António Guterres", "São Bento", "CIP", "Pedro Ferraz da Costa"]),
           ("O FC Porto empatou 1-1 com o Vitória de Guimarães no Estádio das Antas , com golo de Jardel .",
            ["FC Porto", "Vitória de Guimarães", "Estádio das Antas", "Jardel"])],
}
