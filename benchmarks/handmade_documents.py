"""The hand-written dev set's documents (``handmade_devset.py`` scores them).

Written and checked by hand in the shapes real collections have: wire stories with datelines, topic
tags, results tables, scoreboards and standings; social-media posts with handles, tags and lower-case
names; nursing and progress notes in capitals and shorthand, with the dates, phones, ages over 89 and
institutions HIPAA counts; biographies. The names are invented or public figures' as a news story would
print them; nothing comes from a public benchmark. Each document lists its gold strings: every
occurrence of each in the text is gold (people, places, organisations; in notes also the other PHI).
"""

#: (kind, text, names): every occurrence of each name in the text is gold
DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "RUGBY UNION - KIWIS EDGE WALLABIES IN WELLINGTON THRILLER\nWELLINGTON 2019-08-17\n"
     "New Zealand held off a late Australian charge to win 26-23 on Saturday , with fly-half Tomasi Vaka "
     "kicking four penalties . Australia coach Hamish Lockwood said his side had \" nothing to be ashamed of \" .",
     ["KIWIS", "WALLABIES", "WELLINGTON", "New Zealand", "Tomasi Vaka", "Australia", "Hamish Lockwood"]),
    ("news", "ATHLETICS - BEKELE-STYLE FINISH GIVES OKONJO 5,000 TITLE\nOSLO 2021-06-10\n"
     "Results of the men's 5,000 metres at the Bislett meeting on Thursday :\n"
     "1. Chidi Okonjo ( Nigeria ) 13:02.55\n2. Rune Haldorsen ( Norway ) 13:04.10\n"
     "3. Matteo Ferrandi ( Italy ) 13:05.72\n4. Samuel Kiprotich ( Kenya ) 13:06.01",
     ["OKONJO", "OSLO", "Bislett", "Chidi Okonjo", "Nigeria", "Rune Haldorsen", "Norway", "Matteo Ferrandi",
      "Italy", "Samuel Kiprotich", "Kenya"]),
    ("news", "ICE HOCKEY - STANDINGS AFTER SUNDAY'S GAMES\nHELSINKI 2020-02-23\n"
     "Standings ( played , won , lost , overtime , points ) :\nTappara 48 29 14 5 63\nKarpat 48 27 15 6 60\n"
     "Lukko 48 25 18 5 55\nIlves 48 20 22 6 46",
     ["HELSINKI", "Tappara", "Karpat", "Lukko", "Ilves"]),
    ("news", "BRUSSELS 2022-03-04 - The European Commission fined Veltrix Logistics 12 million euros on Friday "
     "for rigging freight prices , a spokeswoman said . Veltrix chief executive Ingrid Maes declined to comment . "
     "Maes , who took over in 2018 , has denied wrongdoing .",
     ["BRUSSELS", "European Commission", "Veltrix Logistics", "Veltrix", "Ingrid Maes", "Maes"]),
    ("news", "SOCCER - ZAMORA DOUBLE LIFTS ALMERIA CLEAR OF DROP ZONE\nMADRID 2018-11-25\n"
     "Almeria beat Real Oviedo 2-0 on Sunday with two goals from Dario Zamora . Oviedo , who sacked coach "
     "Pedro Lastra last week , stay bottom .",
     ["ZAMORA", "ALMERIA", "MADRID", "Almeria", "Real Oviedo", "Dario Zamora", "Oviedo", "Pedro Lastra"]),
    ("news", "TENNIS - RESULTS FROM THE MONTE CARLO MASTERS\nMONTE CARLO 2017-04-19\n"
     "Second round , men's singles :\nAleksander Petrov ( Russia ) beat Jonas Weber ( Germany ) 6-3 7-5\n"
     "Luca Bianchi ( Italy ) beat Tomas Novak ( Czech Republic ) 4-6 6-2 6-4",
     ["MONTE CARLO MASTERS", "MONTE CARLO", "Aleksander Petrov", "Russia", "Jonas Weber", "Germany",
      "Luca Bianchi", "Italy", "Tomas Novak", "Czech Republic"]),
    ("news", "Police in Shrewsbury said on Tuesday they had arrested a 34-year-old man after the fire at the "
     "Castlegate warehouse . Detective Inspector Fiona Marsh told reporters the blaze was started deliberately .",
     ["Shrewsbury", "Castlegate", "Fiona Marsh"]),
    ("news", "ELECTION - RESULTS IN THE NORTHFIELD BY-ELECTION\nNORTHFIELD , England 2023-05-05\n"
     "Gareth Pryce ( Labour ) 14,312\nAmelia Crowther ( Conservative ) 11,907\nRhys Dalton ( Green ) 2,455\n"
     "Pryce said the result was a message to Westminster .",
     ["NORTHFIELD", "England", "Gareth Pryce", "Labour", "Amelia Crowther", "Conservative", "Rhys Dalton",
      "Green", "Pryce", "Westminster"]),
    ("social", "cant believe @mara_tkd just won gold in lisbon 🥇🥇 so proud of u girl",
     ["@mara_tkd", "lisbon"]),
    ("social", "RT @DailyPlanetNews: Mayor Ortega to close Elm Park after the storm damage http://dpn.co/x7",
     ["@DailyPlanetNews", "Ortega", "Elm Park"]),
    ("social", "anyone know if the ikea in leeds is open on boxing day? asking for my sister priya",
     ["ikea", "leeds", "priya"]),
    ("social", "Just landed in Reykjavik!!! Thanks @IcelandAirSupport for losing my bag again 🙄 #travel",
     ["Reykjavik", "@IcelandAirSupport"]),
    ("social", "omg jake and tasha got engaged at the eiffel tower 😭😭 congrats guys",
     ["jake", "tasha", "eiffel tower"]),
    ("social", "r/manchester does anyone know a good mechanic near Salford Quays? my dad recommends Dave's Autos",
     ["r/manchester", "Salford Quays", "Dave's Autos"]),
    ("social", "GO BLUES!!! CHELSEA 3 ARSENAL 1 get in there lads, Palmer is unreal",
     ["BLUES", "CHELSEA", "ARSENAL", "Palmer"]),
    ("social", "@kevin_dunne no mate the gig moved to the Olympia, doors at 7. Sinead has the tickets",
     ["@kevin_dunne", "Olympia", "Sinead"]),
    ("clinical", "NPN 7P-7A: PT ALERT, ORIENTED X3. AFEBRILE. LUNGS CLEAR BILAT. WIFE DOROTA IN TO VISIT, "
     "UPDATED BY DR KOWALCZYK. PLAN: CONT ABX, F/U CXR IN AM.",
     ["DOROTA", "KOWALCZYK"]),
    ("clinical", "Pt is a 72 yo woman admitted from St. Brigid's Nursing Home with fever. Daughter Aoife "
     "(cell 617-555-0142) at bedside. Seen by Dr. Okafor on rounds. Plan to transfer to Carney Hospital.",
     ["St. Brigid's Nursing Home", "Aoife", "Okafor", "Carney Hospital"]),
    ("clinical", "resp: ls coarse, sx x2 thick tan. neuro: opens eyes to voice. son marek called, "
     "will come in tomorrow. dr halvorsen aware of low uo.",
     ["marek", "halvorsen"]),
    ("clinical", "SOCIAL WORK NOTE: PT LIVES ALONE IN DORCHESTER, NEIGHBOR MRS FITZGERALD CHECKS ON HER DAILY. "
     "HCP IS NIECE BRIDGET O'MALLEY.",
     ["DORCHESTER", "FITZGERALD", "BRIDGET O'MALLEY"]),
    ("clinical", "Transferred from Lakeside Regional Medical Center on 3/14. PCP Dr. Nguyen at Harbor Family "
     "Practice. Wife Linh updated by phone.",
     ["Lakeside Regional Medical Center", "Nguyen", "Harbor Family Practice", "Linh"]),
    ("bio", "Margit Soltesz (born 4 May 1961 in Pecs) is a Hungarian-born Canadian sculptor. She studied at the "
     "Hungarian University of Fine Arts before moving to Winnipeg in 1989. Soltesz taught at the University "
     "of Manitoba until 2015.",
     ["Margit Soltesz", "Pecs", "Hungarian University of Fine Arts", "Winnipeg", "Soltesz",
      "University of Manitoba"]),
    ("bio", "Diego Arrieta is an Argentine footballer who plays as a defender for Club Atletico Tigre. "
     "Arrieta began his career at Quilmes and was capped twice by Argentina in 2016.",
     ["Diego Arrieta", "Club Atletico Tigre", "Arrieta", "Quilmes", "Argentina"]),
    ("bio", "Sir Edmund Hartwell (1898-1974) was a British civil engineer. Born in Truro, Cornwall, he designed "
     "the Kessock road bridge and chaired the Institution of Civil Engineers from 1956. Hartwell married "
     "Violet Pengelly in 1925.",
     ["Edmund Hartwell", "Truro", "Cornwall", "Kessock", "Institution of Civil Engineers", "Hartwell",
      "Violet Pengelly"]),
    ("bio", "Yuki Tanabe is a Japanese violinist and a member of the Kioi Sinfonietta. She was a pupil of "
     "Dorothy Ashcombe at the Juilliard School in New York.",
     ["Yuki Tanabe", "Kioi Sinfonietta", "Dorothy Ashcombe", "Juilliard School", "New York"]),
    # second batch: harder layouts (scorer lists, scorecards, standings, notes with PHI, lower-case posts)
    # ---- news: wire copy, results tables, standings, ALL-CAPS headlines
    ("news", "CRICKET - PAKISTAN V SRI LANKA SCOREBOARD\nKARACHI 2019-12-20\n"
     "Scoreboard on the second day of the first test between Pakistan and Sri Lanka at the National Stadium :\n"
     "Pakistan first innings\nShan Masood c Dickwella b Kumara 38\nAbid Ali lbw b Embuldeniya 49\n"
     "Azhar Ali not out 27\nExtras ( lb-4 nb-2 ) 6\nTotal ( for two wickets ) 120",
     ["PAKISTAN", "SRI LANKA", "KARACHI", "Pakistan", "Sri Lanka", "National Stadium", "Shan Masood",
      "Dickwella", "Kumara", "Abid Ali", "Embuldeniya", "Azhar Ali"]),
    ("news", "GOLF - LEADING SCORES AT THE DUTCH OPEN\nHILVERSUM , Netherlands 2016-07-28\n"
     "Leading first-round scores on Thursday ( Britain unless stated ) :\n"
     "65 Oliver Penhale , Joost Luiten ( Netherlands )\n66 Callum Shinkwin , Pablo Larrazabal ( Spain )\n"
     "67 Niels Kraaij ( Netherlands ) , Lee Slattery",
     ["DUTCH OPEN", "HILVERSUM", "Netherlands", "Britain", "Oliver Penhale", "Joost Luiten", "Callum Shinkwin",
      "Pablo Larrazabal", "Spain", "Niels Kraaij", "Lee Slattery"]),
    ("news", "SOCCER - GERMAN FIRST DIVISION SUMMARIES\nBERLIN 2015-10-03\n"
     "Summaries of Bundesliga matches played on Saturday :\n"
     "Hertha Berlin 2 ( Kalou 34 , Ibisevic 71 ) Hamburg 0 . Attendance : 52,113\n"
     "Werder Bremen 1 ( Ujah 12 ) Schalke 3 ( Huntelaar 5 , Sane 40 , Choupo-Moting 88 ) . Attendance : 41,000",
     ["GERMAN", "BERLIN", "Bundesliga", "Hertha Berlin", "Kalou", "Ibisevic", "Hamburg", "Werder Bremen", "Ujah",
      "Schalke", "Huntelaar", "Sane", "Choupo-Moting"]),
    ("news", "MOTOR RACING - FINAL STANDINGS IN WORLD RALLY CHAMPIONSHIP\nSYDNEY 2004-11-14\n"
     "Final drivers ' standings after the Rally of Australia :\n1. Sebastien Loeb ( France ) 118 points\n"
     "2. Petter Solberg ( Norway ) 82\n3. Markko Martin ( Estonia ) 79\n"
     "Manufacturers : 1. Citroen 194 2. Ford 123 3. Subaru 110",
     ["SYDNEY", "Rally of Australia", "Sebastien Loeb", "France", "Petter Solberg", "Norway", "Markko Martin",
      "Estonia", "Citroen", "Ford", "Subaru"]),
    ("news", "LONDON 1998-02-11 - Shares in Harland Tate fell 14 pence to 212p after the engineering group "
     "warned that profits would be hit by the strong pound . Analysts at Sorensen Brothers cut their forecast . "
     "Chairman Sir Nigel Ashdown told the annual meeting in Birmingham that orders from Asia had slowed .",
     ["LONDON", "Harland Tate", "Sorensen Brothers", "Nigel Ashdown", "Birmingham", "Asia"]),
    ("news", "BASEBALL - MAJOR LEAGUE RESULTS THURSDAY\nNEW YORK 1996-08-29\n"
     "Results of Major League Baseball games played on Thursday ( home team in CAPS ) :\n"
     "American League\nCLEVELAND 6 Oakland 2\nSEATTLE 10 Boston 9 ( 11 innings )\nNational League\n"
     "Atlanta 4 PITTSBURGH 1\nCOLORADO 12 Florida 3",
     ["NEW YORK", "Major League Baseball", "American League", "CLEVELAND", "Oakland", "SEATTLE", "Boston",
      "National League", "Atlanta", "PITTSBURGH", "COLORADO", "Florida"]),
    ("news", "KABUL 2011-05-02 - A suicide bomber killed four policemen in the southern province of Helmand "
     "on Monday , provincial spokesman Daud Ahmadi said . Ahmadi said the attacker detonated explosives near a "
     "checkpoint in Lashkar Gah . The Taliban claimed responsibility .",
     ["KABUL", "Helmand", "Daud Ahmadi", "Ahmadi", "Lashkar Gah", "Taliban"]),
    ("news", "TENNIS - SEEDS FALL AT ROSMALEN GRASS COURT CHAMPIONSHIPS\nROSMALEN , Netherlands 2013-06-19\n"
     "Results on Wednesday :\nMen 's singles , second round :\n"
     "Xavier Malisse ( Belgium ) beat 3 - Ernests Gulbis ( Latvia ) 7-6 ( 4 ) 6-4\n"
     "Igor Sijsling ( Netherlands ) beat 6 - Dmitry Tursunov ( Russia ) 6-3 3-6 7-5",
     ["ROSMALEN GRASS COURT CHAMPIONSHIPS", "ROSMALEN", "Netherlands", "Xavier Malisse", "Belgium",
      "Ernests Gulbis", "Latvia", "Igor Sijsling", "Dmitry Tursunov", "Russia"]),
    ("news", "The Springfield school shooting inquiry will report in March , Education Minister Karen Whitby "
     "told parliament on Tuesday . Whitby said the Ministry of Education had received 340 submissions , "
     "many from families in Springfield and nearby Ashby .",
     ["Springfield", "Karen Whitby", "Whitby", "Ministry of Education", "Ashby"]),
    ("news", "OTTAWA 2020-09-14 - Veterans Affairs Minister Lawrence MacAulay said on Monday the department "
     "would hire 200 case managers . The Royal Canadian Legion welcomed the move . Legion president Thomas "
     "Irvine said waiting times in Nova Scotia were still too long .",
     ["OTTAWA", "Veterans Affairs", "Lawrence MacAulay", "Royal Canadian Legion", "Legion", "Thomas Irvine",
      "Nova Scotia"]),
    ("news", "ATHLETICS - MAKAU WINS BERLIN MARATHON\nBERLIN 2011-09-25\n"
     "Kenya 's Patrick Makau set a world record of 2:03:38 in the Berlin marathon on Sunday . Ethiopia 's "
     "Haile Gebrselassie , who held the old record , dropped out . Leading results :\n"
     "1. Patrick Makau ( Kenya ) 2:03:38\n2. Stephen Chemlany ( Kenya ) 2:07:55\n3. Edwin Kimaiyo ( Kenya ) 2:09:50",
     ["MAKAU", "BERLIN", "Kenya", "Patrick Makau", "Berlin", "Ethiopia", "Haile Gebrselassie",
      "Stephen Chemlany", "Edwin Kimaiyo"]),
    ("news", "RUGBY LEAGUE - SUPER LEAGUE TABLE\nLONDON 2009-07-12\n"
     "Super League table after Sunday 's matches ( tabulate under played , won , drawn , lost , points for , "
     "against , points ) :\nLeeds 20 15 0 5 598 338 30\nSt Helens 20 14 1 5 560 321 29\n"
     "Wigan 20 12 0 8 489 430 24\nHuddersfield 19 12 0 7 466 318 24",
     ["SUPER LEAGUE", "LONDON", "Super League", "Leeds", "St Helens", "Wigan", "Huddersfield"]),
    ("news", "Police in Udine said the report into the collapse of the Ponte Rosso footbridge blamed poor "
     "maintenance . Mayor Pietro Fontanini said the Udine report would be sent to prosecutors in Trieste .",
     ["Udine", "Ponte Rosso", "Pietro Fontanini", "Trieste"]),
    ("news", "BASKETBALL - EUROLEAGUE RESULTS\nMADRID 2012-01-19\nResults of Euroleague Top 16 games on Thursday :\n"
     "Group E : Real Madrid ( Spain ) 78 Olympiakos Piraeus ( Greece ) 71\n"
     "Group F : Maccabi Tel Aviv ( Israel ) 84 Fenerbahce Ulker ( Turkey ) 80",
     ["EUROLEAGUE", "MADRID", "Euroleague", "Real Madrid", "Spain", "Olympiakos Piraeus", "Greece",
      "Maccabi Tel Aviv", "Israel", "Fenerbahce Ulker", "Turkey"]),
    # ---- social posts
    ("social", "lol @tomhollandfan99 ur not wrong, spiderman was mid 😂 going to see it again w/ marcus tmrw",
     ["@tomhollandfan99", "marcus"]),
    ("social", "Massive thanks to everyone at Greggs on Northumberland St for the free coffee today ☕ "
     "#Newcastle #BlackFriday",
     ["Greggs", "Northumberland St", "#Newcastle"]),
    ("social", "my flight to denver got cancelled AGAIN @united this is the 3rd time this month",
     ["denver", "@united"]),
    ("social", "Happy 80th birthday to my amazing grandma Rosalind!! still beats us all at scrabble 💕",
     ["Rosalind"]),
    ("social", "anyone else queueing at the apple store in regent street since 5am?? iphone or bust",
     ["apple store", "regent street"]),
    ("social", "Sending love to everyone in Valencia tonight. Stay safe ❤️ @AjuntamentVLC please clear the "
     "drains on Carrer de Sueca",
     ["Valencia", "@AjuntamentVLC", "Carrer de Sueca"]),
    ("social", "just met LEWIS CAPALDI at heathrow and he was so nice omg omg omg",
     ["LEWIS CAPALDI", "heathrow"]),
    ("social", "Who's coming to Kemal's bbq on saturday? bring ur own drinks, address is 14 Birch Close",
     ["Kemal", "14 Birch Close"]),
    ("social", "PSA: the new manager at Tesco Extra in Cheadle is a legend. gave my mum a lift home in the rain",
     ["Tesco Extra", "Cheadle"]),
    ("social", "can confirm the pho at Saigon Corner on 5th ave is still the best in portland. ask for minh",
     ["Saigon Corner", "5th ave", "portland", "minh"]),
    ("social", "NEW VIDEO!! me and @sofiavlogs tried every donut at Voodoo Doughnut 🍩 link in bio",
     ["@sofiavlogs", "Voodoo Doughnut"]),
    ("social", "u/throwaway_kc asked about daycares in Overland Park - we used Little Sprouts on Metcalf, "
     "ask for Ms. Janelle",
     ["u/throwaway_kc", "Overland Park", "Little Sprouts", "Metcalf", "Janelle"]),
    ("social", "cannot believe sainsburys in fulham ran out of turkeys on xmas eve. thanks for nothing",
     ["sainsburys", "fulham"]),
    ("social", "Shoutout to Coach Okoro and the Hillside Hawks U12s, undefeated season!! 🏆 #proudmom",
     ["Okoro", "Hillside Hawks"]),
    # ---- clinical / nursing notes (PHI: names, places, dates, phones, ages > 89, institutions)
    ("clinical", "NURSING PROGRESS NOTE 0700-1900\nNEURO: A+OX3, MAE. CV: NSR 80S-90S, NO ECTOPY. "
     "RESP: LS CLEAR, RA SATS 96%. GI: TOL CLEARS. SOCIAL: DAUGHTER JOANNE CALLED X2, PHONE (617) 555-0187. "
     "PLAN: D/C TO REHAB AT HEBREW SENIOR LIFE 7/18.",
     ["JOANNE", "(617) 555-0187", "HEBREW SENIOR LIFE", "7/18"]),
    ("clinical", "93 yo F w/ hx CHF, AFIB, admitted 12/3 from home w/ SOB. lives w/ husband in quincy. "
     "pcp dr feldman. code status DNR/DNI per pt and son (H: 781-555-0120).",
     ["93", "12/3", "quincy", "feldman", "781-555-0120"]),
    ("clinical", "Resp care: pt remains on CPAP 5/5, FiO2 40%. ABG 7.38/42/88. Suctioned x1 for small amt "
     "white secretions. RT Gallagher to reassess at 0400.",
     ["Gallagher"]),
    ("clinical", "Discharge summary. Patient: Harold Quimby. DOB 02/14/1931. MRN 4471029. Admitted to "
     "Mount Auburn Hospital on 01/05/2024 with pneumonia. Followed by Dr. Sandra Iyer (cardiology). "
     "Discharged home with VNA services.",
     ["Harold Quimby", "02/14/1931", "4471029", "Mount Auburn Hospital", "01/05/2024", "Sandra Iyer"]),
    ("clinical", "CCU NPN: PT SEDATED ON PROPOFOL. BP 100-120/50S. UO 30-50CC/HR. FAMILY MTG W/ DR BROOKS "
     "AND WIFE ELAINE AT 1400. PAGER #4521 FOR QUESTIONS. WILL CONT TO MONITOR.",
     ["BROOKS", "ELAINE", "4521"]),
    ("clinical", "Pt transferred from OSH (St. Elizabeth's) for cath. Brother Tomasz at bedside, speaks "
     "Polish only; interpreter requested. W: 508-555-0164.",
     ["St. Elizabeth's", "Tomasz", "508-555-0164"]),
    ("clinical", "npn 3p-11p. pt c/o pain 6/10, medicated w/ dilaudid 1mg iv w/ good effect. ambulated in hall "
     "w/ pt. wife mary visiting, asking re d/c plan. will page dr o'neil in am.",
     ["mary", "o'neil"]),
    ("clinical", "CASE MGMT: PT IS A 91 YO WIDOW FROM BRAINTREE. PREV LIVED AT ROSEWOOD ASSISTED LIVING. "
     "NEPHEW KEVIN HALLORAN IS HCP, CELL 339-555-0111. SCREENING FOR LTC AT MARIAN MANOR.",
     ["91", "BRAINTREE", "ROSEWOOD ASSISTED LIVING", "KEVIN HALLORAN", "339-555-0111", "MARIAN MANOR"]),
    ("clinical", "Seen at GH ED 11/2 for fall, CT head neg. Today reports dizziness. Wife present. Dr Patel "
     "to see. BP 142/88, HR 76, afebrile.",
     ["GH", "11/2", "Patel"]),
    ("clinical", "Neuro: PERRL, follows commands. Skin: stage II on coccyx, duoderm applied. Dispo: awaiting "
     "bed at Spaulding Rehab, SW Maureen following. Daughter Keisha (in Atlanta) updated by phone.",
     ["Spaulding Rehab", "Maureen", "Keisha", "Atlanta"]),
    ("clinical", "ADDENDUM: SPOKE W/ PT'S SON DR. RAJIV MENON (ANESTHESIA, BETH ISRAEL) RE GOALS OF CARE. "
     "MEETING SET FOR 4/22 AT 10AM.",
     ["RAJIV MENON", "BETH ISRAEL", "4/22"]),
    ("clinical", "Pt is a 58 y/o male, lives in Lowell w/ partner Steve, works as a bus driver for the MBTA. "
     "Follows w/ Dr. Ng at Lowell General.",
     ["Lowell", "Steve", "MBTA", "Ng", "Lowell General"]),
    # ---- biographies
    ("bio", "Ingrid Vasquez-Holm (born 12 March 1975) is a Swedish-Chilean architect. Raised in Valparaiso, she "
     "studied at the Royal Institute of Technology in Stockholm and founded the practice Holm Arkitekter in 2004. "
     "Her Kiruna town hall won the Kasper Salin Prize in 2018.",
     ["Ingrid Vasquez-Holm", "Valparaiso", "Royal Institute of Technology", "Stockholm", "Holm Arkitekter",
      "Kiruna", "Kasper Salin Prize"]),
    ("bio", "Obinna Eze (1938 - 2009) was a Nigerian historian and diplomat. He taught at the University of "
     "Ibadan and served as ambassador to Ghana from 1979 to 1983. Eze's study of the Aro Confederacy remains "
     "a standard work.",
     ["Obinna Eze", "University of Ibadan", "Ghana", "Eze", "Aro Confederacy"]),
    ("bio", "Katarzyna Wrobel is a Polish long-distance runner. She won the silver medal in the 10,000 metres at "
     "the 2014 European Athletics Championships in Zurich. Wrobel is coached by her husband, Marek Lis, and "
     "trains in Szklarska Poreba.",
     ["Katarzyna Wrobel", "European Athletics Championships", "Zurich", "Wrobel", "Marek Lis",
      "Szklarska Poreba"]),
    ("bio", "Father Anselm Doherty OSB (1902-1988) was an Irish Benedictine monk and schoolmaster. He was "
     "headmaster of Glenstal Abbey School from 1945 to 1961, and his brother Cathal Doherty was a Fianna Fail TD "
     "for Limerick East.",
     ["Anselm Doherty", "Glenstal Abbey School", "Cathal Doherty", "Fianna Fail", "Limerick East"]),
    ("bio", "Mei-Ling Chou is a Taiwanese-American biochemist and professor at Rockefeller University. She "
     "received her PhD from Caltech under Ahmed Zewail and was elected to the National Academy of Sciences "
     "in 2021.",
     ["Mei-Ling Chou", "Rockefeller University", "Caltech", "Ahmed Zewail", "National Academy of Sciences"]),
    ("bio", "Bruno Lacerda (born 3 July 1990 in Braga) is a Portuguese professional cyclist who rides for "
     "UCI WorldTeam Movistar. He finished ninth at the 2019 Vuelta a Espana. His brother Rui also races.",
     ["Bruno Lacerda", "Braga", "UCI", "Movistar", "Vuelta a Espana", "Rui"]),
    ("bio", "Henrietta Blackwood, Lady Ormsby (1811-1879), was an English novelist and letter-writer. "
     "The daughter of a Bath physician, she married Sir Frederick Ormsby in 1834 and lived at Coombe Hall, "
     "Somerset.",
     ["Henrietta Blackwood", "Ormsby", "Bath", "Frederick Ormsby", "Coombe Hall", "Somerset"]),
    ("bio", "Tuomas Lehtinen is a Finnish ice hockey goaltender currently playing for HIFK of the Liiga. "
     "He was drafted by the Calgary Flames in 2017 and played for Finland at the 2022 World Championship.",
     ["Tuomas Lehtinen", "HIFK", "Liiga", "Calgary Flames", "Finland"]),
]

