"""An eighty-fifth hand-written set, written on 2026-12-07 after the eighty-fourth set's rules, and scored once
before any rule looked at it. Nursing notes as a US intensive care unit writes them (systems in capitals, a
cardiac surgery note, a respiratory therapist's note and signature, a call log), biographies as an encyclopedia's
lead writes them (a musician, an engineer), a baseball standings table and a sheriff's story, a complaint to an
airline and a birthday post. Per language an admission note from a care home and a wire story.

The same conventions as ``handmade_seventyseventh.py`` (in biographies and notes, names, dates, years, ages over
89, phones, record numbers, addresses, places, bodies and relatives' names count; offices, titles, kinship
words, nationalities, occupations, works, prizes, diseases and drugs do not; in news, names of people, places
and bodies only; in posts, names, handles, places, firms and phones; a booking's or a file's reference does not
count either way). ``handmade_devset.py --eightyfifth`` scores them; their first score is kept in
``benchmarks/results/handmade_eightyfifth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTYFIFTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("clinical", "NEURO: A+OX3, MAE. CV: NSR 80S, SBP 110-130. RESP: LS CLEAR, O2 SAT 97% ON 2L NC. GI: TF @ GOAL. "
     "SOCIAL: WIFE MARGARET IN TO VISIT, UPDATED BY DR. FEINSTEIN. PLAN: TRANSFER TO FLOOR WHEN BED AVAIL.",
     ["MARGARET", "FEINSTEIN"]),
    ("clinical", "Pt is a 67 yo M s/p CABG x3 on 4/12, extubated 4/13. Family (daughter Lisa, son-in-law Mark) at "
     "bedside. Pt's PCP Dr. Nakamura at Brigham Family Practice called, will f/u after d/c to Hebrew Rehab.",
     ["4/12", "4/13", "Lisa", "Mark", "Nakamura", "Brigham Family Practice", "Hebrew Rehab"]),
    ("clinical", "Resp care: pt weaned to 40% FiO2 overnight, ABG 7.42/38/92. Sx for mod amt thick tan secretions. "
     "Will cont to monitor. - J. Kowalczyk RRT",
     ["J. Kowalczyk"]),
    ("clinical", "Called pharmacy re: vanc trough. Spoke with Deb in pharm who will adjust dose. Pt's husband "
     "Raymond called at 2130 asking for update, 617-555-0143.",
     ["Deb", "Raymond", "617-555-0143"]),
    ("bio", "Marguerite Delacroix-Hall (née Hall; born March 3, 1952) is an American jazz pianist from New "
     "Orleans. She studied at the Berklee College of Music and toured with the Thad Jones–Mel Lewis Orchestra.",
     ["Marguerite Delacroix-Hall", "Hall", "March 3, 1952", "New Orleans", "Berklee College of Music",
      "Thad Jones–Mel Lewis Orchestra"]),
    ("bio", "Sir Tobias Wren-Aldous KBE (1931 – 2019) was a British civil engineer who designed the Severn "
     "Crossing. Born in Abergavenny, he was educated at Monmouth School and Imperial College London.",
     ["Tobias Wren-Aldous", "1931", "2019", "Severn Crossing", "Abergavenny", "Monmouth School",
      "Imperial College London"]),
    ("news", "BASEBALL - MAJOR LEAGUE STANDINGS AFTER TUESDAY 'S GAMES\nAMERICAN LEAGUE\nEASTERN DIVISION\n"
     "W L PCT GB\nNEW YORK 52 36 .591 -\nBALTIMORE 47 42 .528 5 1/2\nBOSTON 44 46 .489 9\nTORONTO 41 48 .461 "
     "11 1/2",
     ["NEW YORK", "BALTIMORE", "BOSTON", "TORONTO"]),
    ("news", "Police in Maricopa County , Arizona , said on Wednesday that Sheriff Joe Arpaio 's office would "
     "investigate the death of an inmate at the Tent City jail in Phoenix .",
     ["Maricopa County", "Arizona", "Joe Arpaio", "Tent City", "Phoenix"]),
    ("social", "@united you lost my bag AGAIN. flight UA 1532 from O'Hare to SFO, file ref SFOUA45873. no one "
     "at the desk in terminal 3 could help",
     ["@united", "O'Hare", "SFO"]),
    ("social", "Happy 90th birthday to my wonderful grandad Bill 🎉 the whole Tremayne clan came down to Padstow "
     "to celebrate",
     ["Bill", "Tremayne", "Padstow"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTYFIFTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("Paciente de 94 años, ingresa el 12/03 desde la residencia Virgen del Rocío por caída. Avisada su "
            "hija Mercedes Ortega al 612 448 903. Valorada por el Dr. Ibáñez.",
            ["94", "12/03", "Virgen del Rocío", "Mercedes Ortega", "612 448 903", "Ibáñez"]),
           ("Bilbao , 3 oct ( EFE ) . El lehendakari , José Antonio Ardanza , se reunió hoy en Vitoria con el "
            "presidente del Athletic , José María Arrate .",
            ["Bilbao", "EFE", "José Antonio Ardanza", "Vitoria", "Athletic", "José María Arrate"])],
    "nl": [("Mevr. Dekker (92 jr) opgenomen op 5/11 vanuit verpleeghuis De Wilgenhof na val. Zoon Kees gebeld op "
            "06-41234567. Visite door dr. Verhoeven.",
            ["Dekker", "92", "5/11", "De Wilgenhof", "Kees", "06-41234567", "Verhoeven"]),
           ("Den Haag , 14 jan ( ANP ) . Minister Hans Wijers van Economische Zaken heeft dinsdag in Eindhoven "
            "met de directie van Philips gesproken .",
            ["Den Haag", "ANP", "Hans Wijers", "Economische Zaken", "Eindhoven", "Philips"])],
    "de": [("Frau Oberländer, 91 J., am 02.12 aus dem Seniorenheim Abendrot übernommen. Tochter Sabine "
            "informiert, Tel. 0171 2233445. Visite Dr. Kasparek.",
            ["Oberländer", "91", "02.12", "Seniorenheim Abendrot", "Sabine", "0171 2233445", "Kasparek"]),
           ("Bonn , 22. Mai ( Reuters ) - Bundesfinanzminister Theo Waigel hat am Mittwoch in Bonn die "
            "Steuerschätzung vorgestellt , teilte das Ministerium mit .",
            ["Bonn", "Reuters", "Theo Waigel"])],
    "it": [("Sig.ra Locatelli, 95 anni, ricoverata il 7/12 dalla RSA Villa Serena per febbre. Avvisato il figlio "
            "Giorgio al 338 5566778. Visita del dott. Brambilla.",
            ["Locatelli", "95", "7/12", "Villa Serena", "Giorgio", "338 5566778", "Brambilla"]),
           ("Milano , 9 giu ( ANSA ) - Il presidente della Fiat , Cesare Romiti , ha incontrato oggi a Torino i "
            "sindacati Fim , Fiom e Uilm .",
            ["Milano", "ANSA", "Fiat", "Cesare Romiti", "Torino", "Fim", "Fiom", "Uilm"])],
    "fr": [("Mme Lefebvre, 93 ans, admise le 4/11 depuis l'EHPAD Les Glycines pour chute. Fils Thierry prévenu au "
            "06 12 34 56 78. Vue par le Dr Marchand.",
            ["Lefebvre", "93", "4/11", "Les Glycines", "Thierry", "06 12 34 56 78", "Marchand"]),
           ("Marseille , 18 mars ( AFP ) - Le maire de Marseille , Jean-Claude Gaudin , a inauguré samedi le "
            "nouveau stade Vélodrome en présence de Bernard Tapie .",
            ["Marseille", "AFP", "Jean-Claude Gaudin", "Vélodrome", "Bernard Tapie"])],
    "pt": [("Utente de 96 anos, admitida a 3/12 vinda do Lar São José por queda. Contactado o filho Rui Tavares "
            "pelo 912 345 678. Observada pela Dra. Pinheiro.",
            ["96", "3/12", "Lar São José", "Rui Tavares", "912 345 678", "Pinheiro"]),
           ("Porto , 5 abr ( Lusa ) - O presidente do FC Porto , Pinto da Costa , anunciou hoje a contratação do "
            "treinador Bobby Robson , ex-Sporting .",
            ["Porto", "Lusa", "FC Porto", "Pinto da Costa", "Bobby Robson", "Sporting"])],
}
