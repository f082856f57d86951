"""A thirty-first hand-written set, written on 2026-11-27 after the thirtieth set's rules, and scored once
before any rule looked at it. Written to be harder than the sets before it, in the shapes of the kinds
the held-out sets hold: posts with handles, lower-case players and stores, a quoted forum reply; wire
copy as a news agency files it (a standings table, a cricket scoreboard, a business story, a political
story, a capitals headline over a court story); a dictated clinic letter with a record date, the
doctor's and the typist's initials; a nursing note in capitals by system; an admission note with an age
over 89, a phone and a relative; a physiotherapy discharge; three encyclopedia entries; and in Spanish,
Dutch, German, Italian, French and Portuguese agency copy, results and notes or posts.

The same conventions as ``handmade_thirtieth.py``; in notes the other PHI (dates, phones, ages over 89,
a doctor's initials) is gold, in encyclopedia entries a birth date; works, honours, competitions,
products and nationalities are no one's name. ``handmade_devset.py --thirtyfirst`` scores them; their
first score is kept in ``benchmarks/results/handmade_thirtyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "just landed in lisbon 🙌 @mariana_c where u at?? gonna grab food near rossio first #WebSummit",
     ["lisbon", "@mariana_c", "rossio"]),
    ("social", "cant believe @Arsenal bottled it again. arteta out. saka deserved better tbh",
     ["@Arsenal", "arteta", "saka"]),
    ("social", "Shoutout to the staff at Tesco Extra in Cheetham Hill, especially Abdul on the self checkouts 👏",
     ["Tesco Extra", "Cheetham Hill", "Abdul"]),
    ("social", "Quote from: gillyb on 12 May\n> my gp in wrexham wont refer me\nTry the Maelor, ask for Dr Ahmed in "
     "gastro. Worked for my husband Gareth.",
     ["gillyb", "wrexham", "Maelor", "Ahmed", "Gareth"]),
    ("news", "SOCCER - SCOTTISH PREMIER DIVISION STANDINGS\nGLASGOW 1996-08-31\nStandings ( tabulate under "
     "played , won , drawn , lost , goals for , against , points ) :\nRangers 4 3 1 0 10 2 10\nCeltic 4 2 2 0 "
     "9 4 8\nHibernian 4 2 1 1 6 5 7\nHearts 4 1 2 1 5 5 5",
     ["GLASGOW", "Rangers", "Celtic", "Hibernian", "Hearts"]),
    ("news", "CRICKET - ENGLAND V PAKISTAN SCOREBOARD\nLONDON 1996-08-22\nScoreboard on the first day of the third "
     "test between England and Pakistan at The Oval on Thursday :\nEngland first innings\nM. Atherton b Waqar "
     "Younis 31\nA. Stewart c Saeed Anwar b Mushtaq Ahmed 44\nN. Hussain lbw b Wasim Akram 12",
     ["ENGLAND", "PAKISTAN", "LONDON", "England", "Pakistan", "The Oval", "M. Atherton", "Waqar Younis",
      "A. Stewart", "Saeed Anwar", "Mushtaq Ahmed", "N. Hussain", "Wasim Akram"]),
    ("news", "NEW YORK 1996-08-22 - Shares of Bre-X Minerals Ltd rose 12 percent after the Calgary-based company "
     "said drilling at Busang in Indonesia had found more gold , analyst Egizio Bianchini of Nesbitt Burns "
     "said .",
     ["NEW YORK", "Bre-X Minerals Ltd", "Calgary", "Busang", "Indonesia", "Egizio Bianchini", "Nesbitt Burns"]),
    ("news", "WASHINGTON - Senate Majority Leader John Thune said on Tuesday that the chamber would vote on the "
     "bill next week . Democrats led by Chuck Schumer vowed to block it .",
     ["WASHINGTON", "Senate", "John Thune", "Chuck Schumer"]),
    ("news", "EXCLUSIVE: FORMER COUNCILLOR JAILED OVER £2M FRAUD AT WIGAN HOUSING FIRM\nFormer councillor Derek "
     "Ashcroft, 61, of Standish, was jailed for six years at Bolton Crown Court on Friday. The court heard he "
     "steered contracts to a firm run by his nephew, Lee Ashcroft.",
     ["WIGAN", "Derek Ashcroft", "Standish", "Bolton Crown Court", "Lee Ashcroft"]),
    ("clinical", "Record date: 2087-03-14\nMERCY MEDICAL CENTER\nReason for visit: f/u DM\nMr. Quinlan is a 67 yo man "
     "seen today with his wife Dorothy. He was last seen by Dr. Xiong on 1/22. Labs drawn at Lakeside Lab.\n"
     "Joseph T. Bender, MD\nJTB/kmr",
     ["2087-03-14", "MERCY MEDICAL CENTER", "Quinlan", "Dorothy", "Xiong", "1/22", "Lakeside Lab",
      "Joseph T. Bender", "JTB", "kmr"]),
    ("clinical", "0700-1900 RN NOTE: NEURO: A&O X3. RESP: LS CLEAR. CV: NSR 70S. GI: TOL PO. SOCIAL: DAUGHTER "
     "MAUREEN IN TO VISIT, WILL CALL SON IN ARIZONA. PLAN: D/C TO BAYVIEW REHAB AM.",
     ["MAUREEN", "ARIZONA", "BAYVIEW REHAB"]),
    ("clinical", "Pt is a 92 yo female from Sunrise Assisted Living in Brookline, brought in by EMS after a fall. "
     "PCP Dr. Okafor (617-555-0142). HCP is niece Ann Marie Doyle.",
     ["92", "Sunrise Assisted Living", "Brookline", "Okafor", "617-555-0142", "Ann Marie Doyle"]),
    ("clinical", "Discharged from physio at Kings Mill. Mrs Bhatt can now walk to the Co-op on Sutton Road with a "
     "stick. Husband Ramesh to drive her to hydro at Ashfield pool.",
     ["Kings Mill", "Bhatt", "Co-op", "Sutton Road", "Ramesh", "Ashfield"]),
    ("bio", "Chimamanda Ngozi Adichie (born 15 September 1977) is a Nigerian writer. Born in Enugu, she grew up in "
     "Nsukka, where her father worked at the University of Nigeria. She moved to the United States at 19 to "
     "study at Drexel University in Philadelphia.",
     ["Chimamanda Ngozi Adichie", "15 September 1977", "Enugu", "Nsukka", "University of Nigeria",
      "United States", "Drexel University", "Philadelphia"]),
    ("bio", "Mo Farah is a British long-distance runner. Born Hussein Abdi Kahin in Mogadishu, he moved to "
     "Hounslow aged eight and was coached by Alan Watkinson at Feltham Community College.",
     ["Mo Farah", "Hussein Abdi Kahin", "Mogadishu", "Hounslow", "Alan Watkinson", "Feltham Community College"]),
    ("bio", "Jacinda Ardern served as the 40th prime minister of New Zealand from 2017 to 2023 and as leader of the "
     "Labour Party. She grew up in Morrinsville and Murupara, and graduated from the University of Waikato.",
     ["Jacinda Ardern", "New Zealand", "Labour Party", "Morrinsville", "Murupara", "University of Waikato"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Madrid , 23 may ( EFE ) . El portavoz del PSOE en el Congreso , Patxi López , pidió hoy al Gobierno que "
         "explique la compra de acciones de Telefónica por la Sociedad Estatal de Participaciones Industriales ( "
         "SEPI ) .",
         ["Madrid", "EFE", "PSOE", "Congreso", "Patxi López", "Gobierno", "Telefónica",
          "Sociedad Estatal de Participaciones Industriales", "SEPI"]),
        ("Resultados de la jornada 12 : Real Betis 2 - Sevilla 2 ; Athletic Club 1 - Osasuna 0 ; Getafe 0 - "
         "Valencia 3 .",
         ["Real Betis", "Sevilla", "Athletic Club", "Osasuna", "Getafe", "Valencia"]),
    ],
    "nl": [
        ("De Antwerpse schepen Koen Kennis ( N-VA ) wil de Kennedytunnel renoveren . Volgens het Agentschap Wegen "
         "en Verkeer kost dat 60 miljoen euro , meldt De Standaard .",
         ["Koen Kennis", "N-VA", "Kennedytunnel", "Agentschap Wegen en Verkeer", "De Standaard"]),
        ("Ontslagbrief : dhr. De Smet ( 74 ) opgenomen op de afdeling cardiologie van het UZ Gent . Echtgenote "
         "Marleen aanwezig . Controle bij dr. Van Damme over zes weken .",
         ["De Smet", "UZ Gent", "Marleen", "Van Damme"]),
    ],
    "de": [
        ("Frankfurt/Main ( AP ) - Die Deutsche Bank will nach Angaben von Vorstandssprecher Hilmar Kopper im "
         "kommenden Jahr 2000 Stellen streichen . Der Betriebsrat kündigte Widerstand an , sagte Sprecherin "
         "Monika Brandt in Eschborn .",
         ["Frankfurt/Main", "AP", "Deutsche Bank", "Hilmar Kopper", "Monika Brandt", "Eschborn"]),
        ("FUSSBALL - 1. FC Köln - Borussia Dortmund 1:3 ( 0:2 ) . Tore : 0:1 Guirassy ( 12. ) , 0:2 Adeyemi ( "
         "40. ) , 1:2 Huseinbasic ( 61. ) , 1:3 Brandt ( 88. ) . Zuschauer : 50 000 .",
         ["1. FC Köln", "Borussia Dortmund", "Guirassy", "Adeyemi", "Huseinbasic", "Brandt"]),
    ],
    "it": [
        ("ROMA - Il ministro dell' Economia Giancarlo Giorgetti ha incontrato ieri a Palazzo Chigi i vertici di "
         "Unicredit e Intesa Sanpaolo . Lo riferisce l' ANSA .",
         ["ROMA", "Giancarlo Giorgetti", "Palazzo Chigi", "Unicredit", "Intesa Sanpaolo", "ANSA"]),
        ("ragazzi qualcuno conosce un buon meccanico a mestre ? la mia macchina fa un rumore strano , mio cugino "
         "luca dice che è la frizione",
         ["mestre", "luca"]),
    ],
    "fr": [
        ("PARIS , 4 juil ( Reuters ) - Le groupe Renault a annoncé jeudi la nomination de François Provost au "
         "poste de directeur général , en remplacement de Luca de Meo , parti chez Kering .",
         ["PARIS", "Reuters", "Renault", "François Provost", "Luca de Meo", "Kering"]),
        ("Mme Lefèvre , 91 ans , hospitalisée à l' hôpital Bichat pour chute . Son fils Thierry habite à "
         "Créteil . Suivie par le Dr Marchand .",
         ["Lefèvre", "Bichat", "Thierry", "Créteil", "Marchand"]),
    ],
    "pt": [
        ("BRASÍLIA , 10 out ( Reuters ) - O ministro Fernando Haddad disse nesta quinta-feira que o Banco Central "
         "e a Petrobras vão discutir o preço dos combustíveis .",
         ["BRASÍLIA", "Reuters", "Fernando Haddad", "Banco Central", "Petrobras"]),
        ("alguém recomenda um dentista no porto ? a minha prima joana partiu um dente",
         ["porto", "joana"]),
    ],
}
