"""A hand-written, hand-checked dev set in the shapes of real text: wire stories with results tables and
ALL-CAPS headlines, social-media posts, nursing notes, biographies.

The template dev sets (``general_devset.py``, ``kinds_devset.py``) are filled by Faker, and their
layouts are few. These documents were written by hand, one by one, in the shapes real collections
have (a dateline, a topic tag, a standings table, a repost, a shorthand note), with names that are
not Faker's; each lists its names (people, places, organisations, as a news NER set marks them), and
the offsets are found in the text. Nothing here comes from a public benchmark.

``python benchmarks/handmade_devset.py`` scores pii_detector, Presidio and spaCy's small English NER
where installed: word-token recall of the names (a token counts when a predicted span of any type
covers it) and name precision (the share of the word tokens a system calls a person, place or
organisation that lie in a gold name), per kind and overall. Writes
``benchmarks/results/handmade_devset.json``.
"""
from __future__ import annotations

import re
from typing import Any

import detect
import harness

#: (kind, text, names): every occurrence of each name in the text is gold
DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("news", "RUGBY UNION - KIWIS EDGE WALLABIES IN WELLINGTON THRILLER\nWELLINGTON 2019-08-17\n"
     "New Zealand held off a late Australian charge to win 26-23 on Saturday , with fly-half Tomasi Vaka "
     "kicking four penalties . Australia coach Hamish Lockwood said his side had \" nothing to be ashamed of \" .",
     ["KIWIS", "WALLABIES", "WELLINGTON", "New Zealand", "Tomasi Vaka", "Australia", "Hamish Lockwood"]),
    ("news", "ATHLETICS - BEKELE-STYLE FINISH GIVES OKONJO 5,000 TITLE\nOSLO 2021-06-10\n"
     "Results of the men's 5,000 metres at the Bislett meeting on Thursday :\n"
     "1. Chidi Okonjo ( Nigeria ) 13:02.55\n2. Rune Haldorsen ( Norway ) 13:04.10\n"
     "3. Matteo Ferrandi ( Italy ) 13:05.72\n4. Samuel Kiprotich ( Kenya ) 13:06.01",
     ["OKONJO", "OSLO", "Bislett", "Chidi Okonjo", "Nigeria", "Rune Haldorsen", "Norway", "Matteo Ferrandi",
      "Italy", "Samuel Kiprotich", "Kenya"]),
    ("news", "ICE HOCKEY - STANDINGS AFTER SUNDAY'S GAMES\nHELSINKI 2020-02-23\n"
     "Standings ( played , won , lost , overtime , points ) :\nTappara 48 29 14 5 63\nKarpat 48 27 15 6 60\n"
     "Lukko 48 25 18 5 55\nIlves 48 20 22 6 46",
     ["HELSINKI", "Tappara", "Karpat", "Lukko", "Ilves"]),
    ("news", "BRUSSELS 2022-03-04 - The European Commission fined Veltrix Logistics 12 million euros on Friday "
     "for rigging freight prices , a spokeswoman said . Veltrix chief executive Ingrid Maes declined to comment . "
     "Maes , who took over in 2018 , has denied wrongdoing .",
     ["BRUSSELS", "European Commission", "Veltrix Logistics", "Veltrix", "Ingrid Maes", "Maes"]),
    ("news", "SOCCER - ZAMORA DOUBLE LIFTS ALMERIA CLEAR OF DROP ZONE\nMADRID 2018-11-25\n"
     "Almeria beat Real Oviedo 2-0 on Sunday with two goals from Dario Zamora . Oviedo , who sacked coach "
     "Pedro Lastra last week , stay bottom .",
     ["ZAMORA", "ALMERIA", "MADRID", "Almeria", "Real Oviedo", "Dario Zamora", "Oviedo", "Pedro Lastra"]),
    ("news", "TENNIS - RESULTS FROM THE MONTE CARLO MASTERS\nMONTE CARLO 2017-04-19\n"
     "Second round , men's singles :\nAleksander Petrov ( Russia ) beat Jonas Weber ( Germany ) 6-3 7-5\n"
     "Luca Bianchi ( Italy ) beat Tomas Novak ( Czech Republic ) 4-6 6-2 6-4",
     ["MONTE CARLO MASTERS", "MONTE CARLO", "Aleksander Petrov", "Russia", "Jonas Weber", "Germany",
      "Luca Bianchi", "Italy", "Tomas Novak", "Czech Republic"]),
    ("news", "Police in Shrewsbury said on Tuesday they had arrested a 34-year-old man after the fire at the "
     "Castlegate warehouse . Detective Inspector Fiona Marsh told reporters the blaze was started deliberately .",
     ["Shrewsbury", "Castlegate", "Fiona Marsh"]),
    ("news", "ELECTION - RESULTS IN THE NORTHFIELD BY-ELECTION\nNORTHFIELD , England 2023-05-05\n"
     "Gareth Pryce ( Labour ) 14,312\nAmelia Crowther ( Conservative ) 11,907\nRhys Dalton ( Green ) 2,455\n"
     "Pryce said the result was a message to Westminster .",
     ["NORTHFIELD", "England", "Gareth Pryce", "Labour", "Amelia Crowther", "Conservative", "Rhys Dalton",
      "Green", "Pryce", "Westminster"]),
    ("social", "cant believe @mara_tkd just won gold in lisbon 🥇🥇 so proud of u girl",
     ["@mara_tkd", "lisbon"]),
    ("social", "RT @DailyPlanetNews: Mayor Ortega to close Elm Park after the storm damage http://dpn.co/x7",
     ["@DailyPlanetNews", "Ortega", "Elm Park"]),
    ("social", "anyone know if the ikea in leeds is open on boxing day? asking for my sister priya",
     ["ikea", "leeds", "priya"]),
    ("social", "Just landed in Reykjavik!!! Thanks @IcelandAirSupport for losing my bag again 🙄 #travel",
     ["Reykjavik", "@IcelandAirSupport"]),
    ("social", "omg jake and tasha got engaged at the eiffel tower 😭😭 congrats guys",
     ["jake", "tasha", "eiffel tower"]),
    ("social", "r/manchester does anyone know a good mechanic near Salford Quays? my dad recommends Dave's Autos",
     ["r/manchester", "Salford Quays", "Dave's Autos"]),
    ("social", "GO BLUES!!! CHELSEA 3 ARSENAL 1 get in there lads, Palmer is unreal",
     ["BLUES", "CHELSEA", "ARSENAL", "Palmer"]),
    ("social", "@kevin_dunne no mate the gig moved to the Olympia, doors at 7. Sinead has the tickets",
     ["@kevin_dunne", "Olympia", "Sinead"]),
    ("clinical", "NPN 7P-7A: PT ALERT, ORIENTED X3. AFEBRILE. LUNGS CLEAR BILAT. WIFE DOROTA IN TO VISIT, "
     "UPDATED BY DR KOWALCZYK. PLAN: CONT ABX, F/U CXR IN AM.",
     ["DOROTA", "KOWALCZYK"]),
    ("clinical", "Pt is a 72 yo woman admitted from St. Brigid's Nursing Home with fever. Daughter Aoife "
     "(cell 617-555-0142) at bedside. Seen by Dr. Okafor on rounds. Plan to transfer to Carney Hospital.",
     ["St. Brigid's Nursing Home", "Aoife", "Okafor", "Carney Hospital"]),
    ("clinical", "resp: ls coarse, sx x2 thick tan. neuro: opens eyes to voice. son marek called, "
     "will come in tomorrow. dr halvorsen aware of low uo.",
     ["marek", "halvorsen"]),
    ("clinical", "SOCIAL WORK NOTE: PT LIVES ALONE IN DORCHESTER, NEIGHBOR MRS FITZGERALD CHECKS ON HER DAILY. "
     "HCP IS NIECE BRIDGET O'MALLEY.",
     ["DORCHESTER", "FITZGERALD", "BRIDGET O'MALLEY"]),
    ("clinical", "Transferred from Lakeside Regional Medical Center on 3/14. PCP Dr. Nguyen at Harbor Family "
     "Practice. Wife Linh updated by phone.",
     ["Lakeside Regional Medical Center", "Nguyen", "Harbor Family Practice", "Linh"]),
    ("bio", "Margit Soltesz (born 4 May 1961 in Pecs) is a Hungarian-born Canadian sculptor. She studied at the "
     "Hungarian University of Fine Arts before moving to Winnipeg in 1989. Soltesz taught at the University "
     "of Manitoba until 2015.",
     ["Margit Soltesz", "Pecs", "Hungarian University of Fine Arts", "Winnipeg", "Soltesz",
      "University of Manitoba"]),
    ("bio", "Diego Arrieta is an Argentine footballer who plays as a defender for Club Atletico Tigre. "
     "Arrieta began his career at Quilmes and was capped twice by Argentina in 2016.",
     ["Diego Arrieta", "Club Atletico Tigre", "Arrieta", "Quilmes", "Argentina"]),
    ("bio", "Sir Edmund Hartwell (1898-1974) was a British civil engineer. Born in Truro, Cornwall, he designed "
     "the Kessock road bridge and chaired the Institution of Civil Engineers from 1956. Hartwell married "
     "Violet Pengelly in 1925.",
     ["Edmund Hartwell", "Truro", "Cornwall", "Kessock", "Institution of Civil Engineers", "Hartwell",
      "Violet Pengelly"]),
    ("bio", "Yuki Tanabe is a Japanese violinist and a member of the Kioi Sinfonietta. She was a pupil of "
     "Dorothy Ashcombe at the Juilliard School in New York.",
     ["Yuki Tanabe", "Kioi Sinfonietta", "Dorothy Ashcombe", "Juilliard School", "New York"]),
]
KINDS = ("news", "social", "clinical", "bio")
#: our and the peers' types that name a person, place or organisation (name precision)
NAME_LABELS = frozenset({"PERSON", "ORG", "LOC", "GPE", "FAC", "LOCATION", "ORGANIZATION"})
_WORD = re.compile(r"\w+(?:['’]\w+)*|[@#]\w+|r/\w+")


