"""An eighty-seventh hand-written set, written on 2026-12-07 after the eighty-sixth set's rules, and scored once
before any rule looked at it. Wire news of the kinds the held-out news sets hold most: a cycling stage's result in
a sentence, a rugby report with its scorers, a golf leaderboard's lines, a market report, a diplomatic story
with many names, a headline in capitals over a dateline; and two posts. Per language a wire story with its
dateline.

The same conventions as ``handmade_seventyninth.py`` (in news, names of people, places and bodies only; in
posts, names, handles, places, firms, bands and phones; nationalities, offices, competitions, currencies,
products' kinds and topic tags do not). ``handmade_devset.py --eightyseventh`` scores them; their first score is
kept in ``benchmarks/results/handmade_eightyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "Belgian Johan Museeuw won the 210-km fourth stage from Bourg-en-Bresse to Chalon-sur-Saone on Tuesday , "
     "beating Italy 's Mario Cipollini and Erik Zabel of Germany in a bunch sprint .",
     ["Johan Museeuw", "Bourg-en-Bresse", "Chalon-sur-Saone", "Italy", "Mario Cipollini", "Erik Zabel",
      "Germany"]),
    ("news", "RUGBY UNION - LEICESTER BEAT BATH 28-19\nLEICESTER , England 1996-10-12\nLeicester beat Bath 28-19 "
     "in the English first division on Saturday . Scorers : Leicester - Tries : Back , Underwood . Bath - Try : "
     "Guscott .",
     ["LEICESTER", "BATH", "England", "Leicester", "Bath", "Back", "Underwood", "Guscott"]),
    ("news", "Leading scores after the second round of the Dutch Open at Hilversum ( Britain unless stated ) :\n"
     "134 Ian Woosnam , Paul Broadhurst\n135 Miguel Angel Jimenez ( Spain )\n136 Retief Goosen ( South Africa )",
     ["Hilversum", "Britain", "Ian Woosnam", "Paul Broadhurst", "Miguel Angel Jimenez", "Spain", "Retief Goosen",
      "South Africa"]),
    ("news", "Shares in Siemens and Daimler-Benz led the DAX higher in Frankfurt , while in Paris the CAC-40 was "
     "lifted by Elf Aquitaine and LVMH , dealers said .",
     ["Siemens", "Daimler-Benz", "Frankfurt", "Paris", "Elf Aquitaine", "LVMH"]),
    ("news", "Chinese Foreign Minister Qian Qichen met his Japanese counterpart Yukihiko Ikeda in Jakarta on "
     "Wednesday on the sidelines of the ASEAN meeting , Xinhua news agency said .",
     ["Qian Qichen", "Yukihiko Ikeda", "Jakarta", "ASEAN", "Xinhua"]),
    ("news", "SOCCER - BLINKER BANNED FOR TWO MATCHES\nLONDON 1996-08-30\nSheffield Wednesday 's Dutch winger "
     "Regi Blinker was suspended for two matches by the Football Association on Friday .",
     ["BLINKER", "LONDON", "Sheffield Wednesday", "Regi Blinker", "Football Association"]),
    ("social", "just finished my first half marathon in 2:04 🏃‍♀️ huge thanks to @runwithrach and the parkrun crew "
     "at Heaton Park!!",
     ["@runwithrach", "Heaton Park"]),
    ("social", "Anyone else's Vodafone signal dead in Swindon today? Been on hold to customer services for 40 mins",
     ["Vodafone", "Swindon"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Valencia , 12 nov ( EFE ) . El Valencia CF anunció hoy el fichaje del delantero Claudio López , "
            "procedente de Racing de Avellaneda , según informó el presidente Francisco Roig .",
            ["Valencia", "EFE", "Valencia CF", "Claudio López", "Racing de Avellaneda", "Francisco Roig"])],
    "nl": [("Utrecht , 4 dec ( ANP ) . De Rabobank heeft dinsdag bekendgemaakt dat topman Herman Wijffels in "
            "Zeist een nieuw kantoor opent .",
            ["Utrecht", "ANP", "Rabobank", "Herman Wijffels", "Zeist"])],
    "de": [("Stuttgart , 3. Dezember ( AP ) - Der Vorstandschef von Daimler-Benz , Jürgen Schrempp , hat am "
            "Dienstag in Sindelfingen ein neues Werk eröffnet .",
            ["Stuttgart", "AP", "Daimler-Benz", "Jürgen Schrempp", "Sindelfingen"])],
    "it": [("Napoli , 7 dic ( ANSA ) - Il sindaco Antonio Bassolino ha presentato oggi a Palazzo San Giacomo il "
            "nuovo piano per Bagnoli .",
            ["Napoli", "ANSA", "Antonio Bassolino", "Palazzo San Giacomo", "Bagnoli"])],
    "fr": [("Lille , 5 déc ( AFP ) - Martine Aubry a présenté jeudi à Roubaix le projet de la Communauté urbaine "
            "de Lille avec Pierre Mauroy .",
            ["Lille", "AFP", "Martine Aubry", "Roubaix", "Communauté urbaine de Lille", "Pierre Mauroy"])],
    "pt": [("Braga , 9 dez ( Lusa ) - O presidente do Sporting de Braga , António Salvador , reuniu-se hoje com o "
            "autarca Mesquita Machado na Câmara Municipal .",
            ["Braga", "Lusa", "Sporting de Braga", "António Salvador", "Mesquita Machado", "Câmara Municipal"])],
}
