"""Replacement strategies shared by every rewriting component.

Suppression and entity-label masking are the baselines of every paper this
package implements (TAB, INTACT, MTC, CluSanT), and entity-label masking is
also the fail-closed fallback of the other components. They are registered
(``spacy_sanitize.Suppression.v1``, ``spacy_sanitize.EntityLabel.v1``) so that
a config chooses them.

Consistency: every mention of one entity (same ``span._.pii_entity_id``, or
the same normalised text when no id is set) gets the same replacement, and
numbers run per label in order of first appearance (``PERSON.1``,
``PERSON.2``, ``ORG.1`` ...).
"""

from collections.abc import Callable, Iterable, Sequence

from spacy.tokens import Doc, Span
from spacy.util import registry

from .doc_model import NO_MASK, add_edits, doc_text, make_edit
from .normalise import normalise_mention
from .numbering import current_numbering, mention_keys

#: A strategy maps the spans chosen for replacement (non-overlapping, in
#: document order) to one replacement string each.
ReplacementStrategy = Callable[[Doc, Sequence[Span]], list[str]]

def entity_key(span: Span) -> tuple[str, str]:
    """What identifies the entity a span mentions: its id, else its text."""
    entity_id = span._.pii_entity_id
    if entity_id is not None:
        return ("id", str(entity_id))
    return ("text", f"{span.label_}|{normalise_mention(span.text)}")


def running_labels(spans: Iterable[Span], *, subtypes: bool = False) -> dict[tuple[str, str], str]:
    """``LABEL.N`` per entity, numbered per label in order of first appearance.

    ``subtypes``: a span with a finer type (``span._.pii_subtype``) is named by it, ``PHONE.1`` rather
    than ``CODE.1``, so a reader still knows what kind of identifier was there. Inside a
    :func:`spacy_sanitize.numbering.numbering_scope` the numbers come from that numbering, so that
    the parts of one long text (or the documents of a collection) share them.
    """
    ordered = sorted(spans, key=lambda s: (s.start_char, -s.end_char))
    labels: dict[tuple[str, str], str] = {}
    mentions: dict[tuple[str, str], list[Span]] = {}
    for span in ordered:
        key = entity_key(span)
        labels.setdefault(key, (span._.pii_subtype if subtypes else None) or span.label_ or "ENTITY")
        mentions.setdefault(key, []).append(span)
    numbering = current_numbering()
    counters: dict[str, int] = {}
    names: dict[tuple[str, str], str] = {}
    for key, label in labels.items():
        if numbering is not None:
            number = numbering.number(label, mention_keys(mentions[key]), [s.text for s in mentions[key]])
        else:
            number = counters[label] = counters.get(label, 0) + 1
        names[key] = f"{label}.{number}"
    return names


def spans_to_sanitize(doc: Doc, span_key: str, include_no_mask: bool = False) -> list[Span]:
    """The spans of ``doc.spans[span_key]`` a rewriting component must sanitize (NO_MASK ones only on request)."""
    spans = list(doc.spans[span_key]) if span_key in doc.spans else []
    if not include_no_mask:
        spans = [s for s in spans if s._.pii_identifier_type != NO_MASK]
    return spans


def non_overlapping(spans: Iterable[Span]) -> list[Span]:
    """Merge overlapping spans into the longest of each overlapping cluster,
    widened to the cluster's union so that no detected character is kept.

    Span groups may hold overlapping spans; edits may not.
    """
    ordered = sorted(spans, key=lambda s: (s.start_char, -s.end_char))
    clusters: list[list[Span]] = []
    cluster_end = -1
    for span in ordered:
        if clusters and span.start_char < cluster_end:
            clusters[-1].append(span)
            cluster_end = max(cluster_end, span.end_char)
        else:
            clusters.append([span])
            cluster_end = span.end_char
    merged: list[Span] = []
    for cluster in clusters:
        if len(cluster) == 1:  # the common case: no span text to build
            merged.append(cluster[0])
            continue
        head = max(cluster, key=lambda s: (s.end_char - s.start_char, -s.start_char))
        start = min(s.start for s in cluster)
        end = max(s.end for s in cluster)
        if (start, end) == (head.start, head.end):
            merged.append(head)
            continue
        widened = Span(head.doc, start, end, label=head.label)
        for name in ("pii_identifier_type", "pii_entity_id", "pii_source"):
            setattr(widened._, name, getattr(head._, name))
        merged.append(widened)
    return merged


