"""The fail-closed guard every rewriting component runs last.

Whatever broke upstream (an unparsable LLM answer, a timeout, an empty
candidate list, a bug), a span chosen for sanitization must never reach the
output verbatim. This guard checks the derived output, not the component's
intentions: each chosen span must be covered by an edit in force, and no
edit's replacement may contain the span's original text. Where either fails,
the span (or the offending text inside a larger rewrite) is replaced by the
numbered entity label, recorded as a ``fail_closed`` edit.
"""

import re
from typing import List, Optional, Sequence

from spacy.tokens import Doc, Span

from .doc_model import Edit, add_edit, get_doc_id, get_edits, resolve_edits
from .replacement import ReplacementStrategy, label_for, non_overlapping

FAIL_CLOSED_METHOD = "fail_closed"


def leaks(original: str, replacement: str) -> bool:
    """Whether ``replacement`` contains ``original`` as a whole word sequence.

    Case-insensitive; an original without letters or digits cannot leak.
    """
    needle = original.strip()
    if not re.search(r"\w", needle):
        return False
    pattern = r"(?<!\w)" + re.escape(needle) + r"(?!\w)"
    return re.search(pattern, replacement, flags=re.IGNORECASE) is not None


def _redact(original: str, replacement: str, placeholder: str) -> str:
    pattern = r"(?<!\w)" + re.escape(original.strip()) + r"(?!\w)"
    return re.sub(pattern, placeholder, replacement, flags=re.IGNORECASE)


def enforce_fail_closed(
    doc: Doc,
    spans: Sequence[Span],
    fallback: Optional[ReplacementStrategy] = None,
) -> List[Edit]:
    """Make sure none of ``spans`` appears verbatim in the sanitized output.

    Returns the ``fail_closed`` edits it had to add (empty when all was well).
    """
    chosen = non_overlapping(spans)
    added: List[Edit] = []
    # The merged spans first (coverage), then every span of the group: a span
    # nested in a merged one may still be repeated by the merged replacement.
    for span in chosen + [s for s in spans if s not in chosen]:
        in_force = resolve_edits(get_edits(doc), doc_id=get_doc_id(doc))
        covering = [e for e in in_force if e.start <= span.start_char and span.end_char <= e.end]
        placeholder = label_for(chosen, span, fallback)
        if not covering:
            # Uncovered or only partly covered: the placeholder takes the union of
            # the span and the edits it touches, so no character of it survives.
            touching = [e for e in in_force if e.overlaps_range(span.start_char, span.end_char)]
            added.append(
                add_edit(
                    doc,
                    min([span.start_char] + [e.start for e in touching]),
                    max([span.end_char] + [e.end for e in touching]),
                    placeholder,
                    method=FAIL_CLOSED_METHOD,
                    label=span.label_ or None,
                    entity_id=span._.pii_entity_id,
                    details={"reason": "span not (fully) covered by any edit"},
                )
            )
            span._.pii_replacement = placeholder
            continue
        edit = covering[0]
        if leaks(span.text, edit.replacement):
            if (edit.start, edit.end) == (span.start_char, span.end_char):
                replacement = placeholder
            else:
                replacement = _redact(span.text, edit.replacement, placeholder)
            added.append(
                add_edit(
                    doc,
                    edit.start,
                    edit.end,
                    replacement,
                    method=FAIL_CLOSED_METHOD,
                    label=edit.label,
                    entity_id=edit.entity_id,
                    details={"reason": f"replacement by {edit.method!r} contained the original text"},
                )
            )
            if (edit.start, edit.end) == (span.start_char, span.end_char):
                span._.pii_replacement = placeholder
    return added
