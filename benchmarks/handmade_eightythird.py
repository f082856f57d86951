"""An eighty-third hand-written set, written on 2026-12-07 after the eighty-second set's rules, and scored once
before any rule looked at it. Biographies as an encyclopedia's infobox and lead write them (a line of fields, a
career by years, a family), and nursing notes in the mixed shorthand of a night shift: a rower's infobox, a
bishop's career, a novelist's family, a mayor's early life, a cricketer's lead; a night note in lower case, a
handover in capitals, a falls note, a safeguarding note, a discharge plan. Per language a biography with its
fields and a night note.

The same conventions as ``handmade_seventyseventh.py`` (in biographies and notes, names, dates, years, ages over
89, phones, record numbers, addresses, places, bodies and relatives' names count; offices, titles, kinship
words, nationalities, occupations, works, prizes, diseases and drugs do not). ``handmade_devset.py
--eightythird`` scores them; their first score is kept in ``benchmarks/results/handmade_eightythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("bio", "Born: 11 February 1990, Kaunas\nHeight: 1.96 m\nClub: Bedford Rowing Club\nCoach: Jürgen Grobler\n"
     "Mantas Jurkšaitis is a Lithuanian-born rower who competed for Great Britain at the 2016 Summer Olympics.",
     ["11 February 1990", "Kaunas", "Bedford Rowing Club", "Jürgen Grobler", "Mantas Jurkšaitis",
      "Great Britain"]),
    ("bio", "The Rt Revd Nicholas Abernethy-Shaw (born 1958) was Bishop of Carlisle from 2009 to 2022. He was "
     "ordained in 1984 and served his curacy at St Mary's, Wavertree, before becoming Dean of Bradford.",
     ["Nicholas Abernethy-Shaw", "1958", "Carlisle", "2009", "2022", "1984", "St Mary's", "Wavertree",
      "Bradford"]),
    ("bio", "Ottoline Fairweather (1921–2004) was an English novelist. She married the painter Ivo Carnegie in "
     "1947; their daughter, the journalist Clemency Carnegie, edited her letters after her death in Aldeburgh.",
     ["Ottoline Fairweather", "1921", "2004", "Ivo Carnegie", "1947", "Clemency Carnegie", "Aldeburgh"]),
    ("bio", "Early life\nBabatunde Adeyemi-Cole grew up in Peckham, the son of a bus driver from Lagos. He "
     "attended Harris Academy and read politics at the University of Kent before his election as Mayor of "
     "Southwark in 2018.",
     ["Babatunde Adeyemi-Cole", "Peckham", "Lagos", "Harris Academy", "University of Kent", "Southwark", "2018"]),
    ("bio", "Rahul Venkataraman (born 2 October 1996) is an Indian cricketer who plays for Tamil Nadu and "
     "Chennai Super Kings. He made his first-class debut against Kerala in December 2015.",
     ["Rahul Venkataraman", "2 October 1996", "Tamil Nadu", "Chennai Super Kings", "Kerala", "December 2015"]),
    ("clinical", "0200 pt awake, asking for her husband ron. reoriented. obs stable, news 1. 0400 voided 300ml. "
     "0600 bm 7.2, pt slept well since. dtr wendy to call after 9.",
     ["ron", "wendy"]),
    ("clinical", "HANDOVER BAY 3 BED 2: MR OSWALD PRITCHARD 96YO, ADM FROM ROSEWOOD COURT 21/11 WITH UTI. DNACPR IN "
     "PLACE. NOK SON GARETH 07700 900522.",
     ["OSWALD PRITCHARD", "96YO", "ROSEWOOD COURT", "21/11", "GARETH", "07700 900522"]),
    ("clinical", "Falls note: pt found on floor beside bed at 03:15 by HCA Precious. No head injury. Dr Olawale "
     "reviewed at 03:40. Daughter Hannah informed by phone.",
     ["Precious", "Olawale", "Hannah"]),
    ("clinical", "Safeguarding: pt disclosed that her son-in-law, Craig Mellor, takes her pension each week. "
     "Referral made to Stockport Council adult social care on 2/12.",
     ["Craig Mellor", "Stockport Council", "2/12"]),
    ("clinical", "Discharge plan: home to 22 Marsh Lane, Holmfirth HD9 7AB on Friday with package of care from "
     "Bluebird Care, 4 visits daily. GP Dr Kershaw at Holmfirth Health Centre informed.",
     ["22 Marsh Lane", "Holmfirth", "HD9 7AB", "Bluebird Care", "Kershaw", "Holmfirth Health Centre"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Nacimiento: 4 de julio de 1948, Cáceres\nPartido: PSOE\nJuan Carlos Rodríguez Ibarra fue presidente "
            "de la Junta de Extremadura entre 1983 y 2007.",
            ["4 de julio de 1948", "Cáceres", "PSOE", "Juan Carlos Rodríguez Ibarra", "Junta de Extremadura",
             "1983", "2007"]),
           ("Noche tranquila. Paciente de 91 años desorientada a las 3h, pregunta por su marido Andrés. Se avisa "
            "a la hija, Rocío, al 655 321 987.",
            ["91", "Andrés", "Rocío", "655 321 987"])],
    "nl": [("Geboren: 17 mei 1962, Groningen\nClub: SC Heerenveen\nJan Willem Hoekstra is een Nederlands "
            "voormalig voetballer en trainer van FC Emmen.",
            ["17 mei 1962", "Groningen", "SC Heerenveen", "Jan Willem Hoekstra", "FC Emmen"]),
           ("Nachtdienst: mevr. Bosma onrustig, roept om haar zoon Sietse. Om 04.00 uur gevallen, dr. Wijnands "
            "gebeld. Dochter Anke komt morgen.",
            ["Bosma", "Sietse", "Wijnands", "Anke"])],
    "de": [("Geboren: 9. August 1955 in Rostock\nPartei: CDU\nHelga Brunnengräber war von 1998 bis 2006 "
            "Bürgermeisterin von Stralsund.",
            ["9. August 1955", "Rostock", "CDU", "Helga Brunnengräber", "1998", "2006", "Stralsund"]),
           ("Nachtdienst: Frau Kühnel, 93 J., unruhig, ruft nach ihrem Mann Werner. Sohn Matthias informiert "
            "(0160 9876543).",
            ["Kühnel", "93", "Werner", "Matthias", "0160 9876543"])],
    "it": [("Nascita: 23 marzo 1970, Cagliari\nSquadra: Dinamo Sassari\nMarco Pinna è un ex cestista italiano, "
            "poi allenatore della Virtus Bologna.",
            ["23 marzo 1970", "Cagliari", "Dinamo Sassari", "Marco Pinna", "Virtus Bologna"]),
           ("Notte: sig.ra Mereu agitata, chiede del marito Efisio. Avvisata la figlia Paola al 347 1122334.",
            ["Mereu", "Efisio", "Paola", "347 1122334"])],
    "fr": [("Naissance : 30 janvier 1951 à Quimper\nParti : UDF\nYves Le Bihan fut maire de Concarneau de 1989 à "
            "2008.",
            ["30 janvier 1951", "Quimper", "UDF", "Yves Le Bihan", "Concarneau", "1989", "2008"]),
           ("Nuit : Mme Tanguy agitée, réclame son mari Loïc. Fille Gwenaëlle prévenue au 06 98 76 54 32.",
            ["Tanguy", "Loïc", "Gwenaëlle", "06 98 76 54 32"])],
    "pt": [("Nascimento: 5 de novembro de 1966, Viseu\nClube: Académica de Coimbra\nJosé Manuel Loureiro é um "
            "antigo futebolista e treinador do Clube Desportivo de Tondela.",
            ["5 de novembro de 1966", "Viseu", "Académica de Coimbra", "José Manuel Loureiro",
             "Clube Desportivo de Tondela"]),
           ("Noite: D. Amélia agitada, chama pelo marido Joaquim. Informada a filha Fátima pelo 936 543 210.",
            ["Amélia", "Joaquim", "Fátima", "936 543 210"])],
}
