"""A forty-fourth hand-written set, written on 2026-12-06 after the forty-third set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a ride caption, a neighbourhood group, a chat in lower case with handles, a review in
capitals, hashtags, a graduation, a house move, a recommendation thread), wire copy (a Formula One
classification, a golf leaderboard, an obituary, a capitals headline, a parliamentary vote, an airline
line), nursing and ward notes (a discharge summary, a lower-case triage note, a referral letter, a lab
line, a capitals fall note, a social-work note), three entries; and per language a wire line and a post.

The same conventions as ``handmade_fortythird.py`` (a band, a party, a team and a firm are groups and count;
works, products, competitions, events and nationalities do not; a title such as ``Lord`` or ``Dr`` is not
part of a name). ``handmade_devset.py --fortyfourth`` scores them; their first score is kept in
``benchmarks/results/handmade_fortyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Morning spin out to Box Hill with Gav and the Dulwich Paragon lot, coffee stop at Ryka's 🚴",
     ["Box Hill", "Gav", "Dulwich Paragon", "Ryka's"]),
    ("social", "Anyone else on Elmwood Road lost power? Been off since 6, UK Power Networks saying 3 hours.",
     ["Elmwood Road", "UK Power Networks"]),
    ("social", "@kai_w u coming to ollie's tonight? priya said she'll drive from croydon",
     ["@kai_w", "ollie's", "priya", "croydon"]),
    ("social", "WORST SERVICE EVER AT THE ODEON IN LUTON. MANAGER CALLED DARREN WAS SO RUDE.",
     ["ODEON", "LUTON", "DARREN"]),
    ("social", "What a night at the Hollywood Bowl with @Lizzo 😭 #LosAngeles",
     ["Hollywood Bowl", "@Lizzo", "#LosAngeles"]),
    ("social", "So proud of my son Ikenna, graduating from Aston University today! 🎓",
     ["Ikenna", "Aston University"]),
    ("social", "Finally got the keys!! Goodbye Walthamstow, hello Margate 🏡 thanks to Jess at Foxtons",
     ["Walthamstow", "Margate", "Jess", "Foxtons"]),
    ("social", "Can anyone recommend a plumber in Headingley? Used Mick Dawson before but he's retired.",
     ["Headingley", "Mick Dawson"]),
    ("news", "MOTOR RACING - HUNGARIAN GRAND PRIX RESULTS\n1. Lando Norris ( Britain ) McLaren 1:38:01\n"
     "2. Oscar Piastri ( Australia ) McLaren +0.6\n3. Max Verstappen ( Netherlands ) Red Bull +21.4",
     ["Lando Norris", "Britain", "McLaren", "Oscar Piastri", "Australia", "Max Verstappen", "Netherlands",
      "Red Bull"]),
    ("news", "GOLF - Leading scores after the first round of the Open at Royal Troon :\n65 Shane Lowry ( Ireland )"
     "\n66 Justin Rose ( England ) , Dan Brown ( England )",
     ["Royal Troon", "Shane Lowry", "Ireland", "Justin Rose", "England", "Dan Brown"]),
    ("news", "Margaret Hale, who ran the village post office in Ambleside for 40 years, has died aged 91, her "
     "nephew Colin said.",
     ["Margaret Hale", "Ambleside", "Colin"]),
    ("news", "FRANCE AND GERMANY BACK EU BUDGET DEAL",
     ["FRANCE", "GERMANY", "EU"]),
    ("news", "MPs voted 312 to 297 on Tuesday to reject the amendment tabled by Labour MP Stella Creasy , the "
     "Commons Speaker Lindsay Hoyle announced .",
     ["Labour", "Stella Creasy", "Commons", "Lindsay Hoyle"]),
    ("news", "Ryanair said on Monday it would cut 20 routes from Dublin after a dispute with the Irish "
     "Aviation Authority .",
     ["Ryanair", "Dublin", "Irish Aviation Authority"]),
    ("clinical", "Discharge summary: Mr Tobias Reinholt, DOB 14/02/1951, admitted 03/11 with CAP. Discharged "
     "home to 27 Larch Close, Stevenage, under care of Dr Hennessy at Bedwell Surgery.",
     ["Tobias Reinholt", "14/02/1951", "03/11", "27 Larch Close", "Stevenage", "Hennessy", "Bedwell Surgery"]),
    ("clinical", "triage 2240 - 94 y/o f from sunnyside lodge, fall, ?nof. accompanied by carer amira.",
     ["94", "sunnyside lodge", "amira"]),
    ("clinical", "Dear Dr Achebe, I would be grateful if you could see Mrs Wanjiru Kamau (NHS no 943 476 5919) "
     "regarding her worsening asthma. Yours sincerely, Dr P. Lindholm, Fernside Medical Practice",
     ["Achebe", "Wanjiru Kamau", "943 476 5919", "P. Lindholm", "Fernside Medical Practice"]),
    ("clinical", "Lab: Hb 98, WCC 11.2, CRP 84 (sample ID 24K-55812, rec'd 09:14, Dr Osei informed).",
     ["24K-55812", "Osei"]),
    ("clinical", "PT FOUND ON FLOOR BY DAUGHTER LINDA AT 0700. HX OF FALLS. GP DR MCALLISTER INFORMED.",
     ["LINDA", "MCALLISTER"]),
    ("clinical", "SW note: met with pt and partner Ruth. Pt keen to return to flat in Govan. Referral to "
     "Glasgow City HSCP for package of care.",
     ["Ruth", "Govan", "Glasgow City HSCP"]),
    ("bio", "Chimamanda Ngozi Adichie (born 15 September 1977) is a Nigerian writer. She grew up in Nsukka, "
     "studied at Drexel University and Eastern Connecticut State University, and lives in Lagos.",
     ["Chimamanda Ngozi Adichie", "15 September 1977", "Nsukka", "Drexel University",
      "Eastern Connecticut State University", "Lagos"]),
    ("bio", "Kazuo Ishiguro was born in Nagasaki in 1954 and moved to Guildford with his parents Shizuo and "
     "Shizuko Ishiguro. He studied at the University of Kent.",
     ["Kazuo Ishiguro", "Nagasaki", "1954", "Guildford", "Shizuo", "Shizuko Ishiguro", "University of Kent"]),
    ("bio", "Aoife Mulcahy is a hurler from Kilkenny who plays for Thomastown GAA and works as a physiotherapist "
     "at St Luke's General Hospital.",
     ["Aoife Mulcahy", "Kilkenny", "Thomastown GAA", "St Luke's General Hospital"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("MADRID , 12 feb ( Europa Press ) - La ministra Yolanda Díaz se reunió con los sindicatos CCOO y UGT "
         "en el Ministerio de Trabajo .",
         ["MADRID", "Europa Press", "Yolanda Díaz", "CCOO", "UGT", "Ministerio de Trabajo"]),
        ("hoy comida en casa de mi abuela carmen en triana, luego paseo con javi por el parque de maría luisa",
         ["carmen", "triana", "javi", "parque de maría luisa"]),
    ],
    "nl": [
        ("UTRECHT - Wethouder Linda Voortman heeft donderdag met ProRail gesproken over de verbouwing van "
         "station Utrecht Centraal .",
         ["UTRECHT", "Linda Voortman", "ProRail", "Utrecht Centraal"]),
        ("gisteren met mijn zus femke naar de efteling geweest, super leuk 🎢",
         ["femke", "efteling"]),
    ],
    "de": [
        ("HAMBURG ( Reuters ) - Der Hafenkonzern HHLA hat am Dienstag eine Beteiligung der Reederei MSC "
         "bestätigt , sagte Vorstandschefin Angela Titzrath .",
         ["HAMBURG", "Reuters", "HHLA", "MSC", "Angela Titzrath"]),
        ("samstag mit paul und meiner oma in der elbphilharmonie, war echt schön",
         ["paul", "elbphilharmonie"]),
    ],
    "it": [
        ("FIRENZE - Il presidente della Regione Toscana Eugenio Giani ha visitato l' ospedale di Careggi "
         "insieme al sindaco Sara Funaro .",
         ["FIRENZE", "Regione Toscana", "Eugenio Giani", "Careggi", "Sara Funaro"]),
        ("weekend al lago di garda con la mia ragazza giulia e suo fratello matteo 🚤",
         ["lago di garda", "giulia", "matteo"]),
    ],
    "fr": [
        ("MARSEILLE ( AFP ) - L' OM a limogé son entraîneur Roberto De Zerbi , a annoncé le président Pablo "
         "Longoria .",
         ["MARSEILLE", "AFP", "OM", "Roberto De Zerbi", "Pablo Longoria"]),
        ("ce soir resto avec manon et théo au vieux-port, trop hâte",
         ["manon", "théo", "vieux-port"]),
    ],
    "pt": [
        ("RIO DE JANEIRO , 5 ago ( Agência Brasil ) - O prefeito Eduardo Paes anunciou nesta segunda-feira "
         "obras no Maracanã , disse a Secretaria de Obras .",
         ["RIO DE JANEIRO", "Agência Brasil", "Eduardo Paes", "Maracanã", "Secretaria de Obras"]),
        ("almoço de domingo na casa da vó lurdes em niterói, depois praia com o caio",
         ["lurdes", "niterói", "caio"]),
    ],
}
