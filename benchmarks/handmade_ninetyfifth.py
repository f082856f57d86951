"""A ninety-fifth hand-written set, written on 2026-12-07 after the ninety-fourth set's rules, and scored once
before any rule looked at it. News: a baseball standings table in capitals with its league's headings, a wire
line from an agency, a tennis story naming players by surname alone, a currency line; posts: a bakery's branch
in lower case, a ticket swap with a band whose name holds full stops, a forum's post by its user name, a thanks
to a chain and its branch; notes: a case manager's note in capitals, a respiratory note with a hyphenated
surname, an admission of a woman over 89; biographies: a lead with its dates and a hyphenated town, a player
with her name in Chinese. Per language a story, a note, a post or a lead.

The same conventions as ``handmade_ninetyfourth.py`` (in notes, names, dates, phones, places, hospitals, homes
and ages over 89; times, weekdays, wards, services named by their kind, professions and drugs do not; in posts,
names, handles, user names, places, firms, venues, bands and phones; in news, names of people, places and
bodies, not competitions, leagues or offices; in biographies, everything that identifies: names, dates, years
and ages, not titles). ``handmade_devset.py --ninetyfifth`` scores them; their first score is kept in
``benchmarks/results/handmade_ninetyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "BASEBALL - MAJOR LEAGUE STANDINGS AFTER TUESDAY 'S GAMES\nAMERICAN LEAGUE\nEASTERN DIVISION\n"
     "W L PCT GB\nNEW YORK 80 60 .571 -\nBALTIMORE 77 63 .550 3\nBOSTON 72 69 .511 8 1/2",
     ["NEW YORK", "BALTIMORE", "BOSTON"]),
    ("news", "Kurdish rebels killed 12 soldiers near the town of Sirnak on Sunday , the Anatolia news agency "
     "said .",
     ["Sirnak", "Anatolia"]),
    ("news", "Hingis , who beat Graf in last year 's final , said she would skip the tournament in Filderstadt "
     "to rest her knee .",
     ["Hingis", "Graf", "Filderstadt"]),
    ("news", "The Mexican peso opened weaker at 7.55 per dollar in Mexico City on Monday , dealers at Banamex "
     "said .",
     ["Mexico City", "Banamex"]),
    ("social", "ngl the new greggs on deansgate is elite 🥐 better than the one by piccadilly",
     ["greggs", "deansgate", "piccadilly"]),
    ("social", "Anyone selling 2 tix for Fontaines D.C. at the Olympia tmrw? DM me or text 083 555 0142",
     ["Fontaines D.C.", "Olympia", "083 555 0142"]),
    ("social", "Posted by u/throwaway_mum88\nmy ex still hasn't paid child maintenance since march, he moved "
     "to swindon with his new gf",
     ["u/throwaway_mum88", "swindon"]),
    ("social", "Shoutout @pret for the free coffee this morning, and to Sam at the King's Cross branch for being "
     "lovely",
     ["@pret", "Sam", "King's Cross"]),
    ("clinical", "CASE MGMT: PT D/C HOME TO LOWELL W/ SERVICES. DTR MARIA (C: 978-555-0133) AWARE. F/U PCP DR "
     "NGUYEN 10/2.",
     ["LOWELL", "MARIA", "978-555-0133", "NGUYEN", "10/2"]),
    ("clinical", "Resp: pt on 2L NC, sats 95%. wife (Joan) at bedside, asking for update from Dr. Abernathy-Cole. "
     "Transfer to Brigham planned Tues.",
     ["Joan", "Abernathy-Cole", "Brigham"]),
    ("clinical", "Pt is a 96 yo F from Hingham admitted 12/24 w/ UTI, lives w/ son Peter.",
     ["96", "Hingham", "12/24", "Peter"]),
    ("bio", "Sir Alan Frederick Mowbray (14 February 1931 – 2 June 2019) was a British civil engineer, born in "
     "Ashby-de-la-Zouch and educated at Loughborough College.",
     ["Alan Frederick Mowbray", "14 February 1931", "2 June 2019", "Ashby-de-la-Zouch", "Loughborough College"]),
    ("bio", "Chen Wei-ling (陳薇玲; born 1988) is a Taiwanese badminton player from Kaohsiung. She won bronze at "
     "the 2014 Asian Games.",
     ["Chen Wei-ling", "陳薇玲", "1988", "Kaohsiung", "2014"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Alonso , de Ferrari , fue segundo en Montecarlo , por detrás de Vettel , informó la agencia EFE .",
            ["Alonso", "Ferrari", "Montecarlo", "Vettel", "EFE"])],
    "nl": [("Mevr. de Wit (94 jr) opgenomen op 03-11 vanuit revalidatiecentrum Het Roessingh in Enschede. Zoon "
            "Erik bellen: 06-12345678.",
            ["de Wit", "94", "03-11", "Het Roessingh", "Enschede", "Erik", "06-12345678"])],
    "de": [("omg wir waren gestern im Berghain und Ellen Allien hat bis 8 uhr aufgelegt 🔥 danke @lena.k fürs "
            "mitnehmen",
            ["Berghain", "Ellen Allien", "@lena.k"])],
    "it": [("Giulia Marchesini (Verona, 3 aprile 1979) è una regista italiana. Si è diplomata al Centro "
            "Sperimentale di Cinematografia di Roma.",
            ["Giulia Marchesini", "Verona", "3 aprile 1979", "Centro Sperimentale di Cinematografia", "Roma"])],
    "fr": [("Mme Lefèvre, 91 ans, adressée par la Clinique du Parc à Montauban le 14/03. Fille : Sophie, tél "
            "06 12 34 56 78.",
            ["Lefèvre", "91", "Clinique du Parc", "Montauban", "14/03", "Sophie", "06 12 34 56 78"])],
    "pt": [("O Benfica venceu o Sporting de Braga por 2-1 no Estádio da Luz , com golos de Di María e Rafa .",
            ["Benfica", "Sporting de Braga", "Estádio da Luz", "Di María", "Rafa"])],
}
