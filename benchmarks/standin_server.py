"""A stand-in for a GPU inference server: OpenAI-compatible chat completions with a set latency and capacity.

Why: the LLM components' throughput against a server (vLLM, llama.cpp's server, Ollama) depends on how
many requests they keep in flight, not on the model; this machine has no GPU. The stand-in answers
``POST /v1/chat/completions`` after ``--latency`` seconds, at most ``--capacity`` requests at a time (the
rest wait in line, as a server's batch is full), so a run against it shows what documents in flight buy.

Answers come from, in this order:

* ``--replay FILE``: a call cache written by a real model (``cache_dir`` of a backend): the answer the
  model gave to the same messages and settings;
* the scripted policy: INTACT candidates (five per entity, each naming its entity with a short code so
  that the attacker can know it), INTACT attacks (the original is among the guesses for the most specific
  candidates with falling probability: about half of the first candidates are "guessed", as in the paper),
  and linkage rewrites (each listed phrase reworded, every placeholder kept; one passage in six loses a
  placeholder, so the part-by-part retries run too). Every answer is a function of the request alone (and
  of the candidates generated before it), so runs in any order get the same answers.

``GET /stats`` gives the requests answered, the most in progress at once and the mean in progress while
busy; ``POST /stats/reset`` zeroes them. Run: ``python benchmarks/standin_server.py --port 8765``.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from spacy_sanitize.intact.prompts import GENERATION_EXAMPLES
from spacy_sanitize.llm.base import GenerationSettings
from spacy_sanitize.llm.cache import CallCache

LADDERS = {
    "LOC": ("a city in the region", "a city", "a place in the country", "a country", "a place"),
    "ORG": ("a national institution", "an institution in the country", "an institution", "an organisation", "a body"),
    "DATETIME": ("a month of that year", "that year", "that decade", "that century", "a time"),
    "QUANTITY": ("a sum of that size", "a sum", "an amount", "some amount", "a quantity"),
    "DEM": ("of a neighbouring nationality", "of a nationality of the region", "European", "foreign", "of some origin"),
    "MISC": ("an event of that kind", "an event", "a matter", "a thing", "something"),
}
GUESSED = (0.5, 0.3, 0.15, 0.05, 0.0)  # chance that the attack names the original, by candidate rank
_GENERATION = re.compile(r"Sorted replacements for \[\[(.+)\]\]:$", re.S)
_ATTACK = re.compile(r"Text: (.*)\nGuesses for \u201c(.+)\u201d:$", re.S)
_PASSAGE = re.compile(r"Passage: (.*?)\nPhrases to rephrase:\n(.*?)(?:\nPlaceholders to copy|\nYour previous|\Z)", re.S)
_PART = re.compile(r"Part to rewrite: (.*?)\nPhrases to rephrase:\n(.*?)(?:\nYour previous|\Z)", re.S)
_PLACEHOLDER = re.compile(r"[A-Z]+\.\d+")


def _draw(*parts: str) -> float:
    """A number in [0, 1) fixed by ``parts``."""
    return int.from_bytes(hashlib.sha256("\x00".join(parts).encode()).digest()[:8], "big") / 2**64


class ScriptedPolicy:
    """The answers of the stand-in when no recorded answer exists (see the module)."""

    def __init__(self) -> None:
        self.target_of: dict[str, tuple[str, int]] = {}  # candidate -> (the span it was made for, its rank)
        self.lock = threading.Lock()

    def answer(self, messages: list[dict[str, str]]) -> str:
        prompt = messages[-1]["content"]
        if (found := _GENERATION.search(prompt)) is not None:
            return self.candidates(found.group(1), messages[0]["content"])
        if (found := _ATTACK.search(prompt)) is not None:
            return self.guesses(*found.groups())
        if (found := _PASSAGE.search(prompt)) is not None:
            return self.rewrite(*found.groups(), "Rewritten text")
        if (found := _PART.search(prompt)) is not None:
            return self.rewrite(*found.groups(), "Rewritten part")
        return "I cannot help with that."

    def candidates(self, target: str, first_turn: str) -> str:
        label = next((label for label, (sentence, _) in GENERATION_EXAMPLES.items() if sentence in first_turn), "MISC")
        code = hashlib.sha256(target.encode()).hexdigest()[:4]
        ladder = [f"{level} (ref. {code})" for level in LADDERS[label]]
        with self.lock:
            self.target_of.update((candidate.lower(), (target, rank)) for rank, candidate in enumerate(ladder))
        return "\n".join(f"- {candidate}" for candidate in ladder)

    def guesses(self, text: str, candidate: str) -> str:
        with self.lock:
            target, rank = self.target_of.get(candidate.lower(), (None, len(GUESSED) - 1))
        words = [w for w in re.findall(r"\b[A-Z][a-z]{3,}\b", text) if w.lower() not in candidate.lower()][:4]
        if target is not None and _draw(candidate, text) < GUESSED[rank]:
            words = [target, *words[:3]]
        return "\n".join(f"- {w}" for w in (words or ["nothing"]))

    def rewrite(self, passage: str, listed: str, label: str) -> str:
        phrases = [line[2:] for line in listed.splitlines() if line.startswith("- ")]
        for number, phrase in enumerate(sorted(phrases, key=len, reverse=True)):
            passage = passage.replace(phrase, ("the matter", "that point", "the issue at hand")[number % 3])
        if label == "Rewritten text" and _draw(passage) < 1 / 6:
            passage = _PLACEHOLDER.sub("someone", passage, count=1)
        return f"Reasoning: each listed phrase said in common words.\n{label}: {passage}"


class Stats:
    """Requests answered, the most in progress at once, and the mean in progress while busy."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self._zero()

    def _zero(self) -> None:
        self.requests, self.now, self.max_now, self.busy, self.area, self.since = 0, 0, 0, 0.0, 0.0, time.monotonic()

    def reset(self) -> None:
        with self.lock:
            self._zero()

    def change(self, delta: int) -> None:
        with self.lock:
            moment = time.monotonic()
            if self.now:
                self.busy += moment - self.since
                self.area += self.now * (moment - self.since)
            self.since, self.now = moment, self.now + delta
            self.max_now = max(self.max_now, self.now)
            self.requests += delta < 0

    def to_dict(self) -> dict[str, Any]:
        with self.lock:
            return {"requests": self.requests, "max_in_flight": self.max_now,
                    "mean_in_flight_while_busy": round(self.area / self.busy, 2) if self.busy else 0.0}


