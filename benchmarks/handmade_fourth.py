"""A fourth hand-written set, written on 2026-11-26 and scored once before any rule looked at it.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies). Aimed at the two gaps the third set left: posts written
entirely in lower case, with their places, shops, bands and clubs in lower case too, beside posts that
do capitalise; and German wire copy, letters and reports full of institutions made of common nouns
(``Bundestag``, ``Landgericht Hamburg``, ``Bundesamt für Migration und Flüchtlinge``) and of names
that are capitalised adjectives (``Deutsche Bahn``, ``Europäische Zentralbank``). ``handmade_devset.py
--fourth`` scores them; their first score is kept in ``benchmarks/results/handmade_fourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "anyone know if the primark in leicester is open on bank holiday monday? need a coat for "
     "the weekend lol", ["primark", "leicester"]),
    ("social", "just landed in edinburgh and its already raining. classic. heading to the balmoral later "
     "to meet fiona", ["edinburgh", "balmoral", "fiona"]),
    ("social", "my brother got a job at deloitte in sheffield, so proud of him tbh",
     ["deloitte", "sheffield"]),
    ("social", "cant believe radiohead are playing glastonbury again. me and tom are def going",
     ["radiohead", "glastonbury", "tom"]),
    ("social", "ok so we moved from croydon to bristol last month and the only thing i miss is the greggs "
     "near the station", ["croydon", "bristol", "greggs"]),
    ("social", "does anyone else think tottenham will bottle it again this season. asking for a friend",
     ["tottenham"]),
    ("social", "took the kids to legoland in windsor, cost a fortune but they loved it. next stop "
     "cornwall!!", ["legoland", "windsor", "cornwall"]),
    ("social", "shoutout to the nurses at addenbrookes, they looked after my nan so well. "
     "thank you priya and dev", ["addenbrookes", "priya", "dev"]),
    ("social", "got my first paycheck from amazon and spent half of it at ikea. adulting is hard",
     ["amazon", "ikea"]),
    ("social", "who is going to the arsenal game on saturday? meeting at the emirates at 2",
     ["arsenal", "emirates"]),
    ("social", "lowkey obsessed with the new taylor swift album. already listened to it 4 times on spotify",
     ["taylor swift", "spotify"]),
    ("social", "moving to manchester in june, any recs for neighbourhoods? looking at didsbury or chorlton",
     ["manchester", "didsbury", "chorlton"]),
    ("social", "Anyone else stuck on the M25 near Dartford? Been here an hour. Thanks National Highways",
     ["M25", "Dartford", "National Highways"]),
    ("social", "Big thanks to Coach Ramirez and the whole Riverside Rovers squad for a great season! "
     "See you all in September", ["Ramirez", "Riverside Rovers"]),
    ("social", "my daughter chloe starts at st peters primary next week, she is so excited",
     ["chloe", "st peters primary"]),
    ("social", "the queue at heathrow terminal 5 is insane rn. british airways pls do something",
     ["heathrow", "british airways"]),
    ("social", "r/toronto where can i get decent pho near kensington market? the place on spadina closed",
     ["r/toronto", "kensington market", "spadina"]),
    ("social", "@mia_k99 omg saw ur pics from barcelona, that sagrada familia shot is unreal",
     ["@mia_k99", "barcelona", "sagrada familia"]),
    ("social", "update: called verizon three times today and still no internet. switching to comcast",
     ["verizon", "comcast"]),
    ("social", "anyone from liverpool fancy a meetup? thinking the cavern on friday, ask for jamie",
     ["liverpool", "cavern", "jamie"]),
    ("social", "just finished a double shift at tesco, my feet are killing me. night all x", ["tesco"]),
    ("social", "Had the worst customer service at Currys today. The manager, Dave, didn't even look up.",
     ["Currys", "Dave"]),
    ("news", "LONDON 2023-05-11 - The Bank of England raised interest rates to 4.5 percent on Thursday , "
     "its twelfth rise in a row , governor Andrew Bailey said .",
     ["LONDON", "Bank of England", "Andrew Bailey"]),
    ("news", "Police in Leeds have arrested a 34-year-old man after a fire at a warehouse in Armley , "
     "West Yorkshire Police said on Tuesday .", ["Leeds", "Armley", "West Yorkshire Police"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "de": [
        ("Der Bundestag hat am Donnerstag das Heizungsgesetz verabschiedet . Die Union kündigte eine Klage "
         "beim Bundesverfassungsgericht in Karlsruhe an .",
         ["Bundestag", "Union", "Bundesverfassungsgericht", "Karlsruhe"]),
        ("Das Landgericht Hamburg hat den früheren Geschäftsführer der Reederei Hapag-Lloyd , Klaus Petersen , "
         "zu drei Jahren Haft verurteilt .", ["Landgericht Hamburg", "Hapag-Lloyd", "Klaus Petersen"]),
        ("Nach Angaben des Bundesamtes für Migration und Flüchtlinge stellten im März rund 25.000 Menschen "
         "einen Asylantrag , die meisten aus Syrien und Afghanistan .",
         ["Bundesamtes für Migration und Flüchtlinge", "Syrien", "Afghanistan"]),
        ("Die Europäische Zentralbank in Frankfurt hat den Leitzins erneut angehoben . EZB-Präsidentin "
         "Christine Lagarde verwies auf die hohe Inflation .",
         ["Europäische Zentralbank", "Frankfurt", "EZB", "Christine Lagarde"]),
        ("Wegen eines Streiks der Lokführergewerkschaft GDL fallen bei der Deutschen Bahn am Montag viele "
         "Züge aus , teilte das Unternehmen in Berlin mit .", ["GDL", "Deutschen Bahn", "Berlin"]),
        ("Die Staatsanwaltschaft Stuttgart ermittelt gegen zwei Manager von Bosch . Ein Sprecher des "
         "Konzerns wollte sich nicht äußern .", ["Staatsanwaltschaft Stuttgart", "Bosch"]),
        ("Sehr geehrte Frau Schneider , wir bestätigen den Eingang Ihres Antrags vom 4. Mai . Mit freundlichen "
         "Grüßen , Thomas Becker , Stadtwerke Münster", ["Schneider", "Thomas Becker", "Stadtwerke Münster"]),
        ("Polizeibericht : Am Samstagabend wurde in der Innenstadt von Regensburg ein 19-Jähriger von zwei "
         "Unbekannten angegriffen . Die Polizeiinspektion Regensburg Süd bittet um Hinweise .",
         ["Regensburg", "Polizeiinspektion Regensburg Süd"]),
        ("Die Vereinten Nationen haben am Dienstag in Genf vor einer Hungersnot im Sudan gewarnt . Auch das "
         "Rote Kreuz fordert mehr Hilfe .", ["Vereinten Nationen", "Genf", "Sudan", "Rote Kreuz"]),
        ("Bayer Leverkusen hat zum ersten Mal die Meisterschaft gewonnen . Trainer Xabi Alonso lobte nach dem "
         "Spiel gegen Werder Bremen seine Mannschaft .", ["Bayer Leverkusen", "Xabi Alonso", "Werder Bremen"]),
        ("Die Bundesregierung will die Schuldenbremse reformieren , sagte Finanzminister Christian Lindner "
         "im Gespräch mit der Süddeutschen Zeitung .",
         ["Bundesregierung", "Christian Lindner", "Süddeutschen Zeitung"]),
        ("Der Bundesrat stimmte dem Gesetz zu , nachdem sich Bayern und Baden-Württemberg enthalten hatten . "
         "Ministerpräsident Markus Söder kritisierte das Verfahren .",
         ["Bundesrat", "Bayern", "Baden-Württemberg", "Markus Söder"]),
        ("Das Amtsgericht Köln hat einen Haftbefehl gegen einen Mann aus Düsseldorf erlassen . Er soll bei "
         "der Sparkasse KölnBonn mehrere Konten eröffnet haben .",
         ["Amtsgericht Köln", "Düsseldorf", "Sparkasse KölnBonn"]),
        ("Die Grünen und die Linke lehnen den Antrag ab , erklärte die Fraktionsvorsitzende Katharina Dröge "
         "am Mittwoch in Berlin .", ["Grünen", "Linke", "Katharina Dröge", "Berlin"]),
        ("Arztbrief : Herr Jürgen Wolff , geb. 12.03.1951 , wurde vom 2. bis 9. Februar in der Klinik für "
         "Kardiologie des Universitätsklinikums Freiburg behandelt .",
         ["Jürgen Wolff", "Universitätsklinikums Freiburg"]),
        ("Die Bundesagentur für Arbeit meldet für Oktober einen leichten Rückgang der Arbeitslosigkeit . In "
         "Sachsen und Thüringen stieg die Zahl dagegen .", ["Bundesagentur für Arbeit", "Sachsen", "Thüringen"]),
    ],
}
