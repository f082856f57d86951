"""A twenty-fourth hand-written set, written on 2026-11-27 after the twenty-third set's rules, and scored once
before any rule looked at it: a chat export with timestamps, a job-change post, a flat listing, a neighbourhood
forum thread, a rugby results table, a council by-election result, a transfer story, an inquest report, a GP
referral letter, a lower-case community mental-health note, a pharmacy note in capitals, a discharge summary, a
musician's, a painter's, an engineer's and a bishop's entries, and wire copy, notes and posts in Spanish, Dutch,
German, Italian, French and Portuguese.

The same conventions as ``handmade_twentysecond.py`` (parties in a results list are names, as in the base set). ``handmade_devset.py --twentyfourth`` scores them; their
first score is kept in ``benchmarks/results/handmade_twentyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "[14/03/2025, 19:02] Gemma Hale: is nana still at the royal berks?\n[14/03/2025, 19:05] Luke: yeah "
     "ward level 4, uncle pete visiting tmrw\n[14/03/2025, 19:06] Gemma Hale: ok ill drive up from basingstoke",
     ["Gemma Hale", "royal berks", "Luke", "pete", "basingstoke"]),
    ("social", "Thrilled to share that I've joined Ocado Technology as a Senior Data Engineer in Hatfield! Huge "
     "thanks to Priyanka Rao and the team at Sky Betting & Gaming for four great years in Leeds. #NewChapter",
     ["Ocado Technology", "Hatfield", "Priyanka Rao", "Sky Betting & Gaming", "Leeds"]),
    ("social", "2 bed flat to let, Gorgie Road, Edinburgh EH11. £1,150 pcm. Viewings via Umega Lettings, ask for "
     "Callum on 0131 496 0733.", ["Gorgie Road", "Edinburgh", "EH11", "Umega Lettings", "Callum", "0131 496 0733"]),
    ("social", "Re: Noise from the pub on Mill Lane\n> posted by wendyb\nHas anyone else complained to Stroud "
     "District Council? The Crown has live music till 1am every Friday. Kev at number 3 says the same.",
     ["Mill Lane", "wendyb", "Stroud District Council", "The Crown", "Kev"]),
    ("news", "RUGBY UNION - PREMIERSHIP RESULTS\nLONDON 2024-01-06\nResults of Premiership matches on Saturday :\n"
     "Bath 35 Gloucester 13\nSaracens 20 Sale 20\nNorthampton 30 Bristol 23",
     ["LONDON", "Bath", "Gloucester", "Saracens", "Sale", "Northampton", "Bristol"]),
    ("news", "Kenton ward by-election result: Hannah Little (Labour) 1,204; Ravi Dhillon (Conservative) 987; "
     "Sue Brennan (Liberal Democrat) 402. Turnout 24.1%. Returning officer: Claire Manning, Harrow Council.",
     ["Kenton", "Hannah Little", "Labour", "Ravi Dhillon", "Conservative", "Sue Brennan", "Liberal Democrat",
      "Claire Manning", "Harrow Council"]),
    ("news", "Brentford have signed winger Keane Lewis-Potter from Hull City for an undisclosed fee. Manager "
     "Thomas Frank said the 22-year-old, who grew up in Leeds, would add pace to the squad at Gtech Community "
     "Stadium.", ["Brentford", "Keane Lewis-Potter", "Hull City", "Thomas Frank", "Leeds",
                  "Gtech Community Stadium"]),
    ("news", "An inquest at Truro heard that Martin Pascoe, 58, from St Austell, died after falling from a cliff path "
     "near Mevagissey. Assistant coroner Guy Davies recorded a conclusion of misadventure.",
     ["Truro", "Martin Pascoe", "St Austell", "Mevagissey", "Guy Davies"]),
    ("clinical", "Dear Dr Okafor,\nRe: Mr Peter Lindqvist, DOB 02/09/1961, NHS No 943 476 5919\nThank you for "
     "seeing this gentleman with a 3-month history of dysphagia. He lives in Hexham with his wife Ingrid.\nYours "
     "sincerely,\nDr Rachel Tait, Tyne Valley Surgery",
     ["Okafor", "Peter Lindqvist", "02/09/1961", "943 476 5919", "Hexham", "Ingrid", "Rachel Tait",
      "Tyne Valley Surgery"]),
    ("clinical", "cmht review. seen at home in pilton with sister fiona present. mood low, sleeping poorly. "
     "gp dr mcleod aware. care coordinator aileen to call wed. next review at royal edinburgh hosp.",
     ["pilton", "fiona", "mcleod", "aileen", "royal edinburgh hosp"]),
    ("clinical", "PHARMACY: PT BARBARA NEWTON DISCHARGED ON APIXABAN 5MG BD. COUNSELLED WITH DAUGHTER SHARON. "
     "DOSETTE FROM LLOYDS PHARMACY ALNWICK. GP INFORMED.",
     ["BARBARA NEWTON", "SHARON", "LLOYDS PHARMACY ALNWICK"]),
    ("clinical", "Discharge summary: Mrs Ewa Kowalczyk admitted 03/11/2025 to Ward 7B, Derriford Hospital, under "
     "Mr Adebayo. Follow-up with Dr Sinclair at Mount Gould. Next of kin: son Marek, 07700 900461.",
     ["Ewa Kowalczyk", "03/11/2025", "Derriford Hospital", "Adebayo", "Sinclair", "Mount Gould", "Marek",
      "07700 900461"]),
    ("bio", "Nadine Shah (born 16 November 1986) is an English singer-songwriter from Whitburn, South Tyneside. "
     "She signed with Infectious Music and was nominated for the Mercury Prize in 2018.",
     ["Nadine Shah", "Whitburn", "South Tyneside", "Infectious Music"]),
    ("bio", "Lubaina Himid is a painter born in Zanzibar and raised in London. She studied at Wimbledon College "
     "of Art and the Royal College of Art, and is professor at the University of Central Lancashire in Preston.",
     ["Lubaina Himid", "Zanzibar", "London", "Wimbledon College of Art", "Royal College of Art",
      "University of Central Lancashire", "Preston"]),
    ("bio", "Dame Roma Agrawal is a structural engineer who worked on The Shard for WSP in London. Born in Mumbai, "
     "she grew up in New York and studied physics at Oxford before an MSc at Imperial College London.",
     ["Roma Agrawal", "The Shard", "WSP", "London", "Mumbai", "New York", "Oxford", "Imperial College London"]),
    ("bio", "The Rt Revd Guli Francis-Dehqani was Bishop of Chelmsford before becoming Bishop of Winchester. Born "
     "in Isfahan, Iran, she trained at Ripon College Cuddesdon.",
     ["Guli Francis-Dehqani", "Chelmsford", "Winchester", "Isfahan", "Iran", "Ripon College Cuddesdon"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("SEVILLA , 3 nov ( EFE ) .- El Betis ha anunciado el fichaje del centrocampista Giovani Lo Celso , "
         "procedente del Villarreal . El presidente Ángel Haro lo presentó en el estadio Benito Villamarín .",
         ["SEVILLA", "EFE", "Betis", "Giovani Lo Celso", "Villarreal", "Ángel Haro", "Benito Villamarín"]),
        ("alguien sabe si el centro de salud de san blas abre el sábado ? mi madre carmen necesita la receta "
         "y el dr. ortega no contesta", ["san blas", "carmen", "ortega"]),
    ],
    "nl": [
        ("GRONINGEN ( ANP ) - De gemeente Groningen trekt 5 miljoen euro uit voor de wijk Selwerd . Wethouder "
         "Inge Jongman noemde het een flinke stap .", ["GRONINGEN", "ANP", "Groningen", "Selwerd",
                                                       "Inge Jongman"]),
        ("Mevr. De Boer ( 81 ) opgenomen op afdeling cardiologie van het Martini Ziekenhuis . Dochter Anouk "
         "belt morgen . Huisarts : dr. Smit , Haren .", ["De Boer", "Martini Ziekenhuis", "Anouk", "Smit",
                                                         "Haren"]),
    ],
    "de": [
        ("MÜNCHEN ( dpa ) - Der FC Bayern hat Trainer Vincent Kompany bis 2029 verlängert . Sportvorstand Max "
         "Eberl sprach an der Säbener Straße von einer klaren Entscheidung .",
         ["MÜNCHEN", "dpa", "FC Bayern", "Vincent Kompany", "Max Eberl", "Säbener Straße"]),
        ("Pat. Herr Krüger , 77 J. , aufgenommen über die Notaufnahme des Klinikums Nürnberg Süd . Ehefrau "
         "Renate informiert . Hausarzt Dr. Pfeiffer , Fürth .",
         ["Krüger", "Klinikums Nürnberg Süd", "Renate", "Pfeiffer", "Fürth"]),
    ],
    "it": [
        ("NAPOLI - Il sindaco Gaetano Manfredi ha inaugurato la nuova stazione della metropolitana a "
         "Capodichino . Presente il presidente della Regione Campania Vincenzo De Luca .",
         ["NAPOLI", "Gaetano Manfredi", "Capodichino", "Regione Campania", "Vincenzo De Luca"]),
        ("qualcuno conosce un buon idraulico a monteverde ? mio zio franco ha chiamato quello di via "
         "ozanam ma non è mai venuto", ["monteverde", "franco", "via ozanam"]),
    ],
    "fr": [
        ("LILLE ( AFP ) - Le LOSC a confirmé le départ de son attaquant Jonathan David . Le président Olivier "
         "Létang a salué son passage au stade Pierre-Mauroy .",
         ["LILLE", "AFP", "LOSC", "Jonathan David", "Olivier Létang", "Pierre-Mauroy"]),
        ("Patiente de 72 ans adressée par le Dr Lefebvre au CHU de Rennes . Vit à Cesson-Sévigné avec son mari "
         "Gérard . Fille : Nathalie , infirmière à Vannes .",
         ["Lefebvre", "CHU de Rennes", "Cesson-Sévigné", "Gérard", "Nathalie", "Vannes"]),
    ],
    "pt": [
        ("SÃO PAULO ( Reuters ) - A Petrobras anunciou um novo diretor financeiro , Fernando Melgarejo . A "
         "presidente Magda Chambriard falou a jornalistas no Rio de Janeiro .",
         ["SÃO PAULO", "Reuters", "Petrobras", "Fernando Melgarejo", "Magda Chambriard", "Rio de Janeiro"]),
        ("alguém sabe se a farmácia da rua de cedofeita abre ao domingo ? a minha avó lurdes precisa dos "
         "comprimidos", ["rua de cedofeita", "lurdes"]),
    ],
}
