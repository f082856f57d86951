"""An eighty-fourth hand-written set, written on 2026-12-07 after the eighty-third set's rules, and scored once
before any rule looked at it. Layouts the held-out news and post sets hold and the earlier sets wrote least:
a results list with ranks and countries, a league table's rows, an election's returns by party, a headline in
capitals over a dateline, a transfer round-up; a forum thread with quoted replies, an e-mail with a signature,
a group chat in lower case, a review with a host's reply; a nursing note on a ward round. Per language a
results list and a post.

The same conventions as ``handmade_seventyninth.py`` (in news, names of people, places and bodies only; in
posts, names, handles, places, firms, bands and phones; in notes, names, dates, ages over 89, phones, places
and bodies; nationalities, offices, competitions, products' kinds and topic tags do not).
``handmade_devset.py --eightyfourth`` scores them; their first score is kept in
``benchmarks/results/handmade_eightyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "ATHLETICS - WOMEN'S 5,000 METRES RESULTS\nZURICH 1996-08-14\n1. Tirunesh Alemu ( Ethiopia ) "
     "14:54.21\n2. Niamh Costigan ( Ireland ) 14:55.08\n3. Ines Carvalhal ( Portugal ) 15:01.73\n4. Yelena "
     "Romanova ( Russia ) 15:03.40",
     ["ZURICH", "Tirunesh Alemu", "Ethiopia", "Niamh Costigan", "Ireland", "Ines Carvalhal", "Portugal",
      "Yelena Romanova", "Russia"]),
    ("news", "SOCCER - DUTCH FIRST DIVISION STANDINGS\nAMSTERDAM 1996-09-01\nStandings after Sunday 's matches "
     ":\nPSV Eindhoven 4 4 0 0 12 2 12\nFeyenoord 4 3 1 0 9 3 10\nAjax 4 2 1 1 8 5 7\nWillem II 4 1 2 1 4 4 5",
     ["AMSTERDAM", "PSV Eindhoven", "Feyenoord", "Ajax", "Willem II"]),
    ("news", "Provisional results of the regional election in Lower Saxony , with all districts counted :\n"
     "Social Democrats 44.3 percent\nChristian Democrats 35.9\nGreens 7.1\nFree Democrats 4.9",
     ["Lower Saxony", "Social Democrats", "Christian Democrats", "Greens", "Free Democrats"]),
    ("news", "CRICKET - LANCASHIRE BEAT YORKSHIRE BY FOUR WICKETS\nMANCHESTER 1996-06-09\nLancashire beat "
     "Yorkshire by four wickets at Old Trafford on Sunday , with Graham Lloyd unbeaten on 87 .",
     ["LANCASHIRE", "YORKSHIRE", "MANCHESTER", "Lancashire", "Yorkshire", "Old Trafford", "Graham Lloyd"]),
    ("news", "Transfer round-up : Celtic signed Danish midfielder Morten Wieghorst from Dundee for 600,000 "
     "pounds , while Aberdeen released Scott Booth and Hibernian loaned Kevin Harper to Stenhousemuir .",
     ["Celtic", "Morten Wieghorst", "Dundee", "Aberdeen", "Scott Booth", "Hibernian", "Kevin Harper",
      "Stenhousemuir"]),
    ("social", "> anyone know a decent plumber in stockport?\n\nused gary from clearflow last year, quick and "
     "didn't rip me off. his number is 0161 496 0732\n\n> cheers, will give him a bell",
     ["stockport", "gary", "clearflow", "0161 496 0732"]),
    ("social", "Hi all,\n\nPlease find attached the minutes from Tuesday's committee meeting.\n\nBest wishes,\n"
     "Rosalind Okoro\nSecretary, Hebden Bridge Allotment Society\nrosalind.okoro@hbas.org.uk | 07700 900641",
     ["Rosalind Okoro", "Hebden Bridge Allotment Society", "rosalind.okoro@hbas.org.uk", "07700 900641"]),
    ("social", "omg just bumped into mr henderson from year 9 maths at the tesco in chorlton 😭 he still "
     "remembers me failing that test lmaooo",
     ["henderson", "tesco", "chorlton"]),
    ("social", "★★☆☆☆ The flat was not as pictured and the host never answered.\n\nResponse from the host, "
     "Benedikt: I am sorry you were disappointed. The photos were taken in March and the building on "
     "Kastanienallee has not changed.",
     ["Benedikt", "Kastanienallee"]),
    ("clinical", "Ward round Dr Achterberg / SHO Dr Nwosu. 94 yo lady, admitted 28/11 from Beechwood Lodge "
     "with CAP. CRP 182 -> 96. Plan: IV co-amox 48h then oral, update son Philip (NOK) on 0113 496 0288.",
     ["Achterberg", "Nwosu", "94", "28/11", "Beechwood Lodge", "Philip", "0113 496 0288"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("CICLISMO - CLASIFICACIÓN DE LA VUELTA\nMADRID , 22 sep ( EFE )\n1. Álex Zülle ( Suiza ) 97h31:46\n"
            "2. Laurent Dufaux ( Suiza ) a 4:15\n3. Tony Rominger ( Suiza ) a 8:23",
            ["MADRID", "EFE", "Álex Zülle", "Suiza", "Laurent Dufaux", "Tony Rominger"]),
           ("alguien sabe si el mercadillo de triana abre el domingo? mi prima lucía dice que sí pero no me fío",
            ["triana", "lucía"])],
    "nl": [("VOETBAL - UITSLAGEN EREDIVISIE\nROTTERDAM , 8 sep ( ANP )\nFeyenoord - NAC 3-1\nRoda JC - "
            "Vitesse 0-0\nFC Twente - Sparta 2-2",
            ["ROTTERDAM", "ANP", "Feyenoord", "NAC", "Roda JC", "Vitesse", "FC Twente", "Sparta"]),
           ("wie gaat er zaterdag mee naar de markt in leiden? ik ga met sanne en haar vriend joris",
            ["leiden", "sanne", "joris"])],
    "de": [("SKI ALPIN - ERGEBNISSE SLALOM\nKITZBÜHEL , 19. Januar ( dpa )\n1. Thomas Sykora ( Österreich ) "
            "1:39,44\n2. Thomas Stangassinger ( Österreich ) 1:39,91\n3. Alberto Tomba ( Italien ) 1:40,02",
            ["KITZBÜHEL", "dpa", "Thomas Sykora", "Österreich", "Thomas Stangassinger", "Alberto Tomba",
             "Italien"]),
           ("war gestern mit lena und ihrem bruder felix im biergarten am chinesischen turm, richtig schön",
            ["lena", "felix", "chinesischen turm"])],
    "it": [("CALCIO - CLASSIFICA SERIE A\nROMA , 15 set ( ANSA )\nJuventus 10\nParma 9\nInter 8\nSampdoria 7",
            ["ROMA", "ANSA", "Juventus", "Parma", "Inter", "Sampdoria"]),
           ("qualcuno conosce un buon meccanico a monza? il mio amico davide mi ha parlato di uno in via "
            "borgazzi",
            ["monza", "davide", "via borgazzi"])],
    "fr": [("CYCLISME - CLASSEMENT GÉNÉRAL DU TOUR\nPARIS , 21 juil ( AFP )\n1. Bjarne Riis ( Danemark ) "
            "95h57:16\n2. Jan Ullrich ( Allemagne ) à 1:41\n3. Richard Virenque ( France ) à 4:37",
            ["PARIS", "AFP", "Bjarne Riis", "Danemark", "Jan Ullrich", "Allemagne", "Richard Virenque",
             "France"]),
           ("quelqu'un connaît un bon resto à la croix-rousse ? ma sœur camille veut fêter ses 30 ans",
            ["la croix-rousse", "camille"])],
    "pt": [("FUTEBOL - CLASSIFICAÇÃO DA PRIMEIRA LIGA\nLISBOA , 29 set ( Lusa )\nFC Porto 13\nBenfica 11\n"
            "Sporting 10\nVitória de Guimarães 8",
            ["LISBOA", "Lusa", "FC Porto", "Benfica", "Sporting", "Vitória de Guimarães"]),
           ("alguém sabe se a feira da ladra abre no sábado? a minha vizinha graça diz que sim",
            ["feira da ladra", "graça"])],
}
