"""``python -m spacy_sanitize`` is the ``spacy-sanitize`` command."""

from .cli.main import app

app()