def make_handler(policy: ScriptedPolicy, replay: CallCache | None, stats: Stats, latency: float,
                 capacity: threading.Semaphore) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # headers and body are two writes: without this, Nagle's algorithm and the client's delayed ACK
        # add 40 ms to every answer
        disable_nagle_algorithm = True

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            return None

        def _send(self, body: dict[str, Any], status: int = 200) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._send(stats.to_dict() if self.path == "/stats" else {"data": [{"id": "standin"}]})

        def do_POST(self) -> None:
            request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
            if self.path == "/stats/reset":
                stats.reset()
                self._send({})
                return
            with capacity:  # a full batch: the request waits in line
                stats.change(+1)
                try:
                    time.sleep(latency)
                    text = self.answer(request)
                finally:
                    stats.change(-1)
            self._send({"id": "standin", "object": "chat.completion", "model": request.get("model", ""),
                        "choices": [{"index": 0, "finish_reason": "stop",
                                     "message": {"role": "assistant", "content": text}}],
                        "usage": {"prompt_tokens": sum(len(m["content"].split()) for m in request["messages"]),
                                  "completion_tokens": len(text.split()), "total_tokens": 0}})

        def answer(self, request: dict[str, Any]) -> str:
            if replay is not None:
                settings = GenerationSettings(max_new_tokens=request.get("max_tokens", 512),
                                              temperature=request.get("temperature", 0.3),
                                              top_p=request.get("top_p", 1.0), seed=request.get("seed"),
                                              stop=tuple(request.get("stop") or ()))
                recorded = replay.get(CallCache.key(request.get("model", ""), request["messages"], settings))
                if recorded is not None:
                    return recorded
            return policy.answer(request["messages"])

    return Handler


def serve(port: int, latency: float, capacity: int, replay: str | None = None) -> ThreadingHTTPServer:
    """The server, bound (``port`` 0: a free one; see ``server.server_address``), not yet serving."""
    handler = make_handler(ScriptedPolicy(), CallCache(replay) if replay else None, Stats(), latency,
                           threading.BoundedSemaphore(capacity))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--latency", type=float, default=0.5, help="seconds per request")
    parser.add_argument("--capacity", type=int, default=16, help="requests answered at the same time")
    parser.add_argument("--replay", help="a call cache (sqlite) of a real model's answers")
    args = parser.parse_args()
    server = serve(args.port, args.latency, args.capacity, args.replay)
    print(f"http://127.0.0.1:{server.server_address[1]}/v1", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
