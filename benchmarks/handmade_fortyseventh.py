"""A forty-seventh hand-written set, written on 2026-12-06 after the forty-sixth set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a break-in warning, a wedding, a restaurant review, a gaming shout-out, a school fundraiser, a
new job, a lost dog, a dentist question), wire copy (a football results table, a golf leaderboard, a capitals
headline of two leaders, an election count, a magistrates' court line, a share move), nursing and ward notes (a
capitals night note, a lower-case ward note, a discharge summary, a community mental-health note, a pharmacy
call, an emergency triage line), four entries; and per language two posts, notes or lines of different kinds.

The same conventions as ``handmade_fortysixth.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions, events, pets and nationalities do not; a title such as ``Sir`` or ``Dr`` is not
part of a name). ``handmade_devset.py --fortyseventh`` scores them; their first score is kept in
``benchmarks/results/handmade_fortyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Anyone else's car broken into on Elmfield Road last night? Police (PC Danny Walsh) said there's "
     "been three on Harehills Lane this week.",
     ["Elmfield Road", "Danny Walsh", "Harehills Lane"]),
    ("social", "Congratulations to my big sis Priya and her new husband Marcus 💍 What a day at Oakley Court! "
     "#PriyaAndMarcus",
     ["Priya", "Marcus", "Oakley Court", "#PriyaAndMarcus"]),
    ("social", "Booked Dishoom Kings Cross for mum's 60th, staff were amazing esp. our waiter Kofi 👏",
     ["Dishoom", "Kings Cross", "Kofi"]),
    ("social", "gg to xXShadowXx and the rest of Team Liquid, see u at dreamhack leipzig",
     ["xXShadowXx", "Team Liquid", "leipzig"]),
    ("social", "Year 6 at St Bede's Primary raised £420 for Macmillan. Thank you Mrs Okafor for organising!",
     ["St Bede's Primary", "Macmillan", "Okafor"]),
    ("social", "Thrilled to share I've started a new role as Data Analyst at Octopus Energy in Manchester! Huge "
     "thanks to my old manager Rachel Kim at Ocado 🙏",
     ["Octopus Energy", "Manchester", "Rachel Kim", "Ocado"]),
    ("social", "LOST DOG - Bramble, a black lab cross, missing near Hadley Wood, Barnet. Call Gill on 07700 900447",
     ["Hadley Wood", "Barnet", "Gill", "07700 900447"]),
    ("social", "anyone know a good dentist near Walthamstow Central? mine (Dr Patel at Smile Dental) just retired",
     ["Walthamstow Central", "Patel", "Smile Dental"]),
    ("news", "SOCCER - SCOTTISH PREMIERSHIP RESULTS\nAberdeen 2 Hibernian 1\nMotherwell 0 Kilmarnock 0\nRangers 3 "
     "Dundee United 1",
     ["Aberdeen", "Hibernian", "Motherwell", "Kilmarnock", "Rangers", "Dundee United"]),
    ("news", "GOLF - OPEN CHAMPIONSHIP LEADERBOARD\n-9 Xander Schauffele ( U.S. )\n-7 Justin Rose ( England )\n"
     "-6 Billy Horschel ( U.S. )",
     ["Xander Schauffele", "U.S.", "Justin Rose", "England", "Billy Horschel"]),
    ("news", "SCHOLZ MEETS MACRON IN PARIS AHEAD OF EU SUMMIT",
     ["SCHOLZ", "MACRON", "PARIS", "EU"]),
    ("news", "Labour's Sarah Owen held Luton North with 14,000 votes ahead of Conservative candidate Jeremy Brier , "
     "the returning officer said .",
     ["Labour", "Sarah Owen", "Luton North", "Conservative", "Jeremy Brier"]),
    ("news", "Daniel Harper, 34, of Shirley Road, Southampton, admitted dangerous driving at Southampton "
     "Magistrates' Court on Tuesday.",
     ["Daniel Harper", "Shirley Road", "Southampton", "Southampton Magistrates' Court"]),
    ("news", "Shares in Rolls-Royce rose 4 percent after chief executive Tufan Erginbilgic raised guidance , "
     "Reuters reported .",
     ["Rolls-Royce", "Tufan Erginbilgic", "Reuters"]),
    ("clinical", "0700: PT ALERT, ORIENTED X3. DAUGHTER LINDA CALLED, UPDATED BY RN. PT ASKING FOR FR. MICHAEL "
     "FROM ST JUDE'S.",
     ["LINDA", "MICHAEL", "ST JUDE'S"]),
    ("clinical", "pt c/o sob overnight, sats 91% ra. seen by dr nwosu (reg). son darren aware, lives in leigh.",
     ["nwosu", "darren", "leigh"]),
    ("clinical", "Discharge summary: Mrs Gwen Price, DOB 14/02/1938, admitted 02/03 with UTI. Follow-up with "
     "Dr A. Khan at Llandough.",
     ["Gwen Price", "14/02/1938", "02/03", "A. Khan", "Llandough"]),
    ("clinical", "Seen in clinic with CPN Fiona. Reports arguments with partner Steve, who works at Tesco Extra. "
     "Risk low.",
     ["Fiona", "Steve", "Tesco Extra"]),
    ("clinical", "Pt's pharmacy (Lloydspharmacy, Hedon Rd) phoned re dosette. Contact: 01482 496000 ext 213.",
     ["Lloydspharmacy", "Hedon Rd", "01482 496000"]),
    ("clinical", "ED triage 02:40: 93yo M from Briarwood Care Home, fall, ?#NOF. NOK grandson Callum.",
     ["93yo", "Briarwood Care Home", "Callum"]),
    ("bio", "Chimamanda Ngozi Adichie (born 15 September 1977) is a Nigerian writer from Enugu. She lives in "
     "Maryland and Lagos.",
     ["Chimamanda Ngozi Adichie", "15 September 1977", "Enugu", "Maryland", "Lagos"]),
    ("bio", "Sir Lenny Henry was born in Dudley in 1958 to Jamaican parents and co-founded Comic Relief with "
     "Richard Curtis.",
     ["Lenny Henry", "Dudley", "1958", "Comic Relief", "Richard Curtis"]),
    ("bio", "Greta Thunberg began her school strike outside the Riksdag in Stockholm in August 2018.",
     ["Greta Thunberg", "Riksdag", "Stockholm", "August 2018"]),
    ("bio", "Arvid Lindqvist (1921–2003) was a Swedish engineer at Volvo in Gothenburg, married to Ingrid "
     "Lindqvist.",
     ["Arvid Lindqvist", "1921", "2003", "Volvo", "Gothenburg", "Ingrid Lindqvist"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("SEVILLA , 3 feb ( EFE ) - El Betis ha fichado al centrocampista Isco Alarcón , informó el presidente "
         "Ángel Haro .",
         ["SEVILLA", "EFE", "Betis", "Isco Alarcón", "Ángel Haro"]),
        ("cena en casa de mi prima lucía en getafe, con su novio javi 🥘",
         ["lucía", "getafe", "javi"]),
    ],
    "nl": [
        ("Verpleegkundige notitie : mevrouw De Vries is onrustig , zoon Pieter komt morgen langs .",
         ["De Vries", "Pieter"]),
        ("AMSTERDAM - Ajax heeft trainer Francesco Farioli aangesteld , meldt de club .",
         ["AMSTERDAM", "Ajax", "Francesco Farioli"]),
    ],
    "de": [
        ("Gestern mit Jonas und seiner Schwester Lena am Tegernsee gewesen, mega Wetter ☀️",
         ["Jonas", "Lena", "Tegernsee"]),
        ("MÜNCHEN ( Reuters ) - Siemens-Vorstand Roland Busch hat am Dienstag die Zahlen vorgelegt .",
         ["MÜNCHEN", "Reuters", "Siemens", "Roland Busch"]),
    ],
    "it": [
        ("Paziente di 94 anni , ricoverata all' Ospedale San Raffaele , figlia Giulia informata .",
         ["94", "Ospedale San Raffaele", "Giulia"]),
        ("TORINO - La Juventus ha ceduto Federico Chiesa al Liverpool , ha comunicato il club .",
         ["TORINO", "Juventus", "Federico Chiesa", "Liverpool"]),
    ],
    "fr": [
        ("soirée chez camille à montreuil avec son copain hugo 🎉",
         ["camille", "montreuil", "hugo"]),
        ("MARSEILLE ( AFP ) - Le maire Benoît Payan a inauguré le stade Vélodrome rénové .",
         ["MARSEILLE", "AFP", "Benoît Payan", "Vélodrome"]),
    ],
    "pt": [
        ("Doente de 88 anos , internado no Hospital de Santa Maria , a filha Rita foi contactada .",
         ["Hospital de Santa Maria", "Rita"]),
        ("PORTO , 5 mar ( Lusa ) - O FC Porto contratou o médio Alan Varela , anunciou o presidente André "
         "Villas-Boas .",
         ["PORTO", "Lusa", "FC Porto", "Alan Varela", "André Villas-Boas"]),
    ],
}
