"""A thirty-second hand-written set, written on 2026-11-27 after the thirty-first set's rules, and scored once
before any rule looked at it. Like the thirty-first, in the shapes of the kinds the held-out sets hold:
posts about a motorway, a nurse's qualification, gig tickets in lower case and an airline; agency copy (a
league's results without brackets, baseball standings in capitals, a Middle East story, a company story);
a nursing progress note by system, a clinic letter with its address block, a care home's call and a
lower-case triage note; three encyclopedia entries; and in Spanish, Dutch, German, Italian, French and
Portuguese agency copy beside a nursing note or a post.

The same conventions as ``handmade_thirtyfirst.py`` (a band, a party and a union are groups and count;
works, honours, competitions, products and nationalities do not). ``handmade_devset.py --thirtysecond``
scores them; their first score is kept in ``benchmarks/results/handmade_thirtysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Anyone else stuck on the M62 near Brighouse?? 45 mins not moved. @NationalHways sort it out",
     ["M62", "Brighouse", "@NationalHways"]),
    ("social", "Big congrats to my cousin Shauna who just qualified as a nurse at Ninewells!! So proud 😭❤️ #NHS",
     ["Shauna", "Ninewells"]),
    ("social", "selling 2 tickets for arctic monkeys at the etihad on the 14th, face value, dm me",
     ["arctic monkeys", "etihad"]),
    ("social", "Honestly Ryanair are a joke. Flight from Stansted to Kaunas cancelled and no one at the desk. Thanks "
     "for nothing Michael O'Leary",
     ["Ryanair", "Stansted", "Kaunas", "Michael O'Leary"]),
    ("news", "SOCCER - ENGLISH LEAGUE RESULTS\nLONDON 1996-08-24\nResults of English league matches on Saturday :\n"
     "Premier division\nArsenal 2 West Ham 0\nCoventry 1 Chelsea 1\nLeeds 0 Sheffield Wednesday 2\nMiddlesbrough "
     "4 Nottingham Forest 1",
     ["LONDON", "Arsenal", "West Ham", "Coventry", "Chelsea", "Leeds", "Sheffield Wednesday", "Middlesbrough",
      "Nottingham Forest"]),
    ("news", "BASEBALL - MAJOR LEAGUE STANDINGS AFTER FRIDAY 'S GAMES\nNEW YORK 1996-08-24\nAMERICAN LEAGUE\n"
     "EASTERN DIVISION\nW L PCT GB\nNEW YORK 74 54 .578 -\nBALTIMORE 67 61 .523 7\nBOSTON 66 63 .512 8 1/2",
     ["NEW YORK", "BALTIMORE", "BOSTON"]),
    ("news", "Israeli Prime Minister Benjamin Netanyahu met Palestinian President Yasser Arafat at the Erez "
     "crossing on Wednesday , a spokesman for Netanyahu said . Netanyahu 's office in Jerusalem said the talks "
     "were constructive .",
     ["Benjamin Netanyahu", "Yasser Arafat", "Erez", "Netanyahu", "Jerusalem"]),
    ("news", "Shares in Rolls-Royce fell 3 per cent after the engine maker warned on profits . Chief executive "
     "Tufan Erginbilgic told analysts in Derby that supply problems at Airbus had hit deliveries .",
     ["Rolls-Royce", "Tufan Erginbilgic", "Derby", "Airbus"]),
    ("clinical", "NPN 0700-1900\nNeuro: lethargic but rousable, MAE. CV: HR 80s SR, no ectopy. Resp: 2L NC, sats "
     "95%. GI/GU: foley draining clear yellow. Social: wife Brenda called x2, updated by RN. Son Tom from "
     "Worcester to visit tomorrow.\nPlan: cont to monitor, ?transfer to floor.",
     ["Brenda", "Tom", "Worcester"]),
    ("clinical", "CARDIOLOGY CLINIC LETTER\nDate: 04/06/2024\nRe: Mrs Gwendolyn PRICE, DOB 17/08/1931, Hosp No. "
     "K448712\n14 Ferndale Road, Llanelli SA15 3HG\nDear Dr Bevan,\nI reviewed this 92 year old lady today with "
     "her daughter Carys. Her breathlessness is better on the higher dose of bisoprolol.",
     ["04/06/2024", "Gwendolyn PRICE", "17/08/1931", "K448712", "14 Ferndale Road", "Llanelli", "SA15 3HG",
      "Bevan", "92", "Carys"]),
    ("clinical", "Called by staff at Meadowbank Lodge re: resident Mr Iqbal, 88, found on floor. Daughter-in-law "
     "Saima informed. Ambulance requested via 111.",
     ["Meadowbank Lodge", "Iqbal", "Saima"]),
    ("clinical", "63m walked in c/o cp since 0300. hx mi 2019 stented at wythenshawe. lives alone in sale. nok "
     "brother des 0161 496 0713",
     ["wythenshawe", "sale", "des", "0161 496 0713"]),
    ("bio", "Gareth Southgate (born 3 September 1970) is an English football manager and former player. Born in "
     "Watford, he grew up in Crawley and began his career at Crystal Palace before joining Aston Villa and "
     "Middlesbrough.",
     ["Gareth Southgate", "3 September 1970", "Watford", "Crawley", "Crystal Palace", "Aston Villa",
      "Middlesbrough"]),
    ("bio", "Malala Yousafzai is a Pakistani education activist born in Mingora, in the Swat District. After the "
     "Taliban attack in 2012 she was treated at the Queen Elizabeth Hospital in Birmingham and later studied at "
     "Lady Margaret Hall, Oxford.",
     ["Malala Yousafzai", "Mingora", "Swat District", "Taliban", "Queen Elizabeth Hospital", "Birmingham",
      "Lady Margaret Hall", "Oxford"]),
    ("bio", "Hilary Mantel was an English writer. Born Hilary Mary Thompson in Glossop, Derbyshire, she read law at "
     "the London School of Economics and Sheffield University, and twice won the Booker Prize.",
     ["Hilary Mantel", "Hilary Mary Thompson", "Glossop", "Derbyshire", "London School of Economics",
      "Sheffield University"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Santander , 23 may ( EFE ) .- El consejero de Industria del Gobierno de Cantabria , Javier López "
         "Marcano , anunció hoy que Sniace reabrirá su planta de Torrelavega antes del verano .",
         ["Santander", "EFE", "Gobierno de Cantabria", "Javier López Marcano", "Sniace", "Torrelavega"]),
        ("q ganas de ir al concierto de rosalía en el bernabéu con mi hermana lucía 😍",
         ["rosalía", "bernabéu", "lucía"]),
    ],
    "nl": [
        ("Premier Jean-Luc Dehaene ( CVP ) heeft gisteren in Brussel overleg gepleegd met de vakbonden ABVV en "
         "ACV over de hervorming van de sociale zekerheid .",
         ["Jean-Luc Dehaene", "CVP", "Brussel", "ABVV", "ACV"]),
        ("Verpleegkundige notitie : mevr. Peeters onrustig vannacht . Dochter Els belt morgen . Overplaatsing naar "
         "AZ Sint-Jan in Brugge gepland .",
         ["Peeters", "Els", "AZ Sint-Jan", "Brugge"]),
    ],
    "de": [
        ("Der hessische Ministerpräsident Hans Eichel ( SPD ) hat am Montag in Wiesbaden die Pläne der "
         "Bundesregierung kritisiert . Auch die Frankfurter Oberbürgermeisterin Petra Roth äußerte sich skeptisch .",
         ["Hans Eichel", "SPD", "Wiesbaden", "Bundesregierung", "Petra Roth"]),
        ("Pflegebericht : Herr Schmitz , 84 J. , nachts unruhig . Ehefrau Gerda informiert . Verlegung ins "
         "Klinikum Oldenburg morgen .",
         ["Schmitz", "Gerda", "Klinikum Oldenburg"]),
    ],
    "it": [
        ("MILANO - Il sindaco Giuseppe Sala ha presentato ieri a Palazzo Marino il piano per San Siro insieme ai "
         "dirigenti di Inter e Milan . Critiche dal consigliere di Fratelli d' Italia Riccardo Truppo .",
         ["MILANO", "Giuseppe Sala", "Palazzo Marino", "San Siro", "Inter", "Milan", "Fratelli d' Italia",
          "Riccardo Truppo"]),
        ("Diario infermieristico : sig. Esposito agitato nella notte . La moglie Carmela è stata avvisata . "
         "Trasferimento al Cardarelli domani .",
         ["Esposito", "Carmela", "Cardarelli"]),
    ],
    "fr": [
        ("MARSEILLE , 2 oct ( AFP ) - Le maire Benoît Payan a inauguré lundi la nouvelle ligne de tramway vers La "
         "Rose , en présence du préfet Christophe Mirmand et de représentants de la RTM .",
         ["MARSEILLE", "AFP", "Benoît Payan", "La Rose", "Christophe Mirmand", "RTM"]),
        ("trop contente , ma pote chloé a eu son bac ! on fête ça samedi chez léa à villeurbanne",
         ["chloé", "léa", "villeurbanne"]),
    ],
    "pt": [
        ("PORTO , 5 set ( Lusa ) - O presidente da Câmara do Porto , Rui Moreira , inaugurou hoje a nova estação de "
         "metro na Boavista , com o ministro Duarte Cordeiro .",
         ["PORTO", "Lusa", "Câmara do Porto", "Rui Moreira", "Boavista", "Duarte Cordeiro"]),
        ("Paciente do sexo feminino , 90 anos , trazida pela filha Ana do lar Santa Casa de Braga .",
         ["Ana", "Santa Casa de Braga"]),
    ],
}
