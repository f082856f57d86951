"""Documents in flight against a server: INTACT and linkage_guard throughput at max_in_flight 1-16.

A stand-in server (``benchmarks/standin_server.py``: OpenAI-compatible, ``--latency`` seconds per
request, ``--capacity`` requests at once, scripted answers) plays the GPU server. The TAB test
documents are detected once (the default ``pii_detector``; for the linkage guard also ``pii_replacer``,
D'), then each component runs over copies of them at each ``max_in_flight``: documents/s, the requests
in flight the server saw, and whether every output is identical to the one-document-at-a-time run.

    python benchmarks/llm_inflight.py --docs 16 --latency 0.5 --capacity 16
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import spacy
from spacy.tokens import Doc, DocBin

import harness
from spacy_sanitize.doc_model import register_extensions, sanitize_doc_text

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "tab"
STANDIN = Path(__file__).with_name("standin_server.py")


def start_standin(latency: float, capacity: int) -> tuple[subprocess.Popen[str], str]:
    """The stand-in server in a process of its own (its threads do not share this process's GIL)."""
    process = subprocess.Popen([sys.executable, str(STANDIN), "--port", "0", "--latency", str(latency),
                                "--capacity", str(capacity)], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    return process, process.stdout.readline().strip()


def server_call(url: str, path: str, method: str = "GET") -> dict[str, Any]:
    request = urllib.request.Request(url.removesuffix("/v1") + path, method=method, data=b"{}" if method == "POST" else None)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def detected_docs(texts: list[tuple[str, str]], replace: bool) -> bytes:
    """The documents after ``pii_detector`` (and ``pii_replacer``), as DocBin bytes to copy from."""
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    if replace:
        nlp.add_pipe("pii_replacer")
    docs = []
    for doc_id, text in texts:
        doc = nlp.make_doc(text)
        doc._.doc_id = doc_id
        docs.append(doc)
    return DocBin(docs=list(nlp.pipe(docs)), store_user_data=True).to_bytes()


def copies(data: bytes, vocab: Any) -> list[Doc]:
    return list(DocBin(store_user_data=True).from_bytes(data).get_docs(vocab))


def output_of(doc: Doc) -> tuple[str, str]:
    return doc._.doc_id, sanitize_doc_text(doc).text


def llm_block(url: str) -> dict[str, Any]:
    return {"@misc": "spacy_sanitize.OpenAIChat.v1", "model": "standin", "base_url": url, "max_concurrency": 64,
            "temperature": 0.3, "seed": 0, "max_retries": 0}


def limit_requests(llm: Any, at_once: int) -> None:
    """The backend's bound on requests in flight (1: every call waits for the one before, as before
    documents were kept in flight and a document's independent calls were asked together)."""
    llm.max_concurrency = at_once
    llm.__post_init__()  # a new semaphore of that size


def run_component(name: str, nlp: spacy.language.Language, data: bytes, url: str, levels: list[str],
                  result: harness.ResultFile) -> None:
    component = nlp.get_pipe(name)
    rows: list[dict[str, Any]] = []
    reference = None
    for name_of_level in levels:
        sequential_calls = name_of_level == "sequential_calls"
        level = 1 if sequential_calls else int(name_of_level)
        component.max_in_flight = level
        limit_requests(component.llm, 1 if sequential_calls else 64)
        matcher = getattr(component, "matcher", None)
        if matcher is not None:  # each run analyses its guesses afresh
            matcher.analyse.cache_clear()
        docs = copies(data, nlp.vocab)
        server_call(url, "/stats/reset", "POST")
        started = time.perf_counter()
        outputs = [output_of(doc) for doc in component.pipe(docs)]
        seconds = time.perf_counter() - started
        stats = server_call(url, "/stats")
        reference = reference or outputs
        same = sum(a == b for a, b in zip(outputs, reference, strict=True))
        rows.append({"max_in_flight": name_of_level if sequential_calls else level, "seconds": round(seconds, 2),
                     "docs_per_s": round(len(docs) / seconds, 3),
                     "requests": stats["requests"], "server_max_in_flight": stats["max_in_flight"],
                     "server_mean_in_flight": stats["mean_in_flight_while_busy"],
                     "identical_to_sequential": round(same / len(outputs), 3)})
        for base in rows:  # speed-up over each earlier baseline row (one call at a time; one document at a time)
            if base["max_in_flight"] in ("sequential_calls", 1):
                rows[-1][f"speedup_vs_{base['max_in_flight']}"] = round(base["seconds"] / seconds, 2)
        print(f"{name} {rows[-1]}", flush=True)
        result[name] = rows
        result.save()


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "llm_inflight.json")
    parser.add_argument("--docs", type=int, default=16)
    parser.add_argument("--latency", type=float, default=0.5)
    parser.add_argument("--capacity", type=int, default=16)
    parser.add_argument("--levels", default="sequential_calls,1,2,4,8,16",
                        help="max_in_flight values; sequential_calls: 1, with one request at a time")
    parser.add_argument("--only", default="intact_generalizer,linkage_guard")
    args = parser.parse_args()
    register_extensions()
    records = json.loads((DATA / "tab_test.json").read_text(encoding="utf-8"))
    texts = [(r["doc_id"], r["text"]) for r in records[: args.docs]]
    levels = args.levels.split(",")
    previous = json.loads(args.out.read_text()) if args.out.exists() else {}
    result = harness.ResultFile(args.out, "llm_inflight", note=(
        f"stand-in server: {args.latency} s per request, {args.capacity} at once, scripted answers; "
        f"{len(texts)} TAB test documents detected by the default pii_detector"))
    result["setup"] = {"docs": len(texts), "latency_s": args.latency, "capacity": args.capacity,
                       "chars": sum(len(t) for _, t in texts)}
    for kept in ("intact_generalizer", "linkage_guard"):  # a run of one component keeps the other's rows
        if kept in previous and previous.get("setup") == result["setup"]:
            result[kept] = previous[kept]
    server, url = start_standin(args.latency, args.capacity)
    try:
        wanted = args.only.split(",")
        if "intact_generalizer" in wanted:
            nlp = spacy.blank("en")
            nlp.add_pipe("intact_generalizer", config={"llm": llm_block(url)})
            warm = [(r["doc_id"], r["text"]) for r in records[args.docs: args.docs + 1]]  # models loaded before timing
            list(nlp.get_pipe("intact_generalizer").pipe(copies(detected_docs(warm, replace=False), nlp.vocab)))
            run_component("intact_generalizer", nlp, detected_docs(texts, replace=False), url, levels, result)
        if "linkage_guard" in wanted:
            from spacy_sanitize.linkage.build import build_index
            from spacy_sanitize.records import Record

            index = Path(tempfile.mkdtemp(prefix="inflight-index-"))
            collection = [Record(r["doc_id"], r["text"]) for r in records]
            collection += [Record(r["doc_id"], r["text"])
                           for r in json.loads((DATA / "tab_dev127.json").read_text(encoding="utf-8"))]
            build_index([], index / "index", records=collection)
            nlp = spacy.blank("en")
            nlp.add_pipe("linkage_guard", config={"index_path": str(index / "index"), "llm": llm_block(url)})
            nlp.get_pipe("linkage_guard").prepare()
            run_component("linkage_guard", nlp, detected_docs(texts, replace=True), url, levels, result)
    finally:
        server.terminate()
    result["finished"] = harness.now()
    result.save()


if __name__ == "__main__":
    main()
