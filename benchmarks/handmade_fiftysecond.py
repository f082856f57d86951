"""A fifty-second hand-written set, written on 2026-12-06 after the fifty-first set's rules, and scored once
before any rule looked at it. Longer documents again, in kinds the earlier sets had few of: an e-mail with a
signature, a chat export, a school newsletter, a police appeal, a death notice, a team sheet, a CV's
history, a complaint letter, a safeguarding note, a mental-health review, a GP referral, an obituary; and per
language one longer document of another kind than the fifty-first set's.

The same conventions as ``handmade_fiftyfirst.py`` (a band, a party, a team, a charity, a school and a firm
are groups and count; works, products, competitions, events, indices, pets and nationalities do not; a title
such as ``Dr`` is not part of a name; in notes, dates, phones, ages over 89 and record numbers count too).
``handmade_devset.py --fiftysecond`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Hi Jen,\n\nJust checking you got the invoice for the Harrogate job? Colin said he sent it Friday "
     "but I can't see it in the shared drive.\n\nCheers,\nMatt Dunwoody\nSite Manager | Hartley Builds Ltd\n"
     "07700 900 318",
     ["Jen", "Harrogate", "Colin", "Matt Dunwoody", "Hartley Builds Ltd", "07700 900 318"]),
    ("social", "12/05/2025, 18:02 - Chloe: are we still doing pizza at Franco's tonight?\n12/05/2025, 18:04 - "
     "Dan: yeah 7:30, I've told Ruth and Amir\n12/05/2025, 18:05 - Chloe: amazing, Amir owes me a tenner lol",
     ["Chloe", "Franco's", "Dan", "Ruth", "Amir"]),
    ("social", "Well done to Year 6 for their fantastic performance at the Brampton Festival! Special thanks to "
     "Mrs Achterberg and Mr Foley for all the rehearsals, and to the PTA for the costumes. Our next "
     "non-uniform day is Friday 14th. Oakwood Primary School",
     ["Achterberg", "Foley", "Oakwood Primary School"]),
    ("social", "APPEAL: Have you seen Jayden Marsh? Jayden, 15, was last seen in Ashton-under-Lyne town centre "
     "on Tuesday evening wearing a black North Face jacket. Anyone with information should call Greater "
     "Manchester Police on 101.",
     ["Jayden Marsh", "Jayden", "Ashton-under-Lyne", "Greater Manchester Police"]),
    ("news", "HOLLOWAY Irene Margaret (née Barker) passed away peacefully at St Catherine's Hospice on 3rd March "
     "aged 91. Beloved wife of the late Ron, mother of Susan and Peter. Funeral at Lancaster Crematorium.",
     ["HOLLOWAY", "Irene Margaret", "Barker", "St Catherine's Hospice", "Ron", "Susan", "Peter",
      "Lancaster Crematorium"]),
    ("news", "Wales team to face Ireland at the Principality Stadium on Saturday ( 15-1 ) : Blair Murray ; Josh "
     "Adams , Ben Thomas , Johnny Williams , Tom Rogers ; Gareth Anscombe , Tomos Williams .",
     ["Wales", "Ireland", "Principality Stadium", "Blair Murray", "Josh Adams", "Ben Thomas", "Johnny Williams",
      "Tom Rogers", "Gareth Anscombe", "Tomos Williams"]),
    ("news", "The former Post Office investigator Stephen Bradshaw told the inquiry in London that he had "
     "\" no reason to doubt \" the Horizon data . Counsel to the inquiry , Jason Beer KC , asked him about "
     "letters sent to Lee Castleton in Bridlington .",
     ["Post Office", "Stephen Bradshaw", "London", "Jason Beer", "Lee Castleton", "Bridlington"]),
    ("bio", "EMPLOYMENT\n2019 - present: Senior Analyst, Nationwide Building Society, Swindon\n2015 - 2019: "
     "Analyst, Lloyds Banking Group, Bristol\nEDUCATION\nBSc Economics, University of Exeter (2012 - 2015)\n"
     "REFERENCES\nDr Helen Marchetti, University of Exeter",
     ["2019", "Nationwide Building Society", "Swindon", "2015", "Lloyds Banking Group", "Bristol",
      "University of Exeter", "2012", "Helen Marchetti"]),
    ("clinical", "Dear Sir/Madam,\nI am writing to complain about the care my father, Mr Kenneth Ashworth, "
     "received on Ward 4 at Royal Bolton Hospital between 2 and 9 June. He was left without water for hours. "
     "Nurse Okoye was the only one who helped.\nYours faithfully,\nClaire Ashworth\n14 Mayfield Road, Bolton "
     "BL3 4QT",
     ["Kenneth Ashworth", "Royal Bolton Hospital", "2 and 9 June", "Okoye", "Claire Ashworth",
      "14 Mayfield Road, Bolton BL3 4QT"]),
    ("clinical", "Safeguarding: child (Leo, 4) attended with mum Stacey Pearce. Mum's partner Wayne not present. "
     "Bruising noted L forearm. Discussed with Dr Farah Qureshi (named doctor). Referral made to Kirklees "
     "Children's Services 11/11/2025.",
     ["Leo", "Stacey Pearce", "Wayne", "Farah Qureshi", "Kirklees Children's Services", "11/11/2025"]),
    ("clinical", "CPA review 21/07: Mr Dariusz Nowak attended with his CPN Gemma Lowry. Lives alone in a flat on "
     "Kirkstall Road, Leeds. Sister Agata in Krakow phones weekly. Plan: continue depot, review at Becklin "
     "Centre in 3/12.",
     ["21/07", "Dariusz Nowak", "Gemma Lowry", "Kirkstall Road", "Leeds", "Agata", "Krakow", "Becklin Centre"]),
    ("bio", "Ayesha Siddiqui (1948–2023) was a British community organiser. Born in Lahore, she settled in "
     "Bradford in 1966, where she founded the Manningham Women's Centre. Her husband, Tariq, died in 2009; "
     "she is survived by her daughter, Nadia.",
     ["Ayesha Siddiqui", "1948", "2023", "Lahore", "Bradford", "1966", "Manningham Women's Centre", "Tariq",
      "2009", "Nadia"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Hola Marta , te escribo desde Valencia . El lunes vi a tu primo Álvaro en la boda de Lucía y Sergio . "
         "Me dijo que ahora trabaja en Mercadona . ¡ Un abrazo ! Carmen",
         ["Marta", "Valencia", "Álvaro", "Lucía", "Sergio", "Mercadona", "Carmen"]),
    ],
    "nl": [
        ("AMSTERDAM - Ajax heeft dinsdag bekendgemaakt dat aanvoerder Jordan Henderson vertrekt . Technisch "
         "directeur Alex Kroes bedankte hem op De Toekomst voor zijn inzet .",
         ["AMSTERDAM", "Ajax", "Jordan Henderson", "Alex Kroes", "De Toekomst"]),
    ],
    "de": [
        ("Sehr geehrte Frau Dr. Hoffmann , wir überweisen Ihnen Herrn Klaus Brenner , geb. 03.02.1951 , wohnhaft "
         "in Bielefeld , zur weiteren Abklärung . Mit freundlichen Grüßen , Dr. med. Petra Lindner",
         ["Hoffmann", "Klaus Brenner", "03.02.1951", "Bielefeld", "Petra Lindner"]),
    ],
    "it": [
        ("ROMA - Il ministro dell' Economia Giancarlo Giorgetti ha incontrato a Palazzo Chigi i sindacati . Per "
         "la Cgil era presente Maurizio Landini .",
         ["ROMA", "Giancarlo Giorgetti", "Palazzo Chigi", "Cgil", "Maurizio Landini"]),
    ],
    "fr": [
        ("Compte rendu : Mme Lefèvre , 92 ans , hospitalisée au CHU de Rennes depuis le 4 mai . Son fils Thierry "
         "souhaite être appelé au 06 12 34 56 78 .",
         ["Lefèvre", "92", "CHU de Rennes", "4 mai", "Thierry", "06 12 34 56 78"]),
    ],
    "pt": [
        ("que saudades do verão em lagos com a inês e o pedro 🌊 para o ano vamos outra vez ao algarve",
         ["lagos", "inês", "pedro", "algarve"]),
    ],
}
