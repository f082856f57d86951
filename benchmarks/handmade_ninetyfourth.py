"""A ninety-fourth hand-written set, written on 2026-12-07 after the ninety-third set's rules, and scored once
before any rule looked at it. The shapes the held-out sets miss most, across kinds: a nursing note in capitals
with an age over 89, a phone in brackets and a date without its year; a clinic note in lower-case shorthand with
a pager; a clinic's letter with a date of birth and a health number; a subreddit's question, a pub's quiz night,
a post in lower case about a colleague, a comment from Poland; an e-mail with its signature; a CV's lines; an
encyclopedia's lead with a name in Greek; a tennis results list, a rugby headline, a medals table, a minister's
statement. Per language a post, a note or a results line.

The same conventions as ``handmade_ninetysecond.py`` (in notes, names, dates, phones, places, hospitals, homes and
ages over 89; times, wards, clinics named by their kind, professions and drugs do not; in posts and e-mails,
names, handles, places, firms, bars and phones and addresses; in news, names of people, places and bodies, not
competitions or offices; in biographies and CVs, everything that identifies: names, dates, years and ages).
``handmade_devset.py --ninetyfourth`` scores them; their first score is kept in
``benchmarks/results/handmade_ninetyfourth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETYFOURTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("clinical", "NURSING NOTE 0700-1900: PT IS A 91 YO MALE ADMITTED FROM ST. AGNES HOME. ALERT, ORIENTED X2. SON "
     "DAVID VISITED, PHONE (443) 555-0187. MD NOTIFIED RE: LOW UO. PLAN TO F/U WITH DR. KRAUSE ON 3/14.",
     ["91", "ST. AGNES HOME", "DAVID", "(443) 555-0187", "KRAUSE", "3/14"]),
    ("clinical", "pt seen in clinic at mgh today w/ wife linda. c/o sob on exertion. bp 142/88, hr 76. hx afib on "
     "apixaban. f/u dr o'connor 2 wks, pager 5512 if worse.",
     ["mgh", "linda", "o'connor", "5512"]),
    ("clinical", "Dear Dr Hughes,\nRe: Margaret Ellis, DOB 02/11/1938, NHS No 943 476 5919\nI reviewed Mrs Ellis in "
     "the Falls Clinic at Royal Derby Hospital on 12 March. She lives alone in Belper; her niece Karen Ward is next "
     "of kin (H: 01773 822410).",
     ["Hughes", "Margaret Ellis", "02/11/1938", "943 476 5919", "Ellis", "Royal Derby Hospital", "12 March", "Belper",
      "Karen Ward", "01773 822410"]),
    ("social", "r/manchester anyone know if the 86 bus still goes past Chorlton Water Park? asking for my nan lol",
     ["r/manchester", "Chorlton Water Park"]),
    ("social", "Massive congrats to @TheRealSamK and everyone at BrewDog Camden for the quiz night win 🍻 #teamwork",
     ["@TheRealSamK", "BrewDog Camden"]),
    ("social", "anyone else think priya from accounts looks like that actress from the netflix thing? my sister "
     "nadia says no",
     ["priya", "nadia"]),
    ("social", "Watched this from Kraków 🇵🇱 — Zbigniew, if you read this, your drone shots of Zakopane are unreal",
     ["Kraków", "Zbigniew", "Zakopane"]),
    ("social", "Hi Tom,\nPlease find attached the Q3 figures.\nBest,\nRachel Okonkwo\nSenior Analyst | Hargreaves & "
     "Pike LLP\n+44 20 7946 0321 | r.okonkwo@hpllp.co.uk",
     ["Tom", "Rachel Okonkwo", "Hargreaves & Pike LLP", "+44 20 7946 0321", "r.okonkwo@hpllp.co.uk"]),
    ("bio", "EXPERIENCE\n2016–2021 Data Engineer, Ocado Technology, Hatfield\n2012–2016 BSc Computer Science, "
     "University of Leeds\nREFERENCES\nDr Aileen Forbes, available on request",
     ["2016–2021", "Ocado Technology", "Hatfield", "2012–2016", "University of Leeds", "Aileen Forbes"]),
    ("bio", "Yannis Papadakis (Greek: Γιάννης Παπαδάκης; born 1974 in Heraklion) is a Greek composer. He studied at "
     "the Athens Conservatoire and has lived in Lyon since 2003.",
     ["Yannis Papadakis", "Γιάννης Παπαδάκης", "1974", "Heraklion", "Athens Conservatoire", "Lyon", "2003"]),
    ("news", "TENNIS - RESULTS AT THE KREMLIN CUP\nMOSCOW 1996-11-13\nResults of second-round matches :\n"
     "5 - Yevgeny Kafelnikov ( Russia ) beat Jan Siemerink ( Netherlands ) 6-3 6-4\nGoran Ivanisevic ( Croatia ) "
     "beat Marc Rosset ( Switzerland ) 7-6 ( 7-4 ) 6-2",
     ["MOSCOW", "Yevgeny Kafelnikov", "Russia", "Jan Siemerink", "Netherlands", "Goran Ivanisevic", "Croatia",
      "Marc Rosset", "Switzerland"]),
    ("news", "RUGBY UNION - WILKINSON RETURNS FOR NEWCASTLE\nLONDON 1996-12-01\nJonny Wilkinson will start at "
     "fly-half for Newcastle against Bath on Saturday , coach Rob Andrew said .",
     ["WILKINSON", "NEWCASTLE", "LONDON", "Jonny Wilkinson", "Newcastle", "Bath", "Rob Andrew"]),
    ("news", "Medals table after day three :\nNorway 4 2 1 7\nGermany 3 3 2 8\nAustria 1 2 4 7",
     ["Norway", "Germany", "Austria"]),
    ("news", "Canada 's fisheries minister Fred Mifflin said on Monday that Ottawa would not reopen the cod fishery "
     "off Newfoundland this year .",
     ["Canada", "Fred Mifflin", "Ottawa", "Newfoundland"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETYFOURTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Paciente de 90 años valorada en el centro de salud de Vallecas. Acude con su nieto Álvaro "
            "(tel. 612 345 678). Cita con la Dra. Iglesias en el Hospital Universitario La Paz el 4/02.",
            ["90", "Vallecas", "Álvaro", "612 345 678", "Iglesias", "Hospital Universitario La Paz", "4/02"])],
    "nl": [("haha net terug van camping de lakens in bloemendaal, volgend jaar weer met joost en femke 🏕️",
            ["de lakens", "bloemendaal", "joost", "femke"])],
    "de": [("Medaillenspiegel nach dem dritten Tag :\nNorwegen 4 2 1\nDeutschland 3 3 2\nÖsterreich 1 2 4",
            ["Norwegen", "Deutschland", "Österreich"])],
    "it": [("Gentile dott. Marchetti,\nle scrivo per la signora Bruna Colombo, nata il 14/05/1941, residente a "
            "Lecco in via Cavour 18. Cordiali saluti, Studio Legale Ferri & Associati",
            ["Marchetti", "Bruna Colombo", "14/05/1941", "Lecco", "via Cavour 18", "Studio Legale Ferri & Associati"])],
    "fr": [("trop bien le concert de Stromae hier soir à l'Accor Arena !! merci @juliette_b pour la place 😍",
            ["Stromae", "Accor Arena", "@juliette_b"])],
    "pt": [("Utente de 92 anos, trazido pelo filho Rui do Lar São José em Braga. Contacto: 912 345 678. "
            "Observado pelo Dr. Fonseca.",
            ["92", "Rui", "Lar São José", "Braga", "912 345 678", "Fonseca"])],
}
