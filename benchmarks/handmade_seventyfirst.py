"""A seventy-first hand-written set, written on 2026-12-07 after the seventieth set's rules, and scored once
before any rule looked at it. The two kinds furthest from their targets, news and social posts: a cricket
headline in capitals with its dateline and surnames alone after the first mention, a cycling stage's
results, a council appointment, a takeover, a sentencing, a political story with its headline in capitals,
a league table and a landlord's obituary; posts in lower case with places and friends' first names, a
complaint to a transport operator's handle, thanks to a ward's staff, a sale with a phone number, a film
that is no one's name, a subreddit's scam warning, a reply between handles and a lost dog's appeal in
capitals. Per language a news item and a post.

The same conventions as ``handmade_seventieth.py`` (groups, teams, parties, firms, shops, restaurants,
councils, courts, agencies, stadiums, handles and subreddits count; works, products, events, competitions,
offices, prizes, pets and nationalities do not; titles and kinship words are not part of a name, nor a kind
in lower case around a name, "calle", "gemeente", "préfecture"; in news, names only; in posts, phones too).
``handmade_devset.py --seventyfirst`` scores them; their first score is kept in
``benchmarks/results/handmade_seventyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "CRICKET - ROOT HUNDRED PUTS ENGLAND IN CONTROL AT TRENT BRIDGE\nNOTTINGHAM , England 2025-07-11\n"
     "Joe Root struck his 37th Test century as England reached 352 for four against India on the second day . "
     "Root , 34 , shared a stand of 146 with captain Ben Stokes before Stokes was bowled by Mohammed Siraj .",
     ["ROOT", "ENGLAND", "TRENT BRIDGE", "NOTTINGHAM", "England", "Joe Root", "India", "Root", "Ben Stokes",
      "Stokes", "Mohammed Siraj"]),
    ("news", "Leading positions after Wednesday 's third stage , a 178-km ride from Kelso to Newcastle :\n"
     "1. Magnus Sheffield ( U.S. ) Ineos Grenadiers 4:12:33\n2. Romain Grégoire ( France ) Groupama-FDJ same "
     "time\n3. Oscar Onley ( Britain ) Picnic PostNL +0:04",
     ["Kelso", "Newcastle", "Magnus Sheffield", "U.S.", "Ineos Grenadiers", "Romain Grégoire", "France",
      "Groupama-FDJ", "Oscar Onley", "Britain", "Picnic PostNL"]),
    ("news", "Hartlepool Borough Council has appointed Denise McGuckin as its new managing director . Councillor "
     "Mike Young , leader of the council , said McGuckin had \" the experience Hartlepool needs \" after the "
     "departure of Gill Alexander last spring .",
     ["Hartlepool Borough Council", "Denise McGuckin", "Mike Young", "McGuckin", "Hartlepool", "Gill Alexander"]),
    ("news", "Frankfurt-based Deutsche Börse agreed to buy Danish software group SimCorp for 3.9 billion euros , its "
     "biggest deal since chief executive Theodor Weimer took over . SimCorp shares jumped 12 per cent in "
     "Copenhagen .",
     ["Frankfurt", "Deutsche Börse", "SimCorp", "Theodor Weimer", "Copenhagen"]),
    ("news", "A former nurse at Furness General Hospital was jailed for four years at Preston Crown Court on "
     "Tuesday . Judge Robert Altham told Claire Fenwick , 41 , of Ulverston , that she had betrayed the trust "
     "of her patients .",
     ["Furness General Hospital", "Preston Crown Court", "Robert Altham", "Claire Fenwick", "Ulverston"]),
    ("news", "STARMER FACES REVOLT OVER WELFARE CUTS\nLONDON ( Reuters ) - More than 100 Labour MPs have signed an "
     "amendment that would block Keir Starmer 's welfare reforms . Work and Pensions Secretary Liz Kendall told "
     "the BBC the changes were fair ; Kendall said talks with backbenchers would continue .",
     ["STARMER", "LONDON", "Reuters", "Labour", "Keir Starmer", "Liz Kendall", "BBC", "Kendall"]),
    ("news", "Scottish Premiership table after Saturday 's games ( played , won , drawn , lost , goals for , "
     "against , points ) :\nCeltic 12 10 1 1 31 8 31\nHearts 12 8 2 2 22 11 26\nHibernian 12 6 3 3 18 14 21\n"
     "Dundee United 12 5 3 4 15 15 18",
     ["Celtic", "Hearts", "Hibernian", "Dundee United"]),
    ("news", "Tributes have been paid to Bryn Thomas , the landlord of the Red Lion in Llanidloes for 38 years , who "
     "has died aged 79 . His daughter Sian said the pub had been \" his whole life \" .",
     ["Bryn Thomas", "Red Lion", "Llanidloes", "Sian"]),
    ("social", "cant believe jess and i got engaged at arthurs seat last night 💍💍 still shaking lol",
     ["jess", "arthurs seat"]),
    ("social", "@TfL the 38 bus at angel has been sat there for 20 mins with no driver?? sort it out",
     ["@TfL", "angel"]),
    ("social", "Massive thanks to everyone at Wythenshawe Hospital ward F7 who looked after my dad last week. Special "
     "mention to nurse Chloe and Dr Banerjee ❤️",
     ["Wythenshawe Hospital", "Chloe", "Banerjee"]),
    ("social", "Selling my old PS5 + 2 controllers, collection only from Headingley. DM me or text 07700 900461",
     ["Headingley", "07700 900461"]),
    ("social", "Just watched Oppenheimer at the Odeon in Leicester Square and honestly Cillian Murphy deserves every "
     "award going #Oppenheimer",
     ["Odeon", "Leicester Square", "Cillian Murphy"]),
    ("social", "r/Scotland anyone else get scammed by that 'Highland Log Cabins' site? paid £400 deposit to a guy "
     "called Craig Munro and now nothing",
     ["r/Scotland", "Highland Log Cabins", "Craig Munro"]),
    ("social", "@mel_okoro omg same!! tell Tunde I said congrats on the new job at Monzo 🎉",
     ["@mel_okoro", "Tunde", "Monzo"]),
    ("social", "ANYONE IN CARDIFF SEEN THIS DOG?? MISSING SINCE SUNDAY FROM ROATH PARK, ANSWERS TO BISCUIT. CALL DAVE "
     "ON 07700 900127",
     ["CARDIFF", "ROATH PARK", "DAVE", "07700 900127"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El Real Betis ha fichado al centrocampista argentino Giovani Lo Celso , procedente del Villarreal , según "
            "informó el club sevillano . Manuel Pellegrini confía en él para la Conference League .",
            ["Real Betis", "Giovani Lo Celso", "Villarreal", "Manuel Pellegrini"]),
           ("alguien sabe si el mercadona de la calle alcalá abre el domingo?? necesito cosas para la cena con mi "
            "suegra carmen 😅",
            ["mercadona", "alcalá", "carmen"])],
    "nl": [("De gemeente Eindhoven en Philips hebben een akkoord bereikt over de verkoop van het Strijp-terrein . "
            "Wethouder Stijn Steenbakkers noemde het \" een historische dag \" .",
            ["Eindhoven", "Philips", "Strijp", "Stijn Steenbakkers"]),
           ("Wie gaat er zaterdag mee naar Feyenoord - PSV in de Kuip? Ik heb nog twee kaartjes over, vraag maar "
            "aan Daan 😉",
            ["Feyenoord", "PSV", "Kuip", "Daan"])],
    "de": [("Der Autozulieferer ZF Friedrichshafen streicht bis 2030 weitere 7600 Stellen . Vorstandschef Holger "
            "Klein sagte in Friedrichshafen , der Umbau sei „ alternativlos “ . Die IG Metall kündigte Widerstand an .",
            ["ZF Friedrichshafen", "Holger Klein", "Friedrichshafen", "IG Metall"]),
           ("Kann jemand einen guten Zahnarzt in Köln-Ehrenfeld empfehlen? Bei Dr. Yilmaz war ich total "
            "unzufrieden 🙄",
            ["Köln-Ehrenfeld", "Yilmaz"])],
    "it": [("La Procura di Milano ha aperto un' indagine sulla società Ferragni Luxury Brands . L' imprenditrice "
            "Chiara Ferragni , sentita dai pm , ha respinto le accuse .",
            ["Procura di Milano", "Ferragni Luxury Brands", "Chiara Ferragni"]),
           ("ragazzi qualcuno è stato alla trattoria da gino a trastevere? ne parlano tutti benissimo",
            ["gino", "trastevere"])],
    "fr": [("Le PSG s' est imposé 3-1 face à l' OM au Parc des Princes . Ousmane Dembélé a inscrit un doublé , "
            "tandis que Roberto De Zerbi a dénoncé l' arbitrage de François Letexier .",
            ["PSG", "OM", "Parc des Princes", "Ousmane Dembélé", "Roberto De Zerbi", "François Letexier"]),
           ("Trop contente , j' ai enfin eu mon rdv à la préfecture de Bobigny ! Merci à Karima de l' accueil qui "
            "m' a sauvé la vie 🙏",
            ["Bobigny", "Karima"])],
    "pt": [("O Benfica venceu o Sporting por 2-1 no Estádio da Luz . Vangelis Pavlidis marcou os dois golos e Bruno "
            "Lage elogiou a equipa .",
            ["Benfica", "Sporting", "Estádio da Luz", "Vangelis Pavlidis", "Bruno Lage"]),
           ("alguém recomenda um bom mecânico em braga? o do meu primo rui fechou 😩",
            ["braga", "rui"])],
}
