"""spacy-sanitize: spaCy components that make text documents releasable.

This module is imported by spaCy on every ``spacy.blank()``/``spacy.load()``
through the package's entry points, so it must stay light: it imports no
component, model or heavy library. Import what you need from the submodules,
or rely on the entry points (``nlp.add_pipe("pii_detector")`` needs no import).
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
