"""Dev and training documents in Spanish, Dutch, German, Italian, French and Portuguese for ``pii_detector``.

Hand-written templates per language (news, letters, clinical notes, police reports, chats), filled by
Faker in that language's locales (es_ES, es_MX, nl_NL, nl_BE, de_DE, de_AT, it_IT, fr_FR, pt_PT,
pt_BR), with dates written the language's way by Babel (CLDR): ``3 de marzo de 1999``, ``3. März
1999``. Every slot is a gold span; honorifics (``Sr.``, ``Frau``, ``dhr.``) stay outside the name, as in
the news NER sets of these languages. The templates carry the language's traps: capitalised German
nouns, particles (``de``, ``van``, ``von``, ``di``) inside names, dates in words, days of the week.

Dev and training documents come from different templates (``DEV``, ``TRAIN``). This is a dev set: tune
on it, never on public NER or PII benchmark sets.

    python benchmarks/languages_devset.py --docs 100 --out /tmp/languages_dev.json     # 100 per language
    python benchmarks/languages_devset.py --train --docs 400 --seed 303 --out corpus/train_multi/languages.spacy
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import general_devset
import harness
from general_devset import Filler

LOCALES: dict[str, tuple[str, ...]] = {
    "es": ("es_ES", "es_MX"), "nl": ("nl_NL", "nl_BE"), "de": ("de_DE", "de_AT"), "it": ("it_IT",),
    "fr": ("fr_FR",), "pt": ("pt_PT", "pt_BR"),
}
NUMERIC_DATE = {"es": "%d/%m/%Y", "nl": "%d-%m-%Y", "de": "%d.%m.%Y", "it": "%d/%m/%Y", "fr": "%d/%m/%Y",
                "pt": "%d/%m/%Y"}
SLOTS: dict[str, tuple[str, str | None]] = {
    "date_words": ("DATETIME", None), "date_words2": ("DATETIME", None), "weekday": ("DATETIME", None),
    "national_id": ("CODE", "NATIONAL_ID"),
}
_START, _END = date(1990, 1, 1), date(2025, 12, 31)


def _date_words(f: Filler) -> str:
    from babel.dates import format_date

    return str(format_date(f.fake.date_between(_START, _END), format="long", locale=f.fake.locales[0]))


def _weekday(f: Filler) -> str:
    from babel.dates import format_date

    return str(format_date(f.fake.date_between(_START, _END), format="EEEE", locale=f.fake.locales[0]))


def _national_id(f: Filler) -> str:
    for method in ("nif", "ssn", "vat_id"):
        if hasattr(f.fake, method):
            return str(getattr(f.fake, method)())
    return f.fake.bothify("########?").upper()


VALUES: dict[str, Callable[[Filler], str]] = {
    "date_words": _date_words, "date_words2": _date_words, "weekday": _weekday, "national_id": _national_id,
    "country": lambda f: f.fake.country(),
    "date": lambda f: f.fake.date_between(_START, _END).strftime(f.chosen.get("_numeric", "%d/%m/%Y")),
    "job": lambda f: f.fake.job().split(",")[0],
}

DEV: dict[str, tuple[str, ...]] = {
    "es": (
        "{city}, {date_words} - El presidente de {company}, {name}, anunció el {weekday} que la empresa abrirá "
        "una nueva fábrica en {city2}. Según {last}, el proyecto creará cientos de empleos en la región.",
        "Estimado Sr. {last}:\nLe confirmamos la cita del {date_words} en nuestra oficina de {street}, {postcode} "
        "{city}. Para cualquier consulta llame al {phone} o escriba a {email}.\nAtentamente,\n{name2}",
        "Paciente: {name}, {age} años, DNI {national_id}. Ingresa el {date} en el Hospital de {city} por dolor "
        "torácico. Vive con su hija {first} en {street}.",
        "{first}: oye, ¿vienes el {weekday} a casa de {first2}?\n{first2}: sí, estaré en {city} desde el "
        "{date_words}",
    ),
    "nl": (
        "{city}, {date_words} - De directeur van {company}, {name}, heeft {weekday} bekendgemaakt dat het bedrijf "
        "een nieuwe vestiging opent in {city2}. Volgens {last} levert dat honderden banen op.",
        "Geachte heer {last},\nHierbij bevestigen wij uw afspraak op {date_words} op ons kantoor aan de {street}, "
        "{postcode} {city}. Bel bij vragen {phone} of mail naar {email}.\nMet vriendelijke groet,\n{name2}",
        "Patiënt {name} ({age} jaar), BSN {national_id}, opgenomen op {date} in het ziekenhuis van {city} met "
        "pijn op de borst. Woont samen met dochter {first} aan de {street}.",
        "{first}: kom je {weekday} langs bij {first2}?\n{first2}: ja, ik ben vanaf {date_words} in {city}",
    ),
    "de": (
        "{city}, {date_words} - Der Vorstandschef von {company}, {name}, hat am {weekday} angekündigt, dass das "
        "Unternehmen ein neues Werk in {city2} baut. Nach Angaben von {last} entstehen dadurch Hunderte "
        "Arbeitsplätze in der Region.",
        "Sehr geehrter Herr {last},\nhiermit bestätigen wir Ihren Termin am {date_words} in unserem Büro in der "
        "{street}, {postcode} {city}. Bei Fragen erreichen Sie uns unter {phone} oder {email}.\nMit freundlichen "
        "Grüßen\n{name2}",
        "Patientin {name}, {age} Jahre, wurde am {date} mit Brustschmerzen in das Klinikum {city} aufgenommen. "
        "Sie wohnt mit ihrer Tochter {first} in der {street}.",
        "{first}: Kommst du am {weekday} zu {first2}?\n{first2}: Ja, ich bin ab dem {date_words} in {city}",
    ),
    "it": (
        "{city}, {date_words} - L'amministratore delegato di {company}, {name}, ha annunciato {weekday} che "
        "l'azienda aprirà un nuovo stabilimento a {city2}. Secondo {last}, il progetto porterà centinaia di posti "
        "di lavoro.",
        "Gentile Sig. {last},\nle confermiamo l'appuntamento del {date_words} presso il nostro ufficio in "
        "{street}, {postcode} {city}. Per informazioni chiami il {phone} o scriva a {email}.\nCordiali saluti,\n"
        "{name2}",
        "Paziente {name}, {age} anni, codice fiscale {national_id}, ricoverato il {date} presso l'ospedale di "
        "{city} per dolore toracico. Vive con la figlia {first} in {street}.",
        "{first}: vieni {weekday} da {first2}?\n{first2}: sì, sarò a {city} dal {date_words}",
    ),
    "fr": (
        "{city}, {date_words} - Le PDG de {company}, {name}, a annoncé {weekday} que l'entreprise ouvrira une "
        "nouvelle usine à {city2}. Selon {last}, le projet créera des centaines d'emplois dans la région.",
        "Monsieur {last},\nNous vous confirmons votre rendez-vous du {date_words} dans nos bureaux au {street}, "
        "{postcode} {city}. Pour toute question, appelez le {phone} ou écrivez à {email}.\nCordialement,\n{name2}",
        "Patient {name}, {age} ans, NIR {national_id}, admis le {date} à l'hôpital de {city} pour douleur "
        "thoracique. Vit avec sa fille {first} au {street}.",
        "{first} : tu viens {weekday} chez {first2} ?\n{first2} : oui, je suis à {city} à partir du {date_words}",
    ),
    "pt": (
        "{city}, {date_words} - O presidente da {company}, {name}, anunciou na {weekday} que a empresa vai abrir "
        "uma nova fábrica em {city2}. Segundo {last}, o projeto vai criar centenas de empregos na região.",
        "Exmo. Sr. {last},\nConfirmamos a sua consulta de {date_words} no nosso escritório na {street}, "
        "{postcode} {city}. Para qualquer dúvida ligue {phone} ou escreva para {email}.\nCom os melhores "
        "cumprimentos,\n{name2}",
        "Doente {name}, {age} anos, internado em {date} no Hospital de {city} com dor torácica. Vive com a filha "
        "{first} na {street}.",
        "{first}: vens na {weekday} a casa da {first2}?\n{first2}: sim, estou em {city} a partir de {date_words}",
    ),
}

TRAIN: dict[str, tuple[str, ...]] = {
    "es": (
        "{name}, de {age} años, fue detenida el {date_words} en {city} tras un control de la Policía. "
        "La mujer, natural de {country}, trabajaba como {job} en {company}.",
        "El Gobierno aprobó el {weekday} una reforma de la Ley de Vivienda. La ministra {name} defendió la medida "
        "en el Congreso, mientras {name2}, portavoz de {company}, criticó el texto.",
        "Nombre: {name}\nFecha de nacimiento: {date}\nDomicilio: {street}, {postcode} {city}\nTeléfono: {phone}\n"
        "IBAN: {iban}",
        "El Sr. {last} visitó {city} en {date_words} junto a su esposa {first}. Ambos viven en {city2} desde "
        "hace diez años.",
        "Informe: el {weekday} {date_words}, a las 22:00, agentes acudieron a {street} ({city}). El denunciante, "
        "{name}, con DNI {national_id}, declaró que su vehículo había sido robado.",
        "Hola {first}, te escribo desde {city}. Mi nuevo número es {phone}. Un abrazo, {first2}",
    ),
    "nl": (
        "{name} ({age}) is op {date_words} in {city} aangehouden na een controle door de politie. De vrouw uit "
        "{country} werkte als {job} bij {company}.",
        "Het kabinet heeft {weekday} een wijziging van de Woningwet aangenomen. Minister {name} verdedigde de "
        "maatregel in de Tweede Kamer, terwijl {name2} van {company} kritiek had.",
        "Naam: {name}\nGeboortedatum: {date}\nAdres: {street}, {postcode} {city}\nTelefoon: {phone}\nIBAN: {iban}",
        "Mevrouw {last} bezocht op {date_words} {city} samen met haar man {first}. Zij wonen sinds tien jaar in "
        "{city2}.",
        "Proces-verbaal: op {weekday} {date_words} om 22.00 uur kwamen agenten naar de {street} in {city}. "
        "Aangever {name}, BSN {national_id}, verklaarde dat zijn auto was gestolen.",
        "Hoi {first}, ik schrijf je vanuit {city}. Mijn nieuwe nummer is {phone}. Groetjes, {first2}",
    ),
    "de": (
        "{name} ({age}) ist am {date_words} in {city} nach einer Kontrolle der Polizei festgenommen worden. Die "
        "Frau aus {country} arbeitete als {job} bei {company}.",
        "Die Bundesregierung hat am {weekday} eine Reform des Mietrechts beschlossen. Ministerin {name} verteidigte "
        "den Entwurf im Bundestag, während {name2} von {company} die Pläne kritisierte.",
        "Name: {name}\nGeburtsdatum: {date}\nAnschrift: {street}, {postcode} {city}\nTelefon: {phone}\nIBAN: {iban}",
        "Frau {last} besuchte am {date_words} mit ihrem Mann {first} die Stadt {city}. Beide leben seit zehn "
        "Jahren in {city2}.",
        "Bericht: Am {weekday}, {date_words}, gegen 22 Uhr wurden Beamte in die {street} in {city} gerufen. Der "
        "Anzeigeerstatter {name} gab an, sein Fahrzeug sei gestohlen worden.",
        "Hallo {first}, ich schreibe dir aus {city}. Meine neue Nummer ist {phone}. Liebe Grüße, {first2}",
    ),
    "it": (
        "{name}, {age} anni, è stata arrestata il {date_words} a {city} dopo un controllo della Polizia. La donna, "
        "originaria di {country}, lavorava come {job} presso {company}.",
        "Il Governo ha approvato {weekday} la riforma della legge sulla casa. La ministra {name} ha difeso la "
        "misura in Parlamento, mentre {name2} di {company} l'ha criticata.",
        "Nome: {name}\nData di nascita: {date}\nIndirizzo: {street}, {postcode} {city}\nTelefono: {phone}\n"
        "IBAN: {iban}",
        "La Sig.ra {last} ha visitato {city} il {date_words} con il marito {first}. Vivono a {city2} da dieci anni.",
        "Verbale: {weekday} {date_words}, alle 22:00, gli agenti sono intervenuti in {street} a {city}. Il "
        "denunciante, {name}, codice fiscale {national_id}, ha dichiarato il furto della sua auto.",
        "Ciao {first}, ti scrivo da {city}. Il mio nuovo numero è {phone}. Un abbraccio, {first2}",
    ),
    "fr": (
        "{name}, {age} ans, a été interpellée le {date_words} à {city} après un contrôle de police. Originaire de "
        "{country}, elle travaillait comme {job} chez {company}.",
        "Le gouvernement a adopté {weekday} une réforme du logement. La ministre {name} a défendu le texte à "
        "l'Assemblée nationale, tandis que {name2}, de {company}, l'a critiqué.",
        "Nom : {name}\nDate de naissance : {date}\nAdresse : {street}, {postcode} {city}\nTéléphone : {phone}\n"
        "IBAN : {iban}",
        "Mme {last} a visité {city} le {date_words} avec son mari {first}. Ils habitent à {city2} depuis dix ans.",
        "Procès-verbal : le {weekday} {date_words}, vers 22 heures, les agents se sont rendus {street} à {city}. "
        "Le plaignant, {name}, NIR {national_id}, a déclaré le vol de son véhicule.",
        "Salut {first}, je t'écris de {city}. Mon nouveau numéro est le {phone}. Bises, {first2}",
    ),
    "pt": (
        "{name}, de {age} anos, foi detida a {date_words} em {city} após uma operação da Polícia. A mulher, natural "
        "de {country}, trabalhava como {job} na {company}.",
        "O Governo aprovou na {weekday} uma reforma da lei da habitação. A ministra {name} defendeu a medida no "
        "Parlamento, enquanto {name2}, da {company}, a criticou.",
        "Nome: {name}\nData de nascimento: {date}\nMorada: {street}, {postcode} {city}\nTelefone: {phone}\n"
        "IBAN: {iban}",
        "A Sra. {last} visitou {city} em {date_words} com o marido {first}. Vivem em {city2} há dez anos.",
        "Auto de ocorrência: na {weekday}, {date_words}, pelas 22h00, os agentes deslocaram-se à {street}, em "
        "{city}. O queixoso, {name}, declarou o furto do seu veículo.",
        "Olá {first}, escrevo-te de {city}. O meu novo número é {phone}. Beijinhos, {first2}",
    ),
}

#: more training text per language: news, letters, notes, chats and reports in each language's own spelling,
#: so that the model meets the capitalised words that are not names (German nouns, sentence starts) and the
#: lower-case common nouns of the others. Written apart from the dev templates (none of their sentences or
#: their distinctive nouns).
MORE_TRAIN: dict[str, tuple[str, ...]] = {
    "es": (
        "La comunidad aprobó ayer el plan de movilidad. Las obras empezarán en {date_words} y el ayuntamiento de "
        "{city} prevé nuevas líneas de autobús y carriles bici.",
        "Según el informe anual de {company}, las ventas subieron un 12 % en {city}. La directora financiera, "
        "{name}, atribuyó el resultado a la exportación.",
        "Buenos días. Le escribo por la factura del {date}. Adjunto el justificante de pago. Quedo a la espera de "
        "su respuesta. Saludos cordiales, {name}",
        "Evolución: paciente estable, sin fiebre. Tensión normal. Se cita en consultas externas el {date_words}. "
        "Acompaña su marido {first}.",
        "{first}: vale, ¿quedamos el {weekday}? Tengo clase hasta las seis.\n{first2}: perfecto, nos vemos en "
        "{city}.",
        "Un juzgado de {city} condenó el {date_words} a {name} por estafa. La sentencia puede recurrirse.",
    ),
    "nl": (
        "De gemeente {city} investeert komend jaar in scholen en sportparken. Volgens het plan starten de "
        "werkzaamheden op {date_words}.",
        "Uit het jaarverslag van {company} blijkt dat de omzet in {city} met 12 procent steeg. Financieel "
        "directeur {name} noemde de export de oorzaak.",
        "Beste klant, wij hebben uw betaling van {date} ontvangen. Uw bestelling wordt binnen drie werkdagen "
        "verzonden. Met hartelijke groet, {name}",
        "Verloop: patiënt stabiel, geen koorts. Bloeddruk normaal. Controle op de polikliniek op {date_words}. "
        "Echtgenoot {first} is aanwezig.",
        "{first}: zullen we {weekday} afspreken? Ik heb les tot zes uur.\n{first2}: prima, tot dan in {city}.",
        "De rechtbank in {city} heeft {name} op {date_words} veroordeeld voor oplichting. Hoger beroep is mogelijk.",
    ),
    "de": (
        "Die Stadt {city} investiert im kommenden Jahr in Schulen, Sporthallen und Radwege. Laut Plan beginnen "
        "die Bauarbeiten im {date_words}, die Kosten trägt das Land.",
        "Im Geschäftsbericht von {company} steigt der Umsatz in {city} um zwölf Prozent. Finanzvorständin {name} "
        "nannte den Export und neue Kunden als Gründe.",
        "Guten Tag, wir haben Ihre Zahlung vom {date} erhalten. Ihre Bestellung wird innerhalb von drei Werktagen "
        "versandt. Die Rechnung liegt bei. Viele Grüße, {name}",
        "Verlauf: Patient stabil, kein Fieber, Blutdruck normal. Kontrolle in der Ambulanz am {date_words}. "
        "Ehefrau {first} ist informiert. Medikamente unverändert.",
        "{first}: Hast du am {weekday} Zeit? Ich habe Unterricht bis sechs.\n{first2}: Gut, Treffen wir uns in "
        "{city}.",
        "Das Amtsgericht {city} hat {name} am {date_words} wegen Betrugs verurteilt. Gegen das Urteil ist Berufung "
        "möglich, teilte die Staatsanwaltschaft mit.",
    ),
    "it": (
        "Il comune di {city} investirà il prossimo anno in scuole e piste ciclabili. Secondo il piano i lavori "
        "inizieranno a {date_words}.",
        "Dal bilancio di {company} emerge che il fatturato a {city} è cresciuto del 12 %. La direttrice "
        "finanziaria {name} ha indicato l'export come causa.",
        "Gentile cliente, abbiamo ricevuto il pagamento del {date}. L'ordine sarà spedito entro tre giorni "
        "lavorativi. Cordiali saluti, {name}",
        "Decorso: paziente stabile, apiretico. Pressione nella norma. Controllo in ambulatorio il {date_words}. "
        "Presente il marito {first}.",
        "{first}: ci vediamo {weekday}? Ho lezione fino alle sei.\n{first2}: va bene, a dopo a {city}.",
        "Il tribunale di {city} ha condannato {name} il {date_words} per truffa. Contro la sentenza è possibile "
        "ricorso in appello.",
    ),
    "fr": (
        "La ville de {city} investira l'an prochain dans les écoles et les pistes cyclables. Selon le plan, les "
        "travaux débuteront en {date_words}.",
        "D'après le rapport annuel de {company}, le chiffre d'affaires à {city} a progressé de 12 %. La directrice "
        "financière, {name}, cite l'export comme cause.",
        "Bonjour, nous avons bien reçu votre paiement du {date}. Votre commande sera expédiée sous trois jours "
        "ouvrés. Cordialement, {name}",
        "Évolution : patient stable, apyrétique. Tension normale. Contrôle en consultation le {date_words}. Son "
        "épouse {first} est présente.",
        "{first}: on se voit {weekday} ? J'ai cours jusqu'à six heures.\n{first2}: d'accord, à plus à {city}.",
        "Le tribunal correctionnel de {city} a condamné {name} le {date_words} pour escroquerie. Le jugement peut "
        "faire l'objet d'un appel.",
    ),
    "pt": (
        "A câmara de {city} vai investir no próximo ano em escolas e ciclovias. Segundo o plano, as obras começam "
        "em {date_words}.",
        "O relatório anual da {company} mostra que as vendas em {city} subiram 12 %. A diretora financeira, "
        "{name}, apontou a exportação como causa.",
        "Bom dia, recebemos o seu pagamento de {date}. A sua encomenda será enviada em três dias úteis. "
        "Cumprimentos, {name}",
        "Evolução: doente estável, apirético. Tensão normal. Consulta de controlo a {date_words}. Acompanhado pelo "
        "marido {first}.",
        "{first}: combinamos na {weekday}? Tenho aula até às seis.\n{first2}: ótimo, até já em {city}.",
        "O tribunal de {city} condenou {name} a {date_words} por burla. Da sentença cabe recurso.",
    ),
}
TRAIN = {lang: templates + MORE_TRAIN[lang] for lang, templates in TRAIN.items()}

_DERIVED = {"city2": "city#2", "date_words2": "date_words#2"}


def _tables() -> tuple[dict[str, tuple[str, str | None]], dict[str, Callable[[Filler], str]]]:
    values = dict(VALUES)
    for slot, base in _DERIVED.items():
        values[slot] = lambda f, b=base: f.value(b)
    types = dict(SLOTS)
    types["city2"] = general_devset.SLOT_TYPES["city"]
    return types, values


def build(n_per_language: int, seed: int = 0, templates: dict[str, tuple[str, ...]] | None = None,
          languages: tuple[str, ...] | None = None) -> list[dict[str, Any]]:
    """``n_per_language`` documents in each language, cycling through its locales and templates."""
    from faker import Faker

    templates = templates or DEV
    types, values = _tables()
    rng = random.Random(seed)
    random.seed(seed)
    Faker.seed(seed)
    docs = []
    for lang in languages or tuple(LOCALES):
        fakers = [Faker(locale) for locale in LOCALES[lang]]
        for offset, fake in enumerate(fakers):
            fake.seed_instance(seed + offset)
        for i in range(n_per_language):
            fake = fakers[i % len(fakers)]
            filler = Filler(fake, rng, values=values)
            filler.chosen["_numeric"] = NUMERIC_DATE[lang]
            text, mentions = general_devset.fill(templates[lang][i % len(templates[lang])], filler, None, types)
            docs.append({"doc_id": f"{lang}-{fake.locales[0]}-{i:04d}", "domain": lang, "lang": lang,
                         "locale": fake.locales[0], "text": text, "mentions": mentions})
    return docs


def main() -> None:
    harness.fixed_hash_seed()
    parser = general_devset.devset_parser(__doc__, Path("/tmp/languages_dev.json"), 100, "documents per language",
                                          lang="xx")
    parser.add_argument("--docbin", action="store_true", help="write the dev templates as a .spacy DocBin (selection set)")
    args = parser.parse_args()
    docs = build(args.docs, args.seed, TRAIN if args.train else DEV)
    general_devset.save(docs, args.out, args.train or args.docbin, args.lang)


if __name__ == "__main__":
    main()
