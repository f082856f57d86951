"""Identifiers whose format a maintained library can check: the validated source of ``pii_detector``.

A number that *looks* like a card, an IBAN or a phone number is not one; a
regex alone either misses real ones (a phone written the local way) or flags
case numbers and dates. Here a loose pattern proposes, and a validator decides:

* phone numbers of every country: ``phonenumbers`` (Google's libphonenumber
  metadata), numbers with ``+`` in any country, others in ``regions``;
* IBANs, payment cards (Luhn and issuer prefix), US SSNs and national person
  numbers (Norwegian, Swedish, Danish, Finnish, Spanish, Italian, French,
  German, Dutch, British NHS, ...): ``python-stdnum``;
* IPv4 / IPv6: the standard library's ``ipaddress``; MAC addresses;
  e-mail addresses and URLs;
* crypto-wallet ids: Bitcoin base58check and bech32 checksums, Ethereum hex;
* numbers named by their context ("MRN 483920", "account no. 12-44-981",
  "passport number X1234567"), typed by the context word.

Every candidate is CODE (TAB's type for identifying codes) with a finer
``subtype`` (PHONE, EMAIL, CARD, IBAN, ...), which the detector keeps in
``span._.pii_subtype``. A number that weak checks accept by chance (a 9-digit
BSN passes its test one time in eleven) is only taken with its context word.
"""

from __future__ import annotations

import hashlib
import importlib
import ipaddress
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from spacy.tokens import Doc
from spacy.util import registry

from .base import Candidate, doc_text
from .rules import EMAIL_PATTERN, IBAN_PATTERN, URL_PATTERN
from .word_patterns import holds_digit

LABEL = "CODE"
#: Regions whose national phone format is tried for numbers written without ``+``.
DEFAULT_REGIONS = ("US", "GB", "CA", "AU", "IE", "DE", "FR", "NL", "BE", "ES", "IT", "NO", "SE", "DK", "FI", "CH",
                   "AT", "PL", "PT", "TR")
#: python-stdnum person-number modules checked without a context word (strong checks: dates and check digits).
STRONG_NATIONAL_IDS = ("no.fodselsnummer", "se.personnummer", "dk.cpr", "fi.hetu", "es.dni", "es.nie",
                       "it.codicefiscale", "fr.nir", "de.idnr", "pl.pesel", "be.nn")
#: Modules whose check passes often by chance: taken only after a context word.
WEAK_NATIONAL_IDS = ("nl.bsn", "gb.nhs", "ca.sin", "au.tfn", "pt.nif", "us.ssn")
#: a US SSN written as one (ddd-dd-dddd) is taken without a context word; nine bare digits are not
_SSN_FORMATTED = re.compile(r"(?<![\w\-])\d{3}-\d{2}-\d{4}(?![\w\-])")

#: dates, years and year ranges ("1944-1990", a CV's "(2012 - 2015)"): never phone numbers or person numbers
_DATE_LIKE = re.compile(r"^\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4}$"
                        r"|^\(?\s*(?:1[89]|20)\d\d(?:\s*[\-\u2013]\s*(?:1[89]|20)?\d\d)?\s*\)?$")
