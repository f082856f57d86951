"""Tests of the regular-expression source of ``pii_detector``.

Example sentences are hand-written in the style of ECHR judgments; expected
spans follow TAB's boundaries (see the module docstring of
``spacy_sanitize.detection.rules``). No test reads ``../shared``.
"""

import random
import time

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.detection.base import Candidate, SpanSource
from spacy_sanitize.detection.rules import GROUP_NAMES, RegexRules, make_regex_rules

TAB_TYPES = {"PERSON", "CODE", "LOC", "ORG", "DEM", "DATETIME", "QUANTITY", "MISC"}

NLP = spacy.blank("en")
RULES = RegexRules()


def spans(text: str, rules: RegexRules = RULES) -> list[tuple[str, str]]:
    """(span text, label) of every candidate, in text order."""
    return [(text[c.start:c.end], c.label) for c in rules(NLP.make_doc(text))]


# ---------------------------------------------------------------------------
# Positive examples, one block per rule group.
# ---------------------------------------------------------------------------

CASE_NUMBERS = [
    (
        "The case originated in an application (no. 36110/97) against Turkey.",
        [("36110/97", "CODE")],
    ),
    (
        "The applicants lodged applications nos. 1234/05 and 5678/06.",
        [("1234/05", "CODE"), ("5678/06", "CODE")],
    ),
    ("See application no. 10424/05, cited above.", [("10424/05", "CODE")]),
    ("It was registered under file no. 2-K-123/2001.", [("2-K-123/2001", "CODE")]),
    ("The prosecutor opened case K-1234 that day.", [("K-1234", "CODE")]),
    (
        "The court examined the files (file nos. 2004/351 and 2004/352).",
        [("2004/351", "CODE"), ("2004/352", "CODE")],
    ),
    (
        "The Commission joined them (nos. 14553-14554/89).",
        [("14553", "CODE"), ("14554/89", "CODE")],
    ),
    ("A car, registration number T61 TBX, was caught.", [("T61 TBX", "CODE")]),
    ("A vehicle with plate 470-VLT-90 was parked; the plate was new.", [("470-VLT-90", "CODE")]),
    ("A van with plate HYP5945 and a car with plate ENDING were seen.", [("HYP5945", "CODE")]),
    (
        "The decision (E. 1996/123, K. 1997/45) became final.",
        [("1996/123", "CODE"), ("1997/45", "CODE")],
    ),
]

DATES = [
    ("On 21 March 2005 the court ruled.", [("21 March 2005", "DATETIME")]),
    ("In March 2005 he moved.", [("March 2005", "DATETIME")]),
    ("He was arrested on 29 September 2008.", [("29 September 2008", "DATETIME")]),
    ("Hearings were held on 1 and 2 May 2003.", [("1 and 2 May 2003", "DATETIME")]),
    ("Hearings were held on 7, 8 and 9 May 2003.", [("7, 8 and 9 May 2003", "DATETIME")]),
    ("He was questioned on 26-28 January 1994.", [("26-28 January 1994", "DATETIME")]),
    ("The applicant was born in 1995.", [("1995", "DATETIME")]),
    ("Such practices were common in the 1990s.", [("1990s", "DATETIME")]),
    ("He moved there in the mid-1960s.", [("mid-1960s", "DATETIME")]),
    (
        "He arrived at 10.30 a.m. and left at 5 p.m.",
        [("10.30 a.m.", "DATETIME"), ("5 p.m.", "DATETIME")],
    ),
    ("The decision of 21.03.2005 was served.", [("21.03.2005", "DATETIME")]),
    (
        "The letters were dated 16 June and 30 July 1986.",
        [("16 June", "DATETIME"), ("30 July 1986", "DATETIME")],
    ),
    (
        "He worked there between 1 January 1993 and 9 December 1994.",
        [("between 1 January 1993 and 9 December 1994", "DATETIME")],
    ),
    ("She was harassed between 1990 and 1992.", [("between 1990 and 1992", "DATETIME")]),
    ("He was on sick leave from 1996 to 2001.", [("from 1996 to 2001", "DATETIME")]),
    ("He worked as a driver (1973 to 1974).", [("1973 to 1974", "DATETIME")]),
    ("The trial took place in 1985-86.", [("1985-86", "DATETIME")]),
    ("They met during the summer of 1988.", [("summer of 1988", "DATETIME")]),
    ("He moved to Sweden in early 2001.", [("early 2001", "DATETIME")]),
    ("The trial took place between March and June 1994.", [("March and June 1994", "DATETIME")]),
    ("He was released on Monday 9 January 1989.", [("Monday 9 January 1989", "DATETIME")]),
    (
        "The benefit was claimed for the years 1995/6 and 1996/7.",
        [("years 1995/6 and 1996/7", "DATETIME")],
    ),
    ("It concerned his bankruptcy in 1987/88.", [("1987/88", "DATETIME")]),
    (
        "He was arrested on 9 January 1989 at 6.30 a.m.",
        [("9 January 1989", "DATETIME"), ("6.30 a.m.", "DATETIME")],
    ),
]

