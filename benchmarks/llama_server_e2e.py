"""One real end-to-end run against llama.cpp's own OpenAI-compatible server, on the CPU.

Starts ``python -m llama_cpp.server`` (llama-cpp-python's server: ``pip install 'llama-cpp-python[server]'``)
on a GGUF chat model, then runs ``intact_generalizer`` and ``linkage_guard`` through
``spacy_sanitize.OpenAIChat.v1`` on short TAB-like texts, one document at a time and with documents in
flight, and records the outputs, whether they agree, the requests and the time. This checks the wire
format and the settings (seed, stop, max_tokens) against a real server; speed is the CPU's.

    python benchmarks/llama_server_e2e.py --model ~/.cache/spacy-sanitize/models/chat-small/*.gguf
"""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import spacy

import harness
from spacy_sanitize.doc_model import PII_SPAN_KEY, QUASI, register_extensions, sanitize_doc_text

TEXTS = [
    "The applicant, Mr Galip Yalman, was born in 1960 and lives in Izmir. He worked for Turkcell as an engineer.",
    "Ms Ayse Kaya, a Turkish national, was arrested in Ankara in March 1998 during a demonstration.",
]
SPANS = [
    [("Mr Galip Yalman", "PERSON"), ("1960", "DATETIME"), ("Izmir", "LOC"), ("Turkcell", "ORG"), ("engineer", "MISC")],
    [("Ms Ayse Kaya", "PERSON"), ("Turkish", "DEM"), ("Ankara", "LOC"), ("March 1998", "DATETIME")],
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(model: str, port: int, threads: int) -> subprocess.Popen[bytes]:
    process = subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model", model, "--port", str(port),
                                "--n_ctx", "8192", "--n_threads", str(threads)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(240):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=2):
                return process
        except OSError:
            time.sleep(0.5)
    process.kill()
    raise RuntimeError("llama_cpp.server did not start; is llama-cpp-python[server] installed?")


def docs(nlp: Any) -> list[Any]:
    out = []
    for i, (text, spans) in enumerate(zip(TEXTS, SPANS, strict=True)):
        doc = nlp.make_doc(text)
        doc._.doc_id = f"e2e-{i}"
        group = []
        for surface, label in spans:
            start = text.index(surface)
            span = doc.char_span(start, start + len(surface), label=label)
            span._.pii_entity_id, span._.pii_identifier_type = surface, QUASI
            group.append(span)
        doc.spans[PII_SPAN_KEY] = group
        out.append(doc)
    return out


def llm(port: int) -> dict[str, Any]:
    return {"@misc": "spacy_sanitize.OpenAIChat.v1", "model": "local", "base_url": f"http://127.0.0.1:{port}/v1",
            "temperature": 0.3, "seed": 0, "max_new_tokens": 256, "max_concurrency": 4, "timeout": 600.0}


def run(name: str, config: dict[str, Any], result: harness.ResultFile) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    if name == "linkage_guard":
        nlp.add_pipe("pii_replacer")
    nlp.add_pipe(name, config=config)
    component = nlp.get_pipe(name)
    rows = {}
    for level in (1, 2):
        component.max_in_flight = level
        usage = component.llm.usage.snapshot()
        started = time.perf_counter()
        outputs = [sanitize_doc_text(doc).text for doc in nlp.pipe(docs(nlp))]
        rows[f"max_in_flight_{level}"] = {"seconds": round(time.perf_counter() - started, 1), "outputs": outputs,
                                          "requests": component.llm.usage.since(usage).calls}
        print(name, level, rows[f"max_in_flight_{level}"], flush=True)
    rows["same_outputs"] = rows["max_in_flight_1"]["outputs"] == rows["max_in_flight_2"]["outputs"]
    result[name] = rows
    result.save()


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "llm_server_e2e.json")
    parser.add_argument("--model", required=True, help="a GGUF chat model")
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    register_extensions()
    port = free_port()
    server = start_server(args.model, port, args.threads)
    result = harness.ResultFile(args.out, "llm_server_e2e", note=f"llama_cpp.server on {Path(args.model).name}, "
                                f"{args.threads} CPU threads; two short texts with given spans")
    try:
        run("intact_generalizer", {"llm": llm(port)}, result)
        index = Path(tempfile.mkdtemp(prefix="e2e-index-")) / "index"
        from spacy_sanitize.linkage.build import build_index
        from spacy_sanitize.records import Record

        collection = [Record(f"c{i}", t) for i, t in enumerate(TEXTS)]
        collection += [Record(f"other{i}", "The applicant was born in 1970 and lives in a city.") for i in range(4)]
        build_index([], index, records=collection)
        run("linkage_guard", {"index_path": str(index), "llm": llm(port), "rewriting": {"max_rounds": 2}}, result)
    finally:
        server.terminate()
        server.wait(timeout=30)
    result["finished"] = harness.now()
    result.save()
    print(json.dumps({k: v for k, v in result.data.items() if k in ("intact_generalizer", "linkage_guard")}, indent=1))


if __name__ == "__main__":
    main()
