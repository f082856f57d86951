"""A thirty-fourth hand-written set, written on 2026-11-28 after the thirty-third set's rules, and scored once
before any rule looked at it. In the shapes of the kinds the held-out sets hold: posts in lower case with
handles and hashtags, a quote-post, a marketplace listing, a gig review; agency copy (a tennis results list,
a cricket scoreboard line, an election count, a headline in capitals, a company and a court story); a
nursing note in capitals with a pager, a lower-case night note, an ICU flowsheet line, a clinic letter with a
date without a year; three encyclopedia entries; and in Spanish, Dutch, German, Italian, French and
Portuguese agency copy beside a note or a post.

The same conventions as ``handmade_thirtythird.py`` (a band, a party and a union are groups and count;
works, honours, competitions, products and nationalities do not; a title such as ``Sir`` is not part of a
name). ``handmade_devset.py --thirtyfourth`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "cannot believe @liam_obrien93 dragged me to see the snuts in glasgow on a school night 😭 worth it "
     "tho #barrowland",
     ["@liam_obrien93", "the snuts", "glasgow"]),
    ("social", "Selling: kids bike, barely used, collection from Chorlton only. £40 ono. Message Priya on 07700 "
     "900123 after 6pm",
     ["Chorlton", "Priya", "07700 900123"]),
    ("social", "this. 👇 \"@NHSEngland: Pharmacies in Leeds and Bradford will stay open over the bank holiday\" "
     "finally some good news",
     ["@NHSEngland", "Leeds", "Bradford"]),
    ("social", "anyone else's tesco in clapham junction completely out of oat milk?? third week running smh",
     ["tesco", "clapham junction"]),
    ("social", "Saw Fontaines D.C. at the Olympia last night, Grian Chatten barely said a word between songs but "
     "the crowd didn't care. Dublin loves them.",
     ["Fontaines D.C.", "Olympia", "Grian Chatten", "Dublin"]),
    ("social", "huge thanks to nurse abi on ward 12 at the royal free who sat with my dad all night ❤️ you're a "
     "legend",
     ["abi", "royal free"]),
    ("news", "TENNIS - RESULTS AT CANADIAN OPEN\nTORONTO 1996-07-26\nResults from the Canadian Open tennis "
     "championships on Friday ( prefix number denotes seeding ) :\nQuarter-finals\n1 - Thomas Muster ( Austria ) "
     "beat Daniel Vacek ( Czech Republic ) 6-3 6-4\nTodd Woodbridge ( Australia ) beat 6 - MaliVai Washington "
     "( U.S. ) 7-6 ( 7-4 ) 6-2",
     ["TORONTO", "Thomas Muster", "Austria", "Daniel Vacek", "Czech Republic", "Todd Woodbridge", "Australia",
      "MaliVai Washington", "U.S."]),
    ("news", "CRICKET - ENGLAND V PAKISTAN SCOREBOARD\nLONDON 1996-08-22\nScoreboard on the first day of the third "
     "test at The Oval :\nEngland first innings\nM. Atherton b Waqar Younis 31\nA. Stewart c Inzamam-ul-Haq b "
     "Mushtaq Ahmed 44",
     ["ENGLAND", "PAKISTAN", "LONDON", "The Oval", "England", "M. Atherton", "Waqar Younis", "A. Stewart",
      "Inzamam-ul-Haq", "Mushtaq Ahmed"]),
    ("news", "Final results in the Hartlepool by-election : Jill Mortimer ( Conservative ) 15,529 , Paul "
     "Williams ( Labour ) 8,589 , Thelma Walker ( Northern Independence ) 250 . Turnout 42.7 percent .",
     ["Hartlepool", "Jill Mortimer", "Conservative", "Paul Williams", "Labour", "Thelma Walker",
      "Northern Independence"]),
    ("news", "MARKETS - TOKYO STOCKS CLOSE HIGHER ON SONY GAINS\nTOKYO 1996-09-02\nShares in Sony Corp rose 3.1 "
     "percent after the company said its Walkman sales in Europe beat forecasts , traders at Nomura Securities "
     "said .",
     ["TOKYO", "SONY", "Sony Corp", "Europe", "Nomura Securities"]),
    ("news", "Unilever said on Thursday its chief executive Alan Jope would retire at the end of the year . The "
     "London-listed group , which makes Dove soap and Hellmann's mayonnaise , named no successor .",
     ["Unilever", "Alan Jope", "London"]),
    ("news", "A former care worker from Wrexham was cleared at Mold Crown Court on Friday of stealing from an "
     "elderly resident . Recorder Simon Mills told Bethan Owen-Hughes , 52 , she was free to go .",
     ["Wrexham", "Mold Crown Court", "Simon Mills", "Bethan Owen-Hughes"]),
    ("clinical", "NEURO: ALERT, ORIENTED X3. RESP: LS CLEAR, ON 2L NC. SON DAVID CALLED AT 2100, UPDATED BY RN. "
     "DR. SCHWARTZ PAGED (PAGER 5567) RE: K 3.1, REPLETED. PLAN: ECHO TOMORROW, F/U W/ DR. NGUYEN IN CARDIOLOGY.",
     ["DAVID", "SCHWARTZ", "5567", "NGUYEN"]),
    ("clinical", "night shift: pt slept well, no c/o pain. wife margaret rang at 0300 worried, reassured. "
     "transferred to st luke's from dewsbury district on 14/6. for ot assessment am.",
     ["margaret", "st luke's", "dewsbury district", "14/6"]),
    ("clinical", "0800 HR 88 BP 132/74 SpO2 97% on RA. Seen by Dr Mehta (reg) and Dr Castillo. Bloods sent. "
     "Daughter Rosa Delgado contact 555-0182.",
     ["Mehta", "Castillo", "Rosa Delgado", "555-0182"]),
    ("clinical", "Dear Dr Fairbairn,\nRe: Mrs Agnes McLeod, DOB 02/04/1931, NHS no 943 476 5919\nI saw this "
     "92 year old lady in the Falls Clinic at Ninewells on 3 March. She lives alone in Broughty Ferry.\nYours "
     "sincerely,\nDr K. Abernethy",
     ["Fairbairn", "Agnes McLeod", "02/04/1931", "943 476 5919", "92", "Falls Clinic", "Ninewells", "3 March",
      "Broughty Ferry", "K. Abernethy"]),
    ("clinical", "Pt c/o CP radiating to L arm since 0400. EKG NSR, trop pending. PMH: HTN, DM2, CABG 2009 at "
     "Lahey. Lives with husband Ray in Peabody, MA. PCP Dr. Sullivan-Grant.",
     ["Lahey", "Ray", "Peabody", "MA", "Sullivan-Grant"]),
    ("bio", "Wangari Muta Maathai (1 April 1940 – 25 September 2011) was a Kenyan environmental activist. Born in "
     "Ihithe, she studied at Mount St. Scholastica College in Kansas and founded the Green Belt Movement in 1977.",
     ["Wangari Muta Maathai", "1 April 1940", "25 September 2011", "Ihithe", "Mount St. Scholastica College",
      "Kansas", "Green Belt Movement", "1977"]),
    ("bio", "Ólafur Arnalds is an Icelandic multi-instrumentalist from Mosfellsbær. He played drums in the "
     "hardcore bands Fighting Shit and Celestine before signing to Erased Tapes Records in London.",
     ["Ólafur Arnalds", "Mosfellsbær", "Fighting Shit", "Celestine", "Erased Tapes Records", "London"]),
    ("bio", "Juan Manuel Fangio was born in Balcarce, Buenos Aires Province, in 1911. He drove for Alfa Romeo, "
     "Ferrari and Maserati, and married Andrea Berruet in 1941.",
     ["Juan Manuel Fangio", "Balcarce", "Buenos Aires Province", "1911", "Alfa Romeo", "Ferrari", "Maserati",
      "Andrea Berruet", "1941"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("SEVILLA , 3 may ( EFE ) .- El alcalde de Sevilla , José Luis Sanz , inauguró hoy el nuevo centro de "
         "salud de Triana junto a la consejera Catalina García .",
         ["SEVILLA", "EFE", "Sevilla", "José Luis Sanz", "Triana", "Catalina García"]),
        ("alguien sabe si el mercadona de la calle alcalá abre los domingos? mi vecina lucía dice que sí pero no "
         "me fío",
         ["mercadona", "calle alcalá", "lucía"]),
    ],
    "nl": [
        ("EINDHOVEN ( ANP ) - PSV heeft de Mexicaanse aanvaller Hirving Lozano vastgelegd . Technisch directeur "
         "Marcel Brands bevestigde de transfer vrijdag .",
         ["EINDHOVEN", "ANP", "PSV", "Hirving Lozano", "Marcel Brands"]),
        ("Overdracht : mevrouw Bakker-Visser heeft goed geslapen . Zoon Pieter komt morgen uit Groningen . "
         "Huisarts dokter Van den Berg gebeld over medicatie .",
         ["Bakker-Visser", "Pieter", "Groningen", "Van den Berg"]),
    ],
    "de": [
        ("MÜNCHEN ( Reuters ) - Siemens-Chef Roland Busch hat am Dienstag in München einen Stellenabbau bei der "
         "Tochter Siemens Energy angekündigt .",
         ["MÜNCHEN", "Reuters", "Siemens", "Roland Busch", "München", "Siemens Energy"]),
        ("weiß jemand ob der edeka in der schillerstraße noch bis 22 uhr offen hat? meine mitbewohnerin jana "
         "braucht dringend milch",
         ["edeka", "schillerstraße", "jana"]),
    ],
    "it": [
        ("MILANO - Il presidente dell' Inter Steven Zhang ha incontrato ieri a Milano l' allenatore Simone "
         "Inzaghi per discutere del mercato estivo .",
         ["MILANO", "Inter", "Steven Zhang", "Milano", "Simone Inzaghi"]),
        ("Consegna : la signora Esposito ha riposato bene . Il figlio Marco chiamerà domani da Torino . Avvisare "
         "il dott. Ferraro se febbre .",
         ["Esposito", "Marco", "Torino", "Ferraro"]),
    ],
    "fr": [
        ("MARSEILLE ( AFP ) - Le maire de Marseille Benoît Payan a reçu jeudi la ministre Amélie de Montchalin "
         "à l' Hôtel de Ville .",
         ["MARSEILLE", "AFP", "Marseille", "Benoît Payan", "Amélie de Montchalin", "Hôtel de Ville"]),
        ("qqn connait un bon kiné vers la croix-rousse ? ma pote camille en cherche un depuis des semaines",
         ["la croix-rousse", "camille"]),
    ],
    "pt": [
        ("PORTO , 7 jun ( Lusa ) - O treinador do FC Porto , Sérgio Conceição , disse hoje no Porto que a equipa "
         "está pronta para a final .",
         ["PORTO", "Lusa", "FC Porto", "Sérgio Conceição", "Porto"]),
        ("Passagem de turno : o senhor Carvalho dormiu bem . A filha Ana Paula liga amanhã de Coimbra . Avisar "
         "a Dra. Pires se febre .",
         ["Carvalho", "Ana Paula", "Coimbra", "Pires"]),
    ],
}