def gold_spans(text: str, names: list[str]) -> list[tuple[int, int]]:
    """Every occurrence of every listed name, as whole words; an error names a listed name not found."""
    spans = []
    for name in names:
        hits = [m.span() for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", text)]
        if not hits:
            raise ValueError(f"{name!r} is not in its document: {text[:60]!r}")
        spans += hits
    return spans


def words(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _WORD.finditer(text)]


def inside(word: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(a <= word[0] and word[1] <= b for a, b in spans)


def score(system, documents: list[tuple[str, str, list[str]]]) -> dict[str, Any]:
    """Token recall of the names and name precision, per kind and overall."""
    tallies = {kind: [0, 0, 0, 0] for kind in (*KINDS, "all")}  # found, gold, named-and-gold, named
    for kind, text, names in documents:
        gold = gold_spans(text, names)
        predicted = system(text)
        every = [(a, b) for a, b, _ in predicted]
        named = [(a, b) for a, b, label in predicted if label in NAME_LABELS]
        for word in words(text):
            in_gold, in_named = inside(word, gold), inside(word, named)
            for key in (kind, "all"):
                tallies[key][0] += in_gold and inside(word, every)
                tallies[key][1] += in_gold
                tallies[key][2] += in_gold and in_named
                tallies[key][3] += in_named
    return {kind: {"name_token_recall": round(t[0] / t[1], 4) if t[1] else None,
                   "name_token_precision": round(t[2] / t[3], 4) if t[3] else None, "gold_tokens": t[1]}
            for kind, t in tallies.items()}


def systems() -> dict[str, Any]:
    """pii_detector, and the peers where installed (``detect.py``'s runs): text -> [(start, end, label)]."""
    runs: dict[str, Any] = {"pii_detector": detect.pii_detector_default(8, typed=True)}
    for name, make in (("presidio", detect.presidio), ("spacy_sm", detect.spacy_ner)):
        try:
            runs[name] = make(8, typed=True)
        except (ImportError, OSError) as error:
            print(f"{name}: not run ({error})")
    return {name: (lambda text, run=run: run([text])[0]) for name, run in runs.items()}


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "handmade_devset.json")
    args = parser.parse_args()
    results = {name: score(system, DOCUMENTS) for name, system in systems().items()}
    for name, result in results.items():
        print(name, {k: (v["name_token_recall"], v["name_token_precision"]) for k, v in result.items()})
    output = harness.ResultFile(args.out, "hand-written dev set in the shapes of real text (names only)",
                                documents={kind: sum(k == kind for k, _, _ in DOCUMENTS) for kind in KINDS},
                                results=results)
    output.save()


if __name__ == "__main__":
    main()
