"""An eighty-second hand-written set, written on 2026-12-07 after the eighty-first set's rules, and scored once
before any rule looked at it. Wire news as the held-out news sets of every language write it (tokens parted by
spaces, an agency's dateline in brackets, acronyms of parties and unions, sports results in a sentence), three
stories per language: politics, business or courts, and sport; in English a tennis result, a bond market line,
a strike, an election count, a transfer and a court case.

The same conventions as ``handmade_seventyeighth.py`` (names of people, places and bodies only, an agency's byline
in a dateline's brackets among the bodies; nationalities, offices, competitions, currencies and a government
named by its common noun do not).
``handmade_devset.py --eightysecond`` scores them; their first score is kept in
``benchmarks/results/handmade_eightysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "TENNIS - SEMIFINAL RESULTS IN TORONTO\nTORONTO 1996-07-27\nResults on Saturday : Thomas Enqvist "
     "( Sweden ) beat Wayne Ferreira ( South Africa ) 6-3 7-6 ( 7-4 ) , Todd Woodbridge ( Australia ) beat Goran "
     "Ivanisevic ( Croatia ) 6-4 6-2 .",
     ["TORONTO", "Thomas Enqvist", "Sweden", "Wayne Ferreira", "South Africa", "Todd Woodbridge", "Australia",
      "Goran Ivanisevic", "Croatia"]),
    ("news", "Italian BTP futures on LIFFE ended higher on Friday as the Bank of Italy cut its discount rate , "
     "dealers in Milan said .",
     ["LIFFE", "Bank of Italy", "Milan"]),
    ("news", "Dockworkers in Antwerp walked out on Monday in protest at plans by the port authority to hire "
     "temporary staff , the ABVV union said .",
     ["Antwerp", "ABVV"]),
    ("news", "With 90 percent of votes counted , Zhelyu Zhelev 's Union of Democratic Forces led with 44 percent , "
     "the electoral commission in Sofia said .",
     ["Zhelyu Zhelev", "Union of Democratic Forces", "Sofia"]),
    ("news", "Newcastle United completed the signing of striker Alan Shearer from Blackburn Rovers for a world "
     "record 15 million pounds , manager Kevin Keegan told reporters at St James ' Park .",
     ["Newcastle United", "Alan Shearer", "Blackburn Rovers", "Kevin Keegan", "St James ' Park"]),
    ("news", "A court in Lyon sentenced former Olympique Lyonnais president Jean-Michel Aulas to a suspended "
     "sentence for tax fraud , his lawyer Gilles Vermont said .",
     ["Lyon", "Olympique Lyonnais", "Jean-Michel Aulas", "Gilles Vermont"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Sevilla , 14 may ( EFE ) . El presidente de la Junta de Andalucía , Manuel Chaves , exigió hoy al "
            "Gobierno central que transfiera las competencias del INEM antes de final de año .",
            ["Sevilla", "EFE", "Junta de Andalucía", "Manuel Chaves", "INEM"]),
           ("Telefónica y la norteamericana MCI negociarán en Londres una alianza para competir con British Telecom "
            "en América Latina , según fuentes de la operadora .",
            ["Telefónica", "MCI", "Londres", "British Telecom", "América Latina"]),
           ("El Deportivo de La Coruña ganó 1-0 al Celta de Vigo en Riazor con un gol del brasileño Bebeto en "
            "el minuto 78 .",
            ["Deportivo de La Coruña", "Celta de Vigo", "Riazor", "Bebeto"])],
    "nl": [("De CVP-fractie in de Kamer wil dat premier Jean-Luc Dehaene uitleg geeft over de vertraging bij de "
            "Generale Bank , zei fractieleider Paul Tant woensdag in Brussel .",
            ["CVP-fractie", "Kamer", "Jean-Luc Dehaene", "Generale Bank", "Paul Tant", "Brussel"]),
           ("Het Antwerpse havenbedrijf Hessenatie boekte vorig jaar een winst van 1,2 miljard frank , meldde "
            "topman Fernand Huts .",
            ["Hessenatie", "Fernand Huts"]),
           ("Club Brugge won zaterdag met 2-0 van Standard Luik . Gert Verheyen en Mario Stanic scoorden in het "
            "Olympiastadion .",
            ["Club Brugge", "Standard Luik", "Gert Verheyen", "Mario Stanic", "Olympiastadion"])],
    "de": [("Die SPD-Bundestagsfraktion hat Finanzminister Theo Waigel ( CSU ) am Dienstag in Bonn vorgeworfen , "
            "die Haushaltslage zu beschönigen .",
            ["SPD-Bundestagsfraktion", "Theo Waigel", "CSU", "Bonn"]),
           ("Die Hoechst AG will ihr Werk in Griesheim bis 1998 schließen , teilte ein Sprecher des Frankfurter "
            "Chemiekonzerns mit .",
            ["Hoechst AG", "Griesheim"]),
           ("Borussia Dortmund gewann am Samstag im Westfalenstadion mit 3:1 gegen den Hamburger SV . Andreas "
            "Möller traf zweimal .",
            ["Borussia Dortmund", "Westfalenstadion", "Hamburger SV", "Andreas Möller"])],
    "it": [("Roma , 12 mag ( ANSA ) - Il segretario del Pds , Massimo D'Alema , ha chiesto al governo Dini di "
            "chiarire la posizione sulla riforma elettorale .",
            ["Roma", "ANSA", "Pds", "Massimo D'Alema", "Dini"]),
           ("La Fiat ha chiuso il primo trimestre con un utile di 412 miliardi di lire , ha annunciato a Torino "
            "l'amministratore delegato Cesare Romiti .",
            ["Fiat", "Torino", "Cesare Romiti"]),
           ("Il Milan ha pareggiato 1-1 a Bergamo con l'Atalanta : per i rossoneri ha segnato George Weah , per i "
            "nerazzurri Filippo Inzaghi .",
            ["Milan", "Bergamo", "Atalanta", "George Weah", "Filippo Inzaghi"])],
    "fr": [("Paris , 3 juin ( AFP ) - Le secrétaire général du RPR , Jean-François Mancel , a critiqué mardi la "
            "politique sociale du gouvernement Juppé .",
            ["Paris", "AFP", "RPR", "Jean-François Mancel", "Juppé"]),
           ("Le groupe Danone a annoncé lundi à Paris la cession de ses activités de confiserie à l'américain "
            "Hershey pour 1,5 milliard de francs .",
            ["Danone", "Paris", "Hershey"]),
           ("L'AJ Auxerre a battu le RC Lens 2-1 à l'Abbé-Deschamps grâce à un doublé de Stéphane Guivarc'h .",
            ["AJ Auxerre", "RC Lens", "Abbé-Deschamps", "Stéphane Guivarc'h"])],
    "pt": [("Lisboa , 20 mai ( Lusa ) - O líder do PSD , Fernando Nogueira , acusou hoje o Governo de António "
            "Guterres de adiar a reforma fiscal .",
            ["Lisboa", "Lusa", "PSD", "Fernando Nogueira", "António Guterres"]),
           ("A Portugal Telecom vai investir 40 milhões de contos no Brasil , anunciou no Porto o presidente da "
            "empresa , Luís Todo Bom .",
            ["Portugal Telecom", "Brasil", "Porto", "Luís Todo Bom"]),
           ("O Sporting venceu o Vitória de Guimarães por 3-1 em Alvalade , com dois golos de Sá Pinto .",
            ["Sporting", "Vitória de Guimarães", "Alvalade", "Sá Pinto"])],
}
