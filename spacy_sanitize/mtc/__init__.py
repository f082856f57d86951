"""Multi-token completion for text anonymization (Madaan et al.), behind the ``mtc_infiller`` factory.

One job per module:

* :mod:`.masking`: how many masks replace a span (NS3, NAd, MTC/SS-MTC) and where;
* :mod:`.windows`: long documents through a model of limited length;
* :mod:`.mlm`: the masked LM (any Hugging Face MLM; default the project's MiniLM MLM):
  output-layer features and vocabulary logits at chosen positions;
* :mod:`.head`: the phrase rows that extend the output layer (EMAT), on disk;
* :mod:`.infill`: from a document's spans to one surrogate per entity;
* :mod:`.acceptance`: which completions may replace a span (never the original,
  nothing INTACT's MATCH links to it);
* :mod:`.phrases` (``build-phrases``): the phrase vocabularies and their sentences;
* :mod:`.train` (``train-mtc``): the phrase rows on frozen features;
* :mod:`.package` (``package-mtc``): ship a trained head inside the package.

torch and transformers are imported inside functions only.
"""