#: written after the rules that the documents above led to, and scored once before any rule looked at
#: them (pii_detector 0.902 / 0.866, Presidio 0.724 / 0.802, spaCy 0.699 / 0.804; the detector of the
#: session before 0.871 / 0.782): the fairest figure for documents nobody tuned on. Their misses have
#: been read since, so they are a dev set now too.
CHECK_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "SOCCER - ENGLISH PREMIER LEAGUE RESULTS\nLONDON 2003-04-12\nResults of English Premier League "
     "matches on Saturday :\nArsenal 2 ( Henry 23 , Pires 67 ) Aston Villa 1 ( Dublin 45 )\n"
     "Everton 0 Charlton 0\nLeeds 3 ( Viduka 12 , 55 , Kewell 80 ) Fulham 1 ( Saha 30 )",
     ["ENGLISH PREMIER LEAGUE", "LONDON", "English Premier League", "Arsenal", "Henry", "Pires", "Aston Villa",
      "Dublin", "Everton", "Charlton", "Leeds", "Viduka", "Kewell", "Fulham", "Saha"]),
    ("news", "CYCLING - VAN DER POEL TAKES TOUR OF FLANDERS\nOUDENAARDE , Belgium 2020-10-18\n"
     "Leading results of the Tour of Flanders on Sunday :\n1. Mathieu van der Poel ( Netherlands ) 6:15:51\n"
     "2. Wout van Aert ( Belgium ) same time\n3. Julian Alaphilippe ( France ) did not finish",
     ["VAN DER POEL", "TOUR OF FLANDERS", "OUDENAARDE", "Belgium", "Tour of Flanders", "Mathieu van der Poel",
      "Netherlands", "Wout van Aert", "Julian Alaphilippe", "France"]),
    ("news", "WELLINGTON 2024-02-06 - New Zealand 's central bank held its cash rate at 5.5 percent on Tuesday . "
     "Reserve Bank governor Adrian Orr said inflation was still too high . Economists at ASB Bank and Westpac "
     "had expected the decision .",
     ["WELLINGTON", "New Zealand", "Reserve Bank", "Adrian Orr", "ASB Bank", "Westpac"]),
    ("news", "HORSE RACING - RESULTS FROM ASCOT\nASCOT , England 2019-06-19\n"
     "2.30 race : 1. Blue Point ( trainer Charlie Appleby ) 6-1 2. Battaash ( Charlie Hills ) 3-1\n"
     "3.05 race : 1. Stradivarius ( John Gosden ) 4-5",
     ["ASCOT", "England", "Blue Point", "Charlie Appleby", "Battaash", "Charlie Hills", "Stradivarius",
      "John Gosden"]),
    ("news", "The mayor of Dunmore , Teresa Kowal , said on Thursday the town would sue Brightwater Chemicals over the "
     "river spill . A spokesman for Brightwater said the company was cooperating with the Environmental Protection "
     "Agency .",
     ["Dunmore", "Teresa Kowal", "Brightwater Chemicals", "Brightwater", "Environmental Protection Agency"]),
    ("news", "ICE HOCKEY - NHL RESULTS\nNEW YORK 1997-01-09\nResults of National Hockey League games on Wednesday "
     "( home team in CAPS ) :\nDETROIT 4 Chicago 2\nPhiladelphia 5 NY RANGERS 3\nTORONTO 2 Montreal 2 ( OT )",
     ["NHL", "NEW YORK", "National Hockey League", "DETROIT", "Chicago", "Philadelphia", "NY RANGERS", "TORONTO",
      "Montreal"]),
    ("news", "TENNIS - SWIATEK BEATS SABALENKA IN MADRID FINAL\nMADRID 2024-05-04\nIga Swiatek of Poland beat "
     "Aryna Sabalenka 7-5 4-6 7-6 in a three-hour final on Saturday . Swiatek said afterwards : \" I was lucky . \"",
     ["SWIATEK", "SABALENKA", "MADRID", "Iga Swiatek", "Poland", "Aryna Sabalenka", "Swiatek"]),
    ("news", "NAIROBI 2017-08-11 - Kenya 's opposition leader Raila Odinga rejected the election results on Friday . "
     "The Independent Electoral and Boundaries Commission declared President Uhuru Kenyatta the winner with 54 "
     "percent . Odinga 's NASA coalition said it would not go to court .",
     ["NAIROBI", "Kenya", "Raila Odinga", "Independent Electoral and Boundaries Commission", "Uhuru Kenyatta",
      "Odinga", "NASA"]),
    ("news", "CRICKET - ENGLAND V AUSTRALIA SCOREBOARD\nLORD 'S 2023-06-30\nAustralia first innings\n"
     "Usman Khawaja b Tongue 17\nDavid Warner b Tongue 66\nSteve Smith c Duckett b Tongue 110\n"
     "Travis Head st Bairstow b Root 77",
     ["ENGLAND", "AUSTRALIA", "LORD 'S", "Australia", "Usman Khawaja", "Tongue", "David Warner", "Steve Smith",
      "Duckett", "Travis Head", "Bairstow", "Root"]),
    ("news", "BASKETBALL - NBA STANDINGS\nNEW YORK 2016-03-01\nEastern Conference ( won , lost ) :\n"
     "Cleveland 42 16\nToronto 39 19\nBoston 36 25\nWestern Conference :\nGolden State 53 5\nSan Antonio 50 9",
     ["NBA", "NEW YORK", "Eastern Conference", "Cleveland", "Toronto", "Boston", "Western Conference",
      "Golden State", "San Antonio"]),
    ("social", "lmao my brother ollie just dropped his phone in the thames 💀", ["ollie", "thames"]),
    ("social", "Anyone been to Dishoom in Kings Cross? @hannah_b says its worth the queue",
     ["Dishoom", "Kings Cross", "@hannah_b"]),
    ("social", "so proud of my cousin aaliyah graduating from uc berkeley today!!! 🎓", ["aaliyah", "uc berkeley"]),
    ("social", "RT @BBCSport: Marcus Rashford scores again as Man Utd beat Wolves 2-0 at Old Trafford",
     ["@BBCSport", "Marcus Rashford", "Man Utd", "Wolves", "Old Trafford"]),
    ("social", "ugh the 38 bus from hackney to victoria is always late. thanks tfl", ["hackney", "victoria", "tfl"]),
    ("social", "Had the best weekend in Lisbon with Joana and Rui ❤️ #portugal", ["Lisbon", "Joana", "Rui"]),
    ("social", "pls help my dog bella got out near the co-op on Station Road, brown lab, answers to bella",
     ["bella", "co-op", "Station Road"]),
    ("social", "Big congrats to @TomasRuiz_ on the new job at Spotify!! 🎉", ["@TomasRuiz_", "Spotify"]),
    ("clinical", "NPN 7A-7P: 94 YO M ADMITTED 3/2 W/ UROSEPSIS. NEURO: LETHARGIC, ORIENTED X1. ID: ON ZOSYN. "
     "SOCIAL: WIFE GLORIA (H: 617-555-0133) VISITED, UPDATED BY DR PETERSEN. DISPO: BACK TO BRIGHAM REHAB "
     "WHEN STABLE.",
     ["94", "3/2", "GLORIA", "617-555-0133", "PETERSEN", "BRIGHAM REHAB"]),
    ("clinical", "pt 67 y/o f s/p fall at home in revere, found by neighbor joyce. c/o R hip pain. "
     "xray neg per dr kim. daughter (cell 781-555-0178) to pick up at 5pm.",
     ["revere", "joyce", "kim", "781-555-0178"]),
    ("clinical", "Discharge Summary\nName: Ruth Abernathy  MRN: 0098231  Admit: 08/14/2023  Discharge: 08/19/2023\n"
     "Attending: Marcus Feld, MD\nFollow-up with PCP Dr. Aisha Rahman at Cambridge Health Alliance in 2 weeks.",
     ["Ruth Abernathy", "0098231", "08/14/2023", "08/19/2023", "Marcus Feld", "Aisha Rahman",
      "Cambridge Health Alliance"]),
    ("clinical", "RESP: LS DIMINISHED BASES, ON 4L NC. SUCTIONED FOR THICK YELLOW. CXR PENDING. RT AWARE. "
     "PLAN: CONT NEBS Q4H, RECHECK ABG IN AM.",
     []),
    ("clinical", "Family meeting held w/ pt's sons Dmitri and Alexei Volkov and Dr. Hernandez (palliative). "
     "Pt to go to Hospice of the North Shore on 6/30.",
     ["Dmitri", "Alexei Volkov", "Hernandez", "Hospice of the North Shore", "6/30"]),
    ("clinical", "CM NOTE: PT FROM CHELSEA, LIVES W/ HUSBAND ANTHONY IN 3RD FLOOR WALKUP. VNA FROM PARTNERS HOME "
     "CARE TO START 1/12. PCP DR ODUYA AT MGH CHELSEA.",
     ["CHELSEA", "ANTHONY", "PARTNERS HOME CARE", "1/12", "ODUYA", "MGH CHELSEA"]),
    ("clinical", "Pt is a 101 year old woman from Newton Wellesley, baseline ambulatory w/ walker. HCP is "
     "niece Pamela Duarte (508) 555-0155.",
     ["101", "Newton Wellesley", "Pamela Duarte", "(508) 555-0155"]),
    ("bio", "Olusegun Adeyemi (born 1984 in Abeokuta) is a Nigerian-British chef and restaurateur. He trained "
     "under Marcus Wareing in London before opening Ile, a West African restaurant in Peckham, in 2016.",
     ["Olusegun Adeyemi", "Abeokuta", "Marcus Wareing", "London", "Ile", "Peckham"]),
    ("bio", "Greta Lindqvist (1899 - 1977) was a Swedish botanist. A graduate of Uppsala University, she led "
     "the Bergius Botanic Garden in Stockholm from 1938 until her retirement. Lindqvist never married.",
     ["Greta Lindqvist", "Uppsala University", "Bergius Botanic Garden", "Stockholm", "Lindqvist"]),
    ("bio", "Rafael Ortiz Mena is a Mexican politician of the Institutional Revolutionary Party. He served as "
     "governor of Oaxaca from 2010 to 2016 and was later ambassador to Canada.",
     ["Rafael Ortiz Mena", "Institutional Revolutionary Party", "Oaxaca", "Canada"]),
    ("bio", "Hannah Kowalczyk-Reed is an American astrophysicist at the Space Telescope Science Institute in "
     "Baltimore. Her work on exoplanet atmospheres with the James Webb Space Telescope won the Annie Jump "
     "Cannon Award in 2023.",
     ["Hannah Kowalczyk-Reed", "Space Telescope Science Institute", "Baltimore", "James Webb Space Telescope",
      "Annie Jump Cannon Award"]),
    ("bio", "Sione Taufa (born 22 November 1995) is a Tongan rugby union player who plays lock for the Blues "
     "in Super Rugby. Taufa made his debut for Tonga against Fiji in Suva in 2017.",
     ["Sione Taufa", "Blues", "Super Rugby", "Taufa", "Tonga", "Fiji", "Suva"]),
]

