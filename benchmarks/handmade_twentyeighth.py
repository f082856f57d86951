"""A twenty-eighth hand-written set, written on 2026-11-27 after the twenty-seventh set's rules, and scored once
before any rule looked at it: a reply thread with user handles, a chat export, a restaurant review, a lower-case
congratulations post, a tennis results list, a flood story under a capitals headline, an inquest story, a match
report with scorers, a police appeal, a discharge summary, a lower-case night note, a care-home note in capitals,
a dental note, a boxer's, a geneticist's and a singer's entries, a roofer's e-mail with its signature, and in
Spanish, Dutch, German, Italian, French and Portuguese a results line or a wire story beside a note or a post.

The same conventions as ``handmade_twentyseventh.py`` (works, honours and competitions are no one's name; a
street's or a hospital's kind in lower case is no part of its name in text that writes capitals).
``handmade_devset.py --twentyeighth`` scores them; their first score is kept in
``benchmarks/results/handmade_twentyeighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
TWENTYEIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "u/brumgirl92 replied: try Dr Okafor at Selly Oak Dental, she's brilliant with nervous patients. "
     "My brother Dev has gone there for years.\nu/kingsheath_kev replied: seconded, ask for Hayley on reception.",
     ["u/brumgirl92", "Okafor", "Selly Oak Dental", "Dev", "u/kingsheath_kev", "Hayley"]),
    ("social", "19:42 - Marcus Reid: anyone up for five-a-side at Goals Leeds thursday?\n19:44 - Femi: in, "
     "bringing Olu\n19:51 - Marcus Reid: sound, Craig's booked pitch 3",
     ["Marcus Reid", "Goals Leeds", "Femi", "Olu", "Craig"]),
    ("social", "Lunch at The Pig near Brockenhurst for my mum's birthday. Our waiter Tomasz was lovely, but we "
     "waited an hour for mains and the manager, Fiona, just shrugged. Will stick to the Montagu Arms next time.",
     ["The Pig", "Brockenhurst", "Tomasz", "Fiona", "Montagu Arms"]),
    ("social", "massive congrats to our kid jess on passing her driving test first time in stockport!! "
     "@StockportMBC sort the roundabout on hempshaw lane out pls",
     ["jess", "stockport", "@StockportMBC", "hempshaw lane"]),
    ("news", "TENNIS - QUEEN'S CLUB RESULTS\nLONDON 2024-06-19\nResults from the Queen's Club Championships on "
     "Wednesday ( prefix number denotes seeding ) :\n1 - Carlos Alcaraz ( Spain ) beat Francisco Cerundolo ( "
     "Argentina ) 6-3 6-4\nJack Draper ( Britain ) beat Sebastian Korda ( U.S. ) 7-6 ( 4 ) 6-3",
     ["QUEEN'S CLUB", "Queen's Club", "LONDON", "Carlos Alcaraz", "Spain", "Francisco Cerundolo", "Argentina", "Jack Draper",
      "Britain", "Sebastian Korda", "U.S."]),
    ("news", "FLOODS HIT TEWKESBURY AGAIN\nResidents of Tewkesbury, Gloucestershire, were moved to a rest centre "
     "at the Roses Theatre overnight as the River Severn burst its banks. Environment Agency officer Priya Nair "
     "said the water would peak on Sunday.",
     ["TEWKESBURY", "Tewkesbury", "Gloucestershire", "Roses Theatre", "River Severn", "Environment Agency",
      "Priya Nair"]),
    ("news", "An inquest at Preston Coroner's Court heard that Daniel Heywood, 27, of Chorley, fell from "
     "scaffolding at a site run by Eric Wright Construction. His partner, Kayleigh, told the hearing he had "
     "raised concerns with his foreman. Senior coroner James Adeley recorded a conclusion of accidental death.",
     ["Preston Coroner's Court", "Daniel Heywood", "Chorley", "Eric Wright Construction", "Kayleigh",
      "James Adeley"]),
    ("news", "Wrexham 3 ( Mullin 12 , Palmer 55 , Lee 80 ) Bolton Wanderers 1 ( Dempsey 34 ). Att: 12,480. "
     "Phil Parkinson's side climbed to second after Elliot Lee's late strike at the Racecourse Ground.",
     ["Wrexham", "Mullin", "Palmer", "Lee", "Bolton Wanderers", "Dempsey", "Phil Parkinson", "Elliot Lee",
      "Racecourse Ground"]),
    ("news", "Officers in Kent are appealing for witnesses after a cyclist was seriously injured on the A20 near "
     "Harrietsham on Friday. Anyone with dashcam footage is asked to contact PC Sarah Doyle at Maidstone police "
     "station, quoting reference 46/118823/24.",
     ["Kent", "A20", "Harrietsham", "Sarah Doyle", "Maidstone", "46/118823/24"]),
    ("clinical", "DISCHARGE SUMMARY\nPatient: Harold Finch    NHS No: 943 476 5919\nWard: Ward 7B, Royal Derby "
     "Hospital\nConsultant: Mr A. Sandhu\nNext of kin: Margaret Finch (wife), 01332 785222\nFollow-up: Dr Lowe, "
     "Village Surgery, Allestree",
     ["Harold Finch", "943 476 5919", "Ward 7B", "Royal Derby Hospital", "A. Sandhu", "Margaret Finch", "01332 785222",
      "Lowe", "Village Surgery", "Allestree"]),
    ("clinical", "0300 pt agitated, pulled out cannula. wife jean rang x2, reassured. dr patel (fy1) informed, "
     "haloperidol not given. obs stable. pt asking for his son gary who lives in wigan.",
     ["jean", "patel", "gary", "wigan"]),
    ("clinical", "RESIDENT MRS DORIS WALKER ATE 50% OF BREAKFAST. DAUGHTER SUSAN VISITED PM. GP DR OKONKWO TO "
     "VISIT THURS RE CHEST. TRANSFER TO ST LUKE'S HOSPICE DISCUSSED WITH FAMILY.",
     ["DORIS WALKER", "SUSAN", "OKONKWO", "ST LUKE'S HOSPICE"]),
    ("clinical", "Pt attended Smile Dental Care, Hove, for extraction of LL6. Referred by Dr Grant. Mother (Nadia) "
     "present and consented. Review with hygienist Becky on 12/09.",
     ["Smile Dental Care", "Hove", "Grant", "Nadia", "Becky", "12/09"]),
    ("bio", "Nicola Adams is a retired British boxer from Leeds who won Olympic gold in London in 2012 and in Rio "
     "de Janeiro in 2016. She trained at the Burmantofts Amateur Boxing Club and later fought for Queensberry "
     "Promotions.",
     ["Nicola Adams", "Leeds", "London", "Rio de Janeiro", "Burmantofts Amateur Boxing Club",
      "Queensberry Promotions"]),
    ("bio", "Sir Paul Nurse is an English geneticist who shared the 2001 Nobel Prize in Physiology or Medicine. "
     "Born in Norwich, he led the Francis Crick Institute and was president of the Royal Society and of "
     "Rockefeller University.",
     ["Paul Nurse", "Norwich", "Francis Crick Institute", "Royal Society", "Rockefeller University"]),
    ("bio", "Arlo Parks, born Anaïs Oluwatoyin Estelle Marinho, is a singer from Hammersmith, west London. Her "
     "debut album Collapsed in Sunbeams won the Mercury Prize. She is signed to Transgressive Records.",
     ["Arlo Parks", "Anaïs Oluwatoyin Estelle Marinho", "Hammersmith", "London", "Transgressive Records"]),
    ("social", "From: Gareth Lloyd <g.lloyd@lloydroofing.co.uk>\nSubject: Invoice 4471\nHi Sian,\nThe scaffold comes "
     "down on Monday, Rhodri will pick up the skip.\nRegards,\nGareth\nLloyd Roofing Ltd, Unit 4, Parc Menai, "
     "Bangor LL57 4FB\nTel 01248 600411",
     ["Gareth Lloyd", "g.lloyd@lloydroofing.co.uk", "Sian", "Rhodri", "Gareth", "Lloyd Roofing Ltd",
      "Unit 4, Parc Menai", "Bangor", "LL57 4FB", "01248 600411"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
TWENTYEIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("REAL MADRID 2 - ATLÉTICO 1\nGoles : Vinícius ( 23 ) , Griezmann ( 41 ) , Bellingham ( 88 ) . Árbitro : "
         "Gil Manzano . Estadio Santiago Bernabéu , 78.000 espectadores .",
         ["REAL MADRID", "ATLÉTICO", "Vinícius", "Griezmann", "Bellingham", "Gil Manzano",
          "Estadio Santiago Bernabéu"]),
        ("hola , mi abuela carmen vive en triana y busca una cuidadora por las mañanas . si conocéis a alguien "
         "escribidme , soy lucía",
         ["carmen", "triana", "lucía"]),
    ],
    "nl": [
        ("ROTTERDAM - De politie heeft in Rotterdam-Zuid een 34-jarige man uit Schiedam aangehouden . "
         "Burgemeester Carola Schouten sprak van een zware klap voor de wijk Feijenoord . Het Openbaar Ministerie "
         "onderzoekt de zaak .",
         ["ROTTERDAM", "Rotterdam-Zuid", "Schiedam", "Carola Schouten", "Feijenoord", "Openbaar Ministerie"]),
        ("Mevr. De Vries ( 81 ) , opgenomen via de SEH van het Isala in Zwolle . Dochter Marieke is "
         "contactpersoon . Huisarts : dokter Bakker , Kampen .",
         ["De Vries", "Isala", "Zwolle", "Marieke", "Bakker", "Kampen"]),
    ],
    "de": [
        ("Polizeibericht : Am Samstag wurde in der Königstraße in Stuttgart ein 17-Jähriger aus Esslingen von "
         "zwei Unbekannten angegriffen . Zeugen melden sich beim Polizeirevier Stuttgart-Mitte . Pressesprecher "
         "Stefan Keilbach bestätigte den Vorfall .",
         ["Königstraße", "Stuttgart", "Esslingen", "Polizeirevier Stuttgart-Mitte", "Stefan Keilbach"]),
        ("hey leute , weiß jemand ob der zahnarzt dr. yilmaz in neukölln noch neue patienten nimmt ? meine "
         "freundin sarah war da total zufrieden",
         ["yilmaz", "neukölln", "sarah"]),
    ],
    "it": [
        ("Risultati della dodicesima giornata : Inter - Napoli 1-1 ( Çalhanoğlu , McTominay ) ; Lazio - Juventus "
         "0-2 ( Vlahović 2 ) . In classifica l' Atalanta resta prima .",
         ["Inter", "Napoli", "Çalhanoğlu", "McTominay", "Lazio", "Juventus", "Vlahović", "Atalanta"]),
        ("Sig.ra Ferrari , 84 anni , ricoverata al Policlinico Gemelli per frattura del femore . Il figlio Luca "
         "chiede di essere chiamato . Medico curante : dott. Russo , Ostia .",
         ["Ferrari", "Policlinico Gemelli", "Luca", "Russo", "Ostia"]),
    ],
    "fr": [
        ("Avis de décès : Madame Josette Lambert , née Moreau , s' est éteinte à Quimper à l' âge de 91 ans . Ses "
         "enfants Yves et Anne vous remercient . Obsèques en l' église Saint-Mathieu .",
         ["Josette Lambert", "Moreau", "Quimper", "Yves", "Anne", "Saint-Mathieu"]),
        ("slt tt le monde , qqn connaît un bon kiné sur villeurbanne ? mon copain théo s' est fait une entorse "
         "au foot",
         ["villeurbanne", "théo"]),
    ],
    "pt": [
        ("SÃO PAULO ( Folhapress ) - O prefeito Ricardo Nunes anunciou nesta terça uma nova linha de ônibus "
         "entre Itaquera e o centro . A SPTrans vai operar o serviço , segundo o secretário Gilmar Miranda .",
         ["SÃO PAULO", "Folhapress", "Ricardo Nunes", "Itaquera", "SPTrans", "Gilmar Miranda"]),
        ("alguém indica um dentista bom em niterói ? minha prima bruna tá com dor de dente faz uma semana",
         ["niterói", "bruna"]),
    ],
}
