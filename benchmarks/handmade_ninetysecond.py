"""A ninety-second hand-written set, written on 2026-12-07 after the ninety-first set's rules, and scored once
before any rule looked at it. Posts of the kinds the held-out social sets hold: a traveller's question in lower
case, a reply to a friend about a gig, a complaint about a supermarket's branch, a forum answer about a boiler, a
hotel's review, a retweet of a squad's news, a family's group chat, a lost dog, a thanks to a café; two notes
(an emergency department's note, a district nurse's visit) and a wire story. Per language a post and a note.

The same conventions as ``handmade_eightyninth.py`` (in notes, names, dates, phones, places, hospitals and ages
over 89; times, wards, professions and drugs do not; in posts, names, handles, places, firms, bands and phones;
in news, names of people, places and bodies, parties included). ``handmade_devset.py --ninetysecond`` scores
them; their first score is kept in ``benchmarks/results/handmade_ninetysecond_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
NINETYSECOND_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "just landed in lisbon and the taxi from the airport was 40 euros lol. anyone know a good pastel de "
     "nata place near alfama?",
     ["lisbon", "alfama"]),
    ("social", "@maria_gomez95 omg yes!! see u at the Arctic Monkeys gig in Sheffield on friday 🎸",
     ["@maria_gomez95", "Arctic Monkeys", "Sheffield"]),
    ("social", "Can't believe Tesco stopped doing the meal deal at the Didsbury branch. Back to Sainsbury's then 🙄",
     ["Tesco", "Didsbury", "Sainsbury's"]),
    ("social", "Re: boiler making a banging noise\nHad the same with my Worcester Bosch last winter. The engineer from "
     "British Gas (Dave) said it was the pump. Cost me £180 in the end.",
     ["Worcester Bosch", "British Gas", "Dave"]),
    ("social", "Stayed at the Premier Inn on Lime Street for two nights. Staff were lovely, esp. Priya on reception. "
     "Would book again.",
     ["Premier Inn", "Lime Street", "Priya"]),
    ("social", "RT @BBCSport: Rashford and Saka both named in Southgate's squad for the Euros",
     ["@BBCSport", "Rashford", "Saka", "Southgate"]),
    ("social", "[14:02] Kerry: is jamie picking up the kids from school today?\n[14:05] Mark: no he's in leeds till "
     "thurs, i'll do it\n[14:06] Kerry: ur a star x",
     ["Kerry", "jamie", "Mark", "leeds"]),
    ("social", "lost my dog near victoria park this morning, brown staffie with a red collar. pls call 07700 900123 if "
     "u see him 😢 #hackney",
     ["victoria park", "07700 900123", "#hackney"]),
    ("social", "shoutout to Jess and the team at Bean There on Church Rd, best flat white in Hove ☕",
     ["Jess", "Bean There", "Church Rd", "Hove"]),
    ("clinical", "ED note: 67M BIBA from home in Ballymun after fall. Seen by Dr Okafor. PMHx COPD, T2DM. Lives w/ "
     "daughter Sinead, contactable on 087 123 4567. Plan: CT brain, r/v by ortho, admit under Beaumont resp team.",
     ["Ballymun", "Okafor", "Sinead", "087 123 4567", "Beaumont"]),
    ("clinical", "DN visit 14/06: wound to L shin redressed, healing well. Mrs Harcourt reports pain 2/10. Husband "
     "Geoffrey present. GP Dr Patel at Riverside Surgery informed re: swab result. Next visit Fri.",
     ["14/06", "Harcourt", "Geoffrey", "Patel", "Riverside Surgery"]),
    ("news", "NAIROBI , Kenya 1997-03-11\nKenyan opposition leader Raila Odinga said on Tuesday his National "
     "Development Party would contest every seat in Nyanza province , a spokesman told Reuters .",
     ["NAIROBI", "Kenya", "Raila Odinga", "National Development Party", "Nyanza", "Reuters"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
NINETYSECOND_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("alguien sabe si el Mercadona de la calle Alcalá abre el domingo? gracias!! 🙏",
            ["Mercadona", "calle Alcalá"]),
           ("Nota de enfermería: paciente tranquila, acompañada por su hijo Javier. Avisado el Dr. Ruiz por "
            "febrícula. Teléfono de contacto 612 345 678.",
            ["Javier", "Ruiz", "612 345 678"])],
    "nl": [("Wie gaat er zaterdag mee naar Ajax? Ik heb nog twee kaartjes via Sanne 🙌",
            ["Ajax", "Sanne"]),
           ("Verpleegkundige rapportage: mevr. de Boer had een rustige nacht. Dochter Ilse belt morgen om 10 uur. "
            "Huisarts dr. Visser in Utrecht is op de hoogte.",
            ["de Boer", "Ilse", "Visser", "Utrecht"])],
    "de": [("Kann jemand eine gute Werkstatt in Köln-Ehrenfeld empfehlen? Bei ATU war ich schon, nie wieder 😤",
            ["Köln-Ehrenfeld", "ATU"]),
           ("Pflegebericht: Frau Hofmann hat gut geschlafen. Ihr Sohn Markus kommt am Nachmittag. Dr. Weber "
            "informiert, Blutzucker 180.",
            ["Hofmann", "Markus", "Weber"])],
    "it": [("qualcuno va al concerto di Vasco a Bologna sabato? ho un biglietto in più 🎶",
            ["Vasco", "Bologna"]),
           ("Diario infermieristico: la sig.ra Colombo riferisce dolore lieve. Presente la figlia Chiara. "
            "Informato il dott. Greco.",
            ["Colombo", "Chiara", "Greco"])],
    "fr": [("quelqu'un connaît un bon boulanger vers la place des Vosges ? merci d'avance 🥖",
            ["place des Vosges"]),
           ("Transmissions : Mme Lefèvre a bien dormi. Son fils Julien passera ce soir. Dr Moreau prévenu pour la "
            "glycémie.",
            ["Lefèvre", "Julien", "Moreau"])],
    "pt": [("alguém sabe se o Continente de Alvalade está aberto hoje? preciso de pilhas 🔋",
            ["Continente", "Alvalade"]),
           ("Registo de enfermagem: a Sra. D. Fernanda Lopes esteve calma. O filho Rui telefonou. Informado o Dr. "
            "Carvalho do Hospital de Santa Maria.",
            ["Fernanda Lopes", "Rui", "Carvalho", "Hospital de Santa Maria"])],
}
