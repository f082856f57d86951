"""A thirteenth hand-written set, written on 2026-11-27 after the rules the twelfth set led to, and scored
once before any rule looked at it: long documents of every kind, where a name comes back in other forms
(a surname alone, a possessive, a title, lower case) and precision is lost over many sentences.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other PHI;
nationalities, events, leagues and titles of works are not names here). ``handmade_devset.py --thirteenth``
scores them; their first score is kept in ``benchmarks/results/handmade_thirteenth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTEENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "Union rejects Boeing offer as strike enters sixth week\nSEATTLE , Oct 23 ( Reuters ) - Striking "
     "Boeing factory workers voted on Wednesday to reject a new contract offer , extending a walkout that has "
     "halted production of the 737 MAX . The International Association of Machinists and Aerospace Workers "
     "said 64 percent of members voted against the deal . \" We are not going back for less , \" said Jon "
     "Holden , president of IAM District 751 . Boeing Chief Executive Kelly Ortberg said the company would "
     "keep talking . Acting Labor Secretary Julie Su had met both sides in Seattle on Monday . Shares of "
     "Boeing fell 1 percent in New York . Analysts at Jefferies said the strike was costing the planemaker "
     "about $ 1 billion a month . Spirit AeroSystems , which builds fuselages in Wichita , Kansas , said it "
     "would furlough 700 workers . Holden said members wanted their pensions back .",
     ["SEATTLE", "Reuters", "Boeing", "International Association of Machinists and Aerospace Workers",
      "Jon Holden", "IAM District 751", "Kelly Ortberg", "Julie Su", "Seattle", "New York", "Jefferies",
      "Spirit AeroSystems", "Wichita", "Kansas", "Holden"]),
    ("social", "r/AskUK\nposted by u/tea_and_toast_91\nmy neighbour keeps parking across our drive, we're in "
     "a cul-de-sac in wolverhampton. council said it's a police matter, west midlands police said it's a "
     "council matter lol\n\nreply from u/brummie_dave: had the same in solihull, ended up going to citizens "
     "advice and they sorted it\n\nreply from u/tea_and_toast_91: cheers dave will try that. my wife sarah "
     "thinks we should just talk to them first",
     ["r/AskUK", "u/tea_and_toast_91", "wolverhampton", "west midlands police", "u/brummie_dave", "solihull",
      "citizens advice", "dave", "sarah"]),
    ("clinical", "NURSING NOTE 1900-0700\nPT IS A 72 YO WOMAN ADMITTED 11/2 FROM ST. LUKE'S WITH SEPSIS.\nNEURO: "
     "ALERT, ORIENTED X2. FOLLOWS COMMANDS.\nCV: HR 90S AFIB, BP 100S/60S. LEVO AT 0.05.\nRESP: 4L NC, SATS "
     "94%. LS COARSE BILAT.\nGI/GU: TF AT GOAL. FOLEY DRAINING CLEAR YELLOW URINE.\nSOCIAL: HUSBAND RICHARD "
     "AND DAUGHTER ELAINE VISITED. ELAINE IS HCP, CELL 617-555-0199. FAMILY MEETING WITH DR. HOFFMAN "
     "PLANNED FOR 11/5.\nPLAN: CONT ABX, WEAN LEVO AS TOL.",
     ["11/2", "ST. LUKE'S", "RICHARD", "ELAINE", "617-555-0199", "HOFFMAN", "11/5"]),
    ("bio", "Marie Tharp ( July 30 , 1920 - August 23 , 2006 ) was an American geologist and oceanographic "
     "cartographer who , with Bruce Heezen , created the first scientific map of the Atlantic Ocean floor . "
     "Born in Ypsilanti , Michigan , Tharp studied English and music at Ohio University before earning a "
     "master 's degree in geology at the University of Michigan . In 1948 she joined the Lamont Geological "
     "Observatory at Columbia University , where she met Heezen . Tharp 's work was long credited to Heezen "
     "alone .", ["Marie Tharp", "Bruce Heezen", "Atlantic Ocean", "Ypsilanti", "Michigan", "Tharp", "Ohio University",
                 "University of Michigan", "Lamont Geological Observatory", "Columbia University", "Heezen"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTEENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "de": [
        ("Streit um Kita-Gebühren\nHANAU . Die Elternbeiräte der städtischen Kindertagesstätten haben am "
         "Dienstag im Rathaus gegen die geplante Erhöhung der Gebühren protestiert . Sozialdezernentin Ute "
         "Weiß ( SPD ) verteidigte die Pläne : Ohne die Erhöhung fehlten der Stadt im kommenden Jahr 1,2 "
         "Millionen Mark . Die CDU-Fraktion lehnt die Erhöhung ab . Ihr Vorsitzender , Jürgen Kreß , sprach "
         "von einer \" unsozialen Politik \" . Die Elternvertreterin Sabine Lorenz aus dem Stadtteil "
         "Steinheim kündigte weitere Proteste an . Weiß will nun mit den Eltern sprechen .",
         ["HANAU", "Ute Weiß", "SPD", "CDU-Fraktion", "Jürgen Kreß", "Sabine Lorenz", "Steinheim", "Weiß"]),
    ],
    "es": [
        ("Valencia , 4 nov ( EFE ) .- La Generalitat Valenciana ha elevado a 215 el número de fallecidos por "
         "la dana en la provincia de Valencia . El president , Carlos Mazón , compareció en el Palau de la "
         "Generalitat junto a la delegada del Gobierno , Pilar Bernabé . Los vecinos de Paiporta y Catarroja "
         "siguen sin agua potable . El Ejército ha desplegado 7.000 efectivos en la zona , según el Ministerio "
         "de Defensa . Mazón pidió \" unidad \" a todos los partidos .",
         ["Valencia", "EFE", "Generalitat Valenciana", "Carlos Mazón", "Palau de la Generalitat",
          "Gobierno", "Pilar Bernabé", "Paiporta", "Catarroja", "Ejército", "Ministerio de Defensa", "Mazón"]),
    ],
}
