"""Utility and privacy metrics of sanitized collections, as spaCy scorers and plain functions.

Every metric reads the shared edit log (through :func:`.inputs.read_sanitized`),
so it scores any component, or any external system's output turned into edits.
"""
