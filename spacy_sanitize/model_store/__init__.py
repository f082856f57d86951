"""Models a user can get: the catalogue (:mod:`.catalog`) and the local store (:mod:`.store`).

``spacy-sanitize models`` lists what each factory needs, fetches it from the Hugging Face Hub or a
local copy, verifies it by checksum and shows where it is. The pii_detector models, the masked LM of
``mtc_infiller`` with its phrase heads, all-MiniLM-L6-v2 and clusant_substituter's vocabulary
embeddings ship inside the package (:mod:`spacy_sanitize.builtin_minilm`) and need nothing.
"""

from .catalog import CATALOG, ModelFile, ModelSpec
from .store import fetch_hub, fetch_local, installed_path, missing_model_message, require, verify

__all__ = ["CATALOG", "ModelFile", "ModelSpec", "fetch_hub", "fetch_local", "installed_path",
           "missing_model_message", "require", "verify"]