def apply_replacements(doc: Doc, spans: Sequence[Span], replacements: Sequence[str], method: str) -> None:
    """Record one edit per span (validated in one pass) and keep the replacement on the span."""
    text = doc_text(doc)
    edits = [
        make_edit(doc, span.start_char, span.end_char, replacement, method=method,
                  label=span.label_ or None, entity_id=span._.pii_entity_id, text=text)
        for span, replacement in zip(spans, replacements, strict=False)
    ]
    add_edits(doc, edits)
    for span, replacement in zip(spans, replacements, strict=False):
        span._.pii_replacement = replacement


class Suppression:
    """Replace every span by a fixed marker (TAB's suppression baseline: "")."""

    name = "suppression"

    def __init__(self, marker: str = "") -> None:
        self.marker = marker

    def __call__(self, doc: Doc, spans: Sequence[Span]) -> list[str]:
        return [self.marker for _ in spans]


class EntityLabel:
    """Replace every span by its entity type and a running number per entity."""

    name = "entity_label"

    def __init__(self, numbered: bool = True, template: str = "{name}", subtypes: bool = False) -> None:
        if "{name}" not in template:
            raise ValueError(f"template {template!r} must contain '{{name}}', e.g. '[{{name}}]'")
        self.numbered = numbered
        self.template = template
        self.subtypes = subtypes

    def __call__(self, doc: Doc, spans: Sequence[Span]) -> list[str]:
        if not self.numbered:
            return [self.template.format(name=(span._.pii_subtype if self.subtypes else None) or span.label_
                                         or "ENTITY") for span in spans]
        names = running_labels(spans, subtypes=self.subtypes)
        return [self.template.format(name=names[entity_key(span)]) for span in spans]


@registry.misc("spacy_sanitize.Suppression.v1")
def make_suppression(marker: str = "") -> ReplacementStrategy:
    return Suppression(marker=marker)


@registry.misc("spacy_sanitize.EntityLabel.v1")
def make_entity_label(numbered: bool = True, template: str = "{name}", subtypes: bool = False) -> ReplacementStrategy:
    """``subtypes = true``: identifiers are named by their finer type (``PHONE.1``, ``IBAN.1``)."""
    return EntityLabel(numbered=numbered, template=template, subtypes=subtypes)


def default_fallback() -> ReplacementStrategy:
    """The fail-closed fallback: numbered entity labels."""
    return EntityLabel()


def labels_for(doc_spans: Sequence[Span], spans: Sequence[Span],
               fallback: ReplacementStrategy | None = None) -> list[str]:
    """The fallback replacement of each of ``spans``, numbered consistently with all ``doc_spans``:
    those numbered once for all; a span outside them is numbered as if appended to them alone."""
    strategy = fallback or default_fallback()
    ordered = list(doc_spans)
    position: dict[tuple[int, int, int, int, int], int] = {}
    for index, span in enumerate(ordered):
        position.setdefault(_span_key(span), index)
    numbered = strategy(spans[0].doc, ordered) if spans and ordered else []
    labels = []
    for span in spans:
        found = position.get(_span_key(span))
        labels.append(numbered[found] if found is not None else strategy(span.doc, ordered + [span])[-1])
    return labels


def _span_key(span: Span) -> tuple[int, int, int, int, int]:
    """What ``Span.__eq__`` compares within one Doc."""
    return span.start_char, span.end_char, span.label, span.kb_id, span.id
