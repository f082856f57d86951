"""A sixty-sixth hand-written set, written on 2026-12-06 after the sixty-fifth set's rules, and scored once
before any rule looked at it. Where capitals shout and where names hide: a rugby headline in capitals with its
dateline, a by-election's results, a standings table, a firm's shares, a court report; a post in shouting
capitals, a lower-case question about a shop, a forum post with its subreddit, a hotel review, a retirement
post between handles, an e-mail signature; a nursing note in capitals, a clinic letter's header, a
lower-case note; an architect's biography and a newspaper death notice. Per language a wire story or a
results list, and a post or a note.

The same conventions as ``handmade_sixtyfifth.py`` (groups, teams, parties, firms, shops, restaurants,
councils, courts and agencies count; works, products, events, offices, prizes, pets and nationalities do
not; titles and kinship words are not part of a name, nor a kind in lower case around a name, "calle",
"garage"; in notes, letters, messages, signatures and biographies, dates, phones, e-mail addresses, record
numbers, addresses, postcodes and ages over 89 count too). ``handmade_devset.py --sixtysixth`` scores them;
their first score is kept in ``benchmarks/results/handmade_sixtysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "RUGBY UNION - LEINSTER THRASH BATH IN CHAMPIONS CUP\nDUBLIN 1996-12-07\nLeinster ran in seven tries "
     "as they beat Bath 52-7 at the Aviva Stadium on Saturday , with fly-half Ross Byrne kicking 12 points .",
     ["LEINSTER", "BATH", "DUBLIN", "Leinster", "Bath", "Aviva Stadium", "Ross Byrne"]),
    ("news", "Results of the Kilkenny by-election :\nJohn McGuinness ( Fianna Fail ) 14,201\nMary Butler ( Fine "
     "Gael ) 11,876\nPeter Doyle ( Labour ) 3,402\nTurnout 61.2 percent .",
     ["Kilkenny", "John McGuinness", "Fianna Fail", "Mary Butler", "Fine Gael", "Peter Doyle", "Labour"]),
    ("news", "Standings in the Dutch first division after Sunday 's matches ( tabulate under games played , won , "
     "drawn , lost , goals for , against , points ) :\nPSV Eindhoven 14 12 1 1 38 9 37\nFeyenoord 14 10 2 2 31 "
     "14 32\nAjax 13 9 3 1 29 12 30",
     ["PSV Eindhoven", "Feyenoord", "Ajax"]),
    ("news", "Shares in Rolls-Royce Holdings rose 4 percent in London after the engine maker said chief "
     "executive Tufan Erginbilgic would stay until 2030 , analysts at Jefferies said .",
     ["Rolls-Royce Holdings", "London", "Tufan Erginbilgic", "Jefferies"]),
    ("news", "A 34-year-old man from Merthyr Tydfil has been jailed for two years at Cardiff Crown Court for "
     "assaulting a paramedic outside the Prince Charles Hospital .",
     ["Merthyr Tydfil", "Cardiff Crown Court", "Prince Charles Hospital"]),
    ("social", "OMG just met THE Harry Styles at Manchester Piccadilly!!! he was SO nice 😭😭 #blessed",
     ["Harry Styles", "Manchester Piccadilly"]),
    ("social", "anyone know if the lidl on mill road is open boxing day? asking for my nan x",
     ["lidl", "mill road"]),
    ("social", "Posted in r/LegalAdviceUK: My landlord (Mr Patel) is refusing to return my deposit for the flat "
     "in Leyton. Is it worth contacting Shelter before I go to court?",
     ["r/LegalAdviceUK", "Patel", "Leyton", "Shelter"]),
    ("social", "Stayed 3 nights at the Premier Inn Bristol Temple Quay. Room was clean but the Wi-Fi was USELESS "
     "and breakfast staff (shoutout to Agnieszka though) were rushed off their feet.",
     ["Premier Inn Bristol Temple Quay", "Agnieszka"]),
    ("social", "Huge congrats to @SarahHunter_ on her retirement from @EnglandRugby ! 141 caps , a legend of the "
     "game 🌹",
     ["@SarahHunter_", "@EnglandRugby"]),
    ("social", "Best wishes,\nTomasz Wiśniewski\nSenior Analyst | Aldermore Bank\nT: +44 (0)1422 555 018\n"
     "Halifax, HX1 1DS",
     ["Tomasz Wiśniewski", "Aldermore Bank", "+44 (0)1422 555 018", "Halifax", "HX1 1DS"]),
    ("clinical", "PT RESTING IN BED, AFEBRILE. BP 132/78, HR 88. DAUGHTER LINDA AT BEDSIDE, WILL CALL DR OKAFOR "
     "IF SBP > 160. TRANSFER TO ST JUDE'S REHAB ON 12/9.",
     ["LINDA", "OKAFOR", "ST JUDE'S REHAB", "12/9"]),
    ("clinical", "Dear Dr Whitfield,\nRe: Mrs Eileen Marsh, DOB 14/02/1931, NHS No 485 777 3456\nI saw this "
     "95-year-old lady in clinic at Scarborough General Hospital today with her son Graham.",
     ["Whitfield", "Eileen Marsh", "14/02/1931", "485 777 3456", "95", "Scarborough General Hospital", "Graham"]),
    ("clinical", "82yo m w/ copd exac, lives alone in bootle, neighbour (tony) checks daily. f/u resp clinic "
     "aintree 3/1.",
     ["bootle", "tony", "aintree", "3/1"]),
    ("bio", "Amara Nwosu-Clarke is a British-Nigerian architect based in Peckham. Educated at the Bartlett "
     "School of Architecture, she founded Studio Nwosu in 2015 and won the Stirling Prize in 2023 for the "
     "Lewisham Library.",
     ["Amara Nwosu-Clarke", "Peckham", "Bartlett School of Architecture", "Studio Nwosu", "2015", "2023",
      "Lewisham Library"]),
    ("bio", "HENDERSON, Margaret (Peggy) née Cole. Passed away peacefully at Ashgrove Nursing Home on 2nd "
     "November 2026, aged 97. Beloved wife of the late Douglas. Funeral at St Mary's Church, Ilkley.",
     ["HENDERSON", "Margaret", "Peggy", "Cole", "Ashgrove Nursing Home", "2nd November 2026", "97", "Douglas",
      "St Mary's Church", "Ilkley"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("MADRID , 5 dic ( EFE ) .- El Real Madrid confirmó este jueves que Thibaut Courtois estará de baja "
            "tres semanas por una lesión en el aductor .",
            ["MADRID", "EFE", "Real Madrid", "Thibaut Courtois"]),
           ("Alguien sabe si la farmacia de la calle Alcalá abre los domingos ? Mi abuela Pilar necesita su "
            "receta 🙏",
            ["Alcalá", "Pilar"])],
    "nl": [("Uitslagen eredivisie vrouwen :\nFC Twente - Ajax 3-1\nPSV - Feyenoord 2-2\nADO Den Haag - AZ 0-4",
            ["FC Twente", "Ajax", "PSV", "Feyenoord", "ADO Den Haag", "AZ"]),
           ("Mevr. De Vries ( 92 ) opgenomen via de SEH van het Spaarne Gasthuis na val thuis in Heemstede . "
            "Zoon Pieter is contactpersoon .",
            ["De Vries", "92", "Spaarne Gasthuis", "Heemstede", "Pieter"])],
    "de": [("BERLIN ( dpa ) - Bundeskanzler Friedrich Merz hat am Mittwoch den französischen Präsidenten "
            "Emmanuel Macron in Berlin empfangen .",
            ["BERLIN", "dpa", "Friedrich Merz", "Emmanuel Macron", "Berlin"]),
           ("Weiß jemand , ob der Edeka in der Goethestraße noch bis 22 Uhr offen hat ? Frag für meinen Opa "
            "Heinz 😅",
            ["Edeka", "Goethestraße", "Heinz"])],
    "it": [("Serie A , risultati della 14a giornata :\nInter - Napoli 2-0\nJuventus - Torino 1-1\nAtalanta - "
            "Lazio 3-2",
            ["Inter", "Napoli", "Juventus", "Torino", "Atalanta", "Lazio"]),
           ("Paziente di 90 anni , sig.ra Rosa Esposito , ricoverata all' Ospedale Cardarelli di Napoli . "
            "Riferimento familiare : nipote Ciro , cell. 333 456 7890 .",
            ["90", "Rosa Esposito", "Ospedale Cardarelli di Napoli", "Ciro", "333 456 7890"])],
    "fr": [("PARIS ( AFP ) - Le PSG s' est imposé 3-0 face à l' OM mercredi au Parc des Princes , avec un "
            "doublé d' Ousmane Dembélé .",
            ["PARIS", "AFP", "PSG", "OM", "Parc des Princes", "Ousmane Dembélé"]),
           ("Quelqu'un connaît un bon garagiste vers Villeurbanne ? Le garage Martin m'a arnaqué 😡 merci "
            "d'avance",
            ["Villeurbanne", "Martin"])],
    "pt": [("LISBOA , 4 dez ( Lusa ) - O Benfica anunciou hoje a contratação do médio Renato Sanches , que "
            "assinou até 2028 .",
            ["LISBOA", "Lusa", "Benfica", "Renato Sanches"]),
           ("Doente de 93 anos , D. Maria do Céu Ferreira , trazida ao Hospital de São João pela filha Ana ( "
            "tlm. 912 345 678 ) .",
            ["93", "Maria do Céu Ferreira", "Hospital de São João", "Ana", "912 345 678"])],
}
