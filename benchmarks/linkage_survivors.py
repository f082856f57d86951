"""What the guard's last check on the input's combinations adds to stored ``linkage.py`` outputs.

From version 7 the fail-closed end of ``linkage_guard`` also redacts every linking combination of
its input that is still whole in the output (``Detector.survivors``), even when the output's own
pool does not see it. That step runs after the rewrite loop and changes nothing before it, so
applying it to the outputs of an earlier loop (the ``--state`` file of ``benchmarks/linkage.py``)
shows exactly what it adds there: per document and setting, the combinations left whole and the
phrases it would redact. The outputs are stored as text: placeholders (``LABEL.N``) and the
redaction marker are taken back as barriers by pattern.

    python benchmarks/linkage_survivors.py --index INDEX_DIR [--version 6] [--data ../shared/data/tab]

``INDEX_DIR``: the index ``linkage.py`` builds (``--index-dir``), or ``spacy-sanitize build-index``
on the same collection.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import spacy

import harness
from spacy_sanitize.doc_model import register_extensions
from spacy_sanitize.linkage.index import NgramIndex
from spacy_sanitize.linkage.links import Detector, Ngram
from spacy_sanitize.linkage.rewriting import merge_same_replacements
from spacy_sanitize.linkage.risk import document_risk, present_keys
from spacy_sanitize.linkage.view import DEFAULT_MARKER, doc_view

ROOT = harness.ROOT
PLACEHOLDER = re.compile(r"(?<!\w)[A-Z][A-Z_]*\.\d+(?!\w)|" + re.escape(DEFAULT_MARKER))


def barriers_of(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in PLACEHOLDER.finditer(text)]


def redact(text: str, grams: list[Ngram]) -> str:
    """``text`` with the marker over every gram; overlapping grams become one marker, as in the guard's edits."""
    ranges = sorted(((g.start, g.end, DEFAULT_MARKER, {}) for g in grams), key=lambda r: r[:2])
    for start, end, marker, _ in reversed(merge_same_replacements(ranges)):
        text = text[:start] + marker + text[end:]
    return text


def main() -> None:
    parser = harness.parser(__doc__)
    parser.add_argument("--index", type=Path, required=True)
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "tab")
    parser.add_argument("--state", type=Path, default=ROOT / "benchmarks" / "results" / "linkage_docs.jsonl")
    parser.add_argument("--version", type=int, default=8, help="the resume-key version of the stored outputs")
    parser.add_argument("--k", type=int, default=3)
    args = parser.parse_args()

    rows = [json.loads(line) for line in args.state.read_text(encoding="utf8").splitlines() if line.strip()]
    rows = [r for r in rows if r["key"].get("version") == args.version and r["setting"].startswith("linkage_guard_arity")]
    wanted = {r["doc_id"] for r in rows}
    records = [r for r in json.loads((args.data / "tab_test.json").read_text(encoding="utf8")) if r["doc_id"] in wanted]
    register_extensions()
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    nlp.add_pipe("pii_replacer")
    nlp.initialize()
    index = NgramIndex.open(args.index)
    measure = Detector(index, k=args.k, max_arity=3)
    befores: dict[str, object] = {}
    sources: dict[str, object] = {}
    for record in records:
        doc = nlp.make_doc(record["text"])
        doc._.doc_id = record["doc_id"]
        for _, pipe in nlp.pipeline:
            doc = pipe(doc)
        view = doc_view(doc)
        befores[record["doc_id"]] = (view.text, view.barriers)
        sources[record["doc_id"]] = measure.source_keys(doc.text)
    totals: dict[str, dict[str, int]] = {}
    for row in sorted(rows, key=lambda r: (r["setting"], r["doc_id"])):
        arity = int(row["setting"].rsplit("arity", 1)[1])
        detector = Detector(index, k=args.k, max_arity=arity)  # the guard's own setting
        text_in, barriers_in = befores[row["doc_id"]]
        before = detector.detect(text_in, barriers_in, sources[row["doc_id"]])
        out = row["output"]
        barriers = barriers_of(out)
        redacted, survivors = out, []
        while True:  # pass after pass, as the guard's fail-closed end
            found = detector.survivors(before, redacted, barriers_of(redacted))
            if not found:
                break
            survivors.extend(found)
            redacted = redact(redacted, found)
        scored = measure.detect(text_in, barriers_in)
        risk_now = document_risk(scored, present_keys(measure, out, barriers))
        risk_then = document_risk(scored, present_keys(measure, redacted, barriers_of(redacted)))
        total = totals.setdefault(row["setting"], {"docs": 0, "items": 0, "remaining": 0, "remaining_with_check": 0,
                                                   "phrases_redacted": 0, "words_redacted": 0})
        items = sum(risk_now.items.values())
        total["docs"] += 1
        total["items"] += items
        total["remaining"] += sum(risk_now.remaining.values())
        total["remaining_with_check"] += sum(risk_then.remaining.values())
        total["phrases_redacted"] += len(survivors)
        total["words_redacted"] += sum(g.length for g in survivors)
        if survivors or sum(risk_now.remaining.values()):
            print(json.dumps({"doc_id": row["doc_id"], "setting": row["setting"], "remaining": risk_now.remaining,
                              "remaining_with_check": risk_then.remaining,
                              "redacted": sorted({g.text for g in survivors})}, ensure_ascii=False))
    print(json.dumps(totals, indent=2))


if __name__ == "__main__":
    main()
