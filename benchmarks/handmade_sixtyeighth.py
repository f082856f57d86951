"""A sixty-eighth hand-written set, written on 2026-12-06 after the sixty-seventh set's rules, and scored once
before any rule looked at it. Formats a user pastes whole: a chat exported with its timestamps and senders,
a professional network's post, a neighbourhood forum, a court list, a politics story full of places that
stand for governments ("No 10", "Whitehall"), a transfer story by clubs' nicknames, a weather warning by
counties; a radiology report's header, a pharmacy note, a mental-health note by initials, an ambulance
report; a footballer's career list, an MP's biography. Per language a chat export or a post, and a letter's
header or a court's ruling.

The same conventions as ``handmade_sixtyseventh.py`` (groups, teams and their nicknames, parties, firms,
shops, councils, courts, agencies and buildings that stand for a government count; works, products,
events, offices, prizes, programmes, diseases, drugs and nationalities do not; titles and kinship words are
not part of a name; in notes, letters, messages, chats and biographies, dates, times of a chat's messages
do not but dates do, phones, e-mail addresses, record numbers, addresses, postcodes and ages over 89
count). ``handmade_devset.py --sixtyeighth`` scores them; their first score is kept in
``benchmarks/results/handmade_sixtyeighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYEIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "[12/03/2024, 09:15:22] Sam Patel: running late, train stuck at Clapham Junction\n[12/03/2024, "
     "09:16:40] Chloe O'Neill: no worries, we'll start without you. Room 4B at Aldgate Tower",
     ["12/03/2024", "Sam Patel", "Clapham Junction", "Chloe O'Neill", "Aldgate Tower"]),
    ("social", "Thrilled to share that I've joined Deloitte as a Senior Consultant in their Manchester office! "
     "Huge thanks to my mentors at KPMG, especially Rachel Obi. #NewBeginnings",
     ["Deloitte", "Manchester", "KPMG", "Rachel Obi"]),
    ("social", "Has anyone else had their bins missed on Thornfield Avenue? Rang Calderdale Council twice, "
     "no one from Biffa has turned up since the 3rd",
     ["Thornfield Avenue", "Calderdale Council", "Biffa"]),
    ("news", "Downing Street said No 10 had not been consulted, while Whitehall sources told the BBC that the "
     "Treasury would block the plan backed by Sir Ed Davey and the Lib Dems .",
     ["Downing Street", "No 10", "Whitehall", "BBC", "Treasury", "Ed Davey", "Lib Dems"]),
    ("news", "Spurs have agreed a £40m fee with Bayer Leverkusen for the midfielder , but the Gunners remain "
     "interested , according to Sky Sports .",
     ["Spurs", "Bayer Leverkusen", "Gunners", "Sky Sports"]),
    ("news", "The Met Office has issued an amber warning for snow across Cumbria , North Yorkshire and County "
     "Durham , with Tebay and Shap expected to be cut off .",
     ["Met Office", "Cumbria", "North Yorkshire", "County Durham", "Tebay", "Shap"]),
    ("news", "Leeds Crown Court , Court 3 , before HHJ Batty : R v Dwayne Mortimer ( 27 , of Armley ) , "
     "dangerous driving , adjourned to 14 January .",
     ["Leeds Crown Court", "Batty", "Dwayne Mortimer", "Armley"]),
    ("clinical", "CT HEAD WITHOUT CONTRAST\nPatient: KOWALCZYK, Anna  DOB: 22/11/1946  MRN: 00482913\n"
     "Referrer: Dr S Mahmood, Stroke Unit, Royal Preston Hospital\nFindings: no acute haemorrhage.",
     ["KOWALCZYK", "Anna", "22/11/1946", "00482913", "S Mahmood", "Royal Preston Hospital"]),
    ("clinical", "Pharmacy: spoke to pt's wife Brenda re blister pack, collects from Boots Hessle Road on "
     "Fridays. Tel 01482 555 761.",
     ["Brenda", "Boots", "Hessle Road", "01482 555 761"]),
    ("clinical", "MH review: JB (b. 1988) seen with CPN Marcus at Lakeside House. Lives with partner Tom in "
     "Goole. Denies SI.",
     ["JB", "1988", "Marcus", "Lakeside House", "Tom", "Goole"]),
    ("clinical", "PRF 4471: 78M fall at home, 12 Wren Close, Bideford EX39 3QR. Conveyed to North Devon "
     "District Hospital. Daughter Kim on scene.",
     ["12 Wren Close", "Bideford", "EX39 3QR", "North Devon District Hospital", "Kim"]),
    ("bio", "Career: Bristol City (2014-2017), Cheltenham Town (loan, 2016), Hibernian (2017-2020), "
     "Portsmouth (2020-). Born in Weston-super-Mare, 4 May 1996.",
     ["Bristol City", "2014", "2017", "Cheltenham Town", "2016", "Hibernian", "2020", "Portsmouth",
      "Weston-super-Mare", "4 May 1996"]),
    ("bio", "Fatima Hussain has been the Labour MP for Bradford East since 2024. Before entering Parliament she "
     "was a solicitor at Irwin Mitchell and a councillor in Keighley.",
     ["Fatima Hussain", "Labour", "Bradford East", "2024", "Irwin Mitchell", "Keighley"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYEIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("[14/02/24, 21:03] Lucía Romero: estoy en el Mercadona de la avenida de Burgos , ¿ compro algo ?\n"
            "[14/02/24, 21:05] Javi: pan y leche , gracias",
            ["14/02/24", "Lucía Romero", "Mercadona", "Burgos", "Javi"]),
           ("Juzgado de lo Penal n.º 2 de Murcia . Sentencia 112/2023 . Acusado : Ginés Navarro Pardo , "
            "vecino de Molina de Segura .",
            ["Juzgado de lo Penal n.º 2 de Murcia", "Ginés Navarro Pardo", "Molina de Segura"])],
    "nl": [("Blij te melden dat ik bij Rabobank ben begonnen als data-analist in Utrecht ! Dank aan mijn "
            "collega's bij ING , vooral Sanne Visser .",
            ["Rabobank", "Utrecht", "ING", "Sanne Visser"]),
           ("ECLI:NL:RBAMS:2023:4412 . De rechtbank Amsterdam veroordeelt verdachte Kevin B. ( 31 ) uit "
            "Zaandam tot een taakstraf .",
            ["Amsterdam", "Kevin B.", "Zaandam"])],
    "de": [("[03.05.24, 18:22] Jonas Weber: Bin am Hauptbahnhof Köln , wo seid ihr ?\n[03.05.24, 18:23] "
            "Mia: im Früh am Dom , hinten links",
            ["03.05.24", "Jonas Weber", "Köln", "Mia", "Früh am Dom"]),
           ("Arztbrief\nPatientin : Ingrid Hoffmann , geb. 02.09.1939\nStation 4B , Klinikum Ingolstadt\n"
            "Hausarzt : Dr. med. Peter Lang , Gaimersheim",
            ["Ingrid Hoffmann", "02.09.1939", "Klinikum Ingolstadt", "Peter Lang", "Gaimersheim"])],
    "it": [("Felice di annunciare che da lunedì lavoro in Enel a Roma come ingegnera ! Grazie a tutto il team di "
            "Leonardo , in particolare a Francesca Gallo .",
            ["Enel", "Roma", "Leonardo", "Francesca Gallo"]),
           ("Tribunale di Torino , sezione penale . Imputato : Davide Ferraris , residente a Moncalieri , via "
            "Roma 12 .",
            ["Tribunale di Torino", "Davide Ferraris", "Moncalieri", "Roma 12"])],
    "fr": [("[21/06/2024 à 22:41] Camille Bernard : on est devant le Bataclan , tu arrives ?\n[21/06/2024 à "
            "22:43] Hugo : 5 min , je suis à Oberkampf",
            ["21/06/2024", "Camille Bernard", "Bataclan", "Hugo", "Oberkampf"]),
           ("Tribunal correctionnel de Bobigny . Le prévenu , Yanis M. , 24 ans , demeurant à Montreuil , est "
            "condamné à six mois avec sursis .",
            ["Tribunal correctionnel de Bobigny", "Yanis M.", "Montreuil"])],
    "pt": [("Alguém sabe se a farmácia Holon da Rua Direita ainda está aberta ? A minha mãe precisa da receita "
            "do Dr. Tiago Reis",
            ["Holon", "Rua Direita", "Tiago Reis"]),
           ("Tribunal Judicial da Comarca de Braga . Arguido : Rui Manuel Costa , residente em Barcelos , "
            "condenado a pena suspensa .",
            ["Tribunal Judicial da Comarca de Braga", "Rui Manuel Costa", "Barcelos"])],
}