DURATIONS = [
    ("He was detained for three years.", [("three years", "DATETIME")]),
    ("The proceedings lasted 18 months.", [("18 months", "DATETIME")]),
    ("He was held for two days.", [("two days", "DATETIME")]),
    ("He was sentenced to five years' imprisonment.", [("five years", "DATETIME")]),
    ("He was sentenced to six years\u2019 imprisonment.", [("six years", "DATETIME")]),
    (
        "He was detained for four days, six hours and twenty-five minutes.",
        [("four days, six hours and twenty-five minutes", "DATETIME")],
    ),
    ("Two months later he was released.", [("Two months later", "DATETIME")]),
    ("It permits abortion up to twenty-two weeks.", [("twenty-two weeks", "DATETIME")]),
    ("He had worked there for more than 20 years.", [("more than 20 years", "DATETIME")]),
    ("A two-day hearing was fixed.", [("two-day", "DATETIME")]),
    ("He recommended a tariff of 12-13 years.", [("12-13 years", "DATETIME")]),
]

MONEY = [
    ("He claimed EUR 5,000 in damages.", [("EUR 5,000", "QUANTITY")]),
    ("He claimed 5,000 euros in damages.", [("5,000 euros", "QUANTITY")]),
    ("He claimed 10,000 Turkish liras (TRL).", [("10,000 Turkish liras (TRL)", "QUANTITY")]),
    ("He was fined USD 200.", [("USD 200", "QUANTITY")]),
    ("He was fined \u00a3250.", [("\u00a3250", "QUANTITY")]),
    ("He requested GBP 34 million.", [("GBP 34 million", "QUANTITY")]),
    ("He paid 100 pounds sterling (GBP).", [("100 pounds sterling (GBP)", "QUANTITY")]),
    (
        "The authority attached SEK 9,128 (approximately EUR 950) from his account.",
        [("SEK 9,128 (approximately EUR 950)", "QUANTITY")],
    ),
    ("He claimed 250,000 Swedish kronor.", [("250,000 Swedish kronor", "QUANTITY")]),
]

MEASURES = [
    ("He owned 10% of the shares.", [("10%", "QUANTITY")]),
    ("He owned 40 % of the flats.", [("40 %", "QUANTITY")]),
    ("The village is 3 km away.", [("3 km", "QUANTITY")]),
    ("The plot measured 150 square metres.", [("150 square metres", "QUANTITY")]),
    ("The plot measured 13,208 sq. m, in total.", [("13,208 sq. m", "QUANTITY")]),
    ("He had a bruise of 2 x 1 cm on his arm.", [("2 x 1 cm", "QUANTITY")]),
    ("He was driving at 47 mph.", [("47 mph", "QUANTITY")]),
    ("They seized 450 grams of heroin.", [("450 grams", "QUANTITY")]),
]

CONTACTS = [
    ("Write to john.doe@example.com for details.", [("john.doe@example.com", "CODE")]),
    ("Call +44 20 7946 0958 now.", [("+44 20 7946 0958", "CODE")]),
    ("His phone 0212 123 45 67 was tapped.", [("0212 123 45 67", "CODE")]),
    ("Pay to IBAN GB82 WEST 1234 5698 7654 32.", [("GB82 WEST 1234 5698 7654 32", "CODE")]),
    ("See https://www.example.org/page?id=3.", [("https://www.example.org/page?id=3", "CODE")]),
    ("The article (www.example.com/news) was removed.", [("www.example.com/news", "CODE")]),
]

AGES = [
    ("The applicant, aged 35, was arrested.", [("aged 35", "DEM")]),
    ("The applicant, then aged seven, was sent away.", [("aged seven", "DEM")]),
    ("A 35-year-old man was arrested.", [("35-year-old", "DEM")]),
    ("He was a confident seven-year-old.", [("seven-year-old", "DEM")]),
    ("The child was three years old.", [("three years old", "DEM")]),
    (
        "They were seventeen and twenty-three years old.",
        [("seventeen and twenty-three years old", "DEM")],
    ),
]


