"""A multi-domain dev set for ``pii_detector``: hand-written templates filled by Faker in eight locales.

Court judgments are one kind of text; hospitals, agencies and companies send
clinical notes, discharge letters, e-mails, support chats, CVs, police reports,
forms, news, social posts and system logs. Each template below is written by
hand with its slots; Faker fills them (names, addresses, numbers of eight
locales), so the gold spans are exact by construction: every slot is a span
with a TAB type and, for identifiers, a finer subtype (PHONE, CARD, ...). The
set is seeded, so every run builds the same documents.

This is a *dev* set: tune on it, never on public PII benchmarks.

    python benchmarks/general_devset.py --docs 200 --out /tmp/general_dev.json
    # training documents of other templates, as a DocBin for `spacy train` (project.yml build-train-mix):
    python benchmarks/general_devset.py --train --docs 900 --seed 101 --out corpus/train_mix/synthetic_train.spacy
"""

from __future__ import annotations

import argparse
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

import harness

LOCALES = ("en_US", "en_GB", "de_DE", "fr_FR", "nl_NL", "es_ES", "it_IT", "no_NO")

#: slot -> (TAB type, subtype or None)
SLOT_TYPES: dict[str, tuple[str, str | None]] = {
    "name": ("PERSON", None), "name2": ("PERSON", None), "first": ("PERSON", None), "first2": ("PERSON", None),
    "last": ("PERSON", None), "first_lower": ("PERSON", None), "name_lower": ("PERSON", None),
    "NAME_UPPER": ("PERSON", None), "username": ("PERSON", "USERNAME"),
    "age": ("DEM", None), "job": ("DEM", None), "nationality": ("DEM", None),
    "date": ("DATETIME", None), "date2": ("DATETIME", None), "dob": ("DATETIME", None), "time": ("DATETIME", None),
    "time2": ("DATETIME", None), "iso": ("DATETIME", None), "year": ("DATETIME", None), "year2": ("DATETIME", None),
    "street": ("LOC", "ADDRESS"), "postcode": ("LOC", "ADDRESS"), "city": ("LOC", None), "country": ("LOC", None),
    "address_lines": ("LOC", "ADDRESS"),
    "company": ("ORG", None), "hospital": ("ORG", None),
    "phone": ("CODE", "PHONE"), "phone2": ("CODE", "PHONE"), "email": ("CODE", "EMAIL"), "email2": ("CODE", "EMAIL"),
    "url": ("CODE", "URL"), "ip": ("CODE", "IP"), "ip2": ("CODE", "IP"), "mac": ("CODE", "MAC"),
    "card": ("CODE", "CARD"), "iban": ("CODE", "IBAN"), "ssn": ("CODE", "NATIONAL_ID"),
    "passport": ("CODE", "PASSPORT"), "licence": ("CODE", "DRIVER_LICENSE"), "mrn": ("CODE", "MEDICAL_RECORD"),
    "account": ("CODE", "ACCOUNT"), "invoice": ("CODE", "ID"), "order": ("CODE", "ID"), "plate": ("CODE", "ID"),
    "amount": ("QUANTITY", None),
}

