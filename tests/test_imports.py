"""Factory modules must import light: spaCy imports every installed
``spacy_factories`` entry point on each ``spacy.blank()``/``spacy.load()``."""

import json
import subprocess
import sys

HEAVY = {"torch", "transformers", "llama_cpp", "sentence_transformers", "bitsandbytes", "sklearn", "presidio_analyzer"}

PROBE = r"""
import importlib, json, sys, time
from importlib.metadata import entry_points
import spacy
# spacy.blank() loads the entry points of every installed spaCy plugin (some of
# which import torch or transformers); then ours are imported again on their own.
spacy.blank("en")
for name in [m for m in sys.modules if m.startswith("spacy_sanitize")]:
    del sys.modules[name]
before = set(sys.modules)
t0 = time.perf_counter()
groups = ("spacy_factories", "spacy_scorers", "spacy_readers", "spacy_misc")
targets = sorted({ep.value.split(":")[0] for g in groups for ep in entry_points(group=g)
                  if ep.value.startswith("spacy_sanitize")})
for module in targets:
    importlib.import_module(module)
elapsed = time.perf_counter() - t0
print(json.dumps({"targets": targets, "added": sorted(set(sys.modules) - before), "seconds": elapsed}))
"""


def test_entry_point_modules_import_no_heavy_library():
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True).stdout
    report = json.loads(out.strip().splitlines()[-1])
    assert "spacy_sanitize.components.pii_detector" in report["targets"]
    heavy = sorted({m.split(".")[0] for m in report["added"]} & HEAVY)
    assert not heavy, f"entry-point modules import {heavy}; import them inside builders or initialize()"
