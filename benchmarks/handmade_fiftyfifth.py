"""A fifty-fifth hand-written set, written on 2026-12-06 after the fifty-fourth set's rules and a speed pass,
and scored once before any rule looked at it. Shapes the earlier sets had few of: posts (a florist's
shout-out, a motorway jam with a highways handle, a bakery question, a lower-case holiday), wire copy (a
manager's team news, a flood headline in capitals, a rugby results table, a market story), notes (a night
note in capitals, a lower-case community note with shorthand), an entry, an e-mail's signature; and per
language one document.

The same conventions as ``handmade_fiftyfourth.py`` (a band, a party, a team, a charity, a pub, a shop and a
firm are groups and count; works, products, prizes, competitions, events, pets and nationalities do not; a
title such as ``Dr`` is not part of a name; in notes, dates, phones and ages over 89 count too).
``handmade_devset.py --fiftyfifth`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "shoutout to Priya and the team at Bloom & Wild for sorting my mum's birthday flowers last minute 🌸",
     ["Priya", "Bloom & Wild"]),
    ("social", "anyone else stuck on the A14 near Cambridge? been sat here 40 mins. @HighwaysEAST any update??",
     ["A14", "Cambridge", "@HighwaysEAST"]),
    ("social", "does anyone know if Lucy's Bakery on Leith Walk is still open? my flatmate Callum swears it closed",
     ["Lucy's Bakery", "Leith Walk", "Callum"]),
    ("social", "just got back from ibiza with jess and the girls, already missing it 😭",
     ["ibiza", "jess"]),
    ("news", "Nottingham Forest manager Nuno Espirito Santo said Morgan Gibbs-White would miss the trip to Fulham "
     "on Saturday .",
     ["Nottingham Forest", "Nuno Espirito Santo", "Morgan Gibbs-White", "Fulham"]),
    ("news", "FLOODS : HUNDREDS EVACUATED IN TEWKESBURY AS RIVER SEVERN BURSTS ITS BANKS",
     ["TEWKESBURY", "RIVER SEVERN"]),
    ("news", "RUGBY UNION - PREMIERSHIP RESULTS\nBath 31 Gloucester 17\nSale Sharks 24 Leicester Tigers 24\n"
     "Harlequins 12 Saracens 40",
     ["Bath", "Gloucester", "Sale Sharks", "Leicester Tigers", "Harlequins", "Saracens"]),
    ("news", "Shares in Rolls-Royce rose 3 % after chief executive Tufan Erginbilgic said the Derby engine maker "
     "would beat forecasts .",
     ["Rolls-Royce", "Tufan Erginbilgic", "Derby"]),
    ("clinical", "0300 PT AGITATED, PULLING AT IV. WIFE MARGARET CALLED, AWARE. DR NWOSU PAGED X2. TRANSFER TO ST "
     "JAMES'S AWAITED.",
     ["MARGARET", "NWOSU", "ST JAMES'S"]),
    ("clinical", "pt seen w daughter sophie. lives alone in walkden, carers bd from caremark. f/u 3/12 with dr ahmed "
     "at salford royal.",
     ["sophie", "walkden", "caremark", "ahmed", "salford royal"]),
    ("bio", "Ruth Wilson-Okafor (born 3 March 1978) is a British judge who sat on the Court of Appeal from 2019. "
     "She grew up in Luton and read law at Bristol.",
     ["Ruth Wilson-Okafor", "3 March 1978", "Court of Appeal", "2019", "Luton", "Bristol"]),
    ("social", "Thanks,\nDaniel Herrera\nAccounts Manager | Finch & Co Solicitors\nT: 0161 496 0732",
     ["Daniel Herrera", "Finch & Co Solicitors", "0161 496 0732"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Ayer en Valencia el alcalde Joan Ribó inauguró la nueva biblioteca junto a la concejala Marta "
            "Poyato .",
            ["Valencia", "Joan Ribó", "Marta Poyato"])],
    "nl": [("Mijn buurman Henk uit Zwolle werkt al twintig jaar bij Philips in Eindhoven .",
            ["Henk", "Zwolle", "Philips", "Eindhoven"])],
    "de": [("Verlegungsbericht : Frau Gisela Brandt , 91 Jahre , aus dem Klinikum Nürnberg ; Tochter Sabine "
            "informiert .",
            ["Gisela Brandt", "91", "Klinikum Nürnberg", "Sabine"])],
    "it": [("ROMA ( ANSA ) - Il ministro Giancarlo Giorgetti ha incontrato a Bruxelles i vertici di Stellantis .",
            ["ROMA", "ANSA", "Giancarlo Giorgetti", "Bruxelles", "Stellantis"])],
    "fr": [("trop contente d'avoir revu léa et mathis à nantes ce week-end 💛",
            ["léa", "mathis", "nantes"])],
    "pt": [("O avançado Viktor Gyökeres marcou dois golos na vitória do Sporting frente ao Benfica no Estádio de "
            "Alvalade .",
            ["Viktor Gyökeres", "Sporting", "Benfica", "Estádio de Alvalade"])],
}
