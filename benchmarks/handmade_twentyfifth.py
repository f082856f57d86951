"""A twenty-fifth hand-written set, written on 2026-11-27 after the twenty-fourth set's rules, and scored once
before any rule looked at it: a forum thread with its users, a review of a café, a school newsletter, a death
notice, a golf leaderboard, a horse-racing result, a match report, a council story, a lower-case triage note,
a GP consultation, an ambulance handover in capitals, a care home's daily log, a footballer's, a politician's,
a novelist's and a businesswoman's entries, and wire copy, notes and posts in Spanish, Dutch, German, Italian,
French and Portuguese.

The same conventions as ``handmade_twentyfourth.py``. ``handmade_devset.py --twentyfifth`` scores them; their
first score is kept in ``benchmarks/results/handmade_twentyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "r/bristol - u/harbourside_hannah: Anyone know a decent mechanic near Bedminster? Quoted £600 by "
     "Kwik Fit on Bath Road.\nu/gromit_fan: Try Steve at SG Autos in Ashton Vale, honest bloke.",
     ["r/bristol", "u/harbourside_hannah", "Bedminster", "Kwik Fit", "Bath Road", "u/gromit_fan", "Steve",
      "SG Autos", "Ashton Vale"]),
    ("social", "★★★★☆ Lovely little café on Castle Street. Marta behind the counter remembered my order from last "
     "week! Only downside is parking - ended up at the Waitrose car park. - Review by Ollie P., Farnham",
     ["Castle Street", "Marta", "Waitrose", "Ollie P.", "Farnham"]),
    ("social", "Well done to Year 6 at St Mary's Primary, Thornbury, who raised £1,240 for Children in Need! Special "
     "thanks to Mrs Okonjo and to Harvey's dad, who ran the cake stall.",
     ["St Mary's Primary", "Thornbury", "Children in Need", "Okonjo", "Harvey"]),
    ("social", "PRITCHARD, Gwyneth Mary (née Jones). Passed away peacefully at Ysbyty Gwynedd on 2nd March, aged "
     "91, of Llanberis. Beloved wife of the late Emrys. Funeral at Capel Coch, Llanberis.",
     ["PRITCHARD", "Gwyneth Mary", "Jones", "Ysbyty Gwynedd", "2nd March", "Llanberis", "Emrys", "Capel Coch"]),
    ("news", "GOLF - DUNHILL LINKS LEADERS\nST ANDREWS, Scotland 2024-10-05\nLeading third-round scores :\n"
     "-18 Tyrrell Hatton ( England ) 65 67 66\n-15 Rasmus Hojgaard ( Denmark ) 68 66 67\n-14 Shane Lowry ( Ireland ) "
     "66 69 67", ["ST ANDREWS", "Scotland", "Tyrrell Hatton", "England", "Rasmus Hojgaard", "Denmark",
                  "Shane Lowry", "Ireland"]),
    ("news", "RACING - CHELTENHAM RESULT\n3.30 Gold Cup : 1. Galopin Des Champs ( P. Townend ) 4-6 fav 2. Gerri "
     "Colombe ( J. Kennedy ) 3. Corach Rambler ( D. Jacob ) . Trainer : Willie Mullins .",
     ["CHELTENHAM", "Galopin Des Champs", "P. Townend", "Gerri Colombe", "J. Kennedy", "Corach Rambler",
      "D. Jacob", "Willie Mullins"]),
    ("news", "Wrexham came from behind to beat Stockport 2-1 at the Racecourse Ground. Elliot Lee levelled before "
     "Ollie Palmer's late header sent the home fans into raptures. Phil Parkinson praised his side's character.",
     ["Wrexham", "Stockport", "Racecourse Ground", "Elliot Lee", "Ollie Palmer", "Phil Parkinson"]),
    ("news", "Residents of Hadleigh have objected to plans by Anglian Water to build a pumping station on Station "
     "Road. Babergh District Council will decide next month, said ward member Kathryn Grandon.",
     ["Hadleigh", "Anglian Water", "Station Road", "Babergh District Council", "Kathryn Grandon"]),
    ("clinical", "triage 02:14. 34f, fall at home in kingsthorpe, ?# l wrist. brought by partner dean. allergic "
     "to pen. gp dr ahmed at abington medical centre.",
     ["kingsthorpe", "dean", "ahmed", "abington medical centre"]),
    ("clinical", "S: Mr Hughes, 58, c/o chest tightness on exertion x 2/52. Wife Sandra present.\nO: BP 152/94, HR 78.\n"
     "A: ?angina.\nP: ECG today, refer RACPC at Morriston Hospital. Review with Dr Evans.",
     ["Hughes", "Sandra", "Morriston Hospital", "Evans"]),
    ("clinical", "HANDOVER: 79M FROM 14 ACACIA CLOSE, WORKSOP. FOUND ON FLOOR BY CARER JOANNE. GCS 14. HX AF ON "
     "EDOXABAN. GP DR PATEL, NORTHGATE SURGERY. CONVEYED TO BASSETLAW HOSPITAL.",
     ["14 ACACIA CLOSE", "WORKSOP", "JOANNE", "PATEL", "NORTHGATE SURGERY", "BASSETLAW HOSPITAL"]),
    ("clinical", "Daily log, Rowan Ward, Elmwood House: Doris ate well at lunch, visited by her nephew Gareth at 3pm. "
     "Refused evening meds. Handed over to night carer Precious.",
     ["Rowan Ward", "Elmwood House", "Doris", "Gareth", "Precious"]),
    ("bio", "Lauren Hemp (born 7 August 2000) is an English footballer who plays as a winger for Manchester City "
     "and the England national team. Born in North Walsham, Norfolk, she began her career at Bristol City.",
     ["Lauren Hemp", "Manchester City", "England", "North Walsham", "Norfolk", "Bristol City"]),
    ("bio", "Vaughan Gething is a Welsh Labour politician who served as First Minister of Wales. Born in Lusaka, "
     "Zambia, he studied law at Aberystwyth University and was president of the Wales TUC.",
     ["Vaughan Gething", "Welsh Labour", "Wales", "Lusaka", "Zambia", "Aberystwyth University", "Wales TUC"]),
    ("bio", "Bernardine Evaristo is a novelist from Eltham, south-east London. Her novel Girl, Woman, Other won the "
     "Booker Prize in 2019, jointly with Margaret Atwood. She is chancellor of Brunel University.",
     ["Bernardine Evaristo", "Eltham", "London", "Margaret Atwood", "Brunel University"]),
    ("bio", "Dame Sharon White is a British economist who was chair of the John Lewis Partnership and chief "
     "executive of Ofcom. She grew up in Leyton and studied at Newnham College, Cambridge.",
     ["Sharon White", "John Lewis Partnership", "Ofcom", "Leyton", "Newnham College", "Cambridge"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("BILBAO , 12 feb ( EFE ) .- Iberdrola ha nombrado a Mario Ruiz-Tagle consejero delegado de su filial en "
         "España . El presidente Ignacio Sánchez Galán lo anunció en la Torre Iberdrola .",
         ["BILBAO", "EFE", "Iberdrola", "Mario Ruiz-Tagle", "España", "Ignacio Sánchez Galán", "Torre Iberdrola"]),
        ("Varón de 52 años traído por el SAMUR desde Carabanchel al Hospital 12 de Octubre . Le acompaña su "
         "cuñada Pilar . Médico de familia : Dra. Sanz , centro de salud Abrantes .",
         ["SAMUR", "Carabanchel", "Hospital 12 de Octubre", "Pilar", "Sanz", "Abrantes"]),
    ],
    "nl": [
        ("UTRECHT ( ANP ) - De Nederlandse Spoorwegen ( NS ) hebben Wouter Koolmees als president-directeur "
         "herbenoemd . Hij sprak op Utrecht Centraal van een zwaar jaar .",
         ["UTRECHT", "ANP", "Nederlandse Spoorwegen", "NS", "Wouter Koolmees", "Utrecht Centraal"]),
        ("weet iemand een goede kapper in de jordaan ? mijn vriendin sanne zoekt er een , liefst bij de "
         "westerstraat", ["jordaan", "sanne", "westerstraat"]),
    ],
    "de": [
        ("HAMBURG ( dpa ) - Der Hamburger SV hat Trainer Merlin Polzin bestätigt . Sportvorstand Stefan Kuntz "
         "lobte im Volksparkstadion die Arbeit des Teams .",
         ["HAMBURG", "dpa", "Hamburger SV", "Merlin Polzin", "Stefan Kuntz", "Volksparkstadion"]),
        ("Frau Yilmaz , 64 J. , Z. n. Sturz in der Wohnung in Bochum-Wattenscheid . Tochter Elif bringt "
         "Medikamentenplan . Hausärztin Dr. Brandt informiert .",
         ["Yilmaz", "Bochum-Wattenscheid", "Elif", "Brandt"]),
    ],
    "it": [
        ("TORINO - La Juventus ha esonerato Thiago Motta . Il direttore sportivo Cristiano Giuntoli ha "
         "incontrato la stampa all' Allianz Stadium .",
         ["TORINO", "Juventus", "Thiago Motta", "Cristiano Giuntoli", "Allianz Stadium"]),
        ("Paziente di 70 anni , residente a Rho , accompagnata dalla nipote Chiara . Ricoverata presso "
         "l' Ospedale San Paolo di Milano su indicazione del dott. Ferri .",
         ["Rho", "Chiara", "Ospedale San Paolo di Milano", "Ferri"]),
    ],
    "fr": [
        ("MARSEILLE ( AFP ) - L' Olympique de Marseille a recruté le milieu Pierre-Emile Hojbjerg . L' entraîneur "
         "Roberto De Zerbi s' est félicité de l' arrivée du Danois au Vélodrome .",
         ["MARSEILLE", "AFP", "Olympique de Marseille", "Pierre-Emile Hojbjerg", "Roberto De Zerbi", "Vélodrome"]),
        ("quelqu'un connaît une bonne boulangerie vers la croix-rousse ? mon oncle bernard cherche du pain "
         "sans gluten", ["croix-rousse", "bernard"]),
    ],
    "pt": [
        ("BRASÍLIA ( Agência Brasil ) - O ministro Fernando Haddad reuniu-se com o presidente do Banco Central , "
         "Gabriel Galípolo , no Palácio do Planalto .",
         ["BRASÍLIA", "Agência Brasil", "Fernando Haddad", "Banco Central", "Gabriel Galípolo",
          "Palácio do Planalto"]),
        ("Utente de 58 anos , residente em Matosinhos , trazido pelo INEM ao Hospital Pedro Hispano . "
         "Acompanhado pela esposa , D. Fátima .",
         ["Matosinhos", "INEM", "Hospital Pedro Hispano", "Fátima"]),
    ],
}
