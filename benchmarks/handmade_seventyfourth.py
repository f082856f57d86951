"""A seventy-fourth hand-written set, written on 2026-12-07 after the seventy-third set's rules, and scored once
before any rule looked at it. News in the five languages whose held-out precision was lowest, as an agency
writes it: a headline and its dateline, a league's results and scorers, a court report, a company's results, a
council's decision and a weather item, with the function words, capitalised nouns (German) and dates in words
that a model trained on English swallows; and a post or a chat per language. In English, a wire headline with
its story and two posts, to keep the English figures in view.

The same conventions as ``handmade_seventythird.py`` (in news, names only: people, places, teams, parties,
firms, courts, agencies and councils; not offices, titles, nationalities, competitions, products, events or
dates; in posts, names, handles and phones). ``handmade_devset.py --seventyfourth`` scores them; their first
score is kept in ``benchmarks/results/handmade_seventyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "SOCCER - HOWE HAILS ISAK AFTER NEWCASTLE SINK SPURS\nLONDON 2024-12-04\nAlexander Isak scored twice "
     "as Newcastle United won 2-1 at Tottenham Hotspur on Wednesday . Eddie Howe said the Swede was \" as good as "
     "anyone in Europe \" . Son Heung-min replied for Ange Postecoglou 's side .",
     ["HOWE", "ISAK", "NEWCASTLE", "SPURS", "LONDON", "Alexander Isak", "Newcastle United", "Tottenham Hotspur",
      "Eddie Howe", "Europe", "Son Heung-min", "Ange Postecoglou"]),
    ("social", "shoutout to the lads at Halo Barbers on Stokes Croft, Dimitri sorted me out no appointment needed",
     ["Halo Barbers", "Stokes Croft", "Dimitri"]),
    ("social", "Does anyone have a number for the vet on Church Lane? Our dog Biscuit ate a sock 😬 DM me or text "
     "07911 123456",
     ["Church Lane", "07911 123456"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("FÚTBOL - EL BETIS GANA EN VIGO\nVIGO , 8 dic ( EFE ) .- El Real Betis venció este domingo al Celta "
            "por 1-2 en Balaídos con goles de Isco y Vitor Roque . El técnico Manuel Pellegrini destacó el "
            "trabajo del equipo .",
            ["BETIS", "VIGO", "EFE", "Real Betis", "Celta", "Balaídos", "Isco", "Vitor Roque", "Manuel Pellegrini"]),
           ("La Audiencia Provincial de Málaga ha condenado a seis años de prisión a un vecino de Marbella por "
            "estafar a la empresa Construcciones Guadalmina S.L. , según informó el Tribunal Superior de Justicia "
            "de Andalucía .",
            ["Audiencia Provincial de Málaga", "Marbella", "Construcciones Guadalmina S.L.",
             "Tribunal Superior de Justicia de Andalucía"]),
           ("alguien sabe si el Mercadona de la calle Alcalá abre el domingo ? mi madre dice que sí 🤷",
            ["Mercadona", "Alcalá"])],
    "nl": [("VOETBAL - PSV WINT RUIM VAN HERACLES\nEINDHOVEN ( ANP ) - PSV heeft zaterdag met 5-0 gewonnen van "
            "Heracles Almelo . Luuk de Jong en Ismael Saibari scoorden in het Philips Stadion . Trainer Peter Bosz "
            "was tevreden over de eerste helft .",
            ["PSV", "HERACLES", "EINDHOVEN", "ANP", "Heracles Almelo", "Luuk de Jong", "Ismael Saibari",
             "Philips Stadion", "Peter Bosz"]),
           ("De gemeenteraad van Utrecht heeft dinsdag ingestemd met het plan van wethouder Dennis de Vries om de "
            "Croeselaan autovrij te maken . De VVD stemde tegen .",
            ["Utrecht", "Dennis de Vries", "Croeselaan", "VVD"]),
           ("iemand tips voor een goede loodgieter in Amersfoort ? die van ons ( Van Dam Installatietechniek ) "
            "neemt niet meer op",
            ["Amersfoort", "Van Dam Installatietechniek"])],
    "de": [("FUSSBALL - BAYERN SCHLÄGT LEVERKUSEN IM POKAL\nMÜNCHEN ( dpa ) - Der FC Bayern München hat am "
            "Dienstagabend Bayer 04 Leverkusen mit 1:0 besiegt . Das Tor erzielte Jamal Musiala in der Allianz "
            "Arena . Trainer Vincent Kompany lobte die Defensive .",
            ["BAYERN", "LEVERKUSEN", "MÜNCHEN", "dpa", "FC Bayern München", "Bayer 04 Leverkusen", "Jamal Musiala",
             "Allianz Arena", "Vincent Kompany"]),
           ("Das Landgericht Hamburg hat einen 52-jährigen Geschäftsführer aus Pinneberg wegen Betrugs verurteilt . "
            "Der Mann hatte über seine Firma Nordlicht Solar GmbH Anleger um mehr als zwei Millionen Euro "
            "gebracht , teilte die Staatsanwaltschaft mit .",
            ["Landgericht Hamburg", "Pinneberg", "Nordlicht Solar GmbH"]),
           ("Kennt jemand einen guten Zahnarzt in Bochum-Wattenscheid ? Meiner ( Dr. Yilmaz ) geht in Rente 😩",
            ["Bochum-Wattenscheid", "Yilmaz"])],
    "it": [("CALCIO - L'ATALANTA BATTE IL MILAN\nBERGAMO ( ANSA ) - L'Atalanta ha battuto il Milan 2-1 al Gewiss "
            "Stadium . Hanno segnato Charles De Ketelaere e Ademola Lookman , per i rossoneri Álvaro Morata . Gian "
            "Piero Gasperini ha parlato di una partita perfetta .",
            ["ATALANTA", "MILAN", "BERGAMO", "ANSA", "Atalanta", "Milan", "Gewiss Stadium", "Charles De Ketelaere",
             "Ademola Lookman", "Álvaro Morata", "Gian Piero Gasperini"]),
           ("Il Tribunale di Torino ha condannato l' ex amministratore della Ferri Costruzioni srl di Moncalieri a "
            "tre anni . La Guardia di Finanza aveva scoperto fatture false per due milioni .",
            ["Tribunale di Torino", "Ferri Costruzioni srl", "Moncalieri", "Guardia di Finanza"]),
           ("qualcuno conosce un buon meccanico a Mestre ? il mio ( Officina Bortolato ) ha chiuso 😞",
            ["Mestre", "Officina Bortolato"])],
    "fr": [("FOOTBALL - LE PSG S'IMPOSE À LENS\nLENS ( AFP ) - Le Paris Saint-Germain s'est imposé 2-1 samedi au "
            "stade Bollaert-Delelis grâce à Ousmane Dembélé et Bradley Barcola . L'entraîneur Luis Enrique a salué "
            "la réaction de son équipe .",
            ["PSG", "LENS", "AFP", "Paris Saint-Germain", "Bollaert-Delelis", "Ousmane Dembélé", "Bradley Barcola",
             "Luis Enrique"]),
           ("Le conseil municipal de Rennes a voté mardi la gratuité des transports pour les moins de 18 ans . La "
            "maire Nathalie Appéré a annoncé un accord avec Keolis .",
            ["Rennes", "Nathalie Appéré", "Keolis"]),
           ("quelqu'un connaît un bon plombier sur Villeurbanne ? le nôtre ( Plomberie Martinez ) ne répond plus",
            ["Villeurbanne", "Plomberie Martinez"])],
    "pt": [("FUTEBOL - BENFICA VENCE EM BRAGA\nBRAGA ( Lusa ) - O Benfica venceu o Sporting de Braga por 2-1 no "
            "Estádio Municipal de Braga , com golos de Vangelis Pavlidis e Ángel Di María . Bruno Lage elogiou a "
            "equipa .",
            ["BENFICA", "BRAGA", "Lusa", "Benfica", "Sporting de Braga", "Estádio Municipal de Braga",
             "Vangelis Pavlidis", "Ángel Di María", "Bruno Lage"]),
           ("A Câmara Municipal de Coimbra aprovou o novo plano de mobilidade . O presidente José Manuel Silva "
            "disse que a obra começa em março .",
            ["Câmara Municipal de Coimbra", "José Manuel Silva"]),
           ("alguém recomenda um bom dentista em Setúbal ? a minha ( Clínica Sorriso ) fechou",
            ["Setúbal", "Clínica Sorriso"])],
}
