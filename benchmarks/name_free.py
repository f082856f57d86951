"""How much a detector marks in documents that name nobody: over-redaction, the complaint users make most
after leaks, measured where every mark is a false one.

The hand sets measure name precision where names are dense; a nursing note of vital signs, a post about a
train, a recipe or an office memo names no one at all, and whatever a system calls a person, a place or an
organisation there destroys text for nothing. These documents were written by hand (nursing and
intensive-care notes in capitals and in shorthand, a discharge paragraph, physiotherapy and social-work
notes, posts with title-case emphasis, a memo, a product review, a recipe, a forum notice), none from a
public benchmark. The rules of 2026-11-28 against drugs, shorthand, times and title-case emphasis were
drawn from ``NAME_FREE_DOCUMENTS``; ``NAME_FREE_CHECK_DOCUMENTS`` were written after them and are reported
apart. ``python benchmarks/name_free.py`` runs pii_detector, Presidio and spaCy's small English
NER where installed and counts, per kind, the word tokens each calls a person, place or organisation, per
100 words, and lists pii_detector's spans with ``--spans``. Writes ``benchmarks/results/name_free.json``.
"""

from __future__ import annotations

from typing import Any

import harness
from handmade_devset import NAME_LABELS, inside, systems, words

#: (kind, text): no document names a person, a place or an organisation
NAME_FREE_DOCUMENTS: list[tuple[str, str]] = [
    ("clinical", "NPN 7P-7A\nNEURO: ALERT AND ORIENTED X3, MAE, PERRLA. FOLLOWS COMMANDS. DENIES PAIN.\nCV: NSR "
     "80S-90S, NO ECTOPY. SBP 110-130. PALPABLE PEDAL PULSES.\nRESP: LS CLEAR UPPER, DIMINISHED BASES. O2 SATS "
     "95-97% ON 2L NC. NONPRODUCTIVE COUGH.\nGI: ABD SOFT, NONTENDER, +BS. TOL CLEAR LIQS. NO STOOL THIS SHIFT.\n"
     "GU: FOLEY DRAINING CLEAR YELLOW URINE 40-60CC/HR.\nID: AFEBRILE. WBC PENDING. CONT ON VANCO/ZOSYN.\nSOCIAL: "
     "FAMILY CALLED X1, UPDATED BY RN.\nPLAN: CONT TO MONITOR, ADVANCE DIET AS TOL, OOB TO CHAIR IN AM."),
    ("clinical", "Nursing Progress Note\nPt remains intubated on AC 500x14, FiO2 40%, PEEP 5. Suctioned for "
     "moderate amts thick tan secretions. ABG 7.38/42/98. Sedated on propofol, RASS -2. Cont on levophed, weaned "
     "to 0.05. Lasix 40mg IV given with good response. K repleted. Skin intact, turned q2h. Plan: SBT in AM if "
     "stable, wean pressors as tol."),
    ("clinical", "RESPIRATORY CARE NOTE: PT RECEIVED ON CPAP 5/PS 10, RR 18-22, TV 450-500. BS COARSE BILAT. SX "
     "FOR SM AMT WHITE SECRETIONS. MDI'S GIVEN AS ORDERED. WILL CONT TO FOLLOW."),
    ("clinical", "Addendum: Spoke with attending re: rising creatinine. Plan to hold ACE inhibitor, repeat BMP at "
     "2200. Family meeting scheduled for tomorrow afternoon with palliative care team. Code status remains full "
     "code."),
    ("clinical", "CCU NURSING ADMIT NOTE\nPT ADMITTED FROM CATH LAB S/P PCI TO LAD X2 STENTS. RIGHT FEMORAL SHEATH "
     "D/C'D AT 1600, HEMOSTASIS WITH MANUAL PRESSURE. SITE SOFT, NO HEMATOMA. DISTAL PULSES PALPABLE. ON "
     "INTEGRILIN GTT. HEPARIN OFF. ASA/PLAVIX/LIPITOR/LOPRESSOR STARTED. CP FREE. WIFE AT BEDSIDE, ANXIOUS, "
     "REASSURED."),
    ("clinical", "Social Work: Met with pt and daughter at bedside. Pt lives alone in a second floor apartment, "
     "independent with ADLs prior to admission. Daughter lives nearby and is willing to assist. Discussed VNA "
     "services and home safety eval. Will follow."),
    ("clinical", "Hospital course: Admitted with community acquired pneumonia. Treated with ceftriaxone and "
     "azithromycin. Blood cultures no growth to date. Discharged home in stable condition on oral antibiotics. "
     "Follow up with primary care in one week."),
    ("clinical", "PT/OT EVAL: AMBULATED 50 FT WITH ROLLING WALKER, CGA. STEADY GAIT. STAIRS NOT ATTEMPTED. "
     "RECOMMEND HOME WITH SERVICES. WILL F/U TOMORROW."),
    ("clinical", "Neuro: Lethargic but arousable to voice, oriented to self only. Moves all extremities weakly. "
     "Pupils equal and reactive. No seizure activity noted. Dilantin level pending. Neurology following, plan "
     "for EEG in am."),
    ("clinical", "ID: TMAX 101.2 PO. PAN CULTURED. STARTED ON CEFEPIME AND FLAGYL. C.DIFF SPEC SENT. CONTACT "
     "PRECAUTIONS FOR MRSA. ENDO: RISS COVERAGE, FS 180-220. HEME: HCT STABLE 28, NO TRANSFUSION."),
    ("social", "just finished my first half marathon and my legs are DEAD. worth it though!! #RunningCommunity"),
    ("social", "Does anyone know if the Bank Holiday opening hours apply to the recycling centre? Thanks in "
     "advance."),
    ("social", "Honestly the Customer Service Team were useless. Waited 45 mins on hold, then got cut off. Avoid."),
    ("social", "PSA: the Northbound platform is closed for maintenance this weekend, use the replacement bus "
     "service."),
    ("social", "LOL that Season Finale though. Did NOT see that coming. No spoilers pls"),
    ("social", "New Year, New Me. Gym membership sorted, Meal Prep Sunday done, Dry January underway."),
    ("social", "Product Review: Great Value For Money. Battery Life is excellent, Screen is Bright, Setup took 5 "
     "minutes. 4/5"),
    ("social", "ADMIN NOTE: THIS THREAD IS NOW LOCKED. PLEASE READ THE FORUM RULES BEFORE POSTING."),
    ("office", "Meeting moved to Thursday 3pm. Agenda: Q3 Budget Review, Hiring Plan, Office Move. Please confirm "
     "attendance."),
    ("office", "Hi all,\nQuick reminder that timesheets are due Friday. Late submissions will be processed next "
     "month.\nThanks,\nHR Team"),
    ("office", "Breaking: Heavy Snow Warning issued for the North, with Travel Disruption expected on Monday "
     "Morning."),
    ("office", "Step 1: Preheat Oven to 180C. Step 2: Mix Flour and Sugar. Step 3: Bake for 25 Minutes."),
]
#: written after the rules that the documents above led to, and scored once before any rule looked at them
NAME_FREE_CHECK_DOCUMENTS: list[tuple[str, str]] = [
    ("clinical", "0300 ROUNDS: PT RESTLESS, PULLING AT LINES. MITTS APPLIED. HALDOL 2MG IV X1 WITH EFFECT. SR "
     "70S, BP STABLE. UOP ADEQUATE. NO BM. SKIN: STAGE 2 SACRUM, DSG CHANGED. CONT CURRENT PLAN."),
    ("clinical", "Wound Care Note\nLeft heel pressure ulcer measures 2 x 3 cm, wound bed 80% granulation, "
     "moderate serous exudate. Cleansed with saline, Mepilex Border applied. Offloading boot in place. Review "
     "in 3 days."),
    ("clinical", "PAIN TEAM REVIEW: PCA MORPHINE 1MG BOLUS, 5 MIN LOCKOUT. PAIN SCORE 3/10 AT REST, 6/10 ON "
     "MOVEMENT. PLAN: CONVERT TO ORAL OXYCODONE WHEN TOLERATING DIET. ANTIEMETICS PRN."),
    ("clinical", "Dietitian: Pt on Ensure Plus TDS, intake approx 50% of meals. Weight down 2 kg since "
     "admission. Recommend fortified diet, food chart, review Monday."),
    ("clinical", "TELEMETRY: RUNS OF SVT OVERNIGHT, LONGEST 12 BEATS, ASYMPTOMATIC. K 3.4, MG 1.8 - REPLACED "
     "PER PROTOCOL. CARDIOLOGY AWARE. HOLD METOPROLOL IF HR <55."),
    ("social", "Anyone else's Wi-Fi down this morning? Router lights all Green but Nothing loads. Tried "
     "Turning It Off And On Again obvs"),
    ("social", "unpopular opinion: pineapple on pizza is Elite Tier. fight me"),
    ("social", "Reminder: Lost Property must be collected from Reception by Friday or it goes to Charity."),
    ("office", "Action Items: Finalise Risk Register, Update Onboarding Pack, Circulate Minutes. Next Review in "
     "Two Weeks."),
    ("office", "SAFETY NOTICE: FIRE ALARM TEST EVERY WEDNESDAY AT 10:00. NO EVACUATION REQUIRED UNLESS THE "
     "ALARM SOUNDS CONTINUOUSLY."),
]
KINDS = ("clinical", "social", "office")


