"""A fifty-eighth hand-written set, written on 2026-12-06 after the fifty-seventh set's rules, and scored once
before any rule looked at it. Shapes the earlier sets had few of: posts (a chance meeting with a handle, a
lower-case request for a tradesman, a guest-house review, a group-chat aside), wire copy (a stage result
table, a manager's appointment under a headline in capitals, a hospital's award, a magistrates' court), notes
(a ward note in lower-case shorthand, an admission in capitals), an e-mail with its signature, a chef's CV, a
painter's biography, a registration form; and per language one document.

The same conventions as ``handmade_fiftyseventh.py`` (a band, a party, a team, a charity, a pub, a shop, a
restaurant and a firm are groups and count; works, products, prizes, competitions, events, pets and
nationalities do not; a title such as ``Dr`` or a kinship word such as ``brother`` is not part of a name; in
notes and forms, dates, phones, addresses and ages over 89 count too). ``handmade_devset.py --fiftyeighth``
scores them; their first score is kept in ``benchmarks/results/handmade_fiftyeighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYEIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "omg just bumped into @kezza_b and her brother Tom outside Greggs on Northumberland Street 😂 "
     "small world",
     ["@kezza_b", "Tom", "Greggs", "Northumberland Street"]),
    ("social", "does anyone know a good plumber in chorlton? used dave from mcgrath plumbing last year but he's "
     "retired now",
     ["chorlton", "dave", "mcgrath plumbing"]),
    ("social", "Stayed at the Bellhaven Guest House in Whitby for 3 nights. Owner Janet couldn't do enough for "
     "us. Would recommend!",
     ["Bellhaven Guest House", "Whitby", "Janet"]),
    ("social", "lol did u see what jamie posted in the group chat?? @ellie_m19 is fuming",
     ["jamie", "@ellie_m19"]),
    ("news", "CYCLING - TOUR OF BRITAIN STAGE RESULT\nKENDAL 2023-09-05\nResult of the third stage :\n"
     "1. Wout van Aert ( Belgium ) 4:12:33\n2. Tom Pidcock ( Britain ) same time\n"
     "3. Ethan Hayter ( Britain ) +0:04",
     ["KENDAL", "Wout van Aert", "Belgium", "Tom Pidcock", "Britain", "Ethan Hayter"]),
    ("news", "SOCCER - HIBS APPOINT NEW MANAGER\nEDINBURGH 2024-05-29\nHibernian have appointed David Gray as "
     "manager on a three-year deal , the Easter Road club said .",
     ["HIBS", "EDINBURGH", "Hibernian", "David Gray", "Easter Road"]),
    ("news", "Nurse Hannah Cole , 26 , who worked at Royal Stoke University Hospital , was named employee of "
     "the year by the University Hospitals of North Midlands trust .",
     ["Hannah Cole", "Royal Stoke University Hospital", "University Hospitals of North Midlands"]),
    ("news", "At Leeds Magistrates ' Court , Kyle Marsden , 24 , of Gipton , admitted assaulting a Northern "
     "Rail conductor .",
     ["Leeds Magistrates ' Court", "Kyle Marsden", "Gipton", "Northern Rail"]),
    ("clinical", "pt seen in bay 4 w/ daughter sharon. lives alone in kirkby, carers x3 daily via helping hands. "
     "gp dr okoro aware.",
     ["sharon", "kirkby", "helping hands", "okoro"]),
    ("clinical", "86YO MALE FROM FAIRVIEW NURSING HOME. WIFE MAUREEN AT BEDSIDE. DISCUSSED WITH DR LINDQVIST "
     "(ORTHO) - FOR CONSERVATIVE MX.",
     ["FAIRVIEW NURSING HOME", "MAUREEN", "LINDQVIST"]),
    ("social", "Hi Priya,\n\nPlease find attached the minutes from Tuesday. Chris from Deloitte will join next "
     "week.\n\nBest,\nOwen Hughes\nFacilities Manager | Canterbury Christ Church University\nT: 01227 922 410",
     ["Priya", "Chris", "Deloitte", "Owen Hughes", "Canterbury Christ Church University", "01227 922 410"]),
    ("bio", "EXPERIENCE\nSous Chef, The Ledbury, London (2019 - 2022)\nCommis Chef, Gidleigh Park, Chagford "
     "(2016 - 2019)\nREFERENCES\nPhil Howard, Head Chef - available on request",
     ["Ledbury", "London", "Gidleigh Park", "Chagford", "Phil Howard"]),
    ("bio", "Born in Aberdare in 1934, Gwyneth Price studied at Cardiff School of Art before moving to St Ives, "
     "where she joined the Penwith Society.",
     ["Aberdare", "Gwyneth Price", "Cardiff School of Art", "St Ives", "Penwith Society"]),
    ("bio", "Name: O'Sullivan, Niamh\nAddress: 14 Kestrel Close, Bicester OX26 6FG\nEmergency contact: "
     "Declan (husband) 07845 223 190",
     ["O'Sullivan", "Niamh", "14 Kestrel Close", "Bicester", "OX26 6FG", "Declan", "07845 223 190"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYEIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("La alcaldesa de Valencia , María José Catalá , visitó ayer el hospital La Fe junto al consejero .",
            ["Valencia", "María José Catalá", "La Fe"])],
    "nl": [("Bewoner dhr. Bakker ( 91 ) van zorgcentrum De Schutse viel vannacht ; zoon Peter is ingelicht .",
            ["Bakker", "91", "De Schutse", "Peter"])],
    "de": [("Laut Polizei Hamburg wurde der Fahrer , Mehmet Yilmaz , mit leichten Verletzungen ins UKE gebracht .",
            ["Polizei Hamburg", "Mehmet Yilmaz", "UKE"])],
    "it": [("Il sindaco di Napoli , Gaetano Manfredi , ha incontrato i tifosi allo stadio Maradona .",
            ["Napoli", "Gaetano Manfredi", "Maradona"])],
    "fr": [("salut c'est léa , on se retrouve chez fred à montmartre ce soir ?",
            ["léa", "fred", "montmartre"])],
    "pt": [("A Câmara Municipal de Coimbra aprovou o plano apresentado pelo vereador João Silva .",
            ["Câmara Municipal de Coimbra", "João Silva"])],
}
