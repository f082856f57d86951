"""A ninety-third hand-written set, written on 2026-12-07 after the ninety-second set's rules, and scored once
before any rule looked at it. News of the shapes the held-out news sets hold: a headline in capitals over a
dateline, a golf leaderboard, a standings table, a cycling stage's results, an election's results by party, a
market report; two biographies (an encyclopedia's lead, an obituary). Per language a results list or a headline
over a story.

The same conventions as ``handmade_ninetyfirst.py`` and ``handmade_eightyeighth.py`` (in news, names of people,
places and bodies, parties included; nationalities, offices, competitions and a party's adjective do not; in
biographies, everything that identifies: names, dates, years and ages). ``handmade_devset.py --ninetythird`` scores them; their first score is kept in
``benchmarks/results/handmade_ninetythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "SOCCER - CELTIC HOLD RANGERS TO GOALLESS DRAW\nGLASGOW 1996-09-28\nCeltic and Rangers drew 0-0 in "
     "the Old Firm derby at Parkhead on Saturday , leaving Walter Smith 's side three points clear .",
     ["CELTIC", "RANGERS", "GLASGOW", "Celtic", "Rangers", "Parkhead", "Walter Smith"]),
    ("news", "GOLF - LEADING SCORES AT THE EUROPEAN OPEN\nDUBLIN 1996-07-05\nLeading second-round scores :\n"
     "135 Per-Ulrik Johansson ( Sweden ) 68 67\n136 Colin Montgomerie 69 67 , Ian Woosnam 70 66\n"
     "138 Darren Clarke 70 68",
     ["DUBLIN", "Per-Ulrik Johansson", "Sweden", "Colin Montgomerie", "Ian Woosnam", "Darren Clarke"]),
    ("news", "Dutch first division standings after Sunday 's matches ( tabulate under played , won , drawn , "
     "lost , goals for , against , points ) :\nPSV Eindhoven 8 7 1 0 25 5 22\nFeyenoord 8 6 1 1 14 6 19\n"
     "Ajax 8 5 2 1 17 7 17",
     ["PSV Eindhoven", "Feyenoord", "Ajax"]),
    ("news", "CYCLING - TOUR OF SPAIN STAGE RESULTS\nSALAMANCA , Spain 1996-09-12\nResults of the 12th stage :\n"
     "1. Laurent Jalabert ( France ) ONCE 4:12:08\n2. Tony Rominger ( Switzerland ) Mapei same time",
     ["SALAMANCA", "Spain", "Laurent Jalabert", "France", "ONCE", "Tony Rominger", "Switzerland", "Mapei"]),
    ("news", "Provisional results of Sunday 's election in Montenegro , the state electoral commission said :\n"
     "Democratic Party of Socialists 45 seats\nPeople 's Party 13 seats",
     ["Montenegro", "Democratic Party of Socialists", "People 's Party"]),
    ("news", "LONDON 1996-10-02\nShares in British Airways rose 12p to 598p after the carrier said talks with "
     "American Airlines were going well , dealers in London said .",
     ["LONDON", "British Airways", "American Airlines", "London"]),
    ("bio", "Ingrid Bergström ( born 3 May 1961 in Umeå ) is a Swedish biochemist and professor at the Karolinska "
     "Institute in Stockholm . She studied at Uppsala University under Hans Lindqvist .",
     ["Ingrid Bergström", "3 May 1961", "Umeå", "Karolinska Institute", "Stockholm", "Uppsala University",
      "Hans Lindqvist"]),
    ("bio", "Obituary: Tom Gallagher, who ran the Red Lion in Hebden Bridge for thirty years, has died aged 84. "
     "He leaves his wife Maureen and sons Liam and Patrick.",
     ["Tom Gallagher", "Red Lion", "Hebden Bridge", "84", "Maureen", "Liam", "Patrick"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("FÚTBOL - EL SEVILLA GANA EN VIGO\nVIGO , 5 oct ( EFE ) . El Sevilla venció 1-2 al Celta en Balaídos con "
            "goles de Šuker y Moya .",
            ["SEVILLA", "VIGO", "EFE", "Sevilla", "Celta", "Balaídos", "Šuker", "Moya"])],
    "nl": [("Uitslagen eredivisie :\nAjax - Roda JC 3-0\nVitesse - NAC 2-1\nTwente - Feyenoord 0-1",
            ["Ajax", "Roda JC", "Vitesse", "NAC", "Twente", "Feyenoord"])],
    "de": [("FUSSBALL - BAYERN SCHLÄGT DORTMUND\nMünchen ( dpa ) - Der FC Bayern hat Borussia Dortmund mit 2:1 "
            "besiegt . Jürgen Klinsmann traf zweimal .",
            ["BAYERN", "DORTMUND", "München", "dpa", "FC Bayern", "Borussia Dortmund", "Jürgen Klinsmann"])],
    "it": [("Classifica marcatori : 1. Batistuta ( Fiorentina ) 8 ; 2. Baggio ( Milan ) 6 ; 3. Signori ( Lazio ) 5",
            ["Batistuta", "Fiorentina", "Baggio", "Milan", "Signori", "Lazio"])],
    "fr": [("CYCLISME - JALABERT S'IMPOSE À MENDE\nMENDE ( AFP ) - Laurent Jalabert a remporté l'étape devant "
            "Richard Virenque .",
            ["JALABERT", "MENDE", "AFP", "Laurent Jalabert", "Richard Virenque"])],
    "pt": [("Resultados da jornada : Benfica - Sporting 1-1 ; FC Porto - Boavista 2-0 ; Marítimo - Braga 0-0",
            ["Benfica", "Sporting", "FC Porto", "Boavista", "Marítimo", "Braga"])],
}
