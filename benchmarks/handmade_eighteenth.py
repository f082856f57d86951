"""An eighteenth hand-written set, written on 2026-11-27 after the seventeenth set's rules, and scored once
before any rule looked at it: an advice-forum post, a group chat, a hotel review, a press release, a council
story, a transfer story, a police appeal and an obituary, a radiology report and a lower-case psychiatry note,
a scientist's biography and a conference programme, and wire copy, notes and posts in Spanish, Dutch, German,
Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other
identifiers; nationalities, parties' members, events, awards, leagues, products, offices and titles of works
are not names here). ``handmade_devset.py --eighteenth`` scores them; their first score is kept in
``benchmarks/results/handmade_eighteenth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTEENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "AITA for not going to my sister's wedding in Cork? She invited my ex (Declan) as a plus one for "
     "her friend Aoife and told me to 'get over it'. My mam says I'm being dramatic.",
     ["Cork", "Declan", "Aoife"]),
    ("social", "[18:02] jess: anyone coming to nandos after?\n[18:03] tom h: cant, working at argos til 9\n"
     "[18:05] jess: boring. priya u in?\n[18:06] priya: yeah meet at leicester square",
     ["jess", "nandos", "tom h", "argos", "priya", "leicester square"]),
    ("social", "Stayed 3 nights at the Harbour View Hotel in Whitby. Room was spotless and the breakfast was great. "
     "Special thanks to Marek on reception who sorted our parking. Would avoid the Fisherman's Arms next door "
     "though, very loud until 2am.",
     ["Harbour View Hotel", "Whitby", "Marek", "Fisherman's Arms"]),
    ("news", "CAMBRIDGE , England , May 4 ( Reuters ) - AstraZeneca said on Thursday it had agreed to buy "
     "Fusion Pharmaceuticals , a Canadian developer of radiation-based cancer drugs , for up to $ 2.4 billion . "
     "Fusion chief executive John Valliant will join AstraZeneca 's oncology unit .",
     ["CAMBRIDGE", "England", "Reuters", "AstraZeneca", "Fusion Pharmaceuticals", "Fusion", "John Valliant"]),
    ("news", "Councillors in Swindon have approved plans for 400 homes on the former Honda site despite objections "
     "from residents of South Marston . Cllr Jim Robbins , cabinet member for housing , said the town needed "
     "the homes . The Campaign to Protect Rural England had urged the borough council to refuse .",
     ["Swindon", "Honda", "South Marston", "Jim Robbins", "Campaign to Protect Rural England"]),
    ("news", "SOCCER - CELTIC SIGN DANISH STRIKER\nGLASGOW 1997-01-14\nScottish champions Celtic have signed "
     "Danish striker Henrik Larsson from Feyenoord for 650,000 pounds , manager Wim Jansen said on Tuesday . "
     "Larsson , 25 , has agreed a four-year contract at Parkhead .",
     ["CELTIC", "GLASGOW", "Celtic", "Henrik Larsson", "Feyenoord", "Wim Jansen", "Larsson", "Parkhead"]),
    ("news", "Police are appealing for information after a 64-year-old woman was assaulted on Brockley Road in "
     "Lewisham on Friday evening . Anyone with information should call the Met on 101 or Crimestoppers "
     "anonymously on 0800 555 111 .",
     ["Brockley Road", "Lewisham", "Met", "Crimestoppers"]),
    ("bio", "HOLLOWAY , Margaret Ann ( née Pryce ) . Passed away peacefully at St Luke's Hospice , Sheffield , on "
     "12 March , aged 87 . Beloved wife of the late Derek , mother of Susan and Gareth . Funeral at Hutcliffe "
     "Wood Crematorium on 28 March .",
     ["HOLLOWAY", "Margaret Ann", "Pryce", "St Luke's Hospice", "Sheffield", "Derek", "Susan", "Gareth",
      "Hutcliffe Wood Crematorium"]),
    ("clinical", "CT CHEST W/ CONTRAST\nPATIENT: OYELARAN, TEMITOPE MRN: 00918273\nREFERRING: DR. A. MENON\n"
     "FINDINGS: No pulmonary embolism. 4 mm nodule RUL, unchanged from 03/2022 study at ST. JAMES'S.\n"
     "IMPRESSION: Stable. Dictated by R. Castellanos, MD on 11/14/2024.",
     ["OYELARAN, TEMITOPE", "00918273", "A. MENON", "03/2022", "ST. JAMES'S", "R. Castellanos", "11/14/2024"]),
    ("clinical", "pt seen for f/u. reports mood improved since starting sertraline. lives w/ partner (kev) in "
     "flat in salford, works at tesco nights. denies si/hi. next appt 12/9 w/ dr okafor.",
     ["kev", "salford", "tesco", "12/9", "okafor"]),
    ("bio", "Rosalind Franklin ( 25 July 1920 – 16 April 1958 ) was a British chemist whose X-ray diffraction "
     "images of DNA led to the discovery of its double helix . Born in Notting Hill , she studied at Newnham "
     "College , Cambridge , and later worked at King 's College London with Maurice Wilkins . Franklin died of "
     "ovarian cancer in London .",
     ["Rosalind Franklin", "Notting Hill", "Newnham College", "Cambridge", "King 's College London",
      "Maurice Wilkins", "Franklin", "London"]),
    ("bio", "PROGRAMME\n09:00 Welcome – Prof. Helen Okafor (University of Nairobi)\n09:30 Keynote: Privacy after "
     "GDPR – Dr Tomás Ribeiro (Universidade do Porto)\n11:00 Panel chaired by Sanjay Gupta (Infosys), with "
     "Lena Fischer (Siemens) and Ahmed Khalil (Aramco)",
     ["Helen Okafor", "University of Nairobi", "Tomás Ribeiro", "Universidade do Porto", "Sanjay Gupta",
      "Infosys", "Lena Fischer", "Siemens", "Ahmed Khalil", "Aramco"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTEENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Sevilla , 9 abr ( EFE ) .- El Real Betis ha despedido a su entrenador , Manuel Pellegrini , tras la "
         "derrota ante el Getafe en el Benito Villamarín . El presidente , Ángel Haro , ha agradecido al técnico "
         "chileno su trabajo .",
         ["Sevilla", "EFE", "Real Betis", "Manuel Pellegrini", "Getafe", "Benito Villamarín", "Ángel Haro"]),
        ("alguien sabe si el metro de valencia funciona mañana?? tengo que ir al hospital la fe a ver a mi "
         "abuela carmen", ["valencia", "hospital la fe", "carmen"]),
    ],
    "nl": [
        ("UTRECHT - De gemeente Utrecht trekt 12 miljoen euro uit voor de renovatie van Tivoli Vredenburg . "
         "Wethouder Dennis de Vries maakte dat dinsdag bekend . Volgens directeur Frank Helmink is de zaal sinds "
         "2014 niet meer gemoderniseerd .",
         ["UTRECHT", "Utrecht", "Tivoli Vredenburg", "Dennis de Vries", "Frank Helmink"]),
        ("Patiënt , 71 jaar , opgenomen via de SEH van het Radboudumc na een val thuis in Nijmegen . Dochter "
         "Ingrid is contactpersoon . Huisarts : dr. Smeets , Malden .",
         ["Radboudumc", "Nijmegen", "Ingrid", "Smeets", "Malden"]),
    ],
    "de": [
        ("HAMBURG ( dpa ) - Der Reeder Klaus-Michael Kühne will seinen Anteil an Hapag-Lloyd weiter aufstocken . "
         "Wie die Kühne Holding am Mittwoch in Schindellegi mitteilte , sollen weitere Aktien von der Stadt "
         "Hamburg übernommen werden . Bürgermeister Peter Tschentscher lehnte ab .",
         ["HAMBURG", "dpa", "Klaus-Michael Kühne", "Hapag-Lloyd", "Kühne Holding", "Schindellegi", "Hamburg",
          "Peter Tschentscher"]),
        ("weiß jemand ob der ice nach köln heute fährt? muss zu meiner oma nach ehrenfeld, die bahn app zeigt "
         "nix an", ["köln", "ehrenfeld", "bahn"]),
    ],
    "it": [
        ("NAPOLI - Il Napoli ha ufficializzato l' arrivo di Romelu Lukaku dal Chelsea . L' attaccante belga ha "
         "firmato un contratto triennale e sarà presentato domani a Castel Volturno . Soddisfatto il presidente "
         "Aurelio De Laurentiis .",
         ["NAPOLI", "Napoli", "Romelu Lukaku", "Chelsea", "Castel Volturno", "Aurelio De Laurentiis"]),
        ("Paziente di 58 anni , residente a Pescara , giunto in Pronto Soccorso presso l' Ospedale Santo Spirito "
         "accompagnato dalla moglie Antonella . Medico curante : dott. Di Pietro .",
         ["Pescara", "Ospedale Santo Spirito", "Antonella", "Di Pietro"]),
    ],
    "fr": [
        ("BORDEAUX ( AFP ) - Le maire de Bordeaux , Pierre Hurmic , a annoncé jeudi la création d' une nouvelle "
         "ligne de tramway vers Mérignac . Le projet sera financé par Bordeaux Métropole et la région "
         "Nouvelle-Aquitaine , présidée par Alain Rousset .",
         ["BORDEAUX", "AFP", "Bordeaux", "Pierre Hurmic", "Mérignac", "Bordeaux Métropole", "Nouvelle-Aquitaine",
          "Alain Rousset"]),
        ("qqn sait si la fnac de lille est ouverte dimanche ? je cherche un cadeau pour ma sœur camille",
         ["fnac", "lille", "camille"]),
    ],
    "pt": [
        ("SÃO PAULO - O Corinthians anunciou nesta terça-feira a contratação do meia Rodrigo Garro , que estava "
         "no Talleres , da Argentina . O presidente Augusto Melo disse que o jogador chega ao Parque São Jorge "
         "na próxima semana .",
         ["SÃO PAULO", "Corinthians", "Rodrigo Garro", "Talleres", "Argentina", "Augusto Melo", "Parque São Jorge"]),
        ("Doente do sexo feminino , 76 anos , natural de Viseu , trazida ao Serviço de Urgência do Hospital de "
         "São João pela filha , Fernanda . Médico de família : Dr. Pinto Ribeiro .",
         ["Viseu", "Hospital de São João", "Fernanda", "Pinto Ribeiro"]),
    ],
}
