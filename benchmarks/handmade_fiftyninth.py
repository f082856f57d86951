"""A fifty-ninth hand-written set, written on 2026-12-06 after the fifty-eighth set's rules, and scored once
before any rule looked at it. Shapes the earlier sets had few of: wire copy (a standings table under a
headline in capitals, a surname alone at a sentence's start, a minister and a council, a trial named by its
town, a tennis result under a headline in capitals), notes (phones after ``W:`` and ``H:`` with a date
without a year, an admission in capitals with an age over 89), posts (a brand written in camel case with its
branch, a lower-case road trip, a subreddit and a pub), an e-mail's header, a biography's schools, names in
other scripts, a patient label; and per language one document.

The same conventions as ``handmade_fiftyeighth.py`` (a band, a party, a team, a charity, a pub, a shop, a
restaurant and a firm are groups and count; works, products, prizes, competitions, events, pets, offices and
nationalities do not; a title such as ``Dr`` or a kinship word such as ``son`` is not part of a name; in
notes and forms, dates, phones, record numbers, addresses and ages over 89 count too).
``handmade_devset.py --fiftyninth`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftyninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYNINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "ICE HOCKEY - WORLD CHAMPIONSHIP GROUP B\nRIGA 2023-05-21\nStandings after Sunday 's games ( "
     "played , won , lost , overtime losses , points ) :\nLatvia 5 3 1 1 11\nCanada 5 3 2 0 9\n"
     "Slovakia 5 2 2 1 8",
     ["RIGA", "Latvia", "Canada", "Slovakia"]),
    ("news", "Mensah , who joined from Accra Hearts of Oak last summer , scored twice . Coach Pedersen praised "
     "the Ghanaian afterwards .",
     ["Mensah", "Accra Hearts of Oak", "Pedersen"]),
    ("news", "The Minister for Housing , Darragh O'Brien , visited the site in Clondalkin with officials from "
     "South Dublin County Council .",
     ["Darragh O'Brien", "Clondalkin", "South Dublin County Council"]),
    ("news", "Police said the Huddersfield grooming trial would resume on Monday at Leeds Crown Court .",
     ["Huddersfield", "Leeds Crown Court"]),
    ("news", "TENNIS - RADUCANU OUT IN FIRST ROUND\nMELBOURNE 2024-01-17\nBritain 's Emma Raducanu lost 6-4 4-6 "
     "6-4 to China 's Wang Yafan on Wednesday .",
     ["RADUCANU", "MELBOURNE", "Britain", "Emma Raducanu", "China", "Wang Yafan"]),
    ("clinical", "Pt's son (Gary) can be reached W: 0113 496 0021 / H: 0113 496 0780. Last seen by Dr. Mwangi on "
     "7/18. Hx: fall at home in Headingley.",
     ["Gary", "0113 496 0021", "0113 496 0780", "Mwangi", "7/18", "Headingley"]),
    ("clinical", "93 Y/O F ADMITTED FROM ST LUKES CARE HOME VIA NWAS. DAUGHTER (JUNE) NOK. PAGER #4471 DR "
     "FENWICK.",
     ["93", "ST LUKES CARE HOME", "NWAS", "JUNE", "FENWICK"]),
    ("social", "Massive shoutout to the team at BrewDog Shoreditch and to @SamTheBarber for the fresh trim "
     "before the wedding 🙌",
     ["BrewDog Shoreditch", "@SamTheBarber"]),
    ("social", "me and liam are driving up to inverness tomorrow, stopping at aviemore for lunch if anyone wants "
     "to meet",
     ["liam", "inverness", "aviemore"]),
    ("social", "Moved to r/calgary from Halifax last year. Does anyone know if the Kensington Pub still does "
     "quiz night?",
     ["r/calgary", "Halifax", "Kensington Pub"]),
    ("social", "From: Ana Ribeiro <ana.ribeiro@fernhill-academy.org.uk>\nTo: Year 9 parents\nSubject: Trip to "
     "Eden Project\n\nDear parents, the coach leaves Fernhill Academy at 7.30am.",
     ["Ana Ribeiro", "ana.ribeiro@fernhill-academy.org.uk", "Eden Project", "Fernhill Academy"]),
    ("social", "Met Δημήτρης Παπαδάκης and 李伟 at the Athens conference; both work for Cosco Shipping.",
     ["Δημήτρης Παπαδάκης", "李伟", "Athens", "Cosco Shipping"]),
    ("bio", "Educated at Gordonstoun and Balliol College, Oxford, Fraser later served as private secretary to "
     "Lord Carrington.",
     ["Gordonstoun", "Balliol College", "Oxford", "Fraser", "Carrington"]),
    ("bio", "Patient: KOWALSKI, Marta   DOB: 11/04/1958   MRN: 00482913\nGP: Dr A. Singh, Moss Side Health "
     "Centre",
     ["KOWALSKI", "Marta", "11/04/1958", "00482913", "A. Singh", "Moss Side Health Centre"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYNINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Fallece a los 94 años Carmen Ruiz , vecina del barrio de Triana , según informó su nieto Javier .",
            ["94", "Carmen Ruiz", "Triana", "Javier"])],
    "nl": [("Ajax won zondag met 3-1 van PSV in de Johan Cruijff ArenA ; Brobbey scoorde twee keer .",
            ["Ajax", "PSV", "Johan Cruijff ArenA", "Brobbey"])],
    "de": [("hab gestern mit tobi und lena im englischen garten gegrillt , war mega 😎",
            ["tobi", "lena", "englischen garten"])],
    "it": [("La paziente , sig.ra Rossi , 92 anni , ricoverata presso l' Ospedale San Raffaele ; contattare il "
            "figlio Luca .",
            ["Rossi", "92", "Ospedale San Raffaele", "Luca"])],
    "fr": [("Le PSG a battu l' OM 2-0 au Parc des Princes , avec un doublé de Kylian Mbappé .",
            ["PSG", "OM", "Parc des Princes", "Kylian Mbappé"])],
    "pt": [("Bom dia ! Alguém sabe se a Padaria Estrela em Campo de Ourique ainda abre aos domingos ?",
            ["Padaria Estrela", "Campo de Ourique"])],
}
