"""A sixty-seventh hand-written set, written on 2026-12-06 after the sixty-sixth set's rules, and scored once
before any rule looked at it. Capitals that name no one: products, works, events, diseases, drugs, holidays,
awards and programmes beside the names that count. A central bank's decision, a phone launch, a film
festival, a cup draw in capitals, a storm; a post about a concert tour, a gamer's post, a shopping post on
Black Friday, a recipe blog's aside, a football chant; a medication list in capitals, a diabetes clinic
letter, a handover in shorthand; a novelist's and a scientist's biography. Per language a news item full
of capitalised programmes or events, and a post or a note.

The same conventions as ``handmade_sixtysixth.py`` (groups, teams, parties, firms, shops, restaurants,
councils, courts and agencies count; works, products, events, offices, prizes, programmes, diseases, drugs,
pets and nationalities do not; titles and kinship words are not part of a name; in notes, letters,
messages and biographies, dates, phones, e-mail addresses, record numbers, addresses, postcodes and ages
over 89 count too). ``handmade_devset.py --sixtyseventh`` scores them; their first score is kept in
``benchmarks/results/handmade_sixtyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "The Federal Reserve held rates steady on Wednesday , with Chair Jerome Powell telling reporters in "
     "Washington that the Consumer Price Index had not cooled enough since Thanksgiving .",
     ["Federal Reserve", "Jerome Powell", "Washington"]),
    ("news", "Apple unveiled the iPhone 17 Pro and a thinner MacBook Air at its Cupertino campus , while Samsung "
     "said the Galaxy S26 would reach stores before Christmas .",
     ["Apple", "Cupertino", "Samsung"]),
    ("news", "Jury president Juliette Binoche handed the Palme d'Or to the Iranian director Jafar Panahi on the "
     "closing night of the Cannes Film Festival .",
     ["Juliette Binoche", "Jafar Panahi"]),
    ("news", "SOCCER - FA CUP THIRD ROUND DRAW\nLONDON 1996-12-09\nDraw for the FA Cup third round made on Monday "
     ":\nManchester United v Tottenham\nWrexham v Nottingham Forest\nStockport County v Crystal Palace",
     ["LONDON", "Manchester United", "Tottenham", "Wrexham", "Nottingham Forest", "Stockport County",
      "Crystal Palace"]),
    ("news", "Storm Darragh brought gusts of 96 mph to Aberdaron , the Met Office said , as National Grid reported "
     "power cuts across Gwynedd and Anglesey .",
     ["Aberdaron", "Met Office", "National Grid", "Gwynedd", "Anglesey"]),
    ("social", "Cannot BELIEVE I got tickets for the Eras Tour at Wembley!!! Thank you Ticketmaster for NOTHING "
     "though, queued 4 hours 🙃",
     ["Wembley", "Ticketmaster"]),
    ("social", "gg last night lads, Minecraft server is back up. @nathan_k you still owe me for the Game Pass "
     "lol",
     ["@nathan_k"]),
    ("social", "Black Friday haul from Argos and Currys 🛍️ the Dyson Airwrap was half price!! Sharon at the "
     "Meadowhall branch was a star",
     ["Argos", "Currys", "Sharon", "Meadowhall"]),
    ("social", "This Sunday Roast recipe is my Nonna Rosa's, from her trattoria in Lucca. Serve with Yorkshire "
     "Puddings and plenty of Bisto!",
     ["Rosa", "Lucca"]),
    ("social", "Ole Ole Ole! Up the Blades!! Bramall Lane rocking tonight, Hamer with a worldie 🔴⚪",
     ["Blades", "Bramall Lane", "Hamer"]),
    ("clinical", "MEDS: METFORMIN 500MG BD, RAMIPRIL 5MG OD, ATORVASTATIN 20MG ON. ALLERGIC TO PENICILLIN. "
     "REVIEWED BY DR ADEBAYO ON WARD 7, QUEEN ELIZABETH HOSPITAL.",
     ["ADEBAYO", "QUEEN ELIZABETH HOSPITAL"]),
    ("clinical", "Dear Dr Okonjo,\nThank you for referring Mr Gareth Pryce (DOB 03/07/1958, Hosp No K449182) to the "
     "Diabetes Clinic. His HbA1c is 71 mmol/mol on Gliclazide and Jardiance. He lives at 14 Heol y Nant, "
     "Pontypridd CF37 4LL.",
     ["Okonjo", "Gareth Pryce", "03/07/1958", "K449182", "14 Heol y Nant", "Pontypridd", "CF37 4LL"]),
    ("clinical", "handover: bed 4 mrs o'brien 88yo, pmh af + parkinson's, on warfarin, inr 2.4. son declan visiting "
     "pm. for ot/pt review tmrw.",
     ["o'brien", "declan"]),
    ("bio", "Margaret Eleanor Atwood (born November 18, 1939) is a Canadian novelist from Ottawa , best known "
     "for The Handmaid's Tale , which won the Arthur C. Clarke Award , and for Alias Grace .",
     ["Margaret Eleanor Atwood", "November 18, 1939", "Ottawa"]),
    ("bio", "Dr Kenji Watanabe leads the Protein Folding Group at the Francis Crick Institute. He was previously "
     "a Marie Curie Fellow at ETH Zurich and received the EMBO Gold Medal in 2021.",
     ["Kenji Watanabe", "Protein Folding Group", "Francis Crick Institute", "ETH Zurich", "2021"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El Gobierno aprobó el Ingreso Mínimo Vital en el Consejo de Ministros del martes , según anunció "
            "la ministra Elma Saiz en la Moncloa .",
            ["Gobierno", "Consejo de Ministros", "Elma Saiz", "Moncloa"]),
           ("Feliz Navidad a todos !! 🎄 Este año cenamos en casa de la tía Remedios en Albacete , con turrón de "
            "Jijona y mucho Rioja",
            ["Remedios", "Albacete"])],
    "nl": [("Tijdens Prinsjesdag las koning Willem-Alexander de Troonrede voor in de Ridderzaal in Den Haag .",
            ["Willem-Alexander", "Ridderzaal", "Den Haag"]),
           ("Patiënt ( 67 ) bekend met COPD en diabetes mellitus type 2 , gebruikt Metformine . Huisarts dr. "
            "Bakker in Zwolle is ingelicht .",
            ["Bakker", "Zwolle"])],
    "de": [("Beim Oktoberfest in München hat die Polizei am Samstag 14 Taschendiebe festgenommen , teilte das "
            "Polizeipräsidium Oberbayern Süd mit .",
            ["München", "Polizeipräsidium Oberbayern Süd"]),
           ("Frohe Weihnachten aus Bremen ! 🎄 Danke an Oma Gisela für die Plätzchen und an Tante Birgit für das "
            "Monopoly",
            ["Bremen", "Gisela", "Birgit"])],
    "it": [("Al Festival di Sanremo ha vinto Olly con il brano Balorda nostalgia , davanti a Lucio Corsi , ha "
            "annunciato la Rai .",
            ["Olly", "Lucio Corsi", "Rai"]),
           ("Buona Pasqua a tutti ! 🐣 Quest' anno pranzo da zia Carmela a Caserta , con la pastiera e tanto "
            "Aglianico",
            ["Carmela", "Caserta"])],
    "fr": [("Le Tour de France 2026 partira de Barcelone , a annoncé Christian Prudhomme , directeur de l' "
            "épreuve , au Palais des Congrès de Paris .",
            ["Barcelone", "Christian Prudhomme", "Palais des Congrès de Paris"]),
           ("Bonne année à tous ! 🥂 Réveillon chez Nathalie à Annecy avec raclette et Crémant d' Alsace",
            ["Nathalie", "Annecy"])],
    "pt": [("O Governo aprovou o novo Orçamento do Estado , anunciou o primeiro-ministro Luís Montenegro em São "
            "Bento .",
            ["Governo", "Luís Montenegro", "São Bento"]),
           ("Doente de 71 anos com DPOC e Parkinson , medicado com Levodopa . Acompanhado pela Dra. Sofia Lopes "
            "no Centro de Saúde de Alvalade .",
            ["Sofia Lopes", "Centro de Saúde de Alvalade"])],
}
