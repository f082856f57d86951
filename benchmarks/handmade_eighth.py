"""An eighth hand-written set, written on 2026-11-27 after the rules the seventh set led to, and scored once
before any rule looked at it: the estimate, for text nobody tuned on, of what those rules bring.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other PHI;
nationalities, events, leagues and titles of works are not names here). Wire copy with results tables,
league standings and headlines in capitals; posts with handles, subreddits and lower-case names; nursing
notes and discharge letters; biographies; and wire copy, tokenised as news corpora are, in German, Dutch,
Spanish, Italian, French and Portuguese, weighted to the four languages with the weakest first scores.
``handmade_devset.py --eighth`` scores them; their first score is kept in
``benchmarks/results/handmade_eighth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
EIGHTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "Manchester United sacked manager Erik ten Hag on Monday after a 2-1 defeat at West Ham . Ruud van "
     "Nistelrooy will take charge of Wednesday 's League Cup tie against Leicester .",
     ["Manchester United", "Erik ten Hag", "West Ham", "Ruud van Nistelrooy", "Leicester"]),
    ("news", "GOLF - LEADING SCORES AT BRITISH MASTERS\nSUTTON COLDFIELD , England 2024-06-14\nLeading scores after "
     "the second round :\n134 Joost Luiten ( Netherlands ) 66 68\n135 Jordan Smith 67 68 , Matthew Baldwin 70 65\n"
     "136 Romain Langasque ( France ) 68 68",
     ["SUTTON COLDFIELD", "England", "Joost Luiten", "Netherlands", "Jordan Smith", "Matthew Baldwin",
      "Romain Langasque", "France"]),
    ("news", "SOCCER - GERMAN FIRST DIVISION STANDINGS\nBERLIN 2024-03-10\nStandings after Sunday 's matches "
     "( tabulate under played , won , drawn , lost , goals for , against , points ) :\nBayer Leverkusen 25 21 4 0 "
     "63 15 67\nBayern Munich 25 19 2 4 72 27 59\nVfB Stuttgart 25 17 2 6 57 30 53",
     ["BERLIN", "Bayer Leverkusen", "Bayern Munich", "VfB Stuttgart"]),
    ("news", "Labour 's Sadiq Khan won a third term as Mayor of London , beating Susan Hall of the Conservative "
     "Party . Turnout in Barking and Dagenham was the lowest in the capital .",
     ["Labour", "Sadiq Khan", "London", "Susan Hall", "Conservative Party", "Barking and Dagenham"]),
    ("news", "BHP said on Tuesday it would close its Nickel West operations in Western Australia , putting 1,600 "
     "jobs at risk . Chief executive Mike Henry blamed a flood of cheap Indonesian supply .",
     ["BHP", "Nickel West", "Western Australia", "Mike Henry"]),
    ("news", "A jury at Southwark Crown Court found former Barclays executive Roger Jenkins not guilty of fraud . "
     "The Serious Fraud Office said it would review the verdict .",
     ["Southwark Crown Court", "Barclays", "Roger Jenkins", "Serious Fraud Office"]),
    ("news", "TENNIS - SINNER BEATS MEDVEDEV IN MELBOURNE FINAL\nMELBOURNE 2024-01-28\nJannik Sinner of Italy came "
     "back from two sets down to beat Daniil Medvedev 3-6 3-6 6-4 6-4 6-3 on Sunday .",
     ["SINNER", "MEDVEDEV", "MELBOURNE", "Jannik Sinner", "Italy", "Daniil Medvedev"]),
    ("news", "Police in Cumbria are searching for a 14-year-old girl who went missing from her home in Whitehaven "
     "on Friday . Chloe Marsh was last seen on Lowther Street .",
     ["Cumbria", "Whitehaven", "Chloe Marsh", "Lowther Street"]),
    ("social", "cant believe the 76ers traded for paul george lol embiid gonna be so happy",
     ["76ers", "paul george", "embiid"]),
    ("social", "Shoutout to @MarcoRossiPhoto for the shots from Saturday at Camden Market 📸 check his insta",
     ["@MarcoRossiPhoto", "Camden Market"]),
    ("social", "anyone else stuck on the train at clapham junction? southern rail strikes again",
     ["clapham junction", "southern rail"]),
    ("social", "My sister just got into Stanford!!! So proud of you Priya ❤️", ["Stanford", "Priya"]),
    ("social", "Went to Nando's with Jake and Tom after the Arsenal game, best night of the year",
     ["Nando's", "Jake", "Tom", "Arsenal"]),
    ("social", "r/london what's the best pub near king's cross that isn't a tourist trap",
     ["r/london", "king's cross"]),
    ("social", "Honestly Spotify said I listened to Taylor Swift for 40,000 minutes this year 😭",
     ["Spotify", "Taylor Swift"]),
    ("social", "Big congrats to Dr. Amara Okafor on her promotion at Mount Sinai!", ["Amara Okafor", "Mount Sinai"]),
    ("clinical", "Pt is 78 yo M admitted from Sunrise Assisted Living w/ SOB. Son Richard (HCP) updated via phone "
     "617-555-0142. PCP Dr. Weiss at Beth Israel.",
     ["Sunrise Assisted Living", "Richard", "617-555-0142", "Weiss", "Beth Israel"]),
    ("clinical", "NEURO: A&OX3, MAE. CV: NSR 70S, SBP 110-130. GI: TOL CLEARS. SOCIAL: DAUGHTER KAREN VISITED, WILL "
     "CALL IN AM. PLAN: D/C TO HOME 11/14 PER DR GOLDBERG.", ["KAREN", "11/14", "GOLDBERG"]),
    ("clinical", "Discharge letter\nDear Dr Hughes,\nRe: Mrs Margaret O'Neill, DOB 12/05/1940, NHS No 943 476 5919\n"
     "I reviewed Mrs O'Neill in the cardiology clinic at Royal Sussex County Hospital on 02/03/2024.",
     ["Hughes", "Margaret O'Neill", "12/05/1940", "943 476 5919", "O'Neill", "Royal Sussex County Hospital",
      "02/03/2024"]),
    ("clinical", "Pt 94 y/o female from Quincy, presents with fall. Lives w/ husband Frank. Home # (781) 555-0133.",
     ["94", "Quincy", "Frank", "(781) 555-0133"]),
    ("bio", "Margaret Atwood is a Canadian poet and novelist . Born in Ottawa , she studied at Victoria College "
     "in the University of Toronto and at Radcliffe College .",
     ["Margaret Atwood", "Ottawa", "Victoria College", "University of Toronto", "Radcliffe College"]),
    ("bio", "After leaving Goldman Sachs in 2009, Ruiz co-founded the fintech Plata with her brother Andrés and "
     "moved the company to Mexico City.", ["Goldman Sachs", "Ruiz", "Plata", "Andrés", "Mexico City"]),
    ("bio", "Early life\nKwame Mensah grew up in Kumasi, where his father ran a pharmacy on Prempeh II Street.",
     ["Kwame Mensah", "Kumasi", "Prempeh II Street"]),
    ("bio", "In 2012 he joined the Metropolitan Opera in New York, singing under James Levine until 2016.",
     ["Metropolitan Opera", "New York", "James Levine"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
EIGHTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "de": [
        ("Der hessische Ministerpräsident Hans Eichel ( SPD ) hat am Montag in Wiesbaden die Pläne der "
         "Landesregierung für den Flughafen Frankfurt verteidigt .",
         ["Hans Eichel", "SPD", "Wiesbaden", "Flughafen Frankfurt"]),
        ("Die Stadtverordneten von Offenbach beschlossen gestern mit den Stimmen von CDU und Grünen , das "
         "Hallenbad an der Waldstraße zu schließen .", ["Offenbach", "CDU", "Grünen", "Waldstraße"]),
        ("Eintracht Frankfurt verlor am Samstag im Waldstadion mit 1:3 gegen Werder Bremen . Trainer Dragoslav "
         "Stepanovic sprach von einer verdienten Niederlage .",
         ["Eintracht Frankfurt", "Waldstadion", "Werder Bremen", "Dragoslav Stepanovic"]),
        ("Nach Angaben der Polizei in Darmstadt wurde der 43jährige Fahrer eines Lastwagens auf der Autobahn bei "
         "Weiterstadt schwer verletzt .", ["Darmstadt", "Weiterstadt"]),
        ("Die Deutsche Bank und die Dresdner Bank wollen ihre Filialen in den neuen Ländern ausbauen , teilte ein "
         "Sprecher in Frankfurt mit .", ["Deutsche Bank", "Dresdner Bank", "Frankfurt"]),
        ("Bundeskanzler Helmut Kohl traf in Bonn mit dem französischen Präsidenten François Mitterrand zusammen . "
         "Beide sprachen über die Lage in Jugoslawien .",
         ["Helmut Kohl", "Bonn", "François Mitterrand", "Jugoslawien"]),
        ("Die Ausstellung im Städel zeigt Werke von Max Beckmann aus den Jahren 1920 bis 1933 .",
         ["Städel", "Max Beckmann"]),
    ],
    "nl": [
        ("Minister van Binnenlandse Zaken Johan Vande Lanotte ( SP ) wil de rijkswacht en de gemeentepolitie "
         "sneller laten samenwerken .", ["Binnenlandse Zaken", "Johan Vande Lanotte", "SP"]),
        ("Club Brugge heeft gisteren in het Jan Breydelstadion met 3-0 gewonnen van Standard Luik . Mbo Mpenza "
         "scoorde twee keer .", ["Club Brugge", "Jan Breydelstadion", "Standard Luik", "Mbo Mpenza"]),
        ("In Antwerpen betoogden zaterdag zowat 5.000 mensen tegen het Vlaams Blok . De politie meldde geen "
         "incidenten .", ["Antwerpen", "Vlaams Blok"]),
        ("Het Gentse bedrijf Barco ontslaat 300 werknemers in Kortrijk , meldt vakbond ACV .",
         ["Barco", "Kortrijk", "ACV"]),
        ("Volgens professor Marc Hooghe van de KU Leuven stemmen jongeren steeds vaker op kleine partijen .",
         ["Marc Hooghe", "KU Leuven"]),
        ("De Nederlandse premier Wim Kok en zijn Belgische collega Guy Verhofstadt ontmoetten elkaar in Den Haag .",
         ["Wim Kok", "Guy Verhofstadt", "Den Haag"]),
    ],
    "es": [
        ("Bilbao , 23 may ( EFE ) .- El lehendakari , Juan José Ibarretxe , se reunió hoy con representantes de "
         "la patronal Confebask en la sede del Gobierno vasco en Vitoria .",
         ["Bilbao", "EFE", "Juan José Ibarretxe", "Confebask", "Gobierno vasco", "Vitoria"]),
        ("El Atlético de Madrid perdió por 2-1 en el estadio de Mestalla ante el Valencia , con goles de Mendieta "
         "y Claudio López .", ["Atlético de Madrid", "Mestalla", "Valencia", "Mendieta", "Claudio López"]),
        ("La Guardia Civil detuvo ayer en Algeciras a tres personas que transportaban 500 kilos de hachís en una "
         "lancha .", ["Guardia Civil", "Algeciras"]),
        ("El presidente de Telefónica , Juan Villalonga , anunció que la compañía entrará en el mercado de Brasil "
         "a través de Telesp .", ["Telefónica", "Juan Villalonga", "Brasil", "Telesp"]),
        ("Según datos del Instituto Nacional de Estadística ( INE ) , el paro bajó en Andalucía y Extremadura "
         "durante el mes de abril .", ["Instituto Nacional de Estadística", "INE", "Andalucía", "Extremadura"]),
        ("La ministra de Sanidad , Celia Villalobos , visitó el Hospital Virgen del Rocío de Sevilla .",
         ["Sanidad", "Celia Villalobos", "Hospital Virgen del Rocío", "Sevilla"]),
    ],
    "it": [
        ("Il presidente del Consiglio Giuliano Amato ha incontrato ieri a Palazzo Chigi i segretari di Cgil , "
         "Cisl e Uil .", ["Giuliano Amato", "Palazzo Chigi", "Cgil", "Cisl", "Uil"]),
        ("La Juventus ha battuto 2-0 la Lazio allo stadio Delle Alpi con reti di Del Piero e Inzaghi .",
         ["Juventus", "Lazio", "Delle Alpi", "Del Piero", "Inzaghi"]),
        ("I carabinieri di Palermo hanno arrestato un uomo di 45 anni accusato di estorsione ai danni di un "
         "commerciante di Bagheria .", ["Palermo", "Bagheria"]),
        ("Secondo l' Istat , l' inflazione in Lombardia e in Veneto è salita al 2,5 per cento .",
         ["Istat", "Lombardia", "Veneto"]),
        ("Il gruppo Fiat ha firmato a Torino un accordo con la General Motors , ha detto l' amministratore "
         "delegato Paolo Cantarella .", ["Fiat", "Torino", "General Motors", "Paolo Cantarella"]),
        ("Nato a Firenze nel 1946 , Roberto Benigni ha studiato a Prato prima di trasferirsi a Roma .",
         ["Firenze", "Roberto Benigni", "Prato", "Roma"]),
    ],
    "fr": [
        ("Le maire de Lyon , Grégory Doucet , a inauguré samedi une piste cyclable entre la Part-Dieu et "
         "Villeurbanne .", ["Lyon", "Grégory Doucet", "Part-Dieu", "Villeurbanne"]),
        ("L' Olympique de Marseille a battu le Stade rennais 2-0 au Vélodrome grâce à un doublé de Pierre-Emerick "
         "Aubameyang .", ["Olympique de Marseille", "Stade rennais", "Vélodrome", "Pierre-Emerick Aubameyang"]),
        ("La SNCF et la RATP ont annoncé de nouvelles perturbations en Île-de-France jeudi .",
         ["SNCF", "RATP", "Île-de-France"]),
        ("Selon le parquet de Nanterre , le suspect , un homme de 32 ans , a été placé en garde à vue .",
         ["Nanterre"]),
    ],
    "pt": [
        ("O presidente da Câmara do Porto , Rui Moreira , criticou hoje o primeiro-ministro António Costa .",
         ["Câmara do Porto", "Rui Moreira", "António Costa"]),
        ("O Benfica empatou 1-1 com o Sporting no Estádio da Luz , com um golo de Di María .",
         ["Benfica", "Sporting", "Estádio da Luz", "Di María"]),
        ("A Petrobras anunciou a descoberta de um novo campo de petróleo na bacia de Santos , no litoral de São "
         "Paulo .", ["Petrobras", "Santos", "São Paulo"]),
        ("Segundo a Polícia Federal , o empresário foi preso em Curitiba na manhã de terça-feira .",
         ["Polícia Federal", "Curitiba"]),
    ],
}
