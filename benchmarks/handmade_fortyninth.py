"""A forty-ninth hand-written set, written on 2026-12-06 after the forty-eighth set's rules, and scored once
before any rule looked at it. The kinds where the held-out figures are weakest, in shapes the earlier sets did
not have: posts (a parish notice, a gym check-in, a found wallet, a band's gig thanks, a lower-case school-run
moan, a neighbour's parcel, a book-club invite, a farewell to a colleague), wire copy (a rugby results table, a
darts line, a capitals headline of a transfer, an inquest, a merger, a strike), nursing and ward notes (a
capitals theatre note, a lower-case night note, a GP letter, a falls note, a palliative note with a phone, a
learning-disability passport), four entries; and per language two posts, notes or lines of different kinds.

The same conventions as ``handmade_fortyeighth.py`` (a band, a party, a team, a charity and a firm are groups
and count; works, products, competitions, events, pets and nationalities do not; a title such as ``Fr`` or
``Dr`` is not part of a name). ``handmade_devset.py --fortyninth`` scores them; their first score is kept in
``benchmarks/results/handmade_fortyninth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FORTYNINTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "Coffee morning this Saturday in the church hall at St Oswald's, Grasmere. All welcome! Fr Declan "
     "will say a few words.",
     ["St Oswald's", "Grasmere", "Declan"]),
    ("social", "Leg day done at PureGym Wembley with my PT Marcus 💪 #gains",
     ["PureGym", "Wembley", "Marcus"]),
    ("social", "Found a brown wallet outside Greggs on Commercial Street this morning, belongs to a Jordan Pike "
     "judging by the cards. Handed it in at Bethnal Green station.",
     ["Greggs", "Commercial Street", "Jordan Pike", "Bethnal Green"]),
    ("social", "Massive thanks to everyone who came to see The Lathums at the Albert Hall Manchester last night 🎸",
     ["The Lathums", "Albert Hall Manchester"]),
    ("social", "school run was chaos again, some guy in a range rover parked across the gates at st marys. "
     "mrs hughes had to come out",
     ["st marys", "hughes"]),
    ("social", "Hi, I'm at no. 14 — I've got a parcel for Aisha at 16, it's been here since Tuesday.",
     ["Aisha"]),
    ("social", "Book club at Harriet's on Thursday, we're doing the new Sally Rooney. Bring wine! Let Harriet know "
     "if you can't make it.",
     ["Harriet", "Sally Rooney"]),
    ("social", "Last day for our wonderful colleague Deepak after 22 years at Halifax Building Society. We'll miss "
     "you!",
     ["Deepak", "Halifax Building Society"]),
    ("news", "RUGBY UNION - PREMIERSHIP RESULTS\nBath 38 Gloucester 12\nSaracens 24 Harlequins 27\nLeicester 19 "
     "Northampton 19",
     ["Bath", "Gloucester", "Saracens", "Harlequins", "Leicester", "Northampton"]),
    ("news", "DARTS - Luke Littler beat Michael van Gerwen 7-3 in the Premier League final in London on Thursday .",
     ["Luke Littler", "Michael van Gerwen", "London"]),
    ("news", "ARSENAL SIGN ZUBIMENDI FROM REAL SOCIEDAD",
     ["ARSENAL", "ZUBIMENDI", "REAL SOCIEDAD"]),
    ("news", "An inquest at Preston Coroner's Court heard that Mark Sutcliffe, 52, of Chorley, died after a fall at "
     "work.",
     ["Preston Coroner's Court", "Mark Sutcliffe", "Chorley"]),
    ("news", "Aviva agreed to buy Direct Line for 3.7 billion pounds , Aviva chief executive Amanda Blanc said .",
     ["Aviva", "Direct Line", "Amanda Blanc"]),
    ("news", "Members of the RMT at Network Rail will strike on Friday , general secretary Eddie Dempsey said .",
     ["RMT", "Network Rail", "Eddie Dempsey"]),
    ("clinical", "THEATRE NOTE: PT RETURNED FROM THEATRE 3 AT 1540. SURGEON MR OKONKWO. WIFE BRENDA INFORMED BY "
     "PHONE.",
     ["OKONKWO", "BRENDA"]),
    ("clinical", "night: pt settled after 0200. asked for her husband geoff twice. family aware, daughter to visit "
     "from kendal.",
     ["geoff", "kendal"]),
    ("clinical", "Dear Dr Osei, thank you for seeing Mr Harold Finch (DOB 02/09/1931) of 4 Mill Lane, Settle, "
     "regarding his falls.",
     ["Osei", "Harold Finch", "02/09/1931", "4 Mill Lane", "Settle"]),
    ("clinical", "Falls note: pt found on floor beside bed 22:15 by HCA Grace. Obs stable. Son Paul notified.",
     ["Grace", "Paul"]),
    ("clinical", "Palliative care: wife Jean wishes to be called at any hour on 01524 812 330. Chaplain Rev. Ruth "
     "Abbott visited.",
     ["Jean", "01524 812 330", "Ruth Abbott"]),
    ("clinical", "Hospital passport: likes to be called Robbie. Lives at Oakfield House with support from Dimensions. "
     "Sister Carol is next of kin.",
     ["Robbie", "Oakfield House", "Dimensions", "Carol"]),
    ("bio", "Dame Kelly Holmes (born 19 April 1970 in Pembury, Kent) won two gold medals at the 2004 Summer "
     "Olympics in Athens.",
     ["Kelly Holmes", "19 April 1970", "Pembury", "Kent", "Athens"]),
    ("bio", "Olusegun Adeyemi is a Lagos-born architect who studied at the Bartlett and founded Studio Adeyemi in "
     "Peckham.",
     ["Olusegun Adeyemi", "Lagos", "Bartlett", "Studio Adeyemi", "Peckham"]),
    ("bio", "Ingrid Bergström (1952–2019) taught at Uppsala University and was married to the composer Lars "
     "Bergström.",
     ["Ingrid Bergström", "1952", "2019", "Uppsala University", "Lars Bergström"]),
    ("bio", "Raised in Ballymena, Liam Neeson boxed for the All Saints Youth Club before joining the Lyric Players "
     "Theatre in Belfast.",
     ["Ballymena", "Liam Neeson", "All Saints Youth Club", "Lyric Players Theatre", "Belfast"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FORTYNINTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("BILBAO , 9 may ( EFE ) - El Athletic Club ha renovado al delantero Nico Williams , anunció el "
         "presidente Jon Uriarte .",
         ["BILBAO", "EFE", "Athletic Club", "Nico Williams", "Jon Uriarte"]),
        ("Nota de enfermería : la Sra. Castillo pasó buena noche , su nieto Hugo llamó por la mañana .",
         ["Castillo", "Hugo"]),
    ],
    "nl": [
        ("weekendje texel met mijn zus femke en haar vriend bram 🌊",
         ["texel", "femke", "bram"]),
        ("UTRECHT - Burgemeester Sharon Dijksma heeft dinsdag het nieuwe station Utrecht Centraal geopend .",
         ["UTRECHT", "Sharon Dijksma", "Utrecht Centraal"]),
    ],
    "de": [
        ("HAMBURG ( dpa ) - Der HSV hat Trainer Merlin Polzin bis 2027 verlängert , teilte der Verein mit .",
         ["HAMBURG", "dpa", "HSV", "Merlin Polzin"]),
        ("Pflegenotiz : Herr Wagner , 92 Jahre , Sohn Thomas informiert .",
         ["Wagner", "92", "Thomas"]),
    ],
    "it": [
        ("weekend a firenze con la mia amica chiara e suo fratello luca 🍝",
         ["firenze", "chiara", "luca"]),
        ("GENOVA - Il sindaco Silvia Salis ha incontrato i vertici di Ansaldo Energia , si legge in una nota .",
         ["GENOVA", "Silvia Salis", "Ansaldo Energia"]),
    ],
    "fr": [
        ("NANTES ( AFP ) - Le FC Nantes a nommé Luis Castro entraîneur , a indiqué le club .",
         ["NANTES", "AFP", "FC Nantes", "Luis Castro"]),
        ("Transmission : M. Garnier , 90 ans , a bien dormi , sa fille Isabelle appellera demain .",
         ["Garnier", "90", "Isabelle"]),
    ],
    "pt": [
        ("Nota de enfermagem : a Sra. Sousa recusou o jantar , o filho Miguel foi informado .",
         ["Sousa", "Miguel"]),
        ("BRAGA , 7 jun ( Lusa ) - O SC Braga contratou o treinador Carlos Vicens , anunciou o presidente António "
         "Salvador .",
         ["BRAGA", "Lusa", "SC Braga", "Carlos Vicens", "António Salvador"]),
    ],
}