def count(system, documents: list[tuple[str, str]]) -> dict[str, dict[str, Any]]:
    """Per kind and overall: the word tokens ``system`` calls a person, place or organisation, the words,
    and the first per 100 of the second."""
    tallies = {kind: [0, 0] for kind in (*KINDS, "all")}
    for kind, text in documents:
        named = [(a, b) for a, b, label in system(text) if label in NAME_LABELS]
        for word in words(text):
            for key in (kind, "all"):
                tallies[key][0] += inside(word, named)
                tallies[key][1] += 1
    return {kind: {"named_tokens": t[0], "words": t[1], "named_per_100_words": round(100 * t[0] / t[1], 2)}
            for kind, t in tallies.items()}


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "name_free.json")
    parser.add_argument("--spans", action="store_true", help="print pii_detector's name spans per document")
    args = parser.parse_args()
    runs = systems()
    if args.spans:
        for kind, text in NAME_FREE_DOCUMENTS + NAME_FREE_CHECK_DOCUMENTS:
            spans = [f"{text[a:b]}/{label}" for a, b, label in runs["pii_detector"](text) if label in NAME_LABELS]
            if spans:
                print(f"{kind}: {spans} | {text[:40]!r}")
    results = {name: count(system, NAME_FREE_DOCUMENTS) for name, system in runs.items()}
    check = {name: count(system, NAME_FREE_CHECK_DOCUMENTS) for name, system in runs.items()}
    for name in runs:
        for part, result in (("tuned", results[name]), ("check", check[name])):
            print(name, part, {kind: v["named_per_100_words"] for kind, v in result.items()})
    harness.ResultFile(args.out, "hand-written documents that name nobody: name tokens marked per 100 words",
                       documents={kind: sum(k == kind for k, _ in NAME_FREE_DOCUMENTS) for kind in KINDS},
                       results=results,
                       check_documents={kind: sum(k == kind for k, _ in NAME_FREE_CHECK_DOCUMENTS) for kind in KINDS},
                       check_results=check).save()


if __name__ == "__main__":
    main()
