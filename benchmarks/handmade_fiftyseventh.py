"""A fifty-seventh hand-written set, written on 2026-12-06 after the fifty-sixth set's rules, and scored once
before any rule looked at it. Shapes the earlier sets had few of: posts (a job announcement, a property
listing, a quoted forum reply, a lost dog, a chat export line), wire copy (council minutes, a transfer, a
court listing), notes (a referral letter, a night note in capitals with a phone), an obituary, a school
newsletter; and per language one document.

The same conventions as ``handmade_fiftysixth.py`` (a band, a party, a team, a charity, a pub, a shop and a
firm are groups and count; works, products, prizes, competitions, events, pets and nationalities do not; a
title such as ``Dr`` or a kinship word such as ``Uncle`` is not part of a name; in notes, dates, phones and
ages over 89 count too). ``handmade_devset.py --fiftyseventh`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Thrilled to share that I've joined Arup as a senior engineer in their Leeds office! Huge thanks "
     "to Marcus Bell for the referral.",
     ["Arup", "Leeds", "Marcus Bell"]),
    ("social", "2 bed flat to let on Denmark Road, Withington. Contact Sandra at Bridgfords on 0161 445 7788.",
     ["Denmark Road", "Withington", "Sandra", "Bridgfords", "0161 445 7788"]),
    ("social", "> Originally posted by gazza_77: anyone tried the new chippy on Bold Street?\nyeah went with "
     "my missus, proper good",
     ["gazza_77", "Bold Street"]),
    ("social", "LOST DOG in Hove near St Ann's Well Gardens. Answers to Biscuit. Please call Jo on 07712 "
     "334 901",
     ["Hove", "St Ann's Well Gardens", "Jo", "07712 334 901"]),
    ("social", "[14/03/2024, 21:07] Ifeoma Chukwu: are you still at Priya's or heading back to Stratford?",
     ["Ifeoma Chukwu", "Priya", "Stratford"]),
    ("news", "Councillor Aled Roberts told the meeting that Wrexham County Borough Council would review the "
     "closure of Plas Madoc leisure centre .",
     ["Aled Roberts", "Wrexham County Borough Council", "Plas Madoc"]),
    ("news", "Celtic have completed the signing of Norwegian winger Jens Petter Hauge from Eintracht Frankfurt "
     ", the Glasgow club said .",
     ["Celtic", "Jens Petter Hauge", "Eintracht Frankfurt", "Glasgow"]),
    ("news", "Daniel Okafor , 31 , of Heath Road , Twickenham , appeared at Kingston Crown Court charged with "
     "fraud .",
     ["Daniel Okafor", "Heath Road", "Twickenham", "Kingston Crown Court"]),
    ("clinical", "Dear Dr Patel, thank you for seeing Mrs Eileen Horrocks (DOB 02/11/1931) who lives with her son "
     "Graham in Ramsbottom.",
     ["Patel", "Eileen Horrocks", "02/11/1931", "Graham", "Ramsbottom"]),
    ("clinical", "2200 PT SETTLED. SON DAVID RANG, UPDATED ON 07789 112 233. FOR REVIEW BY DR OYELARAN AM.",
     ["DAVID", "07789 112 233", "OYELARAN"]),
    ("bio", "Margaret Elsie Dunn (née Hartley) died peacefully at Bolton Hospice on 3 May 2024, aged 88. She "
     "taught at Smithills School for thirty years.",
     ["Margaret Elsie Dunn", "Hartley", "Bolton Hospice", "3 May 2024", "Smithills School"]),
    ("social", "Well done to Year 6 and to Mrs Kaur, whose class raised £400 for Bolton Lads and Girls Club!",
     ["Kaur", "Bolton Lads and Girls Club"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Se busca a Lucía Fernández , vista por última vez en la estación de Atocha el pasado martes .",
            ["Lucía Fernández", "Atocha"])],
    "nl": [("Overdracht : mevr. Jansen , 95 jaar , opgenomen vanuit De Zonnehoeve ; dochter Ria belt morgen .",
            ["Jansen", "95", "De Zonnehoeve", "Ria"])],
    "de": [("Der Vorstandschef der Lufthansa , Carsten Spohr , sprach am Montag in Köln vor Journalisten .",
            ["Lufthansa", "Carsten Spohr", "Köln"])],
    "it": [("ieri sera pizza con marco e giulia a trastevere , che bella serata 🍕",
            ["marco", "giulia", "trastevere"])],
    "fr": [("Le maire de Bordeaux , Pierre Hurmic , a inauguré la nouvelle ligne de tram avec la présidente de "
            "la région .",
            ["Bordeaux", "Pierre Hurmic"])],
    "pt": [("O Porto venceu o Braga por 2-0 no Estádio do Dragão , com golos de Samu Omorodion .",
            ["Porto", "Braga", "Estádio do Dragão", "Samu Omorodion"])],
}
