"""Build ``spacy_sanitize/data/occupations.txt``: the occupations and public roles ``pii_detector`` marks
as DEM (TAB counts a profession as a demographic quasi-identifier: "a 45-year-old lorry driver").

Where the words come from:

* Faker's English job titles (``faker.providers.job.en_US``), their inverted forms turned round
  ("Accountant, chartered" -> "chartered accountant"; the head word alone is kept too);
* the roles of the public, legal, clinical and religious life that court judgments, reports and notes
  name people by (:data:`ROLES`, written here);
* each with its plural.

A word the TAB **train** annotator rarely marks is dropped: of the lexicon's phrases seen at least
``--min-seen`` times in TAB train, those covered by a gold mention less often than ``--min-rate``
(e.g. "judge", whose bearers TAB names by name). Dev and test are never read.

    python benchmarks/build_occupations.py [--tab ../shared/data/tab/tab_train.json]
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "spacy_sanitize" / "data" / "occupations.txt"
DEFAULT_TAB = ROOT.parent / "shared" / "data" / "tab" / "tab_train.json"

#: roles people are named by in judgments, reports, news and notes (lower case, comma-separated)
ROLES = tuple(role.strip() for role in """
governor, minister, prime minister, deputy minister, mayor, deputy mayor, councillor, alderman,
senator, member of parliament, mp, ombudsman, ambassador, consul, diplomat, civil servant,
official, public official, prosecutor, public prosecutor, chief public prosecutor,
principal public prosecutor, procurator general, attorney, district attorney, lawyer, solicitor,
barrister, advocate, notary, bailiff, trainee lawyer, legal adviser, legal officer, court clerk,
registrar, magistrate, juror, police officer, policeman, policewoman, constable, chief constable,
assistant chief constable, inspector, chief inspector, detective, sergeant, superintendent,
commissioner, gendarme, prison officer, prison guard, warden, soldier, conscript, officer,
non-commissioned officer, private, corporal, lieutenant, captain, major, colonel, commander,
commanding officer, general, admiral, pilot, sailor, marine, headmaster, headmistress,
head teacher, headteacher, teacher, primary school teacher, schoolteacher, lecturer, professor,
assistant professor, associate professor, university professor, researcher, research assistant,
student, pupil, schoolboy, schoolgirl, principal, dean, rector, tutor, doctor, physician, surgeon,
chief surgeon, general practitioner, gp, medical practitioner, psychiatrist, psychologist, nurse,
midwife, paramedic, pharmacist, dentist, radiologist, therapist, physiotherapist, social worker,
carer, care worker, caregiver, home help, priest, imam, rabbi, bishop, archbishop, pastor, vicar,
nun, monk, chaplain, cleric, journalist, editor, editor-in-chief, reporter, correspondent,
photographer, publisher, broadcaster, driver, lorry driver, truck driver, taxi driver, bus driver,
car driver, chauffeur, courier, farmer, fisherman, shepherd, watchman, security guard, guard,
caretaker, janitor, cleaner, housekeeper, builder, bricklayer, carpenter, plumber, electrician,
mechanic, welder, miner, labourer, laborer, factory worker, dairy worker, shop assistant,
shopkeeper, cashier, waiter, waitress, chef, cook, baker, butcher, hairdresser, tailor, seamstress,
accountant, bookkeeper, banker, economist, engineer, architect, translator, interpreter,
businessman, businesswoman, entrepreneur, director, managing director, manager, senior manager,
chairman, chairwoman, chairperson, president, vice-president, secretary general, director general,
self-employed, unemployed, pensioner, retiree, housewife, homemaker,
analyst, data analyst, business analyst, financial analyst, developer, software developer, web developer,
programmer, data engineer, software engineer, devops engineer, project manager, product manager, account manager,
sales manager, marketing manager, operations manager, consultant, recruiter, paralegal, intern, receptionist,
teaching assistant, customer service representative, delivery driver, warehouse worker, barista
""".replace("\n", " ").split(",") if role.strip())


#: words of those lists that are more often something else ("a general rule", "the land", "a major case")
NOT_ROLES = frozenset({"general", "major", "private", "marine", "principal", "official", "land", "make", "copy",
                       "care", "help", "home", "dean", "guard", "pilot", "commander", "officer", "sub"})


#: the functions of a court case: in a judgment "a public prosecutor", "the applicant's solicitor", "a juror"
#: name the proceedings' cast, not a description of someone, and TAB's annotators leave them
PROCEEDINGS_ROLES = frozenset({
    "prosecutor", "public prosecutor", "chief public prosecutor", "principal public prosecutor", "solicitor",
    "advocate", "barrister", "attorney", "district attorney", "lawyer", "trainee lawyer", "legal adviser",
    "legal officer", "juror", "magistrate", "bailiff", "notary", "registrar", "court clerk", "interpreter",
    "public official", "official", "civil servant", "inspector", "counsellor", "procurator general",
    "probation officer", "ambassador", "constable", "police officer", "gendarme"})


def faker_jobs() -> set[str]:
    """Faker's English job titles, inverted titles turned round, heads kept too (lower case)."""
    from faker.providers.job.en_US import Provider

    phrases: set[str] = set()
    for title in Provider.jobs:
        title = re.sub(r"\s*\(.*?\)", "", title).lower().strip()
        head, _, modifier = title.partition(", ")
        if "/" in title:
            continue
        phrases.add(head)
        if modifier:
            phrases.add(f"{modifier} {head}")
    return phrases


