"""A thirty-seventh hand-written set, written on 2026-11-28 after the thirty-sixth set's rules and the
name-free notes' rules, and scored once before any rule looked at them. Mostly posts, the kind where the
held-out recall is lowest: short posts in mixed and lower case naming brands, apps, shops, bands, teams,
places and people (a gig, a phone, a streaming show, a commute, a match, a shop queue, a game, a rant at a
firm, a trip), a thread reply, a quote-post; a few agency lines, notes and entries; and two posts per language.

The same conventions as ``handmade_thirtysixth.py`` (a band, a party, a team and a firm are groups and count,
an app or a site counts as its firm; works, products named by their model, competitions and nationalities
do not). ``handmade_devset.py --thirtyseventh`` scores them; their first score is kept in
``benchmarks/results/handmade_thirtyseventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
THIRTYSEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "just got my tickets for arctic monkeys in sheffield!!! cannot wait, going with becky and her "
     "boyfriend",
     ["arctic monkeys", "sheffield", "becky"]),
    ("social", "why does spotify keep logging me out on my samsung. tried reinstalling twice",
     ["spotify", "samsung"]),
    ("social", "finally finished the last season on netflix and now i have nothing to live for. thanks a lot "
     "charlie brooker",
     ["netflix", "charlie brooker"]),
    ("social", "northern rail cancelled my train AGAIN. stuck at huddersfield for the third time this week",
     ["northern rail", "huddersfield"]),
    ("social", "Get in!!! Saka with the winner in the 89th min. Arsenal top of the league, Spurs can cry",
     ["Saka", "Arsenal", "Spurs"]),
    ("social", "the queue at primark on oxford street is insane today, gave up and went to zara instead",
     ["primark", "oxford street", "zara"]),
    ("social", "anyone playing the new zelda? my brother jamie won't put the switch down lol",
     ["jamie"]),
    ("social", "@Vodafone_UK been on hold for 50 minutes, your chat bot keeps sending me in circles. "
     "Switching to EE next month.",
     ["@Vodafone_UK", "EE"]),
    ("social", "landed in lisbon! first stop pastéis de belém, then meeting up with ana and rui in alfama tonight",
     ["lisbon", "pastéis de belém", "ana", "rui", "alfama"]),
    ("social", "RT @guardian: Thousands march in Glasgow calling for Scottish independence vote",
     ["@guardian", "Glasgow"]),
    ("social", "Replying to @tfl the Victoria line has been suspended at Brixton for an hour with no updates",
     ["@tfl", "Brixton"]),
    ("social", "so proud of my sister maddie who just graduated from leeds uni with a first in law 🎓",
     ["maddie", "leeds uni"]),
    ("social", "Can't believe Greggs have stopped doing the festive bake at the Newcastle Central branch. "
     "Outrage.",
     ["Greggs", "Newcastle Central"]),
    ("social", "currently watching man city vs liverpool at my uncle dave's, he's a blue and i'm red so "
     "this is tense",
     ["man city", "liverpool", "dave"]),
    ("social", "shoutout to the nurses at st james's who looked after my nan this week, especially a nurse "
     "called precious ❤️",
     ["st james's", "precious"]),
    ("news", "Tesco chief executive Ken Murphy said on Wednesday the grocer would cut 1,750 jobs , mostly at its "
     "head office in Welwyn Garden City .",
     ["Tesco", "Ken Murphy", "Welwyn Garden City"]),
    ("news", "RUGBY UNION - LEINSTER BEAT MUNSTER\nDUBLIN 1996-12-27\nLeinster beat Munster 23-17 at "
     "Lansdowne Road on Friday , with fly-half Alan McGowan kicking 13 points .",
     ["LEINSTER", "MUNSTER", "DUBLIN", "Leinster", "Munster", "Lansdowne Road", "Alan McGowan"]),
    ("clinical", "pt seen in clinic with wife jean. lives in morpeth. referred to dr o'neill at the rvi for "
     "echo. review 6/52.",
     ["jean", "morpeth", "o'neill", "rvi"]),
    ("clinical", "CALLED NOK (SON MICHAEL 07700 900112) RE TRANSFER TO ST HELIER HOSPITAL TOMORROW. AGREEABLE.",
     ["MICHAEL", "07700 900112", "ST HELIER HOSPITAL"]),
    ("bio", "Benjamin Zephaniah (15 April 1958 – 7 December 2023) was a British poet born in Handsworth, "
     "Birmingham. He was a professor at Brunel University London.",
     ["Benjamin Zephaniah", "15 April 1958", "7 December 2023", "Handsworth", "Birmingham",
      "Brunel University London"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
THIRTYSEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("el betis ha fichado a isco otra vez?? mi padre no se lo cree, dice que es mejor que joaquín",
         ["betis", "isco", "joaquín"]),
        ("Hoy en Valencia con Lucía y Pablo, comiendo paella en la Malvarrosa 🥘",
         ["Valencia", "Lucía", "Pablo", "Malvarrosa"]),
    ],
    "nl": [
        ("eindelijk weer naar de efteling met mijn neefje daan, hij wil alleen maar in de python",
         ["efteling", "daan"]),
        ("Vandaag met Sanne en Joris naar Zandvoort, daarna nog even langs bij Albert Heijn",
         ["Sanne", "Joris", "Zandvoort", "Albert Heijn"]),
    ],
    "de": [
        ("heute mit tobi und lisa im englischen garten gewesen, danach noch augustiner am see",
         ["tobi", "lisa", "englischen garten"]),
        ("Die Deutsche Bahn hat mal wieder Verspätung, stehe seit 40 Minuten in Fulda fest. Danke, Lutz.",
         ["Deutsche Bahn", "Fulda", "Lutz"]),
    ],
    "it": [
        ("stasera pizza da sorbillo con giulia e matteo, poi tutti al vomero",
         ["sorbillo", "giulia", "matteo", "vomero"]),
        ("La Roma ha esonerato Daniele De Rossi, lo ha comunicato il club in una nota.",
         ["Roma", "Daniele De Rossi"]),
    ],
    "fr": [
        ("trop contente, j'ai eu mon bac ! merci à mme dubois, la meilleure prof de philo de tout le lycée",
         ["dubois"]),
        ("Ce soir au Stade Vélodrome avec Karim et Inès, allez l'OM !",
         ["Stade Vélodrome", "Karim", "Inès", "OM"]),
    ],
    "pt": [
        ("fui ao pingo doce e encontrei a professora helena, já não a via desde o liceu em setúbal",
         ["pingo doce", "helena", "setúbal"]),
        ("O Sporting venceu o Braga por 2-1 em Alvalade, com dois golos de Gyökeres.",
         ["Sporting", "Braga", "Alvalade", "Gyökeres"]),
    ],
}
