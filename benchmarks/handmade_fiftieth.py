"""A fiftieth hand-written set, written on 2026-12-06 after the forty-ninth set's rules, and scored once before
any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did not
have: posts (a plumber question with a handle, a group chat, a lower-case transfer moan, a hotel review, a
funeral notice, a new job, a forum sign-off, a lost cat), wire copy (a football result with scorers, a 100
metres list, a capitals court headline, a by-election line, a dateline, a sentencing), nursing and ward notes (a
capitals admission note, a lower-case night note, a discharge, an age over 89 with a phone, an MDT list, a
handover row), four entries; and per language two posts, notes or lines of different kinds.

The same conventions as ``handmade_fortyninth.py`` (a band, a party, a team, a charity and a firm are groups
and count; works, products, competitions, events, pets and nationalities do not; a title such as ``Sr`` or
``Dr`` is not part of a name). ``handmade_devset.py --fiftieth`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Anyone know a good plumber in Didsbury? Used Dave from AquaFix last year but he's retired. "
     "u/mancunian_mike recommended someone in Chorlton?",
     ["Didsbury", "Dave", "AquaFix", "u/mancunian_mike", "Chorlton"]),
    ("social", "[14:02] Sophie: running late, stuck in traffic near Clacket Lane 😩\n[14:05] Tom: no worries, "
     "we'll save you a seat at Nando's",
     ["Sophie", "Clacket Lane", "Tom", "Nando's"]),
    ("social", "cant believe ollie left celtic for some team in saudi lol",
     ["ollie", "celtic", "saudi"]),
    ("social", "Stayed at the Premier Inn Keswick for two nights. Receptionist Megan was lovely but room 12 smelt "
     "of smoke.",
     ["Premier Inn", "Keswick", "Megan"]),
    ("social", "RIP Uncle Des, gone too soon. Fly high with Auntie Pat ❤️ Funeral at Holy Cross, Liverpool on the "
     "12th.",
     ["Des", "Pat", "Holy Cross", "Liverpool"]),
    ("social", "Thrilled to share I've joined Monzo as a Senior Product Designer! Huge thanks to my old team at "
     "Deliveroo, especially Priyanka and Tomasz.",
     ["Monzo", "Deliveroo", "Priyanka", "Tomasz"]),
    ("social", "Tried resetting the boiler twice, still no hot water. Any ideas?\n\nThanks in advance,\nGaz "
     "(Swindon)",
     ["Gaz", "Swindon"]),
    ("social", "Our cat Biscuit has gone missing around Elm Grove, Southsea. Ginger with a white chest. Please "
     "message Kirsty if you see him!",
     ["Elm Grove", "Southsea", "Kirsty"]),
    ("news", "PREMIER LEAGUE\nManchester City 2 ( Haaland 23 , 67 ) Arsenal 1 ( Saka 41 )\nChelsea 0 Newcastle "
     "0",
     ["Manchester City", "Haaland", "Arsenal", "Saka", "Chelsea", "Newcastle"]),
    ("news", "Women 's 100 metres :\n1. Julien Alfred ( St Lucia ) 10.72\n2. Sha'Carri Richardson ( U.S. ) "
     "10.87\n3. Melissa Jefferson ( U.S. ) 10.92",
     ["Julien Alfred", "St Lucia", "Sha'Carri Richardson", "U.S.", "Melissa Jefferson"]),
    ("news", "COURT CLEARS FORMER BARCLAYS BOSS STALEY",
     ["BARCLAYS", "STALEY"]),
    ("news", "Reform UK leader Nigel Farage said on Monday the party would contest the Runcorn by-election .",
     ["Reform UK", "Nigel Farage", "Runcorn"]),
    ("news", "SYDNEY , March 3 ( Reuters ) - Qantas Airways said on Tuesday chief executive Vanessa Hudson "
     "would visit Perth .",
     ["SYDNEY", "Reuters", "Qantas Airways", "Vanessa Hudson", "Perth"]),
    ("news", "Judge Timothy Spencer KC jailed Kyle Brennan , 29 , of Moss Side , for six years at Manchester Crown "
     "Court .",
     ["Timothy Spencer", "Kyle Brennan", "Moss Side", "Manchester Crown Court"]),
    ("clinical", "ADMITTED VIA A+E AT ST JAMES'S 03/11. DTR SHARON RINGS DAILY. GP DR FAROOQ, HAREHILLS "
     "SURGERY.",
     ["ST JAMES'S", "03/11", "SHARON", "FAROOQ", "HAREHILLS SURGERY"]),
    ("clinical", "pt c/o sob overnight, sats 91% ra. reviewed by dr lim (fy2). wife maureen at bedside.",
     ["lim", "maureen"]),
    ("clinical", "Discharged 14/10/2025 to Beechwood Nursing Home, Harrogate. Follow-up with Mr Patel, vascular "
     "clinic, Airedale General.",
     ["14/10/2025", "Beechwood Nursing Home", "Harrogate", "Patel", "Airedale General"]),
    ("clinical", "Pt is a 93 yo retired miner from Barnsley; lives with son Craig. Contact: 01226 445 219.",
     ["93", "Barnsley", "Craig", "01226 445 219"]),
    ("clinical", "MDT 12/2: Dr Reyes (onc), Sr Blake (CNS), Ms Adeyemi (physio). Plan: refer to hospice at St "
     "Gemma's.",
     ["12/2", "Reyes", "Blake", "Adeyemi", "St Gemma's"]),
    ("clinical", "Bed 7 - Mrs Doreen Whitely - NBM from midnight for ERCP - NOK grandson Kieran 07733 918 204",
     ["Doreen Whitely", "Kieran", "07733 918 204"]),
    ("bio", "Sir Mo Farah (born Hussein Abdi Kahin; 23 March 1983) is a British distance runner who trained with "
     "Newham & Essex Beagles.",
     ["Mo Farah", "Hussein Abdi Kahin", "23 March 1983", "Newham & Essex Beagles"]),
    ("bio", "Born in Taipei to a family of tea merchants, Mei-Ling Chou moved to Vancouver in 1998 and joined the "
     "University of British Columbia as a lecturer.",
     ["Taipei", "Mei-Ling Chou", "Vancouver", "1998", "University of British Columbia"]),
    ("bio", "After leaving Oxfam in 2011, Gareth Pryce-Jones co-founded the Cardiff housing charity Llamau with "
     "his partner, Rhian.",
     ["Oxfam", "2011", "Gareth Pryce-Jones", "Cardiff", "Llamau", "Rhian"]),
    ("bio", "Her father, Kwame Mensah, was a schoolteacher in Kumasi; her mother, Abena, ran a market stall.",
     ["Kwame Mensah", "Kumasi", "Abena"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("vaya partidazo del betis ayer , isco es otro nivel 🔥",
         ["betis", "isco"]),
        ("SEVILLA , 12 oct ( EFE ) - La alcaldesa de Jerez , María José García-Pelayo , inauguró el nuevo "
         "mercado .",
         ["SEVILLA", "EFE", "Jerez", "María José García-Pelayo"]),
    ],
    "nl": [
        ("Verpleegkundige notitie : mevr. De Boer ( 94 ) onrustig , dochter Ingrid gebeld .",
         ["De Boer", "94", "Ingrid"]),
        ("ROTTERDAM - Feyenoord heeft Robin van Persie aangesteld als hoofdtrainer , meldt de club .",
         ["ROTTERDAM", "Feyenoord", "Robin van Persie"]),
    ],
    "de": [
        ("heute mit oma hilde im zoo leipzig gewesen 🦁",
         ["hilde", "zoo leipzig"]),
        ("STUTTGART ( dpa ) - Die Porsche AG hat Michael Leiters zum neuen Vorstandschef ernannt , teilte das "
         "Unternehmen mit .",
         ["STUTTGART", "dpa", "Porsche AG", "Michael Leiters"]),
    ],
    "it": [
        ("Nota infermieristica : il Sig. Bianchi , 95 anni , ha rifiutato la colazione ; la nipote Giulia è "
         "stata avvisata .",
         ["Bianchi", "95", "Giulia"]),
        ("NAPOLI - Il Napoli ha ingaggiato Kevin De Bruyne , ha annunciato il presidente Aurelio De Laurentiis .",
         ["NAPOLI", "Napoli", "Kevin De Bruyne", "Aurelio De Laurentiis"]),
    ],
    "fr": [
        ("trop bien le concert de angèle hier à lille 😍 merci à ma soeur léa pour les places",
         ["angèle", "lille", "léa"]),
        ("LYON ( AFP ) - L' Olympique lyonnais a limogé son entraîneur Pierre Sage , a annoncé le président John "
         "Textor .",
         ["LYON", "AFP", "Olympique lyonnais", "Pierre Sage", "John Textor"]),
    ],
    "pt": [
        ("almoço em cascais com a minha prima rita e o namorado dela , o tiago ☀️",
         ["cascais", "rita", "tiago"]),
        ("LISBOA , 4 fev ( Lusa ) - O Benfica anunciou a contratação de Richard Ríos , disse o presidente Rui "
         "Costa .",
         ["LISBOA", "Lusa", "Benfica", "Richard Ríos", "Rui Costa"]),
    ],
}
