"""A twentieth hand-written set, written on 2026-11-27 after the nineteenth set's rules, and scored once
before any rule looked at it: a WhatsApp group export, an ask-me-anything thread, a shop review, a
professional-network post, a cricket scorecard, a by-election results table, a council story under a
capitals headline, a football transfer story, a handover in capitals, a lower-case psychiatry note, an
operation note, a pharmacy query, a politician's biography, a painter's biography, a scientist's obituary
and a CV, and wire copy, notes and posts in Spanish, Dutch, German, Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other
identifiers; nationalities, parties' members, events, awards, leagues, products, offices and titles of works
are not names here). ``handmade_devset.py --twentieth`` scores them; their first score is kept in
``benchmarks/results/handmade_twentieth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTIETH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "[12/03/2024, 19:02] Debbie Walsh: Is everyone still ok for Tesco car park at 8?\n[12/03/2024, "
     "19:05] Sanjay: yep, bringing Priya\n[12/03/2024, 19:11] Debbie Walsh: great, Hollie's mum is driving the "
     "minibus to Ponteland",
     ["Debbie Walsh", "Tesco", "Sanjay", "Priya", "Hollie", "Ponteland"]),
    ("social", "I'm a paramedic with the London Ambulance Service, AMA!\n\nu/crumpet_fiend: worst shift?\n\n"
     "OP: a night in Croydon when three crews got sent to the same address on Wellesley Road. My crewmate "
     "Tomasz still brings it up.", ["London Ambulance Service", "crumpet_fiend", "Croydon", "Wellesley Road",
                                    "Tomasz"]),
    ("social", "1 star. Ordered a sofa from DFS in March, still waiting. Customer services (a lady called Bernadette) "
     "keep saying the Doncaster warehouse has it. Avoid.", ["DFS", "Bernadette", "Doncaster"]),
    ("social", "Thrilled to share that I've joined Ocado Technology as a Senior Data Engineer in Hatfield! Huge "
     "thanks to my manager Rhiannon Pugh and everyone at Monzo for four brilliant years. #NewJob",
     ["Ocado Technology", "Hatfield", "Rhiannon Pugh", "Monzo"]),
    ("news", "CRICKET - ENGLAND V PAKISTAN SCOREBOARD\nLONDON 1996-08-24\nScoreboard on the third day :\n"
     "England first innings\nM. Atherton c Moin b Wasim 31\nA. Stewart lbw b Mushtaq 170\nN. Hussain c Ijaz b "
     "Waqar 12",
     ["ENGLAND", "PAKISTAN", "LONDON", "England", "M. Atherton", "Moin", "Wasim", "A. Stewart", "Mushtaq",
      "N. Hussain", "Ijaz", "Waqar"]),
    ("news", "Runcorn and Helsby by-election result\nSarah Pochin (Reform UK) 12,645\nKaren Shore (Labour) 12,639\n"
     "Sean Houlston (Conservative) 2,341\nPaul Duffy (Green) 2,314\nReform UK gain from Labour.",
     ["Runcorn and Helsby", "Sarah Pochin", "Reform UK", "Karen Shore", "Labour", "Sean Houlston",
      "Conservative", "Paul Duffy", "Green"]),
    ("news", "BIN STRIKE TO CONTINUE IN BIRMINGHAM\nRefuse collectors in Birmingham will stay out until June, Unite "
     "said on Friday. Council leader John Cotton said the authority could not meet the union's demands. Residents "
     "in Erdington and Sparkhill have complained of rats.",
     ["BIRMINGHAM", "Birmingham", "Unite", "John Cotton", "Erdington", "Sparkhill"]),
    ("news", "Brentford have signed the Ivory Coast forward Yoane Wissa's replacement from Lorient for a club-record "
     "fee. Thomas Frank said the 23-year-old would go straight into the squad to face Fulham at Craven Cottage on "
     "Saturday.", ["Brentford", "Ivory Coast", "Yoane Wissa", "Lorient", "Thomas Frank", "Fulham", "Craven Cottage"]),
    ("clinical", "HANDOVER 19:30 BAY 3 BED 2: MR DESMOND AKINTOLA 81YO, ADMITTED FROM ASHGROVE CARE HOME WITH "
     "UROSEPSIS. IV ABX, NEWS 3. DAUGHTER FUNMI AWARE, WILL VISIT AM. ? FOR DISCHARGE BACK TO ASHGROVE FRIDAY.",
     ["DESMOND AKINTOLA", "ASHGROVE CARE HOME", "FUNMI", "ASHGROVE"]),
    ("clinical", "pt seen on ward round with dr mahmood. low mood since partner (steve) left in jan. lives alone in "
     "a flat in kirkby, works at the amazon warehouse in knowsley. no si/sh. f/u with crisis team.",
     ["mahmood", "steve", "kirkby", "amazon", "knowsley"]),
    ("clinical", "Operation note 04/11/2025. Surgeon: Mr K. Oyelaran. Assistant: Dr H. Lindqvist. Laparoscopic "
     "cholecystectomy, uneventful. Patient: Maureen Ebbs, MRN 00482913, Royal Preston Hospital.",
     ["04/11/2025", "K. Oyelaran", "H. Lindqvist", "Maureen Ebbs", "00482913", "Royal Preston Hospital"]),
    ("clinical", "Pharmacy query re: Mrs Ivy Thornbury (DOB 30.01.1939) - please confirm warfarin dose with "
     "Dr Osei at Bridgegate Surgery, tel 01904 622 731, before discharge.",
     ["Ivy Thornbury", "30.01.1939", "Osei", "Bridgegate Surgery", "01904 622 731"]),
    ("bio", "Rachel Reeves (born 13 February 1979) is a British politician who has served as Chancellor of the "
     "Exchequer since 2024. Born in Lewisham, she studied at New College, Oxford, and worked at the Bank of "
     "England and HBOS before being elected for Leeds West in 2010.",
     ["Rachel Reeves", "Lewisham", "New College", "Oxford", "Bank of England", "HBOS", "Leeds West"]),
    ("bio", "Lubaina Himid is a painter and curator born in Zanzibar in 1954. She studied at Wimbledon College of "
     "Art and the Royal College of Art, and is professor at the University of Central Lancashire in Preston. Her "
     "work is held by Tate and the Victoria and Albert Museum.",
     ["Lubaina Himid", "Zanzibar", "Wimbledon College of Art", "Royal College of Art",
      "University of Central Lancashire", "Preston", "Tate", "Victoria and Albert Museum"]),
    ("bio", "Dr Harold Menzies, who has died aged 92, was a geologist at the British Antarctic Survey for three "
     "decades. Born in Dundee, he is survived by his wife Elspeth, their sons Callum and Fraser, and a "
     "granddaughter, Isla.",
     ["Harold Menzies", "British Antarctic Survey", "Dundee", "Elspeth", "Callum", "Fraser", "Isla"]),
    ("bio", "CURRICULUM VITAE\nOluwaseun Adebayo-Hart\n14 Tenter Street, Sheffield S1 4BY | seun.ah@outlook.com\n"
     "2019-present: Site Manager, Balfour Beatty, Sheffield\n2015-2019: Assistant Site Manager, Kier Group, Leeds",
     ["Oluwaseun Adebayo-Hart", "14 Tenter Street", "Sheffield", "S1 4BY", "seun.ah@outlook.com", "Balfour Beatty",
      "Kier Group", "Leeds"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTIETH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("VALENCIA , 3 dic ( EFE ) .- La Generalitat Valenciana ha cesado al director de Emergencias , Emilio "
         "Argüeso , tras las críticas por la gestión de la dana en Paiporta . El president Carlos Mazón compareció "
         "ayer en Les Corts .",
         ["VALENCIA", "EFE", "Generalitat Valenciana", "Emilio Argüeso", "Paiporta", "Carlos Mazón", "Les Corts"]),
        ("Paciente de 72 años , natural de Lugo , acude a Urgencias del Hospital Lucus Augusti acompañado de su "
         "hija Montserrat . Refiere dolor torácico desde ayer . Médico de cabecera : Dr. Pardo Vilas .",
         ["Lugo", "Hospital Lucus Augusti", "Montserrat", "Pardo Vilas"]),
    ],
    "nl": [
        ("ROTTERDAM ( ANP ) - Feyenoord heeft trainer Brian Priske ontslagen . Directeur Dennis te Kloese maakte het "
         "besluit maandag bekend in De Kuip . Ook assistent Jan Wouters vertrekt .",
         ["ROTTERDAM", "ANP", "Feyenoord", "Brian Priske", "Dennis te Kloese", "De Kuip", "Jan Wouters"]),
        ("Mevr. Van der Heijden ( 84 ) woont zelfstandig in Apeldoorn . Thuiszorg via Buurtzorg , dochter Ingrid "
         "komt twee keer per week . Huisarts : dr. Bosman .",
         ["Van der Heijden", "Apeldoorn", "Buurtzorg", "Ingrid", "Bosman"]),
    ],
    "de": [
        ("HAMBURG ( dpa ) - Der Hamburger SV hat Sportvorstand Jonas Boldt freigestellt . Aufsichtsratschef Michael "
         "Papenfuß dankte ihm für seine Arbeit im Volksparkstadion . Nachfolger wird vorerst Stefan Kuntz .",
         ["HAMBURG", "dpa", "Hamburger SV", "Jonas Boldt", "Michael Papenfuß", "Volksparkstadion", "Stefan Kuntz"]),
        ("weiß jemand ob der rewe in der sonnenallee noch bis 24 uhr auf hat ? bin mit jana in neukölln unterwegs",
         ["rewe", "sonnenallee", "jana", "neukölln"]),
    ],
    "it": [
        ("NAPOLI - Il presidente del Napoli , Aurelio De Laurentiis , ha presentato al Maradona il nuovo allenatore "
         "Antonio Conte . Alla conferenza era presente anche il direttore sportivo Giovanni Manna .",
         ["NAPOLI", "Napoli", "Aurelio De Laurentiis", "Maradona", "Antonio Conte", "Giovanni Manna"]),
        ("Paziente di 58 anni , residente a Cosenza , giunge al Pronto Soccorso dell' Ospedale Annunziata "
         "accompagnato dalla moglie Carmela . Medico curante : dott. Scarpelli .",
         ["Cosenza", "Ospedale Annunziata", "Carmela", "Scarpelli"]),
    ],
    "fr": [
        ("LYON ( AFP ) - Le maire de Lyon , Grégory Doucet , a inauguré mardi la nouvelle ligne de tramway T10 "
         "entre Gerland et Vénissieux . Le Sytral a financé les travaux avec la Métropole de Lyon .",
         ["LYON", "AFP", "Lyon", "Grégory Doucet", "Gerland", "Vénissieux", "Sytral", "Métropole de Lyon"]),
        ("qqn sait si la fnac de montparnasse est ouverte dimanche ? je dois récupérer une commande pour ma soeur "
         "camille", ["fnac", "montparnasse", "camille"]),
    ],
    "pt": [
        ("LISBOA , 2 dez ( Lusa ) - O ministro das Finanças , Joaquim Miranda Sarmento , apresentou hoje no "
         "Parlamento o Orçamento do Estado . O Banco de Portugal alertou para o abrandamento da economia .",
         ["LISBOA", "Lusa", "Finanças", "Joaquim Miranda Sarmento", "Parlamento", "Banco de Portugal"]),
        ("Utente do sexo feminino , 45 anos , residente em Setúbal , trazida pelo INEM ao Hospital de São Bernardo "
         "após queda . Acompanhada pelo marido , Rui . Médica de família : Dra. Fonseca .",
         ["Setúbal", "INEM", "Hospital de São Bernardo", "Rui", "Fonseca"]),
    ],
}