_EMAIL = re.compile(EMAIL_PATTERN)
_URL = re.compile(URL_PATTERN)
_IPV4 = re.compile(r"(?=\d)(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]*\d)")
_IPV6 = re.compile(r"(?<![\w:])(?=[0-9A-Fa-f:]*:[0-9A-Fa-f]*:)[0-9A-Fa-f:]{2,39}(?![\w:])")
_MAC = re.compile(r"(?<![\w:\-])[0-9A-Fa-f]{2}(?:([:\-])[0-9A-Fa-f]{2})(?:\1[0-9A-Fa-f]{2}){4}(?![\w:\-])")
_IBAN = re.compile(IBAN_PATTERN)
_CARD = re.compile(r"(?=\d)(?<![\d\-])(?:\d[ \-]?){12,18}\d(?![\d\-])")
_NUMBERISH = re.compile(r"(?<![\w\-/])[A-Za-z]{0,3}\d[\dA-Za-z]*(?:[ \-./+](?=[A-Za-z]*\d)[\dA-Za-z]+){0,4}(?![\w\-/])")
_BTC_BASE58 = re.compile(r"(?<![\w])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\w])")
_BTC_BECH32 = re.compile(r"(?<![\w])(?:bc1|tb1)[02-9ac-hj-np-z]{11,71}(?![\w])", re.IGNORECASE)
#: no "/" inside: "31/1993/426/505" and "61949/00, 62776/00" are case numbers, not phones
_PHONE_CANDIDATE = re.compile(r"(?=[+(\d])(?<![\w+\-/.])(?:\+\d|\(\d|\d)[\d().\- ]{5,22}\d(?![\w\-/]|[.,]\d)")
#: "999.168.0.1": an (invalid) address or a version, not a phone number
_DOTTED_QUAD = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
#: a shift or a span of hours in a note's heading ("NPN 1900-0700"): two times of the clock, no phone
_SHIFT = re.compile(r"^(?:[01]\d|2[0-3])[0-5]\d[ \t]?[-\u2013][ \t]?(?:[01]\d|2[0-3])[0-5]\d$")
#: digits one by one, as a standings row writes its counts ("3 2 1 0 6 2 7") and a phone is read out
_SINGLE_DIGITS = re.compile(r"\d(?: \d){4,}")
#: a decimal fraction written after a space (a standings row's winning percentage, "11 5 .688 1"): no phone
#: number groups its digits so
_SPACED_FRACTION = re.compile(r"\s\.\d")
#: the words that name a phone before its number
_PHONE_WORDS = re.compile(r"(?i)\b(?:phone|tel|telephone|call|ring|text|mobile|cell|number|whatsapp|fax)\b")
_ETH = re.compile(r"(?<![\w])0x[0-9a-fA-F]{40}(?![\w])")
#: a bare domain name with a common top-level domain ("microsoft.com", "nav.no/skjema")
_DOMAIN = re.compile(
    r"(?<![\w@.\-/])(?:[a-z0-9](?:[a-z0-9\-]{0,61}[a-z0-9])?\.)+"
    r"(?:com|org|net|edu|gov|mil|int|info|biz|io|ai|app|dev|co|uk|de|fr|nl|no|se|dk|fi|es|it|eu|ch|at|be|pl|pt|ie"
    r"|ca|au|nz|us|ru|tr|in|jp|cn|br|mx|site|online|me|tv)"
    r"(?:/[^\s<>\"\u201c\u201d]*[^\s<>\"\u201c\u201d.,;:!?)\]'])?(?![\w@\-])",
    re.IGNORECASE,
)

#: context word -> subtype of the number after it
_CONTEXTS: tuple[tuple[str, str], ...] = (
    (r"MRN|medical record (?:number|no\.?)|patient (?:id|number|no\.?)|hosp(?:ital)?\.? (?:number|no\.?)"
     r"|unit (?:number|no\.?)|case ?notes? (?:number|no\.?)", "MEDICAL_RECORD"),
    (r"passport(?: (?:number|no\.?))?", "PASSPORT"),
    (r"pager|beeper|bleep", "PHONE"),  # a clinician's pager ("pager #4421", "bleep 2231")
    (r"driver'?s? licen[cs]e(?: (?:number|no\.?))?|driving licen[cs]e(?: (?:number|no\.?))?|DL", "DRIVER_LICENSE"),
    (r"(?:bank |checking |savings )?account(?: (?:number|no\.?))?|acct\.?(?: no\.?)?|routing (?:number|no\.?)"
     r"|sort code", "ACCOUNT"),
    (r"social security(?: number| no\.?)?|SSN|national insurance(?: number| no\.?)?|NI number|NINO"
     r"|BSN|personal (?:id|identity|identification) (?:number|no\.?)|national id(?: number| no\.?)?"
     r"|tax (?:id|number|no\.?)|TIN|NHS(?: number| no\.?)?|SIN", "NATIONAL_ID"),
    (r"policy(?: (?:number|no\.?))?|claim(?: (?:number|no\.?))|member(?:ship)? (?:id|number|no\.?)"
     r"|customer (?:id|number|no\.?)|client (?:id|number|no\.?)|employee (?:id|number|no\.?)|badge (?:number|no\.?)"
     r"|invoice(?: (?:number|no\.?))?|order (?:number|no\.?)|ticket (?:number|no\.?)|case (?:id|number|no\.?)"
     r"|reference(?: (?:number|no\.?))?|ref\.?|licen[cs]e plate|registration(?: (?:number|no\.?))?"
     r"|vehicle (?:id|registration)|VIN|serial (?:number|no\.?)|ID(?: number| no\.?)?|user ?id", "ID"),
)
def context_pattern(contexts: Sequence[tuple[str, str]]) -> re.Pattern[str]:
    """One pattern for a number named by any of ``contexts`` (group ``c<i>``: which; ``value``: the number)."""
    return re.compile(
        r"\b(?:" + "|".join(f"(?P<c{i}>{pattern})" for i, (pattern, _) in enumerate(contexts)) + r")"
        r"(?:\s*(?:#|:|is|was|=)\s*|\s*\(\s*|\s+)"
        r"(?:(?:no\.?|nr\.?|n\.?[º°o]\.?|number|nummer|num[ée]ro|n[úu]mero|numero|#)\s*:?\s*)?"
        r"(?P<value>(?=[A-Za-z\-]*\d)[A-Z0-9][A-Z0-9\-/.]{2,24}[A-Z0-9](?: (?=[A-Za-z]*\d)[A-Z0-9]{2,6}){0,3})",
        re.IGNORECASE,
    )


