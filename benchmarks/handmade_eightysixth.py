"""An eighty-sixth hand-written set, written on 2026-12-07 after the eighty-fifth set's rules, and scored once
before any rule looked at it. Kinds of text the earlier sets wrote least: a death notice, an e-mail with its
headers, a CV's lines, a mental health note, a clinic letter with a patient's identifiers, a police story, a
business story, a footballer's lead with his name in another script, a thanks to a café, a question about a bus.
Per language a death notice and an e-mail about a quote.

The same conventions as ``handmade_seventyseventh.py`` (in biographies, notices and notes, names, dates, years,
ages over 89, phones, record numbers, e-mail addresses, addresses, places, bodies and relatives' names count;
offices, titles, kinship words, nationalities, occupations, degrees and diseases do not; in news, names of
people, places and bodies only; in posts and e-mails, names, addresses, places, firms and phones).
``handmade_devset.py --eightysixth`` scores them; their first score is kept in
``benchmarks/results/handmade_eightysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("bio", "KOWALSKI, Irena (née Nowak). Peacefully at St Luke's Hospice, Sheffield, on 2nd November 2026, aged "
     "91. Beloved wife of the late Tadeusz, mother of Anna and Piotr. Funeral at St Marie's Cathedral on Friday "
     "20th November at 11am.",
     ["KOWALSKI", "Irena", "Nowak", "St Luke's Hospice", "Sheffield", "2nd November 2026", "91", "Tadeusz", "Anna",
      "Piotr", "St Marie's Cathedral", "Friday 20th November"]),
    ("social", "From: Declan Moriarty <d.moriarty@brightwave.ie>\nTo: accounts@harbourlights.co.uk\nSubject: "
     "Invoice 4471 overdue\n\nHi Sinead, just chasing the invoice below. Regards, Declan",
     ["Declan Moriarty", "d.moriarty@brightwave.ie", "accounts@harbourlights.co.uk", "Sinead", "Declan"]),
    ("bio", "CURRICULUM VITAE\nPriya Raghunathan\n14 Elm Grove, Didsbury, Manchester M20 6PL\nEXPERIENCE\n2019 – "
     "present  Senior Analyst, Northern Trust, Manchester\n2015 – 2019  Analyst, Deloitte, Leeds\nEDUCATION\n"
     "University of Warwick, BSc Economics (2015)",
     ["Priya Raghunathan", "14 Elm Grove", "Didsbury", "Manchester", "M20 6PL", "2019", "Northern Trust", "2015",
      "Deloitte", "Leeds", "University of Warwick"]),
    ("clinical", "Seen on the ward with CPN Gemma. Mr Okonkwo reports voices since his brother Chidi moved to "
     "Lagos. Lives alone at Flat 4, 18 Canal Street. Next review 14/12 with Dr Varghese.",
     ["Gemma", "Okonkwo", "Chidi", "Lagos", "Flat 4", "18 Canal Street", "14/12", "Varghese"]),
    ("news", "Officers from Avon and Somerset Police were called to Whiteladies Road , Bristol , at 2.15am on "
     "Sunday after a man was found injured . A 23-year-old from Kingswood was arrested , Detective Inspector "
     "Gary Tremlett said .",
     ["Avon and Somerset Police", "Whiteladies Road", "Bristol", "Kingswood", "Gary Tremlett"]),
    ("news", "Shares in Rolls-Royce rose 4 percent in London after chief executive Tufan Erginbilgic said the "
     "Derby-based engine maker would resume dividend payments .",
     ["Rolls-Royce", "London", "Tufan Erginbilgic", "Derby"]),
    ("social", "Shoutout to the team at Pret on Deansgate, Marcus remembered my order again ☕ #mondaymotivation",
     ["Pret", "Deansgate", "Marcus"]),
    ("social", "Does anyone know if the 36 bus from Harrogate to Ripon is running today? Transdev haven't posted "
     "anything",
     ["Harrogate", "Ripon", "Transdev"]),
    ("clinical", "Dear Dr Fenwick,\nRe: Oliver Hastings, DOB 03/07/2015, NHS No 485 777 3456\nThank you for "
     "referring Oliver, who I saw in the paediatric clinic at Royal Derby Hospital today with his mother, Claire.",
     ["Fenwick", "Oliver Hastings", "03/07/2015", "485 777 3456", "Oliver", "Royal Derby Hospital", "Claire"]),
    ("bio", "Haruto Kimura (木村 陽翔, born 19 May 1988) is a Japanese footballer who plays as a defender for "
     "Kashima Antlers. He grew up in Sendai.",
     ["Haruto Kimura", "木村 陽翔", "19 May 1988", "Kashima Antlers", "Sendai"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Falleció en Zaragoza el 4 de noviembre de 2026, a los 92 años, doña Pilar Lasheras Gil, viuda de Don "
            "Mariano Ruiz. Sus hijos, Javier y Carmen, ruegan una oración.",
            ["Zaragoza", "4 de noviembre de 2026", "92", "Pilar Lasheras Gil", "Mariano Ruiz", "Javier", "Carmen"]),
           ("Hola Nerea, te reenvío la factura de Talleres Urbina. Un saludo, Iñaki Etxeberria\nTel. 688 123 456",
            ["Nerea", "Talleres Urbina", "Iñaki Etxeberria", "688 123 456"])],
    "nl": [("Op 3 november 2026 is in Zwolle overleden onze lieve moeder en oma Geertruida (Truus) Hofman-Visser, op "
            "de leeftijd van 94 jaar. Henk en Marijke, Bas en Lotte.",
            ["3 november 2026", "Zwolle", "Geertruida", "Truus", "Hofman-Visser", "94", "Henk", "Marijke", "Bas",
             "Lotte"]),
           ("Hoi Femke, kun jij de offerte van Bouwbedrijf Van Dijk nog even nakijken? Groet, Ruud Verbeek",
            ["Femke", "Bouwbedrijf Van Dijk", "Ruud Verbeek"])],
    "de": [("Nach langer Krankheit verstarb am 6. November 2026 in Bamberg unsere Mutter Hildegard Schmittlein, geb. "
            "Dorsch, im Alter von 93 Jahren. In Liebe: Klaus und Monika.",
            ["6. November 2026", "Bamberg", "Hildegard Schmittlein", "Dorsch", "93", "Klaus", "Monika"]),
           ("Hallo Jonas, anbei das Angebot der Firma Elektro Hagemann. Viele Grüße, Stefanie Lindqvist, Tel. 0911 "
            "445566",
            ["Jonas", "Elektro Hagemann", "Stefanie Lindqvist", "0911 445566"])],
    "it": [("È mancata all'affetto dei suoi cari il 2 novembre 2026 a Lecce Addolorata Quarta ved. Stomeo, di anni "
            "95. Ne danno il triste annuncio i figli Cosimo e Rosaria.",
            ["2 novembre 2026", "Lecce", "Addolorata Quarta", "Stomeo", "95", "Cosimo", "Rosaria"]),
           ("Ciao Chiara, ti inoltro il preventivo di Idraulica Ferraresi. A presto, Matteo Zanetti\n348 7654321",
            ["Chiara", "Idraulica Ferraresi", "Matteo Zanetti", "348 7654321"])],
    "fr": [("Mme Yvonne Le Goff, née Kerbrat, nous a quittés le 5 novembre 2026 à Brest, à l'âge de 96 ans. De la "
            "part de ses enfants Annick et Hervé.",
            ["Yvonne Le Goff", "Kerbrat", "5 novembre 2026", "Brest", "96", "Annick", "Hervé"]),
           ("Bonjour Élodie, je te transfère le devis de Menuiserie Gautier. Bien à toi, Julien Mercier – 06 45 67 "
            "89 01",
            ["Élodie", "Menuiserie Gautier", "Julien Mercier", "06 45 67 89 01"])],
    "pt": [("Faleceu no dia 7 de novembro de 2026, em Aveiro, com 97 anos, a Sra. D. Maria Rosa Marques, viúva de "
            "Joaquim Marques. Os filhos, António e Graça, agradecem.",
            ["7 de novembro de 2026", "Aveiro", "97", "Maria Rosa Marques", "Joaquim Marques", "António", "Graça"]),
           ("Olá Inês, envio-te o orçamento da Canalizações Moreira. Abraço, Tiago Fonseca\n912 654 321",
            ["Inês", "Canalizações Moreira", "Tiago Fonseca", "912 654 321"])],
}
