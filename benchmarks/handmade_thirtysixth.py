"""A thirty-sixth hand-written set, written on 2026-11-28 after the thirty-fifth set's rules, and scored once
before any rule looked at it. In the shapes of the kinds the held-out sets hold: posts (a neighbourhood group
appeal, a lower-case gig post with a band, a review thread with a handle, a chat export, a forum reply quoting
a name in another script), agency copy (a cycling results table, an election return, a cricket scorecard line,
a court story, a company story with an office, a headline in capitals), notes (a capitals nursing note with a
pager, a lower-case home visit, an ambulance handover, a clinic letter with a date without a year, a
safeguarding note), three encyclopedia entries; and in Spanish, Dutch, German, Italian, French and Portuguese
agency copy beside a note or a post.

The same conventions as ``handmade_thirtyfifth.py`` (a band, a party and a union are groups and count;
works, honours, competitions, products and nationalities do not; a title such as ``Sir`` is not part of a
name). ``handmade_devset.py --thirtysixth`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Anyone in Headingley seen a grey cat with a red collar? Answers to Pickle. Went missing from "
     "Cardigan Road on Tuesday night. Message me or Priya on here, thanks x",
     ["Headingley", "Cardigan Road", "Priya"]),
    ("social", "saw the snuts at barrowland last night and honestly best gig of the year. jack's voice was "
     "unreal. going again in glasgow in march with my sister ellie",
     ["the snuts", "barrowland", "jack", "glasgow", "ellie"]),
    ("social", "@CornishPastyCo your Truro shop charged me twice on Saturday and nobody answers the phone. "
     "Order ref is on my receipt, Kate at the till was lovely though",
     ["@CornishPastyCo", "Truro", "Kate"]),
    ("social", "[12/03/2024, 19:41] Mum: Is Rhys coming to Nan's on Sunday?\n[12/03/2024, 19:43] Bethan: yes "
     "he's driving up from Swansea with Ffion",
     ["Rhys", "Bethan", "Swansea", "Ffion"]),
    ("social", "> Quoting Dimitris: the owner Γιώργος Παπαδόπουλος said they reopen in May\nThat's the taverna "
     "on Ermou Street in Athens right? We went with Nikos last summer",
     ["Dimitris", "Γιώργος Παπαδόπουλος", "Ermou Street", "Athens", "Nikos"]),
    ("news", "CYCLING - TOUR OF BRITAIN STAGE RESULTS\nKENDAL , England 1996-09-06\nResults of the fifth stage "
     ":\n1. Jens Voigt ( Germany ) Gan 4 hours 12 minutes 08 seconds\n2. Max Sciandri ( Britain ) MG 2 seconds "
     "behind\n3. Chris Boardman ( Britain ) Gan same time",
     ["KENDAL", "England", "Jens Voigt", "Germany", "Gan", "Max Sciandri", "Britain", "MG", "Chris Boardman"]),
    ("news", "BY-ELECTION RESULT : Kingswood ward\nSarah Holloway ( Lib Dem ) 1,412\nTom Eccles ( Con ) 987\n"
     "Amir Rahman ( Lab ) 640\nTurnout 31 per cent . Lib Dem gain from Con .",
     ["Kingswood", "Sarah Holloway", "Lib Dem", "Tom Eccles", "Con", "Amir Rahman", "Lab"]),
    ("news", "Yorkshire 312 ( Root 104 , Bairstow 58 ; Anderson 4-61 ) v Lancashire at Headingley .",
     ["Yorkshire", "Root", "Bairstow", "Anderson", "Lancashire", "Headingley"]),
    ("news", "A 34-year-old man from Wrexham , Gareth Lloyd , was jailed for six years at Mold Crown Court on "
     "Thursday for a string of burglaries . Judge Rhys Rowlands said the victims had been left terrified .",
     ["Wrexham", "Gareth Lloyd", "Mold Crown Court", "Rhys Rowlands"]),
    ("news", "Shares in Rolls-Royce rose 4 per cent after chief executive Tufan Erginbilgic told investors in "
     "London that the Derby engine plant would hire 500 staff .",
     ["Rolls-Royce", "Tufan Erginbilgic", "London", "Derby"]),
    ("news", "TENNIS - SELES BEATS HINGIS TO REACH FINAL\nTOKYO 1996-09-14\nMonica Seles beat Martina Hingis "
     "6-2 6-4 on Saturday to reach the final of the Toray Pan Pacific Open .",
     ["SELES", "HINGIS", "TOKYO", "Monica Seles", "Martina Hingis"]),
    ("news", "The Secretary of State for Wales , Jo Stevens , visited Port Talbot on Friday to meet Tata Steel "
     "workers and officials from the Community union .",
     ["Jo Stevens", "Port Talbot", "Tata Steel", "Community"]),
    ("clinical", "NIGHT NOTE 02:10: PT SETTLED AFTER PRN ORAMORPH. SATS 94% RA. DAUGHTER LINDA CALLED, UPDATED. "
     "SHO DR MENSAH BLEEP 4417 AWARE OF LOW UO.",
     ["LINDA", "MENSAH", "4417"]),
    ("clinical", "hv to mrs o'connell in stockport, lives alone, son kevin visits weekends. bp 148/82, ankles "
     "swollen. discussed with gp dr hussain, for review 4/2.",
     ["o'connell", "stockport", "kevin", "hussain", "4/2"]),
    ("clinical", "Ambulance handover: 71F found on floor at home, Flat 3 Beech Court, Hove. Neighbour Mr Dawson "
     "called 999. GCS 15, ?NOF L hip. Daughter Claire en route, tel 07700 900461.",
     ["Flat 3 Beech Court", "Hove", "Dawson", "Claire", "07700 900461"]),
    ("clinical", "Dear Dr Fitzgerald,\nRe: Harold Jenkins, DOB 03/05/1931, NHS 943 476 5919\nI saw this 93 "
     "year old gentleman in the Falls Clinic at Musgrove Park Hospital on 14/6.\nYours sincerely,\nDr A "
     "Whitfield, Consultant Geriatrician",
     ["Fitzgerald", "Harold Jenkins", "03/05/1931", "943 476 5919", "93", "Musgrove Park Hospital", "14/6",
      "A Whitfield"]),
    ("clinical", "Safeguarding: child (Leo, 6) attends Oakfield Primary. Mother Stacey Burns disclosed DV by "
     "partner Wayne. Referral made to Bolton MASH 10/10, SW Amanda Clarke allocated.",
     ["Leo", "Oakfield Primary", "Stacey Burns", "Wayne", "Bolton", "10/10", "Amanda Clarke"]),
    ("clinical", "ICU day 3. Intubated, on noradrenaline. Wife Maureen and brother Desmond visited, plan "
     "discussed by Dr Abernethy. ABG improving, CXR unchanged.",
     ["Maureen", "Desmond", "Abernethy"]),
    ("bio", "Wangari Maathai (1 April 1940 – 25 September 2011) was a Kenyan environmental activist. Born in "
     "Ihithe, she studied at Mount St. Scholastica College in Kansas and founded the Green Belt Movement.",
     ["Wangari Maathai", "1 April 1940", "25 September 2011", "Ihithe", "Mount St. Scholastica College",
      "Kansas", "Green Belt Movement"]),
    ("bio", "Tove Jansson was born in Helsinki to the sculptor Viktor Jansson and the illustrator Signe "
     "Hammarsten-Jansson. She spent her summers on Klovharu with her partner Tuulikki Pietilä.",
     ["Tove Jansson", "Helsinki", "Viktor Jansson", "Signe Hammarsten-Jansson", "Klovharu",
      "Tuulikki Pietilä"]),
    ("bio", "Sir Lenny Henry (born 29 August 1958) is a British comedian from Dudley. He co-founded Comic "
     "Relief with Richard Curtis in 1985 and was married to Dawn French.",
     ["Lenny Henry", "29 August 1958", "Dudley", "Comic Relief", "Richard Curtis", "Dawn French"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("SEVILLA , 14 mar ( EFE ) .- El alcalde de Sevilla , José Luis Sanz , y el consejero de Salud , "
         "Antonio Sanz , visitaron este jueves el Hospital Virgen del Rocío .",
         ["SEVILLA", "EFE", "Sevilla", "José Luis Sanz", "Antonio Sanz", "Hospital Virgen del Rocío"]),
        ("alguien sabe si el mercadona de la calle alcalá abre el domingo? mi primo javi dice que sí",
         ["mercadona", "calle alcalá", "javi"]),
    ],
    "nl": [
        ("UTRECHT ( ANP ) - Ajax heeft trainer Francesco Farioli aangesteld . Directeur Alex Kroes maakte "
         "dat woensdag bekend in Amsterdam .",
         ["UTRECHT", "ANP", "Ajax", "Francesco Farioli", "Alex Kroes", "Amsterdam"]),
        ("Overdracht : mevrouw De Groot heeft goed geslapen . Haar dochter Ingrid belt morgen vanuit Zwolle . "
         "Dr. Visser inlichten bij koorts .",
         ["De Groot", "Ingrid", "Zwolle", "Visser"]),
    ],
    "de": [
        ("MÜNCHEN ( dpa ) - Der FC Bayern hat Vincent Kompany als Trainer vorgestellt . Vorstandschef Jan-"
         "Christian Dreesen sprach von einem Neuanfang .",
         ["MÜNCHEN", "dpa", "FC Bayern", "Vincent Kompany", "Jan-Christian Dreesen"]),
        ("weiß jemand ob der edeka in der sonnenallee sonntags auf hat? meine mitbewohnerin lena meint ja",
         ["edeka", "sonnenallee", "lena"]),
    ],
    "it": [
        ("TORINO - La Juventus ha esonerato l' allenatore Thiago Motta . Lo ha annunciato il direttore "
         "Cristiano Giuntoli in una nota diffusa a Torino .",
         ["TORINO", "Juventus", "Thiago Motta", "Cristiano Giuntoli", "Torino"]),
        ("Consegna : la signora Bianchi ha riposato bene . Il figlio Marco chiamerà domani da Bergamo . "
         "Avvisare il dott. Ferri se febbre .",
         ["Bianchi", "Marco", "Bergamo", "Ferri"]),
    ],
    "fr": [
        ("MARSEILLE ( AFP ) - Le maire de Marseille , Benoît Payan , a inauguré mardi la nouvelle ligne de "
         "tramway avec la présidente de la Métropole , Martine Vassal .",
         ["MARSEILLE", "AFP", "Marseille", "Benoît Payan", "Martine Vassal"]),
        ("qqn sait si le carrefour de la part-dieu est ouvert dimanche ? ma coloc camille dit que oui",
         ["carrefour", "part-dieu", "camille"]),
    ],
    "pt": [
        ("PORTO , 5 jun ( Lusa ) - O presidente do FC Porto , André Villas-Boas , apresentou hoje no Dragão o "
         "novo treinador Vítor Bruno .",
         ["PORTO", "Lusa", "FC Porto", "André Villas-Boas", "Dragão", "Vítor Bruno"]),
        ("Passagem de turno : o senhor Ferreira dormiu bem . A filha Rita liga amanhã de Braga . Avisar o "
         "Dr. Monteiro se febre .",
         ["Ferreira", "Rita", "Braga", "Monteiro"]),
    ],
}