#: domain -> templates; "{slot}" is a span, the rest is context. Written to be hard: lower case, dialogue,
#: multi-line addresses, numbers in local formats, identifiers glued to punctuation.
TEMPLATES: dict[str, tuple[str, ...]] = {
    "clinical": (
        "Patient {name} ({age}-year-old {nationality} {job}) was admitted to {hospital} on {date}. MRN: {mrn}.",
        "DISCHARGE SUMMARY\nName: {name}\nDOB: {dob}\nAddress: {address_lines}\nPhone: {phone}\n"
        "Follow-up with Dr. {last} at {hospital} on {date2}.",
        "{first} reports chest pain since {date}. Her husband {first2} can be reached on {phone}.",
        "Pt seen {date}, c/o headache. lives alone at {street}, {city}. works as {job}. next of kin: {name2} ({phone2})",
    ),
    "email": (
        "From: {name} <{email}>\nTo: {email2}\nSubject: Invoice {invoice}\n\nHi {first},\nplease wire EUR {amount} "
        "to IBAN {iban} before {date}.\nRegards,\n{name2}\n{job}, {company}\n{phone}",
        "Dear {name},\n\nThank you for your application. Please send a copy of your passport ({passport}) to "
        "{email} by {date}.\n\nKind regards,\n{name2}\n{company}",
    ),
    "chat": (
        "[{time}] {first_lower}: hi, my card {card} was charged twice\n[{time2}] agent: sorry {first}! which email "
        "is on the account?\n[{time2}] {first_lower}: {email}, zip {postcode}",
        "{first}: can u send it to {street}? it's the blue door\n{first2}: sure, what's ur number again\n"
        "{first}: {phone}",
        "{first}, can I borrow your car on {date}? -- {first2}",
    ),
    "cv": (
        "{NAME_UPPER}\n{street} | {postcode} {city} | {phone} | {email}\nLinkedIn: {url}\n\nEXPERIENCE\n"
        "{job}, {company} ({year}-{year2})",
    ),
    "police": (
        "On {date} at approximately {time}, officers responded to {street}, {city}. The complainant, {name} "
        "(DOB {dob}), stated that a vehicle with plate {plate} had been parked outside since {date2}.",
        "Suspect: {NAME_UPPER}, {age}, {nationality}, of no fixed abode. Driving licence no. {licence}. "
        "Last known address: {address_lines}.",
    ),
    "form": (
        "Full name: {name}\nDate of birth: {dob}\nSocial Security Number: {ssn}\nPassport number: {passport}\n"
        "Bank account: {account}\nIP at signup: {ip}",
        "Name {name_lower}\naddress {street}, {postcode} {city}, {country}\ncard {card}\nemail {email}",
    ),
    "news": (
        "{name}, a {age}-year-old {job} from {city}, {country}, was arrested on {date} after police found "
        "{amount} euros in her car.",
        "{company} said on {date} that its chief executive, {name}, would step down. {last} joined in {year}.",
    ),
    "social": (
        "omg just saw {name_lower} at the airport in {city} lol. dm me @{username}",
        "happy {age}th birthday {first}!!! see u at {street} tonight",
    ),
    "logs": (
        "{iso} sshd[4121]: Failed password for {username} from {ip} port 52144 ssh2\n"
        "{iso} dhcpd: DHCPACK on {ip2} to {mac} via eth0",
        "{iso} api: user {email} logged in from {ip}; payment card {card} declined",
    ),
}


#: Other templates of the same domains, for *training* data: the dev set's templates are never trained on,
#: so the dev figures measure how a model carries over to sentences it has not seen the shape of.
TRAIN_TEMPLATES: dict[str, tuple[str, ...]] = {
    "clinical": (
        "Referral: {name}, born {dob}, seen in clinic on {date}. Lives with her partner at {address_lines}.",
        "{name} is a {age} y/o {job} presenting with fever. Contact daughter {first} on {phone}. MRN {mrn}.",
        "Nursing note {date}: pt {last} refused meds. Family ({name2}) informed by phone, {phone2}.",
    ),
    "email": (
        "Hi {first},\n\nthe contract is attached. My new number is {phone} and my address is {street}, "
        "{postcode} {city}.\n\nBest,\n{name}",
        "Subject: refund\n\n{name} ({email}) asks that EUR {amount} be paid back to account {account}.",
    ),
    "chat": (
        "[{time}] {first_lower}: did u get my mail at {email}?\n[{time2}] {first2}: yes! will call u on {phone}",
        "{first}: hey it's {name}, I moved to {city} last week\n{first2}: nice!! whats the address\n{first}: {street}",
    ),
    "cv": (
        "Curriculum vitae\n{name}\nBorn {dob} in {city}, {nationality}\n{email} | {phone}\n"
        "{year}-{year2}: {job} at {company}",
    ),
    "police": (
        "Incident {invoice}: at {time} on {date} {NAME_UPPER} ({age}) was stopped on {street}. ID card {passport}.",
        "Witness {name}, {job}, of {address_lines}, tel. {phone}, states she saw the van on {date}.",
    ),
    "form": (
        "Applicant: {name}\nNationality: {nationality}\nAddress: {street}\nPostcode: {postcode}\nCity: {city}\n"
        "Phone: {phone}\nIBAN: {iban}",
        "CUSTOMER {NAME_UPPER} | DOB {dob} | card {card} | licence {licence} | email {email}",
    ),
    "news": (
        "Police in {city} named the victim as {name}, {age}, a {job} who had lived in {country} since {year}.",
        "{name}, head of {company}, told reporters on {date} that {last} would not comment.",
    ),
    "social": (
        "can't believe {first_lower} from {city} got married 😍 congrats @{username}",
        "{name_lower} owes me EUR {amount} lol, ping me @{username} or {email}",
    ),
    "logs": (
        "{iso} auth: invalid user {username} from {ip} port 22\n{iso} auth: accepted password for {username} "
        "from {ip2} port 22",
        "{iso} shop: order {order} by {email} shipped to {street}, {city}; card {card}",
    ),
}