@pytest.mark.parametrize(
    "text,expected",
    CASE_NUMBERS + DATES + DURATIONS + MONEY + MEASURES + CONTACTS + AGES,
)
def test_rule_spans(text: str, expected: list[tuple[str, str]]) -> None:
    assert spans(text) == expected


# ---------------------------------------------------------------------------
# Negatives: legal references and other numbers TAB does not annotate.
# ---------------------------------------------------------------------------

NEGATIVES = [
    "There has been a violation of Article 6 \u00a7 1 of the Convention.",
    "The Chamber decided to apply Rule 39 of the Rules of Court.",
    "See paragraph 45 above and paragraphs 12-14 below.",
    "Protocol No. 11 came into force.",
    "See the judgment of 1983, Series A no. 247-A.",
    "Law no. 4616 was promulgated.",
    "Under the 1972 Act and the Expropriation Act 1972 the land was taken.",
    "The properties Källviken 1:18 and 1:25 were sold.",
    "The jury voted by ten votes.",
    "He was born in Paris, in May, and lives there.",
    "In 2005 300 people attended.",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_no_false_positive(text: str) -> None:
    found = spans(text)
    if text.startswith("In 2005 300"):
        # "2005" is a year, but "2005 300" is not an amount.
        assert found == [("2005", "DATETIME")]
    else:
        assert found == []


def test_application_number_not_read_as_tax_year() -> None:
    # "2034/07" has the shape of "1995/6" but names no consecutive years.
    found = spans("It was lodged in 2008 (no. 2034/07).")
    assert found == [("2008", "DATETIME"), ("2034/07", "CODE")]


def test_age_wins_over_duration() -> None:
    assert spans("He was 35 years old.") == [("35 years old", "DEM")]


# ---------------------------------------------------------------------------
# Interface, registration, configuration.
# ---------------------------------------------------------------------------


def test_implements_span_source() -> None:
    rules = make_regex_rules()
    assert isinstance(rules, SpanSource)
    assert rules.name == "rules"
    cands = rules(NLP.make_doc("On 21 March 2005 he paid EUR 500."))
    assert all(isinstance(c, Candidate) and c.source == "rules" for c in cands)


def test_registered_builder() -> None:
    builder = spacy.util.registry.misc.get("spacy_sanitize.RegexRules.v1")
    rules = builder(categories=["money"])
    assert rules.categories == ["money"]


def test_builder_resolves_from_config() -> None:
    config = {
        "rules": {"@misc": "spacy_sanitize.RegexRules.v1", "categories": ["date", "case_number"]}
    }
    resolved = spacy.util.registry.resolve(config)
    assert resolved["rules"].categories == ["date", "case_number"]


def test_categories_select_groups() -> None:
    text = "On 21 March 2005 he paid EUR 500 (no. 12345/05), aged 35, for two days."
    money_only = make_regex_rules(["money"])
    assert spans(text, money_only) == [("EUR 500", "QUANTITY")]
    no_money = make_regex_rules([g for g in GROUP_NAMES if g != "money"])
    assert ("EUR 500", "QUANTITY") not in spans(text, no_money)
    assert len(spans(text)) == 5


def test_unknown_category_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="Unknown rule group"):
        make_regex_rules(["dates"])


def test_empty_text() -> None:
    assert RULES(NLP.make_doc("")) == []


# ---------------------------------------------------------------------------
# Properties.
# ---------------------------------------------------------------------------

_PIECES = [
    "no. ", "nos. ", "12345/05", "1995/6", " and ", ", ", "21 ", "March ", "2005", "May",
    "EUR ", "5,000", " euros", " years", " old", "aged ", "-year-old", "between ", "from ",
    " to ", "a.m.", "p.m.", "10.30", "%", " km", "@", "www.", "http://", "+44 ", "(", ")",
    "\u2019", "'", "-", "\u2013", ".", "\n", "\u00a3", "sq. m", "three", "twenty-", "1:18",
]
_TEXT = st.lists(
    st.one_of(st.sampled_from(_PIECES), st.text(max_size=6)), max_size=40
).map("".join)


@settings(max_examples=300, deadline=None)
@given(_TEXT)
def test_candidates_are_valid_spans(text: str) -> None:
    cands = RULES(NLP.make_doc(text))
    previous_end = 0
    for c in sorted(cands, key=lambda c: c.start):
        assert 0 <= c.start < c.end <= len(text)
        assert c.label in TAB_TYPES
        assert c.start >= previous_end  # candidates of one source never overlap
        previous_end = c.end


