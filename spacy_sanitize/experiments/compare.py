"""A displaCy page of one document: its detected spans, then each method's sanitized text.

The detected spans are displaCy's ``span`` style (``spans_key = "pii"``); each method's
output is displaCy's ``ent`` style in manual mode over the *sanitized* text, with every
replacement in force highlighted and labelled with the original span's entity type (the
edit's label; ``linkage_guard``'s rephrasings, which have none, as ``LINKAGE``). The
sanitized sections are built from the edit log alone, so they show exactly what a release
would contain. displaCy escapes the text but not titles or labels: those are escaped here.
"""

import html
from collections.abc import Sequence
from typing import Any

from ..doc_model import PII_SPAN_KEY, sanitize_doc_text

#: displaCy colours of TAB's entity types (and of linkage_guard's edits).
COLORS: dict[str, str] = {
    "PERSON": "#aa9cfc", "CODE": "#fe4a49", "LOC": "#ff9561", "ORG": "#7aecec", "DEM": "#c887fb",
    "DATETIME": "#bfe1d9", "QUANTITY": "#e4e7d2", "MISC": "#ffeb80", "LINKAGE": "#dddddd",
}

_STYLE = """
body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; }
section { border-top: 1px solid #ccc; padding-top: 0.5em; margin-top: 1.5em; }
h2 { margin-bottom: 0.2em; } .note { color: #555; font-size: 0.9em; }
"""


def replacement_entities(doc: Any) -> tuple[str, list[dict[str, Any]]]:
    """The sanitized text of ``doc`` and its replacements as displaCy manual entities."""
    derived = sanitize_doc_text(doc)
    ents = []
    for seg in derived.alignment.segments:
        if seg.edit is None:
            continue
        label = seg.edit.label or ("LINKAGE" if seg.edit.method == "linkage_guard" else seg.edit.method.upper())
        ents.append({"start": seg.san_start, "end": seg.san_end, "label": html.escape(str(label))})
    return derived.text, ents


def render_compare(detected: Any, methods: Sequence[tuple[str, Any]], title: str = "") -> str:
    """A complete HTML page: ``detected`` (a Doc with ``doc.spans["pii"]``), then ``(name, Doc)`` per method."""
    from spacy import displacy

    doc_id = detected._.doc_id
    title = title or f"Document {doc_id}: detected spans and each method's replacements"
    parts = [
        "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
        f"<title>{html.escape(title)}</title>", f"<style>{_STYLE}</style>", "</head>", "<body>",
        f"<h1>{html.escape(title)}</h1>",
        ("<p class=\"note\">First the original with the spans pii_detector found; then, for each method, "
         "the sanitized text with its replacements highlighted and labelled with the original's type.</p>"),
    ]
    n_spans = len(detected.spans[PII_SPAN_KEY]) if PII_SPAN_KEY in detected.spans else 0
    parts.append("<section class=\"detected\">")
    parts.append(f"<h2>detected spans ({n_spans})</h2>")
    parts.append(displacy.render(detected, style="span", page=False, jupyter=False,
                                 options={"spans_key": PII_SPAN_KEY, "colors": COLORS}))
    parts.append("</section>")
    for name, doc in methods:
        text, ents = replacement_entities(doc)
        parts.append(f"<section class=\"method\" data-method=\"{html.escape(name, quote=True)}\">")
        parts.append(f"<h2>{html.escape(name)} <span class=\"note\">({len(ents)} replacements)</span></h2>")
        parts.append(displacy.render({"text": text, "ents": ents}, style="ent", manual=True, page=False,
                                     jupyter=False, options={"colors": COLORS}))
        parts.append("</section>")
    parts += ["</body>", "</html>"]
    return "\n".join(parts)


__all__ = ["COLORS", "render_compare", "replacement_entities"]
