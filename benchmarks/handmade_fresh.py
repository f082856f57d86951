"""A third hand-written set, written on 2026-11-26 and scored once before any rule looked at it.

The same conventions as ``handmade_documents.py`` (every occurrence of each gold string is gold; people,
places and organisations, in notes also the other PHI), in the shapes the earlier sets had least of:
social posts with lower-case places, brands and bands; nursing notes with bracketed phones and
abbreviated hospitals; biographies with nicknames and maiden names; wire copy with lists of results; and
wire copy in German, Spanish, Dutch, Italian, French and Portuguese. ``handmade_devset.py --fresh`` scores
them; their first score is kept in ``benchmarks/results/handmade_fresh_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FRESH_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    # ---- news
    ("news", "CYCLING - VAN DER BERGHE WINS TOUR OF FLANDERS\nOUDENAARDE , Belgium 2019-04-07\n"
     "Leading results of the Tour of Flanders on Sunday :\n1. Pieter van der Berghe ( Belgium ) Jumbo 6:18:49\n"
     "2. Aurelien Costes ( France ) Groupama same time\n3. Kasper Lund ( Denmark ) Uno-X +0:04",
     ["VAN DER BERGHE", "TOUR OF FLANDERS", "OUDENAARDE", "Belgium", "Tour of Flanders", "Pieter van der Berghe",
      "Jumbo", "Aurelien Costes", "France", "Groupama", "Kasper Lund", "Denmark", "Uno-X"]),
    ("news", "SOCCER - SCOTTISH PREMIER LEAGUE RESULTS\nGLASGOW 2022-10-01\nResults of Scottish premier league "
     "matches on Saturday :\nCeltic 4 Motherwell 1\nHibernian 0 Hearts 0\nSt Mirren 2 Kilmarnock 1",
     ["SCOTTISH PREMIER LEAGUE", "GLASGOW", "Celtic", "Motherwell", "Hibernian", "Hearts", "St Mirren",
      "Kilmarnock"]),
    ("news", "NAIROBI 2021-03-12 - Kenya's central bank held its benchmark rate at 7 percent on Friday , "
     "governor Patrick Njoroge told reporters , citing pressure on the shilling .",
     ["NAIROBI", "Kenya", "Patrick Njoroge"]),
    ("news", "BASEBALL - MAJOR LEAGUE RESULTS THURSDAY\nNEW YORK 2018-06-14\nBOSTON 5 Seattle 3\n"
     "Toronto 7 BALTIMORE 2\nMinnesota 4 KANSAS CITY 1",
     ["MAJOR LEAGUE", "NEW YORK", "BOSTON", "Seattle", "Toronto", "BALTIMORE", "Minnesota", "KANSAS CITY"]),
    ("news", "Lawyers for Dmitri Orlov , the businessman held in Vienna since May , asked an Austrian court on "
     "Monday to block his extradition to Ukraine . Orlov denies the charges .",
     ["Dmitri Orlov", "Vienna", "Ukraine", "Orlov"]),
    ("news", "GOLF - LEADING SCORES AT THE IRISH OPEN\nKILLARNEY , Ireland 2016-07-02\n"
     "Leading second-round scores :\n134 Shane Devlin 66 68 , Rory Callan 67 67\n136 Anders Holmqvist ( Sweden ) 70 66",
     ["IRISH OPEN", "KILLARNEY", "Ireland", "Shane Devlin", "Rory Callan", "Anders Holmqvist", "Sweden"]),
    ("news", "The Springfield school board voted on Tuesday to rename Lincoln Elementary after former teacher "
     "Rosa Delgado , who died last year . Board chair Tom Whitaker said the vote was unanimous .",
     ["Springfield", "Lincoln Elementary", "Rosa Delgado", "Tom Whitaker"]),
    ("news", "MOTOR RACING - VERHOEVEN TAKES POLE IN BAHRAIN\nSAKHIR , Bahrain 2023-03-04\n"
     "Red Bull's Jens Verhoeven took pole position for Sunday's Bahrain Grand Prix , ahead of Ferrari's "
     "Carlos Ibarra .",
     ["VERHOEVEN", "BAHRAIN", "SAKHIR", "Bahrain", "Red Bull", "Jens Verhoeven", "Bahrain Grand Prix",
      "Ferrari", "Carlos Ibarra"]),
    # ---- social
    ("social", "ok who else is going to see arctic monkeys in glasgow next week?? me and @kirstyxo got floor tix",
     ["arctic monkeys", "glasgow", "@kirstyxo"]),
    ("social", "my nan just told me she used to work at woolworths in croydon in the 60s, legend",
     ["woolworths", "croydon"]),
    ("social", "@AmtrakHelps train 171 stuck outside baltimore for 2 hrs now no updates, thanks for nothing",
     ["@AmtrakHelps", "baltimore"]),
    ("social", "Huge shoutout to Dr. Patel at Riverside Vet for saving our pup Biscuit 🐶❤️ #grateful",
     ["Patel", "Riverside Vet"]),
    ("social", "lol kevin from accounts really thought nobody would notice him microwaving fish again",
     ["kevin"]),
    ("social", "Moving from Austin to Portland next month, any tips on neighborhoods? Working at Nike HQ",
     ["Austin", "Portland", "Nike"]),
    ("social", "just watched the new Dune movie at the AMC in Burbank, Zendaya was robbed of screen time",
     ["AMC", "Burbank", "Zendaya"]),
    ("social", "r/boston whats the best pizza in southie? my gf sarah swears by galligan's",
     ["r/boston", "southie", "sarah", "galligan's"]),
    # ---- clinical
    ("clinical", "NPN 1900-0700\nPT IS 91 YO MAN ADMITTED FROM ST ELIZABETHS W/ UROSEPSIS. SON MICHAEL "
     "(H) 781-555-0133 (W) 781-555-0190 CALLED X1, UPDATED BY RN. DNR/DNI PER HCP.",
     ["91", "ST ELIZABETHS", "MICHAEL", "781-555-0133", "781-555-0190"]),
    ("clinical", "Pt seen in f/u clinic 4/22. Referred by Dr. Abernathy from Mt Auburn. Plan: repeat echo in 6 wks, "
     "call pager #4417 w/ questions.",
     ["4/22", "Abernathy", "Mt Auburn", "4417"]),
    ("clinical", "neuro: sedated on propofol, perrl. id: afebrile, vanc/zosyn. family: wife gloria and daughter "
     "renee in, met w/ dr castellano re goals of care.",
     ["gloria", "renee", "castellano"]),
    ("clinical", "DISCHARGE SUMMARY\nPatient: Harold Finnegan  MRN: 4471902\nAdmitted: 02/11/2019  Discharged: "
     "02/19/2019\nAttending: Susan Whitcombe, MD\nFollow up with PCP Dr. Eli Rosen at Needham Family Medicine.",
     ["Harold Finnegan", "4471902", "02/11/2019", "02/19/2019", "Susan Whitcombe", "Eli Rosen",
      "Needham Family Medicine"]),
    ("clinical", "RESP: LS DIMINISHED BASES. SX FOR SM AMT WHITE. ABG 7.41/38/92. PLAN: WEAN PS AS TOL. "
     "PT'S BROTHER FRANK WILL BE HCP, LIVES IN WORCESTER.",
     ["FRANK", "WORCESTER"]),
    ("clinical", "Case mgmt: pt to d/c to Sunrise of Wellesley on Friday 3/9. Spoke w/ Tanya at facility, "
     "fax (508) 555-0112.",
     ["Sunrise of Wellesley", "3/9", "Tanya", "(508) 555-0112"]),
    ("clinical", "CV: HR 60S SB, BP 110-130/60S. GI: ABD SOFT, +BS. GU: FOLEY TO GD. SKIN: INTACT. "
     "SOCIAL: PT FROM BROCKTON, DAUGHTER LUZ VISITED THIS PM.",
     ["BROCKTON", "LUZ"]),
    # ---- bio
    ("bio", "Eleanor \"Nell\" Brightwater (née Cavanagh; 3 February 1911 – 18 August 1989) was an Irish "
     "aviator. Born in Limerick, she learned to fly at Baldonnel and in 1934 flew solo to Cape Town.",
     ["Eleanor", "Nell", "Brightwater", "Cavanagh", "Limerick", "Baldonnel", "Cape Town"]),
    ("bio", "Tomasz Zielinski (born 1982) is a Polish jazz pianist and composer. A graduate of the Academy of "
     "Music in Katowice, he leads the Zielinski Trio and has recorded for the label Anaklasis.",
     ["Tomasz Zielinski", "Academy of Music in Katowice", "Zielinski Trio", "Anaklasis"]),
    ("bio", "Amara Okafor-Lindqvist is a British-Nigerian journalist and the current editor of The Northern "
     "Review. She previously worked for Reuters in Lagos and for the BBC World Service.",
     ["Amara Okafor-Lindqvist", "The Northern Review", "Reuters", "Lagos", "BBC World Service"]),
    ("bio", "Hamid Rezaei (1950–2017) was an Iranian-born American physicist. He worked at Bell Labs and later at "
     "the University of Arizona, where the Rezaei Laboratory is named after him. He was married to the "
     "painter Joan Ellery.",
     ["Hamid Rezaei", "Bell Labs", "University of Arizona", "Rezaei Laboratory", "Joan Ellery"]),
    ("bio", "Lucía Ferreyra (born 22 November 1994) is an Argentine field hockey player. She plays club hockey "
     "for Club Atlético San Isidro and was part of the Las Leonas squad at the 2020 Summer Olympics in Tokyo.",
     ["Lucía Ferreyra", "Club Atlético San Isidro", "Las Leonas", "Tokyo"]),
    ("bio", "Bartholomew Quist was a 19th-century Norwegian shipbuilder from Bergen. His yard, Quist & Sønner, "
     "built the whaler Helga for the Svend Foyn company. Quist died in Stavanger in 1887.",
     ["Bartholomew Quist", "Bergen", "Quist & Sønner", "Helga", "Svend Foyn", "Quist", "Stavanger"]),
]

#: per language: (text, names), wire copy and notices in the shapes of each language's news
FRESH_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
 "de": [
  ("Bundeskanzler Olaf Scholz hat am Mittwoch in Paris mit dem französischen Präsidenten Emmanuel Macron "
   "über die Lage in der Ukraine gesprochen .",
   ["Olaf Scholz", "Paris", "Emmanuel Macron", "Ukraine"]),
  ("Der Vorstand der Deutschen Bahn will die Strecke zwischen Hamburg und Berlin bis 2026 sanieren , "
   "sagte Bahnchef Richard Lutz der Zeitung Die Welt .",
   ["Deutschen Bahn", "Hamburg", "Berlin", "Richard Lutz", "Die Welt"]),
  ("Frankfurt ( dpa ) - Die Polizei hat nach einem Überfall auf eine Filiale der Commerzbank im Stadtteil "
   "Bockenheim zwei Männer festgenommen .",
   ["Frankfurt", "dpa", "Commerzbank", "Bockenheim"]),
  ("Im Finale von Wimbledon unterlag Alexander Zverev dem Serben Novak Djokovic in vier Sätzen . "
   "Trainer Sergi Bruguera zeigte sich dennoch zufrieden .",
   ["Wimbledon", "Alexander Zverev", "Novak Djokovic", "Sergi Bruguera"]),
  ("Die Stadtverwaltung von München kündigte an , das Olympiastadion im Sommer für Konzerte zu öffnen . "
   "Oberbürgermeister Dieter Reiter begrüßte den Beschluss des Stadtrats .",
   ["München", "Olympiastadion", "Dieter Reiter"]),
 ],
 "es": [
  ("Lima , 14 jun ( EFE ) . El presidente de Perú , Pedro Castillo , nombró hoy a Aníbal Torres como nuevo "
   "primer ministro tras la renuncia de Mirtha Vásquez .",
   ["Lima", "EFE", "Perú", "Pedro Castillo", "Aníbal Torres", "Mirtha Vásquez"]),
  ("El Real Betis venció por 2-1 al Celta de Vigo con goles de Borja Iglesias y Nabil Fekir en el estadio "
   "Benito Villamarín .",
   ["Real Betis", "Celta de Vigo", "Borja Iglesias", "Nabil Fekir", "Benito Villamarín"]),
  ("La Guardia Civil detuvo en Algeciras a tres personas vinculadas con una red de narcotráfico que operaba "
   "entre Marruecos y la costa de Cádiz .",
   ["Guardia Civil", "Algeciras", "Marruecos", "Cádiz"]),
  ("El Banco de España elevó su previsión de crecimiento , según explicó su gobernador , Pablo Hernández de Cos .",
   ["Banco de España", "Pablo Hernández de Cos"]),
  ("Vecinos del barrio de Lavapiés protestaron ayer ante el Ayuntamiento de Madrid por la subida de los alquileres .",
   ["Lavapiés", "Ayuntamiento de Madrid"]),
 ],
 "nl": [
  ("Ajax heeft zondag in de Johan Cruijff ArenA met 3-0 gewonnen van Feyenoord . Dusan Tadic scoorde twee keer .",
   ["Ajax", "Johan Cruijff ArenA", "Feyenoord", "Dusan Tadic"]),
  ("De gemeente Utrecht wil het Griftpark vanaf volgend jaar autovrij maken , zei wethouder Lot van Hooijdonk .",
   ["Utrecht", "Griftpark", "Lot van Hooijdonk"]),
  ("Volgens het ANP heeft Philips in Eindhoven zeshonderd banen geschrapt . Topman Roy Jakobs noemde de "
   "maatregel pijnlijk maar noodzakelijk .",
   ["ANP", "Philips", "Eindhoven", "Roy Jakobs"]),
  ("Koning Willem-Alexander opende dinsdag in Groningen het nieuwe Forum , samen met burgemeester Koen Schuiling .",
   ["Willem-Alexander", "Groningen", "Forum", "Koen Schuiling"]),
  ("De Rotterdamse haven sloeg vorig jaar minder containers over door de sancties tegen Rusland , "
   "meldt Havenbedrijf Rotterdam .",
   ["Rusland", "Havenbedrijf Rotterdam"]),
 ],
 "it": [
  ("Roma , 3 mar ( ANSA ) - Il presidente della Repubblica Sergio Mattarella ha ricevuto al Quirinale il "
   "segretario generale della Nato Jens Stoltenberg .",
   ["Roma", "ANSA", "Sergio Mattarella", "Quirinale", "Nato", "Jens Stoltenberg"]),
  ("La Juventus ha battuto il Napoli per 1-0 all' Allianz Stadium grazie a un gol di Dusan Vlahovic .",
   ["Juventus", "Napoli", "Allianz Stadium", "Dusan Vlahovic"]),
  ("La procura di Palermo ha aperto un' inchiesta sulla gestione dei fondi della Regione Siciliana .",
   ["Palermo", "Regione Siciliana"]),
  ("L' amministratore delegato di Stellantis , Carlos Tavares , ha incontrato a Torino i sindacati Fiom e Fim .",
   ["Stellantis", "Carlos Tavares", "Torino", "Fiom", "Fim"]),
  ("Il sindaco di Milano Giuseppe Sala ha inaugurato la nuova linea della metropolitana fino a San Siro .",
   ["Milano", "Giuseppe Sala", "San Siro"]),
 ],
 "fr": [
  ("Paris , 12 oct ( AFP ) - Le ministre de l' Intérieur Gérald Darmanin a annoncé le renforcement des "
   "contrôles à la frontière avec l' Italie .",
   ["Paris", "AFP", "Gérald Darmanin", "Italie"]),
  ("L' Olympique de Marseille s' est imposé face au Stade Rennais grâce à un doublé de Pierre-Emerick Aubameyang .",
   ["Olympique de Marseille", "Stade Rennais", "Pierre-Emerick Aubameyang"]),
  ("La mairie de Lyon a confié la rénovation de l' Hôtel-Dieu à la société Eiffage , selon Le Progrès .",
   ["Lyon", "Hôtel-Dieu", "Eiffage", "Le Progrès"]),
  ("Mme Claire Dubois , directrice de l' école Jean-Jaurès de Lille , a reçu les parents d' élèves mardi .",
   ["Claire Dubois", "Jean-Jaurès", "Lille"]),
  ("Le groupe TotalEnergies a signé un accord avec le Qatar , a indiqué son PDG Patrick Pouyanné .",
   ["TotalEnergies", "Qatar", "Patrick Pouyanné"]),
 ],
 "pt": [
  ("Lisboa , 5 mai ( Lusa ) - O primeiro-ministro António Costa recebeu hoje em São Bento o presidente "
   "de Angola , João Lourenço .",
   ["Lisboa", "Lusa", "António Costa", "São Bento", "Angola", "João Lourenço"]),
  ("O Benfica venceu o Sporting por 2-0 no Estádio da Luz , com golos de Rafa Silva e Gonçalo Ramos .",
   ["Benfica", "Sporting", "Estádio da Luz", "Rafa Silva", "Gonçalo Ramos"]),
  ("A Petrobras anunciou no Rio de Janeiro um novo plano de investimentos , disse o presidente Jean Paul Prates .",
   ["Petrobras", "Rio de Janeiro", "Jean Paul Prates"]),
  ("A Câmara Municipal do Porto aprovou a reabilitação do Bairro do Aleixo , segundo o vereador Pedro Baganha .",
   ["Câmara Municipal do Porto", "Bairro do Aleixo", "Pedro Baganha"]),
  ("A senhora Maria Fernandes , moradora em Coimbra , denunciou à PSP o furto do seu carro .",
   ["Maria Fernandes", "Coimbra", "PSP"]),
 ],
}
