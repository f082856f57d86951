"""A sixty-third hand-written set, written on 2026-12-06 after the sixty-second set's rules, and scored once
before any rule looked at it. Posts and notes as much as news, and in every language a chat and a note or a
court report: a call-up, a firm's shares, a tennis headline in capitals, an inquest, a medal table, a
lower-case chance meeting, a question about a practice, a runner's congratulations, a guest-house review, a
lower-case note, a note in capitals, a referral letter's header, a judge's clerk, a cook's CV, an obituary
and a school's e-mail.

The same conventions as ``handmade_sixtysecond.py`` (a band, a party, a team, a charity, a pub, a shop, a
restaurant, a salon, a council, an agency and a firm are groups and count; works, products, prizes,
competitions, events, pets, offices and nationalities do not; a title such as ``Dr`` or a kinship word such
as ``son`` is not part of a name, nor a kind in lower case before a name, "bar Manolo"; in notes, forms,
signatures, letters and biographies, dates, phones, e-mail addresses, record numbers, addresses, postcodes
and ages over 89 count too). ``handmade_devset.py --sixtythird`` scores them; their first score is kept in
``benchmarks/results/handmade_sixtythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "Former Hibs striker Kevin Nisbet , now at Millwall , was named in Steve Clarke 's squad for the games "
     "against Greece and Portugal .",
     ["Hibs", "Kevin Nisbet", "Millwall", "Steve Clarke", "Greece", "Portugal"]),
    ("news", "Shares in Rolls-Royce fell 4 per cent in London after the engine maker warned on costs at its Derby "
     "plant .",
     ["Rolls-Royce", "London", "Derby"]),
    ("news", "TENNIS - SABALENKA BEATS GAUFF TO REACH FINAL IN MADRID",
     ["SABALENKA", "GAUFF", "MADRID"]),
    ("news", "The inquest in Truro heard that Mr Pascoe , of Redruth , had been treated at Treliske before his "
     "death .",
     ["Truro", "Pascoe", "Redruth", "Treliske"]),
    ("news", "Final medal table :\nChina 40 27 24 91\nUnited States 40 44 42 126\nJapan 20 12 13 45\nAustralia 18 "
     "19 16 53",
     ["China", "United States", "Japan", "Australia"]),
    ("social", "omg just bumped into jess from uni at the asda in hulme 😂 hasn't changed a bit",
     ["jess", "asda", "hulme"]),
    ("social", "Does anyone know if Dr Patel at Greenbank Medical Practice is still taking new patients? Been on "
     "the list at Ardwick for ages",
     ["Patel", "Greenbank Medical Practice", "Ardwick"]),
    ("social", "@marcus_t92 congrats mate!! knew you'd smash it at Roundhay Park 🏃",
     ["@marcus_t92", "Roundhay Park"]),
    ("social", "Stayed 3 nights at the Harbour View B&B in Tobermory. Fiona and Alasdair were brilliant hosts.",
     ["Harbour View B&B", "Tobermory", "Fiona", "Alasdair"]),
    ("clinical", "79 yo m, hx copd, brought in by wife june from home in kirkby. gp is dr mensah at northwood hc.",
     ["june", "kirkby", "mensah", "northwood hc"]),
    ("clinical", "PT SEEN BY DR ABERNATHY ON 4/22. WILL F/U AT ST VINCENT'S CLINIC. DAUGHTER LINDA AT BEDSIDE, "
     "CELL 502-555-0187.",
     ["ABERNATHY", "4/22", "ST VINCENT'S CLINIC", "LINDA", "502-555-0187"]),
    ("clinical", "Dear Dr Hughes,\nRe: Mrs Eileen Moss, DOB 12/09/1931, NHS No 485 777 3456\n14 Chapel Street, "
     "Pwllheli LL53 5HH\nThank you for seeing this 92 year old lady.",
     ["Hughes", "Eileen Moss", "12/09/1931", "485 777 3456", "14 Chapel Street", "Pwllheli", "LL53 5HH", "92"]),
    ("bio", "Raised in Dunedin, Kiri Waititi studied law at the University of Otago and later clerked for Justice "
     "Helen Winkelmann.",
     ["Dunedin", "Kiri Waititi", "University of Otago", "Helen Winkelmann"]),
    ("bio", "EXPERIENCE\n2019–present  Sous Chef, The Ivy, Covent Garden\n2016–2019  Chef de Partie, Hawksmoor "
     "Manchester\nREFERENCES\nMarco Bellini (Head Chef) – m.bellini@the-ivy.co.uk",
     ["The Ivy", "Covent Garden", "Hawksmoor Manchester", "Marco Bellini", "m.bellini@the-ivy.co.uk"]),
    ("bio", "Obituary: Margaret 'Peggy' Doyle, who ran the Swan Inn at Lavenham for forty years, died on 2 March "
     "aged 94.",
     ["Margaret", "Peggy", "Doyle", "Swan Inn", "Lavenham", "2 March", "94"]),
    ("bio", "Hi all,\nThe Year 6 trip to Jodrell Bank is on Friday. Please send consent forms to Mrs Okoro in the "
     "office by Wednesday.\nThanks,\nTom Ashby\nHeadteacher, St Oswald's Primary",
     ["Jodrell Bank", "Okoro", "Tom Ashby", "St Oswald's Primary"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Hola a todos , mañana quedamos con Nacho y Bea en el bar Manolo de Lavapiés a las 20:00 .",
            ["Nacho", "Bea", "Manolo", "Lavapiés"]),
           ("Paciente varón de 93 años , ingresa desde la residencia Los Olivos de Getafe acompañado de su hija "
            "Rocío .",
            ["93", "Los Olivos", "Getafe", "Rocío"])],
    "nl": [("Gisteren met Sanne en Joost naar De Kuip geweest , Feyenoord won met 3-1 van PSV .",
            ["Sanne", "Joost", "De Kuip", "Feyenoord", "PSV"]),
           ("Dhr. Van den Berg ( 88 ) , bewoner van De Hoge Weide in Apeldoorn , is door huisarts Bakker "
            "doorverwezen naar het Gelre ziekenhuis .",
            ["Van den Berg", "De Hoge Weide", "Apeldoorn", "Bakker", "Gelre"])],
    "de": [("Liebe Grüße aus Freiburg ! Morgen treffen wir Jonas und Lea im Café Kolbenmüller .",
            ["Freiburg", "Jonas", "Lea", "Café Kolbenmüller"]),
           ("Der Angeklagte Markus H. aus Gelsenkirchen wurde vom Landgericht Essen zu drei Jahren Haft "
            "verurteilt .",
            ["Markus H.", "Gelsenkirchen", "Landgericht Essen"])],
    "it": [("Ieri sera a cena da Gino a Trastevere con Chiara e Matteo , poi tutti al Pigneto .",
            ["Gino", "Trastevere", "Chiara", "Matteo", "Pigneto"]),
           ("Il paziente , sig. Bruno Ferri , 91 anni , residente a Cesena , è seguito dal dott. Lucchi dell' "
            "Ospedale Bufalini .",
            ["Bruno Ferri", "91", "Cesena", "Lucchi", "Ospedale Bufalini"])],
    "fr": [("Ce soir apéro chez Manon à Belleville avec Hugo et Inès , ramenez des chips 😄",
            ["Manon", "Belleville", "Hugo", "Inès"]),
           ("Le tribunal correctionnel de Nanterre a condamné Karim B. , 27 ans , originaire de Colombes , à un an "
            "de prison ferme .",
            ["Nanterre", "Karim B.", "Colombes"])],
    "pt": [("Amanhã vou com a Joana e o Tiago ao Mercado da Ribeira , depois jantar no Cais do Sodré .",
            ["Joana", "Tiago", "Mercado da Ribeira", "Cais do Sodré"]),
           ("O Tribunal de Braga condenou Rui Manuel S. , de 45 anos , natural de Guimarães , a cinco anos de "
            "prisão .",
            ["Tribunal de Braga", "Rui Manuel S.", "Guimarães"])],
}
