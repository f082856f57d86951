"""A fifty-sixth hand-written set, written on 2026-12-06 after the fifty-fifth set's rules, and scored once
before any rule looked at it. Shapes the earlier sets had few of: posts (a thank-you to an aunt and an uncle, a
removals complaint, a reply to a football fan, a lower-case congratulation, a nursery's notice), wire copy (a
crash victim named by police, an MP on a hospital closure, a cricket scoreboard, a tennis headline in
capitals), notes (a handover with a Dutch surname and a care home, a discharge in capitals), an entry; and
per language one document.

The same conventions as ``handmade_fiftyfifth.py`` (a band, a party, a team, a charity, a pub, a shop and a
firm are groups and count; works, products, prizes, competitions, events, pets and nationalities do not; a
title such as ``Dr`` or a kinship word such as ``Uncle`` is not part of a name; in notes, dates, phones and
ages over 89 count too). ``handmade_devset.py --fiftysixth`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftysixth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYSIXTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Massive thanks to Aunty Grace and Uncle Femi for hosting us in Peckham this weekend ❤️",
     ["Grace", "Femi", "Peckham"]),
    ("social", "Avoid Swift Removals Ltd at all costs. Lost half our furniture moving from Ealing to Reading.",
     ["Swift Removals Ltd", "Ealing", "Reading"]),
    ("social", "@tomwalsh_88 mate you missed a cracker at Anfield, Salah was unreal",
     ["@tomwalsh_88", "Anfield", "Salah"]),
    ("social", "congrats to my cousin aoife on getting into trinity!! so proud 🎓",
     ["aoife", "trinity"]),
    ("social", "Hi all, Chloe here from Little Acorns Nursery in Bicester – we still have two places for "
     "September.",
     ["Chloe", "Little Acorns Nursery", "Bicester"]),
    ("news", "Police in Merseyside have named the man who died in a crash on the A580 in St Helens as Kevin Doyle "
     ", 54 .",
     ["Merseyside", "A580", "St Helens", "Kevin Doyle"]),
    ("news", "Labour MP Stella Creasy said the closure of Whipps Cross maternity unit would hit families in "
     "Walthamstow .",
     ["Labour", "Stella Creasy", "Whipps Cross", "Walthamstow"]),
    ("news", "CRICKET - COUNTY CHAMPIONSHIP SCORES\nSurrey 412 ( O. Pope 131 , J. Smith 88 )\nEssex 201-6",
     ["Surrey", "O. Pope", "J. Smith", "Essex"]),
    ("news", "TENNIS - RADUCANU BEATS OSAKA IN STRAIGHT SETS AT QUEEN'S",
     ["RADUCANU", "OSAKA", "QUEEN'S"]),
    ("clinical", "Handover: Bed 12 Mr Pieter van der Berg, 93, admitted from Oakwood Care Home. Son Mark (07700 "
     "900 812) NOK.",
     ["Pieter van der Berg", "93", "Oakwood Care Home", "Mark", "07700 900 812"]),
    ("clinical", "DC HOME WITH DTR. FU WITH DR KOWALCZYK IN 2/52. DISTRICT NURSES FROM HORNSEY CENTRE TO VISIT.",
     ["KOWALCZYK", "HORNSEY CENTRE"]),
    ("bio", "Born in Tromsø in 1961, Ingrid Solberg studied at the University of Oslo and joined Statoil in 1987.",
     ["Tromsø", "1961", "Ingrid Solberg", "University of Oslo", "Statoil", "1987"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYSIXTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Mi vecina Carmen trabaja en el Hospital La Paz de Madrid desde hace diez años .",
            ["Carmen", "Hospital La Paz", "Madrid"])],
    "nl": [("Gisteren sprak minister Hugo de Jonge in Den Haag met burgemeester Femke Halsema .",
            ["Hugo de Jonge", "Den Haag", "Femke Halsema"])],
    "de": [("heute mit lena und tobi am ammersee gewesen , war richtig schön ☀️",
            ["lena", "tobi", "ammersee"])],
    "it": [("Il paziente Sig. Bruno Colombo , 92 anni , è stato trasferito all' Ospedale Niguarda ; avvisata la "
            "nipote Giulia .",
            ["Bruno Colombo", "92", "Ospedale Niguarda", "Giulia"])],
    "fr": [("MARSEILLE ( AFP ) - L' OM a battu Lens 2-1 grâce à un doublé de Mason Greenwood .",
            ["MARSEILLE", "AFP", "OM", "Lens", "Mason Greenwood"])],
    "pt": [("A Dra. Helena Marques , do Hospital de Santa Maria , falou com a família em Lisboa .",
            ["Helena Marques", "Hospital de Santa Maria", "Lisboa"])],
}
