"""A large ``spacy-sanitize sanitize`` run killed with SIGKILL half-way, resumed with ``--resume``, compared
with an uninterrupted run of the same input: every document exactly once, no torn line, same bytes.

    python benchmarks/resume_after_kill.py [--docs 1200]

Writes ``benchmarks/results/resume_after_kill.json``.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import harness

NAMES = ["Anna Berg", "Jan Nowak", "Maria Rossi", "Ole Hansen", "Eva Novak", "Chloé Dubois", "José García"]


def command(source: Path, out: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "spacy_sanitize", "sanitize", str(source), "-o", str(out), "--no-progress", *extra]


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "resume_after_kill.json")
    parser.add_argument("--docs", type=int, default=1200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        source = tmp / "in.jsonl"
        source.write_text("".join(json.dumps({"id": f"d{i}", "text": (
            f"Mr {NAMES[i % 7]} was born on {1 + i % 27} March 19{40 + i % 60} in Bergen. "
            f"Call 212-555-{1000 + i % 9000} or write to case {i}/{i % 97}.")}) + "\n" for i in range(args.docs)))
        start = time.perf_counter()
        subprocess.run(command(source, tmp / "full.jsonl"), check=True, stderr=subprocess.DEVNULL)
        uninterrupted_s = time.perf_counter() - start
        killed, partial = tmp / "killed.jsonl", tmp / "killed.jsonl.partial"
        process = subprocess.Popen(command(source, killed), stderr=subprocess.DEVNULL)
        while process.poll() is None and (not partial.exists() or partial.read_text().count("\n") < args.docs // 2):
            time.sleep(0.02)
        process.send_signal(signal.SIGKILL)
        process.wait()
        lines_at_kill = partial.read_text().count("\n")
        final_existed_after_kill = killed.exists()
        subprocess.run(command(source, killed, "--resume"), check=True, stderr=subprocess.DEVNULL)
        full_lines = (tmp / "full.jsonl").read_text().splitlines()
        resumed_lines = killed.read_text().splitlines()
        ids = [json.loads(line)["id"] for line in resumed_lines]
        report = {"docs": args.docs, "lines_written_when_killed": lines_at_kill,
                  "output_name_existed_after_kill": final_existed_after_kill,
                  "resumed_lines": len(resumed_lines), "distinct_ids": len(set(ids)),
                  "identical_to_uninterrupted_run": resumed_lines == full_lines,
                  "partial_left_behind": partial.exists(), "uninterrupted_run_s": round(uninterrupted_s, 1),
                  "environment": harness.environment()}
    harness.write_json(args.out, report)
    print(json.dumps({k: v for k, v in report.items() if k != "environment"}))


if __name__ == "__main__":
    main()
