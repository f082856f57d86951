"""``python -m spacy_sanitize.experiments <step> ...``: see :mod:`spacy_sanitize.experiments.cli`."""

from .cli import app

if __name__ == "__main__":  # pragma: no cover
    app(prog_name="python -m spacy_sanitize.experiments")
