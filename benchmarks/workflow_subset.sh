#!/usr/bin/env bash
# The end-to-end comparison without its LLM-backed steps, on the first DOCS test documents, with
# the wall time of every step: what benchmarks/results/workflow/ holds.
#   bash benchmarks/workflow_subset.sh [DATA=../shared/data/tab] [OUT=/tmp/sanitize-workflow] [DOCS=20] [SUBSET=10]
set -euo pipefail
DATA=${1:-../shared/data/tab}; OUT=${2:-/tmp/sanitize-workflow}; DOCS=${3:-20}; SUBSET=${4:-10}
METHODS="suppression entity_label ns3 nad mtc ss_mtc santext clusant custext"
step() { local name=$1; shift; local t=$(date +%s); "$@"; echo "T $name $(( $(date +%s) - t ))"; }
start=$(date +%s)
step detect python -m spacy_sanitize.experiments detect "$DATA/tab_test.json" --output "$OUT/runs/detected.spacy" --docs "$DOCS" --no-progress
for m in $METHODS; do
  step "sanitize $m" python -m spacy_sanitize.experiments sanitize --method "$m" --detected "$OUT/runs/detected.spacy" \
    --output "$OUT/runs/$m" --docs "$DOCS" --threads 1 --no-progress
done
step score python -m spacy_sanitize.experiments score --runs "$OUT/runs" --detected "$OUT/runs/detected.spacy" \
  --methods "$(echo $METHODS | tr ' ' ,)" --metrics tps,nmi,trir,ner,reid --subset-docs "$SUBSET" \
  --background "$DATA/background_all_public10.json" --threads 1 --output "$OUT/results/scores"
step choose-base python -m spacy_sanitize.experiments choose-base --scores "$OUT/results/scores" --output "$OUT/runs/linkage_base.txt"
step report python -m spacy_sanitize.experiments report --scores "$OUT/results/scores" --runs "$OUT/runs" \
  --detected "$OUT/runs/detected.spacy" --output "$OUT/results"
echo "T total $(( $(date +%s) - start ))"