_CONTEXT = context_pattern(_CONTEXTS)

_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _base58check(text: str) -> bool:
    number = 0
    for char in text:
        number = number * 58 + _BASE58.index(char)
    raw = number.to_bytes(25, "big") if number.bit_length() <= 200 else b""
    return len(raw) == 25 and hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def _bech32(text: str) -> bool:
    """BIP-173 / BIP-350 checksum of a segwit address."""
    text = text.lower()
    hrp, _, data = text.rpartition("1")
    if not hrp or len(data) < 6 or any(c not in _BECH32 for c in data):
        return False
    values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + [_BECH32.index(c) for c in data]
    checksum = 1
    for value in values:
        top = checksum >> 25
        checksum = (checksum & 0x1FFFFFF) << 5 ^ value
        for i, generator in enumerate((0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)):
            checksum ^= generator if (top >> i) & 1 else 0
    return checksum in (1, 0x2BC830A3)


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _stdnum(name: str) -> Any:
    return importlib.import_module(f"stdnum.{name}")


class ValidatedIdentifiers:
    """The source: candidates proposed by loose patterns and kept when a validator accepts them."""

    name = "validated"

    def __init__(self, regions: Sequence[str] = DEFAULT_REGIONS, national_ids: Sequence[str] = STRONG_NATIONAL_IDS,
                 context_ids: Sequence[str] = WEAK_NATIONAL_IDS) -> None:
        import phonenumbers  # noqa: F401 - fail at build time, naming the package, not on the first document

        self.regions = tuple(regions)
        self.national_ids = [(name, _stdnum(name)) for name in national_ids]
        self.context_ids = [(name, _stdnum(name)) for name in context_ids]
        self.ssn = _stdnum("us.ssn")
        self.contexts: tuple[tuple[str, str], ...] = _CONTEXTS
        self.context = _CONTEXT

    def set_language(self, lang: str) -> None:
        """Try the phone formats of the countries where ``lang`` is spoken first (a local number is
        read the local way before another country's), then the configured ones."""
        from .languages import language_profile

        profile = language_profile(lang)
        self.regions = profile.regions + tuple(r for r in self.regions if r not in profile.regions)
        # the language's own words for "account", "passport", "case number" before the English ones
        self.contexts = profile.code_contexts + _CONTEXTS
        self.context = context_pattern(self.contexts)

    def __call__(self, doc: Doc) -> list[Candidate]:
        text = doc_text(doc)
        found: list[Candidate] = []
        for finder in self._finders(holds_digit(text)):
            found.extend(finder(text))
        return found

    def _finders(self, digits: bool) -> list[Callable[[str], Iterator[Candidate]]]:
        """The finders in their order; without a digit in the text, those whose every pattern holds one are
        left out (most posts and many news stories hold none)."""
        if not digits:  # e-mail addresses, URLs and domains, IPv6 and MAC addresses may be letters alone
            return [self._contacts, self._network]
        # context-named numbers first: "passport: 191280342" is a PASSPORT even if some check accepts it
        return [self._in_context, self._contacts, self._network, self._payments, self._national, self._wallets,
                self._phones]

    # -- finders -----------------------------------------------------------------------
    def _contacts(self, text: str) -> Iterator[Candidate]:
        if "@" in text:
            for match in _EMAIL.finditer(text):
                yield _candidate(match.start(), match.end(), "EMAIL")
        for pattern in (_URL, _DOMAIN):
            for match in pattern.finditer(text):
                yield _candidate(match.start(), match.end(), "URL")

    def _network(self, text: str) -> Iterator[Candidate]:
        for pattern, kind in ((_IPV4, ipaddress.IPv4Address), (_IPV6, ipaddress.IPv6Address)):
            for match in pattern.finditer(text):
                try:
                    kind(match.group())
                except ValueError:
                    continue
                yield _candidate(match.start(), match.end(), "IP")
        for match in _MAC.finditer(text):
            yield _candidate(match.start(), match.end(), "MAC")

    def _payments(self, text: str) -> Iterator[Candidate]:
        from stdnum import iban, luhn

        for match in _IBAN.finditer(text):
            if iban.is_valid(match.group()):
                yield _candidate(match.start(), match.end(), "IBAN")
        for match in _CARD.finditer(text):
            digits = _digits(match.group())
            if 13 <= len(digits) <= 19 and digits[0] in "23456" and len(set(digits)) > 2 and luhn.is_valid(digits):
                yield _candidate(match.start(), match.end(), "CARD")

    def _national(self, text: str) -> Iterator[Candidate]:
        for match in _NUMBERISH.finditer(text):
            value = match.group()
            if len(_digits(value)) < 6 or _DATE_LIKE.match(value):
                continue
            if any(_valid(module, value) for _, module in self.national_ids):
                yield _candidate(match.start(), match.end(), "NATIONAL_ID")
        for match in _SSN_FORMATTED.finditer(text):
            if _valid(self.ssn, match.group()):
                yield _candidate(match.start(), match.end(), "NATIONAL_ID")

    def _wallets(self, text: str) -> Iterator[Candidate]:
        for pattern, check in ((_BTC_BASE58, _base58check), (_BTC_BECH32, _bech32), (_ETH, lambda value: True)):
            for match in pattern.finditer(text):
                if check(match.group()):
                    yield _candidate(match.start(), match.end(), "CRYPTO_WALLET")

    def _in_context(self, text: str) -> Iterator[Candidate]:
        for match in self.context.finditer(text):
            subtype = next(self.contexts[i][1] for i in range(len(self.contexts)) if match.group(f"c{i}"))
            value = match.group("value").rstrip(".")
            if subtype == "NATIONAL_ID" and not any(_valid(m, value) for _, m in self.national_ids + self.context_ids):
                subtype = "ID"  # named a national id, but no known check accepts it: still an identifier
            start = match.start("value")
            yield _candidate(start, start + len(value), subtype)

    def _phones(self, text: str) -> Iterator[Candidate]:
        """Digit runs that could be phone numbers, kept when libphonenumber finds a valid number of a region.

        A cheap pattern proposes (7 to 15 digits with the usual separators), so the library parses a
        few strings per document rather than scanning it once per region.
        """
        import phonenumbers

        for match in _PHONE_CANDIDATE.finditer(text):
            raw = match.group()
            digits = _digits(raw)
            if not 7 <= len(digits) <= 15 or _DATE_LIKE.match(raw) or _DOTTED_QUAD.match(raw) or _SHIFT.match(raw):
                continue
            if not re.search(r"[\s().\-+]", raw) and len(digits) < 10:
                continue  # a bare short number is far more often a count or a code than a phone
            if ((_SINGLE_DIGITS.fullmatch(raw) or _SPACED_FRACTION.search(raw))
                    and not _PHONE_WORDS.search(text[max(0, match.start() - 30):match.start()])):
                continue  # "Chelsea 3 2 1 0 6 2 7", "11 5 .688 1": a standings row, unless a phone is named before
            regions: Sequence[str | None] = (None,) if raw.startswith("+") else self.regions
            for region in regions:
                try:
                    number = phonenumbers.parse(raw, region)
                except phonenumbers.NumberParseException:
                    continue
                if phonenumbers.is_valid_number(number):
                    yield _candidate(match.start(), match.end(), "PHONE")
                    break


def _valid(module: Any, value: str) -> bool:
    try:
        return bool(module.is_valid(value))
    except Exception:  # a validator that chokes on a value has not validated it
        return False


def _candidate(start: int, end: int, subtype: str) -> Candidate:
    return Candidate(start, end, LABEL, ValidatedIdentifiers.name, subtype=subtype)


@registry.misc("spacy_sanitize.ValidatedIdentifiers.v1")
def make_validated_identifiers(
    regions: Sequence[str] = DEFAULT_REGIONS,
    national_ids: Sequence[str] = STRONG_NATIONAL_IDS,
    context_ids: Sequence[str] = WEAK_NATIONAL_IDS,
) -> ValidatedIdentifiers:
    """``regions``: countries whose local phone format is tried (``+`` numbers are found everywhere);
    ``national_ids``: python-stdnum modules of person numbers taken wherever they validate;
    ``context_ids``: modules whose check passes often by chance, taken only after a context word."""
    return ValidatedIdentifiers(regions=regions, national_ids=national_ids, context_ids=context_ids)
