"""A sixteenth hand-written set, written on 2026-11-27 after the fifteenth set's rules, and scored once
before any rule looked at it: posts and tweets with lower-case names, bands and handles, a results table
and a cricket scoreboard, a business story, a progress note and a night-shift note, a biography, and wire
copy in Spanish, Dutch, German, Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other PHI;
nationalities, parties' members, events, leagues, products, offices and titles of works are not names here).
``handmade_devset.py --sixteenth`` scores them; their first score is kept in
``benchmarks/results/handmade_sixteenth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
SIXTEENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "omw to the etihad with my dad, first man city game in years!! foden better start today 🤞",
     ["etihad", "man city", "foden"]),
    ("social", "Anyone else getting charged twice by Tesco this month? Called their helpline and a lady called Bev "
     "said it's a 'known issue'. Been with them since we lived in Swansea, never had this.",
     ["Tesco", "Bev", "Swansea"]),
    ("social", "@NHSuk my mum waited 9 hours in A&E at Queen Elizabeth Hospital Birmingham last night. 84 years "
     "old. the staff were amazing but this can't go on", ["@NHSuk", "Queen Elizabeth Hospital Birmingham"]),
    ("social", "just finished reading everything by sally rooney, normal people is still the best one. off to dublin "
     "next month, any bookshop recs?", ["sally rooney", "dublin"]),
    ("social", "Lost: black labrador, last seen near Hampstead Heath on Sunday. Please call Priya on 07700 900123 if "
     "you see him!!", ["Hampstead Heath", "Priya"]),
    ("social", "me and @leah_mcc went to see wet leg at brixton academy and omg. rhian was incredible live >>>",
     ["@leah_mcc", "wet leg", "brixton academy", "rhian"]),
    ("news", "TENNIS - RESULTS OF DAVIS CUP TIE\nBOGOTA , Colombia 1996-09-22\nResults of the Davis Cup Americas "
     "group I tie between Colombia and Argentina :\nMiguel Tobon ( Colombia ) beat Hernan Gumy ( Argentina ) 6-4 "
     "7-5 6-2\nJavier Frana ( Argentina ) beat Mauricio Hadad ( Colombia ) 6-3 6-4 6-7 ( 5-7 ) 6-1\nArgentina "
     "lead 2-1 .",
     ["BOGOTA", "Colombia", "Argentina", "Miguel Tobon", "Hernan Gumy", "Javier Frana", "Mauricio Hadad"]),
    ("news", "Shares in Rolls-Royce rose 4 percent in London on Wednesday after the engine maker said chief "
     "executive Tufan Erginbilgic would stay until 2030 . Analysts at Barclays and Jefferies raised their price "
     "targets . The company , based in Derby , supplies engines for Airbus and Boeing jets .",
     ["Rolls-Royce", "London", "Tufan Erginbilgic", "Barclays", "Jefferies", "Derby", "Airbus", "Boeing"]),
    ("news", "CRICKET - ENGLAND V PAKISTAN SCOREBOARD\nLONDON 1996-08-22\nScoreboard on the first day of the third "
     "test between England and Pakistan at The Oval :\nEngland first innings\nM. Atherton b Waqar Younis 31\nA. "
     "Stewart c Moin Khan b Wasim Akram 44\nN. Hussain not out 12\nExtras ( b-4 lb-6 ) 10\nTotal ( for 2 "
     "wickets ) 97",
     ["ENGLAND", "PAKISTAN", "LONDON", "England", "Pakistan", "The Oval", "M. Atherton", "Waqar Younis",
      "A. Stewart", "Moin Khan", "Wasim Akram", "N. Hussain"]),
    ("clinical", "Pt is an 82 yo female admitted from Sunrise Assisted Living with altered mental status. Son "
     "(Michael) at bedside; he is POA. Daughter lives in Phoenix and will fly in tomorrow. Per Dr. Abernathy, "
     "plan to hold Coumadin, INR 4.2 today. PCP is Dr. Susan Lee, (781) 555-0166.",
     ["Sunrise Assisted Living", "Michael", "Phoenix", "Abernathy", "Susan Lee", "(781) 555-0166"]),
    ("clinical", "0300: pt found attempting to get OOB, reoriented. bed alarm on. 0500: BS 212, covered per SS. "
     "wife (linda) called asking for update, told her pt resting. 0630: c/o nausea, zofran given w/ effect.",
     ["linda"]),
    ("bio", "Ada Lovelace ( 10 December 1815 – 27 November 1852 ) was an English mathematician and writer , "
     "chiefly known for her work on Charles Babbage 's proposed mechanical general-purpose computer , the "
     "Analytical Engine . She was the only legitimate child of the poet Lord Byron and his wife Anne Isabella "
     "Milbanke . Lovelace was educated privately in London and later lived at Ockham Park in Surrey .",
     ["Ada Lovelace", "Charles Babbage", "Lord Byron", "Anne Isabella Milbanke", "Lovelace", "London",
      "Ockham Park", "Surrey"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
SIXTEENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Bilbao , 22 oct ( EFE ) .- El Athletic Club ha anunciado este martes la renovación de Nico Williams "
         "hasta 2035 , pese al interés del Barcelona y del Arsenal . El presidente , Jon Uriarte , compareció "
         "junto al director deportivo , Mikel González , en las instalaciones de Lezama .",
         ["Bilbao", "EFE", "Athletic Club", "Nico Williams", "Barcelona", "Arsenal", "Jon Uriarte", "Mikel González",
          "Lezama"]),
        ("Los Mossos d' Esquadra han detenido a tres personas en Badalona por el asalto a una joyería . Según "
         "fuentes policiales , los detenidos fueron localizados en un piso de Santa Coloma de Gramenet . El "
         "juzgado de guardia de Badalona decretó su ingreso en prisión .",
         ["Mossos d' Esquadra", "Badalona", "Santa Coloma de Gramenet"]),
    ],
    "nl": [
        ("GENT - AA Gent heeft zaterdag in de Ghelamco Arena met 2-0 gewonnen van Club Brugge . Tarik Tissoudali "
         "opende de score na een kwartier , Hugo Cuypers besliste in de tweede helft . Coach Nicky Hayen van Club "
         "Brugge erkende de nederlaag : \" Gent was gewoon beter . \"",
         ["GENT", "AA Gent", "Ghelamco Arena", "Club Brugge", "Tarik Tissoudali", "Hugo Cuypers", "Nicky Hayen",
          "Gent"]),
        ("Het Openbaar Ministerie in Rotterdam heeft een 34-jarige man uit Schiedam aangehouden voor de "
         "schietpartij in de wijk Delfshaven . Volgens de politie raakte een 19-jarige jongen gewond . "
         "Burgemeester Carola Schouten riep op tot kalmte .",
         ["Openbaar Ministerie", "Rotterdam", "Schiedam", "Delfshaven", "Carola Schouten"]),
    ],
    "de": [
        ("WIESBADEN . Die hessische Landesregierung will bis 1995 rund 5000 neue Wohnungen bauen . Das kündigte "
         "Wohnungsbauminister Jörg Jordan ( SPD ) am Dienstag im Landtag an . Die Opposition von CDU und FDP warf "
         "der rot-grünen Koalition unter Ministerpräsident Hans Eichel Versäumnisse vor .",
         ["WIESBADEN", "Jörg Jordan", "SPD", "Landtag", "CDU", "FDP", "Hans Eichel"]),
        ("Der VfL Wolfsburg hat sich von Trainer Ralph Hasenhüttl getrennt . Das teilte der Verein am Sonntag mit "
         ". Nachfolger wird vorerst Co-Trainer Daniel Bauer . Sportdirektor Peter Christiansen sagte , man habe "
         "nach der Niederlage gegen den FC Augsburg handeln müssen .",
         ["VfL Wolfsburg", "Ralph Hasenhüttl", "Daniel Bauer", "Peter Christiansen", "FC Augsburg"]),
    ],
    "it": [
        ("TORINO - La Juventus ha esonerato Thiago Motta . Al suo posto arriva Igor Tudor , ex difensore "
         "bianconero . Lo ha comunicato la società con una nota pubblicata sul sito ufficiale . Il direttore "
         "sportivo Cristiano Giuntoli ha ringraziato Motta per il lavoro svolto alla Continassa .",
         ["TORINO", "Juventus", "Thiago Motta", "Igor Tudor", "Cristiano Giuntoli", "Motta", "Continassa"]),
        ("Un uomo di 45 anni è stato arrestato dai carabinieri a Monza per maltrattamenti in famiglia . La moglie "
         "lo aveva denunciato ai militari della stazione di Lissone . L' uomo è stato portato nel carcere di San "
         "Quirico .", ["Monza", "Lissone", "San Quirico"]),
    ],
    "fr": [
        ("Le Paris Saint-Germain s' est imposé 3-1 face à l' Olympique de Marseille samedi au Parc des Princes . "
         "Ousmane Dembélé a inscrit un doublé , Bradley Barcola a ajouté le troisième but . L' entraîneur Luis "
         "Enrique a salué « une grande performance » .",
         ["Paris Saint-Germain", "Olympique de Marseille", "Parc des Princes", "Ousmane Dembélé", "Bradley Barcola",
          "Luis Enrique"]),
    ],
    "pt": [
        ("O Benfica anunciou esta segunda-feira a contratação do médio Richard Ríos , proveniente do Palmeiras , "
         "por 27 milhões de euros . O jogador colombiano assinou até 2030 e foi apresentado no Estádio da Luz "
         "pelo presidente Rui Costa .",
         ["Benfica", "Richard Ríos", "Palmeiras", "Estádio da Luz", "Rui Costa"]),
    ],
}
