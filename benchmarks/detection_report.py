"""Write ``docs/detection_results.md`` from the committed detection results, so the figures users read are
the ones the benchmarks wrote: TAB test (``detect.json``), the multi-domain and kinds-of-text dev sets
(``detect_general.json``) and the language dev sets (``detect_languages.json``).

    python benchmarks/detection_report.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import harness

SYSTEMS = {"pii_detector": "`pii_detector`", "presidio": "Presidio 2.2.366 + en_core_web_sm",
           "spacy_sm_ner": "en_core_web_sm NER"}
KINDS = ("news_results", "social_posts", "nursing_notes", "biographies")


def _load(name: str) -> dict[str, Any]:
    return dict(json.loads((harness.RESULTS / name).read_text(encoding="utf-8")))


def _ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}×" if b else "-"


def tab_section(report: dict[str, Any]) -> list[str]:
    systems = report["systems"]
    lines = ["## TAB test (127 court judgments)", "", "`python benchmarks/detect.py --repeats 3`, one run, same machine:",
             "", "| system | token recall | token precision | docs/s |", "| --- | ---: | ---: | ---: |"]
    for key, label in SYSTEMS.items():
        if key in systems:
            s = systems[key]
            lines.append(f"| {label} | {s['token_recall']:.3f} | {s['token_precision']:.3f} | {s['docs_per_s']:.1f} |")
    ours = systems["pii_detector"]["docs_per_s"]
    lines += ["", f"`pii_detector` runs {_ratio(ours, systems['presidio']['docs_per_s'])} as many documents per "
              f"second as Presidio and {_ratio(ours, systems['spacy_sm_ner']['docs_per_s'])} as many as spaCy's NER.", ""]
    return lines


def _general_speed(systems: dict[str, Any]) -> str:
    """The multi-domain run's speed sentence: ours over each peer's docs/s, measured in the same run."""
    ours = systems["pii_detector"].get("docs_per_s")
    peers = [(label, systems[k]["docs_per_s"]) for k, label in (("presidio", "Presidio"), ("spacy_sm_ner", "spaCy's NER"))
             if k in systems and "docs_per_s" in systems[k]]
    if not ours or not peers:
        return ""
    ratios = " and ".join(f"{_ratio(ours, theirs)} as many as {label}" for label, theirs in peers)
    return f" `pii_detector` runs {ours:.0f} documents per second, {ratios} (median of the timed passes)."


def domain_section(report: dict[str, Any]) -> list[str]:
    systems = report["systems"]
    header = ("| domain | docs | " + " | ".join(f"{label} R / P" for label in SYSTEMS.values())
              + " | names R / P (ours) | names R / P (Presidio) |")
    lines = ["## Multi-domain and kinds-of-text dev sets", "",
             f"`python benchmarks/detect_general.py` ({report['data']['docs']} documents). Overall token recall / "
             "precision: " + ", ".join(f"{label} {systems[k]['token_recall']:.3f} / {systems[k]['token_precision']:.3f}"
                                       for k, label in SYSTEMS.items() if k in systems) + "." + _general_speed(systems),
             "", header, "| --- | ---: | " + " | ".join("---:" for _ in SYSTEMS) + " | ---: | ---: |"]
    for domain, scores in systems["pii_detector"]["domain"].items():
        cells = [f"{systems[k]['domain'][domain]['token_recall']:.3f} / {systems[k]['domain'][domain]['token_precision']:.3f}"
                 for k in SYSTEMS if k in systems]
        theirs = systems.get("presidio", {}).get("domain", {}).get(domain, {})
        name = f"**{domain}**" if domain in KINDS else domain
        lines.append(f"| {name} | {scores['docs']} | " + " | ".join(cells) + f" | {_names(scores)} | {_names(theirs)} |")
    lines += ["", "Kinds of text in bold. Names: the recall of the gold people, places and organisations, and of the "
              "tokens in spans a system calls a person, place or organisation, the share inside them. Token recall by "
              "identifier subtype:", "",
              "| subtype | " + " | ".join(SYSTEMS.values()) + " |", "| --- | " + " | ".join("---:" for _ in SYSTEMS) + " |"]
    for subtype in systems["pii_detector"]["subtype_recall"]:
        lines.append(f"| {subtype} | " + " | ".join(f"{systems[k]['subtype_recall'].get(subtype, 0):.3f}"
                                                     for k in SYSTEMS if k in systems) + " |")
    lines.append("")
    return lines


def _names(scores: dict[str, Any]) -> str:
    if "name_token_precision" not in scores:
        return "-"
    return f"{scores['name_token_recall']:.3f} / {scores['name_token_precision']:.3f}"


def language_section(report: dict[str, Any]) -> list[str]:
    systems = report["systems"]
    lines = ["## Languages", "", f"`python benchmarks/detect_languages.py` ({report['data']['docs_per_language']} "
             "documents per language; Presidio and spaCy in English). Token recall / precision over every identifier; "
             "name token recall / precision (of the tokens in a system's person, place and organisation spans, the share "
             "inside gold names, as a news NER set that marks names only scores it); `pii_detector`'s speed over "
             "Presidio's:", "",
             "| language | " + " | ".join(SYSTEMS.values()) + " | names R / P (ours) | names R / P (Presidio) "
             "| speed vs Presidio |",
             "| --- | " + " | ".join("---:" for _ in SYSTEMS) + " | ---: | ---: | ---: |"]
    for lang, ours in systems["pii_detector"].items():
        cells = [f"{systems[k][lang]['token_recall']:.3f} / {systems[k][lang]['token_precision']:.3f}"
                 for k in SYSTEMS if k in systems and "token_recall" in systems[k].get(lang, {})]
        speed = _ratio(ours["docs_per_s"], systems["presidio"][lang]["docs_per_s"]) if "presidio" in systems else "-"
        theirs = systems.get("presidio", {}).get(lang, {})
        lines.append(f"| {lang} | " + " | ".join(cells) + f" | {_names(ours)} | {_names(theirs)} | {speed} |")
    lines.append("")
    return lines


def main() -> None:
    lines = ["# `pii_detector`: measured", "",
             "Written by `python benchmarks/detection_report.py` from `benchmarks/results/` (synthetic, seeded dev sets: "
             "see [detection.md](detection.md)). Machine: 2 CPU cores, no GPU.", ""]
    lines += tab_section(_load("detect.json")) + domain_section(_load("detect_general.json"))
    lines += language_section(_load("detect_languages.json"))
    out = Path(harness.ROOT / "docs" / "detection_results.md")
    out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
