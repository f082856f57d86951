"""A thirty-third hand-written set, written on 2026-11-27 after the thirty-second set's rules, and scored once
before any rule looked at it. In the shapes of the kinds the held-out sets hold: posts in lower case with
handles, a retweet, a forum reply with its poster, a hotel review; agency copy (a golf leaderboard with
countries in brackets, a football summary with scorers, a rugby headline in capitals, Asian politics, a
bank and a court story); a nursing note in mixed shorthand, one in capitals, a lower-case resus note, a
discharge summary without years and a social-work note; three encyclopedia entries; and in Spanish, Dutch,
German, Italian, French and Portuguese agency copy beside a note or a post.

The same conventions as ``handmade_thirtysecond.py`` (a band, a party and a union are groups and count;
works, honours, competitions, products and nationalities do not; a title such as ``Sir`` is not part of a
name). ``handmade_devset.py --thirtythird`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "just landed in dublin w/ @sineadmc and we're already in temple bar lol 🍻",
     ["dublin", "@sineadmc", "temple bar"]),
    ("social", "Does anyone know a good plumber in Headingley? Last guy from Yorkshire Water said it's not their "
     "pipe. Ta, Kev",
     ["Headingley", "Yorkshire Water", "Kev"]),
    ("social", "RT @BBCSport: Marcus Rashford completes loan move to Barcelona from Manchester United",
     ["@BBCSport", "Marcus Rashford", "Barcelona", "Manchester United"]),
    ("social", "my gran from kilmarnock just learned to video call and the first thing she did was ask about "
     "lewis capaldi 😂",
     ["kilmarnock", "lewis capaldi"]),
    ("social", "Re: Council tax band appeal\nPosted by wee_jimmy_84 » Tue Mar 05\nWent through this with Glasgow "
     "City Council last year. Ask for Moira in the assessor's office, she was brilliant.",
     ["wee_jimmy_84", "Glasgow City Council", "Moira"]),
    ("social", "Stayed at the Old Bell in Malmesbury for our anniversary. Staff were lovely esp. Tomasz on "
     "reception. Would avoid room 7 though, right above the kitchen.",
     ["Old Bell", "Malmesbury", "Tomasz"]),
    ("news", "GOLF - GERMAN OPEN SCORES\nSTUTTGART 1996-08-23\nLeading scores after the second round of the German "
     "Open on Friday ( British unless stated ) :\n133 Ian Woosnam 67 66\n134 Robert Karlsson ( Sweden ) 68 66 , "
     "Retief Goosen ( South Africa ) 67 67\n135 Paul Broadhurst 70 65",
     ["STUTTGART", "Ian Woosnam", "Robert Karlsson", "Sweden", "Retief Goosen", "South Africa",
      "Paul Broadhurst"]),
    ("news", "SOCCER - DUTCH FIRST DIVISION SUMMARY\nAMSTERDAM 1996-08-25\nSummary of the Dutch first division "
     "match played on Sunday :\nAjax Amsterdam 1 ( Kluivert 23rd ) Feyenoord 1 ( Van Gastel 80th penalty ) . "
     "Halftime 1-0 . Attendance 50,000",
     ["AMSTERDAM", "Ajax Amsterdam", "Kluivert", "Feyenoord", "Van Gastel"]),
    ("news", "RUGBY UNION - BATH SIGN WALES CENTRE\nLONDON 1996-08-21\nEnglish champions Bath said on Wednesday "
     "they had signed Wales centre Nigel Davies from Llanelli .",
     ["BATH", "WALES", "LONDON", "Bath", "Wales", "Nigel Davies", "Llanelli"]),
    ("news", "Sri Lanka 's main opposition United National Party ( UNP ) on Tuesday accused President Chandrika "
     "Kumaratunga of stifling the press , party spokesman Karu Jayasuriya told reporters in Colombo .",
     ["Sri Lanka", "United National Party", "UNP", "Chandrika Kumaratunga", "Karu Jayasuriya", "Colombo"]),
    ("news", "Deutsche Bank , based in Frankfurt , said on Monday it would cut 2,000 jobs at its London "
     "investment arm , Morgan Grenfell , a spokeswoman said .",
     ["Deutsche Bank", "Frankfurt", "London", "Morgan Grenfell"]),
    ("news", "A 34-year-old man from Merthyr Tydfil has been jailed for six years at Cardiff Crown Court for "
     "dealing heroin . Judge Eleri Rees said Liam Pritchard had shown no remorse .",
     ["Merthyr Tydfil", "Cardiff Crown Court", "Eleri Rees", "Liam Pritchard"]),
    ("clinical", "Pt is 78 yo F admitted from Caritas Carney ED w/ SOB. Hx: CHF, afib on coumadin. Dtr Linda (HCP) "
     "at bedside, phone 617-555-0148. Plan to d/c to Hebrew Rehab when stable. Dr. Okafor aware.",
     ["Caritas Carney", "Linda", "617-555-0148", "Hebrew Rehab", "Okafor"]),
    ("clinical", "PT REMAINS INTUBATED, SEDATED ON PROPOFOL. FAMILY MEETING WITH SON MICHAEL AND WIFE JOAN AT 1400 "
     "WITH DR. HERNANDEZ. PT TO GO FOR CT HEAD TOMORROW AM. WILL CONT TO MONITOR.",
     ["MICHAEL", "JOAN", "HERNANDEZ"]),
    ("clinical", "pt seen in resus, gcs 14, bm 6.2. known to dr patel's team at qe. lives w/ partner gemma in "
     "ashton-under-lyne",
     ["patel", "qe", "gemma", "ashton-under-lyne"]),
    ("clinical", "DISCHARGE SUMMARY\nPatient: Harold Jenkins   MRN: 00483921\nAdmitted: 12/3  Discharged: 12/9\n"
     "GP: Dr A. Whitfield, Riverside Surgery, Kendal\nFollow-up in fracture clinic at Westmorland General in 2/52.",
     ["Harold Jenkins", "00483921", "12/3", "12/9", "A. Whitfield", "Riverside Surgery", "Kendal",
      "Westmorland General"]),
    ("clinical", "Social work note: pt's neighbour Mrs Doreen Fitch (key holder) contacted re: cat. Pt's niece in "
     "Aberdeen unable to attend. Referral to Age UK for befriending.",
     ["Doreen Fitch", "Aberdeen", "Age UK"]),
    ("bio", "Chimamanda Ngozi Adichie (born 15 September 1977) is a Nigerian writer. She grew up in Nsukka, where "
     "her father worked at the University of Nigeria, and moved to the United States at 19 to study at Drexel "
     "University in Philadelphia.",
     ["Chimamanda Ngozi Adichie", "15 September 1977", "Nsukka", "University of Nigeria", "United States",
      "Drexel University", "Philadelphia"]),
    ("bio", "Sir Alex Ferguson managed Aberdeen from 1978 to 1986 before moving to Manchester United, where he "
     "stayed until 2013. He was born in Govan, Glasgow, the son of Elizabeth Hardie and Alexander Beaton "
     "Ferguson.",
     ["Alex Ferguson", "Aberdeen", "Manchester United", "Govan", "Glasgow", "Elizabeth Hardie",
      "Alexander Beaton Ferguson"]),
    ("bio", "Yo-Yo Ma is a cellist born in Paris to Chinese parents. He studied at the Juilliard School and at "
     "Harvard University, and has recorded with the Silk Road Ensemble.",
     ["Yo-Yo Ma", "Paris", "Juilliard School", "Harvard University", "Silk Road Ensemble"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Bilbao , 14 oct ( EFE ) .- El Athletic de Bilbao ha fichado al delantero Julio Salinas , según informó "
         "hoy el club vasco en un comunicado .",
         ["Bilbao", "EFE", "Athletic de Bilbao", "Julio Salinas"]),
        ("Paciente de 84 años ingresada desde urgencias del Hospital de Cruces . Su hija Begoña refiere caídas "
         "frecuentes . Avisar a la Dra. Etxeberria si fiebre .",
         ["Hospital de Cruces", "Begoña", "Etxeberria"]),
    ],
    "nl": [
        ("AMSTERDAM ( ANP ) - Minister Hugo de Jonge van Volksgezondheid heeft dinsdag in Den Haag gesproken met de "
         "burgemeesters van Rotterdam en Utrecht .",
         ["AMSTERDAM", "ANP", "Hugo de Jonge", "Den Haag", "Rotterdam", "Utrecht"]),
        ("Iemand ervaring met de tandarts aan de Kerkstraat in Zwolle? Mijn buurvrouw Ineke zegt dat ze goed zijn "
         "maar duur",
         ["Kerkstraat", "Zwolle", "Ineke"]),
    ],
    "de": [
        ("Hamburg ( dpa ) - Der Hamburger SV hat sich von Trainer Bruno Labbadia getrennt . Das teilte "
         "Vorstandschef Bernd Hoffmann am Montag mit .",
         ["Hamburg", "dpa", "Hamburger SV", "Bruno Labbadia", "Bernd Hoffmann"]),
        ("Pflegebericht : Frau Schulte-Brinkmann schlief unruhig , Nachtdienst informiert . Tochter Sabine ruft "
         "morgen aus Bielefeld an . Hausarzt Dr. Kowalczyk wegen Wundheilung kontaktieren .",
         ["Schulte-Brinkmann", "Sabine", "Bielefeld", "Kowalczyk"]),
    ],
    "it": [
        ("ROMA - Il sindaco di Napoli Gaetano Manfredi ha incontrato ieri a Palazzo Chigi il ministro Giancarlo "
         "Giorgetti per discutere del bilancio del Comune .",
         ["ROMA", "Napoli", "Gaetano Manfredi", "Palazzo Chigi", "Giancarlo Giorgetti"]),
        ("ieri sera pizza da gino sorbillo in via dei tribunali con la mia amica chiara , fila di un'ora ma ne vale "
         "la pena 🍕",
         ["gino sorbillo", "via dei tribunali", "chiara"]),
    ],
    "fr": [
        ("LYON ( AFP ) - L' Olympique lyonnais a annoncé mardi le départ de son entraîneur Rudi Garcia , a indiqué "
         "le président du club Jean-Michel Aulas .",
         ["LYON", "AFP", "Olympique lyonnais", "Rudi Garcia", "Jean-Michel Aulas"]),
        ("Mme Lefèvre , 91 ans , chute à domicile à Roubaix . Vue par le Dr Benali aux urgences du CHU de Lille . "
         "Fils Thierry prévenu .",
         ["Lefèvre", "Roubaix", "Benali", "CHU de Lille", "Thierry"]),
    ],
    "pt": [
        ("Lisboa , 12 mar ( Lusa ) - O presidente do Benfica , Rui Costa , disse hoje em Lisboa que o clube vai "
         "recorrer da decisão .",
         ["Lisboa", "Lusa", "Benfica", "Rui Costa"]),
        ("alguém sabe se o metrô tá funcionando? preciso chegar na paulista até as 9 , minha chefe a débora vai me "
         "matar",
         ["paulista", "débora"]),
    ],
}