@pytest.mark.parametrize(
    "unit",
    ["12, ", "a.b-c+", "a.", "1-", "twenty-", "12 and ", "1/", "no. A1-1-", "1,000,"],
)
def test_adversarial_runs_stay_linear(unit: str) -> None:
    """Long runs that once made a pattern re-read the run from every start.

    A linear scan of these 60,000-character texts takes milliseconds; the
    quadratic one took tens of seconds. The bound is 200 times the normal
    time, so only a return of the quadratic behaviour can break it.
    """
    text = unit * (60_000 // len(unit))
    started = time.perf_counter()
    cands = RULES(NLP.make_doc(text))
    elapsed = time.perf_counter() - started
    assert all(0 <= c.start < c.end <= len(text) for c in cands)
    assert elapsed < 10.0


def test_long_generated_text() -> None:
    """Every planted span is found exactly, and nothing else, in a long text.

    Checks correctness at scale (no timing assertion, so it cannot flake on a
    slow machine).
    """
    rng = random.Random(7)
    months = ["January", "March", "May", "July", "September", "December"]
    templates = [
        (
            "On {d} {m} {y} the court delivered its judgment.",
            lambda d, m, y, n: f"{d} {m} {y}",
            "DATETIME",
        ),
        ("The application (no. {n}/0{d}) was lodged.", lambda d, m, y, n: f"{n}/0{d}", "CODE"),
        ("He claimed EUR {n},000 in damages.", lambda d, m, y, n: f"EUR {n},000", "QUANTITY"),
        ("He was detained for {d} days.", lambda d, m, y, n: f"{d} days", "DATETIME"),
        ("The witness, aged {d}{d}, was heard.", lambda d, m, y, n: f"aged {d}{d}", "DEM"),
        ("Article {d} of the Convention was cited.", None, None),
    ]
    parts: list[str] = []
    planted: list[tuple[int, int, str]] = []
    offset = 0
    for _ in range(3000):
        template, make_span, label = rng.choice(templates)
        values = dict(
            d=rng.randint(1, 9),
            m=rng.choice(months),
            y=rng.randint(1950, 2020),
            n=rng.randint(100, 99999),
        )
        sentence = template.format(**values) + " "
        if make_span is not None:
            span = make_span(**values)
            start = offset + sentence.index(span)
            planted.append((start, start + len(span), label))
        parts.append(sentence)
        offset += len(sentence)
    text = "".join(parts)
    found = [(c.start, c.end, c.label) for c in RULES(NLP.make_doc(text))]
    assert found == planted


# -- validated identifiers (python-stdnum, phonenumbers, ipaddress) ------------------------------------

VALIDATED_CASES = [
    ("Pay with 4095-2609-9393-4932 today.", "4095-2609-9393-4932", "CARD"),
    ("IBAN IL150120690000003111111 please.", "IL150120690000003111111", "IBAN"),
    ("Her SSN is 078-05-1126.", "078-05-1126", "NATIONAL_ID"),
    ("Fødselsnummer 15108695088 er gyldig.", "15108695088", "NATIONAL_ID"),
    ("Call (212) 555-1234 now.", "(212) 555-1234", "PHONE"),
    ("Ring +47 22 33 44 55 i morgen.", "+47 22 33 44 55", "PHONE"),
    ("Call 905-674-3793 or not.", "905-674-3793", "PHONE"),
    ("Write to jane.doe+work@example.co.uk soon.", "jane.doe+work@example.co.uk", "EMAIL"),
    ("I visited microsoft.com yesterday.", "microsoft.com", "URL"),
    ("From 192.168.0.1 and 2001:db8::1 we saw it.", "2001:db8::1", "IP"),
    ("Device 00:1A:2B:3C:4D:5E joined.", "00:1A:2B:3C:4D:5E", "MAC"),
    ("Wallet 16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ here.", "16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ", "CRYPTO_WALLET"),
    ("Send to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq please.", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
     "CRYPTO_WALLET"),
    ("Patient MRN: 483920-11 was admitted.", "483920-11", "MEDICAL_RECORD"),
    ("Check bank account 954567876544 please.", "954567876544", "ACCOUNT"),
    ("My passport number is X1234567.", "X1234567", "PASSPORT"),
]


@pytest.fixture(scope="module")
def validated():
    from spacy_sanitize.detection.validated import make_validated_identifiers

    return make_validated_identifiers()


@pytest.mark.parametrize(("text", "expected", "subtype"), VALIDATED_CASES)
def test_validated_identifiers_are_found_with_their_subtype(validated, text, expected, subtype):
    found = {(text[c.start:c.end], c.subtype) for c in validated(spacy.blank("en").make_doc(text))}
    assert (expected, subtype) in found, found


@pytest.mark.parametrize("text", [
    "Pay with 4095-2609-9393-4933 today.",  # Luhn fails
    "IBAN IL150120690000003111112 please.",  # check digits fail
    "Wallet 16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyA here.",  # base58check fails
    "From 999.168.0.1 it came.",  # not an address
    "The case of M.S. v. Sweden (no. 74/1996/693/885) and nos. 61949/00, 62776/00 63388/00.",
    "Members of the party in the years 1944-1990 and 31 December 2003 at 10.30 a.m.",
    "He was born in 1961 and paid 1250000 euros; the file had 4567 pages.",
])
def test_numbers_that_do_not_validate_are_left_alone(validated, text):
    assert validated(spacy.blank("en").make_doc(text)) == []


def test_a_validated_identifier_decides_the_span_type_and_subtype():
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    nlp.initialize()
    doc = nlp("My credit card number is 4095-2609-9393-4932 and my phone number is (212) 555-1234.")
    typed = {s.text: (s.label_, s._.pii_subtype) for s in doc.spans["pii"]}
    assert typed["4095-2609-9393-4932"] == ("CODE", "CARD")
    assert typed["(212) 555-1234"] == ("CODE", "PHONE")


# -- street addresses ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("can u send it to 48764 Howard Forge Apt. 421? it's the blue door", "48764 Howard Forge Apt. 421"),
    ("lives alone at 778 Brown Plaza, North Jenniferfurt. works as a nurse", "778 Brown Plaza, North Jenniferfurt"),
    ("Address: Lachmannallee 8/6\n82421 Perleberg\nPhone: 0151 2345", "Lachmannallee 8/6\n82421 Perleberg"),
    ("Bor i Karl Johans gate 31, 0159 Oslo nå.", "Karl Johans gate 31, 0159 Oslo"),
    ("Envoyez-le au 576, chemin Isabelle Carpentier\n64242 Joly", "576, chemin Isabelle Carpentier\n64242 Joly"),
    ("Abita in Via Roma 5, 00184 Roma da anni.", "Via Roma 5, 00184 Roma"),
    ("Write to PO Box 1234, Springfield", "PO Box 1234, Springfield"),
    ("He lived at 19 New Henderson Street. The police came.", "19 New Henderson Street"),
    ("my dog got out near the co-op on Station Road, brown lab", "Station Road"),
])
def test_street_addresses_with_postcode_and_city_are_one_span(text, expected):
    from spacy_sanitize.detection.addresses import make_street_addresses

    found = [text[c.start:c.end] for c in make_street_addresses()(spacy.blank("en").make_doc(text))]
    assert found == [expected]


