"""A fifth hand-written set, written on 2026-11-26 after the ``lowercase`` and ``institutions`` sources and
scored once before any rule looked at it: the estimate, for text nobody tuned on, of what those sources
bring.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies; in notes also the other PHI). Posts in lower case and in
capitals, nursing notes in capitals, match reports and wire copy that name people by their surname
alone, and German wire copy, letters and reports. ``handmade_devset.py --fifth`` scores them; their first
score is kept in ``benchmarks/results/handmade_fifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "finally got tickets for coldplay at wembley!! going with my sister niamh, cant wait",
     ["coldplay", "wembley", "niamh"]),
    ("social", "whoever parked outside the lidl on mill road in cambridge blocking the bike lane, shame on you",
     ["lidl", "mill road", "cambridge"]),
    ("social", "two hours on hold with barclays and they still cant tell me where my card is",
     ["barclays"]),
    ("social", "weekend in brighton with the girls, fish and chips on the pier and a boozy brunch at "
     "the grand", ["brighton", "grand"]),
    ("social", "does anyone have a spare charger? left mine at the starbucks near king's cross",
     ["starbucks", "king's cross"]),
    ("social", "my uncle desmond just turned 80 and still drives to aberdeen every sunday lol",
     ["desmond", "aberdeen"]),
    ("social", "anyone else think the new nando's in reading is overrated? went with kwame yesterday",
     ["nando's", "reading", "kwame"]),
    ("social", "OMG JUST MET HARRY STYLES OUTSIDE THE O2 IN LONDON!!! CANT BREATHE", ["HARRY STYLES", "O2", "LONDON"]),
    ("social", "CELTIC 2 RANGERS 0. GET IN!!! BEST DAY EVER. SEE YOU AT PARKHEAD NEXT WEEK",
     ["CELTIC", "RANGERS", "PARKHEAD"]),
    ("social", "Just finished my first shift at Boots in Norwich. Tired but happy. Thanks Gemma for showing me "
     "around!", ["Boots", "Norwich", "Gemma"]),
    ("social", "lost my wallet somewhere between waterloo and the tate modern, brown leather, pls dm",
     ["waterloo", "tate modern"]),
    ("social", "my flatmate ravi keeps eating my yoghurts. moving out of hackney asap", ["ravi", "hackney"]),
    ("clinical", "PT ADMITTED FROM PORTSMOUTH GENERAL. DAUGHTER LORRAINE AT BEDSIDE. HX OF CHF, COPD. "
     "FOLEY DRAINING. PLAN TRANSFER TO SOUTHAMPTON IN AM.",
     ["PORTSMOUTH GENERAL", "LORRAINE", "SOUTHAMPTON"]),
    ("clinical", "NURSING NOTE 0700-1900: PT AFEBRILE, VSS. WIFE MARGARET VISITED, LIVES IN DERBY. "
     "DR OKONKWO AWARE OF LABS.", ["MARGARET", "DERBY", "OKONKWO"]),
    ("clinical", "pt seen by dr fitzgerald, son patrick called from galway, will visit thurs. "
     "cont iv abx, f/u cxr", ["fitzgerald", "patrick", "galway"]),
    ("news", "Hull City beat Stoke 2-1 on Saturday . Connolly scored twice before Walsh replied late on for "
     "the visitors .", ["Hull City", "Stoke", "Connolly", "Walsh"]),
    ("news", "WASHINGTON 2024-02-08 - Senator Mitch Harlan said on Thursday he would oppose the bill . "
     "Harlan told reporters the package was too expensive . Officials said a vote was unlikely before March .",
     ["WASHINGTON", "Mitch Harlan", "Harlan"]),
    ("news", "Brown joined the firm in 2015 after a decade at Goldman Sachs . Analysts said the move surprised "
     "investors in London .", ["Brown", "Goldman Sachs", "London"]),
    ("news", "Police said the fire at the Kingsway warehouse in Swindon started shortly after midnight . "
     "Witnesses told the BBC they heard an explosion .", ["Kingsway", "Swindon", "BBC"]),
    ("news", "TENNIS - SABALENKA BEATS GAUFF IN MELBOURNE FINAL\nMELBOURNE 2024-01-27\nAryna Sabalenka "
     "retained her Australian Open title on Saturday . Sabalenka said she was proud .",
     ["SABALENKA", "GAUFF", "MELBOURNE", "Aryna Sabalenka", "Australian Open", "Sabalenka"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "de": [
        ("Das Oberlandesgericht München hat die Klage eines Anlegers gegen die Commerzbank abgewiesen . "
         "Der Kläger will nun vor den Bundesgerichtshof in Karlsruhe ziehen .",
         ["Oberlandesgericht München", "Commerzbank", "Bundesgerichtshof", "Karlsruhe"]),
        ("Die Deutsche Telekom meldete am Donnerstag in Bonn einen höheren Gewinn . Vorstandschef Tim "
         "Höttges sprach von einem starken Quartal .", ["Deutsche Telekom", "Bonn", "Tim Höttges"]),
        ("Das Bundeskartellamt prüft die Übernahme des Essener Versorgers durch die Stadtwerke Duisburg , "
         "teilte die Behörde in Bonn mit .", ["Bundeskartellamt", "Essener", "Stadtwerke Duisburg", "Bonn"]),
        ("Laut Polizeipräsidium Mittelfranken wurde in Nürnberg ein 34-jähriger Mann festgenommen . Er soll "
         "einen Kiosk in der Südstadt überfallen haben .", ["Polizeipräsidium Mittelfranken", "Nürnberg", "Südstadt"]),
        ("Der Europäische Gerichtshof in Luxemburg hat die Klage Polens abgewiesen . Die Bundesregierung "
         "begrüßte das Urteil .", ["Europäische Gerichtshof", "Luxemburg", "Polens", "Bundesregierung"]),
        ("Hallo Jonas , danke für deine Nachricht ! Wir sehen uns am Samstag bei Lena in Leipzig . "
         "Liebe Grüße , Marie", ["Jonas", "Lena", "Leipzig", "Marie"]),
        ("Die Freie Universität Berlin hat eine neue Präsidentin gewählt . Die Biologin Sabine Krüger tritt "
         "das Amt im April an .", ["Freie Universität Berlin", "Sabine Krüger"]),
        ("Der Hamburger SV verlor am Sonntag gegen den 1. FC Köln mit 1:3 . Für Köln trafen Uth und "
         "Selke .", ["Hamburger SV", "1. FC Köln", "Köln", "Uth", "Selke"]),
        ("Das Statistische Bundesamt in Wiesbaden meldete für September eine Inflationsrate von 4,5 Prozent .",
         ["Statistische Bundesamt", "Wiesbaden"]),
        ("Entlassungsbrief : Frau Ingrid Baumann wurde am 14. März aus dem Klinikum Augsburg entlassen . "
         "Hausarzt Dr. Peter Vogel wird informiert .",
         ["Ingrid Baumann", "Klinikum Augsburg", "Peter Vogel"]),
    ],
}
