"""An eleventh hand-written set, written on 2026-11-27 after the rules the tenth set led to, and scored once
before any rule looked at it: whole wire stories, not sentences.

A news corpus's document is a story of several paragraphs, and a story holds far more capitalised words
that name nobody (sentence openings, German nouns, offices, titles of laws, quoted headlines) than one
sentence does: precision is measured where it is lost. The same conventions as ``handmade_documents.py``
(every occurrence of each gold string is gold: people, places, organisations, groups and companies,
ministries and agencies included; nationalities, events, laws and titles of works are not names here);
tokenised as news corpora are. ``handmade_devset.py --eleventh`` scores them; their first score is kept
in ``benchmarks/results/handmade_eleventh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
ELEVENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "Flooding closes roads across south Wales\nCARDIFF , Nov 25 ( Reuters ) - Heavy rain brought by Storm "
     "Bert flooded homes and closed roads across south Wales on Sunday , and the Met Office kept an amber warning "
     "in place for Monday . In Pontypridd , the River Taff burst its banks and shopkeepers on Taff Street spent "
     "the morning bailing out water . \" It is heartbreaking , \" said Eleri Williams , who runs a café in the "
     "town . First Minister Eluned Morgan said the Welsh Government would help councils with the cost of the "
     "clean-up . Natural Resources Wales said more than 30 flood warnings were in force . Network Rail said the "
     "line between Cardiff and Merthyr Tydfil would stay closed until Tuesday .",
     ["CARDIFF", "Reuters", "Wales", "Met Office", "Pontypridd", "River Taff", "Taff Street", "Eleri Williams",
      "Eluned Morgan", "Welsh Government", "Natural Resources Wales", "Network Rail", "Cardiff", "Merthyr Tydfil"]),
    ("news", "RUGBY UNION - IRELAND NAME UNCHANGED SIDE FOR ALL BLACKS TEST\nDUBLIN 1996-11-12\nIreland coach "
     "Murray Kidd named an unchanged side on Tuesday for Saturday 's test against New Zealand at Lansdowne Road . "
     "Captain Niall Hogan , who led the side in the win over Western Samoa , keeps his place at scrum-half . "
     "The Leinster lock Gabriel Fulcher is on the bench . \" We know what to expect , \" Kidd told reporters .",
     ["IRELAND", "ALL BLACKS", "DUBLIN", "Ireland", "Murray Kidd", "New Zealand", "Lansdowne Road", "Niall Hogan",
      "Western Samoa", "Leinster", "Gabriel Fulcher", "Kidd"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
ELEVENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "de": [
        ("Stadtverordnete streiten über neuen Busbahnhof\nOFFENBACH . Der geplante Busbahnhof am Marktplatz sorgt "
         "weiter für Streit im Stadtparlament . Die Fraktion der Grünen verlangt ein neues Gutachten , nachdem "
         "die Kosten von 12 auf 19 Millionen Mark gestiegen sind . Stadtkämmerer Gerhard Grandke ( SPD ) wies "
         "die Kritik am Donnerstag zurück : Der Magistrat habe alle Zahlen offengelegt . Auch der Einzelhandel "
         "in der Innenstadt ist skeptisch . Der Vorsitzende der Arbeitsgemeinschaft Offenbacher Einzelhändler , "
         "Klaus Becker , befürchtet monatelange Baustellen in der Frankfurter Straße . Der Regierungspräsident "
         "in Darmstadt muss dem Bau noch zustimmen . Eine Entscheidung wird nicht vor dem Sommer erwartet .",
         ["OFFENBACH", "Marktplatz", "Grünen", "Gerhard Grandke", "SPD",
          "Arbeitsgemeinschaft Offenbacher Einzelhändler", "Klaus Becker", "Frankfurter Straße", "Darmstadt"]),
    ],
    "nl": [
        ("Staking bij De Lijn treft vooral Antwerpen\nANTWERPEN - Door een staking van de socialistische "
         "vakbond ABVV reden gisteren in en rond Antwerpen nauwelijks trams en bussen van De Lijn . De "
         "directie sprak van een ' onaanvaardbare ' actie . Vakbondssecretaris Marc Peeters zei dat het "
         "personeel al maanden wacht op een nieuwe cao . Volgens Vlaams minister van Mobiliteit Lydia Peeters "
         "( Open VLD ) is er in het budget geen ruimte voor loonsverhogingen . Reizigers die in Berchem of "
         "Merksem op een bus wachtten , waren woedend . ' Ik kom nu al voor de derde keer te laat op mijn werk "
         "' , zei een verpleegster van het Middelheimziekenhuis .",
         ["De Lijn", "Antwerpen", "ABVV", "Marc Peeters", "Mobiliteit", "Lydia Peeters", "Open VLD", "Berchem",
          "Merksem", "Middelheimziekenhuis", "ANTWERPEN"]),
    ],
    "es": [
        ("Sevilla , 23 may ( EFE ) .- El Ayuntamiento de Sevilla aprobó hoy en pleno el nuevo plan de tráfico "
         "para el centro histórico , que restringirá el acceso de vehículos privados a la Alameda de Hércules "
         "y a la calle Sierpes a partir del próximo mes de septiembre . El alcalde , Alfredo Sánchez Monteseirín "
         ", defendió la medida como \" imprescindible \" para la ciudad , mientras que el portavoz del Partido "
         "Popular , Jaime Raynaud , la calificó de \" improvisada \" . La Confederación de Empresarios de "
         "Andalucía teme que el comercio pierda clientes . Según los datos de la Policía Local , cada día "
         "entran en el casco antiguo unos 40.000 coches . El plan será revisado por la Junta de Andalucía antes "
         "de su entrada en vigor .",
         ["Sevilla", "EFE", "Ayuntamiento de Sevilla", "Alameda de Hércules", "Sierpes",
          "Alfredo Sánchez Monteseirín", "Partido Popular", "Jaime Raynaud",
          "Confederación de Empresarios de Andalucía", "Policía Local", "Junta de Andalucía"]),
    ],
    "it": [
        ("Torino , 14 mar . - Lo sciopero dei metalmeccanici della Fiom ha fermato oggi le linee di "
         "Mirafiori per otto ore . Secondo il sindacato , l' adesione è stata del 70 per cento , mentre "
         "l' azienda parla di poche centinaia di operai . Il segretario torinese della Fiom , Giorgio Airaudo , "
         "ha chiesto al governo di convocare un tavolo a Roma . Il sindaco Sergio Chiamparino ha detto che la "
         "città non può perdere altri posti di lavoro . In serata un corteo ha attraversato via Nizza fino a "
         "piazza Castello , davanti alla sede della Regione Piemonte .",
         ["Torino", "Fiom", "Mirafiori", "Giorgio Airaudo", "Roma", "Sergio Chiamparino", "Nizza",
          "Castello", "Regione Piemonte"]),
    ],
    "fr": [
        ("Lyon , 9 oct ( AFP ) - Le tribunal correctionnel de Lyon a condamné mercredi un ancien adjoint au "
         "maire de Villeurbanne à dix-huit mois de prison avec sursis pour favoritisme dans l' attribution de "
         "marchés publics . Selon le parquet , Jean-Paul Bret aurait favorisé une entreprise de travaux "
         "publics de Vaulx-en-Velin entre 2012 et 2015 . Son avocat , Me Frédéric Doyez , a annoncé qu' il "
         "ferait appel . L' association Anticor , qui s' était portée partie civile , a salué une décision "
         "\" exemplaire \" .",
         ["Lyon", "AFP", "Villeurbanne", "Jean-Paul Bret", "Vaulx-en-Velin", "Frédéric Doyez", "Anticor"]),
    ],
    "pt": [
        ("Porto , 2 fev ( Lusa ) - A Câmara Municipal do Porto aprovou hoje a construção de um novo parque de "
         "estacionamento junto ao Mercado do Bolhão , apesar da oposição do Bloco de Esquerda . O presidente "
         "da autarquia , Rui Moreira , disse que a obra vai custar 12 milhões de euros e estará pronta em 2026 "
         ". Os comerciantes da Rua de Santa Catarina receiam que as obras afastem os clientes . A Associação "
         "Comercial do Porto pediu à Câmara que adie o início dos trabalhos para depois do Natal .",
         ["Porto", "Lusa", "Câmara Municipal do Porto", "Mercado do Bolhão", "Bloco de Esquerda", "Rui Moreira",
          "Rua de Santa Catarina", "Associação Comercial do Porto", "Câmara"]),
    ],
}
