"""A fourteenth hand-written set, written on 2026-11-27 after the thirteenth set's rules, and scored once
before any rule looked at it: tweets, forum posts and reviews with lower-case names and handles, wire copy
with results tables and scorers' lists, notes and a discharge summary, encyclopedia biographies, and wire
copy in Spanish, Dutch, German, Italian, French and Portuguese.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold: people,
places, organisations, groups and companies, ministries and agencies included; in notes also the other PHI;
nationalities, events, leagues, products, offices and titles of works are not names here).
``handmade_devset.py --fourteenth`` scores them; their first score is kept in
``benchmarks/results/handmade_fourteenth_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FOURTEENTH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "just landed at heathrow after 14 hrs from singapore 😴 shoutout to the crew on @british_airways "
     "flight, esp. priya who found my lost headphones. off to see my nan in croydon tomorrow #jetlag",
     ["heathrow", "singapore", "@british_airways", "priya", "croydon"]),
    ("social", "Anyone else had trouble with Octopus Energy this winter? Switched from British Gas in October and "
     "my direct debit has tripled. Rang them twice, first bloke (Gareth) said it was an estimate, second one "
     "said it was a meter fault. Live in a two bed in Swindon, nothing unusual. Citizens Advice said to go to "
     "the Energy Ombudsman.",
     ["Octopus Energy", "British Gas", "Gareth", "Swindon", "Citizens Advice", "Energy Ombudsman"]),
    ("social", "@mo_salah_fan99 nah liverpool were robbed, that ref from stockport had it in for us all game\n\n"
     "@kopite_jen agreed. slot got the subs wrong tho, should've brought on jota at 60\n\n@mo_salah_fan99 jota "
     "was knackered mate, played 90 in madrid on weds",
     ["@mo_salah_fan99", "liverpool", "stockport", "@kopite_jen", "slot", "jota", "madrid"]),
    ("social", "Stayed 3 nights at the Premier Inn on Deansgate for a gig at the AO Arena. Room fine, breakfast "
     "meh. Staff at reception (shout out to Tomasz) sorted our late checkout. Walked to Spinningfields for food, "
     "Dishoom was worth the queue. Would stay again next time Manchester calls.",
     ["Premier Inn", "Deansgate", "AO Arena", "Tomasz", "Spinningfields", "Dishoom", "Manchester"]),
    ("social", "so proud of my little sister emma who just finished the great north run in 2:05!! raised £800 "
     "for macmillan 💚 next up: london marathon in april #gnr #teamemma", ["emma", "macmillan"]),
    ("news", "RUGBY UNION - IRELAND BEAT FRANCE 24-17 IN SIX NATIONS OPENER\nDUBLIN 1997-02-01\nIreland beat "
     "France 24-17 in the opening match of the Six Nations championship at Lansdowne Road on Saturday . Eric "
     "Elwood kicked four penalties and a conversion for Ireland , while Thomas Castaignede scored all of France "
     "'s points bar a try from Philippe Saint-Andre . French coach Jean-Claude Skrela said his side had \" no "
     "excuses \" .\nScorers :\nIreland - Tries : Geoghegan , Wallace . Conversion : Elwood . Penalties : Elwood "
     "4 .\nFrance - Try : Saint-Andre . Conversion : Castaignede . Penalties : Castaignede 4 .",
     ["IRELAND", "FRANCE", "DUBLIN", "Ireland", "France", "Lansdowne Road", "Eric Elwood", "Thomas Castaignede",
      "Philippe Saint-Andre", "Jean-Claude Skrela", "Geoghegan", "Wallace", "Elwood", "Saint-Andre",
      "Castaignede"]),
    ("news", "ATHLETICS - GRAND PRIX RESULTS IN OSLO\nOSLO 1996-07-05\nLeading results at the Bislett Games on "
     "Friday :\nMen 's 5,000 metres\n1. Daniel Komen ( Kenya ) 13:02.62\n2. Salah Hissou ( Morocco ) 13:04.19\n"
     "3. Bob Kennedy ( U.S. ) 13:06.12\nWomen 's 1,500 metres\n1. Svetlana Masterkova ( Russia ) 3:58.67\n2. "
     "Carla Sacramento ( Portugal ) 4:01.13\n3. Hassiba Boulmerka ( Algeria ) 4:02.40",
     ["OSLO", "Daniel Komen", "Kenya", "Salah Hissou", "Morocco", "Bob Kennedy", "U.S.", "Svetlana Masterkova",
      "Russia", "Carla Sacramento", "Portugal", "Hassiba Boulmerka", "Algeria"]),
    ("news", "Nestle to cut 2,000 jobs in restructuring\nVEVEY , Switzerland , March 3 ( Reuters ) - Nestle SA , "
     "the world 's largest food company , said on Monday it would cut about 2,000 jobs at its factories in "
     "Europe over three years . Chief Executive Laurent Freixe told analysts the cuts would mostly hit plants "
     "in France and Germany . The company 's shares rose 2.1 percent in Zurich . Union leader Marco Bianchi of "
     "the Unia trade union called the plan \" brutal \" . Nestle , which makes Nescafe and KitKat , has "
     "struggled with weak sales in North America .",
     ["Nestle", "VEVEY", "Switzerland", "Reuters", "Nestle SA", "Europe", "Laurent Freixe", "France", "Germany",
      "Zurich", "Marco Bianchi", "Unia", "North America"]),
    ("news", "Police identify man killed in Route 9 crash\nFRAMINGHAM , Mass. - State police on Tuesday "
     "identified the driver killed in a two-car crash on Route 9 as 34-year-old Derek Amaral of Marlborough . "
     "The driver of the second car , a 51-year-old Natick woman , was taken to MetroWest Medical Center with "
     "minor injuries . Middlesex District Attorney Marian Ryan said the crash remained under investigation . "
     "Amaral worked at the Whole Foods store in Framingham , a co-worker said .",
     ["Route 9", "FRAMINGHAM", "Mass.", "Derek Amaral", "Marlborough", "Natick", "MetroWest Medical Center",
      "Middlesex", "Marian Ryan", "Amaral", "Whole Foods", "Framingham"]),
    ("clinical", "nsg note 0700-1900\npt 68 yo m s/p cabg x3 on 3/14, transferred from ccu this am. a&ox3, c/o "
     "incisional pain 6/10, medicated w/ oxycodone w/ relief. lungs dim bases, ic 750. ambulated in hall x2. "
     "wife joan at bedside, updated by dr patel re: plan for d/c to home tomorrow w/ vna. joan's cell 508 555 "
     "0143. cont to monitor.", ["3/14", "joan", "patel", "508 555 0143"]),
    ("clinical", "DISCHARGE SUMMARY\nPatient: Harold Finnegan   MRN: 4482913   DOB: 02/11/1931\nAdmitted: "
     "09/28/2024   Discharged: 10/04/2024\nAttending: Margaret Osei, MD\nThe patient is a 93-year-old man from "
     "Fall River admitted with community-acquired pneumonia. He was treated with ceftriaxone and azithromycin "
     "and improved. His daughter, Kathleen Doyle, will take him home. Follow-up with his PCP Dr. Raymond Liu at "
     "Charlton Memorial Hospital in 1-2 weeks; office phone (508) 555-0172.",
     ["Harold Finnegan", "4482913", "02/11/1931", "09/28/2024", "10/04/2024", "Margaret Osei", "93",
      "Fall River", "Kathleen Doyle", "Raymond Liu", "Charlton Memorial Hospital", "(508) 555-0172"]),
    ("bio", "Wangari Maathai ( 1 April 1940 – 25 September 2011 ) was a Kenyan social , environmental and "
     "political activist who founded the Green Belt Movement . Born in Ihithe , a village in the central "
     "highlands of Kenya , she studied biology at Mount St. Scholastica College in Atchison , Kansas , and "
     "earned a doctorate from the University of Nairobi . In 2004 she became the first African woman to receive "
     "the Nobel Peace Prize . Maathai served in the National Assembly and as an assistant minister in the "
     "government of President Mwai Kibaki .",
     ["Wangari Maathai", "Green Belt Movement", "Ihithe", "Kenya", "Mount St. Scholastica College", "Atchison",
      "Kansas", "University of Nairobi", "Maathai", "National Assembly", "Mwai Kibaki"]),
    ("bio", "Sir Alf Ramsey ( 22 January 1920 – 28 April 1999 ) was an English footballer and manager who led "
     "England to victory in the 1966 World Cup . Born in Dagenham , Essex , he played as a right back for "
     "Southampton and Tottenham Hotspur , and won 32 caps . As manager of Ipswich Town he won the league title "
     "in 1962 . Ramsey was knighted in 1967 . He died in a nursing home in Ipswich .",
     ["Alf Ramsey", "England", "Dagenham", "Essex", "Southampton", "Tottenham Hotspur", "Ipswich Town", "Ramsey",
      "Ipswich"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FOURTEENTH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [
        ("Sevilla , 12 mar ( EFE ) .- El Betis ha destituido a su entrenador , Lorenzo Serra Ferrer , tras la "
         "derrota del domingo ante el Rayo Vallecano en el estadio de Vallecas . El presidente del club , Manuel "
         "Ruiz de Lopera , anunció en rueda de prensa que el técnico Jaime Quesada dirigirá al equipo hasta final "
         "de temporada . La afición verdiblanca se concentró ante el estadio Benito Villamarín para pedir la "
         "dimisión de Lopera .",
         ["Sevilla", "EFE", "Betis", "Lorenzo Serra Ferrer", "Rayo Vallecano", "Vallecas", "Manuel Ruiz de Lopera",
          "Jaime Quesada", "Benito Villamarín", "Lopera"]),
        ("Madrid , 5 oct ( EFE ) .- El Partido Popular exigió hoy al Gobierno que explique ante el Congreso la "
         "gestión de la crisis de los incendios en Galicia . La portavoz popular , Ester Muñoz , acusó a la "
         "vicepresidenta Teresa Ribera de \" mirar hacia otro lado \" . Desde el Ministerio para la Transición "
         "Ecológica se remitieron a los datos de la Xunta , que cifra en 35.000 las hectáreas quemadas en Ourense .",
         ["Madrid", "EFE", "Partido Popular", "Gobierno", "Congreso", "Galicia", "Ester Muñoz", "Teresa Ribera",
          "Ministerio para la Transición Ecológica", "Xunta", "Ourense"]),
    ],
    "nl": [
        ("AMSTERDAM - Ajax heeft zondag in de Johan Cruijff ArenA met 3-1 gewonnen van Feyenoord . Brian Brobbey "
         "scoorde twee keer , Steven Berghuis maakte de derde . Voor de Rotterdammers redde Santiago Giménez de "
         "eer . Trainer Francesco Farioli was na afloop tevreden : \" We hebben laten zien dat we er zijn . \" "
         "Ajax staat nu tweede , op vier punten van PSV .",
         ["AMSTERDAM", "Ajax", "Johan Cruijff ArenA", "Feyenoord", "Brian Brobbey", "Steven Berghuis",
          "Santiago Giménez", "Francesco Farioli", "PSV"]),
        ("De gemeenteraad van Utrecht heeft dinsdagavond ingestemd met de bouw van 2.000 woningen in de wijk "
         "Merwede . Wethouder Susanne Schilderman ( GroenLinks ) sprak van een \" historisch besluit \" . De VVD "
         "stemde tegen . Fractievoorzitter Martijn van Beek vreest dat de wijk onbetaalbaar wordt voor jonge "
         "gezinnen . Volgens het Centraal Bureau voor de Statistiek groeit de bevolking van de stad tot 2040 met "
         "100.000 inwoners .",
         ["Utrecht", "Merwede", "Susanne Schilderman", "GroenLinks", "VVD", "Martijn van Beek",
          "Centraal Bureau voor de Statistiek"]),
    ],
    "de": [
        ("Eintracht verliert in Bremen\nBREMEN . Eintracht Frankfurt hat am Samstag beim SV Werder Bremen mit 1:2 "
         "verloren . Vor 41.000 Zuschauern im Weserstadion brachte Marvin Ducksch die Gastgeber in Führung , Hugo "
         "Ekitiké glich kurz vor der Pause aus . Das Siegtor erzielte Romano Schmid in der 78. Minute . Trainer "
         "Dino Toppmöller haderte mit dem Schiedsrichter : \" Das war ein klares Foul an Ekitiké . \" Die "
         "Frankfurter empfangen am Mittwoch den VfB Stuttgart .",
         ["Eintracht", "Bremen", "BREMEN", "Eintracht Frankfurt", "SV Werder Bremen", "Weserstadion",
          "Marvin Ducksch", "Hugo Ekitiké", "Romano Schmid", "Dino Toppmöller", "Ekitiké", "VfB Stuttgart"]),
        ("OFFENBACH . Der Magistrat will die Müllgebühren im kommenden Jahr um zwölf Prozent anheben . "
         "Stadtkämmerer Gerhard Grandke ( SPD ) begründete dies am Montag mit den höheren Kosten der Deponie in "
         "Dietzenbach . Die Grünen im Stadtparlament kündigten Widerstand an . Ihr Sprecher Bernd Heckmann sagte , "
         "die Bürger dürften nicht für Fehler des Umlandverbandes Frankfurt zahlen . Auskunft erteilt das Umweltamt "
         "unter der Telefonnummer 80 65 - 24 37 .",
         ["OFFENBACH", "Gerhard Grandke", "SPD", "Dietzenbach", "Grünen", "Bernd Heckmann",
          "Umlandverbandes Frankfurt"]),
    ],
    "it": [
        ("ROMA - Il presidente della Repubblica , Sergio Mattarella , ha ricevuto ieri al Quirinale il segretario "
         "generale della Nato , Mark Rutte . Al centro del colloquio la guerra in Ucraina e le spese per la "
         "difesa . In serata Rutte ha incontrato a Palazzo Chigi la presidente del Consiglio , Giorgia Meloni , e "
         "il ministro della Difesa , Guido Crosetto . Domani sarà a Bruxelles per il vertice dei ministri degli "
         "Esteri .",
         ["ROMA", "Sergio Mattarella", "Quirinale", "Nato", "Mark Rutte", "Ucraina", "Rutte", "Palazzo Chigi",
          "Giorgia Meloni", "Guido Crosetto", "Bruxelles"]),
        ("Doppietta di Lautaro , l' Inter batte il Napoli\nMILANO - L' Inter supera 2-0 il Napoli a San Siro e si "
         "porta a un punto dalla vetta . Lautaro Martínez sblocca la partita al 23' su assist di Nicolò Barella e "
         "raddoppia nella ripresa . Antonio Conte , tecnico dei partenopei , ammette : \" Loro sono stati più "
         "cinici \" . Simone Inzaghi elogia la difesa : \" Bastoni e Acerbi sono stati perfetti \" .",
         ["Lautaro", "Inter", "Napoli", "MILANO", "San Siro", "Lautaro Martínez", "Nicolò Barella", "Antonio Conte",
          "Simone Inzaghi", "Bastoni", "Acerbi"]),
    ],
    "fr": [
        ("LYON , 14 janv ( AFP ) - L' Olympique lyonnais a annoncé mardi le départ de son directeur sportif , "
         "Vincent Ponsot , après huit ans au club . Le président John Textor a remercié \" un serviteur fidèle \" "
         ". Selon Le Progrès , Ponsot pourrait rejoindre l' AS Saint-Étienne . Le maire de Villeurbanne , Cédric "
         "Van Styvendael , a salué son action pour le football féminin .",
         ["LYON", "AFP", "Olympique lyonnais", "Vincent Ponsot", "John Textor", "Le Progrès", "Ponsot",
          "AS Saint-Étienne", "Villeurbanne", "Cédric Van Styvendael"]),
    ],
    "pt": [
        ("LISBOA , 3 fev ( Lusa ) - O primeiro-ministro , Luís Montenegro , recebeu hoje em São Bento os "
         "parceiros sociais para discutir o aumento do salário mínimo . A ministra do Trabalho , Maria do Rosário "
         "Palma Ramalho , disse aos jornalistas que o Governo quer chegar a acordo até março . A CGTP recusou "
         "assinar . O secretário-geral da UGT , Mário Mourão , mostrou-se \" moderadamente otimista \" .",
         ["LISBOA", "Lusa", "Luís Montenegro", "São Bento", "Maria do Rosário Palma Ramalho", "Governo", "CGTP",
          "UGT", "Mário Mourão"]),
    ],
}
