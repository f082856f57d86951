"""The masked language model behind TPS's information content.

* :mod:`.train_mlm`: continue the all-MiniLM-L6-v2 encoder with the masked-LM
  objective (fresh prediction head) on public text, never on test text.
* :mod:`.package_mlm`: install a trained model where
  :mod:`spacy_sanitize.metrics.information_content` looks for its default.

Both are command-line modules (``python -m spacy_sanitize.mlm.train_mlm``);
torch and transformers are imported inside their functions only.
"""
