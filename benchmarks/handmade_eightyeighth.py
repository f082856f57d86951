"""An eighty-eighth hand-written set, written on 2026-12-07 after the eighty-seventh set's rules, and scored once
before any rule looked at it. Biographies as an encyclopedia writes them (a footballer's lead with his clubs, an
infobox's fields, a scientist with a name in another script and a named chair, a singer and her band, a
minister's career as a list, an obituary's lead) and two posts (a school's congratulations, a complaint about a
line of the underground in lower case). Per language a biography's lead.

The same conventions as ``handmade_eightythird.py`` (in biographies, everything that identifies: names of
people, places and bodies, dates, years, ages and a work's title; nationalities, occupations and offices do
not; in posts, names, handles, places, firms, bands and phones). ``handmade_devset.py --eightyeighth`` scores
them; their first score is kept in ``benchmarks/results/handmade_eightyeighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYEIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("bio", "Aurelio Fontana-Beltrami (born 8 October 1974 in Bergamo) is an Italian former professional footballer "
     "who played as a midfielder for Atalanta, Sampdoria and Celtic, where he won two league titles. Since 2015 he "
     "has managed Cremonese.",
     ["Aurelio Fontana-Beltrami", "8 October 1974", "Bergamo", "Atalanta", "Sampdoria", "Celtic", "2015",
      "Cremonese"]),
    ("bio", "Name: Deborah Ann Whitcombe\nBorn: 22 January 1963, Truro, Cornwall\nOccupation: Politician\nParty: "
     "Liberal Democrats\nSpouse: Gareth Whitcombe (m. 1990)\nAlma mater: University of Exeter",
     ["Deborah Ann Whitcombe", "22 January 1963", "Truro", "Cornwall", "Liberal Democrats", "Gareth Whitcombe",
      "1990", "University of Exeter"]),
    ("bio", "Chen Weiming (Chinese: 陈伟明; born 1958) is a Chinese-American materials scientist and the Robert H. "
     "Goddard Professor of Engineering at Caltech. He received his PhD from Tsinghua University in 1986 and was "
     "elected to the National Academy of Engineering in 2004.",
     ["Chen Weiming", "陈伟明", "1958", "Robert H. Goddard", "Caltech", "Tsinghua University", "1986",
      "National Academy of Engineering", "2004"]),
    ("bio", "Kasia Nowicka is a Polish-born singer-songwriter and the lead vocalist of the Glasgow indie band The "
     "Lanterns, formed in 2011 with guitarist Euan McLeish and drummer Sam Okoro. Their debut album, Harbour "
     "Lights (2013), was produced by Tony Visconti.",
     ["Kasia Nowicka", "Glasgow", "The Lanterns", "2011", "Euan McLeish", "Sam Okoro", "Harbour Lights", "2013",
      "Tony Visconti"]),
    ("bio", "Career\n1997–2001: Member of Parliament for Stockport South\n2001–2005: Parliamentary Under-Secretary "
     "of State, Department of Health\n2005–2010: Minister of State for Schools\nHe was succeeded by Anne Rowcliffe "
     "in 2010.",
     ["1997", "2001", "Stockport South", "2005", "Department of Health", "2010", "Anne Rowcliffe"]),
    ("bio", "Dr Olusegun Adeyemi, who has died aged 84, was a paediatrician who founded the sickle cell clinic at "
     "Lewisham Hospital in 1979. He was born in Ibadan, Nigeria, and came to London in 1962 to train at Guy's "
     "Hospital.",
     ["Olusegun Adeyemi", "84", "Lewisham Hospital", "1979", "Ibadan", "Nigeria", "London", "1962",
      "Guy's Hospital"]),
    ("social", "Massive congrats to our Year 11s on their GCSE results today!! 🎉 So proud of every one of you - "
     "Mrs Begum & the whole team at Oakfield Academy #ProudTeacher",
     ["Begum", "Oakfield Academy"]),
    ("social", "@tfl why is the northern line down AGAIN at camden town, been stuck at kennington for 25 min. "
     "absolute joke",
     ["@tfl", "northern line", "camden town", "kennington"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYEIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Carmen Lucía Arreola Sosa (Oaxaca, 17 de abril de 1949) es una fotógrafa mexicana. Estudió en la "
            "Universidad Nacional Autónoma de México y trabajó con Manuel Álvarez Bravo.",
            ["Carmen Lucía Arreola Sosa", "Oaxaca", "17 de abril de 1949", "Universidad Nacional Autónoma de México",
             "Manuel Álvarez Bravo"])],
    "nl": [("Hendrik Jan (Henk) Vermeulen (Deventer, 3 mei 1951) is een Nederlands voormalig politicus van het CDA. "
            "Van 1994 tot 2002 was hij burgemeester van Apeldoorn.",
            ["Hendrik Jan", "Henk", "Vermeulen", "Deventer", "3 mei 1951", "CDA", "1994", "2002", "Apeldoorn"])],
    "de": [("Brigitte Hofstetter (* 11. März 1966 in Linz) ist eine österreichische Architektin. Sie studierte an der "
            "Technischen Universität Wien und gründete 1998 mit Markus Brandl das Büro Hofstetter Brandl Architekten "
            "in Graz.",
            ["Brigitte Hofstetter", "11. März 1966", "Linz", "Technischen Universität Wien", "1998", "Markus Brandl",
             "Hofstetter Brandl Architekten", "Graz"])],
    "it": [("Giulio Ferraresi (Modena, 2 febbraio 1937 – Bologna, 14 luglio 2010) è stato un pittore italiano. "
            "Allievo di Giorgio Morandi, si laureò presso il Politecnico di Milano ed espose alla Biennale di Venezia "
            "nel 1964.",
            ["Giulio Ferraresi", "Modena", "2 febbraio 1937", "Bologna", "14 luglio 2010", "Giorgio Morandi",
             "Politecnico di Milano", "Biennale di Venezia", "1964"])],
    "fr": [("Élise Marchand-Duval, née le 9 septembre 1972 à Rennes, est une journaliste française. Après des études "
            "à Sciences Po, elle entre au Monde en 1997, puis dirige la rédaction de France Inter de 2014 à 2020.",
            ["Élise Marchand-Duval", "9 septembre 1972", "Rennes", "Sciences Po", "Monde", "1997", "France Inter",
             "2014", "2020"])],
    "pt": [("José Carlos Antunes Ribeiro (Viseu, 5 de junho de 1945) é um engenheiro e político português. Foi "
            "presidente da Câmara Municipal de Coimbra entre 1990 e 2001, eleito pelo Partido Socialista.",
            ["José Carlos Antunes Ribeiro", "Viseu", "5 de junho de 1945", "Câmara Municipal de Coimbra", "1990",
             "2001", "Partido Socialista"])],
}
