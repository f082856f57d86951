"""INTACT: truthful generalisation of personal-information spans, chosen by LLM inference attacks.

The modules each do one job: :mod:`.prompts` (the paper's one-shot prompts),
:mod:`.parsing` (reading lists out of LLM answers), :mod:`.dates` (the
rule-based date ladder), :mod:`.matching` (does a guess give the original
away?) and :mod:`.selection` (the algorithm). The spaCy factory is
:mod:`spacy_sanitize.components.intact_generalizer`.
"""