@pytest.mark.parametrize("text", [
    "During 1994 and Spring 2003 the applicant complained.",
    "Article 35 § 3 of the Convention and the 5 Supreme Court judges.",
    "Julia 3 years old, offering 5 euros.",
    "In The Close of the year, the Road Traffic Act applied.",
])
def test_words_that_only_look_like_streets_are_left_alone(text):
    from spacy_sanitize.detection.addresses import make_street_addresses

    assert make_street_addresses()(spacy.blank("en").make_doc(text)) == []


# -- speakers, handles and log accounts ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("[10:02] megan: hi, my card was charged twice\n[10:03] agent: sorry!\n[10:04] megan: ok", ["megan", "megan"]),
    ("Megan: can u send it\nChristine: sure\nMegan: thanks", ["Megan", "Christine", "Megan"]),
    ("omg saw him. dm me @lucas_m lol, mail me at a@b.com", ["lucas_m"]),
    ("sshd[1]: Failed password for lucasmichael from 1.2.3.4 port 22", ["lucasmichael"]),
    ("Name: John\nPhone: 555 1234", []),  # a form's fields are not speakers
    ("which he took into account: the\nfor: all of them", []),  # wrapped sentences are not dialogue
])
def test_people_named_by_their_place_in_chats_posts_and_logs(text, expected):
    from spacy_sanitize.detection.dialogue import make_dialogue_names

    assert [text[c.start:c.end] for c in make_dialogue_names()(spacy.blank("en").make_doc(text))] == expected


def test_a_context_word_names_the_number_and_bare_nine_digits_are_no_ssn(validated):
    found = {(c.subtype) for c in validated(spacy.blank("en").make_doc("My passport: 191280342 and nothing else."))}
    assert found == {"PASSPORT"}
    assert validated(spacy.blank("en").make_doc("The file has 191280342 bytes.")) == []
