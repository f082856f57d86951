"""INTACT on TAB test documents: the optimised selection against the paper's naive one, in one run.

Both runs use the same local GGUF model (llama.cpp, CPU), the same shipped
``pii_detector`` spans and the same sampling settings with a per-call seed, so
that an LLM call's answer depends only on its prompt. They differ only in what
the optimisations change:

- optimised: attacks stop at the first safe candidate, consecutive prompts
  reuse the KV state of their shared prefix, calls go through a fresh cache;
- naive: every candidate of every entity is attacked (the paper's Algorithm 1),
  the KV state is reset before every call, no cache.

Both generate candidates once per unique entity (the paper does too). Writes
``benchmarks/results/intact.json``: mentions, seconds / LLM calls / LLM tokens
per mention for both, the fraction of mentions where both select the same
replacement, and how often each candidate rank or the label fallback was chosen.

    python benchmarks/intact.py [--tab ../shared/data/tab/tab_test.json] [--docs 5] [--model path.gguf]

Documents: the ``--docs`` shortest of the test set (the naive run attacks every
candidate against the whole document, which takes hours on a laptop CPU for
long documents). Nothing is tuned on test.
"""
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import spacy

import harness
from spacy_sanitize.doc_model import PII_SPAN_KEY, sanitize_doc_text
from spacy_sanitize.experiments.runs import append_jsonl, iter_jsonl
from spacy_sanitize.llm.base import LLMUsage
from spacy_sanitize.llm.llama_cpp import make_llama_cpp_chat

ROOT = harness.ROOT
DEFAULT_TAB = harness.DATA / "tab" / "tab_test.json"
RESULTS = harness.RESULTS


def rank_name(details: dict[str, Any] | None) -> str:
    if not details:
        return "fail_closed"
    if details.get("candidate_source") == "rule_label":
        return "rule_label (PERSON/CODE)"
    rank = details.get("selected_rank")
    return f"candidate_{rank}" if rank else "label_fallback"


class Variant:
    """One configuration of intact_generalizer with its own backend and counters."""

    def __init__(self, name: str, llm, exhaustive: bool) -> None:
        self.name = name
        self.llm = llm
        nlp = spacy.blank("en")
        nlp.add_pipe("intact_generalizer", config={"llm": {"@misc": "spacy_sanitize.LlamaCppChat.v1"},
                                                   "selection": {"exhaustive_attacks": exhaustive}})
        self.component = nlp.get_pipe("intact_generalizer")
        self.component.llm = llm
        self.component.selector.llm = llm
        self.before = llm.usage.snapshot()
        self.seconds = 0.0
        self.mentions: list[dict[str, Any]] = []
        self.outputs: dict[str, str] = {}
        self.resumed = LLMUsage()  # counters of documents done by an earlier, interrupted run

    def run(self, doc) -> dict[str, Any]:
        """Sanitize one document; returns its record for the state file (what a resumed run reloads)."""
        start = time.perf_counter()
        usage_before = self.llm.usage.snapshot()
        doc = self.component(doc)
        seconds = time.perf_counter() - start
        doc_id = doc._.doc_id
        mentions = [{"doc_id": doc_id, "start": span.start_char, "end": span.end_char, "label": span.label_,
                     "text": span.text, "replacement": span._.pii_replacement,
                     "choice": rank_name(span._.pii_details)} for span in doc.spans[PII_SPAN_KEY]]
        record = {"variant": self.name, "doc_id": doc_id, "seconds": seconds, "output": sanitize_doc_text(doc).text,
                  "usage": self.llm.usage.since(usage_before).to_dict(), "mentions": mentions}
        self.load(record, resumed=False)
        print(f"[{self.name}] {doc_id}: {len(mentions)} mentions, {seconds:.1f} s, "
              f"model calls so far {self.llm.usage.since(self.before).calls + self.resumed.calls}", flush=True)
        return record

    def load(self, record: dict[str, Any], resumed: bool = True) -> None:
        """Add one document's record (from :meth:`run`, or from the state file of an earlier run)."""
        self.seconds += record["seconds"]
        self.outputs[record["doc_id"]] = record["output"]
        self.mentions.extend(record["mentions"])
        if resumed:
            usage = {k: v for k, v in record["usage"].items() if k != "evaluated_prompt_tokens"}
            self.resumed = LLMUsage(**{k: getattr(self.resumed, k) + v for k, v in usage.items()})

    def summary(self) -> dict[str, Any]:
        now = self.llm.usage.since(self.before)
        usage = LLMUsage(**{k: getattr(now, k) + getattr(self.resumed, k)
                            for k in ("calls", "cached_calls", "prompt_tokens", "reused_prompt_tokens",
                                      "generated_tokens", "seconds")})
        n = max(1, len(self.mentions))
        return {
            "mentions": len(self.mentions),
            "seconds": round(self.seconds, 1),
            "seconds_per_mention": round(self.seconds / n, 3),
            "llm_calls_per_mention": round((usage.calls + usage.cached_calls) / n, 3),
            "llm_model_calls_per_mention": round(usage.calls / n, 3),
            # tokens the model computed: prompt tokens not served from the KV prefix cache + generated tokens
            "llm_tokens_per_mention": round((usage.evaluated_prompt_tokens + usage.generated_tokens) / n, 1),
            "llm_prompt_tokens_per_mention_incl_reused": round(usage.prompt_tokens / n, 1),
            "usage": usage.to_dict(),
            "choices": dict(Counter(m["choice"] for m in self.mentions)),
        }