#: wire copy in Spanish, Dutch, German and Italian as news NER sets print it (tokens spaced, agency tags,
#: capitalised German nouns), names only (people, places, organisations): the precision test outside
#: English. Per language: (text, names).
LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
 "es": [
  ("Madrid , 12 mar ( EFE ) . El presidente del Gobierno , José Luis Rodríguez Zapatero , se reunió hoy en "
   "La Moncloa con el secretario general de UGT , Cándido Méndez , para analizar la reforma laboral .",
   ["Madrid", "EFE", "José Luis Rodríguez Zapatero", "La Moncloa", "UGT", "Cándido Méndez"]),
  ("El Real Madrid ganó por 2-1 al Valencia en el estadio Santiago Bernabéu con goles de Raúl y Morientes , "
   "mientras que el Barcelona empató en Sevilla .",
   ["Real Madrid", "Valencia", "Santiago Bernabéu", "Raúl", "Morientes", "Barcelona", "Sevilla"]),
  ("Buenos Aires , 3 jun ( EFE ) . La ministra de Economía de Argentina , Felisa Miceli , anunció que el "
   "Fondo Monetario Internacional aprobó el nuevo acuerdo , según informó la agencia Télam .",
   ["Buenos Aires", "EFE", "Argentina", "Felisa Miceli", "Fondo Monetario Internacional", "Télam"]),
  ("La Guardia Civil detuvo ayer en Almería a tres personas relacionadas con el robo de la sucursal del "
   "Banco Santander en la calle Real , informaron fuentes de la Subdelegación del Gobierno .",
   ["Guardia Civil", "Almería", "Banco Santander", "calle Real", "Subdelegación del Gobierno"]),
  ("El escritor peruano Mario Vargas Llosa presentará el jueves en la Casa de América su nueva novela , "
   "publicada por la editorial Alfaguara .",
   ["Mario Vargas Llosa", "Casa de América", "Alfaguara"]),
 ],
 "nl": [
  ("Premier Wim Kok heeft gisteren in Den Haag met de leiders van de PvdA , de VVD en D66 overlegd over de "
   "begroting . Minister Zalm van Financiën was ook aanwezig .",
   ["Wim Kok", "Den Haag", "PvdA", "VVD", "D66", "Zalm"]),
  ("Ajax won zondag in de Amsterdam ArenA met 3-0 van Feyenoord . Jari Litmanen scoorde twee keer , "
   "Marc Overmars maakte het derde doelpunt .",
   ["Ajax", "Amsterdam ArenA", "Feyenoord", "Jari Litmanen", "Marc Overmars"]),
  ("De Gentse burgemeester Frank Beke opende vrijdag het nieuwe museum aan de Kortrijksesteenweg . Het "
   "Stedelijk Museum voor Actuele Kunst verhuist in het voorjaar naar het Citadelpark .",
   ["Frank Beke", "Kortrijksesteenweg", "Stedelijk Museum voor Actuele Kunst", "Citadelpark"]),
  ("Volgens Philips-topman Cor Boonstra zal het concern in Eindhoven nog 2.000 banen schrappen . De "
   "vakbond FNV reageerde woedend .",
   ["Philips", "Cor Boonstra", "Eindhoven", "FNV"]),
  ("In Brussel hebben de ministers van Buitenlandse Zaken van de Europese Unie gisteren gesproken over "
   "Kosovo . Javier Solana van de NAVO gaf een toelichting .",
   ["Brussel", "Europese Unie", "Kosovo", "Javier Solana", "NAVO"]),
 ],
 "de": [
  ("Bundeskanzler Gerhard Schröder hat am Montag in Berlin mit dem französischen Präsidenten Jacques Chirac "
   "über die Zukunft der Europäischen Union gesprochen . Die Gespräche seien gut verlaufen , sagte ein "
   "Regierungssprecher .",
   ["Gerhard Schröder", "Berlin", "Jacques Chirac", "Europäischen Union"]),
  ("Der Vorstand der Deutschen Bank in Frankfurt hat beschlossen , die Filialen in Sachsen zu schließen . "
   "Betriebsratschef Karl Heinz Meier kündigte Widerstand an .",
   ["Deutschen Bank", "Frankfurt", "Sachsen", "Karl Heinz Meier"]),
  ("Bayern München gewann das Spitzenspiel gegen Borussia Dortmund mit 2:1 . Die Tore für die Münchner "
   "erzielten Elber und Scholl , für Dortmund traf Möller .",
   ["Bayern München", "Borussia Dortmund", "Münchner", "Elber", "Scholl", "Dortmund", "Möller"]),
  ("Die Staatsanwaltschaft Köln ermittelt gegen den früheren Oberbürgermeister Norbert Burger wegen des "
   "Verdachts der Untreue . Burger wies die Vorwürfe zurück .",
   ["Staatsanwaltschaft Köln", "Norbert Burger", "Burger"]),
  ("Die SPD und die CDU stimmten dem Gesetz am Freitag im Bundestag zu , sagte ein Sprecher der IG Metall in "
   "Frankfurt . Auch BMW und die FDP begrüßten den Kompromiss , berichtete die Nachrichtenagentur dpa .",
   ["SPD", "CDU", "Bundestag", "IG Metall", "Frankfurt", "BMW", "FDP", "dpa"]),
  ("Im Wiener Burgtheater hatte am Samstag das neue Stück von Elfriede Jelinek Premiere . Das Publikum "
   "reagierte gespalten , die Kritik der Neuen Zürcher Zeitung war verhalten .",
   ["Wiener", "Burgtheater", "Elfriede Jelinek", "Neuen Zürcher Zeitung"]),
 ],
 "it": [
  ("Roma , 14 aprile . Il presidente del Consiglio Romano Prodi ha incontrato oggi a Palazzo Chigi il "
   "segretario della CGIL Sergio Cofferati per discutere della riforma delle pensioni .",
   ["Roma", "Romano Prodi", "Palazzo Chigi", "CGIL", "Sergio Cofferati"]),
  ("La Juventus ha battuto l' Inter per 2-0 allo stadio Delle Alpi di Torino con reti di Del Piero e "
   "Inzaghi . Il Milan ha pareggiato a Bari .",
   ["Juventus", "Inter", "Delle Alpi", "Torino", "Del Piero", "Inzaghi", "Milan", "Bari"]),
  ("Secondo la Banca d' Italia , l' inflazione in Lombardia è salita al 2,1 per cento . Il governatore "
   "Antonio Fazio ha parlato a Milano davanti agli industriali di Confindustria .",
   ["Banca d' Italia", "Lombardia", "Antonio Fazio", "Milano", "Confindustria"]),
  ("I carabinieri di Palermo hanno arrestato ieri Giovanni Brusca nella sua villa di Cannatello , vicino "
   "ad Agrigento , dopo una lunga indagine della Procura antimafia .",
   ["Palermo", "Giovanni Brusca", "Cannatello", "Agrigento", "Procura antimafia"]),
  ("Lo scrittore Umberto Eco ha presentato a Bologna il suo nuovo romanzo , pubblicato da Bompiani , "
   "davanti agli studenti dell' Università .",
   ["Umberto Eco", "Bologna", "Bompiani"]),
 ],
}

