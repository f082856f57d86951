"""A sixty-fourth hand-written set, written on 2026-12-06 after the sixty-third set's rules, and scored once
before any rule looked at it. Whole stories and longer posts and notes rather than single sentences: per
language a wire story of three sentences (a government or a bank, its ministers and its critics) and a
match or a local report; in English a wire story on a firm, a court's sentence, a headline with a dateline
and the match, a lower-case post about a bakery, a lifeboat's rescue, a refund, a note in SOAP form, an
emergency note in capitals, a clinic letter, an architect's and a priest's biography and a café's e-mail.

The same conventions as ``handmade_sixtythird.py`` (groups, teams, parties, firms, councils, courts and
agencies count; works, products, programmes, events, offices, ministries' remits and nationalities do not;
titles and kinship words are not part of a name, nor a kind in lower case before a name, "via Padova",
except a French street's, "rue des Martyrs", which the French write as its name; in notes, letters,
e-mails and biographies, dates, phones, e-mail addresses, record numbers and ages over 89 count too).
``handmade_devset.py --sixtyfourth`` scores them; their first score is kept in
``benchmarks/results/handmade_sixtyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "LONDON ( Reuters ) - Britain 's biggest listed housebuilder Barratt Redrow said on Wednesday it "
     "expected to build fewer homes this year . Chief executive David Thomas told reporters that high mortgage "
     "rates had hit demand in the south east . Shares in the Leicestershire-based company fell 3 percent .",
     ["LONDON", "Reuters", "Britain", "Barratt Redrow", "David Thomas", "Leicestershire"]),
    ("news", "Two men from Luton have been jailed for a total of 14 years after a cannabis factory was found at a "
     "former pub in Dunstable . Judge Michael Kay KC told Luton Crown Court that Ardit Hoxha , 31 , and Besnik "
     "Lala , 27 , had run the operation for a gang in Albania .",
     ["Luton", "Dunstable", "Michael Kay", "Luton Crown Court", "Ardit Hoxha", "Besnik Lala", "Albania"]),
    ("news", "SOCCER - WREXHAM EDGE PAST BIRMINGHAM\nWREXHAM , Wales 2025-03-01\nWrexham beat Birmingham City 1-0 "
     "at the Racecourse Ground on Saturday through a late Sam Smith header .",
     ["WREXHAM", "BIRMINGHAM", "Wales", "Wrexham", "Birmingham City", "Racecourse Ground", "Sam Smith"]),
    ("social", "ngl the new bakery on chorley road is class, the woman who runs it (think her name's bernie?) gave "
     "my lad a free gingerbread man 😍",
     ["chorley road", "bernie"]),
    ("social", "Huge thanks to the crew at Whitby RNLI who pulled my brother Callum out of the water yesterday. "
     "Legends ❤️",
     ["Whitby RNLI", "Callum"]),
    ("social", "Update: got my refund from Parcelforce in the end. Spoke to a lovely guy called Rashid in their "
     "Coventry office. Took 3 weeks but sorted.",
     ["Parcelforce", "Rashid", "Coventry"]),
    ("clinical", "S: Pt reports falls x2 at home. Lives w/ husband Derek in Ormskirk.\nO: BP 128/76, HR 82.\nA/P: "
     "Refer to falls clinic at Southport & Formby DGH. Next review 14/11.",
     ["Derek", "Ormskirk", "Southport & Formby DGH", "14/11"]),
    ("clinical", "ED NOTE: 93 YO F FROM BRIARWOOD MANOR, FOUND ON FLOOR BY CARER JOY. HX AF, ON APIXABAN. NOK SON "
     "GRAHAM 07700 900461.",
     ["93", "BRIARWOOD MANOR", "JOY", "GRAHAM", "07700 900461"]),
    ("clinical", "Dear Ms Achterberg,\nI saw your patient, Mr Tomasz Wiśniewski (DOB 02.05.1961), in the Hand "
     "Clinic at Pinderfields today.",
     ["Achterberg", "Tomasz Wiśniewski", "02.05.1961", "Pinderfields"]),
    ("bio", "Nkechi Adebayo-Clarke is a Lagos-born architect based in Bristol. After graduating from the Bartlett "
     "in 2009 she worked for Foster + Partners in Hong Kong before founding Studio Oriki with her partner Sam "
     "Clarke.",
     ["Nkechi Adebayo-Clarke", "Lagos", "Bristol", "Bartlett", "2009", "Foster + Partners", "Hong Kong",
      "Studio Oriki", "Sam Clarke"]),
    ("bio", "Father Declan O'Rourke, parish priest of St Columba's in Drumcondra since 1998, died peacefully on "
     "Tuesday aged 91.",
     ["Declan O'Rourke", "St Columba's", "Drumcondra", "1998", "91"]),
    ("bio", "From: bookings@thegreenroom-cafe.co.uk\nSent: 04 June 2025 09:12\nTo: Aisha Rahman\nSubject: Your "
     "table on Saturday\n\nHi Aisha, just confirming 6 people at 7pm. Any allergies let Kelly know. Thanks, Green "
     "Room Café, Hebden Bridge",
     ["bookings@thegreenroom-cafe.co.uk", "04 June 2025", "Aisha Rahman", "Aisha", "Kelly", "Green Room Café",
      "Hebden Bridge"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("MADRID , 2 oct ( EFE ) . El Consejo de Ministros aprobó hoy el anteproyecto de ley de vivienda , que "
            "según la ministra Isabel Rodríguez permitirá a los ayuntamientos limitar los alquileres . El PP y Vox "
            "anunciaron que recurrirán la norma ante el Tribunal Constitucional , mientras que el alcalde de "
            "Barcelona , Jaume Collboni , la calificó de \" paso necesario \" .",
            ["MADRID", "EFE", "Consejo de Ministros", "Isabel Rodríguez", "PP", "Vox", "Tribunal Constitucional",
             "Barcelona", "Jaume Collboni"]),
           ("El Betis empató 1-1 en el Benito Villamarín ante el Celta de Vigo . Marcó primero Iago Aspas en el "
            "minuto 23 y empató Isco de penalti tras una falta sobre Abde . El técnico verdiblanco , Manuel "
            "Pellegrini , lamentó las ocasiones falladas .",
            ["Betis", "Benito Villamarín", "Celta de Vigo", "Iago Aspas", "Isco", "Abde", "Manuel Pellegrini"])],
    "nl": [("DEN HAAG - Het kabinet wil dat gemeenten vanaf 2026 meer sociale huurwoningen bouwen . Minister Hugo "
            "de Jonge zei dinsdag na de ministerraad dat hij met de VNG in gesprek gaat . Volgens Aedes , de koepel "
            "van woningcorporaties , is het plan niet haalbaar zonder extra geld uit Den Haag .",
            ["DEN HAAG", "Hugo de Jonge", "VNG", "Aedes", "Den Haag"]),
           ("Bij een steekpartij in een woning aan de Kerkstraat in Tilburg is zondagnacht een 34-jarige man "
            "gewond geraakt . De politie heeft een 29-jarige verdachte uit Breda aangehouden . Het slachtoffer is "
            "naar het ETZ Elisabeth gebracht .",
            ["Kerkstraat", "Tilburg", "Breda", "ETZ Elisabeth"])],
    "de": [("FRANKFURT ( Reuters ) - Die Europäische Zentralbank hat am Donnerstag die Leitzinsen unverändert "
            "gelassen . Notenbankchefin Christine Lagarde sagte in Frankfurt , die Inflation sinke langsamer als "
            "erwartet . Der Chefvolkswirt der Commerzbank , Jörg Krämer , rechnet mit einer Zinssenkung im Juni .",
            ["FRANKFURT", "Reuters", "Europäische Zentralbank", "Christine Lagarde", "Frankfurt", "Commerzbank",
             "Jörg Krämer"]),
           ("In der Nacht zu Sonntag ist ein Feuer in einer Lagerhalle am Stadtrand von Bamberg ausgebrochen . Die "
            "Feuerwehr war mit 80 Einsatzkräften vor Ort . Verletzt wurde nach Angaben der Polizei niemand ; der "
            "Schaden wird auf eine halbe Million Euro geschätzt .",
            ["Bamberg"])],
    "it": [("MILANO - La Procura di Milano ha aperto un' inchiesta sul crollo di un ponteggio in via Padova , dove "
            "ieri mattina sono rimasti feriti due operai . Secondo il sindaco Giuseppe Sala , la ditta , la "
            "Edilnord Srl di Sesto San Giovanni , non aveva i permessi .",
            ["MILANO", "Procura di Milano", "Padova", "Giuseppe Sala", "Edilnord Srl", "Sesto San Giovanni"]),
           ("La Juventus ha battuto 2-0 il Torino nel derby . In gol Dušan Vlahović al 12' e Kenan Yıldız nella "
            "ripresa . L' allenatore Thiago Motta ha elogiato la difesa guidata da Gleison Bremer .",
            ["Juventus", "Torino", "Dušan Vlahović", "Kenan Yıldız", "Thiago Motta", "Gleison Bremer"])],
    "fr": [("PARIS , 12 mars ( AFP ) - Le Conseil constitutionnel a validé jeudi l' essentiel de la réforme des "
            "retraites . La Première ministre Élisabeth Borne s' est félicitée de cette décision , tandis que "
            "Jean-Luc Mélenchon , chef de file de La France insoumise , a appelé à de nouvelles manifestations à "
            "Paris et à Marseille .",
            ["PARIS", "AFP", "Conseil constitutionnel", "Élisabeth Borne", "Jean-Luc Mélenchon",
             "La France insoumise", "Paris", "Marseille"]),
           ("Un incendie s' est déclaré dans la nuit de samedi à dimanche dans un immeuble de la rue des Martyrs , "
            "dans le 9e arrondissement . Les pompiers de Paris ont évacué une vingtaine d' habitants ; une femme de "
            "83 ans a été hospitalisée à Lariboisière .",
            ["rue des Martyrs", "Paris", "Lariboisière"])],
    "pt": [("BRASÍLIA - O presidente Luiz Inácio Lula da Silva sancionou nesta terça-feira a lei que cria o "
            "programa Pé-de-Meia . A cerimônia no Palácio do Planalto contou com o ministro da Educação , Camilo "
            "Santana , e o governador de São Paulo , Tarcísio de Freitas .",
            ["BRASÍLIA", "Luiz Inácio Lula da Silva", "Palácio do Planalto", "Camilo Santana", "São Paulo",
             "Tarcísio de Freitas"]),
           ("O FC Porto venceu o Vitória de Guimarães por 3-0 no Estádio do Dragão . Samu Omorodion bisou e Pepê "
            "fechou o marcador . O treinador Vítor Bruno elogiou a exibição da equipa .",
            ["FC Porto", "Vitória de Guimarães", "Estádio do Dragão", "Samu Omorodion", "Pepê", "Vítor Bruno"])],
}