@dataclass
class Filler:
    """Values for the slots of one document, from one Faker locale (numbers valid where checkable)."""

    fake: Any
    rng: random.Random
    chosen: dict[str, str] = field(default_factory=dict)

    values: dict[str, Callable[[Filler], str]] = field(default_factory=dict)

    def value(self, slot: str) -> str:
        """A slot's value; a slot named twice in a template is the same person, number or place,
        ``slot#2`` another one of the same kind."""
        if slot not in self.chosen:
            kind = slot.split("#")[0]
            self.chosen[slot] = (self.values.get(kind) or _VALUES[kind])(self)
        return self.chosen[slot]


def _passport(f: Filler) -> str:
    return f.rng.choice(string.ascii_uppercase) + "".join(f.rng.choice(string.digits) for _ in range(8))


def _ssn(f: Filler) -> str:
    try:
        return str(f.fake.ssn())
    except AttributeError:
        return str(f.fake["en_US"].ssn())


# fixed ranges, not "the last three years": the same seed gives the same documents on any day
_START, _END = date(2021, 1, 1), date(2025, 12, 31)
_BORN, _ADULT = date(1935, 1, 1), date(2006, 12, 31)
_LOG_START, _LOG_END = datetime(2024, 1, 1), datetime(2025, 12, 31)

_VALUES: dict[str, Callable[[Filler], str]] = {
    "name": lambda f: f.fake.name(), "name2": lambda f: f.fake.name(), "first": lambda f: f.fake.first_name(),
    "first2": lambda f: f.fake.first_name(), "last": lambda f: f.fake.last_name(),
    "first_lower": lambda f: f.fake.first_name().lower(), "name_lower": lambda f: f.fake.name().lower(),
    "NAME_UPPER": lambda f: f.fake.name().upper(), "username": lambda f: f.fake.user_name(),
    "age": lambda f: str(f.rng.randint(19, 88)), "job": lambda f: f.fake.job().split(",")[0].lower(),
    "nationality": lambda f: f.rng.choice(["Norwegian", "Polish", "Turkish", "Brazilian", "Irish", "Moroccan",
                                          "Dutch", "Vietnamese"]),
    "date": lambda f: f.fake.date_between(_START, _END).strftime(f.rng.choice(["%d %B %Y", "%B %d, %Y", "%d/%m/%Y"])),
    "date2": lambda f: f.fake.date_between(_START, _END).strftime("%d.%m.%Y"),
    "dob": lambda f: f.fake.date_between(_BORN, _ADULT).strftime(f.rng.choice(["%d/%m/%Y", "%Y-%m-%d"])),
    "time": lambda f: f"{f.rng.randint(0, 23):02d}:{f.rng.randint(0, 59):02d}",
    "time2": lambda f: f"{f.rng.randint(0, 23):02d}:{f.rng.randint(0, 59):02d}",
    "iso": lambda f: f.fake.date_time_between(_LOG_START, _LOG_END).isoformat(timespec="seconds"),
    "year": lambda f: str(f.rng.randint(1995, 2012)), "year2": lambda f: str(f.rng.randint(2013, 2024)),
    "street": lambda f: f.fake.street_address(), "postcode": lambda f: f.fake.postcode(),
    "city": lambda f: f.fake.city(), "country": lambda f: f.fake.current_country(),
    "address_lines": lambda f: f.fake.address().replace("\n", ", " if f.rng.random() < 0.5 else "\n"),
    "company": lambda f: f.fake.company(), "hospital": lambda f: f"{f.fake.city()} General Hospital",
    "phone": lambda f: f.fake.phone_number(), "phone2": lambda f: f.fake.phone_number(),
    "email": lambda f: f.fake.email(), "email2": lambda f: f.fake.company_email(), "url": lambda f: f.fake.url(),
    "ip": lambda f: f.fake.ipv4(), "ip2": lambda f: f.fake.ipv4_private(), "mac": lambda f: f.fake.mac_address(),
    "card": lambda f: f.fake.credit_card_number(), "iban": lambda f: f.fake.iban(), "ssn": _ssn,
    "passport": _passport, "licence": lambda f: f.fake.bothify("??######").upper(),
    "mrn": lambda f: f.fake.bothify("######"), "account": lambda f: f.fake.bban(),
    "invoice": lambda f: f.fake.bothify("INV-####-??").upper(), "order": lambda f: f.fake.bothify("#########"),
    "plate": lambda f: f.fake.license_plate(), "amount": lambda f: f"{f.rng.randint(2, 900) * 50:,}",
}
_SLOT = re.compile(r"\{(\w+)(#\d+)?\}")


