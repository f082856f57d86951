"""Errors that name the document they concern.

A batch job over thousands of documents must report *which* document broke and
keep going with the rest, so every data error carries the document id.
"""



class SanitizeError(Exception):
    """Base class of the package's errors."""


class DocumentError(SanitizeError, ValueError):
    """A problem with one input document (bad text, bad spans, bad edits).

    The message always starts with the document id, so that a log line is
    enough to find the offending input.
    """

    def __init__(self, doc_id: str | None, message: str) -> None:
        self.doc_id = doc_id
        self.reason = message
        super().__init__(f"document {doc_id!r}: {message}" if doc_id is not None else message)


class MissingModelError(SanitizeError, FileNotFoundError):
    """A model the configuration asks for is not where the package looks; the message says how to get it."""


class UnsupportedLanguageError(SanitizeError, ValueError):
    """A pipeline language the detector has no profile for; running English rules on it would miss
    identifiers silently, so it is refused with the list of languages that work."""

    def __init__(self, lang: str, supported: tuple[str, ...]) -> None:
        self.lang = lang
        super().__init__(
            f"pii_detector does not support language {lang!r}; supported: {', '.join(supported)}. Use "
            f"spacy.blank(\"<one of them>\") (or --lang on the CLI), or name your own sources and set "
            f"[components.pii_detector] lang = \"en\" to run the English detector on it deliberately."
        )
