"""A twenty-ninth hand-written set, written on 2026-11-27 after the twenty-eighth set's rules, and scored once
before any rule looked at it: a school newsletter, a job advert, a lower-case pub chat, a neighbourhood
forum thread, a cricket scorecard, a racing result, a planning story, a sentencing story, a conference
programme with its speakers, an occupational therapy note, a lower-case carer's message, a referral letter,
a night report in capitals, a footballer's, an architect's and a novelist's entries, and in Spanish, Dutch,
German, Italian, French and Portuguese a story or a results line beside a note or a post.

The same conventions as ``handmade_twentyeighth.py`` (works, honours and competitions are no one's name; a
street's or a hospital's kind in lower case is no part of its name in text that writes capitals).
``handmade_devset.py --twentyninth`` scores them; their first score is kept in
``benchmarks/results/handmade_twentyninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYNINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "St Mary's Primary, Wantage - Friday news\nWell done to Year 4, whose trip to the Ashmolean was a "
     "hit. A big thank you to Mrs Okoro and to Dan's dad, Steve, for driving. Our new PTA chair is Harriet "
     "Lowe; contact her at ptachair@stmarys-wantage.org.",
     ["St Mary's Primary", "Wantage", "Ashmolean", "Okoro", "Dan", "Steve", "Harriet Lowe",
      "ptachair@stmarys-wantage.org"]),
    ("social", "We're hiring! Kitchen porter at The Old Bell, Hurley. Apply in person to our head chef Matteo or "
     "email jobs@theoldbell.co.uk. Part of the Coppa Club group.",
     ["The Old Bell", "Hurley", "Matteo", "jobs@theoldbell.co.uk", "Coppa Club"]),
    ("social", "dave: pint at the crown after work?\nsteph: cant, picking up alfie from nursery\ndave: tom's coming, "
     "so is big mike\nsteph: next week then x",
     ["dave", "crown", "steph", "alfie", "tom", "mike"]),
    ("social", "Re: Bin collections on Coleridge Road\nPosted by ruthm on 3 March\nStill nothing since Tuesday. I rang "
     "Bristol City Council and a chap called Nigel said the lorry broke down. Anyone else?",
     ["Coleridge Road", "ruthm", "Bristol City Council", "Nigel"]),
    ("news", "CRICKET - COUNTY CHAMPIONSHIP SCOREBOARD\nTAUNTON 2024-05-10\nSomerset first innings\nT. Banton c "
     "Pope b Atkinson 45\nL. Goldsworthy lbw b Curran 12\nJ. Overton not out 71\nTotal ( for 8 wickets ) 298",
     ["TAUNTON", "Somerset", "T. Banton", "Pope", "Atkinson", "L. Goldsworthy", "Curran", "J. Overton"]),
    ("news", "HORSE RACING - KEMPTON RESULT\n2.40 : 1. Lord Of The Rings ( J. Doyle ) 7-2 ; 2. Sea Breeze ( H. "
     "Crouch ) 5-1 ; 3. Rapid Riser ( O. Murphy ) 9-4 fav . Trainer : Amanda Perrett .",
     ["KEMPTON", "J. Doyle", "H. Crouch", "O. Murphy", "Amanda Perrett"]),
    ("news", "Plans for 300 homes on farmland off Pound Lane, Kidlington, were rejected by Cherwell District "
     "Council on Tuesday. Councillor Ian Middleton said the site flooded every winter. Developer Bellway said "
     "it would appeal.",
     ["Pound Lane", "Kidlington", "Cherwell District Council", "Ian Middleton", "Bellway"]),
    ("news", "A man who stabbed his neighbour in Blyth has been jailed for nine years. Newcastle Crown Court heard "
     "that Craig Dobson, 39, attacked Paul Redhead outside his flat on Cowpen Road. Judge Sarah Mallett said "
     "the attack was unprovoked.",
     ["Blyth", "Newcastle Crown Court", "Craig Dobson", "Paul Redhead", "Cowpen Road", "Sarah Mallett"]),
    ("news", "PROGRAMME - NHS CONFED EXPO, MANCHESTER CENTRAL\n09:30 Welcome: Matthew Taylor, NHS Confederation\n"
     "10:15 Keynote: Amanda Pritchard, NHS England\n11:30 Panel: Dr Layla McCay with Rob Webster ( West "
     "Yorkshire ICB )",
     ["MANCHESTER CENTRAL", "Matthew Taylor", "NHS Confederation", "Amanda Pritchard", "NHS England",
      "Layla McCay", "Rob Webster", "West Yorkshire ICB"]),
    ("clinical", "OT home visit, 14 Glebe Close, Bishop's Stortford. Mrs Achebe manages stairs with one rail. Son "
     "Chinedu present. Grab rails to be fitted by Herts Independent Living. Discussed with GP Dr Wren at "
     "Church Street Partnership.",
     ["14 Glebe Close", "Bishop's Stortford", "Achebe", "Chinedu", "Herts Independent Living", "Wren",
      "Church Street Partnership"]),
    ("clinical", "hi its maureen from carefirst. popped in to see mr jenkins at 10, he hadnt taken his tablets. "
     "daughter lisa says she will call dr shah at the health centre. back at 6",
     ["maureen", "carefirst", "jenkins", "lisa", "shah"]),
    ("clinical", "Dear Dr Menon,\nThank you for seeing Mr Tariq Hussain (DOB 02/09/1961, NHS 485 777 3456) of "
     "27 Canal Street, Nottingham NG1 7EH, who has had chest pain on exertion. He works as a taxi driver for "
     "DG Cars.\nYours sincerely,\nDr Helen Marsh, Bridgeway Practice",
     ["Menon", "Tariq Hussain", "02/09/1961", "485 777 3456", "27 Canal Street", "Nottingham", "NG1 7EH",
      "DG Cars", "Helen Marsh", "Bridgeway Practice"]),
    ("clinical", "NIGHT REPORT BAY 3 BED 2. MR OSEI SLEPT WELL. WIFE AKOSUA RANG AT 22:00. OBS STABLE. FOR TTO "
     "AND TRANSFER TO ALEXANDRA HOSPITAL, REDDITCH, TOMORROW.",
     ["OSEI", "AKOSUA", "ALEXANDRA HOSPITAL", "REDDITCH"]),
    ("bio", "Beth Mead is an English footballer who plays as a forward for Manchester City. Raised in Hinderwell, "
     "North Yorkshire, she began her career at Sunderland and won the Euros with England in 2022.",
     ["Beth Mead", "Manchester City", "Hinderwell", "North Yorkshire", "Sunderland", "England"]),
    ("bio", "Sir David Adjaye is a Ghanaian-British architect born in Dar es Salaam. His firm, Adjaye Associates, "
     "designed the National Museum of African American History and Culture in Washington, D.C.",
     ["David Adjaye", "Dar es Salaam", "Adjaye Associates",
      "National Museum of African American History and Culture", "Washington, D.C."]),
    ("bio", "Sarah Waters is a Welsh novelist born in Neyland, Pembrokeshire. Her novel Fingersmith was "
     "shortlisted for the Booker Prize. She studied at the University of Kent and lives in London.",
     ["Sarah Waters", "Neyland", "Pembrokeshire", "University of Kent", "London"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYNINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("VALENCIA , 4 mar ( Europa Press ) - La alcaldesa de Valencia , María José Catalá , ha presentado el "
         "plan de reforma de la plaza del Ayuntamiento junto al arquitecto Vicente Guallart . Las obras las "
         "ejecutará la empresa Acciona .",
         ["VALENCIA", "Europa Press", "Valencia", "Ayuntamiento", "María José Catalá", "Vicente Guallart", "Acciona"]),
        ("Paciente varón de 81 años , vive solo en el barrio de Gràcia . Su sobrina Montse le visita cada día . "
         "Médico de cabecera : Dr. Puig , CAP Vila de Gràcia .",
         ["Gràcia", "Montse", "Puig", "CAP Vila de Gràcia"]),
    ],
    "nl": [
        ("AZ - Ajax 2-1 ( Parrott , Sadiq ; Brobbey ) . Scheidsrechter : Danny Makkelie . AZ staat nu derde , "
         "Ajax zakt naar de vijfde plaats .",
         ["AZ", "Ajax", "Parrott", "Sadiq", "Brobbey", "Danny Makkelie"]),
        ("weet iemand een goede tandarts in utrecht ? mijn zus sanne zoekt er een voor haar dochter",
         ["utrecht", "sanne"]),
    ],
    "de": [
        ("HAMBURG ( dpa ) - Der Hamburger SV hat Trainer Steffen Baumgart entlassen . Sportvorstand Stefan Kuntz "
         "sagte , man brauche neue Impulse . Der Club steht in der 2. Bundesliga auf Platz vier .",
         ["HAMBURG", "dpa", "Hamburger SV", "Steffen Baumgart", "Stefan Kuntz"]),
        ("Frau Wagner , 88 J. , aus dem Seniorenheim St. Josef in Paderborn . Tochter Ingrid ist Betreuerin . "
         "Hausärztin : Dr. Becker .",
         ["Wagner", "Seniorenheim St. Josef", "Paderborn", "Ingrid", "Becker"]),
    ],
    "it": [
        ("TORINO - Il presidente della Juventus , Gianluca Ferrero , ha incontrato il sindaco Stefano Lo Russo "
         "all' Allianz Stadium . Presente anche l' ad di Stellantis , secondo fonti della Regione Piemonte .",
         ["TORINO", "Juventus", "Gianluca Ferrero", "Stefano Lo Russo", "Allianz Stadium", "Stellantis",
          "Regione Piemonte"]),
        ("qualcuno sa se la farmacia di via roma a lecce è aperta domenica ? mia nonna pina ha finito le pastiglie",
         ["via roma", "lecce", "pina"]),
    ],
    "fr": [
        ("LYON , 12 mai ( AFP ) - L' Olympique lyonnais a battu Lens 3-0 au Groupama Stadium . Alexandre "
         "Lacazette a marqué deux fois . L' entraîneur Pierre Sage a salué le public .",
         ["LYON", "AFP", "Olympique lyonnais", "Lens", "Groupama Stadium", "Alexandre Lacazette", "Pierre Sage"]),
        ("M. Girard , 67 ans , suivi au CHU de Nantes pour une BPCO . Vit avec sa compagne Nathalie à Rezé . "
         "Médecin traitant : Dr Leroy .",
         ["Girard", "CHU de Nantes", "Nathalie", "Rezé", "Leroy"]),
    ],
    "pt": [
        ("LISBOA , 8 jan ( Lusa ) - O Benfica venceu o Sporting por 2-1 no Estádio da Luz . Os golos foram de "
         "Di María e Pavlidis . O treinador Bruno Lage elogiou a equipa .",
         ["LISBOA", "Lusa", "Benfica", "Sporting", "Estádio da Luz", "Di María", "Pavlidis", "Bruno Lage"]),
        ("gente , alguém conhece uma boa clínica em campinas ? meu sogro antônio precisa fazer fisioterapia",
         ["campinas", "antônio"]),
    ],
}
