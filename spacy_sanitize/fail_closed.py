"""The fail-closed guard every rewriting component runs last.

Whatever broke upstream (an unparsable LLM answer, a timeout, an empty
candidate list, a bug), a span chosen for sanitization must never reach the
output in any form a reader would recognise: verbatim, in another case, with
zero-width characters, full-width or look-alike letters (the comparisons run
in :mod:`spacy_sanitize.reader_view`). This guard checks the derived output, not the component's
intentions: each chosen span must be covered by an edit in force, and no
edit's replacement may contain the original text of any chosen span (its own
or another's). Where either fails, the span (or the offending text inside a
replacement) is replaced by the numbered entity label, recorded as a
``fail_closed`` edit.
"""

import logging
import re
from bisect import bisect_right
from collections.abc import Callable, Sequence

from spacy.tokens import Doc, Span

from .doc_model import Edit, add_edit, add_edits, doc_text, get_doc_id, get_edits, make_edit, resolve_edits
from .errors import DocumentError
from .normalise import name_words
from .reader_view import OriginalsMatcher, fold
from .replacement import ReplacementStrategy, default_fallback, labels_for, non_overlapping

FAIL_CLOSED_METHOD = "fail_closed"
logger = logging.getLogger(__name__)


def rewrite_fail_closed(
    doc: Doc,
    chosen: Sequence[Span],
    rewrite: Callable[[], None],
    component: str,
    fallback: ReplacementStrategy | None = None,
) -> Doc:
    """Run a component's ``rewrite`` of ``doc``, then the guard over ``chosen``.

    The one place the rewriting components fail closed: a :class:`DocumentError`
    (bad input, named document) propagates; any other failure is logged and
    whatever ``rewrite`` left unreplaced gets entity labels from the guard, so
    one broken LLM answer or model call costs utility, never privacy.
    """
    try:
        rewrite()
    except DocumentError:
        raise
    except Exception as error:
        logger.warning("%s failed on document %r (%s: %s); entity labels used instead",
                       component, get_doc_id(doc), type(error).__name__, error)
    enforce_fail_closed(doc, chosen, fallback)
    return doc


def leaks(original: str, replacement: str) -> bool:
    """Whether a reader of ``replacement`` sees ``original`` in it as a whole word sequence.

    Compared in the reader's view (:mod:`spacy_sanitize.reader_view`): in any case, through zero-width
    and other format characters, full-width and look-alike letters, and dropped accents. An original
    without letters or digits cannot leak.

    Called once per rewritten span, so a matcher is made only when the folded words of ``original``
    occur in the folded ``replacement`` at all (a necessary condition for a match, cheaper for one
    original than the matcher's own word test).
    """
    joined = "".join(fold(original).split())
    if not joined or joined not in "".join(fold(replacement).split()):
        return False
    return OriginalsMatcher([original]).search(replacement)


def _redact(original: str, replacement: str, placeholder: str) -> str:
    return OriginalsMatcher([original]).replace(replacement, placeholder)


def enforce_fail_closed(
    doc: Doc,
    spans: Sequence[Span],
    fallback: ReplacementStrategy | None = None,
) -> list[Edit]:
    """Make sure none of ``spans`` appears verbatim in the sanitized output.

    Returns the ``fail_closed`` edits it had to add (empty when all was well).
    One pass over the spans with binary search when nothing is wrong (the
    usual case); spans that need fixing are then fixed one at a time.
    """
    chosen = non_overlapping(spans)
    chosen_keys = {(s.start_char, s.end_char, s.label_) for s in chosen}
    # The merged spans first (coverage), then every span of the group: a span
    # nested in a merged one may still be repeated by the merged replacement.
    to_check = chosen + [s for s in spans if (s.start_char, s.end_char, s.label_) not in chosen_keys]
    in_force = resolve_edits(get_edits(doc), doc_id=get_doc_id(doc))
    starts = [e.start for e in in_force]
    offenders = [span for span in to_check if _needs_fixing(span, in_force, starts)]
    if not offenders:
        return _fix_cross_span_leaks(doc, spans, chosen, fallback)
    # One numbering for every span that may need a placeholder: the merged spans, then the nested
    # offenders (numbering each nested span on its own renumbered every span once per offender)
    nested = [s for s in offenders if (s.start_char, s.end_char, s.label_) not in chosen_keys]
    numbered = list(chosen) + nested
    placeholders = dict(zip(((s.start_char, s.end_char, s.label_) for s in numbered),
                            (fallback or default_fallback())(doc, numbered), strict=False))

    def placeholder(span: Span) -> str:
        return placeholders[(span.start_char, span.end_char, span.label_)]

    added: list[Edit] = []
    # Merged (hence disjoint) spans that no edit touches: label them in one batch.
    # Nested spans are checked again one by one below, after that batch.
    untouched = [
        s for s in offenders
        if (s.start_char, s.end_char, s.label_) in chosen_keys and not _touching(s, in_force, starts)
    ]
    text = doc_text(doc)
    batch = [
        make_edit(doc, s.start_char, s.end_char, placeholder(s), method=FAIL_CLOSED_METHOD, label=s.label_ or None,
                  entity_id=s._.pii_entity_id, details={"reason": "span not covered by any edit"}, text=text)
        for s in untouched
    ]
    add_edits(doc, batch)
    added.extend(batch)
    for span, edit in zip(untouched, batch, strict=False):
        span._.pii_replacement = edit.replacement
    untouched_ids = {id(s) for s in untouched}
    for span in offenders:
        if id(span) not in untouched_ids:
            added.extend(_fix(doc, span, placeholder(span)))
    added.extend(_fix_cross_span_leaks(doc, spans, chosen, fallback))
    return added


