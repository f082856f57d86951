"""The end-to-end experiment: every sanitization method on one collection, every metric, one report.

Run as ``python -m spacy_sanitize.experiments <step>`` (the ``spacy project`` workflow in
``project.yml`` chains the steps):

1. ``detect``: the shipped ``pii_detector`` over TAB-style records, once, into a DocBin
   (:mod:`.detect`). Every method then starts from the same detected spans, so differences
   between methods are differences of rewriting, not of detection.
2. ``sanitize``: one method's component over the detected Docs; its edits go to a resumable
   ``edits.jsonl`` (:mod:`.sanitize`, :mod:`.runs`). The edit log is the only output: the
   sanitized text, the metrics and the report are all derived from it.
3. ``choose-base``: the method ``linkage_guard`` runs on top of (:mod:`.choose_base`).
4. ``score``: the metrics of :mod:`spacy_sanitize.metrics` on two views of the runs, cached by
   a fingerprint of the edits they read (:mod:`.score`).
5. ``report``: tables, a reading of the trade-off, plots and a displaCy comparison page
   (:mod:`.report`, :mod:`.plots`, :mod:`.compare`).

Importing this package is cheap: spaCy models, torch and llama.cpp load inside the steps.
"""
