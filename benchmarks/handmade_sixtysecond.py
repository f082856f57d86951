"""A sixty-second hand-written set, written on 2026-12-06 after the sixty-first set's rules, and scored once
before any rule looked at it. Wire copy in the shape of the held-out news sets of issue 34 (tokens spaced,
a dateline and an agency, capitalised common nouns, results lines) in every language, three documents each;
in English a cricket scoreboard, a crash report, an election count, a headline in capitals, a firm's chief,
a league's results and standings, a lower-case move, a thank-you to a pharmacist, a forum's vet, a note in
lower-case shorthand, a call in capitals, a discharge summary's header, two biographies, an e-mail and a
court in Flanders.

The same conventions as ``handmade_sixtyfirst.py`` (a band, a party, a team, a charity, a pub, a shop, a
restaurant, a salon, a council, an agency and a firm are groups and count; works, products, prizes,
competitions, events, pets, offices and nationalities do not; a title such as ``Dr`` or a kinship word such
as ``son`` is not part of a name; in notes, forms, signatures and biographies, dates, phones, e-mail
addresses, record numbers, postcodes and ages over 89 count too). ``handmade_devset.py --sixtysecond`` scores
them; their first score is kept in ``benchmarks/results/handmade_sixtysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "CRICKET - SOMERSET V DURHAM SCOREBOARD\nTAUNTON 2025-06-14\nScoreboard on the second day of the "
     "county championship match between Somerset and Durham at Taunton :\nSomerset first innings\nT. Banton c "
     "Bedingham b Raine 58\nL. Gregory lbw b Potts 12\nJ. Leach not out 4",
     ["SOMERSET", "DURHAM", "TAUNTON", "Somerset", "Durham", "Taunton", "T. Banton", "Bedingham", "Raine",
      "L. Gregory", "Potts", "J. Leach"]),
    ("news", "Police in Rotherham said a 34-year-old man from Maltby had been charged after the crash on Bawtry "
     "Road , which left Denise Hargreaves , 61 , with serious injuries .",
     ["Rotherham", "Maltby", "Bawtry Road", "Denise Hargreaves"]),
    ("news", "Labour 's candidate in Hartlepool , Paul Williams , conceded to Jill Mortimer of the Conservatives "
     "shortly after 4 a.m. .",
     ["Labour", "Hartlepool", "Paul Williams", "Jill Mortimer", "Conservatives"]),
    ("news", "ELECTION - RUTO LEADS IN NAIROBI AS ODINGA CONCEDES IN KISUMU",
     ["RUTO", "NAIROBI", "ODINGA", "KISUMU"]),
    ("news", "Volkswagen 's chief executive Oliver Blume told analysts in Wolfsburg that the Porsche listing would "
     "go ahead .",
     ["Volkswagen", "Oliver Blume", "Wolfsburg", "Porsche"]),
    ("news", "Results of Premiership matches on Saturday :\nAberdeen 2 Hibernian 1\nKilmarnock 0 St Mirren 0\nRoss "
     "County 1 Motherwell 3\nStandings ( tabulate under played , won , drawn , lost , goals for , against , "
     "points ) :\nCeltic 10 8 1 1 25 6 25\nRangers 10 7 2 1 21 8 23",
     ["Aberdeen", "Hibernian", "Kilmarnock", "St Mirren", "Ross County", "Motherwell", "Celtic", "Rangers"]),
    ("news", "A court in Ghent on Tuesday acquitted Koen Vermeulen , the former director of the Sint-Lucas "
     "hospital , of fraud .",
     ["Ghent", "Koen Vermeulen", "Sint-Lucas"]),
    ("social", "just moved to leith from aberdeen and honestly the chippy on great junction st is unreal",
     ["leith", "aberdeen", "great junction st"]),
    ("social", "Shoutout to Priya at the Boots on Deansgate for sorting my prescription when the GP surgery messed "
     "it up 🙏",
     ["Priya", "Boots", "Deansgate"]),
    ("social", "Re: best vet in the area?\nWe use Oakfield Vets on Mill Lane, ask for Tomasz. Avoid PetCare Plus "
     "though, they overcharged us. — posted by hazel_w",
     ["Oakfield Vets", "Mill Lane", "Tomasz", "PetCare Plus", "hazel_w"]),
    ("clinical", "pt is 94 yo f, lives alone in bramley, dtr karen visits daily. gp dr okafor at moorfield "
     "surgery. bp 142/88, afebrile.",
     ["94", "bramley", "karen", "okafor", "moorfield surgery"]),
    ("clinical", "CALLED DAUGHTER MARGARET RE DISCHARGE PLAN. TRANSPORT BOOKED TO SUNNYSIDE NURSING HOME 12/14. "
     "PCP DR FEINBERG 617-555-0142.",
     ["MARGARET", "SUNNYSIDE NURSING HOME", "12/14", "FEINBERG", "617-555-0142"]),
    ("clinical", "Discharge summary\nName: Olusegun Adeyemi   MRN: 00482913   DOB: 03/07/1948\nAdmitted: 2 November "
     "2025   Ward: 7B, Royal Infirmary of Edinburgh\nConsultant: Mr R. Sinclair",
     ["Olusegun Adeyemi", "00482913", "03/07/1948", "2 November 2025", "Royal Infirmary of Edinburgh",
      "R. Sinclair"]),
    ("bio", "Born in Valparaíso to a family of Croatian descent, Andrónico Luksic studied at the Universidad "
     "Técnica Federico Santa María before joining Quiñenco.",
     ["Valparaíso", "Andrónico Luksic", "Universidad Técnica Federico Santa María", "Quiñenco"]),
    ("bio", "Hannah Okafor-Reid (born 14 March 1987) is a British sprinter from Wolverhampton who trains with "
     "Birchfield Harriers under coach Linford Ames.",
     ["Hannah Okafor-Reid", "14 March 1987", "Wolverhampton", "Birchfield Harriers", "Linford Ames"]),
    ("bio", "From: Gareth Pugh <g.pugh@cardiffmet.ac.uk>\nTo: Estates Team\nSubject: Keys for Llandaff campus\n\n"
     "Hi Bethan, can you leave them with security at Western Avenue? Cheers, Gareth",
     ["Gareth Pugh", "Gareth", "g.pugh@cardiffmet.ac.uk", "Llandaff", "Bethan", "Western Avenue"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("MADRID , 14 mar ( EFE ) . El presidente del Real Madrid , Florentino Pérez , se reunió hoy en "
            "Valdebebas con el entrenador Carlo Ancelotti .",
            ["MADRID", "EFE", "Real Madrid", "Florentino Pérez", "Valdebebas", "Carlo Ancelotti"]),
           ("La Guardia Civil detuvo en Algeciras a dos vecinos de La Línea de la Concepción tras el hallazgo de "
            "300 kilos de hachís .",
            ["Guardia Civil", "Algeciras", "La Línea de la Concepción"]),
           ("Clasificación general : 1. Jonas Vingegaard ( Dinamarca ) 48h 12:03 ; 2. Tadej Pogačar ( Eslovenia ) "
            "a 1:07 ; 3. Enric Mas ( España ) a 2:40",
            ["Jonas Vingegaard", "Dinamarca", "Tadej Pogačar", "Eslovenia", "Enric Mas", "España"])],
    "nl": [("AMSTERDAM - De gemeenteraad van Amsterdam heeft woensdag ingestemd met het plan van wethouder "
            "Reinier van Dantzig om de Oostelijke Handelskade autovrij te maken .",
            ["AMSTERDAM", "Amsterdam", "Reinier van Dantzig", "Oostelijke Handelskade"]),
           ("Ajax heeft de Deense verdediger Anton Gaaei overgenomen van Viborg FF . De 21-jarige tekende een "
            "contract tot medio 2028 .",
            ["Ajax", "Anton Gaaei", "Viborg FF"]),
           ("Mevrouw De Wit ( 91 ) woont sinds maart in zorgcentrum Het Baken in Zwolle ; haar zoon Pieter belt "
            "dagelijks .",
            ["De Wit", "91", "Het Baken", "Zwolle", "Pieter"])],
    "de": [("BERLIN ( dpa ) - Bundeskanzler Olaf Scholz hat am Montag in Potsdam den polnischen "
            "Ministerpräsidenten Donald Tusk empfangen .",
            ["BERLIN", "dpa", "Olaf Scholz", "Potsdam", "Donald Tusk"]),
           ("Der Vorstand der Stadtwerke München bestätigte , dass die Versorgung in Schwabing und Giesing bis "
            "zum Abend wiederhergestellt war .",
            ["Stadtwerke München", "Schwabing", "Giesing"]),
           ("Bundesliga , 12. Spieltag : Bayer Leverkusen - Werder Bremen 3:1 , VfB Stuttgart - SC Freiburg 0:0 , "
            "1. FC Union Berlin - FC Augsburg 2:2",
            ["Bayer Leverkusen", "Werder Bremen", "VfB Stuttgart", "SC Freiburg", "1. FC Union Berlin",
             "FC Augsburg"])],
    "it": [("ROMA - Il ministro dell' Economia Giancarlo Giorgetti ha incontrato a Palazzo Chigi i sindacati "
            "Cgil , Cisl e Uil .",
            ["ROMA", "Giancarlo Giorgetti", "Palazzo Chigi", "Cgil", "Cisl", "Uil"]),
           ("La squadra di Simone Inzaghi ha battuto il Genoa 2-0 a San Siro con i gol di Lautaro Martínez e "
            "Hakan Çalhanoğlu .",
            ["Simone Inzaghi", "Genoa", "San Siro", "Lautaro Martínez", "Hakan Çalhanoğlu"]),
           ("Nata a Lecce nel 1962 , Teresa Bellanova è stata viceministra e senatrice del Partito Democratico .",
            ["Lecce", "Teresa Bellanova", "Partito Democratico"])],
    "fr": [("PARIS , 3 juin ( AFP ) - Le maire de Lyon , Grégory Doucet , a annoncé mardi la fermeture de la "
            "place Bellecour aux voitures .",
            ["PARIS", "AFP", "Lyon", "Grégory Doucet", "place Bellecour"]),
           ("Résultats du 400 m 4 nages : 1. Léon Marchand ( FRA ) 4:02.50 , 2. Tomoyuki Matsushita ( JPN ) "
            "4:08.62 , 3. Carson Foster ( USA ) 4:08.66",
            ["Léon Marchand", "FRA", "Tomoyuki Matsushita", "JPN", "Carson Foster", "USA"]),
           ("Mme Lefèbvre , 92 ans , résidente de l' EHPAD Les Tilleuls à Quimper , a chuté cette nuit ; son fils "
            "Yann a été prévenu .",
            ["Lefèbvre", "92", "Les Tilleuls", "Quimper", "Yann"])],
    "pt": [("LISBOA , 5 maio ( Lusa ) - O primeiro-ministro Luís Montenegro recebeu hoje em São Bento o "
            "presidente da Câmara do Porto , Rui Moreira .",
            ["LISBOA", "Lusa", "Luís Montenegro", "São Bento", "Câmara do Porto", "Rui Moreira"]),
           ("O Benfica venceu o Sporting de Braga por 2-1 no Estádio da Luz , com golos de Di María e Pavlidis .",
            ["Benfica", "Sporting de Braga", "Estádio da Luz", "Di María", "Pavlidis"]),
           ("Prezada Dra. Camila Ribeiro , segue o contato do paciente : Sr. Joaquim Teles , tel. (11) 98765-4321 , "
            "rua Augusta 1520 , São Paulo .",
            ["Camila Ribeiro", "Joaquim Teles", "(11) 98765-4321", "rua Augusta", "São Paulo"])],
}