def forbidden_keys(chosen: Sequence[tuple[str, str]]) -> dict[str, int]:
    """The reader-view keys no replacement may show, for chosen ``(text, label)`` pairs, each with the
    index of the pair it comes from: every text with a letter or digit, then each name word of a
    PERSON text (no titles, no initials), since a person is identified by any part of the name
    ("Nowakowski" alone discloses "Mr Jan Nowakowski"). Whole texts come first, so a key belongs to
    the span whose whole text it is."""
    keys: dict[str, int] = {}
    for index, (text, _) in enumerate(chosen):
        if re.search(r"\w", text):
            keys.setdefault(" ".join(fold(text).split()), index)
    for index, (text, label) in enumerate(chosen):
        if label == "PERSON":
            for word in name_words(text):
                if len(word) > 2 and word.isalpha():
                    keys.setdefault(fold(word), index)
    return keys


def _fix_cross_span_leaks(
    doc: Doc, spans: Sequence[Span], chosen: Sequence[Span], fallback: ReplacementStrategy | None = None
) -> list[Edit]:
    """No replacement may repeat the text of *any* chosen span, nor a name word of a PERSON span.

    A generalisation of one span can name another entity of the document (an
    LLM asked about a city answers with the company mentioned next to it);
    checking each span against its own replacement alone would publish that
    other span verbatim. One regex over all chosen texts, one pass over the edits.
    """
    originals = {key: spans[i] for key, i in forbidden_keys([(s.text, s.label_) for s in spans]).items()}
    matcher = OriginalsMatcher(originals)
    if not matcher:
        return []
    in_force = resolve_edits(get_edits(doc), doc_id=get_doc_id(doc))
    offending = [edit for edit in in_force if matcher.search(edit.replacement)]
    if not offending:
        return []
    labels = dict(zip(originals, labels_for(chosen, list(originals.values()), fallback), strict=True))

    def redact(replacement: str) -> str:
        return matcher.replace(replacement, by_key=labels)

    text = doc_text(doc)
    fixes = [
        make_edit(doc, edit.start, edit.end, redact(edit.replacement), method=FAIL_CLOSED_METHOD,
                  label=edit.label, entity_id=edit.entity_id,
                  details={"reason": "replacement repeated the text of a chosen span"}, text=text)
        for edit in offending
    ]
    add_edits(doc, fixes)
    return fixes


def _needs_fixing(span: Span, in_force: Sequence[Edit], starts: list[int]) -> bool:
    edit = _covering(span, in_force, starts)
    return edit is None or leaks(span.text, edit.replacement)


def _covering(span: Span, in_force: Sequence[Edit], starts: list[int]) -> Edit | None:
    index = bisect_right(starts, span.start_char) - 1
    if index >= 0 and in_force[index].end >= span.end_char:
        return in_force[index]
    return None


def _touching(span: Span, in_force: Sequence[Edit], starts: list[int]) -> list[Edit]:
    index = max(0, bisect_right(starts, span.start_char) - 1)
    found = []
    for edit in in_force[index:]:
        if edit.start >= span.end_char:
            break
        if edit.overlaps_range(span.start_char, span.end_char):
            found.append(edit)
    return found


def _fix(doc: Doc, span: Span, placeholder: str) -> list[Edit]:
    """Fix one span against the current edit log (partly covered, or leaked)."""
    in_force = resolve_edits(get_edits(doc), doc_id=get_doc_id(doc))
    starts = [e.start for e in in_force]
    covering = _covering(span, in_force, starts)
    if covering is None:
        # Partly covered: the placeholder takes the union of the span and the
        # edits it touches, so no character of it survives.
        touching = _touching(span, in_force, starts)
        edit = add_edit(
            doc,
            min([span.start_char] + [e.start for e in touching]),
            max([span.end_char] + [e.end for e in touching]),
            placeholder,
            method=FAIL_CLOSED_METHOD,
            label=span.label_ or None,
            entity_id=span._.pii_entity_id,
            details={"reason": "span not (fully) covered by any edit"},
        )
        span._.pii_replacement = placeholder
        return [edit]
    if not leaks(span.text, covering.replacement):
        return []  # an earlier fix already took care of it
    same_range = (covering.start, covering.end) == (span.start_char, span.end_char)
    edit = add_edit(
        doc,
        covering.start,
        covering.end,
        placeholder if same_range else _redact(span.text, covering.replacement, placeholder),
        method=FAIL_CLOSED_METHOD,
        label=covering.label,
        entity_id=covering.entity_id,
        details={"reason": f"replacement by {covering.method!r} contained the original text"},
    )
    if same_range:
        span._.pii_replacement = placeholder
    return [edit]
