"""A thirty-fifth hand-written set, written on 2026-11-28 after the thirty-fourth set's rules, and scored once
before any rule looked at it. In the shapes of the kinds the held-out sets hold: posts (a lower-case rant with
a subreddit, a thread reply with a handle, a lost-dog appeal, a wedding post, a review of a takeaway), agency
copy (a golf leaderboard, a basketball standings table, a boxing result, a shipping story, a political story
with an office, an obituary paragraph, a headline in capitals), notes (a capitals handover with a phone after
``H:``, a lower-case community-nurse visit, a triage line, a discharge summary with a date without a year),
three encyclopedia entries; and in Spanish, Dutch, German, Italian, French and Portuguese agency copy beside
a note or a post.

The same conventions as ``handmade_thirtyfourth.py`` (a band, a party and a union are groups and count;
works, honours, competitions, products and nationalities do not; a title such as ``Sir`` is not part of a
name). ``handmade_devset.py --thirtyfifth`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "r/leeds is the council ever going to fix the potholes on kirkstall road or do we just live like "
     "this now. asked my mate dan and he says it's been 3 years",
     ["r/leeds", "kirkstall road", "dan"]),
    ("social", "@hannah_k_writes honestly the best thing about the new Waterstones in Bath is the café upstairs, "
     "went with Tom on saturday",
     ["@hannah_k_writes", "Waterstones", "Bath", "Tom"]),
    ("social", "LOST DOG - Biscuit, a small brown terrier, last seen near Roundhay Park on Sunday evening. "
     "Please call Gemma on 07911 123456 if you see him!!",
     ["Roundhay Park", "Gemma", "07911 123456"]),
    ("social", "congrats to my cousin aisling and her new husband ciaran who got married in kilkenny yesterday 💍 "
     "what a day",
     ["aisling", "ciaran", "kilkenny"]),
    ("social", "Ordered from Dishoom in Shoreditch via Deliveroo, 2 hours late and the naan was cold. Never "
     "again. Sorry Dishoom.",
     ["Dishoom", "Shoreditch", "Deliveroo"]),
    ("social", "Replying to @MetOffice so is it going to snow in aberdeen or not?? my kids have been asking "
     "since monday",
     ["@MetOffice", "aberdeen"]),
    ("news", "GOLF - SCORES AFTER SECOND ROUND OF BRITISH MASTERS\nNOTTINGHAM , England 1996-08-30\nLeading "
     "second round scores on Friday ( GB and Ireland unless stated ) :\n132 Robert Allenby ( Australia ) 69 63\n"
     "134 Paul Broadhurst 66 68 , Costantino Rocca ( Italy ) 67 67",
     ["NOTTINGHAM", "England", "GB", "Ireland", "Robert Allenby", "Australia", "Paul Broadhurst",
      "Costantino Rocca", "Italy"]),
    ("news", "BASKETBALL - NBA STANDINGS\nNEW YORK 1996-12-03\nEASTERN CONFERENCE\nATLANTIC DIVISION\n"
     "W L PCT GB\nMIAMI 13 4 .765 -\nNEW YORK 11 5 .688 1 1/2\nORLANDO 7 8 .467 5",
     ["NBA", "NEW YORK", "MIAMI", "ORLANDO"]),
    ("news", "Former world champion Ricky Hatton's stablemate Jamie Moore stopped Spain's Javier Castillejo in "
     "the seventh round at the MEN Arena in Manchester on Saturday .",
     ["Ricky Hatton", "Jamie Moore", "Spain", "Javier Castillejo", "MEN Arena", "Manchester"]),
    ("news", "Maersk Line said on Monday one of its container ships , the Maersk Kendal , ran aground off "
     "Singapore . No one was hurt , a spokesman for the Maritime and Port Authority of Singapore said .",
     ["Maersk Line", "Maersk Kendal", "Singapore", "Maritime and Port Authority of Singapore"]),
    ("news", "The Minister for Housing , Darragh O'Brien , told the Dail on Tuesday that Dublin City Council "
     "would build 1,200 homes in Ballymun and Finglas by 2026 .",
     ["Darragh O'Brien", "Dail", "Dublin City Council", "Ballymun", "Finglas"]),
    ("news", "Margaret Ellison , who ran the village post office in Much Wenlock for 41 years , has died aged "
     "93 . She is survived by her son Graham .",
     ["Margaret Ellison", "Much Wenlock", "Graham"]),
    ("news", "SOCCER - CELTIC SIGN DANISH STRIKER\nGLASGOW 1996-07-15\nCeltic have signed Danish international "
     "striker Morten Wieghorst from Dundee for 600,000 pounds , the Scottish club said on Monday .",
     ["CELTIC", "GLASGOW", "Celtic", "Morten Wieghorst", "Dundee"]),
    ("clinical", "HANDOVER: 84YO F, ADM VIA ED WITH FALL AT HOME. NOK DAUGHTER SUSAN PRICE H: 0161 496 0734. "
     "GP DR OKAFOR, WYTHENSHAWE. FOR PT/OT REVIEW MONDAY.",
     ["SUSAN PRICE", "0161 496 0734", "OKAFOR", "WYTHENSHAWE"]),
    ("clinical", "visited mr patel at home in harehills, dressing changed to L shin, wound healing well. wife "
     "meena present. next visit thurs, dn joanne to cover.",
     ["patel", "harehills", "meena", "joanne"]),
    ("clinical", "Triage 14:32 - 27M, fell off bike on Clifton Down, ?# R wrist. Brought in by friend Oliver "
     "Grant. Seen by ENP Walsh.",
     ["Clifton Down", "Oliver Grant", "Walsh"]),
    ("clinical", "DISCHARGE SUMMARY\nPatient: Edward Thornton  MRN: 40019283\nAdmitted 2/11, discharged 9/11 "
     "from Ward 7B, Royal Derby Hospital.\nFollow up with Mr Singh (urology) in 6 weeks.",
     ["Edward Thornton", "40019283", "2/11", "9/11", "Royal Derby Hospital", "Singh"]),
    ("clinical", "pt is a 96 yo retired farmer from Ludlow, lives with son Geoff. Hx AF on apixaban, "
     "CKD3. Seen by Dr. Kowalczyk 11/3.",
     ["96", "Ludlow", "Geoff", "Kowalczyk", "11/3"]),
    ("bio", "Chimamanda Ngozi Adichie (born 15 September 1977) is a Nigerian writer. She grew up in Nsukka, "
     "studied at Drexel University in Philadelphia and later at Yale University.",
     ["Chimamanda Ngozi Adichie", "15 September 1977", "Nsukka", "Drexel University", "Philadelphia",
      "Yale University"]),
    ("bio", "Kiri Te Kanawa was born in Gisborne in 1944 and was adopted by Thomas and Nell Te Kanawa. She "
     "studied with Dame Vera Rosza at the London Opera Centre.",
     ["Kiri Te Kanawa", "Gisborne", "1944", "Thomas", "Nell Te Kanawa", "Vera Rosza", "London Opera Centre"]),
    ("bio", "Stanisław Lem (12 September 1921 – 27 March 2006) was a Polish writer born in Lwów. He lived in "
     "Kraków and Vienna, and was married to Barbara Leśniak.",
     ["Stanisław Lem", "12 September 1921", "27 March 2006", "Lwów", "Kraków", "Vienna", "Barbara Leśniak"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("BILBAO , 9 oct ( EFE ) .- El lehendakari , Iñigo Urkullu , se reunió hoy en Bilbao con la presidenta "
         "de Iberdrola España , Mercedes Álvarez , para hablar del hidrógeno verde .",
         ["BILBAO", "EFE", "Iñigo Urkullu", "Bilbao", "Iberdrola España", "Mercedes Álvarez"]),
        ("Nota de enfermería : la paciente Dolores Ruiz pasó buena noche . Su hijo Andrés vendrá mañana desde "
         "Albacete . Avisar al Dr. Navarro si fiebre .",
         ["Dolores Ruiz", "Andrés", "Albacete", "Navarro"]),
    ],
    "nl": [
        ("ROTTERDAM ( ANP ) - Burgemeester Ahmed Aboutaleb van Rotterdam heeft dinsdag het nieuwe station "
         "Blaak geopend , samen met Wouter Koolmees , directeur van de NS .",
         ["ROTTERDAM", "ANP", "Ahmed Aboutaleb", "Rotterdam", "Blaak", "NS", "Wouter Koolmees"]),
        ("wie weet of de jumbo in leiden centrum zondag open is? mijn huisgenoot sanne zegt van wel",
         ["jumbo", "leiden", "sanne"]),
    ],
    "de": [
        ("HAMBURG ( dpa ) - Der Hamburger SV hat den Vertrag mit Trainer Tim Walter verlängert . Sportvorstand "
         "Jonas Boldt sprach am Mittwoch von einem klaren Signal .",
         ["HAMBURG", "dpa", "Hamburger SV", "Tim Walter", "Jonas Boldt"]),
        ("Übergabe : Frau Schneider hat gut geschlafen . Ihr Sohn Markus ruft morgen aus Kassel an . "
         "Dr. Hoffmann wegen Blutdruck informieren .",
         ["Schneider", "Markus", "Kassel", "Hoffmann"]),
    ],
    "it": [
        ("NAPOLI - Il sindaco di Napoli Gaetano Manfredi ha inaugurato ieri la nuova stazione della metropolitana "
         "di Capodichino insieme al presidente della Regione Vincenzo De Luca .",
         ["NAPOLI", "Napoli", "Gaetano Manfredi", "Capodichino", "Vincenzo De Luca"]),
        ("ragazzi qualcuno sa se l' esselunga di viale papiniano è aperta a ferragosto? chiedo per mia sorella "
         "chiara",
         ["esselunga", "viale papiniano", "chiara"]),
    ],
    "fr": [
        ("LYON ( AFP ) - L' Olympique lyonnais a annoncé lundi le départ de son entraîneur Pierre Sage , a "
         "indiqué le président John Textor dans un communiqué .",
         ["LYON", "AFP", "Olympique lyonnais", "Pierre Sage", "John Textor"]),
        ("Transmissions : M. Lefebvre a bien dormi . Sa fille Sophie appellera demain depuis Nantes . Prévenir "
         "le Dr Garnier si fièvre .",
         ["Lefebvre", "Sophie", "Nantes", "Garnier"]),
    ],
    "pt": [
        ("LISBOA , 2 fev ( Lusa ) - O presidente do Benfica , Rui Costa , anunciou hoje em Lisboa a "
         "contratação do treinador Bruno Lage .",
         ["LISBOA", "Lusa", "Benfica", "Rui Costa", "Lisboa", "Bruno Lage"]),
        ("alguém sabe se o continente das amoreiras abre no domingo? a minha colega joana diz que sim",
         ["continente", "amoreiras", "joana"]),
    ],
}
