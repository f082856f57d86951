"""A forty-sixth hand-written set, written on 2026-12-06 after the forty-fifth set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a pub quiz, a lost phone, a running club, a baby announcement, a ticket resale, a landlord
complaint, a holiday check-in, a tribute), wire copy (a cycling stage, a boxing card, a court sentencing, a
capitals headline of two leaders, a bank's results, a flood warning), nursing and ward notes (a capitals ICU
note, a maternity note, a lower-case district-nurse note, a pharmacy reconciliation, a transfer letter, an
outpatient letter), three entries; and per language two posts or lines of different kinds.

The same conventions as ``handmade_fortyfifth.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions, events and nationalities do not; a title such as ``Lord`` or ``Dr`` is not
part of a name). ``handmade_devset.py --fortysixth`` scores them; their first score is kept in
``benchmarks/results/handmade_fortysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Pub quiz champions again 🏆 well done team Quizteama Aguilera at the Red Lion, Bramley!",
     ["Quizteama Aguilera", "Red Lion", "Bramley"]),
    ("social", "Lost my phone on the 38 bus to Clapton last night, black iPhone with a photo of my dog Bruno on "
     "the lock screen. Ring Siobhan 07700 900318",
     ["Clapton", "Siobhan", "07700 900318"]),
    ("social", "Great turnout at Kirkstall Harriers parkrun this morning, PB for Ade and Marguerite 🏃",
     ["Kirkstall Harriers", "Ade", "Marguerite"]),
    ("social", "Welcome to the world Isla Rose Pemberton, born 02:14 at the Jessop Wing, 7lb 2oz 💕",
     ["Isla Rose Pemberton", "Jessop Wing"]),
    ("social", "selling 2 tickets for fontaines dc at the roundhouse fri, face value, dm me",
     ["fontaines dc", "roundhouse"]),
    ("social", "Our landlord Mr Grewal from Cityscape Lettings still hasn't fixed the boiler after 3 weeks. "
     "Anyone dealt with them?",
     ["Grewal", "Cityscape Lettings"]),
    ("social", "Checked in at Sa Coma beach, Mallorca with the girls ☀️ @chloe.b @ashleighh",
     ["Sa Coma", "Mallorca", "@chloe.b", "@ashleighh"]),
    ("social", "RIP Terry 'Tel' Hobbs, landlord of the Feathers for 30 years. Westbury won't be the same.",
     ["Terry", "Tel", "Hobbs", "Feathers", "Westbury"]),
    ("news", "CYCLING - TOUR DE FRANCE STAGE 14 RESULTS\n1. Tadej Pogacar ( Slovenia / UAE Team Emirates ) "
     "4:43:07\n2. Jonas Vingegaard ( Denmark / Visma ) +0:39",
     ["Tadej Pogacar", "Slovenia", "UAE Team Emirates", "Jonas Vingegaard", "Denmark", "Visma"]),
    ("news", "BOXING - Anthony Joshua will fight Daniel Dubois at Wembley Stadium on September 21 , promoter "
     "Eddie Hearn announced .",
     ["Anthony Joshua", "Daniel Dubois", "Wembley Stadium", "Eddie Hearn"]),
    ("news", "Former care worker Lisa Thornley, 46, of Redruth, was sentenced to two years at Truro Crown "
     "Court for stealing from residents.",
     ["Lisa Thornley", "Redruth", "Truro Crown Court"]),
    ("news", "BIDEN, XI AGREE TO RESUME MILITARY TALKS",
     ["BIDEN", "XI"]),
    ("news", "Lloyds Banking Group reported pre-tax profit of 7.5 billion pounds , chief executive Charlie "
     "Nunn said .",
     ["Lloyds Banking Group", "Charlie Nunn"]),
    ("news", "The Environment Agency issued flood warnings for the River Severn at Shrewsbury and Bewdley on "
     "Sunday .",
     ["Environment Agency", "River Severn", "Shrewsbury", "Bewdley"]),
    ("clinical", "ICU NURSING: PT REMAINS INTUBATED. WIFE MAUREEN AND SON GARY VISITED. PLAN TO CALL "
     "DR OYELARAN RE CT RESULTS.",
     ["MAUREEN", "GARY", "OYELARAN"]),
    ("clinical", "Maternity: G2P1 at 39+2, booked at Rosie Hospital. Partner Tomasz present, interpreter (Polish) "
     "requested.",
     ["Rosie Hospital", "Tomasz"]),
    ("clinical", "dn visit: mr pennington's catheter changed, wife audrey managing well. next visit 14/8. "
     "gp surgery aware",
     ["pennington's", "audrey", "14/8"]),
    ("clinical", "Meds rec: pt brought own meds from Boots Walsall. Confirmed with GP practice (Dr Hussain) "
     "by phone.",
     ["Boots", "Walsall", "Hussain"]),
    ("clinical", "Transfer letter: Mr Emeka Obi, 61, transferred from Queen Elizabeth Hospital Birmingham to "
     "Heartlands Hospital on 05/09 for ongoing rehab.",
     ["Emeka Obi", "Queen Elizabeth Hospital Birmingham", "Heartlands Hospital", "05/09"]),
    ("clinical", "Dear Dr Fairbairn, I reviewed Miss Lucy Chambers in the Orthopaedic Clinic at Frimley Park "
     "today. Yours sincerely, Mr J. Ogunleye",
     ["Fairbairn", "Lucy Chambers", "Frimley Park", "J. Ogunleye"]),
    ("bio", "Malala Yousafzai was born in Mingora, in the Swat District of Pakistan, on 12 July 1997. She "
     "studied at the University of Oxford.",
     ["Malala Yousafzai", "Mingora", "Swat District", "Pakistan", "12 July 1997", "University of Oxford"]),
    ("bio", "Tomás Ó Ceallaigh (born 1980, Dingle) is an Irish sean-nós singer who has recorded with the "
     "Gloaming and taught at the University of Limerick.",
     ["Tomás Ó Ceallaigh", "1980", "Dingle", "Gloaming", "University of Limerick"]),
    ("bio", "Rashida Begum, MBE, founded the Shadwell Women's Centre in 1989 after arriving from Sylhet.",
     ["Rashida Begum", "Shadwell Women's Centre", "1989", "Sylhet"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("VALENCIA , 20 oct ( EFE ) - El Valencia CF ha destituido al entrenador Rubén Baraja , según ha "
         "confirmado el club en un comunicado .",
         ["VALENCIA", "EFE", "Valencia CF", "Rubén Baraja"]),
        ("Paciente de 82 años derivada del Hospital Clínico San Carlos , acompañada por su nieta Alba .",
         ["Hospital Clínico San Carlos", "Alba"]),
    ],
    "nl": [
        ("GRONINGEN - Burgemeester Koen Schuiling heeft maandag de nieuwe brug over het Reitdiep geopend .",
         ["GRONINGEN", "Koen Schuiling", "Reitdiep"]),
        ("lekker gegeten bij de griek in zwolle met mijn vriendin lotte en haar broer sem",
         ["zwolle", "lotte", "sem"]),
    ],
    "de": [
        ("STUTTGART ( dpa ) - Porsche-Chef Oliver Blume hat am Freitag Stellenabbau in Zuffenhausen "
         "angekündigt .",
         ["STUTTGART", "dpa", "Porsche", "Oliver Blume", "Zuffenhausen"]),
        ("Pflegebericht : Frau Hartmann schläft ruhig , Tochter Petra hat angerufen .",
         ["Hartmann", "Petra"]),
    ],
    "it": [
        ("BOLOGNA - Il rettore dell' Università di Bologna Giovanni Molari ha incontrato il sindaco Matteo "
         "Lepore .",
         ["BOLOGNA", "Università di Bologna", "Giovanni Molari", "Matteo Lepore"]),
        ("serata al pub con marta e il suo collega federico, poi tutti a casa di ale 🍺",
         ["marta", "federico", "ale"]),
    ],
    "fr": [
        ("LILLE ( AFP ) - Le LOSC a recruté l' attaquant Jonathan David , a annoncé l' entraîneur Bruno "
         "Génésio .",
         ["LILLE", "AFP", "LOSC", "Jonathan David", "Bruno Génésio"]),
        ("Patiente de 91 ans , adressée par le Dr Marchand , accompagnée de sa fille Nathalie .",
         ["91", "Marchand", "Nathalie"]),
    ],
    "pt": [
        ("COIMBRA , 11 nov ( Lusa ) - A reitora da Universidade de Coimbra , Amílcar Falcão , inaugurou hoje a "
         "nova biblioteca .",
         ["COIMBRA", "Lusa", "Universidade de Coimbra", "Amílcar Falcão"]),
        ("passeio em cascais com a minha namorada beatriz e o irmão dela, o tiago",
         ["cascais", "beatriz", "tiago"]),
    ],
}
