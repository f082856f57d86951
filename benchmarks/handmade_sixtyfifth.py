"""A sixty-fifth hand-written set, written on 2026-12-06 after the sixty-fourth set's rules, and scored once
before any rule looked at it. The kinds issue 31 sets its targets on, biographies, posts and notes, with a
results table; and per language a personal message and a note or a news item: a judge's biography, a
footballer's, a CV's header, a lower-case queue, a lost cat, a complaint to a chain's handle, a plumber, an
admission with the next of kin and the family doctor, a lower-case discharge call, a code call in capitals,
a water company's fine and a sprint final.

The same conventions as ``handmade_sixtyfourth.py`` (groups, teams, parties, firms, shops, restaurants,
councils, courts and agencies count; works, products, events, offices, pets and nationalities do not;
titles and kinship words, "Mamie", are not part of a name, nor a kind in lower case around a name, "care
home", "bar Zanarini"; in notes, letters, messages, CVs and biographies, dates, phones, e-mail addresses,
record numbers, addresses, postcodes and ages over 89 count too). ``handmade_devset.py --sixtyfifth`` scores
them; their first score is kept in ``benchmarks/results/handmade_sixtyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("bio", "Thandiwe Mokoena (born 3 August 1979 in Soweto) is a South African jurist who has sat on the "
     "Constitutional Court since 2019. She studied at the University of the Witwatersrand and clerked for Justice "
     "Yvonne Mokgoro.",
     ["Thandiwe Mokoena", "3 August 1979", "Soweto", "Constitutional Court", "2019",
      "University of the Witwatersrand", "Yvonne Mokgoro"]),
    ("bio", "Brother of the footballer Ryan, Liam O'Connell grew up in Ballyfermot and played for St Patrick's "
     "Athletic before moving to Shelbourne in 2012.",
     ["Ryan", "Liam O'Connell", "Ballyfermot", "St Patrick's Athletic", "Shelbourne", "2012"]),
    ("bio", "Priya Raman\n42 Elm Grove, Southsea PO5 1JF | 07911 123456 | priya.raman@gmail.com\nPROFILE\nNurse "
     "with 8 years on acute wards at Queen Alexandra Hospital.",
     ["Priya Raman", "42 Elm Grove", "Southsea", "PO5 1JF", "07911 123456", "priya.raman@gmail.com",
      "Queen Alexandra Hospital"]),
    ("social", "cant believe the queue at greggs on the high st this morning, took me 20 mins to get a sausage "
     "roll lol",
     ["greggs"]),
    ("social", "Lost: black cat called Mango, last seen near Albert Park on Tuesday. Please DM me or ring Sophie "
     "on 07700 900123",
     ["Albert Park", "Sophie", "07700 900123"]),
    ("social", "@KFC_UKI your Stockport branch gave me the wrong order AGAIN. staff member (Jordan) couldnt care "
     "less",
     ["@KFC_UKI", "Stockport", "Jordan"]),
    ("social", "Has anyone used Kwame at K&D Plumbing in Hackney? Quoted £400 for a new boiler valve, seems steep",
     ["Kwame", "K&D Plumbing", "Hackney"]),
    ("clinical", "Pt Mr Harold Beesley, 91, admitted from Oak Lodge care home, Skegness. Wife Joan (NOK) 01754 555 "
     "201. GP Dr Rahman, Tower House Surgery.",
     ["Harold Beesley", "91", "Oak Lodge", "Skegness", "Joan", "01754 555 201", "Rahman", "Tower House Surgery"]),
    ("clinical", "spoke w/ dtr sarah re: dc plan. pt to go to her home in wythenshawe, f/u w/ dr ng at the heart "
     "failure clinic 2/14.",
     ["sarah", "wythenshawe", "ng", "2/14"]),
    ("clinical", "CODE BLUE CALLED 0315. PT ROSA DELGADO, MRN 7741203. FAMILY (SON MIGUEL) UPDATED BY DR KOWALSKI.",
     ["ROSA DELGADO", "7741203", "MIGUEL", "KOWALSKI"]),
    ("news", "Anglian Water has been fined £2.1m after sewage was discharged into the River Wensum near Fakenham , "
     "Norwich Crown Court heard .",
     ["Anglian Water", "River Wensum", "Fakenham", "Norwich Crown Court"]),
    ("news", "Results from the Commonwealth Games women 's 100 metres final :\n1. Julien Alfred ( St Lucia ) 10.85\n"
     "2. Daryll Neita ( England ) 10.93\n3. Shericka Jackson ( Jamaica ) 10.99",
     ["Julien Alfred", "St Lucia", "Daryll Neita", "England", "Shericka Jackson", "Jamaica"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Querida Marta : te escribo desde Oviedo . Ayer comí con tu prima Lucía en Casa Fermín y nos "
            "acordamos mucho de ti . Besos , Carmen",
            ["Marta", "Oviedo", "Lucía", "Casa Fermín", "Carmen"]),
           ("Varón de 91 años , vecino de Cuenca , trasladado al Hospital Virgen de la Luz por su hijo Andrés ( "
            "tel. 626 123 456 ) .",
            ["91", "Cuenca", "Hospital Virgen de la Luz", "Andrés", "626 123 456"])],
    "nl": [("Hoi Femke , zaterdag spelen we om 14.30 uur tegen VV Zwaluwen in Vlaardingen . Trainer Kees haalt je "
            "om 13.00 uur op bij de Jumbo .",
            ["Femke", "VV Zwaluwen", "Vlaardingen", "Kees", "Jumbo"]),
           ("ROTTERDAM - Het Erasmus MC heeft dinsdag bekendgemaakt dat hoogleraar Diederik Gommers met pensioen "
            "gaat .",
            ["ROTTERDAM", "Erasmus MC", "Diederik Gommers"])],
    "de": [("Hallo Frau Schneider , Ihr Termin bei Dr. Yilmaz in der Praxis am Marktplatz in Heilbronn ist am "
            "Montag um 9 Uhr .",
            ["Schneider", "Yilmaz", "Marktplatz", "Heilbronn"]),
           ("Der SC Freiburg hat Trainer Julian Schuster bis 2027 verlängert , teilte der Verein am Freitag mit .",
            ["SC Freiburg", "Julian Schuster"])],
    "it": [("Ciao Giulia , domani passo da Bologna e ti porto i libri di Marco . Ci vediamo al bar Zanarini alle "
            "18 ? Un abbraccio , Elena",
            ["Giulia", "Bologna", "Marco", "Zanarini", "Elena"]),
           ("La Guardia di Finanza di Bari ha sequestrato beni per 3 milioni di euro a un imprenditore di "
            "Altamura , Vito C. , 52 anni .",
            ["Guardia di Finanza", "Bari", "Altamura", "Vito C."])],
    "fr": [("Coucou Léa ! Rendez-vous samedi devant la gare de Lille-Flandres avec Théo , on file ensuite chez "
            "Mamie Jeanne à Roubaix 😘",
            ["Léa", "Lille-Flandres", "Théo", "Jeanne", "Roubaix"]),
           ("Patiente de 94 ans , Mme Odette Garnier , adressée par le Dr Moreau pour chute à domicile à "
            "Quimperlé .",
            ["94", "Odette Garnier", "Moreau", "Quimperlé"])],
    "pt": [("Olá Inês , o jantar de sexta é no restaurante O Barradas , em Setúbal . O Zé e a Catarina também "
            "vêm !",
            ["Inês", "O Barradas", "Setúbal", "Zé", "Catarina"]),
           ("A PSP deteve no Porto um homem de 38 anos , natural de Gondomar , suspeito de assaltar três "
            "farmácias na Rua de Santa Catarina .",
            ["PSP", "Porto", "Gondomar", "Rua de Santa Catarina"])],
}
