"""A fifty-first hand-written set, written on 2026-12-06 after the fiftieth set's rules, and scored once
before any rule looked at it. Longer documents than the earlier sets (three to six sentences each), where a
name comes back alone, a note runs on and a story quotes: posts (a street's parked van, a lower-case
landlord saga, a thread of handles and a hospital's nickname), wire copy (a match report, a market's risers
and fallers, a robbery in court), notes (a capitals day note with a phone, a lower-case ICU note with an age
over 89, a discharge letter with an NHS number), three entries; and per language one longer document.

The same conventions as ``handmade_fiftieth.py`` (a band, a party, a team, a charity and a firm are groups
and count; works, products, competitions, events, indices, pets and nationalities do not; a title such as
``Sister`` or ``Dr`` is not part of a name). ``handmade_devset.py --fiftyfirst`` scores them; their first
score is kept in ``benchmarks/results/handmade_fiftyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Does anyone know who owns the white van that's been parked outside 23 Kingsley Avenue for three "
     "weeks? It's blocking Mrs Okafor's drive and she can't walk far. I've called Northumbria Police and the "
     "council but nobody has come out. Tagging Ben from the residents' association - Ben, can you chase it? "
     "Thanks, Lorraine",
     ["23 Kingsley Avenue", "Okafor", "Northumbria Police", "Ben", "Lorraine"]),
    ("social", "ok so update on the landlord saga. spoke to shelter on monday and they said he cant keep the "
     "deposit. he's called gary something, owns like 6 flats on ecclesall road. my housemate priya reckons we "
     "take him to small claims. anyone done that in sheffield?",
     ["shelter", "gary", "ecclesall road", "priya", "sheffield"]),
    ("social", "Huge congratulations to @DrAmaraNwosu on her appointment as Chief Nurse at @LeedsHospitals 👏 "
     "Amara started as an HCA on Ward 18 at Jimmy's back in 2004. Proud day for the whole team. #NursesDay",
     ["@DrAmaraNwosu", "@LeedsHospitals", "Amara", "Jimmy's"]),
    ("news", "Bukayo Saka scored twice as Arsenal beat Brentford 3-1 at the Emirates on Saturday . Yoane Wissa had "
     "levelled for the visitors before half-time , but Saka restored the lead and Martin Odegaard added a third "
     ". Brentford manager Keith Andrews said his side had been \" punished for small mistakes \" .",
     ["Bukayo Saka", "Arsenal", "Brentford", "Emirates", "Yoane Wissa", "Saka", "Martin Odegaard",
      "Keith Andrews"]),
    ("news", "LONDON , Nov 12 ( Reuters ) - FTSE 100 leaders and laggards at 1200 GMT :\nRISERS\nRolls-Royce +4.1 "
     "pct\nBarratt Redrow +3.2 pct\nFALLERS\nBP -2.7 pct\nAstraZeneca -1.9 pct\nDealers said a note from "
     "Jefferies had lifted Rolls-Royce .",
     ["LONDON", "Reuters", "Rolls-Royce", "Barratt Redrow", "BP", "AstraZeneca", "Jefferies"]),
    ("news", "A man who threatened staff at a Co-op in Hexham with a knife has been jailed . Darren Lowes , 41 , of "
     "Prudhoe , admitted robbery at Newcastle Crown Court . Judge Sarah Mallett said the shop 's manager , Mrs "
     "Helen Brough , had been left terrified . Northumbria Police said Lowes was arrested two days later in "
     "Gateshead .",
     ["Co-op", "Hexham", "Darren Lowes", "Prudhoe", "Newcastle Crown Court", "Sarah Mallett", "Helen Brough",
      "Northumbria Police", "Lowes", "Gateshead"]),
    ("clinical", "NURSING NOTE 0700-1900: PT ALERT AND ORIENTATED X3. C/O PAIN 6/10 LEFT HIP, GIVEN PARACETAMOL. "
     "SON DEREK VISITED 1400, ASKING RE: DISCHARGE TO ROSEBANK CARE HOME. SW MARIA ESTEVES AWARE. DR LINDQVIST "
     "TO REVIEW XRAY. FAMILY CONTACT: DEREK 07812 443 901.",
     ["DEREK", "ROSEBANK CARE HOME", "MARIA ESTEVES", "LINDQVIST", "07812 443 901"]),
    ("clinical", "neuro: gcs 15, moving all limbs. cvs: hr 90s sr, bp stable off noradrenaline since 0400. resp: "
     "2l nc sats 95%. social: wife june and daughter kerry in this am, updated by dr achebe. pt from whitby, "
     "retired fisherman, 91 yo. plan: step down to ward 7 if bed.",
     ["june", "kerry", "achebe", "whitby", "91"]),
    ("clinical", "Dear Dr Hargreaves,\nRe: Mrs Edith Moorcroft, DOB 11/03/1932, NHS No. 485 777 3456\nYour patient "
     "was admitted to Ward 22 at Blackpool Victoria Hospital on 02/09/2025 after a fall. She lives alone in "
     "Lytham and her niece, Joanne Pickup, visits twice a week.\nYours sincerely,\nDr Anil Mehta, Care of the "
     "Elderly",
     ["Hargreaves", "Edith Moorcroft", "11/03/1932", "485 777 3456", "Blackpool Victoria Hospital", "02/09/2025",
      "Lytham", "Joanne Pickup", "Anil Mehta"]),
    ("bio", "Margaret Ogunleye (born 4 June 1961) is a Nigerian-British engineer and businesswoman. Born in Ibadan, "
     "she moved to Coventry at the age of nine and studied at the University of Warwick. In 1995 she founded "
     "Ogunleye Structures, which she sold to Arup in 2016. She is married to the surgeon Tunde Ogunleye; they "
     "live in Kenilworth.",
     ["Margaret Ogunleye", "4 June 1961", "Ibadan", "Coventry", "University of Warwick", "1995",
      "Ogunleye Structures", "Arup", "2016", "Tunde Ogunleye", "Kenilworth"]),
    ("bio", "Sister Bernadette Walsh (1928–2021) was an Irish nun and teacher. She joined the Sisters of Mercy in "
     "Carlow in 1947 and taught at St Leo's College for forty years. Walsh was awarded the Freedom of Carlow in "
     "2005.",
     ["Bernadette Walsh", "1928", "2021", "Sisters of Mercy", "Carlow", "1947", "St Leo's College", "Walsh",
      "2005"]),
    ("bio", "Before entering politics, Dev Patel-Singh worked as a solicitor at Irwin Mitchell in Birmingham. He was "
     "elected to Sandwell Council in 2014 and became its leader in 2021, succeeding Yvonne Davies. He lives in "
     "West Bromwich with his wife, Harpreet, and their two sons.",
     ["Dev Patel-Singh", "Irwin Mitchell", "Birmingham", "Sandwell Council", "2014", "2021", "Yvonne Davies",
      "West Bromwich", "Harpreet"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("MADRID , 14 mar ( EFE ) - El Real Madrid anunció hoy que Thibaut Courtois estará tres semanas de baja . "
         "El entrenador , Xabi Alonso , dijo en rueda de prensa en Valdebebas que confía en Andriy Lunin . El club "
         "recordó que Courtois ya se perdió la temporada pasada por una lesión de rodilla .",
         ["MADRID", "EFE", "Real Madrid", "Thibaut Courtois", "Xabi Alonso", "Valdebebas", "Andriy Lunin",
          "Courtois"]),
    ],
    "nl": [
        ("Verpleegkundig verslag : dhr. Jansen is vannacht gevallen op de gang . Zijn dochter Marloes is gebeld en "
         "komt morgen vanuit Zwolle . Dokter Bakker heeft een röntgenfoto aangevraagd in het Isala .",
         ["Jansen", "Marloes", "Zwolle", "Bakker", "Isala"]),
    ],
    "de": [
        ("BERLIN ( Reuters ) - Die Deutsche Bahn hat ihren Finanzvorstand Levin Holle entlassen . Bahnchefin "
         "Evelyn Palla sagte am Dienstag in Berlin , der Konzern brauche einen Neuanfang . Die Gewerkschaft EVG "
         "begrüßte die Entscheidung .",
         ["BERLIN", "Reuters", "Deutsche Bahn", "Levin Holle", "Evelyn Palla", "Berlin", "EVG"]),
    ],
    "it": [
        ("ma quanto è bello il lago di como 😍 grazie a zia franca per l'ospitalità a bellagio , e a marco per il "
         "giro in barca",
         ["como", "franca", "bellagio", "marco"]),
    ],
    "fr": [
        ("PARIS ( AFP ) - Le Paris Saint-Germain a prolongé le contrat de son entraîneur Luis Enrique jusqu' en "
         "2027 , a annoncé mardi le président du club , Nasser Al-Khelaïfi , au Parc des Princes .",
         ["PARIS", "AFP", "Paris Saint-Germain", "Luis Enrique", "Nasser Al-Khelaïfi", "Parc des Princes"]),
    ],
    "pt": [
        ("Registo de enfermagem : o Sr. Almeida , 93 anos , teve uma noite agitada . A neta , Beatriz , ligou do "
         "Porto às 9h . O Dr. Fonseca pediu análises ao Hospital de Santo António .",
         ["Almeida", "93", "Beatriz", "Porto", "Fonseca", "Hospital de Santo António"]),
    ],
}