#: written after the language rules that the documents above led to, and scored once before any rule
#: looked at them: pii_detector es 0.96 / 1.00, nl 0.81 / 1.00, de 0.73 / 0.65, it 0.96 / 1.00 (the
#: detector of the session before: 0.68 / 0.53, 0.62 / 1.00, 0.73 / 0.60, 0.65 / 0.68). Read since.
LANGUAGE_CHECK_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
 "es": [
  ("Bogotá , 8 abr ( EFE ) . El Ejército de Colombia informó hoy de la muerte de dos guerrilleros de las "
   "FARC en combates en el departamento de Antioquia , según un comunicado del general Mario Montoya .",
   ["Bogotá", "EFE", "Ejército de Colombia", "FARC", "Antioquia", "Mario Montoya"]),
  ("El Atlético de Madrid fichó al delantero uruguayo Diego Forlán , que llega procedente del Villarreal "
   "por 21 millones de euros .",
   ["Atlético de Madrid", "Diego Forlán", "Villarreal"]),
  ("La alcaldesa de Barcelona , Ada Colau , visitó ayer el barrio del Raval junto a representantes de la "
   "Generalitat y de Cáritas .",
   ["Barcelona", "Ada Colau", "Raval", "Generalitat", "Cáritas"]),
  ("Según el diario El País , la empresa Telefónica cerrará su centro de Sevilla en marzo .",
   ["El País", "Telefónica", "Sevilla"]),
 ],
 "nl": [
  ("Minister-president Mark Rutte sprak dinsdag in Brussel met Ursula von der Leyen over de stikstofregels . "
   "De Europese Commissie wil dat Nederland sneller handelt .",
   ["Mark Rutte", "Brussel", "Ursula von der Leyen", "Europese Commissie", "Nederland"]),
  ("PSV verloor zaterdag in het Philips Stadion met 1-2 van AZ . Vangelis Pavlidis maakte beide doelpunten "
   "voor de Alkmaarders .",
   ["PSV", "Philips Stadion", "AZ", "Vangelis Pavlidis", "Alkmaarders"]),
  ("De politie in Rotterdam heeft een 34-jarige man uit Schiedam aangehouden na een overval op een "
   "juwelier aan de Lijnbaan .",
   ["Rotterdam", "Schiedam", "Lijnbaan"]),
  ("Volgens het Centraal Bureau voor de Statistiek steeg de inflatie in oktober naar 3 procent , meldt "
   "persbureau ANP .",
   ["Centraal Bureau voor de Statistiek", "ANP"]),
 ],
 "de": [
  ("Die Polizei in Hamburg hat am Dienstag einen 45 Jahre alten Mann aus Lübeck festgenommen . Nach "
   "Angaben eines Sprechers soll er in der Speicherstadt Feuer gelegt haben .",
   ["Hamburg", "Lübeck", "Speicherstadt"]),
  ("Der Aufsichtsrat von Volkswagen hat den früheren Audi-Chef Rupert Stadler entlassen . Die "
   "Staatsanwaltschaft München ermittelt wegen Betrugs .",
   ["Volkswagen", "Audi", "Rupert Stadler", "Staatsanwaltschaft München"]),
  ("Werder Bremen verlor am Samstag im Weserstadion gegen den VfL Wolfsburg mit 0:2 . Beide Tore erzielte "
   "Wout Weghorst .",
   ["Werder Bremen", "Weserstadion", "VfL Wolfsburg", "Wout Weghorst"]),
  ("Die Bundesagentur für Arbeit in Nürnberg meldete im Mai 2,3 Millionen Arbeitslose , teilte "
   "Behördenchefin Andrea Nahles mit .",
   ["Bundesagentur für Arbeit", "Nürnberg", "Andrea Nahles"]),
 ],
 "it": [
  ("Milano , 3 maggio . La Guardia di Finanza ha sequestrato beni per 12 milioni di euro a un imprenditore "
   "di Monza , ha reso noto la Procura di Milano .",
   ["Milano", "Guardia di Finanza", "Monza", "Procura di Milano"]),
  ("Il Napoli ha battuto la Lazio 3-1 al Maradona con doppietta di Osimhen e gol di Kvaratskhelia . "
   "Sarri ha parlato di una serata storta .",
   ["Napoli", "Lazio", "Maradona", "Osimhen", "Kvaratskhelia", "Sarri"]),
  ("Il sindaco di Firenze , Dario Nardella , ha inaugurato il nuovo tratto della tramvia verso Careggi "
   "insieme al presidente della Regione Toscana .",
   ["Firenze", "Dario Nardella", "Careggi", "Regione Toscana"]),
  ("Secondo l' Istat , la produzione industriale è calata del 2 per cento , mentre Fiat annuncia nuove "
   "assunzioni a Melfi .",
   ["Istat", "Fiat", "Melfi"]),
 ],
}