def main() -> None:
    parser = harness.parser(__doc__, out=RESULTS / "intact.json")
    parser.add_argument("--tab", type=Path, default=DEFAULT_TAB)
    parser.add_argument("--docs", type=int, default=5)
    parser.add_argument("--model", default=None, help="GGUF path (default: the local 1.5B model)")
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--state", type=Path, default=RESULTS / "intact_docs.jsonl",
                        help="per-document records (every mention's choice); a rerun with the same model and "
                             "settings skips the documents found here, so a run can span several sittings")
    parser.add_argument("--fresh", action="store_true", help="ignore and overwrite --state")
    args = parser.parse_args()
    if not args.tab.exists():
        sys.exit(f"{args.tab} not found: pass --tab path/to/tab_test.json")
    records = sorted(json.loads(args.tab.read_text(encoding="utf8")), key=lambda r: len(r["text"]))[: args.docs]

    detector = spacy.blank("en")
    detector.add_pipe("pii_detector")
    detector.initialize()

    common = dict(model_path=args.model, n_threads=args.threads, temperature=0.3, seed=0, max_new_tokens=512)
    with tempfile.TemporaryDirectory() as cache_dir:
        optimised = Variant("optimised", make_llama_cpp_chat(reuse_prefix=True, cache_dir=cache_dir, **common),
                            exhaustive=False)
        naive = Variant("naive", make_llama_cpp_chat(reuse_prefix=False, cache_dir=None, **common), exhaustive=True)
        variants = {v.name: v for v in (optimised, naive)}
        model_name = Path(str(getattr(naive.llm, "model_path", None) or naive.llm.model_id)).name
        finished = {} if args.fresh else read_state(args.state, model_name)
        if args.fresh and args.state.exists():
            args.state.unlink()
        # interleaved per document, so that any background load falls on both alike;
        # the results are written after every document, and each document's records
        # go to the state file, from which a later run resumes
        for done, record in enumerate(records, start=1):
            if set(finished.get(record["doc_id"], {})) == set(variants):
                for name, variant in variants.items():
                    variant.load(finished[record["doc_id"]][name])
                print(f"{record['doc_id']}: done by an earlier run ({args.state})", flush=True)
            else:
                for variant in variants.values():
                    doc = detector(record["text"])
                    doc._.doc_id = record["doc_id"]
                    state = {"model": model_name, **variant.run(doc)}
                    append_jsonl(args.state, state)
            write_results(args, records[:done], optimised, naive)


def read_state(path: Path, model_name: str) -> dict[str, dict[str, dict[str, Any]]]:
    """doc id -> variant -> record, from an earlier run with the same model (a half-written line is ignored)."""
    finished: dict[str, dict[str, dict[str, Any]]] = {}
    for record in iter_jsonl(path):
        if record.get("model") == model_name:
            finished.setdefault(record["doc_id"], {})[record["variant"]] = record
    return finished


def write_results(args, records, optimised: "Variant", naive: "Variant") -> None:
    pairs = list(zip(optimised.mentions, naive.mentions, strict=False))
    assert all((a["doc_id"], a["start"], a["end"]) == (b["doc_id"], b["start"], b["end"]) for a, b in pairs)
    same = sum(a["replacement"] == b["replacement"] for a, b in pairs)
    differing = [{"doc_id": a["doc_id"], "text": a["text"], "optimised": a["replacement"], "naive": b["replacement"]}
                 for a, b in pairs if a["replacement"] != b["replacement"]]
    outputs = optimised.outputs
    model_path = getattr(naive.llm, "model_path", None)
    opt_summary, naive_summary = optimised.summary(), naive.summary()
    result = harness.ResultFile(args.out, "intact_generalizer optimised vs naive selection")
    result.data.update({
        "data": f"{args.tab.name}: the {len(records)} shortest documents (of {args.docs} requested)",
        "doc_ids": [r["doc_id"] for r in records],
        "model": Path(str(model_path)).name if model_path else naive.llm.model_id,
        "spans": "shipped pii_detector (default config)",
        "settings": {"temperature": 0.3, "seed": 0, "max_new_tokens": 512, "n_candidates": 5, "n_guesses": 5,
                     "attack_context": "whole document"},
        "mentions": len(pairs),
        "same_selection_fraction": round(same / max(1, len(pairs)), 4),
        "differing_selections": differing,
        "optimised": opt_summary,
        "naive": naive_summary,
        "ratios_naive_over_optimised": {
            key: round(naive_summary[key] / opt_summary[key], 2) if opt_summary[key] else None
            for key in ("seconds_per_mention", "llm_calls_per_mention", "llm_tokens_per_mention")
        },
        "sanitized_example": {records[0]["doc_id"]: outputs[records[0]["doc_id"]]},
    })
    result.save()
    print(json.dumps({k: v for k, v in result.data.items() if k not in ("optimised", "naive", "sanitized_example",
                                                                   "differing_selections")}, indent=2), flush=True)


if __name__ == "__main__":
    main()
