"""A twenty-seventh hand-written set, written on 2026-11-27 after the twenty-sixth set's rules, and scored once
before any rule looked at it: a gig announcement, a neighbourhood appeal, a lower-case group chat about a
wedding, a hotel complaint, a bowls results list, an election count story, a court listing, a charity story, a
mental-health ward note, a lower-case paramedic text, an outpatient letter, a midwife's note in capitals, a
poet's, a surgeon's, a cricketer's and a founder's entries, and longer wire copy in Spanish, Dutch, German,
Italian, French and Portuguese beside a note or a post in each.

The same conventions as ``handmade_twentysixth.py`` (a street's or a hospital's kind in lower case is no part of
its name in text that writes capitals, as the court's head in the twenty-first set). ``handmade_devset.py --twentyseventh`` scores them; their
first score is kept in ``benchmarks/results/handmade_twentyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "TONIGHT: The Lathums play a secret set at the Jimmy's, Manchester. Doors 7pm, support from Cassia. "
     "Tickets via Skiddle - big love to Alex and the team at Jimmy's!",
     ["The Lathums", "Jimmy's", "Manchester", "Cassia", "Skiddle", "Alex"]),
    ("social", "Has anyone seen our cat Mabel? Went missing from Ferndale Road, Swindon on Tuesday night. Please "
     "call Jo on 07700 900377 or message me here. Thanks to Paws Rescue Wiltshire for sharing.",
     ["Ferndale Road", "Swindon", "Jo", "07700 900377", "Paws Rescue Wiltshire"]),
    ("social", "kirsty: hen do is booked!! cottage in keswick, 14-16 june\nrach: yesss is beth coming\nkirsty: "
     "yeah and her sister lou\nrach: amazing, ill drive from carlisle",
     ["kirsty", "keswick", "rach", "beth", "lou", "carlisle"]),
    ("social", "Stayed at the Grand Hotel, Scarborough for our anniversary. Room 214 was freezing and the duty "
     "manager, Gavin, said there was nothing he could do. Booked through Jet2holidays - never again.",
     ["Grand Hotel", "Scarborough", "Gavin", "Jet2holidays"]),
    ("news", "BOWLS - NATIONAL CHAMPIONSHIPS\nLEAMINGTON SPA 2024-08-20\nMen's singles quarter-finals :\n"
     "Sam Tolchard ( Kings , Torquay ) 21 Jamie Walker ( Blackheath ) 15\nEd Morris ( Warwick ) 21 Louis "
     "Ridout ( Swanage ) 18",
     ["LEAMINGTON SPA", "Sam Tolchard", "Kings", "Torquay", "Jamie Walker", "Blackheath", "Ed Morris",
      "Warwick", "Louis Ridout", "Swanage"]),
    ("news", "The Liberal Democrats have taken control of Wokingham Borough Council for the first time. Council "
     "leader Stephen Conway said residents in Earley and Woodley had voted for change.",
     ["Liberal Democrats", "Wokingham Borough Council", "Stephen Conway", "Earley", "Woodley"]),
    ("news", "Appearing before Cardiff Magistrates' Court today: Jason Pugh, 31, of Ely, charged with burglary; "
     "Leanne Morgan, 45, of Splott, charged with fraud. Both were bailed to Cardiff Crown Court.",
     ["Cardiff Magistrates' Court", "Jason Pugh", "Ely", "Leanne Morgan", "Splott", "Cardiff Crown Court"]),
    ("news", "A Hull charity founded by Tina Roberts after her son's death has opened a drop-in centre on "
     "Hessle Road. The Jordan Banks Trust was backed by Reckitt and the University of Hull.",
     ["Hull", "Tina Roberts", "Hessle Road", "Jordan Banks Trust", "Reckitt", "University of Hull"]),
    ("clinical", "Ward round, Oak Ward, Bootham Park: Mr Lennon (informal) settled overnight. Discussed leave "
     "with sister Clare. Dr Whitaker to review medication. Advocate from Mind in York informed.",
     ["Oak Ward", "Bootham Park", "Lennon", "Clare", "Whitaker", "Mind in York"]),
    ("clinical", "crew 2 on scene 21:40. pt is 88yo lady, lives alone in fishponds. neighbour tony called it in. "
     "gp dr hussain at lodge surgery. conveying to southmead.",
     ["fishponds", "tony", "hussain", "lodge surgery", "southmead"]),
    ("clinical", "Dear Dr Bhatt,\nRe: Miss Chloe Adeyemi (DOB 11/04/1998), 62 Elm Row, Leith\nI saw this young "
     "lady in the Rheumatology clinic at the Western General. Her mother, Funmi, attended.",
     ["Bhatt", "Chloe Adeyemi", "11/04/1998", "62 Elm Row", "Leith", "Western General", "Funmi"]),
    ("clinical", "MIDWIFE HOME VISIT DAY 3. BABY GIRL ISLA FEEDING WELL. MUM KATIE TIRED. PARTNER RYAN SUPPORTIVE. "
     "GP: HARBOUR MEDICAL PRACTICE, FALMOUTH. NEXT VISIT DAY 5.",
     ["ISLA", "KATIE", "RYAN", "HARBOUR MEDICAL PRACTICE", "FALMOUTH"]),
    ("bio", "Raymond Antrobus is a British poet born in Hackney to a Jamaican father and an English mother. His "
     "collection The Perseverance won the Ted Hughes Award. He studied at Goldsmiths.",
     ["Raymond Antrobus", "Hackney", "Goldsmiths"]),
    ("bio", "Professor Kamila Hawthorne is a Welsh general practitioner who chaired the Royal College of General "
     "Practitioners. She trained at Guy's Hospital and worked in Cardiff and Swansea.",
     ["Kamila Hawthorne", "Royal College of General Practitioners", "Guy's Hospital", "Cardiff", "Swansea"]),
    ("bio", "Shoaib Bashir is an English cricketer who plays for Somerset. Born in Chertsey, Surrey, he made his "
     "Test debut against India in Ranchi in 2024.",
     ["Shoaib Bashir", "Somerset", "Chertsey", "Surrey", "India", "Ranchi"]),
    ("bio", "Anne Boden founded Starling Bank in 2014 after leaving Allied Irish Banks. Born in Swansea, she "
     "studied at Swansea University and lives in London.",
     ["Anne Boden", "Starling Bank", "Allied Irish Banks", "Swansea", "Swansea University", "London"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("MÁLAGA , 21 jun ( EFE ) .- El Ayuntamiento de Málaga y la Junta de Andalucía han firmado un acuerdo "
         "para el nuevo auditorio del puerto . El alcalde , Francisco de la Torre , y la consejera Carolina "
         "España asistieron al acto en el Palacio de la Aduana , junto a representantes de Unicaja .",
         ["MÁLAGA", "EFE", "Ayuntamiento de Málaga", "Junta de Andalucía", "Francisco de la Torre",
          "Carolina España", "Palacio de la Aduana", "Unicaja"]),
        ("Paciente de 47 años remitido desde el centro de salud de Vallecas por la Dra. Moreno . Vive con su "
         "pareja , Raúl , en la calle de Peña Prieta .",
         ["Vallecas", "Moreno", "Raúl", "Peña Prieta"]),
    ],
    "nl": [
        ("DEN HAAG ( ANP ) - Minister Eelco Heinen van Financiën heeft in de Tweede Kamer een nieuw plan "
         "gepresenteerd . Kamerlid Jesse Klaver ( GroenLinks-PvdA ) noemde het voorstel te mager . De Nederlandsche "
         "Bank reageerde vanuit Amsterdam positief .",
         ["DEN HAAG", "ANP", "Eelco Heinen", "Tweede Kamer", "Jesse Klaver", "GroenLinks-PvdA",
          "De Nederlandsche Bank", "Amsterdam"]),
        ("iemand tips voor een goede fysio in zwolle ? mijn oom henk heeft last van zijn knie",
         ["zwolle", "henk"]),
    ],
    "de": [
        ("FRANKFURT ( dpa ) - Die Europäische Zentralbank hat den Leitzins gesenkt . EZB-Präsidentin Christine "
         "Lagarde sagte in Frankfurt , die Inflation sei gesunken . Bundesbank-Präsident Joachim Nagel stimmte "
         "zu , die Commerzbank begrüßte den Schritt .",
         ["FRANKFURT", "dpa", "Europäische Zentralbank", "Christine Lagarde", "Frankfurt", "Joachim Nagel",
          "Commerzbank"]),
        ("Herr Schulte , 58 J. , Aufnahme über die ZNA des Evangelischen Krankenhauses Bielefeld . Ehefrau "
         "Anke und Sohn Jan anwesend . Hausarzt : Dr. Meier , Gütersloh .",
         ["Schulte", "Evangelischen Krankenhauses Bielefeld", "Anke", "Jan", "Meier", "Gütersloh"]),
    ],
    "it": [
        ("GENOVA - Il sindaco Silvia Salis ha incontrato i vertici di Fincantieri a Palazzo Tursi . Presente anche "
         "il presidente della Regione Liguria , Marco Bucci , che ha parlato del nuovo cantiere di Sestri Ponente .",
         ["GENOVA", "Silvia Salis", "Fincantieri", "Palazzo Tursi", "Regione Liguria", "Marco Bucci",
          "Sestri Ponente"]),
        ("ciao a tutti , qualcuno conosce un buon pediatra a bergamo ? mia cognata giulia si è appena trasferita",
         ["bergamo", "giulia"]),
    ],
    "fr": [
        ("BORDEAUX ( AFP ) - Le maire de Bordeaux , Pierre Hurmic , a inauguré la nouvelle ligne de tramway vers "
         "Mérignac . Le président de la région Nouvelle-Aquitaine , Alain Rousset , et des représentants de "
         "Keolis étaient présents .",
         ["BORDEAUX", "AFP", "Bordeaux", "Pierre Hurmic", "Mérignac", "Nouvelle-Aquitaine", "Alain Rousset",
          "Keolis"]),
        ("Mme Petit , 79 ans , chute à domicile à Vénissieux . Amenée par les pompiers à l' hôpital Édouard-"
         "Herriot . Sa fille Sandrine est prévenue .",
         ["Petit", "Vénissieux", "Édouard-Herriot", "Sandrine"]),
    ],
    "pt": [
        ("PORTO , 2 dez ( Lusa ) - O presidente da Câmara do Porto , Pedro Duarte , anunciou hoje um novo "
         "terminal rodoviário em Campanhã . A Metro do Porto e a STCP vão investir 40 milhões , disse o "
         "ministro Miguel Pinto Luz .",
         ["PORTO", "Lusa", "Câmara do Porto", "Pedro Duarte", "Campanhã", "Metro do Porto", "STCP",
          "Miguel Pinto Luz"]),
        ("Doente de 72 anos , residente em Setúbal , trazida pela filha , Sónia , ao Hospital de São Bernardo . "
         "Médica de família : Dra. Pires .",
         ["Setúbal", "Sónia", "Hospital de São Bernardo", "Pires"]),
    ],
}
