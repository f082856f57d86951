"""An eighty-first hand-written set, written on 2026-12-07 after the eightieth set's rules, and scored once before
any rule looked at it. Posts of the kinds the held-out social sets hold and the earlier sets wrote least: a
video's comments, a photo's caption with tags, a hotel review, a marketplace listing, a group chat's plans, a
thread about a football transfer, a question about a band's tour, a complaint to a bank; and local news briefs
(a council's decision, a crash, a shop's closing, a school's result). Per language a post and a news brief.

The same conventions as ``handmade_seventyninth.py`` (in news, names of people, places and bodies only; in
posts, names, handles, places, firms, bands and phones; nationalities, offices, competitions, products' kinds
and topic tags do not). ``handmade_devset.py --eightyfirst`` scores them; their first score is kept in
``benchmarks/results/handmade_eightyfirst_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYFIRST_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "this song got me through my divorce ngl. saw them live in nashville in 2019 with my sister "
     "kayla and cried the whole time",
     ["nashville", "kayla"]),
    ("social", "Sunset at Bondi with the girls 🌅 @meg.okafor @priyaaa_s #sydney #beachlife",
     ["Bondi", "@meg.okafor", "@priyaaa_s"]),
    ("social", "Stayed 3 nights at the Hotel Mirabeau in Nice. Staff were lovely, especially Karim on reception, "
     "but the wifi was useless. Would not book with Expedia again.",
     ["Hotel Mirabeau", "Nice", "Karim", "Expedia"]),
    ("social", "FOR SALE: ikea malm chest of drawers, good condition, £40. collection only from Headingley, "
     "message Dave on 07700 900318",
     ["ikea", "Headingley", "Dave", "07700 900318"]),
    ("social", "ok so plan for sat: meet at wetherspoons 12ish then the match at villa park, tom's driving back. "
     "@all",
     ["wetherspoons", "villa park", "tom"]),
    ("social", "Can't believe Spurs sold Kane to Bayern for that. Levy has to go. #COYS",
     ["Spurs", "Kane", "Bayern", "Levy"]),
    ("social", "does anyone know if Wet Leg are adding more dates to the UK tour? missed the Brixton one",
     ["Wet Leg", "Brixton"]),
    ("social", "@Barclays I've been on hold for 55 minutes trying to report a fraud on my account. This is "
     "ridiculous. Ref 88213904",
     ["@Barclays", "88213904"]),
    ("news", "Councillors in Harrogate voted on Tuesday to close the Jennyfield library , despite a petition "
     "signed by 3,000 residents , council leader Richard Cooper said .",
     ["Harrogate", "Jennyfield", "Richard Cooper"]),
    ("news", "A 27-year-old man from Tamworth died after his motorbike collided with a van on the A5 near "
     "Fazeley on Sunday night , Staffordshire Police said .",
     ["Tamworth", "Fazeley", "Staffordshire Police"]),
    ("news", "Beales , the department store chain , will close its Peterborough branch in January , owner Tony "
     "Brown told the Evening Telegraph .",
     ["Beales", "Peterborough", "Tony Brown", "Evening Telegraph"]),
    ("news", "Pupils at St Aidan's Academy in Sunderland celebrated record GCSE results on Thursday , head teacher "
     "Moira Lennox said .",
     ["St Aidan's Academy", "Sunderland", "Moira Lennox"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYFIRST_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("El Ayuntamiento de Logroño aprobó ayer el cierre de la biblioteca de Yagüe , según informó la "
            "concejala Marta Pérez Olarte .",
            ["Ayuntamiento de Logroño", "Yagüe", "Marta Pérez Olarte"]),
           ("alguien sabe si el mercadona de la calle san vicente abre el domingo? pregunto por mi madre",
            ["mercadona", "calle san vicente"])],
    "nl": [("De gemeente Zwolle sluit de bibliotheek in Stadshagen , heeft wethouder Klaas Dijkhoff dinsdag "
            "bekendgemaakt .",
            ["Zwolle", "Stadshagen", "Klaas Dijkhoff"]),
           ("zaterdag met de hele ploeg naar lowlands!! wie rijdt er mee vanaf utrecht? appen naar bram",
            ["lowlands", "utrecht", "bram"])],
    "de": [("Der Stadtrat von Göttingen hat am Dienstag die Schließung des Hallenbads in Weende beschlossen , "
            "sagte Oberbürgermeisterin Petra Broistedt .",
            ["Göttingen", "Weende", "Petra Broistedt"]),
           ("wer kommt morgen mit zum konzert von annenmaykantereit in der wuhlheide? hab noch ein ticket für jonas",
            ["annenmaykantereit", "wuhlheide", "jonas"])],
    "it": [("Il Comune di Lecce ha deciso ieri la chiusura della piscina di Santa Rosa , ha detto l'assessore "
            "Fabiana Cicirillo .",
            ["Comune di Lecce", "Santa Rosa", "Fabiana Cicirillo"]),
           ("qualcuno sa se l'esselunga di viale papiniano è aperta a ferragosto? chiedo per mia nonna",
            ["esselunga", "viale papiniano"])],
    "fr": [("La mairie de Besançon a annoncé mardi la fermeture de la piscine de Planoise , a indiqué l'adjoint "
            "Aurélien Laroppe .",
            ["Besançon", "Planoise", "Aurélien Laroppe"]),
           ("quelqu'un sait si le carrefour de la rue de rivoli est ouvert dimanche ? c'est pour ma grand-mère",
            ["carrefour", "rue de rivoli"])],
    "pt": [("A Câmara Municipal de Coimbra aprovou ontem o encerramento da piscina de Eiras , disse o vereador "
            "Francisco Veiga .",
            ["Câmara Municipal de Coimbra", "Eiras", "Francisco Veiga"]),
           ("alguém sabe se o continente da avenida da boavista abre no feriado? é para a minha avó",
            ["continente", "avenida da boavista"])],
}
