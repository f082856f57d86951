"""A twenty-sixth hand-written set, written on 2026-11-27 after the twenty-fifth set's rules, and scored once
before any rule looked at it: a photo caption with its place, a marketplace listing, a parents' forum post in
lower case, a complaint to a council with its signature, a darts results list, a cycling stage result, a
fraud trial report, a takeover story, a district nurse's lower-case visit note, a radiology report, a
safeguarding note in capitals, a clinic letter's header, an athlete's, an actor's, a chemist's and a
campaigner's entries, and wire copy, notes and posts in Spanish, Dutch, German, Italian, French and
Portuguese.

The same conventions as ``handmade_twentyfifth.py``. ``handmade_devset.py --twentysixth`` scores them; their
first score is kept in ``benchmarks/results/handmade_twentysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "📍 Tynemouth Priory. Sunday walk with @beccaj_photo and Dylan, then chips at Longsands Fish Kitchen. "
     "#NorthTyneside #coastwalk", ["Tynemouth Priory", "@beccaj_photo", "Dylan", "Longsands Fish Kitchen",
                                  "NorthTyneside"]),
    ("social", "For sale: Silver Cross pram, barely used, £120 ono. Collection from Moseley, B13 (near the Prince "
     "of Wales pub). Message Kerry on 07700 900812.",
     ["Silver Cross", "Moseley", "B13", "Prince of Wales", "Kerry", "07700 900812"]),
    ("social", "does anyone else's dc go to oakfield juniors? my ds says mrs kaur has left and nobody told the "
     "parents. emailed the head, mr lowe, no reply", ["oakfield juniors", "kaur", "lowe"]),
    ("social", "Dear Sir or Madam,\nI am writing about the pothole outside 27 Hazel Grove, Wakefield, reported "
     "three times since March.\nYours faithfully,\nMr Imran Qureshi\nimran.qureshi@example.co.uk",
     ["27 Hazel Grove", "Wakefield", "Imran Qureshi", "imran.qureshi@example.co.uk"]),
    ("news", "DARTS - WORLD CHAMPIONSHIP RESULTS\nLONDON 2024-12-30\nThird round :\nLuke Littler ( England ) 4 "
     "Ryan Joyce ( England ) 1\nMichael van Gerwen ( Netherlands ) 4 Brendan Dolan ( Northern Ireland ) 2",
     ["LONDON", "Luke Littler", "England", "Ryan Joyce", "Michael van Gerwen", "Netherlands", "Brendan Dolan",
      "Northern Ireland"]),
    ("news", "CYCLING - TOUR STAGE RESULT\nResults of stage 12 , 203 km from Aurillac to Villeneuve-sur-Lot :\n"
     "1. Tadej Pogacar ( Slovenia ) UAE Team Emirates 4:52:10\n2. Jonas Vingegaard ( Denmark ) Visma 0:05",
     ["Aurillac", "Villeneuve-sur-Lot", "Tadej Pogacar", "Slovenia", "UAE Team Emirates", "Jonas Vingegaard",
      "Denmark", "Visma"]),
    ("news", "A former finance director stole £2.3m from a Lancaster building firm, a jury at Preston Crown Court "
     "found. Deborah Whitfield, 52, of Morecambe, siphoned money from JH Construction over eight years.",
     ["Lancaster", "Preston Crown Court", "Deborah Whitfield", "Morecambe", "JH Construction"]),
    ("news", "Shares in Wise rose 4% after the payments group agreed to buy a stake in Ebury. Chief executive "
     "Kristo Käärmann said the deal would help it expand in Madrid and Milan.",
     ["Wise", "Ebury", "Kristo Käärmann", "Madrid", "Milan"]),
    ("clinical", "dn visit 10:30. mrs begum seen at home, 4 laurel ave. leg ulcer redressed. son farhan "
     "present, aware of plan. next visit fri, liaise with gp surgery (dr okoro).",
     ["begum", "4 laurel ave", "farhan", "okoro"]),
    ("clinical", "CT HEAD 14/02/2025\nPatient: Agnieszka Wróbel, MRN 0045781\nReferrer: Dr S. Murphy, Stroke "
     "Unit, Addenbrooke's Hospital\nFindings: no acute haemorrhage.",
     ["14/02/2025", "Agnieszka Wróbel", "0045781", "S. Murphy", "Addenbrooke's Hospital"]),
    ("clinical", "SAFEGUARDING: CHILD (7) ATTENDED WITH MOTHER KAYLEIGH AND HER PARTNER JORDAN. SCHOOL (ST "
     "ANNE'S RC PRIMARY) RAISED CONCERN. SOCIAL WORKER MS ADEYEMI INFORMED. DUTY TEAM: SALFORD.",
     ["KAYLEIGH", "JORDAN", "ST ANNE'S RC PRIMARY", "ADEYEMI", "SALFORD"]),
    ("clinical", "Royal Devon University Healthcare\nDiabetes Centre, Barrack Road, Exeter EX2 5DW\nRe: Thomas "
     "Penhaligon, DOB 30/06/1949\nSeen by: Dr Lucy Trelawny, Consultant",
     ["Royal Devon University Healthcare", "Barrack Road", "Exeter", "EX2 5DW", "Thomas Penhaligon",
      "30/06/1949", "Lucy Trelawny"]),
    ("bio", "Keely Hodgkinson (born 3 March 2002) is an English middle-distance runner from Atherton, Greater "
     "Manchester. She trains with Trevor Painter and Jenny Meadows at Trafford Athletic Club.",
     ["Keely Hodgkinson", "Atherton", "Greater Manchester", "Trevor Painter", "Jenny Meadows",
      "Trafford Athletic Club"]),
    ("bio", "Paapa Essiedu is a British actor born in Walthamstow. He trained at the Guildhall School of Music "
     "and Drama and joined the Royal Shakespeare Company, where he played Hamlet in Stratford-upon-Avon.",
     ["Paapa Essiedu", "Walthamstow", "Guildhall School of Music and Drama", "Royal Shakespeare Company",
      "Stratford-upon-Avon"]),
    ("bio", "Professor Dame Carol Robinson is a chemist at the University of Oxford. Born in Kent, she left school "
     "at 16 to work at Pfizer in Sandwich, and later studied at the University of Cambridge.",
     ["Carol Robinson", "University of Oxford", "Kent", "Pfizer", "Sandwich", "University of Cambridge"]),
    ("bio", "Marcus Rashford launched a campaign with FareShare after growing up in Wythenshawe, where his mother "
     "Melanie worked several jobs. He was made an MBE and an honorary doctor by the University of Manchester.",
     ["Marcus Rashford", "FareShare", "Wythenshawe", "Melanie", "University of Manchester"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("VALENCIA , 4 oct ( EFE ) .- El alcalde de Valencia , María José Catalá , ha presentado el nuevo "
         "plan de movilidad para el barrio de Ruzafa junto al concejal Jesús Carbonell .",
         ["VALENCIA", "EFE", "Valencia", "María José Catalá", "Ruzafa", "Jesús Carbonell"]),
        ("hola , alguien conoce un buen fisio en triana ? mi novio pablo se ha lesionado jugando al pádel",
         ["triana", "pablo"]),
    ],
    "nl": [
        ("ROTTERDAM ( ANP ) - Het Havenbedrijf Rotterdam heeft Boudewijn Siemons als topman herbenoemd . Hij "
         "sprak in het World Port Center over de energietransitie .",
         ["ROTTERDAM", "ANP", "Havenbedrijf Rotterdam", "Boudewijn Siemons", "World Port Center"]),
        ("Mw. Bakker ( 76 ) , opgenomen via de SEH van het Rijnstate in Arnhem . Schoonzoon Erik is "
         "contactpersoon . Huisarts : dr. Visser .", ["Bakker", "Rijnstate", "Arnhem", "Erik", "Visser"]),
    ],
    "de": [
        ("STUTTGART ( dpa ) - Der VfB Stuttgart hat den Vertrag mit Sportvorstand Fabian Wohlgemuth verlängert . "
         "Präsident Dietmar Allgaier sprach in der MHPArena von einem wichtigen Signal .",
         ["STUTTGART", "dpa", "VfB Stuttgart", "Fabian Wohlgemuth", "Dietmar Allgaier", "MHPArena"]),
        ("hat jemand erfahrung mit dem kinderarzt in der südstadt ? meine nichte mia war letzte woche da",
         ["südstadt", "mia"]),
    ],
    "it": [
        ("FIRENZE - La Fiorentina ha annunciato l' arrivo di Raffaele Palladino in panchina . Il presidente "
         "Rocco Commisso lo ha accolto al Viola Park di Bagno a Ripoli .",
         ["FIRENZE", "Fiorentina", "Raffaele Palladino", "Rocco Commisso", "Viola Park", "Bagno a Ripoli"]),
        ("Paziente di 81 anni proveniente dalla RSA Villa Serena di Prato . Accompagnata dalla figlia Laura . "
         "Medico curante : dott.ssa Mazzoni .", ["RSA Villa Serena", "Prato", "Laura", "Mazzoni"]),
    ],
    "fr": [
        ("NANTES ( AFP ) - Le FC Nantes a limogé son entraîneur Antoine Kombouaré . Le président Waldemar Kita "
         "a annoncé son remplaçant à La Jonelière .",
         ["NANTES", "AFP", "FC Nantes", "Antoine Kombouaré", "Waldemar Kita", "La Jonelière"]),
        ("Patient de 66 ans , adressé par SOS Médecins Bordeaux aux urgences du CHU Pellegrin . Épouse : "
         "Martine . Médecin traitant : Dr Garnier , Mérignac .",
         ["SOS Médecins Bordeaux", "CHU Pellegrin", "Martine", "Garnier", "Mérignac"]),
    ],
    "pt": [
        ("LISBOA , 9 mar ( Lusa ) - O Sporting apresentou o treinador Rui Borges em Alvalade . O presidente "
         "Frederico Varandas disse que o clube quer o bicampeonato .",
         ["LISBOA", "Lusa", "Sporting", "Rui Borges", "Alvalade", "Frederico Varandas"]),
        ("alguém conhece um bom dentista em benfica ? o meu tio joaquim tem uma consulta mas quer mudar",
         ["benfica", "joaquim"]),
    ],
}
