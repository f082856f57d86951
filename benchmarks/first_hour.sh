#!/usr/bin/env bash
# A new user's first hour, measured: a fresh virtual environment with README's install command, an
# empty model store, no network (a network namespace of its own), every factory on a paragraph.
#   bash benchmarks/first_hour.sh     -> benchmarks/results/first_hour.json (+ install timings on stdout)
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$(mktemp -d)/venv"
python3 -m venv "$venv"
# shellcheck disable=SC1091
. "$venv/bin/activate"
start=$(date +%s)
pip install -q torch==2.13.0 && pip install -q -e .
echo "install: $(( $(date +%s) - start )) s"
start=$(date +%s)
unshare -n python benchmarks/first_hour.py
echo "first hour (offline): $(( $(date +%s) - start )) s"
