"""A twenty-third hand-written set, written on 2026-11-27 after the twenty-second set's rules, and scored once
before any rule looked at it: a reply chain, a tradesman's recommendation, a courier review, a group chat in
lower case, a snooker results list, a planning story, a sentencing report, a travel-disruption story, an ICU
note in capitals, a lower-case crisis-team note, a dental note, a maternity booking, a judge's, a chef's, a
creator's and a scientist's entries, and wire copy, notes and posts in Spanish, Dutch, German, Italian, French
and Portuguese.

The same conventions as ``handmade_twentysecond.py``. ``handmade_devset.py --twentythird`` scores them; their
first score is kept in ``benchmarks/results/handmade_twentythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "@NorthernRailOrg any news on the 07:42 from Hebden Bridge? Stuck at Todmorden for 20 mins\n"
     "@NorthernRailOrg replying to @jen_k77: Hi Jen, sorry about this, it's due to a signal fault at Mytholmroyd. "
     "^Craig", ["@NorthernRailOrg", "Hebden Bridge", "Todmorden", "@jen_k77", "Jen", "Mytholmroyd", "Craig"]),
    ("social", "Can't recommend Dave from DT Plumbing enough - fixed our boiler in Chorlton same day. His number is "
     "0161 555 0142. Tell him Amira from Beech Road sent you!",
     ["Dave", "DT Plumbing", "Chorlton", "0161 555 0142", "Amira", "Beech Road"]),
    ("social", "2/5 - Parcel marked as delivered by Yodel but it was left with a neighbour at number 9 who I've never "
     "met. Driver (Stuart?) didn't even knock. Contacted Argos, no reply yet.", ["Yodel", "Stuart", "Argos"]),
    ("social", "ellie: who's driving to glasto\nmatt: me, picking up priya in frome at 10\nellie: can u get rob from "
     "shepton too\nmatt: ye np", ["ellie", "matt", "priya", "frome", "rob", "shepton"]),
    ("news", "SNOOKER - UK CHAMPIONSHIP RESULTS\nYORK, England 2023-11-28\nFirst round results :\nRonnie O'Sullivan "
     "( England ) 6 Ding Junhui ( China ) 3\nJudd Trump ( England ) 6 Tom Ford ( England ) 4",
     ["YORK", "England", "Ronnie O'Sullivan", "Ding Junhui", "China", "Judd Trump", "Tom Ford"]),
    ("news", "Plans for 300 homes on green belt land near Congleton have been refused by Cheshire East Council. "
     "Developer Bloor Homes said it would appeal. Local councillor Suzie Akers Smith welcomed the decision.",
     ["Congleton", "Cheshire East Council", "Bloor Homes", "Suzie Akers Smith"]),
    ("news", "A Sunderland man who attacked a taxi driver has been jailed for two years. Kyle Robson, 27, of "
     "Hylton Road, admitted assault at Newcastle Crown Court. Recorder Paul Reid said the attack was cowardly.",
     ["Sunderland", "Kyle Robson", "Hylton Road", "Newcastle Crown Court", "Paul Reid"]),
    ("news", "Avanti West Coast cancelled services between Preston and Glasgow after flooding at Carlisle. Network "
     "Rail said engineers from Story Contracting were on site, and National Highways closed part of the M6.",
     ["Avanti West Coast", "Preston", "Glasgow", "Carlisle", "Network Rail", "Story Contracting",
      "National Highways", "M6"]),
    ("clinical", "ICU NURSING 0200: SEDATED ON PROPOFOL. FIO2 0.4, PEEP 8. ABG IMPROVING. SON DECLAN PHONED, "
     "UPDATED BY DR MWANGI. PLAN TRANSFER TO WARD 22 AT ROYAL VICTORIA INFIRMARY IF STABLE.",
     ["DECLAN", "MWANGI", "ROYAL VICTORIA INFIRMARY"]),
    ("clinical", "crisis team visit 16:00. jamie (27) at mum's flat in easterhouse. says ex-partner connor has "
     "been messaging. no current plan. safety plan agreed, cpn siobhan to follow up thurs.",
     ["jamie", "easterhouse", "connor", "siobhan"]),
    ("clinical", "Dental note 12/06/2025: Miss Harriet Osei attended Smile Studio Bath. UL6 fractured cusp, "
     "temporary restoration placed. Referred to Mr Colin Day at Bristol Dental Hospital.",
     ["12/06/2025", "Harriet Osei", "Smile Studio Bath", "Colin Day", "Bristol Dental Hospital"]),
    ("clinical", "Booking appointment: Ms Karolina Nowak, G1P0, EDD 03/02/2026. Lives in Peterborough with partner "
     "Tomasz. Works at Perkins Engines. Interpreter (Polish) booked via DA Languages.",
     ["Karolina Nowak", "03/02/2026", "Peterborough", "Tomasz", "Perkins Engines", "DA Languages"]),
    ("bio", "Dame Victoria Sharp (born 8 February 1956) is a British judge who served as President of the King's "
     "Bench Division. Educated at Sevenoaks School and the University of Bristol, she was called to the bar at "
     "Inner Temple.", ["Victoria Sharp", "King's Bench Division", "Sevenoaks School", "University of Bristol", "Inner Temple"]),
    ("bio", "Nathan Outlaw is a chef from Maidstone. He trained under Rick Stein in Padstow and opened Restaurant "
     "Nathan Outlaw in Port Isaac, Cornwall.",
     ["Nathan Outlaw", "Maidstone", "Rick Stein", "Padstow", "Restaurant Nathan Outlaw", "Port Isaac",
      "Cornwall"]),
    ("bio", "Max Balegde, known online as maxbalegde, is a creator from Enniskillen who posts videos on TikTok and "
     "YouTube. He studied at Ulster University and has worked with Channel 4.",
     ["Max Balegde", "maxbalegde", "Enniskillen", "TikTok", "YouTube", "Ulster University", "Channel 4"]),
    ("bio", "Professor Jim Al-Khalili (born 20 September 1962) is a British-Iraqi physicist at the University of "
     "Surrey. Born in Baghdad, he moved to Portsmouth in 1979 and presents The Life Scientific on BBC Radio 4.",
     ["Jim Al-Khalili", "University of Surrey", "Baghdad", "Portsmouth", "BBC Radio 4"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("ZARAGOZA , 20 abr ( EFE ) .- La Policía Nacional ha detenido en Delicias a un hombre de 34 años por el "
         "robo de un local de Mercadona . El jefe superior de Aragón , Jorge Zurita , informó del operativo .",
         ["ZARAGOZA", "EFE", "Policía Nacional", "Delicias", "Mercadona", "Aragón", "Jorge Zurita"]),
        ("Mujer de 66 años derivada por su médico de cabecera , el Dr. Iglesias , al Hospital Clínico de "
         "Valladolid . Vive sola en Laguna de Duero ; su hijo Álvaro reside en Burgos .",
         ["Iglesias", "Hospital Clínico de Valladolid", "Laguna de Duero", "Álvaro", "Burgos"]),
    ],
    "nl": [
        ("EINDHOVEN ( ANP ) - ASML heeft een nieuwe fabriek geopend in Veldhoven . Topman Christophe Fouquet "
         "sprak van een belangrijke dag voor de Brainport-regio .", ["EINDHOVEN", "ANP", "ASML", "Veldhoven",
                                                                    "Christophe Fouquet"]),
        ("Dhr. Jansen ( 70 ) , bekend met COPD , verwezen door huisarts Van Dam naar het Catharina Ziekenhuis . "
         "Echtgenote Marijke aanwezig .", ["Jansen", "Van Dam", "Catharina Ziekenhuis", "Marijke"]),
    ],
    "de": [
        ("BERLIN ( dpa ) - Die Deutsche Bahn hat Richard Lutz als Vorstandschef abgelöst . Verkehrsminister "
         "Patrick Schnieder kündigte in Berlin eine Neuaufstellung des Konzerns an .",
         ["BERLIN", "dpa", "Deutsche Bahn", "Richard Lutz", "Patrick Schnieder", "Berlin"]),
        ("kennt jemand einen guten zahnarzt in ehrenfeld ? meine schwester lena war bei einem in der venloer "
         "straße", ["ehrenfeld", "lena", "venloer straße"]),
    ],
    "it": [
        ("BOLOGNA - Il Bologna ha presentato il nuovo allenatore Vincenzo Italiano al Dall' Ara . Presente anche "
         "l' amministratore delegato Claudio Fenucci .",
         ["BOLOGNA", "Bologna", "Vincenzo Italiano", "Dall' Ara", "Claudio Fenucci"]),
        ("Uomo di 45 anni , residente a Mestre , accompagnato dal fratello Davide . Inviato dal medico curante "
         "dott. Zanon all' Ospedale dell' Angelo .", ["Mestre", "Davide", "Zanon", "Ospedale dell' Angelo"]),
    ],
    "fr": [
        ("TOULOUSE ( AFP ) - Airbus a livré 766 avions l' an dernier , a annoncé son président exécutif Guillaume "
         "Faury depuis Blagnac . Le groupe vise davantage cette année .",
         ["TOULOUSE", "AFP", "Airbus", "Guillaume Faury", "Blagnac"]),
        ("qqn connaît un bon garage vers villeurbanne ? ma cousine léa s' est fait avoir chez norauto",
         ["villeurbanne", "léa", "norauto"]),
    ],
    "pt": [
        ("FARO , 8 jun ( Lusa ) - A Câmara Municipal de Loulé aprovou hoje um novo plano para Vilamoura . O "
         "presidente da autarquia , Vítor Aleixo , disse que o projeto cria 500 empregos .",
         ["FARO", "Lusa", "Câmara Municipal de Loulé", "Vilamoura", "Vítor Aleixo"]),
        ("Doente de 83 anos , trazido pelos Bombeiros de Cascais ao Hospital de Cascais . Acompanhado pela "
         "vizinha , D. Graça . Médico assistente : Dr. Teixeira .",
         ["Bombeiros de Cascais", "Hospital de Cascais", "Graça", "Teixeira"]),
    ],
}
