"""A seventy-ninth hand-written set, written on 2026-12-07 after the seventy-eighth set's rules, and scored once
before any rule looked at it. Posts as the held-out social sets write them (bands, shops, apps and towns in
lower case, a group's name in capitals, a retweet, a reply, a live-tweet of a match, a gig review, a complaint
to an airline) and wire news (a cycling stage's result, a cricket scorecard's line, a court story, a takeover,
an obituary); two nursing notes in capitals. Per language a post and a wire story.

The same conventions as ``handmade_seventysixth.py`` (in news, names of people, places and bodies only; in
posts, names, handles, places, firms, bands and phones; nationalities, offices, competitions, products' kinds
and topic tags do not; in notes, names, dates, phones, places, hospitals and ages over 89).
``handmade_devset.py --seventyninth`` scores them; their first score is kept in
``benchmarks/results/handmade_seventyninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYNINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "saw the 1975 at the o2 last night and matty healy fell off the stage lmaooo best gig of my life",
     ["the 1975", "o2", "matty healy"]),
    ("social", "@ryanair 3 hours on the tarmac at stansted and not one update. flight FR2417 to krakow. never again",
     ["@ryanair", "stansted", "krakow"]),
    ("social", "anyone been to that new ramen place on deansgate? my mate kieran reckons it beats wagamama easy",
     ["deansgate", "kieran", "wagamama"]),
    ("social", "RT @BBCSport: GOAL! Haaland makes it 2-0 to Manchester City against Everton at the Etihad",
     ["@BBCSport", "Haaland", "Manchester City", "Everton", "Etihad"]),
    ("social", "Finally got tickets for Fontaines D.C. in Glasgow!!! Who else is going? @ciarafitz you in?",
     ["Fontaines D.C.", "Glasgow", "@ciarafitz"]),
    ("social", "@jenny_m_brooks omg yes!! tell your sister i said congrats, cant believe shes moving to lisbon",
     ["@jenny_m_brooks", "lisbon"]),
    ("social", "Just been told by Currys that my laptop repair will take 6 weeks. SIX WEEKS. Thanks for nothing "
     "Currys PC World",
     ["Currys", "Currys PC World"]),
    ("news", "CYCLING - TOUR DE FRANCE STAGE 12 RESULT\nPLATEAU DE BEILLE , France 1996-07-17\n1. Laurent Jalabert "
     "( France ) ONCE 5:14:21\n2. Bjarne Riis ( Denmark ) Telekom same time\n3. Richard Virenque ( France ) "
     "Festina 0:12",
     ["PLATEAU DE BEILLE", "France", "Laurent Jalabert", "ONCE", "Bjarne Riis", "Denmark", "Telekom",
      "Richard Virenque", "Festina"]),
    ("news", "CRICKET - ENGLAND V PAKISTAN SCOREBOARD\nLONDON 1996-08-23\nEngland first innings\nM. Atherton c "
     "Inzamam b Wasim 31\nA. Stewart lbw b Waqar 44\nN. Hussain not out 12",
     ["ENGLAND", "PAKISTAN", "LONDON", "England", "M. Atherton", "Inzamam", "Wasim", "A. Stewart", "Waqar",
      "N. Hussain"]),
    ("news", "A Johannesburg court on Tuesday jailed former police colonel Eugene de Kock for 212 years for "
     "murder , the South African Press Association reported .",
     ["Johannesburg", "Eugene de Kock", "South African Press Association"]),
    ("news", "Shares in Reckitt & Colman jumped 8 percent after the household goods group agreed to buy Boyle-"
     "Midway from American Home Products for $ 700 million .",
     ["Reckitt & Colman", "Boyle-Midway", "American Home Products"]),
    ("news", "Former Irish prime minister Jack Lynch died in Dublin on Saturday aged 82 , a spokesman for the "
     "Fianna Fail party said .",
     ["Jack Lynch", "Dublin", "Fianna Fail"]),
    ("clinical", "0400 PT RESTLESS, PULLING AT IV. DTR DONNA CALLED @ 0415, STATES PT HAS HX OF SUNDOWNING AT "
     "MAPLE GROVE NH. DR OKAFOR AWARE. 1MG HALDOL IM GIVEN. SAFETY MAINTAINED.",
     ["DONNA", "MAPLE GROVE NH", "OKAFOR"]),
    ("clinical", "RESP: LS COARSE BIL, SUCTIONED X2 FOR THICK TAN SPUTUM. SATS 92% ON 4L NC. CXR 12/3 SHOWS RLL "
     "INFILTRATE. WIFE MARGARET (H: 617-555-0172) UPDATED BY RN.",
     ["12/3", "MARGARET", "617-555-0172"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYNINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El Gobierno vasco , que preside José Antonio Ardanza , pidió ayer en Vitoria al ministro Jaime Mayor "
            "Oreja que explique la actuación de la Guardia Civil en Hernani .",
            ["José Antonio Ardanza", "Vitoria", "Jaime Mayor Oreja", "Guardia Civil", "Hernani"]),
           ("q ganas de ver a rosalía en el wizink center el sábado!!! voy con mi prima lucía 😍",
            ["rosalía", "wizink center", "lucía"])],
    "nl": [("De Amsterdamse politie heeft zaterdag in de Bijlmer twee mannen aangehouden na een schietpartij , "
            "meldt woordvoerder Ellie Lust .",
            ["Bijlmer", "Ellie Lust"]),
           ("vanavond met sanne naar de kuip , hopen dat santiago gimenez weer scoort 🔴⚪",
            ["sanne", "de kuip", "santiago gimenez"])],
    "de": [("Der Aufsichtsrat der Deutschen Telekom hat am Freitag in Bonn Ron Sommer als Vorstandschef "
            "bestätigt , teilte ein Sprecher des Konzerns mit .",
            ["Deutschen Telekom", "Bonn", "Ron Sommer"]),
           ("heute mit lena im biergarten am chinesischen turm gewesen, danach noch kurz zu dallmayr 🍺",
            ["lena", "chinesischen turm", "dallmayr"])],
    "it": [("Il sindaco di Napoli , Antonio Bassolino , ha inaugurato ieri la nuova stazione della metropolitana "
            "di piazza Dante insieme al ministro Antonio Di Pietro .",
            ["Napoli", "Antonio Bassolino", "piazza Dante", "Antonio Di Pietro"]),
           ("stasera concerto dei måneskin all'olimpico con giulia e marco, non ci credo ancora 🔥",
            ["måneskin", "olimpico", "giulia", "marco"])],
    "fr": [("Le maire de Lyon , Raymond Barre , a annoncé lundi la construction d' un nouveau pont sur le Rhône "
            "en présence du préfet Paul Bernard .",
            ["Lyon", "Raymond Barre", "Rhône", "Paul Bernard"]),
           ("trop contente , j'ai enfin eu mes places pour angèle à l'accor arena avec manon !!",
            ["angèle", "accor arena", "manon"])],
    "pt": [("O presidente da Câmara de Lisboa , João Soares , inaugurou ontem a nova biblioteca de Marvila na "
            "presença do ministro Manuel Maria Carrilho .",
            ["Câmara de Lisboa", "João Soares", "Marvila", "Manuel Maria Carrilho"]),
           ("bora ver o benfica no domingo com o tiago? já comprei os bilhetes na app 😎",
            ["benfica", "tiago"])],
}
