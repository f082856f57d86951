"""A sixth hand-written set, written on 2026-11-27 and scored once before any rule looked at it: a probe of
the shapes the earlier sets had least of.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies; in notes also the other PHI; nationalities, events and
titles of works are not names here). Posts from forums, question sites and video comments; longer nursing
notes in the section shorthand of intensive care (``Neuro:``, ``CV:``, ``Resp:``) with their family, phones
and transfers; wire copy with golf, tennis, baseball and cricket tables; biographies with their schools,
clubs and teachers; and wire copy in German, Spanish, Dutch, Italian, French and Portuguese as news NER
sets print it. ``handmade_devset.py --sixth`` scores them; their first score is kept in
``benchmarks/results/handmade_sixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "just watched the new dune movie w/ my bf at the amc in burbank. zendaya was robbed of screen "
     "time smh", ["amc", "burbank", "zendaya"]),
    ("social", "Anyone here switched from Comcast to AT&T fiber? Thinking about it but their support in Dallas "
     "is awful", ["Comcast", "AT&T", "Dallas"]),
    ("social", "shoutout to the nurses at st mary's who took care of my grandma last week 💕", ["st mary's"]),
    ("social", "Q: How do I reset the password on a Samsung Galaxy? I tried what the guy at Best Buy said and "
     "nothing works", ["Samsung", "Best Buy"]),
    ("social", "the warriors lost again lmao steph cant carry this team forever", ["warriors", "steph"]),
    ("social", "Happy birthday to my beautiful daughter Kayleigh!! 16 already 😭 love you to the moon",
     ["Kayleigh"]),
    ("social", "who else is going to glastonbury this year? need someone to share a tent with, me and tom are "
     "driving down from bristol", ["glastonbury", "tom", "bristol"]),
    ("social", "RT @NWSBayArea: Flood watch in effect for Santa Cruz and Monterey counties through Sunday evening",
     ["@NWSBayArea", "Santa Cruz", "Monterey"]),
    ("social", "Lmao my professor at NYU just quoted Kanye in a lecture on ethics", ["NYU", "Kanye"]),
    ("social", "new pb at the parkrun in bushy park this morning 🏃‍♀️ thanks to jen for pacing me",
     ["bushy park", "jen"]),
    ("social", "TAYLOR SWIFT ANNOUNCED A SECOND NIGHT IN DUBLIN!!! WHO IS COMING WITH ME @aoife_k",
     ["TAYLOR SWIFT", "DUBLIN", "@aoife_k"]),
    ("social", "Is the Apple Store on Regent Street still doing free battery checks? Asking for my mum",
     ["Apple Store", "Regent Street"]),
    ("clinical", "Neuro: A&Ox3, MAE, follows commands. CV: HR 70-80s SR, no ectopy, SBP 100-120s. Resp: LS coarse "
     "bilat, sx for thick tan sputum. GI: abd soft, +BS, tolerating clears. Social: wife Eileen and son "
     "Brendan in to visit, updated by Dr. Nakamura. Plan to transfer to Baystate when bed available.",
     ["Eileen", "Brendan", "Nakamura", "Baystate"]),
    ("clinical", "Pt is 91 y/o female admitted 3/14 from Cedar Ridge nursing home with urosepsis. Family "
     "(daughter Carol, cell 617-555-0148) requests call with any changes.",
     ["91", "3/14", "Cedar Ridge", "Carol", "617-555-0148"]),
    ("clinical", "NPN 1900-0700\nRESP: ON 4L NC, SATS 94-97%. RR TEENS-20S. BS DIMINISHED AT BASES.\nCV: AFIB "
     "90-110, LOPRESSOR 5 MG IV X1 PER DR HALVORSEN.\nSOCIAL: HUSBAND RICHARD CALLED X2, WILL BE IN TOMORROW "
     "AM. HIS # 508 555 0172.", ["HALVORSEN", "RICHARD", "508 555 0172"]),
    ("clinical", "s/p CABG x3 on 11/2. Seen by cards (Dr Oyelaran) this am. Lopressor increased. Pt asking for "
     "priest, Father Dominic from St Anne's called. PCP Dr. Weinstein at Newton-Wellesley notified.",
     ["11/2", "Oyelaran", "Dominic", "St Anne's", "Weinstein", "Newton-Wellesley"]),
    ("clinical", "pt pleasant, confused at times, keeps asking for 'helen' (late wife per son). son jim at "
     "bedside overnight, lives in worcester. plan d/c to rehab (whittier) in 1-2 days.",
     ["helen", "jim", "worcester", "whittier"]),
    ("clinical", "ADMIT NOTE: 84 YO M FROM HOME IN QUINCY W/ SOB, FEVER. PMH: HTN, DM2, CKD. ALLERGIES: PCN. "
     "CODE: FULL. HCP: NIECE DEBORAH (617) 555-0193.", ["QUINCY", "DEBORAH", "(617) 555-0193"]),
    ("news", "SOCCER - SPANISH FIRST DIVISION RESULTS .\nMADRID 1996-09-01\nResults of Spanish first division "
     "matches on Sunday :\nReal Madrid 2 Valencia 1\nBarcelona 3 Sevilla 0\nAtletico Madrid 1 Deportivo Coruna 1",
     ["MADRID", "Real Madrid", "Valencia", "Barcelona", "Sevilla", "Atletico Madrid", "Deportivo Coruna"]),
    ("news", "GOLF - LEADING SCORES AFTER SECOND ROUND .\nSTUTTGART , Germany 1996-08-30\nLeading scores after "
     "the second round on Friday ( Britain unless stated ) :\n132 Derek Halloran 66 66\n134 Colin Pryde 68 66 "
     ", Tomas Lindqvist ( Sweden ) 67 67\n135 Jens-Uwe Kessler ( Germany ) 69 66",
     ["STUTTGART", "Germany", "Britain", "Derek Halloran", "Colin Pryde", "Tomas Lindqvist", "Sweden",
      "Jens-Uwe Kessler"]),
    ("news", "Shares of Vodafone rose 3 percent in London on Tuesday after the company said it would sell its "
     "stake in the Dutch unit to KPN .", ["Vodafone", "London", "KPN"]),
    ("news", "CRICKET - PAKISTAN V ENGLAND SCOREBOARD .\nLONDON 1996-08-23\nScoreboard on the first day of the "
     "third test between England and Pakistan at The Oval on Thursday :\nEngland first innings\nM. Atherton b "
     "Waqar Younis 31\nA. Stewart c Inzamam-ul-Haq b Mushtaq Ahmed 44\nN. Hussain not out 12",
     ["PAKISTAN", "ENGLAND", "LONDON", "England", "Pakistan", "The Oval", "M. Atherton", "Waqar Younis",
      "A. Stewart", "Inzamam-ul-Haq", "Mushtaq Ahmed", "N. Hussain"]),
    ("news", "Rebels said on Monday they had captured the town of Kisangani , a spokesman for the Alliance of "
     "Democratic Forces told Reuters by telephone from Goma .",
     ["Kisangani", "Alliance of Democratic Forces", "Reuters", "Goma"]),
    ("news", "Clinton met Netanyahu at the White House on Tuesday , a spokesman said . Netanyahu later flew to "
     "New York for talks at the United Nations .",
     ["Clinton", "Netanyahu", "White House", "New York", "United Nations"]),
    ("news", "BASEBALL - MAJOR LEAGUE STANDINGS .\nEASTERN DIVISION\nW L PCT GB\nNEW YORK 74 58 .561 -\n"
     "BALTIMORE 70 63 .526 4 1/2\nBOSTON 67 67 .500 8", ["NEW YORK", "BALTIMORE", "BOSTON"]),
    ("news", "TENNIS - RESULTS AT FLUSHING MEADOWS .\nNEW YORK 1996-08-28\nResults of first round matches on "
     "Wednesday ( prefix number denotes seeding ) :\nMen 's singles\n1 - Pete Sampras ( U.S. ) beat Jimy "
     "Szymanski ( Venezuela ) 6-2 6-3 6-1\nMagnus Larsson ( Sweden ) beat Alex O'Brien ( U.S. ) 7-6 6-3 6-4",
     ["FLUSHING MEADOWS", "NEW YORK", "Pete Sampras", "U.S.", "Jimy Szymanski", "Venezuela", "Magnus Larsson",
      "Sweden", "Alex O'Brien"]),
    ("bio", "Margaret Okafor (born 4 June 1961) is a Nigerian-British novelist. She was educated at the "
     "University of Ibadan and later at Goldsmiths, University of London. Okafor lives in Brighton with her "
     "husband, the painter Julian Marsh.",
     ["Margaret Okafor", "University of Ibadan", "Goldsmiths", "University of London", "Okafor", "Brighton",
      "Julian Marsh"]),
    ("bio", "Tomasz Wierzbicki (1923–2001) was a Polish architect. Born in Lwów, he studied in Kraków under "
     "Adolf Szyszko-Bohusz before emigrating to Canada in 1952, where he taught at McGill University until "
     "his retirement.", ["Tomasz Wierzbicki", "Lwów", "Kraków", "Adolf Szyszko-Bohusz", "Canada",
                         "McGill University"]),
    ("bio", "Sister Mary Agnes Doyle (1899–1987) was an Irish nun and educator who founded St Brigid's School "
     "for the Deaf in Cabra, Dublin.", ["Mary Agnes Doyle", "St Brigid's School for the Deaf", "Cabra", "Dublin"]),
    ("bio", "Early life\nRaj Patel grew up in Leicester, the youngest of four children of Gujarati immigrants "
     "from Kampala. His father ran a newsagent on Belgrave Road.",
     ["Raj Patel", "Leicester", "Kampala", "Belgrave Road"]),
    ("bio", "He signed for Aston Villa in 2009 and made 112 appearances before a loan spell at Derby County. "
     "In 2014 he joined Celtic, winning three league titles under Brendan Rodgers.",
     ["Aston Villa", "Derby County", "Celtic", "Brendan Rodgers"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "de": [
        ("Der 1954 in Gelsenkirchen geborene Schauspieler spielte unter anderem am Schauspielhaus Bochum und "
         "am Thalia Theater .", ["Gelsenkirchen", "Schauspielhaus Bochum", "Thalia Theater"]),
        ("Nach Angaben der Gewerkschaft Verdi beteiligten sich rund 2000 Beschäftigte am Warnstreik bei "
         "Amazon in Bad Hersfeld .", ["Verdi", "Amazon", "Bad Hersfeld"]),
        ("Bundeskanzler Olaf Scholz ( SPD ) traf sich am Rande des Gipfels mit dem französischen "
         "Präsidenten Emmanuel Macron .", ["Olaf Scholz", "SPD", "Emmanuel Macron"]),
        ("Die Burg liegt oberhalb der Gemeinde Immenstadt im Landkreis Oberallgäu und gehört seit 1972 der "
         "Familie Waldburg-Zeil .", ["Immenstadt", "Landkreis Oberallgäu", "Waldburg-Zeil"]),
        ("Mit dem Tor von Jamal Musiala in der 89. Minute gewann der FC Bayern das Spiel gegen Borussia "
         "Dortmund . Trainer Thomas Tuchel lobte die Moral .",
         ["Jamal Musiala", "FC Bayern", "Borussia Dortmund", "Thomas Tuchel"]),
    ],
    "es": [
        ("Madrid , 23 may ( EFE ) .- El ministro de Economía , Rodrigo Rato , anunció hoy que el Gobierno "
         "rebajará el impuesto de sociedades .", ["Madrid", "EFE", "Rodrigo Rato"]),
        ("El Barcelona venció al Atlético de Madrid por 2-1 en el Camp Nou , con goles de Rivaldo y Figo .",
         ["Barcelona", "Atlético de Madrid", "Camp Nou", "Rivaldo", "Figo"]),
        ("La alcaldesa de Valencia , Rita Barberá , inauguró ayer la nueva sede de la Cruz Roja en el barrio "
         "de Ruzafa .", ["Valencia", "Rita Barberá", "Cruz Roja", "Ruzafa"]),
        ("Según fuentes de la Guardia Civil , los detenidos , vecinos de Algeciras , transportaban 300 kilos "
         "de hachís procedentes de Marruecos .", ["Guardia Civil", "Algeciras", "Marruecos"]),
        ("Buenos Aires , 12 jun ( EFE ) .- El presidente argentino , Carlos Menem , se reunirá el próximo "
         "lunes con el director del FMI , Michel Camdessus , en Washington .",
         ["Buenos Aires", "EFE", "Carlos Menem", "FMI", "Michel Camdessus", "Washington"]),
    ],
    "nl": [
        ("Volgens minister Johan Vande Lanotte moet de rijkswacht in Antwerpen meer manschappen krijgen .",
         ["Johan Vande Lanotte", "Antwerpen"]),
        ("Club Brugge won zondag met 3-0 van Anderlecht . Doelpunten van Staelens , Verheyen en Amokachi .",
         ["Club Brugge", "Anderlecht", "Staelens", "Verheyen", "Amokachi"]),
        ("De Nederlandse bank ING neemt het Belgische BBL over voor 130 miljard frank , zo werd gisteren in "
         "Brussel bekendgemaakt .", ["ING", "BBL", "Brussel"]),
        ("Het gerecht in Charleroi heeft gisteren de 42-jarige Jean-Pierre Van Damme uit Marcinelle "
         "aangehouden .", ["Charleroi", "Jean-Pierre Van Damme", "Marcinelle"]),
        ("Wim Kok en Jean-Luc Dehaene hadden dinsdag in Den Haag een onderhoud over de Schelde .",
         ["Wim Kok", "Jean-Luc Dehaene", "Den Haag", "Schelde"]),
    ],
    "it": [
        ("Il presidente della Regione Lombardia , Roberto Formigoni , ha incontrato ieri a Milano i vertici "
         "della Fiat .", ["Regione Lombardia", "Roberto Formigoni", "Milano", "Fiat"]),
        ("La Juventus ha battuto l' Inter per 2-0 allo stadio Delle Alpi , con reti di Del Piero e Vieri .",
         ["Juventus", "Inter", "Delle Alpi", "Del Piero", "Vieri"]),
        ("Secondo la Procura di Palermo , l' imprenditore Salvatore Lo Piccolo avrebbe versato denaro a "
         "esponenti di Cosa Nostra .", ["Procura di Palermo", "Salvatore Lo Piccolo", "Cosa Nostra"]),
        ("Nato a Bari nel 1948 , Michele Placido si trasferì a Roma per frequentare l' Accademia nazionale "
         "d' arte drammatica .", ["Bari", "Michele Placido", "Roma", "Accademia nazionale d' arte drammatica"]),
    ],
    "fr": [
        ("Le Premier ministre Alain Juppé a reçu mardi à Matignon les représentants de la CGT et de Force "
         "ouvrière .", ["Alain Juppé", "Matignon", "CGT", "Force ouvrière"]),
        ("Né à Lyon en 1952 , Bernard Lavilliers a grandi à Saint-Étienne avant de partir pour le Brésil .",
         ["Lyon", "Bernard Lavilliers", "Saint-Étienne", "Brésil"]),
        ("Le tribunal correctionnel de Marseille a condamné jeudi l' ancien maire de Nice , Jacques Médecin .",
         ["Marseille", "Nice", "Jacques Médecin"]),
    ],
    "pt": [
        ("O presidente do Sporting , José Roquette , disse ontem em Lisboa que o clube não vai vender o "
         "avançado .", ["Sporting", "José Roquette", "Lisboa"]),
        ("A Petrobras anunciou nesta segunda-feira a descoberta de um novo campo na Bacia de Santos , segundo "
         "o jornal O Globo .", ["Petrobras", "Bacia de Santos", "O Globo"]),
        ("Maria das Graças Silva , moradora de Belo Horizonte , foi internada no Hospital das Clínicas .",
         ["Maria das Graças Silva", "Belo Horizonte", "Hospital das Clínicas"]),
    ],
}