def fill(template: str, filler: Filler, case: Callable[[str], str] | None = None,
         slots: dict[str, tuple[str, str | None]] | None = None) -> tuple[str, list[dict[str, Any]]]:
    """The text of ``template`` with its slots filled, and one gold mention per slot.

    ``{name#2}`` is a second, different value of the slot ``name`` (table rows, lists); ``case``
    rewrites every piece (literal and value) before offsets are counted, so an upper-cased
    ``ß`` that becomes ``SS`` keeps the gold aligned; ``slots`` adds slot types to ``SLOT_TYPES``.
    """
    slot_types = {**SLOT_TYPES, **(slots or {})}
    parts: list[str] = []
    mentions: list[dict[str, Any]] = []
    cursor = length = 0
    for match in _SLOT.finditer(template):
        literal = template[cursor:match.start()]
        literal = case(literal) if case else literal
        parts.append(literal)
        length += len(literal)
        value = filler.value(match.group(1) + (match.group(2) or ""))
        value = case(value) if case else value
        label, subtype = slot_types[match.group(1)]
        mentions.append({"start_offset": length, "end_offset": length + len(value), "entity_type": label,
                         "subtype": subtype, "span_text": value, "identifier_type": "DIRECT" if label in
                         ("PERSON", "CODE") else "QUASI"})
        parts.append(value)
        length += len(value)
        cursor = match.end()
    tail = template[cursor:]
    parts.append(case(tail) if case else tail)
    return "".join(parts), mentions


def build(n_docs: int, seed: int = 0, templates: dict[str, tuple[str, ...]] | None = None) -> list[dict[str, Any]]:
    """``n_docs`` documents, cycling through domains and locales (``templates``: default the dev set's)."""
    templates = templates or TEMPLATES
    from faker import Faker

    rng = random.Random(seed)
    random.seed(seed)  # a few Faker providers draw from the global generator
    Faker.seed(seed)
    fakers = {locale: Faker(locale) for locale in LOCALES}
    for offset, fake in enumerate(fakers.values()):
        fake.seed_instance(seed + offset)
    domains = sorted(templates)
    docs = []
    for i in range(n_docs):
        domain = domains[i % len(domains)]
        locale = LOCALES[(i // len(domains)) % len(LOCALES)]
        filler = Filler(fakers[locale], rng)
        text, mentions = fill(rng.choice(templates[domain]), filler)
        docs.append({"doc_id": f"{domain}-{locale}-{i:04d}", "domain": domain, "locale": locale, "text": text,
                     "mentions": mentions})
    return docs


def write_docbin(records: list[dict[str, Any]], path: Path, lang: str = "en") -> None:
    """The documents as a DocBin with ``doc.ents`` (TAB types): training data for spaCy's ``ner``,
    tokenized as a pipeline of ``lang`` will tokenize them."""
    import spacy
    from spacy.tokens import DocBin
    from spacy.util import filter_spans

    nlp = spacy.blank(lang)
    docbin = DocBin(store_user_data=True)
    for record in records:
        doc = nlp.make_doc(record["text"])
        spans = [doc.char_span(m["start_offset"], m["end_offset"], label=m["entity_type"], alignment_mode="expand")
                 for m in record["mentions"]]
        doc.ents = filter_spans([s for s in spans if s is not None])
        docbin.add(doc)
    path.parent.mkdir(parents=True, exist_ok=True)
    docbin.to_disk(path)


def devset_parser(doc: str | None, out: Path, docs: int, docs_help: str, lang: str = "en") -> argparse.ArgumentParser:
    """The command line every dev-set generator shares: how many documents, the seed, --train, --lang."""
    parser = harness.parser(doc, out=out)
    parser.add_argument("--docs", type=int, default=docs, help=docs_help)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--lang", default=lang, help="tokenize a DocBin as a pipeline of this language would")
    parser.add_argument("--train", action="store_true",
                        help="the training templates (never the dev set's), written as a .spacy DocBin with doc.ents")
    return parser


def save(docs: list[dict[str, Any]], out: Path, docbin: bool, lang: str) -> None:
    """The documents as a DocBin (training or selection data) or as JSON (a dev set), and a one-line summary."""
    if docbin:
        write_docbin(docs, out, lang=lang)
    else:
        harness.write_json(out, docs)
    print(json.dumps({"docs": len(docs), "mentions": sum(len(d["mentions"]) for d in docs), "out": str(out)}))


def main() -> None:
    harness.fixed_hash_seed()
    args = devset_parser(__doc__, Path("/tmp/general_dev.json"), 200, "documents").parse_args()
    docs = build(args.docs, args.seed, templates=TRAIN_TEMPLATES if args.train else None)
    save(docs, args.out, args.train, args.lang)


if __name__ == "__main__":
    main()
