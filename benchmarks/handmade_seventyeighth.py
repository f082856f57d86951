"""A seventy-eighth hand-written set, written on 2026-12-07 after the seventy-seventh set's rules, and scored once
before any rule looked at it. Wire news as the held-out news sets write it (tokens parted by spaces, a
headline in capitals, a dateline) and posts: a rugby signing, a market story, an athletics result, a fine by a
commission, a baseball standings table; a nurse's post in lower case, a graduation post, a shop question, a
repost about football, a memory of a town. Per language a political and a football story in the same wire
style, as the held-out news sets of the other languages write them.

The same conventions as ``handmade_seventysixth.py`` (in news, names of people, places and bodies only; in
posts, names, handles, places, firms and phones; nationalities, offices, portfolios, competitions, budgets and
topic tags do not). ``handmade_devset.py --seventyeighth`` scores them; their first score is kept in
``benchmarks/results/handmade_seventyeighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SEVENTYEIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "RUGBY UNION - LEICESTER SIGN ALL BLACK WING\nLEICESTER , England 1996-08-22\nLeicester Tigers have "
     "signed New Zealand wing Jonah Tuilagi from Auckland Blues on a two-year contract , the club said on "
     "Thursday . Director of rugby Bob Dwyer said Tuilagi would arrive in September .",
     ["LEICESTER", "England", "Leicester Tigers", "New Zealand", "Jonah Tuilagi", "Auckland Blues", "Bob Dwyer",
      "Tuilagi"]),
    ("news", "Shares in Rolls-Royce rose 4 percent in London after the engine maker won a $ 2 billion order from "
     "Emirates , analysts at Jefferies said .",
     ["Rolls-Royce", "London", "Emirates", "Jefferies"]),
    ("news", "ATHLETICS - RESULTS OF WOMEN'S 1,500 METRES\nZURICH 1996-08-14\n1. Svetlana Masterkova ( Russia ) "
     "3:58.98\n2. Sonia O'Sullivan ( Ireland ) 4:01.23\n3. Carla Sacramento ( Portugal ) 4:02.11",
     ["ZURICH", "Svetlana Masterkova", "Russia", "Sonia O'Sullivan", "Ireland", "Carla Sacramento", "Portugal"]),
    ("news", "The European Commission said on Monday it had fined German carmaker Volkswagen 102 million marks for "
     "blocking sales of cars to Austrian buyers , a spokesman for Competition Commissioner Karel Van Miert said .",
     ["European Commission", "Volkswagen", "Karel Van Miert"]),
    ("news", "BASEBALL - MAJOR LEAGUE STANDINGS\nW L PCT GB\nNEW YORK 74 55 .574 -\nBALTIMORE 68 61 .527 6\n"
     "BOSTON 66 65 .504 9",
     ["NEW YORK", "BALTIMORE", "BOSTON"]),
    ("social", "just finished my shift at the royal infirmary and some guy called darren tried to pay for parking "
     "with monopoly money 💀 #nhs",
     ["royal infirmary", "darren"]),
    ("social", "Huge congrats to @sarah_whelan_ on her PhD from Trinity!! So proud of you 🎓 Dinner at Chapter One "
     "tonight",
     ["@sarah_whelan_", "Trinity", "Chapter One"]),
    ("social", "anyone know if the B&Q in Merthyr is open on bank holidays? need paint for the nursery before "
     "Leanne's mum visits",
     ["B&Q", "Merthyr", "Leanne"]),
    ("social", "RT @FPL_Harry: Salah captain this week? Liverpool at home to Brentford, easy 🟢",
     ["@FPL_Harry", "Salah", "Liverpool", "Brentford"]),
    ("social", "My nan grew up on Dock Street in Dundee and worked at the Keiller jam factory till it shut. Anyone "
     "else remember it?",
     ["Dock Street", "Dundee", "Keiller"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SEVENTYEIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El presidente José María Aznar se reunió ayer en La Moncloa con el líder de CiU , Jordi Pujol , para "
            "negociar los presupuestos de 1997 .",
            ["José María Aznar", "La Moncloa", "CiU", "Jordi Pujol"]),
           ("El Real Zaragoza venció por 2-0 al Sporting de Gijón en La Romareda , con goles de Aragón y "
            "Morientes , y se coloca líder de la Liga .",
            ["Real Zaragoza", "Sporting de Gijón", "La Romareda", "Aragón", "Morientes"])],
    "nl": [("Minister Zalm van Financiën wil de belastingen volgend jaar met 2 miljard gulden verlagen , zo zei hij "
            "dinsdag in Den Haag tegen de Tweede Kamer .",
            ["Zalm", "Den Haag", "Tweede Kamer"]),
           ("PSV won zondag in het Philips Stadion met 3-1 van Feyenoord . Luc Nilis scoorde twee keer , Ronaldo "
            "één keer .",
            ["PSV", "Philips Stadion", "Feyenoord", "Luc Nilis", "Ronaldo"])],
    "de": [("Bundeskanzler Helmut Kohl hat am Mittwoch in Bonn den französischen Präsidenten Jacques Chirac "
            "empfangen . Themen waren die Währungsunion und die Lage in Bosnien .",
            ["Helmut Kohl", "Bonn", "Jacques Chirac", "Bosnien"]),
           ("Der VfB Stuttgart hat sein Heimspiel gegen Hansa Rostock mit 2:0 gewonnen . Die Tore im "
            "Gottlieb-Daimler-Stadion erzielten Elber und Bobic .",
            ["VfB Stuttgart", "Hansa Rostock", "Gottlieb-Daimler-Stadion", "Elber", "Bobic"])],
    "it": [("Il presidente del Consiglio Romano Prodi ha incontrato ieri a Palazzo Chigi il segretario della Cgil , "
            "Sergio Cofferati , per discutere della riforma delle pensioni .",
            ["Romano Prodi", "Palazzo Chigi", "Cgil", "Sergio Cofferati"]),
           ("La Juventus ha battuto 2-1 la Fiorentina al Delle Alpi con reti di Del Piero e Vieri ; per i viola ha "
            "segnato Batistuta .",
            ["Juventus", "Fiorentina", "Delle Alpi", "Del Piero", "Vieri", "Batistuta"])],
    "fr": [("Le Premier ministre Alain Juppé a reçu mercredi à Matignon les dirigeants de la CFDT , dont Nicole "
            "Notat , pour évoquer la réforme des retraites .",
            ["Alain Juppé", "Matignon", "CFDT", "Nicole Notat"]),
           ("Le Paris Saint-Germain s'est imposé 3-0 face à Nantes au Parc des Princes grâce à des buts de Raí , "
            "Loko et Djorkaeff .",
            ["Paris Saint-Germain", "Nantes", "Parc des Princes", "Raí", "Loko", "Djorkaeff"])],
    "pt": [("O primeiro-ministro António Guterres recebeu ontem em São Bento o presidente da CIP , Pedro Ferraz da "
            "Costa , para discutir o Orçamento de Estado .",
            ["António Guterres", "São Bento", "CIP", "Pedro Ferraz da Costa"]),
           ("O FC Porto venceu o Boavista por 2-0 no Estádio das Antas , com golos de Jardel e Zahovic .",
            ["FC Porto", "Boavista", "Estádio das Antas", "Jardel", "Zahovic"])],
}