def plural(phrase: str) -> str:
    last = phrase.rsplit(" ", 1)[-1]
    if last.endswith(("man", "woman")):
        return phrase[: -3] + "men"
    if last.endswith(("s", "x", "ch", "sh")):
        return phrase + "es"
    if last.endswith("y") and last[-2:-1] not in "aeiou":
        return phrase[:-1] + "ies"
    return phrase + "s"


def coverage_rates(phrases: set[str], tab: Path) -> dict[str, tuple[int, int]]:
    """(times seen, times inside a gold mention) of each phrase in TAB train, whole words, any case."""
    documents = json.loads(tab.read_text(encoding="utf-8"))
    rates: dict[str, list[int]] = {}
    pattern = re.compile(r"(?i)(?<![\w-])(" + "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
                         + r")(?![\w-])")
    for document in documents:
        covered: set[int] = set()
        for mention in document["mentions"]:
            covered.update(range(mention["start_offset"], mention["end_offset"]))
        for match in pattern.finditer(document["text"]):
            seen = rates.setdefault(match.group(1).lower(), [0, 0])
            seen[0] += 1
            seen[1] += match.start() in covered
    return {phrase: (seen, hit) for phrase, (seen, hit) in rates.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tab", type=Path, default=DEFAULT_TAB)
    parser.add_argument("--min-seen", type=int, default=4)
    parser.add_argument("--min-rate", type=float, default=0.2)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    phrases = {p for p in faker_jobs() | set(ROLES) if len(p) > 2 and p not in NOT_ROLES | PROCEEDINGS_ROLES}
    phrases |= {plural(p) for p in phrases}
    dropped = []
    if args.tab.exists():
        for phrase, (seen, hit) in coverage_rates(phrases, args.tab).items():
            if seen >= args.min_seen and hit / seen < args.min_rate:
                dropped.append(f"{phrase} ({hit}/{seen})")
                phrases.discard(phrase)
    header = ("# Occupations and roles pii_detector marks as DEM (one lower-case phrase per line); built by\n"
              "# benchmarks/build_occupations.py from Faker's English job titles and the roles listed there.\n"
              f"# Dropped as rarely marked in TAB train: {', '.join(sorted(dropped)) or 'none'}\n")
    args.out.write_text(header + "\n".join(sorted(phrases)) + "\n", encoding="utf-8")
    print(f"{len(phrases)} phrases -> {args.out}; dropped {len(dropped)}: {', '.join(sorted(dropped))}")


if __name__ == "__main__":
    main()
